// diffgate-cache-key: 42647368c98e3d8778dfa2d731776febd52f89a3463186a3ceb70d2b20923aa8
"use strict";
exports.id = 66;
exports.ids = [66];
exports.modules = {

/***/ 9066:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.initCommand = initCommand;
/** `diffgate init`: write the starter manifest at the repository root. */
const promises_1 = __webpack_require__(1455);
const node_path_1 = __webpack_require__(6760);
const node_util_1 = __webpack_require__(7975);
const messages_js_1 = __webpack_require__(9392);
const readChanges_js_1 = __webpack_require__(402);
const io_js_1 = __webpack_require__(9845);
const repoRoot_js_1 = __webpack_require__(7581);
async function initCommand(args, io) {
    const { values } = (0, node_util_1.parseArgs)({ args, options: { force: { type: 'boolean' } }, strict: true });
    const file = (0, node_path_1.resolve)((await (0, repoRoot_js_1.repoRoot)(io.cwd)) ?? io.cwd, readChanges_js_1.DEFAULT_MANIFEST);
    const label = (0, node_path_1.relative)(io.cwd, file) || file;
    try {
        await (0, promises_1.writeFile)(file, messages_js_1.STARTER_MANIFEST, { flag: values.force ? 'w' : 'wx' });
    }
    catch (e) {
        if (e.code === 'EEXIST') {
            io.stderr(`${messages_js_1.cliText.initExists(label)}\n`);
            return io_js_1.EXIT.config;
        }
        throw e;
    }
    io.stdout(`${messages_js_1.cliText.initWrote(label)}\n`);
    return io_js_1.EXIT.ok;
}


/***/ }),

/***/ 7581:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.repoRoot = repoRoot;
/** The repository's top-level directory, or the working directory outside a repository. */
const runGit_js_1 = __webpack_require__(3836);
async function repoRoot(cwd) {
    try {
        return (await (0, runGit_js_1.runGit)(cwd).raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch {
        return undefined; // not a repository: callers fall back to the working directory
    }
}


/***/ })

};
;