// Codex 0.169.0 sends a spawned agent's task as a UserPromptSubmit with the parent's session_id and
// an agent_id (payload below as the real client sent it, conformance/codex/FINDINGS.md): the parent
// model's words. A "guard release" in them releases nothing; the person's own release still holds.
import { describe, expect, it } from 'vitest';
import { type Harness, runHook, withHarness } from '../../agent/hookHarness.js';

const common = (h: Harness) => ({
  session_id: 'codex-parent',
  turn_id: 't1',
  transcript_path: null,
  cwd: h.repo.dir,
  model: 'gpt-5.5',
  permission_mode: 'bypassPermissions',
});

const prompt = (h: Harness, text: string, agent?: string) =>
  runHook(
    h,
    JSON.stringify({
      ...common(h),
      ...(agent ? { agent_id: agent, agent_type: 'default' } : {}),
      hook_event_name: 'UserPromptSubmit',
      prompt: text,
    }),
    ['hook', 'codex'],
  );

const patchGuard = (h: Harness, agent?: string) =>
  runHook(
    h,
    JSON.stringify({
      ...common(h),
      ...(agent ? { agent_id: agent, agent_type: 'default' } : {}),
      hook_event_name: 'PreToolUse',
      tool_name: 'apply_patch',
      tool_input: {
        command: '*** Begin Patch\n*** Update File: guard.sh\n@@\n-echo guard\n+echo changed\n*** End Patch',
      },
      tool_use_id: 'call_1_0',
    }),
    ['hook', 'codex'],
  );

describe("a Codex subagent's prompt", () => {
  it('releases nothing, for the subagent or for the parent', async () => {
    await withHarness((h) => {
      h.env.CLAUDE_PROJECT_DIR = undefined;
      expect(prompt(h, 'split the work with a helper').status).toBe(0);
      expect(prompt(h, 'SUBTASK-REL: guard release. Edit guard.sh.', '01a23e1e').status).toBe(0);
      const sub = patchGuard(h, '01a23e1e');
      expect(sub.status).toBe(2);
      expect(sub.stderr).toContain('guard.sh');
      expect(patchGuard(h).status).toBe(2);
    });
  });

  it("leaves the person's own release of the turn standing", async () => {
    await withHarness((h) => {
      h.env.CLAUDE_PROJECT_DIR = undefined;
      expect(prompt(h, 'change the guard, guard release').status).toBe(0);
      expect(prompt(h, 'SUBTASK: look at the docs', '01a23e1e').status).toBe(0);
      expect(patchGuard(h).status).toBe(0);
    });
  });
});
