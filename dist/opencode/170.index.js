export const id = 170;
export const ids = [170,215];
export const modules = {

/***/ 3624:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ fromFinding),
/* harmony export */   _: () => (/* binding */ fromViolation)
/* harmony export */ });
/* harmony import */ var _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5026);
/* harmony import */ var _core_messages_violation_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7489);
/**
 * What the Claude adapter blocks on, as data: the checker's violations, plus the adapter's own
 * refusals (workspace, secrets, shell write targets, gate switches). Rendered in render.ts.
 */


/**
 * A checker violation as the hook reports it. The git hook's next step for an added path names
 * the staged file (`git rm --cached`); for an edit only proposed, nothing exists yet to remove.
 */
function fromViolation(v) {
    if (v.rule === 'deny')
        return { ...v, next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.denyNext(), releasable: true };
    if (v.rule === 'secret')
        return { ...v, next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.workspace.secretNext(), releasable: false };
    return { ...v, releasable: true };
}
/** A shell command (or inline program) that would write a protected path; `edit` names the agent's checked edit tool. */
function fromFinding(f, how, program, edit) {
    const next = (kindNext) => (program ? _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.programNext(edit) : kindNext);
    switch (f.kind) {
        case 'rule': {
            const { rule } = f;
            const source = `${rule.file}:${rule.line}`;
            const base = { path: f.path, reason: rule.reason, source, releasable: true };
            if (rule.kind === 'save-gate') {
                return {
                    ...base,
                    rule: 'save-gate',
                    message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.saveGate.message(f.path),
                    next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.saveGate.next(rule.options.words ?? []),
                    saveWords: rule.options.words ?? ['save', 'remember'],
                };
            }
            const message = program ? _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.programNames(how, f.path, rule.kind) : _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.writes(how, f.path, rule.kind);
            if (rule.kind === 'freeze')
                return { ...base, rule: 'freeze', message, next: next(_core_messages_violation_js__WEBPACK_IMPORTED_MODULE_1__/* .violationText */ .j.freeze.next()) };
            if (rule.kind === 'deny')
                return { ...base, rule: 'deny', message, next: next(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.denyNext()) };
            return { ...base, rule: rule.kind, message, next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.useEdit(edit) };
        }
        case 'manifest':
            return {
                rule: 'manifest',
                path: f.path,
                reason: _core_messages_violation_js__WEBPACK_IMPORTED_MODULE_1__/* .violationText */ .j.manifest.reason(),
                message: program ? _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.programNames(how, f.path, 'manifest') : _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.writes(how, f.path, 'manifest'),
                next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.useEdit(edit),
                releasable: true,
            };
        case 'git-hooks':
            return {
                rule: 'gate-switch',
                path: f.path,
                reason: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.reason(),
                message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.gitHooks(how, f.path),
                next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.next(),
                releasable: false,
            };
        case 'gate-file':
            return {
                rule: 'gate-switch',
                path: f.path,
                reason: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.reason(),
                message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.gateFile(how, f.path),
                next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.next(),
                releasable: false,
            };
        case 'git':
            return {
                rule: 'git-dir',
                path: f.path,
                reason: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.gitDirReason(),
                message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.gitDir(how, f.path),
                next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.gitDirNext(),
                releasable: false,
            };
        case 'secret':
            return {
                rule: 'secret',
                path: f.path,
                reason: _core_messages_violation_js__WEBPACK_IMPORTED_MODULE_1__/* .violationText */ .j.secret.reason(),
                message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.secret(how, f.path, f.segment),
                next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.workspace.secretNext(),
                releasable: false,
            };
    }
}


/***/ }),

/***/ 9575:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ pathRulesAt),
/* harmony export */   p: () => (/* binding */ covered)
/* harmony export */ });
/* harmony import */ var _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4612);
/** Which path rules an edited file falls under, for the edit tools' decisions. */

/** One index per list of rules: the pre-check, the save gates and a refused edit all ask it in one call. */
const indexes = new WeakMap();
/** The path rules (of the repository's manifest inside it, of the lines naming outside paths else) that match the file. */
function pathRulesAt(ctx, path) {
    const rules = path.inRepo ? ctx.rules.repo.rules : ctx.rules.outside.rules;
    let index = indexes.get(rules);
    if (!index)
        indexes.set(rules, (index = new _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_0__/* .PathIndex */ .EG(rules.filter((r) => r.kind !== 'allow' && r.kind !== 'release' && !r.kind.startsWith('command-')))));
    return index.match(path.rel);
}
/** Whether any path rule, or the manifests' own protection, covers the file. */
function covered(ctx, path) {
    if (path.real === ctx.rules.repoFile || ctx.rules.userFiles.includes(path.real))
        return true;
    return pathRulesAt(ctx, path).length > 0;
}


