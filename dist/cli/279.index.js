"use strict";
exports.id = 279;
exports.ids = [279];
exports.modules = {

/***/ 8188:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.AgentInput = exports.isObject = void 0;
/**
 * Reading an agent's hook JSON field by field. A missing or mistyped field is a HookFailure that
 * names the agent, the field and what was expected (the adapter then blocks the way its agent needs).
 */
const failure_js_1 = __webpack_require__(6117);
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
    /** A field holding an object serialised as a JSON string (Copilot's toolArgs). */
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
    /** The first of several names a field has had across the agent's versions. */
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

/***/ 8389:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.json = exports.SILENT = void 0;
exports.failureText = failureText;
const failure_js_1 = __webpack_require__(6117);
const claude_js_1 = __webpack_require__(209);
exports.SILENT = { exit: 0, stdout: '', stderr: '' };
/** The message of any failure: a HookFailure's own text, anything else as an internal error with its stack. */
function failureText(e) {
    const detail = e instanceof failure_js_1.HookFailure ? e.message : claude_js_1.claudeText.internal(e instanceof Error ? (e.stack ?? e.message) : String(e));
    return `${claude_js_1.claudeText.failure(detail)}\n`;
}
const json = (body) => `${JSON.stringify(body)}\n`;
exports.json = json;


/***/ }),

/***/ 2399:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NONE = void 0;
exports.decide = decide;
exports.decideAll = decideAll;
exports.combine = combine;
/**
 * The one decision every agent's adapter calls. A call is in the shape the Claude Code hook
 * decides on (src/claude/hookInput.ts: an edit as Write/Edit/MultiEdit with its proposed content,
 * a shell line as Bash, a read as Read/Grep/Glob, a prompt as UserPromptSubmit, a post-tool event
 * as PostToolUse, the end of a turn as Stop); the answer is data, and each adapter renders it in
 * its agent's protocol. Nothing here knows any agent: the same call gets the same decision from
 * every one of them.
 */
const hook_js_1 = __webpack_require__(7524);
exports.NONE = { verdict: 'none', message: '' };
/** Decides one call. Never throws: every failure is a deny whose message names it (fail closed). */
async function decide(call, ports) {
    const answer = await (0, hook_js_1.runHook)(JSON.stringify(call), ports);
    if (answer.exit !== 0)
        return { verdict: 'deny', message: answer.stderr };
    if (answer.stdout === '')
        return exports.NONE;
    const out = JSON.parse(answer.stdout);
    return {
        verdict: out.hookSpecificOutput.permissionDecision,
        message: out.hookSpecificOutput.permissionDecisionReason,
    };
}
/**
 * Several calls that stand for one tool call (a patch that touches several files): any deny
 * denies (every message kept), else any ask asks, else allow only when every part is allowed.
 */
async function decideAll(calls, ports) {
    const each = [];
    for (const call of calls)
        each.push(await decide(call, ports));
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
    return exports.NONE;
}


/***/ }),

/***/ 279:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.geminiHook = exports.GEMINI_TOOLS = exports.GEMINI_EVENTS = void 0;
exports.geminiCalls = geminiCalls;
exports.renderGemini = renderGemini;
/**
 * `diffgate hook gemini`: Gemini CLI's command hooks (settings.json `hooks`), protocol as in
 * google-gemini/gemini-cli docs/hooks/reference.md (hooks reference, Gemini CLI 0.x; checked
 * against @google/gemini-cli-core 0.61.0's tool names).
 *
 * Input: session_id, transcript_path, cwd, hook_event_name, timestamp; BeforeTool/AfterTool add
 * tool_name and tool_input; BeforeAgent adds prompt. Tools: write_file {file_path, content},
 * replace {file_path, old_string, new_string, expected_replacements}, run_shell_command {command,
 * dir_path}, read_file {file_path (absolute_path before 0.5)}, read_many_files {include | paths},
 * glob {pattern, dir_path | path}, search_file_content {pattern, dir_path | path, include},
 * list_directory {dir_path | path}. Deny: exit 2 with the reason on stderr (sent to the agent as
 * the tool's error; the turn goes on). Gemini's hooks have no "ask", so an ask is blocked with that
 * said. Exit codes other than 0 and 2 are only warnings (the call goes through), so every failure is exit 2.
 */
