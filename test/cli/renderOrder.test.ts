/** The reading order every rendering uses: path, then line (whole-file findings first), then as produced. */
import { describe, expect, it } from 'vitest';
import { inReadingOrder } from '../../src/cli/renderOrder.js';
import type { Violation } from '../../src/core/verdict.js';

const v = (path: string, line?: number, message = ''): Violation => ({
  rule: 'freeze',
  path,
  ...(line !== undefined ? { line } : {}),
  reason: 'r',
  message,
  next: 'n',
});

describe('inReadingOrder', () => {
  it.each([
    ['paths in order', [v('b'), v('a')], ['a', 'b']],
    ['lines within a path, numerically', [v('a', 10), v('a', 9), v('a', 100)], ['a:9', 'a:10', 'a:100']],
    ['a whole-file finding before line findings', [v('a', 2), v('a')], ['a', 'a:2']],
    ['equal places keep their order', [v('a', 1, 'x'), v('a', 1, 'y')], ['a:1x', 'a:1y']],
    ['byte order of paths, as git sorts them', [v('b.md'), v('B.md'), v('a/x')], ['B.md', 'a/x', 'b.md']],
  ])('%s', (_name, input, expected) => {
    const out = inReadingOrder(input).map((x) => `${x.path}${x.line !== undefined ? `:${x.line}` : ''}${x.message}`);
    expect(out).toEqual(expected);
    expect(input).toHaveLength(expected.length); // not sorted in place
  });
});
