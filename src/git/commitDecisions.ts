/**
 * Decides many commits in one pass, each against the parent it is judged against: what pre-push
 * and the tripwire's commit check run for thousands of commits (issue 31, issue 32). The changes
 * come from one `git diff-tree --stdin`, every content from one shared `git cat-file --batch`, and
 * each distinct manifest is read, parsed and compiled once; so the cost grows with the changed
 * paths under rules, not with commits times git processes. A merge, and every commit when the one
 * diff fails (a missing object, say), is left to the caller to read on its own (as `check` reads a
 * commit), so that what is reported, and against which commit, stays the same: such a commit has
 * no entry in the answer.
 */
import type { FileChange } from '../core/change.js';
import type { KnownPatterns } from '../core/commandRuleErrors.js';
import { changeDecider, type ChangeDecision } from '../core/decideChange.js';
import { CatFile } from './catFile.js';
import { GitUsageError } from './changeSet.js';
import { commitDiffs } from './commitDiffs.js';
import type { RawEntry } from './parseRawDiff.js';
import type { PushedCommit } from './pushedCommits.js';
import { blobReader, DEFAULT_MANIFEST } from './readChanges.js';
import { toFileChanges } from './toFileChanges.js';

/** A commit to decide, with the manifest in force: its parent's (a root commit's own) blob id, null for none. */
export interface CommitUnderManifest extends PushedCommit {
  manifest: string | null;
}

/** The manifest in force for a commit, as git names it: its parent's, a root commit's own. */
export const manifestInForce = (c: PushedCommit): string => `${c.parent ?? c.sha}:${DEFAULT_MANIFEST}`;

/** One commit's decision, or what stopped it (a read failure: a missing object, an unmerged entry). */
export type CommitDecision = { decision: ChangeDecision } | { failure: unknown };

type Decider = (changes: Iterable<FileChange>, label?: string) => Promise<ChangeDecision>;

/** Commits decided at once: their reads go to git together. */
const IN_FLIGHT = 8;

export async function commitDecisions(
  commits: readonly CommitUnderManifest[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; knownPatterns?: KnownPatterns | undefined },
  /** Called as each commit is decided (progress on a terminal). */
  onDecided?: () => void,
): Promise<Map<string, CommitDecision>> {
  const own = commits.filter((c) => c.otherParents.length === 0);
  let diffs: Map<string, RawEntry[]>;
  try {
    diffs = commitDiffs(own, opts);
  } catch (e) {
    if (e instanceof GitUsageError) return new Map(); // each commit read on its own: its error is then reported against it
    throw e;
  }
  return decideEntries(
    own.flatMap((c) => {
      const entries = diffs.get(c.sha);
      return entries === undefined ? [] : [{ c, entries }];
    }),
    opts,
    onDecided,
  );
}

/**
 * Decides each commit on the entries given (its changes against the parent it is judged against),
 * under its manifest: every content from one shared `git cat-file --batch`, each distinct manifest
 * read, parsed and compiled once.
 */
export async function decideEntries(
  queue: readonly { c: CommitUnderManifest; entries: readonly RawEntry[] }[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; knownPatterns?: KnownPatterns | undefined },
  onDecided?: () => void,
): Promise<Map<string, CommitDecision>> {
  const out = new Map<string, CommitDecision>();
  if (queue.length === 0) return out;
  const cat = new CatFile(opts.cwd, opts.env, { long: true });
  const shared = new Map<string | null, Promise<Decider>>();
  const decider = async (blob: string | null, label: string): Promise<Decider> => {
    const bytes = blob === null ? null : await cat.read(blob);
    return changeDecider(
      { text: bytes ? new TextDecoder().decode(bytes) : null, label, path: DEFAULT_MANIFEST },
      { manifestRequired: false, knownPatterns: opts.knownPatterns },
    );
  };
  const one = async (c: CommitUnderManifest, entries: readonly RawEntry[]): Promise<CommitDecision> => {
    const label = manifestInForce(c);
    // a change to the manifest is judged by messages that quote the rules in force: its own parse
    const touchesManifest = entries.some((e) => e.oldPath === DEFAULT_MANIFEST || e.newPath === DEFAULT_MANIFEST);
    try {
      let decide: Decider;
      if (touchesManifest) decide = await decider(c.manifest, label);
      else {
        if (!shared.has(c.manifest)) shared.set(c.manifest, decider(c.manifest, label));
        decide = await shared.get(c.manifest)!;
      }
      return { decision: await decide(toFileChanges(entries, blobReader(cat)), label) };
    } catch (e) {
      return { failure: e };
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const { c, entries } = queue[next++]!;
      out.set(c.sha, await one(c, entries));
      onDecided?.();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, queue.length) }, worker));
  } finally {
    cat.close();
  }
  return out;
}
