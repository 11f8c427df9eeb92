// diffgate-cache-key: c0f1329cb6f81f0d9f458d55136edcfd916b71b8454778b5b48b88e4f59938ac
"use strict";
exports.id = 524;
exports.ids = [524];
exports.modules = {

/***/ 6928:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MANIFEST_NAME = void 0;
exports.locate = locate;
exports.findRepository = findRepository;
exports.userManifestFile = userManifestFile;
exports.loadRules = loadRules;
exports.displayPath = displayPath;
/**
 * Where the hook stands: the workspace (CLAUDE_PROJECT_DIR, else the repository around the
 * working directory), the repository root and git directory (found on disk, without running
 * git), and the rules in force: the repository's manifest as it is on disk and the user manifest
 * for paths outside any repository.
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const manifestGuard_js_1 = __webpack_require__(4036);
const claude_js_1 = __webpack_require__(209);
const commandRuleErrors_js_1 = __webpack_require__(6098);
const parseManifest_js_1 = __webpack_require__(5684);
const rule_js_1 = __webpack_require__(4918);
const exists_js_1 = __webpack_require__(5767);
const failure_js_1 = __webpack_require__(6117);
exports.MANIFEST_NAME = '.diffgate.tsv';
function locate(cwd, env, home) {
    const project = env.CLAUDE_PROJECT_DIR;
    const start = realDir(project && project !== '' ? project : cwd);
    const repo = findRepository(start);
    const workspace = project && project !== '' ? start : (repo?.root ?? start);
    return { cwd, workspace, root: repo?.root ?? workspace, gitDir: repo?.gitDir ?? null, home };
}
function realDir(dir) {
    try {
        return node_fs_1.realpathSync.native(dir);
    }
    catch (e) {
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.noDirectory(dir, e.message));
    }
}
/** Walks up from `dir` to the first `.git` (a directory, or a file naming one: worktrees, submodules). */
function findRepository(dir) {
    for (let d = dir;; d = node_path_1.posix.dirname(d)) {
        const dotGit = node_path_1.posix.join(d, '.git');
        const stat = (0, exists_js_1.statOrUndefined)(dotGit, 'nofollow');
        if (stat?.isDirectory())
            return { root: d, gitDir: node_fs_1.realpathSync.native(dotGit) };
        if (stat?.isFile()) {
            const m = /^gitdir:\s*(.+?)\s*$/m.exec((0, node_fs_1.readFileSync)(dotGit, 'utf8'));
            if (m)
                return { root: d, gitDir: realOr(node_path_1.posix.resolve(d, m[1])) };
        }
        if (node_path_1.posix.dirname(d) === d)
            return undefined;
    }
}
/** A path's real path, or the path itself when it cannot be resolved. */
function realOr(path) {
    try {
        return node_fs_1.realpathSync.native(path);
    }
    catch {
        return path;
    }
}
function userManifestFile(env, home) {
    const config = env.XDG_CONFIG_HOME && node_path_1.posix.isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : node_path_1.posix.join(home, '.config');
    return node_path_1.posix.join(config, 'diffgate', 'manifest.tsv');
}
/** Reads a manifest; null when it does not exist; any other failure to read blocks. */
async function readManifest(file, label, known) {
    let text;
    try {
        text = (0, node_fs_1.readFileSync)(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return null;
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestUnreadable(label, e.message));
    }
    // Command rules that can never match are errors for every tool, as for the git hooks and the Action.
    const manifest = await (0, commandRuleErrors_js_1.withCommandRuleErrors)((0, parseManifest_js_1.parseManifest)(text, label), known);
    if (manifest.errors.length > 0)
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestErrors(label, manifest.errors.map(parseManifest_js_1.formatManifestError)));
    return manifest;
}
async function loadRules(place, env, known) {
    const repoFile = node_path_1.posix.join(place.root, exports.MANIFEST_NAME);
    const userFile = userManifestFile(env, place.home);
    const userLabel = displayPath(userFile, place);
    const [repo, user] = await Promise.all([readManifest(repoFile, exports.MANIFEST_NAME, known), readManifest(userFile, userLabel, known)]);
    if (user) {
        const inside = user.rules.filter((r) => (0, rule_js_1.isPathKind)(r.kind) && !(0, rule_js_1.isOutsidePattern)(r.pattern));
        if (inside.length > 0) {
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestErrors(userLabel, inside.map((r) => `${r.file}:${r.line}:1: ${claude_js_1.claudeText.userManifestRelative(r.pattern)}`)));
        }
    }
    const repoManifest = repo ?? { file: exports.MANIFEST_NAME, rules: [], errors: [] };
    const all = [...repoManifest.rules, ...(user?.rules ?? [])];
    const homes = [place.home];
    const realHome = realOr(place.home);
    if (realHome !== place.home)
        homes.push(realHome);
    const outside = [];
    for (const rule of all) {
        if (!(0, rule_js_1.isPathKind)(rule.kind) || !(0, rule_js_1.isOutsidePattern)(rule.pattern))
            continue;
        const absolute = rule.pattern.startsWith('~/') ? homes.map((h) => node_path_1.posix.join(h, rule.pattern.slice(2))) : [rule.pattern];
        for (const a of absolute)
            outside.push({ ...rule, pattern: a.replace(/^\/+/, '') });
    }
    return {
        repo: repoManifest,
        repoFile,
        repoRel: exports.MANIFEST_NAME,
        user,
        userFile,
        outside: { file: userLabel, rules: outside, errors: [] },
        releasePhrases: (0, manifestGuard_js_1.releasePhrases)(all),
    };
}
/** How a path is named in messages: repository-relative inside it, `~/...` under home, else absolute. */
function displayPath(abs, place) {
    if (abs === place.root)
        return '.';
    if (abs.startsWith(`${place.root}/`))
        return abs.slice(place.root.length + 1);
    if (abs.startsWith(`${place.home}/`))
        return `~/${abs.slice(place.home.length + 1)}`;
    return abs;
}


