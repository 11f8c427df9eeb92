/**
 * Real git repositories for integration tests, in the spirit of lint-staged's withGitIntegration:
 * a random temporary folder, `git init -b main`, identity set, removed afterwards, and a refusal
 * to run inside the project's own checkout. git runs without the caller's GIT_* variables (a test
 * run from inside a hook must not touch the outer repository) and without the user's config.
 */
import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import {
  accessSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
  chmodSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const CLI = join(PROJECT_ROOT, 'dist/cli/index.js');

/** An environment for child processes: no inherited GIT_* variables, no user or system config. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env))
    if (!k.startsWith('GIT_') && k !== 'NO_COLOR' && k !== 'FORCE_COLOR') env[k] = v;
  return {
    ...env,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
    GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
    ...extra,
  };
}

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

export class GitRepo {
  constructor(readonly dir: string) {}

  git(...args: string[]): string {
    return execFileSync('git', args, {
      cwd: this.dir,
      env: cleanEnv(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  write(path: string, content: string | Uint8Array): this {
    const file = join(this.dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    return this;
  }

  symlink(target: string, path: string): this {
    const file = join(this.dir, path);
    mkdirSync(dirname(file), { recursive: true });
    rmSync(file, { force: true });
    symlinkSync(target, file);
    return this;
  }

  chmod(path: string, mode: number): this {
    chmodSync(join(this.dir, path), mode);
    return this;
  }

  remove(path: string): this {
    rmSync(join(this.dir, path), { recursive: true, force: true });
    return this;
  }

  /** Stage everything and commit. */
  commit(message = 'commit'): this {
    this.git('add', '-A');
    this.git('commit', '-q', '--no-verify', '-m', message);
    return this;
  }

  stageAll(): this {
    this.git('add', '-A');
    return this;
  }

  /** A file's content as text. */
  read(path: string): string {
    return readFileSync(join(this.dir, path), 'utf8');
  }

  /** Move a file on disk (creating the target's folder), as `mv` would; git sees it when staged. */
  move(from: string, to: string): this {
    const target = join(this.dir, to);
    mkdirSync(dirname(target), { recursive: true });
    renameSync(join(this.dir, from), target);
    return this;
  }

  /** git that may fail: status and output instead of an exception; `env` adds variables. */
  tryGit(args: string[], opts: { env?: Record<string, string>; cwd?: string } = {}): Run {
    const r = spawnSync('git', args, {
      cwd: opts.cwd ? join(this.dir, opts.cwd) : this.dir,
      env: cleanEnv(opts.env),
      encoding: 'utf8',
    });
    if (r.error) throw r.error;
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  }

  /** The commit id of a revision. */
  rev(name = 'HEAD'): string {
    return this.git('rev-parse', '--verify', name).trim();
  }

  /** Put the work tree, the index and HEAD back to `rev`, dropping untracked and ignored files. */
  resetTo(rev: string): this {
    this.git('reset', '-q', '--hard', rev);
    this.git('clean', '-qffdx');
    return this;
  }

  /** Run the built CLI in this repository (or a subdirectory of it). */
  diffgate(args: string[], opts: { cwd?: string; env?: Record<string, string>; input?: string } = {}): Run {
    const r: SpawnSyncReturns<string> = spawnSync(process.execPath, [CLI, ...args], {
      cwd: opts.cwd ? join(this.dir, opts.cwd) : this.dir,
      env: cleanEnv(opts.env),
      encoding: 'utf8',
      input: opts.input ?? '',
    });
    if (r.error) throw r.error;
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  }
}

/**
 * A temporary folder in memory (tmpfs) where the system has one, else the system's temporary
 * folder: for tests that build and remove tens of thousands of files. On the 2-core machine's
 * ext4 (mounted with `discard`) removing 20,500 folders took 49 s under load, 3 s on tmpfs, and
 * copying them (a template) took longer than building them (measured 2026-12-07).
 */
export function memoryTmp(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return statSync('/dev/shm').isDirectory() ? '/dev/shm' : tmpdir();
  } catch {
    return tmpdir();
  }
}

/**
 * The system's temporary folder on disk, for the few tests that cannot run under /dev: the suite's
 * own folder is in memory (/dev/shm, test/helpers/suiteTmpdir.ts), and bubblewrap's writable bind
 * of a folder above a protected path under /dev (`--bind /dev /dev`) takes the devices away
 * (git: "could not open '/dev/null'").
 */
export function diskTmp(): string {
  return process.env.DIFFGATE_TEST_DISK_TMP || tmpdir();
}

/** Create a fresh repository (under `base`, default the system's temporary folder), run `fn`, and remove the repository whatever happens. */
export async function withGitRepo<T>(fn: (repo: GitRepo) => T | Promise<T>, base = tmpdir()): Promise<T> {
  const repo = createGitRepo(base);
  return cleanedUp(
    () => fn(repo),
    () => removeGitRepo(repo),
  );
}

/**
 * Runs `fn`, then `cleanup` whatever happens; a cleanup that fails after `fn` failed never hides
 * `fn`'s error (a tree still being written to by a process the test left, as `git gc --auto` does
 * after a commit of thousands of files, made `rmSync` throw ENOTEMPTY over the real failure).
 */
export async function cleanedUp<T>(fn: () => T | Promise<T>, cleanup: () => void): Promise<T> {
  let result: T;
  try {
    result = await fn();
  } catch (e) {
    try {
      cleanup();
    } catch (c) {
      console.error(`cleanup failed after the test failed (the test's error follows): ${String(c)}`);
    }
    throw e;
  }
  cleanup();
  return result;
}

/**
 * Removes a folder tree, retrying while a process still writes into it (ENOTEMPTY, EBUSY: Node
 * retries those with a growing wait, here up to about 5.5 s in all).
 */
export function removeTree(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

/**
 * A fresh repository that outlives one callback (for `beforeAll`/`afterAll` around a table of
 * cases sharing one base commit). The caller removes it with `removeGitRepo`.
 */
export function createGitRepo(base = tmpdir()): GitRepo {
  const dir = realpathSync(mkdtempSync(join(base, 'diffgate-test-')));
  if (dir.startsWith(PROJECT_ROOT)) throw new Error(`refusing to run a test repository inside the project (${dir})`);
  try {
    execFileSync('git', ['init', '-q', '-b', 'main', dir], { env: cleanEnv() });
    const repo = new GitRepo(dir);
    repo.git('config', 'user.name', 'diffgate test');
    repo.git('config', 'user.email', 'test@diffgate.invalid');
    repo.git('config', 'core.autocrlf', 'false');
    return repo;
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

export function removeGitRepo(repo: GitRepo): void {
  removeTree(repo.dir);
}
