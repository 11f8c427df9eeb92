/**
 * Copilot CLI's tools as its model sees them (1.0.102): `edit` and `create`, or for gpt-5.x models
 * `apply_patch` in their place; `bash` (`powershell` on Windows) is the shell. Its hooks name the
 * tool as the model called it. A call that is not an edit does not show which edit tools the
 * model has, so its next step names both.
 */
import type { ToolNames } from '../../agent/toolNames.js';
/** The names for a call of the payload's `toolName` (none for a prompt or agentStop). */
export declare function copilotToolNames(tool?: string): ToolNames;
