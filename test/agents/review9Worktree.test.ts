/**
 * Review 9 (false alarms, against the built CLI): a worktree made inside the repository. Today's
 * review 8 WT1/WT1b fix made "the `.git` file in that worktree, which its `gitdir` names" a gate.
 * A worktree outside the repository is "recorded new, not judged" (docs/tripwire.md); one inside it
 * (a gitignored `.worktrees/<name>`, the layout agent skills and many people use, or Claude Code's
 * own `.claude/worktrees/<name>` for a subagent with `isolation: worktree`) has its new `.git` file
 * judged a gate switch: the file is moved to the quarantine. Git then no longer sees a worktree
 * there: git run in `.worktrees/feature` reaches the main worktree (its branch, its index; seen:
 * `git add` there fails "paths are ignored"), and `git worktree remove` fails ("validation failed").
 * WA1: the agent's own `git worktree add -q .worktrees/feature -b feature` in one call.
 * WA2: Claude Code makes `.claude/worktrees/agent-ab12` between two calls of a turn (as the client
 * does for a subagent); the next call is blocked before it runs and the `.git` file moved away.
 * Fix (tripwire's judgement of gate files): a worktree's `.git` file that did not exist before, whose
 * `gitdir:` names a `.git/worktrees/<name>/` that is new too and whose `gitdir` names it back (and
 * whose `commondir` is the repository's own), is recorded new, as the out-of-repository one is; only
 * a change to or removal of one that was there is judged.
 * WA3: Claude Code removes a subagent's worktree when the subagent made no change; one made before
 * the turn (an earlier turn's or session's subagent) and removed by the client between two calls
 * has its `commondir` and `gitdir` put back (git's admin folder made again for a worktree that is
 * gone), and the agent's next call is blocked, told "a process an earlier call left running"
 * changed them. docs/tripwire.md decides this for the agent's own `git worktree remove` ("run them
 * yourself"); the client's cleanup is not the agent's, and no one is told to run it. Fix: as WA1/WA2
 * for the `.claude/worktrees/` of the client (its worktrees' removal by the client, whole: admin
 * folder and work tree gone together, is not a switch), or decide it and say so in the docs.
 * The test fixture's allowed secret (test/fixtures/fake.pem) is removed first: a worktree's copy of
 * an allowed file is judged by the built-in secret list too (the allow line names the root's path),
 * a separate, older false alarm noted in the report.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, runHook, userPrompt, withHarness } from '../agent/hookHarness.js';
import { bash, cycle, gateFiles, post, pre, stop } from '../agent/tripwire/tripwireHarness.js';

function setup(h: Harness): void {
  rmSync(join(h.repo.dir, 'test/fixtures/fake.pem'));
  h.repo.write('.gitignore', '.worktrees/\n.claude/worktrees/\n');
  gateFiles(h);
  expect(runHook(h, userPrompt(h, 'work on the feature in its own worktree')).status).toBe(0);
}

describe('review 9: a worktree made inside the repository', () => {
  it('control: `git worktree add ../wt-out -b out` (outside the repository) passes', async () => {
    await withHarness(async (h) => {
      setup(h);
      const wt = `${h.repo.dir}-out`;
      try {
        const t = cycle(h, [{ command: `git worktree add -q ${wt} -b out`, id: 'toolu_r9wa0' }]);
        const c = t.calls[0];
        expect([c?.pre.status, c?.ran.status, c?.post.status, t.stop.status], JSON.stringify(t)).toEqual([0, 0, 0, 0]);
        expect(bash(h, `git -C ${wt} symbolic-ref --short HEAD | grep -qx out`).status).toBe(0);
      } finally {
        rmSync(wt, { recursive: true, force: true });
      }
    });
  });

  it('WA1: `git worktree add -q .worktrees/feature -b feature` passes and the worktree stays a worktree', async () => {
    await withHarness(async (h) => {
      setup(h);
      const t = cycle(h, [{ command: 'git worktree add -q .worktrees/feature -b feature', id: 'toolu_r9wa1' }]);
      const c = t.calls[0];
      expect(
        [
          c?.pre.status,
          c?.ran.status,
          c?.post.status,
          t.stop.status,
          existsSync(join(h.repo.dir, '.worktrees/feature/.git')),
        ],
        JSON.stringify(c?.post.stderr),
      ).toEqual([0, 0, 0, 0, true]);
      // what the agent commits there is on `feature`, not on the person's main
      const commit = bash(
        h,
        // the harness's git hooks call diffgate by PATH, which this shell has not: the commit's own hooks are not what is tested
        'cd .worktrees/feature && echo x > new.txt && git add new.txt && git commit --no-verify -qm x && git rev-parse --abbrev-ref HEAD',
      );
      expect(commit.status, commit.stderr).toBe(0);
      expect(bash(h, 'git log -1 --format=%s main | grep -qx base').status).toBe(0);
    });
  });

  it("WA2: Claude Code's worktree for a subagent (.claude/worktrees/agent-ab12), made between two calls, is left alone", async () => {
    await withHarness(async (h) => {
      setup(h);
      expect(pre(h, 'true', 'toolu_r9wa2a').status).toBe(0);
      expect(post(h, 'true', 'toolu_r9wa2a').status).toBe(0);
      // the client, not a Bash call
      expect(bash(h, 'git worktree add -q .claude/worktrees/agent-ab12 -b worktree-agent-ab12').status).toBe(0);
      const next = pre(h, 'git status --short', 'toolu_r9wa2b');
      expect([next.status, existsSync(join(h.repo.dir, '.claude/worktrees/agent-ab12/.git'))], next.stderr).toEqual([
        0,
        true,
      ]);
      expect(post(h, 'git status --short', 'toolu_r9wa2b').status).toBe(0);
      expect(stop(h).status).toBe(0);
    });
  });

  it.fails("WA3: Claude Code's cleanup of a subagent's worktree made before the turn, between two calls, is left alone", async () => {
    await withHarness(async (h) => {
      rmSync(join(h.repo.dir, 'test/fixtures/fake.pem'));
      h.repo.write('.gitignore', '.claude/worktrees/\n');
      gateFiles(h);
      expect(bash(h, 'git worktree add -q .claude/worktrees/agent-ab12 -b worktree-agent-ab12').status).toBe(0);
      expect(runHook(h, userPrompt(h, 'work on the feature')).status).toBe(0);
      expect(pre(h, 'true', 'toolu_r9wa3a').status).toBe(0);
      expect(post(h, 'true', 'toolu_r9wa3a').status).toBe(0);
      // the client, not a Bash call
      expect(
        bash(h, 'git worktree remove .claude/worktrees/agent-ab12 && git branch -q -D worktree-agent-ab12').status,
      ).toBe(0);
      const next = pre(h, 'git status --short', 'toolu_r9wa3b');
      expect([next.status, existsSync(join(h.repo.dir, '.git/worktrees/agent-ab12'))], next.stderr).toEqual([0, false]);
    });
  });
});
