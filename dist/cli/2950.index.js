"use strict";
exports.id = 2950;
exports.ids = [2950];
exports.modules = {

/***/ 5767:
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
    return code === 'ENOENT' || code === 'ENOTDIR';
}


/***/ }),

/***/ 3794:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GatePaths = void 0;
exports.gateSet = gateSet;
exports.gateSetWithoutInstalled = gateSetWithoutInstalled;
exports.installedPaths = installedPaths;
exports.commonDir = commonDir;
exports.ownPackageDir = ownPackageDir;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const realPath_js_1 = __webpack_require__(1344);
const LEFTHOOK_EXTENSIONS = ['yml', 'yaml', 'json', 'jsonc', 'toml'];
const LEFTHOOK_FILES = ['lefthook', '.lefthook', 'lefthook-local', '.lefthook-local'].flatMap((name) => LEFTHOOK_EXTENSIONS.map((ext) => `${name}.${ext}`));
const OPENCODE_CONFIGS = ['opencode.json', 'opencode.jsonc'];
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
    ...OPENCODE_CONFIGS,
    ...OPENCODE_CONFIGS.map((f) => `.opencode/${f}`),
];
const PROJECT_FOLDERS = [
    '.husky',
    '.lefthook',
    '.lefthook-local',
    '.github/hooks',
    '.opencode/plugins',
    '.opencode/plugin',
];
const HOME_GIT_CONFIGS = ['.gitconfig', '.config/git/config'];
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
    ...OPENCODE_CONFIGS.map((f) => `.config/opencode/${f}`),
];
const HOME_FOLDERS = ['.local/state/diffgate', '.copilot/hooks', '.config/opencode/plugins', '.config/opencode/plugin'];
const PACKAGE_FOLDERS = ['dist/cli', 'dist/lib', 'dist/opencode', 'githooks'];
const PACKAGE_FILES = ['package.json', 'dist/package.json'];
const MEMO_FOLDER = 'command-patterns';
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
    const packages = [];
    const projects = [...new Set([place.workspace, place.root])];
    for (const dir of projects) {
        files.push(...PROJECT_FILES.map((f) => node_path_1.posix.join(dir, f)));
        manifests.push(node_path_1.posix.join(dir, '.diffgate.tsv'));
        folders.push(...PROJECT_FOLDERS.map((f) => node_path_1.posix.join(dir, f)));
        const modules = node_path_1.posix.join(dir, 'node_modules');
        installedFiles.push(node_path_1.posix.join(modules, '.bin', 'diffgate'));
        packages.push(node_path_1.posix.join(modules, 'diffgate'), ...pnpmCopies(modules));
    }
    for (const home of new Set([place.home, place.realHome])) {
        files.push(...HOME_FILES.map((f) => node_path_1.posix.join(home, f)));
        folders.push(...HOME_FOLDERS.map((f) => node_path_1.posix.join(home, f)));
        packages.push(node_path_1.posix.join(home, '.local', 'lib', 'node_modules', 'diffgate'));
        manifests.push(node_path_1.posix.join(home, '.config', 'diffgate', 'manifest.tsv'));
    }
    const absolute = (name) => {
        const value = env[name];
        return value && node_path_1.posix.isAbsolute(value) && !value.startsWith('/dev/') ? value : undefined;
    };
    const xdgConfig = absolute('XDG_CONFIG_HOME');
    if (xdgConfig) {
        files.push(...OPENCODE_CONFIGS.map((f) => node_path_1.posix.join(xdgConfig, 'opencode', f)));
        folders.push(node_path_1.posix.join(xdgConfig, 'opencode', 'plugins'), node_path_1.posix.join(xdgConfig, 'opencode', 'plugin'));
        files.push(node_path_1.posix.join(xdgConfig, 'git', 'config'));
        manifests.push(node_path_1.posix.join(xdgConfig, 'diffgate', 'manifest.tsv'));
    }
    const xdgCache = absolute('XDG_CACHE_HOME');
    const xdgState = absolute('XDG_STATE_HOME');
    if (xdgState)
        folders.push(node_path_1.posix.join(xdgState, 'diffgate'));
    for (const name of ['GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM', 'GEMINI_CLI_SYSTEM_SETTINGS_PATH']) {
        const file = absolute(name);
        if (file)
            files.push(file);
    }
    const claude = absolute('CLAUDE_CONFIG_DIR');
    if (claude)
        files.push(node_path_1.posix.join(claude, 'settings.json'), node_path_1.posix.join(claude, 'settings.local.json'));
    const codex = absolute('CODEX_HOME');
    if (codex)
        files.push(node_path_1.posix.join(codex, 'config.toml'), node_path_1.posix.join(codex, 'hooks.json'));
    const copilot = absolute('COPILOT_HOME');
    if (copilot) {
        files.push(node_path_1.posix.join(copilot, 'config.json'), node_path_1.posix.join(copilot, 'settings.json'));
        folders.push(node_path_1.posix.join(copilot, 'hooks'));
    }
    const configs = HOME_GIT_CONFIGS.map((f) => node_path_1.posix.join(place.home, f));
    if (xdgConfig)
        configs.push(node_path_1.posix.join(xdgConfig, 'git', 'config'));
    const globalConfig = absolute('GIT_CONFIG_GLOBAL');
    if (globalConfig)
        configs.push(globalConfig);
    if (place.gitDir) {
        for (const gitDir of new Set([place.gitDir, commonDir(place.gitDir)])) {
            files.push(node_path_1.posix.join(gitDir, 'config'), node_path_1.posix.join(gitDir, 'config.worktree'), node_path_1.posix.join(gitDir, 'commondir'));
            folders.push(node_path_1.posix.join(gitDir, 'hooks'), node_path_1.posix.join(gitDir, 'diffgate'));
            configs.push(node_path_1.posix.join(gitDir, 'config'), node_path_1.posix.join(gitDir, 'config.worktree'));
        }
    }
    for (const config of configs) {
        const hooksPath = configuredHooksPath(config, place.root, place.home);
        if (hooksPath !== undefined)
            folders.push(hooksPath);
    }
    installedFolders.push(...[...new Set([place.home, place.realHome])].map((h) => node_path_1.posix.join(h, '.cache', 'diffgate', MEMO_FOLDER)), ...(xdgCache ? [node_path_1.posix.join(xdgCache, 'diffgate', MEMO_FOLDER)] : []));
    const prefixes = new Set();
    for (const name of ['npm_config_prefix', 'NPM_CONFIG_PREFIX', 'PREFIX']) {
        const p = absolute(name);
        if (p)
            prefixes.add(p);
    }
    prefixes.add(node_path_1.posix.dirname(node_path_1.posix.dirname(process.execPath)));
    for (const prefix of prefixes) {
        installedFiles.push(node_path_1.posix.join(prefix, 'bin', 'diffgate'));
        packages.push(node_path_1.posix.join(prefix, 'lib', 'node_modules', 'diffgate'));
    }
    const pnpmHome = absolute('PNPM_HOME');
    if (pnpmHome)
        installedFiles.push(node_path_1.posix.join(pnpmHome, 'diffgate'));
    if (selfDir !== undefined)
        packages.push(selfDir);
    for (const dir of packages) {
        installedFolders.push(...PACKAGE_FOLDERS.map((f) => node_path_1.posix.join(dir, f)));
        installedFiles.push(...PACKAGE_FILES.map((f) => node_path_1.posix.join(dir, f)));
    }
    return { files, folders, manifests, installedFiles, installedFolders };
}
function installedPaths(place, env, selfDir = ownPackageDir()) {
    return [...gateSetWithInstalled(place, env, selfDir).installed];
}
function pnpmCopies(modules) {
    try {
        return (0, node_fs_1.readdirSync)(node_path_1.posix.join(modules, '.pnpm'))
            .filter((name) => name.startsWith('diffgate@'))
            .map((name) => node_path_1.posix.join(modules, '.pnpm', name, 'node_modules', 'diffgate'));
    }
    catch {
        return [];
    }
}
function configuredHooksPath(config, root, home) {
    let text;
    try {
        text = (0, node_fs_1.readFileSync)(config, 'utf8');
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
        return node_path_1.posix.join(home, found.slice(2));
    return node_path_1.posix.resolve(root, found);
}
function commonDir(gitDir) {
    try {
        return node_path_1.posix.resolve(gitDir, (0, node_fs_1.readFileSync)(node_path_1.posix.join(gitDir, 'commondir'), 'utf8').trim());
    }
    catch {
        return gitDir;
    }
}
function realPaths() {
    const known = new Map([['/', { real: '/', exists: true }]]);
    const look = (p) => {
        const seen = known.get(p);
        if (seen !== undefined)
            return seen;
        const parent = look(node_path_1.posix.dirname(p));
        let real = node_path_1.posix.join(parent.real, node_path_1.posix.basename(p));
        let exists = false;
        if (parent.exists) {
            let stat;
            try {
                stat = (0, node_fs_1.lstatSync)(p, { throwIfNoEntry: false });
            }
            catch {
                stat = undefined;
            }
            exists = stat !== undefined;
            if (stat?.isSymbolicLink())
                real = (0, realPath_js_1.realPathOf)(real);
        }
        const out = { real, exists };
        known.set(p, out);
        return out;
    };
    return (p) => look(p).real;
}
function ownPackageDir(script = process.argv[1]) {
    if (script !== process.argv[1])
        return readOwnPackageDir(script);
    ownDir ??= { dir: readOwnPackageDir(script) };
    return ownDir.dir;
}
let ownDir;
function readOwnPackageDir(script) {
    if (script === undefined || !/[/\\]dist[/\\]cli[/\\][^/\\]+\.js$/.test(script))
        return undefined;
    try {
        return node_path_1.posix.dirname(node_path_1.posix.dirname(node_path_1.posix.dirname(node_fs_1.realpathSync.native(script))));
    }
    catch {
        return undefined;
    }
}
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
    at(path) {
        return (this.set.files.find((f) => f === path && !this.set.manifests.has(f)) ??
            this.set.folders.find((d) => (0, realPath_js_1.isWithin)(path, d)));
    }
    removable(path) {
        for (const p of this.set.installed)
            if ((0, realPath_js_1.isWithin)(path, p))
                return true;
        return false;
    }
    under(dir) {
        return [...this.set.files, ...this.set.folders].filter((f) => f !== dir && (0, realPath_js_1.isWithin)(f, dir) && !this.set.installed.has(f) && !this.set.manifests.has(f));
    }
}
exports.GatePaths = GatePaths;


