/** Finds INVARIANT-START / INVARIANT-END spans in a file's bytes, and marker problems. */
import { containsAscii, lineEnd, lineStarts } from './bytes.js';

export interface Span {
  /** 1-based line numbers, markers included. */
  startLine: number;
  endLine: number;
  /** Byte range of the span's text, markers included. */
  start: number;
  end: number;
}

export type MarkerProblem =
  | { kind: 'nested'; line: number }
  | { kind: 'unopened'; line: number }
  | { kind: 'unclosed'; line: number };

export function findSpans(bytes: Uint8Array): { spans: Span[]; problems: MarkerProblem[] } {
  const spans: Span[] = [];
  const problems: MarkerProblem[] = [];
  let open: { line: number; start: number } | undefined;
  const starts = lineStarts(bytes);
  starts.forEach((start, i) => {
    const end = lineEnd(bytes, start);
    const line = i + 1;
    const s = containsAscii(bytes, start, end, 'INVARIANT-START');
    const e = containsAscii(bytes, start, end, 'INVARIANT-END');
    const close = () => {
      if (open) spans.push({ startLine: open.line, endLine: line, start: open.start, end });
      else problems.push({ kind: 'unopened', line });
      open = undefined;
    };
    if (e !== -1 && (s === -1 || e < s)) close();
    if (s !== -1) {
      if (open) problems.push({ kind: 'nested', line });
      else open = { line, start };
      if (e > s) close();
    }
  });
  if (open) {
    problems.push({ kind: 'unclosed', line: open.line });
    spans.push({
      startLine: open.line,
      endLine: Math.max(starts.length, open.line),
      start: open.start,
      end: bytes.length,
    });
  }
  return { spans, problems };
}
