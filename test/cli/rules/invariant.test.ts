/** The invariant rule through git: one line per staged change (see ruleTable.ts). */
import { NEWLINE, SPACED, appendText, both, bytes, chmodX, del, edit, mv, put, symlink, toCrlf } from '../ops.js';
import { SUB, SUB_FILE, ruleTable } from '../ruleTable.js';

const GUIDE = '# Guide\nintro\n<!-- INVARIANT-START -->\nkeep me\n<!-- INVARIANT-END -->\noutro\n';
ruleTable(
  'invariant',
  {
    '.diffgate.tsv': 'invariant\tdocs/**\tThe marked principles are decided\n',
    'docs/guide.md': GUIDE,
    'docs/plain.md': 'no spans here\n',
    'docs/data.bin': new Uint8Array([...new TextEncoder().encode('# INVARIANT-START\nk\n# INVARIANT-END\n'), 0, 1, 2]),
    [`docs/${SPACED}.md`]: GUIDE,
    [`docs/${NEWLINE}.md`]: GUIDE,
    'notes/x.md': GUIDE,
    ...SUB_FILE,
  },
  [
    ['edit inside a span', edit('docs/guide.md', 'keep me', 'changed'), 1, ['invariant'], { path: 'docs/guide.md' }],
    [
      'edit outside the spans',
      both(edit('docs/guide.md', 'intro', 'new intro'), appendText('docs/guide.md', 'more\n')),
      0,
      [],
    ],
    ['add a new span', appendText('docs/guide.md', '# INVARIANT-START\nnew rule\n# INVARIANT-END\n'), 0, []],
    ['insert a line into a span', edit('docs/guide.md', 'keep me\n', 'keep me\nsneaked in\n'), 1, ['invariant']],
    ['remove an end marker', edit('docs/guide.md', '<!-- INVARIANT-END -->\n', ''), 1, ['invariant']],
    ['delete a file with spans', del('docs/guide.md'), 1, ['invariant'], { path: 'docs/guide.md' }],
    ['delete a file without spans', del('docs/plain.md'), 0, []],
    ['rename away', mv('docs/guide.md', 'notes/guide.md'), 1, ['invariant'], { path: 'docs/guide.md' }],
    ['rename into', mv('notes/x.md', 'docs/x.md'), 0, []],
    ['chmod +x (text unchanged)', chmodX('docs/guide.md'), 0, []],
    ['file -> symlink', symlink('docs/guide.md', 'plain.md'), 1, ['invariant']],
    ['case-only rename', mv('docs/guide.md', 'docs/Guide.md'), 1, ['invariant'], { path: 'docs/guide.md' }],
    ['CRLF conversion', toCrlf('docs/guide.md'), 1, ['invariant']],
    ['binary content replaces a file with spans', put('docs/guide.md', bytes(0, 1, 2, 10)), 1, ['invariant']],
    [
      'binary file with spans changed outside them',
      put(
        'docs/data.bin',
        new Uint8Array([...new TextEncoder().encode('# INVARIANT-START\nk\n# INVARIANT-END\n'), 0, 1, 3]),
      ),
      1,
      ['invariant'],
      { path: 'docs/data.bin' },
    ],
    [
      'spaces and non-ASCII in the path',
      edit(`docs/${SPACED}.md`, 'keep me', 'changed'),
      1,
      ['invariant'],
      { path: `docs/${SPACED}.md` },
    ],
    [
      'newline in the path',
      edit(`docs/${NEWLINE}.md`, 'keep me', 'changed'),
      1,
      ['invariant'],
      { path: `docs/${NEWLINE}.md` },
    ],
    ['run from a subdirectory', edit('docs/guide.md', 'keep me', 'changed'), 1, ['invariant'], SUB],
  ],
);
