/**
 * pre-push's checks of many commits: decided in one pass (git/commitDecisions.ts), the merges in
 * another (git/mergeDecisions.ts), and what those leave out (every commit when the one diff
 * fails), read on its own as `check` reads a commit (runCheck.ts).
 */
import { commitDecisions } from '../git/commitDecisions.js';
import { mergeDecisions } from '../git/mergeDecisions.js';
import type { JudgedCommit } from '../git/pushedCommits.js';
import { patternMemo } from './patternMemo.js';
import { decisionOutcome, readFailureOutcome, runCheck, type CheckOutcome } from './runCheck.js';

export async function commitChecks(
  commits: readonly JudgedCommit[],
  opts: { cwd: string; env: NodeJS.ProcessEnv },
  /** Called as each commit is decided (progress on a terminal). */
  onChecked?: () => void,
): Promise<Map<string, CheckOutcome>> {
  const known = { ...opts, knownPatterns: patternMemo(opts.env) };
  const decided = await commitDecisions(commits, known, onChecked);
  for (const [sha, d] of await mergeDecisions(
    commits.filter((c) => c.otherParents.length > 0),
    known,
  )) {
    decided.set(sha, d);
    onChecked?.();
  }
  const out = new Map<string, CheckOutcome>();
  for (const c of commits) {
    const d = decided.get(c.sha);
    if (d === undefined) {
      out.set(
        c.sha,
        await runCheck({ kind: 'commit', commit: c.sha, parent: c.parent, otherParents: c.otherParents }, opts),
      );
      onChecked?.();
    } else out.set(c.sha, 'decision' in d ? decisionOutcome(d.decision) : readFailureOutcome(d.failure));
  }
  return out;
}
