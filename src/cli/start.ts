/** Runs the command line of this process and sets its exit code (the entry point turns a failure into exit 2). */
import { processIo } from './io.js';
import { run } from './main.js';

export async function start(): Promise<void> {
  process.exitCode = await run(process.argv.slice(2), processIo());
}
