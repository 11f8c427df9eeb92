"use strict";
exports.id = 3575;
exports.ids = [3575];
exports.modules = {

/***/ 3575:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.noteScheduledPrompt = noteScheduledPrompt;
exports.isScheduledPrompt = isScheduledPrompt;
exports.decideScheduledPrompt = decideScheduledPrompt;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const ownState_js_1 = __webpack_require__(5201);
const readRegular_js_1 = __webpack_require__(6355);
const loose = (text) => text.toLowerCase().replace(/\s+/g, ' ');
const KEPT = 500;
function noteScheduledPrompt(storeDir, args) {
    if (typeof args.prompt !== 'string')
        return;
    const file = node_path_1.posix.join(storeDir, ownState_js_1.STORE_OWN.scheduled);
    const lines = [...notedLines(file).slice(-(KEPT - 1)), JSON.stringify(loose(args.prompt).trim())];
    (0, node_fs_1.mkdirSync)(storeDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    (0, node_fs_1.writeFileSync)(tmp, `${lines.join('\n')}\n`, { mode: 0o600 });
    (0, node_fs_1.renameSync)(tmp, file);
}
function notedLines(file) {
    try {
        return (0, readRegular_js_1.readRegularText)(file)
            .split('\n')
            .filter((l) => l !== '');
    }
    catch {
        return [];
    }
}
function isScheduledPrompt(storeDir, prompt) {
    const words = loose(prompt).trim();
    return notedLines(node_path_1.posix.join(storeDir, ownState_js_1.STORE_OWN.scheduled)).some((l) => {
        try {
            return JSON.parse(l) === words;
        }
        catch {
            return false;
        }
    });
}
function decideScheduledPrompt(tool, args, phrases) {
    const prompt = loose(args.string('prompt'));
    const phrase = phrases.find((p) => prompt.includes(loose(p)));
    if (phrase === undefined)
        return [];
    return [
        {
            rule: 'scheduled-release',
            message: claude_js_1.claudeText.scheduled.message(tool, phrase),
            reason: claude_js_1.claudeText.scheduled.reason(),
            next: claude_js_1.claudeText.scheduled.next(),
            releasable: false,
        },
    ];
}


/***/ })

};
;