/**
 * Release by a maintainer: the label lifts a block only when its latest "labeled" event is by
 * someone other than the author with write, maintain or admin permission, looked up through the
 * API (a local server here). Any API failure keeps the block (fail closed) and the summary says why.
 */
import { describe, expect, it } from 'vitest';
import { withGitRepo } from '../helpers/gitRepo.js';
import { labelEvent, otherEvent, permissionReply, pullRequestPayload } from './payloads.js';
import { OWNER, REPO, TOKEN, runAction, withFakeGithub, type Routes } from './runAction.js';
import { pullRequest, tsv } from './scenario.js';

const LABEL = 'diffgate-release';
const EVENTS = `GET /repos/${OWNER}/${REPO}/issues/7/events`;
const permission = (user: string) => `GET /repos/${OWNER}/${REPO}/collaborators/${user}/permission`;

const labeledBy = (actor: string) => ({
  status: 200,
  body: [
    otherEvent('opened', 'alice', '2026-01-01T00:00:00Z', 1),
    labelEvent('labeled', LABEL, actor, '2026-01-02T00:00:00Z', 2),
  ],
});

/** A blocked pull request by alice (a frozen file edited), carrying `labels`, checked against `routes`. */
async function blockedPullRequest(routes: Routes, labels: string[] = [LABEL], inputs: Record<string, string> = {}) {
  return withGitRepo(async (repo) => {
    const pr = pullRequest(
      repo,
      { '.diffgate.tsv': tsv(['freeze', 'config/**', 'Configuration is reviewed']), 'config/app.yml': 'a\n' },
      (r) => r.write('config/app.yml', 'b\n'),
    );
    return withFakeGithub(routes, async (api) => {
      const run = await runAction({
        workspace: repo.dir,
        event: 'pull_request',
        payload: pullRequestPayload({ ...pr, author: 'alice', labels, action: 'labeled' }),
        api,
        inputs,
      });
      return { run, api };
    });
  });
}

