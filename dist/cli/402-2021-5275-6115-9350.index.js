"use strict";
exports.id = "402-2021-5275-6115-9350";
exports.ids = ["402-2021-5275-6115-9350",402,2021,5275,6115,9350];
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

/***/ 708:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.decideChange = decideChange;
exports.changeDecider = changeDecider;
const check_js_1 = __webpack_require__(9350);
const commandRuleErrors_js_1 = __webpack_require__(6098);
const parseManifest_js_1 = __webpack_require__(5684);
async function decideChange(manifest, changes, opts) {
    return (await changeDecider(manifest, opts))(changes);
}
async function changeDecider(manifest, opts) {
    const named = (label) => (label === undefined ? manifest : { ...manifest, label });
    const relabel = (source, label) => label !== undefined && source.startsWith(`${manifest.label}:`)
        ? `${label}${source.slice(manifest.label.length)}`
        : source;
    if (manifest.text === null && opts.manifestRequired)
        return async (_, label) => ({ kind: 'manifest-missing', manifest: named(label) });
    const parsed = await (0, commandRuleErrors_js_1.withCommandRuleErrors)((0, parseManifest_js_1.parseManifest)(manifest.text ?? '', manifest.label), opts.knownPatterns);
    if (parsed.errors.length > 0)
        return async (_, label) => ({
            kind: 'manifest-errors',
            manifest: named(label),
            errors: parsed.errors.map((e) => (label === undefined ? e : { ...e, file: label })),
        });
    const checker = new check_js_1.Checker(parsed, manifest.path, { adoptManifest: true });
    return async (changes, label) => {
        try {
            const verdict = await checker.check(changes);
            if (label !== undefined)
                verdict.violations = verdict.violations.map((v) => v.source === undefined ? v : { ...v, source: relabel(v.source, label) });
            return { kind: 'verdict', verdict, manifest: named(label) };
        }
        catch (e) {
            if (e instanceof check_js_1.ReadError)
                return { kind: 'read-error', error: e };
            throw e;
        }
    };
}


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

/***/ 1261:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.onAnotherMachine = onAnotherMachine;
const NETWORK_URL = /^(?:(?:https?|ssh|git|git\+ssh|ssh\+git):\/\/[A-Za-z0-9[_~.]|(?:[A-Za-z0-9._~-]+@)?[A-Za-z0-9][A-Za-z0-9.-]*:(?!:|\/\/))\S*$/;
function onAnotherMachine(url) {
    return NETWORK_URL.test(url);
}


/***/ }),

/***/ 7731:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.manifestInForce = void 0;
exports.commitDecisions = commitDecisions;
exports.decideEntries = decideEntries;
const decideChange_js_1 = __webpack_require__(708);
const catFile_js_1 = __webpack_require__(7105);
const changeSet_js_1 = __webpack_require__(1171);
const commitDiffs_js_1 = __webpack_require__(9812);
const readChanges_js_1 = __webpack_require__(402);
const toFileChanges_js_1 = __webpack_require__(2259);
const manifestInForce = (c) => `${c.parent ?? c.sha}:${readChanges_js_1.DEFAULT_MANIFEST}`;
exports.manifestInForce = manifestInForce;
const IN_FLIGHT = 8;
async function commitDecisions(commits, opts, onDecided) {
    const own = commits.filter((c) => c.otherParents.length === 0);
    let diffs;
    try {
        diffs = (0, commitDiffs_js_1.commitDiffs)(own, opts);
    }
    catch (e) {
        if (e instanceof changeSet_js_1.GitUsageError)
            return new Map();
        throw e;
    }
    return decideEntries(own.flatMap((c) => {
        const entries = diffs.get(c.sha);
        return entries === undefined ? [] : [{ c, entries }];
    }), opts, onDecided);
}
async function decideEntries(queue, opts, onDecided) {
    const out = new Map();
    if (queue.length === 0)
        return out;
    const cat = new catFile_js_1.CatFile(opts.cwd, opts.env, { long: true });
    const shared = new Map();
    const decider = async (blob, label) => {
        const bytes = blob === null ? null : await cat.read(blob);
        return (0, decideChange_js_1.changeDecider)({ text: bytes ? new TextDecoder().decode(bytes) : null, label, path: readChanges_js_1.DEFAULT_MANIFEST }, { manifestRequired: false, knownPatterns: opts.knownPatterns });
    };
    const one = async (c, entries) => {
        const label = (0, exports.manifestInForce)(c);
        const touchesManifest = entries.some((e) => e.oldPath === readChanges_js_1.DEFAULT_MANIFEST || e.newPath === readChanges_js_1.DEFAULT_MANIFEST);
        try {
            let decide;
            if (touchesManifest)
                decide = await decider(c.manifest, label);
            else {
                if (!shared.has(c.manifest))
                    shared.set(c.manifest, decider(c.manifest, label));
                decide = await shared.get(c.manifest);
            }
            return { decision: await decide((0, toFileChanges_js_1.toFileChanges)(entries, (0, readChanges_js_1.blobReader)(cat)), label) };
        }
        catch (e) {
            return { failure: e };
        }
    };
    let next = 0;
    const worker = async () => {
        while (next < queue.length) {
            const { c, entries } = queue[next++];
            out.set(c.sha, await one(c, entries));
            onDecided?.();
        }
    };
    try {
        await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, queue.length) }, worker));
    }
    finally {
        cat.close();
    }
    return out;
}


