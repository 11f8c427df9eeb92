/**
 * A merge is judged by what it changes itself (review-15b2 F04): pre-merge-commit, pre-commit after
 * a conflict, and pre-push judge a merge only on the paths where its result differs from every
 * parent. A path taken whole from the other side is that side's change, judged as its own commits;
 * an "evil merge" (a version neither parent has) is judged as any change. Through the real
 * `git merge`, `git commit` and `git push` with the hooks installed by `install --hooks-path`.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GitRepo, cleanEnv } from '../helpers/gitRepo.js';
import { FROZEN, commit, remoteRef, removeDir, seen, tempDir, sharedHooksRepo } from './setup.js';

let repo: GitRepo;
let bare: string;
let base: string;

sharedHooksRepo((s) => {
  ({ repo, bare, base } = s);
});

const RELEASED = '{"debug": true}\n';

/** Branch `name` from main with one commit setting the frozen file; `released`: made with DIFFGATE_RELEASE. */
const sideBranch = (name: string, text: string, released: boolean) => {
  repo.git('checkout', '-q', '-b', name, 'main');
  repo.write(FROZEN, text).stageAll();
  const r = released
    ? commit(repo, `${name}: config`, { env: { DIFFGATE_RELEASE: 'agreed in review' } })
    : commit(repo, `${name}: config`, { args: ['--no-verify'] });
  expect(r.status, r.stderr).toBe(0);
  const sha = repo.rev();
  repo.git('checkout', '-q', 'main');
  return sha;
};
/** The agent's (or anyone's) own commit on main, touching no protected file: main and the side diverge. */
const ownCommit = () => {
  repo.write('NEWS.md', 'main moves on\n').stageAll();
  expect(commit(repo, 'main moves on').status).toBe(0);
};
const parents = (rev = 'HEAD') => repo.git('rev-list', '--parents', '-n', '1', rev).trim().split(' ').slice(1);
const push = () => repo.tryGit(['push', 'origin', 'main']);

describe("a merge that takes the other side's change to a frozen file", () => {
  it('passes pre-merge-commit and pre-push when the side commit was released', () => {
    sideBranch('release-1', RELEASED, true);
    ownCommit();
    const merged = repo.tryGit(['merge', '--no-edit', 'release-1']);
    expect(merged.status, seen(merged)).toBe(0);
    expect(parents()).toHaveLength(2);
    expect(repo.read(FROZEN)).toBe(RELEASED);
    const r = push();
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('was released when it was made');
    expect(remoteRef(bare)).toBe(repo.rev());
  });

  it("judges a side commit that is only on another branch of the remote (anyone's to push to, without hooks: review-16b B03); a person releases the push", () => {
    sideBranch('mate', RELEASED, false);
    expect(repo.tryGit(['push', '-q', '--no-verify', 'origin', 'mate']).status).toBe(0);
    repo.git('fetch', '-q', 'origin');
    ownCommit();
    const merged = repo.tryGit(['merge', '--no-edit', 'origin/mate']);
    expect(merged.status, seen(merged)).toBe(0);
    const r = push();
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('[freeze]');
    const released = repo.tryGit(['push', '-q', 'origin', 'main'], {
      env: { DIFFGATE_RELEASE: 'reviewed on the branch' },
    });
    expect(released.status, released.stderr).toBe(0);
  });

  it("`git pull` that merges a teammate's pushed commit passes pre-merge-commit and pre-push", () => {
    const mate = join(tempDir('diffgate-mate-'), 'mate');
    try {
      execFileSync('git', ['clone', '-q', '-b', 'main', bare, mate], { env: cleanEnv() });
      const inMate = (...args: string[]) => execFileSync('git', ['-C', mate, ...args], { env: cleanEnv() });
      inMate('config', 'user.name', 'mate');
      inMate('config', 'user.email', 'mate@example.invalid');
      writeFileSync(join(mate, FROZEN), RELEASED);
      inMate('commit', '-q', '--no-verify', '-am', 'reviewed config');
      inMate('push', '-q', '--no-verify', 'origin', 'main');
      repo.git('branch', '-q', '-u', 'origin/main');
      ownCommit();
      const pulled = repo.tryGit(['pull', '--no-rebase', '--no-edit', 'origin', 'main']);
      expect(pulled.status, seen(pulled)).toBe(0);
      expect(parents()).toHaveLength(2);
      expect(repo.read(FROZEN)).toBe(RELEASED);
      const r = push();
      expect(r.status, r.stderr).toBe(0);
    } finally {
      removeDir(join(mate, '..'));
    }
  });

  it('when the side commit was neither released nor pushed, pre-push refuses that commit, not the merge', () => {
    const side = sideBranch('sneaky', RELEASED, false);
    ownCommit();
    const merged = repo.tryGit(['merge', '--no-edit', 'sneaky']);
    expect(merged.status, seen(merged)).toBe(0);
    const r = push();
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`commit ${side.slice(0, 12)} "sneaky: config":`);
    expect(r.stderr).not.toContain(`commit ${repo.rev().slice(0, 12)}`);
    expect(r.stderr).toContain('1 commit breaks');
    expect(remoteRef(bare)).toBe(base);
  });

  it('a conflict in the frozen file resolved by taking one side passes', () => {
    sideBranch('release-1', RELEASED, true);
    repo.write(FROZEN, '{"debug": "verbose"}\n').stageAll();
    expect(commit(repo, 'main: config', { env: { DIFFGATE_RELEASE: 'agreed too' } }).status).toBe(0);
    const merged = repo.tryGit(['merge', '--no-edit', 'release-1']);
    expect(merged.status).toBe(1); // a conflict: git stops before any hook
    expect(repo.tryGit(['checkout', '--theirs', '--', FROZEN]).status).toBe(0);
    repo.git('add', FROZEN);
    const done = repo.tryGit(['commit', '--no-edit']); // pre-commit, with MERGE_HEAD
    expect(done.status, seen(done)).toBe(0);
    expect(parents()).toHaveLength(2);
    expect(repo.read(FROZEN)).toBe(RELEASED);
    const r = push();
    expect(r.status, r.stderr).toBe(0);
  });

  it('an octopus merge takes each side whole', () => {
    sideBranch('release-1', RELEASED, true);
    repo.git('checkout', '-q', '-b', 'docs', 'main');
    repo.write('docs.md', 'docs\n').stageAll();
    expect(commit(repo, 'docs').status).toBe(0);
    repo.git('checkout', '-q', 'main');
    ownCommit();
    const merged = repo.tryGit(['merge', '--no-edit', 'release-1', 'docs']);
    expect(merged.status, seen(merged)).toBe(0);
    expect(parents()).toHaveLength(3);
    const r = push();
    expect(r.status, r.stderr).toBe(0);
  });
});

