/**
 * A turn with no tool call (issue 29, the cost per turn): the prompt hook saves the person's prompt
 * in the prompt store, which the tripwire watches, and the turn's Stop takes it in as the person's.
 * It takes in what changed, as PreToolUse does on the person's turn: the record is not taken whole
 * again (that copied every kept file into the store again, each renamed over its old copy). What
 * the record protects stays protected afterwards, and what the person changed before the prompt is
 * theirs.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runHook, userPrompt, withHarness, type Harness } from '../hookHarness.js';
import { bash, post, pre, stop, withGates } from './tripwireHarness.js';

const blobs = (h: Harness) => join(h.repo.dir, '.git/diffgate/tripwire/blobs');

/** Each kept copy's inode, by name: a copy written again (renamed over) has a new one. */
function keptInodes(h: Harness): Map<string, number> {
  return new Map(
    readdirSync(blobs(h))
      .filter((n) => !n.startsWith('.'))
      .map((n) => [n, statSync(join(blobs(h), n)).ino]),
  );
}

describe('a turn with no tool call', () => {
  it('takes the prompt in at Stop without copying the kept files again, and still guards them', async () => {
    await withHarness(async (h) => {
      withGates(h);
      // a first turn with a call: the record is taken and the kept files copied
      expect(runHook(h, userPrompt(h, 'first')).status).toBe(0);
      expect(pre(h, 'true', 'toolu_1')).toMatchObject({ status: 0, stderr: '' });
      expect(post(h, 'true', 'toolu_1')).toMatchObject({ status: 0, stderr: '' });
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
      // the person edits a protected file between turns: theirs
      writeFileSync(join(h.repo.dir, 'guard.sh'), 'echo guard, by the person\n');
      const before = keptInodes(h);
      expect(before.size).toBeGreaterThan(3);
      // a turn with no call: prompt, then Stop
      expect(runHook(h, userPrompt(h, 'just answer')).status).toBe(0);
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
      const after = keptInodes(h);
      for (const [name, ino] of before) expect(after.get(name), name).toBe(ino);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard, by the person\n');
      // the next turn: the agent's write to the frozen file is put back to the person's version
      expect(runHook(h, userPrompt(h, 'carry on')).status).toBe(0);
      expect(pre(h, 'make', 'toolu_2')).toMatchObject({ status: 0, stderr: '' });
      expect(bash(h, 'echo agent > guard.sh').status).toBe(0);
      const r = post(h, 'make', 'toolu_2');
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('guard.sh');
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard, by the person\n');
    });
  });

  it('takes a changed manifest in at Stop: the file it newly protects is guarded', async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(runHook(h, userPrompt(h, 'first')).status).toBe(0);
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
      // the person freezes notes.txt between turns
      const manifest = join(h.repo.dir, '.diffgate.tsv');
      writeFileSync(manifest, `${readFileSync(manifest, 'utf8')}freeze\tnotes.txt\tThe notes are kept\n`);
      expect(runHook(h, userPrompt(h, 'just answer')).status).toBe(0);
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
      expect(runHook(h, userPrompt(h, 'carry on')).status).toBe(0);
      expect(pre(h, 'make', 'toolu_3')).toMatchObject({ status: 0, stderr: '' });
      expect(bash(h, 'echo agent > notes.txt').status).toBe(0);
      const r = post(h, 'make', 'toolu_3');
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('notes.txt');
      expect(readFileSync(join(h.repo.dir, 'notes.txt'), 'utf8')).toBe('notes\n');
    });
  });
});
