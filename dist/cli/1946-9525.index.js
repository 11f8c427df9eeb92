"use strict";
exports.id = "1946-9525";
exports.ids = ["1946-9525",1946,9525];
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


/***/ }),

/***/ 1946:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RECORD_FORMAT = void 0;
exports.leftRunning = leftRunning;
exports.nothingOpen = nothingOpen;
exports.recordedBefore = recordedBefore;
exports.hasRecord = hasRecord;
const calls_js_1 = __webpack_require__(4180);
const statKey_js_1 = __webpack_require__(4452);
const stragglers_js_1 = __webpack_require__(4405);
const watchState_js_1 = __webpack_require__(9525);
Object.defineProperty(exports, "RECORD_FORMAT", ({ enumerable: true, get: function () { return watchState_js_1.RECORD_FORMAT; } }));
async function leftRunning(dir, session, prompts, env) {
    const prompt = await prompts.latestTime(session);
    if (prompt === undefined)
        return false;
    const scan = (0, stragglers_js_1.stragglers)(prompt, { env });
    const acted = (0, calls_js_1.lastActed)(dir);
    return scan.unknown || scan.found.some((p) => acted === undefined || p.start <= acted);
}
async function nothingOpen(storeDir, session, prompts, env, now) {
    const ws = new watchState_js_1.WatchStore(storeDir);
    return (ws.repair(now).found.length === 0 &&
        !(0, calls_js_1.openCalls)(ws.dir, session) &&
        (0, stragglers_js_1.lateSince)(ws.dir) === undefined &&
        !(await leftRunning(ws.dir, session, prompts, env)));
}
async function recordedBefore(storeDir, prompts, session) {
    return ((0, calls_js_1.lastActed)(new watchState_js_1.WatchStore(storeDir).dir) !== undefined || (await prompts.tripwireFormat(session)) === watchState_js_1.RECORD_FORMAT);
}
function hasRecord(storeDir) {
    return (0, statKey_js_1.lstatOrUndefined)(new watchState_js_1.WatchStore(storeDir).recordPath) !== undefined;
}


/***/ }),

