/**
 * The three renderings of one verdict, from the built CLI on a real staged change: JSON (one
 * document on stdout), GitHub workflow commands (`::error file=...,line=...::`), and text on stderr
 * (path:line, rule, reason, next action; colour only on a terminal and never with NO_COLOR).
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, cleanEnv, createGitRepo, removeGitRepo, type GitRepo } from '../helpers/gitRepo.js';
import { verdictOf } from './ops.js';

const ESC = '\u001b[';
const ODD = 'frozen/a,b:c%d.txt';

describe('output formats', () => {
  let repo: GitRepo;
  beforeAll(() => {
    repo = createGitRepo();
    repo
      .write(
        '.diffgate.tsv',
        [
          'freeze\tfrozen/**\tFrozen files change only through review',
          'invariant\tdocs/**\tThe marked principles are decided',
          'append\tlogs/**\tThe log is a record',
          '',
        ].join('\n'),
      )
      .write('frozen/a.txt', 'a\n')
      .write(ODD, 'odd\n')
      .write('docs/guide.md', 'intro\nmore\n# INVARIANT-START\nkeep\n# INVARIANT-END\n')
      .write('logs/a.log', 'one\ntwo\n')
      .write('free.txt', 'free\n')
      .commit('base');
    repo
      .write('frozen/a.txt', 'A\n')
      .write(ODD, 'ODD\n')
      .write('docs/guide.md', 'intro\nmore\n# INVARIANT-START\nchanged\n# INVARIANT-END\n')
      .write('logs/a.log', 'one\n')
      .stageAll();
  });
  afterAll(() => removeGitRepo(repo));

  it('json: one document with every violation, each with rule, path, line, reason, message and next', () => {
    const run = repo.diffgate(['check', '--format', 'json']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    const doc = verdictOf(run);
    expect(doc).toMatchObject({ blocked: true, checked: 4, manifest: 'HEAD:.diffgate.tsv' });
    expect(doc.violations.map((v) => [v.rule, v.path]).sort()).toEqual([
      ['append', 'logs/a.log'],
      ['freeze', ODD],
      ['freeze', 'frozen/a.txt'],
      ['invariant', 'docs/guide.md'],
    ]);
    for (const v of doc.violations) {
      expect(Object.keys(v)).toEqual(['rule', 'path', 'line', 'endLine', 'reason', 'message', 'next', 'source']);
      for (const key of ['reason', 'message', 'next'] as const) expect(v[key].length).toBeGreaterThan(10);
    }
    const byRule = Object.fromEntries(doc.violations.map((v) => [v.rule, v]));
    expect(byRule.invariant).toMatchObject({ line: 4, reason: 'The marked principles are decided' });
    expect(byRule.append!.line).toEqual(expect.any(Number));
    expect(byRule.freeze).toMatchObject({ line: null, reason: 'Frozen files change only through review' });
    expect(byRule.freeze!.next).toMatch(/Do not work around the block/);
  });

  it('github: one ::error line per violation, properties escaped', () => {
    const run = repo.diffgate(['check', '--format', 'github']);
    expect(run.status).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    for (const line of lines)
      expect(line).toMatch(/^::error file=[^,:]+(,line=\d+)?(,endLine=\d+)?,title=diffgate [a-z]+::\S/);
    expect(lines).toContainEqual(expect.stringMatching(/^::error file=docs\/guide\.md,line=4,/));
    expect(lines).toContainEqual(expect.stringContaining('file=frozen/a%2Cb%3Ac%25d.txt,'));
    expect(run.stdout).toContain('The marked principles are decided');
  });

  it('text: path:line, rule, reason and next action on stderr, no colour when not a terminal', () => {
    const run = repo.diffgate(['check']);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      'diffgate: blocked. 4 violations in 4 changed files of the staged change (index vs HEAD):',
    );
    expect(run.stderr).toMatch(/^docs\/guide\.md:4(-\d+)?  \[invariant\]$/m);
    expect(run.stderr).toMatch(/^frozen\/a\.txt  \[freeze\]$/m);
    expect(run.stderr).toContain('  why: The marked principles are decided (HEAD:.diffgate.tsv:2)');
    expect(run.stderr).toMatch(/^ {2}next: This file is frozen\. Do not work around the block/m);
    expect(run.stderr).not.toContain(ESC);
  });

  it('nothing blocked: text says so on stderr, github prints nothing, json says blocked: false', () => {
    repo.git('stash', '-q');
    try {
      repo.write('free.txt', 'more\n').stageAll();
      const run = repo.diffgate(['check']);
      expect([run.status, run.stdout]).toEqual([0, '']);
      expect(run.stderr).toBe(
        'diffgate: the staged change (index vs HEAD): 1 changed file checked against HEAD:.diffgate.tsv; nothing blocked.\n',
      );
      expect(repo.diffgate(['check', '--format', 'github']).stdout).toBe('');
      const json = repo.diffgate(['check', '--format', 'json']);
      expect([json.status, json.stderr]).toEqual([0, '']);
      expect(verdictOf(json)).toEqual({ blocked: false, checked: 1, manifest: 'HEAD:.diffgate.tsv', violations: [] });
    } finally {
      repo.git('reset', '-q', '--hard');
      repo.git('stash', 'pop', '-q', '--index');
    }
  });

  // A real terminal, through util-linux `script`: colour on a TTY, none with NO_COLOR or TERM=dumb.
  const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!hasScript).each([
    ['a terminal', {}, true],
    ['a terminal with NO_COLOR=1', { NO_COLOR: '1' }, false],
    ['a terminal with TERM=dumb', { TERM: 'dumb' }, false],
  ] as const)('text on %s: colour %s', (_name, env, coloured) => {
    const r = spawnSync('script', ['-qec', `"${process.execPath}" "${CLI}" check`, '/dev/null'], {
      cwd: repo.dir,
      env: cleanEnv({ TERM: 'xterm', ...env }),
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('[invariant]');
    expect(r.stdout.includes(ESC)).toBe(coloured);
  });
});
