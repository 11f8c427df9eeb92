"use strict";
exports.id = 373;
exports.ids = [373];
exports.modules = {

/***/ 9845:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.EXIT = void 0;
exports.processIo = processIo;
exports.useColor = useColor;
const readStdin_js_1 = __webpack_require__(9303);
const writeOut_js_1 = __webpack_require__(7828);
/**
 * The real process. Output goes straight to file descriptors 1 and 2 (writeOut.ts): process.stdout
 * and process.stderr would load node's stream modules for a line or two of text.
 */
function processIo() {
    return {
        cwd: process.cwd(),
        env: process.env,
        stdout: (t) => (0, writeOut_js_1.writeOut)(1, t),
        stderr: (t) => (0, writeOut_js_1.writeOut)(2, t),
        get isTTY() {
            // Loaded only when asked: node:tty loads node's socket module (5 ms). getBuiltinModule is
            // Node 20.16 and later; before it, process.stderr answers (and loads the same modules).
            const tty = process.getBuiltinModule?.('node:tty');
            return tty ? tty.isatty(2) : process.stderr.isTTY === true;
        },
        readStdin: readStdin_js_1.readStdin,
    };
}
/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
function useColor(io) {
    return io.isTTY && !io.env.NO_COLOR && io.env.TERM !== 'dumb';
}
exports.EXIT = { ok: 0, blocked: 1, config: 2 };


/***/ }),

/***/ 9648:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.run = run;
/** Dispatches the command line; every failure becomes exit 2 with a message (fail closed). */
const cli_js_1 = __webpack_require__(1065);
const io_js_1 = __webpack_require__(9845);
const usageError_js_1 = __webpack_require__(3962);
const COMMANDS = {
    check: async () => (await __webpack_require__.e(/* import() */ "6-21-350-402-834-924").then(__webpack_require__.bind(__webpack_require__, 3176))).checkCommand,
    explain: async () => (await __webpack_require__.e(/* import() */ "6-21-350-402-646-924").then(__webpack_require__.bind(__webpack_require__, 713))).explainCommand,
    init: async () => (await __webpack_require__.e(/* import() */ "66-402").then(__webpack_require__.bind(__webpack_require__, 9066))).initCommand,
    hook: async () => (await __webpack_require__.e(/* import() */ "6-74-924-928").then(__webpack_require__.bind(__webpack_require__, 9421))).hookCommand,
    githook: async () => (await __webpack_require__.e(/* import() */ "6-21-26-350-402-924").then(__webpack_require__.bind(__webpack_require__, 5733))).githookCommand,
    install: async () => (await __webpack_require__.e(/* import() */ "705-815").then(__webpack_require__.bind(__webpack_require__, 4705))).installCommand(false),
    uninstall: async () => (await __webpack_require__.e(/* import() */ "705-815").then(__webpack_require__.bind(__webpack_require__, 4705))).installCommand(true),
    doctor: async () => (await __webpack_require__.e(/* import() */ "6-21-56-350-402-688-815-924-928").then(__webpack_require__.bind(__webpack_require__, 6581))).doctorCommand,
    run: async () => (await __webpack_require__.e(/* import() */ "6-21-350-819-924-928").then(__webpack_require__.bind(__webpack_require__, 8148))).runCommand,
};
async function run(argv, io) {
    const [name, ...args] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        (name === undefined ? io.stderr : io.stdout)(`${cli_js_1.cliText.usage()}\n`);
        return name === undefined ? io_js_1.EXIT.config : io_js_1.EXIT.ok;
    }
    const load = COMMANDS[name];
    try {
        if (!load)
            throw new usageError_js_1.UsageError(cli_js_1.cliText.unknownCommand(name));
        return await (await load())(args, io);
    }
    catch (e) {
        if (e instanceof usageError_js_1.UsageError || e.code?.startsWith('ERR_PARSE_ARGS')) {
            io.stderr(`${cli_js_1.cliText.usageError(e.message)}\n`);
        }
        else {
            io.stderr(`${cli_js_1.cliText.internalError(e instanceof Error ? (e.stack ?? e.message) : String(e))}\n`);
        }
        return io_js_1.EXIT.config;
    }
}


/***/ }),

/***/ 9303:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readStdin = readStdin;
/**
 * All of standard input as text. A blocking read of fd 0 first: going through process.stdin
 * would load node's stream modules (about a third of node's own start-up) for a few hundred bytes
 * of JSON on every agent tool call. Where fd 0 is non-blocking (EAGAIN), the stream is used.
 */
