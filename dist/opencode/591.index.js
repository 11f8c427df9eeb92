export const id = 591;
export const ids = [591,500,483,450];
export const modules = {

/***/ 6591:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkNewCommits: () => (/* binding */ checkNewCommits),
  commitViolations: () => (/* binding */ commitViolations)
});

// UNUSED EXPORTS: parseListed

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.build/js/src/core/check.js + 9 modules
var check = __webpack_require__(5766);
// EXTERNAL MODULE: ./.build/js/src/core/commandRuleErrors.js
var commandRuleErrors = __webpack_require__(2953);
// EXTERNAL MODULE: ./.build/js/src/core/parseManifest.js + 1 modules
var parseManifest = __webpack_require__(6887);
;// CONCATENATED MODULE: ./.build/js/src/core/decideChange.js



async function decideChange(manifest, changes, opts) {
    return (await changeDecider(manifest, opts))(changes);
}
/**
 * The manifest parsed and compiled once, for deciding many changes under it (the commits of a
 * push); `label` names the manifest in one decision (`<commit>:<path>`): its errors and its rules'
 * sources. A change to the manifest itself is judged by messages that quote the rules in force, so
 * such a change gets a decider of its own, made with its label.
 */
async function changeDecider(manifest, opts) {
    const named = (label) => (label === undefined ? manifest : { ...manifest, label });
    // where a rule is written, `<label>:<line>`, as the decision's own label names it
    const relabel = (source, label) => label !== undefined && source.startsWith(`${manifest.label}:`)
        ? `${label}${source.slice(manifest.label.length)}`
        : source;
    if (manifest.text === null && opts.manifestRequired)
        return async (_, label) => ({ kind: 'manifest-missing', manifest: named(label) });
    const parsed = await (0,commandRuleErrors/* withCommandRuleErrors */.V)((0,parseManifest/* parseManifest */.N)(manifest.text ?? '', manifest.label), opts.knownPatterns);
    if (parsed.errors.length > 0)
        return async (_, label) => ({
            kind: 'manifest-errors',
            manifest: named(label),
            errors: parsed.errors.map((e) => (label === undefined ? e : { ...e, file: label })),
        });
    const checker = new check/* Checker */.A$(parsed, manifest.path, { adoptManifest: true });
    return async (changes, label) => {
        try {
            const verdict = await checker.check(changes);
            if (label !== undefined)
                verdict.violations = verdict.violations.map((v) => v.source === undefined ? v : { ...v, source: relabel(v.source, label) });
            return { kind: 'verdict', verdict, manifest: named(label) };
        }
        catch (e) {
            if (e instanceof check/* ReadError */.F_)
                return { kind: 'read-error', error: e };
            throw e;
        }
    };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./.build/js/src/git/changeSet.js
/** A git failure that is the user's to fix (not a repository, unknown revision): exit 2. */
class changeSet_GitUsageError extends Error {
}

// EXTERNAL MODULE: ./.build/js/src/git/gitDeadline.js
var gitDeadline = __webpack_require__(8978);
;// CONCATENATED MODULE: ./.build/js/src/git/catFile.js
/**
 * Reads objects through `git cat-file --batch`: the requests made in the same tick go to git
 * together and are answered in order, so a whole change's contents cost one process, not one per
 * file. Requests are answered by a synchronous git process per round: node's first asynchronous
 * child process loads its stream and socket modules and costs about 8 ms more (measured), on every
 * commit. A change with many rounds of reads, or an answer over SYNC_LIMIT bytes (a 100 MB log),
 * goes to one long-lived process fed on stdin, whose answers are copied once into buffers of the
 * announced size.
 */



/**
 * At most this many synchronous calls per reader, each with at most SYNC_NAMES names (both sides
 * of one checker batch of 1,024 changes) and SYNC_LIMIT bytes of answer.
 */
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
    constructor(cwd, env, 
    /**
     * `long`: a reader that will make many rounds (the commits of a push) starts its long-lived
     * process at once, instead of spending its first rounds on a git each.
     */
    opts = {}) {
        this.cwd = cwd;
        this.env = env;
        if (opts.long)
            this.syncCalls = SYNC_CALLS;
    }
    /** An object's content by any name cat-file accepts (`<sha>`, `HEAD:path`, `:path`); null when missing. */
    read(name) {
        if (this.failure)
            return Promise.reject(this.failure);
        if (/[\n\r]/.test(name))
            return Promise.reject(new Error(`cannot ask git for an object named with a line break: ${JSON.stringify(name)}`));
        return new Promise((resolve, reject) => {
            this.pending.push({ name, resolve, reject });
            // Requests made in the same tick go out together. (A promise, not queueMicrotask: that one
            // loads node's async_hooks on first use, about 0.5 ms on every commit.)
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
    /** Answers the pending requests with one synchronous git; false when the answer is too large to take this way. */
    readSync(text) {
        this.syncCalls += 1;
        // `--buffer`: all requests are written at once, so git need not flush after every object.
        const r = (0,external_node_child_process_.spawnSync)('git', ['cat-file', '--batch', '--buffer'], {
            cwd: this.cwd,
            env: this.env,
            input: text,
            maxBuffer: SYNC_LIMIT,
            ...(0,gitDeadline/* gitTimeout */.yN)(),
        });
        if (r.error?.code === 'ENOBUFS')
            return false;
        if (r.error)
            this.fail(new changeSet_GitUsageError(`cannot run git cat-file: ${r.error.message}`));
        else if (r.status !== 0)
            this.fail(new changeSet_GitUsageError(`git cat-file --batch exited (${r.status ?? r.signal}) before answering: ${r.stderr.toString().trim()}`));
        else {
            this.onData(r.stdout);
            if (this.pending.length > 0)
                this.fail(new changeSet_GitUsageError(`git cat-file --batch did not answer every request: ${r.stderr.toString().trim()}`));
        }
        return true;
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
        proc.on('error', (e) => this.fail(new changeSet_GitUsageError(`cannot run git cat-file: ${e.message}`)));
        proc.on('close', (code) => {
            if (this.pending.length > 0)
                this.fail(new changeSet_GitUsageError(`git cat-file --batch exited (${code}) before answering: ${this.stderr.trim()}`));
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

;// CONCATENATED MODULE: ./.build/js/src/git/parseRawDiff.js
/**
 * One header, checked in one step by the regular expression engine (a sticky regex tested in
 * place: no substring, no match array): `:MMMMMM MMMMMM <sha> <sha> S[score]` and its NUL.
 */
const HEADER = /:[0-7]{6} [0-7]{6} [0-9a-f]+ [0-9a-f]+ [ACDMRTUX]\d*\0/y;
/** The entries of the output, in order. */
function parseRawDiff(output) {
    return [...rawEntries(output)];
}
/**
 * The entries one at a time, as the output is walked (a malformed entry throws when it is
 * reached). Each header is taken apart by position: a change of 10,000 files has 10,000 headers,
 * and this runs before the JIT has warmed up, so it does as little per entry as it can (no split,
 * no match arrays, one object per entry). Measured on 10,000 entries: 19 ms, against 39 ms for
 * the same walk with a hand-written character check and tuple returns.
 */
function rawEntries(output) {
    return walk(output, false);
}
/**
 * `git diff-tree --stdin --always -z` output split by commit: each commit's id (a record of its
 * own, NUL-terminated) is followed by its entries, none for a commit that changes nothing. One
 * map entry per commit, in the order git printed them.
 */
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
/** The records in order; with `ids`, a commit id record comes back as its string. */
function* walk(output, ids) {
    const bad = (at) => new Error(`unexpected line in git's raw diff output: ${JSON.stringify(output.slice(at, output.indexOf('\0', at) === -1 ? at + 200 : Math.min(output.indexOf('\0', at), at + 200)))}`);
    const truncated = (what, header, headerEnd) => new Error(`git's raw diff output ends before the ${what} of ${JSON.stringify(output.slice(header, headerEnd))}`);
    let at = 0;
    while (at < output.length) {
        if (output.charCodeAt(at) === 10)
            at++; // a newline between records (never inside with -z)
        if (at >= output.length)
            break;
        if (ids && output.charCodeAt(at) !== 58 /* : */) {
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
        const end = HEADER.lastIndex - 1; // the header's NUL
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

;// CONCATENATED MODULE: ./.build/js/src/git/acceptedState.js

/**
 * What HEAD's first parent held at each path HEAD changed; empty when HEAD is a root commit, or is
 * already on a remote-tracking ref (then HEAD itself is what the rules accepted, or was pushed).
 */
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
    for (const e of rawEntries(raw))
        accepted.set(e.oldPath, e.status === 'A' ? null : `${e.oldMode} ${e.oldSha}`);
    return accepted;
}
/** Whether a staged entry leaves every path it touches as the accepted commit had it. */
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

;// CONCATENATED MODULE: ./.build/js/src/core/messages/gitRead.js
/** The git adapter's own sentences (src/git), reported by the CLI as configuration errors. */
const gitReadText = {
    unmerged: (path) => `${JSON.stringify(path)} has unresolved merge conflicts (resolve them: edit, then git add)`,
    noMergeBase: (base, head) => `${base} and ${head} have no common ancestor, so there is no change between them to check; give a BASE that ${head} grew from.`,
    /** HEAD names no commit in a repository that has commits, and no reflog names the one it did (readChanges.ts). */
    headLost: () => "HEAD names no commit, yet this repository has commits (its refs or HEAD's reflog say so), and HEAD's reflog names none git has, so diffgate cannot tell what this change does to the files that were committed and refuses it rather than judge it as a first commit. Its branch's ref was removed, or HEAD pointed at a branch that does not exist.\nnext: put HEAD back on the commit it named: `git branch -a` and `git log --all -n5` show the commits there are; `git update-ref refs/heads/<branch> <commit>` (or `git symbolic-ref HEAD refs/heads/<branch>`) puts it back. To start a new history on purpose, use `git checkout --orphan <branch>` from a HEAD that names a commit.",
    /** An object a commit's diff read does not hash to its name (readChanges.ts, commitDiffs.ts: review 8 T4). */
    objectRewritten: (oid, commit) => `git's object ${oid}, read to compare commit ${commit} with its parent, is missing or does not hold the bytes its name is the hash of: git's object store was rewritten, so what the commit changes cannot be told, and it is refused rather than judged on what the rewritten object says.\nnext: run \`git fsck\`, which names each rewritten object (a "hash mismatch"); delete those object files and take the objects back from a clone or remote you trust, then try again.`,
    untrackedUnreadable: (path, why) => `cannot inspect the untracked path ${JSON.stringify(path)}: ${why}`,
};
/**
 * What to do when git's words say an object it needed is not there: a partial clone (`--filter`)
 * that could not fetch it from its promisor remote, or an object store that lacks it. Undefined
 * when the words say something else. Pure: the CLI appends it to git's own message.
 */
function missingObjectAdvice(detail) {
    const promised = /could not fetch ([0-9a-f]{7,64}) from promisor remote/.exec(detail);
    if (promised)
        return `The object ${promised[1]} is not in this repository: it is a partial clone (made with --filter), and git could not fetch the object from its promisor remote. diffgate needs the contents to judge the change, so it blocks. Next: make that remote reachable (git fetch checks it) and run the same command again; git fetches what it needs as it reads. To keep every object locally, clone again without --filter.`;
    const missing = /(?:unable to read(?: tree)?|missing (?:blob|tree|commit) object|bad object|git has no object|git has no tree for commit|could not get object info for) '?([0-9a-f]{7,64})/.exec(detail);
    if (missing)
        return `The object ${missing[1]} is missing from this repository's object store, so the change cannot be judged and is blocked. Next: git fsck names every missing object; copy them from another clone that has them (or clone again), then run the same command again.`;
    return undefined;
}

// EXTERNAL MODULE: ./.build/js/src/git/headWitness.js
var headWitness = __webpack_require__(3247);
// EXTERNAL MODULE: ./.build/js/src/git/objectName.js
var objectName = __webpack_require__(7328);
// EXTERNAL MODULE: ./.build/js/src/git/runGit.js
var runGit = __webpack_require__(483);
;// CONCATENATED MODULE: ./.build/js/src/git/toFileChanges.js

const STATUS = {
    A: 'added',
    C: 'copied',
    D: 'deleted',
    M: 'modified',
    R: 'renamed',
    T: 'type-changed',
};
const toFileChanges_NULL_SHA = /^0+$/;
class UnmergedError extends Error {
    path;
    constructor(path) {
        super(gitReadText.unmerged(path));
        this.path = path;
    }
}
/** One side of a change as git recorded it; read on demand (one object per side, no closures). */
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
            return Promise.resolve(new TextEncoder().encode(this.sha)); // a gitlink is its commit id
        if (this.reader.worktree && toFileChanges_NULL_SHA.test(this.sha))
            return this.reader.worktree(this.path, this.mode);
        return this.reader.blob(this.sha, this.mode);
    }
}
/**
 * The changes, made as they are walked: a caller that walks a large change once keeps only what it
 * keeps (see Checker.check). An unmerged entry throws when it is reached.
 */
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

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./.build/js/src/git/worktreeBlobs.js
/**
 * Work-tree files as `git add` would store them: through the repository's clean filters and
 * end-of-line conversion (core.autocrlf, `.gitattributes` text/eol), so that `--worktree` judges
 * the same bytes `--staged` would after `git add`. A file checked out with CRLF under `eol=crlf`
 * is not a line-ending change; reading the disk's bytes would call it one.
 *
 * The cleaned blobs are written (`git hash-object -w`) to a throw-away object directory that has
 * the repository's objects as an alternate, and read back through one `git cat-file --batch` with
 * the same environment: the repository itself is not written to.
 */





class WorktreeBlobs {
    top;
    env;
    setup;
    dir;
    cat;
    queue = [];
    /** `top`: the work tree's root; `env`: the environment git runs with (a hook's, say). */
    constructor(top, env) {
        this.top = top;
        this.env = env;
    }
    /** The cleaned content of the work-tree file at repository path `path`. */
    read(path) {
        return new Promise((resolve, reject) => {
            // Requests made in the same tick are hashed by one git process.
            if (this.queue.length === 0)
                queueMicrotask(() => void this.flush());
            this.queue.push({ path, resolve, reject });
        });
    }
    close() {
        this.cat?.close();
        if (this.dir)
            (0,external_node_fs_.rmSync)(this.dir, { recursive: true, force: true });
    }
    async flush() {
        const batch = this.queue;
        this.queue = [];
        try {
            const { env, cat } = await (this.setup ??= this.start());
            // Paths as arguments (never stdin lines), so any path works; `--` ends the options.
            const out = await (0,runGit.runGit)(this.top, env).raw(['hash-object', '-w', '--', ...batch.map((r) => r.path)]);
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
        const objects = (0,external_node_path_.resolve)(this.top, (await (0,runGit.runGit)(this.top, this.env).raw(['rev-parse', '--git-path', 'objects'])).trim());
        this.dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'diffgate-objects-'));
        const alternates = [objects, this.env.GIT_ALTERNATE_OBJECT_DIRECTORIES]
            .filter((d) => !!d)
            .join(external_node_path_.delimiter);
        const env = { ...this.env, GIT_OBJECT_DIRECTORY: this.dir, GIT_ALTERNATE_OBJECT_DIRECTORIES: alternates };
        this.cat = new CatFile(this.top, env);
        return { env, cat: this.cat };
    }
}

;// CONCATENATED MODULE: ./.build/js/src/git/readChanges.js
/**
 * The git adapter's three views of a change: the staged change (index vs HEAD, or vs the empty
 * tree before the first commit, or vs the commit HEAD last named when a repository with history
 * has an unborn HEAD), a range (merge base of BASE and HEAD vs HEAD), and the work tree
 * (HEAD vs the files on disk, untracked files included). Change lists come from plumbing with
 * `--raw -z`; contents come from one `git cat-file --batch`; work-tree files (only for the work
 * tree view) go through git's clean filters first (worktreeBlobs.ts), as `git add` would store them.
 */













const DEFAULT_MANIFEST = '.diffgate.tsv';
// --ignore-submodules=none: a submodule's `ignore = all` in .gitmodules must not hide a gitlink change.
const DIFF_FLAGS = [
    '-M',
    '--raw',
    '-z',
    '--no-relative',
    '--no-ext-diff',
    '--no-textconv',
    '--ignore-submodules=none',
];
async function readChanges(mode, opts) {
    const git = (0,runGit.runGit)(opts.cwd, opts.env);
    const cat = new CatFile(opts.cwd, opts.env);
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
        throw new changeSet_GitUsageError((0,runGit/* gitMessage */.U)(e));
    }
}
async function manifestFrom(cat, at, rev) {
    if ('onDisk' in at) {
        try {
            return { text: (0,external_node_fs_.readFileSync)(at.onDisk, 'utf8'), label: at.onDisk, path: null };
        }
        catch (e) {
            throw new changeSet_GitUsageError(`cannot read the manifest ${at.onDisk}: ${e.message}`);
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
            git.raw(['diff-index', '--cached', ...DIFF_FLAGS, 'HEAD']),
            mergeHeads(git, opts, mergeHook),
        ]);
        source = await manifest;
        if (restoring)
            accepted = await acceptedBeforeHead(git);
        // a merge in progress (pre-merge-commit, or the commit after a conflict): as a merge commit is judged
        if (merging.length > 0)
            own = await mergeOwn(git, at, 'HEAD', merging, (other) => ['diff-index', '--cached', other]);
    }
    catch (e) {
        // git's messages are translated, so whether HEAD is unborn is asked, not read from the error.
        const head = await unbornHead(git, opts);
        if (head === undefined)
            throw new changeSet_GitUsageError((0,runGit/* gitMessage */.U)(e));
        // No commit yet: compare the index with the empty tree; the index's manifest is in force. HEAD
        // made unborn in a repository with history: with the commit HEAD last named, under its manifest.
        try {
            raw = await git.raw(['diff-index', '--cached', ...DIFF_FLAGS, head.tree]);
        }
        catch (e2) {
            throw new changeSet_GitUsageError((0,runGit/* gitMessage */.U)(e2));
        }
        source = await manifestFrom(cat, at, head.manifestRev);
        // a new root (`git switch --orphan`, or HEAD made unborn) takes nothing away from a history it does
        // not have: only what it holds is judged against the commit HEAD last named, so a person's orphan
        // branch (gh-pages) commits, while a frozen file changed in it is still named (review 9 OH1)
        if (head.manifestRev !== '')
            own = (e) => e.status !== 'D';
    }
    const restores = accepted.size > 0 ? (e) => restoresAccepted(e, accepted) : undefined;
    const entries = own ? parseRawDiff(raw).filter(own) : rawEntries(raw);
    return { changes: toFileChanges(entries, blobReader(cat), restores), manifest: source };
}
/**
 * The commits a merge in progress is merging into HEAD, or none: MERGE_HEAD (one a line; several
 * for an octopus), which git writes when a merge stops (a conflict, --no-commit). git runs
 * pre-merge-commit before it writes MERGE_HEAD, so there (`mergeHook`) they are read from what git
 * leaves the hook: `git merge` puts its commit arguments in GIT_REFLOG_ACTION (`merge <rev>...`,
 * options taken out); `git pull` sets it to `pull ...` and merges FETCH_HEAD's lines not marked
 * not-for-merge. A name that does not resolve is left out: its paths stay judged.
 */
async function mergeHeads(git, opts, mergeHook) {
    const read = async (name) => {
        const file = (0,external_node_path_.resolve)(opts.cwd, (await git.raw(['rev-parse', '--git-path', name])).trim());
        try {
            return (0,external_node_fs_.readFileSync)(file, 'utf8').split('\n');
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
/**
 * What to compare with when HEAD names no commit git has, or undefined when it names one (or this
 * is no repository: the caller reports git's own error). Before the first commit: the empty tree,
 * the index's manifest. A HEAD made unborn in a repository with history (its branch's ref removed,
 * or HEAD pointed at a branch that does not exist: review 8 H1, H2) is not before the first
 * commit: the commit HEAD last named (its reflog's), under that commit's manifest; with none,
 * nothing can be judged, and the change is refused (headWitness.ts).
 */
async function unbornHead(git, opts) {
    try {
        await git.raw(['rev-parse', '--git-dir']);
    }
    catch {
        return undefined;
    }
    let head;
    try {
        head = (0,headWitness/* headWitness */.U)(opts.cwd, opts.env);
    }
    catch (e) {
        throw new changeSet_GitUsageError(e.message);
    }
    if (head.kind === 'commit')
        return undefined;
    if (head.kind === 'unborn')
        return { tree: await emptyTree(git), manifestRev: '' };
    if (head.kind === 'logged')
        return { tree: head.sha, manifestRev: head.sha };
    throw new changeSet_GitUsageError(gitReadText.headLost());
}
/**
 * The first object `git diff-tree` reads for these commits that does not hash to its name
 * (objectName.ts unverifiedInDiffs), undefined when all do; names are resolved first.
 */
function verifiedDiffs(opts, edges) {
    const run = (args, input) => (0,external_node_child_process_.execFileSync)('git', args, {
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
    return (0,objectName/* unverifiedInDiffs */.xZ)(run, edges.map((e) => ({ sha: full(e.sha), parent: e.parent === null ? null : full(e.parent) })));
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
            // merge-base fails silently (exit 1, no message) when the two share no history.
            if (e instanceof runGit.GitCommandError && e.stderr.trim() === '')
                throw new changeSet_GitUsageError(gitReadText.noMergeBase(base, head));
            throw e;
        }
        raw = await git.raw(['diff-tree', '-r', ...DIFF_FLAGS, mergeBase, head]);
    }
    catch (e) {
        if (e instanceof changeSet_GitUsageError)
            throw e;
        throw new changeSet_GitUsageError((0,runGit/* gitMessage */.U)(e));
    }
    return { changes: toFileChanges(rawEntries(raw), blobReader(cat)), manifest: await manifest };
}
async function worktree(git, cat, at, top, env) {
    // Before the first commit the work tree is compared with the empty tree, under the index's manifest.
    const base = (await unbornHead(git, { cwd: top, env })) ?? { tree: 'HEAD', manifestRev: 'HEAD' };
    const manifest = manifestFrom(cat, at, base.manifestRev);
    manifest.catch(() => undefined);
    let raw;
    let untracked;
    try {
        [raw, untracked] = await Promise.all([
            // A submodule's own uncommitted edits are not a change to its gitlink: only its commit counts.
            git.raw(['diff', '--no-color', ...DIFF_FLAGS, '--ignore-submodules=dirty', base.tree]),
            git.raw(['ls-files', '--others', '--exclude-standard', '-z', '--full-name', ':/']),
        ]);
    }
    catch (e) {
        throw new changeSet_GitUsageError((0,runGit/* gitMessage */.U)(e));
    }
    const entries = parseRawDiff(raw);
    const paths = untracked.split('\0').filter((p) => p !== '');
    entries.push(...(await Promise.all(paths.map((p) => untrackedEntry(top, p)))));
    // Files are read as `git add` would store them (clean filters, end-of-line conversion).
    const blobs = new WorktreeBlobs(top, env);
    const reader = {
        ...blobReader(cat),
        worktree: async (path, mode) => mode === '120000' ? new TextEncoder().encode((0,external_node_fs_.readlinkSync)((0,external_node_path_.join)(top, path))) : blobs.read(path),
    };
    return { changes: toFileChanges(entries, reader), manifest: await manifest, close: () => blobs.close() };
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
        // A root commit is compared with the empty tree, and its own manifest is in force (as for a first commit).
        raw = parent
            ? await git.raw(['diff-tree', '-r', ...DIFF_FLAGS, parent, sha])
            : await git.raw(['diff-tree', '-r', '--root', '--no-commit-id', ...DIFF_FLAGS, sha]);
        if (parent && others.length > 0)
            own = await mergeOwn(git, at, parent, others, (other) => ['diff-tree', other, sha]);
    }
    catch (e) {
        throw new changeSet_GitUsageError((0,runGit/* gitMessage */.U)(e));
    }
    // the objects the diff read, checked against their names (review 8 T4): a parent's tree rewritten
    // to hold the commit's bytes makes the commit change nothing
    const bad = verifiedDiffs(opts, [{ sha, parent: parent ?? null }]);
    if (bad !== undefined)
        throw new changeSet_GitUsageError(gitReadText.objectRewritten(bad, sha));
    const entries = own ? parseRawDiff(raw).filter(own) : rawEntries(raw);
    return {
        changes: toFileChanges(entries, blobReader(cat)),
        manifest: await manifestFrom(cat, at, parent ?? rev),
    };
}
/**
 * Which of a merge's first-parent entries are the merge's own: a path whose result differs from
 * every parent (git's combined-diff view). A path equal to another parent's version came from that
 * side, whose commits are judged as themselves (pre-push judges each commit it pushes; one on a
 * remote was judged there). That holds only for a side that grew under the rules, so a side whose
 * merge base with the first parent has no manifest (or that shares no history with it) takes no
 * path off the judgment. A rename entry stays when either of its paths is the merge's own.
 */
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
/** Whether `other` and `parent` share a merge base that holds the manifest (always, for one on disk). */
async function underRules(git, at, parent, other) {
    let base;
    try {
        base = (await git.raw(['merge-base', parent, other])).trim();
    }
    catch (e) {
        if (e instanceof runGit.GitCommandError && e.stderr.trim() === '')
            return false; // no common history
        throw e;
    }
    if ('onDisk' in at)
        return true;
    return git.raw(['cat-file', '-e', `${base}:${at.inRepo}`]).then(() => true, () => false);
}
/**
 * An untracked path as an added entry, with the mode git would give it: a symlink, an executable,
 * or (listed as `dir/`) a nested repository, which git would add as a gitlink.
 */
async function untrackedEntry(top, listed) {
    const path = listed.endsWith('/') ? listed.slice(0, -1) : listed;
    let mode;
    try {
        const st = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(top, path));
        mode = st.isSymbolicLink() ? '120000' : st.isDirectory() ? '160000' : (st.mode & 0o100) !== 0 ? '100755' : '100644';
    }
    catch (e) {
        throw new changeSet_GitUsageError(gitReadText.untrackedUnreadable(path, e.message));
    }
    return { status: 'A', oldMode: '000000', newMode: mode, oldSha: '0', newSha: '0', oldPath: path, newPath: path };
}

;// CONCATENATED MODULE: ./.build/js/src/git/commitDiffs.js
/**
 * The changes of many commits, each against one given parent (none: a root commit, against the
 * empty tree), from one `git diff-tree --stdin`: what pre-push reads for a push of thousands of
 * commits, where a git process per commit cost more than the checks (issue 31). The flags are the
 * ones a single commit is read with (readChanges.ts DIFF_FLAGS), so the entries are the same.
 */





/** Each commit's raw entries, by its id. Throws GitUsageError when git fails or leaves one out. */
function commitDiffs(edges, opts) {
    if (edges.length === 0)
        return new Map();
    // `<commit> <parent>` compares the commit with that parent only; `--always` prints the id of a
    // commit that changes nothing, so every commit asked for is answered.
    const input = edges.map((e) => (e.parent === null ? e.sha : `${e.sha} ${e.parent}`)).join('\n');
    const r = (0,external_node_child_process_.spawnSync)('git', ['diff-tree', '--stdin', '-r', '--root', '--always', ...DIFF_FLAGS], {
        cwd: opts.cwd,
        env: opts.env,
        input: `${input}\n`,
        encoding: 'utf8',
        maxBuffer: 1 << 30,
        ...(0,gitDeadline/* gitTimeout */.yN)(),
    });
    if (r.error)
        throw new changeSet_GitUsageError(`cannot run git diff-tree: ${r.error.message}`);
    if (r.status !== 0)
        throw new changeSet_GitUsageError(r.stderr.trim() || `git diff-tree --stdin failed (${r.status})`);
    const byCommit = rawEntriesByCommit(r.stdout);
    const missing = edges.find((e) => !byCommit.has(e.sha));
    if (missing)
        throw new changeSet_GitUsageError(`git diff-tree --stdin did not answer for ${missing.sha}`);
    // what the diff read, checked against the objects' names (review 8 T4): on a mismatch each commit
    // is read on its own (readChanges.ts), which names the object and refuses the commit
    if (verifiedDiffs(opts, edges) !== undefined)
        throw new changeSet_GitUsageError('a rewritten object');
    return byCommit;
}

;// CONCATENATED MODULE: ./.build/js/src/git/commitDecisions.js






/** The manifest in force for a commit, as git names it: its parent's, a root commit's own. */
const manifestInForce = (c) => `${c.parent ?? c.sha}:${DEFAULT_MANIFEST}`;
/** Commits decided at once: their reads go to git together. */
const IN_FLIGHT = 8;
async function commitDecisions(commits, opts, 
/** Called as each commit is decided (progress on a terminal). */
onDecided) {
    const own = commits.filter((c) => c.otherParents.length === 0);
    let diffs;
    try {
        diffs = commitDiffs(own, opts);
    }
    catch (e) {
        if (e instanceof changeSet_GitUsageError)
            return new Map(); // each commit read on its own: its error is then reported against it
        throw e;
    }
    return decideEntries(own.flatMap((c) => {
        const entries = diffs.get(c.sha);
        return entries === undefined ? [] : [{ c, entries }];
    }), opts, onDecided);
}
/**
 * Decides each commit on the entries given (its changes against the parent it is judged against),
 * under its manifest: every content from one shared `git cat-file --batch`, each distinct manifest
 * read, parsed and compiled once.
 */
async function decideEntries(queue, opts, onDecided) {
    const out = new Map();
    if (queue.length === 0)
        return out;
    const cat = new CatFile(opts.cwd, opts.env, { long: true });
    const shared = new Map();
    const decider = async (blob, label) => {
        const bytes = blob === null ? null : await cat.read(blob);
        return changeDecider({ text: bytes ? new TextDecoder().decode(bytes) : null, label, path: DEFAULT_MANIFEST }, { manifestRequired: false, knownPatterns: opts.knownPatterns });
    };
    const one = async (c, entries) => {
        const label = manifestInForce(c);
        // a change to the manifest is judged by messages that quote the rules in force: its own parse
        const touchesManifest = entries.some((e) => e.oldPath === DEFAULT_MANIFEST || e.newPath === DEFAULT_MANIFEST);
        try {
            let decide;
            if (touchesManifest)
                decide = await decider(c.manifest, label);
            else {
                if (!shared.has(c.manifest))
                    shared.set(c.manifest, decider(c.manifest, label));
                decide = await shared.get(c.manifest);
            }
            return { decision: await decide(toFileChanges(entries, blobReader(cat)), label) };
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

// EXTERNAL MODULE: ./.build/js/src/git/diffgateRecords.js
var diffgateRecords = __webpack_require__(2500);
;// CONCATENATED MODULE: ./.build/js/src/git/pushedCommits.js
/**
 * The commits a push would add, and which of them the rules judge. Not judged: a commit already on
 * a remote-tracking ref that counts as the remote's (`trusted`, remoteTrust.ts: someone else's push
 * has been judged, or came before), and a commit whose
 * parent has no manifest (there were no rules yet; a root commit is judged under its own manifest
 * when it has one, as its pre-commit was). So the first push after adopting diffgate on a long
 * history checks only the commits made under a manifest: listing the history is one `rev-list` and
 * one `cat-file --batch-check`; the checks, the costly part, grow with the commits under rules.
 */






async function pushedCommits(git, 
/** `trusted`: the commits of the remote-tracking refs that count as on the remote (remoteTrust.ts `pushTrusted`). */
opts, pushes) {
    const all = [];
    const seen = new Set();
    for (const { localSha, remoteSha } of pushes) {
        if (NULL_SHA.test(localSha))
            continue; // deleting a remote branch adds nothing
        const known = !NULL_SHA.test(remoteSha) &&
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
            throw new GitUsageError(gitMessage(e));
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
/**
 * Each listed commit with the parent it is judged against and the manifest in force (null: not
 * judged, no parent has one; a root commit under its own). A commit is judged against its first
 * parent; a merge against the parent whose history stands highest (Standing), the first of those on
 * a tie: so a merge into the guarded branch of a history that was never judged (a new root made
 * its FIRST parent, review 6 M1) is judged against the branch, under its manifest, and its
 * differences from it are not taken as explained by the unjudged side. A merge with no parent under
 * rules stays as before: judged against the first parent with a manifest (review-16 A04), none
 * when no parent has one (adopting diffgate). `commits`: parents listed anywhere among them, the
 * others taken as outside (one `git cat-file --batch-check` for every side's manifest).
 */
function judgedCommits(commits, opts) {
    const path = opts.manifestPath ?? DEFAULT_MANIFEST;
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
        out[i] = { ...pushedCommits_underRules(c, best), manifest: manifestOf.get(parents[best]) };
    };
    // parents before children, whatever order the list is in (commit dates are the committer's to
    // set); a walk on a stack, as a history can be tens of thousands of commits deep
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
/** A merge judged against its `k`th parent (0: the first; one with a manifest), the others its other parents. */
function pushedCommits_underRules(c, k) {
    if (k === 0 || c.parent === null)
        return c;
    const parents = [c.parent, ...c.otherParents];
    const [parent] = parents.splice(k, 1);
    return { sha: c.sha, parent: parent, otherParents: parents };
}
/** The blob each `<rev>:<path>` names, or null, in one `git cat-file --batch-check`. */
function manifestBlobs(names, opts) {
    const r = (0,external_node_child_process_.spawnSync)('git', ['cat-file', '--batch-check=%(objecttype) %(objectname)'], {
        cwd: opts.cwd,
        env: opts.env,
        input: `${names.join('\n')}\n`,
        encoding: 'utf8',
        maxBuffer: 1 << 30,
        ...(0,gitDeadline/* gitTimeout */.yN)(),
    });
    if (r.error)
        throw new changeSet_GitUsageError(r.error.message);
    if (r.status !== 0)
        throw new changeSet_GitUsageError(r.stderr.trim() || `git cat-file --batch-check failed (${r.status})`);
    const lines = r.stdout.split('\n');
    // `<name> missing` for a path the tree lacks; the object's type and id otherwise.
    const blobs = names.map((_, k) => (lines[k]?.startsWith('blob ') ? lines[k].slice(5) : null));
    listedButMissing(names.filter((_, k) => blobs[k] === null), opts);
    return blobs;
}
/**
 * Throws when a `<rev>:<path>` that cat-file called missing is listed in its commit's tree: its
 * object is what is missing (a damaged store), and the commit is under a manifest no one can
 * read, not one made before the manifest existed (review of issue 31, finding 2: it passed
 * unjudged). One `git cat-file --batch` of the root trees; a path in a folder is not looked up.
 */
function listedButMissing(names, opts) {
    const asked = names.flatMap((name) => {
        const colon = name.indexOf(':');
        const path = name.slice(colon + 1);
        return colon > 0 && !path.includes('/') ? [{ rev: name.slice(0, colon), path }] : [];
    });
    if (asked.length === 0)
        return;
    const r = (0,external_node_child_process_.spawnSync)('git', ['cat-file', '--batch'], {
        cwd: opts.cwd,
        env: opts.env,
        input: `${asked.map((a) => `${a.rev}^{tree}`).join('\n')}\n`,
        maxBuffer: 1 << 30,
        ...(0,gitDeadline/* gitTimeout */.yN)(),
    });
    if (r.error)
        throw new changeSet_GitUsageError(r.error.message);
    if (r.status !== 0)
        throw new changeSet_GitUsageError(r.stderr.toString().trim() || `git cat-file --batch failed (${r.status})`);
    const out = r.stdout;
    let at = 0;
    for (const { rev, path } of asked) {
        const nl = out.indexOf(10, at);
        if (nl < 0)
            throw new changeSet_GitUsageError(`git cat-file --batch did not answer for ${rev}^{tree}`);
        const header = out.toString('utf8', at, nl);
        at = nl + 1;
        const m = /^([0-9a-f]+) tree (\d+)$/.exec(header);
        if (!m)
            throw new changeSet_GitUsageError(`git has no tree for commit ${rev} (cat-file answered: ${header})`);
        const end = at + Number(m[2]);
        const oidBytes = m[1].length / 2;
        // entries: `<mode> <name>\0<raw id>`
        for (let k = at; k < end;) {
            const space = out.indexOf(32, k);
            const nul = out.indexOf(0, space);
            const entry = out.toString('utf8', space + 1, nul);
            const id = out.subarray(nul + 1, nul + 1 + oidBytes).toString('hex');
            if (entry === path)
                throw new changeSet_GitUsageError(`the manifest ${rev}:${path} is in its tree, but git has no object ${id}`);
            k = nul + 1 + oidBytes;
        }
        at = end + 1; // the LF after the content
    }
}

;// CONCATENATED MODULE: ./.build/js/src/git/mergeDecisions.js
/**
 * Many merges decided at once (issue 32: a flood of merges, each read with a few git processes of
 * its own). A merge is judged against its first parent, only on the paths it made its own
 * (readChanges.ts `mergeOwn`: a path whose result equals a side's came from that side, when the
 * side grew under the rules). Here:
 *  1. every merge's change against its first parent comes from one `git diff-tree --stdin`, and
 *     the merges are decided together (commitDecisions.ts `decideEntries`); one whose whole change
 *     breaks no rule passes, since leaving paths out of a change never adds a violation;
 *  2. only the merges with a violation read their other parents: one `git diff-tree --stdin` per
 *     parent position, and a `git merge-base` only for a side whose version of a changed path the
 *     merge took (whether that side grew under the rules decides whether the path is left out);
 *     their bases' manifests are looked up in one `git cat-file --batch-check`.
 * So the cost grows with the changed paths, and with the merges that take a side's version of a
 * path while breaking a rule, not with processes per merge. Left out of the answer, for the
 * caller to read on its own (as `check` reads a commit): a merge whose first parent has no
 * manifest (it is judged against a later parent that has one), one the checker could not decide,
 * and every merge a failed pass leaves undecided.
 */







async function mergeDecisions(merges, opts) {
    const out = new Map();
    const judged = merges.filter((m) => m.parent !== null && m.otherParents.length > 0 && m.manifest !== null);
    if (judged.length === 0)
        return out;
    let first;
    try {
        first = commitDiffs(judged, opts);
    }
    catch (e) {
        if (e instanceof changeSet_GitUsageError)
            return out;
        throw e;
    }
    const whole = await decideEntries(judged.map((c) => ({ c, entries: first.get(c.sha) })), opts);
    const flagged = [];
    for (const c of judged) {
        const d = whole.get(c.sha);
        if (d === undefined || !('decision' in d) || d.decision.kind !== 'verdict')
            continue; // read on its own
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
        if (e instanceof changeSet_GitUsageError)
            return out;
        throw e;
    }
    const own = await decideEntries(flagged.map((c) => {
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
/**
 * For each merge, for each of its other parents: the paths where the merge differs from that
 * parent, or undefined for a side that did not grow under the rules (its merge base with the
 * first parent has no manifest, or there is none), which takes no path off the judgment.
 */
function sidePaths(merges, first, opts) {
    const width = Math.max(...merges.map((c) => c.otherParents.length));
    const differs = new Map(merges.map((c) => [c.sha, []]));
    for (let j = 0; j < width; j++) {
        const edges = merges
            .filter((c) => c.otherParents.length > j)
            .map((c) => ({ sha: c.sha, parent: c.otherParents[j] }));
        // raw entries with renames name the same paths as --no-renames --name-only: a rename is its two paths
        for (const [sha, entries] of commitDiffs(edges, opts))
            differs.get(sha)[j] = new Set(entries.flatMap((e) => [e.oldPath, e.newPath]));
    }
    // a side's merge base matters only where the merge took that side's version of a changed path
    const pairs = new Map();
    for (const c of merges)
        c.otherParents.forEach((other, j) => {
            const set = differs.get(c.sha)[j];
            if (first.get(c.sha).some((e) => !set.has(e.oldPath) || !set.has(e.newPath)))
                pairs.set(`${c.parent} ${other}`, { parent: c.parent, other });
        });
    const grew = mergeDecisions_underRules([...pairs.values()], opts);
    return new Map(merges.map((c) => [
        c.sha,
        c.otherParents.map((other, j) => grew.get(`${c.parent} ${other}`) === false ? undefined : differs.get(c.sha)[j]),
    ]));
}
/**
 * Whether each side shares with its first parent a merge base that holds the manifest (readChanges.ts
 * `underRules`): a `git merge-base` a pair, then the bases' manifests in one `git cat-file --batch-check`.
 */
function mergeDecisions_underRules(pairs, opts) {
    const out = new Map();
    const bases = new Map();
    for (const { parent, other } of pairs) {
        const r = (0,external_node_child_process_.spawnSync)('git', ['merge-base', parent, other], {
            cwd: opts.cwd,
            env: opts.env,
            encoding: 'utf8',
            ...(0,gitDeadline/* gitTimeout */.yN)(),
        });
        if (r.error)
            throw new changeSet_GitUsageError(`cannot run git merge-base: ${r.error.message}`);
        const key = `${parent} ${other}`;
        if (r.status === 0)
            bases.set(key, r.stdout.trim());
        else if (r.status === 1 && r.stderr.trim() === '')
            out.set(key, false); // no common history
        else
            throw new changeSet_GitUsageError(r.stderr.trim() || `git merge-base failed (${r.status})`);
    }
    if (bases.size === 0)
        return out;
    // one cat-file for every base (a manifest listed in a base's tree whose object is missing throws)
    const keys = [...bases.keys()];
    const blobs = manifestBlobs([...bases.values()].map((base) => `${base}:${DEFAULT_MANIFEST}`), opts);
    keys.forEach((key, k) => out.set(key, blobs[k] !== null));
    return out;
}

// EXTERNAL MODULE: ./.build/js/src/git/remoteTrust.js
var remoteTrust = __webpack_require__(5450);
// EXTERNAL MODULE: ./.build/js/src/git/readRegular.js
var readRegular = __webpack_require__(1186);
;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/commits.js
/**
 * Commits made during a tool call: git's ref files are watched by key like the protected set (no
 * git process while nothing moved); when one moved, the commits now reachable from a branch or
 * HEAD that were not before are checked in one pass, as pre-push checks them (each under its
 * parent's manifest). A violating commit is not rewritten: it is recorded under
 * `.git/diffgate/refused/`, which pre-push honours whatever the commit's message says: every
 * commit one check refused in one batch file (diffgateRecords.ts `writeRefusedBatch`).
 */











/**
 * Checks the commits a call brought onto a branch or HEAD (reachable from `after` and not from
 * `before`), and onto a remote-tracking ref that no fetch from its remote explains; left out: what
 * a trusted remote-tracking ref has (remoteTrust.ts). Returns the violating ones, all recorded in
 * one `refused/batch-<id>.json` under the store folder, and the trusted commits (a HEAD move's check leaves
 * them out too). `remotes`: whether `before` holds the remote-tracking refs (a record taken before
 * they were watched does not: then none is taken for moved).
 */
async function checkNewCommits(root, env, before, after, storeDir, session, now, remotes = true, 
/** The remotes and URLs at the person's latest prompt (remoteTrust.ts `remoteMoves`). */
personRemotes) {
    const git = (0,runGit.runGit)(root, env);
    const was = splitRefs(before);
    const is = splitRefs(after);
    const moves = await remotesAfter(git, remotes ? was.remotes : is.remotes, is.remotes, personRemotes);
    const old = new Set(Object.values(was.heads));
    const tips = [...new Set([...Object.values(is.heads), ...Object.values(moves.unexplained)])].filter((sha) => !old.has(sha));
    if (tips.length === 0)
        return { refused: [], errors: [], trusted: moves.trusted };
    // every commit in one process with its subject (a git process per refused commit ran 2,100 of
    // them past the hook's deadline: review 2 T1)
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
    // every commit in one pass (20,000 fast-imported commits took 24 ms each one by one: issue 32)
    // each against the parent it is judged against: a merge into what was there before the call of a
    // history no one judged (a new root), against what was there (review 6 M1), as pre-push judges it
    const under = judgedCommits(commits, { cwd: root, env });
    const decided = await commitDecisions(under, { cwd: root, env });
    // the merges too, in one pass (a flood of them took a few git processes each: issue 32)
    for (const [sha, d] of await mergeDecisions(under.filter((c) => c.otherParents.length > 0), { cwd: root, env }))
        decided.set(sha, d);
    // which new commits each moved ref reaches, walked here over the parents listed (no git process a commit)
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
            ? await commitViolations(root, env, commit, parent, otherParents) // a merge left out, or the one diff failed
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
        // one file for the whole check, written once (a file per commit took most of the hook's time
        // for 20,000 of them: issue 32)
        const record = (0,diffgateRecords/* writeRefusedBatch */.k$)(external_node_path_.posix.join(storeDir, 'refused'), {
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
/**
 * `git rev-list --parents --format=>%s` output: for each commit a `commit <sha> <parents>` line, then
 * its subject after a `>` (one line: git joins a subject's lines; the `>` because git prints no line
 * for an empty format).
 */
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
/**
 * The commits of `graph` (each listed commit's parents) reachable from `tip`: every new commit a
 * ref reaches is listed (a path to one through an old commit would make it old), so the walk
 * never leaves the list.
 */
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
/** A map of refs split into branches and HEAD, and remote-tracking refs. */
function splitRefs(refs) {
    const heads = {};
    const remotes = {};
    for (const [ref, sha] of Object.entries(refs))
        (ref.startsWith('refs/remotes/') ? remotes : heads)[ref] = sha;
    return { heads, remotes };
}
/**
 * The remote-tracking refs after a call, trusted or not (remoteTrust.ts): one `git config`, and
 * FETCH_HEAD even when no remote-tracking ref moved (`git pull origin <branch>` moves none).
 */
async function remotesAfter(git, before, after, personRemotes) {
    const [remotes, fetchHead] = await Promise.all([(0,remoteTrust.readRemotes)(git), readFetchHeads(git)]);
    return (0,remoteTrust/* remoteMoves */.D2)(before, after, remotes, fetchHead, personRemotes);
}
/** The FETCH_HEAD of the repository and of each linked worktree (git writes one per worktree), as one text. */
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
        worktrees = (0,external_node_fs_.readdirSync)(external_node_path_.posix.join(common, 'worktrees'));
    }
    catch {
        // none
    }
    const texts = [
        external_node_path_.posix.join(common, 'FETCH_HEAD'),
        ...worktrees.map((w) => external_node_path_.posix.join(common, 'worktrees', w, 'FETCH_HEAD')),
    ].map((path) => {
        try {
            return (0,readRegular/* readRegularText */.Aj)(path, 1 << 26);
        }
        catch {
            return '';
        }
    });
    return texts.join('\n');
}
/**
 * What the rules find wrong with one commit against its first parent, under the parent's manifest
 * (as pre-push judges it; a merge only on the paths that differ from every parent, `otherParents`
 * its second and later parents; a merge whose first parent had no manifest against the first that
 * has one): none for a commit no parent of which had a manifest; a string when the checker could
 * not judge it.
 */
async function commitViolations(root, env, commit, parent, otherParents = []) {
    const parents = parent === null ? [] : [parent, ...otherParents];
    // a merge is under rules when any parent is: judged against the first parent with a manifest
    // (review-16 A04), as pre-push picks it (pushedCommits.ts); not against a first parent without
    // one, to which the merge adds the manifest (that read as a first manifest passed any change)
    let from = 0;
    if (parents.length > 1) {
        const blobs = manifestBlobs(parents.map((p) => `${p}:${DEFAULT_MANIFEST}`), { cwd: root, env });
        from = blobs.findIndex((b) => b !== null);
        if (from < 0)
            return [];
    }
    for (let k = from; k < Math.max(1, parents.length); k++) {
        const c = pushedCommits_underRules({ sha: commit, parent, otherParents: [...otherParents] }, k);
        const set = await readChanges({ kind: 'commit', commit, parent: c.parent, otherParents: c.otherParents }, { cwd: root, env });
        try {
            const decision = await decideChange(set.manifest, set.changes, { manifestRequired: false });
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

/***/ 9888:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ onAnotherMachine)
/* harmony export */ });
/**
 * A URL on another machine: `https://`, `http://`, `ssh://`, `git://`, or scp-like `[user@]host:path`.
 * Not a local path or `file://` (that repository's hooks run when the person pushes: review-15c
 * F11), not a remote helper (`ext::` runs a command), not a host that reads as an option (`-o...`).
 */
const NETWORK_URL = /^(?:(?:https?|ssh|git|git\+ssh|ssh\+git):\/\/[A-Za-z0-9[_~.]|(?:[A-Za-z0-9._~-]+@)?[A-Za-z0-9][A-Za-z0-9.-]*:(?!:|\/\/))\S*$/;
/**
 * Whether a remote's URL names a repository on another machine, by its form. A server the agent
 * starts on this machine (`git daemon`, then `git://localhost/...`) passes: see docs/tripwire.md, Limits.
 */
function onAnotherMachine(url) {
    return NETWORK_URL.test(url);
}


/***/ }),

/***/ 2500:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findReleaseRecord: () => (/* binding */ findReleaseRecord),
/* harmony export */   k$: () => (/* binding */ writeRefusedBatch),
/* harmony export */   refusedRecords: () => (/* binding */ refusedRecords),
/* harmony export */   releaseId: () => (/* binding */ releaseId)
/* harmony export */ });
/* unused harmony exports recordDirs, releaseFile, writeReleaseRecord, releaseFromBatch, appendAudit */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _readRegular_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1186);
/**
 * What the git hooks keep under the repository's `.git/diffgate/` (the common git directory, so
 * every linked worktree sees the same records):
 *  - `releases/<tree>-<parent>.json`: written by pre-commit when a person set DIFFGATE_RELEASE;
 *    pre-push honours a commit's Diffgate-Release trailer only when the record for that commit's
 *    tree and first parent exists, so a trailer typed, copied (`git commit -C`) or cherry-picked
 *    releases nothing.
 *  - `refused/batch-<id>.json`: written by the agent tripwire once per judgement, listing every
 *    violating commit an agent made during the call (one file for 20,000 commits, where a file per
 *    commit cost most of PostToolUse's time: issue 32); pre-push refuses such a commit whatever its
 *    trailer says. `refused/<commit>.json`, one commit a file, is what earlier versions wrote: it
 *    is honoured the same (an upgrade forgets no refusal).
 *  - `audit.jsonl`: one line for each release a person made at push time.
 * Agents cannot write here: `.git/diffgate/` is a gate file for every agent layer. Yet a process
 * that gets past the pre-check can, so a release record counts only when the ledger outside the
 * repository lists it too (agent/ledger.ts; pre-push and the tripwire's HEAD move check).
 */



async function recordDirs(git, cwd) {
    const [gitDir = '', common = ''] = (await git.raw(['rev-parse', '--absolute-git-dir', '--git-common-dir']))
        .trim()
        .split('\n');
    return { common: join(resolve(cwd, common), 'diffgate'), worktree: join(gitDir, 'diffgate') };
}
/** A release record's id (its file name without `.json`), as the ledger lists it (agent/ledger.ts). */
const releaseId = (tree, parent) => `${tree}-${parent ?? 'root'}`;
const releaseFile = (dirs, tree, parent) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dirs.common, 'releases', `${releaseId(tree, parent)}.json`);
function writeReleaseRecord(dirs, record) {
    const file = releaseFile(dirs, record.tree, record.parent);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, `${JSON.stringify(record)}\n`);
    return file;
}
/** The release a person made with DIFFGATE_RELEASE for a commit of this tree on this parent, if any. */
function findReleaseRecord(dirs, tree, parent) {
    const file = releaseFile(dirs, tree, parent);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return undefined;
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
    }
    catch {
        // A record that does not parse is still a person's release (only a person's pre-commit writes
        // there), but its reason is lost: say so rather than refuse the push.
        return { tree, parent, reason: '(unreadable release record)', items: [], at: '' };
    }
}
const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** A record of earlier versions: one refused commit a file. */
const SINGLE = /^([0-9a-f]{40}|[0-9a-f]{64})\.json$/;
/** A batch (`batch-<id>.released.json`, a batch a person released whole, is none: the id holds no dot). */
const BATCH = /^batch-[0-9a-z-]+\.json$/;
/** A batch is read up to this size (20,000 refused commits take about 4 MB). */
const BATCH_BOUND = 256 * 1024 * 1024;
/**
 * Writes one judgement's refused commits as one batch, whole or not at all: to a temporary name,
 * flushed to the disk, then renamed into place and the folder flushed (a reader sees every commit
 * of it or none; a crash leaves a temporary name no reader takes). One JSON document rather than
 * a line a commit: a batch cut short or edited is then malformed as a whole, never read as a
 * shorter list, and every reader fails closed on it. Returns its path.
 */
function writeRefusedBatch(dir, batch) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    const name = `batch-${Date.now().toString(36)}-${process.pid.toString(36)}-${Math.random().toString(36).slice(2, 10)}.json`;
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
    writeWhole(file, `${JSON.stringify({ v: 1, ...batch })}\n`);
    return file;
}
/** Writes `text` at `file` by a flushed temporary file and a rename, then flushes the folder. */
function writeWhole(file, text) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(file, '..');
    const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, `.${Math.random().toString(36).slice(2, 10)}.tmp`);
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(tmp, 'wx', 0o644);
    try {
        const bytes = Buffer.from(text);
        for (let at = 0; at < bytes.length;)
            at += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, bytes, at);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(fd);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, file);
    const dfd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(dir, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(dfd);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(dfd);
    }
}
/**
 * Takes the commits a person released at push time off their batch: the batch is written again
 * without them, or, when none is left, renamed `<batch>.released.json` (no longer a refusal).
 */
function releaseFromBatch(file, released) {
    const batch = readBatch(file);
    const left = batch.commits.filter((c) => !released.has(c.commit));
    if (left.length === batch.commits.length)
        return;
    if (left.length === 0)
        renameSync(file, file.replace(/\.json$/, '.released.json'));
    else
        writeWhole(file, `${JSON.stringify({ v: 1, session: batch.session, at: batch.at, commits: left })}\n`);
}
/**
 * A batch as written: a regular file (opened without blocking: a FIFO put there cannot stall the
 * reader), within BATCH_BOUND, one JSON document of the shape above. Throws with the reason otherwise.
 */
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
/**
 * A record's text through the shared bounded reader (readRegular.ts: opened without blocking, a
 * FIFO put in its place cannot stall the hook; checked on the descriptor), its refusals worded as
 * the readers of refused/ report them. Throws with the reason otherwise.
 */
function readRegularFile(file, bound) {
    try {
        return (0,_readRegular_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegular */ .VX)(file, bound).toString('utf8');
    }
    catch (e) {
        if (!(e instanceof _readRegular_js__WEBPACK_IMPORTED_MODULE_2__/* .NotReadable */ .SX))
            throw e;
        throw new Error(e.why === 'not-regular' ? 'not a regular file' : `larger than ${bound} bytes`);
    }
}
/**
 * The commits the agent tripwire refused, by full commit id: every batch's, and every record a
 * commit of earlier versions. A single record that does not parse still refuses its commit (its
 * name says which), with no details; a batch that cannot be read is listed in `unreadable`, for
 * the caller to fail closed on (the commits it held are not known).
 */
function refusedRecords(dirs) {
    const found = new Map();
    const unreadable = [];
    for (const base of new Set([dirs.common, dirs.worktree])) {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(base, 'refused');
        let names;
        try {
            names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir);
        }
        catch (e) {
            if (e.code === 'ENOENT')
                continue;
            throw e;
        }
        for (const name of names) {
            const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
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
                // unreadable: refused all the same
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
    mkdirSync(dirs.common, { recursive: true });
    const file = join(dirs.common, 'audit.jsonl');
    appendFileSync(file, entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
    return file;
}


/***/ }),

/***/ 8978:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   yN: () => (/* binding */ gitTimeout)
/* harmony export */ });
/* unused harmony exports boundGit, gitTimeLeft */
/**
 * When every git this process runs must have ended (ms since the epoch), or none. A hook sets it
 * to its own deadline: git waits forever on a FIFO put in place of a ref file or HEAD, and a
 * synchronous child process holds the thread, so the hook's timer could not end the wait and the
 * client would let the call through (review of issue 32, F1). No imports: the hook loads this on
 * every call, and node:child_process costs 7 ms to load.
 */
let at;
function boundGit(deadline) {
    at = deadline;
}
/** Milliseconds a git started now may run, or undefined when nothing bounds it. */
function gitTimeLeft(now = Date.now()) {
    return at === undefined || !Number.isFinite(at) ? undefined : Math.max(1, Math.ceil(at - now)); // spawnSync takes whole milliseconds
}
/** spawnSync's options for that bound: killed with SIGKILL when it runs out (error code ETIMEDOUT). */
function gitTimeout() {
    const left = gitTimeLeft();
    return left === undefined ? {} : { timeout: left, killSignal: 'SIGKILL' };
}


/***/ }),

