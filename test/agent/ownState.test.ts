/**
 * The hook's own state (src/agent/ownState.ts): every path the hook writes for itself inside a gate
 * folder is its own to the tripwire's watch list (never an agent's change to put back), and nothing
 * else in those folders is: the release and refusal records and the git hooks stay gate paths.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadRules } from '../../src/agent/context.js';
import { identityFile } from '../../src/agent/gitDirIdentity.js';
import { ownStatePaths, STORE_OWN } from '../../src/agent/ownState.js';
import { locate } from '../../src/agent/place.js';
import { WatchList } from '../../src/agent/tripwire/watchList.js';
import { cleanEnv } from '../helpers/gitRepo.js';
import { withHarness } from './hookHarness.js';

it('each path of the own state is the hook own, and the records beside it stay gate paths', async () => {
  await withHarness(async (h) => {
    const env = cleanEnv({ HOME: h.home, XDG_STATE_HOME: join(h.home, '.local/state') });
    const place = locate(h.repo.dir, env, h.home);
    const storeDir = join(place.gitDir!, 'diffgate');
    const list = new WatchList({ place, rules: await loadRules(place, env) }, env, storeDir, join(h.home, 'no-cli'));
    const own = ownStatePaths(storeDir, place, env);
    expect(own).toEqual(
      expect.arrayContaining([
        ...Object.values(STORE_OWN).map((n) => join(storeDir, n)),
        join(h.home, '.local/state/diffgate/git-dirs'),
      ]),
    );
    for (const path of [...own, join(storeDir, 'tripwire/state.json'), identityFile(place, env)]) {
      expect([path, list.isOwn(path), list.inGateFolder(path)]).toEqual([path, true, false]);
    }
    for (const path of [
      join(storeDir, 'releases/x.json'),
      join(storeDir, 'refused/x.json'),
      join(place.gitDir!, 'hooks/pre-commit'),
      join(h.home, '.local/state/diffgate/other'),
    ]) {
      expect([path, list.isOwn(path), list.inGateFolder(path)]).toEqual([path, false, true]);
    }
  });
});
