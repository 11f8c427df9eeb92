"use strict";
exports.id = 7805;
exports.ids = [7805];
exports.modules = {

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
const quickPass_js_1 = __webpack_require__(4644);
const watchState_js_1 = __webpack_require__(4828);
function quietBefore(call, at) {
    const ws = new watchState_js_1.WatchStore(call.storeDir);
    const state = ws.load();
    if (state === undefined || (state.root !== undefined && state.root !== call.place.root))
        return false;
    if (!(0, quickPass_js_1.nothingMoved)((0, quickPass_js_1.moved)(state)) || (call.place.gitDir !== null && (0, quickPass_js_1.refsMoved)(state)))
        return false;
    const callId = call.toolUseId ?? `${call.session}:${at}`;
    if (ws.lastCall() !== callId)
        ws.markCall(callId);
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
exports.WatchStore = void 0;
exports.typeOf = typeOf;
exports.emptyState = emptyState;
exports.rebase = rebase;
const node_fs_1 = __webpack_require__(3024);
const readRegular_js_1 = __webpack_require__(7111);
const node_path_1 = __webpack_require__(6760);
const statKey_js_1 = __webpack_require__(2687);
const VERSION = 2;
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
    load() {
        let text;
        try {
            text = (0, readRegular_js_1.readRegularText)(node_path_1.posix.join(this.dir, 'state.json'), Number.MAX_SAFE_INTEGER);
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return undefined;
            throw e;
        }
        const state = JSON.parse(text);
        return state.v === VERSION ? state : undefined;
    }
    save(state) {
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const file = node_path_1.posix.join(this.dir, 'state.json');
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
    lastCall() {
        try {
            return (0, readRegular_js_1.readRegularText)(node_path_1.posix.join(this.dir, 'call'));
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return undefined;
            throw e;
        }
    }
    markCall(id) {
        const file = node_path_1.posix.join(this.dir, 'call');
        if (id === undefined) {
            (0, node_fs_1.rmSync)(file, { force: true });
            return;
        }
        const tmp = `${file}.${process.pid}.tmp`;
        (0, node_fs_1.writeFileSync)(tmp, id, { mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, file);
    }
    blobPath(name) {
        return node_path_1.posix.join(this.blobs, name);
    }
    readBlob(name) {
        return (0, readRegular_js_1.readRegular)(node_path_1.posix.join(this.blobs, name), Number.MAX_SAFE_INTEGER);
    }
    async locked(work) {
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const lock = node_path_1.posix.join(this.dir, 'lock');
        const start = Date.now();
        for (;;) {
            try {
                (0, node_fs_1.mkdirSync)(lock);
                break;
            }
            catch (e) {
                if (e.code !== 'EEXIST')
                    throw e;
                const age = Date.now() - ((0, statKey_js_1.lstatOrUndefined)(lock)?.mtimeMs ?? Date.now());
                if (age > 30_000 || Date.now() - start > 8_000) {
                    (0, node_fs_1.rmSync)(lock, { recursive: true, force: true });
                    continue;
                }
                await new Promise((r) => setTimeout(r, 10));
            }
        }
        try {
            return await work();
        }
        finally {
            try {
                (0, node_fs_1.rmdirSync)(lock);
            }
            catch {
            }
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
    state.root = root;
}


/***/ })

};
;