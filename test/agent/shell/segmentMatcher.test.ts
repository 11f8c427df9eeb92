/**
 * Glob segments are matched as bash matches them: each pattern is expanded by real bash in a
 * folder of awkward names and by expandGlob, and the two lists must agree.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandGlob } from '../../../src/agent/shell/expandGlob.js';
import { segmentMatcher } from '../../../src/agent/shell/segmentMatcher.js';

const NAMES = [
  'a.txt',
  'b.log',
  '.hidden',
  '.env.local',
  'aaab',
  'abc',
  'a-b',
  'A1',
  '[x]',
  'x*y',
  'q?r',
  'build-1',
  'build-10',
  'back\\slash',
  ']start',
  'space name',
  'é.md',
  'a'.repeat(60),
];

const PATTERNS = [
  '*',
  '*.txt',
  '?',
  '??b*',
  '[ab]*',
  '[!a]*',
  '[^a]*',
  '[a-c]*',
  '[[:upper:]]*',
  '[[:digit:]]*',
  '*[[:digit:]]',
  '\\[x\\]',
  '[[]x]',
  '*a*a*b',
  '*a*a*a*a*a*a*a*a*b',
  '*a*a*a*a*a*a*a*a*',
  '.*',
  '.e*',
  '*\\**',
  'x\\*y',
  'q\\?r',
  'build-?',
  'build-*',
  '[]]*',
  '[!]]*',
  'a[-]b',
  '[a-]*',
  '*[',
  '[a',
  '?.md',
  '*\\\\*',
  '[.]*',
  '?env*',
  '*e*',
];

describe('segmentMatcher matches as bash does', () => {
  let dir: string;
  /** What bash expands each pattern to (one bash for all: a spawn is slow on a loaded machine). */
  const byBash = new Map<string, string[]>();
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'diffgate-segment-'));
    for (const n of NAMES) writeFileSync(join(dir, n), '');
    const script = PATTERNS.map((p) => `for f in ${p}; do printf '%s\\0' "$f"; done; printf '\\1\\0'`);
    const r = spawnSync('bash', ['-c', `shopt -s nullglob; ${script.join('; ')}`], {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, LC_ALL: 'C.UTF-8' },
    });
    if (r.status !== 0) throw new Error(r.stderr);
    const lists = r.stdout.split('\x01\0');
    PATTERNS.forEach((p, i) =>
      byBash.set(
        p,
        (lists[i] ?? '')
          .split('\0')
          .filter((s) => s !== '')
          .sort(),
      ),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(PATTERNS)('%s', (pattern) => {
    const ours = (expandGlob(pattern, dir) ?? ['(unresolved)']).map((p) => p.slice(dir.length + 1)).sort();
    expect(ours).toEqual(byBash.get(pattern));
  });

  it('takes linear time on a name of 10,000 `a`s and 50 `*a`', () => {
    const isMatch = segmentMatcher(`${'*a'.repeat(50)}b`);
    const started = Date.now();
    expect(isMatch?.('a'.repeat(10_000))).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('leaves extglob and brace lists to the bounded regex', () => {
    expect(segmentMatcher('@(a|b)*')).toBeUndefined();
    expect(segmentMatcher('{a,b}*')).toBeUndefined();
    expect(segmentMatcher('[[:nonsense:]]')).toBeUndefined();
    expect(expandGlob('{a,b}*a*a*a*b', '/tmp')).toBeUndefined();
  });
});
