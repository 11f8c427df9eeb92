export const id = 358;
export const ids = [358];
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

/***/ 8436:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   takeStoreLock: () => (/* binding */ takeStoreLock)
/* harmony export */ });
/* unused harmony exports ownerText, parseOwner, StoreLockHeld, isStopped, lookAt */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6778);
/* harmony import */ var _deadline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2631);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2897);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1186);
/**
 * The lock of the tripwire's store, which keeps parallel tool calls from interleaving their
 * records. The store is in reach of the agent's shell, so nothing found at the lock's place is
 * trusted, and nothing there may cost the hook its answer time (review-14r F12).
 *
 * The lock is a folder `lock` holding a file `owner`: the holder's pid, the time by which its
 * hook has answered (its deadline), a token of its own and its pid namespace. The folder is built under a name of its
 * own and renamed into place, which fails while anything is at `lock`, so a lock never appears
 * without its owner; a holder whose work threw removes only its owner. Hence a lock is taken over
 * at once when it is not a folder (a file, a FIFO, a symlink), when its owner cannot be read, when
 * its holder is gone (no such process) or when its holder is past its deadline (hung, or its pid
 * now names another process), and the new holder is told: the pass before it did not finish.
 * Taking over moves what is at `lock` aside by a rename, which never follows a symlink, and
 * removes only that. A live holder within its deadline is waited on, as long as this hook's own
 * deadline allows; then the hook fails closed, naming the lock.
 */







/** How often a held lock is looked at again. */
const POLL_MS = 20;
/** A holder this far past its deadline is hung or gone (its hook has answered by then). */
const OVERDUE_MS = 2000;
/** Time kept for the work after the lock is taken: the wait for a holder ends this long before the deadline. */
const RESERVE_MS = 2000;
/** How long a live holder is waited on when no deadline is set (library use). */
const NO_DEADLINE_WAIT_MS = 30_000;
/** The largest pid on Linux (pid_max is at most 2^22); any other number is not a process. */
const MAX_PID = 4_194_304;
const ownerText = (o) => `${o.pid} ${o.until} ${o.token} ${o.ns ?? '-'}\n`;
function parseOwner(text) {
    const m = /^(\d{1,8}) (\d{1,16}) ([0-9a-f]{8,64}) (\d{1,20}|-)\n$/.exec(text);
    if (m === null)
        return undefined;
    const pid = Number(m[1]);
    if (!(pid > 0 && pid <= MAX_PID))
        return undefined;
    return { pid, until: Number(m[2]), token: m[3], ...(m[4] === '-' ? {} : { ns: m[4] }) };
}
let ownNs;
/**
 * This process's pid namespace (`pid:[4026531836]` on Linux; none elsewhere). A hook run under
 * `diffgate run` (bubblewrap, --unshare-pid) and one outside it see each other's pids as other
 * processes or none.
 */
function pidNamespace() {
    if (ownNs === undefined) {
        try {
            ownNs = /^pid:\[(\d+)\]$/.exec((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)('/proc/self/ns/pid'))?.[1] ?? null;
        }
        catch {
            ownNs = null;
        }
    }
    return ownNs ?? undefined;
}
/** The lock could not be taken before this hook's deadline: it fails closed (exit 2), naming the lock. */
class StoreLockHeld extends _failure_js__WEBPACK_IMPORTED_MODULE_5__/* .HookFailure */ .Q {
    lock;
    pid;
    constructor(lock, pid, waitedMs) {
        super(_core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_3__/* .tripwireText */ .w.lockHeld(lock, pid, Math.round(waitedMs / 100) / 10));
        this.lock = lock;
        this.pid = pid;
    }
}
const isProcess = (pid) => {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (e) {
        // EPERM: it exists, under another user
        return e.code !== 'ESRCH';
    }
};
/**
 * Whether a process is stopped (Linux: state T, stopped by a signal, or t, stopped under a
 * tracer, in /proc/<pid>/stat). The state follows the last parenthesis: the command's name may hold
 * spaces and parentheses. Elsewhere (no /proc) nothing is known to be stopped.
 */
