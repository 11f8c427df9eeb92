// diffgate-cache-key: d3d26c0d91dbe185c92a8f11262ed4e9c25fe3c627e3c8d1b85ddee85f52dffb
"use strict";
exports.id = 705;
exports.ids = [705];
exports.modules = {

/***/ 1266:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.hooksPath = void 0;
exports.packageHooksDir = packageHooksDir;
/** `install --hooks-path`: point core.hooksPath at this package's githooks/ folder. */
const node_fs_1 = __webpack_require__(3024);
const promises_1 = __webpack_require__(1455);
const node_path_1 = __webpack_require__(6760);
const install_js_1 = __webpack_require__(7180);
const runGit_js_1 = __webpack_require__(3836);
/**
 * githooks/ of the package this CLI runs from: the bin is dist/cli/index.js (reached through
 * node_modules/.bin's link, hence the real path), so it is ../../githooks from there. The CLI
 * bundle is CommonJS (faster to start than an ES module), so there is no import.meta here.
 */
function packageHooksDir() {
    return (0, node_path_1.resolve)((0, node_path_1.dirname)((0, node_fs_1.realpathSync)(process.argv[1])), '../../githooks');
}
/** Relative to the repository when the package sits inside it, so every clone shares the setting. */
function hooksPathValue(top) {
    const dir = packageHooksDir();
    const rel = (0, node_path_1.relative)(top, dir);
    return rel === '' || rel.startsWith('..') || (0, node_path_1.isAbsolute)(rel) ? dir : rel.split('\\').join('/');
}
async function current(ctx) {
    try {
        return (await (0, runGit_js_1.runGit)(ctx.top).raw(['config', '--local', '--get', 'core.hooksPath'])).trim() || undefined;
    }
    catch {
        return undefined; // exit 1: not set
    }
}
function ownerOf(value) {
    if (/(^|\/)\.husky(\/_)?\/?$/.test(value))
        return 'husky';
    return '';
}
async function localHooks(top) {
    const dir = (await (0, runGit_js_1.runGit)(top).raw(['rev-parse', '--git-common-dir'])).trim();
    try {
        return (await (0, promises_1.readdir)((0, node_path_1.join)((0, node_path_1.resolve)(top, dir), 'hooks'))).filter((n) => !n.endsWith('.sample'));
    }
    catch {
        return [];
    }
}
exports.hooksPath = {
    async install(ctx) {
        const value = hooksPathValue(ctx.top);
        const now = await current(ctx);
        if (now !== undefined && (0, node_path_1.resolve)(ctx.top, now) === (0, node_path_1.resolve)(ctx.top, value))
            return { changed: false, message: install_js_1.installText.hooksPathSame(value) };
        if (now !== undefined && !ctx.force)
            return { changed: false, refused: true, message: install_js_1.installText.hooksPathOwned(now, ownerOf(now)) };
        await (0, runGit_js_1.runGit)(ctx.top).raw(['config', '--local', 'core.hooksPath', value]);
        const shadowed = await localHooks(ctx.top);
        return { changed: true, message: [install_js_1.installText.hooksPathSet(value), ...(shadowed.length ? [install_js_1.installText.hooksPathLocalHooks(shadowed)] : [])].join('\n') };
    },
    async uninstall(ctx) {
        const now = await current(ctx);
        if (now === undefined)
            return { changed: false, message: install_js_1.installText.nothingInstalled('core.hooksPath') };
        if ((0, node_path_1.resolve)(ctx.top, now) !== (0, node_path_1.resolve)(ctx.top, hooksPathValue(ctx.top)) && (0, node_path_1.resolve)(ctx.top, now) !== packageHooksDir()) {
            return { changed: false, message: install_js_1.installText.hooksPathNotOurs(now) };
        }
        await (0, runGit_js_1.runGit)(ctx.top).raw(['config', '--local', '--unset', 'core.hooksPath']);
        return { changed: true, message: install_js_1.installText.hooksPathRemoved(now) };
    },
};


/***/ }),