/***/ }),

/***/ 9812:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commitDiffs = commitDiffs;
const node_child_process_1 = __webpack_require__(1421);
const changeSet_js_1 = __webpack_require__(1171);
const gitDeadline_js_1 = __webpack_require__(6039);
const parseRawDiff_js_1 = __webpack_require__(9591);
const readChanges_js_1 = __webpack_require__(402);
function commitDiffs(edges, opts) {
    if (edges.length === 0)
        return new Map();
    const input = edges.map((e) => (e.parent === null ? e.sha : `${e.sha} ${e.parent}`)).join('\n');
    const r = (0, node_child_process_1.spawnSync)('git', ['diff-tree', '--stdin', '-r', '--root', '--always', ...readChanges_js_1.DIFF_FLAGS], {
        cwd: opts.cwd,
        env: opts.env,
        input: `${input}\n`,
        encoding: 'utf8',
        maxBuffer: 1 << 30,
        ...(0, gitDeadline_js_1.gitTimeout)(),
    });
    if (r.error)
        throw new changeSet_js_1.GitUsageError(`cannot run git diff-tree: ${r.error.message}`);
    if (r.status !== 0)
        throw new changeSet_js_1.GitUsageError(r.stderr.trim() || `git diff-tree --stdin failed (${r.status})`);
    const byCommit = (0, parseRawDiff_js_1.rawEntriesByCommit)(r.stdout);
    const missing = edges.find((e) => !byCommit.has(e.sha));
    if (missing)
        throw new changeSet_js_1.GitUsageError(`git diff-tree --stdin did not answer for ${missing.sha}`);
    if ((0, readChanges_js_1.verifiedDiffs)(opts, edges) !== undefined)
        throw new changeSet_js_1.GitUsageError('a rewritten object');
    return byCommit;
}


/***/ }),

