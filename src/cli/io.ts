import { readStdin } from './readStdin.js';
import { writeOut } from './writeOut.js';

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
 * The real process. Output goes straight to file descriptors 1 and 2 (writeOut.ts): process.stdout
 * and process.stderr would load node's stream modules for a line or two of text.
 */
export function processIo(): Io {
  return {
    cwd: process.cwd(),
    env: process.env,
    stdout: (t) => writeOut(1, t),
    stderr: (t) => writeOut(2, t),
    get isTTY() {
      // Loaded only when asked: node:tty loads node's socket module (5 ms). getBuiltinModule is
      // Node 20.16 and later; before it, process.stderr answers (and loads the same modules).
      const tty = process.getBuiltinModule?.('node:tty');
      return tty ? tty.isatty(2) : process.stderr.isTTY === true;
    },
    readStdin,
  };
}

/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function useColor(io: Io): boolean {
  return io.isTTY && !io.env.NO_COLOR && io.env.TERM !== 'dumb';
}

export const EXIT = { ok: 0, blocked: 1, config: 2 } as const;
