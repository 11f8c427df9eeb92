/**
 * The tripwire's pass after a call, when nothing it watches moved: most calls. Then there is
 * nothing to judge and nothing to say, and the answer needs only the record and one lstat per
 * recorded path: no rules, no checker, no manifest parser, so none of them is loaded. Whenever in
 * doubt (no record yet, any error) it says no, and the full pass decides.
 */
import type { AfterCall, EndOfTurn } from '../agentEvent.js';
/**
 * Whether this after-call or end-of-turn event (parsed by its agent's adapter, src/agents/<agent>/)
 * finds every watched path, and git's refs, as recorded; if so the call is ended (or, at the end
 * of a turn, every call of the session) as the full pass would end it.
 */
export declare function quietAfter(event: AfterCall | EndOfTurn, env: NodeJS.ProcessEnv, home: string, 
/** When the walk must stop (ms since the epoch): it then throws quickPass.ts `WalkCut`, for the caller to fail closed with. */
until?: number): Promise<boolean>;
