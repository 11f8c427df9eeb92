// diffgate-cache-key: 29a9f0acb0cada3225e1fa6a32da2f1e375892e12066024155b8365fd02c9155
"use strict";
exports.id = 716;
exports.ids = [716];
exports.modules = {

/***/ 9716:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.decideRead = decideRead;
/**
 * Read, Grep, Glob and LS: the workspace boundary and the secret list, by the same path rules as
 * the writing tools. A Grep `glob` or Glob `pattern` that singles out secret files (`*.pem`,
 * `.env*`) is refused too; a broad one (`**\/*`) is not, since it names no secret in particular.
 */
const node_path_1 = __webpack_require__(6760);
const picomatch_1 = __importDefault(__webpack_require__(4006));
const claude_js_1 = __webpack_require__(209);
const pathIndex_js_1 = __webpack_require__(1079);
const secrets_js_1 = __webpack_require__(1359);
const toolPath_js_1 = __webpack_require__(4722);
/** A name of each kind on the secret list, and names that are surely not secrets. */
const SECRET_SAMPLES = ['.env', '.env.local', 'server.pem', 'deploy.key', 'id_rsa', 'id_dsa', 'id_ecdsa', 'id_ed25519', '.git', 'application-prod.yml', 'application-prod.yaml', 'application-prod.properties', 'secrets.json'];
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
        const base = picomatch_1.default.scan(pattern.replace(/\\/g, '/')).base;
        if (pattern.startsWith('/') || pattern.startsWith('~') || pattern.split(/[\\/]/).includes('..') || /^[A-Za-z]:|^\\\\/.test(pattern)) {
            paths.push(pattern.startsWith('~/') ? node_path_1.posix.join(ctx.place.home, base.slice(2)) : base || pattern);
        }
    }
    for (const p of paths) {
        const resolved = (0, toolPath_js_1.resolveToolPath)(p, ctx);
        if ((0, toolPath_js_1.isDenial)(resolved))
            return [resolved];
    }
    for (const g of globs) {
        const segment = await secretTargeting(g);
        if (segment !== undefined) {
            return [{ rule: 'secret', path: g, message: claude_js_1.claudeText.workspace.secret(JSON.stringify(g), segment), reason: claude_js_1.claudeText.workspace.secretReason(), next: claude_js_1.claudeText.workspace.secretNext(), releasable: false }];
        }
    }
    return [];
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
                alternatives = (await __webpack_require__.e(/* import() */ 748).then(__webpack_require__.t.bind(__webpack_require__, 748, 23))).default.expand(segment);
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
    if (!picomatch_1.default.scan(segment).isGlob)
        return (0, secrets_js_1.secretSegment)(segment) !== undefined;
    let isMatch;
    try {
        isMatch = (0, picomatch_1.default)(segment, pathIndex_js_1.GLOB_OPTIONS);
    }
    catch {
        return true;
    }
    return SECRET_SAMPLES.some((s) => isMatch(s)) && !PLAIN_SAMPLES.some((s) => isMatch(s));
}


/***/ }),

/***/ 4722:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.resolveToolPath = resolveToolPath;
exports.isDenial = isDenial;
/**
 * The workspace boundary for file tools: a path is reached only when its real path (symlinks
 * resolved, the parent's real path for a file yet to be created) lies in the workspace, or a
 * manifest line names it outside. Windows drive and UNC paths and empty paths are refused,
 * backslashes are read as separators, and the built-in secret list is refused unless an `allow`
 * line exempts the path.
 */
