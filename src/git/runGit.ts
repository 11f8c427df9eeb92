/**
 * Runs git plumbing commands. The git hook path runs on every commit, so this is a direct
 * `execFile` rather than simple-git: loading simple-git costs more than the git commands the
 * check runs (measured ~0.17x of `node -e 0` per call), and simple-git strips the GIT_*
 * variables a hook inherits unless each is named, GIT_INDEX_FILE among them, which a partial
 * commit (`git commit file`) needs. The environment is inherited as it is, so inside a hook
 * git sees the repository and index being committed.
 */
import { execFile } from 'node:child_process';

export interface Git {
  /** stdout of `git ARGS`; rejects with git's own message when it fails. */
  raw(args: string[]): Promise<string>;
}

export class GitCommandError extends Error {
  constructor(readonly args: string[], readonly stderr: string, readonly code: number | string | null) {
    super(stderr.trim() || `git ${args.join(' ')} failed (${code})`);
  }
}

/** git in `cwd`; `env` replaces the inherited environment (for a throw-away object directory, say). */
export function runGit(cwd: string, env?: NodeJS.ProcessEnv): Git {
  return {
    raw: (args) =>
      new Promise((resolve, reject) => {
        execFile('git', args, { cwd, env, encoding: 'utf8', maxBuffer: 1 << 30 }, (error, stdout, stderr) => {
          if (error) reject(new GitCommandError(args, stderr, (error as NodeJS.ErrnoException).code ?? null));
          else resolve(stdout);
        });
      }),
  };
}

/** git's own words from a failed command. */
export function gitMessage(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).trim();
}
