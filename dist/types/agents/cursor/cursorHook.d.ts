import { type AgentHook, type HookAnswer } from '../../agent/answer.js';
import { type Decision } from '../../agent/decide.js';
export { CURSOR_EVENTS, CURSOR_TOOLS, cursorCalls } from './cursorEvent.js';
export declare function renderCursor(event: string, d: Decision): HookAnswer;
export declare const cursorHook: AgentHook;
