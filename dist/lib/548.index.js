export const id = 548;
export const ids = [548];
export const modules = {

/***/ 6606:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LQ: () => (/* binding */ commonDir),
/* harmony export */   Wz: () => (/* binding */ gateSet),
/* harmony export */   mX: () => (/* binding */ GatePaths),
/* harmony export */   pl: () => (/* binding */ installedPaths)
/* harmony export */ });
/* unused harmony exports gateSetWithoutInstalled, ownPackageDir */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _realPath_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2412);
/**
 * Gate files: the files and folders that decide whether diffgate's checks run, and with what
 * code and rules. Writing one switches a gate off instead of passing it, so like git's hooks
 * only a person changes them. The pre-check denies writing them (file tools and shell write
 * targets) and the tripwire puts them back; both read the one list `gateSet` gives:
 *
 * - the manifests (the repository's, the user's folder);
 * - git's own gate files: `.git/hooks/`, `.git/config` (and a worktree's common config),
 *   `.git/diffgate/` (release records, prompts, audit), the user's git config files;
 * - the hook managers' configurations (`.husky/`, lefthook's files, `.pre-commit-config.yaml`), and
 *   husky's per-user start file, sourced before every husky hook (`~/.config/husky/init.sh` in husky
 *   9, `~/.huskyrc` in husky 8): an `exit 0` there skips them all;
 * - each agent's settings and hook files (Claude Code, Codex, Gemini CLI, Cursor, Copilot CLI),
 *   in the project, the user's home and the machine-wide places;
 * - the installed CLI wherever it is: `node_modules/.bin/diffgate`, `node_modules/diffgate/`,
 *   pnpm's `node_modules/.pnpm/diffgate@*`, the global npm prefix, `~/.local`, pnpm's home, and
 *   the running CLI's own package directory by real path (an `npm link` target included);
 * - diffgate's code cache and state folders.
 *
 * Deleting a whole `node_modules` (or reinstalling it) is not writing a gate file: the hook
 * command then fails, and a failing hook blocks. So the installed CLI's paths are gate files
 * for writes into them, but a command that removes a folder holding them (`rm -rf node_modules`)
 * is not refused for them (`under` leaves them out); nor is deleting the code cache (`rm -rf
 * ~/.cache`), which only costs the next call its compile time.
 *
 * Every path is absolute, listed as named and by real path. Nothing here spawns a process: it
 * runs on every hook call.
 */



const LEFTHOOK_EXTENSIONS = ['yml', 'yaml', 'json', 'jsonc', 'toml'];
const LEFTHOOK_FILES = ['lefthook', '.lefthook', 'lefthook-local', '.lefthook-local'].flatMap((name) => LEFTHOOK_EXTENSIONS.map((ext) => `${name}.${ext}`));
/** OpenCode's configuration files (https://opencode.ai/docs/plugins/, read 2026-12). */
const OPENCODE_CONFIGS = ['opencode.json', 'opencode.jsonc'];
/** Files of a project folder (the workspace, the repository root). */
const PROJECT_FILES = [
    ...LEFTHOOK_FILES,
    ...LEFTHOOK_FILES.filter((f) => !f.startsWith('.')).map((f) => `.config/${f}`),
    '.pre-commit-config.yaml',
    '.pre-commit-config.yml',
    '.claude/settings.json',
    '.claude/settings.local.json',
    '.codex/config.toml',
    '.codex/hooks.json',
    '.gemini/settings.json',
    '.cursor/hooks.json',
    // OpenCode reads plugins from opencode.json(c) (project root or .opencode/) and runs them in process
    ...OPENCODE_CONFIGS,
    ...OPENCODE_CONFIGS.map((f) => `.opencode/${f}`),
];
/**
 * Folders of a project folder. OpenCode loads every module in `.opencode/plugins/` (a plugin runs
 * in OpenCode's process, outside any tool call): each one is a gate, not only diffgate's own. It
 * imports `.opencode/{tool,tools}/*.{js,ts}` into its process at start too (custom tools: their
 * top-level code runs before any hook; seen with OpenCode 1.18.33, conformance/opencode/FINDINGS.md).
 */
