/**
 * Ref files that are symbolic links (src/agent/tripwire/refs.ts `refKeys`): a link's own key, and
 * its end's, say nothing of the links in between (review 6 S2), so a ref file that is a link, or lies
 * under one, is never vouched for by a key: the refs count as moved at every look, and git is asked.
 */
import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refsMoved } from '../../../src/agent/tripwire/quickPass.js';
import { refKeys, refsLinked } from '../../../src/agent/tripwire/refs.js';
import type { State } from '../../../src/agent/tripwire/watchState.js';
import { withGitRepo } from '../../helpers/gitRepo.js';

const moved = (keys: ReturnType<typeof refKeys>) =>
  refsMoved({ refKeys: JSON.parse(JSON.stringify(keys)) } as unknown as State);

describe('refKeys with links', () => {
  it('vouches for ref files: nothing written, nothing moved', async () => {
    await withGitRepo((repo) => {
      repo.write('a.txt', 'a\n').commit('first');
      const gitDir = join(repo.dir, '.git');
      const keys = refKeys(gitDir);
      expect(refsLinked(keys)).toBe(false);
      expect(moved(keys)).toBe(false);
    });
  });

  it('never vouches for a branch that is a link to a link, though nothing was written since', async () => {
    await withGitRepo((repo) => {
      repo.write('a.txt', 'a\n').commit('first');
      const gitDir = join(repo.dir, '.git');
      const outside = join(repo.dir, 'outside');
      mkdirSync(outside);
      writeFileSync(join(outside, 'main.1'), `${repo.rev()}\n`);
      symlinkSync(join(outside, 'main.1'), join(outside, 'main.link'));
      const ref = join(gitDir, 'refs/heads/main');
      symlinkSync(join(outside, 'main.link'), `${ref}.new`);
      renameSync(`${ref}.new`, ref);
      const keys = refKeys(gitDir);
      expect(refsLinked(keys)).toBe(true);
      expect(moved(keys)).toBe(true);
    });
  });

  it('never vouches for refs under a linked folder', async () => {
    await withGitRepo((repo) => {
      repo.write('a.txt', 'a\n').commit('first');
      const gitDir = join(repo.dir, '.git');
      const heads = join(gitDir, 'refs/heads');
      renameSync(heads, `${heads}.real`);
      symlinkSync(`${heads}.real`, heads);
      const keys = refKeys(gitDir);
      expect(refsLinked(keys)).toBe(true);
      expect(moved(keys)).toBe(true);
    });
  });
});
