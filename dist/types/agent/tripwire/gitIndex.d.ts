import { type Key } from './statKey.js';
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
export declare const isUnindexable: (g: unknown) => g is Unindexable;
/** The most bytes of recorded files git is given to hash (update-index reads every file): more, and the record is walked. */
export declare const HASH_MAX: number;
/** Records of fewer files walk in node: a git process costs more than their lstats. */
export declare const GIT_INDEX_FROM = 2048;
/**
 * Whether the index `bytes` holds exactly the entries of `want` (relative path → recorded entry),
 * each with the recorded key as git keeps it, and no flag or stage (index format 2 only).
 */
export declare function indexMatches(bytes: Buffer, want: Map<string, Entry>, from?: number): boolean;
/**
 * Writes diffgate's git index for the record's `files` (under `root`), found as recorded by the walk
 * just before, and returns what the record is to hold of it; undefined when git cannot vouch for
 * every file (then the quiet passes walk). `until`: ms since the epoch.
 */
export declare function writeGitIndex(dir: string, root: string, files: Record<string, Entry>, env: NodeJS.ProcessEnv, until: number, hashMax?: number): GitTie | Unindexable | undefined;
/**
 * What git says of the record's files since the index was tied to it: 'quiet' (every one as
 * recorded), 'moved' (one may not be: the full pass looks), or undefined (git cannot vouch: the
 * walk answers). The record's folders and refs are not looked at here.
 */
export declare function gitSays(dir: string, root: string, g: unknown, env: NodeJS.ProcessEnv, until: number): 'quiet' | 'moved' | undefined;
export {};
