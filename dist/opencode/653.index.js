export const id = 653;
export const ids = [653,618];
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

/***/ 8504:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   agentUrlsFile: () => (/* binding */ agentUrlsFile),
/* harmony export */   gitPrints: () => (/* binding */ gitPrints)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _gatePaths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3629);
/* harmony import */ var _ownState_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6946);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1186);
/* harmony import */ var _contentHash_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6519);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5274);
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9067);
/**
 * What the prompt hook keeps of git at each person's prompt (runHook.ts): the commit each branch
 * and HEAD points at (what a removed record is judged against: tripwire.ts `fromHead`) and the
 * person's remotes (remoteTrust.ts). Each takes a git process, and a prompt hook that starts one
 * loads node:child_process too: together about a third of the hook's own work. So each is saved
 * with a print of everything git reads for it, and the next prompt of the session takes the saved
 * answer again when the print is the same, without git:
 *  - the refs: the stat keys of HEAD, packed-refs and every file and folder under refs/heads and
 *    refs/remotes (refs.ts `refKeys`, the keys the quick pass trusts to tell that a ref moved);
 *    the change time is in each key, and no process sets it back, so a same print means no ref
 *    file was written, added or removed since. None with a reftable (refs not in files), a HEAD
 *    that names a ref outside refs/heads/, or a ref file that is a symbolic link or lies under one
 *    (a link's key says nothing of the links it leads through: review 6 S2): git is asked.
 *  - the remotes: the stat keys of every config file git reads (system, global, XDG, the
 *    repository's, the worktree's; followed through symlinks), the `GIT_*` variables, HOME and
 *    XDG_CONFIG_HOME, and the list of URLs the agent's calls configured (gateEdit.ts). None when a
 *    config file includes another (`include`, `includeIf`: files the print does not cover, and
 *    `onbranch:` follows HEAD) or cannot be read as a regular file: git is asked.
 * The saved answer is taken only from a prompt record the ledger vouches for whose heads are the
 * ledger's (prompts.ts `previousGit`): forging it takes the store and the ledger, as forging the
 * heads themselves already does (docs/tripwire.md, "The ledger").
 */








/** Where the remote URLs the agent's calls configured are listed, one per line (in the tripwire's folder). */
function agentUrlsFile(tripwireDir) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(tripwireDir, 'agent-urls');
}
const print = (value) => (0,_contentHash_js__WEBPACK_IMPORTED_MODULE_5__/* .hashBytes */ .yi)(new TextEncoder().encode(JSON.stringify(value)));
/** The refs' print, or undefined where the refs are not all in files diffgate watches. */
function refsPrint(gitDir) {
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join((0,_gatePaths_js__WEBPACK_IMPORTED_MODULE_2__/* .commonDir */ .LQ)(gitDir), 'reftable')))
        return undefined;
    let head;
    try {
        head = (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularText */ .Aj)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gitDir, 'HEAD'), 4096);
    }
    catch {
        return undefined;
    }
    if (!/^(?:ref: refs\/heads\/\S+|[0-9a-f]{40}|[0-9a-f]{64})\n?$/.test(head))
        return undefined;
    const keys = (0,_refs_js__WEBPACK_IMPORTED_MODULE_6__/* .refKeys */ .ky)(gitDir);
    // a ref file that is a link, or under one, moves with links no key covers (review 6 S2): git is asked
    if ((0,_refs_js__WEBPACK_IMPORTED_MODULE_6__/* .refsLinked */ .GJ)(keys))
        return undefined;
    // a branch that is a symbolic ref moves with its target, which may be a ref no key covers
    // (`git symbolic-ref refs/heads/alias refs/tags/t`; review 5 P2): then git is asked. Read once a
    // turn, at the prompt: a loose ref file is one line.
    for (const [file, key] of Object.entries(keys)) {
        // regular files only: a folder's key is its own (links are out above)
        if (key === 0 || (key[0] & 0o170000) !== 0o100000 || !/\/refs\/(?:heads|remotes)\//.test(file))
            continue;
        let text;
        try {
            text = (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularText */ .Aj)(file, 4096);
        }
        catch {
            return undefined;
        }
        if (text.startsWith('ref:'))
            return undefined;
    }
    return print(keys);
}
/** The config files git reads for `git config --list` in this repository (a missing one counts, as absent). */
function configFiles(gitDir, env, home) {
    const xdg = env.XDG_CONFIG_HOME || node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(home, '.config');
    const global = env.GIT_CONFIG_GLOBAL !== undefined
        ? [env.GIT_CONFIG_GLOBAL]
        : [node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(home, '.gitconfig'), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(xdg, 'git', 'config')];
    const system = env.GIT_CONFIG_SYSTEM !== undefined ? [env.GIT_CONFIG_SYSTEM] : ['/etc/gitconfig', '/usr/local/etc/gitconfig'];
    return [...system, ...global, node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join((0,_gatePaths_js__WEBPACK_IMPORTED_MODULE_2__/* .commonDir */ .LQ)(gitDir), 'config'), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gitDir, 'config.worktree')].filter((p) => p !== '' && p !== '/dev/null');
}
/** The config's print, or undefined where a file includes another or cannot be read as a regular file. */
function configPrint(gitDir, env, home, storeDir) {
    const keys = [];
    for (const file of configFiles(gitDir, env, home)) {
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file, { throwIfNoEntry: false });
        }
        catch {
            return undefined;
        }
        keys.push([file, (0,_statKey_js__WEBPACK_IMPORTED_MODULE_7__/* .keyOf */ .TN)(st)]);
        if (st === undefined)
            continue;
        try {
            if (/include/i.test((0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularText */ .Aj)(file, 1 << 20)))
                return undefined;
        }
        catch {
            return undefined;
        }
    }
    const urls = agentUrlsFile(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(storeDir, _ownState_js__WEBPACK_IMPORTED_MODULE_3__/* .STORE_OWN */ .r.tripwire));
    keys.push([urls, (0,_statKey_js__WEBPACK_IMPORTED_MODULE_7__/* .keyOf */ .TN)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(urls, { throwIfNoEntry: false }))]);
    const vars = Object.entries(env)
        .filter(([k]) => k.startsWith('GIT_') || k === 'HOME' || k === 'XDG_CONFIG_HOME')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return print([keys, vars]);
}
/** The prints of the refs and the config as they are now, taken before git is asked (a change meanwhile makes the next differ). */
function gitPrints(place, env, storeDir) {
    if (place.gitDir === null)
        return {};
    try {
        const r = refsPrint(place.gitDir);
        const c = configPrint(place.gitDir, env, env.HOME || place.home, storeDir);
        return { ...(r === undefined ? {} : { r }), ...(c === undefined ? {} : { c }) };
    }
    catch {
        return {}; // anything unreadable: git is asked
    }
}


/***/ }),

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

/***/ 6363:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   alive: () => (/* binding */ alive),
/* harmony export */   isHookCommandShell: () => (/* binding */ isHookCommandShell),
/* harmony export */   namespaces: () => (/* binding */ namespaces),
/* harmony export */   promptFrom: () => (/* binding */ promptFrom),
/* harmony export */   promptSender: () => (/* binding */ promptSender)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _procStat_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2518);
/* harmony import */ var _stragglers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1380);
/**
 * Who sent a prompt event: the client, or a process of the agent's (review 2, S1-S5). A call's
 * process can run diffgate's prompt hook itself, with a release phrase in it or none, and then
 * write a protected file: a call of the same session beside it would take the write for the
 * person's, made on their new turn (sameSessionHidden.test.ts). The client runs its hooks itself,
 * so a prompt hook whose sender is not the process that sent the session's previous prompt, while
 * that process is still alive, is no person's prompt: it starts no turn and releases nothing.
 *
 * The sender is the hook's nearest ancestor that is not a shell running diffgate's installed hook
 * command (the shell a client runs the command in, and the watchdog's subshells: `isHookCommandShell`). It is
 * named by pid and start time as `/proc/<pid>/stat` gives it (clock ticks since boot, exact), or
 * as `ps` gives it (to the second) where there is no `/proc`, so a pid used again is another
 * process. A client that ended (a headless run is one process per turn, a resumed session a new
 * one) vouches for nothing: the next prompt's sender is the client then.
 *
 * Limits (docs/tripwire.md, "Who sent the prompt"): a call whose shell `exec`s the hook directly
 * has the client as its parent, like the client's own hook; a client that sends prompts from more
 * than one live process has each one after the first judged as no person's.
 */




/**
 * A shell running diffgate's installed hook command as a client runs it: `sh -c '<command>'` (or
 * `bash -lc`, any shell flags ending in c), the command one line beginning with the installed
 * command's check of its node (agents/install/verifiedCommand.ts) and naming a hook. A command of
 * the agent's runs in a shell of its own (Claude Code's Bash tool is `bash -c -l '... eval ...'`):
 * that one is never this, so the walk up stops there, at a process that is not the client.
 */
function isHookCommandShell(argv) {
    if (argv === undefined)
        return false;
    const flag = argv.findIndex((a, i) => i > 0 && /^-[a-z]*c$/.test(a));
    const script = flag < 0 ? undefined : argv[flag + 1];
    return script?.startsWith("test -x '") === true && !script.includes('\n') && /\bhook [a-z]+\b/.test(script);
}
/** procfs's magic number (statfs f_type): a /proc that is anything else was mounted by someone. */
const PROC_SUPER_MAGIC = 0x9fa0;
/**
 * What /proc is: 'proc' (the kernel's process table), 'none' (no /proc: macOS, the BSDs; ps is
 * asked), or 'forged': a folder, a tmpfs or any other filesystem standing at /proc, as a command
 * run in a mount namespace of its own can put there (review 3 R1): nothing is read from it, and
 * ps (which reads the same /proc) is not asked either.
 */
function procKind(proc) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statfsSync)(proc).type === PROC_SUPER_MAGIC ? 'proc' : 'forged';
    }
    catch (e) {
        return e.code === 'ENOENT' ? 'none' : 'forged';
    }
}
/** One process from /proc (a procfs); undefined where the process is gone; null where it cannot be read. */
function fromProc(proc, pid, uptime) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(proc, String(pid), 'stat'), 'utf8');
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ESRCH') {
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(proc, 'uptime'));
                return undefined; // the table is there: the process is not
            }
            catch {
                return null;
            }
        }
        return null;
    }
    const line = (0,_procStat_js__WEBPACK_IMPORTED_MODULE_3__/* .statLine */ .r)(text);
    return {
        ppid: line.ppid,
        start: `t${line.start}`,
        startMs: Date.now() - (uptime - Number(line.start) / 100) * 1000,
        gone: line.state === 'Z' || line.state === 'X',
        argv: () => {
            try {
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(proc, String(pid), 'cmdline'), 'utf8')
                    .replace(/\0$/, '')
                    .split('\0');
            }
            catch {
                return undefined;
            }
        },
    };
}
/** One process from ps (no /proc); undefined where it is gone, null where ps cannot be run. */
function fromPs(pid) {
    let text;
    try {
        text = (0,_stragglers_js__WEBPACK_IMPORTED_MODULE_2__/* .systemPs */ .Dt)(['-o', 'ppid=,lstart=,args=', '-p', String(pid)]);
    }
    catch (e) {
        // ps exits 1 when no such process
        return e.status === 1 ? undefined : null;
    }
    const m = /^\s*(\d+)\s+(\w+\s+\w+\s+\d+\s+[\d:]+\s+\d+)\s+(.*)$/.exec(text.trim());
    if (!m)
        return undefined;
    // ps joins the arguments with spaces: the hook command's shell is `sh -c test -x '...`
    const words = m[3].split(' ');
    const c = words.findIndex((w, i) => i > 0 && /^-[a-z]*c$/.test(w));
    const argv = c < 0 ? words : [...words.slice(0, c + 1), words.slice(c + 1).join(' ')];
    const lstart = m[2].replace(/\s+/g, ' ');
    return { ppid: +m[1], start: `s${lstart}`, startMs: Date.parse(`${lstart} UTC`), gone: false, argv: () => argv };
}
/**
 * Reads processes from /proc (not DIFFGATE_PROC, the tests' table for the straggler scan: the hook's
 * own ancestors are no other test's) when it is the kernel's, else from ps where there is no /proc;
 * every read is null (unreadable) where /proc is something else.
 */
