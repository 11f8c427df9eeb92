/**
 * The commits a push would add, and which of them the rules judge. Not judged: a commit already on
 * a remote-tracking ref that counts as the remote's (`trusted`, remoteTrust.ts: someone else's push
 * has been judged, or came before), and a commit whose
 * parent has no manifest (there were no rules yet; a root commit is judged under its own manifest
 * when it has one, as its pre-commit was). So the first push after adopting diffgate on a long
 * history checks only the commits made under a manifest: listing the history is one `rev-list` and
 * one `cat-file --batch-check`; the checks, the costly part, grow with the commits under rules.
 */
import { spawnSync } from 'node:child_process';
import { GitUsageError } from './changeSet.js';
import { gitMessage, type Git } from './runGit.js';
import { NULL_SHA } from './toFileChanges.js';

export interface PushedCommit {
  sha: string;
  /** First parent; null for a root commit. */
  parent: string | null;
  /** A merge's other parents (empty for any other commit). */
  otherParents: string[];
}

/** A commit the rules judge, with the manifest in force: its parent's (a root commit's own). */
export interface JudgedCommit extends PushedCommit {
  /** The manifest's blob id, so that commits under one manifest share its parse. */
  manifest: string;
}

export interface PushPlan {
  /** Every commit the push adds that no trusted remote-tracking ref has, oldest first. */
  all: PushedCommit[];
  /** Those the rules judge (their parent, or a root commit itself, has a manifest). */
  judged: JudgedCommit[];
}

export interface PushLine {
  localSha: string;
  remoteSha: string;
}

export async function pushedCommits(
  git: Git,
  /** `trusted`: the commits of the remote-tracking refs that count as on the remote (remoteTrust.ts `pushTrusted`). */
  opts: { cwd: string; env: NodeJS.ProcessEnv; manifestPath: string; trusted: readonly string[] },
  pushes: readonly PushLine[],
): Promise<PushPlan> {
  const all: PushedCommit[] = [];
  const seen = new Set<string>();
  for (const { localSha, remoteSha } of pushes) {
    if (NULL_SHA.test(localSha)) continue; // deleting a remote branch adds nothing
    const known =
      !NULL_SHA.test(remoteSha) &&
      (await git.raw(['cat-file', '-t', remoteSha]).then(
        () => true,
        () => false,
      ));
    let listed: string;
    try {
      listed = await git.raw([
        'rev-list',
        '--reverse',
        '--parents',
        localSha,
        '--not',
        ...opts.trusted,
        ...(known ? [remoteSha] : []),
        '--',
      ]);
    } catch (e) {
      throw new GitUsageError(gitMessage(e));
    }
    for (const line of listed.split('\n')) {
      if (line === '') continue;
      const [sha, parent = null, ...otherParents] = line.split(' ') as [string, string?, ...string[]];
      if (seen.has(sha)) continue;
      seen.add(sha);
      all.push({ sha, parent, otherParents });
    }
  }
  if (all.length === 0) return { all, judged: [] };
  // a merge is under rules when any parent is: one whose first parent has no manifest (a new root
  // merged in first) is judged against a parent that has one (review-16 A04)
  const sides = all.map((c) => (c.parent === null ? [c.sha] : [c.parent, ...c.otherParents]));
  const blobs = manifestBlobs(
    sides.flat().map((rev) => `${rev}:${opts.manifestPath}`),
    opts,
  );
  const judged: JudgedCommit[] = [];
  let k = 0;
  for (const [i, c] of all.entries()) {
    const present = sides[i]!.map(() => blobs[k++]!);
    const first = present.findIndex((b) => b !== null);
    if (first < 0) continue;
    judged.push({ ...underRules(c, first), manifest: present[first]! });
  }
  return { all, judged };
}

/** A merge judged against its `k`th parent (0: the first; one with a manifest), the others its other parents. */
export function underRules(c: PushedCommit, k: number): PushedCommit {
  if (k === 0 || c.parent === null) return c;
  const parents = [c.parent!, ...c.otherParents];
  const [parent] = parents.splice(k, 1);
  return { sha: c.sha, parent: parent!, otherParents: parents };
}

/** The blob each `<rev>:<path>` names, or null, in one `git cat-file --batch-check`. */
export function manifestBlobs(names: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): (string | null)[] {
  const r = spawnSync('git', ['cat-file', '--batch-check=%(objecttype) %(objectname)'], {
    cwd: opts.cwd,
    env: opts.env,
    input: `${names.join('\n')}\n`,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (r.error) throw new GitUsageError(r.error.message);
  if (r.status !== 0) throw new GitUsageError(r.stderr.trim() || `git cat-file --batch-check failed (${r.status})`);
  const lines = r.stdout.split('\n');
  // `<name> missing` for a path the tree lacks; the object's type and id otherwise.
  return names.map((_, k) => (lines[k]?.startsWith('blob ') ? lines[k]!.slice(5) : null));
}
