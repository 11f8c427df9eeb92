"use strict";
exports.id = 5708;
exports.ids = [5708];
exports.modules = {

/***/ 5708:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.editPathField = void 0;
exports.stringEdits = stringEdits;
const editPathField = (tool) => (tool === 'NotebookEdit' ? 'notebook_path' : 'file_path');
exports.editPathField = editPathField;
function stringEdits(tool, input) {
    return (tool === 'Edit' ? [input] : input.list('edits')).map((e) => ({
        oldString: e.string('old_string'),
        newString: e.string('new_string'),
        replaceAll: e.optionalBoolean('replace_all'),
    }));
}


/***/ })

};
;