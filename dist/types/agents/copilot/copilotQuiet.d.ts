/**
 * Copilot CLI's side of the quiet pass (src/cli/quietHook.ts loads this module as a chunk of its
 * own): a postToolUse, postToolUseFailure or agentStop read as the full hook reads it
 * (copilotEvent.ts, the event named by the installed entry's DIFFGATE_COPILOT_EVENT), answered by
 * the tripwire's quiet pass when nothing it watches moved. Any other event, and any input the full
 * hook refuses, is left to the full hook, which says why.
 */
import type { AfterCall, EndOfTurn } from '../../agent/agentEvent.js';
/** The input's after-call or end-of-turn event; undefined for anything else. */
export declare function copilotAfterEvent(stdin: string, env: NodeJS.ProcessEnv): AfterCall | EndOfTurn | undefined;
/** Whether the input is an after-call event that found nothing moved (Copilot's answer then: exit 0, nothing written). */
export declare function copilotQuiet(stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<boolean>;
