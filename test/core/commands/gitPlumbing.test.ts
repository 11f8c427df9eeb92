import { describe, expect, it } from 'vitest';
import type { ArgWord } from '../../../src/core/commands/argWord.js';
import { plumbingEquivalents } from '../../../src/core/commands/gitPlumbing.js';

const argv = (line: string): ArgWord[] => line.split(' ').map((w) => (w === '?' ? null : w));

describe('plumbingEquivalents: git plumbing judged also as the porcelain it does the work of', () => {
  it.each<[string, (string | null)[][]]>([
    ['git send-pack --force URL main', [['git', 'push', '--force', 'URL', 'main']]],
    ['git -C x send-pack URL +main', [['git', '-C', 'x', 'push', 'URL', '+main']]],
    ['git update-ref -d refs/heads/feature', [['git', 'branch', '-D', 'feature']]],
    ['git update-ref -m why -d refs/heads/f OLD', [['git', 'branch', '-D', 'f']]],
    ['git update-ref refs/heads/main abc123', [['git', 'branch', '--force', 'main', 'abc123']]],
    ['git update-ref -d ?', [['git', 'branch', '-D', null]]],
    ['git update-ref --stdin', [['git', 'branch', '-D', null]]],
    ['git update-ref -d refs/tags/v1', []],
    ['git update-ref refs/remotes/origin/x abc', []],
    ['git push --force', []],
    ['ls send-pack', []],
  ])('%s', (line, out) => expect(plumbingEquivalents(argv(line))).toEqual(out));
});
