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

/***/ 8545:
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
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/recordParts.js
var recordParts = __webpack_require__(5771);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/statKey.js
var statKey = __webpack_require__(9067);
;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/gitIndex.js
/**
 * The walk done by git (issue 30): where the watch cannot answer, a quiet pass over a large record
 * asks `git diff-files` which recorded files are not as recorded, over an index diffgate writes in
 * its own store, instead of one lstat per path in node (git's lstats in C, and no part of the
 * record parsed: at 50,000 files about 60 ms of CPU against about 300 ms).
 *
 * Nothing of the agent's is believed (docs/tripwire.md "The walk done by git"):
 * - *The index* is diffgate's, in the store (`tripwire/git.idx`), never the repository's; written by
 *   `git update-index --add --info-only` from the recorded paths after a walk found them as recorded,
 *   then read back here and every entry compared with the record's key (change and modification
 *   times to the nanosecond as node gives them, inode, size, mode) and refused when any differs, is
 *   missing, or carries a flag (`--assume-unchanged`, `--skip-worktree`, a stage). The record holds
 *   the index's stat key, change time included, and it is checked before and after git reads it: an
 *   index rewritten or swapped is not believed, and the pass walks.
 * - *git's own settings*: `GIT_DIR` is an empty repository of diffgate's in the store (made afresh
 *   with the index, no config file; its folder and HEAD keyed in the record like the index), the
 *   environment is made from nothing (no GIT_* or GIT_CONFIG_* of the agent's, no system or global
 *   config, HOME pointed at that folder), and the settings that change what diff-files looks at are
 *   given on the command line, which no config file overrides: no fsmonitor, ctime and inode and
 *   owner compared, no untracked cache, split or sparse index.
 * - *Racy entries*: a recorded file that was racy (`r`) is not put in the index (it stays in `x`,
 *   looked at as the walk does, so the call goes to the full pass); git's own racy check (an entry
 *   whose modification time is not before the index's is compared by content) covers a write in the
 *   index's own tick, and the index's time is its own, vouched for by its key.
 * - *Paths git refuses* (review 7, R7-2): git will not put in an index a name it guards against
 *   (core.protectNTFS and core.protectHFS, pinned on below: `git~1`, `.git ` and `.git.`, `.git`
 *   with characters HFS ignores, a symlinked `.gitmodules`); such a path stays in `x` (`refused`,
 *   which errs toward leaving out). A record git still cannot index, or whose files hold more
 *   than HASH_MAX bytes (git hashes every one), is remembered as such (`{ u: 1 }` in the record,
 *   dropped with it when a recorded file changes), so that git is not run over it on every call.
 * Whatever git cannot answer (a failure, the time, an index not vouched for) → the walk.
 */





const isUnindexable = (g) => typeof g === 'object' && g !== null && g.u === 1;
/** The most bytes of recorded files git is given to hash (update-index reads every file): more, and the record is walked. */
const HASH_MAX = 256 * 1024 * 1024;
/** Records of fewer files walk in node: a git process costs more than their lstats. */
const GIT_INDEX_FROM = 2048;
const INDEX = 'git.idx';
const GIT_DIR = 'git';
/** Settings that decide what diff-files compares, on the command line (above every config file). */
const SETTINGS = [
    'core.fsmonitor=false',
    'core.checkStat=default',
    'core.trustctime=true',
    'core.filemode=true',
    'core.symlinks=true',
    'core.ignorecase=false',
    'core.protectNTFS=true',
    'core.protectHFS=true',
    'core.ignoreStat=false',
    'core.untrackedCache=false',
    'core.splitIndex=false',
    'core.sparseCheckout=false',
    'core.preloadIndex=false',
    'core.bare=false',
    'index.version=2',
    'index.sparse=false',
    'index.skipHash=false',
    'feature.manyFiles=false',
    'feature.experimental=false',
].flatMap((s) => ['-c', s]);
const gitDirOf = (dir) => external_node_path_.posix.join(dir, GIT_DIR);
const indexOf = (dir) => external_node_path_.posix.join(dir, INDEX);
/** git's environment, made from nothing but PATH: none of the agent's GIT_* or config is read. */
function gitEnv(dir, root, env) {
    return {
        PATH: env.PATH ?? '/usr/bin:/bin',
        HOME: gitDirOf(dir),
        XDG_CONFIG_HOME: gitDirOf(dir),
        LC_ALL: 'C',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_DIR: gitDirOf(dir),
        GIT_INDEX_FILE: indexOf(dir),
        GIT_WORK_TREE: root,
        GIT_OPTIONAL_LOCKS: '0',
    };
}
/**
 * node:child_process (and node:net, which it loads), only when git is run: the quiet passes load
 * this module on every call, and most never run git (a small record, or the watch answering).
 * process.getBuiltinModule: Node 20.16 and later (as watchman.ts).
 */
