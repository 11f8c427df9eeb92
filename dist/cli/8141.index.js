"use strict";
exports.id = 8141;
exports.ids = [8141];
exports.modules = {

/***/ 8141:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.gitChangedPaths = gitChangedPaths;
const node_child_process_1 = __webpack_require__(1421);
const node_path_1 = __webpack_require__(6760);
const place_js_1 = __webpack_require__(3861);
const deadline_js_1 = __webpack_require__(5620);
const exists_js_1 = __webpack_require__(7880);
function gitChangedPaths(dir, restore) {
    const repo = (0, place_js_1.findRepository)(dir);
    if (!repo || restore.pathspecs === undefined)
        return undefined;
    let { from, pathspecs } = restore;
    if (restore.firstMayBeRevision) {
        const first = pathspecs[0];
        if (!first.startsWith(':') && !(0, exists_js_1.existsOrUnknown)(node_path_1.posix.resolve(dir, first), 'nofollow')) {
            if (pathspecs.length === 1 && restore.forced) {
                from = 'HEAD';
                pathspecs = [':/'];
            }
            else if (pathspecs.length === 1) {
                return [];
            }
            else {
                from = first;
                pathspecs = pathspecs.slice(1);
            }
        }
    }
    const names = [];
    const run = (args) => {
        const r = (0, node_child_process_1.spawnSync)('git', ['-C', dir, ...args], {
            encoding: 'utf8',
            timeout: Math.max(200, Math.min(5000, (0, deadline_js_1.remainingMs)() - 500)),
            maxBuffer: 64 * 1024 * 1024,
            env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0' },
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        return r.status === 0 ? r.stdout : undefined;
    };
    const collect = (out) => {
        if (out === undefined)
            return false;
        for (const n of out.split('\0'))
            if (n !== '')
                names.push(node_path_1.posix.join(repo.root, n));
        return true;
    };
    const base = ['diff', '--name-only', '-z', '--no-renames', '--no-ext-diff'];
    const stashFiles = () => {
        if (!collect(run([...base, `${from}^1`, from, '--'])))
            return false;
        if (run(['rev-parse', '-q', '--verify', `${from}^3`]) !== undefined)
            if (!collect(run(['ls-tree', '-r', '--name-only', '-z', `${from}^3`])))
                return false;
        return true;
    };
    const untrackedFiles = (specs, ignored) => collect(run(['ls-files', '--others', ...(ignored ? [] : ['--exclude-standard']), '-z', '--', ...specs]));
    if (restore.stash && restore.pushed) {
        const p = restore.pushed;
        if (!collect(run([...base, 'HEAD', '--', ...p.pathspecs])))
            return undefined;
        if (p.untracked && !untrackedFiles(p.pathspecs, p.ignored))
            return undefined;
        if (run(['rev-parse', '-q', '--verify', from]) !== undefined && !stashFiles())
            return undefined;
        return names;
    }
    if (restore.stash)
        return stashFiles() ? names : undefined;
    const sides = restore.compare === 'cached' ? ['--cached', from] : restore.compare === 'head' ? ['HEAD', from] : [from];
    if (!collect(run([...base, ...(from === 'index' ? [] : sides), '--', ...pathspecs])))
        return undefined;
    if (restore.untracked && !untrackedFiles(pathspecs, restore.ignored))
        return undefined;
    return names;
}


/***/ })

};
;