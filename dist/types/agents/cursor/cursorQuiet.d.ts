/**
 * Cursor's side of the quiet pass (src/cli/quietHook.ts loads this module as a chunk of its own):
 * an afterShellExecution, afterFileEdit or stop read as the full hook reads it (cursorEvent.ts),
 * answered by the tripwire's quiet pass when nothing it watches moved. A stop in a workspace of
 * several roots (one end of a turn per root), any other event, and any input the full hook
 * refuses are left to the full hook.
 */
import type { AfterCall, EndOfTurn } from '../../agent/agentEvent.js';
/** The input's after-call or end-of-turn event; undefined for anything else. */
export declare function cursorAfterEvent(stdin: string): AfterCall | EndOfTurn | undefined;
/** Whether the input is an after-call event that found nothing moved (Cursor's answer then: exit 0, `{}`). */
export declare function cursorQuiet(stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<boolean>;
