/**
 * Review 5: attacks on Copilot CLI's quiet pass (src/agents/copilot/copilotQuiet.ts): its
 * postToolUse, postToolUseFailure and agentStop answer in silence when nothing the tripwire watches
 * moved. Each `it` is a change made so that only a careless quiet pass would miss it; the full
 * pass puts it back, and so must the hook as the client runs it (the built CLI, `hook copilot`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, withHarness } from '../../agent/hookHarness.js';
import { copilot, decision, sleep, toolCall } from './copilotHarness.js';
import { cleanEnv } from '../../helpers/gitRepo.js';

const guard = (h: Harness) => readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8');

/** guard.sh rewritten in place to text of the same size, its mtime set back: only the change time tells. */
function sneakyWrite(h: Harness): void {
  const file = join(h.repo.dir, 'guard.sh');
  const st = statSync(file);
  writeFileSync(file, 'echo GUARD\n'.slice(0, st.size).padEnd(st.size, '\n'));
  utimesSync(file, st.atime, st.mtime);
}

// each case through the quiet pass (the plain configuration) and through the full hook alone (a set
// DIFFGATE_HOOK_TIMEOUT sends every event to it, src/cli/quietHook.ts): the answers must be the same
describe.each([
  ['the quiet pass first', undefined],
  ['the full hook alone', '30'],
])('review 5: Copilot CLI after-call events, %s', (_, timeout) => {
  const withMode = (fn: (h: Harness) => Promise<void>) =>
    withHarness(async (h) => {
      h.env.DIFFGATE_HOOK_TIMEOUT = timeout;
      await fn(h);
    });

  it('a write that keeps size and mtime during a failed call (postToolUseFailure) is put back', async () => {
    await withMode(async (h) => {
      h.repo.commit('base');
      expect(copilot(h, { sessionId: 'ses-1', prompt: 'build the project' }).status).toBe(0);
      await sleep(1100);
      expect(decision(copilot(h, toolCall('bash', { command: './build.sh' }), 'preToolUse'))).toBe('pass');
      sneakyWrite(h);
      expect(guard(h)).not.toBe('echo guard\n');
      const failed = copilot(
        h,
        { ...toolCall('bash', { command: './build.sh' }), error: { message: 'exit 1' } },
        'postToolUseFailure',
      );
      expect(failed.status).toBe(0);
      expect(failed.stderr).toContain('guard.sh');
      expect(guard(h)).toBe('echo guard\n');
    });
  });

  it('a failed call that reports no event name (older install, no DIFFGATE_COPILOT_EVENT) still has its write put back', async () => {
    await withMode(async (h) => {
      h.repo.commit('base');
      expect(copilot(h, { sessionId: 'ses-1', prompt: 'build the project' }).status).toBe(0);
      await sleep(1100);
      expect(decision(copilot(h, toolCall('bash', { command: './build.sh' }), 'preToolUse'))).toBe('pass');
      h.repo.write('guard.sh', 'echo pwned\n');
      const failed = copilot(h, {
        ...toolCall('bash', { command: './build.sh' }),
        toolResult: { resultType: 'failure', textResultForLlm: 'exit 1' },
      });
      expect(failed.status).toBe(0);
      expect(guard(h)).toBe('echo guard\n');
    });
  });

  it('agentStop after a background process (started in an earlier call) wrote a protected file is caught', async () => {
    await withMode(async (h) => {
      h.repo.commit('base');
      expect(copilot(h, { sessionId: 'ses-1', prompt: 'go' }).status).toBe(0);
      await sleep(1100);
      // a call that starts a background writer and ends cleanly: its postToolUse is quiet (nothing moved yet)
      expect(decision(copilot(h, toolCall('bash', { command: 'nohup ./x &' }), 'preToolUse'))).toBe('pass');
      const after = copilot(
        h,
        {
          ...toolCall('bash', { command: 'nohup ./x &' }),
          toolResult: { resultType: 'success', textResultForLlm: '' },
        },
        'postToolUse',
      );
      expect(after.status).toBe(0);
      expect(guard(h)).toBe('echo guard\n');
      // the background write lands between the call's end and the end of the turn (no call open)
      spawnSync('sh', ['-c', 'printf "echo bg\\n" > guard.sh'], { cwd: h.repo.dir, env: cleanEnv() });
      const stop = copilot(h, { sessionId: 'ses-1', transcriptPath: '/t.jsonl', stopReason: 'end_turn' }, 'agentStop');
      expect(stop.status).toBe(0);
      expect(stop.stderr).toContain('guard.sh');
      expect(guard(h)).toBe('echo guard\n');
    });
  });
});

/**
 * A new file under a frozen glob (hooks/*.sh) at the end of a turn: the tripwire watches the
 * protected files it knows, and neither pass reports a file that was not there (git's pre-commit
 * judges it when it is committed). Pinned as the same answer from both: the quiet pass says nothing
 * where the full hook says nothing, and leaves the file as the full hook leaves it.
 */
it('agentStop after a new file appeared under a frozen glob: the quiet pass answers as the full hook does', async () => {
  const run = (timeout: string | undefined) =>
    withHarness(async (h) => {
      h.env.DIFFGATE_HOOK_TIMEOUT = timeout;
      h.repo.commit('base');
      expect(copilot(h, { sessionId: 'ses-1', prompt: 'go' }).status).toBe(0);
      await sleep(1100);
      expect(decision(copilot(h, toolCall('bash', { command: 'nohup ./x &' }), 'preToolUse'))).toBe('pass');
      writeFileSync(join(h.repo.dir, 'hooks/evil.sh'), 'echo evil\n');
      const stop = copilot(h, { sessionId: 'ses-1', transcriptPath: '/t.jsonl', stopReason: 'end_turn' }, 'agentStop');
      return {
        status: stop.status,
        said: stop.stderr.replaceAll(h.repo.dir, '<repo>'),
        kept: existsSync(join(h.repo.dir, 'hooks/evil.sh')),
      };
    });
  expect(await run(undefined)).toEqual(await run('30'));
});