/***/ 3247:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ headWitness)
/* harmony export */ });
/* unused harmony export loggedCommits */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/**
 * What HEAD names, told apart from what git's failure to name a commit means. An unborn HEAD (a
 * branch with no commit yet) is "before the first commit" only when nothing says the repository
 * has one: a call that removes the branch's ref or points HEAD at a branch that does not exist
 * (review 8 H1, H2) makes HEAD unborn in a repository with history, and what is judged there as a
 * first commit (every file created, the index's manifest in force) names no frozen file. Then the
 * commit HEAD last named (its reflog's newest entry that git has) is the witness; with none, there
 * is no witness and the callers fail closed.
 */



/** The commits a reflog's text names, newest first (each entry's new side; a deletion's zeros left out). */
function loggedCommits(text) {
    const out = [];
    for (const line of text.split('\n').reverse()) {
        const m = /^[0-9a-f]{40,64} ([0-9a-f]{40,64}) /.exec(line);
        if (m && !/^0+$/.test(m[1]))
            out.push(m[1]);
    }
    return out;
}
/** How many of the reflog's newest entries are tried (each a git process) before "no witness". */
const TRIED = 20;
/** What HEAD names in the repository at `cwd` (git with `env`); throws when git cannot run there. */
function headWitness(cwd, env) {
    const git = (args) => (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', args, { cwd, env, encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'pipe'] });
    const head = git(['rev-parse', '--verify', '-q', 'HEAD^{commit}']);
    if (head.status === 0)
        return { kind: 'commit', sha: head.stdout.trim() };
    const logs = git(['rev-parse', '--git-path', 'logs/HEAD']);
    if (logs.status !== 0)
        throw new Error(logs.stderr.trim() || 'git rev-parse --git-path failed');
    let text = '';
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, logs.stdout.trim()), 'utf8');
    }
    catch {
        // no reflog of HEAD (never written, removed, or a reftable repository): the refs say
    }
    const logged = loggedCommits(text);
    for (const sha of logged.slice(0, TRIED)) {
        try {
            (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd, env, stdio: 'ignore' });
            return { kind: 'logged', sha };
        }
        catch {
            // a commit git does not have (any more): an older entry may name one
        }
    }
    // Unborn: HEAD is a branch whose ref is not there (a detached HEAD naming nothing is broken), and
    // no ref at all, nor a broken one (for-each-ref warns of it), says the repository has a commit.
    const branch = git(['symbolic-ref', '-q', 'HEAD']);
    const refs = git(['for-each-ref', '--count=1', '--format=%(refname)']);
    const unborn = branch.status === 0 && logged.length === 0 && refs.status === 0 && `${refs.stdout}${refs.stderr}`.trim() === '';
    if (!unborn)
        return { kind: 'none' };
    // nor does git's object store hold a commit (the branch's ref and HEAD's reflog both removed, in
    // a repository with no other ref): before a first commit it holds the blobs and trees added only
    const types = git(['cat-file', '--batch-all-objects', '--unordered', '--batch-check=%(objecttype)']);
    if (types.status !== 0 || /^commit$/m.test(types.stdout))
        return { kind: 'none' };
    return { kind: 'unborn' };
}


