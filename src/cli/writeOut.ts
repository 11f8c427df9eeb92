/**
 * Writes text to a file descriptor synchronously and whole. process.stdout and process.stderr are
 * streams: the first touch loads node's stream, socket and tty modules, which measured 0.18x of
 * node's start-up (7.5 ms) for one line of output, on every commit and every denied tool call.
 * A full pipe (EAGAIN, when the reader set it non-blocking) is waited on; a reader that has gone
 * away (EPIPE, `diffgate check | head`) ends the output, not the run: the exit status still tells.
 */
import { writeSync } from 'node:fs';

const pause = new Int32Array(new SharedArrayBuffer(4));

export function writeOut(fd: number, text: string): void {
  let rest = Buffer.from(text, 'utf8');
  while (rest.length > 0) {
    try {
      rest = rest.subarray(writeSync(fd, rest));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') return;
      if (code !== 'EAGAIN') throw e;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}
