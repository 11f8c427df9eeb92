#!/usr/bin/env node
/******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	var __webpack_modules__ = ({

/***/ 181:
/***/ ((module) => {

module.exports = require("buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = require("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = require("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = require("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = require("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = require("node:http");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = require("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = require("node:path");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = require("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = require("node:util");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = require("process");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = require("util");

/***/ }),

/***/ 193:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isHookProcess = void 0;
exports.absolutePath = absolutePath;
function absolutePath(path, home = process.env.HOME) {
    const named = (dir) => home?.startsWith('/') && (dir === '~' || dir.startsWith('~/')) ? `${home.replace(/\/+$/, '')}${dir.slice(1)}` : dir;
    const kept = path
        .split(':')
        .map(named)
        .filter((dir) => dir.startsWith('/'));
    return kept.length > 0 ? kept.join(':') : '/usr/bin:/bin';
}
const isHookProcess = (argv) => argv[2] === 'hook' || argv[2] === 'githook';
exports.isHookProcess = isHookProcess;


/***/ }),

/***/ 9514:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.QUIET_LIMIT_MS = void 0;
exports.quietPass = quietPass;
exports.quietHook = quietHook;
const readStdin_js_1 = __nccwpck_require__(9303);
const writeOut_js_1 = __nccwpck_require__(7828);
const named = (re) => (stdin) => re.test(stdin);
const QUIET = new Map([
    [
        'claude',
        {
            events: named(/"hook_event_name"\s*:\s*"(PostToolUse|PostToolUseFailure|Stop|SubagentStop)"/),
            answer: '',
            pass: async () => (await __nccwpck_require__.e(/* import() */ "3861-4883-5660-9525").then(__nccwpck_require__.bind(__nccwpck_require__, 2876))).claudeQuiet,
        },
    ],
    [
        'codex',
        {
            events: named(/"hook_event_name"\s*:\s*"(PostToolUse|Stop)"/),
            answer: '',
            pass: async () => (await __nccwpck_require__.e(/* import() */ "635-3861-4883-6030-9525").then(__nccwpck_require__.bind(__nccwpck_require__, 6030))).codexQuiet,
        },
    ],
    [
        'gemini',
        {
            events: named(/"hook_event_name"\s*:\s*"(AfterTool|AfterAgent)"/),
            answer: '{}\n',
            pass: async () => (await __nccwpck_require__.e(/* import() */ "635-3861-4006-4398-4883-9525").then(__nccwpck_require__.bind(__nccwpck_require__, 4398))).geminiQuiet,
        },
    ],
    [
        'cursor',
        {
            events: named(/"hook_event_name"\s*:\s*"(afterShellExecution|afterFileEdit|stop)"/),
            answer: '{}\n',
            pass: async () => (await __nccwpck_require__.e(/* import() */ "635-3861-4883-9525-9588").then(__nccwpck_require__.bind(__nccwpck_require__, 9588))).cursorQuiet,
        },
    ],
    [
        'copilot',
        {
            events: (stdin, env) => {
                const event = env.DIFFGATE_COPILOT_EVENT;
                if (event)
                    return /^(postToolUse|postToolUseFailure|agentStop)$/.test(event);
                return /"(toolResult|error|stopReason)"\s*:/.test(stdin);
            },
            answer: '',
            pass: async () => (await __nccwpck_require__.e(/* import() */ "635-3861-4883-9074-9525").then(__nccwpck_require__.bind(__nccwpck_require__, 9074))).copilotQuiet,
        },
    ],
]);
exports.QUIET_LIMIT_MS = 10_000;
let tried = false;
async function quietPass(agent, stdin, env, home) {
    const quiet = QUIET.get(agent);
    if (tried || quiet === undefined || !quiet.events(stdin, env))
        return undefined;
    tried = true;
    return (await (await quiet.pass())(stdin, env, home)) ? quiet.answer : undefined;
}
async function quietHook(argv, env) {
    if (argv.length !== 4 || argv[2] !== 'hook' || !QUIET.has(argv[3]))
        return undefined;
    const home = env.HOME;
    if (!home || env.DIFFGATE_HOOK_TIMEOUT !== undefined)
        return undefined;
    const watchdog = setTimeout(() => {
        void Promise.all([
            __nccwpck_require__.e(/* import() */ 5620).then(__nccwpck_require__.bind(__nccwpck_require__, 5620)),
            __nccwpck_require__.e(/* import() */ 209).then(__nccwpck_require__.bind(__nccwpck_require__, 209)),
            __nccwpck_require__.e(/* import() */ 1010).then(__nccwpck_require__.bind(__nccwpck_require__, 1010)),
        ]).then(async ([{ HookTimeout, DEFAULT_TIMEOUT_S }, { claudeText }, { agentHook }]) => {
            const hook = await agentHook(argv[3]);
            const answer = hook.crashed(`${claudeText.failure(new HookTimeout(DEFAULT_TIMEOUT_S).message)}\n`);
            if (answer.stdout)
                (0, writeOut_js_1.writeOut)(1, answer.stdout);
            if (answer.stderr)
                (0, writeOut_js_1.writeOut)(2, answer.stderr);
            process.exit(answer.exit === 0 ? 0 : 2);
        });
    }, Math.max(0, exports.QUIET_LIMIT_MS - process.uptime() * 1000)).unref();
    try {
        const stdin = await (0, readStdin_js_1.readStdin)();
        (0, readStdin_js_1.keepStdin)(stdin);
        return await quietPass(argv[3], stdin, env, home);
    }
    catch (e) {
        if (e.name !== 'WalkCut')
            throw e;
        const [{ walkCutFailure }, { failureText }] = await Promise.all([
            __nccwpck_require__.e(/* import() */ 2698).then(__nccwpck_require__.bind(__nccwpck_require__, 2698)),
            __nccwpck_require__.e(/* import() */ 6640).then(__nccwpck_require__.bind(__nccwpck_require__, 6640)),
        ]);
        (0, writeOut_js_1.writeOut)(2, failureText(walkCutFailure(e, true, exports.QUIET_LIMIT_MS / 1000)));
        process.exit(2);
    }
    finally {
        clearTimeout(watchdog);
    }
}


/***/ }),

