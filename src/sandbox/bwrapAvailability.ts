/**
 * Whether bubblewrap can sandbox here: the `bwrap` on PATH, and a trial run of `true` in the
 * same mount layout (it fails where user namespaces are off and bwrap is not setuid).
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export type Availability =
  | { ok: true; bwrap: string }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'namespaces'; output: string };

export function findOnPath(name: string, env: NodeJS.ProcessEnv): string | undefined {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return undefined;
}

export function bwrapAvailability(env: NodeJS.ProcessEnv, trialArgs: string[]): Availability {
  const bwrap = findOnPath('bwrap', env);
  if (!bwrap) return { ok: false, reason: 'missing' };
  const trial = spawnSync(bwrap, [...trialArgs, '--', 'true'], { env, encoding: 'utf8', timeout: 30_000 });
  if (trial.status === 0) return { ok: true, bwrap };
  const output = `${trial.stderr ?? ''}${trial.error ? String(trial.error) : ''}`;
  return { ok: false, reason: 'namespaces', output: output || `exit ${trial.status ?? trial.signal}` };
}
