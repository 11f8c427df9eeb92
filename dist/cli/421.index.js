// diffgate-cache-key: 75136af7f3d6420a8fdc082d5695855fe5379df9ea2528cbaecbb367385eb05c
"use strict";
exports.id = 421;
exports.ids = [421];
exports.modules = {

/***/ 9421:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.hookCommand = hookCommand;
/**
 * `diffgate hook claude`: reads the hook's JSON on stdin and answers in Claude Code's protocol.
 * Claude Code lets a call through on any exit code but 0 and 2, so from here on every failure,
 * even one thrown outside the promise chain, ends in exit 2 with a message.
 */
const node_os_1 = __webpack_require__(8161);
const claude_js_1 = __webpack_require__(209);
const compileCache_js_1 = __webpack_require__(4964);
const io_js_1 = __webpack_require__(9845);
const patternMemo_js_1 = __webpack_require__(7613);
const writeOut_js_1 = __webpack_require__(7828);
const usageError_js_1 = __webpack_require__(3962);
async function hookCommand(args, io) {
    if (args.length !== 1 || args[0] !== 'claude')
        throw new usageError_js_1.UsageError(claude_js_1.claudeText.usage());
    const failClosed = (e) => {
        (0, writeOut_js_1.writeOut)(2, `${claude_js_1.claudeText.failure(claude_js_1.claudeText.internal(e instanceof Error ? (e.stack ?? e.message) : String(e)))}\n`);
        process.exit(io_js_1.EXIT.config);
    };
    process.on('uncaughtException', failClosed);
    process.on('unhandledRejection', failClosed);
    const stdin = await io.readStdin();
    const { runHook } = await Promise.all(/* import() */[__webpack_require__.e(6), __webpack_require__.e(36), __webpack_require__.e(524)]).then(__webpack_require__.bind(__webpack_require__, 7524));
    const answer = await runHook(stdin, {
        env: io.env,
        home: io.env.HOME || (0, node_os_1.homedir)(),
        knownPatterns: (0, patternMemo_js_1.patternMemo)(io.env),
        onInput: (event, tool) => (0, compileCache_js_1.setCacheRun)(`hook:${tool ?? event}`),
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
/**
 * The command patterns this build of the CLI has already checked and found valid, kept next to
 * the code cache (one file per build, so a new checker checks again). With it, a manifest whose
 * command rules were checked once does not load the command-policy modules again just to learn
 * that they are fine. Only valid patterns are written, so an invalid one is reported every time;
 * an edited or corrupt file can at worst hide a "can never match" error, never lift a rule. Any
 * failure to read or write it means checking as usual. Off when running from source.
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const compileCache_js_1 = __webpack_require__(4964);
const MAX_BYTES = 64 * 1024;
function patternMemo(env, build = compileCache_js_1.BUILD_ID) {
    const dir = (0, compileCache_js_1.compileCacheDir)(env);
    if (!dir || build === compileCache_js_1.FROM_SOURCE)
        return undefined;
    const file = (0, node_path_1.join)(dir, `valid-command-patterns-${build.replace(/^.*:/, '').slice(0, 16)}.txt`);
    // Read on first use: a manifest without command rules never asks.
    let text;
    let known;
    const load = () => {
        if (known)
            return known;
        try {
            text = (0, node_fs_1.readFileSync)(file, 'utf8');
        }
        catch {
            text = ''; // none yet
        }
        // Every line ends with a newline; the last piece is empty, or a line cut short: never trusted.
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
                // Unwritten: the next run checks again.
            }
            for (const p of patterns)
                set.add(p);
        },
    };
}


/***/ }),

/***/ 209:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.claudeText = void 0;
/** The Claude Code hook's sentences: what the model is told when a tool call is blocked, and why. */
const CLAUDE_NO_WORKAROUND = 'Do not work around the block by changing another file instead, or by making the same change another way (another tool, a script, a shell command).';
const CLAUDE_WAIT = 'Show the change you intended and why in your reply, and wait for a person to decide.';
const ruleNoun = (kind) => kind === 'freeze' ? 'a frozen file'
    : kind === 'invariant' ? 'a file with invariant spans'
        : kind === 'append' ? 'an append-only file'
            : kind === 'budget' ? 'a file under a size budget'
                : kind === 'deny' ? 'a path the manifest denies'
                    : kind === 'manifest' ? 'the diffgate manifest'
                        : `a file protected by a ${kind} rule`;
exports.claudeText = {
    header: (tool, what) => `diffgate blocked this ${tool} call${what ? ` (${what})` : ''}.`,
    why: 'why:',
    next: 'next:',
    workaround: () => CLAUDE_NO_WORKAROUND,
    release: (phrases) => `Only a person lifts this block: if they agree, they include ${phrases.map((p) => JSON.stringify(p)).join(' or ')} in their next message, and it holds for that one turn.`,
    failure: (detail) => `diffgate hook: ${detail}\nThe hook cannot decide, so the call is blocked (fail closed). Tell the person what this says; do not try to get around it.`,
    internal: (detail) => `internal error: ${detail}`,
    noDirectory: (dir, why) => `the working directory ${dir} cannot be resolved: ${why}`,
    manifestUnreadable: (label, why) => `the manifest ${label} exists but cannot be read: ${why}`,
    manifestErrors: (label, lines) => `the manifest ${label} has ${lines.length === 1 ? 'an error' : `${lines.length} errors`}, so nothing can be checked:\n${lines.map((l) => `  ${l}`).join('\n')}`,
    userManifestRelative: (pattern) => `expected a pattern starting with ~/ or / (the user manifest names files outside repositories), found ${JSON.stringify(pattern)}`,
    usage: () => 'usage: diffgate hook claude   (reads Claude Code\'s hook JSON on standard input)',
    input: {
        badJson: (detail) => `the input on stdin is not JSON (${detail}); expected the JSON object Claude Code sends a command hook`,
        notObject: () => 'the input on stdin is not a JSON object; expected the object Claude Code sends a command hook',
        field: (name, expected) => `the input's "${name}" is missing or not ${expected}`,
        toolField: (tool, name, expected) => `the ${tool} tool input's "${name}" is missing or not ${expected}`,
        unknownEvent: (event) => `unknown hook event ${JSON.stringify(event)}: expected PreToolUse or UserPromptSubmit (install the hook with "diffgate install --claude")`,
        unknownTool: (tool) => `unknown tool ${JSON.stringify(tool)}: expected Write, Edit, MultiEdit, NotebookEdit, Read, Grep, Glob, LS, Bash or PowerShell (the hook's matcher names only these)`,
    },
    workspace: {
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
        secretReason: () => 'Secrets, keys, production credentials and git\'s own files stay out of the agent\'s reach.',
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
    },
    saveGate: {
        message: (path) => `Wrote to ${path}, which may be written only in the turn right after the person asks to save.`,
        next: (words) => `Do not save it now. Propose what you would save in your reply; the person asks for it with a message containing ${(words.length > 0 ? words : ['save', 'remember']).map((w) => JSON.stringify(w)).join(' or ')}.`,
    },
    shell: {
        writes: (how, path, kind) => `The command writes ${path} (${how}), ${ruleNoun(kind)}.`,
        programNames: (how, path, kind) => `The ${how} program names ${path}, ${ruleNoun(kind)}.`,
        secret: (how, path, segment) => `The command writes ${path} (${how}), which is on the built-in secret list (${JSON.stringify(segment)}).`,
        useEdit: () => `Use the Edit tool, whose proposed change can be checked against the rule; a shell command's effect cannot be.`,
        programNext: () => `Use the Edit tool for protected files, whose proposed change can be checked; an inline program's effect cannot be.`,
        denyNext: () => `Do not create it. If it must exist, a person adds an "allow" line for it to the manifest.`,
        unresolved: (how, raw, could) => `The command writes ${JSON.stringify(raw)} (${how}), which cannot be resolved before it runs, and it could be a protected path (${[...new Set(could)].slice(0, 5).join(', ')}).`,
        opaqueProgram: (what) => `The command runs code that cannot be read before it runs (${what.length > 120 ? `${what.slice(0, 117)}...` : what}).`,
        unresolvedReason: () => 'Writes a shell command makes are checked before it runs; what cannot be known then is treated as protected (fail closed).',
        unresolvedNext: () => `Write the target as a literal path (no variables or command substitutions), or use the Edit tool for files the manifest protects.`,
        syntax: () => 'The command could not be parsed as a shell command line.',
        syntaxNext: () => 'Rewrite it as a plain command line (check its quoting).',
    },
    gate: {
        reason: () => 'The gate (git hooks, the manifest, diffgate itself) is switched off only by a person.',
        switch: (kind, text) => (kind === 'no-verify' ? 'The command skips git\'s hooks (--no-verify)'
            : kind === 'hooks-path' ? 'The command reads or changes core.hooksPath, where git finds its hooks'
                : kind === 'release-variable' ? 'The command sets a DIFFGATE_ variable; DIFFGATE_RELEASE is set only by a person'
                    : kind === 'hook-manager-off' ? 'The command switches the hook manager off'
                        : 'The command runs diffgate\'s own hook or uninstaller') + `: ${text.length > 120 ? `${text.slice(0, 117)}...` : text}`,
        gitHooks: (how, path) => `The command writes git's hooks (${path}, ${how}).`,
        next: () => `Do not switch the gate off. ${CLAUDE_WAIT}`,
        gitDirReason: () => 'git\'s own files are changed by git commands only.',
        gitDir: (how, path) => `The command writes inside git's directory (${path}, ${how}).`,
        gitDirNext: () => `Use git commands instead of writing git's files.`,
    },
    install: {
        installed: (file) => `diffgate: added the Claude Code hooks to ${file} (PreToolUse and UserPromptSubmit).`,
        already: (file) => `diffgate: the Claude Code hooks are already in ${file}; nothing changed.`,
        removed: (file) => `diffgate: removed the Claude Code hooks from ${file}.`,
        absent: (file) => `diffgate: ${file} has no diffgate hooks; nothing changed.`,
        badSettings: (file, detail) => `diffgate: ${file} is not a JSON object (${detail}); fix it by hand, then run the install again.`,
        badHooks: (file, event) => `diffgate: ${file} has a "hooks.${event}" that is not a list; fix it by hand, then run the install again.`,
    },
};


/***/ })

};
;