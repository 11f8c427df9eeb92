/**
 * joinPath is posix.join for every input (it skips only the normalising pass, where there is
 * nothing to normalise), and the gate set, made on every changing call, asks posix.join only for
 * what needs normalising (issue 29, the time per call).
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gateSet } from '../../src/agent/gatePaths.js';
import { joinPath, parentAndName } from '../../src/agent/joinPath.js';

const PIECES = [
  '',
  '/',
  '//',
  '.',
  '..',
  './',
  '../',
  'a',
  'b.c',
  '.d',
  '..e',
  'f.',
  'g/',
  '/h',
  'i//j',
  'k/./l',
  'm/../n',
  '/o/p',
  'q/..',
  '...',
];

describe('joinPath', () => {
  it.each([
    [['/home/me', '.claude/settings.json'], '/home/me/.claude/settings.json'],
    [['/', 'etc'], '/etc'],
    [['/home/me/', 'x'], '/home/me/x'],
    [['/home/me', ''], '/home/me'],
    [[], '.'],
    [['', ''], '.'],
    [['a', '..'], '.'],
    [['/a', '..', '..'], '/'],
    [['/a/./b', 'c'], '/a/b/c'],
    [['/a//b', 'c/'], '/a/b/c/'],
    [['.hidden', '...'], '.hidden/...'],
  ])('%j is %s, as posix.join', (parts, expected) => {
    expect(joinPath(...parts)).toBe(expected);
    expect(posix.join(...parts)).toBe(expected);
  });

  it('gives what posix.join gives for every sequence of up to three pieces', () => {
    for (const a of PIECES)
      for (const b of PIECES) {
        expect(joinPath(a, b), JSON.stringify([a, b])).toBe(posix.join(a, b));
        for (const c of PIECES) expect(joinPath(a, b, c), JSON.stringify([a, b, c])).toBe(posix.join(a, b, c));
      }
  });
});

describe('parentAndName', () => {
  it('gives posix.dirname and posix.basename for every path of up to three pieces', () => {
    for (const a of PIECES)
      for (const b of PIECES)
        for (const c of PIECES) {
          const path = a + b + c;
          expect(parentAndName(path), JSON.stringify(path)).toEqual([posix.dirname(path), posix.basename(path)]);
        }
  });
});

describe('gateSet, joined', () => {
  let dir: string | undefined;
  afterEach(() => {
    vi.restoreAllMocks();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('leaves posix.join and posix.dirname only what needs normalising (some 600 and 300 calls a set)', () => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-join-')));
    const home = join(dir, 'home');
    const place = { cwd: dir, workspace: dir, root: dir, gitDir: join(dir, '.git'), home, realHome: home };
    const env = { PATH: '/usr/bin:/bin', HOME: home };
    const before = gateSet(place, env, undefined);
    const spy = vi.spyOn(posix, 'join');
    const dirname = vi.spyOn(posix, 'dirname');
    // a place of its own: gateSet keeps the set of each place it was asked about
    const again = gateSet({ ...place, cwd: join(dir, '.') + '/' }, env, undefined);
    expect(again.files).toEqual(before.files);
    expect(spy.mock.calls.length).toBeLessThan(10);
    // and cuts each path it resolves at its last slash (it took posix.dirname and basename some 300 times)
    expect(dirname.mock.calls.length).toBeLessThan(10);
  });
});
