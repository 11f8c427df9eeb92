/**
 * The hooks in githooks/, installed with `diffgate install --hooks-path` (core.hooksPath), driven
 * by the real `git commit`, `git merge`, `git cherry-pick`, `git rebase` and `git push` (to a
 * local bare repository): blocks, releases and their trailer, --no-verify caught at push, linked
 * worktrees, subdirectories, amend, merges (against the first parent), and a hook that cannot
 * find node or the CLI.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GitRepo } from '../helpers/gitRepo.js';
import {
  FROZEN,
  GITHOOKS,
  REASON,
  releaseTrailer,
  commit,
  messageOf,
  packageCopy,
  pathWithoutNode,
  remoteRef,
  removeDir,
  runCli,
  tempDir,
  sharedHooksRepo,
} from './setup.js';

let repo: GitRepo;
let bare: string;
let base: string;

sharedHooksRepo(
  (s) => {
    ({ repo, bare, base } = s);
  },
  (r) => expect(r.stdout).toContain(`core.hooksPath = ${GITHOOKS}`),
);

const editFrozen = (r: GitRepo, text = '{"debug": true}\n') => r.write(FROZEN, text).stageAll();
const editFree = (r: GitRepo, text = 'more readme\n') => r.write('README.md', text).stageAll();
const pendingNote = (r: GitRepo) =>
  join(r.git('rev-parse', '--absolute-git-dir').trim(), 'diffgate', 'release-pending.json');

/** The block message names the rule and the path, and gives the manifest's reason. */
function expectBlockMessage(text: string, path = FROZEN) {
  expect(text).toContain(`${path}  [freeze]`);
  expect(text).toContain(REASON);
}

