import { describe, expect, it } from 'vitest';
import { firstMissingLine, keepsPrefix } from '../../../src/core/rules/append.js';
import { bytesOf } from '../../../src/core/change.js';
import type { TestChange } from '../changes.js';
import {
  added,
  bin,
  chmod,
  copied,
  deleted,
  id,
  manifestOf,
  modified,
  renamed,
  tsv,
  typeChanged,
  violations,
} from '../changes.js';

const manifest = manifestOf(
  tsv('append', 'log.md', 'The log is a record'),
  tsv('C', 'end.md', 'Decisions are added at the end', 'at=end'),
);

const BASE = 'one\ntwo\nthree\n';
const log = (after: string | Uint8Array, before: string | Uint8Array = BASE) => modified('log.md', before, after);
const end = (after: string | Uint8Array, before: string | Uint8Array = BASE) => modified('end.md', before, after);

describe('append', () => {
  // `line` is a line of the new file: where the first missing old line was expected, i.e. the line
  // after the last old line that was kept in order (clamped to the new file's last line).
  it.each<[string, TestChange, string[], RegExp?]>([
    ['adding lines at the end', log(`${BASE}four\nfive\n`), []],
    ['adding a line at the top', log(`zero\n${BASE}`), []],
    ['adding lines in the middle', log('one\nx\ntwo\ny\nthree\n'), []],
    ['adding blank lines everywhere', log('\none\n\ntwo\n\nthree\n\n'), []],
    ['no content change (mode only)', chmod('log.md', BASE, '100644', '100755'), []],
    ['removing a line', log('one\nthree\n'), ['append@2'], /existing line 2 of an append-only file/],
    ['removing the first line', log('two\nthree\n'), ['append@1'], /line 1/],
    ['removing the last line', log('one\ntwo\n'), ['append@2'], /line 3/],
    ['changing a line', log('one\nTWO\nthree\n'), ['append@2'], /line 2/],
    ['changing a line and adding others', log('one\nnew\nTWO\nthree\nfour\n'), ['append@2'], /line 2/],
    ['swapping two lines', log('two\none\nthree\n'), ['append@3'], /^Moved existing line 2 .*now at line 1\)/],
    ['moving a line to the end', log('two\nthree\none\n'), ['append@3'], /^Moved existing line 2 .*now at line 1\)/],
    ['truncating to nothing', log(''), ['append@1'], /line 1/],
    ['removing one of two equal lines', log('a\nb\n', 'a\nb\na\n'), ['append@2'], /line 3/],
    [
      'adding to the end of a last line without newline',
      log('one\ntwo\nthree and more', 'one\ntwo\nthree'),
      ['append@3'],
      /line 3/,
    ],
    ['ending a last line with a newline and adding lines', log('one\ntwo\nthree\nfour\n', 'one\ntwo\nthree'), []],
    ['LF -> CRLF', log(BASE.replaceAll('\n', '\r\n')), ['append@1'], /line 1/],
    ['CRLF -> LF', log(BASE, BASE.replaceAll('\n', '\r\n')), ['append@1'], /line 1/],
    ['adding to an empty file', log('first\n', ''), []],
    ['binary: a byte changed', log(bin('a', 0, 'b'), bin('a', 0, 'c')), ['append'], /binary/],
    ['binary: bytes appended', log(bin('a', 0, 'b', 'more'), bin('a', 0, 'b')), ['append'], /binary/],
    ['text made binary by appending a NUL', log(`${BASE}\0`), ['append'], /binary/],
    ['deleting', deleted('log.md', BASE), ['append'], /Deleted or renamed away an append-only file/],
    ['deleting an empty file', deleted('log.md', ''), ['append']],
    ['renaming away', renamed('log.md', 'old-log.md', BASE), ['append'], /renamed away/],
    ['renaming into the path', renamed('draft.md', 'log.md', BASE), []],
    ['copying away', copied('log.md', 'log-copy.md', BASE), []],
    ['creating the path', added('log.md', BASE), []],
    ['file -> symlink', typeChanged('log.md', { text: BASE }, { text: 'elsewhere', mode: '120000' }), ['append@1']],
    // at=end
    ['at=end: adding lines at the end', end(`${BASE}four\n`), []],
    ['at=end: ending a last line with a newline and adding lines', end('one\nfour\n', 'one'), []],
    [
      'at=end: adding a line at the top',
      end(`zero\n${BASE}`),
      ['append@1'],
      /before the end of an append-only file \(at its line 1\)/,
    ],
    ['at=end: adding a line in the middle', end('one\ntwo\nx\nthree\n'), ['append@3'], /line 3/],
    ['at=end: adding to the end of a last line without newline', end('one\ntwo!', 'one\ntwo'), ['append@2'], /line 2/],
    ['at=end: truncating the last line', end('one\ntwo\n'), ['append@2'], /Removed or changed existing line 3 /],
    ['at=end: truncating to nothing', end(''), ['append@1'], /Removed or changed existing line 1 /],
    ['at=end: LF -> CRLF', end(BASE.replaceAll('\n', '\r\n')), ['append@1']],
    ['at=end: deleting', deleted('end.md', BASE), ['append']],
  ])('%s', async (_name, c, expected, message) => {
    const found = await violations(manifest, c);
    expect(found.map(id)).toEqual(expected);
    if (message) expect(found[0]!.message).toMatch(message);
    for (const v of found) {
      expect(v.path).toBe(c.old!.path);
      expect(v.next).toMatch(/^This file is append-only\. Restore the existing lines exactly/);
      expect(v.next.includes('after the existing content')).toBe(v.path === 'end.md');
    }
  });

  it.each<[string, string, boolean]>([
    ['', 'x', true],
    ['a\n', 'a\nb', true],
    ['a', 'a\nb', true],
    ['a', 'a', true],
    ['a', 'ab', false],
    ['a\n', 'a', false],
    ['a\nb\n', 'a\n', false],
  ])('keepsPrefix(%j, %j) is %s', (before, after, expected) => {
    expect(keepsPrefix(bytesOf(before), bytesOf(after))).toBe(expected);
  });

  it.each<[string, string, { oldLine: number; newLine: number } | undefined]>([
    ['a\nb\n', 'x\na\ny\nb\nz\n', undefined],
    ['a\nb\n', 'b\na\n', { oldLine: 2, newLine: 2 }],
    ['a\nb\nc\n', 'a\nc\n', { oldLine: 2, newLine: 2 }],
    ['a\n', '', { oldLine: 1, newLine: 1 }],
    ['a\n\nb\n', 'a\nb\n', { oldLine: 2, newLine: 2 }],
  ])('firstMissingLine(%j, %j)', (before, after, expected) => {
    expect(firstMissingLine(bytesOf(before), bytesOf(after))).toEqual(expected);
  });
});
