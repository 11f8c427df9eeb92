/**
 * Processes a turn left running ("stragglers"), and the mark that keeps what they may write from
 * being taken for the person's. A write that lands after the turn's end (a `(sleep 2; write) &`
 * left by a Bash call, a `setsid` child with its environment cleared) would otherwise come before
 * the person's next prompt and be taken as theirs; the client's Stop payload says nothing of it.
 *
 * At the end of a turn (Stop, SubagentStop) the tripwire lists the processes of this user that
 * started after the turn began (the person's prompt) and are still alive. Found by start time, from
 * `/proc/<pid>/stat` (field 22, clock ticks since boot), so a process that detached (`setsid`,
 * a double fork re-parenting it to init) or cleared its environment is found all the same; the
 * process tree is used only to leave out the hook itself and its ancestors (the client).
 * Left out too: kernel threads, zombies, and a process in a session whose leader is alive, began
 * before the turn and is not the client's: a process cannot join a session it did not start in,
 * so what the agent's calls start is in the client's session or in a new one (`setsid`), while
 * the person's other programs (a browser's new tab, another terminal's build) are in sessions
 * older than the turn. Where there is no `/proc`, `ps` lists them (no sessions: none left out);
 * where neither can be read, the scan fails closed ("unknown").
 *
 * If any are alive, the mark (`tripwire/late`) holds when the turn began. While it stands, every
 * later pass judges what changed since the last as the agent's, and the person's turn does not
 * start; each pass looks again (from the same start, so what a straggler started after the Stop is
 * found too), and only a pass that found none alive at its start clears it (tripwire.ts).
 */
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { readRegularText } from '../../git/readRegular.js';
import { statLine } from './procStat.js';
import { lstatOrUndefined } from './statKey.js';

/** One process as the scan sees it (start in ms since the epoch). */
interface Proc {
  pid: number;
  ppid: number;
  /** Its session id; undefined where the system does not say (ps). */
  sid?: number;
  /** Its owner: read only for the processes that started late enough to count (see `stragglers`). */
  uid: () => number;
  start: number;
  name: string;
  /** A kernel thread, or a zombie: never a writer. */
  inert: boolean;
  /** Its arguments, joined by spaces (read on demand; undefined where the system does not say: ps). */
  cmdline?: () => string | undefined;
}

/** A process left running by a turn: what the message names. */
export interface Straggler {
  pid: number;
  /** When it started (ms since the epoch). */
  start: number;
  name: string;
}

export interface Scan {
  found: Straggler[];
  /** The processes could not be listed (no /proc, no ps): the caller fails closed. */
  unknown: boolean;
}

/** /proc's unit for start times (USER_HZ: 100 on every Linux the kernel's ABI names). */
const TICKS_PER_S = 100;
/** The kernel's flag for a kernel thread (PF_KTHREAD). */
const PF_KTHREAD = 0x00200000;
/** Start times are known to a clock tick; a process that started this close before the turn counts (fail closed). */
const SLACK_MS = 20;

/** Every process, from /proc; undefined where there is no /proc. */
function fromProc(proc: string): Proc[] | undefined {
  let uptime: number;
  let pids: string[];
  try {
    uptime = Number.parseFloat(readFileSync(posix.join(proc, 'uptime'), 'utf8'));
    pids = readdirSync(proc).filter((n) => /^\d+$/.test(n));
  } catch {
    return undefined;
  }
  if (!Number.isFinite(uptime)) return undefined;
  const now = Date.now();
  const out: Proc[] = [];
  // joined once: path.join for each of hundreds of processes was a tenth of the scan
  const root = posix.join(proc, '/');
  for (const p of pids) {
    try {
      const dir = `${root}${p}`;
      const line = statLine(readFileSync(`${dir}/stat`, 'utf8'));
      const ticks = Number(line.start);
      out.push({
        pid: Number(p),
        ppid: line.ppid,
        sid: line.session,
        uid: () => {
          try {
            return statSync(dir).uid;
          } catch {
            return -1; // gone since: not a writer any more
          }
        },
        start: now - (uptime - ticks / TICKS_PER_S) * 1000,
        name: line.name,
        inert: line.state === 'Z' || line.state === 'X' || (line.flags & PF_KTHREAD) !== 0,
        cmdline: () => {
          try {
            return readFileSync(posix.join(dir, 'cmdline'), 'utf8').split('\0').join(' ');
          } catch {
            return undefined;
          }
        },
      });
    } catch {
      // gone since the listing
    }
  }
  return out;
}

