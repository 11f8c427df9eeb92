/**
 * Issue 30: where the watch cannot answer, the quiet passes over a large record ask `git diff-files`
 * over an index diffgate writes in its own store (src/agent/tripwire/gitIndex.ts) instead of one
 * lstat per path in node, and believe nothing of the agent's: an index rewritten or flagged, a
 * config planted in diffgate's git folder, the agent's GIT_* environment, the repository's own
 * fsmonitor. Whatever git cannot vouch for is walked.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type GitTie, gitSays, indexMatches, writeGitIndex } from '../../../src/agent/tripwire/gitIndex.js';
import { quietRecord } from '../../../src/agent/tripwire/quietRecord.js';
import { keyOf } from '../../../src/agent/tripwire/statKey.js';
import { emptyState, type State, WatchStore } from '../../../src/agent/tripwire/watchState.js';

let dir: string;
let root: string;
let store: string;
const env = { PATH: process.env.PATH } as NodeJS.ProcessEnv;
/** A deadline as the hooks give it: a time in ms since the epoch, with a fraction (deadline.ts). */
const far = () => Date.now() + 60_000.5;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diffgate-gitidx-'));
  root = join(dir, 'repo');
  store = join(dir, 'store');
  mkdirSync(root);
  execFileSync('git', ['init', '-q', root], {
    env: { ...env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
  });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** `count` real files in folders of 100, and the files `more` (relative), recorded and saved in parts; the record read back. */
function recorded(count: number, more: string[] = []): { state: State; paths: string[]; ws: WatchStore } {
  const s = emptyState(1, root);
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const folder = join(root, 'vendor', `p${Math.floor(i / 100)}`);
    if (i % 100 === 0) {
      mkdirSync(folder, { recursive: true });
      s.dirs[folder] = 0; // set below
    }
    const p = join(folder, `f${i}.js`);
    writeFileSync(p, `${i}\n`);
    s.files[p] = { k: keyOf(lstatSync(p)), t: 'f', m: 0o644 };
    paths.push(p);
  }
  for (const rel of more) {
    const p = join(root, rel);
    mkdirSync(join(p, '..'), { recursive: true });
    writeFileSync(p, 'module.exports = 1;\n');
    s.files[p] = { k: keyOf(lstatSync(p)), t: 'f', m: 0o644 };
  }
  for (const d in s.dirs) s.dirs[d] = keyOf(lstatSync(d));
  // git's index holds only files changed before its own second (gitIndex.ts `indexed`)
  const next = Math.ceil(Date.now() / 1000) * 1000;
  while (Date.now() <= next) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  // a path recorded absent, and one outside the root: left out of the index, looked at by lstat
  s.files[join(root, '.husky/pre-commit')] = { k: 0, t: '-' };
  s.files[join(dir, 'outside.txt')] = { k: 0, t: '-' };
  new WatchStore(store).save(s);
  const ws = new WatchStore(store);
  return { state: ws.read(root).state!, paths, ws };
}

const tripwire = () => join(store, 'tripwire');
const idx = () => join(tripwire(), 'git.idx');

/** The record as the quiet pass finds it once it has walked and written git's index. */
async function indexed(count = 3000) {
  const r = recorded(count);
  expect(await quietRecord(r.ws, root, false, env, far())).toBe(true);
  const state = r.ws.read(root).state!;
  expect(state.g).toBeDefined();
  expect((state.g as GitTie).c).toBe(count);
  expect(Object.keys((state.g as GitTie).x).sort()).toEqual(
    [join(dir, 'outside.txt'), join(root, '.husky/pre-commit')].sort(),
  );
  return { ...r, state };
}

