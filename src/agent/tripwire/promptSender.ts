/**
 * Who sent a prompt event: the client, or a process of the agent's (review 2, S1-S5). A call's
 * process can run diffgate's prompt hook itself, with a release phrase in it or none, and then
 * write a protected file: a call of the same session beside it would take the write for the
 * person's, made on their new turn (sameSessionHidden.test.ts). The client runs its hooks itself,
 * so a prompt hook whose sender is not the process that sent the session's previous prompt, while
 * that process is still alive, is no person's prompt: it starts no turn and releases nothing.
 *
 * The sender is the hook's nearest ancestor that is not a shell running diffgate's installed hook
 * command (the shell a client runs the command in, and the watchdog's subshells: `isHookCommandShell`). It is
 * named by pid and start time as `/proc/<pid>/stat` gives it (clock ticks since boot, exact), or
 * as `ps` gives it (to the second) where there is no `/proc`, so a pid used again is another
 * process. A client that ended (a headless run is one process per turn, a resumed session a new
 * one) vouches for nothing: the next prompt's sender is the client then.
 *
 * Limits (docs/tripwire.md, "Who sent the prompt"): a call whose shell `exec`s the hook directly
 * has the client as its parent, like the client's own hook; a client that sends prompts from more
 * than one live process has each one after the first judged as no person's.
 */
import { readFileSync, readlinkSync, statfsSync } from 'node:fs';
import { posix } from 'node:path';
import { statLine } from './procStat.js';
import { systemPs } from './stragglers.js';

/** A process as the ledger keeps it: its pid and its start, exactly as the system gave it. */
export interface ProcessId {
  p: number;
  s: string;
  /** The namespaces (user, pid, mount) of the hook that found it; none where the system has none to read. */
  n?: string;
}

interface Entry {
  ppid: number;
  start: string;
  /** When it started, ms since the epoch (to a clock tick from /proc, to the second from ps). */
  startMs: number;
  /** A zombie: ended, not yet reaped. */
  gone: boolean;
  /** Its arguments (undefined where they cannot be read). */
  argv: () => string[] | undefined;
}

/**
 * A shell running diffgate's installed hook command as a client runs it: `sh -c '<command>'` (or
 * `bash -lc`, any shell flags ending in c), the command one line beginning with the installed
 * command's check of its node (agents/install/verifiedCommand.ts) and naming a hook. A command of
 * the agent's runs in a shell of its own (Claude Code's Bash tool is `bash -c -l '... eval ...'`):
 * that one is never this, so the walk up stops there, at a process that is not the client.
 */
export function isHookCommandShell(argv: readonly string[] | undefined): boolean {
  if (argv === undefined) return false;
  const flag = argv.findIndex((a, i) => i > 0 && /^-[a-z]*c$/.test(a));
  const script = flag < 0 ? undefined : argv[flag + 1];
  return script?.startsWith("test -x '") === true && !script.includes('\n') && /\bhook [a-z]+\b/.test(script);
}

/** procfs's magic number (statfs f_type): a /proc that is anything else was mounted by someone. */
const PROC_SUPER_MAGIC = 0x9fa0;

/**
 * What /proc is: 'proc' (the kernel's process table), 'none' (no /proc: macOS, the BSDs; ps is
 * asked), or 'forged': a folder, a tmpfs or any other filesystem standing at /proc, as a command
 * run in a mount namespace of its own can put there (review 3 R1): nothing is read from it, and
 * ps (which reads the same /proc) is not asked either.
 */
function procKind(proc: string): 'proc' | 'none' | 'forged' {
  try {
    return statfsSync(proc).type === PROC_SUPER_MAGIC ? 'proc' : 'forged';
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'none' : 'forged';
  }
}

/** One process from /proc (a procfs); undefined where the process is gone; null where it cannot be read. */
function fromProc(proc: string, pid: number, uptime: number): Entry | undefined | null {
  let text: string;
  try {
    text = readFileSync(posix.join(proc, String(pid), 'stat'), 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ESRCH') {
      try {
        readFileSync(posix.join(proc, 'uptime'));
        return undefined; // the table is there: the process is not
      } catch {
        return null;
      }
    }
    return null;
  }
  const line = statLine(text);
  return {
    ppid: line.ppid,
    start: `t${line.start}`,
    startMs: Date.now() - (uptime - Number(line.start) / 100) * 1000,
    gone: line.state === 'Z' || line.state === 'X',
    argv: () => {
      try {
        return readFileSync(posix.join(proc, String(pid), 'cmdline'), 'utf8')
          .replace(/\0$/, '')
          .split('\0');
      } catch {
        return undefined;
      }
    },
  };
}

/** One process from ps (no /proc); undefined where it is gone, null where ps cannot be run. */
function fromPs(pid: number): Entry | undefined | null {
  let text: string;
  try {
    text = systemPs(['-o', 'ppid=,lstart=,args=', '-p', String(pid)]);
  } catch (e) {
    // ps exits 1 when no such process
    return (e as { status?: number }).status === 1 ? undefined : null;
  }
  const m = /^\s*(\d+)\s+(\w+\s+\w+\s+\d+\s+[\d:]+\s+\d+)\s+(.*)$/.exec(text.trim());
  if (!m) return undefined;
  // ps joins the arguments with spaces: the hook command's shell is `sh -c test -x '...`
  const words = m[3]!.split(' ');
  const c = words.findIndex((w, i) => i > 0 && /^-[a-z]*c$/.test(w));
  const argv = c < 0 ? words : [...words.slice(0, c + 1), words.slice(c + 1).join(' ')];
  const lstart = m[2]!.replace(/\s+/g, ' ');
  return { ppid: +m[1]!, start: `s${lstart}`, startMs: Date.parse(`${lstart} UTC`), gone: false, argv: () => argv };
}

