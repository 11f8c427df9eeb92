"use strict";
exports.id = 437;
exports.ids = [437];
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

/***/ 5437:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.cursorHook = exports.CURSOR_TOOLS = exports.CURSOR_EVENTS = void 0;
exports.cursorCalls = cursorCalls;
exports.renderCursor = renderCursor;
/**
 * `diffgate hook cursor`: Cursor's agent hooks (.cursor/hooks.json, `version: 1`), protocol as in
 * cursor.com/docs/agent/hooks (hooks since Cursor 1.7; preToolUse and failClosed as of Cursor 2.x).
 *
 * Input: conversation_id, generation_id, hook_event_name, workspace_roots (and model,
 * cursor_version, user_email, transcript_path); then per event: beforeShellExecution and
 * afterShellExecution {command, cwd}, beforeReadFile {file_path, content, attachments}, preToolUse {tool_name, tool_input,
 * tool_use_id}, afterFileEdit {file_path, edits}, beforeSubmitPrompt {prompt, attachments}, stop
 * {status, loop_count}. Permission events answer {permission: allow | deny | ask, user_message,
 * agent_message}; beforeSubmitPrompt answers {continue}. Deny is that JSON and exit 2 (Cursor
 * treats exit 2 as deny as well). Any other exit fails open unless the hook entry has
 * `failClosed: true`, which `diffgate install --cursor` sets; every failure is exit 2 with a deny.
 * beforeReadFile cannot ask, so an ask there is a deny.
 */
const node_path_1 = __webpack_require__(6760);
const failure_js_1 = __webpack_require__(6117);
const agents_js_1 = __webpack_require__(5621);
const agentInput_js_1 = __webpack_require__(8188);
const answer_js_1 = __webpack_require__(8389);
const decide_js_1 = __webpack_require__(2399);
const AGENT = 'Cursor';
exports.CURSOR_EVENTS = [
    'beforeShellExecution',
    'beforeReadFile',
    'preToolUse',
    'afterShellExecution',
    'afterFileEdit',
    'beforeSubmitPrompt',
    'stop',
];
/** Cursor's agent tools that preToolUse is installed for (its matcher). */
exports.CURSOR_TOOLS = ['Write', 'StrReplace', 'Edit', 'MultiEdit', 'Delete'];
const quote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
function cursorCalls(stdin) {
    const input = agentInput_js_1.AgentInput.parse(AGENT, stdin);
    const event = input.string('hook_event_name');
    const roots = input.stringList('workspace_roots');
    const explicit = input.optionalString('cwd');
    const cwd = explicit ?? roots[0];
    if (cwd === undefined || !cwd.startsWith('/'))
        throw new failure_js_1.HookFailure(agents_js_1.agentsText.input.field(AGENT, explicit === undefined ? 'workspace_roots[0]' : 'cwd', 'an absolute path'));
    const base = { session_id: input.nonEmpty('conversation_id'), cwd };
    const pre = (tool_name, tool_input) => ({
        ...base,
        hook_event_name: 'PreToolUse',
        tool_name,
        tool_input,
    });
    const path = (p) => (0, node_path_1.resolve)(cwd, p);
    switch (event) {
        case 'beforeSubmitPrompt':
            return { event, calls: [{ ...base, hook_event_name: 'UserPromptSubmit', prompt: input.string('prompt') }] };
        case 'stop':
            return { event, calls: [{ ...base, hook_event_name: 'Stop' }] };
        case 'beforeShellExecution':
            return { event, calls: [pre('Bash', { command: input.string('command') })] };
        case 'afterShellExecution':
            return {
                event,
                calls: [
                    {
                        ...base,
                        hook_event_name: 'PostToolUse',
                        tool_name: 'Bash',
                        tool_input: { command: input.string('command') },
                    },
                ],
            };
        case 'beforeReadFile':
            return { event, calls: [pre('Read', { file_path: path(input.string('file_path')) })] };
        case 'afterFileEdit':
            return {
                event,
                calls: [
                    {
                        ...base,
                        hook_event_name: 'PostToolUse',
                        tool_name: 'Edit',
                        tool_input: { file_path: path(input.string('file_path')), edits: input.data.edits ?? [] },
                    },
                ],
            };
        case 'preToolUse': {
            const tool = input.nonEmpty('tool_name');
            const args = input.child('tool_input', input.object('tool_input'));
            const file = () => path(args.string('file_path'));
            switch (tool) {
                case 'Write':
                    return {
                        event,
                        calls: [pre('Write', { file_path: file(), content: args.firstOf(['contents', 'content']) })],
                    };
                case 'StrReplace':
                case 'Edit':
                    return {
                        event,
                        calls: [
                            pre('Edit', {
                                file_path: file(),
                                old_string: args.string('old_string'),
                                new_string: args.string('new_string'),
                                replace_all: args.data.replace_all === true,
                            }),
                        ],
                    };
                case 'MultiEdit':
                    return { event, calls: [pre('MultiEdit', { file_path: file(), edits: args.data.edits })] };
                case 'Delete':
                    return { event, calls: [pre('Bash', { command: `rm -- ${quote(file())}` })] };
                default:
                    throw new failure_js_1.HookFailure(agents_js_1.agentsText.input.unknownTool(AGENT, tool, exports.CURSOR_TOOLS));
            }
        }
        default:
            throw new failure_js_1.HookFailure(agents_js_1.agentsText.input.unknownEvent(AGENT, event, exports.CURSOR_EVENTS));
    }
}
const deny = (message) => ({
    exit: 2,
    stdout: (0, answer_js_1.json)({ permission: 'deny', user_message: message, agent_message: message }),
    stderr: message,
});
function renderCursor(event, d) {
    if (event === 'beforeSubmitPrompt' || event === 'stop' || event.startsWith('after')) {
        if (d.verdict === 'deny')
            return deny(d.message);
        return { exit: 0, stdout: (0, answer_js_1.json)(event === 'beforeSubmitPrompt' ? { continue: true } : {}), stderr: '' };
    }
    if (d.verdict === 'deny')
        return deny(d.message);
    if (d.verdict === 'ask') {
        if (event === 'beforeReadFile')
            return deny(`${agents_js_1.agentsText.askBlocked(`${AGENT} beforeReadFile`, d.message)}\n`);
        return {
            exit: 0,
            stdout: (0, answer_js_1.json)({ permission: 'ask', user_message: d.message, agent_message: d.message }),
            stderr: '',
        };
    }
    if (d.verdict === 'allow')
        return { exit: 0, stdout: (0, answer_js_1.json)({ permission: 'allow' }), stderr: '' };
    return { exit: 0, stdout: (0, answer_js_1.json)({}), stderr: '' };
}
exports.cursorHook = {
    async run(stdin, ports) {
        try {
            const { event, calls } = cursorCalls(stdin);
            return renderCursor(event, await (0, decide_js_1.decideAll)(calls, ports));
        }
        catch (e) {
            return this.crashed((0, answer_js_1.failureText)(e));
        }
    },
    crashed: (message) => deny(message),
};


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


/***/ })

};
;