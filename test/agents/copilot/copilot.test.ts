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
import { withHarness } from '../../agent/hookHarness.js';
import { copilot, decision, sleep, toolCall } from './copilotHarness.js';
import { cleanEnv } from '../../helpers/gitRepo.js';

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

  describe('payloads as Copilot CLI 1.0.102 sends them', () => {
    // toolArgs is an object (the reference says a JSON string); gpt-5.x models edit through
    // apply_patch with the raw patch text as toolArgs, and search with grep/glob/rg over `paths`
    const real = (toolName: string, toolArgs: unknown) => ({ sessionId: 'ses-102', toolName, toolArgs });

    it('lets a harmless call through with no opinion: the object form is read', async () => {
      await withHarness((h) => {
        const r = copilot(h, real('view', { path: join(h.repo.dir, 'README.md') }), 'preToolUse');
        expect(r.stdout).toBe('');
        expect(copilot(h, real('bash', { command: 'ls', description: 'list' }), 'preToolUse').stdout).toBe('');
      });
    });

    it('denies an edit of a frozen file given as an object, as given as a string', async () => {
      await withHarness((h) => {
        const args = { path: join(h.repo.dir, 'guard.sh'), old_str: 'echo guard', new_str: 'x' };
        expect(decision(copilot(h, real('edit', args), 'preToolUse'))).toBe('deny');
        expect(decision(copilot(h, real('edit', JSON.stringify(args)), 'preToolUse'))).toBe('deny');
      });
    });

    it('judges an apply_patch given as raw patch text: a frozen file denied, a free file passes', async () => {
      await withHarness((h) => {
        const frozen = '*** Begin Patch\n*** Update File: guard.sh\n@@\n-echo guard\n+echo x\n*** End Patch\n';
        const r = copilot(h, real('apply_patch', frozen), 'preToolUse');
        expect(decision(r)).toBe('deny');
        expect(JSON.parse(r.stdout).permissionDecisionReason).toContain('guard.sh');
        const free = '*** Begin Patch\n*** Add File: notes/new.md\n+hello\n*** End Patch\n';
        expect(copilot(h, real('apply_patch', free), 'preToolUse').stdout).toBe('');
      });
    });

    it.each(['grep', 'glob', 'rg'])('judges each of %s paths[]: a secret among them is refused', async (tool) => {
      await withHarness((h) => {
        h.repo.write('.env', 'KEY=1\n');
        const args = { pattern: 'KEY', paths: [join(h.repo.dir, 'docs'), join(h.repo.dir, '.env')] };
        expect(decision(copilot(h, real(tool, args), 'preToolUse'))).toBe('deny');
        const fine = { pattern: 'KEY', paths: [join(h.repo.dir, 'docs')] };
        expect(copilot(h, real(tool, fine), 'preToolUse').stdout).toBe('');
      });
    });

    it.each(['grep', 'glob', 'rg'])('reads %s paths given as one string (anyOf string, string[])', async (tool) => {
      await withHarness((h) => {
        h.repo.write('.env', 'KEY=1\n');
        expect(decision(copilot(h, real(tool, { pattern: 'KEY', paths: '.env' }), 'preToolUse'))).toBe('deny');
        expect(copilot(h, real(tool, { pattern: 'KEY', paths: 'docs' }), 'preToolUse').stdout).toBe('');
      });
    });

    it("a subagent's prompt (agentId, parentAgentId) holding the release phrase releases nothing", async () => {
      await withHarness((h) => {
        const sub = { sessionId: 'sub-1', agentId: 'sub-1', agentType: 'general-purpose', parentAgentId: 'ses-102' };
        const prompt = { ...sub, prompt: 'guard release: edit guard.sh' };
        expect(copilot(h, prompt, 'userPromptSubmitted').status).toBe(0);
        const args = { path: join(h.repo.dir, 'guard.sh'), old_str: 'echo guard', new_str: 'x' };
        expect(decision(copilot(h, { ...sub, toolName: 'edit', toolArgs: args }, 'preToolUse'))).toBe('deny');
        // the same words from the person (no agentId) do release
        expect(
          copilot(h, { sessionId: 'sub-1', prompt: 'guard release: edit guard.sh' }, 'userPromptSubmitted').status,
        ).toBe(0);
        expect(copilot(h, { sessionId: 'sub-1', toolName: 'edit', toolArgs: args }, 'preToolUse').stdout).toBe('');
      });
    });

    it('gives an unknown tool no opinion, whatever its arguments', async () => {
      await withHarness((h) => {
        expect(copilot(h, real('report_intent', { intent: 'x' }), 'preToolUse').stdout).toBe('');
        expect(copilot(h, real('web_fetch', 'https://example.invalid'), 'preToolUse').stdout).toBe('');
      });
    });

    it("tells the model what the tripwire put back, on stdout's additionalContext", async () => {
      await withHarness(async (h) => {
        h.repo.commit('base');
        expect(copilot(h, { sessionId: 'ses-102', prompt: 'build it' }, 'userPromptSubmitted').status).toBe(0);
        await sleep(1100);
        const command = `python3 -c "open('gu'+'ard.sh','w').write('x')"`;
        expect(copilot(h, real('bash', { command }), 'preToolUse').stdout).toBe('');
        spawnSync('bash', ['-c', command], { cwd: h.repo.dir, env: cleanEnv() });
        const after = copilot(
          h,
          { ...real('bash', { command }), toolResult: { resultType: 'success', textResultForLlm: '' } },
          'postToolUse',
        );
        expect(after.status).toBe(0);
        expect(JSON.parse(after.stdout).additionalContext).toContain('guard.sh');
        expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      });
    });
  });
});