/***/ 9303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.keepStdin = keepStdin;
exports.readStdin = readStdin;
const node_fs_1 = __nccwpck_require__(3024);
let kept;
function keepStdin(text) {
    kept = text;
}
async function readStdin() {
    if (kept !== undefined)
        return kept;
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

/***/ 7828:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.writeOut = writeOut;
const node_fs_1 = __nccwpck_require__(3024);
const pause = new Int32Array(new SharedArrayBuffer(4));
function writeOut(fd, text) {
    let rest = Buffer.from(text, 'utf8');
    while (rest.length > 0) {
        try {
            rest = rest.subarray((0, node_fs_1.writeSync)(fd, rest));
        }
        catch (e) {
            const code = e.code;
            if (code === 'EPIPE')
                return;
            if (code !== 'EAGAIN')
                throw e;
            Atomics.wait(pause, 0, 0, 1);
        }
    }
}


/***/ })

/******/ 	});
/************************************************************************/
/******/ 	// The module cache
/******/ 	var __webpack_module_cache__ = {};
/******/ 	
/******/ 	// The require function
/******/ 	function __nccwpck_require__(moduleId) {
/******/ 		// Check if module is in cache
/******/ 		var cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) {
/******/ 			return cachedModule.exports;
/******/ 		}
/******/ 		// Create a new module (and put it into the cache)
/******/ 		var module = __webpack_module_cache__[moduleId] = {
/******/ 			// no module.id needed
/******/ 			// no module.loaded needed
/******/ 			exports: {}
/******/ 		};
/******/ 	
/******/ 		// Execute the module function
/******/ 		var threw = true;
/******/ 		try {
/******/ 			__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 			threw = false;
/******/ 		} finally {
/******/ 			if(threw) delete __webpack_module_cache__[moduleId];
/******/ 		}
/******/ 	
/******/ 		// Return the exports of the module
/******/ 		return module.exports;
/******/ 	}
/******/ 	
/******/ 	// expose the modules object (__webpack_modules__)
/******/ 	__nccwpck_require__.m = __webpack_modules__;
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/asset-relocator-loader */
/******/ 	if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = __dirname + "/";
/******/ 	
/******/ 	/* webpack/runtime/create fake namespace object */
/******/ 	(() => {
/******/ 		var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 		var leafPrototypes;
/******/ 		// create a fake namespace object
/******/ 		// mode & 1: value is a module id, require it
/******/ 		// mode & 2: merge all properties of value into the ns
/******/ 		// mode & 4: return value when already ns object
/******/ 		// mode & 16: return value when it's Promise-like
/******/ 		// mode & 8|1: behave like require
/******/ 		__nccwpck_require__.t = function(value, mode) {
/******/ 			if(mode & 1) value = this(value);
/******/ 			if(mode & 8) return value;
/******/ 			if(typeof value === 'object' && value) {
/******/ 				if((mode & 4) && value.__esModule) return value;
/******/ 				if((mode & 16) && typeof value.then === 'function') return value;
/******/ 			}
/******/ 			var ns = Object.create(null);
/******/ 			__nccwpck_require__.r(ns);
/******/ 			var def = {};
/******/ 			leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 			for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 				Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 			}
/******/ 			def['default'] = () => (value);
/******/ 			__nccwpck_require__.d(ns, def);
/******/ 			return ns;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/define property getters */
/******/ 	(() => {
/******/ 		// define getter functions for harmony exports
/******/ 		__nccwpck_require__.d = (exports, definition) => {
/******/ 			for(var key in definition) {
/******/ 				if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 					Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 				}
/******/ 			}
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/ensure chunk */
/******/ 	(() => {
/******/ 		__nccwpck_require__.f = {};
/******/ 		// This file contains only the entry chunk.
/******/ 		// The chunk loading function for additional chunks
/******/ 		__nccwpck_require__.e = (chunkId) => {
/******/ 			return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 				__nccwpck_require__.f[key](chunkId, promises);
/******/ 				return promises;
/******/ 			}, []));
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/get javascript chunk filename */
/******/ 	(() => {
/******/ 		// This function allow to reference async chunks
/******/ 		__nccwpck_require__.u = (chunkId) => {
/******/ 			// return url for filenames based on template
/******/ 			return "" + chunkId + ".index.js";
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	(() => {
/******/ 		__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	(() => {
/******/ 		// define __esModule on exports
/******/ 		__nccwpck_require__.r = (exports) => {
/******/ 			if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 				Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 			}
/******/ 			Object.defineProperty(exports, '__esModule', { value: true });
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/require chunk loading */
/******/ 	(() => {
/******/ 		// no baseURI
/******/ 		
/******/ 		// object to store loaded chunks
/******/ 		// "1" means "loaded", otherwise not loaded yet
/******/ 		var installedChunks = {
/******/ 			8792: 1
/******/ 		};
/******/ 		
/******/ 		// no on chunks loaded
/******/ 		
/******/ 		var installChunk = (chunk) => {
/******/ 			var moreModules = chunk.modules, chunkIds = chunk.ids, runtime = chunk.runtime;
/******/ 			for(var moduleId in moreModules) {
/******/ 				if(__nccwpck_require__.o(moreModules, moduleId)) {
/******/ 					__nccwpck_require__.m[moduleId] = moreModules[moduleId];
/******/ 				}
/******/ 			}
/******/ 			if(runtime) runtime(__nccwpck_require__);
/******/ 			for(var i = 0; i < chunkIds.length; i++)
/******/ 				installedChunks[chunkIds[i]] = 1;
/******/ 		
/******/ 		};
/******/ 		
/******/ 		// require() chunk loading for javascript
/******/ 		__nccwpck_require__.f.require = (chunkId, promises) => {
/******/ 			// "1" is the signal for "already loaded"
/******/ 			if(!installedChunks[chunkId]) {
/******/ 				if(true) { // all chunks have JS
/******/ 					installChunk(require("./" + __nccwpck_require__.u(chunkId)));
/******/ 				} else installedChunks[chunkId] = 1;
/******/ 			}
/******/ 		};
/******/ 		
/******/ 		// no external install chunk
/******/ 		
/******/ 		// no HMR
/******/ 		
/******/ 		// no HMR manifest
/******/ 	})();
/******/ 	
/************************************************************************/
var __webpack_exports__ = {};
// This entry need to be wrapped in an IIFE because it uses a non-standard name for the exports (exports).
(() => {
var exports = __webpack_exports__;

Object.defineProperty(exports, "__esModule", ({ value: true }));
const hookPath_js_1 = __nccwpck_require__(193);
const quietHook_js_1 = __nccwpck_require__(9514);
const writeOut_js_1 = __nccwpck_require__(7828);
if ((0, hookPath_js_1.isHookProcess)(process.argv) && process.env.PATH !== undefined)
    process.env.PATH = (0, hookPath_js_1.absolutePath)(process.env.PATH);
(0, quietHook_js_1.quietHook)(process.argv, process.env)
    .then(async (quiet) => {
    if (quiet !== undefined) {
        if (quiet)
            (0, writeOut_js_1.writeOut)(1, quiet);
        process.exit(0);
    }
    await (await __nccwpck_require__.e(/* import() */ 8373).then(__nccwpck_require__.bind(__nccwpck_require__, 8373))).start();
})
    .catch((e) => {
    (0, writeOut_js_1.writeOut)(2, `diffgate: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
});

})();

module.exports = __webpack_exports__;
/******/ })()
;