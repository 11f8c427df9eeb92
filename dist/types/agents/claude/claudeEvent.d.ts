/**
 * Claude Code's hook input (claudeInput.ts) for the full hook and the library: a refusal said in
 * words as a HookFailure (the hook then blocks), and the library's call checked as stdin is.
 */
import type { AgentEvent } from '../../agent/agentEvent.js';
import type { ToolNames } from '../../agent/toolNames.js';
import { claudeEvent, type HookInput } from './claudeInput.js';
export type { HookInput, PostToolUse, PreToolUse, Stop, UserPromptSubmit, } from './claudeInput.js';
export { claudeEvent };
export declare function parseHookInput(text: string): HookInput;
/**
 * A call in Claude Code's shapes with, optionally, the project whose rules apply (as
 * CLAUDE_PROJECT_DIR is for Claude Code; `cwd` is then only the tool's folder) and the agent's tool
 * names for the messages: the library API's input (src/index.ts `decide`).
 */
export type ClaudeCall = HookInput & {
    project_dir?: string;
    tools?: ToolNames;
};
/** A library call as the decision layer's event, checked as the hook's stdin is (a malformed call throws a HookFailure). */
export declare function claudeCallEvent(call: ClaudeCall): AgentEvent;
