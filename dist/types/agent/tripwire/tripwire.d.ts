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
 * The person's prompt is taken in by the next call's PreToolUse, on the person's turn.
 *
 * `recorded`: whether this build had recorded before the prompt was saved (see `start`); then a
 * missing or unusable record is left for the next call to handle as forged, not recorded over.
 */
export declare function tripwirePrompt(place: Place, storeDir: string, recorded: boolean, ports: TripwirePorts): Promise<void>;
/**
 * The person's prompt, just saved (`session`'s prompt record, and the older records its save
 * pruned), taken into the record when no call of any session is at work: no process of a call
 * can have written it then. Without this, a session whose turn ended before its next call (Claude
 * Code's main Stop before a background subagent's first call) judged its person's own prompt
 * record as the agent's, put it back as forged, and lost their words. While a call is at work the
 * write stays a difference for the next call to judge (review-14s F19). Everything else that moved
 * is left to the next call, as before.
 */
export declare function tripwirePromptSaved(storeDir: string, session: string, ports: TripwirePorts): Promise<void>;
/** The commit each branch and HEAD points at now (none outside a repository, or before its first commit). */
export declare function headsNow(place: Place, env: NodeJS.ProcessEnv): Promise<Record<string, string> | undefined>;
/**
 * Each remote's URLs as git uses them now, but for remotes an agent's call added or re-pointed
 * (gateEdit.ts lists their URLs): the person's remotes (none outside a repository).
 */
export declare function remotesNow(place: Place, env: NodeJS.ProcessEnv, storeDir: string): Promise<Record<string, string[]> | undefined>;
/** Whether this build recorded in this store before: a call began since (the calls folder), or a prompt was saved with it. */
export declare function recordedBefore(storeDir: string, prompts: PromptStore, session: string): Promise<boolean>;
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
