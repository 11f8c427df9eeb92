"use strict";
exports.id = 6627;
exports.ids = [6627,3239];
exports.modules = {

/***/ 5620:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HookTimeout = exports.walkUntil = exports.limitSeconds = exports.processStart = exports.MAX_TIMEOUT_S = exports.MIN_TIMEOUT_S = exports.DEFAULT_TIMEOUT_S = void 0;
exports.hookTimeout = hookTimeout;
exports.startDeadline = startDeadline;
exports.remainingMs = remainingMs;
exports.checkDeadline = checkDeadline;
const claude_js_1 = __webpack_require__(209);
const failure_js_1 = __webpack_require__(6640);
exports.DEFAULT_TIMEOUT_S = 10;
exports.MIN_TIMEOUT_S = 0.1;
exports.MAX_TIMEOUT_S = 600;
let at = Number.POSITIVE_INFINITY;
let seconds = exports.DEFAULT_TIMEOUT_S;
function hookTimeout(env) {
    const raw = env.DIFFGATE_HOOK_TIMEOUT;
    if (raw === undefined || raw === '')
        return { seconds: exports.DEFAULT_TIMEOUT_S };
    const n = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw.trim()) || !(n >= exports.MIN_TIMEOUT_S && n <= exports.MAX_TIMEOUT_S))
        return { seconds: exports.DEFAULT_TIMEOUT_S, problem: claude_js_1.claudeText.timeoutSetting(raw, exports.MIN_TIMEOUT_S, exports.MAX_TIMEOUT_S) };
    return { seconds: n };
}
const processStart = () => Date.now() - process.uptime() * 1000;
exports.processStart = processStart;
function startDeadline(s, start = (0, exports.processStart)()) {
    seconds = s;
    at = start + s * 1000;
}
const limitSeconds = () => seconds;
exports.limitSeconds = limitSeconds;
const walkUntil = (marginMs = 500) => Date.now() + remainingMs() - marginMs;
exports.walkUntil = walkUntil;
function remainingMs(now = Date.now()) {
    return at - now;
}
function checkDeadline() {
    if (Date.now() > at)
        throw new HookTimeout(seconds);
}
class HookTimeout extends failure_js_1.HookFailure {
    constructor(s) {
        super(claude_js_1.claudeText.timeout(s));
    }
}
exports.HookTimeout = HookTimeout;


/***/ }),