describe('a merge that changes a frozen file itself is judged', () => {
  it('an evil merge (a version neither side has) is refused by pre-commit, and by pre-push when made with --no-verify', () => {
    sideBranch('release-1', RELEASED, true);
    ownCommit();
    expect(repo.tryGit(['merge', '--no-commit', '--no-ff', 'release-1']).status).toBe(0);
    repo.write(FROZEN, '{"debug": "evil"}\n').stageAll();
    const refused = repo.tryGit(['commit', '--no-edit']);
    expect(refused.status).not.toBe(0);
    expect(seen(refused)).toContain('[freeze]');
    expect(repo.tryGit(['commit', '-q', '--no-edit', '--no-verify']).status).toBe(0);
    expect(parents()).toHaveLength(2);
    const r = push();
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`commit ${repo.rev().slice(0, 12)}`);
    expect(r.stderr).toContain(`${FROZEN}  [freeze]`);
    expect(remoteRef(bare)).toBe(base);
  });

  it("a conflict resolved by combining both sides is the merge's own change: refused", () => {
    sideBranch('release-1', RELEASED, true);
    repo.write(FROZEN, '{"debug": "verbose"}\n').stageAll();
    expect(commit(repo, 'main: config', { env: { DIFFGATE_RELEASE: 'agreed too' } }).status).toBe(0);
    expect(repo.tryGit(['merge', '--no-edit', 'release-1']).status).toBe(1);
    repo.write(FROZEN, '{"debug": true, "verbose": true}\n').stageAll();
    const done = repo.tryGit(['commit', '--no-edit']);
    expect(done.status).not.toBe(0);
    expect(seen(done)).toContain('[freeze]');
  });

  it('a side with no history under the rules (an unrelated root with no manifest) takes nothing off the judgment', () => {
    repo.git('checkout', '-q', '--orphan', 'stray');
    repo.git('rm', '-q', '-rf', '.');
    repo.write(FROZEN, '{"debug": "stray"}\n').stageAll();
    expect(commit(repo, 'stray root', { args: ['--no-verify'] }).status).toBe(0);
    repo.git('checkout', '-q', 'main');
    ownCommit();
    expect(repo.tryGit(['merge', '--no-edit', '--allow-unrelated-histories', 'stray']).status).toBe(1); // add/add
    expect(repo.tryGit(['checkout', '--theirs', '--', FROZEN]).status).toBe(0);
    repo.git('add', FROZEN);
    const done = repo.tryGit(['commit', '--no-edit']);
    expect(done.status).not.toBe(0);
    expect(seen(done)).toContain('[freeze]');
    expect(repo.tryGit(['commit', '-q', '--no-edit', '--no-verify']).status).toBe(0);
    const r = push();
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`commit ${repo.rev().slice(0, 12)}`);
    expect(remoteRef(bare)).toBe(base);
  });
});