const node_fs_1 = __webpack_require__(3024);
async function readStdin() {
    try {
        return (0, node_fs_1.readFileSync)(0, 'utf8');
    }
    catch (e) {
        if (e.code !== 'EAGAIN')
            throw e;
    }
    const chunks = [];
    for await (const chunk of process.stdin)
        chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
}


/***/ }),

/***/ 8373:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.start = start;
/** Runs the command line of this process and exits with its code (the entry point turns a failure into exit 2). */
const io_js_1 = __webpack_require__(9845);
const main_js_1 = __webpack_require__(9648);
async function start() {
    const code = await (0, main_js_1.run)(process.argv.slice(2), (0, io_js_1.processIo)());
    // Every answer is written by now (synchronously: writeOut.ts) and nothing else is pending. Left
    // to end on its own, node would first wait for V8's background compile jobs: 9 ms after a
    // 10,000-file check, measured.
    process.exit(code);
}


/***/ }),

/***/ 3962:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.UsageError = void 0;
/** A mistake in how the CLI was called: exit 2 with usage. */
class UsageError extends Error {
}
exports.UsageError = UsageError;


/***/ }),

/***/ 1065:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.cliText = exports.noteText = void 0;
/** The command line's own sentences: usage, errors, summaries, explain and init. */
exports.noteText = {
    noManifest: (file) => `diffgate: no manifest at ${file}; only the built-in secret list was checked.`,
};
exports.cliText = {
    usage: () => `usage:
  diffgate check [--staged | --range BASE..HEAD | --worktree] [--manifest FILE] [--format text|json|github]
  diffgate explain PATH...            which rules cover a path, and why
  diffgate explain --command 'CMD'    the command policy's verdict, segment by segment
  diffgate init [--force]             write a starter .diffgate.tsv at the repository root
  diffgate install --hooks-path [--force] | --husky | --lefthook | --claude [--user] [--sandbox]
  diffgate uninstall ...              reverses install
  diffgate doctor                     prove the installed gates are live
  diffgate run [--allow-unsandboxed] -- COMMAND...   run a command with frozen and gate files read-only (bubblewrap)
  diffgate hook claude                the Claude Code hook (JSON on stdin)
  diffgate githook NAME [ARGS]        what the git hooks run (pre-commit, pre-merge-commit, prepare-commit-msg, pre-push)

exit status: 0 nothing blocked, 1 blocked, 2 configuration or usage error (also blocks)`,
    usageError: (detail) => `diffgate: ${detail}\n\nRun "diffgate --help" for usage.`,
    unknownCommand: (name) => `unknown command ${JSON.stringify(name)}`,
    badRange: (range) => `--range expects BASE..HEAD, got ${JSON.stringify(range)}`,
    oneMode: () => 'choose one of --staged, --range and --worktree',
    badFormat: (f) => `--format expects text, json or github, got ${JSON.stringify(f)}`,
    manifestErrors: (label, n) => `diffgate: the manifest ${label} has ${n === 1 ? 'an error' : `${n} errors`}; nothing can be checked until ${n === 1 ? 'it is' : 'they are'} fixed, so everything is blocked:`,
    manifestMissing: (label) => `diffgate: the manifest ${label} does not exist.`,
    gitError: (detail) => `diffgate: git failed: ${detail}`,
    readError: (detail) => `diffgate: ${detail}; the change cannot be checked, so it is blocked.`,
    internalError: (detail) => `diffgate: internal error, so the change is blocked: ${detail}`,
    ok: (n, label) => `diffgate: ${n === 1 ? '1 changed file' : `${n} changed files`} checked against ${label}; nothing blocked.`,
    blockedHeader: (v, n) => `diffgate: blocked. ${v === 1 ? '1 violation' : `${v} violations`} in ${n === 1 ? '1 changed file' : `${n} changed files`}:`,
    why: 'why: ',
    next: 'next:',
    rule: 'rule:',
    explainNone: () => 'no rule covers this path',
    explainSecret: (segment) => `built-in secret list: ${JSON.stringify(segment)} may not be added`,
    explainAllowed: (source) => `exempt from deny and the secret list by allow (${source})`,
    initExists: (file) => `diffgate: ${file} already exists; not overwritten (use --force to replace it).`,
    initWrote: (file) => `diffgate: wrote ${file}. Edit it, then commit it: from then on it protects itself.`,
};


/***/ })

};
;