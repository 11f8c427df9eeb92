/**
 * Event payloads shaped like GitHub's documented webhook payloads (trimmed to what matters, but
 * with the same nesting and field names), for GITHUB_EVENT_PATH.
 */
import { OWNER, REPO } from './runAction.js';

const repository = {
  id: 1296269,
  name: REPO,
  full_name: `${OWNER}/${REPO}`,
  private: false,
  owner: { login: OWNER, id: 1, type: 'Organization' },
  default_branch: 'main',
};

const user = (login: string) => ({ login, id: login.length * 1000 + 7, type: 'User' });

export function pullRequestPayload(o: {
  base: string;
  head: string;
  number?: number;
  author?: string;
  labels?: string[];
  action?: string;
  sender?: string;
}) {
  const number = o.number ?? 7;
  return {
    action: o.action ?? 'synchronize',
    number,
    pull_request: {
      url: `https://api.github.com/repos/${OWNER}/${REPO}/pulls/${number}`,
      id: 9_000 + number,
      number,
      state: 'open',
      title: 'Change things',
      user: user(o.author ?? 'alice'),
      labels: (o.labels ?? []).map((name, i) => ({ id: 100 + i, name, color: 'ededed', default: false })),
      base: { label: `${OWNER}:main`, ref: 'main', sha: o.base, user: user(OWNER), repo: repository },
      head: {
        label: `${OWNER}:feature`,
        ref: 'feature',
        sha: o.head,
        user: user(o.author ?? 'alice'),
        repo: repository,
      },
      merged: false,
      draft: false,
    },
    repository,
    sender: user(o.sender ?? o.author ?? 'alice'),
  };
}

export function pushPayload(o: {
  before: string;
  after: string;
  ref?: string;
  created?: boolean;
  deleted?: boolean;
  pusher?: string;
}) {
  const zero = /^0+$/;
  return {
    ref: o.ref ?? 'refs/heads/main',
    before: o.before,
    after: o.after,
    base_ref: null,
    created: o.created ?? zero.test(o.before),
    deleted: o.deleted ?? zero.test(o.after),
    forced: false,
    compare: `https://github.com/${OWNER}/${REPO}/compare/${o.before.slice(0, 12)}...${o.after.slice(0, 12)}`,
    commits: [],
    head_commit: zero.test(o.after)
      ? null
      : { id: o.after, message: 'change', author: { name: 'a', email: 'a@example.com' } },
    pusher: { name: o.pusher ?? 'alice', email: 'alice@example.com' },
    repository: { ...repository, master_branch: 'main' },
    sender: user(o.pusher ?? 'alice'),
  };
}

export function mergeGroupPayload(o: { base: string; head: string; pr?: number }) {
  const pr = o.pr ?? 7;
  return {
    action: 'checks_requested',
    merge_group: {
      head_sha: o.head,
      head_ref: `refs/heads/gh-readonly-queue/main/pr-${pr}-${o.base}`,
      base_sha: o.base,
      base_ref: 'refs/heads/main',
      head_commit: {
        id: o.head,
        tree_id: o.head,
        message: `Merge pull request #${pr}`,
        author: { name: 'a', email: 'a@example.com' },
      },
    },
    repository,
    sender: user('github-merge-queue[bot]'),
  };
}

/** Issue events as GET /repos/{owner}/{repo}/issues/{number}/events returns them. */
export function labelEvent(event: 'labeled' | 'unlabeled', label: string, actor: string, createdAt: string, id = 1) {
  return {
    id,
    node_id: `LE_${id}`,
    url: `https://api.github.com/repos/${OWNER}/${REPO}/issues/events/${id}`,
    actor: user(actor),
    event,
    commit_id: null,
    commit_url: null,
    created_at: createdAt,
    label: { name: label, color: 'ededed' },
    performed_via_github_app: null,
  };
}