/***/ }),

/***/ 5767:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.statOrUndefined = statOrUndefined;
exports.existsOrUnknown = existsOrUnknown;
exports.isMissing = isMissing;
/**
 * What the hook asks the file system about a path. Synchronous: the hook makes one decision per
 * process, and node:fs/promises alone costs it 0.07x of node's start-up.
 */
const node_fs_1 = __webpack_require__(3024);
const statOf = (path, follow) => (follow === 'follow' ? (0, node_fs_1.statSync)(path) : (0, node_fs_1.lstatSync)(path));
/** A path's status, or undefined when it cannot be had for any reason (for questions that fail safe either way). */
function statOrUndefined(path, follow) {
    try {
        return statOf(path, follow);
    }
    catch {
        return undefined;
    }
}
/**
 * Whether a path exists, for decisions that differ between existing and missing files. Only a
 * path that is surely missing (ENOENT, ENOTDIR) counts as missing; one that cannot be inspected
 * counts as existing, so the rules for existing files still apply (fail closed).
 */
function existsOrUnknown(path, follow) {
    try {
        statOf(path, follow);
        return true;
    }
    catch (e) {
        return !isMissing(e);
    }
}
/** ENOENT or ENOTDIR: the path is not there (anything else means it could not be inspected). */
function isMissing(e) {
    const code = e?.code;
    return code === 'ENOENT' || code === 'ENOTDIR';
}


/***/ }),

/***/ 6117:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HookFailure = void 0;
/** A failure the hook reports and blocks on (exit 2): bad input, an unreadable or invalid manifest. */
class HookFailure extends Error {
}
exports.HookFailure = HookFailure;


/***/ }),

