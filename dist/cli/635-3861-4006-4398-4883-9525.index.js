"use strict";
exports.id = "635-3861-4006-4398-4883-9525";
exports.ids = ["635-3861-4006-4398-4883-9525",635,3861,4006,4398,4883,9525];
exports.modules = {

/***/ 7907:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.AgentInput = exports.isObject = void 0;
const failure_js_1 = __webpack_require__(6640);
const agents_js_1 = __webpack_require__(5621);
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
exports.isObject = isObject;
class AgentInput {
    agent;
    data;
    where;
    constructor(agent, data, where = '') {
        this.agent = agent;
        this.data = data;
        this.where = where;
    }
    static parse(agent, text) {
        let data;
        try {
            data = JSON.parse(text);
        }
        catch (e) {
            throw new failure_js_1.HookFailure(agents_js_1.agentsText.input.badJson(agent, e.message));
        }
        if (!(0, exports.isObject)(data))
            throw new failure_js_1.HookFailure(agents_js_1.agentsText.input.notObject(agent));
        return new AgentInput(agent, data);
    }
    fail(name, expected) {
        throw new failure_js_1.HookFailure(agents_js_1.agentsText.input.field(this.agent, `${this.where}${name}`, expected));
    }
    string(name) {
        const v = this.data[name];
        if (typeof v !== 'string')
            this.fail(name, 'a string');
        return v;
    }
    nonEmpty(name) {
        const v = this.string(name);
        if (v === '')
            this.fail(name, 'a non-empty string');
        return v;
    }
    absolute(name) {
        const v = this.string(name);
        if (!v.startsWith('/'))
            this.fail(name, 'an absolute path');
        return v;
    }
    optionalString(name) {
        const v = this.data[name];
        return v === undefined || v === null ? undefined : this.string(name);
    }
    object(name) {
        const v = this.data[name];
        if (!(0, exports.isObject)(v))
            this.fail(name, 'an object');
        return v;
    }
    objectOrJson(name) {
        return (0, exports.isObject)(this.data[name]) ? this.data[name] : this.jsonObject(name);
    }
    jsonObject(name) {
        const v = this.string(name);
        let parsed;
        try {
            parsed = JSON.parse(v);
        }
        catch {
            this.fail(name, 'a JSON object in a string');
        }
        if (!(0, exports.isObject)(parsed))
            this.fail(name, 'a JSON object in a string');
        return parsed;
    }
    stringList(name) {
        const v = this.data[name];
        if (!Array.isArray(v) || !v.every((x) => typeof x === 'string'))
            this.fail(name, 'a list of strings');
        return v;
    }
    firstOf(names, opts = {}) {
        for (const n of names)
            if (this.data[n] !== undefined && this.data[n] !== null)
                return this.string(n);
        if (opts.optional)
            return undefined;
        return this.fail(names.join('" or "'), 'a string');
    }
    child(name, data) {
        return new AgentInput(this.agent, data, `${this.where}${name}.`);
    }
}
exports.AgentInput = AgentInput;


/***/ }),

/***/ 8565:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.nameOf = nameOf;
exports.identityFile = identityFile;
exports.checkGitDir = checkGitDir;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const failure_js_1 = __webpack_require__(6640);
const stateHome_js_1 = __webpack_require__(1744);
const readRegular_js_1 = __webpack_require__(6355);
function nameOf(text) {
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < text.length; i++) {
        const ch = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ ch, 2654435761);
        h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}
function identityFile(place, env) {
    return node_path_1.posix.join((0, stateHome_js_1.stateHome)(env, place.home), 'diffgate', 'git-dirs', nameOf(place.workspace));
}
function read(file) {
    try {
        const v = JSON.parse((0, readRegular_js_1.readRegularText)(file, 64 * 1024));
        if (typeof v.workspace === 'string' &&
            typeof v.gitDir === 'string' &&
            typeof v.dev === 'number' &&
            typeof v.ino === 'number' &&
            (v.birth === undefined || typeof v.birth === 'number'))
            return v;
    }
    catch {
    }
    return undefined;
}
function write(file, id) {
    (0, node_fs_1.mkdirSync)(node_path_1.posix.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    (0, node_fs_1.writeFileSync)(tmp, `${JSON.stringify(id)}\n`, { mode: 0o600 });
    (0, node_fs_1.renameSync)(tmp, file);
}
const statOr = (path, follow) => {
    try {
        return follow ? (0, node_fs_1.statSync)(path) : (0, node_fs_1.lstatSync)(path);
    }
    catch {
        return undefined;
    }
};
const born = (st) => (st.birthtimeMs > 0 ? st.birthtimeMs : undefined);
function same(st, kept) {
    const birth = born(st);
    return (st.dev === kept.dev &&
        st.ino === kept.ino &&
        (kept.birth === undefined || birth === undefined || birth === kept.birth));
}
function checkGitDir(place, env) {
    const file = identityFile(place, env);
    const kept = read(file);
    const now = place.gitDir === null ? undefined : statOr(place.gitDir, true);
    const known = kept !== undefined && kept.workspace === place.workspace;
    if (known && (now === undefined || !same(now, kept))) {
        const dotGit = node_path_1.posix.join(place.root, '.git');
        const original = statOr(kept.gitDir, false);
        const stillThere = original?.isDirectory() === true && same(original, kept);
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.gitDirSwapped({
            workspace: place.workspace,
            kept: kept.gitDir,
            found: place.gitDir,
            dotGit,
            stillThere,
            ownDotGit: kept.gitDir === dotGit,
            file,
        }));
    }
    if (now === undefined || place.gitDir === null)
        return;
    if (known && kept.gitDir === place.gitDir && (kept.birth !== undefined || born(now) === undefined))
        return;
    try {
        const birth = born(now);
        write(file, {
            workspace: place.workspace,
            gitDir: place.gitDir,
            dev: now.dev,
            ino: now.ino,
            ...(birth === undefined ? {} : { birth }),
        });
    }
    catch {
    }
}


/***/ }),

/***/ 5201:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.STORE_OWN = void 0;
exports.ownStatePaths = ownStatePaths;
const node_path_1 = __webpack_require__(6760);
const gitDirIdentity_js_1 = __webpack_require__(8565);
exports.STORE_OWN = {
    tripwire: 'tripwire',
    quarantine: 'quarantine',
    audit: 'audit.jsonl',
    scheduled: 'scheduled-prompts.jsonl',
};
function ownStatePaths(storeDir, place, env) {
    return [
        ...Object.values(exports.STORE_OWN).map((n) => node_path_1.posix.join(storeDir, n)),
        node_path_1.posix.dirname((0, gitDirIdentity_js_1.identityFile)(place, env)),
    ];
}


/***/ }),

