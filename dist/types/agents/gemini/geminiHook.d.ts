import { type AgentHook, type HookAnswer } from '../../agent/answer.js';
import { type Decision } from '../../agent/decide.js';
export { GEMINI_EVENTS, GEMINI_TOOLS, geminiCalls } from './geminiEvent.js';
export declare function renderGemini(d: Decision): HookAnswer;
export declare const geminiHook: AgentHook;
