import type { HookInput } from '../../claude/hookInput.js';
import { type AgentHook, type HookAnswer } from '../answer.js';
import { type Decision } from '../decide.js';
export declare const CODEX_EVENTS: readonly ["PreToolUse", "PostToolUse", "UserPromptSubmit", "Stop"];
export declare const CODEX_TOOLS: readonly ["Bash", "apply_patch"];
export declare function codexCalls(stdin: string): HookInput[];
export declare function renderCodex(d: Decision): HookAnswer;
export declare const codexHook: AgentHook;
