"use strict";
exports.id = 243;
exports.ids = [243];
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

/***/ 1243:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.copilotHook = exports.COPILOT_EVENTS = void 0;
exports.copilotCalls = copilotCalls;
exports.renderCopilot = renderCopilot;
/**
 * `diffgate hook copilot`: GitHub Copilot CLI's hooks (.github/hooks/*.json or ~/.copilot/hooks/,
 * `version: 1`), protocol as in docs.github.com "Hooks configuration" (Copilot CLI reference, 2026).
 *
 * Input has no event name: each event runs its own command, and the payloads differ by their
 * fields: preToolUse {timestamp, cwd, toolName, toolArgs}, postToolUse adds toolResult,
 * userPromptSubmitted {timestamp, cwd, prompt}. toolArgs is a JSON object serialised as a string.
 * Tools: bash {command}, edit {path, old_str, new_str}, create {path, file_text}, view {path},
 * glob {pattern, path}, grep {pattern, path}. preToolUse has no matcher, so Copilot's other
 * tools (report_intent, web_fetch, ...) get no opinion. The answer is stdout JSON
 * {permissionDecision, permissionDecisionReason}, and only "deny" is processed: an ask is a deny
 * with that said, and every failure is a deny (exit 0, so the JSON is read).
 * Copilot sends no session id: the prompt store keys the session by the working directory.
 */
const node_path_1 = __webpack_require__(6760);
const failure_js_1 = __webpack_require__(6117);
const agents_js_1 = __webpack_require__(5621);
const agentInput_js_1 = __webpack_require__(8188);
const answer_js_1 = __webpack_require__(8389);
const decide_js_1 = __webpack_require__(2399);
const AGENT = 'Copilot CLI';
exports.COPILOT_EVENTS = ['preToolUse', 'postToolUse', 'userPromptSubmitted'];
function copilotCalls(stdin) {
    const input = agentInput_js_1.AgentInput.parse(AGENT, stdin);
    const cwd = input.absolute('cwd');
    const base = { session_id: `copilot:${cwd}`, cwd };
    const d = input.data;
    if (d.toolName === undefined && d.prompt !== undefined)
        return [{ ...base, hook_event_name: 'UserPromptSubmit', prompt: input.string('prompt') }];
    if (d.toolName === undefined)
        throw new failure_js_1.HookFailure(agents_js_1.agentsText.input.unknownEvent(AGENT, 'without toolName or prompt', exports.COPILOT_EVENTS));
    const tool = input.nonEmpty('toolName');
    const raw = input.jsonObject('toolArgs');
    if (d.toolResult !== undefined)
        return [{ ...base, hook_event_name: 'PostToolUse', tool_name: tool, tool_input: raw }];
    const args = input.child('toolArgs', raw);
    const pre = (tool_name, tool_input) => [
        { ...base, hook_event_name: 'PreToolUse', tool_name, tool_input },
    ];
    const path = (name = 'path') => (0, node_path_1.resolve)(cwd, args.string(name));
    switch (tool) {
        case 'bash':
            return pre('Bash', { command: args.string('command') });
        case 'create':
            return pre('Write', { file_path: path(), content: args.string('file_text') });
        case 'edit':
            return pre('Edit', { file_path: path(), old_string: args.string('old_str'), new_string: args.string('new_str') });
        case 'view':
            return pre('Read', { file_path: path() });
        case 'glob':
        case 'grep': {
            const p = args.optionalString('path');
            return pre(tool === 'glob' ? 'Glob' : 'Grep', {
                pattern: args.string('pattern'),
                ...(p ? { path: (0, node_path_1.resolve)(cwd, p) } : {}),
            });
        }
        default:
            return [];
    }
}
const deny = (message) => ({
    exit: 0,
    stdout: (0, answer_js_1.json)({ permissionDecision: 'deny', permissionDecisionReason: message }),
    stderr: '',
});
function renderCopilot(d) {
    if (d.verdict === 'deny')
        return deny(d.message);
    if (d.verdict === 'ask')
        return deny(`${agents_js_1.agentsText.askBlocked(AGENT, d.message)}\n`);
    return answer_js_1.SILENT;
}
exports.copilotHook = {
    async run(stdin, ports) {
        try {
            return renderCopilot(await (0, decide_js_1.decideAll)(copilotCalls(stdin), ports));
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