// diffgate-cache-key: 421bb41800e43ec9018b0ef86616ded6f0dbc2c43ff50b8edff2b791349163a6
"use strict";
exports.id = 928;
exports.ids = [928];
exports.modules = {

/***/ 6928:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MANIFEST_NAME = void 0;
exports.locate = locate;
exports.findRepository = findRepository;
exports.userManifestFile = userManifestFile;
exports.loadRules = loadRules;
exports.displayPath = displayPath;
/**
 * Where the hook stands: the workspace (CLAUDE_PROJECT_DIR, else the repository around the
 * working directory), the repository root and git directory (found on disk, without running
 * git), and the rules in force: the repository's manifest as it is on disk and the user manifest
 * for paths outside any repository.
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const manifestGuard_js_1 = __webpack_require__(4036);
const messages_js_1 = __webpack_require__(9392);
const commandRuleErrors_js_1 = __webpack_require__(6098);
const parseManifest_js_1 = __webpack_require__(5684);
const rule_js_1 = __webpack_require__(4918);
const failure_js_1 = __webpack_require__(6117);
exports.MANIFEST_NAME = '.diffgate.tsv';
async function locate(cwd, env, home) {
    const project = env.CLAUDE_PROJECT_DIR;
    const start = await realDir(project && project !== '' ? project : cwd);
    const repo = await findRepository(start);
    const workspace = project && project !== '' ? start : (repo?.root ?? start);
    return { cwd, workspace, root: repo?.root ?? workspace, gitDir: repo?.gitDir ?? null, home };
}
async function realDir(dir) {
    try {
        return node_fs_1.realpathSync.native(dir);
    }
    catch (e) {
        throw new failure_js_1.HookFailure(messages_js_1.claudeText.noDirectory(dir, e.message));
    }
}
/** Walks up from `dir` to the first `.git` (a directory, or a file naming one: worktrees, submodules). */
async function findRepository(dir) {
    for (let d = dir;; d = node_path_1.posix.dirname(d)) {
        const dotGit = node_path_1.posix.join(d, '.git');
        const stat = lstatOrUndefined(dotGit);
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
function lstatOrUndefined(path) {
    try {
        return (0, node_fs_1.lstatSync)(path);
    }
    catch {
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
async function readManifest(file, label, known) {
    let text;
    try {
        text = (0, node_fs_1.readFileSync)(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return null;
        throw new failure_js_1.HookFailure(messages_js_1.claudeText.manifestUnreadable(label, e.message));
    }
    // Command rules that can never match are errors for every tool, as for the git hooks and the Action.
    const manifest = await (0, commandRuleErrors_js_1.withCommandRuleErrors)((0, parseManifest_js_1.parseManifest)(text, label), known);
    if (manifest.errors.length > 0)
        throw new failure_js_1.HookFailure(messages_js_1.claudeText.manifestErrors(label, manifest.errors.map(parseManifest_js_1.formatManifestError)));
    return manifest;
}
async function loadRules(place, env, known) {
    const repoFile = node_path_1.posix.join(place.root, exports.MANIFEST_NAME);
    const userFile = userManifestFile(env, place.home);
    const userLabel = displayPath(userFile, place);
    const [repo, user] = await Promise.all([readManifest(repoFile, exports.MANIFEST_NAME, known), readManifest(userFile, userLabel, known)]);
    if (user) {
        const inside = user.rules.filter((r) => (0, rule_js_1.isPathKind)(r.kind) && !(0, rule_js_1.isOutsidePattern)(r.pattern));
        if (inside.length > 0) {
            throw new failure_js_1.HookFailure(messages_js_1.claudeText.manifestErrors(userLabel, inside.map((r) => `${r.file}:${r.line}:1: ${messages_js_1.claudeText.userManifestRelative(r.pattern)}`)));
        }
    }
    const repoManifest = repo ?? { file: exports.MANIFEST_NAME, rules: [], errors: [] };
    const all = [...repoManifest.rules, ...(user?.rules ?? [])];
    const homes = [place.home];
    const realHome = realOr(place.home);
    if (realHome !== place.home)
        homes.push(realHome);
    const outside = [];
    for (const rule of all) {
        if (!(0, rule_js_1.isPathKind)(rule.kind) || !(0, rule_js_1.isOutsidePattern)(rule.pattern))
            continue;
        const absolute = rule.pattern.startsWith('~/') ? homes.map((h) => node_path_1.posix.join(h, rule.pattern.slice(2))) : [rule.pattern];
        for (const a of absolute)
            outside.push({ ...rule, pattern: a.replace(/^\/+/, '') });
    }
    return {
        repo: repoManifest,
        repoFile,
        repoRel: exports.MANIFEST_NAME,
        user,
        userFile,
        outside: { file: userLabel, rules: outside, errors: [] },
        releasePhrases: (0, manifestGuard_js_1.releasePhrases)(all),
    };
}
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

/***/ 6117:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HookFailure = void 0;
/** A failure the hook reports and blocks on (exit 2): bad input, an unreadable or invalid manifest. */
class HookFailure extends Error {
}
exports.HookFailure = HookFailure;


/***/ }),

/***/ 6098:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.withCommandRuleErrors = withCommandRuleErrors;
async function withCommandRuleErrors(manifest, known) {
    const patterns = manifest.rules.filter((r) => r.kind.startsWith('command-')).map((r) => r.pattern);
    if (patterns.length === 0 || (known && patterns.every((p) => known.has(p))))
        return manifest;
    const { commandRules } = await Promise.all(/* import() */[__webpack_require__.e(164), __webpack_require__.e(749)]).then(__webpack_require__.bind(__webpack_require__, 3749));
    const { rules, errors } = commandRules(manifest.rules);
    known?.add(rules.map((r) => r.rule.pattern).filter((p) => !known.has(p)));
    if (errors.length === 0)
        return manifest;
    return { ...manifest, errors: [...manifest.errors, ...errors].sort((a, b) => a.line - b.line || a.column - b.column) };
}


/***/ })

};
;