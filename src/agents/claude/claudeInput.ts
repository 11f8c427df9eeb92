/**
 * The JSON Claude Code sends a command hook on stdin, checked field by field, and the event it
 * stands for in the decision layer's terms (src/agent/agentEvent.ts). Anything missing or of the
 * wrong type is a refusal naming the field and what was expected: data, not words. The full hook
 * words it (claudeEvent.ts) and blocks; the quiet pass (claudeQuiet.ts) leaves such an input
 * to the full hook. A tool's `tool_input` is passed on as the call's
 * arguments: Claude Code's tool names and fields are the decision layer's own vocabulary, and each
 * tool's decision reads the fields it needs.
 */
import type { AgentEvent } from '../../agent/agentEvent.js';
import { CLAUDE_TOOL_NAMES, type ToolNames } from '../../agent/toolNames.js';

interface Common {
  session_id: string;
  transcript_path?: string;
  cwd: string;
  permission_mode?: string;
}

export interface PreToolUse extends Common {
  hook_event_name: 'PreToolUse';
  tool_name: string;
  tool_input: Record<string, unknown>;
  tool_use_id?: string;
}

export interface UserPromptSubmit extends Common {
  hook_event_name: 'UserPromptSubmit';
  prompt: string;
  /**
   * A subagent's prompt (Codex 0.169.0 sends a spawned agent's task as a UserPromptSubmit with the
   * parent's session_id and an agent_id): the parent model's words, never the person's.
   */
  agent_id?: string;
  /**
   * Who wrote the prompt (Claude Code 2.1.328's hook schema): `user` (typed in the composer), `sdk`
   * (`claude -p`, the Agent SDK), and words the client injects: `loop_wakeup` (a ScheduleWakeup the
   * model armed), `schedule_wakeup` (a CronCreate job, which the model wrote), `system`,
   * `poll_event`. Absent in older clients.
   */
  source?: string;
}

/**
 * The prompt sources whose words are the person's: typed, or given on the command line / by the
 * SDK. Every other value, a future one included, is the client's or the model's (fail closed).
 */
const PERSON_SOURCES: ReadonlySet<string> = new Set(['user', 'sdk']);

/**
 * Monitor (Claude Code 2.1.328, loaded through ToolSearch; `{command, description}`) runs a shell
 * command in the background and turns each line it prints into a notification: its command is a
 * shell line, judged as Bash's (review 4 M1: refused as an unknown tool, a harmless `tail -f` too),
 * and the tripwire looks after it. Its notifications arrive as `<task-notification>` prompts, the
 * client's (clientNotice.ts).
 */
const MONITOR = 'Monitor';
const MONITOR_NAMES: ToolNames = { ...CLAUDE_TOOL_NAMES, called: MONITOR };
const shellNamed = (tool: string) => (tool === MONITOR ? 'Bash' : tool);

/** After a tool ran (PostToolUseFailure: after it failed, which may still have changed files). */
export interface PostToolUse extends Common {
  hook_event_name: 'PostToolUse' | 'PostToolUseFailure';
  tool_name: string;
  tool_input: Record<string, unknown>;
  tool_use_id?: string;
}

/** The end of a turn (Stop) or of a subagent's work (SubagentStop). */
export interface Stop extends Common {
  hook_event_name: 'Stop' | 'SubagentStop';
  /** True when the agent is already continuing because a Stop hook blocked it. */
  stop_hook_active?: boolean;
}

export type HookInput = PreToolUse | UserPromptSubmit | PostToolUse | Stop;

/** What was wrong with the input (claudeEvent.ts says it in words). */
export type Refusal =
  | { refused: 'json'; detail: string }
  | { refused: 'notObject' }
  | { refused: 'field'; name: string; expected: string }
  | { refused: 'event'; event: string };

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Thrown inside the reading only: readHookInput returns what it carries. */
class Refused {
  constructor(readonly why: Refusal) {}
}

/** The input in Claude Code's shapes, or what was wrong with it. */
export function readHookInput(text: string): HookInput | Refusal {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { refused: 'json', detail: (e as Error).message };
  }
  if (!isObject(data)) return { refused: 'notObject' };
  try {
    return shapes(data);
  } catch (e) {
    if (e instanceof Refused) return e.why;
    throw e;
  }
}