const node_path_1 = __webpack_require__(6760);
const picomatch_1 = __importDefault(__webpack_require__(4006));
const claude_js_1 = __webpack_require__(209);
const pathIndex_js_1 = __webpack_require__(1079);
const secrets_js_1 = __webpack_require__(1359);
const displayPath_js_1 = __webpack_require__(2062);
const realPath_js_1 = __webpack_require__(1344);
const refuse = (message, path, next = claude_js_1.claudeText.workspace.next()) => ({
    rule: 'workspace', path, message, reason: claude_js_1.claudeText.workspace.reason(), next, releasable: false,
});
function resolveToolPath(raw, ctx) {
    const { place, rules } = ctx;
    if (raw.trim() === '')
        return refuse(claude_js_1.claudeText.workspace.empty(), raw);
    if (raw.includes('\0'))
        return refuse(claude_js_1.claudeText.workspace.nul(), raw);
    if (/^[A-Za-z]:/.test(raw))
        return refuse(claude_js_1.claudeText.workspace.drive(raw), raw);
    if (/^(\\\\|\/\/|\\\/|\/\\)/.test(raw))
        return refuse(claude_js_1.claudeText.workspace.unc(raw), raw);
    // Claude Code's file tools trim the path and expand a leading `~` before they use it (read in its
    // source, 2.0.50): judge the file they will reach, not the text as sent.
    const trimmed = raw.trim().replace(/\\/g, '/');
    const path = trimmed === '~' || trimmed.startsWith('~/') ? place.home + trimmed.slice(1) : trimmed;
    const abs = node_path_1.posix.resolve(place.cwd, path);
    let real;
    try {
        real = (0, realPath_js_1.realPathOf)(abs);
    }
    catch (e) {
        const code = e.code;
        if (code === 'ELOOP' || code === 'ENOTDIR' || code === 'ENAMETOOLONG')
            return refuse(claude_js_1.claudeText.workspace.unreachable(raw, code), raw, claude_js_1.claudeText.workspace.unreachableNext());
        throw e;
    }
    const inWorkspace = (0, realPath_js_1.isWithin)(real, place.workspace);
    const inRepo = (0, realPath_js_1.isWithin)(real, place.root);
    const rel = inRepo ? node_path_1.posix.relative(place.root, real) : real.replace(/^\/+/, '');
    if (!inWorkspace) {
        const named = namedOutside(ctx, real) || namedOutside(ctx, abs);
        if (!named || inRepo) {
            const shown = (0, displayPath_js_1.displayPath)(real, place);
            if ((0, realPath_js_1.isWithin)(abs, place.workspace) && abs !== real)
                return refuse(claude_js_1.claudeText.workspace.symlink(raw, shown), raw);
            if (path.split('/').includes('..'))
                return refuse(claude_js_1.claudeText.workspace.dotdot(raw), raw);
            return refuse(claude_js_1.claudeText.workspace.outside(raw, place.workspace), raw);
        }
    }
    const shown = (0, displayPath_js_1.displayPath)(real, place);
    const allowed = new pathIndex_js_1.PathIndex((inRepo ? rules.repo.rules : rules.outside.rules).filter((r) => r.kind === 'allow'));
    const relAbs = inRepo && (0, realPath_js_1.isWithin)(abs, place.root) ? node_path_1.posix.relative(place.root, abs) : undefined;
    for (const candidate of relAbs !== undefined && relAbs !== rel ? [rel, relAbs] : [rel]) {
        const segment = (0, secrets_js_1.secretSegment)(candidate);
        if (segment !== undefined && allowed.match(candidate).length === 0) {
            return { rule: 'secret', path: shown, message: claude_js_1.claudeText.workspace.secret(shown, segment), reason: claude_js_1.claudeText.workspace.secretReason(), next: claude_js_1.claudeText.workspace.secretNext(), releasable: false };
        }
    }
    return { abs, real, inRepo, rel, shown };
}
/** Whether a manifest line names this path outside the repository: it matches, or lies under the line's folder. */
function namedOutside(ctx, abs) {
    const rel = abs.replace(/^\/+/, '');
    return ctx.rules.outside.rules.some((r) => {
        if ((0, pathIndex_js_1.globMatcher)(r.pattern)(rel))
            return true;
        const base = picomatch_1.default.scan(r.pattern).base;
        return base !== '' && (0, realPath_js_1.isWithin)(abs, `/${base}`);
    });
}
function isDenial(x) {
    return 'rule' in x;
}


/***/ }),

/***/ 1359:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SECRET_SEGMENTS = void 0;
exports.secretSegment = secretSegment;
/** The built-in secret list: path segments that are never added unless an `allow` rule exempts them. */
const picomatch_1 = __importDefault(__webpack_require__(4006));
const pathIndex_js_1 = __webpack_require__(1079);
exports.SECRET_SEGMENTS = [
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
let isSecretSegment;
/**
 * A text every match of a pattern contains: its longest literal piece between `*`s (the list uses
 * no other glob syntax; a pattern with any would get '' and always be compiled). Segments that
 * contain none of these cannot match, so most paths are cleared without compiling the globs.
 */
const NEEDLES = exports.SECRET_SEGMENTS.map((p) => /[?[\]{}()!+@\\]/.test(p) ? '' : p.split('*').reduce((a, b) => (b.length > a.length ? b : a), ''));
/** The first segment of `path` that is on the secret list, if any. */
function secretSegment(path) {
    return path.split('/').find((segment) => {
        if (!NEEDLES.some((needle) => segment.includes(needle)))
            return false;
        isSecretSegment ??= (0, picomatch_1.default)([...exports.SECRET_SEGMENTS], pathIndex_js_1.GLOB_OPTIONS);
        return isSecretSegment(segment);
    });
}


/***/ })

};
;