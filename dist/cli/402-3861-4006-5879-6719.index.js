"use strict";
exports.id = "402-3861-4006-5879-6719";
exports.ids = ["402-3861-4006-5879-6719",402,3861,4006,5879,6719];
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

/***/ 1475:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.fromViolation = fromViolation;
exports.fromFinding = fromFinding;
const claude_js_1 = __webpack_require__(209);
const violation_js_1 = __webpack_require__(5356);
function fromViolation(v) {
    if (v.rule === 'deny')
        return { ...v, next: claude_js_1.claudeText.shell.denyNext(), releasable: true };
    if (v.rule === 'secret')
        return { ...v, next: claude_js_1.claudeText.workspace.secretNext(), releasable: false };
    return { ...v, releasable: true };
}
function fromFinding(f, how, program, edit) {
    const next = (kindNext) => (program ? claude_js_1.claudeText.shell.programNext(edit) : kindNext);
    switch (f.kind) {
        case 'rule': {
            const { rule } = f;
            const source = `${rule.file}:${rule.line}`;
            const base = { path: f.path, reason: rule.reason, source, releasable: true };
            if (rule.kind === 'save-gate') {
                return {
                    ...base,
                    rule: 'save-gate',
                    message: claude_js_1.claudeText.saveGate.message(f.path),
                    next: claude_js_1.claudeText.saveGate.next(rule.options.words ?? []),
                    saveWords: rule.options.words ?? ['save', 'remember'],
                };
            }
            const message = program ? claude_js_1.claudeText.shell.programNames(how, f.path, rule.kind) : claude_js_1.claudeText.shell.writes(how, f.path, rule.kind);
            if (rule.kind === 'freeze')
                return { ...base, rule: 'freeze', message, next: next(violation_js_1.violationText.freeze.next()) };
            if (rule.kind === 'deny')
                return { ...base, rule: 'deny', message, next: next(claude_js_1.claudeText.shell.denyNext()) };
            return { ...base, rule: rule.kind, message, next: claude_js_1.claudeText.shell.useEdit(edit) };
        }
        case 'manifest':
            return {
                rule: 'manifest',
                path: f.path,
                reason: violation_js_1.violationText.manifest.reason(),
                message: program ? claude_js_1.claudeText.shell.programNames(how, f.path, 'manifest') : claude_js_1.claudeText.shell.writes(how, f.path, 'manifest'),
                next: claude_js_1.claudeText.shell.useEdit(edit),
                releasable: true,
            };
        case 'git-hooks':
            return {
                rule: 'gate-switch',
                path: f.path,
                reason: claude_js_1.claudeText.gate.reason(),
                message: claude_js_1.claudeText.gate.gitHooks(how, f.path),
                next: claude_js_1.claudeText.gate.next(),
                releasable: false,
            };
        case 'gate-file':
            return {
                rule: 'gate-switch',
                path: f.path,
                reason: claude_js_1.claudeText.gate.reason(),
                message: claude_js_1.claudeText.gate.gateFile(how, f.path),
                next: claude_js_1.claudeText.gate.next(),
                releasable: false,
            };
        case 'git':
            return {
                rule: 'git-dir',
                path: f.path,
                reason: claude_js_1.claudeText.gate.gitDirReason(),
                message: claude_js_1.claudeText.gate.gitDir(how, f.path),
                next: claude_js_1.claudeText.gate.gitDirNext(),
                releasable: false,
            };
        case 'secret':
            return {
                rule: 'secret',
                path: f.path,
                reason: violation_js_1.violationText.secret.reason(),
                message: claude_js_1.claudeText.shell.secret(how, f.path, f.segment),
                next: claude_js_1.claudeText.workspace.secretNext(),
                releasable: false,
            };
    }
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

/***/ 7976:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Protection = void 0;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const picomatch_1 = __importDefault(__webpack_require__(4006));
const pathIndex_js_1 = __webpack_require__(1079);
const secrets_js_1 = __webpack_require__(1359);
const exists_js_1 = __webpack_require__(7880);
const displayPath_js_1 = __webpack_require__(1563);
const gatePaths_js_1 = __webpack_require__(5879);
const realPath_js_1 = __webpack_require__(5727);
const GUARDED = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate', 'deny']);
const EXISTING_ONLY = new Set(['freeze', 'invariant', 'append']);
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
        this.inside = new pathIndex_js_1.PathIndex(repo.rules.filter((r) => GUARDED.has(r.kind)));
        this.allowInside = new pathIndex_js_1.PathIndex(repo.rules.filter((r) => r.kind === 'allow'));
        this.outside = new pathIndex_js_1.PathIndex(outside.rules.filter((r) => GUARDED.has(r.kind)));
        this.allowOutside = new pathIndex_js_1.PathIndex(outside.rules.filter((r) => r.kind === 'allow'));
        this.guardedRules = [...repo.rules, ...outside.rules].filter((r) => GUARDED.has(r.kind));
        this.gates = new gatePaths_js_1.GatePaths(ctx.place);
    }
    exact(abs, tree, removes = false) {
        const found = [];
        if (removes && (0, exists_js_1.statOrUndefined)(abs, 'nofollow')?.isSymbolicLink()) {
            const link = node_path_1.posix.join(realPathOrMissing(node_path_1.posix.dirname(abs)), node_path_1.posix.basename(abs));
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
    partial(dir, base, tree) {
        if (dir !== null) {
            const real = realPathOrMissing(dir);
            const found = [];
            for (const p of real === dir ? [dir] : [dir, real])
                found.push(...this.under(p, base, true));
            return dedupe(found);
        }
        const matches = base === null || tree ? () => true : (0, picomatch_1.default)(base, { ...pathIndex_js_1.GLOB_OPTIONS, dot: true });
        const found = [];
        const { place, rules } = this.ctx;
        for (const rule of this.guardedRules) {
            const last = rule.pattern.slice(rule.pattern.lastIndexOf('/') + 1);
            if (base === null || tree || lastSegmentMayMatch(last, base, matches))
                found.push({ kind: 'rule', rule, path: rule.pattern });
        }
        for (const file of [rules.repoFile, ...rules.userFiles]) {
            if (matches(node_path_1.posix.basename(file)))
                found.push({ kind: 'manifest', path: (0, displayPath_js_1.displayPath)(file, place) });
        }
        if (place.gitDir && (base === null || tree || [...HOOK_NAMES].some((h) => matches(h))))
            found.push({ kind: 'git-hooks', path: (0, displayPath_js_1.displayPath)(node_path_1.posix.join(place.gitDir, 'hooks'), place) });
        if (base !== null && !tree) {
            const segment = (0, secrets_js_1.secretSegment)(base);
            if (segment !== undefined)
                found.push({ kind: 'secret', path: base, segment });
        }
        return dedupe(found);
    }
    children(dir, base) {
        const real = realPathOrMissing(dir);
        const found = [];
        for (const p of real === dir ? [dir] : [dir, real])
            found.push(...this.under(p, base, true, false, true));
        return dedupe(found);
    }
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
                ? node_path_1.posix.resolve(path)
                : node_path_1.posix.resolve(base, path.startsWith('~/') ? path.slice(2) : path);
            found.push(...this.exact(abs, false));
        }
        if (!path.includes('/')) {
            for (const rule of this.guardedRules) {
                if (!picomatch_1.default.scan(rule.pattern).isGlob && node_path_1.posix.basename(rule.pattern) === path)
                    found.push({ kind: 'rule', rule, path: rule.pattern });
            }
        }
        return dedupe(found);
    }
    file(p) {
        const { place, rules } = this.ctx;
        const shown = (0, displayPath_js_1.displayPath)(p, place);
        if (place.gitDir && (0, realPath_js_1.isWithin)(p, place.gitDir)) {
            return [{ kind: (0, realPath_js_1.isWithin)(p, node_path_1.posix.join(place.gitDir, 'hooks')) ? 'git-hooks' : 'git', path: shown }];
        }
        if (p === rules.repoFile || rules.userFiles.includes(p))
            return [{ kind: 'manifest', path: shown }];
        const gate = this.gates.at(p);
        if (gate !== undefined)
            return [{ kind: 'gate-file', path: (0, displayPath_js_1.displayPath)(gate, place) }];
        const inRepo = (0, realPath_js_1.isWithin)(p, place.root);
        const rel = inRepo ? node_path_1.posix.relative(place.root, p) : p.replace(/^\/+/, '');
        if (inRepo && rel.split('/').includes('.git'))
            return [{ kind: 'git', path: shown }];
        const index = inRepo ? this.inside : this.outside;
        const allowed = (inRepo ? this.allowInside : this.allowOutside).match(rel).length > 0;
        const matched = rel === '' ? [] : index.match(rel);
        const found = [];
        const exists = matched.length > 0 && (0, exists_js_1.existsOrUnknown)(p, 'nofollow');
        for (const rule of matched) {
            if (EXISTING_ONLY.has(rule.kind) && !exists)
                continue;
            if (rule.kind === 'deny' && (allowed || exists))
                continue;
            found.push({ kind: 'rule', rule, path: shown });
        }
        if (inRepo && !allowed) {
            const segment = (0, secrets_js_1.secretSegment)(rel);
            if (segment !== undefined)
                found.push({ kind: 'secret', path: shown, segment });
        }
        return found;
    }
    under(dir, base, includeCreations = false, removes = false, childrenOnly = false) {
        const { place, rules } = this.ctx;
        const matches = base === null ? () => true : (0, picomatch_1.default)(base, { ...pathIndex_js_1.GLOB_OPTIONS, dot: true });
        const reached = (p) => !childrenOnly || node_path_1.posix.dirname(p) === dir;
        const found = [];
        if (place.gitDir) {
            const hooks = node_path_1.posix.join(place.gitDir, 'hooks');
            if ((0, realPath_js_1.isWithin)(dir, place.gitDir))
                return [
                    { kind: (0, realPath_js_1.isWithin)(dir, hooks) || (0, realPath_js_1.isWithin)(hooks, dir) ? 'git-hooks' : 'git', path: (0, displayPath_js_1.displayPath)(dir, place) },
                ];
            if ((0, realPath_js_1.isWithin)(place.gitDir, dir) && reached(place.gitDir)) {
                if (base === null)
                    found.push({ kind: 'git', path: (0, displayPath_js_1.displayPath)(place.gitDir, place) });
                else if ([...HOOK_NAMES, 'config'].some((h) => matches(h)))
                    found.push({ kind: 'git-hooks', path: (0, displayPath_js_1.displayPath)(hooks, place) });
            }
        }
        for (const file of [rules.repoFile, ...rules.userFiles]) {
            if ((0, realPath_js_1.isWithin)(file, dir) && reached(file) && matches(node_path_1.posix.basename(file)))
                found.push({ kind: 'manifest', path: (0, displayPath_js_1.displayPath)(file, place) });
        }
        const gate = this.gates.at(dir);
        if (gate !== undefined)
            found.push({ kind: 'gate-file', path: (0, displayPath_js_1.displayPath)(gate, place) });
        for (const f of this.gates.under(dir))
            if (reached(f) && matches(node_path_1.posix.basename(f)))
                found.push({ kind: 'gate-file', path: (0, displayPath_js_1.displayPath)(f, place) });
        const inRepo = (0, realPath_js_1.isWithin)(dir, place.root);
        const rel = inRepo ? node_path_1.posix.relative(place.root, dir) : dir.replace(/^\/+/, '');
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
        for (const f of listed)
            if (matches(node_path_1.posix.basename(f)))
                found.push(...this.file(f).filter((x) => x.kind !== 'gate-file' || !this.gates.removable(f)));
        if (includeCreations) {
            for (const rule of reachable) {
                if (EXISTING_ONLY.has(rule.kind))
                    continue;
                if (childrenOnly &&
                    !picomatch_1.default.scan(rule.pattern).isGlob &&
                    node_path_1.posix.dirname(rule.pattern.replace(/^\/+/, '')) !== (rel || '.'))
                    continue;
                const last = rule.pattern.slice(rule.pattern.lastIndexOf('/') + 1);
                if (base === null || lastSegmentMayMatch(last, base, matches))
                    found.push({ kind: 'rule', rule, path: rule.pattern });
            }
        }
        return found;
    }
}
exports.Protection = Protection;
function patternReaches(pattern, rel) {
    if (rel === '')
        return true;
    const scan = picomatch_1.default.scan(pattern);
    if (!scan.isGlob)
        return pattern.startsWith(`${rel}/`) || pattern === rel;
    const base = scan.base;
    return base === '' || base === rel || base.startsWith(`${rel}/`) || rel.startsWith(`${base}/`);
}
function lastSegmentMayMatch(last, base, matchesBase) {
    if (last === '**' || last === '*')
        return true;
    if (!picomatch_1.default.scan(last).isGlob)
        return matchesBase(last);
    if (!picomatch_1.default.scan(base).isGlob)
        return (0, picomatch_1.default)(last, { ...pathIndex_js_1.GLOB_OPTIONS, dot: true })(base);
    const a = starSuffix(last);
    const b = starSuffix(base);
    if (a !== undefined && b !== undefined)
        return a.endsWith(b) || b.endsWith(a);
    return true;
}
function starSuffix(glob) {
    const m = /^\*((?:\\.|[^*?[\]{}()!+@\\])*)$/.exec(glob);
    return m ? m[1].replace(/\\(.)/g, '$1') : undefined;
}
function listFiles(dir, limit, childrenOnly = false) {
    let stat;
    try {
        stat = (0, node_fs_1.lstatSync)(dir);
    }
    catch (e) {
        return (0, exists_js_1.isMissing)(e) ? [] : undefined;
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
            entries = (0, node_fs_1.readdirSync)(d, { withFileTypes: true });
        }
        catch (e) {
            if ((0, exists_js_1.isMissing)(e))
                continue;
            return undefined;
        }
        for (const e of entries) {
            if (++seen > limit)
                return undefined;
            const p = node_path_1.posix.join(d, e.name);
            if (e.name === '.git')
                continue;
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
function realPathOrMissing(p) {
    try {
        return (0, realPath_js_1.realPathOf)(p);
    }
    catch (e) {
        if ((0, exists_js_1.isMissing)(e))
            return p;
        throw e;
    }
}


/***/ }),

