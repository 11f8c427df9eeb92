export const id = 539;
export const ids = [539,215];
export const modules = {

/***/ 8539:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   clearsEdit: () => (/* binding */ clearsEdit)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3360);
/* harmony import */ var _gatePaths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3629);
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


/***/ }),

/***/ 9575:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ pathRulesAt),
/* harmony export */   p: () => (/* binding */ covered)
/* harmony export */ });
/* harmony import */ var _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4612);
/** Which path rules an edited file falls under, for the edit tools' decisions. */

/** One index per list of rules: the pre-check, the save gates and a refused edit all ask it in one call. */
const indexes = new WeakMap();
/** The path rules (of the repository's manifest inside it, of the lines naming outside paths else) that match the file. */
function pathRulesAt(ctx, path) {
    const rules = path.inRepo ? ctx.rules.repo.rules : ctx.rules.outside.rules;
    let index = indexes.get(rules);
    if (!index)
        indexes.set(rules, (index = new _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_0__/* .PathIndex */ .EG(rules.filter((r) => r.kind !== 'allow' && r.kind !== 'release' && !r.kind.startsWith('command-')))));
    return index.match(path.rel);
}
/** Whether any path rule, or the manifests' own protection, covers the file. */
function covered(ctx, path) {
    if (path.real === ctx.rules.repoFile || ctx.rules.userFiles.includes(path.real))
        return true;
    return pathRulesAt(ctx, path).length > 0;
}


/***/ }),

/***/ 9215:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   editPathField: () => (/* binding */ editPathField),
/* harmony export */   stringEdits: () => (/* binding */ stringEdits)
/* harmony export */ });
const editPathField = (tool) => (tool === 'NotebookEdit' ? 'notebook_path' : 'file_path');
/** An Edit's or a MultiEdit's edits, each field checked (a malformed one fails with the field named). */
function stringEdits(tool, input) {
    return (tool === 'Edit' ? [input] : input.list('edits')).map((e) => ({
        oldString: e.string('old_string'),
        newString: e.string('new_string'),
        replaceAll: e.optionalBoolean('replace_all'),
    }));
}


/***/ })

};
