export const id = 819;
export const ids = [819];
export const modules = {

/***/ 2819:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   followedHead: () => (/* binding */ followedHead)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _git_objectName_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7328);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1186);
/* harmony import */ var _realPath_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2412);
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9067);
/**
 * A call that moved HEAD (`git pull`, `git switch`, `git checkout <commit>`, `git reset --hard`)
 * had git write the work tree as the new HEAD holds it. Such a file did not change by an edit: it
 * now holds a committed version, and commits have their own judge. So a difference stands when
 * git's move explains it exactly (before, the path was as the old HEAD holds it; now, as the new
 * HEAD holds it: content through the repository's filters, executable bit, symlink target, or
 * absent in both), and the commits the move brings in pass as pre-push would pass them.
 *
 * Brought in: the commits reachable from the new HEAD and not from the old one nor from a trusted
 * remote-tracking ref (a commit on a remote was judged where it was pushed; the Action guards the
 * remote; remoteTrust.ts says which refs count). Each one that touches a path the move explains is
 * judged now against its first parent (a merge's against one with a manifest), under that parent's
 * manifest, whenever it was made: a violation stands unless a person released
 * that commit (`releases/<tree>-<parent>.json`, written by pre-commit with DIFFGATE_RELEASE), and a
 * commit refused before (in a `refused/` batch, or an earlier version's `refused/<sha>.json`) is
 * never explained, nor is anything while a batch there cannot be read. Not explained at all: a move
 * that brings in a commit with no parent (a new history, or one `.git/shallow` or grafts cut off:
 * it would "create" every file, review-15a F04, F05), and a call that also changed diffgate's own
 * records of releases and refusals (they are read as they were before the call, review-15a F06).
 */







