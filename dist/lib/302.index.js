export const id = 302;
export const ids = [302];
export const modules = {

/***/ 4302:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   isDenial: () => (/* binding */ isDenial),
/* harmony export */   resolveToolPath: () => (/* binding */ resolveToolPath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4006);
/* harmony import */ var _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5026);
/* harmony import */ var _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4612);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3360);
/* harmony import */ var _displayPath_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6482);
/* harmony import */ var _realPath_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2412);
/* harmony import */ var _tooLongForPath_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5687);
/**
 * The workspace boundary for file tools: a path is reached only when its real path (symlinks
 * resolved, the parent's real path for a file yet to be created) lies in the workspace, or a
 * manifest line names it outside. Windows drive and UNC paths and empty paths are refused,
 * backslashes are read as separators, and the built-in secret list is refused unless an `allow`
 * line exempts the path.
 */








const refuse = (message, path, next = _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.next()) => ({
    rule: 'workspace',
    path,
    message,
    reason: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.reason(),
    next,
    releasable: false,
});
/**
 * `reachable`: real paths of folders outside the workspace the tool may reach too (the temporary
 * folders, for the reading tools: a build log under /tmp). The secret list applies there as well.
 */
function resolveToolPath(raw, ctx, reachable = () => []) {
    const { place, rules } = ctx;
    if (raw.trim() === '')
        return refuse(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.empty(), raw);
    if (raw.includes('\0'))
        return refuse(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.nul(), raw);
    if (/^[A-Za-z]:/.test(raw))
        return refuse(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.drive(raw), raw);
    if (/^(\\\\|\/\/|\\\/|\/\\)/.test(raw))
        return refuse(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.unc(raw), raw);
    // Claude Code's file tools trim the path and expand a leading `~` before they use it (read in its
    // source, 2.0.50): judge the file they will reach, not the text as sent.
    const trimmed = raw.trim().replace(/\\/g, '/');
    const path = trimmed === '~' || trimmed.startsWith('~/') ? place.home + trimmed.slice(1) : trimmed;
    const abs = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.resolve(place.cwd, path);
    // Claude Code's tools take the path as given, absolute: one the kernel refuses reaches nothing.
    if ((0,_tooLongForPath_js__WEBPACK_IMPORTED_MODULE_5__/* .tooLongForPath */ .xU)(abs))
        return refuse(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.unreachable(raw, 'ENAMETOOLONG'), raw, _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.unreachableNext());
    let real;
    try {
        real = (0,_realPath_js__WEBPACK_IMPORTED_MODULE_4__/* .realPathOf */ .d)(abs);
    }
    catch (e) {
        const code = e.code;
        if (code === 'ELOOP' || code === 'ENOTDIR' || code === 'ENAMETOOLONG')
            return refuse(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.unreachable(raw, code), raw, _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.unreachableNext());
        throw e;
    }
    const inWorkspace = (0,_realPath_js__WEBPACK_IMPORTED_MODULE_4__/* .isWithin */ .U)(real, place.workspace);
    const inRepo = (0,_realPath_js__WEBPACK_IMPORTED_MODULE_4__/* .isWithin */ .U)(real, place.root);
    const rel = inRepo ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.relative(place.root, real) : real.replace(/^\/+/, '');
    if (!inWorkspace) {
        const named = namedOutside(ctx, real) || namedOutside(ctx, abs) || reachable().some((d) => (0,_realPath_js__WEBPACK_IMPORTED_MODULE_4__/* .isWithin */ .U)(real, d));
        if (!named || inRepo) {
            const shown = (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_6__/* .displayPath */ .G)(real, place);
            if ((0,_realPath_js__WEBPACK_IMPORTED_MODULE_4__/* .isWithin */ .U)(abs, place.workspace) && abs !== real)
                return refuse(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.symlink(raw, shown), raw);
            if (path.split('/').includes('..'))
                return refuse(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.dotdot(raw), raw);
            return refuse(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.outside(raw, place.workspace), raw);
        }
    }
    const shown = (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_6__/* .displayPath */ .G)(real, place);
    // git's own directory wherever it lies (`git init --separate-git-dir` can put it anywhere), as `.git` is
    if (place.gitDir && ((0,_realPath_js__WEBPACK_IMPORTED_MODULE_4__/* .isWithin */ .U)(real, place.gitDir) || (0,_realPath_js__WEBPACK_IMPORTED_MODULE_4__/* .isWithin */ .U)(abs, place.gitDir))) {
        return {
            rule: 'secret',
            path: shown,
            message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.gitDir(shown),
            reason: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.secretReason(),
            next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.gate.gitDirNext(),
            releasable: false,
        };
    }
    const allowed = new _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .PathIndex */ .EG((inRepo ? rules.repo.rules : rules.outside.rules).filter((r) => r.kind === 'allow'));
    const relAbs = inRepo && (0,_realPath_js__WEBPACK_IMPORTED_MODULE_4__/* .isWithin */ .U)(abs, place.root) ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.relative(place.root, abs) : undefined;
    for (const candidate of relAbs !== undefined && relAbs !== rel ? [rel, relAbs] : [rel]) {
        const segment = (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .secretSegment */ .Oj)(candidate);
        if (segment !== undefined && allowed.match(candidate).length === 0) {
            return {
                rule: 'secret',
                path: shown,
                message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.secret(shown, segment),
                reason: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.secretReason(),
                next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeText */ .E.workspace.secretNext(),
                releasable: false,
            };
        }
    }
    return { abs, real, inRepo, rel, shown };
}
/** Whether a manifest line names this path outside the repository: it matches, or lies under the line's folder. */
function namedOutside(ctx, abs) {
    const rel = abs.replace(/^\/+/, '');
    return ctx.rules.outside.rules.some((r) => {
        if ((0,_core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .globMatcher */ .fU)(r.pattern)(rel))
            return true;
        const base = picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(r.pattern).base;
        return base !== '' && (0,_realPath_js__WEBPACK_IMPORTED_MODULE_4__/* .isWithin */ .U)(abs, `/${base}`);
    });
}
function isDenial(x) {
    return 'rule' in x;
}


/***/ })

};