/***/ }),

/***/ 9495:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ parseConfigList)
/* harmony export */ });
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

/***/ 5450:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D2: () => (/* binding */ remoteMoves),
/* harmony export */   readRemotes: () => (/* binding */ readRemotes)
/* harmony export */ });
/* unused harmony exports remoteOfRef, fetchHeadUrl, parseFetchHead, readRemoteRefs, pushTrusted */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_onAnotherMachine_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9888);
/* harmony import */ var _parseConfigList_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9495);
/* harmony import */ var _readRegular_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1186);
/**
 * Which remote-tracking refs say "this commit is on a remote already", so that pre-push and the
 * tripwire leave it out (someone else's push was judged where it landed, and the Action guards the
 * remote). A remote-tracking ref is a local file: `git fetch <path> main:refs/remotes/origin/x`,
 * `git update-ref` or a remote added for a scratch clone put any commit there (review-15c F13). So:
 *
 * - pre-push trusts the default branch of the remote it pushes to, and of remotes on another
 *   machine (another branch is anyone's to push to, from a clone without these hooks);
 * - the tripwire trusts what the refs held before the call, and a commit git's fetch brought in the
 *   call from a remote on another machine that the person had when they last wrote (FETCH_HEAD names
 *   the commit and the URL). Any other move is the agent's: the commits it brings are judged like a
 *   branch's.
 */