function reader(ports) {
    const proc = ports.proc ?? '/proc';
    const kind = procKind(proc);
    let uptime = Number.NaN;
    if (kind === 'proc')
        try {
            uptime = Number.parseFloat((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(proc, 'uptime'), 'utf8'));
        }
        catch {
            // below: unreadable
        }
    return (pid) => {
        if (kind === 'none')
            return fromPs(pid);
        if (kind === 'forged' || !Number.isFinite(uptime))
            return null;
        return fromProc(proc, pid, uptime);
    };
}
/**
 * The namespaces this hook runs in (user, pid, mount), as the kernel names them; undefined where
 * there is no /proc. A command run in namespaces of its own (`unshare -r -p -f --mount-proc`: the
 * client is then in no table it can read, and reads as ended, review 3 R2) runs the hook in others
 * than the client's hooks run in; `forged` where /proc is not the kernel's.
 */
function namespaces(proc = '/proc') {
    const kind = procKind(proc);
    if (kind === 'none')
        return undefined;
    if (kind === 'forged')
        return 'forged';
    try {
        return ['user', 'pid', 'mnt'].map((n) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(proc, 'self', 'ns', n))).join(' ');
    }
    catch {
        return 'unreadable';
    }
}
/** The process that ran this hook: its nearest ancestor outside the installed hook command; undefined where it cannot be read. */
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
/** Whether the process is still the one named: alive, its start the same. Unreadable counts as alive (fail closed). */
function alive(id, ports) {
    const e = reader(ports)(id.p);
    if (e === null)
        return true;
    return e !== undefined && !e.gone && e.start === id.s;
}
/** Whether the process or one of its ancestors started within the window (ms): started by the agent's calls in it. */
function startedWithin(pid, window, ports) {
    const read = reader(ports);
    for (let p = pid, depth = 0; p > 1 && depth < 32; depth += 1) {
        const e = read(p);
        if (e === null)
            return true; // cannot tell: fail closed
        if (e === undefined)
            return false;
        if (e.startMs >= window.from && e.startMs <= window.to)
            return true;
        p = e.ppid;
    }
    return false;
}
/**
 * A prompt's sender, and whether it is foreign:
 *  - it runs in other namespaces than the hook that found the client did (R1, R2);
 *  - it is not the process that sent the session's previous prompt (`client`, as the ledger keeps
 *    it) while that process is alive; a sender that cannot be read, with a client known and alive,
 *    is foreign too (fail closed);
 *  - it, or a process it descends from, started during the session's last turn (`lastTurn`: from
 *    the previous prompt to the agent's last act): a process the agent's calls left running, which
 *    would otherwise be taken for the client once a headless client ended (review 3 R7).
 * With no client known (the session's first prompt, a ledger from before this), every sender is
 * taken as the client.
 */
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

/***/ 5274:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GJ: () => (/* binding */ refsLinked),
/* harmony export */   W4: () => (/* binding */ readHeads),
/* harmony export */   hV: () => (/* binding */ watchesRemotes),
/* harmony export */   ky: () => (/* binding */ refKeys)
/* harmony export */ });
/* unused harmony export UNVOUCHED */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _gatePaths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3629);
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9067);
/**
 * git's refs, watched like the protected set: their files' keys tell without a git process that a
 * branch or HEAD moved during a call (quickPass.ts); only then are the commits they point at read
 * with git.
 */




/**
 * The key a ref file or folder gets when it is a symbolic link, or lies under one (`refs`,
 * `refs/heads`, a folder within): never the key it has, so the refs always count as moved and git is
 * asked at every event. A link's own key, and its end's, say nothing of the links in between: a
 * chain `refs/heads/main -> ~/a -> ~/b` moves when `~/a` is re-pointed, and no key covers `~/a`
 * (review 6 S2; review-16 A03 keyed the end). git never writes a link for a branch or a
 * remote-tracking ref, so only a hand-made one costs the git process.
 */
const UNVOUCHED = [0, 0, 0, 0, -1, -1];
/** Whether the keys hold a ref file that is a link (or under one): then no print of them vouches for the refs. */
function refsLinked(keys) {
    for (const f in keys) {
        const k = keys[f];
        if (k !== 0 && k[4] === -1)
            return true;
    }
    return false;
}
/**
 * The ref files and folders whose keys tell that a ref moved, each with its key: HEAD, packed-refs,
 * and every file and folder under refs/heads and refs/remotes. A link among them, or a link on the
 * way to them inside the git directory (`refs`, `refs/heads`), is keyed UNVOUCHED: git is asked.
 */
function refKeys(gitDir) {
    const common = (0,_gatePaths_js__WEBPACK_IMPORTED_MODULE_2__/* .commonDir */ .LQ)(gitDir);
    const keys = {};
    const add = (p, linked) => {
        const st = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(p);
        const link = linked || st?.isSymbolicLink() === true;
        keys[p] = link ? UNVOUCHED : (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .keyOf */ .TN)(st);
        return link;
    };
    const walk = (dir, linked) => {
        const link = add(dir, linked);
        let names;
        try {
            names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir);
        }
        catch {
            return;
        }
        for (const n of names) {
            const p = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, n);
            if ((0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(p)?.isDirectory())
                walk(p, link);
            else
                add(p, link);
        }
    };
    add(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(gitDir, 'HEAD'), false);
    add(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(common, 'packed-refs'), false);
    const refs = (0,_statKey_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrUndefined */ .YB)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(common, 'refs'))?.isSymbolicLink() === true;
    if (refs)
        keys[node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(common, 'refs')] = UNVOUCHED;
    walk(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(common, 'refs', 'heads'), refs);
    // remote-tracking refs: a call that points one at a commit no fetch brought has it judged (review-15c F13)
    walk(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(common, 'refs', 'remotes'), refs);
    return keys;
}
/** Whether a record's ref keys cover the remote-tracking refs (records before review-15c F13 watched branches only). */
function watchesRemotes(keys, gitDir) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join((0,_gatePaths_js__WEBPACK_IMPORTED_MODULE_2__/* .commonDir */ .LQ)(gitDir), 'refs', 'remotes') in keys;
}
/**
 * The commit each branch, remote-tracking ref and HEAD points at, read with git (only after a ref
 * moved, or the first time). git's runner is loaded here: node:child_process costs a call that runs
 * no git 7 ms to load.
 */
async function readHeads(root, env) {
    const { GitCommandError, runGit } = await __webpack_require__.e(/* import() */ 483).then(__webpack_require__.bind(__webpack_require__, 483));
    const git = runGit(root, env);
    const heads = {};
    // one git process for HEAD and every ref; it exits 1, saying nothing, when there are none (no commit yet)
    const text = await git.raw(['show-ref', '--head']).catch(async (e) => {
        if (e instanceof GitCommandError && e.code === 1 && e.stderr.trim() === '')
            return '';
        // a ref that names an object git does not have stops show-ref (review 8 T3): the refs that name
        // one, and HEAD when it does; a broken ref is then read as gone, as a removed one is
        const [refs, head] = await Promise.all([
            git.raw(['for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads', 'refs/remotes']),
            git.raw(['rev-parse', '--verify', '-q', 'HEAD^{commit}']).catch(() => ''),
        ]);
        return `${head.trim() === '' ? '' : `${head.trim()} HEAD\n`}${refs}`;
    });
    for (const line of text.split('\n')) {
        const [sha, ref] = line.split(' ');
        if (sha && (ref === 'HEAD' || ref?.startsWith('refs/heads/') || ref?.startsWith('refs/remotes/')))
            heads[ref] = sha;
    }
    return heads;
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


/***/ }),

/***/ 7870:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RECORD_FORMAT: () => (/* reexport */ watchState/* RECORD_FORMAT */.q7),
  headsNow: () => (/* binding */ headsNow),
  remotesNow: () => (/* binding */ remotesNow),
  tripwireAfter: () => (/* binding */ tripwireAfter),
  tripwireBefore: () => (/* binding */ tripwireBefore),
  tripwireOpenCalls: () => (/* binding */ tripwireOpenCalls),
  tripwirePrompt: () => (/* binding */ tripwirePrompt)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.build/js/src/agent/ownState.js
var ownState = __webpack_require__(6946);
;// CONCATENATED MODULE: ./.build/js/src/git/asCommitted.js
/**
 * The environment under which diffgate's git reads history as it was committed: each commit with
 * the parents its object names. Four things of the repository's own make git see other parents:
 *  - `git replace` refs (`refs/replace/`): off with GIT_NO_REPLACE_OBJECTS (review-16 A05). git 2.39
 *    takes the variable when it starts and `core.useReplaceRefs` when it reads its config, later: a
 *    `core.useReplaceRefs = true` in any config file git reads (`.git/config`, `~/.gitconfig`, a file
 *    they include) switches the replace refs back on. So the setting is given on git's own command
 *    line as well (below), which comes after every config file;
 *  - the graft file (`.git/info/grafts`, deprecated and still read by git 2.39, and not switched off
 *    by GIT_NO_REPLACE_OBJECTS): a line `<commit> <parent>...` gives a commit any parents, one from
 *    before the manifest say, so that its change is judged against a tree that already had it
 *    (review 6 M3). GIT_GRAFT_FILE names the file git reads instead: `/dev/null/grafts`, a path that
 *    cannot exist (`/dev/null` is no folder), so git reads no graft and says nothing (git 2.39 is
 *    silent on ENOENT and ENOTDIR; `/dev/null` itself opens, and git then prints its "grafts are
 *    deprecated" hint on every call);
 *  - the commit-graph (`.git/objects/info/commit-graph`, `commit-graphs/`, and those of every object
 *    store `objects/info/alternates` names): git takes a commit's parents and tree from it, when it
 *    lists the commit, without reading the commit's object, and checks nothing against the commit's
 *    name (review 8 G1: a graph written from an object rewritten for a moment). Off with
 *    `core.commitGraph = false` on the command line, and GIT_TEST_COMMIT_GRAPH=0: git 2.39 loads the
 *    graph whatever the config says when that variable is true.
 * "The command line" is GIT_CONFIG_PARAMETERS, which is how git passes `git -c` on to the gits it runs:
 * it is read after every config file and after GIT_CONFIG_COUNT's entries, and of two entries for one
 * key the later wins, so the entries are added at its end (what the caller's environment held is kept
 * before them). Cost: without the graph git reads each commit object it walks (measured in
 * docs/tripwire.md, "History as committed").
 * `.git/shallow` (the boundary of a shallow clone) cannot be switched off by the environment: a
 * commit it names looks parentless, and a parentless commit is never taken as "before the rules"
 * where a move or a push brings it in (headMove.ts; docs/git-hooks.md). The graft file and the
 * shallow file are gate files besides (gatePaths.ts), so an agent's write to either is put back.
 */
/** A graft file that cannot exist. */
const NO_GRAFTS = '/dev/null/grafts';
/** The settings given on git's command line, quoted as git quotes `-c` entries in GIT_CONFIG_PARAMETERS. */
const AS_COMMITTED_CONFIG = "'core.usereplacerefs'='false' 'core.commitgraph'='false'";
function asCommitted(env) {
    const given = env.GIT_CONFIG_PARAMETERS?.trim();
    return {
        ...env,
        GIT_NO_REPLACE_OBJECTS: '1',
        GIT_GRAFT_FILE: NO_GRAFTS,
        GIT_TEST_COMMIT_GRAPH: '0',
        GIT_CONFIG_PARAMETERS: given ? `${given} ${AS_COMMITTED_CONFIG}` : AS_COMMITTED_CONFIG,
    };
}

// EXTERNAL MODULE: ./.build/js/src/core/messages/tripwire.js
var tripwire = __webpack_require__(6778);
// EXTERNAL MODULE: ./.build/js/src/core/verdict.js
var verdict = __webpack_require__(9792);
// EXTERNAL MODULE: ./.build/js/src/agent/context.js
var context = __webpack_require__(9252);
// EXTERNAL MODULE: ./.build/js/src/agent/toolNames.js
var toolNames = __webpack_require__(8125);
// EXTERNAL MODULE: ./.build/js/src/agent/displayPath.js
var displayPath = __webpack_require__(6482);
// EXTERNAL MODULE: ./.build/js/src/agent/ledger.js
var ledger = __webpack_require__(342);
// EXTERNAL MODULE: ./.build/js/src/agent/personGate.js
var personGate = __webpack_require__(3857);
// EXTERNAL MODULE: ./.build/js/src/agent/prompts.js
var prompts = __webpack_require__(3112);
// EXTERNAL MODULE: ./.build/js/src/agent/realPath.js
var realPath = __webpack_require__(2412);
// EXTERNAL MODULE: ./.build/js/src/git/readRegular.js
var readRegular = __webpack_require__(1186);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/statKey.js
var statKey = __webpack_require__(9067);
;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/putBack.js
/**
 * Puts a watched path back as it was recorded before the call, losing nothing: whatever is at the
 * path now (the agent's version, a created file, a link) is first moved under the quarantine
 * folder, then the recorded bytes, mode and type are written back. A folder on the way that was
 * replaced by a symlink is moved away too, so that putting back never writes through a link.
 */



