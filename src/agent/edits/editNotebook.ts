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

export type NotebookResult =
  | { ok: true; text: string }
  | { ok: false; why: 'no-cell' | 'no-cell-type' | 'bad-notebook'; detail: string };

type Cell = Record<string, unknown>;

export function editNotebook(current: string, edit: NotebookEdit): NotebookResult {
  let nb: { cells?: unknown; nbformat?: unknown; nbformat_minor?: unknown };
  try {
    nb = JSON.parse(current) as typeof nb;
  } catch (e) {
    return { ok: false, why: 'bad-notebook', detail: (e as Error).message };
  }
  if (typeof nb !== 'object' || nb === null || !Array.isArray(nb.cells))
    return { ok: false, why: 'bad-notebook', detail: 'no "cells" list' };
  const cells = nb.cells as Cell[];
  const index = edit.cellId === undefined ? -1 : findCell(cells, edit.cellId);
  if (edit.cellId !== undefined && index === -1) return { ok: false, why: 'no-cell', detail: edit.cellId };
  if (edit.mode === 'delete') {
    if (index === -1) return { ok: false, why: 'no-cell', detail: edit.cellId ?? '' };
    cells.splice(index, 1);
  } else if (edit.mode === 'insert') {
    if (!edit.cellType) return { ok: false, why: 'no-cell-type', detail: '' };
    const cell: Cell = {
      cell_type: edit.cellType,
      id: cellIdFor(cells.length, edit.newSource),
      metadata: {},
      source: edit.newSource,
    };
    if (edit.cellType === 'code') Object.assign(cell, { execution_count: null, outputs: [] });
    cells.splice(index + 1, 0, cell);
  } else {
    if (index === -1) return { ok: false, why: 'no-cell', detail: edit.cellId ?? '' };
    const cell = cells[index]!;
    cell.source = edit.newSource;
    if (edit.cellType) cell.cell_type = edit.cellType;
    if (cell.cell_type === 'code') Object.assign(cell, { execution_count: null, outputs: [] });
  }
  return { ok: true, text: JSON.stringify(nb, null, 1) };
}

function findCell(cells: Cell[], id: string): number {
  const byId = cells.findIndex((c) => c.id === id);
  if (byId !== -1) return byId;
  const m = /^cell-(\d+)$/.exec(id);
  const n = m ? Number(m[1]) : -1;
  return n >= 0 && n < cells.length ? n : -1;
}

/** A stable id for an inserted cell (the tool makes a random one; only its length matters to a byte budget). */
function cellIdFor(n: number, source: string): string {
  let h = 5381;
  for (const ch of `${n}:${source}`) h = ((h * 33) ^ ch.charCodeAt(0)) >>> 0;
  return h.toString(36).padStart(8, '0').slice(0, 8);
}
