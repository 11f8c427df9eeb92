/**
 * Merges decided in one pass (issue 32) give the verdict each merge gets read on its own
 * (commits.ts `commitViolations`, as pre-push and `check` judge a merge), in a real repository:
 * a clean merge, an evil merge, a side's change taken (under the rules, before them, with no
 * shared history), an octopus, and a first parent with no manifest (left to the caller).
 */
import { expect, it } from 'vitest';
import { commitViolations } from '../../src/agent/tripwire/commits.js';
import { manifestInForce } from '../../src/git/commitDecisions.js';
import { mergeDecisions } from '../../src/git/mergeDecisions.js';
import { manifestBlobs } from '../../src/git/pushedCommits.js';
import { cleanEnv, type GitRepo, withGitRepo } from '../helpers/gitRepo.js';

const MANIFEST = 'freeze\tguard.sh\tThe guard is the source of truth\n';

/** Merges `branches` into the current branch, `edit` run before the merge commit (conflicts resolved there). */
function merge(repo: GitRepo, branches: string[], edit: () => void = () => {}, extra: string[] = []): string {
  repo.tryGit(['merge', '-q', '--no-ff', '--no-commit', ...extra, ...branches]);
  edit();
  repo.git('add', '-A');
  repo.git('commit', '-q', '--no-verify', '-m', `merge ${branches.join(' ')}`);
  return repo.rev();
}

const branch = (repo: GitRepo, name: string, from: string, files: Record<string, string>) => {
  repo.git('checkout', '-q', '-b', name, from);
  for (const [path, text] of Object.entries(files)) repo.write(path, text);
  repo.commit(name);
};

it('gives each merge the verdict it gets read on its own', async () => {
  await withGitRepo(async (repo) => {
    const env = cleanEnv();
    repo.write('README.md', 'readme\n').write('guard.sh', 'echo guard\n').commit('c0');
    const c0 = repo.rev();
    branch(repo, 'old', c0, { 'guard.sh': 'old side\n' });
    branch(repo, 'pre', c0, { 'pre.txt': 'before the rules\n' });
    repo.git('checkout', '-q', 'main');
    repo.write('.diffgate.tsv', MANIFEST).commit('c1');
    const c1 = repo.rev();
    branch(repo, 's1', c1, { 's1.txt': 'one\n' });
    branch(repo, 's2', c1, { 'guard.sh': 'side change\n' });
    branch(repo, 's4', c1, { 's4.txt': 'four\n' });
    branch(repo, 's6a', c1, { 's6a.txt': 'a\n' });
    branch(repo, 's6b', c1, { 's6b.txt': 'b\n' });
    repo.git('checkout', '-q', '--orphan', 'orphan');
    repo.git('rm', '-rq', '--cached', '.');
    repo.git('clean', '-qfd');
    repo.write('guard.sh', 'orphan\n').commit('orphan');
    repo.git('checkout', '-q', '-f', 'main');
    const merges: Record<string, string> = {
      clean: merge(repo, ['s1']),
      'side under the rules taken': merge(repo, ['s2']),
      'side from before the rules taken': merge(repo, ['old']),
      evil: merge(repo, ['s4'], () => repo.write('guard.sh', 'evil\n')),
      'unrelated history taken': merge(repo, ['orphan'], () => repo.write('guard.sh', 'orphan\n'), [
        '--allow-unrelated-histories',
      ]),
      octopus: merge(repo, ['s6a', 's6b']),
    };
    repo.git('checkout', '-q', 'pre');
    merges['first parent with no manifest'] = merge(repo, ['main'], () => repo.write('guard.sh', 'evil too\n'));
    const listed = Object.values(merges).map((sha) => {
      const [, parent, ...otherParents] = repo.git('rev-list', '--parents', '-n', '1', sha).trim().split(' ');
      return { sha, parent: parent!, otherParents };
    });
    const blobs = manifestBlobs(listed.map(manifestInForce), { cwd: repo.dir, env });
    const decided = await mergeDecisions(
      listed.map((c, k) => ({ ...c, manifest: blobs[k]! })),
      { cwd: repo.dir, env },
    );
    const got: Record<string, string[] | 'read on its own'> = {};
    const alone: Record<string, string[]> = {};
    for (const [what, sha] of Object.entries(merges)) {
      const c = listed.find((l) => l.sha === sha)!;
      const one = await commitViolations(repo.dir, env, sha, c.parent, c.otherParents);
      if (typeof one === 'string') throw new Error(one);
      alone[what] = one.map((v) => `${v.rule} ${v.path}`);
      const d = decided.get(sha);
      got[what] =
        d === undefined
          ? 'read on its own'
          : 'decision' in d && d.decision.kind === 'verdict'
            ? d.decision.verdict.violations.map((v) => `${v.rule} ${v.path}`)
            : ['undecided'];
    }
    expect(alone).toEqual({
      clean: [],
      'side under the rules taken': [],
      'side from before the rules taken': ['freeze guard.sh'],
      evil: ['freeze guard.sh'],
      'unrelated history taken': ['freeze guard.sh'],
      octopus: [],
      // judged against the parent with the manifest, as pre-push judges it (read against the first
      // parent, to which the merge adds the manifest, it passed as a first manifest)
      'first parent with no manifest': ['freeze guard.sh'],
    });
    expect(got).toEqual({ ...alone, 'first parent with no manifest': 'read on its own' });
  });
});
