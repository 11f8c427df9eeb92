// The real Gemini CLI 0.61.0 with diffgate's hook dying or stalling in the middle of a BeforeTool:
// Gemini runs a call whose hook printed nothing (whatever the exit code) and ignores a hook that
// outlives its 30 s timeout (FINDINGS.md), so the installed command's shell answers deny for a node
// that ended without an answer, and its watchdog kills a node that has not answered after 25 s.
// The hook's node is found in /proc (this repository's GEMINI_PROJECT_DIR, `hook gemini` in its
// arguments) once the model has asked for the write, and is killed (as the OOM killer would) or
// stopped (a machine that stalls it). The frozen file must stay unchanged and the model be told.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { makeProject, type Project } from '../lib/project.js';
import { call, functionResponses, type RunResult, runGemini, say, text } from './geminiDriver.js';

const MANIFEST = 'freeze\tfrozen.txt\tFrozen for the conformance test\n';
const projects: Project[] = [];
afterAll(() => {
  for (const p of projects) p.cleanup();
});

/**
 * Once armed, sends `signal` to the first `hook gemini` node of the repository at `root` (polls /proc),
 * and again every 5 ms while it lives: node starts with SIGINT ignored (a background job of a
 * non-interactive shell) until its own start-up sets it back, so a SIGINT that lands in its first
 * milliseconds is lost and the hook answers as usual (seen: the real deny, not the death).
 */
function saboteur(root: string, signal: NodeJS.Signals) {
  let armed = false;
  let hit: number | undefined;
  const timer = setInterval(() => {
    if (!armed) return;
    if (hit !== undefined) {
      try {
        process.kill(hit, signal);
      } catch {
        /* gone */
      }
      return;
    }
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        if (!(args.includes('-e') && args.includes('hook') && args.includes('gemini'))) continue;
        if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`GEMINI_PROJECT_DIR=${root}`)) continue;
        process.kill(Number(pid), signal);
        hit = Number(pid);
        return;
      } catch {
        /* gone, or not ours to read */
      }
    }
  }, 5);
  return {
    arm: () => {
      armed = true;
    },
    hit: () => hit,
    stop: () => clearInterval(timer),
  };
}

async function writeWhileHookDies(signal: NodeJS.Signals): Promise<{ p: Project; r: RunResult; hit?: number }> {
  const p = makeProject({ '.diffgate.tsv': MANIFEST, 'frozen.txt': 'original\n' }, ['--gemini']);
  projects.push(p);
  const s = saboteur(p.root, signal);
  try {
    const write = { ...call('write_file', { file_path: 'frozen.txt', content: 'changed\n' }), sent: s.arm };
    const r = await runGemini({
      home: p.home,
      cwd: p.root,
      prompt: 'change it',
      script: { main: [write, say('done')] },
    });
    return { p, r, hit: s.hit() };
  } finally {
    s.stop();
  }
}

const show = (r: RunResult) => `exit ${r.code} in ${r.ms} ms\nstdout: ${r.stdout}\nstderr: ${r.stderr.slice(-2000)}`;

// one client at a time: another scenario's client, started during this one's turn, would be a straggler of it
describe('Gemini CLI 0.61.0: a hook that dies or stalls blocks the call', () => {
  // the watchdog subshell and its sleep run beside every hook's node, AfterAgent's too: the
  // end-of-turn scan must not take them for processes the turn left running (stragglers.ts)
  it("a plain turn ends without the tripwire's late mark: the hook command's own watchdog is not a straggler", async () => {
    const p = makeProject({ '.diffgate.tsv': MANIFEST, 'frozen.txt': 'original\n' }, ['--gemini']);
    projects.push(p);
    const r = await runGemini({
      home: p.home,
      cwd: p.root,
      prompt: 'change it',
      script: { main: [call('write_file', { file_path: 'frozen.txt', content: 'changed\n' }), say('done')] },
    });
    expect(readFileSync(`${p.root}/frozen.txt`, 'utf8'), show(r)).toBe('original\n');
    expect(existsSync(`${p.root}/.git/diffgate/tripwire`), show(r)).toBe(true);
    expect(existsSync(`${p.root}/.git/diffgate/tripwire/late`), show(r)).toBe(false);
  }, 120_000);

  // SIGINT: what a Ctrl-C sends the terminal's whole process group, the hook's node included; bash
  // says nothing of a job SIGINT ended, so before the fix the hook printed nothing and the write ran.
  // SIGKILL: the OOM killer; bash's "Killed" on stderr happened to block it, telling the model nothing useful.
  it.each([
    ['SIGINT', 130],
    ['SIGKILL', 137],
  ] as const)(
    "diffgate's node ended by %s during BeforeTool: the write is blocked, the model told why",
    async (signal, status) => {
      const { p, r, hit } = await writeWhileHookDies(signal);
      expect(hit, show(r)).toBeDefined();
      expect(readFileSync(`${p.root}/frozen.txt`, 'utf8'), show(r)).toBe('original\n');
      // blocked before it ran: nothing for the tripwire to put back and keep
      expect(existsSync(`${p.root}/.git/diffgate/quarantine`), show(r)).toBe(false);
      const told = text(functionResponses(r, 'main').find((f) => f.name === 'write_file'));
      expect(told, show(r)).toMatch(
        new RegExp(
          `^Tool execution blocked: diffgate blocked this call: diffgate's hook ended without an answer \\(exit status ${status}`,
        ),
      );
    },
    120_000,
  );

  it("diffgate's node stalled during BeforeTool: the hook command's watchdog kills it before Gemini's 30 s timeout; blocked, the model told", async () => {
    const { p, r, hit } = await writeWhileHookDies('SIGSTOP');
    expect(hit, show(r)).toBeDefined();
    expect(readFileSync(`${p.root}/frozen.txt`, 'utf8'), show(r)).toBe('original\n');
    const told = text(functionResponses(r, 'main').find((f) => f.name === 'write_file'));
    expect(told, show(r)).toMatch(
      /^Tool execution blocked: diffgate blocked this call: .*stopped after 25 s by the hook command's watchdog/,
    );
    expect(r.ms).toBeGreaterThan(25_000);
  }, 120_000);
});
