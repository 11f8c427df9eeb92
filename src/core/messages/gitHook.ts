/** The git hooks' sentences: blocks at commit and push, and releases. */
export const gitHookText = {
  releaseHint: () =>
    'A person who decides the change is right releases it for this commit: DIFFGATE_RELEASE="why" git commit ... (the reason is recorded in a Diffgate-Release trailer).',
  released: (reason: string, n: number) =>
    `diffgate: DIFFGATE_RELEASE lifted ${n === 1 ? '1 block' : `${n} blocks`} for this commit ("${reason}"); a Diffgate-Release trailer records it:`,
  releasedError: (reason: string) =>
    `diffgate: DIFFGATE_RELEASE lifted a configuration error for this commit ("${reason}"); a Diffgate-Release trailer records it.`,
  trailer: (reason: string, items: string[]) => `${reason} [${items.join('; ')}]`,
  pushCommit: (sha: string, subject: string) => `commit ${sha.slice(0, 12)} "${subject}":`,
  pushReleasedByTrailer: (sha: string, trailer: string) =>
    `diffgate: commit ${sha.slice(0, 12)} was released when it was made (Diffgate-Release: ${trailer}).`,
  pushReleasedByEnv: (reason: string) =>
    `diffgate: DIFFGATE_RELEASE lifted the blocks above for this push ("${reason}").`,
  pushBlocked: (n: number) =>
    `diffgate: push blocked. ${n === 1 ? '1 commit breaks' : `${n} commits break`} the manifest (made with --no-verify, or before diffgate was installed).`,
  pushHint: () =>
    'Fix the commit (git rebase -i, then amend it) so that it passes, or, if a person decides the change is right, push with DIFFGATE_RELEASE="why" git push.',
  unknownHook: (name: string) =>
    `unknown git hook ${JSON.stringify(name)}: expected pre-commit, pre-merge-commit, prepare-commit-msg or pre-push`,
  badPushLine: (line: string) =>
    `unexpected line on pre-push's standard input: ${JSON.stringify(line)} (expected "<local ref> <local sha> <remote ref> <remote sha>")`,
};
