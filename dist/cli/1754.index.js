"use strict";
exports.id = 1754;
exports.ids = [1754];
exports.modules = {

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

/***/ 1754:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isHookCommandShell = isHookCommandShell;
exports.namespaces = namespaces;
exports.promptSender = promptSender;
exports.alive = alive;
exports.promptFrom = promptFrom;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const procStat_js_1 = __webpack_require__(1939);
const stragglers_js_1 = __webpack_require__(4405);
function isHookCommandShell(argv) {
    if (argv === undefined)
        return false;
    const flag = argv.findIndex((a, i) => i > 0 && /^-[a-z]*c$/.test(a));
    const script = flag < 0 ? undefined : argv[flag + 1];
    return script?.startsWith("test -x '") === true && !script.includes('\n') && /\bhook [a-z]+\b/.test(script);
}
const PROC_SUPER_MAGIC = 0x9fa0;
function procKind(proc) {
    try {
        return (0, node_fs_1.statfsSync)(proc).type === PROC_SUPER_MAGIC ? 'proc' : 'forged';
    }
    catch (e) {
        return e.code === 'ENOENT' ? 'none' : 'forged';
    }
}
function fromProc(proc, pid, uptime) {
    let text;
    try {
        text = (0, node_fs_1.readFileSync)(node_path_1.posix.join(proc, String(pid), 'stat'), 'utf8');
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ESRCH') {
            try {
                (0, node_fs_1.readFileSync)(node_path_1.posix.join(proc, 'uptime'));
                return undefined;
            }
            catch {
                return null;
            }
        }
        return null;
    }
    const line = (0, procStat_js_1.statLine)(text);
    return {
        ppid: line.ppid,
        start: `t${line.start}`,
        startMs: Date.now() - (uptime - Number(line.start) / 100) * 1000,
        gone: line.state === 'Z' || line.state === 'X',
        argv: () => {
            try {
                return (0, node_fs_1.readFileSync)(node_path_1.posix.join(proc, String(pid), 'cmdline'), 'utf8')
                    .replace(/\0$/, '')
                    .split('\0');
            }
            catch {
                return undefined;
            }
        },
    };
}
function fromPs(pid) {
    let text;
    try {
        text = (0, stragglers_js_1.systemPs)(['-o', 'ppid=,lstart=,args=', '-p', String(pid)]);
    }
    catch (e) {
        return e.status === 1 ? undefined : null;
    }
    const m = /^\s*(\d+)\s+(\w+\s+\w+\s+\d+\s+[\d:]+\s+\d+)\s+(.*)$/.exec(text.trim());
    if (!m)
        return undefined;
    const words = m[3].split(' ');
    const c = words.findIndex((w, i) => i > 0 && /^-[a-z]*c$/.test(w));
    const argv = c < 0 ? words : [...words.slice(0, c + 1), words.slice(c + 1).join(' ')];
    const lstart = m[2].replace(/\s+/g, ' ');
    return { ppid: +m[1], start: `s${lstart}`, startMs: Date.parse(`${lstart} UTC`), gone: false, argv: () => argv };
}
function reader(ports) {
    const proc = ports.proc ?? '/proc';
    const kind = procKind(proc);
    let uptime = Number.NaN;
    if (kind === 'proc')
        try {
            uptime = Number.parseFloat((0, node_fs_1.readFileSync)(node_path_1.posix.join(proc, 'uptime'), 'utf8'));
        }
        catch {
        }
    return (pid) => {
        if (kind === 'none')
            return fromPs(pid);
        if (kind === 'forged' || !Number.isFinite(uptime))
            return null;
        return fromProc(proc, pid, uptime);
    };
}
function namespaces(proc = '/proc') {
    const kind = procKind(proc);
    if (kind === 'none')
        return undefined;
    if (kind === 'forged')
        return 'forged';
    try {
        return ['user', 'pid', 'mnt'].map((n) => (0, node_fs_1.readlinkSync)(node_path_1.posix.join(proc, 'self', 'ns', n))).join(' ');
    }
    catch {
        return 'unreadable';
    }
}
function promptSender(ports) {
    const read = reader(ports);
    const self = read(ports.self ?? process.pid);
    if (!self)
        return undefined;
    let pid = self.ppid;
    for (let depth = 0; depth < 16 && pid > 0; depth += 1) {
        const e = read(pid);
        if (!e)
            return undefined;
        if (!isHookCommandShell(e.argv())) {
            const n = namespaces(ports.proc);
            return { p: pid, s: e.start, ...(n === undefined ? {} : { n }) };
        }
        pid = e.ppid;
    }
    return undefined;
}
function alive(id, ports) {
    const e = reader(ports)(id.p);
    if (e === null)
        return true;
    return e !== undefined && !e.gone && e.start === id.s;
}
function startedWithin(pid, window, ports) {
    const read = reader(ports);
    for (let p = pid, depth = 0; p > 1 && depth < 32; depth += 1) {
        const e = read(p);
        if (e === null)
            return true;
        if (e === undefined)
            return false;
        if (e.startMs >= window.from && e.startMs <= window.to)
            return true;
        p = e.ppid;
    }
    return false;
}
function promptFrom(client, ports, lastTurn) {
    const sender = promptSender(ports);
    const foreign = (why) => ({ sender, foreign: why });
    if (client === undefined)
        return { sender };
    if (client.n !== undefined && sender?.n !== client.n)
        return foreign('namespaces');
    if (sender !== undefined && sender.p === client.p && sender.s === client.s)
        return { sender };
    if (alive(client, ports))
        return foreign('client');
    if (lastTurn !== undefined && (sender === undefined || startedWithin(sender.p, lastTurn, ports)))
        return foreign('lastTurn');
    return { sender };
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


/***/ })

};
;