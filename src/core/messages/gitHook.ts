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
  /** The fix, command by command: each step is a shell line a person can type as it is. */
  fixSteps: (steps: string[]) =>
    `To fix it, run (this puts the protected paths back as the rules last accepted them):\n${steps.map((s) => `  ${s}`).join('\n')}\nOr, if a person decides the change is right: DIFFGATE_RELEASE="why" git push`,
  rebaseEdit: (sha: string, subject: string) =>
    `in the editor, change "pick" to "edit" on the line of ${sha.slice(0, 7)} ${subject}; git stops there`,
  trailerWithoutRecord: (sha: string, trailer: string) =>
    `diffgate: commit ${sha.slice(0, 12)} carries "Diffgate-Release: ${trailer}", but no release was recorded for it on this machine (a trailer typed, copied with git commit -C, or cherry-picked releases nothing; only DIFFGATE_RELEASE="why" git commit records one).`,
  ledgerUnwritable: (file: string, error: string) =>
    `diffgate: the release could not be listed in diffgate's ledger (${file}: ${error}); pre-push will not trust it, and asks for it again: DIFFGATE_RELEASE="why" git push. Make the folder writable to avoid that.`,
  releaseNotInLedger: (sha: string, trailer: string, record: string, ledger: string) =>
    `diffgate: commit ${sha.slice(0, 12)} carries "Diffgate-Release: ${trailer}" and a release record stands at ${record}, but diffgate's ledger (${ledger}) has no such release: diffgate did not write that record (a process in the repository can write any file there), so it releases nothing. If you, the person, mean to release this commit, push with DIFFGATE_RELEASE="why" git push (recorded in the audit log), or commit it again with DIFFGATE_RELEASE="why" git commit.`,
  refusedByTripwire: (sha: string, subject: string, session: string | undefined, at: string | undefined) =>
    `commit ${sha.slice(0, 12)} "${subject}": an agent made this commit during a tool call${session ? ` (session ${session}` : ''}${at ? `${session ? ', ' : ' ('}${at}` : ''}${session || at ? ')' : ''}, and it breaks the manifest; diffgate refuses it whatever its trailer says.`,
  refusedBatchUnreadable: (file: string, problem: string) =>
    `diffgate: push blocked: a record of the commits diffgate's agent tripwire refused (${file}) cannot be read (${problem}): diffgate writes it whole, as one JSON document, so something else wrote or changed it, and the commits it listed are not known; any commit this push sends may be one of them (fail closed). Look at that file, and check what you push (git log --oneline <remote>/<branch>..<branch>, and the branches an agent made); if it is yours, push with DIFFGATE_RELEASE="why" git push, which is recorded in the audit log and sets the file aside (${file}.aside-<time>).`,
  refusedViolation: (rule: string, path: string, reason: string) => `  ${path}  [${rule}]  ${reason}`,
  refusedHint: () =>
    'A person who has reviewed it releases it at push time: DIFFGATE_RELEASE="why" git push (recorded in .git/diffgate/audit.jsonl). Otherwise drop or fix the commit (git rebase -i).',
  releaseInAgentCall: (hook: 'commit' | 'push') =>
    `diffgate: DIFFGATE_RELEASE is ignored: an agent's call is open in this repository (diffgate's tripwire lists a tool call begun and not yet judged, or its record of calls was removed), and a release is the person's alone, never one an agent's command sets. If you, the person, mean it: wait for the agent's turn to end (or interrupt it), then run DIFFGATE_RELEASE="why" git ${hook} ... again in your own terminal.`,
  ledgerUnlisted: (n: number, ledger: string) =>
    `diffgate: push blocked: diffgate's ledger (${ledger}) does not list ${n === 1 ? 'a commit' : `${n} commits`} the agent tripwire refused (more than it keeps were refused, which only a flood of agent commits does): any commit this push sends may be one of them, so every push is refused until a person has looked (fail closed). Check what you push (git log --oneline <remote>/<branch>..<branch>, and the branches an agent made); if it is yours, push with DIFFGATE_RELEASE="why" git push, which is recorded in the audit log and clears the mark.`,
  ledgerUnreadable: (ledger: string, error: string) =>
    `diffgate: push blocked: diffgate's ledger (${ledger}) cannot be read (${error}), so the commits the agent tripwire refused are not known, and any commit this push sends may be one of them (fail closed). Check what you push (git log --oneline <remote>/<branch>..<branch>); if it is yours, push with DIFFGATE_RELEASE="why" git push, which is recorded in the audit log and starts a new ledger.`,
  pushAudited: (file: string) => `diffgate: the release is recorded in ${file}.`,
  notJudged: (n: number, judged: number) =>
    `diffgate: ${n === 1 ? '1 commit' : `${n} commits`} made where the parent had no manifest (before it existed) ${n === 1 ? 'was' : 'were'} not judged: there were no rules yet. Checked ${judged === 1 ? '1 commit' : `${judged} commits`} made under the manifest.`,
  progress: (done: number, total: number) => `diffgate: checking pushed commits ${done}/${total}`,
  unknownHook: (name: string) =>
    `unknown git hook ${JSON.stringify(name)}: expected pre-commit, pre-merge-commit, prepare-commit-msg or pre-push`,
  badPushLine: (line: string) =>
    `unexpected line on pre-push's standard input: ${JSON.stringify(line)} (expected "<local ref> <local sha> <remote ref> <remote sha>")`,
};