/***/ 3508:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.calledName = exports.toolsOf = exports.CLAUDE_TOOL_NAMES = void 0;
exports.CLAUDE_TOOL_NAMES = { edit: 'Edit', write: 'Write', shell: 'Bash' };
const toolsOf = (ctx) => ctx.tools ?? exports.CLAUDE_TOOL_NAMES;
exports.toolsOf = toolsOf;
const calledName = (names, tool) => names?.called ?? tool;
exports.calledName = calledName;


/***/ }),

/***/ 561:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.resolveToolPath = resolveToolPath;
exports.isDenial = isDenial;
const node_path_1 = __webpack_require__(6760);
const picomatch_1 = __importDefault(__webpack_require__(4006));
const claude_js_1 = __webpack_require__(209);
const pathIndex_js_1 = __webpack_require__(1079);
const secrets_js_1 = __webpack_require__(1359);
const displayPath_js_1 = __webpack_require__(1563);
const realPath_js_1 = __webpack_require__(5727);
const tooLongForPath_js_1 = __webpack_require__(940);
const refuse = (message, path, next = claude_js_1.claudeText.workspace.next()) => ({
    rule: 'workspace',
    path,
    message,
    reason: claude_js_1.claudeText.workspace.reason(),
    next,
    releasable: false,
});
function resolveToolPath(raw, ctx, reachable = () => []) {
    const { place, rules } = ctx;
    if (raw.trim() === '')
        return refuse(claude_js_1.claudeText.workspace.empty(), raw);
    if (raw.includes('\0'))
        return refuse(claude_js_1.claudeText.workspace.nul(), raw);
    if (/^[A-Za-z]:/.test(raw))
        return refuse(claude_js_1.claudeText.workspace.drive(raw), raw);
    if (/^(\\\\|\/\/|\\\/|\/\\)/.test(raw))
        return refuse(claude_js_1.claudeText.workspace.unc(raw), raw);
    const trimmed = raw.trim().replace(/\\/g, '/');
    const path = trimmed === '~' || trimmed.startsWith('~/') ? place.home + trimmed.slice(1) : trimmed;
    const abs = node_path_1.posix.resolve(place.cwd, path);
    if ((0, tooLongForPath_js_1.tooLongForPath)(abs))
        return refuse(claude_js_1.claudeText.workspace.unreachable(raw, 'ENAMETOOLONG'), raw, claude_js_1.claudeText.workspace.unreachableNext());
    let real;
    try {
        real = (0, realPath_js_1.realPathOf)(abs);
    }
    catch (e) {
        const code = e.code;
        if (code === 'ELOOP' || code === 'ENOTDIR' || code === 'ENAMETOOLONG')
            return refuse(claude_js_1.claudeText.workspace.unreachable(raw, code), raw, claude_js_1.claudeText.workspace.unreachableNext());
        throw e;
    }
    const inWorkspace = (0, realPath_js_1.isWithin)(real, place.workspace);
    const inRepo = (0, realPath_js_1.isWithin)(real, place.root);
    const rel = inRepo ? node_path_1.posix.relative(place.root, real) : real.replace(/^\/+/, '');
    if (!inWorkspace) {
        const named = namedOutside(ctx, real) || namedOutside(ctx, abs) || reachable().some((d) => (0, realPath_js_1.isWithin)(real, d));
        if (!named || inRepo) {
            const shown = (0, displayPath_js_1.displayPath)(real, place);
            if ((0, realPath_js_1.isWithin)(abs, place.workspace) && abs !== real)
                return refuse(claude_js_1.claudeText.workspace.symlink(raw, shown), raw);
            if (path.split('/').includes('..'))
                return refuse(claude_js_1.claudeText.workspace.dotdot(raw), raw);
            return refuse(claude_js_1.claudeText.workspace.outside(raw, place.workspace), raw);
        }
    }
    const shown = (0, displayPath_js_1.displayPath)(real, place);
    if (place.gitDir && ((0, realPath_js_1.isWithin)(real, place.gitDir) || (0, realPath_js_1.isWithin)(abs, place.gitDir))) {
        return {
            rule: 'secret',
            path: shown,
            message: claude_js_1.claudeText.workspace.gitDir(shown),
            reason: claude_js_1.claudeText.workspace.secretReason(),
            next: claude_js_1.claudeText.gate.gitDirNext(),
            releasable: false,
        };
    }
    const allowed = new pathIndex_js_1.PathIndex((inRepo ? rules.repo.rules : rules.outside.rules).filter((r) => r.kind === 'allow'));
    const relAbs = inRepo && (0, realPath_js_1.isWithin)(abs, place.root) ? node_path_1.posix.relative(place.root, abs) : undefined;
    for (const candidate of relAbs !== undefined && relAbs !== rel ? [rel, relAbs] : [rel]) {
        const segment = (0, secrets_js_1.secretSegment)(candidate);
        if (segment !== undefined && allowed.match(candidate).length === 0) {
            return {
                rule: 'secret',
                path: shown,
                message: claude_js_1.claudeText.workspace.secret(shown, segment),
                reason: claude_js_1.claudeText.workspace.secretReason(),
                next: claude_js_1.claudeText.workspace.secretNext(),
                releasable: false,
            };
        }
    }
    return { abs, real, inRepo, rel, shown };
}
function namedOutside(ctx, abs) {
    const rel = abs.replace(/^\/+/, '');
    return ctx.rules.outside.rules.some((r) => {
        if ((0, pathIndex_js_1.globMatcher)(r.pattern)(rel))
            return true;
        const base = picomatch_1.default.scan(r.pattern).base;
        return base !== '' && (0, realPath_js_1.isWithin)(abs, `/${base}`);
    });
}
function isDenial(x) {
    return 'rule' in x;
}


