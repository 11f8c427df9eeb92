import { HookFailure } from '../failure.js';
import type { WalkCut } from './quickPass.js';
/** `after`: the cut pass ran after the tool call (its change not judged yet); else before it (the call did not run). */
export declare function walkCutFailure(cut: WalkCut, after: boolean, seconds?: number): HookFailure;
