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
import { gitTimeout } from './gitDeadline.js';
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
    ...gitTimeout(),
  });
  if (r.error) throw new GitUsageError(r.error.message);
  if (r.status !== 0) throw new GitUsageError(r.stderr.trim() || `git cat-file --batch-check failed (${r.status})`);
  const lines = r.stdout.split('\n');
  // `<name> missing` for a path the tree lacks; the object's type and id otherwise.
  const blobs = names.map((_, k) => (lines[k]?.startsWith('blob ') ? lines[k]!.slice(5) : null));
  listedButMissing(
    names.filter((_, k) => blobs[k] === null),
    opts,
  );
  return blobs;
}

/**
 * Throws when a `<rev>:<path>` that cat-file called missing is listed in its commit's tree: its
 * object is what is missing (a damaged store), and the commit is under a manifest no one can
 * read, not one made before the manifest existed (review of issue 31, finding 2: it passed
 * unjudged). One `git cat-file --batch` of the root trees; a path in a folder is not looked up.
 */
function listedButMissing(names: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): void {
  const asked = names.flatMap((name) => {
    const colon = name.indexOf(':');
    const path = name.slice(colon + 1);
    return colon > 0 && !path.includes('/') ? [{ rev: name.slice(0, colon), path }] : [];
  });
  if (asked.length === 0) return;
  const r = spawnSync('git', ['cat-file', '--batch'], {
    cwd: opts.cwd,
    env: opts.env,
    input: `${asked.map((a) => `${a.rev}^{tree}`).join('\n')}\n`,
    maxBuffer: 1 << 30,
    ...gitTimeout(),
  });
  if (r.error) throw new GitUsageError(r.error.message);
  if (r.status !== 0)
    throw new GitUsageError(r.stderr.toString().trim() || `git cat-file --batch failed (${r.status})`);
  const out = r.stdout;
  let at = 0;
  for (const { rev, path } of asked) {
    const nl = out.indexOf(10, at);
    if (nl < 0) throw new GitUsageError(`git cat-file --batch did not answer for ${rev}^{tree}`);
    const header = out.toString('utf8', at, nl);
    at = nl + 1;
    const m = /^([0-9a-f]+) tree (\d+)$/.exec(header);
    if (!m) throw new GitUsageError(`git has no tree for commit ${rev} (cat-file answered: ${header})`);
    const end = at + Number(m[2]);
    const oidBytes = m[1]!.length / 2;
    // entries: `<mode> <name>\0<raw id>`
    for (let k = at; k < end; ) {
      const space = out.indexOf(32, k);
      const nul = out.indexOf(0, space);
      const entry = out.toString('utf8', space + 1, nul);
      const id = out.subarray(nul + 1, nul + 1 + oidBytes).toString('hex');
      if (entry === path)
        throw new GitUsageError(`the manifest ${rev}:${path} is in its tree, but git has no object ${id}`);
      k = nul + 1 + oidBytes;
    }
    at = end + 1; // the LF after the content
  }
}
