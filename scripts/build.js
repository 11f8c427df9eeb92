// Builds the committed bundles: tsc compiles src/ to .build/ (type errors are reported by
// `npm test`'s `tsc --noEmit`, not here, so a half-finished module elsewhere cannot stop a build),
// then ncc bundles each entry's JavaScript. Each entry is built into a temporary folder and then
// swapped into place, so a build never leaves a half-written bundle behind.
// dist/package.json marks the bundles as ES modules wherever the package is installed.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { asciiCommentFiles } from './asciiComments.js';
import { groupChunks } from './groupChunks.js';

// The CLI is bundled as CommonJS: node starts a CommonJS file faster than an ES module (an empty
// .cjs file starts in 0.9x the time of `node -e 0`, an empty .mjs in 1.2x), and the CLI runs on
// every commit and every agent tool call. The Action stays an ES module (@actions/* are ESM-only).
const entries = [
  { src: 'src/cli/index.js', out: 'dist/cli', bin: true, format: 'commonjs' },
  { src: 'src/action/index.js', out: 'dist/action', format: 'module' },
  // The library API (`import { decide, check } from 'diffgate'`) and the OpenCode plugin, loaded in process.
  { src: 'src/index.js', out: 'dist/lib', format: 'module' },
  { src: 'src/agents/opencode/plugin.js', out: 'dist/opencode', format: 'module' },
];

// One build at a time (ncc writes module paths relative to the project into the bundle, so the
// compiled JavaScript must always sit at the same place: .build/js).
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
    try {
      owner = Number(readFileSync(`${lock}/pid`, 'utf8'));
    } catch {
      /* being written */
    }
    let alive = true;
    try {
      if (owner) process.kill(owner, 0);
    } catch {
      alive = false;
    }
    if (!alive) rmSync(lock, { recursive: true, force: true });
    else if (waited > 300_000) throw new Error(`build: ${lock} is held by process ${owner}`);
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
}
process.on('exit', () => rmSync(lock, { recursive: true, force: true }));
rmSync('.build/js', { recursive: true, force: true });
rmSync('.build/cjs', { recursive: true, force: true });
rmSync('.build/cjs-src', { recursive: true, force: true });
const tsc = (args) => {
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', ...args], { stdio: 'inherit' });
  } catch {
    console.error('build: tsc reported type errors (above); bundling what it emitted. npm test fails on them.');
  }
};
// ES modules, for the Action.
tsc(['-p', 'tsconfig.build.json', '--outDir', '.build/js']);
writeFileSync('.build/js/package.json', '{"type":"module"}\n');
// CommonJS, for the CLI: tsc decides a file's format by the package.json above it, so the sources
// are compiled from a copy under a CommonJS package.json (NodeNext keeps `import()` as it is, so ncc
// still splits each command into a chunk of its own).
cpSync('src', '.build/cjs-src/src', { recursive: true });
writeFileSync('.build/cjs-src/package.json', '{"type":"commonjs"}\n');
writeFileSync(
  '.build/cjs-src/tsconfig.json',
  JSON.stringify({
    extends: '../../tsconfig.json',
    compilerOptions: {
      noEmit: false,
      outDir: '../cjs',
      rootDir: '.',
      verbatimModuleSyntax: false,
      sourceMap: false,
      removeComments: true,
    },
    include: ['src/**/*.d.ts'],
    files: ['src/cli/index.ts'],
  }),
);
tsc(['-p', '.build/cjs-src/tsconfig.json']);
writeFileSync('.build/cjs/package.json', '{"type":"commonjs"}\n');
mkdirSync('dist', { recursive: true });
for (const { src, out, bin, format } of entries) {
  const js = format === 'commonjs' ? '.build/cjs' : '.build/js';
  const tmp = `${out}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', `${js}/${src}`, '-o', tmp, '--quiet', '--target', 'es2022'],
    { stdio: 'inherit' },
  );
  // ncc writes a package.json naming the format it produced; keep it so the chunks load as such.
  writeFileSync(`${tmp}/package.json`, `${JSON.stringify({ type: format }, null, 2)}\n`);
  if (bin) chmodSync(`${tmp}/index.js`, 0o755);
  // The build's id takes the place of `dev` in src/cli/compileCache.ts's BUILD_ID (it names the
  // memo of valid command patterns, src/cli/patternMemo.ts): the sha256 of all the chunks, so it
  // changes whenever any of the CLI's code does. The chunks are loaded with require(), as ncc wrote
  // them: no compiled code is read from a cache (docs/decisions-cache.md).
  if (format === 'commonjs') {
    groupChunks(tmp);
    const files = readdirSync(tmp)
      .filter((f) => f.endsWith('.js'))
      .sort();
    asciiCommentFiles(files.map((f) => `${tmp}/${f}`));
    const hash = createHash('sha256');
    for (const name of files) hash.update(`${name}\0${readFileSync(`${tmp}/${name}`, 'utf8')}\0`);
    const id = hash.digest('hex');
    const from = "exports.BUILD_ID = 'diffgate-build:dev';";
    let found = 0;
    for (const name of files) {
      const text = readFileSync(`${tmp}/${name}`, 'utf8');
      const parts = text.split(from);
      if (parts.length === 1) continue;
      if (parts.length !== 2) throw new Error(`build: expected at most one "${from}" in ${tmp}/${name}`);
      writeFileSync(`${tmp}/${name}`, parts.join(`exports.BUILD_ID = 'diffgate-build:${id}';`));
      found++;
    }
    if (found === 0) throw new Error(`build: no "${from}" in ${tmp}`);
    // The sums of every file of the CLI, as `sha256sum` writes them: the agent hooks' command holds
    // the sha256 of this file and checks each chunk against it before it runs (src/agents/install/verifiedCommand.ts).
    const sums = readdirSync(tmp)
      .filter((f) => f !== 'SHA256SUMS')
      .sort()
      .map(
        (f) =>
          `${createHash('sha256')
            .update(readFileSync(`${tmp}/${f}`))
            .digest('hex')}  ${f}\n`,
      );
    writeFileSync(`${tmp}/SHA256SUMS`, sums.join(''));
  }
  const old = `${out}.old-${process.pid}`;
  if (existsSync(out)) renameSync(out, old);
  renameSync(tmp, out);
  rmSync(old, { recursive: true, force: true });
}
// Declarations for the library API and the OpenCode plugin (package.json "exports" names them).
rmSync('.build/types', { recursive: true, force: true });
tsc(['-p', 'tsconfig.build.json', '--declaration', '--emitDeclarationOnly', '--outDir', '.build/types']);
rmSync('dist/types', { recursive: true, force: true });
cpSync('.build/types/src', 'dist/types', { recursive: true });
rmSync('.build/types', { recursive: true, force: true });
writeFileSync('dist/package.json', `${JSON.stringify({ type: 'module' }, null, 2)}\n`);
rmSync('.build/js', { recursive: true, force: true });
rmSync('.build/cjs', { recursive: true, force: true });
rmSync('.build/cjs-src', { recursive: true, force: true });