const REMOTES = 'refs/remotes/';
/**
 * The remotes in the config (one `git config --list`; one `git remote get-url --all` per remote on
 * another machine only where a `url.*.insteadOf` rewrites URLs).
 */
async function readRemotes(git) {
    const entries = (0,_parseConfigList_js__WEBPACK_IMPORTED_MODULE_3__/* .parseConfigList */ .Y)(await git.raw(['config', '-z', '--list']).catch(() => ''));
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
        if (effective.length > 0 && effective.every(_core_onAnotherMachine_js__WEBPACK_IMPORTED_MODULE_4__/* .onAnotherMachine */ .w))
            network.set(name, new Set(effective.map(fetchHeadUrl)));
    }
    return { names: [...urls.keys()], configured: urls, effective: used, network };
}
/** The remote a remote-tracking ref belongs to: the longest configured name it lies under. */
function remoteOfRef(ref, names) {
    let best;
    for (const n of names)
        if (ref.startsWith(`${REMOTES}${n}/`) && (best === undefined || n.length > best.length))
            best = n;
    return best;
}
/**
 * A URL as git's fetch writes it into FETCH_HEAD: without the user and password, trailing slashes
 * and a `.git` suffix (git's fetch.c, `store_updated_refs`). scp-like URLs lose their user too, so
 * both sides compare the same way.
 */