const childProcess = () => process.getBuiltinModule('node:child_process');
function git(dir, root, env, args, ms, input) {
    return childProcess().spawnSync('git', [...SETTINGS, ...args], {
        cwd: root,
        env: gitEnv(dir, root, env),
        input,
        timeout: Math.max(1, Math.floor(ms)), // spawnSync takes whole milliseconds only
        maxBuffer: 1 << 26,
        stdio: ['pipe', 'pipe', 'ignore'],
    });
}
/** Entries git would call racy (changed in the index's second) left out of the index, at most: more, and no index is written this time. */
const RACY_MAX = 256;
/** The second (in ms) a time in ms is in. */
const second = (ms) => Math.floor(ms / 1000) * 1000;
/**
 * The relative path a recorded path has in the index, or undefined when git cannot hold it, or
 * could not tell a change from it by its stat: an entry changed in the index's own second
 * (`from`: the second the index is written in, or later) is racy to git, which compares it by
 * content and not by its mode's permission bits, or, if it is built without nanoseconds, may
 * not see a rewrite of the same size in that second.
 */
function indexed(path, e, root, from) {
    if (e.r === 1 || (e.t !== 'f' && e.t !== 'l') || e.k === 0 || !path.startsWith(`${root}/`))
        return undefined;
    if (e.k[4] >= from || e.k[5] >= from)
        return undefined;
    const rel = path.slice(root.length + 1);
    for (const seg of rel.split('/'))
        if (seg === '' || seg === '.' || seg === '..' || refused(seg, e.t))
            return undefined;
    return rel;
}
/**
 * Whether git may refuse a path segment (read-cache.c verify_path, with core.protectNTFS and
 * core.protectHFS on): `.git` however spelled (case, trailing spaces or dots, characters HFS
 * ignores, which are all outside ASCII), NTFS short names (`git~1`: any `~`), NTFS streams (`:`),
 * backslashes, and a link named `.git…` (a symlinked `.gitmodules`). More than git refuses, never
 * less: a segment left out only costs an lstat in node.
 */