const PROJECT_FOLDERS = [
    '.husky',
    '.lefthook',
    '.lefthook-local',
    '.github/hooks',
    '.opencode/plugins',
    '.opencode/plugin',
    '.opencode/tools',
    '.opencode/tool',
];
/** The user's git config files, relative to the home (the XDG one also under $XDG_CONFIG_HOME). */
const HOME_GIT_CONFIGS = ['.gitconfig', '.config/git/config'];
/**
 * husky's per-user start files, sourced by its runner before every hook: husky 9 reads
 * `${XDG_CONFIG_HOME:-$HOME/.config}/husky/init.sh` (node_modules/husky/husky, 9.1.7), husky 8
 * `~/.huskyrc`. The folder is the gate, so a file made beside it is caught too.
 */
const HUSKY_9_START_FOLDER = 'husky';
const HUSKY_8_START = '.huskyrc';
/** The user's files, relative to the home. */
const HOME_FILES = [
    ...HOME_GIT_CONFIGS,
    '.claude/settings.json',
    '.claude/settings.local.json',
    '.codex/config.toml',
    '.codex/hooks.json',
    '.gemini/settings.json',
    '.cursor/hooks.json',
    '.copilot/config.json',
    '.copilot/settings.json',
    '.local/bin/diffgate',
    HUSKY_8_START,
    ...OPENCODE_CONFIGS.map((f) => `.config/opencode/${f}`),
];
const HOME_FOLDERS = [
    '.local/state/diffgate',
    `.config/${HUSKY_9_START_FOLDER}`,
    '.copilot/hooks',
    '.config/opencode/plugins',
    '.config/opencode/plugin',
    '.config/opencode/tools',
    '.config/opencode/tool',
];
/**
 * What of an installed package runs: the bundles the CLI, the library and the OpenCode plugin
 * load, the git hook scripts, and the package files that say which bundle an import loads. Its
 * type declarations, the Action's bundle (run by GitHub's runner, not here) and its documents
 * are not gates, and are not watched (a package holds some 250 files; each watched one costs
 * every tool call two lstats).
 */
const PACKAGE_FOLDERS = ['dist/cli', 'dist/lib', 'dist/opencode', 'githooks'];
const PACKAGE_FILES = ['package.json', 'dist/package.json'];
/** The folder of the memo of valid command patterns, in diffgate's cache folder (src/cli/compileCache.ts). */
const MEMO_FOLDER = 'command-patterns';
/** Machine-wide settings an agent or git reads (written only as root, listed for completeness). */
const SYSTEM_FILES = [
    '/etc/gitconfig',
    '/etc/claude-code/managed-settings.json',
    '/etc/codex/config.toml',
    '/etc/codex/requirements.toml',
    '/etc/gemini-cli/settings.json',
    '/etc/cursor/hooks.json',
];
const memo = new Map();
function gateSet(place, env, selfDir = ownPackageDir()) {
    const { files, folders } = gateSetWithInstalled(place, env, selfDir);
    return { files, folders };
}
/**
 * The set without the installed CLI's paths and the code cache: what the kernel layer
 * (`diffgate run`) makes read-only. A bind mount cannot be removed, so binding them would stop
 * `npm ci` and every reinstall of node_modules; the pre-check and the tripwire guard them.
 */