/** The paths among `found` that the HEAD move explains, when the commits it brings in pass. */
async function followedHead(found, move, ws) {
    const out = new Set();
    const inside = found.filter((d) => (0,_realPath_js__WEBPACK_IMPORTED_MODULE_5__/* .isWithin */ .U)(d.path, move.root) && d.path !== move.root);
    if (inside.length === 0)
        return out;
    // the records a person's release and a refusal leave, changed by this call: nothing is explained
    const records = [node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(move.storeDir, 'refused'), node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(move.storeDir, 'releases')];
    if (found.some((d) => records.some((r) => (0,_realPath_js__WEBPACK_IMPORTED_MODULE_5__/* .isWithin */ .U)(d.path, r))))
        return out;
    const git = (args) => (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', args, {
        cwd: move.root,
        // the paths after `--` are file names, not pathspec magic (`:(glob)...`)
        env: { ...move.env, GIT_LITERAL_PATHSPECS: '1' },
        maxBuffer: 1 << 30,
        stdio: ['ignore', 'pipe', 'ignore'],
    });
    const lines = (b) => b
        .toString('utf8')
        .split('\n')
        .filter((l) => l !== '');
    let before;
    let after;
    try {
        before = tree(git(['ls-tree', '-r', '-z', '--full-tree', move.from]));
        after = tree(git(['ls-tree', '-r', '-z', '--full-tree', move.to]));
    }
    catch {
        return out; // git cannot say: every difference is judged
    }
    // checked against its name (a rewritten object throws: the difference is judged, review 6 O1)
    const blob = (rev, rel, e) => (0,_git_objectName_js__WEBPACK_IMPORTED_MODULE_3__/* .verifiedCheckout */ .lG)(git, rev, rel, e);
    const explained = [];
    for (const d of inside) {
        const rel = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.relative(move.root, d.path);
        try {
            const was = before.get(rel);
            const is = after.get(rel);
            if (was === undefined && is === undefined)
                continue;
            if (!recordedAs(d, was, was && blob(move.from, rel, was), ws))
                continue;
            if (!standsAs(d, is, is && blob(move.to, rel, is)))
                continue;
            explained.push(rel);
        }
        catch {
            // unreadable on either side: judged
        }
    }
    if (explained.length === 0)
        return out;
    const { commitViolations } = await __webpack_require__.e(/* import() */ 454).then(__webpack_require__.bind(__webpack_require__, 454));
    const { findReleaseRecord, refusedRecords, releaseId } = await __webpack_require__.e(/* import() */ 500).then(__webpack_require__.bind(__webpack_require__, 2500));
    const dirs = { common: move.storeDir, worktree: move.storeDir };
    const range = [move.to, '--not', move.from, ...move.trusted];
    let touching;
    let known;
    try {
        if (lines(git(['rev-list', '--max-parents=0', ...range, '--'])).length > 0)
            return out;
        const records = refusedRecords(dirs);
        // a batch of refused commits that cannot be read may hold one the move brings in: nothing is explained
        if (records.unreadable.length > 0)
            return out;
        known = new Set([...move.refused, ...records.refused.keys()]);
        // a commit refused before is never explained, though a trusted remote-tracking ref has it (review-15c F13):
        // the commits the move brings in, in one git process (not one a refused commit: there may be thousands)
        if (known.size > 0 && lines(git(['rev-list', move.to, '--not', move.from, '--'])).some((sha) => known.has(sha)))
            return out;
        // the commits that touch what the move explains, each with its real parents (a path-limited
        // rev-list would name rewritten ones)
        const shas = lines(git(['rev-list', '--full-history', ...range, '--', ...explained]));
        touching = shas.length === 0 ? [] : lines(git(['show', '-s', '--format=%H %P', ...shas]));
    }
    catch {
        return out;
    }
    for (const line of touching) {
        const [commit, parent = null, ...otherParents] = line.split(' ');
        if (known.has(commit))
            return out;
        const violations = await commitViolations(move.root, move.env, commit, parent, otherParents).catch(() => 'unreadable');
        if (violations.length === 0)
            continue;
        const tree = typeof violations === 'string' ? '' : lines(git(['rev-parse', `${commit}^{tree}`]))[0];
        // a release record counts only when the ledger outside the repository lists it (ledger.ts)
        if (typeof violations === 'string' ||
            findReleaseRecord(dirs, tree, parent) === undefined ||
            move.ledger?.hasRelease(releaseId(tree, parent)) !== true)
            return out;
    }
    for (const rel of explained)
        out.add(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(move.root, rel));
    return out;
}
/** `ls-tree -r -z` output by path: blobs and symlinks only (a submodule is never explained). */
function tree(listing) {
    const out = new Map();
    for (const item of listing.toString('utf8').split('\0')) {
        const tab = item.indexOf('\t');
        if (tab < 0)
            continue;
        const [mode, type, oid] = item.slice(0, tab).split(' ');
        if (type === 'blob')
            out.set(item.slice(tab + 1), { mode, oid });
    }
    return out;
}
const executable = (mode) => (mode & 0o100) !== 0;
/** Whether the record held the path as the tree entry does (`bytes`: its content as a checkout writes it). */
function recordedAs(d, e, bytes, ws) {
    const r = d.before;
    if (e === undefined)
        return r.t === '-';
    if (e.mode === '120000')
        return r.t === 'l' && r.l === bytes.toString('utf8');
    if (r.t !== 'f' || r.m === undefined || executable(r.m) !== (e.mode === '100755'))
        return false;
    // a path only whose creation counts (a secret, a denied path) keeps no bytes: its type says enough
    if (r.b === undefined)
        return !d.guard.keep;
    return Buffer.from(ws.readBlob(r.b)).equals(bytes);
}
/** Whether the path on disk now is as the tree entry holds it. */
function standsAs(d, e, bytes) {
    const st = d.now;
    if (e === undefined)
        return st === undefined && (0,_statKey_js__WEBPACK_IMPORTED_MODULE_6__/* .lstatOrUndefined */ .YB)(d.path) === undefined;
    if (st === undefined)
        return false;
    if (e.mode === '120000')
        return st.isSymbolicLink() && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)(d.path) === bytes.toString('utf8');
    if (!st.isFile() || executable(st.mode) !== (e.mode === '100755'))
        return false;
    return Buffer.from((0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegular */ .VX)(d.path, Number.MAX_SAFE_INTEGER)).equals(bytes);
}


/***/ })

};
