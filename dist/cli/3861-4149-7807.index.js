"use strict";
exports.id = "3861-4149-7807";
exports.ids = ["3861-4149-7807",3861,4149,7807];
exports.modules = {

/***/ 7880:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.statOrUndefined = statOrUndefined;
exports.existsOrUnknown = existsOrUnknown;
exports.isMissing = isMissing;
const node_fs_1 = __webpack_require__(3024);
const statOf = (path, follow) => follow === 'follow' ? (0, node_fs_1.statSync)(path) : (0, node_fs_1.lstatSync)(path);
function statOrUndefined(path, follow) {
    try {
        return statOf(path, follow);
    }
    catch {
        return undefined;
    }
}
function existsOrUnknown(path, follow) {
    try {
        statOf(path, follow);
        return true;
    }
    catch (e) {
        return !isMissing(e);
    }
}
function isMissing(e) {
    const code = e?.code;
    return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG';
}


/***/ }),

/***/ 6640:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HookFailure = void 0;
exports.failureText = failureText;
const claude_js_1 = __webpack_require__(209);
class HookFailure extends Error {
}
exports.HookFailure = HookFailure;
function failureText(e) {
    const detail = e instanceof HookFailure ? e.message : claude_js_1.claudeText.internal(e instanceof Error ? (e.stack ?? e.message) : String(e));
    return `${claude_js_1.claudeText.failure(detail)}\n`;
}


/***/ }),

/***/ 3861:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.locate = locate;
exports.findRepository = findRepository;
exports.realOr = realOr;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const exists_js_1 = __webpack_require__(7880);
const failure_js_1 = __webpack_require__(6640);
const readRegular_js_1 = __webpack_require__(6355);
const realPath_js_1 = __webpack_require__(5727);
function locate(cwd, env, home) {
    const project = env.CLAUDE_PROJECT_DIR;
    const start = realDir(project && project !== '' ? project : cwd);
    const repo = findRepository(start);
    const workspace = project && project !== '' ? start : (repo?.root ?? start);
    return {
        cwd,
        workspace,
        root: repo?.root ?? workspace,
        gitDir: repo?.gitDir ?? null,
        home,
        realHome: realHomeOf(home),
        tempDirs: env.TMPDIR ? [env.TMPDIR] : [],
        cdPath: env.CDPATH,
    };
}
function realHomeOf(home) {
    try {
        return (0, realPath_js_1.realPathOf)(home);
    }
    catch {
        return home;
    }
}
function realDir(dir) {
    try {
        return node_fs_1.realpathSync.native(dir);
    }
    catch (e) {
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.noDirectory(dir, e.message));
    }
}
function findRepository(dir) {
    for (let d = dir;; d = node_path_1.posix.dirname(d)) {
        const dotGit = node_path_1.posix.join(d, '.git');
        const stat = (0, exists_js_1.statOrUndefined)(dotGit, 'nofollow');
        if (stat?.isDirectory())
            return { root: d, gitDir: node_fs_1.realpathSync.native(dotGit) };
        if (stat?.isFile()) {
            const m = /^gitdir:\s*(.+?)\s*$/m.exec((0, readRegular_js_1.readRegularText)(dotGit, 64 * 1024));
            if (m)
                return { root: d, gitDir: realOr(node_path_1.posix.resolve(d, m[1])) };
        }
        if (node_path_1.posix.dirname(d) === d)
            return undefined;
    }
}
function realOr(path) {
    try {
        return node_fs_1.realpathSync.native(path);
    }
    catch {
        return path;
    }
}


/***/ }),

/***/ 5727:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.realPathOf = realPathOf;
exports.isWithin = isWithin;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const exists_js_1 = __webpack_require__(7880);
const tooLongForPath_js_1 = __webpack_require__(940);
const MAX_LINKS = 40;
function realPathOf(abs) {
    try {
        return follow(abs, 0);
    }
    catch (e) {
        if (!(e instanceof LinkLoop))
            throw e;
    }
    const parent = node_path_1.posix.dirname(abs);
    if (parent === abs)
        return abs;
    return node_path_1.posix.join(realPathOf(parent), node_path_1.posix.basename(abs));
}
class LinkLoop extends Error {
}
function follow(abs, depth) {
    if ((0, tooLongForPath_js_1.tooLongForPath)(abs)) {
        const parent = node_path_1.posix.dirname(abs);
        return parent === abs ? abs : node_path_1.posix.join(follow(parent, depth), node_path_1.posix.basename(abs));
    }
    try {
        return node_fs_1.realpathSync.native(abs);
    }
    catch (e) {
        if (e?.code === 'ELOOP')
            throw new LinkLoop(abs);
        if (!(0, exists_js_1.isMissing)(e))
            throw e;
    }
    if (depth > MAX_LINKS)
        throw new LinkLoop(abs);
    const link = (0, exists_js_1.statOrUndefined)(abs, 'nofollow')?.isSymbolicLink() ?? false;
    if (link) {
        const target = (0, node_fs_1.readlinkSync)(abs);
        return follow(node_path_1.posix.resolve(node_path_1.posix.dirname(abs), target), depth + 1);
    }
    const parent = node_path_1.posix.dirname(abs);
    if (parent === abs)
        return abs;
    return node_path_1.posix.join(follow(parent, depth + 1), node_path_1.posix.basename(abs));
}
function isWithin(path, dir) {
    return path === dir || path.startsWith(dir.endsWith('/') ? dir : `${dir}/`);
}


/***/ }),

/***/ 940:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PATH_MAX = exports.NAME_MAX = void 0;
exports.tooLongForPath = tooLongForPath;
exports.NAME_MAX = 255;
exports.PATH_MAX = 4096;
function tooLongForPath(path) {
    if (Buffer.byteLength(path) >= exports.PATH_MAX)
        return true;
    return path.split('/').some((part) => Buffer.byteLength(part) > exports.NAME_MAX);
}


/***/ }),

/***/ 209:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.claudeText = void 0;
const CLAUDE_NO_WORKAROUND = 'Do not work around the block by changing another file instead, or by making the same change another way (another tool, a script, a shell command).';
const CLAUDE_WAIT = 'Show the change you intended and why in your reply, and wait for a person to decide.';
const ruleNoun = (kind) => kind === 'freeze'
    ? 'a frozen file'
    : kind === 'invariant'
        ? 'a file with invariant spans'
        : kind === 'append'
            ? 'an append-only file'
            : kind === 'budget'
                ? 'a file under a size budget'
                : kind === 'deny'
                    ? 'a path the manifest denies'
                    : kind === 'manifest'
                        ? 'the diffgate manifest'
                        : `a file protected by a ${kind} rule`;
exports.claudeText = {
    header: (tool, what) => `diffgate blocked this ${tool} call${what ? ` (${what})` : ''}.`,
    why: 'why:',
    next: 'next:',
    workaround: () => CLAUDE_NO_WORKAROUND,
    release: (phrases) => `Only a person lifts this block: if they agree, they include ${phrases.map((p) => JSON.stringify(p)).join(' or ')} in their next message, and it holds for that one turn.`,
    failure: (detail) => `diffgate hook: ${detail}\nThe hook cannot decide, so the call is blocked (fail closed). Tell the person what this says; do not try to get around it.`,
    internal: (detail) => `internal error: ${detail}`,
    timeout: (seconds) => `the hook did not finish within its time limit of ${seconds} s (DIFFGATE_HOOK_TIMEOUT); the input is too large or too complex to check in time. Split the work into smaller, simpler tool calls`,
    timeoutSetting: (raw, min, max) => `DIFFGATE_HOOK_TIMEOUT=${JSON.stringify(raw)} is not a time limit: expected a number of seconds from ${min} to ${max} (the default is 10)`,
    tooLong: (length, limit, write) => `the command is ${length} characters long, more than the ${limit} the hook reads; split it into shorter commands, or write a long text with the ${write} tool`,
    noDirectory: (dir, why) => `the working directory ${dir} cannot be resolved: ${why}. If a call moved, renamed or removed the repository, nothing it changed has been checked yet, and no call is let through until it is: move it back to ${dir} (the person does, if need be); the next hook there judges what the call changed, and puts back what the rules forbid`,
    gitDirSwapped: (g) => `the git folder of ${g.workspace} is not the one diffgate recorded: it was ${g.kept}, and ${g.found === null ? 'there is none now' : `${g.dotGit} now leads to ${g.found}, another folder`}. A process within the agent's reach moved or removed the repository's own git folder: diffgate's record of the protected files, the calls in progress and the git hooks that judge commits were in it, so nothing a call changed can be judged here, and every call is blocked. ${g.stillThere
        ? g.ownDotGit
            ? `Next: the person puts it back (mv ${g.dotGit} ${g.dotGit}.swapped && mv ${g.kept} ${g.dotGit}), and looks at what the swapped one holds (its config and hooks are not theirs).`
            : `Next: the person puts it back (printf 'gitdir: ${g.kept}\n' > ${g.dotGit}).`
        : `The original is no longer at ${g.kept}. Next: the person finds it (a folder holding HEAD, objects/ and diffgate/, where the call moved it) and moves it back to ${g.dotGit}, after moving aside what stands there now (its config and hooks are not theirs).`} The next hook then judges what the call changed. If the person replaced the git folder themselves (a fresh clone), they remove ${g.file}: diffgate then keeps the new one, and what changed before cannot be judged`,
    manifestUnreadable: (label, why) => `the manifest ${label} exists but cannot be read: ${why}`,
    tooManySnapshots: (folder, n, max) => `${folder} holds ${n} files, more than the ${max} shell snapshots diffgate watches (Claude Code keeps one a session, each sourced before that session's Bash calls), so every call is blocked. Next: a person removes the files there that are not Claude Code's own snapshots`,
    tooManyPythonVersions: (folder, max) => `${folder} holds more than ${max} entries, more than diffgate reads to find Python's user sites (every python3 the person starts runs the start files there), so every call is blocked. Next: a person removes the entries there that are not python3.N folders`,
    tooManyGitIncludes: (config, max) => `the git config files include more than ${max} files (the last found through ${config}), more than diffgate reads to find where git runs its hooks from, so every call is blocked. Next: a person removes the [include] and [includeIf] entries that are not needed`,
    tooManyWorktrees: (folder, max) => `${folder} holds more than ${max} entries, more than diffgate reads to watch each worktree's common folder (a worktree's commondir names where git reads its hooks and config from), so every call is blocked. Next: a person runs git worktree prune, and removes the worktrees not needed (git worktree remove)`,
    tooManySourcedFiles: (file, max) => `the shell start-up files source more than ${max} files (the last found through ${file}), more than diffgate reads to watch what the person's shells run at start, so every call is blocked. Next: a person merges the sourced files into fewer`,
    startFileNotRegular: (file, why) => `${file} ${why}, so diffgate cannot read which files the person's shells run at start (a FIFO would hold the hook until the client let the call through), and every call is blocked. Next: a person puts it back as the regular file it was, or removes it`,
    gitFileNotRegular: (file, why) => `${file} ${why}, so diffgate cannot read where git runs its hooks from (a FIFO would hold the hook until the client let the call through), and every call is blocked. Next: a person puts it back as the regular file it was (a repository's config: remove it, run git init to write a default one, then set its remotes and settings again)`,
    manifestSymlink: (label) => `the manifest ${label} is a symbolic link; git stores a link as its target's name, so the rules must be in ${label} itself (replace the link with the file)`,
    manifestErrors: (label, lines) => `the manifest ${label} has ${lines.length === 1 ? 'an error' : `${lines.length} errors`}, so nothing can be checked:\n${lines.map((l) => `  ${l}`).join('\n')}`,
    userManifestRelative: (pattern) => `expected a pattern starting with ~/ or / (the user manifest names files outside repositories), found ${JSON.stringify(pattern)}`,
    usage: () => "usage: diffgate hook claude   (reads Claude Code's hook JSON on standard input)",
    input: {
        badJson: (detail) => `the input on stdin is not JSON (${detail}); expected the JSON object Claude Code sends a command hook`,
        notObject: () => 'the input on stdin is not a JSON object; expected the object Claude Code sends a command hook',
        field: (name, expected) => `the input's "${name}" is missing or not ${expected}`,
        toolField: (tool, name, expected) => `the ${tool} tool input's "${name}" is missing or not ${expected}`,
        unknownEvent: (event) => `unknown hook event ${JSON.stringify(event)}: expected PreToolUse, PostToolUse, PostToolUseFailure, Stop, SubagentStop or UserPromptSubmit (install the hook with "diffgate install --claude")`,
        unknownTool: (tool) => `unknown tool ${JSON.stringify(tool)}: expected Write, Edit, MultiEdit, NotebookEdit, Read, Grep, Glob, LS, Bash, PowerShell, Monitor, CronCreate, ScheduleWakeup or an MCP tool, mcp__<server>__<tool> (the hook's matchers name only these)`,
    },
    scheduled: {
        message: (tool, phrase) => `The prompt this ${tool} call would schedule contains the release phrase ${JSON.stringify(phrase)}.`,
        reason: () => "Only the person's own typed prompt releases a block. A scheduled prompt is the model's words, sent later by the client: it releases nothing, and scheduling the phrase is refused.",
        next: () => 'Schedule the prompt without the release phrase. If the task needs a protected file changed, tell the person what and why, and let them release it in their own message.',
    },
    workspace: {
        unreachable: (path, code) => `${path} cannot be reached: ${code === 'ELOOP' ? 'its symlinks form a loop' : code === 'ENOTDIR' ? 'a part of it that would have to be a folder is a file' : 'the path is too long for the file system (a name over 255 bytes, or the whole over 4096)'}, so the tool cannot write or read it as given.`,
        unreachableNext: () => 'Check the path: list the folder it should be in and use a path that exists there.',
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
        secretBraces: (p, segment, max) => `${p} holds brace lists of more than ${max} names (${JSON.stringify(segment)}): so broad a list is not checked name by name and may reach secret files. List fewer names, or use a plain glob.`,
        gitDir: (p) => `${p} is inside git's own directory; it is not read or written by tools.`,
        secretReason: () => "Secrets, keys, production credentials and git's own files stay out of the agent's reach.",
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
        unread: (tool, path, why) => `The ${tool} of ${path}, a protected file, cannot be checked: the file ${why}.`,
        unreadReason: () => 'The hook reads only regular files, and only up to a bound, so that it always answers.',
        unreadNext: () => 'Ask the person to make this change; a protected file this large is not edited by tools.',
    },
    saveGate: {
        message: (path) => `Writing to ${path}, which may be written only in the turn right after the person asks to save.`,
        next: (words) => `Do not save it now. Propose what you would save in your reply; the person asks for it with a message containing ${(words.length > 0 ? words : ['save', 'remember']).map((w) => JSON.stringify(w)).join(' or ')}.`,
    },
    shell: {
        writes: (how, path, kind) => `The command writes ${path} (${how}), ${ruleNoun(kind)}.`,
        programNames: (how, path, kind) => `The ${how} program names ${path}, ${ruleNoun(kind)}.`,
        secret: (how, path, segment) => `The command writes ${path} (${how}), which is on the built-in secret list (${JSON.stringify(segment)}).`,
        useEdit: (edit) => `Use the ${edit} tool, whose proposed change can be checked against the rule; a shell command's effect cannot be.`,
        programNext: (edit) => `Use the ${edit} tool for protected files, whose proposed change can be checked; an inline program's effect cannot be.`,
        denyNext: () => `Do not create it. If it must exist, a person adds an "allow" line for it to the manifest.`,
        unresolved: (how, raw, could) => `The command writes ${JSON.stringify(raw)} (${how}), which cannot be resolved before it runs, and it could be a protected path (${[...new Set(could)].slice(0, 5).join(', ')}).`,
        opaqueProgram: (what) => `The command runs code that cannot be read before it runs (${what.length > 120 ? `${what.slice(0, 117)}...` : what}).`,
        unresolvedReason: () => 'Writes a shell command makes are checked before it runs; what cannot be known then is treated as protected (fail closed).',
        unresolvedRootReason: () => 'It removes a whole tree whose path cannot be known before it runs and could be / or the home folder, which nothing puts back: a release phrase does not lift this.',
        unresolvedNext: (edit) => `Write the target as a literal path (no variables or command substitutions), or use the ${edit} tool for files the manifest protects.`,
        tooMany: () => 'The command names more paths (through globs, variables and possible working directories) than can be checked in time before it runs.',
        tooManyNext: (edit) => `Split it into smaller commands that name their files more plainly, or use the ${edit} tool for files the manifest protects.`,
        syntax: () => 'The command could not be parsed as a shell command line.',
        syntaxNext: () => 'Rewrite it as a plain command line (check its quoting).',
    },
    gate: {
        reason: () => 'The gate (git hooks, the manifest, diffgate itself) is switched off only by a person.',
        switch: (kind, text) => (kind === 'no-verify'
            ? "The command skips git's hooks (--no-verify)"
            : kind === 'hooks-path'
                ? 'The command reads or changes core.hooksPath, where git finds its hooks'
                : kind === 'git-config-code'
                    ? 'The command sets a git setting that runs a command or brings in other settings, a way round the hooks'
                    : kind === 'release-variable'
                        ? 'The command sets a DIFFGATE_ variable; DIFFGATE_RELEASE is set only by a person'
                        : kind === 'hook-manager-off'
                            ? 'The command sets a variable that switches a hook manager off (HUSKY, LEFTHOOK, SKIP, PRE_COMMIT_)'
                            : kind === 'git-config-env'
                                ? 'The command gives git settings through the environment (GIT_CONFIG_*, --config-env, another HOME or XDG_CONFIG_HOME), which can point git past its hooks'
                                : kind === 'index-flags'
                                    ? "The command changes a protected file's mode or hides its changes in git's index (update-index --chmod, --assume-unchanged, --skip-worktree)"
                                    : "The command runs diffgate's own hook or uninstaller") +
            `: ${text.length > 120 ? `${text.slice(0, 117)}...` : text}`,
        gitHooks: (how, path) => `The command writes git's hooks (${path}, ${how}).`,
        gateFile: (how, path) => `The command writes ${path} (${how}), a gate file: it decides whether diffgate's checks run, and with what code and rules.`,
        gateFileEdit: (tool, path) => `${tool} would change ${path}, a gate file: it decides whether diffgate's checks run, and with what code and rules.`,
        next: () => `Do not switch the gate off. ${CLAUDE_WAIT}`,
        gitDirReason: () => "git's own files are changed by git commands only.",
        gitDir: (how, path) => `The command writes inside git's directory (${path}, ${how}).`,
        gitDirNext: () => `Use git commands instead of writing git's files.`,
    },
    install: {
        installed: (file, events) => `added the Claude Code hooks to ${file} (${list(events)}). Claude Code runs a project's hooks in a folder it trusts: an interactive \`claude\` asks once, \`claude -p\` does not ask (2.1.328). \`disableAllHooks\` in a settings file, \`--bare\` and CLAUDE_CODE_SIMPLE=1 switch them off; run \`diffgate doctor\` to see them live.`,
        already: (file) => `the Claude Code hooks are already in ${file}; nothing changed.`,
        removed: (file) => `removed the Claude Code hooks from ${file}.`,
        absent: (file) => `${file} has no diffgate hooks; nothing changed.`,
        badSettings: (file, detail) => `${file} is not a JSON object (${detail}); fix it by hand, then run the install again.`,
        badHooks: (file, event) => `${file} has a "hooks.${event}" that is not a list; fix it by hand, then run the install again.`,
    },
};
function list(items) {
    return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}


