"use strict";
exports.id = 1272;
exports.ids = [1272];
exports.modules = {

/***/ 1272:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Protection = void 0;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const picomatch_1 = __importDefault(__webpack_require__(4006));
const pathIndex_js_1 = __webpack_require__(1079);
const secrets_js_1 = __webpack_require__(1359);
const exists_js_1 = __webpack_require__(5767);
const displayPath_js_1 = __webpack_require__(2062);
const gatePaths_js_1 = __webpack_require__(3794);
const realPath_js_1 = __webpack_require__(1344);
const GUARDED = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate', 'deny']);
const EXISTING_ONLY = new Set(['freeze', 'invariant', 'append']);
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
        this.inside = new pathIndex_js_1.PathIndex(repo.rules.filter((r) => GUARDED.has(r.kind)));
        this.allowInside = new pathIndex_js_1.PathIndex(repo.rules.filter((r) => r.kind === 'allow'));
        this.outside = new pathIndex_js_1.PathIndex(outside.rules.filter((r) => GUARDED.has(r.kind)));
        this.allowOutside = new pathIndex_js_1.PathIndex(outside.rules.filter((r) => r.kind === 'allow'));
        this.guardedRules = [...repo.rules, ...outside.rules].filter((r) => GUARDED.has(r.kind));
        this.gates = new gatePaths_js_1.GatePaths(ctx.place);
    }
    exact(abs, tree, removes = false) {
        const found = [];
        if (removes && (0, exists_js_1.statOrUndefined)(abs, 'nofollow')?.isSymbolicLink()) {
            const link = node_path_1.posix.join(realPathOrMissing(node_path_1.posix.dirname(abs)), node_path_1.posix.basename(abs));
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
    partial(dir, base, tree) {
        if (dir !== null) {
            const real = realPathOrMissing(dir);
            const found = [];
            for (const p of real === dir ? [dir] : [dir, real])
                found.push(...this.under(p, base, true));
            return dedupe(found);
        }
        const matches = base === null || tree ? () => true : (0, picomatch_1.default)(base, { ...pathIndex_js_1.GLOB_OPTIONS, dot: true });
        const found = [];
        const { place, rules } = this.ctx;
        for (const rule of this.guardedRules) {
            const last = rule.pattern.slice(rule.pattern.lastIndexOf('/') + 1);
            if (base === null || tree || lastSegmentMayMatch(last, base, matches))
                found.push({ kind: 'rule', rule, path: rule.pattern });
        }
        for (const file of [rules.repoFile, ...rules.userFiles]) {
            if (matches(node_path_1.posix.basename(file)))
                found.push({ kind: 'manifest', path: (0, displayPath_js_1.displayPath)(file, place) });
        }
        if (place.gitDir && (base === null || tree || [...HOOK_NAMES].some((h) => matches(h))))
            found.push({ kind: 'git-hooks', path: (0, displayPath_js_1.displayPath)(node_path_1.posix.join(place.gitDir, 'hooks'), place) });
        if (base !== null && !tree) {
            const segment = (0, secrets_js_1.secretSegment)(base);
            if (segment !== undefined)
                found.push({ kind: 'secret', path: base, segment });
        }
        return dedupe(found);
    }
    children(dir, base) {
        const real = realPathOrMissing(dir);
        const found = [];
        for (const p of real === dir ? [dir] : [dir, real])
            found.push(...this.under(p, base, true, false, true));
        return dedupe(found);
    }
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
                ? node_path_1.posix.resolve(path)
                : node_path_1.posix.resolve(base, path.startsWith('~/') ? path.slice(2) : path);
            found.push(...this.exact(abs, false));
        }
        if (!path.includes('/')) {
            for (const rule of this.guardedRules) {
                if (!picomatch_1.default.scan(rule.pattern).isGlob && node_path_1.posix.basename(rule.pattern) === path)
                    found.push({ kind: 'rule', rule, path: rule.pattern });
            }
        }
        return dedupe(found);
    }
    file(p) {
        const { place, rules } = this.ctx;
        const shown = (0, displayPath_js_1.displayPath)(p, place);
        if (place.gitDir && (0, realPath_js_1.isWithin)(p, place.gitDir)) {
            return [{ kind: (0, realPath_js_1.isWithin)(p, node_path_1.posix.join(place.gitDir, 'hooks')) ? 'git-hooks' : 'git', path: shown }];
        }
        if (p === rules.repoFile || rules.userFiles.includes(p))
            return [{ kind: 'manifest', path: shown }];
        const gate = this.gates.at(p);
        if (gate !== undefined)
            return [{ kind: 'gate-file', path: (0, displayPath_js_1.displayPath)(gate, place) }];
        const inRepo = (0, realPath_js_1.isWithin)(p, place.root);
        const rel = inRepo ? node_path_1.posix.relative(place.root, p) : p.replace(/^\/+/, '');
        if (inRepo && rel.split('/').includes('.git'))
            return [{ kind: 'git', path: shown }];
        const index = inRepo ? this.inside : this.outside;
        const allowed = (inRepo ? this.allowInside : this.allowOutside).match(rel).length > 0;
        const matched = rel === '' ? [] : index.match(rel);
        const found = [];
        const exists = matched.length > 0 && (0, exists_js_1.existsOrUnknown)(p, 'nofollow');
        for (const rule of matched) {
            if (EXISTING_ONLY.has(rule.kind) && !exists)
                continue;
            if (rule.kind === 'deny' && (allowed || exists))
                continue;
            found.push({ kind: 'rule', rule, path: shown });
        }
        if (inRepo && !allowed) {
            const segment = (0, secrets_js_1.secretSegment)(rel);
            if (segment !== undefined)
                found.push({ kind: 'secret', path: shown, segment });
        }
        return found;
    }
    under(dir, base, includeCreations = false, removes = false, childrenOnly = false) {
        const { place, rules } = this.ctx;
        const matches = base === null ? () => true : (0, picomatch_1.default)(base, { ...pathIndex_js_1.GLOB_OPTIONS, dot: true });
        const reached = (p) => !childrenOnly || node_path_1.posix.dirname(p) === dir;
        const found = [];
        if (place.gitDir) {
            const hooks = node_path_1.posix.join(place.gitDir, 'hooks');
            if ((0, realPath_js_1.isWithin)(dir, place.gitDir))
                return [
                    { kind: (0, realPath_js_1.isWithin)(dir, hooks) || (0, realPath_js_1.isWithin)(hooks, dir) ? 'git-hooks' : 'git', path: (0, displayPath_js_1.displayPath)(dir, place) },
                ];
            if ((0, realPath_js_1.isWithin)(place.gitDir, dir) && reached(place.gitDir)) {
                if (base === null)
                    found.push({ kind: 'git', path: (0, displayPath_js_1.displayPath)(place.gitDir, place) });
                else if ([...HOOK_NAMES, 'config'].some((h) => matches(h)))
                    found.push({ kind: 'git-hooks', path: (0, displayPath_js_1.displayPath)(hooks, place) });
            }
        }
        for (const file of [rules.repoFile, ...rules.userFiles]) {
            if ((0, realPath_js_1.isWithin)(file, dir) && reached(file) && matches(node_path_1.posix.basename(file)))
                found.push({ kind: 'manifest', path: (0, displayPath_js_1.displayPath)(file, place) });
        }
        const gate = this.gates.at(dir);
        if (gate !== undefined)
            found.push({ kind: 'gate-file', path: (0, displayPath_js_1.displayPath)(gate, place) });
        for (const f of this.gates.under(dir))
            if (reached(f) && matches(node_path_1.posix.basename(f)))
                found.push({ kind: 'gate-file', path: (0, displayPath_js_1.displayPath)(f, place) });
        const inRepo = (0, realPath_js_1.isWithin)(dir, place.root);
        const rel = inRepo ? node_path_1.posix.relative(place.root, dir) : dir.replace(/^\/+/, '');
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
        for (const f of listed)
            if (matches(node_path_1.posix.basename(f)))
                found.push(...this.file(f).filter((x) => x.kind !== 'gate-file' || !this.gates.removable(f)));
        if (includeCreations) {
            for (const rule of reachable) {
                if (EXISTING_ONLY.has(rule.kind))
                    continue;
                if (childrenOnly &&
                    !picomatch_1.default.scan(rule.pattern).isGlob &&
                    node_path_1.posix.dirname(rule.pattern.replace(/^\/+/, '')) !== (rel || '.'))
                    continue;
                const last = rule.pattern.slice(rule.pattern.lastIndexOf('/') + 1);
                if (base === null || lastSegmentMayMatch(last, base, matches))
                    found.push({ kind: 'rule', rule, path: rule.pattern });
            }
        }
        return found;
    }
}
exports.Protection = Protection;
function patternReaches(pattern, rel) {
    if (rel === '')
        return true;
    const scan = picomatch_1.default.scan(pattern);
    if (!scan.isGlob)
        return pattern.startsWith(`${rel}/`) || pattern === rel;
    const base = scan.base;
    return base === '' || base === rel || base.startsWith(`${rel}/`) || rel.startsWith(`${base}/`);
}
function lastSegmentMayMatch(last, base, matchesBase) {
    if (last === '**' || last === '*')
        return true;
    if (!picomatch_1.default.scan(last).isGlob)
        return matchesBase(last);
    if (!picomatch_1.default.scan(base).isGlob)
        return (0, picomatch_1.default)(last, { ...pathIndex_js_1.GLOB_OPTIONS, dot: true })(base);
    const a = starSuffix(last);
    const b = starSuffix(base);
    if (a !== undefined && b !== undefined)
        return a.endsWith(b) || b.endsWith(a);
    return true;
}
function starSuffix(glob) {
    const m = /^\*((?:\\.|[^*?[\]{}()!+@\\])*)$/.exec(glob);
    return m ? m[1].replace(/\\(.)/g, '$1') : undefined;
}
function listFiles(dir, limit, childrenOnly = false) {
    let stat;
    try {
        stat = (0, node_fs_1.lstatSync)(dir);
    }
    catch (e) {
        return (0, exists_js_1.isMissing)(e) ? [] : undefined;
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
            entries = (0, node_fs_1.readdirSync)(d, { withFileTypes: true });
        }
        catch (e) {
            if ((0, exists_js_1.isMissing)(e))
                continue;
            return undefined;
        }
        for (const e of entries) {
            if (++seen > limit)
                return undefined;
            const p = node_path_1.posix.join(d, e.name);
            if (e.name === '.git')
                continue;
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
function realPathOrMissing(p) {
    try {
        return (0, realPath_js_1.realPathOf)(p);
    }
    catch (e) {
        if ((0, exists_js_1.isMissing)(e))
            return p;
        throw e;
    }
}


/***/ })

};
;