"use strict";
exports.id = 207;
exports.ids = [207];
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

/***/ 7207:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.codexHook = exports.CODEX_TOOLS = exports.CODEX_EVENTS = void 0;
exports.codexCalls = codexCalls;
exports.renderCodex = renderCodex;
const agents_js_1 = __webpack_require__(5621);
const failure_js_1 = __webpack_require__(6117);
const agentInput_js_1 = __webpack_require__(8188);
const answer_js_1 = __webpack_require__(8389);
const decide_js_1 = __webpack_require__(2399);
const patchCalls_js_1 = __webpack_require__(6160);
const AGENT = 'Codex';
exports.CODEX_EVENTS = ['PreToolUse', 'PostToolUse', 'UserPromptSubmit', 'Stop'];
exports.CODEX_TOOLS = ['Bash', 'apply_patch'];
/** A shell line that only runs apply_patch with the patch in a heredoc (how some models call it). */
const SHELL_PATCH = /^\s*(?:apply_patch|applypatch)\s+<<-?\s*['"]?(\w+)['"]?\s*\n([\s\S]*?\*\*\* End Patch)\s*\n\s*\1\s*$/;
function codexCalls(stdin) {
    const input = agentInput_js_1.AgentInput.parse(AGENT, stdin);
    const event = input.string('hook_event_name');
    const base = {
        session_id: input.nonEmpty('session_id'),
        cwd: input.absolute('cwd'),
        ...(input.optionalString('transcript_path') !== undefined
            ? { transcript_path: input.string('transcript_path') }
            : {}),
    };
    if (event === 'UserPromptSubmit')
        return [{ ...base, hook_event_name: event, prompt: input.string('prompt') }];
    if (event === 'Stop')
        return [{ ...base, hook_event_name: event }];
    if (event !== 'PreToolUse' && event !== 'PostToolUse')
        throw new failure_js_1.HookFailure(agents_js_1.agentsText.input.unknownEvent(AGENT, event, exports.CODEX_EVENTS));
    const tool = input.nonEmpty('tool_name');
    const args = input.child('tool_input', input.object('tool_input'));
    const call = {
        ...base,
        hook_event_name: event,
        ...(input.optionalString('tool_use_id') ? { tool_use_id: input.string('tool_use_id') } : {}),
    };
    // After the call the patch has been applied: the tripwire compares the files, not the patch.
    if (call.hook_event_name === 'PostToolUse')
        return [{ ...call, hook_event_name: 'PostToolUse', tool_name: tool, tool_input: input.object('tool_input') }];
    const pre = { ...call, hook_event_name: 'PreToolUse' };
    if (tool === 'apply_patch')
        return (0, patchCalls_js_1.patchCalls)(args.string('command'), pre);
    if (tool === 'Bash') {
        const command = args.string('command');
        const heredoc = SHELL_PATCH.exec(command);
        if (heredoc)
            return (0, patchCalls_js_1.patchCalls)(heredoc[2], pre);
        return [{ ...pre, tool_name: 'Bash', tool_input: { command } }];
    }
    throw new failure_js_1.HookFailure(agents_js_1.agentsText.input.unknownTool(AGENT, tool, exports.CODEX_TOOLS));
}
function renderCodex(d) {
    if (d.verdict === 'deny')
        return { exit: 2, stdout: '', stderr: d.message };
    if (d.verdict === 'ask')
        return { exit: 2, stdout: '', stderr: `${agents_js_1.agentsText.askBlocked(AGENT, d.message)}\n` };
    return answer_js_1.SILENT;
}
exports.codexHook = {
    async run(stdin, ports) {
        try {
            const calls = codexCalls(stdin);
            return renderCodex(calls.length === 1 ? await (0, decide_js_1.decide)(calls[0], ports) : await (0, decide_js_1.decideAll)(calls, ports));
        }
        catch (e) {
            return this.crashed((0, answer_js_1.failureText)(e));
        }
    },
    crashed: (message) => ({ exit: 2, stdout: '', stderr: message }),
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


/***/ }),