/***/ 8753:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PromptStore = void 0;
exports.storeDir = storeDir;
exports.sessionFile = sessionFile;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const stateHome_js_1 = __webpack_require__(1744);
const ownState_js_1 = __webpack_require__(5201);
const readRegular_js_1 = __webpack_require__(6355);
const statKey_js_1 = __webpack_require__(4452);
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_SESSIONS = 200;
async function storeDir(place, env) {
    if (place.gitDir)
        return node_path_1.posix.join(place.gitDir, 'diffgate');
    return node_path_1.posix.join((0, stateHome_js_1.stateHome)(env, place.home), 'diffgate', (await sha256(place.workspace)).slice(0, 16));
}
async function sha256(text) {
    const { createHash } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 7598, 23));
    return createHash('sha256').update(text).digest('hex');
}
async function sessionFile(id) {
    return /^[A-Za-z0-9_-]{1,128}$/.test(id) ? `${id}.json` : `h-${(await sha256(id)).slice(0, 40)}.json`;
}
function isRemotes(v) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    return Object.values(v).every((urls) => Array.isArray(urls) && urls.every((u) => typeof u === 'string'));
}
function isPrints(v) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    const { r, c, ...rest } = v;
    return (Object.keys(rest).length === 0 &&
        [r, c].every((x) => x === undefined || (typeof x === 'string' && /^[0-9a-f]{64}$/.test(x))));
}
function isHeads(v) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    return Object.values(v).every((sha) => typeof sha === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(sha));
}
class PromptStore {
    dir;
    now;
    witness;
    constructor(dir, now = () => new Date(), witness) {
        this.dir = dir;
        this.now = now;
        this.witness = witness;
    }
    get sessions() {
        return node_path_1.posix.join(this.dir, 'sessions');
    }
    async save(sessionId, prompt, tripwire, heads, remotes, nonce, git) {
        (0, node_fs_1.mkdirSync)(this.sessions, { recursive: true });
        const file = node_path_1.posix.join(this.sessions, await sessionFile(sessionId));
        const tmp = `${file}.${process.pid}.tmp`;
        const record = {
            session_id: sessionId,
            time: this.now().toISOString(),
            prompt,
            ...(tripwire ? { tripwire } : {}),
            ...(heads ? { heads } : {}),
            ...(remotes ? { remotes } : {}),
            ...(nonce ? { nonce } : {}),
            ...(git && (git.r || git.c) ? { git } : {}),
        };
        (0, node_fs_1.writeFileSync)(tmp, `${JSON.stringify(record)}\n`, { mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, file);
        this.prune(file);
    }
    async latest(sessionId) {
        const record = await this.latestRecord(sessionId);
        if (record === undefined)
            return undefined;
        if (this.witness !== undefined && !this.witness.vouches(sessionId, record.nonce, record.prompt))
            return undefined;
        return record.prompt;
    }
    async tripwireFormat(sessionId) {
        return (await this.latestRecord(sessionId))?.tripwire;
    }
    async headsAtPrompt(sessionId) {
        return this.witness?.headsAt(sessionId) ?? (await this.latestRecord(sessionId))?.heads;
    }
    async previousGit(sessionId) {
        const record = await this.latestRecord(sessionId);
        if (record?.git === undefined || this.witness === undefined)
            return undefined;
        if (!this.witness.vouches(sessionId, record.nonce, record.prompt))
            return undefined;
        if (JSON.stringify(this.witness.headsAt(sessionId)) !== JSON.stringify(record.heads))
            return undefined;
        if (JSON.stringify(this.witness.remotesAt(sessionId)) !== JSON.stringify(record.remotes))
            return undefined;
        return {
            git: record.git,
            ...(record.heads ? { heads: record.heads } : {}),
            ...(record.remotes ? { remotes: record.remotes } : {}),
        };
    }
    async remotesAtPrompt(sessionId) {
        if (this.witness !== undefined)
            return this.witness.remotesAt(sessionId);
        return (await this.latestRecord(sessionId))?.remotes;
    }
    async latestTime(sessionId) {
        const time = (await this.latestRecord(sessionId))?.time;
        if (time === undefined)
            return undefined;
        const changed = (0, statKey_js_1.lstatOrUndefined)(node_path_1.posix.join(this.sessions, await sessionFile(sessionId)))?.ctimeMs;
        const said = Date.parse(time);
        return changed === undefined || Number.isNaN(said) ? said : Math.min(said, changed);
    }
    async latestRecord(sessionId) {
        let text;
        try {
            text = (0, readRegular_js_1.readRegularText)(node_path_1.posix.join(this.sessions, await sessionFile(sessionId)));
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return undefined;
            throw e;
        }
        let record;
        try {
            record = JSON.parse(text);
        }
        catch {
            return undefined;
        }
        if (typeof record !== 'object' || record === null)
            return undefined;
        if (record.session_id !== sessionId || typeof record.prompt !== 'string')
            return undefined;
        return {
            prompt: record.prompt,
            time: typeof record.time === 'string' ? record.time : '',
            ...(typeof record.tripwire === 'number' ? { tripwire: record.tripwire } : {}),
            ...(isHeads(record.heads) ? { heads: record.heads } : {}),
            ...(isRemotes(record.remotes) ? { remotes: record.remotes } : {}),
            ...(typeof record.nonce === 'string' ? { nonce: record.nonce } : {}),
            ...(isPrints(record.git) ? { git: record.git } : {}),
        };
    }
    async audit(entries) {
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const file = node_path_1.posix.join(this.dir, ownState_js_1.STORE_OWN.audit);
        const seen = entries.some((e) => e.phrase !== undefined && e.tool_use_id) ? recentReleases(file) : new Set();
        const fresh = entries.filter((e) => e.phrase === undefined || !e.tool_use_id || !seen.has(releaseKey(e)));
        if (fresh.length > 0)
            (0, node_fs_1.appendFileSync)(file, fresh.map((e) => `${JSON.stringify(e)}\n`).join(''));
    }
    prune(keep) {
        const names = (0, node_fs_1.readdirSync)(this.sessions).filter((n) => n.endsWith('.json'));
        const files = names.map((n) => {
            const p = node_path_1.posix.join(this.sessions, n);
            let mtime = 0;
            try {
                mtime = (0, node_fs_1.statSync)(p).mtimeMs;
            }
            catch {
            }
            return { p, mtime };
        });
        files.sort((a, b) => b.mtime - a.mtime);
        const cutoff = this.now().getTime() - MAX_AGE_MS;
        const old = files.filter((f, i) => f.p !== keep && (f.mtime < cutoff || i >= MAX_SESSIONS));
        for (const f of old) {
            try {
                (0, node_fs_1.unlinkSync)(f.p);
            }
            catch {
            }
        }
    }
}
exports.PromptStore = PromptStore;
function releaseKey(e) {
    return JSON.stringify([e.session, e.tool_use_id, e.tool ?? null, e.rule, e.path ?? null]);
}
const AUDIT_TAIL = 64 * 1024;
function recentReleases(file) {
    const keys = new Set();
    let text;
    try {
        const fd = (0, readRegular_js_1.openRegular)(file);
        try {
            const size = (0, node_fs_1.fstatSync)(fd).size;
            const start = Math.max(0, size - AUDIT_TAIL);
            const buf = Buffer.alloc(size - start);
            const n = (0, node_fs_1.readSync)(fd, buf, 0, buf.length, start);
            text = buf.subarray(0, n).toString('utf8');
        }
        finally {
            (0, node_fs_1.closeSync)(fd);
        }
    }
    catch {
        return keys;
    }
    for (const line of text.split('\n')) {
        if (!line.startsWith('{'))
            continue;
        try {
            const e = JSON.parse(line);
            if (e.phrase !== undefined && e.tool_use_id)
                keys.add(releaseKey(e));
        }
        catch {
        }
    }
    return keys;
}


/***/ }),

/***/ 1744:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.stateHome = stateHome;
const node_path_1 = __webpack_require__(6760);
function stateHome(env, home) {
    return env.XDG_STATE_HOME && node_path_1.posix.isAbsolute(env.XDG_STATE_HOME)
        ? env.XDG_STATE_HOME
        : node_path_1.posix.join(home, '.local', 'state');
}


/***/ }),

/***/ 4452:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ABSENT = void 0;
exports.keyOf = keyOf;
exports.sameKey = sameKey;
exports.lstatOrUndefined = lstatOrUndefined;
const node_fs_1 = __webpack_require__(3024);
exports.ABSENT = 0;
function keyOf(st) {
    if (st === undefined)
        return exports.ABSENT;
    return [st.mode, st.dev, st.ino, st.size, st.ctimeMs, st.mtimeMs];
}
function sameKey(st, k) {
    if (st === undefined || k === exports.ABSENT)
        return st === undefined && k === exports.ABSENT;
    return (st.ctimeMs === k[4] &&
        st.ino === k[2] &&
        st.mtimeMs === k[5] &&
        st.size === k[3] &&
        st.mode === k[0] &&
        st.dev === k[1]);
}
function lstatOrUndefined(path) {
    try {
        return (0, node_fs_1.lstatSync)(path, { throwIfNoEntry: false });
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw e;
    }
}


/***/ }),

