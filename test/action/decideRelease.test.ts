/** The release decision against a literal API port; one line per case. */
import { describe, expect, it } from 'vitest';
import { decideRelease } from '../../src/action/decideRelease.js';
import type { PullRequestSource } from '../../src/action/eventTarget.js';
import {
  ApiError,
  ApiUnavailable,
  type CommitPeople,
  type Push,
  type ReleaseApi,
  type TimelineEvent,
} from '../../src/action/releaseApi.js';

const L = 'diffgate-release';
const HEAD = 'a'.repeat(40);
const ev = (event: 'labeled' | 'unlabeled', actor: string, at: string, label = L): TimelineEvent => ({
  kind: event,
  label,
  actor,
  at,
});
const pushed = (at: string | null, sha = HEAD): TimelineEvent => ({ kind: 'committed', sha, at });
/** The base commit of the checked range: the branch's pushes begin after it. */
const BASE = 'e'.repeat(40);
const ZERO = '0'.repeat(40);
const [B, C, M] = ['b', 'c', '9'].map((c) => c.repeat(40)) as [string, string, string];
/** One change of the branch, as the repository activity lists it. */
const push = (actor: string, before: string, after: string, at: string, kind = 'push'): Push => ({
  kind,
  before,
  after,
  at,
  actor,
});
/** alice created the branch with the head on 2026-01-01 (before any label in these cases). */
const CREATED = [push('alice', ZERO, HEAD, '2026-01-01T00:00:00Z', 'branch_creation')];
/** The checkout's answer: BASE is in the base, the rest are the pull request's commits (or replaced ones). */
const inBase = async () => (sha: string) => (sha === BASE ? ('base' as const) : ('pr' as const));
const pr = (): PullRequestSource => ({ kind: 'pull-request', number: 5 });
/** A push of a merge commit onto main, from its first parent. */
const MERGE: PullRequestSource = {
  kind: 'merge-commit',
  sha: 'c'.repeat(40),
  ref: 'refs/heads/main',
  before: 'd'.repeat(40),
  firstParent: 'd'.repeat(40),
};

function api(o: {
  /** Put after a push of the head on 2026-01-01, unless `bare`. */
  events?: TimelineEvent[] | Error;
  bare?: boolean;
  perms?: Record<string, [string, string | null]>;
  pull?: { author?: string; labels?: string[]; headSha?: string; commits?: number; headRepo?: string | null };
  people?: string[];
  unlinked?: CommitPeople['unlinked'];
  coAuthors?: CommitPeople['coAuthors'];
  email?: string;
  merged?: boolean;
  removeFails?: boolean;
  /** The head branch's activity, newest first or not (CREATED unless given). */
  activity?: Push[] | Error;
  /** The labeller's pushes to any branch (none unless given). */
  elsewhere?: Push[];
}): ReleaseApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    pullRequest: async (n) => {
      calls.push(`pull ${n}`);
      return {
        number: n,
        author: 'alice',
        labels: [L],
        headSha: HEAD,
        commits: 1,
        headRef: 'feature',
        headRepo: 'acme/widgets',
        ...o.pull,
      };
    },
    timeline: async (n) => {
      calls.push(`timeline ${n}`);
      if (o.events instanceof Error) throw o.events;
      return o.bare ? (o.events ?? []) : [pushed('2026-01-01T00:00:00Z'), ...(o.events ?? [])];
    },
    commitPeople: async (n) => {
      calls.push(`commits ${n}`);
      return { logins: o.people ?? ['alice'], listed: 1, unlinked: o.unlinked ?? [], coAuthors: o.coAuthors ?? [] };
    },
    user: async (login) => {
      calls.push(`user ${login}`);
      return { id: 42, email: o.email ?? null };
    },
    permission: async (user) => {
      calls.push(`permission ${user}`);
      const p = o.perms?.[user];
      if (!p) throw new ApiError(`GET /collaborators/${user}/permission`, 'HTTP 404: Not Found');
      return { permission: p[0], roleName: p[1] };
    },
    pushes: async (repo, ref) => {
      calls.push(`activity ${repo} ${ref}`);
      if (o.activity instanceof Error) throw o.activity;
      return o.activity ?? CREATED;
    },
    pushesBy: async (repo, actor) => {
      calls.push(`activity ${repo} by ${actor}`);
      return o.elsewhere ?? [];
    },
    removeLabel: async (n, label) => {
      calls.push(`remove ${n} ${label}`);
      if (o.removeFails) throw new ApiError(`DELETE /issues/${n}/labels/${label}`, 'HTTP 403: Forbidden', 403);
    },
    mergedPullRequest: async (sha) => {
      calls.push(`merged ${sha}`);
      return o.merged ? { number: 9, baseRef: 'main' } : null;
    },
  };
}

