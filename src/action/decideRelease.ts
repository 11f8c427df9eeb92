/**
 * Whether a person released a blocked pull request, for the head they saw. Everything is read
 * from the API at run time: the label must be on the pull request now; its latest "labeled" event
 * (later than any "unlabeled") must come after the last push (timeline: `committed` and
 * `head_ref_force_pushed`) and the last change of the base (`base_ref_changed`,
 * `base_ref_force_pushed`), and the timeline must show the head itself before it. The branch's
 * activity (who pushed, and when, as GitHub's server recorded it) must show the push that made the
 * head before the label, and no push of the pull request's commits by the person who added it. That
 * person must not be the author nor an author or committer of any commit it releases, and must have
 * write, maintain or admin permission. A label older than the last push is stale: the Action removes
 * it where the token may (issues: write). Any failure of the API means no release (fail closed),
 * with the reason kept for the summary.
 */
import { actionText as t } from '../core/messages/action.js';
import type { PullRequestSource } from './eventTarget.js';
import { type CommitClass, pushHistory } from './pushHistory.js';
import {
  ApiError,
  ApiUnavailable,
  type CommitPeople,
  type PullRequestInfo,
  type Push,
  type ReleaseApi,
  type TimelineEvent,
} from './releaseApi.js';

export type Release =
  | {
      released: true;
      pr: number;
      by: string;
      permission: string;
      label: string;
      at: string;
      head: string;
      /** Who pushed the head, and when, as the branch's activity records it. */
      pushed: { by: string; at: string };
    }
  | { released: false; pr: number | null; why: string };

/** Asks the checkout once about every commit the activity names (see CommitClass). */
export type Classify = (shas: readonly string[]) => Promise<(sha: string) => CommitClass>;

const RELEASING = new Set(['admin', 'maintain', 'write']);
/** The pulls/{n}/commits list stops here; a longer pull request cannot be vetted commit by commit. */
const COMMIT_LIST_LIMIT = 250;

/**
 * `checkedHead`: the head commit the run checked, when the source is the pull request itself (a
 * release holds only for the pull request's current head); null for a merge commit or queue entry.
 * `classify`: what the checkout knows of the commits the activity names (the pull request's, in the
 * base, outside both, or unknown in a shallow checkout), asked once for all of them.
 */
