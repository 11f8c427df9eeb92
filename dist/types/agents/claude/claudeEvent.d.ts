/**
 * The JSON Claude Code sends a command hook on stdin, checked field by field, and the event it
 * stands for in the decision layer's terms (src/agent/agentEvent.ts). Anything missing or of the
 * wrong type is a failure naming the field and what was expected (the hook then blocks). A tool's
 * `tool_input` is passed on as the call's arguments: Claude Code's tool names and fields are the
 * decision layer's own vocabulary, and each tool's decision reads the fields it needs.
 */
import type { AgentEvent } from '../../agent/agentEvent.js';
import type { ToolNames } from '../../agent/toolNames.js';
interface Common {
    session_id: string;
    transcript_path?: string;
    cwd: string;
    permission_mode?: string;
}
export interface PreToolUse extends Common {
    hook_event_name: 'PreToolUse';
    tool_name: string;
    tool_input: Record<string, unknown>;
    tool_use_id?: string;
}
export interface UserPromptSubmit extends Common {
    hook_event_name: 'UserPromptSubmit';
    prompt: string;
    /**
     * A subagent's prompt (Codex 0.169.0 sends a spawned agent's task as a UserPromptSubmit with the
     * parent's session_id and an agent_id): the parent model's words, never the person's.
     */
    agent_id?: string;
}
/** After a tool ran (PostToolUseFailure: after it failed, which may still have changed files). */
export interface PostToolUse extends Common {
    hook_event_name: 'PostToolUse' | 'PostToolUseFailure';
    tool_name: string;
    tool_input: Record<string, unknown>;
    tool_use_id?: string;
}
/** The end of a turn (Stop) or of a subagent's work (SubagentStop). */
export interface Stop extends Common {
    hook_event_name: 'Stop' | 'SubagentStop';
    /** True when the agent is already continuing because a Stop hook blocked it. */
    stop_hook_active?: boolean;
}
export type HookInput = PreToolUse | UserPromptSubmit | PostToolUse | Stop;
export declare function parseHookInput(text: string): HookInput;
/** Claude Code's event as the decision layer's (the ids and flags kept as given). */
export declare function claudeEvent(input: HookInput): AgentEvent;
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
export {};
