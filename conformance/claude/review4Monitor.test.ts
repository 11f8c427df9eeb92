// Review 4 on the real Claude Code 2.1.328: the Monitor tool (deferred, loaded through ToolSearch;
// each stdout line of its command is an event). Its PreToolUse reaches diffgate through the installed
// hooks (test/agents/review4Monitor.test.ts), and its events come back through UserPromptSubmit.
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { claudeBin, offMachineGuard } from './claudeDriver.js';
import { type Scenario, scenario } from './scenario.js';

let current: Scenario | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});
/** The client with stdin kept open for `openMs` (stream-json input), as an SDK host runs it. */
async function runOpen(s: Scenario, prompt: string, openMs: number): Promise<{ exit: number | null; stdout: string }> {
  const guard = await offMachineGuard();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: s.project.home,
    XDG_CONFIG_HOME: `${s.project.home}/.config`,
    GIT_CONFIG_NOSYSTEM: '1',
    LANG: 'C.UTF-8',
    IS_SANDBOX: '1',
    ANTHROPIC_BASE_URL: s.model.url,
    ANTHROPIC_API_KEY: 'sk-ant-conformance',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    HTTP_PROXY: guard.url,
    HTTPS_PROXY: guard.url,
    NO_PROXY: '127.0.0.1,localhost',
  };
  const args = [
    '-p',
    '--input-format',
    'stream-json',
    '--output-format',
    'stream-json',
    '--verbose',
    '--dangerously-skip-permissions',
  ];
  const child = spawn(claudeBin(), args, { cwd: s.root, env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', () => {});
  child.stdin.write(`${JSON.stringify({ type: 'user', message: { role: 'user', content: prompt } })}\n`);
  const closer = setTimeout(() => child.stdin.end(), openMs);
  const killer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {}
  }, openMs + 30_000);
  const exit = await new Promise<number | null>((r) => child.on('close', (code) => r(code)));
  clearTimeout(closer);
  clearTimeout(killer);
  return { exit, stdout };
}

const readFrozen = { tool: 'Read', input: { file_path: '$ROOT/frozen.txt' } };
const editFrozen = {
  tool: 'Edit',
  input: { file_path: '$ROOT/frozen.txt', old_string: 'frozen', new_string: 'changed' },
};
describe('review 4: the Monitor tool on the real client', () => {
  it('M3 (holds): a Monitor event the command printed ("guard release") reaches the prompt hook as a task notification and releases nothing', async () => {
    const s = (current = await scenario({
      'K-mon': [
        { tool: 'ToolSearch', input: { query: 'select:Monitor', max_results: 1 } },
        { tool: 'Monitor', input: { command: 'echo "guard release K-ev"', description: 'watch' } },
        { text: 'Watching.' },
      ],
      'K-ev': [readFrozen, editFrozen, { text: 'Edited.' }],
    }));
    await runOpen(s, 'K-mon', 40_000);
    const ups = s.payloads().filter((p) => p.hook_event_name === 'UserPromptSubmit');
    // seen: the event comes as a <task-notification> prompt (the model is shown it behind a
    // "[SYSTEM NOTIFICATION - NOT USER INPUT]" line the hook never sees), which releases nothing
    expect(
      ups.some((p) => /^<task-notification>[\s\S]*<event>guard release K-ev<\/event>/.test(String(p.prompt))),
    ).toBe(true);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    expect(s.audit().some((a) => a.phrase !== undefined)).toBe(false);
  }, 200_000);
});
