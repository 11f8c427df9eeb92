/**
 * Codex CLI's hook input (protocol: codexHook.ts) read field by field, up to where a call's
 * pre-check reads its tool: a prompt, a Stop and a PostToolUse come out whole, as the decision
 * layer's events; a PreToolUse as its tool and arguments, which codexHook.ts reads (a patch, a
 * shell line). Kept apart from the hook so that the quiet pass (codexQuiet.ts) reads the input as
 * the hook does without loading the decision layer.
 */
import type { AgentEvent } from '../../agent/agentEvent.js';
import { AgentInput } from '../../agent/agentInput.js';
import type { PatchBase } from '../../agent/edits/patchCalls.js';
export declare const AGENT = "Codex";
export declare const CODEX_EVENTS: readonly ["PreToolUse", "PostToolUse", "UserPromptSubmit", "Stop"];
export interface CodexEvent {
    event: string;
    session: string;
    /** The payload's cwd: the session's folder for prompts and Stop, the tool's folder for tool events. */
    cwd: string;
    /** The tool_name of a tool event, as the hook gave it. */
    tool?: string;
    calls: AgentEvent[];
}
/** A PreToolUse whose tool is still to be read: its name, its arguments, the call's origin. */
export interface CodexPre {
    event: 'PreToolUse';
    session: string;
    cwd: string;
    tool: string;
    args: AgentInput;
    pre: PatchBase;
}
export declare function readCodex(stdin: string): CodexEvent | CodexPre;
