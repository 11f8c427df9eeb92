// diffgate-cache-key: 628c7b34da5ba00e4a44590a115f36007f7cc269ae56c1ce0eed760e8027aa09
"use strict";
exports.id = 733;
exports.ids = [733];
exports.modules = {

/***/ 5733:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.githookCommand = githookCommand;
/**
 * `diffgate githook <name>`: what the scripts in githooks/ (and the husky, lefthook and
 * pre-commit framework entries) run.
 *  - pre-commit: check the staged change; DIFFGATE_RELEASE="why" lets a blocked commit through and
 *    leaves a note for prepare-commit-msg.
 *  - prepare-commit-msg: turn that note into a `Diffgate-Release:` trailer.
 *  - pre-push: check every pushed commit against its first parent, so a commit made with
 *    --no-verify is caught before it leaves the machine; a commit whose trailer records a release
 *    passes, and DIFFGATE_RELEASE at push time releases the push.
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const gitHook_js_1 = __webpack_require__(7424);
const runGit_js_1 = __webpack_require__(3836);
const toFileChanges_js_1 = __webpack_require__(2259);
const io_js_1 = __webpack_require__(9845);
const renderText_js_1 = __webpack_require__(5262);
const runCheck_js_1 = __webpack_require__(3998);
const usageError_js_1 = __webpack_require__(3962);
const PENDING = 'release-pending.json';
async function githookCommand(args, io) {
    const [hook, ...rest] = args;
    const git = (0, runGit_js_1.runGit)(io.cwd);
    // A merge made by `git merge` runs pre-merge-commit, not pre-commit: the index holds the merge
    // result and HEAD is the first parent, so the same staged check covers it.
    if (hook === 'pre-commit' || hook === 'pre-merge-commit')
        return preCommit(git, io);
    if (hook === 'prepare-commit-msg')
        return prepareCommitMsg(git, rest[0], io);
    if (hook === 'pre-push')
        return prePush(io);
    throw new usageError_js_1.UsageError(gitHook_js_1.gitHookText.unknownHook(hook ?? ''));
}
function releaseReason(io) {
    const reason = io.env.DIFFGATE_RELEASE?.trim();
    return reason ? reason.replace(/\s+/g, ' ') : undefined;
}
async function pendingFile(git) {
    const gitDir = (await git.raw(['rev-parse', '--absolute-git-dir'])).trim();
    return (0, node_path_1.join)(gitDir, 'diffgate', PENDING);
}
function blockedItems(verdict) {
    return [...new Set(verdict.violations.map((v) => `${v.rule} ${v.path}`))];
}
async function preCommit(git, io) {
    const reason = releaseReason(io);
    // The release note lives in the git dir, which costs a git process to find: only a release
    // needs it. (prepare-commit-msg uses a note only when DIFFGATE_RELEASE still names its reason,
    // so a note left by an aborted commit is harmless without one; with one it is replaced below.)
    const [pending, outcome] = await Promise.all([
        reason
            ? pendingFile(git).then(async (file) => {
                (0, node_fs_1.rmSync)(file, { force: true });
                return file;
            })
            : '',
        (0, runCheck_js_1.runCheck)({ kind: 'staged' }, { cwd: io.cwd, env: io.env }),
    ]);
    const note = async (items) => {
        (0, node_fs_1.mkdirSync)((0, node_path_1.join)(pending, '..'), { recursive: true });
        (0, node_fs_1.writeFileSync)(pending, JSON.stringify({ reason, items }));
    };
    if (!outcome.ok) {
        io.stderr(`${outcome.error}\n`);
        if (!reason)
            return io_js_1.EXIT.config;
        await note(['configuration error']);
        io.stderr(`${gitHook_js_1.gitHookText.releasedError(reason)}\n`);
        return io_js_1.EXIT.ok;
    }
    const { verdict, manifestLabel } = outcome;
    if (verdict.violations.length === 0)
        return io_js_1.EXIT.ok;
    if (!reason) {
        io.stderr(`${(0, renderText_js_1.renderText)(verdict, manifestLabel, (0, io_js_1.useColor)(io))}${gitHook_js_1.gitHookText.releaseHint()}\n`);
        return io_js_1.EXIT.blocked;
    }
    await note(blockedItems(verdict));
    io.stderr(`${gitHook_js_1.gitHookText.released(reason, verdict.violations.length)}\n\n${(0, renderText_js_1.renderViolations)(verdict, (0, io_js_1.useColor)(io))}`);
    return io_js_1.EXIT.ok;
}
async function prepareCommitMsg(git, messageFile, io) {
    if (!messageFile)
        throw new usageError_js_1.UsageError('prepare-commit-msg needs the commit message file');
    // Without DIFFGATE_RELEASE no note applies (see below): nothing to look up on the common path.
    if (releaseReason(io) === undefined)
        return io_js_1.EXIT.ok;
    const pending = await pendingFile(git);
    let note;
    try {
        note = JSON.parse((0, node_fs_1.readFileSync)(pending, 'utf8'));
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return io_js_1.EXIT.ok;
        throw e;
    }
    // The note belongs to the commit whose pre-commit hook wrote it, and that commit runs with the
    // same DIFFGATE_RELEASE. A note left by a commit that another hook aborted must not release a
    // later commit that pre-commit never checked (cherry-pick, rebase, merge --continue).
    if (releaseReason(io) !== note.reason) {
        (0, node_fs_1.rmSync)(pending, { force: true });
        return io_js_1.EXIT.ok;
    }
    const trailer = `Diffgate-Release: ${gitHook_js_1.gitHookText.trailer(note.reason, note.items)}`;
    const text = (0, node_fs_1.readFileSync)(messageFile, 'utf8');
    const comment = await commentChar(git);
    const lines = text.split('\n');
    const firstComment = lines.findIndex((l) => l.startsWith(comment));
    const body = firstComment === -1 ? lines : lines.slice(0, firstComment);
    if (body.every((l) => l.trim() === '')) {
        // No message yet: the person writes it in the editor. Leave the first line for the subject and
        // a blank line under it (as `git commit -s` does); a trailer on line 2 would join the subject.
        (0, node_fs_1.writeFileSync)(messageFile, `\n\n${trailer}\n${firstComment === -1 ? '' : lines.slice(firstComment).join('\n')}`);
    }
    else {
        // git merge -m writes its message without a final newline, and interpret-trailers then puts
        // the trailer in the subject's paragraph, where git no longer reads it as a trailer.
        if (!text.endsWith('\n'))
            (0, node_fs_1.writeFileSync)(messageFile, `${text}\n`);
        await git.raw(['interpret-trailers', '--in-place', '--trailer', trailer, messageFile]);
    }
    (0, node_fs_1.rmSync)(pending, { force: true });
    return io_js_1.EXIT.ok;
}
/**
 * The pre-commit framework reads git's pre-push input itself and hands its hooks only the first
 * pushed ref, as PRE_COMMIT_FROM_REF / PRE_COMMIT_TO_REF (or, for a push that reaches a root
 * commit, PRE_COMMIT_LOCAL_BRANCH alone): turn that back into git's line format.
 */
async function preCommitFrameworkInput(git, env) {
    if (env.PRE_COMMIT !== '1')
        return '';
    const local = env.PRE_COMMIT_LOCAL_BRANCH ?? 'HEAD';
    const remote = env.PRE_COMMIT_REMOTE_BRANCH ?? local;
    if (env.PRE_COMMIT_TO_REF && env.PRE_COMMIT_FROM_REF)
        return `${local} ${env.PRE_COMMIT_TO_REF} ${remote} ${env.PRE_COMMIT_FROM_REF}\n`;
    if (env.PRE_COMMIT_LOCAL_BRANCH) {
        const sha = (await git.raw(['rev-parse', '--verify', `${local}^{commit}`])).trim();
        return `${local} ${sha} ${remote} ${'0'.repeat(40)}\n`;
    }
    return '';
}
/** The character that starts a comment line in a commit message being edited (core.commentChar). */
async function commentChar(git) {
    const value = await git.raw(['config', '--get', 'core.commentChar']).then((v) => v.trim(), () => '');
    return value === '' || value === 'auto' ? '#' : value;
}
async function prePush(io) {
    const git = (0, runGit_js_1.runGit)(io.cwd);
    let input = await io.readStdin();
    if (input.trim() === '')
        input = await preCommitFrameworkInput(git, io.env);
    const reason = releaseReason(io);
    let blocked = 0;
    let errors = 0;
    const seen = new Set();
    for (const line of input.split('\n')) {
        if (line.trim() === '')
            continue;
        const [, localSha, , remoteSha] = line.trim().split(/\s+/);
        if (!localSha || !remoteSha || !/^[0-9a-f]+$/.test(localSha) || !/^[0-9a-f]+$/.test(remoteSha)) {
            io.stderr(`diffgate: ${gitHook_js_1.gitHookText.badPushLine(line)}\n`);
            return io_js_1.EXIT.config;
        }
        if (toFileChanges_js_1.NULL_SHA.test(localSha))
            continue; // deleting a remote branch adds nothing
        const known = !toFileChanges_js_1.NULL_SHA.test(remoteSha) && (await git.raw(['cat-file', '-t', remoteSha]).then(() => true, () => false));
        const exclude = known ? [`^${remoteSha}`] : ['--not', '--remotes'];
        // Each commit with its parents, so checking it needs no further lookup.
        const listed = (await git.raw(['rev-list', '--reverse', '--parents', localSha, ...exclude])).split('\n').filter((l) => l !== '');
        for (const [commit, parent = null] of listed.map((l) => l.split(' '))) {
            if (seen.has(commit))
                continue;
            seen.add(commit);
            const outcome = await (0, runCheck_js_1.runCheck)({ kind: 'commit', commit, parent }, { cwd: io.cwd, env: io.env });
            if (outcome.ok && outcome.verdict.violations.length === 0)
                continue;
            const [subject = '', trailer = ''] = (await git.raw(['log', '-1', '--format=%s%x00%(trailers:key=Diffgate-Release,valueonly,separator=%x20)', commit])).trim().split('\0');
            if (trailer.trim() !== '') {
                io.stderr(`${gitHook_js_1.gitHookText.pushReleasedByTrailer(commit, trailer.trim())}\n`);
                continue;
            }
            io.stderr(`${gitHook_js_1.gitHookText.pushCommit(commit, subject)}\n`);
            if (!outcome.ok) {
                errors++;
                io.stderr(`${outcome.error}\n\n`);
            }
            else {
                blocked++;
                io.stderr((0, renderText_js_1.renderText)(outcome.verdict, outcome.manifestLabel, (0, io_js_1.useColor)(io)));
            }
        }
    }
    if (blocked + errors === 0)
        return io_js_1.EXIT.ok;
    if (reason) {
        io.stderr(`${gitHook_js_1.gitHookText.pushReleasedByEnv(reason)}\n`);
        return io_js_1.EXIT.ok;
    }
    io.stderr(`${gitHook_js_1.gitHookText.pushBlocked(blocked + errors)}\n${gitHook_js_1.gitHookText.pushHint()}\n`);
    return errors > 0 ? io_js_1.EXIT.config : io_js_1.EXIT.blocked;
}


/***/ }),