/***/ 6321:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.releaseFile = exports.releaseId = void 0;
exports.recordDirs = recordDirs;
exports.writeReleaseRecord = writeReleaseRecord;
exports.findReleaseRecord = findReleaseRecord;
exports.writeRefusedBatch = writeRefusedBatch;
exports.releaseFromBatch = releaseFromBatch;
exports.refusedRecords = refusedRecords;
exports.appendAudit = appendAudit;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const readRegular_js_1 = __webpack_require__(6355);
async function recordDirs(git, cwd) {
    const [gitDir = '', common = ''] = (await git.raw(['rev-parse', '--absolute-git-dir', '--git-common-dir']))
        .trim()
        .split('\n');
    return { common: (0, node_path_1.join)((0, node_path_1.resolve)(cwd, common), 'diffgate'), worktree: (0, node_path_1.join)(gitDir, 'diffgate') };
}
const releaseId = (tree, parent) => `${tree}-${parent ?? 'root'}`;
exports.releaseId = releaseId;
const releaseFile = (dirs, tree, parent) => (0, node_path_1.join)(dirs.common, 'releases', `${(0, exports.releaseId)(tree, parent)}.json`);
exports.releaseFile = releaseFile;
function writeReleaseRecord(dirs, record) {
    const file = (0, exports.releaseFile)(dirs, record.tree, record.parent);
    (0, node_fs_1.mkdirSync)((0, node_path_1.join)(file, '..'), { recursive: true });
    (0, node_fs_1.writeFileSync)(file, `${JSON.stringify(record)}\n`);
    return file;
}
function findReleaseRecord(dirs, tree, parent) {
    const file = (0, exports.releaseFile)(dirs, tree, parent);
    if (!(0, node_fs_1.existsSync)(file))
        return undefined;
    try {
        return JSON.parse((0, node_fs_1.readFileSync)(file, 'utf8'));
    }
    catch {
        return { tree, parent, reason: '(unreadable release record)', items: [], at: '' };
    }
}
const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const SINGLE = /^([0-9a-f]{40}|[0-9a-f]{64})\.json$/;
const BATCH = /^batch-[0-9a-z-]+\.json$/;
const BATCH_BOUND = 256 * 1024 * 1024;
function writeRefusedBatch(dir, batch) {
    (0, node_fs_1.mkdirSync)(dir, { recursive: true });
    const name = `batch-${Date.now().toString(36)}-${process.pid.toString(36)}-${Math.random().toString(36).slice(2, 10)}.json`;
    const file = (0, node_path_1.join)(dir, name);
    writeWhole(file, `${JSON.stringify({ v: 1, ...batch })}\n`);
    return file;
}
function writeWhole(file, text) {
    const dir = (0, node_path_1.join)(file, '..');
    const tmp = (0, node_path_1.join)(dir, `.${Math.random().toString(36).slice(2, 10)}.tmp`);
    const fd = (0, node_fs_1.openSync)(tmp, 'wx', 0o644);
    try {
        const bytes = Buffer.from(text);
        for (let at = 0; at < bytes.length;)
            at += (0, node_fs_1.writeSync)(fd, bytes, at);
        (0, node_fs_1.fsyncSync)(fd);
    }
    finally {
        (0, node_fs_1.closeSync)(fd);
    }
    (0, node_fs_1.renameSync)(tmp, file);
    const dfd = (0, node_fs_1.openSync)(dir, node_fs_1.constants.O_RDONLY);
    try {
        (0, node_fs_1.fsyncSync)(dfd);
    }
    finally {
        (0, node_fs_1.closeSync)(dfd);
    }
}
function releaseFromBatch(file, released) {
    const batch = readBatch(file);
    const left = batch.commits.filter((c) => !released.has(c.commit));
    if (left.length === batch.commits.length)
        return;
    if (left.length === 0)
        (0, node_fs_1.renameSync)(file, file.replace(/\.json$/, '.released.json'));
    else
        writeWhole(file, `${JSON.stringify({ v: 1, session: batch.session, at: batch.at, commits: left })}\n`);
}
function readBatch(file) {
    const text = readRegularFile(file, BATCH_BOUND);
    let v;
    try {
        v = JSON.parse(text);
    }
    catch (e) {
        throw new Error(`not JSON (${e.message})`);
    }
    const shaped = typeof v === 'object' &&
        v !== null &&
        v.v === 1 &&
        Array.isArray(v.commits) &&
        v.commits.every((c) => typeof c === 'object' &&
            c !== null &&
            typeof c.commit === 'string' &&
            COMMIT_ID.test(c.commit) &&
            Array.isArray(c.violations) &&
            c.violations.every((x) => typeof x === 'object' &&
                x !== null &&
                typeof x.rule === 'string' &&
                typeof x.path === 'string' &&
                typeof x.reason === 'string'));
    if (!shaped)
        throw new Error('not a batch of refused commits diffgate wrote');
    return {
        session: typeof v.session === 'string' ? v.session : '',
        at: typeof v.at === 'string' ? v.at : '',
        commits: v.commits,
    };
}
function readRegularFile(file, bound) {
    try {
        return (0, readRegular_js_1.readRegular)(file, bound).toString('utf8');
    }
    catch (e) {
        if (!(e instanceof readRegular_js_1.NotReadable))
            throw e;
        throw new Error(e.why === 'not-regular' ? 'not a regular file' : `larger than ${bound} bytes`);
    }
}
function refusedRecords(dirs) {
    const found = new Map();
    const unreadable = [];
    for (const base of new Set([dirs.common, dirs.worktree])) {
        const dir = (0, node_path_1.join)(base, 'refused');
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(dir);
        }
        catch (e) {
            if (e.code === 'ENOENT')
                continue;
            throw e;
        }
        for (const name of names) {
            const file = (0, node_path_1.join)(dir, name);
            if (BATCH.test(name)) {
                let batch;
                try {
                    batch = readBatch(file);
                }
                catch (e) {
                    unreadable.push({ file, problem: e.message });
                    continue;
                }
                for (const c of batch.commits)
                    found.set(c.commit, {
                        commit: c.commit,
                        ...(batch.session !== '' ? { session: batch.session } : {}),
                        ...(batch.at !== '' ? { at: batch.at } : {}),
                        violations: c.violations,
                        file,
                        batch: true,
                    });
                continue;
            }
            const m = SINGLE.exec(name);
            if (!m)
                continue;
            let data = {};
            try {
                data = JSON.parse(readRegularFile(file, 1 << 20));
            }
            catch {
            }
            found.set(m[1], {
                commit: m[1],
                ...(typeof data.session === 'string' ? { session: data.session } : {}),
                ...(typeof data.at === 'string' ? { at: data.at } : {}),
                violations: Array.isArray(data.violations) ? data.violations : [],
                file,
            });
        }
    }
    return { refused: found, unreadable };
}
function appendAudit(dirs, entries) {
    (0, node_fs_1.mkdirSync)(dirs.common, { recursive: true });
    const file = (0, node_path_1.join)(dirs.common, 'audit.jsonl');
    (0, node_fs_1.appendFileSync)(file, entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
    return file;
}


/***/ }),

