"use strict";
exports.id = 4154;
exports.ids = [4154,4180];
exports.modules = {

/***/ 4180:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.callKey = callKey;
exports.beginCall = beginCall;
exports.endCall = endCall;
exports.endTurn = endTurn;
exports.lastActed = lastActed;
exports.turnStarted = turnStarted;
exports.othersAtWork = othersAtWork;
exports.personHasTurn = personHasTurn;
exports.openCalls = openCalls;
exports.inProgress = inProgress;
exports.startCalls = startCalls;
exports.fileClockPast = fileClockPast;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const readRegular_js_1 = __webpack_require__(3442);
const statKey_js_1 = __webpack_require__(4452);
const LONGEST_CALL_MS = 10 * 60_000;
const callsDir = (tripwireDir) => node_path_1.posix.join(tripwireDir, 'calls');
function callKey(session, toolUseId, at) {
    return (toolUseId ?? `${session}-${at}`).replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 120);
}
function beginCall(tripwireDir, key, session) {
    const dir = callsDir(tripwireDir);
    const file = node_path_1.posix.join(dir, key);
    const create = () => (0, node_fs_1.writeFileSync)(file, session, { mode: 0o600, flag: 'wx' });
    try {
        create();
    }
    catch (e) {
        const code = e.code;
        if (code === 'EEXIST')
            (0, node_fs_1.rmSync)(file, { recursive: true, force: true });
        else if (code === 'ENOENT' || code === 'ENOTDIR')
            folder(dir);
        else
            throw e;
        create();
    }
}
function endCall(tripwireDir, key) {
    const dir = callsDir(tripwireDir);
    try {
        (0, node_fs_1.unlinkSync)(node_path_1.posix.join(dir, key));
    }
    catch (e) {
        const code = e.code;
        if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'EISDIR')
            throw e;
        touch(dir);
    }
}
function endTurn(tripwireDir, session) {
    const dir = callsDir(tripwireDir);
    for (const name of names(dir) ?? []) {
        const path = node_path_1.posix.join(dir, name);
        const st = (0, statKey_js_1.lstatOrUndefined)(path);
        if (st !== undefined && !st.isFile())
            clear(path, st);
        else if (st !== undefined && sessionOf(path) === session)
            (0, node_fs_1.rmSync)(path, { force: true });
    }
    touch(dir);
}
function lastActed(tripwireDir) {
    const st = (0, statKey_js_1.lstatOrUndefined)(callsDir(tripwireDir));
    return st?.isDirectory() ? st.ctimeMs : undefined;
}
function turnStarted(tripwireDir, prompt) {
    if (prompt === undefined)
        return true;
    const acted = lastActed(tripwireDir);
    return acted !== undefined && acted < prompt;
}
const CLOCK_SLACK_MS = 20;
async function othersAtWork(tripwireDir, session, now, prompts) {
    const dir = callsDir(tripwireDir);
    const listed = names(dir);
    if (listed === undefined)
        return true;
    const latest = new Map();
    for (const name of listed) {
        const path = node_path_1.posix.join(dir, name);
        const st = (0, statKey_js_1.lstatOrUndefined)(path);
        if (st === undefined)
            continue;
        if (!st.isFile()) {
            clear(path, st);
            continue;
        }
        const other = sessionOf(path);
        if (other === session)
            continue;
        if (other === undefined || now - st.ctimeMs >= LONGEST_CALL_MS) {
            (0, node_fs_1.rmSync)(path, { force: true });
            continue;
        }
        if (!latest.has(other))
            latest.set(other, promptTime(prompts, other));
        const prompt = await latest.get(other);
        if (prompt !== undefined && st.ctimeMs + CLOCK_SLACK_MS >= prompt)
            return true;
    }
    return false;
}
async function promptTime(prompts, session) {
    try {
        const time = await prompts.latestTime(session);
        return time !== undefined && Number.isFinite(time) ? time : undefined;
    }
    catch {
        return undefined;
    }
}
async function personHasTurn(tripwireDir, session, prompt, now, prompts) {
    return turnStarted(tripwireDir, prompt) && !(await othersAtWork(tripwireDir, session, now, prompts));
}
function openCalls(tripwireDir, session) {
    const dir = callsDir(tripwireDir);
    return (names(dir) ?? []).some((name) => {
        const path = node_path_1.posix.join(dir, name);
        return (0, statKey_js_1.lstatOrUndefined)(path)?.isFile() === true && sessionOf(path) === session;
    });
}
function inProgress(tripwireDir, key) {
    return (0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(callsDir(tripwireDir), key))?.isFile() === true;
}
const MAX_LISTED = 1000;
function names(dir) {
    try {
        const listed = (0, node_fs_1.readdirSync)(dir);
        if (listed.length <= MAX_LISTED)
            return listed;
        (0, node_fs_1.renameSync)(dir, `${dir}-set-aside-${Date.now()}`);
        (0, node_fs_1.mkdirSync)(dir);
        return undefined;
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return [];
        throw e;
    }
}
let setAside = 0;
function clear(path, st) {
    try {
        if (!st.isDirectory())
            (0, node_fs_1.unlinkSync)(path);
        else {
            try {
                (0, node_fs_1.rmdirSync)(path);
            }
            catch {
                (0, node_fs_1.renameSync)(path, `${node_path_1.posix.dirname(path)}-set-aside-${Date.now()}-${process.pid}-${(setAside += 1)}`);
            }
        }
    }
    catch (e) {
        if (e.code !== 'ENOENT')
            throw e;
    }
}
function sessionOf(path) {
    try {
        return (0, readRegular_js_1.readRegularText)(path, 4096);
    }
    catch {
        return undefined;
    }
}
function touch(dir) {
    folder(dir);
    const tmp = node_path_1.posix.join(dir, `.t${process.pid}`);
    (0, node_fs_1.rmSync)(tmp, { recursive: true, force: true });
    (0, node_fs_1.writeFileSync)(tmp, '', { flag: 'wx' });
    (0, node_fs_1.rmSync)(tmp);
}
function startCalls(tripwireDir) {
    folder(callsDir(tripwireDir));
}
const TICK_WAIT_MS = 50;
function fileClockPast(dir, after) {
    const probe = node_path_1.posix.join(dir, `.clock${process.pid}`);
    const until = Date.now() + TICK_WAIT_MS;
    for (;;) {
        (0, node_fs_1.writeFileSync)(probe, '');
        const st = (0, statKey_js_1.lstatOrUndefined)(probe);
        (0, node_fs_1.rmSync)(probe, { force: true });
        if ((st !== undefined && st.ctimeMs > after) || Date.now() > until)
            return;
    }
}
function folder(dir) {
    const st = (0, statKey_js_1.lstatOrUndefined)(dir);
    if (st !== undefined && !st.isDirectory())
        (0, node_fs_1.rmSync)(dir, { force: true });
    (0, node_fs_1.mkdirSync)(dir, { recursive: true });
}


