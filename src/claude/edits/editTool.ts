/** The tools that edit a file, and the field of their input that names it. */
export type EditTool = 'Write' | 'Edit' | 'MultiEdit' | 'NotebookEdit';

export const editPathField = (tool: EditTool): string => (tool === 'NotebookEdit' ? 'notebook_path' : 'file_path');