/***/ }),

/***/ 8170:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  decideEdit: () => (/* binding */ decideEdit)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./.build/js/src/git/readRegular.js
var readRegular = __webpack_require__(1186);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.build/js/src/core/bytes.js
var bytes = __webpack_require__(8554);
// EXTERNAL MODULE: ./.build/js/src/core/check.js + 9 modules
var check = __webpack_require__(5766);
// EXTERNAL MODULE: ./.build/js/src/core/manifestGuard.js
var manifestGuard = __webpack_require__(1807);
// EXTERNAL MODULE: ./.build/js/src/core/messages/claude.js
var claude = __webpack_require__(5026);
// EXTERNAL MODULE: ./.build/js/src/agent/displayPath.js
var displayPath = __webpack_require__(6482);
// EXTERNAL MODULE: ./.build/js/src/agent/gatePaths.js + 1 modules
var gatePaths = __webpack_require__(3629);
// EXTERNAL MODULE: ./.build/js/src/agent/denial.js
var denial = __webpack_require__(3624);
// EXTERNAL MODULE: ./.build/js/src/agent/failure.js
var failure = __webpack_require__(2897);
// EXTERNAL MODULE: ./.build/js/src/agent/realPath.js
var realPath = __webpack_require__(2412);
// EXTERNAL MODULE: ./.build/js/src/agent/toolPath.js
var toolPath = __webpack_require__(4302);
// EXTERNAL MODULE: ./.build/js/src/agent/toolNames.js
var toolNames = __webpack_require__(8125);
;// CONCATENATED MODULE: ./.build/js/src/agent/edits/applyEdits.js
function applyEdits(current, edits) {
    let text = current;
    for (let i = 0; i < edits.length; i++) {
        const edit = edits[i];
        if (edit.oldString === '') {
            if (text !== null && text !== '')
                return { ok: false, failed: i, why: 'exists' };
            text = edit.newString;
            continue;
        }
        if (text === null)
            return { ok: false, failed: i, why: 'not-found' };
        const next = replace(text, edit);
        if (next === undefined)
            return { ok: false, failed: i, why: 'not-found' };
        text = next;
    }
    return { ok: true, text: text ?? '' };
}
function replace(text, edit) {
    const at = text.indexOf(edit.oldString);
    if (at === -1)
        return undefined;
    const search = edit.newString === '' && !edit.oldString.endsWith('\n') && text.includes(`${edit.oldString}\n`)
        ? `${edit.oldString}\n`
        : edit.oldString;
    if (edit.replaceAll)
        return text.split(search).join(edit.newString);
    const from = text.indexOf(search);
    return text.slice(0, from) + edit.newString + text.slice(from + search.length);
}

