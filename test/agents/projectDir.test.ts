/**
 * The rules come from the project the agent names, not from the folder a tool runs in (review of
 * issue 18, F14 and F15). Gemini's `cwd` is the project and `dir_path` the shell's folder (Gemini
 * CLI hooks reference); Cursor's workspace_roots hold the project and beforeShellExecution's `cwd`
 * the terminal's folder (cursor.com/docs/agent/hooks); Codex sends the session's folder with
 * UserPromptSubmit and the tool's with PreToolUse (codex-rs hooks, 0.124+); OpenCode's plugin gets
 * the project `directory` and bash's `workdir` (@opencode-ai/plugin 1.18.33). A shell line run from
 * /tmp or from a nested repository the agent made is judged, and its change caught, by the
 * project's manifest.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, runHook, withHarness } from '../agent/hookHarness.js';
import { cleanEnv } from '../helpers/gitRepo.js';
import { drive } from './opencode/opencodeDriver.js';

const GUARD = 'echo guard\n';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const guard = (h: Harness) => readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8');

function agent(h: Harness, name: string, body: Record<string, unknown>) {
  h.env.CLAUDE_PROJECT_DIR = undefined;
  return runHook(h, JSON.stringify(body), ['hook', name]);
}

const gemini = (h: Harness, event: string, extra: Record<string, unknown>) =>
  agent(h, 'gemini', {
    session_id: 'g1',
    transcript_path: '/tmp/g.json',
    cwd: h.repo.dir,
    hook_event_name: event,
    timestamp: '2026-12-01T12:00:00.000Z',
    ...extra,
  });

const cursor = (h: Harness, event: string, extra: Record<string, unknown>) =>
  agent(h, 'cursor', {
    conversation_id: 'c1',
    generation_id: 'g1',
    hook_event_name: event,
    workspace_roots: [h.repo.dir],
    ...extra,
  });

const codex = (h: Harness, cwd: string, event: string, extra: Record<string, unknown> = {}) =>
  agent(h, 'codex', {
    session_id: 'codex-s1',
    transcript_path: null,
    cwd,
    hook_event_name: event,
    model: 'gpt-5',
    permission_mode: 'default',
    turn_id: 't1',
    ...extra,
  });

describe("the project's rules, wherever the tool runs", () => {
  it('Gemini: run_shell_command with dir_path /tmp is judged, and its change caught, by the project', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const command = `printf 'echo pwned\\n' > ${join(h.repo.dir, 'guard.sh')}`;
      const shell = { tool_name: 'run_shell_command', tool_input: { command, dir_path: '/tmp' } };
      const pre = gemini(h, 'BeforeTool', shell);
      expect(pre.status, pre.stderr).toBe(0); // a Gemini block is exit 0 with a JSON deny
      expect(JSON.parse(pre.stdout).decision).toBe('deny');
      expect(JSON.parse(pre.stdout).reason).toContain('The guard is the source of truth');
      // the tripwire: the same call with a command the pre-check cannot read, run, then AfterTool
      expect(gemini(h, 'BeforeAgent', { prompt: 'build it' }).status).toBe(0);
      await sleep(1100);
      const script = join(h.home, 'build.sh');
      writeFileSync(script, `#!/bin/sh\nprintf 'echo pwned\\n' > ${join(h.repo.dir, 'guard.sh')}\n`, { mode: 0o755 });
      const build = { tool_name: 'run_shell_command', tool_input: { command: script, dir_path: '/tmp' } };
      expect(gemini(h, 'BeforeTool', build).stdout).not.toContain('"deny"');
      spawnSync(script, { cwd: '/tmp', env: cleanEnv() });
      expect(guard(h)).toBe('echo pwned\n');
      const after = gemini(h, 'AfterTool', { ...build, tool_response: { llmContent: '' } });
      expect(JSON.parse(after.stdout).decision).toBe('deny');
      expect(JSON.parse(after.stdout).reason).toContain('guard.sh');
      expect(guard(h)).toBe(GUARD);
    });
  });

  it('Cursor: beforeShellExecution with cwd /tmp is judged by the workspace root', async () => {
    await withHarness((h) => {
      const command = `printf x > ${join(h.repo.dir, 'guard.sh')}`;
      const r = cursor(h, 'beforeShellExecution', { command, cwd: '/tmp' });
      expect(r.status, r.stdout).toBe(2);
      expect(JSON.parse(r.stdout).permission).toBe('deny');
    });
  });

  it('Cursor and Gemini: a shell run from a nested repository the agent made is judged by the project', async () => {
    await withHarness((h) => {
      spawnSync('git', ['init', '-q', join(h.repo.dir, 'sub')], { env: cleanEnv() });
      const g = gemini(h, 'BeforeTool', {
        tool_name: 'run_shell_command',
        tool_input: { command: 'printf x > ../guard.sh', dir_path: 'sub' },
      });
      expect(g.status, g.stderr).toBe(0);
      expect(JSON.parse(g.stdout).decision).toBe('deny');
      const c = cursor(h, 'beforeShellExecution', { command: 'printf x > ../guard.sh', cwd: join(h.repo.dir, 'sub') });
      expect(c.status, c.stdout).toBe(2);
    });
  });

  it("Codex: a tool cwd in a nested repository is judged by the session's project", async () => {
    await withHarness((h) => {
      spawnSync('git', ['init', '-q', join(h.repo.dir, 'sub')], { env: cleanEnv() });
      expect(codex(h, h.repo.dir, 'UserPromptSubmit', { prompt: 'continue' }).status).toBe(0);
      const r = codex(h, join(h.repo.dir, 'sub'), 'PreToolUse', {
        tool_name: 'Bash',
        tool_input: { command: "printf 'echo pwned\\n' > ../guard.sh" },
        tool_use_id: 'c2',
      });
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toContain('The guard is the source of truth');
    });
  });

  it('OpenCode: bash with workdir /tmp is judged by the project directory', async () => {
    await withHarness((h) => {
      h.repo.diffgate(['install', '--opencode'], { env: { HOME: h.home } });
      const out = drive(h, [
        {
          hook: 'tool.execute.before',
          tool: 'bash',
          args: { command: `printf x > ${join(h.repo.dir, 'guard.sh')}`, workdir: '/tmp' },
        },
      ]);
      expect(out.results[0]).toMatchObject({ ok: false, message: expect.stringContaining('guard.sh') });
    });
  });
});
