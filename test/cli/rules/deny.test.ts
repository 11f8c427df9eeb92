/** The deny rule through git: one line per staged change (see ruleTable.ts). */
import { NEWLINE, SPACED, appendText, bytes, chmodX, del, mv, put, symlink, toCrlf } from '../ops.js';
import { SUB, SUB_FILE, ruleTable } from '../ruleTable.js';

ruleTable(
  'deny',
  {
    '.diffgate.tsv':
      'deny\t**/*.sqlite\tDatabases are not committed\nallow\tfixtures/ok.sqlite\tA tiny fixture database\n',
    'db/legacy.sqlite': 'committed before the rule\n',
    'data/x.txt': 'data\n',
    ...SUB_FILE,
  },
  [
    ['add', put('db/new.sqlite', 'x\n'), 1, ['deny'], { path: 'db/new.sqlite' }],
    ['modify an existing file', appendText('db/legacy.sqlite', 'more\n'), 0, []],
    ['delete', del('db/legacy.sqlite'), 0, []],
    ['rename away', mv('db/legacy.sqlite', 'db/legacy.bak'), 0, []],
    ['rename into', mv('data/x.txt', 'data/x.sqlite'), 1, ['deny'], { path: 'data/x.sqlite' }],
    ['chmod +x', chmodX('db/legacy.sqlite'), 0, []],
    ['file -> symlink (the path existed)', symlink('db/legacy.sqlite', '../data/x.txt'), 0, []],
    ['add a symlink', symlink('db/link.sqlite', '../data/x.txt'), 1, ['deny'], { path: 'db/link.sqlite' }],
    [
      'case-only rename (a new path)',
      mv('db/legacy.sqlite', 'db/Legacy.sqlite'),
      1,
      ['deny'],
      { path: 'db/Legacy.sqlite' },
    ],
    ['CRLF conversion', toCrlf('db/legacy.sqlite'), 0, []],
    ['add binary content', put('db/bin.sqlite', bytes(0x53, 0x51, 0, 0, 1)), 1, ['deny']],
    [
      'spaces and non-ASCII in the path',
      put(`db/${SPACED}.sqlite`, 'x\n'),
      1,
      ['deny'],
      { path: `db/${SPACED}.sqlite` },
    ],
    ['newline in the path', put(`db/${NEWLINE}.sqlite`, 'x\n'), 1, ['deny'], { path: `db/${NEWLINE}.sqlite` }],
    ['newline in a folder name', put(`db${NEWLINE}/x.sqlite`, 'x\n'), 1, ['deny'], { path: `db${NEWLINE}/x.sqlite` }],
    ['exempt by allow', put('fixtures/ok.sqlite', 'x\n'), 0, []],
    ['run from a subdirectory', put('db/new.sqlite', 'x\n'), 1, ['deny'], SUB],
  ],
);
