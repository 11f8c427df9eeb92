/**
 * The JSON Claude Code sends a command hook on stdin, checked field by field, and the event it
 * stands for in the decision layer's terms (src/agent/agentEvent.ts). Anything missing or of the
 * wrong type is a failure naming the field and what was expected (the hook then blocks). A tool's
 * `tool_input` is passed on as the call's arguments: Claude Code's tool names and fields are the
 * decision layer's own vocabulary, and each tool's decision reads the fields it needs.
 */
import type { AgentEvent } from '../../agent/agentEvent.js';
import { HookFailure } from '../../agent/failure.js';
import type { ToolNames } from '../../agent/toolNames.js';
import { claudeText as c } from '../../core/messages/claude.js';

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
}

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

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseHookInput(text: string): HookInput {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new HookFailure(c.input.badJson((e as Error).message));
  }
  if (!isObject(data)) throw new HookFailure(c.input.notObject());
  const event = field(data, 'hook_event_name', 'string') as string;
  const common: Common = {
    session_id: nonEmpty(data, 'session_id'),
    cwd: field(data, 'cwd', 'string') as string,
  };
  if (!common.cwd.startsWith('/')) throw new HookFailure(c.input.field('cwd', 'an absolute path'));
  for (const k of ['transcript_path', 'permission_mode'] as const) {
    if (data[k] !== undefined) common[k] = field(data, k, 'string') as string;
  }
  if (event === 'PreToolUse' || event === 'PostToolUse') {
    const toolInput = data.tool_input;
    if (!isObject(toolInput)) throw new HookFailure(c.input.field('tool_input', 'an object'));
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
    return out;
  }
  throw new HookFailure(c.input.unknownEvent(event));
}

function field(data: Json, name: string, type: 'string' | 'boolean' | 'number'): unknown {
  const v = data[name];
  if (typeof v !== type) throw new HookFailure(c.input.field(name, `a ${type}`));
  return v;
}

function nonEmpty(data: Json, name: string): string {
  const v = field(data, name, 'string') as string;
  if (v === '') throw new HookFailure(c.input.field(name, 'a non-empty string'));
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
        ...(input.agent_id !== undefined ? { fromModel: true } : {}),
      };
    case 'PreToolUse':
      return {
        ...origin,
        kind: 'before',
        tool: input.tool_name,
        args: input.tool_input,
        ...(input.tool_use_id !== undefined ? { callId: input.tool_use_id } : {}),
      };
    case 'PostToolUse':
    case 'PostToolUseFailure':
      return {
        ...origin,
        kind: 'after',
        tool: input.tool_name,
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

/**
 * A call in Claude Code's shapes with, optionally, the project whose rules apply (as
 * CLAUDE_PROJECT_DIR is for Claude Code; `cwd` is then only the tool's folder) and the agent's tool
 * names for the messages: the library API's input (src/index.ts `decide`).
 */
export type ClaudeCall = HookInput & { project_dir?: string; tools?: ToolNames };

/** A library call as the decision layer's event, checked as the hook's stdin is (a malformed call throws a HookFailure). */
export function claudeCallEvent(call: ClaudeCall): AgentEvent {
  const { project_dir, tools, ...rest } = call;
  // JSON.stringify throws on a circular or BigInt tool_input (an in-process caller's args): the caller's deny
  const event = claudeEvent(parseHookInput(JSON.stringify(rest)));
  return { ...event, ...(project_dir !== undefined ? { project: project_dir } : {}), ...(tools ? { tools } : {}) };
}