/**
 * node:child_process, loaded where ps is asked (no /proc): the end-of-turn pass loads this module,
 * and loading it at the top cost every such pass 5 ms.
 */
const childProcess = () =>
  (process as unknown as { getBuiltinModule: (id: string) => typeof import('node:child_process') }).getBuiltinModule(
    'node:child_process',
  );

/**
 * The system's ps, by absolute path, never the hook environment's PATH: when a command of the
 * agent's runs a hook, or the agent put a `ps` first on the client's PATH, a ps found there could
 * hide a straggler or name the client as anyone's parent (review 3, R3). Its output; throws as
 * execFileSync does (`status` 1: no such process), or with `code` ENOENT where there is no ps.
 */
export function systemPs(args: readonly string[]): string {
  const ps = ['/bin/ps', '/usr/bin/ps'].find((p) => existsSync(p));
  if (ps === undefined) throw Object.assign(new Error('no ps'), { code: 'ENOENT' });
  return childProcess().execFileSync(ps, args, {
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', LC_ALL: 'C', TZ: 'UTC' },
    timeout: 3000,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/** One process's arguments from ps (asked only for the hook's parent), or undefined. */
function psArgs(pid: number): string | undefined {
  try {
    return systemPs(['-o', 'args=', '-p', String(pid)]).trim();
  } catch {
    return undefined;
  }
}

/** Every process, from ps (no /proc: macOS, the BSDs); start times to the second, no sessions. */
function fromPs(): Proc[] | undefined {
  let text: string;
  try {
    text = systemPs(['-A', '-o', 'pid=,ppid=,uid=,lstart=,comm=']);
  } catch {
    return undefined;
  }
  const out: Proc[] = [];
  // ps derives start times from the boot time, which drifts from the wall clock on a virtual machine
  // (seen: 1.6 s early on the CI's machine): this process's own start, known here, says by how much,
  // and every start is moved that much later, never earlier (later counts a process in the turn: fail closed)
  let drift = 0;
  const rows: { pid: number; ppid: number; uid: number; start: number; name: string }[] = [];
  for (const line of text.split('\n')) {
    // lstart is "Mon Dec  7 00:04:07 2026": five words
    const m = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\w+\s+\w+\s+\d+\s+[\d:]+\s+\d+)\s+(.*)$/.exec(line);
    if (!m) continue;
    const start = Date.parse(`${m[4]!.replace(/\s+/g, ' ')} UTC`);
    if (Number.isNaN(start)) continue;
    const pid = +m[1]!;
    if (pid === process.pid) drift = Math.max(0, Date.now() - process.uptime() * 1000 - start);
    rows.push({ pid, ppid: +m[2]!, uid: +m[3]!, start, name: m[5]! });
  }
  for (const { pid, ppid, uid, start, name } of rows) {
    // to the second: a process that started in the turn's second counts (fail closed)
    out.push({
      pid,
      ppid,
      uid: () => uid,
      start: start + drift + 999,
      name,
      inert: false,
      cmdline: () => psArgs(pid),
    });
  }
  return out.length > 0 ? out : undefined;
}

export interface ScanPorts {
  env: NodeJS.ProcessEnv;
  /**
   * Where the process table is read: DIFFGATE_PROC in the hook's environment, else /proc. The tests
   * point it at a folder holding only the processes a test started, so that what other tests run
   * on the machine meanwhile is not taken for a straggler; like DIFFGATE_HOOK_TIMEOUT, it is the
   * person's setting (the client's environment), out of the agent's reach.
   */
  proc?: string;
  /** This process (default process.pid). */
  self?: number;
  uid?: number;
}

/** A shell running diffgate's installed hook command (`... hook <agent>`, the CLI by path). */
const isHookShell = (cmdline: string | undefined): boolean =>
  cmdline !== undefined && /\bhook [a-z]+\b/.test(cmdline) && /diffgate|dist\/cli\b/.test(cmdline);

/**
 * The processes of this user that started after `since` (ms) and are alive: every one but this
 * hook and its ancestors, kernel threads and zombies, and those in a session older than `since`
 * that is not the client's (see the module's comment).
 */
export function stragglers(since: number, ports: ScanPorts): Scan {
  const table = fromProc(ports.proc ?? (ports.env.DIFFGATE_PROC || '/proc')) ?? fromPs();
  if (table === undefined) return { found: [], unknown: true };
  const self = ports.self ?? process.pid;
  const uid = ports.uid ?? process.getuid?.() ?? -1;
  const byPid = new Map(table.map((p) => [p.pid, p]));
  const own = new Set<number>([self]);
  const ownSessions = new Set<number>();
  for (let p = byPid.get(self); p !== undefined && !own.has(p.ppid); p = byPid.get(p.ppid)) {
    if (p.sid !== undefined) ownSessions.add(p.sid);
    own.add(p.ppid);
  }
  for (const a of own) {
    const sid = byPid.get(a)?.sid;
    if (sid !== undefined) ownSessions.add(sid);
  }
  // The shell of diffgate's own hook command (the client ran `sh -c '<the installed command>'`): what
  // else it started is the command's own (Gemini's watchdog, agents/install/verifiedCommand.ts
  // watchdogWrap), alive while this hook runs. No process can move itself under that shell, so its
  // descendants are left out with it; where the client ran this hook without such a shell, nothing is.
  const shell = byPid.get(byPid.get(self)?.ppid ?? -1);
  if (shell !== undefined && isHookShell(shell.cmdline?.())) {
    const mine = new Set<number>([shell.pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const p of table)
        if (mine.has(p.ppid) && !mine.has(p.pid)) {
          mine.add(p.pid);
          grew = true;
        }
    }
    for (const p of mine) own.add(p);
  }
  const older = (sid: number | undefined) => {
    if (sid === undefined || sid <= 0 || ownSessions.has(sid)) return false;
    const leader = byPid.get(sid);
    return leader !== undefined && leader.start + SLACK_MS < since;
  };
  const found = table
    .filter((p) => p.start + SLACK_MS >= since && !p.inert && !own.has(p.pid) && !older(p.sid) && p.uid() === uid)
    .map((p) => ({ pid: p.pid, start: Math.round(p.start), name: p.name }));
  return { found, unknown: false };
}

const markPath = (tripwireDir: string) => posix.join(tripwireDir, 'late');

/** How far back a mark diffgate cannot read, or a turn with no prompt, reaches (Claude Code's longest Bash call). */
const UNREADABLE_REACH_MS = 10 * 60_000;

/** When the turn began: the person's latest prompt, or (a host that sends none) the longest call ago. */
export function turnBegan(prompt: number | undefined, now: number): number {
  return prompt ?? now - UNREADABLE_REACH_MS;
}

/** Whether a pass is the end of a turn, where the processes the turn left running are looked for. */
export const endsTurnPass = (tool: string): boolean => tool === 'Stop' || tool === 'SubagentStop';

/**
 * When the turn that left processes running began (ms), or undefined when no mark stands. A mark
 * diffgate did not write (not a regular file, not its JSON) still stands, from 10 minutes before
 * it was made: it is in the agent's reach, and failing closed costs only a judgement.
 */
export function lateSince(tripwireDir: string): number | undefined {
  const path = markPath(tripwireDir);
  const st = lstatOrUndefined(path);
  if (st === undefined) return undefined;
  try {
    const since = (JSON.parse(readRegularText(path, 4096)) as { since?: unknown }).since;
    if (typeof since === 'number' && Number.isFinite(since)) return since;
  } catch {
    // below
  }
  return st.ctimeMs - UNREADABLE_REACH_MS;
}

/** Sets the mark (replaced whole by a rename), or clears it when `since` is undefined. */
export function setLate(tripwireDir: string, since: number | undefined): void {
  const path = markPath(tripwireDir);
  if (since === undefined) {
    rmSync(path, { recursive: true, force: true });
    return;
  }
  const tmp = `${path}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  writeFileSync(tmp, `${JSON.stringify({ since })}\n`, { mode: 0o600, flag: 'wx' });
  // a rename replaces a file whole (no moment without a mark); a folder put there is removed first
  if (lstatOrUndefined(path)?.isDirectory() === true) rmSync(path, { recursive: true, force: true });
  renameSync(tmp, path);
}
