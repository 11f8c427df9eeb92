"use strict";
exports.id = 6321;
exports.ids = [6321];
exports.modules = {

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


/***/ })

};
;