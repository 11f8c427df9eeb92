/**
 * Nothing an agent leaves behind holds a hook past its time (review of issue 32): a FIFO in place of
 * a ref file makes every git call wait forever in a synchronous child process, which the hook's
 * timer cannot end; every git the hook runs is now bounded by its deadline, so the call is denied
 * in time instead of let through by the client's timeout. And a snapshot folder flooded with files
 * blocks with a message instead of overflowing the stack.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { abs, runHook, tool, userPrompt, withHarness } from '../hookHarness.js';
import { post, pre, withGates } from './tripwireHarness.js';

it.each(['packed-refs', 'HEAD'])(
  'denies a Write in time while a FIFO stands in for .git/%s',
  async (name) => {
    await withHarness(async (h) => {
      withGates(h);
      h.repo.git('pack-refs', '--all');
      runHook(h, userPrompt(h, 'tidy up'));
      expect(pre(h, 'true', 'toolu_a').status).toBe(0);
      const file = join(h.repo.dir, '.git', name);
      renameSync(file, `${file}.real`);
      execFileSync('mkfifo', [file]);
      h.env.DIFFGATE_HOOK_TIMEOUT = '2';
      try {
        const started = Date.now();
        const after = post(h, 'true', 'toolu_a');
        const r = tool(h, 'Write', { file_path: abs(h, 'guard.sh'), content: 'evil\n' });
        expect(after.status, after.stderr).toBe(2);
        expect(r.status, r.stderr).toBe(2);
        expect(Date.now() - started).toBeLessThan(12_000); // two hooks of 2 s each, with room for a loaded machine
      } finally {
        rmSync(file);
        renameSync(`${file}.real`, file);
        delete h.env.DIFFGATE_HOOK_TIMEOUT;
      }
    });
  },
  60_000,
);

it('blocks, saying why, when the shell snapshot folder holds more files than it watches', async () => {
  await withHarness(async (h) => {
    const folder = join(h.home, '.claude', 'shell-snapshots');
    mkdirSync(folder, { recursive: true });
    for (let i = 0; i <= 2000; i++) writeFileSync(join(folder, `s${i}`), '');
    const r = tool(h, 'Write', { file_path: abs(h, 'notes.txt'), content: 'x\n' });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain(`${folder} holds 2001 files, more than the 2000 shell snapshots diffgate watches`);
  });
});
