/**
 * Remote-tracking refs and the commit check (review-15c F13). A commit on a remote-tracking ref is
 * left out as "on the remote already" only when a fetch from that remote, on another machine,
 * brought it: here a real `git daemon` serves `origin` over git://, so a fetch writes FETCH_HEAD as
 * one from a hosted remote does. A ref pointed anywhere else (a scratch clone added as a remote, a
 * fetch from a path into `refs/remotes/origin/...`, `git update-ref`) has its commits judged like a
 * branch's, and pre-push (installed here) refuses what the tripwire refused.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitDaemon, type GitDaemon } from '../../helpers/gitDaemon.js';
import { CLI, cleanEnv } from '../../helpers/gitRepo.js';
import { type Harness, rulesIn, runHook, userPrompt, withHarness } from '../hookHarness.js';
import { bash, wholeCall as call, withGates } from './tripwireHarness.js';

let base: string;
let daemon: GitDaemon;
beforeAll(async () => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-daemon-')));
  daemon = await startGitDaemon(base);
});
afterAll(() => {
  daemon?.stop();
  rmSync(base, { recursive: true, force: true });
});

let served = 0;
/** A bare copy of the repository served by the daemon as `origin` (or added by path, `local`), pre-push installed. */
function withOrigin(h: Harness, local = false): string {
  const bare = join(base, `origin-${process.pid}-${++served}.git`);
  h.repo.git('clone', '-q', '--bare', h.repo.dir, bare);
  h.repo.git('remote', 'add', 'origin', local ? bare : daemon.url(bare.slice(base.length + 1)));
  h.repo.git('fetch', '-q', 'origin');
  h.repo.git('branch', '-q', '-u', 'origin/main');
  h.repo.write('.git/hooks/pre-push', `#!/bin/sh\nexec "${process.execPath}" "${CLI}" githook pre-push "$@"\n`);
  chmodSync(join(h.repo.dir, '.git/hooks/pre-push'), 0o755);
  return bare;
}

/** A clone of `from` outside the repository, with `guard.sh` changed and committed there (no hooks run). */
function cloneWithCommit(h: Harness, from: string, text: string, name: string): { dir: string; sha: string } {
  const dir = join(h.home, name);
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { env: cleanEnv(), encoding: 'utf8' });
  execFileSync('git', ['clone', '-q', from, dir], { env: cleanEnv() });
  git('config', 'user.name', name);
  git('config', 'user.email', `${name}@example.invalid`);
  writeFileSync(join(dir, 'guard.sh'), text);
  git('commit', '-q', '--no-verify', '-am', `${name}: guard`);
  return { dir, sha: git('rev-parse', 'HEAD').trim() };
}

const guard = (h: Harness) => readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8');
const onOrigin = (bare: string) =>
  execFileSync('git', ['--git-dir', bare, 'show', 'main:guard.sh'], { env: cleanEnv(), encoding: 'utf8' });
/** The refused commits' records, as `<sha>.json` (a batch's commits each named so). */
const refusedRecords = (h: Harness) => {
  const dir = join(h.repo.dir, '.git/diffgate/refused');
  return (existsSync(dir) ? readdirSync(dir) : []).flatMap((name) =>
    name.startsWith('batch-')
      ? (JSON.parse(readFileSync(join(dir, name), 'utf8')).commits as { commit: string }[]).map(
          (c) => `${c.commit}.json`,
        )
      : [name],
  );
};