function refused(seg, t) {
    if (/[~:\\]/.test(seg))
        return true;
    const ascii = seg.replace(/[^\x00-\x7f]/g, '').toLowerCase();
    return /^\.git[ .]*$/.test(ascii) || (t === 'l' && ascii.startsWith('.git'));
}
/** A git folder of diffgate's, made afresh: HEAD, objects/ and refs/, nothing else. Its keys, or undefined. */
function freshGitDir(dir) {
    const g = gitDirOf(dir);
    (0,external_node_fs_.rmSync)(g, { recursive: true, force: true });
    (0,external_node_fs_.mkdirSync)(external_node_path_.posix.join(g, 'objects'), { recursive: true, mode: 0o700 });
    (0,external_node_fs_.mkdirSync)(external_node_path_.posix.join(g, 'refs'), { mode: 0o700 });
    (0,external_node_fs_.writeFileSync)(external_node_path_.posix.join(g, 'HEAD'), 'ref: refs/heads/main\n', { mode: 0o600 });
    const d = (0,statKey/* keyOf */.TN)((0,statKey/* lstatOrUndefined */.YB)(g));
    const h = (0,statKey/* keyOf */.TN)((0,statKey/* lstatOrUndefined */.YB)(external_node_path_.posix.join(g, 'HEAD')));
    // nothing else in it, and nothing added while it was looked at
    const names = (0,external_node_fs_.readdirSync)(g).sort().join('/');
    const empty = (0,external_node_fs_.readdirSync)(external_node_path_.posix.join(g, 'objects')).length + (0,external_node_fs_.readdirSync)(external_node_path_.posix.join(g, 'refs')).length === 0;
    if (names !== 'HEAD/objects/refs' || !empty || !(0,statKey/* sameKey */.el)((0,statKey/* lstatOrUndefined */.YB)(g), d))
        return undefined;
    return { d, h };
}
/** The index's bytes, read from the open file while it has one key, and that key; undefined when it changed. */
function readKeyed(file) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    }
    catch {
        return undefined;
    }
    try {
        const before = (0,external_node_fs_.fstatSync)(fd);
        if (!before.isFile())
            return undefined;
        const bytes = Buffer.allocUnsafe(before.size);
        let n = 0;
        while (n < bytes.length) {
            const r = (0,external_node_fs_.readSync)(fd, bytes, n, bytes.length - n, null);
            if (r === 0)
                break;
            n += r;
        }
        const k = (0,statKey/* keyOf */.TN)(before);
        if (n !== bytes.length || !(0,statKey/* sameKey */.el)((0,external_node_fs_.fstatSync)(fd), k))
            return undefined;
        return { bytes, k };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
const TWO32 = 4294967296;
/** node's milliseconds from a time's seconds and nanoseconds (lib/internal/fs/utils.js msFromTimeSpec). */
const msOf = (sec, nsec) => sec * 1e3 + nsec / 1e6;
/** The mode git keeps for a file or link (read-cache.c create_ce_mode). */
const gitMode = (mode) => (mode & 0o170000) === 0o120000
    ? 0o120000
    : (mode & 0o170000) === 0o100000
        ? mode & 0o100
            ? 0o100755
            : 0o100644
        : -1;
/**
 * Whether the index `bytes` holds exactly the entries of `want` (relative path → recorded entry),
 * each with the recorded key as git keeps it, and no flag or stage (index format 2 only).
 */
function indexMatches(bytes, want, from = Number.POSITIVE_INFINITY) {
    if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'DIRC' || bytes.readUInt32BE(4) !== 2)
        return false;
    const count = bytes.readUInt32BE(8);
    if (count !== want.size)
        return false;
    let at = 12;
    for (let i = 0; i < count; i++) {
        if (at + 62 > bytes.length)
            return false;
        const flags = bytes.readUInt16BE(at + 60);
        if ((flags & 0xf000) !== 0)
            return false; // assume-valid, extended (skip-worktree, intent-to-add), a stage
        const end = bytes.indexOf(0, at + 62);
        if (end < 0)
            return false;
        const name = bytes.toString('utf8', at + 62, end);
        const e = want.get(name);
        if (e === undefined || e.k === 0)
            return false;
        const k = e.k;
        if (k[4] >= from ||
            k[5] >= from ||
            msOf(bytes.readUInt32BE(at), bytes.readUInt32BE(at + 4)) !== k[4] ||
            msOf(bytes.readUInt32BE(at + 8), bytes.readUInt32BE(at + 12)) !== k[5] ||
            bytes.readUInt32BE(at + 20) !== k[2] % TWO32 ||
            bytes.readUInt32BE(at + 24) !== gitMode(k[0]) ||
            bytes.readUInt32BE(at + 36) !== k[3] % TWO32)
            return false;
        want.delete(name); // each once
        // entries are padded with NULs to a multiple of 8 (format 2)
        at += (62 + (end - (at + 62)) + 8) & ~7;
    }
    return want.size === 0;
}
/**
 * Writes diffgate's git index for the record's `files` (under `root`), found as recorded by the walk
 * just before, and returns what the record is to hold of it; undefined when git cannot vouch for
 * every file (then the quiet passes walk). `until`: ms since the epoch.
 */
