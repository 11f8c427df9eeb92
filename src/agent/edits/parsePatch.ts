/**
 * Codex's apply_patch format, parsed into file operations (pure; tested with literal strings).
 * The grammar is the one Codex documents for the tool (codex-rs/apply-patch, apply_patch_tool_instructions.md):
 *
 *   *** Begin Patch
 *   *** Add File: PATH        then lines starting with "+"
 *   *** Delete File: PATH
 *   *** Update File: PATH     optionally "*** Move to: PATH", then chunks: "@@ [context]" and
 *                             lines starting with " " (kept), "-" (removed), "+" (added);
 *                             "*** End of File" anchors the chunk at the end of the file
 *   *** End Patch
 *
 * No registry package parses this format, so it is parsed here; anything else is an error
 * naming the line (the hook then blocks).
 */
import { agentsText as t } from '../../core/messages/agents.js';
import { HookFailure } from '../failure.js';

export interface Chunk {
  /** The "@@ context" line to find first, if any. */
  context?: string;
  oldLines: string[];
  newLines: string[];
  endOfFile: boolean;
  /**
   * Each line of the chunk by its mark: " " context (in old and new), "-" removed, "+" added. Codex
   * 0.169.0 keeps a context line as it is in the file (its line ending too) and writes only the
   * added ones anew.
   */
  marks: string;
}

export type PatchOp =
  | { kind: 'add'; path: string; content: string }
  | { kind: 'delete'; path: string }
  | { kind: 'update'; path: string; moveTo?: string; chunks: Chunk[] };

const header = (line: string, prefix: string) =>
  line.startsWith(prefix) ? line.slice(prefix.length).trim() : undefined;

