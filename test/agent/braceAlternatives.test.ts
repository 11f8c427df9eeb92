import braces from 'braces';
import { describe, expect, it } from 'vitest';
import { type BraceNode, braceAlternatives } from '../../src/agent/braceAlternatives.js';

const parse = (s: string) => (braces as unknown as { parse(s: string): BraceNode }).parse(s);

describe('braceAlternatives', () => {
  it.each([
    ['*.ts', 1],
    ['*.{pem,txt}', 2],
    ['{a,b{1..3}}', 4],
    ['{1..3}{a,b}{,c}', 12],
    ['{1..10..3}', 4],
    ['{a..e}', 5],
    ['{-5..5}', 11],
    ['x{01..100}', 100],
    ['{x}', 1],
    ['{a..}', 1],
    ['\\{1..3}', 1],
    ['{1..3', 1],
    ['{a,{}}', 2],
    ['{1..3,a}', 2],
  ])('%s: %i, as braces.expand makes', (pattern, n) => {
    expect(braceAlternatives(parse(pattern))).toBe(n);
    expect(braces.expand(pattern)).toHaveLength(n);
  });

  it('counts 10^9 without making them (review-15c F04)', () => {
    expect(braceAlternatives(parse('src{1..1000}{1..1000}{1..1000}.ts'))).toBe(1e9);
    expect(braceAlternatives(parse('{a,{1..1000}}{1..1000}'))).toBe(1001 * 1000);
    expect(braceAlternatives(parse('{1..99999999999}'))).toBeGreaterThan(256);
    expect(braceAlternatives(parse('{1..1000..x}'))).toBe(braces.expand('{1..1000..x}').length);
  });

  it('never counts fewer than braces.expand makes (random patterns of up to 4 lists)', () => {
    const atoms = [
      '{',
      '}',
      ',',
      '..',
      'a',
      'z',
      '1',
      '9',
      '-3',
      '10',
      '0',
      '\\',
      '*',
      'x',
      '.',
      '$',
      '{1..20}',
      '{a,b}',
      '{}',
    ];
    let seed = 15;
    const random = () => {
      // mulberry32: the same patterns on every run
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const low: string[] = [];
    for (let i = 0; i < 20000; i++) {
      let s = '';
      for (let j = 1 + Math.floor(random() * 10); j > 0; j--) s += atoms[Math.floor(random() * atoms.length)];
      if ((s.match(/\{/g)?.length ?? 0) > 4) continue;
      let made: number;
      try {
        made = braces.expand(s).length;
      } catch {
        continue;
      }
      if (braceAlternatives(parse(s)) < made) low.push(s);
    }
    expect([...new Set(low)]).toEqual([]);
  });
});
