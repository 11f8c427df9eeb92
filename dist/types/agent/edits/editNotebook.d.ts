/**
 * The notebook a NotebookEdit leaves: a cell found by its id (or `cell-N`, its position), then
 * replaced, inserted after (at the start without cell_id), or deleted. A replaced or inserted code
 * cell loses its outputs and execution count. Written back as JSON with one-space indentation,
 * as Claude Code writes notebooks; content rules (invariant, append, budget) see those bytes.
 */
export interface NotebookEdit {
    cellId: string | undefined;
    newSource: string;
    cellType: 'code' | 'markdown' | undefined;
    mode: 'replace' | 'insert' | 'delete';
}
export type NotebookResult = {
    ok: true;
    text: string;
} | {
    ok: false;
    why: 'no-cell' | 'no-cell-type' | 'bad-notebook';
    detail: string;
};
export declare function editNotebook(current: string, edit: NotebookEdit): NotebookResult;
