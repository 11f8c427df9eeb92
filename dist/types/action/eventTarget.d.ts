/** Where the base comes from: a revision, the tip of a branch on origin, or nothing (the empty tree). */
export type BaseSpec = {
    kind: 'rev';
    rev: string;
} | {
    kind: 'default-branch';
    branch: string;
} | {
    kind: 'empty';
};
/** Where the pull request that could be released comes from. */
export type PullRequestSource = 
/** Only its number: the labels and author are read from the API at run time, never from a (possibly re-run) payload. */
{
    kind: 'pull-request';
    number: number;
} | {
    kind: 'queue-entry';
    headRef: string;
}
/**
 * A pushed commit that may be a pull request's merge: the pushed `ref` and `before` (null for a new
 * branch), and `firstParent`, the merge's first parent (the caller reads it from the checkout): a
 * release covers only the push of the merge onto its base branch, from the commit it was merged into.
 */
 | {
    kind: 'merge-commit';
    sha: string;
    ref?: string;
    before?: string | null;
    firstParent?: string | null;
} | {
    kind: 'none';
};
export type Target = {
    kind: 'nothing';
    why: string;
} | {
    kind: 'change';
    what: string;
    base: BaseSpec;
    head: string;
    pr: PullRequestSource;
    note?: string;
    /** The fork the head comes from (a pull request from a fork), for messages about a missing head. */
    fork?: string;
};
export declare function eventTarget(name: string, payload: unknown, overrides: {
    base?: string | undefined;
    head?: string | undefined;
}): Target;
