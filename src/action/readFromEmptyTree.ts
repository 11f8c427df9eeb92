/**
 * The change from nothing to `head`: every file it holds, as added. For a push that creates the
 * repository's default branch there is no base to take rules from, so no manifest is in force.
 * Built from the git adapter's own parts (raw diff parser, cat-file reader), as readChanges is.
 */
import { CatFile } from '../git/catFile.js';
import type { ChangeSet } from '../git/changeSet.js';
import { GitUsageError } from '../git/changeSet.js';
import { parseRawDiff } from '../git/parseRawDiff.js';
import { gitMessage, runGit } from '../git/runGit.js';
import { toFileChanges } from '../git/toFileChanges.js';

export async function readFromEmptyTree(head: string, opts: { cwd: string; env: NodeJS.ProcessEnv; manifestPath: string | null; label: string }): Promise<ChangeSet> {
  const git = runGit(opts.cwd);
  let raw: string;
  try {
    const empty = (await git.raw(['hash-object', '-t', 'tree', '/dev/null'])).trim();
    raw = await git.raw(['diff-tree', '-r', '--raw', '-z', '--no-renames', '--no-ext-diff', '--no-textconv', empty, head]);
  } catch (e) {
    throw new GitUsageError(gitMessage(e));
  }
  const cat = new CatFile(opts.cwd, opts.env);
  const blob = async (sha: string) => {
    const bytes = await cat.read(sha);
    if (!bytes) throw new Error(`git has no object ${sha}`);
    return bytes;
  };
  return {
    changes: toFileChanges(parseRawDiff(raw), { blob }),
    manifest: { text: null, label: opts.label, path: opts.manifestPath },
    close: () => cat.close(),
  };
}
