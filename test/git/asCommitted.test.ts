/**
 * History as committed (src/git/asCommitted.ts): with `.git/info/grafts` giving HEAD another parent
 * (review 6 M3), a commit-graph written from a rewritten object (review 8 G1), or replace refs
 * switched back on by `core.useReplaceRefs` in the repository's config, git under asCommitted sees
 * the parent HEAD's object names; git as the repository has it sees the other one.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkRange } from '../../src/action/checkRange.js';
import { localGitEnv } from '../../src/action/commitClasses.js';
import { asCommitted } from '../../src/git/asCommitted.js';
import { cleanEnv, type GitRepo, withGitRepo } from '../helpers/gitRepo.js';

/** HEAD's parents as `git rev-list` walks them under `env`. */
function parentsOf(repo: GitRepo, env: NodeJS.ProcessEnv, rev = 'HEAD'): string[] {
  const out = execFileSync('git', ['rev-list', '--parents', '-n', '1', rev], {
    cwd: repo.dir,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return out.trim().split(' ').slice(1);
}

/** Three commits; returns their names, oldest first. */
function threeCommits(repo: GitRepo): [string, string, string] {
  repo.write('a.txt', 'a\n').commit('first');
  const first = repo.rev();
  repo.write('a.txt', 'b\n').commit('second');
  const second = repo.rev();
  repo.write('a.txt', 'c\n').commit('third');
  return [first, second, repo.rev()];
}

/**
 * A commit-graph that gives `commit` the one parent `parent` (review 8 G1, as the call there does):
 * the commit's loose object rewritten for a moment, the graph written from a child of it, the
 * object put back. Its name and bytes are then as committed; only the graph says otherwise.
 */
function graphGives(repo: GitRepo, commit: string, parent: string): void {
  const tree = repo.git('rev-parse', `${commit}^{tree}`).trim();
  const file = join(repo.dir, '.git/objects', commit.slice(0, 2), commit.slice(2));
  const kept = readFileSync(file);
  const raw = inflateSync(kept);
  const body = raw
    .subarray(raw.indexOf(0) + 1)
    .toString('utf8')
    .replace(/^parent .*$/m, `parent ${parent}`);
  chmodSync(file, 0o644);
  writeFileSync(
    file,
    deflateSync(Buffer.concat([Buffer.from(`commit ${Buffer.byteLength(body)}\0`), Buffer.from(body)])),
  );
  const child = repo.git('commit-tree', tree, '-p', commit, '-m', 'child').trim();
  execFileSync('git', ['commit-graph', 'write', '--stdin-commits'], {
    cwd: repo.dir,
    env: cleanEnv(),
    input: `${child}\n`,
  });
  writeFileSync(file, kept);
}

describe('asCommitted', () => {
  it('reads the parents a commit names, whatever .git/info/grafts says, and says nothing', async () => {
    await withGitRepo((repo) => {
      repo.write('a.txt', 'a\n').commit('first');
      const first = repo.rev();
      repo.write('a.txt', 'b\n').commit('second');
      const second = repo.rev();
      repo.write('a.txt', 'c\n').commit('third');
      const third = repo.rev();
      repo.write('.git/info/grafts', `${third} ${first}\n`);
      const parents = (env: NodeJS.ProcessEnv) => {
        const out = execFileSync('git', ['rev-list', '--parents', '-n', '1', 'HEAD'], {
          cwd: repo.dir,
          env: { ...env, GIT_ADVICE: '1' },
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        return out.trim().split(' ').slice(1);
      };
      expect(parents(cleanEnv())).toEqual([first]); // the graft, as git reads it by default
      expect(parents(asCommitted(cleanEnv()))).toEqual([second]);
      // git says nothing of the graft file it was given, with grafts in the repository and without
      const said = () =>
        spawnSync('git', ['log', '--format=%P', '-n', '1', 'HEAD'], {
          cwd: repo.dir,
          env: asCommitted(cleanEnv()),
          encoding: 'utf8',
        });
      expect(said()).toMatchObject({ status: 0, stdout: `${second}\n`, stderr: '' });
      rmSync(join(repo.dir, '.git/info/grafts'));
      expect(said()).toMatchObject({ status: 0, stdout: `${second}\n`, stderr: '' });
    });
  });

  it('keeps replace refs off too', () => {
    expect(asCommitted({ A: '1' })).toEqual({
      A: '1',
      GIT_NO_REPLACE_OBJECTS: '1',
      GIT_GRAFT_FILE: '/dev/null/grafts',
      GIT_TEST_COMMIT_GRAPH: '0',
      GIT_CONFIG_PARAMETERS: "'core.usereplacerefs'='false' 'core.commitgraph'='false'",
    });
  });

  it('reads the parents a commit names, whatever a commit-graph says (review 8 G1)', async () => {
    await withGitRepo((repo) => {
      const [first, second, third] = threeCommits(repo);
      graphGives(repo, third, first);
      expect(repo.git('cat-file', '-p', third)).toContain(`parent ${second}`); // the object as committed
      expect(parentsOf(repo, cleanEnv())).toEqual([first]); // the graph, as git reads it by default
      expect(parentsOf(repo, asCommitted(cleanEnv()))).toEqual([second]);
      // the graph forced on by the environment (git 2.39 loads it whatever the config says then)
      expect(parentsOf(repo, asCommitted(cleanEnv({ GIT_TEST_COMMIT_GRAPH: '1' })))).toEqual([second]);
      // and switched on in the repository's config, or by an earlier command-line entry
      repo.git('config', 'core.commitGraph', 'true');
      const earlier = cleanEnv({ GIT_CONFIG_PARAMETERS: "'core.commitgraph'='true'" });
      expect(parentsOf(repo, earlier)).toEqual([first]);
      expect(parentsOf(repo, asCommitted(earlier))).toEqual([second]);
    });
  });

  it('keeps replace refs off when the config switches them on (core.useReplaceRefs)', async () => {
    await withGitRepo((repo) => {
      const [first, second, third] = threeCommits(repo);
      const other = execFileSync('git', ['hash-object', '-t', 'commit', '-w', '--stdin'], {
        cwd: repo.dir,
        env: cleanEnv(),
        encoding: 'utf8',
        input: repo.git('cat-file', 'commit', third).replace(`parent ${second}`, `parent ${first}`),
      }).trim();
      repo.git('replace', third, other);
      expect(parentsOf(repo, { ...cleanEnv(), GIT_NO_REPLACE_OBJECTS: '1' })).toEqual([second]);
      repo.git('config', 'core.useReplaceRefs', 'true');
      // git 2.39 reads the variable first and the config after it: the config wins
      expect(parentsOf(repo, { ...cleanEnv(), GIT_NO_REPLACE_OBJECTS: '1' })).toEqual([first]);
      expect(parentsOf(repo, asCommitted(cleanEnv()))).toEqual([second]);
      // the caller's own command-line entries are kept, before diffgate's
      const given = asCommitted(cleanEnv({ GIT_CONFIG_PARAMETERS: "'core.usereplacerefs'='true'" }));
      expect(given.GIT_CONFIG_PARAMETERS).toMatch(/^'core\.usereplacerefs'='true' /);
      expect(parentsOf(repo, given)).toEqual([second]);
    });
  });
});

describe("the Action's range under a graft", () => {
  it('judges head against the merge base the commits name, not one a graft makes', async () => {
    await withGitRepo(async (repo) => {
      repo.write('.diffgate.tsv', 'freeze\tguard.sh\tThe guard is the source of truth\n');
      repo.write('guard.sh', 'echo guard\n').commit('rules');
      const base = repo.rev();
      repo.write('guard.sh', 'echo pwned\n').commit('tidy');
      const head = repo.rev();
      repo.git('checkout', '-q', base);
      // the base "descends" from head: the merge base would be head itself, and no change be seen
      repo.write('.git/info/grafts', `${base} ${head}\n`);
      const checked = await checkRange({ base, head }, undefined, repo.dir, cleanEnv());
      expect(checked.kind === 'verdict' && checked.verdict.violations.map((v) => v.path)).toEqual(['guard.sh']);
    });
  });

  it("runs the Action's local git with grafts, replace refs and the commit-graph off", () => {
    expect(localGitEnv({})).toMatchObject({
      GIT_NO_REPLACE_OBJECTS: '1',
      GIT_GRAFT_FILE: '/dev/null/grafts',
      GIT_TEST_COMMIT_GRAPH: '0',
      GIT_CONFIG_PARAMETERS: "'core.usereplacerefs'='false' 'core.commitgraph'='false'",
    });
  });
});
