/** The tools that edit a file, the field of their input that names it, and their string edits. */
import type { ToolInput } from '../toolInput.js';
import type { Edit } from './applyEdits.js';

/** Delete: no Claude Code tool; other agents' deletion of a file (src/agents), judged as a deleted file. */
export type EditTool = 'Write' | 'Edit' | 'MultiEdit' | 'NotebookEdit' | 'Delete';

export const editPathField = (tool: EditTool): string => (tool === 'NotebookEdit' ? 'notebook_path' : 'file_path');

/** An Edit's or a MultiEdit's edits, each field checked (a malformed one fails with the field named). */
export function stringEdits(tool: 'Edit' | 'MultiEdit', input: ToolInput): Edit[] {
  return (tool === 'Edit' ? [input] : input.list('edits')).map((e) => ({
    oldString: e.string('old_string'),
    newString: e.string('new_string'),
    replaceAll: e.optionalBoolean('replace_all'),
  }));
}