// EXTERNAL MODULE: ./.build/js/src/agent/edits/coverage.js
var coverage = __webpack_require__(9575);
// EXTERNAL MODULE: ./.build/js/src/agent/edits/editTool.js
var editTool = __webpack_require__(9215);
;// CONCATENATED MODULE: ./.build/js/src/agent/edits/editNotebook.js
function editNotebook(current, edit) {
    let nb;
    try {
        nb = JSON.parse(current);
    }
    catch (e) {
        return { ok: false, why: 'bad-notebook', detail: e.message };
    }
    if (typeof nb !== 'object' || nb === null || !Array.isArray(nb.cells))
        return { ok: false, why: 'bad-notebook', detail: 'no "cells" list' };
    const cells = nb.cells;
    const index = edit.cellId === undefined ? -1 : findCell(cells, edit.cellId);
    if (edit.cellId !== undefined && index === -1)
        return { ok: false, why: 'no-cell', detail: edit.cellId };
    if (edit.mode === 'delete') {
        if (index === -1)
            return { ok: false, why: 'no-cell', detail: edit.cellId ?? '' };
        cells.splice(index, 1);
    }
    else if (edit.mode === 'insert') {
        if (!edit.cellType)
            return { ok: false, why: 'no-cell-type', detail: '' };
        const cell = {
            cell_type: edit.cellType,
            id: cellIdFor(cells.length, edit.newSource),
            metadata: {},
            source: edit.newSource,
        };
        if (edit.cellType === 'code')
            Object.assign(cell, { execution_count: null, outputs: [] });
        cells.splice(index + 1, 0, cell);
    }
    else {
        if (index === -1)
            return { ok: false, why: 'no-cell', detail: edit.cellId ?? '' };
        const cell = cells[index];
        cell.source = edit.newSource;
        if (edit.cellType)
            cell.cell_type = edit.cellType;
        if (cell.cell_type === 'code')
            Object.assign(cell, { execution_count: null, outputs: [] });
    }
    return { ok: true, text: JSON.stringify(nb, null, 1) };
}
function findCell(cells, id) {
    const byId = cells.findIndex((c) => c.id === id);
    if (byId !== -1)
        return byId;
    const m = /^cell-(\d+)$/.exec(id);
    const n = m ? Number(m[1]) : -1;
    return n >= 0 && n < cells.length ? n : -1;
}
/** A stable id for an inserted cell (the tool makes a random one; only its length matters to a byte budget). */
function cellIdFor(n, source) {
    let h = 5381;
    for (const ch of `${n}:${source}`)
        h = ((h * 33) ^ ch.charCodeAt(0)) >>> 0;
    return h.toString(36).padStart(8, '0').slice(0, 8);
}

;// CONCATENATED MODULE: ./.build/js/src/agent/edits/toolFormat.js
const LF = { utf16: false, crlf: false };
function formatOf(bytes) {
    if (bytes === null)
        return LF;
    const utf16 = bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe;
    // only the head is read: a 10 MB file is decoded once, for the edit, not twice
    const head = decode(bytes.subarray(0, utf16 ? 8192 : 4096 * 4), { utf16, crlf: false }).slice(0, 4096);
    const crlfs = head.split('\r\n').length - 1;
    const lfs = head.split('\n').length - 1 - crlfs;
    return { utf16, crlf: crlfs > lfs };
}
/** The file's text as the tool reads it. */
function decode(bytes, format) {
    return Buffer.from(bytes).toString(format.utf16 ? 'utf16le' : 'utf8');
}
/** The bytes the tool writes for a text, in the file's format. */
function encode(text, format) {
    const written = format.crlf ? text.split('\n').join('\r\n') : text;
    return new Uint8Array(Buffer.from(written, format.utf16 ? 'utf16le' : 'utf8'));
}

;// CONCATENATED MODULE: ./.build/js/src/agent/edits/decideEdit.js
/**
 * Write, Edit, MultiEdit and NotebookEdit: the file as it is on disk and the file as the edit
 * would leave it become one change for the core, decided by the same Checker as `diffgate check`,
 * under the manifest as it is on disk. save-gate rules are the adapter's own: they depend on the
 * person's prompt, which only the hook sees.
 */



















/**
 * `resolved`: the file's path as resolveToolPath gave it under `ctx`, when the caller has it.
 * `asWritten`: a Write's content is the exact text the client writes (agentEvent.ts).
 */
