"use strict";
exports.id = 9716;
exports.ids = [9716];
exports.modules = {

/***/ 9716:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.decideRead = decideRead;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const picomatch_1 = __importDefault(__webpack_require__(4006));
const claude_js_1 = __webpack_require__(209);
const pathIndex_js_1 = __webpack_require__(1079);
const secrets_js_1 = __webpack_require__(1359);
const realPath_js_1 = __webpack_require__(1344);
const toolPath_js_1 = __webpack_require__(4722);
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
        const base = picomatch_1.default.scan(pattern.replace(/\\/g, '/')).base;
        if (pattern.startsWith('/') ||
            pattern.startsWith('~') ||
            pattern.split(/[\\/]/).includes('..') ||
            /^[A-Za-z]:|^\\\\/.test(pattern)) {
            paths.push(pattern.startsWith('~/') ? node_path_1.posix.join(ctx.place.home, base.slice(2)) : base || pattern);
        }
    }
    for (const p of paths) {
        const resolved = (0, toolPath_js_1.resolveToolPath)(p, ctx, () => tempDirs(ctx.place.workspace, ctx.place.tempDirs));
        if ((0, toolPath_js_1.isDenial)(resolved))
            return [resolved];
    }
    for (const g of globs) {
        const segment = await secretTargeting(g);
        if (segment !== undefined) {
            return [
                {
                    rule: 'secret',
                    path: g,
                    message: claude_js_1.claudeText.workspace.secret(JSON.stringify(g), segment),
                    reason: claude_js_1.claudeText.workspace.secretReason(),
                    next: claude_js_1.claudeText.workspace.secretNext(),
                    releasable: false,
                },
            ];
        }
    }
    return [];
}
function tempDirs(workspace, extra = []) {
    const out = [];
    for (const d of ['/tmp', '/var/tmp', ...extra]) {
        if (!d.startsWith('/'))
            continue;
        try {
            const real = node_fs_1.realpathSync.native(d);
            if (real !== '/' && !(0, realPath_js_1.isWithin)(workspace, real))
                out.push(real);
        }
        catch {
        }
    }
    return out;
}
async function secretTargeting(glob) {
    for (const segment of glob.replace(/\\/g, '/').split('/')) {
        if (segment === '' || segment === '**')
            continue;
        let alternatives = [segment];
        if (segment.includes('{') && (segment.match(/\{/g)?.length ?? 0) <= 4) {
            try {
                alternatives = (await __webpack_require__.e(/* import() */ 748).then(__webpack_require__.t.bind(__webpack_require__, 748, 23))).default.expand(segment);
            }
            catch {
                return segment;
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


/***/ })

};
;