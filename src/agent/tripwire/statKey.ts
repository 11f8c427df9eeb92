/**
 * The stat key of a watched path: anything a write changes, change time included. A process can
 * set a file's size and modification time back (`touch -d`), but not its change time, which the
 * kernel sets to now on every write, chmod or rename; a replaced file has another inode. Kept as
 * numbers and compared as numbers: the quick pass compares one key per watched path on both sides
 * of every tool call, and building a string of six numbers (two of them fractions) for each cost
 * more than the lstat's own work in node.
 */
import { lstatSync, type Stats } from 'node:fs';

/** mode, device, inode, size, change time and modification time (ms, as node gives them); 0 when absent. */
export type Key = readonly [number, number, number, number, number, number] | 0;

export const ABSENT = 0;

export function keyOf(st: Stats | undefined): Key {
  if (st === undefined) return ABSENT;
  return [st.mode, st.dev, st.ino, st.size, st.ctimeMs, st.mtimeMs];
}

/** Whether a path's stat (undefined: absent) is the one a key recorded. */
export function sameKey(st: Stats | undefined, k: Key): boolean {
  if (st === undefined || k === ABSENT) return st === undefined && k === ABSENT;
  return (
    st.ctimeMs === k[4] &&
    st.ino === k[2] &&
    st.mtimeMs === k[5] &&
    st.size === k[3] &&
    st.mode === k[0] &&
    st.dev === k[1]
  );
}

export function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path, { throwIfNoEntry: false }); // an absent path, the common miss, costs no exception
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw e;
  }
}