/***/ 6157:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.husky = exports.huskyLine = void 0;
/** `install --husky`: one line in each of .husky/pre-commit, pre-merge-commit, prepare-commit-msg and pre-push. */
const promises_1 = __webpack_require__(1455);
const node_path_1 = __webpack_require__(6760);
const install_js_1 = __webpack_require__(7180);
const installTarget_js_1 = __webpack_require__(6003);
const huskyLine = (hook) => `${installTarget_js_1.HOOK_BIN} githook ${hook} "$@"`;
exports.huskyLine = huskyLine;
async function read(file) {
    try {
        return await (0, promises_1.readFile)(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return undefined;
        throw e;
    }
}
async function hasHuskyDir(top) {
    try {
        return (await (0, promises_1.stat)((0, node_path_1.join)(top, '.husky'))).isDirectory();
    }
    catch {
        return false;
    }
}
exports.husky = {
    async install(ctx) {
        if (!(await hasHuskyDir(ctx.top)))
            return { changed: false, refused: true, message: install_js_1.installText.huskyMissing() };
        const changed = [];
        for (const hook of installTarget_js_1.GIT_HOOKS) {
            const file = (0, node_path_1.join)(ctx.top, '.husky', hook);
            const text = await read(file);
            if (text?.split('\n').includes((0, exports.huskyLine)(hook)))
                continue;
            const prefix = text === undefined || text === '' ? '' : text.endsWith('\n') ? text : `${text}\n`;
            await (0, promises_1.writeFile)(file, `${prefix}${(0, exports.huskyLine)(hook)}\n`);
            await (0, promises_1.chmod)(file, 0o755);
            changed.push(`.husky/${hook}`);
        }
        return changed.length ? { changed: true, message: install_js_1.installText.huskyAdded(changed) } : { changed: false, message: install_js_1.installText.huskySame() };
    },
    async uninstall(ctx) {
        const changed = [];
        for (const hook of installTarget_js_1.GIT_HOOKS) {
            const file = (0, node_path_1.join)(ctx.top, '.husky', hook);
            const text = await read(file);
            if (text === undefined || !text.split('\n').includes((0, exports.huskyLine)(hook)))
                continue;
            const rest = text.split('\n').filter((l) => l !== (0, exports.huskyLine)(hook)).join('\n');
            if (rest.trim() === '')
                await (0, promises_1.rm)(file);
            else
                await (0, promises_1.writeFile)(file, rest);
            changed.push(`.husky/${hook}`);
        }
        return changed.length ? { changed: true, message: install_js_1.installText.huskyRemoved(changed) } : { changed: false, message: install_js_1.installText.nothingInstalled('.husky/') };
    },
};


/***/ }),

/***/ 6003:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GIT_HOOKS = exports.HOOK_BIN = void 0;
/** The command a hook manager runs for each git hook (the package's bin, as npm links it). */
exports.HOOK_BIN = 'node_modules/.bin/diffgate';
/** pre-merge-commit is pre-commit for `git merge`, which does not run pre-commit. */
exports.GIT_HOOKS = ['pre-commit', 'pre-merge-commit', 'prepare-commit-msg', 'pre-push'];


/***/ }),

/***/ 7127:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.lefthook = void 0;
exports.lefthookCommand = lefthookCommand;
/** `install --lefthook`: merge diffgate's commands into lefthook.yml, keeping everything else. */
const promises_1 = __webpack_require__(1455);
const node_path_1 = __webpack_require__(6760);
const yaml_1 = __webpack_require__(8815);
const install_js_1 = __webpack_require__(7180);
const installTarget_js_1 = __webpack_require__(6003);
const FILE = 'lefthook.yml';
/** lefthook passes git's arguments as {1}, {2}; pre-push also needs git's standard input. */
function lefthookCommand(hook) {
    if (hook === 'pre-push')
        return { run: `${installTarget_js_1.HOOK_BIN} githook pre-push {1} {2}`, use_stdin: true };
    if (hook === 'prepare-commit-msg')
        return { run: `${installTarget_js_1.HOOK_BIN} githook prepare-commit-msg {1} {2} {3}` };
    return { run: `${installTarget_js_1.HOOK_BIN} githook ${hook}` };
}
async function load(top) {
    const file = (0, node_path_1.join)(top, FILE);
    let text = '';
    try {
        text = await (0, promises_1.readFile)(file, 'utf8');
    }
    catch (e) {
        if (e.code !== 'ENOENT')
            throw e;
    }
    const doc = (0, yaml_1.parseDocument)(text);
    if (doc.errors.length > 0)
        return { error: doc.errors[0].message, file };
    if (doc.contents === null)
        doc.contents = doc.createNode({});
    if (!(0, yaml_1.isMap)(doc.contents))
        return { error: 'the top level is not a mapping', file };
    return { doc, file };
}
exports.lefthook = {
    async install(ctx) {
        const loaded = await load(ctx.top);
        if ('error' in loaded)
            return { changed: false, refused: true, message: install_js_1.installText.lefthookInvalid(FILE, loaded.error) };
        const { doc, file } = loaded;
        let changed = false;
        for (const hook of installTarget_js_1.GIT_HOOKS) {
            const want = lefthookCommand(hook);
            const have = doc.getIn([hook, 'commands', 'diffgate']);
            if (have !== undefined && JSON.stringify(have.toJSON?.() ?? have) === JSON.stringify(want))
                continue;
            doc.setIn([hook, 'commands', 'diffgate'], doc.createNode(want));
            changed = true;
        }
        if (!changed)
            return { changed: false, message: install_js_1.installText.lefthookSame(FILE) };
        await (0, promises_1.writeFile)(file, doc.toString());
        return { changed: true, message: install_js_1.installText.lefthookAdded(FILE) };
    },
    async uninstall(ctx) {
        const loaded = await load(ctx.top);
        if ('error' in loaded)
            return { changed: false, refused: true, message: install_js_1.installText.lefthookInvalid(FILE, loaded.error) };
        const { doc, file } = loaded;
        let changed = false;
        for (const hook of installTarget_js_1.GIT_HOOKS) {
            if (!doc.hasIn([hook, 'commands', 'diffgate']))
                continue;
            doc.deleteIn([hook, 'commands', 'diffgate']);
            const commands = doc.getIn([hook, 'commands']);
            if ((0, yaml_1.isMap)(commands) && commands.items.length === 0)
                doc.deleteIn([hook, 'commands']);
            const section = doc.getIn([hook]);
            if ((0, yaml_1.isMap)(section) && section.items.length === 0)
                doc.deleteIn([hook]);
            changed = true;
        }
        if (!changed)
            return { changed: false, message: install_js_1.installText.nothingInstalled(FILE) };
        await (0, promises_1.writeFile)(file, doc.toString());
        return { changed: true, message: install_js_1.installText.lefthookRemoved(FILE) };
    },
};