function gateSetWithoutInstalled(place, env, selfDir = ownPackageDir()) {
    const { files, folders, installed } = gateSetWithInstalled(place, env, selfDir);
    return { files: files.filter((p) => !installed.has(p)), folders: folders.filter((p) => !installed.has(p)) };
}
function gateSetWithInstalled(place, env, selfDir) {
    const key = JSON.stringify([place, selfDir, envKey(env)]);
    const known = memo.get(key);
    if (known)
        return known;
    const named = namedGates(place, env, selfDir);
    const real = realPaths();
    const both = (list) => [...new Set(list.flatMap((p) => [p, real(p)]))];
    const installedFiles = both(named.installedFiles);
    const installedFolders = both(named.installedFolders);
    const manifests = both(named.manifests);
    const set = {
        files: [...new Set([...manifests, ...both(named.files), ...installedFiles])],
        folders: [...new Set([...both(named.folders), ...installedFolders])],
        installed: new Set([...installedFiles, ...installedFolders]),
        manifests: new Set(manifests),
    };
    memo.set(key, set);
    return set;
}
const ENV_KEYS = [
    'XDG_CONFIG_HOME',
    'XDG_CACHE_HOME',
    'XDG_STATE_HOME',
    'GIT_CONFIG_GLOBAL',
    'GIT_CONFIG_SYSTEM',
    'CLAUDE_CONFIG_DIR',
    'CODEX_HOME',
    'GEMINI_CLI_SYSTEM_SETTINGS_PATH',
    'COPILOT_HOME',
    'npm_config_prefix',
    'NPM_CONFIG_PREFIX',
    'PREFIX',
    'PNPM_HOME',
];
const envKey = (env) => ENV_KEYS.map((k) => env[k] ?? '');
function namedGates(place, env, selfDir) {
    const files = [...SYSTEM_FILES];
    const manifests = [];
    const folders = [];
    const installedFiles = [];
    const installedFolders = [];
    /** Folders an installed copy of the package is in. */
    const packages = [];
    const projects = [...new Set([place.workspace, place.root])];
    for (const dir of projects) {
        files.push(...PROJECT_FILES.map((f) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, f)));
        manifests.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, '.diffgate.tsv'));
        folders.push(...PROJECT_FOLDERS.map((f) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, f)));
        const modules = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, 'node_modules');
        installedFiles.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(modules, '.bin', 'diffgate'));
        packages.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(modules, 'diffgate'), ...pnpmCopies(modules));
    }
    for (const home of new Set([place.home, place.realHome])) {
        files.push(...HOME_FILES.map((f) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(home, f)));
        folders.push(...HOME_FOLDERS.map((f) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(home, f)));
        packages.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(home, '.local', 'lib', 'node_modules', 'diffgate'));
        manifests.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(home, '.config', 'diffgate', 'manifest.tsv'));
    }
    // a path from the environment; a device (GIT_CONFIG_GLOBAL=/dev/null) holds no settings to write
    const absolute = (name) => {
        const value = env[name];
        return value && node_path__WEBPACK_IMPORTED_MODULE_1__.posix.isAbsolute(value) && !value.startsWith('/dev/') ? value : undefined;
    };
    const xdgConfig = absolute('XDG_CONFIG_HOME');
    if (xdgConfig) {
        files.push(...OPENCODE_CONFIGS.map((f) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(xdgConfig, 'opencode', f)));
        folders.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(xdgConfig, 'opencode', 'plugins'), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(xdgConfig, 'opencode', 'plugin'));
        folders.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(xdgConfig, HUSKY_9_START_FOLDER));
        files.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(xdgConfig, 'git', 'config'));
        manifests.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(xdgConfig, 'diffgate', 'manifest.tsv'));
    }
    const xdgCache = absolute('XDG_CACHE_HOME');
    const xdgState = absolute('XDG_STATE_HOME');
    if (xdgState)
        folders.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(xdgState, 'diffgate'));
    for (const name of ['GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM', 'GEMINI_CLI_SYSTEM_SETTINGS_PATH']) {
        const file = absolute(name);
        if (file)
            files.push(file);
    }
    const claude = absolute('CLAUDE_CONFIG_DIR');
    if (claude)
        files.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(claude, 'settings.json'), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(claude, 'settings.local.json'));
    const codex = absolute('CODEX_HOME');
    if (codex)
        files.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(codex, 'config.toml'), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(codex, 'hooks.json'));
    const copilot = absolute('COPILOT_HOME');
    if (copilot) {
        files.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(copilot, 'config.json'), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(copilot, 'settings.json'));
        folders.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(copilot, 'hooks'));
    }
    // where git runs hooks from: a `core.hooksPath` folder, set by the repository or the user, is
    // as much a gate as `.git/hooks` (read from the files themselves, no git process; an [include]
    // is not followed, and a folder named through one is left to the tripwire's ref and commit checks)
    const configs = HOME_GIT_CONFIGS.map((f) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(place.home, f));
    if (xdgConfig)
        configs.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(xdgConfig, 'git', 'config'));
    const globalConfig = absolute('GIT_CONFIG_GLOBAL');
    if (globalConfig)
        configs.push(globalConfig);
    if (place.gitDir) {
        for (const gitDir of new Set([place.gitDir, commonDir(place.gitDir)])) {
            // commondir names the folder git reads hooks and config from (in any git directory, not only a worktree's)
            files.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gitDir, 'config'), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gitDir, 'config.worktree'), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gitDir, 'commondir'));
            folders.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gitDir, 'hooks'), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gitDir, 'diffgate'));
            configs.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gitDir, 'config'), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gitDir, 'config.worktree'));
        }
    }
    for (const config of configs) {
        const hooksPath = configuredHooksPath(config, place.root, place.home);
        if (hooksPath !== undefined)
            folders.push(hooksPath);
    }
    // the memo of valid command patterns (src/cli/patternMemo.ts): writing into it is a gate switch,
    // deleting it only costs the next call time
    installedFolders.push(...[...new Set([place.home, place.realHome])].map((h) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(h, '.cache', 'diffgate', MEMO_FOLDER)), ...(xdgCache ? [node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(xdgCache, 'diffgate', MEMO_FOLDER)] : []));
    // the global npm prefix, as npm would choose it, without asking npm (too slow for every call)
    const prefixes = new Set();
    for (const name of ['npm_config_prefix', 'NPM_CONFIG_PREFIX', 'PREFIX']) {
        const p = absolute(name);
        if (p)
            prefixes.add(p);
    }
    prefixes.add(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(process.execPath)));
    for (const prefix of prefixes) {
        installedFiles.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(prefix, 'bin', 'diffgate'));
        packages.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(prefix, 'lib', 'node_modules', 'diffgate'));
    }
    const pnpmHome = absolute('PNPM_HOME');
    if (pnpmHome)
        installedFiles.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(pnpmHome, 'diffgate'));
    // the running CLI's own package (a checkout, an `npm link` target): there too only what runs is a gate
    if (selfDir !== undefined)
        packages.push(selfDir);
    for (const dir of packages) {
        installedFolders.push(...PACKAGE_FOLDERS.map((f) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, f)));
        installedFiles.push(...PACKAGE_FILES.map((f) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, f)));
    }
    return { files, folders, manifests, installedFiles, installedFolders };
}
/**
 * The installed CLI's paths and the memo folder: gate files to write into, but removing them (with
 * their parent, or a reinstall) switches nothing off, since every hook then fails and a failing hook
 * blocks. The tripwire accepts their removal.
 */