export interface SenderPorts {
  env: NodeJS.ProcessEnv;
  /** This process (default process.pid). */
  self?: number;
  /** Where the process table is read (default /proc). */
  proc?: string;
}

/**
 * Reads processes from /proc (not DIFFGATE_PROC, the tests' table for the straggler scan: the hook's
 * own ancestors are no other test's) when it is the kernel's, else from ps where there is no /proc;
 * every read is null (unreadable) where /proc is something else.
 */
function reader(ports: SenderPorts): (pid: number) => Entry | undefined | null {
  const proc = ports.proc ?? '/proc';
  const kind = procKind(proc);
  let uptime = Number.NaN;
  if (kind === 'proc')
    try {
      uptime = Number.parseFloat(readFileSync(posix.join(proc, 'uptime'), 'utf8'));
    } catch {
      // below: unreadable
    }
  return (pid) => {
    if (kind === 'none') return fromPs(pid);
    if (kind === 'forged' || !Number.isFinite(uptime)) return null;
    return fromProc(proc, pid, uptime);
  };
}

/**
 * The namespaces this hook runs in (user, pid, mount), as the kernel names them; undefined where
 * there is no /proc. A command run in namespaces of its own (`unshare -r -p -f --mount-proc`: the
 * client is then in no table it can read, and reads as ended, review 3 R2) runs the hook in others
 * than the client's hooks run in; `forged` where /proc is not the kernel's.
 */
export function namespaces(proc = '/proc'): string | undefined {
  const kind = procKind(proc);
  if (kind === 'none') return undefined;
  if (kind === 'forged') return 'forged';
  try {
    return ['user', 'pid', 'mnt'].map((n) => readlinkSync(posix.join(proc, 'self', 'ns', n))).join(' ');
  } catch {
    return 'unreadable';
  }
}

/** The process that ran this hook: its nearest ancestor outside the installed hook command; undefined where it cannot be read. */
export function promptSender(ports: SenderPorts): ProcessId | undefined {
  const read = reader(ports);
  const self = read(ports.self ?? process.pid);
  if (!self) return undefined;
  let pid = self.ppid;
  for (let depth = 0; depth < 16 && pid > 0; depth += 1) {
    const e = read(pid);
    if (!e) return undefined;
    if (!isHookCommandShell(e.argv())) {
      const n = namespaces(ports.proc);
      return { p: pid, s: e.start, ...(n === undefined ? {} : { n }) };
    }
    pid = e.ppid;
  }
  return undefined;
}

/** Whether the process is still the one named: alive, its start the same. Unreadable counts as alive (fail closed). */
export function alive(id: ProcessId, ports: SenderPorts): boolean {
  const e = reader(ports)(id.p);
  if (e === null) return true;
  return e !== undefined && !e.gone && e.start === id.s;
}

/** Whether the process or one of its ancestors started within the window (ms): started by the agent's calls in it. */
function startedWithin(pid: number, window: { from: number; to: number }, ports: SenderPorts): boolean {
  const read = reader(ports);
  for (let p = pid, depth = 0; p > 1 && depth < 32; depth += 1) {
    const e = read(p);
    if (e === null) return true; // cannot tell: fail closed
    if (e === undefined) return false;
    if (e.startMs >= window.from && e.startMs <= window.to) return true;
    p = e.ppid;
  }
  return false;
}

/**
 * A prompt's sender, and whether it is foreign:
 *  - it runs in other namespaces than the hook that found the client did (R1, R2);
 *  - it is not the process that sent the session's previous prompt (`client`, as the ledger keeps
 *    it) while that process is alive; a sender that cannot be read, with a client known and alive,
 *    is foreign too (fail closed);
 *  - it, or a process it descends from, started during the session's last turn (`lastTurn`: from
 *    the previous prompt to the agent's last act): a process the agent's calls left running, which
 *    would otherwise be taken for the client once a headless client ended (review 3 R7).
 * With no client known (the session's first prompt, a ledger from before this), every sender is
 * taken as the client.
 */
export function promptFrom(
  client: ProcessId | undefined,
  ports: SenderPorts,
  lastTurn?: { from: number; to: number },
): PromptFrom {
  const sender = promptSender(ports);
  const foreign = (why: Foreign): PromptFrom => ({ sender, foreign: why });
  if (client === undefined) return { sender };
  if (client.n !== undefined && sender?.n !== client.n) return foreign('namespaces');
  if (sender !== undefined && sender.p === client.p && sender.s === client.s) return { sender };
  if (alive(client, ports)) return foreign('client');
  if (lastTurn !== undefined && (sender === undefined || startedWithin(sender.p, lastTurn, ports)))
    return foreign('lastTurn');
  return { sender };
}

/** Why a prompt is no person's: other namespaces, another process while the client lives, a process of the last turn. */
export type Foreign = 'namespaces' | 'client' | 'lastTurn';

export interface PromptFrom {
  sender: ProcessId | undefined;
  /** Set when the prompt is no person's. */
  foreign?: Foreign;
}
