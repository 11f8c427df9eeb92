export const id = 618;
export const ids = [618];
export const modules = {

/***/ 103:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RECORD_FORMAT: () => (/* reexport safe */ _watchState_js__WEBPACK_IMPORTED_MODULE_3__.q7),
/* harmony export */   hasRecord: () => (/* binding */ hasRecord),
/* harmony export */   j: () => (/* binding */ leftRunning),
/* harmony export */   nothingOpen: () => (/* binding */ nothingOpen),
/* harmony export */   recordedBefore: () => (/* binding */ recordedBefore)
/* harmony export */ });
/* harmony import */ var _calls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2379);
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9067);
/* harmony import */ var _stragglers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1380);
/* harmony import */ var _watchState_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3963);





/**
 * Whether a process the last turn started (after its prompt, before the agent last acted) is still
 * alive at the person's next prompt although no mark stands: the mark is in the agent's reach, and a
 * straggler that removed it is found here all the same.
 */
async function leftRunning(dir, session, prompts, env) {
    const prompt = await prompts.latestTime(session);
    if (prompt === undefined)
        return false;
    const scan = (0,_stragglers_js__WEBPACK_IMPORTED_MODULE_2__/* .stragglers */ .Jo)(prompt, { env });
    const acted = (0,_calls_js__WEBPACK_IMPORTED_MODULE_0__.lastActed)(dir);
    return scan.unknown || scan.found.some((p) => acted === undefined || p.start <= acted);
}
/**
 * Whether `tripwireOpenCalls` would find nothing to judge and nothing to say: the store needed no
 * repair (done here, once a process: watchState.ts `repair`), no call of the session is open, no
 * mark stands and no process the last turn left is alive.
 */
async function nothingOpen(storeDir, session, prompts, env, now) {
    const ws = new _watchState_js__WEBPACK_IMPORTED_MODULE_3__/* .WatchStore */ .nL(storeDir);
    return (ws.repair(now).found.length === 0 &&
        !(0,_calls_js__WEBPACK_IMPORTED_MODULE_0__.openCalls)(ws.dir, session) &&
        (0,_stragglers_js__WEBPACK_IMPORTED_MODULE_2__/* .lateSince */ .L1)(ws.dir) === undefined &&
        !(await leftRunning(ws.dir, session, prompts, env)));
}
/** Whether this build recorded in this store before: a call began since (the calls folder), or a prompt was saved with it. */
async function recordedBefore(storeDir, prompts, session) {
    return ((0,_calls_js__WEBPACK_IMPORTED_MODULE_0__.lastActed)(new _watchState_js__WEBPACK_IMPORTED_MODULE_3__/* .WatchStore */ .nL(storeDir).dir) !== undefined || (await prompts.tripwireFormat(session)) === _watchState_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORD_FORMAT */ .q7);
}
/** Whether the store holds a record: with one, or having recorded before, tripwire.ts `tripwirePrompt` has nothing to do. */
function hasRecord(storeDir) {
    return (0,_statKey_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrUndefined */ .YB)(new _watchState_js__WEBPACK_IMPORTED_MODULE_3__/* .WatchStore */ .nL(storeDir).recordPath) !== undefined;
}


/***/ }),

