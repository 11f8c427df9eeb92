/**
 * Many merges decided at once (issue 32: a flood of merges, each read with a few git processes of
 * its own). A merge is judged against its first parent, only on the paths it made its own
 * (readChanges.ts `mergeOwn`: a path whose result equals a side's came from that side, when the
 * side grew under the rules). Here:
 *  1. every merge's change against its first parent comes from one `git diff-tree --stdin`, and
 *     the merges are decided together (commitDecisions.ts `decideEntries`); one whose whole change
 *     breaks no rule passes, since leaving paths out of a change never adds a violation;
 *  2. only the merges with a violation read their other parents: one `git diff-tree --stdin` per
 *     parent position, and a `git merge-base` only for a side whose version of a changed path the
 *     merge took (whether that side grew under the rules decides whether the path is left out);
 *     their bases' manifests are looked up in one `git cat-file --batch-check`.
 * So the cost grows with the changed paths, and with the merges that take a side's version of a
 * path while breaking a rule, not with processes per merge. Left out of the answer, for the
 * caller to read on its own (as `check` reads a commit): a merge whose first parent has no
 * manifest (it is judged against a later parent that has one), one the checker could not decide,
 * and every merge a failed pass leaves undecided.
 */
import { spawnSync } from 'node:child_process';
import type { KnownPatterns } from '../core/commandRuleErrors.js';
import { GitUsageError } from './changeSet.js';
import { type CommitDecision, type CommitUnderManifest, decideEntries } from './commitDecisions.js';
import { commitDiffs } from './commitDiffs.js';
import { gitTimeout } from './gitDeadline.js';
import { manifestBlobs } from './pushedCommits.js';
import type { RawEntry } from './parseRawDiff.js';
import { DEFAULT_MANIFEST } from './readChanges.js';

type Opts = { cwd: string; env: NodeJS.ProcessEnv; knownPatterns?: KnownPatterns | undefined };

export async function mergeDecisions(
  merges: readonly CommitUnderManifest[],
  opts: Opts,
): Promise<Map<string, CommitDecision>> {
  const out = new Map<string, CommitDecision>();
  const judged = merges.filter((m) => m.parent !== null && m.otherParents.length > 0 && m.manifest !== null);
  if (judged.length === 0) return out;
  let first: Map<string, RawEntry[]>;
  try {
    first = commitDiffs(judged, opts);
  } catch (e) {
    if (e instanceof GitUsageError) return out;
    throw e;
  }
  const whole = await decideEntries(
    judged.map((c) => ({ c, entries: first.get(c.sha)! })),
    opts,
  );
  const flagged: CommitUnderManifest[] = [];
  for (const c of judged) {
    const d = whole.get(c.sha);
    if (d === undefined || !('decision' in d) || d.decision.kind !== 'verdict') continue; // read on its own
    if (d.decision.verdict.violations.length === 0) out.set(c.sha, d);
    else flagged.push(c);
  }
  if (flagged.length === 0) return out;
  let sides: Map<string, (Set<string> | undefined)[]>;
  try {
    sides = sidePaths(flagged, first, opts);
  } catch (e) {
    if (e instanceof GitUsageError) return out;
    throw e;
  }
  const own = await decideEntries(
    flagged.map((c) => {
      const per = sides.get(c.sha)!;
      const entries = first
        .get(c.sha)!
        .filter((e) => [e.oldPath, e.newPath].some((path) => per.every((s) => s === undefined || s.has(path))));
      return { c, entries };
    }),
    opts,
  );
  for (const [sha, d] of own) if ('decision' in d && d.decision.kind === 'verdict') out.set(sha, d);
  return out;
}

/**
 * For each merge, for each of its other parents: the paths where the merge differs from that
 * parent, or undefined for a side that did not grow under the rules (its merge base with the
 * first parent has no manifest, or there is none), which takes no path off the judgment.
 */
function sidePaths(
  merges: readonly CommitUnderManifest[],
  first: ReadonlyMap<string, RawEntry[]>,
  opts: Opts,
): Map<string, (Set<string> | undefined)[]> {
  const width = Math.max(...merges.map((c) => c.otherParents.length));
  const differs = new Map<string, Set<string>[]>(merges.map((c) => [c.sha, []]));
  for (let j = 0; j < width; j++) {
    const edges = merges
      .filter((c) => c.otherParents.length > j)
      .map((c) => ({ sha: c.sha, parent: c.otherParents[j]! }));
    // raw entries with renames name the same paths as --no-renames --name-only: a rename is its two paths
    for (const [sha, entries] of commitDiffs(edges, opts))
      differs.get(sha)![j] = new Set(entries.flatMap((e) => [e.oldPath, e.newPath]));
  }
  // a side's merge base matters only where the merge took that side's version of a changed path
  const pairs = new Map<string, { parent: string; other: string }>();
  for (const c of merges)
    c.otherParents.forEach((other, j) => {
      const set = differs.get(c.sha)![j]!;
      if (first.get(c.sha)!.some((e) => !set.has(e.oldPath) || !set.has(e.newPath)))
        pairs.set(`${c.parent} ${other}`, { parent: c.parent!, other });
    });
  const grew = underRules([...pairs.values()], opts);
  return new Map(
    merges.map((c) => [
      c.sha,
      c.otherParents.map((other, j) =>
        grew.get(`${c.parent} ${other}`) === false ? undefined : differs.get(c.sha)![j],
      ),
    ]),
  );
}

/**
 * Whether each side shares with its first parent a merge base that holds the manifest (readChanges.ts
 * `underRules`): a `git merge-base` a pair, then the bases' manifests in one `git cat-file --batch-check`.
 */
function underRules(pairs: { parent: string; other: string }[], opts: Opts): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const bases = new Map<string, string>();
  for (const { parent, other } of pairs) {
    const r = spawnSync('git', ['merge-base', parent, other], {
      cwd: opts.cwd,
      env: opts.env,
      encoding: 'utf8',
      ...gitTimeout(),
    });
    if (r.error) throw new GitUsageError(`cannot run git merge-base: ${r.error.message}`);
    const key = `${parent} ${other}`;
    if (r.status === 0) bases.set(key, r.stdout.trim());
    else if (r.status === 1 && r.stderr.trim() === '')
      out.set(key, false); // no common history
    else throw new GitUsageError(r.stderr.trim() || `git merge-base failed (${r.status})`);
  }
  if (bases.size === 0) return out;
  // one cat-file for every base (a manifest listed in a base's tree whose object is missing throws)
  const keys = [...bases.keys()];
  const blobs = manifestBlobs(
    [...bases.values()].map((base) => `${base}:${DEFAULT_MANIFEST}`),
    opts,
  );
  keys.forEach((key, k) => out.set(key, blobs[k] !== null));
  return out;
}