export async function decideRelease(
  source: PullRequestSource,
  label: string,
  api: ReleaseApi,
  checkedHead: string | null,
  classify: Classify,
): Promise<Release> {
  if (source.kind === 'none') return { released: false, pr: null, why: t.noPullRequest() };
  let number: number | null = null;
  try {
    const found = await numberOf(source, api);
    if (found === null) return { released: false, pr: null, why: t.noPullRequest() };
    if (found instanceof Error) return { released: false, pr: null, why: found.message };
    number = found;
    const no = (why: string): Release => ({ released: false, pr: found, why });
    const pr = await api.pullRequest(number);
    const same = (a: string) => a.toLowerCase() === label.toLowerCase();
    if (!pr.labels.some(same)) return no(t.notLabelled(label, number));
    if (checkedHead !== null && pr.headSha !== checkedHead) return no(t.headMoved(number, checkedHead, pr.headSha));
    const events = await api.timeline(number);
    const at = lastIndex(events, (e) => (e.kind === 'labeled' || e.kind === 'unlabeled') && same(e.label));
    if (at < 0) return no(t.noLabelEvent(label, number));
    const last = events[at] as Extract<TimelineEvent, { kind: 'labeled' | 'unlabeled' }>;
    if (last.kind === 'unlabeled') return no(t.labelRemoved(label, number));
    const push = pushAfter(events, at, last.at);
    if (push === null && !shownBefore(events, at, pr.headSha)) return no(t.headNotInTimeline(number, pr.headSha));
    if (push !== null) {
      const removal = await removeStale(api, number, label);
      const again = await mayRelease(api, number, last.actor, pr.author);
      return no(t.staleLabel(last.actor, label, last.at, push, pr.author, removal, again));
    }
    const actor = last.actor.toLowerCase();
    if (last.bot || actor.endsWith('[bot]')) return no(t.byBot(last.actor, label));
    if (actor === pr.author.toLowerCase()) return no(t.byAuthor(last.actor, label));
    const pushed = await whoPushed(api, pr, classify, last.actor);
    if (typeof pushed === 'string') return no(pushed);
    if (!(Date.parse(pushed.head.at) < Date.parse(last.at))) {
      const removal = await removeStale(api, number, label);
      const again = await mayRelease(api, number, last.actor, pr.author, pushed.pushes);
      const push = t.pushedAfter(pushed.head.actor, pushed.head.after, pushed.head.at);
      return no(t.staleLabel(last.actor, label, last.at, push, pr.author, removal, again));
    }
    const own = pushed.pushes.find((p) => p.actor.toLowerCase() === actor);
    if (own) return no(t.byPusher(last.actor, label, own.after, own.at, pr.headRepo ?? '?', pr.headRef));
    const [elsewhere] = pushed.elsewhere;
    if (elsewhere)
      return no(
        t.byPusherElsewhere(last.actor, label, elsewhere.after, elsewhere.at, pr.headRepo ?? '?', elsewhere.ref),
      );
    const unplaced = pushed.unknown.find((p) => p.actor.toLowerCase() === actor);
    if (unplaced)
      return no(t.pushNotPlaced(last.actor, label, unplaced.after, unplaced.at, pr.headRepo ?? '?', pr.headRef));
    const people = await api.commitPeople(number);
    if (pr.commits > COMMIT_LIST_LIMIT || people.listed >= COMMIT_LIST_LIMIT)
      return no(t.tooManyCommits(number, pr.commits, people.listed));
    if (pr.commits > people.listed) return no(t.commitsNotListed(number, pr.commits, people.listed));
    if (people.logins.some((l) => l.toLowerCase() === actor)) return no(t.byCommitter(last.actor, label));
    const [unlinked] = people.unlinked;
    if (unlinked) return no(t.unlinkedCommit(unlinked.sha, unlinked.role, unlinked.who, people.unlinked.length));
    if (people.coAuthors.length > 0) {
      const named = await coAuthoredBy(api, last.actor, people.coAuthors);
      if (named) return no(t.byCoAuthor(last.actor, label, named.sha, `${named.name} <${named.email}>`));
    }
    const { permission, roleName } = await api.permission(last.actor);
    const shown = roleName ?? permission;
    if (!RELEASING.has(permission) && !(roleName !== null && RELEASING.has(roleName)))
      return no(t.lacksPermission(last.actor, shown, label));
    return {
      released: true,
      pr: number,
      by: last.actor,
      permission: shown,
      label,
      at: last.at,
      head: pr.headSha,
      pushed: { by: pushed.head.actor, at: pushed.head.at },
    };
  } catch (e) {
    if (e instanceof ApiError) return { released: false, pr: number, why: t.apiFailed(e.request, e.detail) };
    if (e instanceof ApiUnavailable) return { released: false, pr: number, why: e.message };
    throw e;
  }
}

async function numberOf(
  source: Exclude<PullRequestSource, { kind: 'none' }>,
  api: ReleaseApi,
): Promise<number | null | Error> {
  switch (source.kind) {
    case 'pull-request':
      return source.number;
    case 'queue-entry': {
      // GitHub names a merge queue entry's ref gh-readonly-queue/<base>/pr-<number>-<sha>.
      const m = /\/pr-(\d+)-[0-9a-f]+$/.exec(source.headRef);
      return m ? Number(m[1]) : new Error(t.badQueueRef(source.headRef));
    }
    case 'merge-commit': {
      const merged = await api.mergedPullRequest(source.sha);
      if (merged === null) return null;
      const onto = `refs/heads/${merged.baseRef}`;
      if (source.ref !== onto)
        return new Error(t.mergedElsewhere(merged.number, source.sha, merged.baseRef, source.ref ?? '?'));
      if (!source.before || source.before !== source.firstParent)
        return new Error(
          t.notTheMergedRange(merged.number, source.sha, source.before ?? null, source.firstParent ?? null),
        );
      return merged.number;
    }
  }
}

function lastIndex<T>(list: readonly T[], test: (item: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i]!)) return i;
  return -1;
}

/**
 * The push that makes a label added at `index` (time `at`) stale, described for people; null when
 * none. A push after it in the timeline's order, or dated after it, counts: a commit dated later
 * than the label was pushed later (an earlier date proves nothing, so the order decides there).
 */
function pushAfter(events: readonly TimelineEvent[], index: number, at: string): string | null {
  for (const [i, e] of events.entries()) {
    if (e.kind === 'committed' && (i > index || (e.at !== null && Date.parse(e.at) > Date.parse(at))))
      return t.pushedCommit(e.sha);
    if (e.kind === 'force-pushed' && (i > index || Date.parse(e.at) > Date.parse(at)))
      return t.forcePushed(e.actor, e.at);
    if (e.kind === 'base-changed' && (i > index || Date.parse(e.at) > Date.parse(at)))
      return t.baseChanged(e.actor, e.how, e.at);
  }
  return null;
}

