// diffgate-cache-key: e7ad1173dc58cc5743b5f07a68ffd718e19b1bddbcaa1034a82bd3feeaf588dc
"use strict";
exports.id = 422;
exports.ids = [422,272];
exports.modules = {

/***/ 9422:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.decideBash = decideBash;
exports.catastropheDenials = catastropheDenials;
/**
 * The Bash tool. Under a manifest with command rules the policy and the write-target check run
 * together (judgeBash.ts, loaded only then: the arity table and the policy's modules are not needed
 * otherwise). Without command rules only the write targets and the five catastrophic forms,
 * which no manifest can switch off, are checked. The line is parsed only when the write-target
 * pre-scan cannot clear it.
 */
const catastrophic_js_1 = __webpack_require__(6014);
const command_js_1 = __webpack_require__(5078);
const protection_js_1 = __webpack_require__(1272);
const decideShell_js_1 = __webpack_require__(5744);
const segmentCollector_js_1 = __webpack_require__(9592);
async function decideBash(command, ctx) {
    const manifests = [ctx.rules.repo, ...(ctx.rules.user ? [ctx.rules.user] : [])];
    if (manifests.some((m) => m.rules.some((r) => r.kind.startsWith('command-')))) {
        return (await Promise.all(/* import() | policy */[__webpack_require__.e(544), __webpack_require__.e(422), __webpack_require__.e(477)]).then(__webpack_require__.bind(__webpack_require__, 11))).judgeBash(command, ctx);
    }
    const collector = new segmentCollector_js_1.SegmentCollector();
    const written = await (0, decideShell_js_1.decideShell)(command, ctx, new protection_js_1.Protection(ctx), { visitor: collector, parse: false });
    const catastrophes = (0, catastrophic_js_1.catastrophesIn)({ text: command, segments: collector.segments, home: ctx.place.home });
    return { denials: [...catastropheDenials(catastrophes), ...written] };
}
/** One denial per catastrophic form found (never releasable). */
function catastropheDenials(catastrophes) {
    const denials = [];
    const forms = new Set();
    for (const found of catastrophes) {
        if (forms.has(found.form))
            continue;
        forms.add(found.form);
        denials.push({ rule: 'catastrophic', message: command_js_1.commandText.catastrophic.message(found.form, found.text), reason: command_js_1.commandText.catastrophic.reason(), next: command_js_1.commandText.catastrophic.next(), releasable: false });
    }
    return denials;
}


/***/ }),