describe('install --hooks-path', () => {
  it('points core.hooksPath at githooks/ and says so', () => {
    expect(repo.git('config', 'core.hooksPath').trim()).toBe(GITHOOKS);
  });

  it('a second install changes nothing, and uninstall reverses it', () => {
    const config = repo.git('config', '--list', '--local');
    const again = repo.diffgate(['install', '--hooks-path']);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('already');
    expect(repo.git('config', '--list', '--local')).toBe(config);
    const removed = repo.diffgate(['uninstall', '--hooks-path']);
    expect(removed.status).toBe(0);
    expect(repo.tryGit(['config', '--get', 'core.hooksPath']).status).toBe(1);
    expect(repo.diffgate(['uninstall', '--hooks-path']).stdout).toContain('nothing to remove');
    editFrozen(repo);
    expect(commit(repo, 'no hooks any more').status).toBe(0);
  });

  it("refuses to replace another tool's hooks path without --force, and replaces it with", () => {
    repo.git('config', 'core.hooksPath', '.husky/_');
    const refused = repo.diffgate(['install', '--hooks-path']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('husky');
    expect(refused.stderr).toContain('--force');
    expect(repo.git('config', 'core.hooksPath').trim()).toBe('.husky/_');
    const forced = repo.diffgate(['install', '--hooks-path', '--force']);
    expect(forced.status).toBe(0);
    expect(repo.git('config', 'core.hooksPath').trim()).toBe(GITHOOKS);
  });
});

describe('git commit', () => {
  it('blocks a staged change to a frozen file: exit 1, the rule, path and reason on stderr, nothing committed', () => {
    editFrozen(repo);
    const r = commit(repo, 'change the config');
    expect(r.status).toBe(1);
    expectBlockMessage(r.stderr);
    expect(r.stderr).toContain('DIFFGATE_RELEASE="why" git commit');
    expect(repo.rev()).toBe(base);
    expect(repo.git('diff', '--cached', '--name-only').trim()).toBe(FROZEN);
  });

  it("blocks all the same with the environment node reads before diffgate's code: a --require that exits 0, a FIFO as the CA file", () => {
    const dir = tempDir('diffgate-node-env-');
    writeFileSync(join(dir, 'pass.cjs'), 'process.exit(0);\n');
    execFileSync('mkfifo', [join(dir, 'fifo')]);
    editFrozen(repo);
    const r = commit(repo, 'change the config', {
      env: {
        NODE_OPTIONS: `--require ${join(dir, 'pass.cjs')}`,
        NODE_EXTRA_CA_CERTS: join(dir, 'fifo'),
        OPENSSL_CONF: join(dir, 'fifo'),
      },
    });
    expect(r.status).toBe(1);
    expectBlockMessage(r.stderr);
    expect(repo.rev()).toBe(base);
    repo.git('reset', '-q');
    repo.git('checkout', '--', FROZEN);
  });

  it('lets an unprotected change through, with no trailer', () => {
    editFree(repo);
    const r = commit(repo, 'docs');
    expect(r.status, r.stderr).toBe(0);
    expect(repo.git('rev-parse', 'HEAD^').trim()).toBe(base);
    expect(messageOf(repo)).not.toContain('Diffgate-Release');
  });

  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['only spaces', '   '],
  ])('keeps the block when DIFFGATE_RELEASE is %s', (_name, value) => {
    editFrozen(repo);
    const r = commit(repo, 'change the config', { env: value === undefined ? {} : { DIFFGATE_RELEASE: value } });
    expect(r.status).toBe(1);
    expect(repo.rev()).toBe(base);
  });

  it('DIFFGATE_RELEASE lets a blocked commit through, says what it released, and records a Diffgate-Release trailer', () => {
    editFrozen(repo);
    const r = commit(repo, 'change the config', { env: { DIFFGATE_RELEASE: 'approved  by Ana\tin review' } });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('DIFFGATE_RELEASE lifted 1 block for this commit ("approved by Ana in review")');
    expectBlockMessage(r.stderr);
    expect(repo.git('rev-parse', 'HEAD^').trim()).toBe(base);
    expect(messageOf(repo)).toBe(
      `change the config\n\nDiffgate-Release: approved by Ana in review [freeze ${FROZEN}]\n\n`,
    );
    expect(releaseTrailer(repo)).toBe(`approved by Ana in review [freeze ${FROZEN}]`);
    expect(existsSync(pendingNote(repo))).toBe(false);
  });

  it('a released commit whose message is written in the editor keeps the trailer as a trailer, under the subject', () => {
    editFrozen(repo);
    const r = repo.tryGit(['commit'], {
      env: { DIFFGATE_RELEASE: 'ok', GIT_EDITOR: "sed -i '1s/^$/edited subject/'" },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(repo.git('log', '-1', '--format=%s').trim()).toBe('edited subject');
    expect(releaseTrailer(repo)).toBe(`ok [freeze ${FROZEN}]`);
  });

  it('blocks from a subdirectory, naming the repository path', () => {
    repo.write('docs/sub/notes.md', 'notes\n').commit('docs');
    const before = repo.rev();
    editFrozen(repo);
    const r = commit(repo, 'from below', { cwd: 'docs/sub' });
    expect(r.status).toBe(1);
    expectBlockMessage(r.stderr);
    expect(repo.rev()).toBe(before);
    editFree(repo.write(FROZEN, '{"debug": false}\n'));
    expect(commit(repo, 'free, from below', { cwd: 'docs/sub' }).status).toBe(0);
  });

  it('blocks in a linked worktree, and a release there records its trailer there', () => {
    const wtDir = join(tempDir('diffgate-worktree-'), 'wt');
    try {
      repo.git('worktree', 'add', '-q', '-b', 'side', wtDir);
      const wt = new GitRepo(wtDir);
      editFrozen(wt);
      const blocked = commit(wt, 'in the worktree');
      expect(blocked.status).toBe(1);
      expectBlockMessage(blocked.stderr);
      expect(wt.rev()).toBe(base);
      const released = commit(wt, 'in the worktree', { env: { DIFFGATE_RELEASE: 'worktree ok' } });
      expect(released.status, released.stderr).toBe(0);
      expect(releaseTrailer(wt)).toBe(`worktree ok [freeze ${FROZEN}]`);
      expect(repo.rev()).toBe(base); // the main worktree's branch did not move
      editFree(wt);
      expect(commit(wt, 'free change in the worktree').status).toBe(0);
    } finally {
      removeDir(join(wtDir, '..'));
    }
  });

  it('blocks git commit --amend that adds a frozen change; an allowed amend passes', () => {
    editFree(repo);
    expect(commit(repo, 'docs').status).toBe(0);
    const docs = repo.rev();
    editFrozen(repo);
    const blocked = commit(repo, 'docs and config', { args: ['--amend'] });
    expect(blocked.status).toBe(1);
    expectBlockMessage(blocked.stderr);
    expect(repo.rev()).toBe(docs);
    repo.write(FROZEN, '{"debug": false}\n').stageAll();
    editFree(repo, 'better readme\n');
    const amended = commit(repo, 'better docs', { args: ['--amend'] });
    expect(amended.status, amended.stderr).toBe(0);
    expect(repo.git('rev-parse', 'HEAD^').trim()).toBe(base);
  });

  it('a release note left by an aborted commit does not release a later cherry-pick', () => {
    // A violating commit on a branch, made with --no-verify.
    repo.git('checkout', '-q', '-b', 'side');
    editFrozen(repo);
    repo.git('commit', '-q', '--no-verify', '-m', 'frozen change');
    const violating = repo.rev();
    repo.git('checkout', '-q', 'main');
    // pre-commit ran with DIFFGATE_RELEASE and left its note, then the commit was aborted before
    // prepare-commit-msg (another tool's pre-commit hook failed, say).
    editFrozen(repo);
    const pre = repo.diffgate(['githook', 'pre-commit'], { env: { DIFFGATE_RELEASE: 'for that other commit' } });
    expect(pre.status).toBe(0);
    expect(existsSync(pendingNote(repo))).toBe(true);
    repo.git('reset', '-q', '--hard');
    const picked = repo.tryGit(['cherry-pick', violating]);
    expect(picked.status, picked.stderr).toBe(0);
    expect(messageOf(repo)).not.toContain('Diffgate-Release');
    // The stale note may stay (looking it up costs a git process on every commit), but it is inert:
    // only a commit whose pre-commit ran with the same DIFFGATE_RELEASE uses it, and that
    // pre-commit replaces it first. A later ordinary commit gets no trailer either.
    editFree(repo);
    expect(commit(repo, 'ordinary').status).toBe(0);
    expect(messageOf(repo)).not.toContain('Diffgate-Release');
  });
});

describe('git merge (judged by pre-merge-commit where the result differs from every parent)', () => {
  it("blocks a merge whose frozen file is neither side's (each side changed other lines); a release lets it through with a trailer", () => {
    editFrozen(repo, 'a\nb\nc\nd\ne\n');
    expect(commit(repo, 'five lines', { env: { DIFFGATE_RELEASE: 'lines ok' } }).status).toBe(0);
    repo.git('checkout', '-q', '-b', 'feature');
    editFrozen(repo, 'A\nb\nc\nd\ne\n');
    expect(commit(repo, 'released on the branch', { env: { DIFFGATE_RELEASE: 'branch ok' } }).status).toBe(0);
    repo.git('checkout', '-q', 'main');
    editFrozen(repo, 'a\nb\nc\nd\nE\n');
    expect(commit(repo, 'released on main', { env: { DIFFGATE_RELEASE: 'main ok' } }).status).toBe(0);
    const main = repo.rev();
    const blocked = repo.tryGit(['merge', '--no-ff', '-m', 'merge feature', 'feature']);
    expect(blocked.status).not.toBe(0);
    expectBlockMessage(blocked.stderr);
    expect(repo.rev()).toBe(main);
    repo.git('merge', '--abort');
    const released = repo.tryGit(['merge', '--no-ff', '-m', 'merge feature', 'feature'], {
      env: { DIFFGATE_RELEASE: 'merge ok' },
    });
    expect(released.status, released.stderr).toBe(0);
    expect(repo.git('rev-parse', 'HEAD^1').trim()).toBe(main);
    expect(releaseTrailer(repo)).toBe(`merge ok [freeze ${FROZEN}]`);
    expect(repo.git('log', '-1', '--format=%s').trim()).toBe('merge feature');
    expect(repo.read(FROZEN)).toBe('A\nb\nc\nd\nE\n');
    expect(repo.tryGit(['push', 'origin', 'main']).status).toBe(0);
  });

  it('a merge that takes a released branch change whole passes with no release of its own (review-15b2 F04)', () => {
    repo.git('checkout', '-q', '-b', 'feature');
    editFrozen(repo);
    expect(commit(repo, 'released on the branch', { env: { DIFFGATE_RELEASE: 'branch ok' } }).status).toBe(0);
    repo.git('checkout', '-q', 'main');
    editFree(repo);
    expect(commit(repo, 'main moves on').status).toBe(0);
    const merged = repo.tryGit(['merge', '--no-ff', '-m', 'merge feature', 'feature']);
    expect(merged.status, merged.stderr).toBe(0);
    expect(messageOf(repo)).not.toContain('Diffgate-Release');
    expect(repo.tryGit(['push', 'origin', 'main']).status).toBe(0);
  });

  it('a merge whose first parent already has the change passes (the second parent is not the base)', () => {
    editFrozen(repo);
    expect(commit(repo, 'released on main', { env: { DIFFGATE_RELEASE: 'main ok' } }).status).toBe(0);
    repo.git('checkout', '-q', '-b', 'docs', base);
    editFree(repo);
    expect(commit(repo, 'docs').status).toBe(0);
    repo.git('checkout', '-q', 'main');
    const merged = repo.tryGit(['merge', '--no-ff', '-m', 'merge docs', 'docs']);
    expect(merged.status, merged.stderr).toBe(0);
    expect(messageOf(repo)).not.toContain('Diffgate-Release');
    const pushed = repo.tryGit(['push', 'origin', 'main']);
    expect(pushed.status, pushed.stderr).toBe(0);
  });

  it("a conflicted merge finished with git commit: the frozen file taken whole from the branch is the branch commit's change, which pre-push refuses", () => {
    repo.git('checkout', '-q', '-b', 'feature');
    editFrozen(repo, '{"debug": "feature"}\n');
    repo.git('commit', '-q', '--no-verify', '-m', 'feature config');
    repo.git('checkout', '-q', 'main');
    repo.write('README.md', 'main readme\n').commit('main readme');
    repo.git('checkout', '-q', 'feature');
    repo.write('README.md', 'feature readme\n').commit('feature readme');
    repo.git('checkout', '-q', 'main');
    const main = repo.rev();
    expect(repo.tryGit(['merge', 'feature']).status).toBe(1); // README conflicts
    repo.write('README.md', 'merged readme\n').stageAll();
    const r = commit(repo, 'merge feature');
    expect(r.status, r.stderr).toBe(0);
    expect(repo.git('rev-parse', 'HEAD^1').trim()).toBe(main);
    const pushed = repo.tryGit(['push', 'origin', 'main']);
    expect(pushed.status).toBe(1);
    expect(pushed.stderr).toContain('"feature config":');
    expect(pushed.stderr).not.toContain('"merge feature":');
    expectBlockMessage(pushed.stderr);
    expect(remoteRef(bare)).toBe(base);
  });

  it('a conflict in the frozen file resolved with a version neither side has is blocked by pre-commit', () => {
    repo.git('checkout', '-q', '-b', 'feature');
    editFrozen(repo, '{"debug": "feature"}\n');
    expect(commit(repo, 'feature config', { env: { DIFFGATE_RELEASE: 'feature ok' } }).status).toBe(0);
    repo.git('checkout', '-q', 'main');
    editFrozen(repo, '{"debug": "main"}\n');
    expect(commit(repo, 'main config', { env: { DIFFGATE_RELEASE: 'main ok' } }).status).toBe(0);
    const main = repo.rev();
    expect(repo.tryGit(['merge', 'feature']).status).toBe(1); // the frozen file conflicts
    editFrozen(repo, '{"debug": "both"}\n');
    const r = commit(repo, 'merge feature');
    expect(r.status).toBe(1);
    expectBlockMessage(r.stderr);
    expect(repo.rev()).toBe(main);
  });
});

describe('git push (pre-push checks every pushed commit against its first parent; a merge where it differs from every parent)', () => {
  it('catches a --no-verify commit: push rejected, remote ref unchanged', () => {
    editFrozen(repo);
    repo.git('commit', '-q', '--no-verify', '-m', 'sneaky');
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).not.toBe(0);
    expectBlockMessage(r.stderr);
    expect(r.stderr).toContain(`commit ${repo.rev().slice(0, 12)} "sneaky":`);
    expect(r.stderr).toContain('push blocked');
    expect(remoteRef(bare)).toBe(base);
  });

  it('catches it on a new branch too (no remote commit to compare with)', () => {
    repo.git('checkout', '-q', '-b', 'topic');
    editFrozen(repo);
    repo.git('commit', '-q', '--no-verify', '-m', 'sneaky topic');
    const r = repo.tryGit(['push', 'origin', 'topic']);
    expect(r.status).not.toBe(0);
    expectBlockMessage(r.stderr);
    expect(remoteRef(bare, 'topic')).toBeUndefined();
  });

  it('lets a commit released when it was made through, naming its trailer', () => {
    editFrozen(repo);
    expect(commit(repo, 'released', { env: { DIFFGATE_RELEASE: 'ok by Ana' } }).status).toBe(0);
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('was released when it was made (Diffgate-Release: ok by Ana');
    expect(remoteRef(bare)).toBe(repo.rev());
  });

  it('DIFFGATE_RELEASE at push time lets a --no-verify commit through', () => {
    editFrozen(repo);
    repo.git('commit', '-q', '--no-verify', '-m', 'sneaky');
    const r = repo.tryGit(['push', 'origin', 'main'], { env: { DIFFGATE_RELEASE: 'pushed after review' } });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('DIFFGATE_RELEASE lifted the blocks above for this push ("pushed after review")');
    expect(remoteRef(bare)).toBe(repo.rev());
  });

  it('catches an amend made with --no-verify', () => {
    editFree(repo);
    expect(commit(repo, 'docs').status).toBe(0);
    editFrozen(repo);
    repo.git('commit', '-q', '--amend', '--no-verify', '-m', 'docs, and config on the quiet');
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).not.toBe(0);
    expectBlockMessage(r.stderr);
    expect(remoteRef(bare)).toBe(base);
  });

  it('a merge made with --no-verify that takes a released branch change whole pushes: the branch commit carries the release', () => {
    repo.git('checkout', '-q', '-b', 'feature');
    editFrozen(repo);
    expect(commit(repo, 'released on the branch', { env: { DIFFGATE_RELEASE: 'branch ok' } }).status).toBe(0);
    repo.git('checkout', '-q', 'main');
    editFree(repo);
    expect(commit(repo, 'main moves on').status).toBe(0);
    repo.git('merge', '-q', '--no-ff', '--no-verify', '-m', 'unchecked merge', 'feature');
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('"unchecked merge":');
    expect(r.stderr).toContain('was released when it was made (Diffgate-Release: branch ok');
    expect(remoteRef(bare)).toBe(repo.rev());
  });

  it('catches a merge made with --no-verify that changes a frozen file itself', () => {
    repo.git('checkout', '-q', '-b', 'feature');
    editFree(repo);
    expect(commit(repo, 'feature readme').status).toBe(0);
    repo.git('checkout', '-q', 'main');
    repo.write('NEWS.md', 'news\n').stageAll();
    expect(commit(repo, 'main moves on').status).toBe(0);
    expect(repo.tryGit(['merge', '-q', '--no-ff', '--no-commit', 'feature']).status).toBe(0);
    editFrozen(repo);
    repo.git('commit', '-q', '--no-verify', '-m', 'unchecked merge');
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('"unchecked merge":');
    expectBlockMessage(r.stderr);
    expect(remoteRef(bare)).toBe(base);
  });
});

