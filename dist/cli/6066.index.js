"use strict";
exports.id = 6066;
exports.ids = [6066];
exports.modules = {

/***/ 6066:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.followedHead = followedHead;
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const objectName_js_1 = __webpack_require__(7495);
const readRegular_js_1 = __webpack_require__(6355);
const realPath_js_1 = __webpack_require__(5727);
const statKey_js_1 = __webpack_require__(4452);
async function followedHead(found, move, ws) {
    const out = new Set();
    const inside = found.filter((d) => (0, realPath_js_1.isWithin)(d.path, move.root) && d.path !== move.root);
    if (inside.length === 0)
        return out;
    const records = [node_path_1.posix.join(move.storeDir, 'refused'), node_path_1.posix.join(move.storeDir, 'releases')];
    if (found.some((d) => records.some((r) => (0, realPath_js_1.isWithin)(d.path, r))))
        return out;
    const git = (args) => (0, node_child_process_1.execFileSync)('git', args, {
        cwd: move.root,
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
        return out;
    }
    const blob = (rev, rel, e) => (0, objectName_js_1.verifiedCheckout)(git, rev, rel, e);
    const explained = [];
    for (const d of inside) {
        const rel = node_path_1.posix.relative(move.root, d.path);
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
        }
    }
    if (explained.length === 0)
        return out;
    const { commitViolations } = await __webpack_require__.e(/* import() */ "402-2021-5275-6115-9350").then(__webpack_require__.bind(__webpack_require__, 6115));
    const { findReleaseRecord, refusedRecords, releaseId } = await __webpack_require__.e(/* import() */ 6321).then(__webpack_require__.bind(__webpack_require__, 6321));
    const dirs = { common: move.storeDir, worktree: move.storeDir };
    const range = [move.to, '--not', move.from, ...move.trusted];
    let touching;
    let known;
    try {
        if (lines(git(['rev-list', '--max-parents=0', ...range, '--'])).length > 0)
            return out;
        const records = refusedRecords(dirs);
        if (records.unreadable.length > 0)
            return out;
        known = new Set([...move.refused, ...records.refused.keys()]);
        if (known.size > 0 && lines(git(['rev-list', move.to, '--not', move.from, '--'])).some((sha) => known.has(sha)))
            return out;
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
        if (typeof violations === 'string' ||
            findReleaseRecord(dirs, tree, parent) === undefined ||
            move.ledger?.hasRelease(releaseId(tree, parent)) !== true)
            return out;
    }
    for (const rel of explained)
        out.add(node_path_1.posix.join(move.root, rel));
    return out;
}
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
function recordedAs(d, e, bytes, ws) {
    const r = d.before;
    if (e === undefined)
        return r.t === '-';
    if (e.mode === '120000')
        return r.t === 'l' && r.l === bytes.toString('utf8');
    if (r.t !== 'f' || r.m === undefined || executable(r.m) !== (e.mode === '100755'))
        return false;
    if (r.b === undefined)
        return !d.guard.keep;
    return Buffer.from(ws.readBlob(r.b)).equals(bytes);
}
function standsAs(d, e, bytes) {
    const st = d.now;
    if (e === undefined)
        return st === undefined && (0, statKey_js_1.lstatOrUndefined)(d.path) === undefined;
    if (st === undefined)
        return false;
    if (e.mode === '120000')
        return st.isSymbolicLink() && (0, node_fs_1.readlinkSync)(d.path) === bytes.toString('utf8');
    if (!st.isFile() || executable(st.mode) !== (e.mode === '100755'))
        return false;
    return Buffer.from((0, readRegular_js_1.readRegular)(d.path, Number.MAX_SAFE_INTEGER)).equals(bytes);
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


/***/ })

};
;