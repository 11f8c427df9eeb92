/**
 * The tripwire's record of the protected set: for each watched path its type, mode, link target
 * and a kept copy of its bytes, and for each watched folder a key that changes whenever an entry is
 * added to it or removed. A key holds the inode, size, mode and both times, change time included
 * (statKey.ts). A path recorded within a clock tick of its last change is "racy" and compared by
 * content next time, as git does.
 */
import { type Stats } from 'node:fs';
import { type PartProblem } from './recordParts.js';
import { type StoreRepair } from './storeRepair.js';
import { type GitTie, type Unindexable } from './gitIndex.js';
import { type Key } from './statKey.js';
import { type Mark, type Tie } from './watchman.js';
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
declare const VERSION = 4;
/** The record format this build writes (the prompt store notes it: see tripwire.ts `start`). */
export declare const RECORD_FORMAT = 4;
/** What reading the record found. `format`: the record is JSON, in another format than this build's. */
export interface Loaded {
    state?: State;
    problem?: string;
    format?: boolean;
    /** A part of the record (recordParts.ts) that is gone or not the one the record names. */
    part?: PartProblem;
}
export declare function typeOf(st: Stats | undefined): Entry['t'];
/** Where the tripwire keeps its record, the kept bytes and the lock. */
export declare class WatchStore {
    readonly storeDir: string;
    private readonly watched?;
    readonly dir: string;
    private readonly blobs;
    /** The lock this store's pass holds, while it holds it. */
    private held;
    /** The pid of a lock holder found stopped (SIGSTOP), whose lock this pass took over. */
    stoppedHolder: number | undefined;
    /** Whether this process kept bytes under a name not there before: only then may old copies be pruned. */
    private added;
    /** When the pass holding the lock must be done with git (ms since the epoch): see `locked`. */
    private until;
    /** The watch's mark, taken as the lock is taken (before any lstat of the pass): see `locked`. */
    private mark;
    /**
     * `storeDir`: where the hook keeps its state for this place (`.git/diffgate`, or the XDG state
     * folder). `watched`: the repository, when the record saved here is to get a head the watch can
     * vouch for (watchman.ts); a store without it drops the head at each save, so the quick pass walks.
     */
    constructor(storeDir: string, watched?: Watched | undefined);
    /**
     * The record, or what is wrong with it: none there (`{}`), or one diffgate cannot have written
     * (`problem`: not a regular file, not JSON, or another format than this build's). A record the
     * build before this one wrote (format 3) is upgraded and saved: call it holding the lock.
     */
    read(root?: string): Loaded;
    /**
     * Format 3 named kept copies at random: each is kept again under the hash of its bytes, as they
     * are now. Nothing was verifying them, so nothing is lost; a copy that is gone or not a regular
     * file keeps its old name, which no copy can match, and is missed as a removed one would be
     * (tripwire.ts keptCopiesGone). Without this, every repository the older build watched would find
     * its record "in another format" next to the calls folder, and take it for a forgery.
     */
    private upgrade;
    /** As `read`, with a record in the previous format as it is. */
    private readAsIs;
    /**
     * The record, or undefined when there is none this build can use as it is (the quiet passes: a
     * record in the previous format sends the call to the full pass, which upgrades it).
     */
    load(): State | undefined;
    get recordPath(): string;
    /**
     * The store's folders set right, once in this process (storeRepair.ts): what a call did to them,
     * and whether one was replaced. Before anything else reads the store.
     */
    repair(now?: Date): StoreRepair;
    /**
     * Saves the record, tied to the watch's `mark` (taken before the lstats it holds: by default the
     * one taken with the lock) when the watch can vouch for it. `git`: diffgate's git index, just
     * written for this record (gitIndex.ts); else the record's own is kept only while no part of the
     * record was changed since it was read (its entries, which the index was checked against, are
     * then the same).
     */
    save(state: State, mark?: Mark | undefined, git?: GitTie | Unindexable): void;
    /** The tie this store's last save wrote (undefined: none): the next save's head starts from it. */
    private tie;
    private saved;
    /** The recorded folders and ref files of the record read in parts (or last saved): see watchman.ts `Rewritten`. */
    private was;
    /** The entry for a path as it is now; a file's bytes are copied into the store when `keep`. */
    entry(path: string, st: Stats | undefined, keep: boolean, now: number): Entry;
    /** Keeps bytes from elsewhere (a file as git's HEAD holds it) as a blob; returns its name. */
    keepBytes(bytes: Uint8Array): string;
    /**
     * Writes a kept copy under a fresh temporary name (`fill` writes the bytes and returns their
     * hash), then renames it to the hash: the same bytes share one copy, and a name already there is
     * replaced whole, never opened (a FIFO planted at it must not block the hook).
     */
    private keep;
    /**
     * Whether a kept copy can be believed: a regular file whose bytes hash to its name. One that is
     * missing, is something else (a FIFO, a folder, a symlink), or was overwritten is not.
     */
    intact(name: string): boolean;
    /** Moves a record diffgate did not write out of the way, keeping it; returns where (null: nothing there). */
    setAside(now: Date): string | null;
    blobPath(name: string): string;
    readBlob(name: string): Uint8Array;
    /**
     * Runs `work` holding the store's lock, so that parallel tool calls do not interleave their
     * records (storeLock.ts). `work` learns whether the lock was taken over from a holder that did
     * not finish: a hook that died, hung or threw mid-pass, or a lock that was not one. Throws when
     * a live holder keeps it past this hook's deadline.
     */
    locked<T>(work: (takenOver: boolean) => Promise<T>): Promise<T>;
    /**
     * Removes kept bytes no entry names any more, once there are many: only those older than ten
     * minutes, since a parallel call may still hold a record that names them. Only a pass that kept
     * new bytes looks (copies no entry names any more are left by a pass that kept new ones).
     */
    private prune;
}
export declare function emptyState(now: number, root?: string): State;
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
export declare function rebase(state: State, root: string): void;
export {};
