"use strict";
exports.id = 1065;
exports.ids = [1065];
exports.modules = {

/***/ 1065:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.cliText = exports.noteText = void 0;
exports.noteText = {
    noManifest: (file) => `diffgate: no manifest at ${file}; only the built-in secret list was checked.`,
};
const gitRead_js_1 = __webpack_require__(8927);
const advised = (detail) => {
    const advice = (0, gitRead_js_1.missingObjectAdvice)(detail);
    return advice ? `\n${advice}` : '';
};
exports.cliText = {
    usage: () => `usage:
  diffgate check [--staged | --worktree | --range BASE..HEAD] [--manifest FILE] [--format text|json|github]
  diffgate explain PATH...            every rule, gate and list entry that covers a path, and the hooks' verdict
  diffgate explain --command 'CMD'    the verdict the Claude Code hook gives a shell command, and why
  diffgate init [--force]             write a starter .diffgate.tsv at the repository root
  diffgate install --hooks-path [--force] | --husky | --lefthook
  diffgate install --claude [--sandbox] | --codex | --gemini | --cursor | --copilot | --opencode [--user]
  diffgate uninstall ...              reverses install
  diffgate doctor                     prove the installed gates are live
  diffgate run [--allow-unsandboxed] -- COMMAND...   run a command with frozen and gate files read-only (bubblewrap)
  diffgate hook AGENT                 an agent's hook (claude, codex, gemini, cursor, copilot; JSON on stdin)
  diffgate githook NAME [ARGS]        what the git hooks run (pre-commit, pre-merge-commit, prepare-commit-msg, pre-push)
  diffgate --version                  the installed version

"diffgate COMMAND --help" describes a command. Reference: docs/cli.md.

exit status: 0 nothing blocked, 1 blocked, 2 configuration or usage error (also blocks)`,
    help: {
        check: `usage: diffgate check [--staged | --worktree | --range BASE..HEAD] [--manifest FILE] [--format text|json|github]

Checks a change against the manifest and reports every violation.

  (no flag), --staged   the staged change: the index against HEAD (what "git commit" would record),
                        under HEAD's manifest (the index's before the first commit)
  --worktree            the work tree against HEAD, untracked files included, under HEAD's manifest
  --range BASE..HEAD    the commits from the merge base of BASE and HEAD to HEAD, under BASE's manifest;
                        "A.." means A..HEAD, "..B" means HEAD..B (e.g. --range HEAD~2..)
  --manifest FILE       use FILE instead of .diffgate.tsv at the repository root (then it must exist)
  --format text         human text on stderr (default)
  --format json         one JSON document on stdout: blocked, checked, manifest, violations
  --format github       one ::error workflow command per violation on stdout

exit status: 0 nothing blocked, 1 blocked, 2 configuration or usage error (also blocks)`,
        explain: `usage: diffgate explain [--manifest FILE] PATH...
       diffgate explain [--manifest FILE] --command 'CMD'

For each PATH: every manifest rule that covers it (repository manifest, and the user manifest for
paths outside the repository), allow exemptions, the built-in secret list, save gates, gate files,
git's own directory, and the manifest's implicit strengthen-only rule; then the verdict the agent
hook gives a shell write to it and an edit of it, and what a commit that changes it gets.

With --command: the command policy segment by segment (canonical prefix, matching rule), the files
the line would write and what protects them, and the verdict "diffgate hook claude" gives the line.

exit status: 0 explained, 2 configuration or usage error`,
        init: `usage: diffgate init [--force]

Writes a starter .diffgate.tsv at the root of the repository around the working directory (an error
outside a repository). --force replaces an existing manifest.`,
        install: `usage: diffgate install --hooks-path [--force] | --husky | --lefthook | --claude [--user]

  --hooks-path   point core.hooksPath at diffgate's hook scripts (--force replaces another hooks path)
  --husky        add diffgate to the husky hooks in .husky/
  --lefthook     add diffgate to lefthook.yml
  --claude       add the Claude Code hook to .claude/settings.json (--user: ~/.claude/settings.json)

"diffgate uninstall" with the same flag takes it out again.`,
        uninstall: `usage: diffgate uninstall --hooks-path | --husky | --lefthook | --claude [--user]

Reverses "diffgate install" with the same flag.`,
        doctor: `usage: diffgate doctor

Proves the installed gates are live: checks the git hooks' and the Claude Code hook's installation,
then runs the installed hooks on a synthetic blocked change. exit status: 0 all ok, 1 a problem,
2 outside a repository.`,
        hook: `usage: diffgate hook claude

The Claude Code hook: reads one hook event (JSON) on stdin and answers in Claude Code's protocol
(exit 2 with the reason on stderr to deny; a permissionDecision JSON to ask or allow; nothing for no
opinion). Installed by "diffgate install --claude".`,
        githook: `usage: diffgate githook pre-commit | pre-merge-commit | prepare-commit-msg FILE | pre-push

What the git hook scripts (and the husky, lefthook and pre-commit framework entries) run.
DIFFGATE_RELEASE="why" lets a person release a blocked commit or push.`,
    },
    version: (v) => `diffgate ${v}`,
    usageError: (detail) => `diffgate: ${detail}\n\nRun "diffgate --help" for usage.`,
    unknownCommand: (name) => `unknown command ${JSON.stringify(name)}`,
    badRange: (range) => `--range expects BASE..HEAD (or BASE.. or ..HEAD, an empty side meaning HEAD), got ${JSON.stringify(range)}`,
    oneMode: () => 'choose one of --staged, --range and --worktree',
    badFormat: (f) => `--format expects text, json or github, got ${JSON.stringify(f)}`,
    manifestErrors: (label, n) => `diffgate: the manifest ${label} has ${n === 1 ? 'an error' : `${n} errors`}; nothing can be checked until ${n === 1 ? 'it is' : 'they are'} fixed, so everything is blocked:`,
    manifestMissing: (label) => `diffgate: the manifest ${label} does not exist.`,
    gitError: (detail) => `diffgate: git failed: ${detail}${advised(detail)}`,
    gitFailed: (detail) => `git failed: ${detail}`,
    readError: (detail) => `diffgate: ${detail}; the change cannot be checked, so it is blocked.${advised(detail)}`,
    internalError: (detail) => `diffgate: internal error, so the change is blocked: ${detail}`,
    ok: (n, label, scope) => `diffgate: ${scope ? `${scope}: ` : ''}${n === 1 ? '1 changed file' : `${n} changed files`} checked against ${label}; nothing blocked.`,
    blockedHeader: (v, n, scope) => `diffgate: blocked. ${v === 1 ? '1 violation' : `${v} violations`} in ${n === 1 ? '1 changed file' : `${n} changed files`}${scope ? ` of ${scope}` : ''}:`,
    scope: {
        staged: () => 'the staged change (index vs HEAD)',
        worktree: () => 'the work tree (files on disk vs HEAD, untracked included)',
        range: (base, head) => `the range ${base}..${head}`,
    },
    unstagedHint: () => 'diffgate: nothing is staged, but the work tree has changes. Stage them (git add) to check them as a commit, or run "diffgate check --worktree".',
    notARepo: (cwd) => `not a git repository: ${cwd} (or any parent); run it inside the repository to protect, or "git init" first`,
    why: 'why: ',
    next: 'next:',
    rule: 'rule:',
    explainNone: () => 'no rule covers this path',
    explain: {
        saveGate: (words) => `an agent may write it only in the turn after the person's prompt asks to save (${words.join(', ')})`,
        manifest: () => 'the manifest itself: a change may add or strengthen rules, never remove or weaken one (implicit rule)',
        userManifest: () => 'the user manifest: only a person changes it (implicit rule)',
        gateFile: (gate) => `gate file ${gate}: it can switch the gate off, so only a person changes it (agent hook)`,
        gitDir: () => "git's own directory (hooks, config, diffgate's records): agents may not write it",
        gitHooks: () => "git's hooks: agents may not write them",
        outsideRule: (file) => `outside the repository, from ${file}:`,
        refused: (why) => `agent hook refuses the path: ${why}`,
        verdicts: 'verdicts:',
        shell: (v) => `  agent shell write (> FILE, sed -i, cp, rm ...): ${v}`,
        edit: (v) => `  agent edit (Write, Edit): ${v}`,
        commit: (v) => `  commit or pull request changing it: ${v}`,
        denied: (rules) => `deny (${rules.join(', ')})`,
        judged: (rules) => `judged on the change by ${rules.join(', ')}`,
        saveGated: () => 'deny unless the latest prompt asks to save',
        noOpinion: () => 'no opinion (allowed)',
        commitBlocked: (rules) => `blocked (${rules.join(', ')})`,
        commitJudged: (rules) => `judged on the change by ${rules.join(', ')}`,
        commitFree: () => 'nothing to check',
        policyTotal: () => 'command rules: ',
        commandHeader: (verdict) => `hook claude verdict: ${verdict}`,
        commandDenials: () => 'blocked by:',
        commandWrites: () => 'files it writes: none protected',
        releasable: (phrases) => `(a person's prompt with ${phrases.map((p) => JSON.stringify(p)).join(' or ')} releases the releasable blocks for one turn)`,
    },
    explainSecret: (segment) => `built-in secret list: ${JSON.stringify(segment)} may not be added`,
    explainAllowed: (source) => `exempt from deny and the secret list by allow (${source})`,
    initExists: (file) => `diffgate: ${file} already exists; not overwritten (use --force to replace it).`,
    initChangelog: (file) => `diffgate: ${file} looks like a Keep-a-Changelog file; the manifest offers an append rule with head= for it (commented out: uncomment it to use it).`,
    initWrote: (file) => `diffgate: wrote ${file}. Edit it, then commit it: from then on it protects itself.`,
};


/***/ }),

