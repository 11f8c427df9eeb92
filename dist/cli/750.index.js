// diffgate-cache-key: 03c1faa404f15fe0acf66e432658fdf8bdf94aaa9ce1721fc27c05bfa30d3c09
"use strict";
exports.id = 750;
exports.ids = [750];
exports.modules = {

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
    let text = '';
    try {
        text = (0, node_fs_1.readFileSync)(file, 'utf8');
    }
    catch {
        // None yet.
    }
    // Every line ends with a newline; the last piece is empty, or a line cut short: never trusted.
    const known = new Set(text.split('\n').slice(0, -1));
    return {
        has: (pattern) => known.has(pattern),
        add: (patterns) => {
            if (patterns.length === 0)
                return;
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
                known.add(p);
        },
    };
}


/***/ }),

/***/ 5262:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderText = renderText;
exports.renderViolations = renderViolations;
/** Human text for a verdict: path:line, rule, what, why, next. Readable without colour. */
const messages_js_1 = __webpack_require__(9392);
const verdict_js_1 = __webpack_require__(6227);
const paint = (on, code, s) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);
function renderText(verdict, manifestLabel, color) {
    if (verdict.violations.length === 0)
        return `${messages_js_1.cliText.ok(verdict.checked, manifestLabel)}\n`;
    const header = paint(color, '1;31', messages_js_1.cliText.blockedHeader(verdict.violations.length, verdict.checked));
    return `${header}\n\n${renderViolations(verdict, color)}`;
}
/** Each violation as a block: location and rule, what, why, next. */
function renderViolations(verdict, color) {
    const out = [];
    for (const v of verdict.violations) {
        out.push(`${paint(color, '1', (0, verdict_js_1.location)(v))}  [${v.rule}]`);
        out.push(`  ${v.message}`);
        out.push(`  ${messages_js_1.cliText.why.trimEnd()} ${v.reason}${v.source ? ` (${v.source})` : ''}`);
        out.push(`  ${paint(color, '33', messages_js_1.cliText.next)} ${v.next}`);
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
const messages_js_1 = __webpack_require__(9392);
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
            return { ok: false, error: messages_js_1.cliText.readError(e.message) };
        if (e instanceof changeSet_js_1.GitUsageError)
            return { ok: false, error: messages_js_1.cliText.gitError(e.message) };
        throw e;
    }
    try {
        const decision = await (0, decideChange_js_1.decideChange)(set.manifest, set.changes, { manifestRequired: opts.manifest !== undefined, knownPatterns: (0, patternMemo_js_1.patternMemo)(opts.env) });
        switch (decision.kind) {
            case 'manifest-missing':
                return { ok: false, error: messages_js_1.cliText.manifestMissing(decision.manifest.label) };
            case 'manifest-errors':
                return {
                    ok: false,
                    error: `${messages_js_1.cliText.manifestErrors(decision.manifest.label, decision.errors.length)}\n${decision.errors.map((e) => `  ${(0, parseManifest_js_1.formatManifestError)(e)}`).join('\n')}`,
                };
            case 'read-error':
                return { ok: false, error: messages_js_1.cliText.readError(decision.error.message) };
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
    const { commandRules } = await Promise.all(/* import() */[__webpack_require__.e(164), __webpack_require__.e(749)]).then(__webpack_require__.bind(__webpack_require__, 3749));
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

/***/ 4036:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.checkManifestChange = checkManifestChange;
exports.releasePhrases = releasePhrases;
/**
 * The manifest protects itself: the new version must keep every old rule, or replace it with one
 * at least as strong; loosening lines (allow, command-allow, a new release phrase) may not be added.
 */
const messages_js_1 = __webpack_require__(9392);
const parseManifest_js_1 = __webpack_require__(5684);
const pathIndex_js_1 = __webpack_require__(1079);
const rule_js_1 = __webpack_require__(4918);
/** Kinds whose rules may stand in for a rule of the key's kind (the same kind or a stronger one). */
const STRONGER = {
    freeze: ['freeze'],
    invariant: ['invariant', 'freeze'],
    append: ['append', 'freeze'],
    budget: ['budget'],
    deny: ['deny'],
    'save-gate': ['save-gate', 'freeze'],
    'command-deny': ['command-deny'],
    'command-ask': ['command-ask', 'command-deny'],
};
const LOOSENING = new Set(['allow', 'command-allow']);
/** Violations of the strengthen-only rule, from the rules in force and the manifest's new text. */
function checkManifestChange(before, path, newText) {
    const base = { rule: 'manifest', path, reason: messages_js_1.violationText.manifest.reason() };
    const after = (0, parseManifest_js_1.parseManifest)(newText ?? '', before.file);
    if (after.errors.length > 0) {
        return after.errors.map((e) => ({
            ...base, line: e.line, message: messages_js_1.violationText.manifest.invalid((0, parseManifest_js_1.formatManifestError)(e)), next: messages_js_1.violationText.manifest.invalidNext(),
        }));
    }
    const found = [];
    const next = messages_js_1.violationText.manifest.next();
    for (const old of before.rules) {
        const kinds = STRONGER[old.kind];
        if (!kinds)
            continue;
        if (!after.rules.some((r) => kinds.includes(r.kind) && covers(r, old))) {
            found.push({ ...base, message: messages_js_1.violationText.manifest.weakened(old.kind, old.pattern, `${old.file}:${old.line}`), next, source: `${old.file}:${old.line}` });
        }
    }
    for (const added of after.rules) {
        if (!LOOSENING.has(added.kind))
            continue;
        if (!before.rules.some((r) => r.kind === added.kind && r.pattern === added.pattern)) {
            found.push({ ...base, line: added.line, message: messages_js_1.violationText.manifest.loosened(added.kind, added.pattern), next });
        }
    }
    const [was, now] = [releasePhrases(before.rules), releasePhrases(after.rules)];
    const newPhrase = now.find((p) => !was.includes(p));
    if (newPhrase !== undefined) {
        const line = after.rules.find((r) => r.kind === 'release' && r.pattern === newPhrase)?.line;
        found.push({ ...base, ...(line ? { line } : {}), message: messages_js_1.violationText.manifest.release(now), next });
    }
    return found;
}
/** Whether `stronger` (of a kind allowed to stand in) protects at least what `old` does. */
function covers(stronger, old) {
    if (old.kind.startsWith('command-'))
        return stronger.pattern === old.pattern;
    if (!(0, pathIndex_js_1.patternCovers)(stronger.pattern, old.pattern))
        return false;
    if (stronger.kind !== old.kind)
        return true;
    const [s, o] = [stronger.options, old.options];
    switch (old.kind) {
        case 'append':
            return !o.atEnd || s.atEnd === true;
        case 'budget':
            return (o.lines === undefined || (s.lines !== undefined && s.lines <= o.lines))
                && (o.bytes === undefined || (s.bytes !== undefined && s.bytes <= o.bytes));
        case 'save-gate': {
            const oldWords = o.words ?? rule_js_1.DEFAULT_SAVE_WORDS;
            return (s.words ?? rule_js_1.DEFAULT_SAVE_WORDS).every((w) => oldWords.includes(w));
        }
        default:
            return true;
    }
}
function releasePhrases(rules) {
    const phrases = rules.filter((r) => r.kind === 'release').map((r) => r.pattern);
    return phrases.length > 0 ? phrases : [rule_js_1.DEFAULT_RELEASE_PHRASE];
}


/***/ }),

/***/ 5684:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.formatManifestError = formatManifestError;
exports.parseManifest = parseManifest;
/**
 * The TSV manifest parser. Collects every malformed line, each with file, line, column and what
 * was expected, so a user fixes them all in one pass. Pure: takes the text, returns data.
 */
const rule_js_1 = __webpack_require__(4918);
const messages_js_1 = __webpack_require__(9392);
function formatManifestError(e) {
    return `${e.file}:${e.line}:${e.column}: ${e.message}`;
}
const positiveInt = (key) => (value) => /^[1-9][0-9]*$/.test(value) && Number.isSafeInteger(Number(value))
    ? { [key]: Number(value) }
    : messages_js_1.manifestText.badNumber(key, value);
const OPTIONS = {
    append: { at: (v) => (v === 'end' ? { atEnd: true } : messages_js_1.manifestText.badValue('at', v, 'end')) },
    budget: { lines: positiveInt('lines'), bytes: positiveInt('bytes') },
    'save-gate': {
        words: (v) => {
            const words = v.split(',').map((w) => w.trim().toLowerCase());
            return words.some((w) => w === '') ? messages_js_1.manifestText.badValue('words', v, 'a comma-separated list of words') : { words };
        },
    },
};
function parseManifest(text, file) {
    const rules = [];
    const errors = [];
    const lines = text.split('\n');
    lines.forEach((raw, index) => {
        const lineNo = index + 1;
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line.trim() === '' || line.trimStart().startsWith('#'))
            return;
        const lineErrors = [];
        const err = (column, message) => lineErrors.push({ file, line: lineNo, column, message });
        const cols = line.split('\t');
        const starts = [];
        let at = 1;
        for (const c of cols) {
            starts.push(at);
            at += c.length + 1;
        }
        const [kindText = '', pattern = '', reason = '', optionsText = ''] = cols;
        const kind = rule_js_1.RULE_KINDS.includes(kindText)
            ? kindText
            : rule_js_1.KIND_ALIASES[kindText];
        if (!kind)
            err(1, messages_js_1.manifestText.unknownKind(kindText));
        if (cols.length < 3) {
            err(line.length + 1, messages_js_1.manifestText.missingColumns(cols.length));
        }
        else if (cols.length > 4) {
            err(starts[4], messages_js_1.manifestText.extraColumns(cols.length));
        }
        if (cols.length >= 2) {
            const problem = kind ? checkPattern(kind, pattern) : undefined;
            if (problem)
                err(starts[1], problem);
        }
        if (cols.length >= 3 && reason.trim() === '')
            err(starts[2], messages_js_1.manifestText.emptyReason());
        const options = {};
        const written = kind && cols.length === 4 ? parseOptions(kind, optionsText, starts[3], options, err) : new Set();
        // a limit written with a bad value has its own error; only a limit not written at all is missing
        if (kind === 'budget' && cols.length >= 3 && !written.has('lines') && !written.has('bytes')) {
            err(cols.length === 4 ? starts[3] : line.length + 1, messages_js_1.manifestText.budgetNeedsLimit());
        }
        if (lineErrors.length > 0 || !kind) {
            errors.push(...lineErrors);
            return;
        }
        rules.push({ kind, pattern, reason, options, file, line: lineNo, optionsText: cols.length === 4 ? optionsText : '' });
    });
    return { file, rules, errors };
}
/** Parses the options column into `into`; returns the known keys it mentions, valid or not. */
function parseOptions(kind, text, column, into, err) {
    const spec = OPTIONS[kind] ?? {};
    const seen = new Set();
    const mentioned = new Set();
    let offset = 0;
    for (const word of text.split(' ')) {
        const col = column + offset;
        offset += word.length + 1;
        if (word === '')
            continue;
        const eq = word.indexOf('=');
        const key = eq === -1 ? word : word.slice(0, eq);
        const parse = spec[key];
        if (!parse) {
            err(col, messages_js_1.manifestText.unknownOption(kind, key, Object.keys(spec)));
            continue;
        }
        mentioned.add(key);
        if (eq === -1) {
            err(col, messages_js_1.manifestText.optionNeedsValue(key));
            continue;
        }
        if (seen.has(key)) {
            err(col, messages_js_1.manifestText.duplicateOption(key));
            continue;
        }
        seen.add(key);
        const result = parse(word.slice(eq + 1));
        if (typeof result === 'string')
            err(col, result);
        else
            Object.assign(into, result);
    }
    return mentioned;
}
function checkPattern(kind, pattern) {
    if (pattern.trim() === '')
        return messages_js_1.manifestText.emptyPattern(kind);
    if (pattern !== pattern.trim())
        return messages_js_1.manifestText.patternSpaces();
    if (!(0, rule_js_1.isPathKind)(kind))
        return undefined;
    if (pattern.includes('\\'))
        return messages_js_1.manifestText.patternBackslash(pattern);
    if (pattern.startsWith('./'))
        return messages_js_1.manifestText.patternDotSlash(pattern);
    if (pattern.split('/').includes('..'))
        return messages_js_1.manifestText.patternDotDot(pattern);
    const unbalanced = unbalancedBracket(pattern);
    if (unbalanced)
        return messages_js_1.manifestText.patternUnbalanced(pattern, unbalanced);
    // Globs are compiled when first matched, not here: a 1,000-line manifest must not cost 1,000
    // regex compilations per commit. Unbalanced brackets are what picomatch's strict mode rejects.
    return undefined;
}
/** The first bracket of `[]`, `{}` or `()` left open or closed without an opening, if any. */
function unbalancedBracket(pattern) {
    const pairs = { ']': '[', '}': '{', ')': '(' };
    const stack = [];
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            i++;
            continue;
        }
        if (c === '[' || c === '{' || c === '(')
            stack.push(c);
        else if (c in pairs) {
            if (stack.pop() !== pairs[c])
                return c;
        }
    }
    return stack.pop();
}


