// diffgate-cache-key: 182e6f6d71604dbead9ccd580138bef55ada5ff921435b851a55a13723024b6c
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
const messages_js_1 = __webpack_require__(9392);
const io_js_1 = __webpack_require__(9845);
const patternMemo_js_1 = __webpack_require__(7613);
const usageError_js_1 = __webpack_require__(3962);
async function hookCommand(args, io) {
    if (args.length !== 1 || args[0] !== 'claude')
        throw new usageError_js_1.UsageError(messages_js_1.claudeText.usage());
    const failClosed = (e) => {
        process.stderr.write(`${messages_js_1.claudeText.failure(messages_js_1.claudeText.internal(e instanceof Error ? (e.stack ?? e.message) : String(e)))}\n`);
        process.exit(io_js_1.EXIT.config);
    };
    process.on('uncaughtException', failClosed);
    process.on('unhandledRejection', failClosed);
    const stdin = await io.readStdin();
    const { runHook } = await Promise.all(/* import() */[__webpack_require__.e(6), __webpack_require__.e(524)]).then(__webpack_require__.bind(__webpack_require__, 7524));
    const answer = await runHook(stdin, { env: io.env, home: io.env.HOME || (0, node_os_1.homedir)(), knownPatterns: (0, patternMemo_js_1.patternMemo)(io.env) });
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
    let text = '';
    try {
        text = (0, node_fs_1.readFileSync)(file, 'utf8');
    }
    catch {
        // None yet.
    }
    // Every line ends with a newline; the last piece is empty, or a line cut short: never trusted.
    const known = new Set(text.split('\n').slice(0, -1));
    return {
        has: (pattern) => known.has(pattern),
        add: (patterns) => {
            if (patterns.length === 0)
                return;
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
                known.add(p);
        },
    };
}


/***/ })

};
;