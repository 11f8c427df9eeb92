/**
 * invariant (B): the text of every span that existed (markers included) is still there, in order,
 * as a span. Edits outside spans pass; new spans may be added.
 */
// Only the module that makes hunks: the package's index pulls in all of jsdiff (about 110 KB that
// every commit would load).
import { structuredPatch } from 'diff/lib/patch/create.js';
import type { StructuredPatchHunk } from 'diff';
import { bytesEqual, countLines, decode, rangeEquals } from '../bytes.js';
import { findSpans, type MarkerProblem, type Span } from '../invariantSpans.js';
import { violationText as t } from '../messages/violation.js';
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
    if ((old.binary || change.new.binary) && before.spans.length > 0 && !bytesEqual(oldBytes, newBytes)) {
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
        found.push(
          violation(rule, 'invariant', path, {
            message: t.invariant.changed(span.startLine, span.endLine),
            next,
            ...where[i],
          }),
        );
      });
    }
    return found;
  },
};

function sameText(a: Uint8Array, sa: Span, b: Uint8Array, sb: Span): boolean {
  return rangeEquals(a, sa.start, sa.end, b, sb.start, sb.end);
}

function markerViolation(rule: Rule, path: string, p: MarkerProblem): Violation {
  const message =
    p.kind === 'nested'
      ? t.invariant.nested(p.line)
      : p.kind === 'unopened'
        ? t.invariant.unopened(p.line)
        : t.invariant.unclosed(p.line);
  return violation(rule, 'invariant', path, { message, next: t.invariant.markersNext(), line: p.line });
}

/** Changed lines beyond which newLocations stops looking for where a change landed (0.4 s on 2 x 20,000 lines). */
const MAX_EDIT = 1000;

/**
 * For each lost span, the lines of the new file where the change that broke it landed: the first
 * hunk inside the span (a hunk with no old lines inserts before its oldStart), for a span that runs to
 * the end of the file also text appended after it; else (a span moved out of order) where its first
 * line went. Always a line of the new file.
 */
function newLocations(oldBytes: Uint8Array, newBytes: Uint8Array, spans: Span[]): { line: number; endLine: number }[] {
  // The diff only places the finding; the verdict is already made. Its cost grows with the size of
  // the files times the size of the change, and nothing can interrupt it (a hook's watchdog timer
  // cannot fire while it runs): past MAX_EDIT changed lines it gives up, and each span is placed
  // at its old lines.
  // Only the lines between the common head and tail are diffed (a byte comparison, linear): a
  // change to one span of a 200 MB file costs the size of the change, not of the file.
  const { head, headLines, oldEnd, newEnd } = commonEnds(oldBytes, newBytes);
  const hunks = (
    structuredPatch(
      'a',
      'b',
      decode(oldBytes.subarray(head, oldEnd)),
      decode(newBytes.subarray(head, newEnd)),
      '',
      '',
      { context: 0, maxEditLength: MAX_EDIT },
    )?.hunks ?? []
  ).map((h) => ({ ...h, oldStart: h.oldStart + headLines, newStart: h.newStart + headLines }));
  const last = Math.max(1, countLines(newBytes));
  const clamp = (n: number) => Math.min(Math.max(1, n), last);
  return spans.map((span) => {
    const inside = (h: StructuredPatchHunk, end: number) =>
      h.oldLines > 0
        ? h.oldStart <= end && h.oldStart + h.oldLines - 1 >= span.startLine
        : h.oldStart > span.startLine && h.oldStart <= end;
    const hunk =
      hunks.find((h) => inside(h, span.endLine)) ??
      (span.end === oldBytes.length ? hunks.find((h) => inside(h, span.endLine + 1)) : undefined);
    if (hunk) return { line: clamp(hunk.newStart), endLine: clamp(hunk.newStart + Math.max(hunk.newLines, 1) - 1) };
    const shift = hunks
      .filter((h) => (h.oldLines > 0 ? h.oldStart + h.oldLines - 1 < span.startLine : h.oldStart <= span.startLine))
      .reduce((n, h) => n + h.newLines - h.oldLines, 0);
    return { line: clamp(span.startLine + shift), endLine: clamp(span.endLine + shift) };
  });
}

/**
 * The whole lines two files share at their start and at their end: `head` bytes (`headLines`
 * lines) in common at the start, and the rest of each file from `oldEnd`/`newEnd` in common at
 * the end, neither overlapping the other.
 */
function commonEnds(a: Uint8Array, b: Uint8Array): { head: number; headLines: number; oldEnd: number; newEnd: number } {
  const NL = 10;
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a[i] === b[i]) i++;
  // back to the start of the line the first difference is on
  let head = i;
  while (head > 0 && a[head - 1] !== NL) head--;
  let headLines = 0;
  for (let k = 0; k < head; k++) if (a[k] === NL) headLines++;
  let s = 0;
  while (s < max - head && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
  // forward to the start of a line inside the common tail: after its first newline
  let tail = s;
  while (tail > 0 && a[a.length - tail] !== NL) tail--;
  // a[a.length - tail] is a newline shared by both: the tail starts after it
  if (tail > 0) tail--;
  return { head, headLines, oldEnd: a.length - tail, newEnd: b.length - tail };
}
