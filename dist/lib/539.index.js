export const id = 539;
export const ids = [539];
export const modules = {

/***/ 8539:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   clearsEdit: () => (/* binding */ clearsEdit)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3360);
/* harmony import */ var _gatePaths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6606);
/* harmony import */ var _coverage_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9575);
/* harmony import */ var _editTool_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9215);
/**
 * A Write, Edit or MultiEdit that nothing could deny, told apart before the edit modules load (the
 * checker, the rule modules, jsdiff: 1-2 ms of every such call, measured). decideEdit denies
 * only for: the workspace boundary and the secret list (resolveToolPath, done by the caller);
 * another repository's rules; a gate file; a symlink the tool would replace; a path rule or save
 * gate that covers the file; a new file's name on the secret list; the manifests' own protection;
 * and malformed input. A file clear of all of these is allowed whatever the edit does, so the hook
 * answers without the checker. Sound, not complete, like the shell pre-scan: whatever is not
 * cleared here goes the whole way.
 */





async function clearsEdit(tool, input, ctx, path) {
    // Inside the repository, reached with no symlink on the way (a link the tool would replace is judged too).
    if (!path.inRepo || path.abs !== path.real)
        return false;
    // cheapest first: a covered file (the common way on) is turned away before any file system call
    if ((0,_coverage_js__WEBPACK_IMPORTED_MODULE_3__/* .covered */ .p)(ctx, path) || (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .secretSegment */ .Oj)(path.rel) !== undefined)
        return false;
    if (new _gatePaths_js__WEBPACK_IMPORTED_MODULE_2__/* .GatePaths */ .mX(ctx.place).at(path.real) !== undefined)
        return false;
    if ((await ctx.ownContext?.(path.real)) !== ctx)
        return false;
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path.abs, { throwIfNoEntry: false });
    }
    catch {
        return false; // unreachable: the whole way says why
    }
    if (stat && !stat.isFile())
        return false;
    // Malformed input is refused as the whole way refuses it, never cleared.
    if (tool === 'Write')
        input.string('content');
    else
        (0,_editTool_js__WEBPACK_IMPORTED_MODULE_4__.stringEdits)(tool, input);
    return true;
}


/***/ })

};
