/**
 * The quiet pass's door, loaded as a chunk of its own (quietHook.ts): an agent's after-call input,
 * parsed by its adapter (src/agents/<agent>/) into the decision layer's event, answered by the
 * tripwire's quiet pass (src/agent/tripwire/quietAfter.ts) when nothing it watches moved. An agent
 * takes this door with a line here and one in quietHook.ts's QUIET_EVENTS; its silent answer must
 * be exit 0 with nothing written (the entry point exits so).
 */
import type { AfterCall, EndOfTurn } from '../agent/agentEvent.js';
import { quietAfter } from '../agent/tripwire/quietAfter.js';
import { claudeAfterEvent } from '../agents/claude/claudeAfterEvent.js';

/** Each agent's parser: its after-call or end-of-turn event, or undefined for anything else (the full hook answers). */
const PARSERS = new Map<string, (stdin: string) => AfterCall | EndOfTurn | undefined>([['claude', claudeAfterEvent]]);

/** Whether `agent`'s input is an after-call event that found nothing moved (and was answered by ending the call). */
export async function quietAnswer(
  agent: string,
  stdin: string,
  env: NodeJS.ProcessEnv,
  home: string,
): Promise<boolean> {
  const event = PARSERS.get(agent)?.(stdin);
  return event !== undefined && (await quietAfter(event, env, home));
}
