"use strict";
exports.id = "4719-5879";
exports.ids = ["4719-5879",4719,5879];
exports.modules = {

/***/ 2280:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isContentName = void 0;
exports.hashBytes = hashBytes;
exports.hashFile = hashFile;
const node_fs_1 = __webpack_require__(3024);
const readRegular_js_1 = __webpack_require__(6355);
const NAME = /^[0-9a-f]{64}$/;
function createHash(algorithm) {
    const load = process.getBuiltinModule;
    return load('node:crypto').createHash(algorithm);
}
const isContentName = (name) => NAME.test(name);
exports.isContentName = isContentName;
function hashBytes(bytes) {
    return createHash('sha256').update(bytes).digest('hex');
}
function hashFile(path, each) {
    const fd = (0, readRegular_js_1.openRegular)(path);
    try {
        return hashFd(fd, createHash('sha256'), each);
    }
    finally {
        (0, node_fs_1.closeSync)(fd);
    }
}
function hashFd(fd, hash, each) {
    const buf = Buffer.allocUnsafe(1 << 20);
    for (;;) {
        const n = (0, node_fs_1.readSync)(fd, buf, 0, buf.length, null);
        if (n === 0)
            return hash.digest('hex');
        const chunk = buf.subarray(0, n);
        hash.update(chunk);
        each?.(chunk);
    }
}


/***/ }),

/***/ 4719:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.agentUrlsFile = agentUrlsFile;
exports.gitPrints = gitPrints;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const gatePaths_js_1 = __webpack_require__(5879);
const ownState_js_1 = __webpack_require__(5201);
const readRegular_js_1 = __webpack_require__(6355);
const contentHash_js_1 = __webpack_require__(2280);
const refs_js_1 = __webpack_require__(3703);
const statKey_js_1 = __webpack_require__(4452);
function agentUrlsFile(tripwireDir) {
    return node_path_1.posix.join(tripwireDir, 'agent-urls');
}
const print = (value) => (0, contentHash_js_1.hashBytes)(new TextEncoder().encode(JSON.stringify(value)));
function refsPrint(gitDir) {
    if ((0, node_fs_1.existsSync)(node_path_1.posix.join((0, gatePaths_js_1.commonDir)(gitDir), 'reftable')))
        return undefined;
    let head;
    try {
        head = (0, readRegular_js_1.readRegularText)(node_path_1.posix.join(gitDir, 'HEAD'), 4096);
    }
    catch {
        return undefined;
    }
    if (!/^(?:ref: refs\/heads\/\S+|[0-9a-f]{40}|[0-9a-f]{64})\n?$/.test(head))
        return undefined;
    const keys = (0, refs_js_1.refKeys)(gitDir);
    if ((0, refs_js_1.refsLinked)(keys))
        return undefined;
    for (const [file, key] of Object.entries(keys)) {
        if (key === 0 || (key[0] & 0o170000) !== 0o100000 || !/\/refs\/(?:heads|remotes)\//.test(file))
            continue;
        let text;
        try {
            text = (0, readRegular_js_1.readRegularText)(file, 4096);
        }
        catch {
            return undefined;
        }
        if (text.startsWith('ref:'))
            return undefined;
    }
    return print(keys);
}
function configFiles(gitDir, env, home) {
    const xdg = env.XDG_CONFIG_HOME || node_path_1.posix.join(home, '.config');
    const global = env.GIT_CONFIG_GLOBAL !== undefined
        ? [env.GIT_CONFIG_GLOBAL]
        : [node_path_1.posix.join(home, '.gitconfig'), node_path_1.posix.join(xdg, 'git', 'config')];
    const system = env.GIT_CONFIG_SYSTEM !== undefined ? [env.GIT_CONFIG_SYSTEM] : ['/etc/gitconfig', '/usr/local/etc/gitconfig'];
    return [...system, ...global, node_path_1.posix.join((0, gatePaths_js_1.commonDir)(gitDir), 'config'), node_path_1.posix.join(gitDir, 'config.worktree')].filter((p) => p !== '' && p !== '/dev/null');
}
function configPrint(gitDir, env, home, storeDir) {
    const keys = [];
    for (const file of configFiles(gitDir, env, home)) {
        let st;
        try {
            st = (0, node_fs_1.statSync)(file, { throwIfNoEntry: false });
        }
        catch {
            return undefined;
        }
        keys.push([file, (0, statKey_js_1.keyOf)(st)]);
        if (st === undefined)
            continue;
        try {
            if (/include/i.test((0, readRegular_js_1.readRegularText)(file, 1 << 20)))
                return undefined;
        }
        catch {
            return undefined;
        }
    }
    const urls = agentUrlsFile(node_path_1.posix.join(storeDir, ownState_js_1.STORE_OWN.tripwire));
    keys.push([urls, (0, statKey_js_1.keyOf)((0, node_fs_1.statSync)(urls, { throwIfNoEntry: false }))]);
    const vars = Object.entries(env)
        .filter(([k]) => k.startsWith('GIT_') || k === 'HOME' || k === 'XDG_CONFIG_HOME')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return print([keys, vars]);
}
function gitPrints(place, env, storeDir) {
    if (place.gitDir === null)
        return {};
    try {
        const r = refsPrint(place.gitDir);
        const c = configPrint(place.gitDir, env, env.HOME || place.home, storeDir);
        return { ...(r === undefined ? {} : { r }), ...(c === undefined ? {} : { c }) };
    }
    catch {
        return {};
    }
}


/***/ }),

