/**
 * The three views of a change through the built CLI: `--staged` (the index, never the work tree),
 * `--worktree` (files on disk, untracked ones included) and `--range BASE..HEAD` (against the merge
 * base, under BASE's manifest).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGitRepo, removeGitRepo, withGitRepo, type GitRepo } from '../helpers/gitRepo.js';
import { diffgateHere } from '../helpers/inProcessCli.js';
import { appendText, both, chmodX, del, edit, put, ruleIds, symlink, verdictOf, type Op } from './ops.js';

const check = (repo: GitRepo, args: string[], opts: { env?: Record<string, string>; cwd?: string } = {}) => {
  const run = repo.diffgate(['check', ...args, '--format', 'json'], opts);
  const verdict = verdictOf(run);
  return { exit: run.status, rules: ruleIds(verdict), verdict };
};

/** `check` by the CLI's `run` in this process (test/helpers/inProcessCli.ts), for the table's verdicts. */
const checkHere = async (repo: GitRepo, args: string[]) => {
  const run = await diffgateHere(repo.dir, ['check', ...args, '--format', 'json']);
  const verdict = verdictOf(run);
  return { exit: run.status, rules: ruleIds(verdict), verdict };
};

const stage =
  (...paths: string[]): Op =>
  (r) =>
    void r.git('add', '-A', '--', ...paths);

describe('--worktree and --staged see different things', () => {
  let repo: GitRepo;
  let base: string;
  beforeAll(() => {
    repo = createGitRepo();
    repo
      .write(
        '.diffgate.tsv',
        'freeze\tconfig/**\tConfiguration changes only through review\ndeny\t**/*.sqlite\tDatabases are not committed\nbudget\ttools/**\tTools stay small\tlines=100\n',
      )
      .write('config/app.json', '{"debug": false}\n')
      .write('.gitignore', 'ignored/\n')
      .write('README.md', 'readme\n')
      .symlink('app.json', 'config/current')
      .commit('base');
    base = repo.rev();
  });
  afterAll(() => removeGitRepo(repo));
  afterEach(() => void repo.resetTo(base));

  type Row = [name: string, worktree: [exit: 0 | 1, rules: string[]], staged: [exit: 0 | 1, rules: string[]], op: Op];
  it.each<Row>([
    ['an unstaged edit of a frozen file', [1, ['freeze']], [0, []], edit('config/app.json', 'false', 'true')],
    ['an unstaged deletion of a frozen file', [1, ['freeze']], [0, []], del('config/app.json')],
    ['an unstaged chmod +x of a frozen file', [1, ['freeze']], [0, []], chmodX('config/app.json')],
    ['an unstaged symlink target change', [1, ['freeze']], [0, []], symlink('config/current', '../README.md')],
    ['an untracked .env', [1, ['secret']], [0, []], put('.env', 'TOKEN=x\n')],
    ['an untracked symlink with a denied name', [1, ['deny']], [0, []], symlink('db/link.sqlite', '../README.md')],
    [
      'an untracked nested repository with a denied name',
      [1, ['deny']],
      [0, []],
      (r) => void r.write('data/x.sqlite/f', 'f\n').git('init', '-q', 'data/x.sqlite'),
    ],
    [
      'an untracked nested repository under a content rule',
      [0, []],
      [0, []],
      (r) => void r.write('tools/nested/f', 'f\n').git('init', '-q', 'tools/nested'),
    ],
    [
      'an untracked executable in a frozen folder (creation)',
      [0, []],
      [0, []],
      both(put('config/new.sh', '#!/bin/sh\n'), chmodX('config/new.sh')),
    ],
    ['an ignored .env (git would not add it)', [0, []], [0, []], put('ignored/.env', 'TOKEN=x\n')],
    [
      'a staged edit, reverted on disk only',
      [0, []],
      [1, ['freeze']],
      both(
        edit('config/app.json', 'false', 'true'),
        stage('config/app.json'),
        edit('config/app.json', 'true', 'false'),
      ),
    ],
    [
      'a staged .env, deleted on disk only',
      [0, []],
      [1, ['secret']],
      both(put('.env', 'x\n'), stage('.env'), del('.env')),
    ],
    [
      'a staged, unblocked edit of an unprotected file',
      [0, []],
      [0, []],
      both(appendText('README.md', 'more\n'), stage('README.md')),
    ],
  ])('%s: worktree %j, staged %j', async (name, worktree, staged, op) => {
    op(repo);
    // the first line through the built CLI, the rest in this process: the verdicts are the check's
    const cli = name === 'an unstaged edit of a frozen file';
    const w = cli ? check(repo, ['--worktree']) : await checkHere(repo, ['--worktree']);
    const s = cli ? check(repo, ['--staged']) : await checkHere(repo, ['--staged']);
    expect({ worktree: [w.exit, w.rules], staged: [s.exit, s.rules] }).toEqual({ worktree, staged });
  });

  it('--worktree reports an untracked file with its repository path, from a subdirectory', () => {
    repo.write('config/.env.local', 'x\n').write('docs/sub/keep.txt', 'k\n');
    const w = check(repo, ['--worktree'], { cwd: 'docs/sub' });
    expect(w.exit).toBe(1);
    expect(w.verdict.violations.map((v) => [v.rule, v.path])).toEqual([['secret', 'config/.env.local']]);
  });

  it('--worktree before the first commit uses the index manifest and sees untracked files', async () => {
    await withGitRepo((fresh) => {
      fresh.write('.diffgate.tsv', 'deny\t**/*.sqlite\tDatabases are not committed\n').stageAll();
      fresh.write('db/x.sqlite', 'x\n').write('.env', 'x\n');
      const w = check(fresh, ['--worktree']);
      expect([w.exit, w.rules]).toEqual([1, ['deny', 'secret']]);
      expect(w.verdict.manifest).toBe(':.diffgate.tsv');
    });
  });
});

