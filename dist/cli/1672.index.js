"use strict";
exports.id = 1672;
exports.ids = [1672];
exports.modules = {

/***/ 1672:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.headBaseline = headBaseline;
const node_child_process_1 = __webpack_require__(1421);
const node_path_1 = __webpack_require__(6760);
const tripwire_js_1 = __webpack_require__(6941);
const objectName_js_1 = __webpack_require__(7495);
const readRegular_js_1 = __webpack_require__(6355);
const statKey_js_1 = __webpack_require__(4452);
function headBaseline(state, root, env, list, ws, rev = 'HEAD', refused = new Set(), rewritten = [], set = new Set()) {
    const git = (args) => (0, node_child_process_1.execFileSync)('git', args, { cwd: root, env, maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
    if (refused.size > 0) {
        try {
            const line = git(['rev-list', '--first-parent', '--max-count=1000', rev, '--']).toString('utf8').split('\n');
            const base = line.find((sha) => sha !== '' && !refused.has(sha));
            if (base !== undefined && base !== line[0])
                rev = base;
        }
        catch {
        }
    }
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
        return 0;
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
        const path = node_path_1.posix.join(root, rel);
        if (list.guard(path) === undefined)
            continue;
        if (mode !== '120000' && sameBytes(path, mode, oid))
            continue;
        entries.push({ path: rel, mode, oid });
    }
    const run = (args, input) => (0, node_child_process_1.execFileSync)('git', args, { cwd: root, env, input, maxBuffer: 1 << 30, stdio: ['pipe', 'pipe', 'ignore'] });
    const read = (0, objectName_js_1.verifiedCheckouts)(git, run, rev, entries);
    let count = 0;
    for (const [k, { path: rel, mode, oid }] of entries.entries()) {
        const path = node_path_1.posix.join(root, rel);
        const bytes = read[k];
        const st = (0, statKey_js_1.lstatOrUndefined)(path);
        if (bytes instanceof objectName_js_1.ObjectRewritten) {
            rewritten.push({ path: rel, oid });
            const notice = Buffer.from(tripwire_js_1.tripwireText.rewrittenPlaceholder(rel, oid));
            state.files[path] = {
                k: statKey_js_1.ABSENT,
                t: 'f',
                m: st?.isFile() ? st.mode & 0o7777 : 0o644,
                b: ws.keepBytes(notice),
                r: 1,
            };
        }
        else if (mode === '120000')
            state.files[path] = { k: statKey_js_1.ABSENT, t: 'l', l: bytes.toString('utf8'), r: 1 };
        else {
            const bits = st?.isFile() ? st.mode & 0o7777 : 0o644;
            const m = mode === '100755' ? bits | ((bits & 0o444) >> 2) : bits & ~0o111;
            state.files[path] = { k: statKey_js_1.ABSENT, t: 'f', m, b: ws.keepBytes(bytes), r: 1 };
        }
        set.add(path);
        count++;
    }
    return count;
}
function sameBytes(path, mode, oid) {
    try {
        const st = (0, statKey_js_1.lstatOrUndefined)(path);
        if (st?.isFile() !== true || ((st.mode & 0o100) !== 0) !== (mode === '100755'))
            return false;
        return (0, objectName_js_1.isBlobNamed)(oid, (0, readRegular_js_1.readRegular)(path, Number.MAX_SAFE_INTEGER));
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 7495:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ObjectRewritten = void 0;
exports.isBlobNamed = isBlobNamed;
exports.verifiedBlob = verifiedBlob;
exports.verifiedCheckout = verifiedCheckout;
exports.verifiedCheckouts = verifiedCheckouts;
const node_crypto_1 = __webpack_require__(7598);
function isBlobNamed(oid, bytes) {
    const algorithm = oid.length === 40 ? 'sha1' : oid.length === 64 ? 'sha256' : undefined;
    if (algorithm === undefined)
        return false;
    return (0, node_crypto_1.createHash)(algorithm).update(`blob ${bytes.length}\0`).update(bytes).digest('hex') === oid.toLowerCase();
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
;