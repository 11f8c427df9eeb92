/**
 * Gemini CLI 0.61.0 runs a call whose hook printed nothing (whatever its exit code) and ignores a
 * hook that outlives its timeout (conformance/gemini/FINDINGS.md). The installed Gemini command
 * therefore answers for node: when node ends without an answer (a signal, a crash) its shell prints
 * the deny JSON, and a watchdog kills a node that has not answered in time. Run here with bash (what
 * Gemini runs on Linux and macOS) and sh (what doctor's probe runs), with a stand-in for node that
 * dies, stops or answers as told. conformance/gemini/gemini.test.ts shows it inside the real client.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUT_S } from '../../../src/agent/deadline.js';
import { GEMINI_TIMEOUT_MS, GEMINI_WATCHDOG_S, TARGETS } from '../../../src/agents/install/agentTargets.js';
import { parseVerified, verifiedCommand, watchdogWrap } from '../../../src/agents/install/verifiedCommand.js';

const dir = mkdtempSync(join(tmpdir(), 'dg-gemini-wrap-'));
/** Stands in for node: keeps its pid and stdin, then does what FAKE says. */
const fakeNode = join(dir, 'node');
writeFileSync(
  fakeNode,
  `#!/bin/sh
echo $$ > "${dir}/pid.$FAKE"
cat > "${dir}/stdin.$FAKE"
case "$FAKE" in
  answer) printf '{"decision":"deny","reason":"node said so"}\\n' ;;
  none) printf '{}\\n' ;;
  fail) echo 'diffgate hook failed: its own words' >&2; exit 2 ;;
  silent1) exit 1 ;;
  kill) kill -9 $$ ;;
  stop) kill -STOP $$ ;;
esac
`,
);
chmodSync(fakeNode, 0o755);

const deny = (status: string) =>
  JSON.stringify({ decision: 'deny', reason: `no answer (exit ${status}) 100% \\ sure` });
const command = (seconds: number, node = fakeNode) =>
  verifiedCommand(
    { node, dir: '/nowhere/dist/cli', hash: 'a'.repeat(64), args: ['hook', 'gemini'] },
    'npx diffgate install --gemini',
    watchdogWrap(seconds, deny),
  );

function run(shell: 'bash' | 'sh', fake: string, cmd = command(1)) {
  const started = Date.now();
  const r = spawnSync(shell, ['-c', cmd], {
    input: '{"hook_event_name":"BeforeTool"}',
    env: { PATH: '/usr/bin:/bin', FAKE: fake },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - started };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.each(['bash', 'sh'] as const)('the Gemini hook command under %s', (shell) => {
  it("node's answer stands: its stdout and exit 0, its failure on stderr and exit 2; node gets the hook's stdin", () => {
    const a = run(shell, 'answer');
    expect(a).toMatchObject({ status: 0, stdout: '{"decision":"deny","reason":"node said so"}\n' });
    expect(readFileSync(join(dir, 'stdin.answer'), 'utf8')).toBe('{"hook_event_name":"BeforeTool"}');
    expect(run(shell, 'none')).toMatchObject({ status: 0, stdout: '{}\n' });
    const f = run(shell, 'fail');
    expect(f).toMatchObject({ status: 2, stdout: '' });
    expect(f.stderr).toContain('diffgate hook failed: its own words');
  });

  it('node killed by a signal, or ending with nothing said: the deny JSON on stdout, exit 2', () => {
    for (const [fake, status] of [
      ['kill', '137'],
      ['silent1', '1'],
    ]) {
      const r = run(shell, fake!);
      expect(r.status).toBe(2);
      expect(JSON.parse(r.stdout)).toEqual({ decision: 'deny', reason: `no answer (exit ${status}) 100% \\ sure` });
    }
  });

  it('node that never answers: killed by the watchdog, the deny JSON, nothing left running', () => {
    const r = run(shell, 'stop');
    expect(r.ms).toBeLessThan(8_000);
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout).reason).toContain('exit 137');
    expect(alive(Number(readFileSync(join(dir, 'pid.stop'), 'utf8')))).toBe(false);
  });

  it("a node that is gone: the shell's own message on stderr, exit 2 (not the generic deny)", () => {
    const r = run(shell, 'answer', command(1, join(dir, 'no-such-node')));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('is not there any more');
  });

  it('an answer in time leaves no watchdog behind and costs no wait', () => {
    const r = run(shell, 'answer', command(29));
    expect(r.status).toBe(0);
    expect(r.ms).toBeLessThan(5_000);
    // the watchdog's sleep is sent TERM as the command ends; on a loaded machine it may take a moment to go
    // (up to 10 s: with the real-client suite beside the whole suite, 3 s was once not enough)
    const sleeping = () =>
      spawnSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
        .stdout.split('\n')
        .filter((l) => l.trim() === 'sleep 29');
    for (let i = 0; i < 200 && sleeping().length > 0; i += 1) spawnSync('sleep', ['0.05']);
    expect(sleeping()).toEqual([]);
  });
});

describe('the installed Gemini command', () => {
  it("kills node under Gemini's timeout and above the hook's own deadline; is still read back as diffgate's verified command", () => {
    expect(GEMINI_WATCHDOG_S * 1000).toBeLessThan(GEMINI_TIMEOUT_MS - 3_000);
    expect(GEMINI_WATCHDOG_S).toBeGreaterThan(DEFAULT_TIMEOUT_S);
    const cmd = command(GEMINI_WATCHDOG_S);
    expect(parseVerified(cmd)).toMatchObject({ node: fakeNode, dir: '/nowhere/dist/cli', args: ['hook', 'gemini'] });
    const events = TARGETS.gemini!.events(cmd) as Record<string, { hooks: { timeout: number }[] }[]>;
    for (const e of Object.values(events)) expect(e[0]!.hooks[0]!.timeout).toBe(GEMINI_TIMEOUT_MS);
    expect(existsSync(fakeNode)).toBe(true);
  });
});