/***/ 5621:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.agentsText = void 0;
const trustNeed = {
    codex: 'Codex runs project hooks only in a trusted folder whose hooks were reviewed, and says nothing when it skips them (Codex 0.169.0)',
    gemini: 'Gemini CLI runs hooks only in a trusted folder, and headless it exits 55 in an untrusted one; hooksConfig.enabled false or the command in hooksConfig.disabled switch the hooks off (Gemini CLI 0.61.0)',
    copilot: 'Copilot CLI loads project hooks only in a trusted folder, and copilot -p in an untrusted one runs none and says nothing (Copilot CLI 1.0.102)',
};
const trustFix = {
    codex: (root) => `run \`codex exec --trust\` once in ${root} (or add [projects."${root}"] trust_level = "trusted" to ~/.codex/config.toml), then review the hooks in Codex's /hooks; or run: diffgate install --codex --user`,
    gemini: (root) => `trust the folder when Gemini asks, or add {"${root}": "TRUST_FOLDER"} to ~/.gemini/trustedFolders.json (headless: GEMINI_CLI_TRUST_WORKSPACE=true or --skip-trust)`,
    copilot: (root) => `trust the folder when Copilot asks, or add "${root}" to "trustedFolders" in ~/.copilot/config.json; or run: diffgate install --copilot --user`,
};
exports.agentsText = {
    usage: (agents) => `usage: diffgate hook ${agents.join('|')}   (reads the agent's hook JSON on standard input)`,
    askBlocked: (agent, reason) => `diffgate: this call needs a person's approval (${reason}). ${agent} hooks cannot ask the person, so the call is blocked. Tell the person what you wanted to run and why; they run it themselves, or release it with the release phrase.`,
    input: {
        badJson: (agent, detail) => `the input on stdin is not JSON (${detail}); expected the JSON object ${agent} sends a command hook`,
        notObject: (agent) => `the input on stdin is not a JSON object; expected the object ${agent} sends a command hook`,
        field: (agent, name, expected) => `the ${agent} input's "${name}" is missing or not ${expected}`,
        unknownEvent: (agent, event, expected) => `unknown ${agent} hook event ${JSON.stringify(event)}: expected ${expected.join(', ')} (install the hook with "diffgate install --${agent.toLowerCase().split(' ')[0]}")`,
        unknownTool: (agent, tool, expected) => `unknown ${agent} tool ${JSON.stringify(tool)}: expected ${expected.join(', ')} (the installed hook's matcher names only these)`,
    },
    install: {
        installed: (agent, file, events) => `added the ${agent} hooks to ${file} (${events.join(', ')}).`,
        already: (agent, file) => `the ${agent} hooks are already in ${file}; nothing changed.`,
        removed: (agent, file) => `removed the ${agent} hooks from ${file}.`,
        absent: (file) => `${file} has no diffgate hooks; nothing changed.`,
        badSettings: (file, detail) => `${file} is not a JSON object (${detail}); fix it by hand, then run the install again.`,
        badHooks: (file, event) => `${file} has a "hooks.${event}" that is not a list; fix it by hand, then run the install again.`,
        notOurs: (file) => `${file} exists and was not written by diffgate; move it away, then run the install again.`,
        trust: {
            codex: (root) => `${trustNeed.codex}: ${trustFix.codex(root)}.`,
            gemini: (root) => `${trustNeed.gemini}: ${trustFix.gemini(root)}.`,
            copilot: (root) => `${trustNeed.copilot}: ${trustFix.copilot(root)}.`,
        },
        noPostEvent: (agent) => `${agent} has no event after a tool runs that diffgate can use, so its tripwire does not run there; the git hooks and the Action still judge every commit.`,
    },
    doctor: {
        group: () => 'agent hooks (Codex, Gemini CLI, Cursor, Copilot CLI, OpenCode)',
        settingsCheck: (agent) => `${agent} hooks`,
        probeCheck: (agent) => `${agent} hook denies`,
        notInstalled: () => "no agent hooks but Claude Code's installed (diffgate install --codex, --gemini, --cursor, --copilot or --opencode)",
        installed: (file, events, post) => `${file}: ${events.join(', ')} run diffgate; after each tool call: ${post}`,
        missing: (file, events) => `${file} has no diffgate hook for ${events.join(', ')}`,
        reinstall: (agent, user) => `run: diffgate install --${agent}${user ? ' --user' : ''}`,
        loadsCheck: (agent) => `${agent} hooks load`,
        loads: (why) => `the client will load the installed hooks here: ${why}`,
        untrusted: (agent, root, where) => `${agent} does not trust ${root} (${where}), so it loads none of the project hooks there and says nothing about it: every call goes through unjudged`,
        reviewedCheck: (agent) => `${agent} hooks reviewed`,
        reviewed: (n, config) => `${config} records each of diffgate's ${n} Codex hooks as reviewed with its current hash: Codex runs them`,
        unreviewed: (keys, n, config) => `Codex runs a hook only once ${config} records its current hash as reviewed ([hooks.state."<key>"] trusted_hash, written by /hooks) and does not disable it; ${keys.length} of diffgate's ${n} hooks are not (never reviewed, disabled, or changed since: an install after diffgate or node changed writes a new command), so Codex skips them and codex exec says nothing: ${keys.join(', ')}`,
        reviewFix: (root) => `open Codex in ${root}, run /hooks and trust diffgate's hooks (again after each diffgate install)`,
        switchedOff: (file, how) => `${file} switches the Gemini CLI hooks off (${how}): they never run`,
        trustFix,
        hooksOnFix: (file) => `remove hooksConfig.enabled false and diffgate's command from hooksConfig.disabled in ${file}`,
        probeDenied: (path) => `the installed command denied a synthetic edit of ${path}`,
        probeNotDenied: (path, status, output) => `the installed command did not deny a synthetic edit of ${path} (exit ${status}): ${output.trim().slice(0, 300)}`,
    },
    readMany: {
        tooWide: (limit) => `the read_many_files call reaches more than ${limit} files and folders, too many to judge one by one; read the files you need by name or with a narrower include`,
    },
    patch: {
        syntax: (line, detail) => `the apply_patch input is not a patch diffgate can read (line ${line}: ${detail})`,
        noMatch: (path, detail) => `the patch cannot be applied to ${path} as it is now: ${detail}`,
        unreadable: (path, detail) => `the patch updates ${path}, which cannot be read: ${detail}`,
    },
};


/***/ }),

/***/ 7880:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.statOrUndefined = statOrUndefined;
exports.existsOrUnknown = existsOrUnknown;
exports.isMissing = isMissing;
const node_fs_1 = __webpack_require__(3024);
const statOf = (path, follow) => follow === 'follow' ? (0, node_fs_1.statSync)(path) : (0, node_fs_1.lstatSync)(path);
function statOrUndefined(path, follow) {
    try {
        return statOf(path, follow);
    }
    catch {
        return undefined;
    }
}
function existsOrUnknown(path, follow) {
    try {
        statOf(path, follow);
        return true;
    }
    catch (e) {
        return !isMissing(e);
    }
}
function isMissing(e) {
    const code = e?.code;
    return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG';
}


/***/ }),

/***/ 6640:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HookFailure = void 0;
exports.failureText = failureText;
const claude_js_1 = __webpack_require__(209);
class HookFailure extends Error {
}
exports.HookFailure = HookFailure;
function failureText(e) {
    const detail = e instanceof HookFailure ? e.message : claude_js_1.claudeText.internal(e instanceof Error ? (e.stack ?? e.message) : String(e));
    return `${claude_js_1.claudeText.failure(detail)}\n`;
}


/***/ }),

/***/ 3861:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.locate = locate;
exports.findRepository = findRepository;
exports.realOr = realOr;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const exists_js_1 = __webpack_require__(7880);
const failure_js_1 = __webpack_require__(6640);
const readRegular_js_1 = __webpack_require__(6355);
const realPath_js_1 = __webpack_require__(5727);
function locate(cwd, env, home) {
    const project = env.CLAUDE_PROJECT_DIR;
    const start = realDir(project && project !== '' ? project : cwd);
    const repo = findRepository(start);
    const workspace = project && project !== '' ? start : (repo?.root ?? start);
    return {
        cwd,
        workspace,
        root: repo?.root ?? workspace,
        gitDir: repo?.gitDir ?? null,
        home,
        realHome: realHomeOf(home),
        tempDirs: env.TMPDIR ? [env.TMPDIR] : [],
        cdPath: env.CDPATH,
    };
}
function realHomeOf(home) {
    try {
        return (0, realPath_js_1.realPathOf)(home);
    }
    catch {
        return home;
    }
}
function realDir(dir) {
    try {
        return node_fs_1.realpathSync.native(dir);
    }
    catch (e) {
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.noDirectory(dir, e.message));
    }
}
function findRepository(dir) {
    for (let d = dir;; d = node_path_1.posix.dirname(d)) {
        const dotGit = node_path_1.posix.join(d, '.git');
        const stat = (0, exists_js_1.statOrUndefined)(dotGit, 'nofollow');
        if (stat?.isDirectory())
            return { root: d, gitDir: node_fs_1.realpathSync.native(dotGit) };
        if (stat?.isFile()) {
            const m = /^gitdir:\s*(.+?)\s*$/m.exec((0, readRegular_js_1.readRegularText)(dotGit, 64 * 1024));
            if (m)
                return { root: d, gitDir: realOr(node_path_1.posix.resolve(d, m[1])) };
        }
        if (node_path_1.posix.dirname(d) === d)
            return undefined;
    }
}
function realOr(path) {
    try {
        return node_fs_1.realpathSync.native(path);
    }
    catch {
        return path;
    }
}


