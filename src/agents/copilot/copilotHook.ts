/**
 * `diffgate hook copilot`: GitHub Copilot CLI's hooks (.github/hooks/*.json or ~/.copilot/hooks/,
 * `version: 1`), protocol as in docs.github.com "Hooks configuration" (Copilot CLI reference, 2026).
 *
 * Input has no event name: each event runs its own command, and the payloads differ by their
 * fields: preToolUse {timestamp, cwd, toolName, toolArgs}, postToolUse adds toolResult,
 * userPromptSubmitted {timestamp, cwd, prompt}; every payload carries sessionId; postToolUseFailure
 * is postToolUse after a failing tool, agentStop {sessionId, cwd, stopReason} the end of a turn.
 * Each installed entry names its event in DIFFGATE_COPILOT_EVENT (its `env`); an older install is
 * told apart by the payload's fields. toolArgs is an object (Copilot CLI 1.0.102; its hook reference
 * says a JSON string, which is read too); a model that edits through `apply_patch` sends the raw
 * patch text as toolArgs, and it is judged as the patch (each file it would leave).
 * Tools: bash {command}, powershell {command} (Windows), edit {path, old_str, new_str}, create {path, file_text}, view {path},
 * glob and grep {pattern, path | paths[]}, rg (as grep), apply_patch (the patch). preToolUse has no
 * matcher, so Copilot's other tools (report_intent, web_fetch, ...) get no opinion. The answer is
 * stdout JSON {permissionDecision, permissionDecisionReason}, and only "deny" is processed: an ask
 * is a deny with that said, and every failure is a deny (exit 0, so the JSON is read). After a
 * tool, what the tripwire put back reaches the model only as stdout {"additionalContext": ...}
 * (Copilot CLI 1.0.102 shows the model nothing of a hook's stderr).
 * The prompt store keys the session by sessionId (by the working directory only when a payload has none).
 */
import { resolve } from 'node:path';
import type { HookPorts } from '../../agent/runHook.js';
import type { AgentEvent } from '../../agent/agentEvent.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { type AgentHook, type HookAnswer, SILENT, failureText, json } from '../../agent/answer.js';
import { decideAll, type Decision } from '../../agent/decide.js';
import { copilotToolNames } from './copilotToolNames.js';
import {
  AGENT,
  COPILOT_EVENT_VAR,
  COPILOT_EVENTS,
  type CopilotEvent,
  copilotEvent,
  copilotInput,
} from './copilotEvent.js';
import { patchCalls } from '../../agent/edits/patchCalls.js';

export { COPILOT_EVENT_VAR, COPILOT_EVENTS, type CopilotEvent, copilotEvent };

export function copilotCalls(stdin: string, named?: string): { event: CopilotEvent; calls: AgentEvent[] } {
  const { input, cwd, base, event } = copilotInput(stdin, named);
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
      if (event === 'agentStop') return { exit: 0, stdout: '', stderr: d.verdict === 'deny' ? d.message : '' };
      // after a tool: the put-back is done; stdout's additionalContext is what the model reads
      if (event.startsWith('post'))
        return d.verdict === 'deny'
          ? { exit: 0, stdout: json({ additionalContext: d.message }), stderr: d.message }
          : SILENT;
      return renderCopilot(d);
    } catch (e) {
      return this.crashed(failureText(e));
    }
  },
  crashed: (message) => deny(message),
};
