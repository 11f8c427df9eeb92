// diffgate-cache-key: 9636aa1170dad5e14e53fbc9ba47032568fe091ce426c77968dd4c40dde9e065
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
const cli_js_1 = __webpack_require__(1065);
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
        throw new usageError_js_1.UsageError(cli_js_1.cliText.badFormat(format));
    const outcome = await (0, runCheck_js_1.runCheck)(mode, { cwd: io.cwd, env: io.env, ...(values.manifest !== undefined ? { manifest: values.manifest } : {}) });
    if (!outcome.ok) {
        io.stderr(`${outcome.error}\n`);
        return io_js_1.EXIT.config;
    }
    const { verdict, manifestLabel } = outcome;
    if (!outcome.hasManifest && format === 'text')
        io.stderr(`${cli_js_1.noteText.noManifest(manifestLabel)}\n`);
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
        throw new usageError_js_1.UsageError(cli_js_1.cliText.oneMode());
    if (values.range !== undefined) {
        const m = /^(.+?)\.\.\.?(.+)$/.exec(values.range);
        if (!m)
            throw new usageError_js_1.UsageError(cli_js_1.cliText.badRange(values.range));
        return { kind: 'range', base: m[1], head: m[2] };
    }
    return values.worktree ? { kind: 'worktree' } : { kind: 'staged' };
}


/***/ }),

/***/ 7613:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.patternMemo = patternMemo;
/**
 * The command patterns this build of the CLI has already checked and found valid, kept next to
 * the code cache (one file per build, so a new checker checks again). With it, a manifest whose
 * command rules were checked once does not load the command-policy modules again just to learn
 * that they are fine. Only valid patterns are written, so an invalid one is reported every time;
 * an edited or corrupt file can at worst hide a "can never match" error, never lift a rule. Any
 * failure to read or write it means checking as usual. Off when running from source.
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const compileCache_js_1 = __webpack_require__(4964);
const MAX_BYTES = 64 * 1024;
function patternMemo(env, build = compileCache_js_1.BUILD_ID) {
    const dir = (0, compileCache_js_1.compileCacheDir)(env);
    if (!dir || build === compileCache_js_1.FROM_SOURCE)
        return undefined;
    const file = (0, node_path_1.join)(dir, `valid-command-patterns-${build.replace(/^.*:/, '').slice(0, 16)}.txt`);
    // Read on first use: a manifest without command rules never asks.
    let text;
    let known;
    const load = () => {
        if (known)
            return known;
        try {
            text = (0, node_fs_1.readFileSync)(file, 'utf8');
        }
        catch {
            text = ''; // none yet
        }
        // Every line ends with a newline; the last piece is empty, or a line cut short: never trusted.
        known = new Set(text.split('\n').slice(0, -1));
        return known;
    };
    return {
        has: (pattern) => load().has(pattern),
        add: (patterns) => {
            if (patterns.length === 0)
                return;
            const set = load();
            try {
                (0, node_fs_1.mkdirSync)(dir, { recursive: true, mode: 0o700 });
                if (text.length > MAX_BYTES)
                    (0, node_fs_1.writeFileSync)(file, '', { mode: 0o600 });
                (0, node_fs_1.appendFileSync)(file, patterns.map((p) => `${p}\n`).join(''), { mode: 0o600 });
            }
            catch {
                // Unwritten: the next run checks again.
            }
            for (const p of patterns)
                set.add(p);
        },
    };
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


/***/ }),

/***/ 5262:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderText = renderText;
exports.renderViolations = renderViolations;
/** Human text for a verdict: path:line, rule, what, why, next. Readable without colour. */
const cli_js_1 = __webpack_require__(1065);
const verdict_js_1 = __webpack_require__(6227);
const paint = (on, code, s) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);
function renderText(verdict, manifestLabel, color) {
    if (verdict.violations.length === 0)
        return `${cli_js_1.cliText.ok(verdict.checked, manifestLabel)}\n`;
    const header = paint(color, '1;31', cli_js_1.cliText.blockedHeader(verdict.violations.length, verdict.checked));
    return `${header}\n\n${renderViolations(verdict, color)}`;
}
/** Each violation as a block: location and rule, what, why, next. */
function renderViolations(verdict, color) {
    const out = [];
    for (const v of verdict.violations) {
        out.push(`${paint(color, '1', (0, verdict_js_1.location)(v))}  [${v.rule}]`);
        out.push(`  ${v.message}`);
        out.push(`  ${cli_js_1.cliText.why.trimEnd()} ${v.reason}${v.source ? ` (${v.source})` : ''}`);
        out.push(`  ${paint(color, '33', cli_js_1.cliText.next)} ${v.next}`);
        out.push('');
    }
    return out.join('\n');
}


/***/ }),

