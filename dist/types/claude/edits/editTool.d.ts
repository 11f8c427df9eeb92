/** The tools that edit a file, the field of their input that names it, and their string edits. */
import type { ToolInput } from '../hookInput.js';
import type { Edit } from './applyEdits.js';
export type EditTool = 'Write' | 'Edit' | 'MultiEdit' | 'NotebookEdit';
export declare const editPathField: (tool: EditTool) => string;
/** An Edit's or a MultiEdit's edits, each field checked (a malformed one fails with the field named). */
export declare function stringEdits(tool: 'Edit' | 'MultiEdit', input: ToolInput): Edit[];
