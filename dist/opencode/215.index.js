export const id = 215;
export const ids = [215];
export const modules = {

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
