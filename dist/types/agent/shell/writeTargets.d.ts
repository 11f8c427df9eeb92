import type { SimpleCommand } from './simpleCommand.js';
import type { CommandWrites } from './writeTarget.js';
/** What a simple command writes, and the programs it hands to interpreters. */
export declare function commandWrites(cmd: SimpleCommand): CommandWrites;
/** Command names this table knows to write: the pre-scan's list (writingCommands.ts) must name each. */
export declare const HANDLED_COMMANDS: readonly string[];
