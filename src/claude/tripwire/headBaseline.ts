/**
 * When the tripwire's record was removed or forged, what was there before the call is not known
 * any more; git's HEAD is the best witness left. Every watched path that HEAD holds and that is
 * not as HEAD holds it (content, executable bit, type, or gone) gets HEAD's version as its
 * recorded state, so the same judging as after any call decides it: a change the rules forbid is
 * put back to HEAD's version, and the agent's version kept. Paths HEAD does not hold stay as they
 * are: nothing tells what they were.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { posix } from 'node:path';
import { readRegular } from '../readRegular.js';
import { ABSENT, lstatOrUndefined } from './statKey.js';
import type { WatchList } from './watchList.js';
import type { State, WatchStore } from './watchState.js';

/** Sets HEAD's version as the record of every watched path HEAD holds that differs from it; returns how many. */
export function headBaseline(
  state: State,
  root: string,
  env: NodeJS.ProcessEnv,
  list: WatchList,
  ws: WatchStore,
  now: number,
): number {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: root, env, maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
  let listing: Buffer;
  try {
    listing = git(['ls-tree', '-r', '-z', '--full-tree', 'HEAD']);
  } catch {
    return 0; // no commit yet: nothing to compare with
  }
  let count = 0;
  for (const item of listing.toString('utf8').split('\0')) {
    const tab = item.indexOf('\t');
    if (tab < 0) continue;
    const [mode, type, oid] = item.slice(0, tab).split(' ') as [string, string, string];
    if (type !== 'blob') continue;
    const path = posix.join(root, item.slice(tab + 1));
    if (list.guard(path) === undefined) continue;
    const st = lstatOrUndefined(path);
    if (mode === '120000') {
      const target = git(['cat-file', 'blob', oid]).toString('utf8');
      if (st?.isSymbolicLink() && readlinkSync(path) === target) continue;
      state.files[path] = { k: ABSENT, t: 'l', l: target, r: 1 };
      count++;
      continue;
    }
    const exec = mode === '100755';
    if (st?.isFile() && ((st.mode & 0o111) !== 0) === exec && sameBlob(path, oid)) continue;
    // HEAD holds only the executable bit: the other permission bits stay as they are
    const bits = st?.isFile() ? st.mode & 0o7777 : 0o644;
    const m = exec ? bits | ((bits & 0o444) >> 2) : bits & ~0o111;
    state.files[path] = { k: ABSENT, t: 'f', m, b: ws.keepBytes(git(['cat-file', 'blob', oid]), now), r: 1 };
    count++;
  }
  return count;
}

/** Whether a file's bytes are the git object `oid` (SHA-1, or SHA-256 in a repository that uses it). */
function sameBlob(path: string, oid: string): boolean {
  let bytes: Buffer;
  try {
    bytes = readRegular(path, Number.MAX_SAFE_INTEGER);
  } catch {
    return false;
  }
  const hash = createHash(oid.length === 64 ? 'sha256' : 'sha1');
  hash.update(`blob ${bytes.length}\0`);
  hash.update(bytes);
  return hash.digest('hex') === oid;
}
