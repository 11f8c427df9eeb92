/**
 * `diffgate doctor` names every switch in the environment that turns diffgate's git hooks off,
 * whichever hook manager the repository uses (a variable in a shell profile outlives a change of
 * manager): hooks installed with --hooks-path here, each switch set in turn.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createGitRepo, removeGitRepo, type GitRepo } from '../helpers/gitRepo.js';
import { doctor, seed } from './setup.js';

let repo: GitRepo;
beforeAll(() => {
  repo = seed(createGitRepo());
  expect(repo.diffgate(['install', '--hooks-path']).status).toBe(0);
});
afterAll(() => removeGitRepo(repo));

it.each<[Record<string, string>, RegExp]>([
  [
    { LEFTHOOK_EXCLUDE: 'lint,diffgate' },
    /LEFTHOOK_EXCLUDE=lint,diffgate is set in this environment, so lefthook skips diffgate/,
  ],
  [
    { SKIP: 'diffgate-pre-push' },
    /SKIP=diffgate-pre-push is set in this environment, so the pre-commit framework skips diffgate/,
  ],
  [{ HUSKY: '0' }, /HUSKY=0 is set in this environment, which switches husky's hooks off/],
  [{ LEFTHOOK: 'false' }, /LEFTHOOK=false is set in this environment, which switches lefthook's hooks off/],
  [
    { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'core.hooksPath', GIT_CONFIG_VALUE_0: '/dev/null' },
    /GIT_CONFIG_COUNT passes core.hooksPath to git in this environment/,
  ],
])('doctor fails and names %j', (env, message) => {
  const r = doctor(repo, { env });
  expect(r.status, r.stdout).toBe(1);
  expect(r.stdout).toMatch(new RegExp(`^ {2}problem +environment +${message.source}`, 'm'));
});

it('a LEFTHOOK_EXCLUDE that names other commands only is no switch', () => {
  const r = doctor(repo, { env: { LEFTHOOK_EXCLUDE: 'lint' } });
  expect(r.stdout).toMatch(/^ {2}ok +environment +nothing here switches the hooks off/m);
});

it("names a git or node in the home's bin folder that runs ahead of the real one, and says the CLI's code is not verified", () => {
  const home = mkdtempSync(join(tmpdir(), 'diffgate-home-'));
  try {
    mkdirSync(join(home, '.local', 'bin'), { recursive: true });
    writeFileSync(join(home, '.local', 'bin', 'git'), '#!/bin/sh\nexec /usr/bin/git "$@"\n', { mode: 0o755 });
    const path = `${join(home, '.local', 'bin')}:${process.env.PATH}`;
    const r = doctor(repo, { env: { HOME: home, PATH: path } });
    expect(r.status, r.stdout).toBe(1);
    expect(r.stdout).toMatch(
      new RegExp(
        `^ {2}problem +programs on PATH +git: ${join(home, '.local/bin/git')} ahead of /\\S+/git: a program`,
        'm',
      ),
    );
    const plain = doctor(repo);
    expect(plain.stdout).toMatch(/^ {2}ok +programs on PATH +git: \/\S+\/git.*; node: \/\S+\/node/m);
    expect(plain.stdout).toMatch(
      /^ {2}ok +code verified +no: git runs these hooks with sh, which runs the node PATH finds/m,
    );
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
});
