import type { AgentEvent } from '../../agent/agentEvent.js';
export declare const AGENT = "Cursor";
export declare const CURSOR_EVENTS: readonly ["beforeShellExecution", "beforeReadFile", "preToolUse", "afterShellExecution", "afterFileEdit", "beforeSubmitPrompt", "stop"];
/** Cursor's agent tools that preToolUse is installed for (its matcher). */
export declare const CURSOR_TOOLS: readonly ["Write", "StrReplace", "Edit", "MultiEdit", "Delete", "Read", "Grep"];
export declare function cursorCalls(stdin: string): {
    event: string;
    calls: AgentEvent[];
};
