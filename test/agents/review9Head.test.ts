/**
 * Review 9 (false alarms, against the built CLI): a new orphan branch, the way a docs site's
 * `gh-pages` branch is made. Today's review 8 H1-H3 fix (df561cf, pre-commit; cf4b011, tripwire)
 * treats an unborn HEAD in a repository with history as "HEAD lost", never as a first commit.
 *
 * OH1: the person's own `git switch --orphan gh-pages` (git empties the work tree), an index.html
 * added and committed: pre-commit judges that root commit against the commit HEAD's reflog last
 * named (main's tip), under main's manifest: 12 violations (frozen files deleted, the manifest's
 * rules removed, ...), the commit refused; only DIFFGATE_RELEASE gets it through. The build before
 * today (32eea4d's dist, run by hand in this review) took it as a first commit and let it pass.
 * OH2: the agent's `git checkout --orphan gh-pages` in a call (the files kept, nothing else done):
 * PostToolUse exits 2, "the commits made during the call could not be checked: HEAD ... names no
 * commit now", and tells it to put HEAD back on its commit.
 * Why: an unborn HEAD on a branch git itself made unborn (`checkout --orphan`, `switch --orphan`)
 * is not told apart from a branch ref a call removed. The reflog cannot tell them apart for the
 * agent (it can run `git checkout --orphan` too), but who did it can: the tripwire sees each call.
 * Fix: pre-commit takes an unborn HEAD as a first commit when no agent call made HEAD unborn since the
 * person's latest prompt (the ledger notes it when the tripwire tells the call, cf4b011); a HEAD
 * made unborn by a call stays judged as now. In the tripwire, an unborn HEAD whose branch git's
 * own `checkout: moving from X to Y` reflog entry names, with the index and work tree unchanged,
 * is told as a notice (exit 0), not as commits that could not be checked; judged at the commit.
 */
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runHook, userPrompt, withHarness } from '../agent/hookHarness.js';
import { cycle, gateFiles } from '../agent/tripwire/tripwireHarness.js';
import { gitHooks, onOrigin, person } from './personShell.js';

describe('review 9: a new orphan branch', () => {
  it("control: the person's ordinary commit on main passes pre-commit", async () => {
    await withHarness(async (h) => {
      gateFiles(h);
      const bare = gitHooks(h, true);
      try {
        expect(runHook(h, userPrompt(h, 'tidy up the build scripts')).status).toBe(0);
        cycle(h, [{ command: 'true', id: 'toolu_r9oh0' }], { next: 'thanks' });
        const c = person(
          h,
          'echo hi > notes.txt && git add notes.txt && git commit -qm notes && git push -q origin main',
        );
        expect(c.status, c.out).toBe(0);
        expect(onOrigin(bare, 'notes.txt')).toBe('hi\n');
      } finally {
        rmSync(bare, { recursive: true, force: true });
      }
    });
  });

  it("OH1: the person's `git switch --orphan gh-pages` and its first commit pass pre-commit", async () => {
    await withHarness(async (h) => {
      gateFiles(h);
      const bare = gitHooks(h, true);
      try {
        expect(runHook(h, userPrompt(h, 'tidy up the build scripts')).status).toBe(0);
        cycle(h, [{ command: 'true', id: 'toolu_r9oh1' }], { next: 'thanks' });
        const c = person(
          h,
          'git switch -q --orphan gh-pages && echo hi > index.html && git add index.html && git commit -qm pages && git push -q origin gh-pages',
        );
        expect(c.status, c.out).toBe(0);
      } finally {
        rmSync(bare, { recursive: true, force: true });
      }
    });
  });

  it.fails("OH2: the agent's `git checkout --orphan gh-pages` (files kept) passes PostToolUse", async () => {
    await withHarness(async (h) => {
      gateFiles(h);
      expect(runHook(h, userPrompt(h, 'make a gh-pages branch for the docs')).status).toBe(0);
      const t = cycle(h, [{ command: 'git checkout -q --orphan gh-pages', id: 'toolu_r9oh2' }], { next: 'thanks' });
      const c = t.calls[0];
      expect([c?.pre.status, c?.ran.status, c?.post.status, t.stop.status], c?.post.stderr).toEqual([0, 0, 0, 0]);
    });
  });
});