/***/ 3703:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.UNVOUCHED = void 0;
exports.refsLinked = refsLinked;
exports.refKeys = refKeys;
exports.watchesRemotes = watchesRemotes;
exports.readHeads = readHeads;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const gatePaths_js_1 = __webpack_require__(5879);
const statKey_js_1 = __webpack_require__(4452);
exports.UNVOUCHED = [0, 0, 0, 0, -1, -1];
function refsLinked(keys) {
    for (const f in keys) {
        const k = keys[f];
        if (k !== 0 && k[4] === -1)
            return true;
    }
    return false;
}
function refKeys(gitDir) {
    const common = (0, gatePaths_js_1.commonDir)(gitDir);
    const keys = {};
    const add = (p, linked) => {
        const st = (0, statKey_js_1.lstatOrUndefined)(p);
        const link = linked || st?.isSymbolicLink() === true;
        keys[p] = link ? exports.UNVOUCHED : (0, statKey_js_1.keyOf)(st);
        return link;
    };
    const walk = (dir, linked) => {
        const link = add(dir, linked);
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(dir);
        }
        catch {
            return;
        }
        for (const n of names) {
            const p = node_path_1.posix.join(dir, n);
            if ((0, statKey_js_1.lstatOrUndefined)(p)?.isDirectory())
                walk(p, link);
            else
                add(p, link);
        }
    };
    add(node_path_1.posix.join(gitDir, 'HEAD'), false);
    add(node_path_1.posix.join(common, 'packed-refs'), false);
    const refs = (0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(common, 'refs'))?.isSymbolicLink() === true;
    if (refs)
        keys[node_path_1.posix.join(common, 'refs')] = exports.UNVOUCHED;
    walk(node_path_1.posix.join(common, 'refs', 'heads'), refs);
    walk(node_path_1.posix.join(common, 'refs', 'remotes'), refs);
    return keys;
}
function watchesRemotes(keys, gitDir) {
    return node_path_1.posix.join((0, gatePaths_js_1.commonDir)(gitDir), 'refs', 'remotes') in keys;
}
async function readHeads(root, env) {
    const { GitCommandError, runGit } = await __webpack_require__.e(/* import() */ 3836).then(__webpack_require__.bind(__webpack_require__, 3836));
    const git = runGit(root, env);
    const heads = {};
    const text = await git.raw(['show-ref', '--head']).catch(async (e) => {
        if (e instanceof GitCommandError && e.code === 1 && e.stderr.trim() === '')
            return '';
        const [refs, head] = await Promise.all([
            git.raw(['for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads', 'refs/remotes']),
            git.raw(['rev-parse', '--verify', '-q', 'HEAD^{commit}']).catch(() => ''),
        ]);
        return `${head.trim() === '' ? '' : `${head.trim()} HEAD\n`}${refs}`;
    });
    for (const line of text.split('\n')) {
        const [sha, ref] = line.split(' ');
        if (sha && (ref === 'HEAD' || ref?.startsWith('refs/heads/') || ref?.startsWith('refs/remotes/')))
            heads[ref] = sha;
    }
    return heads;
}


/***/ }),

