/**
 * Claude Code's hook input (claudeInput.ts) for the full hook and the library: a refusal said in
 * words as a HookFailure (the hook then blocks), and the library's call checked as stdin is.
 */
import type { AgentEvent } from '../../agent/agentEvent.js';
import { HookFailure } from '../../agent/failure.js';
import type { ToolNames } from '../../agent/toolNames.js';
import { claudeText as c } from '../../core/messages/claude.js';
import { claudeEvent, type HookInput, type Refusal, readHookInput } from './claudeInput.js';

export type {
  HookInput,
  PostToolUse,
  PreToolUse,
  Stop,
  UserPromptSubmit,
} from './claudeInput.js';
export { claudeEvent };

const say = (r: Refusal): string =>
  r.refused === 'json'
    ? c.input.badJson(r.detail)
    : r.refused === 'notObject'
      ? c.input.notObject()
      : r.refused === 'field'
        ? c.input.field(r.name, r.expected)
        : c.input.unknownEvent(r.event);

export function parseHookInput(text: string): HookInput {
  const input = readHookInput(text);
  if ('refused' in input) throw new HookFailure(say(input));
  return input;
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
