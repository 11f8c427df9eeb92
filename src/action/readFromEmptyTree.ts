/**
 * The change from nothing to `head`: every file it holds, as added. For a push that creates the
 * repository's default branch there is no base to take rules from, so no manifest is in force.
 * Built from the git adapter's own parts (its diff flags, raw diff parser and cat-file reader).
 */
import { CatFile } from '../git/catFile.js';
import type { ChangeSet } from '../git/changeSet.js';
import { GitUsageError } from '../git/changeSet.js';
import { parseRawDiff } from '../git/parseRawDiff.js';
import { DIFF_FLAGS, blobReader, emptyTree } from '../git/readChanges.js';
import { gitMessage, runGit } from '../git/runGit.js';
import { toFileChanges } from '../git/toFileChanges.js';

export async function readFromEmptyTree(
  head: string,
  opts: { cwd: string; env: NodeJS.ProcessEnv; manifestPath: string | null; label: string },
): Promise<ChangeSet> {
  const git = runGit(opts.cwd, opts.env);
  let raw: string;
  try {
    // The adapter's own diff flags (a submodule that .gitmodules marks ignore=all still counts).
    raw = await git.raw(['diff-tree', '-r', ...DIFF_FLAGS, await emptyTree(git), head]);
  } catch (e) {
    throw new GitUsageError(gitMessage(e));
  }
  const cat = new CatFile(opts.cwd, opts.env);
  return {
    changes: toFileChanges(parseRawDiff(raw), blobReader(cat)),
    manifest: { text: null, label: opts.label, path: opts.manifestPath },
    close: () => cat.close(),
  };
}
