/**
 * When the tripwire's record was removed or forged, what was there before the call is not known
 * any more; git's HEAD is the best witness left. Every watched path that HEAD holds and that is
 * not as HEAD holds it (content, executable bit, type, or gone) gets HEAD's version as its
 * recorded state, so the same judging as after any call decides it: a change the rules forbid is
 * put back to HEAD's version, and the agent's version kept. Paths HEAD does not hold stay as they
 * are, but for gate files, whose witness outside the repository says what they were (gateWitness.ts).
 *
 * HEAD's blobs are checked against their names before they are taken (objectName.ts): a call can
 * rewrite a loose object in place, and git reads it without a check (review 6 O1). A path whose
 * blob does not match gets a notice in place of a version (messages: `rewrittenPlaceholder`) as its
 * record, so the pass judges the file changed: a rule that forbids it puts the notice there and
 * keeps the file's bytes in the quarantine, and the caller says the object store was rewritten.
 */
import { execFileSync } from 'node:child_process';
import { posix } from 'node:path';
import { tripwireText as t } from '../../core/messages/tripwire.js';
import { isBlobNamed, ObjectRewritten, verifiedCheckouts } from '../../git/objectName.js';
import { readRegular } from '../../git/readRegular.js';
import { ABSENT, lstatOrUndefined } from './statKey.js';
import type { WatchList } from './watchList.js';
import type { State, WatchStore } from './watchState.js';

/**
 * Sets the commit's version (HEAD's unless `rev` names another) as the record of every watched path
 * it holds that differs from it; returns how many, or undefined when `rev` is no commit git has.
 */
export function headBaseline(
  state: State,
  root: string,
  env: NodeJS.ProcessEnv,
  list: WatchList,
  ws: WatchStore,
  rev = 'HEAD',
  /** Commits the tripwire refused: the baseline is the first commit on `rev`'s first-parent line that is none of them. */
  refused: ReadonlySet<string> = new Set(),
  /** Filled with the paths (repository-relative) whose blob at `rev` was rewritten, and its name. */
  rewritten: { path: string; oid: string }[] = [],
  /** Filled with the paths it gave the commit's version. */
  set: Set<string> = new Set(),
): number | undefined {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: root, env, maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
  if (refused.size > 0) {
    // A refused commit stays where the call put it (its record and the message say how to take it
    // out), while the file it changed was put back: judged against it, the put-back file would look
    // like the agent's change, and the agent's version be written back (review 1 R1-F3b).
    try {
      const line = git(['rev-list', '--first-parent', '--max-count=1000', rev, '--']).toString('utf8').split('\n');
      const base = line.find((sha) => sha !== '' && !refused.has(sha));
      if (base !== undefined && base !== line[0]) rev = base;
    } catch {
      // no commit yet, or not one git has: as below
    }
  }
  // git itself says what may differ, by object name and the index's stat data: `git diff-index`, not
  // `git diff`, which compares content and so reads HEAD's blob and takes a file written as a
  // rewritten object holds for unchanged (review 6 O1). A path listed only because its stat data
  // is stale gets HEAD's version, the same as the file: no difference.
  let changed: Set<string>;
  let listing: Buffer;
  if (rev !== 'HEAD') {
    try {
      git(['cat-file', '-e', `${rev}^{commit}`]);
    } catch {
      return undefined;
    }
  }
  try {
    changed = new Set(
      git(['diff-index', '--no-renames', '--name-only', '-z', rev, '--'])
        .toString('utf8')
        .split('\0')
        .filter((p) => p !== ''),
    );
    if (changed.size === 0) return 0;
    listing = git(['ls-tree', '-r', '-z', '--full-tree', rev]);
  } catch {
    return 0; // no commit yet: nothing to compare with
  }
  const entries: { path: string; mode: string; oid: string }[] = [];
  for (const item of listing.toString('utf8').split('\0')) {
    const tab = item.indexOf('\t');
    if (tab < 0) continue;
    const rel = item.slice(tab + 1);
    if (!changed.has(rel)) continue;
    const [mode, type, oid] = item.slice(0, tab).split(' ') as [string, string, string];
    if (type !== 'blob') continue;
    const path = posix.join(root, rel);
    if (list.guard(path) === undefined) continue;
    if (mode !== '120000' && sameBytes(path, mode, oid)) continue; // listed for its stale stat data only
    entries.push({ path: rel, mode, oid });
  }
  // every blob in one git process, each checked against its name; the files as a checkout writes
  // them (smudged: line endings, LFS content)
  const run = (args: string[], input: string) =>
    execFileSync('git', args, { cwd: root, env, input, maxBuffer: 1 << 30, stdio: ['pipe', 'pipe', 'ignore'] });
  const read = verifiedCheckouts(git, run, rev, entries);
  let count = 0;
  for (const [k, { path: rel, mode, oid }] of entries.entries()) {
    const path = posix.join(root, rel);
    const bytes = read[k]!;
    const st = lstatOrUndefined(path);
    if (bytes instanceof ObjectRewritten) {
      rewritten.push({ path: rel, oid });
      const notice = Buffer.from(t.rewrittenPlaceholder(rel, oid));
      state.files[path] = {
        k: ABSENT,
        t: 'f',
        m: st?.isFile() ? st.mode & 0o7777 : 0o644,
        b: ws.keepBytes(notice),
        r: 1,
      };
    } else if (mode === '120000') state.files[path] = { k: ABSENT, t: 'l', l: bytes.toString('utf8'), r: 1 };
    else {
      // HEAD holds only the executable bit: the other permission bits stay as they are
      const bits = st?.isFile() ? st.mode & 0o7777 : 0o644;
      const m = mode === '100755' ? bits | ((bits & 0o444) >> 2) : bits & ~0o111;
      state.files[path] = { k: ABSENT, t: 'f', m, b: ws.keepBytes(bytes), r: 1 };
    }
    set.add(path);
    count++;
  }
  return count;
}

/**
 * Whether the file holds exactly the bytes git names `oid` (hashed here, not read from git's
 * store) with the tree entry's executable bit: a path `git diff-index` lists for its stale stat data only (a copied repository lists
 * every path) costs no git process.
 */
function sameBytes(path: string, mode: string, oid: string): boolean {
  try {
    const st = lstatOrUndefined(path);
    if (st?.isFile() !== true || ((st.mode & 0o100) !== 0) !== (mode === '100755')) return false;
    return isBlobNamed(oid, readRegular(path, Number.MAX_SAFE_INTEGER));
  } catch {
    return false;
  }
}