/**
 * `name`: the path's name inside the quarantine folder (repository-relative, or absolute without
 * its leading slash); `base`: the folder above which no symlink is looked for (the repository
 * root or the home).
 */
function putBack(path, before, store, quarantine, name, base) {
    const aside = (from, as) => {
        const dest = external_node_path_.posix.join(quarantine, as);
        (0,external_node_fs_.mkdirSync)(external_node_path_.posix.dirname(dest), { recursive: true });
        try {
            (0,external_node_fs_.renameSync)(from, dest);
        }
        catch (e) {
            if (e.code !== 'EXDEV')
                throw e;
            (0,external_node_fs_.cpSync)(from, dest, { recursive: true, verbatimSymlinks: true });
            (0,external_node_fs_.rmSync)(from, { recursive: true, force: true });
        }
        return dest;
    };
    moveLinkedFolders(path, base, (dir) => aside(dir, `${external_node_path_.posix.relative(base, dir) || '.'}.link`));
    const kept = (0,statKey/* lstatOrUndefined */.YB)(path) === undefined ? null : aside(path, name);
    const existed = before.t === 'f' || before.t === 'l';
    if (before.t === 'f' && before.b !== undefined) {
        (0,external_node_fs_.mkdirSync)(external_node_path_.posix.dirname(path), { recursive: true });
        // a fresh name, created exclusively: nothing planted at it (a symlink) is written through
        const tmp = `${path}.diffgate-${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`;
        (0,external_node_fs_.copyFileSync)(store.blobPath(before.b), tmp, external_node_fs_.constants.COPYFILE_EXCL);
        (0,external_node_fs_.chmodSync)(tmp, before.m ?? 0o644);
        (0,external_node_fs_.renameSync)(tmp, path);
    }
    else if (before.t === 'l' && before.l !== undefined) {
        (0,external_node_fs_.mkdirSync)(external_node_path_.posix.dirname(path), { recursive: true });
        (0,external_node_fs_.symlinkSync)(before.l, path);
    }
    return { kept, existed };
}
/** Each folder between `base` and the path that is a symlink now is handed to `away`. */
function moveLinkedFolders(path, base, away) {
    if (!path.startsWith(`${base}/`))
        return;
    const parts = external_node_path_.posix
        .relative(base, external_node_path_.posix.dirname(path))
        .split('/')
        .filter((p) => p !== '');
    let dir = base;
    for (const part of parts) {
        dir = external_node_path_.posix.join(dir, part);
        let st;
        try {
            st = (0,external_node_fs_.lstatSync)(dir);
        }
        catch {
            return; // missing from here on: mkdir makes real folders
        }
        if (st.isSymbolicLink()) {
            away(dir);
            return;
        }
    }
}

// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/calls.js
var calls = __webpack_require__(2379);
// EXTERNAL MODULE: ./.build/js/src/agent/deadline.js
var deadline = __webpack_require__(2631);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/quickPass.js
var quickPass = __webpack_require__(2608);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/refs.js
var tripwire_refs = __webpack_require__(5274);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/promptPass.js
var promptPass = __webpack_require__(103);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/stragglers.js
var stragglers = __webpack_require__(1380);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/contentHash.js
var contentHash = __webpack_require__(6519);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/watchState.js + 1 modules
var watchState = __webpack_require__(3963);
;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/survey.js
/**
 * Compares the protected set on disk with the tripwire's record, past the quick pass (quickPass.ts):
 * only what moved is looked at closer. A folder whose key moved is listed for new files a rule
 * covers, and a file whose key moved is compared by type, mode, link target and bytes.
 */







/**
 * The differences behind what moved, with the record brought up to date for everything that is
 * not a difference (a folder's new key, a file touched but unchanged). New files found in moved
 * folders that a rule covers are differences (created); differences are not yet recorded.
 */
function differences(state, m, list, store, now) {
    const found = [];
    const absent = { k: statKey/* ABSENT */.sj, t: '-' };
    const underLink = linkedAway(m);
    for (const path of compared(state, m)) {
        const before = state.files[path];
        const st = underLink(path) ? undefined : (0,statKey/* lstatOrUndefined */.YB)(path);
        const guard = list.guard(path);
        if (guard === undefined) {
            delete state.files[path]; // no longer watched (the manifest changed)
            continue;
        }
        if (before.u !== undefined) {
            found.push({ path, before, now: st, guard }); // what it held is not known (gateWitness.ts): never unchanged
            continue;
        }
        if (guard.keep && before.t === 'f' && before.b === undefined) {
            state.files[path] = store.entry(path, st, true, now); // newly under a content rule: recorded, not judged
            continue;
        }
        if (sameAs(path, before, st, guard, store)) {
            state.files[path] = store.entry(path, st, guard.keep && before.b === undefined, now);
            if (before.b !== undefined && state.files[path].t === 'f')
                state.files[path].b = before.b;
            continue;
        }
        found.push({ path, before, now: st, guard });
    }
    const seen = new Set(found.map((d) => d.path));
    const unwalked = new Set(state.unwalked);
    for (const dir of m.dirs) {
        const st = (0,statKey/* lstatOrUndefined */.YB)(dir);
        if (st === undefined || !st.isDirectory()) {
            const wasAbsent = state.dirs[dir] === statKey/* ABSENT */.sj;
            for (const d of Object.keys(state.dirs))
                if (d === dir || d.startsWith(`${dir}/`))
                    delete state.dirs[d];
            // gone: a folder made again at its name is new, and walked
            for (const u of unwalked)
                if ((0,realPath/* isWithin */.U)(u, dir))
                    unwalked.delete(u);
            // an absent gate folder made a file or a symlink (to a folder of hooks elsewhere): created; so
            // is a folder watched by key (Python's site) made a symlink or a file: what python reads through it is elsewhere
            // (unless a recorded file under it differs: putting that back moves the link aside, and keeps it)
            const keyed = list.isKeyFolder(dir) && !found.some((d) => (0,realPath/* isWithin */.U)(d.path, dir));
            const guard = (wasAbsent || keyed) && st !== undefined ? list.guard(dir) : undefined;
            if (guard !== undefined && !seen.has(dir)) {
                seen.add(dir);
                found.push({ path: dir, before: absent, now: st, guard });
            }
            continue;
        }
        state.dirs[dir] = (0,statKey/* keyOf */.TN)(st);
        for (const path of listNew(dir, state, list, unwalked)) {
            if (seen.has(path))
                continue;
            const guard = list.guard(path);
            if (guard === undefined)
                continue;
            seen.add(path);
            found.push({ path, before: absent, now: (0,statKey/* lstatOrUndefined */.YB)(path), guard });
        }
    }
    if (state.unwalked !== undefined)
        state.unwalked = [...unwalked];
    return found;
}
/** What a watched folder that is a symlink now holds counts as deleted, as git would see it. */
function linkedAway(m) {
    const linked = m.dirs.filter((d) => (0,statKey/* lstatOrUndefined */.YB)(d)?.isSymbolicLink());
    return (p) => linked.some((d) => p.startsWith(`${d}/`));
}
/**
 * The recorded files `differences` compares with their record (and so whose kept copies it may
 * use): those whose key moved, and those under a watched folder that is a symlink now.
 */
function compared(state, m) {
    // every recorded path is listed only when a folder became a link (a record in parts is then read whole)
    if (!m.dirs.some((d) => (0,statKey/* lstatOrUndefined */.YB)(d)?.isSymbolicLink()))
        return [...new Set(m.files)];
    return [...new Set([...m.files, ...Object.keys(state.files).filter(linkedAway(m))])];
}
/**
 * Files under a moved folder that the record does not know; new folders are recorded and walked.
 * A folder the first record's walk stopped at is not new: what is in it was there before, unseen.
 */
function listNew(dir, state, list, unwalked, 
// one list for the whole walk: spreading a folder's files into its parent's overflows the stack (review-15b2 F01)
out = []) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(dir);
    }
    catch {
        return out;
    }
    for (const name of names) {
        const path = external_node_path_.posix.join(dir, name);
        if (state.files[path] !== undefined || state.dirs[path] !== undefined || unwalked.has(path))
            continue;
        const st = (0,statKey/* lstatOrUndefined */.YB)(path);
        if (st?.isDirectory()) {
            if (list.skips(path) && !list.inGateFolder(path))
                continue;
            state.dirs[path] = (0,statKey/* keyOf */.TN)(st);
            listNew(path, state, list, unwalked, out);
        }
        else if (st !== undefined)
            out.push(path);
    }
    return out;
}
/** Whether a path whose key moved is still what was recorded (touched, or rewritten with the same bytes). */
function sameAs(path, before, st, guard, store) {
    const t = (0,watchState/* typeOf */.QP)(st);
    if (t !== before.t)
        return false;
    if (t === '-' || t === 'd' || t === 'o')
        return true;
    if (t === 'l')
        return (0,external_node_fs_.readlinkSync)(path) === before.l;
    // a gate file watched by key only (node): any other key is a change, as its bytes were not kept
    if (!guard.keep && guard.gate)
        return (0,statKey/* sameKey */.el)(st, before.k);
    if (!guard.keep)
        return true; // a secret or denied path that existed before: only its creation counts
    if ((st.mode & 0o7777) !== before.m)
        return false;
    if (before.b === undefined)
        return false;
    // The kept copy is named by its bytes' hash, and was checked against it before the pass
    // (tripwire.ts keptCopiesGone): the file is unchanged when its bytes hash to that name. Only the
    // file is read, and only when its size is the copy's.
    const kept = (0,statKey/* lstatOrUndefined */.YB)(store.blobPath(before.b));
    if (kept?.isFile() !== true || kept.size !== st.size)
        return false;
    // the file may have been swapped for a FIFO since its lstat: hashFile opens it without blocking and refuses it
    return (0,contentHash/* hashFile */.DC)(path) === before.b;
}
/**
 * How far the first record walks the workspace for files a rule covers: a workspace that is a home
 * folder or `/` (Claude Code started outside a repository) would take minutes, and every later call
 * one lstat per folder. Past this many folders, or half the hook's time left, the walk stops: the
 * gate files, the gate folders and the files rules name outright are recorded first and always;
 * then each rule's base folder (`hooks` for `hooks/*.sh`), walked whole and not counted (the rule
 * bounds it; only the time stops it); then what the previous record held and the rules still
 * watch; only then the trees, counted. New files in folders left unwalked are left to the
 * pre-check, the git hooks and the Action.
 */
const MAX_WALKED_FOLDERS = 20_000;
/**
 * The first record: every watched file and folder as it is, bytes kept where rules need them.
 * `previous`, the record this one replaces: every path it held that is still watched is recorded
 * again (as it is now: the caller has judged its differences already), and every folder it held
 * is walked again without counting, so that a fresh record never watches less than the last one
 * because the walk stopped early this time.
 */
