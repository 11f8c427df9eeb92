export const id = 624;
export const ids = [624];
export const modules = {

/***/ 4361:
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
/** A shell command (or inline program) that would write a protected path. */
function fromFinding(f, how, program) {
    const next = (kindNext) => (program ? _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.programNext() : kindNext);
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
            return { ...base, rule: rule.kind, message, next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.useEdit() };
        }
        case 'manifest':
            return {
                rule: 'manifest',
                path: f.path,
                reason: _core_messages_violation_js__WEBPACK_IMPORTED_MODULE_1__/* .violationText */ .j.manifest.reason(),
                message: program ? _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.programNames(how, f.path, 'manifest') : _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.writes(how, f.path, 'manifest'),
                next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.useEdit(),
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

/***/ 7624:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   judge: () => (/* binding */ judge)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3273);
/* harmony import */ var _core_manifestGuard_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1807);
/* harmony import */ var _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5026);
/* harmony import */ var _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6778);
/* harmony import */ var _denial_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4361);
/* harmony import */ var _readRegular_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8352);
/* harmony import */ var _displayPath_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1085);
/* harmony import */ var _realPath_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5381);
/**
 * The differences a tool call made to the protected set, judged by the same checker the git hooks
 * use (old = as recorded before the call, new = as it is now), under the manifests as they were
 * before the call. Gate files have no content rule: any difference to one is refused.
 */










async function judge(differences, ctx, store) {
    const { place, rules } = ctx;
    const out = [];
    const inRepo = [];
    const outside = [];
    for (const d of differences) {
        const shown = (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_9__/* .displayPath */ .G)(d.path, place);
        // Removing the installed CLI (`rm -rf node_modules`, a reinstall) switches nothing off: every
        // hook then fails, and a failing hook blocks. Writing into it is a gate switch.
        if (d.guard.installed && d.now === undefined)
            continue;
        if (d.guard.gate && !d.guard.manifest) {
            out.push({
                path: d.path,
                denial: {
                    rule: 'gate-switch',
                    path: shown,
                    message: _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_5__/* .tripwireText */ .w.changed(shown, _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_5__/* .tripwireText */ .w.noun('gate-switch')),
                    reason: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_4__/* .claudeText */ .E.gate.reason(),
                    next: _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_5__/* .tripwireText */ .w.nextGate(),
                    releasable: false,
                },
            });
            continue;
        }
        if (d.guard.manifest && rules.userFiles.includes(d.path)) {
            const newText = d.now === undefined ? null : (0,_readRegular_js__WEBPACK_IMPORTED_MODULE_7__/* .readRegularText */ .Aj)(d.path);
            const before = rules.user ?? { file: shown, rules: [], errors: [] };
            for (const v of (0,_core_manifestGuard_js__WEBPACK_IMPORTED_MODULE_3__/* .checkManifestChange */ .iV)(before, shown, newText))
                out.push({ path: d.path, denial: { ...(0,_denial_js__WEBPACK_IMPORTED_MODULE_6__/* .fromViolation */ ._)(v), next: _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_5__/* .tripwireText */ .w.nextEdit() } });
            continue;
        }
        const within = (0,_realPath_js__WEBPACK_IMPORTED_MODULE_8__/* .isWithin */ .U)(d.path, place.root);
        const rel = within ? node_path__WEBPACK_IMPORTED_MODULE_1__.posix.relative(place.root, d.path) : d.path.replace(/^\/+/, '');
        const change = changeOf(d, rel, store);
        // a FIFO, socket or folder where nothing was: not a file the rules speak of (it is not committed)
        if (change.old === null && change.new === null)
            continue;
        (within ? inRepo : outside).push({ change, path: d.path });
        for (const rule of d.guard.rules.filter((r) => r.kind === 'save-gate')) {
            out.push({
                path: d.path,
                denial: {
                    rule: 'save-gate',
                    path: shown,
                    message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_4__/* .claudeText */ .E.saveGate.message(shown),
                    reason: rule.reason,
                    next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_4__/* .claudeText */ .E.saveGate.next(rule.options.words ?? []),
                    source: `${rule.file}:${rule.line}`,
                    releasable: true,
                    saveWords: rule.options.words ?? ['save', 'remember'],
                },
            });
        }
    }
    const byRel = (list) => new Map(list.map((x) => [(x.change.new ?? x.change.old).path, x.path]));
    for (const [list, checker] of [
        [inRepo, () => new _core_check_js__WEBPACK_IMPORTED_MODULE_2__/* .Checker */ .A$(rules.repo, rules.repoRel)],
        [outside, () => new _core_check_js__WEBPACK_IMPORTED_MODULE_2__/* .Checker */ .A$(rules.outside, null)],
    ]) {
        if (list.length === 0)
            continue;
        const paths = byRel(list);
        let violations;
        try {
            violations = (await checker().check(list.map((x) => x.change))).violations;
        }
        catch (e) {
            // a side that cannot be read (too large, unreadable) cannot be judged: put back (fail closed)
            if (!(e instanceof _core_check_js__WEBPACK_IMPORTED_MODULE_2__/* .ReadError */ .F_))
                throw e;
            for (const x of list)
                out.push({ path: x.path, denial: unreadable((0,_displayPath_js__WEBPACK_IMPORTED_MODULE_9__/* .displayPath */ .G)(x.path, place), e.message) });
            continue;
        }
        for (const v of violations) {
            const path = paths.get(v.path);
            out.push({ path, denial: denialOf({ ...(0,_denial_js__WEBPACK_IMPORTED_MODULE_6__/* .fromViolation */ ._)(v), path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_9__/* .displayPath */ .G)(path, place) }) });
        }
    }
    return out;
}
function unreadable(shown, why) {
    return {
        rule: 'unreadable',
        path: shown,
        message: _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_5__/* .tripwireText */ .w.unreadable(shown, why),
        reason: _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_5__/* .tripwireText */ .w.unreadableReason(),
        next: _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_5__/* .tripwireText */ .w.nextEdit(),
        releasable: false,
    };
}
/**
 * Files larger than this are not read to be judged: the change is refused and put back (fail
 * closed). Judging a 60 MB file's content takes seconds, and the hook must answer within its
 * time limit, which no timer can enforce while the checker runs (review-15 F09).
 */