/***/ 9592:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SegmentCollector = void 0;
exports.argWords = argWords;
const rawCommands_js_1 = __webpack_require__(8069);
const words_js_1 = __webpack_require__(3967);
const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash']);
class SegmentCollector {
    segments = [];
    /** Assignments seen since the last command: the next command's own prefix, or standalone ones. */
    pending = [];
    /** A standalone assignment or `export` ran: every later command's environment may differ. */
    environmentChanged = false;
    command(cmd) {
        if (this.pending.some((a) => !cmd.assigns.includes(a)))
            this.environmentChanged = true;
        this.pending = [];
        let args = cmd.args;
        const via = cmd.via.map((v) => v.split(' ')[0]);
        while (args.length > 1 && nameOf(args[0]) === 'builtin') {
            args = args.slice(1);
            via.push('builtin');
        }
        const argv = args.flatMap(argWords);
        const segment = { argv, text: cmd.text, via, dirs: cmd.dirs };
        if (this.environmentChanged || cmd.assigns.length > 0)
            segment.hasOverrides = true;
        if (runsOnlyItsBody(cmd, args))
            segment.wrapper = true;
        this.segments.push(segment);
    }
    redirect() { }
    assignment(a) {
        this.pending.push(a);
    }
    opaque(text, why) {
        if (why === 'syntax') {
            const commands = (0, rawCommands_js_1.rawCommands)(text).commands;
            for (const words of commands)
                this.segments.push({ argv: words, text: words.join(' '), parseFailed: true });
            if (commands.length > 0)
                return;
        }
        // Code that cannot be read before it runs: any program, any arguments.
        this.segments.push({ argv: [null, null], text, parseFailed: true });
    }
}
exports.SegmentCollector = SegmentCollector;
/** A walker word as policy words: a brace list is several words; a loop variable one of several. */
function argWords(word) {
    if (word.values.length === 1) {
        const value = word.values[0];
        const text = (0, words_js_1.textOf)(value);
        if (text === undefined)
            return [null];
        return [expands(value) ? { glob: text } : text];
    }
    const texts = word.values.map((v) => (expands(v) ? undefined : (0, words_js_1.textOf)(v)));
    if (texts.some((x) => x === undefined) || texts.length === 0)
        return [null];
    if (/^[^$`'"]*\{[^}]*[,.][^}]*\}/.test(word.raw))
        return texts;
    return [{ oneOf: texts }];
}
/** Whether the shell would expand the value as a glob: `*`, `?` or a closed `[...]` unquoted (a lone `[` is a word). */
function expands(value) {
    if (!(0, words_js_1.hasGlob)(value))
        return false;
    const pattern = value.map((p) => (p === null ? '' : p.quoted ? p.text.replace(/[*?[\]]/g, '_') : p.text)).join('');
    return /[*?]|\[[^\]]+\]/.test(pattern);
}
function nameOf(word) {
    const text = (0, words_js_1.literal)(word);
    return text === undefined ? undefined : text.slice(text.lastIndexOf('/') + 1);
}
/** `bash -c BODY` with a known body, `eval` of known words, a shell reading an exact heredoc. */
function runsOnlyItsBody(cmd, args) {
    const name = nameOf(args[0]);
    if (name === 'eval')
        return args.slice(1).every((w) => (0, words_js_1.literal)(w) !== undefined);
    if (name === undefined || !SHELLS.has(name))
        return false;
    const rest = args.slice(1).map((w) => (0, words_js_1.literal)(w));
    const at = rest.findIndex((w) => w !== undefined && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w));
    if (at !== -1)
        return rest[at + 1] !== undefined && rest.slice(0, at).every((w) => w !== undefined && w.startsWith('-'));
    const operands = rest.filter((w) => w === undefined || !w.startsWith('-'));
    return operands.length === 0 && cmd.stdin.some((s) => s.kind === 'text' && s.exact);
}


/***/ }),

/***/ 4652:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.namedIn = namedIn;
const TOKEN = /[A-Za-z0-9_.~/\\+@%-]+/g;
/** Every protected path a text names: its path-like tokens, resolved against each directory. */
function namedIn(text, dirs, protection) {
    const tokens = new Set();
    for (const m of text.matchAll(TOKEN)) {
        const token = m[0].replace(/[.]+$/, '');
        if (/[A-Za-z0-9]/.test(token) && token.length <= 4096 && !/^-/.test(token))
            tokens.add(token);
    }
    const found = [];
    for (const token of [...tokens].slice(0, 2000))
        found.push(...protection.named(token, dirs));
    return found;
}


/***/ }),

/***/ 1272:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Protection = void 0;
/**
 * Whether a file a shell command (or an inline program) would write is protected, and by what:
 * a manifest rule (freeze, invariant, append, budget, save-gate, deny), the manifest itself,
 * git's own directory (its hooks above all), or the built-in secret list. Works on absolute paths
 * from the shell walker; for a target only partly known it answers whether it *could* be one.
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const picomatch_1 = __importDefault(__webpack_require__(4006));
const pathIndex_js_1 = __webpack_require__(1079);
const secrets_js_1 = __webpack_require__(1359);
const exists_js_1 = __webpack_require__(5767);
const context_js_1 = __webpack_require__(6928);
const realPath_js_1 = __webpack_require__(1344);
/** Rules whose files a shell command may not write. */
const GUARDED = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate', 'deny']);
/** Of those, the ones that protect a file only once it exists (creating it is allowed). */
const EXISTING_ONLY = new Set(['freeze', 'invariant', 'append']);
/** git's hook names, for a target whose directory is unknown but whose name is one of them. */
const HOOK_NAMES = new Set([
    'applypatch-msg', 'pre-applypatch', 'post-applypatch', 'pre-commit', 'pre-merge-commit', 'prepare-commit-msg',
    'commit-msg', 'post-commit', 'pre-rebase', 'post-checkout', 'post-merge', 'pre-push', 'pre-receive', 'update',
    'proc-receive', 'post-receive', 'post-update', 'reference-transaction', 'push-to-checkout', 'pre-auto-gc',
    'post-rewrite', 'sendemail-validate', 'fsmonitor-watchman', 'p4-changelist', 'p4-prepare-changelist',
    'p4-post-changelist', 'p4-pre-submit', 'post-index-change',
]);
const LIST_LIMIT = 5000;
class Protection {
    ctx;
    inside;
    outside;
    allowInside;
    allowOutside;
    guardedRules;
    constructor(ctx) {
        this.ctx = ctx;
        const { repo, outside } = ctx.rules;
        this.inside = new pathIndex_js_1.PathIndex(repo.rules.filter((r) => GUARDED.has(r.kind)));
        this.allowInside = new pathIndex_js_1.PathIndex(repo.rules.filter((r) => r.kind === 'allow'));
        this.outside = new pathIndex_js_1.PathIndex(outside.rules.filter((r) => GUARDED.has(r.kind)));
        this.allowOutside = new pathIndex_js_1.PathIndex(outside.rules.filter((r) => r.kind === 'allow'));
        this.guardedRules = [...repo.rules, ...outside.rules].filter((r) => GUARDED.has(r.kind));
    }
    /** Findings for a known absolute path (as written and as resolved through symlinks). */
    exact(abs, tree) {
        const real = realPathOrMissing(abs);
        const found = [];
        for (const p of real === abs ? [abs] : [abs, real]) {
            found.push(...this.file(p));
            if (tree)
                found.push(...this.under(p, null));
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
        const matches = base === null || tree ? () => true : (0, picomatch_1.default)(base, { ...pathIndex_js_1.GLOB_OPTIONS, dot: true });
        const found = [];
        const { place, rules } = this.ctx;
        for (const rule of this.guardedRules) {
            const last = rule.pattern.slice(rule.pattern.lastIndexOf('/') + 1);
            if (base === null || tree || lastSegmentMayMatch(last, base, matches))
                found.push({ kind: 'rule', rule, path: rule.pattern });
        }
        for (const file of [rules.repoFile, rules.userFile]) {
            if (matches(node_path_1.posix.basename(file)))
                found.push({ kind: 'manifest', path: (0, context_js_1.displayPath)(file, place) });
        }
        if (place.gitDir && (base === null || tree || [...HOOK_NAMES].some((h) => matches(h))))
            found.push({ kind: 'git-hooks', path: (0, context_js_1.displayPath)(node_path_1.posix.join(place.gitDir, 'hooks'), place) });
        if (base !== null && !tree) {
            const segment = (0, secrets_js_1.secretSegment)(base);
            if (segment !== undefined)
                found.push({ kind: 'secret', path: base, segment });
        }
        return dedupe(found);
    }
    /** Findings for a path named in an inline program's text, relative to each possible directory. */
    named(token, dirs) {
        const { place } = this.ctx;
        const path = token.replace(/\\/g, '/');
        const bases = path.startsWith('/') ? [''] : path.startsWith('~/') ? [place.home] : [...new Set([...dirs.filter((d) => d !== null), place.root])];
        const found = [];
        for (const base of bases) {
            const abs = path.startsWith('/') ? node_path_1.posix.resolve(path) : node_path_1.posix.resolve(base, path.startsWith('~/') ? path.slice(2) : path);
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
    /** Findings for one file path. */
    file(p) {
        const { place, rules } = this.ctx;
        const shown = (0, context_js_1.displayPath)(p, place);
        if (place.gitDir && (0, realPath_js_1.isWithin)(p, place.gitDir)) {
            return [{ kind: (0, realPath_js_1.isWithin)(p, node_path_1.posix.join(place.gitDir, 'hooks')) ? 'git-hooks' : 'git', path: shown }];
        }
        if (p === rules.repoFile || p === rules.userFile)
            return [{ kind: 'manifest', path: shown }];
        const inRepo = (0, realPath_js_1.isWithin)(p, place.root);
        const rel = inRepo ? node_path_1.posix.relative(place.root, p) : p.replace(/^\/+/, '');
        if (inRepo && rel.split('/').includes('.git'))
            return [{ kind: 'git', path: shown }];
        const index = inRepo ? this.inside : this.outside;
        const allowed = (inRepo ? this.allowInside : this.allowOutside).match(rel).length > 0;
        const matched = rel === '' ? [] : index.match(rel);
        const found = [];
        // Only a path that is surely missing counts as missing; one that cannot be inspected is
        // treated as existing, so freeze, invariant and append still apply (fail closed).
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
    /**
     * Findings for what lies under a directory: its existing files (listed, up to a limit) whose
     * name matches `base`, and, past the limit or for files yet to be created, every rule whose
     * pattern could reach under it.
     */
    under(dir, base, includeCreations = false) {
        const { place, rules } = this.ctx;
        const matches = base === null ? () => true : (0, picomatch_1.default)(base, { ...pathIndex_js_1.GLOB_OPTIONS, dot: true });
        const found = [];
        if (place.gitDir) {
            const hooks = node_path_1.posix.join(place.gitDir, 'hooks');
            if ((0, realPath_js_1.isWithin)(dir, place.gitDir))
                return [{ kind: (0, realPath_js_1.isWithin)(dir, hooks) || (0, realPath_js_1.isWithin)(hooks, dir) ? 'git-hooks' : 'git', path: (0, context_js_1.displayPath)(dir, place) }];
            if ((0, realPath_js_1.isWithin)(place.gitDir, dir)) {
                if (base === null)
                    found.push({ kind: 'git', path: (0, context_js_1.displayPath)(place.gitDir, place) });
                else if ([...HOOK_NAMES, 'config'].some((h) => matches(h)))
                    found.push({ kind: 'git-hooks', path: (0, context_js_1.displayPath)(hooks, place) });
            }
        }
        for (const file of [rules.repoFile, rules.userFile]) {
            if ((0, realPath_js_1.isWithin)(file, dir) && matches(node_path_1.posix.basename(file)))
                found.push({ kind: 'manifest', path: (0, context_js_1.displayPath)(file, place) });
        }
        const inRepo = (0, realPath_js_1.isWithin)(dir, place.root);
        const rel = inRepo ? node_path_1.posix.relative(place.root, dir) : dir.replace(/^\/+/, '');
        const reachable = this.guardedRules.filter((r) => (inRepo ? !r.pattern.startsWith('/') && rules.repo.rules.includes(r) : rules.outside.rules.includes(r)) && patternReaches(r.pattern, rel));
        if (reachable.length === 0)
            return found;
        const listed = listFiles(dir, LIST_LIMIT);
        if (listed === undefined) {
            for (const rule of reachable)
                found.push({ kind: 'rule', rule, path: rule.pattern });
            return found;
        }
        for (const f of listed)
            if (matches(node_path_1.posix.basename(f)))
                found.push(...this.file(f));
        if (includeCreations) {
            for (const rule of reachable) {
                if (EXISTING_ONLY.has(rule.kind))
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
/** Whether a pattern could match a path under the directory `rel` ('' for the root). */
function patternReaches(pattern, rel) {
    if (rel === '')
        return true;
    const scan = picomatch_1.default.scan(pattern);
    if (!scan.isGlob)
        return pattern.startsWith(`${rel}/`) || pattern === rel;
    const base = scan.base;
    return base === '' || base === rel || base.startsWith(`${rel}/`) || rel.startsWith(`${base}/`);
}
/** Whether a pattern's last segment and a name glob could both match some name (sound, not exact). */
function lastSegmentMayMatch(last, base, matchesBase) {
    if (last === '**' || last === '*')
        return true;
    if (!picomatch_1.default.scan(last).isGlob)
        return matchesBase(last);
    if (!picomatch_1.default.scan(base).isGlob)
        return (0, picomatch_1.default)(last, { ...pathIndex_js_1.GLOB_OPTIONS, dot: true })(base);
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
function listFiles(dir, limit) {
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
                continue; // removed while listing
            return undefined;
        }
        for (const e of entries) {
            if (++seen > limit)
                return undefined;
            const p = node_path_1.posix.join(d, e.name);
            if (e.name === '.git')
                continue; // git's own directory is judged as a whole, above
            if (e.isDirectory())
                queue.push(p);
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
        return (0, realPath_js_1.realPathOf)(p);
    }
    catch (e) {
        if ((0, exists_js_1.isMissing)(e))
            return p;
        throw e;
    }
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

/***/ 5744:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.decideShell = decideShell;
/**
 * The Bash tool: what a command would write, decided before it runs. Plain harmless command lines
 * are cleared without the parser; everything else is parsed with unbash (loaded only then), walked,
 * and each write target resolved against the directories it may be relative to. A target that
 * cannot be resolved is checked for whether it *could* be a protected path, and blocked if so.
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const exists_js_1 = __webpack_require__(5767);
const denial_js_1 = __webpack_require__(644);
const namedPaths_js_1 = __webpack_require__(4652);
const expandGlob_js_1 = __webpack_require__(3722);
const gateSwitch_js_1 = __webpack_require__(3411);
const parser_js_1 = __webpack_require__(2935);
const prescan_js_1 = __webpack_require__(7202);
const state_js_1 = __webpack_require__(6255);
const walk_js_1 = __webpack_require__(7133);
const writeTargets_js_1 = __webpack_require__(6839);
const words_js_1 = __webpack_require__(3967);
/**
 * `policy` is the command policy's own visitor, walked in the same pass; with `parse` set the line
 * is parsed even when the pre-scan would clear its write targets (a command rule may apply to it).
 */
async function decideShell(command, ctx, protection, policy) {
    if (!policy?.parse && (0, prescan_js_1.surelyHarmless)(command))
        return [];
    const parser = await (0, parser_js_1.loadShellParser)();
    const found = { targets: [], programs: [], gates: [], opaque: [] };
    const visitor = {
        command(cmd) {
            const writes = (0, writeTargets_js_1.commandWrites)(cmd);
            found.targets.push(...writes.targets);
            for (const program of writes.programs)
                found.programs.push({ program, dirs: cmd.dirs });
            found.gates.push(...(0, gateSwitch_js_1.commandGateSwitches)(cmd));
        },
        redirect(r) {
            found.targets.push({ word: r.word, dirs: r.dirs, how: r.text });
        },
        assignment(a) {
            const gate = (0, gateSwitch_js_1.assignmentGateSwitch)(a);
            if (gate)
                found.gates.push(gate);
        },
        opaque(text, why) {
            found.opaque.push({ text, why });
        },
    };
    const { place } = ctx;
    new walk_js_1.Walker(parser, { home: place.home, projectDir: place.workspace }, policy ? both(visitor, policy.visitor) : visitor).script(command, (0, state_js_1.initialState)(place.cwd));
    const denials = [];
    for (const g of found.gates)
        denials.push(gateDenial(g));
    for (const o of found.opaque) {
        denials.push(o.why === 'syntax'
            ? { rule: 'shell-syntax', message: claude_js_1.claudeText.shell.syntax(), reason: claude_js_1.claudeText.shell.unresolvedReason(), next: claude_js_1.claudeText.shell.syntaxNext(), releasable: false }
            : { rule: 'shell-unresolved', message: claude_js_1.claudeText.shell.opaqueProgram(o.text), reason: claude_js_1.claudeText.shell.unresolvedReason(), next: claude_js_1.claudeText.shell.unresolvedNext(), releasable: true });
    }
    for (const target of found.targets)
        denials.push(...(await targetDenials(target, ctx, protection)));
    for (const { program, dirs } of found.programs)
        denials.push(...programDenials(program, dirs, protection));
    return dedupe(denials);
}
/** One walk feeding two visitors. */
function both(a, b) {
    return {
        command(cmd) {
            a.command(cmd);
            b.command(cmd);
        },
        redirect(r) {
            a.redirect(r);
            b.redirect(r);
        },
        assignment(x) {
            a.assignment(x);
            b.assignment(x);
        },
        opaque(text, why) {
            a.opaque(text, why);
            b.opaque(text, why);
        },
    };
}
function gateDenial(g) {
    return { rule: 'gate-switch', message: claude_js_1.claudeText.gate.switch(g.kind, g.text), reason: claude_js_1.claudeText.gate.reason(), next: claude_js_1.claudeText.gate.next(), releasable: false };
}
async function targetDenials(target, ctx, protection) {
    const findings = [];
    let unresolved = false;
    for (const value of target.word.values) {
        for (const dir of target.dirs) {
            const r = await resolveValue(value, dir, target, ctx, protection);
            findings.push(...r.findings);
            unresolved ||= r.unresolved && r.findings.length > 0;
        }
    }
    if (findings.length === 0)
        return [];
    if (unresolved) {
        return [{ rule: 'shell-unresolved', message: claude_js_1.claudeText.shell.unresolved(target.how, target.word.raw, findings.map((f) => f.path)), reason: claude_js_1.claudeText.shell.unresolvedReason(), next: claude_js_1.claudeText.shell.unresolvedNext(), releasable: true }];
    }
    return findings.map((f) => (0, denial_js_1.fromFinding)(f, target.how, false));
}
async function resolveValue(value, dir, target, ctx, protection) {
    const text = (0, words_js_1.textOf)(value);
    if (text === undefined) {
        const { dir: d, base } = partialShape(value, dir);
        return { findings: protection.partial(d, base, target.tree === true), unresolved: true };
    }
    if ((0, words_js_1.hasGlob)(value)) {
        const base = (0, state_js_1.resolveIn)(dir, '.');
        const pattern = (0, words_js_1.globOf)(value);
        const matches = base === null && !pattern.startsWith('/') ? undefined : (0, expandGlob_js_1.expandGlob)(pattern, base ?? '/');
        if (matches === undefined) {
            const { dir: d, base: b } = globShape(pattern, dir);
            return { findings: protection.partial(d, b, target.tree === true), unresolved: true };
        }
        const paths = matches.length > 0 ? matches : [(0, state_js_1.resolveIn)(dir, text)];
        const findings = [];
        for (const p of paths)
            findings.push(...(await pathFindings(p, text, target, ctx, protection)));
        return { findings, unresolved: false };
    }
    const abs = (0, state_js_1.resolveIn)(dir, text);
    return { findings: await pathFindings(abs, text, target, ctx, protection), unresolved: abs === null };
}
/** Findings for one path the target names (null: relative to an unknown directory). */
async function pathFindings(abs, text, target, ctx, protection) {
    const tree = target.tree === true;
    if (abs === null) {
        return protection.partial(null, text.slice(text.lastIndexOf('/') + 1) || null, tree);
    }
    if (target.patch !== undefined)
        return patchFindings(abs, target.patch, target, ctx, protection);
    if (target.ifExists && !(0, exists_js_1.existsOrUnknown)(abs, 'follow'))
        return [];
    if (target.into) {
        const isDir = text.endsWith('/') || ((0, exists_js_1.statOrUndefined)(abs, 'follow')?.isDirectory() ?? false);
        if (isDir) {
            const found = [];
            for (const source of target.into) {
                for (const v of source.values) {
                    const s = (0, words_js_1.textOf)(v);
                    const name = s === undefined ? undefined : node_path_1.posix.basename(s);
                    if (name === undefined || (0, words_js_1.hasGlob)(v))
                        found.push(...protection.partial(abs, name === undefined ? null : (0, words_js_1.globOf)(v).split('/').pop(), tree));
                    else
                        found.push(...protection.exact(node_path_1.posix.join(abs, name), tree));
                }
            }
            return found;
        }
    }
    return protection.exact(abs, tree);
}
/** The files a patch changes; an unreadable or unknown patch could change anything. */
async function patchFindings(abs, strip, target, ctx, protection) {
    let text;
    try {
        text = (0, node_fs_1.readFileSync)(abs, 'utf8');
    }
    catch {
        return protection.partial(null, null, false);
    }
    const { parsePatch } = await __webpack_require__.e(/* import() */ 726).then(__webpack_require__.bind(__webpack_require__, 5726));
    let files;
    try {
        files = parsePatch(text).flatMap((p) => [p.oldFileName, p.newFileName]).filter((n) => !!n && n !== '/dev/null');
    }
    catch {
        return protection.partial(null, null, false);
    }
    const found = [];
    const bases = [...new Set([ctx.place.root, ...target.dirs.filter((d) => d !== null)])];
    for (const name of new Set(files)) {
        const segments = name.split('/');
        const variants = strip >= 0 ? [segments.slice(strip).join('/')] : segments.map((_, i) => segments.slice(i).join('/'));
        for (const v of variants)
            for (const b of bases)
                if (v !== '')
                    found.push(...protection.exact(node_path_1.posix.resolve(b, v), false));
    }
    return found;
}
/** For a value with unknown pieces: the known directory it lies under (null: anywhere) and its name's glob. */
function partialShape(value, dir) {
    const first = value.indexOf(null);
    const last = value.lastIndexOf(null);
    const prefix = value.slice(0, first).map((p) => p.text).join('');
    const suffixPieces = value.slice(last + 1);
    const suffixGlob = (0, words_js_1.globOf)(suffixPieces) ?? '';
    let base = null;
    if (suffixGlob.includes('/'))
        base = suffixGlob.slice(suffixGlob.lastIndexOf('/') + 1) || null;
    else if (suffixGlob !== '')
        base = `*${suffixGlob}`;
    let d;
    if (prefix === '')
        d = null;
    else if (prefix.startsWith('/'))
        d = prefix.slice(0, prefix.lastIndexOf('/')) || '/';
    else
        d = (0, state_js_1.resolveIn)(dir, prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '.');
    return { dir: d, base };
}
/** For a glob that could not be expanded: its static directory and last segment. */
function globShape(pattern, dir) {
    const slash = pattern.lastIndexOf('/');
    const base = pattern.slice(slash + 1) || null;
    const head = slash === -1 ? '.' : pattern.slice(0, slash) || '/';
    const staticHead = head.split('/').filter((s, i, all) => !/[*?[]/.test(all.slice(0, i + 1).join('/'))).join('/');
    return { dir: (0, state_js_1.resolveIn)(dir, staticHead === '' ? '.' : staticHead), base };
}
function programDenials(program, dirs, protection) {
    if (program.text === undefined) {
        return [{ rule: 'shell-unresolved', message: claude_js_1.claudeText.shell.opaqueProgram(program.interpreter), reason: claude_js_1.claudeText.shell.unresolvedReason(), next: claude_js_1.claudeText.shell.programNext(), releasable: true }];
    }
    const denials = (0, gateSwitch_js_1.programGateSwitches)(program.text).map(gateDenial);
    for (const f of (0, namedPaths_js_1.namedIn)(program.text, dirs, protection))
        denials.push((0, denial_js_1.fromFinding)(f, program.interpreter, true));
    return denials;
}
function dedupe(denials) {
    const seen = new Set();
    return denials.filter((d) => {
        const key = `${d.rule}|${d.path ?? ''}|${d.message}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}


/***/ }),

/***/ 3722:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.expandGlob = expandGlob;
/**
 * Pathname expansion as bash does it by default (no dotglob, no globstar): each segment with
 * glob characters is matched against the directory's entries. Only existing paths can match,
 * which is what the shell would hand the command. Undefined past a limit (then the caller
 * treats the pattern as unresolved).
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const picomatch_1 = __importDefault(__webpack_require__(4006));
const LIMIT = 2000;
function expandGlob(pattern, cwd) {
    const absolute = pattern.startsWith('/');
    const segments = pattern.split('/').filter((s) => s !== '');
    let current = [absolute ? '/' : cwd];
    for (const segment of segments) {
        const next = [];
        if (!picomatch_1.default.scan(segment).isGlob) {
            const name = segment.replace(/\\(.)/g, '$1');
            for (const dir of current)
                next.push(node_path_1.posix.join(dir, name));
        }
        else {
            const isMatch = (0, picomatch_1.default)(segment, { dot: false, windows: false });
            for (const dir of current) {
                const entries = listOrEmpty(dir);
                for (const e of entries)
                    if (isMatch(e))
                        next.push(node_path_1.posix.join(dir, e));
                if (next.length > LIMIT)
                    return undefined;
            }
        }
        current = next;
        if (current.length === 0)
            return [];
    }
    return current;
}
function listOrEmpty(dir) {
    try {
        return (0, node_fs_1.readdirSync)(dir);
    }
    catch {
        return [];
    }
}


/***/ }),

