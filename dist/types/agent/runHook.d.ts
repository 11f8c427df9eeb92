import type { KnownPatterns } from '../core/commandRuleErrors.js';
import { type ToolNames } from './toolNames.js';
export interface HookPorts {
    env: NodeJS.ProcessEnv;
    /** The home directory (`~`, the user manifest's default place). */
    home: string;
    now?: () => Date;
    /** Command patterns already known to be valid (see core/commandRuleErrors.ts). */
    knownPatterns?: KnownPatterns;
    /** The running CLI's package folder (default: found from the running script), whose code is a gate folder. */
    selfDir?: string;
    /** The calling agent's tool names as its model sees them, for the messages (default Claude Code's). */
    tools?: ToolNames;
}
export interface HookAnswer {
    exit: 0 | 2;
    stdout: string;
    stderr: string;
}
export declare function runHook(stdin: string, ports: HookPorts): Promise<HookAnswer>;