/***/ 1380:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dt: () => (/* binding */ systemPs),
/* harmony export */   Fn: () => (/* binding */ setLate),
/* harmony export */   Jo: () => (/* binding */ stragglers),
/* harmony export */   L1: () => (/* binding */ lateSince),
/* harmony export */   T0: () => (/* binding */ turnBegan),
/* harmony export */   jl: () => (/* binding */ endsTurnPass)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1186);
/* harmony import */ var _procStat_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2518);
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9067);
/**
 * Processes a turn left running ("stragglers"), and the mark that keeps what they may write from
 * being taken for the person's. A write that lands after the turn's end (a `(sleep 2; write) &`
 * left by a Bash call, a `setsid` child with its environment cleared) would otherwise come before
 * the person's next prompt and be taken as theirs; the client's Stop payload says nothing of it.
 *
 * At the end of a turn (Stop, SubagentStop) the tripwire lists the processes of this user that
 * started after the turn began (the person's prompt) and are still alive. Found by start time, from
 * `/proc/<pid>/stat` (field 22, clock ticks since boot), so a process that detached (`setsid`,
 * a double fork re-parenting it to init) or cleared its environment is found all the same; the
 * process tree is used only to leave out the hook itself and its ancestors (the client).
 * Left out too: kernel threads, zombies, and a process in a session whose leader is alive, began
 * before the turn and is not the client's: a process cannot join a session it did not start in,
 * so what the agent's calls start is in the client's session or in a new one (`setsid`), while
 * the person's other programs (a browser's new tab, another terminal's build) are in sessions
 * older than the turn. Where there is no `/proc`, `ps` lists them (no sessions: none left out);
 * where neither can be read, the scan fails closed ("unknown").
 *
 * If any are alive, the mark (`tripwire/late`) holds when the turn began. While it stands, every
 * later pass judges what changed since the last as the agent's, and the person's turn does not
 * start; each pass looks again (from the same start, so what a straggler started after the Stop is
 * found too), and only a pass that found none alive at its start clears it (tripwire.ts).
 */





/** /proc's unit for start times (USER_HZ: 100 on every Linux the kernel's ABI names). */
const TICKS_PER_S = 100;
/** The kernel's flag for a kernel thread (PF_KTHREAD). */
const PF_KTHREAD = 0x00200000;
/** Start times are known to a clock tick; a process that started this close before the turn counts (fail closed). */
const SLACK_MS = 20;
/** Every process, from /proc; undefined where there is no /proc. */
function fromProc(proc) {
    let uptime;
    let pids;
    try {
        uptime = Number.parseFloat((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(proc, 'uptime'), 'utf8'));
        pids = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(proc).filter((n) => /^\d+$/.test(n));
    }
    catch {
        return undefined;
    }
    if (!Number.isFinite(uptime))
        return undefined;
    const now = Date.now();
    const out = [];
    // joined once: path.join for each of hundreds of processes was a tenth of the scan
    const root = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(proc, '/');
    for (const p of pids) {
        try {
            const dir = `${root}${p}`;
            const line = (0,_procStat_js__WEBPACK_IMPORTED_MODULE_4__/* .statLine */ .r)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`${dir}/stat`, 'utf8'));
            const ticks = Number(line.start);
            out.push({
                pid: Number(p),
                ppid: line.ppid,
                sid: line.session,
                uid: () => {
                    try {
                        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(dir).uid;
                    }
                    catch {
                        return -1; // gone since: not a writer any more
                    }
                },
                start: now - (uptime - ticks / TICKS_PER_S) * 1000,
                name: line.name,
                inert: line.state === 'Z' || line.state === 'X' || (line.flags & PF_KTHREAD) !== 0,
                cmdline: () => {
                    try {
                        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, 'cmdline'), 'utf8').split('\0').join(' ');
                    }
                    catch {
                        return undefined;
                    }
                },
            });
        }
        catch {
            // gone since the listing
        }
    }
    return out;
}
/**
 * node:child_process, loaded where ps is asked (no /proc): the end-of-turn pass loads this module,
 * and loading it at the top cost every such pass 5 ms.
 */
const childProcess = () => process.getBuiltinModule('node:child_process');
/**
 * The system's ps, by absolute path, never the hook environment's PATH: when a command of the
 * agent's runs a hook, or the agent put a `ps` first on the client's PATH, a ps found there could
 * hide a straggler or name the client as anyone's parent (review 3, R3). Its output; throws as
 * execFileSync does (`status` 1: no such process), or with `code` ENOENT where there is no ps.
 */
