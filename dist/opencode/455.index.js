export const id = 455;
export const ids = [455];
export const modules = {

/***/ 6606:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LQ: () => (/* binding */ commonDir),
/* harmony export */   Wz: () => (/* binding */ gateSet),
/* harmony export */   ks: () => (/* binding */ snapshotFolders),
/* harmony export */   lm: () => (/* binding */ keyFolders),
/* harmony export */   mX: () => (/* binding */ GatePaths),
/* harmony export */   pl: () => (/* binding */ installedPaths),
/* harmony export */   vt: () => (/* binding */ programPaths)
/* harmony export */ });
/* unused harmony exports gateSetWithoutInstalled, ownPackageDir */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5026);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2897);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1186);
/* harmony import */ var _realPath_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2412);
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
 *   the running CLI's own package directory by real path (an `npm link` target included), and
 *   the node running the hook (the agent hooks name it by absolute path; its bytes are not kept);
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
/**
 * The agents' prompt templates: the person runs `/<name>` and the client sends the template's text
 * as the person's prompt (seen on OpenCode 1.18.33: the expanded template reaches the plugin as the
 * person's chat.message, and a release phrase in it released the model's edit; review 4, T1/O1). A
 * template the agent writes would put its words in the person's mouth, so each folder is a gate, in
 * the project and in the home: Claude Code `.claude/commands/`, Gemini CLI `.gemini/commands/`,
 * OpenCode `.opencode/command(s)/` (`~/.config/opencode/command(s)/` in the home).
 */
