// `npm run demo`: diffgate on a built-in example. Copies examples/demo/ into a throw-away git
// repository, commits it, then stages one change at a time and shows what `diffgate check`
// says about it (exit code and message), undoing each change before the next.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist/cli/index.js');
const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
for (const k of Object.keys(env)) if (k.startsWith('GIT_') && !k.startsWith('GIT_CONFIG')) delete env[k];

const dir = mkdtempSync(join(tmpdir(), 'diffgate-demo-'));
const git = (...args) => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' });
const file = (p) => join(dir, p);
const edit = (p, fn) => writeFileSync(file(p), fn(readFileSync(file(p), 'utf8')));

const scenarios = [
  [
    'Append a decision at the end of the append-only log',
    () => appendFileSync(file('logs/decisions.md'), '2026-11-30 Ship the demo.\n'),
  ],
  [
    'Rewrite an old decision in the append-only log',
    () => edit('logs/decisions.md', (t) => t.replace('Use TSV', 'Use YAML')),
  ],
  [
    'Edit docs/style.md outside its invariant span',
    () =>
      edit('docs/style.md', (t) => t.replace('Examples may be replaced freely.', 'Examples may be replaced at will.')),
  ],
  [
    'Edit the invariant span in docs/style.md',
    () => edit('docs/style.md', (t) => t.replace('two to three sentences', 'up to six sentences')),
  ],
  [
    'Change the frozen production config',
    () => edit('config/production.yml', (t) => t.replace('pool: 20', 'pool: 200')),
  ],
  ['Make the frozen production config executable', () => chmodSync(file('config/production.yml'), 0o755)],
  [
    'Rename the frozen production config away',
    () => renameSync(file('config/production.yml'), file('config/production.old.yml')),
  ],
  [
    'Add a line to INDEX.md, which is at its 8-line budget',
    () => appendFileSync(file('INDEX.md'), '- scripts/: tooling\n'),
  ],
  [
    'Replace a line of INDEX.md (one in, one out)',
    () => edit('INDEX.md', (t) => t.replace('- notes/: scratch notes\n', '- scripts/: tooling\n')),
  ],
  [
    'Commit a database file',
    () => {
      mkdirSync(file('data'), { recursive: true });
      writeFileSync(file('data/cache.sqlite'), 'SQLite format 3\0');
    },
  ],
  ['Commit a .env file', () => writeFileSync(file('.env'), 'API_TOKEN=not-for-git\n')],
  [
    'Weaken the manifest by deleting its freeze rule',
    () => edit('.diffgate.tsv', (t) => t.split('\n').slice(1).join('\n')),
  ],
  [
    'Strengthen the manifest with a new rule',
    () => appendFileSync(file('.diffgate.tsv'), 'freeze\t.github/workflows/**\tCI changes need review\n'),
  ],
];

try {
  cpSync(join(root, 'examples/demo'), dir, { recursive: true });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'diffgate demo');
  git('config', 'user.email', 'demo@diffgate.invalid');
  git('add', '-A');
  git('commit', '-q', '-m', 'example repository');
  console.log(`diffgate demo: a throw-away repository in ${dir}\n`);
  console.log('The manifest (.diffgate.tsv):');
  console.log(readFileSync(file('.diffgate.tsv'), 'utf8').replace(/^/gm, '  ').replace(/\t/g, ' | '));
  scenarios.forEach(([title, change], i) => {
    change();
    git('add', '-A');
    const r = spawnSync(process.execPath, [cli, 'check', '--staged'], {
      cwd: dir,
      env: { ...env, NO_COLOR: '1' },
      encoding: 'utf8',
    });
    const verdict = r.status === 0 ? 'ALLOWED' : r.status === 1 ? 'BLOCKED' : `ERROR (exit ${r.status})`;
    console.log(`── ${i + 1}. ${title}: ${verdict}`);
    console.log(`$ git add -A && diffgate check --staged   # exit ${r.status}`);
    console.log(`${(r.stderr + r.stdout).trimEnd().replace(/^/gm, '  ')}\n`);
    git('reset', '-q', '--hard', 'HEAD');
    git('clean', '-q', '-fd');
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
