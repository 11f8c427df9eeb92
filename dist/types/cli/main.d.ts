/**
 * Dispatches the command line; every failure becomes exit 2 with a message (fail closed). The
 * CLI's messages are loaded only when one is written: a command that runs (most runs are hooks)
 * does not compile them.
 */
import { type Io } from './io.js';
export declare function run(argv: string[], io: Io): Promise<number>;
