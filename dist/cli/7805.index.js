"use strict";
exports.id = 7805;
exports.ids = [7805,2279];
exports.modules = {

/***/ 2279:
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
exports.inProgress = inProgress;
exports.startCalls = startCalls;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const readRegular_js_1 = __webpack_require__(7111);
const statKey_js_1 = __webpack_require__(2687);
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
    for (const name of names(dir) ?? [])
        if (sessionOf(node_path_1.posix.join(dir, name)) === session)
            (0, node_fs_1.rmSync)(node_path_1.posix.join(dir, name), { force: true });
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
function othersAtWork(tripwireDir, session, now) {
    const dir = callsDir(tripwireDir);
    const listed = names(dir);
    if (listed === undefined)
        return true;
    for (const name of listed) {
        const path = node_path_1.posix.join(dir, name);
        const st = (0, statKey_js_1.lstatOrUndefined)(path);
        if (st === undefined)
            continue;
        if (!st.isFile() || (sessionOf(path) !== session && now - st.ctimeMs < LONGEST_CALL_MS))
            return true;
    }
    return false;
}
function personHasTurn(tripwireDir, session, prompt, now) {
    return turnStarted(tripwireDir, prompt) && !othersAtWork(tripwireDir, session, now);
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
function folder(dir) {
    const st = (0, statKey_js_1.lstatOrUndefined)(dir);
    if (st !== undefined && !st.isDirectory())
        (0, node_fs_1.rmSync)(dir, { force: true });
    (0, node_fs_1.mkdirSync)(dir, { recursive: true });
}


/***/ }),

/***/ 4644:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.nothingMoved = void 0;
exports.moved = moved;
exports.refsMoved = refsMoved;
const statKey_js_1 = __webpack_require__(2687);
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

/***/ 7805:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.quietBefore = quietBefore;
const calls_js_1 = __webpack_require__(2279);
const quickPass_js_1 = __webpack_require__(4644);
const watchState_js_1 = __webpack_require__(4828);
function quietBefore(call, at) {
    const ws = new watchState_js_1.WatchStore(call.storeDir);
    const state = ws.load();
    if (state === undefined || (state.root !== undefined && state.root !== call.place.root))
        return false;
    if (!(0, quickPass_js_1.nothingMoved)((0, quickPass_js_1.moved)(state)) || (call.place.gitDir !== null && (0, quickPass_js_1.refsMoved)(state)))
        return false;
    (0, calls_js_1.beginCall)(ws.dir, (0, calls_js_1.callKey)(call.session, call.toolUseId, at), call.session);
    return true;
}


/***/ }),

/***/ 2687:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ABSENT = void 0;
exports.keyOf = keyOf;
exports.sameKey = sameKey;
exports.lstatOrUndefined = lstatOrUndefined;
const node_fs_1 = __webpack_require__(3024);
exports.ABSENT = 0;
function keyOf(st) {
    if (st === undefined)
        return exports.ABSENT;
    return [st.mode, st.dev, st.ino, st.size, st.ctimeMs, st.mtimeMs];
}
function sameKey(st, k) {
    if (st === undefined || k === exports.ABSENT)
        return st === undefined && k === exports.ABSENT;
    return (st.ctimeMs === k[4] &&
        st.ino === k[2] &&
        st.mtimeMs === k[5] &&
        st.size === k[3] &&
        st.mode === k[0] &&
        st.dev === k[1]);
}
function lstatOrUndefined(path) {
    try {
        return (0, node_fs_1.lstatSync)(path, { throwIfNoEntry: false });
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw e;
    }
}


/***/ }),

/***/ 4828:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WatchStore = exports.RECORD_FORMAT = void 0;
exports.typeOf = typeOf;
exports.emptyState = emptyState;
exports.rebase = rebase;
const node_fs_1 = __webpack_require__(3024);
const readRegular_js_1 = __webpack_require__(7111);
const node_path_1 = __webpack_require__(6760);
const statKey_js_1 = __webpack_require__(2687);
const VERSION = 3;
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
        return state.v === VERSION ? { state } : { problem: `format ${JSON.stringify(state.v)}`, format: true };
    }
    load() {
        return this.read().state;
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
                (0, node_fs_1.mkdirSync)(this.blobs, { recursive: true });
                const name = `${st.ino}-${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
                (0, node_fs_1.copyFileSync)(path, node_path_1.posix.join(this.blobs, name));
                e.b = name;
                if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(path), e.k))
                    e.r = 1;
            }
        }
        return e;
    }
    keepBytes(bytes, now) {
        (0, node_fs_1.mkdirSync)(this.blobs, { recursive: true });
        const name = `h-${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
        (0, node_fs_1.writeFileSync)(node_path_1.posix.join(this.blobs, name), bytes, { mode: 0o600 });
        return name;
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
        const { takeStoreLock } = await __webpack_require__.e(/* import() */ 488).then(__webpack_require__.bind(__webpack_require__, 488));
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
function emptyState(now, root) {
    return { v: VERSION, at: now, files: {}, dirs: {}, refKeys: {}, heads: {}, ...(root ? { root } : {}) };
}
function rebase(state, root) {
    const old = state.root;
    if (old === undefined || old === root)
        return;
    let real;
    try {
        real = node_fs_1.realpathSync.native(old);
    }
    catch {
        return;
    }
    if (real !== root)
        return;
    const move = (map) => Object.fromEntries(Object.entries(map).map(([p, v]) => [p === old || p.startsWith(`${old}/`) ? root + p.slice(old.length) : p, v]));
    state.files = move(state.files);
    state.dirs = move(state.dirs);
    state.refKeys = move(state.refKeys);
    if (state.unwalked !== undefined)
        state.unwalked = Object.keys(move(Object.fromEntries(state.unwalked.map((u) => [u, 1]))));
    state.root = root;
}


/***/ })

};
;