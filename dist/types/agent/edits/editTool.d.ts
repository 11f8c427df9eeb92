/** The tools that edit a file, the field of their input that names it, and their string edits. */
import type { ToolInput } from '../toolInput.js';
import type { Edit } from './applyEdits.js';
/** Delete: no Claude Code tool; other agents' deletion of a file (src/agents), judged as a deleted file. */
export type EditTool = 'Write' | 'Edit' | 'MultiEdit' | 'NotebookEdit' | 'Delete';
export declare const editPathField: (tool: EditTool) => string;
/** An Edit's or a MultiEdit's edits, each field checked (a malformed one fails with the field named). */
export declare function stringEdits(tool: 'Edit' | 'MultiEdit', input: ToolInput): Edit[];
