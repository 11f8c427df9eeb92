export const id = 819;
export const ids = [819,328];
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
    const { commitViolations } = await Promise.all(/* import() */[__webpack_require__.e(291), __webpack_require__.e(766), __webpack_require__.e(591)]).then(__webpack_require__.bind(__webpack_require__, 6591));
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


/***/ }),

/***/ 7328:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dt: () => (/* binding */ verifiedTree),
/* harmony export */   E0: () => (/* binding */ ObjectRewritten),
/* harmony export */   lG: () => (/* binding */ verifiedCheckout),
/* harmony export */   m9: () => (/* binding */ verifiedCheckouts),
/* harmony export */   rY: () => (/* binding */ isBlobNamed),
/* harmony export */   xZ: () => (/* binding */ unverifiedInDiffs)
/* harmony export */ });
/* unused harmony exports isNamed, verifiedBlob */
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
    return isNamed('blob', oid, bytes);
}
/** Whether `bytes` are the content of the object of this type git names `oid`. */
function isNamed(type, oid, bytes) {
    const algorithm = oid.length === 40 ? 'sha1' : oid.length === 64 ? 'sha256' : undefined;
    if (algorithm === undefined)
        return false;
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(algorithm).update(`${type} ${bytes.length}\0`).update(bytes).digest('hex') === oid.toLowerCase();
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
    return objects(out, count).map((o) => {
        if (o?.type !== 'blob')
            throw new Error(`git cat-file --batch: ${o === undefined ? 'missing' : o.type}`);
        return o.bytes;
    });
}
/** `count` answers of `git cat-file --batch`: each object's type and bytes, undefined for one git does not have. */
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
/**
 * The tree of `commit` as git's names vouch for it: the commit object and every tree object under
 * it read with `git cat-file --batch` (one process a level of folders) and hashed, where `git
 * ls-tree` and `git diff` read a tree without a check (review 8 T1: HEAD's tree object rewritten
 * in place to name the agent's blob). `run` runs git with these arguments and this stdin.
 */
function verifiedTree(run, commit, 
/** Whether to read the folder at this path (never asked of the top): by default, every one. */
descend = () => true) {
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
                // as git reads a file's mode (an old tree may hold 100664): only its executable bit counts
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
/**
 * The folders a tree object's bytes name (`40000 <name>\0<raw name>`), by name: what a diff
 * descends into. The other entries are stepped over unread (a tree of thousands of files is
 * mostly those), but the bytes must parse.
 */
function subtrees(bytes, width) {
    const out = new Map();
    let at = 0;
    while (at < bytes.length) {
        const nul = bytes.indexOf(0, at);
        if (nul < 0 || nul + 1 + width > bytes.length)
            throw new Error('a tree object that does not parse');
        // "40000 " is a folder's mode ("040000 " from an old tool: git reads it as one too)
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
/** The entries of a tree object's bytes (`<mode> <name>\0<raw name>`), names of `width` bytes. */
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
/**
 * The first object among those `git diff-tree` reads to compare each commit with the parent it is
 * judged against (the two commits, and the trees down every path where their names differ; a
 * root commit's whole tree) that is missing or does not hash to its name; undefined when all do.
 * git reads a commit's tree in a diff without checking it, so a parent's tree object rewritten in
 * place to hold the commit's own bytes makes the commit change nothing (review 8 T4). One `git
 * cat-file --batch` a level of folders for all the commits at once; each tree read once.
 */
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
                continue; // the same object on both sides: diff-tree does not read it
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


/***/ })

};
