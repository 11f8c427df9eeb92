/**
 * Line and byte helpers over raw bytes. Rules compare bytes, not decoded text, so that
 * CRLF conversion, invalid UTF-8 and binary content are compared exactly as stored.
 */
const LF = 10;

/** Git's heuristic: a NUL byte in the first 8000 bytes means binary. */
export function isBinary(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 8000);
  for (let i = 0; i < end; i++) if (bytes[i] === 0) return true;
  return false;
}

/** Start offsets of each line; a line ends before its `\n` (a `\r` stays part of the line). */
export function lineStarts(bytes: Uint8Array): number[] {
  const starts: number[] = [];
  if (bytes.length === 0) return starts;
  starts.push(0);
  let i = bytes.indexOf(LF);
  while (i !== -1) {
    if (i + 1 < bytes.length) starts.push(i + 1);
    i = bytes.indexOf(LF, i + 1);
  }
  return starts;
}

/** Number of lines, counting a last line without `\n`. */
export function countLines(bytes: Uint8Array): number {
  let n = 0;
  let i = bytes.indexOf(LF);
  while (i !== -1) {
    n++;
    i = bytes.indexOf(LF, i + 1);
  }
  if (bytes.length > 0 && bytes[bytes.length - 1] !== LF) n++;
  return n;
}

/** End offset (exclusive, before `\n`) of the line that starts at `start`. */
export function lineEnd(bytes: Uint8Array, start: number): number {
  const i = bytes.indexOf(LF, start);
  return i === -1 ? bytes.length : i;
}

export function rangeEquals(
  a: Uint8Array,
  aStart: number,
  aEnd: number,
  b: Uint8Array,
  bStart: number,
  bEnd: number,
): boolean {
  if (aEnd - aStart !== bEnd - bStart) return false;
  for (let i = aStart, j = bStart; i < aEnd; i++, j++) if (a[i] !== b[j]) return false;
  return true;
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return rangeEquals(a, 0, a.length, b, 0, b.length);
}

/** Length of the common byte prefix. */
export function commonPrefix(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

/** 1-based line number of a byte offset. */
export function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  let i = bytes.indexOf(LF);
  while (i !== -1 && i < offset) {
    line++;
    i = bytes.indexOf(LF, i + 1);
  }
  return line;
}

/** Whether `needle` (ASCII) occurs in bytes[start, end). */
export function containsAscii(bytes: Uint8Array, start: number, end: number, needle: string): number {
  const first = needle.charCodeAt(0);
  const last = end - needle.length;
  outer: for (let i = start; i <= last; i++) {
    if (bytes[i] !== first) continue;
    for (let k = 1; k < needle.length; k++) if (bytes[i + k] !== needle.charCodeAt(k)) continue outer;
    return i;
  }
  return -1;
}

export function decode(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}
