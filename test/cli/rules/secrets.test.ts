/** The built-in secret list rule through git: one line per staged change (see ruleTable.ts). */
import { NEWLINE, appendText, bytes, chmodX, del, mv, put, symlink, toCrlf } from '../ops.js';
import { SUB, SUB_FILE, ruleTable } from '../ruleTable.js';

ruleTable(
  'secret list',
  {
    '.diffgate.tsv': 'allow\ttest/fixtures/fake.pem\tA fake key used by the tests\n',
    'config/.env': 'A=1\n',
    'legacy/.ENV': 'B=1\n',
    'config/env.example': 'A=\n',
    ...SUB_FILE,
  },
  [
    ['add .env', put('.env', 'TOKEN=x\n'), 1, ['secret'], { path: '.env' }],
    ['add a nested .env.local', put('app/.env.local', 'TOKEN=x\n'), 1, ['secret']],
    ['add id_rsa', put('keys/id_rsa', 'key\n'), 1, ['secret']],
    ['add application-prod.yml', put('src/main/resources/application-prod.yml', 'a: 1\n'), 1, ['secret']],
    ['add id_rsa.pub (not a secret)', put('keys/id_rsa.pub', 'ssh-ed25519 AAAA\n'), 0, []],
    ['add secrets-guide.md (not a secret)', put('docs/secrets-guide.md', 'guide\n'), 0, []],
    ['modify an existing .env', appendText('config/.env', 'B=2\n'), 0, []],
    ['delete', del('config/.env'), 0, []],
    ['rename away', mv('config/.env', 'config/env.bak'), 0, []],
    [
      'rename into',
      mv('config/env.example', 'config/.env.production'),
      1,
      ['secret'],
      { path: 'config/.env.production' },
    ],
    ['chmod +x', chmodX('config/.env'), 0, []],
    ['file -> symlink (the path existed)', symlink('config/.env', 'env.example'), 0, []],
    ['add a symlink named .env', symlink('app/.env', '../config/env.example'), 1, ['secret'], { path: 'app/.env' }],
    [
      'case-only rename .ENV -> .env (a new path)',
      mv('legacy/.ENV', 'legacy/.env'),
      1,
      ['secret'],
      { path: 'legacy/.env' },
    ],
    ['CRLF conversion', toCrlf('config/.env'), 0, []],
    ['add a binary key', put('certs/server.pem', bytes(0x30, 0x82, 0, 1)), 1, ['secret']],
    ['spaces and non-ASCII in the path', put('my keys/ключ.pem', 'key\n'), 1, ['secret'], { path: 'my keys/ключ.pem' }],
    ['newline in the path', put(`odd${NEWLINE}/.env`, 'x\n'), 1, ['secret'], { path: `odd${NEWLINE}/.env` }],
    ['exempt by allow', put('test/fixtures/fake.pem', 'fake\n'), 0, []],
    ['run from a subdirectory', put('.env', 'TOKEN=x\n'), 1, ['secret'], SUB],
  ],
);
