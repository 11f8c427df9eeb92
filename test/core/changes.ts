/**
 * In-memory changes for the core's tests: FileChange objects built from strings, whose sides count
 * how often they are read, and a one-call way to run the checker and summarise its verdict.
 */
import { bytesOf, type ChangeStatus, type FileChange, type FileMode, type FileSide } from '../../src/core/change.js';
import { Checker } from '../../src/core/check.js';
import { parseManifest, type Manifest } from '../../src/core/parseManifest.js';
import type { Violation } from '../../src/core/verdict.js';

export const MANIFEST = '.diffgate.tsv';

export interface SideSpec {
  path: string;
  text?: string | Uint8Array;
  mode?: FileMode;
}

/** A side that records its reads; `fail` makes read() reject with that error. */
export interface TestSide extends FileSide {
  reads: number;
}

export function side(spec: SideSpec, fail?: Error): TestSide {
  const bytes = typeof spec.text === 'string' || spec.text === undefined ? bytesOf(spec.text ?? '') : spec.text;
  const s: TestSide = {
    path: spec.path,
    mode: spec.mode ?? '100644',
    reads: 0,
    read: async () => {
      s.reads++;
      if (fail) throw fail;
      return bytes;
    },
  };
  return s;
}

export interface TestChange extends FileChange {
  old: TestSide | null;
  new: TestSide | null;
}

export function change(status: ChangeStatus, old: SideSpec | null, neu: SideSpec | null): TestChange {
  return { status, old: old && side(old), new: neu && side(neu) };
}

export const added = (path: string, text = '', mode?: FileMode) =>
  change('added', null, { path, text, ...(mode ? { mode } : {}) });
export const modified = (path: string, before: string | Uint8Array, after: string | Uint8Array) =>
  change('modified', { path, text: before }, { path, text: after });
export const chmod = (path: string, text: string, from: FileMode, to: FileMode) =>
  change('modified', { path, text, mode: from }, { path, text, mode: to });
export const deleted = (path: string, text = '') => change('deleted', { path, text }, null);
export const renamed = (from: string, to: string, before = '', after = before) =>
  change('renamed', { path: from, text: before }, { path: to, text: after });
export const copied = (from: string, to: string, text = '') =>
  change('copied', { path: from, text }, { path: to, text });
export const typeChanged = (path: string, before: Omit<SideSpec, 'path'>, after: Omit<SideSpec, 'path'>) =>
  change('type-changed', { ...before, path }, { ...after, path });

/** A manifest line from its columns. */
export const tsv = (...cols: string[]) => cols.join('\t');

/** A manifest that must parse. */
export function manifestOf(...lines: string[]): Manifest {
  const m = parseManifest(`${lines.join('\n')}\n`, MANIFEST);
  if (m.errors.length > 0) throw new Error(`test manifest does not parse: ${JSON.stringify(m.errors)}`);
  return m;
}

/** `rule`, `rule@line` or `rule@line-endLine`: what a table expects of a violation. */
export function id(v: Violation): string {
  if (v.line === undefined) return v.rule;
  return `${v.rule}@${v.line}${v.endLine !== undefined ? `-${v.endLine}` : ''}`;
}

/** Violations of a list of changes under a manifest (the manifest's own path is `.diffgate.tsv`). */
export async function violations(manifest: Manifest, ...changes: FileChange[]): Promise<Violation[]> {
  return (await new Checker(manifest, MANIFEST).check(changes)).violations;
}

export async function ids(manifest: Manifest, ...changes: FileChange[]): Promise<string[]> {
  return (await violations(manifest, ...changes)).map(id);
}

/** `n` numbered lines `prefix1\n...`, for budget and property tests. */
export const lines = (n: number, prefix = 'line ') =>
  Array.from({ length: n }, (_, i) => `${prefix}${i + 1}\n`).join('');

export const bin = (...parts: (string | number)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'number' ? [p] : [...bytesOf(p)])));
