// diffgate-cache-key: a0abcfe6112bda1173f7b53bd793af0480dc59a1c5efe1f9bc92a15fa7a14cee
"use strict";
exports.id = 373;
exports.ids = [373];
exports.modules = {

/***/ 9845:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.EXIT = void 0;
exports.processIo = processIo;
exports.useColor = useColor;
const readStdin_js_1 = __webpack_require__(9303);
/**
 * The real process. Touching process.stdout or process.stderr creates a stream (and loads node's
 * stream modules): a few milliseconds that a hook with nothing to say should not pay, so they are
 * reached only when something is written or colour is asked about.
 */
function processIo() {
    return {
        cwd: process.cwd(),
        env: process.env,
        stdout: (t) => process.stdout.write(t),
        stderr: (t) => process.stderr.write(t),
        get isTTY() {
            return process.stderr.isTTY === true;
        },
        readStdin: readStdin_js_1.readStdin,
    };
}
/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
function useColor(io) {
    return io.isTTY && !io.env.NO_COLOR && io.env.TERM !== 'dumb';
}
exports.EXIT = { ok: 0, blocked: 1, config: 2 };


/***/ }),

/***/ 9648:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.run = run;
/** Dispatches the command line; every failure becomes exit 2 with a message (fail closed). */
const messages_js_1 = __webpack_require__(9392);
const io_js_1 = __webpack_require__(9845);
const usageError_js_1 = __webpack_require__(3962);
const COMMANDS = {
    check: async () => (await Promise.all(/* import() */[__webpack_require__.e(6), __webpack_require__.e(21), __webpack_require__.e(350), __webpack_require__.e(402), __webpack_require__.e(750), __webpack_require__.e(176)]).then(__webpack_require__.bind(__webpack_require__, 3176))).checkCommand,
    explain: async () => (await Promise.all(/* import() */[__webpack_require__.e(6), __webpack_require__.e(21), __webpack_require__.e(350), __webpack_require__.e(402), __webpack_require__.e(116)]).then(__webpack_require__.bind(__webpack_require__, 713))).explainCommand,
    init: async () => (await Promise.all(/* import() */[__webpack_require__.e(402), __webpack_require__.e(66)]).then(__webpack_require__.bind(__webpack_require__, 9066))).initCommand,
    hook: async () => (await __webpack_require__.e(/* import() */ 421).then(__webpack_require__.bind(__webpack_require__, 9421))).hookCommand,
    githook: async () => (await Promise.all(/* import() */[__webpack_require__.e(6), __webpack_require__.e(21), __webpack_require__.e(350), __webpack_require__.e(402), __webpack_require__.e(750), __webpack_require__.e(733)]).then(__webpack_require__.bind(__webpack_require__, 5733))).githookCommand,
    install: async () => (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(705)]).then(__webpack_require__.bind(__webpack_require__, 4705))).installCommand(false),
    uninstall: async () => (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(705)]).then(__webpack_require__.bind(__webpack_require__, 4705))).installCommand(true),
    doctor: async () => (await Promise.all(/* import() */[__webpack_require__.e(6), __webpack_require__.e(21), __webpack_require__.e(815), __webpack_require__.e(350), __webpack_require__.e(402), __webpack_require__.e(392)]).then(__webpack_require__.bind(__webpack_require__, 6581))).doctorCommand,
};
async function run(argv, io) {
    const [name, ...args] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        (name === undefined ? io.stderr : io.stdout)(`${messages_js_1.cliText.usage()}\n`);
        return name === undefined ? io_js_1.EXIT.config : io_js_1.EXIT.ok;
    }
    const load = COMMANDS[name];
    try {
        if (!load)
            throw new usageError_js_1.UsageError(messages_js_1.cliText.unknownCommand(name));
        return await (await load())(args, io);
    }
    catch (e) {
        if (e instanceof usageError_js_1.UsageError || e.code?.startsWith('ERR_PARSE_ARGS')) {
            io.stderr(`${messages_js_1.cliText.usageError(e.message)}\n`);
        }
        else {
            io.stderr(`${messages_js_1.cliText.internalError(e instanceof Error ? (e.stack ?? e.message) : String(e))}\n`);
        }
        return io_js_1.EXIT.config;
    }
}


/***/ }),

/***/ 9303:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readStdin = readStdin;
/**
 * All of standard input as text. A blocking read of fd 0 first: going through process.stdin
 * would load node's stream modules (about a third of node's own start-up) for a few hundred bytes
 * of JSON on every agent tool call. Where fd 0 is non-blocking (EAGAIN), the stream is used.
 */
const node_fs_1 = __webpack_require__(3024);
async function readStdin() {
    try {
        return (0, node_fs_1.readFileSync)(0, 'utf8');
    }
    catch (e) {
        if (e.code !== 'EAGAIN')
            throw e;
    }
    const chunks = [];
    for await (const chunk of process.stdin)
        chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
}


/***/ }),

/***/ 8373:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.start = start;
/** Runs the command line of this process and sets its exit code (exit 2 on any failure). */
const io_js_1 = __webpack_require__(9845);
const main_js_1 = __webpack_require__(9648);
function start() {
    return (0, main_js_1.run)(process.argv.slice(2), (0, io_js_1.processIo)()).then((code) => {
        process.exitCode = code;
    }, (e) => {
        process.stderr.write(`diffgate: ${e instanceof Error ? e.message : String(e)}\n`);
        process.exitCode = 2;
    });
}


/***/ }),

/***/ 3962:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.UsageError = void 0;
/** A mistake in how the CLI was called: exit 2 with usage. */
class UsageError extends Error {
}
exports.UsageError = UsageError;


/***/ }),

/***/ 9392:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commandText = exports.doctorText = exports.installText = exports.claudeText = exports.gitReadText = exports.gitHookText = exports.actionText = exports.STARTER_MANIFEST = exports.cliText = exports.noteText = exports.violationText = exports.manifestText = void 0;
/**
 * Every user-facing sentence of the checker, in one place. A block message is an instruction:
 * what was blocked, why (the manifest's reason), and the next action.
 */
