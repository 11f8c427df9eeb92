/**
 * Copilot CLI's side of the quiet pass (src/cli/quietHook.ts loads this module as a chunk of its
 * own): a postToolUse, postToolUseFailure or agentStop read as the full hook reads it
 * (copilotEvent.ts, the event named by the installed entry's DIFFGATE_COPILOT_EVENT), answered by
 * the tripwire's quiet pass when nothing it watches moved. Any other event, and any input the full
 * hook refuses, is left to the full hook, which says why.
 */
import type { AfterCall, EndOfTurn } from '../../agent/agentEvent.js';
import { HookFailure } from '../../agent/failure.js';
import { quietAfter } from '../../agent/tripwire/quietAfter.js';
import { COPILOT_EVENT_VAR, copilotCalls } from './copilotEvent.js';

/** The input's after-call or end-of-turn event; undefined for anything else. */
export function copilotAfterEvent(stdin: string, env: NodeJS.ProcessEnv): AfterCall | EndOfTurn | undefined {
  let calls: ReturnType<typeof copilotCalls>['calls'];
  try {
    calls = copilotCalls(stdin, env[COPILOT_EVENT_VAR]).calls;
  } catch (e) {
    if (e instanceof HookFailure) return undefined;
    throw e;
  }
  const [event] = calls;
  return calls.length === 1 && (event?.kind === 'after' || event?.kind === 'end') ? event : undefined;
}

/** Whether the input is an after-call event that found nothing moved (Copilot's answer then: exit 0, nothing written). */
export async function copilotQuiet(stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<boolean> {
  const event = copilotAfterEvent(stdin, env);
  return event !== undefined && (await quietAfter(event, env, home));
}