/***/ 3652:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.mergeDecisions = mergeDecisions;
const node_child_process_1 = __webpack_require__(1421);
const changeSet_js_1 = __webpack_require__(1171);
const commitDecisions_js_1 = __webpack_require__(7731);
const commitDiffs_js_1 = __webpack_require__(9812);
const gitDeadline_js_1 = __webpack_require__(6039);
const pushedCommits_js_1 = __webpack_require__(6442);
const readChanges_js_1 = __webpack_require__(402);
async function mergeDecisions(merges, opts) {
    const out = new Map();
    const judged = merges.filter((m) => m.parent !== null && m.otherParents.length > 0 && m.manifest !== null);
    if (judged.length === 0)
        return out;
    let first;
    try {
        first = (0, commitDiffs_js_1.commitDiffs)(judged, opts);
    }
    catch (e) {
        if (e instanceof changeSet_js_1.GitUsageError)
            return out;
        throw e;
    }
    const whole = await (0, commitDecisions_js_1.decideEntries)(judged.map((c) => ({ c, entries: first.get(c.sha) })), opts);
    const flagged = [];
    for (const c of judged) {
        const d = whole.get(c.sha);
        if (d === undefined || !('decision' in d) || d.decision.kind !== 'verdict')
            continue;
        if (d.decision.verdict.violations.length === 0)
            out.set(c.sha, d);
        else
            flagged.push(c);
    }
    if (flagged.length === 0)
        return out;
    let sides;
    try {
        sides = sidePaths(flagged, first, opts);
    }
    catch (e) {
        if (e instanceof changeSet_js_1.GitUsageError)
            return out;
        throw e;
    }
    const own = await (0, commitDecisions_js_1.decideEntries)(flagged.map((c) => {
        const per = sides.get(c.sha);
        const entries = first
            .get(c.sha)
            .filter((e) => [e.oldPath, e.newPath].some((path) => per.every((s) => s === undefined || s.has(path))));
        return { c, entries };
    }), opts);
    for (const [sha, d] of own)
        if ('decision' in d && d.decision.kind === 'verdict')
            out.set(sha, d);
    return out;
}
function sidePaths(merges, first, opts) {
    const width = Math.max(...merges.map((c) => c.otherParents.length));
    const differs = new Map(merges.map((c) => [c.sha, []]));
    for (let j = 0; j < width; j++) {
        const edges = merges
            .filter((c) => c.otherParents.length > j)
            .map((c) => ({ sha: c.sha, parent: c.otherParents[j] }));
        for (const [sha, entries] of (0, commitDiffs_js_1.commitDiffs)(edges, opts))
            differs.get(sha)[j] = new Set(entries.flatMap((e) => [e.oldPath, e.newPath]));
    }
    const pairs = new Map();
    for (const c of merges)
        c.otherParents.forEach((other, j) => {
            const set = differs.get(c.sha)[j];
            if (first.get(c.sha).some((e) => !set.has(e.oldPath) || !set.has(e.newPath)))
                pairs.set(`${c.parent} ${other}`, { parent: c.parent, other });
        });
    const grew = underRules([...pairs.values()], opts);
    return new Map(merges.map((c) => [
        c.sha,
        c.otherParents.map((other, j) => grew.get(`${c.parent} ${other}`) === false ? undefined : differs.get(c.sha)[j]),
    ]));
}
function underRules(pairs, opts) {
    const out = new Map();
    const bases = new Map();
    for (const { parent, other } of pairs) {
        const r = (0, node_child_process_1.spawnSync)('git', ['merge-base', parent, other], {
            cwd: opts.cwd,
            env: opts.env,
            encoding: 'utf8',
            ...(0, gitDeadline_js_1.gitTimeout)(),
        });
        if (r.error)
            throw new changeSet_js_1.GitUsageError(`cannot run git merge-base: ${r.error.message}`);
        const key = `${parent} ${other}`;
        if (r.status === 0)
            bases.set(key, r.stdout.trim());
        else if (r.status === 1 && r.stderr.trim() === '')
            out.set(key, false);
        else
            throw new changeSet_js_1.GitUsageError(r.stderr.trim() || `git merge-base failed (${r.status})`);
    }
    if (bases.size === 0)
        return out;
    const keys = [...bases.keys()];
    const blobs = (0, pushedCommits_js_1.manifestBlobs)([...bases.values()].map((base) => `${base}:${readChanges_js_1.DEFAULT_MANIFEST}`), opts);
    keys.forEach((key, k) => out.set(key, blobs[k] !== null));
    return out;
}


/***/ }),

/***/ 3374:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseConfigList = parseConfigList;
function parseConfigList(text) {
    return text
        .split('\0')
        .filter((e) => e !== '')
        .map((e) => {
        const nl = e.indexOf('\n');
        return nl < 0 ? [e, ''] : [e.slice(0, nl), e.slice(nl + 1)];
    });
}


/***/ }),

