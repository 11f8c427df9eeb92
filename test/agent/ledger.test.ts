/**
 * The ledger's bounds (src/agent/ledger.ts): no refused commit is dropped silently (review 2 O1),
 * and a ledger that cannot be read is said to be so, never taken for none (fail closed).
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Ledger } from '../../src/agent/ledger.js';
import { parseListed } from '../../src/agent/tripwire/commits.js';

let home: string;
let gitDir: string;
beforeEach(() => {
  home = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-ledger-')));
  gitDir = join(home, 'repo/.git');
  mkdirSync(gitDir, { recursive: true });
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

const ledger = () => Ledger.of(gitDir, { XDG_STATE_HOME: join(home, 'state') }, home);
const sha = (k: number) => k.toString(16).padStart(40, '0');
const shas = (from: number, n: number) => Array.from({ length: n }, (_, k) => sha(from + k));

it('keeps every refused commit up to 10,000, the oldest first, and counts the rest as unlisted', () => {
  const l = ledger();
  l.addRefused([sha(0)]);
  l.addRefused(shas(1, 2100));
  expect(l.refused()).toContain(sha(0)); // 2,000 used to be the cap: the first was dropped (O1)
  expect(l.unlisted()).toBe(0);
  l.addRefused(shas(5000, 9000));
  expect(l.refused()).toHaveLength(10_000);
  expect(l.refused()[0]).toBe(sha(0));
  expect(l.unlisted()).toBe(1101);
  expect(statSync(l.file).size).toBeLessThan(1024 * 1024);
  l.clearUnlisted();
  expect([l.unlisted(), l.refused()[0]]).toEqual([0, sha(0)]);
});

it('counts a ledger it cannot read as one that lost refused commits, and the next write starts over with that mark', () => {
  const l = ledger();
  l.addRefused([sha(1)]);
  writeFileSync(l.file, 'x'.repeat(1024 * 1024 + 10)); // past the bound it is read with
  expect(l.problem()).toContain('larger');
  expect([l.read(), l.refused(), l.unlisted()]).toEqual([undefined, [], 1]);
  l.beginTurn('s', 'words', undefined, Date.now());
  expect([l.problem(), l.unlisted(), l.hasTurns()]).toEqual([undefined, 1, true]);
  expect(readdirSync(join(l.file, '..')).some((n) => n.includes('.aside-'))).toBe(true);
});

it("none there, or another git folder's ledger, is no ledger and no problem", () => {
  const l = ledger();
  expect([l.read(), l.problem(), l.unlisted(), l.hasTurns()]).toEqual([undefined, undefined, 0, false]);
  mkdirSync(join(l.file, '..'), { recursive: true });
  writeFileSync(l.file, JSON.stringify({ v: 1, git: '/elsewhere/.git', turns: {}, rel: [], ref: [sha(1)] }));
  expect([l.read(), l.problem(), l.unlisted()]).toEqual([undefined, undefined, 0]);
});

it('takes the real path only when first used', () => {
  const l = Ledger.of(join(home, 'gone/.git'), { XDG_STATE_HOME: join(home, 'state') }, home);
  mkdirSync(join(home, 'real/.git'), { recursive: true });
  symlinkSync(join(home, 'real'), join(home, 'gone'));
  expect(l.gitDir).toBe(join(home, 'real/.git'));
});

it.each([
  [
    'a root commit and one with a subject',
    `commit ${sha(1)}\n>\ncommit ${sha(2)} ${sha(1)}\n>two\n`,
    [
      { sha: sha(1), parent: null, otherParents: [], subject: '' },
      { sha: sha(2), parent: sha(1), otherParents: [], subject: 'two' },
    ],
  ],
  [
    'a merge whose subject looks like a header',
    `commit ${sha(3)} ${sha(1)} ${sha(2)}\n>commit ${sha(9)}\n`,
    [{ sha: sha(3), parent: sha(1), otherParents: [sha(2)], subject: `commit ${sha(9)}` }],
  ],
])('parseListed: %s', (_, text, want) => {
  expect(parseListed(text)).toEqual(want);
});
