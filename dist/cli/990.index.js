"use strict";
exports.id = 990;
exports.ids = [990];
exports.modules = {

/***/ 990:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.Yt = void 0;
__webpack_unused_export__ = findClient;
exports.liveChecks = liveChecks;
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const doctor_js_1 = __webpack_require__(1340);
const finding_js_1 = __webpack_require__(5508);
const exec_js_1 = __webpack_require__(7584);
const liveClients_js_1 = __webpack_require__(7094);
const standIn_js_1 = __webpack_require__(8259);
const t = doctor_js_1.doctorText.live;
exports.Yt = 'diffgate-live-probe.txt';
const PROBE_TEXT = 'frozen\n';
const MANIFEST = `freeze\t${exports.Yt}\t${t.manifestReason()}\n`;
function findClient(name, path) {
    for (const dir of (path ?? '').split(node_path_1.delimiter)) {
        if (dir === '')
            continue;
        const file = (0, node_path_1.join)(dir, name);
        try {
            (0, node_fs_1.accessSync)(file, node_fs_1.constants.X_OK);
            return file;
        }
        catch {
        }
    }
    return undefined;
}
async function liveChecks(env, o) {
    const out = [];
    for (const c of liveClients_js_1.LIVE_CLIENTS) {
        const bin = o.bins[c.agent] ?? findClient(c.bin, env.PATH);
        if (bin === undefined) {
            out.push((0, finding_js_1.ok)(t.check(c.title), t.notFound(c.bin, c.agent)));
            continue;
        }
        out.push(await liveRun(c, bin, env, o));
    }
    return out;
}
function clientEnv(c, env, home, url) {
    return {
        PATH: env.PATH ?? '/usr/bin:/bin',
        LANG: 'C.UTF-8',
        HOME: home,
        XDG_CONFIG_HOME: (0, node_path_1.join)(home, '.config'),
        XDG_CACHE_HOME: (0, node_path_1.join)(home, '.cache'),
        GIT_CONFIG_NOSYSTEM: '1',
        HTTP_PROXY: url,
        HTTPS_PROXY: url,
        http_proxy: url,
        https_proxy: url,
        NO_PROXY: '127.0.0.1,localhost',
        no_proxy: '127.0.0.1,localhost',
        ...c.env(url, home),
    };
}
async function setUp(c, base, cli, env) {
    const repo = (0, node_path_1.join)(base, 'repo');
    (0, node_fs_1.mkdirSync)(repo, { recursive: true });
    (0, node_fs_1.writeFileSync)((0, node_path_1.join)(repo, '.diffgate.tsv'), MANIFEST);
    (0, node_fs_1.writeFileSync)((0, node_path_1.join)(repo, exports.Yt), PROBE_TEXT);
    const id = ['-c', 'user.name=diffgate', '-c', 'user.email=doctor@diffgate.invalid'];
    const steps = [
        ['git init', 'git', ['init', '-q']],
        ['git add', 'git', ['add', '-A']],
        ['git commit', 'git', [...id, 'commit', '-qm', 'diffgate doctor --live']],
        [`diffgate install --${c.agent}`, process.execPath, [cli, 'install', `--${c.agent}`]],
    ];
    for (const [label, cmd, args] of steps) {
        const r = await (0, exec_js_1.run)(cmd, args, { cwd: repo, env, timeout: 60_000 });
        if (r.status !== 0)
            return `${label}: ${r.output.trim() || `exit ${r.status ?? r.signal}`}`;
    }
    return undefined;
}
function runClient(bin, args, cwd, env, timeoutMs) {
    return new Promise((resolve) => {
        const started = Date.now();
        const child = (0, node_child_process_1.spawn)(bin, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d) => (stdout += d.toString('utf8')));
        child.stderr.on('data', (d) => (stderr += d.toString('utf8')));
        let timedOut = false;
        const killGroup = () => {
            try {
                if (child.pid)
                    process.kill(-child.pid, 'SIGKILL');
            }
            catch {
            }
        };
        const timer = setTimeout(() => {
            timedOut = true;
            killGroup();
        }, timeoutMs);
        const done = (exit) => {
            clearTimeout(timer);
            killGroup();
            resolve({ exit, timedOut, stdout, stderr, ms: Date.now() - started });
        };
        child.on('error', (e) => {
            stderr += String(e.message);
            done('error');
        });
        child.on('close', (code, signal) => done(code ?? signal));
    });
}
async function version(bin, env, cwd) {
    try {
        const r = await (0, exec_js_1.run)(bin, ['--version'], { cwd, env, timeout: 30_000 });
        return r.status === 0 ? (/\d+\.\d+\.\d+(?:-[\w.]*\w)?/.exec(r.stdout.toString('utf8'))?.[0] ?? '') : '';
    }
    catch {
        return '';
    }
}
async function liveRun(c, bin, personEnv, o) {
    const check = t.check(c.title);
    const base = (0, node_fs_1.realpathSync)((0, node_fs_1.mkdtempSync)((0, node_path_1.join)((0, node_os_1.tmpdir)(), 'diffgate-live-')));
    const home = (0, node_path_1.join)(base, 'home');
    (0, node_fs_1.mkdirSync)(home, { recursive: true });
    const model = await (0, standIn_js_1.startScriptedModel)((req, res) => c.answer(req, res, file, model.requests.length));
    const file = (0, node_path_1.join)(base, 'repo', exports.Yt);
    try {
        const env = clientEnv(c, personEnv, home, model.url);
        const failed = await setUp(c, base, o.cli, env);
        if (failed !== undefined)
            return (0, finding_js_1.problem)(check, t.setUpFailed(failed), t.fixSetUp());
        const repo = (0, node_path_1.join)(base, 'repo');
        const v = await version(bin, env, repo);
        const place = { home, repo, url: model.url, version: v };
        write([...c.settings(place), ...c.trust(place)]);
        const ran = await runClient(bin, c.args(t.prompt()), repo, env, o.timeoutMs);
        const who = `${c.title}${v ? ` ${v}` : ''} (${bin})`;
        const told = c.editResult(model.requests);
        const now = (0, node_fs_1.readFileSync)(file, 'utf8');
        const said = told?.includes('diffgate blocked this') === true;
        const facts = {
            blocked: c.hookBlocked(ran.stdout) ?? said,
            told: said && told?.includes(exports.Yt) === true,
            unchanged: now === PROBE_TEXT,
        };
        const secs = (ran.ms / 1000).toFixed(1);
        const refused = model.refused.length > 0 ? `\n${t.refused(model.refused)}` : '';
        if (facts.blocked && facts.told && facts.unchanged && !ran.timedOut)
            return (0, finding_js_1.ok)(check, `${t.passed(who, c.editTool, exports.Yt, firstLine(told), secs)}${refused}`);
        const why = [];
        if (ran.timedOut)
            why.push(t.timedOut(o.timeoutMs / 1000));
        if (model.requests.length === 0)
            why.push(t.noRequest(ran.exit, tail(`${ran.stderr}\n${ran.stdout}`)));
        else if (told === undefined)
            why.push(t.noEditResult(c.editTool, ran.exit, tail(ran.stderr)));
        else {
            if (!facts.blocked)
                why.push(t.notBlocked(c.editTool));
            if (!facts.told)
                why.push(t.notTold(firstLines(told)));
        }
        if (!facts.unchanged)
            why.push(t.changed(exports.Yt, now));
        else
            why.push(t.unchanged(exports.Yt));
        if (c.trustNote !== undefined)
            why.push(t.trustNote[c.trustNote](v));
        return (0, finding_js_1.problem)(check, `${t.failed(who, secs)}\n${why.map((w) => `- ${w}`).join('\n')}${refused}`, t.fix(c.agent));
    }
    finally {
        await model.close();
        (0, node_fs_1.rmSync)(base, { recursive: true, force: true });
    }
}
function write(files) {
    for (const w of files) {
        (0, node_fs_1.mkdirSync)((0, node_path_1.dirname)(w.file), { recursive: true });
        (0, node_fs_1.appendFileSync)(w.file, w.content);
    }
}
const firstLine = (s) => s.trim().split('\n')[0] ?? '';
const firstLines = (s) => s.trim().split('\n').slice(0, 3).join(' / ');
const tail = (s) => s.trim().split('\n').slice(-6).join('\n');