const PROMPT_TEMPLATE_FOLDERS = ['.claude/commands', '.gemini/commands', '.opencode/command', '.opencode/commands'];
/** Files of a project folder (the workspace, the repository root). */
const PROJECT_FILES = [
    ...LEFTHOOK_FILES,
    ...LEFTHOOK_FILES.filter((f) => !f.startsWith('.')).map((f) => `.config/${f}`),
    '.pre-commit-config.yaml',
    '.pre-commit-config.yml',
    '.claude/settings.json',
    '.claude/settings.local.json',
    // Claude Code 2.1.328's durable scheduled jobs ({cron, prompt}, CronCreate's): a job planted there
    // fires its prompt in a later session of the person's (review 4 C2)
    '.claude/scheduled_tasks.json',
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
    ...PROMPT_TEMPLATE_FOLDERS,
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
/**
 * What decides which program a later command runs, and with what git settings, for the person's
 * own shells too: the shells' start-up files (an alias `git='git -c core.hooksPath=/dev/null'`, an
 * exported GIT_CONFIG_COUNT, a function named git) and the programs in the per-user bin folders
 * that come first on PATH (`~/.local/bin`, where Claude Code's installer puts itself, and `~/bin`):
 * a `git` or `node` there runs instead of the real one, diffgate's hooks included (issue 32).
 */
const SHELL_START_FILES = [
    '.bashrc',
    '.bash_aliases', // sourced by Debian's and Ubuntu's default .bashrc
    '.bash_profile',
    '.bash_login',
    '.bash_logout',
    '.profile',
    '.zshenv',
    '.zshrc',
    '.zprofile',
    '.zlogin',
    '.zlogout',
    // zsh reads a compiled .zwc beside a start-up file in its place when it is newer
    ...['.zshenv', '.zshrc', '.zprofile', '.zlogin', '.zlogout'].map((f) => `${f}.zwc`),
    '.config/fish/config.fish',
];
/** fish runs every file in conf.d at start, and autoloads functions/<name>.fish as the command <name>. */
const SHELL_START_FOLDERS = ['.config/fish/conf.d', '.config/fish/functions'];
/** watchman: the tripwire's watch runs it by name in every hook when it is switched on (review 4, W4). */
const SHADOWED_PROGRAMS = ['git', 'node', 'npm', 'npx', 'sh', 'bash', 'env', 'watchman'];
const USER_BIN_FOLDERS = ['.local/bin', 'bin'];
/** Claude Code's shell snapshots, one sourced before every Bash call of its session (read per call: see below). */
const SHELL_SNAPSHOTS = 'shell-snapshots';
const HOME_FILES = [
    ...HOME_GIT_CONFIGS,
    ...SHELL_START_FILES,
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
/**
 * Python's user site (`site.getusersitepackages()`): every python3 the person starts runs
 * `usercustomize.py` and `sitecustomize.py` there, and the `import` lines of its `*.pth` files (review 4
 * W3: planted by a call, run by the person's own `python3 lint.py` between turns). The folder's name
 * holds the version, which only running python would tell, so the versions are read from the user
 * base (`~/.local`, `$PYTHONUSERBASE`: `lib/python3.N/`; macOS framework builds: `~/Library/Python/3.N/`):
 *
 * - the start files of each version there now, and the `*.pth` files there now, are gate files;
 * - the folders that lead to a site (`lib/`, `lib/python3.N/`, `lib/python3.N/site-packages/`) are
 *   watched by their stat key alone, never walked (a site holds the person's `pip install --user`
 *   packages): a version folder, a site or a start file made later moves a key, and what was made is
 *   judged by its shape (`isStartFile`), for a version no listing named.
 *
 * A start file of any version is a gate by its path (`GatePaths.at`, `WatchList.guard`), listed or not.
 */
const MACOS = process.platform === 'darwin';
const PYTHON_START_FILES = new Set(['usercustomize.py', 'sitecustomize.py']);
/** More entries than this in a user base's version folder (`lib/`): the hook blocks, saying so. */
const MAX_PYTHON_ENTRIES = 4096;
const pythonBase = (base) => ({
    root: node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(base, 'lib'),
    prefix: `${node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(base, 'lib')}/`,
    // free-threaded builds (3.13t) keep their own site
    steps: [/^python3\.\d+t?$/, 'site-packages'],
});
const macosBase = (library) => ({
    root: library,
    prefix: `${library}/`,
    steps: [/^3\.\d+$/, 'lib', 'python', 'site-packages'],
});
/** The folders leading to each site there now, the sites' start files and `*.pth` files. */
function pythonSites(base) {
    const keyFolders = [base.root];
    const files = [];
    const [version, ...fixed] = base.steps;
    for (const name of boundedNames(base.root, MAX_PYTHON_ENTRIES).filter((n) => version.test(n))) {
        let dir = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(base.root, name);
        keyFolders.push(dir);
        for (const step of fixed)
            keyFolders.push((dir = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, step)));
        files.push(...[...PYTHON_START_FILES].map((f) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, f)));
        let names;
        try {
            names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir);
        }
        catch {
            continue; // no site yet: its start files are listed above, its key watched
        }
        files.push(...names.filter((n) => n.endsWith('.pth')).map((n) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, n)));
    }
    return { keyFolders, files };
}
/** A folder's entries (none when it is not there); past `max`, the hook blocks, naming the folder. */
function boundedNames(dir, max) {
    let handle;
    // no such folder: its key is watched, for when one is made. Looked at first: Bun's opendirSync
    // (OpenCode runs the plugin in Bun, 1.18.33) opens nothing and fails at the first read instead
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dir, { throwIfNoEntry: false })?.isDirectory() !== true)
        return [];
    try {
        handle = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.opendirSync)(dir);
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
            // gone between the look and the read: as no folder
            if (e.code === 'ENOENT' || e.code === 'ENOTDIR')
                return [];
            throw e;
        }
        for (; entry !== null; entry = handle.readSync()) {
            if (names.length >= max)
                throw new _failure_js__WEBPACK_IMPORTED_MODULE_3__/* .HookFailure */ .Q(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.tooManyPythonVersions(dir, max));
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
/**
 * Deferred work the person's own servers run later, as the person: systemd's user units (a timer
 * or a path unit the agent enables runs between turns). The user's crontab and `at` jobs live in
 * root's spool, written through setuid programs, and Watchman's triggers in its server: neither is
 * a file diffgate can put back (docs/tripwire.md, Limits).
 */
const DEFERRED_WORK_FOLDERS = ['.config/systemd/user'];
const HOME_FOLDERS = [
    ...SHELL_START_FOLDERS,
    ...PROMPT_TEMPLATE_FOLDERS.filter((f) => !f.startsWith('.opencode/')),
    '.config/opencode/command',
    '.config/opencode/commands',
    // Codex's custom prompts (`/prompts:<name>`), read from the home only
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
    // links on the way to what of the CLI runs count as it does (removing node_modules stays allowed)
    const installedHops = [...links];
    const files = both(named.files);
    const folders = both(named.folders);
    const snapshotFolders = new Set(both(named.snapshotFolders));
    // every link the user's own folders hold on the way to a gate (a stow-style `~/dotfiles` link):
    // re-pointing one changes what the gate file reads, with neither its name nor its target moved (review 6 G3)
    const mine = [place.home, place.realHome, place.workspace, place.root];
    const hops = [...links].filter((l) => mine.some((d) => (0,_realPath_js__WEBPACK_IMPORTED_MODULE_5__/* .isWithin */ .U)(l, d)));
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
    const pythonBases = [];
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
        pythonBases.push(pythonBase(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(home, '.local')));
        if (MACOS)
            pythonBases.push(macosBase(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(home, 'Library', 'Python')));
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
    // the start-up files a shell reads by the environment: bash's BASH_ENV (every non-interactive
    // bash, Claude Code's Bash tool's included), sh's ENV, zsh's start-up folder
    for (const name of ['BASH_ENV', 'ENV']) {
        const file = absolute(name);
        if (file)
            files.push(file);
    }
    // every folder on PATH in the person's home (npm's user prefix `~/.npm-global/bin`, nvm's, cargo's):
    // a `git` or `node` put there runs instead of the real one, in the hooks and the person's shell
    // alike (review 1, R1-F1; `~/.local/bin` and `~/bin` are in HOME_FILES whether on PATH or not)
    // Outside the home, every PATH folder this user can write (Homebrew's `/opt/homebrew/bin`, a
    // user-owned `/usr/local/bin`; all of them for root) holds the same programs, watched like node by
    // their stat key only: they are the system's, some hundred megabytes, and a package manager's to
    // change (issue 32: diffgate's git hooks run `node` by PATH)
    const shadowing = [];
    for (const dir of (env.PATH ?? '').split(':')) {
        if (!dir.startsWith('/'))
            continue;
        const bin = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.normalize(dir);
        const programs = SHADOWED_PROGRAMS.map((program) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(bin, program));
        if ([place.home, place.realHome].some((h) => bin === h || bin.startsWith(`${h}/`)))
            files.push(...programs);
        else if (writable(bin))
            shadowing.push(...programs);
    }
    const userBase = absolute('PYTHONUSERBASE');
    if (userBase)
        pythonBases.push(pythonBase(userBase));
    const zdotdir = absolute('ZDOTDIR');
    if (zdotdir)
        files.push(...['.zshenv', '.zshrc', '.zprofile', '.zlogin'].map((f) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(zdotdir, f)));
    // Claude Code's shell snapshots: the ones there now, each sourced before every Bash call of its
    // session, are gate files. The folder is not: Claude Code writes a new session's snapshot into it.
    const snapshotFolders = [...new Set([...[place.home, place.realHome].map((h) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(h, '.claude')), claude])]
        .filter((dir) => dir !== undefined)
        .map((dir) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, SHELL_SNAPSHOTS));
    for (const folder of snapshotFolders)
        files.push(...snapshotFiles(folder));
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
            // what makes git see other parents than a commit names: grafts and a shallow boundary (review 6 M3)
            files.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gitDir, 'info', 'grafts'), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gitDir, 'shallow'));
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
    // the node running this hook: the agent hooks name it by absolute path (src/agents/install/verifiedCommand.ts)
    const programs = [process.execPath, ...shadowing];
    return { files, folders, manifests, installedFiles, installedFolders, snapshotFolders, programs, pythonBases };
}
/**
 * The installed CLI's paths and the memo folder: gate files to write into, but removing them (with
 * their parent, or a reinstall) switches nothing off, since every hook then fails and a failing hook
 * blocks. The tripwire accepts their removal.
 */
