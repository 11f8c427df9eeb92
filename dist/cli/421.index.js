// diffgate-cache-key: 215896d61191f7962e582c7f8624c099975364ea71c45c91575235f8767365c7
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
    const answer = await runHook(stdin, { env: io.env, home: io.env.HOME || (0, node_os_1.homedir)() });
    if (answer.stdout)
        io.stdout(answer.stdout);
    if (answer.stderr)
        io.stderr(answer.stderr);
    return answer.exit;
}


/***/ })

};
;