/**
 * OpenCode's tools as its model sees them (1.18.33): `edit` and `write`, or for models whose id
 * holds `gpt-` `apply_patch` in their place; `bash` is the shell. The plugin sees the tool as the
 * model called it. A call that is not an edit does not show which edit tools the model has, so
 * its next step names both.
 */
import type { ToolNames } from '../../agent/toolNames.js';
/** The names for a call of the plugin's `tool` (none for a prompt or session.idle). */
export declare function opencodeToolNames(tool?: string): ToolNames;
