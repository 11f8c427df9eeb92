import { type Key } from './statKey.js';
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
export declare const PARTS_FROM = 2048;
/** A part that is not as the record names it, found while the pass uses it. */
export declare class PartError extends Error {
    readonly problem: PartProblem;
    constructor(problem: PartProblem);
}
/** How many parts a record of `count` entries is written in (1: whole, in the record). */
export declare function partsFor(count: number): number;
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
export declare function partOf(path: string, n: number, root: string | undefined, splits?: Splits): number;
/**
 * The folders of `paths` with more files than a part holds, each cut into ranges of about
 * `PER_PART` names (in code-unit order, as `rangeOf` compares them). Part 0's paths are never split.
 */
export declare function splitsFor(paths: Iterable<string>, root: string | undefined): Splits | undefined;
export declare const partsDir: (dir: string) => string;
/** The parted files behind a record's `files`, or undefined for a plain (whole) object. */
export declare const partedOf: (files: object) => PartedFiles | undefined;
/**
 * Calls `fn` with every path and entry of a record's files, whole or in parts: through the parts
 * themselves, not the proxy, whose every key costs a lookup and a hash of the path (the walk of
 * 200,000 paths took twice as long as their lstats through it).
 */
export declare function eachEntry<E>(files: Record<string, E>, fn: (path: string, e: E) => void): void;
export declare class PartedFiles<E = unknown> {
    private readonly dir;
    private index;
    /** The repository's root, as the record that names the parts holds it (see `partOf`). */
    private readonly root;
    readonly files: Record<string, E>;
    private readonly parts;
    private readonly dirty;
    constructor(dir: string, index: PartsIndex, 
    /** The repository's root, as the record that names the parts holds it (see `partOf`). */
    root: string | undefined);
    get n(): number;
    /** The part a path's entry is in. */
    of(path: string): number;
    /** Whether the part holding `path` was changed since it was read (its entries are written by the next save). */
    rewritten(path: string): boolean;
    /**
     * Whether the files of a folder all go to one part (`partOf` then depends on the folder alone: its
     * hash, and `near`, which looks at the folder's path only); false for a folder split by name ranges.
     */
    wholeFolder(folder: string): boolean;
    /** Calls `fn` with every entry, a part at a time (the walk: no proxy lookup, no hashing of each path). */
    each(fn: (path: string, e: E) => void): void;
    /** Whether no entry was set or removed since the parts were read. */
    get unchanged(): boolean;
    /** The entries of the parts changed since they were read. */
    changed(): Iterable<[string, E]>;
    /** How many entries the record holds, from the index and the parts changed (no part read). */
    get count(): number;
    /**
     * The first part that is not as the record names it, by its key (an lstat each, no read): what
     * the full pass checks before it believes the record. Undefined when every one is.
     */
    checkKeys(): PartProblem | undefined;
    /**
     * The first part whose bytes do not hash to what the record names, every part read: for a
     * repository copied whole (its parts have new inodes and change times, so no key holds).
     */
    checkContent(): PartProblem | undefined;
    /**
     * Writes the parts changed since they were read, beside the ones the record names; returns the
     * index the record is to hold, and the files it no longer names (removed once it is saved).
     */
    save(): {
        index: PartsIndex;
        stale: string[];
    };
    private path;
    private problem;
    private load;
    /**
     * A part's bytes, read from the open file: never what is not a regular file (a FIFO would block
     * the hook), and with `keyed`, only while the open file has the key the record names, before
     * and after reading (a write in between gives it another change time).
     */
    private read;
}
/** Removes the files in the parts folder that `index` does not name (none: every one), after the record is saved. */
export declare function clearParts(dir: string, index: PartsIndex | undefined): void;
/** Writes a whole record's files in `n` parts; returns the index the record is to hold. */
export declare function writeParts<E>(dir: string, files: Record<string, E>, n: number, root: string | undefined): PartsIndex;
/** Whether a record's `parts` field is one this build wrote the shape of. */
export declare function isPartsIndex(v: unknown): v is PartsIndex;
/** How many paths a record (as JSON) holds, whole or in parts, without reading the parts (`diffgate doctor`). */
export declare function recordedCount(record: {
    files?: object;
    parts?: unknown;
}): number;
