// diffgate-cache-key: db2fc1f70657a22bea9be4c17b477fcc1e3c113ceb181bfc3f1177b299538294
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
const messages_js_1 = __webpack_require__(9392);
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
    throw new usageError_js_1.UsageError(messages_js_1.gitHookText.unknownHook(hook ?? ''));
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
        io.stderr(`${messages_js_1.gitHookText.releasedError(reason)}\n`);
        return io_js_1.EXIT.ok;
    }
    const { verdict, manifestLabel } = outcome;
    if (verdict.violations.length === 0)
        return io_js_1.EXIT.ok;
    if (!reason) {
        io.stderr(`${(0, renderText_js_1.renderText)(verdict, manifestLabel, (0, io_js_1.useColor)(io))}${messages_js_1.gitHookText.releaseHint()}\n`);
        return io_js_1.EXIT.blocked;
    }
    await note(blockedItems(verdict));
    io.stderr(`${messages_js_1.gitHookText.released(reason, verdict.violations.length)}\n\n${(0, renderText_js_1.renderViolations)(verdict, (0, io_js_1.useColor)(io))}`);
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
    const trailer = `Diffgate-Release: ${messages_js_1.gitHookText.trailer(note.reason, note.items)}`;
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
            io.stderr(`diffgate: ${messages_js_1.gitHookText.badPushLine(line)}\n`);
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
                io.stderr(`${messages_js_1.gitHookText.pushReleasedByTrailer(commit, trailer.trim())}\n`);
                continue;
            }
            io.stderr(`${messages_js_1.gitHookText.pushCommit(commit, subject)}\n`);
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
        io.stderr(`${messages_js_1.gitHookText.pushReleasedByEnv(reason)}\n`);
        return io_js_1.EXIT.ok;
    }
    io.stderr(`${messages_js_1.gitHookText.pushBlocked(blocked + errors)}\n${messages_js_1.gitHookText.pushHint()}\n`);
    return errors > 0 ? io_js_1.EXIT.config : io_js_1.EXIT.blocked;
}


/***/ })

};
;