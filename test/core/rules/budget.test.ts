import { describe, expect, it } from 'vitest';
import type { TestChange } from '../changes.js';
import { added, copied, deleted, id, lines, manifestOf, modified, renamed, tsv, violations } from '../changes.js';

const manifest = manifestOf(
  tsv('budget', 'INDEX.md', 'Read at every session start; keep it short', 'lines=3'),
  tsv('budget', 'small.txt', 'Keep it small', 'bytes=10'),
  tsv('budget', 'both.md', 'Short and small', 'lines=3 bytes=20'),
);

const idx = (before: string, after: string) => modified('INDEX.md', before, after);
const small = (before: string, after: string) => modified('small.txt', before, after);
const both = (before: string, after: string) => modified('both.md', before, after);

describe('budget', () => {
  // A lines violation spans the lines over the budget in the new file: lines=N+1 .. last line.
  it.each<[string, TestChange, string[], RegExp?]>([
    ['lines: growing within the budget', idx('a\n', 'a\nb\nc\n'), []],
    ['lines: growing to exactly the budget', idx('a\nb\n', 'a\nb\nc\n'), []],
    [
      'lines: growing past the budget',
      idx('a\nb\nc\n', 'a\nb\nc\nd\n'),
      ['budget@4'],
      /4 lines after the change \(was 3\), budget 3/,
    ],
    [
      'lines: growing further while over',
      idx(lines(5), lines(7)),
      ['budget@4-7'],
      /7 lines after the change \(was 5\)/,
    ],
    ['lines: shrinking while over', idx(lines(7), lines(5)), []],
    ['lines: one in, one out while over', idx(lines(5), `${lines(5).replace('line 2\n', '')}new\n`), []],
    ['lines: lines made longer while over (lines only)', idx(lines(5), lines(5, 'a much longer line ')), []],
    ['lines: a last line without a newline counts', idx('a\nb\nc\n', 'a\nb\nc\nd'), ['budget@4']],
    ['lines: adding the final newline does not add a line', idx('a\nb\nc\nd', 'a\nb\nc\nd\n'), []],
    ['lines: creating a file over the budget', added('INDEX.md', lines(4)), ['budget@4']],
    ['lines: creating a file within the budget', added('INDEX.md', lines(3)), []],
    ['lines: renaming a long file into the path', renamed('notes.md', 'INDEX.md', lines(6)), ['budget@4-6'], /was 0/],
    ['lines: copying a long file to the path', copied('notes.md', 'INDEX.md', lines(6)), ['budget@4-6'], /was 0/],
    ['lines: renaming a long file away', renamed('INDEX.md', 'old.md', lines(6)), []],
    ['lines: deleting a file over the budget', deleted('INDEX.md', lines(6)), []],
    ['lines: LF -> CRLF while over (same lines)', idx(lines(5), lines(5).replaceAll('\n', '\r\n')), []],
    ['bytes: growing within the budget', small('12345', '1234567890'), []],
    [
      'bytes: growing past the budget',
      small('1234567890', '12345678901'),
      ['budget'],
      /11 bytes after the change \(was 10\), budget 10/,
    ],
    ['bytes: shrinking while over', small('123456789012', '12345678901'), []],
    ['bytes: same size while over', small('123456789012', 'abcdefghijkl'), []],
    ['bytes: LF -> CRLF pushes it over', small('a\nb\nc\nd\ne\n', 'a\r\nb\r\nc\r\nd\r\ne\r\n'), ['budget'], /15 bytes/],
    ['bytes: multi-byte characters count as bytes', small('', 'ééééé'), [], undefined],
    ['bytes: six two-byte characters are 12 bytes', small('', 'éééééé'), ['budget'], /12 bytes/],
    ['bytes: creating a file over the budget', added('small.txt', '12345678901'), ['budget'], /was 0/],
    ['both: within both', both('a\n', 'a\nb\nc\n'), []],
    ['both: over lines only', both('a\n', 'a\nb\nc\nd\n'), ['budget@4']],
    ['both: over bytes only', both('a\n', 'aaaaaaaaaaaaaaaaaaaaaaaa\n'), ['budget']],
    ['both: over both', both('a\n', 'aaaaaaa\nbbbbbbb\nccccccc\nd\n'), ['budget', 'budget@4']],
    ['both: over lines, lines shrink but bytes within', both('a\nb\nc\nd\ne\n', 'a\nb\nc\nd\n'), []],
    [
      'both: over both, lines shrink but bytes grow',
      both('aaaaa\nb\nc\nd\ne\n', 'aaaaaaaaaaaaaaaaa\nb\nc\nd\n'),
      ['budget'],
    ],
    ['a path no budget covers', modified('README.md', 'a\n', lines(100)), []],
  ])('%s', async (_name, c, expected, message) => {
    const found = await violations(manifest, c);
    expect(found.map(id)).toEqual(expected);
    if (message) expect(found.map((v) => v.message).join('\n')).toMatch(message);
    for (const v of found) {
      expect(v.path).toBe(c.new!.path);
      expect(v.next).toMatch(/^This file is over its budget of \d+ (lines|bytes)\. Make room first/);
    }
  });
});
