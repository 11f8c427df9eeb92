/**
 * Who pushed a pull request's commits, and when its head arrived, from its branch's activity as
 * GitHub's server recorded it (a commit's author, committer and dates are free text; a push's
 * actor and timestamp are not). Pure: the activity and a test for "already in the base" come in.
 *
 * The push that made the head is the latest one whose `after` is the head. The pushes behind it are
 * found by following each push's `before` to the push that made that commit the branch's tip, back
 * to where the branch began (`before` all zeros: the branch was created) or to a commit already in
 * the base (the pull request's commits begin after it). Force pushes are followed too: what they
 * replaced may have been rebased into the head.
 */
import type { Push } from './releaseApi.js';
export type PushHistory = 
/** `head`: the push that made the head; `pushes`: every push the pull request's commits came by. */
{
    kind: 'found';
    head: Push;
    pushes: Push[];
}
/** No push to the branch made the head its tip (the activity can lag a fresh push). */
 | {
    kind: 'head-missing';
}
/** `sha` was the branch's tip before a push, but no push that made it the tip is listed. */
 | {
    kind: 'gap';
    sha: string;
};
export declare function pushHistory(activity: readonly Push[], head: string, inBase: (sha: string) => Promise<boolean>): Promise<PushHistory>;