describe('cherry-pick and rebase replay commits without pre-commit: pre-push catches them', () => {
  const violatingBranch = () => {
    repo.git('checkout', '-q', '-b', 'side');
    editFrozen(repo);
    repo.git('commit', '-q', '--no-verify', '-m', 'frozen change');
    const sha = repo.rev();
    repo.git('checkout', '-q', 'main');
    return sha;
  };

  it('git cherry-pick of a violating commit: git runs no pre-commit, so the commit is made; pre-push blocks it', () => {
    const violating = violatingBranch();
    const picked = repo.tryGit(['cherry-pick', violating]);
    expect(picked.status, picked.stderr).toBe(0); // git does not run pre-commit for cherry-pick
    expect(repo.rev()).not.toBe(base);
    const r = repo.tryGit(['push', 'origin', 'main']);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain(`commit ${repo.rev().slice(0, 12)} "frozen change":`);
    expectBlockMessage(r.stderr);
    expect(remoteRef(bare)).toBe(base);
  });

  it('git rebase replaying a violating commit: git runs no pre-commit; pre-push blocks the replayed commit', () => {
    violatingBranch();
    editFree(repo);
    expect(commit(repo, 'main moves on').status).toBe(0);
    const rebased = repo.tryGit(['rebase', 'main', 'side']);
    expect(rebased.status, rebased.stderr).toBe(0); // replayed without pre-commit
    const replayed = repo.rev('side');
    expect(repo.git('rev-parse', 'side^').trim()).toBe(repo.rev('main'));
    const r = repo.tryGit(['push', 'origin', 'side']);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain(`commit ${replayed.slice(0, 12)} "frozen change":`);
    expectBlockMessage(r.stderr);
    expect(remoteRef(bare, 'side')).toBeUndefined();
  });
});

