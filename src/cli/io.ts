import { readStdin } from './readStdin.js';

/** The CLI's ports: where it writes, its environment and working directory (injected in tests). */
export interface Io {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stderr is a terminal (for colour). */
  isTTY: boolean;
  /** All of standard input (hooks that git or Claude Code feed on stdin). */
  readStdin: () => Promise<string>;
}

/**
 * The real process. Touching process.stdout or process.stderr creates a stream (and loads node's
 * stream modules): a few milliseconds that a hook with nothing to say should not pay, so they are
 * reached only when something is written or colour is asked about.
 */
export function processIo(): Io {
  return {
    cwd: process.cwd(),
    env: process.env,
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    get isTTY() {
      return process.stderr.isTTY === true;
    },
    readStdin,
  };
}

/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function useColor(io: Io): boolean {
  return io.isTTY && !io.env.NO_COLOR && io.env.TERM !== 'dumb';
}

export const EXIT = { ok: 0, blocked: 1, config: 2 } as const;
