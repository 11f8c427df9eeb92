"use strict";
exports.id = 317;
exports.ids = [317];
exports.modules = {

/***/ 2698:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.walkCutFailure = walkCutFailure;
const tripwire_js_1 = __webpack_require__(6941);
const deadline_js_1 = __webpack_require__(5620);
const failure_js_1 = __webpack_require__(6640);
function walkCutFailure(cut, after, seconds = (0, deadline_js_1.limitSeconds)()) {
    return new failure_js_1.HookFailure(tripwire_js_1.tripwireText.walkCut(cut.checked, cut.total, seconds, after));
}


/***/ })

};
;