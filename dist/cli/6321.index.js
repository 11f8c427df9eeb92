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
exports.refusedCommits = refusedCommits;
exports.appendAudit = appendAudit;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
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
function refusedCommits(dirs) {
    const found = new Map();
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
            const m = /^([0-9a-f]{40}|[0-9a-f]{64})\.json$/.exec(name);
            if (!m)
                continue;
            const file = (0, node_path_1.join)(dir, name);
            let data = {};
            try {
                data = JSON.parse((0, node_fs_1.readFileSync)(file, 'utf8'));
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
    return found;
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