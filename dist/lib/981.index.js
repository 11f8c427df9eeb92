export const id = 981;
export const ids = [981];
export const modules = {

/***/ 2379:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NR: () => (/* binding */ turnStarted),
/* harmony export */   QY: () => (/* binding */ beginCall),
/* harmony export */   Te: () => (/* binding */ personHasTurn),
/* harmony export */   U0: () => (/* binding */ othersAtWork),
/* harmony export */   Vw: () => (/* binding */ inProgress),
/* harmony export */   WN: () => (/* binding */ lastActed),
/* harmony export */   callKey: () => (/* binding */ callKey),
/* harmony export */   eS: () => (/* binding */ startCalls),
/* harmony export */   endCall: () => (/* binding */ endCall),
/* harmony export */   ry: () => (/* binding */ fileClockPast),
/* harmony export */   u$: () => (/* binding */ openCalls),
/* harmony export */   xw: () => (/* binding */ endTurn)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _readRegular_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6307);
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9067);
/**
 * The tool calls in progress, and when the agent last acted: what tells a person's change from the
 * agent's. Each PreToolUse adds a file for its call to `tripwire/calls/`, its PostToolUse removes
 * it, and the end of a turn removes what is left of the session's (calls a pre-check refused, which
 * never get a PostToolUse). Every such step sets the folder's change time, which no process can
 * set back; so the folder's change time is the last time the agent acted.
 *
 * A difference found before a call was a person's only if the person had the turn: their latest
 * prompt came after the agent last acted, and no other session has a call in progress. Otherwise a
 * call running beside this one, or a process an earlier call left running, made it: it is judged.
 *
 * The folder is in the reach of the agent's shell, so an entry counts as another session's call
 * only when the hook could have written it: a regular file naming a session the person wrote in
 * (it has a prompt record), begun after that session's latest prompt, within the longest call.
 * Anything else (review-14s F14: a file naming a made-up session, a folder, a FIFO, a symlink)
 * blocks nothing, and is cleared.
 */




/** How long another session's call may be in progress (Claude Code's Bash tool stops a command after 10 minutes). */
const LONGEST_CALL_MS = 10 * 60_000;
const callsDir = (tripwireDir) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(tripwireDir, 'calls');
/** A call's file name: its tool_use_id, or the session and time for a call without one. */
function callKey(session, toolUseId, at) {
    return (toolUseId ?? `${session}-${at}`).replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 120);
}
/** A call begins: its file names its session. */
function beginCall(tripwireDir, key, session) {
    const dir = callsDir(tripwireDir);
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, key);
    // created new, never opened where it stands: a FIFO put in its place would block the open
    const create = () => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, session, { mode: 0o600, flag: 'wx' });
    try {
        create();
    }
    catch (e) {
        const code = e.code;
        if (code === 'EEXIST')
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(file, { recursive: true, force: true });
        else if (code === 'ENOENT' || code === 'ENOTDIR')
            folder(dir);
        else
            throw e;
        create();
    }
}
/** A call ended (its PostToolUse). The folder is touched even when the file is gone: the agent acted. */
function endCall(tripwireDir, key) {
    const dir = callsDir(tripwireDir);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, key)); // sets the folder's change time
    }
    catch (e) {
        const code = e.code;
        if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'EISDIR')
            throw e;
        touch(dir);
    }
}
/**
 * The session's turn ended: its calls still listed never got a PostToolUse (refused, or interrupted).
 * What the hook never writes (anything but a regular file) is cleared on the way.
 */
function endTurn(tripwireDir, session) {
    const dir = callsDir(tripwireDir);
    for (const name of names(dir) ?? []) {
        const path = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, name);
        const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(path);
        if (st !== undefined && !st.isFile())
            clear(path, st);
        else if (st !== undefined && sessionOf(path) === session)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { force: true });
    }
    touch(dir);
}
/**
 * When the agent last acted on this store: the calls folder's change time. Undefined when there is
 * no calls folder although a record exists: every PreToolUse makes it, so it was removed, and the
 * caller must assume the agent acted just now.
 */
