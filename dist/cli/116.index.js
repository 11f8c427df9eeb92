// diffgate-cache-key: 1191b93b2ace7703c58f0c6fcc99d09eea7e2b03076885204829a39c56e54caa
"use strict";
exports.id = 116;
exports.ids = [116];
exports.modules = {

/***/ 713:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.explainCommand = explainCommand;
/**
 * `diffgate explain PATH...`: which rules of the manifest on disk cover each path.
 * `diffgate explain --command 'CMD'`: the command policy's verdict on a shell command line, segment
 * by segment (canonical prefix, matching rule, verdict), under the repository's manifest and the
 * user manifest, as the Claude Code hook would judge it. It loads the shell parser.
 */
const promises_1 = __webpack_require__(1455);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const node_util_1 = __webpack_require__(7975);
const check_js_1 = __webpack_require__(9350);
const explainPath_js_1 = __webpack_require__(5098);
const messages_js_1 = __webpack_require__(9392);
const parseManifest_js_1 = __webpack_require__(5684);
const readChanges_js_1 = __webpack_require__(402);
const io_js_1 = __webpack_require__(9845);
const repoRoot_js_1 = __webpack_require__(7581);
const usageError_js_1 = __webpack_require__(3962);
async function explainCommand(args, io) {
    const { values, positionals } = (0, node_util_1.parseArgs)({ args, options: { manifest: { type: 'string' }, command: { type: 'string' } }, allowPositionals: true, strict: true });
    if (values.command !== undefined && positionals.length > 0)
        throw new usageError_js_1.UsageError(messages_js_1.commandText.explain.usage());
    if (values.command === undefined && positionals.length === 0)
        throw new usageError_js_1.UsageError(messages_js_1.commandText.explain.needsPath());
    const top = (await (0, repoRoot_js_1.repoRoot)(io.cwd)) ?? io.cwd;
    const file = values.manifest !== undefined ? (0, node_path_1.resolve)(io.cwd, values.manifest) : (0, node_path_1.resolve)(top, readChanges_js_1.DEFAULT_MANIFEST);
    const manifest = await readManifest(file, values.manifest !== undefined, io);
    if (manifest === undefined)
        return io_js_1.EXIT.config;
    if (values.command !== undefined)
        return explainShellCommand(values.command, manifest, top, io);
    const checker = new check_js_1.Checker(manifest, null);
    const out = [];
    for (const p of positionals) {
        const rel = (0, node_path_1.relative)(top, (0, node_path_1.resolve)(io.cwd, p)).split('\\').join('/');
        const path = rel.startsWith('..') || (0, node_path_1.isAbsolute)(rel) ? p : rel;
        const e = (0, explainPath_js_1.explainPath)(checker, path);
        out.push(path);
        for (const r of e.rules)
            out.push(`  ${r.kind}\t${r.pattern}\t${r.reason}${r.optionsText ? `\t${r.optionsText}` : ''}  (${r.file}:${r.line})`);
        for (const r of e.allowedBy)
            out.push(`  ${messages_js_1.cliText.explainAllowed(`${r.file}:${r.line}`)}`);
        if (e.secret !== undefined && e.allowedBy.length === 0)
            out.push(`  ${messages_js_1.cliText.explainSecret(e.secret)}`);
        if (e.rules.length === 0 && e.allowedBy.length === 0 && e.secret === undefined)
            out.push(`  ${messages_js_1.cliText.explainNone()}`);
    }
    io.stdout(`${out.join('\n')}\n`);
    return io_js_1.EXIT.ok;
}
/** The manifest at `file` (empty when the default one does not exist); undefined after reporting an error. */
async function readManifest(file, required, io) {
    let text = '';
    try {
        text = await (0, promises_1.readFile)(file, 'utf8');
    }
    catch (e) {
        if (e.code !== 'ENOENT' || required) {
            io.stderr(`${messages_js_1.cliText.manifestMissing(file)}\n`);
            return undefined;
        }
    }
    const label = (0, node_path_1.relative)(io.cwd, file) || file;
    const manifest = (0, parseManifest_js_1.parseManifest)(text, label);
    if (manifest.errors.length > 0) {
        reportErrors(label, manifest.errors.map(parseManifest_js_1.formatManifestError), io);
        return undefined;
    }
    return manifest;
}
function reportErrors(label, lines, io) {
    io.stderr(`${messages_js_1.cliText.manifestErrors(label, lines.length)}\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
}
async function explainShellCommand(command, manifest, top, io) {
    const [{ commandRules }, { judgeCommand }, { explainVerdict }, { commandSegments }, { userManifestFile }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(164), __webpack_require__.e(749)]).then(__webpack_require__.bind(__webpack_require__, 3749)), Promise.all(/* import() */[__webpack_require__.e(164), __webpack_require__.e(597), __webpack_require__.e(14)]).then(__webpack_require__.bind(__webpack_require__, 3597)), Promise.all(/* import() */[__webpack_require__.e(164), __webpack_require__.e(35)]).then(__webpack_require__.bind(__webpack_require__, 4035)),
        Promise.all(/* import() */[__webpack_require__.e(133), __webpack_require__.e(993)]).then(__webpack_require__.bind(__webpack_require__, 4993)), __webpack_require__.e(/* import() */ 928).then(__webpack_require__.bind(__webpack_require__, 6928)),
    ]);
    const home = io.env.HOME || (0, node_os_1.homedir)();
    const manifests = [manifest];
    const userFile = userManifestFile(io.env, home);
    const user = await (0, promises_1.readFile)(userFile, 'utf8').then((text) => (0, parseManifest_js_1.parseManifest)(text, userFile), (e) => {
        if (e.code === 'ENOENT')
            return undefined;
        throw e;
    });
    if (user !== undefined) {
        if (user.errors.length > 0) {
            reportErrors(userFile, user.errors.map(parseManifest_js_1.formatManifestError), io);
            return io_js_1.EXIT.config;
        }
        manifests.push(user);
    }
    const rules = [];
    for (const m of manifests) {
        const compiled = commandRules(m.rules);
        if (compiled.errors.length > 0) {
            reportErrors(m.file, compiled.errors.map(parseManifest_js_1.formatManifestError), io);
            return io_js_1.EXIT.config;
        }
        rules.push(...compiled.rules);
    }
    const projectDir = io.env.CLAUDE_PROJECT_DIR || top;
    const segments = await commandSegments(command, { cwd: io.cwd, home, projectDir });
    io.stdout(explainVerdict(command, judgeCommand({ text: command, segments, home }, rules)));
    return io_js_1.EXIT.ok;
}


/***/ }),

/***/ 7581:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.repoRoot = repoRoot;
/** The repository's top-level directory, or the working directory outside a repository. */
const runGit_js_1 = __webpack_require__(3836);
async function repoRoot(cwd) {
    try {
        return (await (0, runGit_js_1.runGit)(cwd).raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch {
        return undefined; // not a repository: callers fall back to the working directory
    }
}


/***/ }),

/***/ 5098:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.explainPath = explainPath;
function explainPath(checker, path) {
    return { path, ...checker.rulesFor(path) };
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


/***/ })

};
;