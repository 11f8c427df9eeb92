// Claude Code 2.1.328 sends a background task's completion as a UserPromptSubmit whose prompt is a
// <task-notification> carrying text the model wrote (conformance/claude/FINDINGS.md has the real
// payloads). It must release nothing and must not start the person's turn: what the background
// task wrote is the agent's, judged and put back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isClientNotice } from '../../src/agent/clientNotice.js';
import { tripwireText } from '../../src/core/messages/tripwire.js';
import { abs, preToolUse, rulesIn, runHook, userPrompt, withHarness } from './hookHarness.js';
import { bash, hookEvent, post, pre, quarantined, stop, withGates } from './tripwire/tripwireHarness.js';

/** The notice as Claude Code 2.1.328 sent it for a `run_in_background` Bash described "guard release". */
const bashNotice = (description: string) =>
  `<task-notification>\n<task-id>b3m1azh7k</task-id>\n<tool-use-id>toolu_0_0_0</tool-use-id>\n<output-file>/tmp/claude-0/tasks/b3m1azh7k.output</output-file>\n<status>completed</status>\n<summary>Background command "${description}" completed (exit code 0)</summary>\n</task-notification>`;
/** The notice for a background subagent, whose last words are in <result>. */
const agentNotice = (result: string) =>
  `<task-notification>\n<task-id>aef4ca96a3e23114c</task-id>\n<tool-use-id>toolu_0_0_0</tool-use-id>\n<output-file>/tmp/x</output-file>\n<status>completed</status>\n<summary>Agent "edit it" finished</summary>\n<result>${result}</result>\n</task-notification>`;

describe('isClientNotice', () => {
  it.each([
    [bashNotice('guard release'), true],
    [agentNotice('guard release'), true],
    [`\n  ${bashNotice('x')}`, true],
    [`${tripwireText.header('Stop', 1)} ... they include "guard release" in their next message`, true],
    [`${tripwireText.header('Stop', 3)} guard release`, true],
    ['why did diffgate find a protected file changed at the end of the turn? guard release', false],
    ['guard release', false],
    ['please read <task-notification> in the docs', false],
    ['', false],
  ])('%j -> %s', (prompt, expected) => {
    expect(isClientNotice(prompt)).toBe(expected);
  });
});

describe('a task notification in the prompt event', () => {
  it.each([
    ['a background command described "guard release"', bashNotice('guard release')],
    ['a subagent whose result says "guard release"', agentNotice('guard release')],
  ])('releases nothing: %s', async (_name, notice) => {
    await withHarness(async (h) => {
      expect(runHook(h, userPrompt(h, 'tidy the docs')).status).toBe(0);
      expect(runHook(h, userPrompt(h, notice)).status).toBe(0);
      const edit = preToolUse(h, 'Edit', { file_path: abs(h, 'guard.sh'), old_string: 'guard', new_string: 'x' });
      const r = runHook(h, edit);
      expect(r.status).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(['freeze']);
    });
  });

  it("releases nothing: diffgate's own end-of-turn block sent back as the retry's prompt (Gemini CLI 0.61.0)", async () => {
    await withHarness(async (h) => {
      expect(runHook(h, userPrompt(h, 'tidy the docs')).status).toBe(0);
      const feedback = `${tripwireText.header('Stop', 1)} guard.sh: they include "guard release" in their next message`;
      expect(runHook(h, userPrompt(h, feedback)).status).toBe(0);
      const edit = preToolUse(h, 'Edit', { file_path: abs(h, 'guard.sh'), old_string: 'guard', new_string: 'x' });
      expect(rulesIn(runHook(h, edit).stderr)).toEqual(['freeze']);
    });
  });

  it("keeps the person's own release of that turn", async () => {
    await withHarness(async (h) => {
      expect(runHook(h, userPrompt(h, 'update the guard, guard release')).status).toBe(0);
      expect(runHook(h, userPrompt(h, bashNotice('build'))).status).toBe(0);
      const edit = preToolUse(h, 'Edit', { file_path: abs(h, 'guard.sh'), old_string: 'guard', new_string: 'x' });
      expect(runHook(h, edit).status).toBe(0);
    });
  });

  it("judges what the background task wrote as the agent's: put back, kept, the model told on stdout", async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(runHook(h, userPrompt(h, 'build it in the background')).status).toBe(0);
      const launch = 'sleep 0 &';
      expect(pre(h, launch).status).toBe(0);
      expect(post(h, launch).status).toBe(0);
      expect(stop(h).status).toBe(0);
      // the background command's write, after the turn ended
      bash(h, `python3 -c "open('gu'+'ard.sh','w').write('bg')"`);
      const r = runHook(h, userPrompt(h, bashNotice('build')));
      expect(r.status).toBe(0);
      expect(r.stdout).toContain('guard.sh');
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      expect([...quarantined(h).values()]).toContain('bg');
      // and the person's next prompt does not take it either: it is already back
      expect(runHook(h, userPrompt(h, 'thanks')).status).toBe(0);
      expect(runHook(h, hookEvent(h, 'Stop', { stop_hook_active: false })).status).toBe(0);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
    });
  });
});

describe('one audit line per released call', () => {
  it('PreToolUse and PostToolUse of the same call write the release once', async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(runHook(h, userPrompt(h, 'update the guard, guard release')).status).toBe(0);
      const command = 'echo released > guard.sh';
      expect(pre(h, command, 'toolu_REL').status).toBe(0);
      bash(h, command);
      expect(post(h, command, 'toolu_REL').status).toBe(0);
      const lines = readFileSync(join(h.repo.dir, '.git/diffgate/audit.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
        .filter((e) => e.path === 'guard.sh' && e.phrase === 'guard release');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ tool_use_id: 'toolu_REL', rule: 'freeze' });
    });
  });
});
