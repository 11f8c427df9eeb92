/**
 * The code cache of the built CLI (src/cli/compileCache.ts): chunks carry the sha256 of their
 * content as their cache key, a run writes the cache for the chunks it loaded, the next run uses
 * it, and a cache that is garbage, unwritable or turned off changes nothing about the verdict.
 */
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_KEY_LINE, patternMemoName, pruneStale, readCacheFile } from '../../src/cli/compileCache.js';
import { PROJECT_ROOT, createGitRepo, removeGitRepo, type GitRepo, type Run } from '../helpers/gitRepo.js';

const DIST = join(PROJECT_ROOT, 'dist/cli');
/** The bundle's chunks: `N.index.js`, and the groups of scripts/groupChunks.js (`N-M-K.index.js`). */
const CHUNKS = readdirSync(DIST).filter((f) => /^[\d-]+\.index\.js$/.test(f));

describe('the bundle', () => {
  it('has chunks', () => {
    expect(CHUNKS.length).toBeGreaterThan(5);
  });

  it.each(CHUNKS)('chunk %s starts with the sha256 of the rest of it', (name) => {
    const text = readFileSync(join(DIST, name), 'utf8');
    const key = CACHE_KEY_LINE.exec(text)?.[1];
    expect(key).toBeDefined();
    const rest = text.slice(text.indexOf('\n') + 1);
    expect(createHash('sha256').update(rest).digest('hex')).toBe(key);
  });

  it('loads each import() as one file, and every file an import() names is there (scripts/groupChunks.js)', () => {
    const loads = new Set<string>();
    for (const file of [...CHUNKS, 'index.js']) {
      const text = readFileSync(join(DIST, file), 'utf8');
      expect(text, file).not.toMatch(/Promise\.all\(\/\* import\(\)/);
      for (const m of text.matchAll(/_require__\.e\(\/\* import\(\)[^*]*\*\/ "?([\d-]+)"?\)/g)) loads.add(m[1]!);
    }
    expect(loads.size).toBeGreaterThan(5);
    for (const id of loads) expect(CHUNKS, `chunk ${id}`).toContain(`${id}.index.js`);
  });

  it('marks every chunk a group file holds as loaded, and holds each module once', () => {
    for (const file of CHUNKS.filter((f) => f.includes('-'))) {
      const text = readFileSync(join(DIST, file), 'utf8');
      const name = file.replace('.index.js', '');
      expect(text).toContain(`exports.ids = ${JSON.stringify([name, ...name.split('-').map(Number)])};`);
      const ids = [...text.matchAll(/^\/\*\*\*\/ (\d+):$/gm)].map((m) => m[1]);
      expect(new Set(ids).size, file).toBe(ids.length);
    }
  });

  it("loads chunks through the entry's loader when there is one, with require() when not (scripts/build.js)", () => {
    const entry = readFileSync(join(DIST, 'index.js'), 'utf8');
    expect(entry).toContain('loadChunk = globalThis[Symbol.for("diffgate.loadChunk")]');
    expect(entry).toContain('installChunk(loadChunk ? loadChunk(file) : require("./" + file));');
    expect(entry).not.toContain('installChunk(require(');
  });

  it('keeps the entry point itself out of the cache (it only turns the cache on)', () => {
    expect(CACHE_KEY_LINE.test(readFileSync(join(DIST, 'index.js'), 'utf8'))).toBe(false);
  });
});

describe('a run with the cache', () => {
  let repo: GitRepo;
  let cacheHome: string;
  const keys = new Set(CHUNKS.map((f) => CACHE_KEY_LINE.exec(readFileSync(join(DIST, f), 'utf8'))![1]!));
  const cacheDir = () => join(cacheHome, 'diffgate', `v8-${process.version}-${process.arch}`);
  const check = (env: Record<string, string> = {}): Run =>
    repo.diffgate(['check', '--staged'], { env: { XDG_CACHE_HOME: cacheHome, ...env } });
  let reference: Run;
  let checkFiles: string[] = [];

  beforeAll(() => {
    repo = createGitRepo();
    repo
      .write('.diffgate.tsv', 'freeze\tconfig/**\tProduction config\n')
      .write('config/prod.yml', 'a: 1\n')
      .commit('base');
    repo.write('config/prod.yml', 'a: 2\n').stageAll();
    cacheHome = mkdtempSync(join(tmpdir(), 'diffgate-cache-'));
    reference = check({ DIFFGATE_NO_COMPILE_CACHE: '1' });
  });
  afterAll(() => {
    removeGitRepo(repo);
    rmSync(cacheHome, { recursive: true, force: true });
  });

  it('blocks without the cache (the reference run)', () => {
    expect(reference.status).toBe(1);
    expect(reference.stderr + reference.stdout).toMatch(/config\/prod\.yml/);
  });

  it('DIFFGATE_NO_COMPILE_CACHE=1 writes nothing', () => {
    expect(existsSync(join(cacheHome, 'diffgate'))).toBe(false);
  });

  it("writes the cache of each chunk it loaded under that chunk's key, in a private folder", () => {
    expect(check()).toEqual(reference);
    const files = readdirSync(cacheDir());
    checkFiles = files;
    expect(files.length).toBeGreaterThanOrEqual(2); // the main chunk and the group check loads
    for (const f of files) expect(keys.has(f.replace(/\.bin$/, ''))).toBe(true);
    expect(statSync(cacheDir()).mode & 0o777).toBe(0o700);
  });

  it('uses the cache on the next run: the same verdict, and the cache is not written again', () => {
    const past = new Date('2020-01-01T00:00:00Z');
    for (const f of readdirSync(cacheDir())) utimesSync(join(cacheDir(), f), past, past);
    expect(check({ DIFFGATE_COMPILE_CACHE_REFRESH: '0' })).toEqual(reference);
    for (const f of readdirSync(cacheDir())) expect(statSync(join(cacheDir(), f)).mtime).toEqual(past);
  });

  it('a refresh writes a cache again only when the run compiled more of the chunk', () => {
    const sizes = () => new Map(readdirSync(cacheDir()).map((f) => [f, statSync(join(cacheDir(), f)).size]));
    const before = sizes();
    // The same run again compiles nothing new: nothing is written.
    expect(check({ DIFFGATE_COMPILE_CACHE_REFRESH: '1' })).toEqual(reference);
    expect(sizes()).toEqual(before);
    // explain runs code check did not (in chunks both load): those caches grow, none shrinks.
    expect(
      repo.diffgate(['explain', 'config/prod.yml'], {
        env: { XDG_CACHE_HOME: cacheHome, DIFFGATE_COMPILE_CACHE_REFRESH: '1' },
      }).status,
    ).toBe(0);
    const after = sizes();
    expect([...before].some(([f, size]) => after.get(f)! > size)).toBe(true);
    for (const [f, size] of before) expect(after.get(f)).toBeGreaterThanOrEqual(size);
    expect(check()).toEqual(reference);
  });

  it('records the kind of run that wrote a cache, and a new kind of run refreshes the caches it shares', () => {
    for (const f of checkFiles) expect(readCacheFile(join(cacheDir(), f))?.runs).toContain('check');
    const input = JSON.stringify({
      session_id: 's',
      transcript_path: join(repo.dir, 't.jsonl'),
      cwd: repo.dir,
      permission_mode: 'default',
      hook_event_name: 'PreToolUse',
      tool_name: 'Read',
      tool_input: { file_path: join(repo.dir, 'config/prod.yml') },
      tool_use_id: 'toolu_1',
    });
    const hook = () =>
      repo.diffgate(['hook', 'claude'], {
        input,
        env: { XDG_CACHE_HOME: cacheHome, DIFFGATE_COMPILE_CACHE_REFRESH: '0' },
      });
    expect(hook().status).toBe(0);
    const shared = checkFiles.filter((f) => readCacheFile(join(cacheDir(), f))?.runs.includes('hook:Read'));
    expect(shared.length).toBeGreaterThan(0); // the chunks both load (picomatch, messages, the main chunk)
    for (const f of shared) {
      const runs = readCacheFile(join(cacheDir(), f))!.runs;
      expect(runs[0]).toBe('check');
      expect(runs.at(-1)).toBe('hook:Read');
    }
    // The same kind again: nothing is written.
    const past = new Date('2020-01-01T00:00:00Z');
    for (const f of readdirSync(cacheDir())) utimesSync(join(cacheDir(), f), past, past);
    expect(hook().status).toBe(0);
    for (const f of readdirSync(cacheDir())) expect(statSync(join(cacheDir(), f)).mtime).toEqual(past);
    expect(check({ DIFFGATE_COMPILE_CACHE_REFRESH: '0' })).toEqual(reference);
  });

  it('a cache V8 rejects is ignored and written again', () => {
    const files = checkFiles; // the chunks check loads
    for (const f of files) writeFileSync(join(cacheDir(), f), 'not a code cache');
    expect(check()).toEqual(reference);
    for (const f of files) expect(readFileSync(join(cacheDir(), f), 'utf8')).not.toBe('not a code cache');
  });

  it('a cache folder others can write is not used', () => {
    const shared = mkdtempSync(join(tmpdir(), 'diffgate-shared-'));
    try {
      const dir = join(shared, 'diffgate', `v8-${process.version}-${process.arch}`);
      mkdirSync(dir, { recursive: true });
      chmodSync(dir, 0o777);
      expect(check({ XDG_CACHE_HOME: shared })).toEqual(reference);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(shared, { recursive: true, force: true });
    }
  });

  it('a cache folder that cannot be created changes nothing', () => {
    const blocked = join(cacheHome, 'a-file');
    writeFileSync(blocked, '');
    expect(check({ XDG_CACHE_HOME: blocked })).toEqual(reference);
  });

  it("removes other builds' files a month old when it writes a cache, never this build's", () => {
    const dir = cacheDir();
    const month = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    const foreign = {
      old: `${'a'.repeat(64)}.bin`,
      recent: `${'b'.repeat(64)}.bin`,
      memo: 'valid-command-patterns-0123456789abcdef.txt',
      tmp: `${'c'.repeat(64)}.bin.123.tmp`,
    };
    for (const name of Object.values(foreign)) writeFileSync(join(dir, name), 'x');
    writeFileSync(join(dir, 'notes.txt'), 'not a cache');
    for (const name of [
      foreign.old,
      foreign.memo,
      foreign.tmp,
      'notes.txt',
      ...readdirSync(dir).filter((f) => keys.has(f.replace(/\.bin$/, ''))),
    ]) {
      utimesSync(join(dir, name), month, month);
    }
    const ours = readdirSync(dir).filter((f) => keys.has(f.replace(/\.bin$/, '')));
    rmSync(join(dir, checkFiles[0]!)); // a chunk check loads: the next run writes its cache
    expect(check()).toEqual(reference);
    const left = readdirSync(dir);
    expect(left).not.toContain(foreign.old);
    expect(left).not.toContain(foreign.memo);
    expect(left).not.toContain(foreign.tmp);
    expect(left).toContain(foreign.recent);
    expect(left).toContain('notes.txt');
    for (const name of ours) expect(left).toContain(name);
  });

  it('the Claude Code hook denies with the cache as without it', () => {
    const input = JSON.stringify({
      session_id: 's',
      transcript_path: join(repo.dir, 't.jsonl'),
      cwd: repo.dir,
      permission_mode: 'default',
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: join(repo.dir, 'config/prod.yml'), content: 'a: 3\n' },
      tool_use_id: 'toolu_1',
    });
    const off = repo.diffgate(['hook', 'claude'], { input, env: { DIFFGATE_NO_COMPILE_CACHE: '1' } });
    const first = repo.diffgate(['hook', 'claude'], { input, env: { XDG_CACHE_HOME: cacheHome } });
    const second = repo.diffgate(['hook', 'claude'], { input, env: { XDG_CACHE_HOME: cacheHome } });
    expect(off.status).toBe(2);
    expect(first).toEqual(off);
    expect(second).toEqual(off);
  });
});

