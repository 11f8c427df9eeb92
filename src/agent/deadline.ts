/**
 * The hook's deadline. Claude Code runs a tool call whose hook does not answer in time, so the
 * hook answers exit 2 by then whatever it is doing: a timer (hookCommand.ts) ends the process
 * while it waits, and synchronous work that can grow with its input (the shell walker, glob
 * listings) calls checkDeadline, since a timer cannot fire while that work holds the thread.
 * Everything else is bounded by construction: reads (readRegular.ts), line length (decideShell.ts).
 */
import { claudeText as c } from '../core/messages/claude.js';
import { HookFailure } from './failure.js';

/** Seconds the hook takes at most, unless DIFFGATE_HOOK_TIMEOUT says otherwise. */
export const DEFAULT_TIMEOUT_S = 10;
/** The range DIFFGATE_HOOK_TIMEOUT may set (Claude Code's own default timeout is 60 s). */
export const MIN_TIMEOUT_S = 0.1;
export const MAX_TIMEOUT_S = 600;

let at = Number.POSITIVE_INFINITY;
let seconds = DEFAULT_TIMEOUT_S;

/**
 * The hook's time limit in seconds: DIFFGATE_HOOK_TIMEOUT (a number of seconds, decimals allowed,
 * within MIN..MAX), else the default. Any other value is a configuration error (`problem`): the
 * hook blocks with it, as on a bad manifest line.
 */
export function hookTimeout(env: NodeJS.ProcessEnv): { seconds: number; problem?: string } {
  const raw = env.DIFFGATE_HOOK_TIMEOUT;
  if (raw === undefined || raw === '') return { seconds: DEFAULT_TIMEOUT_S };
  const n = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw.trim()) || !(n >= MIN_TIMEOUT_S && n <= MAX_TIMEOUT_S))
    return { seconds: DEFAULT_TIMEOUT_S, problem: c.timeoutSetting(raw, MIN_TIMEOUT_S, MAX_TIMEOUT_S) };
  return { seconds: n };
}

/**
 * When this process started (ms since the epoch). The hook's time is counted from here, not from
 * when the full hook begins: the quiet pass before it (quietHook.ts) spends from the same budget.
 */
export const processStart = (): number => Date.now() - process.uptime() * 1000;

/** Starts the clock: the hook has `s` seconds from `start` (this process's start). */
export function startDeadline(s: number, start = processStart()): void {
  seconds = s;
  at = start + s * 1000;
}

/** The hook's time limit in seconds, as started. */
export const limitSeconds = (): number => seconds;

/**
 * When a walk must stop (ms since the epoch) to leave the hook `marginMs` to answer before its
 * deadline (Infinity when none was set).
 */
export const walkUntil = (marginMs = 500): number => Date.now() + remainingMs() - marginMs;

/** Milliseconds left (Infinity when no deadline was set: library use, tests in-process). */
export function remainingMs(now = Date.now()): number {
  return at - now;
}

/** Throws the hook's timeout failure once the deadline has passed. */
export function checkDeadline(): void {
  if (Date.now() > at) throw new HookTimeout(seconds);
}

/** The hook ran out of time; rendered like any failure (exit 2, fail closed). */
export class HookTimeout extends HookFailure {
  constructor(s: number) {
    super(c.timeout(s));
  }
}
