/**
 * Copilot CLI's hook input (protocol: copilotHook.ts) up to its event: the session, the folder and
 * which event it is. Kept apart from the hook so that the quiet pass (copilotQuiet.ts) reads the
 * input as the hook does without loading the decision layer.
 */
import { AgentInput } from '../../agent/agentInput.js';
import { HookFailure } from '../../agent/failure.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { COPILOT_EVENT_VAR } from './copilotEventVar.js';

export { COPILOT_EVENT_VAR };

export const AGENT = 'Copilot CLI';
export const COPILOT_EVENTS = [
  'preToolUse',
  'postToolUse',
  'postToolUseFailure',
  'userPromptSubmitted',
  'agentStop',
] as const;
export type CopilotEvent = (typeof COPILOT_EVENTS)[number];

/** The event: named by the installed entry, else told apart by the payload's fields (an older install). */
export function copilotEvent(data: Record<string, unknown>, named: string | undefined): CopilotEvent {
  if (named !== undefined && named !== '') {
    if (!(COPILOT_EVENTS as readonly string[]).includes(named))
      throw new HookFailure(t.input.unknownEvent(AGENT, named, COPILOT_EVENTS));
    return named as CopilotEvent;
  }
  if (data.toolName === undefined && data.prompt !== undefined) return 'userPromptSubmitted';
  if (data.toolName === undefined && data.stopReason !== undefined) return 'agentStop';
  if (data.toolName === undefined)
    throw new HookFailure(t.input.unknownEvent(AGENT, 'without toolName or prompt', COPILOT_EVENTS));
  if (data.toolResult !== undefined) return 'postToolUse';
  if (data.error !== undefined) return 'postToolUseFailure';
  return 'preToolUse';
}

/** The input read up to its event: the session it belongs to, its folder, the event. */
export function copilotInput(
  stdin: string,
  named: string | undefined,
): { input: AgentInput; cwd: string; base: { session: string; cwd: string }; event: CopilotEvent } {
  const input = AgentInput.parse(AGENT, stdin);
  const cwd = input.absolute('cwd');
  // the session is the payload's sessionId (every current payload has one); the folder only for older CLIs
  const session = input.optionalString('sessionId');
  const base = { session: session !== undefined && session !== '' ? session : `copilot:${cwd}`, cwd };
  return { input, cwd, base, event: copilotEvent(input.data, named) };
}
