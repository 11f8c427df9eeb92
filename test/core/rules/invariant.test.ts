import { describe, expect, it } from 'vitest';
import type { TestChange } from '../changes.js';
import {
  bin,
  chmod,
  deleted,
  id,
  ids,
  manifestOf,
  modified,
  renamed,
  tsv,
  typeChanged,
  violations,
} from '../changes.js';

const manifest = manifestOf(tsv('B', 'docs/**', 'The marked principles are decided'));
const P = 'docs/principles.md';

// Lines:     1          2        3                         4            5            6                       7
const BASE = [
  '# Title',
  'intro',
  '<!-- INVARIANT-START -->',
  'rule one',
  'rule two',
  '<!-- INVARIANT-END -->',
  'outro',
];
const text = (ls: string[]) => ls.map((l) => `${l}\n`).join('');
const base = text(BASE);
/** The base file with lines replaced: edit(i, ...lines) puts `lines` in place of line i (1-based). */
const edit = (i: number, remove: number, ...insert: string[]) => {
  const ls = [...BASE];
  ls.splice(i - 1, remove, ...insert);
  return text(ls);
};
const mod = (after: string) => modified(P, base, after);

const TWO = text([
  '<!-- INVARIANT-START a -->',
  'A',
  '<!-- INVARIANT-END -->',
  'between',
  '# INVARIANT-START b',
  'B',
  '# INVARIANT-END',
]);

