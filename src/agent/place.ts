/**
 * Where a tool call stands: the workspace (CLAUDE_PROJECT_DIR, else the repository around the
 * working directory), the repository root and git directory, found on disk without running git.
 * Kept apart from the rules (context.ts), so that a call that only needs to know where it is (the
 * tripwire's quiet pass after a call) loads no manifest parser.
 */
import { realpathSync } from 'node:fs';
import { posix } from 'node:path';
import { claudeText as c } from '../core/messages/claude.js';
import { statOrUndefined } from './exists.js';
import { HookFailure } from './failure.js';
import { readRegularText } from '../git/readRegular.js';
import { realPathOf } from './realPath.js';

export interface Place {
  /** The working directory of the tool call (absolute). */
  cwd: string;
  /** The workspace's real path. */
  workspace: string;
  /** The repository root's real path; the workspace when there is no repository. */
  root: string;
  /** The git directory's real path, when there is a repository. */
  gitDir: string | null;
  home: string;
  /** The home's real path (the home itself when it cannot be resolved): settings and `~/` rules are reached by it too. */
  realHome: string;
  /** `$TMPDIR`, when set: a temporary folder besides /tmp and /var/tmp (reading tools may reach them). */
  tempDirs?: string[];
  /** `$CDPATH`, when set: `cd NAME` in a shell line may lead through it. */
  cdPath?: string;
}

export function locate(cwd: string, env: NodeJS.ProcessEnv, home: string): Place {
  const project = env.CLAUDE_PROJECT_DIR;
  const start = realDir(project && project !== '' ? project : cwd);
  const repo = findRepository(start);
  const workspace = project && project !== '' ? start : (repo?.root ?? start);
  return {
    cwd,
    workspace,
    root: repo?.root ?? workspace,
    gitDir: repo?.gitDir ?? null,
    home,
    realHome: realHomeOf(home),
    tempDirs: env.TMPDIR ? [env.TMPDIR] : [],
    cdPath: env.CDPATH,
  };
}

function realHomeOf(home: string): string {
  try {
    return realPathOf(home);
  } catch {
    return home;
  }
}

function realDir(dir: string): string {
  try {
    return realpathSync.native(dir);
  } catch (e) {
    throw new HookFailure(c.noDirectory(dir, (e as Error).message));
  }
}

/** Walks up from `dir` to the first `.git` (a directory, or a file naming one: worktrees, submodules). */
export function findRepository(dir: string): { root: string; gitDir: string } | undefined {
  for (let d = dir; ; d = posix.dirname(d)) {
    const dotGit = posix.join(d, '.git');
    const stat = statOrUndefined(dotGit, 'nofollow');
    if (stat?.isDirectory()) return { root: d, gitDir: realpathSync.native(dotGit) };
    if (stat?.isFile()) {
      const m = /^gitdir:\s*(.+?)\s*$/m.exec(readRegularText(dotGit, 64 * 1024));
      if (m) return { root: d, gitDir: realOr(posix.resolve(d, m[1]!)) };
    }
    if (posix.dirname(d) === d) return undefined;
  }
}

/** A path's real path, or the path itself when it cannot be resolved. */
export function realOr(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}
