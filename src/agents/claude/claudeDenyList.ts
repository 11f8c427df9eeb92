/**
 * What `install --claude --sandbox` writes and `doctor` expects: the project's
 * `.claude/settings.local.json`, and Claude Code's denyWrite entries for the protected set now,
 * that settings file included (a gate file that exists once written).
 */
import { posix } from 'node:path';
import type { Place } from '../../agent/place.js';
import { denyWriteEntries } from '../../sandbox/denyWriteEntries.js';
import { protectedSet } from '../../sandbox/protectedSet.js';

export const localSettingsFile = (place: Place): string => posix.join(place.root, '.claude', 'settings.local.json');

export async function claudeDenyList(place: Place, env: NodeJS.ProcessEnv): Promise<string[]> {
  const set = await protectedSet(place, env);
  return denyWriteEntries({ ...set, files: [...set.files, localSettingsFile(place)] });
}
