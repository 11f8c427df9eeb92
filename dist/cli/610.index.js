// diffgate-cache-key: 0268ef40e0972178218a09b21d6642c711236c99b51db89315b5e8df3c7f5d2b
"use strict";
exports.id = 610;
exports.ids = [610,928];
exports.modules = {

/***/ 6928:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MANIFEST_NAME = void 0;
exports.locate = locate;
exports.findRepository = findRepository;
exports.userManifestFile = userManifestFile;
exports.loadRules = loadRules;
exports.displayPath = displayPath;
/**
 * Where the hook stands: the workspace (CLAUDE_PROJECT_DIR, else the repository around the
 * working directory), the repository root and git directory (found on disk, without running
 * git), and the rules in force: the repository's manifest as it is on disk and the user manifest
 * for paths outside any repository.
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const manifestGuard_js_1 = __webpack_require__(4036);
const messages_js_1 = __webpack_require__(9392);
const commandRuleErrors_js_1 = __webpack_require__(6098);
const parseManifest_js_1 = __webpack_require__(5684);
const rule_js_1 = __webpack_require__(4918);
const failure_js_1 = __webpack_require__(6117);
exports.MANIFEST_NAME = '.diffgate.tsv';
async function locate(cwd, env, home) {
    const project = env.CLAUDE_PROJECT_DIR;
    const start = await realDir(project && project !== '' ? project : cwd);
    const repo = await findRepository(start);
    const workspace = project && project !== '' ? start : (repo?.root ?? start);
    return { cwd, workspace, root: repo?.root ?? workspace, gitDir: repo?.gitDir ?? null, home };
}
async function realDir(dir) {
    try {
        return node_fs_1.realpathSync.native(dir);
    }
    catch (e) {
        throw new failure_js_1.HookFailure(messages_js_1.claudeText.noDirectory(dir, e.message));
    }
}
/** Walks up from `dir` to the first `.git` (a directory, or a file naming one: worktrees, submodules). */
async function findRepository(dir) {
    for (let d = dir;; d = node_path_1.posix.dirname(d)) {
        const dotGit = node_path_1.posix.join(d, '.git');
        const stat = lstatOrUndefined(dotGit);
        if (stat?.isDirectory())
            return { root: d, gitDir: node_fs_1.realpathSync.native(dotGit) };
        if (stat?.isFile()) {
            const m = /^gitdir:\s*(.+?)\s*$/m.exec((0, node_fs_1.readFileSync)(dotGit, 'utf8'));
            if (m)
                return { root: d, gitDir: realOr(node_path_1.posix.resolve(d, m[1])) };
        }
        if (node_path_1.posix.dirname(d) === d)
            return undefined;
    }
}
function lstatOrUndefined(path) {
    try {
        return (0, node_fs_1.lstatSync)(path);
    }
    catch {
        return undefined;
    }
}
/** A path's real path, or the path itself when it cannot be resolved. */
function realOr(path) {
    try {
        return node_fs_1.realpathSync.native(path);
    }
    catch {
        return path;
    }
}
function userManifestFile(env, home) {
    const config = env.XDG_CONFIG_HOME && node_path_1.posix.isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : node_path_1.posix.join(home, '.config');
    return node_path_1.posix.join(config, 'diffgate', 'manifest.tsv');
}
/** Reads a manifest; null when it does not exist; any other failure to read blocks. */
async function readManifest(file, label, known) {
    let text;
    try {
        text = (0, node_fs_1.readFileSync)(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return null;
        throw new failure_js_1.HookFailure(messages_js_1.claudeText.manifestUnreadable(label, e.message));
    }
    // Command rules that can never match are errors for every tool, as for the git hooks and the Action.
    const manifest = await (0, commandRuleErrors_js_1.withCommandRuleErrors)((0, parseManifest_js_1.parseManifest)(text, label), known);
    if (manifest.errors.length > 0)
        throw new failure_js_1.HookFailure(messages_js_1.claudeText.manifestErrors(label, manifest.errors.map(parseManifest_js_1.formatManifestError)));
    return manifest;
}
async function loadRules(place, env, known) {
    const repoFile = node_path_1.posix.join(place.root, exports.MANIFEST_NAME);
    const userFile = userManifestFile(env, place.home);
    const userLabel = displayPath(userFile, place);
    const [repo, user] = await Promise.all([readManifest(repoFile, exports.MANIFEST_NAME, known), readManifest(userFile, userLabel, known)]);
    if (user) {
        const inside = user.rules.filter((r) => (0, rule_js_1.isPathKind)(r.kind) && !(0, rule_js_1.isOutsidePattern)(r.pattern));
        if (inside.length > 0) {
            throw new failure_js_1.HookFailure(messages_js_1.claudeText.manifestErrors(userLabel, inside.map((r) => `${r.file}:${r.line}:1: ${messages_js_1.claudeText.userManifestRelative(r.pattern)}`)));
        }
    }
    const repoManifest = repo ?? { file: exports.MANIFEST_NAME, rules: [], errors: [] };
    const all = [...repoManifest.rules, ...(user?.rules ?? [])];
    const homes = [place.home];
    const realHome = realOr(place.home);
    if (realHome !== place.home)
        homes.push(realHome);
    const outside = [];
    for (const rule of all) {
        if (!(0, rule_js_1.isPathKind)(rule.kind) || !(0, rule_js_1.isOutsidePattern)(rule.pattern))
            continue;
        const absolute = rule.pattern.startsWith('~/') ? homes.map((h) => node_path_1.posix.join(h, rule.pattern.slice(2))) : [rule.pattern];
        for (const a of absolute)
            outside.push({ ...rule, pattern: a.replace(/^\/+/, '') });
    }
    return {
        repo: repoManifest,
        repoFile,
        repoRel: exports.MANIFEST_NAME,
        user,
        userFile,
        outside: { file: userLabel, rules: outside, errors: [] },
        releasePhrases: (0, manifestGuard_js_1.releasePhrases)(all),
    };
}
/** How a path is named in messages: repository-relative inside it, `~/...` under home, else absolute. */
function displayPath(abs, place) {
    if (abs === place.root)
        return '.';
    if (abs.startsWith(`${place.root}/`))
        return abs.slice(place.root.length + 1);
    if (abs.startsWith(`${place.home}/`))
        return `~/${abs.slice(place.home.length + 1)}`;
    return abs;
}


/***/ }),

