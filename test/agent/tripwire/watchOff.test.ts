/**
 * With the watch off (no DIFFGATE_WATCHMAN), the quiet pass and the full pass's lock do not read the
 * record's first line for the watch's server: that read is the watch's only, and every quiet pass
 * would pay it for nothing (issue 30).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const seen = vi.hoisted(() => ({ knownServer: 0 }));
vi.mock('../../../src/agent/tripwire/watchman.js', async (original) => {
  const real = await original<typeof import('../../../src/agent/tripwire/watchman.js')>();
  return {
    ...real,
    knownServer: (p: string) => {
      seen.knownServer++;
      return real.knownServer(p);
    },
  };
});

const { quietRecord } = await import('../../../src/agent/tripwire/quietRecord.js');
const { emptyState, WatchStore } = await import('../../../src/agent/tripwire/watchState.js');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diffgate-watchoff-'));
  seen.knownServer = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the watch switched off', () => {
  for (const value of [undefined, '', '0', 'off'])
    it(`DIFFGATE_WATCHMAN=${JSON.stringify(value)}: no read for the watch's server`, async () => {
      const env: NodeJS.ProcessEnv = value === undefined ? {} : { DIFFGATE_WATCHMAN: value };
      const store = join(dir, 'store');
      const ws = new WatchStore(store, { root: dir, env });
      await ws.locked(async () => ws.save(emptyState(Date.now(), dir)));
      expect(await quietRecord(new WatchStore(store), dir, false, env, Number.POSITIVE_INFINITY)).toBe(true);
      expect(seen.knownServer).toBe(0);
    });
});
