// Builds the committed bundles with ncc: dist/cli/index.js (the `diffgate` bin).
// dist/package.json marks the bundles as ES modules wherever the package is installed.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';

const entries = [{ src: 'src/cli/index.ts', out: 'dist/cli' }];

rmSync('dist', { recursive: true, force: true });
mkdirSync('dist', { recursive: true });
for (const { src, out } of entries) {
  execFileSync(process.execPath, ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', src, '-o', out, '--quiet', '--target', 'es2022'], { stdio: 'inherit' });
}
writeFileSync('dist/package.json', `${JSON.stringify({ type: 'module' }, null, 2)}\n`);
chmodSync('dist/cli/index.js', 0o755);
