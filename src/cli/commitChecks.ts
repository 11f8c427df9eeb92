/**
 * Decides many commits in one pass, each against the parent it is judged against: what pre-push
 * runs for a push of thousands of commits (issue 31). The changes come from one
 * `git diff-tree --stdin`, every content from one shared `git cat-file --batch`, and each distinct
 * manifest is read, parsed and compiled once; so the cost grows with the changed paths under
 * rules, not with commits times git processes. A merge, or every commit when the one diff fails
 * (a missing object, say), is read on its own as `check --commit` reads it (runCheck.ts), so what
 * is reported, and against which commit, stays the same.
 */
import { changeDecider, type ChangeDecision } from '../core/decideChange.js';
import type { FileChange } from '../core/change.js';
import { CatFile } from '../git/catFile.js';
import { GitUsageError } from '../git/changeSet.js';
import { commitDiffs } from '../git/commitDiffs.js';
import type { RawEntry } from '../git/parseRawDiff.js';
import type { JudgedCommit } from '../git/pushedCommits.js';
import { blobReader, DEFAULT_MANIFEST } from '../git/readChanges.js';
import { toFileChanges } from '../git/toFileChanges.js';
import { patternMemo } from './patternMemo.js';
import { decisionOutcome, runCheck, readFailureOutcome, type CheckOutcome } from './runCheck.js';

type Decider = (changes: Iterable<FileChange>, label?: string) => Promise<ChangeDecision>;

/** Commits checked at once: their reads go to git together. */
const IN_FLIGHT = 8;

export async function commitChecks(
  commits: readonly JudgedCommit[],
  opts: { cwd: string; env: NodeJS.ProcessEnv },
  /** Called as each commit is decided (progress on a terminal). */
  onChecked?: () => void,
): Promise<Map<string, CheckOutcome>> {
  const own = commits.filter((c) => c.otherParents.length === 0);
  let diffs: Map<string, RawEntry[]> | undefined;
  try {
    diffs = commitDiffs(own, opts);
  } catch (e) {
    if (!(e instanceof GitUsageError)) throw e;
    diffs = undefined; // each commit read on its own: its error is then reported against it
  }
  const cat = new CatFile(opts.cwd, opts.env, { long: true });
  const knownPatterns = patternMemo(opts.env);
  const shared = new Map<string, Promise<Decider>>();
  const decider = (blob: string, label: string): Promise<Decider> =>
    cat
      .read(blob)
      .then((bytes) =>
        changeDecider(
          { text: bytes ? new TextDecoder().decode(bytes) : null, label, path: DEFAULT_MANIFEST },
          { manifestRequired: false, knownPatterns },
        ),
      );
  const one = async (c: JudgedCommit): Promise<CheckOutcome> => {
    const entries = diffs?.get(c.sha);
    if (entries === undefined || c.otherParents.length > 0)
      return runCheck({ kind: 'commit', commit: c.sha, parent: c.parent, otherParents: c.otherParents }, opts);
    const label = `${c.parent ?? c.sha}:${DEFAULT_MANIFEST}`;
    const touchesManifest = entries.some((e) => e.oldPath === DEFAULT_MANIFEST || e.newPath === DEFAULT_MANIFEST);
    try {
      let decide: Decider;
      if (touchesManifest) decide = await decider(c.manifest, label);
      else {
        if (!shared.has(c.manifest)) shared.set(c.manifest, decider(c.manifest, label));
        decide = await shared.get(c.manifest)!;
      }
      return decisionOutcome(await decide(toFileChanges(entries, blobReader(cat)), label));
    } catch (e) {
      return readFailureOutcome(e); // the manifest unreadable (a missing object), or an unmerged entry
    }
  };
  const out = new Map<string, CheckOutcome>();
  let next = 0;
  const worker = async () => {
    while (next < commits.length) {
      const c = commits[next++]!;
      out.set(c.sha, await one(c));
      onChecked?.();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, commits.length) }, worker));
  } finally {
    cat.close();
  }
  return out;
}