/***/ 5704:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parsePatch = parsePatch;
exports.applyChunks = applyChunks;
/**
 * Codex's apply_patch format, parsed into file operations (pure; tested with literal strings).
 * The grammar is the one Codex documents for the tool (codex-rs/apply-patch, apply_patch_tool_instructions.md):
 *
 *   *** Begin Patch
 *   *** Add File: PATH        then lines starting with "+"
 *   *** Delete File: PATH
 *   *** Update File: PATH     optionally "*** Move to: PATH", then chunks: "@@ [context]" and
 *                             lines starting with " " (kept), "-" (removed), "+" (added);
 *                             "*** End of File" anchors the chunk at the end of the file
 *   *** End Patch
 *
 * No registry package parses this format, so it is parsed here; anything else is an error
 * naming the line (the hook then blocks).
 */
const agents_js_1 = __webpack_require__(5621);
const failure_js_1 = __webpack_require__(6117);
const header = (line, prefix) => line.startsWith(prefix) ? line.slice(prefix.length).trim() : undefined;
function parsePatch(text) {
    const lines = text.replace(/\r\n/g, '\n').split('\n');
    while (lines.length > 0 && lines[lines.length - 1].trim() === '')
        lines.pop();
    let i = 0;
    while (i < lines.length && lines[i].trim() === '')
        i++;
    const fail = (detail) => {
        throw new failure_js_1.HookFailure(agents_js_1.agentsText.patch.syntax(i + 1, detail));
    };
    if (lines[i]?.trim() !== '*** Begin Patch')
        fail('expected "*** Begin Patch"');
    i++;
    const ops = [];
    for (;;) {
        const line = lines[i];
        if (line === undefined)
            fail('expected "*** End Patch"');
        if (line.trim() === '*** End Patch') {
            i++;
            break;
        }
        let path;
        if ((path = header(line, '*** Add File: ')) !== undefined) {
            i++;
            const body = [];
            while (i < lines.length && lines[i].startsWith('+'))
                body.push(lines[i++].slice(1));
            ops.push({ kind: 'add', path, content: body.length === 0 ? '' : `${body.join('\n')}\n` });
        }
        else if ((path = header(line, '*** Delete File: ')) !== undefined) {
            i++;
            ops.push({ kind: 'delete', path });
        }
        else if ((path = header(line, '*** Update File: ')) !== undefined) {
            i++;
            const op = { kind: 'update', path, chunks: [] };
            const moveTo = lines[i] === undefined ? undefined : header(lines[i], '*** Move to: ');
            if (moveTo !== undefined) {
                op.moveTo = moveTo;
                i++;
            }
            let chunk;
            for (; i < lines.length; i++) {
                const l = lines[i];
                if (l.startsWith('*** ') && l.trim() !== '*** End of File')
                    break;
                if (l.trim() === '*** End of File') {
                    if (!chunk)
                        fail('"*** End of File" before any change');
                    chunk.endOfFile = true;
                    continue;
                }
                if (l.startsWith('@@')) {
                    const context = l.slice(2).trim();
                    chunk = { oldLines: [], newLines: [], endOfFile: false, ...(context ? { context } : {}) };
                    op.chunks.push(chunk);
                    continue;
                }
                if (!chunk) {
                    // Codex accepts a first chunk without an "@@" line.
                    chunk = { oldLines: [], newLines: [], endOfFile: false };
                    op.chunks.push(chunk);
                }
                const mark = l[0];
                const body = l.slice(1);
                if (mark === ' ' || l === '') {
                    chunk.oldLines.push(body);
                    chunk.newLines.push(body);
                }
                else if (mark === '-')
                    chunk.oldLines.push(body);
                else if (mark === '+')
                    chunk.newLines.push(body);
                else
                    fail(`expected a line starting with " ", "-", "+" or "@@", found ${JSON.stringify(l.slice(0, 40))}`);
            }
            if (op.chunks.length === 0 && op.moveTo === undefined)
                fail(`the update of ${path} has no changes`);
            ops.push(op);
        }
        else
            fail(`expected "*** Add File:", "*** Delete File:", "*** Update File:" or "*** End Patch", found ${JSON.stringify(line.slice(0, 40))}`);
    }
    if (ops.length === 0)
        fail('the patch changes no file');
    return ops;
}
/**
 * The content an update leaves: each chunk's old lines are found (after its context line, in
 * order) and replaced by its new lines. Lines are matched exactly, then ignoring trailing and
 * then surrounding whitespace, as Codex does. Returns an error text when a chunk does not match.
 */