describe('invariant', () => {
  it.each<[string, TestChange, string[], RegExp?]>([
    // outside the span
    ['editing a line before the span', mod(edit(2, 1, 'new intro')), []],
    ['editing a line after the span', mod(edit(7, 1, 'new outro')), []],
    ['inserting right before the START marker', mod(edit(3, 0, 'new')), []],
    ['inserting right after the END marker', mod(edit(7, 0, 'new')), []],
    ['appending at the end', mod(`${base}more\n`), []],
    ['deleting every line outside the span', mod(text(BASE.slice(2, 6))), []],
    ['moving the whole span unchanged', mod(text(['# Title', 'outro', ...BASE.slice(2, 6), 'intro'])), []],
    ['adding a new span elsewhere', mod(`${base}<!-- INVARIANT-START -->\nnew\n<!-- INVARIANT-END -->\n`), []],
    ['duplicating the span', mod(base + text(BASE.slice(2, 6))), []],
    ['a mode change only', chmod(P, base, '100644', '100755'), []],
    // inside the span (line = where the change landed in the new file)
    ['editing a line inside', mod(edit(4, 1, 'rule ONE')), ['invariant@4'], /span that was at lines 3-6/],
    ['editing two lines inside', mod(edit(4, 2, 'x', 'y')), ['invariant@4-5']],
    ['inserting a line inside', mod(edit(5, 0, 'rule one and a half')), ['invariant@5']],
    ['inserting right after START', mod(edit(4, 0, 'sneaky')), ['invariant@4']],
    ['inserting right before END', mod(edit(6, 0, 'sneaky')), ['invariant@6']],
    ['deleting a line inside', mod(edit(5, 1)), ['invariant@5']],
    ['deleting the whole span', mod(edit(3, 4)), ['invariant@3']],
    [
      'deleting the whole span at the end of the file',
      modified(P, text(BASE.slice(0, 6)), text(BASE.slice(0, 2))),
      ['invariant@2'],
    ],
    [
      'moving a line into the span',
      mod(text(['# Title', BASE[2]!, BASE[3]!, 'intro', BASE[4]!, BASE[5]!, 'outro'])),
      ['invariant@4'],
    ],
    [
      'moving a line out of the span',
      mod(text(['# Title', 'intro', BASE[2]!, BASE[4]!, BASE[5]!, 'outro', 'rule one'])),
      ['invariant@4'],
    ],
    ['editing the START marker', mod(edit(3, 1, '<!-- INVARIANT-START changed -->')), ['invariant@3']],
    ['trailing space on the END marker', mod(edit(6, 1, '<!-- INVARIANT-END --> ')), ['invariant@6']],
    [
      'removing the START marker',
      mod(edit(3, 1)),
      ['invariant@3', 'invariant@5'],
      /INVARIANT-END at line 5 closes no span/,
    ],
    [
      'removing the END marker',
      mod(edit(6, 1)),
      ['invariant@3', 'invariant@6'],
      /span opened at line 3 is never closed/,
    ],
    [
      'opening a nested span inside',
      mod(edit(5, 0, '<!-- INVARIANT-START -->')),
      ['invariant@5', 'invariant@5'],
      /An INVARIANT-START at line 5 opens a span inside another span\./,
    ],
    [
      'an extra END after the span',
      mod(`${base}<!-- INVARIANT-END -->\n`),
      ['invariant@8'],
      /INVARIANT-END at line 8 closes no span/,
    ],
    [
      'a new unclosed span after it',
      mod(`${base}<!-- INVARIANT-START -->\nnew\n`),
      ['invariant@8'],
      /span opened at line 8 is never closed/,
    ],
    ['LF -> CRLF', mod(base.replaceAll('\n', '\r\n')), ['invariant@1-7']],
    ['CRLF on one line inside the span', mod(edit(4, 1, 'rule one\r')), ['invariant@4']],
    ['CRLF on a line outside', mod(edit(2, 1, 'intro\r')), []],
    ['binary content after the change', mod(`${base}\0`), ['invariant'], /binary file that has invariant spans/],
    ['binary content before the change', modified(P, `${base}\0`, `${base}\0x`), ['invariant'], /binary/],
    ['binary file with a span: mode change only', chmod(P, `${base}\0`, '100644', '100755'), []],
    ['binary file without spans', modified('docs/logo.png', bin('PNG', 0, 1), bin('PNG', 0, 2)), []],
    [
      'deleting a file with a span',
      deleted(P, base),
      ['invariant'],
      /Deleted or renamed away a file with 1 invariant span\./,
    ],
    ['deleting a file with no spans', deleted('docs/plain.md', 'text\n'), []],
    ['renaming away a file with a span', renamed(P, 'archive/principles.md', base), ['invariant'], /renamed away/],
    ['renaming away a file with no spans', renamed('docs/plain.md', 'archive/plain.md', 'text\n'), []],
    ['renaming into a protected path', renamed('draft.md', 'docs/new.md', base), []],
    ['file -> symlink', typeChanged(P, { text: base }, { text: 'elsewhere.md', mode: '120000' }), ['invariant@1']],
    ['a file with no spans: any edit', modified('docs/plain.md', 'a\nb\n', 'c\n'), []],
    ['a path the rule does not cover', modified('src/x.md', base, 'gone\n'), []],
    // two spans
    ['two spans: editing between them', modified(P, TWO, TWO.replace('between', 'middle')), []],
    ['two spans: editing the second', modified(P, TWO, TWO.replace('\nB\n', '\nBB\n')), ['invariant@6'], /lines 5-7/],
    [
      'two spans: swapping them',
      modified(
        P,
        TWO,
        text([
          '# INVARIANT-START b',
          'B',
          '# INVARIANT-END',
          'between',
          '<!-- INVARIANT-START a -->',
          'A',
          '<!-- INVARIANT-END -->',
        ]),
      ),
      ['invariant@1-3'],
      /lines 5-7/,
    ],
    ['two spans: deleting the file', deleted(P, TWO), ['invariant'], /2 invariant spans/],
  ])('%s', async (_name, c, expected, message) => {
    const found = await violations(manifest, c);
    expect(found.map(id)).toEqual(expected);
    if (message) expect(found.map((v) => v.message).join('\n')).toMatch(message);
    for (const v of found) expect(v.reason).toBe('The marked principles are decided');
  });

  it('an old file whose span was never closed: any later edit changes the span (fail closed)', async () => {
    const before = text(['a', '// INVARIANT-START', 'kept']);
    expect((await violations(manifest, modified(P, before, `${before}added\n`))).map(id)).toEqual([
      'invariant@2',
      'invariant@4',
    ]);
  });
});

describe('invariant on a large rewrite', () => {
  it('finds a broken span in a 20,000-line rewrite within a second or two, placed at its old lines', async () => {
    const lines = (word: string) => Array.from({ length: 20_000 }, (_, i) => `${word} line ${i}`);
    const before = text(['<!-- INVARIANT-START -->', 'rule one', '<!-- INVARIANT-END -->', ...lines('old')]);
    const after = text(['<!-- INVARIANT-START -->', 'rule TWO', '<!-- INVARIANT-END -->', ...lines('new')]);
    const start = Date.now();
    // Found by the review of issue 18 (F06): the diff that places the finding took over 40 s here,
    // and no watchdog can interrupt synchronous work.
    expect(await ids(manifest, modified(P, before, after))).toEqual(['invariant@1-3']);
    expect(Date.now() - start).toBeLessThan(5_000);
  });
});
