// Builds the committed bundles: tsc compiles src/ to .build/ (type errors are reported by
// `npm test`'s `tsc --noEmit`, not here, so a half-finished module elsewhere cannot stop a build),
// then ncc bundles each entry's JavaScript. Each entry is built into a temporary folder and then
// swapped into place, so a build never leaves a half-written bundle behind.
// dist/package.json marks the bundles as ES modules wherever the package is installed.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

const entries = [
  { src: 'src/cli/index.js', out: 'dist/cli', bin: true },
  { src: 'src/action/index.js', out: 'dist/action' },
];

// One build at a time (ncc writes module paths relative to the project into the bundle, so the
// compiled JavaScript must always sit at the same place: .build/js).
const js = '.build/js';
const lock = '.build/lock';
mkdirSync('.build', { recursive: true });
for (let waited = 0; ; waited += 200) {
  try {
    mkdirSync(lock);
    writeFileSync(`${lock}/pid`, String(process.pid));
    break;
  } catch (e) {
    if (e.code !== 'EEXIST') throw e;
    let owner = 0;
    try { owner = Number(readFileSync(`${lock}/pid`, 'utf8')); } catch { /* being written */ }
    let alive = true;
    try { if (owner) process.kill(owner, 0); } catch { alive = false; }
    if (!alive) rmSync(lock, { recursive: true, force: true });
    else if (waited > 300_000) throw new Error(`build: ${lock} is held by process ${owner}`);
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
}
process.on('exit', () => rmSync(lock, { recursive: true, force: true }));
rmSync(js, { recursive: true, force: true });
try {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json', '--outDir', js], { stdio: 'inherit' });
} catch {
  console.error('build: tsc reported type errors (above); bundling what it emitted. npm test fails on them.');
}
writeFileSync(`${js}/package.json`, '{"type":"module"}\n');
mkdirSync('dist', { recursive: true });
for (const { src, out, bin } of entries) {
  const tmp = `${out}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  execFileSync(process.execPath, ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', `${js}/${src}`, '-o', tmp, '--quiet', '--target', 'es2022'], { stdio: 'inherit' });
  rmSync(`${tmp}/package.json`, { force: true });
  if (bin) chmodSync(`${tmp}/index.js`, 0o755);
  const old = `${out}.old-${process.pid}`;
  if (existsSync(out)) renameSync(out, old);
  renameSync(tmp, out);
  rmSync(old, { recursive: true, force: true });
}
writeFileSync('dist/package.json', `${JSON.stringify({ type: 'module' }, null, 2)}\n`);
rmSync(js, { recursive: true, force: true });
