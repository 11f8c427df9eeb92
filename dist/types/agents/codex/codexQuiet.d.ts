/**
 * Codex CLI's side of the quiet pass (src/cli/quietHook.ts loads this module as a chunk of its
 * own): a PostToolUse or Stop read as the full hook reads it (codexEvent.ts), judged in the
 * session's folder as the full hook judges it (the project its latest prompt recorded,
 * sessionProject.ts), and answered by the tripwire's quiet pass when nothing it watches moved.
 * Any other event, and any input the full hook refuses, is left to the full hook, which says why.
 */
import type { AfterCall, EndOfTurn } from '../../agent/agentEvent.js';
/** The input's after-call or end-of-turn event with its project; undefined for anything else. */
export declare function codexAfterEvent(stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<AfterCall | EndOfTurn | undefined>;
/** Whether the input is an after-call event that found nothing moved (the call then ended; Codex's answer: exit 0, nothing written). */
export declare function codexQuiet(stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<boolean>;
