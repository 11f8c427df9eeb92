/**
 * Which files a git command that puts files back would really change (`git checkout .`,
 * `git restore src`, `git stash`): those that differ from where they come from, as
 * `git diff --name-only` reports them, run where the command runs with its pathspecs as written
 * (so git itself reads their magic and globs). Undefined when that cannot be told (no git, an
 * unknown revision, an unknown directory): the caller then treats every protected path as
 * possibly written (fail closed).
 */
import { spawnSync } from 'node:child_process';
import { posix } from 'node:path';
import { findRepository } from '../place.js';
import { remainingMs } from '../deadline.js';
import { existsOrUnknown } from '../exists.js';
import type { GitRestore } from './writeTargets.js';

export function gitChangedPaths(dir: string, restore: GitRestore): string[] | undefined {
  const repo = findRepository(dir);
  if (!repo || restore.pathspecs === undefined) return undefined;
  let { from, pathspecs } = restore;
  if (restore.firstMayBeRevision) {
    const first = pathspecs[0]!;
    // `git checkout NAME`: a path when one exists, else a branch or revision (then the rest are paths)
    if (!first.startsWith(':') && !existsOrUnknown(posix.resolve(dir, first), 'nofollow')) {
      if (pathspecs.length === 1 && restore.forced) {
        // `git checkout -f main`: switching, and every local change is discarded
        from = 'HEAD';
        pathspecs = [':/'];
      } else if (pathspecs.length === 1) {
        return []; // switching branches: not a restore (see docs/decisions.md)
      } else {
        from = first;
        pathspecs = pathspecs.slice(1);
      }
    }
  }
  const names: string[] = [];
  const run = (args: string[]): string | undefined => {
    const r = spawnSync('git', ['-C', dir, ...args], {
      encoding: 'utf8',
      timeout: Math.max(200, Math.min(5000, remainingMs() - 500)),
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return r.status === 0 ? r.stdout : undefined;
  };
  const collect = (out: string | undefined): boolean => {
    if (out === undefined) return false;
    for (const n of out.split('\0')) if (n !== '') names.push(posix.join(repo.root, n));
    return true;
  };
  const base = ['diff', '--name-only', '-z', '--no-renames', '--no-ext-diff'];
  if (restore.stash) {
    if (!collect(run([...base, `${from}^1`, from, '--']))) return undefined;
    // a stash made with -u keeps untracked files in a third parent: they are written back too
    if (run(['rev-parse', '-q', '--verify', `${from}^3`]) !== undefined)
      if (!collect(run(['ls-tree', '-r', '--name-only', '-z', `${from}^3`]))) return undefined;
    return names;
  }
  if (!collect(run([...base, ...(from === 'index' ? [] : [from]), '--', ...pathspecs]))) return undefined;
  // `git stash -u` removes untracked files as well, `-a` ignored ones too
  const standard = restore.ignored ? [] : ['--exclude-standard'];
  if (restore.untracked && !collect(run(['ls-files', '--others', ...standard, '-z', '--', ...pathspecs])))
    return undefined;
  return names;
}
