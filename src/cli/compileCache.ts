/**
 * A V8 code cache for the CLI's bundle chunks. Compiling the bundle's JavaScript is most of what
 * the CLI costs on top of node's own start-up (about 15–30 ms per call, measured with
 * `npm run bench`), and the CLI runs on every commit and every agent tool call. So each chunk is
 * compiled through vm.Script with the code V8 produced for it last time, and chunks compiled
 * without one get theirs written when the process exits: after the run, so the functions the run
 * actually called are in it (the v8-compile-cache package caches before running, which measured
 * slower than no cache at all here; node's own module.enableCompileCache is not in Node 20).
 *
 * Safety: V8 checks only a cache's length against the source, so a cache is found by the sha256
 * the build writes on a chunk's first line, never by its name; an edited chunk has no key and is
 * compiled as usual. Files are written whole and renamed into place, in the user's own cache
 * folder (mode 0700). Any failure here means compiling as usual: the cache can make the CLI
 * faster, never change what it decides. DIFFGATE_NO_COMPILE_CACHE=1 turns it off.
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { readRegular } from '../claude/readRegular.js';
import { join } from 'node:path';
import { Script } from 'node:vm';

/** This build of the CLI: scripts/build.js puts the sha256 of all its chunks in place of `dev`. */
export const BUILD_ID: string = 'diffgate-build:dev';
export const FROM_SOURCE = 'diffgate-build:dev';
/** The cache keys of this build's chunks, separated by spaces: scripts/build.js writes them in place of ''. */
export const CHUNK_KEYS: string = '';

/** The file of command patterns a build found valid (src/cli/patternMemo.ts), beside the caches. */
export const patternMemoName = (build: string): string =>
  `valid-command-patterns-${build.replace(/^.*:/, '').slice(0, 16)}.txt`;

/** What scripts/build.js writes on the first line of each chunk: the sha256 of the rest. */
export const CACHE_KEY_LINE = /^\/\/ diffgate-cache-key: ([0-9a-f]{64})\n/;

/**
 * The folder for this node's caches, or undefined when there is no home to put it in, or when it
 * exists but is not the user's own and private: code read from a folder someone else can write
 * would run as the user (XDG_CACHE_HOME pointing into a shared /tmp, say).
 */
export function compileCacheDir(env: NodeJS.ProcessEnv): string | undefined {
  const base = env.XDG_CACHE_HOME || (env.HOME ? join(env.HOME, '.cache') : undefined);
  if (!base || env.DIFFGATE_NO_COMPILE_CACHE) return undefined;
  const dir = join(base, 'diffgate', `v8-${process.version}-${process.arch}`);
  let st;
  try {
    st = statSync(dir);
  } catch {
    return dir; // created private (0700) when the first cache is written
  }
  const uid = process.getuid?.();
  if (!st.isDirectory() || (uid !== undefined && st.uid !== uid) || (st.mode & 0o022) !== 0) return undefined;
  return dir;
}

/**
 * V8 compiles functions lazily, so a cache holds the functions of the runs that wrote it: after a
 * Read wrote the shared chunks' caches, an Edit would compile its own functions again every time.
 * So each cache file records the kinds of run that refreshed it (`check`, `hook:Edit`, ...: see
 * setCacheRun), and a run of a kind not yet recorded refreshes the caches it loaded: the new cache
 * holds the old functions and the new ones. Serializing costs about 3 ms, once per chunk and kind.
 * Besides, one run in REFRESH_ONE_IN refreshes anyway (a kind of run can take new paths, such as
 * a rule it had not met), keeping a cache only when it grew. A refresh costs the run that does it
 * 2-5 ms; a function missing from the cache costs a lazy compile of it until one does. At one run
 * in 8 the refreshes added 1.2 ms to the median hook call (40 interleaved Reads), so it is one in
 * 32. DIFFGATE_COMPILE_CACHE_REFRESH=1 refreshes on every run, =0 only for new kinds of run.
 */
const REFRESH_ONE_IN = 32;
/** How many kinds of run a cache file remembers. */
const MAX_RUNS = 32;
/** A cache file: MAGIC, the length of the kinds' text (2 bytes), the kinds (one a line), V8's data. */
const MAGIC = Buffer.from('dgc1');

let runKind = '';
setCacheRun(process.argv[2] ?? '');

/** Names the kind of this run for the cache (the command by default; the hook adds its tool). */
export function setCacheRun(kind: string): void {
  runKind = kind.replace(/[^\w:.-]/g, '_').slice(0, 64);
}

interface Loaded {
  script: Script;
  file: string;
  /** V8's data it was compiled with, when there was some and V8 took it. */
  had: Buffer | undefined;
  /** The kinds of run recorded in its cache file. */
  runs: string[];
}

/** A cache file's parts, or undefined when it is not one (missing, old format, cut short). */
export function readCacheFile(file: string): { runs: string[]; data: Buffer } | undefined {
  let bytes: Buffer;
  try {
    bytes = readRegular(file, 256 * 1024 * 1024);
  } catch {
    return undefined;
  }
  if (bytes.length < 6 || !bytes.subarray(0, 4).equals(MAGIC)) return undefined;
  const length = bytes.readUInt16BE(4);
  if (bytes.length < 6 + length) return undefined;
  const text = bytes.toString('utf8', 6, 6 + length);
  return { runs: text === '' ? [] : text.split('\n'), data: bytes.subarray(6 + length) };
}

