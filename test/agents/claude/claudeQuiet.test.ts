/**
 * Claude Code's input for the quiet pass: an after-call or end-of-turn payload (2.1.x) becomes the
 * decision layer's event exactly as the full hook reads it; any other event, and any input the full
 * hook refuses, is left to the full hook (undefined), which says why.
 */
import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../src/agent/agentEvent.js';
import { claudeAfterEvent } from '../../../src/agents/claude/claudeQuiet.js';
import { claudeEvent, parseHookInput } from '../../../src/agents/claude/claudeEvent.js';

const common = { session_id: 's1', transcript_path: '/t.jsonl', cwd: '/repo', permission_mode: 'default' };
const origin = { session: 's1', cwd: '/repo' };
const bash = { tool_name: 'Bash', tool_input: { command: 'ls' } };

const CASES: [string, unknown, AgentEvent | undefined][] = [
  [
    'a PostToolUse',
    { ...common, hook_event_name: 'PostToolUse', ...bash, tool_use_id: 'toolu_1', tool_response: {} },
    { ...origin, kind: 'after', tool: 'Bash', callId: 'toolu_1' },
  ],
  [
    'a PostToolUseFailure without tool_input',
    { ...common, hook_event_name: 'PostToolUseFailure', tool_name: 'mcp__fs__write' },
    { ...origin, kind: 'after', tool: 'mcp__fs__write' },
  ],
  [
    'a Stop',
    { ...common, hook_event_name: 'Stop', stop_hook_active: false },
    { ...origin, kind: 'end', continued: false },
  ],
  [
    'a SubagentStop',
    { ...common, hook_event_name: 'SubagentStop' },
    { ...origin, kind: 'end', subagent: true, continued: false },
  ],
  ['a PreToolUse', { ...common, hook_event_name: 'PreToolUse', ...bash }, undefined],
  ['a prompt', { ...common, hook_event_name: 'UserPromptSubmit', prompt: 'go' }, undefined],
  ['a PostToolUse without tool_input', { ...common, hook_event_name: 'PostToolUse', tool_name: 'Bash' }, undefined],
  ['a relative cwd', { ...common, cwd: 'repo', hook_event_name: 'Stop' }, undefined],
  ['an empty session', { ...common, session_id: '', hook_event_name: 'Stop' }, undefined],
  ['an unknown event', { ...common, hook_event_name: 'Notification' }, undefined],
  ['an array', [], undefined],
  ['not JSON', '{"hook_event_name":"Stop"', undefined],
];

describe("Claude Code's after-call input for the quiet pass", () => {
  it.each(CASES)('%s', (_name, payload, expected) => {
    const stdin = typeof payload === 'string' ? payload : JSON.stringify(payload);
    expect(claudeAfterEvent(stdin)).toEqual(expected);
    // the full hook reads the same event, or refuses the input in words
    if (expected?.kind === 'after' || expected?.kind === 'end')
      expect(claudeEvent(parseHookInput(stdin))).toEqual(expected);
  });

  it("the refusals the quiet pass passes over are the full hook's failures, in words", () => {
    expect(() => parseHookInput('{"hook_event_name":"Stop"')).toThrow('the input on stdin is not JSON');
    expect(() => parseHookInput('[]')).toThrow('is not a JSON object');
    expect(() => parseHookInput(JSON.stringify({ ...common, cwd: 'repo', hook_event_name: 'Stop' }))).toThrow(
      `the input's "cwd" is missing or not an absolute path`,
    );
    expect(() =>
      parseHookInput(JSON.stringify({ ...common, hook_event_name: 'PostToolUse', tool_name: 'Bash' })),
    ).toThrow(`the input's "tool_input" is missing or not an object`);
    expect(() => parseHookInput(JSON.stringify({ ...common, session_id: '' }))).toThrow(
      `the input's "hook_event_name" is missing or not a string`,
    );
    expect(() => parseHookInput(JSON.stringify({ ...common, hook_event_name: 'Notification' }))).toThrow(
      'unknown hook event "Notification"',
    );
  });
});
