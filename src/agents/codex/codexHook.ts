/**
 * `diffgate hook codex`: Codex CLI's command hooks (hooks.json / config.toml `[hooks]`), protocol
 * as documented at developers.openai.com/codex/hooks and in codex-rs/hooks/schema/generated
 * (Codex 0.124+, where apply_patch emits PreToolUse/PostToolUse; checked against 0.169.0).
 *
 * Input: the Claude-style object: session_id, transcript_path (string or null), cwd,
 * hook_event_name, model, permission_mode, turn_id; for tools tool_name ("Bash" for the shell
 * tools, "apply_patch" for edits, whose raw patch is tool_input.command), tool_input, tool_use_id;
 * for UserPromptSubmit prompt. Deny: exit 2 with the message on stderr, which Codex shows the
 * model. Codex's PreToolUse does not support "ask" (it fails open), so a call the command policy
 * would ask about is blocked with that said. Every failure is exit 2 (other exit codes let the call through).
 */
import type { HookPorts } from '../../claude/hook.js';
import type { HookInput } from '../../claude/hookInput.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { HookFailure } from '../../claude/failure.js';
import { AgentInput } from '../agentInput.js';
import { type AgentHook, type HookAnswer, SILENT, failureText } from '../answer.js';
import { decide, decideAll, type Decision } from '../decide.js';
import { patchCalls } from '../patchCalls.js';

const AGENT = 'Codex';
export const CODEX_EVENTS = ['PreToolUse', 'PostToolUse', 'UserPromptSubmit', 'Stop'] as const;
export const CODEX_TOOLS = ['Bash', 'apply_patch'] as const;

/** A shell line that only runs apply_patch with the patch in a heredoc (how some models call it). */
const SHELL_PATCH =
  /^\s*(?:apply_patch|applypatch)\s+<<-?\s*['"]?(\w+)['"]?\s*\n([\s\S]*?\*\*\* End Patch)\s*\n\s*\1\s*$/;

export function codexCalls(stdin: string): HookInput[] {
  const input = AgentInput.parse(AGENT, stdin);
  const event = input.string('hook_event_name');
  const base = {
    session_id: input.nonEmpty('session_id'),
    cwd: input.absolute('cwd'),
    ...(input.optionalString('transcript_path') !== undefined
      ? { transcript_path: input.string('transcript_path') }
      : {}),
  };
  if (event === 'UserPromptSubmit') return [{ ...base, hook_event_name: event, prompt: input.string('prompt') }];
  if (event === 'Stop') return [{ ...base, hook_event_name: event }];
  if (event !== 'PreToolUse' && event !== 'PostToolUse')
    throw new HookFailure(t.input.unknownEvent(AGENT, event, CODEX_EVENTS));
  const tool = input.nonEmpty('tool_name');
  const args = input.child('tool_input', input.object('tool_input'));
  const call = {
    ...base,
    hook_event_name: event as 'PreToolUse' | 'PostToolUse',
    ...(input.optionalString('tool_use_id') ? { tool_use_id: input.string('tool_use_id') } : {}),
  };
  // After the call the patch has been applied: the tripwire compares the files, not the patch.
  if (call.hook_event_name === 'PostToolUse')
    return [{ ...call, hook_event_name: 'PostToolUse', tool_name: tool, tool_input: input.object('tool_input') }];
  const pre = { ...call, hook_event_name: 'PreToolUse' as const };
  if (tool === 'apply_patch') return patchCalls(args.string('command'), pre);
  if (tool === 'Bash') {
    const command = args.string('command');
    const heredoc = SHELL_PATCH.exec(command);
    if (heredoc) return patchCalls(heredoc[2]!, pre);
    return [{ ...pre, tool_name: 'Bash', tool_input: { command } }];
  }
  throw new HookFailure(t.input.unknownTool(AGENT, tool, CODEX_TOOLS));
}

export function renderCodex(d: Decision): HookAnswer {
  if (d.verdict === 'deny') return { exit: 2, stdout: '', stderr: d.message };
  if (d.verdict === 'ask') return { exit: 2, stdout: '', stderr: `${t.askBlocked(AGENT, d.message)}\n` };
  return SILENT;
}

export const codexHook: AgentHook = {
  async run(stdin: string, ports: HookPorts): Promise<HookAnswer> {
    try {
      const calls = codexCalls(stdin);
      return renderCodex(calls.length === 1 ? await decide(calls[0]!, ports) : await decideAll(calls, ports));
    } catch (e) {
      return this.crashed(failureText(e));
    }
  },
  crashed: (message) => ({ exit: 2, stdout: '', stderr: message }),
};