/***/ }),

/***/ 5727:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.realPathOf = realPathOf;
exports.isWithin = isWithin;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const exists_js_1 = __webpack_require__(7880);
const tooLongForPath_js_1 = __webpack_require__(940);
const MAX_LINKS = 40;
function realPathOf(abs) {
    try {
        return follow(abs, 0);
    }
    catch (e) {
        if (!(e instanceof LinkLoop))
            throw e;
    }
    const parent = node_path_1.posix.dirname(abs);
    if (parent === abs)
        return abs;
    return node_path_1.posix.join(realPathOf(parent), node_path_1.posix.basename(abs));
}
class LinkLoop extends Error {
}
function follow(abs, depth) {
    if ((0, tooLongForPath_js_1.tooLongForPath)(abs)) {
        const parent = node_path_1.posix.dirname(abs);
        return parent === abs ? abs : node_path_1.posix.join(follow(parent, depth), node_path_1.posix.basename(abs));
    }
    try {
        return node_fs_1.realpathSync.native(abs);
    }
    catch (e) {
        if (e?.code === 'ELOOP')
            throw new LinkLoop(abs);
        if (!(0, exists_js_1.isMissing)(e))
            throw e;
    }
    if (depth > MAX_LINKS)
        throw new LinkLoop(abs);
    const link = (0, exists_js_1.statOrUndefined)(abs, 'nofollow')?.isSymbolicLink() ?? false;
    if (link) {
        const target = (0, node_fs_1.readlinkSync)(abs);
        return follow(node_path_1.posix.resolve(node_path_1.posix.dirname(abs), target), depth + 1);
    }
    const parent = node_path_1.posix.dirname(abs);
    if (parent === abs)
        return abs;
    return node_path_1.posix.join(follow(parent, depth + 1), node_path_1.posix.basename(abs));
}
function isWithin(path, dir) {
    return path === dir || path.startsWith(dir.endsWith('/') ? dir : `${dir}/`);
}


/***/ }),

/***/ 940:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PATH_MAX = exports.NAME_MAX = void 0;
exports.tooLongForPath = tooLongForPath;
exports.NAME_MAX = 255;
exports.PATH_MAX = 4096;
function tooLongForPath(path) {
    if (Buffer.byteLength(path) >= exports.PATH_MAX)
        return true;
    return path.split('/').some((part) => Buffer.byteLength(part) > exports.NAME_MAX);
}


/***/ }),

/***/ 209:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.claudeText = void 0;
const CLAUDE_NO_WORKAROUND = 'Do not work around the block by changing another file instead, or by making the same change another way (another tool, a script, a shell command).';
const CLAUDE_WAIT = 'Show the change you intended and why in your reply, and wait for a person to decide.';
const ruleNoun = (kind) => kind === 'freeze'
    ? 'a frozen file'
    : kind === 'invariant'
        ? 'a file with invariant spans'
        : kind === 'append'
            ? 'an append-only file'
            : kind === 'budget'
                ? 'a file under a size budget'
                : kind === 'deny'
                    ? 'a path the manifest denies'
                    : kind === 'manifest'
                        ? 'the diffgate manifest'
                        : `a file protected by a ${kind} rule`;
