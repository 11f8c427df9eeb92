/**
 * The tripwire's record of the protected set: for each watched path its type, mode, link target
 * and a kept copy of its bytes, and for each watched folder a key that changes whenever an entry is
 * added to it or removed. A key holds the inode, size, mode and both times, change time included
 * (statKey.ts). A path recorded within a clock tick of its last change is "racy" and compared by
 * content next time, as git does.
 */
import {
  closeSync,
  type Stats,
  mkdirSync,
  openSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { readRegular, readRegularText } from '../../git/readRegular.js';
import { posix } from 'node:path';
import { STORE_OWN } from '../ownState.js';
import { hashBytes, hashFile, isContentName } from './contentHash.js';
import {
  clearParts,
  isPartsIndex,
  PartedFiles,
  type PartProblem,
  partedOf,
  partsDir,
  partsFor,
  writeParts,
} from './recordParts.js';
import type { HeldLock } from './storeLock.js';
import { repairStore, type StoreRepair } from './storeRepair.js';
import { type GitTie, type Unindexable, updateGitIndex } from './gitIndex.js';
import { type Key, keyOf, lstatOrUndefined, sameKey } from './statKey.js';
import { knownServer, type Mark, markWatch, type Tie, tiedRecord, watchOn, writeHead } from './watchman.js';

/** The repository a store watches, for the watch's head (watchman.ts): set where the full pass runs. */
export interface Watched {
  root: string;
  env: NodeJS.ProcessEnv;
}

/** One watched path as recorded: `t` is f(ile), l(ink), d(irectory), o(ther) or - (absent). */
export interface Entry {
  k: Key;
  t: 'f' | 'l' | 'd' | 'o' | '-';
  /** Permission bits of a file. */
  m?: number;
  /** The kept copy of a file's bytes: its name under blobs/, the SHA-256 of the bytes (contentHash.ts). */
  b?: string;
  /** A symlink's target. */
  l?: string;
  /** Recorded too close to its last change for the key to prove it unchanged. */
  r?: 1;
  /**
   * A file with more than one link: a write through its other name (outside the repository) is
   * reported by no watch under this one, so the watch leaves it to the lstat walk (watchman.ts).
   */
  n?: 1;
  /**
   * What the path held before is not known: its witness was broken (gateWitness.ts). Always judged
   * as changed (with `r`), never put back; 2 once its bytes are in the quarantine.
   */
  u?: 1 | 2;
}

export interface State {
  /** What ties the record to the watch (watchman.ts), written as its first line; none when the walk answers. */
  w?: Tie;
  /**
   * What vouches for diffgate's git index of the recorded files (gitIndex.ts), which answers the
   * quiet passes' walk; kept by a save only while no recorded file's entry changed.
   */
  g?: GitTie | Unindexable;
  v: typeof VERSION;
  /** When it was recorded (ms since the epoch). */
  at: number;
  files: Record<string, Entry>;
  dirs: Record<string, Key>;
  /** Stat keys of git's ref files, and the commit each branch and HEAD pointed at. */
  refKeys: Record<string, Key>;
  heads: Record<string, string>;
  /** The repository root (real path) the paths were recorded under. */
  root?: string;
  /** The first record's walk stopped early (a very large workspace): see MAX_WALKED_FOLDERS. */
  partial?: 1;
  /**
   * Folders the walk stopped at, in recorded folders: what is in them was never recorded, so it is
   * not taken for new when their parent moves (they are not watched, as if skipped).
   */
  unwalked?: string[];
  /**
   * Rules' base folders (and folders in them) the record has not walked yet: the hook's time ran out
   * first (a very large protected set). Every call is held until the walk, resumed by each call, has
   * recorded them (tripwire.ts): a protected file never recorded could not be put back.
   */
  pending?: string[];
}

/**
 * The record's format. A record in an older format (version 1 held each key as a string, version 2
 * came without the calls folder) is read as no record at all, so the next call records afresh:
 * nothing is judged against it. Once a build has recorded (its calls folder exists), a record in
 * another format is a forgery (tripwire.ts). Version 3, which named kept copies at random, is the
 * exception: a build of version 3 made the calls folder too, so its record is upgraded instead.
 */
const VERSION = 4;
/** The format before this one: upgraded when read (`WatchStore.read`), not taken for a forgery. */
const PREVIOUS = 3;

/** The record format this build writes (the prompt store notes it: see tripwire.ts `start`). */
export const RECORD_FORMAT = VERSION;

/** What reading the record found. `format`: the record is JSON, in another format than this build's. */
export interface Loaded {
  state?: State;
  problem?: string;
  format?: boolean;
  /** A part of the record (recordParts.ts) that is gone or not the one the record names. */
  part?: PartProblem;
}
/** Change times within this many milliseconds of the record may hide a change in the same tick. */
const RACY_MS = 100;

export function typeOf(st: Stats | undefined): Entry['t'] {
  if (st === undefined) return '-';
  if (st.isFile()) return 'f';
  if (st.isSymbolicLink()) return 'l';
  if (st.isDirectory()) return 'd';
  return 'o';
}

/** What this process found done to each store's folders and set right (once a process: storeRepair.ts). */
const repairs = new Map<string, StoreRepair>();

/** Where the tripwire keeps its record, the kept bytes and the lock. */
export class WatchStore {
  readonly dir: string;
  private readonly blobs: string;
  /** The lock this store's pass holds, while it holds it. */
  private held: HeldLock | undefined;
  /** The pid of a lock holder found stopped (SIGSTOP), whose lock this pass took over. */
  stoppedHolder: number | undefined;

  /** Whether this process kept bytes under a name not there before: only then may old copies be pruned. */
  private added = false;

  /** When the pass holding the lock must be done with git (ms since the epoch): see `locked`. */
  private until = Number.POSITIVE_INFINITY;

  /** The watch's mark, taken as the lock is taken (before any lstat of the pass): see `locked`. */
  private mark: Mark | undefined;

  /**
   * `storeDir`: where the hook keeps its state for this place (`.git/diffgate`, or the XDG state
   * folder). `watched`: the repository, when the record saved here is to get a head the watch can
   * vouch for (watchman.ts); a store without it drops the head at each save, so the quick pass walks.
   */
  constructor(
    readonly storeDir: string,
    private readonly watched?: Watched,
  ) {
    this.dir = posix.join(storeDir, STORE_OWN.tripwire);
    this.blobs = posix.join(this.dir, 'blobs');
  }

  /**
   * The record, or what is wrong with it: none there (`{}`), or one diffgate cannot have written
   * (`problem`: not a regular file, not JSON, or another format than this build's). A record the
   * build before this one wrote (format 3) is upgraded and saved: call it holding the lock.
   */
  read(root?: string): Loaded {
    const loaded = this.readAsIs();
    const state = loaded.state;
    const parted = state && partedOf(state.files);
    if (parted !== undefined) {
      // each part as the record names it: by key, or, in a repository moved or copied whole (its
      // parts have new inodes and change times), by the hash of its bytes
      const moved = root !== undefined && state!.root !== undefined && state!.root !== root;
      const part = moved ? parted.checkContent() : parted.checkKeys();
      if (part !== undefined)
        return { problem: `${part.part} ${part.why === 'missing' ? 'is gone' : 'was changed'}`, format: false, part };
    }
    if (state === undefined || state.v === VERSION) return loaded;
    this.upgrade(state);
    this.save(state);
    return { state };
  }

  /**
   * Format 3 named kept copies at random: each is kept again under the hash of its bytes, as they
   * are now. Nothing was verifying them, so nothing is lost; a copy that is gone or not a regular
   * file keeps its old name, which no copy can match, and is missed as a removed one would be
   * (tripwire.ts keptCopiesGone). Without this, every repository the older build watched would find
   * its record "in another format" next to the calls folder, and take it for a forgery.
   */
  private upgrade(state: State): void {
    for (const e of Object.values(state.files)) {
      if (e.b === undefined || isContentName(e.b) || e.b.includes('/')) continue;
      const old = posix.join(this.blobs, e.b);
      if (lstatOrUndefined(old)?.isFile() !== true) continue;
      try {
        e.b = this.keep((fd) => hashFile(old, (chunk) => writeAll(fd, chunk)));
      } catch {
        // swapped since the lstat: missed as a removed copy
      }
    }
    state.v = VERSION;
  }

  /** As `read`, with a record in the previous format as it is. */
  private readAsIs(): Loaded {
    let text: string;
    try {
      // the store is in reach of the agent's shell: a FIFO or device in its place must not hang the hook
      text = readRegularText(this.recordPath, Number.MAX_SAFE_INTEGER);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
      return { problem: (e as Error).message };
    }
    let state: State;
    try {
      state = JSON.parse(text) as State;
    } catch {
      return { problem: 'not valid JSON', format: false };
    }
    if (typeof state !== 'object' || state === null) return { problem: 'not a record', format: false };
    if (state.v !== VERSION && (state.v as number) !== PREVIOUS)
      return { problem: `format ${JSON.stringify(state.v)}`, format: true };
    const { parts } = state as { parts?: unknown };
    if (parts !== undefined) {
      // in parts (recordParts.ts): read as they are used
      if (!isPartsIndex(parts) || state.files !== undefined)
        return { problem: 'its parts are not named right', format: false };
      delete (state as { parts?: unknown }).parts;
      state.files = new PartedFiles<Entry>(this.dir, parts, state.root).files;
      this.was = new Set([...Object.keys(state.dirs ?? {}), ...Object.keys(state.refKeys ?? {})]);
    } else if (typeof state.files !== 'object' || state.files === null)
      return { problem: 'not a record', format: false };
    return { state };
  }

  /**
   * The record, or undefined when there is none this build can use as it is (the quiet passes: a
   * record in the previous format sends the call to the full pass, which upgrades it).
   */
  load(): State | undefined {
    const { state } = this.readAsIs();
    return state?.v === VERSION ? state : undefined;
  }

  get recordPath(): string {
    return posix.join(this.dir, 'state.json');
  }

  /**
   * The store's folders set right, once in this process (storeRepair.ts): what a call did to them,
   * and whether one was replaced. Before anything else reads the store.
   */
  repair(now = new Date()): StoreRepair {
    let done = repairs.get(this.storeDir);
    if (done === undefined) {
      done = repairStore(this.storeDir, this.dir, now);
      repairs.set(this.storeDir, done);
    }
    return done;
  }

  /**
   * Saves the record, tied to the watch's `mark` (taken before the lstats it holds: by default the
   * one taken with the lock) when the watch can vouch for it. `git`: diffgate's git index, just
   * written for this record (gitIndex.ts); else the record's own is kept only while no part of the
   * record was changed since it was read (its entries, which the index was checked against, are
   * then the same).
   */
  save(state: State, mark = this.watched === undefined ? undefined : this.mark, git?: GitTie | Unindexable): void {
    // a holder stopped and taken over, then continued, saves nothing over its taker's record
    if (this.held !== undefined && !this.held.stillHeld()) throw new Error(`the lock of ${this.dir} was taken over`);
    mkdirSync(this.dir, { recursive: true });
    const file = this.recordPath;
    const tmp = `${file}.${process.pid}.tmp`;
    const { w: read, g: carried, files, ...rest } = state;
    const parted = partedOf(files) as PartedFiles<Entry> | undefined;
    // the head from the one before, where this pass rewrites only some parts: only theirs are looked at
    const before = this.saved ? this.tie : read;
    // a record that outgrew its parts (a first record taken over several calls) is parted anew, whole
    const grown = parted !== undefined && partsFor(parted.count) > parted.n;
    // diffgate's git index: kept while no entry changed, else brought up to date for the parts
    // rewritten (gitIndex.ts `updateGitIndex`: checked as when written), else dropped; not updated
    // for a record tied to the watch, which the quiet passes ask first (a git process reading and
    // writing the whole index cost each changing call more than the watch's whole answer)
    const g =
      git ??
      (parted?.unchanged
        ? carried
        : parted !== undefined && !grown && rest.root !== undefined && mark === undefined
          ? updateGitIndex(
              this.dir,
              rest.root,
              carried,
              (p) => parted.rewritten(p),
              (f) => parted.wholeFolder(f),
              parted.changed() as Iterable<[string, Entry]>,
              { PATH: process.env.PATH },
              this.until,
            )
          : undefined);
    const was = this.was;
    const since =
      parted !== undefined && before !== undefined && was !== undefined && !grown
        ? {
            tie: before,
            rewritten: (p: string) => parted.rewritten(p),
            entries: () => parted.changed(),
            was: (p: string) => was.has(p),
          }
        : undefined;
    const tie = writeHead(this.dir, { ...rest, files }, mark, since);
    const saved = grown ? undefined : parted?.save();
    const n = partsFor(saved === undefined ? Object.keys(files).length : 0);
    const parts =
      saved?.index ?? (n > 1 ? writeParts(this.dir, grown ? { ...files } : files, n, rest.root) : undefined);
    const record =
      parts === undefined ? { ...rest, files } : { ...rest, parts, ...(g !== undefined && !grown ? { g } : {}) };
    writeFileSync(tmp, tiedRecord(JSON.stringify(record), tie), { mode: 0o600 });
    renameSync(tmp, file);
    this.tie = tie;
    this.saved = true;
    this.was = new Set([...Object.keys(state.dirs), ...Object.keys(state.refKeys)]);
    // the parts the record no longer names (all of them, for a record kept whole)
    if (saved !== undefined) for (const f of saved.stale) unlinkIfThere(f);
    else clearParts(this.dir, parts);
    this.prune(files);
  }

  /** The tie this store's last save wrote (undefined: none): the next save's head starts from it. */
  private tie: Tie | undefined;
  private saved = false;
  /** The recorded folders and ref files of the record read in parts (or last saved): see watchman.ts `Rewritten`. */
  private was: Set<string> | undefined;

  /** The entry for a path as it is now; a file's bytes are copied into the store when `keep`. */
  entry(path: string, st: Stats | undefined, keep: boolean, now: number): Entry {
    const t = typeOf(st);
    const e: Entry = { k: keyOf(st), t };
    if (st === undefined) return e;
    if (now - st.ctimeMs < RACY_MS) e.r = 1;
    if (t === 'l') e.l = readlinkSync(path);
    if (t === 'f') {
      e.m = st.mode & 0o7777;
      if (st.nlink > 1) e.n = 1;
      if (keep) {
        e.b = this.keep((fd) => hashFile(path, (chunk) => writeAll(fd, chunk)));
        // changed while being copied: compare by content next time
        if (!sameKey(lstatOrUndefined(path), e.k)) e.r = 1;
      }
    }
    return e;
  }

  /** Keeps bytes from elsewhere (a file as git's HEAD holds it) as a blob; returns its name. */
  keepBytes(bytes: Uint8Array): string {
    return this.keep((fd) => {
      writeAll(fd, bytes);
      return hashBytes(bytes);
    });
  }

  /**
   * Writes a kept copy under a fresh temporary name (`fill` writes the bytes and returns their
   * hash), then renames it to the hash: the same bytes share one copy, and a name already there is
   * replaced whole, never opened (a FIFO planted at it must not block the hook).
   */
  private keep(fill: (fd: number) => string): string {
    mkdirSync(this.blobs, { recursive: true });
    const tmp = posix.join(this.blobs, `.${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`);
    const fd = openSync(tmp, 'wx', 0o600);
    let name: string;
    try {
      name = fill(fd);
    } catch (e) {
      closeSync(fd);
      unlinkSync(tmp);
      throw e;
    }
    closeSync(fd);
    const to = posix.join(this.blobs, name);
    if (lstatOrUndefined(to) === undefined) this.added = true;
    try {
      renameSync(tmp, to);
    } catch {
      rmSync(to, { recursive: true, force: true }); // a folder planted at the name
      renameSync(tmp, to);
    }
    return name;
  }

  /**
   * Whether a kept copy can be believed: a regular file whose bytes hash to its name. One that is
   * missing, is something else (a FIFO, a folder, a symlink), or was overwritten is not.
   */
  intact(name: string): boolean {
    const path = posix.join(this.blobs, name);
    if (!isContentName(name) || lstatOrUndefined(path)?.isFile() !== true) return false;
    try {
      return hashFile(path) === name;
    } catch {
      return false; // swapped since the lstat, or unreadable
    }
  }

  /** Moves a record diffgate did not write out of the way, keeping it; returns where (null: nothing there). */
  setAside(now: Date): string | null {
    const to = posix.join(this.dir, `forged-record-${now.toISOString().replace(/[:.]/g, '-')}`);
    try {
      renameSync(partsDir(this.dir), `${to}-parts`);
    } catch {
      // none (a record kept whole), or gone
    }
    try {
      renameSync(this.recordPath, to);
      return to;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  blobPath(name: string): string {
    return posix.join(this.blobs, name);
  }

  readBlob(name: string): Uint8Array {
    return readRegular(posix.join(this.blobs, name), Number.MAX_SAFE_INTEGER);
  }

  /**
   * Runs `work` holding the store's lock, so that parallel tool calls do not interleave their
   * records (storeLock.ts). `work` learns whether the lock was taken over from a holder that did
   * not finish: a hook that died, hung or threw mid-pass, or a lock that was not one. Throws when
   * a live holder keeps it past this hook's deadline.
   */
  async locked<T>(work: (takenOver: boolean) => Promise<T>): Promise<T> {
    this.repair();
    mkdirSync(this.dir, { recursive: true });
    // loaded only here: the quiet passes read the store without the lock, and without its messages
    const { takeStoreLock } = await import(/* webpackChunkName: "lock" */ './storeLock.js');
    const held = await takeStoreLock(this.dir);
    this.held = held;
    this.stoppedHolder = held.stopped;
    const { remainingMs } = await import(/* webpackChunkName: "lock" */ '../deadline.js');
    // git's update of its index in `save` ends before the hook's (gitIndex.ts `updateGitIndex`)
    this.until = Date.now() + remainingMs() - 500;
    if (this.watched !== undefined && watchOn(this.watched.env)) {
      // before the pass looks at anything: every change after this mark is reported to the next call
      const { root, env } = this.watched;
      this.mark = await markWatch(root, env, knownServer(this.recordPath), Math.min(1000, remainingMs() / 4));
    }
    let finished = false;
    try {
      const done = await work(held.takenOver);
      finished = true;
      return done;
    } finally {
      this.held = undefined;
      held.release(finished);
    }
  }

  /**
   * Removes kept bytes no entry names any more, once there are many: only those older than ten
   * minutes, since a parallel call may still hold a record that names them. Only a pass that kept
   * new bytes looks (copies no entry names any more are left by a pass that kept new ones).
   */
  private prune(files: State['files']): void {
    // no copy added: there are no more than at the last prune (listing 200,000 copies costs a call 0.1 s and more)
    if (!this.added) return;
    let names: string[];
    try {
      names = readdirSync(this.blobs);
    } catch {
      return;
    }
    // a record in parts is read whole only when there are many more copies than entries
    const count = partedOf(files)?.count;
    if (count !== undefined && names.length <= count * 2 + 16) return;
    const used = new Set(Object.values(files).flatMap((e) => (e.b ? [e.b] : [])));
    if (names.length <= used.size * 2 + 16) return;
    const cutoff = Date.now() - 10 * 60_000;
    for (const n of names) {
      if (used.has(n)) continue;
      const p = posix.join(this.blobs, n);
      try {
        if (statSync(p).mtimeMs < cutoff) unlinkSync(p);
      } catch {
        // removed by a parallel call
      }
    }
  }
}

/** Removes a file, if it is there (rmSync's force costs a walk of what it removes). */
function unlinkIfThere(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // gone already
  }
}

/** Writes all of `bytes` (a write may take fewer than it is given). */
function writeAll(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
}

export function emptyState(now: number, root?: string): State {
  return { v: VERSION, at: now, files: {}, dirs: {}, refKeys: {}, heads: {}, ...(root ? { root } : {}) };
}

/**
 * A record taken under another root: the repository was renamed or copied (`mv repo repo2`,
 * `cp -a template new`), or a call moved it aside and left a symlink with the old name. The record
 * lives in this repository's own git folder, so it is this repository's: its paths under the old
 * root are moved to the new one and compared there, as they would have been had the folder never
 * moved. A copy's files have other inodes and change times, so they are read and compared with the
 * record (what is unchanged is recorded again, what changed is judged); a rename keeps them, and the
 * pass stays quiet. Paths outside the root (the home's gate files) are kept as they are. Before, the
 * record kept the old root and every later call compared paths that no longer existed: the
 * tripwire watched nothing in the new place (conformance: Claude Code, Codex, OpenCode).
 */
export function rebase(state: State, root: string): void {
  const old = state.root;
  if (old === undefined || old === root) return;
  const move = <T>(map: Record<string, T>): Record<string, T> =>
    Object.fromEntries(
      Object.entries(map).map(([p, v]) => [p === old || p.startsWith(`${old}/`) ? root + p.slice(old.length) : p, v]),
    );
  state.files = move(state.files);
  state.dirs = move(state.dirs);
  state.refKeys = move(state.refKeys);
  if (state.unwalked !== undefined)
    state.unwalked = Object.keys(move(Object.fromEntries(state.unwalked.map((u) => [u, 1]))));
  if (state.pending !== undefined)
    state.pending = Object.keys(move(Object.fromEntries(state.pending.map((u) => [u, 1]))));
  state.root = root;
}
