"use strict";
exports.id = 9421;
exports.ids = [9421,5620,209,1010,6640,3239];
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

/***/ 1010:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.agentHook = exports.AGENTS = exports.claude = void 0;
exports.claude = {
    run: async (stdin, ports) => (await __webpack_require__.e(/* import() */ "3861-4149-7807").then(__webpack_require__.bind(__webpack_require__, 9621))).claudeHook.run(stdin, ports),
    crashed: (message) => ({ exit: 2, stdout: '', stderr: message }),
};
exports.AGENTS = {
    claude: async () => exports.claude,
    codex: async () => (await __webpack_require__.e(/* import() */ "635-3861-7207-7807").then(__webpack_require__.bind(__webpack_require__, 7207))).codexHook,
    gemini: async () => (await __webpack_require__.e(/* import() */ "279-635-3861-4006-7807").then(__webpack_require__.bind(__webpack_require__, 279))).geminiHook,
    cursor: async () => (await __webpack_require__.e(/* import() */ "635-3861-5437-7807").then(__webpack_require__.bind(__webpack_require__, 5437))).cursorHook,
    copilot: async () => (await __webpack_require__.e(/* import() */ "635-1243-3861-7807").then(__webpack_require__.bind(__webpack_require__, 1243))).copilotHook,
};
const agentHook = async (agent) => Object.hasOwn(exports.AGENTS, agent) ? await exports.AGENTS[agent]() : exports.claude;
exports.agentHook = agentHook;


/***/ }),

/***/ 4964:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.patternMemoName = exports.PATTERN_MEMO_FOLDER = exports.FROM_SOURCE = exports.BUILD_ID = void 0;
exports.patternMemoDir = patternMemoDir;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
exports.BUILD_ID = 'diffgate-build:3ff380c58a90f295d900cd3a302ad0e1f2f49732233995e0a4ec47c169d8ee98';
exports.FROM_SOURCE = 'diffgate-build:dev';
exports.PATTERN_MEMO_FOLDER = 'command-patterns';
const patternMemoName = (build) => `valid-command-patterns-${build.replace(/^.*:/, '').slice(0, 16)}.txt`;
exports.patternMemoName = patternMemoName;
function patternMemoDir(env) {
    const base = env.XDG_CACHE_HOME || (env.HOME ? (0, node_path_1.join)(env.HOME, '.cache') : undefined);
    if (!base || env.DIFFGATE_NO_COMPILE_CACHE)
        return undefined;
    const dir = (0, node_path_1.join)(base, 'diffgate', exports.PATTERN_MEMO_FOLDER);
    let st;
    try {
        st = (0, node_fs_1.statSync)(dir);
    }
    catch {
        return dir;
    }
    const uid = process.getuid?.();
    if (!st.isDirectory() || (uid !== undefined && st.uid !== uid) || (st.mode & 0o022) !== 0)
        return undefined;
    return dir;
}


/***/ }),

