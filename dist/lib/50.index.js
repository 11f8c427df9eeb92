export const id = 50;
export const ids = [50];
export const modules = {

/***/ 4985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   quietBefore: () => (/* binding */ quietBefore)
/* harmony export */ });
/* harmony import */ var _calls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2379);
/* harmony import */ var _quickPass_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2608);
/* harmony import */ var _watchState_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5200);
/**
 * The tripwire's pass before a call, when nothing it watches moved since the record: most calls.
 * The record then already shows the state just before this call, and all there is to do is to list
 * the call as begun (calls.ts). It needs no rules and no lock: the record is
 * replaced whole by a rename, so it is read whole or not at all, and anything that moved (a
 * person's edit, a parallel call's change or put-back) sends the call to the full pass, which takes
 * the lock and looks again. Loaded without the full pass's code (judging, putting back).
 */



/** Whether the record was found up to date (and the call listed as begun); false: the full pass must run. */
function quietBefore(call, at) {
    const ws = new _watchState_js__WEBPACK_IMPORTED_MODULE_2__/* .WatchStore */ .nL(call.storeDir);
    const state = ws.load();
    if (state === undefined || (state.root !== undefined && state.root !== call.place.root))
        return false;
    if (state.pending !== undefined)
        return false; // the record is not whole yet: the full pass goes on with it
    if (!(0,_quickPass_js__WEBPACK_IMPORTED_MODULE_1__/* .nothingMoved */ .FY)((0,_quickPass_js__WEBPACK_IMPORTED_MODULE_1__/* .moved */ .aW)(state)) || (call.place.gitDir !== null && (0,_quickPass_js__WEBPACK_IMPORTED_MODULE_1__/* .refsMoved */ .cY)(state)))
        return false;
    (0,_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .beginCall */ .QY)(ws.dir, (0,_calls_js__WEBPACK_IMPORTED_MODULE_0__.callKey)(call.session, call.toolUseId, at), call.session);
    return true;
}


/***/ })

};