function installedPaths(place, env, selfDir = ownPackageDir()) {
    return [...gateSetWithInstalled(place, env, selfDir).installed];
}
/** pnpm's copies of the package: `node_modules/.pnpm/diffgate@<version>.../node_modules/diffgate` (one directory read). */
function pnpmCopies(modules) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(modules, '.pnpm'))
            .filter((name) => name.startsWith('diffgate@'))
            .map((name) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(modules, '.pnpm', name, 'node_modules', 'diffgate'));
    }
    catch {
        return []; // no pnpm store here
    }
}
/**
 * `core.hooksPath` as one git config file sets it (the last one wins, as in git), resolved as git
 * resolves it: `~/` against the home, a relative path against the work tree.
 */
function configuredHooksPath(config, root, home) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(config, 'utf8');
    }
    catch {
        return undefined;
    }
    let inCore = false;
    let found;
    for (const raw of text.split('\n')) {
        const line = raw.trim();
        const section = /^\[\s*([^\]\s"]+)[^\]]*\]/.exec(line);
        if (section)
            inCore = section[1].toLowerCase() === 'core';
        const m = inCore ? /^hookspath\s*=\s*"?([^"#;]*?)"?\s*(?:[#;].*)?$/i.exec(line) : null;
        if (m?.[1])
            found = m[1];
    }
    if (!found)
        return undefined;
    if (found.startsWith('~/'))
        return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(home, found.slice(2));
    return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.resolve(root, found);
}
/** A linked worktree's common git directory (`.git/worktrees/x` -> `.git`), where its config, hooks and refs are. */
function commonDir(gitDir) {
    try {
        return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.resolve(gitDir, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gitDir, 'commondir'), 'utf8').trim());
    }
    catch {
        return gitDir; // not a linked worktree
    }
}
/**
 * Real paths, with the parents' shared: most gate files are missing, and share a few parents. One
 * lstat per path and no exception for a missing one (a thrown ENOENT costs more than the stat).
 */
