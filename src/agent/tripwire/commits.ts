/**
 * Commits made during a tool call: git's ref files are watched by key like the protected set (no
 * git process while nothing moved); when one moved, the commits now reachable from a branch or
 * HEAD that were not before are checked in one pass, as pre-push checks them (each under its
 * parent's manifest). A violating commit is not rewritten: it is recorded under
 * `.git/diffgate/refused/`, which pre-push honours whatever the commit's message says: every
 * commit one check refused in one batch file (diffgateRecords.ts `writeRefusedBatch`).
 */
import { readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { decideChange } from '../../core/decideChange.js';
import type { Violation } from '../../core/verdict.js';
import { commitDecisions } from '../../git/commitDecisions.js';
import { writeRefusedBatch } from '../../git/diffgateRecords.js';
import { mergeDecisions } from '../../git/mergeDecisions.js';
import { judgedCommits, manifestBlobs, underRules } from '../../git/pushedCommits.js';
import { DEFAULT_MANIFEST, readChanges } from '../../git/readChanges.js';
import { readRemotes, type RemoteMoves, remoteMoves } from '../../git/remoteTrust.js';
import { type Git, runGit } from '../../git/runGit.js';
import { readRegularText } from '../../git/readRegular.js';

export interface RefusedCommit {
  commit: string;
  subject: string;
  violations: Violation[];
  record: string;
  /** Remote-tracking refs that brought it, moved by no fetch from their remote (review-15c F13). */
  via: string[];
  /** Where HEAD was before the call, when the call brought the commit onto HEAD through such a ref. */
  headBefore?: string;
}

/**
 * Checks the commits a call brought onto a branch or HEAD (reachable from `after` and not from
 * `before`), and onto a remote-tracking ref that no fetch from its remote explains; left out: what
 * a trusted remote-tracking ref has (remoteTrust.ts). Returns the violating ones, all recorded in
 * one `refused/batch-<id>.json` under the store folder, and the trusted commits (a HEAD move's check leaves
 * them out too). `remotes`: whether `before` holds the remote-tracking refs (a record taken before
 * they were watched does not: then none is taken for moved).
 */
export async function checkNewCommits(
  root: string,
  env: NodeJS.ProcessEnv,
  before: Record<string, string>,
  after: Record<string, string>,
  storeDir: string,
  session: string,
  now: Date,
  remotes = true,
  /** The remotes and URLs at the person's latest prompt (remoteTrust.ts `remoteMoves`). */
  personRemotes?: Record<string, string[]>,
): Promise<{ refused: RefusedCommit[]; errors: string[]; trusted: string[] }> {
  const git = runGit(root, env);
  const was = splitRefs(before);
  const is = splitRefs(after);
  const moves = await remotesAfter(git, remotes ? was.remotes : is.remotes, is.remotes, personRemotes);
  const old = new Set(Object.values(was.heads));
  const tips = [...new Set([...Object.values(is.heads), ...Object.values(moves.unexplained)])].filter(
    (sha) => !old.has(sha),
  );
  if (tips.length === 0) return { refused: [], errors: [], trusted: moves.trusted };
  // every commit in one process with its subject (a git process per refused commit ran 2,100 of
  // them past the hook's deadline: review 2 T1)
  const commits = parseListed(
    await git.raw([
      'rev-list',
      '--reverse',
      '--parents',
      '--format=>%s',
      ...tips,
      '--not',
      ...Object.values(was.heads),
      ...moves.trusted,
      '--',
    ]),
  );
  const refused: RefusedCommit[] = [];
  const errors: string[] = [];
  // every commit in one pass (20,000 fast-imported commits took 24 ms each one by one: issue 32)
  // each against the parent it is judged against: a merge into what was there before the call of a
  // history no one judged (a new root), against what was there (review 6 M1), as pre-push judges it
  const under = judgedCommits(commits, { cwd: root, env });
  const decided = await commitDecisions(under, { cwd: root, env });
  // the merges too, in one pass (a flood of them took a few git processes each: issue 32)
  for (const [sha, d] of await mergeDecisions(
    under.filter((c) => c.otherParents.length > 0),
    { cwd: root, env },
  ))
    decided.set(sha, d);
  // which new commits each moved ref reaches, walked here over the parents listed (no git process a commit)
  const graph = new Map(commits.map((c) => [c.sha, [...(c.parent ? [c.parent] : []), ...c.otherParents]]));
  const reach = new Map<string, Set<string>>();
  const reaches = (tip: string, commit: string) => {
    let set = reach.get(tip);
    if (set === undefined) reach.set(tip, (set = reachable(graph, tip)));
    return set.has(commit);
  };
  for (const [k, { sha: commit, subject }] of commits.entries()) {
    const { parent, otherParents } = under[k]!;
    const d = decided.get(commit);
    const violations =
      d === undefined
        ? await commitViolations(root, env, commit, parent, otherParents) // a merge left out, or the one diff failed
        : 'failure' in d
          ? d.failure instanceof Error
            ? d.failure.message
            : String(d.failure)
          : d.decision.kind === 'verdict'
            ? d.decision.verdict.violations
            : d.decision.kind;
    if (typeof violations === 'string') {
      errors.push(`${commit.slice(0, 12)}: ${violations}`);
      continue;
    }
    if (violations.length === 0) continue;
    const via = Object.entries(moves.unexplained).flatMap(([ref, tip]) => (reaches(tip, commit) ? [ref] : []));
    const head = is.heads.HEAD;
    const headBefore =
      via.length > 0 && head !== undefined && was.heads.HEAD !== head && reaches(head, commit)
        ? was.heads.HEAD
        : undefined;
    refused.push({ commit, subject, violations, record: '', via, ...(headBefore ? { headBefore } : {}) });
  }
  if (refused.length > 0) {
    // one file for the whole check, written once (a file per commit took most of the hook's time
    // for 20,000 of them: issue 32)
    const record = writeRefusedBatch(posix.join(storeDir, 'refused'), {
      session,
      at: now.toISOString(),
      commits: refused.map((r) => ({
        commit: r.commit,
        violations: r.violations.map((v) => ({ rule: v.rule, path: v.path, reason: v.reason })),
      })),
    });
    for (const r of refused) r.record = record;
  }
  return { refused, errors, trusted: moves.trusted };
}

/**
 * `git rev-list --parents --format=>%s` output: for each commit a `commit <sha> <parents>` line, then
 * its subject after a `>` (one line: git joins a subject's lines; the `>` because git prints no line
 * for an empty format).
 */
export function parseListed(
  text: string,
): { sha: string; parent: string | null; otherParents: string[]; subject: string }[] {
  const lines = text.split('\n');
  const out: { sha: string; parent: string | null; otherParents: string[]; subject: string }[] = [];
  for (let k = 0; k < lines.length; k++) {
    const m = /^commit ([0-9a-f]+)((?: [0-9a-f]+)*)$/.exec(lines[k]!);
    if (m === null) continue;
    const [parent = null, ...otherParents] = m[2]!.split(' ').filter((p) => p !== '');
    const next = lines[k + 1];
    const subject = next?.startsWith('>') ? next.slice(1) : undefined;
    out.push({ sha: m[1]!, parent, otherParents, subject: subject ?? '' });
    if (subject !== undefined) k++;
  }
  return out;
}

/**
 * The commits of `graph` (each listed commit's parents) reachable from `tip`: every new commit a
 * ref reaches is listed (a path to one through an old commit would make it old), so the walk
 * never leaves the list.
 */
function reachable(graph: ReadonlyMap<string, readonly string[]>, tip: string): Set<string> {
  const seen = new Set<string>();
  const todo = [tip];
  for (let sha = todo.pop(); sha !== undefined; sha = todo.pop()) {
    if (seen.has(sha) || !graph.has(sha)) continue;
    seen.add(sha);
    todo.push(...graph.get(sha)!);
  }
  return seen;
}

/** A map of refs split into branches and HEAD, and remote-tracking refs. */
function splitRefs(refs: Record<string, string>): { heads: Record<string, string>; remotes: Record<string, string> } {
  const heads: Record<string, string> = {};
  const remotes: Record<string, string> = {};
  for (const [ref, sha] of Object.entries(refs)) (ref.startsWith('refs/remotes/') ? remotes : heads)[ref] = sha;
  return { heads, remotes };
}

/**
 * The remote-tracking refs after a call, trusted or not (remoteTrust.ts): one `git config`, and
 * FETCH_HEAD even when no remote-tracking ref moved (`git pull origin <branch>` moves none).
 */
async function remotesAfter(
  git: Git,
  before: Record<string, string>,
  after: Record<string, string>,
  personRemotes: Record<string, string[]> | undefined,
): Promise<RemoteMoves> {
  const [remotes, fetchHead] = await Promise.all([readRemotes(git), readFetchHeads(git)]);
  return remoteMoves(before, after, remotes, fetchHead, personRemotes);
}

/** The FETCH_HEAD of the repository and of each linked worktree (git writes one per worktree), as one text. */
async function readFetchHeads(git: Git): Promise<string> {
  let common: string;
  try {
    common = (await git.raw(['rev-parse', '--path-format=absolute', '--git-common-dir'])).trim();
  } catch {
    return '';
  }
  let worktrees: string[] = [];
  try {
    worktrees = readdirSync(posix.join(common, 'worktrees'));
  } catch {
    // none
  }
  const texts = [
    posix.join(common, 'FETCH_HEAD'),
    ...worktrees.map((w) => posix.join(common, 'worktrees', w, 'FETCH_HEAD')),
  ].map((path) => {
    try {
      return readRegularText(path, 1 << 26);
    } catch {
      return '';
    }
  });
  return texts.join('\n');
}

/**
 * What the rules find wrong with one commit against its first parent, under the parent's manifest
 * (as pre-push judges it; a merge only on the paths that differ from every parent, `otherParents`
 * its second and later parents; a merge whose first parent had no manifest against the first that
 * has one): none for a commit no parent of which had a manifest; a string when the checker could
 * not judge it.
 */
export async function commitViolations(
  root: string,
  env: NodeJS.ProcessEnv,
  commit: string,
  parent: string | null,
  otherParents: readonly string[] = [],
): Promise<Violation[] | string> {
  const parents = parent === null ? [] : [parent, ...otherParents];
  // a merge is under rules when any parent is: judged against the first parent with a manifest
  // (review-16 A04), as pre-push picks it (pushedCommits.ts); not against a first parent without
  // one, to which the merge adds the manifest (that read as a first manifest passed any change)
  let from = 0;
  if (parents.length > 1) {
    const blobs = manifestBlobs(
      parents.map((p) => `${p}:${DEFAULT_MANIFEST}`),
      { cwd: root, env },
    );
    from = blobs.findIndex((b) => b !== null);
    if (from < 0) return [];
  }
  for (let k = from; k < Math.max(1, parents.length); k++) {
    const c = underRules({ sha: commit, parent, otherParents: [...otherParents] }, k);
    const set = await readChanges(
      { kind: 'commit', commit, parent: c.parent, otherParents: c.otherParents },
      { cwd: root, env },
    );
    try {
      const decision = await decideChange(set.manifest, set.changes, { manifestRequired: false });
      if (decision.kind === 'verdict') return decision.verdict.violations;
      if (decision.kind !== 'manifest-missing') return decision.kind;
    } finally {
      set.close();
    }
  }
  return [];
}
