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
 *
 * `cwd` is the session's folder with UserPromptSubmit and Stop, the tool's (an exec_command
 * workdir) with PreToolUse and PostToolUse: the prompt's folder is kept per session
 * (sessionProject.ts) and is the project every call of the session is judged in; the tool's
 * folder only starts the shell and resolves the patch's paths. A shell line that runs
 * apply_patch is judged as the patch too (shellPatch.ts). Stop carries stop_hook_active.
 */
import type { HookPorts } from '../../agent/runHook.js';
import type { AgentEvent } from '../../agent/agentEvent.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { HookFailure } from '../../agent/failure.js';
import { type AgentHook, type HookAnswer, SILENT, failureText } from '../../agent/answer.js';
import { decide, decideAll, type Decision } from '../../agent/decide.js';
import { type PatchBase, patchCalls } from '../../agent/edits/patchCalls.js';
import { recallProject, rememberProject } from '../../agent/sessionProject.js';
import { AGENT, CODEX_EVENTS, type CodexEvent, readCodex } from './codexEvent.js';
import { codexToolNames } from './codexToolNames.js';
import { shellPatches } from './shellPatch.js';

export { CODEX_EVENTS };
export const CODEX_TOOLS = ['Bash', 'apply_patch'] as const;
export type { CodexEvent };

export function codexCalls(stdin: string): CodexEvent {
  const read = readCodex(stdin);
  if (!('args' in read)) return read;
  const { tool, args, pre } = read;
  const outTool = (calls: AgentEvent[]): CodexEvent => ({
    event: read.event,
    session: read.session,
    cwd: read.cwd,
    tool,
    calls,
  });
  if (tool === 'apply_patch') return outTool(patchCalls(args.string('command'), pre));
  if (tool === 'Bash') {
    const command = args.string('command');
    return outTool([{ ...pre, tool: 'Bash', args: { command } }, ...shellPatchCalls(command, pre)]);
  }
  throw new HookFailure(t.input.unknownTool(AGENT, tool, CODEX_TOOLS));
}

/**
 * The patches a shell line runs through apply_patch, each as the edits it makes. A reading of the
 * line that is not a patch that applies is dropped when another reading is one; when none is, the
 * call is blocked with the first failure.
 */
function shellPatchCalls(command: string, pre: PatchBase): AgentEvent[] {
  const found = shellPatches(command, pre.cwd);
  if (found.length === 0) return [];
  const calls: AgentEvent[] = [];
  let failure: unknown;
  for (const p of found) {
    try {
      calls.push(...patchCalls(p.patch, { ...pre, cwd: p.cwd }));
    } catch (e) {
      failure ??= e;
    }
  }
  if (calls.length === 0) throw failure;
  return calls;
}

export function renderCodex(d: Decision): HookAnswer {
  if (d.verdict === 'deny') return { exit: 2, stdout: '', stderr: d.message };
  if (d.verdict === 'ask') return { exit: 2, stdout: '', stderr: `${t.askBlocked(AGENT, d.message)}\n` };
  return SILENT;
}

export const codexHook: AgentHook = {
  async run(stdin: string, ports: HookPorts): Promise<HookAnswer> {
    try {
      const e = codexCalls(stdin);
      // The session's folder is the project; a tool event's cwd is only the tool's folder.
      let project = e.cwd;
      if (e.event === 'UserPromptSubmit') await rememberProject('codex', e.session, e.cwd, ports.env, ports.home);
      else project = (await recallProject('codex', e.session, ports.env, ports.home)) ?? e.cwd;
      // the messages name Codex's tools (apply_patch, exec_command), not the decision layer's
      const calls = e.calls.map((c) => ({ ...c, project, tools: codexToolNames(e.tool) }));
      return renderCodex(calls.length === 1 ? await decide(calls[0]!, ports) : await decideAll(calls, ports));
    } catch (e) {
      return this.crashed(failureText(e));
    }
  },
  crashed: (message) => ({ exit: 2, stdout: '', stderr: message }),
};
