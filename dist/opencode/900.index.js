export const id = 900;
export const ids = [900];
export const modules = {

/***/ 3629:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mX: () => (/* binding */ GatePaths),
  LQ: () => (/* binding */ commonDir),
  Wz: () => (/* binding */ gateSet),
  pl: () => (/* binding */ installedPaths),
  lm: () => (/* binding */ keyFolders),
  vt: () => (/* binding */ programPaths),
  ks: () => (/* binding */ snapshotFolders)
});

// UNUSED EXPORTS: gateSetWithoutInstalled, ownPackageDir

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.build/js/src/core/messages/claude.js
var messages_claude = __webpack_require__(5026);
// EXTERNAL MODULE: ./.build/js/src/agent/failure.js
var failure = __webpack_require__(2897);
// EXTERNAL MODULE: ./.build/js/src/git/readRegular.js
var readRegular = __webpack_require__(1186);
// EXTERNAL MODULE: ./.build/js/src/agent/realPath.js
var realPath = __webpack_require__(2412);
;// CONCATENATED MODULE: ./.build/js/src/agent/joinPath.js
/**
 * `posix.join`, the same string for every input, without its normalising pass where the joined
 * text is already normal (no `//`, no `.` or `..` segment): most joins the hooks make put a file's
 * name under a folder that came from a real path or a home. node's normalise walks the string a
 * character at a time, and in a process that lives some 40 ms none of that is compiled: the gate
 * set's 600 joins were about 3 ms of a Write's pre-check (issue 29, the time per call). Anything
 * else goes to `posix.join` itself.
 */

/** What `posix.normalize` would change: a doubled slash, or a `.` or `..` segment. */
const NOT_NORMAL = /\/\/|(?:^|\/)\.\.?(?:\/|$)/;
function joinPath(...parts) {
    // what posix.join normalises: the non-empty parts, joined by `/`
    let joined = '';
    for (const part of parts)
        if (part.length > 0)
            joined = joined === '' ? part : `${joined}/${part}`;
    return joined === '' || NOT_NORMAL.test(joined) ? external_node_path_.posix.join(...parts) : joined;
}
/**
 * `[posix.dirname(path), posix.basename(path)]`, cut at the last `/` where the path is absolute,
 * normal and has no trailing slash (a gate path, a real path); anything else goes to node's own.
 */
function parentAndName(path) {
    const cut = path.lastIndexOf('/');
    if (cut === -1 || path[0] !== '/' || cut === path.length - 1 || NOT_NORMAL.test(path))
        return [external_node_path_.posix.dirname(path), external_node_path_.posix.basename(path)];
    return [cut === 0 ? '/' : path.slice(0, cut), path.slice(cut + 1)];
}

;// CONCATENATED MODULE: ./.build/js/src/agent/gatePaths.js
/**
 * Gate files: the files and folders that decide whether diffgate's checks run, and with what
 * code and rules. Writing one switches a gate off instead of passing it, so like git's hooks
 * only a person changes them. The pre-check denies writing them (file tools and shell write
 * targets) and the tripwire puts them back; both read the one list `gateSet` gives:
 *
 * - the manifests (the repository's, the user's folder);
 * - git's own gate files: `.git/hooks/`, `.git/config` (and a worktree's common config),
 *   `.git/diffgate/` (release records, prompts, audit), the user's git config files, the files
 *   any of them include, and every linked worktree's commondir, gitdir and config.worktree;
 * - the shells' start files, what they source, and the programs of the PATH folders;
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
/**
 * What the usual setups source from the start files, every file in a folder or one file (review 8,
 * S1): Fedora's and RHEL's stock `~/.bashrc` sources `~/.bashrc.d/*`; bash-completion sources
 * `~/.bash_completion` at start and a command's file in its user folder at its first completion
 * (`${XDG_DATA_HOME:-~/.local/share}/bash-completion/completions/git`); oh-my-zsh every `*.zsh` in
 * `$ZSH_CUSTOM` (`~/.oh-my-zsh/custom`). The start files' own `.`/`source` lines are read too (`sourcedFiles`).
 */