/***/ 9421:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.hookCommand = hookCommand;
const deadline_js_1 = __webpack_require__(5620);
const gitDeadline_js_1 = __webpack_require__(6039);
const agents_js_1 = __webpack_require__(5621);
const claude_js_1 = __webpack_require__(209);
const io_js_1 = __webpack_require__(9845);
const patternMemo_js_1 = __webpack_require__(7613);
const agentHooks_js_1 = __webpack_require__(1010);
const quietHook_js_1 = __webpack_require__(9514);
const writeOut_js_1 = __webpack_require__(7828);
const usageError_js_1 = __webpack_require__(3962);
async function hookCommand(args, io) {
    const load = args.length === 1 ? agentHooks_js_1.AGENTS[args[0]] : undefined;
    if (load === undefined)
        throw new usageError_js_1.UsageError(agents_js_1.agentsText.usage(Object.keys(agentHooks_js_1.AGENTS)));
    let agent = agentHooks_js_1.claude;
    const failClosed = (e) => {
        const detail = e instanceof deadline_js_1.HookTimeout
            ? e.message
            : claude_js_1.claudeText.internal(e instanceof Error ? (e.stack ?? e.message) : String(e));
        const answer = agent.crashed(`${claude_js_1.claudeText.failure(detail)}\n`);
        if (answer.stdout)
            (0, writeOut_js_1.writeOut)(1, answer.stdout);
        if (answer.stderr)
            (0, writeOut_js_1.writeOut)(2, answer.stderr);
        process.exit(answer.exit === 0 ? io_js_1.EXIT.ok : io_js_1.EXIT.config);
    };
    process.on('uncaughtException', failClosed);
    process.on('unhandledRejection', failClosed);
    const limit = (0, deadline_js_1.hookTimeout)(io.env);
    (0, deadline_js_1.startDeadline)(limit.seconds);
    (0, gitDeadline_js_1.boundGit)(Date.now() + (0, deadline_js_1.remainingMs)());
    setTimeout(() => failClosed(new deadline_js_1.HookTimeout(limit.seconds)), Math.max(0, (0, deadline_js_1.remainingMs)())).unref();
    agent = await load();
    const stdin = await io.readStdin();
    if (limit.problem) {
        const refused = agent.crashed(`${claude_js_1.claudeText.failure(limit.problem)}\n`);
        if (refused.stdout)
            io.stdout(refused.stdout);
        if (refused.stderr)
            io.stderr(refused.stderr);
        return refused.exit === 0 ? io_js_1.EXIT.ok : io_js_1.EXIT.config;
    }
    const home = io.env.HOME || (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 8161, 23))).homedir();
    const quiet = await (0, quietHook_js_1.quietPass)(args[0], stdin, io.env, home);
    if (quiet !== undefined) {
        if (quiet)
            io.stdout(quiet);
        return io_js_1.EXIT.ok;
    }
    const answer = await agent.run(stdin, {
        env: io.env,
        home,
        knownPatterns: (0, patternMemo_js_1.patternMemo)(io.env),
    });
    if (answer.stdout)
        io.stdout(answer.stdout);
    if (answer.stderr)
        io.stderr(answer.stderr);
    return answer.exit;
}


/***/ }),

/***/ 7613:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.patternMemo = patternMemo;
const node_fs_1 = __webpack_require__(3024);
const readRegular_js_1 = __webpack_require__(6355);
const node_path_1 = __webpack_require__(6760);
const compileCache_js_1 = __webpack_require__(4964);
const MAX_BYTES = 64 * 1024;
function patternMemo(env, build = compileCache_js_1.BUILD_ID) {
    const dir = (0, compileCache_js_1.patternMemoDir)(env);
    if (!dir || build === compileCache_js_1.FROM_SOURCE)
        return undefined;
    const file = (0, node_path_1.join)(dir, (0, compileCache_js_1.patternMemoName)(build));
    let text;
    let known;
    const load = () => {
        if (known)
            return known;
        try {
            text = (0, readRegular_js_1.readRegularText)(file, 4 * 1024 * 1024);
        }
        catch {
            text = '';
        }
        known = new Set(text.split('\n').slice(0, -1));
        return known;
    };
    return {
        has: (pattern) => load().has(pattern),
        add: (patterns) => {
            if (patterns.length === 0)
                return;
            const set = load();
            try {
                (0, node_fs_1.mkdirSync)(dir, { recursive: true, mode: 0o700 });
                if (text.length > MAX_BYTES)
                    (0, node_fs_1.writeFileSync)(file, '', { mode: 0o600 });
                (0, node_fs_1.appendFileSync)(file, patterns.map((p) => `${p}\n`).join(''), { mode: 0o600 });
            }
            catch {
            }
            for (const p of patterns)
                set.add(p);
        },
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

/***/ 6039:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.boundGit = boundGit;
exports.gitTimeLeft = gitTimeLeft;
exports.gitTimeout = gitTimeout;
let at;
function boundGit(deadline) {
    at = deadline;
}
function gitTimeLeft(now = Date.now()) {
    return at === undefined || !Number.isFinite(at) ? undefined : Math.max(1, Math.ceil(at - now));
}
function gitTimeout() {
    const left = gitTimeLeft();
    return left === undefined ? {} : { timeout: left, killSignal: 'SIGKILL' };
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
;