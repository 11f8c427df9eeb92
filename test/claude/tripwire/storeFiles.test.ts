/**
 * The tripwire's store (`.git/diffgate/tripwire/`) is in reach of the agent's shell. A FIFO or a
 * device put in place of the record, the call file or a kept copy must not hang the hook: Claude
 * Code runs the call when its hook does not answer (review-14r F03, F08). The hook answers exit 2
 * at once, naming the file; it never reads one (a FIFO with no writer would block the read).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { userPrompt, runHook, withHarness } from '../hookHarness.js';
import { bash, post, pre, stop } from './tripwireHarness.js';

const mkfifo = (path: string) => {
  rmSync(path, { force: true });
  const r = spawnSync('mkfifo', [path]);
  if (r.status !== 0) throw new Error(`mkfifo ${path}: ${r.stderr}`);
};

describe('the tripwire never reads a FIFO put in its store', () => {
  it.each(['state.json', 'call'])('a FIFO as %s: every hook answers exit 2 at once, naming it', async (name) => {
    await withHarness(async (h) => {
      runHook(h, userPrompt(h, 'tidy up'));
      expect(pre(h, 'true', 'toolu_a').status).toBe(0);
      bash(h, 'true');
      expect(post(h, 'true', 'toolu_a').status).toBe(0);
      const store = join(h.repo.dir, '.git/diffgate/tripwire');
      expect(readdirSync(store)).toContain(name);
      mkfifo(join(store, name));
      for (const run of [() => post(h, 'true', 'toolu_a'), () => stop(h), () => pre(h, 'ls', 'toolu_b')]) {
        const started = Date.now();
        const r = run();
        expect(Date.now() - started).toBeLessThan(9000);
        if (r.status !== 0) {
          expect(r.status).toBe(2);
          expect(r.stderr).toContain(`${name} is a FIFO`);
        }
      }
      // the record itself is always read: a FIFO there is refused by every event
      if (name === 'state.json') expect(post(h, 'true', 'toolu_a').status).toBe(2);
    });
  });
});