exports.claudeText = {
    header: (tool, what) => `diffgate blocked this ${tool} call${what ? ` (${what})` : ''}.`,
    why: 'why:',
    next: 'next:',
    workaround: () => CLAUDE_NO_WORKAROUND,
    release: (phrases) => `Only a person lifts this block: if they agree, they include ${phrases.map((p) => JSON.stringify(p)).join(' or ')} in their next message, and it holds for that one turn.`,
    failure: (detail) => `diffgate hook: ${detail}\nThe hook cannot decide, so the call is blocked (fail closed). Tell the person what this says; do not try to get around it.`,
    internal: (detail) => `internal error: ${detail}`,
    timeout: (seconds) => `the hook did not finish within its time limit of ${seconds} s (DIFFGATE_HOOK_TIMEOUT); the input is too large or too complex to check in time. Split the work into smaller, simpler tool calls`,
    timeoutSetting: (raw, min, max) => `DIFFGATE_HOOK_TIMEOUT=${JSON.stringify(raw)} is not a time limit: expected a number of seconds from ${min} to ${max} (the default is 10)`,
    tooLong: (length, limit, write) => `the command is ${length} characters long, more than the ${limit} the hook reads; split it into shorter commands, or write a long text with the ${write} tool`,
    noDirectory: (dir, why) => `the working directory ${dir} cannot be resolved: ${why}. If a call moved, renamed or removed the repository, nothing it changed has been checked yet, and no call is let through until it is: move it back to ${dir} (the person does, if need be); the next hook there judges what the call changed, and puts back what the rules forbid`,
    gitDirSwapped: (g) => `the git folder of ${g.workspace} is not the one diffgate recorded: it was ${g.kept}, and ${g.found === null ? 'there is none now' : `${g.dotGit} now leads to ${g.found}, another folder`}. A process within the agent's reach moved or removed the repository's own git folder: diffgate's record of the protected files, the calls in progress and the git hooks that judge commits were in it, so nothing a call changed can be judged here, and every call is blocked. ${g.stillThere
        ? g.ownDotGit
            ? `Next: the person puts it back (mv ${g.dotGit} ${g.dotGit}.swapped && mv ${g.kept} ${g.dotGit}), and looks at what the swapped one holds (its config and hooks are not theirs).`
            : `Next: the person puts it back (printf 'gitdir: ${g.kept}\n' > ${g.dotGit}).`
        : `The original is no longer at ${g.kept}. Next: the person finds it (a folder holding HEAD, objects/ and diffgate/, where the call moved it) and moves it back to ${g.dotGit}, after moving aside what stands there now (its config and hooks are not theirs).`} The next hook then judges what the call changed. If the person replaced the git folder themselves (a fresh clone), they remove ${g.file}: diffgate then keeps the new one, and what changed before cannot be judged`,
    manifestUnreadable: (label, why) => `the manifest ${label} exists but cannot be read: ${why}`,
    tooManySnapshots: (folder, n, max) => `${folder} holds ${n} files, more than the ${max} shell snapshots diffgate watches (Claude Code keeps one a session, each sourced before that session's Bash calls), so every call is blocked. Next: a person removes the files there that are not Claude Code's own snapshots`,
    tooManyPythonVersions: (folder, max) => `${folder} holds more than ${max} entries, more than diffgate reads to find Python's user sites (every python3 the person starts runs the start files there), so every call is blocked. Next: a person removes the entries there that are not python3.N folders`,
    tooManyGitIncludes: (config, max) => `the git config files include more than ${max} files (the last found through ${config}), more than diffgate reads to find where git runs its hooks from, so every call is blocked. Next: a person removes the [include] and [includeIf] entries that are not needed`,
    tooManyWorktrees: (folder, max) => `${folder} holds more than ${max} entries, more than diffgate reads to watch each worktree's common folder (a worktree's commondir names where git reads its hooks and config from), so every call is blocked. Next: a person runs git worktree prune, and removes the worktrees not needed (git worktree remove)`,
    tooManySourcedFiles: (file, max) => `the shell start-up files source more than ${max} files (the last found through ${file}), more than diffgate reads to watch what the person's shells run at start, so every call is blocked. Next: a person merges the sourced files into fewer`,
    startFileNotRegular: (file, why) => `${file} ${why}, so diffgate cannot read which files the person's shells run at start (a FIFO would hold the hook until the client let the call through), and every call is blocked. Next: a person puts it back as the regular file it was, or removes it`,
    gitFileNotRegular: (file, why) => `${file} ${why}, so diffgate cannot read where git runs its hooks from (a FIFO would hold the hook until the client let the call through), and every call is blocked. Next: a person puts it back as the regular file it was (a repository's config: remove it, run git init to write a default one, then set its remotes and settings again)`,
    manifestSymlink: (label) => `the manifest ${label} is a symbolic link; git stores a link as its target's name, so the rules must be in ${label} itself (replace the link with the file)`,
    manifestErrors: (label, lines) => `the manifest ${label} has ${lines.length === 1 ? 'an error' : `${lines.length} errors`}, so nothing can be checked:\n${lines.map((l) => `  ${l}`).join('\n')}`,
    userManifestRelative: (pattern) => `expected a pattern starting with ~/ or / (the user manifest names files outside repositories), found ${JSON.stringify(pattern)}`,
    usage: () => "usage: diffgate hook claude   (reads Claude Code's hook JSON on standard input)",
    input: {
        badJson: (detail) => `the input on stdin is not JSON (${detail}); expected the JSON object Claude Code sends a command hook`,
        notObject: () => 'the input on stdin is not a JSON object; expected the object Claude Code sends a command hook',
        field: (name, expected) => `the input's "${name}" is missing or not ${expected}`,
        toolField: (tool, name, expected) => `the ${tool} tool input's "${name}" is missing or not ${expected}`,
        unknownEvent: (event) => `unknown hook event ${JSON.stringify(event)}: expected PreToolUse, PostToolUse, PostToolUseFailure, Stop, SubagentStop or UserPromptSubmit (install the hook with "diffgate install --claude")`,
        unknownTool: (tool) => `unknown tool ${JSON.stringify(tool)}: expected Write, Edit, MultiEdit, NotebookEdit, Read, Grep, Glob, LS, Bash, PowerShell, Monitor, CronCreate, ScheduleWakeup or an MCP tool, mcp__<server>__<tool> (the hook's matchers name only these)`,
    },
    scheduled: {
        message: (tool, phrase) => `The prompt this ${tool} call would schedule contains the release phrase ${JSON.stringify(phrase)}.`,
        reason: () => "Only the person's own typed prompt releases a block. A scheduled prompt is the model's words, sent later by the client: it releases nothing, and scheduling the phrase is refused.",
        next: () => 'Schedule the prompt without the release phrase. If the task needs a protected file changed, tell the person what and why, and let them release it in their own message.',
    },
    workspace: {
        unreachable: (path, code) => `${path} cannot be reached: ${code === 'ELOOP' ? 'its symlinks form a loop' : code === 'ENOTDIR' ? 'a part of it that would have to be a folder is a file' : 'the path is too long for the file system (a name over 255 bytes, or the whole over 4096)'}, so the tool cannot write or read it as given.`,
        unreachableNext: () => 'Check the path: list the folder it should be in and use a path that exists there.',
        reason: () => 'File tools stay inside the workspace (the repository, or CLAUDE_PROJECT_DIR), judged by real path.',
        next: () => 'Work on files inside the workspace. If you need a file outside it, ask the person to provide it.',
        empty: () => 'The path is empty.',
        nul: () => 'The path contains a NUL character.',
        drive: (p) => `${JSON.stringify(p)} is a Windows drive path; paths are resolved inside the workspace only.`,
        unc: (p) => `${JSON.stringify(p)} is a UNC (network) path; paths are resolved inside the workspace only.`,
        symlink: (p, real) => `${JSON.stringify(p)} is a symlink (or lies under one) that leads outside the workspace, to ${real}.`,
        dotdot: (p) => `${JSON.stringify(p)} uses ".." to leave the workspace.`,
        outside: (p, workspace) => `${JSON.stringify(p)} is outside the workspace ${workspace}.`,
        secret: (p, segment) => `${p} is on the built-in secret list (${JSON.stringify(segment)}); it is not read or written by tools.`,
        secretBraces: (p, segment, max) => `${p} holds brace lists of more than ${max} names (${JSON.stringify(segment)}): so broad a list is not checked name by name and may reach secret files. List fewer names, or use a plain glob.`,
        gitDir: (p) => `${p} is inside git's own directory; it is not read or written by tools.`,
        secretReason: () => "Secrets, keys, production credentials and git's own files stay out of the agent's reach.",
        secretNext: () => `Do not read or write it. If the task needs a value from it, ask the person. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
    },
    edit: {
        noMatch: (tool, path, detail) => `The ${tool} of ${path}, a protected file, cannot be applied to the file as it is now: ${detail}`,
        notFound: (n) => `old_string${n > 0 ? ` of edit ${n + 1}` : ''} does not occur in the file.`,
        exists: () => 'old_string is empty but the file already has content.',
        noCell: (id) => `the notebook has no cell ${JSON.stringify(id)}.`,
        noCellType: () => 'inserting a cell needs cell_type (code or markdown).',
        badNotebook: (detail) => `the file is not a notebook the tool can edit (${detail}).`,
        noMatchReason: () => 'A protected file is checked on the exact content the edit would leave.',
        noMatchNext: () => `Read the file again and make the edit against its current text.`,
        unread: (tool, path, why) => `The ${tool} of ${path}, a protected file, cannot be checked: the file ${why}.`,
        unreadReason: () => 'The hook reads only regular files, and only up to a bound, so that it always answers.',
        unreadNext: () => 'Ask the person to make this change; a protected file this large is not edited by tools.',
    },
    saveGate: {
        message: (path) => `Writing to ${path}, which may be written only in the turn right after the person asks to save.`,
        next: (words) => `Do not save it now. Propose what you would save in your reply; the person asks for it with a message containing ${(words.length > 0 ? words : ['save', 'remember']).map((w) => JSON.stringify(w)).join(' or ')}.`,
    },
    shell: {
        writes: (how, path, kind) => `The command writes ${path} (${how}), ${ruleNoun(kind)}.`,
        programNames: (how, path, kind) => `The ${how} program names ${path}, ${ruleNoun(kind)}.`,
        secret: (how, path, segment) => `The command writes ${path} (${how}), which is on the built-in secret list (${JSON.stringify(segment)}).`,
        useEdit: (edit) => `Use the ${edit} tool, whose proposed change can be checked against the rule; a shell command's effect cannot be.`,
        programNext: (edit) => `Use the ${edit} tool for protected files, whose proposed change can be checked; an inline program's effect cannot be.`,
        denyNext: () => `Do not create it. If it must exist, a person adds an "allow" line for it to the manifest.`,
        unresolved: (how, raw, could) => `The command writes ${JSON.stringify(raw)} (${how}), which cannot be resolved before it runs, and it could be a protected path (${[...new Set(could)].slice(0, 5).join(', ')}).`,
        opaqueProgram: (what) => `The command runs code that cannot be read before it runs (${what.length > 120 ? `${what.slice(0, 117)}...` : what}).`,
        unresolvedReason: () => 'Writes a shell command makes are checked before it runs; what cannot be known then is treated as protected (fail closed).',
        unresolvedRootReason: () => 'It removes a whole tree whose path cannot be known before it runs and could be / or the home folder, which nothing puts back: a release phrase does not lift this.',
        unresolvedNext: (edit) => `Write the target as a literal path (no variables or command substitutions), or use the ${edit} tool for files the manifest protects.`,
        tooMany: () => 'The command names more paths (through globs, variables and possible working directories) than can be checked in time before it runs.',
        tooManyNext: (edit) => `Split it into smaller commands that name their files more plainly, or use the ${edit} tool for files the manifest protects.`,
        syntax: () => 'The command could not be parsed as a shell command line.',
        syntaxNext: () => 'Rewrite it as a plain command line (check its quoting).',
    },
    gate: {
        reason: () => 'The gate (git hooks, the manifest, diffgate itself) is switched off only by a person.',
        switch: (kind, text) => (kind === 'no-verify'
            ? "The command skips git's hooks (--no-verify)"
            : kind === 'hooks-path'
                ? 'The command reads or changes core.hooksPath, where git finds its hooks'
                : kind === 'git-config-code'
                    ? 'The command sets a git setting that runs a command or brings in other settings, a way round the hooks'
                    : kind === 'release-variable'
                        ? 'The command sets a DIFFGATE_ variable; DIFFGATE_RELEASE is set only by a person'
                        : kind === 'hook-manager-off'
                            ? 'The command sets a variable that switches a hook manager off (HUSKY, LEFTHOOK, SKIP, PRE_COMMIT_)'
                            : kind === 'git-config-env'
                                ? 'The command gives git settings through the environment (GIT_CONFIG_*, --config-env, another HOME or XDG_CONFIG_HOME), which can point git past its hooks'
                                : kind === 'index-flags'
                                    ? "The command changes a protected file's mode or hides its changes in git's index (update-index --chmod, --assume-unchanged, --skip-worktree)"
                                    : "The command runs diffgate's own hook or uninstaller") +
            `: ${text.length > 120 ? `${text.slice(0, 117)}...` : text}`,
        gitHooks: (how, path) => `The command writes git's hooks (${path}, ${how}).`,
        gateFile: (how, path) => `The command writes ${path} (${how}), a gate file: it decides whether diffgate's checks run, and with what code and rules.`,
        gateFileEdit: (tool, path) => `${tool} would change ${path}, a gate file: it decides whether diffgate's checks run, and with what code and rules.`,
        next: () => `Do not switch the gate off. ${CLAUDE_WAIT}`,
        gitDirReason: () => "git's own files are changed by git commands only.",
        gitDir: (how, path) => `The command writes inside git's directory (${path}, ${how}).`,
        gitDirNext: () => `Use git commands instead of writing git's files.`,
    },
    install: {
        installed: (file, events) => `added the Claude Code hooks to ${file} (${list(events)}). Claude Code runs a project's hooks in a folder it trusts: an interactive \`claude\` asks once, \`claude -p\` does not ask (2.1.328). \`disableAllHooks\` in a settings file, \`--bare\` and CLAUDE_CODE_SIMPLE=1 switch them off; run \`diffgate doctor\` to see them live.`,
        already: (file) => `the Claude Code hooks are already in ${file}; nothing changed.`,
        removed: (file) => `removed the Claude Code hooks from ${file}.`,
        absent: (file) => `${file} has no diffgate hooks; nothing changed.`,
        badSettings: (file, detail) => `${file} is not a JSON object (${detail}); fix it by hand, then run the install again.`,
        badHooks: (file, event) => `${file} has a "hooks.${event}" that is not a list; fix it by hand, then run the install again.`,
    },
};
function list(items) {
    return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}