/***/ }),

/***/ 7094:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.LIVE_CLIENTS = exports.opencodeLive = exports.codexLive = exports.copilotLive = exports.geminiLive = exports.claudeLive = void 0;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const hookTrust_js_1 = __webpack_require__(6128);
const wires_js_1 = __webpack_require__(8174);
const isTable = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
exports.claudeLive = {
    agent: 'claude',
    title: 'Claude Code',
    bin: 'claude',
    settings: () => [],
    trust: () => [],
    env: (url) => ({
        IS_SANDBOX: '1',
        ANTHROPIC_BASE_URL: url,
        ANTHROPIC_API_KEY: 'sk-ant-diffgate-live',
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
        DISABLE_AUTOUPDATER: '1',
    }),
    args: (prompt) => [
        '-p',
        prompt,
        '--output-format',
        'stream-json',
        '--verbose',
        '--include-hook-events',
        '--dangerously-skip-permissions',
    ],
    ...(0, wires_js_1.scripted)(wires_js_1.WIRES.messages, {
        model: 'claude-stand-in',
        before: [{ tool: 'Read', input: (file) => ({ file_path: file }) }],
        editTool: 'Edit',
        edit: (file) => ({ file_path: file, old_string: 'frozen', new_string: 'changed' }),
    }),
    hookBlocked(stdout) {
        let blocked = false;
        for (const line of stdout.split('\n')) {
            if (!line.startsWith('{'))
                continue;
            try {
                const e = JSON.parse(line);
                if (e.subtype === 'hook_response' && e.hook_event === 'PreToolUse' && e.exit_code === 2)
                    blocked ||= String(e.stderr ?? '').includes('diffgate blocked this');
            }
            catch {
            }
        }
        return blocked;
    },
};
const GEMINI_MODEL = 'gemini-2.5-flash';
exports.geminiLive = {
    agent: 'gemini',
    title: 'Gemini CLI',
    bin: 'gemini',
    settings: ({ home }) => [
        {
            file: (0, node_path_1.join)(home, '.gemini', 'settings.json'),
            content: JSON.stringify({
                security: { auth: { selectedType: 'gemini-api-key' } },
                privacy: { usageStatisticsEnabled: false },
                general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
            }),
        },
    ],
    trust: ({ home, repo }) => [
        { file: (0, node_path_1.join)(home, '.gemini', 'trustedFolders.json'), content: JSON.stringify({ [repo]: 'TRUST_FOLDER' }) },
    ],
    env: (url) => ({
        GOOGLE_GEMINI_BASE_URL: url,
        GEMINI_API_KEY: 'diffgate-live',
        GEMINI_CLI_NO_RELAUNCH: 'true',
        NO_COLOR: '1',
    }),
    args: (prompt) => ['-p', prompt, '--approval-mode', 'yolo', '-m', GEMINI_MODEL],
    ...(0, wires_js_1.scripted)(wires_js_1.WIRES.gemini, {
        model: GEMINI_MODEL,
        editTool: 'write_file',
        edit: (file) => ({ file_path: file, content: 'changed\n' }),
    }),
    hookBlocked: () => undefined,
};
const COPILOT_MODEL = 'claude-sonnet-4.5';
exports.copilotLive = {
    agent: 'copilot',
    title: 'Copilot CLI',
    bin: 'copilot',
    settings: () => [],
    trust: ({ home, repo }) => [
        { file: (0, node_path_1.join)(home, '.copilot', 'config.json'), content: JSON.stringify({ trustedFolders: [repo] }) },
    ],
    env: (url) => ({
        TERM: 'dumb',
        COPILOT_OFFLINE: 'true',
        COPILOT_AUTO_UPDATE: 'false',
        COPILOT_PROVIDER_BASE_URL: `${url}/v1`,
        COPILOT_PROVIDER_TYPE: 'openai',
        COPILOT_PROVIDER_WIRE_API: 'completions',
        COPILOT_PROVIDER_API_KEY: 'sk-diffgate-live',
        COPILOT_MODEL,
    }),
    args: (prompt) => ['-p', prompt, '--allow-all-tools'],
    ...(0, wires_js_1.scripted)(wires_js_1.WIRES.chatCompletions, {
        model: COPILOT_MODEL,
        editTool: 'edit',
        edit: (file) => ({ path: file, old_str: 'frozen', new_str: 'changed' }),
    }),
    hookBlocked: () => undefined,
};
const CODEX_MODEL = 'gpt-5.5';
const CODEX_KEY_ENV = 'DIFFGATE_LIVE_CODEX_KEY';
exports.codexLive = {
    agent: 'codex',
    title: 'Codex CLI',
    bin: 'codex',
    settings: ({ home, url }) => [
        {
            file: (0, node_path_1.join)(home, '.codex', 'config.toml'),
            content: [
                `model = "${CODEX_MODEL}"`,
                'model_provider = "diffgate_live"',
                '',
                '[features]',
                'plugins = false',
                '',
                '[analytics]',
                'enabled = false',
                '',
                '[model_providers.diffgate_live]',
                'name = "diffgate doctor --live stand-in on 127.0.0.1"',
                `base_url = "${url}/v1"`,
                `env_key = "${CODEX_KEY_ENV}"`,
                'wire_api = "responses"',
                'request_max_retries = 0',
                'stream_max_retries = 0',
                '',
            ].join('\n'),
        },
    ],
    trust({ home, repo }) {
        const hooksFile = (0, node_path_1.join)(repo, '.codex', 'hooks.json');
        const trusted = (0, hookTrust_js_1.codexHookTrust)(hooksFile, JSON.parse((0, node_fs_1.readFileSync)(hooksFile, 'utf8')));
        return [
            {
                file: (0, node_path_1.join)(home, '.codex', 'config.toml'),
                content: `\n[projects.${JSON.stringify(repo)}]\ntrust_level = "trusted"\n\n${(0, hookTrust_js_1.codexTrustToml)(trusted)}`,
            },
        ];
    },
    trustNote: 'codex',
    env: (url, home) => ({
        CODEX_HOME: (0, node_path_1.join)(home, '.codex'),
        [CODEX_KEY_ENV]: 'sk-diffgate-live',
        ALL_PROXY: url,
    }),
    args: (prompt) => ['exec', '--json', '--dangerously-bypass-approvals-and-sandbox', prompt],
    ...(0, wires_js_1.scripted)(wires_js_1.WIRES.responses, {
        model: CODEX_MODEL,
        editTool: 'apply_patch',
        edit: (file) => `*** Begin Patch\n*** Update File: ${(0, node_path_1.basename)(file)}\n@@\n-frozen\n+changed\n*** End Patch`,
    }),
    hookBlocked: () => undefined,
};
function opencodeSeed(dir, version) {
    const deps = { '@opencode-ai/plugin': version };
    return [
        { file: (0, node_path_1.join)(dir, 'package.json'), content: `${JSON.stringify({ dependencies: deps })}\n` },
        {
            file: (0, node_path_1.join)(dir, 'package-lock.json'),
            content: `${JSON.stringify({ lockfileVersion: 3, packages: { '': { dependencies: deps } } })}\n`,
        },
        { file: (0, node_path_1.join)(dir, 'node_modules', '.diffgate-live'), content: '' },
    ];
}
exports.opencodeLive = {
    agent: 'opencode',
    title: 'OpenCode',
    bin: 'opencode',
    settings: ({ home, repo, url, version }) => [
        {
            file: (0, node_path_1.join)(home, '.config', 'opencode', 'opencode.json'),
            content: JSON.stringify({
                provider: {
                    live: {
                        npm: '@ai-sdk/openai-compatible',
                        name: 'diffgate doctor --live stand-in',
                        options: { baseURL: `${url}/v1`, apiKey: 'diffgate-live' },
                        models: { 'stand-in': { name: 'stand-in', tool_call: true } },
                    },
                },
                model: 'live/stand-in',
                small_model: 'live/stand-in',
                autoupdate: false,
                share: 'disabled',
            }),
        },
        ...opencodeSeed((0, node_path_1.join)(home, '.config', 'opencode'), version || '*'),
        ...opencodeSeed((0, node_path_1.join)(repo, '.opencode'), version || '*'),
    ],
    trust: () => [],
    env: (url, home) => ({
        XDG_DATA_HOME: (0, node_path_1.join)(home, '.local', 'share'),
        XDG_STATE_HOME: (0, node_path_1.join)(home, '.local', 'state'),
        OPENCODE_DISABLE_MODELS_FETCH: '1',
        OPENCODE_DISABLE_AUTOUPDATE: '1',
        OPENCODE_DISABLE_SHARE: '1',
        OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
        npm_config_registry: `${url}/npm/`,
    }),
    args: (prompt) => ['run', '--format', 'json', '--auto', prompt],
    ...(0, wires_js_1.scripted)(wires_js_1.WIRES.chatCompletions, {
        model: 'stand-in',
        editTool: 'edit',
        edit: (file) => ({ filePath: file, oldString: 'frozen', newString: 'changed' }),
    }),
    hookBlocked(stdout) {
        let seen;
        for (const line of stdout.split('\n')) {
            if (!line.startsWith('{'))
                continue;
            try {
                const e = JSON.parse(line);
                const part = isTable(e.part) ? e.part : {};
                const state = isTable(part.state) ? part.state : {};
                if (e.type !== 'tool_use' || part.tool !== 'edit')
                    continue;
                seen ||= state.status === 'error' && String(state.error ?? '').includes('diffgate blocked this');
            }
            catch {
            }
        }
        return seen;
    },
};
exports.LIVE_CLIENTS = [exports.claudeLive, exports.geminiLive, exports.copilotLive, exports.codexLive, exports.opencodeLive];