describe('a hook that cannot run diffgate blocks, saying what to install', () => {
  it('node not on the PATH git gives hooks', () => {
    const dir = tempDir();
    try {
      editFrozen(repo);
      const r = commit(repo, 'anything', { env: { PATH: pathWithoutNode(dir) } });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('node was not found on the PATH git hooks see, so the pre-commit hook blocks');
      expect(r.stderr).toContain('Install Node.js 20 or later');
      expect(repo.rev()).toBe(base);
      repo.git('reset', '-q', '--hard');
      editFree(repo);
      expect(
        commit(repo, 'even an allowed change', { env: { PATH: pathWithoutNode(join(dir, 'again')) } }).status,
      ).toBe(1);
      expect(repo.rev()).toBe(base);
    } finally {
      removeDir(dir);
    }
  });

  it('a hooks folder without the CLI beside it (../dist missing)', () => {
    const dir = tempDir();
    try {
      const pkg = packageCopy(dir);
      removeDir(join(pkg.root, 'dist'));
      repo.git('config', 'core.hooksPath', pkg.hooks);
      editFree(repo);
      const r = commit(repo, 'anything');
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(
        `the diffgate CLI is missing (${pkg.hooks}/../dist/cli/index.js), so the pre-commit hook blocks`,
      );
      expect(r.stderr).toContain('Run npm ci (or npm install)');
      expect(repo.rev()).toBe(base);
    } finally {
      removeDir(dir);
    }
  });

  it('an installed copy of the package (githooks/ beside dist/) works from wherever it lies', () => {
    const dir = tempDir();
    try {
      const pkg = packageCopy(dir);
      const installed = runCli(pkg.cli, ['install', '--hooks-path', '--force'], repo.dir);
      expect(installed.status, installed.stderr).toBe(0);
      expect(repo.git('config', 'core.hooksPath').trim()).toBe(pkg.hooks);
      editFrozen(repo);
      expect(commit(repo, 'blocked').status).toBe(1);
      expect(readFileSync(join(pkg.hooks, 'pre-commit'), 'utf8')).toBe(
        readFileSync(join(GITHOOKS, 'pre-commit'), 'utf8'),
      );
    } finally {
      removeDir(dir);
    }
  });
});
