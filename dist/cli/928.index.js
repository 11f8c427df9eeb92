"use strict";
exports.id = 928;
exports.ids = [928];
exports.modules = {

/***/ 6928:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MANIFEST_NAME = void 0;
exports.contextOf = contextOf;
exports.locate = locate;
exports.findRepository = findRepository;
exports.userManifestFile = userManifestFile;
exports.loadRules = loadRules;
/**
 * Where the hook stands: the workspace (CLAUDE_PROJECT_DIR, else the repository around the
 * working directory), the repository root and git directory (found on disk, without running
 * git), and the rules in force: the repository's manifest as it is on disk and the user manifest
 * for paths outside any repository.
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const manifestGuard_js_1 = __webpack_require__(4036);
const claude_js_1 = __webpack_require__(209);
const commandRuleErrors_js_1 = __webpack_require__(6098);
const parseManifest_js_1 = __webpack_require__(5684);
const rule_js_1 = __webpack_require__(4918);
const exists_js_1 = __webpack_require__(5767);
const realPath_js_1 = __webpack_require__(1344);
const failure_js_1 = __webpack_require__(6117);
const displayPath_js_1 = __webpack_require__(2062);
exports.MANIFEST_NAME = '.diffgate.tsv';
/**
 * The context for a file in another repository inside the workspace (a folder that holds
 * repositories, or one nested in another): that repository's rules apply to it, as its own
 * pre-commit hook would apply them. The same context when the file is in the workspace's own.
 */
async function contextOf(real, ctx, rulesFor) {
    const repo = findRepository(node_path_1.posix.dirname(real));
    if (!repo || repo.root === ctx.place.root || !(0, realPath_js_1.isWithin)(repo.root, ctx.place.workspace))
        return ctx;
    const place = { ...ctx.place, root: repo.root, gitDir: repo.gitDir };
    return { place, rules: await rulesFor(place) };
}
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
/** Walks up from `dir` to the first `.git` (a directory, or a file naming one: worktrees, submodules). */
function findRepository(dir) {
    for (let d = dir;; d = node_path_1.posix.dirname(d)) {
        const dotGit = node_path_1.posix.join(d, '.git');
        const stat = (0, exists_js_1.statOrUndefined)(dotGit, 'nofollow');
        if (stat?.isDirectory())
            return { root: d, gitDir: node_fs_1.realpathSync.native(dotGit) };
        if (stat?.isFile()) {
            const m = /^gitdir:\s*(.+?)\s*$/m.exec((0, node_fs_1.readFileSync)(dotGit, 'utf8'));
            if (m)
                return { root: d, gitDir: realOr(node_path_1.posix.resolve(d, m[1])) };
        }
        if (node_path_1.posix.dirname(d) === d)
            return undefined;
    }
}
/** A path's real path, or the path itself when it cannot be resolved. */
function realOr(path) {
    try {
        return node_fs_1.realpathSync.native(path);
    }
    catch {
        return path;
    }
}
function userManifestFile(env, home) {
    const config = env.XDG_CONFIG_HOME && node_path_1.posix.isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : node_path_1.posix.join(home, '.config');
    return node_path_1.posix.join(config, 'diffgate', 'manifest.tsv');
}
/** Reads a manifest; null when it does not exist; any other failure to read blocks. */
async function readManifest(file, label, known, texts) {
    let text;
    try {
        const given = texts?.get(file);
        if (given === null)
            return null;
        text = given ?? (0, node_fs_1.readFileSync)(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return null;
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestUnreadable(label, e.message));
    }
    // Command rules that can never match are errors for every tool, as for the git hooks and the Action.
    const manifest = await (0, commandRuleErrors_js_1.withCommandRuleErrors)((0, parseManifest_js_1.parseManifest)(text, label), known);
    if (manifest.errors.length > 0)
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestErrors(label, manifest.errors.map(parseManifest_js_1.formatManifestError)));
    return manifest;
}
/**
 * `texts`: manifests' texts by path, read instead of the files (null: the file did not exist), so
 * that the tripwire judges a call under the manifests as they were before it.
 */
async function loadRules(place, env, known, texts) {
    const repoFile = node_path_1.posix.join(place.root, exports.MANIFEST_NAME);
    // git keeps a symlink as the link's text, so the git hooks would read no rules from one: refused alike
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
        // resolved only when it exists (most users have none; resolving a missing path throws, 0.1 ms)
        userFiles: user ? [...new Set([userFile, realOr(userFile)])] : [userFile],
        outside: { file: userLabel, rules: outside, errors: [] },
        releasePhrases: (0, manifestGuard_js_1.releasePhrases)(all),
    };
}


/***/ }),

/***/ 2062:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.displayPath = displayPath;
/** How a path is named in messages: repository-relative inside it, `~/...` under home, else absolute. */
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

/***/ 5767:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.statOrUndefined = statOrUndefined;
exports.existsOrUnknown = existsOrUnknown;
exports.isMissing = isMissing;
/**
 * What the hook asks the file system about a path. Synchronous: the hook makes one decision per
 * process, and node:fs/promises alone costs it 0.07x of node's start-up.
 */
