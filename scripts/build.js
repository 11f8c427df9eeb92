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
    compilerOptions: { noEmit: false, outDir: '../cjs', rootDir: '.', verbatimModuleSyntax: false, sourceMap: false },
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
  // The CLI's chunks carry the sha256 of their content on their first line: the key under which
  // src/cli/compileCache.ts keeps V8's code for them (V8 itself checks only the length).
  // The entry gets the build's id in place of `dev` (src/cli/compileCache.ts: BUILD_ID): the sha256
  // of all the chunks' keys, so it changes whenever any of the CLI's code does.
  if (format === 'commonjs') {
    groupChunks(tmp);
    asciiCommentFiles(
      readdirSync(tmp)
        .filter((f) => f.endsWith('.js'))
        .map((f) => `${tmp}/${f}`),
    );
    const keys = []; // [chunk file, sha256]
    for (const name of readdirSync(tmp)
      .filter((f) => /^[\d-]+\.index\.js$/.test(f))
      .sort()) {
      const code = readFileSync(`${tmp}/${name}`, 'utf8');
      const key = createHash('sha256').update(code).digest('hex');
      keys.push([name, key]);
      writeFileSync(`${tmp}/${name}`, `// diffgate-cache-key: ${key}\n${code}`);
    }
    const replaceOnce = (text, from, to) => {
      if (text.split(from).length !== 2) throw new Error(`build: expected one "${from}" in ${tmp}/index.js`);
      return text.replace(from, to);
    };
    let entry = readFileSync(`${tmp}/index.js`, 'utf8');
    // The runtime loads a chunk with require(); through src/cli/compileCache.ts's loader when the
    // entry has left one (LOAD_CHUNK), so the chunk is compiled with its code cache.
    entry = replaceOnce(
      entry,
      'installChunk(require("./" + __nccwpck_require__.u(chunkId)));',
      'var file = __nccwpck_require__.u(chunkId), loadChunk = globalThis[Symbol.for("diffgate.loadChunk")];\n/******/ \t\t\t\t\tinstallChunk(loadChunk ? loadChunk(file) : require("./" + file));',
    );
    const id = createHash('sha256')
      .update(keys.map(([name, key]) => `${name} ${key}`).join('\n'))
      .digest('hex');
    entry = replaceOnce(
      entry,
      "exports.BUILD_ID = 'diffgate-build:dev';",
      `exports.BUILD_ID = 'diffgate-build:${id}';`,
    );
    // and the keys of its chunks, so that a run can tell its own cache files from older builds' ones
    entry = replaceOnce(
      entry,
      "exports.CHUNK_KEYS = '';",
      `exports.CHUNK_KEYS = '${keys.map(([, key]) => key).join(' ')}';`,
    );
    writeFileSync(`${tmp}/index.js`, entry);
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
