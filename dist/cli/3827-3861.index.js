"use strict";
exports.id = "3827-3861";
exports.ids = ["3827-3861",3827,3861];
exports.modules = {

/***/ 7018:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.TARGETS = exports.GEMINI_WATCHDOG_S = exports.GEMINI_TIMEOUT_MS = void 0;
exports.powershellCommand = powershellCommand;
const codeCheck_js_1 = __webpack_require__(6856);
const verifiedCommand_js_1 = __webpack_require__(2562);
const grouped = (matcher, command, extra = {}) => [
    { ...(matcher === undefined ? {} : { matcher }), hooks: [{ type: 'command', command, ...extra }] },
];
const COPILOT_DENY = JSON.stringify({
    permissionDecision: 'deny',
    permissionDecisionReason: 'diffgate hook: the diffgate CLI could not run, so the call is blocked (fail closed). Tell the person.',
});
function powershellCommand(bash) {
    const v = (0, verifiedCommand_js_1.parseVerified)(bash);
    const ps = (s) => `'${s.replace(/'/g, "''")}'`;
    const cli = v
        ? `$env:NODE_OPTIONS = $null; $env:NODE_PATH = $null; & ${ps(v.node)} -e ${ps(v.loader)} ${ps(v.dir)} ${v.hash}${v.cache ? ` ${ps(v.cache.dir)} ${v.cache.hash}` : ''} ${v.args.join(' ')}`
        : `& node ${bash.slice(0, bash.length - TARGETS_TAIL.copilot.length)}`;
    return `try { ${cli}; if ($LASTEXITCODE -ne 0) { throw 'diffgate failed' } } catch { Write-Output '${COPILOT_DENY.replace(/'/g, "''")}' }`;
}
exports.GEMINI_TIMEOUT_MS = 30_000;
exports.GEMINI_WATCHDOG_S = 25;
const geminiWrap = (reinstall) => (0, verifiedCommand_js_1.watchdogWrap)(exports.GEMINI_WATCHDOG_S, (status) => JSON.stringify({ decision: 'deny', reason: codeCheck_js_1.codeCheckText.noAnswer(status, exports.GEMINI_WATCHDOG_S, reinstall) }));
const TARGETS_TAIL = { copilot: ` || printf '%s\\n' '${COPILOT_DENY}'` };
exports.TARGETS = {
    codex: {
        agent: 'codex',
        title: 'Codex CLI',
        project: '.codex/hooks.json',
        user: '.codex/hooks.json',
        kind: 'grouped',
        events: (command) => ({
            PreToolUse: grouped('^(Bash|apply_patch)$', command),
            PostToolUse: grouped('^(Bash|apply_patch)$', command),
            UserPromptSubmit: grouped(undefined, command),
            Stop: grouped(undefined, command),
        }),
        tail: ' || exit 2',
    },
    gemini: {
        agent: 'gemini',
        title: 'Gemini CLI',
        project: '.gemini/settings.json',
        user: '.gemini/settings.json',
        kind: 'grouped',
        events: (command) => {
            const tools = '^(write_file|replace|run_shell_command|read_file|read_many_files|glob|search_file_content|grep_search|list_directory)$';
            return {
                BeforeTool: grouped(tools, command, { timeout: exports.GEMINI_TIMEOUT_MS }),
                AfterTool: grouped(tools, command, { timeout: exports.GEMINI_TIMEOUT_MS }),
                BeforeAgent: grouped(undefined, command, { timeout: exports.GEMINI_TIMEOUT_MS }),
                AfterAgent: grouped(undefined, command, { timeout: exports.GEMINI_TIMEOUT_MS }),
            };
        },
        tail: geminiWrap,
    },
    cursor: {
        agent: 'cursor',
        title: 'Cursor',
        project: '.cursor/hooks.json',
        user: '.cursor/hooks.json',
        kind: 'flat',
        top: { version: 1 },
        events: (command) => {
            const entry = { command, failClosed: true };
            return {
                beforeShellExecution: [entry],
                beforeReadFile: [entry],
                preToolUse: [{ ...entry, matcher: 'Write|StrReplace|Edit|MultiEdit|Delete|Read|Grep' }],
                afterShellExecution: [entry],
                afterFileEdit: [entry],
                beforeSubmitPrompt: [entry],
                stop: [entry],
            };
        },
        tail: ' || exit 2',
    },
    copilot: {
        agent: 'copilot',
        title: 'Copilot CLI',
        project: '.github/hooks/diffgate.json',
        user: '.copilot/hooks/diffgate.json',
        kind: 'flat',
        top: { version: 1 },
        events: (command) => {
            const entry = (event) => [
                {
                    type: 'command',
                    bash: command,
                    powershell: powershellCommand(command),
                    env: { DIFFGATE_COPILOT_EVENT: event },
                    timeoutSec: 30,
                },
            ];
            return {
                preToolUse: entry('preToolUse'),
                postToolUse: entry('postToolUse'),
                postToolUseFailure: entry('postToolUseFailure'),
                userPromptSubmitted: entry('userPromptSubmitted'),
                agentStop: entry('agentStop'),
            };
        },
        tail: TARGETS_TAIL.copilot,
    },
};


/***/ }),

