/**
 * What Codex's model reads names the tools Codex gave it (Codex 0.169.0, gpt-5.5: apply_patch and
 * exec_command, conformance/codex/FINDINGS.md), not the decision layer's Write, Edit and Bash:
 * a denied patch, a denied shell line's next step, and the tripwire's put-back after a shell call.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, runHook, withHarness } from '../../agent/hookHarness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function codex(h: Harness, event: string, extra: Record<string, unknown>) {
  h.env.CLAUDE_PROJECT_DIR = undefined;
  const body = {
    session_id: 'codex-names',
    turn_id: 't1',
    transcript_path: null,
    cwd: h.repo.dir,
    model: 'gpt-5.5',
    permission_mode: 'bypassPermissions',
    hook_event_name: event,
    ...extra,
  };
  return runHook(h, JSON.stringify(body), ['hook', 'codex']);
}
const bash = (h: Harness, event: string, command: string) =>
  codex(h, event, { tool_name: 'Bash', tool_input: { command }, tool_use_id: 'call_sh' });

describe("Codex's messages name Codex's tools", () => {
  it('a denied apply_patch is "this apply_patch call"; a denied shell line points to apply_patch', async () => {
    await withHarness((h) => {
      expect(codex(h, 'UserPromptSubmit', { prompt: 'tidy up' }).status).toBe(0);
      const patch = codex(h, 'PreToolUse', {
        tool_name: 'apply_patch',
        tool_input: { command: '*** Begin Patch\n*** Update File: guard.sh\n@@\n-echo guard\n+echo x\n*** End Patch' },
        tool_use_id: 'call_patch',
      });
      expect(patch.status, patch.stderr).toBe(2);
      expect(patch.stderr).toMatch(/^diffgate blocked this apply_patch call \(/);
      expect(patch.stderr).not.toMatch(/\b(Write|Edit)\b/);
      const shell = bash(h, 'PreToolUse', 'echo entry >> logs/decisions.md && sed -i 1d logs/decisions.md');
      expect(shell.status, shell.stderr).toBe(2);
      expect(shell.stderr).toMatch(/^diffgate blocked this exec_command call \(/);
      expect(shell.stderr).toContain('Use the apply_patch tool, whose proposed change can be checked');
      expect(shell.stderr).not.toMatch(/\b(Edit|Bash)\b/);
    });
  });

  it("the tripwire's put-back after a shell call names exec_command and apply_patch", async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const script = join(h.home, 'build.sh');
      writeFileSync(script, `#!/bin/sh\nprintf 'echo pwned\\n' > ${join(h.repo.dir, 'guard.sh')}\n`, { mode: 0o755 });
      expect(codex(h, 'UserPromptSubmit', { prompt: 'build it' }).status).toBe(0);
      await sleep(1100);
      expect(bash(h, 'PreToolUse', script).status).toBe(0);
      expect(runScript(script)).toBe(0);
      const after = bash(h, 'PostToolUse', script);
      expect(after.status, after.stderr).toBe(2);
      expect(after.stderr).toContain('diffgate checked what this exec_command call really changed');
      expect(after.stderr).toContain('guard.sh [freeze]');
      expect(after.stderr).toContain('make it with the apply_patch tool');
      expect(after.stderr).not.toMatch(/\b(Edit|Bash)\b/);
    });
  });
});

function runScript(script: string): number | null {
  return spawnSync(script).status;
}
