/**
 * The tripwire's record of the protected set: for each watched path its type, mode, link target
 * and a kept copy of its bytes, and for each watched folder a key that changes whenever an entry is
 * added to it or removed. A key holds the inode, size, mode and both times, change time included:
 * a process can set a file's size and modification time back (`touch -d`), but not its change
 * time, which the kernel sets to now on every write, chmod or rename. A path recorded within
 * a clock tick of its last change is "racy" and compared by content next time, as git does.
 */
import { type Stats } from 'node:fs';
/** One watched path as recorded: `t` is f(ile), l(ink), d(irectory), o(ther) or - (absent). */
export interface Entry {
    k: string;
    t: 'f' | 'l' | 'd' | 'o' | '-';
    /** Permission bits of a file. */
    m?: number;
    /** The kept copy of a file's bytes (a name under blobs/). */
    b?: string;
    /** A symlink's target. */
    l?: string;
    /** Recorded too close to its last change for the key to prove it unchanged. */
    r?: 1;
}
export interface State {
    v: 1;
    /** When it was recorded (ms since the epoch). */
    at: number;
    files: Record<string, Entry>;
    dirs: Record<string, string>;
    /** Stat keys of git's ref files, and the commit each branch and HEAD pointed at. */
    refKeys: Record<string, string>;
    heads: Record<string, string>;
    /** The tool call whose PreToolUse took this record, if the last record was a PreToolUse's. */
    call?: string;
}
export declare const ABSENT = "-";
/** The stat key of a path: anything a write changes, change time included; '-' when absent. */
export declare function keyOf(st: Stats | undefined): string;
export declare function lstatOrUndefined(path: string): Stats | undefined;
export declare function typeOf(st: Stats | undefined): Entry['t'];
/** Where the tripwire keeps its record, the kept bytes and the lock. */
export declare class WatchStore {
    readonly storeDir: string;
    readonly dir: string;
    private readonly blobs;
    /** `storeDir`: where the hook keeps its state for this place (`.git/diffgate`, or the XDG state folder). */
    constructor(storeDir: string);
    load(): State | undefined;
    save(state: State): void;
    /** The entry for a path as it is now; a file's bytes are copied into the store when `keep`. */
    entry(path: string, st: Stats | undefined, keep: boolean, now: number): Entry;
    blobPath(name: string): string;
    readBlob(name: string): Uint8Array;
    /**
     * Runs `work` holding the store's lock, so that parallel tool calls do not interleave their
     * records. A lock older than 30 s is left by a process that died, and is taken over.
     */
    locked<T>(work: () => Promise<T>): Promise<T>;
    /**
     * Removes kept bytes no entry names any more, once there are many: only those older than ten
     * minutes, since a parallel call may still hold a record that names them.
     */
    private prune;
}
export declare function emptyState(now: number): State;
