/**
 * Repository states the git adapter must read right: a partial commit's index (GIT_INDEX_FILE,
 * also through a real pre-commit hook), submodules (mode 160000), an unmerged index, and git
 * speaking another language.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLI, createGitRepo, removeGitRepo, withGitRepo, type GitRepo } from '../helpers/gitRepo.js';
import { ruleIds, verdictOf } from './ops.js';

const check = (repo: GitRepo, args: string[], opts: { env?: Record<string, string>; cwd?: string } = {}) => {
  const run = repo.diffgate(['check', ...args, '--format', 'json'], opts);
  const verdict = verdictOf(run);
  return { exit: run.status, rules: ruleIds(verdict), verdict };
};

describe('a partial commit: GIT_INDEX_FILE names the index being committed', () => {
  let repo: GitRepo;
  let base: string;
  beforeAll(() => {
    repo = createGitRepo();
    repo
      .write('.diffgate.tsv', 'freeze\tfrozen.txt\tThis file is frozen\n')
      .write('frozen.txt', 'f\n')
      .write('other.txt', 'o\n')
      .commit('base');
    base = repo.rev();
  });
  afterAll(() => removeGitRepo(repo));
  afterEach(() => {
    repo.remove('.git/hooks/pre-commit').remove('.git/alt-index');
    repo.resetTo(base);
  });

  const altIndex = () => join(repo.dir, '.git/alt-index');
  const copyIndex = () => void repo.git('read-tree', `--index-output=${altIndex()}`, 'HEAD');

  it('checks the index GIT_INDEX_FILE names, not .git/index', () => {
    copyIndex();
    repo.write('frozen.txt', 'changed\n');
    repo.tryGit(['add', 'frozen.txt'], { env: { GIT_INDEX_FILE: altIndex() } });
    expect(check(repo, [], { env: { GIT_INDEX_FILE: altIndex() } }).exit).toBe(1);
    expect(check(repo, []).exit).toBe(0); // .git/index is untouched
  });

  it('passes a clean GIT_INDEX_FILE while .git/index holds a blocked change', () => {
    copyIndex();
    repo.write('frozen.txt', 'changed\n').git('add', 'frozen.txt');
    expect(check(repo, []).exit).toBe(1);
    expect(check(repo, [], { env: { GIT_INDEX_FILE: altIndex() } }).exit).toBe(0);
  });

  it('through a real pre-commit hook: `git commit FILE` checks only what that commit holds', () => {
    writeFileSync(join(repo.dir, '.git/hooks/pre-commit'), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" check\n`, {
      mode: 0o755,
    });
    repo.write('frozen.txt', 'changed\n').git('add', 'frozen.txt');
    repo.write('other.txt', 'o2\n');

    const partial = repo.tryGit(['commit', '-q', '-m', 'only other.txt', 'other.txt']);
    expect(partial.status).toBe(0);
    expect(repo.git('show', '--name-only', '--format=', 'HEAD').trim()).toBe('other.txt');

    const frozenOnly = repo.tryGit(['commit', '-q', '-m', 'only frozen.txt', 'frozen.txt']);
    expect(frozenOnly.status).not.toBe(0);
    expect(frozenOnly.stderr).toContain('frozen.txt  [freeze]');

    const all = repo.tryGit(['commit', '-q', '-m', 'everything staged']);
    expect(all.status).not.toBe(0);
    expect(repo.git('log', '--format=%s', '-1').trim()).toBe('only other.txt');
  });
});

describe('a linked worktree (git worktree add)', () => {
  it("checks the worktree's own index through its pre-commit hook (GIT_DIR points into the main repository)", async () => {
    await withGitRepo(async (repo) => {
      repo
        .write('.diffgate.tsv', 'freeze\tfrozen.txt\tThis file is frozen\n')
        .write('frozen.txt', 'f\n')
        .write('other.txt', 'o\n')
        .commit('base');
      writeFileSync(join(repo.dir, '.git/hooks/pre-commit'), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" check\n`, {
        mode: 0o755,
      });
      repo.git('worktree', 'add', '-q', 'linked', '-b', 'linked');
      repo.write('linked/frozen.txt', 'changed\n').write('linked/other.txt', 'o2\n');
      expect(repo.tryGit(['add', 'frozen.txt'], { cwd: 'linked' }).status).toBe(0);
      expect(repo.tryGit(['commit', '-q', '-m', 'only other.txt', 'other.txt'], { cwd: 'linked' }).status).toBe(0);
      const all = repo.tryGit(['commit', '-q', '-m', 'everything staged'], { cwd: 'linked' });
      expect(all.status).not.toBe(0);
      expect(all.stderr).toContain('frozen.txt  [freeze]');
      expect(check(repo, ['--worktree'], { cwd: 'linked' }).rules).toEqual(['freeze']);
      expect(check(repo, ['--staged']).exit).toBe(0); // the main worktree's index is untouched
    });
  });
});

describe('submodules (mode 160000) under freeze', () => {
  let lib: GitRepo;
  let repo: GitRepo;
  let first: string;
  let second: string;
  beforeAll(() => {
    lib = createGitRepo();
    lib.write('x.txt', 'x\n').commit('one');
    first = lib.rev();
    lib.write('y.txt', 'y\n').commit('two');
    second = lib.rev();
    repo = createGitRepo();
    repo.write('.diffgate.tsv', 'freeze\tvendor/**\tVendored code is pinned\n').commit('base');
  });
  afterAll(() => {
    removeGitRepo(repo);
    removeGitRepo(lib);
  });

  it('adding a submodule creates a path: allowed', () => {
    repo.git('-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', lib.dir, 'vendor/lib');
    const r = check(repo, []);
    expect([r.exit, r.rules]).toEqual([0, []]);
    expect(r.verdict.checked).toBe(2); // .gitmodules and the gitlink
    repo.git('commit', '-q', '--no-verify', '-m', 'add submodule');
  });

  it('moving the submodule to another commit is blocked, staged and in the work tree', () => {
    repo.git('-C', 'vendor/lib', 'checkout', '-q', first);
    expect([check(repo, ['--worktree']).exit, check(repo, ['--staged']).exit]).toEqual([1, 0]);
    repo.git('add', 'vendor/lib');
    const r = check(repo, []);
    expect([r.exit, r.rules]).toEqual([1, ['freeze']]);
    expect(r.verdict.violations[0]).toMatchObject({ path: 'vendor/lib' });
  });

  it('stays blocked when .gitmodules says ignore = all', () => {
    repo
      .write('.gitmodules', `[submodule "vendor/lib"]\n\tpath = vendor/lib\n\turl = ${lib.dir}\n\tignore = all\n`)
      .git('add', '.gitmodules');
    const r = check(repo, []);
    expect([r.exit, r.rules]).toEqual([1, ['freeze']]);
    expect(check(repo, ['--worktree']).exit).toBe(1);
    repo.git('reset', '-q', '--hard');
    repo.git('-C', 'vendor/lib', 'checkout', '-q', second);
  });

  it('uncommitted edits inside the submodule are not a change to its gitlink (--worktree)', () => {
    repo.write('vendor/lib/untracked.txt', 'dirt\n').write('vendor/lib/x.txt', 'edited\n');
    expect(check(repo, ['--worktree']).exit).toBe(0);
    repo.git('-C', 'vendor/lib', 'checkout', '-q', '--', '.');
    repo.remove('vendor/lib/untracked.txt');
  });

  it('replacing the submodule with a file is a type change: blocked', () => {
    repo.git('rm', '-q', '--cached', 'vendor/lib');
    repo.remove('vendor/lib').write('vendor/lib', 'now a file\n').git('add', 'vendor/lib');
    const r = check(repo, []);
    expect([r.exit, r.rules]).toEqual([1, ['freeze']]);
    expect(r.verdict.violations[0]!.message).toMatch(/submodule to a regular file/);
    repo.git('reset', '-q', '--hard');
  });

  it('a submodule bump in a range is blocked', () => {
    repo.git('checkout', '-q', '-b', 'bump');
    repo.git('update-index', '--cacheinfo', `160000,${first},vendor/lib`);
    repo.git('commit', '-q', '--no-verify', '-m', 'bump');
    const r = check(repo, ['--range', 'main..bump']);
    expect([r.exit, r.rules]).toEqual([1, ['freeze']]);
  });
});

describe('an unmerged index', () => {
  it('exits 2 naming the conflicted path, in every format', async () => {
    await withGitRepo((repo) => {
      repo.write('.diffgate.tsv', '# none\n').write('a.txt', 'base\n').commit('base');
      repo.git('checkout', '-q', '-b', 'other');
      repo.write('a.txt', 'theirs\n').commit('theirs');
      repo.git('checkout', '-q', 'main');
      repo.write('a.txt', 'ours\n').commit('ours');
      expect(repo.tryGit(['merge', '-q', 'other']).status).not.toBe(0);
      for (const format of ['text', 'json', 'github']) {
        const run = repo.diffgate(['check', '--format', format]);
        expect(run.status).toBe(2);
        expect(run.stderr).toContain('"a.txt" has unresolved merge conflicts');
        expect(run.stdout).toBe('');
      }
    });
  });
});

describe('git speaking another language', () => {
  it("still recognises the first commit (no HEAD) when git's messages are translated", async () => {
    await withGitRepo((repo) => {
      repo.write('.diffgate.tsv', 'deny\t**/*.sqlite\tNo databases\n').write('db/x.sqlite', 'x\n').stageAll();
      const run = repo.diffgate(['check', '--format', 'json'], {
        env: { LANGUAGE: 'de', LC_ALL: 'C.UTF-8', LANG: 'de_DE.UTF-8' },
      });
      expect([run.status, ruleIds(verdictOf(run))]).toEqual([1, ['deny']]);
    });
  });
});