function realPaths() {
    // by path: its real path, and whether it exists (a missing folder's entries are not asked about)
    const known = new Map([['/', { real: '/', exists: true }]]);
    const look = (p) => {
        const seen = known.get(p);
        if (seen !== undefined)
            return seen;
        const parent = look(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(p));
        let real = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(parent.real, node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(p));
        let exists = false;
        if (parent.exists) {
            let stat;
            try {
                stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(p, { throwIfNoEntry: false });
            }
            catch {
                stat = undefined; // ENOTDIR, EACCES: nothing to follow
            }
            exists = stat !== undefined;
            if (stat?.isSymbolicLink())
                real = (0,_realPath_js__WEBPACK_IMPORTED_MODULE_2__/* .realPathOf */ .d)(real); // a link, dangling or not, leads elsewhere
        }
        const out = { real, exists };
        known.set(p, out);
        return out;
    };
    return (p) => look(p).real;
}
/** The running CLI's package directory, by real path: two levels above `dist/cli/index.js`. */
function ownPackageDir(script = process.argv[1]) {
    if (script !== process.argv[1])
        return readOwnPackageDir(script);
    ownDir ??= { dir: readOwnPackageDir(script) };
    return ownDir.dir;
}
/** The running CLI's, found once a process. */
let ownDir;
function readOwnPackageDir(script) {
    if (script === undefined || !/[/\\]dist[/\\]cli[/\\][^/\\]+\.js$/.test(script))
        return undefined;
    try {
        return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(script))));
    }
    catch {
        return undefined;
    }
}
/**
 * The gate files and folders of a place, worked out once, when first asked (a shell line asks for
 * every target; a line with no write target never asks, and pays nothing).
 */
class GatePaths {
    place;
    env;
    selfDir;
    known;
    constructor(place, env = process.env, selfDir) {
        this.place = place;
        this.env = env;
        this.selfDir = selfDir;
    }
    get set() {
        this.known ??= gateSetWithInstalled(this.place, this.env, this.selfDir ?? ownPackageDir());
        return this.known;
    }
    /** The gate file or folder the path is, or lies in; undefined when it is none. */
    at(path) {
        return (this.set.files.find((f) => f === path && !this.set.manifests.has(f)) ??
            this.set.folders.find((d) => (0,_realPath_js__WEBPACK_IMPORTED_MODULE_2__/* .isWithin */ .U)(path, d)));
    }
    /** Whether the path is the installed CLI or the code cache, or lies in them (see `under`). */
    removable(path) {
        for (const p of this.set.installed)
            if ((0,_realPath_js__WEBPACK_IMPORTED_MODULE_2__/* .isWithin */ .U)(path, p))
                return true;
        return false;
    }
    /**
     * The gate files and folders under a directory a command removes or rewrites whole (`rm -rf
     * .claude`). Not the installed CLI: removing `node_modules` does not switch the gate off (the
     * hook command then fails, which blocks), and `rm -rf node_modules` is an everyday command.
     */
    under(dir) {
        return [...this.set.files, ...this.set.folders].filter((f) => f !== dir && (0,_realPath_js__WEBPACK_IMPORTED_MODULE_2__/* .isWithin */ .U)(f, dir) && !this.set.installed.has(f) && !this.set.manifests.has(f));
    }
}


/***/ }),

/***/ 1548:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Protection: () => (/* binding */ Protection)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4006);
/* harmony import */ var _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4612);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3360);
/* harmony import */ var _exists_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3531);
/* harmony import */ var _displayPath_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6482);
/* harmony import */ var _gatePaths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6606);
/* harmony import */ var _realPath_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2412);
/**
 * Whether a file a shell command (or an inline program) would write is protected, and by what:
 * a manifest rule (freeze, invariant, append, budget, save-gate, deny), the manifest itself,
 * git's own directory (its hooks above all), or the built-in secret list. Works on absolute paths
 * from the shell walker; for a target only partly known it answers whether it *could* be one.
 */









