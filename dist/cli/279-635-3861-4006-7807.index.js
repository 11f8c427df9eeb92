"use strict";
exports.id = "279-635-3861-4006-7807";
exports.ids = ["279-635-3861-4006-7807",279,635,3861,4006,7807];
exports.modules = {

/***/ 9952:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NONE = void 0;
exports.decide = decide;
exports.decideHere = decideHere;
exports.decideAll = decideAll;
exports.combine = combine;
const decision_js_1 = __webpack_require__(2386);
Object.defineProperty(exports, "NONE", ({ enumerable: true, get: function () { return decision_js_1.NONE; } }));
const failure_js_1 = __webpack_require__(6640);
const runHook_js_1 = __webpack_require__(8576);
async function decide(event, ports) {
    try {
        return await (0, runHook_js_1.runHook)(event, ports);
    }
    catch (e) {
        return { verdict: 'deny', message: (0, failure_js_1.failureText)(e) };
    }
}
async function decideHere(event, ports = {}) {
    try {
        const env = ports.env ?? process.env;
        const home = ports.home ?? (env.HOME || (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 8161, 23))).homedir());
        return await decide(event, { ...ports, env, home });
    }
    catch (e) {
        return { verdict: 'deny', message: (0, failure_js_1.failureText)(e) };
    }
}
async function decideAll(events, ports) {
    const each = [];
    for (const event of events)
        each.push(await decide(event, ports));
    return combine(each);
}
function combine(each) {
    const denied = each.filter((d) => d.verdict === 'deny');
    if (denied.length > 0)
        return { verdict: 'deny', message: denied.map((d) => d.message).join('\n') };
    const asked = each.find((d) => d.verdict === 'ask');
    if (asked)
        return asked;
    if (each.length > 0 && each.every((d) => d.verdict === 'allow'))
        return { verdict: 'allow', message: each.map((d) => d.message).join('; ') };
    return decision_js_1.NONE;
}


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

/***/ 279:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.geminiHook = exports.geminiCalls = exports.GEMINI_TOOLS = exports.GEMINI_EVENTS = void 0;
exports.renderGemini = renderGemini;
const agents_js_1 = __webpack_require__(5621);
const answer_js_1 = __webpack_require__(9774);
const decide_js_1 = __webpack_require__(9952);
const geminiEvent_js_1 = __webpack_require__(2590);
var geminiEvent_js_2 = __webpack_require__(2590);
Object.defineProperty(exports, "GEMINI_EVENTS", ({ enumerable: true, get: function () { return geminiEvent_js_2.GEMINI_EVENTS; } }));
Object.defineProperty(exports, "GEMINI_TOOLS", ({ enumerable: true, get: function () { return geminiEvent_js_2.GEMINI_TOOLS; } }));
Object.defineProperty(exports, "geminiCalls", ({ enumerable: true, get: function () { return geminiEvent_js_2.geminiCalls; } }));
const deny = (reason) => ({
    exit: 0,
    stdout: (0, answer_js_1.json)({ decision: 'deny', reason: reason.replace(/\n+$/, '') }),
    stderr: '',
});
function renderGemini(d) {
    if (d.verdict === 'deny')
        return deny(d.message);
    if (d.verdict === 'ask')
        return deny(agents_js_1.agentsText.askBlocked(geminiEvent_js_1.AGENT, d.message));
    if (d.verdict === 'allow')
        return { exit: 0, stdout: (0, answer_js_1.json)({ decision: 'allow', reason: d.message }), stderr: '' };
    return { exit: 0, stdout: (0, answer_js_1.json)({}), stderr: '' };
}
exports.geminiHook = {
    async run(stdin, ports) {
        try {
            return renderGemini(await (0, decide_js_1.decideAll)((0, geminiEvent_js_1.geminiCalls)(stdin), ports));
        }
        catch (e) {
            return this.crashed((0, answer_js_1.failureText)(e));
        }
    },
    crashed: (message) => ({ exit: 2, stdout: '', stderr: message }),
};


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

/***/ 9774:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.json = exports.SILENT = exports.failureText = void 0;
var failure_js_1 = __webpack_require__(6640);
Object.defineProperty(exports, "failureText", ({ enumerable: true, get: function () { return failure_js_1.failureText; } }));
exports.SILENT = { exit: 0, stdout: '', stderr: '' };
const json = (body) => `${JSON.stringify(body)}\n`;
exports.json = json;


/***/ }),

/***/ 3759:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isClientNotice = isClientNotice;
exports.markEndOfTurn = markEndOfTurn;
const tripwire_js_1 = __webpack_require__(6941);
const NOTICE = /^\s*<task-notification>/;
function isEndOfTurnBlock(prompt) {
    const text = prompt.trimStart();
    const count = /^diffgate found (\d+) /.exec(text)?.[1];
    return text.startsWith(tripwire_js_1.tripwireText.endOfTurnLead(count === undefined ? 1 : Number(count)));
}
const squeeze = (text) => text.replace(/\s+/g, ' ');
const MARK = squeeze(tripwire_js_1.tripwireText.endOfTurnMark);
const carriesMark = (prompt) => squeeze(prompt).includes(MARK);
function isClientNotice(prompt) {
    return NOTICE.test(prompt) || isEndOfTurnBlock(prompt) || carriesMark(prompt);
}
function markEndOfTurn(message) {
    return carriesMark(message) ? message : `${message.replace(/\n+$/, '')}\n\n${tripwire_js_1.tripwireText.endOfTurnMark}\n`;
}


/***/ }),

/***/ 575:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.hasCommandRules = hasCommandRules;
exports.clearedBash = clearedBash;
const prescan_js_1 = __webpack_require__(7355);
function hasCommandRules(ctx) {
    const manifests = [ctx.rules.repo, ...(ctx.rules.user ? [ctx.rules.user] : [])];
    return manifests.some((m) => m.rules.some((r) => r.kind.startsWith('command-')));
}
function clearedBash(command, ctx) {
    return (command.length <= prescan_js_1.MAX_LINE && !hasCommandRules(ctx) && !(0, prescan_js_1.mentionsSwitchVariable)(command) && (0, prescan_js_1.surelyHarmless)(command));
}