/***/ }),

/***/ 6355:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NotReadable = exports.READ_LIMIT = void 0;
exports.readRegular = readRegular;
exports.openRegular = openRegular;
exports.readRegularText = readRegularText;
const node_fs_1 = __webpack_require__(3024);
exports.READ_LIMIT = 32 * 1024 * 1024;
class NotReadable extends Error {
    path;
    why;
    constructor(path, why, detail) {
        super(`${path} ${detail}`);
        this.path = path;
        this.why = why;
    }
}
exports.NotReadable = NotReadable;
const kindOf = (s) => s.isFIFO()
    ? 'a FIFO (named pipe)'
    : s.isSocket()
        ? 'a socket'
        : s.isCharacterDevice() || s.isBlockDevice()
            ? 'a device'
            : s.isDirectory()
                ? 'a directory'
                : 'not a regular file';
function readRegular(path, limit = exports.READ_LIMIT) {
    const fd = openRegular(path, limit);
    try {
        const s = (0, node_fs_1.fstatSync)(fd);
        let buf = Buffer.allocUnsafe(Math.min(limit + 1, s.size + 1));
        let n = 0;
        for (;;) {
            const r = (0, node_fs_1.readSync)(fd, buf, n, buf.length - n, null);
            if (r === 0)
                return buf.subarray(0, n);
            n += r;
            if (n > limit)
                throw tooLarge(path, limit);
            if (n === buf.length) {
                const bigger = Buffer.allocUnsafe(Math.min(limit + 1, buf.length * 2));
                buf.copy(bigger, 0, 0, n);
                buf = bigger;
            }
        }
    }
    finally {
        (0, node_fs_1.closeSync)(fd);
    }
}
function openRegular(path, limit = Number.MAX_SAFE_INTEGER) {
    checkRegular(path, (0, node_fs_1.statSync)(path), limit);
    const fd = (0, node_fs_1.openSync)(path, node_fs_1.constants.O_RDONLY | node_fs_1.constants.O_NONBLOCK);
    try {
        checkRegular(path, (0, node_fs_1.fstatSync)(fd), limit);
    }
    catch (e) {
        (0, node_fs_1.closeSync)(fd);
        throw e;
    }
    return fd;
}
function checkRegular(path, s, limit) {
    if (!s.isFile())
        throw new NotReadable(path, 'not-regular', `is ${kindOf(s)}, not a regular file`);
    if (s.size > limit)
        throw tooLarge(path, limit);
}
function readRegularText(path, limit = exports.READ_LIMIT) {
    return readRegular(path, limit).toString('utf8');
}
function tooLarge(label, limit) {
    return new NotReadable(label, 'too-large', `is larger than ${limit} bytes, more than the hook reads`);
}


/***/ }),

/***/ 8565:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.nameOf = nameOf;
exports.identityFile = identityFile;
exports.checkGitDir = checkGitDir;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const failure_js_1 = __webpack_require__(6640);
const stateHome_js_1 = __webpack_require__(1744);
const readRegular_js_1 = __webpack_require__(6355);
function nameOf(text) {
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < text.length; i++) {
        const ch = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ ch, 2654435761);
        h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}
function identityFile(place, env) {
    return node_path_1.posix.join((0, stateHome_js_1.stateHome)(env, place.home), 'diffgate', 'git-dirs', nameOf(place.workspace));
}
function read(file) {
    try {
        const v = JSON.parse((0, readRegular_js_1.readRegularText)(file, 64 * 1024));
        if (typeof v.workspace === 'string' &&
            typeof v.gitDir === 'string' &&
            typeof v.dev === 'number' &&
            typeof v.ino === 'number' &&
            (v.birth === undefined || typeof v.birth === 'number'))
            return v;
    }
    catch {
    }
    return undefined;
}
function write(file, id) {
    (0, node_fs_1.mkdirSync)(node_path_1.posix.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    (0, node_fs_1.writeFileSync)(tmp, `${JSON.stringify(id)}\n`, { mode: 0o600 });
    (0, node_fs_1.renameSync)(tmp, file);
}
const statOr = (path, follow) => {
    try {
        return follow ? (0, node_fs_1.statSync)(path) : (0, node_fs_1.lstatSync)(path);
    }
    catch {
        return undefined;
    }
};
const born = (st) => (st.birthtimeMs > 0 ? st.birthtimeMs : undefined);
function same(st, kept) {
    const birth = born(st);
    return (st.dev === kept.dev &&
        st.ino === kept.ino &&
        (kept.birth === undefined || birth === undefined || birth === kept.birth));
}
function checkGitDir(place, env) {
    const file = identityFile(place, env);
    const kept = read(file);
    const now = place.gitDir === null ? undefined : statOr(place.gitDir, true);
    const known = kept !== undefined && kept.workspace === place.workspace;
    if (known && (now === undefined || !same(now, kept))) {
        const dotGit = node_path_1.posix.join(place.root, '.git');
        const original = statOr(kept.gitDir, false);
        const stillThere = original?.isDirectory() === true && same(original, kept);
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.gitDirSwapped({
            workspace: place.workspace,
            kept: kept.gitDir,
            found: place.gitDir,
            dotGit,
            stillThere,
            ownDotGit: kept.gitDir === dotGit,
            file,
        }));
    }
    if (now === undefined || place.gitDir === null)
        return;
    if (known && kept.gitDir === place.gitDir && (kept.birth !== undefined || born(now) === undefined))
        return;
    try {
        const birth = born(now);
        write(file, {
            workspace: place.workspace,
            gitDir: place.gitDir,
            dev: now.dev,
            ino: now.ino,
            ...(birth === undefined ? {} : { birth }),
        });
    }
    catch {
    }
}


/***/ }),

/***/ 5201:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.STORE_OWN = void 0;
exports.ownStatePaths = ownStatePaths;
const node_path_1 = __webpack_require__(6760);
const gitDirIdentity_js_1 = __webpack_require__(8565);
exports.STORE_OWN = {
    tripwire: 'tripwire',
    quarantine: 'quarantine',
    audit: 'audit.jsonl',
    scheduled: 'scheduled-prompts.jsonl',
};
function ownStatePaths(storeDir, place, env) {
    return [
        ...Object.values(exports.STORE_OWN).map((n) => node_path_1.posix.join(storeDir, n)),
        node_path_1.posix.dirname((0, gitDirIdentity_js_1.identityFile)(place, env)),
    ];
}


/***/ }),