/***/ }),

/***/ 4964:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.patternMemoName = exports.PATTERN_MEMO_FOLDER = exports.FROM_SOURCE = exports.BUILD_ID = void 0;
exports.patternMemoDir = patternMemoDir;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
exports.BUILD_ID = 'diffgate-build:3ff380c58a90f295d900cd3a302ad0e1f2f49732233995e0a4ec47c169d8ee98';
exports.FROM_SOURCE = 'diffgate-build:dev';
exports.PATTERN_MEMO_FOLDER = 'command-patterns';
const patternMemoName = (build) => `valid-command-patterns-${build.replace(/^.*:/, '').slice(0, 16)}.txt`;
exports.patternMemoName = patternMemoName;
function patternMemoDir(env) {
    const base = env.XDG_CACHE_HOME || (env.HOME ? (0, node_path_1.join)(env.HOME, '.cache') : undefined);
    if (!base || env.DIFFGATE_NO_COMPILE_CACHE)
        return undefined;
    const dir = (0, node_path_1.join)(base, 'diffgate', exports.PATTERN_MEMO_FOLDER);
    let st;
    try {
        st = (0, node_fs_1.statSync)(dir);
    }
    catch {
        return dir;
    }
    const uid = process.getuid?.();
    if (!st.isDirectory() || (uid !== undefined && st.uid !== uid) || (st.mode & 0o022) !== 0)
        return undefined;
    return dir;
}


