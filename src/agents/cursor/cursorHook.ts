/**
 * `diffgate hook cursor`: Cursor's agent hooks (.cursor/hooks.json, `version: 1`), protocol as in
 * cursor.com/docs/agent/hooks (hooks since Cursor 1.7; preToolUse and failClosed as of Cursor 2.x).
 *
 * Input: conversation_id, generation_id, hook_event_name, workspace_roots (and model,
 * cursor_version, user_email, transcript_path); then per event: beforeShellExecution and
 * afterShellExecution {command, cwd}, beforeReadFile {file_path, content, attachments}, preToolUse {tool_name, tool_input,
 * tool_use_id}, afterFileEdit {file_path, edits}, beforeSubmitPrompt {prompt, attachments}, stop
 * {status, loop_count}. Permission events answer {permission: allow | deny | ask, user_message,
 * agent_message}; beforeSubmitPrompt answers {continue}. Deny is that JSON and exit 2 (Cursor
 * treats exit 2 as deny as well). Any other exit fails open unless the hook entry has
 * `failClosed: true`, which `diffgate install --cursor` sets; every failure is exit 2 with a deny.
 * beforeReadFile cannot ask, so an ask there is a deny.
 */
import { resolve } from 'node:path';
import { HookFailure } from '../../claude/failure.js';
import type { HookPorts } from '../../claude/hook.js';
import type { HookInput } from '../../claude/hookInput.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { AgentInput } from '../agentInput.js';
import { type AgentHook, type HookAnswer, failureText, json } from '../answer.js';
import { decideAll, type Decision } from '../decide.js';

const AGENT = 'Cursor';
export const CURSOR_EVENTS = [
  'beforeShellExecution',
  'beforeReadFile',
  'preToolUse',
  'afterShellExecution',
  'afterFileEdit',
  'beforeSubmitPrompt',
  'stop',
] as const;
/** Cursor's agent tools that preToolUse is installed for (its matcher). */
export const CURSOR_TOOLS = ['Write', 'StrReplace', 'Edit', 'MultiEdit', 'Delete'] as const;

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function cursorCalls(stdin: string): { event: string; calls: HookInput[] } {
  const input = AgentInput.parse(AGENT, stdin);
  const event = input.string('hook_event_name');
  const roots = input.stringList('workspace_roots');
  const explicit = input.optionalString('cwd');
  const cwd = explicit ?? roots[0];
  if (cwd === undefined || !cwd.startsWith('/'))
    throw new HookFailure(
      t.input.field(AGENT, explicit === undefined ? 'workspace_roots[0]' : 'cwd', 'an absolute path'),
    );
  const base = { session_id: input.nonEmpty('conversation_id'), cwd };
  const pre = (tool_name: string, tool_input: Record<string, unknown>): HookInput => ({
    ...base,
    hook_event_name: 'PreToolUse',
    tool_name,
    tool_input,
  });
  const path = (p: string) => resolve(cwd, p);
  switch (event) {
    case 'beforeSubmitPrompt':
      return { event, calls: [{ ...base, hook_event_name: 'UserPromptSubmit', prompt: input.string('prompt') }] };
    case 'stop':
      return { event, calls: [{ ...base, hook_event_name: 'Stop' }] };
    case 'beforeShellExecution':
      return { event, calls: [pre('Bash', { command: input.string('command') })] };
    case 'afterShellExecution':
      return {
        event,
        calls: [
          {
            ...base,
            hook_event_name: 'PostToolUse',
            tool_name: 'Bash',
            tool_input: { command: input.string('command') },
          },
        ],
      };
    case 'beforeReadFile':
      return { event, calls: [pre('Read', { file_path: path(input.string('file_path')) })] };
    case 'afterFileEdit':
      return {
        event,
        calls: [
          {
            ...base,
            hook_event_name: 'PostToolUse',
            tool_name: 'Edit',
            tool_input: { file_path: path(input.string('file_path')), edits: input.data.edits ?? [] },
          },
        ],
      };
    case 'preToolUse': {
      const tool = input.nonEmpty('tool_name');
      const args = input.child('tool_input', input.object('tool_input'));
      const file = () => path(args.string('file_path'));
      switch (tool) {
        case 'Write':
          return {
            event,
            calls: [pre('Write', { file_path: file(), content: args.firstOf(['contents', 'content'])! })],
          };
        case 'StrReplace':
        case 'Edit':
          return {
            event,
            calls: [
              pre('Edit', {
                file_path: file(),
                old_string: args.string('old_string'),
                new_string: args.string('new_string'),
                replace_all: args.data.replace_all === true,
              }),
            ],
          };
        case 'MultiEdit':
          return { event, calls: [pre('MultiEdit', { file_path: file(), edits: args.data.edits })] };
        case 'Delete':
          return { event, calls: [pre('Bash', { command: `rm -- ${quote(file())}` })] };
        default:
          throw new HookFailure(t.input.unknownTool(AGENT, tool, CURSOR_TOOLS));
      }
    }
    default:
      throw new HookFailure(t.input.unknownEvent(AGENT, event, CURSOR_EVENTS));
  }
}

const deny = (message: string): HookAnswer => ({
  exit: 2,
  stdout: json({ permission: 'deny', user_message: message, agent_message: message }),
  stderr: message,
});

export function renderCursor(event: string, d: Decision): HookAnswer {
  if (event === 'beforeSubmitPrompt' || event === 'stop' || event.startsWith('after')) {
    if (d.verdict === 'deny') return deny(d.message);
    return { exit: 0, stdout: json(event === 'beforeSubmitPrompt' ? { continue: true } : {}), stderr: '' };
  }
  if (d.verdict === 'deny') return deny(d.message);
  if (d.verdict === 'ask') {
    if (event === 'beforeReadFile') return deny(`${t.askBlocked(`${AGENT} beforeReadFile`, d.message)}\n`);
    return {
      exit: 0,
      stdout: json({ permission: 'ask', user_message: d.message, agent_message: d.message }),
      stderr: '',
    };
  }
  if (d.verdict === 'allow') return { exit: 0, stdout: json({ permission: 'allow' }), stderr: '' };
  return { exit: 0, stdout: json({}), stderr: '' };
}

export const cursorHook: AgentHook = {
  async run(stdin: string, ports: HookPorts): Promise<HookAnswer> {
    try {
      const { event, calls } = cursorCalls(stdin);
      return renderCursor(event, await decideAll(calls, ports));
    } catch (e) {
      return this.crashed(failureText(e));
    }
  },
  crashed: (message) => deny(message),
};