/***/ }),

/***/ 6355:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NotReadable = exports.READ_LIMIT = void 0;
exports.readRegular = readRegular;
exports.openRegular = openRegular;
exports.readRegularText = readRegularText;
const node_fs_1 = __webpack_require__(3024);
exports.READ_LIMIT = 32 * 1024 * 1024;
class NotReadable extends Error {
    path;
    why;
    constructor(path, why, detail) {
        super(`${path} ${detail}`);
        this.path = path;
        this.why = why;
    }
}
exports.NotReadable = NotReadable;
const kindOf = (s) => s.isFIFO()
    ? 'a FIFO (named pipe)'
    : s.isSocket()
        ? 'a socket'
        : s.isCharacterDevice() || s.isBlockDevice()
            ? 'a device'
            : s.isDirectory()
                ? 'a directory'
                : 'not a regular file';
function readRegular(path, limit = exports.READ_LIMIT) {
    const fd = openRegular(path, limit);
    try {
        const s = (0, node_fs_1.fstatSync)(fd);
        let buf = Buffer.allocUnsafe(Math.min(limit + 1, s.size + 1));
        let n = 0;
        for (;;) {
            const r = (0, node_fs_1.readSync)(fd, buf, n, buf.length - n, null);
            if (r === 0)
                return buf.subarray(0, n);
            n += r;
            if (n > limit)
                throw tooLarge(path, limit);
            if (n === buf.length) {
                const bigger = Buffer.allocUnsafe(Math.min(limit + 1, buf.length * 2));
                buf.copy(bigger, 0, 0, n);
                buf = bigger;
            }
        }
    }
    finally {
        (0, node_fs_1.closeSync)(fd);
    }
}
function openRegular(path, limit = Number.MAX_SAFE_INTEGER) {
    checkRegular(path, (0, node_fs_1.statSync)(path), limit);
    const fd = (0, node_fs_1.openSync)(path, node_fs_1.constants.O_RDONLY | node_fs_1.constants.O_NONBLOCK);
    try {
        checkRegular(path, (0, node_fs_1.fstatSync)(fd), limit);
    }
    catch (e) {
        (0, node_fs_1.closeSync)(fd);
        throw e;
    }
    return fd;
}
function checkRegular(path, s, limit) {
    if (!s.isFile())
        throw new NotReadable(path, 'not-regular', `is ${kindOf(s)}, not a regular file`);
    if (s.size > limit)
        throw tooLarge(path, limit);
}
function readRegularText(path, limit = exports.READ_LIMIT) {
    return readRegular(path, limit).toString('utf8');
}
function tooLarge(label, limit) {
    return new NotReadable(label, 'too-large', `is larger than ${limit} bytes, more than the hook reads`);
}


/***/ }),

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const pico = __webpack_require__(8016);
const utils = __webpack_require__(4059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const constants = __webpack_require__(5595);
const utils = __webpack_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const scan = __webpack_require__(1781);
const parse = __webpack_require__(8265);
const utils = __webpack_require__(4059);
const constants = __webpack_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const utils = __webpack_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __webpack_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __webpack_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 2590:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GEMINI_TOOLS = exports.GEMINI_EVENTS = exports.AGENT = void 0;
exports.geminiCalls = geminiCalls;
const node_path_1 = __webpack_require__(6760);
const failure_js_1 = __webpack_require__(6640);
const agents_js_1 = __webpack_require__(5621);
const agentInput_js_1 = __webpack_require__(7907);
const readManyFiles_js_1 = __webpack_require__(7557);
const geminiToolNames_js_1 = __webpack_require__(7320);
exports.AGENT = 'Gemini CLI';
exports.GEMINI_EVENTS = ['BeforeTool', 'AfterTool', 'BeforeAgent', 'AfterAgent'];
exports.GEMINI_TOOLS = [
    'write_file',
    'replace',
    'run_shell_command',
    'read_file',
    'read_many_files',
    'glob',
    'search_file_content',
    'grep_search',
    'list_directory',
];
const GLOB_CHARS = /[*?[\]{}]/;
function geminiCalls(stdin) {
    const input = agentInput_js_1.AgentInput.parse(exports.AGENT, stdin);
    const event = input.string('hook_event_name');
    const cwd = input.absolute('cwd');
    const base = { session: input.nonEmpty('session_id'), cwd, project: cwd, tools: (0, geminiToolNames_js_1.geminiToolNames)() };
    if (event === 'BeforeAgent')
        return [{ ...base, kind: 'prompt', prompt: input.string('prompt') }];
    if (event === 'AfterAgent')
        return [{ ...base, kind: 'end', continued: input.data.stop_hook_active === true }];
    if (event !== 'BeforeTool' && event !== 'AfterTool')
        throw new failure_js_1.HookFailure(agents_js_1.agentsText.input.unknownEvent(exports.AGENT, event, exports.GEMINI_EVENTS));
    const tool = input.nonEmpty('tool_name');
    base.tools = (0, geminiToolNames_js_1.geminiToolNames)(tool);
    const raw = input.object('tool_input');
    if (event === 'AfterTool')
        return [{ ...base, kind: 'after', tool }];
    const args = input.child('tool_input', raw);
    const call = (name, callArgs, at = cwd) => ({
        ...base,
        cwd: at,
        kind: 'before',
        tool: name,
        args: callArgs,
    });
    const path = (p) => (0, node_path_1.resolve)(cwd, p);
    const dir = () => args.firstOf(['dir_path', 'path', 'directory'], { optional: true });
    switch (tool) {
        case 'write_file':
            return [call('Write', { file_path: path(args.string('file_path')), content: args.string('content') })];
        case 'replace': {
            const expected = raw.expected_replacements;
            if (expected !== undefined && (typeof expected !== 'number' || !Number.isInteger(expected) || expected < 1))
                throw new failure_js_1.HookFailure(agents_js_1.agentsText.input.field(exports.AGENT, 'tool_input.expected_replacements', 'a positive whole number'));
            return [
                call('Edit', {
                    file_path: path(args.string('file_path')),
                    old_string: args.string('old_string'),
                    new_string: args.string('new_string'),
                    replace_all: raw.allow_multiple === true || (typeof expected === 'number' && expected > 1),
                }),
            ];
        }
        case 'run_shell_command': {
            const d = dir();
            return [call('Bash', { command: args.string('command') }, d === undefined ? cwd : path(d))];
        }
        case 'read_file':
            return [call('Read', { file_path: path(args.firstOf(['file_path', 'absolute_path'])) })];
        case 'read_many_files': {
            const list = raw.include !== undefined ? args.stringList('include') : args.stringList('paths');
            const entries = list.map((p) => GLOB_CHARS.test(p) ? call('Glob', { pattern: p, path: cwd }) : call('Read', { file_path: path(p) }));
            const files = (0, readManyFiles_js_1.readManyCandidates)(cwd, list, raw.useDefaultExcludes !== false);
            return [
                ...entries.filter((c) => c.tool === 'Read' || outward(c)),
                ...files.map((f) => call('Read', { file_path: f })),
            ];
        }
        case 'glob': {
            const d = dir();
            return [call('Glob', { pattern: args.string('pattern'), ...(d === undefined ? {} : { path: path(d) }) })];
        }
        case 'search_file_content':
        case 'grep_search': {
            const d = dir();
            const include = args.firstOf(['include_pattern', 'include'], { optional: true });
            return [
                call('Grep', {
                    pattern: args.string('pattern'),
                    ...(d === undefined ? {} : { path: path(d) }),
                    ...(include === undefined ? {} : { glob: include }),
                }),
            ];
        }
        case 'list_directory':
            return [call('LS', { path: path(dir() ?? '.') })];
        default:
            throw new failure_js_1.HookFailure(agents_js_1.agentsText.input.unknownTool(exports.AGENT, tool, exports.GEMINI_TOOLS));
    }
}
function outward(c) {
    const p = c.args.pattern;
    return typeof p === 'string' && (p.startsWith('/') || p.startsWith('~') || p.split(/[\\/]/).includes('..'));
}


/***/ }),

