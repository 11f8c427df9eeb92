export const id = 325;
export const ids = [325];
export const modules = {

/***/ 325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   initCommand: () => (/* binding */ initCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_messages_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(507);
/* harmony import */ var _git_readChanges_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(604);
/* harmony import */ var _repoRoot_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(920);
/** `diffgate init`: write the starter manifest at the repository root. */







async function initCommand(args, io) {
    const { values } = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({ args, options: { force: { type: 'boolean' } }, strict: true });
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((await (0,_repoRoot_js__WEBPACK_IMPORTED_MODULE_6__/* .repoRoot */ .j)(io.cwd)) ?? io.cwd, _git_readChanges_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_MANIFEST */ .m);
    const label = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(io.cwd, file) || file;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, _core_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .STARTER_MANIFEST */ .An, { flag: values.force ? 'w' : 'wx' });
    }
    catch (e) {
        if (e.code === 'EEXIST') {
            io.stderr(`${_core_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .cliText */ .uN.initExists(label)}\n`);
            return _io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.config;
        }
        throw e;
    }
    io.stdout(`${_core_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .cliText */ .uN.initWrote(label)}\n`);
    return _io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.ok;
}


/***/ }),

/***/ 920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ repoRoot)
/* harmony export */ });
/* harmony import */ var _git_runGit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33);
/** The repository's top-level directory, or the working directory outside a repository. */

async function repoRoot(cwd) {
    try {
        return (await (0,_git_runGit_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .E)(cwd).raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch {
        return undefined; // not a repository: callers fall back to the working directory
    }
}


/***/ }),

/***/ 408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ GitUsageError)
/* harmony export */ });
/** A git failure that is the user's to fix (not a repository, unknown revision): exit 2. */
class GitUsageError extends Error {
}


/***/ }),

/***/ 93:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ DEFAULT_MANIFEST),
  S: () => (/* binding */ readChanges)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(760);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(421);
;// CONCATENATED MODULE: ./src/git/catFile.ts
/**
 * Reads objects through one `git cat-file --batch` process: requests are written as they come
 * and answered in order, so a whole change's contents cost one process, not one per file.
 * simple-git has no way to feed a running command's stdin, hence child_process here.
 */

class CatFile {
    cwd;
    env;
    proc;
    pending = [];
    header = '';
    body;
    filled = 0;
    stderr = '';
    failure;
    constructor(cwd, env) {
        this.cwd = cwd;
        this.env = env;
    }
    /** An object's content by any name cat-file accepts (`<sha>`, `HEAD:path`, `:path`); null when missing. */
    read(name) {
        if (this.failure)
            return Promise.reject(this.failure);
        if (/[\n\r]/.test(name))
            return Promise.reject(new Error(`cannot ask git for an object named with a line break: ${JSON.stringify(name)}`));
        const proc = this.start();
        return new Promise((resolve, reject) => {
            this.pending.push({ name, resolve, reject });
            proc.stdin.write(`${name}\n`);
        });
    }
    close() {
        this.proc?.stdin.end();
    }
    start() {
        if (this.proc)
            return this.proc;
        const proc = (0,external_node_child_process_.spawn)('git', ['cat-file', '--batch'], { cwd: this.cwd, env: this.env });
        proc.stdout.on('data', (chunk) => this.onData(chunk));
        proc.stderr.on('data', (chunk) => (this.stderr += chunk.toString()));
        proc.on('error', (e) => this.fail(new Error(`cannot run git cat-file: ${e.message}`)));
        proc.on('close', (code) => {
            if (this.pending.length > 0)
                this.fail(new Error(`git cat-file --batch exited (${code}) before answering: ${this.stderr.trim()}`));
        });
        proc.stdin.on('error', () => undefined);
        this.proc = proc;
        return proc;
    }
    fail(e) {
        this.failure = e;
        for (const p of this.pending.splice(0))
            p.reject(e);
    }
    onData(chunk) {
        let at = 0;
        while (at < chunk.length) {
            if (this.body) {
                const take = Math.min(this.body.length - this.filled, chunk.length - at);
                chunk.copy(this.body, this.filled, at, at + take);
                this.filled += take;
                at += take;
                if (this.filled === this.body.length) {
                    const body = this.body.subarray(0, this.body.length - 1); // drop the trailing LF
                    this.body = undefined;
                    this.pending.shift()?.resolve(body);
                }
                continue;
            }
            const nl = chunk.indexOf(10, at);
            if (nl === -1) {
                this.header += chunk.toString('utf8', at);
                return;
            }
            const line = this.header + chunk.toString('utf8', at, nl);
            this.header = '';
            at = nl + 1;
            this.onHeader(line);
        }
    }
    onHeader(line) {
        const m = / (\S+) (\d+)$/.exec(line);
        if (m) {
            this.body = Buffer.allocUnsafe(Number(m[2]) + 1);
            this.filled = 0;
            return;
        }
        const p = this.pending.shift();
        if (!p)
            return;
        if (line.endsWith(' missing') || line.endsWith(' ambiguous'))
            p.resolve(null);
        else
            p.reject(new Error(`unexpected answer from git cat-file for ${p.name}: ${line}`));
    }
}