/***/ 8753:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PromptStore = void 0;
exports.storeDir = storeDir;
exports.sessionFile = sessionFile;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const stateHome_js_1 = __webpack_require__(1744);
const ownState_js_1 = __webpack_require__(5201);
const readRegular_js_1 = __webpack_require__(6355);
const statKey_js_1 = __webpack_require__(4452);
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_SESSIONS = 200;
async function storeDir(place, env) {
    if (place.gitDir)
        return node_path_1.posix.join(place.gitDir, 'diffgate');
    return node_path_1.posix.join((0, stateHome_js_1.stateHome)(env, place.home), 'diffgate', (await sha256(place.workspace)).slice(0, 16));
}
async function sha256(text) {
    const { createHash } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 7598, 23));
    return createHash('sha256').update(text).digest('hex');
}
async function sessionFile(id) {
    return /^[A-Za-z0-9_-]{1,128}$/.test(id) ? `${id}.json` : `h-${(await sha256(id)).slice(0, 40)}.json`;
}
function isRemotes(v) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    return Object.values(v).every((urls) => Array.isArray(urls) && urls.every((u) => typeof u === 'string'));
}
function isPrints(v) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    const { r, c, ...rest } = v;
    return (Object.keys(rest).length === 0 &&
        [r, c].every((x) => x === undefined || (typeof x === 'string' && /^[0-9a-f]{64}$/.test(x))));
}
function isHeads(v) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    return Object.values(v).every((sha) => typeof sha === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(sha));
}
class PromptStore {
    dir;
    now;
    witness;
    constructor(dir, now = () => new Date(), witness) {
        this.dir = dir;
        this.now = now;
        this.witness = witness;
    }
    get sessions() {
        return node_path_1.posix.join(this.dir, 'sessions');
    }
    async save(sessionId, prompt, tripwire, heads, remotes, nonce, git) {
        (0, node_fs_1.mkdirSync)(this.sessions, { recursive: true });
        const file = node_path_1.posix.join(this.sessions, await sessionFile(sessionId));
        const tmp = `${file}.${process.pid}.tmp`;
        const record = {
            session_id: sessionId,
            time: this.now().toISOString(),
            prompt,
            ...(tripwire ? { tripwire } : {}),
            ...(heads ? { heads } : {}),
            ...(remotes ? { remotes } : {}),
            ...(nonce ? { nonce } : {}),
            ...(git && (git.r || git.c) ? { git } : {}),
        };
        (0, node_fs_1.writeFileSync)(tmp, `${JSON.stringify(record)}\n`, { mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, file);
        this.prune(file);
    }
    async latest(sessionId) {
        const record = await this.latestRecord(sessionId);
        if (record === undefined)
            return undefined;
        if (this.witness !== undefined && !this.witness.vouches(sessionId, record.nonce, record.prompt))
            return undefined;
        return record.prompt;
    }
    async tripwireFormat(sessionId) {
        return (await this.latestRecord(sessionId))?.tripwire;
    }
    async headsAtPrompt(sessionId) {
        return this.witness?.headsAt(sessionId) ?? (await this.latestRecord(sessionId))?.heads;
    }
    async previousGit(sessionId) {
        const record = await this.latestRecord(sessionId);
        if (record?.git === undefined || this.witness === undefined)
            return undefined;
        if (!this.witness.vouches(sessionId, record.nonce, record.prompt))
            return undefined;
        if (JSON.stringify(this.witness.headsAt(sessionId)) !== JSON.stringify(record.heads))
            return undefined;
        if (JSON.stringify(this.witness.remotesAt(sessionId)) !== JSON.stringify(record.remotes))
            return undefined;
        return {
            git: record.git,
            ...(record.heads ? { heads: record.heads } : {}),
            ...(record.remotes ? { remotes: record.remotes } : {}),
        };
    }
    async remotesAtPrompt(sessionId) {
        if (this.witness !== undefined)
            return this.witness.remotesAt(sessionId);
        return (await this.latestRecord(sessionId))?.remotes;
    }
    async latestTime(sessionId) {
        const time = (await this.latestRecord(sessionId))?.time;
        if (time === undefined)
            return undefined;
        const changed = (0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(this.sessions, await sessionFile(sessionId)))?.ctimeMs;
        const said = Date.parse(time);
        return changed === undefined || Number.isNaN(said) ? said : Math.min(said, changed);
    }
    async latestRecord(sessionId) {
        let text;
        try {
            text = (0, readRegular_js_1.readRegularText)(node_path_1.posix.join(this.sessions, await sessionFile(sessionId)));
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return undefined;
            throw e;
        }
        let record;
        try {
            record = JSON.parse(text);
        }
        catch {
            return undefined;
        }
        if (typeof record !== 'object' || record === null)
            return undefined;
        if (record.session_id !== sessionId || typeof record.prompt !== 'string')
            return undefined;
        return {
            prompt: record.prompt,
            time: typeof record.time === 'string' ? record.time : '',
            ...(typeof record.tripwire === 'number' ? { tripwire: record.tripwire } : {}),
            ...(isHeads(record.heads) ? { heads: record.heads } : {}),
            ...(isRemotes(record.remotes) ? { remotes: record.remotes } : {}),
            ...(typeof record.nonce === 'string' ? { nonce: record.nonce } : {}),
            ...(isPrints(record.git) ? { git: record.git } : {}),
        };
    }
    async audit(entries) {
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const file = node_path_1.posix.join(this.dir, ownState_js_1.STORE_OWN.audit);
        const seen = entries.some((e) => e.phrase !== undefined && e.tool_use_id) ? recentReleases(file) : new Set();
        const fresh = entries.filter((e) => e.phrase === undefined || !e.tool_use_id || !seen.has(releaseKey(e)));
        if (fresh.length > 0)
            (0, node_fs_1.appendFileSync)(file, fresh.map((e) => `${JSON.stringify(e)}\n`).join(''));
    }
    prune(keep) {
        const names = (0, node_fs_1.readdirSync)(this.sessions).filter((n) => n.endsWith('.json'));
        const files = names.map((n) => {
            const p = node_path_1.posix.join(this.sessions, n);
            let mtime = 0;
            try {
                mtime = (0, node_fs_1.statSync)(p).mtimeMs;
            }
            catch {
            }
            return { p, mtime };
        });
        files.sort((a, b) => b.mtime - a.mtime);
        const cutoff = this.now().getTime() - MAX_AGE_MS;
        const old = files.filter((f, i) => f.p !== keep && (f.mtime < cutoff || i >= MAX_SESSIONS));
        for (const f of old) {
            try {
                (0, node_fs_1.unlinkSync)(f.p);
            }
            catch {
            }
        }
    }
}
exports.PromptStore = PromptStore;
function releaseKey(e) {
    return JSON.stringify([e.session, e.tool_use_id, e.tool ?? null, e.rule, e.path ?? null]);
}
const AUDIT_TAIL = 64 * 1024;
function recentReleases(file) {
    const keys = new Set();
    let text;
    try {
        const fd = (0, readRegular_js_1.openRegular)(file);
        try {
            const size = (0, node_fs_1.fstatSync)(fd).size;
            const start = Math.max(0, size - AUDIT_TAIL);
            const buf = Buffer.alloc(size - start);
            const n = (0, node_fs_1.readSync)(fd, buf, 0, buf.length, start);
            text = buf.subarray(0, n).toString('utf8');
        }
        finally {
            (0, node_fs_1.closeSync)(fd);
        }
    }
    catch {
        return keys;
    }
    for (const line of text.split('\n')) {
        if (!line.startsWith('{'))
            continue;
        try {
            const e = JSON.parse(line);
            if (e.phrase !== undefined && e.tool_use_id)
                keys.add(releaseKey(e));
        }
        catch {
        }
    }
    return keys;
}


/***/ }),

/***/ 1744:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.stateHome = stateHome;
const node_path_1 = __webpack_require__(6760);
function stateHome(env, home) {
    return env.XDG_STATE_HOME && node_path_1.posix.isAbsolute(env.XDG_STATE_HOME)
        ? env.XDG_STATE_HOME
        : node_path_1.posix.join(home, '.local', 'state');
}


/***/ }),

/***/ 4452:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ABSENT = void 0;
exports.keyOf = keyOf;
exports.sameKey = sameKey;
exports.lstatOrUndefined = lstatOrUndefined;
const node_fs_1 = __webpack_require__(3024);
exports.ABSENT = 0;
function keyOf(st) {
    if (st === undefined)
        return exports.ABSENT;
    return [st.mode, st.dev, st.ino, st.size, st.ctimeMs, st.mtimeMs];
}
function sameKey(st, k) {
    if (st === undefined || k === exports.ABSENT)
        return st === undefined && k === exports.ABSENT;
    return (st.ctimeMs === k[4] &&
        st.ino === k[2] &&
        st.mtimeMs === k[5] &&
        st.size === k[3] &&
        st.mode === k[0] &&
        st.dev === k[1]);
}
function lstatOrUndefined(path) {
    try {
        return (0, node_fs_1.lstatSync)(path, { throwIfNoEntry: false });
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw e;
    }
}


/***/ }),

/***/ 5316:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.claudeEvent = void 0;
exports.parseHookInput = parseHookInput;
exports.claudeCallEvent = claudeCallEvent;
const failure_js_1 = __webpack_require__(6640);
const claude_js_1 = __webpack_require__(209);
const claudeInput_js_1 = __webpack_require__(3368);
Object.defineProperty(exports, "claudeEvent", ({ enumerable: true, get: function () { return claudeInput_js_1.claudeEvent; } }));
const say = (r) => r.refused === 'json'
    ? claude_js_1.claudeText.input.badJson(r.detail)
    : r.refused === 'notObject'
        ? claude_js_1.claudeText.input.notObject()
        : r.refused === 'field'
            ? claude_js_1.claudeText.input.field(r.name, r.expected)
            : claude_js_1.claudeText.input.unknownEvent(r.event);
function parseHookInput(text) {
    const input = (0, claudeInput_js_1.readHookInput)(text);
    if ('refused' in input)
        throw new failure_js_1.HookFailure(say(input));
    return input;
}
function claudeCallEvent(call) {
    const { project_dir, tools, ...rest } = call;
    const event = (0, claudeInput_js_1.claudeEvent)(parseHookInput(JSON.stringify(rest)));
    return { ...event, ...(project_dir !== undefined ? { project: project_dir } : {}), ...(tools ? { tools } : {}) };
}


/***/ }),

/***/ 9621:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.claudeHook = void 0;
exports.renderClaude = renderClaude;
const answer_js_1 = __webpack_require__(9774);
const runHook_js_1 = __webpack_require__(8576);
const claudeEvent_js_1 = __webpack_require__(5316);
function renderClaude(event, d) {
    if (d.verdict === 'deny')
        return { exit: 2, stdout: '', stderr: d.message };
    if (d.verdict === 'ask' || d.verdict === 'allow') {
        const decision = {
            hookEventName: 'PreToolUse',
            permissionDecision: d.verdict,
            permissionDecisionReason: d.message,
        };
        return { exit: 0, stdout: (0, answer_js_1.json)({ hookSpecificOutput: decision }), stderr: '' };
    }
    if (d.message === '')
        return answer_js_1.SILENT;
    if (event.kind !== 'prompt')
        return { exit: 0, stdout: '', stderr: d.message };
    const context = { hookEventName: 'UserPromptSubmit', additionalContext: d.message };
    return {
        exit: 0,
        stdout: (0, answer_js_1.json)(d.toPerson ? { systemMessage: d.message, hookSpecificOutput: context } : { hookSpecificOutput: context }),
        stderr: '',
    };
}
exports.claudeHook = {
    async run(stdin, ports) {
        try {
            const event = (0, claudeEvent_js_1.claudeEvent)((0, claudeEvent_js_1.parseHookInput)(stdin));
            return renderClaude(event, await (0, runHook_js_1.runHook)(event, ports));
        }
        catch (e) {
            return this.crashed((0, answer_js_1.failureText)(e));
        }
    },
    crashed: (message) => ({ exit: 2, stdout: '', stderr: message }),
};


/***/ }),

