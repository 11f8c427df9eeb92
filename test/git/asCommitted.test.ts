/**
 * History as committed (src/git/asCommitted.ts): with `.git/info/grafts` giving HEAD another parent
 * (review 6 M3), git under asCommitted sees the parent HEAD's object names; git as the repository
 * has it sees the graft.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRange } from '../../src/action/checkRange.js';
import { localGitEnv } from '../../src/action/commitClasses.js';
import { asCommitted } from '../../src/git/asCommitted.js';
import { cleanEnv, withGitRepo } from '../helpers/gitRepo.js';

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

  it("runs the Action's local git with grafts off", () => {
    expect(localGitEnv({})).toMatchObject({ GIT_NO_REPLACE_OBJECTS: '1', GIT_GRAFT_FILE: '/dev/null/grafts' });
  });
});
