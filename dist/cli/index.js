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

/***/ 8161:
/***/ ((module) => {

module.exports = require("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = require("node:path");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = require("node:util");

/***/ }),

/***/ 714:
/***/ ((module) => {

module.exports = require("node:vm");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = require("process");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = require("util");

/***/ }),

/***/ 4964:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.LOAD_CHUNK = exports.CACHE_KEY_LINE = exports.patternMemoName = exports.CHUNK_KEYS = exports.FROM_SOURCE = exports.BUILD_ID = void 0;
exports.compileCacheDir = compileCacheDir;
exports.setCacheRun = setCacheRun;
exports.readCacheFile = readCacheFile;
exports.enableCompileCache = enableCompileCache;
exports.pruneStale = pruneStale;
/**
 * A V8 code cache for the CLI's bundle chunks. Compiling the bundle's JavaScript is most of what
 * the CLI costs on top of node's own start-up (about 15\u201330 ms per call, measured with
 * `npm run bench`), and the CLI runs on every commit and every agent tool call. So each chunk is
 * compiled through vm.Script with the code V8 produced for it last time, and chunks compiled
 * without one get theirs written when the process exits: after the run, so the functions the run
 * actually called are in it (the v8-compile-cache package caches before running, which measured
 * slower than no cache at all here; node's own module.enableCompileCache is not in Node 20).
 *
 * Safety: V8 checks only a cache's length against the source, so a cache is found by the sha256
 * the build writes on a chunk's first line, never by its name; an edited chunk has no key and is
 * compiled as usual. Files are written whole and renamed into place, in the user's own cache
 * folder (mode 0700). Any failure here means compiling as usual: the cache can make the CLI
 * faster, never change what it decides. DIFFGATE_NO_COMPILE_CACHE=1 turns it off.
 */
const node_fs_1 = __nccwpck_require__(3024);
const node_path_1 = __nccwpck_require__(6760);
const node_vm_1 = __nccwpck_require__(714);
/** This build of the CLI: scripts/build.js puts the sha256 of all its chunks in place of `dev`. */
exports.BUILD_ID = 'diffgate-build:660120aab2b0e03009cf75ff838ebf02dc977f8aec1aa28b0b83c74d163d6021';
exports.FROM_SOURCE = 'diffgate-build:dev';
/** The cache keys of this build's chunks, separated by spaces: scripts/build.js writes them in place of ''. */
exports.CHUNK_KEYS = '0bfd8b5ad57a8f99a79f4cb63aaa6086088e111735f07d5896d806574e2e68ef 2260c7806710dbcdd57ff721b2c019fe588f1e898f9111b8ffea60ccbdf2116d c79f174ba26ab0ffcfd27613b9431a90d948dbcb83dcc7f1d196b63c7e92259d 8ea50b51d11c1a67f0230b62562f605ac67d2b1e23a2b493cced1647a56c6b17 7ccd6befee01669b1e64b03f6fc1a738896dffd8aa005213019638b7ff50a59c af4b37772439c6a7bf16c2e1175f9324bce51953c8e373b2cbebe6532f82a7fc 3d3404933a827e19cefbda76902d4bf3a530edaa2f8cae51ded16c0ee73d226f e1450b9c4f4774ad4713dddce3453793b8b35136025764746deae8bfb177f102 84fc46657247bed6d7951b277748a28a1ceeaea5cb3210132c4d3d5e2a6184ee 55cb4bac4527c977a34ce03e57ced7eda21e4724003f708948eefe72b86118de 9c6240a0bd713a8e892a663b6e3b41ac6bd67cdfca6d2064e804b903fbe72f2d 03455ac7ce518492d0dc7182fb20353053824d1ce66d6bb118b75fd82149e1ac 3c1a72b57c5136e08550bbab4567baefcc329ffd48e6eec5faf2d18f3c436929 302ff20f8944d5b006f63515688622223b81894278f5c39edb0e9039e6200025 b486a255d6e433634df51a736869383aa246952d0cb08c0ebc7681a08344d3fa 7476497481643163fa587f0aef7d678527c6146fdc973055d265ea60d7dc21ca 55227e5d334703d9ed70fc9dc1f9be3b3bdd80ba0ee4e326568032c6b6b0bf90 acab9ebcb50644ca1a68b678ab6cd7c1e8d7495a3258b0b3d4823eec28bcecbf b61032e595326841521c1828608b918996a3fcdcc9b235efe0968a9e7bf3310b 3ea7a3ed4acda15ec5990c8538ec2f75dd15a33801894c9518803944f91fcaf9 3561d9afb8bf861193129eaab30869e2b567feac0edf0764d6190f790be79e69';
/** The file of command patterns a build found valid (src/cli/patternMemo.ts), beside the caches. */
const patternMemoName = (build) => `valid-command-patterns-${build.replace(/^.*:/, '').slice(0, 16)}.txt`;
exports.patternMemoName = patternMemoName;
/** What scripts/build.js writes on the first line of each chunk: the sha256 of the rest. */
exports.CACHE_KEY_LINE = /^\/\/ diffgate-cache-key: ([0-9a-f]{64})\n/;
/**
 * The folder for this node's caches, or undefined when there is no home to put it in, or when it
 * exists but is not the user's own and private: code read from a folder someone else can write
 * would run as the user (XDG_CACHE_HOME pointing into a shared /tmp, say).
 */
function compileCacheDir(env) {
    const base = env.XDG_CACHE_HOME || (env.HOME ? (0, node_path_1.join)(env.HOME, '.cache') : undefined);
    if (!base || env.DIFFGATE_NO_COMPILE_CACHE)
        return undefined;
    const dir = (0, node_path_1.join)(base, 'diffgate', `v8-${process.version}-${process.arch}`);
    let st;
    try {
        st = (0, node_fs_1.statSync)(dir);
    }
    catch {
        return dir; // created private (0700) when the first cache is written
    }
    const uid = process.getuid?.();
    if (!st.isDirectory() || (uid !== undefined && st.uid !== uid) || (st.mode & 0o022) !== 0)
        return undefined;
    return dir;
}
/**
 * V8 compiles functions lazily, so a cache holds the functions of the runs that wrote it: after a
 * Read wrote the shared chunks' caches, an Edit would compile its own functions again every time.
 * So each cache file records the kinds of run that refreshed it (`check`, `hook:Edit`, ...: see
 * setCacheRun), and a run of a kind not yet recorded refreshes the caches it loaded: the new cache
 * holds the old functions and the new ones. Serializing costs about 3 ms, once per chunk and kind.
 * Besides, one run in REFRESH_ONE_IN refreshes anyway (a kind of run can take new paths, such as
 * a rule it had not met), keeping a cache only when it grew. A refresh costs the run that does it
 * 2-5 ms; a function missing from the cache costs a lazy compile of it until one does. At one run
 * in 8 the refreshes added 1.2 ms to the median hook call (40 interleaved Reads), so it is one in
 * 32. DIFFGATE_COMPILE_CACHE_REFRESH=1 refreshes on every run, =0 only for new kinds of run.
 */
const REFRESH_ONE_IN = 32;
/** How many kinds of run a cache file remembers. */
const MAX_RUNS = 32;
/** A cache file: MAGIC, the length of the kinds' text (2 bytes), the kinds (one a line), V8's data. */
const MAGIC = Buffer.from('dgc1');
let runKind = '';
setCacheRun(process.argv[2] ?? '');
/** Names the kind of this run for the cache (the command by default; the hook adds its tool). */
function setCacheRun(kind) {
    runKind = kind.replace(/[^\w:.-]/g, '_').slice(0, 64);
}
/** A cache file's parts, or undefined when it is not one (missing, old format, cut short). */
function readCacheFile(file) {
    let bytes;
    try {
        bytes = (0, node_fs_1.readFileSync)(file);
    }
    catch {
        return undefined;
    }
    if (bytes.length < 6 || !bytes.subarray(0, 4).equals(MAGIC))
        return undefined;
    const length = bytes.readUInt16BE(4);
    if (bytes.length < 6 + length)
        return undefined;
    const text = bytes.toString('utf8', 6, 6 + length);
    return { runs: text === '' ? [] : text.split('\n'), data: bytes.subarray(6 + length) };
}
function cacheFileBytes(runs, data) {
    const text = Buffer.from(runs.join('\n'), 'utf8');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(text.length);
    return Buffer.concat([MAGIC, length, text, data]);
}
/**
 * The global under which the entry leaves its chunk loader. scripts/build.js makes the bundle's
 * runtime load a chunk through it when it is there, and with `require` when it is not.
 */
exports.LOAD_CHUNK = Symbol.for('diffgate.loadChunk');
/** What V8 wraps a chunk's code in, as node does for a CommonJS file. */
const WRAP = ['(function (exports, require, module, __filename, __dirname) { ', '\n});'];
/**
 * Loads the bundle's chunks itself from then on, each compiled with a code cache (see the module
 * comment). A chunk is a plain CommonJS file that only sets its exports, so it is read and run
 * here instead of through `require`: node's module loader costs 0.3-0.5 ms per chunk to find and
 * read the file (three chunks per hook call), and no patching of its internals is needed.
 */
function enableCompileCache(bundleDir, env) {
    const dir = compileCacheDir(env);
    if (!dir)
        return;
    const loaded = [];
    globalThis[exports.LOAD_CHUNK] = (name) => {
        const filename = (0, node_path_1.join)(bundleDir, name);
        const content = (0, node_fs_1.readFileSync)(filename, 'utf8');
        const key = exports.CACHE_KEY_LINE.exec(content)?.[1];
        const file = key === undefined ? undefined : (0, node_path_1.join)(dir, `${key}.bin`);
        const cached = file === undefined ? undefined : readCacheFile(file);
        const script = new node_vm_1.Script(WRAP[0] + content + WRAP[1], { filename, cachedData: cached?.data });
        const accepted = cached !== undefined && !script.cachedDataRejected;
        // a chunk without the build's key line is compiled as usual and never cached
        if (file !== undefined)
            loaded.push({ script, file, had: accepted ? cached.data : undefined, runs: accepted ? cached.runs : [] });
        const module = { exports: {} };
        const run = script.runInThisContext();
        run.call(module.exports, module.exports, noRequire, module, filename, bundleDir);
        return module.exports;
    };
    const setting = env.DIFFGATE_COMPILE_CACHE_REFRESH;
    const always = setting === '1' || (setting !== '0' && Math.random() * REFRESH_ONE_IN < 1);
    process.once('exit', () => saveCaches(dir, loaded, always));
}
/** webpack's chunks reach modules through the runtime, never through require. */
function noRequire(id) {
    throw new Error(`a bundle chunk asked for require(${JSON.stringify(id)}); rebuild with scripts/build.js`);
}
function saveCaches(dir, loaded, always) {
    const due = loaded.filter((l) => l.had === undefined || always || !l.runs.includes(runKind));
    if (due.length === 0)
        return;
    try {
        (0, node_fs_1.mkdirSync)(dir, { recursive: true, mode: 0o700 });
        for (const { script, file, had, runs } of due) {
            const fresh = script.createCachedData();
            const grew = had === undefined || fresh.length > had.length;
            const known = runs.includes(runKind);
            if (!grew && known)
                continue;
            const tmp = `${file}.${process.pid}.tmp`;
            const kinds = known ? runs : [...runs, runKind].slice(-MAX_RUNS);
            (0, node_fs_1.writeFileSync)(tmp, cacheFileBytes(kinds, grew ? fresh : had), { mode: 0o600 });
            (0, node_fs_1.renameSync)(tmp, file);
        }
        pruneStale(dir);
    }
    catch {
        // A cache that cannot be written is only a slower next start.
    }
}
/** How long another build's files may lie unwritten before a run that writes its own removes them. */
const STALE_MS = 30 * 24 * 60 * 60 * 1000;
/** What builds write in the folder: caches, pattern memos, and a write cut short. */
const CACHE_FILE = /^(?:[0-9a-f]{64}\.bin|valid-command-patterns-[0-9a-f]{16}\.txt)(?:\.\d+\.tmp)?$/;
/**
 * Each upgrade leaves the old build's files behind (about 1.5 MB). Runs only where a cache was
 * due (a new kind of run, a refresh), and never takes this build's files. Another installed
 * version sharing the folder loses only files it has not written for STALE_MS: one slower start.
 */
function pruneStale(dir, keys = exports.CHUNK_KEYS, build = exports.BUILD_ID, now = Date.now()) {
    if (keys === '')
        return; // running from source: which files are this build's is not known
    const ours = new Set([...keys.split(' ').map((k) => `${k}.bin`), (0, exports.patternMemoName)(build)]);
    for (const name of (0, node_fs_1.readdirSync)(dir)) {
        if (ours.has(name) || !CACHE_FILE.test(name))
            continue;
        const file = (0, node_path_1.join)(dir, name);
        try {
            if (now - (0, node_fs_1.statSync)(file).mtimeMs > STALE_MS)
                (0, node_fs_1.unlinkSync)(file);
        }
        catch {
            // gone already, or not ours to remove
        }
    }
}


/***/ }),

