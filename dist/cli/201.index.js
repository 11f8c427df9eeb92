// diffgate-cache-key: e264e9a2a565ccd95c46c55a8b797daef669609c7c171c7cea605069c025a693
"use strict";
exports.id = 201;
exports.ids = [201];
exports.modules = {

/***/ 644:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.fromViolation = fromViolation;
exports.fromFinding = fromFinding;
/**
 * What the Claude adapter blocks on, as data: the checker's violations, plus the adapter's own
 * refusals (workspace, secrets, shell write targets, gate switches). Rendered in render.ts.
 */
const claude_js_1 = __webpack_require__(209);
const violation_js_1 = __webpack_require__(5356);
function fromViolation(v) {
    return { ...v, releasable: true };
}
/** A shell command (or inline program) that would write a protected path. */
function fromFinding(f, how, program) {
    const next = (kindNext) => (program ? claude_js_1.claudeText.shell.programNext() : kindNext);
    switch (f.kind) {
        case 'rule': {
            const { rule } = f;
            const source = `${rule.file}:${rule.line}`;
            const base = { path: f.path, reason: rule.reason, source, releasable: true };
            if (rule.kind === 'save-gate') {
                return { ...base, rule: 'save-gate', message: claude_js_1.claudeText.saveGate.message(f.path), next: claude_js_1.claudeText.saveGate.next(rule.options.words ?? []), saveWords: rule.options.words ?? ['save', 'remember'] };
            }
            const message = program ? claude_js_1.claudeText.shell.programNames(how, f.path, rule.kind) : claude_js_1.claudeText.shell.writes(how, f.path, rule.kind);
            if (rule.kind === 'freeze')
                return { ...base, rule: 'freeze', message, next: next(violation_js_1.violationText.freeze.next()) };
            if (rule.kind === 'deny')
                return { ...base, rule: 'deny', message, next: next(claude_js_1.claudeText.shell.denyNext()) };
            return { ...base, rule: rule.kind, message, next: claude_js_1.claudeText.shell.useEdit() };
        }
        case 'manifest':
            return { rule: 'manifest', path: f.path, reason: violation_js_1.violationText.manifest.reason(), message: program ? claude_js_1.claudeText.shell.programNames(how, f.path, 'manifest') : claude_js_1.claudeText.shell.writes(how, f.path, 'manifest'), next: claude_js_1.claudeText.shell.useEdit(), releasable: true };
        case 'git-hooks':
            return { rule: 'gate-switch', path: f.path, reason: claude_js_1.claudeText.gate.reason(), message: claude_js_1.claudeText.gate.gitHooks(how, f.path), next: claude_js_1.claudeText.gate.next(), releasable: false };
        case 'git':
            return { rule: 'git-dir', path: f.path, reason: claude_js_1.claudeText.gate.gitDirReason(), message: claude_js_1.claudeText.gate.gitDir(how, f.path), next: claude_js_1.claudeText.gate.gitDirNext(), releasable: false };
        case 'secret':
            return { rule: 'secret', path: f.path, reason: violation_js_1.violationText.secret.reason(), message: claude_js_1.claudeText.shell.secret(how, f.path, f.segment), next: claude_js_1.claudeText.workspace.secretNext(), releasable: false };
    }
}


/***/ }),

/***/ 7432:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.applyEdits = applyEdits;
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
        const next = replace(text, edit) ?? (text.includes('\r\n') ? replace(text, crlf(edit)) : undefined);
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
    if (edit.replaceAll)
        return text.split(edit.oldString).join(edit.newString);
    return text.slice(0, at) + edit.newString + text.slice(at + edit.oldString.length);
}
function crlf(edit) {
    const to = (s) => s.replace(/\r?\n/g, '\r\n');
    return { ...edit, oldString: to(edit.oldString), newString: to(edit.newString) };
}


/***/ }),

/***/ 7201:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.decideEdit = decideEdit;
/**
 * Write, Edit, MultiEdit and NotebookEdit: the file as it is on disk and the file as the edit
 * would leave it become one change for the core, decided by the same Checker as `diffgate check`,
 * under the manifest as it is on disk. save-gate rules are the adapter's own: they depend on the
 * person's prompt, which only the hook sees.
 */