/***/ 3411:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commandGateSwitches = commandGateSwitches;
exports.assignmentGateSwitch = assignmentGateSwitch;
exports.programGateSwitches = programGateSwitches;
const walk_js_1 = __webpack_require__(7133);
const words_js_1 = __webpack_require__(3967);
const textOfWord = (w) => (w.values.length === 1 ? (0, words_js_1.textOf)(w.values[0]) : undefined) ?? w.raw;
/** Whether a word is `--no-verify` or an abbreviation git would accept for it. */
function isNoVerify(word) {
    return word.length >= '--no-veri'.length && '--no-verify'.startsWith(word);
}
/** git commit's short options that take a value: a `-n` after one of them is that value, not --no-verify. */
const COMMIT_VALUED = 'mFCctS';
function commandGateSwitches(cmd) {
    const found = [];
    const name = (0, walk_js_1.commandName)(cmd);
    const words = cmd.args.map(textOfWord);
    if (name === 'git') {
        if (words.some((w) => w.toLowerCase().includes('hookspath')))
            found.push({ kind: 'hooks-path', text: cmd.text });
        if (words.some(isNoVerify))
            found.push({ kind: 'no-verify', text: cmd.text });
        const sub = subcommand(cmd.args);
        if (sub && sub.name === 'commit' && commitSkipsHooks(cmd.args.slice(sub.index + 1)))
            found.push({ kind: 'no-verify', text: cmd.text });
    }
    if (words.some((w) => /(^|[/@])diffgate(\.js)?$|diffgate\/dist\/cli\/index\.js$|^diffgate@/.test(w)) || (words.some((w) => /dist\/cli\/index\.js$/.test(w)) && words.includes('hook'))) {
        if (words.includes('hook') || words.includes('uninstall'))
            found.push({ kind: 'diffgate-itself', text: cmd.text });
    }
    return found;
}
function subcommand(args) {
    for (let i = 1; i < args.length; i++) {
        const a = (0, words_js_1.literal)(args[i]);
        if (a === undefined)
            return undefined;
        if (a === '-c' || a === '-C' || a === '--git-dir' || a === '--work-tree' || a === '--namespace' || a === '--config-env') {
            i++;
            continue;
        }
        if (!a.startsWith('-'))
            return { name: a, index: i };
    }
    return undefined;
}
function commitSkipsHooks(args) {
    for (let i = 0; i < args.length; i++) {
        const a = (0, words_js_1.literal)(args[i]);
        if (a === undefined || !a.startsWith('-') || a.startsWith('--')) {
            if (a === '--')
                return false;
            if (a !== undefined && ['--message', '--file', '--reuse-message', '--reedit-message', '--template', '--author', '--date', '--cleanup', '--fixup', '--squash', '--trailer', '--pathspec-from-file'].includes(a))
                i++;
            continue;
        }
        for (let k = 1; k < a.length; k++) {
            const c = a[k];
            if (c === 'n')
                return true;
            if (COMMIT_VALUED.includes(c)) {
                if (k === a.length - 1)
                    i++;
                break;
            }
        }
    }
    return false;
}
const MANAGER_OFF = {
    HUSKY: (v) => v === '0' || v === 'false',
    HUSKY_SKIP_HOOKS: () => true,
    LEFTHOOK: (v) => v === '0' || v === 'false',
    LEFTHOOK_EXCLUDE: () => true,
    PRE_COMMIT_ALLOW_NO_CONFIG: () => true,
    GIT_CONFIG_PARAMETERS: (v) => v === undefined || v.toLowerCase().includes('hookspath'),
};
function assignmentGateSwitch(a) {
    if (a.name.startsWith('DIFFGATE_'))
        return { kind: 'release-variable', text: a.text };
    const value = a.value ? textOfWord(a.value) : undefined;
    if (/^GIT_CONFIG_(KEY|VALUE)_\d+$/.test(a.name) && (value === undefined || value.toLowerCase().includes('hookspath')))
        return { kind: 'hooks-path', text: a.text };
    const off = MANAGER_OFF[a.name];
    if (off && off(value))
        return { kind: a.name === 'GIT_CONFIG_PARAMETERS' ? 'hooks-path' : 'hook-manager-off', text: a.text };
    return undefined;
}
/** Gate switches written into an inline program's text (`subprocess.run(['git', 'commit', '--no-verify'])`). */
function programGateSwitches(text) {
    const found = [];
    if (/--no-verify\b/.test(text))
        found.push({ kind: 'no-verify', text: '--no-verify' });
    if (/hookspath/i.test(text))
        found.push({ kind: 'hooks-path', text: 'core.hooksPath' });
    if (/DIFFGATE_[A-Z_]+/.test(text))
        found.push({ kind: 'release-variable', text: /DIFFGATE_[A-Z_]+/.exec(text)[0] });
    return found;
}


/***/ }),