function cacheFileBytes(runs: string[], data: Buffer): Buffer {
  const text = Buffer.from(runs.join('\n'), 'utf8');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length);
  return Buffer.concat([MAGIC, length, text, data]);
}

/**
 * The global under which the entry leaves its chunk loader. scripts/build.js makes the bundle's
 * runtime load a chunk through it when it is there, and with `require` when it is not.
 */
export const LOAD_CHUNK = Symbol.for('diffgate.loadChunk');

/** What V8 wraps a chunk's code in, as node does for a CommonJS file. */
const WRAP = ['(function (exports, require, module, __filename, __dirname) { ', '\n});'] as const;

/**
 * Loads the bundle's chunks itself from then on, each compiled with a code cache (see the module
 * comment). A chunk is a plain CommonJS file that only sets its exports, so it is read and run
 * here instead of through `require`: node's module loader costs 0.3-0.5 ms per chunk to find and
 * read the file (three chunks per hook call), and no patching of its internals is needed.
 */
export function enableCompileCache(bundleDir: string, env: NodeJS.ProcessEnv): void {
  const dir = compileCacheDir(env);
  if (!dir) return;
  const loaded: Loaded[] = [];
  (globalThis as Record<symbol, unknown>)[LOAD_CHUNK] = (name: string): unknown => {
    const filename = join(bundleDir, name);
    const content = readFileSync(filename, 'utf8');
    const key = CACHE_KEY_LINE.exec(content)?.[1];
    const file = key === undefined ? undefined : join(dir, `${key}.bin`);
    const cached = file === undefined ? undefined : readCacheFile(file);
    const script = new Script(WRAP[0] + content + WRAP[1], { filename, cachedData: cached?.data });
    const accepted = cached !== undefined && !script.cachedDataRejected;
    // a chunk without the build's key line is compiled as usual and never cached
    if (file !== undefined)
      loaded.push({ script, file, had: accepted ? cached.data : undefined, runs: accepted ? cached.runs : [] });
    const module = { exports: {} as unknown };
    const run = script.runInThisContext() as (...args: unknown[]) => unknown;
    run.call(module.exports, module.exports, noRequire, module, filename, bundleDir);
    return module.exports;
  };
  const setting = env.DIFFGATE_COMPILE_CACHE_REFRESH;
  const always = setting === '1' || (setting !== '0' && Math.random() * REFRESH_ONE_IN < 1);
  process.once('exit', () => saveCaches(dir, loaded, always));
}

/** webpack's chunks reach modules through the runtime, never through require. */
function noRequire(id: string): never {
  throw new Error(`a bundle chunk asked for require(${JSON.stringify(id)}); rebuild with scripts/build.js`);
}

function saveCaches(dir: string, loaded: Loaded[], always: boolean): void {
  const due = loaded.filter((l) => l.had === undefined || always || !l.runs.includes(runKind));
  if (due.length === 0) return;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    for (const { script, file, had, runs } of due) {
      const fresh = script.createCachedData();
      const grew = had === undefined || fresh.length > had.length;
      const known = runs.includes(runKind);
      if (!grew && known) continue;
      const tmp = `${file}.${process.pid}.tmp`;
      const kinds = known ? runs : [...runs, runKind].slice(-MAX_RUNS);
      writeFileSync(tmp, cacheFileBytes(kinds, grew ? fresh : had), { mode: 0o600 });
      renameSync(tmp, file);
    }
    pruneStale(dir);
  } catch {
    // A cache that cannot be written is only a slower next start.
  }
}

/** How long another build's files may lie unwritten before a run that writes its own removes them. */
const STALE_MS = 30 * 24 * 60 * 60 * 1000;
/** What builds write in the folder: caches, pattern memos, and a write cut short. */
const CACHE_FILE = /^(?:[0-9a-f]{64}\.bin|valid-command-patterns-[0-9a-f]{16}\.txt)(?:\.\d+\.tmp)?$/;

/**
 * Each upgrade leaves the old build's files behind (about 1.5 MB). Runs only where a cache was
 * due (a new kind of run, a refresh), and never takes this build's files. Another installed
 * version sharing the folder loses only files it has not written for STALE_MS: one slower start.
 */
export function pruneStale(dir: string, keys = CHUNK_KEYS, build = BUILD_ID, now = Date.now()): void {
  if (keys === '') return; // running from source: which files are this build's is not known
  const ours = new Set([...keys.split(' ').map((k) => `${k}.bin`), patternMemoName(build)]);
  for (const name of readdirSync(dir)) {
    if (ours.has(name) || !CACHE_FILE.test(name)) continue;
    const file = join(dir, name);
    try {
      if (now - statSync(file).mtimeMs > STALE_MS) unlinkSync(file);
    } catch {
      // gone already, or not ours to remove
    }
  }
}
