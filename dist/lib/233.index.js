export const id = 233;
export const ids = [233];
export const modules = {

/***/ 2379:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   beginCall: () => (/* binding */ beginCall),
/* harmony export */   callKey: () => (/* binding */ callKey),
/* harmony export */   callOpenNow: () => (/* binding */ callOpenNow),
/* harmony export */   endCall: () => (/* binding */ endCall),
/* harmony export */   endTurn: () => (/* binding */ endTurn),
/* harmony export */   endedLast: () => (/* binding */ endedLast),
/* harmony export */   fileClockPast: () => (/* binding */ fileClockPast),
/* harmony export */   inProgress: () => (/* binding */ inProgress),
/* harmony export */   lastActed: () => (/* binding */ lastActed),
/* harmony export */   openCalls: () => (/* binding */ openCalls),
/* harmony export */   othersAtWork: () => (/* binding */ othersAtWork),
/* harmony export */   ownCallAtWork: () => (/* binding */ ownCallAtWork),
/* harmony export */   personHasTurn: () => (/* binding */ personHasTurn),
/* harmony export */   saveAfterLastAct: () => (/* binding */ saveAfterLastAct),
/* harmony export */   startCalls: () => (/* binding */ startCalls),
/* harmony export */   turnStarted: () => (/* binding */ turnStarted)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1186);
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
/**
 * What a hook's end of a call or turn leaves as the folder's last change: made anew each time, so
 * its change time is the folder's as long as nothing was added to the folder or removed from it
 * since. A call file removed by anything else (the call's own process: review R3b) leaves the
 * folder changed after it.
 */
const ENDED = '.ended';
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
    }
    touch(dir);
}
/**
 * Whether the calls folder's last change was a hook's end of a call or turn (endCall, endTurn):
 * no call began since, and none was removed by anything but its hook. The marker is in the agent's
 * reach like the folder: remade by hand, it is a forged store (docs/tripwire.md, "Limits").
 */
function endedLast(tripwireDir) {
    const dir = callsDir(tripwireDir);
    const folder = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(dir);
    const marker = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, ENDED));
    return folder?.isDirectory() === true && marker?.isFile() === true && marker.ctimeMs >= folder.ctimeMs;
}
/**
 * The session's turn ended: its calls still listed never got a PostToolUse (refused, or interrupted).
 * What the hook never writes (anything but a regular file) is cleared on the way.
 */
function endTurn(tripwireDir, session) {
    const dir = callsDir(tripwireDir);
    for (const name of names(dir) ?? []) {
        if (name === ENDED)
            continue;
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
 * Saves the person's prompt (`save`) until its time (`time`, the store's latestTime) reads after the
 * agent's last act. A pass at the prompt that judged open calls ends by setting the calls folder's
 * change time, and the kernel stamps change times with a coarse clock (a tick of up to 10 ms): a
 * prompt saved in the same tick read as no later than that act, so the person's turn did not start
 * and their own prompt record was judged as the agent's change (a gate switch) at the next call.
 * Saved again in a later tick (at most 25 times, 2 ms apart); past that, the turn is not the
 * person's (fail closed).
 */
async function saveAfterLastAct(tripwireDir, save, time) {
    for (let i = 0; i < 25; i++) {
        await save();
        const acted = lastActed(tripwireDir);
        const said = await time();
        if (acted === undefined || said === undefined || acted < said)
            return;
        await new Promise((r) => setTimeout(r, 2));
    }
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
        if (name === ENDED)
            continue;
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
/**
 * Whether the person had the turn: their latest prompt came after the agent last acted, no other
 * session's call is at work, and no call of this session begun before the prompt may be at work.
 * `scan` lists the processes alive that started after a time (stragglers.ts).
 */
async function personHasTurn(tripwireDir, session, prompt, now, prompts, scan) {
    return (turnStarted(tripwireDir, prompt) &&
        !(await othersAtWork(tripwireDir, session, now, prompts)) &&
        !ownCallAtWork(tripwireDir, session, prompt, scan));
}
/**
 * Whether a call of this session that began before the person's latest prompt is still open and a
 * process started since it began is alive. Such a prompt may be the call's own: a process of the
 * call can run diffgate's prompt hook with a release in it and then write (sameSession.test.ts), and
 * the client runs another call of the session beside it. A call left open with nothing of it alive
 * (its hooks killed, the person interrupting it) keeps the person's turn theirs (openCalls.test.ts).
 * The call's begin is its file's earlier time: a process can set the modification time back, never
 * the change time, so moving either only widens the window. The scan runs only while such a call is
 * open (the end of the turn closes it), never on the common path; one that cannot list the
 * processes counts as at work (fail closed).
 */
function ownCallAtWork(tripwireDir, session, prompt, scan) {
    if (prompt === undefined)
        return false;
    const dir = callsDir(tripwireDir);
    let began;
    for (const name of names(dir) ?? []) {
        if (name === ENDED)
            continue;
        const path = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, name);
        const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(path);
        if (!st?.isFile() || sessionOf(path) !== session)
            continue;
        const at = Math.min(st.mtimeMs, st.ctimeMs);
        if (at < prompt && (began === undefined || at < began))
            began = at;
    }
    if (began === undefined)
        return false;
    const found = scan(began);
    return found.unknown || found.found.length > 0;
}
/**
 * Whether a call of this session is still open: its PreToolUse began it, and neither its
 * PostToolUse nor the end of the turn closed it (the hooks were killed, stopped or timed out, or
 * the call was interrupted). A regular file only; what else stands there is no call.
 */
function openCalls(tripwireDir, session) {
    const dir = callsDir(tripwireDir);
    return (names(dir) ?? []).some((name) => {
        if (name === ENDED)
            return false;
        const path = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, name);
        return (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(path)?.isFile() === true && sessionOf(path) === session;
    });
}
/**
 * Whether any session's call may be at work in this store (what pre-commit asks before it honours
 * DIFFGATE_RELEASE): a regular file begun less than the longest call ago and not ended. Undefined
 * when there is no calls folder (never made, or removed: the caller decides). Read only: a git
 * hook clears nothing of the tripwire's.
 */
function callOpenNow(tripwireDir, now) {
    const dir = callsDir(tripwireDir);
    if ((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(dir)?.isDirectory() !== true)
        return undefined;
    let listed;
    try {
        listed = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir);
    }
    catch {
        return true; // a calls folder that cannot be listed may hold one
    }
    return listed.some((name) => {
        if (name === ENDED)
            return false;
        const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, name));
        return st?.isFile() === true && now - st.ctimeMs < LONGEST_CALL_MS;
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
        return (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularText */ .Aj)(path, 4096);
    }
    catch {
        return undefined; // not a file the hook wrote: in the reach of the agent's shell, and never a session's
    }
}
/** Sets the calls folder's change time to now, making it first if it is gone: the end marker made anew (see ENDED). */
function touch(dir) {
    folder(dir);
    const marker = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, ENDED);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(marker, { recursive: true, force: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(marker, '', { flag: 'wx', mode: 0o600 });
}
/** A first record was taken (before any call): the calls folder starts with it, its time the record's. */
function startCalls(tripwireDir) {
    touch(callsDir(tripwireDir)); // with the end marker: no call began yet (endedLast)
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
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1186);


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
    const fd = (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_1__/* .openRegular */ .lf)(path);
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

/***/ 6976:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ updateGitIndex),
/* harmony export */   d3: () => (/* binding */ gitSays),
/* harmony export */   eJ: () => (/* binding */ isUnindexable),
/* harmony export */   k5: () => (/* binding */ writeGitIndex),
/* harmony export */   tI: () => (/* binding */ GIT_INDEX_FROM)
/* harmony export */ });
/* unused harmony exports HASH_MAX, indexMatches */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _recordParts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5771);
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9067);
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
const gitDirOf = (dir) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, GIT_DIR);
const indexOf = (dir) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, INDEX);
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
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(g, { recursive: true, force: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(g, 'objects'), { recursive: true, mode: 0o700 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(g, 'refs'), { mode: 0o700 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(g, 'HEAD'), 'ref: refs/heads/main\n', { mode: 0o600 });
    const d = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .keyOf */ .TN)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(g));
    const h = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .keyOf */ .TN)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(g, 'HEAD')));
    // nothing else in it, and nothing added while it was looked at
    const names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(g).sort().join('/');
    const empty = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(g, 'objects')).length + (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(g, 'refs')).length === 0;
    if (names !== 'HEAD/objects/refs' || !empty || !(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(g), d))
        return undefined;
    return { d, h };
}
/** The index's bytes, read from the open file while it has one key, and that key; undefined when it changed. */
function readKeyed(file) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch {
        return undefined;
    }
    try {
        const before = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!before.isFile())
            return undefined;
        const bytes = Buffer.allocUnsafe(before.size);
        let n = 0;
        while (n < bytes.length) {
            const r = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, bytes, n, bytes.length - n, null);
            if (r === 0)
                break;
            n += r;
        }
        const k = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .keyOf */ .TN)(before);
        if (n !== bytes.length || !(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd), k))
            return undefined;
        return { bytes, k };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
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
        (0,_recordParts_js__WEBPACK_IMPORTED_MODULE_2__/* .eachEntry */ .sJ)(files, (p, e) => {
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
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(indexOf(dir), { force: true });
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
    const vouched = () => (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(index), g.i) &&
        (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(gd), g.d) &&
        (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gd, 'HEAD')), g.h);
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
        if (e.r === 1 || !(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(p), e.k))
            return 'moved';
    }
    return 'quiet';
}
const sameKeys = (a, b) => a === b || (a !== 0 && b !== 0 && a.every((v, i) => v === b[i]));
/** Where each entry of a format-2 index starts, its name ends and it ends; undefined when malformed or flagged. */
function entriesOf(bytes) {
    if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'DIRC' || bytes.readUInt32BE(4) !== 2)
        return undefined;
    const count = bytes.readUInt32BE(8);
    const out = [];
    let at = 12;
    for (let i = 0; i < count; i++) {
        if (at + 62 > bytes.length)
            return undefined;
        if ((bytes.readUInt16BE(at + 60) & 0xf000) !== 0)
            return undefined;
        const nul = bytes.indexOf(0, at + 62);
        if (nul < 0)
            return undefined;
        const end = at + ((62 + (nul - (at + 62)) + 8) & ~7);
        out.push({ at, nul, end });
        at = end;
    }
    return out;
}
/** The byte where an entry's folder ends in its name (its last `/`), or the name's start when it has none. */
function folderEnd(bytes, e) {
    const slash = bytes.lastIndexOf(0x2f, e.nul - 1);
    return Math.max(slash, e.at + 62);
}
/**
 * After a full pass changed some of the record's entries (those of the parts it rewrote: `dirty`
 * says whether a path is in one, `changed` gives their entries now), brings diffgate's git index up
 * to date for those entries only, instead of dropping it (the next quiet pass then walks and has
 * git hash every recorded file again: about 1 s at 50,000). The same vouching as `writeGitIndex`:
 * the index updated is the one the record's tie vouches for (its key, the git folder's and HEAD's),
 * only entries changed before the second the update starts go in (the rest to `x`), and the index
 * git writes is read back and checked whole: every entry of a rewritten part as the record now holds
 * it, every other entry byte for byte as it was, no flag, no stage, nothing more, nothing less.
 * Undefined whenever any of it fails: then the tie is dropped, as before, and the next quiet pass
 * walks and writes the index anew.
 */
