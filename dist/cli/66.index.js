// diffgate-cache-key: 0f5e7ed7bc4d35617aa53be92c3f9d099fa5bcd413ff3bc2ceb84f1e7872eaf1
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
const cli_js_1 = __webpack_require__(1065);
const starterManifest_js_1 = __webpack_require__(4221);
const readChanges_js_1 = __webpack_require__(402);
const io_js_1 = __webpack_require__(9845);
const repoRoot_js_1 = __webpack_require__(7581);
async function initCommand(args, io) {
    const { values } = (0, node_util_1.parseArgs)({ args, options: { force: { type: 'boolean' } }, strict: true });
    const file = (0, node_path_1.resolve)((await (0, repoRoot_js_1.repoRoot)(io.cwd)) ?? io.cwd, readChanges_js_1.DEFAULT_MANIFEST);
    const label = (0, node_path_1.relative)(io.cwd, file) || file;
    try {
        await (0, promises_1.writeFile)(file, starterManifest_js_1.STARTER_MANIFEST, { flag: values.force ? 'w' : 'wx' });
    }
    catch (e) {
        if (e.code === 'EEXIST') {
            io.stderr(`${cli_js_1.cliText.initExists(label)}\n`);
            return io_js_1.EXIT.config;
        }
        throw e;
    }
    io.stdout(`${cli_js_1.cliText.initWrote(label)}\n`);
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


/***/ }),

/***/ 4221:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.STARTER_MANIFEST = void 0;
/** The starter manifest `diffgate init` writes. */
exports.STARTER_MANIFEST = `# diffgate manifest: one rule a line, columns separated by TABs:
#   rule <TAB> pattern <TAB> reason [<TAB> options]
# Rules: freeze (A), invariant (B), append (C), budget, deny, allow, save-gate, release,
#        command-allow, command-ask, command-deny.
# Patterns are globs (picomatch, dot files included) against the repository-relative path.
# This file protects itself: a change may add or strengthen rules, never remove or weaken one.
#
# Examples (remove the leading "# " to use one):
# freeze	.github/workflows/**	CI definitions change only through a reviewed pull request
# invariant	docs/style.md	The marked principles are decided; edit around them
# append	logs/decisions.md	The decision log is a record: add entries, never rewrite them	at=end
# budget	INDEX.md	INDEX.md is read at every session start; keep it short	lines=150 bytes=25600
# deny	**/*.sqlite	Databases are not committed
# allow	test/fixtures/fake.pem	A fake key used by the tests
# command-deny	git push -f|--force|--force-with-lease	History on shared branches is rewritten only by a person
# command-deny	git reset --hard	Discarding work is a person's decision
# command-ask	git clean -f|--force	Deleting untracked files is a person's decision
# command-ask	npm publish	Publishing is a person's decision
`;


/***/ })

};
;