/***/ 3368:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readHookInput = readHookInput;
exports.claudeEvent = claudeEvent;
const toolNames_js_1 = __webpack_require__(3508);
const PERSON_SOURCES = new Set(['user', 'sdk']);
const MONITOR = 'Monitor';
const MONITOR_NAMES = { ...toolNames_js_1.CLAUDE_TOOL_NAMES, called: MONITOR };
const shellNamed = (tool) => (tool === MONITOR ? 'Bash' : tool);
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
class Refused {
    why;
    constructor(why) {
        this.why = why;
    }
}
function readHookInput(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (e) {
        return { refused: 'json', detail: e.message };
    }
    if (!isObject(data))
        return { refused: 'notObject' };
    try {
        return shapes(data);
    }
    catch (e) {
        if (e instanceof Refused)
            return e.why;
        throw e;
    }
}
function shapes(data) {
    const event = field(data, 'hook_event_name', 'string');
    const common = {
        session_id: nonEmpty(data, 'session_id'),
        cwd: field(data, 'cwd', 'string'),
    };
    if (!common.cwd.startsWith('/'))
        throw new Refused({ refused: 'field', name: 'cwd', expected: 'an absolute path' });
    for (const k of ['transcript_path', 'permission_mode']) {
        if (data[k] !== undefined)
            common[k] = field(data, k, 'string');
    }
    if (event === 'PreToolUse' || event === 'PostToolUse') {
        const toolInput = data.tool_input;
        if (!isObject(toolInput))
            throw new Refused({ refused: 'field', name: 'tool_input', expected: 'an object' });
        const out = {
            ...common,
            hook_event_name: event,
            tool_name: nonEmpty(data, 'tool_name'),
            tool_input: toolInput,
        };
        if (data.tool_use_id !== undefined)
            out.tool_use_id = field(data, 'tool_use_id', 'string');
        return out;
    }
    if (event === 'PostToolUse' || event === 'PostToolUseFailure') {
        const out = {
            ...common,
            hook_event_name: event,
            tool_name: nonEmpty(data, 'tool_name'),
            tool_input: {},
        };
        if (isObject(data.tool_input))
            out.tool_input = data.tool_input;
        if (data.tool_use_id !== undefined)
            out.tool_use_id = field(data, 'tool_use_id', 'string');
        return out;
    }
    if (event === 'Stop' || event === 'SubagentStop')
        return { ...common, hook_event_name: event, stop_hook_active: data.stop_hook_active === true };
    if (event === 'UserPromptSubmit') {
        const out = {
            ...common,
            hook_event_name: event,
            prompt: field(data, 'prompt', 'string'),
        };
        if (data.agent_id !== undefined && data.agent_id !== null)
            out.agent_id = field(data, 'agent_id', 'string');
        if (data.source !== undefined && data.source !== null)
            out.source = field(data, 'source', 'string');
        return out;
    }
    throw new Refused({ refused: 'event', event });
}
function field(data, name, type) {
    const v = data[name];
    if (typeof v !== type)
        throw new Refused({ refused: 'field', name, expected: `a ${type}` });
    return v;
}
function nonEmpty(data, name) {
    const v = field(data, name, 'string');
    if (v === '')
        throw new Refused({ refused: 'field', name, expected: 'a non-empty string' });
    return v;
}
function claudeEvent(input) {
    const origin = { session: input.session_id, cwd: input.cwd };
    switch (input.hook_event_name) {
        case 'UserPromptSubmit':
            return {
                ...origin,
                kind: 'prompt',
                prompt: input.prompt,
                ...(fromModel(input) ? { fromModel: true } : {}),
            };
        case 'PreToolUse':
            return {
                ...origin,
                kind: 'before',
                tool: shellNamed(input.tool_name),
                args: input.tool_input,
                ...(input.tool_use_id !== undefined ? { callId: input.tool_use_id } : {}),
                ...(input.tool_name === MONITOR ? { tools: MONITOR_NAMES } : {}),
            };
        case 'PostToolUse':
        case 'PostToolUseFailure':
            return {
                ...origin,
                kind: 'after',
                tool: shellNamed(input.tool_name),
                ...(input.tool_use_id !== undefined ? { callId: input.tool_use_id } : {}),
            };
        case 'Stop':
        case 'SubagentStop':
            return {
                ...origin,
                kind: 'end',
                ...(input.hook_event_name === 'SubagentStop' ? { subagent: true } : {}),
                continued: input.stop_hook_active === true,
            };
    }
}
function fromModel(input) {
    return input.agent_id !== undefined || (input.source !== undefined && !PERSON_SOURCES.has(input.source));
}


/***/ }),

/***/ 9774:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.json = exports.SILENT = exports.failureText = void 0;
var failure_js_1 = __webpack_require__(6640);
Object.defineProperty(exports, "failureText", ({ enumerable: true, get: function () { return failure_js_1.failureText; } }));
exports.SILENT = { exit: 0, stdout: '', stderr: '' };
const json = (body) => `${JSON.stringify(body)}\n`;
exports.json = json;


/***/ }),

/***/ 3759:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isClientNotice = isClientNotice;
exports.markEndOfTurn = markEndOfTurn;
const tripwire_js_1 = __webpack_require__(6941);
const NOTICE = /^\s*<task-notification>/;
function isEndOfTurnBlock(prompt) {
    const text = prompt.trimStart();
    const count = /^diffgate found (\d+) /.exec(text)?.[1];
    return text.startsWith(tripwire_js_1.tripwireText.endOfTurnLead(count === undefined ? 1 : Number(count)));
}
const squeeze = (text) => text.replace(/\s+/g, ' ');
const MARK = squeeze(tripwire_js_1.tripwireText.endOfTurnMark);
const carriesMark = (prompt) => squeeze(prompt).includes(MARK);
function isClientNotice(prompt) {
    return NOTICE.test(prompt) || isEndOfTurnBlock(prompt) || carriesMark(prompt);
}
function markEndOfTurn(message) {
    return carriesMark(message) ? message : `${message.replace(/\n+$/, '')}\n\n${tripwire_js_1.tripwireText.endOfTurnMark}\n`;
}


/***/ }),

/***/ 575:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.hasCommandRules = hasCommandRules;
exports.clearedBash = clearedBash;
const prescan_js_1 = __webpack_require__(7355);
function hasCommandRules(ctx) {
    const manifests = [ctx.rules.repo, ...(ctx.rules.user ? [ctx.rules.user] : [])];
    return manifests.some((m) => m.rules.some((r) => r.kind.startsWith('command-')));
}
function clearedBash(command, ctx) {
    return (command.length <= prescan_js_1.MAX_LINE && !hasCommandRules(ctx) && !(0, prescan_js_1.mentionsSwitchVariable)(command) && (0, prescan_js_1.surelyHarmless)(command));
}


/***/ }),

/***/ 845:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MANIFEST_NAME = exports.MANIFEST_LIMIT = void 0;
exports.contextOf = contextOf;
exports.userManifestFile = userManifestFile;
exports.loadRules = loadRules;
const node_path_1 = __webpack_require__(6760);
const place_js_1 = __webpack_require__(3861);
const claude_js_1 = __webpack_require__(209);
const commandRuleErrors_js_1 = __webpack_require__(6098);
const parseManifest_js_1 = __webpack_require__(5684);
const rule_js_1 = __webpack_require__(4918);
const exists_js_1 = __webpack_require__(7880);
const realPath_js_1 = __webpack_require__(5727);
const failure_js_1 = __webpack_require__(6640);
const displayPath_js_1 = __webpack_require__(1563);
const readRegular_js_1 = __webpack_require__(6355);
exports.MANIFEST_LIMIT = 4 * 1024 * 1024;
exports.MANIFEST_NAME = '.diffgate.tsv';
async function contextOf(real, ctx, rulesFor) {
    const repo = (0, place_js_1.findRepository)(node_path_1.posix.dirname(real));
    if (!repo || repo.root === ctx.place.root || !(0, realPath_js_1.isWithin)(repo.root, ctx.place.workspace))
        return ctx;
    const place = { ...ctx.place, root: repo.root, gitDir: repo.gitDir };
    return { place, rules: await rulesFor(place), ...(ctx.tools ? { tools: ctx.tools } : {}) };
}
function userManifestFile(env, home) {
    const config = env.XDG_CONFIG_HOME && node_path_1.posix.isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : node_path_1.posix.join(home, '.config');
    return node_path_1.posix.join(config, 'diffgate', 'manifest.tsv');
}
async function readManifest(file, label, known, texts) {
    let text;
    try {
        const given = texts?.get(file);
        if (given === null)
            return null;
        text = given ?? (0, readRegular_js_1.readRegularText)(file, exports.MANIFEST_LIMIT);
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return null;
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestUnreadable(label, e.message));
    }
    const manifest = await (0, commandRuleErrors_js_1.withCommandRuleErrors)((0, parseManifest_js_1.parseManifest)(text, label), known);
    if (manifest.errors.length > 0)
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestErrors(label, manifest.errors.map(parseManifest_js_1.formatManifestError)));
    return manifest;
}
async function loadRules(place, env, known, texts) {
    const repoFile = node_path_1.posix.join(place.root, exports.MANIFEST_NAME);
    if (!texts?.has(repoFile) && (0, exists_js_1.statOrUndefined)(repoFile, 'nofollow')?.isSymbolicLink())
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestSymlink(exports.MANIFEST_NAME));
    const userFile = userManifestFile(env, place.home);
    const userLabel = (0, displayPath_js_1.displayPath)(userFile, place);
    const [repo, user] = await Promise.all([
        readManifest(repoFile, exports.MANIFEST_NAME, known, texts),
        readManifest(userFile, userLabel, known, texts),
    ]);
    if (user) {
        const inside = user.rules.filter((r) => (0, rule_js_1.isPathKind)(r.kind) && !(0, rule_js_1.isOutsidePattern)(r.pattern));
        if (inside.length > 0) {
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestErrors(userLabel, inside.map((r) => `${r.file}:${r.line}:1: ${claude_js_1.claudeText.userManifestRelative(r.pattern)}`)));
        }
    }
    const repoManifest = repo ?? { file: exports.MANIFEST_NAME, rules: [], errors: [] };
    const all = [...repoManifest.rules, ...(user?.rules ?? [])];
    const homes = [...new Set([place.home, place.realHome])];
    const outside = [];
    for (const rule of all) {
        if (!(0, rule_js_1.isPathKind)(rule.kind) || !(0, rule_js_1.isOutsidePattern)(rule.pattern))
            continue;
        const absolute = rule.pattern.startsWith('~/')
            ? homes.map((h) => node_path_1.posix.join(h, rule.pattern.slice(2)))
            : [rule.pattern];
        for (const a of absolute)
            outside.push({ ...rule, pattern: a.replace(/^\/+/, '') });
    }
    return {
        repo: repoManifest,
        repoFile,
        repoRel: exports.MANIFEST_NAME,
        user,
        userFiles: user ? [...new Set([userFile, (0, place_js_1.realOr)(userFile)])] : [userFile],
        outside: { file: userLabel, rules: outside, errors: [] },
        releasePhrases: (0, rule_js_1.releasePhrases)(all),
    };
}


/***/ }),

/***/ 2386:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NONE = void 0;
exports.NONE = { verdict: 'none', message: '' };


/***/ }),

/***/ 1563:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.displayPath = displayPath;
function displayPath(abs, place) {
    if (abs === place.root)
        return '.';
    if (abs.startsWith(`${place.root}/`))
        return abs.slice(place.root.length + 1);
    if (abs.startsWith(`${place.home}/`))
        return `~/${abs.slice(place.home.length + 1)}`;
    return abs;
}


/***/ }),

