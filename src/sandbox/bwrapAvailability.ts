/**
 * Whether bubblewrap can sandbox here: a `bwrap` at one of the system's own places, and a trial
 * run of `true` in the same mount layout (it fails where user namespaces are off and bwrap is not
 * setuid). PATH is not searched: `npx` puts `node_modules/.bin` first, and any folder the command
 * can write to could hold a fake `bwrap` planted by an earlier run. The file and every folder
 * above it must belong to root and be writable by no one else, so that no process of the user's
 * can replace it.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { posix } from 'node:path';

/** Where the system's package managers install bubblewrap. */
export const BWRAP_PLACES = ['/usr/bin/bwrap', '/usr/local/bin/bwrap', '/bin/bwrap'];

export type Availability =
  | { ok: true; bwrap: string }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'namespaces'; output: string };

/** The first of the places that holds an executable bwrap only root can change, by real path. */
export function systemBwrap(places: string[] = BWRAP_PLACES): string | undefined {
  for (const place of places) {
    try {
      const real = realpathSync.native(place);
      if (!statSync(real).isFile()) continue;
      accessSync(real, constants.X_OK);
      if (onlyRootWrites(real)) return real;
    } catch {
      /* not here */
    }
  }
  return undefined;
}

/** The path and every folder above it belong to root and are writable by neither group nor others. */
function onlyRootWrites(path: string): boolean {
  for (let p = path; ; p = posix.dirname(p)) {
    const st = statSync(p);
    if (st.uid !== 0 || (st.mode & 0o022) !== 0) return false;
    if (p === '/') return true;
  }
}

export function bwrapAvailability(env: NodeJS.ProcessEnv, trialArgs: string[]): Availability {
  const bwrap = systemBwrap();
  if (!bwrap) return { ok: false, reason: 'missing' };
  const trial = spawnSync(bwrap, [...trialArgs, '--', 'true'], { env, encoding: 'utf8', timeout: 30_000 });
  if (trial.status === 0) return { ok: true, bwrap };
  const output = `${trial.stderr ?? ''}${trial.error ? String(trial.error) : ''}`;
  return { ok: false, reason: 'namespaces', output: output || `exit ${trial.status ?? trial.signal}` };
}
