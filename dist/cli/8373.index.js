"use strict";
exports.id = 8373;
exports.ids = [8373];
exports.modules = {

/***/ 9845:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.EXIT = void 0;
exports.processIo = processIo;
exports.useColor = useColor;
const readStdin_js_1 = __webpack_require__(9303);
const writeOut_js_1 = __webpack_require__(7828);
function processIo() {
    return {
        cwd: process.cwd(),
        env: process.env,
        stdout: (t) => (0, writeOut_js_1.writeOut)(1, t),
        stderr: (t) => (0, writeOut_js_1.writeOut)(2, t),
        get isTTY() {
            const tty = process.getBuiltinModule?.('node:tty');
            return tty ? tty.isatty(2) : process.stderr.isTTY === true;
        },
        readStdin: readStdin_js_1.readStdin,
    };
}
function useColor(io) {
    return io.isTTY && !io.env.NO_COLOR && io.env.TERM !== 'dumb';
}
exports.EXIT = { ok: 0, blocked: 1, config: 2 };


/***/ }),

/***/ 9648:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.run = run;
const io_js_1 = __webpack_require__(9845);
const usageError_js_1 = __webpack_require__(3962);
const COMMANDS = {
    check: async () => (await __webpack_require__.e(/* import() */ "402-2021-3730-4006-6148-9350").then(__webpack_require__.bind(__webpack_require__, 3176))).checkCommand,
    explain: async () => (await __webpack_require__.e(/* import() */ "402-3861-4006-5879-6719").then(__webpack_require__.bind(__webpack_require__, 713))).explainCommand,
    init: async () => (await __webpack_require__.e(/* import() */ "330-402").then(__webpack_require__.bind(__webpack_require__, 9066))).initCommand,
    hook: async () => (await __webpack_require__.e(/* import() */ 9421).then(__webpack_require__.bind(__webpack_require__, 9421))).hookCommand,
    githook: async () => (await __webpack_require__.e(/* import() */ "402-2021-4006-5275-5733-6148-9350").then(__webpack_require__.bind(__webpack_require__, 5733))).githookCommand,
    install: async () => (await __webpack_require__.e(/* import() */ "4705-8815").then(__webpack_require__.bind(__webpack_require__, 4705))).installCommand(false),
    uninstall: async () => (await __webpack_require__.e(/* import() */ "4705-8815").then(__webpack_require__.bind(__webpack_require__, 4705))).installCommand(true),
    doctor: async () => (await __webpack_require__.e(/* import() */ "402-2021-3826-3827-3861-4006-5879-8296-8467-8815-9350-9525").then(__webpack_require__.bind(__webpack_require__, 6581))).doctorCommand,
    run: async () => (await __webpack_require__.e(/* import() */ "2021-3826-3861-4006-5767-5879-9350").then(__webpack_require__.bind(__webpack_require__, 5767))).runCommand,
};
async function version() {
    const [{ readFileSync, realpathSync }, { dirname, join }] = await Promise.all([
        Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 3024, 23)),
        Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 6760, 23)),
    ]);
    const entry = realpathSync(process.argv[1] ?? '');
    const file = join(dirname(dirname(dirname(entry))), 'package.json');
    return JSON.parse(readFileSync(file, 'utf8')).version;
}
const messages = async () => (await __webpack_require__.e(/* import() */ 1065).then(__webpack_require__.bind(__webpack_require__, 1065))).cliText;
async function run(argv, io) {
    const [name, ...args] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        (name === undefined ? io.stderr : io.stdout)(`${(await messages()).usage()}\n`);
        return name === undefined ? io_js_1.EXIT.config : io_js_1.EXIT.ok;
    }
    if (name === '--version' || name === '-V' || name === 'version') {
        io.stdout(`${(await messages()).version(await version())}\n`);
        return io_js_1.EXIT.ok;
    }
    const load = COMMANDS[name];
    try {
        if (!load)
            throw new usageError_js_1.UsageError((await messages()).unknownCommand(name));
        const end = args.indexOf('--');
        if ((end === -1 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h')) {
            const cliText = await messages();
            io.stdout(`${cliText.help[name] ?? cliText.usage()}\n`);
            return io_js_1.EXIT.ok;
        }
        return await (await load())(args, io);
    }
    catch (e) {
        const cliText = await messages();
        if (e instanceof usageError_js_1.UsageError || e.code?.startsWith('ERR_PARSE_ARGS')) {
            io.stderr(`${cliText.usageError(e.message)}\n`);
        }
        else {
            io.stderr(`${cliText.internalError(e instanceof Error ? (e.stack ?? e.message) : String(e))}\n`);
        }
        return io_js_1.EXIT.config;
    }
}


/***/ }),

/***/ 8373:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.start = start;
const io_js_1 = __webpack_require__(9845);
const main_js_1 = __webpack_require__(9648);
async function start() {
    const code = await (0, main_js_1.run)(process.argv.slice(2), (0, io_js_1.processIo)());
    process.exit(code);
}


/***/ }),

/***/ 3962:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.UsageError = void 0;
class UsageError extends Error {
}
exports.UsageError = UsageError;


/***/ })

};
;