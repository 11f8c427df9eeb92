/**
 * The repository's top-level directory; undefined outside a repository (each caller decides
 * whether that is an error). Any other failure of git (a repository git refuses to use, git
 * missing) is an error that names git's own message.
 */
import { cliText } from '../core/messages/cli.js';
import { GitCommandError, runGit } from '../git/runGit.js';
import { UsageError } from './usageError.js';

export async function repoRoot(cwd: string): Promise<string | undefined> {
  try {
    return (await runGit(cwd).raw(['rev-parse', '--show-toplevel'])).trim();
  } catch (e) {
    if (e instanceof GitCommandError && /not a git repository/i.test(e.stderr)) return undefined;
    throw new UsageError(cliText.gitFailed(e instanceof Error ? e.message : String(e)), { cause: e });
  }
}
