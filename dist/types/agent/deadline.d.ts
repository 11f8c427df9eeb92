import { HookFailure } from './failure.js';
/** Seconds the hook takes at most, unless DIFFGATE_HOOK_TIMEOUT says otherwise. */
export declare const DEFAULT_TIMEOUT_S = 10;
/** The range DIFFGATE_HOOK_TIMEOUT may set (Claude Code's own default timeout is 60 s). */
export declare const MIN_TIMEOUT_S = 0.1;
export declare const MAX_TIMEOUT_S = 600;
/**
 * The hook's time limit in seconds: DIFFGATE_HOOK_TIMEOUT (a number of seconds, decimals allowed,
 * within MIN..MAX), else the default. Any other value is a configuration error (`problem`): the
 * hook blocks with it, as on a bad manifest line.
 */
export declare function hookTimeout(env: NodeJS.ProcessEnv): {
    seconds: number;
    problem?: string;
};
/**
 * When this process started (ms since the epoch). The hook's time is counted from here, not from
 * when the full hook begins: the quiet pass before it (quietHook.ts) spends from the same budget.
 */
export declare const processStart: () => number;
/** Starts the clock: the hook has `s` seconds from `start` (this process's start). */
export declare function startDeadline(s: number, start?: number): void;
/** The hook's time limit in seconds, as started. */
export declare const limitSeconds: () => number;
/**
 * When a walk must stop (ms since the epoch) to leave the hook `marginMs` to answer before its
 * deadline (Infinity when none was set).
 */
export declare const walkUntil: (marginMs?: number) => number;
/** Milliseconds left (Infinity when no deadline was set: library use, tests in-process). */
export declare function remainingMs(now?: number): number;
/** Throws the hook's timeout failure once the deadline has passed. */
export declare function checkDeadline(): void;
/** The hook ran out of time; rendered like any failure (exit 2, fail closed). */
export declare class HookTimeout extends HookFailure {
    constructor(s: number);
}
