/**
 * The real path of a path that may not exist yet: symlinks resolved, and for a missing path the
 * real path of its nearest existing parent with the rest appended. A dangling symlink is followed
 * to where it points, since writing through it creates its target there.
 */
import { readlinkSync, realpathSync } from 'node:fs';
import { posix } from 'node:path';
import { isMissing, statOrUndefined } from './exists.js';

const MAX_LINKS = 40;

export function realPathOf(abs: string, depth = 0): string {
  try {
    return realpathSync.native(abs);
  } catch (e) {
    if (!isMissing(e)) throw e;
  }
  if (depth > MAX_LINKS) throw new Error(`too many levels of symbolic links at ${abs}`);
  const link = statOrUndefined(abs, 'nofollow')?.isSymbolicLink() ?? false;
  if (link) {
    const target = readlinkSync(abs);
    return realPathOf(posix.resolve(posix.dirname(abs), target), depth + 1);
  }
  const parent = posix.dirname(abs);
  if (parent === abs) return abs;
  return posix.join(realPathOf(parent, depth + 1), posix.basename(abs));
}

/** Whether `path` is `dir` or lies under it (both absolute and normalised). */
export function isWithin(path: string, dir: string): boolean {
  return path === dir || path.startsWith(dir.endsWith('/') ? dir : `${dir}/`);
}