/***/ 6442:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.pushedCommits = pushedCommits;
exports.judgedCommits = judgedCommits;
exports.underRules = underRules;
exports.manifestBlobs = manifestBlobs;
const node_child_process_1 = __webpack_require__(1421);
const changeSet_js_1 = __webpack_require__(1171);
const gitDeadline_js_1 = __webpack_require__(6039);
const runGit_js_1 = __webpack_require__(3836);
const readChanges_js_1 = __webpack_require__(402);
const toFileChanges_js_1 = __webpack_require__(2259);
async function pushedCommits(git, opts, pushes) {
    const all = [];
    const seen = new Set();
    for (const { localSha, remoteSha } of pushes) {
        if (toFileChanges_js_1.NULL_SHA.test(localSha))
            continue;
        const known = !toFileChanges_js_1.NULL_SHA.test(remoteSha) &&
            (await git.raw(['cat-file', '-t', remoteSha]).then(() => true, () => false));
        let listed;
        try {
            listed = await git.raw([
                'rev-list',
                '--reverse',
                '--parents',
                localSha,
                '--not',
                ...opts.trusted,
                ...(known ? [remoteSha] : []),
                '--',
            ]);
        }
        catch (e) {
            throw new changeSet_js_1.GitUsageError((0, runGit_js_1.gitMessage)(e));
        }
        for (const line of listed.split('\n')) {
            if (line === '')
                continue;
            const [sha, parent = null, ...otherParents] = line.split(' ');
            if (seen.has(sha))
                continue;
            seen.add(sha);
            all.push({ sha, parent, otherParents });
        }
    }
    if (all.length === 0)
        return { all, judged: [] };
    const judged = judgedCommits(all, opts).filter((c) => c.manifest !== null);
    return { all, judged };
}
function judgedCommits(commits, opts) {
    const path = opts.manifestPath ?? readChanges_js_1.DEFAULT_MANIFEST;
    const sides = commits.map((c) => (c.parent === null ? [c.sha] : [c.parent, ...c.otherParents]));
    const blobs = manifestBlobs(sides.flat().map((rev) => `${rev}:${path}`), opts);
    const manifestOf = new Map();
    let k = 0;
    for (const revs of sides)
        for (const rev of revs)
            manifestOf.set(rev, blobs[k++]);
    const at = new Map(commits.map((c, i) => [c.sha, i]));
    const standing = new Map();
    const out = new Array(commits.length);
    const standOf = (rev) => (at.has(rev) ? standing.get(rev) : manifestOf.get(rev) ? 2 : 0);
    const decide = (i) => {
        const c = commits[i];
        if (c.parent === null) {
            const own = manifestOf.get(c.sha) ?? null;
            standing.set(c.sha, own === null ? 0 : 1);
            out[i] = { ...c, manifest: own };
            return;
        }
        const parents = [c.parent, ...c.otherParents];
        let best = -1;
        for (const [j, p] of parents.entries())
            if (manifestOf.get(p) && (best < 0 || standOf(p) > standOf(parents[best])))
                best = j;
        if (best < 0) {
            standing.set(c.sha, 0);
            out[i] = { ...c, manifest: null };
            return;
        }
        standing.set(c.sha, standOf(parents[best]));
        out[i] = { ...underRules(c, best), manifest: manifestOf.get(parents[best]) };
    };
    for (const [start] of commits.entries()) {
        const todo = [start];
        while (todo.length > 0) {
            const i = todo[todo.length - 1];
            const c = commits[i];
            if (standing.has(c.sha)) {
                todo.pop();
                continue;
            }
            const waiting = (c.parent === null ? [] : [c.parent, ...c.otherParents]).flatMap((p) => {
                const j = at.get(p);
                return j !== undefined && !standing.has(p) ? [j] : [];
            });
            if (waiting.length > 0)
                todo.push(...waiting);
            else {
                todo.pop();
                decide(i);
            }
        }
    }
    return out;
}
function underRules(c, k) {
    if (k === 0 || c.parent === null)
        return c;
    const parents = [c.parent, ...c.otherParents];
    const [parent] = parents.splice(k, 1);
    return { sha: c.sha, parent: parent, otherParents: parents };
}
function manifestBlobs(names, opts) {
    const r = (0, node_child_process_1.spawnSync)('git', ['cat-file', '--batch-check=%(objecttype) %(objectname)'], {
        cwd: opts.cwd,
        env: opts.env,
        input: `${names.join('\n')}\n`,
        encoding: 'utf8',
        maxBuffer: 1 << 30,
        ...(0, gitDeadline_js_1.gitTimeout)(),
    });
    if (r.error)
        throw new changeSet_js_1.GitUsageError(r.error.message);
    if (r.status !== 0)
        throw new changeSet_js_1.GitUsageError(r.stderr.trim() || `git cat-file --batch-check failed (${r.status})`);
    const lines = r.stdout.split('\n');
    const blobs = names.map((_, k) => (lines[k]?.startsWith('blob ') ? lines[k].slice(5) : null));
    listedButMissing(names.filter((_, k) => blobs[k] === null), opts);
    return blobs;
}
function listedButMissing(names, opts) {
    const asked = names.flatMap((name) => {
        const colon = name.indexOf(':');
        const path = name.slice(colon + 1);
        return colon > 0 && !path.includes('/') ? [{ rev: name.slice(0, colon), path }] : [];
    });
    if (asked.length === 0)
        return;
    const r = (0, node_child_process_1.spawnSync)('git', ['cat-file', '--batch'], {
        cwd: opts.cwd,
        env: opts.env,
        input: `${asked.map((a) => `${a.rev}^{tree}`).join('\n')}\n`,
        maxBuffer: 1 << 30,
        ...(0, gitDeadline_js_1.gitTimeout)(),
    });
    if (r.error)
        throw new changeSet_js_1.GitUsageError(r.error.message);
    if (r.status !== 0)
        throw new changeSet_js_1.GitUsageError(r.stderr.toString().trim() || `git cat-file --batch failed (${r.status})`);
    const out = r.stdout;
    let at = 0;
    for (const { rev, path } of asked) {
        const nl = out.indexOf(10, at);
        if (nl < 0)
            throw new changeSet_js_1.GitUsageError(`git cat-file --batch did not answer for ${rev}^{tree}`);
        const header = out.toString('utf8', at, nl);
        at = nl + 1;
        const m = /^([0-9a-f]+) tree (\d+)$/.exec(header);
        if (!m)
            throw new changeSet_js_1.GitUsageError(`git has no tree for commit ${rev} (cat-file answered: ${header})`);
        const end = at + Number(m[2]);
        const oidBytes = m[1].length / 2;
        for (let k = at; k < end;) {
            const space = out.indexOf(32, k);
            const nul = out.indexOf(0, space);
            const entry = out.toString('utf8', space + 1, nul);
            const id = out.subarray(nul + 1, nul + 1 + oidBytes).toString('hex');
            if (entry === path)
                throw new changeSet_js_1.GitUsageError(`the manifest ${rev}:${path} is in its tree, but git has no object ${id}`);
            k = nul + 1 + oidBytes;
        }
        at = end + 1;
    }
}