function installedPaths(place, env, selfDir = ownPackageDir()) {
    return [...gateSetWithInstalled(place, env, selfDir).installed];
}
/**
 * The node running the hook, and the programs in PATH folders outside the home that this user can
 * write, as named and by real path: a gate file to write (a `node` rewritten
 * in place runs for every later hook), but its bytes are not kept by the tripwire (node is some
 * 100 MB, and would be copied into every repository's store): a changed node is refused and moved
 * to the quarantine, and with nothing put back every later hook fails closed, naming the missing
 * node and the install command to run again. Removing it is accepted like removing the installed
 * CLI: the hooks then fail closed the same way.
 */
function programPaths(place, env, selfDir = ownPackageDir()) {
    return gateSetWithInstalled(place, env, selfDir).programs;
}
/**
 * The shell snapshot folders (Claude Code's): a file in one is a gate file whether or not it was
 * listed when the set was made. The tripwire's PostToolUse lists them after the call, so a
 * snapshot the call removed is judged by this, not dropped as no longer watched (review of issue 32, F2).
 */
function snapshotFolders(place, env, selfDir = ownPackageDir()) {
    return gateSetWithInstalled(place, env, selfDir).snapshotFolders;
}
/**
 * The folders watched by their stat key alone, never walked (Python's user base's `lib/`, its
 * version folders and sites), and how to tell what is made in them: a start file of a site is a
 * gate file (`start`); a folder that leads to a site (`site`) is looked into when it is new; the
 * rest in them (`other`: the person's packages) is neither.
 */
