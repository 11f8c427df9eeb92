"use strict";
exports.id = 1672;
exports.ids = [1672];
exports.modules = {

/***/ 1672:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.headBaseline = headBaseline;
const node_child_process_1 = __webpack_require__(1421);
const node_path_1 = __webpack_require__(6760);
const statKey_js_1 = __webpack_require__(4452);
function headBaseline(state, root, env, list, ws, rev = 'HEAD', refused = new Set()) {
    const git = (args) => (0, node_child_process_1.execFileSync)('git', args, { cwd: root, env, maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
    if (refused.size > 0) {
        try {
            const line = git(['rev-list', '--first-parent', '--max-count=1000', rev, '--']).toString('utf8').split('\n');
            const base = line.find((sha) => sha !== '' && !refused.has(sha));
            if (base !== undefined && base !== line[0])
                rev = base;
        }
        catch {
        }
    }
    let changed;
    let listing;
    if (rev !== 'HEAD') {
        try {
            git(['cat-file', '-e', `${rev}^{commit}`]);
        }
        catch {
            return undefined;
        }
    }
    try {
        changed = new Set(git(['diff', '--no-renames', '--no-ext-diff', '--no-textconv', '--name-only', '-z', rev, '--'])
            .toString('utf8')
            .split('\0')
            .filter((p) => p !== ''));
        if (changed.size === 0)
            return 0;
        listing = git(['ls-tree', '-r', '-z', '--full-tree', rev]);
    }
    catch {
        return 0;
    }
    let count = 0;
    for (const item of listing.toString('utf8').split('\0')) {
        const tab = item.indexOf('\t');
        if (tab < 0)
            continue;
        const rel = item.slice(tab + 1);
        if (!changed.has(rel))
            continue;
        const [mode, type, oid] = item.slice(0, tab).split(' ');
        if (type !== 'blob')
            continue;
        const path = node_path_1.posix.join(root, rel);
        if (list.guard(path) === undefined)
            continue;
        if (mode === '120000') {
            state.files[path] = { k: statKey_js_1.ABSENT, t: 'l', l: git(['cat-file', 'blob', oid]).toString('utf8'), r: 1 };
            count++;
            continue;
        }
        const st = (0, statKey_js_1.lstatOrUndefined)(path);
        const bits = st?.isFile() ? st.mode & 0o7777 : 0o644;
        const m = mode === '100755' ? bits | ((bits & 0o444) >> 2) : bits & ~0o111;
        const bytes = git(['cat-file', '--filters', `${rev}:${rel}`]);
        state.files[path] = { k: statKey_js_1.ABSENT, t: 'f', m, b: ws.keepBytes(bytes), r: 1 };
        count++;
    }
    return count;
}


/***/ })

};
;