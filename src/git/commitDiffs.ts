/**
 * The changes of many commits, each against one given parent (none: a root commit, against the
 * empty tree), from one `git diff-tree --stdin`: what pre-push reads for a push of thousands of
 * commits, where a git process per commit cost more than the checks (issue 31). The flags are the
 * ones a single commit is read with (readChanges.ts DIFF_FLAGS), so the entries are the same.
 */
import { spawnSync } from 'node:child_process';
import { GitUsageError } from './changeSet.js';
import { gitTimeout } from './gitDeadline.js';
import { rawEntriesByCommit, type RawEntry } from './parseRawDiff.js';
import { DIFF_FLAGS, verifiedDiffs } from './readChanges.js';

export interface CommitEdge {
  sha: string;
  /** The parent it is judged against; null for a root commit. */
  parent: string | null;
}

/** Each commit's raw entries, by its id. Throws GitUsageError when git fails or leaves one out. */
export function commitDiffs(edges: readonly CommitEdge[], opts: { cwd: string; env: NodeJS.ProcessEnv }) {
  if (edges.length === 0) return new Map<string, RawEntry[]>();
  // `<commit> <parent>` compares the commit with that parent only; `--always` prints the id of a
  // commit that changes nothing, so every commit asked for is answered.
  const input = edges.map((e) => (e.parent === null ? e.sha : `${e.sha} ${e.parent}`)).join('\n');
  const r = spawnSync('git', ['diff-tree', '--stdin', '-r', '--root', '--always', ...DIFF_FLAGS], {
    cwd: opts.cwd,
    env: opts.env,
    input: `${input}\n`,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    ...gitTimeout(),
  });
  if (r.error) throw new GitUsageError(`cannot run git diff-tree: ${r.error.message}`);
  if (r.status !== 0) throw new GitUsageError(r.stderr.trim() || `git diff-tree --stdin failed (${r.status})`);
  const byCommit = rawEntriesByCommit(r.stdout);
  const missing = edges.find((e) => !byCommit.has(e.sha));
  if (missing) throw new GitUsageError(`git diff-tree --stdin did not answer for ${missing.sha}`);
  // what the diff read, checked against the objects' names (review 8 T4): on a mismatch each commit
  // is read on its own (readChanges.ts), which names the object and refuses the commit
  if (verifiedDiffs(opts, edges) !== undefined) throw new GitUsageError('a rewritten object');
  return byCommit;
}
