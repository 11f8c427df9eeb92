/**
 * invariant (B): the text of every span that existed (markers included) is still there, in order,
 * as a span. Edits outside spans pass; new spans may be added.
 */
import { structuredPatch } from 'diff';
import { decode, rangeEquals } from '../bytes.js';
import { findSpans, type MarkerProblem, type Span } from '../invariantSpans.js';
import { violationText as t } from '../messages.js';
import { touchesOldPath, violation, type RuleCheck } from './ruleCheck.js';
import type { Rule } from '../rule.js';
import type { Violation } from '../verdict.js';

export const invariant: RuleCheck = {
  side: 'old',
  reads: { old: true, new: true },
  check(rule, change) {
    if (!touchesOldPath(change)) return [];
    const old = change.old!;
    const before = findSpans(old.bytes!);
    const next = t.invariant.next();
    if (change.new === null || change.new.path !== old.path) {
      if (before.spans.length === 0) return [];
      return [violation(rule, 'invariant', old.path, { message: t.invariant.deleted(before.spans.length), next })];
    }
    const path = change.new.path;
    const oldBytes = old.bytes!;
    const newBytes = change.new.bytes!;
    if ((old.binary || change.new.binary) && before.spans.length > 0) {
      return [violation(rule, 'invariant', path, { message: t.invariant.binary(), next })];
    }
    const after = findSpans(newBytes);
    const found: Violation[] = after.problems.map((p) => markerViolation(rule, path, p));
    let k = 0;
    const lost: Span[] = [];
    for (const span of before.spans) {
      while (k < after.spans.length && !sameText(oldBytes, span, newBytes, after.spans[k]!)) k++;
      if (k < after.spans.length) k++;
      else lost.push(span);
    }
    if (lost.length > 0) {
      const where = newLocations(oldBytes, newBytes, lost);
      lost.forEach((span, i) => {
        found.push(violation(rule, 'invariant', path, {
          message: t.invariant.changed(span.startLine, span.endLine), next, ...where[i],
        }));
      });
    }
    return found;
  },
};

function sameText(a: Uint8Array, sa: Span, b: Uint8Array, sb: Span): boolean {
  return rangeEquals(a, sa.start, sa.end, b, sb.start, sb.end);
}

function markerViolation(rule: Rule, path: string, p: MarkerProblem): Violation {
  const message = p.kind === 'nested' ? t.invariant.nested(p.line) : p.kind === 'unopened' ? t.invariant.unopened(p.line) : t.invariant.unclosed(p.line);
  return violation(rule, 'invariant', path, { message, next: t.invariant.markersNext(), line: p.line });
}

/** For each lost span, the lines of the new file where the hunk that changed it landed. */
function newLocations(oldBytes: Uint8Array, newBytes: Uint8Array, spans: Span[]): { line: number; endLine: number }[] {
  const patch = structuredPatch('a', 'b', decode(oldBytes), decode(newBytes), '', '', { context: 0 });
  return spans.map((span) => {
    const hunk = patch.hunks.find((h) => h.oldStart <= span.endLine && h.oldStart + Math.max(h.oldLines, 1) - 1 >= span.startLine);
    if (!hunk) return { line: span.startLine, endLine: span.endLine };
    const line = Math.max(1, hunk.newStart);
    return { line, endLine: line + Math.max(hunk.newLines, 1) - 1 };
  });
}
