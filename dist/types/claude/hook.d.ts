/**
 * `diffgate hook claude`: one hook event in, one answer out in Claude Code's protocol. Deny is
 * exit 2 with the message on stderr; no opinion is exit 0 with nothing written. Every failure
 * (bad JSON, an unknown event or tool, an unreadable manifest, an exception, a module that fails
 * to load) is also exit 2 with a message, because any other exit lets the call through.
 * Each tool's decision lives in its own module, loaded only for that tool. For Bash, the command
 * policy may also answer ask or allow (exit 0 with a `permissionDecision` JSON), but only when
 * nothing is denied.
 */
import type { KnownPatterns } from '../core/commandRuleErrors.js';
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
export interface HookAnswer {
    exit: 0 | 2;
    stdout: string;
    stderr: string;
}
export declare function runHook(stdin: string, ports: HookPorts): Promise<HookAnswer>;