function fetchHeadUrl(url) {
    let u = url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1').replace(/^[^/@:]+@(?=[^/]*:)/, '');
    u = u.replace(/\/+$/, '');
    return u.endsWith('.git') && u.length > 4 ? u.slice(0, -4) : u;
}
/**
 * FETCH_HEAD's lines: each fetched commit with the URL it came from. git writes
 * `<sha>\t[not-for-merge]\t<what> '<name>' of <url>` (`<what>`: branch, tag, remote-tracking
 * branch) or, for a fetched HEAD, the URL alone. The name ends at the first `' of `, and the URL is
 * the whole rest: a path or a name that holds " of <another URL>" is compared whole, never cut at
 * its last " of " (review-16b B01). A line of another ref (`'refs/pull/1/head' of <url>`) cannot be
 * told from a URL that starts with a quote, so it counts as from that whole text: not trusted.
 */
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
/** Remote-tracking refs and their commits (`refs/remotes/...` → sha), in one `git for-each-ref`. */
async function readRemoteRefs(git) {
    const out = {};
    for (const line of (await git.raw(['for-each-ref', '--format=%(objectname) %(refname)', REMOTES])).split('\n')) {
        const sp = line.indexOf(' ');
        if (sp > 0)
            out[line.slice(sp + 1)] = line.slice(0, sp);
    }
    return out;
}
/**
 * For pre-push: the commits of the remote-tracking refs that count as on a remote: the default
 * branch (`<remote>/HEAD`, else `main` or `master`) of the destination (`dest`, pre-push's first
 * argument, when it names a configured remote) and of every remote on another machine. Another
 * branch of a remote is anyone's to push to, from a clone without these hooks (review-16b B03), and
 * a remote on this machine says nothing about what the destination holds. None of a remote whose
 * refs git reads through a symbolic link (a ref file, its folder, `refs`, or packed-refs that is
 * one; git never writes such a link, and one to a file outside the repository moves with whatever
 * writes there, no ref update at all: review 6 S2), nor a `<remote>/HEAD` that names a ref of
 * another remote or a branch.
 */
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
        const head = symbolicTarget(join(common, `${base}HEAD`));
        const headSha = head === undefined || head.startsWith(base) ? refs[`${base}HEAD`] : undefined;
        const sha = headSha ?? refs[`${base}main`] ?? refs[`${base}master`];
        if (sha !== undefined && remoteOfRef(`${base}HEAD`, remotes.names) === r)
            out.add(sha);
    }
    return [...out];
}
/** Whether `path` (relative to `dir`, `/`-separated) is a symbolic link or lies under one below `dir`. */
function linked(dir, path) {
    let p = dir;
    for (const part of path.split('/')) {
        p = join(p, part);
        const st = lstatSync(p, { throwIfNoEntry: false });
        if (st === undefined)
            return false;
        if (st.isSymbolicLink())
            return true;
    }
    return false;
}
/** Whether a remote's ref folder, or anything in it, is a symbolic link (or lies under one). */
function linkedRefs(common, folder) {
    if (linked(common, folder))
        return true;
    const walk = (dir) => {
        let entries;
        try {
            entries = readdirSync(dir, { withFileTypes: true });
        }
        catch {
            return false;
        }
        return entries.some((e) => e.isSymbolicLink() || (e.isDirectory() && walk(join(dir, e.name))));
    };
    return walk(join(common, folder));
}
/** The ref a loose symbolic ref file names (`ref: <name>`), or undefined (absent, packed, or a commit id). */
function symbolicTarget(file) {
    try {
        const m = /^ref: (\S+)/.exec(readRegularText(file, 4096));
        return m ? m[1] : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * For the tripwire: `before` and `after` are the remote-tracking refs before and after a call,
 * `fetchHead` the text of FETCH_HEAD (every worktree's). Trusted: what a remote-tracking ref held
 * before the call (judged when it came, or the person's), and a commit FETCH_HEAD says git fetched
 * from the URL of a remote the person had when they last wrote, on another machine (`git fetch`,
 * `git pull origin <branch>`; a renamed remote's refs keep their commits). A ref that moved anywhere
 * else is the agent's.
 */
function remoteMoves(before, after, remotes, fetchHead, 
/** The remotes' URLs (as git uses them) at the person's prompt: one added since is not theirs (review-16 A01). */
personRemotes) {
    // the URLs of the person's remotes, whatever they are named now (`git remote rename`)
    const urls = new Set(personRemotes === undefined
        ? [...remotes.network.values()].flatMap((u) => [...u])
        : Object.values(personRemotes).flat().filter(_core_onAnotherMachine_js__WEBPACK_IMPORTED_MODULE_4__/* .onAnotherMachine */ .w).map(fetchHeadUrl));
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

/***/ 483:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitCommandError: () => (/* binding */ GitCommandError),
/* harmony export */   U: () => (/* binding */ gitMessage),
/* harmony export */   runGit: () => (/* binding */ runGit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var _gitDeadline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8978);
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
/**
 * git in `cwd`; `env` replaces the inherited environment (for a throw-away object directory, say).
 * `timeoutMs` ends a command that runs longer (a network call to a remote that does not answer):
 * it then fails with the code ETIMEDOUT.
 */
function runGit(cwd, env, timeoutMs) {
    return {
        raw: async (args) => {
            const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', args, {
                cwd,
                env,
                encoding: 'utf8',
                maxBuffer: 1 << 30,
                ...(timeoutMs ? { timeout: timeoutMs, killSignal: 'SIGKILL' } : (0,_gitDeadline_js__WEBPACK_IMPORTED_MODULE_1__/* .gitTimeout */ .yN)()),
            });
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
