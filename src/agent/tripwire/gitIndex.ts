/**
 * The walk done by git (issue 30): where the watch cannot answer, a quiet pass over a large record
 * asks `git diff-files` which recorded files are not as recorded, over an index diffgate writes in
 * its own store, instead of one lstat per path in node (git's lstats in C, and no part of the
 * record parsed: at 50,000 files about 60 ms of CPU against about 300 ms).
 *
 * Nothing of the agent's is believed (docs/tripwire.md "The walk done by git"):
 * - *The index* is diffgate's, in the store (`tripwire/git.idx`), never the repository's; written by
 *   `git update-index --add --info-only` from the recorded paths after a walk found them as recorded,
 *   then read back here and every entry compared with the record's key (change and modification
 *   times to the nanosecond as node gives them, inode, size, mode) and refused when any differs, is
 *   missing, or carries a flag (`--assume-unchanged`, `--skip-worktree`, a stage). The record holds
 *   the index's stat key, change time included, and it is checked before and after git reads it: an
 *   index rewritten or swapped is not believed, and the pass walks.
 * - *git's own settings*: `GIT_DIR` is an empty repository of diffgate's in the store (made afresh
 *   with the index, no config file; its folder and HEAD keyed in the record like the index), the
 *   environment is made from nothing (no GIT_* or GIT_CONFIG_* of the agent's, no system or global
 *   config, HOME pointed at that folder), and the settings that change what diff-files looks at are
 *   given on the command line, which no config file overrides: no fsmonitor, ctime and inode and
 *   owner compared, no untracked cache, split or sparse index.
 * - *Racy entries*: a recorded file that was racy (`r`) is not put in the index (it stays in `x`,
 *   looked at as the walk does, so the call goes to the full pass); git's own racy check (an entry
 *   whose modification time is not before the index's is compared by content) covers a write in the
 *   index's own tick, and the index's time is its own, vouched for by its key.
 * - *Paths git refuses* (review 7, R7-2): git will not put in an index a name it guards against
 *   (core.protectNTFS and core.protectHFS, pinned on below: `git~1`, `.git ` and `.git.`, `.git`
 *   with characters HFS ignores, a symlinked `.gitmodules`); such a path stays in `x` (`refused`,
 *   which errs toward leaving out). A record git still cannot index, or whose files hold more
 *   than HASH_MAX bytes (git hashes every one), is remembered as such (`{ u: 1 }` in the record,
 *   dropped with it when a recorded file changes), so that git is not run over it on every call.
 * Whatever git cannot answer (a failure, the time, an index not vouched for) → the walk.
 */
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { constants } from 'node:fs';
import { posix } from 'node:path';
import { eachEntry } from './recordParts.js';
import { type Key, keyOf, lstatOrUndefined, sameKey } from './statKey.js';

/** The recorded fields this module reads of an entry (watchState.ts `Entry`). */
interface Entry {
  k: Key;
  t: string;
  r?: 1;
}

/** What the record holds of diffgate's git index: what vouches for it, and the entries left out of it. */
export interface GitTie {
  /** The stat key of the index, of the git folder and of its HEAD, when the index was checked. */
  i: Key;
  d: Key;
  h: Key;
  /** How many entries the index holds (all recorded files but `x`). */
  c: number;
  /** Recorded entries not in the index (absent, outside the root, in .git, racy, not a file or link): looked at as the walk does. */
  x: Record<string, Entry>;
}

/** What the record holds when git could not index it: the quiet passes walk, and do not try again until the record changes. */
export interface Unindexable {
  u: 1;
}

export const isUnindexable = (g: unknown): g is Unindexable =>
  typeof g === 'object' && g !== null && (g as Unindexable).u === 1;

/** The most bytes of recorded files git is given to hash (update-index reads every file): more, and the record is walked. */
export const HASH_MAX = 256 * 1024 * 1024;

/** Records of fewer files walk in node: a git process costs more than their lstats. */
export const GIT_INDEX_FROM = 2048;

const INDEX = 'git.idx';
const GIT_DIR = 'git';

