/**
 * The command line's edges through the built CLI: usage errors (exit 2, nothing on stdout),
 * `explain PATH...` from a subdirectory, and `init` (writes the starter manifest, which parses,
 * and never overwrites one without --force).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_MANIFEST } from '../../src/core/messages/starterManifest.js';
import { parseManifest } from '../../src/core/parseManifest.js';
import { CLI, cleanEnv, createGitRepo, removeGitRepo, withGitRepo, type GitRepo } from '../helpers/gitRepo.js';

describe('usage errors exit 2', () => {
  let repo: GitRepo;
  let notRepo: string;
  beforeAll(() => {
    repo = createGitRepo();
    repo.write('a.txt', 'a\n').commit('base');
    notRepo = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-norepo-')));
  });
  afterAll(() => {
    removeGitRepo(repo);
    rmSync(notRepo, { recursive: true, force: true });
  });

  type Row = [name: string, args: string[], exit: 0 | 2, expected: RegExp, where?: 'outside'];
  it.each<Row>([
    ['no command', [], 2, /^usage:\n {2}diffgate check/m],
    ['an unknown command', ['frobnicate'], 2, /unknown command "frobnicate"/],
    ['an unknown flag', ['check', '--bogus'], 2, /--bogus/],
    ['a positional argument to check', ['check', 'HEAD'], 2, /positional argument/i],
    [
      '--staged with --worktree',
      ['check', '--staged', '--worktree'],
      2,
      /choose one of --staged, --range and --worktree/,
    ],
    ['--range with --staged', ['check', '--range', 'main..main', '--staged'], 2, /choose one of/],
    ['--range without ..', ['check', '--range', 'main'], 2, /--range expects BASE\.\.HEAD .*, got "main"/],
    ['--range without BASE and HEAD', ['check', '--range', '..'], 2, /--range expects BASE\.\.HEAD/],
    ['--range without a value', ['check', '--range'], 2, /--range/],
    ['--range with an unknown revision', ['check', '--range', 'main..nope'], 2, /git failed/],
    ['an unknown --format', ['check', '--format', 'xml'], 2, /--format expects text, json or github, got "xml"/],
    ['explain without a path', ['explain'], 2, /explain needs at least one PATH/],
    ['an unknown flag to init', ['init', '--bogus'], 2, /--bogus/],
    ['check outside a repository', ['check'], 2, /not a git repository/, 'outside'],
    ['check --worktree outside a repository', ['check', '--worktree'], 2, /not a git repository/, 'outside'],
    ['check --range outside a repository', ['check', '--range', 'a..b'], 2, /not a git repository/, 'outside'],
  ])('%s: %j -> exit %i', (_name, args, exit, expected, where) => {
    const run =
      where === 'outside'
        ? spawnSync(process.execPath, [CLI, ...args], {
            cwd: notRepo,
            env: cleanEnv({ GIT_CEILING_DIRECTORIES: dirname(notRepo) }),
            encoding: 'utf8',
          })
        : repo.diffgate(args);
    expect(run.status).toBe(exit);
    expect(run.stderr).toMatch(expected);
    expect(run.stdout).toBe('');
  });

  it('--help prints usage on stdout, exit 0', () => {
    const run = repo.diffgate(['--help']);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toMatch(/^usage:/);
    expect(run.stdout).toContain('exit status: 0 nothing blocked, 1 blocked, 2 configuration or usage error');
  });
});

describe('explain PATH...', () => {
  let repo: GitRepo;
  beforeAll(() => {
    repo = createGitRepo();
    repo
      .write(
        '.diffgate.tsv',
        [
          'freeze\tconfig/**\tConfiguration changes only through review',
          'budget\tconfig/*.json\tConfig files stay small\tlines=50',
          'deny\t**/*.sqlite\tDatabases are not committed',
          'allow\tdb/fixture.sqlite\tA fixture database',
          '',
        ].join('\n'),
      )
      .write('config/app.json', '{}\n')
      .write('README.md', 'r\n')
      .commit('base');
  });
  afterAll(() => removeGitRepo(repo));

  it('resolves paths against the directory it runs in and lists every covering rule', () => {
    const run = repo.diffgate(
      ['explain', 'app.json', '../db/x.sqlite', '../db/fixture.sqlite', '../.env', '../README.md'],
      { cwd: 'config' },
    );
    expect([run.status, run.stderr]).toEqual([0, '']);
    const blocks = run.stdout.trimEnd().split(/\n(?=\S)/);
    expect(blocks.map((b) => b.split('\n')[0])).toEqual([
      'config/app.json',
      'db/x.sqlite',
      'db/fixture.sqlite',
      '.env',
      'README.md',
    ]);
    expect(blocks[0]).toContain('freeze\tconfig/**\tConfiguration changes only through review');
    expect(blocks[0]).toMatch(
      /budget\tconfig\/\*\.json\tConfig files stay small\tlines=50 {2}\(\.\.\/\.diffgate\.tsv:2\)/,
    );
    expect(blocks[1]).toContain('deny\t**/*.sqlite\tDatabases are not committed');
    expect(blocks[2]).toMatch(/exempt from deny and the secret list by allow \(.*\.diffgate\.tsv:4\)/);
    expect(blocks[3]).toContain('built-in secret list: ".env" may not be added');
    expect(blocks[4]).toContain('no rule covers this path');
  });

  it('a malformed manifest on disk: exit 2 with file:line:column', () => {
    repo.write('.diffgate.tsv', 'freeze\tconfig/**\tFrozen\textra=1\n');
    try {
      const run = repo.diffgate(['explain', 'config/app.json']);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('.diffgate.tsv:1:25: unknown option "extra"');
    } finally {
      repo.git('checkout', '--', '.diffgate.tsv');
    }
  });

  it('--manifest that does not exist: exit 2', () => {
    const run = repo.diffgate(['explain', '--manifest', 'nope.tsv', 'README.md']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('nope.tsv does not exist');
  });
});