function keyFolders(place, env, selfDir = ownPackageDir()) {
    const set = gateSetWithInstalled(place, env, selfDir);
    return { folders: set.keyFolders, shape: (path) => shapeIn(set, path) };
}
function shapeIn(set, path) {
    let found;
    // a base inside another's root (PYTHONUSERBASE=~/.local/lib/x): the narrower answer wins
    for (const base of set.pythonBases) {
        const shape = pythonShape(path, base);
        if (shape === 'start' || shape === 'site')
            return shape;
        found ??= shape;
    }
    return found;
}
/** Whether this user may create files in a folder (a missing folder: no). */
function writable(dir) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(dir, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK);
        return true;
    }
    catch {
        return false;
    }
}
/** A git config or commondir file larger than this is not read (git's own are a few kilobytes). */
const CONFIG_LIMIT = 4 * 1024 * 1024;
/**
 * The files in a shell snapshot folder (one directory read; none when there is no such folder).
 * Claude Code keeps one a session; past MAX_SNAPSHOTS the hook cannot watch them all in its time,
 * so it blocks, saying so (review of issue 32, F3: 150,000 of them overflowed the stack).
 */
function snapshotFiles(folder) {
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(folder);
    }
    catch {
        return [];
    }
    if (names.length > MAX_SNAPSHOTS)
        throw new _failure_js__WEBPACK_IMPORTED_MODULE_3__/* .HookFailure */ .Q(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.tooManySnapshots(folder, names.length, MAX_SNAPSHOTS));
    return names.map((name) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(folder, name));
}
const MAX_SNAPSHOTS = 2000;
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
        // bounded: a FIFO put in place of a config would hold the hook in a blocking open (issue 32)
        text = (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularText */ .Aj)(config, CONFIG_LIMIT);
    }
    catch (e) {
        if (e instanceof _git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__/* .NotReadable */ .SX)
            throw new _failure_js__WEBPACK_IMPORTED_MODULE_3__/* .HookFailure */ .Q(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.gitFileNotRegular(config, e.message.slice(config.length + 1)));
        return undefined; // none there
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
        return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.resolve(gitDir, (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularText */ .Aj)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gitDir, 'commondir'), CONFIG_LIMIT).trim());
    }
    catch (e) {
        if (e instanceof _git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__/* .NotReadable */ .SX)
            throw new _failure_js__WEBPACK_IMPORTED_MODULE_3__/* .HookFailure */ .Q(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.gitFileNotRegular(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gitDir, 'commondir'), e.message.slice(e.path.length + 1)));
        return gitDir; // not a linked worktree
    }
}
/**
 * Real paths, with the parents' shared: most gate files are missing, and share a few parents. One
 * lstat per path and no exception for a missing one (a thrown ENOENT costs more than the stat).
 * `links`: every symbolic link met on the way, the links a link's target goes through included
 * (`~/.gitconfig -> dotfiles/git/gitconfig` with `~/dotfiles` itself a link: both).
 */
