/**
 * When the tripwire's record was removed or forged, what was there before the call is not known
 * any more; git's HEAD is the best witness left. Every watched path that HEAD holds and that is
 * not as HEAD holds it (content, executable bit, type, or gone) gets HEAD's version as its
 * recorded state, so the same judging as after any call decides it: a change the rules forbid is
 * put back to HEAD's version, and the agent's version kept. Paths HEAD does not hold stay as they
 * are, but for gate files, whose witness outside the repository says what they were (gateWitness.ts).
 */
import { execFileSync } from 'node:child_process';
import { posix } from 'node:path';
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
  // git itself says what differs, through the repository's filters (line endings, LFS), as `git status` would
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
      git(['diff', '--no-renames', '--no-ext-diff', '--no-textconv', '--name-only', '-z', rev, '--'])
        .toString('utf8')
        .split('\0')
        .filter((p) => p !== ''),
    );
    if (changed.size === 0) return 0;
    listing = git(['ls-tree', '-r', '-z', '--full-tree', rev]);
  } catch {
    return 0; // no commit yet: nothing to compare with
  }
  let count = 0;
  for (const item of listing.toString('utf8').split('\0')) {
    const tab = item.indexOf('\t');
    if (tab < 0) continue;
    const rel = item.slice(tab + 1);
    if (!changed.has(rel)) continue;
    const [mode, type, oid] = item.slice(0, tab).split(' ') as [string, string, string];
    if (type !== 'blob') continue;
    const path = posix.join(root, rel);
    if (list.guard(path) === undefined) continue;
    if (mode === '120000') {
      state.files[path] = { k: ABSENT, t: 'l', l: git(['cat-file', 'blob', oid]).toString('utf8'), r: 1 };
      set.add(path);
      count++;
      continue;
    }
    const st = lstatOrUndefined(path);
    // HEAD holds only the executable bit: the other permission bits stay as they are
    const bits = st?.isFile() ? st.mode & 0o7777 : 0o644;
    const m = mode === '100755' ? bits | ((bits & 0o444) >> 2) : bits & ~0o111;
    // the file as a checkout writes it (smudged: line endings, LFS content), not the stored blob
    const bytes = git(['cat-file', '--filters', `${rev}:${rel}`]);
    state.files[path] = { k: ABSENT, t: 'f', m, b: ws.keepBytes(bytes), r: 1 };
    set.add(path);
    count++;
  }
  return count;
}
