/**
 * `diffgate doctor` with the hooks installed through core.hooksPath, from a copy of the package
 * (githooks/ beside dist/) that the tests can break: a healthy install passes and touches nothing;
 * each way of leaving the gate off is reported as a problem with its fix, and exit 1.
 * (husky, lefthook and the pre-commit framework have their doctor cases in their own files.)
 */
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GitRepo, createGitRepo, removeGitRepo, withGitRepo } from '../helpers/gitRepo.js';
import {
  FROZEN,
  doctor,
  packageCopy,
  pathWithoutNode,
  removeDir,
  resetShared,
  runCli,
  seed,
  tempDir,
  untouchedState,
} from './setup.js';

let dir: string;
let pkg: ReturnType<typeof packageCopy>;
let repo: GitRepo;
let base: string;

beforeAll(() => {
  dir = tempDir();
  pkg = packageCopy(dir);
  repo = seed(createGitRepo());
  const installed = runCli(pkg.cli, ['install', '--hooks-path'], repo.dir);
  expect(installed.status, installed.stderr).toBe(0);
  base = repo.rev();
});
afterEach(() => {
  resetShared(repo, base, undefined, pkg.hooks);
  removeDir(pkg.root);
  pkg = packageCopy(dir);
});
afterAll(() => {
  removeGitRepo(repo);
  removeDir(dir);
});

/** The report's line for a check: `  <status>  <check>  <detail>`. */
const line = (status: 'ok' | 'problem', check: string, detail: string) =>
  new RegExp(`^ {2}${status} +${check} +${detail}`, 'm');
const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const problems = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('  problem')).length;

describe('a healthy install', () => {
  it('passes every check, proves both hooks block, and touches neither the index, the work tree nor the refs', () => {
    repo.write('README.md', 'staged\n').stageAll().write('README.md', 'unstaged\n').write('scratch.txt', 'untracked\n');
    const before = untouchedState(repo);
    const r = doctor(repo);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    for (const [check, detail] of [
      ['hooks path', `git runs hooks from ${esc(pkg.hooks)} \\(core\\.hooksPath = ${esc(pkg.hooks)}\\)`],
      ['pre-commit hook', `${esc(pkg.hooks)}/pre-commit \\(diffgate's githooks folder\\)`],
      ['pre-merge-commit hook', `${esc(pkg.hooks)}/pre-merge-commit`],
      ['prepare-commit-msg hook', `${esc(pkg.hooks)}/prepare-commit-msg`],
      ['pre-push hook', `${esc(pkg.hooks)}/pre-push`],
      ['environment', 'nothing here switches the hooks off'],
      ['node', '\\S+ v\\d+\\.\\d+\\.\\d+, found the way the hooks find it'],
      ['diffgate CLI', `${esc(pkg.cli)} runs`],
      ['manifest', 'HEAD:\\.diffgate\\.tsv parses: 1 rule in force'],
      [
        'pre-commit probe',
        `the installed pre-commit hook blocked a synthetic change to ${FROZEN} \\[freeze\\] in a temporary index`,
      ],
      ['pre-push probe', `the installed pre-push hook blocked a synthetic commit that changes ${FROZEN} \\[freeze\\]`],
    ]) {
      expect(r.stdout).toMatch(line('ok', check!, detail!));
    }
    expect(problems(r.stdout)).toBe(0);
    expect(r.stdout).toContain('diffgate doctor: every check passed; the gate is live.');
    expect(untouchedState(repo)).toBe(before);
  });

  it('passes from a subdirectory of a linked worktree', () => {
    const wtDir = join(tempDir('diffgate-worktree-'), 'wt');
    try {
      repo.git('worktree', 'add', '-q', '-b', 'wt', wtDir);
      const wt = new GitRepo(wtDir).write('docs/a.md', 'a\n');
      const r = doctor(wt, { cwd: 'docs' });
      expect(r.status, r.stdout).toBe(0);
      expect(r.stdout).toMatch(line('ok', 'pre-commit probe', 'the installed pre-commit hook blocked'));
    } finally {
      removeDir(join(wtDir, '..'));
    }
  });

  it.each([
    ['no manifest: a new file on the built-in secret list', null, 'diffgate-doctor-probe/.env \\[secret\\]'],
    [
      'an allow line exempts .env: the next secret name',
      'allow\t**/.env\tTest fixtures hold fake settings\n',
      'diffgate-doctor-probe/id_rsa \\[secret\\]',
    ],
    [
      'a deny rule and no freeze rule: still the secret list',
      'deny\t**/*.sqlite\tNo databases\n',
      'diffgate-doctor-probe/.env \\[secret\\]',
    ],
  ])('%s', (_name, manifest, probe) => {
    if (manifest === null) repo.remove('.diffgate.tsv');
    else repo.write('.diffgate.tsv', manifest);
    repo.commit('manifest');
    const r = doctor(repo);
    expect(r.status, r.stdout).toBe(0);
    expect(r.stdout).toMatch(
      line('ok', 'pre-commit probe', `the installed pre-commit hook blocked a synthetic change to ${probe}`),
    );
    expect(r.stdout).toMatch(
      manifest === null
        ? line('ok', 'pre-push probe', 'not run: HEAD has no manifest, and pre-push judges only commits made under one')
        : line('ok', 'pre-push probe', `the installed pre-push hook blocked a synthetic commit that changes ${probe}`),
    );
  });

  it('in the middle of a conflicted merge: the probe starts from HEAD, and the merge is left as it was', () => {
    repo.git('checkout', '-q', '-b', 'other');
    repo.write('README.md', 'other\n').commit('other readme');
    repo.git('checkout', '-q', 'main');
    repo.write('README.md', 'main\n').commit('main readme');
    expect(repo.tryGit(['merge', 'other']).status).toBe(1);
    const before = untouchedState(repo);
    const r = doctor(repo);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      line('ok', 'pre-commit probe', `the installed pre-commit hook blocked a synthetic change to ${FROZEN}`),
    );
    expect(untouchedState(repo)).toBe(before);
    expect(repo.git('ls-files', '--unmerged')).toContain('README.md');
  });

  it('before the first commit: the pre-commit probe runs on the index, the pre-push probe waits for a commit', async () => {
    await withGitRepo((fresh) => {
      fresh.write('.diffgate.tsv', 'freeze\tconfig/**\tReviewed\n').stageAll();
      expect(runCli(pkg.cli, ['install', '--hooks-path'], fresh.dir).status).toBe(0);
      const r = doctor(fresh);
      expect(r.status, r.stdout).toBe(0);
      expect(r.stdout).toMatch(line('ok', 'manifest', ':\\.diffgate\\.tsv parses'));
      expect(r.stdout).toMatch(
        line(
          'ok',
          'pre-commit probe',
          'the installed pre-commit hook blocked a synthetic change to diffgate-doctor-probe/\\.env',
        ),
      );
      expect(r.stdout).toMatch(line('ok', 'pre-push probe', 'not run: there is no commit yet'));
    });
  });
});

