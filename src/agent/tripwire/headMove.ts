/**
 * A call that moved HEAD (`git pull`, `git switch`, `git checkout <commit>`, `git reset --hard`)
 * had git write the work tree as the new HEAD holds it. Such a file did not change by an edit: it
 * now holds a committed version, and commits have their own judge. So a difference stands when
 * git's move explains it exactly (before, the path was as the old HEAD holds it; now, as the new
 * HEAD holds it: content through the repository's filters, executable bit, symlink target, or
 * absent in both), and the commits the move brings in pass as pre-push would pass them.
 *
 * Brought in: the commits reachable from the new HEAD and not from the old one nor from a trusted
 * remote-tracking ref (a commit on a remote was judged where it was pushed; the Action guards the
 * remote; remoteTrust.ts says which refs count). Each one that touches a path the move explains is
 * judged now against its first parent (a merge's against one with a manifest), under that parent's
 * manifest, whenever it was made: a violation stands unless a person released
 * that commit (`releases/<tree>-<parent>.json`, written by pre-commit with DIFFGATE_RELEASE), and a
 * commit refused before (in a `refused/` batch, or an earlier version's `refused/<sha>.json`) is
 * never explained, nor is anything while a batch there cannot be read. Not explained at all: a move
 * that brings in a commit with no parent (a new history, or one `.git/shallow` or grafts cut off:
 * it would "create" every file, review-15a F04, F05), and a call that also changed diffgate's own
 * records of releases and refusals (they are read as they were before the call, review-15a F06).
 */
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { posix } from 'node:path';
import { verifiedCheckout } from '../../git/objectName.js';
import { readRegular } from '../../git/readRegular.js';
import { isWithin } from '../realPath.js';
import { lstatOrUndefined } from './statKey.js';
import type { Difference } from './survey.js';
import type { Entry, WatchStore } from './watchState.js';

interface TreeEntry {
  mode: string;
  oid: string;
}

export interface HeadMove {
  root: string;
  env: NodeJS.ProcessEnv;
  /** HEAD's commit before the call, and after it. */
  from: string;
  to: string;
  /** Where refused commits are recorded (`<store>/refused/`: diffgateRecords.ts). */
  storeDir: string;
  /** The ledger outside the repository (ledger.ts): a release record it does not list releases nothing. */
  ledger?: { hasRelease(id: string): boolean };
  /** Commits refused by this pass's own check. */
  refused: readonly string[];
  /** Commits a trusted remote-tracking ref has (commits.ts `checkNewCommits`): not brought in by the move. */
  trusted: readonly string[];
}

