export const id = 669;
export const ids = [669];
export const modules = {

/***/ 2669:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   headBaseline: () => (/* binding */ headBaseline)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6778);
/* harmony import */ var _git_headWitness_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3247);
/* harmony import */ var _git_objectName_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7328);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1186);
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9067);
/**
 * When the tripwire's record was removed or forged, what was there before the call is not known
 * any more; git's HEAD is the best witness left. Every watched path that HEAD holds and that is
 * not as HEAD holds it (content, executable bit, type, or gone) gets HEAD's version as its
 * recorded state, so the same judging as after any call decides it: a change the rules forbid is
 * put back to HEAD's version, and the agent's version kept. Paths HEAD does not hold stay as they
 * are, but for gate files, whose witness outside the repository says what they were (gateWitness.ts).
 *
 * HEAD's blobs are checked against their names before they are taken (objectName.ts): a call can
 * rewrite a loose object in place, and git reads it without a check (review 6 O1). A path whose
 * blob does not match gets a notice in place of a version (messages: `rewrittenPlaceholder`) as its
 * record, so the pass judges the file changed: a rule that forbids it puts the notice there and
 * keeps the file's bytes in the quarantine, and the caller says the object store was rewritten.
 */







/**
 * Sets the commit's version (HEAD's unless `rev` names another) as the record of every watched path
 * it holds that differs from it; returns how many, or undefined when `rev` is no commit git has.
 */
