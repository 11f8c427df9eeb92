/**
 * The person's prompt record (`.git/diffgate/sessions/<id>.json`) is a gate file the tripwire
 * watches; the next call takes it in on the person's turn, which starts when the prompt came after
 * the agent last acted (the calls folder's change time) and after the record. At the first prompt
 * the record and the calls folder are made just before the prompt is saved: the kernel's coarse
 * file clock must still put them before it, or a turn that ends before its next call (Claude Code
 * 2.1.328: the main Stop before a background subagent's first call) judged the person's own words
 * as a forged gate change (conformance/claude: "a subagent's Edit of a frozen file", 2 of 3 runs).
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sessionFile } from '../../../src/agent/prompts.js';
import { ownerText } from '../../../src/agent/tripwire/storeLock.js';
import { runHook, userPrompt, withHarness, type Harness } from '../hookHarness.js';
import { hookEvent, post, pre, quarantined, stop, withGates } from './tripwireHarness.js';

const store = (h: Harness) => join(h.repo.dir, '.git/diffgate');
const promptFile = async (h: Harness) => join(store(h), 'sessions', await sessionFile('session-1'));

/** What a hook killed mid-pass leaves: the lock, its owner a process that is gone. */
function killedHoldersLock(h: Harness): void {
  const gone = spawnSync('true').pid!;
  const lock = join(store(h), 'tripwire/lock');
  mkdirSync(lock);
  writeFileSync(join(lock, 'owner'), ownerText({ pid: gone, until: Date.now() + 60_000, token: '0123456789abcdef' }));
}

const subagentCall = (h: Harness, id: string) =>
  runHook(
    h,
    hookEvent(h, 'PreToolUse', {
      tool_name: 'Bash',
      tool_input: { command: 'ls' },
      tool_use_id: id,
      agent_id: 'a1',
      agent_type: 'general-purpose',
    }),
  );

describe("the person's prompt record", () => {
  it.each([1, 2, 3, 4, 5])('comes after the first record and the calls folder by the file clock (run %i)', async () => {
    await withHarness(async (h) => {
      withGates(h); // the first prompt: the record is taken, then the prompt saved
      const prompt = lstatSync(await promptFile(h)).ctimeMs;
      const state = JSON.parse(readFileSync(join(store(h), 'tripwire/state.json'), 'utf8'));
      expect(lstatSync(join(store(h), 'tripwire/calls')).ctimeMs).toBeLessThan(prompt);
      expect(state.at).toBeLessThan(prompt);
    });
  });

  it("survives a turn that ends before its next call (a subagent's, after the main Stop)", async () => {
    await withHarness(async (h) => {
      withGates(h);
      // the main agent's Agent call (no tripwire before it) and its Stop, then the subagent's first call
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
      const sub = { agent_id: 'a1', agent_type: 'general-purpose' };
      const call = { tool_name: 'Bash', tool_input: { command: 'ls' }, tool_use_id: 'toolu_sub', ...sub };
      expect(runHook(h, hookEvent(h, 'PreToolUse', call))).toMatchObject({ status: 0, stderr: '' });
      expect([...quarantined(h).keys()]).toEqual([]);
      expect(readFileSync(await promptFile(h), 'utf8')).toContain('tidy up the build scripts');
    });
  });

  it("stays theirs when the main Stop was killed mid-pass before a subagent's first call (Claude Code 2.1.328)", async () => {
    await withHarness(async (h) => {
      withGates(h);
      killedHoldersLock(h); // the Stop hook, killed holding the lock before it took the prompt in
      expect(subagentCall(h, 'toolu_sub')).toMatchObject({ status: 0, stderr: '' });
      expect([...quarantined(h).keys()]).toEqual([]);
    });
  });

  it('written by a call still open is judged, even when a killed pass left the lock', async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(pre(h, 'true', 'toolu_a').status).toBe(0);
      expect(post(h, 'true', 'toolu_a').status).toBe(0);
      expect(pre(h, 'ls', 'toolu_b').status).toBe(0); // open
      expect(runHook(h, userPrompt(h, 'guard release')).status).toBe(0); // forged from inside it
      killedHoldersLock(h);
      const r = subagentCall(h, 'toolu_c');
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('gate-switch');
      expect(readFileSync(await promptFile(h), 'utf8')).toContain('tidy up the build scripts');
    });
  });

  it('written by a call (a forged release) is judged and put back', async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(pre(h, 'ls', 'toolu_c').status).toBe(0);
      const file = await promptFile(h);
      const forged = JSON.parse(readFileSync(file, 'utf8'));
      writeFileSync(file, `${JSON.stringify({ ...forged, prompt: 'guard release' })}\n`);
      expect(post(h, 'ls', 'toolu_c').status).toBe(2);
      expect(readFileSync(file, 'utf8')).toContain('tidy up the build scripts');
    });
  });

  it('a later prompt, with no call at work, starts the turn: the next call takes it in', async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(pre(h, 'true', 'toolu_a').status).toBe(0);
      expect(post(h, 'true', 'toolu_a').status).toBe(0);
      expect(stop(h).status).toBe(0);
      expect(runHook(h, userPrompt(h, 'go on')).status).toBe(0);
      expect(pre(h, 'ls', 'toolu_b')).toMatchObject({ status: 0, stderr: '' });
      expect(post(h, 'ls', 'toolu_b')).toMatchObject({ status: 0, stderr: '' });
      expect([...quarantined(h).keys()]).toEqual([]);
    });
  });
});
