/**
 * The end-of-turn scan for processes a turn left running (stragglers.ts) leaves out what diffgate's
 * own hook command started: Gemini's command (agents/install/verifiedCommand.ts watchdogWrap) runs
 * node in the background beside a watchdog subshell and its `sleep`, all alive while the AfterAgent
 * hook scans, and all started during the turn. Seen with the built command before this: every
 * Gemini turn ended with the "late" mark, so the person's next edits were judged as the agent's.
 * A synthetic process table (stat and cmdline per pid) says who is whose.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stragglers } from '../../../src/agent/tripwire/stragglers.js';

const UPTIME = 1000;
const HOOK_CMD = `bash -c test -x '/usr/bin/node' || ...; exec 3<&0; NODE_OPTIONS= NODE_PATH= '/usr/bin/node' -e '...' '/opt/app/node_modules/diffgate/dist/cli' ${'a'.repeat(64)} hook gemini <&3 3<&- & p=$!; ...`;

/** A /proc with these processes: pid, parent, session, seconds since boot it started, name, arguments. */
function table(procs: [number, number, number, number, string, string][]): string {
  const dir = mkdtempSync(join(tmpdir(), 'dg-proc-'));
  writeFileSync(join(dir, 'uptime'), `${UPTIME}.00 0.00\n`);
  for (const [pid, ppid, sid, at, name, args] of procs) {
    mkdirSync(join(dir, String(pid)));
    const f = ['S', ppid, pid, sid, 0, -1, 0, ...Array(12).fill(0), at * 100];
    writeFileSync(join(dir, String(pid), 'stat'), `${pid} (${name}) ${f.join(' ')} 0 0\n`);
    writeFileSync(join(dir, String(pid), 'cmdline'), `${args.split(' ').join('\0')}\0`);
  }
  return dir;
}

// the turn began 10 s ago; the client (100) long before, in its own session
const since = Date.now() - 10_000;
const now = UPTIME - 1;
const base: [number, number, number, number, string, string][] = [
  [1, 0, 1, 1, 'init', '/sbin/init'],
  [100, 1, 100, 5, 'node', 'node /usr/bin/gemini -p hi'],
];

describe('stragglers: what the hook command itself started is not the turn’s', () => {
  it("the watchdog subshell and its sleep beside the hook's node are left out; the agent's background process is found", () => {
    const proc = table([
      ...base,
      [200, 100, 100, now, 'bash', HOOK_CMD],
      [
        300,
        200,
        100,
        now,
        'node',
        `/usr/bin/node -e ... /opt/app/node_modules/diffgate/dist/cli ${'a'.repeat(64)} hook gemini`,
      ],
      [301, 200, 100, now, 'bash', HOOK_CMD],
      [302, 301, 100, now, 'sleep', 'sleep 25'],
      [400, 100, 100, now - 5, 'sleep', 'sleep 100'],
      [401, 1, 401, now - 5, 'python3', 'python3 -c write-later'],
    ]);
    const s = stragglers(since, { env: {}, proc, self: 300, uid: process.getuid!() });
    expect(s.found.map((p) => p.pid).sort()).toEqual([400, 401]);
  });

  it("a parent that is not diffgate's hook shell (the client ran the hook itself) leaves nothing more out", () => {
    const proc = table([
      ...base,
      [300, 100, 100, now, 'node', 'node dist/cli/index.js hook gemini'],
      [301, 100, 100, now, 'bash', HOOK_CMD], // the agent's own process, made to look like one
      [302, 301, 100, now, 'sleep', 'sleep 25'],
    ]);
    const s = stragglers(since, { env: {}, proc, self: 300, uid: process.getuid!() });
    expect(s.found.map((p) => p.pid).sort()).toEqual([301, 302]);
  });
});
