/** Runs the command line of this process and sets its exit code (exit 2 on any failure). */
import { processIo } from './io.js';
import { run } from './main.js';
import { writeOut } from './writeOut.js';

export function start(): Promise<void> {
  return run(process.argv.slice(2), processIo()).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      writeOut(2, `diffgate: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 2;
    },
  );
}