/***/ }),

/***/ 2280:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isContentName = void 0;
exports.hashBytes = hashBytes;
exports.hashFile = hashFile;
const node_fs_1 = __webpack_require__(3024);
const readRegular_js_1 = __webpack_require__(3442);
const NAME = /^[0-9a-f]{64}$/;
function createHash(algorithm) {
    const load = process.getBuiltinModule;
    return load('node:crypto').createHash(algorithm);
}
const isContentName = (name) => NAME.test(name);
exports.isContentName = isContentName;
function hashBytes(bytes) {
    return createHash('sha256').update(bytes).digest('hex');
}
function hashFile(path, each) {
    const fd = (0, readRegular_js_1.openRegular)(path);
    try {
        return hashFd(fd, createHash('sha256'), each);
    }
    finally {
        (0, node_fs_1.closeSync)(fd);
    }
}
function hashFd(fd, hash, each) {
    const buf = Buffer.allocUnsafe(1 << 20);
    for (;;) {
        const n = (0, node_fs_1.readSync)(fd, buf, 0, buf.length, null);
        if (n === 0)
            return hash.digest('hex');
        const chunk = buf.subarray(0, n);
        hash.update(chunk);
        each?.(chunk);
    }
}


/***/ }),

/***/ 4583:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.nothingMoved = void 0;
exports.moved = moved;
exports.refsMoved = refsMoved;
const statKey_js_1 = __webpack_require__(4452);
function moved(state) {
    const files = [];
    for (const path in state.files) {
        const e = state.files[path];
        if (e.r === 1 || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(path), e.k))
            files.push(path);
    }
    const dirs = [];
    for (const dir in state.dirs)
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(dir), state.dirs[dir]))
            dirs.push(dir);
    return { files, dirs };
}
const nothingMoved = (m) => m.files.length === 0 && m.dirs.length === 0;
exports.nothingMoved = nothingMoved;
function refsMoved(state) {
    for (const f in state.refKeys)
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(f), state.refKeys[f]))
            return true;
    return false;
}