function updateGitIndex(dir, root, tie, dirty, 
/** Whether every file directly in a folder is in the same part (then `dirty` is asked once for the folder's files). */
wholeFolder, changed, env, until) {
    try {
        if (!isTie(tie))
            return undefined;
        const index = indexOf(dir);
        const gd = gitDirOf(dir);
        const folders = () => (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(gd), tie.d) && (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gd, 'HEAD')), tie.h);
        if (!folders())
            return undefined;
        const old = readKeyed(index);
        if (old === undefined || !sameKeys(old.k, tie.i))
            return undefined;
        const oldEntries = entriesOf(old.bytes);
        if (oldEntries === undefined || oldEntries.length !== tie.c)
            return undefined;
        // which entries the rewritten parts held, as the index has them: asked once a folder where its
        // files share a part (the index is sorted, so a folder's files are together), else once a path
        const inDirty = new Array(oldEntries.length);
        const gone = new Set();
        const b = old.bytes;
        let folder;
        oldEntries.forEach((e, n) => {
            const end = folderEnd(b, e);
            if (folder === undefined ||
                end - (e.at + 62) !== folder.end - folder.at ||
                b.compare(b, folder.at, folder.end, e.at + 62, end) !== 0) {
                const f = end === e.at + 62 ? root : `${root}/${b.toString('utf8', e.at + 62, end)}`;
                const whole = wholeFolder(f);
                folder = {
                    at: e.at + 62,
                    end,
                    whole,
                    dirty: whole && dirty(`${root}/${b.toString('utf8', e.at + 62, e.nul)}`),
                };
            }
            inDirty[n] = folder.whole ? folder.dirty : dirty(`${root}/${b.toString('utf8', e.at + 62, e.nul)}`);
            if (inDirty[n])
                gone.add(b.toString('utf8', e.at + 62, e.nul));
        });
        const from = second(Date.now());
        const want = new Map();
        const x = {};
        for (const p in tie.x)
            if (!dirty(p))
                x[p] = tie.x[p];
        let left = 0;
        for (const [p, e] of changed) {
            const rel = indexed(p, e, root, from);
            if (rel !== undefined) {
                want.set(rel, e);
                gone.delete(rel);
                continue;
            }
            x[p] = { k: e.k, t: e.t, ...(e.r === 1 ? { r: 1 } : {}) };
            if (e.k !== 0 && (e.k[4] >= from || e.k[5] >= from))
                left++;
        }
        if (left > RACY_MAX)
            return undefined;
        const ms = () => Math.min(until - Date.now(), 5000);
        const add = ['update-index', '--add', '--info-only', '-z', '--stdin'];
        const stdin = Buffer.from([...want.keys()].map((p) => `${p}\0`).join(''));
        // one git process where the names to remove can be given as its arguments (each git reads and
        // writes the whole index: about 50 ms at 50,000); git applies --force-remove to those only
        const inline = gone.size <= 256 && [...gone].every((p) => !p.startsWith('-'));
        const runs = gone.size === 0
            ? [[add, stdin]]
            : inline
                ? [
                    [
                        [
                            'update-index',
                            '--add',
                            '--info-only',
                            '--force-remove',
                            ...gone,
                            '--no-force-remove',
                            '-z',
                            '--stdin',
                        ],
                        stdin,
                    ],
                ]
                : [
                    [
                        ['update-index', '--force-remove', '-z', '--stdin'],
                        Buffer.from([...gone].map((p) => `${p}\0`).join('')),
                    ],
                    [add, stdin],
                ];
        for (const [args, input] of runs) {
            const r = git(dir, root, env, args, ms(), input);
            if (r.status !== 0 || r.error !== undefined)
                return undefined;
        }
        const next = readKeyed(index);
        if (next === undefined || next.k === 0 || !folders())
            return undefined;
        const entries = entriesOf(next.bytes);
        if (entries === undefined)
            return undefined;
        // every entry not in a rewritten part byte for byte as it was, in the same order (an entry
        // equal to the next of those is that one: a rewritten part's name is in no other part); every
        // other entry is checked below against the record as it holds them now
        const kept = oldEntries.filter((_, n) => !inDirty[n]);
        let k = 0;
        const wantBytes = [];
        for (const e of entries) {
            const o = kept[k];
            if (o !== undefined && o.end - o.at === e.end - e.at && b.compare(next.bytes, e.at, e.end, o.at, o.end) === 0) {
                k++;
                continue;
            }
            wantBytes.push(next.bytes.subarray(e.at, e.end));
        }
        if (k !== kept.length)
            return undefined;
        const header = Buffer.alloc(12);
        header.write('DIRC', 0, 'latin1');
        header.writeUInt32BE(2, 4);
        header.writeUInt32BE(wantBytes.length, 8);
        if (!indexMatches(Buffer.concat([header, ...wantBytes]), new Map(want), second(next.k[5])))
            return undefined;
        return { i: next.k, d: tie.d, h: tie.h, c: entries.length, x };
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 2518:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ statLine)
/* harmony export */ });
/**
 * One line of `/proc/<pid>/stat`, the fields diffgate reads from it: the straggler scan
 * (stragglers.ts), the prompt's sender (promptSender.ts) and the watch's server (watchman.ts).
 * The line is "pid (comm) state ppid pgrp session tty tpgid flags ... starttime(22) ...": the
 * command's name may hold spaces and parentheses, so the fields are counted from the last `)`.
 */
function statLine(text) {
    const close = text.lastIndexOf(')');
    const f = text.slice(close + 2).split(' ');
    return {
        name: text.slice(text.indexOf('(') + 1, close),
        state: f[0],
        ppid: Number(f[1]),
        session: Number(f[3]),
        flags: Number(f[6]),
        start: f[19],
    };
}


/***/ }),