/***/ }),

/***/ 3943:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readRemotes = readRemotes;
exports.remoteOfRef = remoteOfRef;
exports.fetchHeadUrl = fetchHeadUrl;
exports.parseFetchHead = parseFetchHead;
exports.readRemoteRefs = readRemoteRefs;
exports.pushTrusted = pushTrusted;
exports.remoteMoves = remoteMoves;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const onAnotherMachine_js_1 = __webpack_require__(1261);
const parseConfigList_js_1 = __webpack_require__(3374);
const readRegular_js_1 = __webpack_require__(6355);
const REMOTES = 'refs/remotes/';
async function readRemotes(git) {
    const entries = (0, parseConfigList_js_1.parseConfigList)(await git.raw(['config', '-z', '--list']).catch(() => ''));
    const urls = new Map();
    let rewrites = false;
    for (const [key, value] of entries) {
        const m = /^remote\.(.+)\.url$/.exec(key);
        if (m)
            urls.set(m[1], [...(urls.get(m[1]) ?? []), value]);
        else if (/^url\..+\.insteadof$/.test(key))
            rewrites = true;
    }
    const network = new Map();
    const used = new Map();
    for (const [name, configured] of urls) {
        const effective = rewrites
            ? (await git.raw(['remote', 'get-url', '--all', '--', name]).catch(() => '')).split('\n').filter(Boolean)
            : configured;
        used.set(name, effective);
        if (effective.length > 0 && effective.every(onAnotherMachine_js_1.onAnotherMachine))
            network.set(name, new Set(effective.map(fetchHeadUrl)));
    }
    return { names: [...urls.keys()], configured: urls, effective: used, network };
}
function remoteOfRef(ref, names) {
    let best;
    for (const n of names)
        if (ref.startsWith(`${REMOTES}${n}/`) && (best === undefined || n.length > best.length))
            best = n;
    return best;
}
function fetchHeadUrl(url) {
    let u = url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1').replace(/^[^/@:]+@(?=[^/]*:)/, '');
    u = u.replace(/\/+$/, '');
    return u.endsWith('.git') && u.length > 4 ? u.slice(0, -4) : u;
}
function parseFetchHead(text) {
    const out = new Map();
    for (const line of text.split('\n')) {
        const m = /^([0-9a-f]{40}|[0-9a-f]{64})\t(?:not-for-merge)?\t(.+)$/.exec(line);
        if (!m)
            continue;
        const what = m[2];
        const quoted = /^(?:branch|tag|remote-tracking branch) '/.exec(what);
        let url = what;
        if (quoted) {
            const end = what.indexOf("' of ", quoted[0].length);
            if (end < 0)
                continue;
            url = what.slice(end + "' of ".length);
        }
        const set = out.get(m[1]) ?? new Set();
        set.add(fetchHeadUrl(url));
        out.set(m[1], set);
    }
    return out;
}
async function readRemoteRefs(git) {
    const out = {};
    for (const line of (await git.raw(['for-each-ref', '--format=%(objectname) %(refname)', REMOTES])).split('\n')) {
        const sp = line.indexOf(' ');
        if (sp > 0)
            out[line.slice(sp + 1)] = line.slice(0, sp);
    }
    return out;
}
async function pushTrusted(git, dest) {
    const [remotes, refs, common] = await Promise.all([
        readRemotes(git),
        readRemoteRefs(git),
        git.raw(['rev-parse', '--path-format=absolute', '--git-common-dir']).then((s) => s.trim()),
    ]);
    const out = new Set();
    if (linked(common, 'packed-refs'))
        return [];
    for (const r of remotes.names) {
        if (r !== dest && !remotes.network.has(r))
            continue;
        const base = `${REMOTES}${r}/`;
        if (linkedRefs(common, `${REMOTES}${r}`))
            continue;
        const head = symbolicTarget((0, node_path_1.join)(common, `${base}HEAD`));
        const headSha = head === undefined || head.startsWith(base) ? refs[`${base}HEAD`] : undefined;
        const sha = headSha ?? refs[`${base}main`] ?? refs[`${base}master`];
        if (sha !== undefined && remoteOfRef(`${base}HEAD`, remotes.names) === r)
            out.add(sha);
    }
    return [...out];
}
function linked(dir, path) {
    let p = dir;
    for (const part of path.split('/')) {
        p = (0, node_path_1.join)(p, part);
        const st = (0, node_fs_1.lstatSync)(p, { throwIfNoEntry: false });
        if (st === undefined)
            return false;
        if (st.isSymbolicLink())
            return true;
    }
    return false;
}
function linkedRefs(common, folder) {
    if (linked(common, folder))
        return true;
    const walk = (dir) => {
        let entries;
        try {
            entries = (0, node_fs_1.readdirSync)(dir, { withFileTypes: true });
        }
        catch {
            return false;
        }
        return entries.some((e) => e.isSymbolicLink() || (e.isDirectory() && walk((0, node_path_1.join)(dir, e.name))));
    };
    return walk((0, node_path_1.join)(common, folder));
}
function symbolicTarget(file) {
    try {
        const m = /^ref: (\S+)/.exec((0, readRegular_js_1.readRegularText)(file, 4096));
        return m ? m[1] : undefined;
    }
    catch {
        return undefined;
    }
}
function remoteMoves(before, after, remotes, fetchHead, personRemotes) {
    const urls = new Set(personRemotes === undefined
        ? [...remotes.network.values()].flatMap((u) => [...u])
        : Object.values(personRemotes).flat().filter(onAnotherMachine_js_1.onAnotherMachine).map(fetchHeadUrl));
    const trusted = new Set(Object.values(before));
    for (const [sha, from] of parseFetchHead(fetchHead))
        if ([...from].some((u) => urls.has(u)))
            trusted.add(sha);
    const unexplained = {};
    for (const [ref, sha] of Object.entries(after))
        if (before[ref] !== sha && !trusted.has(sha))
            unexplained[ref] = sha;
    return { trusted: [...trusted], unexplained };
}


