/**
 * lefthook 2 installed from npm (its binary ships inside an npm package), with diffgate installed
 * from a packed copy of this project: `npx diffgate install --lefthook` merges diffgate's commands
 * into lefthook.yml and `npx lefthook install` writes the git hooks. The real `git commit` and
 * `git push` run lefthook, which runs node_modules/.bin/diffgate.
 */
import { readFileSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
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

let dir: string;
let m: Managed;
const repo = () => m.repo;
const cli = () => join(repo().dir, 'node_modules/.bin/diffgate');
const npx = (args: string[]) => npm(['exec', '--', ...args], repo().dir);

beforeAll(() => {
  // The README's commands, run here (npm install pins the versions and installs diffgate from the packed copy).
  expect(docCommands('With lefthook')).toEqual([
    'npm install --save-dev lefthook diffgate',
    'npx diffgate install --lefthook',
    'npx lefthook install',
    'npx diffgate doctor',
  ]);
  dir = tempDir();
  const tarball = packProject(dir);
  const r: GitRepo = createGitRepo();
  npmInit(r);
  npm(['install', '--save-dev', '--save-exact', 'lefthook@2.2.2', tarball], r.dir);
  r.write('.gitignore', 'node_modules/\n');
  m = { repo: r, bare: '', base: '', env: {}, stream: 'stderr', cli: join(r.dir, 'node_modules/.bin/diffgate') };
  expect(npx(['diffgate', 'install', '--lefthook'])).toContain('added diffgate to lefthook.yml');
  npx(['lefthook', 'install']);
  for (const hook of HOOKS) expect(r.read(`.git/hooks/${hook}`)).toContain(`call_lefthook run "${hook}"`);
  seed(r);
  m.bare = addRemote(r);
  expect(r.tryGit(['push', '-q', 'origin', 'main']).status).toBe(0);
  m.base = r.rev();
}, 180_000);
afterEach(() => resetShared(repo(), m.base, m.bare, undefined));
afterAll(() => {
  if (m) {
    removeGitRepo(m.repo);
    if (m.bare) removeRemote(m.bare);
  }
  removeDir(dir);
});

describe('lefthook', () => {
  gateCases(() => m);

  it('install --lefthook merged one command per hook into lefthook.yml; a second install changes nothing; uninstall removes them', () => {
    const config = parse(repo().read('lefthook.yml')) as Record<string, { commands: Record<string, { run: string }> }>;
    for (const hook of HOOKS)
      expect(config[hook]!.commands.diffgate!.run).toMatch(
        new RegExp(
          `^(\\[ -z "\\$\\{DIFFGATE_RELEASE:-\\}" \\] \\|\\| )?node_modules/\\.bin/diffgate githook ${hook}\\b`,
        ),
      );
    const before = readFileSync(join(repo().dir, 'lefthook.yml'));
    const gitConfig = repo().git('config', '--list', '--local');
    const again = runCli(cli(), ['install', '--lefthook'], repo().dir);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('already');
    expect(readFileSync(join(repo().dir, 'lefthook.yml'))).toEqual(before);
    expect(repo().git('config', '--list', '--local')).toBe(gitConfig);
    expect(runCli(cli(), ['uninstall', '--lefthook'], repo().dir).status).toBe(0);
    const left = (parse(repo().read('lefthook.yml')) ?? {}) as Record<string, unknown>;
    for (const hook of HOOKS) expect(left[hook]).toBeUndefined();
    expect(runCli(cli(), ['uninstall', '--lefthook'], repo().dir).stdout).toContain('nothing to remove');
    repo().write(FROZEN, 'changed\n').stageAll();
    expect(commit(repo(), 'lefthook runs no diffgate now').status).toBe(0);
  });

  it("keeps the project's own lefthook commands", () => {
    repo().write('lefthook.yml', 'pre-commit:\n  commands:\n    lint:\n      run: echo lint\n');
    expect(runCli(cli(), ['install', '--lefthook'], repo().dir).status).toBe(0);
    const config = parse(repo().read('lefthook.yml')) as Record<string, { commands: Record<string, { run: string }> }>;
    expect(Object.keys(config['pre-commit']!.commands)).toEqual(['lint', 'diffgate']);
    expect(runCli(cli(), ['uninstall', '--lefthook'], repo().dir).status).toBe(0);
    expect(repo().read('lefthook.yml')).toBe('pre-commit:\n  commands:\n    lint:\n      run: echo lint\n');
  });

  it('doctor: LEFTHOOK=0 in the environment, and a lefthook.yml without diffgate', () => {
    const off = runCli(cli(), ['doctor'], repo().dir, { LEFTHOOK: '0' });
    expect(off.status).toBe(1);
    expect(off.stdout).toMatch(
      /^ {2}problem +environment +LEFTHOOK=0 is set in this environment, which switches lefthook's hooks off/m,
    );
    expect(runCli(cli(), ['uninstall', '--lefthook'], repo().dir).status).toBe(0);
    const r = runCli(cli(), ['doctor'], repo().dir);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(
      /^ {2}problem +pre-commit hook +.*lefthook\.yml has no pre-commit command that runs diffgate githook pre-commit/m,
    );
    expect(r.stdout).toMatch(
      /^ {2}problem +pre-commit probe +the installed pre-commit hook let a synthetic change to config\/app\.json through \(exit 0\)/m,
    );
    expect(r.stdout).toContain('fix: npx diffgate install --lefthook, then npx lefthook install');
  });

  it('doctor catches lefthook itself gone from node_modules (its hook then prints "Can\'t find lefthook in PATH" and exits 0)', () => {
    const modules = join(repo().dir, 'node_modules');
    const moved = readdirSync(modules).filter((n) => n.startsWith('lefthook'));
    expect(moved.length).toBeGreaterThan(0);
    for (const n of moved) renameSync(join(modules, n), join(dir, n));
    try {
      repo().write(FROZEN, 'changed\n').stageAll();
      const silent = commit(repo(), 'lefthook is gone');
      expect(silent.status).toBe(0); // lefthook's hook lets it through
      repo().git('reset', '-q', '--hard', m.base);
      const r = runCli(cli(), ['doctor'], repo().dir);
      expect(r.status).toBe(1);
      expect(r.stdout).toMatch(
        /^ {2}problem +pre-commit probe +the installed pre-commit hook let a synthetic change to config\/app\.json through \(exit 0\): the gate is NOT live\. Its output:\n +\| Can't find lefthook in PATH/m,
      );
    } finally {
      for (const n of moved) renameSync(join(dir, n), join(modules, n));
    }
  });

  it('the core.hooksPath way with the package from npm: npx diffgate install --hooks-path points at node_modules/diffgate/githooks', () => {
    expect(docCommands('With core.hooksPath (no hook manager)')).toEqual([
      'npm install --save-dev diffgate',
      'npx diffgate install --hooks-path',
      'npx diffgate doctor',
    ]);
    const installed = npx(['diffgate', 'install', '--hooks-path']);
    expect(installed).toContain('core.hooksPath = node_modules/diffgate/githooks');
    const shadowed = /note: (.*) in \.git\/hooks will no longer run/.exec(installed)?.[1]?.split(', ');
    expect(shadowed?.sort()).toEqual(['pre-commit', 'pre-merge-commit', 'pre-push', 'prepare-commit-msg']);
    expect(repo().git('config', 'core.hooksPath').trim()).toBe('node_modules/diffgate/githooks');
    repo().write(FROZEN, 'changed\n').stageAll();
    const blocked = commit(repo(), 'blocked by the npm-installed githooks');
    expect(blocked.status).toBe(1);
    expect(blocked.stderr).toContain(`${FROZEN}  [freeze]`);
    expect(blocked.stderr).not.toContain('lefthook');
    const r = runCli(cli(), ['doctor'], repo().dir);
    expect(r.status, r.stdout).toBe(0);
    expect(r.stdout).toContain("(diffgate's githooks folder)");
  });
});
