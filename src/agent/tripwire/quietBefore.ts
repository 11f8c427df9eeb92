/**
 * The tripwire's pass before a call, when nothing it watches moved since the record: most calls.
 * The record then already shows the state just before this call, and all there is to do is to list
 * the call as begun (calls.ts); any error sends the call to the full pass. It needs no rules and no lock: the record is
 * replaced whole by a rename, so it is read whole or not at all, and anything that moved (a
 * person's edit, a parallel call's change or put-back) sends the call to the full pass, which takes
 * the lock and looks again. Loaded without the full pass's code (judging, putting back).
 */
import { beginCall, callKey } from './calls.js';
import { moved, nothingMoved, refsMoved } from './quickPass.js';
import type { TripwireCall } from './tripwire.js';
import { WatchStore } from './watchState.js';

/** Whether the record was found up to date (and the call listed as begun); false: the full pass must run. */
export function quietBefore(call: TripwireCall, at: number): boolean {
  const ws = new WatchStore(call.storeDir);
  try {
    const state = ws.load();
    if (state === undefined || (state.root !== undefined && state.root !== call.place.root)) return false;
    if (state.pending !== undefined) return false; // the record is not whole yet: the full pass goes on with it
    if (!nothingMoved(moved(state)) || (call.place.gitDir !== null && refsMoved(state))) return false;
    beginCall(ws.dir, callKey(call.session, call.toolUseId, at), call.session);
    return true;
  } catch {
    return false; // a store it cannot read or write (made unreadable by a call): the full pass sets it right
  }
}
