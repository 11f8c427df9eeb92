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
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { dirname, join, sep } from 'node:path';
import { Script } from 'node:vm';

/** This build of the CLI: scripts/build.js puts the sha256 of all its chunks in place of `dev`. */
export const BUILD_ID: string = 'diffgate-build:dev';
export const FROM_SOURCE = 'diffgate-build:dev';

/** What scripts/build.js writes on the first line of each chunk: the sha256 of the rest. */
export const CACHE_KEY_LINE = /^\/\/ diffgate-cache-key: ([0-9a-f]{64})\n/;

type Compile = (this: Module, content: string, filename: string) => unknown;

/** The folder for this node's caches, or undefined when there is no home to put it in. */
export function compileCacheDir(env: NodeJS.ProcessEnv): string | undefined {
  const base = env.XDG_CACHE_HOME || (env.HOME ? join(env.HOME, '.cache') : undefined);
  if (!base || env.DIFFGATE_NO_COMPILE_CACHE) return undefined;
  return join(base, 'diffgate', `v8-${process.version}-${process.arch}`);
}

/**
 * One run in this many also refreshes the caches it loaded: V8 compiles functions lazily, so a
 * cache holds the functions of the run that wrote it (a Read's, say), and the next Edit compiles
 * its own again. A refreshed cache holds the old functions and the new ones, and is written only
 * when it grew, so the caches converge on what the runs use, for a fraction of a millisecond per
 * run on average (serializing every loaded chunk costs about 3 ms). DIFFGATE_COMPILE_CACHE_REFRESH=1
 * refreshes on every run, =0 never.
 */
const REFRESH_ONE_IN = 8;

interface Loaded {
  script: Script;
  file: string;
  /** The size of the cache it was compiled with; 0 when there was none (or V8 rejected it). */
  had: number;
}

/** Compiles the chunks under bundleDir with a code cache from then on (see the module comment). */
export function enableCompileCache(bundleDir: string, env: NodeJS.ProcessEnv): void {
  const dir = compileCacheDir(env);
  if (!dir) return;
  const prefix = bundleDir.endsWith(sep) ? bundleDir : bundleDir + sep;
  const proto = Module.prototype as unknown as { _compile: Compile };
  const compile = proto._compile;
  const loaded: Loaded[] = [];
  proto._compile = function (content, filename) {
    const key = filename.startsWith(prefix) ? CACHE_KEY_LINE.exec(content)?.[1] : undefined;
    if (key === undefined) return compile.call(this, content, filename);
    const file = join(dir, `${key}.bin`);
    let cachedData: Buffer | undefined;
    try {
      cachedData = readFileSync(file);
    } catch {
      // No cache yet: compile and write one at exit.
    }
    const script = new Script(Module.wrap(content), { filename, cachedData });
    loaded.push({ script, file, had: cachedData === undefined || script.cachedDataRejected ? 0 : cachedData.length });
    const run = script.runInThisContext() as (...args: unknown[]) => unknown;
    const require = (id: string) => this.require(id);
    return run.call(this.exports, this.exports, require, this, filename, dirname(filename));
  };
  const setting = env.DIFFGATE_COMPILE_CACHE_REFRESH;
  const refresh = setting === '1' || (setting !== '0' && Math.random() * REFRESH_ONE_IN < 1);
  process.once('exit', () => saveCaches(dir, refresh ? loaded : loaded.filter((l) => l.had === 0)));
}

function saveCaches(dir: string, scripts: Loaded[]): void {
  if (scripts.length === 0) return;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    for (const { script, file, had } of scripts) {
      const data = script.createCachedData();
      if (data.length <= had) continue;
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, data, { mode: 0o600 });
      renameSync(tmp, file);
    }
  } catch {
    // A cache that cannot be written is only a slower next start.
  }
}
