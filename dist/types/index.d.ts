/**
 * diffgate's library API, for in-process plugins (OpenCode) and scripts:
 *
 *   import { decide, check } from 'diffgate';
 *   await decide({ hook_event_name: 'PreToolUse', session_id, cwd, tool_name: 'Write', tool_input: { file_path, content } });
 *   await check({ kind: 'staged' }, { cwd });
 *
 * `decide` is the one decision every agent hook calls, on a call in the Claude Code hook's shapes
 * (HookInput, translated by Claude Code's adapter into the decision layer's event); `check` is
 * `diffgate check`: a git change read and judged by the checker.
 */
import { type Decision } from './agent/decide.js';
import type { HookPorts } from './agent/runHook.js';
import { type ClaudeCall as AgentCall, type HookInput } from './agents/claude/claudeEvent.js';
import { type CheckOutcome } from './cli/runCheck.js';
import type { Mode } from './git/readChanges.js';
export type { AgentCall, CheckOutcome, Decision, HookInput, HookPorts, Mode };
export type { Verdict as DecisionVerdict } from './agent/decide.js';
export type { Verdict, Violation } from './core/verdict.js';
/** Decides one call (src/agent/decide.ts `decideHere`): ports default to this process's environment and home. */
export declare function decide(call: AgentCall, ports?: Partial<HookPorts>): Promise<Decision>;
/** Reads a change from git (staged, a range, the work tree) and judges it, as `diffgate check` does. */
export declare function check(mode: Mode, opts: {
    cwd: string;
    env?: NodeJS.ProcessEnv;
    manifest?: string;
}): Promise<CheckOutcome>;