describe('init', () => {
  it('writes the starter manifest at the repository root, from a subdirectory', async () => {
    await withGitRepo((repo) => {
      repo.write('src/deep/keep.txt', 'k\n');
      const run = repo.diffgate(['init'], { cwd: 'src/deep' });
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('wrote ../../.diffgate.tsv');
      expect(repo.read('.diffgate.tsv')).toBe(STARTER_MANIFEST);
      // it is committed as it is: the first commit checks it (and everything else) under the index's manifest
      repo.stageAll();
      expect(repo.diffgate(['check']).status).toBe(0);
    });
  });

  it('the starter manifest parses, and so does every example in it once uncommented', () => {
    expect(parseManifest(STARTER_MANIFEST, '.diffgate.tsv').errors).toEqual([]);
    const examples = STARTER_MANIFEST.split('\n')
      .filter((l) => l.startsWith('# ') && l.includes('\t'))
      .map((l) => l.slice(2));
    expect(examples.length).toBeGreaterThan(5);
    const parsed = parseManifest(examples.join('\n'), 'examples');
    expect(parsed.errors).toEqual([]);
    expect(parsed.rules).toHaveLength(examples.length);
  });

  it('refuses to overwrite without --force (exit 2), and overwrites with it', async () => {
    await withGitRepo((repo) => {
      repo.write('.diffgate.tsv', 'freeze\tmine/**\tMy own rules\n');
      const refused = repo.diffgate(['init']);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('.diffgate.tsv already exists; not overwritten (use --force to replace it)');
      expect(repo.read('.diffgate.tsv')).toBe('freeze\tmine/**\tMy own rules\n');
      const forced = repo.diffgate(['init', '--force']);
      expect(forced.status).toBe(0);
      expect(repo.read('.diffgate.tsv')).toBe(STARTER_MANIFEST);
    });
  });
});
