"use strict";
exports.id = 4180;
exports.ids = [4180];
exports.modules = {

/***/ 4180:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.callKey = callKey;
exports.beginCall = beginCall;
exports.endCall = endCall;
exports.endedLast = endedLast;
exports.endTurn = endTurn;
exports.lastActed = lastActed;
exports.turnStarted = turnStarted;
exports.saveAfterLastAct = saveAfterLastAct;
exports.othersAtWork = othersAtWork;
exports.personHasTurn = personHasTurn;
exports.ownCallAtWork = ownCallAtWork;
exports.openCalls = openCalls;
exports.callOpenNow = callOpenNow;
exports.inProgress = inProgress;
exports.startCalls = startCalls;
exports.fileClockPast = fileClockPast;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const readRegular_js_1 = __webpack_require__(6355);
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
const ENDED = '.ended';
function endCall(tripwireDir, key) {
    const dir = callsDir(tripwireDir);
    try {
        (0, node_fs_1.unlinkSync)(node_path_1.posix.join(dir, key));
    }
    catch (e) {
        const code = e.code;
        if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'EISDIR')
            throw e;
    }
    touch(dir);
}
function endedLast(tripwireDir) {
    const dir = callsDir(tripwireDir);
    const folder = (0, statKey_js_1.lstatOrUndefined)(dir);
    const marker = (0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(dir, ENDED));
    return folder?.isDirectory() === true && marker?.isFile() === true && marker.ctimeMs >= folder.ctimeMs;
}
function endTurn(tripwireDir, session) {
    const dir = callsDir(tripwireDir);
    for (const name of names(dir) ?? []) {
        if (name === ENDED)
            continue;
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
const CLOCK_SLACK_MS = 20;
async function othersAtWork(tripwireDir, session, now, prompts) {
    const dir = callsDir(tripwireDir);
    const listed = names(dir);
    if (listed === undefined)
        return true;
    const latest = new Map();
    for (const name of listed) {
        if (name === ENDED)
            continue;
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
async function personHasTurn(tripwireDir, session, prompt, now, prompts, scan) {
    return (turnStarted(tripwireDir, prompt) &&
        !(await othersAtWork(tripwireDir, session, now, prompts)) &&
        !ownCallAtWork(tripwireDir, session, prompt, scan));
}
function ownCallAtWork(tripwireDir, session, prompt, scan) {
    if (prompt === undefined)
        return false;
    const dir = callsDir(tripwireDir);
    let began;
    for (const name of names(dir) ?? []) {
        if (name === ENDED)
            continue;
        const path = node_path_1.posix.join(dir, name);
        const st = (0, statKey_js_1.lstatOrUndefined)(path);
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
function openCalls(tripwireDir, session) {
    const dir = callsDir(tripwireDir);
    return (names(dir) ?? []).some((name) => {
        if (name === ENDED)
            return false;
        const path = node_path_1.posix.join(dir, name);
        return (0, statKey_js_1.lstatOrUndefined)(path)?.isFile() === true && sessionOf(path) === session;
    });
}
function callOpenNow(tripwireDir, now) {
    const dir = callsDir(tripwireDir);
    if ((0, statKey_js_1.lstatOrUndefined)(dir)?.isDirectory() !== true)
        return undefined;
    let listed;
    try {
        listed = (0, node_fs_1.readdirSync)(dir);
    }
    catch {
        return true;
    }
    return listed.some((name) => {
        if (name === ENDED)
            return false;
        const st = (0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(dir, name));
        return st?.isFile() === true && now - st.ctimeMs < LONGEST_CALL_MS;
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
    const marker = node_path_1.posix.join(dir, ENDED);
    (0, node_fs_1.rmSync)(marker, { recursive: true, force: true });
    (0, node_fs_1.writeFileSync)(marker, '', { flag: 'wx', mode: 0o600 });
}
function startCalls(tripwireDir) {
    touch(callsDir(tripwireDir));
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


/***/ })

};
;