/***/ }),

/***/ 713:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.explainCommand = explainCommand;
const node_fs_1 = __webpack_require__(3024);
const promises_1 = __webpack_require__(1455);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const node_util_1 = __webpack_require__(7975);
const context_js_1 = __webpack_require__(845);
const place_js_1 = __webpack_require__(3861);
const denial_js_1 = __webpack_require__(1475);
const toolNames_js_1 = __webpack_require__(3508);
const failure_js_1 = __webpack_require__(6640);
const gatePaths_js_1 = __webpack_require__(5879);
const protection_js_1 = __webpack_require__(7976);
const toolPath_js_1 = __webpack_require__(561);
const explainPath_js_1 = __webpack_require__(5098);
const cli_js_1 = __webpack_require__(1065);
const command_js_1 = __webpack_require__(5078);
const parseManifest_js_1 = __webpack_require__(5684);
const verdict_js_1 = __webpack_require__(6227);
const readChanges_js_1 = __webpack_require__(402);
const io_js_1 = __webpack_require__(9845);
const patternMemo_js_1 = __webpack_require__(7613);
const repoRoot_js_1 = __webpack_require__(7581);
const usageError_js_1 = __webpack_require__(3962);
const x = cli_js_1.cliText.explain;
async function explainCommand(args, io) {
    const { values, positionals } = (0, node_util_1.parseArgs)({
        args,
        options: { manifest: { type: 'string' }, command: { type: 'string' } },
        allowPositionals: true,
        strict: true,
    });
    if (values.command !== undefined && positionals.length > 0)
        throw new usageError_js_1.UsageError(command_js_1.commandText.explain.usage());
    if (values.command === undefined && positionals.length === 0)
        throw new usageError_js_1.UsageError(command_js_1.commandText.explain.needsPath());
    const top = (await (0, repoRoot_js_1.repoRoot)(io.cwd)) ?? io.cwd;
    const file = values.manifest !== undefined ? (0, node_path_1.resolve)(io.cwd, values.manifest) : (0, node_path_1.resolve)(top, readChanges_js_1.DEFAULT_MANIFEST);
    const manifest = await readManifest(file, values.manifest !== undefined, io);
    if (manifest === undefined)
        return io_js_1.EXIT.config;
    const home = io.env.HOME || (0, node_os_1.homedir)();
    let ctx;
    try {
        ctx = await hookContext(io, home, manifest, values.manifest !== undefined ? file : undefined);
        if (values.command !== undefined)
            return await explainShellCommand(values.command, ctx, io);
        const hook = { gates: new gatePaths_js_1.GatePaths(ctx.place), protection: new protection_js_1.Protection(ctx) };
        io.stdout(`${positionals.map((p) => explainOne(p, manifest, top, ctx, hook, io).join('\n')).join('\n')}\n`);
        return io_js_1.EXIT.ok;
    }
    catch (e) {
        if (!(e instanceof failure_js_1.HookFailure))
            throw e;
        io.stderr(`${e.message}\n`);
        return io_js_1.EXIT.config;
    }
}
async function hookContext(io, home, manifest, file) {
    const place = (0, place_js_1.locate)(io.cwd, io.env, home);
    const known = (0, patternMemo_js_1.patternMemo)(io.env);
    const rulesFor = async (p) => (0, context_js_1.loadRules)(p, io.env, known);
    const rules = await rulesFor(place);
    const ctx = { place, rules: { ...rules, repo: manifest, ...(file ? { repoFile: file } : {}) } };
    ctx.ownContext = (real) => (0, context_js_1.contextOf)(real, ctx, rulesFor);
    return ctx;
}
function explainOne(p, manifest, top, ctx, hook, io) {
    const abs = node_path_1.posix.resolve(io.cwd, p.replace(/\\/g, '/'));
    const rel = (0, node_path_1.relative)(top, abs).split('\\').join('/');
    const inRepo = !(rel.startsWith('..') || (0, node_path_1.isAbsolute)(rel));
    const path = inRepo ? rel : abs;
    const exists = (0, node_fs_1.existsSync)(abs);
    const e = inRepo
        ? (0, explainPath_js_1.explainPath)(manifest, ctx.rules.repoRel, rel, exists)
        : (0, explainPath_js_1.explainPath)(ctx.rules.outside, null, abs.replace(/^\/+/, ''), exists);
    const out = [path];
    for (const r of e.rules)
        out.push(`  ${ruleLine(r)}`);
    for (const r of e.allowedBy)
        out.push(`  ${cli_js_1.cliText.explainAllowed(`${r.file}:${r.line}`)}`);
    if (e.secret !== undefined && e.allowedBy.length === 0)
        out.push(`  ${cli_js_1.cliText.explainSecret(e.secret)}`);
    const tool = (0, toolPath_js_1.resolveToolPath)(p, ctx);
    const real = (0, toolPath_js_1.isDenial)(tool) ? abs : tool.real;
    const isRepoManifest = abs === ctx.rules.repoFile || real === ctx.rules.repoFile || e.isManifest;
    const isUserManifest = ctx.rules.userFiles.includes(abs) || ctx.rules.userFiles.includes(real);
    const gate = hook.gates.at(real) ?? hook.gates.at(abs);
    const findings = hook.protection.exact(abs, false);
    if (isRepoManifest)
        out.push(`  ${x.manifest()}`);
    if (isUserManifest)
        out.push(`  ${x.userManifest()}`);
    for (const f of findings) {
        if (f.kind === 'gate-file')
            out.push(`  ${x.gateFile(f.path)}`);
        else if (f.kind === 'git')
            out.push(`  ${x.gitDir()}`);
        else if (f.kind === 'git-hooks')
            out.push(`  ${x.gitHooks()}`);
    }
    if (gate !== undefined && !findings.some((f) => f.kind === 'gate-file'))
        out.push(`  ${x.gateFile(gate)}`);
    for (const r of e.rules)
        if (r.kind === 'save-gate')
            out.push(`  ${x.saveGate(r.options.words ?? ['save', 'remember'])}`);
    if ((0, toolPath_js_1.isDenial)(tool))
        out.push(`  ${x.refused(tool.message)}`);
    if (out.length === 1)
        out.push(`  ${cli_js_1.cliText.explainNone()}`);
    out.push(`  ${x.verdicts}`);
    out.push(`  ${x.shell(shellVerdict(findings))}`);
    out.push(`  ${x.edit(editVerdict(e, tool, gate, exists, isRepoManifest || isUserManifest))}`);
    if (inRepo)
        out.push(`  ${x.commit(commitVerdict(e))}`);
    return out;
}
function ruleLine(r) {
    return `${r.kind}\t${r.pattern}\t${r.reason}${r.optionsText ? `\t${r.optionsText}` : ''}  (${r.file}:${r.line})`;
}
function shellVerdict(findings) {
    if (findings.length === 0)
        return x.noOpinion();
    const denials = findings.map((f) => (0, denial_js_1.fromFinding)(f, 'write', false, toolNames_js_1.CLAUDE_TOOL_NAMES.edit));
    if (denials.every((d) => d.saveWords !== undefined))
        return x.saveGated();
    return x.denied([...new Set(denials.map((d) => d.rule))]);
}
function editVerdict(e, tool, gate, exists, isManifest) {
    if ((0, toolPath_js_1.isDenial)(tool))
        return x.denied([tool.rule]);
    if (gate !== undefined)
        return x.denied(['gate-switch']);
    const denied = [];
    const judged = [];
    if (isManifest)
        judged.push('manifest');
    for (const r of e.rules) {
        if (r.kind === 'freeze' && exists)
            denied.push('freeze');
        else if (r.kind === 'deny' && !exists && e.allowedBy.length === 0)
            denied.push('deny');
        else if ((r.kind === 'invariant' || r.kind === 'append') && exists)
            judged.push(r.kind);
        else if (r.kind === 'budget')
            judged.push(r.kind);
    }
    const saveGated = e.rules.some((r) => r.kind === 'save-gate');
    if (denied.length > 0)
        return x.denied([...new Set([...denied, ...(saveGated ? ['save-gate'] : [])])]);
    if (saveGated)
        return x.saveGated();
    if (judged.length > 0)
        return x.judged([...new Set(judged)]);
    return x.noOpinion();
}
function commitVerdict(e) {
    if (e.commit.verdict === 'blocked')
        return x.commitBlocked(e.commit.rules);
    if (e.commit.verdict === 'judged')
        return x.commitJudged(e.commit.rules);
    return x.commitFree();
}
async function readManifest(file, required, io) {
    let text = '';
    try {
        text = await (0, promises_1.readFile)(file, 'utf8');
    }
    catch (e) {
        if (e.code !== 'ENOENT' || required) {
            io.stderr(`${cli_js_1.cliText.manifestMissing(file)}\n`);
            return undefined;
        }
    }
    const label = (0, node_path_1.relative)(io.cwd, file) || file;
    const manifest = (0, parseManifest_js_1.parseManifest)(text, label);
    if (manifest.errors.length > 0) {
        io.stderr(`${cli_js_1.cliText.manifestErrors(label, manifest.errors.length)}\n${manifest.errors.map((l) => `  ${(0, parseManifest_js_1.formatManifestError)(l)}`).join('\n')}\n`);
        return undefined;
    }
    return manifest;
}
async function explainShellCommand(command, ctx, io) {
    const [{ commandRules }, { judgeCommand }, { explainVerdict }, { commandWalk }, { decideBash }, { withForkBombs }] = await Promise.all([
        __webpack_require__.e(/* import() */ "5164-6130").then(__webpack_require__.bind(__webpack_require__, 3749)),
        __webpack_require__.e(/* import() */ "737-1350-3597-5164-6014").then(__webpack_require__.bind(__webpack_require__, 3597)),
        __webpack_require__.e(/* import() */ "4035-5164").then(__webpack_require__.bind(__webpack_require__, 4035)),
        __webpack_require__.e(/* import() */ "737-8466-9473").then(__webpack_require__.bind(__webpack_require__, 438)),
        __webpack_require__.e(/* import() */ "575-737-2483-6014-8466").then(__webpack_require__.bind(__webpack_require__, 2483)),
        __webpack_require__.e(/* import() */ "737-6014").then(__webpack_require__.t.bind(__webpack_require__, 6014, 23)),
    ]);
    const rules = [];
    for (const m of [ctx.rules.repo, ...(ctx.rules.user ? [ctx.rules.user] : [])]) {
        const compiled = commandRules(m.rules);
        if (compiled.errors.length > 0) {
            io.stderr(`${cli_js_1.cliText.manifestErrors(m.file, compiled.errors.length)}\n${compiled.errors.map((l) => `  ${(0, parseManifest_js_1.formatManifestError)(l)}`).join('\n')}\n`);
            return io_js_1.EXIT.config;
        }
        rules.push(...compiled.rules);
    }
    const { place } = ctx;
    const { segments, calls } = await commandWalk(command, {
        cwd: io.cwd,
        home: place.home,
        projectDir: place.workspace,
    });
    const policy = explainVerdict(command, withForkBombs(judgeCommand({ text: command, segments, home: place.home }, rules), calls));
    const outcome = await decideBash(command, ctx);
    const verdict = outcome.denials.length > 0
        ? 'deny'
        : outcome.ask !== undefined
            ? 'ask'
            : outcome.allow !== undefined
                ? 'allow'
                : command_js_1.commandText.explain.noOpinion();
    const out = [policy.trimEnd().replace(/\nverdict: (?=[^\n]*$)/, `\n${x.policyTotal()}`)];
    if (outcome.denials.length > 0) {
        out.push(x.commandDenials());
        for (const d of sortDenials(outcome.denials))
            out.push(...denialLines(d));
    }
    out.push(x.commandHeader(verdict));
    if (outcome.denials.some((d) => d.releasable))
        out.push(x.releasable(ctx.rules.releasePhrases));
    io.stdout(`${out.join('\n')}\n`);
    return io_js_1.EXIT.ok;
}
function denialLines(d) {
    const where = d.path === undefined || d.path === '' ? '' : `${(0, verdict_js_1.location)({ ...d, path: d.path })} `;
    return [
        `  ${where}[${d.rule}] ${d.message}`,
        `    ${cli_js_1.cliText.why.trimEnd()} ${d.reason}${d.source ? ` (${d.source})` : ''}`,
        `    ${cli_js_1.cliText.next} ${d.next}`,
    ];
}
function sortDenials(denials) {
    return [...denials].sort((a, b) => (a.path ?? '') !== (b.path ?? '') ? ((a.path ?? '') < (b.path ?? '') ? -1 : 1) : (a.line ?? 0) - (b.line ?? 0));
}