/***/ 4405:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.endsTurnPass = void 0;
exports.systemPs = systemPs;
exports.stragglers = stragglers;
exports.turnBegan = turnBegan;
exports.lateSince = lateSince;
exports.setLate = setLate;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const readRegular_js_1 = __webpack_require__(6355);
const procStat_js_1 = __webpack_require__(1939);
const statKey_js_1 = __webpack_require__(4452);
const TICKS_PER_S = 100;
const PF_KTHREAD = 0x00200000;
const SLACK_MS = 20;
function fromProc(proc) {
    let uptime;
    let pids;
    try {
        uptime = Number.parseFloat((0, node_fs_1.readFileSync)(node_path_1.posix.join(proc, 'uptime'), 'utf8'));
        pids = (0, node_fs_1.readdirSync)(proc).filter((n) => /^\d+$/.test(n));
    }
    catch {
        return undefined;
    }
    if (!Number.isFinite(uptime))
        return undefined;
    const now = Date.now();
    const out = [];
    const root = node_path_1.posix.join(proc, '/');
    for (const p of pids) {
        try {
            const dir = `${root}${p}`;
            const line = (0, procStat_js_1.statLine)((0, node_fs_1.readFileSync)(`${dir}/stat`, 'utf8'));
            const ticks = Number(line.start);
            out.push({
                pid: Number(p),
                ppid: line.ppid,
                sid: line.session,
                uid: () => {
                    try {
                        return (0, node_fs_1.statSync)(dir).uid;
                    }
                    catch {
                        return -1;
                    }
                },
                start: now - (uptime - ticks / TICKS_PER_S) * 1000,
                name: line.name,
                inert: line.state === 'Z' || line.state === 'X' || (line.flags & PF_KTHREAD) !== 0,
                cmdline: () => {
                    try {
                        return (0, node_fs_1.readFileSync)(node_path_1.posix.join(dir, 'cmdline'), 'utf8').split('\0').join(' ');
                    }
                    catch {
                        return undefined;
                    }
                },
            });
        }
        catch {
        }
    }
    return out;
}
const childProcess = () => process.getBuiltinModule('node:child_process');
function systemPs(args) {
    const ps = ['/bin/ps', '/usr/bin/ps'].find((p) => (0, node_fs_1.existsSync)(p));
    if (ps === undefined)
        throw Object.assign(new Error('no ps'), { code: 'ENOENT' });
    return childProcess().execFileSync(ps, args, {
        encoding: 'utf8',
        env: { PATH: '/usr/bin:/bin', LC_ALL: 'C', TZ: 'UTC' },
        timeout: 3000,
        stdio: ['ignore', 'pipe', 'ignore'],
    });
}
function psArgs(pid) {
    try {
        return systemPs(['-o', 'args=', '-p', String(pid)]).trim();
    }
    catch {
        return undefined;
    }
}
function fromPs() {
    let text;
    try {
        text = systemPs(['-A', '-o', 'pid=,ppid=,uid=,lstart=,comm=']);
    }
    catch {
        return undefined;
    }
    const out = [];
    let drift = 0;
    const rows = [];
    for (const line of text.split('\n')) {
        const m = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\w+\s+\w+\s+\d+\s+[\d:]+\s+\d+)\s+(.*)$/.exec(line);
        if (!m)
            continue;
        const start = Date.parse(`${m[4].replace(/\s+/g, ' ')} UTC`);
        if (Number.isNaN(start))
            continue;
        const pid = +m[1];
        if (pid === process.pid)
            drift = Math.max(0, Date.now() - process.uptime() * 1000 - start);
        rows.push({ pid, ppid: +m[2], uid: +m[3], start, name: m[5] });
    }
    for (const { pid, ppid, uid, start, name } of rows) {
        out.push({
            pid,
            ppid,
            uid: () => uid,
            start: start + drift + 999,
            name,
            inert: false,
            cmdline: () => psArgs(pid),
        });
    }
    return out.length > 0 ? out : undefined;
}
const isHookShell = (cmdline) => cmdline !== undefined && /\bhook [a-z]+\b/.test(cmdline) && /diffgate|dist\/cli\b/.test(cmdline);
function stragglers(since, ports) {
    const table = fromProc(ports.proc ?? (ports.env.DIFFGATE_PROC || '/proc')) ?? fromPs();
    if (table === undefined)
        return { found: [], unknown: true };
    const self = ports.self ?? process.pid;
    const uid = ports.uid ?? process.getuid?.() ?? -1;
    const byPid = new Map(table.map((p) => [p.pid, p]));
    const own = new Set([self]);
    const ownSessions = new Set();
    for (let p = byPid.get(self); p !== undefined && !own.has(p.ppid); p = byPid.get(p.ppid)) {
        if (p.sid !== undefined)
            ownSessions.add(p.sid);
        own.add(p.ppid);
    }
    for (const a of own) {
        const sid = byPid.get(a)?.sid;
        if (sid !== undefined)
            ownSessions.add(sid);
    }
    const shell = byPid.get(byPid.get(self)?.ppid ?? -1);
    if (shell !== undefined && isHookShell(shell.cmdline?.())) {
        const mine = new Set([shell.pid]);
        for (let grew = true; grew;) {
            grew = false;
            for (const p of table)
                if (mine.has(p.ppid) && !mine.has(p.pid)) {
                    mine.add(p.pid);
                    grew = true;
                }
        }
        for (const p of mine)
            own.add(p);
    }
    const older = (sid) => {
        if (sid === undefined || sid <= 0 || ownSessions.has(sid))
            return false;
        const leader = byPid.get(sid);
        return leader !== undefined && leader.start + SLACK_MS < since;
    };
    const found = table
        .filter((p) => p.start + SLACK_MS >= since && !p.inert && !own.has(p.pid) && !older(p.sid) && p.uid() === uid)
        .map((p) => ({ pid: p.pid, start: Math.round(p.start), name: p.name }));
    return { found, unknown: false };
}
const markPath = (tripwireDir) => node_path_1.posix.join(tripwireDir, 'late');
const UNREADABLE_REACH_MS = 10 * 60_000;
function turnBegan(prompt, now) {
    return prompt ?? now - UNREADABLE_REACH_MS;
}
const endsTurnPass = (tool) => tool === 'Stop' || tool === 'SubagentStop';
exports.endsTurnPass = endsTurnPass;
function lateSince(tripwireDir) {
    const path = markPath(tripwireDir);
    const st = (0, statKey_js_1.lstatOrUndefined)(path);
    if (st === undefined)
        return undefined;
    try {
        const since = JSON.parse((0, readRegular_js_1.readRegularText)(path, 4096)).since;
        if (typeof since === 'number' && Number.isFinite(since))
            return since;
    }
    catch {
    }
    return st.ctimeMs - UNREADABLE_REACH_MS;
}
function setLate(tripwireDir, since) {
    const path = markPath(tripwireDir);
    if (since === undefined) {
        (0, node_fs_1.rmSync)(path, { recursive: true, force: true });
        return;
    }
    const tmp = `${path}.${process.pid}.tmp`;
    (0, node_fs_1.rmSync)(tmp, { recursive: true, force: true });
    (0, node_fs_1.writeFileSync)(tmp, `${JSON.stringify({ since })}\n`, { mode: 0o600, flag: 'wx' });
    if ((0, statKey_js_1.lstatOrUndefined)(path)?.isDirectory() === true)
        (0, node_fs_1.rmSync)(path, { recursive: true, force: true });
    (0, node_fs_1.renameSync)(tmp, path);
}


/***/ }),

/***/ 2280:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isContentName = void 0;
exports.hashBytes = hashBytes;
exports.hashFile = hashFile;
const node_fs_1 = __webpack_require__(3024);
const readRegular_js_1 = __webpack_require__(6355);
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

