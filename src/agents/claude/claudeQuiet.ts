/**
 * Claude Code's side of the quiet pass (src/cli/quietHook.ts loads this module as a chunk of its
 * own): an after-call or end-of-turn input as the decision layer's event, read as the full hook
 * reads it (claudeInput.ts), answered by the tripwire's quiet pass when nothing it watches moved.
 * Any other event, and any input the full hook refuses, is left to the full hook, which says why.
 */
import type { AfterCall, EndOfTurn } from '../../agent/agentEvent.js';
import { quietAfter } from '../../agent/tripwire/quietAfter.js';
import { claudeEvent, readHookInput } from './claudeInput.js';

/** The input's after-call or end-of-turn event; undefined for anything else. */
export function claudeAfterEvent(stdin: string): AfterCall | EndOfTurn | undefined {
  const input = readHookInput(stdin);
  if ('refused' in input) return undefined;
  const event = claudeEvent(input);
  return event.kind === 'after' || event.kind === 'end' ? event : undefined;
}

/** Whether the input is an after-call event that found nothing moved (the call then ended; the answer: exit 0, nothing written). */
export async function claudeQuiet(stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<boolean> {
  const event = claudeAfterEvent(stdin);
  return event !== undefined && (await quietAfter(event, env, home));
}
