/**
 * The pre-commit framework (https://pre-commit.com). `.pre-commit-hooks.yaml` is always checked
 * against what the framework accepts and what `diffgate githook` runs. Where the framework is
 * installed (`apt-get install pre-commit`), it installs diffgate from a git repository made of a
 * packed copy of this project, with the README's `.pre-commit-config.yaml`, and the real
 * `git commit` and `git push` run it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GitRepo, PROJECT_ROOT, cleanEnv, createGitRepo, removeGitRepo } from '../helpers/gitRepo.js';
import { gateCases, type Managed } from './managerCases.js';
import {
  addRemote,
  docCommands,
  docYaml,
  doctor,
  packProject,
  removeDir,
  removeRemote,
  resetShared,
  seed,
  tempDir,
} from './setup.js';

const hooksFile = join(PROJECT_ROOT, '.pre-commit-hooks.yaml');
const manifest = parse(readFileSync(hooksFile, 'utf8')) as Record<string, unknown>[];
/** The stage names Debian's pre-commit 3.0.4 takes (3.2 and later take them too, with a deprecation warning). */
const STAGES = [
  'commit',
  'merge-commit',
  'prepare-commit-msg',
  'commit-msg',
  'post-commit',
  'manual',
  'post-checkout',
  'push',
  'post-merge',
  'post-rewrite',
];

const preCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
const hasPreCommit = preCommit.status === 0;

describe('.pre-commit-hooks.yaml', () => {
  it.each([
    // id, entry, language, stages, whether git's message file is passed
    ['diffgate', 'diffgate githook pre-commit', 'node', ['commit', 'merge-commit'], false],
    // sh first: without DIFFGATE_RELEASE it exits without starting node
    ['diffgate-release-trailer', 'githooks/prepare-commit-msg', 'script', ['prepare-commit-msg'], true],
    ['diffgate-pre-push', 'diffgate githook pre-push', 'node', ['push'], false],
  ] as const)('%s runs %s at %j', (id, entryLine, language, stages, passFilenames) => {
    const entry = manifest.find((h) => h.id === id);
    expect(entry).toMatchObject({
      entry: entryLine,
      language,
      pass_filenames: passFilenames,
      always_run: true,
      stages: [...stages],
    });
    for (const stage of entry!.stages as string[]) expect(STAGES).toContain(stage);
    expect(typeof entry!.name).toBe('string');
  });

  it('lists exactly those three hooks', () => {
    expect(manifest.map((h) => h.id)).toEqual(['diffgate', 'diffgate-release-trailer', 'diffgate-pre-push']);
  });

  it('is in the published package', () => {
    const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      files: string[];
      bin: Record<string, string>;
    };
    expect(pkg.files).toContain('.pre-commit-hooks.yaml');
    expect(pkg.bin.diffgate).toBe('dist/cli/index.js');
  });

  it.skipIf(!hasPreCommit)('passes pre-commit validate-manifest, and the README config passes validate-config', () => {
    const manifestCheck = spawnSync('pre-commit', ['validate-manifest', hooksFile], {
      encoding: 'utf8',
      env: cleanEnv(),
    });
    expect(manifestCheck.status, manifestCheck.stdout + manifestCheck.stderr).toBe(0);
    const dir = tempDir();
    try {
      const config = join(dir, '.pre-commit-config.yaml');
      writeFileSync(config, docYaml('pre-commit-config'));
      const configCheck = spawnSync('pre-commit', ['validate-config', config], { encoding: 'utf8', env: cleanEnv() });
      expect(configCheck.status, configCheck.stdout + configCheck.stderr).toBe(0);
    } finally {
      removeDir(dir);
    }
  });
});

