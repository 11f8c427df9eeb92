/** The budget rule through git: one line per staged change (see ruleTable.ts). */
import { NEWLINE, SPACED, appendText, both, chmodX, del, edit, lines, mv, put, symlink, toCrlf } from '../ops.js';
import { SUB, SUB_FILE, ruleTable } from '../ruleTable.js';

// lines=5 bytes=60: budget/index.md starts over the line budget (8 lines) and under the byte budget (56 bytes).
ruleTable(
  'budget',
  {
    '.diffgate.tsv':
      'budget\tbudget/**\tThese files are read at every session start; keep them short\tlines=5 bytes=60\n',
    'budget/index.md': lines(8),
    'budget/small.md': 'a\nb\n',
    'budget/blob.bin': new Uint8Array(40).fill(0).map((_, i) => i % 3),
    [`budget/${SPACED}.md`]: lines(8),
    [`budget/${NEWLINE}.md`]: lines(8),
    'other/big.md': lines(10),
    ...SUB_FILE,
  },
  [
    ['grow an over-budget file', appendText('budget/index.md', 'line 9\n'), 1, ['budget'], { path: 'budget/index.md' }],
    ['edit without growing', edit('budget/index.md', 'line 1', 'LINE 1'), 0, []],
    ['shrink an over-budget file', edit('budget/index.md', 'line 8\n', ''), 0, []],
    [
      'one in, one out',
      both(edit('budget/index.md', 'line 1\n', ''), appendText('budget/index.md', 'line 9\n')),
      0,
      [],
    ],
    ['grow within the budget', appendText('budget/small.md', 'c\nd\n'), 0, []],
    ['grow past the budget', appendText('budget/small.md', 'c\nd\ne\nf\n'), 1, ['budget'], { path: 'budget/small.md' }],
    ['create a file over the budget', put('budget/new.md', lines(8)), 1, ['budget'], { path: 'budget/new.md' }],
    ['delete', del('budget/index.md'), 0, []],
    ['rename away', mv('budget/index.md', 'other/index.md'), 0, []],
    [
      'rename an over-budget file into (the path is created)',
      mv('other/big.md', 'budget/big.md'),
      1,
      ['budget'],
      { path: 'budget/big.md' },
    ],
    ['chmod +x', chmodX('budget/index.md'), 0, []],
    ['file -> symlink', symlink('budget/index.md', 'small.md'), 0, []],
    [
      'case-only rename of an over-budget file (a new path)',
      mv('budget/index.md', 'budget/INDEX.md'),
      1,
      ['budget'],
      { path: 'budget/INDEX.md' },
    ],
    ['case-only rename within the budget', mv('budget/small.md', 'budget/SMALL.md'), 0, []],
    ['CRLF conversion (56 -> 64 bytes)', toCrlf('budget/index.md'), 1, ['budget']],
    [
      'binary content grows over the byte budget',
      put('budget/blob.bin', new Uint8Array(80)),
      1,
      ['budget'],
      { path: 'budget/blob.bin' },
    ],
    [
      'spaces and non-ASCII in the path',
      appendText(`budget/${SPACED}.md`, 'line 9\n'),
      1,
      ['budget'],
      { path: `budget/${SPACED}.md` },
    ],
    [
      'newline in the path',
      appendText(`budget/${NEWLINE}.md`, 'line 9\n'),
      1,
      ['budget'],
      { path: `budget/${NEWLINE}.md` },
    ],
    ['run from a subdirectory', appendText('budget/index.md', 'line 9\n'), 1, ['budget'], SUB],
  ],
);