/***/ }),

/***/ 1079:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PathIndex = exports.GLOB_OPTIONS = void 0;
exports.staticBase = staticBase;
exports.patternCovers = patternCovers;
/**
 * Finds the path rules that match a path without testing every rule: literal patterns are
 * looked up in a map, globs are bucketed by their static base directory, so the cost per path
 * grows with its depth and the rules under its directories, not with the manifest's length.
 */
const picomatch_1 = __importDefault(__webpack_require__(4006));
const rule_js_1 = __webpack_require__(4918);
/** dot files included, `/` separators everywhere, and `s` so that a path with a line break in it still matches `**`. */
exports.GLOB_OPTIONS = { dot: true, windows: false, flags: 's' };
const NONE = [];
class PathIndex {
    literal = new Map();
    byBase = new Map();
    constructor(rules) {
        for (const rule of rules) {
            if ((0, rule_js_1.isOutsidePattern)(rule.pattern))
                continue;
            const base = staticBase(rule.pattern);
            if (base === rule.pattern)
                push(this.literal, rule.pattern, rule);
            else
                push(this.byBase, base, { rule });
        }
    }
    /** Rules whose pattern matches `path`, in manifest order. */
    match(path) {
        let found;
        const literal = this.literal.get(path);
        if (literal)
            found = [...literal];
        if (this.byBase.size > 0) {
            // bases: '', each directory of the path, and the path itself (`config/**` matches `config`)
            let end = -1;
            for (;;) {
                const entries = this.byBase.get(end === -1 ? '' : path.slice(0, end));
                if (entries) {
                    for (const entry of entries) {
                        entry.test ??= compile(entry.rule);
                        if (entry.test(path))
                            (found ??= []).push(entry.rule);
                    }
                }
                if (end >= path.length || path === '')
                    break;
                const slash = path.indexOf('/', end + 1);
                end = slash === -1 ? path.length : slash;
            }
        }
        if (!found)
            return NONE;
        return found.length > 1 ? found.sort((a, b) => a.line - b.line) : found;
    }
}
exports.PathIndex = PathIndex;
function compile(rule) {
    try {
        return (0, picomatch_1.default)(rule.pattern, exports.GLOB_OPTIONS);
    }
    catch (e) {
        throw new Error(`${rule.file}:${rule.line}: the glob ${JSON.stringify(rule.pattern)} cannot be compiled: ${e.message}`);
    }
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
const GLOB_CHARS = /[*?[\]{}()!+@\\]/;
/**
 * The directories before a pattern's first glob segment (`src/m1` for a pattern under it), or the
 * whole pattern when it has no glob characters (a literal path). Conservative: any character
 * that could be glob syntax ends the static part, so a glob is never filed under a wrong base.
 */
function staticBase(pattern) {
    if (!GLOB_CHARS.test(pattern))
        return pattern;
    const segments = pattern.split('/');
    const first = segments.findIndex((s) => GLOB_CHARS.test(s));
    return segments.slice(0, first).join('/');
}
/** Whether one pattern matches everything another does (sound, not complete). */
function patternCovers(wider, narrower) {
    if (wider === narrower)
        return true;
    // paths outside the repository (`~/`, `/`) are matched apart from repository paths: `**` covers none of them
    if ((0, rule_js_1.isOutsidePattern)(wider) !== (0, rule_js_1.isOutsidePattern)(narrower))
        return false;
    if (staticBase(narrower) !== narrower)
        return wider === '**';
    return (0, picomatch_1.default)(wider, exports.GLOB_OPTIONS)(narrower);
}


/***/ }),

/***/ 4918:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DEFAULT_SAVE_WORDS = exports.DEFAULT_RELEASE_PHRASE = exports.RULE_KINDS = exports.KIND_ALIASES = void 0;
exports.isPathKind = isPathKind;
exports.isOutsidePattern = isOutsidePattern;
/** Letters from the seed's manifest: A freeze, B invariant, C append. */
exports.KIND_ALIASES = { A: 'freeze', B: 'invariant', C: 'append' };
exports.RULE_KINDS = [
    'freeze', 'invariant', 'append', 'budget', 'deny', 'allow', 'save-gate', 'release',
    'command-allow', 'command-ask', 'command-deny',
];
function isPathKind(kind) {
    return kind !== 'release' && !kind.startsWith('command-');
}
/** A path rule's pattern that names files outside the repository (Claude adapter only). */
function isOutsidePattern(pattern) {
    return pattern.startsWith('~/') || pattern.startsWith('/');
}
exports.DEFAULT_RELEASE_PHRASE = 'guard release';
exports.DEFAULT_SAVE_WORDS = ['save', 'remember'];


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