/**
 * Copilot CLI's hook input (protocol: copilotHook.ts) read as the decision layer's events. Kept
 * apart from the hook so that the quiet pass (copilotQuiet.ts) reads the input as the hook does
 * without loading the decision layer.
 */
import { resolve } from 'node:path';
import { HookFailure } from '../../agent/failure.js';
import type { AgentEvent } from '../../agent/agentEvent.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { AgentInput } from '../../agent/agentInput.js';
import { copilotToolNames } from './copilotToolNames.js';
import { patchCalls } from '../../agent/edits/patchCalls.js';

export const AGENT = 'Copilot CLI';
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

export function copilotCalls(stdin: string, named?: string): { event: CopilotEvent; calls: AgentEvent[] } {
  const input = AgentInput.parse(AGENT, stdin);
  const cwd = input.absolute('cwd');
  // the session is the payload's sessionId (every current payload has one); the folder only for older CLIs
  const session = input.optionalString('sessionId');
  const base = { session: session !== undefined && session !== '' ? session : `copilot:${cwd}`, cwd };
  const event = copilotEvent(input.data, named);
  let toolName: string | undefined;
  // the messages name the tool the model called (create, apply_patch), not the decision layer's
  const out = (calls: AgentEvent[]) => ({
    event,
    calls: calls.map((c): AgentEvent => ({ ...c, tools: copilotToolNames(toolName) })),
  });
  if (event === 'userPromptSubmitted') {
    // inside a subagent (the task tool) the prompt carries agentId and parentAgentId, and sessionId is the
    // subagent's: the parent model's words, never the person's (Copilot CLI 1.0.102)
    const agent = input.optionalString('agentId') ?? input.optionalString('parentAgentId');
    return out([
      {
        ...base,
        kind: 'prompt',
        prompt: input.string('prompt'),
        ...(agent !== undefined && agent !== '' ? { fromModel: true } : {}),
      },
    ]);
  }
  if (event === 'agentStop') return out([{ ...base, kind: 'end' }]);
  const tool = input.nonEmpty('toolName');
  toolName = tool;
  // after a tool, failed or not: the tripwire (a failing tool may have changed files too); its
  // arguments are not needed there, and a raw patch or an unknown tool's shape must not stop it
  if (event === 'postToolUse' || event === 'postToolUseFailure') return out([{ ...base, kind: 'after', tool }]);
  const preBase = { ...base, kind: 'before' as const };
  if (tool === 'apply_patch') {
    const patch = input.data.toolArgs;
    // the raw patch text (gpt-5.x models), or an object that holds it
    const text = typeof patch === 'string' && !patch.trimStart().startsWith('{') ? patch : undefined;
    return out(
      patchCalls(text ?? input.child('toolArgs', input.objectOrJson('toolArgs')).firstOf(PATCH_FIELDS)!, preBase),
    );
  }
  if (!MAPPED.has(tool)) return out([]);
  const args = input.child('toolArgs', input.objectOrJson('toolArgs'));
  const pre = (name: string, callArgs: Record<string, unknown>) => out([{ ...preBase, tool: name, args: callArgs }]);
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
    case 'grep':
    case 'rg': {
      const name = tool === 'glob' ? 'Glob' : 'Grep';
      const pattern = args.string('pattern');
      const one = args.optionalString('path');
      // `paths`: several folders or files in one call (Copilot CLI 1.0.102), each judged
      // `paths` is a string or a list of strings (its schema: anyOf [string, string[]])
      const given = args.data.paths;
      const many =
        given === undefined || given === null ? [] : typeof given === 'string' ? [given] : args.stringList('paths');
      const paths = [...(one ? [one] : []), ...many];
      if (paths.length === 0) return pre(name, { pattern });
      return out(paths.map((p) => ({ ...preBase, tool: name, args: { pattern, path: resolve(cwd, p) } })));
    }
    default:
      return out([]);
  }
}

/** The tools mapped onto a decision; every other tool gets no opinion (the tripwire runs after it). */
const MAPPED = new Set(['bash', 'powershell', 'create', 'edit', 'view', 'glob', 'grep', 'rg']);
/** Where an apply_patch given as an object holds its patch. */
const PATCH_FIELDS = ['input', 'patch', 'patchText', 'command'];