const READ_LIMIT = 32 * 1024 * 1024;
/** The next action after the tripwire: the checked way (Edit), or the person; secrets are never the agent's. */
function denialOf(d) {
    if (d.rule === 'secret')
        return { ...d, next: _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_5__/* .tripwireText */ .w.nextSecret() };
    return { ...d, next: _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_5__/* .tripwireText */ .w.nextEdit() };
}
function changeOf(d, rel, store) {
    const old = d.before.t === '-' ? null : recordedSide(d.before, rel, store);
    const now = diskSide(d, rel);
    let status = 'modified';
    if (old === null)
        status = 'added';
    else if (now === null)
        status = 'deleted';
    else if (old.mode !== now.mode && (old.mode === '120000' || now.mode === '120000'))
        status = 'type-changed';
    return { status, old, new: now };
}
function modeOf(t, perm) {
    if (t === 'l')
        return '120000';
    return perm !== undefined && (perm & 0o111) !== 0 ? '100755' : '100644';
}
function recordedSide(e, rel, store) {
    const mode = modeOf(e.t, e.m);
    return {
        path: rel,
        mode,
        read: async () => {
            if (e.t === 'l')
                return new TextEncoder().encode(e.l ?? '');
            if (e.b === undefined)
                return new Uint8Array(); // a path kept for its existence only
            return store.readBlob(e.b);
        },
    };
}
/** The side as it is now: a file or a symlink (a folder or device where a file was counts as its deletion). */
function diskSide(d, rel) {
    const st = d.now;
    if (st?.isSymbolicLink()) {
        const target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(d.path);
        return { path: rel, mode: '120000', read: async () => new TextEncoder().encode(target) };
    }
    if (!st?.isFile())
        return null;
    const size = st.size;
    return {
        path: rel,
        mode: modeOf('f', st.mode & 0o7777),
        read: async () => {
            if (size > READ_LIMIT)
                throw new Error(_core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_5__/* .tripwireText */ .w.tooLarge(size, READ_LIMIT / 1024 / 1024));
            return (0,_readRegular_js__WEBPACK_IMPORTED_MODULE_7__/* .readRegular */ .VX)(d.path);
        },
    };
}


/***/ })

};
