#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 604:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Wr: () => (/* binding */ processIo),
/* harmony export */   by: () => (/* binding */ useColor),
/* harmony export */   dc: () => (/* binding */ EXIT)
/* harmony export */ });
function processIo() {
    return {
        cwd: process.cwd(),
        env: process.env,
        stdout: (t) => process.stdout.write(t),
        stderr: (t) => process.stderr.write(t),
        isTTY: process.stderr.isTTY === true,
    };
}
/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
function useColor(io) {
    return io.isTTY && !io.env.NO_COLOR && io.env.TERM !== 'dumb';
}
const EXIT = { ok: 0, blocked: 1, config: 2 };


/***/ }),

/***/ 163:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/** A mistake in how the CLI was called: exit 2 with usage. */
class UsageError extends Error {
}


/***/ }),

/***/ 507:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ manifestText),
/* harmony export */   An: () => (/* binding */ STARTER_MANIFEST),
/* harmony export */   gA: () => (/* binding */ noteText),
/* harmony export */   jU: () => (/* binding */ violationText),
/* harmony export */   uN: () => (/* binding */ cliText)
/* harmony export */ });
/**
 * Every user-facing sentence of the checker, in one place. A block message is an instruction:
 * what was blocked, why (the manifest's reason), and the next action.
 */
const NO_WORKAROUND = 'Do not work around the block by changing another file instead.';
const WAIT = 'Show the change you intended and why, and wait for a person to release it.';
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
const manifestText = {
    unknownKind: (kind) => `unknown rule kind ${JSON.stringify(kind)}: expected one of freeze (A), invariant (B), append (C), budget, deny, allow, save-gate, release, command-allow, command-ask, command-deny`,
    missingColumns: (n) => `expected 3 or 4 TAB-separated columns (rule, pattern, reason [, options]) but found ${n}: separate columns with a TAB, not spaces`,
    extraColumns: (n) => `expected at most 4 TAB-separated columns (rule, pattern, reason, options) but found ${n}: options are separated by spaces, not TABs`,
    emptyReason: () => 'expected a reason: one sentence saying why the rule exists',
    emptyPattern: (kind) => kind === 'release'
        ? 'expected the release phrase a person types, e.g. "guard release"'
        : kind.startsWith('command-')
            ? 'expected a command prefix, e.g. "git push --force"'
            : 'expected a glob pattern, e.g. "config/**"',
    patternSpaces: () => 'expected a pattern without leading or trailing spaces',
    patternBackslash: (p) => `expected "/" as the path separator in ${JSON.stringify(p)}, not "\\"`,
    patternDotSlash: (p) => `expected a repository-relative pattern without a leading "./": ${JSON.stringify(p.slice(2))}`,
    patternDotDot: (p) => `expected a pattern without ".." segments: ${JSON.stringify(p)}`,
    patternUnbalanced: (p, c) => `expected balanced brackets in glob ${JSON.stringify(p)}: "${c}" has no partner`,
    patternInvalid: (p, why) => `expected a valid glob, ${JSON.stringify(p)} is not: ${why}`,
    unknownOption: (kind, key, known) => known.length === 0
        ? `unknown option ${JSON.stringify(key)}: ${kind} takes no options`
        : `unknown option ${JSON.stringify(key)} for ${kind}: expected ${known.map((k) => `${k}=...`).join(' or ')}`,
    optionNeedsValue: (key) => `expected key=value, found ${JSON.stringify(key)} without a value`,
    duplicateOption: (key) => `option ${JSON.stringify(key)} is given twice`,
    badNumber: (key, value) => `expected ${key}=N with N a positive whole number, found ${JSON.stringify(value)}`,
    badValue: (key, value, expected) => `expected ${key}=${expected}, found ${JSON.stringify(value)}`,
    budgetNeedsLimit: () => 'expected a limit for budget: lines=N, bytes=N or both',
};
const type = (t) => (t === 'file' ? 'a regular file' : t === 'symlink' ? 'a symlink' : 'a submodule');
const violationText = {
    freeze: {
        modified: () => 'Changed the content of a frozen file.',
        deleted: () => 'Deleted a frozen file.',
        renamed: (to) => `Renamed a frozen file away (to ${to}); that deletes its path.`,
        mode: (from, to) => `Changed the mode of a frozen file (${from} -> ${to}).`,
        type: (from, to) => `Changed a frozen path from ${type(from)} to ${type(to)}.`,
        next: () => `This file is frozen. ${NO_WORKAROUND} ${WAIT}`,
    },
    invariant: {
        changed: (a, b) => `Changed the invariant span that was at lines ${a}-${b}.`,
        deleted: (n) => `Deleted or renamed away a file with ${plural(n, 'invariant span')}.`,
        binary: () => 'Changed a binary file that has invariant spans; a binary change counts as a change to all of it.',
        nested: (line) => `An INVARIANT-START at line ${line} opens a span inside another span.`,
        unopened: (line) => `An INVARIANT-END at line ${line} closes no span.`,
        unclosed: (line) => `The span opened at line ${line} is never closed; it runs to the end of the file.`,
        next: () => `The lines between INVARIANT-START and INVARIANT-END (markers included) must stay exactly as they were. Edit outside the span. If the span itself must change, do not work around the block by changing another file instead: ${WAIT.charAt(0).toLowerCase()}${WAIT.slice(1)}`,
        markersNext: () => 'Keep every INVARIANT-START paired with its own INVARIANT-END, without nesting; restore the marker you moved or removed.',
    },
    append: {
        changed: (oldLine) => `Removed or changed existing line ${oldLine} of an append-only file.`,
        notAtEnd: (oldLine) => `Inserted or changed content before the end of an append-only file (at its line ${oldLine}); new lines go at the end.`,
        deleted: () => 'Deleted or renamed away an append-only file.',
        binary: () => 'Changed a binary append-only file; a binary change counts as a change to all of it.',
        next: (atEnd) => `This file is append-only. Restore the existing lines exactly and add your text as new lines${atEnd ? ' after the existing content' : ''}. ${NO_WORKAROUND}`,
    },
    budget: {
        lines: (after, before, limit) => `Grew a file that is over its budget: ${after} lines after the change (was ${before}), budget ${limit}.`,
        bytes: (after, before, limit) => `Grew a file that is over its budget: ${after} bytes after the change (was ${before}), budget ${limit}.`,
        next: (measure, limit) => `This file is over its budget of ${limit} ${measure}. Make room first: merge, shorten or remove existing ${measure === 'lines' ? 'lines' : 'text'} so the change does not grow it (one in, one out). ${NO_WORKAROUND}`,
    },
    deny: {
        added: () => 'Added a path the manifest denies.',
        next: (path) => `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and keep it out of the repository. If it must be committed, a person adds an "allow" line for it to the manifest.`,
    },
    secret: {
        added: (segment) => `Added a path that looks like a secret (${JSON.stringify(segment)} is on the built-in secret list).`,
        reason: () => 'Secrets, keys and production credentials must not enter the repository.',
        next: (path) => `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and add it to .gitignore. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
    },
    manifest: {
        weakened: (kind, pattern, source) => `Removed or weakened the rule "${kind} ${pattern}" (${source}).`,
        loosened: (kind, pattern) => `Added a loosening rule "${kind} ${pattern}".`,
        release: (phrases) => `Changed the release phrase (now ${phrases.map((p) => JSON.stringify(p)).join(', ')}).`,
        invalid: (detail) => `The changed manifest does not parse: ${detail}`,
        reason: () => 'The manifest protects itself: a change may add or strengthen rules, never remove or weaken one.',
        next: () => `Keep the old rule as it was; you may add a stricter or broader rule beside it. ${NO_WORKAROUND} ${WAIT}`,
        invalidNext: () => 'Fix the manifest line named above; the manifest must parse before anything else is checked.',
    },
};
const noteText = {
    noManifest: (file) => `diffgate: no manifest at ${file}; only the built-in secret list was checked.`,
};
const cliText = {
    usage: () => `usage:
  diffgate check [--staged | --range BASE..HEAD | --worktree] [--manifest FILE] [--format text|json|github]
  diffgate explain PATH...            which rules cover a path, and why
  diffgate init [--force]             write a starter .diffgate.tsv at the repository root

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
/** The starter manifest `diffgate init` writes. */
const STARTER_MANIFEST = `# diffgate manifest: one rule a line, columns separated by TABs:
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
# command-deny	git push -f|--force	History on shared branches is rewritten only by a person
# command-deny	git reset --hard	Discarding work is a person's decision
# command-ask	git clean -f	Deleting untracked files is a person's decision
# command-ask	npm publish	Publishing is a person's decision
`;


/***/ }),

