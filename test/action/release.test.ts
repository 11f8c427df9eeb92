/**
 * Release by a person, for the head they saw: the bundled Action against a local stand-in for the
 * API that logs every request. The label, the timeline and the commits are read at run time; the
 * label holds only when added after the last push, by someone with write permission who is neither
 * the author nor an author or committer of a released commit. Each test asserts the request log.
 */
import { describe, expect, it } from 'vitest';
import { type GitRepo, withGitRepo } from '../helpers/gitRepo.js';
import {
  activityItem,
  baseChangedEvent,
  commitReply,
  committedEvent,
  forcePushedEvent,
  labelEvent,
  otherEvent,
  permissionReply,
  pullReply,
  pullRequestPayload,
  userReply,
} from './payloads.js';
import {
  FakeGithub,
  HANG,
  inTurn,
  OWNER,
  REPO,
  type Reply,
  type Routes,
  runAction,
  TOKEN,
  withFakeGithub,
} from './runAction.js';
import { pullRequest, tsv } from './scenario.js';

const LABEL = 'diffgate-release';
const R = `/repos/${OWNER}/${REPO}`;
const PULL = `GET ${R}/pulls/7`;
const TIMELINE = `GET ${R}/issues/7/timeline`;
const COMMITS = `GET ${R}/pulls/7/commits`;
const ACTIVITY = `GET ${R}/activity`;
/** The labeller's pushes to any branch: the same path, `?actor=LOGIN` (the log drops the query). */
const ACTIVITY_BY = ACTIVITY;
const ZERO = '0'.repeat(40);
const REMOVE = `DELETE ${R}/issues/7/labels/${LABEL}`;
const permission = (user: string) => `GET ${R}/collaborators/${user}/permission`;

interface Pr {
  base: string;
  head: string;
}

const pull = (pr: Pr, labels = [LABEL]) => ({
  status: 200,
  body: pullReply({ number: 7, author: 'alice', labels, head: pr.head, commits: 1 }),
});
/** alice opened the pull request and pushed its commit; then `actor` added the label. */
const timeline = (pr: Pr, actor: string, ...after: unknown[]) => ({
  status: 200,
  body: [
    otherEvent('opened', 'alice', '2026-01-01T00:00:00Z', 1),
    committedEvent(pr.head, '2026-01-01T00:00:00Z'),
    labelEvent('labeled', LABEL, actor, '2026-01-02T00:00:00Z', 2),
    ...after,
  ],
});
const commits = (pr: Pr, author = 'alice', committer = author) => ({
  status: 200,
  body: [commitReply(pr.head, author, committer)],
});
/** The head branch's activity: alice created it with the head on 2026-01-01, then `later`. */
const activity = (pr: Pr, ...later: unknown[]) => ({
  status: 200,
  body: [...later, activityItem('alice', ZERO, pr.head, '2026-01-01T00:00:00Z', 'branch_creation')],
});
const maintainer = {
  [permission('mallory-maintainer')]: {
    status: 200,
    body: permissionReply('mallory-maintainer', 'write', 'maintain'),
  },
};
/** Every route of a release by mallory-maintainer that holds. */
const releasedBy = (pr: Pr): Routes => ({
  [PULL]: pull(pr),
  [TIMELINE]: timeline(pr, 'mallory-maintainer'),
  [ACTIVITY]: activity(pr),
  [COMMITS]: commits(pr),
  ...maintainer,
});
const RELEASE_LOG = [PULL, TIMELINE, ACTIVITY, ACTIVITY_BY, COMMITS, permission('mallory-maintainer')];
/** A stale label: removed, then whether the person who added it could release again (to name them). */
const STALE_LOG = [PULL, TIMELINE, REMOVE, COMMITS, permission('mallory-maintainer')];

/** A blocked pull request by alice (a frozen file edited); the payload carries `labels`. */
async function blockedPullRequest(
  routes: (pr: Pr) => Routes,
  o: {
    labels?: string[];
    inputs?: Record<string, string>;
    env?: Record<string, string>;
    /** What the head commit changes (after any commits of its own): by default the frozen file. */
    change?: (repo: GitRepo) => void;
    /** The repository the head branch is in, as the payload names it (a fork's, for a pull request from one). */
    headRepo?: string;
  } = {},
) {
  return withGitRepo(async (repo) => {
    const pr = pullRequest(
      repo,
      { '.diffgate.tsv': tsv(['freeze', 'config/**', 'Configuration is reviewed']), 'config/app.yml': 'a\n' },
      o.change ?? ((r) => r.write('config/app.yml', 'b\n')),
    );
    const payload = pullRequestPayload({ ...pr, author: 'alice', labels: o.labels ?? [LABEL], action: 'labeled' });
    if (o.headRepo !== undefined) {
      const [owner, name] = o.headRepo.split('/') as [string, string];
      const head = payload.pull_request.head;
      payload.pull_request.head = {
        ...head,
        label: `${owner}:feature`,
        repo: { ...head.repo, full_name: o.headRepo, name, owner: { ...head.repo.owner, login: owner, type: 'User' } },
      };
    }
    return withFakeGithub(routes(pr), async (api) => {
      const run = await runAction({
        workspace: repo.dir,
        event: 'pull_request',
        payload,
        api,
        ...(o.inputs ? { inputs: o.inputs } : {}),
        ...(o.env ? { env: o.env } : {}),
      });
      return { run, api, pr };
    });
  });
}