const node_fs_1 = __webpack_require__(3024);
const bytes_js_1 = __webpack_require__(3769);
const check_js_1 = __webpack_require__(9350);
const manifestGuard_js_1 = __webpack_require__(4036);
const claude_js_1 = __webpack_require__(209);
const pathIndex_js_1 = __webpack_require__(1079);
const denial_js_1 = __webpack_require__(644);
const failure_js_1 = __webpack_require__(6117);
const toolPath_js_1 = __webpack_require__(4722);
const applyEdits_js_1 = __webpack_require__(7432);
const editNotebook_js_1 = __webpack_require__(4472);
async function decideEdit(tool, input, ctx) {
    const raw = input.string(tool === 'NotebookEdit' ? 'notebook_path' : 'file_path');
    const path = (0, toolPath_js_1.resolveToolPath)(raw, ctx);
    if ((0, toolPath_js_1.isDenial)(path))
        return [path];
    const stat = (0, node_fs_1.lstatSync)(path.real, { throwIfNoEntry: false });
    if (stat && !stat.isFile())
        return []; // a directory or device: the tool itself refuses
    const before = stat ? new Uint8Array((0, node_fs_1.readFileSync)(path.real)) : null;
    const proposed = propose(tool, input, before === null ? null : Buffer.from(before).toString('utf8'));
    if (!proposed.ok) {
        // The tool will fail and change nothing, unless it matches differently than computed here:
        // on a protected file that difference must not let an unchecked edit through.
        if (!covered(ctx, path))
            return [];
        return [{ rule: 'edit-mismatch', path: path.shown, message: claude_js_1.claudeText.edit.noMatch(tool, path.shown, proposed.detail), reason: claude_js_1.claudeText.edit.noMatchReason(), next: claude_js_1.claudeText.edit.noMatchNext(), releasable: false }];
    }
    const after = new Uint8Array(Buffer.from(proposed.text, 'utf8'));
    if (before !== null && (0, bytes_js_1.bytesEqual)(before, after))
        return [];
    const mode = stat && (stat.mode & 0o111) !== 0 ? '100755' : '100644';
    const change = {
        status: before === null ? 'added' : 'modified',
        old: before === null ? null : { path: path.rel, mode, read: async () => before },
        new: { path: path.rel, mode, read: async () => after },
    };
    const { rules } = ctx;
    const violations = path.inRepo
        ? (await new check_js_1.Checker(rules.repo, rules.repoRel).check([change])).violations
        : (await new check_js_1.Checker(rules.outside, null).check([change])).violations.map((v) => ({ ...v, path: path.shown }));
    if (!path.inRepo && path.real === rules.userFile && rules.user) {
        violations.push(...(0, manifestGuard_js_1.checkManifestChange)(rules.user, path.shown, proposed.text));
    }
    const denials = violations.map(denial_js_1.fromViolation);
    for (const rule of saveGates(ctx, path)) {
        denials.push({
            rule: 'save-gate', path: path.shown, message: claude_js_1.claudeText.saveGate.message(path.shown), reason: rule.reason,
            next: claude_js_1.claudeText.saveGate.next(rule.options.words ?? []), source: `${rule.file}:${rule.line}`, releasable: true,
            saveWords: rule.options.words ?? ['save', 'remember'],
        });
    }
    return denials;
}
function propose(tool, input, current) {
    switch (tool) {
        case 'Write':
            return { ok: true, text: input.string('content') };
        case 'Edit':
        case 'MultiEdit': {
            const edits = (tool === 'Edit' ? [input] : input.list('edits')).map((e) => ({
                oldString: e.string('old_string'), newString: e.string('new_string'), replaceAll: e.optionalBoolean('replace_all'),
            }));
            const r = (0, applyEdits_js_1.applyEdits)(current, edits);
            if (r.ok)
                return r;
            return { ok: false, detail: r.why === 'exists' ? claude_js_1.claudeText.edit.exists() : claude_js_1.claudeText.edit.notFound(tool === 'MultiEdit' ? r.failed : 0) };
        }
        case 'NotebookEdit': {
            const mode = input.optionalString('edit_mode') ?? 'replace';
            const cellType = input.optionalString('cell_type');
            if (!['replace', 'insert', 'delete'].includes(mode))
                throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.toolField(tool, 'edit_mode', 'replace, insert or delete'));
            if (cellType !== undefined && cellType !== 'code' && cellType !== 'markdown')
                throw new failure_js_1.HookFailure(claude_js_1.claudeText.input.toolField(tool, 'cell_type', 'code or markdown'));
            if (current === null)
                return { ok: false, detail: claude_js_1.claudeText.edit.badNotebook('it does not exist') };
            const r = (0, editNotebook_js_1.editNotebook)(current, {
                cellId: input.optionalString('cell_id'),
                newSource: mode === 'delete' ? (input.optionalString('new_source') ?? '') : input.string('new_source'),
                cellType: cellType,
                mode: mode,
            });
            if (r.ok)
                return r;
            return { ok: false, detail: r.why === 'no-cell' ? claude_js_1.claudeText.edit.noCell(r.detail) : r.why === 'no-cell-type' ? claude_js_1.claudeText.edit.noCellType() : claude_js_1.claudeText.edit.badNotebook(r.detail) };
        }
    }
}
function index(ctx, path) {
    return new pathIndex_js_1.PathIndex((path.inRepo ? ctx.rules.repo.rules : ctx.rules.outside.rules).filter((r) => r.kind !== 'allow' && r.kind !== 'release' && !r.kind.startsWith('command-')));
}
/** Whether any path rule (or the manifest's own protection) covers the path. */
function covered(ctx, path) {
    if (path.real === ctx.rules.repoFile || path.real === ctx.rules.userFile)
        return true;
    return index(ctx, path).match(path.rel).length > 0;
}
function saveGates(ctx, path) {
    return index(ctx, path).match(path.rel).filter((r) => r.kind === 'save-gate');
}