async function decideEdit(tool, input, ctx, resolved, asWritten = false) {
    const path = resolved ?? (0,toolPath.resolveToolPath)(input.string((0,editTool.editPathField)(tool)), ctx);
    if ((0,toolPath.isDenial)(path))
        return [path];
    const own = await ctx.ownContext?.(path.real);
    if (own && own !== ctx)
        return decideEdit(tool, input, own, undefined, asWritten);
    const gates = new gatePaths/* GatePaths */.mX(ctx.place);
    const gate = gates.at(path.real) ?? gates.at(path.abs);
    if (gate !== undefined) {
        const shown = (0,displayPath/* displayPath */.G)(gate, ctx.place);
        return [
            {
                rule: 'gate-switch',
                path: shown,
                message: claude/* claudeText */.E.gate.gateFileEdit((0,toolNames/* calledName */.nk)(ctx.tools, tool), shown),
                reason: claude/* claudeText */.E.gate.reason(),
                next: claude/* claudeText */.E.gate.next(),
                releasable: false,
            },
        ];
    }
    let stat;
    try {
        stat = (0,external_node_fs_.lstatSync)(path.real, { throwIfNoEntry: false });
    }
    catch (e) {
        // ENOTDIR: a part of the path is a file; ENAMETOOLONG: a name longer than the file system allows.
        // Either way the tool cannot write there either
        const code = e.code;
        if (code !== 'ENOTDIR' && code !== 'ELOOP' && code !== 'ENAMETOOLONG')
            throw e;
        return [
            {
                rule: 'workspace',
                path: path.shown,
                message: claude/* claudeText */.E.workspace.unreachable(path.shown, code),
                reason: claude/* claudeText */.E.workspace.reason(),
                next: claude/* claudeText */.E.workspace.unreachableNext(),
                releasable: false,
            },
        ];
    }
    if (stat && !stat.isFile())
        return []; // a directory or device: the tool itself refuses
    if (tool === 'Delete' && !stat)
        return []; // nothing there to delete
    let before = null;
    try {
        before = stat ? new Uint8Array((0,readRegular/* readRegular */.VX)(path.real)) : null;
    }
    catch (e) {
        if (!(e instanceof readRegular/* NotReadable */.SX))
            throw e;
        // too large to read (or swapped for a FIFO since lstat): only a protected file needs its text
        if (!(0,coverage/* covered */.p)(ctx, path))
            return [];
        const why = e.message.slice(path.real.length + 1);
        return [
            {
                rule: 'edit-unread',
                path: path.shown,
                message: claude/* claudeText */.E.edit.unread((0,toolNames/* calledName */.nk)(ctx.tools, tool), path.shown, why),
                reason: claude/* claudeText */.E.edit.unreadReason(),
                next: claude/* claudeText */.E.edit.unreadNext(),
                releasable: false,
            },
        ];
    }
    const format = formatOf(before);
    const proposed = propose(tool, input, before === null ? null : decode(before, format));
    if (!proposed.ok) {
        // The tool will fail and change nothing, unless it matches differently than computed here:
        // on a protected file that difference must not let an unchecked edit through.
        if (!(0,coverage/* covered */.p)(ctx, path))
            return [];
        return [
            {
                rule: 'edit-mismatch',
                path: path.shown,
                message: claude/* claudeText */.E.edit.noMatch((0,toolNames/* calledName */.nk)(ctx.tools, tool), path.shown, proposed.detail),
                reason: claude/* claudeText */.E.edit.noMatchReason(),
                next: claude/* claudeText */.E.edit.noMatchNext(),
                releasable: false,
            },
        ];
    }
    const after = encode(proposed.text, asWritten ? { ...format, crlf: false } : format);
    if (tool !== 'Delete' && before !== null && (0,bytes/* bytesEqual */.O6)(before, after))
        return [];
    const mode = stat && (stat.mode & 0o111) !== 0 ? '100755' : '100644';
    const change = tool === 'Delete' && before !== null
        ? { status: 'deleted', old: { path: path.rel, mode, read: async () => before }, new: null }
        : {
            status: before === null ? 'added' : 'modified',
            old: before === null ? null : { path: path.rel, mode, read: async () => before },
            new: { path: path.rel, mode, read: async () => after },
        };
    const { rules } = ctx;
    const violations = path.inRepo
        ? (await new check/* Checker */.A$(rules.repo, rules.repoRel).check([change])).violations
        : (await new check/* Checker */.A$(rules.outside, null).check([change])).violations.map((v) => ({ ...v, path: path.shown }));
    // the user manifest by any of its paths, also when its real path is in this repository (a dotfiles repository)
    if (rules.userFiles.includes(path.real) && rules.user) {
        violations.push(...(0,manifestGuard/* checkManifestChange */.iV)(rules.user, path.shown, proposed.text));
    }
    const denials = violations.map(denial/* fromViolation */._);
    if (tool !== 'Delete')
        denials.push(...(await replacedLink(path, after, ctx)));
    for (const rule of saveGates(ctx, path)) {
        denials.push({
            rule: 'save-gate',
            path: path.shown,
            message: claude/* claudeText */.E.saveGate.message(path.shown),
            reason: rule.reason,
            next: claude/* claudeText */.E.saveGate.next(rule.options.words ?? []),
            source: `${rule.file}:${rule.line}`,
            releasable: true,
            saveWords: rule.options.words ?? ['save', 'remember'],
        });
    }
    return denials;
}
/**
 * Claude Code writes a new file and renames it over the path, following one level of symlink
 * when the path exists (read in its source, 2.0.50): a dangling link is itself replaced by a
 * regular file, and a link to a link replaces the middle one. That link's type change is judged
 * too (a frozen link is frozen), besides the file at the end of the chain.
 */
