/**
 * `diffgate hook gemini`: Gemini CLI's command hooks (settings.json `hooks`), protocol as in
 * google-gemini/gemini-cli docs/hooks/reference.md (hooks reference, Gemini CLI 0.x; checked
 * against @google/gemini-cli-core 0.61.0's tool names).
 *
 * Input: session_id, transcript_path, cwd (the project: its rules apply to every call), hook_event_name,
 * timestamp; BeforeTool/AfterTool add tool_name and tool_input; BeforeAgent adds prompt; AfterAgent
 * adds stop_hook_active (true on the retry an exit 2 asked for; not blocked again). Tools:
 * write_file {file_path, content}, replace {file_path, old_string, new_string, allow_multiple |
 * expected_replacements}, run_shell_command {command, dir_path (the shell's folder only)},
 * read_file {file_path (absolute_path before 0.5)}, read_many_files {include | paths,
 * useDefaultExcludes} (every file it would read is listed: readManyFiles.ts), glob {pattern,
 * dir_path | path}, grep_search {pattern, dir_path, include_pattern} (search_file_content {..,
 * include} before), list_directory {dir_path | path}.
 *
 * A block is exit 0 with `{"decision":"deny","reason":...}` on stdout. Gemini CLI 0.61.0 reads the
 * decision, not the exit code, on every event diffgate uses: BeforeTool answers the model
 * "Tool execution blocked: <reason>", AfterTool replaces the tool's result with "Tool result
 * blocked: <reason>", BeforeAgent stops the turn, AfterAgent starts the retry turn with the reason
 * as its prompt. Exit 2 does the same (stderr taken as the reason), but the client counts it as a
 * failed hook and shows the person "Hook(s) [...] failed for event ..." with every block
 * (conformance/gemini/FINDINGS.md). A failure (bad input, an unknown tool, a crash, the watchdog)
 * stays exit 2 with the text on stderr: it needs no stdout to block, and the person should see
 * that diffgate failed. Exit codes other than 0 and 2 are only warnings (the call goes through), so
 * every failure is exit 2. Gemini's "ask" ends a headless run silently, so an ask is blocked with
 * that said.
 */
import type { HookPorts } from '../../agent/runHook.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { type AgentHook, type HookAnswer, failureText, json } from '../../agent/answer.js';
import { decideAll, type Decision } from '../../agent/decide.js';
import { AGENT, geminiCalls } from './geminiEvent.js';

export { GEMINI_EVENTS, GEMINI_TOOLS, geminiCalls } from './geminiEvent.js';

/** A block as Gemini reads it without taking the hook for a failed one. */
const deny = (reason: string): HookAnswer => ({
  exit: 0,
  stdout: json({ decision: 'deny', reason: reason.replace(/\n+$/, '') }),
  stderr: '',
});

export function renderGemini(d: Decision): HookAnswer {
  if (d.verdict === 'deny') return deny(d.message);
  if (d.verdict === 'ask') return deny(t.askBlocked(AGENT, d.message));
  if (d.verdict === 'allow') return { exit: 0, stdout: json({ decision: 'allow', reason: d.message }), stderr: '' };
  // stdout must be JSON or nothing; an empty object is no opinion.
  return { exit: 0, stdout: json({}), stderr: '' };
}

export const geminiHook: AgentHook = {
  async run(stdin: string, ports: HookPorts): Promise<HookAnswer> {
    try {
      return renderGemini(await decideAll(geminiCalls(stdin), ports));
    } catch (e) {
      return this.crashed(failureText(e));
    }
  },
  crashed: (message) => ({ exit: 2, stdout: '', stderr: message }),
};
