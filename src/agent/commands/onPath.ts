/**
 * Whether a program of this name runs: a path to an executable file, or a name found in a PATH
 * folder, as bash looks it up (the hook's own PATH stands for the agent's shell's). Asked only for
 * the commands of a `command_not_found_handle` body, so it costs nothing on everyday lines.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { posix } from 'node:path';

export function onPath(name: string, path: string = process.env.PATH ?? ''): boolean {
  if (name === '') return false;
  if (name.includes('/')) return executable(name);
  return path.split(':').some((dir) => executable(posix.join(dir === '' ? '.' : dir, name)));
}

function executable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false; // missing, or not ours to run
  }
}