/***/ 8120:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.has = has;
exports.valueOf = valueOf;
exports.readOptions = readOptions;
/** Reads a command's options the way getopt_long does, from expanded words. */
const words_js_1 = __webpack_require__(3967);
function has(opts, ...names) {
    return opts.seen.some((o) => names.includes(o.name));
}
function valueOf(opts, ...names) {
    return [...opts.seen].reverse().find((o) => names.includes(o.name) && o.value)?.value;
}
const word = (text) => ({ values: [[{ text, quoted: true }]], raw: text });
function readOptions(args, spec = {}) {
    const seen = [];
    const operands = [];
    let ended = false;
    for (let i = 0; i < args.length; i++) {
        const w = args[i];
        const a = (0, words_js_1.literal)(w);
        if (ended || a === undefined || !a.startsWith('-') || a === '-') {
            operands.push(w);
            if (spec.stopAtOperand)
                ended = true;
            continue;
        }
        if (a === '--') {
            ended = true;
            continue;
        }
        if (a.startsWith('--')) {
            const eq = a.indexOf('=');
            if (eq !== -1) {
                seen.push({ name: a.slice(0, eq), value: word(a.slice(eq + 1)) });
            }
            else if (spec.long?.includes(a)) {
                seen.push({ name: a, ...(args[i + 1] ? { value: args[++i] } : {}) });
            }
            else {
                seen.push({ name: a });
            }
            continue;
        }
        for (let k = 1; k < a.length; k++) {
            const letter = a[k];
            if (spec.short?.includes(letter)) {
                const rest = a.slice(k + 1);
                if (rest !== '')
                    seen.push({ name: `-${letter}`, value: word(rest) });
                else
                    seen.push({ name: `-${letter}`, ...(args[i + 1] ? { value: args[++i] } : {}) });
                break;
            }
            seen.push({ name: `-${letter}` });
        }
    }
    return { seen, operands };
}


/***/ }),

/***/ 2935:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.loadShellParser = loadShellParser;
let loaded;
async function loadShellParser() {
    if (!loaded) {
        const { parse, forEachChild } = await __webpack_require__.e(/* import() */ 989).then(__webpack_require__.bind(__webpack_require__, 8989));
        const some = (node, test) => {
            if (test(node))
                return true;
            let found = false;
            forEachChild(node, (child) => {
                found ||= some(child, test);
            });
            return found;
        };
        const hasErrors = (node) => 'errors' in node && node.errors !== undefined && node.errors.length > 0;
        loaded = {
            parse(src) {
                const script = parse(src);
                return some(script, hasErrors) ? undefined : script;
            },
            forEachChild,
            some,
        };
    }
    return loaded;
}


/***/ }),

/***/ 7202:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SEPARATORS = exports.PLAIN = void 0;
exports.surelyHarmless = surelyHarmless;
exports.namesAny = namesAny;
/**
 * A cheap check that clears the commonest harmless commands without loading the shell parser.
 * It applies only to a command line of plain words: no quotes, expansions, globs, redirections,
 * braces, subshells, comments or assignments, so every word means itself and the parser would see
 * exactly these words. Such a line is cleared when no word names a command that writes files,
 * runs another command or inline code, or switches the gate off; the parser's verdict on it would
 * be "no opinion" too. Anything else goes to the parser.
 * (It clears write targets only. The command policy parses a line anyway when it names a program
 * a command rule names: see namesAny.)
 */
const writeTargets_js_1 = __webpack_require__(6839);
/** Interpreters: harmless when they run a script file, checked by the parser when given options (`-c`, `-e`, `-i`). */
const INTERPRETER = /^(python[0-9.]*|node|nodejs|bun|deno|perl|ruby|php)$/;
/** Words that send a line to the parser wherever they stand (a wrapper's argument runs too). */
const CAREFUL = new Set([
    ...writeTargets_js_1.WRITING_COMMANDS.filter((n) => !INTERPRETER.test(n)),
    'sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'busybox', 'eval', 'exec', 'source', 'xargs', 'find',
    'sudo', 'doas', 'env', 'command', 'nohup', 'nice', 'stdbuf', 'timeout', 'time', 'ionice', 'chrt', 'flock',
    'watch', 'parallel', 'pushd', 'popd', 'diffgate',
]);
/** git subcommands that only read. */
const GIT_READ_ONLY = new Set(['status', 'diff', 'log', 'show', 'rev-parse', 'ls-files', 'blame', 'describe', 'shortlog', 'ls-tree', 'cat-file', 'grep']);
/** Characters that mean themselves to the shell (no quotes, expansions, globs, redirections). */
exports.PLAIN = /^[A-Za-z0-9_ \t.,:=@%+/-]*$/;
/** The list and pipeline operators of a plain line. */
exports.SEPARATORS = /\|\||&&|[|;\n&]/;
/** True when the command surely writes nothing protected; false means "look closer", not "writes". */
function surelyHarmless(command) {
    const parts = command.split(exports.SEPARATORS);
    if (!parts.every((part) => exports.PLAIN.test(part)))
        return false;
    if (/diffgate|hookspath|--no-veri/i.test(command))
        return false;
    for (const part of parts) {
        const words = part.trim().split(/[ \t]+/).filter(Boolean);
        if (words.length === 0)
            continue;
        if (words[0].includes('='))
            return false; // an assignment
        const names = words.map((w) => w.slice(w.lastIndexOf('/') + 1));
        const name = names[0];
        if (name === 'git') {
            const sub = words[1];
            if (sub === undefined || !GIT_READ_ONLY.has(sub))
                return false;
            if (words.some((w) => w.startsWith('--output') || w.startsWith('--ext-diff') || w.startsWith('-O') || w === '--no-index'))
                return false;
            continue;
        }
        if (names.some((n) => CAREFUL.has(n)))
            return false;
        if (names.some((n) => INTERPRETER.test(n)) && words.some((w) => w.startsWith('-')))
            return false;
        if (words.some((w) => w.startsWith('--pre') || w.startsWith('-exec')))
            return false;
    }
    return true;
}
/**
 * Whether a command line names any of these programs in any word (by its name without directory).
 * A line that names none cannot match a command rule, so the policy need not parse it; any other
 * line is parsed (the pre-scan's clearing covers write targets only).
 */
