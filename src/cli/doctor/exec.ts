/**
 * Child processes for the doctor: git plumbing (with standard input, an index of its own, or
 * bytes out) and the installed hooks themselves. Output is collected whole; nothing throws on a
 * non-zero exit except `git`, whose failures are the doctor's own.
 */
import { spawn } from 'node:child_process';

export interface Ran {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: Buffer;
  /** stdout then stderr as text: what a person would have seen in the terminal. */
  output: string;
}

export interface RunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  input?: string | Uint8Array;
  /** Milliseconds before the child is killed (a hook that hangs is reported, not waited for). */
  timeout?: number;
}

export function run(command: string, args: string[], opts: RunOptions): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: opts.cwd,
      env: opts.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: opts.timeout,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.stdin.on('error', () => undefined); // a child that exits without reading its input
    child.on('close', (status, signal) => {
      const stdout = Buffer.concat(out);
      const stderr = Buffer.concat(err);
      resolve({ status, signal, stdout, stderr, output: `${stdout.toString('utf8')}${stderr.toString('utf8')}` });
    });
    child.stdin.end(opts.input ?? '');
  });
}

export class GitFailed extends Error {
  constructor(
    readonly args: string[],
    readonly ran: Ran,
  ) {
    super(`git ${args.join(' ')}: ${ran.stderr.toString('utf8').trim() || `exit ${ran.status ?? ran.signal}`}`);
  }
}

/** git's standard output as bytes; rejects with git's message when it fails. */
export async function gitBytes(args: string[], opts: RunOptions): Promise<Buffer> {
  const ran = await run('git', args, opts);
  if (ran.status !== 0) throw new GitFailed(args, ran);
  return ran.stdout;
}

export async function gitText(args: string[], opts: RunOptions): Promise<string> {
  return (await gitBytes(args, opts)).toString('utf8');
}
