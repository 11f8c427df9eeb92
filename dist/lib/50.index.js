export const id = 50;
export const ids = [50];
export const modules = {

/***/ 1297:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ nothingMoved),
/* harmony export */   aW: () => (/* binding */ moved),
/* harmony export */   cY: () => (/* binding */ refsMoved)
/* harmony export */ });
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9430);
/**
 * The tripwire's quick pass: which recorded paths, folders and git ref files are not as recorded.
 * It needs no rules: one lstat per recorded path and folder, each compared with its key as numbers,
 * so a call that changed nothing watched costs no reads, no manifest parsing and no git process.
 */

function moved(state) {
    const files = [];
    for (const path in state.files) {
        const e = state.files[path];
        if (e.r === 1 || !(0,_statKey_js__WEBPACK_IMPORTED_MODULE_0__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_0__/* .lstatOrUndefined */ .YB)(path), e.k))
            files.push(path);
    }
    const dirs = [];
    for (const dir in state.dirs)
        if (!(0,_statKey_js__WEBPACK_IMPORTED_MODULE_0__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_0__/* .lstatOrUndefined */ .YB)(dir), state.dirs[dir]))
            dirs.push(dir);
    return { files, dirs };
}
const nothingMoved = (m) => m.files.length === 0 && m.dirs.length === 0;
/** Whether any recorded ref file moved (or a new one appeared under a recorded folder). */
function refsMoved(state) {
    for (const f in state.refKeys)
        if (!(0,_statKey_js__WEBPACK_IMPORTED_MODULE_0__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_0__/* .lstatOrUndefined */ .YB)(f), state.refKeys[f]))
            return true;
    return false;
}


/***/ }),

/***/ 3708:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   quietBefore: () => (/* binding */ quietBefore)
/* harmony export */ });
/* harmony import */ var _quickPass_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1297);
/* harmony import */ var _watchState_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6199);
/**
 * The tripwire's pass before a call, when nothing it watches moved since the record: most calls.
 * The record then already shows the state just before this call, and all there is to do is to say
 * so (the call's id, which its PostToolUse looks for). It needs no rules and no lock: the record is
 * replaced whole by a rename, so it is read whole or not at all, and anything that moved (a
 * person's edit, a parallel call's change or put-back) sends the call to the full pass, which takes
 * the lock and looks again. Loaded without the full pass's code (judging, putting back).
 */


/** Whether the record was found up to date (and marked as this call's); false: the full pass must run. */
function quietBefore(call, at) {
    const ws = new _watchState_js__WEBPACK_IMPORTED_MODULE_1__/* .WatchStore */ .nL(call.storeDir);
    const state = ws.load();
    if (state === undefined || (state.root !== undefined && state.root !== call.place.root))
        return false;
    if (!(0,_quickPass_js__WEBPACK_IMPORTED_MODULE_0__/* .nothingMoved */ .FY)((0,_quickPass_js__WEBPACK_IMPORTED_MODULE_0__/* .moved */ .aW)(state)) || (call.place.gitDir !== null && (0,_quickPass_js__WEBPACK_IMPORTED_MODULE_0__/* .refsMoved */ .cY)(state)))
        return false;
    const callId = call.toolUseId ?? `${call.session}:${at}`;
    if (ws.lastCall() !== callId)
        ws.markCall(callId);
    return true;
}


/***/ }),

/***/ 9430:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TN: () => (/* binding */ keyOf),
/* harmony export */   YB: () => (/* binding */ lstatOrUndefined),
/* harmony export */   el: () => (/* binding */ sameKey),
/* harmony export */   sj: () => (/* binding */ ABSENT)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/**
 * The stat key of a watched path: anything a write changes, change time included. A process can
 * set a file's size and modification time back (`touch -d`), but not its change time, which the
 * kernel sets to now on every write, chmod or rename; a replaced file has another inode. Kept as
 * numbers and compared as numbers: the quick pass compares one key per watched path on both sides
 * of every tool call, and building a string of six numbers (two of them fractions) for each cost
 * more than the lstat's own work in node.
 */

const ABSENT = 0;
function keyOf(st) {
    if (st === undefined)
        return ABSENT;
    return [st.mode, st.dev, st.ino, st.size, st.ctimeMs, st.mtimeMs];
}
/** Whether a path's stat (undefined: absent) is the one a key recorded. */
function sameKey(st, k) {
    if (st === undefined || k === ABSENT)
        return st === undefined && k === ABSENT;
    return (st.ctimeMs === k[4] &&
        st.ino === k[2] &&
        st.mtimeMs === k[5] &&
        st.size === k[3] &&
        st.mode === k[0] &&
        st.dev === k[1]);
}
function lstatOrUndefined(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false }); // an absent path, the common miss, costs no exception
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw e;
    }
}


/***/ }),

