/** Builds pull-request-shaped histories in a real repository: main holds the base, feature the head. */
import type { GitRepo } from '../helpers/gitRepo.js';

export type Files = Record<string, string>;

/** Writes `files`, commits, and returns the commit id. */
export function commitFiles(repo: GitRepo, files: Files, message = 'commit'): string {
  for (const [path, content] of Object.entries(files)) repo.write(path, content);
  repo.commit(message);
  return repo.git('rev-parse', 'HEAD').trim();
}

/**
 * main gets `base`; feature branches off and gets `change`; then main moves on by one unrelated
 * commit, so the base commit is not the merge base (as on a busy repository). Leaves feature checked out.
 */
export function pullRequest(
  repo: GitRepo,
  base: Files,
  change: (repo: GitRepo) => void,
): { base: string; head: string } {
  commitFiles(repo, base, 'base');
  repo.git('checkout', '-q', '-b', 'feature');
  change(repo);
  repo.commit('change');
  const head = repo.git('rev-parse', 'HEAD').trim();
  repo.git('checkout', '-q', 'main');
  const baseSha = commitFiles(repo, { 'unrelated-on-main.txt': 'main moved on\n' }, 'main moves on');
  repo.git('checkout', '-q', 'feature');
  return { base: baseSha, head };
}

export const tsv = (...rows: string[][]) => `${rows.map((r) => r.join('\t')).join('\n')}\n`;