function lastActed(tripwireDir) {
    const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(callsDir(tripwireDir));
    return st?.isDirectory() ? st.ctimeMs : undefined;
}
/**
 * Whether the person has the turn in this session: their latest prompt (ms) came after the agent
 * last acted. A session whose host never sent a prompt (no prompt event) has no turns to tell:
 * there, it is the person's turn whenever no call of another session is at work.
 */
function turnStarted(tripwireDir, prompt) {
    if (prompt === undefined)
        return true;
    const acted = lastActed(tripwireDir);
    return acted !== undefined && acted < prompt;
}
/**
 * How far a file's change time may lag the clock that dated a prompt: the kernel stamps files with
 * a coarse clock, a tick behind the one node reads.
 */
const CLOCK_SLACK_MS = 20;
/**
 * Whether a call of another session is in progress (or the calls folder cannot be trusted). A file
 * counts only if it names a session with a prompt record (a session the person wrote in: every
 * host diffgate serves sends its prompts), and the call began after that session's latest prompt
 * (a newer prompt means the call is over: interrupted, with no PostToolUse) and less than the
 * longest call ago. Entries the hook never writes are cleared; so is a file past the longest call,
 * which counts no more.
 */
async function othersAtWork(tripwireDir, session, now, prompts) {
    const dir = callsDir(tripwireDir);
    const listed = names(dir);
    if (listed === undefined)
        return true;
    const latest = new Map();
    for (const name of listed) {
        const path = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, name);
        const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(path);
        if (st === undefined)
            continue;
        if (!st.isFile()) {
            clear(path, st); // never a call's: beginCall writes a regular file, over whatever stood there
            continue;
        }
        const other = sessionOf(path);
        if (other === session)
            continue; // this session's own: ended by its PostToolUse, or its Stop
        // the change time, which no process can date (a planted file dated 2030 ages like any other)
        if (other === undefined || now - st.ctimeMs >= LONGEST_CALL_MS) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { force: true });
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
/** A session's latest prompt; a record that cannot be read is none (the tripwire judges the store's change). */
async function promptTime(prompts, session) {
    try {
        const time = await prompts.latestTime(session);
        return time !== undefined && Number.isFinite(time) ? time : undefined;
    }
    catch {
        return undefined;
    }
}
/** Whether the person had the turn, and no other session's call is at work. */
async function personHasTurn(tripwireDir, session, prompt, now, prompts) {
    return turnStarted(tripwireDir, prompt) && !(await othersAtWork(tripwireDir, session, now, prompts));
}
/**
 * Whether a call of this session is still open: its PreToolUse began it, and neither its
 * PostToolUse nor the end of the turn closed it (the hooks were killed, stopped or timed out, or
 * the call was interrupted). A regular file only; what else stands there is no call.
 */
function openCalls(tripwireDir, session) {
    const dir = callsDir(tripwireDir);
    return (names(dir) ?? []).some((name) => {
        const path = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, name);
        return (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(path)?.isFile() === true && sessionOf(path) === session;
    });
}
/** Whether a call's file is still listed (its PreToolUse ran and no PostToolUse came yet). */
function inProgress(tripwireDir, key) {
    return (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(callsDir(tripwireDir), key))?.isFile() === true;
}
/** More calls listed than any session runs at once: filled by something else, and set aside unread. */
const MAX_LISTED = 1000;
/** The calls listed; undefined when there were too many, and the folder was set aside. */
function names(dir) {
    try {
        const listed = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir);
        if (listed.length <= MAX_LISTED)
            return listed;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(dir, `${dir}-set-aside-${Date.now()}`);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir);
        return undefined;
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return [];
        throw e;
    }
}
/** Folders cleared out of the calls folder by this process: part of the name each is moved to. */
let setAside = 0;
/**
 * Removes an entry the hook never writes: a folder is moved out of the calls folder (its contents
 * are not walked, however many there are), anything else is unlinked (a FIFO is never opened, a
 * symlink never followed).
 */
