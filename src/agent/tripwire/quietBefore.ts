/**
 * The tripwire's pass before a call, when nothing it watches moved since the record: most calls.
 * The record then already shows the state just before this call, and all there is to do is to list
 * the call as begun (calls.ts); any error sends the call to the full pass. It needs no rules and no lock: the record is
 * replaced whole by a rename, so it is read whole or not at all, and anything that moved (a
 * person's edit, a parallel call's change or put-back) sends the call to the full pass, which takes
 * the lock and looks again. Loaded without the full pass's code (judging, putting back).
 */
import { walkUntil } from '../deadline.js';
import { beginCall, callKey } from './calls.js';
import { WalkCut } from './quickPass.js';
import { quietRecord } from './quietRecord.js';
import type { TripwireCall } from './tripwire.js';
import { WatchStore } from './watchState.js';

/** Whether the record was found up to date (and the call listed as begun); false: the full pass must run. */
export async function quietBefore(call: TripwireCall, at: number, env: NodeJS.ProcessEnv): Promise<boolean> {
  const ws = new WatchStore(call.storeDir);
  try {
    if (!(await quietRecord(ws, call.place.root, call.place.gitDir !== null, env, walkUntil()))) return false;
    beginCall(ws.dir, callKey(call.session, call.toolUseId, at), call.session);
    return true;
  } catch (e) {
    // the walk ran out of time: the full pass, with less, would too
    if (e instanceof WalkCut)
      throw (await import(/* webpackChunkName: "walkCut" */ './walkCut.js')).walkCutFailure(e, false);
    return false; // a store it cannot read or write (made unreadable by a call): the full pass sets it right
  }
}
