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
import { type Decision, decideHere } from './agent/decide.js';
import { failureText } from './agent/failure.js';
import type { HookPorts } from './agent/runHook.js';
import { type ClaudeCall as AgentCall, claudeCallEvent, type HookInput } from './agents/claude/claudeEvent.js';
import { runCheck, type CheckOutcome } from './cli/runCheck.js';
import type { Mode } from './git/readChanges.js';

export type { AgentCall, CheckOutcome, Decision, HookInput, HookPorts, Mode };
export type { Verdict as DecisionVerdict } from './agent/decide.js';
export type { Verdict, Violation } from './core/verdict.js';

/** Decides one call (src/agent/decide.ts `decideHere`): ports default to this process's environment and home. */
export async function decide(call: AgentCall, ports: Partial<HookPorts> = {}): Promise<Decision> {
  try {
    return await decideHere(claudeCallEvent(call), ports);
  } catch (e) {
    // a malformed call is a deny naming what is wrong, never a throw
    return { verdict: 'deny', message: failureText(e) };
  }
}

/** Reads a change from git (staged, a range, the work tree) and judges it, as `diffgate check` does. */
export async function check(
  mode: Mode,
  opts: { cwd: string; env?: NodeJS.ProcessEnv; manifest?: string },
): Promise<CheckOutcome> {
  return runCheck(mode, { env: process.env, ...opts });
}
