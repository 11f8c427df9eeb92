/**
 * The real path of a path that may not exist yet: symlinks resolved, and for a missing path the
 * real path of its nearest existing parent with the rest appended. A dangling symlink is followed
 * to where it points, since writing through it creates its target there. A symlink loop (`a -> b`,
 * `b -> a`) leads nowhere: nothing can be written through it and removing it removes the link, so
 * its path is the link itself, under its folder's real path. A path too long for the kernel
 * (tooLongForPath) reaches nothing: it is not asked about, its nearest parent short enough is.
 */
import { readlinkSync, realpathSync } from 'node:fs';
import { posix } from 'node:path';
import { isMissing, statOrUndefined } from './exists.js';
import { tooLongForPath } from './tooLongForPath.js';

const MAX_LINKS = 40;

export function realPathOf(abs: string): string {
  try {
    return follow(abs, 0);
  } catch (e) {
    if (!(e instanceof LinkLoop)) throw e;
  }
  const parent = posix.dirname(abs);
  if (parent === abs) return abs;
  return posix.join(realPathOf(parent), posix.basename(abs));
}

/** A path whose resolution goes round in symlinks (ELOOP, or more links than the system follows). */
class LinkLoop extends Error {}

function follow(abs: string, depth: number): string {
  if (tooLongForPath(abs)) {
    const parent = posix.dirname(abs);
    return parent === abs ? abs : posix.join(follow(parent, depth), posix.basename(abs));
  }
  try {
    return realpathSync.native(abs);
  } catch (e) {
    if ((e as NodeJS.ErrnoException)?.code === 'ELOOP') throw new LinkLoop(abs);
    if (!isMissing(e)) throw e;
  }
  if (depth > MAX_LINKS) throw new LinkLoop(abs);
  const link = statOrUndefined(abs, 'nofollow')?.isSymbolicLink() ?? false;
  if (link) {
    const target = readlinkSync(abs);
    return follow(posix.resolve(posix.dirname(abs), target), depth + 1);
  }
  const parent = posix.dirname(abs);
  if (parent === abs) return abs;
  return posix.join(follow(parent, depth + 1), posix.basename(abs));
}

/** Whether `path` is `dir` or lies under it (both absolute and normalised). */
export function isWithin(path: string, dir: string): boolean {
  return path === dir || path.startsWith(dir.endsWith('/') ? dir : `${dir}/`);
}
