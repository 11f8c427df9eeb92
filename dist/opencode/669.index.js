export const id = 669;
export const ids = [669,328];
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


/***/ }),

/***/ 3247:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ headWitness)
/* harmony export */ });
/* unused harmony export loggedCommits */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/**
 * What HEAD names, told apart from what git's failure to name a commit means. An unborn HEAD (a
 * branch with no commit yet) is "before the first commit" only when nothing says the repository
 * has one: a call that removes the branch's ref or points HEAD at a branch that does not exist
 * (review 8 H1, H2) makes HEAD unborn in a repository with history, and what is judged there as a
 * first commit (every file created, the index's manifest in force) names no frozen file. Then the
 * commit HEAD last named (its reflog's newest entry that git has) is the witness; with none, there
 * is no witness and the callers fail closed.
 */



/** The commits a reflog's text names, newest first (each entry's new side; a deletion's zeros left out). */
function loggedCommits(text) {
    const out = [];
    for (const line of text.split('\n').reverse()) {
        const m = /^[0-9a-f]{40,64} ([0-9a-f]{40,64}) /.exec(line);
        if (m && !/^0+$/.test(m[1]))
            out.push(m[1]);
    }
    return out;
}
/** How many of the reflog's newest entries are tried (each a git process) before "no witness". */
const TRIED = 20;
/** What HEAD names in the repository at `cwd` (git with `env`); throws when git cannot run there. */
function headWitness(cwd, env) {
    const git = (args) => (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', args, { cwd, env, encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'pipe'] });
    const head = git(['rev-parse', '--verify', '-q', 'HEAD^{commit}']);
    if (head.status === 0)
        return { kind: 'commit', sha: head.stdout.trim() };
    const logs = git(['rev-parse', '--git-path', 'logs/HEAD']);
    if (logs.status !== 0)
        throw new Error(logs.stderr.trim() || 'git rev-parse --git-path failed');
    let text = '';
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, logs.stdout.trim()), 'utf8');
    }
    catch {
        // no reflog of HEAD (never written, removed, or a reftable repository): the refs say
    }
    const logged = loggedCommits(text);
    for (const sha of logged.slice(0, TRIED)) {
        try {
            (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd, env, stdio: 'ignore' });
            return { kind: 'logged', sha };
        }
        catch {
            // a commit git does not have (any more): an older entry may name one
        }
    }
    // Unborn: HEAD is a branch whose ref is not there (a detached HEAD naming nothing is broken), and
    // no ref at all, nor a broken one (for-each-ref warns of it), says the repository has a commit.
    const branch = git(['symbolic-ref', '-q', 'HEAD']);
    const refs = git(['for-each-ref', '--count=1', '--format=%(refname)']);
    const unborn = branch.status === 0 && logged.length === 0 && refs.status === 0 && `${refs.stdout}${refs.stderr}`.trim() === '';
    if (!unborn)
        return { kind: 'none' };
    // nor does git's object store hold a commit (the branch's ref and HEAD's reflog both removed, in
    // a repository with no other ref): before a first commit it holds the blobs and trees added only
    const types = git(['cat-file', '--batch-all-objects', '--unordered', '--batch-check=%(objecttype)']);
    if (types.status !== 0 || /^commit$/m.test(types.stdout))
        return { kind: 'none' };
    return { kind: 'unborn' };
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
