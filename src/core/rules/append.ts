/**
 * append (C): every existing line stays, in order. A linear subsequence check over bytes (lines
 * compared with their `\r`, without their `\n`); `at=end` keeps the old content as a prefix.
 */
import { bytesEqual, commonPrefix, countLines, lineAt, lineEnd, rangeEquals } from '../bytes.js';
import { violationText as t } from '../messages/violation.js';
import { touchesOldPath, violation, type RuleCheck } from './ruleCheck.js';

const LF = 10;

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
    const missing = firstMissingLine(before, after);
    if (missing === undefined) return [];
    return [
      violation(rule, 'append', old.path, { message: t.append.changed(missing.oldLine), next, line: missing.newLine }),
    ];
  },
};

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
