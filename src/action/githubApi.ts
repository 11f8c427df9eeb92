/**
 * The release lookup's port, implemented with @actions/github's octokit (GITHUB_API_URL as the
 * base URL, so GitHub Enterprise Server works), with @octokit/plugin-retry (5xx and network errors,
 * with growing waits) and @octokit/plugin-throttling (403 and 429 rate limits, waiting as
 * `retry-after` or `x-ratelimit-reset` says). Each call (its pages, retries and waits included) has
 * a deadline: a wait that would pass it is not taken, and a request still open then is aborted.
 * Loaded only when a change is blocked, so a clean run never pays for the HTTP client.
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { actionText as t } from '../core/messages/action.js';
import { describeApiError, TimedOut } from './describeApiError.js';
import { ApiError, ApiUnavailable, type PullRequestInfo, type ReleaseApi, type TimelineEvent } from './releaseApi.js';

export interface ApiOptions {
  token: string;
  repository: string | undefined;
  baseUrl: string | undefined;
  /** How long one call may take, its pages, retries and waits included. */
  timeoutMs: number;
  /** How many times a failed request is tried again. */
  retries: number;
}

type Octokit = ReturnType<typeof getOctokit>;

interface ApiPull {
  number: number;
  user: { login: string } | null;
  labels: { name?: string }[];
  head: { sha: string };
  commits?: number;
  merged_at?: string | null;
  merge_commit_sha?: string | null;
}

/** Statuses the retry plugin leaves alone: client errors, and the rate limits the throttling plugin handles. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];

export function githubApi(o: ApiOptions): ReleaseApi {
  if (o.token === '') return unavailable(t.noToken());
  const [owner, repo] = (o.repository ?? '').split('/');
  if (!owner || !repo) return unavailable(t.noRepository());
  const call = <T>(description: string, fn: (octokit: Octokit) => Promise<T>): Promise<T> =>
    withDeadline(o, description, fn);
  const at = `/repos/${owner}/${repo}`;
  return {
    pullRequest: (pr) =>
      call(`GET ${at}/pulls/${pr}`, async (k) => {
        const { data } = await k.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
          owner,
          repo,
          pull_number: pr,
        });
        return info(data as ApiPull);
      }),
    timeline: (pr) =>
      call(`GET ${at}/issues/${pr}/timeline`, async (k) => {
        const found: TimelineEvent[] = [];
        const pages = k.paginate.iterator('GET /repos/{owner}/{repo}/issues/{issue_number}/timeline', {
          owner,
          repo,
          issue_number: pr,
          per_page: 100,
        });
        for await (const page of pages) {
          if (!Array.isArray(page.data)) throw new Error(t.notAList('timeline events'));
          for (const e of page.data) found.push(...timelineEvent(e));
        }
        return found;
      }),
    commitPeople: (pr) =>
      call(`GET ${at}/pulls/${pr}/commits`, async (k) => {
        const logins = new Set<string>();
        let listed = 0;
        const pages = k.paginate.iterator('GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', {
          owner,
          repo,
          pull_number: pr,
          per_page: 100,
        });
        for await (const page of pages) {
          if (!Array.isArray(page.data)) throw new Error(t.notAList('commits'));
          for (const c of page.data) {
            listed++;
            for (const who of [c.author, c.committer]) if (who && 'login' in who && who.login) logins.add(who.login);
          }
        }
        return { logins: [...logins], listed };
      }),
    permission: (user) =>
      call(`GET ${at}/collaborators/${user}/permission`, async (k) => {
        const { data } = await k.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
          owner,
          repo,
          username: user,
        });
        return { permission: data.permission, roleName: data.role_name ?? null };
      }),
    removeLabel: (pr, label) =>
      call(`DELETE ${at}/issues/${pr}/labels/${encodeURIComponent(label)}`, async (k) => {
        await k.request('DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', {
          owner,
          repo,
          issue_number: pr,
          name: label,
        });
      }),
    mergedPullRequest: (sha) =>
      call(`GET ${at}/commits/${sha}/pulls`, async (k) => {
        const { data } = await k.request('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
          owner,
          repo,
          commit_sha: sha,
        });
        const merged = (data as ApiPull[]).find((p) => p.merged_at && p.merge_commit_sha === sha);
        return merged ? merged.number : null;
      }),
  };
}

/**
 * Runs one call with its own client, whose every request (pages and retries included) carries the
 * call's abort signal, and whose rate-limit waits are taken only while they end before the deadline.
 */
async function withDeadline<T>(o: ApiOptions, description: string, fn: (octokit: Octokit) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const deadline = Date.now() + o.timeoutMs;
  const timedOut = new TimedOut(o.timeoutMs);
  const timer = setTimeout(() => controller.abort(timedOut), o.timeoutMs);
  const wait = (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number) =>
    retryCount < o.retries && Date.now() + retryAfter * 1000 < deadline;
  const octokit = getOctokit(
    o.token,
    {
      ...(o.baseUrl ? { baseUrl: o.baseUrl } : {}),
      retry: { retries: o.retries, doNotRetry: DO_NOT_RETRY },
      throttle: { onRateLimit: wait, onSecondaryRateLimit: wait },
    },
    retry,
    throttling,
  );
  // @octokit/plugin-paginate-rest drops a call's own `request` options on later pages: set the
  // signal on every request instead.
  octokit.hook.before('request', (options) => {
    options.request = { ...options.request, signal: controller.signal };
  });
  // A retry's wait is not aborted by the signal: the deadline ends the call even then.
  const expired = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(timedOut), { once: true }),
  );
  try {
    return await Promise.race([fn(octokit), expired]);
  } catch (e) {
    throw new ApiError(description, describeApiError(e), statusOf(e));
  } finally {
    clearTimeout(timer);
  }
}

function statusOf(e: unknown): number | undefined {
  const { status, response } = e as { status?: unknown; response?: unknown };
  return typeof status === 'number' && response !== undefined ? status : undefined;
}

function info(pr: ApiPull): PullRequestInfo {
  if (typeof pr?.head?.sha !== 'string' || !Array.isArray(pr.labels)) throw new Error(t.notAPullRequest());
  return {
    number: pr.number,
    author: pr.user?.login ?? 'ghost',
    labels: pr.labels.flatMap((l) => (l.name ? [l.name] : [])),
    headSha: pr.head.sha,
    commits: typeof pr.commits === 'number' ? pr.commits : 0,
  };
}

function timelineEvent(raw: unknown): TimelineEvent[] {
  const e = raw as {
    event?: string;
    actor?: { login?: string } | null;
    created_at?: string;
    label?: { name?: string };
    sha?: string;
    committer?: { date?: string };
  };
  const actor = e.actor?.login ?? 'ghost';
  switch (e.event) {
    case 'labeled':
    case 'unlabeled':
      if (!e.label?.name || typeof e.created_at !== 'string') throw new Error(t.notAList('timeline events'));
      return [{ kind: e.event, label: e.label.name, actor, at: e.created_at }];
    case 'committed':
      return [{ kind: 'committed', sha: e.sha ?? '?', at: e.committer?.date ?? null }];
    case 'head_ref_force_pushed':
      if (typeof e.created_at !== 'string') throw new Error(t.notAList('timeline events'));
      return [{ kind: 'force-pushed', actor, at: e.created_at }];
    default:
      return [];
  }
}

function unavailable(why: string): ReleaseApi {
  const fail = () => Promise.reject(new ApiUnavailable(why));
  return {
    pullRequest: fail,
    timeline: fail,
    commitPeople: fail,
    permission: fail,
    removeLabel: fail,
    mergedPullRequest: fail,
  };
}
