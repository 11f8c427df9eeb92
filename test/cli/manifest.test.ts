/**
 * The manifest through git: it protects itself (a staged change may add or strengthen rules, never
 * remove or weaken one, checked against HEAD's version), and `--manifest FILE` chooses another one
 * (inside the repository read from HEAD like the default, outside it read from disk).
 */
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGitRepo, removeGitRepo, type GitRepo } from '../helpers/gitRepo.js';
import { diffgateHere } from '../helpers/inProcessCli.js';
import { both, del, edit, mv, put, ruleIds, toCrlf, verdictOf, type Op } from './ops.js';

const MANIFEST = [
  'freeze\tconfig/**\tConfiguration changes only through review',
  'invariant\tdocs/**\tThe marked principles are decided',
  'append\tlogs/**\tThe log is a record\tat=end',
  'budget\tINDEX.md\tRead at every session start\tlines=150 bytes=25600',
  'deny\t**/*.sqlite\tDatabases are not committed',
  '',
].join('\n');

const M = '.diffgate.tsv';
const addLine =
  (line: string): Op =>
  (r) =>
    void r.write(M, `${r.read(M)}${line}\n`);

describe('the manifest protects itself (staged, against HEAD)', () => {
  let repo: GitRepo;
  let base: string;
  beforeAll(() => {
    repo = createGitRepo();
    repo.write(M, MANIFEST).write('config/app.json', '{}\n').write('sub/dir/keep.txt', 'k\n').commit('base');
    base = repo.rev();
  });
  afterAll(() => removeGitRepo(repo));
  afterEach(() => void repo.resetTo(base));

  type Row = [name: string, exit: 0 | 1, rules: string[], op: Op, cwd?: string];
  it.each<Row>([
    ['delete a rule', 1, ['manifest'], edit(M, 'freeze\tconfig/**\tConfiguration changes only through review\n', '')],
    ['freeze -> invariant (weaker)', 1, ['manifest'], edit(M, 'freeze\tconfig/**', 'invariant\tconfig/**')],
    ['invariant -> freeze (stronger)', 0, [], edit(M, 'invariant\tdocs/**', 'freeze\tdocs/**')],
    ['freeze written as its letter A', 0, [], edit(M, 'freeze\tconfig/**', 'A\tconfig/**')],
    ['narrow a glob', 1, ['manifest'], edit(M, 'config/**', 'config/app.json')],
    ['widen a glob to **', 0, [], edit(M, 'freeze\tconfig/**', 'freeze\t**')],
    ['raise a budget', 1, ['manifest'], edit(M, 'lines=150', 'lines=200')],
    ['lower a budget', 0, [], edit(M, 'lines=150', 'lines=100')],
    ['drop at=end', 1, ['manifest'], edit(M, '\tat=end', '')],
    ['add a rule', 0, [], addLine('freeze\tREADME.md\tThe readme is frozen')],
    ['add an allow line', 1, ['manifest'], addLine('allow\tdb/fixture.sqlite\tA fixture')],
    ['add a release phrase', 1, ['manifest'], addLine('release\tlet it go\tAn easier phrase')],
    [
      'reorder the rules and add comments',
      0,
      [],
      (r) => void r.write(M, `# reordered\n${MANIFEST.trim().split('\n').reverse().join('\n')}\n`),
    ],
    ['CRLF conversion', 0, [], toCrlf(M)],
    ['make it malformed', 1, ['manifest'], addLine('freeze\tbad/[glob\tBroken')],
    ['delete the manifest', 1, ['manifest'], del(M)],
    ['rename the manifest away', 1, ['manifest'], mv(M, 'old.diffgate.tsv')],
    [
      'weaken it and edit a frozen file at once',
      1,
      ['freeze', 'manifest'],
      both(
        edit(M, 'freeze\tconfig/**\tConfiguration changes only through review\n', ''),
        put('config/app.json', '{"x": 1}\n'),
      ),
    ],
    [
      'delete a rule, run from a subdirectory',
      1,
      ['manifest'],
      edit(M, 'deny\t**/*.sqlite\tDatabases are not committed\n', ''),
      'sub/dir',
    ],
  ])('%s -> exit %i %j', async (name, exit, rules, op, cwd) => {
    op(repo);
    repo.stageAll();
    // the first line and the one run from a subdirectory through the built CLI, the rest by the
    // CLI's `run` in this process (test/helpers/inProcessCli.ts): the verdicts are the check's
    const args = ['check', '--format', 'json'];
    const run =
      name === 'delete a rule' || cwd ? repo.diffgate(args, cwd ? { cwd } : {}) : await diffgateHere(repo.dir, args);
    const verdict = verdictOf(run);
    expect([run.status, ruleIds(verdict)]).toEqual([exit, rules]);
    for (const v of verdict.violations.filter((x) => x.rule === 'manifest')) expect(v.path).toBe(M);
  });

  it('names the weakened rule and where it was written', () => {
    edit(M, 'lines=150', 'lines=200')(repo);
    repo.stageAll();
    const [v] = verdictOf(repo.diffgate(['check', '--format', 'json'])).violations;
    expect(v).toMatchObject({ rule: 'manifest', path: M, source: 'HEAD:.diffgate.tsv:4' });
    expect(v!.message).toContain('budget INDEX.md');
  });
});