/** Rules whose files a shell command may not write. */
const GUARDED = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate', 'deny']);
/** Of those, the ones that protect a file only once it exists (creating it is allowed). */
const EXISTING_ONLY = new Set(['freeze', 'invariant', 'append']);
/** git's hook names, for a target whose directory is unknown but whose name is one of them. */
const HOOK_NAMES = new Set([
    'applypatch-msg',
    'pre-applypatch',
    'post-applypatch',
    'pre-commit',
    'pre-merge-commit',
    'prepare-commit-msg',
    'commit-msg',
    'post-commit',
    'pre-rebase',
    'post-checkout',
    'post-merge',
    'pre-push',
    'pre-receive',
    'update',
    'proc-receive',
    'post-receive',
    'post-update',
    'reference-transaction',
    'push-to-checkout',
    'pre-auto-gc',
    'post-rewrite',
    'sendemail-validate',
    'fsmonitor-watchman',
    'p4-changelist',
    'p4-prepare-changelist',
    'p4-post-changelist',
    'p4-pre-submit',
    'post-index-change',
]);
const LIST_LIMIT = 5000;
class Protection {
    ctx;
    inside;
    outside;
    allowInside;
    allowOutside;
    guardedRules;
    gates;
    constructor(ctx) {
        this.ctx = ctx;
        const { repo, outside } = ctx.rules;
        this.inside = new _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .PathIndex */ .EG(repo.rules.filter((r) => GUARDED.has(r.kind)));
        this.allowInside = new _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .PathIndex */ .EG(repo.rules.filter((r) => r.kind === 'allow'));
        this.outside = new _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .PathIndex */ .EG(outside.rules.filter((r) => GUARDED.has(r.kind)));
        this.allowOutside = new _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .PathIndex */ .EG(outside.rules.filter((r) => r.kind === 'allow'));
        this.guardedRules = [...repo.rules, ...outside.rules].filter((r) => GUARDED.has(r.kind));
        this.gates = new _gatePaths_js__WEBPACK_IMPORTED_MODULE_5__/* .GatePaths */ .mX(ctx.place);
    }
    /**
     * Findings for a known absolute path (as written and as resolved through symlinks). `removes`:
     * the path itself is removed or moved away, so a deny rule (no adding) does not apply under it,
     * and a symlink there is judged as the link (its folder resolved), not as what it points to.
     */
    exact(abs, tree, removes = false) {
        const found = [];
        if (removes && (0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .statOrUndefined */ .md)(abs, 'nofollow')?.isSymbolicLink()) {
            const link = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(realPathOrMissing(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(abs)), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(abs));
            for (const p of link === abs ? [abs] : [abs, link])
                found.push(...this.file(p));
            return dedupe(found);
        }
        const real = realPathOrMissing(abs);
        for (const p of real === abs ? [abs] : [abs, real]) {
            found.push(...this.file(p));
            if (tree)
                found.push(...this.under(p, null, false, removes));
        }
        return dedupe(found);
    }
    /**
     * Findings for a path only partly known: somewhere under `dir` (null: anywhere), with a last
     * segment matching the glob `base` (null: any name).
     */
    partial(dir, base, tree) {
        if (dir !== null) {
            const real = realPathOrMissing(dir);
            const found = [];
            for (const p of real === dir ? [dir] : [dir, real])
                found.push(...this.under(p, base, true));
            return dedupe(found);
        }
        const matches = base === null || tree ? () => true : picomatch__WEBPACK_IMPORTED_MODULE_7__(base, { ..._core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .GLOB_OPTIONS */ .gu, dot: true });
        const found = [];
        const { place, rules } = this.ctx;
        for (const rule of this.guardedRules) {
            const last = rule.pattern.slice(rule.pattern.lastIndexOf('/') + 1);
            if (base === null || tree || lastSegmentMayMatch(last, base, matches))
                found.push({ kind: 'rule', rule, path: rule.pattern });
        }
        for (const file of [rules.repoFile, ...rules.userFiles]) {
            if (matches(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(file)))
                found.push({ kind: 'manifest', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(file, place) });
        }
        if (place.gitDir && (base === null || tree || [...HOOK_NAMES].some((h) => matches(h))))
            found.push({ kind: 'git-hooks', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(place.gitDir, 'hooks'), place) });
        if (base !== null && !tree) {
            const segment = (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .secretSegment */ .Oj)(base);
            if (segment !== undefined)
                found.push({ kind: 'secret', path: base, segment });
        }
        return dedupe(found);
    }
    /**
     * Findings for a file put straight into a directory under a name matching the glob `base` (null:
     * any name), as `cp FILE DIR/` does without `-r`: the directory's own entries, not deeper ones.
     */
    children(dir, base) {
        const real = realPathOrMissing(dir);
        const found = [];
        for (const p of real === dir ? [dir] : [dir, real])
            found.push(...this.under(p, base, true, false, true));
        return dedupe(found);
    }
    /** Findings for a path named in an inline program's text, relative to each possible directory. */
    named(token, dirs) {
        const { place } = this.ctx;
        const path = token.replace(/\\/g, '/');
        const bases = path.startsWith('/')
            ? ['']
            : path.startsWith('~/')
                ? [place.home]
                : [...new Set([...dirs.filter((d) => d !== null), place.root])];
        const found = [];
        for (const base of bases) {
            const abs = path.startsWith('/')
                ? node_path__WEBPACK_IMPORTED_MODULE_1__.posix.resolve(path)
                : node_path__WEBPACK_IMPORTED_MODULE_1__.posix.resolve(base, path.startsWith('~/') ? path.slice(2) : path);
            found.push(...this.exact(abs, false));
        }
        if (!path.includes('/')) {
            for (const rule of this.guardedRules) {
                if (!picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(rule.pattern).isGlob && node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(rule.pattern) === path)
                    found.push({ kind: 'rule', rule, path: rule.pattern });
            }
        }
        return dedupe(found);
    }
    /** Findings for one file path. */
    file(p) {
        const { place, rules } = this.ctx;
        const shown = (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(p, place);
        if (place.gitDir && (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(p, place.gitDir)) {
            return [{ kind: (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(p, node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(place.gitDir, 'hooks')) ? 'git-hooks' : 'git', path: shown }];
        }
        if (p === rules.repoFile || rules.userFiles.includes(p))
            return [{ kind: 'manifest', path: shown }];
        const gate = this.gates.at(p);
        if (gate !== undefined)
            return [{ kind: 'gate-file', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(gate, place) }];
        const inRepo = (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(p, place.root);
        const rel = inRepo ? node_path__WEBPACK_IMPORTED_MODULE_1__.posix.relative(place.root, p) : p.replace(/^\/+/, '');
        if (inRepo && rel.split('/').includes('.git'))
            return [{ kind: 'git', path: shown }];
        const index = inRepo ? this.inside : this.outside;
        const allowed = (inRepo ? this.allowInside : this.allowOutside).match(rel).length > 0;
        const matched = rel === '' ? [] : index.match(rel);
        const found = [];
        // Only a path that is surely missing counts as missing; one that cannot be inspected is
        // treated as existing, so freeze, invariant and append still apply (fail closed).
        const exists = matched.length > 0 && (0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .existsOrUnknown */ .i7)(p, 'nofollow');
        for (const rule of matched) {
            if (EXISTING_ONLY.has(rule.kind) && !exists)
                continue;
            if (rule.kind === 'deny' && (allowed || exists))
                continue;
            found.push({ kind: 'rule', rule, path: shown });
        }
        if (inRepo && !allowed) {
            const segment = (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .secretSegment */ .Oj)(rel);
            if (segment !== undefined)
                found.push({ kind: 'secret', path: shown, segment });
        }
        return found;
    }
    /**
     * Findings for what lies under a directory: its existing files (listed, up to a limit) whose
     * name matches `base`, and, past the limit or for files yet to be created, every rule whose
     * pattern could reach under it.
     */
    under(dir, base, includeCreations = false, removes = false, 
    /** Only the directory's own entries (`children`). */
    childrenOnly = false) {
        const { place, rules } = this.ctx;
        const matches = base === null ? () => true : picomatch__WEBPACK_IMPORTED_MODULE_7__(base, { ..._core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .GLOB_OPTIONS */ .gu, dot: true });
        /** Whether a path lies where a name under the directory may land. */
        const reached = (p) => !childrenOnly || node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(p) === dir;
        const found = [];
        if (place.gitDir) {
            const hooks = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(place.gitDir, 'hooks');
            if ((0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(dir, place.gitDir))
                return [
                    { kind: (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(dir, hooks) || (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(hooks, dir) ? 'git-hooks' : 'git', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(dir, place) },
                ];
            if ((0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(place.gitDir, dir) && reached(place.gitDir)) {
                if (base === null)
                    found.push({ kind: 'git', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(place.gitDir, place) });
                else if ([...HOOK_NAMES, 'config'].some((h) => matches(h)))
                    found.push({ kind: 'git-hooks', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(hooks, place) });
            }
        }
        for (const file of [rules.repoFile, ...rules.userFiles]) {
            if ((0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(file, dir) && reached(file) && matches(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(file)))
                found.push({ kind: 'manifest', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(file, place) });
        }
        const gate = this.gates.at(dir);
        if (gate !== undefined)
            found.push({ kind: 'gate-file', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(gate, place) });
        for (const f of this.gates.under(dir))
            if (reached(f) && matches(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(f)))
                found.push({ kind: 'gate-file', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(f, place) });
        const inRepo = (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(dir, place.root);
        const rel = inRepo ? node_path__WEBPACK_IMPORTED_MODULE_1__.posix.relative(place.root, dir) : dir.replace(/^\/+/, '');
        const reachable = this.guardedRules.filter((r) => (inRepo ? !r.pattern.startsWith('/') && rules.repo.rules.includes(r) : rules.outside.rules.includes(r)) &&
            patternReaches(r.pattern, rel));
        if (reachable.length === 0)
            return found;
        const listed = listFiles(dir, LIST_LIMIT, childrenOnly);
        if (listed === undefined) {
            for (const rule of reachable)
                if (!(removes && rule.kind === 'deny'))
                    found.push({ kind: 'rule', rule, path: rule.pattern });
            return found;
        }
        // The installed CLI and the code cache inside a folder removed or rewritten whole are not
        // refused for (removing node_modules is everyday work; the tripwire still puts back a write).
        for (const f of listed)
            if (matches(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(f)))
                found.push(...this.file(f).filter((x) => x.kind !== 'gate-file' || !this.gates.removable(f)));
        if (includeCreations) {
            for (const rule of reachable) {
                if (EXISTING_ONLY.has(rule.kind))
                    continue;
                // a plain path lands in the directory only when it is one of its entries
                if (childrenOnly &&
                    !picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(rule.pattern).isGlob &&
                    node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(rule.pattern.replace(/^\/+/, '')) !== (rel || '.'))
                    continue;
                const last = rule.pattern.slice(rule.pattern.lastIndexOf('/') + 1);
                if (base === null || lastSegmentMayMatch(last, base, matches))
                    found.push({ kind: 'rule', rule, path: rule.pattern });
            }
        }
        return found;
    }
}
/** Whether a pattern could match a path under the directory `rel` ('' for the root). */
function patternReaches(pattern, rel) {
    if (rel === '')
        return true;
    const scan = picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(pattern);
    if (!scan.isGlob)
        return pattern.startsWith(`${rel}/`) || pattern === rel;
    const base = scan.base;
    return base === '' || base === rel || base.startsWith(`${rel}/`) || rel.startsWith(`${base}/`);
}
/** Whether a pattern's last segment and a name glob could both match some name (sound, not exact). */
function lastSegmentMayMatch(last, base, matchesBase) {
    if (last === '**' || last === '*')
        return true;
    if (!picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(last).isGlob)
        return matchesBase(last);
    if (!picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(base).isGlob)
        return picomatch__WEBPACK_IMPORTED_MODULE_7__(last, { ..._core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .GLOB_OPTIONS */ .gu, dot: true })(base);
    // Two globs: `*.sqlite` and `*.log` share no name (a name ending in both ends in the longer).
    const a = starSuffix(last);
    const b = starSuffix(base);
    if (a !== undefined && b !== undefined)
        return a.endsWith(b) || b.endsWith(a);
    return true;
}
/** The literal text after a glob's one leading `*` (`*.log` -> `.log`); undefined for any other shape. */
function starSuffix(glob) {
    const m = /^\*((?:\\.|[^*?[\]{}()!+@\\])*)$/.exec(glob);
    return m ? m[1].replace(/\\(.)/g, '$1') : undefined;
}
/**
 * Files (not directories) under `dir`, following no symlinks; undefined past `limit` entries or
 * when any part cannot be read (the caller then assumes every rule that reaches the folder: fail
 * closed). Only a folder that does not exist is empty.
 */
function listFiles(dir, limit, childrenOnly = false) {
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dir);
    }
    catch (e) {
        return (0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .isMissing */ .b2)(e) ? [] : undefined;
    }
    if (!stat.isDirectory())
        return [dir];
    const out = [];
    const queue = [dir];
    let seen = 0;
    while (queue.length > 0) {
        const d = queue.shift();
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(d, { withFileTypes: true });
        }
        catch (e) {
            if ((0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .isMissing */ .b2)(e))
                continue; // removed while listing
            return undefined;
        }
        for (const e of entries) {
            if (++seen > limit)
                return undefined;
            const p = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(d, e.name);
            if (e.name === '.git')
                continue; // git's own directory is judged as a whole, above
            if (e.isDirectory()) {
                if (!childrenOnly)
                    queue.push(p);
            }
            else
                out.push(p);
        }
    }
    return out;
}
function dedupe(found) {
    const seen = new Set();
    return found.filter((f) => {
        const key = `${f.kind}|${f.path}|${f.kind === 'rule' ? `${f.rule.file}:${f.rule.line}` : ''}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
/** The real path, or the path as written when it does not exist; any other failure propagates (exit 2). */
function realPathOrMissing(p) {
    try {
        return (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .realPathOf */ .d)(p);
    }
    catch (e) {
        if ((0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .isMissing */ .b2)(e))
            return p;
        throw e;
    }
}


/***/ })

};
