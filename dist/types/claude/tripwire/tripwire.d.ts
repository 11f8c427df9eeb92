import type { KnownPatterns } from '../../core/commandRuleErrors.js';
import { type Context } from '../context.js';
import type { Place } from '../place.js';
import type { PromptStore } from '../prompts.js';
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
}
export interface TripwireAnswer {
    /** The message for the agent; empty when nothing was put back or refused. */
    message: string;
}
/**
 * Before a call: brings the record up to date with what is on disk now. Differences found here
 * happened between calls (a person's editor, say) and are accepted as they are.
 */
export declare function tripwireBefore(call: TripwireCall, ctx: Context, ports: TripwirePorts): Promise<void>;
/** After a call (or at the end of a turn): judges every difference from the record, and puts back what is refused. */
export declare function tripwireAfter(call: TripwireCall, prompts: PromptStore, ports: TripwirePorts): Promise<TripwireAnswer>;
