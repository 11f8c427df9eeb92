/**
 * The command line a person expects, through the built CLI in real repositories: --version,
 * --help on every command, A.. and ..B ranges, what a bare `check` checks (and the hint when
 * nothing is staged but the work tree changed), `init` outside a repository, a manifest with a
 * byte order mark, messages in path and line order in every format, GitHub annotations of whole
 * sentences, a released commit's report, advice for an untracked file, and the name a changed
 * manifest's parse error is given.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLI,
  PROJECT_ROOT,
  cleanEnv,
  createGitRepo,
  removeGitRepo,
  withGitRepo,
  type GitRepo,
} from '../helpers/gitRepo.js';
import { verdictOf } from './ops.js';

const VERSION = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

describe('--version and --help', () => {
  let repo: GitRepo;
  beforeAll(() => {
    repo = createGitRepo();
    repo.write('a.txt', 'a\n').commit('base');
  });
  afterAll(() => removeGitRepo(repo));

  it.each([['--version'], ['-V']])('%s prints the package version, exit 0', (flag) => {
    expect(repo.diffgate([flag])).toEqual({ status: 0, stdout: `diffgate ${VERSION}\n`, stderr: '' });
  });

  it.each([
    ['check', ['--help']],
    ['check', ['--staged', '-h']],
    ['explain', ['--help']],
    ['init', ['--help']],
    ['install', ['--help']],
    ['install', ['--husky', '--help']],
    ['uninstall', ['--help']],
    ['doctor', ['--help']],
    ['hook', ['--help']],
    ['githook', ['--help']],
  ])('%s %j prints its help on stdout, exit 0, and does nothing else', (command, args) => {
    const run = repo.diffgate([command, ...args]);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toMatch(new RegExp(`^usage: diffgate ${command}\\b`));
    expect(existsSync(join(repo.dir, '.diffgate.tsv'))).toBe(false);
  });

  it('the general usage names --version and each command help', () => {
    const run = repo.diffgate(['--help']);
    expect(run.stdout).toContain('diffgate --version');
    expect(run.stdout).toContain('"diffgate COMMAND --help"');
  });
});

describe('check: ranges and what a bare check checks', () => {
  let repo: GitRepo;
  beforeAll(() => {
    repo = createGitRepo();
    repo
      .write('.diffgate.tsv', 'freeze\tfrozen.txt\tFrozen\n')
      .write('frozen.txt', 'f\n')
      .commit('base')
      .write('one.txt', '1\n')
      .commit('one')
      .write('two.txt', '2\n')
      .commit('two');
  });
  afterAll(() => removeGitRepo(repo));

  it.each([
    ['HEAD~2..', 2, 'the range HEAD~2..HEAD'],
    ['HEAD~1..HEAD', 1, 'the range HEAD~1..HEAD'],
    ['main~2...', 2, 'the range main~2..HEAD'],
    ['..HEAD', 0, 'the range HEAD..HEAD'],
  ] as const)('--range %s: %i changed files, named in the summary', (range, checked, scope) => {
    const json = repo.diffgate(['check', '--range', range, '--format', 'json']);
    expect(json.status, json.stderr).toBe(0);
    expect(verdictOf(json).checked).toBe(checked);
    const text = repo.diffgate(['check', '--range', range]);
    expect(text.stderr).toContain(`diffgate: ${scope}: `);
  });

  it('..B compares HEAD with B', () => {
    const run = repo.diffgate(['check', '--range', '..main~1', '--format', 'json']);
    expect(run.status, run.stderr).toBe(0);
    expect(verdictOf(run).checked).toBe(0); // main~1 is HEAD's ancestor: nothing from their merge base to it
  });

  it.each([['..'], ['...'], ['a....b']])('--range %j is a usage error', (range) => {
    const run = repo.diffgate(['check', '--range', range]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--range expects BASE..HEAD');
  });

  it('says it checks the staged change, and hints at unstaged changes only when the index has none', () => {
    const clean = repo.diffgate(['check']);
    expect([clean.status, clean.stderr]).toEqual([
      0,
      'diffgate: the staged change (index vs HEAD): 0 changed files checked against HEAD:.diffgate.tsv; nothing blocked.\n',
    ]);
    repo.write('frozen.txt', 'changed\n').write('new.txt', 'n\n');
    try {
      const unstaged = repo.diffgate(['check']);
      expect(unstaged.status).toBe(0);
      expect(unstaged.stderr).toContain('0 changed files');
      expect(unstaged.stderr).toContain('nothing is staged, but the work tree has changes');
      expect(unstaged.stderr).toContain('diffgate check --worktree');
      // what the hint suggests finds the change
      expect(repo.diffgate(['check', '--worktree']).status).toBe(1);
      repo.git('add', 'new.txt');
      const staged = repo.diffgate(['check']);
      expect(staged.stderr).toContain('1 changed file checked');
      expect(staged.stderr).not.toContain('nothing is staged');
    } finally {
      repo.resetTo('HEAD');
    }
  });
});

describe('outside a repository', () => {
  let dir: string;
  beforeAll(() => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-norepo-')));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (args: string[]) =>
    spawnSync(process.execPath, [CLI, ...args], {
      cwd: dir,
      env: cleanEnv({ GIT_CEILING_DIRECTORIES: dirname(dir) }),
      encoding: 'utf8',
    });

  it('init is an error (exit 2) and writes nothing', () => {
    const r = run(['init']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('not a git repository');
    expect(r.stdout).toBe('');
    expect(existsSync(join(dir, '.diffgate.tsv'))).toBe(false);
  });

  it('--version and --help need no repository', () => {
    expect(run(['--version']).status).toBe(0);
    expect(run(['init', '--help']).status).toBe(0);
  });
});

describe('the manifest and the messages', () => {
  it('a UTF-8 byte order mark before the first rule is accepted', async () => {
    await withGitRepo((repo) => {
      repo.write('.diffgate.tsv', '\uFEFFfreeze\tLICENSE\tThe licence is decided\n').write('LICENSE', 'MIT\n');
      repo.commit('base');
      repo.write('LICENSE', 'changed\n').stageAll();
      const run = repo.diffgate(['check', '--format', 'json']);
      expect(run.stderr).toBe('');
      expect(verdictOf(run).violations.map((v) => [v.rule, v.path, v.reason])).toEqual([
        ['freeze', 'LICENSE', 'The licence is decided'],
      ]);
    });
  });

  describe('violations in path and line order, in every format', () => {
    let repo: GitRepo;
    const LOG = 'first\nsecond\nthird\n# INVARIANT-START\nkeep\n# INVARIANT-END\n';
    beforeAll(() => {
      repo = createGitRepo();
      // The invariant rule comes first, so the checker reports b.md's line 4 before its line 1.
      repo
        .write(
          '.diffgate.tsv',
          [
            'invariant\tb.md\tThe marked text is decided',
            'append\tb.md\tThe log is a record',
            'freeze\tz/**\tZ is frozen',
            'freeze\ta/**\tA is frozen',
            '',
          ].join('\n'),
        )
        .write('b.md', LOG)
        .write('a/x.txt', 'a\n')
        .write('z/x.txt', 'z\n')
        .commit('base');
      repo
        .write('b.md', LOG.replace('first', 'FIRST').replace('keep', 'KEEP'))
        .write('a/x.txt', 'A\n')
        .write('z/x.txt', 'Z\n')
        .stageAll();
    });
    afterAll(() => removeGitRepo(repo));

    const expected = [
      ['a/x.txt', null],
      ['b.md', 1],
      ['b.md', 5],
      ['z/x.txt', null],
    ];

    it('json', () => {
      const run = repo.diffgate(['check', '--format', 'json']);
      expect(verdictOf(run).violations.map((v) => [v.path, v.line])).toEqual(expected);
    });

    it('text', () => {
      const run = repo.diffgate(['check']);
      const heads = run.stderr.split('\n').filter((l) => /^\S+ {2}\[/.test(l));
      expect(heads.map((l) => l.split('  ')[0])).toEqual(['a/x.txt', 'b.md:1', 'b.md:5', 'z/x.txt']);
    });

    it('github: in order, and the message, reason and next action are separate sentences', () => {
      const run = repo.diffgate(['check', '--format', 'github']);
      const lines = run.stdout.trimEnd().split('\n');
      expect(lines.map((l) => /file=([^,]+)(?:,line=(\d+))?/.exec(l)!.slice(1, 3))).toEqual(
        expected.map(([p, l]) => [p, l === null ? undefined : String(l)]),
      );
      expect(lines[0]).toContain('Changed the content of a frozen file. Why: A is frozen. Next: This file is frozen.');
      for (const l of lines) expect(l).not.toMatch(/[a-z] Next:/);
    });
  });

  it('a released commit reports what it lifted without telling anyone to wait for a release', async () => {
    await withGitRepo((repo) => {
      repo.write('.diffgate.tsv', 'freeze\tLICENSE\tThe licence is decided\n').write('LICENSE', 'MIT\n').commit('base');
      repo.write('LICENSE', 'changed\n').stageAll();
      const run = repo.diffgate(['githook', 'pre-commit'], { env: { DIFFGATE_RELEASE: 'licence change agreed' } });
      expect(run.status).toBe(0);
      expect(run.stderr).toContain('DIFFGATE_RELEASE lifted 1 block');
      expect(run.stderr).toContain('LICENSE  [freeze]');
      expect(run.stderr).toContain('why: The licence is decided');
      expect(run.stderr).not.toContain('wait for a person to release it');
      expect(run.stderr).not.toContain('next:');
    });
  });

  it('check --worktree: no "git rm --cached" for a file git does not track, and still for a staged one', async () => {
    await withGitRepo((repo) => {
      repo.write('.diffgate.tsv', 'deny\t**/*.sqlite\tDatabases are not committed\n').write('a.txt', 'a\n');
      repo.commit('base');
      repo.write('.env', 'SECRET=1\n').write('db/new.sqlite', 'x').write('staged.sqlite', 'y');
      repo.git('add', 'staged.sqlite');
      const run = repo.diffgate(['check', '--worktree', '--format', 'json']);
      expect(run.status).toBe(1);
      const next = Object.fromEntries(verdictOf(run).violations.map((v) => [v.path, v.next]));
      expect(Object.keys(next).sort()).toEqual(['.env', 'db/new.sqlite', 'staged.sqlite']);
      expect(next['.env']).not.toContain('git rm --cached');
      expect(next['.env']).toContain('.gitignore');
      expect(next['db/new.sqlite']).not.toContain('git rm --cached');
      expect(next['staged.sqlite']).toContain('git rm --cached -- "staged.sqlite"');
      // the advice is literally followable: after `git rm --cached` the staged file is untracked
      repo.git('rm', '-q', '--cached', '--', 'staged.sqlite');
      const again = verdictOf(repo.diffgate(['check', '--worktree', '--format', 'json']));
      expect(again.violations.find((v) => v.path === 'staged.sqlite')!.next).not.toContain('git rm --cached');
    });
  });

  it("a parse error in the changed manifest is named by the changed file, not by HEAD's", async () => {
    await withGitRepo((repo) => {
      repo.write('.diffgate.tsv', 'freeze\tLICENSE\tThe licence is decided\n').write('LICENSE', 'MIT\n').commit('base');
      repo.write('.diffgate.tsv', 'freeze\tLICENSE\tThe licence is decided\n\nfreez\tdocs/**\tDocs are decided\n');
      repo.stageAll();
      for (const args of [['check'], ['check', '--worktree']]) {
        const run = repo.diffgate([...args, '--format', 'json']);
        expect(run.status).toBe(1);
        const [v] = verdictOf(run).violations;
        expect(v).toMatchObject({ rule: 'manifest', path: '.diffgate.tsv', line: 3 });
        expect(v!.message).toContain('does not parse: .diffgate.tsv:3:1: unknown rule kind "freez"');
        expect(v!.message).not.toContain('HEAD:');
      }
    });
  });
});
