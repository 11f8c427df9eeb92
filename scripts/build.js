// Builds the committed bundles with ncc. Each entry is built into a temporary folder and then
// swapped into place, so a build never leaves a half-written bundle behind.
// dist/package.json marks the bundles as ES modules wherever the package is installed.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';

const entries = [
  { src: 'src/cli/index.ts', out: 'dist/cli', bin: true },
];

mkdirSync('dist', { recursive: true });
for (const { src, out, bin } of entries) {
  const tmp = `${out}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  execFileSync(process.execPath, ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', src, '-o', tmp, '--quiet', '--target', 'es2022'], { stdio: 'inherit' });
  rmSync(`${tmp}/package.json`, { force: true });
  if (bin) chmodSync(`${tmp}/index.js`, 0o755);
  const old = `${out}.old-${process.pid}`;
  if (existsSync(out)) renameSync(out, old);
  renameSync(tmp, out);
  rmSync(old, { recursive: true, force: true });
}
writeFileSync('dist/package.json', `${JSON.stringify({ type: 'module' }, null, 2)}\n`);
