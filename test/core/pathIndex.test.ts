import fc from 'fast-check';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { GLOB_OPTIONS, PathIndex, patternCovers } from '../../src/core/pathIndex.js';
import type { Rule } from '../../src/core/rule.js';
import { manifestOf, tsv } from './changes.js';

const PATTERNS = [
  'config/**',
  'config/prod.yml',
  '**/*.md',
  'docs/*.md',
  'src/**/*.ts',
  '*.lock',
  '.github/workflows/**',
  'a/b/c.txt',
  'a/{b,c}/d.txt',
  'logs/[0-9]*.log',
  '**',
  'deep/**/x',
  '.env',
  'notes',
  '~/memory/**',
  '/etc/hosts',
];
const rules = manifestOf(...PATTERNS.map((p, i) => tsv('freeze', p, `reason ${i}`))).rules;
const index = new PathIndex(rules);
/** The reference: test every pattern against the path with picomatch directly. */
const reference = (rs: readonly Rule[]) => {
  const tests = rs
    .filter((r) => !/^~?\//.test(r.pattern))
    .map((r) => ({ pattern: r.pattern, test: picomatch(r.pattern, GLOB_OPTIONS) }));
  return (path: string) => tests.filter((t) => t.test(path)).map((t) => t.pattern);
};
const naive = reference(rules);

describe('PathIndex.match', () => {
  it.each<[string, string[]]>([
    ['config/prod.yml', ['config/**', 'config/prod.yml', '**']],
    ['config/a/b.yml', ['config/**', '**']],
    ['config', ['config/**', '**']],
    ['configs/x', ['**']],
    ['README.md', ['**/*.md', '**']],
    ['docs/guide.md', ['**/*.md', 'docs/*.md', '**']],
    ['docs/deep/guide.md', ['**/*.md', '**']],
    ['src/a/b/c.ts', ['src/**/*.ts', '**']],
    ['src/c.ts', ['src/**/*.ts', '**']],
    ['package.lock', ['*.lock', '**']],
    ['sub/package.lock', ['**']],
    ['.github/workflows/ci.yml', ['.github/workflows/**', '**']],
    ['a/b/c.txt', ['a/b/c.txt', '**']],
    ['a/c/d.txt', ['a/{b,c}/d.txt', '**']],
    ['logs/2024.log', ['logs/[0-9]*.log', '**']],
    ['logs/x2024.log', ['**']],
    ['deep/x', ['**', 'deep/**/x']],
    ['deep/1/2/x', ['**', 'deep/**/x']],
    ['.env', ['**', '.env']],
    ['notes', ['**', 'notes']],
    ['notes/x', ['**']],
    ['etc/hosts', ['**']],
  ])('%s', (path, expected) => {
    // manifest order, and the same answer as testing every pattern
    expect(index.match(path).map((r) => r.pattern)).toEqual(expected);
    expect(naive(path)).toEqual(expected);
  });

  it('agrees with testing every pattern directly, for random paths', () => {
    const more = manifestOf(
      ...[
        ...PATTERNS,
        '{config,docs}/**',
        'a/*/c.txt',
        '@(a|b)/c/**',
        'a/**/d.txt',
        '!(x)',
        'x?',
        'config/*/prod.yml',
        'a/b/*.txt',
        'docs/a/c/**',
        'src/x/**',
      ].map((p) => tsv('deny', p, 'r')),
    ).rules;
    const moreIndex = new PathIndex(more);
    const naiveMore = reference(more);
    const segment = fc.constantFrom(
      'config',
      'prod.yml',
      'docs',
      'a',
      'b',
      'c',
      'd.txt',
      'c.txt',
      'x',
      'deep',
      'src',
      'f.ts',
      'g.md',
      'logs',
      '1.log',
      '.env',
      'notes',
      '.github',
      'workflows',
      'y.lock',
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = segments.join('/');
        expect(index.match(path).map((r) => r.pattern)).toEqual(naive(path));
        expect(moreIndex.match(path).map((r) => r.pattern)).toEqual(naiveMore(path));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('patternCovers (sound: true only when the wider pattern matches everything the narrower does)', () => {
  it.each<[string, string, boolean]>([
    ['config/**', 'config/**', true],
    ['config/**', 'config/prod.yml', true],
    ['**', 'config/**', true],
    ['**/*.yml', 'config/prod.yml', true],
    ['config/*', 'config/prod.yml', true],
    ['config/**', 'config', true],
    ['config/prod.yml', 'config/**', false],
    ['config/*.yml', 'config/**', false],
    ['config/**', 'other/prod.yml', false],
    ['docs/*.md', 'docs/a/b.md', false],
    ['src/**', 'src/**/*.ts', false],
    ['~/.claude/memory/**', '~/.claude/memory/MEMORY.md', true],
    ['/etc/**', '/etc/hosts', true],
    ['**', '~/.claude/memory/**', false],
    ['**', '~/.claude/memory/MEMORY.md', false],
    ['**', '/etc/hosts', false],
    ['~/**', 'notes.md', false],
  ])('%s covers %s: %s', (wider, narrower, expected) => {
    expect(patternCovers(wider, narrower)).toBe(expected);
  });

  it('never claims coverage the index would not honour (literal narrower patterns)', () => {
    const wide = fc.constantFrom('config/**', '**', '**/*.yml', 'config/*', '*', 'config/*.yml', 'a/**', '**/prod.yml');
    const literal = fc.constantFrom('config', 'config/prod.yml', 'config/a/prod.yml', 'prod.yml', 'a', 'a/b');
    fc.assert(
      fc.property(wide, literal, (w, n) => {
        if (!patternCovers(w, n)) return;
        const idx = new PathIndex(manifestOf(tsv('freeze', w, 'r')).rules);
        expect(idx.match(n).map((r) => r.pattern)).toEqual([w]);
      }),
    );
  });
});