describe('--manifest FILE', () => {
  let repo: GitRepo;
  let outside: string;
  let base: string;
  beforeAll(() => {
    repo = createGitRepo();
    repo
      .write('policies/strict.tsv', 'freeze\tconfig/**\tConfiguration changes only through review\n')
      .write('config/app.json', '{}\n')
      .write('docs/readme.md', 'docs\n')
      .commit('base');
    base = repo.rev();
    outside = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-manifest-')));
  });
  afterAll(() => {
    removeGitRepo(repo);
    rmSync(outside, { recursive: true, force: true });
  });
  afterEach(() => void repo.resetTo(base));

  const editFrozen = () => void repo.write('config/app.json', '{"x": 1}\n').stageAll();

  it('inside the repository: read from HEAD, not from disk', () => {
    editFrozen();
    repo.write('policies/strict.tsv', '# emptied on disk, not staged\n');
    const run = repo.diffgate(['check', '--manifest', 'policies/strict.tsv', '--format', 'json']);
    const verdict = verdictOf(run);
    expect([run.status, ruleIds(verdict)]).toEqual([1, ['freeze']]);
    expect(verdict.manifest).toBe('HEAD:policies/strict.tsv');
  });

  it('relative to the directory the CLI runs in', () => {
    editFrozen();
    const run = repo.diffgate(['check', '--manifest', '../policies/strict.tsv', '--format', 'json'], { cwd: 'docs' });
    expect([run.status, verdictOf(run).manifest]).toEqual([1, 'HEAD:policies/strict.tsv']);
  });

  it('the default manifest is not read when --manifest is given', () => {
    repo.write('.diffgate.tsv', 'deny\t**/*.json\tNo JSON\n').commit('default manifest');
    repo.write('config/new.json', '{}\n').stageAll();
    expect(repo.diffgate(['check', '--manifest', 'policies/strict.tsv']).status).toBe(0);
    expect(repo.diffgate(['check']).status).toBe(1);
  });

  it('protects itself like the default one', () => {
    repo.write('policies/strict.tsv', '# weakened\n').stageAll();
    const verdict = verdictOf(repo.diffgate(['check', '--manifest', 'policies/strict.tsv', '--format', 'json']));
    expect(verdict.violations).toMatchObject([{ rule: 'manifest', path: 'policies/strict.tsv' }]);
  });

  it('missing inside the repository: exit 2 naming it', () => {
    editFrozen();
    const run = repo.diffgate(['check', '--manifest', 'policies/missing.tsv']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('HEAD:policies/missing.tsv does not exist');
  });

  it('outside the repository: read from disk', () => {
    const file = join(outside, 'rules.tsv');
    writeFileSync(file, 'freeze\tconfig/**\tFrozen by the outside manifest\n');
    editFrozen();
    const run = repo.diffgate(['check', '--manifest', file, '--format', 'json']);
    const verdict = verdictOf(run);
    expect([run.status, verdict.manifest, verdict.violations[0]?.reason]).toEqual([
      1,
      file,
      'Frozen by the outside manifest',
    ]);
  });

  it('outside the repository and missing: exit 2', () => {
    editFrozen();
    const run = repo.diffgate(['check', '--manifest', join(outside, 'nope.tsv')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(join(outside, 'nope.tsv'));
  });

  it('outside the repository and malformed: exit 2 with file:line:column', () => {
    const file = join(outside, 'bad.tsv');
    writeFileSync(file, 'budget\tINDEX.md\tShort\tlines=-1\n');
    editFrozen();
    const run = repo.diffgate(['check', '--manifest', file]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${file}:1:23: expected lines=N`);
  });
});