/***/ 7524:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.runHook = runHook;
const claude_js_1 = __webpack_require__(209);
const context_js_1 = __webpack_require__(6928);
const failure_js_1 = __webpack_require__(6117);
const hookInput_js_1 = __webpack_require__(198);
const personGate_js_1 = __webpack_require__(4205);
const prompts_js_1 = __webpack_require__(8900);
const render_js_1 = __webpack_require__(935);
const NO_OPINION = { exit: 0, stdout: '', stderr: '' };
async function runHook(stdin, ports) {
    const now = ports.now ?? (() => new Date());
    try {
        const input = (0, hookInput_js_1.parseHookInput)(stdin);
        ports.onInput?.(input.hook_event_name, input.hook_event_name === 'PreToolUse' ? input.tool_name : undefined);
        const place = (0, context_js_1.locate)(input.cwd, ports.env, ports.home);
        const store = new prompts_js_1.PromptStore(await (0, prompts_js_1.storeDir)(place, ports.env), now);
        if (input.hook_event_name === 'UserPromptSubmit') {
            await store.save(input.session_id, input.prompt);
            return NO_OPINION;
        }
        const ctx = { place, rules: await (0, context_js_1.loadRules)(place, ports.env, ports.knownPatterns) };
        const found = await decideTool(input, ctx);
        const denials = await (0, personGate_js_1.applyPersonGates)(found.denials, {
            session: input.session_id, tool: input.tool_name, toolUseId: input.tool_use_id, releasePhrases: ctx.rules.releasePhrases,
        }, store, now);
        if (denials.length > 0)
            return { exit: 2, stdout: '', stderr: (0, render_js_1.renderDenials)(input.tool_name, subject(input), denials, ctx.rules.releasePhrases) };
        if (found.ask !== undefined)
            return decision('ask', found.ask);
        if (found.allow !== undefined && found.denials.length === 0)
            return decision('allow', found.allow);
        return NO_OPINION;
    }
    catch (e) {
        const detail = e instanceof failure_js_1.HookFailure ? e.message : claude_js_1.claudeText.internal(e instanceof Error ? (e.stack ?? e.message) : String(e));
        return { exit: 2, stdout: '', stderr: `${claude_js_1.claudeText.failure(detail)}\n` };
    }
}
function decision(kind, reason) {
    const body = { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: kind, permissionDecisionReason: reason } };
    return { exit: 0, stdout: `${JSON.stringify(body)}\n`, stderr: '' };
}
async function decideTool(input, ctx) {
    const tool = input.tool_name;
    const args = new hookInput_js_1.ToolInput(tool, input.tool_input);
    switch (tool) {
        case 'Write':
        case 'Edit':
        case 'MultiEdit':
        case 'NotebookEdit':
            return { denials: await (await Promise.all(/* import() */[__webpack_require__.e(21), __webpack_require__.e(350), __webpack_require__.e(201)]).then(__webpack_require__.bind(__webpack_require__, 7201))).decideEdit(tool, args, ctx) };
        case 'Read':
        case 'Grep':
        case 'Glob':
        case 'LS':
            return { denials: await (await __webpack_require__.e(/* import() */ 716).then(__webpack_require__.t.bind(__webpack_require__, 9716, 23))).decideRead(tool, args, ctx) };
        case 'Bash': {
            const command = args.string('command');
            return (await Promise.all(/* import() */[__webpack_require__.e(544), __webpack_require__.e(422)]).then(__webpack_require__.bind(__webpack_require__, 9422))).decideBash(command, ctx);
        }
        case 'PowerShell': {
            const command = args.string('command');
            const [{ decidePowerShell }, { Protection }] = await Promise.all([Promise.all(/* import() */[__webpack_require__.e(544), __webpack_require__.e(78)]).then(__webpack_require__.bind(__webpack_require__, 8078)), __webpack_require__.e(/* import() */ 272).then(__webpack_require__.t.bind(__webpack_require__, 1272, 23))]);
            return { denials: decidePowerShell(command, ctx, new Protection(ctx)) };
        }
        default:
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.unknownTool(tool));
    }
}
/** What the call was about, for the first line of the message. */
function subject(input) {
    const v = input.tool_input.file_path ?? input.tool_input.notebook_path ?? input.tool_input.path ?? input.tool_input.command;
    if (typeof v !== 'string')
        return undefined;
    return v.length > 100 ? `${v.slice(0, 97)}...` : v;
}


/***/ }),

/***/ 198:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ToolInput = void 0;
exports.parseHookInput = parseHookInput;
/**
 * The JSON Claude Code sends a command hook on stdin, checked field by field. Anything missing or
 * of the wrong type is a failure naming the field and what was expected (the hook then blocks).
 */