/***/ 7613:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.patternMemo = patternMemo;
/**
 * The command patterns this build of the CLI has already checked and found valid, kept next to
 * the code cache (one file per build, so a new checker checks again). With it, a manifest whose
 * command rules were checked once does not load the command-policy modules again just to learn
 * that they are fine. Only valid patterns are written, so an invalid one is reported every time;
 * an edited or corrupt file can at worst hide a "can never match" error, never lift a rule. Any
 * failure to read or write it means checking as usual. Off when running from source.
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const compileCache_js_1 = __webpack_require__(4964);
const MAX_BYTES = 64 * 1024;
function patternMemo(env, build = compileCache_js_1.BUILD_ID) {
    const dir = (0, compileCache_js_1.compileCacheDir)(env);
    if (!dir || build === compileCache_js_1.FROM_SOURCE)
        return undefined;
    const file = (0, node_path_1.join)(dir, `valid-command-patterns-${build.replace(/^.*:/, '').slice(0, 16)}.txt`);
    // Read on first use: a manifest without command rules never asks.
    let text;
    let known;
    const load = () => {
        if (known)
            return known;
        try {
            text = (0, node_fs_1.readFileSync)(file, 'utf8');
        }
        catch {
            text = ''; // none yet
        }
        // Every line ends with a newline; the last piece is empty, or a line cut short: never trusted.
        known = new Set(text.split('\n').slice(0, -1));
        return known;
    };
    return {
        has: (pattern) => load().has(pattern),
        add: (patterns) => {
            if (patterns.length === 0)
                return;
            const set = load();
            try {
                (0, node_fs_1.mkdirSync)(dir, { recursive: true, mode: 0o700 });
                if (text.length > MAX_BYTES)
                    (0, node_fs_1.writeFileSync)(file, '', { mode: 0o600 });
                (0, node_fs_1.appendFileSync)(file, patterns.map((p) => `${p}\n`).join(''), { mode: 0o600 });
            }
            catch {
                // Unwritten: the next run checks again.
            }
            for (const p of patterns)
                set.add(p);
        },
    };
}


/***/ }),

