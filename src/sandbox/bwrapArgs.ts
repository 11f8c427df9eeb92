/**
 * bubblewrap's options for `diffgate run`: the whole filesystem as it is (`--bind / /`, devices
 * through `--dev-bind /dev /dev`), in a PID namespace of its own with a fresh `/proc`, so that the
 * command sees only its own processes: no `/proc/PID/cwd` or `/proc/PID/root` of a process outside
 * leads back to the filesystem without the binds, and every process it starts, detached (`setsid`)
 * or not, ends with it (bubblewrap's init is the namespace's PID 1, and `--die-with-parent` ends it
 * when bubblewrap ends). Then every folder above a protected path is bound onto itself, writable
 * (a mount point cannot be renamed or removed: EBUSY, so no folder holding a protected path can be
 * moved aside and replaced), and each gate folder and protected file onto itself read-only. A
 * write into one fails with EROFS; a rename over it, or its removal, with EBUSY; a hard link to it
 * with EXDEV. As root the command keeps user id 0 but loses every capability (`--cap-drop ALL`):
 * without CAP_SYS_ADMIN it cannot unmount the binds, without CAP_DAC_READ_SEARCH it cannot open a
 * file by handle through the writable root, without the others it cannot reach around the mounts.
 * Pure: the caller passes what exists.
 */
import { posix } from 'node:path';

export interface Binds {
  files: string[];
  folders: string[];
}

export function bwrapArgs(binds: Binds, opts: { root: boolean }): string[] {
  const args = ['--bind', '/', '/', '--dev-bind', '/dev', '/dev', '--unshare-pid', '--proc', '/proc'];
  args.push('--die-with-parent');
  if (opts.root) args.push('--cap-drop', 'ALL');
  const readOnly = new Set([...binds.folders, ...binds.files]);
  for (const dir of anchors([...readOnly])) if (!readOnly.has(dir)) args.push('--bind', dir, dir);
  for (const dir of byDepth(binds.folders)) args.push('--ro-bind', dir, dir);
  for (const file of binds.files) args.push('--ro-bind', file, file);
  return args;
}

/** Every folder above the paths, `/` aside (it cannot be renamed), outermost first. */
export function anchors(paths: string[]): string[] {
  const out = new Set<string>();
  for (const p of paths) {
    for (let dir = posix.dirname(p); dir !== '/' && dir !== '.' && !out.has(dir); dir = posix.dirname(dir))
      out.add(dir);
  }
  return byDepth([...out]);
}

const byDepth = (paths: string[]): string[] =>
  [...paths].sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : a > b ? 1 : 0));

/** The options as bubblewrap's `--args FD` reads them: each one ended by a NUL (no length limit, unlike argv). */
export function nulSeparated(args: string[]): Buffer {
  return Buffer.from(args.map((a) => `${a}\0`).join(''), 'utf8');
}
