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


/***/ }),

/***/ 4612:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ PathIndex),
/* harmony export */   JQ: () => (/* binding */ patternCovers),
/* harmony export */   fU: () => (/* binding */ globMatcher),
/* harmony export */   gu: () => (/* binding */ GLOB_OPTIONS),
/* harmony export */   s4: () => (/* binding */ staticBase)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var _rule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9307);
/**
 * Finds the path rules that match a path without testing every rule: literal patterns are
 * looked up in a map, globs are bucketed by their static base directory, so the cost per path
 * grows with its depth and the rules under its directories, not with the manifest's length.
 */


/** dot files included, `/` separators everywhere, and `s` so that a path with a line break in it still matches `**`. */
const GLOB_OPTIONS = { dot: true, windows: false, flags: 's' };
const NONE = [];
class PathIndex {
    literal = new Map();
    /**
     * Globs by their base; every directory above a base is a key too (with no entries of its own),
     * so a path's walk down its directories stops at the first one that leads to no base.
     */
    byBase = new Map();
    constructor(rules) {
        for (const rule of rules) {
            if ((0,_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .isOutsidePattern */ .qR)(rule.pattern))
                continue;
            const base = staticBase(rule.pattern);
            if (base === rule.pattern)
                push(this.literal, rule.pattern, rule);
            else {
                push(this.byBase, base, { rule });
                for (let slash = base.indexOf('/'); slash !== -1; slash = base.indexOf('/', slash + 1)) {
                    if (!this.byBase.has(base.slice(0, slash)))
                        this.byBase.set(base.slice(0, slash), []);
                }
                if (!this.byBase.has(''))
                    this.byBase.set('', []);
            }
        }
    }
    /** Rules whose pattern matches `path`, in manifest order. */
    match(path) {
        let found;
        const literal = this.literal.get(path);
        if (literal)
            found = [...literal];
        if (this.byBase.size > 0) {
            // bases: '', each directory of the path, and the path itself (`config/**` matches `config`)
            let end = -1;
            for (;;) {
                const entries = this.byBase.get(end === -1 ? '' : path.slice(0, end));
                if (!entries)
                    break; // no base at or below this directory
                for (const entry of entries) {
                    entry.test ??= compile(entry.rule);
                    if (entry.test(path))
                        (found ??= []).push(entry.rule);
                }
                if (end >= path.length || path === '')
                    break;
                const slash = path.indexOf('/', end + 1);
                end = slash === -1 ? path.length : slash;
            }
        }
        if (!found)
            return NONE;
        return found.length > 1 ? found.sort((a, b) => a.line - b.line) : found;
    }
}
/**
 * Compiled globs by pattern. One hook call builds several indexes over the same rules (the
 * checker's, the save gates', the allow list's), and compiling a glob costs more than matching
 * it; the patterns are a manifest's, so the map stays as small as the manifests read.
 */
const matchers = new Map();
/** `pattern` compiled with GLOB_OPTIONS, once per pattern. */
function globMatcher(pattern) {
    let test = matchers.get(pattern);
    if (!test)
        matchers.set(pattern, (test = picomatch__WEBPACK_IMPORTED_MODULE_1__(pattern, GLOB_OPTIONS)));
    return test;
}
function compile(rule) {
    try {
        return globMatcher(rule.pattern);
    }
    catch (e) {
        throw new Error(`${rule.file}:${rule.line}: the glob ${JSON.stringify(rule.pattern)} cannot be compiled: ${e.message}`);
    }
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
const GLOB_CHARS = /[*?[\]{}()!+@\\]/;
/**
 * The directories before a pattern's first glob segment (`src/m1` for a pattern under it), or the
 * whole pattern when it has no glob characters (a literal path). Conservative: any character
 * that could be glob syntax ends the static part, so a glob is never filed under a wrong base.
 */
function staticBase(pattern) {
    if (!GLOB_CHARS.test(pattern))
        return pattern;
    const segments = pattern.split('/');
    const first = segments.findIndex((s) => GLOB_CHARS.test(s));
    return segments.slice(0, first).join('/');
}
/** Whether one pattern matches everything another does (sound, not complete). */
function patternCovers(wider, narrower) {
    if (wider === narrower)
        return true;
    // paths outside the repository (`~/`, `/`) are matched apart from repository paths: `**` covers none of them
    if ((0,_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .isOutsidePattern */ .qR)(wider) !== (0,_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .isOutsidePattern */ .qR)(narrower))
        return false;
    if (staticBase(narrower) !== narrower)
        return wider === '**';
    return globMatcher(wider)(narrower);
}


/***/ }),

/***/ 3360:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oj: () => (/* binding */ secretSegment)
/* harmony export */ });
/* unused harmony exports SECRET_SEGMENTS, NOT_SECRET */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var _pathIndex_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4612);
/**
 * The built-in secret list: path segments that are never added unless an `allow` rule exempts
 * them (and that the agent hooks neither read nor write). Two kinds of name on the list are not
 * secrets by the common conventions, and NOT_SECRET takes them off: an environment file's
 * template (`.env.example`, `.env.sample`, `.env.template`, also after a variant such as
 * `.env.local.example`), which is committed precisely because it holds none; and a program's
 * source file named `secrets` (`secrets.ts`, `secrets.test.ts`, `secrets.py`), whose name says
 * what it handles, not what it holds. `secrets.yml`, `.json`, `.env`, `.toml`, `.txt`, `.sh`
 * (any other extension) stay secrets.
 */


const SECRET_SEGMENTS = [
    '.env',
    '.env.*',
    '*.pem',
    '*.key',
    'id_rsa',
    'id_dsa',
    'id_ecdsa',
    'id_ed25519',
    '.git',
    'application-prod.yml',
    'application-prod.yaml',
    'application-prod.properties',
    'secrets.*',
];
/** Segments the list matches that are not secrets (see above). */
const NOT_SECRET = /^(?:\.env(?:\.[^.]+)*\.(?:example|sample|template)|secrets(?:\.[^.]+)*\.(?:[cm]?[jt]sx?|py|rb|go|rs|java|kt|kts|scala|swift|c|h|cc|cpp|hpp|cs|php|dart|ex|exs|lua|vue|svelte))$/;
let isSecretSegment;
/**
 * A text every match of a pattern contains: its longest literal piece between `*`s (the list uses
 * no other glob syntax; a pattern with any would get '' and always be compiled). Segments that
 * contain none of these cannot match, so most paths are cleared without compiling the globs.
 */
const NEEDLES = SECRET_SEGMENTS.map((p) => /[?[\]{}()!+@\\]/.test(p) ? '' : p.split('*').reduce((a, b) => (b.length > a.length ? b : a), ''));
/** The first segment of `path` that is on the secret list, if any. */
function secretSegment(path) {
    return path.split('/').find((segment) => {
        if (!NEEDLES.some((needle) => segment.includes(needle)))
            return false;
        isSecretSegment ??= picomatch__WEBPACK_IMPORTED_MODULE_1__([...SECRET_SEGMENTS], _pathIndex_js__WEBPACK_IMPORTED_MODULE_0__/* .GLOB_OPTIONS */ .gu);
        return isSecretSegment(segment) && !NOT_SECRET.test(segment);
    });
}


/***/ })

};