function realPaths() {
    // by path: its real path, and whether it exists (a missing folder's entries are not asked about)
    const known = new Map([['/', { real: '/', exists: true }]]);
    const links = new Set();
    let followed = 0; // links whose targets were walked: bounded as the kernel bounds a resolution (a loop)
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
            if (stat?.isSymbolicLink()) {
                real = (0,_realPath_js__WEBPACK_IMPORTED_MODULE_5__/* .realPathOf */ .d)(real); // a link, dangling or not, leads elsewhere
                links.add(p);
                if (followed++ < 40) {
                    known.set(p, { real, exists }); // a loop back to it stops here
                    try {
                        look(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.resolve(parent.real, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(p))); // the links its target goes through
                    }
                    catch {
                        // replaced since the lstat: its real path is as found
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
            this.set.folders.find((d) => (0,_realPath_js__WEBPACK_IMPORTED_MODULE_5__/* .isWithin */ .U)(path, d)) ??
            // a Python start file of a version the user base does not have yet
            (shapeIn(this.set, path) === 'start' ? path : undefined));
    }
    /** Whether the path is the installed CLI or the code cache, or lies in them (see `under`). */
    removable(path) {
        for (const p of this.set.installed)
            if ((0,_realPath_js__WEBPACK_IMPORTED_MODULE_5__/* .isWithin */ .U)(path, p))
                return true;
        return false;
    }
    /**
     * The gate files and folders under a directory a command removes or rewrites whole (`rm -rf
     * .claude`). Not the installed CLI: removing `node_modules` does not switch the gate off (the
     * hook command then fails, which blocks), and `rm -rf node_modules` is an everyday command.
     */
    under(dir) {
        return [...this.set.files, ...this.set.folders].filter((f) => f !== dir && (0,_realPath_js__WEBPACK_IMPORTED_MODULE_5__/* .isWithin */ .U)(f, dir) && !this.set.installed.has(f) && !this.set.manifests.has(f));
    }
}


/***/ }),

/***/ 4612:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ PathIndex),
/* harmony export */   JQ: () => (/* binding */ patternCovers),
/* harmony export */   fU: () => (/* binding */ globMatcher),
/* harmony export */   gu: () => (/* binding */ GLOB_OPTIONS),
/* harmony export */   s4: () => (/* binding */ staticBase)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var _rule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9307);
/**
 * Finds the path rules that match a path without testing every rule: literal patterns are
 * looked up in a map, globs are bucketed by their static base directory, so the cost per path
 * grows with its depth and the rules under its directories, not with the manifest's length.
 */


/** dot files included, `/` separators everywhere, and `s` so that a path with a line break in it still matches `**`. */
const GLOB_OPTIONS = { dot: true, windows: false, flags: 's' };
const NONE = [];
class PathIndex {
    literal = new Map();
    /**
     * Globs by their base; every directory above a base is a key too (with no entries of its own),
     * so a path's walk down its directories stops at the first one that leads to no base.
     */
    byBase = new Map();
    constructor(rules) {
        for (const rule of rules) {
            if ((0,_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .isOutsidePattern */ .qR)(rule.pattern))
                continue;
            const base = staticBase(rule.pattern);
            if (base === rule.pattern)
                push(this.literal, rule.pattern, rule);
            else {
                push(this.byBase, base, { rule });
                for (let slash = base.indexOf('/'); slash !== -1; slash = base.indexOf('/', slash + 1)) {
                    if (!this.byBase.has(base.slice(0, slash)))
                        this.byBase.set(base.slice(0, slash), []);
                }
                if (!this.byBase.has(''))
                    this.byBase.set('', []);
            }
        }
    }
    /** Rules whose pattern matches `path`, in manifest order. */
    match(path) {
        let found;
        const literal = this.literal.get(path);
        if (literal)
            found = [...literal];
        if (this.byBase.size > 0) {
            // bases: '', each directory of the path, and the path itself (`config/**` matches `config`)
            let end = -1;
            for (;;) {
                const entries = this.byBase.get(end === -1 ? '' : path.slice(0, end));
                if (!entries)
                    break; // no base at or below this directory
                for (const entry of entries) {
                    entry.test ??= compile(entry.rule);
                    if (entry.test(path))
                        (found ??= []).push(entry.rule);
                }
                if (end >= path.length || path === '')
                    break;
                const slash = path.indexOf('/', end + 1);
                end = slash === -1 ? path.length : slash;
            }
        }
        if (!found)
            return NONE;
        return found.length > 1 ? found.sort((a, b) => a.line - b.line) : found;
    }
}
/**
 * Compiled globs by pattern. One hook call builds several indexes over the same rules (the
 * checker's, the save gates', the allow list's), and compiling a glob costs more than matching
 * it; the patterns are a manifest's, so the map stays as small as the manifests read.
 */