/***/ }),

/***/ 6115:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.checkNewCommits = checkNewCommits;
__webpack_unused_export__ = parseListed;
exports.commitViolations = commitViolations;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const decideChange_js_1 = __webpack_require__(708);
const commitDecisions_js_1 = __webpack_require__(7731);
const diffgateRecords_js_1 = __webpack_require__(6321);
const mergeDecisions_js_1 = __webpack_require__(3652);
const pushedCommits_js_1 = __webpack_require__(6442);
const readChanges_js_1 = __webpack_require__(402);
const remoteTrust_js_1 = __webpack_require__(3943);
const runGit_js_1 = __webpack_require__(3836);
const readRegular_js_1 = __webpack_require__(6355);
async function checkNewCommits(root, env, before, after, storeDir, session, now, remotes = true, personRemotes) {
    const git = (0, runGit_js_1.runGit)(root, env);
    const was = splitRefs(before);
    const is = splitRefs(after);
    const moves = await remotesAfter(git, remotes ? was.remotes : is.remotes, is.remotes, personRemotes);
    const old = new Set(Object.values(was.heads));
    const tips = [...new Set([...Object.values(is.heads), ...Object.values(moves.unexplained)])].filter((sha) => !old.has(sha));
    if (tips.length === 0)
        return { refused: [], errors: [], trusted: moves.trusted };
    const commits = parseListed(await git.raw([
        'rev-list',
        '--reverse',
        '--parents',
        '--format=>%s',
        ...tips,
        '--not',
        ...Object.values(was.heads),
        ...moves.trusted,
        '--',
    ]));
    const refused = [];
    const errors = [];
    const under = (0, pushedCommits_js_1.judgedCommits)(commits, { cwd: root, env });
    const decided = await (0, commitDecisions_js_1.commitDecisions)(under, { cwd: root, env });
    for (const [sha, d] of await (0, mergeDecisions_js_1.mergeDecisions)(under.filter((c) => c.otherParents.length > 0), { cwd: root, env }))
        decided.set(sha, d);
    const graph = new Map(commits.map((c) => [c.sha, [...(c.parent ? [c.parent] : []), ...c.otherParents]]));
    const reach = new Map();
    const reaches = (tip, commit) => {
        let set = reach.get(tip);
        if (set === undefined)
            reach.set(tip, (set = reachable(graph, tip)));
        return set.has(commit);
    };
    for (const [k, { sha: commit, subject }] of commits.entries()) {
        const { parent, otherParents } = under[k];
        const d = decided.get(commit);
        const violations = d === undefined
            ? await commitViolations(root, env, commit, parent, otherParents)
            : 'failure' in d
                ? d.failure instanceof Error
                    ? d.failure.message
                    : String(d.failure)
                : d.decision.kind === 'verdict'
                    ? d.decision.verdict.violations
                    : d.decision.kind;
        if (typeof violations === 'string') {
            errors.push(`${commit.slice(0, 12)}: ${violations}`);
            continue;
        }
        if (violations.length === 0)
            continue;
        const via = Object.entries(moves.unexplained).flatMap(([ref, tip]) => (reaches(tip, commit) ? [ref] : []));
        const head = is.heads.HEAD;
        const headBefore = via.length > 0 && head !== undefined && was.heads.HEAD !== head && reaches(head, commit)
            ? was.heads.HEAD
            : undefined;
        refused.push({ commit, subject, violations, record: '', via, ...(headBefore ? { headBefore } : {}) });
    }
    if (refused.length > 0) {
        const record = (0, diffgateRecords_js_1.writeRefusedBatch)(node_path_1.posix.join(storeDir, 'refused'), {
            session,
            at: now.toISOString(),
            commits: refused.map((r) => ({
                commit: r.commit,
                violations: r.violations.map((v) => ({ rule: v.rule, path: v.path, reason: v.reason })),
            })),
        });
        for (const r of refused)
            r.record = record;
    }
    return { refused, errors, trusted: moves.trusted };
}
function parseListed(text) {
    const lines = text.split('\n');
    const out = [];
    for (let k = 0; k < lines.length; k++) {
        const m = /^commit ([0-9a-f]+)((?: [0-9a-f]+)*)$/.exec(lines[k]);
        if (m === null)
            continue;
        const [parent = null, ...otherParents] = m[2].split(' ').filter((p) => p !== '');
        const next = lines[k + 1];
        const subject = next?.startsWith('>') ? next.slice(1) : undefined;
        out.push({ sha: m[1], parent, otherParents, subject: subject ?? '' });
        if (subject !== undefined)
            k++;
    }
    return out;
}
function reachable(graph, tip) {
    const seen = new Set();
    const todo = [tip];
    for (let sha = todo.pop(); sha !== undefined; sha = todo.pop()) {
        if (seen.has(sha) || !graph.has(sha))
            continue;
        seen.add(sha);
        todo.push(...graph.get(sha));
    }
    return seen;
}
function splitRefs(refs) {
    const heads = {};
    const remotes = {};
    for (const [ref, sha] of Object.entries(refs))
        (ref.startsWith('refs/remotes/') ? remotes : heads)[ref] = sha;
    return { heads, remotes };
}
async function remotesAfter(git, before, after, personRemotes) {
    const [remotes, fetchHead] = await Promise.all([(0, remoteTrust_js_1.readRemotes)(git), readFetchHeads(git)]);
    return (0, remoteTrust_js_1.remoteMoves)(before, after, remotes, fetchHead, personRemotes);
}
async function readFetchHeads(git) {
    let common;
    try {
        common = (await git.raw(['rev-parse', '--path-format=absolute', '--git-common-dir'])).trim();
    }
    catch {
        return '';
    }
    let worktrees = [];
    try {
        worktrees = (0, node_fs_1.readdirSync)(node_path_1.posix.join(common, 'worktrees'));
    }
    catch {
    }
    const texts = [
        node_path_1.posix.join(common, 'FETCH_HEAD'),
        ...worktrees.map((w) => node_path_1.posix.join(common, 'worktrees', w, 'FETCH_HEAD')),
    ].map((path) => {
        try {
            return (0, readRegular_js_1.readRegularText)(path, 1 << 26);
        }
        catch {
            return '';
        }
    });
    return texts.join('\n');
}
async function commitViolations(root, env, commit, parent, otherParents = []) {
    const parents = parent === null ? [] : [parent, ...otherParents];
    let from = 0;
    if (parents.length > 1) {
        const blobs = (0, pushedCommits_js_1.manifestBlobs)(parents.map((p) => `${p}:${readChanges_js_1.DEFAULT_MANIFEST}`), { cwd: root, env });
        from = blobs.findIndex((b) => b !== null);
        if (from < 0)
            return [];
    }
    for (let k = from; k < Math.max(1, parents.length); k++) {
        const c = (0, pushedCommits_js_1.underRules)({ sha: commit, parent, otherParents: [...otherParents] }, k);
        const set = await (0, readChanges_js_1.readChanges)({ kind: 'commit', commit, parent: c.parent, otherParents: c.otherParents }, { cwd: root, env });
        try {
            const decision = await (0, decideChange_js_1.decideChange)(set.manifest, set.changes, { manifestRequired: false });
            if (decision.kind === 'verdict')
                return decision.verdict.violations;
            if (decision.kind !== 'manifest-missing')
                return decision.kind;
        }
        finally {
            set.close();
        }
    }
    return [];
}


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


/***/ })

};