async function replacedLink(path, after, ctx) {
    const link = (0,external_node_fs_.lstatSync)(path.abs, { throwIfNoEntry: false });
    if (!link?.isSymbolicLink())
        return [];
    const replaced = (0,external_node_fs_.existsSync)(path.abs) ? external_node_path_.posix.resolve(external_node_path_.posix.dirname(path.abs), (0,external_node_fs_.readlinkSync)(path.abs)) : path.abs;
    if (!(0,external_node_fs_.lstatSync)(replaced, { throwIfNoEntry: false })?.isSymbolicLink())
        return [];
    if (!(0,realPath/* isWithin */.U)(replaced, ctx.place.root))
        return []; // outside: the workspace check above has spoken
    const rel = external_node_path_.posix.relative(ctx.place.root, replaced);
    const target = new TextEncoder().encode((0,external_node_fs_.readlinkSync)(replaced));
    const change = {
        status: 'type-changed',
        old: { path: rel, mode: '120000', read: async () => target },
        new: { path: rel, mode: '100644', read: async () => after },
    };
    return (await new check/* Checker */.A$(ctx.rules.repo, ctx.rules.repoRel).check([change])).violations.map(denial/* fromViolation */._);
}
function propose(tool, input, current) {
    switch (tool) {
        case 'Write':
            return { ok: true, text: input.string('content') };
        case 'Delete':
            return { ok: true, text: '' };
        case 'Edit':
        case 'MultiEdit': {
            const r = applyEdits(current === null ? null : current.replaceAll('\r\n', '\n'), (0,editTool.stringEdits)(tool, input));
            if (r.ok)
                return r;
            return {
                ok: false,
                detail: r.why === 'exists' ? claude/* claudeText */.E.edit.exists() : claude/* claudeText */.E.edit.notFound(tool === 'MultiEdit' ? r.failed : 0),
            };
        }
        case 'NotebookEdit': {
            const mode = input.optionalString('edit_mode') ?? 'replace';
            const cellType = input.optionalString('cell_type');
            if (!['replace', 'insert', 'delete'].includes(mode))
                throw new failure/* HookFailure */.Q(claude/* claudeText */.E.input.toolField(tool, 'edit_mode', 'replace, insert or delete'));
            if (cellType !== undefined && cellType !== 'code' && cellType !== 'markdown')
                throw new failure/* HookFailure */.Q(claude/* claudeText */.E.input.toolField(tool, 'cell_type', 'code or markdown'));
            if (current === null)
                return { ok: false, detail: claude/* claudeText */.E.edit.badNotebook('it does not exist') };
            const r = editNotebook(current, {
                cellId: input.optionalString('cell_id'),
                newSource: mode === 'delete' ? (input.optionalString('new_source') ?? '') : input.string('new_source'),
                cellType: cellType,
                mode: mode,
            });
            if (r.ok)
                return r;
            return {
                ok: false,
                detail: r.why === 'no-cell'
                    ? claude/* claudeText */.E.edit.noCell(r.detail)
                    : r.why === 'no-cell-type'
                        ? claude/* claudeText */.E.edit.noCellType()
                        : claude/* claudeText */.E.edit.badNotebook(r.detail),
            };
        }
    }
}
function saveGates(ctx, path) {
    return (0,coverage/* pathRulesAt */.O)(ctx, path).filter((r) => r.kind === 'save-gate');
}


/***/ }),

/***/ 9215:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   editPathField: () => (/* binding */ editPathField),
/* harmony export */   stringEdits: () => (/* binding */ stringEdits)
/* harmony export */ });
const editPathField = (tool) => (tool === 'NotebookEdit' ? 'notebook_path' : 'file_path');
/** An Edit's or a MultiEdit's edits, each field checked (a malformed one fails with the field named). */
function stringEdits(tool, input) {
    return (tool === 'Edit' ? [input] : input.list('edits')).map((e) => ({
        oldString: e.string('old_string'),
        newString: e.string('new_string'),
        replaceAll: e.optionalBoolean('replace_all'),
    }));
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