/***/ 4398:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.geminiAfterEvent = geminiAfterEvent;
exports.geminiQuiet = geminiQuiet;
const failure_js_1 = __webpack_require__(6640);
const quietAfter_js_1 = __webpack_require__(4883);
const geminiEvent_js_1 = __webpack_require__(2590);
function geminiAfterEvent(stdin) {
    let events;
    try {
        events = (0, geminiEvent_js_1.geminiCalls)(stdin);
    }
    catch (e) {
        if (e instanceof failure_js_1.HookFailure)
            return undefined;
        throw e;
    }
    const [event] = events;
    return events.length === 1 && (event?.kind === 'after' || event?.kind === 'end') ? event : undefined;
}
async function geminiQuiet(stdin, env, home) {
    const event = geminiAfterEvent(stdin);
    return event !== undefined && (await (0, quietAfter_js_1.quietAfter)(event, env, home));
}


/***/ }),

/***/ 7320:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.geminiToolNames = geminiToolNames;
function geminiToolNames(tool) {
    return { edit: 'replace', write: 'write_file', shell: 'run_shell_command', ...(tool ? { called: tool } : {}) };
}


/***/ }),

/***/ 7557:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WALK_LIMIT = void 0;
exports.readManyCandidates = readManyCandidates;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const picomatch_1 = __importDefault(__webpack_require__(4006));
const failure_js_1 = __webpack_require__(6640);
const secrets_js_1 = __webpack_require__(1359);
const agents_js_1 = __webpack_require__(5621);
exports.WALK_LIMIT = 100_000;
const DEFAULT_EXCLUDED_DIRS = new Set(['node_modules', '.git']);
function readManyCandidates(project, include, defaultExcludes) {
    const matchers = include.map((p) => {
        const pattern = p.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
        return (0, picomatch_1.default)([pattern, `${pattern}/**`], { dot: true });
    });
    const wanted = (rel) => matchers.some((m) => m(rel));
    const out = [];
    let seen = 0;
    const reals = new Map();
    const realOf = (d) => {
        let r = reals.get(d);
        if (r === undefined) {
            try {
                r = node_fs_1.realpathSync.native(d);
            }
            catch {
                r = '';
            }
            reals.set(d, r);
        }
        return r;
    };
    const walk = (dir, rel) => {
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(dir);
        }
        catch {
            return;
        }
        for (const name of names) {
            if (++seen > exports.WALK_LIMIT)
                throw new failure_js_1.HookFailure(agents_js_1.agentsText.readMany.tooWide(exports.WALK_LIMIT));
            const abs = node_path_1.posix.join(dir, name);
            const r = rel === '' ? name : `${rel}/${name}`;
            let stat;
            try {
                stat = (0, node_fs_1.lstatSync)(abs);
            }
            catch {
                continue;
            }
            if (stat.isSymbolicLink()) {
                if (wanted(r) || matchersUnder(r))
                    out.push(abs);
                let real;
                try {
                    real = node_fs_1.realpathSync.native(abs);
                }
                catch {
                    continue;
                }
                if (!visited.has(real) && (0, node_fs_1.lstatSync)(real).isDirectory() && matchersUnder(r)) {
                    visited.add(real);
                    walk(abs, r);
                }
                continue;
            }
            if (stat.isDirectory()) {
                if (defaultExcludes && DEFAULT_EXCLUDED_DIRS.has(name))
                    continue;
                walk(abs, r);
            }
            else if (wanted(r) && ((0, secrets_js_1.secretSegment)(r) !== undefined || dir !== realOf(dir)))
                out.push(abs);
        }
    };
    const matchersUnder = (r) => matchers.some((m) => m(`${r}/x`));
    let root;
    try {
        root = node_fs_1.realpathSync.native(project);
    }
    catch {
        return [];
    }
    const visited = new Set([root]);
    walk(root, '');
    return out;
}


/***/ }),

/***/ 1079:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PathIndex = exports.GLOB_OPTIONS = void 0;
exports.globMatcher = globMatcher;
exports.staticBase = staticBase;
exports.patternCovers = patternCovers;
const picomatch_1 = __importDefault(__webpack_require__(4006));
const rule_js_1 = __webpack_require__(4918);
exports.GLOB_OPTIONS = { dot: true, windows: false, flags: 's' };
const NONE = [];
class PathIndex {
    literal = new Map();
    byBase = new Map();
    constructor(rules) {
        for (const rule of rules) {
            if ((0, rule_js_1.isOutsidePattern)(rule.pattern))
                continue;
            const base = staticBase(rule.pattern);
            if (base === rule.pattern)
                push(this.literal, rule.pattern, rule);
            else {
                push(this.byBase, base, { rule });
                for (let slash = base.indexOf('/'); slash !== -1; slash = base.indexOf('/', slash + 1)) {
                    if (!this.byBase.has(base.slice(0, slash)))
                        this.byBase.set(base.slice(0, slash), []);
                }
                if (!this.byBase.has(''))
                    this.byBase.set('', []);
            }
        }
    }
    match(path) {
        let found;
        const literal = this.literal.get(path);
        if (literal)
            found = [...literal];
        if (this.byBase.size > 0) {
            let end = -1;
            for (;;) {
                const entries = this.byBase.get(end === -1 ? '' : path.slice(0, end));
                if (!entries)
                    break;
                for (const entry of entries) {
                    entry.test ??= compile(entry.rule);
                    if (entry.test(path))
                        (found ??= []).push(entry.rule);
                }
                if (end >= path.length || path === '')
                    break;
                const slash = path.indexOf('/', end + 1);
                end = slash === -1 ? path.length : slash;
            }
        }
        if (!found)
            return NONE;
        return found.length > 1 ? found.sort((a, b) => a.line - b.line) : found;
    }
}
exports.PathIndex = PathIndex;
const matchers = new Map();
function globMatcher(pattern) {
    let test = matchers.get(pattern);
    if (!test)
        matchers.set(pattern, (test = (0, picomatch_1.default)(pattern, exports.GLOB_OPTIONS)));
    return test;
}
function compile(rule) {
    try {
        return globMatcher(rule.pattern);
    }
    catch (e) {
        throw new Error(`${rule.file}:${rule.line}: the glob ${JSON.stringify(rule.pattern)} cannot be compiled: ${e.message}`);
    }
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
const GLOB_CHARS = /[*?[\]{}()!+@\\]/;
function staticBase(pattern) {
    if (!GLOB_CHARS.test(pattern))
        return pattern;
    const segments = pattern.split('/');
    const first = segments.findIndex((s) => GLOB_CHARS.test(s));
    return segments.slice(0, first).join('/');
}
function patternCovers(wider, narrower) {
    if (wider === narrower)
        return true;
    if ((0, rule_js_1.isOutsidePattern)(wider) !== (0, rule_js_1.isOutsidePattern)(narrower))
        return false;
    if (staticBase(narrower) !== narrower)
        return wider === '**';
    return globMatcher(wider)(narrower);
}


/***/ }),

/***/ 4918:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DEFAULT_SAVE_WORDS = exports.DEFAULT_RELEASE_PHRASE = exports.RULE_KINDS = exports.KIND_ALIASES = void 0;
exports.isPathKind = isPathKind;
exports.isOutsidePattern = isOutsidePattern;
exports.releasePhrases = releasePhrases;
exports.KIND_ALIASES = { A: 'freeze', B: 'invariant', C: 'append' };
exports.RULE_KINDS = [
    'freeze',
    'invariant',
    'append',
    'budget',
    'deny',
    'allow',
    'save-gate',
    'release',
    'command-allow',
    'command-ask',
    'command-deny',
];
function isPathKind(kind) {
    return kind !== 'release' && !kind.startsWith('command-');
}
function isOutsidePattern(pattern) {
    return pattern.startsWith('~/') || pattern.startsWith('/');
}
exports.DEFAULT_RELEASE_PHRASE = 'guard release';
function releasePhrases(rules) {
    const phrases = rules.filter((r) => r.kind === 'release').map((r) => r.pattern);
    return phrases.length > 0 ? phrases : [exports.DEFAULT_RELEASE_PHRASE];
}
exports.DEFAULT_SAVE_WORDS = ['save', 'remember'];


