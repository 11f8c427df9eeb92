/**
 * Runs a command under bubblewrap and hands back its exit status. Standard input, output and
 * error are the caller's own (inherited, so a terminal stays a terminal); the options travel on
 * file descriptor 3 (`--args`, no argv length limit however many files are bound) and bubblewrap
 * names its init process (PID 1 of the command's PID namespace) on descriptor 4 (`--info-fd`); the
 * command is that process's child, so a signal sent to diffgate reaches the command rather than
 * bubblewrap or its init (which has no handlers, so the kernel would drop the signal). From a
 * terminal, Ctrl-C and Ctrl-\ already reach the whole foreground group; there they are only kept
 * from ending diffgate before the command ends.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { nulSeparated } from './bwrapArgs.js';

const FORWARDED: NodeJS.Signals[] = ['SIGTERM', 'SIGHUP', 'SIGUSR1', 'SIGUSR2', 'SIGINT', 'SIGQUIT'];
/** Signals a terminal sends to the whole foreground process group, the sandboxed command included. */
const FROM_TERMINAL = new Set<NodeJS.Signals>(['SIGINT', 'SIGQUIT']);

export interface RunSpec {
  bwrap: string;
  options: string[];
  command: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Whether standard input is a terminal (then terminal signals are not forwarded twice). */
  interactive: boolean;
}

/** The command's exit status: its own code, or 128 + the signal's number when a signal ended it. */
export function runSandboxed(spec: RunSpec): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(spec.bwrap, ['--args', '3', '--info-fd', '4', '--', ...spec.command], {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['inherit', 'inherit', 'inherit', 'pipe', 'pipe'],
    });
    let init: number | undefined;
    let target: number | undefined;
    /** The command: the child of bubblewrap's init, once it has started. */
    const command = (): number | undefined => {
      if (target === undefined && init !== undefined) target = firstChild(init);
      return target;
    };
    let info = '';
    const infoStream = child.stdio[4] as NodeJS.ReadableStream | null;
    infoStream?.setEncoding('utf8');
    infoStream?.on('data', (chunk: string) => {
      info += chunk;
      const m = /"child-pid"\s*:\s*(\d+)/.exec(info);
      if (m) init = Number(m[1]);
    });
    infoStream?.on('error', () => {});
    const argsStream = child.stdio[3] as NodeJS.WritableStream | null;
    argsStream?.on('error', () => {}); // bwrap that exits early closes it; its exit status tells why
    argsStream?.end(nulSeparated(spec.options));
    const handlers = FORWARDED.map((sig) => {
      const handler = () => {
        if (spec.interactive && FROM_TERMINAL.has(sig)) return;
        try {
          process.kill(command() ?? child.pid!, sig);
        } catch {
          /* already gone */
        }
      };
      process.on(sig, handler);
      return () => process.off(sig, handler);
    });
    const done = () => handlers.forEach((off) => off());
    child.on('error', (e) => {
      done();
      reject(e);
    });
    child.on('close', (code, signal) => {
      done();
      resolve(code ?? 128 + (signal ? (constants.signals[signal] ?? 1) : 1));
    });
  });
}

/** A process's first child, as Linux lists it (`/proc/PID/task/PID/children`). */
function firstChild(pid: number): number | undefined {
  try {
    const first = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)[0];
    return first ? Number(first) : undefined;
  } catch {
    return undefined; // not started yet, or a kernel without the list: the signal goes to bubblewrap (which then ends, and the command with it)
  }
}