/***/ }),

/***/ 845:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MANIFEST_NAME = exports.MANIFEST_LIMIT = void 0;
exports.contextOf = contextOf;
exports.userManifestFile = userManifestFile;
exports.loadRules = loadRules;
const node_path_1 = __webpack_require__(6760);
const place_js_1 = __webpack_require__(3861);
const claude_js_1 = __webpack_require__(209);
const commandRuleErrors_js_1 = __webpack_require__(6098);
const parseManifest_js_1 = __webpack_require__(5684);
const rule_js_1 = __webpack_require__(4918);
const exists_js_1 = __webpack_require__(7880);
const realPath_js_1 = __webpack_require__(5727);
const failure_js_1 = __webpack_require__(6640);
const displayPath_js_1 = __webpack_require__(1563);
const readRegular_js_1 = __webpack_require__(6355);
exports.MANIFEST_LIMIT = 4 * 1024 * 1024;
exports.MANIFEST_NAME = '.diffgate.tsv';
async function contextOf(real, ctx, rulesFor) {
    const repo = (0, place_js_1.findRepository)(node_path_1.posix.dirname(real));
    if (!repo || repo.root === ctx.place.root || !(0, realPath_js_1.isWithin)(repo.root, ctx.place.workspace))
        return ctx;
    const place = { ...ctx.place, root: repo.root, gitDir: repo.gitDir };
    return { place, rules: await rulesFor(place), ...(ctx.tools ? { tools: ctx.tools } : {}) };
}
function userManifestFile(env, home) {
    const config = env.XDG_CONFIG_HOME && node_path_1.posix.isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : node_path_1.posix.join(home, '.config');
    return node_path_1.posix.join(config, 'diffgate', 'manifest.tsv');
}
async function readManifest(file, label, known, texts) {
    let text;
    try {
        const given = texts?.get(file);
        if (given === null)
            return null;
        text = given ?? (0, readRegular_js_1.readRegularText)(file, exports.MANIFEST_LIMIT);
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return null;
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestUnreadable(label, e.message));
    }
    const manifest = await (0, commandRuleErrors_js_1.withCommandRuleErrors)((0, parseManifest_js_1.parseManifest)(text, label), known);
    if (manifest.errors.length > 0)
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestErrors(label, manifest.errors.map(parseManifest_js_1.formatManifestError)));
    return manifest;
}
async function loadRules(place, env, known, texts) {
    const repoFile = node_path_1.posix.join(place.root, exports.MANIFEST_NAME);
    if (!texts?.has(repoFile) && (0, exists_js_1.statOrUndefined)(repoFile, 'nofollow')?.isSymbolicLink())
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestSymlink(exports.MANIFEST_NAME));
    const userFile = userManifestFile(env, place.home);
    const userLabel = (0, displayPath_js_1.displayPath)(userFile, place);
    const [repo, user] = await Promise.all([
        readManifest(repoFile, exports.MANIFEST_NAME, known, texts),
        readManifest(userFile, userLabel, known, texts),
    ]);
    if (user) {
        const inside = user.rules.filter((r) => (0, rule_js_1.isPathKind)(r.kind) && !(0, rule_js_1.isOutsidePattern)(r.pattern));
        if (inside.length > 0) {
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestErrors(userLabel, inside.map((r) => `${r.file}:${r.line}:1: ${claude_js_1.claudeText.userManifestRelative(r.pattern)}`)));
        }
    }
    const repoManifest = repo ?? { file: exports.MANIFEST_NAME, rules: [], errors: [] };
    const all = [...repoManifest.rules, ...(user?.rules ?? [])];
    const homes = [...new Set([place.home, place.realHome])];
    const outside = [];
    for (const rule of all) {
        if (!(0, rule_js_1.isPathKind)(rule.kind) || !(0, rule_js_1.isOutsidePattern)(rule.pattern))
            continue;
        const absolute = rule.pattern.startsWith('~/')
            ? homes.map((h) => node_path_1.posix.join(h, rule.pattern.slice(2)))
            : [rule.pattern];
        for (const a of absolute)
            outside.push({ ...rule, pattern: a.replace(/^\/+/, '') });
    }
    return {
        repo: repoManifest,
        repoFile,
        repoRel: exports.MANIFEST_NAME,
        user,
        userFiles: user ? [...new Set([userFile, (0, place_js_1.realOr)(userFile)])] : [userFile],
        outside: { file: userLabel, rules: outside, errors: [] },
        releasePhrases: (0, rule_js_1.releasePhrases)(all),
    };
}


/***/ }),

/***/ 2386:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NONE = void 0;
exports.NONE = { verdict: 'none', message: '' };


/***/ }),

/***/ 1563:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.displayPath = displayPath;
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

