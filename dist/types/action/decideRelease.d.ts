import type { PullRequestSource } from './eventTarget.js';
import { type CommitClass } from './pushHistory.js';
import { type ReleaseApi } from './releaseApi.js';
export type Release = {
    released: true;
    pr: number;
    by: string;
    permission: string;
    label: string;
    at: string;
    head: string;
    /** Who pushed the head, and when, as the branch's activity records it. */
    pushed: {
        by: string;
        at: string;
    };
} | {
    released: false;
    pr: number | null;
    why: string;
};
/** Asks the checkout once about every commit the activity names (see CommitClass). */
export type Classify = (shas: readonly string[]) => Promise<(sha: string) => CommitClass>;
/**
 * `checkedHead`: the head commit the run checked, when the source is the pull request itself (a
 * release holds only for the pull request's current head); null for a merge commit or queue entry.
 * `classify`: what the checkout knows of the commits the activity names (the pull request's, in the
 * base, outside both, or unknown in a shallow checkout), asked once for all of them.
 */
export declare function decideRelease(source: PullRequestSource, label: string, api: ReleaseApi, checkedHead: string | null, classify: Classify): Promise<Release>;
