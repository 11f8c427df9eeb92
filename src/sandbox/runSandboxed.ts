/**
 * Runs a command under bubblewrap and hands back its exit status. Standard input, output and
 * error are the caller's own (inherited, so a terminal stays a terminal); the options travel on
 * file descriptor 3 (`--args`, no argv length limit however many files are bound) and bubblewrap
 * names the sandboxed process on descriptor 4 (`--info-fd`), so a signal sent to diffgate reaches
 * that process rather than bubblewrap. From a terminal, Ctrl-C and Ctrl-\ already reach the whole
 * foreground group; there they are only kept from ending diffgate before the command ends.
 */
import { spawn } from 'node:child_process';
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
    let target: number | undefined;
    let info = '';
    const infoStream = child.stdio[4] as NodeJS.ReadableStream | null;
    infoStream?.setEncoding('utf8');
    infoStream?.on('data', (chunk: string) => {
      info += chunk;
      const m = /"child-pid"\s*:\s*(\d+)/.exec(info);
      if (m) target = Number(m[1]);
    });
    infoStream?.on('error', () => {});
    const argsStream = child.stdio[3] as NodeJS.WritableStream | null;
    argsStream?.on('error', () => {}); // bwrap that exits early closes it; its exit status tells why
    argsStream?.end(nulSeparated(spec.options));
    const handlers = FORWARDED.map((sig) => {
      const handler = () => {
        if (spec.interactive && FROM_TERMINAL.has(sig)) return;
        try {
          process.kill(target ?? child.pid!, sig);
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
