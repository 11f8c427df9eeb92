/** The GitHub Action's sentences: log lines, failures, the job summary and the release verdict. */
export const actionText = {
  // Events and inputs
  noEventName: () => 'diffgate: GITHUB_EVENT_NAME is not set; this step must run inside a GitHub Actions job.',
  noEventPath: () => 'diffgate: GITHUB_EVENT_PATH is not set; this step must run inside a GitHub Actions job.',
  badEventFile: (path: string, detail: string) => `diffgate: cannot read the event payload ${path}: ${detail}`,
  unsupportedEvent: (name: string) =>
    `diffgate: the ${JSON.stringify(name)} event names no change to check. Run the Action on pull_request, pull_request_target, push or merge_group, or give it both the base and head inputs.`,
  badField: (event: string, field: string, expected: string) =>
    `diffgate: the ${event} event payload's ${field} is not ${expected}; the change cannot be checked.`,
  badNumber: (input: string, value: string, expected: string) =>
    `diffgate: the ${input} input ${JSON.stringify(value)} is not ${expected}.`,
  badLabel: (value: string) =>
    `diffgate: the release-label input ${JSON.stringify(value)} cannot be used: in an API address "." and ".." are not a name but "this folder" and "the folder above", so removing a stale label would remove every label of the pull request, or worse. Choose a label name with other characters.`,
  badWorkingDirectory: (value: string, path: string, detail: string) =>
    `diffgate: the working-directory input ${JSON.stringify(value)} (${path}) is not a folder this step can use (${detail}). Set it to the path actions/checkout was given.`,
  notARepository: (path: string) =>
    `diffgate: ${path} is not a git repository. Check out the repository (actions/checkout) before this step; if it was checked out with \`path:\`, set the working-directory input to the same path.`,
  badRevision: (input: string, value: string) =>
    `diffgate: the ${input} input ${JSON.stringify(value)} is not a revision: expected a commit id or a ref name without spaces that does not start with "-".`,
  // History
  fetched: (what: string, rev: string, depth: number | null) =>
    `diffgate: the ${what} commit ${rev} was not in the checkout; fetched it from origin${depth === null ? '' : ` (depth ${depth})`}.`,
  deepened: (by: number) =>
    `diffgate: the checkout is shallow and the merge base is not in it yet; deepened it by ${by} commits.`,
  unshallowed: () => 'diffgate: the merge base is still missing; fetched the complete history (git fetch --unshallow).',
  missingCommit: (what: string, rev: string, detail: string) =>
    `diffgate: the ${what} ${rev} is not in the checkout and could not be fetched from origin (${detail}). Check that origin is the repository the event came from (actions/checkout's repository input).`,
  noOrigin: (what: string, rev: string) =>
    `diffgate: the ${what} commit ${rev} is not in the checkout, and the checkout has no remote named origin to fetch it from. Check out the repository with actions/checkout, which sets origin, before this step.`,
  headForcePushed: (rev: string, detail: string) =>
    `diffgate: the head commit ${rev} is no longer on origin (${detail}): the pull request's branch was most likely force-pushed after this event. Re-running this run cannot succeed; the run started by that push checks the new head.`,
  headInFork: (rev: string, fork: string, detail: string) =>
    `diffgate: the head commit ${rev} comes from the fork ${fork} and could not be fetched from origin (${detail}): either the fork's branch was force-pushed after this event (then the run started by that push checks the new head), or this token cannot read the fork. For pull_request_target, check out the head with actions/checkout's repository and ref inputs set to the fork and the head commit.`,
  baseGone: (rev: string, detail: string) =>
    `diffgate: the base commit ${rev} could not be fetched from origin (${detail}): the base branch was most likely force-pushed after this event. Re-run the check from the pull request (a new push or "Update branch") so that the event names the current base.`,
  beforeGone: (rev: string, detail: string) =>
    `diffgate: the push's before commit ${rev} could not be fetched from origin (${detail}): the branch was most likely force-pushed and the old commit is gone, so the pushed commits cannot be compared with it. Re-running this run cannot succeed; check the change with the base and head inputs (for example from workflow_dispatch) set to commits origin has, and have a person review it.`,
  unrelatedHistories: (base: string, head: string) =>
    `diffgate: ${base} and ${head} have no common ancestor, and the checkout holds their whole history: they are unrelated histories (one replaced the other, as a force-push of an orphan branch does), so there is no change to check from a merge base and it is blocked. A person must review the new history; to check it against rules, give the base and head inputs commits that share history.`,
  fetchFailed: (detail: string) =>
    `diffgate: could not deepen the shallow checkout to find the merge base (${detail}). Check out the whole history: set "fetch-depth: 0" on actions/checkout.`,
  noMergeBase: (base: string, head: string) =>
    `diffgate: ${base} and ${head} have no common history in the checkout, so the change cannot be checked. Check out the whole history: set "fetch-depth: 0" on actions/checkout.`,
  newBranch: (ref: string, branch: string) =>
    `diffgate: ${ref} is new; checking its commits that are not on the default branch ${branch}.`,
  newDefaultBranch: (ref: string) =>
    `diffgate: ${ref} is new and there is no other branch to compare it with; checking every file it holds, with no manifest in force (only the built-in secret list and the manifest's own rule apply).`,
  defaultBranchMissing: (branch: string) =>
    `diffgate: the default branch ${branch} is not on origin; checking every file of the pushed commit with no manifest in force.`,
  branchDeleted: (ref: string) => `diffgate: the push deleted ${ref}; there is no change to check.`,
  gitTimedOut: (command: string, remote: string, ms: number) =>
    `diffgate: \`${command}\` from ${remote} did not finish within ${ms / 1000} s (the git-timeout input), so it was stopped and the change is blocked (fail closed). Check that the runner can reach that remote (a proxy or a git server that accepts the connection and never answers), then re-run the job.`,
  gitError: (detail: string) => `diffgate: git failed: ${detail}.`,
  manifestErrorAt: (url: string, detail: string) => `${detail} (in ${url})`,
  baseManifestBroken: (label: string) =>
    `The manifest in force (${label}) does not parse. A pull request that changes only the manifest may be released with the label; it is then checked against its own (head's) manifest.`,
  judgedByHead: (base: string, head: string, by: string) =>
    `The base's manifest ${base} does not parse; @${by} released this pull request, which changes only the manifest, so it was checked against the head's manifest ${head}.`,
  headManifestBroken: (label: string, n: number) =>
    `diffgate: the base's manifest does not parse, and neither does the head's ${label} (${n === 1 ? '1 error' : `${n} errors`}); fix the head's manifest and run the check again.`,
  checking: (what: string, base: string, head: string) =>
    `diffgate: checking ${what}: ${base}..${head} (from their merge base).`,
  emptyBase: () => '(no base: nothing in force)',
  // Outcome
  manifestErrors: (label: string, n: number) =>
    `diffgate: the manifest ${label} has ${n === 1 ? 'an error' : `${n} errors`}; nothing can be checked until ${n === 1 ? 'it is' : 'they are'} fixed, so the change is blocked.`,
  manifestMissing: (label: string) =>
    `diffgate: the manifest ${label} does not exist; set the manifest input to a file that does.`,
  readError: (detail: string) => `diffgate: ${detail}; the change cannot be checked, so it is blocked.`,
  internalError: (detail: string) => `diffgate: internal error, so the change is blocked: ${detail}`,
  failed: (n: number) =>
    `diffgate: blocked. ${n === 1 ? '1 violation' : `${n} violations`}; see the annotations and the job summary.`,
  releasedLog: (n: number, by: string) =>
    n === 0
      ? `diffgate: the manifest's fix was released by @${by} and checked against the head's manifest; nothing blocked, the check passes.`
      : `diffgate: ${n === 1 ? '1 violation' : `${n} violations`} released by @${by}; the check passes.`,
  ok: (n: number) => `diffgate: ${n === 1 ? '1 changed file' : `${n} changed files`} checked; nothing blocked.`,
  annotationTitle: (rule: string, released: boolean) => `diffgate ${rule}${released ? ' (released)' : ''}`,
  annotation: (message: string, reason: string, next: string) => `${message} ${reason} Next: ${next}`,
  // Job summary
  summaryTitle: (state: 'passed' | 'blocked' | 'released' | 'repaired' | 'error') =>
    state === 'passed'
      ? '## diffgate: nothing blocked'
      : state === 'repaired'
        ? "## diffgate: the manifest's fix, released by a maintainer: nothing blocked"
        : state === 'released'
          ? '## diffgate: blocked, released by a maintainer'
          : state === 'blocked'
            ? '## diffgate: blocked'
            : '## diffgate: the change could not be checked',
  summaryCounts: (violations: number, files: number, what: string, range: string, manifest: string) =>
    `**${violations === 1 ? '1 violation' : `${violations} violations`}** in ${files === 1 ? '1 changed file' : `${files} changed files`} of ${what} (${range}), checked against the rules in ${manifest}.`,
  summaryNoManifest: (label: string) => `There is no manifest at ${label}: only the built-in secret list was checked.`,
  summaryHeader: ['rule', 'path', 'lines', 'what was blocked', 'reason', 'next action'] as const,
  summaryTruncated: (n: number) =>
    `${n === 1 ? '1 more violation does' : `${n} more violations do`} not fit in a job summary (GitHub's limit is 1 MiB); every violation is in the JSON report (the report output) and in the annotations in the log.`,
  summaryError: 'The check failed before it could decide, so the change is blocked (fail closed):',
  summaryNothing: 'There is no change to check.',
  releaseHeading: '### Release',
  summaryUnavailable: (detail: string) =>
    `diffgate: cannot write the job summary (${detail}); the verdict above still stands.`,
  reportUnavailable: (detail: string) =>
    `diffgate: cannot write the JSON report (${detail}); the report output is empty.`,
  // Release
  howToRelease: (label: string) =>
    `To release: a person with write, maintain or admin permission who is neither the pull request's author nor an author, committer or pusher of its commits reviews the current head and adds the label \`${label}\`, then re-runs this check (a workflow whose pull_request types include labeled re-runs it by itself). A push after the label makes it stale.`,
  released: (
    by: string,
    permission: string,
    label: string,
    at: string,
    pr: number,
    head: string,
    pushed: { by: string; at: string },
    n: number,
  ) =>
    `Released by @${by} (${permission} permission), who added the label \`${label}\` to pull request #${pr} at ${at}, after its last push, for head ${head} (pushed by @${pushed.by} at ${pushed.at}, as the branch's activity records it). ${n === 0 ? "Under the head's manifest, which the release put in force, nothing is blocked." : `The ${n === 1 ? 'violation' : `${n} violations`} above ${n === 1 ? 'is' : 'are'} released for this run.`}`,
  notReleased: (why: string) => `Not released: ${why}`,
  noPullRequest: () =>
    'this change is not a pull request (nor the merge of one), and only a pull request can be released.',
  notLabelled: (label: string, pr: number) => `pull request #${pr} does not carry the label \`${label}\`.`,
  labelRemoved: (label: string, pr: number) =>
    `the label \`${label}\` was removed from pull request #${pr} after it was last added.`,
  noLabelEvent: (label: string, pr: number) =>
    `pull request #${pr} carries \`${label}\` but its history has no "labeled" event for it, so no one can be named as having released it.`,
  headMoved: (pr: number, checked: string, now: string) =>
    `pull request #${pr}'s head is now ${now}, not the checked ${checked}; a release holds only for the current head, and the run for ${now.slice(0, 12)} decides.`,
  pushedCommit: (sha: string) => `commit ${sha.slice(0, 12)} was pushed after it`,
  forcePushed: (actor: string, at: string) => `@${actor} force-pushed the branch at ${at}, after it`,
  baseChanged: (actor: string, how: 'changed' | 'force-pushed', at: string) =>
    how === 'changed'
      ? `@${actor} changed the pull request's base branch at ${at}, after it (a new base makes a new diff)`
      : `@${actor} force-pushed the pull request's base branch at ${at}, after it (a new base makes a new diff)`,
  headNotInTimeline: (pr: number, head: string) =>
    `the timeline of pull request #${pr} does not show its head ${head} yet (no "committed" or force-push item for it before the label), so whether the label was added after that push cannot be told. GitHub lists a push in the timeline shortly after it: re-run this check in a minute.`,
  pushedAfter: (actor: string, sha: string, at: string) =>
    `@${actor} pushed its head ${sha.slice(0, 12)} at ${at}, after it (so the branch's activity records the push; a commit's own date can say otherwise)`,
  byPusher: (user: string, label: string, sha: string, at: string, repo: string, ref: string) =>
    `@${user} added \`${label}\` but pushed commits of the pull request (${sha.slice(0, 12)} to ${ref} of ${repo} at ${at}, as the branch's activity records it, whatever name and email the commits carry); only someone who pushed none of its commits can release it.`,
  headRepoGone: (pr: number, ref: string) =>
    `the repository that held the head branch ${ref} of pull request #${pr} was deleted, so who pushed its commits, and when, cannot be read, and a release is refused.`,
  activityUnreadable: (repo: string, ref: string, request: string, detail: string, status: number | undefined) =>
    `who pushed the pull request's commits, and when, is read from the activity of ${repo} (${request}, for refs/heads/${ref}), and that failed (${detail}), so a release is refused (fail closed). ${
      status === 403
        ? `The call needs the \`contents: read\` permission on ${repo}: add it to the workflow's \`permissions:\` (or give the token input a token that has it; a pull request from a private fork needs a token that can read the fork), then re-run this check.`
        : status === 404
          ? `Either the token cannot see ${repo} (give it \`contents: read\`; a pull request from a private fork needs a token that can read the fork), or the server has no repository activity API (an older GitHub Enterprise Server); then re-run this check.`
          : 'Re-run this check in a few minutes.'
    }`,
  headNotInActivity: (repo: string, ref: string, head: string) =>
    `the activity of ${repo} does not show the push that made ${head} the tip of ${ref} yet, so when it was pushed, and by whom, cannot be told, and a release is refused. GitHub records a push shortly after it: re-run this check in a minute.`,
  activityGap: (repo: string, ref: string, sha: string) =>
    `the activity of ${repo} does not show who pushed ${sha.slice(0, 12)} to ${ref} (the branch's tip before a later push, and not in the base), so who pushed all of the pull request's commits cannot be told, and a release is refused. This happens when the branch's history began before GitHub's record of it, or a push is missing from the answer; a shallow checkout can also miss that the commit is in the base (set fetch-depth: 0). Push the commits to the branch anew (rebase them onto the base), then re-run this check.`,
  byPusherElsewhere: (user: string, label: string, sha: string, at: string, repo: string, ref: string) =>
    `@${user} added \`${label}\` but pushed ${sha.slice(0, 12)}, one of the pull request's commits, to ${ref.replace(/^refs\/heads\//, '')} of ${repo} at ${at} (the repository's activity records it; the head branch began from or took in that commit, so its own activity names someone else), whatever name and email the commit carries; only someone who pushed none of its commits can release it.`,
  pushNotPlaced: (user: string, label: string, sha: string, at: string, repo: string, ref: string) =>
    `@${user} added \`${label}\` and pushed ${sha.slice(0, 12)} to ${ref} of ${repo} at ${at}, a commit this checkout lacks (or cannot reach from the base), so whether it is in the base or one of the pull request's commits cannot be told, and a release is refused. The checkout is shallow: set \`fetch-depth: 0\` in the actions/checkout step, then re-run this check.`,
  commitsUnplaced: (detail: string) =>
    `which of the commits in the branch's activity are the pull request's could not be read from the checkout (${detail}), so a release is refused (fail closed). Re-run this check; if it fails again, set \`fetch-depth: 0\` in the actions/checkout step.`,
  localGitTimedOut: (command: string, ms: number) =>
    `${command} ran past ${Math.round(ms / 1000)} s (the git-timeout input) and was stopped`,
  byBot: (user: string, label: string) =>
    `\`${label}\` was added by ${user}, a bot or app, not a person; only a person with write access who pushed and wrote none of its commits can release it.`,
  foreignLink: (request: string, origin: string) =>
    `the answer's "next" link (${request}) leads away from ${origin}, so it was not followed (the token goes only to the API's own address)`,
  badActivityItem: (fields: string) =>
    `an item of the repository activity lacks ${fields}, so the activity cannot be read`,
  staleLabel: (
    actor: string,
    label: string,
    at: string,
    push: string,
    author: string,
    removal: string,
    actorMayRelease: boolean,
  ) =>
    `@${actor} added \`${label}\` at ${at}, but ${push}, so the label released an earlier head, not this one. ${removal} To release again: ${actorMayRelease ? `@${actor} or another person` : 'a person'} with write, maintain or admin permission who is neither @${author} (the author) nor an author, committer or pusher of its commits reviews the new commits and adds the label again.`,
  staleRemoved: (label: string) => `The stale label \`${label}\` was removed.`,
  staleKept: (label: string, detail: string) =>
    `The stale label \`${label}\` is still on the pull request: removing it failed (${detail}); the Action removes it only with the issues: write permission.`,
  tooManyCommits: (pr: number, commits: number, listed: number) =>
    `pull request #${pr} has ${commits} commits and the API lists ${listed}; whether the person who added the label wrote none of them cannot be checked beyond 250, so a release is refused.`,
  commitsNotListed: (pr: number, commits: number, listed: number) =>
    `pull request #${pr} has ${commits} commits but the API listed ${listed} (the list can lag a fresh push), so who wrote the others cannot be checked and a release is refused. Re-run this check in a minute.`,
  byCommitter: (user: string, label: string) =>
    `@${user} added \`${label}\` but is an author or committer of a commit in the pull request; only someone who wrote none of its commits can release it.`,
  unlinkedCommit: (sha: string, role: string, who: string, n: number) =>
    `the ${role} of commit ${sha.slice(0, 12)} (${who}) is linked to no GitHub account${n > 1 ? ` (and ${n - 1} more such ${n === 2 ? 'commit' : 'commits'})` : ''}, so whether the person who added the label wrote it cannot be checked, and a release is refused. Add that email to its owner's GitHub account (Settings, Emails), or rewrite the commit with an email linked to an account and push it.`,
  byCoAuthor: (user: string, label: string, sha: string, trailer: string) =>
    `@${user} added \`${label}\` but is named as a co-author of commit ${sha.slice(0, 12)} (Co-authored-by: ${trailer}); only someone who wrote none of its commits can release it.`,
  notAUser: () => 'the answer is not a user (no id)',
  byAuthor: (user: string, label: string) =>
    `@${user} added \`${label}\` but is the pull request's author; only someone else with write access can release it.`,
  lacksPermission: (user: string, permission: string, label: string) =>
    `@${user} added \`${label}\` but has ${permission} permission; releasing needs write, maintain or admin.`,
  noToken: () => 'the token input is empty, so who added the label cannot be looked up.',
  noRepository: () => 'GITHUB_REPOSITORY is not set, so who added the label cannot be looked up.',
  apiFailed: (request: string, detail: string) =>
    `the GitHub API failed for ${request} (${detail}), so the block stands (fail closed).`,
  notAList: (what: string, page: number, request: string) =>
    `page ${page} of the answer (${request}) is not a list of ${what} (a JSON array), so the list cannot be read whole`,
  tooManyPages: (what: string, max: number) =>
    `the list of ${what} goes on past ${max} pages (the server's "next" link does not end), so it was not read to the end`,
  notJson: (request: string, status: number, body: string) =>
    `${request} answered HTTP ${status} with ${body}, not the JSON GitHub sends; the answer cannot be read`,
  badTimelineItem: (event: string, fields: string) =>
    `a "${event}" item of the timeline lacks ${fields}, so the timeline cannot be read`,
  emptyBody: () => 'an empty body',
  malformedBody: (start: string) => `malformed JSON (cut off or garbled: ${JSON.stringify(start)})`,
  notAPullRequest: () => 'the answer is not a pull request (no head.sha, head.ref or labels)',
  timedOut: (ms: number) => `no answer within ${ms / 1000} s (the api-timeout input), so the call was abandoned`,
  timedOutAfter: (ms: number, answered: number, last: string) =>
    `the call did not finish within ${ms / 1000} s (the api-timeout input), so it was abandoned: the server answered ${answered === 1 ? 'its request' : `${answered} requests`}, the last with ${last}, and the next request was still to come`,
  networkError: (code: string, detail: string) => `network error ${code}: ${detail}`,
  mergedElsewhere: (pr: number, sha: string, base: string, ref: string) =>
    `${sha.slice(0, 12)} is the merge of pull request #${pr} into ${base}, but this push moved ${ref}: a release covers the merge into its own base branch only, so the commits this push brings to ${ref} are not released.`,
  notTheMergedRange: (pr: number, sha: string, before: string | null, parent: string | null) =>
    `${sha.slice(0, 12)} is the merge of pull request #${pr}, but this push started from ${before === null ? 'a new branch' : before.slice(0, 12)}, not from the commit it was merged into (${parent === null ? 'unknown' : parent.slice(0, 12)}), so it brings more than the released pull request and is not released.`,
  badQueueRef: (ref: string) =>
    `the merge group's head_ref ${JSON.stringify(ref)} names no pull request (expected .../pr-NUMBER-SHA).`,
};
