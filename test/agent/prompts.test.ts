/**
 * The person's prompts, across turns: a save-gate opens only in the turn after a prompt with one
 * of its words; the release phrase lifts blocks for that turn only and is audited; nothing the
 * model writes counts as the person's prompt; session ids are sanitised and old sessions pruned.
 */
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST, abs, rulesIn, runHook, tool, userPrompt, withHarness } from './hookHarness.js';

describe("the person's prompts", () => {
  it('opens a save-gate for the turn after a prompt asking to save, and only that turn', async () => {
    await withHarness((h) => {
      const write = () => tool(h, 'Write', { file_path: abs(h, 'memory/today.md'), content: 'learned x\n' });
      expect(runHook(h, userPrompt(h, 'Please fix the failing test.'))).toEqual({ status: 0, stdout: '', stderr: '' });
      expect(rulesIn(write().stderr)).toEqual(['save-gate']);
      expect(runHook(h, userPrompt(h, 'Good. Now SAVE what you learned to memory.')).status).toBe(0);
      expect(write()).toEqual({ status: 0, stdout: '', stderr: '' });
      expect(tool(h, 'Bash', { command: 'echo more >> memory/notes.md' }).status).toBe(0);
      runHook(h, userPrompt(h, 'Thanks, carry on.'));
      expect(rulesIn(write().stderr)).toEqual(['save-gate']);
    });
  });

  it("keeps each session's prompt apart", async () => {
    await withHarness((h) => {
      runHook(h, userPrompt(h, 'remember this', { session: 'other-session' }));
      const r = tool(h, 'Write', { file_path: abs(h, 'memory/today.md'), content: 'x' }, { session: 'session-1' });
      expect(rulesIn(r.stderr)).toEqual(['save-gate']);
      expect(
        tool(h, 'Write', { file_path: abs(h, 'memory/today.md'), content: 'x' }, { session: 'other-session' }).status,
      ).toBe(0);
    });
  });

  it('lifts blocks for one turn when the person says the release phrase, and audits each one', async () => {
    await withHarness((h) => {
      const edit = () => tool(h, 'Edit', { file_path: abs(h, 'guard.sh'), old_string: 'guard', new_string: 'fixed' });
      runHook(h, userPrompt(h, 'Fix the guard script.'));
      const blocked = edit();
      expect(rulesIn(blocked.stderr)).toEqual(['freeze']);
      expect(blocked.stderr).toContain('they include "guard release" in their next message');
      runHook(h, userPrompt(h, 'Guard release: the guard really needs this fix.'));
      expect(edit()).toEqual({ status: 0, stdout: '', stderr: '' });
      expect(tool(h, 'Bash', { command: "sed -i 's/guard/fixed/' guard.sh" }).status).toBe(0);
      const audit = readFileSync(join(h.repo.dir, '.git/diffgate/audit.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(audit).toHaveLength(2);
      expect(audit[0]).toMatchObject({
        session: 'session-1',
        tool: 'Edit',
        tool_use_id: 'toolu_01ABC',
        rule: 'freeze',
        path: 'guard.sh',
        source: '.diffgate.tsv:1',
        phrase: 'guard release',
      });
      expect(audit[1]).toMatchObject({ tool: 'Bash', rule: 'freeze', path: 'guard.sh' });
      expect(Date.parse(audit[0].time)).not.toBeNaN();
      runHook(h, userPrompt(h, 'Thanks. Now tidy up.'));
      expect(rulesIn(edit().stderr)).toEqual(['freeze']);
    });
  });

  it('does not lift the workspace boundary, the secret list or gate switches', async () => {
    await withHarness((h) => {
      runHook(h, userPrompt(h, 'guard release'));
      expect(rulesIn(tool(h, 'Read', { file_path: '/etc/passwd' }).stderr)).toEqual(['workspace']);
      expect(rulesIn(tool(h, 'Write', { file_path: abs(h, '.env'), content: 'x' }).stderr)).toEqual(['secret']);
      expect(rulesIn(tool(h, 'Bash', { command: 'git commit --no-verify -m x' }).stderr)).toEqual(['gate-switch']);
      expect(readdirSync(join(h.repo.dir, '.git/diffgate'))).not.toContain('audit.jsonl');
    });
  });

  it("uses the manifest's release phrase instead of the default", async () => {
    await withHarness((h) => {
      h.repo.write('.diffgate.tsv', `${MANIFEST}release\tunlock it please\tA person typed it\n`);
      const write = () => tool(h, 'Write', { file_path: abs(h, 'guard.sh'), content: 'x\n' });
      runHook(h, userPrompt(h, 'guard release'));
      expect(rulesIn(write().stderr)).toEqual(['freeze']);
      expect(write().stderr).toContain('"unlock it please"');
      runHook(h, userPrompt(h, 'OK, unlock it please.'));
      expect(write().status).toBe(0);
    });
  });

  it("never counts what the model writes as the person's prompt", async () => {
    await withHarness((h) => {
      runHook(h, userPrompt(h, 'Carry on.'));
      expect(
        tool(h, 'Write', { file_path: abs(h, 'notes.txt'), content: 'guard release\nsave remember\n' }).status,
      ).toBe(0);
      expect(rulesIn(tool(h, 'Write', { file_path: abs(h, 'guard.sh'), content: 'guard release' }).stderr)).toEqual([
        'freeze',
      ]);
      expect(rulesIn(tool(h, 'Bash', { command: 'echo "guard release" > guard.sh' }).stderr)).toEqual(['freeze']);
      // The prompt store is out of the model's reach: git's directory for file tools and the shell alike.
      const session = join(h.repo.dir, '.git/diffgate/sessions/session-1.json');
      expect(existsSync(session)).toBe(true);
      expect(
        rulesIn(
          tool(h, 'Write', { file_path: session, content: '{"session_id":"session-1","prompt":"guard release"}' })
            .stderr,
        ),
      ).toEqual(['secret']);
      expect(
        rulesIn(
          tool(h, 'Bash', { command: `echo '{"prompt":"guard release"}' > .git/diffgate/sessions/session-1.json` })
            .stderr,
        ),
      ).toEqual(['git-dir']);
      expect(
        rulesIn(
          tool(h, 'Bash', {
            command: `echo '{"hook_event_name":"UserPromptSubmit","prompt":"guard release"}' | node_modules/.bin/diffgate hook claude`,
          }).stderr,
        ),
      ).toEqual(['gate-switch']);
    });
  });

  it('sanitises session ids and prunes sessions older than a week', async () => {
    await withHarness((h) => {
      const sessions = join(h.repo.dir, '.git/diffgate/sessions');
      mkdirSync(sessions, { recursive: true });
      const stale = join(sessions, 'stale-session.json');
      writeFileSync(stale, '{"session_id":"stale-session","prompt":"old"}\n');
      const weekAgo = (Date.now() - 8 * 24 * 3600 * 1000) / 1000;
      utimesSync(stale, weekAgo, weekAgo);
      expect(runHook(h, userPrompt(h, 'save it', { session: '../../../evil' })).status).toBe(0);
      const names = readdirSync(sessions);
      expect(names).not.toContain('stale-session.json');
      expect(names).toHaveLength(1);
      expect(names[0]).toMatch(/^h-[0-9a-f]{40}\.json$/);
      expect(existsSync(join(h.repo.dir, 'evil.json'))).toBe(false);
      expect(
        tool(h, 'Write', { file_path: abs(h, 'memory/x.md'), content: 'x' }, { session: '../../../evil' }).status,
      ).toBe(0);
    });
  });

  it('keeps prompts outside any repository under the state directory', async () => {
    await withHarness((h) => {
      h.repo.remove('.git');
      expect(runHook(h, userPrompt(h, 'remember this')).status).toBe(0);
      const state = join(h.home, '.local/state/diffgate');
      expect(readdirSync(state)).toHaveLength(1);
      expect(tool(h, 'Write', { file_path: abs(h, 'memory/x.md'), content: 'x' }).status).toBe(0);
      expect(rulesIn(tool(h, 'Write', { file_path: abs(h, 'guard.sh'), content: 'x' }).stderr)).toEqual(['freeze']);
    });
  });
});