function writeGitIndex(dir, root, files, env, until, hashMax = HASH_MAX) {
    try {
        const want = new Map();
        const x = {};
        const from = second(Date.now());
        let left = 0;
        let bytes = 0;
        (0,recordParts/* eachEntry */.sJ)(files, (p, e) => {
            const rel = indexed(p, e, root, from);
            if (rel !== undefined) {
                bytes += e.k === 0 ? 0 : e.k[3];
                return void want.set(rel, e);
            }
            x[p] = { k: e.k, t: e.t, ...(e.r === 1 ? { r: 1 } : {}) };
            if (e.k !== 0 && (e.k[4] >= from || e.k[5] >= from))
                left++;
        });
        if (want.size === 0 || left > RACY_MAX)
            return undefined;
        // more than git should hash within a hook's time, whatever the call: not tried again for this record
        if (bytes > hashMax)
            return { u: 1 };
        const keys = freshGitDir(dir);
        if (keys === undefined)
            return undefined;
        (0,external_node_fs_.rmSync)(indexOf(dir), { force: true });
        const r = git(dir, root, env, ['update-index', '--add', '--info-only', '-z', '--stdin'], until - Date.now(), Buffer.from([...want.keys()].map((p) => `${p}\0`).join('')));
        if (r.status !== 0 || r.error !== undefined)
            return undefined;
        const read = readKeyed(indexOf(dir));
        const c = want.size;
        if (read === undefined || read.k === 0)
            return undefined;
        // git ran to its end and left entries out ("Ignoring path"): the record as it is cannot be indexed
        if (read.bytes.length >= 12 && read.bytes.readUInt32BE(8) !== c)
            return { u: 1 };
        // every entry changed before the index's own second, as git's racy check needs (see `indexed`)
        if (!indexMatches(read.bytes, want, second(read.k[5])))
            return undefined;
        return { i: read.k, d: keys.d, h: keys.h, c, x };
    }
    catch {
        return undefined;
    }
}
/** Whether `g` is shaped as `writeGitIndex` returns it (the record is in the agent's reach: read as JSON). */
function isTie(g) {
    const t = g;
    return (typeof t === 'object' &&
        t !== null &&
        typeof t.c === 'number' &&
        typeof t.x === 'object' &&
        t.x !== null &&
        [t.i, t.d, t.h].every((k) => Array.isArray(k) && k.length === 6));
}
/**
 * What git says of the record's files since the index was tied to it: 'quiet' (every one as
 * recorded), 'moved' (one may not be: the full pass looks), or undefined (git cannot vouch: the
 * walk answers). The record's folders and refs are not looked at here.
 */
function gitSays(dir, root, g, env, until) {
    if (!isTie(g))
        return undefined;
    const index = indexOf(dir);
    const gd = gitDirOf(dir);
    const vouched = () => (0,statKey/* sameKey */.el)((0,statKey/* lstatOrUndefined */.YB)(index), g.i) &&
        (0,statKey/* sameKey */.el)((0,statKey/* lstatOrUndefined */.YB)(gd), g.d) &&
        (0,statKey/* sameKey */.el)((0,statKey/* lstatOrUndefined */.YB)(external_node_path_.posix.join(gd, 'HEAD')), g.h);
    if (!vouched())
        return undefined;
    let r;
    try {
        r = git(dir, root, env, ['diff-files', '--name-only', '-z'], Math.min(until - Date.now(), 5000));
    }
    catch {
        return undefined;
    }
    // the index git read is the one vouched for: its key, change time included, before and after
    if (r.status !== 0 || r.error !== undefined || !vouched())
        return undefined;
    if (r.stdout.length > 0)
        return 'moved';
    for (const p in g.x) {
        const e = g.x[p];
        if (e.r === 1 || !(0,statKey/* sameKey */.el)((0,statKey/* lstatOrUndefined */.YB)(p), e.k))
            return 'moved';
    }
    return 'quiet';
}

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
    const git = state.g === undefined || state.root !== root ? undefined : gitSays(ws.dir, root, state.g, env, until);
    if (git === 'moved')
        return false;
    if (git === undefined ? !(0,quickPass/* nothingMoved */.FY)((0,quickPass/* moved */.aW)(state, until)) : (0,quickPass/* dirsMoved */.us)(state))
        return false;
    if (gitDir && (0,quickPass/* refsMoved */.cY)(state))
        return false;
    // the walk found every recorded file as recorded: git's index is written for the next calls
    // (not a record git could not index: that is kept until a recorded file changes, gitIndex.ts `Unindexable`)
    const indexIt = git === undefined && !isUnindexable(state.g) && state.root === root && (parted?.count ?? 0) >= GIT_INDEX_FROM;
    if ((mark !== undefined || indexIt) && state.root === root) {
        // the walk found the record up to date since the mark: saved again tied to it (under the lock,
        // and only if no other pass replaced it meanwhile), so that the next call asks the watch
        try {
            await ws.locked(async () => {
                if (!(0,statKey/* sameKey */.el)((0,statKey/* lstatOrUndefined */.YB)(ws.recordPath), key))
                    return;
                const g = indexIt ? writeGitIndex(ws.dir, root, state.files, env, until) : undefined;
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
