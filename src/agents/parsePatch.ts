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
import { agentsText as t } from '../core/messages/agents.js';
import { HookFailure } from '../claude/failure.js';

export interface Chunk {
  /** The "@@ context" line to find first, if any. */
  context?: string;
  oldLines: string[];
  newLines: string[];
  endOfFile: boolean;
}

export type PatchOp =
  | { kind: 'add'; path: string; content: string }
  | { kind: 'delete'; path: string }
  | { kind: 'update'; path: string; moveTo?: string; chunks: Chunk[] };

const header = (line: string, prefix: string) =>
  line.startsWith(prefix) ? line.slice(prefix.length).trim() : undefined;

export function parsePatch(text: string): PatchOp[] {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
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
          chunk = { oldLines: [], newLines: [], endOfFile: false, ...(context ? { context } : {}) };
          op.chunks.push(chunk);
          continue;
        }
        if (!chunk) {
          // Codex accepts a first chunk without an "@@" line.
          chunk = { oldLines: [], newLines: [], endOfFile: false };
          op.chunks.push(chunk);
        }
        const mark = l[0];
        const body = l.slice(1);
        if (mark === ' ' || l === '') {
          chunk.oldLines.push(body);
          chunk.newLines.push(body);
        } else if (mark === '-') chunk.oldLines.push(body);
        else if (mark === '+') chunk.newLines.push(body);
        else fail(`expected a line starting with " ", "-", "+" or "@@", found ${JSON.stringify(l.slice(0, 40))}`);
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
 * The content an update leaves: each chunk's old lines are found (after its context line, in
 * order) and replaced by its new lines. Lines are matched exactly, then ignoring trailing and
 * then surrounding whitespace, as Codex does. Returns an error text when a chunk does not match.
 */
export function applyChunks(content: string, chunks: readonly Chunk[]): string | { error: string } {
  const lines = content.split('\n');
  const finalNewline = content.endsWith('\n');
  if (finalNewline) lines.pop();
  let at = 0;
  const out: string[] = [];
  for (const [n, chunk] of chunks.entries()) {
    if (chunk.context !== undefined) {
      const c = seek(lines, [chunk.context], at, false);
      if (c < 0)
        return { error: `the context line ${JSON.stringify(chunk.context)} of chunk ${n + 1} is not in the file` };
      out.push(...lines.slice(at, c + 1));
      at = c + 1;
    }
    if (chunk.oldLines.length === 0) {
      // Pure addition: at the end of the file, or right after the context.
      const to = chunk.context === undefined || chunk.endOfFile ? lines.length : at;
      out.push(...lines.slice(at, to), ...chunk.newLines);
      at = to;
      continue;
    }
    let old = chunk.oldLines;
    let found = seek(lines, old, at, chunk.endOfFile);
    // A chunk's trailing empty line may stand for the file's final newline.
    if (found < 0 && old[old.length - 1] === '') {
      old = old.slice(0, -1);
      found = seek(lines, old, at, chunk.endOfFile);
    }
    if (found < 0)
      return {
        error: `chunk ${n + 1}'s lines are not in the file (${JSON.stringify(chunk.oldLines.slice(0, 2).join('\n'))}...)`,
      };
    const newLines =
      old === chunk.oldLines
        ? chunk.newLines
        : chunk.newLines.slice(0, chunk.newLines[chunk.newLines.length - 1] === '' ? -1 : undefined);
    out.push(...lines.slice(at, found), ...newLines);
    at = found + old.length;
  }
  out.push(...lines.slice(at));
  return out.length === 0 ? '' : `${out.join('\n')}${finalNewline || !content ? '\n' : ''}`;
}

function seek(lines: readonly string[], want: readonly string[], from: number, endOfFile: boolean): number {
  const norms = [(s: string) => s, (s: string) => s.trimEnd(), (s: string) => s.trim()];
  for (const norm of norms) {
    const start = endOfFile ? lines.length - want.length : from;
    for (let i = Math.max(start, from); i + want.length <= lines.length; i++) {
      if (want.every((w, k) => norm(lines[i + k]!) === norm(w))) return i;
      if (endOfFile) break;
    }
  }
  return -1;
}