/***/ 6621:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Ledger = exports.wordsPrint = void 0;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const gitDirIdentity_js_1 = __webpack_require__(8565);
const stateHome_js_1 = __webpack_require__(1744);
const statKey_js_1 = __webpack_require__(4452);
const readRegular_js_1 = __webpack_require__(6355);
const MAX_TURNS = 50;
const MAX_IDS = 2000;
const MAX_REFUSED = 10_000;
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const READ_BOUND = 1024 * 1024;
const wordsPrint = (words) => (0, gitDirIdentity_js_1.nameOf)(words);
exports.wordsPrint = wordsPrint;
const realOr = (p) => {
    try {
        return node_fs_1.realpathSync.native(p);
    }
    catch {
        return p;
    }
};
class Ledger {
    given;
    fileOf;
    real;
    constructor(given, fileOf) {
        this.given = given;
        this.fileOf = fileOf;
    }
    static of(gitDir, env, home) {
        const dir = node_path_1.posix.join((0, stateHome_js_1.stateHome)(env, home), 'diffgate', 'git-dirs');
        return new Ledger(gitDir, (real) => node_path_1.posix.join(dir, `${(0, gitDirIdentity_js_1.nameOf)(real)}.ledger`));
    }
    get file() {
        return this.resolved().file;
    }
    get gitDir() {
        return this.resolved().gitDir;
    }
    resolved() {
        if (this.real === undefined) {
            const gitDir = realOr(this.given);
            this.real = { file: this.fileOf(gitDir), gitDir };
        }
        return this.real;
    }
    read() {
        return this.load().data;
    }
    problem() {
        return this.load().broken;
    }
    load() {
        let v;
        try {
            v = JSON.parse((0, readRegular_js_1.readRegularText)(this.file, READ_BOUND));
        }
        catch (e) {
            const code = e.code;
            return code === 'ENOENT' || code === 'ENOTDIR' ? {} : { broken: e.message };
        }
        if (typeof v !== 'object' || v === null || v.v !== 1)
            return { broken: 'not a ledger diffgate wrote' };
        if (v.git !== this.gitDir)
            return {};
        if (typeof v.turns !== 'object' || v.turns === null || !Array.isArray(v.rel) || !Array.isArray(v.ref))
            return { broken: 'not a ledger diffgate wrote' };
        return { data: v };
    }
    unlisted() {
        const { data, broken } = this.load();
        if (broken !== undefined)
            return 1;
        const n = data?.over;
        return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
    }
    clearUnlisted() {
        if (this.unlisted() === 0)
            return;
        this.update((d) => {
            delete d.over;
        });
    }
    hasTurns() {
        const t = this.read()?.turns;
        return t !== undefined && Object.keys(t).length > 0;
    }
    exists() {
        return this.read() !== undefined;
    }
    turn(session) {
        const t = this.read()?.turns[session];
        return t !== undefined && typeof t.n === 'string' && typeof t.w === 'string' ? t : undefined;
    }
    beginTurn(session, words, heads, now, client, remotes) {
        const n = `${now.toString(36)}.${process.pid.toString(36)}.${Math.random().toString(36).slice(2, 12)}`;
        this.update((d) => {
            d.turns[session] = {
                n,
                w: (0, exports.wordsPrint)(words),
                ...(heads ? { h: heads } : {}),
                ...(remotes ? { r: remotes } : {}),
                t: now,
                ...(client ? { c: client } : {}),
            };
            const kept = Object.entries(d.turns)
                .filter(([, t]) => typeof t?.t === 'number' && t.t > now - MAX_AGE_MS)
                .sort((a, b) => b[1].t - a[1].t)
                .slice(0, MAX_TURNS);
            d.turns = Object.fromEntries(kept);
        });
        return n;
    }
    vouches(session, nonce, words) {
        const t = this.turn(session);
        return t !== undefined && nonce !== undefined && t.n === nonce && t.w === (0, exports.wordsPrint)(words);
    }
    client(session) {
        const c = this.turn(session)?.c;
        return typeof c === 'object' && c !== null && Number.isInteger(c.p) && typeof c.s === 'string' ? c : undefined;
    }
    headsAt(session) {
        const h = this.turn(session)?.h;
        return typeof h === 'object' && h !== null && Object.values(h).every((s) => typeof s === 'string') ? h : undefined;
    }
    remotesAt(session) {
        const r = this.turn(session)?.r;
        return typeof r === 'object' &&
            r !== null &&
            Object.values(r).every((u) => Array.isArray(u) && u.every((x) => typeof x === 'string'))
            ? r
            : undefined;
    }
    hasRelease(id) {
        return this.read()?.rel.includes(id) === true;
    }
    addRelease(id) {
        this.update((d) => {
            d.rel = [...d.rel.filter((r) => r !== id), id].slice(-MAX_IDS);
        });
    }
    refused() {
        return (this.read()?.ref ?? []).filter((s) => typeof s === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(s));
    }
    addRefused(shas) {
        if (shas.length === 0)
            return;
        this.update((d) => {
            const listed = new Set(d.ref);
            const added = [...new Set(shas)].filter((s) => !listed.has(s));
            const room = Math.max(0, MAX_REFUSED - d.ref.length);
            d.ref = [...d.ref, ...added.slice(0, room)];
            if (added.length > room)
                d.over = (d.over ?? 0) + added.length - room;
        });
    }
    dropRefused(shas) {
        if (shas.length === 0)
            return;
        const drop = new Set(shas);
        this.update((d) => {
            d.ref = d.ref.filter((r) => !drop.has(r));
        });
    }
    update(change) {
        const { data, broken } = this.load();
        const d = data ?? {
            v: 1,
            git: this.gitDir,
            turns: {},
            rel: [],
            ref: [],
            ...(broken ? { over: 1 } : {}),
        };
        change(d);
        const text = bounded(d);
        (0, node_fs_1.mkdirSync)(node_path_1.posix.dirname(this.file), { recursive: true, mode: 0o700 });
        const st = (0, statKey_js_1.lstatOrUndefined)(this.file);
        if (st !== undefined && (!st.isFile() || broken !== undefined))
            (0, node_fs_1.renameSync)(this.file, `${this.file}.aside-${Date.now()}`);
        const tmp = `${this.file}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
        (0, node_fs_1.writeFileSync)(tmp, text, { mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, this.file);
    }
}
exports.Ledger = Ledger;
function bounded(d) {
    for (;;) {
        const text = `${JSON.stringify(d)}\n`;
        if (Buffer.byteLength(text) <= READ_BOUND)
            return text;
        const turns = Object.entries(d.turns).sort((a, b) => (b[1]?.t ?? 0) - (a[1]?.t ?? 0));
        if (turns.length > 1)
            d.turns = Object.fromEntries(turns.slice(0, Math.ceil(turns.length / 2)));
        else if (d.rel.length > 0)
            d.rel = d.rel.slice(Math.ceil(d.rel.length / 2));
        else if (d.ref.length > 0) {
            const keep = Math.floor(d.ref.length * 0.9);
            d.over = (d.over ?? 0) + d.ref.length - keep;
            d.ref = d.ref.slice(0, keep);
        }
        else
            d.turns = {};
    }
}


/***/ }),

/***/ 3802:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.applyPersonGates = applyPersonGates;
async function applyPersonGates(denials, input, store, now) {
    if (denials.length === 0)
        return denials;
    if (!denials.some((d) => d.releasable || d.saveWords))
        return denials;
    const prompt = (await store.latest(input.session))?.toLowerCase();
    if (prompt === undefined)
        return denials;
    const open = denials.filter((d) => !d.saveWords?.some((w) => prompt.includes(w.toLowerCase())));
    const phrase = input.releasePhrases.find((p) => prompt.includes(p.toLowerCase()));
    if (phrase === undefined || open.length === 0)
        return open;
    const kept = open.filter((d) => !d.releasable);
    if (kept.length > 0)
        return kept;
    const time = now().toISOString();
    const entries = open.map((d) => ({
        time,
        session: input.session,
        tool: input.tool,
        ...(input.toolUseId ? { tool_use_id: input.toolUseId } : {}),
        rule: d.rule,
        ...(d.path !== undefined ? { path: d.path } : {}),
        ...(d.source ? { source: d.source } : {}),
        phrase,
    }));
    await store.audit(entries);
    return [];
}


/***/ }),

/***/ 8724:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderDenials = renderDenials;
const claude_js_1 = __webpack_require__(209);
const verdict_js_1 = __webpack_require__(6227);
function renderDenials(tool, subject, denials, releasePhrases) {
    const out = [claude_js_1.claudeText.header(tool, subject), ''];
    for (const d of denials) {
        const where = d.path === undefined || d.path === '' ? '' : `${(0, verdict_js_1.location)({ ...d, path: d.path })} `;
        out.push(`${where}[${d.rule}] ${d.message}`);
        out.push(`  ${claude_js_1.claudeText.why} ${d.reason}${d.source ? ` (${d.source})` : ''}`);
        out.push(`  ${claude_js_1.claudeText.next} ${d.next}`);
        out.push('');
    }
    if (denials.some((d) => d.releasable))
        out.push(claude_js_1.claudeText.release([...releasePhrases]));
    out.push(claude_js_1.claudeText.workaround());
    return `${out.join('\n')}\n`;
}


/***/ }),

/***/ 8576:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runHook = runHook;
const node_path_1 = __webpack_require__(6760);
const ownState_js_1 = __webpack_require__(5201);
const claude_js_1 = __webpack_require__(209);
const tripwire_js_1 = __webpack_require__(6941);
const clientNotice_js_1 = __webpack_require__(3759);
const clearedBash_js_1 = __webpack_require__(575);
const context_js_1 = __webpack_require__(845);
const gitDirIdentity_js_1 = __webpack_require__(8565);
const ledger_js_1 = __webpack_require__(6621);
const place_js_1 = __webpack_require__(3861);
const decision_js_1 = __webpack_require__(2386);
const failure_js_1 = __webpack_require__(6640);
const toolInput_js_1 = __webpack_require__(2840);
const personGate_js_1 = __webpack_require__(3802);
const prompts_js_1 = __webpack_require__(8753);
const render_js_1 = __webpack_require__(8724);
const toolNames_js_1 = __webpack_require__(3508);
const CHANGING = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit', 'Delete', 'Bash', 'PowerShell']);
const isMcp = (tool) => tool.startsWith('mcp__');
const deny = (message) => ({ verdict: 'deny', message });
async function runHook(event, given) {
    const ports = event.project === undefined ? given : { ...given, env: { ...given.env, CLAUDE_PROJECT_DIR: event.project } };
    const now = ports.now ?? (() => new Date());
    const tools = event.tools;
    try {
        if (event.session === '')
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.field('session_id', 'a non-empty string'));
        if (!event.cwd.startsWith('/'))
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.field('cwd', 'an absolute path'));
        const place = (0, place_js_1.locate)(event.cwd, ports.env, ports.home);
        (0, gitDirIdentity_js_1.checkGitDir)(place, ports.env);
        const dir = await (0, prompts_js_1.storeDir)(place, ports.env);
        const ledger = place.gitDir === null ? undefined : ledger_js_1.Ledger.of(place.gitDir, ports.env, place.home);
        const store = new prompts_js_1.PromptStore(dir, now, ledger);
        const names = tools ? { names: tools } : {};
        const tripwirePorts = { env: ports.env, now, knownPatterns: ports.knownPatterns, selfDir: ports.selfDir };
        const session = event.session;
        const notice = event.kind === 'prompt' &&
            ((0, clientNotice_js_1.isClientNotice)(event.prompt) ||
                event.fromModel === true ||
                (await __webpack_require__.e(/* import() */ 3575).then(__webpack_require__.bind(__webpack_require__, 3575))).isScheduledPrompt(dir, event.prompt));
        const from = event.kind === 'prompt' && !notice && ledger !== undefined
            ? await senderOf(ledger, session, store, dir, ports.env, now)
            : undefined;
        if (event.kind === 'prompt' && (notice || from?.foreign !== undefined)) {
            const { tripwireAfter } = await __webpack_require__.e(/* import() */ "4006-5879-9525-9811").then(__webpack_require__.bind(__webpack_require__, 9811));
            const call = { place, storeDir: dir, session, tool: 'TaskNotification', ...names };
            const { message } = await tripwireAfter(call, store, tripwirePorts);
            if (from?.foreign !== undefined) {
                const said = tripwire_js_1.tripwireText.promptNotClient(from.foreign, from.sender?.p, ledger?.client(session)?.p ?? 0);
                return { verdict: 'none', message: message === '' ? said : `${said}\n\n${message}`, toPerson: true };
            }
            return { verdict: 'none', message };
        }
        if (event.kind === 'prompt') {
            const { RECORD_FORMAT, hasRecord, nothingOpen, recordedBefore } = await __webpack_require__.e(/* import() */ "1946-9525").then(__webpack_require__.bind(__webpack_require__, 1946));
            const tripwire = () => __webpack_require__.e(/* import() */ "4006-5879-9525-9811").then(__webpack_require__.bind(__webpack_require__, 9811));
            const promptCall = { place, storeDir: dir, session, tool: 'Stop', ...names };
            const judged = !(await nothingOpen(dir, session, store, ports.env, now()));
            const open = judged
                ? await (await tripwire()).tripwireOpenCalls(promptCall, store, tripwirePorts)
                : { message: '' };
            const recorded = await recordedBefore(dir, store, session);
            if (!recorded && !hasRecord(dir))
                await (await tripwire()).tripwirePrompt(place, dir, recorded, tripwirePorts);
            const { gitPrints } = await __webpack_require__.e(/* import() */ "4719-5879").then(__webpack_require__.bind(__webpack_require__, 4719));
            const prints = gitPrints(place, ports.env, dir);
            const kept = await store.previousGit(session);
            const [heads, remotes] = await Promise.all([
                prints.r !== undefined && kept?.git.r === prints.r && kept.heads !== undefined
                    ? kept.heads
                    : (await tripwire()).headsNow(place, ports.env),
                prints.c !== undefined && kept?.git.c === prints.c && kept.remotes !== undefined
                    ? kept.remotes
                    : (await tripwire()).remotesNow(place, ports.env, dir),
            ]);
            let nonce;
            try {
                nonce = ledger?.beginTurn(session, event.prompt, heads, now().getTime(), from?.sender, remotes);
            }
            catch {
                nonce = undefined;
            }
            const save = () => store.save(session, event.prompt, RECORD_FORMAT, heads, remotes, nonce, prints);
            if (judged) {
                const { saveAfterLastAct } = await __webpack_require__.e(/* import() */ 4180).then(__webpack_require__.bind(__webpack_require__, 4180));
                await saveAfterLastAct(node_path_1.posix.join(dir, ownState_js_1.STORE_OWN.tripwire), save, () => store.latestTime(session));
            }
            else
                await save();
            return open.message === '' ? decision_js_1.NONE : { verdict: 'none', message: open.message, toPerson: true };
        }
        if (event.kind === 'after' || event.kind === 'end') {
            const tool = event.kind === 'after' ? event.tool : event.subagent ? 'SubagentStop' : 'Stop';
            const call = {
                place,
                storeDir: dir,
                session,
                tool,
                ...names,
                ...(event.kind === 'after' && event.callId ? { toolUseId: event.callId } : {}),
            };
            const { tripwireAfter } = await __webpack_require__.e(/* import() */ "4006-5879-9525-9811").then(__webpack_require__.bind(__webpack_require__, 9811));
            const { message } = await tripwireAfter(call, store, tripwirePorts);
            if (message === '' || (event.kind === 'end' && event.continued))
                return { verdict: 'none', message };
            return deny(event.kind === 'end' ? (0, clientNotice_js_1.markEndOfTurn)(message) : message);
        }
        const rulesFor = (p) => (0, context_js_1.loadRules)(p, ports.env, ports.knownPatterns);
        const ctx = { place, rules: await rulesFor(place), ...(tools ? { tools } : {}) };
        ctx.ownContext = (real) => (0, context_js_1.contextOf)(real, ctx, rulesFor);
        const mcp = isMcp(event.tool);
        if (CHANGING.has(event.tool) || mcp) {
            const call = {
                place,
                storeDir: dir,
                session,
                tool: event.tool,
                ...names,
                ...(event.callId ? { toolUseId: event.callId } : {}),
            };
            const { quietBefore } = await __webpack_require__.e(/* import() */ "4154-9525").then(__webpack_require__.bind(__webpack_require__, 4154));
            if (!(await quietBefore(call, now().getTime(), ports.env))) {
                const { tripwireBefore } = await __webpack_require__.e(/* import() */ "4006-5879-9525-9811").then(__webpack_require__.bind(__webpack_require__, 9811));
                const { message } = await tripwireBefore(call, ctx, store, tripwirePorts);
                if (message !== '')
                    return deny(message);
            }
        }
        if (mcp)
            return decision_js_1.NONE;
        if (event.tool === 'CronCreate' || event.tool === 'ScheduleWakeup')
            (await __webpack_require__.e(/* import() */ 3575).then(__webpack_require__.bind(__webpack_require__, 3575))).noteScheduledPrompt(dir, event.args);
        const found = await decideTool(event, ctx);
        const denials = await (0, personGate_js_1.applyPersonGates)(found.denials, { session, tool: event.tool, toolUseId: event.callId, releasePhrases: ctx.rules.releasePhrases }, store, now);
        if (denials.length > 0) {
            if (CHANGING.has(event.tool)) {
                const { callKey, endCall } = await __webpack_require__.e(/* import() */ 4180).then(__webpack_require__.bind(__webpack_require__, 4180));
                endCall(node_path_1.posix.join(dir, ownState_js_1.STORE_OWN.tripwire), callKey(session, event.callId, now().getTime()));
            }
            return deny((0, render_js_1.renderDenials)((0, toolNames_js_1.calledName)(tools, event.tool), subject(event), denials, ctx.rules.releasePhrases));
        }
        if (found.ask !== undefined)
            return { verdict: 'ask', message: found.ask };
        if (found.allow !== undefined && found.denials.length === 0)
            return { verdict: 'allow', message: found.allow };
        return decision_js_1.NONE;
    }
    catch (e) {
        return deny(event.kind === 'end' ? (0, clientNotice_js_1.markEndOfTurn)((0, failure_js_1.failureText)(e)) : (0, failure_js_1.failureText)(e));
    }
}
async function senderOf(ledger, session, store, dir, env, now) {
    const [{ promptFrom }, { lastActed }] = await Promise.all([
        __webpack_require__.e(/* import() */ 1754).then(__webpack_require__.bind(__webpack_require__, 1754)),
        __webpack_require__.e(/* import() */ 4180).then(__webpack_require__.bind(__webpack_require__, 4180)),
    ]);
    let lastTurn;
    try {
        const from = await store.latestTime(session);
        if (from !== undefined)
            lastTurn = { from, to: lastActed(node_path_1.posix.join(dir, ownState_js_1.STORE_OWN.tripwire)) ?? now().getTime() };
    }
    catch {
        lastTurn = undefined;
    }
    return promptFrom(ledger.client(session), { env }, lastTurn);
}
async function decideTool(call, ctx) {
    const tool = call.tool;
    const args = new toolInput_js_1.ToolInput(tool, call.args);
    switch (tool) {
        case 'Write':
        case 'Edit':
        case 'MultiEdit':
        case 'NotebookEdit':
        case 'Delete': {
            const [{ isDenial, resolveToolPath }, { clearsEdit }, { editPathField }] = await Promise.all([
                __webpack_require__.e(/* import() */ "561-4006").then(__webpack_require__.t.bind(__webpack_require__, 561, 23)),
                __webpack_require__.e(/* import() */ "3728-4006-5879").then(__webpack_require__.bind(__webpack_require__, 3728)),
                __webpack_require__.e(/* import() */ 5708).then(__webpack_require__.bind(__webpack_require__, 5708)),
            ]);
            const path = resolveToolPath(args.string(editPathField(tool)), ctx);
            if (!isDenial(path) && tool !== 'NotebookEdit' && tool !== 'Delete' && (await clearsEdit(tool, args, ctx, path)))
                return { denials: [] };
            return {
                denials: await (await __webpack_require__.e(/* import() */ "2021-3847-4006-5879-9350").then(__webpack_require__.bind(__webpack_require__, 2090))).decideEdit(tool, args, ctx, path, call.asWritten),
            };
        }
        case 'Read':
        case 'Grep':
        case 'Glob':
        case 'LS':
            return { denials: await (await __webpack_require__.e(/* import() */ "4006-9497").then(__webpack_require__.t.bind(__webpack_require__, 9497, 23))).decideRead(tool, args, ctx) };
        case 'Bash': {
            const command = args.string('command');
            if ((0, clearedBash_js_1.clearedBash)(command, ctx))
                return { denials: [] };
            return (await __webpack_require__.e(/* import() */ "737-2483-4006-5879-6014-7494-8466").then(__webpack_require__.bind(__webpack_require__, 2483))).decideBash(command, ctx);
        }
        case 'PowerShell': {
            const command = args.string('command');
            const [{ decidePowerShell }, { Protection }] = await Promise.all([
                __webpack_require__.e(/* import() */ "2849-4006-8466").then(__webpack_require__.t.bind(__webpack_require__, 6062, 23)),
                __webpack_require__.e(/* import() */ "4006-5595-5879").then(__webpack_require__.t.bind(__webpack_require__, 7976, 23)),
            ]);
            return { denials: decidePowerShell(command, ctx, new Protection(ctx)) };
        }
        case 'CronCreate':
        case 'ScheduleWakeup': {
            const { decideScheduledPrompt } = await __webpack_require__.e(/* import() */ 3575).then(__webpack_require__.bind(__webpack_require__, 3575));
            return { denials: decideScheduledPrompt(tool, args, ctx.rules.releasePhrases) };
        }
        default:
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.unknownTool(tool));
    }
}
function subject(call) {
    const v = call.args.file_path ?? call.args.notebook_path ?? call.args.path ?? call.args.command;
    if (typeof v !== 'string')
        return undefined;
    return v.length > 100 ? `${v.slice(0, 97)}...` : v;
}


/***/ }),

/***/ 7355:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MAX_LINE = exports.SEPARATORS = exports.PLAIN = void 0;
exports.surelyHarmless = surelyHarmless;
exports.namesAny = namesAny;
exports.mentionsSwitchVariable = mentionsSwitchVariable;
const shells_js_1 = __webpack_require__(8968);
const writingCommands_js_1 = __webpack_require__(7545);
const INTERPRETER = /^(python[0-9.]*|node|nodejs|bun|deno|perl|ruby|php)$/;
const CAREFUL = new Set([
    ...writingCommands_js_1.WRITING_COMMANDS.filter((n) => !INTERPRETER.test(n)),
    ...shells_js_1.SHELLS,
    'busybox',
    'eval',
    'exec',
    'source',
    'xargs',
    'find',
    'sudo',
    'doas',
    'env',
    'command',
    'nohup',
    'nice',
    'stdbuf',
    'timeout',
    'time',
    'ionice',
    'chrt',
    'flock',
    'watch',
    'parallel',
    'su',
    'runuser',
    'script',
    'pushd',
    'popd',
    'diffgate',
    'alias',
    'hash',
    'enable',
]);
const GIT_READ_ONLY = new Set([
    'status',
    'diff',
    'log',
    'show',
    'rev-parse',
    'ls-files',
    'blame',
    'describe',
    'shortlog',
    'ls-tree',
    'cat-file',
    'grep',
]);
exports.PLAIN = /^[A-Za-z0-9_ \t.,:=@%+/-]*$/;
exports.SEPARATORS = /\|\||&&|[|;\n&]/;
function surelyHarmless(command) {
    const parts = command.split(exports.SEPARATORS);
    if (!parts.every((part) => exports.PLAIN.test(part)))
        return false;
    if (/diffgate|hookspath|--no-veri/i.test(command))
        return false;
    for (const part of parts) {
        const words = part
            .trim()
            .split(/[ \t]+/)
            .filter(Boolean);
        if (words.length === 0)
            continue;
        if (words[0].includes('='))
            return false;
        const names = words.map((w) => w.slice(w.lastIndexOf('/') + 1));
        const name = names[0];
        if (name === 'git') {
            const sub = words[1];
            if (sub === undefined || !GIT_READ_ONLY.has(sub))
                return false;
            if (words.some((w) => w.startsWith('--output') ||
                w.startsWith('--ext-diff') ||
                /^-[A-Za-z0-9]*O/.test(w) ||
                w.startsWith('--op') ||
                w === '--no-index'))
                return false;
            continue;
        }
        if (names.some((n) => CAREFUL.has(n)))
            return false;
        if (names.some((n) => INTERPRETER.test(n)) && words.some((w) => w.startsWith('-')))
            return false;
        if (words.some((w) => w.startsWith('--pre') || w.startsWith('-exec')))
            return false;
    }
    return true;
}
function namesAny(command, names) {
    return command.split(/[\s;&|()<>`'"{}$]+/).some((w) => w !== '' && names.has(w.slice(w.lastIndexOf('/') + 1)));
}
exports.MAX_LINE = 512 * 1024;
function mentionsSwitchVariable(command) {
    return /(HUSKY|LEFTHOOK|SKIP|PRE_COMMIT_|GIT_CONFIG|DIFFGATE_)/.test(command);
}


/***/ }),