// EXTERNAL MODULE: ./src/git/changeSet.ts
var changeSet = __webpack_require__(408);
;// CONCATENATED MODULE: ./src/git/parseRawDiff.ts
function parseRawDiff(output) {
    const fields = output.split('\0');
    const entries = [];
    let i = 0;
    while (i < fields.length) {
        const header = fields[i++];
        if (header === '' && i >= fields.length)
            break;
        const m = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([ACDMRTUX])(\d*)$/.exec(header.replace(/^\n/, ''));
        if (!m)
            throw new Error(`unexpected line in git's raw diff output: ${JSON.stringify(header.slice(0, 200))}`);
        const [, oldMode, newMode, oldSha, newSha, status, score] = m;
        const path = fields[i++];
        if (path === undefined)
            throw new Error(`git's raw diff output ends before the path of ${JSON.stringify(header)}`);
        let newPath = path;
        if (status === 'R' || status === 'C') {
            newPath = fields[i++];
            if (newPath === undefined)
                throw new Error(`git's raw diff output ends before the new path of ${JSON.stringify(header)}`);
        }
        const entry = { status, oldMode, newMode, oldSha, newSha, oldPath: path, newPath };
        if (score !== '')
            entry.score = Number(score);
        entries.push(entry);
    }
    return entries;
}

// EXTERNAL MODULE: ./src/git/runGit.ts
var runGit = __webpack_require__(33);
// EXTERNAL MODULE: ./src/git/toFileChanges.ts
var toFileChanges = __webpack_require__(652);
;// CONCATENATED MODULE: ./src/git/readChanges.ts
/**
 * The git adapter's three views of a change: the staged change (index vs HEAD, or vs the empty
 * tree before the first commit), a range (merge base of BASE and HEAD vs HEAD), and the work tree
 * (HEAD vs the files on disk, untracked files included). Change lists come from plumbing with
 * `--raw -z`; contents come from one `git cat-file --batch`, or from disk for the work tree only.
 */







const DEFAULT_MANIFEST = '.diffgate.tsv';
const DIFF_FLAGS = ['-M', '--raw', '-z', '--no-relative', '--no-ext-diff', '--no-textconv'];
async function readChanges(mode, opts) {
    const git = (0,runGit/* runGit */.E)(opts.cwd);
    const cat = new CatFile(opts.cwd, opts.env);
    try {
        const top = opts.manifest !== undefined || mode.kind === 'worktree' ? await topLevel(git) : undefined;
        const manifestAt = manifestLocation(opts, top);
        const result = mode.kind === 'staged' ? await staged(git, cat, manifestAt)
            : mode.kind === 'range' ? await range(git, cat, manifestAt, mode.base, mode.head)
                : await worktree(git, cat, manifestAt, top);
        return { ...result, close: () => cat.close() };
    }
    catch (e) {
        cat.close();
        throw e;
    }
}
function manifestLocation(opts, top) {
    if (opts.manifest === undefined)
        return { inRepo: DEFAULT_MANIFEST };
    const absolute = (0,external_node_path_.resolve)(opts.cwd, opts.manifest);
    const rel = (0,external_node_path_.relative)(top, absolute);
    if (rel === '' || rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
        return { onDisk: absolute };
    return { inRepo: rel.split('\\').join('/') };
}
async function topLevel(git) {
    try {
        return (await git.raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch (e) {
        throw new changeSet/* GitUsageError */.a((0,runGit/* gitMessage */.U)(e));
    }
}
async function manifestFrom(cat, at, rev) {
    if ('onDisk' in at) {
        try {
            return { text: await (0,promises_.readFile)(at.onDisk, 'utf8'), label: at.onDisk, path: null };
        }
        catch (e) {
            throw new changeSet/* GitUsageError */.a(`cannot read the manifest ${at.onDisk}: ${e.message}`);
        }
    }
    const bytes = await cat.read(`${rev}:${at.inRepo}`);
    return { text: bytes ? new TextDecoder().decode(bytes) : null, label: `${rev}:${at.inRepo}`, path: at.inRepo };
}
const blobReader = (cat) => ({
    blob: async (sha) => {
        const bytes = await cat.read(sha);
        if (!bytes)
            throw new Error(`git has no object ${sha}`);
        return bytes;
    },
});
async function staged(git, cat, at) {
    const manifest = manifestFrom(cat, at, 'HEAD');
    manifest.catch(() => undefined);
    let raw;
    let source;
    try {
        raw = await git.raw(['diff-index', '--cached', ...DIFF_FLAGS, 'HEAD']);
        source = await manifest;
    }
    catch (e) {
        if (!/bad revision 'HEAD'|ambiguous argument 'HEAD'|unknown revision/i.test((0,runGit/* gitMessage */.U)(e)))
            throw new changeSet/* GitUsageError */.a((0,runGit/* gitMessage */.U)(e));
        // No commit yet: compare the index with the empty tree; the index's manifest is in force.
        const empty = (await git.raw(['hash-object', '-t', 'tree', '/dev/null'])).trim();
        raw = await git.raw(['diff-index', '--cached', ...DIFF_FLAGS, empty]);
        source = await manifestFrom(cat, at, '');
    }
    return { changes: (0,toFileChanges/* toFileChanges */.tx)(parseRawDiff(raw), blobReader(cat)), manifest: source };
}
async function range(git, cat, at, base, head) {
    const manifest = manifestFrom(cat, at, base);
    manifest.catch(() => undefined);
    let raw;
    try {
        const mergeBase = (await git.raw(['merge-base', base, head])).trim();
        raw = await git.raw(['diff-tree', '-r', ...DIFF_FLAGS, mergeBase, head]);
    }
    catch (e) {
        throw new changeSet/* GitUsageError */.a((0,runGit/* gitMessage */.U)(e));
    }
    return { changes: (0,toFileChanges/* toFileChanges */.tx)(parseRawDiff(raw), blobReader(cat)), manifest: await manifest };
}
async function worktree(git, cat, at, top) {
    const manifest = manifestFrom(cat, at, 'HEAD');
    manifest.catch(() => undefined);
    let raw;
    let untracked;
    try {
        [raw, untracked] = await Promise.all([
            git.raw(['diff', '--no-color', ...DIFF_FLAGS, 'HEAD']),
            git.raw(['ls-files', '--others', '--exclude-standard', '-z', '--full-name', ':/']),
        ]);
    }
    catch (e) {
        throw new changeSet/* GitUsageError */.a((0,runGit/* gitMessage */.U)(e));
    }
    const entries = parseRawDiff(raw);
    for (const path of untracked.split('\0')) {
        if (path !== '')
            entries.push({ status: 'A', oldMode: '000000', newMode: '100644', oldSha: '0', newSha: '0', oldPath: path, newPath: path });
    }
    const reader = {
        ...blobReader(cat),
        worktree: async (path, mode) => {
            const file = (0,external_node_path_.join)(top, path);
            return mode === '120000' ? new TextEncoder().encode(await (0,promises_.readlink)(file)) : new Uint8Array(await (0,promises_.readFile)(file));
        },
    };
    return { changes: (0,toFileChanges/* toFileChanges */.tx)(entries, reader), manifest: await manifest };
}


/***/ }),

/***/ 33:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runGit),
/* harmony export */   U: () => (/* binding */ gitMessage)
/* harmony export */ });
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(724);
/** Runs git commands through simple-git, keeping the repository variables a hook inherits. */

