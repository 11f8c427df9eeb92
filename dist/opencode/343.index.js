export const id = 343;
export const ids = [343];
export const modules = {

/***/ 5343:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   decideRead: () => (/* binding */ decideRead)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4006);
/* harmony import */ var _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5026);
/* harmony import */ var _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4612);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3360);
/* harmony import */ var _realPath_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5381);
/* harmony import */ var _toolPath_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(459);
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
        const base = picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(pattern.replace(/\\/g, '/')).base;
        if (pattern.startsWith('/') ||
            pattern.startsWith('~') ||
            pattern.split(/[\\/]/).includes('..') ||
            /^[A-Za-z]:|^\\\\/.test(pattern)) {
            paths.push(pattern.startsWith('~/') ? node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(ctx.place.home, base.slice(2)) : base || pattern);
        }
    }
    for (const p of paths) {
        const resolved = (0,_toolPath_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveToolPath */ .m)(p, ctx, () => tempDirs(ctx.place.workspace, ctx.place.tempDirs));
        if ((0,_toolPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isDenial */ .c)(resolved))
            return [resolved];
    }
    for (const g of globs) {
        const segment = await secretTargeting(g);
        if (segment !== undefined) {
            return [
                {
                    rule: 'secret',
                    path: g,
                    message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.workspace.secret(JSON.stringify(g), segment),
                    reason: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.workspace.secretReason(),
                    next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.workspace.secretNext(),
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
            const real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(d);
            if (real !== '/' && !(0,_realPath_js__WEBPACK_IMPORTED_MODULE_5__/* .isWithin */ .U)(workspace, real))
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
        // a few lists at most: nested or chained lists multiply (a cap on the work, not on safety)
        if (segment.includes('{') && (segment.match(/\{/g)?.length ?? 0) <= 4) {
            try {
                // loaded only for a brace list: every Read, Grep and Glob call would pay for it otherwise
                alternatives = (await __webpack_require__.e(/* import() */ 748).then(__webpack_require__.t.bind(__webpack_require__, 748, 19))).default.expand(segment);
            }
            catch {
                return segment; // a list that cannot be expanded is not known to spare secrets
            }
        }
        else if (segment.includes('{'))
            return segment;
        for (const alternative of alternatives.length > 0 && alternatives.length <= 256 ? alternatives : [segment]) {
            if (targetsSecrets(alternative))
                return segment;
        }
    }
    return undefined;
}
function targetsSecrets(segment) {
    if (!picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(segment).isGlob)
        return (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .secretSegment */ .Oj)(segment) !== undefined;
    let isMatch;
    try {
        isMatch = picomatch__WEBPACK_IMPORTED_MODULE_7__(segment, _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_3__/* .GLOB_OPTIONS */ .gu);
    }
    catch {
        return true;
    }
    return SECRET_SAMPLES.some((s) => isMatch(s)) && !PLAIN_SAMPLES.some((s) => isMatch(s));
}


/***/ })

};
