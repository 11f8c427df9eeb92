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
type Json = Record<string, unknown>;
export declare function parseHookInput(text: string): HookInput;
/** Typed access to `tool_input`, failing with the tool and field named. */
export declare class ToolInput {
    readonly tool: string;
    private readonly data;
    constructor(tool: string, data: Json);
    string(name: string): string;
    optionalString(name: string): string | undefined;
    optionalBoolean(name: string): boolean;
    list(name: string): ToolInput[];
}
export {};