function firstRecord(state, list, store, now, roots = list, previous) {
    const stopAt = Date.now() + Math.min((0,deadline.remainingMs)() / 2, 60_000);
    let folders = 0;
    let capped = false; // past MAX_WALKED_FOLDERS: counted folders are left unwalked
    let timeUp = false; // past the time: every folder but the gates' is left unwalked
    const record = (path, st, keep) => {
        state.files[path] = store.entry(path, st, keep, now);
    };
    for (const path of roots.files)
        record(path, (0,statKey/* lstatOrUndefined */.YB)(path), list.guard(path)?.keep ?? true);
    // folders left unwalked in a folder that was listed: its later listings must not take them for new
    const unwalked = [];
    // rules' folders the time did not reach (State.pending)
    const pending = [];
    /** Walks a folder; false when it is left unwalked (the bound, or the time). */
    const walk = (dir, how) => {
        if (state.dirs[dir] !== undefined)
            return true;
        if (how !== 'gate') {
            if (timeUp || Date.now() > stopAt) {
                timeUp = true;
                // a rule's folder is never left out: it is walked by the next call, which is held until then
                if (how === 'rule')
                    pending.push(dir);
                return false;
            }
            // a folder the previous record held was walked within the bound before: it is not counted again
            if (how === 'tree' && previous?.dirs[dir] === undefined && (capped || ++folders > MAX_WALKED_FOLDERS)) {
                capped = true;
                return false;
            }
        }
        const st = (0,statKey/* lstatOrUndefined */.YB)(dir);
        if (!st?.isDirectory()) {
            // a gate folder that is not there yet is recorded absent: one made by the call is a change
            if (how === 'gate' && st === undefined)
                state.dirs[dir] = statKey/* ABSENT */.sj;
            return true;
        }
        state.dirs[dir] = (0,statKey/* keyOf */.TN)(st);
        let names;
        try {
            names = (0,external_node_fs_.readdirSync)(dir);
        }
        catch {
            return true;
        }
        let n = 0;
        for (const name of names) {
            // a rule's folder of very many files is cut between files too: the next call goes on from here
            if (how === 'rule' && ++n % 256 === 0 && Date.now() > stopAt) {
                timeUp = true;
                delete state.dirs[dir];
                pending.push(dir);
                return false;
            }
            const path = external_node_path_.posix.join(dir, name);
            // recorded already (a resumed walk goes over what it took before): not looked at again
            if (state.files[path] !== undefined || state.dirs[path] !== undefined)
                continue;
            const child = (0,statKey/* lstatOrUndefined */.YB)(path);
            if (child?.isDirectory()) {
                if (list.isOwn(path))
                    continue;
                if ((how === 'gate' || !list.skips(path)) && !walk(path, how))
                    unwalked.push(path);
                continue;
            }
            if (state.files[path] !== undefined)
                continue;
            const guard = list.guard(path);
            if (guard !== undefined)
                record(path, child, guard.keep);
        }
        return true;
    };
    for (const folder of roots.gateFolders)
        if (!list.isOwn(folder))
            walk(folder, 'gate');
    for (const folder of roots.keyFolders ?? []) {
        const st = (0,statKey/* lstatOrUndefined */.YB)(folder);
        state.dirs[folder] ??= st === undefined ? statKey/* ABSENT */.sj : (0,statKey/* keyOf */.TN)(st);
    }
    // what the rules name, each through real folders from the repository root (as the trees' walk goes)
    const realDir = inRealFolder(list.root);
    for (const path of roots.ruleFiles ?? []) {
        if (state.files[path] !== undefined || !realDir(external_node_path_.posix.dirname(path)))
            continue;
        const st = (0,statKey/* lstatOrUndefined */.YB)(path);
        if (st?.isDirectory())
            continue; // a folder: its files are the trees' to find
        const guard = list.guard(path);
        if (guard !== undefined)
            record(path, st, guard.keep);
    }
    for (const folder of roots.ruleFolders ?? []) {
        if (!(0,realPath/* isWithin */.U)(folder, list.root))
            walk(folder, 'rule');
        else if (realDir(external_node_path_.posix.dirname(folder))) {
            // not there yet: recorded absent, so that making it (and files in it) is seen as a change
            if ((0,statKey/* lstatOrUndefined */.YB)(folder) === undefined)
                state.dirs[folder] ??= statKey/* ABSENT */.sj;
            else
                walk(folder, 'rule');
        }
    }
    if (previous !== undefined) {
        for (const path in previous.files) {
            if (state.files[path] !== undefined || list.isOwn(path) || !realDir(external_node_path_.posix.dirname(path)))
                continue;
            const guard = list.guard(path);
            if (guard !== undefined)
                record(path, (0,statKey/* lstatOrUndefined */.YB)(path), guard.keep);
        }
        const rules = roots.ruleFolders ?? [];
        for (const dir of previous.pending ?? [])
            if (rules.some((r) => (0,realPath/* isWithin */.U)(dir, r)))
                walk(dir, 'rule');
        for (const dir in previous.dirs) {
            if (state.dirs[dir] !== undefined || list.isOwn(dir) || list.skips(dir))
                continue;
            if (list.inGateFolder(dir))
                walk(dir, 'gate');
            else if (rules.some((r) => (0,realPath/* isWithin */.U)(dir, r)))
                walk(dir, 'rule');
            else if (roots.trees.some((t) => (0,realPath/* isWithin */.U)(dir, t)))
                walk(dir, 'tree');
        }
    }
    for (const tree of roots.trees)
        walk(tree, 'tree');
    if (capped || timeUp)
        state.partial = 1;
    // each once, and not those walked since (a folder left unwalked in one walk may have been walked by another)
    const notWalked = (dirs) => [...new Set(dirs)].filter((d) => state.dirs[d] === undefined);
    const left = notWalked(unwalked);
    if (left.length > 0 || state.unwalked !== undefined) {
        const still = notWalked([...(state.unwalked ?? []), ...left]);
        if (still.length > 0)
            state.unwalked = still;
        else
            delete state.unwalked;
    }
    // only a walk of the rules' folders says what is still pending (recordNewlyWatched walks none)
    if (roots.ruleFolders !== undefined) {
        const still = notWalked(pending);
        if (still.length > 0)
            state.pending = still;
        else
            delete state.pending;
    }
}
/**
 * Resumes a record whose walk of the rules' folders was cut (State.pending): walks what is left,
 * within this call's time. What is still left after it is again in State.pending.
 */
function resumeRecord(state, list, store, now) {
    const left = state.pending ?? [];
    if (left.length === 0)
        return;
    firstRecord(state, list, store, now, { files: [], gateFolders: [], trees: [], ruleFolders: left });
}
/**
 * Whether a folder is reached from `root` through real folders only (no symlink, nothing absent on
 * the way), as the walk from the root reaches it; answers are kept, as rules share their folders.
 * A folder outside `root` is taken as it is.
 */