describe('decideRelease', () => {
  const cases: [string, PullRequestSource, Parameters<typeof api>[0], boolean, RegExp | null][] = [
    [
      'a maintainer added it',
      pr(),
      { events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')], perms: { max: ['write', 'maintain'] } },
      true,
      null,
    ],
    [
      'an admin added it',
      pr(),
      { events: [ev('labeled', 'ada', '2026-01-02T00:00:00Z')], perms: { ada: ['admin', 'admin'] } },
      true,
      null,
    ],
    [
      'a writer without a role name added it',
      pr(),
      { events: [ev('labeled', 'wes', '2026-01-02T00:00:00Z')], perms: { wes: ['write', null] } },
      true,
      null,
    ],
    [
      'a custom role with write added it',
      pr(),
      { events: [ev('labeled', 'cus', '2026-01-02T00:00:00Z')], perms: { cus: ['write', 'release-manager'] } },
      true,
      null,
    ],
    [
      'the label name differs in case',
      pr(),
      {
        pull: { labels: ['Diffgate-Release'] },
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z', 'DIFFGATE-RELEASE')],
        perms: { max: ['write', 'write'] },
      },
      true,
      null,
    ],
    [
      'the author added it',
      pr(),
      { events: [ev('labeled', 'alice', '2026-01-02T00:00:00Z')], perms: { alice: ['admin', 'admin'] } },
      false,
      /is the pull request's author/,
    ],
    [
      'a reader added it',
      pr(),
      { events: [ev('labeled', 'rex', '2026-01-02T00:00:00Z')], perms: { rex: ['read', 'read'] } },
      false,
      /has read permission/,
    ],
    [
      'a triager added it',
      pr(),
      { events: [ev('labeled', 'tia', '2026-01-02T00:00:00Z')], perms: { tia: ['read', 'triage'] } },
      false,
      /has triage permission/,
    ],
    [
      'the latest add was by the author',
      pr(),
      {
        events: [
          ev('labeled', 'max', '2026-01-02T00:00:00Z'),
          ev('unlabeled', 'max', '2026-01-03T00:00:00Z'),
          ev('labeled', 'alice', '2026-01-04T00:00:00Z'),
        ],
        perms: { max: ['write', 'write'] },
      },
      false,
      /is the pull request's author/,
    ],
    [
      'it was removed after being added',
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z'), ev('unlabeled', 'alice', '2026-01-03T00:00:00Z')],
        perms: { max: ['write', 'write'] },
      },
      false,
      /was removed/,
    ],
    [
      "the timeline's order decides which add is the latest",
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-04T00:00:00Z'), ev('labeled', 'alice', '2026-01-02T00:00:00Z')],
        perms: { max: ['write', 'write'] },
      },
      false,
      /is the pull request's author/,
    ],
    [
      'it was added after the last push',
      pr(),
      {
        events: [pushed('2026-01-01T00:00:00Z'), ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        perms: { max: ['write', 'write'] },
      },
      true,
      null,
    ],
    [
      'a commit was pushed after it',
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z'), pushed(null)],
        perms: { max: ['write', 'write'] },
      },
      false,
      /commit aaaaaaaaaaaa was pushed after it.*The stale label `diffgate-release` was removed\./,
    ],
    [
      'a commit dated after it is listed before it',
      pr(),
      { events: [pushed('2026-02-01T00:00:00Z'), ev('labeled', 'max', '2026-01-02T00:00:00Z')] },
      false,
      /was pushed after it/,
    ],
    [
      'the branch was force-pushed after it, and the token cannot remove it',
      pr(),
      {
        events: [
          ev('labeled', 'max', '2026-01-02T00:00:00Z'),
          { kind: 'force-pushed', actor: 'alice', at: '2026-01-03T00:00:00Z', sha: HEAD },
        ],
        removeFails: true,
      },
      false,
      /@alice force-pushed the branch at 2026-01-03T00:00:00Z, after it.*is still on the pull request: removing it failed \(HTTP 403: Forbidden\)/,
    ],
    [
      'the timeline does not show the head yet (it lags a fresh push)',
      pr(),
      {
        bare: true,
        events: [pushed('2026-01-01T00:00:00Z', 'b'.repeat(40)), ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        perms: { max: ['write', 'write'] },
      },
      false,
      /does not show its head a{40} yet .* re-run this check in a minute/,
    ],
    [
      'a force-push to the head before it shows the head',
      pr(),
      {
        bare: true,
        events: [
          { kind: 'force-pushed', actor: 'alice', at: '2026-01-01T00:00:00Z', sha: HEAD },
          ev('labeled', 'max', '2026-01-02T00:00:00Z'),
        ],
        perms: { max: ['write', 'write'] },
      },
      true,
      null,
    ],
    [
      'the base branch was changed after it',
      pr(),
      {
        events: [
          ev('labeled', 'max', '2026-01-02T00:00:00Z'),
          { kind: 'base-changed', how: 'changed', actor: 'alice', at: '2026-01-03T00:00:00Z' },
        ],
      },
      false,
      /@alice changed the pull request's base branch at 2026-01-03T00:00:00Z, after it/,
    ],
    [
      'the base branch was force-pushed after it',
      pr(),
      {
        events: [
          ev('labeled', 'max', '2026-01-02T00:00:00Z'),
          { kind: 'base-changed', how: 'force-pushed', actor: 'bob', at: '2026-01-03T00:00:00Z' },
        ],
      },
      false,
      /@bob force-pushed the pull request's base branch at 2026-01-03T00:00:00Z, after it/,
    ],
    [
      'its adder committed to the pull request',
      pr(),
      {
        events: [ev('labeled', 'Max', '2026-01-02T00:00:00Z')],
        people: ['alice', 'max'],
        perms: { Max: ['admin', 'admin'] },
      },
      false,
      /@Max added `diffgate-release` but is an author or committer/,
    ],
    [
      'a commit is linked to no account',
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        unlinked: [{ sha: 'b'.repeat(40), role: 'author and committer', who: 'm <m@laptop.local>' }],
        perms: { max: ['write', 'write'] },
      },
      false,
      /the author and committer of commit bbbbbbbbbbbb \(m <m@laptop\.local>\) is linked to no GitHub account/,
    ],
    ...(
      [
        ['by login', 'MAX', 'someone@example.com', undefined],
        ['by noreply address with id', 'M', '42+max@users.noreply.github.com', undefined],
        ['by noreply address', 'M', 'Max@users.noreply.github.com', undefined],
        ['by public email', 'M', 'M@Example.org', 'm@example.org'],
      ] as const
    ).map(([how, name, email, publicEmail]): (typeof cases)[number] => [
      `its adder is named as a co-author ${how}`,
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        coAuthors: [
          { sha: HEAD, name: 'Bea', email: 'bea@example.com' },
          { sha: HEAD, name, email },
        ],
        ...(publicEmail ? { email: publicEmail } : {}),
        perms: { max: ['write', 'write'] },
      },
      false,
      /@max added `diffgate-release` but is named as a co-author of commit aaaaaaaaaaaa \(Co-authored-by: /,
    ]),
    [
      'co-authors who are someone else',
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        coAuthors: [{ sha: HEAD, name: 'Maxine', email: 'max@example.com' }],
        email: 'max@example.org',
        perms: { max: ['write', 'write'] },
      },
      true,
      null,
    ],
    [
      "its adder pushed a commit under the author's name (the activity names who pushed)",
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        activity: [
          push('max', B, HEAD, '2026-01-01T12:00:00Z'),
          push('alice', ZERO, B, '2026-01-01T00:00:00Z', 'branch_creation'),
        ],
        perms: { max: ['write', 'write'] },
      },
      false,
      /^@max added `diffgate-release` but pushed commits of the pull request \(aaaaaaaaaaaa to feature of acme\/widgets at 2026-01-01T12:00:00Z,/,
    ],
    [
      "its adder's push lies behind a force-push (a rebase can keep their change)",
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        activity: [
          push('alice', M, HEAD, '2026-01-01T18:00:00Z', 'force_push'),
          push('max', B, M, '2026-01-01T12:00:00Z'),
          push('alice', ZERO, B, '2026-01-01T00:00:00Z', 'branch_creation'),
        ],
        perms: { max: ['write', 'write'] },
      },
      false,
      /@max added `diffgate-release` but pushed commits of the pull request \(999999999999 to feature/,
    ],
    [
      'its adder pushed only what is in the base (the branch began there)',
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        activity: [
          push('alice', BASE, HEAD, '2026-01-01T12:00:00Z'),
          push('max', ZERO, BASE, '2026-01-01T00:00:00Z', 'branch_creation'),
        ],
        perms: { max: ['write', 'write'] },
      },
      true,
      null,
    ],
    [
      'the head was pushed after it, with a commit dated before it',
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        activity: [
          push('alice', B, HEAD, '2026-01-03T00:00:00Z'),
          push('alice', ZERO, B, '2026-01-01T00:00:00Z', 'branch_creation'),
        ],
        perms: { max: ['write', 'write'] },
      },
      false,
      /but @alice pushed its head aaaaaaaaaaaa at 2026-01-03T00:00:00Z, after it \(so the branch's activity records the push.*The stale label `diffgate-release` was removed\. To release again: @max or another person/,
    ],
    [
      'the head was pushed again after it (away and back)',
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        activity: [
          push('alice', B, HEAD, '2026-01-03T00:00:00Z', 'force_push'),
          push('alice', HEAD, B, '2026-01-02T12:00:00Z', 'force_push'),
          ...CREATED,
        ],
      },
      false,
      /@alice pushed its head aaaaaaaaaaaa at 2026-01-03T00:00:00Z, after it/,
    ],
    [
      'the activity does not show the head yet',
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        activity: [push('alice', ZERO, B, '2026-01-01T00:00:00Z')],
      },
      false,
      /^the activity of acme\/widgets does not show the push that made a{40} the tip of feature yet, .* re-run this check in a minute\.$/,
    ],
    [
      'the activity does not show who pushed an earlier tip',
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        activity: [push('alice', C, HEAD, '2026-01-01T00:00:00Z')],
      },
      false,
      /^the activity of acme\/widgets does not show who pushed cccccccccccc to feature /,
    ],
    [
      'the activity cannot be read for want of permission',
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        activity: new ApiError(
          'GET /repos/acme/widgets/activity',
          'HTTP 403: Resource not accessible by integration',
          403,
        ),
      },
      false,
      /^who pushed the pull request's commits, and when, is read from the activity of acme\/widgets \(GET \/repos\/acme\/widgets\/activity, for refs\/heads\/feature\), and that failed \(HTTP 403: Resource not accessible by integration\), so a release is refused \(fail closed\)\. The call needs the `contents: read` permission/,
    ],
    [
      'the activity is not found (a private fork, or a server without the API)',
      pr(),
      {
        pull: { headRepo: 'bob/secret-fork' },
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        activity: new ApiError('GET /repos/bob/secret-fork/activity', 'HTTP 404: Not Found', 404),
      },
      false,
      /\(HTTP 404: Not Found\), so a release is refused \(fail closed\)\. Either the token cannot see bob\/secret-fork .* or the server has no repository activity API/,
    ],
    [
      'the activity call fails on the server',
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        activity: new ApiError('GET /repos/acme/widgets/activity', 'HTTP 502: Bad Gateway', 502),
      },
      false,
      /\(HTTP 502: Bad Gateway\), so a release is refused \(fail closed\)\. Re-run this check in a few minutes\.$/,
    ],
    [
      'the fork that held the head was deleted',
      pr(),
      { pull: { headRepo: null }, events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')] },
      false,
      /the repository that held the head branch feature of pull request #5 was deleted/,
    ],
    [
      'the pull request moved on from the checked head',
      pr(),
      { pull: { headSha: 'b'.repeat(40) }, events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')] },
      false,
      /head is now b{40}, not the checked a{40}/,
    ],
    [
      'the pull request has more commits than can be listed',
      pr(),
      { pull: { commits: 251 }, events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')] },
      false,
      /has 251 commits and the API lists 1/,
    ],
    [
      'the label is not on the pull request',
      pr(),
      {
        pull: { labels: [] },
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        perms: { max: ['write', 'write'] },
      },
      false,
      /does not carry the label/,
    ],
    [
      'the timeline call fails',
      pr(),
      { events: new ApiError('GET /timeline', 'HTTP 500: boom') },
      false,
      /the GitHub API failed for GET \/timeline \(HTTP 500: boom\)/,
    ],
    ['the API is unavailable', pr(), { events: new ApiUnavailable('no token here') }, false, /^no token here$/],
    [
      'the permission call fails',
      pr(),
      { events: [ev('labeled', 'ghost', '2026-01-02T00:00:00Z')] },
      false,
      /HTTP 404/,
    ],
    ['no pull request at all', { kind: 'none' }, {}, false, /not a pull request/],
    [
      'a queue entry names its pull request',
      { kind: 'queue-entry', headRef: `refs/heads/gh-readonly-queue/main/pr-42-${'a'.repeat(40)}` },
      {
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        perms: { max: ['write', 'write'] },
      },
      true,
      null,
    ],
    [
      'a queue ref without a number',
      { kind: 'queue-entry', headRef: 'refs/heads/somewhere' },
      {},
      false,
      /names no pull request/,
    ],
    [
      'a push that merged a released pull request',
      MERGE,
      {
        merged: true,
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        perms: { max: ['admin', 'admin'] },
      },
      true,
      null,
    ],
    ['a direct push', MERGE, { merged: false }, false, /not a pull request/],
    [
      'the merge pushed to another branch than its base',
      { ...MERGE, ref: 'refs/heads/release-1' },
      { merged: true },
      false,
      /is the merge of pull request #9 into main, but this push moved refs\/heads\/release-1/,
    ],
    [
      'a push of the merge from another commit than its first parent',
      { ...MERGE, before: 'e'.repeat(40) },
      { merged: true },
      false,
      /this push started from eeeeeeeeeeee, not from the commit it was merged into \(dddddddddddd\)/,
    ],
    [
      'the merge pushed as a new branch',
      { ...MERGE, before: null },
      { merged: true },
      false,
      /this push started from a new branch/,
    ],
  ];
  it.each(cases)('%s', async (_name, source, port, released, why) => {
    const r = await decideRelease(source, L, api(port), source.kind === 'pull-request' ? HEAD : null, inBase);
    expect(r.released).toBe(released);
    if (!r.released) expect(r.why).toMatch(why!);
  });

  it('names who released, with the role shown, the label and the time', async () => {
    const port = api({ events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')], perms: { max: ['write', 'maintain'] } });
    const r = await decideRelease(pr(), L, port, HEAD, inBase);
    expect(r).toEqual({
      released: true,
      pr: 5,
      by: 'max',
      permission: 'maintain',
      label: L,
      at: '2026-01-02T00:00:00Z',
      head: HEAD,
      pushed: { by: 'alice', at: '2026-01-01T00:00:00Z' },
    });
    expect(port.calls).toEqual([
      'pull 5',
      'timeline 5',
      'activity acme/widgets feature',
      'activity acme/widgets by max',
      'commits 5',
      'permission max',
    ]);
  });

  it("reads the activity of the fork's branch for a pull request from a fork", async () => {
    const port = api({
      pull: { headRepo: 'bob/widgets-fork' },
      events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
      perms: { max: ['write', 'write'] },
    });
    expect((await decideRelease(pr(), L, port, HEAD, inBase)).released).toBe(true);
    expect(port.calls).toContain('activity bob/widgets-fork feature');
  });

  it('asks only for the pull request when the label is absent (the payload is not trusted for it)', async () => {
    const port = api({ pull: { labels: [] } });
    await decideRelease(pr(), L, port, HEAD, inBase);
    expect(port.calls).toEqual(['pull 5']);
  });

  it("refuses a labeller who pushed one of the pull request's commits to another branch (the head branch began there)", async () => {
    const port = api({
      events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
      perms: { max: ['write', 'write'] },
      elsewhere: [{ ...push('max', ZERO, HEAD, '2025-12-31T00:00:00Z', 'branch_creation'), ref: 'refs/heads/tmp' }],
    });
    const r = await decideRelease(pr(), L, port, HEAD, inBase);
    expect(r.released).toBe(false);
    if (!r.released)
      expect(r.why).toMatch(
        /^@max added `diffgate-release` but pushed aaaaaaaaaaaa, one of the pull request's commits, to tmp of acme\/widgets at 2025-12-31T00:00:00Z/,
      );
    expect(port.calls).toEqual([
      'pull 5',
      'timeline 5',
      'activity acme/widgets feature',
      'activity acme/widgets by max',
    ]);
  });

  it("ignores the labeller's pushes elsewhere of commits outside the pull request", async () => {
    const port = api({
      events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
      perms: { max: ['write', 'write'] },
      elsewhere: [{ ...push('max', ZERO, BASE, '2025-12-31T00:00:00Z'), ref: 'refs/heads/main' }],
    });
    expect((await decideRelease(pr(), L, port, HEAD, inBase)).released).toBe(true);
  });

  it('refuses a label added by a bot (its login, or the actor type Bot), asking nothing more', async () => {
    for (const [actor, bot] of [
      ['renovate[bot]', false],
      ['some-app', true],
    ] as const) {
      const port = api({
        events: [{ kind: 'labeled', label: L, actor, at: '2026-01-02T00:00:00Z', bot }],
      });
      const r = await decideRelease(pr(), L, port, HEAD, inBase);
      expect(r.released).toBe(false);
      if (!r.released) expect(r.why).toMatch(/a bot or app, not a person/);
      expect(port.calls).toEqual(['pull 5', 'timeline 5']);
    }
  });

  it('a push by the labeller of a commit a shallow checkout cannot place refuses with fetch-depth advice, not blame', async () => {
    const port = api({
      events: [ev('labeled', 'bob', '2026-01-02T00:00:00Z')],
      perms: { bob: ['write', 'write'] },
      activity: [
        push('alice', C, HEAD, '2026-01-01T02:00:00Z'),
        push('bob', ZERO, C, '2026-01-01T00:00:00Z', 'branch_creation'),
      ],
    });
    const unknownC = async () => (sha: string) => (sha === C ? ('unknown' as const) : ('pr' as const));
    const r = await decideRelease(pr(), L, port, HEAD, unknownC);
    expect(r.released).toBe(false);
    if (!r.released) {
      expect(r.why).toMatch(/set `fetch-depth: 0`/);
      expect(r.why).not.toMatch(/pushed commits of the pull request/);
    }
  });

  it('lets unexpected errors through rather than reading them as a decision', async () => {
    const port = api({ events: new TypeError('a bug') });
    await expect(decideRelease(pr(), L, port, HEAD, inBase)).rejects.toThrow('a bug');
  });
});
