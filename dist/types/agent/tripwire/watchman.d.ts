import { type Key } from './statKey.js';
/** The Watchman server as noted: what a program of the agent's at its socket could not also be. */
export interface Server {
    sock: string;
    sockKey: Key;
    pid: number;
    /** The process's start time (/proc/<pid>/stat, clock ticks since boot). */
    start: string;
    exe: string;
}
/** A point in the watch's history, taken before the record's lstats: every change after it is reported. */
export interface Mark {
    server: Server;
    root: string;
    clock: string;
    /** Folders (relative to the root) whose contents Watchman does not report. */
    ignored: string[];
}
/**
 * What ties a record to the watch: held at the very start of the record itself (its first line,
 * read without reading the rest), so that a clock, head or index written by anyone else is not
 * believed without forging the record whole (docs/tripwire.md, Limits).
 */
export interface Tie {
    mark: Mark;
    /** The stat keys of the head and of the index of recorded files, written just before the record. */
    head: Key;
    index: Key;
}
/** The record's paths, as far as the quick pass needs them (watchState.ts State, without the import). */
export interface Recorded {
    files: Record<string, {
        k: Key;
        r?: 1;
        n?: 1;
    }>;
    dirs: Record<string, Key>;
    refKeys: Record<string, Key>;
    root?: string;
    pending?: string[];
}
/** Whether the watch is switched on in this environment (without it nothing of the watch is read or asked). */
export declare const watchOn: (env: NodeJS.ProcessEnv) => boolean;
/** One question to the server over its socket (one JSON line each way); throws on an error or past the time. */
export declare function ask(sock: string, question: unknown[], ms?: number): Promise<Record<string, unknown>>;
/** Questions over one connection, written at once; throws on any error answer, or past the time. */
export declare function askAll(sock: string, questions: unknown[][], ms: number): Promise<Record<string, unknown>[]>;
/**
 * A mark of the watch of `root`, taken before the record's lstats (so that nothing changed after
 * them goes unreported), or undefined when Watchman is not there or does not answer.
 * `known`: the server of the previous head, used again when it is still the same. Takes at most
 * `budgetMs` (a server stopped by the agent must not eat the hook's time); a first watch of a
 * large tree (Watchman's crawl) may take longer, and is then used from a later call on.
 */
export declare function markWatch(root: string, env: NodeJS.ProcessEnv, known: Server | undefined, budgetMs: number): Promise<Mark | undefined>;
/**
 * What a save rewrote of a record read in parts (recordParts.ts): the head and index of the record
 * before it are brought up to date for those parts only, so that a call that changed one file does
 * not list every recorded path.
 */
export interface Rewritten {
    /** The tie of the record this save replaces (the head and index it names are checked by their keys). */
    tie: Tie;
    /** Whether a path's entry is in a part rewritten since that record. */
    rewritten: (path: string) => boolean;
    /** The entries of those parts. */
    entries: () => Iterable<[string, {
        k: Key;
        r?: 1;
        n?: 1;
    }]>;
    /** Whether a path was a recorded folder or ref file in the record this save replaces. */
    was: (path: string) => boolean;
}
/**
 * Writes the head and the index of the record `state` about to be saved in the store folder `dir`,
 * and returns the tie the record starts with; or removes them (undefined) when the watch cannot
 * vouch for this record: no mark, a record not whole yet, a racy entry outside the watch (the walk
 * compares it by content). `since`: where only some parts of the record were rewritten.
 */
export declare function writeHead(dir: string, state: Recorded, mark: Mark | undefined, since?: Rewritten): Tie | undefined;
/** The record's text with its tie as its first line (still one JSON object). */
export declare function tiedRecord(text: string, tie: Tie | undefined): string;
/**
 * What the watch says about the record at `recordPath` (in the store folder `dir`) for `root`:
 * 'quiet' (nothing recorded moved since the record was taken), 'moved' (something recorded may
 * have: the full pass looks), or undefined (the watch cannot vouch: the lstat walk answers).
 */
export declare function watchSays(dir: string, recordPath: string, root: string, env: NodeJS.ProcessEnv): Promise<'quiet' | 'moved' | undefined>;
/**
 * For the full pass: the recorded paths that may have moved since the record `tie` starts, as the
 * watch reports them (each changed name and its folder, and every path the watch cannot vouch for
 * whose key moved),
 * so that the pass looks at those only and its cost grows with the change, not with the protected
 * set. Undefined when the watch cannot vouch for the record (as for the quiet pass): the pass walks.
 */
export declare function watchedCandidates(dir: string, tie: Tie | undefined, root: string, env: NodeJS.ProcessEnv): Promise<string[] | undefined>;
/** The server the record is tied to, if any: a mark asks it again without running a command. */
export declare function knownServer(recordPath: string): Server | undefined;
/** How much of the record the watch covers, as its next pass would find it (`diffgate doctor`). */
export interface Coverage {
    /** The watch switched on in the environment asked about (DIFFGATE_WATCHMAN). */
    on: boolean;
    /** Recorded protected files, and how many of them the watch vouches for (the rest are lstat'ed each call). */
    files: number;
    byWatch: number;
    /** Why the watch vouches for none: no tie in the record (its last pass did not have the watch), the tie's
     * head rewritten, its server gone or another, or no answer. */
    not?: 'off' | 'untied' | 'head' | 'server' | 'answer';
}
/** What the watch covers of the record at `recordPath` for `root` (files: the record's count, read by the caller). */
export declare function watchCoverage(dir: string, recordPath: string, root: string, files: number, env: NodeJS.ProcessEnv): Promise<Coverage>;
