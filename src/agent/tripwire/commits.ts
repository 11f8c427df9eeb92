/**
 * Commits made during a tool call: git's ref files are watched by key like the protected set (no
 * git process while nothing moved); when one moved, the commits now reachable from a branch or
 * HEAD that were not before are checked in one pass, as pre-push checks them (each under its
 * parent's manifest). A violating commit is not rewritten: it is recorded under
 * `.git/diffgate/refused/`, which pre-push honours whatever the commit's message says.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { decideChange } from '../../core/decideChange.js';
import type { Violation } from '../../core/verdict.js';
import { commitDecisions, manifestInForce } from '../../git/commitDecisions.js';
import { manifestBlobs, underRules } from '../../git/pushedCommits.js';
import { readChanges } from '../../git/readChanges.js';
import { isAncestor } from '../../git/isAncestor.js';
import { readRemotes, type RemoteMoves, remoteMoves } from '../../git/remoteTrust.js';
import { type Git, runGit } from '../../git/runGit.js';
import { readRegularText } from '../readRegular.js';

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
 * a trusted remote-tracking ref has (remoteTrust.ts). Returns the violating ones, each recorded as
 * `refused/<sha>.json` under the store folder, and the trusted commits (a HEAD move's check leaves
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
  const listed = (
    await git.raw([
      'rev-list',
      '--reverse',
      '--parents',
      ...tips,
      '--not',
      ...Object.values(was.heads),
      ...moves.trusted,
      '--',
    ])
  )
    .split('\n')
    .filter((l) => l !== '');
  const refused: RefusedCommit[] = [];
  const errors: string[] = [];
  const commits = listed.map((line) => {
    const [sha, parent = null, ...otherParents] = line.split(' ') as [string, string?, ...string[]];
    return { sha, parent, otherParents };
  });
  // every commit in one pass (20,000 fast-imported commits took 24 ms each one by one: issue 32)
  const blobs = manifestBlobs(commits.map(manifestInForce), { cwd: root, env });
  const decided = await commitDecisions(
    commits.map((c, k) => ({ ...c, manifest: blobs[k]! })),
    { cwd: root, env },
  );
  for (const { sha: commit, parent, otherParents } of commits) {
    const d = decided.get(commit);
    const violations =
      d === undefined
        ? await commitViolations(root, env, commit, parent, otherParents) // a merge, or the one diff failed
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
    const subject = (await git.raw(['log', '-1', '--format=%s', commit])).trim();
    const dir = posix.join(storeDir, 'refused');
    mkdirSync(dir, { recursive: true });
    const record = posix.join(dir, `${commit}.json`);
    writeFileSync(
      record,
      `${JSON.stringify({
        commit,
        session,
        at: now.toISOString(),
        violations: violations.map((v) => ({ rule: v.rule, path: v.path, reason: v.reason })),
      })}\n`,
    );
    const via: string[] = [];
    for (const [ref, tip] of Object.entries(moves.unexplained)) if (await isAncestor(git, commit, tip)) via.push(ref);
    const head = is.heads.HEAD;
    const headBefore =
      via.length > 0 && head !== undefined && was.heads.HEAD !== head && (await isAncestor(git, commit, head))
        ? was.heads.HEAD
        : undefined;
    refused.push({ commit, subject, violations, record, via, ...(headBefore ? { headBefore } : {}) });
  }
  return { refused, errors, trusted: moves.trusted };
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
  // a merge is under rules when any parent is: judged against the first parent with a manifest (review-16 A04)
  for (let k = 0; k < Math.max(1, parents.length); k++) {
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
