/**
 * The release lookup's port, implemented with @actions/github's octokit (GITHUB_API_URL as the
 * base URL, so GitHub Enterprise Server works). Loaded only when a change is blocked, so a clean
 * run never pays for the HTTP client. Every failure becomes an ApiError naming its request.
 */
import { getOctokit } from '@actions/github';
import { actionText as t } from '../core/messages/action.js';
import { ApiError, ApiUnavailable, type LabelEvent, type PullRequestInfo, type ReleaseApi } from './decideRelease.js';

/** How long the whole lookup may take before it counts as a failure. */
const TIMEOUT_MS = 30_000;

interface ApiPull {
  number: number;
  user: { login: string } | null;
  labels: { name?: string }[];
  merged_at?: string | null;
  merge_commit_sha?: string | null;
}

export function githubApi(token: string, repository: string | undefined, baseUrl: string | undefined): ReleaseApi {
  if (token === '') return unavailable(t.noToken());
  const [owner, repo] = (repository ?? '').split('/');
  if (!owner || !repo) return unavailable(t.noRepository());
  const octokit = getOctokit(token, baseUrl ? { baseUrl } : {});
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  const request = { signal };
  const call = async <T>(description: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (e) {
      const status = (e as { status?: unknown }).status;
      const message = e instanceof Error ? e.message : String(e);
      throw new ApiError(description, typeof status === 'number' ? `HTTP ${status}: ${message}` : message);
    }
  };
  const info = (pr: ApiPull): PullRequestInfo => ({
    number: pr.number,
    author: pr.user?.login ?? 'ghost',
    labels: pr.labels.flatMap((l) => (l.name ? [l.name] : [])),
  });
  return {
    labelEvents: (pr) =>
      call(`GET /repos/${owner}/${repo}/issues/${pr}/events`, async () => {
        const found: LabelEvent[] = [];
        for await (const page of octokit.paginate.iterator(octokit.rest.issues.listEvents, {
          owner,
          repo,
          issue_number: pr,
          per_page: 100,
          request,
        })) {
          if (!Array.isArray(page.data)) throw new Error(t.notAList());
          for (const e of page.data) {
            const label = (e as { label?: { name?: string } }).label?.name;
            if ((e.event !== 'labeled' && e.event !== 'unlabeled') || !label) continue;
            if (typeof e.created_at !== 'string') throw new Error(t.notAList());
            found.push({ event: e.event, label, actor: e.actor?.login ?? 'ghost', createdAt: e.created_at });
          }
        }
        return found;
      }),
    permission: (user) =>
      call(`GET /repos/${owner}/${repo}/collaborators/${user}/permission`, async () => {
        const { data } = await octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
          owner,
          repo,
          username: user,
          request,
        });
        return { permission: data.permission, roleName: data.role_name ?? null };
      }),
    pullRequest: (pr) =>
      call(`GET /repos/${owner}/${repo}/pulls/${pr}`, async () => {
        const { data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
          owner,
          repo,
          pull_number: pr,
          request,
        });
        return info(data);
      }),
    mergedPullRequest: (sha) =>
      call(`GET /repos/${owner}/${repo}/commits/${sha}/pulls`, async () => {
        const { data } = await octokit.request('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
          owner,
          repo,
          commit_sha: sha,
          request,
        });
        const merged = (data as ApiPull[]).find((p) => p.merged_at && p.merge_commit_sha === sha);
        return merged ? info(merged) : null;
      }),
  };
}

function unavailable(why: string): ReleaseApi {
  const fail = () => Promise.reject(new ApiUnavailable(why));
  return { labelEvents: fail, permission: fail, pullRequest: fail, mergedPullRequest: fail };
}
