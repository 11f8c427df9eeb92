"use strict";
exports.id = 2;
exports.ids = [2];
exports.modules = {

/***/ 6928:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MANIFEST_NAME = exports.MANIFEST_LIMIT = void 0;
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
const readRegular_js_1 = __webpack_require__(7111);
/** No manifest is larger than this: a longer one is refused, not read (see readRegular). */
exports.MANIFEST_LIMIT = 4 * 1024 * 1024;
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
/** Walks up from `dir` to the first `.git` (a directory, or a file naming one: worktrees, submodules). */
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
        text = given ?? (0, readRegular_js_1.readRegularText)(file, exports.MANIFEST_LIMIT);
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

/***/ 9002:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.gitChangedPaths = gitChangedPaths;
/**
 * Which files a git command that puts files back would really change (`git checkout .`,
 * `git restore src`, `git stash`): those that differ from where they come from, as
 * `git diff --name-only` reports them, run where the command runs with its pathspecs as written
 * (so git itself reads their magic and globs). Undefined when that cannot be told (no git, an
 * unknown revision, an unknown directory): the caller then treats every protected path as
 * possibly written (fail closed).
 */
const node_child_process_1 = __webpack_require__(1421);
const node_path_1 = __webpack_require__(6760);
const context_js_1 = __webpack_require__(6928);
const deadline_js_1 = __webpack_require__(2035);
const exists_js_1 = __webpack_require__(5767);
function gitChangedPaths(dir, restore) {
    const repo = (0, context_js_1.findRepository)(dir);
    if (!repo || restore.pathspecs === undefined)
        return undefined;
    let { from, pathspecs } = restore;
    if (restore.firstMayBeRevision) {
        const first = pathspecs[0];
        // `git checkout NAME`: a path when one exists, else a branch or revision (then the rest are paths)
        if (!first.startsWith(':') && !(0, exists_js_1.existsOrUnknown)(node_path_1.posix.resolve(dir, first), 'nofollow')) {
            if (pathspecs.length === 1)
                return []; // switching branches: not a restore (see docs/decisions.md)
            from = first;
            pathspecs = pathspecs.slice(1);
        }
    }
    const names = [];
    const run = (args) => {
        const r = (0, node_child_process_1.spawnSync)('git', ['-C', dir, ...args], {
            encoding: 'utf8',
            timeout: Math.max(200, Math.min(5000, (0, deadline_js_1.remainingMs)() - 500)),
            maxBuffer: 64 * 1024 * 1024,
            env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0' },
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        return r.status === 0 ? r.stdout : undefined;
    };
    const collect = (out) => {
        if (out === undefined)
            return false;
        for (const n of out.split('\0'))
            if (n !== '')
                names.push(node_path_1.posix.join(repo.root, n));
        return true;
    };
    const base = ['diff', '--name-only', '-z', '--no-renames', '--no-ext-diff'];
    if (restore.stash) {
        if (!collect(run([...base, `${from}^1`, from, '--'])))
            return undefined;
        // a stash made with -u keeps untracked files in a third parent: they are written back too
        if (run(['rev-parse', '-q', '--verify', `${from}^3`]) !== undefined)
            if (!collect(run(['ls-tree', '-r', '--name-only', '-z', `${from}^3`])))
                return undefined;
        return names;
    }
    if (!collect(run([...base, ...(from === 'index' ? [] : [from]), '--', ...pathspecs])))
        return undefined;
    // `git stash -u`/`-a` removes untracked (and ignored) files as well
    if (restore.untracked && !collect(run(['ls-files', '--others', '-z', '--', ...pathspecs])))
        return undefined;
    return names;
}


/***/ })

};
;