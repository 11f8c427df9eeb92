/**
 * Puts a watched path back as it was recorded before the call, losing nothing: whatever is at the
 * path now (the agent's version, a created file, a link) is first moved under the quarantine
 * folder, then the recorded bytes, mode and type are written back. A folder on the way that was
 * replaced by a symlink is moved away too, so that putting back never writes through a link.
 */
import {
  chmodSync,
  constants,
  copyFileSync,
  cpSync,
  lstatSync,
  mkdirSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { posix } from 'node:path';
import { lstatOrUndefined } from './statKey.js';
import type { Entry, WatchStore } from './watchState.js';

export interface PutBack {
  /** Where the agent's version is kept now; null when nothing was at the path. */
  kept: string | null;
  /** Whether the path existed before the call (it is back), or not (it was moved away). */
  existed: boolean;
}

/**
 * `name`: the path's name inside the quarantine folder (repository-relative, or absolute without
 * its leading slash); `base`: the folder above which no symlink is looked for (the repository
 * root or the home).
 */
export function putBack(
  path: string,
  before: Entry,
  store: WatchStore,
  quarantine: string,
  name: string,
  base: string,
): PutBack {
  const aside = (from: string, as: string): string => {
    const dest = posix.join(quarantine, as);
    mkdirSync(posix.dirname(dest), { recursive: true });
    try {
      renameSync(from, dest);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
      cpSync(from, dest, { recursive: true, verbatimSymlinks: true });
      rmSync(from, { recursive: true, force: true });
    }
    return dest;
  };
  moveLinkedFolders(path, base, (dir) => aside(dir, `${posix.relative(base, dir) || '.'}.link`));
  const kept = lstatOrUndefined(path) === undefined ? null : aside(path, name);
  const existed = before.t === 'f' || before.t === 'l';
  if (before.t === 'f' && before.b !== undefined) {
    mkdirSync(posix.dirname(path), { recursive: true });
    // a fresh name, created exclusively: nothing planted at it (a symlink) is written through
    const tmp = `${path}.diffgate-${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`;
    copyFileSync(store.blobPath(before.b), tmp, constants.COPYFILE_EXCL);
    chmodSync(tmp, before.m ?? 0o644);
    renameSync(tmp, path);
  } else if (before.t === 'l' && before.l !== undefined) {
    mkdirSync(posix.dirname(path), { recursive: true });
    symlinkSync(before.l, path);
  }
  return { kept, existed };
}

/** Each folder between `base` and the path that is a symlink now is handed to `away`. */
function moveLinkedFolders(path: string, base: string, away: (dir: string) => void): void {
  if (!path.startsWith(`${base}/`)) return;
  const parts = posix
    .relative(base, posix.dirname(path))
    .split('/')
    .filter((p) => p !== '');
  let dir = base;
  for (const part of parts) {
    dir = posix.join(dir, part);
    let st;
    try {
      st = lstatSync(dir);
    } catch {
      return; // missing from here on: mkdir makes real folders
    }
    if (st.isSymbolicLink()) {
      away(dir);
      return;
    }
  }
}
