export const id = 500;
export const ids = [500];
export const modules = {

/***/ 2500:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findReleaseRecord: () => (/* binding */ findReleaseRecord),
/* harmony export */   refusedCommits: () => (/* binding */ refusedCommits),
/* harmony export */   releaseId: () => (/* binding */ releaseId)
/* harmony export */ });
/* unused harmony exports recordDirs, releaseFile, writeReleaseRecord, appendAudit */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/**
 * What the git hooks keep under the repository's `.git/diffgate/` (the common git directory, so
 * every linked worktree sees the same records):
 *  - `releases/<tree>-<parent>.json`: written by pre-commit when a person set DIFFGATE_RELEASE;
 *    pre-push honours a commit's Diffgate-Release trailer only when the record for that commit's
 *    tree and first parent exists, so a trailer typed, copied (`git commit -C`) or cherry-picked
 *    releases nothing.
 *  - `refused/<commit>.json`: written by the agent tripwire for a violating commit an agent made
 *    during a tool call; pre-push refuses such a commit whatever its trailer says.
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
/**
 * The commits the agent tripwire refused, by full commit id. A record that does not parse still
 * refuses its commit (fail closed), with no details.
 */
function refusedCommits(dirs) {
    const found = new Map();
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
            const m = /^([0-9a-f]{40}|[0-9a-f]{64})\.json$/.exec(name);
            if (!m)
                continue;
            const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
            let data = {};
            try {
                data = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
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
    return found;
}
function appendAudit(dirs, entries) {
    mkdirSync(dirs.common, { recursive: true });
    const file = join(dirs.common, 'audit.jsonl');
    appendFileSync(file, entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
    return file;
}


/***/ })

};