/***/ 5262:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderText = renderText;
exports.renderViolations = renderViolations;
/** Human text for a verdict: path:line, rule, what, why, next. Readable without colour. */
const cli_js_1 = __webpack_require__(1065);
const verdict_js_1 = __webpack_require__(6227);
const paint = (on, code, s) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);
function renderText(verdict, manifestLabel, color) {
    if (verdict.violations.length === 0)
        return `${cli_js_1.cliText.ok(verdict.checked, manifestLabel)}\n`;
    const header = paint(color, '1;31', cli_js_1.cliText.blockedHeader(verdict.violations.length, verdict.checked));
    return `${header}\n\n${renderViolations(verdict, color)}`;
}
/** Each violation as a block: location and rule, what, why, next. */
function renderViolations(verdict, color) {
    const out = [];
    for (const v of verdict.violations) {
        out.push(`${paint(color, '1', (0, verdict_js_1.location)(v))}  [${v.rule}]`);
        out.push(`  ${v.message}`);
        out.push(`  ${cli_js_1.cliText.why.trimEnd()} ${v.reason}${v.source ? ` (${v.source})` : ''}`);
        out.push(`  ${paint(color, '33', cli_js_1.cliText.next)} ${v.next}`);
        out.push('');
    }
    return out.join('\n');
}


