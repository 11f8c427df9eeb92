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
/* harmony import */ var _git_objectName_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7328);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1186);
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9067);
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
/** Filled with the paths (repository-relative) whose blob at `rev` was rewritten, and its name. */
rewritten = [], 
/** Filled with the paths it gave the commit's version. */
set = new Set()) {
    const git = (args) => (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', args, { cwd: root, env, maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
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
            // no commit yet, or not one git has: as below
        }
    }
    // git itself says what may differ, by object name and the index's stat data: `git diff-index`, not
    // `git diff`, which compares content and so reads HEAD's blob and takes a file written as a
    // rewritten object holds for unchanged (review 6 O1). A path listed only because its stat data
    // is stale gets HEAD's version, the same as the file: no difference.
    let changed;
    let listing;
    if (rev !== 'HEAD') {
        try {
            git(['cat-file', '-e', `${rev}^{commit}`]);
        }
        catch {
            return undefined;
        }
    }
    try {
        changed = new Set(git(['diff-index', '--no-renames', '--name-only', '-z', rev, '--'])
            .toString('utf8')
            .split('\0')
            .filter((p) => p !== ''));
        if (changed.size === 0)
            return 0;
        listing = git(['ls-tree', '-r', '-z', '--full-tree', rev]);
    }
    catch {
        return 0; // no commit yet: nothing to compare with
    }
    const entries = [];
    for (const item of listing.toString('utf8').split('\0')) {
        const tab = item.indexOf('\t');
        if (tab < 0)
            continue;
        const rel = item.slice(tab + 1);
        if (!changed.has(rel))
            continue;
        const [mode, type, oid] = item.slice(0, tab).split(' ');
        if (type !== 'blob')
            continue;
        const path = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(root, rel);
        if (list.guard(path) === undefined)
            continue;
        if (mode !== '120000' && sameBytes(path, mode, oid))
            continue; // listed for its stale stat data only
        entries.push({ path: rel, mode, oid });
    }
    // every blob in one git process, each checked against its name; the files as a checkout writes
    // them (smudged: line endings, LFS content)
    const run = (args, input) => (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', args, { cwd: root, env, input, maxBuffer: 1 << 30, stdio: ['pipe', 'pipe', 'ignore'] });
    const read = (0,_git_objectName_js__WEBPACK_IMPORTED_MODULE_3__/* .verifiedCheckouts */ .m9)(git, run, rev, entries);
    let count = 0;
    for (const [k, { path: rel, mode, oid }] of entries.entries()) {
        const path = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(root, rel);
        const bytes = read[k];
        const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrUndefined */ .YB)(path);
        if (bytes instanceof _git_objectName_js__WEBPACK_IMPORTED_MODULE_3__/* .ObjectRewritten */ .E0) {
            rewritten.push({ path: rel, oid });
            const notice = Buffer.from(_core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_2__/* .tripwireText */ .w.rewrittenPlaceholder(rel, oid));
            state.files[path] = {
                k: _statKey_js__WEBPACK_IMPORTED_MODULE_5__/* .ABSENT */ .sj,
                t: 'f',
                m: st?.isFile() ? st.mode & 0o7777 : 0o644,
                b: ws.keepBytes(notice),
                r: 1,
            };
        }
        else if (mode === '120000')
            state.files[path] = { k: _statKey_js__WEBPACK_IMPORTED_MODULE_5__/* .ABSENT */ .sj, t: 'l', l: bytes.toString('utf8'), r: 1 };
        else {
            // HEAD holds only the executable bit: the other permission bits stay as they are
            const bits = st?.isFile() ? st.mode & 0o7777 : 0o644;
            const m = mode === '100755' ? bits | ((bits & 0o444) >> 2) : bits & ~0o111;
            state.files[path] = { k: _statKey_js__WEBPACK_IMPORTED_MODULE_5__/* .ABSENT */ .sj, t: 'f', m, b: ws.keepBytes(bytes), r: 1 };
        }
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
        const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrUndefined */ .YB)(path);
        if (st?.isFile() !== true || ((st.mode & 0o100) !== 0) !== (mode === '100755'))
            return false;
        return (0,_git_objectName_js__WEBPACK_IMPORTED_MODULE_3__/* .isBlobNamed */ .rY)(oid, (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegular */ .VX)(path, Number.MAX_SAFE_INTEGER));
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 7328:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E0: () => (/* binding */ ObjectRewritten),
/* harmony export */   lG: () => (/* binding */ verifiedCheckout),
/* harmony export */   m9: () => (/* binding */ verifiedCheckouts),
/* harmony export */   rY: () => (/* binding */ isBlobNamed)
/* harmony export */ });
/* unused harmony export verifiedBlob */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/**
 * git does not check an object's bytes against its name when it reads one, and a loose object is a
 * file the agent's user owns: a call can rewrite HEAD's version of a protected file in place
 * (review 6 O1). Where diffgate takes bytes from the object store as a witness, it checks them
 * against the name first: `blob <length>\0<bytes>` hashed with the repository's object format
 * (SHA-1 names are 40 hex digits, SHA-256 names 64: the name says which).
 */