/***/ 5879:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GatePaths = void 0;
exports.gateSet = gateSet;
exports.gateSetWithoutInstalled = gateSetWithoutInstalled;
exports.installedPaths = installedPaths;
exports.programPaths = programPaths;
exports.snapshotFolders = snapshotFolders;
exports.keyFolders = keyFolders;
exports.commonDir = commonDir;
exports.ownPackageDir = ownPackageDir;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const failure_js_1 = __webpack_require__(6640);
const readRegular_js_1 = __webpack_require__(6355);
const realPath_js_1 = __webpack_require__(5727);
const joinPath_js_1 = __webpack_require__(7987);
const LEFTHOOK_EXTENSIONS = ['yml', 'yaml', 'json', 'jsonc', 'toml'];
const LEFTHOOK_FILES = ['lefthook', '.lefthook', 'lefthook-local', '.lefthook-local'].flatMap((name) => LEFTHOOK_EXTENSIONS.map((ext) => `${name}.${ext}`));
const OPENCODE_CONFIGS = ['opencode.json', 'opencode.jsonc'];
const PROMPT_TEMPLATE_FOLDERS = ['.claude/commands', '.gemini/commands', '.opencode/command', '.opencode/commands'];
const PROJECT_FILES = [
    ...LEFTHOOK_FILES,
    ...LEFTHOOK_FILES.filter((f) => !f.startsWith('.')).map((f) => `.config/${f}`),
    '.pre-commit-config.yaml',
    '.pre-commit-config.yml',
    '.claude/settings.json',
    '.claude/settings.local.json',
    '.claude/scheduled_tasks.json',
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
    '.opencode/tools',
    '.opencode/tool',
    ...PROMPT_TEMPLATE_FOLDERS,
];
const HOME_GIT_CONFIGS = ['.gitconfig', '.config/git/config'];
const HUSKY_9_START_FOLDER = 'husky';
const HUSKY_8_START = '.huskyrc';
const SHELL_START_FILES = [
    '.bashrc',
    '.bash_aliases',
    '.bash_profile',
    '.bash_login',
    '.bash_logout',
    '.profile',
    '.zshenv',
    '.zshrc',
    '.zprofile',
    '.zlogin',
    '.zlogout',
    ...['.zshenv', '.zshrc', '.zprofile', '.zlogin', '.zlogout'].map((f) => `${f}.zwc`),
    '.config/fish/config.fish',
];
const SOURCED_FOLDERS = [
    '.bashrc.d',
    '.bash_completion.d',
    '.local/share/bash-completion/completions',
    '.oh-my-zsh/custom',
    '.zshrc.d',
];
const SOURCED_FILES = ['.bash_completion'];
const SHELL_START_FOLDERS = ['.config/fish/conf.d', '.config/fish/functions'];
const SHADOWED_PROGRAMS = ['git', 'node', 'npm', 'npx', 'sh', 'bash', 'env', 'watchman'];
const USER_BIN_FOLDERS = ['.local/bin', 'bin'];
const SHELL_SNAPSHOTS = 'shell-snapshots';
const HOME_FILES = [
    ...HOME_GIT_CONFIGS,
    ...SHELL_START_FILES,
    ...SOURCED_FILES,
    ...USER_BIN_FOLDERS.flatMap((bin) => SHADOWED_PROGRAMS.map((program) => `${bin}/${program}`)),
    '.claude/settings.json',
    '.claude/settings.local.json',
    '.claude/scheduled_tasks.json',
    '.codex/config.toml',
    '.codex/hooks.json',
    '.gemini/settings.json',
    '.cursor/hooks.json',
    '.copilot/config.json',
    '.copilot/settings.json',
    '.local/bin/diffgate',
    'bin/diffgate',
    HUSKY_8_START,
    ...OPENCODE_CONFIGS.map((f) => `.config/opencode/${f}`),
];
const MACOS = process.platform === 'darwin';
const PYTHON_START_FILES = new Set(['usercustomize.py', 'sitecustomize.py']);
const MAX_PYTHON_ENTRIES = 4096;
const pythonBase = (base) => ({
    root: (0, joinPath_js_1.joinPath)(base, 'lib'),
    prefix: `${(0, joinPath_js_1.joinPath)(base, 'lib')}/`,
    steps: [/^python3\.\d+t?$/, 'site-packages'],
});
const macosBase = (library) => ({
    root: library,
    prefix: `${library}/`,
    steps: [/^3\.\d+$/, 'lib', 'python', 'site-packages'],
});
function pythonSites(base) {
    const keyFolders = [base.root];
    const files = [];
    const [version, ...fixed] = base.steps;
    for (const name of boundedNames(base.root, MAX_PYTHON_ENTRIES).filter((n) => version.test(n))) {
        let dir = (0, joinPath_js_1.joinPath)(base.root, name);
        keyFolders.push(dir);
        for (const step of fixed)
            keyFolders.push((dir = (0, joinPath_js_1.joinPath)(dir, step)));
        files.push(...[...PYTHON_START_FILES].map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(dir);
        }
        catch {
            continue;
        }
        files.push(...names.filter((n) => n.endsWith('.pth')).map((n) => (0, joinPath_js_1.joinPath)(dir, n)));
    }
    return { keyFolders, files };
}
const MAX_WORKTREES = 1024;
function boundedNames(dir, max, tooMany = claude_js_1.claudeText.tooManyPythonVersions) {
    let handle;
    if ((0, node_fs_1.lstatSync)(dir, { throwIfNoEntry: false })?.isDirectory() !== true)
        return [];
    try {
        handle = (0, node_fs_1.opendirSync)(dir);
    }
    catch {
        return [];
    }
    const names = [];
    try {
        let entry;
        try {
            entry = handle.readSync();
        }
        catch (e) {
            if (e.code === 'ENOENT' || e.code === 'ENOTDIR')
                return [];
            throw e;
        }
        for (; entry !== null; entry = handle.readSync()) {
            if (names.length >= max)
                throw new failure_js_1.HookFailure(tooMany(dir, max));
            names.push(entry.name);
        }
    }
    finally {
        handle.closeSync();
    }
    return names;
}
function pythonShape(path, base) {
    if (!path.startsWith(base.prefix))
        return path === base.root ? 'site' : undefined;
    const parts = path.slice(base.root.length + 1).split('/');
    const fits = (i) => {
        const step = base.steps[i];
        return typeof step === 'string' ? parts[i] === step : step.test(parts[i]);
    };
    for (let i = 0; i < Math.min(parts.length, base.steps.length); i++)
        if (!fits(i))
            return 'other';
    if (parts.length <= base.steps.length)
        return 'site';
    const name = parts[base.steps.length];
    return parts.length === base.steps.length + 1 && (PYTHON_START_FILES.has(name) || name.endsWith('.pth'))
        ? 'start'
        : 'other';
}
const DEFERRED_WORK_FOLDERS = ['.config/systemd/user'];
const HOME_FOLDERS = [
    ...SHELL_START_FOLDERS,
    ...SOURCED_FOLDERS,
    ...PROMPT_TEMPLATE_FOLDERS.filter((f) => !f.startsWith('.opencode/')),
    '.config/opencode/command',
    '.config/opencode/commands',
    '.codex/prompts',
    ...DEFERRED_WORK_FOLDERS,
    '.local/state/diffgate',
    `.config/${HUSKY_9_START_FOLDER}`,
    '.copilot/hooks',
    '.config/opencode/plugins',
    '.config/opencode/plugin',
    '.config/opencode/tools',
    '.config/opencode/tool',
];
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
    const { real, links } = realPaths();
    const both = (list) => [...new Set(list.flatMap((p) => [p, real(p)]))];
    const installedFiles = both(named.installedFiles);
    const installedFolders = both(named.installedFolders);
    const manifests = both(named.manifests);
    const programs = both(named.programs);
    const bases = new Map();
    for (const b of named.pythonBases)
        for (const root of [b.root, real(b.root)])
            bases.set(root, { ...b, root, prefix: `${root}/` });
    const sites = [...bases.values()].map(pythonSites);
    const installedHops = [...links];
    const files = both(named.files);
    const folders = both(named.folders);
    const snapshotFolders = new Set(both(named.snapshotFolders));
    const mine = [place.home, place.realHome, place.workspace, place.root];
    const hops = [...links].filter((l) => mine.some((d) => (0, realPath_js_1.isWithin)(l, d)));
    const installedLinks = installedHops.filter((l) => hops.includes(l));
    const set = {
        files: [
            ...new Set([...manifests, ...files, ...sites.flatMap((s) => s.files), ...installedFiles, ...programs, ...hops]),
        ],
        folders: [...new Set([...folders, ...installedFolders])],
        installed: new Set([...installedFiles, ...installedFolders, ...programs, ...installedLinks]),
        manifests: new Set(manifests),
        snapshotFolders,
        programs: new Set(programs),
        pythonBases: [...bases.values()],
        keyFolders: [...new Set(sites.flatMap((s) => s.keyFolders))],
        worktreeRoots: both(named.worktreeRoots),
        worktreeDirs: new Set(both(named.worktreeDirs)),
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
    'BASH_ENV',
    'ENV',
    'ZDOTDIR',
    'PYTHONUSERBASE',
    'PATH',
    'ZSH_CUSTOM',
    'XDG_DATA_HOME',
];
const envKey = (env) => ENV_KEYS.map((k) => env[k] ?? '');
function namedGates(place, env, selfDir) {
    const files = [...SYSTEM_FILES];
    const manifests = [];
    const folders = [];
    const installedFiles = [];
    const installedFolders = [];
    const packages = [];
    const pythonBases = [];
    const worktreeRoots = [];
    const worktreeDirs = [];
    const projects = [...new Set([place.workspace, place.root])];
    for (const dir of projects) {
        files.push(...PROJECT_FILES.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        manifests.push((0, joinPath_js_1.joinPath)(dir, '.diffgate.tsv'));
        folders.push(...PROJECT_FOLDERS.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        const modules = (0, joinPath_js_1.joinPath)(dir, 'node_modules');
        installedFiles.push((0, joinPath_js_1.joinPath)(modules, '.bin', 'diffgate'));
        packages.push((0, joinPath_js_1.joinPath)(modules, 'diffgate'), ...pnpmCopies(modules));
    }
    for (const home of new Set([place.home, place.realHome])) {
        files.push(...HOME_FILES.map((f) => (0, joinPath_js_1.joinPath)(home, f)));
        pythonBases.push(pythonBase((0, joinPath_js_1.joinPath)(home, '.local')));
        if (MACOS)
            pythonBases.push(macosBase((0, joinPath_js_1.joinPath)(home, 'Library', 'Python')));
        folders.push(...HOME_FOLDERS.map((f) => (0, joinPath_js_1.joinPath)(home, f)));
        packages.push((0, joinPath_js_1.joinPath)(home, '.local', 'lib', 'node_modules', 'diffgate'));
        manifests.push((0, joinPath_js_1.joinPath)(home, '.config', 'diffgate', 'manifest.tsv'));
    }
    const absolute = (name) => {
        const value = env[name];
        return value && node_path_1.posix.isAbsolute(value) && (!value.startsWith('/dev/') || value.startsWith('/dev/shm/'))
            ? value
            : undefined;
    };
    const xdgConfig = absolute('XDG_CONFIG_HOME');
    if (xdgConfig) {
        files.push(...OPENCODE_CONFIGS.map((f) => (0, joinPath_js_1.joinPath)(xdgConfig, 'opencode', f)));
        folders.push((0, joinPath_js_1.joinPath)(xdgConfig, 'opencode', 'plugins'), (0, joinPath_js_1.joinPath)(xdgConfig, 'opencode', 'plugin'));
        folders.push((0, joinPath_js_1.joinPath)(xdgConfig, HUSKY_9_START_FOLDER));
        files.push((0, joinPath_js_1.joinPath)(xdgConfig, 'git', 'config'));
        manifests.push((0, joinPath_js_1.joinPath)(xdgConfig, 'diffgate', 'manifest.tsv'));
    }
    const xdgCache = absolute('XDG_CACHE_HOME');
    const xdgState = absolute('XDG_STATE_HOME');
    if (xdgState)
        folders.push((0, joinPath_js_1.joinPath)(xdgState, 'diffgate'));
    for (const name of ['GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM', 'GEMINI_CLI_SYSTEM_SETTINGS_PATH']) {
        const file = absolute(name);
        if (file)
            files.push(file);
    }
    const claude = absolute('CLAUDE_CONFIG_DIR');
    if (claude)
        files.push((0, joinPath_js_1.joinPath)(claude, 'settings.json'), (0, joinPath_js_1.joinPath)(claude, 'settings.local.json'));
    for (const name of ['BASH_ENV', 'ENV']) {
        const file = absolute(name);
        if (file)
            files.push(file);
    }
    const shadowing = [];
    const homes = [place.home, place.realHome];
    for (const entry of (env.PATH ?? '').split(':')) {
        const bin = pathFolder(entry, place.home);
        if (bin === undefined)
            continue;
        const programs = SHADOWED_PROGRAMS.map((program) => (0, joinPath_js_1.joinPath)(bin, program));
        if (homes.some((h) => (0, realPath_js_1.isWithin)(bin, h)))
            files.push(...programs);
        else if (writable(existingAncestor(bin)))
            shadowing.push(...programs);
    }
    const userBase = absolute('PYTHONUSERBASE');
    if (userBase)
        pythonBases.push(pythonBase(userBase));
    const zdotdir = absolute('ZDOTDIR');
    if (zdotdir)
        files.push(...['.zshenv', '.zshrc', '.zprofile', '.zlogin'].map((f) => (0, joinPath_js_1.joinPath)(zdotdir, f)));
    const zshCustom = absolute('ZSH_CUSTOM');
    if (zshCustom)
        folders.push(zshCustom);
    const xdgData = absolute('XDG_DATA_HOME');
    if (xdgData)
        folders.push((0, joinPath_js_1.joinPath)(xdgData, 'bash-completion', 'completions'));
    const startFiles = [
        ...[...new Set([place.home, place.realHome])].flatMap((h) => SHELL_START_FILES.filter((f) => !f.endsWith('.zwc')).map((f) => (0, joinPath_js_1.joinPath)(h, f))),
        ...['BASH_ENV', 'ENV'].map(absolute).filter((f) => f !== undefined),
        ...(zdotdir ? ['.zshenv', '.zshrc', '.zprofile', '.zlogin'].map((f) => (0, joinPath_js_1.joinPath)(zdotdir, f)) : []),
    ];
    const sourced = sourcedFiles(startFiles, place.home, [place.home, place.realHome, ...projects]);
    files.push(...sourced.files);
    folders.push(...sourced.folders);
    const snapshotFolders = [...new Set([...[place.home, place.realHome].map((h) => (0, joinPath_js_1.joinPath)(h, '.claude')), claude])]
        .filter((dir) => dir !== undefined)
        .map((dir) => (0, joinPath_js_1.joinPath)(dir, SHELL_SNAPSHOTS));
    for (const folder of snapshotFolders)
        files.push(...snapshotFiles(folder));
    const codex = absolute('CODEX_HOME');
    if (codex)
        files.push((0, joinPath_js_1.joinPath)(codex, 'config.toml'), (0, joinPath_js_1.joinPath)(codex, 'hooks.json'));
    const copilot = absolute('COPILOT_HOME');
    if (copilot) {
        files.push((0, joinPath_js_1.joinPath)(copilot, 'config.json'), (0, joinPath_js_1.joinPath)(copilot, 'settings.json'));
        folders.push((0, joinPath_js_1.joinPath)(copilot, 'hooks'));
    }
    const configs = HOME_GIT_CONFIGS.map((f) => (0, joinPath_js_1.joinPath)(place.home, f));
    if (xdgConfig)
        configs.push((0, joinPath_js_1.joinPath)(xdgConfig, 'git', 'config'));
    const globalConfig = absolute('GIT_CONFIG_GLOBAL');
    if (globalConfig)
        configs.push(globalConfig);
    if (place.gitDir) {
        for (const gitDir of new Set([place.gitDir, commonDir(place.gitDir)])) {
            files.push((0, joinPath_js_1.joinPath)(gitDir, 'config'), (0, joinPath_js_1.joinPath)(gitDir, 'config.worktree'), (0, joinPath_js_1.joinPath)(gitDir, 'commondir'));
            files.push((0, joinPath_js_1.joinPath)(gitDir, 'info', 'grafts'), (0, joinPath_js_1.joinPath)(gitDir, 'shallow'));
            folders.push((0, joinPath_js_1.joinPath)(gitDir, 'hooks'), (0, joinPath_js_1.joinPath)(gitDir, 'diffgate'));
            configs.push((0, joinPath_js_1.joinPath)(gitDir, 'config'), (0, joinPath_js_1.joinPath)(gitDir, 'config.worktree'));
        }
        const worktrees = (0, joinPath_js_1.joinPath)(commonDir(place.gitDir), 'worktrees');
        worktreeRoots.push(worktrees);
        for (const name of boundedNames(worktrees, MAX_WORKTREES, claude_js_1.claudeText.tooManyWorktrees)) {
            const dir = (0, joinPath_js_1.joinPath)(worktrees, name);
            worktreeDirs.push(dir);
            files.push((0, joinPath_js_1.joinPath)(dir, 'commondir'), (0, joinPath_js_1.joinPath)(dir, 'gitdir'), (0, joinPath_js_1.joinPath)(dir, 'config.worktree'));
            configs.push((0, joinPath_js_1.joinPath)(dir, 'config.worktree'));
            const dotGit = worktreeDotGit((0, joinPath_js_1.joinPath)(dir, 'gitdir'));
            if (dotGit !== undefined && !(0, realPath_js_1.isWithin)(dotGit, place.root))
                files.push(dotGit);
        }
    }
    const read = readGitConfigs(configs, place.root, place.home);
    files.push(...read.included);
    folders.push(...read.hooksPaths);
    installedFolders.push(...[...new Set([place.home, place.realHome])].map((h) => (0, joinPath_js_1.joinPath)(h, '.cache', 'diffgate', MEMO_FOLDER)), ...(xdgCache ? [(0, joinPath_js_1.joinPath)(xdgCache, 'diffgate', MEMO_FOLDER)] : []));
    const prefixes = new Set();
    for (const name of ['npm_config_prefix', 'NPM_CONFIG_PREFIX', 'PREFIX']) {
        const p = absolute(name);
        if (p)
            prefixes.add(p);
    }
    prefixes.add(node_path_1.posix.dirname(node_path_1.posix.dirname(process.execPath)));
    for (const prefix of prefixes) {
        installedFiles.push((0, joinPath_js_1.joinPath)(prefix, 'bin', 'diffgate'));
        packages.push((0, joinPath_js_1.joinPath)(prefix, 'lib', 'node_modules', 'diffgate'));
    }
    const pnpmHome = absolute('PNPM_HOME');
    if (pnpmHome)
        installedFiles.push((0, joinPath_js_1.joinPath)(pnpmHome, 'diffgate'));
    if (selfDir !== undefined)
        packages.push(selfDir);
    for (const dir of packages) {
        installedFolders.push(...PACKAGE_FOLDERS.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        installedFiles.push(...PACKAGE_FILES.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
    }
    const programs = [process.execPath, ...shadowing];
    return {
        files,
        folders,
        manifests,
        installedFiles,
        installedFolders,
        snapshotFolders,
        programs,
        pythonBases,
        worktreeRoots,
        worktreeDirs,
    };
}
function installedPaths(place, env, selfDir = ownPackageDir()) {
    return [...gateSetWithInstalled(place, env, selfDir).installed];
}
function programPaths(place, env, selfDir = ownPackageDir()) {
    return gateSetWithInstalled(place, env, selfDir).programs;
}
function snapshotFolders(place, env, selfDir = ownPackageDir()) {
    return gateSetWithInstalled(place, env, selfDir).snapshotFolders;
}
function keyFolders(place, env, selfDir = ownPackageDir()) {
    const set = gateSetWithInstalled(place, env, selfDir);
    return { folders: set.keyFolders, shape: (path) => shapeIn(set, path) };
}
function shapeIn(set, path) {
    if (set.worktreeRoots.some((root) => worktreeShape(path, root)) && !set.worktreeDirs.has(node_path_1.posix.dirname(path)))
        return 'start';
    let found;
    for (const base of set.pythonBases) {
        const shape = pythonShape(path, base);
        if (shape === 'start' || shape === 'site')
            return shape;
        found ??= shape;
    }
    return found;
}
function pathFolder(entry, home) {
    if (entry.startsWith('/'))
        return node_path_1.posix.normalize(entry);
    if (entry === '~' || entry.startsWith('~/'))
        return (0, joinPath_js_1.joinPath)(home, entry.slice(1));
    return undefined;
}
function existingAncestor(dir) {
    let at = dir;
    for (; at !== '/'; at = node_path_1.posix.dirname(at)) {
        try {
            if ((0, node_fs_1.lstatSync)(at, { throwIfNoEntry: false }) !== undefined)
                break;
        }
        catch {
        }
    }
    return at;
}
function writable(dir) {
    try {
        (0, node_fs_1.accessSync)(dir, node_fs_1.constants.W_OK);
        return true;
    }
    catch {
        return false;
    }
}
const CONFIG_LIMIT = 4 * 1024 * 1024;
function snapshotFiles(folder) {
    let names;
    try {
        names = (0, node_fs_1.readdirSync)(folder);
    }
    catch {
        return [];
    }
    if (names.length > MAX_SNAPSHOTS)
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.tooManySnapshots(folder, names.length, MAX_SNAPSHOTS));
    return names.map((name) => (0, joinPath_js_1.joinPath)(folder, name));
}
const MAX_SNAPSHOTS = 2000;
function pnpmCopies(modules) {
    try {
        return (0, node_fs_1.readdirSync)((0, joinPath_js_1.joinPath)(modules, '.pnpm'))
            .filter((name) => name.startsWith('diffgate@'))
            .map((name) => (0, joinPath_js_1.joinPath)(modules, '.pnpm', name, 'node_modules', 'diffgate'));
    }
    catch {
        return [];
    }
}
const START_FILE_LIMIT = 1024 * 1024;
const MAX_SOURCE_DEPTH = 4;
const MAX_SOURCED = 100;
function sourcedFiles(starts, home, mine) {
    const files = [];
    const folders = [];
    const seen = new Set();
    const ours = (p) => mine.some((d) => (0, realPath_js_1.isWithin)(p, d)) || writable(existingAncestor(node_path_1.posix.dirname(p)));
    const visit = (file, depth) => {
        if (seen.has(file))
            return;
        seen.add(file);
        if (seen.size > MAX_SOURCED + starts.length)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.tooManySourcedFiles(file, MAX_SOURCED));
        let text;
        try {
            text = readIfThere(file, START_FILE_LIMIT);
        }
        catch (e) {
            if (e instanceof readRegular_js_1.NotReadable)
                throw new failure_js_1.HookFailure(claude_js_1.claudeText.startFileNotRegular(file, e.message.slice(file.length + 1)));
            return;
        }
        if (text === undefined)
            return;
        for (const name of sourcedNames(text)) {
            const path = expandHome(name, home);
            if (path === undefined || !ours(path))
                continue;
            const wild = path.search(/[*?[]/);
            if (wild < 0) {
                if ((0, node_fs_1.statSync)(path, { throwIfNoEntry: false })?.isDirectory() === true)
                    continue;
                files.push(path);
                if (depth < MAX_SOURCE_DEPTH)
                    visit(path, depth + 1);
                continue;
            }
            const folder = node_path_1.posix.dirname(path.slice(0, wild + 1));
            if (!mine.some((d) => (0, realPath_js_1.isWithin)(d, folder))) {
                folders.push(folder);
                continue;
            }
            if (node_path_1.posix.dirname(path) !== folder)
                continue;
            const match = globPart(node_path_1.posix.basename(path));
            let names;
            try {
                names = (0, node_fs_1.readdirSync)(folder);
            }
            catch {
                continue;
            }
            for (const n of names.filter((n) => match.test(n))) {
                files.push((0, joinPath_js_1.joinPath)(folder, n));
                if (depth < MAX_SOURCE_DEPTH)
                    visit((0, joinPath_js_1.joinPath)(folder, n), depth + 1);
            }
        }
    };
    for (const start of starts)
        visit(start, 0);
    return { files, folders };
}
function sourcedNames(text) {
    const names = [];
    const word = `((?:"[^"]*"|'[^']*'|[^\\s;&|)"'])+)`;
    const sourcing = `(?:(?:builtin|command)\\s+)?(?:\\\\?\\.|source)`;
    const source = new RegExp(`(?:^|[;&|({!]|\\bthen|\\bdo|\\belse)\\s*${sourcing}\\s+${word}`, 'g');
    const lines = text.split('\n').map((raw) => raw.replace(/(^|\s)#.*$/, ''));
    for (const line of lines)
        for (const m of line.matchAll(source))
            names.push(m[1]);
    const body = lines.join('\n');
    const loop = /\bfor\s+(\w+)\s+in\s+([^;\n]*)[;\n]([\s\S]*?)\bdone\b/g;
    for (const m of body.matchAll(loop)) {
        const sourcesIt = new RegExp(`${sourcing}\\s+"?\\$\\{?${m[1]}\\}?"?(?:[\\s;&|)]|$)`, 'm');
        if (sourcesIt.test(m[3]))
            names.push(...(m[2].match(/(?:"[^"]*"|'[^']*'|[^\s"'])+/g) ?? []));
    }
    return names.map((n) => n.replace(/"([^"]*)"|'([^']*)'/g, '$1$2')).flatMap(braces);
}
function braces(name) {
    const m = /^(.*?)(?<!\$)\{([^{}]*,[^{}]*)\}(.*)$/.exec(name);
    return m ? m[2].split(',').map((alt) => `${m[1]}${alt}${m[3]}`) : [name];
}
function expandHome(name, home) {
    const m = /^(?:~|\$HOME|\$\{HOME\})(\/.*)?$/.exec(name);
    const path = m ? (0, joinPath_js_1.joinPath)(home, m[1] ?? '') : name;
    if (!path.startsWith('/') || /[$`]/.test(path))
        return undefined;
    return node_path_1.posix.normalize(path);
}
function globPart(glob) {
    let out = '';
    for (let i = 0; i < glob.length; i++) {
        const ch = glob[i];
        if (ch === '*')
            out += '[^/]*';
        else if (ch === '?')
            out += '[^/]';
        else if (ch === '[') {
            const end = glob.indexOf(']', i + 2);
            if (end < 0)
                out += '\\[';
            else {
                out += `[${glob
                    .slice(i + 1, end)
                    .replace(/^!/, '^')
                    .replace(/\\/g, '\\\\')}]`;
                i = end;
            }
        }
        else
            out += ch.replace(/[.+^${}()|\\]/g, '\\$&');
    }
    return new RegExp(glob.startsWith('.') ? `^${out}$` : `^(?!\\.)${out}$`);
}
const MAX_INCLUDE_DEPTH = 10;
const MAX_INCLUDED_CONFIGS = 100;
function readGitConfigs(configs, root, home) {
    const hooksPaths = [];
    const included = [];
    const seen = new Set();
    const visit = (config, depth) => {
        if (seen.has(config))
            return;
        seen.add(config);
        const read = readGitConfig(config);
        if (read === undefined)
            return;
        for (const value of read.hooksPaths) {
            hooksPaths.push(value.startsWith('~/') ? (0, joinPath_js_1.joinPath)(home, value.slice(2)) : node_path_1.posix.resolve(root, value));
        }
        for (const value of read.includes) {
            if (value.startsWith('~') && !value.startsWith('~/'))
                continue;
            if (value.startsWith('%(prefix)/'))
                continue;
            const path = value.startsWith('~/')
                ? (0, joinPath_js_1.joinPath)(home, value.slice(2))
                : node_path_1.posix.resolve(node_path_1.posix.dirname(config), value);
            if (!included.includes(path))
                included.push(path);
            if (included.length > MAX_INCLUDED_CONFIGS)
                throw new failure_js_1.HookFailure(claude_js_1.claudeText.tooManyGitIncludes(config, MAX_INCLUDED_CONFIGS));
            if (depth < MAX_INCLUDE_DEPTH)
                visit(path, depth + 1);
        }
    };
    for (const config of configs)
        visit(config, 0);
    return { hooksPaths, included };
}
function readGitConfig(config) {
    let text;
    try {
        text = readIfThere(config, CONFIG_LIMIT);
    }
    catch (e) {
        if (e instanceof readRegular_js_1.NotReadable)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.gitFileNotRegular(config, e.message.slice(config.length + 1)));
        return undefined;
    }
    if (text === undefined)
        return undefined;
    let section = '';
    const hooksPaths = [];
    const includes = [];
    for (const raw of text.split('\n')) {
        let line = raw.trim();
        const header = /^\[\s*([^\]\s"]+)[^\]]*\]/.exec(line);
        if (header) {
            section = header[1].toLowerCase();
            line = line.slice(header[0].length).trim();
        }
        const m = /^([A-Za-z][\w-]*)\s*=\s*(?:"([^"]*)"|([^#;]*?))\s*(?:[#;].*)?$/.exec(line);
        if (!m)
            continue;
        const key = m[1].toLowerCase();
        const value = (m[2] ?? m[3] ?? '').trim();
        if (!value)
            continue;
        if (section === 'core' && key === 'hookspath')
            hooksPaths.push(value);
        else if ((section === 'include' || section === 'includeif') && key === 'path')
            includes.push(value);
    }
    return { hooksPaths, includes };
}
function worktreeShape(path, root) {
    return (path.startsWith(`${root}/`) && /^[^/]+\/(?:commondir|gitdir|config\.worktree)$/.test(path.slice(root.length + 1)));
}
function worktreeDotGit(gitdirFile) {
    let text;
    try {
        text = readIfThere(gitdirFile, CONFIG_LIMIT);
    }
    catch (e) {
        if (e instanceof readRegular_js_1.NotReadable)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.gitFileNotRegular(gitdirFile, e.message.slice(gitdirFile.length + 1)));
        return undefined;
    }
    const named = text?.trim();
    return named === undefined || named === '' ? undefined : node_path_1.posix.resolve(node_path_1.posix.dirname(gitdirFile), named);
}
function readIfThere(path, limit) {
    let there = true;
    try {
        there = (0, node_fs_1.statSync)(path, { throwIfNoEntry: false }) !== undefined;
    }
    catch {
    }
    return there ? (0, readRegular_js_1.readRegularText)(path, limit) : undefined;
}
function commonDir(gitDir) {
    try {
        return node_path_1.posix.resolve(gitDir, (0, readRegular_js_1.readRegularText)((0, joinPath_js_1.joinPath)(gitDir, 'commondir'), CONFIG_LIMIT).trim());
    }
    catch (e) {
        if (e instanceof readRegular_js_1.NotReadable)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.gitFileNotRegular((0, joinPath_js_1.joinPath)(gitDir, 'commondir'), e.message.slice(e.path.length + 1)));
        return gitDir;
    }
}
function realPaths() {
    const known = new Map([['/', { real: '/', exists: true }]]);
    const links = new Set();
    let followed = 0;
    const look = (p) => {
        const seen = known.get(p);
        if (seen !== undefined)
            return seen;
        const [dir, name] = (0, joinPath_js_1.parentAndName)(p);
        const parent = look(dir);
        let real = (0, joinPath_js_1.joinPath)(parent.real, name);
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
            if (stat?.isSymbolicLink()) {
                real = (0, realPath_js_1.realPathOf)(real);
                links.add(p);
                if (followed++ < 40) {
                    known.set(p, { real, exists });
                    try {
                        look(node_path_1.posix.resolve(parent.real, (0, node_fs_1.readlinkSync)(p)));
                    }
                    catch {
                    }
                }
            }
        }
        const out = { real, exists };
        known.set(p, out);
        return out;
    };
    return { real: (p) => look(p).real, links };
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
            this.set.folders.find((d) => (0, realPath_js_1.isWithin)(path, d)) ??
            (shapeIn(this.set, path) === 'start' ? path : undefined));
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

/***/ 7987:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.joinPath = joinPath;
exports.parentAndName = parentAndName;
const node_path_1 = __webpack_require__(6760);
const NOT_NORMAL = /\/\/|(?:^|\/)\.\.?(?:\/|$)/;
function joinPath(...parts) {
    let joined = '';
    for (const part of parts)
        if (part.length > 0)
            joined = joined === '' ? part : `${joined}/${part}`;
    return joined === '' || NOT_NORMAL.test(joined) ? node_path_1.posix.join(...parts) : joined;
}
function parentAndName(path) {
    const cut = path.lastIndexOf('/');
    if (cut === -1 || path[0] !== '/' || cut === path.length - 1 || NOT_NORMAL.test(path))
        return [node_path_1.posix.dirname(path), node_path_1.posix.basename(path)];
    return [cut === 0 ? '/' : path.slice(0, cut), path.slice(cut + 1)];
}


/***/ })

};
