"use strict";
exports.id = 1754;
exports.ids = [1754];
exports.modules = {

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
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
        ppid: Number(f[1]),
        start: `t${f[19]}`,
        startMs: Date.now() - (uptime - Number(f[19]) / 100) * 1000,
        gone: f[0] === 'Z' || f[0] === 'X',
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
const childProcess = () => process.getBuiltinModule('node:child_process');
const PS = ['/bin/ps', '/usr/bin/ps'];
function fromPs(pid) {
    const ps = PS.find((p) => (0, node_fs_1.existsSync)(p));
    if (ps === undefined)
        return null;
    let text;
    try {
        text = childProcess().execFileSync(ps, ['-o', 'ppid=,lstart=,args=', '-p', String(pid)], {
            encoding: 'utf8',
            env: { PATH: '/usr/bin:/bin', LC_ALL: 'C', TZ: 'UTC' },
            timeout: 3000,
            stdio: ['ignore', 'pipe', 'ignore'],
        });
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


/***/ })

};
;