/***/ }),

/***/ 3998:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runCheck = runCheck;
/**
 * Reads a change from git and decides it: the part `check` and the git hooks share. Every way it
 * can fail to decide (git error, unmerged index, missing or malformed manifest, unreadable blob)
 * comes back as an error message, which the caller turns into exit 2 (blocked).
 */
const cli_js_1 = __webpack_require__(1065);
const decideChange_js_1 = __webpack_require__(708);
const parseManifest_js_1 = __webpack_require__(5684);
const changeSet_js_1 = __webpack_require__(1171);
const readChanges_js_1 = __webpack_require__(402);
const toFileChanges_js_1 = __webpack_require__(2259);
const patternMemo_js_1 = __webpack_require__(7613);
async function runCheck(mode, opts) {
    let set;
    try {
        set = await (0, readChanges_js_1.readChanges)(mode, opts);
    }
    catch (e) {
        if (e instanceof toFileChanges_js_1.UnmergedError)
            return { ok: false, error: cli_js_1.cliText.readError(e.message) };
        if (e instanceof changeSet_js_1.GitUsageError)
            return { ok: false, error: cli_js_1.cliText.gitError(e.message) };
        throw e;
    }
    try {
        const decision = await (0, decideChange_js_1.decideChange)(set.manifest, set.changes, { manifestRequired: opts.manifest !== undefined, knownPatterns: (0, patternMemo_js_1.patternMemo)(opts.env) });
        switch (decision.kind) {
            case 'manifest-missing':
                return { ok: false, error: cli_js_1.cliText.manifestMissing(decision.manifest.label) };
            case 'manifest-errors':
                return {
                    ok: false,
                    error: `${cli_js_1.cliText.manifestErrors(decision.manifest.label, decision.errors.length)}\n${decision.errors.map((e) => `  ${(0, parseManifest_js_1.formatManifestError)(e)}`).join('\n')}`,
                };
            case 'read-error':
                return { ok: false, error: cli_js_1.cliText.readError(decision.error.message) };
            case 'verdict':
                return { ok: true, verdict: decision.verdict, manifestLabel: decision.manifest.label, hasManifest: decision.manifest.text !== null };
        }
    }
    finally {
        set.close();
    }
}


