// A temporary repository set up as a user would: git init, a manifest, a first commit, then
// `diffgate install --<agent>` run with the built CLI. HOME is a fresh folder per project, so
// a client's user settings and diffgate's user manifest never come from the machine.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cli = process.env.DIFFGATE_CLI || join(repoRoot, 'dist', 'cli', 'index.js');

export interface Project {
  /** The temporary folder holding home/ and repo/. */
  base: string;
  home: string;
  root: string;
  git(...args: string[]): string;
  write(path: string, text: string): void;
  diffgate(...args: string[]): string;
  cleanup(): void;
}

export function makeProject(files: Record<string, string>, install: string[] = []): Project {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-conformance-')));
  const home = join(base, 'home');
  const root = join(base, 'repo');
  mkdirSync(home, { recursive: true });
  mkdirSync(root, { recursive: true });
  const env = { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), GIT_CONFIG_NOSYSTEM: '1' };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env, encoding: 'utf8' });
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const diffgate = (...args: string[]) =>
    execFileSync(process.execPath, [cli, ...args], { cwd: root, env, encoding: 'utf8' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Conformance');
  git('config', 'user.email', 'conformance@example.invalid');
  for (const [p, t] of Object.entries(files)) write(p, t);
  git('add', '-A');
  git('commit', '-q', '-m', 'initial');
  if (install.length) diffgate('install', ...install);
  return { base, home, root, git, write, diffgate, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}