/** Settings that decide what diff-files compares, on the command line (above every config file). */
const SETTINGS = [
  'core.fsmonitor=false',
  'core.checkStat=default',
  'core.trustctime=true',
  'core.filemode=true',
  'core.symlinks=true',
  'core.ignorecase=false',
  'core.protectNTFS=true',
  'core.protectHFS=true',
  'core.ignoreStat=false',
  'core.untrackedCache=false',
  'core.splitIndex=false',
  'core.sparseCheckout=false',
  'core.preloadIndex=false',
  'core.bare=false',
  'index.version=2',
  'index.sparse=false',
  'index.skipHash=false',
  'feature.manyFiles=false',
  'feature.experimental=false',
].flatMap((s) => ['-c', s]);

const gitDirOf = (dir: string) => posix.join(dir, GIT_DIR);
const indexOf = (dir: string) => posix.join(dir, INDEX);

/** git's environment, made from nothing but PATH: none of the agent's GIT_* or config is read. */
function gitEnv(dir: string, root: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    PATH: env.PATH ?? '/usr/bin:/bin',
    HOME: gitDirOf(dir),
    XDG_CONFIG_HOME: gitDirOf(dir),
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_DIR: gitDirOf(dir),
    GIT_INDEX_FILE: indexOf(dir),
    GIT_WORK_TREE: root,
    GIT_OPTIONAL_LOCKS: '0',
  };
}

/**
 * node:child_process (and node:net, which it loads), only when git is run: the quiet passes load
 * this module on every call, and most never run git (a small record, or the watch answering).
 * process.getBuiltinModule: Node 20.16 and later (as watchman.ts).
 */
const childProcess = (): typeof import('node:child_process') =>
  (process as unknown as { getBuiltinModule: (id: string) => typeof import('node:child_process') }).getBuiltinModule(
    'node:child_process',
  );

function git(dir: string, root: string, env: NodeJS.ProcessEnv, args: string[], ms: number, input?: Buffer) {
  return childProcess().spawnSync('git', [...SETTINGS, ...args], {
    cwd: root,
    env: gitEnv(dir, root, env),
    input,
    timeout: Math.max(1, Math.floor(ms)), // spawnSync takes whole milliseconds only
    maxBuffer: 1 << 26,
    stdio: ['pipe', 'pipe', 'ignore'],
  });
}

/** Entries git would call racy (changed in the index's second) left out of the index, at most: more, and no index is written this time. */
const RACY_MAX = 256;

/** The second (in ms) a time in ms is in. */
const second = (ms: number) => Math.floor(ms / 1000) * 1000;

/**
 * The relative path a recorded path has in the index, or undefined when git cannot hold it, or
 * could not tell a change from it by its stat: an entry changed in the index's own second
 * (`from`: the second the index is written in, or later) is racy to git, which compares it by
 * content and not by its mode's permission bits, or, if it is built without nanoseconds, may
 * not see a rewrite of the same size in that second.
 */
function indexed(path: string, e: Entry, root: string, from: number): string | undefined {
  if (e.r === 1 || (e.t !== 'f' && e.t !== 'l') || e.k === 0 || !path.startsWith(`${root}/`)) return undefined;
  if (e.k[4] >= from || e.k[5] >= from) return undefined;
  const rel = path.slice(root.length + 1);
  for (const seg of rel.split('/'))
    if (seg === '' || seg === '.' || seg === '..' || refused(seg, e.t)) return undefined;
  return rel;
}

/**
 * Whether git may refuse a path segment (read-cache.c verify_path, with core.protectNTFS and
 * core.protectHFS on): `.git` however spelled (case, trailing spaces or dots, characters HFS
 * ignores, which are all outside ASCII), NTFS short names (`git~1`: any `~`), NTFS streams (`:`),
 * backslashes, and a link named `.git…` (a symlinked `.gitmodules`). More than git refuses, never
 * less: a segment left out only costs an lstat in node.
 */