function clear(path, st) {
    try {
        if (!st.isDirectory())
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(path);
        else {
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmdirSync)(path);
            }
            catch {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(path, `${node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(path)}-set-aside-${Date.now()}-${process.pid}-${(setAside += 1)}`);
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
        return (0,_readRegular_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularText */ .Aj)(path, 4096);
    }
    catch {
        return undefined; // not a file the hook wrote: in the reach of the agent's shell, and never a session's
    }
}
/** Sets a folder's change time to now (adding and removing an entry), making it first if it is gone. */
function touch(dir) {
    folder(dir);
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, `.t${process.pid}`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(tmp, { recursive: true, force: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, '', { flag: 'wx' });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(tmp);
}
/** A first record was taken (before any call): the calls folder starts with it, its time the record's. */
function startCalls(tripwireDir) {
    folder(callsDir(tripwireDir));
}
/** The longest wait for the kernel's file clock (its tick is 1 to 10 ms). */
const TICK_WAIT_MS = 50;
/**
 * Waits until a file written in `dir` gets a change time later than `after` (ms): the kernel
 * stamps files with a coarse clock, up to a tick behind the one node reads. The first record is
 * taken at the person's first prompt just before the prompt is saved; within one tick, the prompt
 * record's change time (what its time is held to) could equal the calls folder's, and the person's
 * turn would never have started (Claude Code 2.1.328: a background subagent's first call then put
 * the person's own prompt record away as a forged gate change). `dir` is not the calls folder,
 * whose change time is the agent's last act.
 */
function fileClockPast(dir, after) {
    const probe = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, `.clock${process.pid}`);
    const until = Date.now() + TICK_WAIT_MS;
    for (;;) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(probe, '');
        const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(probe);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(probe, { force: true });
        if ((st !== undefined && st.ctimeMs > after) || Date.now() > until)
            return;
    }
}
/** Makes the calls folder, replacing whatever else stands in its place. */
function folder(dir) {
    const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(dir);
    if (st !== undefined && !st.isDirectory())
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { force: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
}


/***/ }),

/***/ 6519:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DC: () => (/* binding */ hashFile),
/* harmony export */   Df: () => (/* binding */ isContentName),
/* harmony export */   yi: () => (/* binding */ hashBytes)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _readRegular_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6307);


const NAME = /^[0-9a-f]{64}$/;
/**
 * A SHA-256 hash, node:crypto loaded on first use: the quiet passes load this module (watchState.ts)
 * but hash nothing, and loading node:crypto costs them about a quarter of `node -e 0`.
 */
function createHash(algorithm) {
    // process.getBuiltinModule: Node 20.16 and later (the machines' 20, the Action's 24)
    const load = process.getBuiltinModule;
    return load('node:crypto').createHash(algorithm);
}
/** Whether a kept copy's name is a content hash (names an older build gave are not). */
const isContentName = (name) => NAME.test(name);
function hashBytes(bytes) {
    return createHash('sha256').update(bytes).digest('hex');
}
/**
 * The hash of a regular file's bytes, read a chunk at a time (a file may be larger than node reads
 * whole); `each` sees every chunk as it is read. Throws for anything but a regular file (a FIFO
 * is opened without blocking and refused: readRegular.ts), and as the fs throws.
 */
function hashFile(path, each) {
    const fd = (0,_readRegular_js__WEBPACK_IMPORTED_MODULE_1__/* .openRegular */ .lf)(path);
    try {
        return hashFd(fd, createHash('sha256'), each);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
function hashFd(fd, hash, each) {
    const buf = Buffer.allocUnsafe(1 << 20);
    for (;;) {
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, buf.length, null);
        if (n === 0)
            return hash.digest('hex');
        const chunk = buf.subarray(0, n);
        hash.update(chunk);
        each?.(chunk);
    }
}


/***/ }),

/***/ 2608:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ nothingMoved),
/* harmony export */   aW: () => (/* binding */ moved),
/* harmony export */   cY: () => (/* binding */ refsMoved)
/* harmony export */ });
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9067);
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

/***/ 5200:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QP: () => (/* binding */ typeOf),
/* harmony export */   RU: () => (/* binding */ rebase),
/* harmony export */   nL: () => (/* binding */ WatchStore),
/* harmony export */   p$: () => (/* binding */ emptyState),
/* harmony export */   q7: () => (/* binding */ RECORD_FORMAT)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _readRegular_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6307);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _contentHash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6519);
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9067);
/**
 * The tripwire's record of the protected set: for each watched path its type, mode, link target
 * and a kept copy of its bytes, and for each watched folder a key that changes whenever an entry is
 * added to it or removed. A key holds the inode, size, mode and both times, change time included
 * (statKey.ts). A path recorded within a clock tick of its last change is "racy" and compared by
 * content next time, as git does.
 */