/***/ 6621:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Ledger = exports.wordsPrint = void 0;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const gitDirIdentity_js_1 = __webpack_require__(8565);
const stateHome_js_1 = __webpack_require__(1744);
const statKey_js_1 = __webpack_require__(4452);
const readRegular_js_1 = __webpack_require__(6355);
const MAX_TURNS = 50;
const MAX_IDS = 2000;
const MAX_REFUSED = 10_000;
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const READ_BOUND = 1024 * 1024;
const wordsPrint = (words) => (0, gitDirIdentity_js_1.nameOf)(words);
exports.wordsPrint = wordsPrint;
const realOr = (p) => {
    try {
        return node_fs_1.realpathSync.native(p);
    }
    catch {
        return p;
    }
};
class Ledger {
    given;
    fileOf;
    real;
    constructor(given, fileOf) {
        this.given = given;
        this.fileOf = fileOf;
    }
    static of(gitDir, env, home) {
        const dir = node_path_1.posix.join((0, stateHome_js_1.stateHome)(env, home), 'diffgate', 'git-dirs');
        return new Ledger(gitDir, (real) => node_path_1.posix.join(dir, `${(0, gitDirIdentity_js_1.nameOf)(real)}.ledger`));
    }
    get file() {
        return this.resolved().file;
    }
    get gitDir() {
        return this.resolved().gitDir;
    }
    resolved() {
        if (this.real === undefined) {
            const gitDir = realOr(this.given);
            this.real = { file: this.fileOf(gitDir), gitDir };
        }
        return this.real;
    }
    read() {
        return this.load().data;
    }
    problem() {
        return this.load().broken;
    }
    load() {
        let v;
        try {
            v = JSON.parse((0, readRegular_js_1.readRegularText)(this.file, READ_BOUND));
        }
        catch (e) {
            const code = e.code;
            return code === 'ENOENT' || code === 'ENOTDIR' ? {} : { broken: e.message };
        }
        if (typeof v !== 'object' || v === null || v.v !== 1)
            return { broken: 'not a ledger diffgate wrote' };
        if (v.git !== this.gitDir)
            return {};
        if (typeof v.turns !== 'object' || v.turns === null || !Array.isArray(v.rel) || !Array.isArray(v.ref))
            return { broken: 'not a ledger diffgate wrote' };
        return { data: v };
    }
    unlisted() {
        const { data, broken } = this.load();
        if (broken !== undefined)
            return 1;
        const n = data?.over;
        return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
    }
    clearUnlisted() {
        if (this.unlisted() === 0)
            return;
        this.update((d) => {
            delete d.over;
        });
    }
    hasTurns() {
        const t = this.read()?.turns;
        return t !== undefined && Object.keys(t).length > 0;
    }
    exists() {
        return this.read() !== undefined;
    }
    turn(session) {
        const t = this.read()?.turns[session];
        return t !== undefined && typeof t.n === 'string' && typeof t.w === 'string' ? t : undefined;
    }
    beginTurn(session, words, heads, now, client, remotes) {
        const n = `${now.toString(36)}.${process.pid.toString(36)}.${Math.random().toString(36).slice(2, 12)}`;
        this.update((d) => {
            d.turns[session] = {
                n,
                w: (0, exports.wordsPrint)(words),
                ...(heads ? { h: heads } : {}),
                ...(remotes ? { r: remotes } : {}),
                t: now,
                ...(client ? { c: client } : {}),
            };
            const kept = Object.entries(d.turns)
                .filter(([, t]) => typeof t?.t === 'number' && t.t > now - MAX_AGE_MS)
                .sort((a, b) => b[1].t - a[1].t)
                .slice(0, MAX_TURNS);
            d.turns = Object.fromEntries(kept);
        });
        return n;
    }
    vouches(session, nonce, words) {
        const t = this.turn(session);
        return t !== undefined && nonce !== undefined && t.n === nonce && t.w === (0, exports.wordsPrint)(words);
    }
    client(session) {
        const c = this.turn(session)?.c;
        return typeof c === 'object' && c !== null && Number.isInteger(c.p) && typeof c.s === 'string' ? c : undefined;
    }
    headsAt(session) {
        const h = this.turn(session)?.h;
        return typeof h === 'object' && h !== null && Object.values(h).every((s) => typeof s === 'string') ? h : undefined;
    }
    remotesAt(session) {
        const r = this.turn(session)?.r;
        return typeof r === 'object' &&
            r !== null &&
            Object.values(r).every((u) => Array.isArray(u) && u.every((x) => typeof x === 'string'))
            ? r
            : undefined;
    }
    hasRelease(id) {
        return this.read()?.rel.includes(id) === true;
    }
    addRelease(id) {
        this.update((d) => {
            d.rel = [...d.rel.filter((r) => r !== id), id].slice(-MAX_IDS);
        });
    }
    refused() {
        return (this.read()?.ref ?? []).filter((s) => typeof s === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(s));
    }
    addRefused(shas) {
        if (shas.length === 0)
            return;
        this.update((d) => {
            const listed = new Set(d.ref);
            const added = [...new Set(shas)].filter((s) => !listed.has(s));
            const room = Math.max(0, MAX_REFUSED - d.ref.length);
            d.ref = [...d.ref, ...added.slice(0, room)];
            if (added.length > room)
                d.over = (d.over ?? 0) + added.length - room;
        });
    }
    dropRefused(shas) {
        if (shas.length === 0)
            return;
        const drop = new Set(shas);
        this.update((d) => {
            d.ref = d.ref.filter((r) => !drop.has(r));
        });
    }
    update(change) {
        const { data, broken } = this.load();
        const d = data ?? {
            v: 1,
            git: this.gitDir,
            turns: {},
            rel: [],
            ref: [],
            ...(broken ? { over: 1 } : {}),
        };
        change(d);
        const text = bounded(d);
        (0, node_fs_1.mkdirSync)(node_path_1.posix.dirname(this.file), { recursive: true, mode: 0o700 });
        const st = (0, statKey_js_1.lstatOrUndefined)(this.file);
        if (st !== undefined && (!st.isFile() || broken !== undefined))
            (0, node_fs_1.renameSync)(this.file, `${this.file}.aside-${Date.now()}`);
        const tmp = `${this.file}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
        (0, node_fs_1.writeFileSync)(tmp, text, { mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, this.file);
    }
}
exports.Ledger = Ledger;
function bounded(d) {
    for (;;) {
        const text = `${JSON.stringify(d)}\n`;
        if (Buffer.byteLength(text) <= READ_BOUND)
            return text;
        const turns = Object.entries(d.turns).sort((a, b) => (b[1]?.t ?? 0) - (a[1]?.t ?? 0));
        if (turns.length > 1)
            d.turns = Object.fromEntries(turns.slice(0, Math.ceil(turns.length / 2)));
        else if (d.rel.length > 0)
            d.rel = d.rel.slice(Math.ceil(d.rel.length / 2));
        else if (d.ref.length > 0) {
            const keep = Math.floor(d.ref.length * 0.9);
            d.over = (d.over ?? 0) + d.ref.length - keep;
            d.ref = d.ref.slice(0, keep);
        }
        else
            d.turns = {};
    }
}


/***/ }),

/***/ 3802:
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
    const open = denials.filter((d) => !d.saveWords?.some((w) => prompt.includes(w.toLowerCase())));
    const phrase = input.releasePhrases.find((p) => prompt.includes(p.toLowerCase()));
    if (phrase === undefined || open.length === 0)
        return open;
    const kept = open.filter((d) => !d.releasable);
    if (kept.length > 0)
        return kept;
    const time = now().toISOString();
    const entries = open.map((d) => ({
        time,
        session: input.session,
        tool: input.tool,
        ...(input.toolUseId ? { tool_use_id: input.toolUseId } : {}),
        rule: d.rule,
        ...(d.path !== undefined ? { path: d.path } : {}),
        ...(d.source ? { source: d.source } : {}),
        phrase,
    }));
    await store.audit(entries);
    return [];
}


/***/ }),

/***/ 8724:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderDenials = renderDenials;
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

/***/ 8576:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runHook = runHook;
const node_path_1 = __webpack_require__(6760);
const ownState_js_1 = __webpack_require__(5201);
const claude_js_1 = __webpack_require__(209);
const tripwire_js_1 = __webpack_require__(6941);
const clientNotice_js_1 = __webpack_require__(3759);
const clearedBash_js_1 = __webpack_require__(575);
const context_js_1 = __webpack_require__(845);
const gitDirIdentity_js_1 = __webpack_require__(8565);
const ledger_js_1 = __webpack_require__(6621);
const place_js_1 = __webpack_require__(3861);
const decision_js_1 = __webpack_require__(2386);
const failure_js_1 = __webpack_require__(6640);
const toolInput_js_1 = __webpack_require__(2840);
const personGate_js_1 = __webpack_require__(3802);
const prompts_js_1 = __webpack_require__(8753);
const render_js_1 = __webpack_require__(8724);
const toolNames_js_1 = __webpack_require__(3508);
const CHANGING = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit', 'Delete', 'Bash', 'PowerShell']);
const isMcp = (tool) => tool.startsWith('mcp__');
const deny = (message) => ({ verdict: 'deny', message });
async function runHook(event, given) {
    const ports = event.project === undefined ? given : { ...given, env: { ...given.env, CLAUDE_PROJECT_DIR: event.project } };
    const now = ports.now ?? (() => new Date());
    const tools = event.tools;
    try {
        if (event.session === '')
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.field('session_id', 'a non-empty string'));
        if (!event.cwd.startsWith('/'))
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.field('cwd', 'an absolute path'));
        const place = (0, place_js_1.locate)(event.cwd, ports.env, ports.home);
        (0, gitDirIdentity_js_1.checkGitDir)(place, ports.env);
        const dir = await (0, prompts_js_1.storeDir)(place, ports.env);
        const ledger = place.gitDir === null ? undefined : ledger_js_1.Ledger.of(place.gitDir, ports.env, place.home);
        const store = new prompts_js_1.PromptStore(dir, now, ledger);
        const names = tools ? { names: tools } : {};
        const tripwirePorts = { env: ports.env, now, knownPatterns: ports.knownPatterns, selfDir: ports.selfDir };
        const session = event.session;
        const notice = event.kind === 'prompt' &&
            ((0, clientNotice_js_1.isClientNotice)(event.prompt) ||
                event.fromModel === true ||
                (await __webpack_require__.e(/* import() */ 3575).then(__webpack_require__.bind(__webpack_require__, 3575))).isScheduledPrompt(dir, event.prompt));
        const from = event.kind === 'prompt' && !notice && ledger !== undefined
            ? await senderOf(ledger, session, store, dir, ports.env, now)
            : undefined;
        if (event.kind === 'prompt' && (notice || from?.foreign !== undefined)) {
            const { tripwireAfter } = await __webpack_require__.e(/* import() */ "4006-5879-9525-9811").then(__webpack_require__.bind(__webpack_require__, 9811));
            const call = { place, storeDir: dir, session, tool: 'TaskNotification', ...names };
            const { message } = await tripwireAfter(call, store, tripwirePorts);
            if (from?.foreign !== undefined) {
                const said = tripwire_js_1.tripwireText.promptNotClient(from.foreign, from.sender?.p, ledger?.client(session)?.p ?? 0);
                return { verdict: 'none', message: message === '' ? said : `${said}\n\n${message}`, toPerson: true };
            }
            return { verdict: 'none', message };
        }
        if (event.kind === 'prompt') {
            const { RECORD_FORMAT, hasRecord, nothingOpen, recordedBefore } = await __webpack_require__.e(/* import() */ "1946-9525").then(__webpack_require__.bind(__webpack_require__, 1946));
            const tripwire = () => __webpack_require__.e(/* import() */ "4006-5879-9525-9811").then(__webpack_require__.bind(__webpack_require__, 9811));
            const promptCall = { place, storeDir: dir, session, tool: 'Stop', ...names };
            const judged = !(await nothingOpen(dir, session, store, ports.env, now()));
            const open = judged
                ? await (await tripwire()).tripwireOpenCalls(promptCall, store, tripwirePorts)
                : { message: '' };
            const recorded = await recordedBefore(dir, store, session);
            if (!recorded && !hasRecord(dir))
                await (await tripwire()).tripwirePrompt(place, dir, recorded, tripwirePorts);
            const { gitPrints } = await __webpack_require__.e(/* import() */ "4719-5879").then(__webpack_require__.bind(__webpack_require__, 4719));
            const prints = gitPrints(place, ports.env, dir);
            const kept = await store.previousGit(session);
            const [heads, remotes] = await Promise.all([
                prints.r !== undefined && kept?.git.r === prints.r && kept.heads !== undefined
                    ? kept.heads
                    : (await tripwire()).headsNow(place, ports.env),
                prints.c !== undefined && kept?.git.c === prints.c && kept.remotes !== undefined
                    ? kept.remotes
                    : (await tripwire()).remotesNow(place, ports.env, dir),
            ]);
            let nonce;
            try {
                nonce = ledger?.beginTurn(session, event.prompt, heads, now().getTime(), from?.sender, remotes);
            }
            catch {
                nonce = undefined;
            }
            const save = () => store.save(session, event.prompt, RECORD_FORMAT, heads, remotes, nonce, prints);
            if (judged) {
                const { saveAfterLastAct } = await __webpack_require__.e(/* import() */ 4180).then(__webpack_require__.bind(__webpack_require__, 4180));
                await saveAfterLastAct(node_path_1.posix.join(dir, ownState_js_1.STORE_OWN.tripwire), save, () => store.latestTime(session));
            }
            else
                await save();
            return open.message === '' ? decision_js_1.NONE : { verdict: 'none', message: open.message, toPerson: true };
        }
        if (event.kind === 'after' || event.kind === 'end') {
            const tool = event.kind === 'after' ? event.tool : event.subagent ? 'SubagentStop' : 'Stop';
            const call = {
                place,
                storeDir: dir,
                session,
                tool,
                ...names,
                ...(event.kind === 'after' && event.callId ? { toolUseId: event.callId } : {}),
            };
            const { tripwireAfter } = await __webpack_require__.e(/* import() */ "4006-5879-9525-9811").then(__webpack_require__.bind(__webpack_require__, 9811));
            const { message } = await tripwireAfter(call, store, tripwirePorts);
            if (message === '' || (event.kind === 'end' && event.continued))
                return { verdict: 'none', message };
            return deny(event.kind === 'end' ? (0, clientNotice_js_1.markEndOfTurn)(message) : message);
        }
        const rulesFor = (p) => (0, context_js_1.loadRules)(p, ports.env, ports.knownPatterns);
        const ctx = { place, rules: await rulesFor(place), ...(tools ? { tools } : {}) };
        ctx.ownContext = (real) => (0, context_js_1.contextOf)(real, ctx, rulesFor);
        const mcp = isMcp(event.tool);
        if (CHANGING.has(event.tool) || mcp) {
            const call = {
                place,
                storeDir: dir,
                session,
                tool: event.tool,
                ...names,
                ...(event.callId ? { toolUseId: event.callId } : {}),
            };
            const { quietBefore } = await __webpack_require__.e(/* import() */ "4154-9525").then(__webpack_require__.bind(__webpack_require__, 4154));
            if (!(await quietBefore(call, now().getTime(), ports.env))) {
                const { tripwireBefore } = await __webpack_require__.e(/* import() */ "4006-5879-9525-9811").then(__webpack_require__.bind(__webpack_require__, 9811));
                const { message } = await tripwireBefore(call, ctx, store, tripwirePorts);
                if (message !== '')
                    return deny(message);
            }
        }
        if (mcp)
            return decision_js_1.NONE;
        if (event.tool === 'CronCreate' || event.tool === 'ScheduleWakeup')
            (await __webpack_require__.e(/* import() */ 3575).then(__webpack_require__.bind(__webpack_require__, 3575))).noteScheduledPrompt(dir, event.args);
        const found = await decideTool(event, ctx);
        const denials = await (0, personGate_js_1.applyPersonGates)(found.denials, { session, tool: event.tool, toolUseId: event.callId, releasePhrases: ctx.rules.releasePhrases }, store, now);
        if (denials.length > 0) {
            if (CHANGING.has(event.tool)) {
                const { callKey, endCall } = await __webpack_require__.e(/* import() */ 4180).then(__webpack_require__.bind(__webpack_require__, 4180));
                endCall(node_path_1.posix.join(dir, ownState_js_1.STORE_OWN.tripwire), callKey(session, event.callId, now().getTime()));
            }
            return deny((0, render_js_1.renderDenials)((0, toolNames_js_1.calledName)(tools, event.tool), subject(event), denials, ctx.rules.releasePhrases));
        }
        if (found.ask !== undefined)
            return { verdict: 'ask', message: found.ask };
        if (found.allow !== undefined && found.denials.length === 0)
            return { verdict: 'allow', message: found.allow };
        return decision_js_1.NONE;
    }
    catch (e) {
        return deny(event.kind === 'end' ? (0, clientNotice_js_1.markEndOfTurn)((0, failure_js_1.failureText)(e)) : (0, failure_js_1.failureText)(e));
    }
}
async function senderOf(ledger, session, store, dir, env, now) {
    const [{ promptFrom }, { lastActed }] = await Promise.all([
        __webpack_require__.e(/* import() */ 1754).then(__webpack_require__.bind(__webpack_require__, 1754)),
        __webpack_require__.e(/* import() */ 4180).then(__webpack_require__.bind(__webpack_require__, 4180)),
    ]);
    let lastTurn;
    try {
        const from = await store.latestTime(session);
        if (from !== undefined)
            lastTurn = { from, to: lastActed(node_path_1.posix.join(dir, ownState_js_1.STORE_OWN.tripwire)) ?? now().getTime() };
    }
    catch {
        lastTurn = undefined;
    }
    return promptFrom(ledger.client(session), { env }, lastTurn);
}
async function decideTool(call, ctx) {
    const tool = call.tool;
    const args = new toolInput_js_1.ToolInput(tool, call.args);
    switch (tool) {
        case 'Write':
        case 'Edit':
        case 'MultiEdit':
        case 'NotebookEdit':
        case 'Delete': {
            const [{ isDenial, resolveToolPath }, { clearsEdit }, { editPathField }] = await Promise.all([
                __webpack_require__.e(/* import() */ "561-4006").then(__webpack_require__.t.bind(__webpack_require__, 561, 23)),
                __webpack_require__.e(/* import() */ "3728-4006-5879").then(__webpack_require__.bind(__webpack_require__, 3728)),
                __webpack_require__.e(/* import() */ 5708).then(__webpack_require__.bind(__webpack_require__, 5708)),
            ]);
            const path = resolveToolPath(args.string(editPathField(tool)), ctx);
            if (!isDenial(path) && tool !== 'NotebookEdit' && tool !== 'Delete' && (await clearsEdit(tool, args, ctx, path)))
                return { denials: [] };
            return {
                denials: await (await __webpack_require__.e(/* import() */ "2021-3847-4006-5879-9350").then(__webpack_require__.bind(__webpack_require__, 2090))).decideEdit(tool, args, ctx, path, call.asWritten),
            };
        }
        case 'Read':
        case 'Grep':
        case 'Glob':
        case 'LS':
            return { denials: await (await __webpack_require__.e(/* import() */ "4006-9497").then(__webpack_require__.t.bind(__webpack_require__, 9497, 23))).decideRead(tool, args, ctx) };
        case 'Bash': {
            const command = args.string('command');
            if ((0, clearedBash_js_1.clearedBash)(command, ctx))
                return { denials: [] };
            return (await __webpack_require__.e(/* import() */ "737-2483-4006-5879-6014-7494-8466").then(__webpack_require__.bind(__webpack_require__, 2483))).decideBash(command, ctx);
        }
        case 'PowerShell': {
            const command = args.string('command');
            const [{ decidePowerShell }, { Protection }] = await Promise.all([
                __webpack_require__.e(/* import() */ "2849-4006-8466").then(__webpack_require__.t.bind(__webpack_require__, 6062, 23)),
                __webpack_require__.e(/* import() */ "4006-5595-5879").then(__webpack_require__.t.bind(__webpack_require__, 7976, 23)),
            ]);
            return { denials: decidePowerShell(command, ctx, new Protection(ctx)) };
        }
        case 'CronCreate':
        case 'ScheduleWakeup': {
            const { decideScheduledPrompt } = await __webpack_require__.e(/* import() */ 3575).then(__webpack_require__.bind(__webpack_require__, 3575));
            return { denials: decideScheduledPrompt(tool, args, ctx.rules.releasePhrases) };
        }
        default:
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.unknownTool(tool));
    }
}
function subject(call) {
    const v = call.args.file_path ?? call.args.notebook_path ?? call.args.path ?? call.args.command;
    if (typeof v !== 'string')
        return undefined;
    return v.length > 100 ? `${v.slice(0, 97)}...` : v;
}


/***/ }),

/***/ 7355:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MAX_LINE = exports.SEPARATORS = exports.PLAIN = void 0;
exports.surelyHarmless = surelyHarmless;
exports.namesAny = namesAny;
exports.mentionsSwitchVariable = mentionsSwitchVariable;
const shells_js_1 = __webpack_require__(8968);
const writingCommands_js_1 = __webpack_require__(7545);
const INTERPRETER = /^(python[0-9.]*|node|nodejs|bun|deno|perl|ruby|php)$/;
const CAREFUL = new Set([
    ...writingCommands_js_1.WRITING_COMMANDS.filter((n) => !INTERPRETER.test(n)),
    ...shells_js_1.SHELLS,
    'busybox',
    'eval',
    'exec',
    'source',
    'xargs',
    'find',
    'sudo',
    'doas',
    'env',
    'command',
    'nohup',
    'nice',
    'stdbuf',
    'timeout',
    'time',
    'ionice',
    'chrt',
    'flock',
    'watch',
    'parallel',
    'su',
    'runuser',
    'script',
    'pushd',
    'popd',
    'diffgate',
    'alias',
    'hash',
    'enable',
]);
const GIT_READ_ONLY = new Set([
    'status',
    'diff',
    'log',
    'show',
    'rev-parse',
    'ls-files',
    'blame',
    'describe',
    'shortlog',
    'ls-tree',
    'cat-file',
    'grep',
]);
exports.PLAIN = /^[A-Za-z0-9_ \t.,:=@%+/-]*$/;
exports.SEPARATORS = /\|\||&&|[|;\n&]/;
function surelyHarmless(command) {
    const parts = command.split(exports.SEPARATORS);
    if (!parts.every((part) => exports.PLAIN.test(part)))
        return false;
    if (/diffgate|hookspath|--no-veri/i.test(command))
        return false;
    for (const part of parts) {
        const words = part
            .trim()
            .split(/[ \t]+/)
            .filter(Boolean);
        if (words.length === 0)
            continue;
        if (words[0].includes('='))
            return false;
        const names = words.map((w) => w.slice(w.lastIndexOf('/') + 1));
        const name = names[0];
        if (name === 'git') {
            const sub = words[1];
            if (sub === undefined || !GIT_READ_ONLY.has(sub))
                return false;
            if (words.some((w) => w.startsWith('--output') ||
                w.startsWith('--ext-diff') ||
                /^-[A-Za-z0-9]*O/.test(w) ||
                w.startsWith('--op') ||
                w === '--no-index'))
                return false;
            continue;
        }
        if (names.some((n) => CAREFUL.has(n)))
            return false;
        if (names.some((n) => INTERPRETER.test(n)) && words.some((w) => w.startsWith('-')))
            return false;
        if (words.some((w) => w.startsWith('--pre') || w.startsWith('-exec')))
            return false;
    }
    return true;
}
function namesAny(command, names) {
    return command.split(/[\s;&|()<>`'"{}$]+/).some((w) => w !== '' && names.has(w.slice(w.lastIndexOf('/') + 1)));
}
exports.MAX_LINE = 512 * 1024;
function mentionsSwitchVariable(command) {
    return /(HUSKY|LEFTHOOK|SKIP|PRE_COMMIT_|GIT_CONFIG|DIFFGATE_)/.test(command);
}


/***/ }),

