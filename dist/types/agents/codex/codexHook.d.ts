import type { AgentEvent } from '../../agent/agentEvent.js';
import { type AgentHook, type HookAnswer } from '../../agent/answer.js';
import { type Decision } from '../../agent/decide.js';
export declare const CODEX_EVENTS: readonly ["PreToolUse", "PostToolUse", "UserPromptSubmit", "Stop"];
export declare const CODEX_TOOLS: readonly ["Bash", "apply_patch"];
export interface CodexEvent {
    event: string;
    session: string;
    /** The payload's cwd: the session's folder for prompts and Stop, the tool's folder for tool events. */
    cwd: string;
    /** The tool_name of a tool event, as the hook gave it. */
    tool?: string;
    calls: AgentEvent[];
}
export declare function codexCalls(stdin: string): CodexEvent;
export declare function renderCodex(d: Decision): HookAnswer;
export declare const codexHook: AgentHook;
