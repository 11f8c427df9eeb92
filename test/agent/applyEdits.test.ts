/** Edit and MultiEdit semantics, on literal strings. */
import { describe, expect, it } from 'vitest';
import { applyEdits } from '../../src/agent/edits/applyEdits.js';
import { decode, encode, formatOf } from '../../src/agent/edits/toolFormat.js';

const e = (oldString: string, newString: string, replaceAll = false) => ({ oldString, newString, replaceAll });

describe('applyEdits', () => {
  it.each([
    ['replaces the first occurrence', 'a b a', [e('a', 'x')], 'x b a'],
    ['replaces every occurrence with replace_all', 'a b a', [e('a', 'x', true)], 'x b x'],
    [
      'applies MultiEdit edits in order, each to the result before',
      'one',
      [e('one', 'two'), e('two', 'three')],
      'three',
    ],
    ['replaces literally, without $& patterns', 'price', [e('price', '$& and $1')], '$& and $1'],
    ['creates a file from an empty old_string', null, [e('', 'new\n')], 'new\n'],
    ['fills an empty file from an empty old_string', '', [e('', 'new\n')], 'new\n'],
    [
      'deletes the line break after old_string with an empty new_string, as the tool does',
      'intro\n<!-- M -->\n',
      [e('ro', '')],
      'int<!-- M -->\n',
    ],
    ['with replace_all too', 'x\ny\nx\n', [e('x', '', true)], 'y\n'],
    ['and only where old_string has a line break after it', 'abc', [e('b', '')], 'ac'],
  ] as const)('%s', (_name, text, edits, expected) => {
    expect(applyEdits(text, edits)).toEqual({ ok: true, text: expected });
  });

  it.each([
    ['an old_string that does not occur', 'abc', [e('x', 'y')], { ok: false, failed: 0, why: 'not-found' }],
    [
      'a MultiEdit whose second edit no longer matches',
      'abc',
      [e('abc', 'xyz'), e('abc', 'q')],
      { ok: false, failed: 1, why: 'not-found' },
    ],
    ['an empty old_string on a file with content', 'abc', [e('', 'x')], { ok: false, failed: 0, why: 'exists' }],
    ['an edit of a file that does not exist', null, [e('a', 'b')], { ok: false, failed: 0, why: 'not-found' }],
  ] as const)('fails on %s', (_name, text, edits, expected) => {
    expect(applyEdits(text, edits)).toEqual(expected);
  });
});

describe('toolFormat: the bytes Claude Code writes', () => {
  it.each([
    ['LF text stays as it is', 'a\nb\n', 'x\ny\n', 'x\ny\n'],
    ['a CRLF file gets CRLF for every LF of the new text', 'a\r\nb\r\n', 'x\ny\n', 'x\r\ny\r\n'],
    ['even for a CR already there (CRLF becomes CR CR LF)', 'a\r\nb\r\n', 'x\r\n', 'x\r\r\n'],
    ['a file mostly LF is written LF', 'a\r\nb\nc\n', 'x\n', 'x\n'],
  ])('%s', (_name, before, text, written) => {
    const format = formatOf(new TextEncoder().encode(before));
    expect(Buffer.from(encode(text, format)).toString('utf8')).toBe(written);
  });

  it('reads and writes a file that starts with FF FE as UTF-16LE', () => {
    const before = new Uint8Array(Buffer.from('\ufeffab\n', 'utf16le'));
    const format = formatOf(before);
    expect(format).toEqual({ utf16: true, crlf: false });
    expect(decode(before, format)).toBe('\ufeffab\n');
    expect(encode('\ufeffabc\n', format).length).toBe(10);
  });
});
