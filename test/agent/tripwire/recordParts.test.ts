/**
 * The record in parts (recordParts.ts): a record of many files is written in parts, a save writes
 * only the parts whose entries changed, and a part that is gone, rewritten, or put back from an
 * earlier record makes the record one diffgate did not write (fail closed), by its key, or by its
 * bytes' hash in a store copied whole.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PARTS_FROM, partedOf, partOf, partsFor } from '../../../src/agent/tripwire/recordParts.js';
import { emptyState, type Entry, type State, WatchStore } from '../../../src/agent/tripwire/watchState.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diffgate-parts-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const ROOT = '/repo';
const entry = (i: number): Entry => ({ k: [0o100644, 1, i + 10, 3, 1000 + i, 1000 + i], t: 'f', m: 0o644 });
/** A record of `count` files in folders of 100. */
function big(count: number): State {
  const s = emptyState(1, ROOT);
  for (let i = 0; i < count; i++) s.files[`${ROOT}/vendor/p${Math.floor(i / 100)}/f${i}.js`] = entry(i);
  s.dirs[`${ROOT}/vendor`] = entry(0).k;
  return s;
}
const partsFolder = () => join(dir, 'tripwire/parts');
const parts = () => readdirSync(partsFolder()).sort();
const keyOf = (name: string) => {
  const st = lstatSync(join(partsFolder(), name));
  return [st.ino, st.ctimeMs];
};
const record = () => JSON.parse(readFileSync(join(dir, 'tripwire/state.json'), 'utf8'));

