/**
 * Codex CLI's side of the quiet pass. Its PostToolUse and Stop (0.169.0 payloads) become the
 * decision layer's events as the full hook reads them, judged in the session's folder its latest
 * prompt recorded; anything else is left to the full hook. Through the built CLI, a call that
 * changed nothing is answered by the entry point and Codex's quiet chunk alone: neither the CLI's
 * dispatch nor Codex's hook is loaded.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../src/agent/agentEvent.js';
import { rememberProject } from '../../../src/agent/sessionProject.js';
import { codexAfterEvent } from '../../../src/agents/codex/codexQuiet.js';
import { CLI } from '../../helpers/gitRepo.js';
import { type Harness, hookEnv, runHook, withHarness } from '../../agent/hookHarness.js';

const common = {
  session_id: 'codex-s1',
  transcript_path: null,
  cwd: '/repo/sub',
  model: 'gpt-5.5',
  permission_mode: 'default',
  turn_id: 't1',
};
const bash = { tool_name: 'Bash', tool_input: { command: 'ls' }, tool_use_id: 'call_1' };
const origin = { session: 'codex-s1', cwd: '/repo/sub' };

const CASES: [string, unknown, AgentEvent | undefined][] = [
  [
    'a PostToolUse',
    { ...common, hook_event_name: 'PostToolUse', ...bash, tool_response: 'ok' },
    { ...origin, kind: 'after', tool: 'Bash', callId: 'call_1', project: '/repo' },
  ],
  [
    "apply_patch's PostToolUse",
    {
      ...common,
      hook_event_name: 'PostToolUse',
      tool_name: 'apply_patch',
      tool_input: { command: '*** Begin Patch\n*** End Patch' },
    },
    { ...origin, kind: 'after', tool: 'apply_patch', project: '/repo' },
  ],
  [
    'a Stop',
    { ...common, hook_event_name: 'Stop', stop_hook_active: true },
    { ...origin, kind: 'end', continued: true, project: '/repo' },
  ],
  ['a PreToolUse', { ...common, hook_event_name: 'PreToolUse', ...bash }, undefined],
  ['a prompt', { ...common, hook_event_name: 'UserPromptSubmit', prompt: 'go' }, undefined],
  ['a PostToolUse without tool_input', { ...common, hook_event_name: 'PostToolUse', tool_name: 'Bash' }, undefined],
  ['a relative cwd', { ...common, cwd: 'sub', hook_event_name: 'Stop' }, undefined],
  ['an unknown event', { ...common, hook_event_name: 'SessionStart' }, undefined],
  ['not JSON', '{"hook_event_name":"Stop"', undefined],
];

describe("Codex's after-call input for the quiet pass", () => {
  it.each(CASES)('%s', async (_name, payload, expected) => {
    const home = mkdtempSync(join(tmpdir(), 'dg-codex-quiet-'));
    try {
      const env = { XDG_STATE_HOME: join(home, 'state') };
      await rememberProject('codex', 'codex-s1', '/repo', env, home);
      const stdin = typeof payload === 'string' ? payload : JSON.stringify(payload);
      expect(await codexAfterEvent(stdin, env, home)).toEqual(expected);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  it("a session no prompt was seen for is judged in the payload's cwd, as the full hook judges it", async () => {
    const home = mkdtempSync(join(tmpdir(), 'dg-codex-quiet-'));
    try {
      const stdin = JSON.stringify({ ...common, hook_event_name: 'Stop' });
      expect(await codexAfterEvent(stdin, { XDG_STATE_HOME: join(home, 'state') }, home)).toMatchObject({
        project: '/repo/sub',
      });
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

/** Runs the built CLI's `hook codex` on `input`: its exit status, stderr, and the CLI's own files it loaded. */
function codexHookLoads(h: Harness, input: string): { status: number | null; stderr: string; files: string[] } {
  const preload = join(h.home, 'loaded.cjs');
  const out = join(h.home, 'loaded.json');
  writeFileSync(
    preload,
    `process.on('exit', () => require('fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify(Object.keys(require.cache))));\n`,
  );
  const r = spawnSync(process.execPath, ['--require', preload, CLI, 'hook', 'codex'], {
    cwd: h.repo.dir,
    env: hookEnv(h),
    input,
    encoding: 'utf8',
  });
  const files = (JSON.parse(readFileSync(out, 'utf8')) as string[])
    .filter((f) => f !== preload)
    .map((f) => basename(f));
  return { status: r.status, stderr: r.stderr, files };
}

describe('the built CLI answers a quiet Codex call from its quiet chunk', () => {
  it('PostToolUse and Stop of a Bash call that changed nothing: the entry point and one chunk', async () => {
    await withHarness((h) => {
      h.env.CLAUDE_PROJECT_DIR = undefined;
      const codex = (event: string, extra: Record<string, unknown>) =>
        JSON.stringify({ ...common, cwd: h.repo.dir, hook_event_name: event, ...extra });
      const hook = (input: string) => runHook(h, input, ['hook', 'codex']);
      expect(hook(codex('UserPromptSubmit', { prompt: 'go on' })).status).toBe(0);
      // the first call after the prompt takes the prompt in (the full pass); the next ones are quiet
      expect(hook(codex('PreToolUse', bash)).status).toBe(0);
      expect(hook(codex('PostToolUse', { ...bash, tool_response: '' })).status).toBe(0);
      const again = { ...bash, tool_use_id: 'call_2' };
      expect(hook(codex('PreToolUse', again)).status).toBe(0);
      for (const input of [codex('PostToolUse', { ...again, tool_response: '' }), codex('Stop', {})]) {
        const r = codexHookLoads(h, input);
        expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
        expect(r.files).toHaveLength(2);
        expect(r.files[0]).toBe('index.js');
      }
      // a PreToolUse loads the CLI and Codex's hook
      expect(codexHookLoads(h, codex('PreToolUse', { ...bash, tool_use_id: 'call_3' })).files.length).toBeGreaterThan(
        2,
      );
    });
  });
});
