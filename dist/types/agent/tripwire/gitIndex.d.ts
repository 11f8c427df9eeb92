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
export declare function updateGitIndex(dir: string, root: string, tie: unknown, dirty: (path: string) => boolean, 
/** Whether every file directly in a folder is in the same part (then `dirty` is asked once for the folder's files). */
wholeFolder: (folder: string) => boolean, changed: Iterable<[string, Entry]>, env: NodeJS.ProcessEnv, until: number): GitTie | undefined;
export {};