export function parsePatch(text: string): PatchOp[] {
  // Codex 0.169.0 drops every CR before a line's end (a model's "+line\r" writes "line"; seen in the
  // real client, conformance/codex); one in the middle of a line stays.
  const lines = text.split('\n').map((l) => l.replace(/\r+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  let i = 0;
  while (i < lines.length && lines[i]!.trim() === '') i++;
  const fail = (detail: string): never => {
    throw new HookFailure(t.patch.syntax(i + 1, detail));
  };
  if (lines[i]?.trim() !== '*** Begin Patch') fail('expected "*** Begin Patch"');
  i++;
  const ops: PatchOp[] = [];
  for (;;) {
    const line = lines[i];
    if (line === undefined) fail('expected "*** End Patch"');
    if (line!.trim() === '*** End Patch') {
      i++;
      break;
    }
    let path: string | undefined;
    if ((path = header(line!, '*** Add File: ')) !== undefined) {
      i++;
      const body: string[] = [];
      while (i < lines.length && lines[i]!.startsWith('+')) body.push(lines[i++]!.slice(1));
      ops.push({ kind: 'add', path, content: body.length === 0 ? '' : `${body.join('\n')}\n` });
    } else if ((path = header(line!, '*** Delete File: ')) !== undefined) {
      i++;
      ops.push({ kind: 'delete', path });
    } else if ((path = header(line!, '*** Update File: ')) !== undefined) {
      i++;
      const op: PatchOp & { kind: 'update' } = { kind: 'update', path, chunks: [] };
      const moveTo = lines[i] === undefined ? undefined : header(lines[i]!, '*** Move to: ');
      if (moveTo !== undefined) {
        op.moveTo = moveTo;
        i++;
      }
      let chunk: Chunk | undefined;
      for (; i < lines.length; i++) {
        const l = lines[i]!;
        if (l.startsWith('*** ') && l.trim() !== '*** End of File') break;
        if (l.trim() === '*** End of File') {
          if (!chunk) fail('"*** End of File" before any change');
          chunk!.endOfFile = true;
          continue;
        }
        if (l.startsWith('@@')) {
          const context = l.slice(2).trim();
          chunk = { oldLines: [], newLines: [], endOfFile: false, marks: '', ...(context ? { context } : {}) };
          op.chunks.push(chunk);
          continue;
        }
        if (!chunk) {
          // Codex accepts a first chunk without an "@@" line.
          chunk = { oldLines: [], newLines: [], endOfFile: false, marks: '' };
          op.chunks.push(chunk);
        }
        const mark = l[0];
        const body = l.slice(1);
        if (mark === ' ' || l === '') {
          chunk.oldLines.push(body);
          chunk.newLines.push(body);
          chunk.marks += ' ';
        } else if (mark === '-') {
          chunk.oldLines.push(body);
          chunk.marks += '-';
        } else if (mark === '+') {
          chunk.newLines.push(body);
          chunk.marks += '+';
        } else fail(`expected a line starting with " ", "-", "+" or "@@", found ${JSON.stringify(l.slice(0, 40))}`);
      }
      if (op.chunks.length === 0 && op.moveTo === undefined) fail(`the update of ${path} has no changes`);
      ops.push(op);
    } else
      fail(
        `expected "*** Add File:", "*** Delete File:", "*** Update File:" or "*** End Patch", found ${JSON.stringify(line!.slice(0, 40))}`,
      );
  }
  if (ops.length === 0) fail('the patch changes no file');
  return ops;
}

/**
 * The content an update leaves, computed as Codex 0.169.0 writes it (codex-rs apply-patch's
 * compute_replacements and seek_sequence; the line endings as the real client was seen to write
 * them, conformance/codex "line endings"). The file is read as lines, each with its own ending
 * (LF, CRLF, or none for an unterminated last line). For each chunk its context line is sought
 * from where the last chunk ended, then its old lines (exactly, then ignoring trailing, then
 * surrounding whitespace, then with Unicode punctuation read as ASCII; once more without a
 * trailing empty line standing for the final newline). A chunk with only added lines goes at the
 * very end of the file, after a final empty line too, whatever its context says. In the matched
 * lines a context line stays as it is in the file, a removed one goes, and an added one is written
 * with the ending of the file's first line (LF when the file has none); an unterminated last line
 * gets that ending too. Returns an error text when a chunk does not match.
 */
export function applyChunks(content: string, chunks: readonly Chunk[]): string | { error: string } {
  const file = sourceLines(content);
  const lines = file.map((l) => l.text);
  const preferred = file.find((l) => l.end !== '')?.end ?? '\n';
  const replacements: [number, number, Mark[]][] = [];
  let at = 0;
  for (const [n, chunk] of chunks.entries()) {
    if (chunk.context !== undefined) {
      const c = seek(lines, [chunk.context], at, false);
      if (c < 0)
        return { error: `the context line ${JSON.stringify(chunk.context)} of chunk ${n + 1} is not in the file` };
      at = c + 1;
    }
    let marks = markedLines(chunk);
    if (chunk.oldLines.length === 0) {
      replacements.push([lines.length, 0, marks]);
      continue;
    }
    let old = chunk.oldLines;
    let found = seek(lines, old, at, chunk.endOfFile);
    if (found < 0 && old[old.length - 1] === '') {
      old = old.slice(0, -1);
      marks = withoutFinalEmpty(marks, chunk.newLines[chunk.newLines.length - 1] === '');
      found = seek(lines, old, at, chunk.endOfFile);
    }
    if (found < 0)
      return {
        error: `chunk ${n + 1}'s lines are not in the file (${JSON.stringify(chunk.oldLines.slice(0, 2).join('\n'))}...)`,
      };
    replacements.push([found, old.length, marks]);
    at = found + old.length;
  }
  replacements.sort((a, b) => a[0] - b[0]);
  const out = [...file];
  for (const [start, length, marks] of replacements.reverse()) {
    const kept = out.slice(start, start + length);
    const written: SourceLine[] = [];
    let i = 0;
    for (const m of marks) {
      if (m.mark === '+') written.push({ text: m.text, end: preferred });
      else if (m.mark === ' ') written.push(kept[i++]!);
      else i++;
    }
    out.splice(start, length, ...written);
  }
  return out.map((l) => `${l.text}${l.end || preferred}`).join('');
}

interface SourceLine {
  text: string;
  end: '\n' | '\r\n' | '';
}

/** The file's lines, each with its own ending (one CR before the LF makes it CRLF). */
function sourceLines(content: string): SourceLine[] {
  const parts = content.split('\n');
  const last = parts.pop()!;
  const lines: SourceLine[] = parts.map((p) =>
    p.endsWith('\r') ? { text: p.slice(0, -1), end: '\r\n' } : { text: p, end: '\n' },
  );
  if (last !== '') lines.push({ text: last, end: '' });
  return lines;
}

interface Mark {
  mark: ' ' | '-' | '+';
  text: string;
}

/** The chunk's lines in order, each with its mark. */
function markedLines(chunk: Chunk): Mark[] {
  let o = 0;
  let n = 0;
  return [...chunk.marks].map((mark): Mark => {
    if (mark === '+') return { mark, text: chunk.newLines[n++]! };
    if (mark !== '-') n++; // a context line is in both
    return { mark: mark === '-' ? '-' : ' ', text: chunk.oldLines[o++]! };
  });
}

/**
 * The chunk without the empty line that stood for the final newline: the last old line, and the
 * last new line when it is empty too (compute_replacements' retry). A context line that stays only
 * among the new lines is written as an added one.
 */
function withoutFinalEmpty(marks: Mark[], newEndsEmpty: boolean): Mark[] {
  const out: (Mark | null)[] = [...marks];
  const last = (not: string) => marks.map((m) => m.mark !== not).lastIndexOf(true);
  const lastOld = last('+');
  const lastNew = last('-');
  if (newEndsEmpty) out[lastNew] = null;
  if (lastOld !== lastNew || !newEndsEmpty)
    out[lastOld] = marks[lastOld]!.mark === ' ' ? { mark: '+', text: '' } : null;
  return out.filter((m): m is Mark => m !== null);
}

const PUNCTUATION: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u00A0': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2004': ' ',
  '\u2005': ' ',
  '\u2006': ' ',
  '\u2007': ' ',
  '\u2008': ' ',
  '\u2009': ' ',
  '\u200A': ' ',
  '\u202F': ' ',
  '\u205F': ' ',
  '\u3000': ' ',
};
const ascii = (s: string) =>
  s
    .trim()
    .replace(/[\u2010-\u2015\u2212\u2018-\u201F\u00A0\u2002-\u200A\u202F\u205F\u3000]/g, (c) => PUNCTUATION[c] ?? c);

/** codex-rs seek_sequence: the first index at or after `from` (at the end for an end-of-file chunk), -1 if none. */
function seek(lines: readonly string[], want: readonly string[], from: number, endOfFile: boolean): number {
  if (want.length === 0) return from;
  if (want.length > lines.length) return -1;
  const start = endOfFile ? lines.length - want.length : from;
  const norms = [(s: string) => s, (s: string) => s.trimEnd(), (s: string) => s.trim(), ascii];
  for (const norm of norms) {
    for (let i = start; i + want.length <= lines.length; i++) {
      if (want.every((w, k) => norm(lines[i + k]!) === norm(w))) return i;
    }
  }
  return -1;
}
