/** Which change each event names, from literal payloads; one line per case. */
import { describe, expect, it } from 'vitest';
import { eventTarget } from '../../src/action/eventTarget.js';
import { mergeGroupPayload, pullRequestPayload, pushPayload } from './payloads.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const Z = '0'.repeat(40);

describe('eventTarget', () => {
  const cases: [string, string, unknown, { base?: string; head?: string }, unknown][] = [
    [
      'pull_request: base.sha..head.sha',
      'pull_request',
      pullRequestPayload({ base: A, head: B, labels: ['x'] }),
      {},
      {
        kind: 'change',
        what: 'pull request #7',
        base: { kind: 'rev', rev: A },
        head: B,
        pr: { kind: 'pull-request', number: 7 },
      },
    ],
    [
      'pull_request_target: the same fields',
      'pull_request_target',
      pullRequestPayload({ base: A, head: B }),
      {},
      { kind: 'change', base: { kind: 'rev', rev: A }, head: B },
    ],
    [
      'merge_group: base_sha..head_sha',
      'merge_group',
      mergeGroupPayload({ base: A, head: B, pr: 3 }),
      {},
      {
        kind: 'change',
        base: { kind: 'rev', rev: A },
        head: B,
        pr: { kind: 'queue-entry', headRef: `refs/heads/gh-readonly-queue/main/pr-3-${A}` },
      },
    ],
    [
      'push: before..after',
      'push',
      pushPayload({ before: A, after: B }),
      {},
      {
        kind: 'change',
        what: 'the push to refs/heads/main',
        base: { kind: 'rev', rev: A },
        head: B,
        pr: { kind: 'merge-commit', sha: B, ref: 'refs/heads/main', before: A },
      },
    ],
    [
      'push: a new branch against the default branch',
      'push',
      pushPayload({ before: Z, after: B, ref: 'refs/heads/topic' }),
      {},
      { kind: 'change', base: { kind: 'default-branch', branch: 'main' }, head: B },
    ],
    [
      'push: a new default branch against nothing',
      'push',
      pushPayload({ before: Z, after: B }),
      {},
      { kind: 'change', base: { kind: 'empty' }, head: B },
    ],
    [
      'push: a new tag against the default branch',
      'push',
      pushPayload({ before: Z, after: B, ref: 'refs/tags/v1' }),
      {},
      { kind: 'change', base: { kind: 'default-branch', branch: 'main' } },
    ],
    [
      'push: a deleted branch names nothing',
      'push',
      pushPayload({ before: A, after: Z, ref: 'refs/heads/x' }),
      {},
      { kind: 'nothing', why: 'diffgate: the push deleted refs/heads/x; there is no change to check.' },
    ],
    [
      'inputs replace the base and head',
      'pull_request',
      pullRequestPayload({ base: A, head: B }),
      { base: 'origin/main', head: 'HEAD' },
      {
        kind: 'change',
        base: { kind: 'rev', rev: 'origin/main' },
        head: 'HEAD',
        pr: { kind: 'pull-request', number: 7 },
      },
    ],
    [
      'inputs replace a new branch base',
      'push',
      pushPayload({ before: Z, after: B, ref: 'refs/heads/topic' }),
      { base: A },
      { kind: 'change', base: { kind: 'rev', rev: A }, head: B },
    ],
    [
      'inputs make any event checkable',
      'workflow_dispatch',
      {},
      { base: A, head: B },
      {
        kind: 'change',
        what: 'the workflow_dispatch event',
        base: { kind: 'rev', rev: A },
        head: B,
        pr: { kind: 'none' },
      },
    ],
  ];
  it.each(cases)('%s', (_name, event, payload, overrides, want) => {
    expect(eventTarget(event, payload, overrides)).toMatchObject(want as object);
  });

  it('drops the new-branch note when the base input replaces the base', () => {
    expect(eventTarget('push', pushPayload({ before: Z, after: B, ref: 'refs/heads/topic' }), {})).toHaveProperty(
      'note',
    );
    expect(
      eventTarget('push', pushPayload({ before: Z, after: B, ref: 'refs/heads/topic' }), { base: A }),
    ).not.toHaveProperty('note');
  });

  const broken: [string, string, unknown, RegExp][] = [
    ['an unsupported event', 'schedule', {}, /the "schedule" event names no change to check/],
    ['an unsupported event with only a base', 'schedule', {}, /names no change/],
    [
      'a pull request without a head sha',
      'pull_request',
      { pull_request: { number: 1, labels: [], base: { sha: A }, user: { login: 'a' } } },
      /pull_request\.head\.sha is not a commit id/,
    ],
    [
      'a short sha',
      'pull_request',
      pullRequestPayload({ base: 'abc123', head: B }),
      /pull_request\.base\.sha is not a commit id/,
    ],
    [
      'a merge group without base_sha',
      'merge_group',
      { merge_group: { head_sha: B, head_ref: 'refs/heads/x' } },
      /merge_group\.base_sha is not a commit id/,
    ],
    ['a push without before', 'push', { ref: 'refs/heads/main', after: B }, /before is not a commit id/],
    ['a payload that is not an object', 'push', 'nonsense', /ref is not a non-empty string/],
  ];
  it.each(broken)('fails closed on %s', (_name, event, payload, message) => {
    expect(() => eventTarget(event, payload, {})).toThrow(message);
  });
});
