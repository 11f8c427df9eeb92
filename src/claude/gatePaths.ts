/**
 * Files that switch the gate itself off when written: the agent's hook settings (Claude Code reads
 * `disableAllHooks` and the hook commands from them) and diffgate's own installed code, which
 * the hook command runs. Like git's hooks, only a person changes them.
 */
import { posix } from 'node:path';
import type { Place } from './context.js';
import { isWithin } from './realPath.js';

/** The gate files and folders for a place: settings files, and the installed package. */
export function gatePaths(place: Place): { files: string[]; folders: string[] } {
  const settings = (dir: string) => [posix.join(dir, '.claude', 'settings.json'), posix.join(dir, '.claude', 'settings.local.json')];
  const roots = [...new Set([place.workspace, place.root])];
  return {
    files: [...new Set([...roots.flatMap(settings), ...settings(place.home), ...roots.map((r) => posix.join(r, 'node_modules', '.bin', 'diffgate'))])],
    folders: roots.map((r) => posix.join(r, 'node_modules', 'diffgate')),
  };
}

/** The gate file or folder the path is, or lies in; undefined when it is none. */
export function gateFileAt(path: string, place: Place): string | undefined {
  const { files, folders } = gatePaths(place);
  return files.find((f) => f === path) ?? folders.find((d) => isWithin(path, d));
}

/**
 * The settings files under a directory a command removes or rewrites whole (`rm -rf .claude`).
 * Not the installed package: removing `node_modules` does not switch the gate off (the hook
 * command then fails, which blocks), and `rm -rf node_modules` is an everyday command.
 */
export function gateFilesUnder(dir: string, place: Place): string[] {
  return gatePaths(place).files.filter((f) => !f.includes('/node_modules/') && isWithin(f, dir));
}
