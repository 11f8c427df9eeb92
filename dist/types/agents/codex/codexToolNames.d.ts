/**
 * Codex's tools as its model sees them (Codex 0.169.0, gpt-5.5): edits through `apply_patch` (a
 * freeform tool, whole files included), the shell through `exec_command`, which its hooks call
 * `Bash`. No folder-listing tool: the model lists through the shell.
 */
import type { ToolNames } from '../../agent/toolNames.js';
/** The names for a call of the hook's `tool_name` (none for a prompt or Stop). */
export declare function codexToolNames(tool?: string): ToolNames;