function namesAny(command, names) {
    return command.split(/[\s;&|()<>`'"{}$]+/).some((w) => w !== '' && names.has(w.slice(w.lastIndexOf('/') + 1)));
}


/***/ }),

/***/ 6839:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WRITING_COMMANDS = void 0;
exports.commandWrites = commandWrites;
/**
 * Which words of a simple command are written: redirections are found by the walker, this table
 * knows the commands that write the files they are given (DESIGN.md's list and their close kin).
 * A command not listed here runs, reads or writes elsewhere: `python3 lint.py draft.md` writes
 * neither file. Inline programs handed to interpreters are returned for a separate check.
 */
const walk_js_1 = __webpack_require__(7133);
const options_js_1 = __webpack_require__(8120);
const words_js_1 = __webpack_require__(3967);
const t = (cmd, how, word, extra = {}) => ({ word, dirs: cmd.dirs, how, ...extra });
const text = (w) => (w && w.values.length === 1 ? (0, words_js_1.textOf)(w.values[0]) : undefined);
const unknownWord = (raw) => ({ values: [words_js_1.UNKNOWN_VALUE], raw });
/** `cp`, `mv`, `install`, `ln`: destination last, or `-t DIR`. */
function copyLike(how, spec, opts) {
    return (args, cmd) => {
        const o = (0, options_js_1.readOptions)(args, spec);
        const targets = [];
        const dir = (0, options_js_1.valueOf)(o, '-t', '--target-directory');
        let sources = o.operands;
        if (dir)
            targets.push(t(cmd, how, dir, { into: sources, tree: opts.tree }));
        else if (sources.length === 1 && opts.singleOperandIntoCwd) {
            targets.push(t(cmd, how, { values: [[{ text: '.', quoted: true }]], raw: '.' }, { into: sources }));
        }
        else if (sources.length >= 2) {
            const dest = sources[sources.length - 1];
            sources = sources.slice(0, -1);
            const noTarget = (0, options_js_1.has)(o, '-T', '--no-target-directory');
            targets.push(t(cmd, how, dest, noTarget ? { tree: opts.tree } : { into: sources, tree: opts.tree }));
        }
        if (opts.removesSources)
            for (const s of sources)
                targets.push(t(cmd, how, s, { tree: true }));
        return { targets };
    };
}
/** Every operand is written (`rm`, `touch`, `tee`, ...). */
function operands(how, spec = {}, tree = () => false, skipFirst = false) {
    return (args, cmd) => {
        const o = (0, options_js_1.readOptions)(args, spec);
        const list = skipFirst && !(0, options_js_1.has)(o, '--reference') ? o.operands.slice(1) : o.operands;
        return { targets: list.map((w) => t(cmd, how, w, { tree: tree(o) })) };
    };
}
const recursive = (o) => (0, options_js_1.has)(o, '-r', '-R', '--recursive');
/** `chmod -x file`: a mode that looks like an option is the mode operand. */
function chmod(args, cmd) {
    const modeLike = /^[-+=][rwxXstugoa0-7,+=-]*$/;
    const rest = [];
    let mode = false;
    for (const w of args) {
        const a = (0, words_js_1.literal)(w);
        if (!mode && a !== undefined && modeLike.test(a) && !/^-[Rcfv]+$/.test(a) && !a.startsWith('--')) {
            mode = true;
            continue;
        }
        rest.push(w);
    }
    const o = (0, options_js_1.readOptions)(rest, { long: ['--reference'] });
    const files = mode || (0, options_js_1.has)(o, '--reference') ? o.operands : o.operands.slice(1);
    return { targets: files.map((w) => t(cmd, 'chmod', w, { tree: recursive(o) })) };
}
function sed(args, cmd) {
    let inPlace = false;
    let script = false;
    const files = [];
    for (let i = 0; i < args.length; i++) {
        const a = (0, words_js_1.literal)(args[i]);
        if (a === undefined || !a.startsWith('-') || a === '-') {
            files.push(args[i]);
            continue;
        }
        if (a.startsWith('--')) {
            if (a === '--in-place' || a.startsWith('--in-place='))
                inPlace = true;
            if (a === '--expression' || a === '--file') {
                script = true;
                i++;
            }
            if (a.startsWith('--expression=') || a.startsWith('--file='))
                script = true;
            continue;
        }
        for (let k = 1; k < a.length; k++) {
            const c = a[k];
            if (c === 'i') {
                inPlace = true;
                break; // the rest of the cluster is the backup suffix
            }
            if (c === 'e' || c === 'f' || c === 'l') {
                if (c !== 'l')
                    script = true;
                if (k === a.length - 1)
                    i++;
                break;
            }
        }
    }
    if (!inPlace)
        return {};
    const targets = (script ? files : files.slice(1)).map((w) => t(cmd, 'sed -i', w));
    return { targets };
}
/** perl and ruby: `-e PROGRAM` is inline code; `-i` edits the named files in place. */
function scripting(interpreter, programLetters, valuedLetters) {
    return (args, cmd) => {
        const programs = [];
        let inPlace = false;
        let i = 0;
        for (; i < args.length; i++) {
            const a = (0, words_js_1.literal)(args[i]);
            if (a === undefined || !a.startsWith('-') || a === '-')
                break;
            if (a === '--') {
                i++;
                break;
            }
            for (let k = 1; k < a.length; k++) {
                const c = a[k];
                if (c === 'i') {
                    inPlace = true;
                    break;
                }
                if (programLetters.includes(c) || valuedLetters.includes(c)) {
                    const value = a.slice(k + 1) !== '' ? { values: [[{ text: a.slice(k + 1), quoted: true }]], raw: a.slice(k + 1) } : args[++i];
                    if (programLetters.includes(c))
                        programs.push({ interpreter, text: text(value) });
                    break;
                }
            }
        }
        const rest = args.slice(i);
        const files = programs.length > 0 ? rest : rest.slice(1);
        if (programs.length === 0 && rest.length === 0)
            programs.push(...stdinPrograms(interpreter, cmd));
        return { programs, targets: inPlace ? files.map((w) => t(cmd, `${interpreter} -i`, w)) : [] };
    };
}
function stdinPrograms(interpreter, cmd) {
    // An unexpanded heredoc body is still checked as written: the paths it names are in its text.
    return cmd.stdin.flatMap((s) => (s.kind === 'text' ? [{ interpreter, text: s.text }] : []));
}
/** python -c PROGRAM, node -e PROGRAM, or a program read from a heredoc. */
function interpreter(name, programOptions, valued) {
    return (args, cmd) => {
        const programs = [];
        let i = 0;
        let script = false;
        for (; i < args.length; i++) {
            const a = (0, words_js_1.literal)(args[i]);
            if (a === undefined) {
                script = true;
                break;
            }
            if (a === '-')
                break;
            if (!a.startsWith('-')) {
                script = true;
                break;
            }
            const eq = a.indexOf('=');
            const flag = eq === -1 ? a : a.slice(0, eq);
            const attached = programOptions.find((p) => p.length === 2 && a.startsWith(p) && a.length > 2 && !a.startsWith('--'));
            if (programOptions.includes(flag)) {
                programs.push({ interpreter: name, text: eq === -1 ? text(args[++i]) : a.slice(eq + 1) });
                break;
            }
            if (attached) {
                programs.push({ interpreter: name, text: a.slice(2) });
                break;
            }
            if (valued.includes(a))
                i++;
            if (a === '-m' && name.startsWith('python'))
                return {};
        }
        if (programs.length === 0 && !script)
            programs.push(...stdinPrograms(name, cmd));
        return { programs };
    };
}
function awk(args, cmd) {
    const o = (0, options_js_1.readOptions)(args, { short: 'fvFiW', long: ['--file', '--assign', '--field-separator', '--include'] });
    const inPlace = o.seen.some((s) => (s.name === '-i' || s.name === '--include') && text(s.value) === 'inplace');
    const fromFile = (0, options_js_1.has)(o, '-f', '--file');
    const programs = fromFile ? [] : [{ interpreter: 'awk', text: text(o.operands[0]) }];
    const files = fromFile ? o.operands : o.operands.slice(1);
    return { programs, targets: inPlace ? files.map((w) => t(cmd, 'awk -i inplace', w)) : [] };
}
function dd(args, cmd) {
    const targets = [];
    for (const w of args) {
        if (!w.raw.startsWith('of='))
            continue;
        const values = w.values.map((v) => {
            const first = v[0];
            return first && first.text.startsWith('of=') ? [{ ...first, text: first.text.slice(3) }, ...v.slice(1)] : words_js_1.UNKNOWN_VALUE;
        });
        targets.push(t(cmd, 'dd of=', { values, raw: w.raw.slice(3) }));
    }
    return { targets };
}
function tar(args, cmd) {
    let first = (0, words_js_1.literal)(args[0] ?? unknownWord(''));
    const rest = args.slice(first !== undefined && !first.startsWith('-') ? 1 : 0);
    if (first === undefined || first.startsWith('-'))
        first = '';
    const o = (0, options_js_1.readOptions)(rest, { short: 'fCbHKLNTgVX', long: ['--file', '--directory', '--exclude', '--files-from', '--transform'] });
    const letters = first + o.seen.map((s) => (s.name.length === 2 ? s.name[1] : '')).join('');
    const extract = letters.includes('x') || (0, options_js_1.has)(o, '--extract', '--get');
    const create = letters.includes('c') || letters.includes('r') || letters.includes('u') || (0, options_js_1.has)(o, '--create', '--append', '--update');
    const targets = [];
    let archive = (0, options_js_1.valueOf)(o, '-f', '--file');
    if (!archive && first.includes('f'))
        archive = o.operands.shift();
    if (extract)
        targets.push(t(cmd, 'tar -x', (0, options_js_1.valueOf)(o, '-C', '--directory') ?? { values: [[{ text: '.', quoted: true }]], raw: '.' }, { tree: true }));
    if (create && archive)
        targets.push(t(cmd, 'tar -c', archive));
    return { targets };
}
function unzip(args, cmd) {
    const o = (0, options_js_1.readOptions)(args, { short: 'dx' });
    if ((0, options_js_1.has)(o, '-l', '-t', '-v', '-Z', '-p', '-c', '-z'))
        return {};
    return { targets: [t(cmd, 'unzip', (0, options_js_1.valueOf)(o, '-d') ?? { values: [[{ text: '.', quoted: true }]], raw: '.' }, { tree: true })] };
}
function compressor(how) {
    return (args, cmd) => {
        const o = (0, options_js_1.readOptions)(args, { short: 'S', long: ['--suffix'] });
        if ((0, options_js_1.has)(o, '-c', '--stdout', '--to-stdout', '-k', '--keep', '-l', '--list', '-t', '--test'))
            return {};
        return { targets: o.operands.map((w) => t(cmd, how, w)) };
    };
}
function curl(args, cmd) {
    const o = (0, options_js_1.readOptions)(args, { short: 'oDcKTuXHdAeEFrwxyYzU', long: ['--output', '--dump-header', '--cookie-jar', '--output-dir', '--trace', '--trace-ascii', '--stderr', '--config', '--data', '--header', '--request', '--user'] });
    const targets = [];
    const outputDir = text((0, options_js_1.valueOf)(o, '--output-dir'));
    for (const s of o.seen) {
        if (['-o', '--output', '-D', '--dump-header', '-c', '--cookie-jar', '--trace', '--trace-ascii', '--stderr'].includes(s.name) && s.value) {
            targets.push(t(cmd, `curl ${s.name}`, outputDir && (s.name === '-o' || s.name === '--output') ? prefixed(outputDir, s.value) : s.value));
        }
    }
    if ((0, options_js_1.has)(o, '-O', '--remote-name', '--remote-name-all', '-J', '--remote-header-name')) {
        targets.push(t(cmd, 'curl -O', { values: [[{ text: `${outputDir ?? '.'}/`, quoted: true }, null]], raw: '(name from the URL)' }));
    }
    return { targets };
}
function prefixed(dir, w) {
    return { values: w.values.map((v) => [{ text: `${dir}/`, quoted: true }, ...v]), raw: `${dir}/${w.raw}` };
}
function wget(args, cmd) {
    const o = (0, options_js_1.readOptions)(args, { short: 'OoaPeiUtTwQlAIXDBh', long: ['--output-document', '--output-file', '--append-output', '--directory-prefix'] });
    const targets = [];
    const doc = (0, options_js_1.valueOf)(o, '-O', '--output-document');
    for (const s of o.seen)
        if (['-o', '--output-file', '-a', '--append-output'].includes(s.name) && s.value)
            targets.push(t(cmd, `wget ${s.name}`, s.value));
    if (doc) {
        if ((0, words_js_1.literal)(doc) !== '-')
            targets.push(t(cmd, 'wget -O', doc));
        return { targets };
    }
    const prefix = text((0, options_js_1.valueOf)(o, '-P', '--directory-prefix')) ?? '.';
    for (const url of o.operands) {
        const u = text(url);
        const base = u === undefined ? undefined : u.replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').pop();
        targets.push(t(cmd, 'wget', { values: [[{ text: `${prefix}/`, quoted: true }, base ? { text: base, quoted: true } : null]], raw: u ?? url.raw }, { tree: (0, options_js_1.has)(o, '-r', '--recursive', '-m', '--mirror') }));
    }
    return { targets };
}
function git(args, cmd) {
    // Global options before the subcommand; `-C DIR` moves where paths are relative to.
    let i = 0;
    let dirs = cmd.dirs;
    for (; i < args.length; i++) {
        const a = (0, words_js_1.literal)(args[i]);
        if (a === undefined || !a.startsWith('-'))
            break;
        if (a === '-C') {
            const d = (0, words_js_1.literal)(args[++i] ?? unknownWord(''));
            dirs = dirs.map((base) => (d === undefined ? null : d.startsWith('/') ? d : base === null ? null : `${base}/${d}`));
        }
        else if (a === '-c' || a === '--git-dir' || a === '--work-tree' || a === '--namespace' || a === '--config-env')
            i++;
    }
    const sub = (0, words_js_1.literal)(args[i] ?? unknownWord(''));
    const rest = args.slice(i + 1);
    const c = { ...cmd, dirs };
    const targets = [];
    switch (sub) {
        case 'checkout': {
            const dash = rest.findIndex((w) => (0, words_js_1.literal)(w) === '--');
            const o = (0, options_js_1.readOptions)(dash === -1 ? rest : rest.slice(0, dash), { short: 'bB', long: ['--orphan', '--conflict', '--pathspec-from-file'] });
            if (dash !== -1)
                for (const w of rest.slice(dash + 1))
                    targets.push(t(c, 'git checkout --', w, { tree: true }));
            else if (!(0, options_js_1.has)(o, '-b', '-B', '--orphan'))
                for (const w of o.operands)
                    targets.push(t(c, 'git checkout', w, { tree: true, ifExists: true }));
            break;
        }
        case 'restore': {
            const o = (0, options_js_1.readOptions)(rest, { short: 's', long: ['--source', '--pathspec-from-file', '--conflict'] });
            const staged = (0, options_js_1.has)(o, '-S', '--staged');
            const worktree = (0, options_js_1.has)(o, '-W', '--worktree');
            if (!staged || worktree)
                for (const w of o.operands)
                    targets.push(t(c, 'git restore', w, { tree: true }));
            break;
        }
        case 'rm': {
            const o = (0, options_js_1.readOptions)(rest, { long: ['--pathspec-from-file'] });
            if (!(0, options_js_1.has)(o, '--cached'))
                for (const w of o.operands)
                    targets.push(t(c, 'git rm', w, { tree: true }));
            break;
        }
        case 'mv':
            return { targets: copyLike('git mv', {}, { tree: true, removesSources: true })(rest, c).targets ?? [] };
        case 'apply':
        case 'am': {
            const o = (0, options_js_1.readOptions)(rest, { short: 'pC', long: ['--directory', '--exclude', '--include', '--whitespace', '--build-fake-ancestor'] });
            if ((0, options_js_1.has)(o, '--stat', '--numstat', '--summary', '--check') && !(0, options_js_1.has)(o, '--apply'))
                break;
            const strip = Number(text((0, options_js_1.valueOf)(o, '-p')) ?? 1);
            const patches = o.operands.length > 0 ? o.operands : [stdinPatch(cmd)];
            for (const w of patches)
                targets.push(t(c, `git ${sub}`, w, { patch: Number.isFinite(strip) ? strip : 1 }));
            break;
        }
        default:
            break;
    }
    return { targets };
}
/** The patch a command reads from its input: a redirected file, else unknown. */
function stdinPatch(cmd) {
    const file = cmd.stdin.find((s) => s.kind === 'file');
    return file && file.kind === 'file' ? file.word : unknownWord('(patch read from input)');
}
function patch(args, cmd) {
    const o = (0, options_js_1.readOptions)(args, { short: 'pidoBrDFVYzg', long: ['--strip', '--input', '--directory', '--output', '--reject-file', '--prefix', '--suffix'] });
    const targets = [];
    const stripText = text((0, options_js_1.valueOf)(o, '-p', '--strip'));
    const strip = stripText === undefined ? -1 : Number(stripText);
    const out = (0, options_js_1.valueOf)(o, '-o', '--output');
    if (out)
        targets.push(t(cmd, 'patch -o', out));
    if (o.operands[0])
        targets.push(t(cmd, 'patch', o.operands[0]));
    else
        targets.push(t(cmd, 'patch', (0, options_js_1.valueOf)(o, '-i', '--input') ?? o.operands[1] ?? stdinPatch(cmd), { patch: strip }));
    return { targets };
}
const HANDLERS = {
    cp: copyLike('cp', { short: 'tS', long: ['--target-directory', '--suffix'] }, { tree: true, removesSources: false }),
    mv: copyLike('mv', { short: 'tS', long: ['--target-directory', '--suffix'] }, { tree: true, removesSources: true }),
    install: (args, cmd) => {
        const o = (0, options_js_1.readOptions)(args, { short: 'mogtS', long: ['--mode', '--owner', '--group', '--target-directory', '--suffix'] });
        if ((0, options_js_1.has)(o, '-d', '--directory'))
            return {};
        return copyLike('install', { short: 'mogtS', long: ['--mode', '--owner', '--group', '--target-directory', '--suffix'] }, { tree: false, removesSources: false })(args, cmd);
    },
    ln: copyLike('ln', { short: 'tS', long: ['--target-directory', '--suffix'] }, { tree: false, removesSources: false, singleOperandIntoCwd: true }),
    rsync: (args, cmd) => {
        const o = (0, options_js_1.readOptions)(args, { short: 'eTfBM', long: ['--rsh', '--temp-dir', '--filter', '--exclude', '--include', '--exclude-from', '--include-from', '--files-from', '--backup-dir', '--suffix', '--chmod', '--rsync-path', '--partial-dir', '--compare-dest', '--copy-dest', '--link-dest', '--log-file'] });
        const targets = [];
        const local = (w) => !/^[^/]*:/.test(text(w) ?? '');
        const dest = o.operands[o.operands.length - 1];
        if (o.operands.length >= 2 && dest && local(dest))
            targets.push(t(cmd, 'rsync', dest, { tree: true }));
        if ((0, options_js_1.has)(o, '--remove-source-files', '--remove-sent-files'))
            for (const s of o.operands.slice(0, -1))
                if (local(s))
                    targets.push(t(cmd, 'rsync --remove-source-files', s, { tree: true }));
        return { targets };
    },
    rm: operands('rm', {}, recursive),
    unlink: operands('unlink'),
    rmdir: operands('rmdir'),
    shred: operands('shred', { short: 'ns', long: ['--iterations', '--size', '--random-source', '--remove'] }),
    touch: operands('touch', { short: 'rdt', long: ['--reference', '--date', '--time'] }),
    truncate: operands('truncate', { short: 'sr', long: ['--size', '--reference'] }),
    fallocate: operands('fallocate', { short: 'lon', long: ['--length', '--offset'] }),
    tee: operands('tee'),
    sponge: operands('sponge'),
    chmod,
    chown: operands('chown', { long: ['--reference', '--from'] }, recursive, true),
    chgrp: operands('chgrp', { long: ['--reference'] }, recursive, true),
    chattr: operands('chattr', {}, recursive, true),
    sed,
    perl: scripting('perl', 'eE', 'IMmlFx0dC'),
    ruby: scripting('ruby', 'e', 'IrCFEKTxW'),
    awk,
    gawk: awk,
    dd,
    sort: (args, cmd) => {
        const o = (0, options_js_1.readOptions)(args, { short: 'oktSTy', long: ['--output', '--key', '--field-separator', '--buffer-size', '--temporary-directory'] });
        const out = (0, options_js_1.valueOf)(o, '-o', '--output');
        return { targets: out ? [t(cmd, 'sort -o', out)] : [] };
    },
    uniq: (args, cmd) => {
        const o = (0, options_js_1.readOptions)(args, { short: 'fsw', long: ['--skip-fields', '--skip-chars', '--check-chars'] });
        return { targets: o.operands[1] ? [t(cmd, 'uniq', o.operands[1])] : [] };
    },
    tar,
    unzip,
    gzip: compressor('gzip'),
    gunzip: compressor('gunzip'),
    bzip2: compressor('bzip2'),
    bunzip2: compressor('bunzip2'),
    xz: compressor('xz'),
    unxz: compressor('unxz'),
    zstd: compressor('zstd'),
    unzstd: compressor('unzstd'),
    curl,
    wget,
    git,
    patch,
    ed: operands('ed', { short: 'p' }),
    ex: operands('ex', { short: 'cS' }),
    vi: operands('vi', { short: 'cSTuiwW' }),
    vim: operands('vim', { short: 'cSTuiwW' }),
    nvim: operands('nvim', { short: 'cSTuiwW' }),
    nano: operands('nano'),
    emacs: operands('emacs'),
    sudoedit: operands('sudoedit'),
    python: interpreter('python', ['-c'], ['-W', '-X', '-Q']),
    node: interpreter('node', ['-e', '--eval', '-p', '--print'], ['-r', '--require', '--import', '--loader', '--input-type', '--conditions', '-C']),
    nodejs: interpreter('node', ['-e', '--eval', '-p', '--print'], ['-r', '--require', '--import', '--loader', '--input-type']),
    bun: interpreter('bun', ['-e', '--eval', '-p', '--print'], []),
    deno: (args) => ((0, words_js_1.literal)(args[0] ?? unknownWord('')) === 'eval' ? { programs: [{ interpreter: 'deno', text: text(args[args.length - 1]) }] } : {}),
    php: interpreter('php', ['-r'], ['-d', '-c']),
};
/** What a simple command writes, and the programs it hands to interpreters. */
function commandWrites(cmd) {
    const out = { targets: [], programs: [], unknownCommand: false };
    const name = (0, walk_js_1.commandName)(cmd);
    if (name === undefined) {
        out.unknownCommand = true;
        // A name with several possible values (`{rm,x}`, `$F` that splits) may be an operand itself.
        const first = cmd.args[0];
        out.targets = cmd.args.slice(first.values.length > 1 ? 0 : 1).map((w) => t(cmd, `${first.raw} (a command not known before it runs)`, w));
        return out;
    }
    const handler = HANDLERS[name] ?? (/^python[0-9.]*$/.test(name) ? HANDLERS.python : undefined);
    if (!handler)
        return out;
    const found = handler(cmd.args.slice(1), cmd);
    out.targets = found.targets ?? [];
    out.programs = found.programs ?? [];
    return out;
}
/** Command names this table knows to write (the cheap pre-scan sends these to the parser). */
exports.WRITING_COMMANDS = Object.keys(HANDLERS);


/***/ }),

/***/ 3681:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.known = known;
exports.candidates = candidates;
exports.show = show;
exports.programName = programName;
/** The word's text when it is one known string. */
function known(word) {
    return typeof word === 'string' ? word : undefined;
}
/** Every text the word may stand for, or undefined when that cannot be listed (unknown, glob). */
function candidates(word) {
    if (typeof word === 'string')
        return [word];
    if (word && typeof word === 'object' && 'oneOf' in word)
        return word.oneOf;
    return undefined;
}
/** The word as written for messages: globs as written, unknown words as `?`. */
function show(word) {
    if (typeof word === 'string')
        return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : JSON.stringify(word);
    if (word === null)
        return '?';
    if ('glob' in word)
        return word.glob;
    return `{${word.oneOf.join(',')}}`;
}
/** A program word reduced to its name (`/usr/bin/git` -> `git`). */
function programName(text) {
    return text.slice(text.lastIndexOf('/') + 1);
}


/***/ }),

/***/ 6014:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CATASTROPHIC_FORMS = void 0;
exports.whereOf = whereOf;
exports.catastrophesIn = catastrophesIn;
exports.catastrophicText = catastrophicText;
exports.catastrophicArgv = catastrophicArgv;
exports.normalise = normalise;
exports.isForkBomb = isForkBomb;
/**
 * The five catastrophic forms, refused whatever the manifest says: `rm -rf /`, `rm -rf /*`,
 * `rm -rf ~`, `rm -rf $HOME` and the fork bomb `:(){ :|:& };:`. The list is kept this short on
 * purpose (a long built-in list breeds approval fatigue; everything else is the manifest's to
 * decide), but each form is recognised in every spelling: `-fr`, `-r -f`, `--recursive --force`,
 * `/bin/rm`, through `sudo` and other wrappers, `"$HOME"`, `${HOME}`, `~/`, `//`, `/.`, and inside
 * `bash -c`, `eval` and `$(...)`. Two independent checks use it: one on the raw text (rawCommands.ts,
 * no parser needed, so no parse failure can hide a form) and one on every parsed segment.
 */
const argWord_js_1 = __webpack_require__(3681);
const rawCommands_js_1 = __webpack_require__(8069);
exports.CATASTROPHIC_FORMS = ['rm -rf /', 'rm -rf /*', 'rm -rf ~', 'rm -rf $HOME', ':(){ :|:& };:'];
/** Where a parsed segment runs, for its relative operands and the home forms as written. */
function whereOf(segment, home) {
    return { ...(home !== undefined ? { home } : {}), ...(segment.dirs ? { dirs: segment.dirs } : {}), written: segment.text };
}
/**
 * Every catastrophic form in a command line: in its raw text and in each parsed segment, each
 * (form, text) once. What the command policy checks whatever the rules say, on its own, so a
 * manifest without command rules need not load the rest of the policy.
 */
function catastrophesIn(input) {
    const found = catastrophicText(input.text);
    for (const s of input.segments) {
        const form = catastrophicArgv(s.argv, whereOf(s, input.home));
        if (form)
            found.push({ form, text: s.text });
    }
    return found.filter((c, i) => found.findIndex((d) => d.form === c.form && d.text === c.text) === i);
}
/** The catastrophic forms in a command line's raw text (its shell bodies included). */
function catastrophicText(text) {
    const scan = (0, rawCommands_js_1.rawCommands)(text);
    const found = [];
    for (const words of scan.commands) {
        const form = catastrophicArgv(words, {});
        if (form)
            found.push({ form, text: words.join(' ') });
    }
    for (const code of scan.code)
        if (isForkBomb(code))
            found.push({ form: ':(){ :|:& };:', text: code.trim() });
    return found;
}
/** The catastrophic form of one parsed command (wrappers already peeled), if it has one. */
function catastrophicArgv(argv, where) {
    const words = peelRaw(argv);
    const name = (0, argWord_js_1.known)(words[0]);
    if (name === undefined)
        return undefined;
    const program = (0, argWord_js_1.programName)(name);
    if (program === 'busybox')
        return catastrophicArgv(words.slice(1), where);
    if (rawCommands_js_1.SHELL_NAMES.has(program) || program === 'eval')
        return shellBody(words, program);
    if (program !== 'rm')
        return undefined;
    let recursive = false;
    let force = false;
    const operands = [];
    let options = true;
    for (const w of words.slice(1)) {
        const text = (0, argWord_js_1.known)(w);
        if (options && text === '--') {
            options = false;
            continue;
        }
        if (options && text !== undefined && text.startsWith('-') && text.length > 1) {
            if (text.startsWith('--')) {
                if (text.length >= 3 && '--recursive'.startsWith(text))
                    recursive = true;
                if (text.length >= 3 && '--force'.startsWith(text))
                    force = true;
            }
            else {
                if (/[rR]/.test(text))
                    recursive = true;
                if (text.includes('f'))
                    force = true;
            }
            continue;
        }
        operands.push(w);
    }
    if (!recursive || !force)
        return undefined;
    for (const op of operands) {
        const form = operandForm(op, where);
        if (form)
            return form;
    }
    return undefined;
}
/** Wrappers the parser does not peel (the raw words of a failed parse, `busybox`). */
function peelRaw(argv) {
    const texts = argv.map((w) => (0, argWord_js_1.known)(w));
    if (texts.some((t) => t === undefined))
        return argv;
    const peeled = (0, rawCommands_js_1.peelWrappers)(texts);
    return argv.slice(argv.length - peeled.length);
}
/** `bash -c BODY` and `eval WORDS`: the body is a command line of its own. */
function shellBody(words, program) {
    let body;
    if (program === 'eval') {
        const parts = words.slice(1).map((w) => (0, argWord_js_1.known)(w));
        body = parts.every((p) => p !== undefined) ? parts.join(' ') : undefined;
    }
    else {
        const at = words.findIndex((w, k) => k > 0 && /^-[a-zA-Z]*c[a-zA-Z]*$/.test((0, argWord_js_1.known)(w) ?? ''));
        body = at === -1 ? undefined : (0, argWord_js_1.known)(words[at + 1]);
    }
    if (body === undefined)
        return undefined;
    return catastrophicText(body)[0]?.form;
}
/** Which form an operand of `rm -rf` makes, if any. */
function operandForm(op, where) {
    const texts = typeof op === 'object' && op !== null && 'glob' in op ? [op.glob] : (0, argWord_js_1.candidates)(op) ?? [];
    for (const text of texts) {
        const form = textForm(text, where);
        if (form)
            return form;
    }
    return undefined;
}
function textForm(text, where) {
    const symbolic = /^(~|\$HOME|\$\{HOME\})(\/.*)?$/.exec(text);
    if (symbolic) {
        if ((symbolic[2] ?? '').split('/').includes('..'))
            return undefined;
        const rest = normalise(`/${symbolic[2] ?? ''}`);
        if (rest === '/' || rest === '/*')
            return symbolic[1] === '~' ? 'rm -rf ~' : 'rm -rf $HOME';
        return undefined;
    }
    const paths = [];
    if (text.startsWith('/'))
        paths.push(normalise(text));
    else
        for (const dir of where.dirs ?? [])
            if (dir !== null)
                paths.push(normalise(`${dir}/${text}`));
    for (const p of paths) {
        if (p === '/')
            return 'rm -rf /';
        if (p === '/*')
            return 'rm -rf /*';
        if (where.home !== undefined) {
            const home = normalise(where.home);
            if (home !== '/' && (p === home || p === `${home}/*`))
                return /~/.test(where.written ?? '') && !/\$\{?HOME/.test(where.written ?? '') ? 'rm -rf ~' : 'rm -rf $HOME';
        }
    }
    return undefined;
}
/** An absolute path with `//`, `.` and `..` resolved, and `**` read as `*` (bash without globstar). */
function normalise(path) {
    const out = [];
    for (const part of path.split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..')
            out.pop();
        else
            out.push(/^\*+$/.test(part) ? '*' : part);
    }
    return `/${out.join('/')}`;
}
const NAME = String.raw `[^\s;&|(){}<>'"\`$]+`;
const FORK_BOMB = new RegExp(String.raw `(?:^|[\s;&|(){}])(?:function\s+)?(${NAME})\s*\(\s*\)\s*\{\s*\1\s*\|&?\s*\1\s*&\s*;?\s*\}\s*;?\s*\1(?=$|[\s;&|)])`);
const FORK_BOMB_KEYWORD = new RegExp(String.raw `(?:^|[\s;&|(){}])function\s+(${NAME})\s*\{\s*\1\s*\|&?\s*\1\s*&\s*;?\s*\}\s*;?\s*\1(?=$|[\s;&|)])`);
/** A function that pipes itself into itself in the background, then is called: `:(){ :|:& };:` in any spacing or name. */
function isForkBomb(code) {
    return FORK_BOMB.test(code) || FORK_BOMB_KEYWORD.test(code);
}


/***/ }),

/***/ 8069:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SHELL_NAMES = void 0;
exports.rawCommands = rawCommands;
exports.peelWrappers = peelWrappers;
/**
 * The commands of a command line read straight from its text, without the shell parser: quotes
 * and escapes removed, split at `;`, `&`, `|`, newlines, parentheses, backticks, `$(` and braces,
 * heredoc bodies skipped (read as code when a shell reads them), redirection targets dropped,
 * and the bodies of `bash -c '...'` and `eval '...'` read in turn. It is deliberately forgiving:
 * it never fails, whatever the text (an unclosed quote runs to the end), so the catastrophic
 * check built on it holds even where the parser gives up. Quoted text given to a program that
 * does not run it (`echo 'rm -rf /'`) stays a word, not a command.
 */
const argWord_js_1 = __webpack_require__(3681);
const MAX_DEPTH = 8;
exports.SHELL_NAMES = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'fish']);
const KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'while', 'until', '!', '{', '}', 'esac']);
const HEADERS = new Set(['for', 'case', 'select', 'function', 'in']);
/** Wrappers and the options of theirs that take a value, to find the command they run. */
const WRAPPER_SPECS = {
    sudo: { valued: ['-u', '-g', '-C', '-D', '-h', '-p', '-U', '-r', '-t', '-T', '--user', '--group', '--chdir', '--host', '--prompt', '--other-user', '--role', '--type', '--command-timeout', '--close-from'] },
    doas: { valued: ['-u', '-C'] },
    env: { valued: ['-u', '--unset', '-C', '--chdir'] },
    command: { valued: [] },
    builtin: { valued: [] },
    nohup: { valued: [] },
    nice: { valued: ['-n', '--adjustment'] },
    time: { valued: ['-f', '--format', '-o', '--output'] },
    timeout: { valued: ['-s', '-k', '--signal', '--kill-after'], positionals: 1 },
    exec: { valued: ['-a'] },
    stdbuf: { valued: ['-i', '-o', '-e', '--input', '--output', '--error'] },
    ionice: { valued: ['-c', '-n', '-t', '--class', '--classdata'] },
    chrt: { valued: [], positionals: 1 },
    flock: { valued: ['-w', '-E', '--timeout', '--conflict-exit-code'], positionals: 1 },
    xargs: { valued: ['-I', '-L', '-n', '-P', '-s', '-d', '-E', '-a', '--arg-file', '--delimiter', '--max-args', '--max-procs', '--max-chars', '--max-lines', '--replace', '--eof'] },
    busybox: { valued: [] },
};
function rawCommands(text) {
    const scan = { commands: [], code: [] };
    new Lexer(text, scan, 0).run();
    return scan;
}
/** The command a chain of wrappers runs (`sudo -u root env A=1 timeout 5 rm x` -> `rm x`). */
function peelWrappers(words) {
    let rest = [...words];
    for (let guard = 0; guard < 16; guard++) {
        while (rest.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(rest[0]))
            rest = rest.slice(1);
        const name = rest[0] === undefined ? undefined : (0, argWord_js_1.programName)(rest[0]);
        const spec = name === undefined ? undefined : WRAPPER_SPECS[name];
        if (!spec)
            return rest;
        let i = 1;
        for (; i < rest.length; i++) {
            const w = rest[i];
            if (w === '--') {
                i++;
                break;
            }
            if (name === 'env' && /^[A-Za-z_][A-Za-z0-9_]*=/.test(w))
                continue;
            if (!w.startsWith('-') || w === '-')
                break;
            if (spec.valued.includes(w))
                i++;
        }
        rest = rest.slice(i + (spec.positionals ?? 0));
    }
    return rest;
}
class Lexer {
    src;
    scan;
    depth;
    i = 0;
    words = [];
    word = '';
    inWord = false;
    redirect = false;
    code = '';
    heredocs = [];
    constructor(src, scan, depth) {
        this.src = src;
        this.scan = scan;
        this.depth = depth;
    }
    run() {
        const s = this.src;
        while (this.i < s.length) {
            const c = s[this.i];
            const next = s[this.i + 1];
            if (c === ' ' || c === '\t') {
                this.endWord();
                this.emit(c);
            }
            else if (c === '\n') {
                this.endCommand();
                this.emit(c);
                this.i++;
                this.readHeredocs();
                continue;
            }
            else if (c === ';' || c === '&' || c === '|' || c === '(' || c === ')' || c === '`') {
                this.endCommand();
                this.emit(c);
            }
            else if (c === '<' || c === '>') {
                this.redirection();
                continue;
            }
            else if (c === '#' && !this.inWord) {
                while (this.i < s.length && s[this.i] !== '\n')
                    this.i++;
                continue;
            }
            else if (c === '\\') {
                if (next !== '\n' && next !== undefined)
                    this.add(next);
                this.emit(s.slice(this.i, this.i + 2));
                this.i += 2;
                continue;
            }
            else if (c === "'") {
                const end = s.indexOf("'", this.i + 1);
                const stop = end === -1 ? s.length : end;
                this.add(s.slice(this.i + 1, stop));
                this.emit("''");
                this.i = stop + 1;
                continue;
            }
            else if (c === '"') {
                this.doubleQuoted();
                continue;
            }
            else if (c === '$' && next === '(') {
                this.endCommand();
                this.emit('$(');
                this.i += 2;
                continue;
            }
            else if (c === '$' && next === '{') {
                const end = this.closing(this.i + 1, '{', '}');
                this.add(s.slice(this.i, end + 1));
                this.emit(s.slice(this.i, end + 1));
                this.i = end + 1;
                continue;
            }
            else if (c === '$' && next === "'") {
                let j = this.i + 2;
                let text = '';
                for (; j < s.length && s[j] !== "'"; j++) {
                    if (s[j] === '\\' && j + 1 < s.length)
                        text += s[++j];
                    else
                        text += s[j];
                }
                this.add(text);
                this.emit("''");
                this.i = j + 1;
                continue;
            }
            else if ((c === '{' || c === '}') && !this.inWord && (next === undefined || /[\s;&|)]/.test(next))) {
                this.endCommand();
                this.emit(c);
            }
            else {
                this.add(c);
                this.emit(c);
            }
            this.i++;
        }
        this.endCommand();
        this.scan.code.push(this.code);
    }
    add(text) {
        this.word += text;
        this.inWord = true;
    }
    emit(text) {
        this.code += text;
    }
    endWord() {
        if (this.inWord) {
            if (this.redirect)
                this.redirect = false;
            else
                this.words.push(this.word);
        }
        this.word = '';
        this.inWord = false;
    }
    endCommand() {
        this.endWord();
        this.redirect = false;
        let words = this.words;
        this.words = [];
        while (words.length > 0 && KEYWORDS.has(words[0]))
            words = words.slice(1);
        if (words.length === 0 || HEADERS.has(words[0]))
            return;
        const command = peelWrappers(words);
        if (command.length === 0)
            return;
        this.scan.commands.push(command);
        const name = (0, argWord_js_1.programName)(command[0]);
        if (exports.SHELL_NAMES.has(name)) {
            const at = command.findIndex((w, k) => k > 0 && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w));
            if (at !== -1 && command[at + 1] !== undefined)
                this.nested(command[at + 1]);
        }
        else if (name === 'eval' && command.length > 1) {
            this.nested(command.slice(1).join(' '));
        }
    }
    nested(text) {
        if (this.depth + 1 >= MAX_DEPTH)
            return;
        new Lexer(text, this.scan, this.depth + 1).run();
    }
    /** `<`, `>`, `>>`, `>&`, `<>`, `>|`, `<<<`, heredocs `<<` and process substitutions `<(`. */
    redirection() {
        const s = this.src;
        if (this.inWord && /^\d+$/.test(this.word)) {
            this.word = '';
            this.inWord = false;
        }
        this.endWord();
        const start = this.i;
        if (s[this.i + 1] === '(') {
            this.endCommand();
            this.emit(s.slice(this.i, this.i + 2));
            this.i += 2;
            return;
        }
        if (s.startsWith('<<', this.i) && !s.startsWith('<<<', this.i)) {
            this.i += 2;
            const stripTabs = s[this.i] === '-';
            if (stripTabs)
                this.i++;
            while (s[this.i] === ' ' || s[this.i] === '\t')
                this.i++;
            let delimiter = '';
            while (this.i < s.length && !/[\s;&|<>()]/.test(s[this.i])) {
                const ch = s[this.i];
                if (ch !== "'" && ch !== '"' && ch !== '\\')
                    delimiter += ch;
                this.i++;
            }
            const program = peelWrappers(this.words)[0];
            this.heredocs.push({ delimiter, stripTabs, code: program !== undefined && (exports.SHELL_NAMES.has((0, argWord_js_1.programName)(program)) || (0, argWord_js_1.programName)(program) === 'eval') });
            this.emit(s.slice(start, this.i));
            return;
        }
        while (this.i < s.length && /[<>&|]/.test(s[this.i]) && this.i - start < 3)
            this.i++;
        this.emit(s.slice(start, this.i));
        this.redirect = true;
    }
    readHeredocs() {
        const s = this.src;
        for (const doc of this.heredocs) {
            let body = '';
            while (this.i < s.length) {
                const end = s.indexOf('\n', this.i);
                const line = s.slice(this.i, end === -1 ? s.length : end);
                this.i = end === -1 ? s.length : end + 1;
                if ((doc.stripTabs ? line.replace(/^\t+/, '') : line) === doc.delimiter)
                    break;
                body += `${line}\n`;
            }
            if (doc.code)
                this.nested(body);
        }
        this.heredocs = [];
    }
    /** A double-quoted string: `$(...)` and backticks inside it are commands of their own. */
    doubleQuoted() {
        const s = this.src;
        let j = this.i + 1;
        let text = '';
        while (j < s.length && s[j] !== '"') {
            const ch = s[j];
            if (ch === '\\' && j + 1 < s.length) {
                const n = s[j + 1];
                if ('$`"\\\n'.includes(n)) {
                    if (n !== '\n')
                        text += n;
                }
                else
                    text += ch + n;
                j += 2;
                continue;
            }
            if (ch === '$' && s[j + 1] === '(') {
                const end = this.closing(j + 1, '(', ')');
                this.nested(s.slice(j + 2, end));
                text += s.slice(j, end + 1);
                j = end + 1;
                continue;
            }
            if (ch === '`') {
                const end = s.indexOf('`', j + 1);
                const stop = end === -1 ? s.length : end;
                this.nested(s.slice(j + 1, stop));
                text += s.slice(j, stop + 1);
                j = stop + 1;
                continue;
            }
            if (ch === '$' && s[j + 1] === '{') {
                const end = this.closing(j + 1, '{', '}');
                text += s.slice(j, end + 1);
                j = end + 1;
                continue;
            }
            text += ch;
            j++;
        }
        this.add(text);
        this.emit('""');
        this.i = j + 1;
    }
    /** The index of the bracket closing the one at `open` (quotes inside skipped), or the end. */
    closing(open, left, right) {
        const s = this.src;
        let depth = 0;
        for (let j = open; j < s.length; j++) {
            const ch = s[j];
            if (ch === '\\') {
                j++;
                continue;
            }
            if (ch === "'" && left === '(') {
                const end = s.indexOf("'", j + 1);
                if (end === -1)
                    return s.length;
                j = end;
                continue;
            }
            if (ch === left)
                depth++;
            else if (ch === right && --depth === 0)
                return j;
        }
        return s.length;
    }
}


