/**
 * Gemini CLI's hook input (protocol: geminiHook.ts) read as the decision layer's events. Kept apart
 * from the hook so that the quiet pass (geminiQuiet.ts) reads the input as the hook does without
 * loading the decision layer.
 */
import { resolve } from 'node:path';
import { HookFailure } from '../../agent/failure.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { AgentInput } from '../../agent/agentInput.js';
import type { AgentEvent, BeforeCall } from '../../agent/agentEvent.js';
import { readManyCandidates } from './readManyFiles.js';
import { geminiToolNames } from './geminiToolNames.js';

export const AGENT = 'Gemini CLI';
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