/***/ }),

/***/ 7613:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.patternMemo = patternMemo;
const node_fs_1 = __webpack_require__(3024);
const readRegular_js_1 = __webpack_require__(6355);
const node_path_1 = __webpack_require__(6760);
const compileCache_js_1 = __webpack_require__(4964);
const MAX_BYTES = 64 * 1024;
function patternMemo(env, build = compileCache_js_1.BUILD_ID) {
    const dir = (0, compileCache_js_1.patternMemoDir)(env);
    if (!dir || build === compileCache_js_1.FROM_SOURCE)
        return undefined;
    const file = (0, node_path_1.join)(dir, (0, compileCache_js_1.patternMemoName)(build));
    let text;
    let known;
    const load = () => {
        if (known)
            return known;
        try {
            text = (0, readRegular_js_1.readRegularText)(file, 4 * 1024 * 1024);
        }
        catch {
            text = '';
        }
        known = new Set(text.split('\n').slice(0, -1));
        return known;
    };
    return {
        has: (pattern) => load().has(pattern),
        add: (patterns) => {
            if (patterns.length === 0)
                return;
            const set = load();
            try {
                (0, node_fs_1.mkdirSync)(dir, { recursive: true, mode: 0o700 });
                if (text.length > MAX_BYTES)
                    (0, node_fs_1.writeFileSync)(file, '', { mode: 0o600 });
                (0, node_fs_1.appendFileSync)(file, patterns.map((p) => `${p}\n`).join(''), { mode: 0o600 });
            }
            catch {
            }
            for (const p of patterns)
                set.add(p);
        },
    };
}


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