/***/ 5771:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kg: () => (/* binding */ partedOf),
/* harmony export */   Y0: () => (/* binding */ writeParts),
/* harmony export */   _c: () => (/* binding */ partsFor),
/* harmony export */   ek: () => (/* binding */ PartedFiles),
/* harmony export */   i2: () => (/* binding */ partsDir),
/* harmony export */   mU: () => (/* binding */ clearParts),
/* harmony export */   sJ: () => (/* binding */ eachEntry),
/* harmony export */   vA: () => (/* binding */ isPartsIndex)
/* harmony export */ });
/* unused harmony exports PARTS_FROM, PartError, partOf, splitsFor, recordedCount */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _contentHash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6519);
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9067);
/**
 * The record's files in parts (issue 30): a record of many protected files keeps their entries in
 * `tripwire/parts/<n>.json`, each file in the part its folder hashes to, so that a call that changes
 * one file reads and writes the part that holds it, not the whole record (10 MB at 50,000 files).
 *
 * The parts are in the agent's reach like the record, and each is vouched for by the record itself
 * (`state.json`), which holds every part's stat key (change time included, which no process sets
 * back: a part rewritten, replaced, removed or put back from an old copy has another) and the
 * SHA-256 of its bytes (for a repository copied whole, whose parts all have new keys). A part is
 * believed only as the record names it: checked by key before the full pass uses the record, and
 * again on the open file, before and after reading it; a part that fails either makes the record
 * one diffgate did not write (tripwire.ts `start`), never a part of it quietly left out.
 *
 * `files` of a record read in parts is a proxy that loads a part on first use (a lookup of one path
 * loads one part; listing them all loads every part) and marks it rewritten when an entry in it is
 * set or deleted: only those parts are written by the next save.
 */




/** A record with fewer entries than this is kept whole, in `state.json` (as before parts). */
const PARTS_FROM = 2048;
/** About how many entries a part holds. */
const PER_PART = 512;
const MAX_PARTS = 4096;
/** A part that is not as the record names it, found while the pass uses it. */
class PartError extends Error {
    problem;
    constructor(problem) {
        super(`the record's part ${problem.part} is ${problem.why === 'missing' ? 'gone' : 'not as diffgate wrote it'}`);
        this.problem = problem;
    }
}
/** How many parts a record of `count` entries is written in (1: whole, in the record). */
function partsFor(count) {
    if (count < PARTS_FROM)
        return 1;
    let n = 1;
    while (n * PER_PART < count && n < MAX_PARTS)
        n *= 2;
    return n;
}
/**
 * The part of a path: the gate files and what rules name outright are looked up by every full pass
 * (watchList.ts), so the paths outside the repository, in its git folder, directly in its root, in
 * its dot-folders (`.claude/`, `.husky/`) and in diffgate's installed copy share part 0; every other
 * path is in the part its folder hashes to (FNV-1a), so the files of one folder share a part and a
 * folder listed looks up one. A folder in `splits` (more files than a part holds) is cut into
 * ranges of names, range `j` in the `j`-th part after its folder's: a change to one file of a
 * 50,000-file folder reads and writes one part of about 512 entries, not the whole folder's.
 * `root`: the repository's, as the record holds it.
 */
function partOf(path, n, root, splits) {
    if (n === 1 || near(path, root))
        return 0;
    const end = path.lastIndexOf('/');
    let h = 0x811c9dc5;
    for (let i = 0; i < end; i++)
        h = Math.imul(h ^ path.charCodeAt(i), 0x01000193);
    const bounds = splits === undefined ? undefined : splits[path.slice(0, end)];
    const j = bounds === undefined ? 0 : rangeOf(bounds, path.slice(end + 1));
    return 1 + (((h >>> 0) + j) % (n - 1));
}
/** How many of the sorted `bounds` are at or before `name` (binary search). */
function rangeOf(bounds, name) {
    let lo = 0;
    let hi = bounds.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (bounds[mid] <= name)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/**
 * The folders of `paths` with more files than a part holds, each cut into ranges of about
 * `PER_PART` names (in code-unit order, as `rangeOf` compares them). Part 0's paths are never split.
 */
function splitsFor(paths, root) {
    const byFolder = new Map();
    for (const p of paths) {
        if (near(p, root))
            continue;
        const end = p.lastIndexOf('/');
        const folder = p.slice(0, end);
        let names = byFolder.get(folder);
        if (names === undefined)
            byFolder.set(folder, (names = []));
        names.push(p.slice(end + 1));
    }
    let splits;
    for (const [folder, names] of byFolder) {
        if (names.length <= PER_PART)
            continue;
        names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        const bounds = [];
        for (let i = PER_PART; i < names.length; i += PER_PART)
            bounds.push(names[i]);
        (splits ??= {})[folder] = bounds;
    }
    return splits;
}
function near(path, root) {
    if (root === undefined || !path.startsWith(`${root}/`))
        return true;
    const rel = path.slice(root.length + 1);
    const slash = rel.indexOf('/');
    if (slash < 0 || rel.startsWith('.'))
        return true;
    return rel.startsWith('node_modules/.bin/') || rel.startsWith('node_modules/diffgate/');
}
const partsDir = (dir) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, 'parts');
/**
 * A part's file is named by its number and its bytes' hash: a save writes new files beside the
 * ones the record names, and a save cut short (the hook killed) leaves the record and its parts
 * as they were; the files no record names any more are removed after the record is replaced.
 */
const partName = (i, h) => `${i}-${h.slice(0, 16)}.json`;
const partPath = (dir, i, h) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(partsDir(dir), partName(i, h));
/** The proxies this module made, with what backs them. */
const backing = new WeakMap();
/** The parted files behind a record's `files`, or undefined for a plain (whole) object. */
const partedOf = (files) => backing.get(files);
/**
 * Calls `fn` with every path and entry of a record's files, whole or in parts: through the parts
 * themselves, not the proxy, whose every key costs a lookup and a hash of the path (the walk of
 * 200,000 paths took twice as long as their lstats through it).
 */