/***/ }),

/***/ 1359:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NOT_SECRET = exports.SECRET_SEGMENTS = void 0;
exports.secretSegment = secretSegment;
const picomatch_1 = __importDefault(__webpack_require__(4006));
const pathIndex_js_1 = __webpack_require__(1079);
exports.SECRET_SEGMENTS = [
    '.env',
    '.env.*',
    '*.pem',
    '*.key',
    'id_rsa',
    'id_dsa',
    'id_ecdsa',
    'id_ed25519',
    '.git',
    'application-prod.yml',
    'application-prod.yaml',
    'application-prod.properties',
    'secrets.*',
];
exports.NOT_SECRET = /^(?:\.env(?:\.[^.]+)*\.(?:example|sample|template)|secrets(?:\.[^.]+)*\.(?:[cm]?[jt]sx?|py|rb|go|rs|java|kt|kts|scala|swift|c|h|cc|cpp|hpp|cs|php|dart|ex|exs|lua|vue|svelte))$/;
let isSecretSegment;
const NEEDLES = exports.SECRET_SEGMENTS.map((p) => /[?[\]{}()!+@\\]/.test(p) ? '' : p.split('*').reduce((a, b) => (b.length > a.length ? b : a), ''));
function secretSegment(path) {
    return path.split('/').find((segment) => {
        if (!NEEDLES.some((needle) => segment.includes(needle)))
            return false;
        isSecretSegment ??= (0, picomatch_1.default)([...exports.SECRET_SEGMENTS], pathIndex_js_1.GLOB_OPTIONS);
        return isSecretSegment(segment) && !exports.NOT_SECRET.test(segment);
    });
}


/***/ }),

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

/***/ 4583:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.nothingMoved = exports.WalkCut = void 0;
exports.moved = moved;
exports.dirsMoved = dirsMoved;
exports.movedAmong = movedAmong;
exports.refsMoved = refsMoved;
const recordParts_js_1 = __webpack_require__(1928);
const statKey_js_1 = __webpack_require__(4452);
class WalkCut extends Error {
    checked;
    total;
    name = 'WalkCut';
    constructor(checked, total) {
        super(`the walk of the record ran out of the hook's time after ${checked} of ${total} paths`);
        this.checked = checked;
        this.total = total;
    }
}
exports.WalkCut = WalkCut;
const CLOCK_EVERY = 1024;
function moved(state, until = Number.POSITIVE_INFINITY) {
    const files = [];
    let n = 0;
    (0, recordParts_js_1.eachEntry)(state.files, (path, e) => {
        if (++n % CLOCK_EVERY === 0 && Date.now() > until)
            throw new WalkCut(n, (0, recordParts_js_1.partedOf)(state.files)?.count ?? Object.keys(state.files).length);
        if (e.r === 1 || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(path), e.k))
            files.push(path);
    });
    const dirs = [];
    for (const dir in state.dirs)
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(dir), state.dirs[dir]))
            dirs.push(dir);
    return { files, dirs };
}
function dirsMoved(state) {
    for (const dir in state.dirs)
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(dir), state.dirs[dir]))
            return true;
    return false;
}
function movedAmong(state, paths) {
    const files = [];
    const dirs = [];
    for (const path of new Set(paths)) {
        const e = state.files[path];
        if (e !== undefined && (e.r === 1 || !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(path), e.k)))
            files.push(path);
        const d = state.dirs[path];
        if (d !== undefined && !(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(path), d))
            dirs.push(path);
    }
    return { files, dirs };
}
const nothingMoved = (m) => m.files.length === 0 && m.dirs.length === 0;
exports.nothingMoved = nothingMoved;
function refsMoved(state) {
    for (const f in state.refKeys)
        if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(f), state.refKeys[f]))
            return true;
    return false;
}


/***/ }),

/***/ 4883:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.quietAfter = quietAfter;
const place_js_1 = __webpack_require__(3861);
const prompts_js_1 = __webpack_require__(8753);
const calls_js_1 = __webpack_require__(4180);
const quickPass_js_1 = __webpack_require__(4583);
const quietRecord_js_1 = __webpack_require__(9728);
const stragglers_js_1 = __webpack_require__(4405);
const watchState_js_1 = __webpack_require__(9525);
const QUIET_UNTIL_MS = 10_000 - 500;
async function quietAfter(event, env, home, until = Date.now() - process.uptime() * 1000 + QUIET_UNTIL_MS) {
    const ports = event.project === undefined ? env : { ...env, CLAUDE_PROJECT_DIR: event.project };
    try {
        const place = (0, place_js_1.locate)(event.cwd, ports, home);
        const ws = new watchState_js_1.WatchStore(await (0, prompts_js_1.storeDir)(place, ports));
        if (!(await (0, quietRecord_js_1.quietRecord)(ws, place.root, place.gitDir !== null, ports, until)))
            return false;
        if (event.kind === 'end') {
            const began = (0, stragglers_js_1.turnBegan)(await new prompts_js_1.PromptStore(ws.storeDir).latestTime(event.session), Date.now());
            const left = (0, stragglers_js_1.stragglers)(began, { env: ports });
            if (left.unknown || left.found.length > 0)
                return false;
        }
        if (event.kind === 'end' && !event.subagent)
            (0, calls_js_1.endTurn)(ws.dir, event.session);
        else
            (0, calls_js_1.endCall)(ws.dir, (0, calls_js_1.callKey)(event.session, event.kind === 'after' ? event.callId || undefined : undefined, Date.now()));
        return true;
    }
    catch (e) {
        if (e instanceof quickPass_js_1.WalkCut)
            throw e;
        return false;
    }
}


/***/ }),

/***/ 9728:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.quietRecord = quietRecord;
const gitIndex_js_1 = __webpack_require__(4105);
const quickPass_js_1 = __webpack_require__(4583);
const recordParts_js_1 = __webpack_require__(1928);
const statKey_js_1 = __webpack_require__(4452);
const watchman_js_1 = __webpack_require__(3168);
const QUIET_MARK_MS = 1000;
async function quietRecord(ws, root, gitDir, env, until) {
    const says = await (0, watchman_js_1.watchSays)(ws.dir, ws.recordPath, root, env);
    if (says !== undefined)
        return says === 'quiet';
    const mark = (0, watchman_js_1.watchOn)(env) ? await (0, watchman_js_1.markWatch)(root, env, (0, watchman_js_1.knownServer)(ws.recordPath), QUIET_MARK_MS) : undefined;
    const key = (0, statKey_js_1.keyOf)((0, statKey_js_1.lstatOrUndefined)(ws.recordPath));
    const state = ws.load();
    if (state === undefined || (state.root !== undefined && state.root !== root))
        return false;
    if (state.pending !== undefined)
        return false;
    const parted = (0, recordParts_js_1.partedOf)(state.files);
    const git = state.g === undefined || state.root !== root ? undefined : (0, gitIndex_js_1.gitSays)(ws.dir, root, state.g, env, until);
    if (git === 'moved')
        return false;
    if (git === undefined ? !(0, quickPass_js_1.nothingMoved)((0, quickPass_js_1.moved)(state, until)) : (0, quickPass_js_1.dirsMoved)(state))
        return false;
    if (gitDir && (0, quickPass_js_1.refsMoved)(state))
        return false;
    const indexIt = git === undefined && !(0, gitIndex_js_1.isUnindexable)(state.g) && state.root === root && (parted?.count ?? 0) >= gitIndex_js_1.GIT_INDEX_FROM;
    if ((mark !== undefined || indexIt) && state.root === root) {
        try {
            await ws.locked(async () => {
                if (!(0, statKey_js_1.sameKey)((0, statKey_js_1.lstatOrUndefined)(ws.recordPath), key))
                    return;
                const g = indexIt ? (0, gitIndex_js_1.writeGitIndex)(ws.dir, root, state.files, env, until) : undefined;
                ws.save(state, mark, g);
            });
        }
        catch {
        }
    }
    return true;
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
