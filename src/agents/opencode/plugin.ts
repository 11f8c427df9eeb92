/**
 * The OpenCode plugin (`diffgate/opencode`): OpenCode calls it in process, so it calls the same
 * decision through the library API instead of spawning the CLI. Protocol as in opencode.ai/docs/plugins
 * and @opencode-ai/plugin 1.18.33's Hooks type:
 *
 * - `tool.execute.before` (input {tool, sessionID, callID}, output {args}): throwing an Error
 *   blocks the call, and OpenCode hands the error's message to the model as the tool's result.
 *   Tools: write {filePath, content}, edit {filePath, oldString, newString, replaceAll},
 *   multiedit {filePath, edits}, apply_patch {patchText} (Codex's patch format), bash {command,
 *   workdir}, read {filePath}, glob {pattern, path}, grep {pattern, path, include}, list {path}.
 *   batch {tool_calls: [{tool, parameters}]}: each inner call as its own tool (batch runs them
 *   without plugin hooks). Other tools (webfetch, todowrite, task, execute, ...) get no opinion. OpenCode plugins cannot ask the
 *   person, so an ask is a block with that said.
 * - `chat.message` (the person's message and its parts): the release phrase, as a prompt event;
 *   a message that is a `task` tool's prompt (the agent's text, sent to the child session) is a
 *   prompt without words, so it releases nothing.
 * - Every call is judged in the plugin's `directory` (the project); bash's `workdir` only starts the shell.
 * - `tool.execute.after`: an after-call event; the `session.idle` event: the end of a turn.
 */
import type { Hooks, Plugin } from '@opencode-ai/plugin';
import { resolve } from 'node:path';
import type { BeforeCall } from '../../agent/agentEvent.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { combine, type Decision, decideHere as decide } from '../../agent/decide.js';
import { patchCalls } from '../../agent/edits/patchCalls.js';
import { failureText } from '../../agent/answer.js';
import { opencodeToolNames } from './opencodeToolNames.js';

type Args = Record<string, unknown>;

const AGENT = 'OpenCode';
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** OpenCode's tool call as the decision layer's calls; [] for tools it has no opinion on. */
export function opencodeCalls(tool: string, args: Args, sessionID: string, cwd: string): BeforeCall[] {
  // cwd is OpenCode's project directory: its rules apply to every call; a bash workdir only starts the shell
  // the messages name the tool the model called (write, apply_patch), not the decision layer's
  const base = { session: sessionID, cwd, project: cwd, kind: 'before' as const, tools: opencodeToolNames(tool) };
  const pre = (name: string, callArgs: Args): BeforeCall[] => [{ ...base, tool: name, args: callArgs }];
  const path = (v: unknown) => (typeof v === 'string' ? resolve(cwd, v) : v);
  switch (tool) {
    case 'write':
      return pre('Write', { file_path: path(args.filePath), content: args.content });
    case 'edit':
      return pre('Edit', {
        file_path: path(args.filePath),
        old_string: args.oldString,
        new_string: args.newString,
        replace_all: args.replaceAll === true,
      });
    case 'multiedit':
      return pre('MultiEdit', {
        file_path: path(args.filePath),
        edits: Array.isArray(args.edits)
          ? args.edits.map((e: Args) => ({
              old_string: e?.oldString,
              new_string: e?.newString,
              replace_all: e?.replaceAll === true,
            }))
          : args.edits,
      });
    case 'apply_patch':
    case 'patch':
      return patchCalls(String(args.patchText ?? ''), base);
    case 'bash':
      return [
        {
          ...base,
          cwd: str(args.workdir) ? resolve(cwd, str(args.workdir)!) : cwd,
          tool: 'Bash',
          args: { command: args.command },
        },
      ];
    case 'read':
      return pre('Read', { file_path: path(args.filePath) });
    case 'glob':
      return pre('Glob', { pattern: args.pattern, ...(args.path ? { path: path(args.path) } : {}) });
    case 'grep':
      return pre('Grep', {
        pattern: args.pattern,
        ...(args.path ? { path: path(args.path) } : {}),
        ...(args.include ? { glob: args.include } : {}),
      });
    case 'list':
      return pre('LS', { path: path(args.path ?? '.') });
    case 'batch': {
      // batch runs its tools without plugin hooks (anomalyco/opencode#5894): each is judged here
      const inner = Array.isArray(args.tool_calls) ? args.tool_calls : [];
      return inner.flatMap((c: unknown) => {
        const call = (typeof c === 'object' && c !== null ? c : {}) as Args;
        const params = (typeof call.parameters === 'object' && call.parameters !== null ? call.parameters : {}) as Args;
        return typeof call.tool === 'string' && call.tool !== 'batch'
          ? opencodeCalls(call.tool, params, sessionID, cwd)
          : [];
      });
    }
    default:
      return [];
  }
}

/** What blocks the call: the message OpenCode shows the model, or undefined to let it run. */
export function blockMessage(d: Decision): string | undefined {
  if (d.verdict === 'deny') return d.message;
  if (d.verdict === 'ask') return t.askBlocked(AGENT, d.message);
  return undefined;
}

export const DiffgatePlugin: Plugin = async ({ directory, worktree }) => {
  const cwd = directory || worktree;
  /**
   * The prompts the agent wrote for its `task` tool: OpenCode sends each to the child session as a
   * user message (chat.message), which is the agent's text, not the person's: it starts the
   * child's turn but releases nothing.
   */
  const taskPrompts: string[] = [];
  const hooks: Hooks = {
    'tool.execute.before': async (input, output) => {
      let message: string | undefined;
      const args = (output.args ?? {}) as Args;
      if (input.tool === 'task' && typeof args.prompt === 'string') {
        taskPrompts.push(args.prompt.trim());
        if (taskPrompts.length > 100) taskPrompts.shift(); // a child session that never started
      }
      try {
        const calls = opencodeCalls(input.tool, args, input.sessionID, cwd);
        const each: Decision[] = [];
        for (const call of calls) each.push(await decide(call));
        message = blockMessage(combine(each));
      } catch (e) {
        message = failureText(e);
      }
      if (message !== undefined) throw new Error(message);
    },
    'tool.execute.after': async (input) => {
      const d = await decide({
        session: input.sessionID,
        cwd,
        project: cwd,
        kind: 'after',
        tool: input.tool,
        tools: opencodeToolNames(input.tool),
      });
      const message = blockMessage(d);
      if (message !== undefined) throw new Error(message);
    },
    'chat.message': async (input, output) => {
      let prompt = output.parts.flatMap((p) => (p.type === 'text' && !p.synthetic ? [p.text] : [])).join('\n');
      const said = prompt.trim();
      const task = taskPrompts.findIndex((p) => p !== '' && (said.includes(p) || p.includes(said)));
      if (task >= 0) {
        taskPrompts.splice(task, 1);
        prompt = '';
      }
      await decide({ session: input.sessionID, cwd, project: cwd, kind: 'prompt', prompt });
    },
    event: async ({ event }) => {
      if (event.type !== 'session.idle') return;
      await decide({ session: event.properties.sessionID, cwd, project: cwd, kind: 'end', tools: opencodeToolNames() });
    },
  };
  return hooks;
};

export default { id: 'diffgate', server: DiffgatePlugin };