function eachEntry(files, fn) {
    const parted = backing.get(files);
    if (parted !== undefined)
        parted.each(fn);
    else
        for (const p in files)
            fn(p, files[p]);
}
class PartedFiles {
    dir;
    index;
    root;
    files;
    parts;
    dirty = new Set();
    constructor(dir, index, 
    /** The repository's root, as the record that names the parts holds it (see `partOf`). */
    root) {
        this.dir = dir;
        this.index = index;
        this.root = root;
        this.parts = new Array(index.n).fill(undefined);
        const part = (p) => typeof p === 'string' ? this.load(this.of(p)) : undefined;
        const get = (p) => {
            const o = part(p);
            return o !== undefined && Object.hasOwn(o, p) ? o[p] : undefined;
        };
        this.files = new Proxy({}, {
            get: (_, p) => get(p),
            has: (_, p) => get(p) !== undefined,
            set: (_, p, v) => {
                if (typeof p !== 'string')
                    return false;
                const i = this.of(p);
                this.load(i)[p] = v;
                this.dirty.add(i);
                return true;
            },
            deleteProperty: (_, p) => {
                if (typeof p !== 'string')
                    return true;
                const i = this.of(p);
                const o = this.load(i);
                if (Object.hasOwn(o, p)) {
                    delete o[p];
                    this.dirty.add(i);
                }
                return true;
            },
            ownKeys: () => {
                const keys = [];
                for (let i = 0; i < this.index.n; i++)
                    for (const k in this.load(i))
                        keys.push(k);
                return keys;
            },
            getOwnPropertyDescriptor: (_, p) => {
                const v = get(p);
                return v === undefined ? undefined : { value: v, writable: true, enumerable: true, configurable: true };
            },
        });
        backing.set(this.files, this);
    }
    get n() {
        return this.index.n;
    }
    /** The part a path's entry is in. */
    of(path) {
        return partOf(path, this.index.n, this.root, this.index.s);
    }
    /** Whether the part holding `path` was changed since it was read (its entries are written by the next save). */
    rewritten(path) {
        return this.dirty.has(this.of(path));
    }
    /**
     * Whether the files of a folder all go to one part (`partOf` then depends on the folder alone: its
     * hash, and `near`, which looks at the folder's path only); false for a folder split by name ranges.
     */
    wholeFolder(folder) {
        return this.index.s === undefined || !Object.hasOwn(this.index.s, folder);
    }
    /** Calls `fn` with every entry, a part at a time (the walk: no proxy lookup, no hashing of each path). */
    each(fn) {
        for (let i = 0; i < this.index.n; i++) {
            const o = this.load(i);
            for (const p in o)
                fn(p, o[p]);
        }
    }
    /** Whether no entry was set or removed since the parts were read. */
    get unchanged() {
        return this.dirty.size === 0;
    }
    /** The entries of the parts changed since they were read. */
    *changed() {
        for (const i of this.dirty)
            yield* Object.entries(this.load(i));
    }
    /** How many entries the record holds, from the index and the parts changed (no part read). */
    get count() {
        let c = 0;
        for (let i = 0; i < this.index.n; i++)
            c += this.dirty.has(i) ? Object.keys(this.load(i)).length : this.index.c[i];
        return c;
    }
    /**
     * The first part that is not as the record names it, by its key (an lstat each, no read): what
     * the full pass checks before it believes the record. Undefined when every one is.
     */
    checkKeys() {
        for (let i = 0; i < this.index.n; i++) {
            const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(this.path(i));
            if (!(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)(st, this.index.k[i]))
                return this.problem(i, st === undefined ? 'missing' : 'changed');
        }
        return undefined;
    }
    /**
     * The first part whose bytes do not hash to what the record names, every part read: for a
     * repository copied whole (its parts have new inodes and change times, so no key holds).
     */
    checkContent() {
        for (let i = 0; i < this.index.n; i++) {
            try {
                const bytes = this.read(i, false);
                if ((0,_contentHash_js__WEBPACK_IMPORTED_MODULE_2__/* .hashBytes */ .yi)(bytes) !== this.index.h[i])
                    return this.problem(i, 'changed');
                this.parts[i] = JSON.parse(bytes.toString('utf8'));
            }
            catch (e) {
                return e instanceof PartError ? e.problem : this.problem(i, 'changed');
            }
        }
        return undefined;
    }
    /**
     * Writes the parts changed since they were read, beside the ones the record names; returns the
     * index the record is to hold, and the files it no longer names (removed once it is saved).
     */
    save() {
        const next = { ...this.index, k: [...this.index.k], h: [...this.index.h], c: [...this.index.c] };
        const stale = [];
        for (const i of this.dirty) {
            const w = writePart(this.dir, i, this.load(i), this.index.h[i]);
            if (w === undefined)
                continue; // the same bytes: the file the record names stays
            stale.push(this.path(i));
            next.k[i] = w.k;
            next.h[i] = w.h;
            next.c[i] = w.c;
        }
        this.dirty.clear();
        this.index = next;
        return { index: next, stale };
    }
    path(i) {
        return partPath(this.dir, i, this.index.h[i]);
    }
    problem(i, why) {
        return { part: `parts/${partName(i, this.index.h[i])}`, entries: this.index.c[i] ?? 0, why };
    }
    load(i) {
        let o = this.parts[i];
        if (o === undefined) {
            o = JSON.parse(this.read(i, true).toString('utf8'));
            if (typeof o !== 'object' || o === null || Array.isArray(o))
                throw new PartError(this.problem(i, 'changed'));
            this.parts[i] = o;
        }
        return o;
    }
    /**
     * A part's bytes, read from the open file: never what is not a regular file (a FIFO would block
     * the hook), and with `keyed`, only while the open file has the key the record names, before
     * and after reading (a write in between gives it another change time).
     */
    read(i, keyed) {
        let fd;
        try {
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(this.path(i), node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        }
        catch {
            throw new PartError(this.problem(i, 'missing'));
        }
        try {
            const before = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
            if (!before.isFile() || (keyed && !(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)(before, this.index.k[i])))
                throw new PartError(this.problem(i, 'changed'));
            const buf = Buffer.allocUnsafe(before.size);
            let n = 0;
            while (n < buf.length) {
                const r = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, n, buf.length - n, null);
                if (r === 0)
                    break;
                n += r;
            }
            if (n !== buf.length || (keyed && !(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd), this.index.k[i])))
                throw new PartError(this.problem(i, 'changed'));
            return buf;
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
}
/**
 * Writes one part (a new file renamed into place) and returns what the record holds of it;
 * nothing when its bytes hash to `was` (the part as the record names it already).
 */
function writePart(dir, i, entries, was) {
    const bytes = Buffer.from(JSON.stringify(entries));
    const h = (0,_contentHash_js__WEBPACK_IMPORTED_MODULE_2__/* .hashBytes */ .yi)(bytes);
    if (h === was)
        return undefined;
    const file = partPath(dir, i, h);
    const tmp = `${file}.${process.pid}.tmp`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, bytes, { mode: 0o600 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, file);
    // keyed after the rename, which sets the change time
    return { k: (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .keyOf */ .TN)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(file)), h, c: Object.keys(entries).length };
}
/** Removes the files in the parts folder that `index` does not name (none: every one), after the record is saved. */
function clearParts(dir, index) {
    const named = new Set(index?.h.map((h, i) => partName(i, h)));
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(partsDir(dir));
    }
    catch {
        return; // none
    }
    if (index === undefined) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(partsDir(dir), { recursive: true, force: true });
        return;
    }
    for (const name of names)
        if (!named.has(name))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(partsDir(dir), name), { recursive: true, force: true });
}
/** Writes a whole record's files in `n` parts; returns the index the record is to hold. */
function writeParts(dir, files, n, root) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(partsDir(dir), { recursive: true });
    const s = splitsFor(Object.keys(files), root);
    const split = Array.from({ length: n }, () => ({}));
    for (const p in files)
        split[partOf(p, n, root, s)][p] = files[p];
    const index = { n, k: [], h: [], c: [], ...(s === undefined ? {} : { s }) };
    split.forEach((entries, i) => {
        const w = writePart(dir, i, entries);
        index.k.push(w.k);
        index.h.push(w.h);
        index.c.push(w.c);
    });
    return index;
}
/** Whether a record's `parts` field is one this build wrote the shape of. */
function isPartsIndex(v) {
    if (typeof v !== 'object' || v === null)
        return false;
    const { n, k, h, c, s } = v;
    return ((s === undefined || isSplits(s)) &&
        Number.isInteger(n) &&
        n >= 1 &&
        n <= MAX_PARTS &&
        (n & (n - 1)) === 0 &&
        Array.isArray(k) &&
        Array.isArray(h) &&
        Array.isArray(c) &&
        k.length === n &&
        h.length === n &&
        c.length === n);
}
function isSplits(s) {
    if (typeof s !== 'object' || s === null || Array.isArray(s))
        return false;
    for (const bounds of Object.values(s)) {
        if (!Array.isArray(bounds))
            return false;
        for (let i = 0; i < bounds.length; i++)
            if (typeof bounds[i] !== 'string' || (i > 0 && !(bounds[i - 1] < bounds[i])))
                return false;
    }
    return true;
}
/** How many paths a record (as JSON) holds, whole or in parts, without reading the parts (`diffgate doctor`). */
function recordedCount(record) {
    if (isPartsIndex(record.parts))
        return record.parts.c.reduce((a, b) => a + b, 0);
    return Object.keys(record.files ?? {}).length;
}


/***/ }),

/***/ 3963:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q7: () => (/* binding */ RECORD_FORMAT),
  nL: () => (/* binding */ WatchStore),
  p$: () => (/* binding */ emptyState),
  RU: () => (/* binding */ rebase),
  QP: () => (/* binding */ typeOf)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./.build/js/src/git/readRegular.js
var readRegular = __webpack_require__(1186);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.build/js/src/agent/ownState.js
var ownState = __webpack_require__(6946);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/contentHash.js
var contentHash = __webpack_require__(6519);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/recordParts.js
var recordParts = __webpack_require__(5771);
;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/storeRepair.js
/**
 * The store's folders as diffgate made them, before a pass takes the lock (issue 32). They are in
 * reach of the agent's shell: a call that makes one unreadable (`chmod 0 .git/diffgate/tripwire`)
 * or puts a file, a FIFO or a symlink in its place made every later hook fail with EACCES, EEXIST
 * or ENOENT, and the call's change was never judged. Now a folder of the hook's own user whose
 * owner bits were taken away gets them back, and whatever is not a folder at a folder's place is
 * moved aside whole (a rename never follows a symlink nor opens a FIFO), kept, and the folder made
 * anew; the pass then judges against git's HEAD, as for a removed record, and says what it found.
 */


const lstatOr = (path) => {
    try {
        return (0,external_node_fs_.lstatSync)(path);
    }
    catch {
        return undefined;
    }
};
/** Sets the store's folders right (`storeDir`, its prompt store, the tripwire's folder and its parts). */
function repairStore(storeDir, tripwireDir, now) {
    const out = { found: [], replaced: false };
    const uid = process.getuid?.();
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    // the folder that holds the store (the git folder, or the state folder's diffgate/) is set right
    // too, but never moved aside: the git folder's identity is checked on its own (gitDirIdentity.ts)
    const parent = external_node_path_.posix.dirname(storeDir);
    const folders = [
        storeDir,
        external_node_path_.posix.join(storeDir, 'sessions'),
        tripwireDir,
        ...['calls', 'blobs', 'lock'].map((f) => external_node_path_.posix.join(tripwireDir, f)),
    ];
    const parentSt = lstatOr(parent);
    if (parentSt?.isDirectory() === true)
        giveBack(parent, parentSt, uid, out);
    for (const [i, path] of folders.entries()) {
        const st = lstatOr(path);
        if (st === undefined)
            continue;
        if (!st.isDirectory()) {
            // the calls folder and the lock handle what stands in their place themselves (calls.ts, storeLock.ts)
            if (i > 2)
                continue;
            const aside = `${path}.set-aside-${stamp}-${process.pid}`;
            (0,external_node_fs_.renameSync)(path, aside);
            out.found.push({ path, stood: kind(st), aside });
            // the record was in the store or its tripwire folder (the prompt store holds none)
            if (i !== 1)
                out.replaced = true;
            continue;
        }
        giveBack(path, st, uid, out);
    }
    return out;
}
/** Gives a folder of the hook's own user its owner bits back (read, write, enter), if they were taken away. */
function giveBack(path, st, uid, out) {
    const mode = st.mode & 0o7777;
    if ((mode & 0o700) === 0o700 || (uid !== undefined && st.uid !== uid))
        return;
    (0,external_node_fs_.chmodSync)(path, mode | 0o700);
    out.found.push({ path, mode: octal(mode), now: octal(mode | 0o700) });
}
const octal = (mode) => mode.toString(8).padStart(3, '0');
function kind(st) {
    if (st.isSymbolicLink())
        return 'a symbolic link';
    if (st.isFIFO())
        return 'a FIFO';
    if (st.isFile())
        return 'a file';
    if (st.isSocket())
        return 'a socket';
    return 'not a folder';
}

// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/gitIndex.js
var gitIndex = __webpack_require__(6976);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/statKey.js
var statKey = __webpack_require__(9067);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/watchman.js
var watchman = __webpack_require__(7701);
;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/watchState.js
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
/** What this process found done to each store's folders and set right (once a process: storeRepair.ts). */
const repairs = new Map();
/** Where the tripwire keeps its record, the kept bytes and the lock. */
class WatchStore {
    storeDir;
    watched;
    dir;
    blobs;
    /** The lock this store's pass holds, while it holds it. */
    held;
    /** The pid of a lock holder found stopped (SIGSTOP), whose lock this pass took over. */
    stoppedHolder;
    /** Whether this process kept bytes under a name not there before: only then may old copies be pruned. */
    added = false;
    /** When the pass holding the lock must be done with git (ms since the epoch): see `locked`. */
    until = Number.POSITIVE_INFINITY;
    /** The watch's mark, taken as the lock is taken (before any lstat of the pass): see `locked`. */
    mark;
    /**
     * `storeDir`: where the hook keeps its state for this place (`.git/diffgate`, or the XDG state
     * folder). `watched`: the repository, when the record saved here is to get a head the watch can
     * vouch for (watchman.ts); a store without it drops the head at each save, so the quick pass walks.
     */
    constructor(storeDir, watched) {
        this.storeDir = storeDir;
        this.watched = watched;
        this.dir = external_node_path_.posix.join(storeDir, ownState/* STORE_OWN */.r.tripwire);
        this.blobs = external_node_path_.posix.join(this.dir, 'blobs');
    }
    /**
     * The record, or what is wrong with it: none there (`{}`), or one diffgate cannot have written
     * (`problem`: not a regular file, not JSON, or another format than this build's). A record the
     * build before this one wrote (format 3) is upgraded and saved: call it holding the lock.
     */
    read(root) {
        const loaded = this.readAsIs();
        const state = loaded.state;
        const parted = state && (0,recordParts/* partedOf */.Kg)(state.files);
        if (parted !== undefined) {
            // each part as the record names it: by key, or, in a repository moved or copied whole (its
            // parts have new inodes and change times), by the hash of its bytes
            const moved = root !== undefined && state.root !== undefined && state.root !== root;
            const part = moved ? parted.checkContent() : parted.checkKeys();
            if (part !== undefined)
                return { problem: `${part.part} ${part.why === 'missing' ? 'is gone' : 'was changed'}`, format: false, part };
        }
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
            if (e.b === undefined || (0,contentHash/* isContentName */.Df)(e.b) || e.b.includes('/'))
                continue;
            const old = external_node_path_.posix.join(this.blobs, e.b);
            if ((0,statKey/* lstatOrUndefined */.YB)(old)?.isFile() !== true)
                continue;
            try {
                e.b = this.keep((fd) => (0,contentHash/* hashFile */.DC)(old, (chunk) => writeAll(fd, chunk)));
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
            text = (0,readRegular/* readRegularText */.Aj)(this.recordPath, Number.MAX_SAFE_INTEGER);
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
        if (state.v !== VERSION && state.v !== PREVIOUS)
            return { problem: `format ${JSON.stringify(state.v)}`, format: true };
        const { parts } = state;
        if (parts !== undefined) {
            // in parts (recordParts.ts): read as they are used
            if (!(0,recordParts/* isPartsIndex */.vA)(parts) || state.files !== undefined)
                return { problem: 'its parts are not named right', format: false };
            delete state.parts;
            state.files = new recordParts/* PartedFiles */.ek(this.dir, parts, state.root).files;
            this.was = new Set([...Object.keys(state.dirs ?? {}), ...Object.keys(state.refKeys ?? {})]);
        }
        else if (typeof state.files !== 'object' || state.files === null)
            return { problem: 'not a record', format: false };
        return { state };
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
        return external_node_path_.posix.join(this.dir, 'state.json');
    }
    /**
     * The store's folders set right, once in this process (storeRepair.ts): what a call did to them,
     * and whether one was replaced. Before anything else reads the store.
     */
    repair(now = new Date()) {
        let done = repairs.get(this.storeDir);
        if (done === undefined) {
            done = repairStore(this.storeDir, this.dir, now);
            repairs.set(this.storeDir, done);
        }
        return done;
    }
    /**
     * Saves the record, tied to the watch's `mark` (taken before the lstats it holds: by default the
     * one taken with the lock) when the watch can vouch for it. `git`: diffgate's git index, just
     * written for this record (gitIndex.ts); else the record's own is kept only while no part of the
     * record was changed since it was read (its entries, which the index was checked against, are
     * then the same).
     */
    save(state, mark = this.watched === undefined ? undefined : this.mark, git) {
        // a holder stopped and taken over, then continued, saves nothing over its taker's record
        if (this.held !== undefined && !this.held.stillHeld())
            throw new Error(`the lock of ${this.dir} was taken over`);
        (0,external_node_fs_.mkdirSync)(this.dir, { recursive: true });
        const file = this.recordPath;
        const tmp = `${file}.${process.pid}.tmp`;
        const { w: read, g: carried, files, ...rest } = state;
        const parted = (0,recordParts/* partedOf */.Kg)(files);
        // the head from the one before, where this pass rewrites only some parts: only theirs are looked at
        const before = this.saved ? this.tie : read;
        // a record that outgrew its parts (a first record taken over several calls) is parted anew, whole
        const grown = parted !== undefined && (0,recordParts/* partsFor */._c)(parted.count) > parted.n;
        // diffgate's git index: kept while no entry changed, else brought up to date for the parts
        // rewritten (gitIndex.ts `updateGitIndex`: checked as when written), else dropped; not updated
        // for a record tied to the watch, which the quiet passes ask first (a git process reading and
        // writing the whole index cost each changing call more than the watch's whole answer)
        const g = git ??
            (parted?.unchanged
                ? carried
                : parted !== undefined && !grown && rest.root !== undefined && mark === undefined
                    ? (0,gitIndex/* updateGitIndex */.G0)(this.dir, rest.root, carried, (p) => parted.rewritten(p), (f) => parted.wholeFolder(f), parted.changed(), { PATH: process.env.PATH }, this.until)
                    : undefined);
        const was = this.was;
        const since = parted !== undefined && before !== undefined && was !== undefined && !grown
            ? {
                tie: before,
                rewritten: (p) => parted.rewritten(p),
                entries: () => parted.changed(),
                was: (p) => was.has(p),
            }
            : undefined;
        const tie = (0,watchman/* writeHead */.yl)(this.dir, { ...rest, files }, mark, since);
        const saved = grown ? undefined : parted?.save();
        const n = (0,recordParts/* partsFor */._c)(saved === undefined ? Object.keys(files).length : 0);
        const parts = saved?.index ?? (n > 1 ? (0,recordParts/* writeParts */.Y0)(this.dir, grown ? { ...files } : files, n, rest.root) : undefined);
        const record = parts === undefined ? { ...rest, files } : { ...rest, parts, ...(g !== undefined && !grown ? { g } : {}) };
        (0,external_node_fs_.writeFileSync)(tmp, (0,watchman/* tiedRecord */.YG)(JSON.stringify(record), tie), { mode: 0o600 });
        (0,external_node_fs_.renameSync)(tmp, file);
        this.tie = tie;
        this.saved = true;
        this.was = new Set([...Object.keys(state.dirs), ...Object.keys(state.refKeys)]);
        // the parts the record no longer names (all of them, for a record kept whole)
        if (saved !== undefined)
            for (const f of saved.stale)
                unlinkIfThere(f);
        else
            (0,recordParts/* clearParts */.mU)(this.dir, parts);
        this.prune(files);
    }
    /** The tie this store's last save wrote (undefined: none): the next save's head starts from it. */
    tie;
    saved = false;
    /** The recorded folders and ref files of the record read in parts (or last saved): see watchman.ts `Rewritten`. */
    was;
    /** The entry for a path as it is now; a file's bytes are copied into the store when `keep`. */
    entry(path, st, keep, now) {
        const t = typeOf(st);
        const e = { k: (0,statKey/* keyOf */.TN)(st), t };
        if (st === undefined)
            return e;
        if (now - st.ctimeMs < RACY_MS)
            e.r = 1;
        if (t === 'l')
            e.l = (0,external_node_fs_.readlinkSync)(path);
        if (t === 'f') {
            e.m = st.mode & 0o7777;
            if (st.nlink > 1)
                e.n = 1;
            if (keep) {
                e.b = this.keep((fd) => (0,contentHash/* hashFile */.DC)(path, (chunk) => writeAll(fd, chunk)));
                // changed while being copied: compare by content next time
                if (!(0,statKey/* sameKey */.el)((0,statKey/* lstatOrUndefined */.YB)(path), e.k))
                    e.r = 1;
            }
        }
        return e;
    }
    /** Keeps bytes from elsewhere (a file as git's HEAD holds it) as a blob; returns its name. */
    keepBytes(bytes) {
        return this.keep((fd) => {
            writeAll(fd, bytes);
            return (0,contentHash/* hashBytes */.yi)(bytes);
        });
    }
    /**
     * Writes a kept copy under a fresh temporary name (`fill` writes the bytes and returns their
     * hash), then renames it to the hash: the same bytes share one copy, and a name already there is
     * replaced whole, never opened (a FIFO planted at it must not block the hook).
     */
    keep(fill) {
        (0,external_node_fs_.mkdirSync)(this.blobs, { recursive: true });
        const tmp = external_node_path_.posix.join(this.blobs, `.${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`);
        const fd = (0,external_node_fs_.openSync)(tmp, 'wx', 0o600);
        let name;
        try {
            name = fill(fd);
        }
        catch (e) {
            (0,external_node_fs_.closeSync)(fd);
            (0,external_node_fs_.unlinkSync)(tmp);
            throw e;
        }
        (0,external_node_fs_.closeSync)(fd);
        const to = external_node_path_.posix.join(this.blobs, name);
        if ((0,statKey/* lstatOrUndefined */.YB)(to) === undefined)
            this.added = true;
        try {
            (0,external_node_fs_.renameSync)(tmp, to);
        }
        catch {
            (0,external_node_fs_.rmSync)(to, { recursive: true, force: true }); // a folder planted at the name
            (0,external_node_fs_.renameSync)(tmp, to);
        }
        return name;
    }
    /**
     * Whether a kept copy can be believed: a regular file whose bytes hash to its name. One that is
     * missing, is something else (a FIFO, a folder, a symlink), or was overwritten is not.
     */
    intact(name) {
        const path = external_node_path_.posix.join(this.blobs, name);
        if (!(0,contentHash/* isContentName */.Df)(name) || (0,statKey/* lstatOrUndefined */.YB)(path)?.isFile() !== true)
            return false;
        try {
            return (0,contentHash/* hashFile */.DC)(path) === name;
        }
        catch {
            return false; // swapped since the lstat, or unreadable
        }
    }
    /** Moves a record diffgate did not write out of the way, keeping it; returns where (null: nothing there). */
    setAside(now) {
        const to = external_node_path_.posix.join(this.dir, `forged-record-${now.toISOString().replace(/[:.]/g, '-')}`);
        try {
            (0,external_node_fs_.renameSync)((0,recordParts/* partsDir */.i2)(this.dir), `${to}-parts`);
        }
        catch {
            // none (a record kept whole), or gone
        }
        try {
            (0,external_node_fs_.renameSync)(this.recordPath, to);
            return to;
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return null;
            throw e;
        }
    }
    blobPath(name) {
        return external_node_path_.posix.join(this.blobs, name);
    }
    readBlob(name) {
        return (0,readRegular/* readRegular */.VX)(external_node_path_.posix.join(this.blobs, name), Number.MAX_SAFE_INTEGER);
    }
    /**
     * Runs `work` holding the store's lock, so that parallel tool calls do not interleave their
     * records (storeLock.ts). `work` learns whether the lock was taken over from a holder that did
     * not finish: a hook that died, hung or threw mid-pass, or a lock that was not one. Throws when
     * a live holder keeps it past this hook's deadline.
     */
    async locked(work) {
        this.repair();
        (0,external_node_fs_.mkdirSync)(this.dir, { recursive: true });
        // loaded only here: the quiet passes read the store without the lock, and without its messages
        const { takeStoreLock } = await __webpack_require__.e(/* import() | lock */ 358).then(__webpack_require__.bind(__webpack_require__, 8436));
        const held = await takeStoreLock(this.dir);
        this.held = held;
        this.stoppedHolder = held.stopped;
        const { remainingMs } = await __webpack_require__.e(/* import() | lock */ 358).then(__webpack_require__.bind(__webpack_require__, 2631));
        // git's update of its index in `save` ends before the hook's (gitIndex.ts `updateGitIndex`)
        this.until = Date.now() + remainingMs() - 500;
        if (this.watched !== undefined && (0,watchman/* watchOn */.LL)(this.watched.env)) {
            // before the pass looks at anything: every change after this mark is reported to the next call
            const { root, env } = this.watched;
            this.mark = await (0,watchman/* markWatch */.P0)(root, env, (0,watchman/* knownServer */.DO)(this.recordPath), Math.min(1000, remainingMs() / 4));
        }
        let finished = false;
        try {
            const done = await work(held.takenOver);
            finished = true;
            return done;
        }
        finally {
            this.held = undefined;
            held.release(finished);
        }
    }
    /**
     * Removes kept bytes no entry names any more, once there are many: only those older than ten
     * minutes, since a parallel call may still hold a record that names them. Only a pass that kept
     * new bytes looks (copies no entry names any more are left by a pass that kept new ones).
     */
    prune(files) {
        // no copy added: there are no more than at the last prune (listing 200,000 copies costs a call 0.1 s and more)
        if (!this.added)
            return;
        let names;
        try {
            names = (0,external_node_fs_.readdirSync)(this.blobs);
        }
        catch {
            return;
        }
        // a record in parts is read whole only when there are many more copies than entries
        const count = (0,recordParts/* partedOf */.Kg)(files)?.count;
        if (count !== undefined && names.length <= count * 2 + 16)
            return;
        const used = new Set(Object.values(files).flatMap((e) => (e.b ? [e.b] : [])));
        if (names.length <= used.size * 2 + 16)
            return;
        const cutoff = Date.now() - 10 * 60_000;
        for (const n of names) {
            if (used.has(n))
                continue;
            const p = external_node_path_.posix.join(this.blobs, n);
            try {
                if ((0,external_node_fs_.statSync)(p).mtimeMs < cutoff)
                    (0,external_node_fs_.unlinkSync)(p);
            }
            catch {
                // removed by a parallel call
            }
        }
    }
}
/** Removes a file, if it is there (rmSync's force costs a walk of what it removes). */
function unlinkIfThere(file) {
    try {
        (0,external_node_fs_.unlinkSync)(file);
    }
    catch {
        // gone already
    }
}
/** Writes all of `bytes` (a write may take fewer than it is given). */
function writeAll(fd, bytes) {
    for (let at = 0; at < bytes.length;)
        at += (0,external_node_fs_.writeSync)(fd, bytes, at, bytes.length - at);
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


/***/ }),