/** The paths among `found` that the HEAD move explains, when the commits it brings in pass. */
export async function followedHead(found: readonly Difference[], move: HeadMove, ws: WatchStore): Promise<Set<string>> {
  const out = new Set<string>();
  const inside = found.filter((d) => isWithin(d.path, move.root) && d.path !== move.root);
  if (inside.length === 0) return out;
  // the records a person's release and a refusal leave, changed by this call: nothing is explained
  const records = [posix.join(move.storeDir, 'refused'), posix.join(move.storeDir, 'releases')];
  if (found.some((d) => records.some((r) => isWithin(d.path, r)))) return out;
  const git = (args: string[]) =>
    execFileSync('git', args, {
      cwd: move.root,
      // the paths after `--` are file names, not pathspec magic (`:(glob)...`)
      env: { ...move.env, GIT_LITERAL_PATHSPECS: '1' },
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  const lines = (b: Buffer) =>
    b
      .toString('utf8')
      .split('\n')
      .filter((l) => l !== '');
  let before: Map<string, TreeEntry>;
  let after: Map<string, TreeEntry>;
  try {
    before = tree(git(['ls-tree', '-r', '-z', '--full-tree', move.from]));
    after = tree(git(['ls-tree', '-r', '-z', '--full-tree', move.to]));
  } catch {
    return out; // git cannot say: every difference is judged
  }
  // checked against its name (a rewritten object throws: the difference is judged, review 6 O1)
  const blob = (rev: string, rel: string, e: TreeEntry): Buffer => verifiedCheckout(git, rev, rel, e);
  const explained: string[] = [];
  for (const d of inside) {
    const rel = posix.relative(move.root, d.path);
    try {
      const was = before.get(rel);
      const is = after.get(rel);
      if (was === undefined && is === undefined) continue;
      if (!recordedAs(d, was, was && blob(move.from, rel, was), ws)) continue;
      if (!standsAs(d, is, is && blob(move.to, rel, is))) continue;
      explained.push(rel);
    } catch {
      // unreadable on either side: judged
    }
  }
  if (explained.length === 0) return out;
  const { commitViolations } = await import('./commits.js');
  const { findReleaseRecord, refusedRecords, releaseId } = await import('../../git/diffgateRecords.js');
  const dirs = { common: move.storeDir, worktree: move.storeDir };
  const range = [move.to, '--not', move.from, ...move.trusted];
  let touching: string[];
  let known: Set<string>;
  try {
    if (lines(git(['rev-list', '--max-parents=0', ...range, '--'])).length > 0) return out;
    const records = refusedRecords(dirs);
    // a batch of refused commits that cannot be read may hold one the move brings in: nothing is explained
    if (records.unreadable.length > 0) return out;
    known = new Set([...move.refused, ...records.refused.keys()]);
    // a commit refused before is never explained, though a trusted remote-tracking ref has it (review-15c F13):
    // the commits the move brings in, in one git process (not one a refused commit: there may be thousands)
    if (known.size > 0 && lines(git(['rev-list', move.to, '--not', move.from, '--'])).some((sha) => known.has(sha)))
      return out;
    // the commits that touch what the move explains, each with its real parents (a path-limited
    // rev-list would name rewritten ones)
    const shas = lines(git(['rev-list', '--full-history', ...range, '--', ...explained]));
    touching = shas.length === 0 ? [] : lines(git(['show', '-s', '--format=%H %P', ...shas]));
  } catch {
    return out;
  }
  for (const line of touching) {
    const [commit, parent = null, ...otherParents] = line.split(' ') as [string, string?, ...string[]];
    if (known.has(commit)) return out;
    const violations = await commitViolations(move.root, move.env, commit, parent, otherParents).catch(
      () => 'unreadable',
    );
    if (violations.length === 0) continue;
    const tree = typeof violations === 'string' ? '' : lines(git(['rev-parse', `${commit}^{tree}`]))[0]!;
    // a release record counts only when the ledger outside the repository lists it (ledger.ts)
    if (
      typeof violations === 'string' ||
      findReleaseRecord(dirs, tree, parent) === undefined ||
      move.ledger?.hasRelease(releaseId(tree, parent)) !== true
    )
      return out;
  }
  for (const rel of explained) out.add(posix.join(move.root, rel));
  return out;
}

/** `ls-tree -r -z` output by path: blobs and symlinks only (a submodule is never explained). */
function tree(listing: Buffer): Map<string, TreeEntry> {
  const out = new Map<string, TreeEntry>();
  for (const item of listing.toString('utf8').split('\0')) {
    const tab = item.indexOf('\t');
    if (tab < 0) continue;
    const [mode, type, oid] = item.slice(0, tab).split(' ') as [string, string, string];
    if (type === 'blob') out.set(item.slice(tab + 1), { mode, oid });
  }
  return out;
}

const executable = (mode: number) => (mode & 0o100) !== 0;

/** Whether the record held the path as the tree entry does (`bytes`: its content as a checkout writes it). */
function recordedAs(d: Difference, e: TreeEntry | undefined, bytes: Buffer | undefined, ws: WatchStore): boolean {
  const r: Entry = d.before;
  if (e === undefined) return r.t === '-';
  if (e.mode === '120000') return r.t === 'l' && r.l === bytes!.toString('utf8');
  if (r.t !== 'f' || r.m === undefined || executable(r.m) !== (e.mode === '100755')) return false;
  // a path only whose creation counts (a secret, a denied path) keeps no bytes: its type says enough
  if (r.b === undefined) return !d.guard.keep;
  return Buffer.from(ws.readBlob(r.b)).equals(bytes!);
}

/** Whether the path on disk now is as the tree entry holds it. */
function standsAs(d: Difference, e: TreeEntry | undefined, bytes: Buffer | undefined): boolean {
  const st = d.now;
  if (e === undefined) return st === undefined && lstatOrUndefined(d.path) === undefined;
  if (st === undefined) return false;
  if (e.mode === '120000') return st.isSymbolicLink() && readlinkSync(d.path) === bytes!.toString('utf8');
  if (!st.isFile() || executable(st.mode) !== (e.mode === '100755')) return false;
  return Buffer.from(readRegular(d.path, Number.MAX_SAFE_INTEGER)).equals(bytes!);
}
