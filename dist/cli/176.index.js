// diffgate-cache-key: a92c1fd860eafacf500617ac03b264efbabbf983f2dd6f7ee50c07313ac5cebf
"use strict";
exports.id = 176;
exports.ids = [176];
exports.modules = {

/***/ 3176:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.checkCommand = checkCommand;
/** `diffgate check`: read a change from git, decide with the core, render the verdict. */
const node_util_1 = __webpack_require__(7975);
const messages_js_1 = __webpack_require__(9392);
const io_js_1 = __webpack_require__(9845);
const renderGithub_js_1 = __webpack_require__(8910);
const renderJson_js_1 = __webpack_require__(1263);
const renderText_js_1 = __webpack_require__(5262);
const runCheck_js_1 = __webpack_require__(3998);
const usageError_js_1 = __webpack_require__(3962);
async function checkCommand(args, io) {
    const { values } = (0, node_util_1.parseArgs)({
        args,
        options: {
            staged: { type: 'boolean' },
            range: { type: 'string' },
            worktree: { type: 'boolean' },
            manifest: { type: 'string' },
            format: { type: 'string', default: 'text' },
        },
        strict: true,
        allowPositionals: false,
    });
    const mode = modeOf(values);
    const format = values.format;
    if (!['text', 'json', 'github'].includes(format))
        throw new usageError_js_1.UsageError(messages_js_1.cliText.badFormat(format));
    const outcome = await (0, runCheck_js_1.runCheck)(mode, { cwd: io.cwd, env: io.env, ...(values.manifest !== undefined ? { manifest: values.manifest } : {}) });
    if (!outcome.ok) {
        io.stderr(`${outcome.error}\n`);
        return io_js_1.EXIT.config;
    }
    const { verdict, manifestLabel } = outcome;
    if (!outcome.hasManifest && format === 'text')
        io.stderr(`${messages_js_1.noteText.noManifest(manifestLabel)}\n`);
    if (format === 'json')
        io.stdout((0, renderJson_js_1.renderJson)(verdict, manifestLabel));
    else if (format === 'github')
        io.stdout((0, renderGithub_js_1.renderGithub)(verdict));
    else
        io.stderr((0, renderText_js_1.renderText)(verdict, manifestLabel, (0, io_js_1.useColor)(io)));
    return verdict.violations.length > 0 ? io_js_1.EXIT.blocked : io_js_1.EXIT.ok;
}
function modeOf(values) {
    const chosen = [values.staged, values.range !== undefined, values.worktree].filter(Boolean).length;
    if (chosen > 1)
        throw new usageError_js_1.UsageError(messages_js_1.cliText.oneMode());
    if (values.range !== undefined) {
        const m = /^(.+?)\.\.\.?(.+)$/.exec(values.range);
        if (!m)
            throw new usageError_js_1.UsageError(messages_js_1.cliText.badRange(values.range));
        return { kind: 'range', base: m[1], head: m[2] };
    }
    return values.worktree ? { kind: 'worktree' } : { kind: 'staged' };
}


/***/ }),

/***/ 8910:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderGithub = renderGithub;
const escapeData = (s) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
function renderGithub(verdict) {
    return verdict.violations
        .map((v) => {
        const props = [`file=${escapeProperty(v.path)}`];
        if (v.line !== undefined)
            props.push(`line=${v.line}`);
        if (v.endLine !== undefined)
            props.push(`endLine=${v.endLine}`);
        props.push(`title=${escapeProperty(`diffgate ${v.rule}`)}`);
        return `::error ${props.join(',')}::${escapeData(`${v.message} ${v.reason} Next: ${v.next}`)}\n`;
    })
        .join('');
}


/***/ }),

/***/ 1263:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderJson = renderJson;
/**
 * One JSON document with every violation. Each violation has the same keys whatever its rule
 * (`line`, `endLine` and `source` are null where they do not apply), so consumers need no guards.
 */
const verdict_js_1 = __webpack_require__(6227);
function renderJson(verdict, manifestLabel) {
    const violations = verdict.violations.map(verdict_js_1.violationRecord);
    return `${JSON.stringify({ blocked: violations.length > 0, checked: verdict.checked, manifest: manifestLabel, violations }, null, 2)}\n`;
}


/***/ })

};
;