/***/ }),

/***/ 6098:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.withCommandRuleErrors = withCommandRuleErrors;
async function withCommandRuleErrors(manifest, known) {
    const patterns = manifest.rules.filter((r) => r.kind.startsWith('command-')).map((r) => r.pattern);
    if (patterns.length === 0 || (known && patterns.every((p) => known.has(p))))
        return manifest;
    const { commandRules } = await Promise.all(/* import() | policy */[__webpack_require__.e(544), __webpack_require__.e(422), __webpack_require__.e(477)]).then(__webpack_require__.bind(__webpack_require__, 3749));
    const { rules, errors } = commandRules(manifest.rules);
    known?.add(rules.map((r) => r.rule.pattern).filter((p) => !known.has(p)));
    if (errors.length === 0)
        return manifest;
    return { ...manifest, errors: [...manifest.errors, ...errors].sort((a, b) => a.line - b.line || a.column - b.column) };
}


/***/ }),

/***/ 708:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.decideChange = decideChange;
const check_js_1 = __webpack_require__(9350);
const commandRuleErrors_js_1 = __webpack_require__(6098);
const parseManifest_js_1 = __webpack_require__(5684);
async function decideChange(manifest, changes, opts) {
    if (manifest.text === null && opts.manifestRequired)
        return { kind: 'manifest-missing', manifest };
    const parsed = await (0, commandRuleErrors_js_1.withCommandRuleErrors)((0, parseManifest_js_1.parseManifest)(manifest.text ?? '', manifest.label), opts.knownPatterns);
    if (parsed.errors.length > 0)
        return { kind: 'manifest-errors', manifest, errors: parsed.errors };
    try {
        return { kind: 'verdict', verdict: await new check_js_1.Checker(parsed, manifest.path).check(changes), manifest };
    }
    catch (e) {
        if (e instanceof check_js_1.ReadError)
            return { kind: 'read-error', error: e };
        throw e;
    }
}


/***/ }),

/***/ 7424:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.gitHookText = void 0;
/** The git hooks' sentences: blocks at commit and push, and releases. */
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


/***/ }),

/***/ 6227:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isBlocked = isBlocked;
exports.violationRecord = violationRecord;
exports.location = location;
function isBlocked(verdict) {
    return verdict.violations.length > 0;
}
/** A violation as a JSON record: the same keys whatever the rule (null where one does not apply). */
function violationRecord(v) {
    return {
        rule: v.rule,
        path: v.path,
        line: v.line ?? null,
        endLine: v.endLine ?? null,
        reason: v.reason,
        message: v.message,
        next: v.next,
        source: v.source ?? null,
    };
}
/** Where a finding is, for people: `path`, `path:line` or `path:line-endLine`. */
function location(v) {
    if (v.line === undefined)
        return v.path;
    return v.endLine !== undefined ? `${v.path}:${v.line}-${v.endLine}` : `${v.path}:${v.line}`;
}


/***/ })

};
;