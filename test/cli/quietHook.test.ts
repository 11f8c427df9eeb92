import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI } from '../helpers/gitRepo.js';
import { type Harness, hookEnv, runHook, withHarness } from '../agent/hookHarness.js';
import { DEFAULT_TIMEOUT_S } from '../../src/agent/deadline.js';
import { QUIET_LIMIT_MS, quietHook, quietPass } from '../../src/cli/quietHook.js';

describe('quietHook', () => {
  it("keeps the hook's default time limit (a copy, so that this path does not load the hook's messages)", () => {
    expect(QUIET_LIMIT_MS).toBe(DEFAULT_TIMEOUT_S * 1000);
  });

  it.each([
    ['another command', ['node', 'diffgate', 'check', '--staged'], { HOME: '/h' }],
    ['an agent without a quiet pass', ['node', 'diffgate', 'hook', 'opencode'], { HOME: '/h' }],
    ['no HOME', ['node', 'diffgate', 'hook', 'claude'], {}],
    [
      'a time limit set (the full hook judges the setting)',
      ['node', 'diffgate', 'hook', 'claude'],
      { HOME: '/h', DIFFGATE_HOOK_TIMEOUT: 'x' },
    ],
  ])('leaves %s to the full CLI', async (_, argv, env) => {
    expect(await quietHook(argv, env)).toBeUndefined();
  });

  it.each([
    ['an agent without a quiet pass', 'opencode', '{"hook_event_name":"Stop"}'],
    ["Gemini's pre-check", 'gemini', '{"hook_event_name":"BeforeTool"}'],
    ["Cursor's pre-check", 'cursor', '{"hook_event_name":"beforeShellExecution"}'],
    ["Copilot's pre-check, named by its entry", 'copilot', '{"toolName":"bash","toolResult":{}}'],
    ["a name that is not an agent (an object's own key)", 'constructor', '{"hook_event_name":"Stop"}'],
    ["a call's pre-check", 'claude', '{"hook_event_name":"PreToolUse"}'],
    ["Codex's pre-check", 'codex', '{"hook_event_name":"PreToolUse"}'],
    ['a prompt', 'claude', '{"hook_event_name":"UserPromptSubmit"}'],
  ])('leaves %s to the full hook', async (_, agent, stdin) => {
    const env = { HOME: '/h', DIFFGATE_COPILOT_EVENT: 'preToolUse' };
    expect(await quietPass(agent, stdin, env, '/h')).toBeUndefined();
  });
});

/** Runs the built CLI's hook on `input`: its answer, and the CLI's own files it loaded. */
function hookLoads(h: Harness, agent: string, input: string) {
  const preload = join(h.home, 'loaded.cjs');
  const out = join(h.home, 'loaded.json');
  writeFileSync(
    preload,
    `process.on('exit', () => require('fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify(Object.keys(require.cache))));\n`,
  );
  const r = spawnSync(process.execPath, ['--require', preload, CLI, 'hook', agent], {
    cwd: h.repo.dir,
    env: hookEnv(h),
    input,
    encoding: 'utf8',
  });
  const files = (JSON.parse(readFileSync(out, 'utf8')) as string[])
    .filter((f) => f !== preload)
    .map((f) => basename(f));
  return { answer: { status: r.status, stdout: r.stdout, stderr: r.stderr }, files };
}

/**
 * Each agent's turn as its client sends it (payloads as in test/agents/protocols.ts): a prompt, two
 * shell calls that change nothing, the end of the turn. `event` names Copilot's event (its entry's
 * DIFFGATE_COPILOT_EVENT); the quiet answer is the one the full hook gives when it has nothing to say.
 */
interface Turn {
  agent: string;
  quiet: string;
  prompt: (h: Harness) => string;
  pre: (h: Harness, id: string) => string;
  post: (h: Harness, id: string) => string;
  end: (h: Harness) => string;
  event?: Record<'prompt' | 'pre' | 'post' | 'end', string>;
}