describe('--range BASE..HEAD', () => {
  let repo: GitRepo;
  beforeAll(() => {
    repo = createGitRepo();
    repo
      .write('.diffgate.tsv', 'freeze\tconfig/**\tConfiguration changes only through review\n')
      .write('config/app.json', '{"debug": false}\n')
      .write('README.md', 'readme\n')
      .commit('base');
    repo.git('branch', 'base');
    // weaken: drop the freeze rule and edit the frozen file in the same change
    repo.git('checkout', '-q', '-b', 'weaken', 'base');
    repo.write('.diffgate.tsv', '# no rules any more\n').write('config/app.json', '{"debug": true}\n').commit('weaken');
    // split: the same, in two commits (the rule goes first)
    repo.git('checkout', '-q', '-b', 'split', 'base');
    repo.write('.diffgate.tsv', '# no rules any more\n').commit('drop the rule');
    repo.write('config/app.json', '{"debug": true}\n').commit('then edit');
    // strengthen: add a rule for README.md and edit README.md: the new rule is not yet in force
    repo.git('checkout', '-q', '-b', 'strengthen', 'base');
    repo
      .write(
        '.diffgate.tsv',
        'freeze\tconfig/**\tConfiguration changes only through review\nfreeze\tREADME.md\tThe readme is frozen\n',
      )
      .write('README.md', 'readme, edited\n')
      .commit('strengthen');
    // docs: touches only the readme
    repo.git('checkout', '-q', '-b', 'docs', 'base');
    repo.write('README.md', 'better readme\n').commit('docs');
    // main moves on after the branches: a (released) edit of the frozen file
    repo.git('checkout', '-q', 'main');
    repo.write('config/app.json', '{"debug": "released"}\n').commit('released change on main');
    // an unrelated history
    repo.git('checkout', '-q', '--orphan', 'lonely');
    repo.git('rm', '-q', '-r', '--cached', '.');
    repo.write('lonely.txt', 'x\n').git('add', 'lonely.txt');
    repo.git('commit', '-q', '--no-verify', '-m', 'lonely');
    repo.git('checkout', '-q', '-f', 'main');
  });
  afterAll(() => removeGitRepo(repo));

  type Row = [range: string, exit: 0 | 1, rules: string[]];
  it.each<Row>([
    ['main..weaken', 1, ['freeze', 'manifest']],
    ['main...weaken', 1, ['freeze', 'manifest']],
    ['base..split', 1, ['freeze', 'manifest']],
    ['split~1..split', 0, []], // the manifest in force is the base's, which no longer has the rule
    ['main..strengthen', 0, []],
    ['main..docs', 0, []], // against the merge base: main's own later edit of config/app.json is not the branch's
    ['docs..main', 1, ['freeze']],
  ])('%s -> exit %i %j', (range, exit, rules) => {
    const r = check(repo, ['--range', range]);
    expect([r.exit, r.rules]).toEqual([exit, rules]);
  });

  it('reads the manifest from BASE and names it', () => {
    const r = check(repo, ['--range', 'main..weaken']);
    expect(r.verdict.manifest).toBe('main:.diffgate.tsv');
    expect(r.verdict.violations.find((v) => v.rule === 'freeze')).toMatchObject({
      path: 'config/app.json',
      reason: 'Configuration changes only through review',
    });
  });

  it('refuses (exit 2) a range whose ends share no history', () => {
    const run = repo.diffgate(['check', '--range', 'main..lonely']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('main and lonely have no common ancestor');
  });

  it('refuses (exit 2) a revision that does not exist', () => {
    const run = repo.diffgate(['check', '--range', 'main..nope']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/git failed: .*nope/);
  });
});

describe('--worktree reads files as `git add` would store them (end-of-line conversion)', () => {
  let repo: GitRepo;
  let base: string;
  beforeAll(() => {
    repo = createGitRepo();
    repo
      .write('.diffgate.tsv', 'append\tlogs/**\tThe log is a record\n')
      .write('.gitattributes', 'logs/*.md text eol=crlf\n')
      .write('logs/crlf.md', 'entry 1\r\nentry 2\r\n') // stored with LF, checked out with CRLF
      .write('logs/plain.txt', 'entry 1\nentry 2\n') // no attributes: stored as it is
      .commit('base');
    base = repo.rev();
  });
  afterAll(() => removeGitRepo(repo));
  afterEach(() => {
    repo.git('config', 'core.autocrlf', 'false');
    repo.resetTo(base);
  });

  type Row = [name: string, worktree: [exit: 0 | 1, rules: string[]], staged: [exit: 0 | 1, rules: string[]], op: Op];
  it.each<Row>([
    ['append a CRLF line to an eol=crlf file', [0, []], [0, []], appendText('logs/crlf.md', 'entry 3\r\n')],
    ['edit a line of an eol=crlf file', [1, ['append']], [1, ['append']], edit('logs/crlf.md', 'entry 1', 'entry one')],
    [
      'convert a file without attributes to CRLF',
      [1, ['append']],
      [1, ['append']],
      (r) => void r.write('logs/plain.txt', 'entry 1\r\nentry 2\r\n'),
    ],
    [
      'append under core.autocrlf=true, checked out with CRLF',
      [0, []],
      [0, []],
      (r) => {
        r.git('config', 'core.autocrlf', 'true');
        r.write('logs/plain.txt', 'entry 1\r\nentry 2\r\nentry 3\r\n');
      },
    ],
  ])('%s: worktree %j, staged after git add %j', (_name, worktree, staged, op) => {
    op(repo);
    const objectsBefore = repo.git('count-objects');
    const w = check(repo, ['--worktree']);
    expect(repo.git('count-objects')).toBe(objectsBefore); // the repository is not written to
    repo.stageAll();
    const s = check(repo, ['--staged']);
    expect({ worktree: [w.exit, w.rules], staged: [s.exit, s.rules] }).toEqual({ worktree, staged });
  });
});
