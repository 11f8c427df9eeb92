/**
 * The hook's own state: what diffgate's hooks write for themselves, on every event, inside folders
 * that are otherwise gate folders (`.git/diffgate`, the user's state folder). One list, so that every
 * writer names its file from here and the tripwire never takes the hook's own write for an agent's
 * change to a gate folder (the git folder's identity files were put back by their own hook at every
 * event until they were added by hand: issue 29). The pre-check still refuses a shell write there:
 * being the hook's own does not make a path the agent's.
 */
import { posix } from 'node:path';
import { identityFile } from './gitDirIdentity.js';
import type { Place } from './place.js';

/** In the store folder: the tripwire's record and calls, what it kept aside, the audit log, the scheduled prompts. */
export const STORE_OWN = {
  tripwire: 'tripwire',
  quarantine: 'quarantine',
  audit: 'audit.jsonl',
  /** The prompts the model scheduled (CronCreate, ScheduleWakeup): agent/scheduledPrompt.ts. */
  scheduled: 'scheduled-prompts.jsonl',
} as const;

/** Every path (file or folder) the hook keeps for itself for this place. */
export function ownStatePaths(
  storeDir: string,
  place: Pick<Place, 'workspace' | 'home'>,
  env: NodeJS.ProcessEnv,
): string[] {
  return [
    ...Object.values(STORE_OWN).map((n) => posix.join(storeDir, n)),
    // one identity file a workspace, written at the first event in a moved or copied repository
    posix.dirname(identityFile(place, env)),
  ];
}
