"use strict";
exports.id = "402-2021-3826-3827-3861-4006-5879-8296-8467-8815-9350-9525";
exports.ids = ["402-2021-3826-3827-3861-4006-5879-8296-8467-8815-9350-9525",402,2021,3826,3827,3861,4006,5879,8296,8467,8815,9350,9525];
exports.modules = {

/***/ 8927:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.gitReadText = void 0;
exports.missingObjectAdvice = missingObjectAdvice;
exports.gitReadText = {
    unmerged: (path) => `${JSON.stringify(path)} has unresolved merge conflicts (resolve them: edit, then git add)`,
    noMergeBase: (base, head) => `${base} and ${head} have no common ancestor, so there is no change between them to check; give a BASE that ${head} grew from.`,
    headLost: () => "HEAD names no commit, yet this repository has commits (its refs or HEAD's reflog say so), and HEAD's reflog names none git has, so diffgate cannot tell what this change does to the files that were committed and refuses it rather than judge it as a first commit. Its branch's ref was removed, or HEAD pointed at a branch that does not exist.\nnext: put HEAD back on the commit it named: `git branch -a` and `git log --all -n5` show the commits there are; `git update-ref refs/heads/<branch> <commit>` (or `git symbolic-ref HEAD refs/heads/<branch>`) puts it back. To start a new history on purpose, use `git checkout --orphan <branch>` from a HEAD that names a commit.",
    objectRewritten: (oid, commit) => `git's object ${oid}, read to compare commit ${commit} with its parent, is missing or does not hold the bytes its name is the hash of: git's object store was rewritten, so what the commit changes cannot be told, and it is refused rather than judged on what the rewritten object says.\nnext: run \`git fsck\`, which names each rewritten object (a "hash mismatch"); delete those object files and take the objects back from a clone or remote you trust, then try again.`,
    untrackedUnreadable: (path, why) => `cannot inspect the untracked path ${JSON.stringify(path)}: ${why}`,
};
function missingObjectAdvice(detail) {
    const promised = /could not fetch ([0-9a-f]{7,64}) from promisor remote/.exec(detail);
    if (promised)
        return `The object ${promised[1]} is not in this repository: it is a partial clone (made with --filter), and git could not fetch the object from its promisor remote. diffgate needs the contents to judge the change, so it blocks. Next: make that remote reachable (git fetch checks it) and run the same command again; git fetches what it needs as it reads. To keep every object locally, clone again without --filter.`;
    const missing = /(?:unable to read(?: tree)?|missing (?:blob|tree|commit) object|bad object|git has no object|git has no tree for commit|could not get object info for) '?([0-9a-f]{7,64})/.exec(detail);
    if (missing)
        return `The object ${missing[1]} is missing from this repository's object store, so the change cannot be judged and is blocked. Next: git fsck names every missing object; copy them from another clone that has them (or clone again), then run the same command again.`;
    return undefined;
}


/***/ }),

/***/ 7673:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.acceptedBeforeHead = acceptedBeforeHead;
exports.restoresAccepted = restoresAccepted;
const parseRawDiff_js_1 = __webpack_require__(9591);
async function acceptedBeforeHead(git) {
    const accepted = new Map();
    const parent = await git.raw(['rev-parse', '--verify', '-q', 'HEAD^1']).then((s) => s.trim(), () => '');
    if (parent === '')
        return accepted;
    const pushed = (await git.raw(['for-each-ref', '--count=1', '--contains', 'HEAD', '--format=%(refname)', 'refs/remotes']))
        .trim()
        .split('\n')
        .filter((l) => l !== '');
    if (pushed.length > 0)
        return accepted;
    const raw = await git.raw([
        'diff-tree',
        '-r',
        '--raw',
        '-z',
        '--no-renames',
        '--no-ext-diff',
        '--ignore-submodules=none',
        parent,
        'HEAD',
    ]);
    for (const e of (0, parseRawDiff_js_1.rawEntries)(raw))
        accepted.set(e.oldPath, e.status === 'A' ? null : `${e.oldMode} ${e.oldSha}`);
    return accepted;
}
function restoresAccepted(e, accepted) {
    if (accepted.size === 0)
        return false;
    const after = [];
    switch (e.status) {
        case 'D':
            after.push([e.oldPath, null]);
            break;
        case 'R':
            after.push([e.oldPath, null], [e.newPath, `${e.newMode} ${e.newSha}`]);
            break;
        case 'A':
        case 'M':
        case 'T':
        case 'C':
            after.push([e.newPath, `${e.newMode} ${e.newSha}`]);
            break;
        default:
            return false;
    }
    return after.every(([path, state]) => accepted.has(path) && accepted.get(path) === state);
}


/***/ }),

/***/ 7105:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CatFile = void 0;
const node_child_process_1 = __webpack_require__(1421);
const changeSet_js_1 = __webpack_require__(1171);
const gitDeadline_js_1 = __webpack_require__(6039);
const SYNC_CALLS = 8;
const SYNC_NAMES = 2048;
const SYNC_LIMIT = 8 * 1024 * 1024;
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
    syncCalls = 0;
    constructor(cwd, env, opts = {}) {
        this.cwd = cwd;
        this.env = env;
        if (opts.long)
            this.syncCalls = SYNC_CALLS;
    }
    read(name) {
        if (this.failure)
            return Promise.reject(this.failure);
        if (/[\n\r]/.test(name))
            return Promise.reject(new Error(`cannot ask git for an object named with a line break: ${JSON.stringify(name)}`));
        return new Promise((resolve, reject) => {
            this.pending.push({ name, resolve, reject });
            if (this.queued === '')
                void Promise.resolve().then(() => this.flush());
            this.queued += `${name}\n`;
            this.queuedNames += 1;
        });
    }
    queued = '';
    queuedNames = 0;
    flush() {
        const text = this.queued;
        const names = this.queuedNames;
        this.queued = '';
        this.queuedNames = 0;
        if (this.failure)
            return;
        if (!this.proc && this.syncCalls < SYNC_CALLS && names <= SYNC_NAMES && this.readSync(text))
            return;
        this.start().stdin.write(text);
    }
    readSync(text) {
        this.syncCalls += 1;
        const r = (0, node_child_process_1.spawnSync)('git', ['cat-file', '--batch', '--buffer'], {
            cwd: this.cwd,
            env: this.env,
            input: text,
            maxBuffer: SYNC_LIMIT,
            ...(0, gitDeadline_js_1.gitTimeout)(),
        });
        if (r.error?.code === 'ENOBUFS')
            return false;
        if (r.error)
            this.fail(new changeSet_js_1.GitUsageError(`cannot run git cat-file: ${r.error.message}`));
        else if (r.status !== 0)
            this.fail(new changeSet_js_1.GitUsageError(`git cat-file --batch exited (${r.status ?? r.signal}) before answering: ${r.stderr.toString().trim()}`));
        else {
            this.onData(r.stdout);
            if (this.pending.length > 0)
                this.fail(new changeSet_js_1.GitUsageError(`git cat-file --batch did not answer every request: ${r.stderr.toString().trim()}`));
        }
        return true;
    }
    close() {
        this.proc?.stdin.end();
    }
    start() {
        if (this.proc)
            return this.proc;
        const proc = (0, node_child_process_1.spawn)('git', ['cat-file', '--batch'], { cwd: this.cwd, env: this.env });
        proc.stdout.on('data', (chunk) => this.onData(chunk));
        proc.stderr.on('data', (chunk) => (this.stderr += chunk.toString()));
        proc.on('error', (e) => this.fail(new changeSet_js_1.GitUsageError(`cannot run git cat-file: ${e.message}`)));
        proc.on('close', (code) => {
            if (this.pending.length > 0)
                this.fail(new changeSet_js_1.GitUsageError(`git cat-file --batch exited (${code}) before answering: ${this.stderr.trim()}`));
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
                    const body = this.body.subarray(0, this.body.length - 1);
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
exports.CatFile = CatFile;


/***/ }),

/***/ 1171:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GitUsageError = void 0;
class GitUsageError extends Error {
}
exports.GitUsageError = GitUsageError;


/***/ }),

/***/ 6039:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.boundGit = boundGit;
exports.gitTimeLeft = gitTimeLeft;
exports.gitTimeout = gitTimeout;
let at;
function boundGit(deadline) {
    at = deadline;
}
function gitTimeLeft(now = Date.now()) {
    return at === undefined || !Number.isFinite(at) ? undefined : Math.max(1, Math.ceil(at - now));
}
function gitTimeout() {
    const left = gitTimeLeft();
    return left === undefined ? {} : { timeout: left, killSignal: 'SIGKILL' };
}


/***/ }),

/***/ 1694:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.loggedCommits = loggedCommits;
exports.headWitness = headWitness;
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
function loggedCommits(text) {
    const out = [];
    for (const line of text.split('\n').reverse()) {
        const m = /^[0-9a-f]{40,64} ([0-9a-f]{40,64}) /.exec(line);
        if (m && !/^0+$/.test(m[1]))
            out.push(m[1]);
    }
    return out;
}
const TRIED = 20;
function headWitness(cwd, env) {
    const git = (args) => (0, node_child_process_1.spawnSync)('git', args, { cwd, env, encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'pipe'] });
    const head = git(['rev-parse', '--verify', '-q', 'HEAD^{commit}']);
    if (head.status === 0)
        return { kind: 'commit', sha: head.stdout.trim() };
    const logs = git(['rev-parse', '--git-path', 'logs/HEAD']);
    if (logs.status !== 0)
        throw new Error(logs.stderr.trim() || 'git rev-parse --git-path failed');
    let text = '';
    try {
        text = (0, node_fs_1.readFileSync)((0, node_path_1.resolve)(cwd, logs.stdout.trim()), 'utf8');
    }
    catch {
    }
    const logged = loggedCommits(text);
    for (const sha of logged.slice(0, TRIED)) {
        try {
            (0, node_child_process_1.execFileSync)('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd, env, stdio: 'ignore' });
            return { kind: 'logged', sha };
        }
        catch {
        }
    }
    const branch = git(['symbolic-ref', '-q', 'HEAD']);
    const refs = git(['for-each-ref', '--count=1', '--format=%(refname)']);
    const unborn = branch.status === 0 && logged.length === 0 && refs.status === 0 && `${refs.stdout}${refs.stderr}`.trim() === '';
    if (!unborn)
        return { kind: 'none' };
    const types = git(['cat-file', '--batch-all-objects', '--unordered', '--batch-check=%(objecttype)']);
    if (types.status !== 0 || /^commit$/m.test(types.stdout))
        return { kind: 'none' };
    return { kind: 'unborn' };
}


/***/ }),

/***/ 9591:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseRawDiff = parseRawDiff;
exports.rawEntries = rawEntries;
exports.rawEntriesByCommit = rawEntriesByCommit;
const HEADER = /:[0-7]{6} [0-7]{6} [0-9a-f]+ [0-9a-f]+ [ACDMRTUX]\d*\0/y;
function parseRawDiff(output) {
    return [...rawEntries(output)];
}
function rawEntries(output) {
    return walk(output, false);
}
function rawEntriesByCommit(output) {
    const out = new Map();
    let current;
    for (const record of walk(output, true)) {
        if (typeof record === 'string')
            out.set(record, (current = []));
        else if (current)
            current.push(record);
        else
            throw new Error("git's raw diff output has an entry before any commit id");
    }
    return out;
}
const COMMIT_ID = /[0-9a-f]{40,64}\0/y;
function* walk(output, ids) {
    const bad = (at) => new Error(`unexpected line in git's raw diff output: ${JSON.stringify(output.slice(at, output.indexOf('\0', at) === -1 ? at + 200 : Math.min(output.indexOf('\0', at), at + 200)))}`);
    const truncated = (what, header, headerEnd) => new Error(`git's raw diff output ends before the ${what} of ${JSON.stringify(output.slice(header, headerEnd))}`);
    let at = 0;
    while (at < output.length) {
        if (output.charCodeAt(at) === 10)
            at++;
        if (at >= output.length)
            break;
        if (ids && output.charCodeAt(at) !== 58) {
            COMMIT_ID.lastIndex = at;
            if (!COMMIT_ID.test(output))
                throw bad(at);
            yield output.slice(at, COMMIT_ID.lastIndex - 1);
            at = COMMIT_ID.lastIndex;
            continue;
        }
        HEADER.lastIndex = at;
        if (!HEADER.test(output))
            throw bad(at);
        const end = HEADER.lastIndex - 1;
        const s3 = output.indexOf(' ', at + 15);
        const s4 = output.indexOf(' ', s3 + 1);
        const status = output.charAt(s4 + 1);
        const pathEnd = output.indexOf('\0', end + 1);
        if (end + 1 >= output.length)
            throw truncated('path', at, end);
        const oldPath = pathEnd === -1 ? output.slice(end + 1) : output.slice(end + 1, pathEnd);
        let newPath = oldPath;
        let next = pathEnd === -1 ? output.length : pathEnd + 1;
        if (status === 'R' || status === 'C') {
            if (next >= output.length)
                throw truncated('new path', at, end);
            const newEnd = output.indexOf('\0', next);
            newPath = newEnd === -1 ? output.slice(next) : output.slice(next, newEnd);
            next = newEnd === -1 ? output.length : newEnd + 1;
        }
        const entry = {
            status,
            oldMode: output.slice(at + 1, at + 7),
            newMode: output.slice(at + 8, at + 14),
            oldSha: output.slice(at + 15, s3),
            newSha: output.slice(s3 + 1, s4),
            oldPath,
            newPath,
        };
        if (end > s4 + 2)
            entry.score = Number(output.slice(s4 + 2, end));
        at = next;
        yield entry;
    }
}


/***/ }),

/***/ 402:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.blobReader = exports.DIFF_FLAGS = exports.DEFAULT_MANIFEST = void 0;
exports.readChanges = readChanges;
exports.verifiedDiffs = verifiedDiffs;
exports.emptyTree = emptyTree;
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const acceptedState_js_1 = __webpack_require__(7673);
const catFile_js_1 = __webpack_require__(7105);
const changeSet_js_1 = __webpack_require__(1171);
const parseRawDiff_js_1 = __webpack_require__(9591);
const gitRead_js_1 = __webpack_require__(8927);
const headWitness_js_1 = __webpack_require__(1694);
const objectName_js_1 = __webpack_require__(7495);
const runGit_js_1 = __webpack_require__(3836);
const toFileChanges_js_1 = __webpack_require__(2259);
const worktreeBlobs_js_1 = __webpack_require__(6276);
exports.DEFAULT_MANIFEST = '.diffgate.tsv';
exports.DIFF_FLAGS = [
    '-M',
    '--raw',
    '-z',
    '--no-relative',
    '--no-ext-diff',
    '--no-textconv',
    '--ignore-submodules=none',
];
async function readChanges(mode, opts) {
    const git = (0, runGit_js_1.runGit)(opts.cwd, opts.env);
    const cat = new catFile_js_1.CatFile(opts.cwd, opts.env);
    try {
        const top = opts.manifest !== undefined || mode.kind === 'worktree' ? await topLevel(git) : undefined;
        const manifestAt = manifestLocation(opts, top);
        const result = mode.kind === 'staged'
            ? await staged(git, cat, manifestAt, mode.restoring === true, mode.mergeHook === true, opts)
            : mode.kind === 'range'
                ? await range(git, cat, manifestAt, mode.base, mode.head)
                : mode.kind === 'commit'
                    ? await commit(git, cat, manifestAt, mode.commit, opts, mode.parent, mode.otherParents)
                    : await worktree(git, cat, manifestAt, top, opts.env);
        const closeMode = result.close;
        return {
            changes: result.changes,
            manifest: result.manifest,
            close: () => {
                cat.close();
                closeMode?.();
            },
        };
    }
    catch (e) {
        cat.close();
        throw e;
    }
}
function manifestLocation(opts, top) {
    if (opts.manifest === undefined)
        return { inRepo: exports.DEFAULT_MANIFEST };
    const absolute = (0, node_path_1.resolve)(opts.cwd, opts.manifest);
    const rel = (0, node_path_1.relative)(top, absolute);
    if (rel === '' || rel.startsWith('..') || (0, node_path_1.isAbsolute)(rel))
        return { onDisk: absolute };
    return { inRepo: rel.split('\\').join('/') };
}
async function topLevel(git) {
    try {
        return (await git.raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch (e) {
        throw new changeSet_js_1.GitUsageError((0, runGit_js_1.gitMessage)(e));
    }
}
async function manifestFrom(cat, at, rev) {
    if ('onDisk' in at) {
        try {
            return { text: (0, node_fs_1.readFileSync)(at.onDisk, 'utf8'), label: at.onDisk, path: null };
        }
        catch (e) {
            throw new changeSet_js_1.GitUsageError(`cannot read the manifest ${at.onDisk}: ${e.message}`);
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
exports.blobReader = blobReader;
async function staged(git, cat, at, restoring, mergeHook, opts) {
    const manifest = manifestFrom(cat, at, 'HEAD');
    manifest.catch(() => undefined);
    let accepted = new Map();
    let raw;
    let source;
    let own;
    try {
        let merging;
        [raw, merging] = await Promise.all([
            git.raw(['diff-index', '--cached', ...exports.DIFF_FLAGS, 'HEAD']),
            mergeHeads(git, opts, mergeHook),
        ]);
        source = await manifest;
        if (restoring)
            accepted = await (0, acceptedState_js_1.acceptedBeforeHead)(git);
        if (merging.length > 0)
            own = await mergeOwn(git, at, 'HEAD', merging, (other) => ['diff-index', '--cached', other]);
    }
    catch (e) {
        const head = await unbornHead(git, opts);
        if (head === undefined)
            throw new changeSet_js_1.GitUsageError((0, runGit_js_1.gitMessage)(e));
        try {
            raw = await git.raw(['diff-index', '--cached', ...exports.DIFF_FLAGS, head.tree]);
        }
        catch (e2) {
            throw new changeSet_js_1.GitUsageError((0, runGit_js_1.gitMessage)(e2));
        }
        source = await manifestFrom(cat, at, head.manifestRev);
        if (head.manifestRev !== '')
            own = (e) => e.status !== 'D';
    }
    const restores = accepted.size > 0 ? (e) => (0, acceptedState_js_1.restoresAccepted)(e, accepted) : undefined;
    const entries = own ? (0, parseRawDiff_js_1.parseRawDiff)(raw).filter(own) : (0, parseRawDiff_js_1.rawEntries)(raw);
    return { changes: (0, toFileChanges_js_1.toFileChanges)(entries, (0, exports.blobReader)(cat), restores), manifest: source };
}
async function mergeHeads(git, opts, mergeHook) {
    const read = async (name) => {
        const file = (0, node_path_1.resolve)(opts.cwd, (await git.raw(['rev-parse', '--git-path', name])).trim());
        try {
            return (0, node_fs_1.readFileSync)(file, 'utf8').split('\n');
        }
        catch {
            return [];
        }
    };
    const ids = (lines) => lines.flatMap((l) => (/^[0-9a-f]{40,64}$/.test(l) ? [l] : []));
    const merging = ids((await read('MERGE_HEAD')).map((l) => l.trim()));
    if (merging.length > 0 || !mergeHook)
        return merging;
    const action = opts.env.GIT_REFLOG_ACTION ?? '';
    if (/^pull(\s|$)/.test(action))
        return ids((await read('FETCH_HEAD')).filter((l) => !l.includes('\tnot-for-merge\t')).map((l) => l.split('\t')[0]));
    if (!/^merge\s/.test(action))
        return [];
    const named = action
        .split(/\s+/)
        .slice(1)
        .filter((w) => w !== '' && !w.startsWith('-'));
    const resolved = await Promise.all(named.map((w) => git.raw(['rev-parse', '--verify', '-q', '--end-of-options', `${w}^{commit}`]).then((r) => r.trim(), () => '')));
    return ids(resolved);
}
async function unbornHead(git, opts) {
    try {
        await git.raw(['rev-parse', '--git-dir']);
    }
    catch {
        return undefined;
    }
    let head;
    try {
        head = (0, headWitness_js_1.headWitness)(opts.cwd, opts.env);
    }
    catch (e) {
        throw new changeSet_js_1.GitUsageError(e.message);
    }
    if (head.kind === 'commit')
        return undefined;
    if (head.kind === 'unborn')
        return { tree: await emptyTree(git), manifestRev: '' };
    if (head.kind === 'logged')
        return { tree: head.sha, manifestRev: head.sha };
    throw new changeSet_js_1.GitUsageError(gitRead_js_1.gitReadText.headLost());
}
function verifiedDiffs(opts, edges) {
    const run = (args, input) => (0, node_child_process_1.execFileSync)('git', args, {
        cwd: opts.cwd,
        env: opts.env,
        input,
        maxBuffer: 1 << 30,
        stdio: ['pipe', 'pipe', 'ignore'],
    });
    const full = (rev) => /^([0-9a-f]{40}|[0-9a-f]{64})$/.test(rev)
        ? rev
        : run(['rev-parse', '--verify', '-q', `${rev}^{commit}`], '')
            .toString('utf8')
            .trim();
    return (0, objectName_js_1.unverifiedInDiffs)(run, edges.map((e) => ({ sha: full(e.sha), parent: e.parent === null ? null : full(e.parent) })));
}
async function emptyTree(git) {
    return (await git.raw(['hash-object', '-t', 'tree', '/dev/null'])).trim();
}
async function range(git, cat, at, base, head) {
    const manifest = manifestFrom(cat, at, base);
    manifest.catch(() => undefined);
    let raw;
    try {
        let mergeBase;
        try {
            mergeBase = (await git.raw(['merge-base', base, head])).trim();
        }
        catch (e) {
            if (e instanceof runGit_js_1.GitCommandError && e.stderr.trim() === '')
                throw new changeSet_js_1.GitUsageError(gitRead_js_1.gitReadText.noMergeBase(base, head));
            throw e;
        }
        raw = await git.raw(['diff-tree', '-r', ...exports.DIFF_FLAGS, mergeBase, head]);
    }
    catch (e) {
        if (e instanceof changeSet_js_1.GitUsageError)
            throw e;
        throw new changeSet_js_1.GitUsageError((0, runGit_js_1.gitMessage)(e));
    }
    return { changes: (0, toFileChanges_js_1.toFileChanges)((0, parseRawDiff_js_1.rawEntries)(raw), (0, exports.blobReader)(cat)), manifest: await manifest };
}
async function worktree(git, cat, at, top, env) {
    const base = (await unbornHead(git, { cwd: top, env })) ?? { tree: 'HEAD', manifestRev: 'HEAD' };
    const manifest = manifestFrom(cat, at, base.manifestRev);
    manifest.catch(() => undefined);
    let raw;
    let untracked;
    try {
        [raw, untracked] = await Promise.all([
            git.raw(['diff', '--no-color', ...exports.DIFF_FLAGS, '--ignore-submodules=dirty', base.tree]),
            git.raw(['ls-files', '--others', '--exclude-standard', '-z', '--full-name', ':/']),
        ]);
    }
    catch (e) {
        throw new changeSet_js_1.GitUsageError((0, runGit_js_1.gitMessage)(e));
    }
    const entries = (0, parseRawDiff_js_1.parseRawDiff)(raw);
    const paths = untracked.split('\0').filter((p) => p !== '');
    entries.push(...(await Promise.all(paths.map((p) => untrackedEntry(top, p)))));
    const blobs = new worktreeBlobs_js_1.WorktreeBlobs(top, env);
    const reader = {
        ...(0, exports.blobReader)(cat),
        worktree: async (path, mode) => mode === '120000' ? new TextEncoder().encode((0, node_fs_1.readlinkSync)((0, node_path_1.join)(top, path))) : blobs.read(path),
    };
    return { changes: (0, toFileChanges_js_1.toFileChanges)(entries, reader), manifest: await manifest, close: () => blobs.close() };
}
async function commit(git, cat, at, rev, opts, knownParent, knownOthers = []) {
    let raw;
    let sha = rev;
    let parent = knownParent ?? undefined;
    let others = knownOthers;
    let own;
    try {
        if (knownParent === undefined) {
            const [line = ''] = (await git.raw(['rev-list', '--parents', '-n', '1', rev])).trim().split('\n');
            const [resolved, first, ...rest] = line.split(' ');
            sha = resolved;
            parent = first;
            others = rest;
        }
        raw = parent
            ? await git.raw(['diff-tree', '-r', ...exports.DIFF_FLAGS, parent, sha])
            : await git.raw(['diff-tree', '-r', '--root', '--no-commit-id', ...exports.DIFF_FLAGS, sha]);
        if (parent && others.length > 0)
            own = await mergeOwn(git, at, parent, others, (other) => ['diff-tree', other, sha]);
    }
    catch (e) {
        throw new changeSet_js_1.GitUsageError((0, runGit_js_1.gitMessage)(e));
    }
    const bad = verifiedDiffs(opts, [{ sha, parent: parent ?? null }]);
    if (bad !== undefined)
        throw new changeSet_js_1.GitUsageError(gitRead_js_1.gitReadText.objectRewritten(bad, sha));
    const entries = own ? (0, parseRawDiff_js_1.parseRawDiff)(raw).filter(own) : (0, parseRawDiff_js_1.rawEntries)(raw);
    return {
        changes: (0, toFileChanges_js_1.toFileChanges)(entries, (0, exports.blobReader)(cat)),
        manifest: await manifestFrom(cat, at, parent ?? rev),
    };
}
async function mergeOwn(git, at, parent, others, against) {
    const sides = await Promise.all(others.map(async (other) => {
        if (!(await underRules(git, at, parent, other)))
            return undefined;
        const [command, ...revs] = against(other);
        const names = await git.raw([
            command,
            '-r',
            '--name-only',
            '-z',
            '--no-renames',
            '--no-relative',
            '--ignore-submodules=none',
            ...revs,
        ]);
        return new Set(names.split('\0').filter((p) => p !== ''));
    }));
    return (e) => [e.oldPath, e.newPath].some((path) => sides.every((differs) => differs === undefined || differs.has(path)));
}
async function underRules(git, at, parent, other) {
    let base;
    try {
        base = (await git.raw(['merge-base', parent, other])).trim();
    }
    catch (e) {
        if (e instanceof runGit_js_1.GitCommandError && e.stderr.trim() === '')
            return false;
        throw e;
    }
    if ('onDisk' in at)
        return true;
    return git.raw(['cat-file', '-e', `${base}:${at.inRepo}`]).then(() => true, () => false);
}
async function untrackedEntry(top, listed) {
    const path = listed.endsWith('/') ? listed.slice(0, -1) : listed;
    let mode;
    try {
        const st = (0, node_fs_1.lstatSync)((0, node_path_1.join)(top, path));
        mode = st.isSymbolicLink() ? '120000' : st.isDirectory() ? '160000' : (st.mode & 0o100) !== 0 ? '100755' : '100644';
    }
    catch (e) {
        throw new changeSet_js_1.GitUsageError(gitRead_js_1.gitReadText.untrackedUnreadable(path, e.message));
    }
    return { status: 'A', oldMode: '000000', newMode: mode, oldSha: '0', newSha: '0', oldPath: path, newPath: path };
}


/***/ }),

/***/ 3836:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GitCommandError = void 0;
exports.runGit = runGit;
exports.gitMessage = gitMessage;
const node_child_process_1 = __webpack_require__(1421);
const gitDeadline_js_1 = __webpack_require__(6039);
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
function runGit(cwd, env, timeoutMs) {
    return {
        raw: async (args) => {
            const r = (0, node_child_process_1.spawnSync)('git', args, {
                cwd,
                env,
                encoding: 'utf8',
                maxBuffer: 1 << 30,
                ...(timeoutMs ? { timeout: timeoutMs, killSignal: 'SIGKILL' } : (0, gitDeadline_js_1.gitTimeout)()),
            });
            if (r.error)
                throw new GitCommandError(args, r.stderr ?? '', r.error.code ?? null);
            if (r.status !== 0)
                throw new GitCommandError(args, r.stderr, r.status ?? r.signal);
            return r.stdout;
        },
    };
}
function gitMessage(e) {
    return (e instanceof Error ? e.message : String(e)).trim();
}


/***/ }),

/***/ 2259:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.UnmergedError = exports.NULL_SHA = void 0;
exports.toFileChanges = toFileChanges;
const gitRead_js_1 = __webpack_require__(8927);
const STATUS = {
    A: 'added',
    C: 'copied',
    D: 'deleted',
    M: 'modified',
    R: 'renamed',
    T: 'type-changed',
};
exports.NULL_SHA = /^0+$/;
class UnmergedError extends Error {
    path;
    constructor(path) {
        super(gitRead_js_1.gitReadText.unmerged(path));
        this.path = path;
    }
}
exports.UnmergedError = UnmergedError;
class GitSide {
    path;
    mode;
    sha;
    reader;
    constructor(path, mode, sha, reader) {
        this.path = path;
        this.mode = mode;
        this.sha = sha;
        this.reader = reader;
    }
    read() {
        if (this.mode === '160000')
            return Promise.resolve(new TextEncoder().encode(this.sha));
        if (this.reader.worktree && exports.NULL_SHA.test(this.sha))
            return this.reader.worktree(this.path, this.mode);
        return this.reader.blob(this.sha, this.mode);
    }
}
function* toFileChanges(entries, reader, restores) {
    for (const e of entries) {
        const status = STATUS[e.status];
        if (!status)
            throw new UnmergedError(e.oldPath);
        const change = {
            status,
            old: status === 'added' ? null : new GitSide(e.oldPath, e.oldMode, e.oldSha, reader),
            new: status === 'deleted' ? null : new GitSide(e.newPath, e.newMode, e.newSha, reader),
        };
        if (restores?.(e))
            change.restores = true;
        yield change;
    }
}


/***/ }),

/***/ 6276:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WorktreeBlobs = void 0;
const node_fs_1 = __webpack_require__(3024);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const catFile_js_1 = __webpack_require__(7105);
const runGit_js_1 = __webpack_require__(3836);
class WorktreeBlobs {
    top;
    env;
    setup;
    dir;
    cat;
    queue = [];
    constructor(top, env) {
        this.top = top;
        this.env = env;
    }
    read(path) {
        return new Promise((resolve, reject) => {
            if (this.queue.length === 0)
                queueMicrotask(() => void this.flush());
            this.queue.push({ path, resolve, reject });
        });
    }
    close() {
        this.cat?.close();
        if (this.dir)
            (0, node_fs_1.rmSync)(this.dir, { recursive: true, force: true });
    }
    async flush() {
        const batch = this.queue;
        this.queue = [];
        try {
            const { env, cat } = await (this.setup ??= this.start());
            const out = await (0, runGit_js_1.runGit)(this.top, env).raw(['hash-object', '-w', '--', ...batch.map((r) => r.path)]);
            const shas = out.split('\n').filter((l) => l !== '');
            if (shas.length !== batch.length)
                throw new Error(`git hash-object returned ${shas.length} ids for ${batch.length} files`);
            await Promise.all(batch.map(async (r, i) => {
                const bytes = await cat.read(shas[i]);
                if (!bytes)
                    throw new Error(`git hash-object wrote ${shas[i]} for ${r.path}, but it cannot be read back`);
                r.resolve(bytes);
            }));
        }
        catch (e) {
            for (const r of batch)
                r.reject(e instanceof Error ? e : new Error(String(e)));
        }
    }
    async start() {
        const objects = (0, node_path_1.resolve)(this.top, (await (0, runGit_js_1.runGit)(this.top, this.env).raw(['rev-parse', '--git-path', 'objects'])).trim());
        this.dir = (0, node_fs_1.mkdtempSync)((0, node_path_1.join)((0, node_os_1.tmpdir)(), 'diffgate-objects-'));
        const alternates = [objects, this.env.GIT_ALTERNATE_OBJECT_DIRECTORIES]
            .filter((d) => !!d)
            .join(node_path_1.delimiter);
        const env = { ...this.env, GIT_OBJECT_DIRECTORY: this.dir, GIT_ALTERNATE_OBJECT_DIRECTORIES: alternates };
        this.cat = new catFile_js_1.CatFile(this.top, env);
        return { env, cat: this.cat };
    }
}
exports.WorktreeBlobs = WorktreeBlobs;


/***/ }),

/***/ 9721:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}
exports["default"] = Diff;


/***/ }),

/***/ 7250:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.lineDiff = void 0;
exports.diffLines = diffLines;
exports.diffTrimmedLines = diffTrimmedLines;
exports.tokenize = tokenize;
const base_js_1 = __importDefault(__webpack_require__(9721));
const params_js_1 = __webpack_require__(2995);
class LineDiff extends base_js_1.default {
    constructor() {
        super(...arguments);
        this.tokenize = tokenize;
    }
    equals(left, right, options) {
        // If we're ignoring whitespace, we need to normalise lines by stripping
        // whitespace before checking equality. (This has an annoying interaction
        // with newlineIsToken that requires special handling: if newlines get their
        // own token, then we DON'T want to trim the *newline* tokens down to empty
        // strings, since this would cause us to treat whitespace-only line content
        // as equal to a separator between lines, which would be weird and
        // inconsistent with the documented behavior of the options.)
        if (options.ignoreWhitespace) {
            if (!options.newlineIsToken || !left.includes('\n')) {
                left = left.trim();
            }
            if (!options.newlineIsToken || !right.includes('\n')) {
                right = right.trim();
            }
        }
        else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
            if (left.endsWith('\n')) {
                left = left.slice(0, -1);
            }
            if (right.endsWith('\n')) {
                right = right.slice(0, -1);
            }
        }
        return super.equals(left, right, options);
    }
}
exports.lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
    return exports.lineDiff.diff(oldStr, newStr, options);
}
function diffTrimmedLines(oldStr, newStr, options) {
    options = (0, params_js_1.generateOptions)(options, { ignoreWhitespace: true });
    return exports.lineDiff.diff(oldStr, newStr, options);
}
// Exported standalone so it can be used from jsonDiff too.
function tokenize(value, options) {
    if (options.stripTrailingCr) {
        // remove one \r before \n to match GNU diff's --strip-trailing-cr behavior
        value = value.replace(/\r\n/g, '\n');
    }
    const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
    // Ignore the final empty token that occurs if the string ends with a new line
    if (!linesAndNewlines[linesAndNewlines.length - 1]) {
        linesAndNewlines.pop();
    }
    // Merge the content and line separators into single tokens
    for (let i = 0; i < linesAndNewlines.length; i++) {
        const line = linesAndNewlines[i];
        if (i % 2 && !options.newlineIsToken) {
            retLines[retLines.length - 1] += line;
        }
        else {
            retLines.push(line);
        }
    }
    return retLines;
}


/***/ }),

/***/ 2021:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.OMIT_HEADERS = exports.FILE_HEADERS_ONLY = exports.INCLUDE_HEADERS = void 0;
exports.structuredPatch = structuredPatch;
exports.formatPatch = formatPatch;
exports.createTwoFilesPatch = createTwoFilesPatch;
exports.createPatch = createPatch;
const line_js_1 = __webpack_require__(7250);
/**
 * Returns true if the filename contains characters that require C-style
 * quoting (as used by Git and GNU diffutils in diff output).
 */
function needsQuoting(s) {
    for (let i = 0; i < s.length; i++) {
        if (s[i] < '\x20' || s[i] > '\x7e' || s[i] === '"' || s[i] === '\\') {
            return true;
        }
    }
    return false;
}
/**
 * C-style quotes a filename, encoding special characters as escape sequences
 * and non-ASCII bytes as octal escapes. This is the inverse of
 * `parseQuotedFileName` in parse.ts.
 *
 * Non-ASCII bytes are encoded as UTF-8 before being emitted as octal escapes.
 * This matches the behaviour of both Git and GNU diffutils, which always emit
 * UTF-8 octal escapes regardless of the underlying filesystem encoding (e.g.
 * Git for Windows converts from NTFS's UTF-16 to UTF-8 internally).
 *
 * If the filename doesn't need quoting, returns it as-is.
 */
function quoteFileNameIfNeeded(s) {
    if (!needsQuoting(s)) {
        return s;
    }
    let result = '"';
    const bytes = new TextEncoder().encode(s);
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        // See https://en.wikipedia.org/wiki/Escape_sequences_in_C#Escape_sequences
        if (b === 0x07) {
            result += '\\a';
        }
        else if (b === 0x08) {
            result += '\\b';
        }
        else if (b === 0x09) {
            result += '\\t';
        }
        else if (b === 0x0a) {
            result += '\\n';
        }
        else if (b === 0x0b) {
            result += '\\v';
        }
        else if (b === 0x0c) {
            result += '\\f';
        }
        else if (b === 0x0d) {
            result += '\\r';
        }
        else if (b === 0x22) {
            result += '\\"';
        }
        else if (b === 0x5c) {
            result += '\\\\';
        }
        else if (b >= 0x20 && b <= 0x7e) {
            // Just a printable ASCII character that is neither a double quote nor a
            // backslash; no need to escape it.
            result += String.fromCharCode(b);
        }
        else {
            // Either part of a non-ASCII character or a control character without a
            // special escape sequence; needs escaping as a 3-digit octal escape
            result += '\\' + b.toString(8).padStart(3, '0');
        }
        i++;
    }
    result += '"';
    return result;
}
exports.INCLUDE_HEADERS = {
    includeIndex: true,
    includeUnderline: true,
    includeFileHeaders: true
};
exports.FILE_HEADERS_ONLY = {
    includeIndex: false,
    includeUnderline: false,
    includeFileHeaders: true
};
exports.OMIT_HEADERS = {
    includeIndex: false,
    includeUnderline: false,
    includeFileHeaders: false
};
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
    let optionsObj;
    if (!options) {
        optionsObj = {};
    }
    else if (typeof options === 'function') {
        optionsObj = { callback: options };
    }
    else {
        optionsObj = options;
    }
    if (typeof optionsObj.context === 'undefined') {
        optionsObj.context = 4;
    }
    // We copy this into its own variable to placate TypeScript, which thinks
    // optionsObj.context might be undefined in the callbacks below.
    const context = optionsObj.context;
    // @ts-expect-error (runtime check for something that is correctly a static type error)
    if (optionsObj.newlineIsToken) {
        throw new Error('newlineIsToken may not be used with patch-generation functions, only with diffing functions');
    }
    if (!optionsObj.callback) {
        return diffLinesResultToPatch((0, line_js_1.diffLines)(oldStr, newStr, optionsObj));
    }
    else {
        const { callback } = optionsObj;
        (0, line_js_1.diffLines)(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
                const patch = diffLinesResultToPatch(diff);
                // TypeScript is unhappy without the cast because it does not understand that `patch` may
                // be undefined here only if `callback` is StructuredPatchCallbackAbortable:
                callback(patch);
            } }));
    }
    function diffLinesResultToPatch(diff) {
        // STEP 1: Build up the patch with no "\ No newline at end of file" lines and with the arrays
        //         of lines containing trailing newline characters. We'll tidy up later...
        if (!diff) {
            return;
        }
        diff.push({ value: '', lines: [] }); // Append an empty value to make cleanup easier
        function contextLines(lines) {
            return lines.map(function (entry) { return ' ' + entry; });
        }
        const hunks = [];
        let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
        for (let i = 0; i < diff.length; i++) {
            const current = diff[i], lines = current.lines || splitLines(current.value);
            current.lines = lines;
            if (current.added || current.removed) {
                // If we have previous context, start with that
                if (!oldRangeStart) {
                    const prev = diff[i - 1];
                    oldRangeStart = oldLine;
                    newRangeStart = newLine;
                    if (prev) {
                        curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
                        oldRangeStart -= curRange.length;
                        newRangeStart -= curRange.length;
                    }
                }
                // Output our changes
                for (const line of lines) {
                    curRange.push((current.added ? '+' : '-') + line);
                }
                // Track the updated file position
                if (current.added) {
                    newLine += lines.length;
                }
                else {
                    oldLine += lines.length;
                }
            }
            else {
                // Identical context lines. Track line changes
                if (oldRangeStart) {
                    // Close out any changes that have been output (or join overlapping)
                    if (lines.length <= context * 2 && i < diff.length - 2) {
                        // Overlapping
                        for (const line of contextLines(lines)) {
                            curRange.push(line);
                        }
                    }
                    else {
                        // end the range and output
                        const contextSize = Math.min(lines.length, context);
                        for (const line of contextLines(lines.slice(0, contextSize))) {
                            curRange.push(line);
                        }
                        const hunk = {
                            oldStart: oldRangeStart,
                            oldLines: (oldLine - oldRangeStart + contextSize),
                            newStart: newRangeStart,
                            newLines: (newLine - newRangeStart + contextSize),
                            lines: curRange
                        };
                        hunks.push(hunk);
                        oldRangeStart = 0;
                        newRangeStart = 0;
                        curRange = [];
                    }
                }
                oldLine += lines.length;
                newLine += lines.length;
            }
        }
        // Step 2: eliminate the trailing `\n` from each line of each hunk, and, where needed, add
        //         "\ No newline at end of file".
        for (const hunk of hunks) {
            for (let i = 0; i < hunk.lines.length; i++) {
                if (hunk.lines[i].endsWith('\n')) {
                    hunk.lines[i] = hunk.lines[i].slice(0, -1);
                }
                else {
                    hunk.lines.splice(i + 1, 0, '\\ No newline at end of file');
                    i++; // Skip the line we just added, then continue iterating
                }
            }
        }
        return {
            oldFileName: oldFileName, newFileName: newFileName,
            oldHeader: oldHeader, newHeader: newHeader,
            hunks: hunks
        };
    }
}
/**
 * creates a unified diff patch.
 *
 * @param patch either a single structured patch object (as returned by `structuredPatch`) or an
 *   array of them (as returned by `parsePatch`).
 * @param headerOptions behaves the same as the `headerOptions` option of `createTwoFilesPatch`.
 *   Ignored for patches where `isGit` is `true`.
 *
 * When a patch has `isGit: true`, `formatPatch` output is changed to more closely match Git's
 * output: it emits a `diff --git` header, emits Git extended headers as appropriate based on
 * properties like `isRename`, `isCreate`, `newMode`, etc, and will omit `---`/`+++` file
 * headers for patches with no hunks (e.g. renames without content changes).
 */
function formatPatch(patch, headerOptions) {
    var _a, _b, _c, _d, _e, _f;
    if (!headerOptions) {
        headerOptions = exports.INCLUDE_HEADERS;
    }
    if (Array.isArray(patch)) {
        if (patch.length > 1 && !headerOptions.includeFileHeaders && !patch.every(p => p.isGit)) {
            throw new Error('Cannot omit file headers on a multi-file patch. '
                + '(The result would be unparseable; how would a tool trying to apply '
                + 'the patch know which changes are to which file?)');
        }
        return patch.map(p => formatPatch(p, headerOptions)).join('\n');
    }
    const ret = [];
    // Git patches have a fixed header format (diff --git, extended headers,
    // and ---/+++ when hunks are present), so headerOptions is ignored.
    if (patch.isGit) {
        headerOptions = exports.INCLUDE_HEADERS;
        // Emit Git-style diff --git header and extended headers.
        // Git never puts /dev/null in the "diff --git" line; for file
        // creations/deletions it uses the real filename on both sides.
        if (!patch.oldFileName) {
            throw new Error('oldFileName must be specified for Git patches');
        }
        if (!patch.newFileName) {
            throw new Error('newFileName must be specified for Git patches');
        }
        let gitOldName = patch.oldFileName;
        let gitNewName = patch.newFileName;
        if (patch.isCreate && gitOldName === '/dev/null') {
            gitOldName = gitNewName.replace(/^b\//, 'a/');
        }
        else if (patch.isDelete && gitNewName === '/dev/null') {
            gitNewName = gitOldName.replace(/^a\//, 'b/');
        }
        ret.push('diff --git ' + quoteFileNameIfNeeded(gitOldName) + ' ' + quoteFileNameIfNeeded(gitNewName));
        if (patch.isDelete) {
            ret.push('deleted file mode ' + ((_a = patch.oldMode) !== null && _a !== void 0 ? _a : '100644'));
        }
        if (patch.isCreate) {
            ret.push('new file mode ' + ((_b = patch.newMode) !== null && _b !== void 0 ? _b : '100644'));
        }
        if (patch.oldMode && patch.newMode && !patch.isDelete && !patch.isCreate) {
            ret.push('old mode ' + patch.oldMode);
            ret.push('new mode ' + patch.newMode);
        }
        if (patch.isRename) {
            ret.push('rename from ' + quoteFileNameIfNeeded(((_c = patch.oldFileName) !== null && _c !== void 0 ? _c : '').replace(/^a\//, '')));
            ret.push('rename to ' + quoteFileNameIfNeeded(((_d = patch.newFileName) !== null && _d !== void 0 ? _d : '').replace(/^b\//, '')));
        }
        if (patch.isCopy) {
            ret.push('copy from ' + quoteFileNameIfNeeded(((_e = patch.oldFileName) !== null && _e !== void 0 ? _e : '').replace(/^a\//, '')));
            ret.push('copy to ' + quoteFileNameIfNeeded(((_f = patch.newFileName) !== null && _f !== void 0 ? _f : '').replace(/^b\//, '')));
        }
    }
    else {
        if (headerOptions.includeIndex && patch.oldFileName == patch.newFileName && patch.oldFileName !== undefined) {
            ret.push('Index: ' + patch.oldFileName);
        }
        if (headerOptions.includeUnderline) {
            ret.push('===================================================================');
        }
    }
    // Emit --- / +++ file headers. For Git patches with no hunks (e.g.
    // pure renames, mode-only changes), Git omits these, so we do too.
    const hasHunks = patch.hunks.length > 0;
    if (headerOptions.includeFileHeaders && patch.oldFileName !== undefined && patch.newFileName !== undefined
        && (!patch.isGit || hasHunks)) {
        ret.push('--- ' + quoteFileNameIfNeeded(patch.oldFileName) + (patch.oldHeader ? '\t' + patch.oldHeader : ''));
        ret.push('+++ ' + quoteFileNameIfNeeded(patch.newFileName) + (patch.newHeader ? '\t' + patch.newHeader : ''));
    }
    for (let i = 0; i < patch.hunks.length; i++) {
        const hunk = patch.hunks[i];
        // Unified Diff Format quirk: If the chunk size is 0,
        // the first number is one lower than one would expect.
        // https://www.artima.com/weblogs/viewpost.jsp?thread=164293
        const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
        const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
        ret.push('@@ -' + oldStart + ',' + hunk.oldLines
            + ' +' + newStart + ',' + hunk.newLines
            + ' @@');
        for (const line of hunk.lines) {
            ret.push(line);
        }
    }
    return ret.join('\n') + '\n';
}
function createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
    if (typeof options === 'function') {
        options = { callback: options };
    }
    if (!(options === null || options === void 0 ? void 0 : options.callback)) {
        const patchObj = structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options);
        if (!patchObj) {
            return;
        }
        return formatPatch(patchObj, options === null || options === void 0 ? void 0 : options.headerOptions);
    }
    else {
        const { callback } = options;
        structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, Object.assign(Object.assign({}, options), { callback: patchObj => {
                if (!patchObj) {
                    callback(undefined);
                }
                else {
                    callback(formatPatch(patchObj, options.headerOptions));
                }
            } }));
    }
}
function createPatch(fileName, oldStr, newStr, oldHeader, newHeader, options) {
    return createTwoFilesPatch(fileName, fileName, oldStr, newStr, oldHeader, newHeader, options);
}
/**
 * Split `text` into an array of lines, including the trailing newline character (where present)
 */
function splitLines(text) {
    const hasTrailingNl = text.endsWith('\n');
    const result = text.split('\n').map(line => line + '\n');
    if (hasTrailingNl) {
        result.pop();
    }
    else {
        result.push(result.pop().slice(0, -1));
    }
    return result;
}


/***/ }),

/***/ 2995:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.generateOptions = generateOptions;
function generateOptions(options, defaults) {
    if (typeof options === 'function') {
        defaults.callback = options;
    }
    else if (options) {
        for (const name in options) {
            /* istanbul ignore else */
            if (Object.prototype.hasOwnProperty.call(options, name)) {
                defaults[name] = options[name];
            }
        }
    }
    return defaults;
}


/***/ }),

/***/ 845:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MANIFEST_NAME = exports.MANIFEST_LIMIT = void 0;
exports.contextOf = contextOf;
exports.userManifestFile = userManifestFile;
exports.loadRules = loadRules;
const node_path_1 = __webpack_require__(6760);
const place_js_1 = __webpack_require__(3861);
const claude_js_1 = __webpack_require__(209);
const commandRuleErrors_js_1 = __webpack_require__(6098);
const parseManifest_js_1 = __webpack_require__(5684);
const rule_js_1 = __webpack_require__(4918);
const exists_js_1 = __webpack_require__(7880);
const realPath_js_1 = __webpack_require__(5727);
const failure_js_1 = __webpack_require__(6640);
const displayPath_js_1 = __webpack_require__(1563);
const readRegular_js_1 = __webpack_require__(6355);
exports.MANIFEST_LIMIT = 4 * 1024 * 1024;
exports.MANIFEST_NAME = '.diffgate.tsv';
async function contextOf(real, ctx, rulesFor) {
    const repo = (0, place_js_1.findRepository)(node_path_1.posix.dirname(real));
    if (!repo || repo.root === ctx.place.root || !(0, realPath_js_1.isWithin)(repo.root, ctx.place.workspace))
        return ctx;
    const place = { ...ctx.place, root: repo.root, gitDir: repo.gitDir };
    return { place, rules: await rulesFor(place), ...(ctx.tools ? { tools: ctx.tools } : {}) };
}
function userManifestFile(env, home) {
    const config = env.XDG_CONFIG_HOME && node_path_1.posix.isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : node_path_1.posix.join(home, '.config');
    return node_path_1.posix.join(config, 'diffgate', 'manifest.tsv');
}
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
    const manifest = await (0, commandRuleErrors_js_1.withCommandRuleErrors)((0, parseManifest_js_1.parseManifest)(text, label), known);
    if (manifest.errors.length > 0)
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestErrors(label, manifest.errors.map(parseManifest_js_1.formatManifestError)));
    return manifest;
}
async function loadRules(place, env, known, texts) {
    const repoFile = node_path_1.posix.join(place.root, exports.MANIFEST_NAME);
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
        userFiles: user ? [...new Set([userFile, (0, place_js_1.realOr)(userFile)])] : [userFile],
        outside: { file: userLabel, rules: outside, errors: [] },
        releasePhrases: (0, rule_js_1.releasePhrases)(all),
    };
}


/***/ }),

/***/ 1563:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.displayPath = displayPath;
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

/***/ 1744:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.stateHome = stateHome;
const node_path_1 = __webpack_require__(6760);
function stateHome(env, home) {
    return env.XDG_STATE_HOME && node_path_1.posix.isAbsolute(env.XDG_STATE_HOME)
        ? env.XDG_STATE_HOME
        : node_path_1.posix.join(home, '.local', 'state');
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
    const { commandRules } = await __webpack_require__.e(/* import() */ "3749-5164").then(__webpack_require__.bind(__webpack_require__, 3749));
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

/***/ 1786:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.manifestText = void 0;
exports.manifestText = {
    unknownKind: (kind) => `unknown rule kind ${JSON.stringify(kind)}: expected one of freeze (A), invariant (B), append (C), budget, deny, allow, save-gate, release, command-allow, command-ask, command-deny`,
    missingColumns: (n) => `expected 3 or 4 TAB-separated columns (rule, pattern, reason [, options]) but found ${n}: separate columns with a TAB, not spaces`,
    extraColumns: (n) => `expected at most 4 TAB-separated columns (rule, pattern, reason, options) but found ${n}: options are separated by spaces, not TABs`,
    emptyReason: () => 'expected a reason: one sentence saying why the rule exists',
    emptyPattern: (kind) => kind === 'release'
        ? 'expected the release phrase a person types, e.g. "guard release"'
        : kind.startsWith('command-')
            ? 'expected a command prefix, e.g. "git push --force"'
            : 'expected a glob pattern, e.g. "config/**"',
    patternSpaces: () => 'expected a pattern without leading or trailing spaces',
    patternTooLong: (n, max) => `expected a pattern of at most ${max.toLocaleString('en-US')} characters, not ${n.toLocaleString('en-US')}`,
    patternBackslash: (p) => `expected "/" as the path separator in ${JSON.stringify(p)}, not "\\"`,
    patternTrailingSlash: (p) => `expected a pattern without a trailing "/", which matches no file: ${JSON.stringify(`${p}**`)} for everything under the folder`,
    patternDotSlash: (p) => `expected a repository-relative pattern without a leading "./": ${JSON.stringify(p.slice(2))}`,
    patternDotDot: (p) => `expected a pattern without ".." segments: ${JSON.stringify(p)}`,
    patternUnbalanced: (p, c) => `expected balanced brackets in glob ${JSON.stringify(p)}: "${c}" has no partner`,
    patternInvalid: (p, why) => `expected a valid glob, ${JSON.stringify(p)} is not: ${why}`,
    unknownOption: (kind, key, known) => known.length === 0
        ? `unknown option ${JSON.stringify(key)}: ${kind} takes no options`
        : `unknown option ${JSON.stringify(key)} for ${kind}: expected ${known.map((k) => `${k}=...`).join(' or ')}`,
    optionNeedsValue: (key) => `expected key=value, found ${JSON.stringify(key)} without a value`,
    duplicateOption: (key) => `option ${JSON.stringify(key)} is given twice`,
    badNumber: (key, value) => `expected ${key}=N with N a positive whole number, found ${JSON.stringify(value)}`,
    badValue: (key, value, expected) => `expected ${key}=${expected}, found ${JSON.stringify(value)}`,
    badRegex: (key, value, why) => `expected ${key}=REGEX with REGEX a JavaScript regular expression (the rest of the column), found ${JSON.stringify(value)}: ${why}`,
    headWithAtEnd: () => 'expected head=REGEX or at=end, not both: with head= new sections go above the released part',
    budgetNeedsLimit: () => 'expected a limit for budget: lines=N, bytes=N or both',
};


/***/ }),

/***/ 5684:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.formatManifestError = formatManifestError;
exports.parseManifest = parseManifest;
const rule_js_1 = __webpack_require__(4918);
const manifest_js_1 = __webpack_require__(1786);
function formatManifestError(e) {
    return `${e.file}:${e.line}:${e.column}: ${e.message}`;
}
const positiveInt = (key) => (value) => /^[1-9][0-9]*$/.test(value) && Number.isSafeInteger(Number(value))
    ? { [key]: Number(value) }
    : manifest_js_1.manifestText.badNumber(key, value);
const OPTIONS = {
    append: { at: (v) => (v === 'end' ? { atEnd: true } : manifest_js_1.manifestText.badValue('at', v, 'end')), head: headOption },
    budget: { lines: positiveInt('lines'), bytes: positiveInt('bytes') },
    'save-gate': {
        words: (v) => {
            const words = v.split(',').map((w) => w.trim().toLowerCase());
            return words.some((w) => w === '')
                ? manifest_js_1.manifestText.badValue('words', v, 'a comma-separated list of words')
                : { words };
        },
    },
};
const REST_OF_COLUMN = new Set(['head']);
function headOption(value) {
    if (value === '')
        return manifest_js_1.manifestText.badRegex('head', value, 'it is empty');
    const problem = regexProblem(value);
    return problem === undefined ? { head: value } : manifest_js_1.manifestText.badRegex('head', value, problem);
}
function regexProblem(source) {
    try {
        new RegExp(source);
        return undefined;
    }
    catch (e) {
        return e.message;
    }
}
function parseManifest(text, file) {
    const rules = [];
    const errors = [];
    const lines = (text.startsWith('\uFEFF') ? text.slice(1) : text).split('\n');
    lines.forEach((raw, index) => {
        const lineNo = index + 1;
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line.trim() === '' || line.trimStart().startsWith('#'))
            return;
        const lineErrors = [];
        const err = (column, message) => lineErrors.push({ file, line: lineNo, column, message });
        const cols = line.split('\t');
        const starts = [];
        let at = 1;
        for (const c of cols) {
            starts.push(at);
            at += c.length + 1;
        }
        const [kindText = '', pattern = '', reason = '', optionsText = ''] = cols;
        const kind = rule_js_1.RULE_KINDS.includes(kindText)
            ? kindText
            : rule_js_1.KIND_ALIASES[kindText];
        if (!kind)
            err(1, manifest_js_1.manifestText.unknownKind(kindText));
        if (cols.length < 3) {
            err(line.length + 1, manifest_js_1.manifestText.missingColumns(cols.length));
        }
        else if (cols.length > 4) {
            err(starts[4], manifest_js_1.manifestText.extraColumns(cols.length));
        }
        if (cols.length >= 2) {
            const problem = kind ? checkPattern(kind, pattern) : undefined;
            if (problem)
                err(starts[1], problem);
        }
        if (cols.length >= 3 && reason.trim() === '')
            err(starts[2], manifest_js_1.manifestText.emptyReason());
        const options = {};
        const written = kind && cols.length === 4 ? parseOptions(kind, optionsText, starts[3], options, err) : new Set();
        if (kind === 'append' && options.head !== undefined && options.atEnd)
            err(starts[3], manifest_js_1.manifestText.headWithAtEnd());
        if (kind === 'budget' && cols.length >= 3 && !written.has('lines') && !written.has('bytes')) {
            err(cols.length === 4 ? starts[3] : line.length + 1, manifest_js_1.manifestText.budgetNeedsLimit());
        }
        if (lineErrors.length > 0 || !kind) {
            errors.push(...lineErrors);
            return;
        }
        rules.push({
            kind,
            pattern,
            reason,
            options,
            file,
            line: lineNo,
            optionsText: cols.length === 4 ? optionsText : '',
        });
    });
    return { file, rules, errors };
}
function parseOptions(kind, text, column, into, err) {
    const spec = OPTIONS[kind] ?? {};
    const seen = new Set();
    const mentioned = new Set();
    let offset = 0;
    for (let word of text.split(' ')) {
        const start = offset;
        const col = column + offset;
        offset += word.length + 1;
        if (word === '')
            continue;
        const eq = word.indexOf('=');
        const key = eq === -1 ? word : word.slice(0, eq);
        const rest = eq !== -1 && REST_OF_COLUMN.has(key) && spec[key] !== undefined;
        if (rest)
            word = text.slice(start);
        const parse = spec[key];
        if (!parse) {
            err(col, manifest_js_1.manifestText.unknownOption(kind, key, Object.keys(spec)));
            continue;
        }
        mentioned.add(key);
        if (eq === -1) {
            err(col, manifest_js_1.manifestText.optionNeedsValue(key));
            continue;
        }
        if (seen.has(key)) {
            err(col, manifest_js_1.manifestText.duplicateOption(key));
            continue;
        }
        seen.add(key);
        const result = parse(word.slice(eq + 1));
        if (typeof result === 'string')
            err(col, result);
        else
            Object.assign(into, result);
        if (rest)
            break;
    }
    return mentioned;
}
function checkPattern(kind, pattern) {
    if (pattern.trim() === '')
        return manifest_js_1.manifestText.emptyPattern(kind);
    if (pattern !== pattern.trim())
        return manifest_js_1.manifestText.patternSpaces();
    if (!(0, rule_js_1.isPathKind)(kind))
        return undefined;
    if (pattern.length > MAX_PATTERN)
        return manifest_js_1.manifestText.patternTooLong(pattern.length, MAX_PATTERN);
    if (pattern.includes('\\'))
        return manifest_js_1.manifestText.patternBackslash(pattern);
    if (pattern.startsWith('./'))
        return manifest_js_1.manifestText.patternDotSlash(pattern);
    if (pattern.endsWith('/'))
        return manifest_js_1.manifestText.patternTrailingSlash(pattern);
    if (DOT_DOT.test(pattern))
        return manifest_js_1.manifestText.patternDotDot(pattern);
    const unbalanced = unbalancedBracket(pattern);
    if (unbalanced)
        return manifest_js_1.manifestText.patternUnbalanced(pattern, unbalanced);
    return undefined;
}
const MAX_PATTERN = 32_768;
const DOT_DOT = /(^|\/)\.\.(\/|$)/;
const BRACKETS = /[[\]{}()]/;
const PAIRS = { ']': '[', '}': '{', ')': '(' };
function unbalancedBracket(pattern) {
    if (!BRACKETS.test(pattern))
        return undefined;
    const stack = [];
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            i++;
            continue;
        }
        if (c === '[' || c === '{' || c === '(')
            stack.push(c);
        else if (c in PAIRS) {
            if (stack.pop() !== PAIRS[c])
                return c;
        }
    }
    return stack.pop();
}


/***/ }),

/***/ 1079:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PathIndex = exports.GLOB_OPTIONS = void 0;
exports.globMatcher = globMatcher;
exports.staticBase = staticBase;
exports.patternCovers = patternCovers;
const picomatch_1 = __importDefault(__webpack_require__(4006));
const rule_js_1 = __webpack_require__(4918);
exports.GLOB_OPTIONS = { dot: true, windows: false, flags: 's' };
const NONE = [];
class PathIndex {
    literal = new Map();
    byBase = new Map();
    constructor(rules) {
        for (const rule of rules) {
            if ((0, rule_js_1.isOutsidePattern)(rule.pattern))
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
    match(path) {
        let found;
        const literal = this.literal.get(path);
        if (literal)
            found = [...literal];
        if (this.byBase.size > 0) {
            let end = -1;
            for (;;) {
                const entries = this.byBase.get(end === -1 ? '' : path.slice(0, end));
                if (!entries)
                    break;
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
exports.PathIndex = PathIndex;
const matchers = new Map();
function globMatcher(pattern) {
    let test = matchers.get(pattern);
    if (!test)
        matchers.set(pattern, (test = (0, picomatch_1.default)(pattern, exports.GLOB_OPTIONS)));
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
function staticBase(pattern) {
    if (!GLOB_CHARS.test(pattern))
        return pattern;
    const segments = pattern.split('/');
    const first = segments.findIndex((s) => GLOB_CHARS.test(s));
    return segments.slice(0, first).join('/');
}
function patternCovers(wider, narrower) {
    if (wider === narrower)
        return true;
    if ((0, rule_js_1.isOutsidePattern)(wider) !== (0, rule_js_1.isOutsidePattern)(narrower))
        return false;
    if (staticBase(narrower) !== narrower)
        return wider === '**';
    return globMatcher(wider)(narrower);
}


/***/ }),

/***/ 4918:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DEFAULT_SAVE_WORDS = exports.DEFAULT_RELEASE_PHRASE = exports.RULE_KINDS = exports.KIND_ALIASES = void 0;
exports.isPathKind = isPathKind;
exports.isOutsidePattern = isOutsidePattern;
exports.releasePhrases = releasePhrases;
exports.KIND_ALIASES = { A: 'freeze', B: 'invariant', C: 'append' };
exports.RULE_KINDS = [
    'freeze',
    'invariant',
    'append',
    'budget',
    'deny',
    'allow',
    'save-gate',
    'release',
    'command-allow',
    'command-ask',
    'command-deny',
];
function isPathKind(kind) {
    return kind !== 'release' && !kind.startsWith('command-');
}
function isOutsidePattern(pattern) {
    return pattern.startsWith('~/') || pattern.startsWith('/');
}
exports.DEFAULT_RELEASE_PHRASE = 'guard release';
function releasePhrases(rules) {
    const phrases = rules.filter((r) => r.kind === 'release').map((r) => r.pattern);
    return phrases.length > 0 ? phrases : [exports.DEFAULT_RELEASE_PHRASE];
}
exports.DEFAULT_SAVE_WORDS = ['save', 'remember'];


/***/ }),

/***/ 1359:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NOT_SECRET = exports.SECRET_SEGMENTS = void 0;
exports.secretSegment = secretSegment;
const picomatch_1 = __importDefault(__webpack_require__(4006));
const pathIndex_js_1 = __webpack_require__(1079);
exports.SECRET_SEGMENTS = [
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
exports.NOT_SECRET = /^(?:\.env(?:\.[^.]+)*\.(?:example|sample|template)|secrets(?:\.[^.]+)*\.(?:[cm]?[jt]sx?|py|rb|go|rs|java|kt|kts|scala|swift|c|h|cc|cpp|hpp|cs|php|dart|ex|exs|lua|vue|svelte))$/;
let isSecretSegment;
const NEEDLES = exports.SECRET_SEGMENTS.map((p) => /[?[\]{}()!+@\\]/.test(p) ? '' : p.split('*').reduce((a, b) => (b.length > a.length ? b : a), ''));
function secretSegment(path) {
    return path.split('/').find((segment) => {
        if (!NEEDLES.some((needle) => segment.includes(needle)))
            return false;
        isSecretSegment ??= (0, picomatch_1.default)([...exports.SECRET_SEGMENTS], pathIndex_js_1.GLOB_OPTIONS);
        return isSecretSegment(segment) && !exports.NOT_SECRET.test(segment);
    });
}


/***/ }),

/***/ 804:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DIFFGATE_RECORDS = exports.ManifestInvalid = void 0;
exports.protectedSet = protectedSet;
exports.narrowGitDirs = narrowGitDirs;
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const node_util_1 = __webpack_require__(7975);
const context_js_1 = __webpack_require__(845);
const stateHome_js_1 = __webpack_require__(1744);
const realPath_js_1 = __webpack_require__(5727);
const check_js_1 = __webpack_require__(9350);
const parseManifest_js_1 = __webpack_require__(5684);
const sandbox_js_1 = __webpack_require__(8736);
const gatePaths_js_1 = __webpack_require__(5879);
const execFileP = (0, node_util_1.promisify)(node_child_process_1.execFile);
class ManifestInvalid extends Error {
}
exports.ManifestInvalid = ManifestInvalid;
async function protectedSet(place, env) {
    const gates = narrowGitDirs((0, gatePaths_js_1.gateSetWithoutInstalled)(place, env), place, env);
    const folders = existing(gates.folders, 'dir');
    const files = new Set();
    const inFolder = (p) => folders.some((d) => (0, realPath_js_1.isWithin)(p, d));
    const repoManifest = readManifest(node_path_1.posix.join(place.root, context_js_1.MANIFEST_NAME), context_js_1.MANIFEST_NAME);
    readManifest((0, context_js_1.userManifestFile)(env, place.home), (0, context_js_1.userManifestFile)(env, place.home));
    const links = [];
    let frozen = 0;
    const addFrozen = async (root, manifest) => {
        const checker = new check_js_1.Checker(manifest, null);
        for (const rel of await listFiles(root, env)) {
            if (!checker.rulesFor(rel).rules.some((r) => r.kind === 'freeze'))
                continue;
            const abs = node_path_1.posix.join(root, rel);
            const stat = lstatOrUndefined(abs);
            if (stat?.isSymbolicLink())
                links.push(abs);
            else if (stat?.isFile() && !inFolder(abs)) {
                files.add(abs);
                frozen++;
            }
        }
    };
    if (place.gitDir) {
        if (repoManifest)
            await addFrozen(place.root, repoManifest);
        for (const root of await otherWorktrees(place.root, env)) {
            const file = node_path_1.posix.join(root, context_js_1.MANIFEST_NAME);
            const manifest = readManifest(file, file);
            if (!manifest)
                continue;
            files.add(file);
            await addFrozen(root, manifest).catch(() => undefined);
        }
    }
    for (const f of existing(gates.files, 'file'))
        if (!inFolder(f))
            files.add(f);
    const gateLinks = [...gates.files, ...gates.folders].filter((p) => lstatOrUndefined(p)?.isSymbolicLink());
    return { place, files: [...files], folders, frozen, links, gateLinks: [...new Set(gateLinks)] };
}
exports.DIFFGATE_RECORDS = ['releases', 'refused'];
function narrowGitDirs(gates, place, env = {}) {
    const gitDirs = new Set([place.gitDir, node_path_1.posix.join(place.root, '.git')].filter((d) => d !== null));
    const states = new Set([
        node_path_1.posix.join((0, stateHome_js_1.stateHome)(env, place.home), 'diffgate'),
        node_path_1.posix.join((0, stateHome_js_1.stateHome)({}, place.home), 'diffgate'),
    ]);
    const stores = new Set(place.gitDir === null ? [] : [place.gitDir, (0, gatePaths_js_1.commonDir)(place.gitDir)].map((d) => node_path_1.posix.join(d, 'diffgate')));
    const files = [...gates.files];
    const folders = [];
    for (const dir of gates.folders) {
        if (states.has(dir))
            continue;
        if (stores.has(dir)) {
            folders.push(...exports.DIFFGATE_RECORDS.map((r) => node_path_1.posix.join(dir, r)));
            continue;
        }
        if (!gitDirs.has(dir) && !((0, node_fs_1.existsSync)(node_path_1.posix.join(dir, 'HEAD')) && (0, node_fs_1.existsSync)(node_path_1.posix.join(dir, 'objects')))) {
            folders.push(dir);
            continue;
        }
        folders.push(node_path_1.posix.join(dir, 'hooks'), ...exports.DIFFGATE_RECORDS.map((r) => node_path_1.posix.join(dir, 'diffgate', r)));
        files.push(node_path_1.posix.join(dir, 'config'));
    }
    return { files, folders };
}
async function otherWorktrees(root, env) {
    const { stdout } = await execFileP('git', ['worktree', 'list', '--porcelain', '-z'], {
        cwd: root,
        env: gitEnvOf(env),
        encoding: 'utf8',
    });
    const here = realOrSelf(root);
    const out = [];
    for (const entry of stdout.split('\0\0')) {
        const fields = entry.split('\0');
        const path = fields.find((f) => f.startsWith('worktree '))?.slice('worktree '.length);
        if (!path || fields.includes('bare'))
            continue;
        const real = realOrSelf(path);
        if (real !== here && lstatOrUndefined(real)?.isDirectory())
            out.push(real);
    }
    return out;
}
function realOrSelf(path) {
    try {
        return node_fs_1.realpathSync.native(path);
    }
    catch {
        return path;
    }
}
function gitEnvOf(env) {
    const gitEnv = { ...env };
    for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_COMMON_DIR'])
        delete gitEnv[k];
    return gitEnv;
}
async function listFiles(root, env) {
    const gitEnv = gitEnvOf(env);
    const { stdout } = await execFileP('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
        cwd: root,
        env: gitEnv,
        maxBuffer: 1 << 30,
        encoding: 'utf8',
    });
    return [...new Set(stdout.split('\0').filter((p) => p !== ''))];
}
function readManifest(file, label) {
    let text;
    try {
        text = (0, node_fs_1.readFileSync)(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return null;
        throw new ManifestInvalid(sandbox_js_1.sandboxText.manifestUnreadable(label, e.message));
    }
    const manifest = (0, parseManifest_js_1.parseManifest)(text, label);
    if (manifest.errors.length > 0)
        throw new ManifestInvalid(sandbox_js_1.sandboxText.manifestInvalid(manifest.errors.map(parseManifest_js_1.formatManifestError)));
    return manifest;
}
function existing(paths, kind) {
    const out = new Set();
    for (const p of paths) {
        let real;
        try {
            real = node_fs_1.realpathSync.native(p);
        }
        catch {
            continue;
        }
        const stat = lstatOrUndefined(real);
        if (kind === 'file' ? stat?.isFile() : stat?.isDirectory())
            out.add(real);
    }
    return [...out];
}
function lstatOrUndefined(path) {
    try {
        return (0, node_fs_1.lstatSync)(path);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 7018:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.TARGETS = exports.GEMINI_WATCHDOG_S = exports.GEMINI_TIMEOUT_MS = void 0;
exports.powershellCommand = powershellCommand;
const codeCheck_js_1 = __webpack_require__(6856);
const verifiedCommand_js_1 = __webpack_require__(2562);
const grouped = (matcher, command, extra = {}) => [
    { ...(matcher === undefined ? {} : { matcher }), hooks: [{ type: 'command', command, ...extra }] },
];
const COPILOT_DENY = JSON.stringify({
    permissionDecision: 'deny',
    permissionDecisionReason: 'diffgate hook: the diffgate CLI could not run, so the call is blocked (fail closed). Tell the person.',
});
function powershellCommand(bash) {
    const v = (0, verifiedCommand_js_1.parseVerified)(bash);
    const ps = (s) => `'${s.replace(/'/g, "''")}'`;
    const cli = v
        ? `$env:NODE_OPTIONS = $null; $env:NODE_PATH = $null; & ${ps(v.node)} -e ${ps(v.loader)} ${ps(v.dir)} ${v.hash}${v.cache ? ` ${ps(v.cache.dir)} ${v.cache.hash}` : ''} ${v.args.join(' ')}`
        : `& node ${bash.slice(0, bash.length - TARGETS_TAIL.copilot.length)}`;
    return `try { ${cli}; if ($LASTEXITCODE -ne 0) { throw 'diffgate failed' } } catch { Write-Output '${COPILOT_DENY.replace(/'/g, "''")}' }`;
}
exports.GEMINI_TIMEOUT_MS = 30_000;
exports.GEMINI_WATCHDOG_S = 25;
const geminiWrap = (reinstall) => (0, verifiedCommand_js_1.watchdogWrap)(exports.GEMINI_WATCHDOG_S, (status) => JSON.stringify({ decision: 'deny', reason: codeCheck_js_1.codeCheckText.noAnswer(status, exports.GEMINI_WATCHDOG_S, reinstall) }));
const TARGETS_TAIL = { copilot: ` || printf '%s\\n' '${COPILOT_DENY}'` };
exports.TARGETS = {
    codex: {
        agent: 'codex',
        title: 'Codex CLI',
        project: '.codex/hooks.json',
        user: '.codex/hooks.json',
        kind: 'grouped',
        events: (command) => ({
            PreToolUse: grouped('^(Bash|apply_patch)$', command),
            PostToolUse: grouped('^(Bash|apply_patch)$', command),
            UserPromptSubmit: grouped(undefined, command),
            Stop: grouped(undefined, command),
        }),
        tail: ' || exit 2',
    },
    gemini: {
        agent: 'gemini',
        title: 'Gemini CLI',
        project: '.gemini/settings.json',
        user: '.gemini/settings.json',
        kind: 'grouped',
        events: (command) => {
            const tools = '^(write_file|replace|run_shell_command|read_file|read_many_files|glob|search_file_content|grep_search|list_directory)$';
            return {
                BeforeTool: grouped(tools, command, { timeout: exports.GEMINI_TIMEOUT_MS }),
                AfterTool: grouped(tools, command, { timeout: exports.GEMINI_TIMEOUT_MS }),
                BeforeAgent: grouped(undefined, command, { timeout: exports.GEMINI_TIMEOUT_MS }),
                AfterAgent: grouped(undefined, command, { timeout: exports.GEMINI_TIMEOUT_MS }),
            };
        },
        tail: geminiWrap,
    },
    cursor: {
        agent: 'cursor',
        title: 'Cursor',
        project: '.cursor/hooks.json',
        user: '.cursor/hooks.json',
        kind: 'flat',
        top: { version: 1 },
        events: (command) => {
            const entry = { command, failClosed: true };
            return {
                beforeShellExecution: [entry],
                beforeReadFile: [entry],
                preToolUse: [{ ...entry, matcher: 'Write|StrReplace|Edit|MultiEdit|Delete|Read|Grep' }],
                afterShellExecution: [entry],
                afterFileEdit: [entry],
                beforeSubmitPrompt: [entry],
                stop: [entry],
            };
        },
        tail: ' || exit 2',
    },
    copilot: {
        agent: 'copilot',
        title: 'Copilot CLI',
        project: '.github/hooks/diffgate.json',
        user: '.copilot/hooks/diffgate.json',
        kind: 'flat',
        top: { version: 1 },
        events: (command) => {
            const entry = (event) => [
                {
                    type: 'command',
                    bash: command,
                    powershell: powershellCommand(command),
                    env: { DIFFGATE_COPILOT_EVENT: event },
                    timeoutSec: 30,
                },
            ];
            return {
                preToolUse: entry('preToolUse'),
                postToolUse: entry('postToolUse'),
                postToolUseFailure: entry('postToolUseFailure'),
                userPromptSubmitted: entry('userPromptSubmitted'),
                agentStop: entry('agentStop'),
            };
        },
        tail: TARGETS_TAIL.copilot,
    },
};


/***/ }),

/***/ 4938:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WRAP_JS = exports.WRAP_TAIL = exports.WRAP_HEAD = void 0;
exports.cacheIntact = cacheIntact;
exports.codeCache = codeCache;
const node_crypto_1 = __webpack_require__(7598);
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const SUMS = 'SHA256SUMS';
exports.WRAP_HEAD = '(function (exports, require, module, __filename, __dirname) { ';
exports.WRAP_TAIL = '\n});';
exports.WRAP_JS = `"${exports.WRAP_HEAD}"+String(b).replace(/^#!/,"//")+${JSON.stringify(exports.WRAP_TAIL)}`;
const sha256 = (bytes) => (0, node_crypto_1.createHash)('sha256').update(bytes).digest('hex');
const MAKER = [
    [
        'const f=require("fs"),c=require("crypto"),v=require("vm"),v8=require("v8"),[,d,h,o]=process.argv',
        'H=b=>c.createHash("sha256").update(b).digest("hex")',
        `s=f.readFileSync(d+"/${SUMS}")`,
        'w=(n,b)=>{f.writeFileSync(o+"/"+n+".tmp",b,{mode:0o600});f.renameSync(o+"/"+n+".tmp",o+"/"+n)}',
        'L=[]',
    ].join(','),
    'if(H(s)!==h)throw new Error("the CLI sums changed")',
    'f.mkdirSync(o,{recursive:true,mode:0o700})',
    [
        'for(const l of String(s).split("\\n")){',
        'if(!l.endsWith(".js"))continue;',
        'const b=f.readFileSync(d+"/"+l.slice(66)),q=H(b);',
        'if(q!==l.slice(0,64))throw new Error(l.slice(66)+" does not match the CLI sums");',
        'let S;v8.setFlagsFromString("--no-lazy");',
        `try{S=new v.Script(${exports.WRAP_JS},{filename:d+"/"+l.slice(66)})}finally{v8.setFlagsFromString("--lazy")}`,
        'const y=S.createCachedData();w(q+".v8",y);L.push(H(y)+"  "+q+".v8\\n")}',
    ].join(''),
    `w("${SUMS}",L.join(""))`,
].join(';');
const HOOK_ENV = { NODE_OPTIONS: '', NODE_PATH: '', NODE_EXTRA_CA_CERTS: '', OPENSSL_CONF: '' };
function intact(dir, sources) {
    try {
        const sums = (0, node_fs_1.readFileSync)(node_path_1.posix.join(dir, SUMS));
        const lines = sums.toString('utf8').split('\n').filter(Boolean);
        const names = new Set(lines.map((l) => l.slice(66)));
        if (sources.some((q) => !names.has(`${q}.v8`)))
            return undefined;
        for (const l of lines)
            if (sha256((0, node_fs_1.readFileSync)(node_path_1.posix.join(dir, l.slice(66)))) !== l.slice(0, 64))
                return undefined;
        return sha256(sums);
    }
    catch {
        return undefined;
    }
}
function cacheIntact(cache) {
    return intact(cache.dir, []) === cache.hash;
}
function codeCache(cliDir, cliHash, node, env) {
    const base = env.XDG_CACHE_HOME || (env.HOME ? node_path_1.posix.join(env.HOME, '.cache') : undefined);
    if (!base || !node_path_1.posix.isAbsolute(base))
        return undefined;
    const dir = node_path_1.posix.join(base, 'diffgate', 'code', `${cliHash.slice(0, 16)}-${process.version}-${process.arch}`);
    const sources = (0, node_fs_1.readFileSync)(node_path_1.posix.join(cliDir, 'SHA256SUMS'), 'utf8')
        .split('\n')
        .filter((l) => l.endsWith('.js'))
        .map((l) => l.slice(0, 64));
    const kept = intact(dir, sources);
    if (kept)
        return { dir, hash: kept };
    const made = (0, node_child_process_1.spawnSync)(node, ['-e', MAKER, cliDir, cliHash, dir], {
        encoding: 'utf8',
        env: { ...env, ...HOOK_ENV },
    });
    if (made.status !== 0)
        return undefined;
    const hash = intact(dir, sources);
    return hash ? { dir, hash } : undefined;
}


/***/ }),

/***/ 3827:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.AgentSettingsError = void 0;
exports.settingsFile = settingsFile;
exports.agentCommand = agentCommand;
exports.installAgent = installAgent;
exports.isOurs = isOurs;
const node_fs_1 = __webpack_require__(3024);
const promises_1 = __webpack_require__(1455);
const node_path_1 = __webpack_require__(6760);
const place_js_1 = __webpack_require__(3861);
const agents_js_1 = __webpack_require__(5621);
const agentTargets_js_1 = __webpack_require__(7018);
const verifiedCommand_js_1 = __webpack_require__(2562);
class AgentSettingsError extends Error {
}
exports.AgentSettingsError = AgentSettingsError;
function settingsFile(target, o) {
    if (o.user)
        return node_path_1.posix.join(o.home, target.user);
    const root = (0, place_js_1.findRepository)((0, node_fs_1.realpathSync)(o.cwd))?.root ?? o.cwd;
    return node_path_1.posix.join(root, target.project);
}
function agentCommand(target, projectRoot, cliPath) {
    try {
        return (0, verifiedCommand_js_1.agentHookCommand)({
            agent: target.agent,
            user: projectRoot === undefined,
            projectRoot,
            cliPath,
            tail: target.tail,
        });
    }
    catch (e) {
        if (e instanceof verifiedCommand_js_1.CodeCheckError)
            throw new AgentSettingsError(e.message);
        throw e;
    }
}
async function installAgent(o) {
    const target = agentTargets_js_1.TARGETS[o.agent];
    const file = settingsFile(target, o);
    const root = o.user ? undefined : ((0, place_js_1.findRepository)((0, node_fs_1.realpathSync)(o.cwd))?.root ?? o.cwd);
    const command = o.uninstall ? '' : agentCommand(target, root, o.cliPath);
    const settings = await readSettings(file);
    const before = JSON.stringify(settings);
    const hooks = (settings.hooks ?? {});
    if (typeof hooks !== 'object' || Array.isArray(hooks))
        throw new AgentSettingsError(agents_js_1.agentsText.install.badSettings(file, '"hooks" is not an object'));
    const wanted = target.events(command);
    for (const [event, want] of Object.entries(wanted)) {
        const list = hooks[event] ?? [];
        if (!Array.isArray(list))
            throw new AgentSettingsError(agents_js_1.agentsText.install.badHooks(file, event));
        if (!o.uninstall && installed(target, list, want))
            continue;
        const kept = without(target, list);
        if (!o.uninstall)
            kept.push(...want);
        if (kept.length > 0)
            hooks[event] = kept;
        else
            delete hooks[event];
    }
    if (Object.keys(hooks).length > 0) {
        settings.hooks = hooks;
        if (!o.uninstall)
            for (const [k, v] of Object.entries(target.top ?? {}))
                settings[k] ??= v;
    }
    else
        delete settings.hooks;
    const changed = JSON.stringify(settings) !== before;
    const empty = Object.keys(settings).every((k) => k in (target.top ?? {}));
    if (changed && o.uninstall && empty)
        await (0, promises_1.rm)(file, { force: true });
    else if (changed)
        await writeSettings(file, settings);
    const events = Object.keys(wanted);
    const message = o.uninstall
        ? changed
            ? agents_js_1.agentsText.install.removed(target.title, file)
            : agents_js_1.agentsText.install.absent(file)
        : changed
            ? agents_js_1.agentsText.install.installed(target.title, file, events)
            : agents_js_1.agentsText.install.already(target.title, file);
    const trust = agents_js_1.agentsText.install.trust[o.agent];
    const note = !o.uninstall && root !== undefined && trust !== undefined ? ` ${trust(root)}` : '';
    const code = o.uninstall ? '' : (0, verifiedCommand_js_1.installedNote)(command, o.agent, o.user);
    return { changed, file, message: message + note + code };
}
function isOurs(agent, h) {
    if (typeof h !== 'object' || h === null)
        return false;
    const cmd = h.command ?? h.bash;
    return typeof cmd === 'string' && new RegExp(`\\bhook ${agent}\\b`).test(cmd) && /diffgate|dist\/cli\b/.test(cmd);
}
function without(target, list) {
    if (target.kind === 'flat')
        return list.filter((e) => !isOurs(target.agent, e));
    return list
        .map((e) => {
        const g = e;
        return Array.isArray(g?.hooks) ? { ...e, hooks: g.hooks.filter((h) => !isOurs(target.agent, h)) } : e;
    })
        .filter((e) => !Array.isArray(e?.hooks) || (e.hooks.length ?? 0) > 0);
}
function installed(target, list, want) {
    const ours = list.filter((e) => target.kind === 'flat'
        ? isOurs(target.agent, e)
        : (e?.hooks ?? []).some((h) => isOurs(target.agent, h)));
    return JSON.stringify(ours) === JSON.stringify(want);
}
async function readSettings(file) {
    let text;
    try {
        text = await (0, promises_1.readFile)(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return {};
        throw new AgentSettingsError(agents_js_1.agentsText.install.badSettings(file, e.message));
    }
    if (text.trim() === '')
        return {};
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (e) {
        throw new AgentSettingsError(agents_js_1.agentsText.install.badSettings(file, e.message));
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        throw new AgentSettingsError(agents_js_1.agentsText.install.badSettings(file, 'not an object'));
    return data;
}
async function writeSettings(file, settings) {
    await (0, promises_1.mkdir)(node_path_1.posix.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await (0, promises_1.writeFile)(tmp, `${JSON.stringify(settings, null, 2)}\n`);
    await (0, promises_1.rename)(tmp, file);
}


/***/ }),

/***/ 2562:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NO_CACHE = exports.CodeCheckError = exports.SUMS = void 0;
exports.loaderSource = loaderSource;
exports.codeHash = codeHash;
exports.shQuote = shQuote;
exports.chosenCli = chosenCli;
exports.agentHookCommand = agentHookCommand;
exports.watchdogWrap = watchdogWrap;
exports.installedNote = installedNote;
exports.verifiedCommand = verifiedCommand;
exports.parseVerified = parseVerified;
const node_crypto_1 = __webpack_require__(7598);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const codeCheck_js_1 = __webpack_require__(6856);
const codeCache_js_1 = __webpack_require__(4938);
exports.SUMS = 'SHA256SUMS';
class CodeCheckError extends Error {
}
exports.CodeCheckError = CodeCheckError;
const sha256 = (bytes) => (0, node_crypto_1.createHash)('sha256').update(bytes).digest('hex');
function loaderSource(before, after) {
    const declarations = [
        'const M=require("module"),f=require("fs"),c=require("crypto"),[n,d,h,C,g,...a]=process.argv',
        'H=b=>c.createHash("sha256").update(b).digest("hex")',
        `x=p=>{process.stderr.write(${JSON.stringify(before)}+p+${JSON.stringify(after)});process.exit(2)}`,
        'L=t=>String(t).split("\\n").filter(Boolean).map(l=>[l.slice(66),l.slice(0,64)])',
        `s=(()=>{try{return f.readFileSync(d+"/${exports.SUMS}")}catch{x(d+"/${exports.SUMS}")}})()`,
        `k=new Map(H(s)===h?L(s).map(([p,q])=>[d+"/"+p,q]):x(d+"/${exports.SUMS}"))`,
        'r=p=>{try{const o=f.openSync(p,f.constants.O_RDONLY|f.constants.O_NONBLOCK);try{const t=f.fstatSync(o);if(t.isFile()&&t.size<1<<26)return f.readFileSync(o)}finally{f.closeSync(o)}}catch{}}',
        `e=g!=="-"&&r(C+"/${exports.SUMS}")`,
        'K=new Map(e&&H(e)===g?L(e):[])',
    ];
    return [
        declarations.join(','),
        [
            'M._extensions[".js"]=(m,p)=>{let b;try{b=f.readFileSync(p)}catch{x(p)}const q=H(b);if(k.get(p)!==q)x(p);',
            'const j=K.get(q+".v8"),y=j&&r(C+"/"+q+".v8");',
            `if(y&&H(y)===j)new(require("vm").Script)(${codeCache_js_1.WRAP_JS},{filename:p,cachedData:y}).runInThisContext().call(m.exports,m.exports,i=>m.require(i),m,p,d);`,
            'else m._compile(String(b),p)}',
        ].join(''),
        'process.argv=[n,d+"/index.js",...a]',
        'require(d+"/index.js")',
    ].join(';');
}
function codeHash(dir) {
    let sums;
    try {
        sums = (0, node_fs_1.readFileSync)(node_path_1.posix.join(dir, exports.SUMS));
    }
    catch {
        throw new CodeCheckError(codeCheck_js_1.codeCheckText.noSums(dir));
    }
    for (const line of sums.toString('utf8').split('\n')) {
        if (line === '')
            continue;
        const file = node_path_1.posix.join(dir, line.slice(66));
        let bytes;
        try {
            bytes = (0, node_fs_1.readFileSync)(file);
        }
        catch {
            throw new CodeCheckError(codeCheck_js_1.codeCheckText.notIntact(file));
        }
        if (sha256(bytes) !== line.slice(0, 64))
            throw new CodeCheckError(codeCheck_js_1.codeCheckText.notIntact(file));
    }
    return sha256(sums);
}
function shQuote(s) {
    return `'${s.replace(/'/g, `'\\''`)}'`;
}
exports.NO_CACHE = { dir: '-', hash: '-' };
function chosenCli(projectRoot, cliPath) {
    if (projectRoot !== undefined) {
        const local = node_path_1.posix.join(projectRoot, 'node_modules', '.bin', 'diffgate');
        try {
            const real = (0, node_fs_1.realpathSync)(local);
            if ((0, node_fs_1.existsSync)(node_path_1.posix.join(node_path_1.posix.dirname(real), exports.SUMS)))
                return real;
        }
        catch {
        }
    }
    return (0, node_fs_1.realpathSync)(cliPath ?? process.argv[1]);
}
function agentHookCommand(o) {
    const dir = node_path_1.posix.dirname(chosenCli(o.projectRoot, o.cliPath));
    const node = (0, node_fs_1.realpathSync)(process.execPath);
    const hash = codeHash(dir);
    const cache = (0, codeCache_js_1.codeCache)(dir, hash, node, process.env) ?? exports.NO_CACHE;
    const v = { node, dir, hash, cache, args: ['hook', o.agent] };
    const reinstall = codeCheck_js_1.codeCheckText.reinstall(o.agent, o.user);
    return verifiedCommand(v, reinstall, typeof o.tail === 'string' ? o.tail : o.tail(reinstall));
}
function printfFormat(text, mark) {
    return text.replace(/\\/g, '\\\\').replace(/%/g, '%%').replace(mark, '%s');
}
function watchdogWrap(seconds, deny) {
    const MARK = 'DIFFGATE_EXIT_STATUS';
    const format = `${printfFormat(deny(MARK), MARK)}\\n`;
    return {
        before: 'exec 3<&0;',
        tail: [
            ' <&3 3<&- & p=$!;',
            `(x=; trap 'x=1' TERM; sleep ${seconds} & w=$!; trap 'kill $w 2>/dev/null; exit' TERM; [ -z "$x" ] || { kill $w 2>/dev/null; exit; }; wait $w; kill -9 $p) >/dev/null 2>&1 </dev/null 3<&- & d=$!;`,
            'wait $p; s=$?; kill $d 2>/dev/null;',
            'case $s in 0) exit 0;; 2|126|127) exit 2;; esac;',
            `printf ${shQuote(format)} "$s"; exit 2`,
        ].join(' '),
    };
}
function installedNote(command, agent, user) {
    const v = parseVerified(command);
    return v ? ` ${codeCheck_js_1.codeCheckText.installedNote(v.node, v.dir, codeCheck_js_1.codeCheckText.reinstall(agent, user))}` : '';
}
const NODE_CLEAN = 'NODE_OPTIONS= NODE_PATH= NODE_EXTRA_CA_CERTS= OPENSSL_CONF=';
const CLEAN_FORMS = `(?:${NODE_CLEAN}|NODE_OPTIONS= NODE_PATH=)`;
function verifiedCommand(v, reinstall, tail) {
    const { before, after } = codeCheck_js_1.codeCheckText.changed(reinstall);
    const wrap = typeof tail === 'string' ? { before: '', tail } : tail;
    return [
        `test -x ${shQuote(v.node)} || printf '%s\\n' ${shQuote(codeCheck_js_1.codeCheckText.nodeMissing(v.node, reinstall))} >&2;`,
        ...(wrap.before ? [wrap.before] : []),
        NODE_CLEAN,
        shQuote(v.node),
        '-e',
        shQuote(loaderSource(before, after)),
        shQuote(v.dir),
        v.hash,
        ...(v.cache ? [shQuote(v.cache.dir), v.cache.hash] : []),
        ...v.args,
    ]
        .join(' ')
        .concat(wrap.tail);
}
const QUOTED = "'((?:[^']|'\\\\'')*)'";
const VERIFIED = new RegExp(`^test -x ${QUOTED} \\|\\| .*?; (?:exec 3<&0; )?(?:${CLEAN_FORMS} )?${QUOTED} -e ${QUOTED} ${QUOTED} ([0-9a-f]{64})(?: ${QUOTED} ([0-9a-f]{64}|-))? (.*?)(?: \\|\\|| <&3|$)`);
const unquote = (s) => s.replace(/'\\''/g, "'");
function parseVerified(command) {
    const m = VERIFIED.exec(command);
    if (!m || m[1] !== m[2])
        return undefined;
    return {
        node: unquote(m[2]),
        loader: unquote(m[3]),
        dir: unquote(m[4]),
        hash: m[5],
        ...(m[6] === undefined ? {} : { cache: { dir: unquote(m[6]), hash: m[7] } }),
        args: m[8].split(' '),
    };
}


/***/ }),

/***/ 5621:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.agentsText = void 0;
const trustNeed = {
    codex: 'Codex runs project hooks only in a trusted folder whose hooks were reviewed, and says nothing when it skips them (Codex 0.169.0)',
    gemini: 'Gemini CLI runs hooks only in a trusted folder, and headless it exits 55 in an untrusted one; hooksConfig.enabled false or the command in hooksConfig.disabled switch the hooks off (Gemini CLI 0.61.0)',
    copilot: 'Copilot CLI loads project hooks only in a trusted folder, and copilot -p in an untrusted one runs none and says nothing (Copilot CLI 1.0.102)',
};
const trustFix = {
    codex: (root) => `run \`codex exec --trust\` once in ${root} (or add [projects."${root}"] trust_level = "trusted" to ~/.codex/config.toml), then review the hooks in Codex's /hooks; or run: diffgate install --codex --user`,
    gemini: (root) => `trust the folder when Gemini asks, or add {"${root}": "TRUST_FOLDER"} to ~/.gemini/trustedFolders.json (headless: GEMINI_CLI_TRUST_WORKSPACE=true or --skip-trust)`,
    copilot: (root) => `trust the folder when Copilot asks, or add "${root}" to "trustedFolders" in ~/.copilot/config.json; or run: diffgate install --copilot --user`,
};
exports.agentsText = {
    usage: (agents) => `usage: diffgate hook ${agents.join('|')}   (reads the agent's hook JSON on standard input)`,
    askBlocked: (agent, reason) => `diffgate: this call needs a person's approval (${reason}). ${agent} hooks cannot ask the person, so the call is blocked. Tell the person what you wanted to run and why; they run it themselves, or release it with the release phrase.`,
    input: {
        badJson: (agent, detail) => `the input on stdin is not JSON (${detail}); expected the JSON object ${agent} sends a command hook`,
        notObject: (agent) => `the input on stdin is not a JSON object; expected the object ${agent} sends a command hook`,
        field: (agent, name, expected) => `the ${agent} input's "${name}" is missing or not ${expected}`,
        unknownEvent: (agent, event, expected) => `unknown ${agent} hook event ${JSON.stringify(event)}: expected ${expected.join(', ')} (install the hook with "diffgate install --${agent.toLowerCase().split(' ')[0]}")`,
        unknownTool: (agent, tool, expected) => `unknown ${agent} tool ${JSON.stringify(tool)}: expected ${expected.join(', ')} (the installed hook's matcher names only these)`,
    },
    install: {
        installed: (agent, file, events) => `added the ${agent} hooks to ${file} (${events.join(', ')}).`,
        already: (agent, file) => `the ${agent} hooks are already in ${file}; nothing changed.`,
        removed: (agent, file) => `removed the ${agent} hooks from ${file}.`,
        absent: (file) => `${file} has no diffgate hooks; nothing changed.`,
        badSettings: (file, detail) => `${file} is not a JSON object (${detail}); fix it by hand, then run the install again.`,
        badHooks: (file, event) => `${file} has a "hooks.${event}" that is not a list; fix it by hand, then run the install again.`,
        notOurs: (file) => `${file} exists and was not written by diffgate; move it away, then run the install again.`,
        trust: {
            codex: (root) => `${trustNeed.codex}: ${trustFix.codex(root)}.`,
            gemini: (root) => `${trustNeed.gemini}: ${trustFix.gemini(root)}.`,
            copilot: (root) => `${trustNeed.copilot}: ${trustFix.copilot(root)}.`,
        },
        noPostEvent: (agent) => `${agent} has no event after a tool runs that diffgate can use, so its tripwire does not run there; the git hooks and the Action still judge every commit.`,
    },
    doctor: {
        group: () => 'agent hooks (Codex, Gemini CLI, Cursor, Copilot CLI, OpenCode)',
        settingsCheck: (agent) => `${agent} hooks`,
        probeCheck: (agent) => `${agent} hook denies`,
        notInstalled: () => "no agent hooks but Claude Code's installed (diffgate install --codex, --gemini, --cursor, --copilot or --opencode)",
        installed: (file, events, post) => `${file}: ${events.join(', ')} run diffgate; after each tool call: ${post}`,
        missing: (file, events) => `${file} has no diffgate hook for ${events.join(', ')}`,
        reinstall: (agent, user) => `run: diffgate install --${agent}${user ? ' --user' : ''}`,
        loadsCheck: (agent) => `${agent} hooks load`,
        loads: (why) => `the client will load the installed hooks here: ${why}`,
        untrusted: (agent, root, where) => `${agent} does not trust ${root} (${where}), so it loads none of the project hooks there and says nothing about it: every call goes through unjudged`,
        reviewedCheck: (agent) => `${agent} hooks reviewed`,
        reviewed: (n, config) => `${config} records each of diffgate's ${n} Codex hooks as reviewed with its current hash: Codex runs them`,
        unreviewed: (keys, n, config) => `Codex runs a hook only once ${config} records its current hash as reviewed ([hooks.state."<key>"] trusted_hash, written by /hooks) and does not disable it; ${keys.length} of diffgate's ${n} hooks are not (never reviewed, disabled, or changed since: an install after diffgate or node changed writes a new command), so Codex skips them and codex exec says nothing: ${keys.join(', ')}`,
        reviewFix: (root) => `open Codex in ${root}, run /hooks and trust diffgate's hooks (again after each diffgate install)`,
        switchedOff: (file, how) => `${file} switches the Gemini CLI hooks off (${how}): they never run`,
        trustFix,
        hooksOnFix: (file) => `remove hooksConfig.enabled false and diffgate's command from hooksConfig.disabled in ${file}`,
        probeDenied: (path) => `the installed command denied a synthetic edit of ${path}`,
        probeNotDenied: (path, status, output) => `the installed command did not deny a synthetic edit of ${path} (exit ${status}): ${output.trim().slice(0, 300)}`,
    },
    readMany: {
        tooWide: (limit) => `the read_many_files call reaches more than ${limit} files and folders, too many to judge one by one; read the files you need by name or with a narrower include`,
    },
    patch: {
        syntax: (line, detail) => `the apply_patch input is not a patch diffgate can read (line ${line}: ${detail})`,
        noMatch: (path, detail) => `the patch cannot be applied to ${path} as it is now: ${detail}`,
        unreadable: (path, detail) => `the patch updates ${path}, which cannot be read: ${detail}`,
    },
};


/***/ }),

/***/ 6856:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.codeCheckText = void 0;
exports.codeCheckText = {
    reinstall: (agent, user) => `npx diffgate install --${agent}${user ? ' --user' : ''}`,
    changed: (reinstall) => ({
        before: 'diffgate blocked this call: the code diffgate installed was changed since it was installed: ',
        after: ` does not match the sums recorded in the hook command at install. If you upgraded or rebuilt diffgate, run: ${reinstall}. If you did not, something rewrote the installed CLI: reinstall the package (npm ci), then run: ${reinstall}. Until then every call is blocked.\n`,
    }),
    nodeMissing: (node, reinstall) => `diffgate blocked this call: ${node}, the node diffgate's hooks were installed with, is not there any more (node upgraded or moved?). Run: ${reinstall} (with the node you use now). Until then every call is blocked.`,
    noAnswer: (status, watchdog, reinstall) => `diffgate blocked this call: diffgate's hook ended without an answer (exit status ${status}: killed by a signal, crashed, or stopped after ${watchdog} s by the hook command's watchdog), so nothing was checked and the call is blocked (fail closed). Tell the person: run npx diffgate doctor in this repository; if it reports the hook is fine, the machine may be short of memory or time. If diffgate was upgraded, run ${reinstall}.`,
    installedNote: (node, dir, reinstall) => `The hooks run ${node} and the CLI in ${dir} by absolute path, and check the CLI's code before it runs: after upgrading or moving node or diffgate, run ${reinstall} again (until then every call is blocked, saying so).`,
    notIntact: (file) => `${file} does not match the sums in the CLI's SHA256SUMS, so its code cannot be verified: reinstall the package (npm ci, or npm install diffgate), then run the install again.`,
    noSums: (dir) => `${dir} has no SHA256SUMS, so its code cannot be verified by the hooks: reinstall a built copy of diffgate (npm ci, or npm run build in a checkout), then run the install again.`,
};


/***/ }),

/***/ 7880:
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
    return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG';
}


/***/ }),

/***/ 6640:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HookFailure = void 0;
exports.failureText = failureText;
const claude_js_1 = __webpack_require__(209);
class HookFailure extends Error {
}
exports.HookFailure = HookFailure;
function failureText(e) {
    const detail = e instanceof HookFailure ? e.message : claude_js_1.claudeText.internal(e instanceof Error ? (e.stack ?? e.message) : String(e));
    return `${claude_js_1.claudeText.failure(detail)}\n`;
}


/***/ }),

/***/ 3861:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.locate = locate;
exports.findRepository = findRepository;
exports.realOr = realOr;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const exists_js_1 = __webpack_require__(7880);
const failure_js_1 = __webpack_require__(6640);
const readRegular_js_1 = __webpack_require__(6355);
const realPath_js_1 = __webpack_require__(5727);
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

/***/ 5727:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.realPathOf = realPathOf;
exports.isWithin = isWithin;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const exists_js_1 = __webpack_require__(7880);
const tooLongForPath_js_1 = __webpack_require__(940);
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
    if ((0, tooLongForPath_js_1.tooLongForPath)(abs)) {
        const parent = node_path_1.posix.dirname(abs);
        return parent === abs ? abs : node_path_1.posix.join(follow(parent, depth), node_path_1.posix.basename(abs));
    }
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

/***/ 940:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PATH_MAX = exports.NAME_MAX = void 0;
exports.tooLongForPath = tooLongForPath;
exports.NAME_MAX = 255;
exports.PATH_MAX = 4096;
function tooLongForPath(path) {
    if (Buffer.byteLength(path) >= exports.PATH_MAX)
        return true;
    return path.split('/').some((part) => Buffer.byteLength(part) > exports.NAME_MAX);
}


/***/ }),

/***/ 209:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.claudeText = void 0;
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
    timeout: (seconds) => `the hook did not finish within its time limit of ${seconds} s (DIFFGATE_HOOK_TIMEOUT); the input is too large or too complex to check in time. Split the work into smaller, simpler tool calls`,
    timeoutSetting: (raw, min, max) => `DIFFGATE_HOOK_TIMEOUT=${JSON.stringify(raw)} is not a time limit: expected a number of seconds from ${min} to ${max} (the default is 10)`,
    tooLong: (length, limit, write) => `the command is ${length} characters long, more than the ${limit} the hook reads; split it into shorter commands, or write a long text with the ${write} tool`,
    noDirectory: (dir, why) => `the working directory ${dir} cannot be resolved: ${why}. If a call moved, renamed or removed the repository, nothing it changed has been checked yet, and no call is let through until it is: move it back to ${dir} (the person does, if need be); the next hook there judges what the call changed, and puts back what the rules forbid`,
    gitDirSwapped: (g) => `the git folder of ${g.workspace} is not the one diffgate recorded: it was ${g.kept}, and ${g.found === null ? 'there is none now' : `${g.dotGit} now leads to ${g.found}, another folder`}. A process within the agent's reach moved or removed the repository's own git folder: diffgate's record of the protected files, the calls in progress and the git hooks that judge commits were in it, so nothing a call changed can be judged here, and every call is blocked. ${g.stillThere
        ? g.ownDotGit
            ? `Next: the person puts it back (mv ${g.dotGit} ${g.dotGit}.swapped && mv ${g.kept} ${g.dotGit}), and looks at what the swapped one holds (its config and hooks are not theirs).`
            : `Next: the person puts it back (printf 'gitdir: ${g.kept}\n' > ${g.dotGit}).`
        : `The original is no longer at ${g.kept}. Next: the person finds it (a folder holding HEAD, objects/ and diffgate/, where the call moved it) and moves it back to ${g.dotGit}, after moving aside what stands there now (its config and hooks are not theirs).`} The next hook then judges what the call changed. If the person replaced the git folder themselves (a fresh clone), they remove ${g.file}: diffgate then keeps the new one, and what changed before cannot be judged`,
    manifestUnreadable: (label, why) => `the manifest ${label} exists but cannot be read: ${why}`,
    tooManySnapshots: (folder, n, max) => `${folder} holds ${n} files, more than the ${max} shell snapshots diffgate watches (Claude Code keeps one a session, each sourced before that session's Bash calls), so every call is blocked. Next: a person removes the files there that are not Claude Code's own snapshots`,
    tooManyPythonVersions: (folder, max) => `${folder} holds more than ${max} entries, more than diffgate reads to find Python's user sites (every python3 the person starts runs the start files there), so every call is blocked. Next: a person removes the entries there that are not python3.N folders`,
    tooManyGitIncludes: (config, max) => `the git config files include more than ${max} files (the last found through ${config}), more than diffgate reads to find where git runs its hooks from, so every call is blocked. Next: a person removes the [include] and [includeIf] entries that are not needed`,
    tooManyWorktrees: (folder, max) => `${folder} holds more than ${max} entries, more than diffgate reads to watch each worktree's common folder (a worktree's commondir names where git reads its hooks and config from), so every call is blocked. Next: a person runs git worktree prune, and removes the worktrees not needed (git worktree remove)`,
    tooManySourcedFiles: (file, max) => `the shell start-up files source more than ${max} files (the last found through ${file}), more than diffgate reads to watch what the person's shells run at start, so every call is blocked. Next: a person merges the sourced files into fewer`,
    startFileNotRegular: (file, why) => `${file} ${why}, so diffgate cannot read which files the person's shells run at start (a FIFO would hold the hook until the client let the call through), and every call is blocked. Next: a person puts it back as the regular file it was, or removes it`,
    gitFileNotRegular: (file, why) => `${file} ${why}, so diffgate cannot read where git runs its hooks from (a FIFO would hold the hook until the client let the call through), and every call is blocked. Next: a person puts it back as the regular file it was (a repository's config: remove it, run git init to write a default one, then set its remotes and settings again)`,
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
        unknownTool: (tool) => `unknown tool ${JSON.stringify(tool)}: expected Write, Edit, MultiEdit, NotebookEdit, Read, Grep, Glob, LS, Bash, PowerShell, Monitor, CronCreate, ScheduleWakeup or an MCP tool, mcp__<server>__<tool> (the hook's matchers name only these)`,
    },
    scheduled: {
        message: (tool, phrase) => `The prompt this ${tool} call would schedule contains the release phrase ${JSON.stringify(phrase)}.`,
        reason: () => "Only the person's own typed prompt releases a block. A scheduled prompt is the model's words, sent later by the client: it releases nothing, and scheduling the phrase is refused.",
        next: () => 'Schedule the prompt without the release phrase. If the task needs a protected file changed, tell the person what and why, and let them release it in their own message.',
    },
    workspace: {
        unreachable: (path, code) => `${path} cannot be reached: ${code === 'ELOOP' ? 'its symlinks form a loop' : code === 'ENOTDIR' ? 'a part of it that would have to be a folder is a file' : 'the path is too long for the file system (a name over 255 bytes, or the whole over 4096)'}, so the tool cannot write or read it as given.`,
        unreachableNext: () => 'Check the path: list the folder it should be in and use a path that exists there.',
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
        secretBraces: (p, segment, max) => `${p} holds brace lists of more than ${max} names (${JSON.stringify(segment)}): so broad a list is not checked name by name and may reach secret files. List fewer names, or use a plain glob.`,
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
        unread: (tool, path, why) => `The ${tool} of ${path}, a protected file, cannot be checked: the file ${why}.`,
        unreadReason: () => 'The hook reads only regular files, and only up to a bound, so that it always answers.',
        unreadNext: () => 'Ask the person to make this change; a protected file this large is not edited by tools.',
    },
    saveGate: {
        message: (path) => `Writing to ${path}, which may be written only in the turn right after the person asks to save.`,
        next: (words) => `Do not save it now. Propose what you would save in your reply; the person asks for it with a message containing ${(words.length > 0 ? words : ['save', 'remember']).map((w) => JSON.stringify(w)).join(' or ')}.`,
    },
    shell: {
        writes: (how, path, kind) => `The command writes ${path} (${how}), ${ruleNoun(kind)}.`,
        programNames: (how, path, kind) => `The ${how} program names ${path}, ${ruleNoun(kind)}.`,
        secret: (how, path, segment) => `The command writes ${path} (${how}), which is on the built-in secret list (${JSON.stringify(segment)}).`,
        useEdit: (edit) => `Use the ${edit} tool, whose proposed change can be checked against the rule; a shell command's effect cannot be.`,
        programNext: (edit) => `Use the ${edit} tool for protected files, whose proposed change can be checked; an inline program's effect cannot be.`,
        denyNext: () => `Do not create it. If it must exist, a person adds an "allow" line for it to the manifest.`,
        unresolved: (how, raw, could) => `The command writes ${JSON.stringify(raw)} (${how}), which cannot be resolved before it runs, and it could be a protected path (${[...new Set(could)].slice(0, 5).join(', ')}).`,
        opaqueProgram: (what) => `The command runs code that cannot be read before it runs (${what.length > 120 ? `${what.slice(0, 117)}...` : what}).`,
        unresolvedReason: () => 'Writes a shell command makes are checked before it runs; what cannot be known then is treated as protected (fail closed).',
        unresolvedRootReason: () => 'It removes a whole tree whose path cannot be known before it runs and could be / or the home folder, which nothing puts back: a release phrase does not lift this.',
        unresolvedNext: (edit) => `Write the target as a literal path (no variables or command substitutions), or use the ${edit} tool for files the manifest protects.`,
        tooMany: () => 'The command names more paths (through globs, variables and possible working directories) than can be checked in time before it runs.',
        tooManyNext: (edit) => `Split it into smaller commands that name their files more plainly, or use the ${edit} tool for files the manifest protects.`,
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
                            ? 'The command sets a variable that switches a hook manager off (HUSKY, LEFTHOOK, SKIP, PRE_COMMIT_)'
                            : kind === 'git-config-env'
                                ? 'The command gives git settings through the environment (GIT_CONFIG_*, --config-env, another HOME or XDG_CONFIG_HOME), which can point git past its hooks'
                                : kind === 'index-flags'
                                    ? "The command changes a protected file's mode or hides its changes in git's index (update-index --chmod, --assume-unchanged, --skip-worktree)"
                                    : "The command runs diffgate's own hook or uninstaller") +
            `: ${text.length > 120 ? `${text.slice(0, 117)}...` : text}`,
        gitHooks: (how, path) => `The command writes git's hooks (${path}, ${how}).`,
        gateFile: (how, path) => `The command writes ${path} (${how}), a gate file: it decides whether diffgate's checks run, and with what code and rules.`,
        gateFileEdit: (tool, path) => `${tool} would change ${path}, a gate file: it decides whether diffgate's checks run, and with what code and rules.`,
        next: () => `Do not switch the gate off. ${CLAUDE_WAIT}`,
        gitDirReason: () => "git's own files are changed by git commands only.",
        gitDir: (how, path) => `The command writes inside git's directory (${path}, ${how}).`,
        gitDirNext: () => `Use git commands instead of writing git's files.`,
    },
    install: {
        installed: (file, events) => `added the Claude Code hooks to ${file} (${list(events)}). Claude Code runs a project's hooks in a folder it trusts: an interactive \`claude\` asks once, \`claude -p\` does not ask (2.1.328). \`disableAllHooks\` in a settings file, \`--bare\` and CLAUDE_CODE_SIMPLE=1 switch them off; run \`diffgate doctor\` to see them live.`,
        already: (file) => `the Claude Code hooks are already in ${file}; nothing changed.`,
        removed: (file) => `removed the Claude Code hooks from ${file}.`,
        absent: (file) => `${file} has no diffgate hooks; nothing changed.`,
        badSettings: (file, detail) => `${file} is not a JSON object (${detail}); fix it by hand, then run the install again.`,
        badHooks: (file, event) => `${file} has a "hooks.${event}" that is not a list; fix it by hand, then run the install again.`,
    },
};
function list(items) {
    return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}


/***/ }),

/***/ 6355:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NotReadable = exports.READ_LIMIT = void 0;
exports.readRegular = readRegular;
exports.openRegular = openRegular;
exports.readRegularText = readRegularText;
const node_fs_1 = __webpack_require__(3024);
exports.READ_LIMIT = 32 * 1024 * 1024;
class NotReadable extends Error {
    path;
    why;
    constructor(path, why, detail) {
        super(`${path} ${detail}`);
        this.path = path;
        this.why = why;
    }
}
exports.NotReadable = NotReadable;
const kindOf = (s) => s.isFIFO()
    ? 'a FIFO (named pipe)'
    : s.isSocket()
        ? 'a socket'
        : s.isCharacterDevice() || s.isBlockDevice()
            ? 'a device'
            : s.isDirectory()
                ? 'a directory'
                : 'not a regular file';
function readRegular(path, limit = exports.READ_LIMIT) {
    const fd = openRegular(path, limit);
    try {
        const s = (0, node_fs_1.fstatSync)(fd);
        let buf = Buffer.allocUnsafe(Math.min(limit + 1, s.size + 1));
        let n = 0;
        for (;;) {
            const r = (0, node_fs_1.readSync)(fd, buf, n, buf.length - n, null);
            if (r === 0)
                return buf.subarray(0, n);
            n += r;
            if (n > limit)
                throw tooLarge(path, limit);
            if (n === buf.length) {
                const bigger = Buffer.allocUnsafe(Math.min(limit + 1, buf.length * 2));
                buf.copy(bigger, 0, 0, n);
                buf = bigger;
            }
        }
    }
    finally {
        (0, node_fs_1.closeSync)(fd);
    }
}
function openRegular(path, limit = Number.MAX_SAFE_INTEGER) {
    checkRegular(path, (0, node_fs_1.statSync)(path), limit);
    const fd = (0, node_fs_1.openSync)(path, node_fs_1.constants.O_RDONLY | node_fs_1.constants.O_NONBLOCK);
    try {
        checkRegular(path, (0, node_fs_1.fstatSync)(fd), limit);
    }
    catch (e) {
        (0, node_fs_1.closeSync)(fd);
        throw e;
    }
    return fd;
}
function checkRegular(path, s, limit) {
    if (!s.isFile())
        throw new NotReadable(path, 'not-regular', `is ${kindOf(s)}, not a regular file`);
    if (s.size > limit)
        throw tooLarge(path, limit);
}
function readRegularText(path, limit = exports.READ_LIMIT) {
    return readRegular(path, limit).toString('utf8');
}
function tooLarge(label, limit) {
    return new NotReadable(label, 'too-large', `is larger than ${limit} bytes, more than the hook reads`);
}


/***/ }),

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const pico = __webpack_require__(8016);
const utils = __webpack_require__(4059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const constants = __webpack_require__(5595);
const utils = __webpack_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const scan = __webpack_require__(1781);
const parse = __webpack_require__(8265);
const utils = __webpack_require__(4059);
const constants = __webpack_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const utils = __webpack_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __webpack_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __webpack_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


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


/***/ }),

/***/ 4807:
/***/ ((module, exports, __webpack_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(require, exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./format", "./parser"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.isWS = exports.applyEdit = exports.setProperty = exports.removeProperty = void 0;
    const format_1 = __webpack_require__(6612);
    const parser_1 = __webpack_require__(5152);
    function removeProperty(text, path, options) {
        return setProperty(text, path, void 0, options);
    }
    exports.removeProperty = removeProperty;
    function setProperty(text, originalPath, value, options) {
        const path = originalPath.slice();
        const errors = [];
        const root = (0, parser_1.parseTree)(text, errors);
        let parent = void 0;
        let lastSegment = void 0;
        while (path.length > 0) {
            lastSegment = path.pop();
            parent = (0, parser_1.findNodeAtLocation)(root, path);
            if (parent === void 0 && value !== void 0) {
                if (typeof lastSegment === 'string') {
                    value = { [lastSegment]: value };
                }
                else {
                    value = [value];
                }
            }
            else {
                break;
            }
        }
        if (!parent) {
            // empty document
            if (value === void 0) { // delete
                throw new Error('Can not delete in empty document');
            }
            return withFormatting(text, { offset: root ? root.offset : 0, length: root ? root.length : 0, content: JSON.stringify(value) }, options);
        }
        else if (parent.type === 'object' && typeof lastSegment === 'string' && Array.isArray(parent.children)) {
            const existing = (0, parser_1.findNodeAtLocation)(parent, [lastSegment]);
            if (existing !== void 0) {
                if (value === void 0) { // delete
                    if (!existing.parent) {
                        throw new Error('Malformed AST');
                    }
                    const propertyIndex = parent.children.indexOf(existing.parent);
                    let removeBegin;
                    let removeEnd = existing.parent.offset + existing.parent.length;
                    if (propertyIndex > 0) {
                        // remove the comma of the previous node
                        let previous = parent.children[propertyIndex - 1];
                        removeBegin = previous.offset + previous.length;
                    }
                    else {
                        removeBegin = parent.offset + 1;
                        if (parent.children.length > 1) {
                            // remove the comma of the next node
                            let next = parent.children[1];
                            removeEnd = next.offset;
                        }
                    }
                    return withFormatting(text, { offset: removeBegin, length: removeEnd - removeBegin, content: '' }, options);
                }
                else {
                    // set value of existing property
                    return withFormatting(text, { offset: existing.offset, length: existing.length, content: JSON.stringify(value) }, options);
                }
            }
            else {
                if (value === void 0) { // delete
                    return []; // property does not exist, nothing to do
                }
                const newProperty = `${JSON.stringify(lastSegment)}: ${JSON.stringify(value)}`;
                const index = options.getInsertionIndex ? options.getInsertionIndex(parent.children.map(p => p.children[0].value)) : parent.children.length;
                let edit;
                if (index > 0) {
                    let previous = parent.children[index - 1];
                    edit = { offset: previous.offset + previous.length, length: 0, content: ',' + newProperty };
                }
                else if (parent.children.length === 0) {
                    edit = { offset: parent.offset + 1, length: 0, content: newProperty };
                }
                else {
                    edit = { offset: parent.offset + 1, length: 0, content: newProperty + ',' };
                }
                return withFormatting(text, edit, options);
            }
        }
        else if (parent.type === 'array' && typeof lastSegment === 'number' && Array.isArray(parent.children)) {
            const insertIndex = lastSegment;
            if (insertIndex === -1) {
                // Insert
                const newProperty = `${JSON.stringify(value)}`;
                let edit;
                if (parent.children.length === 0) {
                    edit = { offset: parent.offset + 1, length: 0, content: newProperty };
                }
                else {
                    const previous = parent.children[parent.children.length - 1];
                    edit = { offset: previous.offset + previous.length, length: 0, content: ',' + newProperty };
                }
                return withFormatting(text, edit, options);
            }
            else if (value === void 0 && parent.children.length >= 0) {
                // Removal
                const removalIndex = lastSegment;
                const toRemove = parent.children[removalIndex];
                let edit;
                if (parent.children.length === 1) {
                    // only item
                    edit = { offset: parent.offset + 1, length: parent.length - 2, content: '' };
                }
                else if (parent.children.length - 1 === removalIndex) {
                    // last item
                    let previous = parent.children[removalIndex - 1];
                    let offset = previous.offset + previous.length;
                    let parentEndOffset = parent.offset + parent.length;
                    edit = { offset, length: parentEndOffset - 2 - offset, content: '' };
                }
                else {
                    edit = { offset: toRemove.offset, length: parent.children[removalIndex + 1].offset - toRemove.offset, content: '' };
                }
                return withFormatting(text, edit, options);
            }
            else if (value !== void 0) {
                let edit;
                const newProperty = `${JSON.stringify(value)}`;
                if (!options.isArrayInsertion && parent.children.length > lastSegment) {
                    const toModify = parent.children[lastSegment];
                    edit = { offset: toModify.offset, length: toModify.length, content: newProperty };
                }
                else if (parent.children.length === 0 || lastSegment === 0) {
                    edit = { offset: parent.offset + 1, length: 0, content: parent.children.length === 0 ? newProperty : newProperty + ',' };
                }
                else {
                    const index = lastSegment > parent.children.length ? parent.children.length : lastSegment;
                    const previous = parent.children[index - 1];
                    edit = { offset: previous.offset + previous.length, length: 0, content: ',' + newProperty };
                }
                return withFormatting(text, edit, options);
            }
            else {
                throw new Error(`Can not ${value === void 0 ? 'remove' : (options.isArrayInsertion ? 'insert' : 'modify')} Array index ${insertIndex} as length is not sufficient`);
            }
        }
        else {
            throw new Error(`Can not add ${typeof lastSegment !== 'number' ? 'index' : 'property'} to parent of type ${parent.type}`);
        }
    }
    exports.setProperty = setProperty;
    function withFormatting(text, edit, options) {
        if (!options.formattingOptions) {
            return [edit];
        }
        // apply the edit
        let newText = applyEdit(text, edit);
        // format the new text
        let begin = edit.offset;
        let end = edit.offset + edit.content.length;
        if (edit.length === 0 || edit.content.length === 0) { // insert or remove
            while (begin > 0 && !(0, format_1.isEOL)(newText, begin - 1)) {
                begin--;
            }
            while (end < newText.length && !(0, format_1.isEOL)(newText, end)) {
                end++;
            }
        }
        const edits = (0, format_1.format)(newText, { offset: begin, length: end - begin }, { ...options.formattingOptions, keepLines: false });
        // apply the formatting edits and track the begin and end offsets of the changes
        for (let i = edits.length - 1; i >= 0; i--) {
            const edit = edits[i];
            newText = applyEdit(newText, edit);
            begin = Math.min(begin, edit.offset);
            end = Math.max(end, edit.offset + edit.length);
            end += edit.content.length - edit.length;
        }
        // create a single edit with all changes
        const editLength = text.length - (newText.length - end) - begin;
        return [{ offset: begin, length: editLength, content: newText.substring(begin, end) }];
    }
    function applyEdit(text, edit) {
        return text.substring(0, edit.offset) + edit.content + text.substring(edit.offset + edit.length);
    }
    exports.applyEdit = applyEdit;
    function isWS(text, offset) {
        return '\r\n \t'.indexOf(text.charAt(offset)) !== -1;
    }
    exports.isWS = isWS;
});


/***/ }),

/***/ 6612:
/***/ ((module, exports, __webpack_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(require, exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./scanner", "./string-intern"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.isEOL = exports.format = void 0;
    const scanner_1 = __webpack_require__(8525);
    const string_intern_1 = __webpack_require__(4579);
    function format(documentText, range, options) {
        let initialIndentLevel;
        let formatText;
        let formatTextStart;
        let rangeStart;
        let rangeEnd;
        if (range) {
            rangeStart = range.offset;
            rangeEnd = rangeStart + range.length;
            formatTextStart = rangeStart;
            while (formatTextStart > 0 && !isEOL(documentText, formatTextStart - 1)) {
                formatTextStart--;
            }
            let endOffset = rangeEnd;
            while (endOffset < documentText.length && !isEOL(documentText, endOffset)) {
                endOffset++;
            }
            formatText = documentText.substring(formatTextStart, endOffset);
            initialIndentLevel = computeIndentLevel(formatText, options);
        }
        else {
            formatText = documentText;
            initialIndentLevel = 0;
            formatTextStart = 0;
            rangeStart = 0;
            rangeEnd = documentText.length;
        }
        const eol = getEOL(options, documentText);
        const eolFastPathSupported = string_intern_1.supportedEols.includes(eol);
        let numberLineBreaks = 0;
        let indentLevel = 0;
        let indentValue;
        if (options.insertSpaces) {
            indentValue = string_intern_1.cachedSpaces[options.tabSize || 4] ?? repeat(string_intern_1.cachedSpaces[1], options.tabSize || 4);
        }
        else {
            indentValue = '\t';
        }
        const indentType = indentValue === '\t' ? '\t' : ' ';
        let scanner = (0, scanner_1.createScanner)(formatText, false);
        let hasError = false;
        function newLinesAndIndent() {
            if (numberLineBreaks > 1) {
                return repeat(eol, numberLineBreaks) + repeat(indentValue, initialIndentLevel + indentLevel);
            }
            const amountOfSpaces = indentValue.length * (initialIndentLevel + indentLevel);
            if (!eolFastPathSupported || amountOfSpaces > string_intern_1.cachedBreakLinesWithSpaces[indentType][eol].length) {
                return eol + repeat(indentValue, initialIndentLevel + indentLevel);
            }
            if (amountOfSpaces <= 0) {
                return eol;
            }
            return string_intern_1.cachedBreakLinesWithSpaces[indentType][eol][amountOfSpaces];
        }
        function scanNext() {
            let token = scanner.scan();
            numberLineBreaks = 0;
            while (token === 15 /* SyntaxKind.Trivia */ || token === 14 /* SyntaxKind.LineBreakTrivia */) {
                if (token === 14 /* SyntaxKind.LineBreakTrivia */ && options.keepLines) {
                    numberLineBreaks += 1;
                }
                else if (token === 14 /* SyntaxKind.LineBreakTrivia */) {
                    numberLineBreaks = 1;
                }
                token = scanner.scan();
            }
            hasError = token === 16 /* SyntaxKind.Unknown */ || scanner.getTokenError() !== 0 /* ScanError.None */;
            return token;
        }
        const editOperations = [];
        function addEdit(text, startOffset, endOffset) {
            if (!hasError && (!range || (startOffset < rangeEnd && endOffset > rangeStart)) && documentText.substring(startOffset, endOffset) !== text) {
                editOperations.push({ offset: startOffset, length: endOffset - startOffset, content: text });
            }
        }
        let firstToken = scanNext();
        if (options.keepLines && numberLineBreaks > 0) {
            addEdit(repeat(eol, numberLineBreaks), 0, 0);
        }
        if (firstToken !== 17 /* SyntaxKind.EOF */) {
            let firstTokenStart = scanner.getTokenOffset() + formatTextStart;
            let initialIndent = (indentValue.length * initialIndentLevel < 20) && options.insertSpaces
                ? string_intern_1.cachedSpaces[indentValue.length * initialIndentLevel]
                : repeat(indentValue, initialIndentLevel);
            addEdit(initialIndent, formatTextStart, firstTokenStart);
        }
        while (firstToken !== 17 /* SyntaxKind.EOF */) {
            let firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
            let secondToken = scanNext();
            let replaceContent = '';
            let needsLineBreak = false;
            while (numberLineBreaks === 0 && (secondToken === 12 /* SyntaxKind.LineCommentTrivia */ || secondToken === 13 /* SyntaxKind.BlockCommentTrivia */)) {
                let commentTokenStart = scanner.getTokenOffset() + formatTextStart;
                addEdit(string_intern_1.cachedSpaces[1], firstTokenEnd, commentTokenStart);
                firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
                needsLineBreak = secondToken === 12 /* SyntaxKind.LineCommentTrivia */;
                replaceContent = needsLineBreak ? newLinesAndIndent() : '';
                secondToken = scanNext();
            }
            if (secondToken === 2 /* SyntaxKind.CloseBraceToken */) {
                if (firstToken !== 1 /* SyntaxKind.OpenBraceToken */) {
                    indentLevel--;
                }
                ;
                if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 1 /* SyntaxKind.OpenBraceToken */) {
                    replaceContent = newLinesAndIndent();
                }
                else if (options.keepLines) {
                    replaceContent = string_intern_1.cachedSpaces[1];
                }
            }
            else if (secondToken === 4 /* SyntaxKind.CloseBracketToken */) {
                if (firstToken !== 3 /* SyntaxKind.OpenBracketToken */) {
                    indentLevel--;
                }
                ;
                if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 3 /* SyntaxKind.OpenBracketToken */) {
                    replaceContent = newLinesAndIndent();
                }
                else if (options.keepLines) {
                    replaceContent = string_intern_1.cachedSpaces[1];
                }
            }
            else {
                switch (firstToken) {
                    case 3 /* SyntaxKind.OpenBracketToken */:
                    case 1 /* SyntaxKind.OpenBraceToken */:
                        indentLevel++;
                        if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
                            replaceContent = newLinesAndIndent();
                        }
                        else {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 5 /* SyntaxKind.CommaToken */:
                        if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
                            replaceContent = newLinesAndIndent();
                        }
                        else {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 12 /* SyntaxKind.LineCommentTrivia */:
                        replaceContent = newLinesAndIndent();
                        break;
                    case 13 /* SyntaxKind.BlockCommentTrivia */:
                        if (numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else if (!needsLineBreak) {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 6 /* SyntaxKind.ColonToken */:
                        if (options.keepLines && numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else if (!needsLineBreak) {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 10 /* SyntaxKind.StringLiteral */:
                        if (options.keepLines && numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else if (secondToken === 6 /* SyntaxKind.ColonToken */ && !needsLineBreak) {
                            replaceContent = '';
                        }
                        break;
                    case 7 /* SyntaxKind.NullKeyword */:
                    case 8 /* SyntaxKind.TrueKeyword */:
                    case 9 /* SyntaxKind.FalseKeyword */:
                    case 11 /* SyntaxKind.NumericLiteral */:
                    case 2 /* SyntaxKind.CloseBraceToken */:
                    case 4 /* SyntaxKind.CloseBracketToken */:
                        if (options.keepLines && numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else {
                            if ((secondToken === 12 /* SyntaxKind.LineCommentTrivia */ || secondToken === 13 /* SyntaxKind.BlockCommentTrivia */) && !needsLineBreak) {
                                replaceContent = string_intern_1.cachedSpaces[1];
                            }
                            else if (secondToken !== 5 /* SyntaxKind.CommaToken */ && secondToken !== 17 /* SyntaxKind.EOF */) {
                                hasError = true;
                            }
                        }
                        break;
                    case 16 /* SyntaxKind.Unknown */:
                        hasError = true;
                        break;
                }
                if (numberLineBreaks > 0 && (secondToken === 12 /* SyntaxKind.LineCommentTrivia */ || secondToken === 13 /* SyntaxKind.BlockCommentTrivia */)) {
                    replaceContent = newLinesAndIndent();
                }
            }
            if (secondToken === 17 /* SyntaxKind.EOF */) {
                if (options.keepLines && numberLineBreaks > 0) {
                    replaceContent = newLinesAndIndent();
                }
                else {
                    replaceContent = options.insertFinalNewline ? eol : '';
                }
            }
            const secondTokenStart = scanner.getTokenOffset() + formatTextStart;
            addEdit(replaceContent, firstTokenEnd, secondTokenStart);
            firstToken = secondToken;
        }
        return editOperations;
    }
    exports.format = format;
    function repeat(s, count) {
        let result = '';
        for (let i = 0; i < count; i++) {
            result += s;
        }
        return result;
    }
    function computeIndentLevel(content, options) {
        let i = 0;
        let nChars = 0;
        const tabSize = options.tabSize || 4;
        while (i < content.length) {
            let ch = content.charAt(i);
            if (ch === string_intern_1.cachedSpaces[1]) {
                nChars++;
            }
            else if (ch === '\t') {
                nChars += tabSize;
            }
            else {
                break;
            }
            i++;
        }
        return Math.floor(nChars / tabSize);
    }
    function getEOL(options, text) {
        for (let i = 0; i < text.length; i++) {
            const ch = text.charAt(i);
            if (ch === '\r') {
                if (i + 1 < text.length && text.charAt(i + 1) === '\n') {
                    return '\r\n';
                }
                return '\r';
            }
            else if (ch === '\n') {
                return '\n';
            }
        }
        return (options && options.eol) || '\n';
    }
    function isEOL(text, offset) {
        return '\r\n'.indexOf(text.charAt(offset)) !== -1;
    }
    exports.isEOL = isEOL;
});


/***/ }),

/***/ 5152:
/***/ ((module, exports, __webpack_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(require, exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./scanner"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.getNodeType = exports.stripComments = exports.visit = exports.findNodeAtOffset = exports.contains = exports.getNodeValue = exports.getNodePath = exports.findNodeAtLocation = exports.parseTree = exports.parse = exports.getLocation = void 0;
    const scanner_1 = __webpack_require__(8525);
    var ParseOptions;
    (function (ParseOptions) {
        ParseOptions.DEFAULT = {
            allowTrailingComma: false
        };
    })(ParseOptions || (ParseOptions = {}));
    /**
     * For a given offset, evaluate the location in the JSON document. Each segment in the location path is either a property name or an array index.
     */
    function getLocation(text, position) {
        const segments = []; // strings or numbers
        const earlyReturnException = new Object();
        let previousNode = undefined;
        const previousNodeInst = {
            value: {},
            offset: 0,
            length: 0,
            type: 'object',
            parent: undefined
        };
        let isAtPropertyKey = false;
        function setPreviousNode(value, offset, length, type) {
            previousNodeInst.value = value;
            previousNodeInst.offset = offset;
            previousNodeInst.length = length;
            previousNodeInst.type = type;
            previousNodeInst.colonOffset = undefined;
            previousNode = previousNodeInst;
        }
        try {
            visit(text, {
                onObjectBegin: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    isAtPropertyKey = position > offset;
                    segments.push(''); // push a placeholder (will be replaced)
                },
                onObjectProperty: (name, offset, length) => {
                    if (position < offset) {
                        throw earlyReturnException;
                    }
                    setPreviousNode(name, offset, length, 'property');
                    segments[segments.length - 1] = name;
                    if (position <= offset + length) {
                        throw earlyReturnException;
                    }
                },
                onObjectEnd: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    segments.pop();
                },
                onArrayBegin: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    segments.push(0);
                },
                onArrayEnd: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    segments.pop();
                },
                onLiteralValue: (value, offset, length) => {
                    if (position < offset) {
                        throw earlyReturnException;
                    }
                    setPreviousNode(value, offset, length, getNodeType(value));
                    if (position <= offset + length) {
                        throw earlyReturnException;
                    }
                },
                onSeparator: (sep, offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    if (sep === ':' && previousNode && previousNode.type === 'property') {
                        previousNode.colonOffset = offset;
                        isAtPropertyKey = false;
                        previousNode = undefined;
                    }
                    else if (sep === ',') {
                        const last = segments[segments.length - 1];
                        if (typeof last === 'number') {
                            segments[segments.length - 1] = last + 1;
                        }
                        else {
                            isAtPropertyKey = true;
                            segments[segments.length - 1] = '';
                        }
                        previousNode = undefined;
                    }
                }
            });
        }
        catch (e) {
            if (e !== earlyReturnException) {
                throw e;
            }
        }
        return {
            path: segments,
            previousNode,
            isAtPropertyKey,
            matches: (pattern) => {
                let k = 0;
                for (let i = 0; k < pattern.length && i < segments.length; i++) {
                    if (pattern[k] === segments[i] || pattern[k] === '*') {
                        k++;
                    }
                    else if (pattern[k] !== '**') {
                        return false;
                    }
                }
                return k === pattern.length;
            }
        };
    }
    exports.getLocation = getLocation;
    /**
     * Parses the given text and returns the object the JSON content represents. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     * Therefore always check the errors list to find out if the input was valid.
     */
    function parse(text, errors = [], options = ParseOptions.DEFAULT) {
        let currentProperty = null;
        let currentParent = [];
        const previousParents = [];
        function onValue(value) {
            if (Array.isArray(currentParent)) {
                currentParent.push(value);
            }
            else if (currentProperty !== null) {
                currentParent[currentProperty] = value;
            }
        }
        const visitor = {
            onObjectBegin: () => {
                const object = {};
                onValue(object);
                previousParents.push(currentParent);
                currentParent = object;
                currentProperty = null;
            },
            onObjectProperty: (name) => {
                currentProperty = name;
            },
            onObjectEnd: () => {
                currentParent = previousParents.pop();
            },
            onArrayBegin: () => {
                const array = [];
                onValue(array);
                previousParents.push(currentParent);
                currentParent = array;
                currentProperty = null;
            },
            onArrayEnd: () => {
                currentParent = previousParents.pop();
            },
            onLiteralValue: onValue,
            onError: (error, offset, length) => {
                errors.push({ error, offset, length });
            }
        };
        visit(text, visitor, options);
        return currentParent[0];
    }
    exports.parse = parse;
    /**
     * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     */
    function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
        let currentParent = { type: 'array', offset: -1, length: -1, children: [], parent: undefined }; // artificial root
        function ensurePropertyComplete(endOffset) {
            if (currentParent.type === 'property') {
                currentParent.length = endOffset - currentParent.offset;
                currentParent = currentParent.parent;
            }
        }
        function onValue(valueNode) {
            currentParent.children.push(valueNode);
            return valueNode;
        }
        const visitor = {
            onObjectBegin: (offset) => {
                currentParent = onValue({ type: 'object', offset, length: -1, parent: currentParent, children: [] });
            },
            onObjectProperty: (name, offset, length) => {
                currentParent = onValue({ type: 'property', offset, length: -1, parent: currentParent, children: [] });
                currentParent.children.push({ type: 'string', value: name, offset, length, parent: currentParent });
            },
            onObjectEnd: (offset, length) => {
                ensurePropertyComplete(offset + length); // in case of a missing value for a property: make sure property is complete
                currentParent.length = offset + length - currentParent.offset;
                currentParent = currentParent.parent;
                ensurePropertyComplete(offset + length);
            },
            onArrayBegin: (offset, length) => {
                currentParent = onValue({ type: 'array', offset, length: -1, parent: currentParent, children: [] });
            },
            onArrayEnd: (offset, length) => {
                currentParent.length = offset + length - currentParent.offset;
                currentParent = currentParent.parent;
                ensurePropertyComplete(offset + length);
            },
            onLiteralValue: (value, offset, length) => {
                onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
                ensurePropertyComplete(offset + length);
            },
            onSeparator: (sep, offset, length) => {
                if (currentParent.type === 'property') {
                    if (sep === ':') {
                        currentParent.colonOffset = offset;
                    }
                    else if (sep === ',') {
                        ensurePropertyComplete(offset);
                    }
                }
            },
            onError: (error, offset, length) => {
                errors.push({ error, offset, length });
            }
        };
        visit(text, visitor, options);
        const result = currentParent.children[0];
        if (result) {
            delete result.parent;
        }
        return result;
    }
    exports.parseTree = parseTree;
    /**
     * Finds the node at the given path in a JSON DOM.
     */
    function findNodeAtLocation(root, path) {
        if (!root) {
            return undefined;
        }
        let node = root;
        for (let segment of path) {
            if (typeof segment === 'string') {
                if (node.type !== 'object' || !Array.isArray(node.children)) {
                    return undefined;
                }
                let found = false;
                for (const propertyNode of node.children) {
                    if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
                        node = propertyNode.children[1];
                        found = true;
                        break;
                    }
                }
                if (!found) {
                    return undefined;
                }
            }
            else {
                const index = segment;
                if (node.type !== 'array' || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
                    return undefined;
                }
                node = node.children[index];
            }
        }
        return node;
    }
    exports.findNodeAtLocation = findNodeAtLocation;
    /**
     * Gets the JSON path of the given JSON DOM node
     */
    function getNodePath(node) {
        if (!node.parent || !node.parent.children) {
            return [];
        }
        const path = getNodePath(node.parent);
        if (node.parent.type === 'property') {
            const key = node.parent.children[0].value;
            path.push(key);
        }
        else if (node.parent.type === 'array') {
            const index = node.parent.children.indexOf(node);
            if (index !== -1) {
                path.push(index);
            }
        }
        return path;
    }
    exports.getNodePath = getNodePath;
    /**
     * Evaluates the JavaScript object of the given JSON DOM node
     */
    function getNodeValue(node) {
        switch (node.type) {
            case 'array':
                return node.children.map(getNodeValue);
            case 'object':
                const obj = Object.create(null);
                for (let prop of node.children) {
                    const valueNode = prop.children[1];
                    if (valueNode) {
                        obj[prop.children[0].value] = getNodeValue(valueNode);
                    }
                }
                return obj;
            case 'null':
            case 'string':
            case 'number':
            case 'boolean':
                return node.value;
            default:
                return undefined;
        }
    }
    exports.getNodeValue = getNodeValue;
    function contains(node, offset, includeRightBound = false) {
        return (offset >= node.offset && offset < (node.offset + node.length)) || includeRightBound && (offset === (node.offset + node.length));
    }
    exports.contains = contains;
    /**
     * Finds the most inner node at the given offset. If includeRightBound is set, also finds nodes that end at the given offset.
     */
    function findNodeAtOffset(node, offset, includeRightBound = false) {
        if (contains(node, offset, includeRightBound)) {
            const children = node.children;
            if (Array.isArray(children)) {
                for (let i = 0; i < children.length && children[i].offset <= offset; i++) {
                    const item = findNodeAtOffset(children[i], offset, includeRightBound);
                    if (item) {
                        return item;
                    }
                }
            }
            return node;
        }
        return undefined;
    }
    exports.findNodeAtOffset = findNodeAtOffset;
    /**
     * Parses the given text and invokes the visitor functions for each object, array and literal reached.
     */
    function visit(text, visitor, options = ParseOptions.DEFAULT) {
        const _scanner = (0, scanner_1.createScanner)(text, false);
        // Important: Only pass copies of this to visitor functions to prevent accidental modification, and
        // to not affect visitor functions which stored a reference to a previous JSONPath
        const _jsonPath = [];
        // Depth of onXXXBegin() callbacks suppressed. onXXXEnd() decrements this if it isn't 0 already.
        // Callbacks are only called when this value is 0.
        let suppressedCallbacks = 0;
        function toNoArgVisit(visitFunction) {
            return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
        }
        function toOneArgVisit(visitFunction) {
            return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
        }
        function toOneArgVisitWithPath(visitFunction) {
            return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
        }
        function toBeginVisit(visitFunction) {
            return visitFunction ?
                () => {
                    if (suppressedCallbacks > 0) {
                        suppressedCallbacks++;
                    }
                    else {
                        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
                        if (cbReturn === false) {
                            suppressedCallbacks = 1;
                        }
                    }
                }
                : () => true;
        }
        function toEndVisit(visitFunction) {
            return visitFunction ?
                () => {
                    if (suppressedCallbacks > 0) {
                        suppressedCallbacks--;
                    }
                    if (suppressedCallbacks === 0) {
                        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
                    }
                }
                : () => true;
        }
        const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
        const disallowComments = options && options.disallowComments;
        const allowTrailingComma = options && options.allowTrailingComma;
        function scanNext() {
            while (true) {
                const token = _scanner.scan();
                switch (_scanner.getTokenError()) {
                    case 4 /* ScanError.InvalidUnicode */:
                        handleError(14 /* ParseErrorCode.InvalidUnicode */);
                        break;
                    case 5 /* ScanError.InvalidEscapeCharacter */:
                        handleError(15 /* ParseErrorCode.InvalidEscapeCharacter */);
                        break;
                    case 3 /* ScanError.UnexpectedEndOfNumber */:
                        handleError(13 /* ParseErrorCode.UnexpectedEndOfNumber */);
                        break;
                    case 1 /* ScanError.UnexpectedEndOfComment */:
                        if (!disallowComments) {
                            handleError(11 /* ParseErrorCode.UnexpectedEndOfComment */);
                        }
                        break;
                    case 2 /* ScanError.UnexpectedEndOfString */:
                        handleError(12 /* ParseErrorCode.UnexpectedEndOfString */);
                        break;
                    case 6 /* ScanError.InvalidCharacter */:
                        handleError(16 /* ParseErrorCode.InvalidCharacter */);
                        break;
                }
                switch (token) {
                    case 12 /* SyntaxKind.LineCommentTrivia */:
                    case 13 /* SyntaxKind.BlockCommentTrivia */:
                        if (disallowComments) {
                            handleError(10 /* ParseErrorCode.InvalidCommentToken */);
                        }
                        else {
                            onComment();
                        }
                        break;
                    case 16 /* SyntaxKind.Unknown */:
                        handleError(1 /* ParseErrorCode.InvalidSymbol */);
                        break;
                    case 15 /* SyntaxKind.Trivia */:
                    case 14 /* SyntaxKind.LineBreakTrivia */:
                        break;
                    default:
                        return token;
                }
            }
        }
        function handleError(error, skipUntilAfter = [], skipUntil = []) {
            onError(error);
            if (skipUntilAfter.length + skipUntil.length > 0) {
                let token = _scanner.getToken();
                while (token !== 17 /* SyntaxKind.EOF */) {
                    if (skipUntilAfter.indexOf(token) !== -1) {
                        scanNext();
                        break;
                    }
                    else if (skipUntil.indexOf(token) !== -1) {
                        break;
                    }
                    token = scanNext();
                }
            }
        }
        function parseString(isValue) {
            const value = _scanner.getTokenValue();
            if (isValue) {
                onLiteralValue(value);
            }
            else {
                onObjectProperty(value);
                // add property name afterwards
                _jsonPath.push(value);
            }
            scanNext();
            return true;
        }
        function parseLiteral() {
            switch (_scanner.getToken()) {
                case 11 /* SyntaxKind.NumericLiteral */:
                    const tokenValue = _scanner.getTokenValue();
                    let value = Number(tokenValue);
                    if (isNaN(value)) {
                        handleError(2 /* ParseErrorCode.InvalidNumberFormat */);
                        value = 0;
                    }
                    onLiteralValue(value);
                    break;
                case 7 /* SyntaxKind.NullKeyword */:
                    onLiteralValue(null);
                    break;
                case 8 /* SyntaxKind.TrueKeyword */:
                    onLiteralValue(true);
                    break;
                case 9 /* SyntaxKind.FalseKeyword */:
                    onLiteralValue(false);
                    break;
                default:
                    return false;
            }
            scanNext();
            return true;
        }
        function parseProperty() {
            if (_scanner.getToken() !== 10 /* SyntaxKind.StringLiteral */) {
                handleError(3 /* ParseErrorCode.PropertyNameExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
                return false;
            }
            parseString(false);
            if (_scanner.getToken() === 6 /* SyntaxKind.ColonToken */) {
                onSeparator(':');
                scanNext(); // consume colon
                if (!parseValue()) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
                }
            }
            else {
                handleError(5 /* ParseErrorCode.ColonExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            }
            _jsonPath.pop(); // remove processed property name
            return true;
        }
        function parseObject() {
            onObjectBegin();
            scanNext(); // consume open brace
            let needsComma = false;
            while (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
                if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                    if (!needsComma) {
                        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                    }
                    onSeparator(',');
                    scanNext(); // consume comma
                    if (_scanner.getToken() === 2 /* SyntaxKind.CloseBraceToken */ && allowTrailingComma) {
                        break;
                    }
                }
                else if (needsComma) {
                    handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
                }
                if (!parseProperty()) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
                }
                needsComma = true;
            }
            onObjectEnd();
            if (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */) {
                handleError(7 /* ParseErrorCode.CloseBraceExpected */, [2 /* SyntaxKind.CloseBraceToken */], []);
            }
            else {
                scanNext(); // consume close brace
            }
            return true;
        }
        function parseArray() {
            onArrayBegin();
            scanNext(); // consume open bracket
            let isFirstElement = true;
            let needsComma = false;
            while (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
                if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                    if (!needsComma) {
                        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                    }
                    onSeparator(',');
                    scanNext(); // consume comma
                    if (_scanner.getToken() === 4 /* SyntaxKind.CloseBracketToken */ && allowTrailingComma) {
                        break;
                    }
                }
                else if (needsComma) {
                    handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
                }
                if (isFirstElement) {
                    _jsonPath.push(0);
                    isFirstElement = false;
                }
                else {
                    _jsonPath[_jsonPath.length - 1]++;
                }
                if (!parseValue()) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], [4 /* SyntaxKind.CloseBracketToken */, 5 /* SyntaxKind.CommaToken */]);
                }
                needsComma = true;
            }
            onArrayEnd();
            if (!isFirstElement) {
                _jsonPath.pop(); // remove array index
            }
            if (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */) {
                handleError(8 /* ParseErrorCode.CloseBracketExpected */, [4 /* SyntaxKind.CloseBracketToken */], []);
            }
            else {
                scanNext(); // consume close bracket
            }
            return true;
        }
        function parseValue() {
            switch (_scanner.getToken()) {
                case 3 /* SyntaxKind.OpenBracketToken */:
                    return parseArray();
                case 1 /* SyntaxKind.OpenBraceToken */:
                    return parseObject();
                case 10 /* SyntaxKind.StringLiteral */:
                    return parseString(true);
                default:
                    return parseLiteral();
            }
        }
        scanNext();
        if (_scanner.getToken() === 17 /* SyntaxKind.EOF */) {
            if (options.allowEmptyContent) {
                return true;
            }
            handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
            return false;
        }
        if (!parseValue()) {
            handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
            return false;
        }
        if (_scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
            handleError(9 /* ParseErrorCode.EndOfFileExpected */, [], []);
        }
        return true;
    }
    exports.visit = visit;
    /**
     * Takes JSON with JavaScript-style comments and remove
     * them. Optionally replaces every none-newline character
     * of comments with a replaceCharacter
     */
    function stripComments(text, replaceCh) {
        let _scanner = (0, scanner_1.createScanner)(text), parts = [], kind, offset = 0, pos;
        do {
            pos = _scanner.getPosition();
            kind = _scanner.scan();
            switch (kind) {
                case 12 /* SyntaxKind.LineCommentTrivia */:
                case 13 /* SyntaxKind.BlockCommentTrivia */:
                case 17 /* SyntaxKind.EOF */:
                    if (offset !== pos) {
                        parts.push(text.substring(offset, pos));
                    }
                    if (replaceCh !== undefined) {
                        parts.push(_scanner.getTokenValue().replace(/[^\r\n]/g, replaceCh));
                    }
                    offset = _scanner.getPosition();
                    break;
            }
        } while (kind !== 17 /* SyntaxKind.EOF */);
        return parts.join('');
    }
    exports.stripComments = stripComments;
    function getNodeType(value) {
        switch (typeof value) {
            case 'boolean': return 'boolean';
            case 'number': return 'number';
            case 'string': return 'string';
            case 'object': {
                if (!value) {
                    return 'null';
                }
                else if (Array.isArray(value)) {
                    return 'array';
                }
                return 'object';
            }
            default: return 'null';
        }
    }
    exports.getNodeType = getNodeType;
});


/***/ }),

/***/ 8525:
/***/ ((module, exports) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(require, exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.createScanner = void 0;
    /**
     * Creates a JSON scanner on the given text.
     * If ignoreTrivia is set, whitespaces or comments are ignored.
     */
    function createScanner(text, ignoreTrivia = false) {
        const len = text.length;
        let pos = 0, value = '', tokenOffset = 0, token = 16 /* SyntaxKind.Unknown */, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0 /* ScanError.None */;
        function scanHexDigits(count, exact) {
            let digits = 0;
            let value = 0;
            while (digits < count || !exact) {
                let ch = text.charCodeAt(pos);
                if (ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */) {
                    value = value * 16 + ch - 48 /* CharacterCodes._0 */;
                }
                else if (ch >= 65 /* CharacterCodes.A */ && ch <= 70 /* CharacterCodes.F */) {
                    value = value * 16 + ch - 65 /* CharacterCodes.A */ + 10;
                }
                else if (ch >= 97 /* CharacterCodes.a */ && ch <= 102 /* CharacterCodes.f */) {
                    value = value * 16 + ch - 97 /* CharacterCodes.a */ + 10;
                }
                else {
                    break;
                }
                pos++;
                digits++;
            }
            if (digits < count) {
                value = -1;
            }
            return value;
        }
        function setPosition(newPosition) {
            pos = newPosition;
            value = '';
            tokenOffset = 0;
            token = 16 /* SyntaxKind.Unknown */;
            scanError = 0 /* ScanError.None */;
        }
        function scanNumber() {
            let start = pos;
            if (text.charCodeAt(pos) === 48 /* CharacterCodes._0 */) {
                pos++;
            }
            else {
                pos++;
                while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                }
            }
            if (pos < text.length && text.charCodeAt(pos) === 46 /* CharacterCodes.dot */) {
                pos++;
                if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                    while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                        pos++;
                    }
                }
                else {
                    scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
                    return text.substring(start, pos);
                }
            }
            let end = pos;
            if (pos < text.length && (text.charCodeAt(pos) === 69 /* CharacterCodes.E */ || text.charCodeAt(pos) === 101 /* CharacterCodes.e */)) {
                pos++;
                if (pos < text.length && text.charCodeAt(pos) === 43 /* CharacterCodes.plus */ || text.charCodeAt(pos) === 45 /* CharacterCodes.minus */) {
                    pos++;
                }
                if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                    while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                        pos++;
                    }
                    end = pos;
                }
                else {
                    scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
                }
            }
            return text.substring(start, end);
        }
        function scanString() {
            let result = '', start = pos;
            while (true) {
                if (pos >= len) {
                    result += text.substring(start, pos);
                    scanError = 2 /* ScanError.UnexpectedEndOfString */;
                    break;
                }
                const ch = text.charCodeAt(pos);
                if (ch === 34 /* CharacterCodes.doubleQuote */) {
                    result += text.substring(start, pos);
                    pos++;
                    break;
                }
                if (ch === 92 /* CharacterCodes.backslash */) {
                    result += text.substring(start, pos);
                    pos++;
                    if (pos >= len) {
                        scanError = 2 /* ScanError.UnexpectedEndOfString */;
                        break;
                    }
                    const ch2 = text.charCodeAt(pos++);
                    switch (ch2) {
                        case 34 /* CharacterCodes.doubleQuote */:
                            result += '\"';
                            break;
                        case 92 /* CharacterCodes.backslash */:
                            result += '\\';
                            break;
                        case 47 /* CharacterCodes.slash */:
                            result += '/';
                            break;
                        case 98 /* CharacterCodes.b */:
                            result += '\b';
                            break;
                        case 102 /* CharacterCodes.f */:
                            result += '\f';
                            break;
                        case 110 /* CharacterCodes.n */:
                            result += '\n';
                            break;
                        case 114 /* CharacterCodes.r */:
                            result += '\r';
                            break;
                        case 116 /* CharacterCodes.t */:
                            result += '\t';
                            break;
                        case 117 /* CharacterCodes.u */:
                            const ch3 = scanHexDigits(4, true);
                            if (ch3 >= 0) {
                                result += String.fromCharCode(ch3);
                            }
                            else {
                                scanError = 4 /* ScanError.InvalidUnicode */;
                            }
                            break;
                        default:
                            scanError = 5 /* ScanError.InvalidEscapeCharacter */;
                    }
                    start = pos;
                    continue;
                }
                if (ch >= 0 && ch <= 0x1f) {
                    if (isLineBreak(ch)) {
                        result += text.substring(start, pos);
                        scanError = 2 /* ScanError.UnexpectedEndOfString */;
                        break;
                    }
                    else {
                        scanError = 6 /* ScanError.InvalidCharacter */;
                        // mark as error but continue with string
                    }
                }
                pos++;
            }
            return result;
        }
        function scanNext() {
            value = '';
            scanError = 0 /* ScanError.None */;
            tokenOffset = pos;
            lineStartOffset = lineNumber;
            prevTokenLineStartOffset = tokenLineStartOffset;
            if (pos >= len) {
                // at the end
                tokenOffset = len;
                return token = 17 /* SyntaxKind.EOF */;
            }
            let code = text.charCodeAt(pos);
            // trivia: whitespace
            if (isWhiteSpace(code)) {
                do {
                    pos++;
                    value += String.fromCharCode(code);
                    code = text.charCodeAt(pos);
                } while (isWhiteSpace(code));
                return token = 15 /* SyntaxKind.Trivia */;
            }
            // trivia: newlines
            if (isLineBreak(code)) {
                pos++;
                value += String.fromCharCode(code);
                if (code === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                    pos++;
                    value += '\n';
                }
                lineNumber++;
                tokenLineStartOffset = pos;
                return token = 14 /* SyntaxKind.LineBreakTrivia */;
            }
            switch (code) {
                // tokens: []{}:,
                case 123 /* CharacterCodes.openBrace */:
                    pos++;
                    return token = 1 /* SyntaxKind.OpenBraceToken */;
                case 125 /* CharacterCodes.closeBrace */:
                    pos++;
                    return token = 2 /* SyntaxKind.CloseBraceToken */;
                case 91 /* CharacterCodes.openBracket */:
                    pos++;
                    return token = 3 /* SyntaxKind.OpenBracketToken */;
                case 93 /* CharacterCodes.closeBracket */:
                    pos++;
                    return token = 4 /* SyntaxKind.CloseBracketToken */;
                case 58 /* CharacterCodes.colon */:
                    pos++;
                    return token = 6 /* SyntaxKind.ColonToken */;
                case 44 /* CharacterCodes.comma */:
                    pos++;
                    return token = 5 /* SyntaxKind.CommaToken */;
                // strings
                case 34 /* CharacterCodes.doubleQuote */:
                    pos++;
                    value = scanString();
                    return token = 10 /* SyntaxKind.StringLiteral */;
                // comments
                case 47 /* CharacterCodes.slash */:
                    const start = pos - 1;
                    // Single-line comment
                    if (text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                        pos += 2;
                        while (pos < len) {
                            if (isLineBreak(text.charCodeAt(pos))) {
                                break;
                            }
                            pos++;
                        }
                        value = text.substring(start, pos);
                        return token = 12 /* SyntaxKind.LineCommentTrivia */;
                    }
                    // Multi-line comment
                    if (text.charCodeAt(pos + 1) === 42 /* CharacterCodes.asterisk */) {
                        pos += 2;
                        const safeLength = len - 1; // For lookahead.
                        let commentClosed = false;
                        while (pos < safeLength) {
                            const ch = text.charCodeAt(pos);
                            if (ch === 42 /* CharacterCodes.asterisk */ && text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                                pos += 2;
                                commentClosed = true;
                                break;
                            }
                            pos++;
                            if (isLineBreak(ch)) {
                                if (ch === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                                    pos++;
                                }
                                lineNumber++;
                                tokenLineStartOffset = pos;
                            }
                        }
                        if (!commentClosed) {
                            pos++;
                            scanError = 1 /* ScanError.UnexpectedEndOfComment */;
                        }
                        value = text.substring(start, pos);
                        return token = 13 /* SyntaxKind.BlockCommentTrivia */;
                    }
                    // just a single slash
                    value += String.fromCharCode(code);
                    pos++;
                    return token = 16 /* SyntaxKind.Unknown */;
                // numbers
                case 45 /* CharacterCodes.minus */:
                    value += String.fromCharCode(code);
                    pos++;
                    if (pos === len || !isDigit(text.charCodeAt(pos))) {
                        return token = 16 /* SyntaxKind.Unknown */;
                    }
                // found a minus, followed by a number so
                // we fall through to proceed with scanning
                // numbers
                case 48 /* CharacterCodes._0 */:
                case 49 /* CharacterCodes._1 */:
                case 50 /* CharacterCodes._2 */:
                case 51 /* CharacterCodes._3 */:
                case 52 /* CharacterCodes._4 */:
                case 53 /* CharacterCodes._5 */:
                case 54 /* CharacterCodes._6 */:
                case 55 /* CharacterCodes._7 */:
                case 56 /* CharacterCodes._8 */:
                case 57 /* CharacterCodes._9 */:
                    value += scanNumber();
                    return token = 11 /* SyntaxKind.NumericLiteral */;
                // literals and unknown symbols
                default:
                    // is a literal? Read the full word.
                    while (pos < len && isUnknownContentCharacter(code)) {
                        pos++;
                        code = text.charCodeAt(pos);
                    }
                    if (tokenOffset !== pos) {
                        value = text.substring(tokenOffset, pos);
                        // keywords: true, false, null
                        switch (value) {
                            case 'true': return token = 8 /* SyntaxKind.TrueKeyword */;
                            case 'false': return token = 9 /* SyntaxKind.FalseKeyword */;
                            case 'null': return token = 7 /* SyntaxKind.NullKeyword */;
                        }
                        return token = 16 /* SyntaxKind.Unknown */;
                    }
                    // some
                    value += String.fromCharCode(code);
                    pos++;
                    return token = 16 /* SyntaxKind.Unknown */;
            }
        }
        function isUnknownContentCharacter(code) {
            if (isWhiteSpace(code) || isLineBreak(code)) {
                return false;
            }
            switch (code) {
                case 125 /* CharacterCodes.closeBrace */:
                case 93 /* CharacterCodes.closeBracket */:
                case 123 /* CharacterCodes.openBrace */:
                case 91 /* CharacterCodes.openBracket */:
                case 34 /* CharacterCodes.doubleQuote */:
                case 58 /* CharacterCodes.colon */:
                case 44 /* CharacterCodes.comma */:
                case 47 /* CharacterCodes.slash */:
                    return false;
            }
            return true;
        }
        function scanNextNonTrivia() {
            let result;
            do {
                result = scanNext();
            } while (result >= 12 /* SyntaxKind.LineCommentTrivia */ && result <= 15 /* SyntaxKind.Trivia */);
            return result;
        }
        return {
            setPosition: setPosition,
            getPosition: () => pos,
            scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
            getToken: () => token,
            getTokenValue: () => value,
            getTokenOffset: () => tokenOffset,
            getTokenLength: () => pos - tokenOffset,
            getTokenStartLine: () => lineStartOffset,
            getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
            getTokenError: () => scanError,
        };
    }
    exports.createScanner = createScanner;
    function isWhiteSpace(ch) {
        return ch === 32 /* CharacterCodes.space */ || ch === 9 /* CharacterCodes.tab */;
    }
    function isLineBreak(ch) {
        return ch === 10 /* CharacterCodes.lineFeed */ || ch === 13 /* CharacterCodes.carriageReturn */;
    }
    function isDigit(ch) {
        return ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */;
    }
    var CharacterCodes;
    (function (CharacterCodes) {
        CharacterCodes[CharacterCodes["lineFeed"] = 10] = "lineFeed";
        CharacterCodes[CharacterCodes["carriageReturn"] = 13] = "carriageReturn";
        CharacterCodes[CharacterCodes["space"] = 32] = "space";
        CharacterCodes[CharacterCodes["_0"] = 48] = "_0";
        CharacterCodes[CharacterCodes["_1"] = 49] = "_1";
        CharacterCodes[CharacterCodes["_2"] = 50] = "_2";
        CharacterCodes[CharacterCodes["_3"] = 51] = "_3";
        CharacterCodes[CharacterCodes["_4"] = 52] = "_4";
        CharacterCodes[CharacterCodes["_5"] = 53] = "_5";
        CharacterCodes[CharacterCodes["_6"] = 54] = "_6";
        CharacterCodes[CharacterCodes["_7"] = 55] = "_7";
        CharacterCodes[CharacterCodes["_8"] = 56] = "_8";
        CharacterCodes[CharacterCodes["_9"] = 57] = "_9";
        CharacterCodes[CharacterCodes["a"] = 97] = "a";
        CharacterCodes[CharacterCodes["b"] = 98] = "b";
        CharacterCodes[CharacterCodes["c"] = 99] = "c";
        CharacterCodes[CharacterCodes["d"] = 100] = "d";
        CharacterCodes[CharacterCodes["e"] = 101] = "e";
        CharacterCodes[CharacterCodes["f"] = 102] = "f";
        CharacterCodes[CharacterCodes["g"] = 103] = "g";
        CharacterCodes[CharacterCodes["h"] = 104] = "h";
        CharacterCodes[CharacterCodes["i"] = 105] = "i";
        CharacterCodes[CharacterCodes["j"] = 106] = "j";
        CharacterCodes[CharacterCodes["k"] = 107] = "k";
        CharacterCodes[CharacterCodes["l"] = 108] = "l";
        CharacterCodes[CharacterCodes["m"] = 109] = "m";
        CharacterCodes[CharacterCodes["n"] = 110] = "n";
        CharacterCodes[CharacterCodes["o"] = 111] = "o";
        CharacterCodes[CharacterCodes["p"] = 112] = "p";
        CharacterCodes[CharacterCodes["q"] = 113] = "q";
        CharacterCodes[CharacterCodes["r"] = 114] = "r";
        CharacterCodes[CharacterCodes["s"] = 115] = "s";
        CharacterCodes[CharacterCodes["t"] = 116] = "t";
        CharacterCodes[CharacterCodes["u"] = 117] = "u";
        CharacterCodes[CharacterCodes["v"] = 118] = "v";
        CharacterCodes[CharacterCodes["w"] = 119] = "w";
        CharacterCodes[CharacterCodes["x"] = 120] = "x";
        CharacterCodes[CharacterCodes["y"] = 121] = "y";
        CharacterCodes[CharacterCodes["z"] = 122] = "z";
        CharacterCodes[CharacterCodes["A"] = 65] = "A";
        CharacterCodes[CharacterCodes["B"] = 66] = "B";
        CharacterCodes[CharacterCodes["C"] = 67] = "C";
        CharacterCodes[CharacterCodes["D"] = 68] = "D";
        CharacterCodes[CharacterCodes["E"] = 69] = "E";
        CharacterCodes[CharacterCodes["F"] = 70] = "F";
        CharacterCodes[CharacterCodes["G"] = 71] = "G";
        CharacterCodes[CharacterCodes["H"] = 72] = "H";
        CharacterCodes[CharacterCodes["I"] = 73] = "I";
        CharacterCodes[CharacterCodes["J"] = 74] = "J";
        CharacterCodes[CharacterCodes["K"] = 75] = "K";
        CharacterCodes[CharacterCodes["L"] = 76] = "L";
        CharacterCodes[CharacterCodes["M"] = 77] = "M";
        CharacterCodes[CharacterCodes["N"] = 78] = "N";
        CharacterCodes[CharacterCodes["O"] = 79] = "O";
        CharacterCodes[CharacterCodes["P"] = 80] = "P";
        CharacterCodes[CharacterCodes["Q"] = 81] = "Q";
        CharacterCodes[CharacterCodes["R"] = 82] = "R";
        CharacterCodes[CharacterCodes["S"] = 83] = "S";
        CharacterCodes[CharacterCodes["T"] = 84] = "T";
        CharacterCodes[CharacterCodes["U"] = 85] = "U";
        CharacterCodes[CharacterCodes["V"] = 86] = "V";
        CharacterCodes[CharacterCodes["W"] = 87] = "W";
        CharacterCodes[CharacterCodes["X"] = 88] = "X";
        CharacterCodes[CharacterCodes["Y"] = 89] = "Y";
        CharacterCodes[CharacterCodes["Z"] = 90] = "Z";
        CharacterCodes[CharacterCodes["asterisk"] = 42] = "asterisk";
        CharacterCodes[CharacterCodes["backslash"] = 92] = "backslash";
        CharacterCodes[CharacterCodes["closeBrace"] = 125] = "closeBrace";
        CharacterCodes[CharacterCodes["closeBracket"] = 93] = "closeBracket";
        CharacterCodes[CharacterCodes["colon"] = 58] = "colon";
        CharacterCodes[CharacterCodes["comma"] = 44] = "comma";
        CharacterCodes[CharacterCodes["dot"] = 46] = "dot";
        CharacterCodes[CharacterCodes["doubleQuote"] = 34] = "doubleQuote";
        CharacterCodes[CharacterCodes["minus"] = 45] = "minus";
        CharacterCodes[CharacterCodes["openBrace"] = 123] = "openBrace";
        CharacterCodes[CharacterCodes["openBracket"] = 91] = "openBracket";
        CharacterCodes[CharacterCodes["plus"] = 43] = "plus";
        CharacterCodes[CharacterCodes["slash"] = 47] = "slash";
        CharacterCodes[CharacterCodes["formFeed"] = 12] = "formFeed";
        CharacterCodes[CharacterCodes["tab"] = 9] = "tab";
    })(CharacterCodes || (CharacterCodes = {}));
});


/***/ }),

/***/ 4579:
/***/ ((module, exports) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(require, exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports"], factory);
    }
})(function () {
    "use strict";
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.supportedEols = exports.cachedBreakLinesWithSpaces = exports.cachedSpaces = void 0;
    exports.cachedSpaces = new Array(20).fill(0).map((_, index) => {
        return ' '.repeat(index);
    });
    const maxCachedValues = 200;
    exports.cachedBreakLinesWithSpaces = {
        ' ': {
            '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\n' + ' '.repeat(index);
            }),
            '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r' + ' '.repeat(index);
            }),
            '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r\n' + ' '.repeat(index);
            }),
        },
        '\t': {
            '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\n' + '\t'.repeat(index);
            }),
            '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r' + '\t'.repeat(index);
            }),
            '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r\n' + '\t'.repeat(index);
            }),
        }
    };
    exports.supportedEols = ['\n', '\r', '\r\n'];
});


/***/ }),

/***/ 9547:
/***/ ((module, exports, __webpack_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(require, exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./impl/format", "./impl/edit", "./impl/scanner", "./impl/parser"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.applyEdits = exports.modify = exports.format = exports.printParseErrorCode = exports.ParseErrorCode = exports.stripComments = exports.visit = exports.getNodeValue = exports.getNodePath = exports.findNodeAtOffset = exports.findNodeAtLocation = exports.parseTree = exports.parse = exports.getLocation = exports.SyntaxKind = exports.ScanError = exports.createScanner = void 0;
    const formatter = __webpack_require__(6612);
    const edit = __webpack_require__(4807);
    const scanner = __webpack_require__(8525);
    const parser = __webpack_require__(5152);
    /**
     * Creates a JSON scanner on the given text.
     * If ignoreTrivia is set, whitespaces or comments are ignored.
     */
    exports.createScanner = scanner.createScanner;
    var ScanError;
    (function (ScanError) {
        ScanError[ScanError["None"] = 0] = "None";
        ScanError[ScanError["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
        ScanError[ScanError["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
        ScanError[ScanError["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
        ScanError[ScanError["InvalidUnicode"] = 4] = "InvalidUnicode";
        ScanError[ScanError["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
        ScanError[ScanError["InvalidCharacter"] = 6] = "InvalidCharacter";
    })(ScanError || (exports.ScanError = ScanError = {}));
    var SyntaxKind;
    (function (SyntaxKind) {
        SyntaxKind[SyntaxKind["OpenBraceToken"] = 1] = "OpenBraceToken";
        SyntaxKind[SyntaxKind["CloseBraceToken"] = 2] = "CloseBraceToken";
        SyntaxKind[SyntaxKind["OpenBracketToken"] = 3] = "OpenBracketToken";
        SyntaxKind[SyntaxKind["CloseBracketToken"] = 4] = "CloseBracketToken";
        SyntaxKind[SyntaxKind["CommaToken"] = 5] = "CommaToken";
        SyntaxKind[SyntaxKind["ColonToken"] = 6] = "ColonToken";
        SyntaxKind[SyntaxKind["NullKeyword"] = 7] = "NullKeyword";
        SyntaxKind[SyntaxKind["TrueKeyword"] = 8] = "TrueKeyword";
        SyntaxKind[SyntaxKind["FalseKeyword"] = 9] = "FalseKeyword";
        SyntaxKind[SyntaxKind["StringLiteral"] = 10] = "StringLiteral";
        SyntaxKind[SyntaxKind["NumericLiteral"] = 11] = "NumericLiteral";
        SyntaxKind[SyntaxKind["LineCommentTrivia"] = 12] = "LineCommentTrivia";
        SyntaxKind[SyntaxKind["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
        SyntaxKind[SyntaxKind["LineBreakTrivia"] = 14] = "LineBreakTrivia";
        SyntaxKind[SyntaxKind["Trivia"] = 15] = "Trivia";
        SyntaxKind[SyntaxKind["Unknown"] = 16] = "Unknown";
        SyntaxKind[SyntaxKind["EOF"] = 17] = "EOF";
    })(SyntaxKind || (exports.SyntaxKind = SyntaxKind = {}));
    /**
     * For a given offset, evaluate the location in the JSON document. Each segment in the location path is either a property name or an array index.
     */
    exports.getLocation = parser.getLocation;
    /**
     * Parses the given text and returns the object the JSON content represents. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     * Therefore, always check the errors list to find out if the input was valid.
     */
    exports.parse = parser.parse;
    /**
     * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     */
    exports.parseTree = parser.parseTree;
    /**
     * Finds the node at the given path in a JSON DOM.
     */
    exports.findNodeAtLocation = parser.findNodeAtLocation;
    /**
     * Finds the innermost node at the given offset. If includeRightBound is set, also finds nodes that end at the given offset.
     */
    exports.findNodeAtOffset = parser.findNodeAtOffset;
    /**
     * Gets the JSON path of the given JSON DOM node
     */
    exports.getNodePath = parser.getNodePath;
    /**
     * Evaluates the JavaScript object of the given JSON DOM node
     */
    exports.getNodeValue = parser.getNodeValue;
    /**
     * Parses the given text and invokes the visitor functions for each object, array and literal reached.
     */
    exports.visit = parser.visit;
    /**
     * Takes JSON with JavaScript-style comments and remove
     * them. Optionally replaces every none-newline character
     * of comments with a replaceCharacter
     */
    exports.stripComments = parser.stripComments;
    var ParseErrorCode;
    (function (ParseErrorCode) {
        ParseErrorCode[ParseErrorCode["InvalidSymbol"] = 1] = "InvalidSymbol";
        ParseErrorCode[ParseErrorCode["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
        ParseErrorCode[ParseErrorCode["PropertyNameExpected"] = 3] = "PropertyNameExpected";
        ParseErrorCode[ParseErrorCode["ValueExpected"] = 4] = "ValueExpected";
        ParseErrorCode[ParseErrorCode["ColonExpected"] = 5] = "ColonExpected";
        ParseErrorCode[ParseErrorCode["CommaExpected"] = 6] = "CommaExpected";
        ParseErrorCode[ParseErrorCode["CloseBraceExpected"] = 7] = "CloseBraceExpected";
        ParseErrorCode[ParseErrorCode["CloseBracketExpected"] = 8] = "CloseBracketExpected";
        ParseErrorCode[ParseErrorCode["EndOfFileExpected"] = 9] = "EndOfFileExpected";
        ParseErrorCode[ParseErrorCode["InvalidCommentToken"] = 10] = "InvalidCommentToken";
        ParseErrorCode[ParseErrorCode["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
        ParseErrorCode[ParseErrorCode["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
        ParseErrorCode[ParseErrorCode["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
        ParseErrorCode[ParseErrorCode["InvalidUnicode"] = 14] = "InvalidUnicode";
        ParseErrorCode[ParseErrorCode["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
        ParseErrorCode[ParseErrorCode["InvalidCharacter"] = 16] = "InvalidCharacter";
    })(ParseErrorCode || (exports.ParseErrorCode = ParseErrorCode = {}));
    function printParseErrorCode(code) {
        switch (code) {
            case 1 /* ParseErrorCode.InvalidSymbol */: return 'InvalidSymbol';
            case 2 /* ParseErrorCode.InvalidNumberFormat */: return 'InvalidNumberFormat';
            case 3 /* ParseErrorCode.PropertyNameExpected */: return 'PropertyNameExpected';
            case 4 /* ParseErrorCode.ValueExpected */: return 'ValueExpected';
            case 5 /* ParseErrorCode.ColonExpected */: return 'ColonExpected';
            case 6 /* ParseErrorCode.CommaExpected */: return 'CommaExpected';
            case 7 /* ParseErrorCode.CloseBraceExpected */: return 'CloseBraceExpected';
            case 8 /* ParseErrorCode.CloseBracketExpected */: return 'CloseBracketExpected';
            case 9 /* ParseErrorCode.EndOfFileExpected */: return 'EndOfFileExpected';
            case 10 /* ParseErrorCode.InvalidCommentToken */: return 'InvalidCommentToken';
            case 11 /* ParseErrorCode.UnexpectedEndOfComment */: return 'UnexpectedEndOfComment';
            case 12 /* ParseErrorCode.UnexpectedEndOfString */: return 'UnexpectedEndOfString';
            case 13 /* ParseErrorCode.UnexpectedEndOfNumber */: return 'UnexpectedEndOfNumber';
            case 14 /* ParseErrorCode.InvalidUnicode */: return 'InvalidUnicode';
            case 15 /* ParseErrorCode.InvalidEscapeCharacter */: return 'InvalidEscapeCharacter';
            case 16 /* ParseErrorCode.InvalidCharacter */: return 'InvalidCharacter';
        }
        return '<unknown ParseErrorCode>';
    }
    exports.printParseErrorCode = printParseErrorCode;
    /**
     * Computes the edit operations needed to format a JSON document.
     *
     * @param documentText The input text
     * @param range The range to format or `undefined` to format the full content
     * @param options The formatting options
     * @returns The edit operations describing the formatting changes to the original document following the format described in {@linkcode EditResult}.
     * To apply the edit operations to the input, use {@linkcode applyEdits}.
     */
    function format(documentText, range, options) {
        return formatter.format(documentText, range, options);
    }
    exports.format = format;
    /**
     * Computes the edit operations needed to modify a value in the JSON document.
     *
     * @param documentText The input text
     * @param path The path of the value to change. The path represents either to the document root, a property or an array item.
     * If the path points to an non-existing property or item, it will be created.
     * @param value The new value for the specified property or item. If the value is undefined,
     * the property or item will be removed.
     * @param options Options
     * @returns The edit operations describing the changes to the original document, following the format described in {@linkcode EditResult}.
     * To apply the edit operations to the input, use {@linkcode applyEdits}.
     */
    function modify(text, path, value, options) {
        return edit.setProperty(text, path, value, options);
    }
    exports.modify = modify;
    /**
     * Applies edits to an input string.
     * @param text The input text
     * @param edits Edit operations following the format described in {@linkcode EditResult}.
     * @returns The text with the applied edits.
     * @throws An error if the edit operations are not well-formed as described in {@linkcode EditResult}.
     */
    function applyEdits(text, edits) {
        let sortedEdits = edits.slice(0).sort((a, b) => {
            const diff = a.offset - b.offset;
            if (diff === 0) {
                return a.length - b.length;
            }
            return diff;
        });
        let lastModifiedOffset = text.length;
        for (let i = sortedEdits.length - 1; i >= 0; i--) {
            let e = sortedEdits[i];
            if (e.offset + e.length <= lastModifiedOffset) {
                text = edit.applyEdit(text, e);
            }
            else {
                throw new Error('Overlapping edit');
            }
            lastModifiedOffset = e.offset;
        }
        return text;
    }
    exports.applyEdits = applyEdits;
});


/***/ }),

/***/ 7106:
/***/ ((__unused_webpack_module, exports) => {

"use strict";
/*!
* Copyright (c) Squirrel Chat et al., All rights reserved.
* SPDX-License-Identifier: BSD-3-Clause
*
* Redistribution and use in source and binary forms, with or without
* modification, are permitted provided that the following conditions are met:
*
* 1. Redistributions of source code must retain the above copyright notice, this
*    list of conditions and the following disclaimer.
* 2. Redistributions in binary form must reproduce the above copyright notice,
*    this list of conditions and the following disclaimer in the
*    documentation and/or other materials provided with the distribution.
* 3. Neither the name of the copyright holder nor the names of its contributors
*    may be used to endorse or promote products derived from this software without
*    specific prior written permission.
*
* THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
* ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
* WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
* DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
* FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
* DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
* SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
* CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
* OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
* OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
*/

Object.defineProperties(exports, {
	__esModule: { value: true },
	[Symbol.toStringTag]: { value: "Module" }
});
//#region src/error.ts
function getLineColFromPtr(string, ptr) {
	let lines = string.slice(0, ptr).split(/\r?\n/);
	return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string, line, column) {
	let lines = string.split(/\r?\n/);
	let codeblock = "";
	let numberLen = (Math.log10(line + 1) | 0) + 1;
	for (let i = line - 1; i <= line + 1; i++) {
		let l = lines[i - 1];
		if (!l) continue;
		codeblock += i.toString().padEnd(numberLen, " ");
		codeblock += ":  ";
		codeblock += l;
		codeblock += "\n";
		if (i === line) {
			codeblock += " ".repeat(numberLen + column + 2);
			codeblock += "^\n";
		}
	}
	return codeblock;
}
var TomlError = class TomlError extends Error {
	line;
	column;
	codeblock;
	constructor(message, options) {
		const [line, column] = getLineColFromPtr(options.toml, options.ptr);
		const codeblock = makeCodeBlock(options.toml, line, column);
		super(`Invalid TOML document: ${message}\n\n${codeblock}`, options);
		this.line = line;
		this.column = column;
		this.codeblock = codeblock;
	}
	/** @internal */
	static x(message, ctx, ptr) {
		throw new TomlError(message, {
			toml: ctx.s,
			ptr: ptr ?? ctx.p
		});
	}
};
//#endregion
//#region src/primitive.ts
/** @internal */
function parseString(ctx) {
	let startPtr = ctx.p;
	let c = ctx.s.charCodeAt(ctx.p++);
	let first = c;
	let isLiteral = c === 39;
	let isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
	if (isMultiline) {
		if ((c = ctx.s.charCodeAt(ctx.p += 2)) === 10) ctx.p++;
		else if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10) ctx.p += 2;
	}
	let parsed = "";
	let sliceStart = ctx.p;
	let state = 0;
	for (; ctx.p < ctx.s.length; ctx.p++) {
		c = ctx.s.charCodeAt(ctx.p);
		if (isMultiline && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)) state = state && 3;
		else if (c < 32 && c !== 9 || c === 127) TomlError.x("control characters are not allowed in strings", ctx);
		else if ((!state || state === 3) && c === first && (!isMultiline || ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first)) {
			if (isMultiline) {
				if (ctx.s.charCodeAt(ctx.p + 3) === first) ctx.p++;
				if (ctx.s.charCodeAt(ctx.p + 3) === first) ctx.p++;
			}
			if (!state) {
				let s = ctx.s.slice(sliceStart, ctx.p);
				parsed = parsed ? parsed + s : s;
			}
			ctx.p += isMultiline ? 3 : 1;
			return parsed;
		} else if (!state) {
			if (!isLiteral && c === 92) {
				parsed += ctx.s.slice(sliceStart, sliceStart = ctx.p);
				state = 1;
			}
		} else if (state === 1) {
			if (c === 120 || c === 117 || c === 85) {
				let errPtr = ctx.p++ - 1;
				let value = 0;
				let len = c === 120 ? 2 : c === 117 ? 4 : 8;
				for (let j = 0; j < len; j++, ctx.p++) {
					let hex = ctx.s.charCodeAt(ctx.p);
					let digit = hex >= 48 && hex <= 57 ? hex - 48 : hex >= 65 && hex <= 70 ? hex - 65 + 10 : hex >= 97 && hex <= 102 ? hex - 97 + 10 : -1;
					if (digit < 0) TomlError.x("invalid non-hex character in unicode escape", ctx);
					value = value << 4 | digit;
				}
				if (value < 0 || value > 1114111 || value >= 55296 && value <= 57343) TomlError.x("invalid unicode escape", ctx, errPtr);
				parsed += String.fromCodePoint(value);
				sliceStart = ctx.p--;
				state = 0;
			} else if (isMultiline && (c === 32 || c === 9)) state = 2;
			else {
				if (c === 98) parsed += "\b";
				else if (c === 116) parsed += "	";
				else if (c === 110) parsed += "\n";
				else if (c === 102) parsed += "\f";
				else if (c === 114) parsed += "\r";
				else if (c === 101) parsed += "\x1B";
				else if (c === 34) parsed += "\"";
				else if (c === 92) parsed += "\\";
				else TomlError.x("unrecognised escape sequence", ctx);
				sliceStart = ctx.p + 1;
				state = 0;
			}
		} else if (c !== 32 && c !== 9) {
			if (state === 2) TomlError.x("invalid escape: only line-ending whitespace may be escaped", ctx, sliceStart);
			state = !isLiteral && c === 92 ? 1 : 0;
			sliceStart = ctx.p;
		}
	}
	TomlError.x("unfinished string", ctx, startPtr);
}
//#endregion
//#region src/date.ts
let DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i;
var TomlDate = class TomlDate extends Date {
	#hasDate = false;
	#hasTime = false;
	#offset = null;
	constructor(date, fasttype, unsafeDelim) {
		let hasDate = true;
		let hasTime = true;
		let offset = "Z";
		let c;
		if (typeof date === "string") {
			if (fasttype) prep: {
				if (fasttype < 3) {
					if (+date.slice(11, 13) > 23) {
						date = "";
						break prep;
					}
					if (fasttype === 2) {
						offset = null;
						date += "Z";
					} else if ((c = date.charCodeAt(date.length - 1)) !== 90 && c !== 122) offset = date.slice(date.length - 6);
					if (unsafeDelim) date = date.slice(0, 10) + "T" + date.slice(11);
				} else if (fasttype === 4) date = +date.slice(0, 2) > 23 ? "" : `0000-01-01T${date}Z`;
				hasDate = fasttype !== 4;
				hasTime = fasttype !== 3;
			}
			else {
				let match = date.match(DATE_TIME_RE);
				if (match) {
					if (!match[1]) {
						hasDate = false;
						date = `0000-01-01T${date}`;
					}
					hasTime = !!match[2];
					hasTime && date[10] === " " && (date = date.replace(" ", "T"));
					if (match[2] && +match[2] > 23) date = "";
					else {
						offset = match[3] || null;
						if (!offset && hasTime) date += "Z";
					}
				} else date = "";
			}
		}
		super(date);
		if (!isNaN(this.getTime())) {
			this.#hasDate = hasDate;
			this.#hasTime = hasTime;
			this.#offset = offset;
		}
	}
	isDateTime() {
		return this.#hasDate && this.#hasTime;
	}
	isLocal() {
		return !this.#hasDate || !this.#hasTime || !this.#offset;
	}
	isDate() {
		return this.#hasDate && !this.#hasTime;
	}
	isTime() {
		return this.#hasTime && !this.#hasDate;
	}
	isValid() {
		return this.#hasDate || this.#hasTime;
	}
	toISOString() {
		let iso = super.toISOString();
		if (this.isDate()) return iso.slice(0, 10);
		if (this.isTime()) return iso.slice(11, 23);
		if (this.#offset === null) return iso.slice(0, -1);
		if (this.#offset === "Z" || this.#offset === "z") return iso;
		let offset = +this.#offset.slice(1, 3) * 60 + +this.#offset.slice(4, 6);
		offset = this.#offset[0] === "-" ? offset : -offset;
		return (/* @__PURE__ */ new Date(this.getTime() - offset * 6e4)).toISOString().slice(0, -1) + this.#offset;
	}
	static wrapAsOffsetDateTime(jsDate, offset = "Z") {
		let date = new TomlDate(jsDate);
		date.#offset = offset;
		return date;
	}
	static wrapAsLocalDateTime(jsDate) {
		let date = new TomlDate(jsDate);
		date.#offset = null;
		return date;
	}
	static wrapAsLocalDate(jsDate) {
		let date = new TomlDate(jsDate);
		date.#hasTime = false;
		date.#offset = null;
		return date;
	}
	static wrapAsLocalTime(jsDate) {
		let date = new TomlDate(jsDate);
		date.#hasDate = false;
		date.#offset = null;
		return date;
	}
};
//#endregion
//#region src/extract.ts
function isDigit(char, base = 10) {
	return base === 16 ? char > 47 && char < 58 || char > 64 && char < 71 || char > 96 && char < 103 : char > 47 && char < 48 + base;
}
function isEndOfValue(char, delim) {
	return char === 32 || char === 9 || char === 10 || char === 13 || delim && (char === delim || char === 44) || char === 35;
}
/** @internal */
function extractValue(ctx, end) {
	let errPtr = ctx.p;
	let c = ctx.s.charCodeAt(ctx.p);
	if (c === 91 || c === 123) {
		ctx.d-- || TomlError.x("document contains excessively nested structures. aborting.", ctx);
		let value = c === 91 ? parseArray(ctx) : parseInlineTable(ctx);
		ctx.d++;
		return value;
	}
	if (c === 34 || c === 39) return parseString(ctx);
	if (c === 116) {
		if (ctx.s.charCodeAt(++ctx.p) !== 114 || ctx.s.charCodeAt(++ctx.p) !== 117 || ctx.s.charCodeAt(++ctx.p) !== 101) TomlError.x("invalid value", ctx, errPtr);
		return ctx.p++, true;
	}
	if (c === 102) {
		if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 108 || ctx.s.charCodeAt(++ctx.p) !== 115 || ctx.s.charCodeAt(++ctx.p) !== 101) TomlError.x("invalid value", ctx, errPtr);
		return ctx.p++, false;
	}
	if (c === 43 || c === 45) return parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 44 - c, end);
	if (ctx.s.charCodeAt(ctx.p + 4) === 45 && ctx.s.charCodeAt(ctx.p + 7) === 45) return parseDate(ctx, c, end);
	if (ctx.s.charCodeAt(ctx.p + 2) === 58) return parseTime(ctx, c, end);
	return parseNumber(ctx, ctx.p, c, 0, end);
}
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
	let c = startChr;
	let state = 0;
	let hasUnderscores = false;
	if (c === 105) {
		if (ctx.s.charCodeAt(++ctx.p) !== 110 || ctx.s.charCodeAt(++ctx.p) !== 102) TomlError.x("invalid value", ctx, startPtr);
		return ctx.p++, (sign || 1) / 0;
	}
	if (c === 110) {
		if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 110) TomlError.x("invalid value", ctx, startPtr);
		return ctx.p++, NaN;
	}
	if (c === 48) {
		if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr)) return ctx.bi === true ? 0n : 0;
		if (!sign) {
			if (c === 120) return parseIntegerBaseN(ctx, startPtr, 16, endChr);
			else if (c === 98) return parseIntegerBaseN(ctx, startPtr, 2, endChr);
			else if (c === 111) return parseIntegerBaseN(ctx, startPtr, 8, endChr);
		}
		if (c === 46) state = 2;
		else if (c === 101 || c === 69) state = 4;
		else TomlError.x("illegal leading zero", ctx, startPtr);
	} else if (!isDigit(c)) TomlError.x("invalid value", ctx, startPtr);
	while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
		if (!state) state = 1;
		if (c === 95) {
			if (!(state & 1)) TomlError.x("illegal underscore", ctx);
			state += 11;
			hasUnderscores = true;
		} else if (state === 1 && c === 46) state = 2;
		else if ((state === 1 || state === 3) && (c === 101 || c === 69)) state = 4;
		else if (state === 4 && (c === 43 || c === 45)) state = 6;
		else if (!isDigit(c)) TomlError.x(`illegal character in numeric literal`, ctx);
		else if (state > 9) state -= 11;
		else if (!(state & 1)) state++;
	}
	if (!state) {
		let val = (startChr - 48) * (sign || 1);
		return ctx.bi === true ? BigInt(val) : val;
	}
	if (!(state & 1)) TomlError.x("unfinished numeric value", ctx, startPtr);
	let str = ctx.s.slice(startPtr, ctx.p);
	if (hasUnderscores) str = str.replaceAll("_", "");
	return state > 1 ? parseFloat(str) : parseInteger(ctx, str, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
	let c, underscore = 1;
	while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) if (c === 95) {
		if (underscore & 1) TomlError.x("illegal underscore", ctx);
		underscore = 3;
	} else if (!isDigit(c, base)) TomlError.x(`illegal character in numeric literal`, ctx);
	else if (underscore & 1) underscore--;
	if (underscore & 1) TomlError.x("unfinished numeric value", ctx);
	let str = ctx.s.slice(startPtr + 2, ctx.p);
	if (underscore) str = str.replaceAll("_", "");
	return parseInteger(ctx, str, base, startPtr);
}
function parseInteger(ctx, str, base, startPtr) {
	if (ctx.bi !== true) int: {
		let val = parseInt(str, base);
		if (!Number.isSafeInteger(val)) {
			if (ctx.bi) break int;
			TomlError.x("integer value cannot be represented losslessly", ctx, startPtr);
		}
		return val;
	}
	return base === 10 ? BigInt(str) : BigInt((base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str);
}
function parseDate(ctx, c, endChr) {
	let startPtr = ctx.p++, unsafeSeparator;
	if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++))) return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
	ctx.p += 5;
	if (!isDigit(ctx.s.charCodeAt(ctx.p++))) TomlError.x("invalid date-time: date part is malformed", ctx, startPtr);
	if (ctx.p >= ctx.s.length || ((c = ctx.s.charCodeAt(ctx.p)) !== 32 || (unsafeSeparator = true, !isDigit(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 84 && c !== 116) return readDate(ctx, ctx.s.slice(startPtr, ctx.p), 3, false, startPtr);
	if (ctx.s.charCodeAt(ctx.p += 3) !== 58) TomlError.x("invalid date-time: time part is malformed", ctx, startPtr);
	if (ctx.s.charCodeAt(ctx.p += 3) === 58) ctx.p += 3;
	if (ctx.s.charCodeAt(ctx.p) === 46) while (isDigit(ctx.s.charCodeAt(++ctx.p)));
	if (c = ctx.s.charCodeAt(ctx.p)) {
		if (c === 90 || c === 122) return readDate(ctx, ctx.s.slice(startPtr, ++ctx.p), 1, unsafeSeparator, startPtr, "[+00:00]");
		if (c === 43 || c === 45) return readDate(ctx, ctx.s.slice(startPtr, ctx.p += 6), 1, unsafeSeparator, startPtr, !ctx.ld && "[" + ctx.s.slice(ctx.p - 6, ctx.p) + "]");
	}
	return readDate(ctx, ctx.s.slice(startPtr, ctx.p), 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
	let start = ctx.p;
	if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(++ctx.p))) return parseNumber(ctx, --ctx.p, c, 0, endChr);
	if (ctx.s.charCodeAt(ctx.p += 4) === 58) ctx.p += 3;
	if (ctx.s.charCodeAt(ctx.p) === 46) while (isDigit(ctx.s.charCodeAt(++ctx.p)));
	return readDate(ctx, ctx.s.slice(start, ctx.p), 4, false, start);
}
function readDate(ctx, str, type, unsafeDelim, errPtr, temporalSuffix) {
	if (ctx.ld) {
		let date = new TomlDate(str, type, unsafeDelim);
		if (!date.isValid()) TomlError.x("invalid date", ctx, errPtr);
		return date;
	}
	try {
		if (temporalSuffix) str += temporalSuffix;
		switch (type) {
			case 1: return Temporal.ZonedDateTime.from(str);
			case 2: return Temporal.PlainDateTime.from(str);
			case 3: return Temporal.PlainDate.from(str);
			case 4: return Temporal.PlainTime.from(str);
		}
	} catch (e) {
		TomlError.x(e instanceof Error ? e.message : "" + e, ctx, errPtr);
	}
}
//#endregion
//#region src/util.ts
/** @internal */
function skipComment(ctx) {
	for (; ctx.p < ctx.s.length; ctx.p++) {
		let c = ctx.s.charCodeAt(ctx.p);
		if (c === 10) break;
		if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10) {
			ctx.p++;
			break;
		}
		if (c < 32 && c !== 9 || c === 127) TomlError.x("control characters are not allowed in comments", ctx);
	}
}
/** @internal */
function skipVoid(ctx, banNewLines, banComments) {
	let c;
	while (ctx.p < ctx.s.length) {
		while (ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 32 || c === 9 || !banNewLines && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10))) ctx.p++;
		if (banComments || c !== 35) break;
		skipComment(ctx);
	}
}
//#endregion
//#region src/struct.ts
/** @internal */
function parseKey(ctx, end = 61) {
	let startPtr;
	let state = 0;
	let parsed = [];
	let sliceStart;
	let c = ctx.s.charCodeAt(startPtr = ctx.p);
	do
		if (c === end) {
			if (!state) TomlError.x("unexpected end of key", ctx);
			if (state === 1) parsed.push(ctx.s.slice(sliceStart, ctx.p));
			return ctx.p++, parsed;
		} else if (c === 46) {
			if (!state) TomlError.x("illegal empty bare key", ctx);
			if (state === 1) parsed.push(ctx.s.slice(sliceStart, ctx.p));
			state = 0;
		} else if (!state && (c === 34 || c === 39)) {
			if (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2)) TomlError.x("illegal quoted key: multiline strings are not allowed", ctx);
			parsed.push(parseString(ctx));
			state = 2;
			ctx.p--;
		} else if (c === 32 || c === 9) {
			if (state === 1) {
				parsed.push(ctx.s.slice(sliceStart, ctx.p));
				state = 2;
			}
		} else if (state === 2 || c < 48 && c !== 45 || c > 57 && c < 65 || c > 90 && c < 97 && c !== 95 || c > 122) TomlError.x("illegal character in key", ctx);
		else if (!state) {
			state = 1;
			sliceStart = ctx.p;
		}
	while (c = ctx.s.charCodeAt(++ctx.p));
	TomlError.x("incomplete key-value: cannot find end of key", ctx, startPtr);
}
/** @internal */
function parseInlineTable(ctx) {
	let startPtr = ctx.p++;
	let res = Object.create(null);
	let seen = /* @__PURE__ */ new Set();
	let c;
	while (ctx.p < ctx.s.length) {
		skipVoid(ctx);
		if ((c = ctx.s.charCodeAt(ctx.p)) === 125) {
			ctx.p++;
			return res;
		}
		let k;
		let t = res;
		let hasOwn = false;
		let errPtr = ctx.p;
		let key = parseKey(ctx);
		for (let i = 0; i < key.length; i++) {
			if (i) t = hasOwn ? t[k] : t[k] = Object.create(null);
			k = key[i];
			if ((hasOwn = Object.hasOwn(t, k)) && (typeof t[k] !== "object" || seen.has(t[k]))) TomlError.x("trying to redefine an already defined value", ctx, errPtr);
			let unsafe = k === "__proto__";
			if (ctx.uk && (unsafe || k === "constructor")) {
				t = ctx.uk !== 1 && TomlError.x("document contains an unsafe property", ctx, errPtr);
				break;
			}
			if (!hasOwn && unsafe) Object.defineProperty(t, k, {
				enumerable: true,
				configurable: true,
				writable: true
			});
		}
		if (hasOwn) TomlError.x("trying to redefine an already defined value", ctx, errPtr);
		skipVoid(ctx, true, true);
		let value = extractValue(ctx, 125);
		if (t && typeof (t[k] = value) === "object") seen.add(value);
		skipVoid(ctx);
		if ((c = ctx.s.charCodeAt(ctx.p++)) === 125) return res;
		if (c !== 44) TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
	}
	TomlError.x("unfinished table", ctx, startPtr);
}
/** @internal */
function parseArray(ctx) {
	let startPtr = ctx.p++;
	let res = [];
	let c;
	while (ctx.p < ctx.s.length) {
		skipVoid(ctx);
		if ((c = ctx.s.charCodeAt(ctx.p)) === 93) {
			ctx.p++;
			return res;
		}
		res.push(extractValue(ctx, 93));
		skipVoid(ctx);
		if ((c = ctx.s.charCodeAt(ctx.p++)) === 93) return res;
		if (c !== 44) TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
	}
	TomlError.x("unfinished array", ctx, startPtr);
}
//#endregion
//#region src/parse.ts
function peekTable(ctx, key, table, meta, type) {
	let t = table;
	let m = meta;
	let k;
	let hasOwn = false;
	let state;
	for (let i = 0; i < key.length; i++) {
		if (i) {
			t = hasOwn ? t[k] : t[k] = Object.create(null);
			m = (state = m[k]).c;
			if (type === 0 && (state.t === 1 || state.t === 2)) return null;
			if (state.t === 2) {
				let l = t.length - 1;
				t = t[l];
				m = m[l].c;
			}
		}
		k = key[i];
		if ((hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 && m[k]?.d) return null;
		if (!hasOwn) {
			let unsafe = k === "__proto__";
			if (ctx.uk && (unsafe || k === "constructor")) return false;
			if (unsafe) {
				Object.defineProperty(t, k, {
					enumerable: true,
					configurable: true,
					writable: true
				});
				Object.defineProperty(m, k, {
					enumerable: true,
					configurable: true,
					writable: true
				});
			}
			m[k] = {
				t: i < key.length - 1 && type === 2 ? 3 : type,
				d: false,
				i: 0,
				c: Object.create(null)
			};
		}
	}
	state = m[k];
	if (state.t !== type && !(type === 1 && state.t === 3)) return null;
	if (type === 2) {
		if (!state.d) {
			state.d = true;
			t[k] = [];
		}
		t[k].push(t = Object.create(null));
		state.c[state.i++] = state = {
			t: 1,
			d: false,
			i: 0,
			c: Object.create(null)
		};
	}
	if (state.d) return null;
	state.d = true;
	if (type === 1) t = hasOwn ? t[k] : t[k] = Object.create(null);
	else if (type === 0 && hasOwn) return null;
	return [
		k,
		t,
		state.c
	];
}
function validateTablePeek(ctx, peek, ptr) {
	if (peek === null || ctx.uk === 2) TomlError.x(peek === null ? "trying to redefine an already defined table or value" : "document contains an unsafe property", ctx, ptr);
}
function parse(toml, options = {}) {
	let ctx = {
		s: toml,
		p: 0,
		d: options.maxDepth ?? 1e3,
		bi: options.integersAsBigInt ?? false,
		ld: options.useLegacyDate ?? true,
		uk: options.unsafeKeyBehaviour === "throw" ? 2 : options.unsafeKeyBehaviour === "drop" ? 1 : 0
	};
	let res = Object.create(null);
	let meta = Object.create(null);
	let tmp;
	let skipping = false;
	let tbl = res;
	let m = meta;
	if (toml.charCodeAt(0) === 65279) ctx.p++;
	skipVoid(ctx);
	while (ctx.p < toml.length) {
		if (toml.charCodeAt(ctx.p) === 91) {
			let isTableArray = toml.charCodeAt(++ctx.p) === 91;
			tmp = ctx.p += +isTableArray;
			skipping = false;
			let k = parseKey(ctx, 93);
			if (isTableArray) {
				if (toml.charCodeAt(ctx.p) !== 93) TomlError.x("expected end of table array declaration", ctx);
				ctx.p++;
			}
			let p = peekTable(ctx, k, res, meta, isTableArray ? 2 : 1);
			if (!p) {
				validateTablePeek(ctx, p, tmp);
				skipping = true;
			} else {
				m = p[2];
				tbl = p[1];
			}
		} else {
			tmp = ctx.p;
			let p = peekTable(ctx, parseKey(ctx), tbl, m, 0);
			if (!p && !skipping) validateTablePeek(ctx, p, tmp);
			skipVoid(ctx, true, true);
			let v = extractValue(ctx, void 0);
			if (p && !skipping) p[1][p[0]] = v;
		}
		skipVoid(ctx, true);
		if (ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 10 && (tmp !== 13 || toml.charCodeAt(ctx.p + 1) !== 10)) TomlError.x("each key-value declaration must be followed by an end-of-line", ctx);
		skipVoid(ctx);
	}
	return res;
}
//#endregion
//#region src/stringify.ts
let BARE_KEY = /^[a-z0-9-_]+$/i;
let HAS_WELLFORMED = !!"".isWellFormed;
function extendedTypeOf(obj) {
	let type = typeof obj;
	if (type === "object") {
		if (Array.isArray(obj)) return "array";
		if (typeof obj.getUTCDate === "function" && obj instanceof Date) return "date";
		if (globalThis.Temporal) {
			if (obj.until) {
				if (obj instanceof Temporal.ZonedDateTime) return "temporal/tz+uc";
				if (obj instanceof Temporal.PlainDateTime || obj instanceof Temporal.PlainDate) return "temporal/uc";
				if (obj instanceof Temporal.PlainTime || obj instanceof Temporal.Instant) return "temporal";
				if (obj instanceof Temporal.PlainYearMonth) return "temporal/x";
			} else if (obj.toPlainDate && obj instanceof Temporal.PlainMonthDay || obj.negated && obj instanceof Temporal.Duration) return "temporal/x";
		}
	}
	return type;
}
function isArrayOfTables(obj) {
	for (let i = 0; i < obj.length; i++) if (extendedTypeOf(obj[i]) !== "object") return false;
	return obj.length != 0;
}
function formatWellFormedStringUnchecked(s) {
	return JSON.stringify(s).replaceAll("", "\\u007f");
}
function formatString(s) {
	return formatWellFormedStringUnchecked(HAS_WELLFORMED ? s.toWellFormed() : s);
}
function formatKey(s) {
	if (BARE_KEY.test(s)) return s;
	if (HAS_WELLFORMED && !s.isWellFormed()) throw new RangeError("key contains illegal lone surrogates");
	return formatWellFormedStringUnchecked(s);
}
function stringifyValue(val, type, depth, numberAsFloat, strictTemporal) {
	if (depth === 0) throw new Error("Could not stringify the object: maximum object depth exceeded");
	switch (type) {
		case "number":
			if (isNaN(val)) return "nan";
			if (val === Infinity) return "inf";
			if (val === -Infinity) return "-inf";
			if (Number.isInteger(val) && (numberAsFloat || !Number.isSafeInteger(val))) return val.toFixed(1);
		case "bigint":
		case "boolean":
		case "temporal": return val.toString();
		case "string": return formatString(val);
		case "date":
			if (isNaN(val.getTime())) throw new TypeError("cannot serialize invalid date");
			return val.toISOString();
		case "object": return stringifyInlineTable(val, depth, numberAsFloat, strictTemporal);
		case "array": return stringifyArray(val, depth, numberAsFloat, strictTemporal);
		case "temporal/tz+uc": if (strictTemporal) {
			let tz = val.timeZoneId;
			let tzc = tz.charCodeAt(0);
			if (tzc !== 43 && tzc !== 45 && (tzc !== 85 && tzc !== 71 && tzc !== 90 && tzc !== 69 || tz !== "UTC" && tz !== "UCT" && tz !== "Universal" && tz !== "Zulu" && !tz.startsWith("GMT") && tz !== "Greenwich" && !tz.startsWith("Etc/"))) throw new TypeError("Temporal objects with an IANA timezone are not allowed in Temporal strict mode");
		}
		case "temporal/uc":
			if (strictTemporal && val.calendarId !== "iso8601") throw new TypeError("Temporal objects with a non-default calendar are not allowed in Temporal strict mode");
			return val.toString({
				calendarName: "never",
				timeZoneName: "never"
			});
		case "temporal/x": throw new TypeError("Unsupported " + val[Symbol.toStringTag]);
	}
}
function stringifyInlineTable(obj, depth, numberAsFloat, strictTemporal) {
	let keys = Object.keys(obj);
	if (keys.length === 0) return "{}";
	let res = "{ ";
	for (let i = 0; i < keys.length; i++) {
		let k = keys[i];
		if (i) res += ", ";
		res += formatKey(k) + " = " + stringifyValue(obj[k], extendedTypeOf(obj[k]), depth - 1, numberAsFloat, strictTemporal);
	}
	return res + " }";
}
function stringifyArray(array, depth, numberAsFloat, strictTemporal) {
	if (array.length === 0) return "[]";
	let res = "[ ";
	for (let i = 0; i < array.length; i++) {
		if (i) res += ", ";
		if (array[i] === null || array[i] === void 0) throw new TypeError("arrays cannot contain null or undefined values");
		res += stringifyValue(array[i], extendedTypeOf(array[i]), depth - 1, numberAsFloat, strictTemporal);
	}
	return res + " ]";
}
function stringifyArrayTable(array, key, depth, numberAsFloat, strictTemporal) {
	if (depth === 0) throw new Error("Could not stringify the object: maximum object depth exceeded");
	let res = "";
	for (let i = 0; i < array.length; i++) {
		res += `${res && "\n"}[[${key}]]\n`;
		res += stringifyTable(0, array[i], key, depth, numberAsFloat, strictTemporal);
	}
	return res;
}
function stringifyTable(tableKey, obj, prefix, depth, numberAsFloat, strictTemporal) {
	if (depth === 0) throw new Error("Could not stringify the object: maximum object depth exceeded");
	let preamble = "";
	let tables = "";
	let keys = Object.keys(obj);
	for (let i = 0; i < keys.length; i++) {
		let k = keys[i];
		if (obj[k] !== null && obj[k] !== void 0) {
			let type = extendedTypeOf(obj[k]);
			if (type === "symbol" || type === "function") throw new TypeError(`cannot serialize values of type '${type}'`);
			let key = formatKey(k);
			if (type === "array" && isArrayOfTables(obj[k])) tables += (tables && "\n") + stringifyArrayTable(obj[k], prefix ? `${prefix}.${key}` : key, depth - 1, numberAsFloat, strictTemporal);
			else if (type === "object") {
				let tblKey = prefix ? `${prefix}.${key}` : key;
				tables += (tables && "\n") + stringifyTable(tblKey, obj[k], tblKey, depth - 1, numberAsFloat, strictTemporal);
			} else {
				preamble += key;
				preamble += " = ";
				preamble += stringifyValue(obj[k], type, depth, numberAsFloat, strictTemporal);
				preamble += "\n";
			}
		}
	}
	if (tableKey && (preamble || !tables)) preamble = preamble ? `[${tableKey}]\n${preamble}` : `[${tableKey}]`;
	return preamble && tables ? `${preamble}\n${tables}` : preamble || tables;
}
function stringify(obj, { maxDepth = 1e3, numbersAsFloat = false, strictTemporal = false } = {}) {
	if (extendedTypeOf(obj) !== "object") throw new TypeError("stringify can only be called with an object");
	let str = stringifyTable(0, obj, "", maxDepth, numbersAsFloat, strictTemporal);
	if (str[str.length - 1] !== "\n") return str + "\n";
	return str;
}
//#endregion
//#region src/index.ts
/** @deprecated use `import * as ... from 'smol-toml'` instead */
var src_default = {
	parse,
	stringify,
	TomlDate,
	TomlError
};
//#endregion
exports.TomlDate = TomlDate;
exports.TomlError = TomlError;
exports["default"] = src_default;
exports.parse = parse;
exports.stringify = stringify;


/***/ }),

/***/ 5620:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HookTimeout = exports.walkUntil = exports.limitSeconds = exports.processStart = exports.MAX_TIMEOUT_S = exports.MIN_TIMEOUT_S = exports.DEFAULT_TIMEOUT_S = void 0;
exports.hookTimeout = hookTimeout;
exports.startDeadline = startDeadline;
exports.remainingMs = remainingMs;
exports.checkDeadline = checkDeadline;
const claude_js_1 = __webpack_require__(209);
const failure_js_1 = __webpack_require__(6640);
exports.DEFAULT_TIMEOUT_S = 10;
exports.MIN_TIMEOUT_S = 0.1;
exports.MAX_TIMEOUT_S = 600;
let at = Number.POSITIVE_INFINITY;
let seconds = exports.DEFAULT_TIMEOUT_S;
function hookTimeout(env) {
    const raw = env.DIFFGATE_HOOK_TIMEOUT;
    if (raw === undefined || raw === '')
        return { seconds: exports.DEFAULT_TIMEOUT_S };
    const n = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw.trim()) || !(n >= exports.MIN_TIMEOUT_S && n <= exports.MAX_TIMEOUT_S))
        return { seconds: exports.DEFAULT_TIMEOUT_S, problem: claude_js_1.claudeText.timeoutSetting(raw, exports.MIN_TIMEOUT_S, exports.MAX_TIMEOUT_S) };
    return { seconds: n };
}
const processStart = () => Date.now() - process.uptime() * 1000;
exports.processStart = processStart;
function startDeadline(s, start = (0, exports.processStart)()) {
    seconds = s;
    at = start + s * 1000;
}
const limitSeconds = () => seconds;
exports.limitSeconds = limitSeconds;
const walkUntil = (marginMs = 500) => Date.now() + remainingMs() - marginMs;
exports.walkUntil = walkUntil;
function remainingMs(now = Date.now()) {
    return at - now;
}
function checkDeadline() {
    if (Date.now() > at)
        throw new HookTimeout(seconds);
}
class HookTimeout extends failure_js_1.HookFailure {
    constructor(s) {
        super(claude_js_1.claudeText.timeout(s));
    }
}
exports.HookTimeout = HookTimeout;


/***/ }),

/***/ 8565:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.nameOf = nameOf;
exports.identityFile = identityFile;
exports.checkGitDir = checkGitDir;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const failure_js_1 = __webpack_require__(6640);
const stateHome_js_1 = __webpack_require__(1744);
const readRegular_js_1 = __webpack_require__(6355);
function nameOf(text) {
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < text.length; i++) {
        const ch = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ ch, 2654435761);
        h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}
function identityFile(place, env) {
    return node_path_1.posix.join((0, stateHome_js_1.stateHome)(env, place.home), 'diffgate', 'git-dirs', nameOf(place.workspace));
}
function read(file) {
    try {
        const v = JSON.parse((0, readRegular_js_1.readRegularText)(file, 64 * 1024));
        if (typeof v.workspace === 'string' &&
            typeof v.gitDir === 'string' &&
            typeof v.dev === 'number' &&
            typeof v.ino === 'number' &&
            (v.birth === undefined || typeof v.birth === 'number'))
            return v;
    }
    catch {
    }
    return undefined;
}
function write(file, id) {
    (0, node_fs_1.mkdirSync)(node_path_1.posix.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    (0, node_fs_1.writeFileSync)(tmp, `${JSON.stringify(id)}\n`, { mode: 0o600 });
    (0, node_fs_1.renameSync)(tmp, file);
}
const statOr = (path, follow) => {
    try {
        return follow ? (0, node_fs_1.statSync)(path) : (0, node_fs_1.lstatSync)(path);
    }
    catch {
        return undefined;
    }
};
const born = (st) => (st.birthtimeMs > 0 ? st.birthtimeMs : undefined);
function same(st, kept) {
    const birth = born(st);
    return (st.dev === kept.dev &&
        st.ino === kept.ino &&
        (kept.birth === undefined || birth === undefined || birth === kept.birth));
}
function checkGitDir(place, env) {
    const file = identityFile(place, env);
    const kept = read(file);
    const now = place.gitDir === null ? undefined : statOr(place.gitDir, true);
    const known = kept !== undefined && kept.workspace === place.workspace;
    if (known && (now === undefined || !same(now, kept))) {
        const dotGit = node_path_1.posix.join(place.root, '.git');
        const original = statOr(kept.gitDir, false);
        const stillThere = original?.isDirectory() === true && same(original, kept);
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.gitDirSwapped({
            workspace: place.workspace,
            kept: kept.gitDir,
            found: place.gitDir,
            dotGit,
            stillThere,
            ownDotGit: kept.gitDir === dotGit,
            file,
        }));
    }
    if (now === undefined || place.gitDir === null)
        return;
    if (known && kept.gitDir === place.gitDir && (kept.birth !== undefined || born(now) === undefined))
        return;
    try {
        const birth = born(now);
        write(file, {
            workspace: place.workspace,
            gitDir: place.gitDir,
            dev: now.dev,
            ino: now.ino,
            ...(birth === undefined ? {} : { birth }),
        });
    }
    catch {
    }
}


/***/ }),

/***/ 5201:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.STORE_OWN = void 0;
exports.ownStatePaths = ownStatePaths;
const node_path_1 = __webpack_require__(6760);
const gitDirIdentity_js_1 = __webpack_require__(8565);
exports.STORE_OWN = {
    tripwire: 'tripwire',
    quarantine: 'quarantine',
    audit: 'audit.jsonl',
    scheduled: 'scheduled-prompts.jsonl',
};
function ownStatePaths(storeDir, place, env) {
    return [
        ...Object.values(exports.STORE_OWN).map((n) => node_path_1.posix.join(storeDir, n)),
        node_path_1.posix.dirname((0, gitDirIdentity_js_1.identityFile)(place, env)),
    ];
}


/***/ }),

/***/ 4583:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.nothingMoved = exports.WalkCut = void 0;
exports.moved = moved;
exports.dirsMoved = dirsMoved;
exports.movedAmong = movedAmong;
exports.refsMoved = refsMoved;
const recordParts_js_1 = __webpack_require__(1928);
const statKey_js_1 = __webpack_require__(4452);
class WalkCut extends Error {
    checked;
    total;
    name = 'WalkCut';
    constructor(checked, total) {
        super(`the walk of the record ran out of the hook's time after ${checked} of ${total} paths`);
        this.checked = checked;
        this.total = total;
    }
}
exports.WalkCut = WalkCut;
const CLOCK_EVERY = 1024;
function moved(state, until = Number.POSITIVE_INFINITY) {
    const files = [];
    let n = 0;
    (0, recordParts_js_1.eachEntry)(state.files, (path, e) => {
        if (++n % CLOCK_EVERY === 0 && Date.now() > until)
            throw new WalkCut(n, (0, recordParts_js_1.partedOf)(state.files)?.count ?? Object.keys(state.files).length);
        if (e.r === 1 || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(path), e.k))
            files.push(path);
    });
    const dirs = [];
    for (const dir in state.dirs)
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(dir), state.dirs[dir]))
            dirs.push(dir);
    return { files, dirs };
}
function dirsMoved(state) {
    for (const dir in state.dirs)
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(dir), state.dirs[dir]))
            return true;
    return false;
}
function movedAmong(state, paths) {
    const files = [];
    const dirs = [];
    for (const path of new Set(paths)) {
        const e = state.files[path];
        if (e !== undefined && (e.r === 1 || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(path), e.k)))
            files.push(path);
        const d = state.dirs[path];
        if (d !== undefined && !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(path), d))
            dirs.push(path);
    }
    return { files, dirs };
}
const nothingMoved = (m) => m.files.length === 0 && m.dirs.length === 0;
exports.nothingMoved = nothingMoved;
function refsMoved(state) {
    for (const f in state.refKeys)
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(f), state.refKeys[f]))
            return true;
    return false;
}


/***/ }),

/***/ 4452:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ABSENT = void 0;
exports.keyOf = keyOf;
exports.sameKey = sameKey;
exports.lstatOrUndefined = lstatOrUndefined;
const node_fs_1 = __webpack_require__(3024);
exports.ABSENT = 0;
function keyOf(st) {
    if (st === undefined)
        return exports.ABSENT;
    return [st.mode, st.dev, st.ino, st.size, st.ctimeMs, st.mtimeMs];
}
function sameKey(st, k) {
    if (st === undefined || k === exports.ABSENT)
        return st === undefined && k === exports.ABSENT;
    return (st.ctimeMs === k[4] &&
        st.ino === k[2] &&
        st.mtimeMs === k[5] &&
        st.size === k[3] &&
        st.mode === k[0] &&
        st.dev === k[1]);
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


/***/ }),

/***/ 892:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.localSettingsFile = void 0;
exports.claudeDenyList = claudeDenyList;
const node_path_1 = __webpack_require__(6760);
const denyWriteEntries_js_1 = __webpack_require__(7705);
const protectedSet_js_1 = __webpack_require__(804);
const localSettingsFile = (place) => node_path_1.posix.join(place.root, '.claude', 'settings.local.json');
exports.localSettingsFile = localSettingsFile;
async function claudeDenyList(place, env) {
    const set = await (0, protectedSet_js_1.protectedSet)(place, env);
    return (0, denyWriteEntries_js_1.denyWriteEntries)({ ...set, files: [...set.files, (0, exports.localSettingsFile)(place)] });
}


/***/ }),

/***/ 5907:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.sandboxRecordFile = exports.ClaudeSettingsError = exports.TRIPWIRE_MATCHER = exports.MCP_MATCHER = exports.CLAUDE_MATCHER = void 0;
exports.installClaude = installClaude;
exports.hookCommandLine = hookCommandLine;
exports.installClaudeSandbox = installClaudeSandbox;
exports.readRecord = readRecord;
const node_fs_1 = __webpack_require__(3024);
const promises_1 = __webpack_require__(1455);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const install_js_1 = __webpack_require__(7180);
const sandbox_js_1 = __webpack_require__(8736);
const claudeDenyList_js_1 = __webpack_require__(892);
const verifiedCommand_js_1 = __webpack_require__(2562);
const place_js_1 = __webpack_require__(3861);
exports.CLAUDE_MATCHER = 'Write|Edit|MultiEdit|NotebookEdit|Read|Grep|Glob|LS|Bash|PowerShell|Monitor|CronCreate|ScheduleWakeup';
exports.MCP_MATCHER = '^mcp__';
exports.TRIPWIRE_MATCHER = 'Write|Edit|MultiEdit|NotebookEdit|Bash|PowerShell|Monitor|mcp__.*';
const EVENTS = [
    ['PreToolUse', [exports.CLAUDE_MATCHER, exports.MCP_MATCHER]],
    ['PostToolUse', [exports.TRIPWIRE_MATCHER]],
    ['PostToolUseFailure', [exports.TRIPWIRE_MATCHER]],
    ['Stop', [undefined]],
    ['SubagentStop', [undefined]],
    ['UserPromptSubmit', [undefined]],
];
class ClaudeSettingsError extends Error {
}
exports.ClaudeSettingsError = ClaudeSettingsError;
async function installClaude(opts) {
    const env = opts.env ?? process.env;
    const home = opts.home ?? (env.HOME || (0, node_os_1.homedir)());
    const root = opts.user ? undefined : ((0, place_js_1.findRepository)((0, node_fs_1.realpathSync)(opts.cwd))?.root ?? opts.cwd);
    const file = opts.user
        ? node_path_1.posix.join(env.CLAUDE_CONFIG_DIR || node_path_1.posix.join(home, '.claude'), 'settings.json')
        : node_path_1.posix.join(root, '.claude', 'settings.json');
    const command = opts.uninstall ? '' : hookCommandLine(root, opts.cliPath, opts.user);
    const settings = await readSettings(file);
    const before = JSON.stringify(settings);
    const hooks = (settings.hooks ?? {});
    if (typeof hooks !== 'object' || Array.isArray(hooks))
        throw new ClaudeSettingsError(claude_js_1.claudeText.install.badSettings(file, '"hooks" is not an object'));
    for (const [event, matchers] of EVENTS) {
        const list = hooks[event] ?? [];
        if (!Array.isArray(list))
            throw new ClaudeSettingsError(claude_js_1.claudeText.install.badHooks(file, event));
        const entries = list;
        const want = matchers.map((matcher) => matcher !== undefined
            ? { matcher, hooks: [{ type: 'command', command }] }
            : { hooks: [{ type: 'command', command }] });
        if (!opts.uninstall && isInstalled(entries, want))
            continue;
        const kept = entries
            .map((e) => (Array.isArray(e?.hooks) ? { ...e, hooks: e.hooks.filter((h) => !isOurs(h)) } : e))
            .filter((e) => !Array.isArray(e?.hooks) || e.hooks.length > 0);
        if (!opts.uninstall)
            kept.push(...want);
        if (kept.length > 0)
            hooks[event] = kept;
        else
            delete hooks[event];
    }
    if (Object.keys(hooks).length > 0)
        settings.hooks = hooks;
    else
        delete settings.hooks;
    const changed = JSON.stringify(settings) !== before;
    if (changed)
        await writeSettings(file, settings);
    const message = opts.uninstall
        ? changed
            ? claude_js_1.claudeText.install.removed(file)
            : claude_js_1.claudeText.install.absent(file)
        : changed
            ? claude_js_1.claudeText.install.installed(file, EVENTS.map(([event]) => event))
            : claude_js_1.claudeText.install.already(file);
    return { changed, file, message: message + (opts.uninstall ? '' : (0, verifiedCommand_js_1.installedNote)(command, 'claude', opts.user)) };
}
function hookCommandLine(projectRoot, cliPath, user = projectRoot === undefined) {
    try {
        return (0, verifiedCommand_js_1.agentHookCommand)({ agent: 'claude', user, projectRoot, cliPath, tail: ' || exit 2' });
    }
    catch (e) {
        if (e instanceof verifiedCommand_js_1.CodeCheckError)
            throw new ClaudeSettingsError(e.message);
        throw e;
    }
}
function isOurs(h) {
    const cmd = h?.command;
    return typeof cmd === 'string' && /\bhook claude\b/.test(cmd) && /diffgate|dist\/cli\b/.test(cmd);
}
function isInstalled(entries, want) {
    const ours = entries.flatMap((e) => (Array.isArray(e?.hooks) ? e.hooks.filter(isOurs).map((h) => ({ e, h })) : []));
    return (ours.length === want.length &&
        ours.every(({ e, h }, i) => h.command === want[i].hooks[0].command && e.matcher === want[i].matcher && h.type === 'command'));
}
async function readSettings(file) {
    let text;
    try {
        text = await (0, promises_1.readFile)(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return {};
        throw new ClaudeSettingsError(claude_js_1.claudeText.install.badSettings(file, e.message));
    }
    if (text.trim() === '')
        return {};
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (e) {
        throw new ClaudeSettingsError(claude_js_1.claudeText.install.badSettings(file, e.message));
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        throw new ClaudeSettingsError(claude_js_1.claudeText.install.badSettings(file, 'not an object'));
    return data;
}
async function writeSettings(file, settings) {
    await (0, promises_1.mkdir)(node_path_1.posix.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await (0, promises_1.writeFile)(tmp, `${JSON.stringify(settings, null, 2)}\n`);
    await (0, promises_1.rename)(tmp, file);
}
async function installClaudeSandbox(opts) {
    const t = sandbox_js_1.sandboxText.install;
    const env = opts.env ?? process.env;
    const place = (0, place_js_1.locate)(opts.cwd, env, opts.home ?? (env.HOME || (0, node_os_1.homedir)()));
    const file = (0, claudeDenyList_js_1.localSettingsFile)(place);
    if (!place.gitDir) {
        if (opts.uninstall)
            return { changed: false, file, message: t.absent(file), entries: [] };
        throw new ClaudeSettingsError(install_js_1.installText.notARepo());
    }
    const recordFile = (0, exports.sandboxRecordFile)(place.gitDir);
    await (0, promises_1.mkdir)(node_path_1.posix.dirname(recordFile), { recursive: true });
    const previous = await readRecord(recordFile);
    const settings = await readSettings(file);
    const before = JSON.stringify(settings);
    const sandbox = objectAt(settings, 'sandbox', file, t.badSandbox);
    const fs = objectAt(sandbox, 'filesystem', file, t.badSandbox);
    const list = fs.denyWrite ?? [];
    if (!Array.isArray(list) || list.some((e) => typeof e !== 'string'))
        throw new ClaudeSettingsError(t.badSandbox(file, 'sandbox.filesystem.denyWrite'));
    const personal = list.filter((e) => !previous.includes(e));
    const wanted = opts.uninstall ? [] : await (0, claudeDenyList_js_1.claudeDenyList)(place, env);
    const added = wanted.filter((e) => !personal.includes(e));
    const next = [...personal, ...added];
    if (next.length > 0)
        fs.denyWrite = next;
    else
        delete fs.denyWrite;
    if (Object.keys(fs).length > 0)
        sandbox.filesystem = fs;
    else
        delete sandbox.filesystem;
    if (Object.keys(sandbox).length > 0)
        settings.sandbox = sandbox;
    else
        delete settings.sandbox;
    const changed = JSON.stringify(settings) !== before;
    if (changed)
        await writeSettings(file, settings);
    await writeRecord(recordFile, opts.uninstall ? undefined : { file, entries: added });
    const removed = previous.filter((e) => list.includes(e)).length;
    const message = opts.uninstall
        ? removed > 0
            ? t.removed(file, removed)
            : t.absent(file)
        : changed
            ? t.written(file, wanted.length)
            : t.same(file, wanted.length);
    return { changed, file, message, entries: wanted };
}
const sandboxRecordFile = (gitDir) => node_path_1.posix.join(gitDir, 'diffgate', 'claude-sandbox.json');
exports.sandboxRecordFile = sandboxRecordFile;
async function readRecord(file) {
    try {
        const data = JSON.parse(await (0, promises_1.readFile)(file, 'utf8'));
        return Array.isArray(data.entries) ? data.entries.filter((e) => typeof e === 'string') : [];
    }
    catch {
        return [];
    }
}
async function writeRecord(file, record) {
    if (!record)
        return (0, promises_1.rm)(file, { force: true });
    await (0, promises_1.mkdir)(node_path_1.posix.dirname(file), { recursive: true });
    await (0, promises_1.writeFile)(file, `${JSON.stringify(record, null, 2)}\n`);
}
function objectAt(parent, key, file, bad) {
    const value = parent[key] ?? {};
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new ClaudeSettingsError(bad(file, key));
    return value;
}


/***/ }),

/***/ 6128:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.codexHookHash = codexHookHash;
exports.codexHookTrust = codexHookTrust;
exports.codexTrustToml = codexTrustToml;
const node_crypto_1 = __webpack_require__(7598);
const SNAKE = {
    PreModelRequest: 'pre_model_request',
    PreToolUse: 'pre_tool_use',
    PermissionRequest: 'permission_request',
    PostToolUse: 'post_tool_use',
    PreCompact: 'pre_compact',
    PostCompact: 'post_compact',
    SessionStart: 'session_start',
    SessionEnd: 'session_end',
    UserPromptSubmit: 'user_prompt_submit',
    SubagentStart: 'subagent_start',
    SubagentStop: 'subagent_stop',
    Stop: 'stop',
    Interrupt: 'interrupt',
};
const NO_MATCHER = new Set(['user_prompt_submit', 'stop', 'interrupt']);
const SHORT_TIMEOUT = new Set(['session_end', 'interrupt']);
const isTable = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function canonical(v) {
    if (Array.isArray(v))
        return v.map(canonical);
    if (!isTable(v))
        return v;
    return Object.fromEntries(Object.keys(v)
        .sort()
        .map((k) => [k, canonical(v[k])]));
}
function timeoutFor(event, raw) {
    const n = typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : undefined;
    if (SHORT_TIMEOUT.has(event))
        return Math.min(3, Math.max(1, n ?? 1));
    return Math.max(1, n ?? 600);
}
function codexHookHash(event, matcher, handler) {
    const label = SNAKE[event] ?? event;
    const m = NO_MATCHER.has(label) ? undefined : matcher;
    const hook = {
        type: 'command',
        command: handler.command,
        timeout: timeoutFor(label, handler.timeout),
        async: handler.async === true,
    };
    if (typeof handler.statusMessage === 'string')
        hook.statusMessage = handler.statusMessage;
    const identity = { event_name: label, ...(m === undefined ? {} : { matcher: m }), hooks: [hook] };
    return `sha256:${(0, node_crypto_1.createHash)('sha256')
        .update(JSON.stringify(canonical(identity)))
        .digest('hex')}`;
}
function codexHookTrust(file, hooksJson) {
    const hooks = isTable(hooksJson) && isTable(hooksJson.hooks) ? hooksJson.hooks : {};
    const out = [];
    for (const [event, groups] of Object.entries(hooks)) {
        if (!Array.isArray(groups))
            continue;
        groups.forEach((group, g) => {
            if (!isTable(group) || !Array.isArray(group.hooks))
                return;
            const matcher = typeof group.matcher === 'string' ? group.matcher : undefined;
            group.hooks.forEach((handler, h) => {
                if (!isTable(handler) || handler.type !== 'command' || typeof handler.command !== 'string')
                    return;
                out.push({
                    key: `${file}:${SNAKE[event] ?? event}:${g}:${h}`,
                    command: handler.command,
                    hash: codexHookHash(event, matcher, handler),
                });
            });
        });
    }
    return out;
}
function codexTrustToml(trusted) {
    return trusted
        .map((t) => `[hooks.state.${JSON.stringify(t.key)}]\ntrusted_hash = ${JSON.stringify(t.hash)}\n`)
        .join('\n');
}


/***/ }),

/***/ 3535:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MARK = void 0;
exports.opencodeFile = opencodeFile;
exports.pluginModule = pluginModule;
exports.installOpencode = installOpencode;
const node_fs_1 = __webpack_require__(3024);
const promises_1 = __webpack_require__(1455);
const node_path_1 = __webpack_require__(6760);
const node_url_1 = __webpack_require__(3136);
const place_js_1 = __webpack_require__(3861);
const agents_js_1 = __webpack_require__(5621);
const installAgent_js_1 = __webpack_require__(3827);
exports.MARK = '// Written by `diffgate install --opencode`; `diffgate uninstall --opencode` removes it.';
function opencodeFile(o) {
    if (o.user) {
        const config = o.env?.XDG_CONFIG_HOME?.startsWith('/') ? o.env.XDG_CONFIG_HOME : node_path_1.posix.join(o.home, '.config');
        return node_path_1.posix.join(config, 'opencode', 'plugins', 'diffgate.js');
    }
    const root = (0, place_js_1.findRepository)((0, node_fs_1.realpathSync)(o.cwd))?.root ?? o.cwd;
    return node_path_1.posix.join(root, '.opencode', 'plugins', 'diffgate.js');
}
function pluginModule(projectRoot, cliPath) {
    const local = projectRoot !== undefined && (0, node_fs_1.existsSync)(node_path_1.posix.join(projectRoot, 'node_modules', 'diffgate', 'package.json'));
    const from = local
        ? 'diffgate/opencode'
        : (0, node_url_1.pathToFileURL)(node_path_1.posix.join(node_path_1.posix.dirname(cliPath ?? (0, node_fs_1.realpathSync)(process.argv[1])), '..', 'opencode', 'index.js'))
            .href;
    return `${exports.MARK}\nexport { DiffgatePlugin } from ${JSON.stringify(from)};\n`;
}
async function installOpencode(o) {
    const file = opencodeFile(o);
    const root = o.user ? undefined : ((0, place_js_1.findRepository)((0, node_fs_1.realpathSync)(o.cwd))?.root ?? o.cwd);
    let current;
    try {
        current = await (0, promises_1.readFile)(file, 'utf8');
    }
    catch (e) {
        if (e.code !== 'ENOENT')
            throw new installAgent_js_1.AgentSettingsError(agents_js_1.agentsText.install.badSettings(file, e.message));
    }
    if (current !== undefined && !current.startsWith(exports.MARK))
        throw new installAgent_js_1.AgentSettingsError(agents_js_1.agentsText.install.notOurs(file));
    if (o.uninstall) {
        if (current === undefined)
            return { changed: false, file, message: agents_js_1.agentsText.install.absent(file) };
        await (0, promises_1.rm)(file, { force: true });
        return { changed: true, file, message: agents_js_1.agentsText.install.removed('OpenCode', file) };
    }
    const want = pluginModule(root, o.cliPath);
    if (current === want)
        return { changed: false, file, message: agents_js_1.agentsText.install.already('OpenCode', file) };
    await (0, promises_1.mkdir)(node_path_1.posix.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await (0, promises_1.writeFile)(tmp, want);
    await (0, promises_1.rename)(tmp, file);
    return {
        changed: true,
        file,
        message: agents_js_1.agentsText.install.installed('OpenCode', file, [
            'tool.execute.before',
            'tool.execute.after',
            'chat.message',
            'session.idle',
        ]),
    };
}


/***/ }),

/***/ 1005:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.agentChecks = void 0;
const promises_1 = __webpack_require__(1455);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const agentTargets_js_1 = __webpack_require__(7018);
const installAgent_js_1 = __webpack_require__(3827);
const installOpencode_js_1 = __webpack_require__(3535);
const agents_js_1 = __webpack_require__(5621);
const doctor_js_1 = __webpack_require__(1340);
const claudeChecks_js_1 = __webpack_require__(8702);
const clientLoads_js_1 = __webpack_require__(8209);
const codeChecks_js_1 = __webpack_require__(8421);
const exec_js_1 = __webpack_require__(7584);
const finding_js_1 = __webpack_require__(5508);
const t = agents_js_1.agentsText.doctor;
const POST = {
    codex: 'PostToolUse, and Stop at the end of a turn',
    gemini: 'AfterTool, and AfterAgent at the end of a turn',
    cursor: 'afterShellExecution and afterFileEdit, and stop at the end of a turn',
    copilot: 'postToolUse and postToolUseFailure, and agentStop at the end of a turn',
    opencode: 'tool.execute.after (successful calls only), and session.idle',
};
const PROBES = {
    codex: {
        input: (top, path) => ({
            session_id: 'diffgate-doctor',
            transcript_path: null,
            cwd: top,
            hook_event_name: 'PreToolUse',
            model: 'doctor',
            permission_mode: 'default',
            turn_id: 'doctor',
            tool_name: 'apply_patch',
            tool_input: { command: `*** Begin Patch\n*** Add File: ${path}\n+diffgate doctor probe\n*** End Patch\n` },
            tool_use_id: 'doctor',
        }),
        denied: (r, path) => r.status === 2 && r.stderr.includes(path),
    },
    gemini: {
        input: (top, path) => ({
            session_id: 'diffgate-doctor',
            cwd: top,
            hook_event_name: 'BeforeTool',
            timestamp: new Date(0).toISOString(),
            tool_name: 'write_file',
            tool_input: { file_path: (0, node_path_1.join)(top, path), content: 'diffgate doctor probe\n' },
        }),
        denied: (r, path) => (r.status === 0 && r.stdout.includes('"decision":"deny"') && r.stdout.includes(path)) ||
            (r.status === 2 && r.stderr.includes(path)),
    },
    cursor: {
        input: (top, path) => ({
            conversation_id: 'diffgate-doctor',
            generation_id: 'doctor',
            hook_event_name: 'preToolUse',
            workspace_roots: [top],
            tool_name: 'Write',
            tool_input: { file_path: (0, node_path_1.join)(top, path), contents: 'diffgate doctor probe\n' },
        }),
        denied: (r, path) => r.status === 2 && r.stdout.includes('"permission":"deny"') && r.stdout.includes(path),
    },
    copilot: {
        input: (top, path) => ({
            timestamp: 0,
            cwd: top,
            toolName: 'create',
            toolArgs: { path: (0, node_path_1.join)(top, path), file_text: 'diffgate doctor probe\n' },
        }),
        denied: (r, path) => r.status === 0 && r.stdout.includes('"permissionDecision":"deny"') && r.stdout.includes(path),
    },
};
async function hookFile(agent, file, ctx, user) {
    let data;
    try {
        data = JSON.parse(await (0, promises_1.readFile)(file, 'utf8'));
    }
    catch {
        return { findings: [] };
    }
    const target = agentTargets_js_1.TARGETS[agent];
    const events = Object.keys(target.events(''));
    const commands = events.map((e) => (Array.isArray(data?.hooks?.[e]) ? data.hooks[e] : [])
        .flatMap((x) => (target.kind === 'flat' ? [x] : (x?.hooks ?? [])))
        .find((h) => (0, installAgent_js_1.isOurs)(agent, h)));
    if (commands.every((c) => c === undefined))
        return { findings: [] };
    const name = target.title;
    const missing = events.filter((_, i) => commands[i] === undefined);
    const findings = [
        missing.length > 0
            ? (0, finding_js_1.problem)(t.settingsCheck(name), t.missing(file, missing), t.reinstall(agent, user))
            : (0, finding_js_1.ok)(t.settingsCheck(name), t.installed(file, events, POST[agent])),
    ];
    const first = commands.find((c) => c !== undefined);
    const path = await (0, claudeChecks_js_1.probePath)(ctx);
    const ran = await (0, exec_js_1.run)('sh', ['-c', (first.command ?? first.bash)], {
        cwd: ctx.top,
        env: ctx.env,
        input: JSON.stringify(PROBES[agent].input(ctx.top, path)),
        timeout: 30_000,
    });
    const r = { status: ran.status, stdout: ran.stdout.toString('utf8'), stderr: ran.stderr.toString('utf8') };
    findings.push(PROBES[agent].denied(r, path)
        ? (0, finding_js_1.ok)(t.probeCheck(name), t.probeDenied(path))
        : (0, finding_js_1.problem)(t.probeCheck(name), t.probeNotDenied(path, r.status, `${r.stdout}${r.stderr}`), t.reinstall(agent, user)));
    findings.push((0, codeChecks_js_1.checkAgentCode)((first.command ?? first.bash), agent, user, file));
    return { findings, command: (first.command ?? first.bash) };
}
async function opencode(ctx, home, user) {
    const file = (0, installOpencode_js_1.opencodeFile)({ cwd: ctx.top, user, home, env: ctx.env });
    let text;
    try {
        text = await (0, promises_1.readFile)(file, 'utf8');
    }
    catch {
        return [];
    }
    if (!text.startsWith(installOpencode_js_1.MARK))
        return [];
    const findings = [
        (0, finding_js_1.ok)(t.settingsCheck('OpenCode'), t.installed(file, ['tool.execute.before', 'chat.message'], POST.opencode)),
    ];
    const path = await (0, claudeChecks_js_1.probePath)(ctx);
    const script = `const m = await import(${JSON.stringify(`file://${file}`)});
const hooks = await m.DiffgatePlugin({ directory: ${JSON.stringify(ctx.top)}, worktree: ${JSON.stringify(ctx.top)} });
try { await hooks['tool.execute.before']({ tool: 'write', sessionID: 'diffgate-doctor', callID: 'doctor' }, { args: { filePath: ${JSON.stringify((0, node_path_1.join)(ctx.top, path))}, content: 'probe' } }); console.log('allowed'); }
catch (e) { console.log(e.message); }`;
    const ran = await (0, exec_js_1.run)(process.execPath, ['--input-type=module', '-e', script], {
        cwd: ctx.top,
        env: ctx.env,
        timeout: 30_000,
    });
    const out = `${ran.stdout.toString('utf8')}${ran.stderr.toString('utf8')}`;
    findings.push(ran.status === 0 && out.includes('diffgate blocked') && out.includes(path)
        ? (0, finding_js_1.ok)(t.probeCheck('OpenCode'), t.probeDenied(path))
        : (0, finding_js_1.problem)(t.probeCheck('OpenCode'), t.probeNotDenied(path, ran.status, out), t.reinstall('opencode', user)));
    findings.push((0, finding_js_1.ok)(doctor_js_1.doctorText.check.codeVerified, doctor_js_1.doctorText.codeNotCommand(file)));
    return findings;
}
exports.agentChecks = {
    title: t.group(),
    async run(ctx) {
        const home = ctx.env.HOME || (0, node_os_1.homedir)();
        const findings = [];
        for (const agent of Object.keys(agentTargets_js_1.TARGETS)) {
            const target = agentTargets_js_1.TARGETS[agent];
            const project = await hookFile(agent, (0, node_path_1.join)(ctx.top, target.project), ctx, false);
            const user = await hookFile(agent, (0, node_path_1.join)(home, target.user), ctx, true);
            findings.push(...project.findings, ...user.findings);
            const commands = [project.command, user.command].filter((c) => c !== undefined);
            if (commands.length > 0)
                findings.push(...(await (0, clientLoads_js_1.clientLoads)(agent, ctx, home, project.command === undefined, commands)));
        }
        findings.push(...(await opencode(ctx, home, false)), ...(await opencode(ctx, home, true)));
        return findings.length > 0 ? findings : [(0, finding_js_1.ok)(t.settingsCheck('agent'), t.notInstalled())];
    },
};


/***/ }),

/***/ 8702:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.claudeChecks = void 0;
exports.probePath = probePath;
const node_fs_1 = __webpack_require__(3024);
const promises_1 = __webpack_require__(1455);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const recordParts_js_1 = __webpack_require__(1928);
const check_js_1 = __webpack_require__(9350);
const doctor_js_1 = __webpack_require__(1340);
const tripwire_js_1 = __webpack_require__(6941);
const parseManifest_js_1 = __webpack_require__(5684);
const codeChecks_js_1 = __webpack_require__(8421);
const sandboxFindings_js_1 = __webpack_require__(6680);
const exec_js_1 = __webpack_require__(7584);
const finding_js_1 = __webpack_require__(5508);
const t = doctor_js_1.doctorText.claude;
const isDiffgate = (command) => typeof command === 'string' && /\bhook claude\b/.test(command);
function find(entries, withMatcher) {
    if (!Array.isArray(entries))
        return undefined;
    for (const e of entries) {
        const h = Array.isArray(e?.hooks) ? e.hooks.find((x) => isDiffgate(x?.command)) : undefined;
        if (h)
            return { matcher: withMatcher && typeof e.matcher === 'string' ? e.matcher : '', command: h.command };
    }
    return undefined;
}
function matchersOf(entries) {
    if (!Array.isArray(entries))
        return [];
    return entries
        .filter((e) => Array.isArray(e?.hooks) && e.hooks.some((x) => isDiffgate(x?.command)))
        .map((e) => (typeof e.matcher === 'string' ? e.matcher : ''));
}
function matchesTool(matcher, tool) {
    if (matcher === '' || matcher === '*')
        return true;
    if (/^[A-Za-z0-9_|]+$/.test(matcher))
        return matcher.split('|').includes(tool);
    try {
        return new RegExp(matcher).test(tool);
    }
    catch {
        return false;
    }
}
async function settingsFiles(ctx) {
    const home = ctx.env.HOME ?? (0, node_os_1.homedir)();
    const files = [
        (0, node_path_1.join)(ctx.top, '.claude/settings.json'),
        (0, node_path_1.join)(ctx.top, '.claude/settings.local.json'),
        (0, node_path_1.join)(home, '.claude/settings.json'),
    ];
    const found = [];
    for (const file of files) {
        let data;
        try {
            data = JSON.parse(await (0, promises_1.readFile)(file, 'utf8'));
        }
        catch {
            continue;
        }
        const pre = find(data?.hooks?.PreToolUse, true);
        const prompt = find(data?.hooks?.UserPromptSubmit, false);
        const post = find(data?.hooks?.PostToolUse, true);
        const stop = find(data?.hooks?.Stop, false);
        if (pre || prompt)
            found.push({
                file,
                ...(pre ? { preToolUse: pre } : {}),
                preMatchers: matchersOf(data?.hooks?.PreToolUse),
                ...(post ? { postToolUse: post } : {}),
                ...(stop ? { stop: stop.command } : {}),
                ...(prompt ? { userPromptSubmit: prompt.command } : {}),
            });
    }
    return found;
}
async function probePath(ctx) {
    let text = '';
    try {
        text = await (0, promises_1.readFile)((0, node_path_1.join)(ctx.top, '.diffgate.tsv'), 'utf8');
    }
    catch {
    }
    const manifest = (0, parseManifest_js_1.parseManifest)(text, '.diffgate.tsv');
    if (manifest.errors.length === 0) {
        const checker = new check_js_1.Checker(manifest, null);
        const tracked = (await (0, exec_js_1.gitText)(['ls-files', '-z'], { cwd: ctx.top, env: ctx.env })).split('\0');
        const frozen = tracked.find((p) => p !== '' && checker.rulesFor(p).rules.some((r) => r.kind === 'freeze'));
        if (frozen)
            return frozen;
    }
    return 'diffgate-doctor-probe/.env';
}
async function probe(ctx, command) {
    const path = await probePath(ctx);
    const input = JSON.stringify({
        session_id: 'diffgate-doctor',
        transcript_path: (0, node_path_1.join)(ctx.top, '.diffgate-doctor-transcript.jsonl'),
        cwd: ctx.top,
        permission_mode: 'default',
        hook_event_name: 'PreToolUse',
        tool_name: 'Write',
        tool_input: { file_path: (0, node_path_1.join)(ctx.top, path), content: 'diffgate doctor probe\n' },
        tool_use_id: 'toolu_diffgate_doctor',
    });
    const ran = await (0, exec_js_1.run)('sh', ['-c', command], {
        cwd: ctx.top,
        env: { ...ctx.env, CLAUDE_PROJECT_DIR: ctx.top },
        input,
        timeout: 30_000,
    });
    if (ran.status === 2 && ran.stderr.toString('utf8').includes(path))
        return (0, finding_js_1.ok)(t.probeCheck, t.probeDenied(path));
    return (0, finding_js_1.problem)(t.probeCheck, t.probeNotDenied(path, ran.status, ran.output), t.reinstall());
}
async function tripwireProbe(ctx, preCommand, postCommand) {
    const folder = (0, node_path_1.join)(ctx.top, `diffgate-doctor-tripwire-${process.pid}`);
    const file = (0, node_path_1.join)(folder, '.env');
    const base = {
        session_id: 'diffgate-doctor',
        transcript_path: (0, node_path_1.join)(ctx.top, '.diffgate-doctor-transcript.jsonl'),
        cwd: ctx.top,
        permission_mode: 'default',
        tool_name: 'Bash',
        tool_input: { command: 'true' },
        tool_use_id: 'toolu_diffgate_doctor_tripwire',
    };
    const opts = { cwd: ctx.top, env: { ...ctx.env, CLAUDE_PROJECT_DIR: ctx.top }, timeout: 30_000 };
    try {
        const before = () => (0, exec_js_1.run)('sh', ['-c', preCommand], { ...opts, input: JSON.stringify({ ...base, hook_event_name: 'PreToolUse' }) });
        let pre = await before();
        for (let i = 0; i < 100 && pre.status === 2 && pre.output.includes(tripwire_js_1.tripwireText.recordPendingLead); i++)
            pre = await before();
        if (pre.status !== 0)
            return (0, finding_js_1.problem)(t.tripwireCheck, t.tripwireNotRecorded(pre.status, pre.output), t.reinstall());
        await (0, promises_1.mkdir)(folder, { recursive: true });
        await (0, promises_1.writeFile)(file, 'DIFFGATE_DOCTOR=probe\n');
        const post = await (0, exec_js_1.run)('sh', ['-c', postCommand], {
            ...opts,
            input: JSON.stringify({ ...base, hook_event_name: 'PostToolUse', tool_response: {} }),
        });
        const putBack = !(0, node_fs_1.existsSync)(file);
        if (post.status === 2 && putBack)
            return (0, finding_js_1.ok)(t.tripwireCheck, t.tripwirePutBack((0, node_path_1.relative)(ctx.top, file), await watched(ctx)));
        return (0, finding_js_1.problem)(t.tripwireCheck, t.tripwireMissed((0, node_path_1.relative)(ctx.top, file), post.status, post.output), t.reinstall());
    }
    finally {
        await (0, promises_1.rm)(folder, { recursive: true, force: true });
        const gitDir = (await (0, exec_js_1.gitText)(['rev-parse', '--absolute-git-dir'], { cwd: ctx.top, env: ctx.env })).trim();
        const quarantine = (0, node_path_1.join)(gitDir, 'diffgate', 'quarantine');
        for (const name of await (0, promises_1.readdir)(quarantine).catch(() => []))
            if (name.endsWith('toolu_diffgate_doctor_tripwire'))
                await (0, promises_1.rm)((0, node_path_1.join)(quarantine, name), { recursive: true, force: true });
    }
}
async function watched(ctx) {
    try {
        const gitDir = (await (0, exec_js_1.gitText)(['rev-parse', '--absolute-git-dir'], { cwd: ctx.top, env: ctx.env })).trim();
        const state = JSON.parse(await (0, promises_1.readFile)((0, node_path_1.join)(gitDir, 'diffgate', 'tripwire', 'state.json'), 'utf8'));
        return { paths: (0, recordParts_js_1.recordedCount)(state), pending: state.pending?.length ?? 0 };
    }
    catch {
        return undefined;
    }
}
exports.claudeChecks = {
    title: t.group(),
    async run(ctx) {
        const installed = await settingsFiles(ctx);
        if (installed.length === 0)
            return [(0, finding_js_1.ok)(t.settingsCheck, t.notInstalled()), ...(await (0, sandboxFindings_js_1.sandboxFindings)(ctx))];
        const findings = [];
        for (const i of installed) {
            if (!i.preToolUse) {
                findings.push((0, finding_js_1.problem)(t.settingsCheck, t.noPreToolUse(i.file), t.reinstall()));
                continue;
            }
            const missing = [
                'Write',
                'Edit',
                'MultiEdit',
                'NotebookEdit',
                'Bash',
                'Read',
                'CronCreate',
                'ScheduleWakeup',
            ].filter((tool) => !new RegExp(`(^|\\|)${tool}(\\||$)`).test(i.preToolUse.matcher));
            if (missing.length > 0)
                findings.push((0, finding_js_1.problem)(t.settingsCheck, t.matcherMissing(i.file, missing), t.reinstall()));
            else if (!i.preMatchers.some((m) => matchesTool(m, 'mcp__server__write_file')))
                findings.push((0, finding_js_1.problem)(t.settingsCheck, t.noMcp(i.file), t.reinstall()));
            else if (!i.userPromptSubmit)
                findings.push((0, finding_js_1.problem)(t.settingsCheck, t.noPrompt(i.file), t.reinstall()));
            else
                findings.push((0, finding_js_1.ok)(t.settingsCheck, t.installed(i.file)));
            findings.push(await probe(ctx, i.preToolUse.command));
            findings.push((0, codeChecks_js_1.checkAgentCode)(i.preToolUse.command, 'claude', !i.file.startsWith(`${ctx.top}/`), i.file));
            if (!i.postToolUse || !/(^|\|)Bash(\||$)/.test(i.postToolUse.matcher) || !i.stop)
                findings.push((0, finding_js_1.problem)(t.tripwireCheck, t.noTripwire(i.file), t.reinstall()));
            else
                findings.push(await tripwireProbe(ctx, i.preToolUse.command, i.postToolUse.command));
        }
        return [...findings, ...(await (0, sandboxFindings_js_1.sandboxFindings)(ctx))];
    },
};


/***/ }),

/***/ 8209:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.clientLoads = clientLoads;
const promises_1 = __webpack_require__(1455);
const node_path_1 = __webpack_require__(6760);
const jsonc_parser_1 = __webpack_require__(9547);
const smol_toml_1 = __webpack_require__(7106);
const hookTrust_js_1 = __webpack_require__(6128);
const installAgent_js_1 = __webpack_require__(3827);
const agents_js_1 = __webpack_require__(5621);
const finding_js_1 = __webpack_require__(5508);
const t = agents_js_1.agentsText.doctor;
async function text(file) {
    try {
        return await (0, promises_1.readFile)(file, 'utf8');
    }
    catch {
        return undefined;
    }
}
const isTable = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
async function json(file) {
    const s = await text(file);
    if (s === undefined)
        return undefined;
    const v = (0, jsonc_parser_1.parse)(s, [], { allowTrailingComma: true });
    return isTable(v) ? v : undefined;
}
async function toml(file) {
    try {
        return (0, smol_toml_1.parse)((await text(file)) ?? '');
    }
    catch {
        return {};
    }
}
function upward(root) {
    const out = [root];
    while ((0, node_path_1.dirname)(out[out.length - 1]) !== out[out.length - 1])
        out.push((0, node_path_1.dirname)(out[out.length - 1]));
    return out;
}
async function codexTrusted(root, env, home) {
    const file = (0, node_path_1.join)(env.CODEX_HOME || (0, node_path_1.join)(home, '.codex'), 'config.toml');
    const projects = (await toml(file)).projects;
    if (!isTable(projects))
        return undefined;
    for (const dir of upward(root)) {
        const p = projects[dir];
        if (isTable(p) && p.trust_level === 'trusted')
            return `${file} trusts ${dir}`;
    }
    return undefined;
}
async function copilotTrusted(root, env, home) {
    for (const v of ['COPILOT_ALLOW_ALL', 'GITHUB_COPILOT_PROMPT_MODE_REPO_HOOKS'])
        if (env[v] === 'true')
            return `${v}=true`;
    const file = (0, node_path_1.join)(env.COPILOT_HOME || (0, node_path_1.join)(home, '.copilot'), 'config.json');
    const list = (await json(file))?.trustedFolders;
    const dirs = Array.isArray(list) ? list.filter((x) => typeof x === 'string') : [];
    const hit = dirs.find((d) => root === d || root.startsWith(d.endsWith(node_path_1.sep) ? d : d + node_path_1.sep));
    return hit === undefined ? undefined : `${file} trusts ${hit}`;
}
async function geminiTrusted(root, env, home) {
    if (env.GEMINI_CLI_TRUST_WORKSPACE === 'true')
        return 'GEMINI_CLI_TRUST_WORKSPACE=true';
    const file = env.GEMINI_CLI_TRUSTED_FOLDERS_PATH || (0, node_path_1.join)(home, '.gemini', 'trustedFolders.json');
    const rules = (await json(file)) ?? {};
    for (const [path, level] of Object.entries(rules)) {
        const dir = level === 'TRUST_PARENT' ? (0, node_path_1.dirname)(path) : path;
        if ((level === 'TRUST_FOLDER' || level === 'TRUST_PARENT') && upward(root).includes(dir))
            return `${file} trusts ${dir}`;
    }
    return undefined;
}
async function geminiSwitchedOff(root, home, commands) {
    const out = [];
    for (const file of [(0, node_path_1.join)(home, '.gemini', 'settings.json'), (0, node_path_1.join)(root, '.gemini', 'settings.json')]) {
        const cfg = (await json(file))?.hooksConfig;
        if (cfg === undefined || typeof cfg !== 'object' || cfg === null)
            continue;
        const hows = [];
        if (cfg.enabled === false)
            hows.push('hooksConfig.enabled is false');
        const off = Array.isArray(cfg.disabled) ? cfg.disabled.filter((d) => commands.includes(d)) : [];
        if (off.length > 0)
            hows.push(`hooksConfig.disabled names ${off.map((d) => JSON.stringify(d)).join(', ')}`);
        if (hows.length > 0)
            out.push((0, finding_js_1.problem)(t.loadsCheck('Gemini CLI'), t.switchedOff(file, hows.join('; ')), t.hooksOnFix(file)));
    }
    return out;
}
async function codexHooksReviewed(root, env, home) {
    const codexHome = env.CODEX_HOME || (0, node_path_1.join)(home, '.codex');
    const config = (0, node_path_1.join)(codexHome, 'config.toml');
    const hooksTable = (await toml(config)).hooks;
    const state = isTable(hooksTable) && isTable(hooksTable.state) ? hooksTable.state : {};
    const ours = [];
    for (const file of [(0, node_path_1.join)(root, '.codex', 'hooks.json'), (0, node_path_1.join)(codexHome, 'hooks.json')]) {
        const data = await json(file);
        if (data !== undefined)
            ours.push(...(0, hookTrust_js_1.codexHookTrust)(file, data).filter((h) => (0, installAgent_js_1.isOurs)('codex', h)));
    }
    if (ours.length === 0)
        return undefined;
    const skipped = ours.filter((h) => {
        const s = state[h.key];
        return !isTable(s) || s.trusted_hash !== h.hash || s.enabled === false;
    });
    if (skipped.length === 0)
        return (0, finding_js_1.ok)(t.reviewedCheck('Codex CLI'), t.reviewed(ours.length, config));
    return (0, finding_js_1.problem)(t.reviewedCheck('Codex CLI'), t.unreviewed(skipped.map((h) => h.key), ours.length, config), t.reviewFix(root));
}
const TRUST = {
    codex: {
        title: 'Codex CLI',
        trusted: codexTrusted,
        where: 'no trust_level "trusted" for it in ~/.codex/config.toml',
        userToo: false,
    },
    gemini: { title: 'Gemini CLI', trusted: geminiTrusted, where: 'not in ~/.gemini/trustedFolders.json', userToo: true },
    copilot: {
        title: 'Copilot CLI',
        trusted: copilotTrusted,
        where: 'not in "trustedFolders" of ~/.copilot/config.json',
        userToo: false,
    },
};
async function clientLoads(agent, ctx, home, user, commands) {
    const c = TRUST[agent];
    const reviewed = agent === 'codex' ? await codexHooksReviewed(ctx.top, ctx.env, home) : undefined;
    if (c === undefined || (user && !c.userToo))
        return reviewed ? [reviewed] : [];
    const findings = reviewed ? [reviewed] : [];
    const trusted = await c.trusted(ctx.top, ctx.env, home);
    const fix = t.trustFix[agent](ctx.top);
    findings.push(trusted === undefined
        ? (0, finding_js_1.problem)(t.loadsCheck(c.title), t.untrusted(c.title, ctx.top, c.where), fix)
        : (0, finding_js_1.ok)(t.loadsCheck(c.title), t.loads(trusted)));
    if (agent === 'gemini') {
        const off = await geminiSwitchedOff(ctx.top, home, commands);
        if (off.length > 0)
            return [...findings.filter((f) => f.status !== 'ok'), ...off];
    }
    return findings;
}


/***/ }),

/***/ 8421:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.checkAgentCode = checkAgentCode;
const node_fs_1 = __webpack_require__(3024);
const codeCache_js_1 = __webpack_require__(4938);
const verifiedCommand_js_1 = __webpack_require__(2562);
const codeCheck_js_1 = __webpack_require__(6856);
const doctor_js_1 = __webpack_require__(1340);
const finding_js_1 = __webpack_require__(5508);
function checkAgentCode(command, agent, user, file) {
    const fix = doctor_js_1.doctorText.fix.reinstallCode(agent, user);
    const v = (0, verifiedCommand_js_1.parseVerified)(command);
    if (!v)
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.codeVerified, doctor_js_1.doctorText.codeUnverifiedOld(file), fix);
    if (!(0, node_fs_1.existsSync)(v.node))
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.codeVerified, doctor_js_1.doctorText.codeNodeGone(file, v.node), fix);
    let hash;
    try {
        hash = (0, verifiedCommand_js_1.codeHash)(v.dir);
    }
    catch (e) {
        if (!(e instanceof verifiedCommand_js_1.CodeCheckError))
            throw e;
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.codeVerified, doctor_js_1.doctorText.codeChanged(file, e.message), fix);
    }
    if (hash !== v.hash)
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.codeVerified, doctor_js_1.doctorText.codeChanged(file, `${v.dir}/SHA256SUMS`), fix);
    const cache = v.cache && v.cache.hash !== '-'
        ? { dir: v.cache.dir, intact: (0, codeCache_js_1.cacheIntact)(v.cache), reinstall: codeCheck_js_1.codeCheckText.reinstall(agent, user) }
        : undefined;
    return (0, finding_js_1.ok)(doctor_js_1.doctorText.check.codeVerified, doctor_js_1.doctorText.codeVerifiedAgent(file, v.node, v.dir, writable(v.node), cache));
}
function writable(path) {
    try {
        (0, node_fs_1.accessSync)(path, node_fs_1.constants.W_OK);
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 7584:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GitFailed = void 0;
exports.run = run;
exports.gitBytes = gitBytes;
exports.gitText = gitText;
const node_child_process_1 = __webpack_require__(1421);
function run(command, args, opts) {
    return new Promise((resolve, reject) => {
        const child = (0, node_child_process_1.spawn)(command, args, {
            cwd: opts.cwd,
            env: opts.env,
            stdio: ['pipe', 'pipe', 'pipe'],
            timeout: opts.timeout,
        });
        const out = [];
        const err = [];
        child.stdout.on('data', (b) => out.push(b));
        child.stderr.on('data', (b) => err.push(b));
        child.on('error', reject);
        child.stdin.on('error', () => undefined);
        child.on('close', (status, signal) => {
            const stdout = Buffer.concat(out);
            const stderr = Buffer.concat(err);
            resolve({ status, signal, stdout, stderr, output: `${stdout.toString('utf8')}${stderr.toString('utf8')}` });
        });
        child.stdin.end(opts.input ?? '');
    });
}
class GitFailed extends Error {
    args;
    ran;
    constructor(args, ran) {
        super(`git ${args.join(' ')}: ${ran.stderr.toString('utf8').trim() || `exit ${ran.status ?? ran.signal}`}`);
        this.args = args;
        this.ran = ran;
    }
}
exports.GitFailed = GitFailed;
async function gitBytes(args, opts) {
    const ran = await run('git', args, opts);
    if (ran.status !== 0)
        throw new GitFailed(args, ran);
    return ran.stdout;
}
async function gitText(args, opts) {
    return (await gitBytes(args, opts)).toString('utf8');
}


/***/ }),

/***/ 5508:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.problem = exports.ok = void 0;
const ok = (check, detail) => ({ check, status: 'ok', detail });
exports.ok = ok;
const problem = (check, detail, fix) => ({
    check,
    status: 'problem',
    detail,
    fix,
});
exports.problem = problem;


/***/ }),

/***/ 5519:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.gitHookChecks = void 0;
const doctor_js_1 = __webpack_require__(1340);
const finding_js_1 = __webpack_require__(5508);
const hookChecks_js_1 = __webpack_require__(9791);
const hookSetup_js_1 = __webpack_require__(1485);
const manifestCheck_js_1 = __webpack_require__(6986);
const probe_js_1 = __webpack_require__(9447);
const probeTarget_js_1 = __webpack_require__(3514);
const runtimeChecks_js_1 = __webpack_require__(1380);
exports.gitHookChecks = {
    title: doctor_js_1.doctorText.groupGitHooks(),
    async run(ctx) {
        const setup = await (0, hookSetup_js_1.hookSetup)(ctx);
        const findings = [(0, hookChecks_js_1.checkHooksDir)(setup)];
        if (setup.hooksDirExists)
            findings.push(...(await (0, hookChecks_js_1.checkHookFiles)(setup)));
        findings.push(...(0, hookChecks_js_1.checkSwitches)(setup));
        const node = await (0, runtimeChecks_js_1.findNode)(setup);
        findings.push((0, runtimeChecks_js_1.checkNode)(node));
        findings.push((0, runtimeChecks_js_1.checkPrograms)(ctx.env));
        const cli = await (0, runtimeChecks_js_1.checkCli)(setup, node);
        if (cli)
            findings.push(cli, (0, runtimeChecks_js_1.checkCodeVerified)());
        const manifest = await (0, manifestCheck_js_1.checkManifest)(setup);
        findings.push(...manifest.findings);
        if (!manifest.manifest) {
            findings.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.probe('pre-commit'), doctor_js_1.doctorText.probeNoManifest(), doctor_js_1.doctorText.fix.manifestFirst()));
            return findings;
        }
        const target = await (0, probeTarget_js_1.chooseProbe)(setup, manifest.manifest, manifest.path);
        if (!target) {
            findings.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.probe('pre-commit'), doctor_js_1.doctorText.probeNoTarget(), doctor_js_1.doctorText.fix.probeTarget()));
            return findings;
        }
        findings.push(await (0, probe_js_1.probePreCommit)(setup, target));
        findings.push(manifest.path === null
            ? (0, finding_js_1.ok)(doctor_js_1.doctorText.check.probe('pre-push'), doctor_js_1.doctorText.probePushNoManifest())
            : await (0, probe_js_1.probePrePush)(setup, target));
        return findings;
    },
};


/***/ }),

/***/ 9791:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PRE_COMMIT_IDS = void 0;
exports.checkHooksDir = checkHooksDir;
exports.checkHookFiles = checkHookFiles;
exports.checkSwitches = checkSwitches;
const node_path_1 = __webpack_require__(6760);
const yaml_1 = __webpack_require__(8815);
const doctor_js_1 = __webpack_require__(1340);
const installTarget_js_1 = __webpack_require__(6003);
const finding_js_1 = __webpack_require__(5508);
const hookSetup_js_1 = __webpack_require__(1485);
exports.PRE_COMMIT_IDS = {
    'pre-commit': 'diffgate',
    'pre-merge-commit': 'diffgate',
    'prepare-commit-msg': 'diffgate-release-trailer',
    'pre-push': 'diffgate-pre-push',
};
function checkHooksDir(setup) {
    if (setup.hooksDirExists)
        return (0, finding_js_1.ok)(doctor_js_1.doctorText.check.hooksPath, doctor_js_1.doctorText.hooksDir(setup.hooksDir, setup.hooksPath));
    return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.hooksPath, doctor_js_1.doctorText.hooksDirMissing(setup.hooksDir, setup.hooksPath), setup.hooksPath !== undefined ? doctor_js_1.doctorText.fix.hooksPathNowhere() : doctor_js_1.doctorText.fix.install());
}
async function checkHookFiles(setup) {
    const config = await managerConfig(setup);
    return Promise.all(installTarget_js_1.GIT_HOOKS.map((hook) => checkHook(setup, hook, config)));
}
async function checkHook(setup, hook, config) {
    const name = doctor_js_1.doctorText.check.hook(hook);
    const file = (0, node_path_1.join)(setup.hooksDir, hook);
    const st = await (0, hookSetup_js_1.statIfPresent)(file);
    if (!st)
        return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.hookMissing(file, why(hook)), fixFor(setup.manager, hook));
    if (!st.isFile())
        return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.hookNotFile(file), fixFor(setup.manager, hook));
    if (!(await (0, hookSetup_js_1.isExecutable)(file)))
        return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.hookNotExecutable(file), doctor_js_1.doctorText.fix.chmod(file));
    const missing = await config.missing(hook, file);
    if (missing)
        return (0, finding_js_1.problem)(name, missing, fixFor(setup.manager, hook));
    return (0, finding_js_1.ok)(name, doctor_js_1.doctorText.hookFound(file, doctor_js_1.doctorText.manager[setup.manager]));
}
const why = (hook) => doctor_js_1.doctorText.hookPurpose[hook];
function fixFor(manager, hook) {
    if (manager === 'husky')
        return doctor_js_1.doctorText.fix.husky();
    if (manager === 'lefthook')
        return doctor_js_1.doctorText.fix.lefthook();
    if (manager === 'pre-commit')
        return doctor_js_1.doctorText.fix.preCommit(exports.PRE_COMMIT_IDS[hook], hook);
    if (manager === 'other')
        return doctor_js_1.doctorText.fix.other(hook);
    return doctor_js_1.doctorText.fix.install();
}
const calls = (hook) => new RegExp(`diffgate(?:\\S*)?\\s+githook\\s+${hook}(?![\\w-])`);
async function managerConfig(setup) {
    switch (setup.manager) {
        case 'husky': {
            const dir = (0, node_path_1.join)(setup.hooksDir, '..');
            return {
                missing: async (hook) => {
                    const text = await (0, hookSetup_js_1.readIfPresent)((0, node_path_1.join)(dir, hook));
                    return text !== undefined && calls(hook).test(text) ? undefined : doctor_js_1.doctorText.huskyLineMissing((0, node_path_1.join)(dir, hook), hook);
                },
            };
        }
        case 'lefthook': {
            const found = await lefthookConfig(setup.top);
            return {
                missing: async (hook) => {
                    if ('error' in found)
                        return found.error;
                    const section = found.config?.[hook];
                    return section !== undefined && calls(hook).test(JSON.stringify(section))
                        ? undefined
                        : doctor_js_1.doctorText.lefthookMissing(found.file, hook);
                },
            };
        }
        case 'pre-commit': {
            const file = (0, node_path_1.join)(setup.top, '.pre-commit-config.yaml');
            const ids = await preCommitIds(file);
            return {
                missing: async (hook) => {
                    if ('error' in ids)
                        return ids.error;
                    return ids.ids.has(exports.PRE_COMMIT_IDS[hook]) ? undefined : doctor_js_1.doctorText.preCommitIdMissing(file, exports.PRE_COMMIT_IDS[hook]);
                },
            };
        }
        case 'diffgate':
            return { missing: async () => undefined };
        default:
            return {
                missing: async (hook, file) => calls(hook).test((await (0, hookSetup_js_1.readIfPresent)(file)) ?? '') ? undefined : doctor_js_1.doctorText.hookWithoutDiffgate(file),
            };
    }
}
const LEFTHOOK_FILES = ['lefthook.yml', 'lefthook.yaml', '.lefthook.yml', '.lefthook.yaml'];
async function lefthookConfig(top) {
    for (const name of LEFTHOOK_FILES) {
        const file = (0, node_path_1.join)(top, name);
        const text = await (0, hookSetup_js_1.readIfPresent)(file);
        if (text === undefined)
            continue;
        try {
            return { file, config: ((0, yaml_1.parse)(text) ?? {}) };
        }
        catch (e) {
            return { error: doctor_js_1.doctorText.yamlInvalid(file, e.message) };
        }
    }
    return { error: doctor_js_1.doctorText.lefthookNoConfig((0, node_path_1.join)(top, LEFTHOOK_FILES[0])) };
}
async function preCommitIds(file) {
    const text = await (0, hookSetup_js_1.readIfPresent)(file);
    if (text === undefined)
        return { error: doctor_js_1.doctorText.preCommitNoConfig(file) };
    let config;
    try {
        config = (0, yaml_1.parse)(text);
    }
    catch (e) {
        return { error: doctor_js_1.doctorText.yamlInvalid(file, e.message) };
    }
    const ids = new Set();
    const repos = config?.repos;
    for (const repo of Array.isArray(repos) ? repos : []) {
        const hooks = repo?.hooks;
        for (const hook of Array.isArray(hooks) ? hooks : []) {
            const id = hook?.id;
            if (typeof id === 'string')
                ids.add(id);
        }
    }
    return { ids };
}
function checkSwitches(setup) {
    const env = setup.env;
    const found = [];
    if (env.DIFFGATE_RELEASE?.trim())
        found.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.switches, doctor_js_1.doctorText.releaseSet(env.DIFFGATE_RELEASE.trim()), doctor_js_1.doctorText.fix.unset('DIFFGATE_RELEASE')));
    if (env.HUSKY === '0')
        found.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.switches, doctor_js_1.doctorText.managerOff('HUSKY=0', 'husky'), doctor_js_1.doctorText.fix.unset('HUSKY')));
    if (env.LEFTHOOK === '0' || env.LEFTHOOK === 'false') {
        found.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.switches, doctor_js_1.doctorText.managerOff(`LEFTHOOK=${env.LEFTHOOK}`, 'lefthook'), doctor_js_1.doctorText.fix.unset('LEFTHOOK')));
    }
    const excluded = listed(env.LEFTHOOK_EXCLUDE).filter((s) => s === 'diffgate');
    if (excluded.length > 0)
        found.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.switches, doctor_js_1.doctorText.lefthookExclude(env.LEFTHOOK_EXCLUDE), doctor_js_1.doctorText.fix.unset('LEFTHOOK_EXCLUDE')));
    const skipped = listed(env.SKIP).filter((s) => Object.values(exports.PRE_COMMIT_IDS).includes(s));
    if (skipped.length > 0)
        found.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.switches, doctor_js_1.doctorText.preCommitSkip(skipped), doctor_js_1.doctorText.fix.unset('SKIP')));
    const config = hooksPathFromEnv(env);
    if (config)
        found.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.switches, doctor_js_1.doctorText.hooksPathFromEnv(config.variable), doctor_js_1.doctorText.fix.unset(config.variable)));
    return found.length > 0 ? found : [(0, finding_js_1.ok)(doctor_js_1.doctorText.check.switches, doctor_js_1.doctorText.noSwitches())];
}
const listed = (value) => (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
function hooksPathFromEnv(env) {
    if (/core\.hookspath/i.test(env.GIT_CONFIG_PARAMETERS ?? ''))
        return { variable: 'GIT_CONFIG_PARAMETERS' };
    const count = Number(env.GIT_CONFIG_COUNT ?? 0);
    for (let k = 0; k < count && k < 1000; k++)
        if ((env[`GIT_CONFIG_KEY_${k}`] ?? '').toLowerCase() === 'core.hookspath')
            return { variable: 'GIT_CONFIG_COUNT' };
    return undefined;
}


/***/ }),

/***/ 1485:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.hookSetup = hookSetup;
exports.readIfPresent = readIfPresent;
exports.statIfPresent = statIfPresent;
exports.isExecutable = isExecutable;
const promises_1 = __webpack_require__(1455);
const node_path_1 = __webpack_require__(6760);
const exec_js_1 = __webpack_require__(7584);
async function hookSetup(ctx) {
    const opts = { cwd: ctx.top, env: ctx.env };
    const [gitDir, hooksDirRaw, execPath, configured, head] = await Promise.all([
        (0, exec_js_1.gitText)(['rev-parse', '--absolute-git-dir'], opts),
        (0, exec_js_1.gitText)(['rev-parse', '--git-path', 'hooks'], opts),
        (0, exec_js_1.gitText)(['--exec-path'], opts),
        (0, exec_js_1.run)('git', ['config', '--get', 'core.hooksPath'], opts),
        (0, exec_js_1.run)('git', ['rev-parse', '--verify', '-q', 'HEAD^{commit}'], opts),
    ]);
    const hooksDir = (0, node_path_1.resolve)(ctx.top, hooksDirRaw.trim());
    const hooksDirExists = (await statIfPresent(hooksDir))?.isDirectory() === true;
    const env = { ...ctx.env, PATH: [execPath.trim(), ctx.env.PATH].filter((p) => p).join(node_path_1.delimiter) };
    return {
        top: ctx.top,
        gitDir: gitDir.trim(),
        hooksDir,
        hooksDirExists,
        hooksPath: configured.status === 0 ? configured.stdout.toString('utf8').trim() : undefined,
        manager: await managerOf(hooksDir),
        env,
        unborn: head.status !== 0,
    };
}
async function readIfPresent(file) {
    try {
        return await (0, promises_1.readFile)(file, 'utf8');
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR')
            return undefined;
        throw e;
    }
}
async function statIfPresent(path) {
    try {
        return await (0, promises_1.stat)(path);
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw e;
    }
}
async function isExecutable(file) {
    return (0, promises_1.access)(file, promises_1.constants.X_OK).then(() => true, () => false);
}
async function managerOf(hooksDir) {
    if ((await readIfPresent((0, node_path_1.join)(hooksDir, '_diffgate'))) !== undefined)
        return 'diffgate';
    if ((0, node_path_1.basename)(hooksDir) === '_' && (0, node_path_1.basename)((0, node_path_1.dirname)(hooksDir)) === '.husky')
        return 'husky';
    const text = await readIfPresent((0, node_path_1.join)(hooksDir, 'pre-commit'));
    if (text === undefined)
        return 'none';
    if (/\blefthook\b/.test(text))
        return 'lefthook';
    if (/File generated by pre-commit|pre_commit/.test(text))
        return 'pre-commit';
    return 'other';
}


/***/ }),

/***/ 6986:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.checkManifest = checkManifest;
const node_path_1 = __webpack_require__(6760);
const doctor_js_1 = __webpack_require__(1340);
const parseManifest_js_1 = __webpack_require__(5684);
const readChanges_js_1 = __webpack_require__(402);
const exec_js_1 = __webpack_require__(7584);
const finding_js_1 = __webpack_require__(5508);
const hookSetup_js_1 = __webpack_require__(1485);
async function checkManifest(setup) {
    const rev = setup.unborn ? '' : 'HEAD';
    const label = `${rev}:${readChanges_js_1.DEFAULT_MANIFEST}`;
    const blob = await (0, exec_js_1.run)('git', ['cat-file', 'blob', label], { cwd: setup.top, env: setup.env });
    const inForce = blob.status === 0 ? blob.stdout.toString('utf8') : undefined;
    const onDisk = await (0, hookSetup_js_1.readIfPresent)((0, node_path_1.join)(setup.top, readChanges_js_1.DEFAULT_MANIFEST));
    const findings = [];
    let manifest;
    if (inForce === undefined) {
        findings.push((0, finding_js_1.ok)(doctor_js_1.doctorText.check.manifest, doctor_js_1.doctorText.manifestNone(label)));
        manifest = (0, parseManifest_js_1.parseManifest)('', label);
    }
    else {
        const parsed = (0, parseManifest_js_1.parseManifest)(inForce, label);
        if (parsed.errors.length > 0) {
            findings.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.manifest, doctor_js_1.doctorText.manifestErrors(label, parsed.errors.map(parseManifest_js_1.formatManifestError)), doctor_js_1.doctorText.fix.manifestInForce(readChanges_js_1.DEFAULT_MANIFEST)));
        }
        else {
            manifest = parsed;
            findings.push((0, finding_js_1.ok)(doctor_js_1.doctorText.check.manifest, doctor_js_1.doctorText.manifestOk(label, parsed.rules.length)));
        }
    }
    if (onDisk !== undefined && onDisk !== inForce) {
        const parsed = (0, parseManifest_js_1.parseManifest)(onDisk, readChanges_js_1.DEFAULT_MANIFEST);
        if (parsed.errors.length > 0) {
            findings.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.manifest, doctor_js_1.doctorText.manifestEditedErrors(readChanges_js_1.DEFAULT_MANIFEST, parsed.errors.map(parseManifest_js_1.formatManifestError)), doctor_js_1.doctorText.fix.manifestEdited(readChanges_js_1.DEFAULT_MANIFEST)));
        }
        else {
            findings.push((0, finding_js_1.ok)(doctor_js_1.doctorText.check.manifest, doctor_js_1.doctorText.manifestEditedOk(readChanges_js_1.DEFAULT_MANIFEST, parsed.rules.length)));
        }
    }
    return { manifest, path: inForce === undefined ? null : readChanges_js_1.DEFAULT_MANIFEST, findings };
}


/***/ }),

/***/ 9447:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.probePreCommit = probePreCommit;
exports.probePrePush = probePrePush;
const promises_1 = __webpack_require__(1455);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const doctor_js_1 = __webpack_require__(1340);
const exec_js_1 = __webpack_require__(7584);
const finding_js_1 = __webpack_require__(5508);
const hookChecks_js_1 = __webpack_require__(9791);
const hookSetup_js_1 = __webpack_require__(1485);
const probeTarget_js_1 = __webpack_require__(3514);
const HOOK_TIMEOUT = 120_000;
const PROBE_REF = `refs/heads/${probeTarget_js_1.PROBE_DIR}`;
function probeEnv(setup, index) {
    const env = { ...setup.env, GIT_INDEX_FILE: index };
    delete env.DIFFGATE_RELEASE;
    return env;
}
async function stageProbe(setup, env, target) {
    const opts = { cwd: setup.top, env };
    const sha = (await (0, exec_js_1.gitText)(['hash-object', '-w', '--stdin'], { ...opts, input: target.content })).trim();
    await (0, exec_js_1.gitText)(['update-index', '--add', '--cacheinfo', `${target.mode},${sha},${target.path}`], opts);
    const paths = await (0, exec_js_1.gitBytes)(['ls-files', '-z'], opts);
    await (0, exec_js_1.gitText)(['update-index', '--skip-worktree', '-z', '--stdin'], { ...opts, input: paths });
}
async function probePreCommit(setup, target) {
    return setupFailure('pre-commit', () => preCommitProbe(setup, target));
}
async function probePrePush(setup, target) {
    return setupFailure('pre-push', () => prePushProbe(setup, target));
}
async function setupFailure(hook, probe) {
    try {
        return await probe();
    }
    catch (e) {
        if (e instanceof exec_js_1.GitFailed)
            return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.probe(hook), doctor_js_1.doctorText.probeSetupFailed(hook, e.message), doctor_js_1.doctorText.fix.probeSetup());
        throw e;
    }
}
async function preCommitProbe(setup, target) {
    const hook = (0, node_path_1.join)(setup.hooksDir, 'pre-commit');
    if (!(await (0, hookSetup_js_1.isExecutable)(hook)))
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.probe('pre-commit'), doctor_js_1.doctorText.probeNoHook('pre-commit'), doctor_js_1.doctorText.fix.seeAbove());
    const tmp = await (0, promises_1.mkdtemp)((0, node_path_1.join)((0, node_os_1.tmpdir)(), 'diffgate-doctor-'));
    try {
        const index = (0, node_path_1.join)(tmp, 'index');
        const env = probeEnv(setup, index);
        const opts = { cwd: setup.top, env: setup.env };
        if ((await (0, exec_js_1.gitText)(['ls-files', '--unmerged'], opts)) !== '') {
            await (0, exec_js_1.gitText)(['read-tree', 'HEAD'], { cwd: setup.top, env });
        }
        else {
            const real = (0, node_path_1.resolve)(setup.top, (await (0, exec_js_1.gitText)(['rev-parse', '--git-path', 'index'], opts)).trim());
            await (0, promises_1.copyFile)(real, index).catch((e) => {
                if (e.code !== 'ENOENT')
                    throw e;
            });
        }
        await stageProbe(setup, env, target);
        const ran = await runHook(hook, [], { cwd: setup.top, env, timeout: HOOK_TIMEOUT });
        return judge(setup, 'pre-commit', ran, target);
    }
    finally {
        await (0, promises_1.rm)(tmp, { recursive: true, force: true });
    }
}
async function prePushProbe(setup, target) {
    if (setup.unborn)
        return (0, finding_js_1.ok)(doctor_js_1.doctorText.check.probe('pre-push'), doctor_js_1.doctorText.probeNoCommit());
    const hook = (0, node_path_1.join)(setup.hooksDir, 'pre-push');
    if (!(await (0, hookSetup_js_1.isExecutable)(hook)))
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.probe('pre-push'), doctor_js_1.doctorText.probeNoHook('pre-push'), doctor_js_1.doctorText.fix.seeAbove());
    const tmp = await (0, promises_1.mkdtemp)((0, node_path_1.join)((0, node_os_1.tmpdir)(), 'diffgate-doctor-'));
    try {
        const env = probeEnv(setup, (0, node_path_1.join)(tmp, 'index'));
        const opts = { cwd: setup.top, env };
        const head = (await (0, exec_js_1.gitText)(['rev-parse', '--verify', 'HEAD^{commit}'], opts)).trim();
        await (0, exec_js_1.gitText)(['read-tree', head], opts);
        await stageProbe(setup, env, target);
        const tree = (await (0, exec_js_1.gitText)(['write-tree'], opts)).trim();
        const who = {
            GIT_AUTHOR_NAME: 'diffgate doctor',
            GIT_AUTHOR_EMAIL: 'doctor@diffgate.invalid',
            GIT_COMMITTER_NAME: 'diffgate doctor',
            GIT_COMMITTER_EMAIL: 'doctor@diffgate.invalid',
        };
        const commit = (await (0, exec_js_1.gitText)(['commit-tree', tree, '-p', head, '-m', doctor_js_1.doctorText.probeCommitMessage()], {
            ...opts,
            env: { ...env, ...who },
        })).trim();
        const input = `${PROBE_REF} ${commit} ${PROBE_REF} ${head}\n`;
        const ran = await runHook(hook, [probeTarget_js_1.PROBE_DIR, probeTarget_js_1.PROBE_DIR], { cwd: setup.top, env, input, timeout: HOOK_TIMEOUT });
        return judge(setup, 'pre-push', ran, target);
    }
    finally {
        await (0, promises_1.rm)(tmp, { recursive: true, force: true });
    }
}
async function runHook(hook, args, opts) {
    try {
        return await (0, exec_js_1.run)(hook, args, opts);
    }
    catch (e) {
        if (e.code === 'ENOEXEC')
            return (0, exec_js_1.run)('/bin/sh', [hook, ...args], opts).catch((e2) => e2);
        return e;
    }
}
function judge(setup, hook, ran, target) {
    const name = doctor_js_1.doctorText.check.probe(hook);
    if (ran instanceof Error)
        return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.probeNotStarted(hook, ran.message), doctor_js_1.doctorText.fix.seeAbove());
    const output = ran.output.trim();
    if (ran.status === null)
        return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.probeKilled(hook, ran.signal ?? 'a signal', HOOK_TIMEOUT / 1000, output), doctor_js_1.doctorText.fix.readOutput());
    if (ran.status === 1 && output.includes(target.path))
        return (0, finding_js_1.ok)(name, doctor_js_1.doctorText.probeBlocked(hook, target.path, target.rules));
    if (ran.status === 0)
        return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.probePassed(hook, target.path, output), fixPassed(setup, hook));
    if (ran.status === 1)
        return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.probeBlockedOther(hook, target.path, output), doctor_js_1.doctorText.fix.readOutput());
    return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.probeFailed(hook, ran.status, output), doctor_js_1.doctorText.fix.readOutput());
}
function fixPassed(setup, hook) {
    if (setup.manager === 'husky')
        return doctor_js_1.doctorText.fix.husky();
    if (setup.manager === 'lefthook')
        return doctor_js_1.doctorText.fix.lefthook();
    if (setup.manager === 'pre-commit')
        return doctor_js_1.doctorText.fix.preCommit(hookChecks_js_1.PRE_COMMIT_IDS[hook], hook);
    if (setup.manager === 'other')
        return doctor_js_1.doctorText.fix.other(hook);
    return doctor_js_1.doctorText.fix.install();
}


/***/ }),

/***/ 3514:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PROBE_DIR = void 0;
exports.chooseProbe = chooseProbe;
const check_js_1 = __webpack_require__(9350);
const exec_js_1 = __webpack_require__(7584);
exports.PROBE_DIR = 'diffgate-doctor-probe';
const PROBE_TEXT = 'diffgate doctor probe: a synthetic change in a temporary index, never committed\n';
const SECRET_NAMES = ['.env', 'id_rsa', 'doctor.pem', 'doctor.key', 'secrets.txt'];
async function chooseProbe(setup, manifest, manifestPath) {
    const opts = { cwd: setup.top, env: setup.env };
    const checker = new check_js_1.Checker(manifest, manifestPath);
    const content = new TextEncoder().encode(PROBE_TEXT);
    const tree = setup.unborn ? [] : parseLsTree(await (0, exec_js_1.gitBytes)(['ls-tree', '-r', '-z', '--full-tree', 'HEAD'], opts));
    for (const entry of tree) {
        if (entry.mode !== '100644' && entry.mode !== '100755')
            continue;
        if (!checker.rulesFor(entry.path).rules.some((r) => r.kind === 'freeze'))
            continue;
        const change = {
            status: 'modified',
            old: { path: entry.path, mode: entry.mode, read: async () => (0, exec_js_1.gitBytes)(['cat-file', 'blob', entry.sha], opts) },
            new: { path: entry.path, mode: entry.mode, read: async () => content },
        };
        const rules = await blockedBy(checker, change);
        if (rules.length > 0)
            return { path: entry.path, mode: entry.mode, content, rules, kind: 'freeze' };
    }
    const taken = new Set([
        ...tree.map((e) => e.path),
        ...(await (0, exec_js_1.gitText)(['ls-files', '-z', '--', exports.PROBE_DIR], opts)).split('\0'),
    ]);
    for (const name of SECRET_NAMES) {
        const path = `${exports.PROBE_DIR}/${name}`;
        if (taken.has(path))
            continue;
        const change = { status: 'added', old: null, new: { path, mode: '100644', read: async () => content } };
        const rules = await blockedBy(checker, change);
        if (rules.length > 0)
            return { path, mode: '100644', content, rules, kind: 'secret' };
    }
    return undefined;
}
async function blockedBy(checker, change) {
    const path = change.new.path;
    return [...new Set((await checker.check([change])).violations.filter((v) => v.path === path).map((v) => v.rule))];
}
function parseLsTree(out) {
    return out
        .toString('utf8')
        .split('\0')
        .filter((l) => l !== '')
        .map((l) => {
        const tab = l.indexOf('\t');
        const [mode = '', , sha = ''] = l.slice(0, tab).split(' ');
        return { mode, sha, path: l.slice(tab + 1) };
    });
}


/***/ }),

/***/ 4959:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderFindings = renderFindings;
const doctor_js_1 = __webpack_require__(1340);
const indent = (text, pad) => text
    .split('\n')
    .map((l, i) => (i === 0 ? l : `${pad}${l}`))
    .join('\n');
function renderFindings(title, findings) {
    const width = Math.max(0, ...findings.map((f) => f.check.length));
    const pad = ' '.repeat(2 + 8 + 1 + width + 2);
    const lines = [title];
    for (const f of findings) {
        lines.push(`  ${(f.status === 'ok' ? doctor_js_1.doctorText.ok : doctor_js_1.doctorText.problem).padEnd(8)} ${f.check.padEnd(width)}  ${indent(f.detail, pad)}`);
        if (f.fix)
            lines.push(`${pad}${doctor_js_1.doctorText.fixLabel} ${indent(f.fix, `${pad}${' '.repeat(doctor_js_1.doctorText.fixLabel.length + 1)}`)}`);
    }
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 1380:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.findNode = findNode;
exports.checkNode = checkNode;
exports.cliLocation = cliLocation;
exports.checkCli = checkCli;
exports.checkPrograms = checkPrograms;
exports.checkCodeVerified = checkCodeVerified;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const doctor_js_1 = __webpack_require__(1340);
const exec_js_1 = __webpack_require__(7584);
const finding_js_1 = __webpack_require__(5508);
const hookSetup_js_1 = __webpack_require__(1485);
const MIN_NODE = 20;
const TIMEOUT = 30_000;
async function findNode(setup) {
    const found = await (0, exec_js_1.run)('/bin/sh', ['-c', 'command -v node'], { cwd: setup.top, env: setup.env, timeout: TIMEOUT });
    const path = found.stdout.toString('utf8').trim();
    if (found.status !== 0 || path === '')
        return undefined;
    const version = await (0, exec_js_1.run)(path, ['--version'], { cwd: setup.top, env: setup.env, timeout: TIMEOUT }).catch(() => undefined);
    return { path, version: version?.status === 0 ? version.stdout.toString('utf8').trim() : '' };
}
function checkNode(node) {
    if (!node)
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.node, doctor_js_1.doctorText.nodeMissing(), doctor_js_1.doctorText.fix.node());
    const major = Number(/^v(\d+)\./.exec(node.version)?.[1] ?? NaN);
    if (!(major >= MIN_NODE))
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.node, doctor_js_1.doctorText.nodeOld(node.path, node.version || '?', MIN_NODE), doctor_js_1.doctorText.fix.node());
    return (0, finding_js_1.ok)(doctor_js_1.doctorText.check.node, doctor_js_1.doctorText.nodeFound(node.path, node.version));
}
function cliLocation(setup) {
    if (setup.manager === 'diffgate')
        return (0, node_path_1.resolve)(setup.hooksDir, '../dist/cli/index.js');
    if (setup.manager === 'husky' || setup.manager === 'lefthook')
        return (0, node_path_1.join)(setup.top, 'node_modules/.bin/diffgate');
    return undefined;
}
async function checkCli(setup, node) {
    if (setup.manager === 'pre-commit')
        return (0, finding_js_1.ok)(doctor_js_1.doctorText.check.cli, doctor_js_1.doctorText.cliPreCommit());
    const cli = cliLocation(setup);
    if (cli === undefined)
        return undefined;
    const isFile = (await (0, hookSetup_js_1.statIfPresent)(cli))?.isFile() === true;
    const fix = setup.manager === 'diffgate' ? doctor_js_1.doctorText.fix.cliHooksPath(setup.hooksDir) : doctor_js_1.doctorText.fix.cliPackage();
    if (!isFile)
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.cli, doctor_js_1.doctorText.cliMissing(cli), fix);
    if (!node)
        return (0, finding_js_1.ok)(doctor_js_1.doctorText.check.cli, doctor_js_1.doctorText.cliFound(cli));
    const ran = await (0, exec_js_1.run)(node.path, [cli, '--help'], { cwd: setup.top, env: setup.env, timeout: TIMEOUT });
    if (ran.status !== 0)
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.cli, doctor_js_1.doctorText.cliBroken(cli, ran.status, ran.output), fix);
    return (0, finding_js_1.ok)(doctor_js_1.doctorText.check.cli, doctor_js_1.doctorText.cliFound(cli));
}
const PROGRAMS = ['git', 'node'];
function checkPrograms(env) {
    const home = env.HOME;
    const dirs = (env.PATH ?? '').split(':').filter((d) => d !== '' && (0, node_path_1.isAbsolute)(d));
    const found = PROGRAMS.map((program) => {
        const byReal = new Map();
        for (const path of dirs.map((d) => (0, node_path_1.join)(d, program)).filter(isExecutable)) {
            const real = (0, node_fs_1.realpathSync)(path);
            if (!byReal.has(real))
                byReal.set(real, path);
        }
        return { program, paths: [...byReal.values()] };
    });
    const userBins = home ? ['.local/bin', 'bin'].map((b) => (0, node_path_1.join)(home, b)) : [];
    const shadows = found.filter(({ paths }) => paths.length > 1 && userBins.some((bin) => (0, node_path_1.dirname)(paths[0]) === bin));
    if (shadows.length > 0)
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.programs, doctor_js_1.doctorText.programsShadowed(shadows.map(({ program, paths }) => `${program}: ${paths[0]} ahead of ${paths[1]}`)), doctor_js_1.doctorText.fix.programsShadowed());
    return (0, finding_js_1.ok)(doctor_js_1.doctorText.check.programs, doctor_js_1.doctorText.programsFound(found));
}
function checkCodeVerified() {
    return (0, finding_js_1.ok)(doctor_js_1.doctorText.check.codeVerified, doctor_js_1.doctorText.codeNotVerified());
}
function isExecutable(path) {
    try {
        (0, node_fs_1.accessSync)(path, node_fs_1.constants.X_OK);
        return (0, node_fs_1.statSync)(path).isFile();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 6680:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.sandboxFindings = sandboxFindings;
const promises_1 = __webpack_require__(1455);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const place_js_1 = __webpack_require__(3861);
const installClaude_js_1 = __webpack_require__(5907);
const sandbox_js_1 = __webpack_require__(8736);
const finding_js_1 = __webpack_require__(5508);
const claudeDenyList_js_1 = __webpack_require__(892);
const protectedSet_js_1 = __webpack_require__(804);
const t = sandbox_js_1.sandboxText.doctor;
async function sandboxFindings(ctx) {
    const home = ctx.env.HOME || (0, node_os_1.homedir)();
    const place = (0, place_js_1.locate)(ctx.top, ctx.env, home);
    const userDir = ctx.env.CLAUDE_CONFIG_DIR || node_path_1.posix.join(home, '.claude');
    const files = [
        (0, claudeDenyList_js_1.localSettingsFile)(place),
        node_path_1.posix.join(place.root, '.claude', 'settings.json'),
        node_path_1.posix.join(userDir, 'settings.json'),
    ];
    const read = await Promise.all(files.map(readSandbox));
    const decided = read.findIndex((s) => typeof s?.enabled === 'boolean');
    const on = decided >= 0 && read[decided].enabled === true;
    const listed = new Set(read.flatMap((s) => (Array.isArray(s?.filesystem?.denyWrite) ? s.filesystem.denyWrite : [])));
    const recorded = place.gitDir ? await (0, installClaude_js_1.readRecord)((0, installClaude_js_1.sandboxRecordFile)(place.gitDir)) : [];
    const enabled = on ? (0, finding_js_1.ok)(t.check, t.on(files[decided])) : (0, finding_js_1.problem)(t.check, t.off(), t.fixOff());
    if (recorded.length === 0)
        return [(0, finding_js_1.ok)(t.check, `${t.notInstalled()}; ${on ? t.on(files[decided]) : t.off()}`)];
    let wanted;
    try {
        wanted = await (0, claudeDenyList_js_1.claudeDenyList)(place, ctx.env);
    }
    catch (e) {
        if (!(e instanceof protectedSet_js_1.ManifestInvalid))
            throw e;
        return [enabled, (0, finding_js_1.problem)(t.check, t.cannotCompute(e.message), t.fixStale())];
    }
    const missing = wanted.filter((e) => !listed.has(e));
    const extra = recorded.filter((e) => !wanted.includes(e));
    const list = missing.length + extra.length === 0
        ? (0, finding_js_1.ok)(t.check, t.matches(wanted.length))
        : (0, finding_js_1.problem)(t.check, t.stale(missing, extra), t.fixStale());
    return [enabled, list];
}
async function readSandbox(file) {
    try {
        const data = JSON.parse(await (0, promises_1.readFile)(file, 'utf8'));
        return typeof data?.sandbox === 'object' && data.sandbox !== null ? data.sandbox : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 8052:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.watchChecks = void 0;
const node_child_process_1 = __webpack_require__(1421);
const promises_1 = __webpack_require__(1455);
const node_path_1 = __webpack_require__(6760);
const deadline_js_1 = __webpack_require__(5620);
const gitIndex_js_1 = __webpack_require__(4105);
const quickPass_js_1 = __webpack_require__(4583);
const recordParts_js_1 = __webpack_require__(1928);
const watchState_js_1 = __webpack_require__(9525);
const watchman_js_1 = __webpack_require__(3168);
const doctor_js_1 = __webpack_require__(1340);
const exec_js_1 = __webpack_require__(7584);
const finding_js_1 = __webpack_require__(5508);
const t = doctor_js_1.doctorText.watch;
exports.watchChecks = {
    title: t.group(),
    async run(ctx) {
        const gitDir = (await (0, exec_js_1.gitText)(['rev-parse', '--absolute-git-dir'], { cwd: ctx.top, env: ctx.env })).trim();
        const dir = (0, node_path_1.join)(gitDir, 'diffgate', 'tripwire');
        const record = (0, node_path_1.join)(dir, 'state.json');
        let files;
        let root;
        try {
            const state = JSON.parse(await (0, promises_1.readFile)(record, 'utf8'));
            files = (0, recordParts_js_1.recordedCount)(state);
            root = state.root ?? ctx.top;
        }
        catch {
            return [(0, finding_js_1.ok)(t.check, t.noRecord())];
        }
        const c = await (0, watchman_js_1.watchCoverage)(dir, record, root, files, ctx.env);
        const installed = (0, node_child_process_1.spawnSync)('watchman', ['--version'], { env: ctx.env, stdio: 'ignore' }).status === 0;
        const limit = (0, deadline_js_1.hookTimeout)(ctx.env).seconds;
        const state = new watchState_js_1.WatchStore((0, node_path_1.dirname)(dir)).load();
        const pending = state?.pending !== undefined && state.pending.length > 0
            ? [(0, finding_js_1.problem)(t.check, t.pending(files, state.pending.length), t.pendingAdvice())]
            : [];
        if (c.not === undefined)
            return [...pending, (0, finding_js_1.ok)(t.check, t.covered(c.files, c.byWatch))];
        const w = state === undefined ? undefined : walkOf(dir, root, state, files, ctx.env, limit);
        const how = w === undefined ? '' : `: ${w.text}`;
        const walk = w?.ms === undefined ? '' : `; ${t.walkTook(w.ms, limit)}`;
        if (w?.ms !== undefined && w.ms > (limit * 1000) / WALK_SHARE)
            return [
                ...pending,
                (0, finding_js_1.problem)(t.check, `${t.walkTooLong(c.files, w.ms, limit)}${c.not === 'off' ? '' : ` (${t.why[c.not] ?? c.not})`}${how}`, t.advice(root, installed)),
            ];
        if (c.not === 'off')
            return [...pending, (0, finding_js_1.ok)(t.check, `${t.off()}${how}${walk}; ${t.advice(root, installed)}`)];
        return [
            ...pending,
            (0, finding_js_1.problem)(t.check, `${t.unvouched(t.why[c.not] ?? c.not)}${how}${walk}`, t.advice(root, installed)),
        ];
    },
};
function walkOf(dir, root, state, files, env, limit) {
    const g = state.g;
    let start = performance.now();
    if (g !== undefined && !(0, gitIndex_js_1.isUnindexable)(g) && state.root === root) {
        const says = (0, gitIndex_js_1.gitSays)(dir, root, g, env, Date.now() + limit * 1000);
        if (says !== undefined) {
            (0, quickPass_js_1.dirsMoved)(state);
            const byGit = Math.min(files, g.c);
            return { text: t.byGit(files, byGit, files - byGit), ms: Math.round(performance.now() - start) };
        }
    }
    const why = g !== undefined && (0, gitIndex_js_1.isUnindexable)(g)
        ? t.nodeWhy.unindexable()
        : g !== undefined
            ? t.nodeWhy.unvouched()
            : files < gitIndex_js_1.GIT_INDEX_FROM
                ? t.nodeWhy.small(gitIndex_js_1.GIT_INDEX_FROM)
                : t.nodeWhy.unwritten();
    start = performance.now();
    try {
        (0, quickPass_js_1.moved)(state);
    }
    catch {
        return { text: t.byNode(files, why), ms: undefined };
    }
    return { text: t.byNode(files, why), ms: Math.round(performance.now() - start) };
}
const WALK_SHARE = 3;


/***/ }),

/***/ 6581:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.doctorCommand = doctorCommand;
const node_fs_1 = __webpack_require__(3024);
const node_util_1 = __webpack_require__(7975);
const doctor_js_1 = __webpack_require__(1340);
const agentChecks_js_1 = __webpack_require__(1005);
const claudeChecks_js_1 = __webpack_require__(8702);
const gitHookChecks_js_1 = __webpack_require__(5519);
const watchCheck_js_1 = __webpack_require__(8052);
const renderFindings_js_1 = __webpack_require__(4959);
const io_js_1 = __webpack_require__(9845);
const repoRoot_js_1 = __webpack_require__(7581);
const usageError_js_1 = __webpack_require__(3962);
const GROUPS = [gitHookChecks_js_1.gitHookChecks, claudeChecks_js_1.claudeChecks, agentChecks_js_1.agentChecks, watchCheck_js_1.watchChecks];
const LIVE_TIMEOUT_S = 180;
async function doctorCommand(args, io) {
    const { values: o } = (0, node_util_1.parseArgs)({
        args,
        options: {
            live: { type: 'boolean', default: false },
            'claude-bin': { type: 'string' },
            'gemini-bin': { type: 'string' },
            'copilot-bin': { type: 'string' },
            'codex-bin': { type: 'string' },
            'opencode-bin': { type: 'string' },
            'live-timeout': { type: 'string' },
        },
        strict: true,
        allowPositionals: false,
    });
    const timeout = o['live-timeout'] === undefined ? LIVE_TIMEOUT_S : Number(o['live-timeout']);
    if (!Number.isFinite(timeout) || timeout <= 0)
        throw new usageError_js_1.UsageError(doctor_js_1.doctorText.live.badTimeout(o['live-timeout']));
    const top = await (0, repoRoot_js_1.repoRoot)(io.cwd);
    if (top === undefined)
        throw new usageError_js_1.UsageError(doctor_js_1.doctorText.notARepo());
    const all = [];
    for (const group of GROUPS) {
        const findings = await group.run({ cwd: io.cwd, env: io.env, top });
        io.stdout((0, renderFindings_js_1.renderFindings)(group.title, findings));
        all.push(...findings);
    }
    if (o.live) {
        const { liveChecks } = await __webpack_require__.e(/* import() */ 990).then(__webpack_require__.bind(__webpack_require__, 990));
        const findings = await liveChecks(io.env, {
            bins: {
                claude: o['claude-bin'],
                gemini: o['gemini-bin'],
                copilot: o['copilot-bin'],
                codex: o['codex-bin'],
                opencode: o['opencode-bin'],
            },
            timeoutMs: timeout * 1000,
            cli: (0, node_fs_1.realpathSync)(process.argv[1]),
        });
        io.stdout((0, renderFindings_js_1.renderFindings)(doctor_js_1.doctorText.live.group(), findings));
        all.push(...findings);
    }
    const problems = all.filter((f) => f.status === 'problem').length;
    io.stdout(`\n${problems === 0 ? doctor_js_1.doctorText.allOk() : doctor_js_1.doctorText.problems(problems)}\n`);
    return problems === 0 ? io_js_1.EXIT.ok : io_js_1.EXIT.blocked;
}


/***/ }),

/***/ 6003:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RELEASE_GUARD = exports.GIT_HOOKS = exports.HOOK_BIN = void 0;
exports.HOOK_BIN = 'node_modules/.bin/diffgate';
exports.GIT_HOOKS = ['pre-commit', 'pre-merge-commit', 'prepare-commit-msg', 'pre-push'];
exports.RELEASE_GUARD = '[ -z "${DIFFGATE_RELEASE:-}" ] ||';


/***/ }),

/***/ 7581:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.repoRoot = repoRoot;
const cli_js_1 = __webpack_require__(1065);
const runGit_js_1 = __webpack_require__(3836);
const usageError_js_1 = __webpack_require__(3962);
async function repoRoot(cwd) {
    try {
        return (await (0, runGit_js_1.runGit)(cwd).raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch (e) {
        if (e instanceof runGit_js_1.GitCommandError && /not a git repository/i.test(e.stderr))
            return undefined;
        throw new usageError_js_1.UsageError(cli_js_1.cliText.gitFailed(e instanceof Error ? e.message : String(e)), { cause: e });
    }
}


/***/ }),

/***/ 1065:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.cliText = exports.noteText = void 0;
exports.noteText = {
    noManifest: (file) => `diffgate: no manifest at ${file}; only the built-in secret list was checked.`,
};
const gitRead_js_1 = __webpack_require__(8927);
const advised = (detail) => {
    const advice = (0, gitRead_js_1.missingObjectAdvice)(detail);
    return advice ? `\n${advice}` : '';
};
exports.cliText = {
    usage: () => `usage:
  diffgate check [--staged | --worktree | --range BASE..HEAD] [--manifest FILE] [--format text|json|github]
  diffgate explain PATH...            every rule, gate and list entry that covers a path, and the hooks' verdict
  diffgate explain --command 'CMD'    the verdict the Claude Code hook gives a shell command, and why
  diffgate init [--force]             write a starter .diffgate.tsv at the repository root
  diffgate install --hooks-path [--force] | --husky | --lefthook
  diffgate install --claude [--sandbox] | --codex | --gemini | --cursor | --copilot | --opencode [--user]
  diffgate uninstall ...              reverses install
  diffgate doctor                     prove the installed gates are live
  diffgate run [--allow-unsandboxed] -- COMMAND...   run a command with frozen and gate files read-only (bubblewrap)
  diffgate hook AGENT                 an agent's hook (claude, codex, gemini, cursor, copilot; JSON on stdin)
  diffgate githook NAME [ARGS]        what the git hooks run (pre-commit, pre-merge-commit, prepare-commit-msg, pre-push)
  diffgate --version                  the installed version

"diffgate COMMAND --help" describes a command. Reference: docs/cli.md.

exit status: 0 nothing blocked, 1 blocked, 2 configuration or usage error (also blocks)`,
    help: {
        check: `usage: diffgate check [--staged | --worktree | --range BASE..HEAD] [--manifest FILE] [--format text|json|github]

Checks a change against the manifest and reports every violation.

  (no flag), --staged   the staged change: the index against HEAD (what "git commit" would record),
                        under HEAD's manifest (the index's before the first commit)
  --worktree            the work tree against HEAD, untracked files included, under HEAD's manifest
  --range BASE..HEAD    the commits from the merge base of BASE and HEAD to HEAD, under BASE's manifest;
                        "A.." means A..HEAD, "..B" means HEAD..B (e.g. --range HEAD~2..)
  --manifest FILE       use FILE instead of .diffgate.tsv at the repository root (then it must exist)
  --format text         human text on stderr (default)
  --format json         one JSON document on stdout: blocked, checked, manifest, violations
  --format github       one ::error workflow command per violation on stdout

exit status: 0 nothing blocked, 1 blocked, 2 configuration or usage error (also blocks)`,
        explain: `usage: diffgate explain [--manifest FILE] PATH...
       diffgate explain [--manifest FILE] --command 'CMD'

For each PATH: every manifest rule that covers it (repository manifest, and the user manifest for
paths outside the repository), allow exemptions, the built-in secret list, save gates, gate files,
git's own directory, and the manifest's implicit strengthen-only rule; then the verdict the agent
hook gives a shell write to it and an edit of it, and what a commit that changes it gets.

With --command: the command policy segment by segment (canonical prefix, matching rule), the files
the line would write and what protects them, and the verdict "diffgate hook claude" gives the line.

exit status: 0 explained, 2 configuration or usage error`,
        init: `usage: diffgate init [--force]

Writes a starter .diffgate.tsv at the root of the repository around the working directory (an error
outside a repository). --force replaces an existing manifest.`,
        install: `usage: diffgate install --hooks-path [--force] | --husky | --lefthook | --claude [--user]

  --hooks-path   point core.hooksPath at diffgate's hook scripts (--force replaces another hooks path)
  --husky        add diffgate to the husky hooks in .husky/
  --lefthook     add diffgate to lefthook.yml
  --claude       add the Claude Code hook to .claude/settings.json (--user: ~/.claude/settings.json)

"diffgate uninstall" with the same flag takes it out again.`,
        uninstall: `usage: diffgate uninstall --hooks-path | --husky | --lefthook | --claude [--user]

Reverses "diffgate install" with the same flag.`,
        doctor: `usage: diffgate doctor

Proves the installed gates are live: checks the git hooks' and the Claude Code hook's installation,
then runs the installed hooks on a synthetic blocked change. exit status: 0 all ok, 1 a problem,
2 outside a repository.`,
        hook: `usage: diffgate hook claude

The Claude Code hook: reads one hook event (JSON) on stdin and answers in Claude Code's protocol
(exit 2 with the reason on stderr to deny; a permissionDecision JSON to ask or allow; nothing for no
opinion). Installed by "diffgate install --claude".`,
        githook: `usage: diffgate githook pre-commit | pre-merge-commit | prepare-commit-msg FILE | pre-push

What the git hook scripts (and the husky, lefthook and pre-commit framework entries) run.
DIFFGATE_RELEASE="why" lets a person release a blocked commit or push.`,
    },
    version: (v) => `diffgate ${v}`,
    usageError: (detail) => `diffgate: ${detail}\n\nRun "diffgate --help" for usage.`,
    unknownCommand: (name) => `unknown command ${JSON.stringify(name)}`,
    badRange: (range) => `--range expects BASE..HEAD (or BASE.. or ..HEAD, an empty side meaning HEAD), got ${JSON.stringify(range)}`,
    oneMode: () => 'choose one of --staged, --range and --worktree',
    badFormat: (f) => `--format expects text, json or github, got ${JSON.stringify(f)}`,
    manifestErrors: (label, n) => `diffgate: the manifest ${label} has ${n === 1 ? 'an error' : `${n} errors`}; nothing can be checked until ${n === 1 ? 'it is' : 'they are'} fixed, so everything is blocked:`,
    manifestMissing: (label) => `diffgate: the manifest ${label} does not exist.`,
    gitError: (detail) => `diffgate: git failed: ${detail}${advised(detail)}`,
    gitFailed: (detail) => `git failed: ${detail}`,
    readError: (detail) => `diffgate: ${detail}; the change cannot be checked, so it is blocked.${advised(detail)}`,
    internalError: (detail) => `diffgate: internal error, so the change is blocked: ${detail}`,
    ok: (n, label, scope) => `diffgate: ${scope ? `${scope}: ` : ''}${n === 1 ? '1 changed file' : `${n} changed files`} checked against ${label}; nothing blocked.`,
    blockedHeader: (v, n, scope) => `diffgate: blocked. ${v === 1 ? '1 violation' : `${v} violations`} in ${n === 1 ? '1 changed file' : `${n} changed files`}${scope ? ` of ${scope}` : ''}:`,
    scope: {
        staged: () => 'the staged change (index vs HEAD)',
        worktree: () => 'the work tree (files on disk vs HEAD, untracked included)',
        range: (base, head) => `the range ${base}..${head}`,
    },
    unstagedHint: () => 'diffgate: nothing is staged, but the work tree has changes. Stage them (git add) to check them as a commit, or run "diffgate check --worktree".',
    notARepo: (cwd) => `not a git repository: ${cwd} (or any parent); run it inside the repository to protect, or "git init" first`,
    why: 'why: ',
    next: 'next:',
    rule: 'rule:',
    explainNone: () => 'no rule covers this path',
    explain: {
        saveGate: (words) => `an agent may write it only in the turn after the person's prompt asks to save (${words.join(', ')})`,
        manifest: () => 'the manifest itself: a change may add or strengthen rules, never remove or weaken one (implicit rule)',
        userManifest: () => 'the user manifest: only a person changes it (implicit rule)',
        gateFile: (gate) => `gate file ${gate}: it can switch the gate off, so only a person changes it (agent hook)`,
        gitDir: () => "git's own directory (hooks, config, diffgate's records): agents may not write it",
        gitHooks: () => "git's hooks: agents may not write them",
        outsideRule: (file) => `outside the repository, from ${file}:`,
        refused: (why) => `agent hook refuses the path: ${why}`,
        verdicts: 'verdicts:',
        shell: (v) => `  agent shell write (> FILE, sed -i, cp, rm ...): ${v}`,
        edit: (v) => `  agent edit (Write, Edit): ${v}`,
        commit: (v) => `  commit or pull request changing it: ${v}`,
        denied: (rules) => `deny (${rules.join(', ')})`,
        judged: (rules) => `judged on the change by ${rules.join(', ')}`,
        saveGated: () => 'deny unless the latest prompt asks to save',
        noOpinion: () => 'no opinion (allowed)',
        commitBlocked: (rules) => `blocked (${rules.join(', ')})`,
        commitJudged: (rules) => `judged on the change by ${rules.join(', ')}`,
        commitFree: () => 'nothing to check',
        policyTotal: () => 'command rules: ',
        commandHeader: (verdict) => `hook claude verdict: ${verdict}`,
        commandDenials: () => 'blocked by:',
        commandWrites: () => 'files it writes: none protected',
        releasable: (phrases) => `(a person's prompt with ${phrases.map((p) => JSON.stringify(p)).join(' or ')} releases the releasable blocks for one turn)`,
    },
    explainSecret: (segment) => `built-in secret list: ${JSON.stringify(segment)} may not be added`,
    explainAllowed: (source) => `exempt from deny and the secret list by allow (${source})`,
    initExists: (file) => `diffgate: ${file} already exists; not overwritten (use --force to replace it).`,
    initChangelog: (file) => `diffgate: ${file} looks like a Keep-a-Changelog file; the manifest offers an append rule with head= for it (commented out: uncomment it to use it).`,
    initWrote: (file) => `diffgate: wrote ${file}. Edit it, then commit it: from then on it protects itself.`,
};


/***/ }),

/***/ 6166:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.plural = exports.WAIT = exports.NO_WORKAROUND = void 0;
exports.NO_WORKAROUND = 'Do not work around the block by changing another file instead.';
exports.WAIT = 'Show the change you intended and why, and wait for a person to release it.';
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
exports.plural = plural;


/***/ }),

/***/ 1340:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.doctorText = void 0;
const common_js_1 = __webpack_require__(6166);
const excerpt = (output) => {
    const lines = output.trimEnd().split('\n');
    const shown = lines.length > 20 ? ['...', ...lines.slice(-20)] : lines;
    return output.trim() === '' ? '| (no output)' : shown.map((l) => `| ${l}`).join('\n');
};
const errorList = (lines) => lines.map((l) => `  ${l}`).join('\n');
const codeCacheNote = (c) => c.intact
    ? `; V8's compiled code comes from the cache the install made and pinned in the command (${c.dir})`
    : `; the compiled-code cache pinned in the command (${c.dir}) is gone or changed, so each call compiles the CLI from source (slower, as safe): run ${c.reinstall} to make it again`;
exports.doctorText = {
    notARepo: () => 'not inside a git repository: run diffgate doctor in your project',
    groupGitHooks: () => 'diffgate doctor: git hooks',
    ok: 'ok',
    problem: 'problem',
    fixLabel: 'fix:',
    allOk: () => 'diffgate doctor: every check passed; the gate is live.',
    problems: (n) => `diffgate doctor: ${(0, common_js_1.plural)(n, 'problem')}; the gate is not fully live until ${n === 1 ? 'it is' : 'they are'} fixed.`,
    claude: {
        group: () => 'diffgate doctor: Claude Code hook',
        settingsCheck: 'claude settings',
        probeCheck: 'claude probe',
        notInstalled: () => 'not installed (no settings file runs diffgate hook claude); diffgate install --claude adds it',
        installed: (file) => `${file}: PreToolUse, PostToolUse, Stop and UserPromptSubmit run diffgate hook claude`,
        noPreToolUse: (file) => `${file} runs diffgate only on UserPromptSubmit, so no tool call is checked`,
        matcherMissing: (file, tools) => `${file}: the PreToolUse matcher leaves out ${tools.join(', ')}, so those tool calls are not checked`,
        noMcp: (file) => `${file}: no PreToolUse entry for diffgate matches MCP tools (mcp__<server>__<tool>), so an MCP tool's first change of a turn is taken as the person's, not judged`,
        noPrompt: (file) => `${file} has no UserPromptSubmit entry for diffgate, so save gates never open and the release phrase is never seen`,
        probeDenied: (path) => `the installed command denied a synthetic Write to ${path} (exit 2)`,
        tripwireCheck: 'claude tripwire',
        noTripwire: (file) => `${file} does not run diffgate on PostToolUse (with Bash in its matcher) and Stop, so what a tool call really changes is not checked afterwards`,
        tripwireNotRecorded: (status, output) => `the installed command could not record the protected set before a call (exit ${status ?? 'killed'}):\n${excerpt(output)}`,
        tripwirePutBack: (path, watched) => `the installed command put back a synthetic change after a call (${path} was created and moved away, exit 2)${watched === undefined ? '' : watched.pending === 0 ? `; its record watches ${watched.paths} protected paths, every rule's folder walked whole` : `; its record holds ${watched.paths} protected paths so far, ${watched.pending} rules' folders still to walk (calls are held until they are)`}`,
        tripwireMissed: (path, status, output) => `the installed command did not put back a synthetic change after a call (${path}; exit ${status ?? 'killed'}):\n${excerpt(output)}`,
        probeNotDenied: (path, status, output) => `the installed command did not deny a synthetic Write to ${path} (exit ${status ?? 'killed'}; Claude Code lets a call through on anything but exit 2):\n${excerpt(output)}`,
        reinstall: () => 'diffgate install --claude (or --claude --user for the user settings), then run diffgate doctor again',
    },
    watch: {
        group: () => "diffgate doctor: the tripwire's watch (Watchman)",
        check: 'tripwire watch',
        noRecord: () => 'no tripwire record in this repository yet (an agent hook takes it at its first call)',
        covered: (files, byWatch) => `the watch is on and its server vouched for: of ${files} protected files, ${byWatch} are covered by the watch (a call looks only at what Watchman reports changed) and ${files - byWatch} by the walk (one lstat each per call: outside the repository, in .git, ignored by Watchman, or with more than one link)`,
        off: () => 'the watch is off here (DIFFGATE_WATCHMAN is not set)',
        unvouched: (why) => `the watch is on but not vouched for (${why})`,
        byGit: (files, git, node) => `all ${files} protected files are covered by a walk on both sides of every call: ${git} by git's walk (\`git diff-files\` over diffgate's own index, checked against the record before it is believed) and ${node} by node's walk (one lstat each: outside the repository, in .git, absent, or changed too recently for git's index)`,
        byNode: (files, why) => `all ${files} protected files are covered by node's walk, one lstat each on both sides of every call (${why})`,
        nodeWhy: {
            small: (from) => `a record of fewer than ${from} files: a git process costs more than their lstats`,
            unindexable: () => 'git cannot index this record (a path it refuses, or more bytes than it may hash) until a recorded file changes',
            unwritten: () => "git's index of the record is not written yet: the next call that finds every file as recorded writes it",
            unvouched: () => "git's index is not the one the record vouches for (rewritten, or git failed): the next call that finds every file as recorded writes it anew",
        },
        walkTook: (ms, limit) => `one walk of the record took ${ms} ms here, of the hook's ${limit} s for each side of a call`,
        walkTooLong: (files, ms, limit) => `every call walks all ${files} protected files, and one walk took ${ms} ms here, of the hook's ${limit} s for each side of a call: on a busy machine a walk runs out of time, and the call is then blocked (fail closed, saying so) until one finishes. Switch the watch on, or give the hook more time (DIFFGATE_HOOK_TIMEOUT, seconds)`,
        pending: (files, folders) => `the record is not whole yet: it holds ${files} protected files so far, and ${folders} rules' folders are still to be walked. Until they are, what they hold is not watched, and every agent call is held (blocked with "make this same call again") so that none runs unwatched`,
        pendingAdvice: () => 'let the agent repeat its call (each one walks more of the folders within the hook time), or switch the watch on, or give the hook more time (DIFFGATE_HOOK_TIMEOUT, seconds)',
        why: {
            untied: 'the record is not tied to a Watchman clock: the hooks last ran without DIFFGATE_WATCHMAN, or their server was not running, or the record is still being taken',
            head: "the watch's head or index was rewritten since the record",
            server: 'the Watchman server the record was tied to is gone or another one',
            answer: 'the server did not answer in time, or answers with a fresh instance',
        },
        advice: (root, installed) => `to switch it on: ${installed ? '' : 'install Watchman (Debian/Ubuntu: sudo apt-get install watchman), then '}run \`watchman watch-project ${root}\` before the agent's session (a hook never starts the server), and set DIFFGATE_WATCHMAN=1 in the environment the agent client gives its hooks (export it before starting the client)`,
    },
    check: {
        hooksPath: 'hooks path',
        hook: (hook) => `${hook} hook`,
        switches: 'environment',
        node: 'node',
        cli: 'diffgate CLI',
        programs: 'programs on PATH',
        codeVerified: 'code verified',
        manifest: 'manifest',
        probe: (hook) => `${hook} probe`,
    },
    manager: {
        diffgate: "diffgate's githooks folder",
        husky: 'husky',
        lefthook: 'lefthook',
        'pre-commit': 'the pre-commit framework',
        other: 'a hook diffgate did not write',
        none: 'no hook',
    },
    hookPurpose: {
        'pre-commit': 'commits are not checked',
        'pre-merge-commit': 'merges made by git merge are not checked until they are pushed',
        'prepare-commit-msg': 'a released commit gets no Diffgate-Release trailer, and pre-push then blocks it',
        'pre-push': 'commits made with --no-verify are not caught before they leave the machine',
    },
    hooksDir: (dir, hooksPath) => `git runs hooks from ${dir} (${hooksPath === undefined ? 'core.hooksPath is not set' : `core.hooksPath = ${hooksPath}`})`,
    hooksDirMissing: (dir, hooksPath) => `${hooksPath === undefined ? '' : `core.hooksPath = ${hooksPath}, but `}${dir} does not exist: git runs no hooks at all, so nothing is checked`,
    hookMissing: (file, purpose) => `${file} does not exist, so ${purpose}`,
    hookNotFile: (file) => `${file} is not a regular file, so git cannot run it`,
    hookNotExecutable: (file) => `${file} is not executable, so git skips it and lets everything through`,
    hookFound: (file, by) => `${file} (${by})`,
    huskyLineMissing: (file, hook) => `${file} does not run diffgate (expected a line: node_modules/.bin/diffgate githook ${hook} "$@"), so husky runs the hook without it`,
    lefthookMissing: (file, hook) => `${file} has no ${hook} command that runs diffgate githook ${hook}`,
    lefthookNoConfig: (file) => `lefthook is installed but there is no ${file}, so it runs nothing`,
    yamlInvalid: (file, why) => `${file} is not valid YAML: ${why}`,
    preCommitNoConfig: (file) => `${file} does not exist, so the pre-commit framework runs nothing`,
    preCommitIdMissing: (file, id) => `${file} does not list the hook id ${id}`,
    hookWithoutDiffgate: (file) => `${file} does not run diffgate githook`,
    releaseSet: (reason) => `DIFFGATE_RELEASE is set in this environment ("${reason}"), so every commit and push made from it lifts every block`,
    managerOff: (setting, manager) => `${setting} is set in this environment, which switches ${manager}'s hooks off: commits pass unchecked`,
    preCommitSkip: (ids) => `SKIP=${ids.join(',')} is set in this environment, so the pre-commit framework skips diffgate`,
    lefthookExclude: (value) => `LEFTHOOK_EXCLUDE=${value} is set in this environment, so lefthook skips diffgate: commits pass unchecked`,
    hooksPathFromEnv: (variable) => `${variable} passes core.hooksPath to git in this environment, so git may run other hooks than the ones installed`,
    noSwitches: () => 'nothing here switches the hooks off (DIFFGATE_RELEASE, HUSKY=0, LEFTHOOK=0, LEFTHOOK_EXCLUDE, SKIP, a core.hooksPath in GIT_CONFIG_* are unset)',
    nodeMissing: () => 'node is not on the PATH git gives hooks (sh -c "command -v node" finds nothing), so every hook blocks',
    nodeOld: (path, version, min) => `${path} is node ${version}; diffgate needs node ${min} or later`,
    nodeFound: (path, version) => `${path} ${version}, found the way the hooks find it`,
    programsFound: (found) => found
        .map(({ program, paths }) => paths.length === 0
        ? `${program}: not on PATH`
        : paths.length === 1
            ? `${program}: ${paths[0]}`
            : `${program}: ${paths[0]}, ahead of ${paths.slice(1).join(', ')} (the hooks run the first)`)
        .join('; '),
    programsShadowed: (shadows) => `${shadows.join('; ')}: a program in a folder the person's own account writes runs in place of the one after it, for every hook`,
    codeNotVerified: () => "no: git runs these hooks with sh, which runs the node PATH finds and the CLI's files as they are (no command line of diffgate's to hold a hash, as the agent hooks do); against an agent that could rewrite them, run it under diffgate run (the kernel layer makes the installed CLI read-only for it) or install diffgate root-owned (npm install -g as root)",
    codeVerifiedAgent: (file, node, dir, nodeWritable, cache) => `yes (${file}): ${node} runs the CLI in ${dir}, each file checked against the sums recorded at install before it runs${cache ? codeCacheNote(cache) : ''}${nodeWritable ? `; ${node} itself is writable by this account, so an agent running as you could replace it unseen by the hook it runs (the pre-check refuses the writes it recognises): run the agent under diffgate run, or use a node only root can write` : ''}`,
    codeUnverifiedOld: (file) => `no (${file}): the hook command runs the CLI without checking its code (installed by an older diffgate), and its node is the first one on PATH`,
    codeNodeGone: (file, node) => `no (${file}): ${node}, the node the hooks were installed with, is not there any more (node upgraded or moved?), so every call is blocked`,
    codeChanged: (file, why) => `no (${file}): the installed CLI no longer matches the hash in the hook command, so every call is blocked: ${why}`,
    codeNotCommand: (file) => `no (${file}): OpenCode loads diffgate's plugin into its own process; nothing checks the plugin's code before it runs`,
    cliPreCommit: () => 'installed by the pre-commit framework in its own cache (pre-commit install-hooks); the probes below run it',
    cliMissing: (cli) => `${cli} does not exist, so the hooks cannot run diffgate (they block every commit until it is there)`,
    cliBroken: (cli, status, output) => `${cli} does not run (exit ${status ?? 'killed'}):\n${excerpt(output)}`,
    cliFound: (cli) => `${cli} runs`,
    manifestNone: (label) => `no manifest (${label}): only the built-in secret list is enforced; diffgate init writes a starter .diffgate.tsv`,
    manifestOk: (label, n) => `${label} parses: ${(0, common_js_1.plural)(n, 'rule')} in force`,
    manifestErrors: (label, lines) => `the manifest in force, ${label}, has ${lines.length === 1 ? 'an error' : `${lines.length} errors`}, so every commit is blocked:\n${errorList(lines)}`,
    manifestEditedOk: (file, n) => `the edited ${file} in the work tree parses too (${(0, common_js_1.plural)(n, 'rule')}, in force once committed)`,
    manifestEditedErrors: (file, lines) => `the edited ${file} in the work tree (not committed) has ${lines.length === 1 ? 'an error' : `${lines.length} errors`}; once committed, every commit would be blocked:\n${errorList(lines)}`,
    probeNoHook: (hook) => `not run: git would run no ${hook} hook (see above), so nothing blocks ${hook === 'pre-push' ? 'a push' : 'a commit'}`,
    probeNoCommit: () => 'not run: there is no commit yet, so nothing can be pushed; run diffgate doctor again after the first commit',
    probePushNoManifest: () => 'not run: HEAD has no manifest, and pre-push judges only commits made under one (a commit whose parent has none was made before the rules); commit .diffgate.tsv, then run diffgate doctor again',
    probeNoManifest: () => 'not run: the manifest in force has errors (above), so the hooks block every change with a configuration error',
    probeNoTarget: () => 'not run: no freeze rule covers a committed file, and allow lines exempt every built-in secret name the probe could add',
    probeCommitMessage: () => 'diffgate doctor probe (an unreachable commit, never pushed)',
    probeBlocked: (hook, path, rules) => hook === 'pre-push'
        ? `the installed pre-push hook blocked a synthetic commit that changes ${path} [${rules.join(', ')}] (no ref points to it): commits made with --no-verify are caught`
        : `the installed pre-commit hook blocked a synthetic change to ${path} [${rules.join(', ')}] in a temporary index (the real index and work tree are untouched): the gate is live`,
    probePassed: (hook, path, output) => `the installed ${hook} hook let a synthetic change to ${path} through (exit 0): the gate is NOT live${output.trim() === '' ? '' : `. Its output:\n${excerpt(output)}`}`,
    probeBlockedOther: (hook, path, output) => `the installed ${hook} hook exited 1 without naming ${path}, so it did not block the probe for diffgate's reason:\n${excerpt(output)}`,
    probeFailed: (hook, status, output) => `the installed ${hook} hook exited ${status} instead of blocking the probe with exit 1:\n${excerpt(output)}`,
    probeNotStarted: (hook, why) => `the installed ${hook} hook could not be started (${why}), so git cannot run it either`,
    probeSetupFailed: (hook, why) => `not run: git could not prepare the ${hook} probe (${why})`,
    probeKilled: (hook, signal, seconds, output) => `the installed ${hook} hook was stopped (${signal}; it gets ${seconds} s):\n${excerpt(output)}`,
    live: {
        group: () => 'diffgate doctor --live: the real clients, headless, against a stand-in model on 127.0.0.1',
        check: (client) => `live ${client}`,
        badTimeout: (v) => `--live-timeout takes a number of seconds above 0, not ${JSON.stringify(v)}`,
        manifestReason: () => 'diffgate doctor --live: a synthetic frozen file',
        prompt: () => 'diffgate doctor --live: change the probe file',
        notFound: (bin, agent) => `not run: no ${bin} on PATH (give its executable with --${agent}-bin PATH)`,
        passed: (who, tool, file, told, secs) => `${who} ran headless in a temporary repository (diffgate install done there): diffgate's hook blocked its ${tool} of ${file}, the model was told ("${told}"), and the file is unchanged (${secs} s)`,
        failed: (who, secs) => `${who} ran headless in a temporary repository (diffgate install done there) for ${secs} s, and the gate did not hold as it must:`,
        timedOut: (secs) => `it did not finish within ${secs} s and was killed`,
        noRequest: (exit, output) => `it sent the stand-in model no request (exit ${exit ?? 'killed'}), so no tool call was made:\n${excerpt(output)}`,
        noEditResult: (tool, exit, output) => `it never sent the model a result for the ${tool} call (exit ${exit ?? 'killed'}):\n${excerpt(output)}`,
        notBlocked: (tool) => `diffgate's hook did not block the ${tool} call (no diffgate block in what the client reported)`,
        notTold: (result) => `the model was not told of a block; the call's result was: ${result}`,
        changed: (file, now) => `${file} was changed (it now reads ${JSON.stringify(now.slice(0, 80))})`,
        unchanged: (file) => `${file} is unchanged`,
        trustNote: {
            codex: (version) => `doctor trusted the temporary folder and each installed hook for Codex${version ? ` ${version}` : ''} (config.toml [projects] and [hooks.state] trusted_hash, the hash computed as Codex 0.169.0 computes it); a Codex that hashes its hooks otherwise skips them without a word: open /hooks in Codex in a trusted repository to see whether it lists diffgate's hooks as trusted`,
        },
        refused: (tried) => `it tried to reach other hosts, refused by the stand-in: ${tried.slice(0, 5).join(', ')}${tried.length > 5 ? ', ...' : ''}`,
        setUpFailed: (why) => `not run: the temporary repository could not be set up (${why})`,
        fixSetUp: () => 'fix what the step above says (git or diffgate itself), then run diffgate doctor --live again',
        fix: (agent) => `run diffgate doctor (without --live) for this client's hook settings; compare the client's version with the one docs/agents.md names, and where diffgate is developed run npx vitest run --config conformance/vitest.config.ts conformance/${agent}`,
    },
    fix: {
        reinstallCode: (agent, user) => `if you upgraded node or diffgate, run: npx diffgate install --${agent}${user ? ' --user' : ''}; if you did not, reinstall the package (npm ci) first: something changed the installed files`,
        programsShadowed: () => 'if you did not put it there, remove it (an agent may have: diffgate now treats these folders as gate files), then run diffgate doctor again',
        install: () => 'install the hooks one way: npx diffgate install --hooks-path (or --husky, --lefthook, or the pre-commit framework: see the README)',
        hooksPathNowhere: () => "point core.hooksPath at diffgate's hooks: npx diffgate install --hooks-path --force (if another tool owns it, reinstall that tool; git config --unset core.hooksPath returns to .git/hooks)",
        chmod: (file) => `chmod +x ${file}`,
        husky: () => 'npx diffgate install --husky (if .husky/_ is missing too, run npm install, whose prepare script runs husky)',
        lefthook: () => 'npx diffgate install --lefthook, then npx lefthook install',
        preCommit: (id, hook) => `list "- id: ${id}" under diffgate's repository in .pre-commit-config.yaml, then run pre-commit install --hook-type ${hook}`,
        other: (hook) => `this ${hook} hook was not written by diffgate or a hook manager it knows: add the line  node_modules/.bin/diffgate githook ${hook} "$@"  to it, or replace it: npx diffgate install --hooks-path --force`,
        unset: (name) => `unset ${name} where it is set (shell profile, .envrc, CI variables, the git client's settings); set it for one command only`,
        node: () => "install Node.js 20 or later where the hooks find it (GUI git clients often start with a shorter PATH than your shell: see the README's troubleshooting)",
        cliHooksPath: (dir) => `core.hooksPath (${dir}) has no diffgate CLI beside it (../dist/cli/index.js): run npm install (or npm ci) in the project that holds it, or point git at an installed copy: npx diffgate install --hooks-path --force`,
        cliPackage: () => 'install diffgate in this project: npm install --save-dev diffgate (or npm ci, if package.json already lists it)',
        manifestInForce: (file) => `fix the lines above in ${file} and commit the fix; until then every commit is blocked, so that commit needs a person's release: DIFFGATE_RELEASE="fix the manifest" git commit`,
        manifestEdited: (file) => `fix the lines above in ${file} before you commit it`,
        manifestFirst: () => 'fix the manifest (above) first, then run diffgate doctor again',
        probeTarget: () => 'add a freeze rule for a committed file (or narrow the allow lines), then run diffgate doctor again',
        seeAbove: () => 'fix the hook problem above: git skips a hook that is missing or not executable',
        probeSetup: () => 'fix what git says (an index in the middle of an operation, say), then run diffgate doctor again',
        readOutput: () => "the hook's output above says what went wrong: fix that, then run diffgate doctor again",
    },
};


/***/ }),

/***/ 7180:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.installText = void 0;
exports.installText = {
    chooseOne: () => 'choose what to install: --hooks-path, --husky, --lefthook, or an agent: --claude, --codex, --gemini, --cursor, --copilot, --opencode [--user]',
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

/***/ 8736:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.sandboxText = exports.KERNEL_ERRORS = void 0;
const common_js_1 = __webpack_require__(6166);
exports.KERNEL_ERRORS = '"Read-only file system" (EROFS), or "Device or resource busy" (EBUSY) for a rename or removal';
exports.sandboxText = {
    readOnlyNote: () => `Frozen files, the diffgate manifest and the gate files (they could switch a check off) are read-only here; a write to one fails with ${exports.KERNEL_ERRORS}. Do not work around this by changing another file instead, or by making the same change another way (another tool, a script, a background process); show the person the change you intended and why, and wait for them to decide.`,
    start: (files, frozen, folders) => `diffgate run: ${(0, common_js_1.plural)(files, 'file')} (${frozen} frozen by the manifest, the rest manifests and gate files) and ${(0, common_js_1.plural)(folders, 'gate folder')} are read-only for this command and every process it starts (bubblewrap).`,
    links: (paths) => `diffgate run: not bound (a bind mount would protect the link's target, not the frozen link): ${paths.join(', ')}; the pre-check and the tripwire still guard them.`,
    bwrapMissing: (places) => `bubblewrap (bwrap) is not installed where diffgate looks for it (${places.join(', ')}; the file and its folders owned by root and writable by no one else). PATH is not searched, so that no program an earlier command wrote can stand in for it`,
    noNamespaces: (output) => `bubblewrap is installed but cannot create a sandbox here (user namespaces are off or restricted): ${output.trim() || 'no output'}`,
    installBwrap: () => 'Install it (Debian/Ubuntu: apt-get install bubblewrap; Fedora: dnf install bubblewrap; Arch: pacman -S bubblewrap)',
    allowNamespaces: () => 'Allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1; on Ubuntu 24.04 and later an AppArmor profile for bwrap, or sysctl kernel.apparmor_restrict_unprivileged_userns=0), or install bwrap setuid',
    refused: (reason, fix) => `diffgate run: ${reason}, so frozen files and gate files cannot be made read-only. ${fix}, and run again; or pass --allow-unsandboxed to run without this layer.`,
    gateLinks: (paths) => `diffgate run: gate files that are symbolic links: their targets are read-only, but each link itself can be replaced (a bind mount protects the target): ${paths.join(', ')}; the pre-check and the tripwire still guard them.`,
    unsandboxed: (reason) => `diffgate run: running WITHOUT the read-only layer (--allow-unsandboxed): ${reason}. The pre-check, the tripwire and the git hooks still apply.`,
    noCommand: () => 'name the command to run after --: diffgate run [--allow-unsandboxed] -- COMMAND [ARG...]',
    notStarted: (command, why) => `diffgate run: could not start ${command}: ${why}`,
    notFound: () => 'no such file (nor on PATH)',
    notExecutable: () => 'not executable',
    manifestUnreadable: (file, why) => `cannot read ${file}: ${why}`,
    manifestInvalid: (errors) => `the manifest has errors, so diffgate cannot tell which paths to protect:\n${errors.map((e) => `  ${e}`).join('\n')}`,
    install: {
        userUnsupported: () => "the sandbox deny list names this repository's files, so it goes into the project's .claude/settings.local.json: run diffgate install --claude --sandbox without --user",
        written: (file, n) => `${file}: sandbox.filesystem.denyWrite lists ${(0, common_js_1.plural)(n, 'path')} (frozen files, manifests, gate files). sandbox.enabled is left as it is: turn the sandbox on yourself (/sandbox in Claude Code, or "sandbox": {"enabled": true}); only then does the kernel refuse those writes.`,
        same: (file, n) => `${file}: sandbox.filesystem.denyWrite already lists the ${(0, common_js_1.plural)(n, 'path')}; nothing to change. sandbox.enabled is left to you.`,
        removed: (file, n) => `${file}: removed ${(0, common_js_1.plural)(n, 'path')} diffgate had added to sandbox.filesystem.denyWrite.`,
        absent: (file) => `${file}: no diffgate paths in sandbox.filesystem.denyWrite; nothing to remove.`,
        badSandbox: (file, key) => `${file}: "${key}" is not what Claude Code expects (an object, with denyWrite a list of strings); fix it first, diffgate will not overwrite it.`,
    },
    doctor: {
        check: 'claude sandbox',
        notInstalled: () => 'the sandbox deny list is not installed (optional: diffgate install --claude --sandbox makes frozen files and gate files read-only for sandboxed commands)',
        on: (file) => `the sandbox is on (sandbox.enabled in ${file})`,
        off: () => 'the sandbox is off (no settings file sets sandbox.enabled to true), so its deny list is not enforced; the hook layers still apply',
        fixOff: () => 'run /sandbox in Claude Code, or set "sandbox": {"enabled": true} in .claude/settings.local.json',
        matches: (n) => `sandbox.filesystem.denyWrite covers the ${(0, common_js_1.plural)(n, 'path')} the manifest in force protects now`,
        stale: (missing, extra) => `sandbox.filesystem.denyWrite no longer matches the manifest in force (it changed since install, or files were added)${missing.length ? `; missing: ${missing.join(', ')}` : ''}${extra.length ? `; listed but no longer protected by the manifest: ${extra.join(', ')}` : ''}`,
        fixStale: () => 'diffgate install --claude --sandbox',
        cannotCompute: (why) => `cannot work out the protected paths: ${why}`,
    },
};


/***/ }),

/***/ 6941:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.tripwireText = void 0;
const kindNoun = {
    freeze: 'a frozen file',
    invariant: 'a file with invariant spans',
    append: 'an append-only file',
    budget: 'a file under a size budget',
    deny: 'a path the manifest denies',
    secret: 'a path on the built-in secret list',
    manifest: 'the diffgate manifest',
    'gate-switch': 'a gate file (it could switch a check off)',
    'save-gate': 'a save-gated file',
};
const endOfTurnLead = (count) => `diffgate found ${count === 1 ? 'a protected file' : `${count} protected files`} changed at the end of the turn`;
const endOfTurnMark = "(diffgate held the end of the turn with this message: it is not the person's prompt, and no release phrase in it releases anything.)";
exports.tripwireText = {
    endOfTurnLead,
    endOfTurnMark,
    header: (tool, count) => tool === 'Stop' || tool === 'SubagentStop'
        ? `${endOfTurnLead(count)} (by a process still running, or left from an earlier call) and put ${count === 1 ? 'it' : 'them'} back.`
        : `diffgate checked what this ${tool} call really changed: it changed ${count === 1 ? 'a protected file' : `${count} protected files`}, so diffgate put ${count === 1 ? 'it' : 'them'} back as ${count === 1 ? 'it was' : 'they were'} before the call.`,
    headerBefore: (tool, count) => `Before this ${tool} call ran, diffgate found ${count === 1 ? 'a protected file' : `${count} protected files`} changed since it last looked, while the agent was at work (no message from the person since its last call, or another session's call in progress): a call running beside this one, or a process an earlier call left running (in the background), changed ${count === 1 ? 'it' : 'them'}. diffgate put ${count === 1 ? 'it' : 'them'} back as ${count === 1 ? 'it was' : 'they were'}.`,
    beforeNext: () => 'This call did not run. Stop whatever you left running that writes protected files (or let the other call finish), then make this call again. If the person changed the file themselves while you worked, tell them where their version is kept.',
    recordPendingLead: 'diffgate is still taking its record',
    recordPending: (tool, recorded, folders) => `This ${tool} call did not run: diffgate is still taking its record of the protected files (${recorded} recorded so far; not yet walked: ${folders.slice(0, 3).join(', ')}${folders.length > 3 ? ` and ${folders.length - 3} more folders` : ''}). The hook's time ran out before the walk did, as it does with tens of thousands of protected files, and a protected file not yet recorded could be changed with nothing to put back, so no call runs until every one is.\nnext: make this same call again: each call goes on with the record (about half the hook's time each) and runs once the record is whole. If this repeats more than a few times, tell the person: a longer DIFFGATE_HOOK_TIMEOUT in the agent's hook environment lets one call record more.`,
    walkCut: (checked, total, seconds, after) => `diffgate could not look at every protected file within the hook's time limit of ${seconds} s: without the watch it looks at each of the ${total} recorded paths on every call, and had looked at ${checked} when the time ran out. A protected file it did not look at cannot be vouched for, so ${after ? 'this is not taken for a call that changed nothing: what this call changed is not judged yet. The record still holds the protected files as they were before it, and the first call whose look finishes judges the change and puts back what the rules refuse; until then every call is blocked' : 'this call did not run'}.\nnext: tell the person, and make no more calls until they have. The lasting fix is the watch, which looks only at what changed: run \`watchman watch-project .\` once in the repository and set DIFFGATE_WATCHMAN=1 in the agent's hook environment (docs/tripwire.md, "The watch"). Or give the hook more time: DIFFGATE_HOOK_TIMEOUT (seconds, up to 600) in that environment, within the agent's own hook timeout. \`diffgate doctor\` says how many protected files the watch covers.`,
    recordWhole: (tool) => `This ${tool} call did not run: diffgate is still taking its record of the protected files. This call made the record whole, and the hook's time ran out before it could look at every file in it once more.\nnext: make this same call again: it runs once diffgate has looked at the whole record within one call's time.`,
    recordGone: () => 'it was removed',
    partForged: (part, entries, missing) => `its part ${part}, which held what diffgate recorded of ${entries} protected ${entries === 1 ? 'path' : 'paths'}, ${missing ? 'was removed' : 'was rewritten or replaced after diffgate wrote it (the record names each part by its change time and the hash of its bytes)'}, so none of the paths it held could be vouched for`,
    keptCopiesGone: (count) => `the kept ${count === 1 ? 'copy' : 'copies'} of ${count === 1 ? 'a protected file' : `${count} protected files`} in its blobs folder ${count === 1 ? 'was' : 'were'} removed, replaced or altered (a kept copy's bytes must hash to its name)`,
    recordForged: (record, problem, kept, git) => `diffgate's record of the protected files (${record}) was not as diffgate left it: ${problem}. Only a process within the agent's reach changes it.${kept ? ` The record found there is kept at ${kept}.` : ''} ${git ? "Every protected file git's HEAD holds was compared with HEAD instead (HEAD as it was at the person's latest prompt, where the prompt noted it; the commits made since are checked), and judged as if the call had made the difference." : 'A new record was taken; what changed before it cannot be judged.'} Do not touch diffgate's folders (.git/diffgate/, the state folder): they are how the person's rules are kept.`,
    rewrittenPlaceholder: (path, oid) => `diffgate: this file (${path}) could not be put back: git's object ${oid}, HEAD's version of it, was rewritten (its bytes do not hash to its name). The version that was here is kept in .git/diffgate/quarantine/. Restore this file from a copy you trust; \`git fsck\` names the rewritten objects.\n`,
    unwitnessedPlaceholder: (path) => `diffgate: this file (${path}) could not be put back: diffgate's record was gone and git's HEAD named no commit git has (its branch's ref removed or rewritten, and HEAD's reflog naming none), so nothing said what the file held. The version that was here is kept in .git/diffgate/quarantine/. Put HEAD back on its commit (\`git reflog\`, \`git update-ref\`), then \`git checkout HEAD -- ${path}\`, or restore the file from a copy you trust.\n`,
    headLost: (paths) => `git's HEAD named no commit git has (its branch's ref removed or pointed at an object git does not have, and HEAD's reflog naming none), so nothing said what ${paths.length === 1 ? 'a protected file' : `${paths.length} protected files`} (${paths
        .slice(0, 5)
        .join(', ')}${paths.length > 5 ? ` and ${paths.length - 5} more` : ''}) held: each was judged as changed, now holds a notice where a rule forbids the change, and the version that was there is kept in the quarantine.\nnext: tell the person. They put HEAD back on the commit it named (\`git log --all -n5\` and a clone or remote name it; \`git update-ref refs/heads/<branch> <commit>\`), then \`git checkout HEAD -- <file>\` for each file named.`,
    objectRewritten: (found) => `git's object store was rewritten: ${found.some((f) => f.tree) ? "HEAD's tree of protected files" : `HEAD's version of ${found.length === 1 ? 'a protected file' : `${found.length} protected files`}`} (${found
        .slice(0, 5)
        .map((f) => f.tree
        ? `the folder ${f.path === '.' ? 'at the top' : f.path}: tree object ${f.oid}`
        : `${f.path}: object ${f.oid}`)
        .join(', ')}${found.length > 5 ? ` and ${found.length - 5} more` : ''}) no longer holds the bytes its name is the hash of, so git's HEAD cannot say what ${found.length === 1 && found[0]?.tree !== true ? 'that file' : 'those files'} held.${found.some((f) => f.tree) ? " The protected files in a folder whose tree object was rewritten were compared with git's index instead (as it was before the call, unless the call staged its change)." : ''} Each such file now holds a notice where a rule forbids the change, and the version that was there is kept in the quarantine. Only a process within the agent's reach rewrites git's objects.\nnext: tell the person. They run \`git fsck\`, which names each rewritten object (a "hash mismatch"), delete those object files, take the objects back from a clone or remote they trust (\`git cat-file blob <object>\` there, \`git hash-object -w --stdin\` here), then \`git checkout HEAD -- <file>\`. Until then \`git checkout\` and \`git restore\` write the rewritten bytes.`,
    headerCommits: (tool) => `diffgate checked the commits this ${tool} call made.`,
    changed: (path, what) => (what === '' ? `${path} was changed.` : `${path} was changed: ${what}`),
    noun: (kind) => kindNoun[kind] ?? `a file protected by a ${kind} rule`,
    restored: (kept, existed) => `${existed ? 'It is back to its content, mode and type from before the call' : 'It did not exist before the call and was moved away'}${kept ? `; the call's version is kept at ${kept}` : ''}.`,
    putBack: 'put back:',
    why: 'why:',
    next: 'next:',
    nextEdit: (edit) => `If the change is needed, make it with the ${edit} tool, whose proposed change diffgate can check before it happens; if the rule forbids it, show the person the change you intended and why, and wait for them to decide.`,
    nextGate: () => 'Do not try to switch diffgate, git hooks or their settings off. Tell the person what you needed, and let them change the setup.',
    nextSecret: () => 'Do not create secret files. If the task needs one, ask the person to create it, or to add an "allow" line for a fixture that is not a secret.',
    workaround: () => 'Do not work around this by changing another file instead, or by making the same change another way (another tool, a script, a background process).',
    stragglers: (found, unknown) => unknown
        ? "diffgate could not list the processes running on this machine (no /proc, no ps), so it cannot tell whether the last turn left one running: what changed after that turn ended is judged as the agent's, as above."
        : `Processes started during the last turn were still running: ${found
            .slice(0, 8)
            .map((p) => `${p.pid} (${p.name})`)
            .join(', ')}${found.length > 8 ? ` and ${found.length - 8} more` : ''}. While any runs, what changes after the turn ended is judged as the agent's, not the person's. next: if you started them (a background job, a process left behind), stop them (kill ${found
            .slice(0, 8)
            .map((p) => p.pid)
            .join(' ')}) and do not leave processes that write files after your turn. If the person made the change themselves, tell them where their version is kept: they keep it by making it again with the release phrase in their message.`,
    promptNotClient: (why, sender, client) => `diffgate: this prompt was sent by ${sender === undefined ? 'a process diffgate could not identify' : `process ${sender}`}, ${why === 'namespaces'
        ? `in other namespaces (user, pid, mount) than this session's client (process ${client}) runs its hooks in`
        : why === 'client'
            ? `not by process ${client}, which sent this session's previous prompt and is still running`
            : "a process started during this session's last turn (by the agent's calls, not by the person)"}: a command run by the agent can send a prompt event, so this one is not taken as the person's. It starts no turn, its release phrases release nothing, and what changed since the last check is judged as the agent's. next: if you are the person and typed it, ${why === 'client'
        ? `run the session in one client only (end process ${client} if it is an old client of this session)`
        : why === 'namespaces'
            ? 'run the client as you ran it before (not inside another sandbox or container), or start a new session'
            : 'end the processes the last turn left running (they are named when they are found)'}, then write your message again.`,
    release: (phrases) => `A person can let such a change stand: they include ${phrases.map((p) => JSON.stringify(p)).join(' or ')} in their next message, and the change is then kept for that turn (recorded in the audit log).`,
    commit: (sha, subject) => `Commit ${sha.slice(0, 12)} (${JSON.stringify(subject)}) breaks a rule:`,
    commitRecorded: (record) => `The commit was left as it is, and recorded in ${record}: pre-push refuses it whatever its message says, until a person pushes it with DIFFGATE_RELEASE set.`,
    commitNext: () => 'Undo the commit (git reset --soft HEAD~1), put the protected file back (git checkout HEAD~1 -- <path> before the reset, or git restore --source=HEAD --staged --worktree <path> after it), and commit again; or show the person the commit and why, and wait for them to decide.',
    commitVia: (refs) => `It came in through ${refs.join(', ')}, which no fetch from that remote moved there: a remote-tracking ref is a file in this repository, not the remote, and a commit put there from a path, another repository or git update-ref is judged like your own.`,
    commitViaNext: () => 'Take it out as below (the commit stays in git, so nothing is lost), and do not bring it in another way; show the person the commit and why, and wait for them to decide.',
    commitViaRun: (refs, headBefore) => [
        ...(headBefore ? [`git reset -q ${headBefore}`] : []),
        ...refs.map((r) => `git update-ref -d ${r}`),
    ],
    run: 'run:',
    commitsMore: (n, folder) => `And ${n === 1 ? '1 more commit' : `${n} more commits`} that break a rule, each recorded in ${folder} like those above (pre-push refuses them): so many commits made in one call are not the person's work; show the person, and wait for them to decide.`,
    commitErrorsMore: (n) => `And ${n} more commits that could not be checked.`,
    headLostInCall: (from) => `HEAD named commit ${from} before the call and names no commit now: its branch's ref was removed or made to name an object git does not have, or HEAD was pointed at a branch that does not exist. The next commit would have nothing to be judged against (pre-commit then judges it against the commit HEAD's reflog last named, and refuses it when none is named).\nnext: tell the person. Put HEAD back on its commit (\`git update-ref refs/heads/<branch> ${from}\`, or \`git checkout <branch>\`); do not remove or rewrite git's refs by hand.`,
    commitError: (detail) => `The commits made during the call could not be checked: ${detail}`,
    unreadable: (path, why) => `${path} changed but cannot be read back to judge it (${why}).`,
    unreadableReason: () => 'A change that cannot be judged is not let through (fail closed).',
    tooLarge: (bytes, mib) => `${bytes} bytes, over the ${mib} MiB the tripwire reads to judge a file within the hook's time limit`,
    lockHeld: (lock, pid, seconds) => pid === undefined
        ? `the tripwire's lock ${lock} could not be taken within the hook's time limit (${seconds} s): something keeps putting a file in its place, so this call could not be checked. The person stops the process that writes there and removes ${lock}`
        : `the tripwire's lock ${lock} is held by process ${pid}, another diffgate hook still at work; this hook waited ${seconds} s for it and could not check this call within its time limit. Retry the call once; if this comes again and no diffgate hook is running (ps -p ${pid} shows none), the person removes the folder ${lock}`,
    storeMode: (path, was, now) => `diffgate's folder ${path} had its permissions set to ${was}, which kept every diffgate hook from reading it: a process within the agent's reach did that. diffgate set them back to ${now}, and judged what changed.`,
    storeNotFolder: (path, stood, aside) => `diffgate's folder ${path} was ${stood}, not the folder diffgate keeps there: a process within the agent's reach replaced it, and every diffgate hook failed on it. What stood there is kept at ${aside}; diffgate made the folder anew.`,
    storeReplaced: () => 'the folder that held it was replaced',
    lockStopped: (pid) => `diffgate's hook process ${pid} held the tripwire's lock but was stopped (SIGSTOP: state T in /proc/${pid}/stat), so it could not finish judging a call, and while a hook does not answer the client lets calls through. This hook took the lock over and judged what changed.`,
    storeNext: () => "next: stop whatever you left running that changes diffgate's folders (.git/diffgate/) or stops its processes, and do not touch them again; tell the person what happened, then make this call again.",
    witnessTooLarge: (mib) => `it is over the ${mib} MiB diffgate reads of it`,
    witnessUnreadable: (detail) => `it cannot be read (${detail})`,
    witnessNotJson: () => 'it is not the JSON diffgate writes',
    witnessOtherGit: (git) => `it names another git folder (${git}) than this repository's`,
    witnessNoList: () => 'the list of the gate paths it holds is missing',
    witnessEntriesMissing: (n) => `${n === 1 ? 'the entry of 1 gate path it lists is' : `the entries of ${n} gate paths it lists are`} missing or not listed`,
    witnessBroken: (file, why, unknown) => `diffgate's witness of the gate files git's HEAD does not hold (${file}) was not as diffgate left it: ${why}. Only a process within the agent's reach changes it. So what those files held before cannot be known, and none of them is taken as unchanged: ${unknown.length === 0
        ? 'none of them is there now.'
        : `${unknown.length === 1 ? 'this one, which is there now, is judged as changed by the call and left as it is (there is nothing to put it back to)' : `these ${unknown.length}, which are there now, are judged as changed by the call and left as they are (there is nothing to put them back to)`}: ${unknown
            .slice(0, 10)
            .join(', ')}${unknown.length > 10 ? ` and ${unknown.length - 10} more` : ''}.`} A gate file removed cannot be seen this way.\nnext: tell the person at once, and make no more changes to them. The person looks at each of these files for a setting that switches a check off (core.hooksPath, a hook, an alias, a shell function named git) and puts back what they did not write, runs \`diffgate doctor\` (it says whether the git hooks and the agent's hooks are in place), then sends their next message: until then every call is blocked and says which files, and their next message takes the files as they are then.`,
    unknownStill: (paths, quarantine) => `diffgate cannot vouch for ${paths.length === 1 ? 'this gate file' : `these ${paths.length} gate files`}, whose witness was broken (what ${paths.length === 1 ? 'it' : 'they'} held before is not known, so nothing was put back; a copy of each file whose bytes diffgate keeps is in ${quarantine} or the quarantine of the call that found it): ${paths
        .slice(0, 10)
        .join(', ')}${paths.length > 10 ? ` and ${paths.length - 10} more` : ''}. Every call is blocked with this until the person's next message.\nnext: tell the person at once; they check ${paths.length === 1 ? 'it' : 'them'} for a setting that switches a check off, run \`diffgate doctor\`, then send their next message.`,
    restoreFailed: (path, why) => `${path} could not be put back (${why}); tell the person at once, it needs a person's hand.`,
};


/***/ }),

/***/ 7495:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ObjectRewritten = void 0;
exports.isBlobNamed = isBlobNamed;
exports.isNamed = isNamed;
exports.verifiedBlob = verifiedBlob;
exports.verifiedCheckout = verifiedCheckout;
exports.verifiedCheckouts = verifiedCheckouts;
exports.verifiedTree = verifiedTree;
exports.unverifiedInDiffs = unverifiedInDiffs;
const node_crypto_1 = __webpack_require__(7598);
function isBlobNamed(oid, bytes) {
    return isNamed('blob', oid, bytes);
}
function isNamed(type, oid, bytes) {
    const algorithm = oid.length === 40 ? 'sha1' : oid.length === 64 ? 'sha256' : undefined;
    if (algorithm === undefined)
        return false;
    return (0, node_crypto_1.createHash)(algorithm).update(`${type} ${bytes.length}\0`).update(bytes).digest('hex') === oid.toLowerCase();
}
class ObjectRewritten extends Error {
    oid;
    constructor(oid) {
        super(`git's object ${oid} does not hold the bytes its name is the hash of`);
        this.oid = oid;
        this.name = 'ObjectRewritten';
    }
}
exports.ObjectRewritten = ObjectRewritten;
function verifiedBlob(git, oid) {
    const bytes = git(['cat-file', 'blob', oid]);
    if (!isBlobNamed(oid, bytes))
        throw new ObjectRewritten(oid);
    return bytes;
}
function verifiedCheckout(git, rev, path, entry) {
    const stored = verifiedBlob(git, entry.oid);
    if (entry.mode === '120000')
        return stored;
    return git(['cat-file', '--filters', `${rev}:${path}`]);
}
function verifiedCheckouts(git, run, rev, entries) {
    if (entries.length === 0)
        return [];
    const stored = batch(run(['cat-file', '--batch'], `${entries.map((e) => e.oid).join('\n')}\n`), entries.length);
    const out = entries.map((e, k) => isBlobNamed(e.oid, stored[k]) ? stored[k] : new ObjectRewritten(e.oid));
    const filtered = entries.flatMap((e, k) => (e.mode !== '120000' && !(out[k] instanceof ObjectRewritten) ? [k] : []));
    for (const k of filtered)
        out[k] = git(['cat-file', '--filters', `${rev}:${entries[k].path}`]);
    return out;
}
function batch(out, count) {
    return objects(out, count).map((o) => {
        if (o?.type !== 'blob')
            throw new Error(`git cat-file --batch: ${o === undefined ? 'missing' : o.type}`);
        return o.bytes;
    });
}
function objects(out, count) {
    const read = [];
    let at = 0;
    for (let k = 0; k < count; k++) {
        const nl = out.indexOf(10, at);
        if (nl < 0)
            throw new Error('git cat-file --batch answered short');
        const header = out.toString('utf8', at, nl);
        const m = /^[0-9a-f]+ ([a-z]+) (\d+)$/.exec(header);
        if (!m) {
            if (!/ (missing|ambiguous)$/.test(header))
                throw new Error(`git cat-file --batch: ${header}`);
            read.push(undefined);
            at = nl + 1;
            continue;
        }
        const end = nl + 1 + Number(m[2]);
        read.push({ type: m[1], bytes: out.subarray(nl + 1, end) });
        at = end + 1;
    }
    return read;
}
function verifiedTree(run, commit, descend = () => true) {
    const out = { entries: new Map(), rewritten: [] };
    const [c] = objects(run(['cat-file', '--batch'], `${commit}\n`), 1);
    if (c === undefined || c.type !== 'commit' || !isNamed('commit', commit, c.bytes)) {
        out.rewritten.push({ path: '', oid: commit });
        return out;
    }
    const m = /^tree ([0-9a-f]{40}|[0-9a-f]{64})\n/.exec(c.bytes.toString('latin1', 0, 80));
    if (!m) {
        out.rewritten.push({ path: '', oid: commit });
        return out;
    }
    const width = commit.length / 2;
    let level = [{ path: '', oid: m[1] }];
    while (level.length > 0) {
        const read = objects(run(['cat-file', '--batch'], `${level.map((t) => t.oid).join('\n')}\n`), level.length);
        const next = [];
        for (const [k, t] of level.entries()) {
            const o = read[k];
            if (o === undefined || o.type !== 'tree' || !isNamed('tree', t.oid, o.bytes)) {
                out.rewritten.push(t);
                continue;
            }
            for (const e of treeEntries(o.bytes, width)) {
                const path = t.path === '' ? e.name : `${t.path}/${e.name}`;
                if (e.mode === '40000') {
                    if (descend(path))
                        next.push({ path, oid: e.oid });
                }
                else if (e.mode === '160000' || e.mode === '120000')
                    out.entries.set(path, { mode: e.mode, oid: e.oid, type: e.mode === '160000' ? 'commit' : 'blob' });
                else
                    out.entries.set(path, {
                        mode: (Number.parseInt(e.mode, 8) & 0o100) !== 0 ? '100755' : '100644',
                        type: 'blob',
                        oid: e.oid,
                    });
            }
        }
        level = next;
    }
    return out;
}
function subtrees(bytes, width) {
    const out = new Map();
    let at = 0;
    while (at < bytes.length) {
        const nul = bytes.indexOf(0, at);
        if (nul < 0 || nul + 1 + width > bytes.length)
            throw new Error('a tree object that does not parse');
        const name = bytes[at] === 0x34 && bytes[at + 5] === 0x20
            ? at + 6
            : bytes.toString('latin1', at, at + 7) === '040000 '
                ? at + 7
                : -1;
        if (name > 0)
            out.set(bytes.toString('utf8', name, nul), bytes.toString('hex', nul + 1, nul + 1 + width));
        at = nul + 1 + width;
    }
    return out;
}
function treeEntries(bytes, width) {
    const out = [];
    let at = 0;
    while (at < bytes.length) {
        const space = bytes.indexOf(32, at);
        const nul = bytes.indexOf(0, space + 1);
        if (space < 0 || nul < 0 || nul + 1 + width > bytes.length)
            throw new Error('a tree object that does not parse');
        out.push({
            mode: bytes.toString('latin1', at, space),
            name: bytes.toString('utf8', space + 1, nul),
            oid: bytes.toString('hex', nul + 1, nul + 1 + width),
        });
        at = nul + 1 + width;
    }
    return out;
}
function unverifiedInDiffs(run, edges) {
    const width = (oid) => oid.length / 2;
    const read = (oids, type) => {
        const got = new Map();
        const want = [...new Set(oids)];
        if (want.length === 0)
            return got;
        const answers = objects(run(['cat-file', '--batch'], `${want.join('\n')}\n`), want.length);
        for (const [k, oid] of want.entries()) {
            const o = answers[k];
            got.set(oid, o !== undefined && o.type === type && isNamed(type, oid, o.bytes) ? o.bytes : undefined);
        }
        return got;
    };
    const commits = read(edges.flatMap((e) => (e.parent === null ? [e.sha] : [e.sha, e.parent])), 'commit');
    const treeOf = new Map();
    for (const [oid, bytes] of commits) {
        const m = bytes && /^tree ([0-9a-f]{40}|[0-9a-f]{64})\n/.exec(bytes.toString('latin1', 0, 80));
        if (!m)
            return oid;
        treeOf.set(oid, m[1]);
    }
    let level = edges.map((e) => [e.parent === null ? null : treeOf.get(e.parent), treeOf.get(e.sha)]);
    const parsed = new Map();
    while (level.length > 0) {
        const unread = level.flatMap((p) => p.filter((o) => o !== null && !parsed.has(o)));
        for (const [oid, bytes] of read(unread, 'tree')) {
            if (bytes === undefined)
                return oid;
            try {
                parsed.set(oid, subtrees(bytes, width(oid)));
            }
            catch {
                return oid;
            }
        }
        const next = [];
        const seen = new Set();
        for (const [a, b] of level) {
            if (a === b)
                continue;
            const left = a === null ? new Map() : parsed.get(a);
            const right = b === null ? new Map() : parsed.get(b);
            for (const name of new Set([...left.keys(), ...right.keys()])) {
                const lt = left.get(name) ?? null;
                const rt = right.get(name) ?? null;
                if (lt === rt)
                    continue;
                const key = `${lt} ${rt}`;
                if (seen.has(key))
                    continue;
                seen.add(key);
                next.push([lt, rt]);
            }
        }
        level = next;
    }
    return undefined;
}


/***/ }),

/***/ 7705:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.claudeAbsolute = void 0;
exports.denyWriteEntries = denyWriteEntries;
const claudeAbsolute = (abs) => `/${abs}`;
exports.claudeAbsolute = claudeAbsolute;
function denyWriteEntries(set) {
    return [...new Set([...set.folders, ...set.files])].sort().map(exports.claudeAbsolute);
}


/***/ }),

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Scalar = __webpack_require__(3301);
var YAMLMap = __webpack_require__(4454);
var YAMLSeq = __webpack_require__(2223);
var resolveBlockMap = __webpack_require__(7103);
var resolveBlockSeq = __webpack_require__(334);
var resolveFlowCollection = __webpack_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Document = __webpack_require__(3021);
var composeNode = __webpack_require__(5937);
var resolveEnd = __webpack_require__(7788);
var resolveProps = __webpack_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Alias = __webpack_require__(4065);
var identity = __webpack_require__(1127);
var composeCollection = __webpack_require__(7349);
var composeScalar = __webpack_require__(5413);
var resolveEnd = __webpack_require__(7788);
var utilEmptyScalarPosition = __webpack_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Scalar = __webpack_require__(3301);
var resolveBlockScalar = __webpack_require__(8913);
var resolveFlowScalar = __webpack_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var node_process = __webpack_require__(932);
var directives = __webpack_require__(1342);
var Document = __webpack_require__(3021);
var errors = __webpack_require__(1464);
var identity = __webpack_require__(1127);
var composeDoc = __webpack_require__(3683);
var resolveEnd = __webpack_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Pair = __webpack_require__(9546);
var YAMLMap = __webpack_require__(4454);
var resolveProps = __webpack_require__(4631);
var utilContainsNewline = __webpack_require__(9499);
var utilFlowIndentCheck = __webpack_require__(4051);
var utilMapIncludes = __webpack_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var YAMLSeq = __webpack_require__(2223);
var resolveProps = __webpack_require__(4631);
var utilFlowIndentCheck = __webpack_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Pair = __webpack_require__(9546);
var YAMLMap = __webpack_require__(4454);
var YAMLSeq = __webpack_require__(2223);
var resolveEnd = __webpack_require__(7788);
var resolveProps = __webpack_require__(4631);
var utilContainsNewline = __webpack_require__(9499);
var utilMapIncludes = __webpack_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // \u2192 key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);
var resolveEnd = __webpack_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var utilContainsNewline = __webpack_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Alias = __webpack_require__(4065);
var Collection = __webpack_require__(101);
var identity = __webpack_require__(1127);
var Pair = __webpack_require__(9546);
var toJS = __webpack_require__(4043);
var Schema = __webpack_require__(5840);
var stringifyDocument = __webpack_require__(6829);
var anchors = __webpack_require__(1596);
var applyReviver = __webpack_require__(3661);
var createNode = __webpack_require__(2404);
var directives = __webpack_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var visit = __webpack_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Alias = __webpack_require__(4065);
var identity = __webpack_require__(1127);
var Scalar = __webpack_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var visit = __webpack_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var composer = __webpack_require__(9984);
var Document = __webpack_require__(3021);
var Schema = __webpack_require__(5840);
var errors = __webpack_require__(1464);
var Alias = __webpack_require__(4065);
var identity = __webpack_require__(1127);
var Pair = __webpack_require__(9546);
var Scalar = __webpack_require__(3301);
var YAMLMap = __webpack_require__(4454);
var YAMLSeq = __webpack_require__(2223);
var cst = __webpack_require__(3461);
var lexer = __webpack_require__(361);
var lineCounter = __webpack_require__(6628);
var parser = __webpack_require__(3456);
var publicApi = __webpack_require__(4047);
var visit = __webpack_require__(204);



exports.Composer = composer.Composer;
exports.Document = Document.Document;
exports.Schema = Schema.Schema;
exports.YAMLError = errors.YAMLError;
exports.YAMLParseError = errors.YAMLParseError;
exports.YAMLWarning = errors.YAMLWarning;
exports.Alias = Alias.Alias;
exports.isAlias = identity.isAlias;
exports.isCollection = identity.isCollection;
exports.isDocument = identity.isDocument;
exports.isMap = identity.isMap;
exports.isNode = identity.isNode;
exports.isPair = identity.isPair;
exports.isScalar = identity.isScalar;
exports.isSeq = identity.isSeq;
exports.Pair = Pair.Pair;
exports.Scalar = Scalar.Scalar;
exports.YAMLMap = YAMLMap.YAMLMap;
exports.YAMLSeq = YAMLSeq.YAMLSeq;
exports.CST = cst;
exports.Lexer = lexer.Lexer;
exports.LineCounter = lineCounter.LineCounter;
exports.Parser = parser.Parser;
exports.parse = publicApi.parse;
exports.parseAllDocuments = publicApi.parseAllDocuments;
exports.parseDocument = publicApi.parseDocument;
exports.stringify = publicApi.stringify;
exports.visit = visit.visit;
exports.visitAsync = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var node_process = __webpack_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var anchors = __webpack_require__(1596);
var visit = __webpack_require__(204);
var identity = __webpack_require__(1127);
var Node = __webpack_require__(6673);
var toJS = __webpack_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var createNode = __webpack_require__(2404);
var identity = __webpack_require__(1127);
var Node = __webpack_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var applyReviver = __webpack_require__(3661);
var identity = __webpack_require__(1127);
var toJS = __webpack_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 9546:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var createNode = __webpack_require__(2404);
var stringifyPair = __webpack_require__(9748);
var addPairToJSMap = __webpack_require__(7104);
var identity = __webpack_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Node = __webpack_require__(6673);
var toJS = __webpack_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var stringifyCollection = __webpack_require__(1212);
var addPairToJSMap = __webpack_require__(7104);
var Collection = __webpack_require__(101);
var identity = __webpack_require__(1127);
var Pair = __webpack_require__(9546);
var Scalar = __webpack_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var createNode = __webpack_require__(2404);
var stringifyCollection = __webpack_require__(1212);
var Collection = __webpack_require__(101);
var identity = __webpack_require__(1127);
var Scalar = __webpack_require__(3301);
var toJS = __webpack_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var log = __webpack_require__(7249);
var merge = __webpack_require__(452);
var stringify = __webpack_require__(2148);
var identity = __webpack_require__(1127);
var toJS = __webpack_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var resolveBlockScalar = __webpack_require__(8913);
var resolveFlowScalar = __webpack_require__(6842);
var errors = __webpack_require__(1464);
var stringifyString = __webpack_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` \u2013 Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` \u2013 Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` \u2013 Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` \u2013 The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var cstScalar = __webpack_require__(110);
var cstStringify = __webpack_require__(1733);
var cstVisit = __webpack_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var cst = __webpack_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var node_process = __webpack_require__(932);
var cst = __webpack_require__(3461);
var lexer = __webpack_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var composer = __webpack_require__(9984);
var Document = __webpack_require__(3021);
var errors = __webpack_require__(1464);
var log = __webpack_require__(7249);
var identity = __webpack_require__(1127);
var lineCounter = __webpack_require__(6628);
var parser = __webpack_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var map = __webpack_require__(7451);
var seq = __webpack_require__(1706);
var string = __webpack_require__(6464);
var tags = __webpack_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var YAMLMap = __webpack_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var YAMLSeq = __webpack_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var stringifyString = __webpack_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);
var stringifyNumber = __webpack_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var stringifyNumber = __webpack_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var map = __webpack_require__(7451);
var _null = __webpack_require__(3632);
var seq = __webpack_require__(1706);
var string = __webpack_require__(6464);
var bool = __webpack_require__(3959);
var float = __webpack_require__(8405);
var int = __webpack_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);
var map = __webpack_require__(7451);
var seq = __webpack_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var map = __webpack_require__(7451);
var _null = __webpack_require__(3632);
var seq = __webpack_require__(1706);
var string = __webpack_require__(6464);
var bool = __webpack_require__(3959);
var float = __webpack_require__(8405);
var int = __webpack_require__(9874);
var schema = __webpack_require__(896);
var schema$1 = __webpack_require__(3559);
var binary = __webpack_require__(6083);
var merge = __webpack_require__(452);
var omap = __webpack_require__(303);
var pairs = __webpack_require__(8385);
var schema$2 = __webpack_require__(5913);
var set = __webpack_require__(1528);
var timestamp = __webpack_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var node_buffer = __webpack_require__(181);
var Scalar = __webpack_require__(3301);
var stringifyString = __webpack_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);
var stringifyNumber = __webpack_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var stringifyNumber = __webpack_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Scalar = __webpack_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var toJS = __webpack_require__(4043);
var YAMLMap = __webpack_require__(4454);
var YAMLSeq = __webpack_require__(2223);
var pairs = __webpack_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Pair = __webpack_require__(9546);
var Scalar = __webpack_require__(3301);
var YAMLSeq = __webpack_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var map = __webpack_require__(7451);
var _null = __webpack_require__(3632);
var seq = __webpack_require__(1706);
var string = __webpack_require__(6464);
var binary = __webpack_require__(6083);
var bool = __webpack_require__(8398);
var float = __webpack_require__(5782);
var int = __webpack_require__(873);
var merge = __webpack_require__(452);
var omap = __webpack_require__(303);
var pairs = __webpack_require__(8385);
var set = __webpack_require__(1528);
var timestamp = __webpack_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Pair = __webpack_require__(9546);
var YAMLMap = __webpack_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var stringifyNumber = __webpack_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var anchors = __webpack_require__(1596);
var identity = __webpack_require__(1127);
var stringifyComment = __webpack_require__(9799);
var stringifyString = __webpack_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var stringify = __webpack_require__(2148);
var stringifyComment = __webpack_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var stringify = __webpack_require__(2148);
var stringifyComment = __webpack_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Scalar = __webpack_require__(3301);
var stringify = __webpack_require__(2148);
var stringifyComment = __webpack_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);
var foldFlowLines = __webpack_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ }),

/***/ 3769:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isBinary = isBinary;
exports.lineStarts = lineStarts;
exports.countLines = countLines;
exports.lineEnd = lineEnd;
exports.rangeEquals = rangeEquals;
exports.bytesEqual = bytesEqual;
exports.commonPrefix = commonPrefix;
exports.lineAt = lineAt;
exports.containsAscii = containsAscii;
exports.decode = decode;
const LF = 10;
function isBinary(bytes) {
    const end = Math.min(bytes.length, 8000);
    for (let i = 0; i < end; i++)
        if (bytes[i] === 0)
            return true;
    return false;
}
function lineStarts(bytes) {
    const starts = [];
    if (bytes.length === 0)
        return starts;
    starts.push(0);
    let i = bytes.indexOf(LF);
    while (i !== -1) {
        if (i + 1 < bytes.length)
            starts.push(i + 1);
        i = bytes.indexOf(LF, i + 1);
    }
    return starts;
}
function countLines(bytes) {
    let n = 0;
    let i = bytes.indexOf(LF);
    while (i !== -1) {
        n++;
        i = bytes.indexOf(LF, i + 1);
    }
    if (bytes.length > 0 && bytes[bytes.length - 1] !== LF)
        n++;
    return n;
}
function lineEnd(bytes, start) {
    const i = bytes.indexOf(LF, start);
    return i === -1 ? bytes.length : i;
}
function rangeEquals(a, aStart, aEnd, b, bStart, bEnd) {
    if (aEnd - aStart !== bEnd - bStart)
        return false;
    for (let i = aStart, j = bStart; i < aEnd; i++, j++)
        if (a[i] !== b[j])
            return false;
    return true;
}
function bytesEqual(a, b) {
    return rangeEquals(a, 0, a.length, b, 0, b.length);
}
function commonPrefix(a, b) {
    const n = Math.min(a.length, b.length);
    let i = 0;
    while (i < n && a[i] === b[i])
        i++;
    return i;
}
function lineAt(bytes, offset) {
    let line = 1;
    let i = bytes.indexOf(LF);
    while (i !== -1 && i < offset) {
        line++;
        i = bytes.indexOf(LF, i + 1);
    }
    return line;
}
function containsAscii(bytes, start, end, needle) {
    const first = needle.charCodeAt(0);
    const last = end - needle.length;
    outer: for (let i = start; i <= last; i++) {
        if (bytes[i] !== first)
            continue;
        for (let k = 1; k < needle.length; k++)
            if (bytes[i + k] !== needle.charCodeAt(k))
                continue outer;
        return i;
    }
    return -1;
}
function decode(bytes) {
    return new TextDecoder('utf-8').decode(bytes);
}


/***/ }),

/***/ 7388:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.fileType = fileType;
exports.bytesOf = bytesOf;
function fileType(mode) {
    if (mode === '120000')
        return 'symlink';
    if (mode === '160000')
        return 'submodule';
    return 'file';
}
function bytesOf(text) {
    return new TextEncoder().encode(text);
}


/***/ }),

/***/ 9350:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Checker = exports.ReadError = void 0;
exports.check = check;
const bytes_js_1 = __webpack_require__(3769);
const manifestGuard_js_1 = __webpack_require__(4036);
const violation_js_1 = __webpack_require__(5356);
const pathIndex_js_1 = __webpack_require__(1079);
const deny_js_1 = __webpack_require__(6534);
const registry_js_1 = __webpack_require__(6527);
const ruleCheck_js_1 = __webpack_require__(1104);
const secrets_js_1 = __webpack_require__(1359);
class ReadError extends Error {
    path;
    cause;
    constructor(path, cause) {
        super(`cannot read ${path}: ${cause instanceof Error ? cause.message : String(cause)}`);
        this.path = path;
        this.cause = cause;
    }
}
exports.ReadError = ReadError;
const BATCH = 1024;
const NONE = [];
class Checker {
    manifest;
    manifestPath;
    opts;
    oldOrNew;
    added;
    allowed;
    constructor(manifest, manifestPath, opts = {}) {
        this.manifest = manifest;
        this.manifestPath = manifestPath;
        this.opts = opts;
        if (manifest.errors.length > 0)
            throw new Error('the manifest has errors; report them before checking');
        this.oldOrNew = new pathIndex_js_1.PathIndex(manifest.rules.filter((r) => sideOf(r) === 'old' || sideOf(r) === 'new'));
        this.added = new pathIndex_js_1.PathIndex(manifest.rules.filter((r) => sideOf(r) === 'added'));
        this.allowed = new pathIndex_js_1.PathIndex(manifest.rules.filter((r) => r.kind === 'allow'));
    }
    rulesFor(path) {
        const rules = [...this.oldOrNew.match(path), ...this.added.match(path)].sort((a, b) => a.line - b.line);
        return { rules, allowedBy: this.allowed.match(path), secret: (0, secrets_js_1.secretSegment)(path) };
    }
    async check(changes) {
        const walk = {
            changes: changes[Symbol.iterator](),
            done: false,
            checked: 0,
            batch: [],
            violations: [],
            touchingManifest: [],
        };
        while (!walk.done) {
            this.gather(walk);
            const { batch } = walk;
            walk.batch = [];
            const loaded = await loadBatch(batch);
            await loadOldWhereItMatters(batch, loaded);
            batch.forEach((plan, k) => walk.violations.push(...this.run(plan, loaded[k])));
        }
        const violations = walk.violations;
        const manifest = await this.checkManifest(walk.touchingManifest);
        violations.push(...manifest.violations);
        violations.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : (a.line ?? 0) - (b.line ?? 0)));
        return { violations, checked: walk.checked, ...(manifest.notes.length ? { notes: manifest.notes } : {}) };
    }
    gather(walk) {
        for (;;) {
            const next = walk.changes.next();
            if (next.done) {
                walk.done = true;
                return;
            }
            const change = next.value;
            walk.checked += 1;
            if (this.touchesManifest(change))
                walk.touchingManifest.push(change);
            if (change.restores)
                continue;
            const plan = this.plan(change);
            if (plan && (plan.readOld || plan.readNew || plan.oldIf.length > 0)) {
                walk.batch.push(plan);
                if (walk.batch.length === BATCH)
                    return;
            }
            else if (plan || (0, deny_js_1.addsPath)(change)) {
                walk.violations.push(...this.run(plan ?? { change, rules: [], readOld: false, readNew: false, oldIf: [] }, withoutContent(change)));
            }
        }
    }
    plan(change) {
        const oldPath = change.old && (0, ruleCheck_js_1.touchesOldPath)(change) ? change.old.path : undefined;
        const atOld = oldPath !== undefined ? this.oldOrNew.match(oldPath) : NONE;
        const atNew = !change.new ? NONE : change.new.path === oldPath ? atOld : this.oldOrNew.match(change.new.path);
        const added = change.new && (0, deny_js_1.addsPath)(change) ? this.added.match(change.new.path) : NONE;
        if (atOld.length + atNew.length + added.length === 0)
            return null;
        let plan = null;
        for (const [rules, side] of [
            [atOld, 'old'],
            [atNew, 'new'],
            [added, 'added'],
        ]) {
            for (const rule of rules) {
                const module = registry_js_1.RULE_CHECKS[rule.kind];
                if (module.side !== side)
                    continue;
                plan ??= { change, rules: [], readOld: false, readNew: false, oldIf: [] };
                plan.rules.push({ rule, side });
                if (module.reads.old && module.oldMatters)
                    plan.oldIf.push(rule);
                else
                    plan.readOld ||= module.reads.old;
                plan.readNew ||= module.reads.new;
            }
        }
        return plan;
    }
    run(plan, change) {
        const found = [];
        const exempt = change.new ? this.allowed.match(change.new.path).length > 0 : false;
        for (const { rule } of plan.rules) {
            if (rule.kind === 'deny' && exempt)
                continue;
            found.push(...registry_js_1.RULE_CHECKS[rule.kind].check(rule, change));
        }
        if ((0, deny_js_1.addsPath)(change) && !exempt) {
            const segment = (0, secrets_js_1.secretSegment)(change.new.path);
            if (segment !== undefined) {
                const path = change.new.path;
                found.push({
                    rule: 'secret',
                    path,
                    reason: violation_js_1.violationText.secret.reason(),
                    message: violation_js_1.violationText.secret.added(segment),
                    next: violation_js_1.violationText.secret.next(path),
                });
            }
        }
        return found;
    }
    touchesManifest(c) {
        const path = this.manifestPath;
        return path !== null && (c.new?.path === path || (c.old?.path === path && (0, ruleCheck_js_1.touchesOldPath)(c)));
    }
    async checkManifest(touching) {
        const path = this.manifestPath;
        if (path === null || touching.length === 0)
            return { violations: [], notes: [] };
        const replacement = touching.find((c) => c.new?.path === path);
        const text = replacement ? new TextDecoder().decode(await read(replacement.new)) : null;
        const adopt = this.opts.adoptManifest === true;
        return {
            violations: (0, manifestGuard_js_1.checkManifestChange)(this.manifest, path, text, { adopt }),
            notes: adopt ? (0, manifestGuard_js_1.adoptionNotes)(this.manifest, text) : [],
        };
    }
}
exports.Checker = Checker;
function sideOf(rule) {
    return registry_js_1.RULE_CHECKS[rule.kind]?.side;
}
function check(input) {
    return new Checker(input.manifest, input.manifestPath).check(input.changes);
}
async function read(side) {
    return (await readAll([side]))[0];
}
function readAll(sides) {
    return Promise.all(sides.map((side) => {
        const failed = (e) => Promise.reject(new ReadError(side.path, e));
        try {
            return side.read().then(undefined, failed);
        }
        catch (e) {
            return failed(e);
        }
    }));
}
function withoutContent(change) {
    const strip = (s) => (s ? { path: s.path, mode: s.mode } : null);
    return { status: change.status, old: strip(change.old), new: strip(change.new) };
}
async function loadBatch(batch) {
    const wanted = [];
    for (const { change, readOld, readNew } of batch) {
        if (readOld && change.old)
            wanted.push(change.old);
        if (readNew && change.new)
            wanted.push(change.new);
    }
    const bytes = await readAll(wanted);
    let next = 0;
    const side = (s, isRead) => !s ? null : isRead ? loadedSide(s, bytes[next++]) : { path: s.path, mode: s.mode };
    return batch.map(({ change, readOld, readNew }) => {
        const old = side(change.old, readOld);
        return { status: change.status, old, new: side(change.new, readNew) };
    });
}
function loadedSide(s, bytes) {
    return { path: s.path, mode: s.mode, bytes, binary: (0, bytes_js_1.isBinary)(bytes) };
}
async function loadOldWhereItMatters(batch, loaded) {
    const due = batch.flatMap((plan, k) => {
        const after = loaded[k].new?.bytes;
        if (plan.readOld || !plan.change.old || after === undefined)
            return [];
        const matters = plan.oldIf.some((rule) => registry_js_1.RULE_CHECKS[rule.kind].oldMatters(rule, after));
        return matters ? [k] : [];
    });
    if (due.length === 0)
        return;
    const bytes = await readAll(due.map((k) => batch[k].change.old));
    due.forEach((k, i) => {
        loaded[k] = { ...loaded[k], old: loadedSide(batch[k].change.old, bytes[i]) };
    });
}


/***/ }),

/***/ 8365:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.findSpans = findSpans;
const bytes_js_1 = __webpack_require__(3769);
function findSpans(bytes) {
    const spans = [];
    const problems = [];
    let open;
    const starts = (0, bytes_js_1.lineStarts)(bytes);
    starts.forEach((start, i) => {
        const end = (0, bytes_js_1.lineEnd)(bytes, start);
        const line = i + 1;
        const s = (0, bytes_js_1.containsAscii)(bytes, start, end, 'INVARIANT-START');
        const e = (0, bytes_js_1.containsAscii)(bytes, start, end, 'INVARIANT-END');
        const close = () => {
            if (open)
                spans.push({ startLine: open.line, endLine: line, start: open.start, end });
            else
                problems.push({ kind: 'unopened', line });
            open = undefined;
        };
        if (e !== -1 && (s === -1 || e < s))
            close();
        if (s !== -1) {
            if (open)
                problems.push({ kind: 'nested', line });
            else
                open = { line, start };
            if (e > s)
                close();
        }
    });
    if (open) {
        problems.push({ kind: 'unclosed', line: open.line });
        spans.push({
            startLine: open.line,
            endLine: Math.max(starts.length, open.line),
            start: open.start,
            end: bytes.length,
        });
    }
    return { spans, problems };
}


/***/ }),

/***/ 4036:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.releasePhrases = void 0;
exports.checkManifestChange = checkManifestChange;
exports.adopting = adopting;
exports.adoptionNotes = adoptionNotes;
const violation_js_1 = __webpack_require__(5356);
const parseManifest_js_1 = __webpack_require__(5684);
const pathIndex_js_1 = __webpack_require__(1079);
const rule_js_1 = __webpack_require__(4918);
const STRONGER = {
    freeze: ['freeze'],
    invariant: ['invariant', 'freeze'],
    append: ['append', 'freeze'],
    budget: ['budget'],
    deny: ['deny'],
    'save-gate': ['save-gate', 'freeze'],
    'command-deny': ['command-deny'],
    'command-ask': ['command-ask', 'command-deny'],
};
const LOOSENING = new Set(['allow', 'command-allow']);
function checkManifestChange(before, path, newText, opts = {}) {
    const base = { rule: 'manifest', path, reason: violation_js_1.violationText.manifest.reason() };
    const after = (0, parseManifest_js_1.parseManifest)(newText ?? '', path);
    if (after.errors.length > 0) {
        return after.errors.map((e) => ({
            ...base,
            line: e.line,
            message: violation_js_1.violationText.manifest.invalid((0, parseManifest_js_1.formatManifestError)(e)),
            next: violation_js_1.violationText.manifest.invalidNext(),
        }));
    }
    if (opts.adopt && adopting(before))
        return [];
    const found = [];
    const next = violation_js_1.violationText.manifest.next();
    for (const old of before.rules) {
        const kinds = STRONGER[old.kind];
        if (!kinds)
            continue;
        if (!after.rules.some((r) => kinds.includes(r.kind) && covers(r, old))) {
            found.push({
                ...base,
                message: violation_js_1.violationText.manifest.weakened(old.kind, old.pattern, `${old.file}:${old.line}`),
                next,
                source: `${old.file}:${old.line}`,
            });
        }
    }
    for (const added of after.rules) {
        if (!LOOSENING.has(added.kind))
            continue;
        if (!before.rules.some((r) => r.kind === added.kind && r.pattern === added.pattern)) {
            found.push({ ...base, line: added.line, message: violation_js_1.violationText.manifest.loosened(added.kind, added.pattern), next });
        }
    }
    const [was, now] = [(0, rule_js_1.releasePhrases)(before.rules), (0, rule_js_1.releasePhrases)(after.rules)];
    const newPhrase = now.find((p) => !was.includes(p));
    if (newPhrase !== undefined) {
        const line = after.rules.find((r) => r.kind === 'release' && r.pattern === newPhrase)?.line;
        found.push({ ...base, ...(line ? { line } : {}), message: violation_js_1.violationText.manifest.release(now), next });
    }
    return found;
}
function covers(stronger, old) {
    if (old.kind.startsWith('command-'))
        return stronger.pattern === old.pattern;
    if (!(0, pathIndex_js_1.patternCovers)(stronger.pattern, old.pattern))
        return false;
    if (stronger.kind !== old.kind)
        return true;
    const [s, o] = [stronger.options, old.options];
    switch (old.kind) {
        case 'append':
            return (!o.atEnd || s.atEnd === true) && (s.head === undefined || s.head === o.head);
        case 'budget':
            return ((o.lines === undefined || (s.lines !== undefined && s.lines <= o.lines)) &&
                (o.bytes === undefined || (s.bytes !== undefined && s.bytes <= o.bytes)));
        case 'save-gate': {
            const oldWords = o.words ?? rule_js_1.DEFAULT_SAVE_WORDS;
            return (s.words ?? rule_js_1.DEFAULT_SAVE_WORDS).every((w) => oldWords.includes(w));
        }
        default:
            return true;
    }
}
var rule_js_2 = __webpack_require__(4918);
Object.defineProperty(exports, "releasePhrases", ({ enumerable: true, get: function () { return rule_js_2.releasePhrases; } }));
function adopting(before) {
    return before.rules.length === 0;
}
function adoptionNotes(before, newText) {
    if (!adopting(before) || newText === null)
        return [];
    const after = (0, parseManifest_js_1.parseManifest)(newText, before.file);
    if (after.errors.length > 0 || after.rules.length === 0)
        return [];
    const allows = after.rules
        .filter((r) => LOOSENING.has(r.kind) || r.kind === 'release')
        .map((r) => violation_js_1.violationText.manifest.adoptedAllows(r.kind, r.pattern, r.line));
    return [violation_js_1.violationText.manifest.adopted(after.rules.length), ...allows, violation_js_1.violationText.manifest.adoptedFromNow()];
}


/***/ }),

/***/ 5356:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.violationText = exports.fileKind = void 0;
const common_js_1 = __webpack_require__(6166);
const fileKind = (t) => t === 'file' ? 'a regular file' : t === 'symlink' ? 'a symlink' : 'a submodule';
exports.fileKind = fileKind;
exports.violationText = {
    freeze: {
        modified: () => 'Changed the content of a frozen file.',
        deleted: () => 'Deleted a frozen file.',
        renamed: (to) => `Renamed a frozen file away (to ${to}); that deletes its path.`,
        mode: (from, to) => `Changed the mode of a frozen file (${from} -> ${to}).`,
        type: (from, to) => `Changed a frozen path from ${(0, exports.fileKind)(from)} to ${(0, exports.fileKind)(to)}.`,
        next: () => `This file is frozen. ${common_js_1.NO_WORKAROUND} ${common_js_1.WAIT}`,
    },
    invariant: {
        changed: (a, b) => `Changed the invariant span that was at lines ${a}-${b}.`,
        deleted: (n) => `Deleted or renamed away a file with ${(0, common_js_1.plural)(n, 'invariant span')}.`,
        binary: () => 'Changed a binary file that has invariant spans; a binary change counts as a change to all of it.',
        nested: (line) => `An INVARIANT-START at line ${line} opens a span inside another span.`,
        unopened: (line) => `An INVARIANT-END at line ${line} closes no span.`,
        unclosed: (line) => `The span opened at line ${line} is never closed; it runs to the end of the file.`,
        next: () => `The lines between INVARIANT-START and INVARIANT-END (markers included) must stay exactly as they were. Edit outside the span. If the span itself must change, do not work around the block by changing another file instead: ${common_js_1.WAIT.charAt(0).toLowerCase()}${common_js_1.WAIT.slice(1)}`,
        markersNext: () => 'Keep every INVARIANT-START paired with its own INVARIANT-END, without nesting; restore the marker you moved or removed.',
    },
    append: {
        changed: (oldLine) => `Removed or changed existing line ${oldLine} of an append-only file.`,
        moved: (oldLine, newLine) => `Moved existing line ${oldLine} of an append-only file (its text is now at line ${newLine}); existing lines keep their place and order.`,
        notAtEnd: (oldLine) => `Inserted or changed content before the end of an append-only file (at its line ${oldLine}); new lines go at the end.`,
        deleted: () => 'Deleted or renamed away an append-only file.',
        binary: () => 'Changed a binary append-only file; a binary change counts as a change to all of it.',
        headNext: (line) => `This file is append-only from its first released line down: the lines above it may change, the released lines may not. Restore ${JSON.stringify(line)} and the released lines around it exactly; add new entries above the released part. ${common_js_1.NO_WORKAROUND}`,
        next: (atEnd) => `This file is append-only. Restore the existing lines exactly and add your text as new lines${atEnd ? ' after the existing content' : ''}. ${common_js_1.NO_WORKAROUND}`,
    },
    budget: {
        lines: (after, before, limit) => `Grew a file that is over its budget: ${after} lines after the change (was ${before}), budget ${limit}.`,
        bytes: (after, before, limit) => `Grew a file that is over its budget: ${after} bytes after the change (was ${before}), budget ${limit}.`,
        next: (measure, limit) => `This file is over its budget of ${limit} ${measure}. Make room first: merge, shorten or remove existing ${measure === 'lines' ? 'lines' : 'text'} so the change does not grow it (one in, one out). ${common_js_1.NO_WORKAROUND}`,
    },
    deny: {
        added: () => 'Added a path the manifest denies.',
        next: (path) => `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and keep it out of the repository. If it must be committed, a person adds an "allow" line for it to the manifest.`,
        nextUntracked: (path) => `Do not add it (it is not staged): move it out of the repository or add ${JSON.stringify(path)} to .gitignore. If it must be committed, a person adds an "allow" line for it to the manifest.`,
    },
    secret: {
        added: (segment) => `Added a path that looks like a secret (${JSON.stringify(segment)} is on the built-in secret list).`,
        reason: () => 'Secrets, keys and production credentials must not enter the repository.',
        next: (path) => `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and add it to .gitignore. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
        nextUntracked: (path) => `Do not add it (it is not staged): add ${JSON.stringify(path)} to .gitignore, or move it out of the repository. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
    },
    manifest: {
        weakened: (kind, pattern, source) => `Removed or weakened the rule "${kind} ${pattern}" (${source}).`,
        loosened: (kind, pattern) => `Added a loosening rule "${kind} ${pattern}".`,
        release: (phrases) => `Changed the release phrase (now ${phrases.map((p) => JSON.stringify(p)).join(', ')}).`,
        invalid: (detail) => `The changed manifest does not parse: ${detail}`,
        reason: () => 'The manifest protects itself: a change may add or strengthen rules, never remove or weaken one.',
        next: () => `Keep the old rule as it was; you may add a stricter or broader rule beside it. ${common_js_1.NO_WORKAROUND} ${common_js_1.WAIT}`,
        invalidNext: () => 'Fix the manifest line named above; the manifest must parse before anything else is checked.',
        adopted: (n) => `Adopting a first manifest (${n === 1 ? '1 rule' : `${n} rules`}; none was in force): it may hold any rule.`,
        adoptedAllows: (kind, pattern, line) => `  it allows: ${kind === 'allow' ? `adding ${JSON.stringify(pattern)} despite deny rules and the built-in secret list` : kind === 'command-allow' ? `the command ${JSON.stringify(pattern)} without asking` : `a person to release a block by typing ${JSON.stringify(pattern)}`} (line ${line})`,
        adoptedFromNow: () => 'From the next change on, the manifest protects itself: rules may be added or strengthened, never removed or weakened.',
    },
};


/***/ }),

/***/ 6220:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.append = void 0;
exports.releasedStart = releasedStart;
exports.withoutHeadLinks = withoutHeadLinks;
exports.movedTo = movedTo;
exports.keepsPrefix = keepsPrefix;
exports.firstMissingLine = firstMissingLine;
const bytes_js_1 = __webpack_require__(3769);
const violation_js_1 = __webpack_require__(5356);
const ruleCheck_js_1 = __webpack_require__(1104);
const LF = 10;
const CR = 13;
exports.append = {
    side: 'old',
    reads: { old: true, new: true },
    check(rule, change) {
        if (!(0, ruleCheck_js_1.touchesOldPath)(change))
            return [];
        const old = change.old;
        const next = violation_js_1.violationText.append.next(rule.options.atEnd === true);
        if (change.new === null || change.new.path !== old.path) {
            return [(0, ruleCheck_js_1.violation)(rule, 'append', old.path, { message: violation_js_1.violationText.append.deleted(), next })];
        }
        const before = old.bytes;
        const after = change.new.bytes;
        if ((old.binary || change.new.binary) && !(0, bytes_js_1.bytesEqual)(before, after)) {
            return [(0, ruleCheck_js_1.violation)(rule, 'append', old.path, { message: violation_js_1.violationText.append.binary(), next })];
        }
        if (keepsPrefix(before, after))
            return [];
        if (rule.options.atEnd) {
            const at = (0, bytes_js_1.commonPrefix)(before, after);
            const line = Math.min((0, bytes_js_1.lineAt)(before, at), Math.max(1, (0, bytes_js_1.countLines)(after)));
            const message = at === after.length ? violation_js_1.violationText.append.changed((0, bytes_js_1.lineAt)(before, at)) : violation_js_1.violationText.append.notAtEnd(line);
            return [(0, ruleCheck_js_1.violation)(rule, 'append', old.path, { message, next, line })];
        }
        const from = rule.options.head === undefined ? { offset: 0, line: 1 } : releasedStart(before, rule.options.head);
        if (from === undefined)
            return [];
        const kept = rule.options.head === undefined ? undefined : withoutHeadLinks(before, from);
        const missing = firstMissingLine(kept?.bytes ?? before.subarray(from.offset), after);
        if (missing === undefined)
            return [];
        const oldLine = kept === undefined ? missing.oldLine + from.line - 1 : kept.lines[missing.oldLine - 1];
        const moved = movedTo(before, oldLine, after);
        const message = moved === undefined ? violation_js_1.violationText.append.changed(oldLine) : violation_js_1.violationText.append.moved(oldLine, moved);
        const headNext = rule.options.head === undefined ? next : violation_js_1.violationText.append.headNext(lineText(before, oldLine));
        return [(0, ruleCheck_js_1.violation)(rule, 'append', old.path, { message, next: headNext, line: missing.newLine })];
    },
};
const compiled = new Map();
const utf8 = new TextDecoder('utf-8');
function releasedStart(bytes, head) {
    let re = compiled.get(head);
    if (re === undefined) {
        re = new RegExp(head);
        compiled.set(head, re);
    }
    for (let i = 0, line = 1; i < bytes.length; line++) {
        const end = (0, bytes_js_1.lineEnd)(bytes, i);
        const cut = end > i && bytes[end - 1] === CR ? end - 1 : end;
        if (re.test(utf8.decode(bytes.subarray(i, cut))))
            return { offset: i, line };
        i = end + 1;
    }
    return undefined;
}
const LINK_DEFINITION = /^ {0,3}\[([^\]]+)\]:/;
function withoutHeadLinks(before, from) {
    const headText = utf8.decode(before.subarray(0, from.offset)).toLowerCase();
    const parts = [];
    const lines = [];
    let size = 0;
    for (let i = from.offset, line = from.line; i < before.length; line++) {
        const end = (0, bytes_js_1.lineEnd)(before, i);
        const next = Math.min(end + 1, before.length);
        const label = LINK_DEFINITION.exec(utf8.decode(before.subarray(i, end)))?.[1]?.toLowerCase();
        if (label === undefined || !headText.includes(`[${label}]`)) {
            parts.push(before.subarray(i, next));
            lines.push(line);
            size += next - i;
        }
        i = end + 1;
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const p of parts) {
        bytes.set(p, at);
        at += p.length;
    }
    return { bytes, lines };
}
function lineText(bytes, n) {
    const [start, end] = lineRange(bytes, n);
    return (0, bytes_js_1.decode)(bytes.subarray(start, end)).replace(/\r$/, '');
}
function lineRange(bytes, n) {
    let i = 0;
    for (let line = 1; line < n && i < bytes.length; line++)
        i = (0, bytes_js_1.lineEnd)(bytes, i) + 1;
    return [i, (0, bytes_js_1.lineEnd)(bytes, i)];
}
function movedTo(before, n, after) {
    const [start, end] = lineRange(before, n);
    const count = (bytes) => {
        let times = 0;
        let first = 0;
        for (let j = 0, line = 1; j < bytes.length; line++) {
            const jEnd = (0, bytes_js_1.lineEnd)(bytes, j);
            if ((0, bytes_js_1.rangeEquals)(before, start, end, bytes, j, jEnd)) {
                times++;
                if (first === 0)
                    first = line;
            }
            j = jEnd + 1;
        }
        return { times, first };
    };
    const now = count(after);
    return now.times > 0 && now.times >= count(before).times ? now.first : undefined;
}
function keepsPrefix(before, after) {
    if (after.length < before.length)
        return false;
    if ((0, bytes_js_1.commonPrefix)(before, after) !== before.length)
        return false;
    return (before.length === 0 ||
        before[before.length - 1] === LF ||
        after.length === before.length ||
        after[before.length] === LF);
}
function firstMissingLine(before, after) {
    let j = 0;
    let scanned = 0;
    let matched = 0;
    const lastNewLine = Math.max(1, (0, bytes_js_1.countLines)(after));
    for (let i = 0, oldLine = 1; i < before.length; oldLine++) {
        const iEnd = (0, bytes_js_1.lineEnd)(before, i);
        let found = false;
        while (j < after.length) {
            const jEnd = (0, bytes_js_1.lineEnd)(after, j);
            const equal = (0, bytes_js_1.rangeEquals)(before, i, iEnd, after, j, jEnd);
            j = jEnd + 1;
            scanned++;
            if (equal) {
                found = true;
                matched = scanned;
                break;
            }
        }
        if (!found)
            return { oldLine, newLine: Math.min(matched + 1, lastNewLine) };
        i = iEnd + 1;
    }
    return undefined;
}


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.budget = void 0;
const bytes_js_1 = __webpack_require__(3769);
const violation_js_1 = __webpack_require__(5356);
const ruleCheck_js_1 = __webpack_require__(1104);
exports.budget = {
    side: 'new',
    reads: { old: true, new: true },
    oldMatters(rule, after) {
        const { lines, bytes } = rule.options;
        return (lines !== undefined && (0, bytes_js_1.countLines)(after) > lines) || (bytes !== undefined && after.length > bytes);
    },
    check(rule, change) {
        if (change.new === null)
            return [];
        const after = change.new.bytes;
        const before = change.old?.path === change.new.path ? change.old.bytes : undefined;
        const found = [];
        const { lines, bytes } = rule.options;
        if (lines !== undefined) {
            const [a, b] = [(0, bytes_js_1.countLines)(after), before ? (0, bytes_js_1.countLines)(before) : 0];
            if (a > lines && a > b) {
                found.push((0, ruleCheck_js_1.violation)(rule, 'budget', change.new.path, {
                    message: violation_js_1.violationText.budget.lines(a, b, lines),
                    next: violation_js_1.violationText.budget.next('lines', lines),
                    line: lines + 1,
                    endLine: a,
                }));
            }
        }
        if (bytes !== undefined) {
            const [a, b] = [after.length, before ? before.length : 0];
            if (a > bytes && a > b) {
                found.push((0, ruleCheck_js_1.violation)(rule, 'budget', change.new.path, {
                    message: violation_js_1.violationText.budget.bytes(a, b, bytes),
                    next: violation_js_1.violationText.budget.next('bytes', bytes),
                }));
            }
        }
        return found;
    },
};


/***/ }),

/***/ 6534:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.deny = void 0;
exports.addsPath = addsPath;
const violation_js_1 = __webpack_require__(5356);
const ruleCheck_js_1 = __webpack_require__(1104);
function addsPath(change) {
    return (change.new !== null && (change.status === 'added' || change.status === 'renamed' || change.status === 'copied'));
}
exports.deny = {
    side: 'added',
    reads: { old: false, new: false },
    check(rule, change) {
        if (!addsPath(change))
            return [];
        const path = change.new.path;
        return [(0, ruleCheck_js_1.violation)(rule, 'deny', path, { message: violation_js_1.violationText.deny.added(), next: violation_js_1.violationText.deny.next(path) })];
    },
};


/***/ }),

/***/ 3327:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.freeze = void 0;
const change_js_1 = __webpack_require__(7388);
const violation_js_1 = __webpack_require__(5356);
const ruleCheck_js_1 = __webpack_require__(1104);
exports.freeze = {
    side: 'old',
    reads: { old: false, new: false },
    check(rule, change) {
        if (!(0, ruleCheck_js_1.touchesOldPath)(change))
            return [];
        const old = change.old;
        const next = violation_js_1.violationText.freeze.next();
        const make = (message) => [(0, ruleCheck_js_1.violation)(rule, 'freeze', old.path, { message, next })];
        if (change.new === null)
            return make(violation_js_1.violationText.freeze.deleted());
        if (change.new.path !== old.path)
            return make(violation_js_1.violationText.freeze.renamed(change.new.path));
        const [from, to] = [(0, change_js_1.fileType)(old.mode), (0, change_js_1.fileType)(change.new.mode)];
        if (from !== to)
            return make(violation_js_1.violationText.freeze.type(from, to));
        if (old.mode !== change.new.mode)
            return make(violation_js_1.violationText.freeze.mode(old.mode, change.new.mode));
        return make(violation_js_1.violationText.freeze.modified());
    },
};


/***/ }),

/***/ 8878:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.invariant = void 0;
const create_js_1 = __webpack_require__(2021);
const bytes_js_1 = __webpack_require__(3769);
const invariantSpans_js_1 = __webpack_require__(8365);
const violation_js_1 = __webpack_require__(5356);
const ruleCheck_js_1 = __webpack_require__(1104);
exports.invariant = {
    side: 'old',
    reads: { old: true, new: true },
    check(rule, change) {
        if (!(0, ruleCheck_js_1.touchesOldPath)(change))
            return [];
        const old = change.old;
        const before = (0, invariantSpans_js_1.findSpans)(old.bytes);
        const next = violation_js_1.violationText.invariant.next();
        if (change.new === null || change.new.path !== old.path) {
            if (before.spans.length === 0)
                return [];
            return [(0, ruleCheck_js_1.violation)(rule, 'invariant', old.path, { message: violation_js_1.violationText.invariant.deleted(before.spans.length), next })];
        }
        const path = change.new.path;
        const oldBytes = old.bytes;
        const newBytes = change.new.bytes;
        if ((old.binary || change.new.binary) && before.spans.length > 0 && !(0, bytes_js_1.bytesEqual)(oldBytes, newBytes)) {
            return [(0, ruleCheck_js_1.violation)(rule, 'invariant', path, { message: violation_js_1.violationText.invariant.binary(), next })];
        }
        const after = (0, invariantSpans_js_1.findSpans)(newBytes);
        const found = after.problems.map((p) => markerViolation(rule, path, p));
        let k = 0;
        const lost = [];
        for (const span of before.spans) {
            while (k < after.spans.length && !sameText(oldBytes, span, newBytes, after.spans[k]))
                k++;
            if (k < after.spans.length)
                k++;
            else
                lost.push(span);
        }
        if (lost.length > 0) {
            const where = newLocations(oldBytes, newBytes, lost);
            lost.forEach((span, i) => {
                found.push((0, ruleCheck_js_1.violation)(rule, 'invariant', path, {
                    message: violation_js_1.violationText.invariant.changed(span.startLine, span.endLine),
                    next,
                    ...where[i],
                }));
            });
        }
        return found;
    },
};
function sameText(a, sa, b, sb) {
    return (0, bytes_js_1.rangeEquals)(a, sa.start, sa.end, b, sb.start, sb.end);
}
function markerViolation(rule, path, p) {
    const message = p.kind === 'nested'
        ? violation_js_1.violationText.invariant.nested(p.line)
        : p.kind === 'unopened'
            ? violation_js_1.violationText.invariant.unopened(p.line)
            : violation_js_1.violationText.invariant.unclosed(p.line);
    return (0, ruleCheck_js_1.violation)(rule, 'invariant', path, { message, next: violation_js_1.violationText.invariant.markersNext(), line: p.line });
}
const MAX_EDIT = 1000;
function newLocations(oldBytes, newBytes, spans) {
    const { head, headLines, oldEnd, newEnd } = commonEnds(oldBytes, newBytes);
    const hunks = ((0, create_js_1.structuredPatch)('a', 'b', (0, bytes_js_1.decode)(oldBytes.subarray(head, oldEnd)), (0, bytes_js_1.decode)(newBytes.subarray(head, newEnd)), '', '', { context: 0, maxEditLength: MAX_EDIT })?.hunks ?? []).map((h) => ({ ...h, oldStart: h.oldStart + headLines, newStart: h.newStart + headLines }));
    const last = Math.max(1, (0, bytes_js_1.countLines)(newBytes));
    const clamp = (n) => Math.min(Math.max(1, n), last);
    return spans.map((span) => {
        const inside = (h, end) => h.oldLines > 0
            ? h.oldStart <= end && h.oldStart + h.oldLines - 1 >= span.startLine
            : h.oldStart > span.startLine && h.oldStart <= end;
        const hunk = hunks.find((h) => inside(h, span.endLine)) ??
            (span.end === oldBytes.length ? hunks.find((h) => inside(h, span.endLine + 1)) : undefined);
        if (hunk)
            return { line: clamp(hunk.newStart), endLine: clamp(hunk.newStart + Math.max(hunk.newLines, 1) - 1) };
        const shift = hunks
            .filter((h) => (h.oldLines > 0 ? h.oldStart + h.oldLines - 1 < span.startLine : h.oldStart <= span.startLine))
            .reduce((n, h) => n + h.newLines - h.oldLines, 0);
        return { line: clamp(span.startLine + shift), endLine: clamp(span.endLine + shift) };
    });
}
function commonEnds(a, b) {
    const NL = 10;
    const max = Math.min(a.length, b.length);
    let i = 0;
    while (i < max && a[i] === b[i])
        i++;
    let head = i;
    while (head > 0 && a[head - 1] !== NL)
        head--;
    let headLines = 0;
    for (let k = 0; k < head; k++)
        if (a[k] === NL)
            headLines++;
    let s = 0;
    while (s < max - head && a[a.length - 1 - s] === b[b.length - 1 - s])
        s++;
    let tail = s;
    while (tail > 0 && a[a.length - tail] !== NL)
        tail--;
    if (tail > 0)
        tail--;
    return { head, headLines, oldEnd: a.length - tail, newEnd: b.length - tail };
}


/***/ }),

/***/ 6527:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RULE_CHECKS = void 0;
const append_js_1 = __webpack_require__(6220);
const budget_js_1 = __webpack_require__(7165);
const deny_js_1 = __webpack_require__(6534);
const freeze_js_1 = __webpack_require__(3327);
const invariant_js_1 = __webpack_require__(8878);
exports.RULE_CHECKS = { freeze: freeze_js_1.freeze, invariant: invariant_js_1.invariant, append: append_js_1.append, budget: budget_js_1.budget, deny: deny_js_1.deny };


/***/ }),

/***/ 1104:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.violation = violation;
exports.touchesOldPath = touchesOldPath;
function violation(rule, kind, path, parts) {
    const v = {
        rule: kind,
        path,
        reason: rule.reason,
        message: parts.message,
        next: parts.next,
        source: `${rule.file}:${rule.line}`,
    };
    if (parts.line !== undefined)
        v.line = parts.line;
    if (parts.endLine !== undefined && parts.endLine !== parts.line)
        v.endLine = parts.endLine;
    return v;
}
function touchesOldPath(change) {
    return change.old !== null && change.status !== 'added' && change.status !== 'copied';
}


/***/ }),

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

/***/ 4105:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GIT_INDEX_FROM = exports.HASH_MAX = exports.isUnindexable = void 0;
exports.indexMatches = indexMatches;
exports.writeGitIndex = writeGitIndex;
exports.gitSays = gitSays;
exports.updateGitIndex = updateGitIndex;
const node_fs_1 = __webpack_require__(3024);
const node_fs_2 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const recordParts_js_1 = __webpack_require__(1928);
const statKey_js_1 = __webpack_require__(4452);
const isUnindexable = (g) => typeof g === 'object' && g !== null && g.u === 1;
exports.isUnindexable = isUnindexable;
exports.HASH_MAX = 256 * 1024 * 1024;
exports.GIT_INDEX_FROM = 2048;
const INDEX = 'git.idx';
const GIT_DIR = 'git';
const SETTINGS = [
    'core.fsmonitor=false',
    'core.checkStat=default',
    'core.trustctime=true',
    'core.filemode=true',
    'core.symlinks=true',
    'core.ignorecase=false',
    'core.protectNTFS=true',
    'core.protectHFS=true',
    'core.ignoreStat=false',
    'core.untrackedCache=false',
    'core.splitIndex=false',
    'core.sparseCheckout=false',
    'core.preloadIndex=false',
    'core.bare=false',
    'index.version=2',
    'index.sparse=false',
    'index.skipHash=false',
    'feature.manyFiles=false',
    'feature.experimental=false',
].flatMap((s) => ['-c', s]);
const gitDirOf = (dir) => node_path_1.posix.join(dir, GIT_DIR);
const indexOf = (dir) => node_path_1.posix.join(dir, INDEX);
function gitEnv(dir, root, env) {
    return {
        PATH: env.PATH ?? '/usr/bin:/bin',
        HOME: gitDirOf(dir),
        XDG_CONFIG_HOME: gitDirOf(dir),
        LC_ALL: 'C',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_DIR: gitDirOf(dir),
        GIT_INDEX_FILE: indexOf(dir),
        GIT_WORK_TREE: root,
        GIT_OPTIONAL_LOCKS: '0',
    };
}
const childProcess = () => process.getBuiltinModule('node:child_process');
function git(dir, root, env, args, ms, input) {
    return childProcess().spawnSync('git', [...SETTINGS, ...args], {
        cwd: root,
        env: gitEnv(dir, root, env),
        input,
        timeout: Math.max(1, Math.floor(ms)),
        maxBuffer: 1 << 26,
        stdio: ['pipe', 'pipe', 'ignore'],
    });
}
const RACY_MAX = 256;
const second = (ms) => Math.floor(ms / 1000) * 1000;
function indexed(path, e, root, from) {
    if (e.r === 1 || (e.t !== 'f' && e.t !== 'l') || e.k === 0 || !path.startsWith(`${root}/`))
        return undefined;
    if (e.k[4] >= from || e.k[5] >= from)
        return undefined;
    const rel = path.slice(root.length + 1);
    for (const seg of rel.split('/'))
        if (seg === '' || seg === '.' || seg === '..' || refused(seg, e.t))
            return undefined;
    return rel;
}
function refused(seg, t) {
    if (/[~:\\]/.test(seg))
        return true;
    const ascii = seg.replace(/[^\x00-\x7f]/g, '').toLowerCase();
    return /^\.git[ .]*$/.test(ascii) || (t === 'l' && ascii.startsWith('.git'));
}
function freshGitDir(dir) {
    const g = gitDirOf(dir);
    (0, node_fs_1.rmSync)(g, { recursive: true, force: true });
    (0, node_fs_1.mkdirSync)(node_path_1.posix.join(g, 'objects'), { recursive: true, mode: 0o700 });
    (0, node_fs_1.mkdirSync)(node_path_1.posix.join(g, 'refs'), { mode: 0o700 });
    (0, node_fs_1.writeFileSync)(node_path_1.posix.join(g, 'HEAD'), 'ref: refs/heads/main\n', { mode: 0o600 });
    const d = (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(g));
    const h = (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(g, 'HEAD')));
    const names = (0, node_fs_1.readdirSync)(g).sort().join('/');
    const empty = (0, node_fs_1.readdirSync)(node_path_1.posix.join(g, 'objects')).length + (0, node_fs_1.readdirSync)(node_path_1.posix.join(g, 'refs')).length === 0;
    if (names !== 'HEAD/objects/refs' || !empty || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(g), d))
        return undefined;
    return { d, h };
}
function readKeyed(file) {
    let fd;
    try {
        fd = (0, node_fs_1.openSync)(file, node_fs_2.constants.O_RDONLY | node_fs_2.constants.O_NOFOLLOW | node_fs_2.constants.O_NONBLOCK);
    }
    catch {
        return undefined;
    }
    try {
        const before = (0, node_fs_1.fstatSync)(fd);
        if (!before.isFile())
            return undefined;
        const bytes = Buffer.allocUnsafe(before.size);
        let n = 0;
        while (n < bytes.length) {
            const r = (0, node_fs_1.readSync)(fd, bytes, n, bytes.length - n, null);
            if (r === 0)
                break;
            n += r;
        }
        const k = (0, statKey_js_1.keyOf)(before);
        if (n !== bytes.length || !(0, statKey_js_1.sameKey)((0, node_fs_1.fstatSync)(fd), k))
            return undefined;
        return { bytes, k };
    }
    finally {
        (0, node_fs_1.closeSync)(fd);
    }
}
const TWO32 = 4294967296;
const msOf = (sec, nsec) => sec * 1e3 + nsec / 1e6;
const gitMode = (mode) => (mode & 0o170000) === 0o120000
    ? 0o120000
    : (mode & 0o170000) === 0o100000
        ? mode & 0o100
            ? 0o100755
            : 0o100644
        : -1;
function indexMatches(bytes, want, from = Number.POSITIVE_INFINITY) {
    if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'DIRC' || bytes.readUInt32BE(4) !== 2)
        return false;
    const count = bytes.readUInt32BE(8);
    if (count !== want.size)
        return false;
    let at = 12;
    for (let i = 0; i < count; i++) {
        if (at + 62 > bytes.length)
            return false;
        const flags = bytes.readUInt16BE(at + 60);
        if ((flags & 0xf000) !== 0)
            return false;
        const end = bytes.indexOf(0, at + 62);
        if (end < 0)
            return false;
        const name = bytes.toString('utf8', at + 62, end);
        const e = want.get(name);
        if (e === undefined || e.k === 0)
            return false;
        const k = e.k;
        if (k[4] >= from ||
            k[5] >= from ||
            msOf(bytes.readUInt32BE(at), bytes.readUInt32BE(at + 4)) !== k[4] ||
            msOf(bytes.readUInt32BE(at + 8), bytes.readUInt32BE(at + 12)) !== k[5] ||
            bytes.readUInt32BE(at + 20) !== k[2] % TWO32 ||
            bytes.readUInt32BE(at + 24) !== gitMode(k[0]) ||
            bytes.readUInt32BE(at + 36) !== k[3] % TWO32)
            return false;
        want.delete(name);
        at += (62 + (end - (at + 62)) + 8) & ~7;
    }
    return want.size === 0;
}
function writeGitIndex(dir, root, files, env, until, hashMax = exports.HASH_MAX) {
    try {
        const want = new Map();
        const x = {};
        const from = second(Date.now());
        let left = 0;
        let bytes = 0;
        (0, recordParts_js_1.eachEntry)(files, (p, e) => {
            const rel = indexed(p, e, root, from);
            if (rel !== undefined) {
                bytes += e.k === 0 ? 0 : e.k[3];
                return void want.set(rel, e);
            }
            x[p] = { k: e.k, t: e.t, ...(e.r === 1 ? { r: 1 } : {}) };
            if (e.k !== 0 && (e.k[4] >= from || e.k[5] >= from))
                left++;
        });
        if (want.size === 0 || left > RACY_MAX)
            return undefined;
        if (bytes > hashMax)
            return { u: 1 };
        const keys = freshGitDir(dir);
        if (keys === undefined)
            return undefined;
        (0, node_fs_1.rmSync)(indexOf(dir), { force: true });
        const r = git(dir, root, env, ['update-index', '--add', '--info-only', '-z', '--stdin'], until - Date.now(), Buffer.from([...want.keys()].map((p) => `${p}\0`).join('')));
        if (r.status !== 0 || r.error !== undefined)
            return undefined;
        const read = readKeyed(indexOf(dir));
        const c = want.size;
        if (read === undefined || read.k === 0)
            return undefined;
        if (read.bytes.length >= 12 && read.bytes.readUInt32BE(8) !== c)
            return { u: 1 };
        if (!indexMatches(read.bytes, want, second(read.k[5])))
            return undefined;
        return { i: read.k, d: keys.d, h: keys.h, c, x };
    }
    catch {
        return undefined;
    }
}
function isTie(g) {
    const t = g;
    return (typeof t === 'object' &&
        t !== null &&
        typeof t.c === 'number' &&
        typeof t.x === 'object' &&
        t.x !== null &&
        [t.i, t.d, t.h].every((k) => Array.isArray(k) && k.length === 6));
}
function gitSays(dir, root, g, env, until) {
    if (!isTie(g))
        return undefined;
    const index = indexOf(dir);
    const gd = gitDirOf(dir);
    const vouched = () => (0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(index), g.i) &&
        (0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(gd), g.d) &&
        (0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(gd, 'HEAD')), g.h);
    if (!vouched())
        return undefined;
    let r;
    try {
        r = git(dir, root, env, ['diff-files', '--name-only', '-z'], Math.min(until - Date.now(), 5000));
    }
    catch {
        return undefined;
    }
    if (r.status !== 0 || r.error !== undefined || !vouched())
        return undefined;
    if (r.stdout.length > 0)
        return 'moved';
    for (const p in g.x) {
        const e = g.x[p];
        if (e.r === 1 || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(p), e.k))
            return 'moved';
    }
    return 'quiet';
}
const sameKeys = (a, b) => a === b || (a !== 0 && b !== 0 && a.every((v, i) => v === b[i]));
function entriesOf(bytes) {
    if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'DIRC' || bytes.readUInt32BE(4) !== 2)
        return undefined;
    const count = bytes.readUInt32BE(8);
    const out = [];
    let at = 12;
    for (let i = 0; i < count; i++) {
        if (at + 62 > bytes.length)
            return undefined;
        if ((bytes.readUInt16BE(at + 60) & 0xf000) !== 0)
            return undefined;
        const nul = bytes.indexOf(0, at + 62);
        if (nul < 0)
            return undefined;
        const end = at + ((62 + (nul - (at + 62)) + 8) & ~7);
        out.push({ at, nul, end });
        at = end;
    }
    return out;
}
function folderEnd(bytes, e) {
    const slash = bytes.lastIndexOf(0x2f, e.nul - 1);
    return Math.max(slash, e.at + 62);
}
function updateGitIndex(dir, root, tie, dirty, wholeFolder, changed, env, until) {
    try {
        if (!isTie(tie))
            return undefined;
        const index = indexOf(dir);
        const gd = gitDirOf(dir);
        const folders = () => (0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(gd), tie.d) && (0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(gd, 'HEAD')), tie.h);
        if (!folders())
            return undefined;
        const old = readKeyed(index);
        if (old === undefined || !sameKeys(old.k, tie.i))
            return undefined;
        const oldEntries = entriesOf(old.bytes);
        if (oldEntries === undefined || oldEntries.length !== tie.c)
            return undefined;
        const inDirty = new Array(oldEntries.length);
        const gone = new Set();
        const b = old.bytes;
        let folder;
        oldEntries.forEach((e, n) => {
            const end = folderEnd(b, e);
            if (folder === undefined ||
                end - (e.at + 62) !== folder.end - folder.at ||
                b.compare(b, folder.at, folder.end, e.at + 62, end) !== 0) {
                const f = end === e.at + 62 ? root : `${root}/${b.toString('utf8', e.at + 62, end)}`;
                const whole = wholeFolder(f);
                folder = {
                    at: e.at + 62,
                    end,
                    whole,
                    dirty: whole && dirty(`${root}/${b.toString('utf8', e.at + 62, e.nul)}`),
                };
            }
            inDirty[n] = folder.whole ? folder.dirty : dirty(`${root}/${b.toString('utf8', e.at + 62, e.nul)}`);
            if (inDirty[n])
                gone.add(b.toString('utf8', e.at + 62, e.nul));
        });
        const from = second(Date.now());
        const want = new Map();
        const x = {};
        for (const p in tie.x)
            if (!dirty(p))
                x[p] = tie.x[p];
        let left = 0;
        for (const [p, e] of changed) {
            const rel = indexed(p, e, root, from);
            if (rel !== undefined) {
                want.set(rel, e);
                gone.delete(rel);
                continue;
            }
            x[p] = { k: e.k, t: e.t, ...(e.r === 1 ? { r: 1 } : {}) };
            if (e.k !== 0 && (e.k[4] >= from || e.k[5] >= from))
                left++;
        }
        if (left > RACY_MAX)
            return undefined;
        const ms = () => Math.min(until - Date.now(), 5000);
        const add = ['update-index', '--add', '--info-only', '-z', '--stdin'];
        const stdin = Buffer.from([...want.keys()].map((p) => `${p}\0`).join(''));
        const inline = gone.size <= 256 && [...gone].every((p) => !p.startsWith('-'));
        const runs = gone.size === 0
            ? [[add, stdin]]
            : inline
                ? [
                    [
                        [
                            'update-index',
                            '--add',
                            '--info-only',
                            '--force-remove',
                            ...gone,
                            '--no-force-remove',
                            '-z',
                            '--stdin',
                        ],
                        stdin,
                    ],
                ]
                : [
                    [
                        ['update-index', '--force-remove', '-z', '--stdin'],
                        Buffer.from([...gone].map((p) => `${p}\0`).join('')),
                    ],
                    [add, stdin],
                ];
        for (const [args, input] of runs) {
            const r = git(dir, root, env, args, ms(), input);
            if (r.status !== 0 || r.error !== undefined)
                return undefined;
        }
        const next = readKeyed(index);
        if (next === undefined || next.k === 0 || !folders())
            return undefined;
        const entries = entriesOf(next.bytes);
        if (entries === undefined)
            return undefined;
        const kept = oldEntries.filter((_, n) => !inDirty[n]);
        let k = 0;
        const wantBytes = [];
        for (const e of entries) {
            const o = kept[k];
            if (o !== undefined && o.end - o.at === e.end - e.at && b.compare(next.bytes, e.at, e.end, o.at, o.end) === 0) {
                k++;
                continue;
            }
            wantBytes.push(next.bytes.subarray(e.at, e.end));
        }
        if (k !== kept.length)
            return undefined;
        const header = Buffer.alloc(12);
        header.write('DIRC', 0, 'latin1');
        header.writeUInt32BE(2, 4);
        header.writeUInt32BE(wantBytes.length, 8);
        if (!indexMatches(Buffer.concat([header, ...wantBytes]), new Map(want), second(next.k[5])))
            return undefined;
        return { i: next.k, d: tie.d, h: tie.h, c: entries.length, x };
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 1939:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.statLine = statLine;
function statLine(text) {
    const close = text.lastIndexOf(')');
    const f = text.slice(close + 2).split(' ');
    return {
        name: text.slice(text.indexOf('(') + 1, close),
        state: f[0],
        ppid: Number(f[1]),
        session: Number(f[3]),
        flags: Number(f[6]),
        start: f[19],
    };
}


/***/ }),

/***/ 1928:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PartedFiles = exports.partedOf = exports.partsDir = exports.PartError = exports.PARTS_FROM = void 0;
exports.partsFor = partsFor;
exports.partOf = partOf;
exports.splitsFor = splitsFor;
exports.eachEntry = eachEntry;
exports.clearParts = clearParts;
exports.writeParts = writeParts;
exports.isPartsIndex = isPartsIndex;
exports.recordedCount = recordedCount;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const contentHash_js_1 = __webpack_require__(2280);
const statKey_js_1 = __webpack_require__(4452);
exports.PARTS_FROM = 2048;
const PER_PART = 512;
const MAX_PARTS = 4096;
class PartError extends Error {
    problem;
    constructor(problem) {
        super(`the record's part ${problem.part} is ${problem.why === 'missing' ? 'gone' : 'not as diffgate wrote it'}`);
        this.problem = problem;
    }
}
exports.PartError = PartError;
function partsFor(count) {
    if (count < exports.PARTS_FROM)
        return 1;
    let n = 1;
    while (n * PER_PART < count && n < MAX_PARTS)
        n *= 2;
    return n;
}
function partOf(path, n, root, splits) {
    if (n === 1 || near(path, root))
        return 0;
    const end = path.lastIndexOf('/');
    let h = 0x811c9dc5;
    for (let i = 0; i < end; i++)
        h = Math.imul(h ^ path.charCodeAt(i), 0x01000193);
    const bounds = splits === undefined ? undefined : splits[path.slice(0, end)];
    const j = bounds === undefined ? 0 : rangeOf(bounds, path.slice(end + 1));
    return 1 + (((h >>> 0) + j) % (n - 1));
}
function rangeOf(bounds, name) {
    let lo = 0;
    let hi = bounds.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (bounds[mid] <= name)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
function splitsFor(paths, root) {
    const byFolder = new Map();
    for (const p of paths) {
        if (near(p, root))
            continue;
        const end = p.lastIndexOf('/');
        const folder = p.slice(0, end);
        let names = byFolder.get(folder);
        if (names === undefined)
            byFolder.set(folder, (names = []));
        names.push(p.slice(end + 1));
    }
    let splits;
    for (const [folder, names] of byFolder) {
        if (names.length <= PER_PART)
            continue;
        names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        const bounds = [];
        for (let i = PER_PART; i < names.length; i += PER_PART)
            bounds.push(names[i]);
        (splits ??= {})[folder] = bounds;
    }
    return splits;
}
function near(path, root) {
    if (root === undefined || !path.startsWith(`${root}/`))
        return true;
    const rel = path.slice(root.length + 1);
    const slash = rel.indexOf('/');
    if (slash < 0 || rel.startsWith('.'))
        return true;
    return rel.startsWith('node_modules/.bin/') || rel.startsWith('node_modules/diffgate/');
}
const partsDir = (dir) => node_path_1.posix.join(dir, 'parts');
exports.partsDir = partsDir;
const partName = (i, h) => `${i}-${h.slice(0, 16)}.json`;
const partPath = (dir, i, h) => node_path_1.posix.join((0, exports.partsDir)(dir), partName(i, h));
const backing = new WeakMap();
const partedOf = (files) => backing.get(files);
exports.partedOf = partedOf;
function eachEntry(files, fn) {
    const parted = backing.get(files);
    if (parted !== undefined)
        parted.each(fn);
    else
        for (const p in files)
            fn(p, files[p]);
}
class PartedFiles {
    dir;
    index;
    root;
    files;
    parts;
    dirty = new Set();
    constructor(dir, index, root) {
        this.dir = dir;
        this.index = index;
        this.root = root;
        this.parts = new Array(index.n).fill(undefined);
        const part = (p) => typeof p === 'string' ? this.load(this.of(p)) : undefined;
        const get = (p) => {
            const o = part(p);
            return o !== undefined && Object.hasOwn(o, p) ? o[p] : undefined;
        };
        this.files = new Proxy({}, {
            get: (_, p) => get(p),
            has: (_, p) => get(p) !== undefined,
            set: (_, p, v) => {
                if (typeof p !== 'string')
                    return false;
                const i = this.of(p);
                this.load(i)[p] = v;
                this.dirty.add(i);
                return true;
            },
            deleteProperty: (_, p) => {
                if (typeof p !== 'string')
                    return true;
                const i = this.of(p);
                const o = this.load(i);
                if (Object.hasOwn(o, p)) {
                    delete o[p];
                    this.dirty.add(i);
                }
                return true;
            },
            ownKeys: () => {
                const keys = [];
                for (let i = 0; i < this.index.n; i++)
                    for (const k in this.load(i))
                        keys.push(k);
                return keys;
            },
            getOwnPropertyDescriptor: (_, p) => {
                const v = get(p);
                return v === undefined ? undefined : { value: v, writable: true, enumerable: true, configurable: true };
            },
        });
        backing.set(this.files, this);
    }
    get n() {
        return this.index.n;
    }
    of(path) {
        return partOf(path, this.index.n, this.root, this.index.s);
    }
    rewritten(path) {
        return this.dirty.has(this.of(path));
    }
    wholeFolder(folder) {
        return this.index.s === undefined || !Object.hasOwn(this.index.s, folder);
    }
    each(fn) {
        for (let i = 0; i < this.index.n; i++) {
            const o = this.load(i);
            for (const p in o)
                fn(p, o[p]);
        }
    }
    get unchanged() {
        return this.dirty.size === 0;
    }
    *changed() {
        for (const i of this.dirty)
            yield* Object.entries(this.load(i));
    }
    get count() {
        let c = 0;
        for (let i = 0; i < this.index.n; i++)
            c += this.dirty.has(i) ? Object.keys(this.load(i)).length : this.index.c[i];
        return c;
    }
    checkKeys() {
        for (let i = 0; i < this.index.n; i++) {
            const st = (0, statKey_js_1.lstatOrUndefined)(this.path(i));
            if (!(0, statKey_js_1.sameKey)(st, this.index.k[i]))
                return this.problem(i, st === undefined ? 'missing' : 'changed');
        }
        return undefined;
    }
    checkContent() {
        for (let i = 0; i < this.index.n; i++) {
            try {
                const bytes = this.read(i, false);
                if ((0, contentHash_js_1.hashBytes)(bytes) !== this.index.h[i])
                    return this.problem(i, 'changed');
                this.parts[i] = JSON.parse(bytes.toString('utf8'));
            }
            catch (e) {
                return e instanceof PartError ? e.problem : this.problem(i, 'changed');
            }
        }
        return undefined;
    }
    save() {
        const next = { ...this.index, k: [...this.index.k], h: [...this.index.h], c: [...this.index.c] };
        const stale = [];
        for (const i of this.dirty) {
            const w = writePart(this.dir, i, this.load(i), this.index.h[i]);
            if (w === undefined)
                continue;
            stale.push(this.path(i));
            next.k[i] = w.k;
            next.h[i] = w.h;
            next.c[i] = w.c;
        }
        this.dirty.clear();
        this.index = next;
        return { index: next, stale };
    }
    path(i) {
        return partPath(this.dir, i, this.index.h[i]);
    }
    problem(i, why) {
        return { part: `parts/${partName(i, this.index.h[i])}`, entries: this.index.c[i] ?? 0, why };
    }
    load(i) {
        let o = this.parts[i];
        if (o === undefined) {
            o = JSON.parse(this.read(i, true).toString('utf8'));
            if (typeof o !== 'object' || o === null || Array.isArray(o))
                throw new PartError(this.problem(i, 'changed'));
            this.parts[i] = o;
        }
        return o;
    }
    read(i, keyed) {
        let fd;
        try {
            fd = (0, node_fs_1.openSync)(this.path(i), node_fs_1.constants.O_RDONLY | node_fs_1.constants.O_NOFOLLOW | node_fs_1.constants.O_NONBLOCK);
        }
        catch {
            throw new PartError(this.problem(i, 'missing'));
        }
        try {
            const before = (0, node_fs_1.fstatSync)(fd);
            if (!before.isFile() || (keyed && !(0, statKey_js_1.sameKey)(before, this.index.k[i])))
                throw new PartError(this.problem(i, 'changed'));
            const buf = Buffer.allocUnsafe(before.size);
            let n = 0;
            while (n < buf.length) {
                const r = (0, node_fs_1.readSync)(fd, buf, n, buf.length - n, null);
                if (r === 0)
                    break;
                n += r;
            }
            if (n !== buf.length || (keyed && !(0, statKey_js_1.sameKey)((0, node_fs_1.fstatSync)(fd), this.index.k[i])))
                throw new PartError(this.problem(i, 'changed'));
            return buf;
        }
        finally {
            (0, node_fs_1.closeSync)(fd);
        }
    }
}
exports.PartedFiles = PartedFiles;
function writePart(dir, i, entries, was) {
    const bytes = Buffer.from(JSON.stringify(entries));
    const h = (0, contentHash_js_1.hashBytes)(bytes);
    if (h === was)
        return undefined;
    const file = partPath(dir, i, h);
    const tmp = `${file}.${process.pid}.tmp`;
    (0, node_fs_1.writeFileSync)(tmp, bytes, { mode: 0o600 });
    (0, node_fs_1.renameSync)(tmp, file);
    return { k: (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(file)), h, c: Object.keys(entries).length };
}
function clearParts(dir, index) {
    const named = new Set(index?.h.map((h, i) => partName(i, h)));
    let names;
    try {
        names = (0, node_fs_1.readdirSync)((0, exports.partsDir)(dir));
    }
    catch {
        return;
    }
    if (index === undefined) {
        (0, node_fs_1.rmSync)((0, exports.partsDir)(dir), { recursive: true, force: true });
        return;
    }
    for (const name of names)
        if (!named.has(name))
            (0, node_fs_1.rmSync)(node_path_1.posix.join((0, exports.partsDir)(dir), name), { recursive: true, force: true });
}
function writeParts(dir, files, n, root) {
    (0, node_fs_1.mkdirSync)((0, exports.partsDir)(dir), { recursive: true });
    const s = splitsFor(Object.keys(files), root);
    const split = Array.from({ length: n }, () => ({}));
    for (const p in files)
        split[partOf(p, n, root, s)][p] = files[p];
    const index = { n, k: [], h: [], c: [], ...(s === undefined ? {} : { s }) };
    split.forEach((entries, i) => {
        const w = writePart(dir, i, entries);
        index.k.push(w.k);
        index.h.push(w.h);
        index.c.push(w.c);
    });
    return index;
}
function isPartsIndex(v) {
    if (typeof v !== 'object' || v === null)
        return false;
    const { n, k, h, c, s } = v;
    return ((s === undefined || isSplits(s)) &&
        Number.isInteger(n) &&
        n >= 1 &&
        n <= MAX_PARTS &&
        (n & (n - 1)) === 0 &&
        Array.isArray(k) &&
        Array.isArray(h) &&
        Array.isArray(c) &&
        k.length === n &&
        h.length === n &&
        c.length === n);
}
function isSplits(s) {
    if (typeof s !== 'object' || s === null || Array.isArray(s))
        return false;
    for (const bounds of Object.values(s)) {
        if (!Array.isArray(bounds))
            return false;
        for (let i = 0; i < bounds.length; i++)
            if (typeof bounds[i] !== 'string' || (i > 0 && !(bounds[i - 1] < bounds[i])))
                return false;
    }
    return true;
}
function recordedCount(record) {
    if (isPartsIndex(record.parts))
        return record.parts.c.reduce((a, b) => a + b, 0);
    return Object.keys(record.files ?? {}).length;
}


/***/ }),

/***/ 8701:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.repairStore = repairStore;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const lstatOr = (path) => {
    try {
        return (0, node_fs_1.lstatSync)(path);
    }
    catch {
        return undefined;
    }
};
function repairStore(storeDir, tripwireDir, now) {
    const out = { found: [], replaced: false };
    const uid = process.getuid?.();
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const parent = node_path_1.posix.dirname(storeDir);
    const folders = [
        storeDir,
        node_path_1.posix.join(storeDir, 'sessions'),
        tripwireDir,
        ...['calls', 'blobs', 'lock'].map((f) => node_path_1.posix.join(tripwireDir, f)),
    ];
    const parentSt = lstatOr(parent);
    if (parentSt?.isDirectory() === true)
        giveBack(parent, parentSt, uid, out);
    for (const [i, path] of folders.entries()) {
        const st = lstatOr(path);
        if (st === undefined)
            continue;
        if (!st.isDirectory()) {
            if (i > 2)
                continue;
            const aside = `${path}.set-aside-${stamp}-${process.pid}`;
            (0, node_fs_1.renameSync)(path, aside);
            out.found.push({ path, stood: kind(st), aside });
            if (i !== 1)
                out.replaced = true;
            continue;
        }
        giveBack(path, st, uid, out);
    }
    return out;
}
function giveBack(path, st, uid, out) {
    const mode = st.mode & 0o7777;
    if ((mode & 0o700) === 0o700 || (uid !== undefined && st.uid !== uid))
        return;
    (0, node_fs_1.chmodSync)(path, mode | 0o700);
    out.found.push({ path, mode: octal(mode), now: octal(mode | 0o700) });
}
const octal = (mode) => mode.toString(8).padStart(3, '0');
function kind(st) {
    if (st.isSymbolicLink())
        return 'a symbolic link';
    if (st.isFIFO())
        return 'a FIFO';
    if (st.isFile())
        return 'a file';
    if (st.isSocket())
        return 'a socket';
    return 'not a folder';
}


/***/ }),

/***/ 9525:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WatchStore = exports.RECORD_FORMAT = void 0;
exports.typeOf = typeOf;
exports.emptyState = emptyState;
exports.rebase = rebase;
const node_fs_1 = __webpack_require__(3024);
const readRegular_js_1 = __webpack_require__(6355);
const node_path_1 = __webpack_require__(6760);
const ownState_js_1 = __webpack_require__(5201);
const contentHash_js_1 = __webpack_require__(2280);
const recordParts_js_1 = __webpack_require__(1928);
const storeRepair_js_1 = __webpack_require__(8701);
const gitIndex_js_1 = __webpack_require__(4105);
const statKey_js_1 = __webpack_require__(4452);
const watchman_js_1 = __webpack_require__(3168);
const VERSION = 4;
const PREVIOUS = 3;
exports.RECORD_FORMAT = VERSION;
const RACY_MS = 100;
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
const repairs = new Map();
class WatchStore {
    storeDir;
    watched;
    dir;
    blobs;
    held;
    stoppedHolder;
    added = false;
    until = Number.POSITIVE_INFINITY;
    mark;
    constructor(storeDir, watched) {
        this.storeDir = storeDir;
        this.watched = watched;
        this.dir = node_path_1.posix.join(storeDir, ownState_js_1.STORE_OWN.tripwire);
        this.blobs = node_path_1.posix.join(this.dir, 'blobs');
    }
    read(root) {
        const loaded = this.readAsIs();
        const state = loaded.state;
        const parted = state && (0, recordParts_js_1.partedOf)(state.files);
        if (parted !== undefined) {
            const moved = root !== undefined && state.root !== undefined && state.root !== root;
            const part = moved ? parted.checkContent() : parted.checkKeys();
            if (part !== undefined)
                return { problem: `${part.part} ${part.why === 'missing' ? 'is gone' : 'was changed'}`, format: false, part };
        }
        if (state === undefined || state.v === VERSION)
            return loaded;
        this.upgrade(state);
        this.save(state);
        return { state };
    }
    upgrade(state) {
        for (const e of Object.values(state.files)) {
            if (e.b === undefined || (0, contentHash_js_1.isContentName)(e.b) || e.b.includes('/'))
                continue;
            const old = node_path_1.posix.join(this.blobs, e.b);
            if ((0, statKey_js_1.lstatOrUndefined)(old)?.isFile() !== true)
                continue;
            try {
                e.b = this.keep((fd) => (0, contentHash_js_1.hashFile)(old, (chunk) => writeAll(fd, chunk)));
            }
            catch {
            }
        }
        state.v = VERSION;
    }
    readAsIs() {
        let text;
        try {
            text = (0, readRegular_js_1.readRegularText)(this.recordPath, Number.MAX_SAFE_INTEGER);
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return {};
            return { problem: e.message };
        }
        let state;
        try {
            state = JSON.parse(text);
        }
        catch {
            return { problem: 'not valid JSON', format: false };
        }
        if (typeof state !== 'object' || state === null)
            return { problem: 'not a record', format: false };
        if (state.v !== VERSION && state.v !== PREVIOUS)
            return { problem: `format ${JSON.stringify(state.v)}`, format: true };
        const { parts } = state;
        if (parts !== undefined) {
            if (!(0, recordParts_js_1.isPartsIndex)(parts) || state.files !== undefined)
                return { problem: 'its parts are not named right', format: false };
            delete state.parts;
            state.files = new recordParts_js_1.PartedFiles(this.dir, parts, state.root).files;
            this.was = new Set([...Object.keys(state.dirs ?? {}), ...Object.keys(state.refKeys ?? {})]);
        }
        else if (typeof state.files !== 'object' || state.files === null)
            return { problem: 'not a record', format: false };
        return { state };
    }
    load() {
        const { state } = this.readAsIs();
        return state?.v === VERSION ? state : undefined;
    }
    get recordPath() {
        return node_path_1.posix.join(this.dir, 'state.json');
    }
    repair(now = new Date()) {
        let done = repairs.get(this.storeDir);
        if (done === undefined) {
            done = (0, storeRepair_js_1.repairStore)(this.storeDir, this.dir, now);
            repairs.set(this.storeDir, done);
        }
        return done;
    }
    save(state, mark = this.watched === undefined ? undefined : this.mark, git) {
        if (this.held !== undefined && !this.held.stillHeld())
            throw new Error(`the lock of ${this.dir} was taken over`);
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const file = this.recordPath;
        const tmp = `${file}.${process.pid}.tmp`;
        const { w: read, g: carried, files, ...rest } = state;
        const parted = (0, recordParts_js_1.partedOf)(files);
        const before = this.saved ? this.tie : read;
        const grown = parted !== undefined && (0, recordParts_js_1.partsFor)(parted.count) > parted.n;
        const g = git ??
            (parted?.unchanged
                ? carried
                : parted !== undefined && !grown && rest.root !== undefined && mark === undefined
                    ? (0, gitIndex_js_1.updateGitIndex)(this.dir, rest.root, carried, (p) => parted.rewritten(p), (f) => parted.wholeFolder(f), parted.changed(), { PATH: process.env.PATH }, this.until)
                    : undefined);
        const was = this.was;
        const since = parted !== undefined && before !== undefined && was !== undefined && !grown
            ? {
                tie: before,
                rewritten: (p) => parted.rewritten(p),
                entries: () => parted.changed(),
                was: (p) => was.has(p),
            }
            : undefined;
        const tie = (0, watchman_js_1.writeHead)(this.dir, { ...rest, files }, mark, since);
        const saved = grown ? undefined : parted?.save();
        const n = (0, recordParts_js_1.partsFor)(saved === undefined ? Object.keys(files).length : 0);
        const parts = saved?.index ?? (n > 1 ? (0, recordParts_js_1.writeParts)(this.dir, grown ? { ...files } : files, n, rest.root) : undefined);
        const record = parts === undefined ? { ...rest, files } : { ...rest, parts, ...(g !== undefined && !grown ? { g } : {}) };
        (0, node_fs_1.writeFileSync)(tmp, (0, watchman_js_1.tiedRecord)(JSON.stringify(record), tie), { mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, file);
        this.tie = tie;
        this.saved = true;
        this.was = new Set([...Object.keys(state.dirs), ...Object.keys(state.refKeys)]);
        if (saved !== undefined)
            for (const f of saved.stale)
                unlinkIfThere(f);
        else
            (0, recordParts_js_1.clearParts)(this.dir, parts);
        this.prune(files);
    }
    tie;
    saved = false;
    was;
    entry(path, st, keep, now) {
        const t = typeOf(st);
        const e = { k: (0, statKey_js_1.keyOf)(st), t };
        if (st === undefined)
            return e;
        if (now - st.ctimeMs < RACY_MS)
            e.r = 1;
        if (t === 'l')
            e.l = (0, node_fs_1.readlinkSync)(path);
        if (t === 'f') {
            e.m = st.mode & 0o7777;
            if (st.nlink > 1)
                e.n = 1;
            if (keep) {
                e.b = this.keep((fd) => (0, contentHash_js_1.hashFile)(path, (chunk) => writeAll(fd, chunk)));
                if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(path), e.k))
                    e.r = 1;
            }
        }
        return e;
    }
    keepBytes(bytes) {
        return this.keep((fd) => {
            writeAll(fd, bytes);
            return (0, contentHash_js_1.hashBytes)(bytes);
        });
    }
    keep(fill) {
        (0, node_fs_1.mkdirSync)(this.blobs, { recursive: true });
        const tmp = node_path_1.posix.join(this.blobs, `.${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`);
        const fd = (0, node_fs_1.openSync)(tmp, 'wx', 0o600);
        let name;
        try {
            name = fill(fd);
        }
        catch (e) {
            (0, node_fs_1.closeSync)(fd);
            (0, node_fs_1.unlinkSync)(tmp);
            throw e;
        }
        (0, node_fs_1.closeSync)(fd);
        const to = node_path_1.posix.join(this.blobs, name);
        if ((0, statKey_js_1.lstatOrUndefined)(to) === undefined)
            this.added = true;
        try {
            (0, node_fs_1.renameSync)(tmp, to);
        }
        catch {
            (0, node_fs_1.rmSync)(to, { recursive: true, force: true });
            (0, node_fs_1.renameSync)(tmp, to);
        }
        return name;
    }
    intact(name) {
        const path = node_path_1.posix.join(this.blobs, name);
        if (!(0, contentHash_js_1.isContentName)(name) || (0, statKey_js_1.lstatOrUndefined)(path)?.isFile() !== true)
            return false;
        try {
            return (0, contentHash_js_1.hashFile)(path) === name;
        }
        catch {
            return false;
        }
    }
    setAside(now) {
        const to = node_path_1.posix.join(this.dir, `forged-record-${now.toISOString().replace(/[:.]/g, '-')}`);
        try {
            (0, node_fs_1.renameSync)((0, recordParts_js_1.partsDir)(this.dir), `${to}-parts`);
        }
        catch {
        }
        try {
            (0, node_fs_1.renameSync)(this.recordPath, to);
            return to;
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return null;
            throw e;
        }
    }
    blobPath(name) {
        return node_path_1.posix.join(this.blobs, name);
    }
    readBlob(name) {
        return (0, readRegular_js_1.readRegular)(node_path_1.posix.join(this.blobs, name), Number.MAX_SAFE_INTEGER);
    }
    async locked(work) {
        this.repair();
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const { takeStoreLock } = await __webpack_require__.e(/* import() */ 6627).then(__webpack_require__.bind(__webpack_require__, 6627));
        const held = await takeStoreLock(this.dir);
        this.held = held;
        this.stoppedHolder = held.stopped;
        const { remainingMs } = await __webpack_require__.e(/* import() */ 3239).then(__webpack_require__.bind(__webpack_require__, 5620));
        this.until = Date.now() + remainingMs() - 500;
        if (this.watched !== undefined && (0, watchman_js_1.watchOn)(this.watched.env)) {
            const { root, env } = this.watched;
            this.mark = await (0, watchman_js_1.markWatch)(root, env, (0, watchman_js_1.knownServer)(this.recordPath), Math.min(1000, remainingMs() / 4));
        }
        let finished = false;
        try {
            const done = await work(held.takenOver);
            finished = true;
            return done;
        }
        finally {
            this.held = undefined;
            held.release(finished);
        }
    }
    prune(files) {
        if (!this.added)
            return;
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(this.blobs);
        }
        catch {
            return;
        }
        const count = (0, recordParts_js_1.partedOf)(files)?.count;
        if (count !== undefined && names.length <= count * 2 + 16)
            return;
        const used = new Set(Object.values(files).flatMap((e) => (e.b ? [e.b] : [])));
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
function unlinkIfThere(file) {
    try {
        (0, node_fs_1.unlinkSync)(file);
    }
    catch {
    }
}
function writeAll(fd, bytes) {
    for (let at = 0; at < bytes.length;)
        at += (0, node_fs_1.writeSync)(fd, bytes, at, bytes.length - at);
}
function emptyState(now, root) {
    return { v: VERSION, at: now, files: {}, dirs: {}, refKeys: {}, heads: {}, ...(root ? { root } : {}) };
}
function rebase(state, root) {
    const old = state.root;
    if (old === undefined || old === root)
        return;
    const move = (map) => Object.fromEntries(Object.entries(map).map(([p, v]) => [p === old || p.startsWith(`${old}/`) ? root + p.slice(old.length) : p, v]));
    state.files = move(state.files);
    state.dirs = move(state.dirs);
    state.refKeys = move(state.refKeys);
    if (state.unwalked !== undefined)
        state.unwalked = Object.keys(move(Object.fromEntries(state.unwalked.map((u) => [u, 1]))));
    if (state.pending !== undefined)
        state.pending = Object.keys(move(Object.fromEntries(state.pending.map((u) => [u, 1]))));
    state.root = root;
}


/***/ }),

/***/ 3168:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.watchOn = void 0;
exports.ask = ask;
exports.askAll = askAll;
exports.markWatch = markWatch;
exports.writeHead = writeHead;
exports.tiedRecord = tiedRecord;
exports.watchSays = watchSays;
exports.watchedCandidates = watchedCandidates;
exports.knownServer = knownServer;
exports.watchCoverage = watchCoverage;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const readRegular_js_1 = __webpack_require__(6355);
const statKey_js_1 = __webpack_require__(4452);
const procStat_js_1 = __webpack_require__(1939);
const HEAD = 'watch.json';
const INDEX = 'watch.idx';
const ASK_MS = 1500;
const VCS = new Set(['.git', '.hg', '.svn']);
const builtin = (id) => process.getBuiltinModule(id);
function command(env) {
    const set = env.DIFFGATE_WATCHMAN;
    if (set === undefined || set === '' || set === '0' || set === 'off')
        return undefined;
    return set === '1' || set === 'on' ? 'watchman' : set;
}
const watchOn = (env) => command(env) !== undefined;
exports.watchOn = watchOn;
async function ask(sock, question, ms = ASK_MS) {
    return (await askAll(sock, [question], ms))[0];
}
function askAll(sock, questions, ms) {
    return new Promise((resolve, reject) => {
        const conn = builtin('node:net').createConnection(sock);
        const answers = [];
        let text = '';
        const timer = setTimeout(() => {
            conn.destroy();
            reject(new Error(`watchman did not answer within ${ms} ms`));
        }, ms);
        const done = (e) => {
            clearTimeout(timer);
            conn.destroy();
            if (e !== undefined)
                reject(e);
            else
                resolve(answers);
        };
        conn.on('error', (e) => done(e));
        conn.on('connect', () => conn.write(questions.map((q) => `${JSON.stringify(q)}\n`).join('')));
        conn.on('data', (chunk) => {
            text += chunk.toString('utf8');
            for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n')) {
                const line = text.slice(0, nl);
                text = text.slice(nl + 1);
                let v;
                try {
                    v = JSON.parse(line);
                }
                catch (e) {
                    return done(e);
                }
                if (v.unilateral === true || v.log !== undefined)
                    continue;
                if (typeof v.error === 'string')
                    return done(new Error(v.error));
                answers.push(v);
                if (answers.length === questions.length)
                    return done(undefined);
            }
        });
    });
}
function processOf(pid) {
    try {
        const start = (0, procStat_js_1.statLine)((0, node_fs_1.readFileSync)(`/proc/${pid}/stat`, 'utf8')).start;
        if (start === undefined)
            return undefined;
        return { start, exe: (0, node_fs_1.readlinkSync)(`/proc/${pid}/exe`) };
    }
    catch {
        return undefined;
    }
}
function sameServer(s) {
    if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(s.sock), s.sockKey))
        return false;
    const p = processOf(s.pid);
    return p !== undefined && p.start === s.start && p.exe === s.exe;
}
async function findServer(env, left) {
    const cmd = command(env);
    if (cmd === undefined)
        return undefined;
    const r = builtin('node:child_process').spawnSync(cmd, ['--no-spawn', '--no-pretty', 'get-sockname'], {
        encoding: 'utf8',
        timeout: left(),
        env,
        stdio: ['ignore', 'pipe', 'ignore'],
    });
    if (r.status !== 0)
        return undefined;
    const sock = JSON.parse(r.stdout).sockname;
    if (typeof sock !== 'string')
        return undefined;
    let pid;
    try {
        ({ pid } = await ask(sock, ['get-pid'], left()));
    }
    catch {
        return undefined;
    }
    if (typeof pid !== 'number')
        return undefined;
    const p = processOf(pid);
    const st = (0, statKey_js_1.lstatOrUndefined)(sock);
    if (p === undefined || !st?.isSocket())
        return undefined;
    return { sock, sockKey: (0, statKey_js_1.keyOf)(st), pid, ...p };
}
async function markWatch(root, env, known, budgetMs) {
    if (command(env) === undefined || !(budgetMs > 0))
        return undefined;
    const until = Date.now() + Math.min(budgetMs, 60_000);
    const left = () => {
        const ms = until - Date.now();
        if (ms <= 0)
            throw new Error('out of time');
        return ms;
    };
    try {
        const server = known !== undefined && sameServer(known) ? known : await findServer(env, left);
        if (server === undefined)
            return undefined;
        const watched = await ask(server.sock, ['watch', root], left());
        const { config } = await ask(server.sock, ['get-config', root], left());
        const ms = left();
        const { clock } = await ask(server.sock, ['clock', root, { sync_timeout: ms }], ms + 100);
        if (watched.watch !== root)
            return undefined;
        const cfg = (config ?? {});
        const ignored = Array.isArray(cfg.ignore_dirs) ? cfg.ignore_dirs.filter((d) => typeof d === 'string') : [];
        if (Array.isArray(cfg.ignore_vcs))
            for (const d of cfg.ignore_vcs)
                if (typeof d === 'string')
                    ignored.push(d);
        if (typeof clock !== 'string')
            return undefined;
        return { server, root, clock, ignored };
    }
    catch {
        return undefined;
    }
}
function vouched(path, mark) {
    if (!path.startsWith(`${mark.root}/`))
        return false;
    const rel = path.slice(mark.root.length + 1);
    for (const seg of rel.split('/'))
        if (VCS.has(seg))
            return false;
    return !mark.ignored.some((d) => rel === d || rel.startsWith(`${d}/`));
}
function hashOf(path) {
    let h = 0x811c9dc5;
    for (let i = 0; i < path.length; i++)
        h = Math.imul(h ^ path.charCodeAt(i), 0x01000193);
    return h >>> 0;
}
function has(index, h) {
    let lo = 0;
    let hi = index.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const v = index[mid];
        if (v === h)
            return true;
        if (v < h)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return false;
}
const headPath = (dir) => node_path_1.posix.join(dir, HEAD);
const indexPath = (dir) => node_path_1.posix.join(dir, INDEX);
function writeHead(dir, state, mark, since) {
    const usable = mark !== undefined && state.pending === undefined && state.root === mark.root;
    const before = usable && since !== undefined ? previousHead(dir, since.tie, mark) : undefined;
    const built = !usable ? undefined : before !== undefined ? updated(state, mark, before, since) : whole(state, mark);
    if (built === undefined || mark === undefined) {
        (0, node_fs_1.rmSync)(headPath(dir), { force: true, recursive: true });
        return undefined;
    }
    (0, node_fs_1.mkdirSync)(dir, { recursive: true });
    if (built.index !== undefined)
        replace(indexPath(dir), new Uint8Array(built.index.buffer));
    replace(headPath(dir), JSON.stringify(built.head));
    return {
        mark,
        head: (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(headPath(dir))),
        index: (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(indexPath(dir))),
    };
}
const untieable = (p, e, mark) => e.r === 1 && !(e.n !== 1 && vouched(p, mark));
const outsideFile = (p, e, mark) => e.n === 1 || !vouched(p, mark);
function whole(state, mark) {
    if (Object.entries(state.files).some(([p, e]) => untieable(p, e, mark)))
        return undefined;
    const outside = {};
    const hashes = [];
    for (const p in state.files) {
        const e = state.files[p];
        if (outsideFile(p, e, mark))
            outside[p] = e.k;
        else
            hashes.push(hashOf(p));
    }
    return { head: headOf(state, mark, outside), index: Uint32Array.from(hashes).sort() };
}
function headOf(state, mark, outside) {
    const dirs = {};
    for (const d in state.dirs) {
        if (vouched(d, mark))
            dirs[d] = state.dirs[d];
        else
            outside[d] = state.dirs[d];
    }
    for (const f in state.refKeys)
        outside[f] = state.refKeys[f];
    return { v: 1, outside, dirs };
}
function previousHead(dir, tie, mark) {
    const same = tie.mark.root === mark.root &&
        tie.mark.ignored.length === mark.ignored.length &&
        tie.mark.ignored.every((d, i) => mark.ignored[i] === d);
    if (!same)
        return undefined;
    if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(headPath(dir)), tie.head) || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(indexPath(dir)), tie.index))
        return undefined;
    const head = readHead(dir);
    if (head === undefined || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(headPath(dir)), tie.head))
        return undefined;
    try {
        const bytes = (0, readRegular_js_1.readRegular)(indexPath(dir), Number.MAX_SAFE_INTEGER);
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(indexPath(dir)), tie.index))
            return undefined;
        return { head, index: new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)) };
    }
    catch {
        return undefined;
    }
}
function updated(state, mark, before, since) {
    const changed = [...since.entries()];
    if (changed.some(([p, e]) => untieable(p, e, mark)))
        return undefined;
    const outside = {};
    for (const p in before.head.outside) {
        if (since.rewritten(p) || state.dirs[p] !== undefined || state.refKeys[p] !== undefined)
            continue;
        if (!since.was(p)) {
            outside[p] = before.head.outside[p];
            continue;
        }
        const e = state.files[p];
        if (e !== undefined && outsideFile(p, e, mark))
            outside[p] = e.k;
    }
    const added = [];
    for (const [p, e] of changed) {
        if (outsideFile(p, e, mark))
            outside[p] = e.k;
        else if (!has(before.index, hashOf(p)))
            added.push(hashOf(p));
    }
    const head = headOf(state, mark, outside);
    if (added.length === 0)
        return { head };
    const index = new Uint32Array(before.index.length + added.length);
    index.set(before.index);
    index.set(added, before.index.length);
    return { head, index: index.sort() };
}
function tiedRecord(text, tie) {
    return tie === undefined ? text : `{"w":${JSON.stringify(tie)},\n${text.slice(1)}`;
}
function replace(file, bytes) {
    const tmp = `${file}.${process.pid}.tmp`;
    (0, node_fs_1.writeFileSync)(tmp, bytes, { mode: 0o600 });
    (0, node_fs_1.renameSync)(tmp, file);
}
function readTie(recordPath) {
    let fd;
    try {
        if ((0, statKey_js_1.lstatOrUndefined)(recordPath)?.isFile() !== true)
            return undefined;
        fd = (0, node_fs_1.openSync)(recordPath, node_fs_1.constants.O_RDONLY | node_fs_1.constants.O_NOFOLLOW | node_fs_1.constants.O_NONBLOCK);
        const buf = Buffer.alloc(64 * 1024);
        const n = (0, node_fs_1.readSync)(fd, buf, 0, buf.length, 0);
        const text = buf.subarray(0, n).toString('utf8');
        const nl = text.indexOf('\n');
        if (!text.startsWith('{"w":') || nl < 0 || text[nl - 1] !== ',')
            return undefined;
        const tie = JSON.parse(text.slice(5, nl - 1));
        return typeof tie?.mark?.clock === 'string' ? tie : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        if (fd !== undefined)
            (0, node_fs_1.closeSync)(fd);
    }
}
function readHead(dir) {
    try {
        const h = JSON.parse((0, readRegular_js_1.readRegularText)(headPath(dir), 256 * 1024 * 1024));
        return h?.v === 1 && typeof h.outside === 'object' && typeof h.dirs === 'object' ? h : undefined;
    }
    catch {
        return undefined;
    }
}
async function reported(dir, tie, root, env) {
    if (command(env) === undefined || tie === undefined || tie.mark.root !== root)
        return undefined;
    if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(headPath(dir)), tie.head) || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(indexPath(dir)), tie.index))
        return undefined;
    const head = readHead(dir);
    if (head === undefined)
        return undefined;
    let answer;
    try {
        if (!sameServer(tie.mark.server))
            return undefined;
        answer = await ask(tie.mark.server.sock, [
            'query',
            root,
            {
                since: tie.mark.clock,
                fields: ['name', 'exists', 'type', 'nlink'],
                empty_on_fresh_instance: true,
                sync_timeout: ASK_MS,
            },
        ]);
    }
    catch {
        return undefined;
    }
    const { files } = answer;
    if (answer.is_fresh_instance !== false || !Array.isArray(files))
        return undefined;
    const names = [];
    for (const f of files) {
        if (typeof f?.name !== 'string')
            return undefined;
        if (f.exists === true && f.type === 'f' && typeof f.nlink === 'number' && f.nlink > 1)
            return undefined;
        names.push(`${root}/${f.name}`);
    }
    return { head, names };
}
async function watchSays(dir, recordPath, root, env) {
    if (command(env) === undefined)
        return undefined;
    const said = await reported(dir, readTie(recordPath), root, env);
    if (said === undefined)
        return undefined;
    const { head, names } = said;
    for (const p in head.outside)
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(p), head.outside[p]))
            return 'moved';
    if (names.length > 0) {
        const bytes = (0, node_fs_1.readFileSync)(indexPath(dir));
        const index = new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
        const looked = new Set();
        const dirMoved = (d) => {
            const k = head.dirs[d];
            if (k === undefined || looked.has(d))
                return false;
            looked.add(d);
            return !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(d), k);
        };
        for (const p of names)
            if (has(index, hashOf(p)) || dirMoved(p) || dirMoved(node_path_1.posix.dirname(p)))
                return 'moved';
    }
    return 'quiet';
}
async function watchedCandidates(dir, tie, root, env) {
    const said = await reported(dir, tie, root, env);
    if (said === undefined)
        return undefined;
    const { outside } = said.head;
    const out = new Set(Object.keys(outside).filter((p) => !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(p), outside[p])));
    for (const p of said.names)
        out.add(p).add(node_path_1.posix.dirname(p));
    return [...out];
}
function knownServer(recordPath) {
    return readTie(recordPath)?.mark.server;
}
async function watchCoverage(dir, recordPath, root, files, env) {
    const on = command(env) !== undefined;
    const none = (not) => ({ on, files, byWatch: 0, not });
    if (!on)
        return none('off');
    const tie = readTie(recordPath);
    if (tie === undefined || tie.mark.root !== root)
        return none('untied');
    if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(headPath(dir)), tie.head) || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(indexPath(dir)), tie.index))
        return none('head');
    if (!sameServer(tie.mark.server))
        return none('server');
    if ((await reported(dir, tie, root, env)) === undefined)
        return none('answer');
    return { on, files, byWatch: Math.min(files, ((0, statKey_js_1.lstatOrUndefined)(indexPath(dir))?.size ?? 0) / 4) };
}


/***/ })

};