function inRealFolder(root) {
    const known = new Map([[root, true]]);
    const real = (dir) => {
        if (!(0,realPath/* isWithin */.U)(dir, root))
            return true;
        let ok = known.get(dir);
        if (ok === undefined) {
            ok = real(external_node_path_.posix.dirname(dir)) && (0,statKey/* lstatOrUndefined */.YB)(dir)?.isDirectory() === true;
            known.set(dir, ok);
        }
        return ok;
    };
    return real;
}
/** Newly watched paths (a rule or gate added since the record): recorded as they are, not judged. */
function recordNewlyWatched(state, list, store, now) {
    const files = list.files.filter((p) => state.files[p] === undefined);
    const gateFolders = list.gateFolders.filter((f) => state.dirs[f] === undefined);
    const keyFolders = list.keyFolders.filter((f) => state.dirs[f] === undefined);
    if (files.length > 0 || gateFolders.length > 0 || keyFolders.length > 0)
        firstRecord(state, list, store, now, { files, gateFolders, trees: [], keyFolders });
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
// EXTERNAL MODULE: ./.build/js/src/core/pathIndex.js
var pathIndex = __webpack_require__(4612);
// EXTERNAL MODULE: ./.build/js/src/core/rule.js
var rule = __webpack_require__(9307);
// EXTERNAL MODULE: ./.build/js/src/core/secrets.js
var secrets = __webpack_require__(3360);
// EXTERNAL MODULE: ./.build/js/src/agent/gatePaths.js + 1 modules
var gatePaths = __webpack_require__(3629);
;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/watchList.js
/**
 * What the tripwire watches: every path a rule or the secret list covers, the manifests, and the
 * gate files (whatever could switch a check off). Files named outright are watched whether or not
 * they exist (creating `~/.gitconfig` is a change); trees are walked for new files a rule covers.
 */








/** Rules whose files are watched. */
const WATCHED = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate', 'deny']);
/** Of those, the ones that need the old bytes to judge and to put back. */
const KEEPS = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate']);
/** Folders never descended into while looking for new files: git's own and installed packages. */
const SKIPPED = new Set(['.git', 'node_modules']);
class WatchList {
    ctx;
    /** Files watched by name, existing or not. */
    files;
    /** Folders whose every file is a gate file. */
    gateFolders;
    /**
     * Folders recorded by their stat key alone, never walked (those leading to Python's user sites):
     * what is made in them later is looked at by its shape (gatePaths.ts `keyFolders`).
     */
    keyFolders;
    /** Trees walked for new files that a rule covers. */
    trees;
    /**
     * The literal base folder of each glob rule (`hooks` for `hooks/*.sh`): every file the rule can
     * cover lies under it, so it is walked whole, before the trees and not counted toward their
     * bound (the rule bounds it). A base that is the repository root (a pattern starting with `**`,
     * or `*.sh`), or for an outside rule `/` or a folder holding the home or the workspace, is not
     * bounded by its rule: it is left to the trees' bounded walk.
     */
    ruleFolders;
    /** Files repository rules name outright (`freeze guard.sh`), recorded by name like the gate files. */
    ruleFiles;
    inside;
    outside;
    allowInside;
    allowOutside;
    gateFiles;
    manifests;
    installed;
    snapshotFolders;
    /** Gate files watched by key only, their bytes not kept (node: gatePaths.ts's programPaths). */
    unkept;
    shape;
    /** `gateFolders` by path, for `inGateFolder`'s look up a path's folders. */
    gateFolderSet;
    /** The hook's own working state (its record, the prompt store, the quarantine, the audit log). */
    own;
    /** `storeDir`: where the hook keeps its state for this place (`.git/diffgate`, or the XDG state folder). */
    constructor(ctx, env, storeDir, selfDir) {
        this.ctx = ctx;
        const { place, rules } = ctx;
        this.own = (0,ownState/* ownStatePaths */.W)(storeDir, place, env);
        const watchedInside = rules.repo.rules.filter((r) => WATCHED.has(r.kind));
        this.inside = new pathIndex/* PathIndex */.EG(watchedInside);
        this.outside = new pathIndex/* PathIndex */.EG(rules.outside.rules.filter((r) => WATCHED.has(r.kind)));
        this.allowInside = new pathIndex/* PathIndex */.EG(rules.repo.rules.filter((r) => r.kind === 'allow'));
        this.allowOutside = new pathIndex/* PathIndex */.EG(rules.outside.rules.filter((r) => r.kind === 'allow'));
        const gates = (0,gatePaths/* gateSet */.Wz)(place, env, selfDir);
        this.installed = (0,gatePaths/* installedPaths */.pl)(place, env, selfDir);
        this.snapshotFolders = (0,gatePaths/* snapshotFolders */.ks)(place, env, selfDir);
        this.unkept = (0,gatePaths/* programPaths */.vt)(place, env, selfDir);
        const keyed = (0,gatePaths/* keyFolders */.lm)(place, env, selfDir);
        this.keyFolders = keyed.folders;
        this.shape = keyed.shape;
        this.manifests = new Set([rules.repoFile, ...rules.userFiles]);
        const git = place.gitDir;
        const gitFiles = git ? [external_node_path_.posix.join(git, 'config'), external_node_path_.posix.join(git, 'config.worktree')] : [];
        const gitFolders = git
            ? [external_node_path_.posix.join(git, 'hooks'), external_node_path_.posix.join(git, 'diffgate', 'releases'), external_node_path_.posix.join(git, 'diffgate', 'refused')]
            : [];
        // outside files a rule names outright (`freeze ~/bin/tool.sh`): watched by name, as no folder walk reaches them
        const outsideFiles = rules.outside.rules
            .filter((r) => WATCHED.has(r.kind) && !picomatch.scan(r.pattern).isGlob)
            .map((r) => external_node_path_.posix.join('/', r.pattern));
        this.gateFiles = new Set([...gates.files, ...gitFiles]);
        this.files = [...new Set([...this.manifests, ...this.gateFiles, ...outsideFiles])];
        this.gateFolders = [...new Set([...gates.folders, ...gitFolders])];
        this.gateFolderSet = new Set(this.gateFolders.map((f) => (f.length > 1 ? f.replace(/\/+$/, '') : f)));
        const outsideBases = rules.outside.rules
            .filter((r) => WATCHED.has(r.kind))
            .map((r) => external_node_path_.posix.join('/', picomatch.scan(r.pattern).base));
        // Outside a repository there are no repository rules to find files for (a workspace that is a
        // home folder or `/` would be walked whole): only the outside rules' folders are walked.
        this.trees = [...new Set([...(place.gitDir !== null ? [place.workspace, place.root] : []), ...outsideBases])];
        const insideRules = place.gitDir !== null ? watchedInside.filter((r) => !(0,rule/* isOutsidePattern */.qR)(r.pattern)) : [];
        const inside = (rel) => {
            const abs = external_node_path_.posix.join(place.root, rel);
            // never in the folders the walk leaves out (.git, node_modules), as the trees' walk would not reach them
            return rel !== '' && (0,realPath/* isWithin */.U)(abs, place.root) && !rel.split('/').some((s) => SKIPPED.has(s)) ? [abs] : [];
        };
        this.ruleFiles = [
            ...new Set(insideRules.filter((r) => (0,pathIndex/* staticBase */.s4)(r.pattern) === r.pattern).flatMap((r) => inside(r.pattern))),
        ];
        const unbounded = (dir) => dir === '/' || [place.home, place.realHome, place.workspace, place.root].some((p) => (0,realPath/* isWithin */.U)(p, dir));
        this.ruleFolders = [
            ...new Set([
                ...insideRules.filter((r) => (0,pathIndex/* staticBase */.s4)(r.pattern) !== r.pattern).flatMap((r) => inside((0,pathIndex/* staticBase */.s4)(r.pattern))),
                ...rules.outside.rules
                    .filter((r) => WATCHED.has(r.kind) && (0,pathIndex/* staticBase */.s4)(r.pattern) !== r.pattern)
                    .map((r) => external_node_path_.posix.join('/', (0,pathIndex/* staticBase */.s4)(r.pattern)))
                    .filter((d) => !unbounded(d)),
            ]),
        ].filter((d) => !this.isOwn(d));
    }
    /** The repository root (the workspace outside a repository). */
    get root() {
        return this.ctx.place.root;
    }
    /** Whether a path is the hook's own working state. */
    isOwn(path) {
        // and what the hook set aside of it (storeRepair.ts `<path>.set-aside-…`, calls.ts `<dir>-set-aside-…`):
        // the agent's replacement of the store, kept where the message says, not judged again as a new gate file
        return this.own.some((o) => (0,realPath/* isWithin */.U)(path, o) || path.startsWith(`${o}.set-aside-`) || path.startsWith(`${o}-set-aside-`));
    }
    /** Whether a folder is left out of the walk for new files (its own files are another tool's). */
    skips(dir) {
        if (this.isOwn(dir))
            return true;
        // in Python's user base, only the folders leading to a site are looked into (not the person's
        // packages), unless the repository is there itself
        const { root, workspace } = this.ctx.place;
        if (this.shape(dir) === 'other' && !(0,realPath/* isWithin */.U)(dir, root) && !(0,realPath/* isWithin */.U)(dir, workspace))
            return true;
        const name = external_node_path_.posix.basename(dir);
        if (SKIPPED.has(name))
            return true;
        const git = this.ctx.place.gitDir;
        return git !== null && (dir === git || (0,realPath/* isWithin */.U)(dir, git));
    }
    /** How a path is protected, or undefined when the tripwire does not watch it. */
    guard(abs) {
        const { place } = this.ctx;
        const manifest = this.manifests.has(abs);
        const gate = manifest ||
            this.gateFiles.has(abs) ||
            this.inGateFolder(abs) ||
            this.snapshotFolders.has(abs.slice(0, abs.lastIndexOf('/'))) ||
            // a Python start file of a version no listing named; a folder leading to a site that is no folder now
            (this.shape(abs) !== undefined && this.shape(abs) !== 'other');
        const inRepo = (0,realPath/* isWithin */.U)(abs, place.root);
        const rel = inRepo ? external_node_path_.posix.relative(place.root, abs) : abs.replace(/^\/+/, '');
        if (inRepo && rel.split('/').includes('.git') && !gate)
            return undefined;
        const allowed = (inRepo ? this.allowInside : this.allowOutside).match(rel).length > 0;
        const rules = rel === '' ? [] : (inRepo ? this.inside : this.outside).match(rel);
        const kept = rules.filter((r) => r.kind !== 'deny' || !allowed);
        const secret = inRepo && !allowed && (0,secrets/* secretSegment */.Oj)(rel) !== undefined;
        if (!gate && kept.length === 0 && !secret)
            return undefined;
        const installed = gate && this.installed.some((p) => abs === p || (0,realPath/* isWithin */.U)(abs, p));
        const keep = (gate && !this.unkept.has(abs)) || kept.some((r) => KEEPS.has(r.kind));
        return { keep, gate, manifest, rules: kept, secret, installed };
    }
    /** Whether a folder is watched by its key alone, or has the shape of one (a new version's site). */
    isKeyFolder(abs) {
        return this.shape(abs) === 'site';
    }
    /**
     * Whether a path is, or lies in, a gate folder (and is not the hook's own state). Asked for every
     * path the tripwire looks at (every file of a folder whose key moved): the path's own folders are
     * looked up, a few lookups, not each of the sixty-odd gate folders compared.
     */
    inGateFolder(abs) {
        let found = false;
        for (let p = abs; p.length > 1; p = p.slice(0, Math.max(p.lastIndexOf('/'), 1))) {
            if (this.gateFolderSet.has(p)) {
                found = true;
                break;
            }
        }
        if (!found && this.gateFolderSet.has('/'))
            found = abs.startsWith('/');
        return found && !this.isOwn(abs);
    }
}

// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/watchman.js
var watchman = __webpack_require__(7701);
;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/tripwire.js
/**
 * The tripwire: protection on the change a tool call really made, not on what it said it would do.
 * Before each call that can change files the protected set is recorded (a person's changes since
 * the last call are theirs and are taken into the record); after the call, and at the end of each
 * turn, every difference is judged by the same checker as the git hooks. A forbidden difference
 * is put back at once, the agent's version kept under the quarantine folder with an audit line,
 * and the agent told. A person's release phrase in their latest prompt lets it stand, audited.
 */


























/** Git without the variables a hook may inherit that point it elsewhere (STYLE: hooks inherit git's environment). */
function gitEnv(env) {
    const out = { ...env };
    for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR'])
        delete out[k];
    // commits are judged as they are, not as `git replace` or a graft makes them look
    return asCommitted(out);
}
/** The walk of every recorded path, stopped (`WalkCut`) in time for the hook to answer before its deadline. */
const moved = (state) => (0,quickPass/* moved */.aW)(state, (0,deadline/* walkUntil */.CI)());
/** A pass whose walk was cut fails closed with why and what to do (walkCut.ts); any other error as it is. */
async function cutFailure(e, after) {
    if (!(e instanceof quickPass/* WalkCut */.mg))
        throw e;
    const { walkCutFailure } = await __webpack_require__.e(/* import() | walkCut */ 752).then(__webpack_require__.bind(__webpack_require__, 3741));
    throw walkCutFailure(e, after);
}
/**
 * What moved since the record: where the watch vouches for the record (watchman.ts), only the paths
 * it reports changed and those it cannot vouch for are looked at, so that the cost of a call that
 * changed something grows with the change, not with the protected set; else every recorded path
 * (the walk). `watched`: what the watch's answer found, for the look after putting back.
 */
async function movedSince(state, ws, root, env) {
    const paths = await (0,watchman/* watchedCandidates */.NL)(ws.dir, state.w, root, env);
    if (paths === undefined)
        return { m: moved(state) };
    const m = (0,quickPass/* movedAmong */.kV)(state, paths);
    return { m, watched: m };
}
/**
 * The paths a pass looks at again after putting back and recording: with the watch, what it found
 * moved and every folder above a difference (putting back adds, removes and replaces in them); else
 * every recorded path. A change made meanwhile elsewhere is after the pass's mark: the next call is told.
 */
function movedAfter(state, watched, found) {
    if (watched === undefined)
        return moved(state);
    const paths = new Set([...watched.files, ...watched.dirs]);
    for (const d of found)
        for (let p = d.path; p !== '/' && p !== '.' && !paths.has(p); p = external_node_path_.posix.dirname(p))
            paths.add(p);
    return (0,quickPass/* movedAmong */.kV)(state, paths);
}
/** `previous`: the record this one replaces, its differences judged already; what it watched is kept (survey.ts). */
async function recordAll(ctx, ws, ports, at, previous) {
    const state = (0,watchState/* emptyState */.p$)(at, ctx.place.root);
    firstRecord(state, new WatchList(ctx, ports.env, ws.storeDir, ports.selfDir), ws, at, undefined, previous);
    const { gitDir, root } = ctx.place;
    if (gitDir) {
        state.refKeys = (0,tripwire_refs/* refKeys */.ky)(gitDir);
        state.heads = await (0,tripwire_refs/* readHeads */.W4)(root, gitEnv(ports.env));
    }
    return state;
}
/**
 * Reads the record. None at all is the first call (or an older build's record): the caller records
 * afresh. None, or one diffgate did not write, after this build has recorded (its calls folder is
 * there) was removed or forged within the agent's reach: the bad record is set aside, and the
 * watched files are compared with git's HEAD instead (headBaseline.ts).
 */
async function start(ws, call, prompts, ports, now, 
/** The current rules, given before a call; none after one. */
rules) {
    const { place } = call;
    const loaded = ws.read(place.root);
    if (loaded.state !== undefined) {
        (0,watchState/* rebase */.RU)(loaded.state, place.root);
        return { state: loaded.state };
    }
    // After a call (no rules given), no usable record is never innocent: every PreToolUse and the
    // prompt hook record. Before one, it is the first call since diffgate was installed (or an older
    // build's record), unless this build recorded here before, or the folder that held it was replaced.
    const replaced = ws.repair(now).replaced;
    const recorded = rules === undefined || replaced || (await (0,promptPass.recordedBefore)(call.storeDir, prompts, call.session));
    if (!recorded && (loaded.problem === undefined || loaded.format === true))
        return { state: undefined };
    const { state, rewritten, unwitnessed, witness } = await fromHead(ws, call, prompts, ports, now, rules);
    const problem = loaded.part !== undefined
        ? tripwire/* tripwireText */.w.partForged(loaded.part.part, loaded.part.entries, loaded.part.why === 'missing')
        : (loaded.problem ?? (replaced ? tripwire/* tripwireText */.w.storeReplaced() : tripwire/* tripwireText */.w.recordGone()));
    return {
        state,
        notice: withWitness(withRewritten(forgedNotice(ws, call.place, problem, ws.setAside(now)), rewritten, unwitnessed), witness),
    };
}
/**
 * A record taken now, with git's HEAD as the "before" of every watched file that differs from it
 * (headBaseline.ts): what a pass judges against when the record cannot be trusted. The HEAD is the
 * one the person saw at their latest prompt, which the prompt store notes: a call that commits its
 * change and then removes the record must not have that commit as the "before" (review-14s F09).
 * The commits since are then checked like those of a call (the caller's `refs`).
 */
async function fromHead(ws, call, prompts, ports, now, rules) {
    const { place } = call;
    const rewritten = [];
    const unwitnessed = [];
    let witness;
    const at = now.getTime();
    const ctx = { place, rules: rules ?? (await (0,context/* loadRules */.A7)(place, ports.env, ports.knownPatterns)) };
    const state = await recordAll(ctx, ws, ports, at);
    state.at = 0; // nothing of what is there now is a person's
    if (place.gitDir !== null) {
        const { headBaseline } = await __webpack_require__.e(/* import() */ 669).then(__webpack_require__.bind(__webpack_require__, 2669));
        const list = new WatchList(ctx, ports.env, ws.storeDir, ports.selfDir);
        // the heads the ledger kept at the person's prompt, outside the store the call may have removed
        const seen = await prompts.headsAtPrompt(call.session);
        const env = gitEnv(ports.env);
        const refused = await refusedKnown(call, ports);
        let set = new Set();
        if (seen?.HEAD !== undefined &&
            headBaseline(state, place.root, env, list, ws, seen.HEAD, refused, rewritten, set) !== undefined)
            state.heads = seen; // the commits made since are checked
        else
            headBaseline(state, place.root, env, list, ws, 'HEAD', refused, rewritten, (set = new Set()), unwitnessed);
        // the gate files HEAD does not hold: as their witness outside the repository last saw them (review 6 G1, G2)
        const { GateWitness } = await __webpack_require__.e(/* import() */ 707).then(__webpack_require__.bind(__webpack_require__, 7088));
        const gates = GateWitness.of(place.gitDir, ports.env, place.home);
        const { broken } = gates.restore(state, list, ws, set, (paths) => heldByHead(place.root, env, paths));
        if (broken !== undefined)
            witness = tripwire/* tripwireText */.w.witnessBroken((0,displayPath/* displayPath */.G)(external_node_path_.posix.join(gates.dir, 'index.json'), place), broken.why, broken.unknown.map((p) => (0,displayPath/* displayPath */.G)(p, place)));
    }
    return witness === undefined ? { state, rewritten, unwitnessed } : { state, rewritten, unwitnessed, witness };
}
/**
 * A notice, and what it adds when HEAD's blobs of protected files were rewritten, or HEAD named no
 * commit to compare with (headBaseline.ts).
 */
const withRewritten = (notice, rewritten, unwitnessed = []) => [
    notice,
    ...(rewritten.length === 0 ? [] : [tripwire/* tripwireText */.w.objectRewritten(rewritten)]),
    ...(unwitnessed.length === 0 ? [] : [tripwire/* tripwireText */.w.headLost(unwitnessed)]),
].join('\n\n');
/**
 * Which of the paths (absolute, in the work tree) HEAD holds: git is asked only when the gate witness
 * is broken. None when git cannot say (every path then counts as one HEAD does not hold: fail closed).
 */
function heldByHead(root, env, paths) {
    const inside = paths.filter((p) => (0,realPath/* isWithin */.U)(p, root)).map((p) => external_node_path_.posix.relative(root, p));
    if (inside.length === 0)
        return new Set();
    const { execFileSync } = process.getBuiltinModule('node:child_process');
    try {
        const out = execFileSync('git', ['ls-tree', '-r', '-z', '--name-only', '--full-tree', 'HEAD', '--', ...inside], {
            cwd: root,
            env: { ...env, GIT_LITERAL_PATHSPECS: '1' },
            encoding: 'utf8',
            maxBuffer: 1 << 30,
            stdio: ['ignore', 'pipe', 'ignore'],
        });
        return new Set(out
            .split('\0')
            .filter((n) => n !== '')
            .map((n) => external_node_path_.posix.join(root, n)));
    }
    catch {
        return new Set();
    }
}
/** A notice, and what it adds when the gate witness was broken (gateWitness.ts). */
const withWitness = (notice, witness) => witness === undefined ? notice : `${notice}\n\n${witness}`;
/**
 * Keeps the gate entries of a record just saved outside the repository (gateWitness.ts): every one
 * when `changed` is undefined (a record taken whole), else those of the paths the pass recorded anew.
 */
async function keepGates(ctx, ws, ports, state, changed, list = new WatchList(ctx, ports.env, ws.storeDir, ports.selfDir)) {
    await keepGatesOf(ctx.place, ws, ports, state, list, changed);
}
/** keepGates with the pass's own watch list (a pass that loaded no rules). */
async function keepGatesOf(place, ws, ports, state, list, changed) {
    if (place.gitDir === null)
        return;
    const { GateWitness } = await __webpack_require__.e(/* import() */ 707).then(__webpack_require__.bind(__webpack_require__, 7088));
    try {
        GateWitness.of(place.gitDir, ports.env, place.home).keep(state, list, ws, changed);
    }
    catch {
        // a state folder that cannot be written: the record in the store still judges; a removed one, HEAD
    }
}
/** The workspace's ledger (outside the repository: ledger.ts), none outside a repository. */
function ledgerOf(call, ports) {
    return call.place.gitDir === null ? undefined : ledger/* Ledger */.O.of(call.place.gitDir, ports.env, call.place.home);
}
/**
 * The commits the tripwire refused: those the ledger lists, and those `refused/` still holds (its
 * batches and the single records of earlier versions). A batch that cannot be read adds none: the
 * ledger lists its commits too, and pre-push fails closed on it.
 */
async function refusedKnown(call, ports) {
    const { refusedRecords } = await __webpack_require__.e(/* import() */ 500).then(__webpack_require__.bind(__webpack_require__, 2500));
    const out = new Set(ledgerOf(call, ports)?.refused() ?? []);
    try {
        for (const sha of refusedRecords({ common: call.storeDir, worktree: call.storeDir }).refused.keys())
            out.add(sha);
    }
    catch {
        // none, or not a folder: the ledger's
    }
    return out;
}
/**
 * What the pass found done to the store itself, said even when nothing protected changed: its
 * folders made unreadable or replaced (storeRepair.ts), or a hook holding its lock stopped
 * (storeLock.ts). Undefined when nothing was.
 */
function storeRemarks(ws, place) {
    const said = ws
        .repair()
        .found.map((r) => 'mode' in r
        ? tripwire/* tripwireText */.w.storeMode((0,displayPath/* displayPath */.G)(r.path, place), r.mode, r.now)
        : tripwire/* tripwireText */.w.storeNotFolder((0,displayPath/* displayPath */.G)(r.path, place), r.stood, (0,displayPath/* displayPath */.G)(r.aside, place)));
    if (ws.stoppedHolder !== undefined)
        said.push(tripwire/* tripwireText */.w.lockStopped(ws.stoppedHolder));
    return said.length === 0 ? undefined : said.join('\n');
}
/** Whether a call set its hand to the store's folders or stopped a hook at work. */
const tampered = (ws) => ws.repair().found.length > 0 || ws.stoppedHolder !== undefined;
/** A notice and the store's remarks, as one. */
const withRemarks = (notice, ws, place) => [notice, storeRemarks(ws, place)].filter((n) => n !== undefined).join('\n\n') || undefined;
/** The answer of a pass that found nothing to judge: silent, unless something was done to the store. */
function quietAnswer(ws, place) {
    const said = storeRemarks(ws, place);
    return { message: said === undefined ? '' : `${said}\n${tripwire/* tripwireText */.w.storeNext()}\n` };
}
function forgedNotice(ws, place, problem, kept) {
    return tripwire/* tripwireText */.w.recordForged((0,displayPath/* displayPath */.G)(ws.recordPath, place), problem, kept && (0,displayPath/* displayPath */.G)(kept, place), place.gitDir !== null);
}
/**
 * A record whose kept copies of moved files are gone or altered (within the agent's reach: a copy
 * whose bytes no longer hash to its name, review-14s F16) cannot say what those files held: the
 * pass starts from HEAD instead, as for a forged record.
 */
async function keptCopiesGone(state, m, ws, call, prompts, ports, now, rules) {
    const gone = compared(state, m).filter((p) => {
        const b = state.files[p]?.b;
        return b !== undefined && !ws.intact(b);
    });
    if (gone.length === 0)
        return undefined;
    const { state: fresh, rewritten, unwitnessed, witness } = await fromHead(ws, call, prompts, ports, now, rules);
    return {
        state: fresh,
        notice: withWitness(withRewritten(forgedNotice(ws, call.place, tripwire/* tripwireText */.w.keptCopiesGone(gone.length), null), rewritten, unwitnessed), witness),
    };
}
/**
 * The person's prompt. With no record yet (the first prompt since diffgate was installed) the
 * record is taken now: what is there is the person's. The hook does not take its own write to the
 * prompt store into the record: any process of the agent can run this hook too, and a prompt
 * written during a call must stay a difference, judged as a forged prompt (no release, put back).
 * The person's prompt is taken in by the next call's PreToolUse, on the person's turn: the record
 * and the calls folder are made to come before it by the file clock too (calls.ts `fileClockPast`).
 *
 * `recorded`: whether this build had recorded before the prompt was saved (see `start`); then a
 * missing or unusable record is left for the next call to handle as forged, not recorded over.
 */
async function tripwirePrompt(place, storeDir, recorded, ports) {
    const ws = new watchState/* WatchStore */.nL(storeDir, { root: place.root, env: ports.env });
    if (recorded || (0,statKey/* lstatOrUndefined */.YB)(ws.recordPath) !== undefined)
        return;
    await ws.locked(async () => {
        const found = ws.read();
        if (found.state !== undefined || found.problem !== undefined)
            return;
        const rules = await (0,context/* loadRules */.A7)(place, ports.env, ports.knownPatterns);
        const at = ports.now().getTime();
        const first = await recordAll({ place, rules }, ws, ports, at);
        ws.save(first);
        await keepGates({ place, rules }, ws, ports, first);
        (0,calls.startCalls)(ws.dir);
        // the prompt saved next must come after the record and the calls folder, by the file clock too
        (0,calls.fileClockPast)(ws.dir, Math.max(at, (0,calls.lastActed)(ws.dir) ?? at));
    });
}
/**
 * Before the person's prompt is saved: a call of the session still open (its PostToolUse and the
 * turn's Stop never finished: killed, stopped, timed out) was never judged. Its changes are judged
 * now, as at the end of a turn, before the prompt can make them the person's (issue 32). The calls
 * stay open: a prompt hook run from inside a call that is still at work (forging a release) looks
 * the same, and that call's PostToolUse must still judge the prompt it wrote (review-14s F19). The
 * answer's message says what was put back.
 */
async function tripwireOpenCalls(call, prompts, ports) {
    const ws = new watchState/* WatchStore */.nL(call.storeDir);
    // a store made unreadable or replaced is set right first: what was done to it is judged too
    const repair = ws.repair(ports.now());
    const judge = () => tripwireAfter({ ...call, tool: 'Stop', endsTurn: false, atPrompt: true }, prompts, ports);
    if ((0,calls.openCalls)(ws.dir, call.session) ||
        (0,stragglers/* lateSince */.L1)(ws.dir) !== undefined ||
        (await (0,promptPass/* leftRunning */.j)(ws.dir, call.session, prompts, ports.env)))
        return judge();
    if (repair.found.length === 0)
        return { message: '' };
    // nothing was ever recorded here: there is nothing to judge, only what was set right to say
    const recorded = repair.replaced ||
        (0,statKey/* lstatOrUndefined */.YB)(ws.recordPath) !== undefined ||
        (await (0,promptPass.recordedBefore)(call.storeDir, prompts, call.session));
    return recorded ? judge() : quietAnswer(ws, call.place);
}
/** The commit each branch and HEAD points at now (none outside a repository, or before its first commit). */
async function headsNow(place, env) {
    if (place.gitDir === null)
        return undefined;
    try {
        const heads = await (0,tripwire_refs/* readHeads */.W4)(place.root, gitEnv(env));
        return heads.HEAD === undefined ? undefined : heads;
    }
    catch {
        return undefined;
    }
}
/**
 * Each remote's URLs as git uses them now, but for remotes an agent's call added or re-pointed
 * (gateEdit.ts lists their URLs): the person's remotes (none outside a repository).
 */
async function remotesNow(place, env, storeDir) {
    if (place.gitDir === null)
        return undefined;
    const { runGit } = await __webpack_require__.e(/* import() */ 483).then(__webpack_require__.bind(__webpack_require__, 483));
    const { readRemotes } = await __webpack_require__.e(/* import() */ 450).then(__webpack_require__.bind(__webpack_require__, 5450));
    const { agentUrlsFile } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 8504));
    let agents;
    try {
        agents = new Set((0,readRegular/* readRegularText */.Aj)(agentUrlsFile(new watchState/* WatchStore */.nL(storeDir).dir)).split('\n'));
    }
    catch {
        agents = new Set();
    }
    try {
        const remotes = await readRemotes(runGit(place.root, gitEnv(env)));
        const theirs = [...remotes.effective].filter(([name]) => !(remotes.configured.get(name) ?? []).some((u) => agents.has(u)));
        return Object.fromEntries(theirs);
    }
    catch {
        return undefined;
    }
}
/** The session's own prompt record (in the prompt store, which the tripwire watches). */
async function ownPromptRecord(call) {
    return external_node_path_.posix.join(call.storeDir, 'sessions', await (0,prompts/* sessionFile */.NE)(call.session));
}
/** The differences from the record, judged under the manifests as they were when it was taken. */
async function examine(state, m, ws, place, ports, at, current) {
    const texts = new Map();
    for (const path of m.files) {
        const e = state.files[path];
        if (external_node_path_.posix.basename(path) === '.diffgate.tsv' || path.endsWith('/diffgate/manifest.tsv'))
            texts.set(path, e.t === 'f' && e.b !== undefined ? new TextDecoder().decode(ws.readBlob(e.b)) : null);
    }
    const ctx = current !== undefined && texts.size === 0
        ? current
        : { place, rules: await (0,context/* loadRules */.A7)(place, ports.env, ports.knownPatterns, texts) };
    const list = new WatchList(ctx, ports.env, ws.storeDir, ports.selfDir);
    return { ctx, list, found: differences(state, m, list, ws, at) };
}
/**
 * Looks for processes a turn left running, before the pass compares anything: at the end of a turn
 * (since the person's prompt), and at every pass while a mark stands (since the turn it names). The
 * mark is set at once when any is alive (or the processes cannot be listed), and cleared only by a
 * pass that found none at its start: a write that lands after the scan is compared by a later pass.
 */