describe('a fetch from a remote on another machine', () => {
  it("`git pull` of a teammate's commit that changed a frozen file keeps it and refuses no commit; the agent's next push passes", async () => {
    await withHarness(async (h) => {
      withGates(h);
      const bare = withOrigin(h);
      const mate = cloneWithCommit(h, bare, 'echo guard\necho reviewed change\n', 'mate');
      execFileSync('git', ['-C', mate.dir, 'push', '-q', '--no-verify', 'origin', 'main'], { env: cleanEnv() });
      expect(runHook(h, userPrompt(h, 'update from the team, then push your notes')).status).toBe(0);
      expect(call(h, 'git pull -q --ff-only', 'toolu_pull', true)).toMatchObject({ status: 0, stderr: '' });
      expect(guard(h)).toBe('echo guard\necho reviewed change\n');
      expect(h.repo.git('status', '--porcelain', '--untracked-files=no')).toBe('');
      expect(refusedRecords(h)).toEqual([]);
      const push =
        'echo notes > notes.txt && git add notes.txt && git commit -qm notes --no-verify && git push -q origin main 2>&1';
      expect(call(h, push, 'toolu_push')).toMatchObject({ status: 0, stderr: '' });
      expect(execFileSync('git', ['--git-dir', bare, 'rev-parse', 'main'], { encoding: 'utf8' }).trim()).toBe(
        h.repo.rev(),
      );
    });
  });

  it("`git pull` from a remote on this machine (a path) judges what it brings: the teammate's unreleased change is put back", async () => {
    await withHarness(async (h) => {
      withGates(h);
      const bare = withOrigin(h, true);
      const mate = cloneWithCommit(h, bare, 'echo guard\necho from a path\n', 'mate');
      execFileSync('git', ['-C', mate.dir, 'push', '-q', '--no-verify', 'origin', 'main'], { env: cleanEnv() });
      expect(runHook(h, userPrompt(h, 'update from the team')).status).toBe(0);
      const r = call(h, 'git pull -q --ff-only', 'toolu_pull', true);
      expect(r.status).toBe(2);
      expect(rulesIn(r.stderr)).toContain('freeze');
      expect(guard(h)).toBe('echo guard\n');
      expect(refusedRecords(h)).toEqual([`${mate.sha}.json`]);
    });
  });
});

describe('everyday remote work with a remote on another machine (review-16)', () => {
  /** A teammate's commit changing the frozen file, pushed to origin's branch `branch`. */
  const teammate = (h: Harness, bare: string, branch: string) => {
    const mate = cloneWithCommit(h, bare, 'echo guard\necho reviewed change\n', 'mate');
    execFileSync('git', ['-C', mate.dir, 'push', '-q', '--no-verify', 'origin', `HEAD:${branch}`], { env: cleanEnv() });
    return mate.sha;
  };

  it.each([
    [
      '`git pull origin <branch>` of a branch no remote-tracking ref follows (FETCH_HEAD only)',
      'mate-fix',
      'git config remote.origin.fetch +refs/heads/main:refs/remotes/origin/main && git pull -q --no-edit origin mate-fix',
    ],
    [
      '`git remote rename`, then a merge of what the renamed refs hold',
      'mate-fix',
      'git fetch -q origin && git remote rename origin upstream && git merge -q --no-edit upstream/mate-fix',
    ],
    [
      'a fetch in a linked worktree (its own FETCH_HEAD), merged in the main one',
      'mate-fix',
      'w=$(mktemp -d)/wt && git worktree add -q $w && git -C $w fetch -q origin && git merge -q --no-edit origin/mate-fix',
    ],
  ])("%s: the teammate's change stands, no commit refused", async (_what, branch, command) => {
    await withHarness(async (h) => {
      withGates(h);
      const bare = withOrigin(h);
      teammate(h, bare, branch);
      expect(runHook(h, userPrompt(h, "bring in the team's fix")).status).toBe(0);
      expect(call(h, command, 'toolu_in')).toMatchObject({ status: 0, stderr: '' });
      expect(guard(h)).toBe('echo guard\necho reviewed change\n');
      expect(refusedRecords(h)).toEqual([]);
    });
  });
});

describe('a remote the agent added, even on "another machine" (review-16 A01)', () => {
  it.each([
    ['in the same turn', false],
    ['and fetched in the next turn (review-16b B04)', true],
  ])(
    "a scratch clone served by the agent's own git daemon, added as a remote %s: judged, put back, and pre-push refuses it",
    async (_when, nextTurn) => {
      await withHarness(async (h) => {
        withGates(h);
        const bare = withOrigin(h);
        const scratch = cloneWithCommit(h, h.repo.dir, 'echo owned\n', 'scratch');
        const own = await startGitDaemon(h.home);
        try {
          expect(runHook(h, userPrompt(h, 'bring in the scratch work and push')).status).toBe(0);
          expect(call(h, `git remote add evil ${own.url('scratch')}`, 'toolu_add').status).toBe(0); // a URL on "another machine": the edit stands
          if (nextTurn) expect(runHook(h, userPrompt(h, 'go on')).status).toBe(0);
          const r = call(h, 'git fetch -q evil && git merge -q --ff-only evil/main', 'toolu_in');
          expect(r.status).toBe(2);
          expect(r.stderr).toContain('It came in through refs/remotes/evil/main');
          expect(guard(h)).toBe('echo guard\n');
          expect(refusedRecords(h)).toEqual([`${scratch.sha}.json`]);
          const push = bash(h, 'git push -q origin main');
          expect(push.status).not.toBe(0);
          expect(onOrigin(bare)).toBe('echo guard\n');
        } finally {
          own.stop();
        }
      });
    },
  );
});

