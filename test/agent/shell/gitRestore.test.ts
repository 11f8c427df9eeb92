/**
 * Which files a git command that puts files back would really change, asked of real git in a
 * temporary repository: a staged change is lost to `git reset --merge` and `git read-tree -m -u`
 * (the index against REV, review-15b F05), `git reset --keep` writes only what differs between
 * HEAD and REV; a `git stash pop` after the line's own `git stash` applies what that push saves,
 * or, when it saves nothing or does not run, the newest stash there already is (review-15b F10).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitChangedPaths } from '../../../src/agent/shell/gitRestore.js';
import { createGitRepo, removeGitRepo, type GitRepo } from '../../helpers/gitRepo.js';

describe('gitChangedPaths', () => {
  let repo: GitRepo;
  const changed = (restore: Parameters<typeof gitChangedPaths>[1]) =>
    gitChangedPaths(repo.dir, restore)
      ?.map((p) => p.slice(repo.dir.length + 1))
      .sort();
  beforeAll(() => {
    repo = createGitRepo();
    repo.write('guard.sh', 'v1\n').write('notes.txt', 'n\n').commit('one');
    repo.write('guard.sh', 'v2\n').commit('two');
  });
  afterAll(() => removeGitRepo(repo));
  const clean = () => {
    repo.git('reset', '-q', '--hard');
    repo.git('clean', '-qfd');
    repo.git('stash', 'clear');
  };

  it('compare cached: the staged changes against REV, not the unstaged ones', () => {
    try {
      repo.write('guard.sh', 'staged\n');
      repo.git('add', 'guard.sh');
      repo.write('notes.txt', 'unstaged\n');
      expect(changed({ from: 'HEAD', pathspecs: [':/'], compare: 'cached' })).toEqual(['guard.sh']);
      expect(changed({ from: 'HEAD', pathspecs: [':/'] })).toEqual(['guard.sh', 'notes.txt']);
    } finally {
      clean();
    }
  });

  it('compare head: what differs between HEAD and REV, whatever is staged', () => {
    try {
      repo.write('notes.txt', 'staged\n');
      repo.git('add', 'notes.txt');
      expect(changed({ from: 'HEAD~1', pathspecs: [':/'], compare: 'head' })).toEqual(['guard.sh']);
      expect(changed({ from: 'HEAD', pathspecs: [':/'], compare: 'head' })).toEqual([]);
    } finally {
      clean();
    }
  });

  it('an unknown revision cannot be told', () => {
    expect(changed({ from: 'no-such-rev', pathspecs: [':/'], compare: 'cached' })).toBeUndefined();
  });

  it('a pop after the line pushes: what the push saves (untracked too with -u)', () => {
    try {
      repo.write('notes.txt', 'edited\n').write('new.txt', 'new\n');
      expect(changed({ from: 'stash@{0}', pathspecs: ['.'], stash: true, pushed: { pathspecs: [':/'] } })).toEqual([
        'notes.txt',
      ]);
      expect(
        changed({
          from: 'stash@{0}',
          pathspecs: ['.'],
          stash: true,
          pushed: { pathspecs: [':/'], untracked: true },
        }),
      ).toEqual(['new.txt', 'notes.txt']);
    } finally {
      clean();
    }
  });

  it('a pop after a push that may save nothing (or may not run) may apply the newest stash there is', () => {
    try {
      repo.write('guard.sh', 'old stash\n');
      repo.git('stash', '-q');
      const pop = { from: 'stash@{0}', pathspecs: ['.'], stash: true, pushed: { pathspecs: [':/'] } };
      expect(changed(pop)).toEqual(['guard.sh']);
      repo.write('notes.txt', 'edited\n');
      expect(changed(pop)).toEqual(['guard.sh', 'notes.txt']);
      repo.git('stash', 'clear');
      repo.git('checkout', '-q', '--', '.');
      expect(changed(pop)).toEqual([]);
    } finally {
      clean();
    }
  });

  it('without a push in the line, a pop with no stash fails: cannot be told', () => {
    expect(changed({ from: 'stash@{0}', pathspecs: ['.'], stash: true })).toBeUndefined();
  });

  it('outside a repository nothing can be told', () => {
    expect(gitChangedPaths(join(repo.dir, '..'), { from: 'HEAD', pathspecs: [':/'] })).toBeUndefined();
  });
});