describe('release label', () => {
  it('passes when a maintainer who wrote none of its commits added the label after the last push', async () => {
    const { run, api, pr } = await blockedPullRequest(releasedBy);
    expect(run.status).toBe(0);
    expect(run.outputs).toMatchObject({ violations: '1', released: 'true' });
    expect(run.errors).toEqual([]);
    expect(run.annotations.filter((a) => a.kind === 'warning')[0]!.props).toMatchObject({
      file: 'config/app.yml',
      title: 'diffgate freeze (released)',
    });
    expect(run.summary).toContain('## diffgate: blocked, released by a maintainer');
    expect(run.summary).toContain(
      `Released by @mallory-maintainer (maintain permission), who added the label \`diffgate-release\` to pull request #7 at 2026-01-02T00:00:00Z, after its last push, for head ${pr.head} (pushed by @alice at 2026-01-01T00:00:00Z, as the branch's activity records it).`,
    );
    expect(run.report).toMatchObject({
      released: true,
      release: {
        released: true,
        by: 'mallory-maintainer',
        permission: 'maintain',
        pr: 7,
        head: pr.head,
        pushed: { by: 'alice', at: '2026-01-01T00:00:00Z' },
      },
    });
    expect(api.log()).toEqual(RELEASE_LOG);
    expect(api.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
  });

  it('reads the label from the API, not the payload: a re-run with the stale payload (no label) is released', async () => {
    const { run, api } = await blockedPullRequest(releasedBy, { labels: [] });
    expect(run.status).toBe(0);
    expect(run.outputs.released).toBe('true');
    expect(api.log()).toEqual(RELEASE_LOG);
  });

  it('reads the label from the API, not the payload: a label the payload has but the pull request lost does not release', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({ ...releasedBy(pr), [PULL]: pull(pr, []) }));
    expect(run.status).toBe(1);
    expect(run.summary).toContain('Not released: pull request #7 does not carry the label `diffgate-release`.');
    expect(api.log()).toEqual([PULL]);
  });

  it('follows the timeline pagination', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [TIMELINE]: (self) => ({
        status: 200,
        body: [committedEvent(pr.head, '2026-01-01T00:00:00Z')],
        headers: { link: `<${self.url}${R}/issues/7/timeline?per_page=100&page=2>; rel="next"` },
      }),
      [`${TIMELINE}?per_page=100&page=2`]: {
        status: 200,
        body: [labelEvent('labeled', LABEL, 'mallory-maintainer', '2026-01-02T00:00:00Z')],
      },
    }));
    expect(run.status).toBe(0);
    expect(api.requests.map((r) => r.path)).toEqual([
      `${R}/pulls/7`,
      `${R}/issues/7/timeline?per_page=100`,
      `${R}/issues/7/timeline?per_page=100&page=2`,
      `${R}/activity?ref=refs%2Fheads%2Ffeature&direction=desc&per_page=100`,
      `${R}/activity?actor=mallory-maintainer&direction=desc&per_page=100`,
      `${R}/pulls/7/commits?per_page=100`,
      `${R}/collaborators/mallory-maintainer/permission`,
    ]);
  });

  it('a label added before the last push is stale: fails, says so, names who can release, and removes it', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [TIMELINE]: timeline(
        pr,
        'mallory-maintainer',
        committedEvent(pr.head.replace(/^./, 'a'), '2026-01-01T12:00:00Z'),
      ),
      [REMOVE]: { status: 200, body: [] },
    }));
    expect(run.status).toBe(1);
    expect(run.outputs.released).toBe('false');
    expect(run.summary).toMatch(
      /@mallory-maintainer added `diffgate-release` at 2026-01-02T00:00:00Z, but commit a[0-9a-f]{11} was pushed after it, so the label released an earlier head, not this one\. The stale label `diffgate-release` was removed\. To release again: @mallory-maintainer or another person with write, maintain or admin permission who is neither @alice \(the author\) nor an author, committer or pusher of its commits reviews the new commits and adds the label again\./,
    );
    expect(api.log()).toEqual(STALE_LOG);
  });

  it('a commit dated after the label counts as pushed after it, wherever the timeline lists it', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [TIMELINE]: {
        status: 200,
        body: [
          labelEvent('labeled', LABEL, 'mallory-maintainer', '2026-01-02T00:00:00Z'),
          committedEvent(pr.head, '2026-03-01T00:00:00Z'),
        ].reverse(),
      },
      [REMOVE]: { status: 200, body: [] },
    }));
    expect(run.status).toBe(1);
    expect(run.summary).toContain('was pushed after it');
    expect(api.log()).toEqual(STALE_LOG);
  });

  it('a force-push after the label makes it stale; without issues: write the label stays and the summary says why', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [TIMELINE]: timeline(pr, 'mallory-maintainer', forcePushedEvent('alice', '2026-01-03T00:00:00Z')),
      [REMOVE]: { status: 403, body: { message: 'Resource not accessible by integration' } },
    }));
    expect(run.status).toBe(1);
    expect(run.summary).toContain('but @alice force-pushed the branch at 2026-01-03T00:00:00Z, after it');
    expect(run.summary).toContain(
      'The stale label `diffgate-release` is still on the pull request: removing it failed (HTTP 403: Resource not accessible by integration',
    );
    expect(run.summary).toContain('the Action removes it only with the issues: write permission.');
    // a 403 that is not a rate limit is not retried
    expect(api.log()).toEqual(STALE_LOG);
  });

  const NAMES_NO_ONE =
    'To release again: a person with write, maintain or admin permission who is neither @alice (the author) nor an author, committer or pusher of its commits reviews the new commits and adds the label again.';
  it.each([
    ['the author', 'alice', {}, [PULL, TIMELINE, REMOVE]],
    [
      'someone with triage permission',
      'tom-triage',
      { [permission('tom-triage')]: { status: 200, body: permissionReply('tom-triage', 'read', 'triage') } },
      [PULL, TIMELINE, REMOVE, COMMITS, permission('tom-triage')],
    ],
    ['someone who pushed a commit to it', 'bob-committer', {}, [PULL, TIMELINE, REMOVE, COMMITS]],
  ] as const)(
    'a stale label added by %s does not name them as who can release again',
    async (_who, actor, routes, log) => {
      const { run, api } = await blockedPullRequest((pr) => ({
        ...releasedBy(pr),
        ...routes,
        [TIMELINE]: timeline(pr, actor, committedEvent('a'.repeat(40), '2026-01-03T00:00:00Z')),
        [COMMITS]: {
          status: 200,
          body: [commitReply(pr.head, 'alice'), commitReply('a'.repeat(40), 'alice', 'bob-committer')],
        },
        [REMOVE]: { status: 200, body: [] },
      }));
      expect(run.status).toBe(1);
      expect(run.report.release.why).toContain(NAMES_NO_ONE);
      expect(run.report.release.why).not.toContain(`@${actor} or another person`);
      expect(api.log()).toEqual(log);
    },
  );

  it('refuses while the timeline does not show the checked head yet (it lags a fresh push)', async () => {
    const { run, api, pr } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [TIMELINE]: {
        status: 200,
        body: [
          committedEvent('a'.repeat(40), '2026-01-01T00:00:00Z'),
          labelEvent('labeled', LABEL, 'mallory-maintainer', '2026-01-02T00:00:00Z'),
        ],
      },
    }));
    expect(run.status).toBe(1);
    expect(run.outputs.released).toBe('false');
    expect(run.summary).toContain(
      `the timeline of pull request #7 does not show its head ${pr.head} yet (no "committed" or force-push item for it before the label), so whether the label was added after that push cannot be told. GitHub lists a push in the timeline shortly after it: re-run this check in a minute.`,
    );
    expect(api.log()).toEqual([PULL, TIMELINE]);
  });

  it('a force-push to the checked head before the label shows the head', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [TIMELINE]: {
        status: 200,
        body: [
          committedEvent('a'.repeat(40), '2026-01-01T00:00:00Z'),
          forcePushedEvent('alice', '2026-01-01T12:00:00Z', 50, pr.head),
          labelEvent('labeled', LABEL, 'mallory-maintainer', '2026-01-02T00:00:00Z'),
        ],
      },
    }));
    expect(run.status).toBe(0);
    expect(run.outputs.released).toBe('true');
    expect(api.log()).toEqual(RELEASE_LOG);
  });

  it.each([
    ['base_ref_changed', "@bob changed the pull request's base branch at 2026-01-03T00:00:00Z, after it"],
    ['base_ref_force_pushed', "@bob force-pushed the pull request's base branch at 2026-01-03T00:00:00Z, after it"],
  ] as const)('%s after the label makes it stale like a push', async (event, why) => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [TIMELINE]: timeline(pr, 'mallory-maintainer', baseChangedEvent(event, 'bob', '2026-01-03T00:00:00Z')),
      [REMOVE]: { status: 200, body: [] },
    }));
    expect(run.status).toBe(1);
    expect(run.outputs.released).toBe('false');
    expect(run.summary).toContain(why);
    expect(api.log()).toEqual(STALE_LOG);
  });

  it('refuses a releaser who committed to the pull request (a maintainer releasing their own change)', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [COMMITS]: {
        status: 200,
        body: [commitReply(pr.base, 'alice'), commitReply(pr.head, 'alice', 'mallory-maintainer')],
      },
    }));
    expect(run.status).toBe(1);
    expect(run.summary).toContain(
      '@mallory-maintainer added `diffgate-release` but is an author or committer of a commit in the pull request',
    );
    expect(api.log()).toEqual([PULL, TIMELINE, ACTIVITY, ACTIVITY_BY, COMMITS]);
  });

  it('refuses a commit whose author and committer GitHub links to no account: who wrote it cannot be checked', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [COMMITS]: { status: 200, body: [commitReply(pr.base, 'alice'), commitReply(pr.head, null)] },
    }));
    expect(run.status).toBe(1);
    expect(run.outputs.released).toBe('false');
    expect(run.report.release.why).toMatch(
      /^the author and committer of commit [0-9a-f]{12} \(someone <someone@example\.com>\) is linked to no GitHub account, so whether the person who added the label wrote it cannot be checked, and a release is refused\./,
    );
    expect(api.log()).toEqual([PULL, TIMELINE, ACTIVITY, ACTIVITY_BY, COMMITS]);
  });

  it.each([
    ['a noreply address with the id', 'M. Maintainer', '18007+mallory-maintainer@users.noreply.github.com', null],
    ['the login as the name', 'Mallory-Maintainer', 'mm@laptop.local', null],
    ['the public email', 'M. Maintainer', 'MM@Example.org', 'mm@example.org'],
  ])('refuses a releaser named as a co-author of a released commit (%s)', async (_how, name, email, publicEmail) => {
    const USER = `GET /users/mallory-maintainer`;
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [COMMITS]: {
        status: 200,
        body: [
          commitReply(
            pr.head,
            'alice',
            'alice',
            `change config\n\nApply suggestions from code review\n\nCo-authored-by: Bea <bea@example.com>\nCo-authored-by: ${name} <${email}>\n`,
          ),
        ],
      },
      [USER]: { status: 200, body: userReply('mallory-maintainer', publicEmail) },
    }));
    expect(run.status).toBe(1);
    expect(run.outputs.released).toBe('false');
    expect(run.report.release.why).toMatch(
      new RegExp(
        `^@mallory-maintainer added \`diffgate-release\` but is named as a co-author of commit [0-9a-f]{12} \\(Co-authored-by: ${name.replace('.', '\\.')} <${email.replace(/[.+]/g, '\\$&')}>\\)`,
      ),
    );
    expect(api.log()).toEqual([PULL, TIMELINE, ACTIVITY, ACTIVITY_BY, COMMITS, USER]);
  });

  it('releases when the co-authors are other people', async () => {
    const USER = `GET /users/mallory-maintainer`;
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [COMMITS]: {
        status: 200,
        body: [commitReply(pr.head, 'alice', 'alice', 'change\n\nCo-authored-by: Bea <bea@example.com>')],
      },
      [USER]: { status: 200, body: userReply('mallory-maintainer', 'mm@example.org') },
    }));
    expect(run.status).toBe(0);
    expect(run.outputs.released).toBe('true');
    expect(api.log()).toEqual([PULL, TIMELINE, ACTIVITY, ACTIVITY_BY, COMMITS, USER, permission('mallory-maintainer')]);
  });

  it('refuses a release when the pull request has moved on from the checked head', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [PULL]: { status: 200, body: pullReply({ number: 7, author: 'alice', labels: [LABEL], head: 'b'.repeat(40) }) },
    }));
    expect(run.status).toBe(1);
    expect(run.summary).toMatch(/pull request #7's head is now b{40}, not the checked [0-9a-f]{40}/);
    expect(api.log()).toEqual([PULL]);
  });

  // One line per way the release does not hold: what changes in the routes, the reason, the log.
  const refused: [string, (pr: Pr) => Routes, RegExp, string[]][] = [
    [
      'added by the author',
      (pr) => ({ ...releasedBy(pr), [TIMELINE]: timeline(pr, 'Alice') }),
      /@Alice added `diffgate-release` but is the pull request's author/,
      [PULL, TIMELINE],
    ],
    [
      'added by someone with triage permission',
      (pr) => ({
        ...releasedBy(pr),
        [TIMELINE]: timeline(pr, 'tom-triage'),
        [permission('tom-triage')]: { status: 200, body: permissionReply('tom-triage', 'read', 'triage') },
      }),
      /@tom-triage added `diffgate-release` but has triage permission; releasing needs write, maintain or admin/,
      [PULL, TIMELINE, ACTIVITY, ACTIVITY_BY, COMMITS, permission('tom-triage')],
    ],
    [
      'removed after it was added',
      (pr) => ({
        ...releasedBy(pr),
        [TIMELINE]: timeline(pr, 'mallory-maintainer', labelEvent('unlabeled', LABEL, 'alice', '2026-01-03T00:00:00Z')),
      }),
      /the label `diffgate-release` was removed from pull request #7 after it was last added/,
      [PULL, TIMELINE],
    ],
    [
      'not in the timeline',
      (pr) => ({ ...releasedBy(pr), [TIMELINE]: { status: 200, body: [] } }),
      /carries `diffgate-release` but its history has no "labeled" event/,
      [PULL, TIMELINE],
    ],
    [
      'on a pull request with more commits than the API lists',
      (pr) => ({
        ...releasedBy(pr),
        [PULL]: {
          status: 200,
          body: pullReply({ number: 7, author: 'alice', labels: [LABEL], head: pr.head, commits: 300 }),
        },
      }),
      /pull request #7 has 300 commits and the API lists 1/,
      [PULL, TIMELINE, ACTIVITY, ACTIVITY_BY, COMMITS],
    ],
    [
      'on a pull request whose commit list lags its commit count',
      (pr) => ({
        ...releasedBy(pr),
        [PULL]: {
          status: 200,
          body: pullReply({ number: 7, author: 'alice', labels: [LABEL], head: pr.head, commits: 2 }),
        },
      }),
      /^(?!.*250).*pull request #7 has 2 commits but the API listed 1 \(the list can lag a fresh push\), so who wrote the others cannot be checked and a release is refused\. Re-run this check in a minute\./m,
      [PULL, TIMELINE, ACTIVITY, ACTIVITY_BY, COMMITS],
    ],
    [
      'looked up while the permission API answers 404 (not a collaborator)',
      (pr) => ({
        ...releasedBy(pr),
        [permission('mallory-maintainer')]: { status: 404, body: { message: 'Not Found' } },
      }),
      /the GitHub API failed for GET \/repos\/acme\/widgets\/collaborators\/mallory-maintainer\/permission \(HTTP 404: Not Found/,
      [PULL, TIMELINE, ACTIVITY, ACTIVITY_BY, COMMITS, permission('mallory-maintainer')],
    ],
  ];

  it.each(refused)('fails when the label was %s', async (_name, routes, why, log) => {
    const { run, api } = await blockedPullRequest(routes);
    expect(run.status).toBe(1);
    expect(run.outputs).toMatchObject({ violations: '1', released: 'false' });
    expect(run.errors[0]!.props).toMatchObject({ file: 'config/app.yml', title: 'diffgate freeze' });
    expect(run.summary).toMatch(why);
    expect(run.summary).toContain('To release: a person with write, maintain or admin permission who is neither');
    expect(run.report.release.released).toBe(false);
    expect(api.log()).toEqual(log);
  });

  it('uses the release-label input', async () => {
    const { run, api } = await blockedPullRequest(
      (pr) => ({
        ...releasedBy(pr),
        [PULL]: pull(pr, ['ok-to-merge']),
        [TIMELINE]: {
          status: 200,
          body: [
            committedEvent(pr.head, '2026-01-01T00:00:00Z'),
            labelEvent('labeled', 'ok-to-merge', 'mallory-maintainer', '2026-01-02T00:00:00Z'),
          ],
        },
      }),
      { inputs: { 'release-label': 'ok-to-merge' } },
    );
    expect(run.status).toBe(0);
    expect(run.summary).toContain('who added the label `ok-to-merge`');
    expect(api.log()).toEqual(RELEASE_LOG);
  });

  it.each(['.', '..'])(
    'refuses the release-label %j before asking anything (as a path segment it names no label)',
    async (label) => {
      const { run, api } = await blockedPullRequest(releasedBy, { inputs: { 'release-label': label } });
      expect(run.status).toBe(1);
      expect(run.outputs.released).toBe('false');
      expect(run.summary).toContain(`diffgate: the release-label input "${label}" cannot be used: in an API address`);
      expect(api.requests).toEqual([]);
    },
  );

  it('removes a stale label whose name has a slash, a space and a # by its encoded name', async () => {
    const odd = 'ok/to merge#1';
    const { run, api } = await blockedPullRequest(
      (pr) => ({
        ...releasedBy(pr),
        [PULL]: pull(pr, [odd]),
        [TIMELINE]: {
          status: 200,
          body: [
            labelEvent('labeled', odd, 'mallory-maintainer', '2026-01-02T00:00:00Z'),
            committedEvent(pr.head, '2026-01-03T00:00:00Z'),
          ],
        },
        [`DELETE ${R}/issues/7/labels/ok%2Fto%20merge%231`]: { status: 200, body: [] },
      }),
      { inputs: { 'release-label': odd } },
    );
    expect(run.status).toBe(1);
    expect(run.report.release.why).toContain('The stale label `ok/to merge#1` was removed.');
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `${PULL}`,
      `${TIMELINE}?per_page=100`,
      `DELETE ${R}/issues/7/labels/ok%2Fto%20merge%231`,
      `${COMMITS}?per_page=100`,
      `${permission('mallory-maintainer')}`,
    ]);
  });

  it('does not look anything up when nothing is blocked', async () => {
    await withGitRepo(async (repo) => {
      const pr = pullRequest(
        repo,
        { '.diffgate.tsv': tsv(['freeze', 'config/**', 'Reviewed']), 'config/app.yml': 'a\n' },
        (r) => r.write('README.md', 'hi\n'),
      );
      await withFakeGithub(releasedBy(pr), async (api) => {
        const run = await runAction({
          workspace: repo.dir,
          event: 'pull_request',
          payload: pullRequestPayload({ ...pr, labels: [LABEL] }),
          api,
        });
        expect(run.status).toBe(0);
        expect(run.outputs.released).toBe('false');
        expect(api.requests).toEqual([]);
      });
    });
  });
});