/***/ 4938:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WRAP_JS = exports.WRAP_TAIL = exports.WRAP_HEAD = void 0;
exports.cacheIntact = cacheIntact;
exports.codeCache = codeCache;
const node_crypto_1 = __webpack_require__(7598);
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const SUMS = 'SHA256SUMS';
exports.WRAP_HEAD = '(function (exports, require, module, __filename, __dirname) { ';
exports.WRAP_TAIL = '\n});';
exports.WRAP_JS = `"${exports.WRAP_HEAD}"+String(b).replace(/^#!/,"//")+${JSON.stringify(exports.WRAP_TAIL)}`;
const sha256 = (bytes) => (0, node_crypto_1.createHash)('sha256').update(bytes).digest('hex');
const MAKER = [
    [
        'const f=require("fs"),c=require("crypto"),v=require("vm"),v8=require("v8"),[,d,h,o]=process.argv',
        'H=b=>c.createHash("sha256").update(b).digest("hex")',
        `s=f.readFileSync(d+"/${SUMS}")`,
        'w=(n,b)=>{f.writeFileSync(o+"/"+n+".tmp",b,{mode:0o600});f.renameSync(o+"/"+n+".tmp",o+"/"+n)}',
        'L=[]',
    ].join(','),
    'if(H(s)!==h)throw new Error("the CLI sums changed")',
    'f.mkdirSync(o,{recursive:true,mode:0o700})',
    [
        'for(const l of String(s).split("\\n")){',
        'if(!l.endsWith(".js"))continue;',
        'const b=f.readFileSync(d+"/"+l.slice(66)),q=H(b);',
        'if(q!==l.slice(0,64))throw new Error(l.slice(66)+" does not match the CLI sums");',
        'let S;v8.setFlagsFromString("--no-lazy");',
        `try{S=new v.Script(${exports.WRAP_JS},{filename:d+"/"+l.slice(66)})}finally{v8.setFlagsFromString("--lazy")}`,
        'const y=S.createCachedData();w(q+".v8",y);L.push(H(y)+"  "+q+".v8\\n")}',
    ].join(''),
    `w("${SUMS}",L.join(""))`,
].join(';');
const HOOK_ENV = { NODE_OPTIONS: '', NODE_PATH: '', NODE_EXTRA_CA_CERTS: '', OPENSSL_CONF: '' };
function intact(dir, sources) {
    try {
        const sums = (0, node_fs_1.readFileSync)(node_path_1.posix.join(dir, SUMS));
        const lines = sums.toString('utf8').split('\n').filter(Boolean);
        const names = new Set(lines.map((l) => l.slice(66)));
        if (sources.some((q) => !names.has(`${q}.v8`)))
            return undefined;
        for (const l of lines)
            if (sha256((0, node_fs_1.readFileSync)(node_path_1.posix.join(dir, l.slice(66)))) !== l.slice(0, 64))
                return undefined;
        return sha256(sums);
    }
    catch {
        return undefined;
    }
}
function cacheIntact(cache) {
    return intact(cache.dir, []) === cache.hash;
}
function codeCache(cliDir, cliHash, node, env) {
    const base = env.XDG_CACHE_HOME || (env.HOME ? node_path_1.posix.join(env.HOME, '.cache') : undefined);
    if (!base || !node_path_1.posix.isAbsolute(base))
        return undefined;
    const dir = node_path_1.posix.join(base, 'diffgate', 'code', `${cliHash.slice(0, 16)}-${process.version}-${process.arch}`);
    const sources = (0, node_fs_1.readFileSync)(node_path_1.posix.join(cliDir, 'SHA256SUMS'), 'utf8')
        .split('\n')
        .filter((l) => l.endsWith('.js'))
        .map((l) => l.slice(0, 64));
    const kept = intact(dir, sources);
    if (kept)
        return { dir, hash: kept };
    const made = (0, node_child_process_1.spawnSync)(node, ['-e', MAKER, cliDir, cliHash, dir], {
        encoding: 'utf8',
        env: { ...env, ...HOOK_ENV },
    });
    if (made.status !== 0)
        return undefined;
    const hash = intact(dir, sources);
    return hash ? { dir, hash } : undefined;
}


