/**
 * Cursor's hook input (protocol: cursorHook.ts) read as the decision layer's events. Kept apart from
 * the hook so that the quiet pass (cursorQuiet.ts) reads the input as the hook does without
 * loading the decision layer.
 */
import { resolve } from 'node:path';
import { HookFailure } from '../../agent/failure.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { AgentInput } from '../../agent/agentInput.js';
import type { AgentEvent, BeforeCall } from '../../agent/agentEvent.js';

export const AGENT = 'Cursor';
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
export const CURSOR_TOOLS = ['Write', 'StrReplace', 'Edit', 'MultiEdit', 'Delete', 'Read', 'Grep'] as const;

/** The workspace root a path lies in (multi-root workspaces), else the first root. */
function rootOf(roots: readonly string[], path: string): string {
  return roots.find((r) => path === r || path.startsWith(r.endsWith('/') ? r : `${r}/`)) ?? roots[0]!;
}

export function cursorCalls(stdin: string): { event: string; calls: AgentEvent[] } {
  const input = AgentInput.parse(AGENT, stdin);
  const event = input.string('hook_event_name');
  const roots = input.stringList('workspace_roots');
  roots.forEach((r, i) => {
    if (!r.startsWith('/')) throw new HookFailure(t.input.field(AGENT, `workspace_roots[${i}]`, 'an absolute path'));
  });
  if (roots.length === 0) throw new HookFailure(t.input.field(AGENT, 'workspace_roots[0]', 'an absolute path'));
  const explicit = input.optionalString('cwd');
  if (explicit !== undefined && !explicit.startsWith('/'))
    throw new HookFailure(t.input.field(AGENT, 'cwd', 'an absolute path'));
  // The rules come from the workspace root (CLAUDE_PROJECT_DIR's place); a shell's cwd only starts the shell.
  const cwd = explicit ?? roots[0]!;
  const session = input.nonEmpty('conversation_id');
  const at = (target: string) => ({ session, cwd, project: rootOf(roots, target) });
  const base = at(cwd);
  const pre = (tool: string, args: Record<string, unknown>, target = cwd): BeforeCall => ({
    ...at(target),
    kind: 'before',
    tool,
    args,
  });
  const path = (p: string) => resolve(cwd, p);
  // every root's store hears the prompt and every root's tripwire runs at the end of the turn
  const everyRoot = (make: (b: ReturnType<typeof at>) => AgentEvent) => roots.map((r) => make(at(r)));
  switch (event) {
    case 'beforeSubmitPrompt': {
      const prompt = input.string('prompt');
      return { event, calls: everyRoot((b) => ({ ...b, kind: 'prompt', prompt })) };
    }
    case 'stop':
      return { event, calls: everyRoot((b) => ({ ...b, kind: 'end' })) };
    case 'beforeShellExecution':
      return { event, calls: [pre('Bash', { command: input.string('command') })] };
    case 'afterShellExecution':
      // the command is not needed after the call, but a payload without one is refused as before
      input.string('command');
      return { event, calls: [{ ...base, kind: 'after', tool: 'Bash' }] };
    case 'beforeReadFile': {
      const f = path(input.string('file_path'));
      return { event, calls: [pre('Read', { file_path: f }, f)] };
    }
    case 'afterFileEdit': {
      const f = path(input.string('file_path'));
      return { event, calls: [{ ...at(f), kind: 'after', tool: 'Edit' }] };
    }
    case 'preToolUse': {
      const tool = input.nonEmpty('tool_name');
      const args = input.child('tool_input', input.object('tool_input'));
      const file = () => path(args.firstOf(['file_path', 'path', 'target_file'])!);
      const pre1 = (name: string, callArgs: Record<string, unknown>) =>
        pre(name, callArgs, callArgs.file_path as string);
      switch (tool) {
        case 'Read': {
          const f = file();
          return { event, calls: [pre('Read', { file_path: f }, f)] };
        }
        case 'Grep': {
          const p = args.firstOf(['path', 'target_directory'], { optional: true });
          const g = args.firstOf(['glob', 'include', 'glob_pattern'], { optional: true });
          const where = p === undefined ? cwd : path(p);
          return {
            event,
            calls: [
              pre(
                'Grep',
                { pattern: args.string('pattern'), path: where, ...(g === undefined ? {} : { glob: g }) },
                where,
              ),
            ],
          };
        }
        case 'Write':
          return {
            event,
            calls: [pre1('Write', { file_path: file(), content: args.firstOf(['contents', 'content'])! })],
          };
        case 'StrReplace':
        case 'Edit':
          return {
            event,
            calls: [
              pre1('Edit', {
                file_path: file(),
                old_string: args.string('old_string'),
                new_string: args.string('new_string'),
                replace_all: args.data.replace_all === true,
              }),
            ],
          };
        case 'MultiEdit':
          return { event, calls: [pre1('MultiEdit', { file_path: file(), edits: args.data.edits })] };
        case 'Delete': {
          const f = file();
          return { event, calls: [pre('Delete', { file_path: f }, f)] };
        }
        default:
          throw new HookFailure(t.input.unknownTool(AGENT, tool, CURSOR_TOOLS));
      }
    }
    default:
      throw new HookFailure(t.input.unknownEvent(AGENT, event, CURSOR_EVENTS));
  }
}