describe('the record in parts', () => {
  it.each([
    [10, 1],
    [PARTS_FROM - 1, 1],
    [PARTS_FROM, 4],
    [50_000, 128],
    [200_000, 512],
  ])('%i entries are kept in %i part(s)', (count, n) => {
    expect(partsFor(count)).toBe(n);
  });

  it.each([
    ['/home/me/.bashrc', true],
    ['/repo/.git/hooks/pre-commit', true],
    ['/repo/.claude/settings.json', true],
    ['/repo/.diffgate.tsv', true],
    ['/repo/package.json', true],
    ['/repo/node_modules/.bin/diffgate', true],
    ['/repo/node_modules/diffgate/dist/cli/index.js', true],
    ['/repo/vendor/p1/a.js', false],
    ['/repo/node_modules/left-pad/index.js', false],
  ])('%s is in the part the full pass reads for the gate list: %s', (path, gate) => {
    expect(partOf(path, 128, ROOT) === 0).toBe(gate);
    expect(partOf(path, 1, ROOT)).toBe(0);
  });

  it('the files of one folder share a part; folders spread over the others', () => {
    const parts = new Set<number>();
    for (let f = 0; f < 200; f++) {
      const p = partOf(`${ROOT}/vendor/p${f}/a.js`, 16, ROOT);
      expect(partOf(`${ROOT}/vendor/p${f}/b.js`, 16, ROOT)).toBe(p);
      parts.add(p);
    }
    expect(parts.size).toBe(15);
    expect(parts.has(0)).toBe(false);
  });

  it('a folder of more files than a part holds is split by name ranges, each range in a part of its own', () => {
    const s = emptyState(1, ROOT);
    const names: string[] = [];
    for (let i = 0; i < 5000; i++) names.push(`${ROOT}/vendor/f${String(i).padStart(5, '0')}.js`);
    names.forEach((p, i) => {
      s.files[p] = entry(i);
    });
    new WatchStore(dir).save(s);
    const index = record().parts;
    expect(index.n).toBe(16);
    expect(Math.max(...index.c)).toBeLessThanOrEqual(512); // one folder, yet no part holds more than a range
    expect(index.c.filter((c: number) => c > 0)).toHaveLength(10);
    const keys = new Map(parts().map((n) => [n, keyOf(n)]));

    // one file changed and one added in the middle of the folder: one part of a range rewritten
    const state = new WatchStore(dir).read(ROOT).state!;
    const path = `${ROOT}/vendor/f02345.js`;
    expect(state.files[path]).toEqual(entry(2345));
    state.files[path] = { ...entry(2345), r: 1 };
    state.files[`${ROOT}/vendor/f02345b.js`] = entry(9999);
    new WatchStore(dir).save(state);
    const rewritten = parts().filter((n) => !keys.has(n));
    expect(rewritten).toHaveLength(1);
    expect(Object.keys(JSON.parse(readFileSync(join(partsFolder(), rewritten[0]!), 'utf8')))).toHaveLength(513);
    const again = new WatchStore(dir).read(ROOT).state!;
    expect(again.files[path]).toEqual({ ...entry(2345), r: 1 });
    expect(again.files[`${ROOT}/vendor/f02345b.js`]).toEqual(entry(9999));
    expect(again.files[`${ROOT}/vendor/f04999.js`]).toEqual(entry(4999));
    expect(Object.keys(again.files)).toHaveLength(5001);
  });

  it.each([
    ['not sorted', { [`${ROOT}/vendor`]: ['b', 'a'] }],
    ['not names', { [`${ROOT}/vendor`]: [1, 2] }],
    ['not a list', { [`${ROOT}/vendor`]: 'a' }],
  ])('a record whose split ranges are %s is not believed', (_, s) => {
    new WatchStore(dir).save(big(3000));
    const r = record();
    r.parts.s = s;
    writeFileSync(join(dir, 'tripwire/state.json'), JSON.stringify(r));
    const read = new WatchStore(dir).read(ROOT);
    expect(read.state).toBeUndefined();
    expect(read.problem).toBe('its parts are not named right');
  });

  it('a small record stays whole in state.json, as before parts', () => {
    const ws = new WatchStore(dir);
    ws.save(big(100));
    expect(Object.keys(record().files)).toHaveLength(100);
    expect(record().parts).toBeUndefined();
    expect(() => readdirSync(partsFolder())).toThrow();
  });

  it('a large one is written in parts; a lookup reads one part; a save rewrites only the parts changed', () => {
    const ws = new WatchStore(dir);
    ws.save(big(5000));
    expect(record().files).toBeUndefined();
    expect(record().parts.n).toBe(16);
    const before = parts();
    expect(before).toHaveLength(16);
    const keys = new Map(before.map((n) => [n, keyOf(n)]));

    const state = new WatchStore(dir).read(ROOT).state!;
    const path = `${ROOT}/vendor/p7/f712.js`;
    expect(state.files[path]).toEqual(entry(712));
    state.files[path] = { ...entry(712), r: 1 };
    state.files[`${ROOT}/vendor/p7/new.js`] = entry(9999);
    new WatchStore(dir).save(state);

    const after = parts();
    expect(after).toHaveLength(16);
    const rewritten = after.filter((n) => !keys.has(n));
    expect(rewritten).toHaveLength(1); // the part of vendor/p7: the old file removed, the new one beside
    for (const n of after.filter((x) => keys.has(x))) expect(keyOf(n)).toEqual(keys.get(n)); // untouched
    const again = new WatchStore(dir).read(ROOT).state!;
    expect(again.files[path]).toEqual({ ...entry(712), r: 1 });
    expect(Object.keys(again.files)).toHaveLength(5001);
  });

  it('a save that changes nothing in a part writes no part', () => {
    new WatchStore(dir).save(big(3000));
    const before = parts().map(keyOf);
    const state = new WatchStore(dir).read(ROOT).state!;
    const p = `${ROOT}/vendor/p3/f300.js`;
    state.files[p] = { ...state.files[p]! }; // set, same entry
    new WatchStore(dir).save(state);
    expect(parts().map(keyOf)).toEqual(before);
  });

  it('a save cut short (the hook killed after writing a part) leaves the record it replaces whole and believed', () => {
    new WatchStore(dir).save(big(3000));
    const state = new WatchStore(dir).read(ROOT).state!;
    state.files[`${ROOT}/vendor/p3/f300.js`] = entry(1);
    partedOf(state.files)!.save(); // the part written, the record not yet
    const read = new WatchStore(dir).read(ROOT);
    expect(read.problem).toBeUndefined();
    expect(read.state!.files[`${ROOT}/vendor/p3/f300.js`]).toEqual(entry(300));
  });

  const named = () => Object.keys(record().parts.h).length;
  it.each<[string, () => void, 'missing' | 'changed']>([
    ['removed', () => rmSync(join(partsFolder(), parts()[3]!)), 'missing'],
    [
      'rewritten with a well-formed part (an entry of its own)',
      () => {
        const f = join(partsFolder(), parts()[3]!);
        const o = JSON.parse(readFileSync(f, 'utf8'));
        for (const p in o) o[p] = entry(1);
        writeFileSync(f, JSON.stringify(o));
      },
      'changed',
    ],
    [
      'rewritten with the same bytes (touched by a write)',
      () => {
        const f = join(partsFolder(), parts()[3]!);
        writeFileSync(f, readFileSync(f));
      },
      'changed',
    ],
    [
      'replaced by a FIFO',
      () => {
        const f = join(partsFolder(), parts()[3]!);
        rmSync(f);
        execFileSync('mkfifo', [f]);
      },
      'changed',
    ],
  ])('a part %s: the record is not believed, and the part is named', (_, tamper, why) => {
    new WatchStore(dir).save(big(3000));
    expect(named()).toBe(8);
    tamper();
    const read = new WatchStore(dir).read(ROOT);
    expect(read.state).toBeUndefined();
    expect(read.part).toMatchObject({ why });
    expect(read.part!.part).toMatch(/^parts\/\d+-[0-9a-f]{16}\.json$/);
  });

  it('a stale part: bytes of an earlier record put back under the name the record gives now', () => {
    new WatchStore(dir).save(big(3000));
    const state = new WatchStore(dir).read(ROOT).state!;
    const p = `${ROOT}/vendor/p3/f300.js`;
    const old = new Map(parts().map((n) => [n, readFileSync(join(partsFolder(), n))]));
    state.files[p] = entry(1);
    new WatchStore(dir).save(state);
    const renamed = parts().find((n) => !old.has(n))!;
    const was = [...old.keys()].find((n) => n.split('-')[0] === renamed.split('-')[0])!;
    writeFileSync(join(partsFolder(), renamed), old.get(was)!);
    expect(new WatchStore(dir).read(ROOT).part).toMatchObject({ why: 'changed' });
  });

  it('a stale record: state.json of an earlier save put back names parts that are gone', () => {
    new WatchStore(dir).save(big(3000));
    const oldRecord = readFileSync(join(dir, 'tripwire/state.json'));
    const state = new WatchStore(dir).read(ROOT).state!;
    state.files[`${ROOT}/vendor/p3/f300.js`] = entry(1);
    new WatchStore(dir).save(state);
    writeFileSync(join(dir, 'tripwire/state.json'), oldRecord);
    expect(new WatchStore(dir).read(ROOT).part).toMatchObject({ why: 'missing' });
  });

  it('a store copied whole (new inodes and change times): believed by the parts’ hashes, unless one was altered', () => {
    new WatchStore(dir).save(big(3000));
    const copy = mkdtempSync(join(tmpdir(), 'diffgate-parts-copy-'));
    try {
      cpSync(join(dir, 'tripwire'), join(copy, 'tripwire'), { recursive: true });
      // another root: the repository was copied (watchState.ts rebase)
      const read = new WatchStore(copy).read('/repo2');
      expect(read.problem).toBeUndefined();
      expect(Object.keys(read.state!.files)).toHaveLength(3000);
      // under its own root, the same copy is judged by key: every part has a new one
      expect(new WatchStore(copy).read(ROOT).part).toMatchObject({ why: 'changed' });
      const f = readdirSync(join(copy, 'tripwire/parts'))
        .map((n) => join(copy, 'tripwire/parts', n))
        .find((x) => readFileSync(x, 'utf8').includes('"m":420'))!;
      writeFileSync(f, readFileSync(f, 'utf8').replace('"m":420', '"m":493'));
      expect(new WatchStore(copy).read('/repo2').part).toMatchObject({ why: 'changed' });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('a record set aside as forged takes its parts with it', () => {
    new WatchStore(dir).save(big(3000));
    const to = new WatchStore(dir).setAside(new Date(0))!;
    expect(readdirSync(`${to}-parts`)).toHaveLength(8);
  });
});