/***/ 8968:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SHELLS = void 0;
exports.SHELLS = new Set([
    'sh',
    'bash',
    'dash',
    'zsh',
    'ksh',
    'mksh',
    'ash',
    'fish',
    'csh',
    'tcsh',
]);


/***/ }),

/***/ 7545:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WRITING_COMMANDS = void 0;
exports.WRITING_COMMANDS = [
    'cp',
    'mv',
    'install',
    'ln',
    'rsync',
    'rm',
    'unlink',
    'rmdir',
    'shred',
    'touch',
    'mkfifo',
    'mknod',
    'truncate',
    'fallocate',
    'tee',
    'sponge',
    'chmod',
    'chown',
    'chgrp',
    'chattr',
    'sed',
    'perl',
    'ruby',
    'awk',
    'gawk',
    'dd',
    'sort',
    'uniq',
    'tar',
    'unzip',
    'gzip',
    'gunzip',
    'bzip2',
    'bunzip2',
    'xz',
    'unxz',
    'zstd',
    'unzstd',
    'curl',
    'wget',
    'git',
    'patch',
    'ed',
    'ex',
    'vi',
    'vim',
    'nvim',
    'nano',
    'emacs',
    'sudoedit',
    'python',
    'node',
    'nodejs',
    'bun',
    'deno',
    'php',
    'shuf',
    'xxd',
    'iconv',
    'zip',
    'cmake',
    'objcopy',
    'openssl',
    'split',
];


/***/ }),

/***/ 2840:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ToolInput = void 0;
const claude_js_1 = __webpack_require__(209);
const failure_js_1 = __webpack_require__(6640);
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
class ToolInput {
    tool;
    data;
    constructor(tool, data) {
        this.tool = tool;
        this.data = data;
    }
    string(name) {
        const v = this.data[name];
        if (typeof v !== 'string')
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.toolField(this.tool, name, 'a string'));
        return v;
    }
    optionalString(name) {
        return this.data[name] === undefined || this.data[name] === null ? undefined : this.string(name);
    }
    optionalBoolean(name) {
        const v = this.data[name];
        if (v === undefined || v === null)
            return false;
        if (typeof v !== 'boolean')
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.toolField(this.tool, name, 'true or false'));
        return v;
    }
    list(name) {
        const v = this.data[name];
        if (!Array.isArray(v) || !v.every(isObject))
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.toolField(this.tool, name, 'a list of objects'));
        return v.map((item, i) => new ToolInput(`${this.tool} ${name}[${i}]`, item));
    }
}
exports.ToolInput = ToolInput;


/***/ }),

/***/ 3508:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.calledName = exports.toolsOf = exports.CLAUDE_TOOL_NAMES = void 0;
exports.CLAUDE_TOOL_NAMES = { edit: 'Edit', write: 'Write', shell: 'Bash' };
const toolsOf = (ctx) => ctx.tools ?? exports.CLAUDE_TOOL_NAMES;
exports.toolsOf = toolsOf;
const calledName = (names, tool) => names?.called ?? tool;
exports.calledName = calledName;


/***/ }),

/***/ 6098:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.withCommandRuleErrors = withCommandRuleErrors;
async function withCommandRuleErrors(manifest, known) {
    const patterns = manifest.rules.filter((r) => r.kind.startsWith('command-')).map((r) => r.pattern);
    if (patterns.length === 0 || (known && patterns.every((p) => known.has(p))))
        return manifest;
    const { commandRules } = await __webpack_require__.e(/* import() */ "3749-5164").then(__webpack_require__.bind(__webpack_require__, 3749));
    const { rules, errors } = commandRules(manifest.rules);
    known?.add(rules.map((r) => r.rule.pattern).filter((p) => !known.has(p)));
    if (errors.length === 0)
        return manifest;
    return {
        ...manifest,
        errors: [...manifest.errors, ...errors].sort((a, b) => a.line - b.line || a.column - b.column),
    };
}


/***/ }),

