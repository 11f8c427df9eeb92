/**
 * The record's files in parts (issue 30): a record of many protected files keeps their entries in
 * `tripwire/parts/<n>.json`, each file in the part its folder hashes to, so that a call that changes
 * one file reads and writes the part that holds it, not the whole record (10 MB at 50,000 files).
 *
 * The parts are in the agent's reach like the record, and each is vouched for by the record itself
 * (`state.json`), which holds every part's stat key (change time included, which no process sets
 * back: a part rewritten, replaced, removed or put back from an old copy has another) and the
 * SHA-256 of its bytes (for a repository copied whole, whose parts all have new keys). A part is
 * believed only as the record names it: checked by key before the full pass uses the record, and
 * again on the open file, before and after reading it; a part that fails either makes the record
 * one diffgate did not write (tripwire.ts `start`), never a part of it quietly left out.
 *
 * `files` of a record read in parts is a proxy that loads a part on first use (a lookup of one path
 * loads one part; listing them all loads every part) and marks it rewritten when an entry in it is
 * set or deleted: only those parts are written by the next save.
 */
import {
  closeSync,
  constants,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { posix } from 'node:path';
import { hashBytes } from './contentHash.js';
import { type Key, keyOf, lstatOrUndefined, sameKey } from './statKey.js';

/** The parts of a record, as the record holds them (its `parts` field). */
export interface PartsIndex {
  /** How many parts (a power of two): a path is in part `folderHash(path) & (n - 1)`. */
  n: number;
  /** Each part's stat key as written. */
  k: Key[];
  /** Each part's SHA-256, hex. */
  h: string[];
  /** How many entries each part holds. */
  c: number[];
  /**
   * The folders of more than a part's worth of files, split by name ranges: each folder's sorted
   * boundary names (a file is in range `j`, the number of boundaries at or before its name; range
   * `j` is in the part after range `j - 1`'s). Absent: none.
   */
  s?: Splits;
}

/** Big folders (full path, no trailing slash) and the first name of each of their ranges after the first. */
export type Splits = Record<string, string[]>;

/** What is wrong with a part: gone, or not the one the record names. */
export interface PartProblem {
  part: string;
  entries: number;
  why: 'missing' | 'changed';
}

/** A record with fewer entries than this is kept whole, in `state.json` (as before parts). */
export const PARTS_FROM = 2048;
/** About how many entries a part holds. */
const PER_PART = 512;
const MAX_PARTS = 4096;

/** A part that is not as the record names it, found while the pass uses it. */
export class PartError extends Error {
  constructor(readonly problem: PartProblem) {
    super(`the record's part ${problem.part} is ${problem.why === 'missing' ? 'gone' : 'not as diffgate wrote it'}`);
  }
}

/** How many parts a record of `count` entries is written in (1: whole, in the record). */
export function partsFor(count: number): number {
  if (count < PARTS_FROM) return 1;
  let n = 1;
  while (n * PER_PART < count && n < MAX_PARTS) n *= 2;
  return n;
}

/**
 * The part of a path: the gate files and what rules name outright are looked up by every full pass
 * (watchList.ts), so the paths outside the repository, in its git folder, directly in its root, in
 * its dot-folders (`.claude/`, `.husky/`) and in diffgate's installed copy share part 0; every other
 * path is in the part its folder hashes to (FNV-1a), so the files of one folder share a part and a
 * folder listed looks up one. A folder in `splits` (more files than a part holds) is cut into
 * ranges of names, range `j` in the `j`-th part after its folder's: a change to one file of a
 * 50,000-file folder reads and writes one part of about 512 entries, not the whole folder's.
 * `root`: the repository's, as the record holds it.
 */
export function partOf(path: string, n: number, root: string | undefined, splits?: Splits): number {
  if (n === 1 || near(path, root)) return 0;
  const end = path.lastIndexOf('/');
  let h = 0x811c9dc5;
  for (let i = 0; i < end; i++) h = Math.imul(h ^ path.charCodeAt(i), 0x01000193);
  const bounds = splits === undefined ? undefined : splits[path.slice(0, end)];
  const j = bounds === undefined ? 0 : rangeOf(bounds, path.slice(end + 1));
  return 1 + (((h >>> 0) + j) % (n - 1));
}

/** How many of the sorted `bounds` are at or before `name` (binary search). */
function rangeOf(bounds: string[], name: string): number {
  let lo = 0;
  let hi = bounds.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (bounds[mid]! <= name) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The folders of `paths` with more files than a part holds, each cut into ranges of about
 * `PER_PART` names (in code-unit order, as `rangeOf` compares them). Part 0's paths are never split.
 */
export function splitsFor(paths: Iterable<string>, root: string | undefined): Splits | undefined {
  const byFolder = new Map<string, string[]>();
  for (const p of paths) {
    if (near(p, root)) continue;
    const end = p.lastIndexOf('/');
    const folder = p.slice(0, end);
    let names = byFolder.get(folder);
    if (names === undefined) byFolder.set(folder, (names = []));
    names.push(p.slice(end + 1));
  }
  let splits: Splits | undefined;
  for (const [folder, names] of byFolder) {
    if (names.length <= PER_PART) continue;
    names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const bounds: string[] = [];
    for (let i = PER_PART; i < names.length; i += PER_PART) bounds.push(names[i]!);
    (splits ??= {})[folder] = bounds;
  }
  return splits;
}

function near(path: string, root: string | undefined): boolean {
  if (root === undefined || !path.startsWith(`${root}/`)) return true;
  const rel = path.slice(root.length + 1);
  const slash = rel.indexOf('/');
  if (slash < 0 || rel.startsWith('.')) return true;
  return rel.startsWith('node_modules/.bin/') || rel.startsWith('node_modules/diffgate/');
}

export const partsDir = (dir: string): string => posix.join(dir, 'parts');
/**
 * A part's file is named by its number and its bytes' hash: a save writes new files beside the
 * ones the record names, and a save cut short (the hook killed) leaves the record and its parts
 * as they were; the files no record names any more are removed after the record is replaced.
 */
const partName = (i: number, h: string): string => `${i}-${h.slice(0, 16)}.json`;
const partPath = (dir: string, i: number, h: string): string => posix.join(partsDir(dir), partName(i, h));

/** The proxies this module made, with what backs them. */
const backing = new WeakMap<object, PartedFiles>();

/** The parted files behind a record's `files`, or undefined for a plain (whole) object. */
export const partedOf = (files: object): PartedFiles | undefined => backing.get(files);

/**
 * Calls `fn` with every path and entry of a record's files, whole or in parts: through the parts
 * themselves, not the proxy, whose every key costs a lookup and a hash of the path (the walk of
 * 200,000 paths took twice as long as their lstats through it).
 */
export function eachEntry<E>(files: Record<string, E>, fn: (path: string, e: E) => void): void {
  const parted = backing.get(files) as PartedFiles<E> | undefined;
  if (parted !== undefined) parted.each(fn);
  else for (const p in files) fn(p, files[p]!);
}

type Part<E> = Record<string, E>;

export class PartedFiles<E = unknown> {
  readonly files: Record<string, E>;
  private readonly parts: (Part<E> | undefined)[];
  private readonly dirty = new Set<number>();

  constructor(
    private readonly dir: string,
    private index: PartsIndex,
    /** The repository's root, as the record that names the parts holds it (see `partOf`). */
    private readonly root: string | undefined,
  ) {
    this.parts = new Array(index.n).fill(undefined);
    const part = (p: string | symbol): Part<E> | undefined =>
      typeof p === 'string' ? this.load(this.of(p)) : undefined;
    const get = (p: string | symbol): E | undefined => {
      const o = part(p);
      return o !== undefined && Object.hasOwn(o, p) ? o[p as string] : undefined;
    };
    this.files = new Proxy({} as Record<string, E>, {
      get: (_, p) => get(p),
      has: (_, p) => get(p) !== undefined,
      set: (_, p, v) => {
        if (typeof p !== 'string') return false;
        const i = this.of(p);
        this.load(i)[p] = v as E;
        this.dirty.add(i);
        return true;
      },
      deleteProperty: (_, p) => {
        if (typeof p !== 'string') return true;
        const i = this.of(p);
        const o = this.load(i);
        if (Object.hasOwn(o, p)) {
          delete o[p];
          this.dirty.add(i);
        }
        return true;
      },
      ownKeys: () => {
        const keys: string[] = [];
        for (let i = 0; i < this.index.n; i++) for (const k in this.load(i)) keys.push(k);
        return keys;
      },
      getOwnPropertyDescriptor: (_, p) => {
        const v = get(p);
        return v === undefined ? undefined : { value: v, writable: true, enumerable: true, configurable: true };
      },
    });
    backing.set(this.files, this as PartedFiles<unknown>);
  }

  get n(): number {
    return this.index.n;
  }

  /** The part a path's entry is in. */
  of(path: string): number {
    return partOf(path, this.index.n, this.root, this.index.s);
  }

  /** Whether the part holding `path` was changed since it was read (its entries are written by the next save). */
  rewritten(path: string): boolean {
    return this.dirty.has(this.of(path));
  }

  /**
   * Whether the files of a folder all go to one part (`partOf` then depends on the folder alone: its
   * hash, and `near`, which looks at the folder's path only); false for a folder split by name ranges.
   */
  wholeFolder(folder: string): boolean {
    return this.index.s === undefined || !Object.hasOwn(this.index.s, folder);
  }

  /** Calls `fn` with every entry, a part at a time (the walk: no proxy lookup, no hashing of each path). */
  each(fn: (path: string, e: E) => void): void {
    for (let i = 0; i < this.index.n; i++) {
      const o = this.load(i);
      for (const p in o) fn(p, o[p]!);
    }
  }

  /** Whether no entry was set or removed since the parts were read. */
  get unchanged(): boolean {
    return this.dirty.size === 0;
  }

  /** The entries of the parts changed since they were read. */
  *changed(): Iterable<[string, E]> {
    for (const i of this.dirty) yield* Object.entries(this.load(i));
  }

  /** How many entries the record holds, from the index and the parts changed (no part read). */
  get count(): number {
    let c = 0;
    for (let i = 0; i < this.index.n; i++) c += this.dirty.has(i) ? Object.keys(this.load(i)).length : this.index.c[i]!;
    return c;
  }

  /**
   * The first part that is not as the record names it, by its key (an lstat each, no read): what
   * the full pass checks before it believes the record. Undefined when every one is.
   */
  checkKeys(): PartProblem | undefined {
    for (let i = 0; i < this.index.n; i++) {
      const st = lstatOrUndefined(this.path(i));
      if (!sameKey(st, this.index.k[i]!)) return this.problem(i, st === undefined ? 'missing' : 'changed');
    }
    return undefined;
  }

  /**
   * The first part whose bytes do not hash to what the record names, every part read: for a
   * repository copied whole (its parts have new inodes and change times, so no key holds).
   */
  checkContent(): PartProblem | undefined {
    for (let i = 0; i < this.index.n; i++) {
      try {
        const bytes = this.read(i, false);
        if (hashBytes(bytes) !== this.index.h[i]) return this.problem(i, 'changed');
        this.parts[i] = JSON.parse(bytes.toString('utf8')) as Part<E>;
      } catch (e) {
        return e instanceof PartError ? e.problem : this.problem(i, 'changed');
      }
    }
    return undefined;
  }

  /**
   * Writes the parts changed since they were read, beside the ones the record names; returns the
   * index the record is to hold, and the files it no longer names (removed once it is saved).
   */
  save(): { index: PartsIndex; stale: string[] } {
    const next: PartsIndex = { ...this.index, k: [...this.index.k], h: [...this.index.h], c: [...this.index.c] };
    const stale: string[] = [];
    for (const i of this.dirty) {
      const w = writePart(this.dir, i, this.load(i), this.index.h[i]);
      if (w === undefined) continue; // the same bytes: the file the record names stays
      stale.push(this.path(i));
      next.k[i] = w.k;
      next.h[i] = w.h;
      next.c[i] = w.c;
    }
    this.dirty.clear();
    this.index = next;
    return { index: next, stale };
  }

  private path(i: number): string {
    return partPath(this.dir, i, this.index.h[i]!);
  }

  private problem(i: number, why: PartProblem['why']): PartProblem {
    return { part: `parts/${partName(i, this.index.h[i]!)}`, entries: this.index.c[i] ?? 0, why };
  }

  private load(i: number): Part<E> {
    let o = this.parts[i];
    if (o === undefined) {
      o = JSON.parse(this.read(i, true).toString('utf8')) as Part<E>;
      if (typeof o !== 'object' || o === null || Array.isArray(o)) throw new PartError(this.problem(i, 'changed'));
      this.parts[i] = o;
    }
    return o;
  }

  /**
   * A part's bytes, read from the open file: never what is not a regular file (a FIFO would block
   * the hook), and with `keyed`, only while the open file has the key the record names, before
   * and after reading (a write in between gives it another change time).
   */
  private read(i: number, keyed: boolean): Buffer {
    let fd: number;
    try {
      fd = openSync(this.path(i), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    } catch {
      throw new PartError(this.problem(i, 'missing'));
    }
    try {
      const before = fstatSync(fd);
      if (!before.isFile() || (keyed && !sameKey(before, this.index.k[i]!)))
        throw new PartError(this.problem(i, 'changed'));
      const buf = Buffer.allocUnsafe(before.size);
      let n = 0;
      while (n < buf.length) {
        const r = readSync(fd, buf, n, buf.length - n, null);
        if (r === 0) break;
        n += r;
      }
      if (n !== buf.length || (keyed && !sameKey(fstatSync(fd), this.index.k[i]!)))
        throw new PartError(this.problem(i, 'changed'));
      return buf;
    } finally {
      closeSync(fd);
    }
  }
}

/**
 * Writes one part (a new file renamed into place) and returns what the record holds of it;
 * nothing when its bytes hash to `was` (the part as the record names it already).
 */
function writePart(
  dir: string,
  i: number,
  entries: object,
  was?: string,
): { k: Key; h: string; c: number } | undefined {
  const bytes = Buffer.from(JSON.stringify(entries));
  const h = hashBytes(bytes);
  if (h === was) return undefined;
  const file = partPath(dir, i, h);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes, { mode: 0o600 });
  renameSync(tmp, file);
  // keyed after the rename, which sets the change time
  return { k: keyOf(lstatOrUndefined(file)), h, c: Object.keys(entries).length };
}

/** Removes the files in the parts folder that `index` does not name (none: every one), after the record is saved. */
export function clearParts(dir: string, index: PartsIndex | undefined): void {
  const named = new Set(index?.h.map((h, i) => partName(i, h)));
  let names: string[];
  try {
    names = readdirSync(partsDir(dir));
  } catch {
    return; // none
  }
  if (index === undefined) {
    rmSync(partsDir(dir), { recursive: true, force: true });
    return;
  }
  for (const name of names)
    if (!named.has(name)) rmSync(posix.join(partsDir(dir), name), { recursive: true, force: true });
}

/** Writes a whole record's files in `n` parts; returns the index the record is to hold. */
export function writeParts<E>(dir: string, files: Record<string, E>, n: number, root: string | undefined): PartsIndex {
  mkdirSync(partsDir(dir), { recursive: true });
  const s = splitsFor(Object.keys(files), root);
  const split: Part<E>[] = Array.from({ length: n }, () => ({}));
  for (const p in files) split[partOf(p, n, root, s)]![p] = files[p]!;
  const index: PartsIndex = { n, k: [], h: [], c: [], ...(s === undefined ? {} : { s }) };
  split.forEach((entries, i) => {
    const w = writePart(dir, i, entries)!;
    index.k.push(w.k);
    index.h.push(w.h);
    index.c.push(w.c);
  });
  return index;
}

/** Whether a record's `parts` field is one this build wrote the shape of. */
export function isPartsIndex(v: unknown): v is PartsIndex {
  if (typeof v !== 'object' || v === null) return false;
  const { n, k, h, c, s } = v as PartsIndex;
  return (
    (s === undefined || isSplits(s)) &&
    Number.isInteger(n) &&
    n >= 1 &&
    n <= MAX_PARTS &&
    (n & (n - 1)) === 0 &&
    Array.isArray(k) &&
    Array.isArray(h) &&
    Array.isArray(c) &&
    k.length === n &&
    h.length === n &&
    c.length === n
  );
}

function isSplits(s: unknown): s is Splits {
  if (typeof s !== 'object' || s === null || Array.isArray(s)) return false;
  for (const bounds of Object.values(s)) {
    if (!Array.isArray(bounds)) return false;
    for (let i = 0; i < bounds.length; i++)
      if (typeof bounds[i] !== 'string' || (i > 0 && !(bounds[i - 1] < bounds[i]))) return false;
  }
  return true;
}

/** How many paths a record (as JSON) holds, whole or in parts, without reading the parts (`diffgate doctor`). */
export function recordedCount(record: { files?: object; parts?: unknown }): number {
  if (isPartsIndex(record.parts)) return record.parts.c.reduce((a, b) => a + b, 0);
  return Object.keys(record.files ?? {}).length;
}
