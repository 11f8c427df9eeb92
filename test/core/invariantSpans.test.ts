import { describe, expect, it } from 'vitest';
import { bytesOf } from '../../src/core/change.js';
import { findSpans } from '../../src/core/invariantSpans.js';

/** Spans as `start-end` line pairs and problems as `kind@line`, for one-line table rows. */
function summary(text: string): { spans: string[]; problems: string[]; texts: string[] } {
  const bytes = bytesOf(text);
  const { spans, problems } = findSpans(bytes);
  return {
    spans: spans.map((s) => `${s.startLine}-${s.endLine}`),
    problems: problems.map((p) => `${p.kind}@${p.line}`),
    texts: spans.map((s) => new TextDecoder().decode(bytes.subarray(s.start, s.end))),
  };
}

describe('findSpans', () => {
  it.each<[string, string, string[], string[]]>([
    ['an empty file', '', [], []],
    ['no markers', 'a\nb\n', [], []],
    ['an HTML comment span', 'a\n<!-- INVARIANT-START -->\nx\n<!-- INVARIANT-END -->\nb\n', ['2-4'], []],
    ['a hash comment span', '# INVARIANT-START\nx\n# INVARIANT-END\n', ['1-3'], []],
    ['a slash comment span', '  // INVARIANT-START: keep\n  x\n  // INVARIANT-END\n', ['1-3'], []],
    ['markers with text around them', 'x INVARIANT-START y\nINVARIANT-END z', ['1-2'], []],
    ['an empty span', 'INVARIANT-START\nINVARIANT-END\n', ['1-2'], []],
    ['START and END on one line', 'a\n/* INVARIANT-START */ fixed /* INVARIANT-END */\nb\n', ['2-2'], []],
    ['two spans', 'INVARIANT-START\na\nINVARIANT-END\nmid\nINVARIANT-START\nb\nINVARIANT-END\n', ['1-3', '5-7'], []],
    [
      'END then START on one line',
      'INVARIANT-START\na\nINVARIANT-END INVARIANT-START\nb\nINVARIANT-END\n',
      ['1-3', '3-5'],
      [],
    ],
    ['CRLF line endings', 'INVARIANT-START\r\nx\r\nINVARIANT-END\r\n', ['1-3'], []],
    ['last line without a newline', 'a\nINVARIANT-START\nINVARIANT-END', ['2-3'], []],
    ['an unclosed span runs to the end', 'a\nINVARIANT-START\nb\nc\n', ['2-4'], ['unclosed@2']],
    ['an unclosed span on the last line', 'a\nINVARIANT-START', ['2-2'], ['unclosed@2']],
    ['an unopened END', 'a\nINVARIANT-END\n', [], ['unopened@2']],
    [
      'a nested START',
      'INVARIANT-START\nINVARIANT-START\nx\nINVARIANT-END\nINVARIANT-END\n',
      ['1-4'],
      ['nested@2', 'unopened@5'],
    ],
    [
      'a nested START and END on one line',
      'INVARIANT-START\nINVARIANT-START x INVARIANT-END\nINVARIANT-END\n',
      ['1-2'],
      ['nested@2', 'unopened@3'],
    ],
    ['lower case is not a marker', 'invariant-start\nx\n', [], []],
  ])('%s', (_name, text, spans, problems) => {
    const found = summary(text);
    expect(found.spans).toEqual(spans);
    expect(found.problems).toEqual(problems);
  });

  it('a span is the exact text from the START line to the END line, markers included, without the final newline', () => {
    expect(summary('a\n<!-- INVARIANT-START -->\r\nx\n<!-- INVARIANT-END -->\nb').texts).toEqual([
      '<!-- INVARIANT-START -->\r\nx\n<!-- INVARIANT-END -->',
    ]);
    expect(summary('a\n# INVARIANT-START\nx\n').texts).toEqual(['# INVARIANT-START\nx\n']);
  });
});
