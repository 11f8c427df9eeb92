/**
 * Claude Code's side of the quiet pass (src/cli/quietHook.ts loads this module as a chunk of its
 * own): an after-call or end-of-turn input as the decision layer's event, read as the full hook
 * reads it (claudeInput.ts), answered by the tripwire's quiet pass when nothing it watches moved.
 * Any other event, and any input the full hook refuses, is left to the full hook, which says why.
 */
import type { AfterCall, EndOfTurn } from '../../agent/agentEvent.js';
/** The input's after-call or end-of-turn event; undefined for anything else. */
export declare function claudeAfterEvent(stdin: string): AfterCall | EndOfTurn | undefined;
/** Whether the input is an after-call event that found nothing moved (the call then ended; the answer: exit 0, nothing written). */
export declare function claudeQuiet(stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<boolean>;
