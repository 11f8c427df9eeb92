import type { HookInput } from '../../claude/hookInput.js';
import { type AgentHook, type HookAnswer } from '../answer.js';
import { type Decision } from '../decide.js';
export declare const COPILOT_EVENTS: readonly ["preToolUse", "postToolUse", "userPromptSubmitted"];
export declare function copilotCalls(stdin: string): HookInput[];
export declare function renderCopilot(d: Decision): HookAnswer;
export declare const copilotHook: AgentHook;
