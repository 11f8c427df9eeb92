/**
 * GitHub Copilot CLI's hooks as its reference documents them (docs.github.com, "GitHub Copilot
 * hooks reference", hooks version 1): every payload carries sessionId (F08/F23), postToolUseFailure
 * runs after a failing tool and agentStop at the end of a turn (F07), entries take a `powershell`
 * command for Windows and the `powershell` tool runs shell lines there (F19). Review of issue 18.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, runHook, withHarness } from '../../agent/hookHarness.js';
import { cleanEnv } from '../../helpers/gitRepo.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function copilot(h: Harness, body: Record<string, unknown>, event?: string) {
  h.env.CLAUDE_PROJECT_DIR = undefined;
  h.env.DIFFGATE_COPILOT_EVENT = event;
  return runHook(h, JSON.stringify({ timestamp: 1764590400000, cwd: h.repo.dir, ...body }), ['hook', 'copilot']);
}
const toolCall = (toolName: string, args: Record<string, unknown>, sessionId = 'ses-1') => ({
  sessionId,
  toolName,
  toolArgs: JSON.stringify(args),
});
const decision = (r: { stdout: string }) => (r.stdout === '' ? 'pass' : JSON.parse(r.stdout).permissionDecision);

describe('Copilot CLI', () => {
  it('keys the release phrase by sessionId: another session in the same folder is not released', async () => {
    await withHarness(async (h) => {
      const edit = (sid: string) =>
        copilot(h, toolCall('edit', { path: join(h.repo.dir, 'guard.sh'), old_str: 'echo guard', new_str: 'x' }, sid));
      expect(copilot(h, { sessionId: 'sess-B', prompt: 'tidy up the scripts' }).status).toBe(0);
      await sleep(20);
      expect(copilot(h, { sessionId: 'sess-A', prompt: 'guard release: I edit guard.sh' }).status).toBe(0);
      expect(decision(edit('sess-B'))).toBe('deny');
      expect(decision(edit('sess-A'))).toBe('pass');
    });
  });

  it('runs the tripwire after a failing tool (postToolUseFailure), installed with its own event name', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const script = join(h.home, 'build.sh');
      writeFileSync(script, `#!/bin/sh\nprintf 'echo pwned\\n' > ${join(h.repo.dir, 'guard.sh')}\nexit 1\n`, {
        mode: 0o755,
      });
      expect(copilot(h, { sessionId: 'ses-1', prompt: 'build the project' }).status).toBe(0);
      await sleep(1100);
      expect(decision(copilot(h, toolCall('bash', { command: script }), 'preToolUse'))).toBe('pass');
      spawnSync(script, { cwd: h.repo.dir, env: cleanEnv() });
      const failed = copilot(
        h,
        { ...toolCall('bash', { command: script }), error: { message: 'exit 1' } },
        'postToolUseFailure',
      );
      expect(failed.status).toBe(0);
      expect(failed.stderr).toContain('guard.sh');
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');

      expect(h.repo.diffgate(['install', '--copilot'], { env: { HOME: h.home } }).status).toBe(0);
      const hooks = JSON.parse(readFileSync(join(h.repo.dir, '.github/hooks/diffgate.json'), 'utf8')).hooks;
      expect(Object.keys(hooks)).toEqual(
        expect.arrayContaining(['preToolUse', 'postToolUse', 'postToolUseFailure', 'agentStop']),
      );
      expect(hooks.postToolUseFailure[0].env).toEqual({ DIFFGATE_COPILOT_EVENT: 'postToolUseFailure' });
      expect(hooks.preToolUse[0].powershell).toContain('hook copilot');
    });
  });

  it('judges the powershell tool as the Claude hook judges PowerShell', async () => {
    await withHarness((h) => {
      const r = copilot(h, toolCall('powershell', { command: 'Set-Content -Path guard.sh -Value pwned' }));
      expect(decision(r)).toBe('deny');
      expect(JSON.parse(r.stdout).permissionDecisionReason).toContain('guard.sh');
    });
  });

  it('ends a turn with agentStop: the tripwire puts a protected change back', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      expect(copilot(h, { sessionId: 'ses-1', prompt: 'go' }).status).toBe(0);
      await sleep(1100);
      expect(decision(copilot(h, toolCall('bash', { command: 'nohup ./x &' }), 'preToolUse'))).toBe('pass');
      h.repo.write('guard.sh', 'echo bg\n');
      const stop = copilot(h, { sessionId: 'ses-1', transcriptPath: '/t.jsonl', stopReason: 'end_turn' }, 'agentStop');
      expect(stop.status).toBe(0);
      expect(stop.stderr).toContain('guard.sh');
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
    });
  });
});
