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
import { DEFAULT_MANIFEST } from './readChanges.js';
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
  const judged = judgedCommits(all, opts).filter((c): c is JudgedCommit => c.manifest !== null);
  return { all, judged };
}

/**
 * How far a commit's history is under rules someone else judged (review 6 M1): 2, it grew from a
 * commit outside the list (on the remote, or before the call) that has a manifest, every commit
 * since judged; 1, it grew from a root commit of the list judged under its own manifest (a first
 * push); 0, it passes through a commit that was not judged (its parents had no manifest: a new
 * root, or history from before the rules).
 */
type Standing = 0 | 1 | 2;

/**
 * Each listed commit with the parent it is judged against and the manifest in force (null: not
 * judged, no parent has one; a root commit under its own). A commit is judged against its first
 * parent; a merge against the parent whose history stands highest (Standing), the first of those on
 * a tie: so a merge into the guarded branch of a history that was never judged (a new root made
 * its FIRST parent, review 6 M1) is judged against the branch, under its manifest, and its
 * differences from it are not taken as explained by the unjudged side. A merge with no parent under
 * rules stays as before: judged against the first parent with a manifest (review-16 A04), none
 * when no parent has one (adopting diffgate). `commits`: parents listed anywhere among them, the
 * others taken as outside (one `git cat-file --batch-check` for every side's manifest).
 */
export function judgedCommits(
  commits: readonly PushedCommit[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; manifestPath?: string },
): CommitWithManifest[] {
  const path = opts.manifestPath ?? DEFAULT_MANIFEST;
  const sides = commits.map((c) => (c.parent === null ? [c.sha] : [c.parent, ...c.otherParents]));
  const blobs = manifestBlobs(
    sides.flat().map((rev) => `${rev}:${path}`),
    opts,
  );
  const manifestOf = new Map<string, string | null>();
  let k = 0;
  for (const revs of sides) for (const rev of revs) manifestOf.set(rev, blobs[k++]!);
  const at = new Map(commits.map((c, i) => [c.sha, i]));
  const standing = new Map<string, Standing>();
  const out: CommitWithManifest[] = new Array(commits.length);
  const standOf = (rev: string): Standing => (at.has(rev) ? standing.get(rev)! : manifestOf.get(rev) ? 2 : 0);
  const decide = (i: number) => {
    const c = commits[i]!;
    if (c.parent === null) {
      const own = manifestOf.get(c.sha) ?? null;
      standing.set(c.sha, own === null ? 0 : 1);
      out[i] = { ...c, manifest: own };
      return;
    }
    const parents = [c.parent, ...c.otherParents];
    let best = -1;
    for (const [j, p] of parents.entries())
      if (manifestOf.get(p) && (best < 0 || standOf(p) > standOf(parents[best]!))) best = j;
    if (best < 0) {
      standing.set(c.sha, 0);
      out[i] = { ...c, manifest: null };
      return;
    }
    standing.set(c.sha, standOf(parents[best]!));
    out[i] = { ...underRules(c, best), manifest: manifestOf.get(parents[best]!)! };
  };
  // parents before children, whatever order the list is in (commit dates are the committer's to
  // set); a walk on a stack, as a history can be tens of thousands of commits deep
  for (const [start] of commits.entries()) {
    const todo = [start];
    while (todo.length > 0) {
      const i = todo[todo.length - 1]!;
      const c = commits[i]!;
      if (standing.has(c.sha)) {
        todo.pop();
        continue;
      }
      const waiting = (c.parent === null ? [] : [c.parent, ...c.otherParents]).flatMap((p) => {
        const j = at.get(p);
        return j !== undefined && !standing.has(p) ? [j] : [];
      });
      if (waiting.length > 0) todo.push(...waiting);
      else {
        todo.pop();
        decide(i);
      }
    }
  }
  return out;
}

/** A listed commit, its parents in the order it is judged (underRules), and the manifest in force, or null. */
export interface CommitWithManifest extends PushedCommit {
  manifest: string | null;
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
