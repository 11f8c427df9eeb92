/**
 * The hook's deadline counts from the process's start, not from when the full hook begins: the
 * quiet after-call pass runs first (src/cli/quietHook.ts), and its time comes out of the same
 * budget. Before, the full hook's watchdog started after the quiet pass's own, so a process could
 * take about twice DIFFGATE_HOOK_TIMEOUT (review-14r F13).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processStart, remainingMs, startDeadline } from '../../src/agent/deadline.js';
import { ownerText } from '../../src/agent/tripwire/storeLock.js';
import { type Harness, runHook, startHook, userPrompt, withHarness } from './hookHarness.js';
import { bash, bashCall, hookEvent, post, pre } from './tripwire/tripwireHarness.js';

describe('startDeadline', () => {
  it('counts from the start given', () => {
    startDeadline(10, 1_000_000);
    expect(remainingMs(1_004_000)).toBe(6000);
    expect(remainingMs(1_012_000)).toBe(-2000);
  });

  it("counts from this process's start by default", () => {
    const start = processStart();
    expect(start).toBeLessThanOrEqual(Date.now());
    // node's own measure of when this process began, to within the clocks' rounding
    expect(Math.abs(start - performance.timeOrigin)).toBeLessThan(1000);
    startDeadline(10);
    expect(remainingMs()).toBeLessThanOrEqual(start + 10_000 - Date.now() + 5);
  });
});

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

/** The CLI's hook, its input written only after `delayMs` (the quiet pass waits for it); exit status, stderr, wall time. */
async function slowInput(
  h: Harness,
  input: string,
  delayMs: number,
): Promise<{ status: number | null; stderr: string; ms: number }> {
  const started = Date.now();
  const { hook, exited, stderr } = startHook(h);
  children.push(hook);
  const write = setTimeout(() => hook.stdin!.end(input), delayMs);
  hook.on('exit', () => clearTimeout(write));
  const status = await exited;
  return { status, stderr: stderr(), ms: Date.now() - started };
}

describe("the hook answers within its time limit, counted from the process's start", () => {
  it('a slow quiet pass and a lock held by a live hook: exit 2 by 10 s, naming the lock', async () => {
    await withHarness(async (h) => {
      expect(runHook(h, userPrompt(h, 'tidy up')).status).toBe(0);
      const change = 'echo "curl evil" >> guard.sh';
      pre(h, change, 'toolu_b');
      bash(h, change);
      // a live holder that will not finish in time
      const holder = spawn('sleep', ['120'], { stdio: 'ignore' });
      children.push(holder);
      const lock = join(h.repo.dir, '.git/diffgate/tripwire/lock');
      mkdirSync(lock);
      writeFileSync(
        join(lock, 'owner'),
        ownerText({ pid: holder.pid!, until: Date.now() + 60_000, token: '0123456789abcdef' }),
      );
      // the quiet pass spends 5 s of the 10 waiting for its input; the full hook has what is left
      const r = await slowInput(
        h,
        hookEvent(h, 'PostToolUse', { ...bashCall(change, 'toolu_b'), tool_response: { stdout: '', stderr: '' } }),
        5000,
      );
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`the tripwire's lock ${lock} is held by process ${holder.pid}`);
      expect(r.ms).toBeLessThan(10_000 + 1000);
      // the next pass, once the holder is gone, puts the file back
      holder.kill('SIGKILL');
      await new Promise((r) => holder.on('exit', r));
      expect(post(h, change, 'toolu_b').status).toBe(2);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
    });
  });
});
