/**
 * What the git hook tests share: a seeded repository with a frozen file, a bare remote to push
 * to, git run the way a person runs it (hooks on), npm run in a temporary folder, a packed copy of
 * this project, and copies of a template repository (so each test file installs from npm once).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { GitRepo, PROJECT_ROOT, cleanEnv, createGitRepo, removeGitRepo, type Run } from '../helpers/gitRepo.js';

export const GITHOOKS = join(PROJECT_ROOT, 'githooks');
export const REASON = 'Configuration changes only through review';
export const MANIFEST = `freeze\tconfig/**\t${REASON}\n`;
export const FROZEN = 'config/app.json';

/** The manifest, a frozen file and a free one, committed (without hooks) as the base. */
export function seed(repo: GitRepo): GitRepo {
  return repo
    .write('.diffgate.tsv', MANIFEST)
    .write(FROZEN, '{"debug": false}\n')
    .write('README.md', 'readme\n')
    .commit('base');
}

export const DOC = join(PROJECT_ROOT, 'README.md');

/** The lines of the first ```sh block under the heading `### <heading>` of README.md. */
export function docCommands(heading: string): string[] {
  const text = readFileSync(DOC, 'utf8');
  const start = text.indexOf(`\n### ${heading}\n`);
  if (start === -1) throw new Error(`README.md has no section "### ${heading}"`);
  const section = text.slice(start + 1).split(/\n##+ /)[0]!;
  const block = /```sh\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error(`the section "### ${heading}" of README.md has no sh block`);
  return block[1]!.trim().split('\n');
}

/** The ```yaml block right after the HTML comment `<!-- marker ... -->` in README.md. */
export function docYaml(marker: string): string {
  const text = readFileSync(DOC, 'utf8');
  const block = new RegExp(`<!-- ${marker}[^>]*-->\\n\`\`\`yaml\\n([\\s\\S]*?)\`\`\``).exec(text);
  if (!block) throw new Error(`README.md has no yaml block after <!-- ${marker} -->`);
  return block[1]!;
}

/** A folder outside the project that is removed by `removeDir`. */
export function tempDir(prefix = 'diffgate-githooks-'): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  if (dir.startsWith(PROJECT_ROOT)) throw new Error(`refusing to work inside the project (${dir})`);
  return dir;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** `git commit` as a person types it: the hooks run. */
export function commit(
  repo: GitRepo,
  message: string,
  opts: { env?: Record<string, string>; cwd?: string; args?: string[] } = {},
): Run {
  return repo.tryGit(['commit', '-m', message, ...(opts.args ?? [])], opts);
}

/** A bare repository in its own temporary folder, added as `origin`; returns its path. */
export function addRemote(repo: GitRepo): string {
  const bare = join(tempDir('diffgate-remote-'), 'remote.git');
  execFileSync('git', ['init', '-q', '--bare', bare], { env: cleanEnv() });
  repo.git('remote', 'add', 'origin', bare);
  return bare;
}

/** The commit a branch of the bare remote points to, or undefined. */
export function remoteRef(bare: string, branch = 'main'): string | undefined {
  const r = spawnSync('git', ['--git-dir', bare, 'rev-parse', '--verify', '-q', `refs/heads/${branch}`], {
    env: cleanEnv(),
    encoding: 'utf8',
  });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

export function removeRemote(bare: string): void {
  removeDir(join(bare, '..'));
}

/**
 * Back to the state a shared test repository started in: `main` at `base` and checked out, no
 * other branches, worktrees, merge or release notes, the remote's refs as they were, and
 * core.hooksPath as given.
 */
export function resetShared(
  repo: GitRepo,
  base: string,
  bare: string | undefined,
  hooksPath: string | undefined,
): void {
  repo.git('worktree', 'prune');
  for (const wt of repo
    .git('worktree', 'list', '--porcelain')
    .split('\n')
    .filter((l) => l.startsWith('worktree '))
    .slice(1)) {
    repo.git('worktree', 'remove', '--force', wt.slice('worktree '.length));
  }
  repo.tryGit(['rebase', '--abort']);
  repo.git('checkout', '-q', '-f', 'main');
  // Not repo.resetTo: ignored files (node_modules, husky's .husky/_) belong to the installation.
  repo.git('reset', '-q', '--hard', base);
  repo.git('clean', '-qffd');
  for (const branch of repo.git('for-each-ref', '--format=%(refname:short)', 'refs/heads/').split('\n')) {
    if (branch !== '' && branch !== 'main') repo.git('branch', '-q', '-D', branch);
  }
  removeDir(join(repo.git('rev-parse', '--absolute-git-dir').trim(), 'diffgate'));
  if (hooksPath === undefined) repo.tryGit(['config', '--unset', 'core.hooksPath']);
  else repo.git('config', 'core.hooksPath', hooksPath);
  if (bare === undefined) return;
  const git = (...args: string[]) =>
    execFileSync('git', ['--git-dir', bare, ...args], { env: cleanEnv(), encoding: 'utf8' });
  for (const ref of git('for-each-ref', '--format=%(refname)').split('\n'))
    if (ref !== '') git('update-ref', '-d', ref);
  git('update-ref', 'refs/heads/main', base);
  repo.git('fetch', '-q', '--prune', 'origin');
}

/** The value of a commit's Diffgate-Release trailer, as git reads trailers (empty when there is none). */
export const releaseTrailer = (repo: GitRepo, rev = 'HEAD') =>
  repo.git('log', '-1', '--format=%(trailers:key=Diffgate-Release,valueonly)', rev).trim();

/** The full message of a commit (trailers included). */
export const messageOf = (repo: GitRepo, rev = 'HEAD') => repo.git('log', '-1', '--format=%B', rev);

/** Everything a person saw: git's and the hooks' stdout and stderr. */
export const seen = (r: Run) => `${r.stdout}${r.stderr}`;

/** A folder holding only a link to git: a PATH on which git is found but node is not. */
export function pathWithoutNode(dir: string): string {
  const bin = join(dir, 'git-only-bin');
  mkdirSync(bin, { recursive: true });
  const git = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  symlinkSync(git, join(bin, 'git'));
  return bin;
}

/** npm in `cwd`, quiet and without audit or funding requests; throws with npm's output on failure. */
export function npm(args: string[], cwd: string, env: Record<string, string> = {}): string {
  const r = spawnSync('npm', args, {
    cwd,
    env: cleanEnv({
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
      npm_config_loglevel: 'error',
      ...env,
    }),
    encoding: 'utf8',
  });
  if (r.error) throw r.error;
  if (r.status !== 0)
    throw new Error(`npm ${args.join(' ')} failed (${r.status}) in ${cwd}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** `npm pack` of this project (the built dist/ included) into `dir`; returns the tarball's path. */
export function packProject(dir: string): string {
  const out = npm(['pack', PROJECT_ROOT, '--pack-destination', dir, '--json'], dir);
  const [{ filename }] = JSON.parse(out) as [{ filename: string }];
  return join(dir, filename);
}

/** An npm package folder in a repository: package.json as `npm init -y` writes it. */
export function npmInit(repo: GitRepo): void {
  npm(['init', '-y'], repo.dir);
}

/** A copy of a template repository (work tree, .git, node_modules), in a new temporary folder. */
export function copyRepo(template: GitRepo): GitRepo {
  const dir = tempDir('diffgate-test-');
  execFileSync('cp', ['-a', `${template.dir}/.`, dir]);
  return new GitRepo(dir);
}

/** A copy of this package as an installed one would look: githooks/ and dist/ side by side. */
export function packageCopy(dir: string): { root: string; hooks: string; cli: string } {
  const root = join(dir, 'diffgate-package');
  cpSync(GITHOOKS, join(root, 'githooks'), { recursive: true });
  cpSync(join(PROJECT_ROOT, 'dist'), join(root, 'dist'), { recursive: true });
  return { root, hooks: join(root, 'githooks'), cli: join(root, 'dist/cli/index.js') };
}

/** Run a built CLI (this project's or a copy's) in `cwd`. */
export function runCli(cli: string, args: string[], cwd: string, env: Record<string, string> = {}): Run {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd, env: cleanEnv(env), encoding: 'utf8' });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The doctor of this project's CLI. */
export const doctor = (repo: GitRepo, opts: { cwd?: string; env?: Record<string, string> } = {}) =>
  repo.diffgate(['doctor'], opts);

/** A snapshot of what the doctor must not touch: index bytes, status, refs, work tree files and their times. */
export function untouchedState(repo: GitRepo): string {
  const gitDir = repo.git('rev-parse', '--absolute-git-dir').trim();
  const indexFile = join(gitDir, 'index');
  const files: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name === '.git' || name === 'node_modules') continue;
      const full = join(dir, name);
      const st = statSync(full);
      if (st.isDirectory()) walk(full, `${rel}${name}/`);
      else files.push(`${rel}${name} ${st.mtimeMs} ${st.mode} ${readFileSync(full).toString('base64')}`);
    }
  };
  walk(repo.dir, '');
  return JSON.stringify({
    index: existsSync(indexFile) ? readFileSync(indexFile).toString('base64') : null,
    status: repo.git('--no-optional-locks', 'status', '--porcelain=v1', '--untracked-files=all', '--ignored'),
    refs: repo.git('for-each-ref'),
    pending: existsSync(join(gitDir, 'diffgate')) ? readdirSync(join(gitDir, 'diffgate')) : [],
    files,
  });
}

/**
 * One repository for a test file, installed with `install --hooks-path` and pushed to a bare
 * `origin`, put back after each test (installing and pushing anew for each test would spend most of
 * the file's time there). `take` receives it once it is made; `installed` checks install's output.
 */
export function sharedHooksRepo(
  take: (shared: { repo: GitRepo; bare: string; base: string }) => void,
  installed: (r: Run) => void = () => {},
): void {
  let shared: { repo: GitRepo; bare: string; base: string } | undefined;
  beforeAll(() => {
    const repo = seed(createGitRepo());
    const r = repo.diffgate(['install', '--hooks-path']);
    expect(r.status, r.stderr).toBe(0);
    installed(r);
    const bare = addRemote(repo);
    expect(repo.tryGit(['push', '-q', 'origin', 'main']).status).toBe(0);
    shared = { repo, bare, base: repo.rev() };
    take(shared);
  });
  afterEach(() => shared && resetShared(shared.repo, shared.base, shared.bare, GITHOOKS));
  afterAll(() => {
    if (!shared) return;
    removeGitRepo(shared.repo);
    removeRemote(shared.bare);
  });
}