export function otherEvent(event: string, actor: string, createdAt: string, id = 1) {
  return {
    id,
    node_id: `E_${id}`,
    actor: user(actor),
    event,
    commit_id: null,
    commit_url: null,
    created_at: createdAt,
    performed_via_github_app: null,
  };
}

/** GET /users/{username}: the fields the Action reads (id, public email) among the rest. */
export function userReply(login: string, email: string | null = null) {
  return { ...user(login), node_id: `U_${login}`, name: login, email, public_repos: 3 };
}

/** GET /repos/{owner}/{repo}/collaborators/{username}/permission. */
export function permissionReply(login: string, permission: string, roleName: string) {
  return { permission, role_name: roleName, user: { ...user(login), permissions: {} } };
}

/** A pull request as GET /repos/{owner}/{repo}/pulls/{number} returns it. */
export function pullReply(o: {
  number: number;
  author: string;
  labels: string[];
  head?: string;
  commits?: number;
  mergeCommit?: string;
  merged?: boolean;
}) {
  return {
    number: o.number,
    state: o.merged ? 'closed' : 'open',
    user: user(o.author),
    labels: o.labels.map((name, i) => ({ id: 100 + i, name, color: 'ededed' })),
    head: {
      label: `${OWNER}:feature`,
      ref: 'feature',
      sha: o.head ?? 'f'.repeat(40),
      user: user(o.author),
      repo: repository,
    },
    base: { label: `${OWNER}:main`, ref: 'main', sha: 'e'.repeat(40), user: user(OWNER), repo: repository },
    commits: o.commits ?? 1,
    merged_at: o.merged ? '2026-01-02T00:00:00Z' : null,
    merge_commit_sha: o.mergeCommit ?? null,
  };
}

/** A `committed` timeline item (GET .../issues/{number}/timeline): git's dates, no created_at. */
export function committedEvent(sha: string, date: string, author = 'alice') {
  const who = { name: author, email: `${author}@example.com`, date };
  return {
    event: 'committed',
    sha,
    node_id: `C_${sha.slice(0, 8)}`,
    url: `https://api.github.com/repos/${OWNER}/${REPO}/git/commits/${sha}`,
    author: who,
    committer: who,
    message: 'change',
    tree: { sha: 'd'.repeat(40) },
    parents: [],
    verification: { verified: false, reason: 'unsigned' },
  };
}

/** A `head_ref_force_pushed` timeline item. */
export function forcePushedEvent(actor: string, createdAt: string, id = 50, commitId = 'c'.repeat(40)) {
  return { ...otherEvent('head_ref_force_pushed', actor, createdAt, id), commit_id: commitId };
}

/** A `base_ref_changed` or `base_ref_force_pushed` timeline item. */
export function baseChangedEvent(
  event: 'base_ref_changed' | 'base_ref_force_pushed',
  actor: string,
  createdAt: string,
  id = 60,
) {
  return otherEvent(event, actor, createdAt, id);
}

/** One commit as GET /repos/{owner}/{repo}/pulls/{number}/commits lists it. */
export function commitReply(sha: string, author: string | null, committer: string | null = author, message = 'change') {
  const git = (login: string | null) => ({
    name: login ?? 'someone',
    email: `${login ?? 'someone'}@example.com`,
    date: '2026-01-01T00:00:00Z',
  });
  return {
    sha,
    commit: { author: git(author), committer: git(committer), message },
    author: author === null ? null : user(author),
    committer: committer === null ? null : user(committer),
    parents: [],
  };
}

/**
 * One item of GET /repos/{owner}/{repo}/activity (GitHub's `activity` schema): a change of a
 * branch, with who made it and when GitHub's server received it.
 */
export function activityItem(
  actor: string | null,
  before: string,
  after: string,
  timestamp: string,
  activityType = 'push',
  ref = 'refs/heads/feature',
  id = 1,
) {
  return {
    id,
    node_id: `RA_${id}`,
    before,
    after,
    ref,
    timestamp,
    activity_type: activityType,
    actor: actor === null ? null : user(actor),
  };
}