/***/ }),

/***/ 4937:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.sseEvent = sseEvent;
exports.anthropicStream = anthropicStream;
exports.anthropicMessage = anthropicMessage;
exports.geminiStream = geminiStream;
exports.chatCompletionsStream = chatCompletionsStream;
exports.responsesStream = responsesStream;
function sseEvent(data, event) {
    const body = typeof data === 'string' ? data : JSON.stringify(data);
    const lines = body.split('\n').map((l) => `data: ${l}`);
    return `${event ? `event: ${event}\n` : ''}${lines.join('\n')}\n\n`;
}
function anthropicStream(o) {
    const usesTool = o.blocks.some((b) => 'tool' in b);
    const stop = usesTool ? 'tool_use' : 'end_turn';
    const ev = (type, data) => sseEvent({ type, ...data }, type);
    const out = [
        ev('message_start', {
            message: {
                id: o.id,
                type: 'message',
                role: 'assistant',
                model: o.model,
                content: [],
                stop_reason: null,
                stop_sequence: null,
                usage: { input_tokens: 5, output_tokens: 1 },
            },
        }),
    ];
    o.blocks.forEach((b, index) => {
        if ('tool' in b) {
            out.push(ev('content_block_start', { index, content_block: { type: 'tool_use', id: b.id, name: b.tool, input: {} } }));
            out.push(ev('content_block_delta', {
                index,
                delta: { type: 'input_json_delta', partial_json: JSON.stringify(b.input) },
            }));
        }
        else {
            out.push(ev('content_block_start', { index, content_block: { type: 'text', text: '' } }));
            out.push(ev('content_block_delta', { index, delta: { type: 'text_delta', text: b.text } }));
        }
        out.push(ev('content_block_stop', { index }));
    });
    out.push(ev('message_delta', { delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 5 } }));
    out.push(ev('message_stop', {}));
    return out.join('');
}
function anthropicMessage(o) {
    const content = o.blocks.map((b) => 'tool' in b ? { type: 'tool_use', id: b.id, name: b.tool, input: b.input } : { type: 'text', text: b.text });
    return JSON.stringify({
        id: o.id,
        type: 'message',
        role: 'assistant',
        model: o.model,
        content,
        stop_reason: o.blocks.some((b) => 'tool' in b) ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 5, output_tokens: 5 },
    });
}
function geminiStream(o) {
    const parts = o.blocks.map((b) => 'tool' in b ? { functionCall: { name: b.tool, args: b.input } } : { text: b.text });
    return sseEvent({
        candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
        modelVersion: o.model,
    });
}
function chatCompletionsStream(o) {
    const chunk = (delta, finish, usage) => sseEvent({
        id: o.id,
        object: 'chat.completion.chunk',
        created: 0,
        model: o.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
        ...(usage ? { usage } : {}),
    });
    const usage = { prompt_tokens: 5, completion_tokens: 5, total_tokens: 10 };
    const calls = o.blocks.filter((b) => 'tool' in b);
    const text = o.blocks
        .filter((b) => !('tool' in b))
        .map((b) => b.text)
        .join('\n');
    const first = calls.length > 0
        ? {
            role: 'assistant',
            tool_calls: calls.map((b, index) => ({
                index,
                id: b.id,
                type: 'function',
                function: { name: b.tool, arguments: JSON.stringify(b.input) },
            })),
        }
        : { role: 'assistant', content: text };
    return `${chunk(first, null)}${chunk({}, calls.length > 0 ? 'tool_calls' : 'stop', usage)}data: [DONE]\n\n`;
}
function responsesStream(o) {
    const item = 'custom' in o.item
        ? {
            type: 'custom_tool_call',
            id: `ctc_${o.id}`,
            call_id: o.item.callId,
            name: o.item.custom,
            input: o.item.input,
        }
        : {
            type: 'message',
            role: 'assistant',
            id: `msg_${o.id}`,
            content: [{ type: 'output_text', text: o.item.text }],
        };
    const ev = (type, data) => sseEvent({ type, ...data }, type);
    const usage = {
        input_tokens: 5,
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: 5,
        output_tokens_details: { reasoning_tokens: 0 },
        total_tokens: 10,
    };
    return [
        ev('response.created', { response: { id: o.id } }),
        ev('response.output_item.added', { output_index: 0, item }),
        ev('response.output_item.done', { output_index: 0, item }),
        ev('response.completed', { response: { id: o.id, usage } }),
    ].join('');
}


