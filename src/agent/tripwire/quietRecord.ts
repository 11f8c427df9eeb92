/**
 * Whether nothing the record watches moved, for the quiet passes before and after a call: asked of
 * the watch where it can vouch for the record (watchman.ts: the cost grows with what changed, not
 * with the protected set), else found by the lstat walk (quickPass.ts), which then gives the record
 * a head so that the next call can ask the watch. Whenever in doubt it says no, and the full pass,
 * which takes the lock, looks again.
 */
import { GIT_INDEX_FROM, gitSays, isUnindexable, writeGitIndex } from './gitIndex.js';
import { dirsMoved, moved, nothingMoved, refsMoved } from './quickPass.js';
import { partedOf } from './recordParts.js';
import { keyOf, lstatOrUndefined, sameKey } from './statKey.js';
import type { WatchStore } from './watchState.js';
import { knownServer, markWatch, watchOn, watchSays } from './watchman.js';

/** How long the quiet pass may wait on the watch before it walks instead. */
const QUIET_MARK_MS = 1000;

export async function quietRecord(
  ws: WatchStore,
  root: string,
  gitDir: boolean,
  env: NodeJS.ProcessEnv,
  /** When the walk must stop (ms since the epoch): past it, the walk throws quickPass.ts `WalkCut`. */
  until: number,
): Promise<boolean> {
  const says = await watchSays(ws.dir, ws.recordPath, root, env);
  if (says !== undefined) return says === 'quiet';
  // taken before the walk's lstats: a change made during the walk is reported to the next call
  // the record's first line is read for the server only when the watch is on (an extra read otherwise)
  const mark = watchOn(env) ? await markWatch(root, env, knownServer(ws.recordPath), QUIET_MARK_MS) : undefined;
  const key = keyOf(lstatOrUndefined(ws.recordPath));
  const state = ws.load();
  if (state === undefined || (state.root !== undefined && state.root !== root)) return false;
  if (state.pending !== undefined) return false; // the record is not whole yet: the full pass goes on with it
  // a large record: git's walk over diffgate's own index, where it can vouch for it (gitIndex.ts)
  const parted = partedOf(state.files);
  const git = state.g === undefined || state.root !== root ? undefined : gitSays(ws.dir, root, state.g, env, until);
  if (git === 'moved') return false;
  if (git === undefined ? !nothingMoved(moved(state, until)) : dirsMoved(state)) return false;
  if (gitDir && refsMoved(state)) return false;
  // the walk found every recorded file as recorded: git's index is written for the next calls
  // (not a record git could not index: that is kept until a recorded file changes, gitIndex.ts `Unindexable`)
  const indexIt =
    git === undefined && !isUnindexable(state.g) && state.root === root && (parted?.count ?? 0) >= GIT_INDEX_FROM;
  if ((mark !== undefined || indexIt) && state.root === root) {
    // the walk found the record up to date since the mark: saved again tied to it (under the lock,
    // and only if no other pass replaced it meanwhile), so that the next call asks the watch
    try {
      await ws.locked(async () => {
        if (!sameKey(lstatOrUndefined(ws.recordPath), key)) return;
        const g = indexIt ? writeGitIndex(ws.dir, root, state.files, env, until) : undefined;
        ws.save(state, mark, g);
      });
    } catch {
      // the lock is busy: a later call ties it
    }
  }
  return true;
}