/***/ }),

/***/ 4705:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.installCommand = installCommand;
/** `diffgate install` / `diffgate uninstall`: put the gate in place, or take it out, idempotently. */
const node_util_1 = __webpack_require__(7975);
const install_js_1 = __webpack_require__(7180);
const io_js_1 = __webpack_require__(9845);
const hooksPath_js_1 = __webpack_require__(1266);
const husky_js_1 = __webpack_require__(6157);
const lefthook_js_1 = __webpack_require__(7127);
const repoRoot_js_1 = __webpack_require__(7581);
const usageError_js_1 = __webpack_require__(3962);
const INSTALLERS = { 'hooks-path': hooksPath_js_1.hooksPath, husky: husky_js_1.husky, lefthook: lefthook_js_1.lefthook };
function installCommand(uninstall) {
    return async (args, io) => {
        const { values } = (0, node_util_1.parseArgs)({
            args,
            options: {
                'hooks-path': { type: 'boolean' },
                husky: { type: 'boolean' },
                lefthook: { type: 'boolean' },
                claude: { type: 'boolean' },
                user: { type: 'boolean' },
                force: { type: 'boolean' },
            },
            strict: true,
        });
        const chosen = Object.keys(INSTALLERS).filter((k) => values[k]);
        if (values.claude)
            return installClaudeHooks(io, uninstall, values.user === true);
        if (chosen.length === 0)
            throw new usageError_js_1.UsageError(install_js_1.installText.chooseOne());
        const top = await (0, repoRoot_js_1.repoRoot)(io.cwd);
        if (top === undefined)
            throw new usageError_js_1.UsageError(install_js_1.installText.notARepo());
        let refused = false;
        for (const name of chosen) {
            const installer = INSTALLERS[name];
            const ctx = { top, cwd: io.cwd, force: values.force === true };
            const result = uninstall ? await installer.uninstall(ctx) : await installer.install(ctx);
            (result.refused ? io.stderr : io.stdout)(`diffgate: ${result.message}\n`);
            refused ||= result.refused === true;
        }
        return refused ? io_js_1.EXIT.config : io_js_1.EXIT.ok;
    };
}
async function installClaudeHooks(io, uninstall, user) {
    const { installClaude, ClaudeSettingsError } = await Promise.all(/* import() */[__webpack_require__.e(6), __webpack_require__.e(36), __webpack_require__.e(610)]).then(__webpack_require__.bind(__webpack_require__, 3610));
    try {
        const result = await installClaude({ cwd: io.cwd, user, uninstall });
        io.stdout(`diffgate: ${result.message}\n`);
        return io_js_1.EXIT.ok;
    }
    catch (e) {
        if (!(e instanceof ClaudeSettingsError))
            throw e;
        io.stderr(`diffgate: ${e.message}\n`);
        return io_js_1.EXIT.config;
    }
}