/***/ }),

/***/ 3827:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.AgentSettingsError = void 0;
exports.settingsFile = settingsFile;
exports.agentCommand = agentCommand;
exports.installAgent = installAgent;
exports.isOurs = isOurs;
const node_fs_1 = __webpack_require__(3024);
const promises_1 = __webpack_require__(1455);
const node_path_1 = __webpack_require__(6760);
const place_js_1 = __webpack_require__(3861);
const agents_js_1 = __webpack_require__(5621);
const agentTargets_js_1 = __webpack_require__(7018);
const verifiedCommand_js_1 = __webpack_require__(2562);
class AgentSettingsError extends Error {
}
exports.AgentSettingsError = AgentSettingsError;
function settingsFile(target, o) {
    if (o.user)
        return node_path_1.posix.join(o.home, target.user);
    const root = (0, place_js_1.findRepository)((0, node_fs_1.realpathSync)(o.cwd))?.root ?? o.cwd;
    return node_path_1.posix.join(root, target.project);
}
function agentCommand(target, projectRoot, cliPath) {
    try {
        return (0, verifiedCommand_js_1.agentHookCommand)({
            agent: target.agent,
            user: projectRoot === undefined,
            projectRoot,
            cliPath,
            tail: target.tail,
        });
    }
    catch (e) {
        if (e instanceof verifiedCommand_js_1.CodeCheckError)
            throw new AgentSettingsError(e.message);
        throw e;
    }
}
async function installAgent(o) {
    const target = agentTargets_js_1.TARGETS[o.agent];
    const file = settingsFile(target, o);
    const root = o.user ? undefined : ((0, place_js_1.findRepository)((0, node_fs_1.realpathSync)(o.cwd))?.root ?? o.cwd);
    const command = o.uninstall ? '' : agentCommand(target, root, o.cliPath);
    const settings = await readSettings(file);
    const before = JSON.stringify(settings);
    const hooks = (settings.hooks ?? {});
    if (typeof hooks !== 'object' || Array.isArray(hooks))
        throw new AgentSettingsError(agents_js_1.agentsText.install.badSettings(file, '"hooks" is not an object'));
    const wanted = target.events(command);
    for (const [event, want] of Object.entries(wanted)) {
        const list = hooks[event] ?? [];
        if (!Array.isArray(list))
            throw new AgentSettingsError(agents_js_1.agentsText.install.badHooks(file, event));
        if (!o.uninstall && installed(target, list, want))
            continue;
        const kept = without(target, list);
        if (!o.uninstall)
            kept.push(...want);
        if (kept.length > 0)
            hooks[event] = kept;
        else
            delete hooks[event];
    }
    if (Object.keys(hooks).length > 0) {
        settings.hooks = hooks;
        if (!o.uninstall)
            for (const [k, v] of Object.entries(target.top ?? {}))
                settings[k] ??= v;
    }
    else
        delete settings.hooks;
    const changed = JSON.stringify(settings) !== before;
    const empty = Object.keys(settings).every((k) => k in (target.top ?? {}));
    if (changed && o.uninstall && empty)
        await (0, promises_1.rm)(file, { force: true });
    else if (changed)
        await writeSettings(file, settings);
    const events = Object.keys(wanted);
    const message = o.uninstall
        ? changed
            ? agents_js_1.agentsText.install.removed(target.title, file)
            : agents_js_1.agentsText.install.absent(file)
        : changed
            ? agents_js_1.agentsText.install.installed(target.title, file, events)
            : agents_js_1.agentsText.install.already(target.title, file);
    const trust = agents_js_1.agentsText.install.trust[o.agent];
    const note = !o.uninstall && root !== undefined && trust !== undefined ? ` ${trust(root)}` : '';
    const code = o.uninstall ? '' : (0, verifiedCommand_js_1.installedNote)(command, o.agent, o.user);
    return { changed, file, message: message + note + code };
}
function isOurs(agent, h) {
    if (typeof h !== 'object' || h === null)
        return false;
    const cmd = h.command ?? h.bash;
    return typeof cmd === 'string' && new RegExp(`\\bhook ${agent}\\b`).test(cmd) && /diffgate|dist\/cli\b/.test(cmd);
}
function without(target, list) {
    if (target.kind === 'flat')
        return list.filter((e) => !isOurs(target.agent, e));
    return list
        .map((e) => {
        const g = e;
        return Array.isArray(g?.hooks) ? { ...e, hooks: g.hooks.filter((h) => !isOurs(target.agent, h)) } : e;
    })
        .filter((e) => !Array.isArray(e?.hooks) || (e.hooks.length ?? 0) > 0);
}
function installed(target, list, want) {
    const ours = list.filter((e) => target.kind === 'flat'
        ? isOurs(target.agent, e)
        : (e?.hooks ?? []).some((h) => isOurs(target.agent, h)));
    return JSON.stringify(ours) === JSON.stringify(want);
}
async function readSettings(file) {
    let text;
    try {
        text = await (0, promises_1.readFile)(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return {};
        throw new AgentSettingsError(agents_js_1.agentsText.install.badSettings(file, e.message));
    }
    if (text.trim() === '')
        return {};
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (e) {
        throw new AgentSettingsError(agents_js_1.agentsText.install.badSettings(file, e.message));
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        throw new AgentSettingsError(agents_js_1.agentsText.install.badSettings(file, 'not an object'));
    return data;
}
async function writeSettings(file, settings) {
    await (0, promises_1.mkdir)(node_path_1.posix.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await (0, promises_1.writeFile)(tmp, `${JSON.stringify(settings, null, 2)}\n`);
    await (0, promises_1.rename)(tmp, file);
}


/***/ }),

/***/ 2562:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NO_CACHE = exports.CodeCheckError = exports.SUMS = void 0;
exports.loaderSource = loaderSource;
exports.codeHash = codeHash;
exports.shQuote = shQuote;
exports.chosenCli = chosenCli;
exports.agentHookCommand = agentHookCommand;
exports.watchdogWrap = watchdogWrap;
exports.installedNote = installedNote;
exports.verifiedCommand = verifiedCommand;
exports.parseVerified = parseVerified;
const node_crypto_1 = __webpack_require__(7598);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const codeCheck_js_1 = __webpack_require__(6856);
const codeCache_js_1 = __webpack_require__(4938);
exports.SUMS = 'SHA256SUMS';
class CodeCheckError extends Error {
}
exports.CodeCheckError = CodeCheckError;
const sha256 = (bytes) => (0, node_crypto_1.createHash)('sha256').update(bytes).digest('hex');
function loaderSource(before, after) {
    const declarations = [
        'const M=require("module"),f=require("fs"),c=require("crypto"),[n,d,h,C,g,...a]=process.argv',
        'H=b=>c.createHash("sha256").update(b).digest("hex")',
        `x=p=>{process.stderr.write(${JSON.stringify(before)}+p+${JSON.stringify(after)});process.exit(2)}`,
        'L=t=>String(t).split("\\n").filter(Boolean).map(l=>[l.slice(66),l.slice(0,64)])',
        `s=(()=>{try{return f.readFileSync(d+"/${exports.SUMS}")}catch{x(d+"/${exports.SUMS}")}})()`,
        `k=new Map(H(s)===h?L(s).map(([p,q])=>[d+"/"+p,q]):x(d+"/${exports.SUMS}"))`,
        'r=p=>{try{const o=f.openSync(p,f.constants.O_RDONLY|f.constants.O_NONBLOCK);try{const t=f.fstatSync(o);if(t.isFile()&&t.size<1<<26)return f.readFileSync(o)}finally{f.closeSync(o)}}catch{}}',
        `e=g!=="-"&&r(C+"/${exports.SUMS}")`,
        'K=new Map(e&&H(e)===g?L(e):[])',
    ];
    return [
        declarations.join(','),
        [
            'M._extensions[".js"]=(m,p)=>{let b;try{b=f.readFileSync(p)}catch{x(p)}const q=H(b);if(k.get(p)!==q)x(p);',
            'const j=K.get(q+".v8"),y=j&&r(C+"/"+q+".v8");',
            `if(y&&H(y)===j)new(require("vm").Script)(${codeCache_js_1.WRAP_JS},{filename:p,cachedData:y}).runInThisContext().call(m.exports,m.exports,i=>m.require(i),m,p,d);`,
            'else m._compile(String(b),p)}',
        ].join(''),
        'process.argv=[n,d+"/index.js",...a]',
        'require(d+"/index.js")',
    ].join(';');
}
function codeHash(dir) {
    let sums;
    try {
        sums = (0, node_fs_1.readFileSync)(node_path_1.posix.join(dir, exports.SUMS));
    }
    catch {
        throw new CodeCheckError(codeCheck_js_1.codeCheckText.noSums(dir));
    }
    for (const line of sums.toString('utf8').split('\n')) {
        if (line === '')
            continue;
        const file = node_path_1.posix.join(dir, line.slice(66));
        let bytes;
        try {
            bytes = (0, node_fs_1.readFileSync)(file);
        }
        catch {
            throw new CodeCheckError(codeCheck_js_1.codeCheckText.notIntact(file));
        }
        if (sha256(bytes) !== line.slice(0, 64))
            throw new CodeCheckError(codeCheck_js_1.codeCheckText.notIntact(file));
    }
    return sha256(sums);
}
function shQuote(s) {
    return `'${s.replace(/'/g, `'\\''`)}'`;
}
exports.NO_CACHE = { dir: '-', hash: '-' };
function chosenCli(projectRoot, cliPath) {
    if (projectRoot !== undefined) {
        const local = node_path_1.posix.join(projectRoot, 'node_modules', '.bin', 'diffgate');
        try {
            const real = (0, node_fs_1.realpathSync)(local);
            if ((0, node_fs_1.existsSync)(node_path_1.posix.join(node_path_1.posix.dirname(real), exports.SUMS)))
                return real;
        }
        catch {
        }
    }
    return (0, node_fs_1.realpathSync)(cliPath ?? process.argv[1]);
}
function agentHookCommand(o) {
    const dir = node_path_1.posix.dirname(chosenCli(o.projectRoot, o.cliPath));
    const node = (0, node_fs_1.realpathSync)(process.execPath);
    const hash = codeHash(dir);
    const cache = (0, codeCache_js_1.codeCache)(dir, hash, node, process.env) ?? exports.NO_CACHE;
    const v = { node, dir, hash, cache, args: ['hook', o.agent] };
    const reinstall = codeCheck_js_1.codeCheckText.reinstall(o.agent, o.user);
    return verifiedCommand(v, reinstall, typeof o.tail === 'string' ? o.tail : o.tail(reinstall));
}
function printfFormat(text, mark) {
    return text.replace(/\\/g, '\\\\').replace(/%/g, '%%').replace(mark, '%s');
}
function watchdogWrap(seconds, deny) {
    const MARK = 'DIFFGATE_EXIT_STATUS';
    const format = `${printfFormat(deny(MARK), MARK)}\\n`;
    return {
        before: 'exec 3<&0;',
        tail: [
            ' <&3 3<&- & p=$!;',
            `(x=; trap 'x=1' TERM; sleep ${seconds} & w=$!; trap 'kill $w 2>/dev/null; exit' TERM; [ -z "$x" ] || { kill $w 2>/dev/null; exit; }; wait $w; kill -9 $p) >/dev/null 2>&1 </dev/null 3<&- & d=$!;`,
            'wait $p; s=$?; kill $d 2>/dev/null;',
            'case $s in 0) exit 0;; 2|126|127) exit 2;; esac;',
            `printf ${shQuote(format)} "$s"; exit 2`,
        ].join(' '),
    };
}
function installedNote(command, agent, user) {
    const v = parseVerified(command);
    return v ? ` ${codeCheck_js_1.codeCheckText.installedNote(v.node, v.dir, codeCheck_js_1.codeCheckText.reinstall(agent, user))}` : '';
}
const NODE_CLEAN = 'NODE_OPTIONS= NODE_PATH= NODE_EXTRA_CA_CERTS= OPENSSL_CONF=';
const CLEAN_FORMS = `(?:${NODE_CLEAN}|NODE_OPTIONS= NODE_PATH=)`;
function verifiedCommand(v, reinstall, tail) {
    const { before, after } = codeCheck_js_1.codeCheckText.changed(reinstall);
    const wrap = typeof tail === 'string' ? { before: '', tail } : tail;
    return [
        `test -x ${shQuote(v.node)} || printf '%s\\n' ${shQuote(codeCheck_js_1.codeCheckText.nodeMissing(v.node, reinstall))} >&2;`,
        ...(wrap.before ? [wrap.before] : []),
        NODE_CLEAN,
        shQuote(v.node),
        '-e',
        shQuote(loaderSource(before, after)),
        shQuote(v.dir),
        v.hash,
        ...(v.cache ? [shQuote(v.cache.dir), v.cache.hash] : []),
        ...v.args,
    ]
        .join(' ')
        .concat(wrap.tail);
}
const QUOTED = "'((?:[^']|'\\\\'')*)'";
const VERIFIED = new RegExp(`^test -x ${QUOTED} \\|\\| .*?; (?:exec 3<&0; )?(?:${CLEAN_FORMS} )?${QUOTED} -e ${QUOTED} ${QUOTED} ([0-9a-f]{64})(?: ${QUOTED} ([0-9a-f]{64}|-))? (.*?)(?: \\|\\|| <&3|$)`);
const unquote = (s) => s.replace(/'\\''/g, "'");
function parseVerified(command) {
    const m = VERIFIED.exec(command);
    if (!m || m[1] !== m[2])
        return undefined;
    return {
        node: unquote(m[2]),
        loader: unquote(m[3]),
        dir: unquote(m[4]),
        hash: m[5],
        ...(m[6] === undefined ? {} : { cache: { dir: unquote(m[6]), hash: m[7] } }),
        args: m[8].split(' '),
    };
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

/***/ 6856:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.codeCheckText = void 0;
exports.codeCheckText = {
    reinstall: (agent, user) => `npx diffgate install --${agent}${user ? ' --user' : ''}`,
    changed: (reinstall) => ({
        before: 'diffgate blocked this call: the code diffgate installed was changed since it was installed: ',
        after: ` does not match the sums recorded in the hook command at install. If you upgraded or rebuilt diffgate, run: ${reinstall}. If you did not, something rewrote the installed CLI: reinstall the package (npm ci), then run: ${reinstall}. Until then every call is blocked.\n`,
    }),
    nodeMissing: (node, reinstall) => `diffgate blocked this call: ${node}, the node diffgate's hooks were installed with, is not there any more (node upgraded or moved?). Run: ${reinstall} (with the node you use now). Until then every call is blocked.`,
    noAnswer: (status, watchdog, reinstall) => `diffgate blocked this call: diffgate's hook ended without an answer (exit status ${status}: killed by a signal, crashed, or stopped after ${watchdog} s by the hook command's watchdog), so nothing was checked and the call is blocked (fail closed). Tell the person: run npx diffgate doctor in this repository; if it reports the hook is fine, the machine may be short of memory or time. If diffgate was upgraded, run ${reinstall}.`,
    installedNote: (node, dir, reinstall) => `The hooks run ${node} and the CLI in ${dir} by absolute path, and check the CLI's code before it runs: after upgrading or moving node or diffgate, run ${reinstall} again (until then every call is blocked, saying so).`,
    notIntact: (file) => `${file} does not match the sums in the CLI's SHA256SUMS, so its code cannot be verified: reinstall the package (npm ci, or npm install diffgate), then run the install again.`,
    noSums: (dir) => `${dir} has no SHA256SUMS, so its code cannot be verified by the hooks: reinstall a built copy of diffgate (npm ci, or npm run build in a checkout), then run the install again.`,
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


/***/ })

};
