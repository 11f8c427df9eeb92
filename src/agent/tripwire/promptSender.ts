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
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';

/** A process as the ledger keeps it: its pid and its start, exactly as the system gave it. */
export interface ProcessId {
  p: number;
  s: string;
}

interface Entry {
  ppid: number;
  start: string;
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

/** One process from /proc; null where there is no /proc; undefined where the process is gone. */
function fromProc(proc: string, pid: number): Entry | undefined | null {
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
  // "pid (comm) state ppid ... starttime(22)": comm may hold spaces and parentheses
  const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return {
    ppid: Number(f[1]),
    start: `t${f[19]}`,
    gone: f[0] === 'Z' || f[0] === 'X',
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

const childProcess = () =>
  (process as unknown as { getBuiltinModule: (id: string) => typeof import('node:child_process') }).getBuiltinModule(
    'node:child_process',
  );

/**
 * The system's ps, by absolute path: the hook's PATH is the agent's when a command of its own runs
 * the hook, and a `ps` first on it could name the client as anyone's parent (review 3, R3).
 */
const PS = ['/bin/ps', '/usr/bin/ps'];

/** One process from ps (no /proc); undefined where it is gone, null where ps cannot be run. */
function fromPs(pid: number): Entry | undefined | null {
  const ps = PS.find((p) => existsSync(p));
  if (ps === undefined) return null;
  let text: string;
  try {
    text = childProcess().execFileSync(ps, ['-o', 'ppid=,lstart=,args=', '-p', String(pid)], {
      encoding: 'utf8',
      env: { PATH: '/usr/bin:/bin', LC_ALL: 'C', TZ: 'UTC' },
      timeout: 3000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
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
  return { ppid: +m[1]!, start: `s${m[2]!.replace(/\s+/g, ' ')}`, gone: false, argv: () => argv };
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
 * own ancestors are no other test's), else from ps.
 */
function reader(ports: SenderPorts): (pid: number) => Entry | undefined | null {
  const proc = ports.proc ?? '/proc';
  let viaPs = false;
  return (pid) => {
    if (!viaPs) {
      const e = fromProc(proc, pid);
      if (e !== null) return e;
      viaPs = true;
    }
    return fromPs(pid);
  };
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
    if (!isHookCommandShell(e.argv())) return { p: pid, s: e.start };
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

/**
 * A prompt's sender, and whether it is foreign: not the process that sent the session's previous
 * prompt (`client`, as the ledger keeps it) while that process is alive. A sender that cannot be
 * read, with a client known and alive, is foreign too (fail closed); with no client known (the
 * session's first prompt, a ledger from before this), every sender is taken as the client.
 */
export function promptFrom(
  client: ProcessId | undefined,
  ports: SenderPorts,
): { sender: ProcessId | undefined; foreign: boolean } {
  const sender = promptSender(ports);
  if (client === undefined) return { sender, foreign: false };
  if (sender !== undefined && sender.p === client.p && sender.s === client.s) return { sender, foreign: false };
  return { sender, foreign: alive(client, ports) };
}
