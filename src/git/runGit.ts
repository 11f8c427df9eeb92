/** Runs git commands through simple-git, keeping the repository variables a hook inherits. */
import { simpleGit, type SimpleGit } from 'simple-git';

/**
 * simple-git strips every inherited GIT_* variable unless named here; inside a hook those name the
 * repository and the index being committed (a partial commit's temporary index), so they stay.
 */
const ALLOWED_ENV = [
  'GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_COMMON_DIR', 'GIT_NAMESPACE', 'GIT_QUARANTINE_PATH', 'GIT_CEILING_DIRECTORIES', 'GIT_CONFIG_NOSYSTEM',
  'GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM',
];

export type Git = Pick<SimpleGit, 'raw'>;

/**
 * git in `cwd` with the process's own environment. simple-git refuses guarded variables passed
 * explicitly, so the environment is inherited, never handed over: the repository variables listed
 * above pass through, every other GIT_* variable (and EDITOR, PAGER, ...) is dropped by simple-git.
 */
export function runGit(cwd: string): Git {
  return simpleGit({ baseDir: cwd, allowEnvironment: ALLOWED_ENV });
}

/** git's own words from a failed command, without simple-git's wrapping. */
export function gitMessage(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).trim();
}