/***/ }),

/***/ 5078:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commandText = void 0;
/** The command policy's sentences: its verdicts, `explain --command`, and why an allow was withheld. */
const quoteCommand = (text) => JSON.stringify(text.length > 120 ? `${text.slice(0, 117)}...` : text);
/** The command policy (command-allow / command-ask / command-deny, the catastrophic forms, explain --command). */
exports.commandText = {
    pattern: {
        empty: () => 'expected a command prefix, e.g. "git push --force"',
        startsWithFlag: (token) => `expected the program first, found the flag ${JSON.stringify(token)} (e.g. "git push --force")`,
        emptyAlternative: (token) => `${JSON.stringify(token)} has an empty alternative; expected words separated by single "|" (e.g. "-f|--force")`,
        mixedFlag: (token) => `${JSON.stringify(token)} mixes flags and words; expected all alternatives to be flags (-f|--force) or all words (push|pull)`,
        flagValue: (token) => `${JSON.stringify(token)} gives a flag a value; a flag token matches the flag alone (--force matches --force=x too)`,
        partialStar: (token) => `${JSON.stringify(token)} uses "*" inside a word; "*" stands alone and means any one word`,
        programPath: (token) => `${JSON.stringify(token)} names a program with its directory; expected its name alone (/usr/bin/git is matched by "git")`,
        wrapper: (names) => `${names} runs another command, which is judged as a segment of its own; a rule names a wrapper alone (e.g. "sudo"), and the command it runs in a rule of its own`,
        tooManyWords: (pattern, n, prefix, arity) => `${JSON.stringify(pattern)} names ${n} positional words, but the canonical prefix of ${JSON.stringify(prefix)} has ${arity} (the arity table), so it could never match; ` +
            'words after the prefix are arguments, which rules do not match: name flags instead (e.g. "git push --force"), and see diffgate explain --command',
    },
    deny: {
        message: (segment, prefix, pattern) => `The command runs ${quoteCommand(segment)} (prefix ${prefix}), which command-deny ${JSON.stringify(pattern)} refuses.`,
        next: () => 'Do not run it, and do not reach the same result another way (another spelling, a script, an alias, another tool). Show the command you intended and why in your reply, and wait for a person to decide.',
    },
    catastrophic: {
        message: (form, text) => `The command contains ${form} (${quoteCommand(text)}), one of the five forms diffgate always refuses.`,
        reason: () => 'It destroys the whole file system, the home directory or the machine\'s processes; no rule and no release lifts this.',
        next: () => 'Do not run it in any spelling. If you meant to remove something specific, name that path exactly (for example rm -rf ./build).',
    },
    ask: {
        segment: (segment, prefix, kind, pattern, reason, source, maybe) => `${quoteCommand(segment)} (prefix ${prefix}) ${maybe ? 'may match' : 'matches'} ${kind} ${JSON.stringify(pattern)}${maybe ? ' (a word is not known before the command runs)' : ''}: ${reason} (${source})`,
        reason: (parts) => `diffgate: a person decides this command. ${parts.join('; ')}.`,
    },
    allow: {
        reason: (parts) => `diffgate: every command in it is allowed by the manifest: ${parts.join('; ')}.`,
        segment: (prefix, pattern, source) => `${prefix} (command-allow ${JSON.stringify(pattern)}, ${source})`,
    },
    explain: {
        needsPath: () => "explain needs at least one PATH (or --command 'CMD')",
        usage: () => 'explain --command takes one command line and no PATH (quote it: diffgate explain --command \'git status && npm test\')',
        header: (command) => `command: ${command}`,
        none: () => '  (no commands: nothing for the policy to judge)',
        segment: (n, text) => `  ${n}. ${text}`,
        prefix: (prefix, how) => `     prefix:  ${prefix}  (${how})`,
        arityKnown: (entry, arity, reason) => `arity table: ${entry} ${arity}, ${reason}`,
        arityUnknown: () => 'not in the arity table: the program\'s name alone',
        targets: () => 'one prefix per target',
        alternate: (prefixes, options) => `     or:      ${prefixes}  (if ${options.join(', ')} take${options.length === 1 ? 's' : ''} a value)`,
        via: (via) => `     via:     ${via.join(' > ')}`,
        parseFailed: () => '     parse:   the shell parser could not read it; its words are read from the raw text',
        rule: (kind, pattern, reason, source) => `     rule:    ${kind}  ${pattern}  ${reason}  (${source})`,
        maybe: () => '     note:    the rule may match: a word is not known before the command runs, so a person decides',
        noRule: () => '     rule:    none matches',
        catastrophic: (form) => `     rule:    built-in: ${form} is always refused`,
        allowBlocked: (why) => `     note:    the allow rule does not apply: ${why}`,
        verdict: (decision) => `     verdict: ${decision}`,
        lineCatastrophic: (form, text) => `  catastrophic: ${form} in ${quoteCommand(text)} (checked on the raw text; nothing overrides it)`,
        total: (decision, why) => `verdict: ${decision}${why ? ` (${why})` : ''}`,
        why: {
            deny: () => 'a segment is denied',
            ask: () => 'a segment needs a person',
            allow: () => 'every segment is allowed',
            none: () => 'not every segment is allowed, so Claude Code\'s own permissions decide',
        },
        noOpinion: () => 'no opinion',
    },
    allowBlocked: {
        parseFailed: () => 'the shell parser could not read it',
        privilege: (wrapper) => `it runs through ${wrapper}, as another user`,
        environment: () => 'the command line changes its environment (VAR=value, env, export), and variables can change what a program runs',
        overrides: (found) => found.map((f) => `${f.option}: ${f.reason}`).join('; '),
        doubt: (options, unknownWord) => [unknownWord ? 'a word of its prefix is not known before it runs' : '', options.length > 0 ? `the table does not know whether ${options.join(', ')} take${options.length === 1 ? 's' : ''} a value` : '']
            .filter(Boolean).join('; '),
    },
};


