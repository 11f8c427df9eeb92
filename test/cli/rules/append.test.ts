/** The append rule through git: one line per staged change (see ruleTable.ts). */
import { NEWLINE, SPACED, appendText, bytes, chmodX, del, edit, mv, put, symlink, toCrlf } from '../ops.js';
import { SUB, SUB_FILE, ruleTable } from '../ruleTable.js';

ruleTable(
  'append',
  {
    '.diffgate.tsv': [
      'append\tjournal/**\tThe journal is a record: add entries, never rewrite them',
      'append\tdecisions.md\tDecisions are recorded in order\tat=end',
      '',
    ].join('\n'),
    'journal/a.log': 'entry 1\nentry 2\n',
    'journal/blob.bin': bytes(1, 0, 2, 0, 3, 10),
    'decisions.md': '# Decisions\n- one\n',
    [`journal/${SPACED}.log`]: 'entry 1\n',
    [`journal/${NEWLINE}.log`]: 'entry 1\n',
    'other/x.log': 'entry 1\n',
    ...SUB_FILE,
  },
  [
    ['append a line', appendText('journal/a.log', 'entry 3\n'), 0, []],
    ['insert between lines', edit('journal/a.log', 'entry 1\n', 'entry 1\nentry 1.5\n'), 0, []],
    ['edit a line', edit('journal/a.log', 'entry 1', 'entry one'), 1, ['append'], { path: 'journal/a.log' }],
    ['truncate', put('journal/a.log', 'entry 1\n'), 1, ['append']],
    ['delete', del('journal/a.log'), 1, ['append'], { path: 'journal/a.log' }],
    ['rename away', mv('journal/a.log', 'other/a.log'), 1, ['append'], { path: 'journal/a.log' }],
    ['rename into', mv('other/x.log', 'journal/x.log'), 0, []],
    ['chmod +x (text unchanged)', chmodX('journal/a.log'), 0, []],
    ['file -> symlink', symlink('journal/a.log', 'blob.bin'), 1, ['append']],
    ['case-only rename', mv('journal/a.log', 'journal/A.log'), 1, ['append'], { path: 'journal/a.log' }],
    ['CRLF conversion', toCrlf('journal/a.log'), 1, ['append']],
    [
      'binary: bytes appended (a binary change is a change to all of it)',
      put('journal/blob.bin', bytes(1, 0, 2, 0, 3, 10, 4, 0)),
      1,
      ['append'],
    ],
    [
      'binary: bytes changed',
      put('journal/blob.bin', bytes(1, 0, 9, 0, 3, 10, 4)),
      1,
      ['append'],
      { path: 'journal/blob.bin' },
    ],
    ['at=end: append at the end', appendText('decisions.md', '- two\n'), 0, []],
    [
      'at=end: insert before the end',
      edit('decisions.md', '- one', '- zero\n- one'),
      1,
      ['append'],
      { path: 'decisions.md' },
    ],
    ['spaces and non-ASCII: append', appendText(`journal/${SPACED}.log`, 'entry 2\n'), 0, []],
    [
      'spaces and non-ASCII: edit',
      put(`journal/${SPACED}.log`, 'entry one\n'),
      1,
      ['append'],
      { path: `journal/${SPACED}.log` },
    ],
    [
      'newline in the path: edit',
      put(`journal/${NEWLINE}.log`, 'entry one\n'),
      1,
      ['append'],
      { path: `journal/${NEWLINE}.log` },
    ],
    ['run from a subdirectory', edit('journal/a.log', 'entry 2', 'entry two'), 1, ['append'], SUB],
  ],
);