/***/ 4105:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GIT_INDEX_FROM = exports.HASH_MAX = exports.isUnindexable = void 0;
exports.indexMatches = indexMatches;
exports.writeGitIndex = writeGitIndex;
exports.gitSays = gitSays;
exports.updateGitIndex = updateGitIndex;
const node_fs_1 = __webpack_require__(3024);
const node_fs_2 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const recordParts_js_1 = __webpack_require__(1928);
const statKey_js_1 = __webpack_require__(4452);
const isUnindexable = (g) => typeof g === 'object' && g !== null && g.u === 1;
exports.isUnindexable = isUnindexable;
exports.HASH_MAX = 256 * 1024 * 1024;
exports.GIT_INDEX_FROM = 2048;
const INDEX = 'git.idx';
const GIT_DIR = 'git';
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
const gitDirOf = (dir) => node_path_1.posix.join(dir, GIT_DIR);
const indexOf = (dir) => node_path_1.posix.join(dir, INDEX);
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
const childProcess = () => process.getBuiltinModule('node:child_process');
function git(dir, root, env, args, ms, input) {
    return childProcess().spawnSync('git', [...SETTINGS, ...args], {
        cwd: root,
        env: gitEnv(dir, root, env),
        input,
        timeout: Math.max(1, Math.floor(ms)),
        maxBuffer: 1 << 26,
        stdio: ['pipe', 'pipe', 'ignore'],
    });
}
const RACY_MAX = 256;
const second = (ms) => Math.floor(ms / 1000) * 1000;
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
function refused(seg, t) {
    if (/[~:\\]/.test(seg))
        return true;
    const ascii = seg.replace(/[^\x00-\x7f]/g, '').toLowerCase();
    return /^\.git[ .]*$/.test(ascii) || (t === 'l' && ascii.startsWith('.git'));
}
function freshGitDir(dir) {
    const g = gitDirOf(dir);
    (0, node_fs_1.rmSync)(g, { recursive: true, force: true });
    (0, node_fs_1.mkdirSync)(node_path_1.posix.join(g, 'objects'), { recursive: true, mode: 0o700 });
    (0, node_fs_1.mkdirSync)(node_path_1.posix.join(g, 'refs'), { mode: 0o700 });
    (0, node_fs_1.writeFileSync)(node_path_1.posix.join(g, 'HEAD'), 'ref: refs/heads/main\n', { mode: 0o600 });
    const d = (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(g));
    const h = (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(g, 'HEAD')));
    const names = (0, node_fs_1.readdirSync)(g).sort().join('/');
    const empty = (0, node_fs_1.readdirSync)(node_path_1.posix.join(g, 'objects')).length + (0, node_fs_1.readdirSync)(node_path_1.posix.join(g, 'refs')).length === 0;
    if (names !== 'HEAD/objects/refs' || !empty || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(g), d))
        return undefined;
    return { d, h };
}
function readKeyed(file) {
    let fd;
    try {
        fd = (0, node_fs_1.openSync)(file, node_fs_2.constants.O_RDONLY | node_fs_2.constants.O_NOFOLLOW | node_fs_2.constants.O_NONBLOCK);
    }
    catch {
        return undefined;
    }
    try {
        const before = (0, node_fs_1.fstatSync)(fd);
        if (!before.isFile())
            return undefined;
        const bytes = Buffer.allocUnsafe(before.size);
        let n = 0;
        while (n < bytes.length) {
            const r = (0, node_fs_1.readSync)(fd, bytes, n, bytes.length - n, null);
            if (r === 0)
                break;
            n += r;
        }
        const k = (0, statKey_js_1.keyOf)(before);
        if (n !== bytes.length || !(0, statKey_js_1.sameKey)((0, node_fs_1.fstatSync)(fd), k))
            return undefined;
        return { bytes, k };
    }
    finally {
        (0, node_fs_1.closeSync)(fd);
    }
}
const TWO32 = 4294967296;
const msOf = (sec, nsec) => sec * 1e3 + nsec / 1e6;
const gitMode = (mode) => (mode & 0o170000) === 0o120000
    ? 0o120000
    : (mode & 0o170000) === 0o100000
        ? mode & 0o100
            ? 0o100755
            : 0o100644
        : -1;
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
            return false;
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
        want.delete(name);
        at += (62 + (end - (at + 62)) + 8) & ~7;
    }
    return want.size === 0;
}
function writeGitIndex(dir, root, files, env, until, hashMax = exports.HASH_MAX) {
    try {
        const want = new Map();
        const x = {};
        const from = second(Date.now());
        let left = 0;
        let bytes = 0;
        (0, recordParts_js_1.eachEntry)(files, (p, e) => {
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
        if (bytes > hashMax)
            return { u: 1 };
        const keys = freshGitDir(dir);
        if (keys === undefined)
            return undefined;
        (0, node_fs_1.rmSync)(indexOf(dir), { force: true });
        const r = git(dir, root, env, ['update-index', '--add', '--info-only', '-z', '--stdin'], until - Date.now(), Buffer.from([...want.keys()].map((p) => `${p}\0`).join('')));
        if (r.status !== 0 || r.error !== undefined)
            return undefined;
        const read = readKeyed(indexOf(dir));
        const c = want.size;
        if (read === undefined || read.k === 0)
            return undefined;
        if (read.bytes.length >= 12 && read.bytes.readUInt32BE(8) !== c)
            return { u: 1 };
        if (!indexMatches(read.bytes, want, second(read.k[5])))
            return undefined;
        return { i: read.k, d: keys.d, h: keys.h, c, x };
    }
    catch {
        return undefined;
    }
}
function isTie(g) {
    const t = g;
    return (typeof t === 'object' &&
        t !== null &&
        typeof t.c === 'number' &&
        typeof t.x === 'object' &&
        t.x !== null &&
        [t.i, t.d, t.h].every((k) => Array.isArray(k) && k.length === 6));
}
function gitSays(dir, root, g, env, until) {
    if (!isTie(g))
        return undefined;
    const index = indexOf(dir);
    const gd = gitDirOf(dir);
    const vouched = () => (0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(index), g.i) &&
        (0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(gd), g.d) &&
        (0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(gd, 'HEAD')), g.h);
    if (!vouched())
        return undefined;
    let r;
    try {
        r = git(dir, root, env, ['diff-files', '--name-only', '-z'], Math.min(until - Date.now(), 5000));
    }
    catch {
        return undefined;
    }
    if (r.status !== 0 || r.error !== undefined || !vouched())
        return undefined;
    if (r.stdout.length > 0)
        return 'moved';
    for (const p in g.x) {
        const e = g.x[p];
        if (e.r === 1 || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(p), e.k))
            return 'moved';
    }
    return 'quiet';
}
const sameKeys = (a, b) => a === b || (a !== 0 && b !== 0 && a.every((v, i) => v === b[i]));
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
function folderEnd(bytes, e) {
    const slash = bytes.lastIndexOf(0x2f, e.nul - 1);
    return Math.max(slash, e.at + 62);
}
function updateGitIndex(dir, root, tie, dirty, wholeFolder, changed, env, until) {
    try {
        if (!isTie(tie))
            return undefined;
        const index = indexOf(dir);
        const gd = gitDirOf(dir);
        const folders = () => (0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(gd), tie.d) && (0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(gd, 'HEAD')), tie.h);
        if (!folders())
            return undefined;
        const old = readKeyed(index);
        if (old === undefined || !sameKeys(old.k, tie.i))
            return undefined;
        const oldEntries = entriesOf(old.bytes);
        if (oldEntries === undefined || oldEntries.length !== tie.c)
            return undefined;
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

/***/ 1939:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.statLine = statLine;
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

/***/ 1928:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PartedFiles = exports.partedOf = exports.partsDir = exports.PartError = exports.PARTS_FROM = void 0;
exports.partsFor = partsFor;
exports.partOf = partOf;
exports.splitsFor = splitsFor;
exports.eachEntry = eachEntry;
exports.clearParts = clearParts;
exports.writeParts = writeParts;
exports.isPartsIndex = isPartsIndex;
exports.recordedCount = recordedCount;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const contentHash_js_1 = __webpack_require__(2280);
const statKey_js_1 = __webpack_require__(4452);
exports.PARTS_FROM = 2048;
const PER_PART = 512;
const MAX_PARTS = 4096;
class PartError extends Error {
    problem;
    constructor(problem) {
        super(`the record's part ${problem.part} is ${problem.why === 'missing' ? 'gone' : 'not as diffgate wrote it'}`);
        this.problem = problem;
    }
}
exports.PartError = PartError;
function partsFor(count) {
    if (count < exports.PARTS_FROM)
        return 1;
    let n = 1;
    while (n * PER_PART < count && n < MAX_PARTS)
        n *= 2;
    return n;
}
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
const partsDir = (dir) => node_path_1.posix.join(dir, 'parts');
exports.partsDir = partsDir;
const partName = (i, h) => `${i}-${h.slice(0, 16)}.json`;
const partPath = (dir, i, h) => node_path_1.posix.join((0, exports.partsDir)(dir), partName(i, h));
const backing = new WeakMap();
const partedOf = (files) => backing.get(files);
exports.partedOf = partedOf;
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
    constructor(dir, index, root) {
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
    of(path) {
        return partOf(path, this.index.n, this.root, this.index.s);
    }
    rewritten(path) {
        return this.dirty.has(this.of(path));
    }
    wholeFolder(folder) {
        return this.index.s === undefined || !Object.hasOwn(this.index.s, folder);
    }
    each(fn) {
        for (let i = 0; i < this.index.n; i++) {
            const o = this.load(i);
            for (const p in o)
                fn(p, o[p]);
        }
    }
    get unchanged() {
        return this.dirty.size === 0;
    }
    *changed() {
        for (const i of this.dirty)
            yield* Object.entries(this.load(i));
    }
    get count() {
        let c = 0;
        for (let i = 0; i < this.index.n; i++)
            c += this.dirty.has(i) ? Object.keys(this.load(i)).length : this.index.c[i];
        return c;
    }
    checkKeys() {
        for (let i = 0; i < this.index.n; i++) {
            const st = (0, statKey_js_1.lstatOrUndefined)(this.path(i));
            if (!(0, statKey_js_1.sameKey)(st, this.index.k[i]))
                return this.problem(i, st === undefined ? 'missing' : 'changed');
        }
        return undefined;
    }
    checkContent() {
        for (let i = 0; i < this.index.n; i++) {
            try {
                const bytes = this.read(i, false);
                if ((0, contentHash_js_1.hashBytes)(bytes) !== this.index.h[i])
                    return this.problem(i, 'changed');
                this.parts[i] = JSON.parse(bytes.toString('utf8'));
            }
            catch (e) {
                return e instanceof PartError ? e.problem : this.problem(i, 'changed');
            }
        }
        return undefined;
    }
    save() {
        const next = { ...this.index, k: [...this.index.k], h: [...this.index.h], c: [...this.index.c] };
        const stale = [];
        for (const i of this.dirty) {
            const w = writePart(this.dir, i, this.load(i), this.index.h[i]);
            if (w === undefined)
                continue;
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
    read(i, keyed) {
        let fd;
        try {
            fd = (0, node_fs_1.openSync)(this.path(i), node_fs_1.constants.O_RDONLY | node_fs_1.constants.O_NOFOLLOW | node_fs_1.constants.O_NONBLOCK);
        }
        catch {
            throw new PartError(this.problem(i, 'missing'));
        }
        try {
            const before = (0, node_fs_1.fstatSync)(fd);
            if (!before.isFile() || (keyed && !(0, statKey_js_1.sameKey)(before, this.index.k[i])))
                throw new PartError(this.problem(i, 'changed'));
            const buf = Buffer.allocUnsafe(before.size);
            let n = 0;
            while (n < buf.length) {
                const r = (0, node_fs_1.readSync)(fd, buf, n, buf.length - n, null);
                if (r === 0)
                    break;
                n += r;
            }
            if (n !== buf.length || (keyed && !(0, statKey_js_1.sameKey)((0, node_fs_1.fstatSync)(fd), this.index.k[i])))
                throw new PartError(this.problem(i, 'changed'));
            return buf;
        }
        finally {
            (0, node_fs_1.closeSync)(fd);
        }
    }
}
exports.PartedFiles = PartedFiles;
function writePart(dir, i, entries, was) {
    const bytes = Buffer.from(JSON.stringify(entries));
    const h = (0, contentHash_js_1.hashBytes)(bytes);
    if (h === was)
        return undefined;
    const file = partPath(dir, i, h);
    const tmp = `${file}.${process.pid}.tmp`;
    (0, node_fs_1.writeFileSync)(tmp, bytes, { mode: 0o600 });
    (0, node_fs_1.renameSync)(tmp, file);
    return { k: (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(file)), h, c: Object.keys(entries).length };
}
function clearParts(dir, index) {
    const named = new Set(index?.h.map((h, i) => partName(i, h)));
    let names;
    try {
        names = (0, node_fs_1.readdirSync)((0, exports.partsDir)(dir));
    }
    catch {
        return;
    }
    if (index === undefined) {
        (0, node_fs_1.rmSync)((0, exports.partsDir)(dir), { recursive: true, force: true });
        return;
    }
    for (const name of names)
        if (!named.has(name))
            (0, node_fs_1.rmSync)(node_path_1.posix.join((0, exports.partsDir)(dir), name), { recursive: true, force: true });
}
function writeParts(dir, files, n, root) {
    (0, node_fs_1.mkdirSync)((0, exports.partsDir)(dir), { recursive: true });
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
function recordedCount(record) {
    if (isPartsIndex(record.parts))
        return record.parts.c.reduce((a, b) => a + b, 0);
    return Object.keys(record.files ?? {}).length;
}


/***/ }),

/***/ 8701:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.repairStore = repairStore;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const lstatOr = (path) => {
    try {
        return (0, node_fs_1.lstatSync)(path);
    }
    catch {
        return undefined;
    }
};
function repairStore(storeDir, tripwireDir, now) {
    const out = { found: [], replaced: false };
    const uid = process.getuid?.();
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const parent = node_path_1.posix.dirname(storeDir);
    const folders = [
        storeDir,
        node_path_1.posix.join(storeDir, 'sessions'),
        tripwireDir,
        ...['calls', 'blobs', 'lock'].map((f) => node_path_1.posix.join(tripwireDir, f)),
    ];
    const parentSt = lstatOr(parent);
    if (parentSt?.isDirectory() === true)
        giveBack(parent, parentSt, uid, out);
    for (const [i, path] of folders.entries()) {
        const st = lstatOr(path);
        if (st === undefined)
            continue;
        if (!st.isDirectory()) {
            if (i > 2)
                continue;
            const aside = `${path}.set-aside-${stamp}-${process.pid}`;
            (0, node_fs_1.renameSync)(path, aside);
            out.found.push({ path, stood: kind(st), aside });
            if (i !== 1)
                out.replaced = true;
            continue;
        }
        giveBack(path, st, uid, out);
    }
    return out;
}
function giveBack(path, st, uid, out) {
    const mode = st.mode & 0o7777;
    if ((mode & 0o700) === 0o700 || (uid !== undefined && st.uid !== uid))
        return;
    (0, node_fs_1.chmodSync)(path, mode | 0o700);
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


/***/ }),

/***/ 9525:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WatchStore = exports.RECORD_FORMAT = void 0;
exports.typeOf = typeOf;
exports.emptyState = emptyState;
exports.rebase = rebase;
const node_fs_1 = __webpack_require__(3024);
const readRegular_js_1 = __webpack_require__(6355);
const node_path_1 = __webpack_require__(6760);
const ownState_js_1 = __webpack_require__(5201);
const contentHash_js_1 = __webpack_require__(2280);
const recordParts_js_1 = __webpack_require__(1928);
const storeRepair_js_1 = __webpack_require__(8701);
const gitIndex_js_1 = __webpack_require__(4105);
const statKey_js_1 = __webpack_require__(4452);
const watchman_js_1 = __webpack_require__(3168);
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
const repairs = new Map();
class WatchStore {
    storeDir;
    watched;
    dir;
    blobs;
    held;
    stoppedHolder;
    added = false;
    until = Number.POSITIVE_INFINITY;
    mark;
    constructor(storeDir, watched) {
        this.storeDir = storeDir;
        this.watched = watched;
        this.dir = node_path_1.posix.join(storeDir, ownState_js_1.STORE_OWN.tripwire);
        this.blobs = node_path_1.posix.join(this.dir, 'blobs');
    }
    read(root) {
        const loaded = this.readAsIs();
        const state = loaded.state;
        const parted = state && (0, recordParts_js_1.partedOf)(state.files);
        if (parted !== undefined) {
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
        if (state.v !== VERSION && state.v !== PREVIOUS)
            return { problem: `format ${JSON.stringify(state.v)}`, format: true };
        const { parts } = state;
        if (parts !== undefined) {
            if (!(0, recordParts_js_1.isPartsIndex)(parts) || state.files !== undefined)
                return { problem: 'its parts are not named right', format: false };
            delete state.parts;
            state.files = new recordParts_js_1.PartedFiles(this.dir, parts, state.root).files;
            this.was = new Set([...Object.keys(state.dirs ?? {}), ...Object.keys(state.refKeys ?? {})]);
        }
        else if (typeof state.files !== 'object' || state.files === null)
            return { problem: 'not a record', format: false };
        return { state };
    }
    load() {
        const { state } = this.readAsIs();
        return state?.v === VERSION ? state : undefined;
    }
    get recordPath() {
        return node_path_1.posix.join(this.dir, 'state.json');
    }
    repair(now = new Date()) {
        let done = repairs.get(this.storeDir);
        if (done === undefined) {
            done = (0, storeRepair_js_1.repairStore)(this.storeDir, this.dir, now);
            repairs.set(this.storeDir, done);
        }
        return done;
    }
    save(state, mark = this.watched === undefined ? undefined : this.mark, git) {
        if (this.held !== undefined && !this.held.stillHeld())
            throw new Error(`the lock of ${this.dir} was taken over`);
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const file = this.recordPath;
        const tmp = `${file}.${process.pid}.tmp`;
        const { w: read, g: carried, files, ...rest } = state;
        const parted = (0, recordParts_js_1.partedOf)(files);
        const before = this.saved ? this.tie : read;
        const grown = parted !== undefined && (0, recordParts_js_1.partsFor)(parted.count) > parted.n;
        const g = git ??
            (parted?.unchanged
                ? carried
                : parted !== undefined && !grown && rest.root !== undefined && mark === undefined
                    ? (0, gitIndex_js_1.updateGitIndex)(this.dir, rest.root, carried, (p) => parted.rewritten(p), (f) => parted.wholeFolder(f), parted.changed(), { PATH: process.env.PATH }, this.until)
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
        const tie = (0, watchman_js_1.writeHead)(this.dir, { ...rest, files }, mark, since);
        const saved = grown ? undefined : parted?.save();
        const n = (0, recordParts_js_1.partsFor)(saved === undefined ? Object.keys(files).length : 0);
        const parts = saved?.index ?? (n > 1 ? (0, recordParts_js_1.writeParts)(this.dir, grown ? { ...files } : files, n, rest.root) : undefined);
        const record = parts === undefined ? { ...rest, files } : { ...rest, parts, ...(g !== undefined && !grown ? { g } : {}) };
        (0, node_fs_1.writeFileSync)(tmp, (0, watchman_js_1.tiedRecord)(JSON.stringify(record), tie), { mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, file);
        this.tie = tie;
        this.saved = true;
        this.was = new Set([...Object.keys(state.dirs), ...Object.keys(state.refKeys)]);
        if (saved !== undefined)
            for (const f of saved.stale)
                unlinkIfThere(f);
        else
            (0, recordParts_js_1.clearParts)(this.dir, parts);
        this.prune(files);
    }
    tie;
    saved = false;
    was;
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
            if (st.nlink > 1)
                e.n = 1;
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
        if ((0, statKey_js_1.lstatOrUndefined)(to) === undefined)
            this.added = true;
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
            (0, node_fs_1.renameSync)((0, recordParts_js_1.partsDir)(this.dir), `${to}-parts`);
        }
        catch {
        }
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
        this.repair();
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const { takeStoreLock } = await __webpack_require__.e(/* import() */ 6627).then(__webpack_require__.bind(__webpack_require__, 6627));
        const held = await takeStoreLock(this.dir);
        this.held = held;
        this.stoppedHolder = held.stopped;
        const { remainingMs } = await __webpack_require__.e(/* import() */ 3239).then(__webpack_require__.bind(__webpack_require__, 5620));
        this.until = Date.now() + remainingMs() - 500;
        if (this.watched !== undefined && (0, watchman_js_1.watchOn)(this.watched.env)) {
            const { root, env } = this.watched;
            this.mark = await (0, watchman_js_1.markWatch)(root, env, (0, watchman_js_1.knownServer)(this.recordPath), Math.min(1000, remainingMs() / 4));
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
    prune(files) {
        if (!this.added)
            return;
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(this.blobs);
        }
        catch {
            return;
        }
        const count = (0, recordParts_js_1.partedOf)(files)?.count;
        if (count !== undefined && names.length <= count * 2 + 16)
            return;
        const used = new Set(Object.values(files).flatMap((e) => (e.b ? [e.b] : [])));
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
function unlinkIfThere(file) {
    try {
        (0, node_fs_1.unlinkSync)(file);
    }
    catch {
    }
}
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


/***/ }),

/***/ 3168:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.watchOn = void 0;
exports.ask = ask;
exports.askAll = askAll;
exports.markWatch = markWatch;
exports.writeHead = writeHead;
exports.tiedRecord = tiedRecord;
exports.watchSays = watchSays;
exports.watchedCandidates = watchedCandidates;
exports.knownServer = knownServer;
exports.watchCoverage = watchCoverage;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const readRegular_js_1 = __webpack_require__(6355);
const statKey_js_1 = __webpack_require__(4452);
const procStat_js_1 = __webpack_require__(1939);
const HEAD = 'watch.json';
const INDEX = 'watch.idx';
const ASK_MS = 1500;
const VCS = new Set(['.git', '.hg', '.svn']);
const builtin = (id) => process.getBuiltinModule(id);
function command(env) {
    const set = env.DIFFGATE_WATCHMAN;
    if (set === undefined || set === '' || set === '0' || set === 'off')
        return undefined;
    return set === '1' || set === 'on' ? 'watchman' : set;
}
const watchOn = (env) => command(env) !== undefined;
exports.watchOn = watchOn;
async function ask(sock, question, ms = ASK_MS) {
    return (await askAll(sock, [question], ms))[0];
}
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
                    continue;
                if (typeof v.error === 'string')
                    return done(new Error(v.error));
                answers.push(v);
                if (answers.length === questions.length)
                    return done(undefined);
            }
        });
    });
}
function processOf(pid) {
    try {
        const start = (0, procStat_js_1.statLine)((0, node_fs_1.readFileSync)(`/proc/${pid}/stat`, 'utf8')).start;
        if (start === undefined)
            return undefined;
        return { start, exe: (0, node_fs_1.readlinkSync)(`/proc/${pid}/exe`) };
    }
    catch {
        return undefined;
    }
}
function sameServer(s) {
    if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(s.sock), s.sockKey))
        return false;
    const p = processOf(s.pid);
    return p !== undefined && p.start === s.start && p.exe === s.exe;
}
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
    const st = (0, statKey_js_1.lstatOrUndefined)(sock);
    if (p === undefined || !st?.isSocket())
        return undefined;
    return { sock, sockKey: (0, statKey_js_1.keyOf)(st), pid, ...p };
}
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
        const watched = await ask(server.sock, ['watch', root], left());
        const { config } = await ask(server.sock, ['get-config', root], left());
        const ms = left();
        const { clock } = await ask(server.sock, ['clock', root, { sync_timeout: ms }], ms + 100);
        if (watched.watch !== root)
            return undefined;
        const cfg = (config ?? {});
        const ignored = Array.isArray(cfg.ignore_dirs) ? cfg.ignore_dirs.filter((d) => typeof d === 'string') : [];
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
function vouched(path, mark) {
    if (!path.startsWith(`${mark.root}/`))
        return false;
    const rel = path.slice(mark.root.length + 1);
    for (const seg of rel.split('/'))
        if (VCS.has(seg))
            return false;
    return !mark.ignored.some((d) => rel === d || rel.startsWith(`${d}/`));
}
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
const headPath = (dir) => node_path_1.posix.join(dir, HEAD);
const indexPath = (dir) => node_path_1.posix.join(dir, INDEX);
function writeHead(dir, state, mark, since) {
    const usable = mark !== undefined && state.pending === undefined && state.root === mark.root;
    const before = usable && since !== undefined ? previousHead(dir, since.tie, mark) : undefined;
    const built = !usable ? undefined : before !== undefined ? updated(state, mark, before, since) : whole(state, mark);
    if (built === undefined || mark === undefined) {
        (0, node_fs_1.rmSync)(headPath(dir), { force: true, recursive: true });
        return undefined;
    }
    (0, node_fs_1.mkdirSync)(dir, { recursive: true });
    if (built.index !== undefined)
        replace(indexPath(dir), new Uint8Array(built.index.buffer));
    replace(headPath(dir), JSON.stringify(built.head));
    return {
        mark,
        head: (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(headPath(dir))),
        index: (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(indexPath(dir))),
    };
}
const untieable = (p, e, mark) => e.r === 1 && !(e.n !== 1 && vouched(p, mark));
const outsideFile = (p, e, mark) => e.n === 1 || !vouched(p, mark);
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
function previousHead(dir, tie, mark) {
    const same = tie.mark.root === mark.root &&
        tie.mark.ignored.length === mark.ignored.length &&
        tie.mark.ignored.every((d, i) => mark.ignored[i] === d);
    if (!same)
        return undefined;
    if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(headPath(dir)), tie.head) || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(indexPath(dir)), tie.index))
        return undefined;
    const head = readHead(dir);
    if (head === undefined || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(headPath(dir)), tie.head))
        return undefined;
    try {
        const bytes = (0, readRegular_js_1.readRegular)(indexPath(dir), Number.MAX_SAFE_INTEGER);
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(indexPath(dir)), tie.index))
            return undefined;
        return { head, index: new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)) };
    }
    catch {
        return undefined;
    }
}
function updated(state, mark, before, since) {
    const changed = [...since.entries()];
    if (changed.some(([p, e]) => untieable(p, e, mark)))
        return undefined;
    const outside = {};
    for (const p in before.head.outside) {
        if (since.rewritten(p) || state.dirs[p] !== undefined || state.refKeys[p] !== undefined)
            continue;
        if (!since.was(p)) {
            outside[p] = before.head.outside[p];
            continue;
        }
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
function tiedRecord(text, tie) {
    return tie === undefined ? text : `{"w":${JSON.stringify(tie)},\n${text.slice(1)}`;
}
function replace(file, bytes) {
    const tmp = `${file}.${process.pid}.tmp`;
    (0, node_fs_1.writeFileSync)(tmp, bytes, { mode: 0o600 });
    (0, node_fs_1.renameSync)(tmp, file);
}
function readTie(recordPath) {
    let fd;
    try {
        if ((0, statKey_js_1.lstatOrUndefined)(recordPath)?.isFile() !== true)
            return undefined;
        fd = (0, node_fs_1.openSync)(recordPath, node_fs_1.constants.O_RDONLY | node_fs_1.constants.O_NOFOLLOW | node_fs_1.constants.O_NONBLOCK);
        const buf = Buffer.alloc(64 * 1024);
        const n = (0, node_fs_1.readSync)(fd, buf, 0, buf.length, 0);
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
            (0, node_fs_1.closeSync)(fd);
    }
}
function readHead(dir) {
    try {
        const h = JSON.parse((0, readRegular_js_1.readRegularText)(headPath(dir), 256 * 1024 * 1024));
        return h?.v === 1 && typeof h.outside === 'object' && typeof h.dirs === 'object' ? h : undefined;
    }
    catch {
        return undefined;
    }
}
async function reported(dir, tie, root, env) {
    if (command(env) === undefined || tie === undefined || tie.mark.root !== root)
        return undefined;
    if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(headPath(dir)), tie.head) || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(indexPath(dir)), tie.index))
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
async function watchSays(dir, recordPath, root, env) {
    if (command(env) === undefined)
        return undefined;
    const said = await reported(dir, readTie(recordPath), root, env);
    if (said === undefined)
        return undefined;
    const { head, names } = said;
    for (const p in head.outside)
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(p), head.outside[p]))
            return 'moved';
    if (names.length > 0) {
        const bytes = (0, node_fs_1.readFileSync)(indexPath(dir));
        const index = new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
        const looked = new Set();
        const dirMoved = (d) => {
            const k = head.dirs[d];
            if (k === undefined || looked.has(d))
                return false;
            looked.add(d);
            return !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(d), k);
        };
        for (const p of names)
            if (has(index, hashOf(p)) || dirMoved(p) || dirMoved(node_path_1.posix.dirname(p)))
                return 'moved';
    }
    return 'quiet';
}
async function watchedCandidates(dir, tie, root, env) {
    const said = await reported(dir, tie, root, env);
    if (said === undefined)
        return undefined;
    const { outside } = said.head;
    const out = new Set(Object.keys(outside).filter((p) => !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(p), outside[p])));
    for (const p of said.names)
        out.add(p).add(node_path_1.posix.dirname(p));
    return [...out];
}
function knownServer(recordPath) {
    return readTie(recordPath)?.mark.server;
}
async function watchCoverage(dir, recordPath, root, files, env) {
    const on = command(env) !== undefined;
    const none = (not) => ({ on, files, byWatch: 0, not });
    if (!on)
        return none('off');
    const tie = readTie(recordPath);
    if (tie === undefined || tie.mark.root !== root)
        return none('untied');
    if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(headPath(dir)), tie.head) || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(indexPath(dir)), tie.index))
        return none('head');
    if (!sameServer(tie.mark.server))
        return none('server');
    if ((await reported(dir, tie, root, env)) === undefined)
        return none('answer');
    return { on, files, byWatch: Math.min(files, ((0, statKey_js_1.lstatOrUndefined)(indexPath(dir))?.size ?? 0) / 4) };
}


/***/ })

};