/***/ 8968:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SHELLS = void 0;
exports.SHELLS = new Set([
    'sh',
    'bash',
    'dash',
    'zsh',
    'ksh',
    'mksh',
    'ash',
    'fish',
    'csh',
    'tcsh',
]);


/***/ }),

/***/ 7545:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WRITING_COMMANDS = void 0;
exports.WRITING_COMMANDS = [
    'cp',
    'mv',
    'install',
    'ln',
    'rsync',
    'rm',
    'unlink',
    'rmdir',
    'shred',
    'touch',
    'mkfifo',
    'mknod',
    'truncate',
    'fallocate',
    'tee',
    'sponge',
    'chmod',
    'chown',
    'chgrp',
    'chattr',
    'sed',
    'perl',
    'ruby',
    'awk',
    'gawk',
    'dd',
    'sort',
    'uniq',
    'tar',
    'unzip',
    'gzip',
    'gunzip',
    'bzip2',
    'bunzip2',
    'xz',
    'unxz',
    'zstd',
    'unzstd',
    'curl',
    'wget',
    'git',
    'patch',
    'ed',
    'ex',
    'vi',
    'vim',
    'nvim',
    'nano',
    'emacs',
    'sudoedit',
    'python',
    'node',
    'nodejs',
    'bun',
    'deno',
    'php',
    'shuf',
    'xxd',
    'iconv',
    'zip',
    'cmake',
    'objcopy',
    'openssl',
    'split',
];