/***/ 5098:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.explainPath = explainPath;
const pathIndex_js_1 = __webpack_require__(1079);
const rule_js_1 = __webpack_require__(4918);
const secrets_js_1 = __webpack_require__(1359);
const indexes = new WeakMap();
function explainPath(manifest, manifestPath, path, exists) {
    let index = indexes.get(manifest);
    if (!index) {
        const pathRules = manifest.rules.filter((r) => (0, rule_js_1.isPathKind)(r.kind));
        index = {
            rules: new pathIndex_js_1.PathIndex(pathRules.filter((r) => r.kind !== 'allow')),
            allow: new pathIndex_js_1.PathIndex(pathRules.filter((r) => r.kind === 'allow')),
        };
        indexes.set(manifest, index);
    }
    const rules = [...index.rules.match(path)].sort((a, b) => a.line - b.line);
    const allowedBy = index.allow.match(path);
    const secret = (0, secrets_js_1.secretSegment)(path);
    const isManifest = manifestPath !== null && path === manifestPath;
    const blocked = [];
    const judged = [];
    if (isManifest)
        judged.push('manifest');
    for (const r of rules) {
        if (r.kind === 'freeze' && exists)
            blocked.push(r.kind);
        else if ((r.kind === 'invariant' || r.kind === 'append') && exists)
            judged.push(r.kind);
        else if (r.kind === 'budget')
            judged.push(r.kind);
        else if (r.kind === 'deny' && !exists && allowedBy.length === 0)
            blocked.push(r.kind);
    }
    if (secret !== undefined && !exists && allowedBy.length === 0)
        blocked.push('secret');
    const commit = blocked.length > 0
        ? { verdict: 'blocked', rules: unique(blocked) }
        : judged.length > 0
            ? { verdict: 'judged', rules: unique(judged) }
            : { verdict: 'free', rules: [] };
    return { path, rules, allowedBy, secret, isManifest, commit };
}
const unique = (xs) => [...new Set(xs)];


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

