/**
 * Cursor's side of the quiet pass (src/cli/quietHook.ts loads this module as a chunk of its own):
 * an afterShellExecution, afterFileEdit or stop read as the full hook reads it (cursorEvent.ts),
 * answered by the tripwire's quiet pass when nothing it watches moved. A stop in a workspace of
 * several roots (one end of a turn per root), any other event, and any input the full hook
 * refuses are left to the full hook.
 */
import type { AfterCall, EndOfTurn } from '../../agent/agentEvent.js';
import { HookFailure } from '../../agent/failure.js';
import { quietAfter } from '../../agent/tripwire/quietAfter.js';
import { cursorCalls } from './cursorEvent.js';

/** The input's after-call or end-of-turn event; undefined for anything else. */
export function cursorAfterEvent(stdin: string): AfterCall | EndOfTurn | undefined {
  let calls: ReturnType<typeof cursorCalls>['calls'];
  try {
    calls = cursorCalls(stdin).calls;
  } catch (e) {
    if (e instanceof HookFailure) return undefined;
    throw e;
  }
  const [event] = calls;
  return calls.length === 1 && (event?.kind === 'after' || event?.kind === 'end') ? event : undefined;
}

/** Whether the input is an after-call event that found nothing moved (Cursor's answer then: exit 0, `{}`). */
export async function cursorQuiet(stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<boolean> {
  const event = cursorAfterEvent(stdin);
  return event !== undefined && (await quietAfter(event, env, home));
}