async function lookForStragglers(ws, call, prompts, ports, at) {
    const marked = (0,stragglers/* lateSince */.L1)(ws.dir);
    const since = Math.min(marked ?? Number.POSITIVE_INFINITY, (0,stragglers/* endsTurnPass */.jl)(call.tool) ? (0,stragglers/* turnBegan */.T0)(await prompts.latestTime(call.session), at) : Number.POSITIVE_INFINITY);
    if (since === Number.POSITIVE_INFINITY)
        return { marked: false, done: () => { } };
    const scan = (0,stragglers/* stragglers */.Jo)(since, { env: ports.env });
    const left = scan.unknown || scan.found.length > 0;
    if (left)
        (0,stragglers/* setLate */.Fn)(ws.dir, since);
    return {
        marked: marked !== undefined,
        scan,
        done: () => (left || marked === undefined ? undefined : (0,stragglers/* setLate */.Fn)(ws.dir, undefined)),
    };
}
/** The message, with the processes the turn left running named when something was put back while they ran. */
function withStragglers(answer, late) {
    const scan = late.scan;
    if (answer.message === '' || scan === undefined || (!scan.unknown && scan.found.length === 0))
        return answer;
    return { message: `${answer.message}${tripwire/* tripwireText */.w.stragglers(scan.found, scan.unknown)}\n` };
}
/**
 * Before a call: brings the record up to date with what is on disk now. Differences found here are
 * a person's only if the person had the turn (calls.ts): then they are taken into the record as
 * they are. Otherwise a call running beside this one, or a process an earlier call left running,
 * made them: they are judged as after a call, and what is put back blocks this call (the answer's
 * message).
 */
