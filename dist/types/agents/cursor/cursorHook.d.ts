import { type AgentHook, type HookAnswer } from '../../agent/answer.js';
import type { AgentEvent } from '../../agent/agentEvent.js';
import { type Decision } from '../../agent/decide.js';
export declare const CURSOR_EVENTS: readonly ["beforeShellExecution", "beforeReadFile", "preToolUse", "afterShellExecution", "afterFileEdit", "beforeSubmitPrompt", "stop"];
/** Cursor's agent tools that preToolUse is installed for (its matcher). */
export declare const CURSOR_TOOLS: readonly ["Write", "StrReplace", "Edit", "MultiEdit", "Delete", "Read", "Grep"];
export declare function cursorCalls(stdin: string): {
    event: string;
    calls: AgentEvent[];
};
export declare function renderCursor(event: string, d: Decision): HookAnswer;
export declare const cursorHook: AgentHook;
