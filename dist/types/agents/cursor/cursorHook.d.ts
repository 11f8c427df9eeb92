import type { HookInput } from '../../claude/hookInput.js';
import { type AgentHook, type HookAnswer } from '../answer.js';
import { type Decision } from '../decide.js';
export declare const CURSOR_EVENTS: readonly ["beforeShellExecution", "beforeReadFile", "preToolUse", "afterShellExecution", "afterFileEdit", "beforeSubmitPrompt", "stop"];
/** Cursor's agent tools that preToolUse is installed for (its matcher). */
export declare const CURSOR_TOOLS: readonly ["Write", "StrReplace", "Edit", "MultiEdit", "Delete"];
export declare function cursorCalls(stdin: string): {
    event: string;
    calls: HookInput[];
};
export declare function renderCursor(event: string, d: Decision): HookAnswer;
export declare const cursorHook: AgentHook;
