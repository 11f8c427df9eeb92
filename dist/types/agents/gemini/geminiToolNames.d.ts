/**
 * Gemini CLI's tools as its model sees them (@google/gemini-cli-core 0.61.0): `replace` edits,
 * `write_file` writes a whole file, `run_shell_command` is the shell. Its hooks name the tool as
 * the model called it.
 */
import type { ToolNames } from '../../agent/toolNames.js';
/** The names for a call of the hook's `tool_name` (none for a prompt or the end of a turn). */
export declare function geminiToolNames(tool?: string): ToolNames;
