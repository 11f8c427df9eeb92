// A repository renamed or copied between sessions (mv repo repo2, cp -a template new): the record
// in its .git names the old root. Seen with Claude Code 2.1.328, Codex 0.169.0 and OpenCode 1.18.33:
// the tripwire then watched nothing in the new place. Now the record's paths follow the repository.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GitRepo } from '../../helpers/gitRepo.js';
import { type Harness, rulesIn, runHook, userPrompt, withHarness } from '../hookHarness.js';
import { bash, post, pre, quarantined, stop, withGates } from './tripwireHarness.js';

const blind = `python3 -c "open('gu'+'ard.sh','w').write('x')"`;

/** A turn that writes the frozen file by a line no pre-check reads: put back, kept. */
function blindTurn(h: Harness) {
  expect(runHook(h, userPrompt(h, 'tidy up')).status).toBe(0);
  expect(pre(h, blind).status).toBe(0);
  bash(h, blind);
  const r = post(h, blind);
  expect(r.status, r.stderr).toBe(2);
  expect(rulesIn(r.stderr)).toEqual(['freeze']);
  expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
  expect([...quarantined(h).values()]).toContain('x');
  expect(stop(h).status).toBe(0);
}

describe('a repository moved or copied between sessions', () => {
  it.each([
    ['renamed (mv)', 'mv'],
    ['copied (cp -a)', 'cp'],
  ])('%s: the tripwire watches the new place', async (_name, how) => {
    await withHarness(async (h) => {
      withGates(h);
      // a first session records the protected set where the repository is now
      expect(runHook(h, userPrompt(h, 'look around')).status).toBe(0);
      expect(pre(h, 'true').status).toBe(0);
      expect(post(h, 'true').status).toBe(0);
      expect(stop(h).status).toBe(0);
      const moved = `${h.repo.dir}-${how}`;
      const args = how === 'mv' ? ['mv', h.repo.dir, moved] : ['cp', '-a', h.repo.dir, moved];
      expect(spawnSync(args[0]!, args.slice(1)).status).toBe(0);
      try {
        const there: Harness = { ...h, repo: new GitRepo(moved) };
        blindTurn(there);
      } finally {
        if (how === 'mv') spawnSync('mv', [moved, h.repo.dir]);
        else rmSync(moved, { recursive: true, force: true });
      }
    });
  });

  it('a rename with nothing changed raises no alarm', async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(runHook(h, userPrompt(h, 'look around')).status).toBe(0);
      expect(pre(h, 'true').status).toBe(0);
      expect(post(h, 'true').status).toBe(0);
      expect(stop(h).status).toBe(0);
      const moved = `${h.repo.dir}-mv`;
      expect(spawnSync('mv', [h.repo.dir, moved]).status).toBe(0);
      try {
        const there: Harness = { ...h, repo: new GitRepo(moved) };
        expect(runHook(there, userPrompt(there, 'go on')).status).toBe(0);
        const a = pre(there, 'echo hi > notes.txt');
        expect(a.status, a.stderr).toBe(0);
        bash(there, 'echo hi > notes.txt');
        const b = post(there, 'echo hi > notes.txt');
        expect(b.status, b.stderr).toBe(0);
        expect(quarantined(there).size).toBe(0);
      } finally {
        spawnSync('mv', [moved, h.repo.dir]);
      }
    });
  });
});