/**
 * The record's format. A record in an older format (version 1 held each key as a string, version 2
 * came without the calls folder) is read as no record at all, so the next call records afresh:
 * nothing is judged against it. Once a build has recorded (its calls folder exists), a record in
 * another format is a forgery (tripwire.ts). Version 3, which named kept copies at random, is the
 * exception: a build of version 3 made the calls folder too, so its record is upgraded instead.
 */
const VERSION = 4;
/** The format before this one: upgraded when read (`WatchStore.read`), not taken for a forgery. */
const PREVIOUS = 3;
/** The record format this build writes (the prompt store notes it: see tripwire.ts `start`). */
const RECORD_FORMAT = VERSION;
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
    /**
     * The record, or what is wrong with it: none there (`{}`), or one diffgate cannot have written
     * (`problem`: not a regular file, not JSON, or another format than this build's). A record the
     * build before this one wrote (format 3) is upgraded and saved: call it holding the lock.
     */
    read() {
        const loaded = this.readAsIs();
        const state = loaded.state;
        if (state === undefined || state.v === VERSION)
            return loaded;
        this.upgrade(state);
        this.save(state);
        return { state };
    }
    /**
     * Format 3 named kept copies at random: each is kept again under the hash of its bytes, as they
     * are now. Nothing was verifying them, so nothing is lost; a copy that is gone or not a regular
     * file keeps its old name, which no copy can match, and is missed as a removed one would be
     * (tripwire.ts keptCopiesGone). Without this, every repository the older build watched would find
     * its record "in another format" next to the calls folder, and take it for a forgery.
     */
    upgrade(state) {
        for (const e of Object.values(state.files)) {
            if (e.b === undefined || (0,_contentHash_js__WEBPACK_IMPORTED_MODULE_3__/* .isContentName */ .Df)(e.b) || e.b.includes('/'))
                continue;
            const old = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.blobs, e.b);
            if ((0,_statKey_js__WEBPACK_IMPORTED_MODULE_4__/* .lstatOrUndefined */ .YB)(old)?.isFile() !== true)
                continue;
            try {
                e.b = this.keep((fd) => (0,_contentHash_js__WEBPACK_IMPORTED_MODULE_3__/* .hashFile */ .DC)(old, (chunk) => writeAll(fd, chunk)));
            }
            catch {
                // swapped since the lstat: missed as a removed copy
            }
        }
        state.v = VERSION;
    }
    /** As `read`, with a record in the previous format as it is. */
    readAsIs() {
        let text;
        try {
            // the store is in reach of the agent's shell: a FIFO or device in its place must not hang the hook
            text = (0,_readRegular_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularText */ .Aj)(this.recordPath, Number.MAX_SAFE_INTEGER);
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
    /**
     * The record, or undefined when there is none this build can use as it is (the quiet passes: a
     * record in the previous format sends the call to the full pass, which upgrades it).
     */
    load() {
        const { state } = this.readAsIs();
        return state?.v === VERSION ? state : undefined;
    }
    get recordPath() {
        return node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.dir, 'state.json');
    }
    save(state) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(this.dir, { recursive: true });
        const file = this.recordPath;
        const tmp = `${file}.${process.pid}.tmp`;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, JSON.stringify(state), { mode: 0o600 });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, file);
        this.prune(state);
    }
    /** The entry for a path as it is now; a file's bytes are copied into the store when `keep`. */
    entry(path, st, keep, now) {
        const t = typeOf(st);
        const e = { k: (0,_statKey_js__WEBPACK_IMPORTED_MODULE_4__/* .keyOf */ .TN)(st), t };
        if (st === undefined)
            return e;
        if (now - st.ctimeMs < RACY_MS)
            e.r = 1;
        if (t === 'l')
            e.l = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(path);
        if (t === 'f') {
            e.m = st.mode & 0o7777;
            if (keep) {
                e.b = this.keep((fd) => (0,_contentHash_js__WEBPACK_IMPORTED_MODULE_3__/* .hashFile */ .DC)(path, (chunk) => writeAll(fd, chunk)));
                // changed while being copied: compare by content next time
                if (!(0,_statKey_js__WEBPACK_IMPORTED_MODULE_4__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_4__/* .lstatOrUndefined */ .YB)(path), e.k))
                    e.r = 1;
            }
        }
        return e;
    }
    /** Keeps bytes from elsewhere (a file as git's HEAD holds it) as a blob; returns its name. */
    keepBytes(bytes) {
        return this.keep((fd) => {
            writeAll(fd, bytes);
            return (0,_contentHash_js__WEBPACK_IMPORTED_MODULE_3__/* .hashBytes */ .yi)(bytes);
        });
    }
    /**
     * Writes a kept copy under a fresh temporary name (`fill` writes the bytes and returns their
     * hash), then renames it to the hash: the same bytes share one copy, and a name already there is
     * replaced whole, never opened (a FIFO planted at it must not block the hook).
     */
    keep(fill) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(this.blobs, { recursive: true });
        const tmp = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.blobs, `.${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`);
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(tmp, 'wx', 0o600);
        let name;
        try {
            name = fill(fd);
        }
        catch (e) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(tmp);
            throw e;
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        const to = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.blobs, name);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, to);
        }
        catch {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(to, { recursive: true, force: true }); // a folder planted at the name
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, to);
        }
        return name;
    }
    /**
     * Whether a kept copy can be believed: a regular file whose bytes hash to its name. One that is
     * missing, is something else (a FIFO, a folder, a symlink), or was overwritten is not.
     */
    intact(name) {
        const path = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.blobs, name);
        if (!(0,_contentHash_js__WEBPACK_IMPORTED_MODULE_3__/* .isContentName */ .Df)(name) || (0,_statKey_js__WEBPACK_IMPORTED_MODULE_4__/* .lstatOrUndefined */ .YB)(path)?.isFile() !== true)
            return false;
        try {
            return (0,_contentHash_js__WEBPACK_IMPORTED_MODULE_3__/* .hashFile */ .DC)(path) === name;
        }
        catch {
            return false; // swapped since the lstat, or unreadable
        }
    }
    /** Moves a record diffgate did not write out of the way, keeping it; returns where (null: nothing there). */
    setAside(now) {
        const to = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.dir, `forged-record-${now.toISOString().replace(/[:.]/g, '-')}`);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(this.recordPath, to);
            return to;
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return null;
            throw e;
        }
    }
    blobPath(name) {
        return node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.blobs, name);
    }
    readBlob(name) {
        return (0,_readRegular_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(this.blobs, name), Number.MAX_SAFE_INTEGER);
    }
    /**
     * Runs `work` holding the store's lock, so that parallel tool calls do not interleave their
     * records (storeLock.ts). `work` learns whether the lock was taken over from a holder that did
     * not finish: a hook that died, hung or threw mid-pass, or a lock that was not one. Throws when
     * a live holder keeps it past this hook's deadline.
     */
    async locked(work) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(this.dir, { recursive: true });
        // loaded only here: the quiet passes read the store without the lock, and without its messages
        const { takeStoreLock } = await __webpack_require__.e(/* import() | lock */ 358).then(__webpack_require__.bind(__webpack_require__, 8436));
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
/** Writes all of `bytes` (a write may take fewer than it is given). */
function writeAll(fd, bytes) {
    for (let at = 0; at < bytes.length;)
        at += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, bytes, at, bytes.length - at);
}
function emptyState(now, root) {
    return { v: VERSION, at: now, files: {}, dirs: {}, refKeys: {}, heads: {}, ...(root ? { root } : {}) };
}
/**
 * A record taken under another root: the repository was renamed or copied (`mv repo repo2`,
 * `cp -a template new`), or a call moved it aside and left a symlink with the old name. The record
 * lives in this repository's own git folder, so it is this repository's: its paths under the old
 * root are moved to the new one and compared there, as they would have been had the folder never
 * moved. A copy's files have other inodes and change times, so they are read and compared with the
 * record (what is unchanged is recorded again, what changed is judged); a rename keeps them, and the
 * pass stays quiet. Paths outside the root (the home's gate files) are kept as they are. Before, the
 * record kept the old root and every later call compared paths that no longer existed: the
 * tripwire watched nothing in the new place (conformance: Claude Code, Codex, OpenCode).
 */
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
