/** Edit and MultiEdit semantics, on literal strings. */
import { describe, expect, it } from 'vitest';
import { applyEdits } from '../../src/claude/edits/applyEdits.js';

const e = (oldString: string, newString: string, replaceAll = false) => ({ oldString, newString, replaceAll });

describe('applyEdits', () => {
  it.each([
    ['replaces the first occurrence', 'a b a', [e('a', 'x')], 'x b a'],
    ['replaces every occurrence with replace_all', 'a b a', [e('a', 'x', true)], 'x b x'],
    ['applies MultiEdit edits in order, each to the result before', 'one', [e('one', 'two'), e('two', 'three')], 'three'],
    ['replaces literally, without $& patterns', 'price', [e('price', '$& and $1')], '$& and $1'],
    ['creates a file from an empty old_string', null, [e('', 'new\n')], 'new\n'],
    ['fills an empty file from an empty old_string', '', [e('', 'new\n')], 'new\n'],
    ['matches LF strings against a CRLF file, keeping CRLF', 'a\r\nb\r\n', [e('b\n', 'b\nc\n')], 'a\r\nb\r\nc\r\n'],
  ] as const)('%s', (_name, text, edits, expected) => {
    expect(applyEdits(text, edits)).toEqual({ ok: true, text: expected });
  });

  it.each([
    ['an old_string that does not occur', 'abc', [e('x', 'y')], { ok: false, failed: 0, why: 'not-found' }],
    ['a MultiEdit whose second edit no longer matches', 'abc', [e('abc', 'xyz'), e('abc', 'q')], { ok: false, failed: 1, why: 'not-found' }],
    ['an empty old_string on a file with content', 'abc', [e('', 'x')], { ok: false, failed: 0, why: 'exists' }],
    ['an edit of a file that does not exist', null, [e('a', 'b')], { ok: false, failed: 0, why: 'not-found' }],
  ] as const)('fails on %s', (_name, text, edits, expected) => {
    expect(applyEdits(text, edits)).toEqual(expected);
  });
});