/***/ 6117:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HookFailure = void 0;
/** A failure the hook reports and blocks on (exit 2): bad input, an unreadable or invalid manifest. */
class HookFailure extends Error {
}
exports.HookFailure = HookFailure;


/***/ }),

/***/ 3610:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.ClaudeSettingsError = exports.Of = void 0;
exports.installClaude = installClaude;
__webpack_unused_export__ = hookCommandLine;
/**
 * `diffgate install --claude` / `uninstall --claude`: merges the hook into Claude Code's settings
 * (the project's `.claude/settings.json`, or `~/.claude/settings.json` with --user) without
 * touching any other hook or setting, and removes it again. The command calls the CLI directly
 * (the project's node_modules/.bin, else the absolute path of this CLI), never through npx, and
 * ends in `|| exit 2`, so even a missing node or a crash while loading blocks instead of passing.
 */
const node_fs_1 = __webpack_require__(3024);
const promises_1 = __webpack_require__(1455);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const messages_js_1 = __webpack_require__(9392);
const context_js_1 = __webpack_require__(6928);
exports.Of = 'Write|Edit|MultiEdit|NotebookEdit|Read|Grep|Glob|LS|Bash|PowerShell';
const EVENTS = ['PreToolUse', 'UserPromptSubmit'];
class ClaudeSettingsError extends Error {
}
exports.ClaudeSettingsError = ClaudeSettingsError;
async function installClaude(opts) {
    const env = opts.env ?? process.env;
    const home = opts.home ?? (env.HOME || (0, node_os_1.homedir)());
    const root = opts.user ? undefined : ((await (0, context_js_1.findRepository)((0, node_fs_1.realpathSync)(opts.cwd)))?.root ?? opts.cwd);
    const file = opts.user
        ? node_path_1.posix.join(env.CLAUDE_CONFIG_DIR || node_path_1.posix.join(home, '.claude'), 'settings.json')
        : node_path_1.posix.join(root, '.claude', 'settings.json');
    const command = hookCommandLine(root, opts.cliPath);
    const settings = await readSettings(file);
    const before = JSON.stringify(settings);
    const hooks = (settings.hooks ?? {});
    if (typeof hooks !== 'object' || Array.isArray(hooks))
        throw new ClaudeSettingsError(messages_js_1.claudeText.install.badSettings(file, '"hooks" is not an object'));
    for (const event of EVENTS) {
        const list = hooks[event] ?? [];
        if (!Array.isArray(list))
            throw new ClaudeSettingsError(messages_js_1.claudeText.install.badHooks(file, event));
        const entries = list;
        const want = event === 'PreToolUse'
            ? { matcher: exports.Of, hooks: [{ type: 'command', command }] }
            : { hooks: [{ type: 'command', command }] };
        if (!opts.uninstall && isInstalled(entries, want))
            continue;
        const kept = entries
            .map((e) => (Array.isArray(e?.hooks) ? { ...e, hooks: e.hooks.filter((h) => !isOurs(h)) } : e))
            .filter((e) => !Array.isArray(e?.hooks) || e.hooks.length > 0);
        if (!opts.uninstall)
            kept.push(want);
        if (kept.length > 0)
            hooks[event] = kept;
        else
            delete hooks[event];
    }
    if (Object.keys(hooks).length > 0)
        settings.hooks = hooks;
    else
        delete settings.hooks;
    const changed = JSON.stringify(settings) !== before;
    if (changed)
        await writeSettings(file, settings);
    const message = opts.uninstall
        ? changed ? messages_js_1.claudeText.install.removed(file) : messages_js_1.claudeText.install.absent(file)
        : changed ? messages_js_1.claudeText.install.installed(file) : messages_js_1.claudeText.install.already(file);
    return { changed, file, message };
}
/** The command Claude Code runs: the project's own install where there is one, else this CLI. */
function hookCommandLine(projectRoot, cliPath) {
    if (projectRoot !== undefined && (0, node_fs_1.existsSync)(node_path_1.posix.join(projectRoot, 'node_modules', '.bin', 'diffgate'))) {
        return '"$CLAUDE_PROJECT_DIR"/node_modules/.bin/diffgate hook claude || exit 2';
    }
    const cli = cliPath ?? (0, node_fs_1.realpathSync)(process.argv[1]);
    return `${shellQuote(cli)} hook claude || exit 2`;
}
function shellQuote(s) {
    return /^[A-Za-z0-9_./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
/** A hook command this installer wrote (any version of it). */
function isOurs(h) {
    const cmd = h?.command;
    return typeof cmd === 'string' && /\bhook claude\b/.test(cmd) && /diffgate|dist\/cli\/index\.js/.test(cmd);
}
function isInstalled(entries, want) {
    const ours = entries.flatMap((e) => (Array.isArray(e?.hooks) ? e.hooks.filter(isOurs).map((h) => ({ e, h })) : []));
    return ours.length === 1 && ours[0].h.command === want.hooks[0].command && ours[0].e.matcher === want.matcher && ours[0].h.type === 'command';
}
async function readSettings(file) {
    let text;
    try {
        text = await (0, promises_1.readFile)(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return {};
        throw new ClaudeSettingsError(messages_js_1.claudeText.install.badSettings(file, e.message));
    }
    if (text.trim() === '')
        return {};
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (e) {
        throw new ClaudeSettingsError(messages_js_1.claudeText.install.badSettings(file, e.message));
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        throw new ClaudeSettingsError(messages_js_1.claudeText.install.badSettings(file, 'not an object'));
    return data;
}
async function writeSettings(file, settings) {
    await (0, promises_1.mkdir)(node_path_1.posix.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await (0, promises_1.writeFile)(tmp, `${JSON.stringify(settings, null, 2)}\n`);
    await (0, promises_1.rename)(tmp, file);
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