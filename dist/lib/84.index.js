export const id = 84;
export const ids = [84,302];
export const modules = {

/***/ 2084:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  decideRead: () => (/* binding */ decideRead)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
// EXTERNAL MODULE: ./.build/js/src/core/messages/claude.js
var claude = __webpack_require__(5026);
// EXTERNAL MODULE: ./.build/js/src/core/pathIndex.js
var pathIndex = __webpack_require__(4612);
// EXTERNAL MODULE: ./.build/js/src/core/secrets.js
var secrets = __webpack_require__(3360);
;// CONCATENATED MODULE: ./.build/js/src/agent/braceAlternatives.js
/**
 * How many strings a brace pattern stands for, counted on the `braces` package's parse tree
 * without making them: `src/{1..1000}{1..1000}{1..1000}.ts` is 10^9 strings, which
 * `braces.expand` would build synchronously (review-15c F04, a hook that never answers).
 * Lists add up their alternatives, consecutive lists and ranges multiply. Where the tree has a
 * shape this count does not know, it counts high, never low: a count is only used as a cap.
 */
function braceAlternatives(root) {
    return sequence(root.nodes ?? []);
}
function sequence(nodes) {
    let n = 1;
    for (const node of nodes)
        if (node.type === 'brace')
            n *= list(node);
    return n;
}
function list(node) {
    const inner = (node.nodes ?? []).filter((n) => n.type !== 'open' && n.type !== 'close');
    let n = sequence(inner); // text, or a list's nested lists
    if (!node.close)
        return n;
    if ((node.ranges ?? 0) > 0)
        n = Math.max(n, range(inner));
    if ((node.commas ?? 0) > 0) {
        let sum = 0;
        let part = [];
        for (const child of inner) {
            if (child.type === 'comma') {
                sum += sequence(part);
                part = [];
            }
            else
                part.push(child);
        }
        n = Math.max(n, sum + sequence(part));
    }
    return n;
}
const isInteger = (s) => s !== '' && Number.isInteger(Number(s));
/**
 * `{1..1000}`, `{a..z}`, `{1..10..3}`: the range's length, read as `braces` reads it (its text
 * parts are the ends and the step; ends of one character that are not numbers are letters);
 * 1 for a text that is no range.
 */
function range(inner) {
    const [from, to, by] = inner.filter((n) => n.type === 'text').map((n) => n.value ?? '');
    if (!from || !to)
        return 1;
    if (by !== undefined && by !== '' && !isInteger(by))
        return 1;
    const step = Math.abs(Number(by || 1)) || 1;
    if (isInteger(from) && isInteger(to))
        return Math.floor(Math.abs(Number(to) - Number(from)) / step) + 1;
    if ((!isInteger(from) && from.length > 1) || (!isInteger(to) && to.length > 1))
        return 1;
    return Math.floor(Math.abs(to.charCodeAt(0) - from.charCodeAt(0)) / step) + 1;
}

// EXTERNAL MODULE: ./.build/js/src/agent/realPath.js
var realPath = __webpack_require__(2412);
// EXTERNAL MODULE: ./.build/js/src/agent/toolPath.js
var toolPath = __webpack_require__(4302);
;// CONCATENATED MODULE: ./.build/js/src/agent/readTools.js
/**
 * Read, Grep, Glob and LS: the workspace boundary and the secret list, by the same path rules as
 * the writing tools. A Grep `glob` or Glob `pattern` that singles out secret files (`*.pem`,
 * `.env*`) is refused too; a broad one (`**\/*`) is not, since it names no secret in particular.
 */









/** A name of each kind on the secret list, and names that are surely not secrets. */
const SECRET_SAMPLES = [
    '.env',
    '.env.local',
    'server.pem',
    'deploy.key',
    'id_rsa',
    'id_dsa',
    'id_ecdsa',
    'id_ed25519',
    '.git',
    'application-prod.yml',
    'application-prod.yaml',
    'application-prod.properties',
    'secrets.json',
];
const PLAIN_SAMPLES = ['README.md', 'index.ts', 'main.py', 'notes.txt'];
/** Brace alternatives one glob segment is checked for, one by one. */
const MAX_ALTERNATIVES = 256;
async function decideRead(tool, input, ctx) {
    const paths = [];
    if (tool === 'Read')
        paths.push(input.string('file_path'));
    else if (tool === 'LS')
        paths.push(input.string('path'));
    else
        paths.push(input.optionalString('path') ?? ctx.place.cwd);
    const globs = [];
    if (tool === 'Grep') {
        const g = input.optionalString('glob');
        if (g !== undefined)
            globs.push(g);
    }
    if (tool === 'Glob') {
        const pattern = input.string('pattern');
        globs.push(pattern);
        const base = picomatch.scan(pattern.replace(/\\/g, '/')).base;
        if (pattern.startsWith('/') ||
            pattern.startsWith('~') ||
            pattern.split(/[\\/]/).includes('..') ||
            /^[A-Za-z]:|^\\\\/.test(pattern)) {
            paths.push(pattern.startsWith('~/') ? external_node_path_.posix.join(ctx.place.home, base.slice(2)) : base || pattern);
        }
    }
    for (const p of paths) {
        const resolved = (0,toolPath.resolveToolPath)(p, ctx, () => tempDirs(ctx.place.workspace, ctx.place.tempDirs));
        if ((0,toolPath.isDenial)(resolved))
            return [resolved];
    }
    for (const g of globs) {
        const found = await secretTargeting(g);
        if (found !== undefined) {
            const { segment, braces } = found;
            return [
                {
                    rule: 'secret',
                    path: g,
                    message: braces
                        ? claude/* claudeText */.E.workspace.secretBraces(JSON.stringify(g), segment, MAX_ALTERNATIVES)
                        : claude/* claudeText */.E.workspace.secret(JSON.stringify(g), segment),
                    reason: claude/* claudeText */.E.workspace.secretReason(),
                    next: claude/* claudeText */.E.workspace.secretNext(),
                    releasable: false,
                },
            ];
        }
    }
    return [];
}
/**
 * The temporary folders' real paths (a build log, a test report under /tmp is read daily). Only
 * reading tools reach them; a symlink there to a file elsewhere is judged by where it points. A
 * temporary folder that holds the workspace is not one: the boundary is then the workspace's.
 */
function tempDirs(workspace, extra = []) {
    const out = [];
    for (const d of ['/tmp', '/var/tmp', ...extra]) {
        if (!d.startsWith('/'))
            continue;
        try {
            const real = external_node_fs_.realpathSync.native(d);
            if (real !== '/' && !(0,realPath/* isWithin */.U)(workspace, real))
                out.push(real);
        }
        catch {
            // no such folder here
        }
    }
    return out;
}
/**
 * The segment of a glob that singles out secret files, if any: a name on the secret list
 * (`.env.production`, `prod.key`), or a glob that matches names of the list's kinds and no
 * ordinary names (`*.pem`, `.env*`). A brace list is checked alternative by alternative
 * (`*.{pem,txt}` singles out `*.pem`). A broad glob (`*`, `**`, `*.md`) names no secret in
 * particular and passes.
 */
async function secretTargeting(glob) {
    for (const segment of glob.replace(/\\/g, '/').split('/')) {
        if (segment === '' || segment === '**')
            continue;
        let alternatives = [segment];
        // a few lists at most: nested or chained lists multiply (a cap on the work, not on safety);
        // past the caps a list is not known to spare secrets (as a whole, `*.md` among its
        // alternatives would make `*.pem` look ordinary)
        if (segment.includes('{')) {
            if ((segment.match(/\{/g)?.length ?? 0) > 4)
                return { segment, braces: true };
            try {
                // loaded only for a brace list: every Read, Grep and Glob call would pay for it otherwise
                const braces = (await __webpack_require__.e(/* import() */ 748).then(__webpack_require__.t.bind(__webpack_require__, 748, 19))).default;
                // counted before they are made: three ranges of 1,000 are 10^9 strings (review-15c F04)
                if (braceAlternatives(braces.parse(segment)) > MAX_ALTERNATIVES)
                    return { segment, braces: true };
                alternatives = braces.expand(segment);
            }
            catch {
                return { segment, braces: true }; // a list that cannot be expanded is not known to spare secrets
            }
            if (alternatives.length > MAX_ALTERNATIVES)
                return { segment, braces: true };
            if (alternatives.length === 0)
                alternatives = [segment];
        }
        for (const alternative of alternatives) {
            if (targetsSecrets(alternative))
                return { segment };
        }
    }
    return undefined;
}
function targetsSecrets(segment) {
    if (!picomatch.scan(segment).isGlob)
        return (0,secrets/* secretSegment */.Oj)(segment) !== undefined;
    let isMatch;
    try {
        isMatch = picomatch(segment, pathIndex/* GLOB_OPTIONS */.gu);
    }
    catch {
        return true;
    }
    return SECRET_SAMPLES.some((s) => isMatch(s)) && !PLAIN_SAMPLES.some((s) => isMatch(s));
}


/***/ }),

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
