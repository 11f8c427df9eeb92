"use strict";
exports.id = "402-2021-3730-4006-6148-9350";
exports.ids = ["402-2021-3730-4006-6148-9350",402,2021,3730,4006,6148,9350];
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

/***/ 3176:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.checkCommand = checkCommand;
exports.rangeOf = rangeOf;
const node_util_1 = __webpack_require__(7975);
const cli_js_1 = __webpack_require__(1065);
const io_js_1 = __webpack_require__(9845);
const renderGithub_js_1 = __webpack_require__(8910);
const renderJson_js_1 = __webpack_require__(1263);
const renderText_js_1 = __webpack_require__(5262);
const runCheck_js_1 = __webpack_require__(3998);
const runGit_js_1 = __webpack_require__(3836);
const usageError_js_1 = __webpack_require__(3962);
async function checkCommand(args, io) {
    const { values } = (0, node_util_1.parseArgs)({
        args,
        options: {
            staged: { type: 'boolean' },
            range: { type: 'string' },
            worktree: { type: 'boolean' },
            manifest: { type: 'string' },
            format: { type: 'string', default: 'text' },
        },
        strict: true,
        allowPositionals: false,
    });
    const mode = modeOf(values);
    const format = values.format;
    if (!['text', 'json', 'github'].includes(format))
        throw new usageError_js_1.UsageError(cli_js_1.cliText.badFormat(format));
    const outcome = await (0, runCheck_js_1.runCheck)(mode, {
        cwd: io.cwd,
        env: io.env,
        ...(values.manifest !== undefined ? { manifest: values.manifest } : {}),
    });
    if (!outcome.ok) {
        io.stderr(`${outcome.error}\n`);
        return io_js_1.EXIT.config;
    }
    const { verdict, manifestLabel } = outcome;
    if (!outcome.hasManifest && format === 'text')
        io.stderr(`${cli_js_1.noteText.noManifest(manifestLabel)}\n`);
    if (format === 'json')
        io.stdout((0, renderJson_js_1.renderJson)(verdict, manifestLabel));
    else if (format === 'github')
        io.stdout((0, renderGithub_js_1.renderGithub)(verdict));
    else {
        io.stderr((0, renderText_js_1.renderText)(verdict, manifestLabel, (0, io_js_1.useColor)(io), scopeOf(mode)));
        if (mode.kind === 'staged' && verdict.checked === 0 && (await hasUnstagedChanges(io)))
            io.stderr(`${cli_js_1.cliText.unstagedHint()}\n`);
    }
    return verdict.violations.length > 0 ? io_js_1.EXIT.blocked : io_js_1.EXIT.ok;
}
function rangeOf(range) {
    const m = /^(.*?)\.\.\.?(.*)$/.exec(range);
    if (!m || (m[1] === '' && m[2] === '') || m[2].startsWith('.'))
        throw new usageError_js_1.UsageError(cli_js_1.cliText.badRange(range));
    return { kind: 'range', base: m[1] || 'HEAD', head: m[2] || 'HEAD' };
}
function scopeOf(mode) {
    if (mode.kind === 'range')
        return cli_js_1.cliText.scope.range(mode.base, mode.head);
    return mode.kind === 'worktree' ? cli_js_1.cliText.scope.worktree() : cli_js_1.cliText.scope.staged();
}
async function hasUnstagedChanges(io) {
    const out = await (0, runGit_js_1.runGit)(io.cwd, io.env).raw(['status', '--porcelain', '-z', '--untracked-files=normal']);
    return out.length > 0;
}
function modeOf(values) {
    const chosen = [values.staged, values.range !== undefined, values.worktree].filter(Boolean).length;
    if (chosen > 1)
        throw new usageError_js_1.UsageError(cli_js_1.cliText.oneMode());
    if (values.range !== undefined)
        return rangeOf(values.range);
    return values.worktree ? { kind: 'worktree' } : { kind: 'staged' };
}


/***/ }),

/***/ 8910:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderGithub = renderGithub;
const renderOrder_js_1 = __webpack_require__(7097);
const escapeData = (s) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
const sentence = (s) => (/[.!?]["')\]]?$/.test(s.trimEnd()) ? s.trimEnd() : `${s.trimEnd()}.`);
function renderGithub(verdict) {
    return (0, renderOrder_js_1.inReadingOrder)(verdict.violations)
        .map((v) => {
        const props = [`file=${escapeProperty(v.path)}`];
        if (v.line !== undefined)
            props.push(`line=${v.line}`);
        if (v.endLine !== undefined)
            props.push(`endLine=${v.endLine}`);
        props.push(`title=${escapeProperty(`diffgate ${v.rule}`)}`);
        const text = `${sentence(v.message)} Why: ${sentence(v.reason)} Next: ${sentence(v.next)}`;
        return `::error ${props.join(',')}::${escapeData(text)}\n`;
    })
        .join('');
}


/***/ }),

/***/ 1263:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderJson = renderJson;
const verdict_js_1 = __webpack_require__(6227);
const renderOrder_js_1 = __webpack_require__(7097);
function renderJson(verdict, manifestLabel) {
    const violations = (0, renderOrder_js_1.inReadingOrder)(verdict.violations).map(verdict_js_1.violationRecord);
    return `${JSON.stringify({ blocked: violations.length > 0, checked: verdict.checked, manifest: manifestLabel, violations }, null, 2)}\n`;
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

/***/ 7097:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.inReadingOrder = inReadingOrder;
function inReadingOrder(violations) {
    return violations
        .map((v, i) => ({ v, i }))
        .sort((a, b) => compare(a.v.path, b.v.path) ||
        (a.v.line ?? 0) - (b.v.line ?? 0) ||
        (a.v.endLine ?? 0) - (b.v.endLine ?? 0) ||
        a.i - b.i)
        .map(({ v }) => v);
}
const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);