function refused(seg: string, t: string): boolean {
  if (/[~:\\]/.test(seg)) return true;
  const ascii = seg.replace(/[^\x00-\x7f]/g, '').toLowerCase();
  return /^\.git[ .]*$/.test(ascii) || (t === 'l' && ascii.startsWith('.git'));
}

/** A git folder of diffgate's, made afresh: HEAD, objects/ and refs/, nothing else. Its keys, or undefined. */
function freshGitDir(dir: string): { d: Key; h: Key } | undefined {
  const g = gitDirOf(dir);
  rmSync(g, { recursive: true, force: true });
  mkdirSync(posix.join(g, 'objects'), { recursive: true, mode: 0o700 });
  mkdirSync(posix.join(g, 'refs'), { mode: 0o700 });
  writeFileSync(posix.join(g, 'HEAD'), 'ref: refs/heads/main\n', { mode: 0o600 });
  const d = keyOf(lstatOrUndefined(g));
  const h = keyOf(lstatOrUndefined(posix.join(g, 'HEAD')));
  // nothing else in it, and nothing added while it was looked at
  const names = readdirSync(g).sort().join('/');
  const empty = readdirSync(posix.join(g, 'objects')).length + readdirSync(posix.join(g, 'refs')).length === 0;
  if (names !== 'HEAD/objects/refs' || !empty || !sameKey(lstatOrUndefined(g), d)) return undefined;
  return { d, h };
}

/** The index's bytes, read from the open file while it has one key, and that key; undefined when it changed. */
function readKeyed(file: string): { bytes: Buffer; k: Key } | undefined {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const before = fstatSync(fd);
    if (!before.isFile()) return undefined;
    const bytes = Buffer.allocUnsafe(before.size);
    let n = 0;
    while (n < bytes.length) {
      const r = readSync(fd, bytes, n, bytes.length - n, null);
      if (r === 0) break;
      n += r;
    }
    const k = keyOf(before);
    if (n !== bytes.length || !sameKey(fstatSync(fd), k)) return undefined;
    return { bytes, k };
  } finally {
    closeSync(fd);
  }
}

const TWO32 = 4294967296;
/** node's milliseconds from a time's seconds and nanoseconds (lib/internal/fs/utils.js msFromTimeSpec). */
const msOf = (sec: number, nsec: number) => sec * 1e3 + nsec / 1e6;
/** The mode git keeps for a file or link (read-cache.c create_ce_mode). */
const gitMode = (mode: number) =>
  (mode & 0o170000) === 0o120000
    ? 0o120000
    : (mode & 0o170000) === 0o100000
      ? mode & 0o100
        ? 0o100755
        : 0o100644
      : -1;

/**
 * Whether the index `bytes` holds exactly the entries of `want` (relative path → recorded entry),
 * each with the recorded key as git keeps it, and no flag or stage (index format 2 only).
 */
export function indexMatches(bytes: Buffer, want: Map<string, Entry>, from = Number.POSITIVE_INFINITY): boolean {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'DIRC' || bytes.readUInt32BE(4) !== 2) return false;
  const count = bytes.readUInt32BE(8);
  if (count !== want.size) return false;
  let at = 12;
  for (let i = 0; i < count; i++) {
    if (at + 62 > bytes.length) return false;
    const flags = bytes.readUInt16BE(at + 60);
    if ((flags & 0xf000) !== 0) return false; // assume-valid, extended (skip-worktree, intent-to-add), a stage
    const end = bytes.indexOf(0, at + 62);
    if (end < 0) return false;
    const name = bytes.toString('utf8', at + 62, end);
    const e = want.get(name);
    if (e === undefined || e.k === 0) return false;
    const k = e.k;
    if (
      k[4] >= from ||
      k[5] >= from ||
      msOf(bytes.readUInt32BE(at), bytes.readUInt32BE(at + 4)) !== k[4] ||
      msOf(bytes.readUInt32BE(at + 8), bytes.readUInt32BE(at + 12)) !== k[5] ||
      bytes.readUInt32BE(at + 20) !== k[2] % TWO32 ||
      bytes.readUInt32BE(at + 24) !== gitMode(k[0]) ||
      bytes.readUInt32BE(at + 36) !== k[3] % TWO32
    )
      return false;
    want.delete(name); // each once
    // entries are padded with NULs to a multiple of 8 (format 2)
    at += (62 + (end - (at + 62)) + 8) & ~7;
  }
  return want.size === 0;
}

