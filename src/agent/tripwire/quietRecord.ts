/**
 * Whether nothing the record watches moved, for the quiet passes before and after a call: asked of
 * the watch where it can vouch for the record (watchman.ts: the cost grows with what changed, not
 * with the protected set), else found by the lstat walk (quickPass.ts), which then gives the record
 * a head so that the next call can ask the watch. Whenever in doubt it says no, and the full pass,
 * which takes the lock, looks again.
 */
import { moved, nothingMoved, refsMoved } from './quickPass.js';
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
  if (!nothingMoved(moved(state, until)) || (gitDir && refsMoved(state))) return false;
  if (mark !== undefined && state.root === root) {
    // the walk found the record up to date since the mark: saved again tied to it (under the lock,
    // and only if no other pass replaced it meanwhile), so that the next call asks the watch
    try {
      await ws.locked(async () => {
        if (sameKey(lstatOrUndefined(ws.recordPath), key)) ws.save(state, mark);
      });
    } catch {
      // the lock is busy: a later call ties it
    }
  }
  return true;
}
