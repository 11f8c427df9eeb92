/** The release decision against a literal API port; one line per case. */
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  ApiUnavailable,
  decideRelease,
  type LabelEvent,
  type ReleaseApi,
} from '../../src/action/decideRelease.js';
import type { PullRequestSource } from '../../src/action/eventTarget.js';

const L = 'diffgate-release';
const ev = (event: LabelEvent['event'], actor: string, createdAt: string, label = L): LabelEvent => ({
  event,
  label,
  actor,
  createdAt,
});
const pr = (labels: string[] = [L]): PullRequestSource => ({
  kind: 'pull-request',
  number: 5,
  author: 'alice',
  labels,
});

function api(o: {
  events?: LabelEvent[] | Error;
  perms?: Record<string, [string, string | null]>;
  pull?: { author: string; labels: string[] };
  merged?: boolean;
}): ReleaseApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    labelEvents: async (n) => {
      calls.push(`events ${n}`);
      if (o.events instanceof Error) throw o.events;
      return o.events ?? [];
    },
    permission: async (user) => {
      calls.push(`permission ${user}`);
      const p = o.perms?.[user];
      if (!p) throw new ApiError(`GET /collaborators/${user}/permission`, 'HTTP 404: Not Found');
      return { permission: p[0], roleName: p[1] };
    },
    pullRequest: async (n) => {
      calls.push(`pull ${n}`);
      return { number: n, ...(o.pull ?? { author: 'alice', labels: [] }) };
    },
    mergedPullRequest: async (sha) => {
      calls.push(`merged ${sha}`);
      return o.merged ? { number: 9, ...(o.pull ?? { author: 'alice', labels: [] }) } : null;
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
      pr(['Diffgate-Release']),
      {
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
      'events arrive out of order',
      pr(),
      {
        events: [ev('labeled', 'max', '2026-01-04T00:00:00Z'), ev('labeled', 'alice', '2026-01-02T00:00:00Z')],
        perms: { max: ['write', 'write'] },
      },
      true,
      null,
    ],
    [
      'the label is not on the pull request',
      pr([]),
      { events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')], perms: { max: ['write', 'write'] } },
      false,
      /does not carry the label/,
    ],
    [
      'the events call fails',
      pr(),
      { events: new ApiError('GET /events', 'HTTP 500: boom') },
      false,
      /the GitHub API failed for GET \/events \(HTTP 500: boom\)/,
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
        pull: { author: 'alice', labels: [L] },
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
      { kind: 'merge-commit', sha: 'c'.repeat(40) },
      {
        merged: true,
        pull: { author: 'alice', labels: [L] },
        events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')],
        perms: { max: ['admin', 'admin'] },
      },
      true,
      null,
    ],
    ['a direct push', { kind: 'merge-commit', sha: 'c'.repeat(40) }, { merged: false }, false, /not a pull request/],
  ];
  it.each(cases)('%s', async (_name, source, port, released, why) => {
    const r = await decideRelease(source, L, api(port));
    expect(r.released).toBe(released);
    if (!r.released) expect(r.why).toMatch(why!);
  });

  it('names who released, with the role shown, the label and the time', async () => {
    const r = await decideRelease(
      pr(),
      L,
      api({ events: [ev('labeled', 'max', '2026-01-02T00:00:00Z')], perms: { max: ['write', 'maintain'] } }),
    );
    expect(r).toEqual({
      released: true,
      pr: 5,
      by: 'max',
      permission: 'maintain',
      label: L,
      at: '2026-01-02T00:00:00Z',
    });
  });

  it('does not ask the API when the label is absent', async () => {
    const port = api({});
    await decideRelease(pr([]), L, port);
    expect(port.calls).toEqual([]);
  });

  it('lets unexpected errors through rather than reading them as a decision', async () => {
    const port = api({ events: new TypeError('a bug') });
    await expect(decideRelease(pr(), L, port)).rejects.toThrow('a bug');
  });
});