/**
 * Writes diffgate's git index for the record's `files` (under `root`), found as recorded by the walk
 * just before, and returns what the record is to hold of it; undefined when git cannot vouch for
 * every file (then the quiet passes walk). `until`: ms since the epoch.
 */
export function writeGitIndex(
  dir: string,
  root: string,
  files: Record<string, Entry>,
  env: NodeJS.ProcessEnv,
  until: number,
  hashMax = HASH_MAX,
): GitTie | Unindexable | undefined {
  try {
    const want = new Map<string, Entry>();
    const x: Record<string, Entry> = {};
    const from = second(Date.now());
    let left = 0;
    let bytes = 0;
    eachEntry(files, (p, e) => {
      const rel = indexed(p, e, root, from);
      if (rel !== undefined) {
        bytes += e.k === 0 ? 0 : e.k[3];
        return void want.set(rel, e);
      }
      x[p] = { k: e.k, t: e.t, ...(e.r === 1 ? { r: 1 as const } : {}) };
      if (e.k !== 0 && (e.k[4] >= from || e.k[5] >= from)) left++;
    });
    if (want.size === 0 || left > RACY_MAX) return undefined;
    // more than git should hash within a hook's time, whatever the call: not tried again for this record
    if (bytes > hashMax) return { u: 1 };
    const keys = freshGitDir(dir);
    if (keys === undefined) return undefined;
    rmSync(indexOf(dir), { force: true });
    const r = git(
      dir,
      root,
      env,
      ['update-index', '--add', '--info-only', '-z', '--stdin'],
      until - Date.now(),
      Buffer.from([...want.keys()].map((p) => `${p}\0`).join('')),
    );
    if (r.status !== 0 || r.error !== undefined) return undefined;
    const read = readKeyed(indexOf(dir));
    const c = want.size;
    if (read === undefined || read.k === 0) return undefined;
    // git ran to its end and left entries out ("Ignoring path"): the record as it is cannot be indexed
    if (read.bytes.length >= 12 && read.bytes.readUInt32BE(8) !== c) return { u: 1 };
    // every entry changed before the index's own second, as git's racy check needs (see `indexed`)
    if (!indexMatches(read.bytes, want, second(read.k[5]))) return undefined;
    return { i: read.k, d: keys.d, h: keys.h, c, x };
  } catch {
    return undefined;
  }
}

/** Whether `g` is shaped as `writeGitIndex` returns it (the record is in the agent's reach: read as JSON). */
function isTie(g: unknown): g is GitTie {
  const t = g as GitTie;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.c === 'number' &&
    typeof t.x === 'object' &&
    t.x !== null &&
    [t.i, t.d, t.h].every((k) => Array.isArray(k) && k.length === 6)
  );
}

/**
 * What git says of the record's files since the index was tied to it: 'quiet' (every one as
 * recorded), 'moved' (one may not be: the full pass looks), or undefined (git cannot vouch: the
 * walk answers). The record's folders and refs are not looked at here.
 */
export function gitSays(
  dir: string,
  root: string,
  g: unknown,
  env: NodeJS.ProcessEnv,
  until: number,
): 'quiet' | 'moved' | undefined {
  if (!isTie(g)) return undefined;
  const index = indexOf(dir);
  const gd = gitDirOf(dir);
  const vouched = () =>
    sameKey(lstatOrUndefined(index), g.i) &&
    sameKey(lstatOrUndefined(gd), g.d) &&
    sameKey(lstatOrUndefined(posix.join(gd, 'HEAD')), g.h);
  if (!vouched()) return undefined;
  let r: ReturnType<typeof git>;
  try {
    r = git(dir, root, env, ['diff-files', '--name-only', '-z'], Math.min(until - Date.now(), 5000));
  } catch {
    return undefined;
  }
  // the index git read is the one vouched for: its key, change time included, before and after
  if (r.status !== 0 || r.error !== undefined || !vouched()) return undefined;
  if (r.stdout.length > 0) return 'moved';
  for (const p in g.x) {
    const e = g.x[p]!;
    if (e.r === 1 || !sameKey(lstatOrUndefined(p), e.k)) return 'moved';
  }
  return 'quiet';
}