/***/ }),

/***/ 4472:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.editNotebook = editNotebook;
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
        const cell = { cell_type: edit.cellType, id: cellIdFor(cells.length, edit.newSource), metadata: {}, source: edit.newSource };
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


/***/ }),

/***/ 1344:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.realPathOf = realPathOf;
exports.isWithin = isWithin;
/**
 * The real path of a path that may not exist yet: symlinks resolved, and for a missing path the
 * real path of its nearest existing parent with the rest appended. A dangling symlink is followed
 * to where it points, since writing through it creates its target there.
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const exists_js_1 = __webpack_require__(5767);
const MAX_LINKS = 40;
function realPathOf(abs, depth = 0) {
    try {
        return node_fs_1.realpathSync.native(abs);
    }
    catch (e) {
        if (!(0, exists_js_1.isMissing)(e))
            throw e;
    }
    if (depth > MAX_LINKS)
        throw new Error(`too many levels of symbolic links at ${abs}`);
    const link = (0, exists_js_1.statOrUndefined)(abs, 'nofollow')?.isSymbolicLink() ?? false;
    if (link) {
        const target = (0, node_fs_1.readlinkSync)(abs);
        return realPathOf(node_path_1.posix.resolve(node_path_1.posix.dirname(abs), target), depth + 1);
    }
    const parent = node_path_1.posix.dirname(abs);
    if (parent === abs)
        return abs;
    return node_path_1.posix.join(realPathOf(parent, depth + 1), node_path_1.posix.basename(abs));
}
/** Whether `path` is `dir` or lies under it (both absolute and normalised). */
function isWithin(path, dir) {
    return path === dir || path.startsWith(dir.endsWith('/') ? dir : `${dir}/`);
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
const context_js_1 = __webpack_require__(6928);
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
    const path = raw.replace(/\\/g, '/');
    const abs = node_path_1.posix.resolve(place.cwd, path);
    const real = (0, realPath_js_1.realPathOf)(abs);
    const inWorkspace = (0, realPath_js_1.isWithin)(real, place.workspace);
    const inRepo = (0, realPath_js_1.isWithin)(real, place.root);
    const rel = inRepo ? node_path_1.posix.relative(place.root, real) : real.replace(/^\/+/, '');
    if (!inWorkspace) {
        const named = namedOutside(ctx, real) || namedOutside(ctx, abs);
        if (!named || inRepo) {
            const shown = (0, context_js_1.displayPath)(real, place);
            if ((0, realPath_js_1.isWithin)(abs, place.workspace) && abs !== real)
                return refuse(claude_js_1.claudeText.workspace.symlink(raw, shown), raw);
            if (path.split('/').includes('..'))
                return refuse(claude_js_1.claudeText.workspace.dotdot(raw), raw);
            return refuse(claude_js_1.claudeText.workspace.outside(raw, place.workspace), raw);
        }
    }
    const shown = (0, context_js_1.displayPath)(real, place);
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
        if ((0, picomatch_1.default)(r.pattern, pathIndex_js_1.GLOB_OPTIONS)(rel))
            return true;
        const base = picomatch_1.default.scan(r.pattern).base;
        return base !== '' && (0, realPath_js_1.isWithin)(abs, `/${base}`);
    });
}
function isDenial(x) {
    return 'rule' in x;
}


/***/ })

};
;