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
const headWitness_js_1 = __webpack_require__(1694);
const objectName_js_1 = __webpack_require__(7495);
const readRegular_js_1 = __webpack_require__(6355);
const statKey_js_1 = __webpack_require__(4452);
function headBaseline(state, root, env, list, ws, rev = 'HEAD', refused = new Set(), rewritten = [], set = new Set(), unwitnessed = []) {
    const git = (args) => (0, node_child_process_1.execFileSync)('git', args, { cwd: root, env, maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
    const run = (args, input) => (0, node_child_process_1.execFileSync)('git', args, { cwd: root, env, input, maxBuffer: 1 << 30, stdio: ['pipe', 'pipe', 'ignore'] });
    const vouched = new Set();
    if (rev === 'HEAD') {
        let head;
        try {
            head = (0, headWitness_js_1.headWitness)(root, env);
        }
        catch {
            head = { kind: 'none' };
        }
        if (head.kind === 'unborn')
            return 0;
        if (head.kind === 'none') {
            const count = fromIndex(() => true);
            return (count +
                unvouched(state, root, list, ws, set, vouched, (rel) => {
                    unwitnessed.push(rel);
                    return tripwire_js_1.tripwireText.unwitnessedPlaceholder(rel);
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
    let tree;
    try {
        const folders = new Set();
        for (const rel of changed ?? [])
            for (let slash = rel.indexOf('/'); slash > 0; slash = rel.indexOf('/', slash + 1))
                folders.add(rel.slice(0, slash));
        tree = (0, objectName_js_1.verifiedTree)(run, rev, changed === undefined ? undefined : (dir) => folders.has(dir));
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
    let count = record(entries, rev);
    if (tree.rewritten.length > 0) {
        const under = (rel) => tree.rewritten.some((d) => d.path === '' || rel === d.path || rel.startsWith(`${d.path}/`));
        count += fromIndex(under);
        for (const { path: dir, oid } of tree.rewritten) {
            rewritten.push({ path: dir === '' ? '.' : dir, oid, tree: true });
            count += unvouched(state, node_path_1.posix.join(root, dir), list, ws, set, vouched, (rel) => tripwire_js_1.tripwireText.rewrittenPlaceholder(rel, oid), root);
        }
    }
    return count;
    function differs(rel, mode, oid) {
        const path = node_path_1.posix.join(root, rel);
        if (list.guard(path) === undefined)
            return false;
        return mode === '120000' || !sameBytes(path, mode, oid);
    }
    function record(entries, at) {
        const read = (0, objectName_js_1.verifiedCheckouts)(git, run, at, entries);
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
            if (stage !== '0' || mode === '160000' || !pick(rel) || set.has(node_path_1.posix.join(root, rel)))
                continue;
            vouched.add(node_path_1.posix.join(root, rel));
            if (differs(rel, mode, oid))
                entries.push({ path: rel, mode, oid });
        }
        try {
            return record(entries, '');
        }
        catch {
            for (const e of entries)
                vouched.delete(node_path_1.posix.join(root, e.path));
            return 0;
        }
    }
}
function unvouched(state, dir, list, ws, set, vouched, notice, root = dir) {
    let count = 0;
    for (const [path, e] of Object.entries(state.files)) {
        if (e.t !== 'f' && e.t !== 'l')
            continue;
        const rel = node_path_1.posix.relative(root, path);
        const under = node_path_1.posix.relative(dir, path);
        if (under === '' || under.startsWith('../') || node_path_1.posix.isAbsolute(under))
            continue;
        if (rel === '.git' ||
            rel.startsWith('.git/') ||
            set.has(path) ||
            vouched.has(path) ||
            list.guard(path) === undefined)
            continue;
        const st = (0, statKey_js_1.lstatOrUndefined)(path);
        state.files[path] = {
            k: statKey_js_1.ABSENT,
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

/***/ 1694:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.loggedCommits = loggedCommits;
exports.headWitness = headWitness;
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
function loggedCommits(text) {
    const out = [];
    for (const line of text.split('\n').reverse()) {
        const m = /^[0-9a-f]{40,64} ([0-9a-f]{40,64}) /.exec(line);
        if (m && !/^0+$/.test(m[1]))
            out.push(m[1]);
    }
    return out;
}
const TRIED = 20;
function headWitness(cwd, env) {
    const git = (args) => (0, node_child_process_1.spawnSync)('git', args, { cwd, env, encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'pipe'] });
    const head = git(['rev-parse', '--verify', '-q', 'HEAD^{commit}']);
    if (head.status === 0)
        return { kind: 'commit', sha: head.stdout.trim() };
    const logs = git(['rev-parse', '--git-path', 'logs/HEAD']);
    if (logs.status !== 0)
        throw new Error(logs.stderr.trim() || 'git rev-parse --git-path failed');
    let text = '';
    try {
        text = (0, node_fs_1.readFileSync)((0, node_path_1.resolve)(cwd, logs.stdout.trim()), 'utf8');
    }
    catch {
    }
    const logged = loggedCommits(text);
    for (const sha of logged.slice(0, TRIED)) {
        try {
            (0, node_child_process_1.execFileSync)('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd, env, stdio: 'ignore' });
            return { kind: 'logged', sha };
        }
        catch {
        }
    }
    const branch = git(['symbolic-ref', '-q', 'HEAD']);
    const refs = git(['for-each-ref', '--count=1', '--format=%(refname)']);
    const unborn = branch.status === 0 && logged.length === 0 && refs.status === 0 && `${refs.stdout}${refs.stderr}`.trim() === '';
    if (!unborn)
        return { kind: 'none' };
    const types = git(['cat-file', '--batch-all-objects', '--unordered', '--batch-check=%(objecttype)']);
    if (types.status !== 0 || /^commit$/m.test(types.stdout))
        return { kind: 'none' };
    return { kind: 'unborn' };
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