/**
 * Which parent each commit is judged against (pushedCommits.ts `judgedCommits`), in a real
 * repository: a merge into the guarded branch of a history no one judged is judged against the
 * branch, whatever its parents' order (review 6 M1); adopting diffgate stays unjudged.
 */
import { expect, it } from 'vitest';
import { commitViolations } from '../../src/agent/tripwire/commits.js';
import { judgedCommits, type PushedCommit } from '../../src/git/pushedCommits.js';
import { cleanEnv, type GitRepo, withGitRepo } from '../helpers/gitRepo.js';

const MANIFEST = 'freeze\tguard.sh\tThe guard is the source of truth\n';

const listed = (repo: GitRepo, range: string[]): PushedCommit[] =>
  repo
    .git('rev-list', '--reverse', '--parents', ...range, '--')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => {
      const [sha, parent = null, ...otherParents] = l.split(' ') as [string, string?, ...string[]];
      return { sha, parent, otherParents };
    });

it("judges a merge of a new root history against the branch it lands on, under the branch's manifest", async () => {
  await withGitRepo(async (repo) => {
    const env = cleanEnv();
    const opts = { cwd: repo.dir, env };
    repo.write('guard.sh', 'echo guard\n').write('.diffgate.tsv', MANIFEST).commit('rules');
    const head = repo.rev();
    // M1's history: an empty root P, C on it with HEAD's tree but guard.sh changed, M = (C, HEAD)
    const p = repo
      .git('commit-tree', repo.git('hash-object', '-t', 'tree', '-w', '/dev/null').trim(), '-m', 'start')
      .trim();
    repo.write('guard.sh', 'echo pwned\n').stageAll();
    const tree = repo.git('write-tree').trim();
    const c = repo.git('commit-tree', tree, '-p', p, '-m', 'import').trim();
    const m = repo.git('commit-tree', tree, '-p', c, '-p', head, '-m', 'Merge branch main').trim();
    const manifest = repo.git('rev-parse', `${head}:.diffgate.tsv`).trim();

    for (const list of [listed(repo, [m, '--not', head]), listed(repo, [m, '--not', head]).reverse()]) {
      const out = new Map(judgedCommits(list, opts).map((j) => [j.sha, j]));
      expect(out.get(p)?.manifest).toBeNull();
      expect(out.get(c)?.manifest).toBeNull(); // adopting diffgate: its parent has no manifest
      expect(out.get(m)).toMatchObject({ parent: head, otherParents: [c], manifest });
    }
    // a first push (HEAD listed too, a root judged under its own manifest): still against HEAD
    const first = new Map(judgedCommits(listed(repo, [m]), opts).map((j) => [j.sha, j]));
    expect(first.get(m)).toMatchObject({ parent: head, otherParents: [c] });
    // and judged so, the merge changes the frozen file (c's side shares no history with HEAD)
    const j = first.get(m)!;
    const violations = await commitViolations(repo.dir, env, m, j.parent, j.otherParents);
    expect(violations).toMatchObject([{ rule: 'freeze', path: 'guard.sh' }]);
  });
});

it('adopting diffgate: a merge of a history from before the rules is judged against the side with a manifest', async () => {
  await withGitRepo(async (repo) => {
    const env = cleanEnv();
    repo.write('README.md', 'old\n').commit('old');
    const old = repo.rev();
    repo.write('.diffgate.tsv', MANIFEST).write('guard.sh', 'echo guard\n').commit('adopt');
    const adopt = repo.rev();
    repo.git('checkout', '-q', '-b', 'pre', old);
    repo.write('notes.txt', 'pre\n').commit('pre');
    const pre = repo.rev();
    repo.tryGit(['merge', '-q', '--no-edit', 'main']);
    const m = repo.rev();
    const out = new Map(judgedCommits(listed(repo, [m]), { cwd: repo.dir, env }).map((j) => [j.sha, j]));
    expect(out.get(old)?.manifest).toBeNull();
    expect(out.get(adopt)?.manifest).toBeNull();
    expect(out.get(pre)?.manifest).toBeNull();
    expect(out.get(m)).toMatchObject({ parent: adopt, otherParents: [pre] });
    expect(await commitViolations(repo.dir, env, m, adopt, [pre])).toEqual([]);
  });
});
