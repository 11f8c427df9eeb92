export const id = 460;
export const ids = [460];
export const modules = {

/***/ 460:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  explainCommand: () => (/* binding */ explainCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(975);
// EXTERNAL MODULE: ./src/core/check.ts + 13 modules
var check = __webpack_require__(357);
;// CONCATENATED MODULE: ./src/core/explainPath.ts
function explainPath(checker, path) {
    return { path, ...checker.rulesFor(path) };
}

// EXTERNAL MODULE: ./src/core/messages.ts
var messages = __webpack_require__(507);
// EXTERNAL MODULE: ./src/core/parseManifest.ts
var parseManifest = __webpack_require__(465);
// EXTERNAL MODULE: ./src/git/readChanges.ts + 2 modules
var readChanges = __webpack_require__(93);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(604);
// EXTERNAL MODULE: ./src/cli/repoRoot.ts
var repoRoot = __webpack_require__(920);
// EXTERNAL MODULE: ./src/cli/usageError.ts
var usageError = __webpack_require__(163);
;// CONCATENATED MODULE: ./src/cli/explainCommand.ts
/** `diffgate explain PATH...`: which rules of the manifest on disk cover each path. */











async function explainCommand(args, io) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({ args, options: { manifest: { type: 'string' } }, allowPositionals: true, strict: true });
    if (positionals.length === 0)
        throw new usageError/* UsageError */.e('explain needs at least one PATH');
    const top = (await (0,repoRoot/* repoRoot */.j)(io.cwd)) ?? io.cwd;
    const file = values.manifest !== undefined ? (0,external_node_path_.resolve)(io.cwd, values.manifest) : (0,external_node_path_.resolve)(top, readChanges/* DEFAULT_MANIFEST */.m);
    let text = '';
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (e) {
        if (e.code !== 'ENOENT' || values.manifest !== undefined) {
            io.stderr(`${messages/* cliText */.uN.manifestMissing(file)}\n`);
            return cli_io/* EXIT */.dc.config;
        }
    }
    const label = (0,external_node_path_.relative)(io.cwd, file) || file;
    const manifest = (0,parseManifest/* parseManifest */.N)(text, label);
    if (manifest.errors.length > 0) {
        io.stderr(`${messages/* cliText */.uN.manifestErrors(label, manifest.errors.length)}\n${manifest.errors.map((e) => `  ${(0,parseManifest/* formatManifestError */.P)(e)}`).join('\n')}\n`);
        return cli_io/* EXIT */.dc.config;
    }
    const checker = new check/* Checker */.A$(manifest, null);
    const out = [];
    for (const p of positionals) {
        const rel = (0,external_node_path_.relative)(top, (0,external_node_path_.resolve)(io.cwd, p)).split('\\').join('/');
        const path = rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel) ? p : rel;
        const e = explainPath(checker, path);
        out.push(path);
        for (const r of e.rules)
            out.push(`  ${r.kind}\t${r.pattern}\t${r.reason}${r.optionsText ? `\t${r.optionsText}` : ''}  (${r.file}:${r.line})`);
        for (const r of e.allowedBy)
            out.push(`  ${messages/* cliText */.uN.explainAllowed(`${r.file}:${r.line}`)}`);
        if (e.secret !== undefined && e.allowedBy.length === 0)
            out.push(`  ${messages/* cliText */.uN.explainSecret(e.secret)}`);
        if (e.rules.length === 0 && e.allowedBy.length === 0 && e.secret === undefined)
            out.push(`  ${messages/* cliText */.uN.explainNone()}`);
    }
    io.stdout(`${out.join('\n')}\n`);
    return cli_io/* EXIT */.dc.ok;
}


/***/ }),

/***/ 920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ repoRoot)
/* harmony export */ });
/* harmony import */ var _git_runGit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33);
/** The repository's top-level directory, or the working directory outside a repository. */

async function repoRoot(cwd) {
    try {
        return (await (0,_git_runGit_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .E)(cwd).raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch {
        return undefined; // not a repository: callers fall back to the working directory
    }
}


/***/ })

};