describe('a commit put on a remote-tracking ref by anything but a fetch from that remote (review-15c F13)', () => {
  it.each([
    [
      'a clone on this machine added as a remote, fetched and merged',
      ['git remote add mirror $S && git fetch -q mirror && git merge -q --no-ff -m "merge mirror" mirror/main'],
    ],
    [
      "fetched from a path into a ref of origin's, and fast-forwarded",
      ['git fetch -q $S main:refs/remotes/origin/side && git merge -q --ff-only origin/side'],
    ],
    [
      "fetched into a ref of origin's in one call, merged in the next",
      ['git fetch -q $S main:refs/remotes/origin/side', 'git merge -q --no-ff -m "merge side" origin/side'],
    ],
    [
      'ref files made links to files elsewhere, then written there (review-16 A03)',
      [
        'e=$(mktemp -d) && for r in refs/heads/main refs/remotes/origin/main; do f=$e/$(echo $r | tr / _); cp .git/$r $f && ln -sf $f .git/$r; done && echo $e > .git/link-dir',
        'e=$(cat .git/link-dir) && git fetch -q $S && c=$(git commit-tree $(git -C $S rev-parse HEAD^{tree}) -p HEAD -m tidy) && for f in $e/*; do echo $c > $f; done && git reset -q --hard HEAD',
      ],
    ],
    [
      "a commit object pointed at by a ref of origin's (no fetch at all)",
      [
        't=$(git -C $S rev-parse HEAD:guard.sh) && git fetch -q $S && c=$(git commit-tree $(git -C $S rev-parse HEAD^{tree}) -p HEAD -m tidy) && git update-ref refs/remotes/origin/side $c && git merge -q --ff-only origin/side',
      ],
    ],
  ])('%s: judged, put back, and pre-push refuses it', async (_what, commands) => {
    await withHarness(async (h) => {
      withGates(h);
      const bare = withOrigin(h);
      const scratch = cloneWithCommit(h, h.repo.dir, 'echo owned\n', 'scratch');
      expect(runHook(h, userPrompt(h, "bring in the scratch clone's work and push")).status).toBe(0);
      const statuses = commands.map((c, k) => call(h, c.replaceAll('$S', scratch.dir), `toolu_${k}`).status);
      expect(statuses).toContain(2);
      expect(guard(h)).toBe('echo guard\n');
      expect(refusedRecords(h).length).toBeGreaterThan(0);
      const push = bash(h, 'git push -q origin main');
      expect(push.status).not.toBe(0);
      expect(push.stderr).toContain('an agent made this commit during a tool call');
      expect(onOrigin(bare)).toBe('echo guard\n');
    });
  });
});

describe('the advice for such a commit, followed as printed', () => {
  it.each([
    ['fast-forwarded onto main', 'git fetch -q $S main:refs/remotes/origin/side && git merge -q --ff-only origin/side'],
    ['left on the ref only', 'git fetch -q $S main:refs/remotes/origin/side'],
  ])('%s: each `run:` line as a call, then the work tree is clean and a push passes', async (_what, command) => {
    await withHarness(async (h) => {
      withGates(h);
      const bare = withOrigin(h);
      const before = h.repo.rev();
      const scratch = cloneWithCommit(h, h.repo.dir, 'echo owned\n', 'scratch');
      expect(runHook(h, userPrompt(h, 'bring in the scratch work')).status).toBe(0);
      const r = call(h, command.replaceAll('$S', scratch.dir), 'toolu_in');
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('It came in through refs/remotes/origin/side');
      const steps = r.stderr
        .split('\n')
        .map((l) => /^\s+run: (.+)$/.exec(l)?.[1])
        .filter((c) => c !== undefined);
      expect(steps.length).toBeGreaterThan(0);
      steps.forEach((step, k) => expect(call(h, step, `toolu_fix${k}`, true)).toMatchObject({ status: 0, stderr: '' }));
      expect(h.repo.rev()).toBe(before);
      expect(h.repo.git('status', '--porcelain', '--untracked-files=no')).toBe('');
      expect(h.repo.git('for-each-ref', '--format=%(refname)', 'refs/remotes/origin/side')).toBe('');
      const push =
        'echo notes > notes.txt && git add notes.txt && git commit -qm notes --no-verify && git push -q origin main 2>&1';
      expect(call(h, push, 'toolu_push')).toMatchObject({ status: 0, stderr: '' });
      expect(onOrigin(bare)).toBe('echo guard\n');
    });
  });
});
