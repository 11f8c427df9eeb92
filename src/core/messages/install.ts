/** `diffgate install` and `uninstall`. */
export const installText = {
  chooseOne: () =>
    'choose what to install: --hooks-path, --husky, --lefthook, or an agent: --claude, --codex, --gemini, --cursor, --copilot, --opencode [--user]',
  notARepo: () => 'not inside a git repository: run diffgate install from your project',
  hooksPathSet: (path: string) =>
    `core.hooksPath = ${path}: git runs diffgate's pre-commit, pre-merge-commit, prepare-commit-msg and pre-push hooks from there.`,
  hooksPathSame: (path: string) => `core.hooksPath is already ${path}; nothing to change.`,
  hooksPathOwned: (current: string, owner: string) =>
    `core.hooksPath is already set to ${JSON.stringify(current)}${owner ? ` (${owner})` : ''}; replacing it would switch those hooks off. ${owner === 'husky' ? 'Use diffgate install --husky instead, or ' : ''}Re-run with --force to replace it anyway.`,
  hooksPathLocalHooks: (names: string[]) =>
    `note: ${names.join(', ')} in .git/hooks will no longer run, since git only looks in core.hooksPath; call them from there if you still need them.`,
  hooksPathRemoved: (path: string) => `removed core.hooksPath (${path}).`,
  hooksPathNotOurs: (current: string) => `core.hooksPath is ${JSON.stringify(current)}, not diffgate's; left as it is.`,
  nothingInstalled: (what: string) => `diffgate was not installed in ${what}; nothing to remove.`,
  huskyAdded: (files: string[]) => `added diffgate to ${files.join(', ')}.`,
  huskySame: () => 'diffgate is already in the husky hooks; nothing to change.',
  huskyMissing: () => 'no .husky folder here: set up husky first (npx husky init), then run diffgate install --husky.',
  huskyRemoved: (files: string[]) => `removed diffgate from ${files.join(', ')}.`,
  lefthookAdded: (file: string) => `added diffgate to ${file}. Run npx lefthook install to (re)write the git hooks.`,
  lefthookSame: (file: string) => `diffgate is already in ${file}; nothing to change.`,
  lefthookRemoved: (file: string) => `removed diffgate from ${file}.`,
  lefthookInvalid: (file: string, why: string) =>
    `${file} is not valid YAML (${why}); fix it first, diffgate will not overwrite it.`,
};