/***/ }),

/***/ 5160:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.locate = locate;
exports.findRepository = findRepository;
exports.realOr = realOr;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const exists_js_1 = __webpack_require__(5767);
const failure_js_1 = __webpack_require__(6117);
const readRegular_js_1 = __webpack_require__(7111);
const realPath_js_1 = __webpack_require__(1344);
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

/***/ 8900:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PromptStore = void 0;
exports.stateHome = stateHome;
exports.storeDir = storeDir;
exports.sessionFile = sessionFile;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const readRegular_js_1 = __webpack_require__(7111);
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_SESSIONS = 200;
function stateHome(env, home) {
    return env.XDG_STATE_HOME && node_path_1.posix.isAbsolute(env.XDG_STATE_HOME)
        ? env.XDG_STATE_HOME
        : node_path_1.posix.join(home, '.local', 'state');
}
async function storeDir(place, env) {
    if (place.gitDir)
        return node_path_1.posix.join(place.gitDir, 'diffgate');
    return node_path_1.posix.join(stateHome(env, place.home), 'diffgate', (await sha256(place.workspace)).slice(0, 16));
}
async function sha256(text) {
    const { createHash } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 7598, 23));
    return createHash('sha256').update(text).digest('hex');
}
async function sessionFile(id) {
    return /^[A-Za-z0-9_-]{1,128}$/.test(id) ? `${id}.json` : `h-${(await sha256(id)).slice(0, 40)}.json`;
}
class PromptStore {
    dir;
    now;
    constructor(dir, now = () => new Date()) {
        this.dir = dir;
        this.now = now;
    }
    get sessions() {
        return node_path_1.posix.join(this.dir, 'sessions');
    }
    async save(sessionId, prompt) {
        (0, node_fs_1.mkdirSync)(this.sessions, { recursive: true });
        const file = node_path_1.posix.join(this.sessions, await sessionFile(sessionId));
        const tmp = `${file}.${process.pid}.tmp`;
        (0, node_fs_1.writeFileSync)(tmp, `${JSON.stringify({ session_id: sessionId, time: this.now().toISOString(), prompt })}\n`, {
            mode: 0o600,
        });
        (0, node_fs_1.renameSync)(tmp, file);
        this.prune(file);
    }
    async latest(sessionId) {
        return (await this.latestRecord(sessionId))?.prompt;
    }
    async latestTime(sessionId) {
        const time = (await this.latestRecord(sessionId))?.time;
        return time === undefined ? undefined : Date.parse(time);
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
        const record = JSON.parse(text);
        if (record.session_id !== sessionId || typeof record.prompt !== 'string')
            return undefined;
        return { prompt: record.prompt, time: typeof record.time === 'string' ? record.time : '' };
    }
    async audit(entries) {
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        (0, node_fs_1.appendFileSync)(node_path_1.posix.join(this.dir, 'audit.jsonl'), entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
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


/***/ }),

/***/ 1344:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.realPathOf = realPathOf;
exports.isWithin = isWithin;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const exists_js_1 = __webpack_require__(5767);
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

/***/ 2950:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.quietAfter = quietAfter;
const place_js_1 = __webpack_require__(5160);
const prompts_js_1 = __webpack_require__(8900);
const refs_js_1 = __webpack_require__(8558);
const survey_js_1 = __webpack_require__(8098);
const watchState_js_1 = __webpack_require__(4828);
const AFTER = new Set(['PostToolUse', 'PostToolUseFailure', 'Stop', 'SubagentStop']);
async function quietAfter(stdin, env, home) {
    let input;
    try {
        input = JSON.parse(stdin);
    }
    catch {
        return false;
    }
    if (typeof input !== 'object' || input === null)
        return false;
    const { hook_event_name: event, cwd, session_id: session } = input;
    if (typeof event !== 'string' || !AFTER.has(event) || typeof cwd !== 'string' || typeof session !== 'string')
        return false;
    try {
        const place = (0, place_js_1.locate)(cwd, env, home);
        const state = new watchState_js_1.WatchStore(await (0, prompts_js_1.storeDir)(place, env)).load();
        if (state === undefined)
            return false;
        return (0, survey_js_1.nothingMoved)((0, survey_js_1.moved)(state)) && !(place.gitDir !== null && (0, refs_js_1.refsMoved)(state));
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 8558:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.refKeys = refKeys;
exports.refsMoved = refsMoved;
exports.readHeads = readHeads;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const gatePaths_js_1 = __webpack_require__(3794);
const watchState_js_1 = __webpack_require__(4828);
function refFiles(gitDir) {
    const common = (0, gatePaths_js_1.commonDir)(gitDir);
    const out = [node_path_1.posix.join(gitDir, 'HEAD'), node_path_1.posix.join(common, 'packed-refs')];
    const walk = (dir) => {
        out.push(dir);
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(dir);
        }
        catch {
            return;
        }
        for (const n of names) {
            const p = node_path_1.posix.join(dir, n);
            if ((0, watchState_js_1.lstatOrUndefined)(p)?.isDirectory())
                walk(p);
            else
                out.push(p);
        }
    };
    walk(node_path_1.posix.join(common, 'refs', 'heads'));
    return out;
}
function refKeys(gitDir) {
    const keys = {};
    for (const f of refFiles(gitDir))
        keys[f] = (0, watchState_js_1.keyOf)((0, watchState_js_1.lstatOrUndefined)(f));
    return keys;
}
function refsMoved(state) {
    for (const [f, k] of Object.entries(state.refKeys))
        if ((0, watchState_js_1.keyOf)((0, watchState_js_1.lstatOrUndefined)(f)) !== k)
            return true;
    return false;
}
async function readHeads(root, env) {
    const { runGit } = await __webpack_require__.e(/* import() */ 3836).then(__webpack_require__.bind(__webpack_require__, 3836));
    const git = runGit(root, env);
    const heads = {};
    const text = await git.raw(['for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads']);
    for (const line of text.split('\n')) {
        const [sha, ref] = line.split(' ');
        if (sha && ref)
            heads[ref] = sha;
    }
    const head = await git.raw(['rev-parse', '--verify', '-q', 'HEAD']).then((v) => v.trim(), () => '');
    if (head !== '')
        heads.HEAD = head;
    return heads;
}


/***/ }),

