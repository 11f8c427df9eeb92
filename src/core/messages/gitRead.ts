/** The git adapter's own sentences (src/git), reported by the CLI as configuration errors. */
export const gitReadText = {
  unmerged: (path: string) =>
    `${JSON.stringify(path)} has unresolved merge conflicts (resolve them: edit, then git add)`,
  noMergeBase: (base: string, head: string) =>
    `${base} and ${head} have no common ancestor, so there is no change between them to check; give a BASE that ${head} grew from.`,
  untrackedUnreadable: (path: string, why: string) =>
    `cannot inspect the untracked path ${JSON.stringify(path)}: ${why}`,
};