/***/ }),

/***/ 4154:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.quietBefore = quietBefore;
const calls_js_1 = __webpack_require__(4180);
const quickPass_js_1 = __webpack_require__(4583);
const watchState_js_1 = __webpack_require__(9525);
function quietBefore(call, at) {
    const ws = new watchState_js_1.WatchStore(call.storeDir);
    const state = ws.load();
    if (state === undefined || (state.root !== undefined && state.root !== call.place.root))
        return false;
    if (state.pending !== undefined)
        return false;
    if (!(0, quickPass_js_1.nothingMoved)((0, quickPass_js_1.moved)(state)) || (call.place.gitDir !== null && (0, quickPass_js_1.refsMoved)(state)))
        return false;
    (0, calls_js_1.beginCall)(ws.dir, (0, calls_js_1.callKey)(call.session, call.toolUseId, at), call.session);
    return true;
}


/***/ }),

/***/ 9525:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WatchStore = exports.RECORD_FORMAT = void 0;
exports.typeOf = typeOf;
exports.emptyState = emptyState;
exports.rebase = rebase;
const node_fs_1 = __webpack_require__(3024);
const readRegular_js_1 = __webpack_require__(3442);
const node_path_1 = __webpack_require__(6760);
const contentHash_js_1 = __webpack_require__(2280);
const statKey_js_1 = __webpack_require__(4452);
const VERSION = 4;
const PREVIOUS = 3;
exports.RECORD_FORMAT = VERSION;
const RACY_MS = 100;
function typeOf(st) {
    if (st === undefined)
        return '-';
    if (st.isFile())
        return 'f';
    if (st.isSymbolicLink())
        return 'l';
    if (st.isDirectory())
        return 'd';
    return 'o';
}
class WatchStore {
    storeDir;
    dir;
    blobs;
    constructor(storeDir) {
        this.storeDir = storeDir;
        this.dir = node_path_1.posix.join(storeDir, 'tripwire');
        this.blobs = node_path_1.posix.join(this.dir, 'blobs');
    }
    read() {
        const loaded = this.readAsIs();
        const state = loaded.state;
        if (state === undefined || state.v === VERSION)
            return loaded;
        this.upgrade(state);
        this.save(state);
        return { state };
    }
    upgrade(state) {
        for (const e of Object.values(state.files)) {
            if (e.b === undefined || (0, contentHash_js_1.isContentName)(e.b) || e.b.includes('/'))
                continue;
            const old = node_path_1.posix.join(this.blobs, e.b);
            if ((0, statKey_js_1.lstatOrUndefined)(old)?.isFile() !== true)
                continue;
            try {
                e.b = this.keep((fd) => (0, contentHash_js_1.hashFile)(old, (chunk) => writeAll(fd, chunk)));
            }
            catch {
            }
        }
        state.v = VERSION;
    }
    readAsIs() {
        let text;
        try {
            text = (0, readRegular_js_1.readRegularText)(this.recordPath, Number.MAX_SAFE_INTEGER);
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return {};
            return { problem: e.message };
        }
        let state;
        try {
            state = JSON.parse(text);
        }
        catch {
            return { problem: 'not valid JSON', format: false };
        }
        if (typeof state !== 'object' || state === null)
            return { problem: 'not a record', format: false };
        return state.v === VERSION || state.v === PREVIOUS
            ? { state }
            : { problem: `format ${JSON.stringify(state.v)}`, format: true };
    }
    load() {
        const { state } = this.readAsIs();
        return state?.v === VERSION ? state : undefined;
    }
    get recordPath() {
        return node_path_1.posix.join(this.dir, 'state.json');
    }
    save(state) {
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const file = this.recordPath;
        const tmp = `${file}.${process.pid}.tmp`;
        (0, node_fs_1.writeFileSync)(tmp, JSON.stringify(state), { mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, file);
        this.prune(state);
    }
    entry(path, st, keep, now) {
        const t = typeOf(st);
        const e = { k: (0, statKey_js_1.keyOf)(st), t };
        if (st === undefined)
            return e;
        if (now - st.ctimeMs < RACY_MS)
            e.r = 1;
        if (t === 'l')
            e.l = (0, node_fs_1.readlinkSync)(path);
        if (t === 'f') {
            e.m = st.mode & 0o7777;
            if (keep) {
                e.b = this.keep((fd) => (0, contentHash_js_1.hashFile)(path, (chunk) => writeAll(fd, chunk)));
                if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(path), e.k))
                    e.r = 1;
            }
        }
        return e;
    }
    keepBytes(bytes) {
        return this.keep((fd) => {
            writeAll(fd, bytes);
            return (0, contentHash_js_1.hashBytes)(bytes);
        });
    }
    keep(fill) {
        (0, node_fs_1.mkdirSync)(this.blobs, { recursive: true });
        const tmp = node_path_1.posix.join(this.blobs, `.${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`);
        const fd = (0, node_fs_1.openSync)(tmp, 'wx', 0o600);
        let name;
        try {
            name = fill(fd);
        }
        catch (e) {
            (0, node_fs_1.closeSync)(fd);
            (0, node_fs_1.unlinkSync)(tmp);
            throw e;
        }
        (0, node_fs_1.closeSync)(fd);
        const to = node_path_1.posix.join(this.blobs, name);
        try {
            (0, node_fs_1.renameSync)(tmp, to);
        }
        catch {
            (0, node_fs_1.rmSync)(to, { recursive: true, force: true });
            (0, node_fs_1.renameSync)(tmp, to);
        }
        return name;
    }
    intact(name) {
        const path = node_path_1.posix.join(this.blobs, name);
        if (!(0, contentHash_js_1.isContentName)(name) || (0, statKey_js_1.lstatOrUndefined)(path)?.isFile() !== true)
            return false;
        try {
            return (0, contentHash_js_1.hashFile)(path) === name;
        }
        catch {
            return false;
        }
    }
    setAside(now) {
        const to = node_path_1.posix.join(this.dir, `forged-record-${now.toISOString().replace(/[:.]/g, '-')}`);
        try {
            (0, node_fs_1.renameSync)(this.recordPath, to);
            return to;
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return null;
            throw e;
        }
    }
    blobPath(name) {
        return node_path_1.posix.join(this.blobs, name);
    }
    readBlob(name) {
        return (0, readRegular_js_1.readRegular)(node_path_1.posix.join(this.blobs, name), Number.MAX_SAFE_INTEGER);
    }
    async locked(work) {
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const { takeStoreLock } = await __webpack_require__.e(/* import() */ 6627).then(__webpack_require__.bind(__webpack_require__, 6627));
        const held = await takeStoreLock(this.dir);
        let finished = false;
        try {
            const done = await work(held.takenOver);
            finished = true;
            return done;
        }
        finally {
            held.release(finished);
        }
    }
    prune(state) {
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(this.blobs);
        }
        catch {
            return;
        }
        const used = new Set(Object.values(state.files).flatMap((e) => (e.b ? [e.b] : [])));
        if (names.length <= used.size * 2 + 16)
            return;
        const cutoff = Date.now() - 10 * 60_000;
        for (const n of names) {
            if (used.has(n))
                continue;
            const p = node_path_1.posix.join(this.blobs, n);
            try {
                if ((0, node_fs_1.statSync)(p).mtimeMs < cutoff)
                    (0, node_fs_1.unlinkSync)(p);
            }
            catch {
            }
        }
    }
}
exports.WatchStore = WatchStore;
function writeAll(fd, bytes) {
    for (let at = 0; at < bytes.length;)
        at += (0, node_fs_1.writeSync)(fd, bytes, at, bytes.length - at);
}
function emptyState(now, root) {
    return { v: VERSION, at: now, files: {}, dirs: {}, refKeys: {}, heads: {}, ...(root ? { root } : {}) };
}
function rebase(state, root) {
    const old = state.root;
    if (old === undefined || old === root)
        return;
    const move = (map) => Object.fromEntries(Object.entries(map).map(([p, v]) => [p === old || p.startsWith(`${old}/`) ? root + p.slice(old.length) : p, v]));
    state.files = move(state.files);
    state.dirs = move(state.dirs);
    state.refKeys = move(state.refKeys);
    if (state.unwalked !== undefined)
        state.unwalked = Object.keys(move(Object.fromEntries(state.unwalked.map((u) => [u, 1]))));
    if (state.pending !== undefined)
        state.pending = Object.keys(move(Object.fromEntries(state.pending.map((u) => [u, 1]))));
    state.root = root;
}


/***/ })

};
;