/** NotebookEdit semantics, on literal notebooks. */
import { describe, expect, it } from 'vitest';
import { editNotebook } from '../../src/agent/edits/editNotebook.js';

const nb = JSON.stringify({
  cells: [
    { cell_type: 'markdown', id: 'a', metadata: {}, source: '# A' },
    {
      cell_type: 'code',
      id: 'b',
      metadata: {},
      source: 'print(1)',
      execution_count: 3,
      outputs: [{ output_type: 'stream', text: '1' }],
    },
  ],
  metadata: {},
  nbformat: 4,
  nbformat_minor: 5,
});
const cells = (r: ReturnType<typeof editNotebook>) =>
  r.ok ? (JSON.parse(r.text) as { cells: Record<string, unknown>[] }).cells : r;

describe('editNotebook', () => {
  it("replaces a cell by id and clears a code cell's outputs", () => {
    const out = cells(
      editNotebook(nb, { cellId: 'b', newSource: 'print(2)', cellType: undefined, mode: 'replace' }),
    ) as Record<string, unknown>[];
    expect(out[1]).toMatchObject({ id: 'b', source: 'print(2)', execution_count: null, outputs: [] });
  });

  it('finds a cell by position (cell-N)', () => {
    const out = cells(
      editNotebook(nb, { cellId: 'cell-0', newSource: '# B', cellType: undefined, mode: 'replace' }),
    ) as Record<string, unknown>[];
    expect(out[0]).toMatchObject({ id: 'a', source: '# B' });
  });

  it('inserts after the given cell, or first without one', () => {
    const after = cells(
      editNotebook(nb, { cellId: 'a', newSource: 'x', cellType: 'markdown', mode: 'insert' }),
    ) as Record<string, unknown>[];
    expect(after.map((c) => c.source)).toEqual(['# A', 'x', 'print(1)']);
    const first = cells(
      editNotebook(nb, { cellId: undefined, newSource: 'y', cellType: 'code', mode: 'insert' }),
    ) as Record<string, unknown>[];
    expect(first[0]).toMatchObject({ cell_type: 'code', source: 'y', outputs: [], execution_count: null });
  });

  it('deletes a cell', () => {
    const out = cells(editNotebook(nb, { cellId: 'a', newSource: '', cellType: undefined, mode: 'delete' })) as Record<
      string,
      unknown
    >[];
    expect(out.map((c) => c.id)).toEqual(['b']);
  });

  it('writes JSON with one-space indentation', () => {
    const r = editNotebook(nb, { cellId: 'a', newSource: '# A2', cellType: undefined, mode: 'replace' });
    expect(r.ok && r.text.split('\n')[1]).toBe(' "cells": [');
  });

  it.each([
    ['a missing cell', nb, { cellId: 'zz', newSource: '', cellType: undefined, mode: 'replace' as const }, 'no-cell'],
    [
      'an insert without a cell type',
      nb,
      { cellId: 'a', newSource: '', cellType: undefined, mode: 'insert' as const },
      'no-cell-type',
    ],
    [
      'a file that is not JSON',
      '{',
      { cellId: 'a', newSource: '', cellType: undefined, mode: 'replace' as const },
      'bad-notebook',
    ],
    [
      'JSON without cells',
      '{}',
      { cellId: 'a', newSource: '', cellType: undefined, mode: 'replace' as const },
      'bad-notebook',
    ],
  ])('fails on %s', (_name, text, edit, why) => {
    expect(editNotebook(text, edit)).toMatchObject({ ok: false, why });
  });
});