/***/ }),

/***/ 7581:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.repoRoot = repoRoot;
/** The repository's top-level directory, or the working directory outside a repository. */
const runGit_js_1 = __webpack_require__(3836);
async function repoRoot(cwd) {
    try {
        return (await (0, runGit_js_1.runGit)(cwd).raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch {
        return undefined; // not a repository: callers fall back to the working directory
    }
}


/***/ }),

/***/ 7180:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.installText = void 0;
/** `diffgate install` and `uninstall`. */
exports.installText = {
    chooseOne: () => 'choose what to install: --hooks-path, --husky, --lefthook or --claude [--user]',
    notARepo: () => 'not inside a git repository: run diffgate install from your project',
    hooksPathSet: (path) => `core.hooksPath = ${path}: git runs diffgate's pre-commit, pre-merge-commit, prepare-commit-msg and pre-push hooks from there.`,
    hooksPathSame: (path) => `core.hooksPath is already ${path}; nothing to change.`,
    hooksPathOwned: (current, owner) => `core.hooksPath is already set to ${JSON.stringify(current)}${owner ? ` (${owner})` : ''}; replacing it would switch those hooks off. ${owner === 'husky' ? 'Use diffgate install --husky instead, or ' : ''}Re-run with --force to replace it anyway.`,
    hooksPathLocalHooks: (names) => `note: ${names.join(', ')} in .git/hooks will no longer run, since git only looks in core.hooksPath; call them from there if you still need them.`,
    hooksPathRemoved: (path) => `removed core.hooksPath (${path}).`,
    hooksPathNotOurs: (current) => `core.hooksPath is ${JSON.stringify(current)}, not diffgate's; left as it is.`,
    nothingInstalled: (what) => `diffgate was not installed in ${what}; nothing to remove.`,
    huskyAdded: (files) => `added diffgate to ${files.join(', ')}.`,
    huskySame: () => 'diffgate is already in the husky hooks; nothing to change.',
    huskyMissing: () => 'no .husky folder here: set up husky first (npx husky init), then run diffgate install --husky.',
    huskyRemoved: (files) => `removed diffgate from ${files.join(', ')}.`,
    lefthookAdded: (file) => `added diffgate to ${file}. Run npx lefthook install to (re)write the git hooks.`,
    lefthookSame: (file) => `diffgate is already in ${file}; nothing to change.`,
    lefthookRemoved: (file) => `removed diffgate from ${file}.`,
    lefthookInvalid: (file, why) => `${file} is not valid YAML (${why}); fix it first, diffgate will not overwrite it.`,
};


/***/ }),

/***/ 3836:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GitCommandError = void 0;
exports.runGit = runGit;
exports.gitMessage = gitMessage;
/**
 * Runs git plumbing commands. The git hook path runs on every commit, so this is a direct
 * child process rather than simple-git: loading simple-git costs more than the git commands the
 * check runs (measured ~0.17x of `node -e 0` per call), and simple-git strips the GIT_*
 * variables a hook inherits unless each is named, GIT_INDEX_FILE among them, which a partial
 * commit (`git commit file`) needs. The environment is inherited as it is, so inside a hook
 * git sees the repository and index being committed. git runs synchronously: each command's
 * output is needed whole before anything else can happen, and node's first asynchronous child
 * process costs about 8 ms more (it loads node's stream and socket modules).
 */
const node_child_process_1 = __webpack_require__(1421);
class GitCommandError extends Error {
    args;
    stderr;
    code;
    constructor(args, stderr, code) {
        super(stderr.trim() || `git ${args.join(' ')} failed (${code})`);
        this.args = args;
        this.stderr = stderr;
        this.code = code;
    }
}
exports.GitCommandError = GitCommandError;
/** git in `cwd`; `env` replaces the inherited environment (for a throw-away object directory, say). */
function runGit(cwd, env) {
    return {
        raw: async (args) => {
            const r = (0, node_child_process_1.spawnSync)('git', args, { cwd, env, encoding: 'utf8', maxBuffer: 1 << 30 });
            if (r.error)
                throw new GitCommandError(args, r.stderr ?? '', r.error.code ?? null);
            if (r.status !== 0)
                throw new GitCommandError(args, r.stderr, r.status ?? r.signal);
            return r.stdout;
        },
    };
}
/** git's own words from a failed command. */
function gitMessage(e) {
    return (e instanceof Error ? e.message : String(e)).trim();
}


/***/ })

};
;