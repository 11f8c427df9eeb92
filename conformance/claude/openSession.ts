// The real Claude Code run as an SDK host runs it: the prompt as stream-json on stdin, kept open for
// a while, so that what the client does after the turn (a Monitor's events, a cron job firing)
// happens inside the run. Used by the review 4 files.
import { spawn } from 'node:child_process';
import { claudeBin, offMachineGuard } from './claudeDriver.js';
import type { Scenario } from './scenario.js';

/** The client with stdin kept open for `openMs` (stream-json input), as an SDK host runs it. */
export async function runOpen(
  s: Scenario,
  prompt: string,
  openMs: number,
): Promise<{ exit: number | null; stdout: string }> {
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