type Ctx = { repo: GitRepo; pkg: typeof pkg; dir: string };
type Case = [
  name: string,
  // biome-ignore lint/suspicious/noConfusingVoidType: a case may break the setup and return nothing
  breakIt: (c: Ctx) => Record<string, string> | void,
  check: string,
  detail: string,
  fix: string,
  count: number,
];

describe('reports each way the gate is off, with the fix, and exits 1', () => {
  it.each<Case>([
    [
      'a hook file without its run bit',
      (c) => chmodSync(join(c.pkg.hooks, 'pre-commit'), 0o644),
      'pre-commit hook',
      '\\S+/githooks/pre-commit is not executable, so git skips it',
      'fix: chmod \\+x \\S+/githooks/pre-commit',
      2,
    ],
    [
      'a hooks path pointing nowhere',
      (c) => void c.repo.git('config', 'core.hooksPath', join(c.dir, 'nowhere')),
      'hooks path',
      'core\\.hooksPath = \\S+/nowhere, but \\S+/nowhere does not exist: git runs no hooks at all',
      "fix: point core\\.hooksPath at diffgate's hooks: npx diffgate install --hooks-path --force",
      3,
    ],
    [
      'a broken manifest in force',
      (c) => void c.repo.write('.diffgate.tsv', 'freeze config/** Reviewed\n').commit('broken'),
      'manifest',
      'the manifest in force, HEAD:\\.diffgate\\.tsv, has 2 errors, so every commit is blocked:\\n +HEAD:\\.diffgate\\.tsv:1:1: unknown rule kind',
      'fix: fix the lines above in \\.diffgate\\.tsv and commit the fix; .*DIFFGATE_RELEASE="fix the manifest" git commit',
      2,
    ],
    [
      'a broken manifest edited in the work tree',
      (c) => void c.repo.write('.diffgate.tsv', 'freeze\tconfig/**\tReviewed\tlines=3\n'),
      'manifest',
      'the edited \\.diffgate\\.tsv in the work tree \\(not committed\\) has an error; once committed, every commit would be blocked',
      'fix: fix the lines above in \\.diffgate\\.tsv before you commit it',
      1,
    ],
    [
      'a CLI that cannot be found (githooks/../dist missing)',
      (c) => rmSync(join(c.pkg.root, 'dist'), { recursive: true }),
      'diffgate CLI',
      '\\S+/dist/cli/index\\.js does not exist, so the hooks cannot run diffgate',
      'fix: core\\.hooksPath \\(\\S+\\) has no diffgate CLI beside it .*run npm install \\(or npm ci\\)',
      3,
    ],
    [
      'node not on the PATH git gives hooks',
      (c) => ({ PATH: pathWithoutNode(c.dir) }),
      'node',
      'node is not on the PATH git gives hooks',
      'fix: install Node\\.js 20 or later where the hooks find it',
      3,
    ],
    [
      'DIFFGATE_RELEASE set in the environment',
      () => ({ DIFFGATE_RELEASE: 'always' }),
      'environment',
      'DIFFGATE_RELEASE is set in this environment \\("always"\\), so every commit and push made from it lifts every block',
      'fix: unset DIFFGATE_RELEASE',
      1,
    ],
    [
      'a missing pre-push hook',
      (c) => rmSync(join(c.pkg.hooks, 'pre-push')),
      'pre-push hook',
      '\\S+/pre-push does not exist, so commits made with --no-verify are not caught',
      'fix: install the hooks one way',
      2,
    ],
    [
      'no hooks installed at all',
      (c) => void c.repo.git('config', '--unset', 'core.hooksPath'),
      'pre-commit hook',
      '\\S+/\\.git/hooks/pre-commit does not exist, so commits are not checked',
      'fix: install the hooks one way: npx diffgate install --hooks-path',
      6,
    ],
    [
      'a pre-commit hook diffgate did not write, which does not run it',
      (c) => {
        c.repo.git('config', '--unset', 'core.hooksPath');
        c.repo.write('.git/hooks/pre-commit', '#!/bin/sh\nexit 0\n').chmod('.git/hooks/pre-commit', 0o755);
      },
      'pre-commit hook',
      '\\S+/\\.git/hooks/pre-commit does not run diffgate githook',
      'fix: this pre-commit hook was not written by diffgate .*node_modules/\\.bin/diffgate githook pre-commit "\\$@"',
      6,
    ],
  ])('%s', (_name, breakIt, check, detail, fix, count) => {
    const env = breakIt({ repo, pkg, dir }) ?? {};
    const before = untouchedState(repo);
    const r = doctor(repo, { env });
    expect(r.status, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(line('problem', check, detail));
    expect(r.stdout).toMatch(new RegExp(`^ +${fix}`, 'm'));
    expect(problems(r.stdout), r.stdout).toBe(count);
    expect(r.stdout).toContain(
      `diffgate doctor: ${count === 1 ? '1 problem' : `${count} problems`}; the gate is not fully live`,
    );
    expect(untouchedState(repo)).toBe(before);
  });

  it('the probe catches a hook that mentions diffgate but lets the change through', () => {
    const custom = join(dir, 'custom-hooks');
    mkdirSync(custom);
    const hook = (name: string, text: string) => {
      writeFileSync(join(custom, name), text);
      chmodSync(join(custom, name), 0o755);
    };
    hook('pre-commit', '#!/bin/sh\nexit 0\nnode_modules/.bin/diffgate githook pre-commit "$@"\n');
    for (const h of ['pre-merge-commit', 'prepare-commit-msg', 'pre-push'])
      hook(h, `#!/bin/sh\n${pkg.hooks}/${h} "$@"  # diffgate githook ${h}\n`);
    repo.git('config', 'core.hooksPath', custom);
    try {
      const r = doctor(repo);
      expect(r.status).toBe(1);
      expect(r.stdout).toMatch(
        line('ok', 'pre-commit hook', `${esc(custom)}/pre-commit \\(a hook diffgate did not write\\)`),
      );
      expect(r.stdout).toMatch(
        line(
          'problem',
          'pre-commit probe',
          `the installed pre-commit hook let a synthetic change to ${FROZEN} through \\(exit 0\\): the gate is NOT live`,
        ),
      );
      expect(r.stdout).toMatch(line('ok', 'pre-push probe', 'the installed pre-push hook blocked'));
      expect(problems(r.stdout)).toBe(1);
    } finally {
      removeDir(custom);
    }
  });

  it('outside a repository: a usage error (exit 2)', () => {
    const outside = tempDir();
    try {
      const r = runCli(pkg.cli, ['doctor'], outside);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('not inside a git repository: run diffgate doctor in your project');
      expect(existsSync(join(outside, '.git'))).toBe(false);
    } finally {
      removeDir(outside);
    }
  });
});
