/**
 * The command names the write-target table (writeTargets.ts) knows to write: what the pre-scan
 * (prescan.ts) sends to the parser. A list of its own so that clearing a plain line loads neither
 * the table nor the parser; test/agent/shell/writingCommands.test.ts keeps it equal to the table.
 */
export declare const WRITING_COMMANDS: readonly string[];