function shapes(data: Json): HookInput {
  const event = field(data, 'hook_event_name', 'string') as string;
  const common: Common = {
    session_id: nonEmpty(data, 'session_id'),
    cwd: field(data, 'cwd', 'string') as string,
  };
  if (!common.cwd.startsWith('/')) throw new Refused({ refused: 'field', name: 'cwd', expected: 'an absolute path' });
  for (const k of ['transcript_path', 'permission_mode'] as const) {
    if (data[k] !== undefined) common[k] = field(data, k, 'string') as string;
  }
  if (event === 'PreToolUse' || event === 'PostToolUse') {
    const toolInput = data.tool_input;
    if (!isObject(toolInput)) throw new Refused({ refused: 'field', name: 'tool_input', expected: 'an object' });
    const out: PreToolUse | PostToolUse = {
      ...common,
      hook_event_name: event,
      tool_name: nonEmpty(data, 'tool_name'),
      tool_input: toolInput,
    };
    if (data.tool_use_id !== undefined) out.tool_use_id = field(data, 'tool_use_id', 'string') as string;
    return out;
  }
  if (event === 'PostToolUse' || event === 'PostToolUseFailure') {
    const out: PostToolUse = {
      ...common,
      hook_event_name: event,
      tool_name: nonEmpty(data, 'tool_name'),
      tool_input: {},
    };
    if (isObject(data.tool_input)) out.tool_input = data.tool_input;
    if (data.tool_use_id !== undefined) out.tool_use_id = field(data, 'tool_use_id', 'string') as string;
    return out;
  }
  if (event === 'Stop' || event === 'SubagentStop')
    return { ...common, hook_event_name: event, stop_hook_active: data.stop_hook_active === true };
  if (event === 'UserPromptSubmit') {
    const out: UserPromptSubmit = {
      ...common,
      hook_event_name: event,
      prompt: field(data, 'prompt', 'string') as string,
    };
    if (data.agent_id !== undefined && data.agent_id !== null)
      out.agent_id = field(data, 'agent_id', 'string') as string;
    if (data.source !== undefined && data.source !== null) out.source = field(data, 'source', 'string') as string;
    return out;
  }
  throw new Refused({ refused: 'event', event });
}

function field(data: Json, name: string, type: 'string' | 'boolean' | 'number'): unknown {
  const v = data[name];
  if (typeof v !== type) throw new Refused({ refused: 'field', name, expected: `a ${type}` });
  return v;
}

function nonEmpty(data: Json, name: string): string {
  const v = field(data, name, 'string') as string;
  if (v === '') throw new Refused({ refused: 'field', name, expected: 'a non-empty string' });
  return v;
}

/** Claude Code's event as the decision layer's (the ids and flags kept as given). */
export function claudeEvent(input: HookInput): AgentEvent {
  const origin = { session: input.session_id, cwd: input.cwd };
  switch (input.hook_event_name) {
    case 'UserPromptSubmit':
      return {
        ...origin,
        kind: 'prompt',
        prompt: input.prompt,
        ...(fromModel(input) ? { fromModel: true } : {}),
      };
    case 'PreToolUse':
      return {
        ...origin,
        kind: 'before',
        tool: shellNamed(input.tool_name),
        args: input.tool_input,
        ...(input.tool_use_id !== undefined ? { callId: input.tool_use_id } : {}),
        ...(input.tool_name === MONITOR ? { tools: MONITOR_NAMES } : {}),
      };
    case 'PostToolUse':
    case 'PostToolUseFailure':
      return {
        ...origin,
        kind: 'after',
        tool: shellNamed(input.tool_name),
        ...(input.tool_use_id !== undefined ? { callId: input.tool_use_id } : {}),
      };
    case 'Stop':
    case 'SubagentStop':
      return {
        ...origin,
        kind: 'end',
        ...(input.hook_event_name === 'SubagentStop' ? { subagent: true } : {}),
        continued: input.stop_hook_active === true,
      };
  }
}

/** A subagent's task, or words the client injected (a scheduled job's prompt, a /loop wakeup): never the person's. */
function fromModel(input: UserPromptSubmit): boolean {
  return input.agent_id !== undefined || (input.source !== undefined && !PERSON_SOURCES.has(input.source));
}