const node_fs_1 = __webpack_require__(3024);
const statOf = (path, follow) => follow === 'follow' ? (0, node_fs_1.statSync)(path) : (0, node_fs_1.lstatSync)(path);
/** A path's status, or undefined when it cannot be had for any reason (for questions that fail safe either way). */
function statOrUndefined(path, follow) {
    try {
        return statOf(path, follow);
    }
    catch {
        return undefined;
    }
}
/**
 * Whether a path exists, for decisions that differ between existing and missing files. Only a
 * path that is surely missing (ENOENT, ENOTDIR) counts as missing; one that cannot be inspected
 * counts as existing, so the rules for existing files still apply (fail closed).
 */
function existsOrUnknown(path, follow) {
    try {
        statOf(path, follow);
        return true;
    }
    catch (e) {
        return !isMissing(e);
    }
}
/** ENOENT or ENOTDIR: the path is not there (anything else means it could not be inspected). */
function isMissing(e) {
    const code = e?.code;
    return code === 'ENOENT' || code === 'ENOTDIR';
}


/***/ }),

/***/ 6117:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HookFailure = void 0;
/** A failure the hook reports and blocks on (exit 2): bad input, an unreadable or invalid manifest. */
class HookFailure extends Error {
}
exports.HookFailure = HookFailure;


/***/ }),

/***/ 1344:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.realPathOf = realPathOf;
exports.isWithin = isWithin;
/**
 * The real path of a path that may not exist yet: symlinks resolved, and for a missing path the
 * real path of its nearest existing parent with the rest appended. A dangling symlink is followed
 * to where it points, since writing through it creates its target there.
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const exists_js_1 = __webpack_require__(5767);
const MAX_LINKS = 40;
function realPathOf(abs, depth = 0) {
    try {
        return node_fs_1.realpathSync.native(abs);
    }
    catch (e) {
        if (!(0, exists_js_1.isMissing)(e))
            throw e;
    }
    if (depth > MAX_LINKS)
        throw new Error(`too many levels of symbolic links at ${abs}`);
    const link = (0, exists_js_1.statOrUndefined)(abs, 'nofollow')?.isSymbolicLink() ?? false;
    if (link) {
        const target = (0, node_fs_1.readlinkSync)(abs);
        return realPathOf(node_path_1.posix.resolve(node_path_1.posix.dirname(abs), target), depth + 1);
    }
    const parent = node_path_1.posix.dirname(abs);
    if (parent === abs)
        return abs;
    return node_path_1.posix.join(realPathOf(parent, depth + 1), node_path_1.posix.basename(abs));
}
/** Whether `path` is `dir` or lies under it (both absolute and normalised). */
function isWithin(path, dir) {
    return path === dir || path.startsWith(dir.endsWith('/') ? dir : `${dir}/`);
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
    const { commandRules } = await __webpack_require__.e(/* import() */ "15-477").then(__webpack_require__.bind(__webpack_require__, 3749));
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

/***/ 209:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.claudeText = void 0;
/** The Claude Code hook's sentences: what the model is told when a tool call is blocked, and why. */
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
    noDirectory: (dir, why) => `the working directory ${dir} cannot be resolved: ${why}`,
    manifestUnreadable: (label, why) => `the manifest ${label} exists but cannot be read: ${why}`,
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
        unknownTool: (tool) => `unknown tool ${JSON.stringify(tool)}: expected Write, Edit, MultiEdit, NotebookEdit, Read, Grep, Glob, LS, Bash or PowerShell (the hook's matcher names only these)`,
    },
    workspace: {
        unreachable: (path, code) => `${path} cannot be reached: ${code === 'ELOOP' ? 'its symlinks form a loop' : code === 'ENOTDIR' ? 'a part of it that would have to be a folder is a file' : 'the path is too long'}, so the tool cannot write or read it as given.`,
        unreachableNext: () => 'Check the path: list the folder it should be in (LS) and use a path that exists there.',
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
    },
    saveGate: {
        message: (path) => `Writing to ${path}, which may be written only in the turn right after the person asks to save.`,
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
        tooMany: () => 'The command names more paths (through globs, variables and possible working directories) than can be checked in time before it runs.',
        tooManyNext: () => 'Split it into smaller commands that name their files more plainly, or use the Edit tool for files the manifest protects.',
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
                            ? 'The command switches the hook manager off'
                            : "The command runs diffgate's own hook or uninstaller") +
            `: ${text.length > 120 ? `${text.slice(0, 117)}...` : text}`,
        gitHooks: (how, path) => `The command writes git's hooks (${path}, ${how}).`,
        gateFile: (how, path) => `The command writes ${path} (${how}), which decides whether the agent's hooks, diffgate among them, run at all.`,
        gateFileEdit: (tool, path) => `${tool} would change ${path}, which decides whether the agent's hooks, diffgate among them, run at all.`,
        next: () => `Do not switch the gate off. ${CLAUDE_WAIT}`,
        gitDirReason: () => "git's own files are changed by git commands only.",
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


/***/ })

};
;