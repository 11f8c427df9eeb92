/**
 * Gemini CLI's side of the quiet pass (src/cli/quietHook.ts loads this module as a chunk of its
 * own): an AfterTool or AfterAgent read as the full hook reads it (geminiEvent.ts), answered by the
 * tripwire's quiet pass when nothing it watches moved. Any other event, and any input the full
 * hook refuses, is left to the full hook, which says why.
 */
import type { AfterCall, EndOfTurn } from '../../agent/agentEvent.js';
/** The input's after-call or end-of-turn event; undefined for anything else. */
export declare function geminiAfterEvent(stdin: string): AfterCall | EndOfTurn | undefined;
/** Whether the input is an after-call event that found nothing moved (Gemini's answer then: exit 0, `{}`). */
export declare function geminiQuiet(stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<boolean>;