/**
 * simple-git strips every inherited GIT_* variable unless named here; inside a hook those name the
 * repository and the index being committed (a partial commit's temporary index), so they stay.
 */
const ALLOWED_ENV = [
    'GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_ALTERNATE_OBJECT_DIRECTORIES',
    'GIT_COMMON_DIR', 'GIT_NAMESPACE', 'GIT_QUARANTINE_PATH', 'GIT_CEILING_DIRECTORIES', 'GIT_CONFIG_NOSYSTEM',
    'GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM',
];
/**
 * git in `cwd` with the process's own environment. simple-git refuses guarded variables passed
 * explicitly, so the environment is inherited, never handed over: the repository variables listed
 * above pass through, every other GIT_* variable (and EDITOR, PAGER, ...) is dropped by simple-git.
 */
function runGit(cwd) {
    return (0,simple_git__WEBPACK_IMPORTED_MODULE_0__/* .simpleGit */ .Lp)({ baseDir: cwd, allowEnvironment: ALLOWED_ENV });
}
/** git's own words from a failed command, without simple-git's wrapping. */
function gitMessage(e) {
    return (e instanceof Error ? e.message : String(e)).trim();
}


/***/ }),

/***/ 652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A7: () => (/* binding */ UnmergedError),
/* harmony export */   tx: () => (/* binding */ toFileChanges)
/* harmony export */ });
/* unused harmony export NULL_SHA */
const STATUS = {
    A: 'added', C: 'copied', D: 'deleted', M: 'modified', R: 'renamed', T: 'type-changed',
};
const NULL_SHA = /^0+$/;
class UnmergedError extends Error {
    path;
    constructor(path) {
        super(`${path} has unresolved merge conflicts; resolve them (git add) before checking`);
        this.path = path;
    }
}
function toFileChanges(entries, reader) {
    return entries.map((e) => {
        const status = STATUS[e.status];
        if (!status)
            throw new UnmergedError(e.oldPath);
        const side = (path, mode, sha) => ({
            path,
            mode,
            read: () => {
                if (mode === '160000')
                    return Promise.resolve(new TextEncoder().encode(sha)); // a gitlink is its commit id
                if (NULL_SHA.test(sha) && reader.worktree)
                    return reader.worktree(path, mode);
                return reader.blob(sha, mode);
            },
        });
        return {
            status,
            old: status === 'added' ? null : side(e.oldPath, e.oldMode, e.oldSha),
            new: status === 'deleted' ? null : side(e.newPath, e.newMode, e.newSha),
        };
    });
}


/***/ })

};
