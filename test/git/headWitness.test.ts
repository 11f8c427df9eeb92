/** What HEAD names, an unborn HEAD told from one made to name nothing in a repository with history (review 8 H1, H2, T3). */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { headWitness, loggedCommits } from '../../src/git/headWitness.js';
import { cleanEnv, withGitRepo } from '../helpers/gitRepo.js';

it("reads a reflog's commits newest first, a deletion's zeros left out", () => {
  const a = 'a'.repeat(40);
  const b = 'b'.repeat(40);
  const z = '0'.repeat(40);
  const text = `${z} ${a} x <x@x> 1 +0000\tcommit (initial): one\n${a} ${b} x <x@x> 2 +0000\tcommit: two\n${b} ${z} x <x@x> 3 +0000\tbranch: deleted\n`;
  expect(loggedCommits(text)).toEqual([b, a]);
  expect(loggedCommits('')).toEqual([]);
});

it('tells a HEAD before the first commit from one made unborn, and one with no witness left', async () => {
  await withGitRepo(async (repo) => {
    const env = cleanEnv();
    const at = () => headWitness(repo.dir, env);
    // a fresh repository (withGitRepo's has no commit yet), a file staged: before the first commit
    expect(at()).toEqual({ kind: 'unborn' });
    repo.write('a', 'a\n').git('add', 'a');
    expect(at()).toEqual({ kind: 'unborn' });
    repo.write('a', 'a\n').commit('one');
    const head = repo.rev();
    expect(at()).toEqual({ kind: 'commit', sha: head });
    const branch = repo.git('symbolic-ref', 'HEAD').trim();
    // H2: HEAD pointed at a branch that does not exist
    writeFileSync(join(repo.dir, '.git/HEAD'), 'ref: refs/heads/void\n');
    expect(at()).toEqual({ kind: 'logged', sha: head });
    writeFileSync(join(repo.dir, '.git/HEAD'), `ref: ${branch}\n`);
    // T3: the branch's ref names an object git does not have
    writeFileSync(join(repo.dir, '.git', branch), `${'0'.repeat(40)}\n`);
    expect(at()).toEqual({ kind: 'logged', sha: head });
    // H1 with HEAD's reflog removed too: the repository has history (a ref), nothing names a commit
    rmSync(join(repo.dir, '.git/logs'), { recursive: true, force: true });
    expect(at()).toEqual({ kind: 'none' });
    // the branch's ref removed too: no ref, no reflog, but git holds a commit
    rmSync(join(repo.dir, '.git', branch));
    expect(at()).toEqual({ kind: 'none' });
    repo.git('update-ref', 'refs/heads/other', head);
    writeFileSync(join(repo.dir, '.git/refs/heads/other'), `${'1'.repeat(40)}\n`);
    expect(at()).toEqual({ kind: 'none' });
  });
});