/** Whether `bytes` are the content of the blob git names `oid`. */
function isBlobNamed(oid, bytes) {
    const algorithm = oid.length === 40 ? 'sha1' : oid.length === 64 ? 'sha256' : undefined;
    if (algorithm === undefined)
        return false;
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(algorithm).update(`blob ${bytes.length}\0`).update(bytes).digest('hex') === oid.toLowerCase();
}
/** A blob whose bytes, as git read them, do not hash to its name: the object store was rewritten. */
class ObjectRewritten extends Error {
    oid;
    constructor(oid) {
        super(`git's object ${oid} does not hold the bytes its name is the hash of`);
        this.oid = oid;
        this.name = 'ObjectRewritten';
    }
}
/**
 * The blob `oid`, read with `git` (a synchronous runner of git with these arguments), checked
 * against its name; throws ObjectRewritten when it does not match.
 */
function verifiedBlob(git, oid) {
    const bytes = git(['cat-file', 'blob', oid]);
    if (!isBlobNamed(oid, bytes))
        throw new ObjectRewritten(oid);
    return bytes;
}
/**
 * The blob `oid` at `path` in `rev` as a checkout writes it (through the repository's filters: line
 * endings, LFS), after its stored bytes were checked against its name (verifiedBlob); a symlink's
 * (`mode` 120000) is its target, unfiltered.
 */
function verifiedCheckout(git, rev, path, entry) {
    const stored = verifiedBlob(git, entry.oid);
    if (entry.mode === '120000')
        return stored;
    return git(['cat-file', '--filters', `${rev}:${path}`]);
}
/**
 * verifiedCheckout for many paths of `rev` at once: the stored blobs in one `git cat-file --batch`,
 * each checked against its name, then the filtered content of each good one (not a symlink's).
 * `run` runs git with these arguments and this stdin. Each answer is the bytes, or ObjectRewritten.
 */
function verifiedCheckouts(git, run, rev, entries) {
    if (entries.length === 0)
        return [];
    const stored = batch(run(['cat-file', '--batch'], `${entries.map((e) => e.oid).join('\n')}\n`), entries.length);
    const out = entries.map((e, k) => isBlobNamed(e.oid, stored[k]) ? stored[k] : new ObjectRewritten(e.oid));
    const filtered = entries.flatMap((e, k) => (e.mode !== '120000' && !(out[k] instanceof ObjectRewritten) ? [k] : []));
    // one process a path, as before the check: git 2.39's `cat-file --batch --filters` fails on
    // `<rev>:<path>` ("missing path"), and which paths a filter applies to is the attributes' and
    // the config's to say
    for (const k of filtered)
        out[k] = git(['cat-file', '--filters', `${rev}:${entries[k].path}`]);
    return out;
}
/** The contents of `count` answers of `git cat-file --batch` (`<oid> <type> <size>\n<content>\n`); throws on a missing one. */
function batch(out, count) {
    const read = [];
    let at = 0;
    for (let k = 0; k < count; k++) {
        const nl = out.indexOf(10, at);
        if (nl < 0)
            throw new Error('git cat-file --batch answered short');
        const header = out.toString('utf8', at, nl);
        const m = /^[0-9a-f]+ blob (\d+)$/.exec(header);
        if (!m)
            throw new Error(`git cat-file --batch: ${header}`);
        const end = nl + 1 + Number(m[1]);
        read.push(out.subarray(nl + 1, end));
        at = end + 1;
    }
    return read;
}


/***/ })

};
