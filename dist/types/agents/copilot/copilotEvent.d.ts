import type { AgentEvent } from '../../agent/agentEvent.js';
export declare const AGENT = "Copilot CLI";
export declare const COPILOT_EVENTS: readonly ["preToolUse", "postToolUse", "postToolUseFailure", "userPromptSubmitted", "agentStop"];
export type CopilotEvent = (typeof COPILOT_EVENTS)[number];
/** The variable each installed entry sets (the hook entry's `env`) to name its event; the payloads do not. */
export declare const COPILOT_EVENT_VAR = "DIFFGATE_COPILOT_EVENT";
/** The event: named by the installed entry, else told apart by the payload's fields (an older install). */
export declare function copilotEvent(data: Record<string, unknown>, named: string | undefined): CopilotEvent;
export declare function copilotCalls(stdin: string, named?: string): {
    event: CopilotEvent;
    calls: AgentEvent[];
};
