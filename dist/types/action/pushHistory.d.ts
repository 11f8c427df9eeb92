/**
 * Who pushed a pull request's commits, and when its head arrived, from its branch's activity as
 * GitHub's server recorded it (a commit's author, committer and dates are free text; a push's
 * actor and timestamp are not). Pure: the activity and what the checkout knows of each commit
 * (see CommitClass) come in; every lookup is a Map or a Set, so 10,000 pushes take milliseconds.
 *
 * The push that made the head is the latest one whose `after` is the head. A push of the pull
 * request's commits is every listed push whose `after` is one of them (reachable from the head and
 * not in the base), or a commit outside the base that the head no longer reaches (what a force push
 * replaced may have been rebased into the head): not only the chain of `before` links, which a
 * force push back to a base commit, or a deleted and re-created branch, would cut. A push of a
 * commit the checkout cannot place (a shallow checkout lacks it) is "unknown".
 *
 * The chain of `before` links from the head down to the base or to where the branch was created
 * must be listed whole: a tip that no listed push made is a gap (the branch's activity does not
 * show who brought those commits).
 */
import type { Push } from './releaseApi.js';
/**
 * What the checkout says of a commit: one of the pull request's (`pr`: reachable from the head, not
 * in the base), in the base, outside both (`other`: a complete checkout lacks it, or has it on
 * another branch), or `unknown` (a shallow checkout cannot tell whether it is in the base).
 */
export type CommitClass = 'pr' | 'base' | 'other' | 'unknown';
export type PushHistory = 
/**
 * `head`: the push that made the head; `pushes`: every push of the pull request's commits;
 * `unknown`: pushes of commits the checkout cannot place.
 */
{
    kind: 'found';
    head: Push;
    pushes: Push[];
    unknown: Push[];
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
export declare function pushHistory(activity: readonly Push[], head: string, classOf: (sha: string) => CommitClass): PushHistory;
