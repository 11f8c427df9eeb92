"use strict";
exports.id = 1010;
exports.ids = [1010];
exports.modules = {

/***/ 1010:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.agentHook = exports.AGENTS = exports.claude = void 0;
exports.claude = {
    run: async (stdin, ports) => (await __webpack_require__.e(/* import() */ "3861-4149-7807").then(__webpack_require__.bind(__webpack_require__, 9621))).claudeHook.run(stdin, ports),
    crashed: (message) => ({ exit: 2, stdout: '', stderr: message }),
};
exports.AGENTS = {
    claude: async () => exports.claude,
    codex: async () => (await __webpack_require__.e(/* import() */ "635-3861-7207-7807").then(__webpack_require__.bind(__webpack_require__, 7207))).codexHook,
    gemini: async () => (await __webpack_require__.e(/* import() */ "279-635-3861-4006-7807").then(__webpack_require__.bind(__webpack_require__, 279))).geminiHook,
    cursor: async () => (await __webpack_require__.e(/* import() */ "635-3861-5437-7807").then(__webpack_require__.bind(__webpack_require__, 5437))).cursorHook,
    copilot: async () => (await __webpack_require__.e(/* import() */ "635-1243-3861-7807").then(__webpack_require__.bind(__webpack_require__, 1243))).copilotHook,
};
const agentHook = async (agent) => Object.hasOwn(exports.AGENTS, agent) ? await exports.AGENTS[agent]() : exports.claude;
exports.agentHook = agentHook;


/***/ })

};
;