/**
 * The tripwire end to end with a person's release and save gate, and with commits made during a
 * call (checked as pre-push checks them).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesIn, userPrompt, runHook, withHarness } from '../hookHarness.js';
import { bash, post, pre, refusedRecord, stop, withGates } from './tripwireHarness.js';

describe("a person's release", () => {
  it('lets the difference stand for that turn, audited, and only for releasable rules', async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(runHook(h, userPrompt(h, 'please update the guard, guard release')).status).toBe(0);
      const command = 'echo released > guard.sh && echo "exit 0" > .git/hooks/pre-commit';
      expect([0, 2]).toContain(pre(h, command).status);
      bash(h, command);
      const r = post(h, command);
      expect(r.status).toBe(2); // the gate file is never released by a prompt
      expect(rulesIn(r.stderr)).toEqual(['gate-switch']);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('released\n');
      expect(readFileSync(join(h.repo.dir, '.git/hooks/pre-commit'), 'utf8')).toContain('diffgate githook');
      const audit = readFileSync(join(h.repo.dir, '.git/diffgate/audit.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(audit).toContainEqual(
        expect.objectContaining({ rule: 'freeze', path: 'guard.sh', phrase: 'guard release' }),
      );
      expect(audit).toContainEqual(expect.objectContaining({ rule: 'gate-switch', action: 'put-back' }));
    });
  });

  it('opens a save gate when the prompt has its word', async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(runHook(h, userPrompt(h, 'remember that the build uses node 20')).status).toBe(0);
      expect(pre(h, 'echo "node 20" >> memory/notes.md').status).toBe(0);
      bash(h, 'echo "node 20" >> memory/notes.md');
      expect(post(h, 'x')).toMatchObject({ status: 0, stderr: '' });
      expect(readFileSync(join(h.repo.dir, 'memory/notes.md'), 'utf8')).toContain('node 20');
    });
  });
});

describe('commits made during a call', () => {
  it('are checked like pre-push: a violating one is recorded as refused and the agent told', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const command = 'echo x > guard.sh && git commit -qam "tweak guard" --no-verify';
      pre(h, command);
      bash(h, command);
      const head = h.repo.git('rev-parse', 'HEAD').trim();
      const r = post(h, command);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`Commit ${head.slice(0, 12)}`);
      expect(r.stderr).toContain('[freeze]');
      const record = refusedRecord(h.repo.dir, head)!;
      expect(record).toMatchObject({ commit: head, session: 'session-1' });
      expect(record.violations).toContainEqual(expect.objectContaining({ rule: 'freeze', path: 'guard.sh' }));
      // the commit itself is not rewritten
      expect(h.repo.git('rev-parse', 'HEAD').trim()).toBe(head);
      // the record stays: a later call does not put diffgate's own record back
      expect(pre(h, 'true', 'toolu_03').status).toBe(0);
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
      expect(refusedRecord(h.repo.dir, head)).toBeDefined();
    });
  });
});