const claude_js_1 = __webpack_require__(209);
const failure_js_1 = __webpack_require__(6117);
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function parseHookInput(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (e) {
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.badJson(e.message));
    }
    if (!isObject(data))
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.notObject());
    const event = field(data, 'hook_event_name', 'string');
    const common = {
        session_id: nonEmpty(data, 'session_id'),
        cwd: field(data, 'cwd', 'string'),
    };
    if (!common.cwd.startsWith('/'))
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.field('cwd', 'an absolute path'));
    for (const k of ['transcript_path', 'permission_mode']) {
        if (data[k] !== undefined)
            common[k] = field(data, k, 'string');
    }
    if (event === 'PreToolUse') {
        const toolInput = data.tool_input;
        if (!isObject(toolInput))
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.field('tool_input', 'an object'));
        const out = { ...common, hook_event_name: event, tool_name: nonEmpty(data, 'tool_name'), tool_input: toolInput };
        if (data.tool_use_id !== undefined)
            out.tool_use_id = field(data, 'tool_use_id', 'string');
        return out;
    }
    if (event === 'UserPromptSubmit')
        return { ...common, hook_event_name: event, prompt: field(data, 'prompt', 'string') };
    throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.unknownEvent(event));
}
function field(data, name, type) {
    const v = data[name];
    if (typeof v !== type)
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.field(name, `a ${type}`));
    return v;
}
function nonEmpty(data, name) {
    const v = field(data, name, 'string');
    if (v === '')
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.field(name, 'a non-empty string'));
    return v;
}
/** Typed access to `tool_input`, failing with the tool and field named. */
class ToolInput {
    tool;
    data;
    constructor(tool, data) {
        this.tool = tool;
        this.data = data;
    }
    string(name) {
        const v = this.data[name];
        if (typeof v !== 'string')
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.toolField(this.tool, name, 'a string'));
        return v;
    }
    optionalString(name) {
        return this.data[name] === undefined || this.data[name] === null ? undefined : this.string(name);
    }
    optionalBoolean(name) {
        const v = this.data[name];
        if (v === undefined || v === null)
            return false;
        if (typeof v !== 'boolean')
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.toolField(this.tool, name, 'true or false'));
        return v;
    }
    list(name) {
        const v = this.data[name];
        if (!Array.isArray(v) || !v.every(isObject))
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.toolField(this.tool, name, 'a list of objects'));
        return v.map((item, i) => new ToolInput(`${this.tool} ${name}[${i}]`, item));
    }
}
exports.ToolInput = ToolInput;


/***/ }),

/***/ 4205:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.applyPersonGates = applyPersonGates;
async function applyPersonGates(denials, input, store, now) {
    if (denials.length === 0)
        return denials;
    if (!denials.some((d) => d.releasable || d.saveWords))
        return denials;
    const prompt = (await store.latest(input.session))?.toLowerCase();
    if (prompt === undefined)
        return denials;
    const open = denials.filter((d) => !(d.saveWords && d.saveWords.some((w) => prompt.includes(w.toLowerCase()))));
    const phrase = input.releasePhrases.find((p) => prompt.includes(p.toLowerCase()));
    if (phrase === undefined || open.length === 0)
        return open;
    const kept = open.filter((d) => !d.releasable);
    if (kept.length > 0)
        return kept;
    const time = now().toISOString();
    const entries = open.map((d) => ({
        time, session: input.session, tool: input.tool, ...(input.toolUseId ? { tool_use_id: input.toolUseId } : {}),
        rule: d.rule, ...(d.path !== undefined ? { path: d.path } : {}), ...(d.source ? { source: d.source } : {}), phrase,
    }));
    await store.audit(entries);
    return [];
}


/***/ }),

/***/ 8900:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PromptStore = void 0;
exports.storeDir = storeDir;
exports.sessionFile = sessionFile;
/**
 * The person's own words, as the UserPromptSubmit hook receives them: the latest prompt of each
 * session, kept under the git directory (`.git/diffgate/sessions/`), where the agent's file tools
 * and shell writes cannot reach. Only this hook event writes here, so nothing the model writes
 * (tool input, file content) can pass for the person's prompt. Sessions untouched for a week are
 * pruned, and at most 200 are kept. Releases are appended to `.git/diffgate/audit.jsonl`.
 * Outside a repository the same files live under $XDG_STATE_HOME/diffgate/<workspace hash>/.
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_SESSIONS = 200;
async function storeDir(place, env) {
    if (place.gitDir)
        return node_path_1.posix.join(place.gitDir, 'diffgate');
    const state = env.XDG_STATE_HOME && node_path_1.posix.isAbsolute(env.XDG_STATE_HOME) ? env.XDG_STATE_HOME : node_path_1.posix.join(place.home, '.local', 'state');
    return node_path_1.posix.join(state, 'diffgate', (await sha256(place.workspace)).slice(0, 16));
}
/**
 * node:crypto is loaded only when a name must be hashed (outside a repository, or an unusual
 * session id): loading it pulls in node's stream modules, a fifth of node's start-up, on every
 * tool call otherwise.
 */