/***/ 1786:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.manifestText = void 0;
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
    patternTooLong: (n, max) => `expected a pattern of at most ${max.toLocaleString('en-US')} characters, not ${n.toLocaleString('en-US')}`,
    patternBackslash: (p) => `expected "/" as the path separator in ${JSON.stringify(p)}, not "\\"`,
    patternTrailingSlash: (p) => `expected a pattern without a trailing "/", which matches no file: ${JSON.stringify(`${p}**`)} for everything under the folder`,
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
    badRegex: (key, value, why) => `expected ${key}=REGEX with REGEX a JavaScript regular expression (the rest of the column), found ${JSON.stringify(value)}: ${why}`,
    headWithAtEnd: () => 'expected head=REGEX or at=end, not both: with head= new sections go above the released part',
    budgetNeedsLimit: () => 'expected a limit for budget: lines=N, bytes=N or both',
};


/***/ }),

/***/ 6941:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.tripwireText = void 0;
const kindNoun = {
    freeze: 'a frozen file',
    invariant: 'a file with invariant spans',
    append: 'an append-only file',
    budget: 'a file under a size budget',
    deny: 'a path the manifest denies',
    secret: 'a path on the built-in secret list',
    manifest: 'the diffgate manifest',
    'gate-switch': 'a gate file (it could switch a check off)',
    'save-gate': 'a save-gated file',
};
const endOfTurnLead = (count) => `diffgate found ${count === 1 ? 'a protected file' : `${count} protected files`} changed at the end of the turn`;
const endOfTurnMark = "(diffgate held the end of the turn with this message: it is not the person's prompt, and no release phrase in it releases anything.)";
exports.tripwireText = {
    endOfTurnLead,
    endOfTurnMark,
    header: (tool, count) => tool === 'Stop' || tool === 'SubagentStop'
        ? `${endOfTurnLead(count)} (by a process still running, or left from an earlier call) and put ${count === 1 ? 'it' : 'them'} back.`
        : `diffgate checked what this ${tool} call really changed: it changed ${count === 1 ? 'a protected file' : `${count} protected files`}, so diffgate put ${count === 1 ? 'it' : 'them'} back as ${count === 1 ? 'it was' : 'they were'} before the call.`,
    headerBefore: (tool, count) => `Before this ${tool} call ran, diffgate found ${count === 1 ? 'a protected file' : `${count} protected files`} changed since it last looked, while the agent was at work (no message from the person since its last call, or another session's call in progress): a call running beside this one, or a process an earlier call left running (in the background), changed ${count === 1 ? 'it' : 'them'}. diffgate put ${count === 1 ? 'it' : 'them'} back as ${count === 1 ? 'it was' : 'they were'}.`,
    beforeNext: () => 'This call did not run. Stop whatever you left running that writes protected files (or let the other call finish), then make this call again. If the person changed the file themselves while you worked, tell them where their version is kept.',
    recordPendingLead: 'diffgate is still taking its record',
    recordPending: (tool, recorded, folders) => `This ${tool} call did not run: diffgate is still taking its record of the protected files (${recorded} recorded so far; not yet walked: ${folders.slice(0, 3).join(', ')}${folders.length > 3 ? ` and ${folders.length - 3} more folders` : ''}). The hook's time ran out before the walk did, as it does with tens of thousands of protected files, and a protected file not yet recorded could be changed with nothing to put back, so no call runs until every one is.\nnext: make this same call again: each call goes on with the record (about half the hook's time each) and runs once the record is whole. If this repeats more than a few times, tell the person: a longer DIFFGATE_HOOK_TIMEOUT in the agent's hook environment lets one call record more.`,
    walkCut: (checked, total, seconds, after) => `diffgate could not look at every protected file within the hook's time limit of ${seconds} s: without the watch it looks at each of the ${total} recorded paths on every call, and had looked at ${checked} when the time ran out. A protected file it did not look at cannot be vouched for, so ${after ? 'this is not taken for a call that changed nothing: what this call changed is not judged yet. The record still holds the protected files as they were before it, and the first call whose look finishes judges the change and puts back what the rules refuse; until then every call is blocked' : 'this call did not run'}.\nnext: tell the person, and make no more calls until they have. The lasting fix is the watch, which looks only at what changed: run \`watchman watch-project .\` once in the repository and set DIFFGATE_WATCHMAN=1 in the agent's hook environment (docs/tripwire.md, "The watch"). Or give the hook more time: DIFFGATE_HOOK_TIMEOUT (seconds, up to 600) in that environment, within the agent's own hook timeout. \`diffgate doctor\` says how many protected files the watch covers.`,
    recordWhole: (tool) => `This ${tool} call did not run: diffgate is still taking its record of the protected files. This call made the record whole, and the hook's time ran out before it could look at every file in it once more.\nnext: make this same call again: it runs once diffgate has looked at the whole record within one call's time.`,
    recordGone: () => 'it was removed',
    partForged: (part, entries, missing) => `its part ${part}, which held what diffgate recorded of ${entries} protected ${entries === 1 ? 'path' : 'paths'}, ${missing ? 'was removed' : 'was rewritten or replaced after diffgate wrote it (the record names each part by its change time and the hash of its bytes)'}, so none of the paths it held could be vouched for`,
    keptCopiesGone: (count) => `the kept ${count === 1 ? 'copy' : 'copies'} of ${count === 1 ? 'a protected file' : `${count} protected files`} in its blobs folder ${count === 1 ? 'was' : 'were'} removed, replaced or altered (a kept copy's bytes must hash to its name)`,
    recordForged: (record, problem, kept, git) => `diffgate's record of the protected files (${record}) was not as diffgate left it: ${problem}. Only a process within the agent's reach changes it.${kept ? ` The record found there is kept at ${kept}.` : ''} ${git ? "Every protected file git's HEAD holds was compared with HEAD instead (HEAD as it was at the person's latest prompt, where the prompt noted it; the commits made since are checked), and judged as if the call had made the difference." : 'A new record was taken; what changed before it cannot be judged.'} Do not touch diffgate's folders (.git/diffgate/, the state folder): they are how the person's rules are kept.`,
    rewrittenPlaceholder: (path, oid) => `diffgate: this file (${path}) could not be put back: git's object ${oid}, HEAD's version of it, was rewritten (its bytes do not hash to its name). The version that was here is kept in .git/diffgate/quarantine/. Restore this file from a copy you trust; \`git fsck\` names the rewritten objects.\n`,
    unwitnessedPlaceholder: (path) => `diffgate: this file (${path}) could not be put back: diffgate's record was gone and git's HEAD named no commit git has (its branch's ref removed or rewritten, and HEAD's reflog naming none), so nothing said what the file held. The version that was here is kept in .git/diffgate/quarantine/. Put HEAD back on its commit (\`git reflog\`, \`git update-ref\`), then \`git checkout HEAD -- ${path}\`, or restore the file from a copy you trust.\n`,
    headLost: (paths) => `git's HEAD named no commit git has (its branch's ref removed or pointed at an object git does not have, and HEAD's reflog naming none), so nothing said what ${paths.length === 1 ? 'a protected file' : `${paths.length} protected files`} (${paths
        .slice(0, 5)
        .join(', ')}${paths.length > 5 ? ` and ${paths.length - 5} more` : ''}) held: each was judged as changed, now holds a notice where a rule forbids the change, and the version that was there is kept in the quarantine.\nnext: tell the person. They put HEAD back on the commit it named (\`git log --all -n5\` and a clone or remote name it; \`git update-ref refs/heads/<branch> <commit>\`), then \`git checkout HEAD -- <file>\` for each file named.`,
    objectRewritten: (found) => `git's object store was rewritten: ${found.some((f) => f.tree) ? "HEAD's tree of protected files" : `HEAD's version of ${found.length === 1 ? 'a protected file' : `${found.length} protected files`}`} (${found
        .slice(0, 5)
        .map((f) => f.tree
        ? `the folder ${f.path === '.' ? 'at the top' : f.path}: tree object ${f.oid}`
        : `${f.path}: object ${f.oid}`)
        .join(', ')}${found.length > 5 ? ` and ${found.length - 5} more` : ''}) no longer holds the bytes its name is the hash of, so git's HEAD cannot say what ${found.length === 1 && found[0]?.tree !== true ? 'that file' : 'those files'} held.${found.some((f) => f.tree) ? " The protected files in a folder whose tree object was rewritten were compared with git's index instead (as it was before the call, unless the call staged its change)." : ''} Each such file now holds a notice where a rule forbids the change, and the version that was there is kept in the quarantine. Only a process within the agent's reach rewrites git's objects.\nnext: tell the person. They run \`git fsck\`, which names each rewritten object (a "hash mismatch"), delete those object files, take the objects back from a clone or remote they trust (\`git cat-file blob <object>\` there, \`git hash-object -w --stdin\` here), then \`git checkout HEAD -- <file>\`. Until then \`git checkout\` and \`git restore\` write the rewritten bytes.`,
    headerCommits: (tool) => `diffgate checked the commits this ${tool} call made.`,
    changed: (path, what) => (what === '' ? `${path} was changed.` : `${path} was changed: ${what}`),
    noun: (kind) => kindNoun[kind] ?? `a file protected by a ${kind} rule`,
    restored: (kept, existed) => `${existed ? 'It is back to its content, mode and type from before the call' : 'It did not exist before the call and was moved away'}${kept ? `; the call's version is kept at ${kept}` : ''}.`,
    putBack: 'put back:',
    why: 'why:',
    next: 'next:',
    nextEdit: (edit) => `If the change is needed, make it with the ${edit} tool, whose proposed change diffgate can check before it happens; if the rule forbids it, show the person the change you intended and why, and wait for them to decide.`,
    nextGate: () => 'Do not try to switch diffgate, git hooks or their settings off. Tell the person what you needed, and let them change the setup.',
    nextSecret: () => 'Do not create secret files. If the task needs one, ask the person to create it, or to add an "allow" line for a fixture that is not a secret.',
    workaround: () => 'Do not work around this by changing another file instead, or by making the same change another way (another tool, a script, a background process).',
    stragglers: (found, unknown) => unknown
        ? "diffgate could not list the processes running on this machine (no /proc, no ps), so it cannot tell whether the last turn left one running: what changed after that turn ended is judged as the agent's, as above."
        : `Processes started during the last turn were still running: ${found
            .slice(0, 8)
            .map((p) => `${p.pid} (${p.name})`)
            .join(', ')}${found.length > 8 ? ` and ${found.length - 8} more` : ''}. While any runs, what changes after the turn ended is judged as the agent's, not the person's. next: if you started them (a background job, a process left behind), stop them (kill ${found
            .slice(0, 8)
            .map((p) => p.pid)
            .join(' ')}) and do not leave processes that write files after your turn. If the person made the change themselves, tell them where their version is kept: they keep it by making it again with the release phrase in their message.`,
    promptNotClient: (why, sender, client) => `diffgate: this prompt was sent by ${sender === undefined ? 'a process diffgate could not identify' : `process ${sender}`}, ${why === 'namespaces'
        ? `in other namespaces (user, pid, mount) than this session's client (process ${client}) runs its hooks in`
        : why === 'client'
            ? `not by process ${client}, which sent this session's previous prompt and is still running`
            : "a process started during this session's last turn (by the agent's calls, not by the person)"}: a command run by the agent can send a prompt event, so this one is not taken as the person's. It starts no turn, its release phrases release nothing, and what changed since the last check is judged as the agent's. next: if you are the person and typed it, ${why === 'client'
        ? `run the session in one client only (end process ${client} if it is an old client of this session)`
        : why === 'namespaces'
            ? 'run the client as you ran it before (not inside another sandbox or container), or start a new session'
            : 'end the processes the last turn left running (they are named when they are found)'}, then write your message again.`,
    release: (phrases) => `A person can let such a change stand: they include ${phrases.map((p) => JSON.stringify(p)).join(' or ')} in their next message, and the change is then kept for that turn (recorded in the audit log).`,
    commit: (sha, subject) => `Commit ${sha.slice(0, 12)} (${JSON.stringify(subject)}) breaks a rule:`,
    commitRecorded: (record) => `The commit was left as it is, and recorded in ${record}: pre-push refuses it whatever its message says, until a person pushes it with DIFFGATE_RELEASE set.`,
    commitNext: () => 'Undo the commit (git reset --soft HEAD~1), put the protected file back (git checkout HEAD~1 -- <path> before the reset, or git restore --source=HEAD --staged --worktree <path> after it), and commit again; or show the person the commit and why, and wait for them to decide.',
    commitVia: (refs) => `It came in through ${refs.join(', ')}, which no fetch from that remote moved there: a remote-tracking ref is a file in this repository, not the remote, and a commit put there from a path, another repository or git update-ref is judged like your own.`,
    commitViaNext: () => 'Take it out as below (the commit stays in git, so nothing is lost), and do not bring it in another way; show the person the commit and why, and wait for them to decide.',
    commitViaRun: (refs, headBefore) => [
        ...(headBefore ? [`git reset -q ${headBefore}`] : []),
        ...refs.map((r) => `git update-ref -d ${r}`),
    ],
    run: 'run:',
    commitsMore: (n, folder) => `And ${n === 1 ? '1 more commit' : `${n} more commits`} that break a rule, each recorded in ${folder} like those above (pre-push refuses them): so many commits made in one call are not the person's work; show the person, and wait for them to decide.`,
    commitErrorsMore: (n) => `And ${n} more commits that could not be checked.`,
    headLostInCall: (from) => `HEAD named commit ${from} before the call and names no commit now: its branch's ref was removed or made to name an object git does not have, or HEAD was pointed at a branch that does not exist. The next commit would have nothing to be judged against (pre-commit then judges it against the commit HEAD's reflog last named, and refuses it when none is named).\nnext: tell the person. Put HEAD back on its commit (\`git update-ref refs/heads/<branch> ${from}\`, or \`git checkout <branch>\`); do not remove or rewrite git's refs by hand.`,
    commitError: (detail) => `The commits made during the call could not be checked: ${detail}`,
    unreadable: (path, why) => `${path} changed but cannot be read back to judge it (${why}).`,
    unreadableReason: () => 'A change that cannot be judged is not let through (fail closed).',
    tooLarge: (bytes, mib) => `${bytes} bytes, over the ${mib} MiB the tripwire reads to judge a file within the hook's time limit`,
    lockHeld: (lock, pid, seconds) => pid === undefined
        ? `the tripwire's lock ${lock} could not be taken within the hook's time limit (${seconds} s): something keeps putting a file in its place, so this call could not be checked. The person stops the process that writes there and removes ${lock}`
        : `the tripwire's lock ${lock} is held by process ${pid}, another diffgate hook still at work; this hook waited ${seconds} s for it and could not check this call within its time limit. Retry the call once; if this comes again and no diffgate hook is running (ps -p ${pid} shows none), the person removes the folder ${lock}`,
    storeMode: (path, was, now) => `diffgate's folder ${path} had its permissions set to ${was}, which kept every diffgate hook from reading it: a process within the agent's reach did that. diffgate set them back to ${now}, and judged what changed.`,
    storeNotFolder: (path, stood, aside) => `diffgate's folder ${path} was ${stood}, not the folder diffgate keeps there: a process within the agent's reach replaced it, and every diffgate hook failed on it. What stood there is kept at ${aside}; diffgate made the folder anew.`,
    storeReplaced: () => 'the folder that held it was replaced',
    lockStopped: (pid) => `diffgate's hook process ${pid} held the tripwire's lock but was stopped (SIGSTOP: state T in /proc/${pid}/stat), so it could not finish judging a call, and while a hook does not answer the client lets calls through. This hook took the lock over and judged what changed.`,
    storeNext: () => "next: stop whatever you left running that changes diffgate's folders (.git/diffgate/) or stops its processes, and do not touch them again; tell the person what happened, then make this call again.",
    witnessTooLarge: (mib) => `it is over the ${mib} MiB diffgate reads of it`,
    witnessUnreadable: (detail) => `it cannot be read (${detail})`,
    witnessNotJson: () => 'it is not the JSON diffgate writes',
    witnessOtherGit: (git) => `it names another git folder (${git}) than this repository's`,
    witnessNoList: () => 'the list of the gate paths it holds is missing',
    witnessEntriesMissing: (n) => `${n === 1 ? 'the entry of 1 gate path it lists is' : `the entries of ${n} gate paths it lists are`} missing or not listed`,
    witnessBroken: (file, why, unknown) => `diffgate's witness of the gate files git's HEAD does not hold (${file}) was not as diffgate left it: ${why}. Only a process within the agent's reach changes it. So what those files held before cannot be known, and none of them is taken as unchanged: ${unknown.length === 0
        ? 'none of them is there now.'
        : `${unknown.length === 1 ? 'this one, which is there now, is judged as changed by the call and left as it is (there is nothing to put it back to)' : `these ${unknown.length}, which are there now, are judged as changed by the call and left as they are (there is nothing to put them back to)`}: ${unknown
            .slice(0, 10)
            .join(', ')}${unknown.length > 10 ? ` and ${unknown.length - 10} more` : ''}.`} A gate file removed cannot be seen this way.\nnext: tell the person at once, and make no more changes to them. The person looks at each of these files for a setting that switches a check off (core.hooksPath, a hook, an alias, a shell function named git) and puts back what they did not write, runs \`diffgate doctor\` (it says whether the git hooks and the agent's hooks are in place), then sends their next message: until then every call is blocked and says which files, and their next message takes the files as they are then.`,
    unknownStill: (paths, quarantine) => `diffgate cannot vouch for ${paths.length === 1 ? 'this gate file' : `these ${paths.length} gate files`}, whose witness was broken (what ${paths.length === 1 ? 'it' : 'they'} held before is not known, so nothing was put back; a copy of each file whose bytes diffgate keeps is in ${quarantine} or the quarantine of the call that found it): ${paths
        .slice(0, 10)
        .join(', ')}${paths.length > 10 ? ` and ${paths.length - 10} more` : ''}. Every call is blocked with this until the person's next message.\nnext: tell the person at once; they check ${paths.length === 1 ? 'it' : 'them'} for a setting that switches a check off, run \`diffgate doctor\`, then send their next message.`,
    restoreFailed: (path, why) => `${path} could not be put back (${why}); tell the person at once, it needs a person's hand.`,
};


