/**
 * Runs git plumbing commands. The git hook path runs on every commit, so this is a direct
 * child process rather than simple-git: loading simple-git costs more than the git commands the
 * check runs (measured ~0.17x of `node -e 0` per call), and simple-git strips the GIT_*
 * variables a hook inherits unless each is named, GIT_INDEX_FILE among them, which a partial
 * commit (`git commit file`) needs. The environment is inherited as it is, so inside a hook
 * git sees the repository and index being committed. git runs synchronously: each command's
 * output is needed whole before anything else can happen, and node's first asynchronous child
 * process costs about 8 ms more (it loads node's stream and socket modules).
 */
import { spawnSync } from 'node:child_process';
import { gitTimeout } from './gitDeadline.js';

export interface Git {
  /** stdout of `git ARGS`; rejects with git's own message when it fails. */
  raw(args: string[]): Promise<string>;
}

export class GitCommandError extends Error {
  constructor(
    readonly args: string[],
    readonly stderr: string,
    readonly code: number | string | null,
  ) {
    super(stderr.trim() || `git ${args.join(' ')} failed (${code})`);
  }
}

/**
 * git in `cwd`; `env` replaces the inherited environment (for a throw-away object directory, say).
 * `timeoutMs` ends a command that runs longer (a network call to a remote that does not answer):
 * it then fails with the code ETIMEDOUT.
 */
export function runGit(cwd: string, env?: NodeJS.ProcessEnv, timeoutMs?: number): Git {
  return {
    raw: async (args) => {
      const r = spawnSync('git', args, {
        cwd,
        env,
        encoding: 'utf8',
        maxBuffer: 1 << 30,
        ...(timeoutMs ? { timeout: timeoutMs, killSignal: 'SIGKILL' as const } : gitTimeout()),
      });
      if (r.error) throw new GitCommandError(args, r.stderr ?? '', (r.error as NodeJS.ErrnoException).code ?? null);
      if (r.status !== 0) throw new GitCommandError(args, r.stderr, r.status ?? r.signal);
      return r.stdout;
    },
  };
}

/** git's own words from a failed command. */
export function gitMessage(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).trim();
}