const node_path_1 = __webpack_require__(6760);
const failure_js_1 = __webpack_require__(6117);
const agents_js_1 = __webpack_require__(5621);
const agentInput_js_1 = __webpack_require__(8188);
const answer_js_1 = __webpack_require__(8389);
const decide_js_1 = __webpack_require__(2399);
const AGENT = 'Gemini CLI';
exports.GEMINI_EVENTS = ['BeforeTool', 'AfterTool', 'BeforeAgent', 'AfterAgent'];
exports.GEMINI_TOOLS = [
    'write_file',
    'replace',
    'run_shell_command',
    'read_file',
    'read_many_files',
    'glob',
    'search_file_content',
    'list_directory',
];
const GLOB_CHARS = /[*?[\]{}]/;
function geminiCalls(stdin) {
    const input = agentInput_js_1.AgentInput.parse(AGENT, stdin);
    const event = input.string('hook_event_name');
    const cwd = input.absolute('cwd');
    const base = { session_id: input.nonEmpty('session_id'), cwd };
    if (event === 'BeforeAgent')
        return [{ ...base, hook_event_name: 'UserPromptSubmit', prompt: input.string('prompt') }];
    if (event === 'AfterAgent')
        return [{ ...base, hook_event_name: 'Stop' }];
    if (event !== 'BeforeTool' && event !== 'AfterTool')
        throw new failure_js_1.HookFailure(agents_js_1.agentsText.input.unknownEvent(AGENT, event, exports.GEMINI_EVENTS));
    const tool = input.nonEmpty('tool_name');
    const raw = input.object('tool_input');
    if (event === 'AfterTool')
        return [{ ...base, hook_event_name: 'PostToolUse', tool_name: tool, tool_input: raw }];
    const args = input.child('tool_input', raw);
    const call = (tool_name, tool_input, at = cwd) => ({
        ...base,
        cwd: at,
        hook_event_name: 'PreToolUse',
        tool_name,
        tool_input,
    });
    const path = (p) => (0, node_path_1.resolve)(cwd, p);
    const dir = () => args.firstOf(['dir_path', 'path', 'directory'], { optional: true });
    switch (tool) {
        case 'write_file':
            return [call('Write', { file_path: path(args.string('file_path')), content: args.string('content') })];
        case 'replace': {
            const expected = raw.expected_replacements;
            if (expected !== undefined && (typeof expected !== 'number' || !Number.isInteger(expected) || expected < 1))
                throw new failure_js_1.HookFailure(agents_js_1.agentsText.input.field(AGENT, 'tool_input.expected_replacements', 'a positive whole number'));
            return [
                call('Edit', {
                    file_path: path(args.string('file_path')),
                    old_string: args.string('old_string'),
                    new_string: args.string('new_string'),
                    replace_all: typeof expected === 'number' && expected > 1,
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
            return list.map((p) => GLOB_CHARS.test(p) ? call('Glob', { pattern: p, path: cwd }) : call('Read', { file_path: path(p) }));
        }
        case 'glob': {
            const d = dir();
            return [call('Glob', { pattern: args.string('pattern'), ...(d === undefined ? {} : { path: path(d) }) })];
        }
        case 'search_file_content': {
            const d = dir();
            const include = args.optionalString('include');
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
            throw new failure_js_1.HookFailure(agents_js_1.agentsText.input.unknownTool(AGENT, tool, exports.GEMINI_TOOLS));
    }
}
function renderGemini(d) {
    if (d.verdict === 'deny')
        return { exit: 2, stdout: '', stderr: d.message };
    if (d.verdict === 'ask')
        return { exit: 2, stdout: '', stderr: `${agents_js_1.agentsText.askBlocked(AGENT, d.message)}\n` };
    if (d.verdict === 'allow')
        return { exit: 0, stdout: (0, answer_js_1.json)({ decision: 'allow', reason: d.message }), stderr: '' };
    // stdout must be JSON or nothing; an empty object is no opinion.
    return { exit: 0, stdout: (0, answer_js_1.json)({}), stderr: '' };
}
exports.geminiHook = {
    async run(stdin, ports) {
        try {
            return renderGemini(await (0, decide_js_1.decideAll)(geminiCalls(stdin), ports));
        }
        catch (e) {
            return this.crashed((0, answer_js_1.failureText)(e));
        }
    },
    crashed: (message) => ({ exit: 2, stdout: '', stderr: message }),
};


/***/ })

};
;