/***/ 896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 18:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 23:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __nccwpck_require__(604);
// EXTERNAL MODULE: ./src/core/messages.ts
var messages = __nccwpck_require__(507);
// EXTERNAL MODULE: ./src/cli/usageError.ts
var usageError = __nccwpck_require__(163);
;// CONCATENATED MODULE: ./src/cli/main.ts
/** Dispatches the command line; every failure becomes exit 2 with a message (fail closed). */



const COMMANDS = {
    check: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(184), __nccwpck_require__.e(705), __nccwpck_require__.e(307)]).then(__nccwpck_require__.bind(__nccwpck_require__, 307))).checkCommand,
    explain: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(184), __nccwpck_require__.e(705), __nccwpck_require__.e(460)]).then(__nccwpck_require__.bind(__nccwpck_require__, 460))).explainCommand,
    init: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(325)]).then(__nccwpck_require__.bind(__nccwpck_require__, 325))).initCommand,
};
async function run(argv, io) {
    const [name, ...args] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        (name === undefined ? io.stderr : io.stdout)(`${messages/* cliText */.uN.usage()}\n`);
        return name === undefined ? cli_io/* EXIT */.dc.config : cli_io/* EXIT */.dc.ok;
    }
    const load = COMMANDS[name];
    try {
        if (!load)
            throw new usageError/* UsageError */.e(messages/* cliText */.uN.unknownCommand(name));
        return await (await load())(args, io);
    }
    catch (e) {
        if (e instanceof usageError/* UsageError */.e || e.code?.startsWith('ERR_PARSE_ARGS')) {
            io.stderr(`${messages/* cliText */.uN.usageError(e.message)}\n`);
        }
        else {
            io.stderr(`${messages/* cliText */.uN.internalError(e instanceof Error ? (e.stack ?? e.message) : String(e))}\n`);
        }
        return cli_io/* EXIT */.dc.config;
    }
}

;// CONCATENATED MODULE: ./src/cli/index.ts


run(process.argv.slice(2), (0,cli_io/* processIo */.Wr)()).then((code) => (process.exitCode = code), (e) => {
    process.stderr.write(`diffgate: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
});

