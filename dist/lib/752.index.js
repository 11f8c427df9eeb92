export const id = 752;
export const ids = [752];
export const modules = {

/***/ 3741:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   walkCutFailure: () => (/* binding */ walkCutFailure)
/* harmony export */ });
/* harmony import */ var _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6778);
/* harmony import */ var _deadline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2631);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2897);
/**
 * The walk of the record cut by the hook's time (quickPass.ts `WalkCut`), as the hook's failure: a
 * protected set too large to look at whole within the hook's time is never let through as if it
 * had been looked at (issue 30, "Never silently unwatched"). The record is left as it was, so what
 * a call changed is judged by the first call whose look finishes.
 */



/** `after`: the cut pass ran after the tool call (its change not judged yet); else before it (the call did not run). */
function walkCutFailure(cut, after, seconds = (0,_deadline_js__WEBPACK_IMPORTED_MODULE_1__/* .limitSeconds */ .Hh)()) {
    return new _failure_js__WEBPACK_IMPORTED_MODULE_2__/* .HookFailure */ .Q(_core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_0__/* .tripwireText */ .w.walkCut(cut.checked, cut.total, seconds, after));
}


/***/ })

};
