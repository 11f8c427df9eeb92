/**
 * append (C): every existing line stays, in order. A linear subsequence check over bytes (lines
 * compared with their `\r`, without their `\n`); `at=end` keeps the old content as a prefix;
 * `head=REGEX` leaves the lines above the old file's first matching line free (a changelog's
 * unreleased section) and keeps the lines from it down, but for the link definitions the head
 * links to.
 */
import { bytesEqual, commonPrefix, countLines, decode, lineAt, lineEnd, rangeEquals } from '../bytes.js';
import { violationText as t } from '../messages/violation.js';
import { touchesOldPath, violation, type RuleCheck } from './ruleCheck.js';

const LF = 10;
const CR = 13;

export const append: RuleCheck = {
  side: 'old',
  reads: { old: true, new: true },
  check(rule, change) {
    if (!touchesOldPath(change)) return [];
    const old = change.old!;
    const next = t.append.next(rule.options.atEnd === true);
    if (change.new === null || change.new.path !== old.path) {
      return [violation(rule, 'append', old.path, { message: t.append.deleted(), next })];
    }
    const before = old.bytes!;
    const after = change.new.bytes!;
    // binary first: appending bytes to a binary file is still a change to all of it
    if ((old.binary || change.new.binary) && !bytesEqual(before, after)) {
      return [violation(rule, 'append', old.path, { message: t.append.binary(), next })];
    }
    if (keepsPrefix(before, after)) return [];
    if (rule.options.atEnd) {
      // the bytes before `at` are the same on both sides, so its line is the same in the new file
      const at = commonPrefix(before, after);
      const line = Math.min(lineAt(before, at), Math.max(1, countLines(after)));
      // all of the new file is old content: something was cut, nothing inserted
      const message = at === after.length ? t.append.changed(lineAt(before, at)) : t.append.notAtEnd(line);
      return [violation(rule, 'append', old.path, { message, next, line })];
    }
    const from = rule.options.head === undefined ? { offset: 0, line: 1 } : releasedStart(before, rule.options.head);
    if (from === undefined) return []; // no released line yet: all of the file is its head
    const kept = rule.options.head === undefined ? undefined : withoutHeadLinks(before, from);
    const missing = firstMissingLine(kept?.bytes ?? before.subarray(from.offset), after);
    if (missing === undefined) return [];
    const oldLine = kept === undefined ? missing.oldLine + from.line - 1 : kept.lines[missing.oldLine - 1]!;
    const moved = movedTo(before, oldLine, after);
    const message = moved === undefined ? t.append.changed(oldLine) : t.append.moved(oldLine, moved);
    const headNext = rule.options.head === undefined ? next : t.append.headNext(lineText(before, oldLine));
    return [violation(rule, 'append', old.path, { message, next: headNext, line: missing.newLine })];
  },
};

const compiled = new Map<string, RegExp>();
const utf8 = new TextDecoder('utf-8'); // one for every head line tested, not one a line

/** The first line matching `head` (the first released one): its byte offset and line number. */
export function releasedStart(bytes: Uint8Array, head: string): { offset: number; line: number } | undefined {
  let re = compiled.get(head);
  if (re === undefined) {
    re = new RegExp(head); // the manifest parser has compiled it once already
    compiled.set(head, re);
  }
  for (let i = 0, line = 1; i < bytes.length; line++) {
    const end = lineEnd(bytes, i);
    const cut = end > i && bytes[end - 1] === CR ? end - 1 : end;
    if (re.test(utf8.decode(bytes.subarray(i, cut)))) return { offset: i, line };
    i = end + 1;
  }
  return undefined;
}

/** A Markdown link reference definition: `[label]: url`. */
const LINK_DEFINITION = /^ {0,3}\[([^\]]+)\]:/;

/**
 * The released part without the link definitions of labels the head links to (Keep-a-Changelog's
 * `[unreleased]: .../compare/v1.1.0...HEAD`, rewritten at every release): those belong to the head.
 * With the old line number of each line kept.
 */
export function withoutHeadLinks(
  before: Uint8Array,
  from: { offset: number; line: number },
): { bytes: Uint8Array; lines: number[] } {
  const headText = utf8.decode(before.subarray(0, from.offset)).toLowerCase();
  const parts: Uint8Array[] = [];
  const lines: number[] = [];
  let size = 0;
  for (let i = from.offset, line = from.line; i < before.length; line++) {
    const end = lineEnd(before, i);
    const next = Math.min(end + 1, before.length);
    const label = LINK_DEFINITION.exec(utf8.decode(before.subarray(i, end)))?.[1]?.toLowerCase();
    if (label === undefined || !headText.includes(`[${label}]`)) {
      parts.push(before.subarray(i, next));
      lines.push(line);
      size += next - i;
    }
    i = end + 1;
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.length;
  }
  return { bytes, lines };
}

/** The text of line `n` (1-based) of `bytes`, without its line ending. */
function lineText(bytes: Uint8Array, n: number): string {
  const [start, end] = lineRange(bytes, n);
  return decode(bytes.subarray(start, end)).replace(/\r$/, '');
}

function lineRange(bytes: Uint8Array, n: number): [number, number] {
  let i = 0;
  for (let line = 1; line < n && i < bytes.length; line++) i = lineEnd(bytes, i) + 1;
  return [i, lineEnd(bytes, i)];
}

/**
 * Where old line `n` went when it was only moved: the new file holds its text at least as many
 * times as the old one did (so none was removed or changed), the first such new line. Undefined
 * when the line was removed or changed.
 */
export function movedTo(before: Uint8Array, n: number, after: Uint8Array): number | undefined {
  const [start, end] = lineRange(before, n);
  const count = (bytes: Uint8Array): { times: number; first: number } => {
    let times = 0;
    let first = 0;
    for (let j = 0, line = 1; j < bytes.length; line++) {
      const jEnd = lineEnd(bytes, j);
      if (rangeEquals(before, start, end, bytes, j, jEnd)) {
        times++;
        if (first === 0) first = line;
      }
      j = jEnd + 1;
    }
    return { times, first };
  };
  const now = count(after);
  return now.times > 0 && now.times >= count(before).times ? now.first : undefined;
}

/** `after` begins with every line of `before` unchanged (the common case: text added at the end). */
export function keepsPrefix(before: Uint8Array, after: Uint8Array): boolean {
  if (after.length < before.length) return false;
  if (commonPrefix(before, after) !== before.length) return false;
  return (
    before.length === 0 ||
    before[before.length - 1] === LF ||
    after.length === before.length ||
    after[before.length] === LF
  );
}

/**
 * The first old line that does not occur, in order, among the new lines; with the new line where it
 * was expected. Undefined when the old lines are a subsequence of the new.
 */
export function firstMissingLine(
  before: Uint8Array,
  after: Uint8Array,
): { oldLine: number; newLine: number } | undefined {
  let j = 0;
  let scanned = 0; // new lines consumed so far
  let matched = 0; // new line number of the last match
  const lastNewLine = Math.max(1, countLines(after));
  for (let i = 0, oldLine = 1; i < before.length; oldLine++) {
    const iEnd = lineEnd(before, i);
    let found = false;
    while (j < after.length) {
      const jEnd = lineEnd(after, j);
      const equal = rangeEquals(before, i, iEnd, after, j, jEnd);
      j = jEnd + 1;
      scanned++;
      if (equal) {
        found = true;
        matched = scanned;
        break;
      }
    }
    if (!found) return { oldLine, newLine: Math.min(matched + 1, lastNewLine) };
    i = iEnd + 1;
  }
  return undefined;
}
