/**
 * Review 4 (adversarial, against the built CLI): Claude Code 2.1.328's Monitor tool (loaded through
 * ToolSearch; input {command, description}: a shell command whose every stdout line becomes a
 * notification) reaches diffgate's PreToolUse through the installed hooks: the real client ran
 * diffgate's hook for it (a `git push --force ...` Monitor came back as "PreToolUse:Monitor hook
 * error" with diffgate's message; conformance/claude/review4Monitor.test.ts shows the payload).
 * diffgate knows no Monitor (src/agents/claude/claudeInput.ts): a line the quiet pre-scan clears
 * (`echo ready`) passes whatever the tool, and every other Monitor call is refused as an unknown
 * tool, a harmless `tail -f` of a build log included: a false alarm on an everyday call.
 * Suggested fix: judge Monitor's `command` as a Bash line (write targets, command rules, the
 * catastrophic forms), add Monitor to the PostToolUse matcher so the tripwire runs after it, and
 * treat its notifications (the command's output, the agent's text) as the client's, never as the
 * person's prompt.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tool, withHarness } from '../agent/hookHarness.js';
import { withGates } from '../agent/tripwire/tripwireHarness.js';

describe('review 4: Claude Code’s Monitor tool', () => {
  // defect: a harmless Monitor is denied ("unknown tool")
  it('M1: a harmless Monitor (tail -f of a build log) is let through', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const r = tool(h, 'Monitor', { command: 'tail -f build/out.txt', description: 'watch the build' });
      expect(r.status, r.stderr).toBe(0);
    });
  });

  it('M2 (holds, fail closed): a Monitor that writes a frozen file is refused', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const r = tool(h, 'Monitor', { command: `echo x > ${join(h.repo.dir, 'guard.sh')}`, description: 'w' });
      expect(r.status).toBe(2);
    });
  });
});
