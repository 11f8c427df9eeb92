export const id = 50;
export const ids = [50];
export const modules = {

/***/ 2631:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ walkUntil),
/* harmony export */   Ft: () => (/* binding */ checkDeadline),
/* harmony export */   Hh: () => (/* binding */ limitSeconds),
/* harmony export */   dR: () => (/* binding */ MAX_TIMEOUT_S),
/* harmony export */   remainingMs: () => (/* binding */ remainingMs)
/* harmony export */ });
/* unused harmony exports DEFAULT_TIMEOUT_S, MIN_TIMEOUT_S, hookTimeout, processStart, startDeadline, HookTimeout */
/* harmony import */ var _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5026);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2897);
/**
 * The hook's deadline. Claude Code runs a tool call whose hook does not answer in time, so the
 * hook answers exit 2 by then whatever it is doing: a timer (hookCommand.ts) ends the process
 * while it waits, and synchronous work that can grow with its input (the shell walker, glob
 * listings) calls checkDeadline, since a timer cannot fire while that work holds the thread.
 * Everything else is bounded by construction: reads (readRegular.ts), line length (decideShell.ts).
 */


/** Seconds the hook takes at most, unless DIFFGATE_HOOK_TIMEOUT says otherwise. */
const DEFAULT_TIMEOUT_S = 10;
/** The range DIFFGATE_HOOK_TIMEOUT may set (Claude Code's own default timeout is 60 s). */
const MIN_TIMEOUT_S = 0.1;
const MAX_TIMEOUT_S = 600;
let at = Number.POSITIVE_INFINITY;
let seconds = DEFAULT_TIMEOUT_S;
/**
 * The hook's time limit in seconds: DIFFGATE_HOOK_TIMEOUT (a number of seconds, decimals allowed,
 * within MIN..MAX), else the default. Any other value is a configuration error (`problem`): the
 * hook blocks with it, as on a bad manifest line.
 */
function hookTimeout(env) {
    const raw = env.DIFFGATE_HOOK_TIMEOUT;
    if (raw === undefined || raw === '')
        return { seconds: DEFAULT_TIMEOUT_S };
    const n = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw.trim()) || !(n >= MIN_TIMEOUT_S && n <= MAX_TIMEOUT_S))
        return { seconds: DEFAULT_TIMEOUT_S, problem: c.timeoutSetting(raw, MIN_TIMEOUT_S, MAX_TIMEOUT_S) };
    return { seconds: n };
}
/**
 * When this process started (ms since the epoch). The hook's time is counted from here, not from
 * when the full hook begins: the quiet pass before it (quietHook.ts) spends from the same budget.
 */
const processStart = () => Date.now() - process.uptime() * 1000;
/** Starts the clock: the hook has `s` seconds from `start` (this process's start). */
function startDeadline(s, start = processStart()) {
    seconds = s;
    at = start + s * 1000;
}
/** The hook's time limit in seconds, as started. */
const limitSeconds = () => seconds;
/**
 * When a walk must stop (ms since the epoch) to leave the hook `marginMs` to answer before its
 * deadline (Infinity when none was set).
 */
const walkUntil = (marginMs = 500) => Date.now() + remainingMs() - marginMs;
/** Milliseconds left (Infinity when no deadline was set: library use, tests in-process). */
function remainingMs(now = Date.now()) {
    return at - now;
}
/** Throws the hook's timeout failure once the deadline has passed. */
function checkDeadline() {
    if (Date.now() > at)
        throw new HookTimeout(seconds);
}
/** The hook ran out of time; rendered like any failure (exit 2, fail closed). */
class HookTimeout extends _failure_js__WEBPACK_IMPORTED_MODULE_1__/* .HookFailure */ .Q {
    constructor(s) {
        super(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.timeout(s));
    }
}


/***/ }),

/***/ 2608:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ nothingMoved),
/* harmony export */   aW: () => (/* binding */ moved),
/* harmony export */   cY: () => (/* binding */ refsMoved),
/* harmony export */   kV: () => (/* binding */ movedAmong),
/* harmony export */   mg: () => (/* binding */ WalkCut),
/* harmony export */   us: () => (/* binding */ dirsMoved)
/* harmony export */ });
/* harmony import */ var _recordParts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5771);
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9067);
/**
 * The tripwire's quick pass: which recorded paths, folders and git ref files are not as recorded.
 * It needs no rules: one lstat per recorded path and folder, each compared with its key as numbers,
 * so a call that changed nothing watched costs no reads, no manifest parsing and no git process.
 */