/***/ 7701:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DO: () => (/* binding */ knownServer),
/* harmony export */   LL: () => (/* binding */ watchOn),
/* harmony export */   NL: () => (/* binding */ watchedCandidates),
/* harmony export */   P0: () => (/* binding */ markWatch),
/* harmony export */   Qf: () => (/* binding */ watchSays),
/* harmony export */   YG: () => (/* binding */ tiedRecord),
/* harmony export */   yl: () => (/* binding */ writeHead)
/* harmony export */ });
/* unused harmony exports ask, askAll, watchCoverage */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1186);
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9067);
/* harmony import */ var _procStat_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2518);
/**
 * The watch: which recorded paths may have moved since the record, asked of Watchman (a file
 * watching service, optional: used where its `watchman` command is installed), so that a call that
 * changed nothing costs a question and an answer instead of one lstat per protected path.
 *
 * Nothing the agent can write is believed as it is. The answer comes from a server whose socket,
 * process id, start time and program are noted when the record is taken and checked again before
 * each question (a server stopped and restarted, or a program of the agent's listening at the
 * socket, is not the one noted); a clock from another server or another watch of the root gets a
 * "fresh instance" answer, which is no answer. The clock and the stat keys (change time included,
 * which no process sets back) of the head and index below are held in the record's own first line:
 * believing a forged one takes forging the record. Whatever cannot be vouched for this
 * way (paths outside the root, in `.git`, in folders Watchman is told to ignore; a file with more
 * than one link, which a write through its other name changes unreported; a server that does not
 * answer in time) is left to the lstat walk (quickPass.ts), as before.
 */





const HEAD = 'watch.json';
const INDEX = 'watch.idx';
/** How long one question to the server may take before the walk answers instead. */
const ASK_MS = 1500;
const VCS = new Set(['.git', '.hg', '.svn']);
/**
 * node:child_process and node:net, loaded only when the watch is switched on: the quiet passes load
 * this module on every call, and loading the two cost them about 5 ms (a sixth of `node -e 0`)
 * where, the watch being opt-in, most never ask it. process.getBuiltinModule: Node 20.16 and later.
 */
