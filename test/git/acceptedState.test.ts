/** Which staged entries put every path they touch back as the accepted commit (HEAD's parent) had it. */
import { describe, expect, it } from 'vitest';
import { restoresAccepted, type Accepted } from '../../src/git/acceptedState.js';
import type { RawEntry } from '../../src/git/parseRawDiff.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const Z = '0'.repeat(40);
const entry = (
  status: RawEntry['status'],
  oldPath: string,
  newPath: string,
  oldMode: string,
  oldSha: string,
  newMode: string,
  newSha: string,
): RawEntry => ({
  status,
  oldPath,
  newPath,
  oldMode,
  oldSha,
  newMode,
  newSha,
});

// HEAD changed config/app.json (was A), added .env, deleted docs/x.md (was A, 100755).
const accepted: Accepted = new Map([
  ['config/app.json', `100644 ${A}`],
  ['.env', null],
  ['docs/x.md', `100755 ${A}`],
]);

describe('restoresAccepted', () => {
  it.each<[string, RawEntry, boolean]>([
    ['content back as it was', entry('M', 'config/app.json', 'config/app.json', '100644', B, '100644', A), true],
    ['other content', entry('M', 'config/app.json', 'config/app.json', '100644', A, '100644', B), false],
    ['same content, other mode', entry('M', 'config/app.json', 'config/app.json', '100644', B, '100755', A), false],
    ['an added path removed again', entry('D', '.env', '.env', '100644', B, '000000', Z), true],
    ['a deleted path put back with its mode', entry('A', 'docs/x.md', 'docs/x.md', '000000', Z, '100755', A), true],
    ['a deleted path put back without its mode', entry('A', 'docs/x.md', 'docs/x.md', '000000', Z, '100644', A), false],
    ['a path HEAD did not change', entry('M', 'README.md', 'README.md', '100644', A, '100644', B), false],
    ['a rename back: both paths as they were', entry('R', '.env', 'config/app.json', '100644', A, '100644', A), true],
    [
      'a rename onto a restored path from one HEAD did not touch',
      entry('R', 'other', 'config/app.json', '100644', A, '100644', A),
      false,
    ],
    ['an unmerged entry', entry('U', 'config/app.json', 'config/app.json', '100644', A, '100644', A), false],
  ])('%s', (_, e, expected) => {
    expect(restoresAccepted(e, accepted)).toBe(expected);
  });

  it('nothing restores when no accepted state is known (HEAD pushed, or a root commit)', () => {
    expect(
      restoresAccepted(entry('M', 'config/app.json', 'config/app.json', '100644', B, '100644', A), new Map()),
    ).toBe(false);
  });
});