/**
 * The walk ran out of the hook's time (`moved`'s `until`): how many recorded paths it had looked at.
 * Never taken for "nothing moved": the hook fails closed with it (tripwire.ts `walkCutFailure`).
 */
class WalkCut extends Error {
    checked;
    total;
    name = 'WalkCut';
    constructor(checked, 
    /** How many paths the record holds. */
    total) {
        super(`the walk of the record ran out of the hook's time after ${checked} of ${total} paths`);
        this.checked = checked;
        this.total = total;
    }
}
/** How many paths the walk looks at between two looks at the clock. */
const CLOCK_EVERY = 1024;
/**
 * Every recorded path and folder not as recorded (the walk). `until` (ms since the epoch): the walk
 * throws `WalkCut` once it is past, so that a protected set too large to walk in the hook's time
 * fails closed with its own reason, never by the client's timeout letting the call through.
 */
function moved(state, until = Number.POSITIVE_INFINITY) {
    const files = [];
    let n = 0;
    (0,_recordParts_js__WEBPACK_IMPORTED_MODULE_0__/* .eachEntry */ .sJ)(state.files, (path, e) => {
        if (++n % CLOCK_EVERY === 0 && Date.now() > until)
            throw new WalkCut(n, (0,_recordParts_js__WEBPACK_IMPORTED_MODULE_0__/* .partedOf */ .Kg)(state.files)?.count ?? Object.keys(state.files).length);
        if (e.r === 1 || !(0,_statKey_js__WEBPACK_IMPORTED_MODULE_1__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrUndefined */ .YB)(path), e.k))
            files.push(path);
    });
    const dirs = [];
    for (const dir in state.dirs)
        if (!(0,_statKey_js__WEBPACK_IMPORTED_MODULE_1__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrUndefined */ .YB)(dir), state.dirs[dir]))
            dirs.push(dir);
    return { files, dirs };
}
/** Whether any recorded folder moved (where git's index answered for the files: gitIndex.ts). */
function dirsMoved(state) {
    for (const dir in state.dirs)
        if (!(0,_statKey_js__WEBPACK_IMPORTED_MODULE_1__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrUndefined */ .YB)(dir), state.dirs[dir]))
            return true;
    return false;
}
/**
 * As `moved`, for the given paths only (those the watch reports may have moved: watchman.ts
 * `watchedCandidates`), so that the cost grows with the change; paths the record does not hold are
 * left out.
 */
function movedAmong(state, paths) {
    const files = [];
    const dirs = [];
    for (const path of new Set(paths)) {
        const e = state.files[path];
        if (e !== undefined && (e.r === 1 || !(0,_statKey_js__WEBPACK_IMPORTED_MODULE_1__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrUndefined */ .YB)(path), e.k)))
            files.push(path);
        const d = state.dirs[path];
        if (d !== undefined && !(0,_statKey_js__WEBPACK_IMPORTED_MODULE_1__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrUndefined */ .YB)(path), d))
            dirs.push(path);
    }
    return { files, dirs };
}
const nothingMoved = (m) => m.files.length === 0 && m.dirs.length === 0;
/** Whether any recorded ref file moved (or a new one appeared under a recorded folder). */
function refsMoved(state) {
    for (const f in state.refKeys)
        if (!(0,_statKey_js__WEBPACK_IMPORTED_MODULE_1__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrUndefined */ .YB)(f), state.refKeys[f]))
            return true;
    return false;
}


/***/ }),

/***/ 5622:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  quietBefore: () => (/* binding */ quietBefore)
});

// EXTERNAL MODULE: ./.build/js/src/agent/deadline.js
var deadline = __webpack_require__(2631);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/calls.js
var calls = __webpack_require__(2379);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/quickPass.js
var quickPass = __webpack_require__(2608);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/gitIndex.js
var gitIndex = __webpack_require__(6976);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/recordParts.js
var recordParts = __webpack_require__(5771);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/statKey.js
var statKey = __webpack_require__(9067);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/watchman.js
var watchman = __webpack_require__(7701);
;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/quietRecord.js
/**
 * Whether nothing the record watches moved, for the quiet passes before and after a call: asked of
 * the watch where it can vouch for the record (watchman.ts: the cost grows with what changed, not
 * with the protected set), else found by the lstat walk (quickPass.ts), which then gives the record
 * a head so that the next call can ask the watch. Whenever in doubt it says no, and the full pass,
 * which takes the lock, looks again.
 */