/***/ }),

/***/ 1359:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SECRET_SEGMENTS = void 0;
exports.secretSegment = secretSegment;
/** The built-in secret list: path segments that are never added unless an `allow` rule exempts them. */
const picomatch_1 = __importDefault(__webpack_require__(4006));
const pathIndex_js_1 = __webpack_require__(1079);
exports.SECRET_SEGMENTS = [
    '.env',
    '.env.*',
    '*.pem',
    '*.key',
    'id_rsa',
    'id_dsa',
    'id_ecdsa',
    'id_ed25519',
    '.git',
    'application-prod.yml',
    'application-prod.yaml',
    'application-prod.properties',
    'secrets.*',
];
let isSecretSegment;
/**
 * A text every match of a pattern contains: its longest literal piece between `*`s (the list uses
 * no other glob syntax; a pattern with any would get '' and always be compiled). Segments that
 * contain none of these cannot match, so most paths are cleared without compiling the globs.
 */
const NEEDLES = exports.SECRET_SEGMENTS.map((p) => /[?[\]{}()!+@\\]/.test(p) ? '' : p.split('*').reduce((a, b) => (b.length > a.length ? b : a), ''));
/** The first segment of `path` that is on the secret list, if any. */
function secretSegment(path) {
    return path.split('/').find((segment) => {
        if (!NEEDLES.some((needle) => segment.includes(needle)))
            return false;
        isSecretSegment ??= (0, picomatch_1.default)([...exports.SECRET_SEGMENTS], pathIndex_js_1.GLOB_OPTIONS);
        return isSecretSegment(segment);
    });
}


/***/ })

};
;