/***/ }),

/***/ 8259:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.startScriptedModel = startScriptedModel;
exports.sse = sse;
exports.sendStream = sendStream;
exports.sendJson = sendJson;
const node_http_1 = __webpack_require__(7067);
const sse_js_1 = __webpack_require__(4937);
async function startScriptedModel(handler) {
    const requests = [];
    const refused = [];
    const server = (0, node_http_1.createServer)((req, res) => {
        if (/^[a-z]+:\/\//i.test(req.url ?? '')) {
            refused.push(`${req.method} ${req.url}`);
            res.writeHead(403).end();
            return;
        }
        const chunks = [];
        req.on('data', (c) => chunks.push(c));
        req.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json;
            try {
                json = text ? JSON.parse(text) : undefined;
            }
            catch {
                json = undefined;
            }
            const r = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, json, text };
            requests.push(r);
            Promise.resolve(handler(r, res, requests)).catch((e) => {
                if (!res.headersSent)
                    res.writeHead(500, { 'content-type': 'text/plain' });
                res.end(String(e?.stack ?? e));
            });
        });
    });
    server.on('connect', (req, socket) => {
        refused.push(`CONNECT ${req.url}`);
        socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
    });
    const port = server.address().port;
    return {
        url: `http://127.0.0.1:${port}`,
        port,
        requests,
        refused,
        close: () => new Promise((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
        }),
    };
}
function sse(res, data, event) {
    if (!res.headersSent)
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write((0, sse_js_1.sseEvent)(data, event));
}
function sendStream(res, body) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.end(body);
}
function sendJson(res, body, status = 200) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
}