const gemini = (h: Harness, event: string, extra: object = {}) =>
  JSON.stringify({
    session_id: 'g1',
    transcript_path: join(h.home, 't.json'),
    cwd: h.repo.dir,
    hook_event_name: event,
    timestamp: '2026-12-01T12:00:00.000Z',
    ...extra,
  });
const geminiShell = { tool_name: 'run_shell_command', tool_input: { command: 'ls', dir_path: '.' } };
const cursor = (h: Harness, event: string, extra: object = {}) =>
  JSON.stringify({
    conversation_id: 'c1',
    generation_id: 'g1',
    hook_event_name: event,
    workspace_roots: [h.repo.dir],
    ...extra,
  });
const copilot = (h: Harness, extra: object) =>
  JSON.stringify({ timestamp: 1733000000000, cwd: h.repo.dir, sessionId: 'p1', ...extra });

const TURNS: Turn[] = [
  {
    agent: 'gemini',
    quiet: '{}\n',
    prompt: (h) => gemini(h, 'BeforeAgent', { prompt: 'go on' }),
    pre: (h) => gemini(h, 'BeforeTool', geminiShell),
    post: (h) => gemini(h, 'AfterTool', { ...geminiShell, tool_response: { llmContent: '' } }),
    end: (h) => gemini(h, 'AfterAgent', { prompt: 'go on', prompt_response: 'ok', stop_hook_active: false }),
  },
  {
    agent: 'cursor',
    quiet: '{}\n',
    prompt: (h) => cursor(h, 'beforeSubmitPrompt', { prompt: 'go on', attachments: [] }),
    pre: (h) => cursor(h, 'beforeShellExecution', { command: 'ls', cwd: h.repo.dir }),
    post: (h) => cursor(h, 'afterShellExecution', { command: 'ls', cwd: h.repo.dir, output: '' }),
    end: (h) => cursor(h, 'stop', { status: 'completed', loop_count: 0 }),
  },
  {
    agent: 'copilot',
    quiet: '',
    prompt: (h) => copilot(h, { prompt: 'go on' }),
    pre: (h) => copilot(h, { toolName: 'bash', toolArgs: { command: 'ls' } }),
    post: (h) =>
      copilot(h, {
        toolName: 'bash',
        toolArgs: { command: 'ls' },
        toolResult: { resultType: 'success', textResultForLlm: '' },
      }),
    end: (h) => copilot(h, { stopReason: 'end_turn' }),
    event: { prompt: 'userPromptSubmitted', pre: 'preToolUse', post: 'postToolUse', end: 'agentStop' },
  },
];

describe('the built CLI answers a quiet after-call of every agent through the one door', () => {
  it.each(TURNS.map((t) => [t.agent, t] as const))(
    '%s: a call and the end of a turn that changed nothing get its quiet answer from the entry point and one chunk',
    async (_agent, t) => {
      await withHarness((h) => {
        h.env.CLAUDE_PROJECT_DIR = undefined;
        const send = (step: 'prompt' | 'pre' | 'post' | 'end', input: string) => {
          if (t.event) h.env.DIFFGATE_COPILOT_EVENT = t.event[step];
          return input;
        };
        const full = (step: 'prompt' | 'pre' | 'post' | 'end', input: string) =>
          runHook(h, send(step, input), ['hook', t.agent]);
        expect(full('prompt', t.prompt(h)).status).toBe(0);
        // the first call after the prompt takes the prompt in (the full pass); the next ones are quiet
        expect(full('pre', t.pre(h, '1')).status).toBe(0);
        expect(full('post', t.post(h, '1')).status).toBe(0);
        expect(full('pre', t.pre(h, '2')).status).toBe(0);
        for (const step of ['post', 'end'] as const) {
          const r = hookLoads(h, t.agent, send(step, step === 'post' ? t.post(h, '2') : t.end(h)));
          expect(r.answer).toEqual({ status: 0, stdout: t.quiet, stderr: '' });
          expect(r.files).toHaveLength(2);
          expect(r.files[0]).toBe('index.js');
        }
        // a pre-check loads the CLI and the agent's hook
        expect(hookLoads(h, t.agent, send('pre', t.pre(h, '3'))).files.length).toBeGreaterThan(2);
      });
    },
  );
});
