/** Codex's apply_patch format, parsed and applied: literal patches in, operations and contents out. */
import { describe, expect, it } from 'vitest';
import { applyChunks, parsePatch } from '../../../src/agent/edits/parsePatch.js';

describe('parsePatch', () => {
  it('reads adds, deletes, updates and moves', () => {
    const patch = [
      '*** Begin Patch',
      '*** Add File: docs/new.md',
      '+# New',
      '+',
      '+text',
      '*** Delete File: old.txt',
      '*** Update File: src/app.ts',
      '*** Move to: src/main.ts',
      '@@ function main() {',
      ' keep',
      '-old',
      '+new',
      '*** End of File',
      '*** End Patch',
    ].join('\n');
    expect(parsePatch(patch)).toEqual([
      { kind: 'add', path: 'docs/new.md', content: '# New\n\ntext\n' },
      { kind: 'delete', path: 'old.txt' },
      {
        kind: 'update',
        path: 'src/app.ts',
        moveTo: 'src/main.ts',
        chunks: [
          {
            context: 'function main() {',
            oldLines: ['keep', 'old'],
            newLines: ['keep', 'new'],
            endOfFile: true,
            marks: ' -+',
          },
        ],
      },
    ]);
  });

  it.each([
    ['no Begin Patch', '*** Update File: a\n@@\n-a\n+b\n*** End Patch', /line 1: expected "\*\*\* Begin Patch"/],
    ['no End Patch', '*** Begin Patch\n*** Add File: a\n+x', /expected "\*\*\* End Patch"/],
    ['an unknown header', '*** Begin Patch\n*** Rename File: a\n*** End Patch', /line 2: expected "\*\*\* Add File:"/],
    [
      'a bad hunk line',
      '*** Begin Patch\n*** Update File: a\n@@\n?x\n*** End Patch',
      /line 4: expected a line starting/,
    ],
    ['an empty update', '*** Begin Patch\n*** Update File: a\n*** End Patch', /has no changes/],
    ['no file at all', '*** Begin Patch\n*** End Patch', /changes no file/],
  ])('refuses %s, naming the line', (_name, patch, message) => {
    expect(() => parsePatch(patch)).toThrow(message);
  });
});

describe('applyChunks', () => {
  const update = (patch: string) => {
    const [op] = parsePatch(`*** Begin Patch\n*** Update File: f\n${patch}\n*** End Patch`);
    return op?.kind === 'update' ? op.chunks : [];
  };

  it.each([
    ['replaces a line', 'a\nb\nc\n', '@@\n a\n-b\n+B\n c', 'a\nB\nc\n'],
    ['seeks the context line first', 'x\nb\nfn\nb\n', '@@ fn\n-b\n+B', 'x\nb\nfn\nB\n'],
    ['applies chunks in order', 'a\nb\nc\nd\n', '@@\n-a\n+A\n@@\n-c\n+C', 'A\nb\nC\nd\n'],
    ['matches ignoring trailing spaces', 'a  \nb\n', '@@\n-a\n+A', 'A\nb\n'],
    ['anchors at the end of the file', 'b\nx\nb\n', '@@\n-b\n+B\n*** End of File', 'b\nx\nB\n'],
    ['adds lines at the end', 'a\n', '@@\n+b', 'a\nb\n'],
    // codex-rs derive_new_contents_from_chunks ends every updated file with a newline
    ['ends a file without a final newline with one, as Codex writes it', 'a\nb', '@@\n-b\n+c', 'a\nc\n'],
    // review of issue 18, F02: a chunk of only added lines goes at the end of the file whatever its
    // context line says; Codex 0.169.0 puts it after a final empty line too (seen in the real client)
    ['adds only-added lines at the end whatever the context', 'a\nb\n', '@@ a\n+c', 'a\nb\nc\n'],
    ['adds only-added lines after a final empty line', 'a\n\n', '@@\n+b', 'a\n\nb\n'],
    // line endings as the real Codex 0.169.0 writes them (conformance/codex, "line endings")
    ['keeps CRLF line endings', 'a\r\nb\r\n', '@@\n b\n+c', 'a\r\nb\r\nc\r\n'],
    ['keeps LF in an LF file', 'a\nb\n', '@@\n b\n+c', 'a\nb\nc\n'],
    ["drops CRs before a patch line's end", 'a\nb\n', '@@\n-a\n-b\n+a\r\n+b\r\r', 'a\nb\n'],
    ['keeps a CR inside a line', 'a\n', '@@\n-a\n+a\rb', 'a\rb\n'],
    ["writes added lines with the first line's ending", 'a\r\nb\nc\n', '@@\n c\n+d', 'a\r\nb\nc\nd\r\n'],
    [
      "keeps each context line's own ending",
      'x\r\na\nb\nc\nd\ne\n',
      '@@\n a\n-b\n+B\n c\n-d\n+D\n e',
      'x\r\na\nB\r\nc\nD\r\ne\n',
    ],
    [
      "rewrites a removed and added line with the first line's ending",
      'a\r\nb\nc\n',
      '@@\n-b\n+b\n+x',
      'a\r\nb\r\nx\r\nc\n',
    ],
    ["ends an unterminated last line with the first line's ending", 'a\r\nb', '@@\n-a\n+1', '1\r\nb\r\n'],
    ['writes a context line dropped from the old lines only as added', 'a\r\nb\n', '@@\n b\n\n+c', 'a\r\nb\n\r\nc\r\n'],
  ])('%s', (_name, before, patch, after) => {
    expect(applyChunks(before, update(patch))).toBe(after);
  });

  it('says which chunk does not match', () => {
    expect(applyChunks('a\n', update('@@\n-zzz\n+y'))).toEqual({ error: expect.stringContaining('chunk 1') });
  });
});
