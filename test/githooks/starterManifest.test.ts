/**
 * The path examples `diffgate init` writes do what their reasons say: each is uncommented, the
 * manifest is committed (a first manifest may hold the allow line), and the case each example names
 * is committed with the git hooks on (`install --hooks-path`): what the reason forbids is blocked,
 * what it allows passes. (The command examples: test/core/commands/starterManifest.test.ts.)
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { STARTER_MANIFEST } from '../../src/core/messages/starterManifest.js';
import { createGitRepo, removeGitRepo, type GitRepo } from '../helpers/gitRepo.js';
import { GITHOOKS, commit, resetShared } from './setup.js';

let repo: GitRepo;
let base: string;

const examples = STARTER_MANIFEST.split('\n')
  .filter((l) => l.startsWith('# ') && l.includes('\t') && !l.startsWith('# command-'))
  .map((l) => l.slice(2));

beforeAll(() => {
  repo = createGitRepo();
  repo
    .write('.github/workflows/ci.yml', 'on: push\n')
    .write('docs/style.md', 'intro\n<!-- INVARIANT-START -->\nrule one\n<!-- INVARIANT-END -->\noutro\n')
    .write('logs/decisions.md', '- 2026-01-01 chose TSV\n')
    .write('INDEX.md', Array.from({ length: 150 }, (_, i) => `line ${i}\n`).join(''))
    .commit('before diffgate');
  expect(repo.diffgate(['init']).status).toBe(0);
  expect(repo.diffgate(['install', '--hooks-path']).status).toBe(0);
  repo.stageAll();
  expect(commit(repo, 'diffgate init').status).toBe(0);
  repo.write('.diffgate.tsv', `${STARTER_MANIFEST}${examples.join('\n')}\n`).stageAll();
  const adopted = commit(repo, 'use the examples');
  expect(adopted.status, adopted.stderr).toBe(0);
  expect(adopted.stderr).toContain('it allows: adding "test/fixtures/fake.pem"');
  base = repo.rev();
});
afterEach(() => resetShared(repo, base, undefined, GITHOOKS));
afterAll(() => removeGitRepo(repo));

it('the path examples are these (a new one needs a case below)', () => {
  expect(examples.map((l) => l.split('\t').slice(0, 2).join(' '))).toEqual([
    'freeze .github/workflows/**',
    'deny .github/workflows/**',
    'invariant docs/style.md',
    'append logs/decisions.md',
    'budget INDEX.md',
    'deny **/*.sqlite',
    'allow test/fixtures/fake.pem',
  ]);
});

it.each<[string, (r: GitRepo) => void, string | null]>([
  ['changing a workflow', (r) => r.write('.github/workflows/ci.yml', 'on: [push, pull_request]\n'), 'freeze'],
  ['adding a workflow', (r) => r.write('.github/workflows/deploy.yml', 'on: push\n'), 'deny'],
  ['deleting a workflow', (r) => r.remove('.github/workflows/ci.yml'), 'freeze'],
  [
    'editing the marked principles',
    (r) => r.write('docs/style.md', 'intro\n<!-- INVARIANT-START -->\nrule two\n<!-- INVARIANT-END -->\noutro\n'),
    'invariant',
  ],
  [
    'editing around them',
    (r) => r.write('docs/style.md', 'new intro\n<!-- INVARIANT-START -->\nrule one\n<!-- INVARIANT-END -->\noutro\n'),
    null,
  ],
  ['rewriting a decision', (r) => r.write('logs/decisions.md', '- 2026-01-01 chose JSON\n'), 'append'],
  [
    'adding a decision at the end',
    (r) => r.write('logs/decisions.md', '- 2026-01-01 chose TSV\n- 2026-02-01 kept it\n'),
    null,
  ],
  ['growing INDEX.md past 150 lines', (r) => r.write('INDEX.md', `${r.read('INDEX.md')}one more\n`), 'budget'],
  [
    'one in, one out in INDEX.md',
    (r) => r.write('INDEX.md', r.read('INDEX.md').replace('line 0\n', 'line zero\n')),
    null,
  ],
  ['committing a database', (r) => r.write('data/app.sqlite', 'SQLite format 3\0'), 'deny'],
  ['the fake key the tests use', (r) => r.write('test/fixtures/fake.pem', '-----BEGIN FAKE-----\n'), null],
  ['any other key', (r) => r.write('test/fixtures/real.pem', '-----BEGIN KEY-----\n'), 'secret'],
])('%s', (_, change, rule) => {
  change(repo);
  repo.stageAll();
  const r = commit(repo, 'the case');
  if (rule === null) {
    expect(r.status, r.stderr).toBe(0);
  } else {
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`[${rule}]`);
    expect(repo.rev()).toBe(base);
  }
});
