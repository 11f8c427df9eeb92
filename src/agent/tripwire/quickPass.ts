/**
 * The tripwire's quick pass: which recorded paths, folders and git ref files are not as recorded.
 * It needs no rules: one lstat per recorded path and folder, each compared with its key as numbers,
 * so a call that changed nothing watched costs no reads, no manifest parsing and no git process.
 */
import { lstatOrUndefined, sameKey } from './statKey.js';
import type { State } from './watchState.js';

/** What the quick pass found: paths whose key moved, and folders whose key moved. */
export interface Moved {
  files: string[];
  dirs: string[];
}

export function moved(state: State): Moved {
  const files: string[] = [];
  for (const path in state.files) {
    const e = state.files[path]!;
    if (e.r === 1 || !sameKey(lstatOrUndefined(path), e.k)) files.push(path);
  }
  const dirs: string[] = [];
  for (const dir in state.dirs) if (!sameKey(lstatOrUndefined(dir), state.dirs[dir]!)) dirs.push(dir);
  return { files, dirs };
}

/**
 * As `moved`, for the given paths only (those the watch reports may have moved: watchman.ts
 * `watchedCandidates`), so that the cost grows with the change; paths the record does not hold are
 * left out.
 */
export function movedAmong(state: State, paths: Iterable<string>): Moved {
  const files: string[] = [];
  const dirs: string[] = [];
  for (const path of new Set(paths)) {
    const e = state.files[path];
    if (e !== undefined && (e.r === 1 || !sameKey(lstatOrUndefined(path), e.k))) files.push(path);
    const d = state.dirs[path];
    if (d !== undefined && !sameKey(lstatOrUndefined(path), d)) dirs.push(path);
  }
  return { files, dirs };
}

export const nothingMoved = (m: Moved) => m.files.length === 0 && m.dirs.length === 0;

/** Whether any recorded ref file moved (or a new one appeared under a recorded folder). */
export function refsMoved(state: State): boolean {
  for (const f in state.refKeys) if (!sameKey(lstatOrUndefined(f), state.refKeys[f]!)) return true;
  return false;
}