const sameKeys = (a: Key, b: Key) => a === b || (a !== 0 && b !== 0 && a.every((v, i) => v === b[i]));

/** Where each entry of a format-2 index starts, its name ends and it ends; undefined when malformed or flagged. */
function entriesOf(bytes: Buffer): { at: number; nul: number; end: number }[] | undefined {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'DIRC' || bytes.readUInt32BE(4) !== 2) return undefined;
  const count = bytes.readUInt32BE(8);
  const out: { at: number; nul: number; end: number }[] = [];
  let at = 12;
  for (let i = 0; i < count; i++) {
    if (at + 62 > bytes.length) return undefined;
    if ((bytes.readUInt16BE(at + 60) & 0xf000) !== 0) return undefined;
    const nul = bytes.indexOf(0, at + 62);
    if (nul < 0) return undefined;
    const end = at + ((62 + (nul - (at + 62)) + 8) & ~7);
    out.push({ at, nul, end });
    at = end;
  }
  return out;
}

/** The byte where an entry's folder ends in its name (its last `/`), or the name's start when it has none. */
function folderEnd(bytes: Buffer, e: { at: number; nul: number }): number {
  const slash = bytes.lastIndexOf(0x2f, e.nul - 1);
  return Math.max(slash, e.at + 62);
}

/**
 * After a full pass changed some of the record's entries (those of the parts it rewrote: `dirty`
 * says whether a path is in one, `changed` gives their entries now), brings diffgate's git index up
 * to date for those entries only, instead of dropping it (the next quiet pass then walks and has
 * git hash every recorded file again: about 1 s at 50,000). The same vouching as `writeGitIndex`:
 * the index updated is the one the record's tie vouches for (its key, the git folder's and HEAD's),
 * only entries changed before the second the update starts go in (the rest to `x`), and the index
 * git writes is read back and checked whole: every entry of a rewritten part as the record now holds
 * it, every other entry byte for byte as it was, no flag, no stage, nothing more, nothing less.
 * Undefined whenever any of it fails: then the tie is dropped, as before, and the next quiet pass
 * walks and writes the index anew.
 */
