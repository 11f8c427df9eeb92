/**
 * The order every rendering prints violations in: by path, then by line (a violation of the whole
 * file, without a line, first), then as the checker produced them.
 */
import type { Violation } from '../core/verdict.js';

export function inReadingOrder(violations: readonly Violation[]): Violation[] {
  return violations
    .map((v, i) => ({ v, i }))
    .sort(
      (a, b) =>
        compare(a.v.path, b.v.path) ||
        (a.v.line ?? 0) - (b.v.line ?? 0) ||
        (a.v.endLine ?? 0) - (b.v.endLine ?? 0) ||
        a.i - b.i,
    )
    .map(({ v }) => v);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