describe('who pushed, and when: the branch activity GitHub records, not what commits say', () => {
  /** A pull request whose head sits on an earlier commit of alice's (`first`, set when the scenario is built). */
  let first = '';
  const twoCommits = (r: GitRepo) => {
    r.write('README.md', 'alice docs\n');
    r.commit('docs');
    first = r.git('rev-parse', 'HEAD').trim();
    r.write('config/app.yml', 'b\n');
  };
  /** alice created the branch with `first`; `pushed` then made the head its tip at `at`. */
  const twoPushes = (pr: Pr, pushed: string, at: string) => ({
    status: 200,
    body: [
      activityItem(pushed, first, pr.head, at, 'push', 'refs/heads/feature', 2),
      activityItem('alice', ZERO, first, '2026-01-01T00:00:00Z', 'branch_creation'),
    ],
  });
  /** Both commits carry alice's name and email, which GitHub links to @alice. */
  const byAlice = (pr: Pr) => ({ status: 200, body: [commitReply(first, 'alice'), commitReply(pr.head, 'alice')] });
  const timelineOf = (...items: unknown[]) => ({
    status: 200,
    body: [
      otherEvent('opened', 'alice', '2026-01-01T00:00:00Z', 1),
      committedEvent(first, '2026-01-01T00:00:00Z'),
      ...items,
    ],
  });
  const pullOf = (pr: Pr) => ({
    status: 200,
    body: pullReply({ number: 7, author: 'alice', labels: [LABEL], head: pr.head, commits: 2 }),
  });

  it("refuses a releaser who pushed a commit under the author's name and email (git identity is free text)", async () => {
    const { run, api, pr } = await blockedPullRequest(
      (pr) => ({
        ...releasedBy(pr),
        [PULL]: pullOf(pr),
        [TIMELINE]: timelineOf(
          committedEvent(pr.head, '2026-01-01T12:00:00Z'),
          labelEvent('labeled', LABEL, 'mallory-maintainer', '2026-01-02T00:00:00Z', 2),
        ),
        [ACTIVITY]: twoPushes(pr, 'mallory-maintainer', '2026-01-01T12:00:00Z'),
        [COMMITS]: byAlice(pr),
      }),
      { change: twoCommits },
    );
    expect(run.status).toBe(1);
    expect(run.outputs).toMatchObject({ violations: '1', released: 'false' });
    expect(run.report.release.why).toBe(
      `@mallory-maintainer added \`diffgate-release\` but pushed commits of the pull request (${pr.head.slice(0, 12)} to feature of acme/widgets at 2026-01-01T12:00:00Z, as the branch's activity records it, whatever name and email the commits carry); only someone who pushed none of its commits can release it.`,
    );
    expect(api.log()).toEqual([PULL, TIMELINE, ACTIVITY, ACTIVITY_BY]);
  });

  it('a commit pushed after the label with a backdated date makes the label stale (the timeline lists it before the label)', async () => {
    const { run, api, pr } = await blockedPullRequest(
      (pr) => ({
        ...releasedBy(pr),
        [PULL]: pullOf(pr),
        // GitHub orders `committed` items by the commit's own date: the backdated head sits before the label
        [TIMELINE]: timelineOf(
          committedEvent(pr.head, '2026-01-01T00:00:00Z'),
          labelEvent('labeled', LABEL, 'mallory-maintainer', '2026-01-02T00:00:00Z', 2),
        ),
        [ACTIVITY]: twoPushes(pr, 'alice', '2026-01-03T00:00:00Z'),
        [COMMITS]: byAlice(pr),
        [REMOVE]: { status: 200, body: [] },
      }),
      { change: twoCommits },
    );
    expect(run.status).toBe(1);
    expect(run.outputs.released).toBe('false');
    expect(run.report.release.why).toBe(
      `@mallory-maintainer added \`diffgate-release\` at 2026-01-02T00:00:00Z, but @alice pushed its head ${pr.head.slice(0, 12)} at 2026-01-03T00:00:00Z, after it (so the branch's activity records the push; a commit's own date can say otherwise), so the label released an earlier head, not this one. The stale label \`diffgate-release\` was removed. To release again: @mallory-maintainer or another person with write, maintain or admin permission who is neither @alice (the author) nor an author, committer or pusher of its commits reviews the new commits and adds the label again.`,
    );
    expect(api.log()).toEqual([
      PULL,
      TIMELINE,
      ACTIVITY,
      ACTIVITY_BY,
      REMOVE,
      COMMITS,
      permission('mallory-maintainer'),
    ]);
  });

  it('releases when every push came before the label and none was by the releaser', async () => {
    const { run, api } = await blockedPullRequest(
      (pr) => ({
        ...releasedBy(pr),
        [PULL]: pullOf(pr),
        [TIMELINE]: timelineOf(
          committedEvent(pr.head, '2026-01-01T12:00:00Z'),
          labelEvent('labeled', LABEL, 'mallory-maintainer', '2026-01-02T00:00:00Z', 2),
        ),
        [ACTIVITY]: twoPushes(pr, 'alice', '2026-01-01T12:00:00Z'),
        [COMMITS]: byAlice(pr),
      }),
      { change: twoCommits },
    );
    expect(run.status).toBe(0);
    expect(run.outputs.released).toBe('true');
    expect(api.log()).toEqual(RELEASE_LOG);
    expect(api.requests[2]!.path).toBe(`${R}/activity?ref=refs%2Fheads%2Ffeature&direction=desc&per_page=100`);
  });

  it('refuses when the activity cannot be read (403), naming the permission and what to do', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [ACTIVITY]: { status: 403, body: { message: 'Resource not accessible by integration' } },
    }));
    expect(run.status).toBe(1);
    expect(run.outputs.released).toBe('false');
    expect(run.report.release.why).toBe(
      "who pushed the pull request's commits, and when, is read from the activity of acme/widgets (GET /repos/acme/widgets/activity, for refs/heads/feature), and that failed (HTTP 403: Resource not accessible by integration), so a release is refused (fail closed). The call needs the `contents: read` permission on acme/widgets: add it to the workflow's `permissions:` (or give the token input a token that has it; a pull request from a private fork needs a token that can read the fork), then re-run this check.",
    );
    // a 403 that is not a rate limit is not tried again
    expect(api.log()).toEqual([PULL, TIMELINE, ACTIVITY]);
  });

  it('refuses while the activity does not list the push of the head (it lags a fresh push)', async () => {
    const { run, api, pr } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [ACTIVITY]: { status: 200, body: [activityItem('alice', ZERO, 'b'.repeat(40), '2026-01-01T00:00:00Z')] },
    }));
    expect(run.status).toBe(1);
    expect(run.report.release.why).toBe(
      `the activity of acme/widgets does not show the push that made ${pr.head} the tip of feature yet, so when it was pushed, and by whom, cannot be told, and a release is refused. GitHub records a push shortly after it: re-run this check in a minute.`,
    );
    expect(api.log()).toEqual([PULL, TIMELINE, ACTIVITY, ACTIVITY_BY]);
  });

  it("reads the fork's activity for a pull request from a fork", async () => {
    const FORK_ACTIVITY = 'GET /repos/bob/widgets/activity';
    const { run, api } = await blockedPullRequest(
      (pr) => {
        const body = pullReply({ number: 7, author: 'alice', labels: [LABEL], head: pr.head });
        const fork = { ...body.head.repo, full_name: 'bob/widgets', owner: { ...body.head.repo.owner, login: 'bob' } };
        const { [ACTIVITY]: _own, ...routes } = releasedBy(pr);
        return {
          ...routes,
          [PULL]: { status: 200, body: { ...body, head: { ...body.head, label: 'bob:feature', repo: fork } } },
          [FORK_ACTIVITY]: activity(pr),
        };
      },
      { headRepo: 'bob/widgets' },
    );
    expect(run.status).toBe(0);
    expect(run.outputs.released).toBe('true');
    expect(api.log()).toEqual([
      PULL,
      TIMELINE,
      FORK_ACTIVITY,
      FORK_ACTIVITY,
      COMMITS,
      permission('mallory-maintainer'),
    ]);
    expect(api.requests[2]!.path).toBe(
      '/repos/bob/widgets/activity?ref=refs%2Fheads%2Ffeature&direction=desc&per_page=100',
    );
  });

  it("follows the activity's cursor pagination back to where the branch began", async () => {
    const { run, api } = await blockedPullRequest(
      (pr) => ({
        ...releasedBy(pr),
        [PULL]: pullOf(pr),
        [TIMELINE]: timelineOf(
          committedEvent(pr.head, '2026-01-01T12:00:00Z'),
          labelEvent('labeled', LABEL, 'mallory-maintainer', '2026-01-02T00:00:00Z', 2),
        ),
        [ACTIVITY]: (self) => ({
          status: 200,
          body: [activityItem('alice', first, pr.head, '2026-01-01T12:00:00Z', 'push', 'refs/heads/feature', 2)],
          headers: {
            link: `<${self.url}${R}/activity?ref=refs%2Fheads%2Ffeature&direction=desc&per_page=100&after=Y3Vyc29y>; rel="next"`,
          },
        }),
        [`${ACTIVITY}?ref=refs%2Fheads%2Ffeature&direction=desc&per_page=100&after=Y3Vyc29y`]: {
          status: 200,
          // the branch began with a push by the releaser: their commit is in the pull request
          body: [activityItem('mallory-maintainer', ZERO, first, '2026-01-01T00:00:00Z', 'branch_creation')],
        },
        [COMMITS]: byAlice(pr),
      }),
      { change: twoCommits },
    );
    expect(run.status).toBe(1);
    expect(run.report.release.why).toMatch(
      /^@mallory-maintainer added `diffgate-release` but pushed commits of the pull request \([0-9a-f]{12} to feature of acme\/widgets at 2026-01-01T00:00:00Z,/,
    );
    expect(api.log()).toEqual([PULL, TIMELINE, ACTIVITY, ACTIVITY, ACTIVITY_BY, ACTIVITY_BY]);
  });

  it('an activity item without its fields fails closed, naming what it lacks', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [ACTIVITY]: { status: 200, body: [{ id: 1, activity_type: 'push' }] },
    }));
    expect(run.status).toBe(1);
    expect(run.report.release.why).toBe(
      "who pushed the pull request's commits, and when, is read from the activity of acme/widgets (GET /repos/acme/widgets/activity, for refs/heads/feature), and that failed (an item of the repository activity lacks before, after, ref or a timestamp, so the activity cannot be read), so a release is refused (fail closed). Re-run this check in a few minutes.",
    );
    expect(api.log()).toEqual([PULL, TIMELINE, ACTIVITY]);
  });
});