/***/ 6627:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
__webpack_unused_export__ = exports.dP = void 0;
__webpack_unused_export__ = parseOwner;
__webpack_unused_export__ = isStopped;
__webpack_unused_export__ = lookAt;
exports.takeStoreLock = takeStoreLock;
const node_crypto_1 = __webpack_require__(7598);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const tripwire_js_1 = __webpack_require__(6941);
const deadline_js_1 = __webpack_require__(5620);
const failure_js_1 = __webpack_require__(6640);
const readRegular_js_1 = __webpack_require__(6355);
const POLL_MS = 20;
const OVERDUE_MS = 2000;
const RESERVE_MS = 2000;
const NO_DEADLINE_WAIT_MS = 30_000;
const MAX_PID = 4_194_304;
const ownerText = (o) => `${o.pid} ${o.until} ${o.token} ${o.ns ?? '-'}\n`;
exports.dP = ownerText;
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
function pidNamespace() {
    if (ownNs === undefined) {
        try {
            ownNs = /^pid:\[(\d+)\]$/.exec((0, node_fs_1.readlinkSync)('/proc/self/ns/pid'))?.[1] ?? null;
        }
        catch {
            ownNs = null;
        }
    }
    return ownNs ?? undefined;
}
class StoreLockHeld extends failure_js_1.HookFailure {
    lock;
    pid;
    constructor(lock, pid, waitedMs) {
        super(tripwire_js_1.tripwireText.lockHeld(lock, pid, Math.round(waitedMs / 100) / 10));
        this.lock = lock;
        this.pid = pid;
    }
}
__webpack_unused_export__ = StoreLockHeld;
const isProcess = (pid) => {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (e) {
        return e.code !== 'ESRCH';
    }
};
function isStopped(pid) {
    let stat;
    try {
        stat = (0, readRegular_js_1.readRegularText)(`/proc/${pid}/stat`, 4096);
    }
    catch {
        return false;
    }
    const state = stat.slice(stat.lastIndexOf(')') + 1).trim()[0];
    return state === 'T' || state === 't';
}
const token = () => (0, node_crypto_1.randomBytes)(8).toString('hex');
const holding = new Set();
function lookAt(lock, now = Date.now()) {
    let st;
    try {
        st = (0, node_fs_1.lstatSync)(lock);
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
        owner = parseOwner((0, readRegular_js_1.readRegularText)(node_path_1.posix.join(lock, 'owner'), 256));
    }
    catch {
    }
    if (owner === undefined)
        return { st, stale: 'no owner' };
    const ns = pidNamespace();
    const here = owner.ns === undefined || ns === undefined || owner.ns === ns;
    if (here && (owner.pid === process.pid ? !holding.has(owner.token) : !isProcess(owner.pid)))
        return { st, stale: 'gone' };
    if (here && owner.pid !== process.pid && isStopped(owner.pid))
        return { st, owner, stale: 'stopped' };
    if (now > Math.min(owner.until, st.ctimeMs + deadline_js_1.MAX_TIMEOUT_S * 1000) + OVERDUE_MS)
        return { st, stale: 'overdue' };
    return { st, owner };
}
function takeAway(dir, lock, seen) {
    const aside = node_path_1.posix.join(dir, `lock.${process.pid}.${token()}.stale`);
    try {
        (0, node_fs_1.renameSync)(lock, aside);
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return false;
        throw e;
    }
    const moved = (0, node_fs_1.lstatSync)(aside);
    if (moved.ino !== seen.ino || moved.dev !== seen.dev) {
        try {
            (0, node_fs_1.renameSync)(aside, lock);
            return false;
        }
        catch {
        }
    }
    (0, node_fs_1.rmSync)(aside, { recursive: true, force: true });
    return moved.ino === seen.ino && moved.dev === seen.dev;
}
function make(dir, lock, own) {
    const tmp = node_path_1.posix.join(dir, `lock.${own.pid}.${own.token}`);
    (0, node_fs_1.mkdirSync)(tmp, { mode: 0o700 });
    holding.add(own.token);
    try {
        (0, node_fs_1.writeFileSync)(node_path_1.posix.join(tmp, 'owner'), (0, exports.dP)(own), { flag: 'wx', mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, lock);
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
        (0, node_fs_1.rmSync)(tmp, { recursive: true, force: true });
    }
}
async function takeStoreLock(dir) {
    const lock = node_path_1.posix.join(dir, 'lock');
    const started = Date.now();
    const left = (0, deadline_js_1.remainingMs)(started);
    const giveUpAt = started + (Number.isFinite(left) ? left - Math.min(RESERVE_MS, left / 3) : NO_DEADLINE_WAIT_MS);
    let cleared = false;
    let stopped;
    let holder;
    for (let round = 0;; round++) {
        if (holder !== undefined || round >= 3)
            await new Promise((r) => setTimeout(r, POLL_MS));
        const now = Date.now();
        const seen = lookAt(lock, now);
        holder = undefined;
        if (seen.st === undefined) {
            const ns = pidNamespace();
            const until = Math.ceil(now + Math.min((0, deadline_js_1.remainingMs)(now), deadline_js_1.MAX_TIMEOUT_S * 1000));
            const own = { pid: process.pid, until, token: token(), ...(ns === undefined ? {} : { ns }) };
            if (make(dir, lock, own))
                return {
                    takenOver: cleared,
                    ...(cleared && stopped !== undefined ? { stopped } : {}),
                    stillHeld: () => holds(lock, own),
                    release: (finished) => release(dir, lock, own, finished),
                };
            cleared = false;
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
function holds(lock, own) {
    try {
        return (0, readRegular_js_1.readRegularText)(node_path_1.posix.join(lock, 'owner'), 256) === (0, exports.dP)(own);
    }
    catch {
        return false;
    }
}
function release(dir, lock, own, finished) {
    const owner = node_path_1.posix.join(lock, 'owner');
    try {
        if ((0, readRegular_js_1.readRegularText)(owner, 256) !== (0, exports.dP)(own))
            return;
        if (!finished) {
            (0, node_fs_1.unlinkSync)(owner);
            return;
        }
        const aside = node_path_1.posix.join(dir, `lock.${own.pid}.${own.token}.done`);
        (0, node_fs_1.renameSync)(lock, aside);
        (0, node_fs_1.rmSync)(aside, { recursive: true, force: true });
    }
    catch {
    }
    finally {
        holding.delete(own.token);
    }
}


/***/ }),

/***/ 6941:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.tripwireText = void 0;
const kindNoun = {
    freeze: 'a frozen file',
    invariant: 'a file with invariant spans',
    append: 'an append-only file',
    budget: 'a file under a size budget',
    deny: 'a path the manifest denies',
    secret: 'a path on the built-in secret list',
    manifest: 'the diffgate manifest',
    'gate-switch': 'a gate file (it could switch a check off)',
    'save-gate': 'a save-gated file',
};
const endOfTurnLead = (count) => `diffgate found ${count === 1 ? 'a protected file' : `${count} protected files`} changed at the end of the turn`;
const endOfTurnMark = "(diffgate held the end of the turn with this message: it is not the person's prompt, and no release phrase in it releases anything.)";
exports.tripwireText = {
    endOfTurnLead,
    endOfTurnMark,
    header: (tool, count) => tool === 'Stop' || tool === 'SubagentStop'
        ? `${endOfTurnLead(count)} (by a process still running, or left from an earlier call) and put ${count === 1 ? 'it' : 'them'} back.`
        : `diffgate checked what this ${tool} call really changed: it changed ${count === 1 ? 'a protected file' : `${count} protected files`}, so diffgate put ${count === 1 ? 'it' : 'them'} back as ${count === 1 ? 'it was' : 'they were'} before the call.`,
    headerBefore: (tool, count) => `Before this ${tool} call ran, diffgate found ${count === 1 ? 'a protected file' : `${count} protected files`} changed since it last looked, while the agent was at work (no message from the person since its last call, or another session's call in progress): a call running beside this one, or a process an earlier call left running (in the background), changed ${count === 1 ? 'it' : 'them'}. diffgate put ${count === 1 ? 'it' : 'them'} back as ${count === 1 ? 'it was' : 'they were'}.`,
    beforeNext: () => 'This call did not run. Stop whatever you left running that writes protected files (or let the other call finish), then make this call again. If the person changed the file themselves while you worked, tell them where their version is kept.',
    recordPendingLead: 'diffgate is still taking its record',
    recordPending: (tool, recorded, folders) => `This ${tool} call did not run: diffgate is still taking its record of the protected files (${recorded} recorded so far; not yet walked: ${folders.slice(0, 3).join(', ')}${folders.length > 3 ? ` and ${folders.length - 3} more folders` : ''}). The hook's time ran out before the walk did, as it does with tens of thousands of protected files, and a protected file not yet recorded could be changed with nothing to put back, so no call runs until every one is.\nnext: make this same call again: each call goes on with the record (about half the hook's time each) and runs once the record is whole. If this repeats more than a few times, tell the person: a longer DIFFGATE_HOOK_TIMEOUT in the agent's hook environment lets one call record more.`,
    walkCut: (checked, total, seconds, after) => `diffgate could not look at every protected file within the hook's time limit of ${seconds} s: without the watch it looks at each of the ${total} recorded paths on every call, and had looked at ${checked} when the time ran out. A protected file it did not look at cannot be vouched for, so ${after ? 'this is not taken for a call that changed nothing: what this call changed is not judged yet. The record still holds the protected files as they were before it, and the first call whose look finishes judges the change and puts back what the rules refuse; until then every call is blocked' : 'this call did not run'}.\nnext: tell the person, and make no more calls until they have. The lasting fix is the watch, which looks only at what changed: run \`watchman watch-project .\` once in the repository and set DIFFGATE_WATCHMAN=1 in the agent's hook environment (docs/tripwire.md, "The watch"). Or give the hook more time: DIFFGATE_HOOK_TIMEOUT (seconds, up to 600) in that environment, within the agent's own hook timeout. \`diffgate doctor\` says how many protected files the watch covers.`,
    recordWhole: (tool) => `This ${tool} call did not run: diffgate is still taking its record of the protected files. This call made the record whole, and the hook's time ran out before it could look at every file in it once more.\nnext: make this same call again: it runs once diffgate has looked at the whole record within one call's time.`,
    recordGone: () => 'it was removed',
    partForged: (part, entries, missing) => `its part ${part}, which held what diffgate recorded of ${entries} protected ${entries === 1 ? 'path' : 'paths'}, ${missing ? 'was removed' : 'was rewritten or replaced after diffgate wrote it (the record names each part by its change time and the hash of its bytes)'}, so none of the paths it held could be vouched for`,
    keptCopiesGone: (count) => `the kept ${count === 1 ? 'copy' : 'copies'} of ${count === 1 ? 'a protected file' : `${count} protected files`} in its blobs folder ${count === 1 ? 'was' : 'were'} removed, replaced or altered (a kept copy's bytes must hash to its name)`,
    recordForged: (record, problem, kept, git) => `diffgate's record of the protected files (${record}) was not as diffgate left it: ${problem}. Only a process within the agent's reach changes it.${kept ? ` The record found there is kept at ${kept}.` : ''} ${git ? "Every protected file git's HEAD holds was compared with HEAD instead (HEAD as it was at the person's latest prompt, where the prompt noted it; the commits made since are checked), and judged as if the call had made the difference." : 'A new record was taken; what changed before it cannot be judged.'} Do not touch diffgate's folders (.git/diffgate/, the state folder): they are how the person's rules are kept.`,
    rewrittenPlaceholder: (path, oid) => `diffgate: this file (${path}) could not be put back: git's object ${oid}, HEAD's version of it, was rewritten (its bytes do not hash to its name). The version that was here is kept in .git/diffgate/quarantine/. Restore this file from a copy you trust; \`git fsck\` names the rewritten objects.\n`,
    unwitnessedPlaceholder: (path) => `diffgate: this file (${path}) could not be put back: diffgate's record was gone and git's HEAD named no commit git has (its branch's ref removed or rewritten, and HEAD's reflog naming none), so nothing said what the file held. The version that was here is kept in .git/diffgate/quarantine/. Put HEAD back on its commit (\`git reflog\`, \`git update-ref\`), then \`git checkout HEAD -- ${path}\`, or restore the file from a copy you trust.\n`,
    headLost: (paths) => `git's HEAD named no commit git has (its branch's ref removed or pointed at an object git does not have, and HEAD's reflog naming none), so nothing said what ${paths.length === 1 ? 'a protected file' : `${paths.length} protected files`} (${paths
        .slice(0, 5)
        .join(', ')}${paths.length > 5 ? ` and ${paths.length - 5} more` : ''}) held: each was judged as changed, now holds a notice where a rule forbids the change, and the version that was there is kept in the quarantine.\nnext: tell the person. They put HEAD back on the commit it named (\`git log --all -n5\` and a clone or remote name it; \`git update-ref refs/heads/<branch> <commit>\`), then \`git checkout HEAD -- <file>\` for each file named.`,
    objectRewritten: (found) => `git's object store was rewritten: ${found.some((f) => f.tree) ? "HEAD's tree of protected files" : `HEAD's version of ${found.length === 1 ? 'a protected file' : `${found.length} protected files`}`} (${found
        .slice(0, 5)
        .map((f) => f.tree
        ? `the folder ${f.path === '.' ? 'at the top' : f.path}: tree object ${f.oid}`
        : `${f.path}: object ${f.oid}`)
        .join(', ')}${found.length > 5 ? ` and ${found.length - 5} more` : ''}) no longer holds the bytes its name is the hash of, so git's HEAD cannot say what ${found.length === 1 && found[0]?.tree !== true ? 'that file' : 'those files'} held.${found.some((f) => f.tree) ? " The protected files in a folder whose tree object was rewritten were compared with git's index instead (as it was before the call, unless the call staged its change)." : ''} Each such file now holds a notice where a rule forbids the change, and the version that was there is kept in the quarantine. Only a process within the agent's reach rewrites git's objects.\nnext: tell the person. They run \`git fsck\`, which names each rewritten object (a "hash mismatch"), delete those object files, take the objects back from a clone or remote they trust (\`git cat-file blob <object>\` there, \`git hash-object -w --stdin\` here), then \`git checkout HEAD -- <file>\`. Until then \`git checkout\` and \`git restore\` write the rewritten bytes.`,
    headerCommits: (tool) => `diffgate checked the commits this ${tool} call made.`,
    changed: (path, what) => (what === '' ? `${path} was changed.` : `${path} was changed: ${what}`),
    noun: (kind) => kindNoun[kind] ?? `a file protected by a ${kind} rule`,
    restored: (kept, existed) => `${existed ? 'It is back to its content, mode and type from before the call' : 'It did not exist before the call and was moved away'}${kept ? `; the call's version is kept at ${kept}` : ''}.`,
    putBack: 'put back:',
    why: 'why:',
    next: 'next:',
    nextEdit: (edit) => `If the change is needed, make it with the ${edit} tool, whose proposed change diffgate can check before it happens; if the rule forbids it, show the person the change you intended and why, and wait for them to decide.`,
    nextGate: () => 'Do not try to switch diffgate, git hooks or their settings off. Tell the person what you needed, and let them change the setup.',
    nextSecret: () => 'Do not create secret files. If the task needs one, ask the person to create it, or to add an "allow" line for a fixture that is not a secret.',
    workaround: () => 'Do not work around this by changing another file instead, or by making the same change another way (another tool, a script, a background process).',
    stragglers: (found, unknown) => unknown
        ? "diffgate could not list the processes running on this machine (no /proc, no ps), so it cannot tell whether the last turn left one running: what changed after that turn ended is judged as the agent's, as above."
        : `Processes started during the last turn were still running: ${found
            .slice(0, 8)
            .map((p) => `${p.pid} (${p.name})`)
            .join(', ')}${found.length > 8 ? ` and ${found.length - 8} more` : ''}. While any runs, what changes after the turn ended is judged as the agent's, not the person's. next: if you started them (a background job, a process left behind), stop them (kill ${found
            .slice(0, 8)
            .map((p) => p.pid)
            .join(' ')}) and do not leave processes that write files after your turn. If the person made the change themselves, tell them where their version is kept: they keep it by making it again with the release phrase in their message.`,
    promptNotClient: (why, sender, client) => `diffgate: this prompt was sent by ${sender === undefined ? 'a process diffgate could not identify' : `process ${sender}`}, ${why === 'namespaces'
        ? `in other namespaces (user, pid, mount) than this session's client (process ${client}) runs its hooks in`
        : why === 'client'
            ? `not by process ${client}, which sent this session's previous prompt and is still running`
            : "a process started during this session's last turn (by the agent's calls, not by the person)"}: a command run by the agent can send a prompt event, so this one is not taken as the person's. It starts no turn, its release phrases release nothing, and what changed since the last check is judged as the agent's. next: if you are the person and typed it, ${why === 'client'
        ? `run the session in one client only (end process ${client} if it is an old client of this session)`
        : why === 'namespaces'
            ? 'run the client as you ran it before (not inside another sandbox or container), or start a new session'
            : 'end the processes the last turn left running (they are named when they are found)'}, then write your message again.`,
    release: (phrases) => `A person can let such a change stand: they include ${phrases.map((p) => JSON.stringify(p)).join(' or ')} in their next message, and the change is then kept for that turn (recorded in the audit log).`,
    commit: (sha, subject) => `Commit ${sha.slice(0, 12)} (${JSON.stringify(subject)}) breaks a rule:`,
    commitRecorded: (record) => `The commit was left as it is, and recorded in ${record}: pre-push refuses it whatever its message says, until a person pushes it with DIFFGATE_RELEASE set.`,
    commitNext: () => 'Undo the commit (git reset --soft HEAD~1), put the protected file back (git checkout HEAD~1 -- <path> before the reset, or git restore --source=HEAD --staged --worktree <path> after it), and commit again; or show the person the commit and why, and wait for them to decide.',
    commitVia: (refs) => `It came in through ${refs.join(', ')}, which no fetch from that remote moved there: a remote-tracking ref is a file in this repository, not the remote, and a commit put there from a path, another repository or git update-ref is judged like your own.`,
    commitViaNext: () => 'Take it out as below (the commit stays in git, so nothing is lost), and do not bring it in another way; show the person the commit and why, and wait for them to decide.',
    commitViaRun: (refs, headBefore) => [
        ...(headBefore ? [`git reset -q ${headBefore}`] : []),
        ...refs.map((r) => `git update-ref -d ${r}`),
    ],
    run: 'run:',
    commitsMore: (n, folder) => `And ${n === 1 ? '1 more commit' : `${n} more commits`} that break a rule, each recorded in ${folder} like those above (pre-push refuses them): so many commits made in one call are not the person's work; show the person, and wait for them to decide.`,
    commitErrorsMore: (n) => `And ${n} more commits that could not be checked.`,
    headLostInCall: (from) => `HEAD named commit ${from} before the call and names no commit now: its branch's ref was removed or made to name an object git does not have, or HEAD was pointed at a branch that does not exist. The next commit would have nothing to be judged against (pre-commit then judges it against the commit HEAD's reflog last named, and refuses it when none is named).\nnext: tell the person. Put HEAD back on its commit (\`git update-ref refs/heads/<branch> ${from}\`, or \`git checkout <branch>\`); do not remove or rewrite git's refs by hand.`,
    commitError: (detail) => `The commits made during the call could not be checked: ${detail}`,
    unreadable: (path, why) => `${path} changed but cannot be read back to judge it (${why}).`,
    unreadableReason: () => 'A change that cannot be judged is not let through (fail closed).',
    tooLarge: (bytes, mib) => `${bytes} bytes, over the ${mib} MiB the tripwire reads to judge a file within the hook's time limit`,
    lockHeld: (lock, pid, seconds) => pid === undefined
        ? `the tripwire's lock ${lock} could not be taken within the hook's time limit (${seconds} s): something keeps putting a file in its place, so this call could not be checked. The person stops the process that writes there and removes ${lock}`
        : `the tripwire's lock ${lock} is held by process ${pid}, another diffgate hook still at work; this hook waited ${seconds} s for it and could not check this call within its time limit. Retry the call once; if this comes again and no diffgate hook is running (ps -p ${pid} shows none), the person removes the folder ${lock}`,
    storeMode: (path, was, now) => `diffgate's folder ${path} had its permissions set to ${was}, which kept every diffgate hook from reading it: a process within the agent's reach did that. diffgate set them back to ${now}, and judged what changed.`,
    storeNotFolder: (path, stood, aside) => `diffgate's folder ${path} was ${stood}, not the folder diffgate keeps there: a process within the agent's reach replaced it, and every diffgate hook failed on it. What stood there is kept at ${aside}; diffgate made the folder anew.`,
    storeReplaced: () => 'the folder that held it was replaced',
    lockStopped: (pid) => `diffgate's hook process ${pid} held the tripwire's lock but was stopped (SIGSTOP: state T in /proc/${pid}/stat), so it could not finish judging a call, and while a hook does not answer the client lets calls through. This hook took the lock over and judged what changed.`,
    storeNext: () => "next: stop whatever you left running that changes diffgate's folders (.git/diffgate/) or stops its processes, and do not touch them again; tell the person what happened, then make this call again.",
    witnessTooLarge: (mib) => `it is over the ${mib} MiB diffgate reads of it`,
    witnessUnreadable: (detail) => `it cannot be read (${detail})`,
    witnessNotJson: () => 'it is not the JSON diffgate writes',
    witnessOtherGit: (git) => `it names another git folder (${git}) than this repository's`,
    witnessNoList: () => 'the list of the gate paths it holds is missing',
    witnessEntriesMissing: (n) => `${n === 1 ? 'the entry of 1 gate path it lists is' : `the entries of ${n} gate paths it lists are`} missing or not listed`,
    witnessBroken: (file, why, unknown) => `diffgate's witness of the gate files git's HEAD does not hold (${file}) was not as diffgate left it: ${why}. Only a process within the agent's reach changes it. So what those files held before cannot be known, and none of them is taken as unchanged: ${unknown.length === 0
        ? 'none of them is there now.'
        : `${unknown.length === 1 ? 'this one, which is there now, is judged as changed by the call and left as it is (there is nothing to put it back to)' : `these ${unknown.length}, which are there now, are judged as changed by the call and left as they are (there is nothing to put them back to)`}: ${unknown
            .slice(0, 10)
            .join(', ')}${unknown.length > 10 ? ` and ${unknown.length - 10} more` : ''}.`} A gate file removed cannot be seen this way.\nnext: tell the person at once, and make no more changes to them. The person looks at each of these files for a setting that switches a check off (core.hooksPath, a hook, an alias, a shell function named git) and puts back what they did not write, runs \`diffgate doctor\` (it says whether the git hooks and the agent's hooks are in place), then sends their next message: until then every call is blocked and says which files, and their next message takes the files as they are then.`,
    unknownStill: (paths, quarantine) => `diffgate cannot vouch for ${paths.length === 1 ? 'this gate file' : `these ${paths.length} gate files`}, whose witness was broken (what ${paths.length === 1 ? 'it' : 'they'} held before is not known, so nothing was put back; a copy of each file whose bytes diffgate keeps is in ${quarantine} or the quarantine of the call that found it): ${paths
        .slice(0, 10)
        .join(', ')}${paths.length > 10 ? ` and ${paths.length - 10} more` : ''}. Every call is blocked with this until the person's next message.\nnext: tell the person at once; they check ${paths.length === 1 ? 'it' : 'them'} for a setting that switches a check off, run \`diffgate doctor\`, then send their next message.`,
    restoreFailed: (path, why) => `${path} could not be put back (${why}); tell the person at once, it needs a person's hand.`,
};


/***/ })

};
;