/***/ }),

/***/ 2840:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ToolInput = void 0;
const claude_js_1 = __webpack_require__(209);
const failure_js_1 = __webpack_require__(6640);
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
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

/***/ 3508:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.calledName = exports.toolsOf = exports.CLAUDE_TOOL_NAMES = void 0;
exports.CLAUDE_TOOL_NAMES = { edit: 'Edit', write: 'Write', shell: 'Bash' };
const toolsOf = (ctx) => ctx.tools ?? exports.CLAUDE_TOOL_NAMES;
exports.toolsOf = toolsOf;
const calledName = (names, tool) => names?.called ?? tool;
exports.calledName = calledName;


/***/ }),

/***/ 6098:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.withCommandRuleErrors = withCommandRuleErrors;
async function withCommandRuleErrors(manifest, known) {
    const patterns = manifest.rules.filter((r) => r.kind.startsWith('command-')).map((r) => r.pattern);
    if (patterns.length === 0 || (known && patterns.every((p) => known.has(p))))
        return manifest;
    const { commandRules } = await __webpack_require__.e(/* import() */ "3749-5164").then(__webpack_require__.bind(__webpack_require__, 3749));
    const { rules, errors } = commandRules(manifest.rules);
    known?.add(rules.map((r) => r.rule.pattern).filter((p) => !known.has(p)));
    if (errors.length === 0)
        return manifest;
    return {
        ...manifest,
        errors: [...manifest.errors, ...errors].sort((a, b) => a.line - b.line || a.column - b.column),
    };
}