describe('calls that survive a bad minute', () => {
  it('tries a 500 of the activity again, like every call', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [ACTIVITY]: inTurn({ status: 500, body: { message: 'Server Error' } }, activity(pr)),
    }));
    expect(run.status).toBe(0);
    expect(run.outputs.released).toBe('true');
    expect(api.log()).toEqual([
      PULL,
      TIMELINE,
      ACTIVITY,
      ACTIVITY,
      ACTIVITY_BY,
      COMMITS,
      permission('mallory-maintainer'),
    ]);
  });

  it('tries a 500 again and is released by the answer that follows', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [TIMELINE]: inTurn({ status: 500, body: { message: 'Server Error' } }, timeline(pr, 'mallory-maintainer')),
    }));
    expect(run.status).toBe(0);
    expect(run.outputs.released).toBe('true');
    expect(api.log()).toEqual([
      PULL,
      TIMELINE,
      TIMELINE,
      ACTIVITY,
      ACTIVITY_BY,
      COMMITS,
      permission('mallory-maintainer'),
    ]);
  });

  it('gives up after api-retries failures of the same request, and says what the server said', async () => {
    const { run, api } = await blockedPullRequest(
      (pr) => ({ ...releasedBy(pr), [TIMELINE]: { status: 502, body: { message: 'Bad Gateway' } } }),
      { inputs: { 'api-retries': '2' } },
    );
    expect(run.status).toBe(1);
    expect(run.summary).toMatch(
      /the GitHub API failed for GET \/repos\/acme\/widgets\/issues\/7\/timeline \(HTTP 502: Bad Gateway/,
    );
    expect(api.log()).toEqual([PULL, TIMELINE, TIMELINE, TIMELINE]);
  });

  it('waits as a 429 retry-after says, then goes on', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [COMMITS]: inTurn(
        {
          status: 429,
          headers: { 'retry-after': '1' },
          body: {
            message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
          },
        },
        commits(pr),
      ),
    }));
    expect(run.status).toBe(0);
    expect(api.log()).toEqual([
      PULL,
      TIMELINE,
      ACTIVITY,
      ACTIVITY_BY,
      COMMITS,
      COMMITS,
      permission('mallory-maintainer'),
    ]);
    const [first, second] = api.requests.filter((r) => r.path.includes('/commits'));
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  });

  it('waits for x-ratelimit-reset after a rate-limit 403, then goes on', async () => {
    let api403 = 0;
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [PULL]: () =>
        api403 === 0
          ? (api403++,
            {
              status: 403,
              headers: {
                'x-ratelimit-remaining': '0',
                'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 1),
              },
              body: { message: 'API rate limit exceeded for installation.' },
            })
          : pull(pr),
    }));
    expect(run.status).toBe(0);
    expect(api.log()).toEqual([PULL, ...RELEASE_LOG]);
  });
  it('does not wait for a rate limit that resets after the call deadline', async () => {
    const { run, api } = await blockedPullRequest(() => ({
      [PULL]: {
        status: 403,
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600) },
        body: { message: 'API rate limit exceeded for installation.' },
      },
    }));
    expect(run.status).toBe(1);
    expect(run.summary).toMatch(/GET \/repos\/acme\/widgets\/pulls\/7 \(HTTP 403: API rate limit exceeded/);
    expect(api.log()).toEqual([PULL]);
    expect(run.ms).toBeLessThan(20_000);
  });

  it('abandons a hanging timeline (its second page) at the api-timeout, and the block stands', async () => {
    const { run, api } = await blockedPullRequest(
      (pr) => ({
        ...releasedBy(pr),
        [TIMELINE]: (self) => ({
          status: 200,
          body: [committedEvent(pr.head, '2026-01-01T00:00:00Z')],
          headers: { link: `<${self.url}${R}/issues/7/timeline?per_page=100&page=2>; rel="next"` },
        }),
        [`${TIMELINE}?per_page=100&page=2`]: HANG,
      }),
      { inputs: { 'api-timeout': '2' } },
    );
    expect(run.status).toBe(1);
    expect(run.summary).toContain(
      'the GitHub API failed for GET /repos/acme/widgets/issues/7/timeline (no answer within 2 s (the api-timeout input), so the call was abandoned)',
    );
    expect(api.log()).toEqual([PULL, TIMELINE, TIMELINE]);
    // the whole run, git and node start included, within the timeout and a loaded machine's slack
    expect(run.ms).toBeLessThan(2_000 + 8_000);
  });

  it('names a network error by its name, not as HTTP 500', async () => {
    // a port that was just free: nothing listens there
    const closed = await FakeGithub.start();
    await closed.close();
    const { run } = await blockedPullRequest(() => ({}), {
      inputs: { 'api-retries': '0' },
      env: { GITHUB_API_URL: closed.url },
    });
    expect(run.status).toBe(1);
    expect(run.summary).toMatch(
      /the GitHub API failed for GET \/repos\/acme\/widgets\/pulls\/7 \(network error ECONNREFUSED: connect ECONNREFUSED 127\.0\.0\.1:\d+\)/,
    );
    expect(run.summary).not.toContain('HTTP 500');
  });

  it('fails closed without a token, asking nothing', async () => {
    const { run, api } = await blockedPullRequest(releasedBy, { inputs: { token: '' } });
    expect(run.status).toBe(1);
    expect(api.requests).toEqual([]);
    expect(run.summary).toContain('Not released: the token input is empty');
  });
});

