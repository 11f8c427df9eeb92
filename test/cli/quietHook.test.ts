import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUT_S } from '../../src/agent/deadline.js';
import { QUIET_LIMIT_MS, quietHook, quietPass } from '../../src/cli/quietHook.js';

describe('quietHook', () => {
  it("keeps the hook's default time limit (a copy, so that this path does not load the hook's messages)", () => {
    expect(QUIET_LIMIT_MS).toBe(DEFAULT_TIMEOUT_S * 1000);
  });

  it.each([
    ['another command', ['node', 'diffgate', 'check', '--staged'], { HOME: '/h' }],
    ['an agent without a quiet pass', ['node', 'diffgate', 'hook', 'gemini'], { HOME: '/h' }],
    ['no HOME', ['node', 'diffgate', 'hook', 'claude'], {}],
    [
      'a time limit set (the full hook judges the setting)',
      ['node', 'diffgate', 'hook', 'claude'],
      { HOME: '/h', DIFFGATE_HOOK_TIMEOUT: 'x' },
    ],
  ])('leaves %s to the full CLI', async (_, argv, env) => {
    expect(await quietHook(argv, env)).toBe(false);
  });

  it.each([
    ['an agent without a quiet pass', 'gemini', '{"hook_event_name":"Stop"}'],
    ["a name that is not an agent (an object's own key)", 'constructor', '{"hook_event_name":"Stop"}'],
    ["a call's pre-check", 'claude', '{"hook_event_name":"PreToolUse"}'],
    ["Codex's pre-check", 'codex', '{"hook_event_name":"PreToolUse"}'],
    ['a prompt', 'claude', '{"hook_event_name":"UserPromptSubmit"}'],
  ])('leaves %s to the full hook', async (_, agent, stdin) => {
    expect(await quietPass(agent, stdin, { HOME: '/h' }, '/h')).toBe(false);
  });
});