/***/ 5078:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commandText = void 0;
const quoteCommand = (text) => JSON.stringify(text.length > 120 ? `${text.slice(0, 117)}...` : text);
exports.commandText = {
    pattern: {
        empty: () => 'expected a command prefix, e.g. "git push --force"',
        startsWithFlag: (token) => `expected the program first, found the flag ${JSON.stringify(token)} (e.g. "git push --force")`,
        emptyAlternative: (token) => `${JSON.stringify(token)} has an empty alternative; expected words separated by single "|" (e.g. "-f|--force")`,
        mixedFlag: (token) => `${JSON.stringify(token)} mixes flags and words; expected all alternatives to be flags (-f|--force) or all words (push|pull)`,
        flagValue: (token) => `${JSON.stringify(token)} gives a flag a value; a flag token matches the flag alone (--force matches --force=x too)`,
        partialStar: (token) => `${JSON.stringify(token)} uses "*" inside a word; "*" stands alone and means any one word`,
        programPath: (token) => `${JSON.stringify(token)} names a program with its directory; expected its name alone (/usr/bin/git is matched by "git")`,
        wrapper: (names) => `${names} runs another command, which is judged as a segment of its own; a rule names a wrapper alone (e.g. "sudo"), and the command it runs in a rule of its own`,
        tooManyWords: (pattern, n, prefix, arity) => `${JSON.stringify(pattern)} names ${n} positional words, but the canonical prefix of ${JSON.stringify(prefix)} has ${arity} (the arity table), so it could never match; ` +
            'words after the prefix are arguments, which rules do not match: name flags instead (e.g. "git push --force"), and see diffgate explain --command',
    },
    deny: {
        message: (segment, prefix, pattern) => `The command runs ${quoteCommand(segment)} (prefix ${prefix}), which command-deny ${JSON.stringify(pattern)} refuses.`,
        next: () => 'Do not run it, and do not reach the same result another way (another spelling, a script, an alias, another tool). Show the command you intended and why in your reply; if a person decides to run it, they run it themselves (a release phrase does not lift a command-deny).',
    },
    catastrophic: {
        message: (form, text) => `The command contains ${form} (${quoteCommand(text)}), one of the five forms diffgate always refuses.`,
        reason: () => "It destroys the whole file system, the home directory or the machine's processes; no rule and no release lifts this.",
        next: () => 'Do not run it in any spelling. If you meant to remove something specific, name that path exactly (for example rm -rf ./build).',
    },
    ask: {
        segment: (segment, prefix, kind, pattern, reason, source, maybe) => `${quoteCommand(segment)} (prefix ${prefix}) ${maybe ? 'may match' : 'matches'} ${kind} ${JSON.stringify(pattern)}${maybe ? ' (a word is not known before the command runs)' : ''}: ${reason} (${source})`,
        reason: (parts) => `diffgate: a person decides this command. ${parts.join('; ')}.`,
    },
    allow: {
        reason: (parts) => `diffgate: every command in it is allowed by the manifest: ${parts.join('; ')}.`,
        segment: (prefix, pattern, source) => `${prefix} (command-allow ${JSON.stringify(pattern)}, ${source})`,
    },
    explain: {
        needsPath: () => "explain needs at least one PATH (or --command 'CMD')",
        usage: () => "explain --command takes one command line and no PATH (quote it: diffgate explain --command 'git status && npm test')",
        header: (command) => `command: ${command}`,
        none: () => '  (no commands: nothing for the policy to judge)',
        segment: (n, text) => `  ${n}. ${text}`,
        prefix: (prefix, how) => `     prefix:  ${prefix}  (${how})`,
        arityKnown: (entry, arity, reason) => `arity table: ${entry} ${arity}, ${reason}`,
        arityUnknown: () => "not in the arity table: the program's name alone",
        targets: () => 'one prefix per target',
        alternate: (prefixes, options) => `     or:      ${prefixes}  (if ${options.join(', ')} take${options.length === 1 ? 's' : ''} a value)`,
        via: (via) => `     via:     ${via.join(' > ')}`,
        parseFailed: () => '     parse:   the shell parser could not read it; its words are read from the raw text',
        rule: (kind, pattern, reason, source) => `     rule:    ${kind}  ${pattern}  ${reason}  (${source})`,
        maybe: () => '     note:    the rule may match: a word is not known before the command runs, so a person decides',
        noRule: () => '     rule:    none matches',
        catastrophic: (form) => `     rule:    built-in: ${form} is always refused`,
        allowBlocked: (why) => `     note:    the allow rule does not apply: ${why}`,
        verdict: (decision) => `     verdict: ${decision}`,
        lineCatastrophic: (form, text) => `  catastrophic: ${form} in ${quoteCommand(text)} (checked on the raw text; nothing overrides it)`,
        total: (decision, why) => `verdict: ${decision}${why ? ` (${why})` : ''}`,
        why: {
            deny: () => 'a segment is denied',
            ask: () => 'a segment needs a person',
            allow: () => 'every segment is allowed',
            none: () => "not every segment is allowed, so Claude Code's own permissions decide",
        },
        noOpinion: () => 'no opinion',
    },
    allowBlocked: {
        parseFailed: () => 'the shell parser could not read it',
        privilege: (wrapper) => `it runs through ${wrapper}, as another user`,
        environment: () => 'the command line changes its environment (VAR=value, env, export), and variables can change what a program runs',
        overrides: (found) => found.map((f) => `${f.option}: ${f.reason}`).join('; '),
        doubt: (options, unknownWord) => [
            unknownWord ? 'a word of its prefix is not known before it runs' : '',
            options.length > 0
                ? `the table does not know whether ${options.join(', ')} take${options.length === 1 ? 's' : ''} a value`
                : '',
        ]
            .filter(Boolean)
            .join('; '),
    },
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

/***/ 6227:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isBlocked = isBlocked;
exports.violationRecord = violationRecord;
exports.location = location;
function isBlocked(verdict) {
    return verdict.violations.length > 0;
}
function violationRecord(v) {
    return {
        rule: v.rule,
        path: v.path,
        line: v.line ?? null,
        endLine: v.endLine ?? null,
        reason: v.reason,
        message: v.message,
        next: v.next,
        source: v.source ?? null,
    };
}
function location(v) {
    if (v.line === undefined)
        return v.path;
    return v.endLine !== undefined ? `${v.path}:${v.line}-${v.endLine}` : `${v.path}:${v.line}`;
}


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


/***/ })

};