/***/ 8098:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MAX_WALKED_FOLDERS = exports.nothingMoved = void 0;
exports.moved = moved;
exports.differences = differences;
exports.firstRecord = firstRecord;
exports.recordNewlyWatched = recordNewlyWatched;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const deadline_js_1 = __webpack_require__(2035);
const watchState_js_1 = __webpack_require__(4828);
function moved(state) {
    const files = [];
    for (const [path, e] of Object.entries(state.files)) {
        if (e.r === 1 || (0, watchState_js_1.keyOf)((0, watchState_js_1.lstatOrUndefined)(path)) !== e.k)
            files.push(path);
    }
    const dirs = [];
    for (const [dir, k] of Object.entries(state.dirs))
        if ((0, watchState_js_1.keyOf)((0, watchState_js_1.lstatOrUndefined)(dir)) !== k)
            dirs.push(dir);
    return { files, dirs };
}
const nothingMoved = (m) => m.files.length === 0 && m.dirs.length === 0;
exports.nothingMoved = nothingMoved;
function differences(state, m, list, store, now) {
    const found = [];
    const absent = { k: watchState_js_1.ABSENT, t: '-' };
    const linked = m.dirs.filter((d) => (0, watchState_js_1.lstatOrUndefined)(d)?.isSymbolicLink());
    const underLink = (p) => linked.some((d) => p.startsWith(`${d}/`));
    const files = [...new Set([...m.files, ...Object.keys(state.files).filter(underLink)])];
    for (const path of files) {
        const before = state.files[path];
        const st = underLink(path) ? undefined : (0, watchState_js_1.lstatOrUndefined)(path);
        const guard = list.guard(path);
        if (guard === undefined) {
            delete state.files[path];
            continue;
        }
        if (guard.keep && before.t === 'f' && before.b === undefined) {
            state.files[path] = store.entry(path, st, true, now);
            continue;
        }
        if (sameAs(path, before, st, guard, store)) {
            state.files[path] = store.entry(path, st, guard.keep && before.b === undefined, now);
            if (before.b !== undefined && state.files[path].t === 'f')
                state.files[path].b = before.b;
            continue;
        }
        found.push({ path, before, now: st, guard });
    }
    const seen = new Set(found.map((d) => d.path));
    for (const dir of m.dirs) {
        const st = (0, watchState_js_1.lstatOrUndefined)(dir);
        if (st === undefined || !st.isDirectory()) {
            for (const d of Object.keys(state.dirs))
                if (d === dir || d.startsWith(`${dir}/`))
                    delete state.dirs[d];
            continue;
        }
        state.dirs[dir] = (0, watchState_js_1.keyOf)(st);
        for (const path of listNew(dir, state, list)) {
            if (seen.has(path))
                continue;
            const guard = list.guard(path);
            if (guard === undefined)
                continue;
            seen.add(path);
            found.push({ path, before: absent, now: (0, watchState_js_1.lstatOrUndefined)(path), guard });
        }
    }
    return found;
}
function listNew(dir, state, list) {
    const out = [];
    let names;
    try {
        names = (0, node_fs_1.readdirSync)(dir);
    }
    catch {
        return out;
    }
    for (const name of names) {
        const path = node_path_1.posix.join(dir, name);
        if (state.files[path] !== undefined || state.dirs[path] !== undefined)
            continue;
        const st = (0, watchState_js_1.lstatOrUndefined)(path);
        if (st?.isDirectory()) {
            if (list.skips(path) && !list.inGateFolder(path))
                continue;
            state.dirs[path] = (0, watchState_js_1.keyOf)(st);
            out.push(...listNew(path, state, list));
        }
        else if (st !== undefined)
            out.push(path);
    }
    return out;
}
function sameAs(path, before, st, guard, store) {
    const t = (0, watchState_js_1.typeOf)(st);
    if (t !== before.t)
        return false;
    if (t === '-' || t === 'd' || t === 'o')
        return true;
    if (t === 'l')
        return (0, node_fs_1.readlinkSync)(path) === before.l;
    if (!guard.keep)
        return true;
    if ((st.mode & 0o7777) !== before.m)
        return false;
    if (before.b === undefined)
        return false;
    return sameBytes(path, store.blobPath(before.b));
}
function sameBytes(a, b) {
    const sa = (0, node_fs_1.statSync)(a);
    const sb = (0, node_fs_1.statSync)(b);
    if (sa.size !== sb.size)
        return false;
    const fa = (0, node_fs_1.openSync)(a, 'r');
    const fb = (0, node_fs_1.openSync)(b, 'r');
    try {
        const ba = Buffer.alloc(1 << 20);
        const bb = Buffer.alloc(1 << 20);
        for (let at = 0; at < sa.size;) {
            const n = (0, node_fs_1.readSync)(fa, ba, 0, ba.length, at);
            const m = (0, node_fs_1.readSync)(fb, bb, 0, n, at);
            if (n === 0 || m !== n || !ba.subarray(0, n).equals(bb.subarray(0, n)))
                return n === 0 && m === 0;
            at += n;
        }
        return true;
    }
    finally {
        (0, node_fs_1.closeSync)(fa);
        (0, node_fs_1.closeSync)(fb);
    }
}
exports.MAX_WALKED_FOLDERS = 20_000;
function firstRecord(state, list, store, now, roots = list) {
    const stopAt = Date.now() + Math.min((0, deadline_js_1.remainingMs)() / 2, 60_000);
    let folders = 0;
    let stopped = false;
    for (const path of roots.files) {
        const st = (0, watchState_js_1.lstatOrUndefined)(path);
        const guard = list.guard(path);
        state.files[path] = store.entry(path, st, guard?.keep ?? true, now);
    }
    const walk = (dir, gateFolder) => {
        if (!gateFolder && (stopped || ++folders > exports.MAX_WALKED_FOLDERS || Date.now() > stopAt)) {
            stopped = true;
            return;
        }
        const st = (0, watchState_js_1.lstatOrUndefined)(dir);
        if (!st?.isDirectory() || state.dirs[dir] !== undefined)
            return;
        state.dirs[dir] = (0, watchState_js_1.keyOf)(st);
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(dir);
        }
        catch {
            return;
        }
        for (const name of names) {
            const path = node_path_1.posix.join(dir, name);
            const child = (0, watchState_js_1.lstatOrUndefined)(path);
            if (child?.isDirectory()) {
                if (list.isOwn(path))
                    continue;
                if (gateFolder || !list.skips(path))
                    walk(path, gateFolder);
                continue;
            }
            if (state.files[path] !== undefined)
                continue;
            const guard = list.guard(path);
            if (guard !== undefined)
                state.files[path] = store.entry(path, child, guard.keep, now);
        }
    };
    for (const folder of roots.gateFolders)
        if (!list.isOwn(folder))
            walk(folder, true);
    for (const tree of roots.trees)
        walk(tree, false);
    if (stopped)
        state.partial = 1;
}
function recordNewlyWatched(state, list, store, now) {
    const files = list.files.filter((p) => state.files[p] === undefined);
    const gateFolders = list.gateFolders.filter((f) => state.dirs[f] === undefined);
    if (files.length > 0 || gateFolders.length > 0)
        firstRecord(state, list, store, now, { files, gateFolders, trees: [] });
}


