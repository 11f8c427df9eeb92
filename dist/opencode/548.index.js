export const id = 548;
export const ids = [548];
export const modules = {

/***/ 1548:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Protection: () => (/* binding */ Protection)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4006);
/* harmony import */ var _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4612);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3360);
/* harmony import */ var _exists_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3531);
/* harmony import */ var _displayPath_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6482);
/* harmony import */ var _gatePaths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3629);
/* harmony import */ var _realPath_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2412);
/**
 * Whether a file a shell command (or an inline program) would write is protected, and by what:
 * a manifest rule (freeze, invariant, append, budget, save-gate, deny), the manifest itself,
 * git's own directory (its hooks above all), or the built-in secret list. Works on absolute paths
 * from the shell walker; for a target only partly known it answers whether it *could* be one.
 */









/** Rules whose files a shell command may not write. */
const GUARDED = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate', 'deny']);
/** Of those, the ones that protect a file only once it exists (creating it is allowed). */
const EXISTING_ONLY = new Set(['freeze', 'invariant', 'append']);
/** git's hook names, for a target whose directory is unknown but whose name is one of them. */
const HOOK_NAMES = new Set([
    'applypatch-msg',
    'pre-applypatch',
    'post-applypatch',
    'pre-commit',
    'pre-merge-commit',
    'prepare-commit-msg',
    'commit-msg',
    'post-commit',
    'pre-rebase',
    'post-checkout',
    'post-merge',
    'pre-push',
    'pre-receive',
    'update',
    'proc-receive',
    'post-receive',
    'post-update',
    'reference-transaction',
    'push-to-checkout',
    'pre-auto-gc',
    'post-rewrite',
    'sendemail-validate',
    'fsmonitor-watchman',
    'p4-changelist',
    'p4-prepare-changelist',
    'p4-post-changelist',
    'p4-pre-submit',
    'post-index-change',
]);
const LIST_LIMIT = 5000;
class Protection {
    ctx;
    inside;
    outside;
    allowInside;
    allowOutside;
    guardedRules;
    gates;
    constructor(ctx) {
        this.ctx = ctx;
        const { repo, outside } = ctx.rules;
        this.inside = new _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .PathIndex */ .EG(repo.rules.filter((r) => GUARDED.has(r.kind)));
        this.allowInside = new _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .PathIndex */ .EG(repo.rules.filter((r) => r.kind === 'allow'));
        this.outside = new _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .PathIndex */ .EG(outside.rules.filter((r) => GUARDED.has(r.kind)));
        this.allowOutside = new _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .PathIndex */ .EG(outside.rules.filter((r) => r.kind === 'allow'));
        this.guardedRules = [...repo.rules, ...outside.rules].filter((r) => GUARDED.has(r.kind));
        this.gates = new _gatePaths_js__WEBPACK_IMPORTED_MODULE_5__/* .GatePaths */ .mX(ctx.place);
    }
    /**
     * Findings for a known absolute path (as written and as resolved through symlinks). `removes`:
     * the path itself is removed or moved away, so a deny rule (no adding) does not apply under it,
     * and a symlink there is judged as the link (its folder resolved), not as what it points to.
     */
    exact(abs, tree, removes = false) {
        const found = [];
        if (removes && (0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .statOrUndefined */ .md)(abs, 'nofollow')?.isSymbolicLink()) {
            const link = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(realPathOrMissing(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(abs)), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(abs));
            for (const p of link === abs ? [abs] : [abs, link])
                found.push(...this.file(p));
            return dedupe(found);
        }
        const real = realPathOrMissing(abs);
        for (const p of real === abs ? [abs] : [abs, real]) {
            found.push(...this.file(p));
            if (tree)
                found.push(...this.under(p, null, false, removes));
        }
        return dedupe(found);
    }
    /**
     * Findings for a path only partly known: somewhere under `dir` (null: anywhere), with a last
     * segment matching the glob `base` (null: any name).
     */
    partial(dir, base, tree) {
        if (dir !== null) {
            const real = realPathOrMissing(dir);
            const found = [];
            for (const p of real === dir ? [dir] : [dir, real])
                found.push(...this.under(p, base, true));
            return dedupe(found);
        }
        const matches = base === null || tree ? () => true : picomatch__WEBPACK_IMPORTED_MODULE_7__(base, { ..._core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .GLOB_OPTIONS */ .gu, dot: true });
        const found = [];
        const { place, rules } = this.ctx;
        for (const rule of this.guardedRules) {
            const last = rule.pattern.slice(rule.pattern.lastIndexOf('/') + 1);
            if (base === null || tree || lastSegmentMayMatch(last, base, matches))
                found.push({ kind: 'rule', rule, path: rule.pattern });
        }
        for (const file of [rules.repoFile, ...rules.userFiles]) {
            if (matches(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(file)))
                found.push({ kind: 'manifest', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(file, place) });
        }
        if (place.gitDir && (base === null || tree || [...HOOK_NAMES].some((h) => matches(h))))
            found.push({ kind: 'git-hooks', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(place.gitDir, 'hooks'), place) });
        if (base !== null && !tree) {
            const segment = (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .secretSegment */ .Oj)(base);
            if (segment !== undefined)
                found.push({ kind: 'secret', path: base, segment });
        }
        return dedupe(found);
    }
    /**
     * Findings for a file put straight into a directory under a name matching the glob `base` (null:
     * any name), as `cp FILE DIR/` does without `-r`: the directory's own entries, not deeper ones.
     */
    children(dir, base) {
        const real = realPathOrMissing(dir);
        const found = [];
        for (const p of real === dir ? [dir] : [dir, real])
            found.push(...this.under(p, base, true, false, true));
        return dedupe(found);
    }
    /** Findings for a path named in an inline program's text, relative to each possible directory. */
    named(token, dirs) {
        const { place } = this.ctx;
        const path = token.replace(/\\/g, '/');
        const bases = path.startsWith('/')
            ? ['']
            : path.startsWith('~/')
                ? [place.home]
                : [...new Set([...dirs.filter((d) => d !== null), place.root])];
        const found = [];
        for (const base of bases) {
            const abs = path.startsWith('/')
                ? node_path__WEBPACK_IMPORTED_MODULE_1__.posix.resolve(path)
                : node_path__WEBPACK_IMPORTED_MODULE_1__.posix.resolve(base, path.startsWith('~/') ? path.slice(2) : path);
            found.push(...this.exact(abs, false));
        }
        if (!path.includes('/')) {
            for (const rule of this.guardedRules) {
                if (!picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(rule.pattern).isGlob && node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(rule.pattern) === path)
                    found.push({ kind: 'rule', rule, path: rule.pattern });
            }
        }
        return dedupe(found);
    }
    /** Findings for one file path. */
    file(p) {
        const { place, rules } = this.ctx;
        const shown = (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(p, place);
        if (place.gitDir && (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(p, place.gitDir)) {
            return [{ kind: (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(p, node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(place.gitDir, 'hooks')) ? 'git-hooks' : 'git', path: shown }];
        }
        if (p === rules.repoFile || rules.userFiles.includes(p))
            return [{ kind: 'manifest', path: shown }];
        const gate = this.gates.at(p);
        if (gate !== undefined)
            return [{ kind: 'gate-file', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(gate, place) }];
        const inRepo = (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(p, place.root);
        const rel = inRepo ? node_path__WEBPACK_IMPORTED_MODULE_1__.posix.relative(place.root, p) : p.replace(/^\/+/, '');
        if (inRepo && rel.split('/').includes('.git'))
            return [{ kind: 'git', path: shown }];
        const index = inRepo ? this.inside : this.outside;
        const allowed = (inRepo ? this.allowInside : this.allowOutside).match(rel).length > 0;
        const matched = rel === '' ? [] : index.match(rel);
        const found = [];
        // Only a path that is surely missing counts as missing; one that cannot be inspected is
        // treated as existing, so freeze, invariant and append still apply (fail closed).
        const exists = matched.length > 0 && (0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .existsOrUnknown */ .i7)(p, 'nofollow');
        for (const rule of matched) {
            if (EXISTING_ONLY.has(rule.kind) && !exists)
                continue;
            if (rule.kind === 'deny' && (allowed || exists))
                continue;
            found.push({ kind: 'rule', rule, path: shown });
        }
        if (inRepo && !allowed) {
            const segment = (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .secretSegment */ .Oj)(rel);
            if (segment !== undefined)
                found.push({ kind: 'secret', path: shown, segment });
        }
        return found;
    }
    /**
     * Findings for what lies under a directory: its existing files (listed, up to a limit) whose
     * name matches `base`, and, past the limit or for files yet to be created, every rule whose
     * pattern could reach under it.
     */
    under(dir, base, includeCreations = false, removes = false, 
    /** Only the directory's own entries (`children`). */
    childrenOnly = false) {
        const { place, rules } = this.ctx;
        const matches = base === null ? () => true : picomatch__WEBPACK_IMPORTED_MODULE_7__(base, { ..._core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .GLOB_OPTIONS */ .gu, dot: true });
        /** Whether a path lies where a name under the directory may land. */
        const reached = (p) => !childrenOnly || node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(p) === dir;
        const found = [];
        if (place.gitDir) {
            const hooks = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(place.gitDir, 'hooks');
            if ((0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(dir, place.gitDir))
                return [
                    { kind: (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(dir, hooks) || (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(hooks, dir) ? 'git-hooks' : 'git', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(dir, place) },
                ];
            if ((0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(place.gitDir, dir) && reached(place.gitDir)) {
                if (base === null)
                    found.push({ kind: 'git', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(place.gitDir, place) });
                else if ([...HOOK_NAMES, 'config'].some((h) => matches(h)))
                    found.push({ kind: 'git-hooks', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(hooks, place) });
            }
        }
        for (const file of [rules.repoFile, ...rules.userFiles]) {
            if ((0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(file, dir) && reached(file) && matches(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(file)))
                found.push({ kind: 'manifest', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(file, place) });
        }
        const gate = this.gates.at(dir);
        if (gate !== undefined)
            found.push({ kind: 'gate-file', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(gate, place) });
        for (const f of this.gates.under(dir))
            if (reached(f) && matches(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(f)))
                found.push({ kind: 'gate-file', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(f, place) });
        const inRepo = (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(dir, place.root);
        const rel = inRepo ? node_path__WEBPACK_IMPORTED_MODULE_1__.posix.relative(place.root, dir) : dir.replace(/^\/+/, '');
        const reachable = this.guardedRules.filter((r) => (inRepo ? !r.pattern.startsWith('/') && rules.repo.rules.includes(r) : rules.outside.rules.includes(r)) &&
            patternReaches(r.pattern, rel));
        if (reachable.length === 0)
            return found;
        const listed = listFiles(dir, LIST_LIMIT, childrenOnly);
        if (listed === undefined) {
            for (const rule of reachable)
                if (!(removes && rule.kind === 'deny'))
                    found.push({ kind: 'rule', rule, path: rule.pattern });
            return found;
        }
        // The installed CLI and the code cache inside a folder removed or rewritten whole are not
        // refused for (removing node_modules is everyday work; the tripwire still puts back a write).
        for (const f of listed)
            if (matches(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(f)))
                found.push(...this.file(f).filter((x) => x.kind !== 'gate-file' || !this.gates.removable(f)));
        if (includeCreations) {
            for (const rule of reachable) {
                if (EXISTING_ONLY.has(rule.kind))
                    continue;
                // a plain path lands in the directory only when it is one of its entries
                if (childrenOnly &&
                    !picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(rule.pattern).isGlob &&
                    node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(rule.pattern.replace(/^\/+/, '')) !== (rel || '.'))
                    continue;
                const last = rule.pattern.slice(rule.pattern.lastIndexOf('/') + 1);
                if (base === null || lastSegmentMayMatch(last, base, matches))
                    found.push({ kind: 'rule', rule, path: rule.pattern });
            }
        }
        return found;
    }
}
/** Whether a pattern could match a path under the directory `rel` ('' for the root). */
function patternReaches(pattern, rel) {
    if (rel === '')
        return true;
    const scan = picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(pattern);
    if (!scan.isGlob)
        return pattern.startsWith(`${rel}/`) || pattern === rel;
    const base = scan.base;
    return base === '' || base === rel || base.startsWith(`${rel}/`) || rel.startsWith(`${base}/`);
}
/** Whether a pattern's last segment and a name glob could both match some name (sound, not exact). */
function lastSegmentMayMatch(last, base, matchesBase) {
    if (last === '**' || last === '*')
        return true;
    if (!picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(last).isGlob)
        return matchesBase(last);
    if (!picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(base).isGlob)
        return picomatch__WEBPACK_IMPORTED_MODULE_7__(last, { ..._core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .GLOB_OPTIONS */ .gu, dot: true })(base);
    // Two globs: `*.sqlite` and `*.log` share no name (a name ending in both ends in the longer).
    const a = starSuffix(last);
    const b = starSuffix(base);
    if (a !== undefined && b !== undefined)
        return a.endsWith(b) || b.endsWith(a);
    return true;
}
/** The literal text after a glob's one leading `*` (`*.log` -> `.log`); undefined for any other shape. */
function starSuffix(glob) {
    const m = /^\*((?:\\.|[^*?[\]{}()!+@\\])*)$/.exec(glob);
    return m ? m[1].replace(/\\(.)/g, '$1') : undefined;
}
/**
 * Files (not directories) under `dir`, following no symlinks; undefined past `limit` entries or
 * when any part cannot be read (the caller then assumes every rule that reaches the folder: fail
 * closed). Only a folder that does not exist is empty.
 */
function listFiles(dir, limit, childrenOnly = false) {
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dir);
    }
    catch (e) {
        return (0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .isMissing */ .b2)(e) ? [] : undefined;
    }
    if (!stat.isDirectory())
        return [dir];
    const out = [];
    const queue = [dir];
    let seen = 0;
    while (queue.length > 0) {
        const d = queue.shift();
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(d, { withFileTypes: true });
        }
        catch (e) {
            if ((0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .isMissing */ .b2)(e))
                continue; // removed while listing
            return undefined;
        }
        for (const e of entries) {
            if (++seen > limit)
                return undefined;
            const p = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(d, e.name);
            if (e.name === '.git')
                continue; // git's own directory is judged as a whole, above
            if (e.isDirectory()) {
                if (!childrenOnly)
                    queue.push(p);
            }
            else
                out.push(p);
        }
    }
    return out;
}
function dedupe(found) {
    const seen = new Set();
    return found.filter((f) => {
        const key = `${f.kind}|${f.path}|${f.kind === 'rule' ? `${f.rule.file}:${f.rule.line}` : ''}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
/** The real path, or the path as written when it does not exist; any other failure propagates (exit 2). */
function realPathOrMissing(p) {
    try {
        return (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .realPathOf */ .d)(p);
    }
    catch (e) {
        if ((0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .isMissing */ .b2)(e))
            return p;
        throw e;
    }
}


/***/ })

};