/***/ 3998:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runCheck = runCheck;
/**
 * Reads a change from git and decides it: the part `check` and the git hooks share. Every way it
 * can fail to decide (git error, unmerged index, missing or malformed manifest, unreadable blob)
 * comes back as an error message, which the caller turns into exit 2 (blocked).
 */
const cli_js_1 = __webpack_require__(1065);
const decideChange_js_1 = __webpack_require__(708);
const parseManifest_js_1 = __webpack_require__(5684);
const changeSet_js_1 = __webpack_require__(1171);
const readChanges_js_1 = __webpack_require__(402);
const toFileChanges_js_1 = __webpack_require__(2259);
const patternMemo_js_1 = __webpack_require__(7613);
async function runCheck(mode, opts) {
    let set;
    try {
        set = await (0, readChanges_js_1.readChanges)(mode, opts);
    }
    catch (e) {
        if (e instanceof toFileChanges_js_1.UnmergedError)
            return { ok: false, error: cli_js_1.cliText.readError(e.message) };
        if (e instanceof changeSet_js_1.GitUsageError)
            return { ok: false, error: cli_js_1.cliText.gitError(e.message) };
        throw e;
    }
    try {
        const decision = await (0, decideChange_js_1.decideChange)(set.manifest, set.changes, { manifestRequired: opts.manifest !== undefined, knownPatterns: (0, patternMemo_js_1.patternMemo)(opts.env) });
        switch (decision.kind) {
            case 'manifest-missing':
                return { ok: false, error: cli_js_1.cliText.manifestMissing(decision.manifest.label) };
            case 'manifest-errors':
                return {
                    ok: false,
                    error: `${cli_js_1.cliText.manifestErrors(decision.manifest.label, decision.errors.length)}\n${decision.errors.map((e) => `  ${(0, parseManifest_js_1.formatManifestError)(e)}`).join('\n')}`,
                };
            case 'read-error':
                return { ok: false, error: cli_js_1.cliText.readError(decision.error.message) };
            case 'verdict':
                return { ok: true, verdict: decision.verdict, manifestLabel: decision.manifest.label, hasManifest: decision.manifest.text !== null };
        }
    }
    finally {
        set.close();
    }
}


/***/ }),

/***/ 6098:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.withCommandRuleErrors = withCommandRuleErrors;
async function withCommandRuleErrors(manifest, known) {
    const patterns = manifest.rules.filter((r) => r.kind.startsWith('command-')).map((r) => r.pattern);
    if (patterns.length === 0 || (known && patterns.every((p) => known.has(p))))
        return manifest;
    const { commandRules } = await Promise.all(/* import() | policy */[__webpack_require__.e(544), __webpack_require__.e(422), __webpack_require__.e(477)]).then(__webpack_require__.bind(__webpack_require__, 3749));
    const { rules, errors } = commandRules(manifest.rules);
    known?.add(rules.map((r) => r.rule.pattern).filter((p) => !known.has(p)));
    if (errors.length === 0)
        return manifest;
    return { ...manifest, errors: [...manifest.errors, ...errors].sort((a, b) => a.line - b.line || a.column - b.column) };
}


/***/ }),

/***/ 708:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.decideChange = decideChange;
const check_js_1 = __webpack_require__(9350);
const commandRuleErrors_js_1 = __webpack_require__(6098);
const parseManifest_js_1 = __webpack_require__(5684);
async function decideChange(manifest, changes, opts) {
    if (manifest.text === null && opts.manifestRequired)
        return { kind: 'manifest-missing', manifest };
    const parsed = await (0, commandRuleErrors_js_1.withCommandRuleErrors)((0, parseManifest_js_1.parseManifest)(manifest.text ?? '', manifest.label), opts.knownPatterns);
    if (parsed.errors.length > 0)
        return { kind: 'manifest-errors', manifest, errors: parsed.errors };
    try {
        return { kind: 'verdict', verdict: await new check_js_1.Checker(parsed, manifest.path).check(changes), manifest };
    }
    catch (e) {
        if (e instanceof check_js_1.ReadError)
            return { kind: 'read-error', error: e };
        throw e;
    }
}


/***/ }),

/***/ 6227:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isBlocked = isBlocked;
exports.violationRecord = violationRecord;
exports.location = location;
function isBlocked(verdict) {
    return verdict.violations.length > 0;
}
/** A violation as a JSON record: the same keys whatever the rule (null where one does not apply). */
function violationRecord(v) {
    return {
        rule: v.rule,
        path: v.path,
        line: v.line ?? null,
        endLine: v.endLine ?? null,
        reason: v.reason,
        message: v.message,
        next: v.next,
        source: v.source ?? null,
    };
}
/** Where a finding is, for people: `path`, `path:line` or `path:line-endLine`. */
function location(v) {
    if (v.line === undefined)
        return v.path;
    return v.endLine !== undefined ? `${v.path}:${v.line}-${v.endLine}` : `${v.path}:${v.line}`;
}


/***/ })

};
;