/**
 * pre-push's trusted commits (src/git/remoteTrust.ts `pushTrusted`) in a real repository: origin's
 * default branch counts, unless git reads it through a symbolic link (review 6 S2: a link, or a
 * chain of them, to a file outside the repository moves with no ref update) or origin/HEAD names a
 * ref outside origin's.
 */
import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pushTrusted } from '../../src/git/remoteTrust.js';
import { runGit } from '../../src/git/runGit.js';
import { cleanEnv, type GitRepo, withGitRepo } from '../helpers/gitRepo.js';

/** A repository with a remote `origin` (a local path: trusted as the destination) whose main is the first commit. */
function withOrigin(repo: GitRepo): { first: string; second: string } {
  repo.write('a.txt', 'a\n').commit('first');
  const first = repo.rev();
  repo.git('remote', 'add', 'origin', join(repo.dir, 'nowhere'));
  repo.git('update-ref', 'refs/remotes/origin/main', first);
  repo.write('a.txt', 'b\n').commit('second');
  return { first, second: repo.rev() };
}

const trusted = (repo: GitRepo) => pushTrusted(runGit(repo.dir, cleanEnv()), 'origin');

describe('pushTrusted', () => {
  it("trusts origin's main as a ref file", async () => {
    await withGitRepo(async (repo) => {
      const { first } = withOrigin(repo);
      expect(await trusted(repo)).toEqual([first]);
    });
  });

  it('trusts nothing of origin when origin/main is a link to a link (git follows it)', async () => {
    await withGitRepo(async (repo) => {
      const { second } = withOrigin(repo);
      const outside = join(repo.dir, '..', `${repo.dir.split('/').pop()}-refs`);
      mkdirSync(outside, { recursive: true });
      try {
        writeFileSync(join(outside, 'main.1'), `${second}\n`);
        symlinkSync(join(outside, 'main.1'), join(outside, 'main.link'));
        const ref = join(repo.dir, '.git/refs/remotes/origin/main');
        symlinkSync(join(outside, 'main.link'), `${ref}.new`);
        renameSync(`${ref}.new`, ref);
        expect(repo.git('rev-parse', 'origin/main').trim()).toBe(second); // git reads through the chain
        expect(await trusted(repo)).toEqual([]);
      } finally {
        rmSync(outside, { recursive: true, force: true });
      }
    });
  });

  it('trusts nothing of origin when its ref folder is a link', async () => {
    await withGitRepo(async (repo) => {
      const { first } = withOrigin(repo);
      const folder = join(repo.dir, '.git/refs/remotes/origin');
      renameSync(folder, `${folder}.real`);
      symlinkSync(`${folder}.real`, folder);
      expect(repo.git('rev-parse', 'origin/main').trim()).toBe(first);
      expect(await trusted(repo)).toEqual([]);
    });
  });

  it('does not take origin/HEAD naming a branch: origin/main counts instead', async () => {
    await withGitRepo(async (repo) => {
      const { first } = withOrigin(repo);
      repo.git('symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/heads/main');
      expect(await trusted(repo)).toEqual([first]);
    });
  });
});