/***/ }),

/***/ 4828:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WatchStore = exports.ABSENT = void 0;
exports.keyOf = keyOf;
exports.lstatOrUndefined = lstatOrUndefined;
exports.typeOf = typeOf;
exports.emptyState = emptyState;
exports.rebase = rebase;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const VERSION = 1;
const RACY_MS = 100;
exports.ABSENT = '-';
function keyOf(st) {
    if (st === undefined)
        return exports.ABSENT;
    return `${st.mode.toString(8)}:${st.dev}:${st.ino}:${st.size}:${st.ctimeMs}:${st.mtimeMs}`;
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
function typeOf(st) {
    if (st === undefined)
        return '-';
    if (st.isFile())
        return 'f';
    if (st.isSymbolicLink())
        return 'l';
    if (st.isDirectory())
        return 'd';
    return 'o';
}
class WatchStore {
    storeDir;
    dir;
    blobs;
    constructor(storeDir) {
        this.storeDir = storeDir;
        this.dir = node_path_1.posix.join(storeDir, 'tripwire');
        this.blobs = node_path_1.posix.join(this.dir, 'blobs');
    }
    load() {
        let text;
        try {
            text = (0, node_fs_1.readFileSync)(node_path_1.posix.join(this.dir, 'state.json'), 'utf8');
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return undefined;
            throw e;
        }
        const state = JSON.parse(text);
        return state.v === VERSION ? state : undefined;
    }
    save(state) {
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const file = node_path_1.posix.join(this.dir, 'state.json');
        const tmp = `${file}.${process.pid}.tmp`;
        (0, node_fs_1.writeFileSync)(tmp, JSON.stringify(state), { mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, file);
        this.prune(state);
    }
    entry(path, st, keep, now) {
        const t = typeOf(st);
        const e = { k: keyOf(st), t };
        if (st === undefined)
            return e;
        if (now - st.ctimeMs < RACY_MS)
            e.r = 1;
        if (t === 'l')
            e.l = (0, node_fs_1.readlinkSync)(path);
        if (t === 'f') {
            e.m = st.mode & 0o7777;
            if (keep) {
                (0, node_fs_1.mkdirSync)(this.blobs, { recursive: true });
                const name = `${st.ino}-${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
                (0, node_fs_1.copyFileSync)(path, node_path_1.posix.join(this.blobs, name));
                e.b = name;
                if (keyOf(lstatOrUndefined(path)) !== e.k)
                    e.r = 1;
            }
        }
        return e;
    }
    lastCall() {
        try {
            return (0, node_fs_1.readFileSync)(node_path_1.posix.join(this.dir, 'call'), 'utf8');
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return undefined;
            throw e;
        }
    }
    markCall(id) {
        const file = node_path_1.posix.join(this.dir, 'call');
        if (id === undefined) {
            (0, node_fs_1.rmSync)(file, { force: true });
            return;
        }
        const tmp = `${file}.${process.pid}.tmp`;
        (0, node_fs_1.writeFileSync)(tmp, id, { mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, file);
    }
    blobPath(name) {
        return node_path_1.posix.join(this.blobs, name);
    }
    readBlob(name) {
        return (0, node_fs_1.readFileSync)(node_path_1.posix.join(this.blobs, name));
    }
    async locked(work) {
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const lock = node_path_1.posix.join(this.dir, 'lock');
        const start = Date.now();
        for (;;) {
            try {
                (0, node_fs_1.mkdirSync)(lock);
                break;
            }
            catch (e) {
                if (e.code !== 'EEXIST')
                    throw e;
                const age = Date.now() - (lstatOrUndefined(lock)?.mtimeMs ?? Date.now());
                if (age > 30_000 || Date.now() - start > 8_000) {
                    (0, node_fs_1.rmSync)(lock, { recursive: true, force: true });
                    continue;
                }
                await new Promise((r) => setTimeout(r, 10));
            }
        }
        try {
            return await work();
        }
        finally {
            try {
                (0, node_fs_1.rmdirSync)(lock);
            }
            catch {
            }
        }
    }
    prune(state) {
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(this.blobs);
        }
        catch {
            return;
        }
        const used = new Set(Object.values(state.files).flatMap((e) => (e.b ? [e.b] : [])));
        if (names.length <= used.size * 2 + 16)
            return;
        const cutoff = Date.now() - 10 * 60_000;
        for (const n of names) {
            if (used.has(n))
                continue;
            const p = node_path_1.posix.join(this.blobs, n);
            try {
                if ((0, node_fs_1.statSync)(p).mtimeMs < cutoff)
                    (0, node_fs_1.unlinkSync)(p);
            }
            catch {
            }
        }
    }
}
exports.WatchStore = WatchStore;
function emptyState(now, root) {
    return { v: VERSION, at: now, files: {}, dirs: {}, refKeys: {}, heads: {}, ...(root ? { root } : {}) };
}
function rebase(state, root) {
    const old = state.root;
    if (old === undefined || old === root)
        return;
    let real;
    try {
        real = node_fs_1.realpathSync.native(old);
    }
    catch {
        return;
    }
    if (real !== root)
        return;
    const move = (map) => Object.fromEntries(Object.entries(map).map(([p, v]) => [p === old || p.startsWith(`${old}/`) ? root + p.slice(old.length) : p, v]));
    state.files = move(state.files);
    state.dirs = move(state.dirs);
    state.refKeys = move(state.refKeys);
    state.root = root;
}


/***/ })

};
;