/**
 * Gemini CLI's side of the quiet pass (src/cli/quietHook.ts loads this module as a chunk of its
 * own): an AfterTool or AfterAgent read as the full hook reads it (geminiEvent.ts), answered by the
 * tripwire's quiet pass when nothing it watches moved. Any other event, and any input the full
 * hook refuses, is left to the full hook, which says why.
 */
import type { AfterCall, EndOfTurn } from '../../agent/agentEvent.js';
import { HookFailure } from '../../agent/failure.js';
import { quietAfter } from '../../agent/tripwire/quietAfter.js';
import { geminiCalls } from './geminiEvent.js';

/** The input's after-call or end-of-turn event; undefined for anything else. */
export function geminiAfterEvent(stdin: string): AfterCall | EndOfTurn | undefined {
  let events: ReturnType<typeof geminiCalls>;
  try {
    events = geminiCalls(stdin);
  } catch (e) {
    if (e instanceof HookFailure) return undefined;
    throw e;
  }
  const [event] = events;
  return events.length === 1 && (event?.kind === 'after' || event?.kind === 'end') ? event : undefined;
}

/** Whether the input is an after-call event that found nothing moved (Gemini's answer then: exit 0, `{}`). */
export async function geminiQuiet(stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<boolean> {
  const event = geminiAfterEvent(stdin);
  return event !== undefined && (await quietAfter(event, env, home));
}
