import { type AgentHook, type HookAnswer } from '../../agent/answer.js';
import { type Decision } from '../../agent/decide.js';
export { COPILOT_EVENTS, COPILOT_EVENT_VAR, type CopilotEvent, copilotCalls, copilotEvent } from './copilotEvent.js';
export declare function renderCopilot(d: Decision): HookAnswer;
export declare const copilotHook: AgentHook;
