export const id = 307;
export const ids = [307];
export const modules = {

/***/ 307:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkCommand: () => (/* binding */ checkCommand)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(975);
// EXTERNAL MODULE: ./src/core/check.ts + 13 modules
var check = __webpack_require__(357);
// EXTERNAL MODULE: ./src/core/messages.ts
var messages = __webpack_require__(507);
// EXTERNAL MODULE: ./src/core/parseManifest.ts
var parseManifest = __webpack_require__(465);
// EXTERNAL MODULE: ./src/git/changeSet.ts
var changeSet = __webpack_require__(408);
// EXTERNAL MODULE: ./src/git/readChanges.ts + 2 modules
var readChanges = __webpack_require__(93);
// EXTERNAL MODULE: ./src/git/toFileChanges.ts
var toFileChanges = __webpack_require__(652);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(604);
;// CONCATENATED MODULE: ./src/cli/renderGithub.ts
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

;// CONCATENATED MODULE: ./src/cli/renderJson.ts
function renderJson(verdict, manifestLabel) {
    return `${JSON.stringify({ blocked: verdict.violations.length > 0, checked: verdict.checked, manifest: manifestLabel, violations: verdict.violations }, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/cli/renderText.ts
/** Human text for a verdict: path:line, rule, what, why, next. Readable without colour. */

const paint = (on, code, s) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);
function renderText_location(v) {
    if (v.line === undefined)
        return v.path;
    return v.endLine !== undefined ? `${v.path}:${v.line}-${v.endLine}` : `${v.path}:${v.line}`;
}
function renderText(verdict, manifestLabel, color) {
    if (verdict.violations.length === 0)
        return `${messages/* cliText */.uN.ok(verdict.checked, manifestLabel)}\n`;
    const out = [paint(color, '1;31', messages/* cliText */.uN.blockedHeader(verdict.violations.length, verdict.checked)), ''];
    for (const v of verdict.violations) {
        out.push(`${paint(color, '1', renderText_location(v))}  [${v.rule}]`);
        out.push(`  ${v.message}`);
        out.push(`  ${messages/* cliText */.uN.why} ${v.reason}${v.source ? ` (${v.source})` : ''}`);
        out.push(`  ${paint(color, '33', messages/* cliText */.uN.next)} ${v.next}`);
        out.push('');
    }
    return out.join('\n');
}

// EXTERNAL MODULE: ./src/cli/usageError.ts
var usageError = __webpack_require__(163);
;// CONCATENATED MODULE: ./src/cli/checkCommand.ts
/** `diffgate check`: read a change from git, decide with the core, render the verdict. */












async function checkCommand(args, io) {
    const { values } = (0,external_node_util_.parseArgs)({
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
        throw new usageError/* UsageError */.e(messages/* cliText */.uN.badFormat(format));
    let set;
    try {
        set = await (0,readChanges/* readChanges */.S)(mode, { cwd: io.cwd, env: io.env, ...(values.manifest !== undefined ? { manifest: values.manifest } : {}) });
    }
    catch (e) {
        if (e instanceof changeSet/* GitUsageError */.a || e instanceof toFileChanges/* UnmergedError */.A7) {
            io.stderr(`${messages/* cliText */.uN.gitError(e.message)}\n`);
            return cli_io/* EXIT */.dc.config;
        }
        throw e;
    }
    try {
        const { manifest: source } = set;
        if (source.text === null && values.manifest !== undefined) {
            io.stderr(`${messages/* cliText */.uN.manifestMissing(source.label)}\n`);
            return cli_io/* EXIT */.dc.config;
        }
        const manifest = (0,parseManifest/* parseManifest */.N)(source.text ?? '', source.label);
        if (manifest.errors.length > 0) {
            io.stderr(`${messages/* cliText */.uN.manifestErrors(source.label, manifest.errors.length)}\n${manifest.errors.map((e) => `  ${(0,parseManifest/* formatManifestError */.P)(e)}`).join('\n')}\n`);
            return cli_io/* EXIT */.dc.config;
        }
        if (source.text === null && format === 'text')
            io.stderr(`${messages/* noteText */.gA.noManifest(source.label)}\n`);
        let verdict;
        try {
            verdict = await new check/* Checker */.A$(manifest, source.path).check(set.changes);
        }
        catch (e) {
            if (e instanceof check/* ReadError */.F_) {
                io.stderr(`${messages/* cliText */.uN.readError(e.message)}\n`);
                return cli_io/* EXIT */.dc.config;
            }
            throw e;
        }
        if (format === 'json')
            io.stdout(renderJson(verdict, source.label));
        else if (format === 'github')
            io.stdout(renderGithub(verdict));
        else
            io.stderr(renderText(verdict, source.label, (0,cli_io/* useColor */.by)(io)));
        return verdict.violations.length > 0 ? cli_io/* EXIT */.dc.blocked : cli_io/* EXIT */.dc.ok;
    }
    finally {
        set.close();
    }
}
function modeOf(values) {
    const chosen = [values.staged, values.range !== undefined, values.worktree].filter(Boolean).length;
    if (chosen > 1)
        throw new usageError/* UsageError */.e(messages/* cliText */.uN.oneMode());
    if (values.range !== undefined) {
        const m = /^(.+?)\.\.\.?(.+)$/.exec(values.range);
        if (!m)
            throw new usageError/* UsageError */.e(messages/* cliText */.uN.badRange(values.range));
        return { kind: 'range', base: m[1], head: m[2] };
    }
    return values.worktree ? { kind: 'worktree' } : { kind: 'staged' };
}


/***/ })

};
