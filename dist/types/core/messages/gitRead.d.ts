/** The git adapter's own sentences (src/git), reported by the CLI as configuration errors. */
export declare const gitReadText: {
    unmerged: (path: string) => string;
    noMergeBase: (base: string, head: string) => string;
    /** HEAD names no commit in a repository that has commits, and no reflog names the one it did (readChanges.ts). */
    headLost: () => string;
    /** An object a commit's diff read does not hash to its name (readChanges.ts, commitDiffs.ts: review 8 T4). */
    objectRewritten: (oid: string, commit: string) => string;
    untrackedUnreadable: (path: string, why: string) => string;
};
/**
 * What to do when git's words say an object it needed is not there: a partial clone (`--filter`)
 * that could not fetch it from its promisor remote, or an object store that lacks it. Undefined
 * when the words say something else. Pure: the CLI appends it to git's own message.
 */
export declare function missingObjectAdvice(detail: string): string | undefined;