/**
 * Whether the timeline shows `head` pushed before the label at `index`: a `committed` item for it,
 * or a force-push to it. The timeline can lag a fresh push by a little while; until it shows the
 * head, no one can tell whether the label came after it.
 */
function shownBefore(events: readonly TimelineEvent[], index: number, head: string): boolean {
  const sha = head.toLowerCase();
  return events.some(
    (e, i) => i < index && (e.kind === 'committed' || e.kind === 'force-pushed') && e.sha?.toLowerCase() === sha,
  );
}

/**
 * The first `Co-authored-by:` trailer that names `login`: by name (the login, any case), or by
 * email (GitHub's noreply addresses for the account, or its public email).
 */
async function coAuthoredBy(
  api: ReleaseApi,
  login: string,
  trailers: CommitPeople['coAuthors'],
): Promise<CommitPeople['coAuthors'][number] | undefined> {
  const { id, email } = await api.user(login);
  const lower = login.toLowerCase();
  const emails = new Set(
    [`${id}+${lower}@users.noreply.github.com`, `${lower}@users.noreply.github.com`, email?.toLowerCase()].filter(
      (e): e is string => e !== undefined,
    ),
  );
  return trailers.find((c) => c.name.toLowerCase() === lower || emails.has(c.email.toLowerCase()));
}

/**
 * The branch's pushes behind the pull request's head (see pushHistory), or why they cannot be known.
 * The branch is the head's: in a fork, for a pull request from one.
 */
async function whoPushed(
  api: ReleaseApi,
  pr: PullRequestInfo,
  classify: Classify,
  labeller: string,
): Promise<{ head: Push; pushes: Push[]; unknown: Push[]; elsewhere: (Push & { ref: string })[] } | string> {
  if (pr.headRepo === null) return t.headRepoGone(pr.number, pr.headRef);
  let activity: Push[];
  let theirs: Push[];
  try {
    activity = await api.pushes(pr.headRepo, pr.headRef);
    // A branch created at a commit pushed to another branch shows that commit as its creator's:
    // whoever added the label must not have pushed one of the pull request's commits anywhere.
    theirs = await api.pushesBy(pr.headRepo, labeller);
  } catch (e) {
    if (e instanceof ApiError) return t.activityUnreadable(pr.headRepo, pr.headRef, e.request, e.detail, e.status);
    throw e;
  }
  let classOf: (sha: string) => CommitClass;
  try {
    classOf = await classify([...activity, ...theirs].flatMap((p) => [p.before, p.after]));
  } catch (e) {
    return t.commitsUnplaced((e as Error).message);
  }
  const found = pushHistory(activity, pr.headSha, classOf);
  if (found.kind === 'head-missing') return t.headNotInActivity(pr.headRepo, pr.headRef, pr.headSha);
  if (found.kind === 'gap') return t.activityGap(pr.headRepo, pr.headRef, found.sha);
  const elsewhere = theirs.filter((p) => classOf(p.after) === 'pr').map((p) => ({ ...p, ref: p.ref ?? '?' }));
  return { ...found, elsewhere };
}

/**
 * Whether `user` could release the pull request now (for naming them in the stale-label message):
 * not its author, nor an author or committer of its commits, nor one of `pushers` (when known),
 * with write permission. Unknown is no.
 */
async function mayRelease(
  api: ReleaseApi,
  pr: number,
  user: string,
  author: string,
  pushers: readonly Push[] = [],
): Promise<boolean> {
  const who = user.toLowerCase();
  if (who === author.toLowerCase()) return false;
  if (pushers.some((p) => p.actor.toLowerCase() === who)) return false;
  try {
    const people = await api.commitPeople(pr);
    if (people.logins.some((l) => l.toLowerCase() === who)) return false;
    const { permission, roleName } = await api.permission(user);
    return RELEASING.has(permission) || (roleName !== null && RELEASING.has(roleName));
  } catch (e) {
    if (e instanceof ApiError || e instanceof ApiUnavailable) return false;
    throw e;
  }
}

async function removeStale(api: ReleaseApi, pr: number, label: string): Promise<string> {
  try {
    await api.removeLabel(pr, label);
    return t.staleRemoved(label);
  } catch (e) {
    if (e instanceof ApiError) return t.staleKept(label, e.detail);
    if (e instanceof ApiUnavailable) return t.staleKept(label, e.message);
    throw e;
  }
}
