/**
 * husky 9 installed from npm, with diffgate installed from a packed copy of this project, as a
 * project would: `npx husky init`, then `npx diffgate install --husky`. The real `git commit` and
 * `git push` run husky's hooks, which run node_modules/.bin/diffgate.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGitRepo, removeGitRepo, type GitRepo } from '../helpers/gitRepo.js';
import { gateCases, type Managed } from './managerCases.js';
import {
  FROZEN,
  addRemote,
  commit,
  docCommands,
  npm,
  npmInit,
  packProject,
  removeDir,
  removeRemote,
  resetShared,
  runCli,
  seed,
  tempDir,
} from './setup.js';

const HOOKS = ['pre-commit', 'pre-merge-commit', 'prepare-commit-msg', 'pre-push'];
const line = (hook: string) =>
  `${hook === 'prepare-commit-msg' ? '[ -z "${DIFFGATE_RELEASE:-}" ] || ' : ''}node_modules/.bin/diffgate githook ${hook} "$@"`;

let dir: string;
let m: Managed;
const repo = () => m.repo;
const cli = () => join(repo().dir, 'node_modules/.bin/diffgate');
const npx = (args: string[]) => npm(['exec', '--', ...args], repo().dir);

beforeAll(() => {
  // The README's commands, run here (npm install pins the versions and installs diffgate from the packed copy).
  expect(docCommands('With husky')).toEqual([
    'npm install --save-dev husky diffgate',
    'npx husky init',
    'npx diffgate install --husky',
    'npx diffgate doctor',
  ]);
  dir = tempDir();
  const tarball = packProject(dir);
  const r: GitRepo = createGitRepo();
  npmInit(r);
  npm(['install', '--save-dev', '--save-exact', 'husky@9.1.7', tarball], r.dir);
  r.write('.gitignore', 'node_modules/\n');
  m = { repo: r, bare: '', base: '', env: {}, stream: 'stderr', cli: join(r.dir, 'node_modules/.bin/diffgate') };
  npx(['husky', 'init']);
  // husky init puts `npm test` in .husky/pre-commit as a placeholder; this project has no tests,
  // so the line goes (as the README says).
  expect(r.read('.husky/pre-commit')).toBe('npm test\n');
  r.write('.husky/pre-commit', '');
  expect(r.git('config', 'core.hooksPath').trim()).toBe('.husky/_');
  const installed = npx(['diffgate', 'install', '--husky']);
  expect(installed).toContain(
    'added diffgate to .husky/pre-commit, .husky/pre-merge-commit, .husky/prepare-commit-msg, .husky/pre-push',
  );
  seed(r);
  m.bare = addRemote(r);
  expect(r.tryGit(['push', '-q', 'origin', 'main']).status).toBe(0);
  m.base = r.rev();
}, 180_000);
afterEach(() => resetShared(repo(), m.base, m.bare, '.husky/_'));
afterAll(() => {
  if (m) {
    removeGitRepo(m.repo);
    if (m.bare) removeRemote(m.bare);
  }
  removeDir(dir);
});

describe('husky', () => {
  gateCases(() => m);

  it('install --husky put one line in each hook; a second install changes nothing; uninstall removes them', () => {
    for (const hook of HOOKS) expect(repo().read(`.husky/${hook}`)).toBe(`${line(hook)}\n`);
    const files = HOOKS.map((h) => readFileSync(join(repo().dir, '.husky', h)));
    const config = repo().git('config', '--list', '--local');
    const again = runCli(cli(), ['install', '--husky'], repo().dir);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('already');
    expect(HOOKS.map((h) => readFileSync(join(repo().dir, '.husky', h)))).toEqual(files);
    expect(repo().git('config', '--list', '--local')).toBe(config);
    const removed = runCli(cli(), ['uninstall', '--husky'], repo().dir);
    expect(removed.status).toBe(0);
    for (const hook of HOOKS) expect(existsSync(join(repo().dir, '.husky', hook))).toBe(false);
    expect(runCli(cli(), ['uninstall', '--husky'], repo().dir).stdout).toContain('nothing to remove');
    repo().write(FROZEN, 'changed\n').stageAll();
    expect(commit(repo(), 'no diffgate in husky').status).toBe(0);
  });

  it("keeps the project's own lines in a husky hook, before and after", () => {
    repo().write('.husky/pre-commit', 'echo lint\n');
    runCli(cli(), ['uninstall', '--husky'], repo().dir);
    expect(runCli(cli(), ['install', '--husky'], repo().dir).status).toBe(0);
    expect(repo().read('.husky/pre-commit')).toBe(`echo lint\n${line('pre-commit')}\n`);
    expect(runCli(cli(), ['uninstall', '--husky'], repo().dir).status).toBe(0);
    expect(repo().read('.husky/pre-commit')).toBe('echo lint\n');
  });

  it('a release note left when a later husky line fails does not release the next cherry-pick', () => {
    repo().git('checkout', '-q', '-b', 'side');
    repo().write(FROZEN, '{"side": true}\n').stageAll();
    repo().git('commit', '-q', '--no-verify', '-m', 'frozen change');
    const violating = repo().rev();
    repo().git('checkout', '-q', 'main');
    // diffgate releases the commit, then the project's next pre-commit line fails: no commit.
    repo().write('.husky/pre-commit', `${line('pre-commit')}\nexit 1\n`);
    repo().write(FROZEN, '{"main": true}\n').stageAll();
    const aborted = commit(repo(), 'released but aborted', { env: { DIFFGATE_RELEASE: 'for the aborted commit' } });
    expect(aborted.status).toBe(1);
    expect(repo().rev()).toBe(m.base);
    repo().git('reset', '-q', '--hard');
    expect(repo().tryGit(['cherry-pick', violating]).status).toBe(0);
    expect(repo().git('log', '-1', '--format=%B')).toBe('frozen change\n\n');
  });

  describe('doctor reports what would leave the gate off', () => {
    it('a new linked worktree, before npm install ran there: .husky/_ does not exist in it', () => {
      const wtDir = join(tempDir('diffgate-worktree-'), 'wt');
      try {
        repo().git('worktree', 'add', '-q', '-b', 'wt', wtDir);
        const r = runCli(cli(), ['doctor'], wtDir);
        expect(r.status).toBe(1);
        expect(r.stdout).toMatch(
          new RegExp(
            `^ {2}problem +hooks path +core\\.hooksPath = \\.husky/_, but ${wtDir}/\\.husky/_ does not exist: git runs no hooks at all`,
            'm',
          ),
        );
        expect(r.stdout).toMatch(/^ {2}problem +pre-commit probe +not run: git would run no pre-commit hook/m);
      } finally {
        removeDir(join(wtDir, '..'));
      }
    });

    it('HUSKY=0 in the environment', () => {
      const r = runCli(cli(), ['doctor'], repo().dir, { HUSKY: '0' });
      expect(r.status).toBe(1);
      expect(r.stdout).toMatch(
        /^ {2}problem +environment +HUSKY=0 is set in this environment, which switches husky's hooks off/m,
      );
      expect(r.stdout).toContain('fix: unset HUSKY');
    });

    it('a .husky/pre-commit without the diffgate line: reported, and the probe shows the commit would pass', () => {
      repo().write('.husky/pre-commit', 'echo lint\n');
      const r = runCli(cli(), ['doctor'], repo().dir);
      expect(r.status).toBe(1);
      expect(r.stdout).toMatch(/^ {2}problem +pre-commit hook +.*\.husky\/pre-commit does not run diffgate/m);
      expect(r.stdout).toMatch(
        /^ {2}problem +pre-commit probe +the installed pre-commit hook let a synthetic change to config\/app\.json through \(exit 0\): the gate is NOT live/m,
      );
      expect(r.stdout).toContain('fix: npx diffgate install --husky');
    });

    it('node_modules/.bin/diffgate missing', () => {
      const link = cli();
      renameSync(link, `${link}.away`);
      try {
        const r = runCli(`${link}.away`, ['doctor'], repo().dir);
        expect(r.status).toBe(1);
        expect(r.stdout).toMatch(/^ {2}problem +diffgate CLI +.*node_modules\/\.bin\/diffgate does not exist/m);
        expect(r.stdout).toContain('fix: install diffgate in this project: npm install --save-dev diffgate');
        expect(r.stdout).toMatch(/^ {2}problem +pre-commit probe +the installed pre-commit hook exited 127/m);
      } finally {
        renameSync(`${link}.away`, link);
      }
    });
  });
});
