/**
 * Claude Code's adapter as a pure translation: each payload Claude Code sends (2.1.x; the shapes of
 * its hooks reference) becomes the decision layer's event, and each Decision becomes Claude Code's
 * answer (exit code, stdout, stderr), as the hook answered before the layer had its own type.
 */
import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../src/agent/agentEvent.js';
import type { Decision } from '../../../src/agent/decision.js';
import { claudeCallEvent, claudeEvent, parseHookInput } from '../../../src/agents/claude/claudeEvent.js';
import { renderClaude } from '../../../src/agents/claude/claudeHook.js';

const common = { session_id: 's1', transcript_path: '/t.jsonl', cwd: '/repo', permission_mode: 'default' };
const origin = { session: 's1', cwd: '/repo' };
const event = (payload: Record<string, unknown>) =>
  claudeEvent(parseHookInput(JSON.stringify({ ...common, ...payload })));

const EVENTS: [string, Record<string, unknown>, AgentEvent][] = [
  [
    'a PreToolUse',
    {
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: '/repo/a', content: 'x' },
      tool_use_id: 'toolu_1',
    },
    { ...origin, kind: 'before', tool: 'Write', args: { file_path: '/repo/a', content: 'x' }, callId: 'toolu_1' },
  ],
  [
    'a PreToolUse without an id',
    { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'ls' } },
    { ...origin, kind: 'before', tool: 'Bash', args: { command: 'ls' } },
  ],
  [
    'a PostToolUse',
    { hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'ls' }, tool_use_id: 'toolu_1' },
    { ...origin, kind: 'after', tool: 'Bash', callId: 'toolu_1' },
  ],
  [
    'a PostToolUseFailure without tool_input',
    { hook_event_name: 'PostToolUseFailure', tool_name: 'mcp__fs__write' },
    { ...origin, kind: 'after', tool: 'mcp__fs__write' },
  ],
  ['a prompt', { hook_event_name: 'UserPromptSubmit', prompt: 'go' }, { ...origin, kind: 'prompt', prompt: 'go' }],
  [
    "a subagent's prompt (agent_id)",
    { hook_event_name: 'UserPromptSubmit', prompt: 'go', agent_id: 'a1' },
    { ...origin, kind: 'prompt', prompt: 'go', fromModel: true },
  ],
  ['a Stop', { hook_event_name: 'Stop' }, { ...origin, kind: 'end', continued: false }],
  [
    'a Stop already continued',
    { hook_event_name: 'Stop', stop_hook_active: true },
    { ...origin, kind: 'end', continued: true },
  ],
  ['a SubagentStop', { hook_event_name: 'SubagentStop' }, { ...origin, kind: 'end', subagent: true, continued: false }],
];

describe("Claude Code's payload as the decision layer's event", () => {
  it.each(EVENTS)('%s', (_name, payload, expected) => {
    expect(event(payload)).toEqual(expected);
  });

  it("the library's call: project_dir and tools carried over, checked as stdin is", () => {
    const tools = { edit: 'e', write: 'w', shell: 's' };
    const call = { session_id: 's1', cwd: '/repo/sub', hook_event_name: 'Stop' as const, project_dir: '/repo', tools };
    expect(claudeCallEvent(call)).toEqual({
      session: 's1',
      cwd: '/repo/sub',
      kind: 'end',
      continued: false,
      project: '/repo',
      tools,
    });
    expect(() => claudeCallEvent({ ...call, cwd: 'relative' })).toThrow('"cwd"');
  });
});

const pre: AgentEvent = { ...origin, kind: 'before', tool: 'Bash', args: { command: 'ls' } };
const prompt: AgentEvent = { ...origin, kind: 'prompt', prompt: 'go' };
const after: AgentEvent = { ...origin, kind: 'after', tool: 'Bash' };
const end: AgentEvent = { ...origin, kind: 'end', continued: true };

const ANSWERS: [string, AgentEvent, Decision, { exit: number; stdout: string; stderr: string }][] = [
  ['a deny', pre, { verdict: 'deny', message: 'blocked\n' }, { exit: 2, stdout: '', stderr: 'blocked\n' }],
  [
    'an ask',
    pre,
    { verdict: 'ask', message: 'why' },
    {
      exit: 0,
      stdout:
        '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"why"}}\n',
      stderr: '',
    },
  ],
  [
    'an allow',
    pre,
    { verdict: 'allow', message: 'ok' },
    {
      exit: 0,
      stdout:
        '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","permissionDecisionReason":"ok"}}\n',
      stderr: '',
    },
  ],
  ['no opinion', pre, { verdict: 'none', message: '' }, { exit: 0, stdout: '', stderr: '' }],
  [
    "a prompt's put-back, for the model",
    prompt,
    { verdict: 'none', message: 'put back' },
    {
      exit: 0,
      stdout: '{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"put back"}}\n',
      stderr: '',
    },
  ],
  [
    "a prompt's put-back, for the person too",
    prompt,
    { verdict: 'none', message: 'put back', toPerson: true },
    {
      exit: 0,
      stdout:
        '{"systemMessage":"put back","hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"put back"}}\n',
      stderr: '',
    },
  ],
  ['after a call, told', after, { verdict: 'none', message: 'said' }, { exit: 0, stdout: '', stderr: 'said' }],
  ['a continued Stop, told', end, { verdict: 'none', message: 'said' }, { exit: 0, stdout: '', stderr: 'said' }],
];

describe("a Decision in Claude Code's protocol", () => {
  it.each(ANSWERS)('%s', (_name, e, d, expected) => {
    expect(renderClaude(e, d)).toEqual(expected);
  });
});