/***/ }),

/***/ 5262:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderText = renderText;
exports.renderViolations = renderViolations;
const cli_js_1 = __webpack_require__(1065);
const verdict_js_1 = __webpack_require__(6227);
const renderOrder_js_1 = __webpack_require__(7097);
const paint = (on, code, s) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);
function renderText(verdict, manifestLabel, color, scope) {
    if (verdict.violations.length === 0)
        return `${cli_js_1.cliText.ok(verdict.checked, manifestLabel, scope)}\n`;
    const header = paint(color, '1;31', cli_js_1.cliText.blockedHeader(verdict.violations.length, verdict.checked, scope));
    return `${header}\n\n${blocks(verdict.violations, color, true)}`;
}
function renderViolations(verdict, color) {
    return blocks(verdict.violations, color, false);
}
function blocks(violations, color, withNext) {
    const out = [];
    for (const v of (0, renderOrder_js_1.inReadingOrder)(violations)) {
        out.push(`${paint(color, '1', (0, verdict_js_1.location)(v))}  [${v.rule}]`);
        out.push(`  ${v.message}`);
        out.push(`  ${cli_js_1.cliText.why.trimEnd()} ${v.reason}${v.source ? ` (${v.source})` : ''}`);
        if (withNext)
            out.push(`  ${paint(color, '33', cli_js_1.cliText.next)} ${v.next}`);
        out.push('');
    }
    return out.join('\n');
}


/***/ }),

/***/ 3998:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runCheck = runCheck;
exports.readFailureOutcome = readFailureOutcome;
exports.decisionOutcome = decisionOutcome;
const cli_js_1 = __webpack_require__(1065);
const decideChange_js_1 = __webpack_require__(708);
const parseManifest_js_1 = __webpack_require__(5684);
const changeSet_js_1 = __webpack_require__(1171);
const readChanges_js_1 = __webpack_require__(402);
const toFileChanges_js_1 = __webpack_require__(2259);
const runGit_js_1 = __webpack_require__(3836);
const violation_js_1 = __webpack_require__(5356);
const patternMemo_js_1 = __webpack_require__(7613);
async function runCheck(mode, opts) {
    let set;
    try {
        set = await (0, readChanges_js_1.readChanges)(mode, opts);
    }
    catch (e) {
        if (e instanceof changeSet_js_1.GitUsageError)
            return { ok: false, error: cli_js_1.cliText.gitError(e.message) };
        throw e;
    }
    try {
        const decision = await (0, decideChange_js_1.decideChange)(set.manifest, set.changes, {
            manifestRequired: opts.manifest !== undefined,
            knownPatterns: (0, patternMemo_js_1.patternMemo)(opts.env),
        });
        const outcome = decisionOutcome(decision);
        return outcome.ok && mode.kind === 'worktree'
            ? { ...outcome, verdict: await adviseUntracked(outcome.verdict, opts) }
            : outcome;
    }
    catch (e) {
        return readFailureOutcome(e);
    }
    finally {
        set.close();
    }
}
function readFailureOutcome(e) {
    if (e instanceof toFileChanges_js_1.UnmergedError)
        return { ok: false, error: cli_js_1.cliText.readError(e.message) };
    if (e instanceof changeSet_js_1.GitUsageError)
        return { ok: false, error: cli_js_1.cliText.gitError(e.message) };
    throw e;
}
function decisionOutcome(decision) {
    switch (decision.kind) {
        case 'manifest-missing':
            return { ok: false, error: cli_js_1.cliText.manifestMissing(decision.manifest.label) };
        case 'manifest-errors':
            return {
                ok: false,
                error: `${cli_js_1.cliText.manifestErrors(decision.manifest.label, decision.errors.length)}\n${decision.errors.map((e) => `  ${(0, parseManifest_js_1.formatManifestError)(e)}`).join('\n')}`,
            };
        case 'read-error':
            return { ok: false, error: cli_js_1.cliText.readError(decision.error.message) };
        case 'verdict':
            return {
                ok: true,
                verdict: decision.verdict,
                manifestLabel: decision.manifest.label,
                hasManifest: decision.manifest.text !== null,
            };
    }
}
async function adviseUntracked(verdict, opts) {
    const added = verdict.violations.filter((v) => v.rule === 'deny' || v.rule === 'secret');
    if (added.length === 0)
        return verdict;
    const paths = [...new Set(added.map((v) => v.path))];
    const top = (await (0, runGit_js_1.runGit)(opts.cwd, opts.env).raw(['rev-parse', '--show-toplevel'])).trim();
    const listed = await (0, runGit_js_1.runGit)(top, opts.env).raw([
        'ls-files',
        '-z',
        '--cached',
        '--',
        ...paths.map((p) => `:(literal)${p}`),
    ]);
    const tracked = new Set(listed.split('\0').filter((p) => p !== ''));
    const violations = verdict.violations.map((v) => {
        if ((v.rule !== 'deny' && v.rule !== 'secret') || tracked.has(v.path))
            return v;
        return { ...v, next: v.rule === 'deny' ? violation_js_1.violationText.deny.nextUntracked(v.path) : violation_js_1.violationText.secret.nextUntracked(v.path) };
    });
    return { ...verdict, violations };
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
