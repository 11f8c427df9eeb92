import { type AgentHook, type HookAnswer } from '../../agent/answer.js';
import { type Decision } from '../../agent/decide.js';
import { CODEX_EVENTS, type CodexEvent } from './codexEvent.js';
export { CODEX_EVENTS };
export declare const CODEX_TOOLS: readonly ["Bash", "apply_patch"];
export type { CodexEvent };
export declare function codexCalls(stdin: string): CodexEvent;
export declare function renderCodex(d: Decision): HookAnswer;
export declare const codexHook: AgentHook;
