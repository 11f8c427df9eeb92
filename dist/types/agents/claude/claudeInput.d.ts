/**
 * The JSON Claude Code sends a command hook on stdin, checked field by field, and the event it
 * stands for in the decision layer's terms (src/agent/agentEvent.ts). Anything missing or of the
 * wrong type is a refusal naming the field and what was expected: data, not words. The full hook
 * words it (claudeEvent.ts) and blocks; the quiet pass (claudeQuiet.ts) leaves such an input
 * to the full hook. A tool's `tool_input` is passed on as the call's
 * arguments: Claude Code's tool names and fields are the decision layer's own vocabulary, and each
 * tool's decision reads the fields it needs.
 */
import type { AgentEvent } from '../../agent/agentEvent.js';
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
    /**
     * Who wrote the prompt (Claude Code 2.1.328's hook schema): `user` (typed in the composer), `sdk`
     * (`claude -p`, the Agent SDK), and words the client injects: `loop_wakeup` (a ScheduleWakeup the
     * model armed), `schedule_wakeup` (a CronCreate job, which the model wrote), `system`,
     * `poll_event`. Absent in older clients.
     */
    source?: string;
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
/** What was wrong with the input (claudeEvent.ts says it in words). */
export type Refusal = {
    refused: 'json';
    detail: string;
} | {
    refused: 'notObject';
} | {
    refused: 'field';
    name: string;
    expected: string;
} | {
    refused: 'event';
    event: string;
};
/** The input in Claude Code's shapes, or what was wrong with it. */
export declare function readHookInput(text: string): HookInput | Refusal;
/** Claude Code's event as the decision layer's (the ids and flags kept as given). */
export declare function claudeEvent(input: HookInput): AgentEvent;
export {};