export function updateGitIndex(
  dir: string,
  root: string,
  tie: unknown,
  dirty: (path: string) => boolean,
  /** Whether every file directly in a folder is in the same part (then `dirty` is asked once for the folder's files). */
  wholeFolder: (folder: string) => boolean,
  changed: Iterable<[string, Entry]>,
  env: NodeJS.ProcessEnv,
  until: number,
): GitTie | undefined {
  try {
    if (!isTie(tie)) return undefined;
    const index = indexOf(dir);
    const gd = gitDirOf(dir);
    const folders = () =>
      sameKey(lstatOrUndefined(gd), tie.d) && sameKey(lstatOrUndefined(posix.join(gd, 'HEAD')), tie.h);
    if (!folders()) return undefined;
    const old = readKeyed(index);
    if (old === undefined || !sameKeys(old.k, tie.i)) return undefined;
    const oldEntries = entriesOf(old.bytes);
    if (oldEntries === undefined || oldEntries.length !== tie.c) return undefined;
    // which entries the rewritten parts held, as the index has them: asked once a folder where its
    // files share a part (the index is sorted, so a folder's files are together), else once a path
    const inDirty: boolean[] = new Array(oldEntries.length);
    const gone = new Set<string>();
    const b = old.bytes;
    let folder: { at: number; end: number; whole: boolean; dirty: boolean } | undefined;
    oldEntries.forEach((e, n) => {
      const end = folderEnd(b, e);
      if (
        folder === undefined ||
        end - (e.at + 62) !== folder.end - folder.at ||
        b.compare(b, folder.at, folder.end, e.at + 62, end) !== 0
      ) {
        const f = end === e.at + 62 ? root : `${root}/${b.toString('utf8', e.at + 62, end)}`;
        const whole = wholeFolder(f);
        folder = {
          at: e.at + 62,
          end,
          whole,
          dirty: whole && dirty(`${root}/${b.toString('utf8', e.at + 62, e.nul)}`),
        };
      }
      inDirty[n] = folder.whole ? folder.dirty : dirty(`${root}/${b.toString('utf8', e.at + 62, e.nul)}`);
      if (inDirty[n]) gone.add(b.toString('utf8', e.at + 62, e.nul));
    });
    const from = second(Date.now());
    const want = new Map<string, Entry>();
    const x: Record<string, Entry> = {};
    for (const p in tie.x) if (!dirty(p)) x[p] = tie.x[p]!;
    let left = 0;
    for (const [p, e] of changed) {
      const rel = indexed(p, e, root, from);
      if (rel !== undefined) {
        want.set(rel, e);
        gone.delete(rel);
        continue;
      }
      x[p] = { k: e.k, t: e.t, ...(e.r === 1 ? { r: 1 as const } : {}) };
      if (e.k !== 0 && (e.k[4] >= from || e.k[5] >= from)) left++;
    }
    if (left > RACY_MAX) return undefined;
    const ms = () => Math.min(until - Date.now(), 5000);
    const add = ['update-index', '--add', '--info-only', '-z', '--stdin'];
    const stdin = Buffer.from([...want.keys()].map((p) => `${p}\0`).join(''));
    // one git process where the names to remove can be given as its arguments (each git reads and
    // writes the whole index: about 50 ms at 50,000); git applies --force-remove to those only
    const inline = gone.size <= 256 && [...gone].every((p) => !p.startsWith('-'));
    const runs: [string[], Buffer][] =
      gone.size === 0
        ? [[add, stdin]]
        : inline
          ? [
              [
                [
                  'update-index',
                  '--add',
                  '--info-only',
                  '--force-remove',
                  ...gone,
                  '--no-force-remove',
                  '-z',
                  '--stdin',
                ],
                stdin,
              ],
            ]
          : [
              [
                ['update-index', '--force-remove', '-z', '--stdin'],
                Buffer.from([...gone].map((p) => `${p}\0`).join('')),
              ],
              [add, stdin],
            ];
    for (const [args, input] of runs) {
      const r = git(dir, root, env, args, ms(), input);
      if (r.status !== 0 || r.error !== undefined) return undefined;
    }
    const next = readKeyed(index);
    if (next === undefined || next.k === 0 || !folders()) return undefined;
    const entries = entriesOf(next.bytes);
    if (entries === undefined) return undefined;
    // every entry not in a rewritten part byte for byte as it was, in the same order (an entry
    // equal to the next of those is that one: a rewritten part's name is in no other part); every
    // other entry is checked below against the record as it holds them now
    const kept = oldEntries.filter((_, n) => !inDirty[n]);
    let k = 0;
    const wantBytes: Buffer[] = [];
    for (const e of entries) {
      const o = kept[k];
      if (o !== undefined && o.end - o.at === e.end - e.at && b.compare(next.bytes, e.at, e.end, o.at, o.end) === 0) {
        k++;
        continue;
      }
      wantBytes.push(next.bytes.subarray(e.at, e.end));
    }
    if (k !== kept.length) return undefined;
    const header = Buffer.alloc(12);
    header.write('DIRC', 0, 'latin1');
    header.writeUInt32BE(2, 4);
    header.writeUInt32BE(wantBytes.length, 8);
    if (!indexMatches(Buffer.concat([header, ...wantBytes]), new Map(want), second(next.k[5]))) return undefined;
    return { i: next.k, d: tie.d, h: tie.h, c: entries.length, x };
  } catch {
    return undefined;
  }
}