async function tripwireBefore(call, ctx, prompts, ports) {
    const ws = new watchState/* WatchStore */.nL(call.storeDir, { root: call.place.root, env: ports.env });
    const answer = ws.locked(async (takenOver) => {
        const now = ports.now();
        const at = now.getTime();
        const key = (0,calls.callKey)(call.session, call.toolUseId, at);
        const late = await lookForStragglers(ws, call, prompts, ports, at);
        const begun = (v) => {
            (0,calls.beginCall)(ws.dir, key, call.session);
            late.done();
            return withStragglers(v, late);
        };
        let { state, notice } = await start(ws, call, prompts, ports, now, ctx.rules);
        if (state === undefined) {
            const first = await recordAll(ctx, ws, ports, at);
            ws.save(first);
            await keepGates(ctx, ws, ports, first);
            return held(first, call) ?? begun({ message: '' });
        }
        let resumed = false;
        if (state.pending !== undefined && notice === undefined) {
            // the record's walk was cut by the time: this call goes on with it, and runs only once it is whole
            resumeRecord(state, new WatchList(ctx, ports.env, ws.storeDir, ports.selfDir), ws, at);
            ws.save(state);
            const waiting = held(state, call);
            if (waiting !== undefined)
                return waiting;
            resumed = true;
        }
        const since = await movedSince(state, ws, ctx.place.root, ports.env).catch((e) => {
            if (resumed && e instanceof quickPass/* WalkCut */.mg)
                return undefined;
            throw e;
        });
        // made whole by this call, whose time did not reach for a walk of all of it: held once more
        if (since === undefined)
            return { message: tripwire/* tripwireText */.w.recordWhole((0,toolNames/* calledName */.nk)(call.names, call.tool)) };
        let { m, watched } = since;
        const refs = ctx.place.gitDir !== null && (0,quickPass/* refsMoved */.cY)(state);
        if ((0,quickPass/* nothingMoved */.FY)(m) && !refs && notice === undefined)
            return begun(quietAnswer(ws, ctx.place));
        const lost = notice === undefined ? await keptCopiesGone(state, m, ws, call, prompts, ports, now, ctx.rules) : undefined;
        if (lost?.state !== undefined) {
            state = lost.state;
            notice = lost.notice;
            m = moved(state);
            watched = undefined;
        }
        const seen = { ...(await examine(state, m, ws, ctx.place, ports, at, ctx)), watched };
        // read after the differences: a parallel call's change among them was made after its PreToolUse began it
        const prompt = await prompts.latestTime(call.session);
        const own = await ownPromptRecord(call);
        // a store a call made unreadable or replaced: what changed is the agent's, never the person's turn
        const turn = notice === undefined && !takenOver && !tampered(ws) && (0,calls.turnStarted)(ws.dir, prompt);
        // with no prompt seen, this session's prompt record changed (removed) is never the person's turn
        // while processes a turn left running may be at work (stragglers.ts), no change is the person's
        // a call of this session begun before the prompt, with a process of it alive, may have written the
        // prompt: then the prompt is no person's turn, and its release phrases lift nothing
        const ownAtWork = turn && (0,calls.ownCallAtWork)(ws.dir, call.session, prompt, (since) => (0,stragglers/* stragglers */.Jo)(since, { env: ports.env }));
        const persons = turn &&
            !late.marked &&
            (prompt !== undefined || !seen.found.some((d) => d.path === own)) &&
            !(await (0,calls.othersAtWork)(ws.dir, call.session, at, prompts)) &&
            !ownAtWork;
        if (!persons) {
            // Another session's call at work: the person's own prompt is still theirs (it is what started
            // the turn); everything else is judged, as that call may have made it. So it is when the pass
            // before this one did not finish (its lock taken over) but no call began or ended since the
            // prompt and none is open: Claude Code 2.1.328 kills the main Stop hook mid-pass when a
            // background subagent's first call comes, and that call judged the person's own words as the
            // agent's (conformance/claude "a subagent's Edit of a frozen file").
            const promptsTurn = turn || (takenOver && notice === undefined && (0,calls.turnStarted)(ws.dir, prompt) && !(0,calls.openCalls)(ws.dir, call.session));
            if (promptsTurn && prompt !== undefined)
                for (const d of seen.found.filter((f) => f.path === own)) {
                    state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
                    seen.found.splice(seen.found.indexOf(d), 1);
                }
            // a record taken from HEAD again (forged) has the heads of the person's prompt: the commits since are checked
            const commits = refs || (notice !== undefined && ctx.place.gitDir !== null);
            return begun(await settle(call, state, seen, commits, ws, prompts, ports, now, 'before', notice, !ownAtWork));
        }
        if (seen.found.some((d) => d.guard.manifest)) {
            const fresh = await recordAll(ctx, ws, ports, at, state); // the rules changed: watch what they cover now
            ws.save(fresh);
            await keepGates(ctx, ws, ports, fresh);
            return held(fresh, call) ?? begun({ message: '' });
        }
        for (const d of seen.found)
            state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
        recordNewlyWatched(state, seen.list, ws, at);
        if (refs) {
            state.refKeys = (0,tripwire_refs/* refKeys */.ky)(ctx.place.gitDir);
            state.heads = await (0,tripwire_refs/* readHeads */.W4)(ctx.place.root, gitEnv(ports.env));
        }
        state.at = at;
        ws.save(state);
        await keepGates(ctx, ws, ports, state, seen.found.map((d) => d.path), seen.list);
        return begun({ message: '' });
    });
    return answer.catch((e) => cutFailure(e, false));
}
/**
 * A record not whole yet (its walk of the rules' folders cut by the hook's time) holds the call: a
 * protected file it has not recorded could be changed with nothing to put back (issue 30). The call
 * did not begin; the next one goes on with the walk.
 */
function held(state, call) {
    if (state.pending === undefined || state.pending.length === 0)
        return undefined;
    return {
        message: tripwire/* tripwireText */.w.recordPending((0,toolNames/* calledName */.nk)(call.names, call.tool), Object.keys(state.files).length, state.pending.map((d) => (0,displayPath/* displayPath */.G)(d, call.place))),
    };
}
/** After a call (or at the end of a turn): judges every difference from the record, and puts back what is refused. */
async function tripwireAfter(call, prompts, ports) {
    const ws = new watchState/* WatchStore */.nL(call.storeDir, { root: call.place.root, env: ports.env });
    const answer = ws.locked(async () => {
        const now = ports.now();
        const at = now.getTime();
        const { place } = call;
        const late = await lookForStragglers(ws, call, prompts, ports, at);
        const ended = (v) => {
            if (call.endsTurn ?? call.tool === 'Stop')
                (0,calls.endTurn)(ws.dir, call.session);
            else
                (0,calls.endCall)(ws.dir, (0,calls.callKey)(call.session, call.toolUseId, at));
            late.done();
            return withStragglers(v, late);
        };
        let { state, notice } = await start(ws, call, prompts, ports, now);
        if (state === undefined) {
            // no record yet (installed mid-session): from now on
            const rules = await (0,context/* loadRules */.A7)(place, ports.env, ports.knownPatterns);
            const first = await recordAll({ place, rules }, ws, ports, at);
            ws.save(first);
            await keepGates({ place, rules }, ws, ports, first);
            return ended({ message: '' });
        }
        let { m, watched } = await movedSince(state, ws, place.root, ports.env);
        const refs = place.gitDir !== null && (0,quickPass/* refsMoved */.cY)(state);
        if ((0,quickPass/* nothingMoved */.FY)(m) && !refs && notice === undefined)
            return ended(quietAnswer(ws, place));
        const lost = notice === undefined ? await keptCopiesGone(state, m, ws, call, prompts, ports, now) : undefined;
        if (lost?.state !== undefined) {
            state = lost.state;
            notice = lost.notice;
            m = moved(state);
            watched = undefined;
        }
        const seen = { ...(await examine(state, m, ws, place, ports, at)), watched };
        // This call had no PreToolUse (hooks installed mid-session, or before the MCP entry), no call began since the
        // person's latest prompt, and the record is older than it: what moved before the prompt is the person's.
        // What changed after it (its change time, which no process sets back) is this call's, and is judged.
        const prompt = await prompts.latestTime(call.session);
        const own = await ownPromptRecord(call);
        const commits = refs || (notice !== undefined && place.gitDir !== null);
        if (notice === undefined &&
            !tampered(ws) &&
            !late.marked &&
            (prompt !== undefined || !seen.found.some((d) => d.path === own)) &&
            !(0,calls.inProgress)(ws.dir, (0,calls.callKey)(call.session, call.toolUseId, at)) &&
            // the agent's last act was a hook ending a call or the turn: a call that removed its own call
            // file (to pass for one without PreToolUse) left the folder changed after (review R3b)
            (0,calls.endedLast)(ws.dir) &&
            (prompt === undefined || state.at < prompt) &&
            (await (0,calls.personHasTurn)(ws.dir, call.session, prompt, at, prompts, (since) => (0,stragglers/* stragglers */.Jo)(since, { env: ports.env })))) {
            const calls = prompt === undefined ? [] : seen.found.filter((d) => d.path !== own && changedAfter(d, prompt));
            if (calls.length === 0) {
                // all the person's: taken into the record as they are, as tripwireBefore takes them on the
                // person's turn. The whole record again only when a manifest changed (what the rules cover
                // moved): recorded whole, every kept file was copied and renamed into the store again, which
                // cost a turn with no call 0.1 s of CPU and 0.3 s of waiting on the disk at its Stop (issue 29).
                if (seen.found.some((d) => d.guard.manifest)) {
                    const rules = await (0,context/* loadRules */.A7)(place, ports.env, ports.knownPatterns);
                    const fresh = await recordAll({ place, rules }, ws, ports, at, state);
                    ws.save(fresh);
                    await keepGates({ place, rules }, ws, ports, fresh, seen.found.map((d) => d.path));
                    return ended({ message: '' });
                }
                for (const d of seen.found)
                    state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
                recordNewlyWatched(state, seen.list, ws, at);
                if (refs) {
                    state.refKeys = (0,tripwire_refs/* refKeys */.ky)(place.gitDir);
                    state.heads = await (0,tripwire_refs/* readHeads */.W4)(place.root, gitEnv(ports.env));
                }
                state.at = at;
                ws.save(state);
                await keepGatesOf(place, ws, ports, state, seen.list, seen.found.map((d) => d.path));
                return ended({ message: '' });
            }
            // The rest is the person's: recorded as it is when the pass ends (settle). No release lifts what
            // this call changed: a call that removed its own call file and then ran the prompt hook with a
            // release looks the same (review of the prompt record, R3, R7), so its release counts as forged.
            const found = { ...seen, found: calls };
            return ended(await settle(call, state, found, commits, ws, prompts, ports, now, 'after', undefined, false));
        }
        // At the person's prompt, while a mark stands, the prompt before it (the last turn's) releases nothing:
        // a process that turn left running wrote after it.
        const releasable = !(call.atPrompt === true && late.marked);
        return ended(await settle(call, state, seen, commits, ws, prompts, ports, now, 'after', notice, releasable));
    });
    return answer.catch((e) => cutFailure(e, true));
}
/**
 * Whether a difference was made after `time` (ms): the path's change time, or its folder's (a path
 * removed, or a folder renamed into place with old files in it: review-15a F07).
 */
function changedAfter(d, time) {
    const folder = (0,statKey/* lstatOrUndefined */.YB)(external_node_path_.posix.dirname(d.path));
    return folder === undefined || folder.ctimeMs > time || d.now === undefined || d.now.ctimeMs > time;
}
/**
 * Judges the differences found, puts back what is refused (keeping the agent's version), checks
 * the commits made, and saves the record: the one judging for after a call, the end of a turn, and
 * before a call when the person did not have the turn.
 */