/** How long the quiet pass may wait on the watch before it walks instead. */
const QUIET_MARK_MS = 1000;
async function quietRecord(ws, root, gitDir, env, 
/** When the walk must stop (ms since the epoch): past it, the walk throws quickPass.ts `WalkCut`. */
until) {
    const says = await (0,watchman/* watchSays */.Qf)(ws.dir, ws.recordPath, root, env);
    if (says !== undefined)
        return says === 'quiet';
    // taken before the walk's lstats: a change made during the walk is reported to the next call
    // the record's first line is read for the server only when the watch is on (an extra read otherwise)
    const mark = (0,watchman/* watchOn */.LL)(env) ? await (0,watchman/* markWatch */.P0)(root, env, (0,watchman/* knownServer */.DO)(ws.recordPath), QUIET_MARK_MS) : undefined;
    const key = (0,statKey/* keyOf */.TN)((0,statKey/* lstatOrUndefined */.YB)(ws.recordPath));
    const state = ws.load();
    if (state === undefined || (state.root !== undefined && state.root !== root))
        return false;
    if (state.pending !== undefined)
        return false; // the record is not whole yet: the full pass goes on with it
    // a large record: git's walk over diffgate's own index, where it can vouch for it (gitIndex.ts)
    const parted = (0,recordParts/* partedOf */.Kg)(state.files);
    const git = state.g === undefined || state.root !== root ? undefined : (0,gitIndex/* gitSays */.d3)(ws.dir, root, state.g, env, until);
    if (git === 'moved')
        return false;
    if (git === undefined ? !(0,quickPass/* nothingMoved */.FY)((0,quickPass/* moved */.aW)(state, until)) : (0,quickPass/* dirsMoved */.us)(state))
        return false;
    if (gitDir && (0,quickPass/* refsMoved */.cY)(state))
        return false;
    // the walk found every recorded file as recorded: git's index is written for the next calls
    // (not a record git could not index: that is kept until a recorded file changes, gitIndex.ts `Unindexable`)
    const indexIt = git === undefined && !(0,gitIndex/* isUnindexable */.eJ)(state.g) && state.root === root && (parted?.count ?? 0) >= gitIndex/* GIT_INDEX_FROM */.tI;
    if ((mark !== undefined || indexIt) && state.root === root) {
        // the walk found the record up to date since the mark: saved again tied to it (under the lock,
        // and only if no other pass replaced it meanwhile), so that the next call asks the watch
        try {
            await ws.locked(async () => {
                if (!(0,statKey/* sameKey */.el)((0,statKey/* lstatOrUndefined */.YB)(ws.recordPath), key))
                    return;
                const g = indexIt ? (0,gitIndex/* writeGitIndex */.k5)(ws.dir, root, state.files, env, until) : undefined;
                ws.save(state, mark, g);
            });
        }
        catch {
            // the lock is busy: a later call ties it
        }
    }
    return true;
}

// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/watchState.js + 1 modules
var watchState = __webpack_require__(3963);
;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/quietBefore.js
/**
 * The tripwire's pass before a call, when nothing it watches moved since the record: most calls.
 * The record then already shows the state just before this call, and all there is to do is to list
 * the call as begun (calls.ts); any error sends the call to the full pass. It needs no rules and no lock: the record is
 * replaced whole by a rename, so it is read whole or not at all, and anything that moved (a
 * person's edit, a parallel call's change or put-back) sends the call to the full pass, which takes
 * the lock and looks again. Loaded without the full pass's code (judging, putting back).
 */





/** Whether the record was found up to date (and the call listed as begun); false: the full pass must run. */
async function quietBefore(call, at, env) {
    const ws = new watchState/* WatchStore */.nL(call.storeDir);
    try {
        if (!(await quietRecord(ws, call.place.root, call.place.gitDir !== null, env, (0,deadline/* walkUntil */.CI)())))
            return false;
        (0,calls.beginCall)(ws.dir, (0,calls.callKey)(call.session, call.toolUseId, at), call.session);
        return true;
    }
    catch (e) {
        // the walk ran out of time: the full pass, with less, would too
        if (e instanceof quickPass/* WalkCut */.mg)
            throw (await __webpack_require__.e(/* import() | walkCut */ 752).then(__webpack_require__.bind(__webpack_require__, 3741))).walkCutFailure(e, false);
        return false; // a store it cannot read or write (made unreadable by a call): the full pass sets it right
    }
}


/***/ })

};
