/**
 * What the hook asks the file system about a path. Synchronous: the hook makes one decision per
 * process, and node:fs/promises alone costs it 0.07x of node's start-up.
 */
import { lstatSync, statSync, type Stats } from 'node:fs';

const statOf = (path: string, follow: 'follow' | 'nofollow'): Stats =>
  follow === 'follow' ? statSync(path) : lstatSync(path);

/** A path's status, or undefined when it cannot be had for any reason (for questions that fail safe either way). */
export function statOrUndefined(path: string, follow: 'follow' | 'nofollow'): Stats | undefined {
  try {
    return statOf(path, follow);
  } catch {
    return undefined;
  }
}

/**
 * Whether a path exists, for decisions that differ between existing and missing files. Only a
 * path that is surely missing (ENOENT, ENOTDIR) counts as missing; one that cannot be inspected
 * counts as existing, so the rules for existing files still apply (fail closed).
 */
export function existsOrUnknown(path: string, follow: 'follow' | 'nofollow'): boolean {
  try {
    statOf(path, follow);
    return true;
  } catch (e) {
    return !isMissing(e);
  }
}

/**
 * ENOENT or ENOTDIR: the path is not there; ENAMETOOLONG: the path is longer than the kernel takes,
 * so nothing can be reached through it either (a long word is not a path). Anything else means it
 * could not be inspected.
 */
export function isMissing(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG';
}