function applyChunks(content, chunks) {
    const lines = content.split('\n');
    const finalNewline = content.endsWith('\n');
    if (finalNewline)
        lines.pop();
    let at = 0;
    const out = [];
    for (const [n, chunk] of chunks.entries()) {
        if (chunk.context !== undefined) {
            const c = seek(lines, [chunk.context], at, false);
            if (c < 0)
                return { error: `the context line ${JSON.stringify(chunk.context)} of chunk ${n + 1} is not in the file` };
            out.push(...lines.slice(at, c + 1));
            at = c + 1;
        }
        if (chunk.oldLines.length === 0) {
            // Pure addition: at the end of the file, or right after the context.
            const to = chunk.context === undefined || chunk.endOfFile ? lines.length : at;
            out.push(...lines.slice(at, to), ...chunk.newLines);
            at = to;
            continue;
        }
        let old = chunk.oldLines;
        let found = seek(lines, old, at, chunk.endOfFile);
        // A chunk's trailing empty line may stand for the file's final newline.
        if (found < 0 && old[old.length - 1] === '') {
            old = old.slice(0, -1);
            found = seek(lines, old, at, chunk.endOfFile);
        }
        if (found < 0)
            return {
                error: `chunk ${n + 1}'s lines are not in the file (${JSON.stringify(chunk.oldLines.slice(0, 2).join('\n'))}...)`,
            };
        const newLines = old === chunk.oldLines
            ? chunk.newLines
            : chunk.newLines.slice(0, chunk.newLines[chunk.newLines.length - 1] === '' ? -1 : undefined);
        out.push(...lines.slice(at, found), ...newLines);
        at = found + old.length;
    }
    out.push(...lines.slice(at));
    return out.length === 0 ? '' : `${out.join('\n')}${finalNewline || !content ? '\n' : ''}`;
}
function seek(lines, want, from, endOfFile) {
    const norms = [(s) => s, (s) => s.trimEnd(), (s) => s.trim()];
    for (const norm of norms) {
        const start = endOfFile ? lines.length - want.length : from;
        for (let i = Math.max(start, from); i + want.length <= lines.length; i++) {
            if (want.every((w, k) => norm(lines[i + k]) === norm(w)))
                return i;
            if (endOfFile)
                break;
        }
    }
    return -1;
}


/***/ }),

/***/ 6160:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.patchCalls = patchCalls;
/**
 * A patch is an edit: each file it would leave becomes one Write with the file's full proposed
 * content, so the checker judges exactly what the file would be. A deletion (and the old path of
 * a move) becomes the shell line `rm -- PATH`, whose write target the same checker judges.
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const failure_js_1 = __webpack_require__(6117);
const agents_js_1 = __webpack_require__(5621);
const parsePatch_js_1 = __webpack_require__(5704);
const quote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
function patchCalls(patch, base) {
    const calls = [];
    const write = (path, content) => calls.push({ ...base, tool_name: 'Write', tool_input: { file_path: path, content } });
    const remove = (path) => calls.push({ ...base, tool_name: 'Bash', tool_input: { command: `rm -- ${quote(path)}` } });
    for (const op of (0, parsePatch_js_1.parsePatch)(patch)) {
        const path = (0, node_path_1.resolve)(base.cwd, op.path);
        if (op.kind === 'add')
            write(path, op.content);
        else if (op.kind === 'delete')
            remove(path);
        else {
            let current;
            try {
                current = (0, node_fs_1.readFileSync)(path, 'utf8');
            }
            catch (e) {
                throw new failure_js_1.HookFailure(agents_js_1.agentsText.patch.unreadable(op.path, e.message));
            }
            const next = (0, parsePatch_js_1.applyChunks)(current, op.chunks);
            if (typeof next !== 'string')
                throw new failure_js_1.HookFailure(agents_js_1.agentsText.patch.noMatch(op.path, next.error));
            if (op.moveTo !== undefined) {
                write((0, node_path_1.resolve)(base.cwd, op.moveTo), next);
                remove(path);
            }
            else
                write(path, next);
        }
    }
    return calls;
}


/***/ })

};
;