export const id = 534;
export const ids = [534];
export const modules = {

/***/ 7534:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   decideScheduledPrompt: () => (/* binding */ decideScheduledPrompt),
/* harmony export */   isScheduledPrompt: () => (/* binding */ isScheduledPrompt),
/* harmony export */   noteScheduledPrompt: () => (/* binding */ noteScheduledPrompt)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5026);
/* harmony import */ var _ownState_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6946);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1186);
/**
 * A tool that schedules words for a later turn: Claude Code 2.1.328's CronCreate ({cron, prompt,
 * recurring, durable}) and ScheduleWakeup ({delaySeconds, prompt}, /loop). When the job fires, the
 * client sends its prompt through UserPromptSubmit. Its schema has `source` ("schedule_wakeup",
 * "loop_wakeup"), read as the model's words where sent (src/agents/claude/claudeInput.ts), but the
 * real client sent a fired CronCreate job with no `source` (review 4, conformance/claude/
 * review4Cron.test.ts). So: scheduling a release phrase is refused here, with a message; and every
 * scheduled prompt, refused or not, is noted in the store (STORE_OWN.scheduled), so that a prompt
 * event whose words equal one (case and spaces aside) is the client's: no release, no person's turn.
 * Any other prompt is the client's to schedule: no opinion.
 */





/** Case and runs of spaces aside, as the person's prompt is matched (personGate.ts). */
const loose = (text) => text.toLowerCase().replace(/\s+/g, ' ');
/** Noted prompts kept: the newest, one JSON line each. */
const KEPT = 500;
/** Notes the prompt a scheduling call names (before it runs: a refused one is noted too); the newest KEPT stay. */
function noteScheduledPrompt(storeDir, args) {
    if (typeof args.prompt !== 'string')
        return;
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(storeDir, _ownState_js__WEBPACK_IMPORTED_MODULE_3__/* .STORE_OWN */ .r.scheduled);
    const lines = [...notedLines(file).slice(-(KEPT - 1)), JSON.stringify(loose(args.prompt).trim())];
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(storeDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, `${lines.join('\n')}\n`, { mode: 0o600 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, file);
}
/** The noted lines; none when there is no file, or it is not a readable regular file. */
function notedLines(file) {
    try {
        return (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularText */ .Aj)(file)
            .split('\n')
            .filter((l) => l !== '');
    }
    catch {
        return [];
    }
}
/** Whether these words are a prompt the model scheduled (none noted, or none readable: no). */
function isScheduledPrompt(storeDir, prompt) {
    const words = loose(prompt).trim();
    return notedLines(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(storeDir, _ownState_js__WEBPACK_IMPORTED_MODULE_3__/* .STORE_OWN */ .r.scheduled)).some((l) => {
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
            message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.scheduled.message(tool, phrase),
            reason: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.scheduled.reason(),
            next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.scheduled.next(),
            releasable: false,
        },
    ];
}


/***/ })

};
