/** Whether `bytes` are the content of the blob git names `oid`. */
export declare function isBlobNamed(oid: string, bytes: Uint8Array): boolean;
/** Whether `bytes` are the content of the object of this type git names `oid`. */
export declare function isNamed(type: 'blob' | 'tree' | 'commit', oid: string, bytes: Uint8Array): boolean;
/** A blob whose bytes, as git read them, do not hash to its name: the object store was rewritten. */
export declare class ObjectRewritten extends Error {
    readonly oid: string;
    constructor(oid: string);
}
/**
 * The blob `oid`, read with `git` (a synchronous runner of git with these arguments), checked
 * against its name; throws ObjectRewritten when it does not match.
 */
export declare function verifiedBlob(git: (args: string[]) => Buffer, oid: string): Buffer;
/**
 * The blob `oid` at `path` in `rev` as a checkout writes it (through the repository's filters: line
 * endings, LFS), after its stored bytes were checked against its name (verifiedBlob); a symlink's
 * (`mode` 120000) is its target, unfiltered.
 */
export declare function verifiedCheckout(git: (args: string[]) => Buffer, rev: string, path: string, entry: {
    mode: string;
    oid: string;
}): Buffer;
/**
 * verifiedCheckout for many paths of `rev` at once: the stored blobs in one `git cat-file --batch`,
 * each checked against its name, then the filtered content of each good one (not a symlink's).
 * `run` runs git with these arguments and this stdin. Each answer is the bytes, or ObjectRewritten.
 */
export declare function verifiedCheckouts(git: (args: string[]) => Buffer, run: (args: string[], input: string) => Buffer, rev: string, entries: readonly {
    path: string;
    mode: string;
    oid: string;
}[]): (Buffer | ObjectRewritten)[];
/** A commit's tree read with every tree object checked against its name (verifiedTree). */
export interface VerifiedTree {
    /** Every entry that is not a folder (blob, symlink, submodule), by its path from the top. */
    entries: Map<string, {
        mode: string;
        type: string;
        oid: string;
    }>;
    /**
     * The folders ('' for the top) whose object is missing or does not hash to its name (the
     * commit's own object, when that does not: folder ''): nothing under them is listed, and
     * nothing says what they held.
     */
    rewritten: {
        path: string;
        oid: string;
    }[];
}
/**
 * The tree of `commit` as git's names vouch for it: the commit object and every tree object under
 * it read with `git cat-file --batch` (one process a level of folders) and hashed, where `git
 * ls-tree` and `git diff` read a tree without a check (review 8 T1: HEAD's tree object rewritten
 * in place to name the agent's blob). `run` runs git with these arguments and this stdin.
 */
export declare function verifiedTree(run: (args: string[], input: string) => Buffer, commit: string, 
/** Whether to read the folder at this path (never asked of the top): by default, every one. */
descend?: (path: string) => boolean): VerifiedTree;
/**
 * The first object among those `git diff-tree` reads to compare each commit with the parent it is
 * judged against (the two commits, and the trees down every path where their names differ; a
 * root commit's whole tree) that is missing or does not hash to its name; undefined when all do.
 * git reads a commit's tree in a diff without checking it, so a parent's tree object rewritten in
 * place to hold the commit's own bytes makes the commit change nothing (review 8 T4). One `git
 * cat-file --batch` a level of folders for all the commits at once; each tree read once.
 */
export declare function unverifiedInDiffs(run: (args: string[], input: string) => Buffer, edges: readonly {
    sha: string;
    parent: string | null;
}[]): string | undefined;
