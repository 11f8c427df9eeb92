/** The git adapter's own sentences (src/git), reported by the CLI as configuration errors. */
export const gitReadText = {
  unmerged: (path: string) =>
    `${JSON.stringify(path)} has unresolved merge conflicts (resolve them: edit, then git add)`,
  noMergeBase: (base: string, head: string) =>
    `${base} and ${head} have no common ancestor, so there is no change between them to check; give a BASE that ${head} grew from.`,
  /** HEAD names no commit in a repository that has commits, and no reflog names the one it did (readChanges.ts). */
  headLost: () =>
    "HEAD names no commit, yet this repository has commits (its refs or HEAD's reflog say so), and HEAD's reflog names none git has, so diffgate cannot tell what this change does to the files that were committed and refuses it rather than judge it as a first commit. Its branch's ref was removed, or HEAD pointed at a branch that does not exist.\nnext: put HEAD back on the commit it named: `git branch -a` and `git log --all -n5` show the commits there are; `git update-ref refs/heads/<branch> <commit>` (or `git symbolic-ref HEAD refs/heads/<branch>`) puts it back. To start a new history on purpose, use `git checkout --orphan <branch>` from a HEAD that names a commit.",
  /** An object a commit's diff read does not hash to its name (readChanges.ts, commitDiffs.ts: review 8 T4). */
  objectRewritten: (oid: string, commit: string) =>
    `git's object ${oid}, read to compare commit ${commit} with its parent, is missing or does not hold the bytes its name is the hash of: git's object store was rewritten, so what the commit changes cannot be told, and it is refused rather than judged on what the rewritten object says.\nnext: run \`git fsck\`, which names each rewritten object (a "hash mismatch"); delete those object files and take the objects back from a clone or remote you trust, then try again.`,
  untrackedUnreadable: (path: string, why: string) =>
    `cannot inspect the untracked path ${JSON.stringify(path)}: ${why}`,
};

/**
 * What to do when git's words say an object it needed is not there: a partial clone (`--filter`)
 * that could not fetch it from its promisor remote, or an object store that lacks it. Undefined
 * when the words say something else. Pure: the CLI appends it to git's own message.
 */
export function missingObjectAdvice(detail: string): string | undefined {
  const promised = /could not fetch ([0-9a-f]{7,64}) from promisor remote/.exec(detail);
  if (promised)
    return `The object ${promised[1]} is not in this repository: it is a partial clone (made with --filter), and git could not fetch the object from its promisor remote. diffgate needs the contents to judge the change, so it blocks. Next: make that remote reachable (git fetch checks it) and run the same command again; git fetches what it needs as it reads. To keep every object locally, clone again without --filter.`;
  const missing =
    /(?:unable to read(?: tree)?|missing (?:blob|tree|commit) object|bad object|git has no object|git has no tree for commit|could not get object info for) '?([0-9a-f]{7,64})/.exec(
      detail,
    );
  if (missing)
    return `The object ${missing[1]} is missing from this repository's object store, so the change cannot be judged and is blocked. Next: git fsck names every missing object; copy them from another clone that has them (or clone again), then run the same command again.`;
  return undefined;
}
