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
} | {
    released: false;
    pr: number | null;
    why: string;
};
/**
 * `checkedHead`: the head commit the run checked, when the source is the pull request itself (a
 * release holds only for the pull request's current head); null for a merge commit or queue entry.
 */
export declare function decideRelease(source: PullRequestSource, label: string, api: ReleaseApi, checkedHead: string | null): Promise<Release>;