const NO_WORKAROUND = 'Do not work around the block by changing another file instead.';
const WAIT = 'Show the change you intended and why, and wait for a person to release it.';
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
exports.manifestText = {
    unknownKind: (kind) => `unknown rule kind ${JSON.stringify(kind)}: expected one of freeze (A), invariant (B), append (C), budget, deny, allow, save-gate, release, command-allow, command-ask, command-deny`,
    missingColumns: (n) => `expected 3 or 4 TAB-separated columns (rule, pattern, reason [, options]) but found ${n}: separate columns with a TAB, not spaces`,
    extraColumns: (n) => `expected at most 4 TAB-separated columns (rule, pattern, reason, options) but found ${n}: options are separated by spaces, not TABs`,
    emptyReason: () => 'expected a reason: one sentence saying why the rule exists',
    emptyPattern: (kind) => kind === 'release'
        ? 'expected the release phrase a person types, e.g. "guard release"'
        : kind.startsWith('command-')
            ? 'expected a command prefix, e.g. "git push --force"'
            : 'expected a glob pattern, e.g. "config/**"',
    patternSpaces: () => 'expected a pattern without leading or trailing spaces',
    patternBackslash: (p) => `expected "/" as the path separator in ${JSON.stringify(p)}, not "\\"`,
    patternDotSlash: (p) => `expected a repository-relative pattern without a leading "./": ${JSON.stringify(p.slice(2))}`,
    patternDotDot: (p) => `expected a pattern without ".." segments: ${JSON.stringify(p)}`,
    patternUnbalanced: (p, c) => `expected balanced brackets in glob ${JSON.stringify(p)}: "${c}" has no partner`,
    patternInvalid: (p, why) => `expected a valid glob, ${JSON.stringify(p)} is not: ${why}`,
    unknownOption: (kind, key, known) => known.length === 0
        ? `unknown option ${JSON.stringify(key)}: ${kind} takes no options`
        : `unknown option ${JSON.stringify(key)} for ${kind}: expected ${known.map((k) => `${k}=...`).join(' or ')}`,
    optionNeedsValue: (key) => `expected key=value, found ${JSON.stringify(key)} without a value`,
    duplicateOption: (key) => `option ${JSON.stringify(key)} is given twice`,
    badNumber: (key, value) => `expected ${key}=N with N a positive whole number, found ${JSON.stringify(value)}`,
    badValue: (key, value, expected) => `expected ${key}=${expected}, found ${JSON.stringify(value)}`,
    budgetNeedsLimit: () => 'expected a limit for budget: lines=N, bytes=N or both',
};
const type = (t) => (t === 'file' ? 'a regular file' : t === 'symlink' ? 'a symlink' : 'a submodule');
exports.violationText = {
    freeze: {
        modified: () => 'Changed the content of a frozen file.',
        deleted: () => 'Deleted a frozen file.',
        renamed: (to) => `Renamed a frozen file away (to ${to}); that deletes its path.`,
        mode: (from, to) => `Changed the mode of a frozen file (${from} -> ${to}).`,
        type: (from, to) => `Changed a frozen path from ${type(from)} to ${type(to)}.`,
        next: () => `This file is frozen. ${NO_WORKAROUND} ${WAIT}`,
    },
    invariant: {
        changed: (a, b) => `Changed the invariant span that was at lines ${a}-${b}.`,
        deleted: (n) => `Deleted or renamed away a file with ${plural(n, 'invariant span')}.`,
        binary: () => 'Changed a binary file that has invariant spans; a binary change counts as a change to all of it.',
        nested: (line) => `An INVARIANT-START at line ${line} opens a span inside another span.`,
        unopened: (line) => `An INVARIANT-END at line ${line} closes no span.`,
        unclosed: (line) => `The span opened at line ${line} is never closed; it runs to the end of the file.`,
        next: () => `The lines between INVARIANT-START and INVARIANT-END (markers included) must stay exactly as they were. Edit outside the span. If the span itself must change, do not work around the block by changing another file instead: ${WAIT.charAt(0).toLowerCase()}${WAIT.slice(1)}`,
        markersNext: () => 'Keep every INVARIANT-START paired with its own INVARIANT-END, without nesting; restore the marker you moved or removed.',
    },
    append: {
        changed: (oldLine) => `Removed or changed existing line ${oldLine} of an append-only file.`,
        notAtEnd: (oldLine) => `Inserted or changed content before the end of an append-only file (at its line ${oldLine}); new lines go at the end.`,
        deleted: () => 'Deleted or renamed away an append-only file.',
        binary: () => 'Changed a binary append-only file; a binary change counts as a change to all of it.',
        next: (atEnd) => `This file is append-only. Restore the existing lines exactly and add your text as new lines${atEnd ? ' after the existing content' : ''}. ${NO_WORKAROUND}`,
    },
    budget: {
        lines: (after, before, limit) => `Grew a file that is over its budget: ${after} lines after the change (was ${before}), budget ${limit}.`,
        bytes: (after, before, limit) => `Grew a file that is over its budget: ${after} bytes after the change (was ${before}), budget ${limit}.`,
        next: (measure, limit) => `This file is over its budget of ${limit} ${measure}. Make room first: merge, shorten or remove existing ${measure === 'lines' ? 'lines' : 'text'} so the change does not grow it (one in, one out). ${NO_WORKAROUND}`,
    },
    deny: {
        added: () => 'Added a path the manifest denies.',
        next: (path) => `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and keep it out of the repository. If it must be committed, a person adds an "allow" line for it to the manifest.`,
    },
    secret: {
        added: (segment) => `Added a path that looks like a secret (${JSON.stringify(segment)} is on the built-in secret list).`,
        reason: () => 'Secrets, keys and production credentials must not enter the repository.',
        next: (path) => `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and add it to .gitignore. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
    },
    manifest: {
        weakened: (kind, pattern, source) => `Removed or weakened the rule "${kind} ${pattern}" (${source}).`,
        loosened: (kind, pattern) => `Added a loosening rule "${kind} ${pattern}".`,
        release: (phrases) => `Changed the release phrase (now ${phrases.map((p) => JSON.stringify(p)).join(', ')}).`,
        invalid: (detail) => `The changed manifest does not parse: ${detail}`,
        reason: () => 'The manifest protects itself: a change may add or strengthen rules, never remove or weaken one.',
        next: () => `Keep the old rule as it was; you may add a stricter or broader rule beside it. ${NO_WORKAROUND} ${WAIT}`,
        invalidNext: () => 'Fix the manifest line named above; the manifest must parse before anything else is checked.',
    },
};
exports.noteText = {
    noManifest: (file) => `diffgate: no manifest at ${file}; only the built-in secret list was checked.`,
};
exports.cliText = {
    usage: () => `usage:
  diffgate check [--staged | --range BASE..HEAD | --worktree] [--manifest FILE] [--format text|json|github]
  diffgate explain PATH...            which rules cover a path, and why
  diffgate explain --command 'CMD'    the command policy's verdict, segment by segment
  diffgate init [--force]             write a starter .diffgate.tsv at the repository root
  diffgate install --hooks-path [--force] | --husky | --lefthook | --claude [--user]
  diffgate uninstall ...              reverses install
  diffgate doctor                     prove the installed gates are live
  diffgate hook claude                the Claude Code hook (JSON on stdin)
  diffgate githook NAME [ARGS]        what the git hooks run (pre-commit, pre-merge-commit, prepare-commit-msg, pre-push)

exit status: 0 nothing blocked, 1 blocked, 2 configuration or usage error (also blocks)`,
    usageError: (detail) => `diffgate: ${detail}\n\nRun "diffgate --help" for usage.`,
    unknownCommand: (name) => `unknown command ${JSON.stringify(name)}`,
    badRange: (range) => `--range expects BASE..HEAD, got ${JSON.stringify(range)}`,
    oneMode: () => 'choose one of --staged, --range and --worktree',
    badFormat: (f) => `--format expects text, json or github, got ${JSON.stringify(f)}`,
    manifestErrors: (label, n) => `diffgate: the manifest ${label} has ${n === 1 ? 'an error' : `${n} errors`}; nothing can be checked until ${n === 1 ? 'it is' : 'they are'} fixed, so everything is blocked:`,
    manifestMissing: (label) => `diffgate: the manifest ${label} does not exist.`,
    gitError: (detail) => `diffgate: git failed: ${detail}`,
    readError: (detail) => `diffgate: ${detail}; the change cannot be checked, so it is blocked.`,
    internalError: (detail) => `diffgate: internal error, so the change is blocked: ${detail}`,
    ok: (n, label) => `diffgate: ${n === 1 ? '1 changed file' : `${n} changed files`} checked against ${label}; nothing blocked.`,
    blockedHeader: (v, n) => `diffgate: blocked. ${v === 1 ? '1 violation' : `${v} violations`} in ${n === 1 ? '1 changed file' : `${n} changed files`}:`,
    why: 'why: ',
    next: 'next:',
    rule: 'rule:',
    explainNone: () => 'no rule covers this path',
    explainSecret: (segment) => `built-in secret list: ${JSON.stringify(segment)} may not be added`,
    explainAllowed: (source) => `exempt from deny and the secret list by allow (${source})`,
    initExists: (file) => `diffgate: ${file} already exists; not overwritten (use --force to replace it).`,
    initWrote: (file) => `diffgate: wrote ${file}. Edit it, then commit it: from then on it protects itself.`,
};
/** The starter manifest `diffgate init` writes. */
exports.STARTER_MANIFEST = `# diffgate manifest: one rule a line, columns separated by TABs:
#   rule <TAB> pattern <TAB> reason [<TAB> options]
# Rules: freeze (A), invariant (B), append (C), budget, deny, allow, save-gate, release,
#        command-allow, command-ask, command-deny.
# Patterns are globs (picomatch, dot files included) against the repository-relative path.
# This file protects itself: a change may add or strengthen rules, never remove or weaken one.
#
# Examples (remove the leading "# " to use one):
# freeze	.github/workflows/**	CI definitions change only through a reviewed pull request
# invariant	docs/style.md	The marked principles are decided; edit around them
# append	logs/decisions.md	The decision log is a record: add entries, never rewrite them	at=end
# budget	INDEX.md	INDEX.md is read at every session start; keep it short	lines=150 bytes=25600
# deny	**/*.sqlite	Databases are not committed
# allow	test/fixtures/fake.pem	A fake key used by the tests
# command-deny	git push -f|--force|--force-with-lease	History on shared branches is rewritten only by a person
# command-deny	git reset --hard	Discarding work is a person's decision
# command-ask	git clean -f|--force	Deleting untracked files is a person's decision
# command-ask	npm publish	Publishing is a person's decision
`;
/** The GitHub Action's sentences: log lines, failures, the job summary and the release verdict. */
exports.actionText = {
    // Events and inputs
    noEventName: () => 'diffgate: GITHUB_EVENT_NAME is not set; this step must run inside a GitHub Actions job.',
    noEventPath: () => 'diffgate: GITHUB_EVENT_PATH is not set; this step must run inside a GitHub Actions job.',
    badEventFile: (path, detail) => `diffgate: cannot read the event payload ${path}: ${detail}`,
    unsupportedEvent: (name) => `diffgate: the ${JSON.stringify(name)} event names no change to check. Run the Action on pull_request, pull_request_target, push or merge_group, or give it both the base and head inputs.`,
    badField: (event, field, expected) => `diffgate: the ${event} event payload's ${field} is not ${expected}; the change cannot be checked.`,
    badRevision: (input, value) => `diffgate: the ${input} input ${JSON.stringify(value)} is not a revision: expected a commit id or a ref name without spaces that does not start with "-".`,
    // History
    fetched: (what, rev, depth) => `diffgate: the ${what} commit ${rev} was not in the checkout; fetched it from origin${depth === null ? '' : ` (depth ${depth})`}.`,
    deepened: (by) => `diffgate: the checkout is shallow and the merge base is not in it yet; deepened it by ${by} commits.`,
    unshallowed: () => 'diffgate: the merge base is still missing; fetched the complete history (git fetch --unshallow).',
    missingCommit: (what, rev, detail) => `diffgate: the ${what} commit ${rev} is not in the checkout and could not be fetched from origin (${detail}). Check out the whole history: set "fetch-depth: 0" on actions/checkout.`,
    fetchFailed: (detail) => `diffgate: could not deepen the shallow checkout to find the merge base (${detail}). Check out the whole history: set "fetch-depth: 0" on actions/checkout.`,
    noMergeBase: (base, head) => `diffgate: ${base} and ${head} have no common history in the checkout, so the change cannot be checked. Check out the whole history: set "fetch-depth: 0" on actions/checkout.`,
    newBranch: (ref, branch) => `diffgate: ${ref} is new; checking its commits that are not on the default branch ${branch}.`,
    newDefaultBranch: (ref) => `diffgate: ${ref} is new and there is no other branch to compare it with; checking every file it holds, with no manifest in force (only the built-in secret list and the manifest's own rule apply).`,
    defaultBranchMissing: (branch) => `diffgate: the default branch ${branch} is not on origin; checking every file of the pushed commit with no manifest in force.`,
    branchDeleted: (ref) => `diffgate: the push deleted ${ref}; there is no change to check.`,
    gitError: (detail) => `diffgate: git failed: ${detail}. Check out the repository (actions/checkout with fetch-depth: 0) before this step.`,
    checking: (what, base, head) => `diffgate: checking ${what}: ${base}..${head} (from their merge base).`,
    emptyBase: () => '(no base: nothing in force)',
    // Outcome
    manifestErrors: (label, n) => `diffgate: the manifest ${label} has ${n === 1 ? 'an error' : `${n} errors`}; nothing can be checked until ${n === 1 ? 'it is' : 'they are'} fixed, so the change is blocked.`,
    manifestMissing: (label) => `diffgate: the manifest ${label} does not exist; set the manifest input to a file that does.`,
    readError: (detail) => `diffgate: ${detail}; the change cannot be checked, so it is blocked.`,
    internalError: (detail) => `diffgate: internal error, so the change is blocked: ${detail}`,
    failed: (n) => `diffgate: blocked. ${n === 1 ? '1 violation' : `${n} violations`}; see the annotations and the job summary.`,
    releasedLog: (n, by) => `diffgate: ${n === 1 ? '1 violation' : `${n} violations`} released by @${by}; the check passes.`,
    ok: (n) => `diffgate: ${n === 1 ? '1 changed file' : `${n} changed files`} checked; nothing blocked.`,
    annotationTitle: (rule, released) => `diffgate ${rule}${released ? ' (released)' : ''}`,
    annotation: (message, reason, next) => `${message} ${reason} Next: ${next}`,
    // Job summary
    summaryTitle: (state) => state === 'passed' ? '## diffgate: nothing blocked'
        : state === 'released' ? '## diffgate: blocked, released by a maintainer'
            : state === 'blocked' ? '## diffgate: blocked'
                : '## diffgate: the change could not be checked',
    summaryCounts: (violations, files, what, range, manifest) => `**${violations === 1 ? '1 violation' : `${violations} violations`}** in ${files === 1 ? '1 changed file' : `${files} changed files`} of ${what} (${range}), checked against the rules in ${manifest}.`,
    summaryNoManifest: (label) => `There is no manifest at ${label}: only the built-in secret list was checked.`,
    summaryHeader: ['rule', 'path', 'lines', 'what was blocked', 'reason', 'next action'],
    summaryTruncated: (n) => `${n === 1 ? '1 more violation does' : `${n} more violations do`} not fit in a job summary (GitHub's limit is 1 MiB); every violation is in the JSON report (the report output) and in the annotations in the log.`,
    summaryError: 'The check failed before it could decide, so the change is blocked (fail closed):',
    summaryNothing: 'There is no change to check.',
    releaseHeading: '### Release',
    summaryUnavailable: (detail) => `diffgate: cannot write the job summary (${detail}); the verdict above still stands.`,
    reportUnavailable: (detail) => `diffgate: cannot write the JSON report (${detail}); the report output is empty.`,
    // Release
    howToRelease: (label) => `To release: a person with write, maintain or admin permission who is not the pull request's author adds the label \`${label}\`, then re-runs this check (a workflow whose pull_request types include labeled re-runs it by itself).`,
    released: (by, permission, label, at, pr, n) => `Released by @${by} (${permission} permission), who added the label \`${label}\` to pull request #${pr} at ${at}. The ${n === 1 ? 'violation' : `${n} violations`} above ${n === 1 ? 'is' : 'are'} released for this run.`,
    notReleased: (why) => `Not released: ${why}`,
    noPullRequest: () => 'this change is not a pull request (nor the merge of one), and only a pull request can be released.',
    notLabelled: (label, pr) => `pull request #${pr} does not carry the label \`${label}\`.`,
    labelRemoved: (label, pr) => `the label \`${label}\` was removed from pull request #${pr} after it was last added.`,
    noLabelEvent: (label, pr) => `pull request #${pr} carries \`${label}\` but its history has no "labeled" event for it, so no one can be named as having released it.`,
    byAuthor: (user, label) => `@${user} added \`${label}\` but is the pull request's author; only someone else with write access can release it.`,
    lacksPermission: (user, permission, label) => `@${user} added \`${label}\` but has ${permission} permission; releasing needs write, maintain or admin.`,
    noToken: () => 'the token input is empty, so who added the label cannot be looked up.',
    noRepository: () => 'GITHUB_REPOSITORY is not set, so who added the label cannot be looked up.',
    apiFailed: (request, detail) => `the GitHub API failed for ${request} (${detail}), so the block stands (fail closed).`,
    notAList: () => 'the answer is not a list of issue events',
    badQueueRef: (ref) => `the merge group's head_ref ${JSON.stringify(ref)} names no pull request (expected .../pr-NUMBER-SHA).`,
};
exports.gitHookText = {
    releaseHint: () => 'A person who decides the change is right releases it for this commit: DIFFGATE_RELEASE="why" git commit ... (the reason is recorded in a Diffgate-Release trailer).',
    released: (reason, n) => `diffgate: DIFFGATE_RELEASE lifted ${n === 1 ? '1 block' : `${n} blocks`} for this commit ("${reason}"); a Diffgate-Release trailer records it:`,
    releasedError: (reason) => `diffgate: DIFFGATE_RELEASE lifted a configuration error for this commit ("${reason}"); a Diffgate-Release trailer records it.`,
    trailer: (reason, items) => `${reason} [${items.join('; ')}]`,
    pushCommit: (sha, subject) => `commit ${sha.slice(0, 12)} "${subject}":`,
    pushReleasedByTrailer: (sha, trailer) => `diffgate: commit ${sha.slice(0, 12)} was released when it was made (Diffgate-Release: ${trailer}).`,
    pushReleasedByEnv: (reason) => `diffgate: DIFFGATE_RELEASE lifted the blocks above for this push ("${reason}").`,
    pushBlocked: (n) => `diffgate: push blocked. ${n === 1 ? '1 commit breaks' : `${n} commits break`} the manifest (made with --no-verify, or before diffgate was installed).`,
    pushHint: () => 'Fix the commit (git rebase -i, then amend it) so that it passes, or, if a person decides the change is right, push with DIFFGATE_RELEASE="why" git push.',
    unknownHook: (name) => `unknown git hook ${JSON.stringify(name)}: expected pre-commit, pre-merge-commit, prepare-commit-msg or pre-push`,
    badPushLine: (line) => `unexpected line on pre-push's standard input: ${JSON.stringify(line)} (expected "<local ref> <local sha> <remote ref> <remote sha>")`,
};
/** The git adapter's own sentences (src/git), reported by the CLI as configuration errors. */
exports.gitReadText = {
    unmerged: (path) => `${JSON.stringify(path)} has unresolved merge conflicts (resolve them: edit, then git add)`,
    noMergeBase: (base, head) => `${base} and ${head} have no common ancestor, so there is no change between them to check; give a BASE that ${head} grew from.`,
    untrackedUnreadable: (path, why) => `cannot inspect the untracked path ${JSON.stringify(path)}: ${why}`,
};
/** The Claude Code hook's sentences: what the model is told when a tool call is blocked, and why. */
const CLAUDE_NO_WORKAROUND = 'Do not work around the block by changing another file instead, or by making the same change another way (another tool, a script, a shell command).';
const CLAUDE_WAIT = 'Show the change you intended and why in your reply, and wait for a person to decide.';
const ruleNoun = (kind) => kind === 'freeze' ? 'a frozen file'
    : kind === 'invariant' ? 'a file with invariant spans'
        : kind === 'append' ? 'an append-only file'
            : kind === 'budget' ? 'a file under a size budget'
                : kind === 'deny' ? 'a path the manifest denies'
                    : kind === 'manifest' ? 'the diffgate manifest'
                        : `a file protected by a ${kind} rule`;
exports.claudeText = {
    header: (tool, what) => `diffgate blocked this ${tool} call${what ? ` (${what})` : ''}.`,
    why: 'why:',
    next: 'next:',
    workaround: () => CLAUDE_NO_WORKAROUND,
    release: (phrases) => `Only a person lifts this block: if they agree, they include ${phrases.map((p) => JSON.stringify(p)).join(' or ')} in their next message, and it holds for that one turn.`,
    failure: (detail) => `diffgate hook: ${detail}\nThe hook cannot decide, so the call is blocked (fail closed). Tell the person what this says; do not try to get around it.`,
    internal: (detail) => `internal error: ${detail}`,
    noDirectory: (dir, why) => `the working directory ${dir} cannot be resolved: ${why}`,
    manifestUnreadable: (label, why) => `the manifest ${label} exists but cannot be read: ${why}`,
    manifestErrors: (label, lines) => `the manifest ${label} has ${lines.length === 1 ? 'an error' : `${lines.length} errors`}, so nothing can be checked:\n${lines.map((l) => `  ${l}`).join('\n')}`,
    userManifestRelative: (pattern) => `expected a pattern starting with ~/ or / (the user manifest names files outside repositories), found ${JSON.stringify(pattern)}`,
    usage: () => 'usage: diffgate hook claude   (reads Claude Code\'s hook JSON on standard input)',
    input: {
        badJson: (detail) => `the input on stdin is not JSON (${detail}); expected the JSON object Claude Code sends a command hook`,
        notObject: () => 'the input on stdin is not a JSON object; expected the object Claude Code sends a command hook',
        field: (name, expected) => `the input's "${name}" is missing or not ${expected}`,
        toolField: (tool, name, expected) => `the ${tool} tool input's "${name}" is missing or not ${expected}`,
        unknownEvent: (event) => `unknown hook event ${JSON.stringify(event)}: expected PreToolUse or UserPromptSubmit (install the hook with "diffgate install --claude")`,
        unknownTool: (tool) => `unknown tool ${JSON.stringify(tool)}: expected Write, Edit, MultiEdit, NotebookEdit, Read, Grep, Glob, LS, Bash or PowerShell (the hook's matcher names only these)`,
    },
    workspace: {
        reason: () => 'File tools stay inside the workspace (the repository, or CLAUDE_PROJECT_DIR), judged by real path.',
        next: () => 'Work on files inside the workspace. If you need a file outside it, ask the person to provide it.',
        empty: () => 'The path is empty.',
        nul: () => 'The path contains a NUL character.',
        drive: (p) => `${JSON.stringify(p)} is a Windows drive path; paths are resolved inside the workspace only.`,
        unc: (p) => `${JSON.stringify(p)} is a UNC (network) path; paths are resolved inside the workspace only.`,
        symlink: (p, real) => `${JSON.stringify(p)} is a symlink (or lies under one) that leads outside the workspace, to ${real}.`,
        dotdot: (p) => `${JSON.stringify(p)} uses ".." to leave the workspace.`,
        outside: (p, workspace) => `${JSON.stringify(p)} is outside the workspace ${workspace}.`,
        secret: (p, segment) => `${p} is on the built-in secret list (${JSON.stringify(segment)}); it is not read or written by tools.`,
        secretReason: () => 'Secrets, keys, production credentials and git\'s own files stay out of the agent\'s reach.',
        secretNext: () => `Do not read or write it. If the task needs a value from it, ask the person. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
    },
    edit: {
        noMatch: (tool, path, detail) => `The ${tool} of ${path}, a protected file, cannot be applied to the file as it is now: ${detail}`,
        notFound: (n) => `old_string${n > 0 ? ` of edit ${n + 1}` : ''} does not occur in the file.`,
        exists: () => 'old_string is empty but the file already has content.',
        noCell: (id) => `the notebook has no cell ${JSON.stringify(id)}.`,
        noCellType: () => 'inserting a cell needs cell_type (code or markdown).',
        badNotebook: (detail) => `the file is not a notebook the tool can edit (${detail}).`,
        noMatchReason: () => 'A protected file is checked on the exact content the edit would leave.',
        noMatchNext: () => `Read the file again and make the edit against its current text.`,
    },
    saveGate: {
        message: (path) => `Wrote to ${path}, which may be written only in the turn right after the person asks to save.`,
        next: (words) => `Do not save it now. Propose what you would save in your reply; the person asks for it with a message containing ${(words.length > 0 ? words : ['save', 'remember']).map((w) => JSON.stringify(w)).join(' or ')}.`,
    },
    shell: {
        writes: (how, path, kind) => `The command writes ${path} (${how}), ${ruleNoun(kind)}.`,
        programNames: (how, path, kind) => `The ${how} program names ${path}, ${ruleNoun(kind)}.`,
        secret: (how, path, segment) => `The command writes ${path} (${how}), which is on the built-in secret list (${JSON.stringify(segment)}).`,
        useEdit: () => `Use the Edit tool, whose proposed change can be checked against the rule; a shell command's effect cannot be.`,
        programNext: () => `Use the Edit tool for protected files, whose proposed change can be checked; an inline program's effect cannot be.`,
        denyNext: () => `Do not create it. If it must exist, a person adds an "allow" line for it to the manifest.`,
        unresolved: (how, raw, could) => `The command writes ${JSON.stringify(raw)} (${how}), which cannot be resolved before it runs, and it could be a protected path (${[...new Set(could)].slice(0, 5).join(', ')}).`,
        opaqueProgram: (what) => `The command runs code that cannot be read before it runs (${what.length > 120 ? `${what.slice(0, 117)}...` : what}).`,
        unresolvedReason: () => 'Writes a shell command makes are checked before it runs; what cannot be known then is treated as protected (fail closed).',
        unresolvedNext: () => `Write the target as a literal path (no variables or command substitutions), or use the Edit tool for files the manifest protects.`,
        syntax: () => 'The command could not be parsed as a shell command line.',
        syntaxNext: () => 'Rewrite it as a plain command line (check its quoting).',
    },
    gate: {
        reason: () => 'The gate (git hooks, the manifest, diffgate itself) is switched off only by a person.',
        switch: (kind, text) => (kind === 'no-verify' ? 'The command skips git\'s hooks (--no-verify)'
            : kind === 'hooks-path' ? 'The command reads or changes core.hooksPath, where git finds its hooks'
                : kind === 'release-variable' ? 'The command sets a DIFFGATE_ variable; DIFFGATE_RELEASE is set only by a person'
                    : kind === 'hook-manager-off' ? 'The command switches the hook manager off'
                        : 'The command runs diffgate\'s own hook or uninstaller') + `: ${text.length > 120 ? `${text.slice(0, 117)}...` : text}`,
        gitHooks: (how, path) => `The command writes git's hooks (${path}, ${how}).`,
        next: () => `Do not switch the gate off. ${CLAUDE_WAIT}`,
        gitDirReason: () => 'git\'s own files are changed by git commands only.',
        gitDir: (how, path) => `The command writes inside git's directory (${path}, ${how}).`,
        gitDirNext: () => `Use git commands instead of writing git's files.`,
    },
    install: {
        installed: (file) => `diffgate: added the Claude Code hooks to ${file} (PreToolUse and UserPromptSubmit).`,
        already: (file) => `diffgate: the Claude Code hooks are already in ${file}; nothing changed.`,
        removed: (file) => `diffgate: removed the Claude Code hooks from ${file}.`,
        absent: (file) => `diffgate: ${file} has no diffgate hooks; nothing changed.`,
        badSettings: (file, detail) => `diffgate: ${file} is not a JSON object (${detail}); fix it by hand, then run the install again.`,
        badHooks: (file, event) => `diffgate: ${file} has a "hooks.${event}" that is not a list; fix it by hand, then run the install again.`,
    },
};
exports.installText = {
    chooseOne: () => 'choose what to install: --hooks-path, --husky, --lefthook or --claude [--user]',
    notARepo: () => 'not inside a git repository: run diffgate install from your project',
    hooksPathSet: (path) => `core.hooksPath = ${path}: git runs diffgate's pre-commit, pre-merge-commit, prepare-commit-msg and pre-push hooks from there.`,
    hooksPathSame: (path) => `core.hooksPath is already ${path}; nothing to change.`,
    hooksPathOwned: (current, owner) => `core.hooksPath is already set to ${JSON.stringify(current)}${owner ? ` (${owner})` : ''}; replacing it would switch those hooks off. ${owner === 'husky' ? 'Use diffgate install --husky instead, or ' : ''}Re-run with --force to replace it anyway.`,
    hooksPathLocalHooks: (names) => `note: ${names.join(', ')} in .git/hooks will no longer run, since git only looks in core.hooksPath; call them from there if you still need them.`,
    hooksPathRemoved: (path) => `removed core.hooksPath (${path}).`,
    hooksPathNotOurs: (current) => `core.hooksPath is ${JSON.stringify(current)}, not diffgate's; left as it is.`,
    nothingInstalled: (what) => `diffgate was not installed in ${what}; nothing to remove.`,
    huskyAdded: (files) => `added diffgate to ${files.join(', ')}.`,
    huskySame: () => 'diffgate is already in the husky hooks; nothing to change.',
    huskyMissing: () => 'no .husky folder here: set up husky first (npx husky init), then run diffgate install --husky.',
    huskyRemoved: (files) => `removed diffgate from ${files.join(', ')}.`,
    lefthookAdded: (file) => `added diffgate to ${file}. Run npx lefthook install to (re)write the git hooks.`,
    lefthookSame: (file) => `diffgate is already in ${file}; nothing to change.`,
    lefthookRemoved: (file) => `removed diffgate from ${file}.`,
    lefthookInvalid: (file, why) => `${file} is not valid YAML (${why}); fix it first, diffgate will not overwrite it.`,
};
/** `diffgate doctor`: each check's finding, the fix for each problem, and the end-to-end probe. */
const excerpt = (output) => {
    const lines = output.trimEnd().split('\n');
    const shown = lines.length > 20 ? ['...', ...lines.slice(-20)] : lines;
    return output.trim() === '' ? '| (no output)' : shown.map((l) => `| ${l}`).join('\n');
};
const errorList = (lines) => lines.map((l) => `  ${l}`).join('\n');
exports.doctorText = {
    notARepo: () => 'not inside a git repository: run diffgate doctor in your project',
    groupGitHooks: () => 'diffgate doctor: git hooks',
    ok: 'ok',
    problem: 'problem',
    fixLabel: 'fix:',
    allOk: () => 'diffgate doctor: every check passed; the gate is live.',
    problems: (n) => `diffgate doctor: ${plural(n, 'problem')}; the gate is not fully live until ${n === 1 ? 'it is' : 'they are'} fixed.`,
    claude: {
        group: () => 'diffgate doctor: Claude Code hook',
        settingsCheck: 'claude settings',
        probeCheck: 'claude probe',
        notInstalled: () => 'not installed (no settings file runs diffgate hook claude); diffgate install --claude adds it',
        installed: (file) => `${file}: PreToolUse and UserPromptSubmit run diffgate hook claude`,
        noPreToolUse: (file) => `${file} runs diffgate only on UserPromptSubmit, so no tool call is checked`,
        matcherMissing: (file, tools) => `${file}: the PreToolUse matcher leaves out ${tools.join(', ')}, so those tool calls are not checked`,
        noPrompt: (file) => `${file} has no UserPromptSubmit entry for diffgate, so save gates never open and the release phrase is never seen`,
        probeDenied: (path) => `the installed command denied a synthetic Write to ${path} (exit 2)`,
        probeNotDenied: (path, status, output) => `the installed command did not deny a synthetic Write to ${path} (exit ${status ?? 'killed'}; Claude Code lets a call through on anything but exit 2):\n${excerpt(output)}`,
        reinstall: () => 'diffgate install --claude (or --claude --user for the user settings), then run diffgate doctor again',
    },
    check: {
        hooksPath: 'hooks path',
        hook: (hook) => `${hook} hook`,
        switches: 'environment',
        node: 'node',
        cli: 'diffgate CLI',
        manifest: 'manifest',
        probe: (hook) => `${hook} probe`,
    },
    manager: {
        diffgate: "diffgate's githooks folder",
        husky: 'husky',
        lefthook: 'lefthook',
        'pre-commit': 'the pre-commit framework',
        other: 'a hook diffgate did not write',
        none: 'no hook',
    },
    hookPurpose: {
        'pre-commit': 'commits are not checked',
        'pre-merge-commit': 'merges made by git merge are not checked until they are pushed',
        'prepare-commit-msg': 'a released commit gets no Diffgate-Release trailer, and pre-push then blocks it',
        'pre-push': 'commits made with --no-verify are not caught before they leave the machine',
    },
    hooksDir: (dir, hooksPath) => `git runs hooks from ${dir} (${hooksPath === undefined ? 'core.hooksPath is not set' : `core.hooksPath = ${hooksPath}`})`,
    hooksDirMissing: (dir, hooksPath) => `${hooksPath === undefined ? '' : `core.hooksPath = ${hooksPath}, but `}${dir} does not exist: git runs no hooks at all, so nothing is checked`,
    hookMissing: (file, purpose) => `${file} does not exist, so ${purpose}`,
    hookNotFile: (file) => `${file} is not a regular file, so git cannot run it`,
    hookNotExecutable: (file) => `${file} is not executable, so git skips it and lets everything through`,
    hookFound: (file, by) => `${file} (${by})`,
    huskyLineMissing: (file, hook) => `${file} does not run diffgate (expected a line: node_modules/.bin/diffgate githook ${hook} "$@"), so husky runs the hook without it`,
    lefthookMissing: (file, hook) => `${file} has no ${hook} command that runs diffgate githook ${hook}`,
    lefthookNoConfig: (file) => `lefthook is installed but there is no ${file}, so it runs nothing`,
    yamlInvalid: (file, why) => `${file} is not valid YAML: ${why}`,
    preCommitNoConfig: (file) => `${file} does not exist, so the pre-commit framework runs nothing`,
    preCommitIdMissing: (file, id) => `${file} does not list the hook id ${id}`,
    hookWithoutDiffgate: (file) => `${file} does not run diffgate githook`,
    releaseSet: (reason) => `DIFFGATE_RELEASE is set in this environment ("${reason}"), so every commit and push made from it lifts every block`,
    managerOff: (setting, manager) => `${setting} is set in this environment, which switches ${manager}'s hooks off: commits pass unchecked`,
    preCommitSkip: (ids) => `SKIP=${ids.join(',')} is set in this environment, so the pre-commit framework skips diffgate`,
    noSwitches: () => 'nothing here switches the hooks off (DIFFGATE_RELEASE, HUSKY=0, LEFTHOOK=0, SKIP are unset)',
    nodeMissing: () => 'node is not on the PATH git gives hooks (sh -c "command -v node" finds nothing), so every hook blocks',
    nodeOld: (path, version, min) => `${path} is node ${version}; diffgate needs node ${min} or later`,
    nodeFound: (path, version) => `${path} ${version}, found the way the hooks find it`,
    cliPreCommit: () => 'installed by the pre-commit framework in its own cache (pre-commit install-hooks); the probes below run it',
    cliMissing: (cli) => `${cli} does not exist, so the hooks cannot run diffgate (they block every commit until it is there)`,
    cliBroken: (cli, status, output) => `${cli} does not run (exit ${status ?? 'killed'}):\n${excerpt(output)}`,
    cliFound: (cli) => `${cli} runs`,
    manifestNone: (label) => `no manifest (${label}): only the built-in secret list is enforced; diffgate init writes a starter .diffgate.tsv`,
    manifestOk: (label, n) => `${label} parses: ${plural(n, 'rule')} in force`,
    manifestErrors: (label, lines) => `the manifest in force, ${label}, has ${lines.length === 1 ? 'an error' : `${lines.length} errors`}, so every commit is blocked:\n${errorList(lines)}`,
    manifestEditedOk: (file, n) => `the edited ${file} in the work tree parses too (${plural(n, 'rule')}, in force once committed)`,
    manifestEditedErrors: (file, lines) => `the edited ${file} in the work tree (not committed) has ${lines.length === 1 ? 'an error' : `${lines.length} errors`}; once committed, every commit would be blocked:\n${errorList(lines)}`,
    probeNoHook: (hook) => `not run: git would run no ${hook} hook (see above), so nothing blocks ${hook === 'pre-push' ? 'a push' : 'a commit'}`,
    probeNoCommit: () => 'not run: there is no commit yet, so nothing can be pushed; run diffgate doctor again after the first commit',
    probeNoManifest: () => 'not run: the manifest in force has errors (above), so the hooks block every change with a configuration error',
    probeNoTarget: () => 'not run: no freeze rule covers a committed file, and allow lines exempt every built-in secret name the probe could add',
    probeCommitMessage: () => 'diffgate doctor probe (an unreachable commit, never pushed)',
    probeBlocked: (hook, path, rules) => hook === 'pre-push'
        ? `the installed pre-push hook blocked a synthetic commit that changes ${path} [${rules.join(', ')}] (no ref points to it): commits made with --no-verify are caught`
        : `the installed pre-commit hook blocked a synthetic change to ${path} [${rules.join(', ')}] in a temporary index (the real index and work tree are untouched): the gate is live`,
    probePassed: (hook, path, output) => `the installed ${hook} hook let a synthetic change to ${path} through (exit 0): the gate is NOT live${output.trim() === '' ? '' : `. Its output:\n${excerpt(output)}`}`,
    probeBlockedOther: (hook, path, output) => `the installed ${hook} hook exited 1 without naming ${path}, so it did not block the probe for diffgate's reason:\n${excerpt(output)}`,
    probeFailed: (hook, status, output) => `the installed ${hook} hook exited ${status} instead of blocking the probe with exit 1:\n${excerpt(output)}`,
    probeNotStarted: (hook, why) => `the installed ${hook} hook could not be started (${why}), so git cannot run it either`,
    probeSetupFailed: (hook, why) => `not run: git could not prepare the ${hook} probe (${why})`,
    probeKilled: (hook, signal, seconds, output) => `the installed ${hook} hook was stopped (${signal}; it gets ${seconds} s):\n${excerpt(output)}`,
    fix: {
        install: () => 'install the hooks one way: npx diffgate install --hooks-path (or --husky, --lefthook, or the pre-commit framework: see the README)',
        hooksPathNowhere: () => "point core.hooksPath at diffgate's hooks: npx diffgate install --hooks-path --force (if another tool owns it, reinstall that tool; git config --unset core.hooksPath returns to .git/hooks)",
        chmod: (file) => `chmod +x ${file}`,
        husky: () => 'npx diffgate install --husky (if .husky/_ is missing too, run npm install, whose prepare script runs husky)',
        lefthook: () => 'npx diffgate install --lefthook, then npx lefthook install',
        preCommit: (id, hook) => `list "- id: ${id}" under diffgate's repository in .pre-commit-config.yaml, then run pre-commit install --hook-type ${hook}`,
        other: (hook) => `this ${hook} hook was not written by diffgate or a hook manager it knows: add the line  node_modules/.bin/diffgate githook ${hook} "$@"  to it, or replace it: npx diffgate install --hooks-path --force`,
        unset: (name) => `unset ${name} where it is set (shell profile, .envrc, CI variables, the git client's settings); set it for one command only`,
        node: () => 'install Node.js 20 or later where the hooks find it (GUI git clients often start with a shorter PATH than your shell: see the README\'s troubleshooting)',
        cliHooksPath: (dir) => `core.hooksPath (${dir}) has no diffgate CLI beside it (../dist/cli/index.js): run npm install (or npm ci) in the project that holds it, or point git at an installed copy: npx diffgate install --hooks-path --force`,
        cliPackage: () => 'install diffgate in this project: npm install --save-dev diffgate (or npm ci, if package.json already lists it)',
        manifestInForce: (file) => `fix the lines above in ${file} and commit the fix; until then every commit is blocked, so that commit needs a person's release: DIFFGATE_RELEASE="fix the manifest" git commit`,
        manifestEdited: (file) => `fix the lines above in ${file} before you commit it`,
        manifestFirst: () => 'fix the manifest (above) first, then run diffgate doctor again',
        probeTarget: () => 'add a freeze rule for a committed file (or narrow the allow lines), then run diffgate doctor again',
        seeAbove: () => 'fix the hook problem above: git skips a hook that is missing or not executable',
        probeSetup: () => 'fix what git says (an index in the middle of an operation, say), then run diffgate doctor again',
        readOutput: () => "the hook's output above says what went wrong: fix that, then run diffgate doctor again",
    },
};
const quoteCommand = (text) => JSON.stringify(text.length > 120 ? `${text.slice(0, 117)}...` : text);
/** The command policy (command-allow / command-ask / command-deny, the catastrophic forms, explain --command). */
exports.commandText = {
    pattern: {
        empty: () => 'expected a command prefix, e.g. "git push --force"',
        startsWithFlag: (token) => `expected the program first, found the flag ${JSON.stringify(token)} (e.g. "git push --force")`,
        emptyAlternative: (token) => `${JSON.stringify(token)} has an empty alternative; expected words separated by single "|" (e.g. "-f|--force")`,
        mixedFlag: (token) => `${JSON.stringify(token)} mixes flags and words; expected all alternatives to be flags (-f|--force) or all words (push|pull)`,
        flagValue: (token) => `${JSON.stringify(token)} gives a flag a value; a flag token matches the flag alone (--force matches --force=x too)`,
        partialStar: (token) => `${JSON.stringify(token)} uses "*" inside a word; "*" stands alone and means any one word`,
        programPath: (token) => `${JSON.stringify(token)} names a program with its directory; expected its name alone (/usr/bin/git is matched by "git")`,
        wrapper: (names) => `${names} runs another command, which is judged as a segment of its own; a rule names a wrapper alone (e.g. "sudo"), and the command it runs in a rule of its own`,
        tooManyWords: (pattern, n, prefix, arity) => `${JSON.stringify(pattern)} names ${n} positional words, but the canonical prefix of ${JSON.stringify(prefix)} has ${arity} (the arity table), so it could never match; ` +
            'words after the prefix are arguments, which rules do not match: name flags instead (e.g. "git push --force"), and see diffgate explain --command',
    },
    deny: {
        message: (segment, prefix, pattern) => `The command runs ${quoteCommand(segment)} (prefix ${prefix}), which command-deny ${JSON.stringify(pattern)} refuses.`,
        next: () => 'Do not run it, and do not reach the same result another way (another spelling, a script, an alias, another tool). Show the command you intended and why in your reply, and wait for a person to decide.',
    },
    catastrophic: {
        message: (form, text) => `The command contains ${form} (${quoteCommand(text)}), one of the five forms diffgate always refuses.`,
        reason: () => 'It destroys the whole file system, the home directory or the machine\'s processes; no rule and no release lifts this.',
        next: () => 'Do not run it in any spelling. If you meant to remove something specific, name that path exactly (for example rm -rf ./build).',
    },
    ask: {
        segment: (segment, prefix, kind, pattern, reason, source, maybe) => `${quoteCommand(segment)} (prefix ${prefix}) ${maybe ? 'may match' : 'matches'} ${kind} ${JSON.stringify(pattern)}${maybe ? ' (a word is not known before the command runs)' : ''}: ${reason} (${source})`,
        reason: (parts) => `diffgate: a person decides this command. ${parts.join('; ')}.`,
    },
    allow: {
        reason: (parts) => `diffgate: every command in it is allowed by the manifest: ${parts.join('; ')}.`,
        segment: (prefix, pattern, source) => `${prefix} (command-allow ${JSON.stringify(pattern)}, ${source})`,
    },
    explain: {
        needsPath: () => "explain needs at least one PATH (or --command 'CMD')",
        usage: () => 'explain --command takes one command line and no PATH (quote it: diffgate explain --command \'git status && npm test\')',
        header: (command) => `command: ${command}`,
        none: () => '  (no commands: nothing for the policy to judge)',
        segment: (n, text) => `  ${n}. ${text}`,
        prefix: (prefix, how) => `     prefix:  ${prefix}  (${how})`,
        arityKnown: (entry, arity, reason) => `arity table: ${entry} ${arity}, ${reason}`,
        arityUnknown: () => 'not in the arity table: the program\'s name alone',
        targets: () => 'one prefix per target',
        alternate: (prefixes, options) => `     or:      ${prefixes}  (if ${options.join(', ')} take${options.length === 1 ? 's' : ''} a value)`,
        via: (via) => `     via:     ${via.join(' > ')}`,
        parseFailed: () => '     parse:   the shell parser could not read it; its words are read from the raw text',
        rule: (kind, pattern, reason, source) => `     rule:    ${kind}  ${pattern}  ${reason}  (${source})`,
        maybe: () => '     note:    the rule may match: a word is not known before the command runs, so a person decides',
        noRule: () => '     rule:    none matches',
        catastrophic: (form) => `     rule:    built-in: ${form} is always refused`,
        allowBlocked: (why) => `     note:    the allow rule does not apply: ${why}`,
        verdict: (decision) => `     verdict: ${decision}`,
        lineCatastrophic: (form, text) => `  catastrophic: ${form} in ${quoteCommand(text)} (checked on the raw text; nothing overrides it)`,
        total: (decision, why) => `verdict: ${decision}${why ? ` (${why})` : ''}`,
        why: {
            deny: () => 'a segment is denied',
            ask: () => 'a segment needs a person',
            allow: () => 'every segment is allowed',
            none: () => 'not every segment is allowed, so Claude Code\'s own permissions decide',
        },
        noOpinion: () => 'no opinion',
    },
    allowBlocked: {
        parseFailed: () => 'the shell parser could not read it',
        privilege: (wrapper) => `it runs through ${wrapper}, as another user`,
        environment: () => 'the command line changes its environment (VAR=value, env, export), and variables can change what a program runs',
        overrides: (found) => found.map((f) => `${f.option}: ${f.reason}`).join('; '),
        doubt: (options, unknownWord) => [unknownWord ? 'a word of its prefix is not known before it runs' : '', options.length > 0 ? `the table does not know whether ${options.join(', ')} take${options.length === 1 ? 's' : ''} a value` : '']
            .filter(Boolean).join('; '),
    },
};


/***/ })

};
;