/***/ }),

/***/ 1786:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.manifestText = void 0;
exports.manifestText = {
    unknownKind: (kind) => `unknown rule kind ${JSON.stringify(kind)}: expected one of freeze (A), invariant (B), append (C), budget, deny, allow, save-gate, release, command-allow, command-ask, command-deny`,
    missingColumns: (n) => `expected 3 or 4 TAB-separated columns (rule, pattern, reason [, options]) but found ${n}: separate columns with a TAB, not spaces`,
    extraColumns: (n) => `expected at most 4 TAB-separated columns (rule, pattern, reason, options) but found ${n}: options are separated by spaces, not TABs`,
    emptyReason: () => 'expected a reason: one sentence saying why the rule exists',
    emptyPattern: (kind) => kind === 'release'
        ? 'expected the release phrase a person types, e.g. "guard release"'
        : kind.startsWith('command-')
            ? 'expected a command prefix, e.g. "git push --force"'
            : 'expected a glob pattern, e.g. "config/**"',
    patternSpaces: () => 'expected a pattern without leading or trailing spaces',
    patternTooLong: (n, max) => `expected a pattern of at most ${max.toLocaleString('en-US')} characters, not ${n.toLocaleString('en-US')}`,
    patternBackslash: (p) => `expected "/" as the path separator in ${JSON.stringify(p)}, not "\\"`,
    patternTrailingSlash: (p) => `expected a pattern without a trailing "/", which matches no file: ${JSON.stringify(`${p}**`)} for everything under the folder`,
    patternDotSlash: (p) => `expected a repository-relative pattern without a leading "./": ${JSON.stringify(p.slice(2))}`,
    patternDotDot: (p) => `expected a pattern without ".." segments: ${JSON.stringify(p)}`,
    patternUnbalanced: (p, c) => `expected balanced brackets in glob ${JSON.stringify(p)}: "${c}" has no partner`,
    patternInvalid: (p, why) => `expected a valid glob, ${JSON.stringify(p)} is not: ${why}`,
    unknownOption: (kind, key, known) => known.length === 0
        ? `unknown option ${JSON.stringify(key)}: ${kind} takes no options`
        : `unknown option ${JSON.stringify(key)} for ${kind}: expected ${known.map((k) => `${k}=...`).join(' or ')}`,
    optionNeedsValue: (key) => `expected key=value, found ${JSON.stringify(key)} without a value`,
    duplicateOption: (key) => `option ${JSON.stringify(key)} is given twice`,
    badNumber: (key, value) => `expected ${key}=N with N a positive whole number, found ${JSON.stringify(value)}`,
    badValue: (key, value, expected) => `expected ${key}=${expected}, found ${JSON.stringify(value)}`,
    badRegex: (key, value, why) => `expected ${key}=REGEX with REGEX a JavaScript regular expression (the rest of the column), found ${JSON.stringify(value)}: ${why}`,
    headWithAtEnd: () => 'expected head=REGEX or at=end, not both: with head= new sections go above the released part',
    budgetNeedsLimit: () => 'expected a limit for budget: lines=N, bytes=N or both',
};


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


