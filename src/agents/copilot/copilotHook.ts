/**
 * `diffgate hook copilot`: GitHub Copilot CLI's hooks (.github/hooks/*.json or ~/.copilot/hooks/,
 * `version: 1`), protocol as in docs.github.com "Hooks configuration" (Copilot CLI reference, 2026).
 *
 * Input has no event name: each event runs its own command, and the payloads differ by their
 * fields: preToolUse {timestamp, cwd, toolName, toolArgs}, postToolUse adds toolResult,
 * userPromptSubmitted {timestamp, cwd, prompt}; every payload carries sessionId; postToolUseFailure
 * is postToolUse after a failing tool, agentStop {sessionId, cwd, stopReason} the end of a turn.
 * Each installed entry names its event in DIFFGATE_COPILOT_EVENT (its `env`); an older install is
 * told apart by the payload's fields. toolArgs is a JSON object serialised as a string.
 * Tools: bash {command}, powershell {command} (Windows), edit {path, old_str, new_str}, create {path, file_text}, view {path},
 * glob {pattern, path}, grep {pattern, path}. preToolUse has no matcher, so Copilot's other
 * tools (report_intent, web_fetch, ...) get no opinion. The answer is stdout JSON
 * {permissionDecision, permissionDecisionReason}, and only "deny" is processed: an ask is a deny
 * with that said, and every failure is a deny (exit 0, so the JSON is read).
 * The prompt store keys the session by sessionId (by the working directory only when a payload has none).
 */
import { resolve } from 'node:path';
import { HookFailure } from '../../agent/failure.js';
import type { HookPorts } from '../../agent/runHook.js';
import type { HookInput } from '../../agent/hookInput.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { AgentInput } from '../../agent/agentInput.js';
import { type AgentHook, type HookAnswer, SILENT, failureText, json } from '../../agent/answer.js';
import { decideAll, type Decision } from '../../agent/decide.js';

const AGENT = 'Copilot CLI';
export const COPILOT_EVENTS = [
  'preToolUse',
  'postToolUse',
  'postToolUseFailure',
  'userPromptSubmitted',
  'agentStop',
] as const;
export type CopilotEvent = (typeof COPILOT_EVENTS)[number];
/** The variable each installed entry sets (the hook entry's `env`) to name its event; the payloads do not. */
export const COPILOT_EVENT_VAR = 'DIFFGATE_COPILOT_EVENT';

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

export function copilotCalls(stdin: string, named?: string): { event: CopilotEvent; calls: HookInput[] } {
  const input = AgentInput.parse(AGENT, stdin);
  const cwd = input.absolute('cwd');
  // the session is the payload's sessionId (every current payload has one); the folder only for older CLIs
  const session = input.optionalString('sessionId');
  const base = { session_id: session !== undefined && session !== '' ? session : `copilot:${cwd}`, cwd };
  const event = copilotEvent(input.data, named);
  const out = (calls: HookInput[]) => ({ event, calls });
  if (event === 'userPromptSubmitted')
    return out([{ ...base, hook_event_name: 'UserPromptSubmit', prompt: input.string('prompt') }]);
  if (event === 'agentStop') return out([{ ...base, hook_event_name: 'Stop' }]);
  const tool = input.nonEmpty('toolName');
  const raw = input.jsonObject('toolArgs');
  // after a tool, failed or not: the tripwire (a failing tool may have changed files too)
  if (event === 'postToolUse' || event === 'postToolUseFailure')
    return out([{ ...base, hook_event_name: 'PostToolUse', tool_name: tool, tool_input: raw }]);
  const args = input.child('toolArgs', raw);
  const pre = (tool_name: string, tool_input: Record<string, unknown>) =>
    out([{ ...base, hook_event_name: 'PreToolUse', tool_name, tool_input }]);
  const path = (name = 'path') => resolve(cwd, args.string(name));
  switch (tool) {
    case 'bash':
      return pre('Bash', { command: args.string('command') });
    case 'powershell':
      return pre('PowerShell', { command: args.string('command') });
    case 'create':
      return pre('Write', { file_path: path(), content: args.string('file_text') });
    case 'edit':
      return pre('Edit', { file_path: path(), old_string: args.string('old_str'), new_string: args.string('new_str') });
    case 'view':
      return pre('Read', { file_path: path() });
    case 'glob':
    case 'grep': {
      const p = args.optionalString('path');
      return pre(tool === 'glob' ? 'Glob' : 'Grep', {
        pattern: args.string('pattern'),
        ...(p ? { path: resolve(cwd, p) } : {}),
      });
    }
    default:
      return out([]);
  }
}

const deny = (message: string): HookAnswer => ({
  exit: 0,
  stdout: json({ permissionDecision: 'deny', permissionDecisionReason: message }),
  stderr: '',
});

export function renderCopilot(d: Decision): HookAnswer {
  if (d.verdict === 'deny') return deny(d.message);
  if (d.verdict === 'ask') return deny(`${t.askBlocked(AGENT, d.message)}\n`);
  return SILENT;
}

export const copilotHook: AgentHook = {
  async run(stdin: string, ports: HookPorts): Promise<HookAnswer> {
    try {
      const { event, calls } = copilotCalls(stdin, ports.env[COPILOT_EVENT_VAR]);
      const d = await decideAll(calls, ports);
      // agentStop's block would enqueue the message as the next user prompt; the tripwire's put-back
      // has already happened, so the end of the turn is not blocked and the message goes to stderr
      if (event === 'agentStop' || event.startsWith('post'))
        return { exit: 0, stdout: '', stderr: d.verdict === 'deny' ? d.message : '' };
      return renderCopilot(d);
    } catch (e) {
      return this.crashed(failureText(e));
    }
  },
  crashed: (message) => deny(message),
};