/***/ 7828:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.writeOut = writeOut;
/**
 * Writes text to a file descriptor synchronously and whole. process.stdout and process.stderr are
 * streams: the first touch loads node's stream, socket and tty modules, which measured 0.18x of
 * node's start-up (7.5 ms) for one line of output, on every commit and every denied tool call.
 * A full pipe (EAGAIN, when the reader set it non-blocking) is waited on; a reader that has gone
 * away (EPIPE, `diffgate check | head`) ends the output, not the run: the exit status still tells.
 */
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
/******/ 			792: 1
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
/******/ 					var file = __nccwpck_require__.u(chunkId), loadChunk = globalThis[Symbol.for("diffgate.loadChunk")];
/******/ 					installChunk(loadChunk ? loadChunk(file) : require("./" + file));
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
// The entry point stays small: it turns on the code cache, then loads the CLI as a chunk of its
// own, so the CLI's code is compiled with the cache too. Whatever fails, even loading a chunk,
// ends in exit 2 with a message (a hook that crashed with another code would let the change through).
const compileCache_js_1 = __nccwpck_require__(4964);
const writeOut_js_1 = __nccwpck_require__(7828);
(0, compileCache_js_1.enableCompileCache)(__dirname, process.env);
__nccwpck_require__.e(/* import() */ 373).then(__nccwpck_require__.bind(__nccwpck_require__, 8373))
    .then(({ start }) => start())
    .catch((e) => {
    (0, writeOut_js_1.writeOut)(2, `diffgate: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
});

})();

module.exports = __webpack_exports__;
/******/ })()
;