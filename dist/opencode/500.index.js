export const id = 500;
export const ids = [500];
export const modules = {

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


/***/ })

};