async function settle(call, state, seen, refs, ws, prompts, ports, now, when, notice, 
/** Whether the person's release phrase may lift what is refused (false: the prompt may be forged). */
releasable = true) {
    const at = now.getTime();
    const { place } = call;
    const { ctx, list } = seen;
    const { rules } = ctx;
    const audit = [];
    // commits first: a HEAD move explains the files it wrote only if no commit it brings in is refused
    let commits = {
        refused: [],
        errors: [],
        trusted: [],
    };
    let followed = new Set();
    if (refs) {
        const heads = await (0,tripwire_refs/* readHeads */.W4)(place.root, gitEnv(ports.env));
        const { checkNewCommits } = await Promise.all(/* import() */[__webpack_require__.e(291), __webpack_require__.e(766), __webpack_require__.e(591), __webpack_require__.e(328)]).then(__webpack_require__.bind(__webpack_require__, 6591));
        commits = await checkNewCommits(place.root, gitEnv(ports.env), state.heads, heads, call.storeDir, call.session, now, (0,tripwire_refs/* watchesRemotes */.hV)(state.refKeys, place.gitDir), await prompts.remotesAtPrompt(call.session));
        try {
            // kept outside the repository too: pre-push refuses them though `refused/` be emptied (review 1 R1-F3b)
            ledgerOf(call, ports)?.addRefused(commits.refused.map((c) => c.commit));
        }
        catch {
            // a state folder that cannot be written: `refused/` still holds them
        }
        for (const r of commits.refused)
            audit.push({
                time: now.toISOString(),
                session: call.session,
                tool: call.tool,
                rule: 'commit',
                action: 'commit-refused',
                commit: r.commit,
            });
        const from = state.heads.HEAD;
        const to = heads.HEAD;
        // HEAD made to name no commit (its branch's ref removed or broken, or HEAD pointed at a branch
        // that does not exist: review 8 H1, H2): what is committed next has nothing to be judged against
        if (from !== undefined && to === undefined)
            commits.errors.push(tripwire/* tripwireText */.w.headLostInCall(from));
        if (seen.found.length > 0 && from !== undefined && to !== undefined && from !== to) {
            const { followedHead } = await __webpack_require__.e(/* import() */ 819).then(__webpack_require__.bind(__webpack_require__, 2819));
            const ledger = ledgerOf(call, ports);
            const move = {
                root: place.root,
                env: gitEnv(ports.env),
                from,
                to,
                storeDir: call.storeDir,
                ...(ledger ? { ledger } : {}),
            };
            const refused = commits.refused.map((c) => c.commit);
            followed = await followedHead(seen.found, { ...move, refused, trusted: commits.trusted }, ws);
        }
        state.heads = heads;
        state.refKeys = (0,tripwire_refs/* refKeys */.ky)(place.gitDir);
    }
    // what git wrote as the new HEAD holds it is recorded as it is, like any difference the rules allow
    const found = seen.found.filter((d) => !followed.has(d.path));
    // the checker is loaded only when something protected changed
    const judged = found.length === 0
        ? []
        : await (await Promise.all(/* import() */[__webpack_require__.e(291), __webpack_require__.e(766), __webpack_require__.e(88)]).then(__webpack_require__.bind(__webpack_require__, 5088))).judge(found, { ...ctx, ...(call.names ? { tools: call.names } : {}) }, ws);
    // The person's words count only as the prompt store held them before the call: a call that
    // wrote the store (forging a prompt) gets no release, and the store is put back.
    const forged = !releasable || found.some((d) => (0,realPath/* isWithin */.U)(d.path, external_node_path_.posix.join(call.storeDir, 'sessions')));
    // each difference on its own: a release lets the releasable ones stand even where a gate file is put back
    const liftable = forged
        ? []
        : judged.filter((j) => j.denial.releasable || j.denial.saveWords !== undefined).map((j) => j.denial);
    const open = new Set([
        ...judged.filter((j) => !liftable.includes(j.denial)).map((j) => j.denial),
        ...(await (0,personGate/* applyPersonGates */.q)(liftable, { session: call.session, tool: call.tool, toolUseId: call.toolUseId, releasePhrases: rules.releasePhrases }, prompts, ports.now)),
    ]);
    const refused = new Map();
    for (const j of judged)
        if (open.has(j.denial))
            refused.set(j.path, [...(refused.get(j.path) ?? []), j.denial]);
    const quarantine = external_node_path_.posix.join(call.storeDir, ownState/* STORE_OWN */.r.quarantine, `${now.toISOString().replace(/[:.]/g, '-')}-${(call.toolUseId ?? call.tool).replace(/[^A-Za-z0-9_-]/g, '_')}`);
    const report = [];
    const failed = new Set();
    const unknown = [];
    let manifestAccepted = false;
    for (const d of seen.found) {
        const denials = refused.get(d.path);
        if (denials === undefined) {
            if (d.guard.manifest)
                manifestAccepted = true;
            state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
            continue;
        }
        const inside = (0,realPath/* isWithin */.U)(d.path, place.root);
        const name = inside ? external_node_path_.posix.relative(place.root, d.path) : d.path.replace(/^\/+/, '');
        if (d.before.u !== undefined) {
            // what it held before is not known (its witness was broken): left as it is, never put back, a
            // file whose bytes the record keeps copied into the quarantine once; the record keeps it
            // unknown, so every later pass says so (until the person's next message takes it in)
            if (d.before.u === 1 && d.guard.keep && keepUnknown(d.path, quarantine, name))
                state.files[d.path] = { ...d.before, u: 2 };
            failed.add(d.path);
            unknown.push(d.path);
            continue;
        }
        try {
            const done = putBack(d.path, d.before, ws, quarantine, name, inside ? place.root : place.home);
            report.push({ denials, path: d.path, ...done });
            audit.push(...denials.map((den) => auditOf(call, now, den, done.kept, place)));
            state.files[d.path] = ws.entry(d.path, (0,statKey/* lstatOrUndefined */.YB)(d.path), d.guard.keep, at);
        }
        catch (e) {
            // the record keeps what was there before, so every later call tries again (and says so)
            failed.add(d.path);
            report.push({ denials, path: d.path, kept: null, existed: false, failed: e.message });
        }
    }
    if (audit.length > 0)
        await prompts.audit(audit);
    // what putting back and recording did to folders and records is diffgate's own doing
    const recorded = new Set(seen.found.map((d) => d.path));
    for (const d of differences(state, movedAfter(state, seen.watched, seen.found), list, ws, at))
        if (!failed.has(d.path)) {
            state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
            recorded.add(d.path);
        }
    if (manifestAccepted) {
        const fresh = await (0,context/* loadRules */.A7)(place, ports.env, ports.knownPatterns);
        const record = await recordAll({ place, rules: fresh }, ws, ports, at, state);
        // a path that could not be put back keeps what was there before, so every later call tries again
        for (const p of failed)
            if (state.files[p] !== undefined)
                record.files[p] = state.files[p];
        ws.save(record);
        await keepGates({ place, rules: fresh }, ws, ports, record);
    }
    else {
        recordNewlyWatched(state, list, ws, at);
        state.at = at;
        ws.save(state);
        // a record taken from HEAD (notice) is kept whole: what the witness did not hold is witnessed now
        await keepGates(ctx, ws, ports, state, notice === undefined ? recorded : undefined, list);
    }
    const shown = call.tool === 'Stop' || call.tool === 'SubagentStop' ? call.tool : (0,toolNames/* calledName */.nk)(call.names, call.tool);
    const still = unknown.length === 0
        ? notice
        : [
            notice,
            tripwire/* tripwireText */.w.unknownStill(unknown.map((p) => (0,displayPath/* displayPath */.G)(p, place)), (0,displayPath/* displayPath */.G)(quarantine, place)),
        ]
            .filter((n) => n !== undefined)
            .join('\n\n');
    const said = withRemarks(still, ws, place);
    return { message: render(shown, when, report, commits, place, rules.releasePhrases, said) };
}
/** A copy of a file whose earlier bytes are not known, into the quarantine (lose nothing); false when it cannot be made. */
function keepUnknown(path, quarantine, name) {
    const { cpSync, mkdirSync } = process.getBuiltinModule('node:fs');
    const dest = external_node_path_.posix.join(quarantine, name);
    try {
        mkdirSync(external_node_path_.posix.dirname(dest), { recursive: true });
        cpSync(path, dest, { verbatimSymlinks: true, errorOnExist: true, force: false });
        return true;
    }
    catch {
        return false;
    }
}
function auditOf(call, now, d, kept, place) {
    return {
        time: now.toISOString(),
        session: call.session,
        tool: call.tool,
        ...(call.toolUseId ? { tool_use_id: call.toolUseId } : {}),
        rule: d.rule,
        ...(d.path !== undefined ? { path: d.path } : {}),
        ...(d.source ? { source: d.source } : {}),
        action: 'put-back',
        ...(kept ? { kept: (0,displayPath/* displayPath */.G)(kept, place) } : {}),
    };
}
/** Refused commits (and commits that could not be checked) a message names one by one. */
const SHOWN_COMMITS = 20;
function render(tool, when, report, commits, place, phrases, notice) {
    if (report.length === 0 && commits.refused.length === 0 && commits.errors.length === 0 && notice === undefined)
        return '';
    const out = [];
    if (notice !== undefined)
        out.push(notice, '');
    if (report.length > 0)
        out.push(when === 'before' ? tripwire/* tripwireText */.w.headerBefore(tool, report.length) : tripwire/* tripwireText */.w.header(tool, report.length), '');
    let releasable = false;
    for (const r of report) {
        for (const d of r.denials) {
            const where = d.path === undefined || d.path === '' ? '' : `${(0,verdict/* location */.C5)({ ...d, path: d.path })} `;
            out.push(`${where}[${d.rule}] ${d.message}`);
            out.push(`  ${tripwire/* tripwireText */.w.why} ${d.reason}${d.source ? ` (${d.source})` : ''}`);
            releasable ||= d.releasable;
        }
        const shown = (0,displayPath/* displayPath */.G)(r.path, place);
        out.push(`  ${tripwire/* tripwireText */.w.putBack} ${r.failed !== undefined ? tripwire/* tripwireText */.w.restoreFailed(shown, r.failed) : tripwire/* tripwireText */.w.restored(r.kept && (0,displayPath/* displayPath */.G)(r.kept, place), r.existed)}`);
        out.push(`  ${tripwire/* tripwireText */.w.next} ${r.denials[0].next}`, '');
    }
    if (commits.refused.length > 0 || commits.errors.length > 0)
        out.push(tripwire/* tripwireText */.w.headerCommits(tool), '');
    // a call's message names some refused commits, not thousands (review 2 T1: 2,100 of them)
    for (const c of commits.refused.slice(0, SHOWN_COMMITS)) {
        out.push(tripwire/* tripwireText */.w.commit(c.commit, c.subject));
        for (const v of c.violations)
            out.push(`  ${(0,verdict/* location */.C5)(v)} [${v.rule}] ${v.message}`, `    ${tripwire/* tripwireText */.w.why} ${v.reason}`);
        out.push(`  ${tripwire/* tripwireText */.w.commitRecorded((0,displayPath/* displayPath */.G)(c.record, place))}`);
        if (c.via.length === 0)
            out.push(`  ${tripwire/* tripwireText */.w.next} ${tripwire/* tripwireText */.w.commitNext()}`, '');
        else
            out.push(`  ${tripwire/* tripwireText */.w.commitVia(c.via)}`, `  ${tripwire/* tripwireText */.w.next} ${tripwire/* tripwireText */.w.commitViaNext()}`, ...tripwire/* tripwireText */.w.commitViaRun(c.via, c.headBefore).map((cmd) => `    ${tripwire/* tripwireText */.w.run} ${cmd}`), '');
    }
    if (commits.refused.length > SHOWN_COMMITS)
        out.push(tripwire/* tripwireText */.w.commitsMore(commits.refused.length - SHOWN_COMMITS, (0,displayPath/* displayPath */.G)(external_node_path_.posix.dirname(commits.refused[0].record), place)), '');
    for (const e of commits.errors.slice(0, SHOWN_COMMITS))
        out.push(tripwire/* tripwireText */.w.commitError(e), '');
    if (commits.errors.length > SHOWN_COMMITS)
        out.push(tripwire/* tripwireText */.w.commitErrorsMore(commits.errors.length - SHOWN_COMMITS), '');
    if (releasable)
        out.push(tripwire/* tripwireText */.w.release(phrases));
    if (when === 'before' && (report.length > 0 || commits.refused.length > 0 || notice !== undefined))
        out.push(tripwire/* tripwireText */.w.beforeNext());
    out.push(tripwire/* tripwireText */.w.workaround());
    return `${out.join('\n')}\n`;
}


/***/ })

};
