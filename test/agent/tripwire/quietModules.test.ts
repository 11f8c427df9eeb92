/**
 * What the quiet passes load (docs/development.md, "What a hook call costs"): a call that changed
 * nothing watched is answered on both sides, and at the end of the turn, without node's process
 * and socket modules. Loading node:child_process (which loads node:net) cost every such event
 * about a sixth of `node -e 0`, for the opt-in watch (watchman.ts) and the `ps` fallback of the
 * straggler scan (stragglers.ts), which most calls never use. The built CLI runs with a preload
 * that writes, at exit, which of node's own modules the process loaded.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI } from '../../helpers/gitRepo.js';
import { type Harness, hookEnv, runHook, userPrompt, withHarness } from '../hookHarness.js';
import { bashCall, hookEvent, post, pre } from './tripwireHarness.js';

/** Runs the built CLI's hook on `input` and returns node's own modules it loaded. */
function builtinsLoaded(
  h: Harness,
  input: string,
  agent = 'claude',
  env: Record<string, string> = {},
): { status: number | null; stderr: string; stdout: string; modules: string[] } {
  const preload = join(h.home, 'loaded.cjs');
  const out = join(h.home, 'loaded.json');
  writeFileSync(
    preload,
    `process.on('exit', () => require('fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify(process.moduleLoadList)));\n`,
  );
  const r = spawnSync(process.execPath, ['--require', preload, CLI, 'hook', agent], {
    cwd: h.repo.dir,
    env: { ...hookEnv(h), ...env },
    input,
    encoding: 'utf8',
  });
  const list = JSON.parse(readFileSync(out, 'utf8')) as string[];
  const modules = list.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length));
  return { status: r.status, stderr: r.stderr, stdout: r.stdout, modules };
}

describe('the quiet passes load neither node:child_process nor node:net', () => {
  it('PreToolUse, PostToolUse and Stop of a Bash call that changed nothing', async () => {
    await withHarness((h) => {
      expect(runHook(h, userPrompt(h, 'go on')).status).toBe(0);
      // the first call after the prompt takes the prompt in (the full pass); the next ones are quiet
      expect(pre(h, 'ls', 'toolu_first').status).toBe(0);
      expect(post(h, 'ls', 'toolu_first').status).toBe(0);
      const events = [
        ['PreToolUse', hookEvent(h, 'PreToolUse', bashCall('ls', 'toolu_quiet'))],
        [
          'PostToolUse',
          hookEvent(h, 'PostToolUse', { ...bashCall('ls', 'toolu_quiet'), tool_response: { stdout: '', stderr: '' } }),
        ],
        ['Stop', hookEvent(h, 'Stop', { stop_hook_active: false })],
      ] as const;
      for (const [event, input] of events) {
        const r = builtinsLoaded(h, input);
        expect({ event, status: r.status, stderr: r.stderr }).toEqual({ event, status: 0, stderr: '' });
        expect({ event, loaded: r.modules.filter((m) => m === 'child_process' || m === 'net') }).toEqual({
          event,
          loaded: [],
        });
      }
    });
  });

  it("UserPromptSubmit when nothing git reads changed since the session's previous prompt (promptGit.ts)", async () => {
    await withHarness((h) => {
      h.repo.commit('base');
      expect(runHook(h, userPrompt(h, 'first')).status).toBe(0);
      const r = builtinsLoaded(h, userPrompt(h, 'second'));
      expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
      expect(r.modules.filter((m) => m === 'child_process' || m === 'net')).toEqual([]);
    });
  });

  it("Copilot CLI's postToolUse and agentStop of a call that changed nothing: the quiet pass, not the full hook (no store lock, no node:crypto)", async () => {
    await withHarness((h) => {
      h.repo.commit('base');
      const copilot = (event: string, payload: Record<string, unknown>) =>
        builtinsLoaded(h, JSON.stringify({ sessionId: 's-1', timestamp: 1, cwd: h.repo.dir, ...payload }), 'copilot', {
          DIFFGATE_COPILOT_EVENT: event,
        });
      const bash = { toolName: 'bash', toolArgs: { command: 'ls' } };
      expect(copilot('userPromptSubmitted', { prompt: 'go on' }).status).toBe(0);
      // the first call after the prompt takes the prompt in (the full pass); the next ones are quiet
      expect(copilot('preToolUse', bash)).toMatchObject({ status: 0, stdout: '', stderr: '' });
      expect(copilot('postToolUse', { ...bash, toolResult: {} })).toMatchObject({ status: 0, stdout: '', stderr: '' });
      expect(copilot('preToolUse', bash)).toMatchObject({ status: 0, stdout: '', stderr: '' });
      for (const [event, extra] of [
        ['postToolUse', { ...bash, toolResult: { resultType: 'success', textResultForLlm: '' } }],
        ['postToolUseFailure', { ...bash, error: 'exit 1' }],
        ['agentStop', { stopReason: 'end_turn' }],
      ] as const) {
        const r = copilot(event, extra);
        expect({ event, status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
          event,
          status: 0,
          stdout: '',
          stderr: '',
        });
        expect({ event, loaded: r.modules.filter((m) => m === 'crypto' || m === 'child_process') }).toEqual({
          event,
          loaded: [],
        });
      }
    });
  });
});
