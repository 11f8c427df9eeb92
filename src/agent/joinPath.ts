/**
 * `posix.join`, the same string for every input, without its normalising pass where the joined
 * text is already normal (no `//`, no `.` or `..` segment): most joins the hooks make put a file's
 * name under a folder that came from a real path or a home. node's normalise walks the string a
 * character at a time, and in a process that lives some 40 ms none of that is compiled: the gate
 * set's 600 joins were about 3 ms of a Write's pre-check (issue 29, the time per call). Anything
 * else goes to `posix.join` itself.
 */
import { posix } from 'node:path';

/** What `posix.normalize` would change: a doubled slash, or a `.` or `..` segment. */
const NOT_NORMAL = /\/\/|(?:^|\/)\.\.?(?:\/|$)/;

export function joinPath(...parts: string[]): string {
  // what posix.join normalises: the non-empty parts, joined by `/`
  let joined = '';
  for (const part of parts) if (part.length > 0) joined = joined === '' ? part : `${joined}/${part}`;
  return joined === '' || NOT_NORMAL.test(joined) ? posix.join(...parts) : joined;
}

/**
 * `[posix.dirname(path), posix.basename(path)]`, cut at the last `/` where the path is absolute,
 * normal and has no trailing slash (a gate path, a real path); anything else goes to node's own.
 */
export function parentAndName(path: string): [string, string] {
  const cut = path.lastIndexOf('/');
  if (cut === -1 || path[0] !== '/' || cut === path.length - 1 || NOT_NORMAL.test(path))
    return [posix.dirname(path), posix.basename(path)];
  return [cut === 0 ? '/' : path.slice(0, cut), path.slice(cut + 1)];
}