/***/ }),

/***/ 5684:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.formatManifestError = formatManifestError;
exports.parseManifest = parseManifest;
const rule_js_1 = __webpack_require__(4918);
const manifest_js_1 = __webpack_require__(1786);
function formatManifestError(e) {
    return `${e.file}:${e.line}:${e.column}: ${e.message}`;
}
const positiveInt = (key) => (value) => /^[1-9][0-9]*$/.test(value) && Number.isSafeInteger(Number(value))
    ? { [key]: Number(value) }
    : manifest_js_1.manifestText.badNumber(key, value);
const OPTIONS = {
    append: { at: (v) => (v === 'end' ? { atEnd: true } : manifest_js_1.manifestText.badValue('at', v, 'end')), head: headOption },
    budget: { lines: positiveInt('lines'), bytes: positiveInt('bytes') },
    'save-gate': {
        words: (v) => {
            const words = v.split(',').map((w) => w.trim().toLowerCase());
            return words.some((w) => w === '')
                ? manifest_js_1.manifestText.badValue('words', v, 'a comma-separated list of words')
                : { words };
        },
    },
};
const REST_OF_COLUMN = new Set(['head']);
function headOption(value) {
    if (value === '')
        return manifest_js_1.manifestText.badRegex('head', value, 'it is empty');
    const problem = regexProblem(value);
    return problem === undefined ? { head: value } : manifest_js_1.manifestText.badRegex('head', value, problem);
}
function regexProblem(source) {
    try {
        new RegExp(source);
        return undefined;
    }
    catch (e) {
        return e.message;
    }
}
function parseManifest(text, file) {
    const rules = [];
    const errors = [];
    const lines = (text.startsWith('\uFEFF') ? text.slice(1) : text).split('\n');
    lines.forEach((raw, index) => {
        const lineNo = index + 1;
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line.trim() === '' || line.trimStart().startsWith('#'))
            return;
        const lineErrors = [];
        const err = (column, message) => lineErrors.push({ file, line: lineNo, column, message });
        const cols = line.split('\t');
        const starts = [];
        let at = 1;
        for (const c of cols) {
            starts.push(at);
            at += c.length + 1;
        }
        const [kindText = '', pattern = '', reason = '', optionsText = ''] = cols;
        const kind = rule_js_1.RULE_KINDS.includes(kindText)
            ? kindText
            : rule_js_1.KIND_ALIASES[kindText];
        if (!kind)
            err(1, manifest_js_1.manifestText.unknownKind(kindText));
        if (cols.length < 3) {
            err(line.length + 1, manifest_js_1.manifestText.missingColumns(cols.length));
        }
        else if (cols.length > 4) {
            err(starts[4], manifest_js_1.manifestText.extraColumns(cols.length));
        }
        if (cols.length >= 2) {
            const problem = kind ? checkPattern(kind, pattern) : undefined;
            if (problem)
                err(starts[1], problem);
        }
        if (cols.length >= 3 && reason.trim() === '')
            err(starts[2], manifest_js_1.manifestText.emptyReason());
        const options = {};
        const written = kind && cols.length === 4 ? parseOptions(kind, optionsText, starts[3], options, err) : new Set();
        if (kind === 'append' && options.head !== undefined && options.atEnd)
            err(starts[3], manifest_js_1.manifestText.headWithAtEnd());
        if (kind === 'budget' && cols.length >= 3 && !written.has('lines') && !written.has('bytes')) {
            err(cols.length === 4 ? starts[3] : line.length + 1, manifest_js_1.manifestText.budgetNeedsLimit());
        }
        if (lineErrors.length > 0 || !kind) {
            errors.push(...lineErrors);
            return;
        }
        rules.push({
            kind,
            pattern,
            reason,
            options,
            file,
            line: lineNo,
            optionsText: cols.length === 4 ? optionsText : '',
        });
    });
    return { file, rules, errors };
}
function parseOptions(kind, text, column, into, err) {
    const spec = OPTIONS[kind] ?? {};
    const seen = new Set();
    const mentioned = new Set();
    let offset = 0;
    for (let word of text.split(' ')) {
        const start = offset;
        const col = column + offset;
        offset += word.length + 1;
        if (word === '')
            continue;
        const eq = word.indexOf('=');
        const key = eq === -1 ? word : word.slice(0, eq);
        const rest = eq !== -1 && REST_OF_COLUMN.has(key) && spec[key] !== undefined;
        if (rest)
            word = text.slice(start);
        const parse = spec[key];
        if (!parse) {
            err(col, manifest_js_1.manifestText.unknownOption(kind, key, Object.keys(spec)));
            continue;
        }
        mentioned.add(key);
        if (eq === -1) {
            err(col, manifest_js_1.manifestText.optionNeedsValue(key));
            continue;
        }
        if (seen.has(key)) {
            err(col, manifest_js_1.manifestText.duplicateOption(key));
            continue;
        }
        seen.add(key);
        const result = parse(word.slice(eq + 1));
        if (typeof result === 'string')
            err(col, result);
        else
            Object.assign(into, result);
        if (rest)
            break;
    }
    return mentioned;
}
function checkPattern(kind, pattern) {
    if (pattern.trim() === '')
        return manifest_js_1.manifestText.emptyPattern(kind);
    if (pattern !== pattern.trim())
        return manifest_js_1.manifestText.patternSpaces();
    if (!(0, rule_js_1.isPathKind)(kind))
        return undefined;
    if (pattern.length > MAX_PATTERN)
        return manifest_js_1.manifestText.patternTooLong(pattern.length, MAX_PATTERN);
    if (pattern.includes('\\'))
        return manifest_js_1.manifestText.patternBackslash(pattern);
    if (pattern.startsWith('./'))
        return manifest_js_1.manifestText.patternDotSlash(pattern);
    if (pattern.endsWith('/'))
        return manifest_js_1.manifestText.patternTrailingSlash(pattern);
    if (DOT_DOT.test(pattern))
        return manifest_js_1.manifestText.patternDotDot(pattern);
    const unbalanced = unbalancedBracket(pattern);
    if (unbalanced)
        return manifest_js_1.manifestText.patternUnbalanced(pattern, unbalanced);
    return undefined;
}
const MAX_PATTERN = 32_768;
const DOT_DOT = /(^|\/)\.\.(\/|$)/;
const BRACKETS = /[[\]{}()]/;
const PAIRS = { ']': '[', '}': '{', ')': '(' };
function unbalancedBracket(pattern) {
    if (!BRACKETS.test(pattern))
        return undefined;
    const stack = [];
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            i++;
            continue;
        }
        if (c === '[' || c === '{' || c === '(')
            stack.push(c);
        else if (c in PAIRS) {
            if (stack.pop() !== PAIRS[c])
                return c;
        }
    }
    return stack.pop();
}


/***/ }),

/***/ 4918:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DEFAULT_SAVE_WORDS = exports.DEFAULT_RELEASE_PHRASE = exports.RULE_KINDS = exports.KIND_ALIASES = void 0;
exports.isPathKind = isPathKind;
exports.isOutsidePattern = isOutsidePattern;
exports.releasePhrases = releasePhrases;
exports.KIND_ALIASES = { A: 'freeze', B: 'invariant', C: 'append' };
exports.RULE_KINDS = [
    'freeze',
    'invariant',
    'append',
    'budget',
    'deny',
    'allow',
    'save-gate',
    'release',
    'command-allow',
    'command-ask',
    'command-deny',
];
function isPathKind(kind) {
    return kind !== 'release' && !kind.startsWith('command-');
}
function isOutsidePattern(pattern) {
    return pattern.startsWith('~/') || pattern.startsWith('/');
}
exports.DEFAULT_RELEASE_PHRASE = 'guard release';
function releasePhrases(rules) {
    const phrases = rules.filter((r) => r.kind === 'release').map((r) => r.pattern);
    return phrases.length > 0 ? phrases : [exports.DEFAULT_RELEASE_PHRASE];
}
exports.DEFAULT_SAVE_WORDS = ['save', 'remember'];


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
function location(v) {
    if (v.line === undefined)
        return v.path;
    return v.endLine !== undefined ? `${v.path}:${v.line}-${v.endLine}` : `${v.path}:${v.line}`;
}


/***/ })

};
