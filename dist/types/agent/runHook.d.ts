import type { KnownPatterns } from '../core/commandRuleErrors.js';
import type { AgentEvent } from './agentEvent.js';
import { type Decision } from './decision.js';
export interface HookPorts {
    env: NodeJS.ProcessEnv;
    /** The home directory (`~`, the user manifest's default place). */
    home: string;
    now?: () => Date;
    /** Command patterns already known to be valid (see core/commandRuleErrors.ts). */
    knownPatterns?: KnownPatterns;
    /** The running CLI's package folder (default: found from the running script), whose code is a gate folder. */
    selfDir?: string;
}
export declare function runHook(event: AgentEvent, given: HookPorts): Promise<Decision>;