function headBaseline(state, root, env, list, ws, rev = 'HEAD', 
/** Commits the tripwire refused: the baseline is the first commit on `rev`'s first-parent line that is none of them. */
refused = new Set(), 
/** Filled with the paths (repository-relative) whose blob at `rev` was rewritten, and its name (a folder's tree: `tree`). */
rewritten = [], 
/** Filled with the paths it gave the commit's version. */
set = new Set(), 
/** Filled with the paths given a notice because nothing names a commit to compare with (HEAD lost). */
unwitnessed = []) {
    const git = (args) => (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', args, { cwd: root, env, maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
    const run = (args, input) => (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', args, { cwd: root, env, input, maxBuffer: 1 << 30, stdio: ['pipe', 'pipe', 'ignore'] });
    /** The paths the index vouched for (as it holds them) where the commit's tree could not. */
    const vouched = new Set();
    if (rev === 'HEAD') {
        // Only a truly unborn HEAD is "no commit yet" (review 8 H1, H2, T3): a HEAD made to name no
        // commit in a repository with history is compared with the commit its reflog last named, and,
        // with none, every watched file is judged as changed (fail closed, nothing lost).
        let head;
        try {
            head = (0,_git_headWitness_js__WEBPACK_IMPORTED_MODULE_3__/* .headWitness */ .U)(root, env);
        }
        catch {
            head = { kind: 'none' };
        }
        if (head.kind === 'unborn')
            return 0; // no commit yet: nothing to compare with
        if (head.kind === 'none') {
            const count = fromIndex(() => true);
            return (count +
                unvouched(state, root, list, ws, set, vouched, (rel) => {
                    unwitnessed.push(rel);
                    return _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_2__/* .tripwireText */ .w.unwitnessedPlaceholder(rel);
                }));
        }
        rev = head.sha;
    }
    else {
        try {
            rev = git(['rev-parse', '--verify', '-q', `${rev}^{commit}`])
                .toString('utf8')
                .trim();
        }
        catch {
            return undefined;
        }
    }
    if (refused.size > 0) {
        // A refused commit stays where the call put it (its record and the message say how to take it
        // out), while the file it changed was put back: judged against it, the put-back file would look
        // like the agent's change, and the agent's version be written back (review 1 R1-F3b).
        try {
            const line = git(['rev-list', '--first-parent', '--max-count=1000', rev, '--']).toString('utf8').split('\n');
            const base = line.find((sha) => sha !== '' && !refused.has(sha));
            if (base !== undefined && base !== line[0])
                rev = base;
        }
        catch {
            // git cannot walk it: the commit itself, as below
        }
    }
    // git itself says what may differ, by object name and the index's stat data: `git diff-index`, not
    // `git diff`, which compares content and so reads HEAD's blob and takes a file written as a
    // rewritten object holds for unchanged (review 6 O1). A path listed only because its stat data
    // is stale gets HEAD's version, the same as the file: no difference. Where git cannot say (the
    // index unreadable, HEAD's tree object rewritten: review 8 T1, T2), every watched path the
    // commit holds is compared by its bytes instead, never taken as unchanged.
    let changed;
    try {
        changed = new Set(git(['diff-index', '--no-renames', '--name-only', '-z', rev, '--'])
            .toString('utf8')
            .split('\0')
            .filter((p) => p !== ''));
        if (changed.size === 0)
            return 0;
    }
    catch {
        changed = undefined;
    }
    // the commit's tree with every tree object checked against its name (`git ls-tree` reads a tree
    // without a check, review 8 T1); a folder whose tree was rewritten says nothing of what it held
    let tree;
    try {
        // where git listed what may differ, only the folders on the way to those paths are read
        const folders = new Set();
        for (const rel of changed ?? [])
            for (let slash = rel.indexOf('/'); slash > 0; slash = rel.indexOf('/', slash + 1))
                folders.add(rel.slice(0, slash));
        tree = (0,_git_objectName_js__WEBPACK_IMPORTED_MODULE_4__/* .verifiedTree */ .Dt)(run, rev, changed === undefined ? undefined : (dir) => folders.has(dir));
    }
    catch {
        tree = { entries: new Map(), rewritten: [{ path: '', oid: rev }] };
    }
    const entries = [];
    for (const [rel, { mode, type, oid }] of tree.entries) {
        if (changed !== undefined && !changed.has(rel))
            continue;
        if (type !== 'blob')
            continue;
        if (differs(rel, mode, oid))
            entries.push({ path: rel, mode, oid });
    }
    // every blob in one git process, each checked against its name; the files as a checkout writes
    // them (smudged: line endings, LFS content)
    let count = record(entries, rev);
    // A folder whose tree object was rewritten (review 8 T1) says nothing of what it held: its
    // watched paths are taken as the index holds them (its blobs checked against their names; the
    // call's change, not staged, differs from it), and a file the index does not hold gets a notice
    // naming the object, so a forbidden change puts the notice there and keeps the file's bytes.
    if (tree.rewritten.length > 0) {
        const under = (rel) => tree.rewritten.some((d) => d.path === '' || rel === d.path || rel.startsWith(`${d.path}/`));
        count += fromIndex(under);
        for (const { path: dir, oid } of tree.rewritten) {
            rewritten.push({ path: dir === '' ? '.' : dir, oid, tree: true });
            count += unvouched(state, node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(root, dir), list, ws, set, vouched, (rel) => _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_2__/* .tripwireText */ .w.rewrittenPlaceholder(rel, oid), root);
        }
    }
    return count;
    /** Whether the watched path `rel` is not as the entry names it (hashed here: no git process a file). */
    function differs(rel, mode, oid) {
        const path = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(root, rel);
        if (list.guard(path) === undefined)
            return false;
        return mode === '120000' || !sameBytes(path, mode, oid); // else listed for its stale stat data only
    }
    /** Records these entries' versions (`at`: the commit, '' the index) as the "before" of their paths. */
    function record(entries, at) {
        const read = (0,_git_objectName_js__WEBPACK_IMPORTED_MODULE_4__/* .verifiedCheckouts */ .m9)(git, run, at, entries);
        let count = 0;
        for (const [k, { path: rel, mode, oid }] of entries.entries()) {
            const path = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(root, rel);
            const bytes = read[k];
            const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_6__/* .lstatOrUndefined */ .YB)(path);
            if (bytes instanceof _git_objectName_js__WEBPACK_IMPORTED_MODULE_4__/* .ObjectRewritten */ .E0) {
                rewritten.push({ path: rel, oid });
                const notice = Buffer.from(_core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_2__/* .tripwireText */ .w.rewrittenPlaceholder(rel, oid));
                state.files[path] = {
                    k: _statKey_js__WEBPACK_IMPORTED_MODULE_6__/* .ABSENT */ .sj,
                    t: 'f',
                    m: st?.isFile() ? st.mode & 0o7777 : 0o644,
                    b: ws.keepBytes(notice),
                    r: 1,
                };
            }
            else if (mode === '120000')
                state.files[path] = { k: _statKey_js__WEBPACK_IMPORTED_MODULE_6__/* .ABSENT */ .sj, t: 'l', l: bytes.toString('utf8'), r: 1 };
            else {
                // HEAD holds only the executable bit: the other permission bits stay as they are
                const bits = st?.isFile() ? st.mode & 0o7777 : 0o644;
                const m = mode === '100755' ? bits | ((bits & 0o444) >> 2) : bits & ~0o111;
                state.files[path] = { k: _statKey_js__WEBPACK_IMPORTED_MODULE_6__/* .ABSENT */ .sj, t: 'f', m, b: ws.keepBytes(bytes), r: 1 };
            }
            set.add(path);
            count++;
        }
        return count;
    }
    /**
     * The index as the witness where the commit's tree cannot be (rewritten, or no commit named): the
     * watched paths `pick` takes, as the index's first stage holds them; none when git cannot read it.
     */
    function fromIndex(pick) {
        let listing;
        try {
            listing = git(['ls-files', '-s', '-z', '--full-name']).toString('utf8');
        }
        catch {
            return 0;
        }
        const entries = [];
        for (const item of listing.split('\0')) {
            const tab = item.indexOf('\t');
            if (tab < 0)
                continue;
            const rel = item.slice(tab + 1);
            const [mode, oid, stage] = item.slice(0, tab).split(' ');
            if (stage !== '0' || mode === '160000' || !pick(rel) || set.has(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(root, rel)))
                continue;
            vouched.add(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(root, rel));
            if (differs(rel, mode, oid))
                entries.push({ path: rel, mode, oid });
        }
        try {
            return record(entries, '');
        }
        catch {
            for (const e of entries)
                vouched.delete(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(root, e.path));
            return 0; // the files are then judged by the notices (unvouched)
        }
    }
}
/**
 * Gives every watched file or symlink recorded under `dir` (outside `.git`) a notice as its
 * "before", so the pass judges it changed: what nothing can vouch for is not taken as unchanged.
 * Returns how many.
 */
function unvouched(state, dir, list, ws, set, 
/** Paths another witness vouched for: left alone. */
vouched, notice, root = dir) {
    let count = 0;
    for (const [path, e] of Object.entries(state.files)) {
        if (e.t !== 'f' && e.t !== 'l')
            continue;
        const rel = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.relative(root, path);
        const under = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.relative(dir, path);
        if (under === '' || under.startsWith('../') || node_path__WEBPACK_IMPORTED_MODULE_1__.posix.isAbsolute(under))
            continue;
        if (rel === '.git' ||
            rel.startsWith('.git/') ||
            set.has(path) ||
            vouched.has(path) ||
            list.guard(path) === undefined)
            continue;
        const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_6__/* .lstatOrUndefined */ .YB)(path);
        state.files[path] = {
            k: _statKey_js__WEBPACK_IMPORTED_MODULE_6__/* .ABSENT */ .sj,
            t: 'f',
            m: st?.isFile() ? st.mode & 0o7777 : 0o644,
            b: ws.keepBytes(Buffer.from(notice(rel))),
            r: 1,
        };
        set.add(path);
        count++;
    }
    return count;
}
/**
 * Whether the file holds exactly the bytes git names `oid` (hashed here, not read from git's
 * store) with the tree entry's executable bit: a path `git diff-index` lists for its stale stat data only (a copied repository lists
 * every path) costs no git process.
 */
function sameBytes(path, mode, oid) {
    try {
        const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_6__/* .lstatOrUndefined */ .YB)(path);
        if (st?.isFile() !== true || ((st.mode & 0o100) !== 0) !== (mode === '100755'))
            return false;
        return (0,_git_objectName_js__WEBPACK_IMPORTED_MODULE_4__/* .isBlobNamed */ .rY)(oid, (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegular */ .VX)(path, Number.MAX_SAFE_INTEGER));
    }
    catch {
        return false;
    }
}


/***/ })

};