/***/ 8927:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.gitReadText = void 0;
exports.missingObjectAdvice = missingObjectAdvice;
exports.gitReadText = {
    unmerged: (path) => `${JSON.stringify(path)} has unresolved merge conflicts (resolve them: edit, then git add)`,
    noMergeBase: (base, head) => `${base} and ${head} have no common ancestor, so there is no change between them to check; give a BASE that ${head} grew from.`,
    headLost: () => "HEAD names no commit, yet this repository has commits (its refs or HEAD's reflog say so), and HEAD's reflog names none git has, so diffgate cannot tell what this change does to the files that were committed and refuses it rather than judge it as a first commit. Its branch's ref was removed, or HEAD pointed at a branch that does not exist.\nnext: put HEAD back on the commit it named: `git branch -a` and `git log --all -n5` show the commits there are; `git update-ref refs/heads/<branch> <commit>` (or `git symbolic-ref HEAD refs/heads/<branch>`) puts it back. To start a new history on purpose, use `git checkout --orphan <branch>` from a HEAD that names a commit.",
    objectRewritten: (oid, commit) => `git's object ${oid}, read to compare commit ${commit} with its parent, is missing or does not hold the bytes its name is the hash of: git's object store was rewritten, so what the commit changes cannot be told, and it is refused rather than judged on what the rewritten object says.\nnext: run \`git fsck\`, which names each rewritten object (a "hash mismatch"); delete those object files and take the objects back from a clone or remote you trust, then try again.`,
    untrackedUnreadable: (path, why) => `cannot inspect the untracked path ${JSON.stringify(path)}: ${why}`,
};
function missingObjectAdvice(detail) {
    const promised = /could not fetch ([0-9a-f]{7,64}) from promisor remote/.exec(detail);
    if (promised)
        return `The object ${promised[1]} is not in this repository: it is a partial clone (made with --filter), and git could not fetch the object from its promisor remote. diffgate needs the contents to judge the change, so it blocks. Next: make that remote reachable (git fetch checks it) and run the same command again; git fetches what it needs as it reads. To keep every object locally, clone again without --filter.`;
    const missing = /(?:unable to read(?: tree)?|missing (?:blob|tree|commit) object|bad object|git has no object|git has no tree for commit|could not get object info for) '?([0-9a-f]{7,64})/.exec(detail);
    if (missing)
        return `The object ${missing[1]} is missing from this repository's object store, so the change cannot be judged and is blocked. Next: git fsck names every missing object; copy them from another clone that has them (or clone again), then run the same command again.`;
    return undefined;
}


/***/ })

};
;