describe('pruneStale', () => {
  it("keeps this build's files and other builds' recent ones; removes other builds' month-old ones", () => {
    const dir = mkdtempSync(join(tmpdir(), 'diffgate-prune-'));
    try {
      const now = Date.parse('2026-11-30T00:00:00Z');
      const age = (days: number) => new Date(now - days * 24 * 3600 * 1000);
      const ours = ['1'.repeat(64), '2'.repeat(64)];
      const build = `diffgate-build:${'9'.repeat(64)}`;
      const files: [string, number, boolean][] = [
        [`${ours[0]}.bin`, 400, true],
        [`${ours[1]}.bin`, 400, true],
        [patternMemoName(build), 400, true],
        [`${'a'.repeat(64)}.bin`, 31, false],
        [`${'b'.repeat(64)}.bin`, 29, true],
        [patternMemoName(`diffgate-build:${'8'.repeat(64)}`), 31, false],
        [`${'c'.repeat(64)}.bin.4242.tmp`, 31, false],
        ['README', 400, true],
        [`${'d'.repeat(63)}.bin`, 400, true],
      ];
      for (const [name, days] of files) {
        writeFileSync(join(dir, name), 'x');
        utimesSync(join(dir, name), age(days), age(days));
      }
      pruneStale(dir, ours.join(' '), build, now);
      expect(readdirSync(dir).sort()).toEqual(
        files
          .filter(([, , kept]) => kept)
          .map(([name]) => name)
          .sort(),
      );
      // from source no file is known to be ours: nothing is removed
      writeFileSync(join(dir, `${'e'.repeat(64)}.bin`), 'x');
      utimesSync(join(dir, `${'e'.repeat(64)}.bin`), age(400), age(400));
      pruneStale(dir, '', build, now);
      expect(readdirSync(dir)).toContain(`${'e'.repeat(64)}.bin`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
