/**
 * Copilot CLI's side of the quiet pass (src/cli/quietHook.ts loads this module as a chunk of its
 * own): a postToolUse, postToolUseFailure or agentStop read as the full hook reads it
 * (copilotEvent.ts), answered by the tripwire's quiet pass when nothing it watches moved. The full
 * hook's answer then is the same (exit 0, nothing written: copilotHook.ts), so such a call loads
 * neither the CLI nor the decision layer. Any other event, and any input the full hook refuses, is
 * left to the full hook, which says why.
 */
import type { AfterCall, EndOfTurn } from '../../agent/agentEvent.js';
import { HookFailure } from '../../agent/failure.js';
import { quietAfter } from '../../agent/tripwire/quietAfter.js';
import { COPILOT_EVENT_VAR, copilotInput } from './copilotEvent.js';

/** The input's after-call or end-of-turn event; undefined for anything else. */
export function copilotAfterEvent(stdin: string, named: string | undefined): AfterCall | EndOfTurn | undefined {
  try {
    const { input, base, event } = copilotInput(stdin, named);
    if (event === 'agentStop') return { ...base, kind: 'end' };
    if (event === 'postToolUse' || event === 'postToolUseFailure')
      return { ...base, kind: 'after', tool: input.nonEmpty('toolName') };
    return undefined;
  } catch (e) {
    if (e instanceof HookFailure) return undefined;
    throw e;
  }
}

/** Whether the input is an after-call or end-of-turn event that found nothing moved (the call then ended). */
export async function copilotQuiet(stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<boolean> {
  const event = copilotAfterEvent(stdin, env[COPILOT_EVENT_VAR]);
  return event !== undefined && (await quietAfter(event, env, home));
}
