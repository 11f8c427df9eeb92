export const id = 574;
export const ids = [574];
export const modules = {

/***/ 4574:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitChangedPaths: () => (/* binding */ gitChangedPaths)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _place_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3860);
/* harmony import */ var _deadline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2631);
/* harmony import */ var _exists_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3531);
/**
 * Which files a git command that puts files back would really change (`git checkout .`,
 * `git restore src`, `git stash`): those that differ from where they come from, as
 * `git diff --name-only` reports them, run where the command runs with its pathspecs as written
 * (so git itself reads their magic and globs). Undefined when that cannot be told (no git, an
 * unknown revision, an unknown directory): the caller then treats every protected path as
 * possibly written (fail closed).
 */





function gitChangedPaths(dir, restore) {
    const repo = (0,_place_js__WEBPACK_IMPORTED_MODULE_2__/* .findRepository */ .W1)(dir);
    if (!repo || restore.pathspecs === undefined)
        return undefined;
    let { from, pathspecs } = restore;
    if (restore.firstMayBeRevision) {
        const first = pathspecs[0];
        // `git checkout NAME`: a path when one exists, else a branch or revision (then the rest are paths)
        if (!first.startsWith(':') && !(0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .existsOrUnknown */ .i7)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.resolve(dir, first), 'nofollow')) {
            if (pathspecs.length === 1 && restore.forced) {
                // `git checkout -f main`: switching, and every local change is discarded
                from = 'HEAD';
                pathspecs = [':/'];
            }
            else if (pathspecs.length === 1) {
                return []; // switching branches: not a restore (see docs/decisions.md)
            }
            else {
                from = first;
                pathspecs = pathspecs.slice(1);
            }
        }
    }
    const names = [];
    const run = (args) => {
        const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', ['-C', dir, ...args], {
            encoding: 'utf8',
            timeout: Math.max(200, Math.min(5000, (0,_deadline_js__WEBPACK_IMPORTED_MODULE_3__.remainingMs)() - 500)),
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
                names.push(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(repo.root, n));
        return true;
    };
    const base = ['diff', '--name-only', '-z', '--no-renames', '--no-ext-diff'];
    const stashFiles = () => {
        if (!collect(run([...base, `${from}^1`, from, '--'])))
            return false;
        // a stash made with -u keeps untracked files in a third parent: they are written back too
        if (run(['rev-parse', '-q', '--verify', `${from}^3`]) !== undefined)
            if (!collect(run(['ls-tree', '-r', '--name-only', '-z', `${from}^3`])))
                return false;
        return true;
    };
    // `git stash -u` removes untracked files as well, `-a` ignored ones too
    const untrackedFiles = (specs, ignored) => collect(run(['ls-files', '--others', ...(ignored ? [] : ['--exclude-standard']), '-z', '--', ...specs]));
    if (restore.stash && restore.pushed) {
        // `git stash && ... && git stash pop`: the pop applies what the line's push saves; when that
        // push saves nothing (or does not run), the newest stash there is now, if any
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