async function sha256(text) {
    const { createHash } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 7598, 23));
    return createHash('sha256').update(text).digest('hex');
}
/** A file name for a session id: the id itself when it is plain, else a hash of it. */
async function sessionFile(id) {
    return /^[A-Za-z0-9_-]{1,128}$/.test(id) ? `${id}.json` : `h-${(await sha256(id)).slice(0, 40)}.json`;
}
class PromptStore {
    dir;
    now;
    constructor(dir, now = () => new Date()) {
        this.dir = dir;
        this.now = now;
    }
    get sessions() {
        return node_path_1.posix.join(this.dir, 'sessions');
    }
    async save(sessionId, prompt) {
        (0, node_fs_1.mkdirSync)(this.sessions, { recursive: true });
        const file = node_path_1.posix.join(this.sessions, await sessionFile(sessionId));
        const tmp = `${file}.${process.pid}.tmp`;
        (0, node_fs_1.writeFileSync)(tmp, `${JSON.stringify({ session_id: sessionId, time: this.now().toISOString(), prompt })}\n`, { mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, file);
        this.prune(file);
    }
    /** The latest prompt of the session, or undefined when none was recorded. */
    async latest(sessionId) {
        let text;
        try {
            text = (0, node_fs_1.readFileSync)(node_path_1.posix.join(this.sessions, await sessionFile(sessionId)), 'utf8');
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return undefined;
            throw e;
        }
        const record = JSON.parse(text);
        return record.session_id === sessionId && typeof record.prompt === 'string' ? record.prompt : undefined;
    }
    async audit(entries) {
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        (0, node_fs_1.appendFileSync)(node_path_1.posix.join(this.dir, 'audit.jsonl'), entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
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
                // Gone or unreadable: first to be pruned.
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
                // Already gone (another hook pruned it).
            }
        }
    }
}
exports.PromptStore = PromptStore;


/***/ }),

/***/ 935:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderDenials = renderDenials;
/** The text the model reads on stderr when a call is blocked: what, why, next, in that order. */
const claude_js_1 = __webpack_require__(209);
const verdict_js_1 = __webpack_require__(6227);
function renderDenials(tool, subject, denials, releasePhrases) {
    const out = [claude_js_1.claudeText.header(tool, subject), ''];
    for (const d of denials) {
        const where = d.path === undefined || d.path === '' ? '' : `${(0, verdict_js_1.location)({ ...d, path: d.path })} `;
        out.push(`${where}[${d.rule}] ${d.message}`);
        out.push(`  ${claude_js_1.claudeText.why} ${d.reason}${d.source ? ` (${d.source})` : ''}`);
        out.push(`  ${claude_js_1.claudeText.next} ${d.next}`);
        out.push('');
    }
    if (denials.some((d) => d.releasable))
        out.push(claude_js_1.claudeText.release([...releasePhrases]));
    out.push(claude_js_1.claudeText.workaround());
    return `${out.join('\n')}\n`;
}


/***/ }),

/***/ 6098:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.withCommandRuleErrors = withCommandRuleErrors;
async function withCommandRuleErrors(manifest, known) {
    const patterns = manifest.rules.filter((r) => r.kind.startsWith('command-')).map((r) => r.pattern);
    if (patterns.length === 0 || (known && patterns.every((p) => known.has(p))))
        return manifest;
    const { commandRules } = await Promise.all(/* import() | policy */[__webpack_require__.e(544), __webpack_require__.e(422), __webpack_require__.e(477)]).then(__webpack_require__.bind(__webpack_require__, 3749));
    const { rules, errors } = commandRules(manifest.rules);
    known?.add(rules.map((r) => r.rule.pattern).filter((p) => !known.has(p)));
    if (errors.length === 0)
        return manifest;
    return { ...manifest, errors: [...manifest.errors, ...errors].sort((a, b) => a.line - b.line || a.column - b.column) };
}


/***/ }),

/***/ 6227:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isBlocked = isBlocked;
exports.violationRecord = violationRecord;
exports.location = location;
function isBlocked(verdict) {
    return verdict.violations.length > 0;
}
/** A violation as a JSON record: the same keys whatever the rule (null where one does not apply). */
function violationRecord(v) {
    return {
        rule: v.rule,
        path: v.path,
        line: v.line ?? null,
        endLine: v.endLine ?? null,
        reason: v.reason,
        message: v.message,
        next: v.next,
        source: v.source ?? null,
    };
}
/** Where a finding is, for people: `path`, `path:line` or `path:line-endLine`. */
function location(v) {
    if (v.line === undefined)
        return v.path;
    return v.endLine !== undefined ? `${v.path}:${v.line}-${v.endLine}` : `${v.path}:${v.line}`;
}


/***/ })

};
;