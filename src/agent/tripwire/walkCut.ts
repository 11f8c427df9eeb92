/**
 * The walk of the record cut by the hook's time (quickPass.ts `WalkCut`), as the hook's failure: a
 * protected set too large to look at whole within the hook's time is never let through as if it
 * had been looked at (issue 30, "Never silently unwatched"). The record is left as it was, so what
 * a call changed is judged by the first call whose look finishes.
 */
import { tripwireText as t } from '../../core/messages/tripwire.js';
import { limitSeconds } from '../deadline.js';
import { HookFailure } from '../failure.js';
import type { WalkCut } from './quickPass.js';

/** `after`: the cut pass ran after the tool call (its change not judged yet); else before it (the call did not run). */
export function walkCutFailure(cut: WalkCut, after: boolean, seconds = limitSeconds()): HookFailure {
  return new HookFailure(t.walkCut(cut.checked, cut.total, seconds, after));
}
