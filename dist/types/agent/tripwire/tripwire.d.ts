import type { KnownPatterns } from '../../core/commandRuleErrors.js';
import { type Context } from '../context.js';
import { type ToolNames } from '../toolNames.js';
import type { Place } from '../place.js';
import { type PromptStore } from '../prompts.js';
import { RECORD_FORMAT } from './watchState.js';
export { RECORD_FORMAT };
export interface TripwirePorts {
    env: NodeJS.ProcessEnv;
    now: () => Date;
    knownPatterns?: KnownPatterns;
    /** The running CLI's package folder (default: found from the running script): its code is a gate folder. */
    selfDir?: string;
}
export interface TripwireCall {
    place: Place;
    /** Where diffgate keeps its state for this place (`.git/diffgate`, or the XDG state folder). */
    storeDir: string;
    session: string;
    tool: string;
    toolUseId?: string;
    /** The calling agent's tool names, for the message (default Claude Code's). */
    names?: ToolNames;
    /** Whether the pass ends the session's turn, closing its open calls (default: for Stop). */
    endsTurn?: boolean;
    /** The pass the person's prompt hook runs before the prompt is saved (tripwireOpenCalls). */
    atPrompt?: boolean;
}
export interface TripwireAnswer {
    /** The message for the agent; empty when nothing was put back or refused. */
    message: string;
}
/**
 * The person's prompt. With no record yet (the first prompt since diffgate was installed) the
 * record is taken now: what is there is the person's. The hook does not take its own write to the
 * prompt store into the record: any process of the agent can run this hook too, and a prompt
 * written during a call must stay a difference, judged as a forged prompt (no release, put back).
 * The person's prompt is taken in by the next call's PreToolUse, on the person's turn: the record
 * and the calls folder are made to come before it by the file clock too (calls.ts `fileClockPast`).
 *
 * `recorded`: whether this build had recorded before the prompt was saved (see `start`); then a
 * missing or unusable record is left for the next call to handle as forged, not recorded over.
 */
export declare function tripwirePrompt(place: Place, storeDir: string, recorded: boolean, ports: TripwirePorts): Promise<void>;
/**
 * Before the person's prompt is saved: a call of the session still open (its PostToolUse and the
 * turn's Stop never finished: killed, stopped, timed out) was never judged. Its changes are judged
 * now, as at the end of a turn, before the prompt can make them the person's (issue 32). The calls
 * stay open: a prompt hook run from inside a call that is still at work (forging a release) looks
 * the same, and that call's PostToolUse must still judge the prompt it wrote (review-14s F19). The
 * answer's message says what was put back.
 */
export declare function tripwireOpenCalls(call: TripwireCall, prompts: PromptStore, ports: TripwirePorts): Promise<TripwireAnswer>;
/** The commit each branch and HEAD points at now (none outside a repository, or before its first commit). */
export declare function headsNow(place: Place, env: NodeJS.ProcessEnv): Promise<Record<string, string> | undefined>;
/**
 * Each remote's URLs as git uses them now, but for remotes an agent's call added or re-pointed
 * (gateEdit.ts lists their URLs): the person's remotes (none outside a repository).
 */
export declare function remotesNow(place: Place, env: NodeJS.ProcessEnv, storeDir: string): Promise<Record<string, string[]> | undefined>;
/**
 * Before a call: brings the record up to date with what is on disk now. Differences found here are
 * a person's only if the person had the turn (calls.ts): then they are taken into the record as
 * they are. Otherwise a call running beside this one, or a process an earlier call left running,
 * made them: they are judged as after a call, and what is put back blocks this call (the answer's
 * message).
 */
export declare function tripwireBefore(call: TripwireCall, ctx: Context, prompts: PromptStore, ports: TripwirePorts): Promise<TripwireAnswer>;
/** After a call (or at the end of a turn): judges every difference from the record, and puts back what is refused. */
export declare function tripwireAfter(call: TripwireCall, prompts: PromptStore, ports: TripwirePorts): Promise<TripwireAnswer>;
