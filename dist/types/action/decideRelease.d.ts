import type { PullRequestSource } from './eventTarget.js';
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
/**
 * `checkedHead`: the head commit the run checked, when the source is the pull request itself (a
 * release holds only for the pull request's current head); null for a merge commit or queue entry.
 * `inBase`: whether a commit is already in the checked range's base (the checkout answers), where
 * the pull request's pushes begin.
 */
export declare function decideRelease(source: PullRequestSource, label: string, api: ReleaseApi, checkedHead: string | null, inBase: (sha: string) => Promise<boolean>): Promise<Release>;
