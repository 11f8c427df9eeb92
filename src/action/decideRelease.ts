/**
 * Whether a maintainer released a blocked pull request: the release label is on it, the latest
 * time it was added (its last "labeled" event, later than any "unlabeled") was by someone other
 * than the author, and that person has write, maintain or admin permission. The GitHub API is a
 * port; any failure of it means no release (fail closed), with the reason kept for the summary.
 */
import { actionText as t } from '../core/messages/action.js';
import type { PullRequestSource } from './eventTarget.js';

export interface PullRequestInfo {
  number: number;
  author: string;
  labels: string[];
}

export interface LabelEvent {
  event: 'labeled' | 'unlabeled';
  label: string;
  actor: string;
  createdAt: string;
}

export interface Permission {
  /** The legacy field: admin, write, read or none (maintain shows as write, triage as read). */
  permission: string;
  /** The role: admin, maintain, write, triage, read or a custom role's name. */
  roleName: string | null;
}

/** What the Action asks GitHub; each call names its request in the error it throws. */
export interface ReleaseApi {
  labelEvents(pr: number): Promise<LabelEvent[]>;
  permission(user: string): Promise<Permission>;
  pullRequest(pr: number): Promise<PullRequestInfo>;
  /** The merged pull request whose merge commit `sha` is, or null. */
  mergedPullRequest(sha: string): Promise<PullRequestInfo | null>;
}

/** A request that failed: the method and path, and what the server said. */
export class ApiError extends Error {
  constructor(
    readonly request: string,
    readonly detail: string,
  ) {
    super(`${request}: ${detail}`);
  }
}

/** The API cannot be asked at all (no token, no repository): the message says why. */
export class ApiUnavailable extends Error {}

export type Release =
  | { released: true; pr: number; by: string; permission: string; label: string; at: string }
  | { released: false; pr: number | null; why: string };

const RELEASING = new Set(['admin', 'maintain', 'write']);

export async function decideRelease(source: PullRequestSource, label: string, api: ReleaseApi): Promise<Release> {
  if (source.kind === 'none') return { released: false, pr: null, why: t.noPullRequest() };
  let number: number | null = source.kind === 'pull-request' ? source.number : null;
  try {
    const pr = await pullRequestOf(source, api);
    if (pr instanceof Error) return { released: false, pr: null, why: pr.message };
    if (pr === null) return { released: false, pr: null, why: t.noPullRequest() };
    number = pr.number;
    const same = (a: string) => a.toLowerCase() === label.toLowerCase();
    if (!pr.labels.some(same)) return { released: false, pr: number, why: t.notLabelled(label, number) };
    const events = (await api.labelEvents(number)).filter((e) => same(e.label));
    const last = events.reduce<LabelEvent | undefined>(
      (latest, e) => (latest === undefined || e.createdAt >= latest.createdAt ? e : latest),
      undefined,
    );
    if (last === undefined) return { released: false, pr: number, why: t.noLabelEvent(label, number) };
    if (last.event === 'unlabeled') return { released: false, pr: number, why: t.labelRemoved(label, number) };
    if (last.actor.toLowerCase() === pr.author.toLowerCase())
      return { released: false, pr: number, why: t.byAuthor(last.actor, label) };
    const { permission, roleName } = await api.permission(last.actor);
    const shown = roleName ?? permission;
    if (!RELEASING.has(permission) && !(roleName !== null && RELEASING.has(roleName))) {
      return { released: false, pr: number, why: t.lacksPermission(last.actor, shown, label) };
    }
    return { released: true, pr: number, by: last.actor, permission: shown, label, at: last.createdAt };
  } catch (e) {
    if (e instanceof ApiError) return { released: false, pr: number, why: t.apiFailed(e.request, e.detail) };
    if (e instanceof ApiUnavailable) return { released: false, pr: number, why: e.message };
    throw e;
  }
}

async function pullRequestOf(
  source: Exclude<PullRequestSource, { kind: 'none' }>,
  api: ReleaseApi,
): Promise<PullRequestInfo | null | Error> {
  switch (source.kind) {
    case 'pull-request':
      return { number: source.number, author: source.author, labels: source.labels };
    case 'queue-entry': {
      // GitHub names a merge queue entry's ref gh-readonly-queue/<base>/pr-<number>-<sha>.
      const m = /\/pr-(\d+)-[0-9a-f]+$/.exec(source.headRef);
      if (!m) return new Error(t.badQueueRef(source.headRef));
      return api.pullRequest(Number(m[1]));
    }
    case 'merge-commit':
      return api.mergedPullRequest(source.sha);
  }
}
