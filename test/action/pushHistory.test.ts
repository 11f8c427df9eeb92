/** The pushes behind a head, from a branch's activity as literal items; one line per case. */
import { describe, expect, it } from 'vitest';
import { type CommitClass, type PushHistory, pushHistory } from '../../src/action/pushHistory.js';
import type { Push } from '../../src/action/releaseApi.js';

const [H, A, B, X, BASE, ZERO] = ['a', 'b', 'c', 'd', 'e', '0'].map((c) => c.repeat(40)) as [
  string,
  string,
  string,
  string,
  string,
  string,
];
const p = (actor: string, before: string, after: string, day: number, kind = 'push'): Push => ({
  kind,
  before,
  after,
  at: `2026-01-0${day}T00:00:00Z`,
  actor,
});
const inBase = (sha: string): CommitClass => (sha === BASE ? 'base' : 'pr');

/** What a result says, in short: the head push's actor and day, and every actor behind it; or the failure. */
function shown(r: PushHistory): string {
  if (r.kind === 'head-missing') return 'head missing';
  if (r.kind === 'gap') return `gap at ${r.sha[0]}`;
  return `head by ${r.head.actor} on ${r.head.at.slice(9, 10)}; pushed by ${r.pushes.map((x) => x.actor).join(' ')}`;
}

describe('pushHistory', () => {
  const cases: [string, Push[], string][] = [
    ['a branch created with the head', [p('al', ZERO, H, 1, 'branch_creation')], 'head by al on 1; pushed by al'],
    [
      'pushes back to the creation',
      [p('bo', A, H, 3), p('ma', B, A, 2), p('al', ZERO, B, 1, 'branch_creation')],
      'head by bo on 3; pushed by bo ma al',
    ],
    ['stops at a commit in the base', [p('al', BASE, H, 2), p('ma', ZERO, BASE, 1)], 'head by al on 2; pushed by al'],
    [
      'follows a force push to what it replaced',
      [p('al', X, H, 3, 'force_push'), p('ma', A, X, 2), p('al', ZERO, A, 1, 'branch_creation')],
      'head by al on 3; pushed by al ma al',
    ],
    [
      'the latest push that made the head its tip is the one that counts',
      [p('al', A, H, 4, 'force_push'), p('al', H, A, 3, 'force_push'), p('al', ZERO, H, 1, 'branch_creation')],
      'head by al on 4; pushed by al al al',
    ],
    [
      'a deletion makes nothing the tip; a push of the same commit before it still counts',
      [p('al', ZERO, H, 3, 'branch_creation'), p('ma', H, ZERO, 2, 'branch_deletion'), p('ma', ZERO, H, 1)],
      'head by al on 3; pushed by al ma',
    ],
    ['ids in capitals are the same commits', [p('al', ZERO, H.toUpperCase(), 1)], 'head by al on 1; pushed by al'],
    ['no push made the head the tip (yet)', [p('al', ZERO, A, 1)], 'head missing'],
    ['nothing listed', [], 'head missing'],
    ['an earlier tip that no listed push made', [p('al', X, H, 2)], 'gap at d'],
  ];
  it.each(cases)('%s', async (_name, activity, expected) => {
    expect(shown(pushHistory(activity, H, inBase))).toBe(expected);
  });

  it('names every push of a commit of the pull request, also one the before-chain does not reach', () => {
    // F03 of review 17b: ma pushed M (A→M), al force-pushed back to a base commit and pushed H anew.
    const M = 'f'.repeat(40);
    const classes: Record<string, CommitClass> = { [H]: 'pr', [A]: 'pr', [M]: 'other', [BASE]: 'base' };
    const activity = [
      p('al', BASE, H, 5),
      p('al', M, BASE, 4, 'force_push'),
      p('ma', A, M, 3),
      p('al', ZERO, A, 1, 'branch_creation'),
    ];
    expect(shown(pushHistory(activity, H, (s) => classes[s] ?? 'other'))).toBe('head by al on 5; pushed by al ma al');
  });

  it('names the push of a deleted and re-created branch, and sets apart pushes of commits it cannot place', () => {
    // F01 (c): ma pushed M to the branch; it was deleted and al pushed it again with A on top.
    const M = 'f'.repeat(40);
    const classes: Record<string, CommitClass> = { [H]: 'pr', [M]: 'pr', [X]: 'unknown' };
    const activity = [
      p('al', ZERO, H, 4, 'branch_creation'),
      p('al', M, ZERO, 3, 'branch_deletion'),
      p('ma', X, M, 2),
      p('bo', ZERO, X, 1, 'branch_creation'),
    ];
    const r = pushHistory(activity, H, (s) => classes[s] ?? 'other');
    expect(shown(r)).toBe('head by al on 4; pushed by al ma');
    expect(r.kind === 'found' && r.unknown.map((u) => u.actor)).toEqual(['bo']);
  });
});