describe('release label', () => {
  it('passes when a maintainer (not the author) added the label; the summary names who released what', async () => {
    const { run, api } = await blockedPullRequest({
      [EVENTS]: labeledBy('mallory-maintainer'),
      [permission('mallory-maintainer')]: {
        status: 200,
        body: permissionReply('mallory-maintainer', 'write', 'maintain'),
      },
    });
    expect(run.status).toBe(0);
    expect(run.outputs).toMatchObject({ violations: '1', released: 'true' });
    // still visible, as a warning rather than an error
    expect(run.errors).toEqual([]);
    expect(run.annotations.filter((a) => a.kind === 'warning')[0]!.props).toMatchObject({
      file: 'config/app.yml',
      title: 'diffgate freeze (released)',
    });
    expect(run.summary).toContain('## diffgate: blocked, released by a maintainer');
    expect(run.summary).toContain('| freeze | <code>config/app.yml</code> |');
    expect(run.summary).toContain(
      'Released by @mallory-maintainer (maintain permission), who added the label `diffgate-release` to pull request #7 at 2026-01-02T00:00:00Z. The violation above is released for this run.',
    );
    expect(run.report).toMatchObject({
      blocked: true,
      released: true,
      failed: false,
      release: { released: true, by: 'mallory-maintainer', permission: 'maintain', pr: 7 },
    });
    expect(run.stdout).toContain('diffgate: 1 violation released by @mallory-maintainer; the check passes.');
    expect(api.paths()).toEqual([
      `/repos/${OWNER}/${REPO}/issues/7/events`,
      `/repos/${OWNER}/${REPO}/collaborators/mallory-maintainer/permission`,
    ]);
    expect(api.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
  });

  it('follows the events pagination and takes the latest labeled event', async () => {
    const page1 = [
      labelEvent('labeled', LABEL, 'alice', '2026-01-02T00:00:00Z', 1),
      labelEvent('unlabeled', LABEL, 'bob-admin', '2026-01-03T00:00:00Z', 2),
    ];
    const page2 = [
      labelEvent('labeled', 'unrelated', 'alice', '2026-01-05T00:00:00Z', 3),
      labelEvent('labeled', LABEL, 'bob-admin', '2026-01-04T00:00:00Z', 4),
    ];
    const { run, api } = await blockedPullRequest({
      [EVENTS]: (self) => ({
        status: 200,
        body: page1,
        headers: {
          link: `<${self.url}/repos/${OWNER}/${REPO}/issues/7/events?per_page=100&page=2>; rel="next", <${self.url}/repos/${OWNER}/${REPO}/issues/7/events?per_page=100&page=2>; rel="last"`,
        },
      }),
      [`${EVENTS}?per_page=100&page=2`]: { status: 200, body: page2 },
      [permission('bob-admin')]: { status: 200, body: permissionReply('bob-admin', 'admin', 'admin') },
    });
    expect(run.status).toBe(0);
    expect(run.summary).toContain('Released by @bob-admin (admin permission)');
    expect(api.requests.map((r) => r.path)).toEqual([
      `/repos/${OWNER}/${REPO}/issues/7/events?per_page=100`,
      `/repos/${OWNER}/${REPO}/issues/7/events?per_page=100&page=2`,
      `/repos/${OWNER}/${REPO}/collaborators/bob-admin/permission`,
    ]);
  });

  // One line per way the release does not hold: routes, then the reason the summary gives.
  const refused: [string, Routes, RegExp][] = [
    [
      'added by the author',
      {
        [EVENTS]: labeledBy('alice'),
        [permission('alice')]: { status: 200, body: permissionReply('alice', 'admin', 'admin') },
      },
      /@alice added `diffgate-release` but is the pull request's author/,
    ],
    [
      'added by the author, whatever the case of the login',
      { [EVENTS]: labeledBy('Alice') },
      /@Alice added `diffgate-release` but is the pull request's author/,
    ],
    [
      'added by someone with read permission',
      {
        [EVENTS]: labeledBy('rita-reader'),
        [permission('rita-reader')]: { status: 200, body: permissionReply('rita-reader', 'read', 'read') },
      },
      /@rita-reader added `diffgate-release` but has read permission; releasing needs write, maintain or admin/,
    ],
    [
      'added by someone with triage permission',
      {
        [EVENTS]: labeledBy('tom-triage'),
        [permission('tom-triage')]: { status: 200, body: permissionReply('tom-triage', 'read', 'triage') },
      },
      /has triage permission/,
    ],
    [
      'the events API answering 500',
      { [EVENTS]: { status: 500, body: { message: 'Server Error' } } },
      /the GitHub API failed for GET \/repos\/acme\/widgets\/issues\/7\/events \(HTTP 500: Server Error.*\), so the block stands \(fail closed\)/,
    ],
    [
      'the permission API answering 500',
      {
        [EVENTS]: labeledBy('mallory-maintainer'),
        [permission('mallory-maintainer')]: { status: 500, body: { message: 'Server Error' } },
      },
      /the GitHub API failed for GET \/repos\/acme\/widgets\/collaborators\/mallory-maintainer\/permission \(HTTP 500/,
    ],
    [
      'the permission API answering 404 (not a collaborator)',
      { [EVENTS]: labeledBy('stranger') },
      /the GitHub API failed for GET \/repos\/acme\/widgets\/collaborators\/stranger\/permission \(HTTP 404/,
    ],
    [
      'the label removed after it was added',
      {
        [EVENTS]: {
          status: 200,
          body: [
            labelEvent('labeled', LABEL, 'mallory-maintainer', '2026-01-02T00:00:00Z', 1),
            labelEvent('unlabeled', LABEL, 'alice', '2026-01-03T00:00:00Z', 2),
          ],
        },
      },
      /the label `diffgate-release` was removed from pull request #7 after it was last added/,
    ],
    [
      'no labeled event in the history',
      { [EVENTS]: { status: 200, body: [otherEvent('opened', 'alice', '2026-01-01T00:00:00Z')] } },
      /carries `diffgate-release` but its history has no "labeled" event/,
    ],
    [
      'an answer that is not JSON events',
      { [EVENTS]: { status: 200, body: { not: 'a list' } } },
      /the GitHub API failed for GET \/repos\/acme\/widgets\/issues\/7\/events/,
    ],
  ];

  it.each(refused)('fails when the label was %s', async (_name, routes, why) => {
    const { run } = await blockedPullRequest(routes);
    expect(run.status).toBe(1);
    expect(run.outputs).toMatchObject({ violations: '1', released: 'false' });
    expect(run.errors[0]!.props).toMatchObject({ file: 'config/app.yml', title: 'diffgate freeze' });
    expect(run.summary).toMatch(why);
    expect(run.summary).toContain(
      "To release: a person with write, maintain or admin permission who is not the pull request's author adds the label `diffgate-release`",
    );
    expect(run.report.release.released).toBe(false);
  });

  it('asks no API when the label is absent, and fails', async () => {
    const { run, api } = await blockedPullRequest({ [EVENTS]: labeledBy('mallory-maintainer') }, ['bug']);
    expect(run.status).toBe(1);
    expect(api.requests).toEqual([]);
    expect(run.summary).toContain('Not released: pull request #7 does not carry the label `diffgate-release`.');
  });

  it('fails closed when the API cannot be reached at all', async () => {
    const { run } = await blockedPullRequest({}, [LABEL], {});
    expect(run.status).toBe(1);
    expect(run.summary).toMatch(/the GitHub API failed for GET \/repos\/acme\/widgets\/issues\/7\/events/);
  });

  it('fails closed without a token', async () => {
    const { run, api } = await blockedPullRequest({ [EVENTS]: labeledBy('mallory-maintainer') }, [LABEL], {
      token: '',
    });
    expect(run.status).toBe(1);
    expect(api.requests).toEqual([]);
    expect(run.summary).toContain('Not released: the token input is empty');
  });

  it('uses the release-label input', async () => {
    const routes: Routes = {
      [EVENTS]: {
        status: 200,
        body: [labelEvent('labeled', 'ok-to-merge', 'mallory-maintainer', '2026-01-02T00:00:00Z')],
      },
      [permission('mallory-maintainer')]: {
        status: 200,
        body: permissionReply('mallory-maintainer', 'write', 'write'),
      },
    };
    const { run } = await blockedPullRequest(routes, ['ok-to-merge'], { 'release-label': 'ok-to-merge' });
    expect(run.status).toBe(0);
    expect(run.summary).toContain('who added the label `ok-to-merge`');
    const { run: other } = await blockedPullRequest(routes, ['ok-to-merge']);
    expect(other.status).toBe(1);
  });

  it('does not look anything up when nothing is blocked', async () => {
    await withGitRepo(async (repo) => {
      const pr = pullRequest(
        repo,
        { '.diffgate.tsv': tsv(['freeze', 'config/**', 'Reviewed']), 'config/app.yml': 'a\n' },
        (r) => r.write('README.md', 'hi\n'),
      );
      await withFakeGithub({}, async (api) => {
        const run = await runAction({
          workspace: repo.dir,
          event: 'pull_request',
          payload: pullRequestPayload({ ...pr, labels: [LABEL] }),
          api,
        });
        expect(run.status).toBe(0);
        expect(run.outputs.released).toBe('false');
        expect(api.requests).toEqual([]);
        expect(run.summary).not.toContain('### Release');
      });
    });
  });
});