/***/ 6199:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QP: () => (/* binding */ typeOf),
/* harmony export */   RU: () => (/* binding */ rebase),
/* harmony export */   nL: () => (/* binding */ WatchStore),
/* harmony export */   p$: () => (/* binding */ emptyState)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _readRegular_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8352);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9430);
/**
 * The tripwire's record of the protected set: for each watched path its type, mode, link target
 * and a kept copy of its bytes, and for each watched folder a key that changes whenever an entry is
 * added to it or removed. A key holds the inode, size, mode and both times, change time included
 * (statKey.ts). A path recorded within a clock tick of its last change is "racy" and compared by
 * content next time, as git does.
 */




/**
 * The record's format. A record in another format (an older build's: version 1 held each key as a
 * string) is read as no record at all, so the next call records afresh: nothing is judged against it.
 */
const VERSION = 2;
/** Change times within this many milliseconds of the record may hide a change in the same tick. */
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
/** Where the tripwire keeps its record, the kept bytes and the lock. */
class WatchStore {
    storeDir;
    dir;
    blobs;
    /** `storeDir`: where the hook keeps its state for this place (`.git/diffgate`, or the XDG state folder). */
    constructor(storeDir) {
        this.storeDir = storeDir;
        this.dir = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(storeDir, 'tripwire');
        this.blobs = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.dir, 'blobs');
    }
    load() {
        let text;
        try {
            // the store is in reach of the agent's shell: a FIFO or device in its place must not hang the hook
            text = (0,_readRegular_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularText */ .Aj)(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.dir, 'state.json'), Number.MAX_SAFE_INTEGER);
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
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(this.dir, { recursive: true });
        const file = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.dir, 'state.json');
        const tmp = `${file}.${process.pid}.tmp`;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, JSON.stringify(state), { mode: 0o600 });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, file);
        this.prune(state);
    }
    /** The entry for a path as it is now; a file's bytes are copied into the store when `keep`. */
    entry(path, st, keep, now) {
        const t = typeOf(st);
        const e = { k: (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .keyOf */ .TN)(st), t };
        if (st === undefined)
            return e;
        if (now - st.ctimeMs < RACY_MS)
            e.r = 1;
        if (t === 'l')
            e.l = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(path);
        if (t === 'f') {
            e.m = st.mode & 0o7777;
            if (keep) {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(this.blobs, { recursive: true });
                const name = `${st.ino}-${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(path, node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.blobs, name));
                e.b = name;
                // changed while being copied: compare by content next time
                if (!(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(path), e.k))
                    e.r = 1;
            }
        }
        return e;
    }
    /**
     * The tool call whose PreToolUse brought the record up to date last (undefined when the last
     * record was taken otherwise). Kept in a file of its own: a PreToolUse that finds nothing moved
     * writes these few bytes, not the whole record.
     */
    lastCall() {
        try {
            return (0,_readRegular_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularText */ .Aj)(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.dir, 'call'));
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return undefined;
            throw e;
        }
    }
    markCall(id) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.dir, 'call');
        if (id === undefined) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(file, { force: true });
            return;
        }
        const tmp = `${file}.${process.pid}.tmp`;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, id, { mode: 0o600 });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, file);
    }
    blobPath(name) {
        return node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.blobs, name);
    }
    readBlob(name) {
        return (0,_readRegular_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.blobs, name), Number.MAX_SAFE_INTEGER);
    }
    /**
     * Runs `work` holding the store's lock, so that parallel tool calls do not interleave their
     * records. A lock older than 30 s is left by a process that died, and is taken over.
     */
    async locked(work) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(this.dir, { recursive: true });
        const lock = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.dir, 'lock');
        const start = Date.now();
        for (;;) {
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(lock);
                break;
            }
            catch (e) {
                if (e.code !== 'EEXIST')
                    throw e;
                const age = Date.now() - ((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(lock)?.mtimeMs ?? Date.now());
                if (age > 30_000 || Date.now() - start > 8_000) {
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(lock, { recursive: true, force: true });
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
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmdirSync)(lock);
            }
            catch {
                // taken over by another process after 30 s: nothing of ours to remove
            }
        }
    }
    /**
     * Removes kept bytes no entry names any more, once there are many: only those older than ten
     * minutes, since a parallel call may still hold a record that names them.
     */
    prune(state) {
        let names;
        try {
            names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(this.blobs);
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
            const p = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.blobs, n);
            try {
                if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).mtimeMs < cutoff)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(p);
            }
            catch {
                // removed by a parallel call
            }
        }
    }
}
function emptyState(now, root) {
    return { v: VERSION, at: now, files: {}, dirs: {}, refKeys: {}, heads: {}, ...(root ? { root } : {}) };
}
/**
 * A record taken under another root that now leads to this one (a call moved the repository
 * aside and left a symlink with the old name): its paths are moved to the new root, so that what
 * changed is still judged as inside the repository rather than dropped as no longer watched.
 */
function rebase(state, root) {
    const old = state.root;
    if (old === undefined || old === root)
        return;
    let real;
    try {
        real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(old);
    }
    catch {
        return; // gone: the paths are compared as recorded (absent now)
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
