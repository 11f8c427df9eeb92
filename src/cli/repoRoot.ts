/** The repository's top-level directory, or the working directory outside a repository. */
import { runGit } from '../git/runGit.js';

export async function repoRoot(cwd: string): Promise<string | undefined> {
  try {
    return (await runGit(cwd).raw(['rev-parse', '--show-toplevel'])).trim();
  } catch {
    return undefined; // not a repository: callers fall back to the working directory
  }
}