describe.skipIf(!hasPreCommit)(`the pre-commit framework (${preCommit.stdout?.trim() || 'not installed'})`, () => {
  let dir: string;
  let m: Managed;
  const run = (args: string[], cwd: string) => {
    const r = spawnSync(args[0]!, args.slice(1), { cwd, env: cleanEnv(m.env), encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
    return r.stdout;
  };

  beforeAll(() => {
    expect(docCommands('With the pre-commit framework')).toEqual(['pre-commit install', 'npx diffgate doctor']);
    dir = tempDir();
    // diffgate's repository as the framework clones it: the packed files, committed.
    const source = join(dir, 'diffgate');
    mkdirSync(source, { recursive: true });
    const tar = spawnSync('tar', ['xzf', packProject(dir), '-C', source, '--strip-components=1']);
    expect(tar.status).toBe(0);
    const src = new GitRepo(source);
    src.git('init', '-q', '-b', 'main');
    src.git('-c', 'user.name=diffgate test', '-c', 'user.email=test@diffgate.invalid', 'add', '-A');
    src.git(
      '-c',
      'user.name=diffgate test',
      '-c',
      'user.email=test@diffgate.invalid',
      'commit',
      '-q',
      '-m',
      'diffgate',
    );
    const rev = src.rev();
    const r = createGitRepo();
    m = { repo: r, bare: '', base: '', env: { PRE_COMMIT_HOME: join(dir, 'cache') }, stream: 'either' };
    const config = docYaml('pre-commit-config')
      .replace(/^( *- repo: ).*$/m, `$1${source}`)
      .replace(/^( *rev: ).*$/m, `$1${rev}`);
    expect(config).toContain(`repo: ${source}\n    rev: ${rev}\n`);
    r.write('.pre-commit-config.yaml', config);
    seed(r);
    expect(run(['pre-commit', 'install'], r.dir)).toContain('pre-commit installed at .git/hooks/pre-push');
    // The README's next step, straight after `pre-commit install`, with the framework's cache empty:
    // doctor's first run installs diffgate into it and must pass (a new user's first run failed with
    // "fatal: unable to read <sha>", issue 16).
    const first = doctor(r, { env: m.env });
    expect(first.status, first.stdout + first.stderr).toBe(0);
    expect(first.stdout).toContain('every check passed');
    expect(first.stdout + first.stderr).not.toMatch(/fatal|unable to read/);
    m.bare = addRemote(r);
    expect(r.tryGit(['push', '-q', 'origin', 'main'], { env: m.env }).status).toBe(0);
    m.base = r.rev();
  }, 300_000);
  afterEach(() => resetShared(m.repo, m.base, m.bare, undefined));
  afterAll(() => {
    if (m) {
      removeGitRepo(m.repo);
      if (m.bare) removeRemote(m.bare);
    }
    if (dir) removeDir(dir);
  });

  gateCases(() => m);

  it('doctor: SKIP=diffgate in the environment switches the hook off, and says so', () => {
    const r = doctor(m.repo, { env: { ...m.env, SKIP: 'diffgate' } });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(
      /^ {2}problem +environment +SKIP=diffgate is set in this environment, so the pre-commit framework skips diffgate/m,
    );
    expect(r.stdout).toMatch(
      /^ {2}problem +pre-commit probe +the installed pre-commit hook let a synthetic change to config\/app\.json through \(exit 0\)/m,
    );
  });

  it('doctor: a config without the pre-push hook id', () => {
    m.repo.write(
      '.pre-commit-config.yaml',
      m.repo.read('.pre-commit-config.yaml').replace('      - id: diffgate-pre-push\n', ''),
    );
    m.repo.stageAll(); // the framework refuses to run with an unstaged config
    const r = doctor(m.repo, { env: m.env });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(
      /^ {2}problem +pre-push hook +.*\.pre-commit-config\.yaml does not list the hook id diffgate-pre-push/m,
    );
    expect(r.stdout).toContain(
      'fix: list "- id: diffgate-pre-push" under diffgate\'s repository in .pre-commit-config.yaml',
    );
  });
});
