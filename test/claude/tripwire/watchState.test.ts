/**
 * WatchStore.locked tells its work whether the lock was taken over from a pass that did not
 * finish (a hook that died or threw mid-pass, or something at the lock's place that is not a
 * lock): such a pass may have left a change unjudged, so the next one must not take what it finds
 * as a person's. A finished pass leaves nothing behind, and the next one is told so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownerText } from '../../../src/claude/tripwire/storeLock.js';
import { WatchStore } from '../../../src/claude/tripwire/watchState.js';

let dir: string;
let ws: WatchStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diffgate-store-'));
  ws = new WatchStore(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lock = () => join(dir, 'tripwire/lock');
const gonePid = () => spawnSync('true').pid!;

describe('WatchStore.locked', () => {
  it('a finished pass: the next one is not told of a takeover, and nothing is left in the store', async () => {
    expect(await ws.locked(async (t) => t)).toBe(false);
    expect(await ws.locked(async (t) => t)).toBe(false);
    expect(readdirSync(join(dir, 'tripwire'))).toEqual([]);
  });

  it('a pass that threw: the next one is told', async () => {
    await expect(
      ws.locked(async () => {
        throw new Error('the record cannot be read');
      }),
    ).rejects.toThrow('the record cannot be read');
    expect(existsSync(lock())).toBe(true);
    expect(await ws.locked(async (t) => t)).toBe(true);
    expect(await ws.locked(async (t) => t)).toBe(false);
  });

  it.each<[string, () => void]>([
    [
      'a holder that is gone',
      () => {
        mkdirSync(lock(), { recursive: true });
        writeFileSync(
          join(lock(), 'owner'),
          ownerText({ pid: gonePid(), until: Date.now() + 60_000, token: 'abcdef0123456789' }),
        );
      },
    ],
    [
      'a file',
      () => {
        mkdirSync(join(dir, 'tripwire'));
        writeFileSync(lock(), '');
      },
    ],
    ['an empty folder', () => mkdirSync(lock(), { recursive: true })],
  ])('%s at the lock: the next pass is told', async (_, plant) => {
    plant();
    expect(await ws.locked(async (t) => t)).toBe(true);
  });

  it('two passes of one process run one after the other, neither told of a takeover', async () => {
    const order: string[] = [];
    const pass = (name: string) =>
      ws.locked(async (t) => {
        order.push(`${name} in`);
        await new Promise((r) => setTimeout(r, 100));
        order.push(`${name} out`);
        return t;
      });
    expect(await Promise.all([pass('a'), pass('b')])).toEqual([false, false]);
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out']);
  });
});