const builtin = (id) => process.getBuiltinModule(id);
/**
 * The watchman command to run, or undefined when the watch is not switched on: it is opt-in
 * (`DIFFGATE_WATCHMAN=1`, or the program's path), as a person's choice of engine for a large
 * protected set; without it every call walks, as before.
 */
function command(env) {
    const set = env.DIFFGATE_WATCHMAN;
    if (set === undefined || set === '' || set === '0' || set === 'off')
        return undefined;
    return set === '1' || set === 'on' ? 'watchman' : set;
}
/** Whether the watch is switched on in this environment (without it nothing of the watch is read or asked). */
const watchOn = (env) => command(env) !== undefined;
/** One question to the server over its socket (one JSON line each way); throws on an error or past the time. */
async function ask(sock, question, ms = ASK_MS) {
    return (await askAll(sock, [question], ms))[0];
}
/** Questions over one connection, written at once; throws on any error answer, or past the time. */
function askAll(sock, questions, ms) {
    return new Promise((resolve, reject) => {
        const conn = builtin('node:net').createConnection(sock);
        const answers = [];
        let text = '';
        const timer = setTimeout(() => {
            conn.destroy();
            reject(new Error(`watchman did not answer within ${ms} ms`));
        }, ms);
        const done = (e) => {
            clearTimeout(timer);
            conn.destroy();
            if (e !== undefined)
                reject(e);
            else
                resolve(answers);
        };
        conn.on('error', (e) => done(e));
        conn.on('connect', () => conn.write(questions.map((q) => `${JSON.stringify(q)}\n`).join('')));
        conn.on('data', (chunk) => {
            text += chunk.toString('utf8');
            for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n')) {
                const line = text.slice(0, nl);
                text = text.slice(nl + 1);
                let v;
                try {
                    v = JSON.parse(line);
                }
                catch (e) {
                    return done(e);
                }
                if (v.unilateral === true || v.log !== undefined)
                    continue; // not an answer to these questions
                if (typeof v.error === 'string')
                    return done(new Error(v.error));
                answers.push(v);
                if (answers.length === questions.length)
                    return done(undefined);
            }
        });
    });
}
/** The process's start time and program, from /proc (undefined: no such process). */
function processOf(pid) {
    try {
        const start = (0,_procStat_js__WEBPACK_IMPORTED_MODULE_4__/* .statLine */ .r)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8')).start;
        if (start === undefined)
            return undefined;
        return { start, exe: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(`/proc/${pid}/exe`) };
    }
    catch {
        return undefined;
    }
}
/**
 * Whether the server at the noted socket is still the one noted: the same socket file (a program
 * of the agent's cannot listen at it without making a new one: a bound socket cannot be bound
 * again) and the same live process (its start time and program), so no question is needed for it.
 */
function sameServer(s) {
    if (!(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(s.sock), s.sockKey))
        return false;
    const p = processOf(s.pid);
    return p !== undefined && p.start === s.start && p.exe === s.exe;
}
/**
 * Finds the server; undefined when there is none. A hook never starts one: a server started during a
 * turn would be a process the turn left running (stragglers.ts), and the person starts it once
 * (`watchman watch-project .`) before the agent's session.
 */
async function findServer(env, left) {
    const cmd = command(env);
    if (cmd === undefined)
        return undefined;
    const r = builtin('node:child_process').spawnSync(cmd, ['--no-spawn', '--no-pretty', 'get-sockname'], {
        encoding: 'utf8',
        timeout: left(),
        env,
        stdio: ['ignore', 'pipe', 'ignore'],
    });
    if (r.status !== 0)
        return undefined;
    const sock = JSON.parse(r.stdout).sockname;
    if (typeof sock !== 'string')
        return undefined;
    let pid;
    try {
        ({ pid } = await ask(sock, ['get-pid'], left()));
    }
    catch {
        return undefined;
    }
    if (typeof pid !== 'number')
        return undefined;
    const p = processOf(pid);
    const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(sock);
    if (p === undefined || !st?.isSocket())
        return undefined;
    return { sock, sockKey: (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .keyOf */ .TN)(st), pid, ...p };
}
/**
 * A mark of the watch of `root`, taken before the record's lstats (so that nothing changed after
 * them goes unreported), or undefined when Watchman is not there or does not answer.
 * `known`: the server of the previous head, used again when it is still the same. Takes at most
 * `budgetMs` (a server stopped by the agent must not eat the hook's time); a first watch of a
 * large tree (Watchman's crawl) may take longer, and is then used from a later call on.
 */
async function markWatch(root, env, known, budgetMs) {
    if (command(env) === undefined || !(budgetMs > 0))
        return undefined;
    const until = Date.now() + Math.min(budgetMs, 60_000);
    const left = () => {
        const ms = until - Date.now();
        if (ms <= 0)
            throw new Error('out of time');
        return ms;
    };
    try {
        const server = known !== undefined && sameServer(known) ? known : await findServer(env, left);
        if (server === undefined)
            return undefined;
        // one question at a time: Watchman 4.9 answers only the first of several written at once
        const watched = await ask(server.sock, ['watch', root], left());
        const { config } = await ask(server.sock, ['get-config', root], left());
        const ms = left();
        const { clock } = await ask(server.sock, ['clock', root, { sync_timeout: ms }], ms + 100);
        if (watched.watch !== root)
            return undefined;
        const cfg = (config ?? {});
        const ignored = Array.isArray(cfg.ignore_dirs) ? cfg.ignore_dirs.filter((d) => typeof d === 'string') : [];
        // a configured ignore_vcs list replaces the default one: those folders are not vouched for either
        if (Array.isArray(cfg.ignore_vcs))
            for (const d of cfg.ignore_vcs)
                if (typeof d === 'string')
                    ignored.push(d);
        if (typeof clock !== 'string')
            return undefined;
        return { server, root, clock, ignored };
    }
    catch {
        return undefined;
    }
}
/** Whether Watchman reports changes at this path: under the root, not in a VCS folder or an ignored one. */
function vouched(path, mark) {
    if (!path.startsWith(`${mark.root}/`))
        return false;
    const rel = path.slice(mark.root.length + 1);
    for (const seg of rel.split('/'))
        if (VCS.has(seg))
            return false;
    return !mark.ignored.some((d) => rel === d || rel.startsWith(`${d}/`));
}
/** FNV-1a of a path: the index of recorded files holds these, sorted (a collision only sends a call to the full pass). */
function hashOf(path) {
    let h = 0x811c9dc5;
    for (let i = 0; i < path.length; i++)
        h = Math.imul(h ^ path.charCodeAt(i), 0x01000193);
    return h >>> 0;
}
function has(index, h) {
    let lo = 0;
    let hi = index.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const v = index[mid];
        if (v === h)
            return true;
        if (v < h)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return false;
}
/** Where the head lives next to the record. */
const headPath = (dir) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, HEAD);
const indexPath = (dir) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, INDEX);
/**
 * Writes the head and the index of the record `state` about to be saved in the store folder `dir`,
 * and returns the tie the record starts with; or removes them (undefined) when the watch cannot
 * vouch for this record: no mark, a record not whole yet, a racy entry outside the watch (the walk
 * compares it by content). `since`: where only some parts of the record were rewritten.
 */