/***/ }),

/***/ 8174:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WIRES = void 0;
exports.scripted = scripted;
const sse_js_1 = __webpack_require__(4937);
const standIn_js_1 = __webpack_require__(8259);
const isTable = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v) => (Array.isArray(v) ? v.filter(isTable) : []);
const textOf = (content) => typeof content === 'string'
    ? content
    : list(content)
        .map((b) => (b.type === 'text' ? String(b.text) : ''))
        .join('\n');
const offersTools = (body) => Array.isArray(body.tools) && body.tools.length > 0;
const postedTo = (suffix) => (req, res) => {
    if (req.method === 'POST' && req.path.endsWith(suffix))
        return false;
    (0, standIn_js_1.sendJson)(res, '{"error":{"message":"not scripted"}}', 404);
    return true;
};
const modelOf = (body, model) => String(body.model ?? model);
const messages = {
    aside(req, res) {
        if (req.path.startsWith('/v1/messages') && !req.path.includes('count_tokens'))
            return false;
        (0, standIn_js_1.sendJson)(res, JSON.stringify({ input_tokens: 10 }));
        return true;
    },
    loop: offersTools,
    plain: 'ok',
    results: (body) => list(body.messages)
        .filter((m) => m.role === 'user')
        .flatMap((m) => list(m.content))
        .filter((b) => b.type === 'tool_result')
        .map((b) => ({ id: String(b.tool_use_id), text: textOf(b.content) })),
    id: (name) => `toolu_diffgate_live_${name}`,
    send(res, { n, model, body, said }) {
        const o = { id: `msg_live_${n}`, model: modelOf(body, model), blocks: [said] };
        if (body.stream === true)
            (0, standIn_js_1.sendStream)(res, (0, sse_js_1.anthropicStream)(o));
        else
            (0, standIn_js_1.sendJson)(res, (0, sse_js_1.anthropicMessage)(o));
    },
};
const chatCompletions = {
    aside: postedTo('/chat/completions'),
    loop: offersTools,
    plain: 'done.',
    results: (body) => list(body.messages)
        .filter((m) => m.role === 'tool')
        .map((m) => ({ id: String(m.tool_call_id), text: textOf(m.content) })),
    id: (name) => `call_diffgate_live_${name}`,
    send: (res, { n, model, body, said }) => (0, standIn_js_1.sendStream)(res, (0, sse_js_1.chatCompletionsStream)({ id: `chatcmpl_${n}`, model: modelOf(body, model), blocks: [said] })),
};
const responses = {
    aside: postedTo('/responses'),
    loop: () => true,
    plain: 'done.',
    results: (body) => list(body.input)
        .filter((it) => it.type === 'custom_tool_call_output')
        .map((it) => ({
        id: String(it.call_id),
        text: typeof it.output === 'string' ? it.output : textOf(it.output),
    })),
    id: (name) => `call_diffgate_live_${name}`,
    send: (res, { n, said }) => (0, standIn_js_1.sendStream)(res, (0, sse_js_1.responsesStream)({
        id: `resp_live_${n}`,
        item: 'tool' in said ? { custom: said.tool, callId: said.id, input: said.input } : said,
    })),
};
const gemini = {
    aside(req, res) {
        if (req.path.includes(':streamGenerateContent'))
            return false;
        if (req.path.includes(':countTokens'))
            (0, standIn_js_1.sendJson)(res, '{"totalTokens":10}');
        else if (req.path.includes(':generateContent'))
            (0, standIn_js_1.sendJson)(res, JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text: '{}' }] }, finishReason: 'STOP' }] }));
        else
            (0, standIn_js_1.sendJson)(res, '{}', 404);
        return true;
    },
    loop: () => true,
    plain: 'done.',
    results: (body) => list(body.contents)
        .flatMap((c) => list(c.parts))
        .map((p) => p.functionResponse)
        .filter(isTable)
        .map((f) => {
        const out = isTable(f.response) ? f.response : {};
        return { id: String(f.name), text: String(out.error ?? out.output ?? JSON.stringify(out)) };
    }),
    id: (_name, tool) => tool,
    send: (res, { model, said }) => (0, standIn_js_1.sendStream)(res, (0, sse_js_1.geminiStream)({ model, blocks: [said] })),
};
exports.WIRES = { messages, chatCompletions, responses, gemini };
function scripted(wire, s) {
    const editId = wire.id('edit', s.editTool);
    const calls = (file) => [
        ...(s.before ?? []).map((c) => ({ tool: c.tool, id: wire.id(c.tool.toLowerCase(), c.tool), input: c.input(file) })),
        { tool: s.editTool, id: editId, input: s.edit(file) },
    ];
    const bodyOf = (req) => (isTable(req.json) ? req.json : {});
    return {
        editTool: s.editTool,
        answer(req, res, file, n) {
            if (wire.aside(req, res))
                return;
            const body = bodyOf(req);
            const loop = wire.loop(body);
            const said = loop ? (calls(file)[wire.results(body).length] ?? { text: 'done.' }) : { text: wire.plain };
            wire.send(res, { n, model: s.model, body, said });
        },
        editResult(requests) {
            let found;
            for (const r of requests)
                for (const got of wire.results(bodyOf(r)))
                    if (got.id === editId)
                        found = got.text;
            return found;
        },
    };
}


/***/ })

};
;