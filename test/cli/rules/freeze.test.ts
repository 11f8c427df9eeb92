/** The freeze rule through git: one line per staged change (see ruleTable.ts). */
import { NEWLINE, SPACED, appendText, both, bytes, chmodX, del, edit, mv, put, symlink, toCrlf } from '../ops.js';
import { SUB, SUB_FILE, ruleTable } from '../ruleTable.js';

ruleTable(
  'freeze',
  {
    '.diffgate.tsv': 'freeze\tfrozen/**\tFrozen files change only through review\n',
    'frozen/a.txt': 'one\ntwo\nthree\n',
    'frozen/blob.bin': bytes(0x89, 0x50, 0, 1, 2, 3, 0xff),
    [`frozen/${SPACED}.txt`]: 'spaced\n',
    [`frozen/${NEWLINE}.txt`]: 'odd\n',
    'free/x.txt': 'free\n',
    ...SUB_FILE,
  },
  [
    ['modify', edit('frozen/a.txt', 'two', 'TWO'), 1, ['freeze'], { path: 'frozen/a.txt' }],
    ['delete', del('frozen/a.txt'), 1, ['freeze'], { path: 'frozen/a.txt' }],
    ['rename away', mv('frozen/a.txt', 'free/a.txt'), 1, ['freeze'], { path: 'frozen/a.txt' }],
    ['rename into (creates a path)', mv('free/x.txt', 'frozen/x.txt'), 0, []],
    ['create a new file', put('frozen/new.txt', 'new\n'), 0, []],
    ['chmod +x', chmodX('frozen/a.txt'), 1, ['freeze']],
    ['file -> symlink', symlink('frozen/a.txt', 'elsewhere.txt'), 1, ['freeze']],
    ['symlink target change', symlink('frozen/link', 'blob.bin'), 1, ['freeze'], { path: 'frozen/link' }],
    ['symlink -> file', both(del('frozen/link'), put('frozen/link', 'a.txt')), 1, ['freeze']],
    ['case-only rename', mv('frozen/a.txt', 'frozen/A.txt'), 1, ['freeze'], { path: 'frozen/a.txt' }],
    ['CRLF conversion', toCrlf('frozen/a.txt'), 1, ['freeze']],
    [
      'binary content changed',
      put('frozen/blob.bin', bytes(0x89, 0x50, 0, 1, 2, 4, 0xff)),
      1,
      ['freeze'],
      { path: 'frozen/blob.bin' },
    ],
    ['text replaced by binary', put('frozen/a.txt', bytes(0, 1, 2)), 1, ['freeze']],
    [
      'spaces and non-ASCII in the path',
      appendText(`frozen/${SPACED}.txt`, 'more\n'),
      1,
      ['freeze'],
      { path: `frozen/${SPACED}.txt` },
    ],
    [
      'newline in the path',
      appendText(`frozen/${NEWLINE}.txt`, 'more\n'),
      1,
      ['freeze'],
      { path: `frozen/${NEWLINE}.txt` },
    ],
    ['run from a subdirectory', edit('frozen/a.txt', 'one', 'ONE'), 1, ['freeze'], SUB],
    ['an unprotected file', appendText('free/x.txt', 'more\n'), 0, []],
  ],
  [['frozen/link', 'a.txt']],
);
