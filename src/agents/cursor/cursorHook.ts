/**
 * `diffgate hook cursor`: Cursor's agent hooks (.cursor/hooks.json, `version: 1`), protocol as in
 * cursor.com/docs/agent/hooks (hooks since Cursor 1.7; preToolUse and failClosed as of Cursor 2.x).
 *
 * Input: conversation_id, generation_id, hook_event_name, workspace_roots (and model,
 * cursor_version, user_email, transcript_path); then per event: beforeShellExecution and
 * afterShellExecution {command, cwd}, beforeReadFile {file_path, content, attachments}, preToolUse {tool_name, tool_input,
 * tool_use_id}, afterFileEdit {file_path, edits}, beforeSubmitPrompt {prompt, attachments}, stop
 * {status, loop_count}. The rules are the workspace root's that holds the call's file (or the
 * shell's cwd), else the first root's; a prompt and the end of a turn go to every root. preToolUse
 * is installed for Write, StrReplace, Edit, MultiEdit, Delete, Read and Grep. Permission events answer {permission: allow | deny | ask, user_message,
 * agent_message}; beforeSubmitPrompt answers {continue}. Deny is that JSON and exit 2 (Cursor
 * treats exit 2 as deny as well). Any other exit fails open unless the hook entry has
 * `failClosed: true`, which `diffgate install --cursor` sets; every failure is exit 2 with a deny.
 * beforeReadFile cannot ask, so an ask there is a deny.
 */
import type { HookPorts } from '../../agent/runHook.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { type AgentHook, type HookAnswer, failureText, json } from '../../agent/answer.js';
import { decideAll, type Decision } from '../../agent/decide.js';
import { AGENT, cursorCalls } from './cursorEvent.js';

export { CURSOR_EVENTS, CURSOR_TOOLS, cursorCalls } from './cursorEvent.js';

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