describe('answers that cannot be read fail closed, saying which call returned what', () => {
  /** Page 1 of the timeline: the label after alice's push; page 2 is `page2` (where a later push would be). */
  const twoPages =
    (page2: Reply) =>
    (pr: Pr): Routes => ({
      ...releasedBy(pr),
      [TIMELINE]: (self) => ({
        ...timeline(pr, 'mallory-maintainer'),
        headers: { link: `<${self.url}${R}/issues/7/timeline?per_page=100&page=2>; rel="next"` },
      }),
      [`${TIMELINE}?per_page=100&page=2`]: page2,
    });

  it('a timeline page answered 200 with an empty body is not read as an empty page', async () => {
    const { run, api } = await blockedPullRequest(twoPages({ status: 200, body: null, raw: '' }));
    expect(run.status).toBe(1);
    expect(run.outputs.released).toBe('false');
    // the summary escapes the & of the query: the report has the words as they are
    expect(run.report.release.why).toBe(
      'the GitHub API failed for GET /repos/acme/widgets/issues/7/timeline (GET /repos/acme/widgets/issues/7/timeline?per_page=100&page=2 answered HTTP 200 with an empty body, not the JSON GitHub sends; the answer cannot be read), so the block stands (fail closed).',
    );
    expect(api.log()).toEqual([PULL, TIMELINE, TIMELINE]);
  });

  it('a timeline page that is JSON but not a list names the page', async () => {
    const { run, api } = await blockedPullRequest(twoPages({ status: 200, body: {} }));
    expect(run.status).toBe(1);
    expect(run.report.release.why).toContain(
      'page 2 of the answer (GET /repos/acme/widgets/issues/7/timeline?per_page=100&page=2) is not a list of timeline events (a JSON array)',
    );
    expect(api.log()).toEqual([PULL, TIMELINE, TIMELINE]);
  });

  it('an empty page of the commit list is not read as the end of it', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [COMMITS]: { status: 200, body: null, raw: '' },
    }));
    expect(run.status).toBe(1);
    expect(run.summary).toContain(
      'GET /repos/acme/widgets/pulls/7/commits?per_page=100 answered HTTP 200 with an empty body',
    );
    expect(api.log()).toEqual([PULL, TIMELINE, ACTIVITY, ACTIVITY_BY, COMMITS]);
  });

  it('cut-off JSON is named as such, not as an internal error', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [PULL]: { status: 200, body: null, raw: '{"number": 7, "labels": [{"na' },
    }));
    expect(run.status).toBe(1);
    expect(run.summary).toContain(
      'GET /repos/acme/widgets/pulls/7 answered HTTP 200 with malformed JSON (cut off or garbled: "{\\"number\\": 7, \\"labels\\": [{\\"na")',
    );
    expect(run.summary).not.toMatch(/internal error|TypeError/);
    expect(api.log()).toEqual([PULL]);
  });

  it('a next link that never ends stops at 100 pages, and says so', async () => {
    const { run, api } = await blockedPullRequest((pr) => ({
      ...releasedBy(pr),
      [TIMELINE]: (self) => ({
        ...timeline(pr, 'mallory-maintainer'),
        headers: { link: `<${self.url}${R}/issues/7/timeline?per_page=100>; rel="next"` },
      }),
    }));
    expect(run.status).toBe(1);
    expect(run.summary).toContain(
      'the list of timeline events goes on past 100 pages (the server\'s "next" link does not end), so it was not read to the end',
    );
    expect(api.log()).toEqual([PULL, ...Array(100).fill(TIMELINE)]);
  });

  it('a 500 whose retry the deadline cuts short is reported as the 500, not as "no answer"', async () => {
    const { run, api } = await blockedPullRequest(
      (pr) => ({ ...releasedBy(pr), [PULL]: { status: 500, body: { message: 'Server Error' }, delayMs: 1_200 } }),
      { inputs: { 'api-timeout': '2' } },
    );
    expect(run.status).toBe(1);
    expect(run.summary).toContain(
      'the GitHub API failed for GET /repos/acme/widgets/pulls/7 (the call did not finish within 2 s (the api-timeout input), so it was abandoned: the server answered its request, the last with HTTP 500 Internal Server Error, and the next request was still to come)',
    );
    expect(api.log()).toEqual([PULL]);
  });
});
