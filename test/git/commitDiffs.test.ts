/**
 * commitDiffs against real git: each commit's entries from the one `diff-tree --stdin` are the
 * ones a single `diff-tree` of that commit gives (readChanges.ts reads a commit so), for a root
 * commit, a rename, a commit that changes nothing, and a merge judged against a chosen parent.
 */
import { expect, it } from 'vitest';
import { GitUsageError } from '../../src/git/changeSet.js';
import { commitDiffs } from '../../src/git/commitDiffs.js';
import { parseRawDiff } from '../../src/git/parseRawDiff.js';
import { DIFF_FLAGS } from '../../src/git/readChanges.js';
import { cleanEnv, withGitRepo } from '../helpers/gitRepo.js';

it('gives each commit the entries a diff-tree of that commit alone gives', async () => {
  await withGitRepo((repo) => {
    repo.write('a.txt', 'one\ntwo\nthree\n').write('b.txt', 'b\n').commit('root');
    const root = repo.rev();
    repo.move('a.txt', 'moved name.txt').write('b.txt', 'b2\n').commit('rename');
    const rename = repo.rev();
    repo.git('commit', '-q', '--allow-empty', '-m', 'empty');
    const empty = repo.rev();
    repo.git('checkout', '-q', '-b', 'side', root);
    repo.write('c.txt', 'c\n').commit('side');
    const side = repo.rev();
    repo.git('checkout', '-q', 'main');
    repo.git('merge', '-q', '--no-edit', 'side');
    const merge = repo.rev();
    const edges = [
      { sha: root, parent: null },
      { sha: rename, parent: root },
      { sha: empty, parent: rename },
      { sha: merge, parent: side }, // a merge judged against its second parent
    ];
    const byCommit = commitDiffs(edges, { cwd: repo.dir, env: cleanEnv() });
    const alone = (e: { sha: string; parent: string | null }) =>
      parseRawDiff(
        e.parent === null
          ? repo.git('diff-tree', '-r', '--root', '--no-commit-id', ...DIFF_FLAGS, e.sha)
          : repo.git('diff-tree', '-r', ...DIFF_FLAGS, e.parent, e.sha),
      );
    expect([...byCommit.keys()]).toEqual(edges.map((e) => e.sha));
    for (const e of edges) expect(byCommit.get(e.sha)).toEqual(alone(e));
    expect(byCommit.get(rename)!.map((e) => [e.status, e.newPath])).toEqual([
      ['M', 'b.txt'],
      ['R', 'moved name.txt'],
    ]);
    expect(byCommit.get(empty)).toEqual([]);
  });
});

it("fails as a usage error with git's words when a commit is not there", async () => {
  await withGitRepo((repo) => {
    repo.write('a.txt', 'a\n').commit('root');
    const edges = [{ sha: 'f'.repeat(40), parent: repo.rev() }];
    expect(() => commitDiffs(edges, { cwd: repo.dir, env: cleanEnv() })).toThrow(GitUsageError);
  });
});
