/**
 * `diffgate hook copilot`: GitHub Copilot CLI's hooks (.github/hooks/*.json or ~/.copilot/hooks/,
 * `version: 1`), protocol as in docs.github.com "Hooks configuration" (Copilot CLI reference, 2026).
 *
 * Input has no event name: each event runs its own command, and the payloads differ by their
 * fields: preToolUse {timestamp, cwd, toolName, toolArgs}, postToolUse adds toolResult,
 * userPromptSubmitted {timestamp, cwd, prompt}. toolArgs is a JSON object serialised as a string.
 * Tools: bash {command}, edit {path, old_str, new_str}, create {path, file_text}, view {path},
 * glob {pattern, path}, grep {pattern, path}. preToolUse has no matcher, so Copilot's other
 * tools (report_intent, web_fetch, ...) get no opinion. The answer is stdout JSON
 * {permissionDecision, permissionDecisionReason}, and only "deny" is processed: an ask is a deny
 * with that said, and every failure is a deny (exit 0, so the JSON is read).
 * Copilot sends no session id: the prompt store keys the session by the working directory.
 */
import { resolve } from 'node:path';
import { HookFailure } from '../../claude/failure.js';
import type { HookPorts } from '../../claude/hook.js';
import type { HookInput } from '../../claude/hookInput.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { AgentInput } from '../agentInput.js';
import { type AgentHook, type HookAnswer, SILENT, failureText, json } from '../answer.js';
import { decideAll, type Decision } from '../decide.js';

const AGENT = 'Copilot CLI';
export const COPILOT_EVENTS = ['preToolUse', 'postToolUse', 'userPromptSubmitted'] as const;

export function copilotCalls(stdin: string): HookInput[] {
  const input = AgentInput.parse(AGENT, stdin);
  const cwd = input.absolute('cwd');
  const base = { session_id: `copilot:${cwd}`, cwd };
  const d = input.data;
  if (d.toolName === undefined && d.prompt !== undefined)
    return [{ ...base, hook_event_name: 'UserPromptSubmit', prompt: input.string('prompt') }];
  if (d.toolName === undefined)
    throw new HookFailure(t.input.unknownEvent(AGENT, 'without toolName or prompt', COPILOT_EVENTS));
  const tool = input.nonEmpty('toolName');
  const raw = input.jsonObject('toolArgs');
  if (d.toolResult !== undefined)
    return [{ ...base, hook_event_name: 'PostToolUse', tool_name: tool, tool_input: raw }];
  const args = input.child('toolArgs', raw);
  const pre = (tool_name: string, tool_input: Record<string, unknown>): HookInput[] => [
    { ...base, hook_event_name: 'PreToolUse', tool_name, tool_input },
  ];
  const path = (name = 'path') => resolve(cwd, args.string(name));
  switch (tool) {
    case 'bash':
      return pre('Bash', { command: args.string('command') });
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
      return [];
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
      return renderCopilot(await decideAll(copilotCalls(stdin), ports));
    } catch (e) {
      return this.crashed(failureText(e));
    }
  },
  crashed: (message) => deny(message),
};