/***/ }),

/***/ 5684:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.formatManifestError = formatManifestError;
exports.parseManifest = parseManifest;
const rule_js_1 = __webpack_require__(4918);
const manifest_js_1 = __webpack_require__(1786);
function formatManifestError(e) {
    return `${e.file}:${e.line}:${e.column}: ${e.message}`;
}
const positiveInt = (key) => (value) => /^[1-9][0-9]*$/.test(value) && Number.isSafeInteger(Number(value))
    ? { [key]: Number(value) }
    : manifest_js_1.manifestText.badNumber(key, value);
const OPTIONS = {
    append: { at: (v) => (v === 'end' ? { atEnd: true } : manifest_js_1.manifestText.badValue('at', v, 'end')), head: headOption },
    budget: { lines: positiveInt('lines'), bytes: positiveInt('bytes') },
    'save-gate': {
        words: (v) => {
            const words = v.split(',').map((w) => w.trim().toLowerCase());
            return words.some((w) => w === '')
                ? manifest_js_1.manifestText.badValue('words', v, 'a comma-separated list of words')
                : { words };
        },
    },
};
const REST_OF_COLUMN = new Set(['head']);
function headOption(value) {
    if (value === '')
        return manifest_js_1.manifestText.badRegex('head', value, 'it is empty');
    const problem = regexProblem(value);
    return problem === undefined ? { head: value } : manifest_js_1.manifestText.badRegex('head', value, problem);
}
function regexProblem(source) {
    try {
        new RegExp(source);
        return undefined;
    }
    catch (e) {
        return e.message;
    }
}
function parseManifest(text, file) {
    const rules = [];
    const errors = [];
    const lines = (text.startsWith('\uFEFF') ? text.slice(1) : text).split('\n');
    lines.forEach((raw, index) => {
        const lineNo = index + 1;
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line.trim() === '' || line.trimStart().startsWith('#'))
            return;
        const lineErrors = [];
        const err = (column, message) => lineErrors.push({ file, line: lineNo, column, message });
        const cols = line.split('\t');
        const starts = [];
        let at = 1;
        for (const c of cols) {
            starts.push(at);
            at += c.length + 1;
        }
        const [kindText = '', pattern = '', reason = '', optionsText = ''] = cols;
        const kind = rule_js_1.RULE_KINDS.includes(kindText)
            ? kindText
            : rule_js_1.KIND_ALIASES[kindText];
        if (!kind)
            err(1, manifest_js_1.manifestText.unknownKind(kindText));
        if (cols.length < 3) {
            err(line.length + 1, manifest_js_1.manifestText.missingColumns(cols.length));
        }
        else if (cols.length > 4) {
            err(starts[4], manifest_js_1.manifestText.extraColumns(cols.length));
        }
        if (cols.length >= 2) {
            const problem = kind ? checkPattern(kind, pattern) : undefined;
            if (problem)
                err(starts[1], problem);
        }
        if (cols.length >= 3 && reason.trim() === '')
            err(starts[2], manifest_js_1.manifestText.emptyReason());
        const options = {};
        const written = kind && cols.length === 4 ? parseOptions(kind, optionsText, starts[3], options, err) : new Set();
        if (kind === 'append' && options.head !== undefined && options.atEnd)
            err(starts[3], manifest_js_1.manifestText.headWithAtEnd());
        if (kind === 'budget' && cols.length >= 3 && !written.has('lines') && !written.has('bytes')) {
            err(cols.length === 4 ? starts[3] : line.length + 1, manifest_js_1.manifestText.budgetNeedsLimit());
        }
        if (lineErrors.length > 0 || !kind) {
            errors.push(...lineErrors);
            return;
        }
        rules.push({
            kind,
            pattern,
            reason,
            options,
            file,
            line: lineNo,
            optionsText: cols.length === 4 ? optionsText : '',
        });
    });
    return { file, rules, errors };
}
function parseOptions(kind, text, column, into, err) {
    const spec = OPTIONS[kind] ?? {};
    const seen = new Set();
    const mentioned = new Set();
    let offset = 0;
    for (let word of text.split(' ')) {
        const start = offset;
        const col = column + offset;
        offset += word.length + 1;
        if (word === '')
            continue;
        const eq = word.indexOf('=');
        const key = eq === -1 ? word : word.slice(0, eq);
        const rest = eq !== -1 && REST_OF_COLUMN.has(key) && spec[key] !== undefined;
        if (rest)
            word = text.slice(start);
        const parse = spec[key];
        if (!parse) {
            err(col, manifest_js_1.manifestText.unknownOption(kind, key, Object.keys(spec)));
            continue;
        }
        mentioned.add(key);
        if (eq === -1) {
            err(col, manifest_js_1.manifestText.optionNeedsValue(key));
            continue;
        }
        if (seen.has(key)) {
            err(col, manifest_js_1.manifestText.duplicateOption(key));
            continue;
        }
        seen.add(key);
        const result = parse(word.slice(eq + 1));
        if (typeof result === 'string')
            err(col, result);
        else
            Object.assign(into, result);
        if (rest)
            break;
    }
    return mentioned;
}
function checkPattern(kind, pattern) {
    if (pattern.trim() === '')
        return manifest_js_1.manifestText.emptyPattern(kind);
    if (pattern !== pattern.trim())
        return manifest_js_1.manifestText.patternSpaces();
    if (!(0, rule_js_1.isPathKind)(kind))
        return undefined;
    if (pattern.length > MAX_PATTERN)
        return manifest_js_1.manifestText.patternTooLong(pattern.length, MAX_PATTERN);
    if (pattern.includes('\\'))
        return manifest_js_1.manifestText.patternBackslash(pattern);
    if (pattern.startsWith('./'))
        return manifest_js_1.manifestText.patternDotSlash(pattern);
    if (pattern.endsWith('/'))
        return manifest_js_1.manifestText.patternTrailingSlash(pattern);
    if (DOT_DOT.test(pattern))
        return manifest_js_1.manifestText.patternDotDot(pattern);
    const unbalanced = unbalancedBracket(pattern);
    if (unbalanced)
        return manifest_js_1.manifestText.patternUnbalanced(pattern, unbalanced);
    return undefined;
}
const MAX_PATTERN = 32_768;
const DOT_DOT = /(^|\/)\.\.(\/|$)/;
const BRACKETS = /[[\]{}()]/;
const PAIRS = { ']': '[', '}': '{', ')': '(' };
function unbalancedBracket(pattern) {
    if (!BRACKETS.test(pattern))
        return undefined;
    const stack = [];
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            i++;
            continue;
        }
        if (c === '[' || c === '{' || c === '(')
            stack.push(c);
        else if (c in PAIRS) {
            if (stack.pop() !== PAIRS[c])
                return c;
        }
    }
    return stack.pop();
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

/***/ 6227:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isBlocked = isBlocked;
exports.violationRecord = violationRecord;
exports.location = location;
function isBlocked(verdict) {
    return verdict.violations.length > 0;
}
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
function location(v) {
    if (v.line === undefined)
        return v.path;
    return v.endLine !== undefined ? `${v.path}:${v.line}-${v.endLine}` : `${v.path}:${v.line}`;
}


/***/ })

};
