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
import { resolve } from 'node:path';
import { HookFailure } from '../../agent/failure.js';
import type { HookPorts } from '../../agent/runHook.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { AgentInput } from '../../agent/agentInput.js';
import { type AgentHook, type HookAnswer, failureText, json } from '../../agent/answer.js';
import type { AgentEvent, BeforeCall } from '../../agent/agentEvent.js';
import { decideAll, type Decision } from '../../agent/decide.js';
import { readManyCandidates } from './readManyFiles.js';
import { geminiToolNames } from './geminiToolNames.js';

const AGENT = 'Gemini CLI';
export const GEMINI_EVENTS = ['BeforeTool', 'AfterTool', 'BeforeAgent', 'AfterAgent'] as const;
export const GEMINI_TOOLS = [
  'write_file',
  'replace',
  'run_shell_command',
  'read_file',
  'read_many_files',
  'glob',
  'search_file_content',
  'grep_search',
  'list_directory',
] as const;

const GLOB_CHARS = /[*?[\]{}]/;

export function geminiCalls(stdin: string): AgentEvent[] {
  const input = AgentInput.parse(AGENT, stdin);
  const event = input.string('hook_event_name');
  const cwd = input.absolute('cwd');
  // Gemini's cwd is the project (GEMINI_PROJECT_DIR): its rules apply to every call, whatever dir_path says
  const base = { session: input.nonEmpty('session_id'), cwd, project: cwd, tools: geminiToolNames() };
  if (event === 'BeforeAgent') return [{ ...base, kind: 'prompt', prompt: input.string('prompt') }];
  // stop_hook_active: AfterAgent runs again as part of a retry this hook asked for; not blocked twice
  if (event === 'AfterAgent') return [{ ...base, kind: 'end', continued: input.data.stop_hook_active === true }];
  if (event !== 'BeforeTool' && event !== 'AfterTool')
    throw new HookFailure(t.input.unknownEvent(AGENT, event, GEMINI_EVENTS));
  const tool = input.nonEmpty('tool_name');
  // the messages name the tool the model called (write_file, not the decision layer's Write)
  base.tools = geminiToolNames(tool);
  const raw = input.object('tool_input');
  if (event === 'AfterTool') return [{ ...base, kind: 'after', tool }];
  const args = input.child('tool_input', raw);
  const call = (name: string, callArgs: Record<string, unknown>, at = cwd): BeforeCall => ({
    ...base,
    cwd: at,
    kind: 'before',
    tool: name,
    args: callArgs,
  });
  const path = (p: string) => resolve(cwd, p);
  const dir = () => args.firstOf(['dir_path', 'path', 'directory'], { optional: true });
  switch (tool) {
    case 'write_file':
      return [call('Write', { file_path: path(args.string('file_path')), content: args.string('content') })];
    case 'replace': {
      const expected = raw.expected_replacements;
      if (expected !== undefined && (typeof expected !== 'number' || !Number.isInteger(expected) || expected < 1))
        throw new HookFailure(t.input.field(AGENT, 'tool_input.expected_replacements', 'a positive whole number'));
      return [
        call('Edit', {
          file_path: path(args.string('file_path')),
          old_string: args.string('old_string'),
          new_string: args.string('new_string'),
          // allow_multiple (current Gemini): every occurrence; expected_replacements (older): that many
          replace_all: raw.allow_multiple === true || (typeof expected === 'number' && expected > 1),
        }),
      ];
    }
    case 'run_shell_command': {
      const d = dir();
      return [call('Bash', { command: args.string('command') }, d === undefined ? cwd : path(d))];
    }
    case 'read_file':
      return [call('Read', { file_path: path(args.firstOf(['file_path', 'absolute_path'])!) })];
    case 'read_many_files': {
      const list = raw.include !== undefined ? args.stringList('include') : args.stringList('paths');
      // each entry: a plain path is read (its boundary and name judged); a glob reaching out of the
      // project is judged as a Glob; then every file the entries would read that a read may refuse
      const entries = list.map((p) =>
        GLOB_CHARS.test(p) ? call('Glob', { pattern: p, path: cwd }) : call('Read', { file_path: path(p) }),
      );
      const files = readManyCandidates(cwd, list, raw.useDefaultExcludes !== false);
      return [
        ...entries.filter((c) => c.tool === 'Read' || outward(c)),
        ...files.map((f) => call('Read', { file_path: f })),
      ];
    }
    case 'glob': {
      const d = dir();
      return [call('Glob', { pattern: args.string('pattern'), ...(d === undefined ? {} : { path: path(d) }) })];
    }
    case 'search_file_content':
    case 'grep_search': {
      const d = dir();
      const include = args.firstOf(['include_pattern', 'include'], { optional: true });
      return [
        call('Grep', {
          pattern: args.string('pattern'),
          ...(d === undefined ? {} : { path: path(d) }),
          ...(include === undefined ? {} : { glob: include }),
        }),
      ];
    }
    case 'list_directory':
      return [call('LS', { path: path(dir() ?? '.') })];
    default:
      throw new HookFailure(t.input.unknownTool(AGENT, tool, GEMINI_TOOLS));
  }
}

/** A read_many_files glob that reaches out of the project (absolute, `~`, `..`): judged as a Glob. */
function outward(c: BeforeCall): boolean {
  const p = c.args.pattern;
  return typeof p === 'string' && (p.startsWith('/') || p.startsWith('~') || p.split(/[\\/]/).includes('..'));
}

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