function writeHead(dir, state, mark, since) {
    const usable = mark !== undefined && state.pending === undefined && state.root === mark.root;
    const before = usable && since !== undefined ? previousHead(dir, since.tie, mark) : undefined;
    const built = !usable ? undefined : before !== undefined ? updated(state, mark, before, since) : whole(state, mark);
    if (built === undefined || mark === undefined) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(headPath(dir), { force: true, recursive: true });
        return undefined;
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    if (built.index !== undefined)
        replace(indexPath(dir), new Uint8Array(built.index.buffer));
    replace(headPath(dir), JSON.stringify(built.head));
    return {
        mark,
        head: (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .keyOf */ .TN)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(headPath(dir))),
        index: (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .keyOf */ .TN)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(indexPath(dir))),
    };
}
// A racy entry the watch vouches for is tied too: it was recorded after the mark (each pass takes
// its mark first), so a change to it since is reported, and a reported recorded file is compared
// by content (quickPass.ts). One it cannot vouch for is compared by key alone on the quiet pass.
const untieable = (p, e, mark) => e.r === 1 && !(e.n !== 1 && vouched(p, mark));
// a file with more than one link can be written through a name outside the watch: lstat'ed every call
const outsideFile = (p, e, mark) => e.n === 1 || !vouched(p, mark);
/** The head and index of every recorded path. */
function whole(state, mark) {
    if (Object.entries(state.files).some(([p, e]) => untieable(p, e, mark)))
        return undefined;
    const outside = {};
    const hashes = [];
    for (const p in state.files) {
        const e = state.files[p];
        if (outsideFile(p, e, mark))
            outside[p] = e.k;
        else
            hashes.push(hashOf(p));
    }
    return { head: headOf(state, mark, outside), index: Uint32Array.from(hashes).sort() };
}
/** The head of the folders and refs, with the files outside the watch given. */
function headOf(state, mark, outside) {
    const dirs = {};
    for (const d in state.dirs) {
        if (vouched(d, mark))
            dirs[d] = state.dirs[d];
        else
            outside[d] = state.dirs[d];
    }
    for (const f in state.refKeys)
        outside[f] = state.refKeys[f];
    return { v: 1, outside, dirs };
}
/** The head and index the tie names, as written (their keys), for a mark of the same watch; else undefined. */
function previousHead(dir, tie, mark) {
    const same = tie.mark.root === mark.root &&
        tie.mark.ignored.length === mark.ignored.length &&
        tie.mark.ignored.every((d, i) => mark.ignored[i] === d);
    if (!same)
        return undefined;
    if (!(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(headPath(dir)), tie.head) || !(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(indexPath(dir)), tie.index))
        return undefined;
    const head = readHead(dir);
    if (head === undefined || !(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(headPath(dir)), tie.head))
        return undefined;
    try {
        const bytes = (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegular */ .VX)(indexPath(dir), Number.MAX_SAFE_INTEGER);
        if (!(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(indexPath(dir)), tie.index))
            return undefined;
        return { head, index: new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)) };
    }
    catch {
        return undefined;
    }
}
/**
 * The head and index brought up to date for the parts rewritten: the entries of the others are as
 * the previous head and index took them (their files outside the watch with the keys it holds,
 * every hash of theirs still in the index), so no other part is read. A hash of a file no longer recorded may stay
 * in the index: it only sends a call that reports that name to the full pass. The index is left as
 * it is (undefined) when no path was added to it.
 */
function updated(state, mark, before, since) {
    const changed = [...since.entries()];
    if (changed.some(([p, e]) => untieable(p, e, mark)))
        return undefined;
    const outside = {};
    for (const p in before.head.outside) {
        if (since.rewritten(p) || state.dirs[p] !== undefined || state.refKeys[p] !== undefined)
            continue;
        if (!since.was(p)) {
            // a file of a part not rewritten: its entry is as the previous head took it (no part read)
            outside[p] = before.head.outside[p];
            continue;
        }
        // a folder or ref no longer recorded: outside still only if it is a recorded file too
        const e = state.files[p];
        if (e !== undefined && outsideFile(p, e, mark))
            outside[p] = e.k;
    }
    const added = [];
    for (const [p, e] of changed) {
        if (outsideFile(p, e, mark))
            outside[p] = e.k;
        else if (!has(before.index, hashOf(p)))
            added.push(hashOf(p));
    }
    const head = headOf(state, mark, outside);
    if (added.length === 0)
        return { head };
    const index = new Uint32Array(before.index.length + added.length);
    index.set(before.index);
    index.set(added, before.index.length);
    return { head, index: index.sort() };
}
/** The record's text with its tie as its first line (still one JSON object). */
function tiedRecord(text, tie) {
    return tie === undefined ? text : `{"w":${JSON.stringify(tie)},\n${text.slice(1)}`;
}
function replace(file, bytes) {
    const tmp = `${file}.${process.pid}.tmp`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, bytes, { mode: 0o600 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, file);
}
/** The tie at the start of the record, read without the rest of it. */
function readTie(recordPath) {
    let fd;
    try {
        // the store is in the agent's reach: never open what is not a regular file (a FIFO would block)
        if ((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(recordPath)?.isFile() !== true)
            return undefined;
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(recordPath, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        const buf = Buffer.alloc(64 * 1024);
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, buf.length, 0);
        const text = buf.subarray(0, n).toString('utf8');
        const nl = text.indexOf('\n');
        if (!text.startsWith('{"w":') || nl < 0 || text[nl - 1] !== ',')
            return undefined;
        const tie = JSON.parse(text.slice(5, nl - 1));
        return typeof tie?.mark?.clock === 'string' ? tie : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
function readHead(dir) {
    try {
        const h = JSON.parse((0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularText */ .Aj)(headPath(dir), 256 * 1024 * 1024));
        return h?.v === 1 && typeof h.outside === 'object' && typeof h.dirs === 'object' ? h : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The names changed under `root` since the tie's clock, as its server answers them (with a sync:
 * every write made before the question is in the answer), or undefined when the watch cannot vouch:
 * the watch off, no tie or one of another root, the head rewritten since, another server, no answer
 * in time, a fresh instance, or a reported file with more than one link (written through a name
 * Watchman does not watch, it is reported under none: the walk finds which recorded file it is).
 */
async function reported(dir, tie, root, env) {
    if (command(env) === undefined || tie === undefined || tie.mark.root !== root)
        return undefined;
    if (!(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(headPath(dir)), tie.head) || !(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(indexPath(dir)), tie.index))
        return undefined;
    const head = readHead(dir);
    if (head === undefined)
        return undefined;
    let answer;
    try {
        if (!sameServer(tie.mark.server))
            return undefined;
        answer = await ask(tie.mark.server.sock, [
            'query',
            root,
            {
                since: tie.mark.clock,
                fields: ['name', 'exists', 'type', 'nlink'],
                empty_on_fresh_instance: true,
                sync_timeout: ASK_MS,
            },
        ]);
    }
    catch {
        return undefined;
    }
    const { files } = answer;
    if (answer.is_fresh_instance !== false || !Array.isArray(files))
        return undefined;
    const names = [];
    for (const f of files) {
        if (typeof f?.name !== 'string')
            return undefined;
        if (f.exists === true && f.type === 'f' && typeof f.nlink === 'number' && f.nlink > 1)
            return undefined;
        names.push(`${root}/${f.name}`);
    }
    return { head, names };
}
/**
 * What the watch says about the record at `recordPath` (in the store folder `dir`) for `root`:
 * 'quiet' (nothing recorded moved since the record was taken), 'moved' (something recorded may
 * have: the full pass looks), or undefined (the watch cannot vouch: the lstat walk answers).
 */
async function watchSays(dir, recordPath, root, env) {
    if (command(env) === undefined)
        return undefined;
    const said = await reported(dir, readTie(recordPath), root, env);
    if (said === undefined)
        return undefined;
    const { head, names } = said;
    for (const p in head.outside)
        if (!(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(p), head.outside[p]))
            return 'moved';
    if (names.length > 0) {
        const bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(indexPath(dir)); // a small file's bytes may sit anywhere in a shared buffer
        const index = new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
        const looked = new Set();
        const dirMoved = (d) => {
            const k = head.dirs[d];
            if (k === undefined || looked.has(d))
                return false;
            looked.add(d);
            return !(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(d), k);
        };
        for (const p of names)
            if (has(index, hashOf(p)) || dirMoved(p) || dirMoved(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(p)))
                return 'moved';
    }
    return 'quiet';
}
/**
 * For the full pass: the recorded paths that may have moved since the record `tie` starts, as the
 * watch reports them (each changed name and its folder, and every path the watch cannot vouch for
 * whose key moved),
 * so that the pass looks at those only and its cost grows with the change, not with the protected
 * set. Undefined when the watch cannot vouch for the record (as for the quiet pass): the pass walks.
 */
async function watchedCandidates(dir, tie, root, env) {
    const said = await reported(dir, tie, root, env);
    if (said === undefined)
        return undefined;
    // a path outside the watch whose key is the one the head took (as the record did) has not moved:
    // left out, so that its entry (in a part of the record: recordParts.ts) is not looked up
    const { outside } = said.head;
    const out = new Set(Object.keys(outside).filter((p) => !(0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .sameKey */ .el)((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(p), outside[p])));
    for (const p of said.names)
        out.add(p).add(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(p));
    return [...out];
}
/** The server the record is tied to, if any: a mark asks it again without running a command. */
function knownServer(recordPath) {
    return readTie(recordPath)?.mark.server;
}
/** What the watch covers of the record at `recordPath` for `root` (files: the record's count, read by the caller). */
async function watchCoverage(dir, recordPath, root, files, env) {
    const on = command(env) !== undefined;
    const none = (not) => ({ on, files, byWatch: 0, not });
    if (!on)
        return none('off');
    const tie = readTie(recordPath);
    if (tie === undefined || tie.mark.root !== root)
        return none('untied');
    if (!sameKey(lstatOrUndefined(headPath(dir)), tie.head) || !sameKey(lstatOrUndefined(indexPath(dir)), tie.index))
        return none('head');
    if (!sameServer(tie.mark.server))
        return none('server');
    if ((await reported(dir, tie, root, env)) === undefined)
        return none('answer');
    return { on, files, byWatch: Math.min(files, (lstatOrUndefined(indexPath(dir))?.size ?? 0) / 4) };
}


/***/ })

};