describe("git's walk over diffgate's own index", () => {
  it('answers the quiet pass without reading a part of the record', async () => {
    const { ws } = await indexed();
    // every part moved aside: the walk could not read them, git does not need to
    const parts = join(tripwire(), 'parts');
    for (const f of readdirSync(parts)) renameSync(join(parts, f), join(dir, f));
    expect(await quietRecord(ws, root, false, env, far())).toBe(true);
  });

  it('finds a changed, a removed and a rewritten file set back to its size and times', async () => {
    const { state, paths } = await indexed();
    const says = () => gitSays(tripwire(), root, state.g, env, far());
    expect(says()).toBe('quiet');
    const a = paths[1234]!;
    appendFileSync(a, 'tampered\n');
    expect(says()).toBe('moved');
    writeFileSync(a, '1234\n');
    // same bytes, but a write: its change time moved
    expect(says()).toBe('moved');
    const b = paths[2999]!;
    const st = lstatSync(b);
    writeFileSync(b, '9999\n'.slice(0, st.size));
    utimesSync(b, st.atime, st.mtime);
    expect(lstatSync(b).size).toBe(st.size);
    expect(gitSays(tripwire(), root, { ...(state.g as GitTie), x: {} }, env, far())).toBe('moved');
    rmSync(paths[7]!);
    expect(says()).toBe('moved');
  });

  it('finds a recorded path it left out of the index (absent, outside the root) once it appears', async () => {
    const { state } = await indexed();
    expect(gitSays(tripwire(), root, state.g, env, far())).toBe('quiet');
    writeFileSync(join(dir, 'outside.txt'), 'new\n');
    expect(gitSays(tripwire(), root, state.g, env, far())).toBe('moved');
  });

  it('does not believe its index once the agent rewrote it (--assume-unchanged, --skip-worktree, a swap)', async () => {
    const { state, paths } = await indexed();
    appendFileSync(paths[10]!, 'tampered\n');
    for (const flag of ['--assume-unchanged', '--skip-worktree']) {
      spawnSync('git', ['update-index', flag, 'vendor/p0/f10.js'], {
        cwd: root,
        env: { ...env, GIT_INDEX_FILE: idx(), GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
      });
      // git itself would now say nothing changed
      const quiet = spawnSync('git', ['diff-files', '--name-only'], {
        cwd: root,
        env: { ...env, GIT_INDEX_FILE: idx() },
        encoding: 'utf8',
      });
      expect(quiet.stdout).toBe('');
      expect(gitSays(tripwire(), root, state.g, env, far())).toBeUndefined();
    }
    // and the quiet pass walks instead, and finds it
    expect(await quietRecord(new WatchStore(store), root, false, env, far())).toBe(false);
  });

  it('does not believe a config planted in its git folder, nor the agent GIT_* environment and repository settings', async () => {
    const { state, paths } = await indexed();
    const fsmonitor = join(dir, 'fsmonitor.sh');
    writeFileSync(fsmonitor, '#!/bin/sh\nprintf "1\\0"\n', { mode: 0o755 });
    // the repository's own config: an fsmonitor that says nothing changed
    execFileSync('git', ['config', 'core.fsmonitor', fsmonitor], { cwd: root });
    execFileSync('git', ['config', 'core.trustctime', 'false'], { cwd: root });
    appendFileSync(paths[20]!, 'tampered\n');
    const agent = {
      ...env,
      GIT_DIR: join(root, '.git'),
      GIT_INDEX_FILE: join(root, '.git/index'),
      GIT_CONFIG_PARAMETERS: `'core.fsmonitor'='${fsmonitor}'`,
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'core.ignoreStat',
      GIT_CONFIG_VALUE_0: 'true',
    };
    expect(gitSays(tripwire(), root, state.g, agent, far())).toBe('moved');
    // a config written into diffgate's git folder: the folder is not the one vouched for
    writeFileSync(join(tripwire(), 'git/config'), `[core]\n\tfsmonitor = ${fsmonitor}\n`);
    expect(gitSays(tripwire(), root, state.g, env, far())).toBeUndefined();
  });

  it('writes no index when git does not see a file as recorded (changed between the walk and git)', () => {
    const { state, paths } = recorded(3000);
    appendFileSync(paths[500]!, 'tampered\n');
    // none now: the next walk finds the change (a full pass, which drops the index) or tries again
    expect(writeGitIndex(tripwire(), root, state.files, env, far())).toBeUndefined();
  });

  it('leaves a racy entry out of the index, so that a call after it goes to the full pass', () => {
    const { state, paths } = recorded(3000);
    state.files[paths[3]!] = { ...state.files[paths[3]!]!, r: 1 };
    const g = writeGitIndex(tripwire(), root, state.files, env, far()) as GitTie;
    expect(g.c).toBe(2999);
    expect(g.x[paths[3]!]).toEqual({ k: state.files[paths[3]!]!.k, t: 'f', r: 1 });
    expect(gitSays(tripwire(), root, g, env, far())).toBe('moved');
  });

  it('keeps the tie through a save that changed no entry', async () => {
    await indexed();
    const ws = new WatchStore(store);
    const state = ws.read(root).state!;
    ws.save(state);
    expect(new WatchStore(store).read(root).state!.g).toBeDefined();
  });

  // stop 44: a full pass that changed entries brought git's index up to date for their parts, where
  // it used to drop it, and the next quiet pass walked and had git hash every recorded file again
  it('brings its index up to date through a save that changed entries: changed, added, removed, racy', async () => {
    const { paths } = await indexed();
    const before = lstatSync(idx());
    const ws = new WatchStore(store);
    const s = ws.read(root).state!;
    // a file changed in an earlier second (recorded anew), one added, one no longer recorded
    writeFileSync(paths[1]!, 'changed\n');
    const added = join(root, 'vendor/p0/new.js');
    writeFileSync(added, 'new\n');
    const next = Math.ceil(Date.now() / 1000) * 1000;
    while (Date.now() <= next) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    s.files[paths[1]!] = { k: keyOf(lstatSync(paths[1]!)), t: 'f', m: 0o644 };
    s.files[added] = { k: keyOf(lstatSync(added)), t: 'f', m: 0o644 };
    delete s.files[paths[2]!];
    // and one just put back (racy): looked at by lstat, never given to git
    writeFileSync(paths[3]!, 'put back\n');
    s.files[paths[3]!] = { k: keyOf(lstatSync(paths[3]!)), t: 'f', m: 0o644, r: 1 };
    ws.save(s);
    const g = new WatchStore(store).read(root).state!.g as GitTie;
    expect(g).toBeDefined();
    expect(g.c).toBe(3000 + 1 - 1 - 1);
    expect(g.x[paths[3]!]).toEqual({ k: s.files[paths[3]!]!.k, t: 'f', r: 1 });
    expect(g.x[paths[1]!]).toBeUndefined();
    expect(lstatSync(idx()).ino === before.ino && lstatSync(idx()).ctimeMs === before.ctimeMs).toBe(false);
    // what the index holds now is exactly the record: the changed and added files as recorded
    const want = new Map<string, { k: (typeof s.files)[string]['k']; t: string }>();
    for (const p of [...paths, added])
      if (p !== paths[2] && p !== paths[3]) want.set(p.slice(root.length + 1), { k: keyOf(lstatSync(p)), t: 'f' });
    expect(indexMatches(readFileSync(idx()), want)).toBe(true);
    // the racy one goes to the full pass, as the walk sends it; once it is recorded settled, quiet
    expect(gitSays(tripwire(), root, g, env, far())).toBe('moved');
    const settled = { ...g, x: { ...g.x, [paths[3]!]: { k: g.x[paths[3]!]!.k, t: 'f' } } };
    expect(gitSays(tripwire(), root, settled, env, far())).toBe('quiet');
    // and any later change to a file it took in, or to one it kept, is seen
    appendFileSync(paths[1]!, 'again\n');
    expect(gitSays(tripwire(), root, settled, env, far())).toBe('moved');
    writeFileSync(paths[1]!, 'changed\n');
    appendFileSync(added, 'again\n');
    expect(gitSays(tripwire(), root, settled, env, far())).toBe('moved');
  });

  it('brings its index up to date when more names leave it than one git command line takes', async () => {
    const { paths } = await indexed();
    const ws = new WatchStore(store);
    const s = ws.read(root).state!;
    for (const p of paths.slice(0, 300)) s.files[p] = { ...s.files[p]!, r: 1 };
    ws.save(s);
    const g = new WatchStore(store).read(root).state!.g as GitTie;
    expect(g.c).toBe(2700);
    expect(Object.keys(g.x)).toHaveLength(302);
    const want = new Map(paths.slice(300).map((p) => [p.slice(root.length + 1), { k: keyOf(lstatSync(p)), t: 'f' }]));
    expect(indexMatches(readFileSync(idx()), want)).toBe(true);
  });

  it('brings its index up to date for a folder split across parts (more files than a part holds)', async () => {
    const big = Array.from({ length: 1200 }, (_, i) => `vendor/big/f${String(i).padStart(4, '0')}.js`);
    const r = recorded(3000, big);
    expect(await quietRecord(r.ws, root, false, env, far())).toBe(true);
    const ws = new WatchStore(store);
    const s = ws.read(root).state!;
    // the big folder is cut into name ranges, each in its own part (recordParts.ts `splitsFor`)
    const raw = JSON.parse(readFileSync(join(tripwire(), 'state.json'), 'utf8'));
    expect(Object.keys(raw.parts.s)).toEqual([join(root, 'vendor/big')]);
    // one file in the middle of the big folder changed in an earlier second, recorded anew
    const p = join(root, big[600]!);
    writeFileSync(p, 'changed\n');
    const next = Math.ceil(Date.now() / 1000) * 1000;
    while (Date.now() <= next) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    s.files[p] = { k: keyOf(lstatSync(p)), t: 'f', m: 0o644 };
    ws.save(s);
    const g = new WatchStore(store).read(root).state!.g as GitTie;
    expect(g).toBeDefined();
    expect(g.c).toBe(4200);
    const want = new Map(
      [...r.paths, ...big.map((b) => join(root, b))].map((q) => [
        q.slice(root.length + 1),
        { k: keyOf(lstatSync(q)), t: 'f' },
      ]),
    );
    expect(indexMatches(readFileSync(idx()), want)).toBe(true);
    expect(gitSays(tripwire(), root, g, env, far())).toBe('quiet');
    appendFileSync(p, 'again\n');
    expect(gitSays(tripwire(), root, g, env, far())).toBe('moved');
  });

  it('does not update its index for a record tied to the watch, which the quiet passes ask first', async () => {
    const { paths } = await indexed();
    const before = lstatSync(idx());
    const ws = new WatchStore(store);
    const s = ws.read(root).state!;
    s.files[paths[1]!] = { ...s.files[paths[1]!]!, m: 0o600 };
    const mark = { server: { sock: join(dir, 'sock') } as never, root, clock: 'c:1:1', ignored: [] };
    ws.save(s, mark);
    expect(new WatchStore(store).read(root).state!.g).toBeUndefined();
    expect(lstatSync(idx()).ctimeMs).toBe(before.ctimeMs); // git was not run over it
  });

  it('drops its index, as before, where the tie does not vouch for the index it would update', async () => {
    const { paths } = await indexed();
    const ws = new WatchStore(store);
    const s = ws.read(root).state!;
    s.files[paths[1]!] = { ...s.files[paths[1]!]!, m: 0o600 };
    // the index rewritten by the agent (same bytes, another key): not updated, not believed
    writeFileSync(idx(), readFileSync(idx()));
    ws.save(s);
    expect(new WatchStore(store).read(root).state!.g).toBeUndefined();
  });

  it('leaves out of the index, and looks at by lstat, a file changed in the index own second', () => {
    const { state, paths } = recorded(3000);
    writeFileSync(paths[42]!, '4242\n');
    state.files[paths[42]!] = { k: keyOf(lstatSync(paths[42]!)), t: 'f', m: 0o644 };
    const g = writeGitIndex(tripwire(), root, state.files, env, far()) as GitTie;
    expect(g.c).toBe(2999);
    expect(g.x[paths[42]!]).toBeDefined();
    expect(gitSays(tripwire(), root, g, env, far())).toBe('quiet');
    writeFileSync(paths[42]!, '4343\n');
    expect(gitSays(tripwire(), root, g, env, far())).toBe('moved');
  });

  it('refuses an index with a flag, an entry too many or too few, or another key', () => {
    const { state } = recorded(3000);
    const g = writeGitIndex(tripwire(), root, state.files, env, far()) as GitTie;
    expect(g).toBeDefined();
    const bytes = readFileSync(idx());
    const want = () => {
      const m = new Map<string, { k: (typeof state.files)[string]['k']; t: string }>();
      for (const p in state.files)
        if (p.startsWith(`${root}/vendor/`)) m.set(p.slice(root.length + 1), state.files[p]!);
      return m;
    };
    expect(indexMatches(bytes, want())).toBe(true);
    const fewer = want();
    fewer.delete('vendor/p0/f0.js');
    expect(indexMatches(bytes, fewer)).toBe(false);
    const flagged = Buffer.from(bytes);
    flagged.writeUInt16BE(flagged.readUInt16BE(12 + 60) | 0x8000, 12 + 60); // assume-valid
    expect(indexMatches(flagged, want())).toBe(false);
    const other = Buffer.from(bytes);
    other.writeUInt32BE((other.readUInt32BE(12 + 4) + 1000) % 1e9, 12 + 4); // a change time a microsecond off
    expect(indexMatches(other, want())).toBe(false);
  });

  // review 7, R7-2: a path git refuses ("Ignoring path", exit 0) left the index one entry short, so
  // no index was ever written and every quiet call hashed the whole record again
  it('leaves out of the index, and looks at by lstat, a path git refuses (git~1, .git. , a name HFS reads as .git)', () => {
    const odd = ['vendor/git~1/x.js', 'vendor/.GIT./y.js', 'vendor/.g\u200cit/z.js'];
    const { state } = recorded(3000, odd);
    const g = writeGitIndex(tripwire(), root, state.files, env, far()) as GitTie;
    expect(g.c).toBe(3000);
    for (const rel of odd) expect(g.x[join(root, rel)]).toBeDefined();
    expect(gitSays(tripwire(), root, g, env, far())).toBe('quiet');
    appendFileSync(join(root, odd[0]!), 'tampered\n');
    expect(gitSays(tripwire(), root, g, env, far())).toBe('moved');
  });

  it('does not give git a record of more bytes than it may hash, and remembers that the record cannot be indexed', async () => {
    const { state, ws } = recorded(3000);
    expect(writeGitIndex(tripwire(), root, state.files, env, far(), 3000 * 4)).toEqual({ u: 1 });
    expect(lstatSync(idx(), { throwIfNoEntry: false })).toBeUndefined(); // git never ran
    // saved as unindexable: the quiet pass walks and does not hand the record to git again
    ws.save(state, undefined, { u: 1 });
    expect(await quietRecord(new WatchStore(store), root, false, env, far())).toBe(true);
    expect(lstatSync(idx(), { throwIfNoEntry: false })).toBeUndefined();
    expect(new WatchStore(store).read(root).state!.g).toEqual({ u: 1 });
    // a recorded file changed: the mark goes with the record's old parts, and the next record is indexed
    const s2 = new WatchStore(store);
    const changed = s2.read(root).state!;
    const first = Object.keys(changed.files).find((p) => p.endsWith('/f1.js'))!;
    changed.files[first] = { ...changed.files[first]!, m: 0o600 };
    s2.save(changed);
    expect(new WatchStore(store).read(root).state!.g).toBeUndefined();
  });
});