const matchers = new Map();
/** `pattern` compiled with GLOB_OPTIONS, once per pattern. */
function globMatcher(pattern) {
    let test = matchers.get(pattern);
    if (!test)
        matchers.set(pattern, (test = picomatch__WEBPACK_IMPORTED_MODULE_1__(pattern, GLOB_OPTIONS)));
    return test;
}
function compile(rule) {
    try {
        return globMatcher(rule.pattern);
    }
    catch (e) {
        throw new Error(`${rule.file}:${rule.line}: the glob ${JSON.stringify(rule.pattern)} cannot be compiled: ${e.message}`);
    }
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
const GLOB_CHARS = /[*?[\]{}()!+@\\]/;
/**
 * The directories before a pattern's first glob segment (`src/m1` for a pattern under it), or the
 * whole pattern when it has no glob characters (a literal path). Conservative: any character
 * that could be glob syntax ends the static part, so a glob is never filed under a wrong base.
 */
function staticBase(pattern) {
    if (!GLOB_CHARS.test(pattern))
        return pattern;
    const segments = pattern.split('/');
    const first = segments.findIndex((s) => GLOB_CHARS.test(s));
    return segments.slice(0, first).join('/');
}
/** Whether one pattern matches everything another does (sound, not complete). */
function patternCovers(wider, narrower) {
    if (wider === narrower)
        return true;
    // paths outside the repository (`~/`, `/`) are matched apart from repository paths: `**` covers none of them
    if ((0,_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .isOutsidePattern */ .qR)(wider) !== (0,_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .isOutsidePattern */ .qR)(narrower))
        return false;
    if (staticBase(narrower) !== narrower)
        return wider === '**';
    return globMatcher(wider)(narrower);
}


/***/ }),

/***/ 3360:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oj: () => (/* binding */ secretSegment)
/* harmony export */ });
/* unused harmony exports SECRET_SEGMENTS, NOT_SECRET */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var _pathIndex_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4612);
/**
 * The built-in secret list: path segments that are never added unless an `allow` rule exempts
 * them (and that the agent hooks neither read nor write). Two kinds of name on the list are not
 * secrets by the common conventions, and NOT_SECRET takes them off: an environment file's
 * template (`.env.example`, `.env.sample`, `.env.template`, also after a variant such as
 * `.env.local.example`), which is committed precisely because it holds none; and a program's
 * source file named `secrets` (`secrets.ts`, `secrets.test.ts`, `secrets.py`), whose name says
 * what it handles, not what it holds. `secrets.yml`, `.json`, `.env`, `.toml`, `.txt`, `.sh`
 * (any other extension) stay secrets.
 */


const SECRET_SEGMENTS = [
    '.env',
    '.env.*',
    '*.pem',
    '*.key',
    'id_rsa',
    'id_dsa',
    'id_ecdsa',
    'id_ed25519',
    '.git',
    'application-prod.yml',
    'application-prod.yaml',
    'application-prod.properties',
    'secrets.*',
];
/** Segments the list matches that are not secrets (see above). */
const NOT_SECRET = /^(?:\.env(?:\.[^.]+)*\.(?:example|sample|template)|secrets(?:\.[^.]+)*\.(?:[cm]?[jt]sx?|py|rb|go|rs|java|kt|kts|scala|swift|c|h|cc|cpp|hpp|cs|php|dart|ex|exs|lua|vue|svelte))$/;
let isSecretSegment;
/**
 * A text every match of a pattern contains: its longest literal piece between `*`s (the list uses
 * no other glob syntax; a pattern with any would get '' and always be compiled). Segments that
 * contain none of these cannot match, so most paths are cleared without compiling the globs.
 */
const NEEDLES = SECRET_SEGMENTS.map((p) => /[?[\]{}()!+@\\]/.test(p) ? '' : p.split('*').reduce((a, b) => (b.length > a.length ? b : a), ''));
/** The first segment of `path` that is on the secret list, if any. */
function secretSegment(path) {
    return path.split('/').find((segment) => {
        if (!NEEDLES.some((needle) => segment.includes(needle)))
            return false;
        isSecretSegment ??= picomatch__WEBPACK_IMPORTED_MODULE_1__([...SECRET_SEGMENTS], _pathIndex_js__WEBPACK_IMPORTED_MODULE_0__/* .GLOB_OPTIONS */ .gu);
        return isSecretSegment(segment) && !NOT_SECRET.test(segment);
    });
}


/***/ })

};