function systemPs(args) {
    const ps = ['/bin/ps', '/usr/bin/ps'].find((p) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p));
    if (ps === undefined)
        throw Object.assign(new Error('no ps'), { code: 'ENOENT' });
    return childProcess().execFileSync(ps, args, {
        encoding: 'utf8',
        env: { PATH: '/usr/bin:/bin', LC_ALL: 'C', TZ: 'UTC' },
        timeout: 3000,
        stdio: ['ignore', 'pipe', 'ignore'],
    });
}
/** One process's arguments from ps (asked only for the hook's parent), or undefined. */
function psArgs(pid) {
    try {
        return systemPs(['-o', 'args=', '-p', String(pid)]).trim();
    }
    catch {
        return undefined;
    }
}
/** Every process, from ps (no /proc: macOS, the BSDs); start times to the second, no sessions. */
function fromPs() {
    let text;
    try {
        text = systemPs(['-A', '-o', 'pid=,ppid=,uid=,lstart=,comm=']);
    }
    catch {
        return undefined;
    }
    const out = [];
    // ps derives start times from the boot time, which drifts from the wall clock on a virtual machine
    // (seen: 1.6 s early on the CI's machine): this process's own start, known here, says by how much,
    // and every start is moved that much later, never earlier (later counts a process in the turn: fail closed)
    let drift = 0;
    const rows = [];
    for (const line of text.split('\n')) {
        // lstart is "Mon Dec  7 00:04:07 2026": five words
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
        // to the second: a process that started in the turn's second counts (fail closed)
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
/** A shell running diffgate's installed hook command (`... hook <agent>`, the CLI by path). */
const isHookShell = (cmdline) => cmdline !== undefined && /\bhook [a-z]+\b/.test(cmdline) && /diffgate|dist\/cli\b/.test(cmdline);
/**
 * The processes of this user that started after `since` (ms) and are alive: every one but this
 * hook and its ancestors, kernel threads and zombies, and those in a session older than `since`
 * that is not the client's (see the module's comment).
 */
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
    // The shell of diffgate's own hook command (the client ran `sh -c '<the installed command>'`): what
    // else it started is the command's own (Gemini's watchdog, agents/install/verifiedCommand.ts
    // watchdogWrap), alive while this hook runs. No process can move itself under that shell, so its
    // descendants are left out with it; where the client ran this hook without such a shell, nothing is.
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
const markPath = (tripwireDir) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(tripwireDir, 'late');
/** How far back a mark diffgate cannot read, or a turn with no prompt, reaches (Claude Code's longest Bash call). */
const UNREADABLE_REACH_MS = 10 * 60_000;
/** When the turn began: the person's latest prompt, or (a host that sends none) the longest call ago. */
function turnBegan(prompt, now) {
    return prompt ?? now - UNREADABLE_REACH_MS;
}
/** Whether a pass is the end of a turn, where the processes the turn left running are looked for. */
const endsTurnPass = (tool) => tool === 'Stop' || tool === 'SubagentStop';
/**
 * When the turn that left processes running began (ms), or undefined when no mark stands. A mark
 * diffgate did not write (not a regular file, not its JSON) still stands, from 10 minutes before
 * it was made: it is in the agent's reach, and failing closed costs only a judgement.
 */
function lateSince(tripwireDir) {
    const path = markPath(tripwireDir);
    const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(path);
    if (st === undefined)
        return undefined;
    try {
        const since = JSON.parse((0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularText */ .Aj)(path, 4096)).since;
        if (typeof since === 'number' && Number.isFinite(since))
            return since;
    }
    catch {
        // below
    }
    return st.ctimeMs - UNREADABLE_REACH_MS;
}
/** Sets the mark (replaced whole by a rename), or clears it when `since` is undefined. */
function setLate(tripwireDir, since) {
    const path = markPath(tripwireDir);
    if (since === undefined) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { recursive: true, force: true });
        return;
    }
    const tmp = `${path}.${process.pid}.tmp`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(tmp, { recursive: true, force: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, `${JSON.stringify({ since })}\n`, { mode: 0o600, flag: 'wx' });
    // a rename replaces a file whole (no moment without a mark); a folder put there is removed first
    if ((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(path)?.isDirectory() === true)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { recursive: true, force: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, path);
}


/***/ })

};