function isStopped(pid) {
    let stat;
    try {
        stat = (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_6__/* .readRegularText */ .Aj)(`/proc/${pid}/stat`, 4096);
    }
    catch {
        return false;
    }
    const state = stat.slice(stat.lastIndexOf(')') + 1).trim()[0];
    return state === 'T' || state === 't';
}
const token = () => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex');
/** The tokens of the locks this process holds. */
const holding = new Set();
/** What is at the lock's place: nothing, a holder at work (its owner), or something to take over. */
function lookAt(lock, now = Date.now()) {
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(lock);
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return {};
        throw e;
    }
    if (!st.isDirectory())
        return { st, stale: 'not a folder' };
    let owner;
    try {
        // a regular file only, opened without blocking, and a few bytes at most
        owner = parseOwner((0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_6__/* .readRegularText */ .Aj)(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(lock, 'owner'), 256));
    }
    catch {
        // a holder writes its owner before its lock appears, and reads it as it wrote it
    }
    if (owner === undefined)
        return { st, stale: 'no owner' };
    // this process's pid: a lock of its own (library use runs calls side by side), or one left by a
    // process gone before this one started with the same pid
    // (a holder in another pid namespace cannot be looked for: its deadline says when it is gone)
    const ns = pidNamespace();
    const here = owner.ns === undefined || ns === undefined || owner.ns === ns;
    if (here && (owner.pid === process.pid ? !holding.has(owner.token) : !isProcess(owner.pid)))
        return { st, stale: 'gone' };
    // stopped (SIGSTOP, by a process a call left behind): it cannot finish before its deadline, and
    // waiting for it would cost this hook its answer (the client then lets the call through)
    if (here && owner.pid !== process.pid && isStopped(owner.pid))
        return { st, owner, stale: 'stopped' };
    // a forged deadline counts at most the longest time limit from when the lock was made (ctime)
    if (now > Math.min(owner.until, st.ctimeMs + _deadline_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_TIMEOUT_S */ .dR * 1000) + OVERDUE_MS)
        return { st, stale: 'overdue' };
    return { st, owner };
}
/** Moves aside and removes what is at `lock`, if it is still what was looked at; whether it was. */
function takeAway(dir, lock, seen) {
    const aside = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(dir, `lock.${process.pid}.${token()}.stale`);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(lock, aside);
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return false;
        throw e;
    }
    const moved = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(aside);
    if (moved.ino !== seen.ino || moved.dev !== seen.dev) {
        // another hook's lock, made since: put it back (a rename fails if a third one is there by now)
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(aside, lock);
            return false;
        }
        catch {
            // lost: its holder finds its lock gone when it releases, and removes nothing
        }
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(aside, { recursive: true, force: true });
    return moved.ino === seen.ino && moved.dev === seen.dev;
}
/** Makes this process's lock at `lock`, whole; false when something is there. */
function make(dir, lock, own) {
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(dir, `lock.${own.pid}.${own.token}`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(tmp, { mode: 0o700 });
    holding.add(own.token); // before it appears
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(tmp, 'owner'), ownerText(own), { flag: 'wx', mode: 0o600 });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(tmp, lock);
        return true;
    }
    catch (e) {
        holding.delete(own.token);
        const code = e.code;
        if (code === 'EEXIST' || code === 'ENOTEMPTY' || code === 'ENOTDIR' || code === 'EISDIR')
            return false;
        throw e;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(tmp, { recursive: true, force: true });
    }
}
/** Takes the lock of the store folder `dir` (which exists). */
async function takeStoreLock(dir) {
    const lock = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(dir, 'lock');
    const started = Date.now();
    const left = (0,_deadline_js__WEBPACK_IMPORTED_MODULE_4__.remainingMs)(started);
    const giveUpAt = started + (Number.isFinite(left) ? left - Math.min(RESERVE_MS, left / 3) : NO_DEADLINE_WAIT_MS);
    let cleared = false;
    let stopped;
    let holder;
    for (let round = 0;; round++) {
        // a holder at work is looked at again shortly; a lock made again as fast as it is taken away
        // (a process at it in a loop) must not hold the thread either
        if (holder !== undefined || round >= 3)
            await new Promise((r) => setTimeout(r, POLL_MS));
        const now = Date.now();
        const seen = lookAt(lock, now);
        holder = undefined;
        if (seen.st === undefined) {
            const ns = pidNamespace();
            // whole milliseconds: the deadline counts from the process's start, a fraction of a
            // millisecond, and an owner with a fraction in it would read as no owner (taken over at once)
            const until = Math.ceil(now + Math.min((0,_deadline_js__WEBPACK_IMPORTED_MODULE_4__.remainingMs)(now), _deadline_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_TIMEOUT_S */ .dR * 1000));
            const own = { pid: process.pid, until, token: token(), ...(ns === undefined ? {} : { ns }) };
            if (make(dir, lock, own))
                return {
                    takenOver: cleared,
                    ...(cleared && stopped !== undefined ? { stopped } : {}),
                    stillHeld: () => holds(lock, own),
                    release: (finished) => release(dir, lock, own, finished),
                };
            cleared = false; // another hook made its lock first
        }
        else if (seen.stale !== undefined) {
            const taken = takeAway(dir, lock, seen.st);
            if (taken && seen.stale === 'stopped')
                stopped = seen.owner?.pid;
            cleared = taken || cleared;
        }
        else {
            cleared = false;
            holder = seen.owner.pid;
        }
        if (Date.now() >= giveUpAt)
            throw new StoreLockHeld(lock, holder, Date.now() - started);
    }
}
/** Whether the lock at `lock` is still `own`'s. */
function holds(lock, own) {
    try {
        return (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_6__/* .readRegularText */ .Aj)(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(lock, 'owner'), 256) === ownerText(own);
    }
    catch {
        return false;
    }
}
/**
 * Removes this process's lock, and nothing else (a lock taken over meanwhile is another's). It is
 * moved aside first, so that no hook finds a lock folder without its owner, unless the work did
 * not finish: then only the owner is removed.
 */
function release(dir, lock, own, finished) {
    const owner = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(lock, 'owner');
    try {
        if ((0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_6__/* .readRegularText */ .Aj)(owner, 256) !== ownerText(own))
            return;
        if (!finished) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(owner);
            return;
        }
        const aside = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(dir, `lock.${own.pid}.${own.token}.done`);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(lock, aside);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(aside, { recursive: true, force: true });
    }
    catch {
        // gone or replaced: not ours to remove
    }
    finally {
        holding.delete(own.token);
    }
}


/***/ })

};
