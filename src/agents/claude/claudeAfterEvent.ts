/**
 * Claude Code's input for the quiet pass (src/cli/quietAnswer.ts): an after-call or end-of-turn
 * event as the decision layer's, read as the full hook reads it (claudeInput.ts) but without its
 * words. Undefined for any other event and for an input the full hook refuses: the full hook then
 * answers, and says why.
 */
import type { AfterCall, EndOfTurn } from '../../agent/agentEvent.js';
import { claudeEvent, readHookInput } from './claudeInput.js';

export function claudeAfterEvent(stdin: string): AfterCall | EndOfTurn | undefined {
  const input = readHookInput(stdin);
  if ('refused' in input) return undefined;
  const event = claudeEvent(input);
  return event.kind === 'after' || event.kind === 'end' ? event : undefined;
}
