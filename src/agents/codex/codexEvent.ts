/**
 * Codex CLI's hook input (protocol: codexHook.ts) read field by field, up to where a call's
 * pre-check reads its tool: a prompt, a Stop and a PostToolUse come out whole, as the decision
 * layer's events; a PreToolUse as its tool and arguments, which codexHook.ts reads (a patch, a
 * shell line). Kept apart from the hook so that the quiet pass (codexQuiet.ts) reads the input as
 * the hook does without loading the decision layer.
 */
import type { AgentEvent } from '../../agent/agentEvent.js';
import { AgentInput } from '../../agent/agentInput.js';
import type { PatchBase } from '../../agent/edits/patchCalls.js';
import { HookFailure } from '../../agent/failure.js';
import { agentsText as t } from '../../core/messages/agents.js';

export const AGENT = 'Codex';
export const CODEX_EVENTS = ['PreToolUse', 'PostToolUse', 'UserPromptSubmit', 'Stop'] as const;

export interface CodexEvent {
  event: string;
  session: string;
  /** The payload's cwd: the session's folder for prompts and Stop, the tool's folder for tool events. */
  cwd: string;
  /** The tool_name of a tool event, as the hook gave it. */
  tool?: string;
  calls: AgentEvent[];
}

/** A PreToolUse whose tool is still to be read: its name, its arguments, the call's origin. */
export interface CodexPre {
  event: 'PreToolUse';
  session: string;
  cwd: string;
  tool: string;
  args: AgentInput;
  pre: PatchBase;
}

export function readCodex(stdin: string): CodexEvent | CodexPre {
  const input = AgentInput.parse(AGENT, stdin);
  const event = input.string('hook_event_name');
  const base = { session: input.nonEmpty('session_id'), cwd: input.absolute('cwd') };
  // transcript_path is not used, but a malformed one is refused as before
  input.optionalString('transcript_path');
  const out = (calls: AgentEvent[]): CodexEvent => ({ event, session: base.session, cwd: base.cwd, calls });
  if (event === 'UserPromptSubmit') {
    // a spawned agent's task comes as a prompt with an agent_id: the parent model's words (Codex 0.169.0)
    const agent = input.optionalString('agent_id');
    return out([{ ...base, kind: 'prompt', prompt: input.string('prompt'), ...(agent ? { fromModel: true } : {}) }]);
  }
  if (event === 'Stop') return out([{ ...base, kind: 'end', continued: input.data.stop_hook_active === true }]);
  if (event !== 'PreToolUse' && event !== 'PostToolUse')
    throw new HookFailure(t.input.unknownEvent(AGENT, event, CODEX_EVENTS));
  const tool = input.nonEmpty('tool_name');
  const args = input.child('tool_input', input.object('tool_input'));
  const callId = input.optionalString('tool_use_id') ? { callId: input.string('tool_use_id') } : {};
  // After the call the patch has been applied: the tripwire compares the files, not the patch.
  if (event === 'PostToolUse') return { ...out([{ ...base, ...callId, kind: 'after', tool }]), tool };
  return { event, ...base, tool, args, pre: { ...base, ...callId, kind: 'before' } };
}