const SOURCED_FOLDERS = [
    '.bashrc.d',
    '.bash_completion.d',
    '.local/share/bash-completion/completions',
    '.oh-my-zsh/custom',
    '.zshrc.d',
];
const SOURCED_FILES = ['.bash_completion'];
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
    root: joinPath(base, 'lib'),
    prefix: `${joinPath(base, 'lib')}/`,
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
        let dir = joinPath(base.root, name);
        keyFolders.push(dir);
        for (const step of fixed)
            keyFolders.push((dir = joinPath(dir, step)));
        files.push(...[...PYTHON_START_FILES].map((f) => joinPath(dir, f)));
        let names;
        try {
            names = (0,external_node_fs_.readdirSync)(dir);
        }
        catch {
            continue; // no site yet: its start files are listed above, its key watched
        }
        files.push(...names.filter((n) => n.endsWith('.pth')).map((n) => joinPath(dir, n)));
    }
    return { keyFolders, files };
}
/** More entries than this in `.git/worktrees/`: the hook blocks, saying so. */
const MAX_WORKTREES = 1024;
/** A folder's entries (none when it is not there); past `max`, the hook blocks, naming the folder. */
function boundedNames(dir, max, tooMany = messages_claude/* claudeText */.E.tooManyPythonVersions) {
    let handle;
    // no such folder: its key is watched, for when one is made. Looked at first: Bun's opendirSync
    // (OpenCode runs the plugin in Bun, 1.18.33) opens nothing and fails at the first read instead
    if ((0,external_node_fs_.lstatSync)(dir, { throwIfNoEntry: false })?.isDirectory() !== true)
        return [];
    try {
        handle = (0,external_node_fs_.opendirSync)(dir);
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
                throw new failure/* HookFailure */.Q(tooMany(dir, max));
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
    ...SOURCED_FOLDERS,
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
    const hops = [...links].filter((l) => mine.some((d) => (0,realPath/* isWithin */.U)(l, d)));
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
    /** Folders an installed copy of the package is in. */
    const packages = [];
    const pythonBases = [];
    const worktreeRoots = [];
    const worktreeDirs = [];
    const projects = [...new Set([place.workspace, place.root])];
    for (const dir of projects) {
        files.push(...PROJECT_FILES.map((f) => joinPath(dir, f)));
        manifests.push(joinPath(dir, '.diffgate.tsv'));
        folders.push(...PROJECT_FOLDERS.map((f) => joinPath(dir, f)));
        const modules = joinPath(dir, 'node_modules');
        installedFiles.push(joinPath(modules, '.bin', 'diffgate'));
        packages.push(joinPath(modules, 'diffgate'), ...pnpmCopies(modules));
    }
    for (const home of new Set([place.home, place.realHome])) {
        files.push(...HOME_FILES.map((f) => joinPath(home, f)));
        pythonBases.push(pythonBase(joinPath(home, '.local')));
        if (MACOS)
            pythonBases.push(macosBase(joinPath(home, 'Library', 'Python')));
        folders.push(...HOME_FOLDERS.map((f) => joinPath(home, f)));
        packages.push(joinPath(home, '.local', 'lib', 'node_modules', 'diffgate'));
        manifests.push(joinPath(home, '.config', 'diffgate', 'manifest.tsv'));
    }
    // a path from the environment; a device (GIT_CONFIG_GLOBAL=/dev/null) holds no settings to write
    const absolute = (name) => {
        const value = env[name];
        // (/dev/shm is a folder anyone can write files in: a path there is not a device)
        return value && external_node_path_.posix.isAbsolute(value) && (!value.startsWith('/dev/') || value.startsWith('/dev/shm/'))
            ? value
            : undefined;
    };
    const xdgConfig = absolute('XDG_CONFIG_HOME');
    if (xdgConfig) {
        files.push(...OPENCODE_CONFIGS.map((f) => joinPath(xdgConfig, 'opencode', f)));
        folders.push(joinPath(xdgConfig, 'opencode', 'plugins'), joinPath(xdgConfig, 'opencode', 'plugin'));
        folders.push(joinPath(xdgConfig, HUSKY_9_START_FOLDER));
        files.push(joinPath(xdgConfig, 'git', 'config'));
        manifests.push(joinPath(xdgConfig, 'diffgate', 'manifest.tsv'));
    }
    const xdgCache = absolute('XDG_CACHE_HOME');
    const xdgState = absolute('XDG_STATE_HOME');
    if (xdgState)
        folders.push(joinPath(xdgState, 'diffgate'));
    for (const name of ['GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM', 'GEMINI_CLI_SYSTEM_SETTINGS_PATH']) {
        const file = absolute(name);
        if (file)
            files.push(file);
    }
    const claude = absolute('CLAUDE_CONFIG_DIR');
    if (claude)
        files.push(joinPath(claude, 'settings.json'), joinPath(claude, 'settings.local.json'));
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
    // A PATH folder not made yet counts by its nearest existing folder: a folder this user can
    // write there can be made, and a `git` put in it (review 8, P1: Homebrew's `/usr/local/sbin` on
    // PATH before it exists). A `~` entry is expanded as bash expands it when it searches PATH (P2;
    // the hook's own PATH has it expanded already: src/cli/hookPath.ts). A relative entry is not
    // watched: a hook process drops those from its PATH at start (review 7, R7-1).
    const shadowing = [];
    const homes = [place.home, place.realHome];
    for (const entry of (env.PATH ?? '').split(':')) {
        const bin = pathFolder(entry, place.home);
        if (bin === undefined)
            continue;
        const programs = SHADOWED_PROGRAMS.map((program) => joinPath(bin, program));
        if (homes.some((h) => (0,realPath/* isWithin */.U)(bin, h)))
            files.push(...programs);
        else if (writable(existingAncestor(bin)))
            shadowing.push(...programs);
    }
    const userBase = absolute('PYTHONUSERBASE');
    if (userBase)
        pythonBases.push(pythonBase(userBase));
    const zdotdir = absolute('ZDOTDIR');
    if (zdotdir)
        files.push(...['.zshenv', '.zshrc', '.zprofile', '.zlogin'].map((f) => joinPath(zdotdir, f)));
    const zshCustom = absolute('ZSH_CUSTOM');
    if (zshCustom)
        folders.push(zshCustom);
    const xdgData = absolute('XDG_DATA_HOME');
    if (xdgData)
        folders.push(joinPath(xdgData, 'bash-completion', 'completions'));
    // what the start files source, by their own `.`/`source` lines (review 8, S1)
    const startFiles = [
        ...[...new Set([place.home, place.realHome])].flatMap((h) => SHELL_START_FILES.filter((f) => !f.endsWith('.zwc')).map((f) => joinPath(h, f))),
        ...['BASH_ENV', 'ENV'].map(absolute).filter((f) => f !== undefined),
        ...(zdotdir ? ['.zshenv', '.zshrc', '.zprofile', '.zlogin'].map((f) => joinPath(zdotdir, f)) : []),
    ];
    const sourced = sourcedFiles(startFiles, place.home, [place.home, place.realHome, ...projects]);
    files.push(...sourced.files);
    folders.push(...sourced.folders);
    // Claude Code's shell snapshots: the ones there now, each sourced before every Bash call of its
    // session, are gate files. The folder is not: Claude Code writes a new session's snapshot into it.
    const snapshotFolders = [...new Set([...[place.home, place.realHome].map((h) => joinPath(h, '.claude')), claude])]
        .filter((dir) => dir !== undefined)
        .map((dir) => joinPath(dir, SHELL_SNAPSHOTS));
    for (const folder of snapshotFolders)
        files.push(...snapshotFiles(folder));
    const codex = absolute('CODEX_HOME');
    if (codex)
        files.push(joinPath(codex, 'config.toml'), joinPath(codex, 'hooks.json'));
    const copilot = absolute('COPILOT_HOME');
    if (copilot) {
        files.push(joinPath(copilot, 'config.json'), joinPath(copilot, 'settings.json'));
        folders.push(joinPath(copilot, 'hooks'));
    }
    // where git runs hooks from: a `core.hooksPath` folder, set by the repository or the user, is
    // as much a gate as `.git/hooks` (read from the files themselves, no git process)
    const configs = HOME_GIT_CONFIGS.map((f) => joinPath(place.home, f));
    if (xdgConfig)
        configs.push(joinPath(xdgConfig, 'git', 'config'));
    const globalConfig = absolute('GIT_CONFIG_GLOBAL');
    if (globalConfig)
        configs.push(globalConfig);
    if (place.gitDir) {
        for (const gitDir of new Set([place.gitDir, commonDir(place.gitDir)])) {
            // commondir names the folder git reads hooks and config from (in any git directory, not only a worktree's)
            files.push(joinPath(gitDir, 'config'), joinPath(gitDir, 'config.worktree'), joinPath(gitDir, 'commondir'));
            // what makes git see other parents than a commit names: grafts and a shallow boundary (review 6 M3)
            files.push(joinPath(gitDir, 'info', 'grafts'), joinPath(gitDir, 'shallow'));
            folders.push(joinPath(gitDir, 'hooks'), joinPath(gitDir, 'diffgate'));
            configs.push(joinPath(gitDir, 'config'), joinPath(gitDir, 'config.worktree'));
        }
        // every linked worktree's own git folder (`.git/worktrees/<name>/`): its commondir names where git
        // reads that worktree's hooks and config from, its gitdir ties it to its work tree, its
        // config.worktree is its config (review 8, WT1: a call in this worktree re-points another's)
        const worktrees = joinPath(commonDir(place.gitDir), 'worktrees');
        worktreeRoots.push(worktrees);
        for (const name of boundedNames(worktrees, MAX_WORKTREES, messages_claude/* claudeText */.E.tooManyWorktrees)) {
            const dir = joinPath(worktrees, name);
            worktreeDirs.push(dir);
            files.push(joinPath(dir, 'commondir'), joinPath(dir, 'gitdir'), joinPath(dir, 'config.worktree'));
            configs.push(joinPath(dir, 'config.worktree'));
            // and the `.git` file in that worktree, which names its git folder: re-pointed at another
            // folder, it would take that worktree to a commondir of the call's making. Not one inside this
            // work tree (`.worktrees/x`, Claude Code's `.claude/worktrees/agent-...`): there it is in the
            // record, and a worktree the agent or its client adds would be judged a gate switch and its
            // `.git` file taken away (review 9 WA1, WA2); re-pointing it is a limit (docs/tripwire.md)
            const dotGit = worktreeDotGit(joinPath(dir, 'gitdir'));
            if (dotGit !== undefined && !(0,realPath/* isWithin */.U)(dotGit, place.root))
                files.push(dotGit);
        }
    }
    // and the files they include (`[include]`, `[includeIf]`, whatever the condition): git reads
    // them as its own (review 8, I1: `~/.gitconfig.local`; I2: a project's `../.gitconfig`)
    const read = readGitConfigs(configs, place.root, place.home);
    files.push(...read.included);
    folders.push(...read.hooksPaths);
    // the memo of valid command patterns (src/cli/patternMemo.ts): writing into it is a gate switch,
    // deleting it only costs the next call time
    installedFolders.push(...[...new Set([place.home, place.realHome])].map((h) => joinPath(h, '.cache', 'diffgate', MEMO_FOLDER)), ...(xdgCache ? [joinPath(xdgCache, 'diffgate', MEMO_FOLDER)] : []));
    // the global npm prefix, as npm would choose it, without asking npm (too slow for every call)
    const prefixes = new Set();
    for (const name of ['npm_config_prefix', 'NPM_CONFIG_PREFIX', 'PREFIX']) {
        const p = absolute(name);
        if (p)
            prefixes.add(p);
    }
    prefixes.add(external_node_path_.posix.dirname(external_node_path_.posix.dirname(process.execPath)));
    for (const prefix of prefixes) {
        installedFiles.push(joinPath(prefix, 'bin', 'diffgate'));
        packages.push(joinPath(prefix, 'lib', 'node_modules', 'diffgate'));
    }
    const pnpmHome = absolute('PNPM_HOME');
    if (pnpmHome)
        installedFiles.push(joinPath(pnpmHome, 'diffgate'));
    // the running CLI's own package (a checkout, an `npm link` target): there too only what runs is a gate
    if (selfDir !== undefined)
        packages.push(selfDir);
    for (const dir of packages) {
        installedFolders.push(...PACKAGE_FOLDERS.map((f) => joinPath(dir, f)));
        installedFiles.push(...PACKAGE_FILES.map((f) => joinPath(dir, f)));
    }
    // the node running this hook: the agent hooks name it by absolute path (src/agents/install/verifiedCommand.ts)
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
    if (set.worktreeRoots.some((root) => worktreeShape(path, root)) && !set.worktreeDirs.has(external_node_path_.posix.dirname(path)))
        return 'start';
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
/**
 * The absolute folder a PATH entry names: `~` and `~/x` against the home (bash expands them when it
 * searches PATH; `~user` is another user's); none for a relative entry.
 */
function pathFolder(entry, home) {
    if (entry.startsWith('/'))
        return external_node_path_.posix.normalize(entry);
    if (entry === '~' || entry.startsWith('~/'))
        return joinPath(home, entry.slice(1));
    return undefined;
}
/** The nearest folder at or above `dir` that exists (`/` at worst). */
function existingAncestor(dir) {
    let at = dir;
    for (; at !== '/'; at = external_node_path_.posix.dirname(at)) {
        try {
            if ((0,external_node_fs_.lstatSync)(at, { throwIfNoEntry: false }) !== undefined)
                break;
        }
        catch {
            // ENOTDIR: a file on the way; its folder is what could be written
        }
    }
    return at;
}
/** Whether this user may create files in a folder (a missing folder: no). */
function writable(dir) {
    try {
        (0,external_node_fs_.accessSync)(dir, external_node_fs_.constants.W_OK);
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
        names = (0,external_node_fs_.readdirSync)(folder);
    }
    catch {
        return [];
    }
    if (names.length > MAX_SNAPSHOTS)
        throw new failure/* HookFailure */.Q(messages_claude/* claudeText */.E.tooManySnapshots(folder, names.length, MAX_SNAPSHOTS));
    return names.map((name) => joinPath(folder, name));
}
const MAX_SNAPSHOTS = 2000;
/** pnpm's copies of the package: `node_modules/.pnpm/diffgate@<version>.../node_modules/diffgate` (one directory read). */
function pnpmCopies(modules) {
    try {
        return (0,external_node_fs_.readdirSync)(joinPath(modules, '.pnpm'))
            .filter((name) => name.startsWith('diffgate@'))
            .map((name) => joinPath(modules, '.pnpm', name, 'node_modules', 'diffgate'));
    }
    catch {
        return []; // no pnpm store here
    }
}
/** A shell start file larger than this is not read (the hook blocks, saying so). */
const START_FILE_LIMIT = 1024 * 1024;
/** How deep sourced files are followed, and how many are read in all. */
const MAX_SOURCE_DEPTH = 4;
const MAX_SOURCED = 100;
/**
 * The files and folders the shell start files source, read from them (bounded, no shell run): the
 * `.`/`source` lines and the lists of `for x in ...` loops (`for rc in ~/.bashrc.d/*; do . "$rc"`),
 * `~`, `$HOME` and `${HOME}` expanded. A name is a file, followed in turn (to MAX_SOURCE_DEPTH); a
 * glob is the folder above its first wildcard, every file in it a gate. A glob in a folder that holds
 * a home or a project (`~/.*rc`) is not a gate folder (the home would be): the files it matches now
 * are gate files. Names left with a variable or a command in them cannot be known, and are not
 * read. Only what this user can write counts (in a home or a project, or a folder it can write).
 */
function sourcedFiles(starts, home, mine) {
    const files = [];
    const folders = [];
    const seen = new Set();
    const ours = (p) => mine.some((d) => (0,realPath/* isWithin */.U)(p, d)) || writable(existingAncestor(external_node_path_.posix.dirname(p)));
    const visit = (file, depth) => {
        if (seen.has(file))
            return;
        seen.add(file);
        if (seen.size > MAX_SOURCED + starts.length)
            throw new failure/* HookFailure */.Q(messages_claude/* claudeText */.E.tooManySourcedFiles(file, MAX_SOURCED));
        let text;
        try {
            text = readIfThere(file, START_FILE_LIMIT);
        }
        catch (e) {
            if (e instanceof readRegular/* NotReadable */.SX)
                throw new failure/* HookFailure */.Q(messages_claude/* claudeText */.E.startFileNotRegular(file, e.message.slice(file.length + 1)));
            return; // unreadable otherwise (EACCES): as none there
        }
        // none there: a missing start file is a gate file by its name
        if (text === undefined)
            return;
        for (const name of sourcedNames(text)) {
            const path = expandHome(name, home);
            if (path === undefined || !ours(path))
                continue;
            const wild = path.search(/[*?[]/);
            if (wild < 0) {
                // a folder is never a sourced file (`. dir` fails in the shell): not read, not a gate file
                if ((0,external_node_fs_.statSync)(path, { throwIfNoEntry: false })?.isDirectory() === true)
                    continue;
                files.push(path);
                if (depth < MAX_SOURCE_DEPTH)
                    visit(path, depth + 1);
                continue;
            }
            const folder = external_node_path_.posix.dirname(path.slice(0, wild + 1));
            if (!mine.some((d) => (0,realPath/* isWithin */.U)(d, folder))) {
                folders.push(folder);
                continue;
            }
            // a glob in the home itself (or above a project): the files it matches now, when only its last part is wild
            if (external_node_path_.posix.dirname(path) !== folder)
                continue;
            const match = globPart(external_node_path_.posix.basename(path));
            let names;
            try {
                names = (0,external_node_fs_.readdirSync)(folder);
            }
            catch {
                continue;
            }
            for (const n of names.filter((n) => match.test(n))) {
                files.push(joinPath(folder, n));
                if (depth < MAX_SOURCE_DEPTH)
                    visit(joinPath(folder, n), depth + 1);
            }
        }
    };
    for (const start of starts)
        visit(start, 0);
    return { files, folders };
}
/**
 * The names a shell script sources: `.`/`\.`/`source` arguments (`builtin`/`command` before them
 * too), and the words of a `for x in ...` list whose body sources the loop's variable (`for rc in
 * ~/.bashrc.d/*; do . "$rc"; done`; a loop that does anything else with its words names no start
 * file: review 9 SF1, SF3). A word is taken whole, its quoted and unquoted parts joined
 * (`"$HOME"/.aliases`: review 9 SF2), and one level of braces expanded (`~/.{path,extra}`: SB1).
 */
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
/** One level of shell braces expanded (`~/.{a,b}` -> `~/.a`, `~/.b`); `${...}` left as it is. */
function braces(name) {
    const m = /^(.*?)(?<!\$)\{([^{}]*,[^{}]*)\}(.*)$/.exec(name);
    return m ? m[2].split(',').map((alt) => `${m[1]}${alt}${m[3]}`) : [name];
}
/** A sourced name as an absolute path (`~/`, `$HOME/`, `${HOME}/` against the home); undefined when it cannot be known. */
function expandHome(name, home) {
    const m = /^(?:~|\$HOME|\$\{HOME\})(\/.*)?$/.exec(name);
    const path = m ? joinPath(home, m[1] ?? '') : name;
    if (!path.startsWith('/') || /[$`]/.test(path))
        return undefined;
    return external_node_path_.posix.normalize(path);
}
/** A shell glob of one path part as a regular expression (`*`, `?`, `[...]`); a leading dot matched only by name. */
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
/** git's own bound on nested includes (config.c, MAX_INCLUDE_DEPTH). */
const MAX_INCLUDE_DEPTH = 10;
/** More included config files than this: the hook blocks, saying so (git's own setups include a few). */
const MAX_INCLUDED_CONFIGS = 100;
/**
 * What the git config files set that the gate set needs, read from the files (no git process):
 * every `core.hooksPath` they set (each a gate folder: which one git takes depends on which files
 * it reads), and every file they include, followed as git follows them (an include's own includes,
 * to git's depth). An include's condition is not judged: a file git may read is a gate.
 */
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
            // resolved as git resolves it: `~/` against the home, a relative path against the work tree
            hooksPaths.push(value.startsWith('~/') ? joinPath(home, value.slice(2)) : external_node_path_.posix.resolve(root, value));
        }
        for (const value of read.includes) {
            // `~/` against the home, a relative path against the including file's folder; `~user/` and
            // `%(prefix)/` name another user's or git's install's files, which this user cannot write
            if (value.startsWith('~') && !value.startsWith('~/'))
                continue;
            if (value.startsWith('%(prefix)/'))
                continue;
            const path = value.startsWith('~/')
                ? joinPath(home, value.slice(2))
                : external_node_path_.posix.resolve(external_node_path_.posix.dirname(config), value);
            if (!included.includes(path))
                included.push(path);
            if (included.length > MAX_INCLUDED_CONFIGS)
                throw new failure/* HookFailure */.Q(messages_claude/* claudeText */.E.tooManyGitIncludes(config, MAX_INCLUDED_CONFIGS));
            if (depth < MAX_INCLUDE_DEPTH)
                visit(path, depth + 1);
        }
    };
    for (const config of configs)
        visit(config, 0);
    return { hooksPaths, included };
}
/**
 * One git config file's `core.hooksPath` values and `include.path`/`includeIf.*.path` values, in
 * order (none when there is no such file). Bounded: a FIFO put in place of a config would hold the
 * hook in a blocking open (issue 32), so one that is not a regular file, or too large, blocks.
 */
function readGitConfig(config) {
    let text;
    try {
        text = readIfThere(config, CONFIG_LIMIT);
    }
    catch (e) {
        if (e instanceof readRegular/* NotReadable */.SX)
            throw new failure/* HookFailure */.Q(messages_claude/* claudeText */.E.gitFileNotRegular(config, e.message.slice(config.length + 1)));
        return undefined; // unreadable otherwise (EACCES): as none there
    }
    if (text === undefined)
        return undefined; // none there
    let section = '';
    const hooksPaths = [];
    const includes = [];
    for (const raw of text.split('\n')) {
        let line = raw.trim();
        // a section header, and what follows it on the same line (`[core] hooksPath = x` is valid)
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
/**
 * Whether a path is a linked worktree's commondir, gitdir or config.worktree. Those of the
 * worktrees listed now are in the set by name; this answers for a worktree's folder no longer
 * there (`shapeIn`): the list is read from `worktrees/` at each hook, so a folder a call removed
 * would drop out of the set unjudged, and one made again by a later call would be taken as new,
 * commondir and all. By its path, its removal is judged (refused, put back). A worktree the call
 * adds is listed, and recorded new as every gate file the record did not hold (`git worktree add`
 * stays the agent's to run; removing a worktree that was there before the call is the person's).
 */
function worktreeShape(path, root) {
    return (path.startsWith(`${root}/`) && /^[^/]+\/(?:commondir|gitdir|config\.worktree)$/.test(path.slice(root.length + 1)));
}
/** The `.git` file a linked worktree's `gitdir` names (none when there is no such file). */
function worktreeDotGit(gitdirFile) {
    let text;
    try {
        text = readIfThere(gitdirFile, CONFIG_LIMIT);
    }
    catch (e) {
        if (e instanceof readRegular/* NotReadable */.SX)
            throw new failure/* HookFailure */.Q(messages_claude/* claudeText */.E.gitFileNotRegular(gitdirFile, e.message.slice(gitdirFile.length + 1)));
        return undefined;
    }
    const named = text?.trim();
    return named === undefined || named === '' ? undefined : external_node_path_.posix.resolve(external_node_path_.posix.dirname(gitdirFile), named);
}
/**
 * A file's text through the bounded reader, undefined when there is no such file: asked first
 * without an exception: most of the files asked for are missing, and a thrown
 * ENOENT costs several times the stat (the set is made on every hook call).
 */
function readIfThere(path, limit) {
    let there = true;
    try {
        there = (0,external_node_fs_.statSync)(path, { throwIfNoEntry: false }) !== undefined;
    }
    catch {
        // ENOTDIR, EACCES: the reader throws it below
    }
    return there ? (0,readRegular/* readRegularText */.Aj)(path, limit) : undefined;
}
/** A linked worktree's common git directory (`.git/worktrees/x` -> `.git`), where its config, hooks and refs are. */
function commonDir(gitDir) {
    try {
        return external_node_path_.posix.resolve(gitDir, (0,readRegular/* readRegularText */.Aj)(joinPath(gitDir, 'commondir'), CONFIG_LIMIT).trim());
    }
    catch (e) {
        if (e instanceof readRegular/* NotReadable */.SX)
            throw new failure/* HookFailure */.Q(messages_claude/* claudeText */.E.gitFileNotRegular(joinPath(gitDir, 'commondir'), e.message.slice(e.path.length + 1)));
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
        const [dir, name] = parentAndName(p);
        const parent = look(dir);
        let real = joinPath(parent.real, name);
        let exists = false;
        if (parent.exists) {
            let stat;
            try {
                stat = (0,external_node_fs_.lstatSync)(p, { throwIfNoEntry: false });
            }
            catch {
                stat = undefined; // ENOTDIR, EACCES: nothing to follow
            }
            exists = stat !== undefined;
            if (stat?.isSymbolicLink()) {
                real = (0,realPath/* realPathOf */.d)(real); // a link, dangling or not, leads elsewhere
                links.add(p);
                if (followed++ < 40) {
                    known.set(p, { real, exists }); // a loop back to it stops here
                    try {
                        look(external_node_path_.posix.resolve(parent.real, (0,external_node_fs_.readlinkSync)(p))); // the links its target goes through
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
        return external_node_path_.posix.dirname(external_node_path_.posix.dirname(external_node_path_.posix.dirname(external_node_fs_.realpathSync.native(script))));
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
            this.set.folders.find((d) => (0,realPath/* isWithin */.U)(path, d)) ??
            // a Python start file of a version the user base does not have yet
            (shapeIn(this.set, path) === 'start' ? path : undefined));
    }
    /** Whether the path is the installed CLI or the code cache, or lies in them (see `under`). */
    removable(path) {
        for (const p of this.set.installed)
            if ((0,realPath/* isWithin */.U)(path, p))
                return true;
        return false;
    }
    /**
     * The gate files and folders under a directory a command removes or rewrites whole (`rm -rf
     * .claude`). Not the installed CLI: removing `node_modules` does not switch the gate off (the
     * hook command then fails, which blocks), and `rm -rf node_modules` is an everyday command.
     */
    under(dir) {
        return [...this.set.files, ...this.set.folders].filter((f) => f !== dir && (0,realPath/* isWithin */.U)(f, dir) && !this.set.installed.has(f) && !this.set.manifests.has(f));
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
