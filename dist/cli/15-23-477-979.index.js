"use strict";
exports.id = "15-23-477-979";
exports.ids = ["15-23-477-979",15,23,477,979];
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
/**
 * A checker violation as the hook reports it. The git hook's next step for an added path names
 * the staged file (`git rm --cached`); for an edit only proposed, nothing exists yet to remove.
 */
function fromViolation(v) {
    if (v.rule === 'deny')
        return { ...v, next: claude_js_1.claudeText.shell.denyNext(), releasable: true };
    if (v.rule === 'secret')
        return { ...v, next: claude_js_1.claudeText.workspace.secretNext(), releasable: false };
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
                return {
                    ...base,
                    rule: 'save-gate',
                    message: claude_js_1.claudeText.saveGate.message(f.path),
                    next: claude_js_1.claudeText.saveGate.next(rule.options.words ?? []),
                    saveWords: rule.options.words ?? ['save', 'remember'],
                };
            }
            const message = program ? claude_js_1.claudeText.shell.programNames(how, f.path, rule.kind) : claude_js_1.claudeText.shell.writes(how, f.path, rule.kind);
            if (rule.kind === 'freeze')
                return { ...base, rule: 'freeze', message, next: next(violation_js_1.violationText.freeze.next()) };
            if (rule.kind === 'deny')
                return { ...base, rule: 'deny', message, next: next(claude_js_1.claudeText.shell.denyNext()) };
            return { ...base, rule: rule.kind, message, next: claude_js_1.claudeText.shell.useEdit() };
        }
        case 'manifest':
            return {
                rule: 'manifest',
                path: f.path,
                reason: violation_js_1.violationText.manifest.reason(),
                message: program ? claude_js_1.claudeText.shell.programNames(how, f.path, 'manifest') : claude_js_1.claudeText.shell.writes(how, f.path, 'manifest'),
                next: claude_js_1.claudeText.shell.useEdit(),
                releasable: true,
            };
        case 'git-hooks':
            return {
                rule: 'gate-switch',
                path: f.path,
                reason: claude_js_1.claudeText.gate.reason(),
                message: claude_js_1.claudeText.gate.gitHooks(how, f.path),
                next: claude_js_1.claudeText.gate.next(),
                releasable: false,
            };
        case 'gate-file':
            return {
                rule: 'gate-switch',
                path: f.path,
                reason: claude_js_1.claudeText.gate.reason(),
                message: claude_js_1.claudeText.gate.gateFile(how, f.path),
                next: claude_js_1.claudeText.gate.next(),
                releasable: false,
            };
        case 'git':
            return {
                rule: 'git-dir',
                path: f.path,
                reason: claude_js_1.claudeText.gate.gitDirReason(),
                message: claude_js_1.claudeText.gate.gitDir(how, f.path),
                next: claude_js_1.claudeText.gate.gitDirNext(),
                releasable: false,
            };
        case 'secret':
            return {
                rule: 'secret',
                path: f.path,
                reason: violation_js_1.violationText.secret.reason(),
                message: claude_js_1.claudeText.shell.secret(how, f.path, f.segment),
                next: claude_js_1.claudeText.workspace.secretNext(),
                releasable: false,
            };
    }
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

/***/ 2616:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WordExpander = void 0;
exports.isSubstitution = isSubstitution;
exports.homeIn = homeIn;
const mktempPath_js_1 = __webpack_require__(2357);
const state_js_1 = __webpack_require__(6255);
const words_js_1 = __webpack_require__(3967);
/** `{a,b,c}` of plain text; nested lists, quotes and expansions inside make the word unknown. */
const PLAIN_BRACES = /^\{([^{}\\'"$`]*)\}$/;
const PATTERN_END = 'DIFFGATE_PATTERN_END';
class WordExpander {
    env;
    parser;
    walked;
    subst;
    unreadable;
    constructor(env, parser, 
    /** The substitutions' scripts walked so far (the walker checks that none was missed). */
    walked, 
    /** Walks statements that run in a subshell (command and process substitutions). */
    subst, 
    /** Reports code in the word that will run but cannot be read before it does. */
    unreadable) {
        this.env = env;
        this.parser = parser;
        this.walked = walked;
        this.subst = subst;
        this.unreadable = unreadable;
    }
    /** Walks command substitutions found anywhere under a node (each in its own subshell). */
    nested(node, state, source) {
        const visit = (n) => {
            if (isSubstitution(n)) {
                this.subst(n.script, (0, state_js_1.copyState)(state), source);
                return;
            }
            this.parser.forEachChild(n, visit);
        };
        visit(node);
    }
    /** Counts the substitutions under a node as walked: they are walked another way (read again). */
    superseded(node) {
        const visit = (n) => {
            if (isSubstitution(n) && n.script)
                this.walked.add(n.script);
            this.parser.forEachChild(n, visit);
        };
        visit(node);
    }
    /** Expands a word as far as it can be known. */
    word(word, state) {
        // A word without parts is plain text: letters, backslash escapes and a leading `~`.
        if (!word.parts)
            return { values: [this.literal(word.text, false, true, state)], raw: word.text };
        return { values: this.parts(word.parts, state, false, true), raw: word.text };
    }
    parts(parts, state, quoted, atStart) {
        let values = [[]];
        parts.forEach((part, i) => {
            values = (0, words_js_1.concat)(values, this.part(part, state, quoted, atStart && i === 0));
        });
        return values;
    }
    part(part, state, quoted, first) {
        switch (part.type) {
            case 'Literal':
                return [this.literal(part.text, quoted, first, state)];
            case 'SingleQuoted':
            case 'AnsiCQuoted':
                return [[{ text: part.value, quoted: true }]];
            case 'DoubleQuoted':
            case 'LocaleString':
                return this.parts(part.parts, state, true, false);
            case 'SimpleExpansion':
                return this.variable(part.text.slice(1), state, quoted);
            case 'ParameterExpansion':
                if (part.operation?.type === 'Replace') {
                    this.replaceOperands(part, part.operation.operatorEnd, state);
                    if (part.index)
                        this.nested(part.index, state);
                    return [words_js_1.UNKNOWN_VALUE];
                }
                if (part.prefix || part.index || part.operation)
                    break;
                return this.variable(part.parameter, state, quoted);
            case 'Glob':
                // A bracket with quotes or expansions inside is unknown; what it runs still runs.
                if (part.kind === 'bracket' && !plain(part.parts))
                    break;
                return [[{ text: part.text, quoted: false }]];
            case 'BraceExpansion':
                if (!plain(part.parts))
                    break;
                return braces(part.text);
            case 'CommandExpansion':
                this.subst(part.script, (0, state_js_1.copyState)(state));
                return [(0, mktempPath_js_1.mktempValue)(part.script, state, this.env) ?? words_js_1.UNKNOWN_VALUE];
            case 'ProcessSubstitution':
                this.subst(part.script, (0, state_js_1.copyState)(state));
                return [words_js_1.UNKNOWN_VALUE];
            default:
                break;
        }
        // Arithmetic, extended globs and parameter operations: unknown, but what they run still runs.
        this.nested(part, state);
        return [words_js_1.UNKNOWN_VALUE];
    }
    /**
     * `${X/pattern/replacement}`: unbash 6.0.4 splits pattern from replacement at the first `/` even
     * inside `$(...)`, so `${X/$(rm a/b)/}` would read as running `rm a`. The text after the operator
     * is read again as the body of an unquoted heredoc, where only substitutions mean anything (so
     * `|` or `;` in a pattern are no syntax errors), and every substitution in it is walked, whole.
     */
    replaceOperands(part, operatorEnd, state) {
        const text = part.text.slice(operatorEnd - part.pos, -1);
        this.superseded(part);
        // A heredoc body has no `<(...)`; bash runs one in a pattern all the same.
        if (/[<>]\(/.test(text)) {
            this.unreadable();
            return;
        }
        const source = `: <<${PATTERN_END}\n${text}\n${PATTERN_END}\n`;
        const script = this.parser.parse(source);
        if (!script)
            this.subst(undefined, state);
        else
            this.nested(script, state, source);
    }
    /** Literal text as written: escapes removed, and a leading `~` expanded when unquoted (to `$HOME` as the line may have set it). */
    literal(text, quoted, first, state) {
        if (quoted)
            return [{ text: (0, words_js_1.unescapeDouble)(text), quoted: true }];
        if (!first || !text.startsWith('~'))
            return (0, words_js_1.unescapeUnquoted)(text);
        const m = /^~([^/]*)(.*)$/s.exec(text);
        const home = homeIn(state, this.env.home);
        if (m[1] !== '' || home === undefined)
            return [null, ...(0, words_js_1.unescapeUnquoted)(m[2])];
        return [{ text: home, quoted: true }, ...(0, words_js_1.unescapeUnquoted)(m[2])];
    }
    variable(name, state, quoted) {
        if (state.vars.has(name)) {
            const values = state.vars.get(name);
            if (values === null)
                return [words_js_1.UNKNOWN_VALUE];
            // With IFS set in the line, an unquoted value splits at other characters than blanks.
            if (!quoted && state.vars.has('IFS'))
                return [words_js_1.UNKNOWN_VALUE];
            // Quoted, a value keeps the quoting it was written with, so a loop over `hooks/*.sh` still names those files in "$f".
            return quoted ? values : (0, words_js_1.unquotedFields)(values);
        }
        const env = this.env;
        if (name === 'HOME')
            return [[{ text: env.home, quoted: true }]];
        if (name === 'CLAUDE_PROJECT_DIR')
            return [[{ text: env.projectDir, quoted: true }]];
        if (name === 'PWD')
            return state.dirs.map((d) => (d === null ? words_js_1.UNKNOWN_VALUE : [{ text: d, quoted: true }]));
        return [words_js_1.UNKNOWN_VALUE];
    }
}
exports.WordExpander = WordExpander;
function isSubstitution(n) {
    return n.type === 'CommandExpansion' || n.type === 'ProcessSubstitution' || n.type === 'ArithmeticCommandExpansion';
}
/** Parts of plain text only (or none: the text is all there is). */
function plain(parts) {
    return parts === undefined || parts.every((p) => p.type === 'Literal');
}
/** A brace expansion: a plain comma list multiplied out; sequences and anything richer are unknown. */
function braces(text) {
    const m = PLAIN_BRACES.exec(text);
    if (!m || !m[1].includes(','))
        return [words_js_1.UNKNOWN_VALUE];
    const elems = m[1].split(',');
    return elems.length <= words_js_1.MAX_VALUES ? elems.map((e) => (0, words_js_1.unescapeUnquoted)(e)) : [words_js_1.UNKNOWN_VALUE];
}
/** `$HOME` as the line left it: assigned in it, else the real one; undefined when unknown. */
function homeIn(state, home) {
    if (!state.vars.has('HOME'))
        return home;
    const values = state.vars.get('HOME');
    return values && values.length === 1 ? (0, words_js_1.textOf)(values[0]) : undefined;
}


/***/ }),

/***/ 3411:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commandGateSwitches = commandGateSwitches;
exports.mentionsSwitchVariable = mentionsSwitchVariable;
exports.assignmentGateSwitch = assignmentGateSwitch;
exports.programGateSwitches = programGateSwitches;
const walk_js_1 = __webpack_require__(7133);
const gitSettings_js_1 = __webpack_require__(8455);
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
        // settings stored in the repository that run commands, or that bring in other settings (for one
        // run, `-c include.path=F`; the commands of a one-run `-c alias.x=!CMD` are walked as code)
        const setsCode = words.some((w, i) => (words[i - 1] === '-c' || words[i - 1] === '--config-env') && (0, gitSettings_js_1.bringsSettings)((0, gitSettings_js_1.splitSetting)(w).key)) ||
            (sub?.name === 'config' && words.slice(sub.index + 1).some((w) => (0, gitSettings_js_1.runsCommand)(w) || (0, gitSettings_js_1.bringsSettings)(w)));
        if (setsCode)
            found.push({ kind: 'git-config-code', text: cmd.text });
        // settings from the environment, or from another user's config files
        if (words.some((w) => w === '--config-env' || w.startsWith('--config-env=')) ||
            cmd.assigns.some((a) => a.name === 'HOME' || a.name === 'XDG_CONFIG_HOME'))
            found.push({ kind: 'git-config-env', text: cmd.text });
    }
    if (words.some((w) => /(^|[/@])diffgate(\.js)?$|diffgate\/dist\/cli\/index\.js$|^diffgate@/.test(w)) ||
        (words.some((w) => /dist\/cli\/index\.js$/.test(w)) && words.includes('hook'))) {
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
        if (a === '-c' ||
            a === '-C' ||
            a === '--git-dir' ||
            a === '--work-tree' ||
            a === '--namespace' ||
            a === '--config-env') {
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
            if (a !== undefined &&
                [
                    '--message',
                    '--file',
                    '--reuse-message',
                    '--reedit-message',
                    '--template',
                    '--author',
                    '--date',
                    '--cleanup',
                    '--fixup',
                    '--squash',
                    '--trailer',
                    '--pathspec-from-file',
                ].includes(a))
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
/** Variables that switch a hook manager off, or pass git settings, or are diffgate's own. */
const SWITCH_VARIABLE = /^(HUSKY|HUSKY_\w+|LEFTHOOK|LEFTHOOK_\w+|SKIP|PRE_COMMIT_\w+|GIT_CONFIG|GIT_CONFIG_\w+|DIFFGATE_\w+)$/;
/**
 * Whether a line names a switch variable anywhere: then it is walked, even when the pre-scan
 * would clear it (`export GIT_CONFIG_GLOBAL=/tmp/x` is plain words to the pre-scan).
 */
function mentionsSwitchVariable(command) {
    return /(HUSKY|LEFTHOOK|SKIP|PRE_COMMIT_|GIT_CONFIG|DIFFGATE_)/.test(command);
}
function assignmentGateSwitch(a) {
    const m = SWITCH_VARIABLE.exec(a.name);
    if (!m)
        return undefined;
    if (a.name.startsWith('DIFFGATE_'))
        return { kind: 'release-variable', text: a.text };
    if (a.name.startsWith('GIT_CONFIG')) {
        const value = a.value ? textOfWord(a.value) : undefined;
        const hooks = value === undefined || value.toLowerCase().includes('hookspath');
        return {
            kind: hooks && /^GIT_CONFIG_(KEY_\d+|PARAMETERS)$/.test(a.name) ? 'hooks-path' : 'git-config-env',
            text: a.text,
        };
    }
    return { kind: 'hook-manager-off', text: a.text };
}
/** Gate switches written into an inline program's text (`subprocess.run(['git', 'commit', '--no-verify'])`). */
function programGateSwitches(text) {
    const found = [];
    if (/--no-verify\b/.test(text))
        found.push({ kind: 'no-verify', text: '--no-verify' });
    if (/hookspath/i.test(text))
        found.push({ kind: 'hooks-path', text: 'core.hooksPath' });
    // a switch variable set in the program's environment: os.environ['HUSKY'], $env:SKIP, ENV['LEFTHOOK'], putenv("GIT_CONFIG_COUNT=1")
    const variable = /(?:environ|\$env:|\bENV\b|putenv|setenv|Env)\W{0,4}(HUSKY\w*|LEFTHOOK\w*|SKIP|GIT_CONFIG\w*|PRE_COMMIT_\w+)\b/.exec(text);
    if (variable)
        found.push({ kind: variable[1].startsWith('GIT') ? 'git-config-env' : 'hook-manager-off', text: variable[1] });
    if (/DIFFGATE_[A-Z_]+/.test(text))
        found.push({ kind: 'release-variable', text: /DIFFGATE_[A-Z_]+/.exec(text)[0] });
    return found;
}


/***/ }),

/***/ 8455:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runsCommand = runsCommand;
exports.bringsSettings = bringsSettings;
exports.splitSetting = splitSetting;
/**
 * git settings that run code: their value is a command git runs (an alias only when it starts
 * with `!`), or they bring in other settings (which may set core.hooksPath). Given for one run
 * (`git -c K=V`) the command is walked as shell code; stored in the repository (`git config K V`)
 * any of them is a way round the hooks.
 */
const COMMAND_KEY = /^(alias\.[^=]+|core\.(fsmonitor|pager|editor|sshcommand|askpass|gitproxy)|sequence\.editor|diff\.external|diff\.[^.=]+\.(textconv|command)|merge\.[^.=]+\.driver|filter\.[^.=]+\.(clean|smudge|process)|credential\.helper|gpg\.program|pager\.[^=]+)$/i;
const INCLUDE_KEY = /^include(if\.[^=]*)?\.path$/i;
/** Whether the setting's value is a command git runs. */
function runsCommand(key) {
    return COMMAND_KEY.test(key);
}
/** Whether the setting brings in another file of settings. */
function bringsSettings(key) {
    return INCLUDE_KEY.test(key);
}
/** `K=V` (as given to `git -c`) as its key and value; the whole word is the key when it has no `=`. */
function splitSetting(word) {
    const eq = word.indexOf('=');
    return eq === -1 ? { key: word, value: undefined } : { key: word.slice(0, eq), value: word.slice(eq + 1) };
}


/***/ }),

/***/ 2357:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.mktempValue = mktempValue;
const words_js_1 = __webpack_require__(3967);
const FLAGS = new Set(['-d', '-u', '-q', '--directory', '--dry-run', '--quiet']);
function mktempValue(script, state, env) {
    const stmt = script?.commands.length === 1 ? script.commands[0] : undefined;
    const cmd = stmt && !stmt.background ? stmt.command : undefined;
    if (cmd?.type !== 'Command' || !cmd.name || cmd.name.parts || cmd.prefix.length > 0)
        return undefined;
    if (cmd.name.text !== 'mktemp' && !/^\/(usr\/)?bin\/mktemp$/.test(cmd.name.text))
        return undefined;
    const words = [];
    for (const a of cmd.args) {
        if (a.type !== 'Word' || a.parts)
            return undefined; // quoted or expanded: not read here
        words.push(a.text);
    }
    let tmpdirMode = false;
    let dir;
    let suffix = '';
    const operands = [];
    for (let i = 0; i < words.length; i++) {
        const w = words[i];
        if (FLAGS.has(w) || /^-[duq]+$/.test(w))
            continue;
        if (w === '-t' || w === '--tmpdir')
            tmpdirMode = true;
        else if (w.startsWith('--tmpdir='))
            dir = w.slice('--tmpdir='.length);
        else if (w === '-p')
            dir = words[++i];
        else if (/^-p./.test(w))
            dir = w.slice(2);
        else if (w.startsWith('--suffix='))
            suffix = w.slice('--suffix='.length);
        else if (w === '--suffix')
            suffix = words[++i] ?? '';
        else if (w.startsWith('-'))
            return undefined;
        else
            operands.push(w);
    }
    if (operands.length > 1 || dir === '' || suffix.includes('/'))
        return undefined;
    const inTmp = tmpdirMode || dir !== undefined || operands.length === 0;
    let folder = '';
    if (inTmp) {
        const base = dir ?? temporaryFolder(state, env);
        if (base === undefined)
            return undefined;
        folder = base.endsWith('/') ? base : `${base}/`;
    }
    const template = operands[0] ?? 'tmp.XXXXXXXXXX';
    if (inTmp && template.includes('/'))
        return undefined;
    const m = /^(.*?)(X{3,})([^X]*)$/s.exec(template);
    if (!m)
        return undefined;
    // The random part as a glob (letters and digits, never a slash): the path is matched against the
    // rules as a pattern of one folder, and no existing file is the new one.
    const value = [];
    if (folder + m[1] !== '')
        value.push({ text: folder + m[1], quoted: true });
    value.push({ text: '*', quoted: false });
    if (m[3] + suffix !== '')
        value.push({ text: m[3] + suffix, quoted: true });
    return value;
}
/** $TMPDIR as the line set it (unknown when set to something unknown), else as the hook sees it, else /tmp. */
function temporaryFolder(state, env) {
    if (state.vars.has('TMPDIR')) {
        const values = state.vars.get('TMPDIR');
        const text = values?.length === 1 ? (0, words_js_1.textOf)(values[0]) : undefined;
        return text === undefined || text === '' ? undefined : text;
    }
    return env.tmpDir || '/tmp';
}


/***/ }),

/***/ 6255:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.initialState = initialState;
exports.copyState = copyState;
exports.unionStates = unionStates;
exports.uniqueDirs = uniqueDirs;
exports.resolveIn = resolveIn;
/**
 * What the walker knows at a point of a command line: the possible working directories (null when
 * a `cd` went somewhere unknown) and the variables assigned so far. Branches (`||`, `if`, loops)
 * union their outcomes, so a later path is resolved against every directory it may be relative to.
 */
const node_path_1 = __webpack_require__(6760);
const words_js_1 = __webpack_require__(3967);
function initialState(cwd) {
    return { dirs: [cwd], vars: new Map() };
}
function copyState(s) {
    return { dirs: [...s.dirs], vars: new Map(s.vars) };
}
/** The state after one of several branches ran: every directory and value any branch may leave. */
function unionStates(...states) {
    const dirs = uniqueDirs(states.flatMap((s) => s.dirs));
    const vars = new Map();
    const names = new Set(states.flatMap((s) => [...s.vars.keys()]));
    for (const name of names) {
        const values = states.map((s) => (s.vars.has(name) ? s.vars.get(name) : null));
        vars.set(name, values.every((v) => v !== null) ? uniqueValues(values.flat()) : null);
    }
    return { dirs, vars };
}
/**
 * Each value once, or null (unknown) past MAX_VALUES: without this a variable's values doubled at
 * every `&&`, and thirty of them took a minute and then all the memory (a hook that runs out of
 * time or memory lets the call through).
 */
function uniqueValues(values) {
    const seen = new Map();
    for (const v of values)
        seen.set(JSON.stringify(v), v);
    return seen.size <= words_js_1.MAX_VALUES ? [...seen.values()] : null;
}
/** Each directory once; past MAX_DIRS, the first ones and an unknown one (a path relative to the rest is then unresolved, never unchecked). */
function uniqueDirs(dirs) {
    const out = [];
    for (const d of dirs)
        if (!out.includes(d))
            out.push(d);
    return out.length > MAX_DIRS ? [null, ...out.filter((d) => d !== null).slice(0, MAX_DIRS - 1)] : out;
}
const MAX_DIRS = 16;
/** Resolves a path against a directory (posix), or null when either is unknown. */
function resolveIn(dir, path) {
    if (path.startsWith('/'))
        return node_path_1.posix.resolve(path);
    if (dir === null)
        return null;
    // A plain name under a normalised directory (every directory here is one): posix.resolve is
    // a third of a long line of `cd`s, and this is the common case.
    if (PLAIN_NAME.test(path) && path !== '.' && path !== '..' && NORMAL_DIR.test(dir))
        return dir === '/' ? `/${path}` : `${dir}/${path}`;
    return node_path_1.posix.resolve(dir, path);
}
const PLAIN_NAME = /^[^/]+$/;
/** Absolute, no `.`/`..` segments, no doubled or trailing slash. */
const NORMAL_DIR = /^\/(?:(?!\.\.?(?:\/|$))[^/]+(?:\/(?!\.\.?(?:\/|$))[^/]+)*)?$/;


/***/ }),

/***/ 7133:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Walker = exports.SHELLS = void 0;
exports.scriptPath = scriptPath;
exports.isProcessSubstitution = isProcessSubstitution;
exports.commandName = commandName;
const gitSettings_js_1 = __webpack_require__(8455);
const wrappers_js_1 = __webpack_require__(4380);
const state_js_1 = __webpack_require__(6255);
const expandWord_js_1 = __webpack_require__(2616);
const deadline_js_1 = __webpack_require__(2035);
const words_js_1 = __webpack_require__(3967);
/** Redirections that open a file for writing (`>&` is decided by its operand). */
const WRITE_REDIRECTS = new Set(['>', '>>', '<>', '>|', '&>', '&>>']);
/** Shells whose `-c` body, script operand or input is walked as a command line. */
exports.SHELLS = new Set([
    'sh',
    'bash',
    'dash',
    'zsh',
    'ksh',
    'mksh',
    'ash',
    'fish',
    'csh',
    'tcsh',
]);
/** Commands that hand the value of an option (short form, or `--command`) to a shell. */
const COMMAND_OPTIONS = { su: 'c', flock: 'c', script: 'c' };
/** Builtins whose operands are assignments or names (bash's declaration commands). */
const DECLARATIONS = new Set(['declare', 'typeset', 'local', 'export', 'readonly', 'nameref']);
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const MAX_DEPTH = 8;
/** Function calls one line's walk follows. */
const MAX_CALLS = 256;
/** Shell options under which a glob matches other names than by default. */
const GLOB_OPTIONS = new Set(['dotglob', 'nocaseglob', 'globstar', 'extglob', 'globasciiranges']);
class Walker {
    parser;
    env;
    visitor;
    depth = 0;
    constructor(parser, env, visitor) {
        this.parser = parser;
        this.env = env;
        this.visitor = visitor;
    }
    /** Parses and walks a command line; a syntax error anywhere in it is reported as opaque. */
    script(src, state, via = []) {
        if (this.depth >= MAX_DEPTH) {
            this.visitor.opaque(src, 'unknown-program');
            return state;
        }
        const file = this.parser.parse(src);
        if (!file) {
            this.visitor.opaque(src, 'syntax');
            return state;
        }
        this.depth++;
        try {
            const after = new Scope(this, src, via).stmts(file.commands, state);
            if (this.missed(file))
                this.visitor.opaque(src, 'unknown-program');
            return after;
        }
        finally {
            this.depth--;
        }
    }
    /**
     * Whether a substitution in the tree was never walked: a form the walker does not take apart
     * still runs what is inside it, so the line is then treated as code that cannot be read.
     */
    missed(node) {
        return this.parser.some(node, (n) => (0, expandWord_js_1.isSubstitution)(n) && n.script !== undefined && !this.walked.has(n.script));
    }
    /** The substitutions' scripts walked so far. */
    walked = new Set();
    /** Functions the line defines, by name: a call runs the body in the caller's shell. */
    functions = new Map();
    /** Functions being walked for a call now (a recursive call is not followed again). */
    calling = new Set();
    /** Function calls walked so far. */
    calls = 0;
    /** `shopt -s cdable_vars` somewhere in the line: `cd NAME` may go to `$NAME`. */
    cdableVars = false;
    /** A shell option or GLOBIGNORE that changes what a glob matches (dotglob, nocaseglob, ...) is set somewhere in the line. */
    globsChanged = false;
    /** Notes shell options that change how `cd` or globs resolve (`shopt -s dotglob`, `bash -O nocaseglob`). */
    noteOptions(words) {
        for (const w of words) {
            if (w === undefined)
                continue;
            if (w === 'cdable_vars')
                this.cdableVars = true;
            if (GLOB_OPTIONS.has(w))
                this.globsChanged = true;
        }
    }
    get shellParser() {
        return this.parser;
    }
    get shellEnv() {
        return this.env;
    }
    get visit() {
        return this.visitor;
    }
}
exports.Walker = Walker;
/** One parsed source text (node positions are offsets into it). */
class Scope {
    w;
    src;
    via;
    words;
    constructor(w, src, via) {
        this.w = w;
        this.src = src;
        this.via = via;
        const subst = (script, state, source) => {
            if (!script) {
                w.visit.opaque(src, 'syntax');
                return;
            }
            w.walked.add(script);
            // A backquoted script with escapes owns its decoded text; its positions index that.
            new Scope(w, script.source ?? source ?? src, via).stmts(script.commands, state);
        };
        this.words = new expandWord_js_1.WordExpander(w.shellEnv, w.shellParser, w.walked, subst, () => w.visit.opaque(src, 'unknown-program'));
    }
    text(node) {
        return this.src.slice(node.pos, node.end);
    }
    stmts(list, state, stdin = []) {
        let s = state;
        for (const stmt of list) {
            (0, deadline_js_1.checkDeadline)(); // a timer cannot end this loop: the line's size is the walk's
            const after = this.node(stmt.command, s, stdin);
            if (!stmt.background)
                s = settled(after);
        }
        return s;
    }
    list(list, state, stdin = []) {
        return this.stmts(list.commands, state, stdin);
    }
    node(node, state, stdin) {
        switch (node.type) {
            case 'AndOr':
                return this.andOr(node, state, stdin);
            case 'Pipeline':
                // `! cmd` and `time cmd` run in this shell; every part of a real pipeline in its own subshell.
                if (node.commands.length === 1)
                    return this.command(node.commands[0], state, stdin);
                node.commands.forEach((cmd, i) => this.command(cmd, (0, state_js_1.copyState)(state), i === 0 ? stdin : [{ kind: 'pipe' }]));
                return state;
            default:
                return this.command(node, state, stdin);
        }
    }
    /** `a && b || c`: each part after `&&` runs after the last, after `||` it may run instead. */
    andOr(node, state, stdin) {
        const first = this.node(node.commands[0], state, stdin);
        // `all`: every state the chain may leave; `ok`: the states when the chain so far succeeded.
        let all = settled(first);
        let ok = first.ifSucceeded ?? first;
        node.operators.forEach((op, i) => {
            const next = this.node(node.commands[i + 1], op === '&&' ? settled(ok) : (0, state_js_1.unionStates)(state, all), []);
            const nextOk = next.ifSucceeded ?? next;
            ok = op === '&&' ? nextOk : (0, state_js_1.unionStates)(ok, nextOk);
            all = (0, state_js_1.unionStates)(all, next);
        });
        return all;
    }
    command(cmd, state, stdin) {
        switch (cmd.type) {
            case 'Command':
                return this.simple(cmd, state, stdin);
            case 'Redirected': {
                const own = [...stdin];
                for (const r of cmd.redirects)
                    this.redirect(r, state, own);
                return this.compound(cmd.command, state, own);
            }
            case 'Function':
                // The body runs when the function is called; walk it once as if called here, and again
                // at each call, in the caller's shell (what it assigns or where it `cd`s then holds).
                this.w.functions.set(cmd.name.text, { scope: this, body: cmd.body });
                this.body(cmd.body, (0, state_js_1.copyState)(state));
                return state;
            case 'Coproc':
                if (cmd.body.type === 'CompoundList')
                    this.list(cmd.body, (0, state_js_1.copyState)(state));
                else
                    this.command(cmd.body, (0, state_js_1.copyState)(state), stdin);
                return state;
            default:
                return this.compound(cmd, state, stdin);
        }
    }
    compound(cmd, state, stdin) {
        switch (cmd.type) {
            case 'Subshell':
                this.list(cmd.body, (0, state_js_1.copyState)(state), stdin);
                return state;
            case 'BraceGroup':
                return this.list(cmd.body, state, stdin);
            case 'If':
                return this.ifClause(cmd.clause, cmd.then, cmd.elif, cmd.else, state);
            case 'While': {
                const afterCond = this.list(cmd.clause, state);
                const afterBody = this.list(cmd.body, afterCond);
                return (0, state_js_1.unionStates)(state, afterCond, afterBody);
            }
            case 'For':
            case 'Select': {
                // Without `in`, the loop runs over "$@": unknown.
                const inner = (0, state_js_1.copyState)(state);
                const values = cmd.wordlist ? cmd.wordlist.flatMap((w) => this.word(w, state).values) : [words_js_1.UNKNOWN_VALUE];
                inner.vars.set(cmd.name.text, values.length > 0 && values.length <= words_js_1.MAX_VALUES ? values : null);
                return (0, state_js_1.unionStates)(state, this.list(cmd.body, inner));
            }
            case 'ArithmeticFor':
                for (const e of [cmd.initialize, cmd.test, cmd.update])
                    if (e)
                        this.nested(e, state);
                return (0, state_js_1.unionStates)(state, this.list(cmd.body, (0, state_js_1.copyState)(state)));
            case 'Case': {
                this.word(cmd.word, state);
                for (const item of cmd.items)
                    for (const p of item.pattern)
                        this.nested(p, state);
                return (0, state_js_1.unionStates)(state, ...cmd.items.map((item) => this.list(item.body, state)));
            }
            default:
                // `[[ ]]` and `(( ))`: no files written, but command substitutions run.
                this.nested(cmd, state);
                return state;
        }
    }
    ifClause(clause, then, elifs, otherwise, state) {
        const afterCond = this.list(clause, state);
        const afterThen = this.list(then, afterCond);
        const [elif, ...rest] = elifs;
        if (elif)
            return (0, state_js_1.unionStates)(afterThen, this.ifClause(elif.clause, elif.then, rest, otherwise, afterCond));
        if (!otherwise)
            return (0, state_js_1.unionStates)(afterCond, afterThen);
        return (0, state_js_1.unionStates)(afterThen, this.list(otherwise, afterCond));
    }
    /** A function's body, walked in the given state. */
    body(body, state) {
        return body.type === 'CompoundList' ? this.list(body, state) : this.command(body, state, []);
    }
    redirect(r, state, stdin) {
        if (r.type === 'HereDoc') {
            const { body } = r;
            const quoted = r.delimiter?.quoted ?? false;
            const parts = quoted ? undefined : body.parts;
            if (!parts) {
                // A body with no expansions in it: only an unquoted one has backslash escapes to remove.
                stdin.push({
                    kind: 'text',
                    text: quoted ? body.text : body.text.replace(/\\([$`\\\n])/g, (_, c) => (c === '\n' ? '' : c)),
                    exact: true,
                });
                return;
            }
            this.nested(body, state); // `$(...)` in an unquoted heredoc runs
            const text = parts.map((p) => (p.type === 'Literal' ? p.value : p.text)).join('');
            stdin.push({ kind: 'text', text, exact: parts.every((p) => p.type === 'Literal') });
            return;
        }
        if (!r.target)
            return;
        const resolved = this.word(r.target, state);
        if (r.type === 'HereString') {
            const value = literalText(resolved);
            stdin.push({ kind: 'text', text: value ?? r.target.text, exact: value !== undefined });
            return;
        }
        if (r.operator === '<') {
            stdin.push({ kind: 'file', word: resolved });
            return;
        }
        // `>&word` duplicates a descriptor; bash reads `>& file` (not a number or `-`) as `&>`.
        if (r.operator === '>&') {
            const lit = (0, words_js_1.literal)(resolved);
            if (lit !== undefined && /^(\d+|-)$/.test(lit))
                return;
            // `2>&$fd`: a descriptor, or bash's "ambiguous redirect"; `1>&file` is `>&file`.
            if (r.descriptor && !(r.descriptor.type === 'FileDescriptor' && r.descriptor.value === 1))
                return;
        }
        else if (!WRITE_REDIRECTS.has(r.operator)) {
            return;
        }
        this.w.visit.redirect({ word: resolved, dirs: state.dirs, text: this.text(r) });
    }
    simple(cmd, state, stdin) {
        const own = [...stdin];
        for (const r of cmd.redirects)
            this.redirect(r, state, own);
        const assigns = cmd.prefix
            .filter((p) => p.type === 'Assignment')
            .map((a) => this.assignment(a, state));
        for (const a of assigns)
            this.w.visit.assignment(a);
        if (!cmd.name) {
            const out = (0, state_js_1.copyState)(state);
            for (const a of assigns)
                out.vars.set(a.name, a.value?.values ?? null);
            return out;
        }
        if (!cmd.name.parts && DECLARATIONS.has(cmd.name.text))
            return this.declaration(cmd.name.text, cmd, state);
        const args = [cmd.name, ...cmd.args].map((a) => a.type === 'Word' ? this.word(a, state) : this.assignmentWord(a, state));
        const text = this.text(cmd);
        const after = this.run({ args, assigns, dirs: state.dirs, stdin: own, text, via: this.via }, state);
        // `${X:=v}` and `${X=v}` assign X as the word is expanded
        const defaulted = [...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):?=/g)].map((m) => m[1]);
        return defaulted.length > 0 ? withUnknown(after, defaulted) : after;
    }
    /** `declare`, `local`, `export`, ...: assignments and names, not a command that writes files. */
    declaration(variant, cmd, state) {
        const out = (0, state_js_1.copyState)(state);
        // `declare -n R=F`: R names another variable, whose value is not followed here.
        const reference = variant === 'nameref' || cmd.args.some((a) => a.type === 'Word' && /^-[a-zA-Z]*n/.test(a.text));
        for (const a of cmd.args) {
            let assignment;
            if (a.type === 'Assignment')
                assignment = this.assignment(a, state);
            else if (!a.parts && NAME.test(a.text))
                assignment = { name: a.text, value: null, text: a.text };
            else {
                this.word(a, state); // an option, or a word whose substitutions still run
                continue;
            }
            this.w.visit.assignment(assignment);
            if (reference)
                out.vars.set(assignment.name, null);
            else if (variant !== 'export' && variant !== 'readonly')
                out.vars.set(assignment.name, assignment.value?.values ?? null);
            else if (assignment.value)
                out.vars.set(assignment.name, assignment.value.values);
        }
        return out;
    }
    assignment(a, state) {
        let value;
        if (a.value.type === 'ArrayValue' || a.index) {
            this.nested(a, state);
            value = { values: [words_js_1.UNKNOWN_VALUE], raw: this.text(a) };
        }
        else {
            value = this.word(a.value, state);
        }
        if (a.append)
            value = { values: [words_js_1.UNKNOWN_VALUE], raw: value.raw };
        if (a.value.type !== 'ArrayValue' && !a.index && runsAsCode(a.name, value))
            this.w.visit.opaque(a.text, 'unknown-program');
        return { name: a.name, value, text: a.text };
    }
    /** An assignment-shaped argument of an ordinary command, as the word it is (`NAME=value`). */
    assignmentWord(a, state) {
        const { value } = this.assignment(a, state);
        const head = a.text.slice(0, a.text.indexOf('=') + 1);
        return { values: (0, words_js_1.concat)([[{ text: head, quoted: false }]], value.values), raw: a.text };
    }
    /** A simple command after expansion: wrappers peeled, shells and eval walked, `cd` tracked. */
    run(cmd, state) {
        const visitor = this.w.visit;
        const command = (0, wrappers_js_1.unwrap)(cmd, visitor);
        if (!command)
            return state;
        const name = commandName(command);
        if (name === 'cd' || name === 'pushd' || name === 'popd')
            return this.cd(command, state);
        // `shopt -s dotglob`, `set -o ...`: options are noted whatever their words (unknown ones too)
        if (name === 'shopt' || name === 'set') {
            const words = command.args.slice(1).map((w) => (0, words_js_1.literal)(w));
            this.w.noteOptions(words);
            if (name === 'shopt' && words.some((w) => w === undefined))
                this.w.noteOptions(['cdable_vars', 'dotglob']);
        }
        // `busybox APPLET ARGS` is the applet: `busybox rm x` removes x, `busybox sh -c` is a shell.
        if (name === 'busybox' && command.args.length > 1)
            return this.run({ ...command, args: command.args.slice(1), via: [...command.via, 'busybox'] }, state);
        if (name === 'trap') {
            this.trap(command, state);
            visitor.command(command);
            return state;
        }
        if (name === 'eval') {
            const words = command.args.slice((0, words_js_1.literal)(command.args[1] ?? { values: [], raw: '' }) === '--' ? 2 : 1);
            const body = words.map(literalText);
            if (body.some((b) => b === undefined)) {
                visitor.opaque(command.text, 'unknown-program');
                visitor.command(command);
                return state;
            }
            // eval runs in this shell: what it assigns, and where it `cd`s, holds after it
            const after = this.w.script(body.join(' '), (0, state_js_1.copyState)(state), [...command.via, 'eval']);
            visitor.command(command);
            return settled(after);
        }
        if (name !== undefined && ASSIGNING.has(name)) {
            visitor.command(command);
            // a name given as `x[$(cmd)]` runs cmd when the builtin assigns it
            if (command.args
                .slice(1)
                .some((w) => SUBSCRIPT_CODE.test(w.values.length === 1 ? ((0, words_js_1.textOf)(w.values[0]) ?? w.raw) : w.raw)))
                visitor.opaque(command.text, 'unknown-program');
            if (name === 'mapfile' || name === 'readarray')
                this.callback(command, state);
            return withUnknown(state, assignedNames(name, command));
        }
        // After `alias x=...`, `hash -p FILE x` or `enable`, a command name no longer says what runs.
        if ((name === 'alias' && command.args.slice(1).some((w) => ((0, words_js_1.literal)(w) ?? '=').includes('='))) ||
            (name === 'hash' && command.args.some((w) => (0, words_js_1.literal)(w) === '-p')) ||
            name === 'enable') {
            visitor.opaque(command.text, 'unknown-program');
            visitor.command(command);
            return state;
        }
        if (name !== undefined && this.w.functions.has(name) && !this.w.calling.has(name)) {
            visitor.command(command);
            // Functions calling functions twice each would take 2^n walks: past a budget, unknown code.
            if (++this.w.calls > MAX_CALLS) {
                visitor.opaque(command.text, 'unknown-program');
                return state;
            }
            const { scope, body } = this.w.functions.get(name);
            this.w.calling.add(name);
            try {
                return settled(scope.body(body, (0, state_js_1.copyState)(state)));
            }
            finally {
                this.w.calling.delete(name);
            }
        }
        if (name !== undefined && exports.SHELLS.has(name)) {
            visitor.command(command);
            this.shell(command, state);
            return state;
        }
        if ((name === 'source' || name === '.') && command.args[1]) {
            visitor.command(command);
            this.scriptFile(command, command.args[1], state, name);
            // A sourced file may assign any variable (where it may `cd` is not followed: see README).
            return withUnknown(state, [...state.vars.keys()]);
        }
        if (name === 'git')
            this.gitCommands(command, state);
        if (name === 'find') {
            visitor.command(command);
            const found = (0, wrappers_js_1.findFound)(command);
            for (const exec of (0, wrappers_js_1.findExecs)(command, found))
                this.run(exec, state);
            return state;
        }
        if (name !== undefined && name in COMMAND_OPTIONS) {
            visitor.command(command);
            this.commandOption(command, COMMAND_OPTIONS[name], state);
            return state;
        }
        visitor.command(command);
        return state;
    }
    /** `bash -c BODY`, or a shell reading its program from a heredoc or here-string. */
    shell(cmd, state) {
        const args = cmd.args.slice(1);
        const name = (0, words_js_1.literal)(cmd.args[0]) ?? 'sh';
        let i = 0;
        let fromArgument = false; // -c: the first operand after the options is the program
        let fromStdin = false;
        for (; i < args.length; i++) {
            const a = (0, words_js_1.literal)(args[i]);
            if (a === undefined)
                break;
            if (a === '--') {
                i++;
                break;
            }
            if (!a.startsWith('-') && !a.startsWith('+'))
                break;
            if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(a))
                fromArgument = true;
            else if (/^-[a-zA-Z]*s/.test(a))
                fromStdin = true;
            if (a === '-O')
                this.w.noteOptions([(0, words_js_1.literal)(args[i + 1] ?? { values: [], raw: '' }) ?? 'dotglob']);
            if (a === '-o' || a === '+o' || a === '-O' || a === '+O' || a === '--rcfile' || a === '--init-file')
                i++;
        }
        if (fromArgument) {
            const program = args[i];
            if (!program)
                return;
            const body = literalText(program);
            if (body === undefined)
                this.w.visit.opaque(cmd.text, 'unknown-program');
            else
                this.w.script(body, childState(state, cmd), [...cmd.via, `${name} -c`]);
            return;
        }
        if (i < args.length && !fromStdin)
            this.scriptFile(cmd, args[i], state, name);
        else
            this.programFromStdin(cmd, state, name);
    }
    /** `su -c CMD`, `flock FILE -c CMD`, `script -c CMD`: the command line is run by a shell. */
    commandOption(cmd, short, state) {
        const args = cmd.args.slice(1);
        const at = args.findIndex((w) => {
            const a = (0, words_js_1.literal)(w);
            return a === '--command' || (a !== undefined && new RegExp(`^-[a-zA-Z]*${short}$`).test(a));
        });
        if (at === -1)
            return;
        const program = args[at + 1];
        const body = program === undefined ? undefined : literalText(program);
        if (body === undefined)
            this.w.visit.opaque(cmd.text, 'unknown-program');
        else
            this.w.script(body, childState(state, cmd), [...cmd.via, `${commandName(cmd)} -${short}`]);
    }
    /**
     * A shell or `source` running a script file: running a file is not writing one, unless the
     * "file" is the command's own input (`/dev/stdin`) or another command's output (`<(...)`).
     */
    scriptFile(cmd, file, state, name) {
        const path = scriptPath(file);
        if (path === 'stdin')
            this.programFromStdin(cmd, state, name);
        else if (path === 'unreadable')
            this.w.visit.opaque(cmd.text, 'unknown-program');
    }
    /** A shell reading its program from its input: a heredoc or here-string is read, a pipe cannot be. */
    programFromStdin(cmd, state, name) {
        for (const input of cmd.stdin) {
            if (input.kind === 'text' && input.exact)
                this.w.script(input.text, childState(state, cmd), [...cmd.via, name]);
            else if (input.kind !== 'file' || isProcessSubstitution(input.word))
                this.w.visit.opaque(cmd.text, 'unknown-program');
        }
    }
    /** `git -c alias.x='!CMD'`, `-c core.pager=CMD`: settings given for this run whose value is a command. */
    gitCommands(cmd, state) {
        for (let i = 1; i + 1 < cmd.args.length; i++) {
            if ((0, words_js_1.literal)(cmd.args[i]) !== '-c')
                continue;
            const setting = literalText(cmd.args[i + 1]);
            if (setting === undefined) {
                this.w.visit.opaque(cmd.text, 'unknown-program');
                continue;
            }
            const { key, value } = (0, gitSettings_js_1.splitSetting)(setting);
            if (value === undefined || !(0, gitSettings_js_1.runsCommand)(key))
                continue;
            const body = value.startsWith('!') ? value.slice(1) : key.toLowerCase().startsWith('alias.') ? '' : value;
            if (body.trim() !== '')
                this.w.script(body, (0, state_js_1.copyState)(state), [...cmd.via, 'git -c']);
        }
    }
    /** `mapfile -C CODE`: the callback runs for every few lines read. */
    callback(cmd, state) {
        const at = cmd.args.findIndex((w) => (0, words_js_1.literal)(w) === '-C');
        if (at === -1)
            return;
        const body = cmd.args[at + 1] ? literalText(cmd.args[at + 1]) : undefined;
        if (body === undefined)
            this.w.visit.opaque(cmd.text, 'unknown-program');
        else
            this.w.script(body, (0, state_js_1.copyState)(state), [...cmd.via, 'mapfile -C']);
    }
    /** `trap 'CODE' SIGNAL...`: the code runs later in this shell. */
    trap(cmd, state) {
        let args = cmd.args.slice(1);
        if ((0, words_js_1.literal)(args[0] ?? { values: [], raw: '' }) === '--')
            args = args.slice(1);
        const first = args[0];
        if (!first || args.length < 2)
            return; // `trap`, `trap -p`, `trap -l`: lists, runs nothing
        const body = literalText(first);
        if (body === undefined)
            this.w.visit.opaque(cmd.text, 'unknown-program');
        else if (body !== '-' && body !== '')
            this.w.script(body, (0, state_js_1.copyState)(state), [...cmd.via, 'trap']);
    }
    /**
     * A `cd` may fail and leave the shell where it was (`cd /missing; rm x` removes ./x): after it,
     * both directories are possible, except on the `&&` branch, which runs only when it succeeded.
     */
    cd(cmd, state) {
        const moved = this.cdTo(cmd, state);
        return { dirs: (0, state_js_1.uniqueDirs)([...moved.dirs, ...state.dirs]), vars: moved.vars, ifSucceeded: moved };
    }
    cdTo(cmd, state) {
        const name = commandName(cmd);
        const operands = cmd.args.slice(1).filter((w) => !/^-[LPe@]+$/.test((0, words_js_1.literal)(w) ?? ''));
        const out = (0, state_js_1.copyState)(state);
        if (name === 'popd' || operands.length > 1) {
            out.dirs = [null];
            return out;
        }
        if (operands.length === 0) {
            out.dirs = [name === 'cd' ? ((0, expandWord_js_1.homeIn)(state, this.w.shellEnv.home) ?? null) : null];
            return out;
        }
        const target = (0, words_js_1.literal)(operands[0]);
        if (target === undefined || target === '-' || /^[+-]\d+$/.test(target)) {
            out.dirs = [null];
            return out;
        }
        out.dirs = (0, state_js_1.uniqueDirs)(state.dirs.map((d) => (0, state_js_1.resolveIn)(d, target)));
        // With CDPATH (set in the line or in the environment) or cdable_vars, a relative name may
        // lead elsewhere: `cd hooks` to `$CDPATH/hooks`, `cd X` to `$X`.
        const searched = state.vars.has('CDPATH') || (this.w.shellEnv.cdPath ?? '') !== '' || this.w.cdableVars;
        if (searched && !target.startsWith('/') && !/^\.\.?(\/|$)/.test(target))
            out.dirs = (0, state_js_1.uniqueDirs)([...out.dirs, null]);
        return out;
    }
    /** Walks command substitutions found anywhere under a node (each in its own subshell). */
    nested(node, state) {
        this.words.nested(node, state);
    }
    /** Expands a word as far as it can be known. */
    word(word, state) {
        return this.words.word(word, state);
    }
}
/** A subscript with a command substitution in it: `x[$(rm f)]` runs `rm f` where the shell evaluates it. */
const SUBSCRIPT_CODE = /\[[^\]]*(\$\(|`)/;
/**
 * Whether an assignment stores code the shell will run: a prompt or hook variable holding a
 * substitution (`PS4='$(rm f)'` runs it under `set -x`), a file a new shell sources first
 * (`BASH_ENV`, `ENV`), or a value that evaluates a subscript with a substitution in arithmetic
 * (`a='x[$(rm f)]'; echo $((a))`).
 */
function runsAsCode(name, value) {
    if (name === 'BASH_ENV' || name === 'ENV')
        return true;
    const text = value.values.length === 1 ? ((0, words_js_1.textOf)(value.values[0]) ?? value.raw) : value.raw;
    if (/^(PS[0-4]|PROMPT_COMMAND)$/.test(name))
        return /\$\(|`/.test(text);
    return SUBSCRIPT_CODE.test(text);
}
/** Builtins that assign the variables they name (`read F`, `printf -v F`, `mapfile A`, `unset F`). */
const ASSIGNING = new Set(['read', 'readarray', 'mapfile', 'getopts', 'unset', 'printf', 'let']);
/** The names such a builtin may assign: every word that could be a name (sound, not exact). */
function assignedNames(name, cmd) {
    const words = cmd.args.slice(1).map((w) => (0, words_js_1.literal)(w));
    if (name === 'printf') {
        const at = words.indexOf('-v');
        return at === -1 ? [] : [namePart(words[at + 1])];
    }
    const names = words.map(namePart);
    return name === 'read'
        ? [...names, 'REPLY']
        : name === 'mapfile' || name === 'readarray'
            ? [...names, 'MAPFILE']
            : names;
}
/** `F`, `F[1]`, `F=1` -> `F`; an option or unknown word names nothing. */
function namePart(word) {
    return /^[A-Za-z_][A-Za-z0-9_]*/.exec(word ?? '')?.[0] ?? '';
}
/** The state with these variables' values unknown. */
function withUnknown(state, names) {
    const out = (0, state_js_1.copyState)(state);
    for (const n of names)
        if (n !== '')
            out.vars.set(n, null);
    return out;
}
/**
 * The state a program started by this command begins in: the environment given on the command
 * (`HOME=/x bash -c 'echo > ~/f'`, `f=guard.sh sh -c 'rm "$f"'`, or through `env`) holds there.
 */
function childState(state, cmd) {
    const out = (0, state_js_1.copyState)(state);
    for (const a of cmd.assigns)
        out.vars.set(a.name, a.value?.values ?? null);
    return out;
}
/** The state without what only an `&&` right after a `cd` may use. */
function settled(s) {
    return s.ifSucceeded ? { dirs: s.dirs, vars: s.vars } : s;
}
/**
 * What a script operand names: the command's own input (`/dev/stdin`, `-`), another command's
 * output or a descriptor set up elsewhere (`<(...)`, `/dev/fd/3`), which cannot be read before
 * it runs, or a file (running a file is not writing one).
 */
function scriptPath(file) {
    if (isProcessSubstitution(file))
        return 'unreadable';
    const path = (0, words_js_1.literal)(file);
    if (path === undefined)
        return 'file';
    if (path === '-' || /^\/(dev\/stdin|dev\/fd\/0|proc\/self\/fd\/0)$/.test(path))
        return 'stdin';
    if (/^\/(dev\/fd|proc\/(self|\d+)\/fd)\/\d+$/.test(path))
        return 'unreadable';
    return 'file';
}
function isProcessSubstitution(word) {
    return /^[<>]\(/.test(word.raw);
}
/** The word's one value as text, globs and all (a program's text or a here-string is not globbed). */
function literalText(word) {
    return word.values.length === 1 ? (0, words_js_1.textOf)(word.values[0]) : undefined;
}
/** The command's name without its directory (`/usr/bin/rm` -> `rm`), when known. */
function commandName(cmd) {
    const first = cmd.args[0];
    if (!first)
        return undefined;
    const name = (0, words_js_1.literal)(first);
    return name === undefined ? undefined : name.slice(name.lastIndexOf('/') + 1);
}


/***/ }),

/***/ 3967:
/***/ ((__unused_webpack_module, exports) => {


/**
 * Shell words after the expansions that can be known before the command runs: quotes removed,
 * `~`, `$HOME`, `$PWD`, `$CLAUDE_PROJECT_DIR` and variables assigned literally earlier in the same
 * command line expanded, brace lists multiplied out. Whatever depends on running something
 * (`$(cmd)`, `$X` from elsewhere, arithmetic) is an unknown piece, never a guess.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.UNKNOWN_VALUE = exports.MAX_VALUES = void 0;
exports.textOf = textOf;
exports.literal = literal;
exports.hasGlob = hasGlob;
exports.globOf = globOf;
exports.concat = concat;
exports.unquotedFields = unquotedFields;
exports.unescapeUnquoted = unescapeUnquoted;
exports.unescapeDouble = unescapeDouble;
exports.withoutPrefix = withoutPrefix;
exports.suffixOf = suffixOf;
/** A cap on brace and loop multiplication; past it the word counts as unknown. */
exports.MAX_VALUES = 64;
exports.UNKNOWN_VALUE = [null];
/** The value's text when every piece is known, else undefined. */
function textOf(value) {
    let out = '';
    for (const piece of value) {
        if (piece === null)
            return undefined;
        out += piece.text;
    }
    return out;
}
/** The word's only value as plain text: known, without unquoted glob characters. */
function literal(word) {
    if (word.values.length !== 1)
        return undefined;
    const value = word.values[0];
    if (hasGlob(value))
        return undefined;
    return textOf(value);
}
/** `*`, `?`, or a bracket expression: a `[` with no `]` after it is literal (`[ -f x ]` is the test command). */
const GLOB_CHARS = /[*?]|\[.+\]/;
/** Whether unquoted text of the value holds glob characters the shell would expand. */
function hasGlob(value) {
    return value.some((p) => p !== null && !p.quoted && GLOB_CHARS.test(p.text));
}
/**
 * The value as a picomatch pattern: quoted runs escaped, unquoted runs as written, except bash's
 * negated bracket `[!x]`, which picomatch reads as the class of `!` and `x`: it becomes `[^x]`.
 */
function globOf(value) {
    let out = '';
    for (const piece of value) {
        if (piece === null)
            return undefined;
        out += piece.quoted
            ? piece.text.replace(/[\\*?[\]{}()!+@|^$.]/g, (c) => `\\${c}`)
            : piece.text.replaceAll('[!', '[^');
    }
    return out;
}
/** Concatenation of two sets of values (the cartesian product), capped. */
function concat(a, b) {
    if (a.length * b.length > exports.MAX_VALUES)
        return [exports.UNKNOWN_VALUE];
    const out = [];
    for (const x of a)
        for (const y of b)
            out.push(merge([...x, ...y]));
    return out;
}
/** Joins adjacent known runs of the same quoting, so `textOf` and prefix tests stay simple. */
function merge(value) {
    const out = [];
    for (const piece of value) {
        const last = out[out.length - 1];
        if (piece && last && last.quoted === piece.quoted)
            out[out.length - 1] = { text: last.text + piece.text, quoted: last.quoted };
        else if (piece === null && last === null)
            continue;
        else
            out.push(piece);
    }
    return out;
}
/**
 * A value expanded without quotes (`rm $F`): bash splits it into fields at blanks and globs each
 * one, however it was quoted when assigned. Every field is kept as one possible value of the word,
 * so each is checked as a write target (the words they really become are not told apart).
 */
function unquotedFields(values) {
    const out = [];
    for (const value of values) {
        let field = [];
        let split = false;
        for (const piece of value) {
            if (piece === null) {
                field.push(null);
                continue;
            }
            piece.text.split(/[ \t\n]+/).forEach((text, i) => {
                if (i > 0) {
                    if (field.length > 0)
                        out.push(field);
                    field = [];
                    split = true;
                }
                if (text !== '')
                    field.push({ text, quoted: false });
            });
        }
        if (field.length > 0 || !split)
            out.push(field);
    }
    return out.length <= exports.MAX_VALUES ? out : [exports.UNKNOWN_VALUE];
}
/** Bash's unquoted backslash: the next character stands for itself. */
function unescapeUnquoted(text) {
    const out = [];
    let plain = '';
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '\\' && i + 1 < text.length) {
            if (plain)
                out.push({ text: plain, quoted: false });
            plain = '';
            const next = text[++i];
            if (next !== '\n')
                out.push({ text: next, quoted: true });
        }
        else {
            plain += c;
        }
    }
    if (plain)
        out.push({ text: plain, quoted: false });
    return out;
}
/** Inside double quotes a backslash escapes only `$`, `` ` ``, `"`, `\` and a newline. */
function unescapeDouble(text) {
    return text.replace(/\\([$`"\\\n])/g, (_, c) => (c === '\n' ? '' : c));
}
/** The value without a leading known text (across quoted runs), or undefined when it does not start with it. */
function withoutPrefix(value, prefix) {
    let rest = prefix;
    for (let k = 0; k < value.length; k++) {
        const piece = value[k];
        if (piece === null || piece === undefined)
            return undefined;
        if (piece.text.length >= rest.length) {
            if (!piece.text.startsWith(rest))
                return undefined;
            const left = piece.text.slice(rest.length);
            return [...(left === '' ? [] : [{ ...piece, text: left }]), ...value.slice(k + 1)];
        }
        if (!rest.startsWith(piece.text))
            return undefined;
        rest = rest.slice(piece.text.length);
    }
    return undefined;
}
/** A `--name=VALUE` word's value part. */
function suffixOf(w, prefix) {
    return { values: w.values.map((v) => withoutPrefix(v, prefix) ?? exports.UNKNOWN_VALUE), raw: w.raw.slice(prefix.length) };
}


/***/ }),

/***/ 4380:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.unwrap = unwrap;
exports.findExecs = findExecs;
exports.findFound = findFound;
/**
 * Commands that run another command (`sudo`, `env`, `nohup`, `timeout`, `time`, `strace`,
 * `xargs`, ...: SPECS and the functions below) are peeled off so the command they run is what
 * gets checked. `find -exec` commands are found here too. Options that
 * take a value are skipped with their value; an option a wrapper does not know stops the peeling
 * there (the rest is checked as the wrapper's own arguments, so nothing is dropped).
 */
const node_path_1 = __webpack_require__(6760);
const words_js_1 = __webpack_require__(3967);
const SPECS = {
    sudo: {
        valued: [
            '-u',
            '-g',
            '-C',
            '-D',
            '-h',
            '-p',
            '-U',
            '-r',
            '-t',
            '-T',
            '--user',
            '--group',
            '--chdir',
            '--host',
            '--prompt',
            '--other-user',
            '--role',
            '--type',
            '--command-timeout',
            '--close-from',
        ],
        stops: ['-l', '-v', '-k', '-K', '-V', '--list', '--validate'],
    },
    doas: { valued: ['-u', '-C'], stops: ['-L'] },
    command: { valued: [], stops: ['-v', '-V'] },
    nohup: { valued: [] },
    nice: { valued: ['-n', '--adjustment'] },
    exec: { valued: ['-a'] },
    stdbuf: { valued: ['-i', '-o', '-e', '--input', '--output', '--error'] },
    timeout: { valued: ['-s', '-k', '--signal', '--kill-after'], positionals: 1 },
    time: { valued: ['-f', '--format', '-o', '--output'], writes: ['-o', '--output'] },
    strace: {
        valued: [
            '-o',
            '-e',
            '-p',
            '-s',
            '-u',
            '-E',
            '-a',
            '-b',
            '-I',
            '-O',
            '-P',
            '-S',
            '-X',
            '-U',
            '--output',
            '--trace',
            '--user',
        ],
    },
    ltrace: { valued: ['-o', '-e', '-p', '-s', '-u', '-a', '-n', '-x', '-L', '--output'] },
    fakeroot: { valued: ['-l', '-s', '-i', '--lib', '--faked'] },
    unshare: {
        valued: [
            '-S',
            '-G',
            '-R',
            '-w',
            '--setuid',
            '--setgid',
            '--root',
            '--wd',
            '--map-user',
            '--map-group',
            '--map-users',
            '--map-groups',
        ],
    },
    runuser: { valued: ['-u', '-g', '-G', '-w', '--user', '--group', '--supp-group', '--whitelist-environment'] },
    chroot: { valued: ['--userspec', '--groups'], positionals: 1 },
    watch: { valued: ['-n', '-d', '--interval', '--differences'] },
    ionice: { valued: ['-c', '-n', '-t', '--class', '--classdata'] },
    chrt: { valued: [], positionals: 1 },
    flock: { valued: ['-w', '-E', '--timeout', '--conflict-exit-code'], positionals: 1 },
    setsid: { valued: [] },
    taskset: { valued: [], positionals: 1, stops: ['-p', '--pid'] },
    builtin: { valued: [] },
};
const XARGS_VALUED = [
    '-I',
    '-L',
    '-n',
    '-P',
    '-s',
    '-d',
    '-E',
    '-a',
    '--arg-file',
    '--delimiter',
    '--max-args',
    '--max-procs',
    '--max-chars',
    '--max-lines',
    '--replace',
    '--eof',
    '--process-slot-var',
];
/** The command a wrapper finally runs, or null when it runs none (`command -v x`, `sudo -l`). */
function unwrap(cmd, visitor) {
    let current = cmd;
    for (let guard = 0; guard < 16; guard++) {
        const name = nameOf(current.args[0]);
        if (name === undefined)
            return current;
        let next;
        if (name === 'env')
            next = unwrapEnv(current, visitor);
        else if (name === 'xargs')
            next = unwrapXargs(current);
        else if (name === 'sudo' && current.args.slice(1).some((w) => ['-e', '--edit'].includes((0, words_js_1.literal)(w) ?? ''))) {
            return {
                ...current,
                args: [
                    { values: [[{ text: 'sudoedit', quoted: true }]], raw: 'sudoedit' },
                    ...operandsAfterOptions(current.args.slice(1), SPECS.sudo.valued),
                ],
            };
        }
        else if (name === 'flock' && current.args.some((w) => ['-c', '--command'].includes((0, words_js_1.literal)(w) ?? ''))) {
            return current; // `flock FILE -c CMD` hands CMD to a shell: the walker reads it
        }
        else if (name in SPECS)
            next = unwrapBySpec(current, name, SPECS[name], visitor);
        else
            return current;
        if (next === undefined)
            return current;
        if (next === null)
            return null;
        current = next;
    }
    return current;
}
function nameOf(word) {
    if (!word)
        return undefined;
    const name = (0, words_js_1.literal)(word);
    return name === undefined ? undefined : name.slice(name.lastIndexOf('/') + 1);
}
function inner(cmd, args, wrapper, extra = {}) {
    if (args.length === 0)
        return null;
    return { ...cmd, args, via: [...cmd.via, wrapper], ...extra };
}
/** Undefined: the wrapper's options could not be read, so it is checked as it stands. */
function unwrapBySpec(cmd, name, spec, visitor) {
    const args = cmd.args.slice(1);
    let i = 0;
    for (; i < args.length; i++) {
        const a = (0, words_js_1.literal)(args[i]);
        if (a === undefined)
            return undefined;
        if (a === '--') {
            i++;
            break;
        }
        if (!a.startsWith('-') || a === '-')
            break;
        if (spec.stops?.some((s) => a === s || (s.length === 2 && a.startsWith('-') && !a.startsWith('--') && a.includes(s[1]))))
            return null;
        // `-u root`, or a cluster ending in a valued letter (`sudo -nu root`)
        const valued = spec.valued.includes(a) || (/^-[A-Za-z]{2,}$/.test(a) && spec.valued.includes(`-${a.at(-1)}`));
        if (valued) {
            if (spec.writes?.includes(a) && args[i + 1])
                visitor.redirect({ word: args[i + 1], dirs: cmd.dirs, text: `${name} ${a}` });
            i++;
        }
        else if (spec.writes) {
            const eq = spec.writes.find((w) => w.startsWith('--') && a.startsWith(`${w}=`));
            if (eq !== undefined)
                visitor.redirect({ word: (0, words_js_1.suffixOf)(args[i], `${eq}=`), dirs: cmd.dirs, text: `${name} ${eq}` });
        }
        else if (/^-\d+$/.test(a) && name === 'nice')
            continue;
    }
    i += spec.positionals ?? 0;
    return inner(cmd, args.slice(i), name);
}
function operandsAfterOptions(args, valued) {
    const out = [];
    for (let i = 0; i < args.length; i++) {
        const a = (0, words_js_1.literal)(args[i]);
        if (a?.startsWith('-')) {
            if (valued.includes(a))
                i++;
            continue;
        }
        out.push(args[i]);
    }
    return out;
}
function unwrapEnv(cmd, visitor) {
    const args = cmd.args.slice(1);
    let dirs = cmd.dirs;
    const assigns = [];
    let i = 0;
    for (; i < args.length; i++) {
        const a = (0, words_js_1.literal)(args[i]);
        const value = args[i].values.length === 1 ? (0, words_js_1.textOf)(args[i].values[0]) : undefined;
        if (a === '--') {
            i++;
            break;
        }
        if (a === '-C' || a === '--chdir' || a?.startsWith('--chdir=')) {
            const dir = a.startsWith('--chdir=') ? a.slice(8) : (0, words_js_1.literal)(args[++i] ?? { values: [words_js_1.UNKNOWN_VALUE], raw: '' });
            dirs = dirs.map((d) => dir === undefined ? null : dir.startsWith('/') ? node_path_1.posix.resolve(dir) : d === null ? null : node_path_1.posix.resolve(d, dir));
            continue;
        }
        if (a === '-S' ||
            a === '--split-string' ||
            a?.startsWith('--split-string=') ||
            (a?.startsWith('-S') && a.length > 2)) {
            const text = a === '-S' || a === '--split-string'
                ? (0, words_js_1.literal)(args[++i] ?? { values: [words_js_1.UNKNOWN_VALUE], raw: '' })
                : a.startsWith('-S')
                    ? a.slice(2)
                    : a.slice(15);
            if (text === undefined)
                return undefined;
            const words = text
                .split(/\s+/)
                .filter(Boolean)
                .map((t) => ({ values: [[{ text: t, quoted: true }]], raw: t }));
            return inner(cmd, [...words, ...args.slice(i + 1)], 'env -S', { dirs });
        }
        if (a === '-u' || a === '--unset') {
            i++;
            continue;
        }
        if (a?.startsWith('-'))
            continue;
        const eq = value?.indexOf('=') ?? -1;
        if (value !== undefined && eq > 0 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(value.slice(0, eq))) {
            const assignment = {
                name: value.slice(0, eq),
                value: { values: [[{ text: value.slice(eq + 1), quoted: true }]], raw: value.slice(eq + 1) },
                text: args[i].raw,
            };
            assigns.push(assignment);
            visitor.assignment(assignment);
            continue;
        }
        if (value === undefined && /^[A-Za-z_][A-Za-z0-9_]*=/.test(args[i].raw)) {
            const assignment = { name: args[i].raw.slice(0, args[i].raw.indexOf('=')), value: null, text: args[i].raw };
            visitor.assignment(assignment);
            continue;
        }
        break;
    }
    return inner(cmd, args.slice(i), 'env', { dirs, assigns: [...cmd.assigns, ...assigns] });
}
/** `xargs CMD ARGS`: CMD runs with more arguments read from its input, which are unknown here. */
function unwrapXargs(cmd) {
    const args = cmd.args.slice(1);
    let replace;
    let i = 0;
    for (; i < args.length; i++) {
        const a = (0, words_js_1.literal)(args[i]);
        if (a === undefined)
            return undefined;
        if (a === '--') {
            i++;
            break;
        }
        if (!a.startsWith('-'))
            break;
        if (a === '-I' || a === '--replace')
            replace = (0, words_js_1.literal)(args[++i] ?? { values: [words_js_1.UNKNOWN_VALUE], raw: '' }) ?? '{}';
        else if (a.startsWith('-I'))
            replace = a.slice(2);
        else if (a === '-i' || a.startsWith('--replace='))
            replace = a.startsWith('--replace=') ? a.slice(10) : '{}';
        else if (a.startsWith('-i'))
            replace = a.slice(2);
        else if (XARGS_VALUED.includes(a))
            i++;
    }
    const rest = args.slice(i);
    const unknown = { values: [words_js_1.UNKNOWN_VALUE], raw: '(input of xargs)' };
    if (rest.length === 0)
        return inner(cmd, [{ values: [[{ text: 'echo', quoted: true }]], raw: 'echo' }, unknown], 'xargs');
    if (replace !== undefined) {
        const r = replace;
        return inner(cmd, rest.map((w) => (w.raw.includes(r) ? { values: [words_js_1.UNKNOWN_VALUE], raw: w.raw } : w)), 'xargs');
    }
    return inner(cmd, [...rest, unknown], 'xargs');
}
/** The commands `find -exec`/`-execdir`/`-ok`/`-okdir` runs, with `{}` standing for the found path. */
function findExecs(cmd, found) {
    const out = [];
    const args = cmd.args;
    for (let i = 1; i < args.length; i++) {
        const a = (0, words_js_1.literal)(args[i]);
        if (a !== '-exec' && a !== '-execdir' && a !== '-ok' && a !== '-okdir')
            continue;
        // -execdir runs in the directory of each file found, somewhere not known before; its `{}`
        // still names the file found, so that is made absolute first.
        const inFileDir = a === '-execdir' || a === '-okdir';
        const file = inFileDir ? absolute(found, cmd.dirs) : found;
        const words = [];
        for (i++; i < args.length; i++) {
            const w = (0, words_js_1.literal)(args[i]);
            if (w === ';' || w === '+')
                break;
            words.push(w?.includes('{}') ? file : args[i]);
        }
        const dirs = inFileDir ? [null] : cmd.dirs;
        if (words.length > 0)
            out.push({ ...cmd, args: words, dirs, stdin: [], via: [...cmd.via, `find ${a}`] });
    }
    return out;
}
/** A word's values resolved against each directory it may be relative to (unknown ones stay relative). */
function absolute(word, dirs) {
    const values = word.values.flatMap((v) => {
        const first = v[0];
        if (first?.text.startsWith('/'))
            return [v];
        return dirs.map((d) => (d === null ? v : [{ text: `${d}/`, quoted: true }, ...v]));
    });
    return { values, raw: word.raw };
}
/**
 * What `{}` (or a deleted path) of a `find` stands for: some path under each starting point, whose
 * last segment matches the `-name` pattern when there is exactly one.
 */
function findFound(cmd) {
    const starts = [];
    let i = 1;
    for (; i < cmd.args.length; i++) {
        const a = (0, words_js_1.literal)(cmd.args[i]);
        if (a !== undefined && (a.startsWith('-') || a === '(' || a === '!'))
            break;
        starts.push(cmd.args[i]);
    }
    const names = [];
    for (; i < cmd.args.length; i++) {
        const a = (0, words_js_1.literal)(cmd.args[i]);
        if (a === '-name' || a === '-iname') {
            const n = (0, words_js_1.literal)(cmd.args[i + 1] ?? { values: [words_js_1.UNKNOWN_VALUE], raw: '' });
            names.push(n === undefined || a === '-iname' ? '*' : n);
        }
        if (a === '-o' || a === '-or' || a === '-path' || a === '-regex' || a === '-wholename')
            names.push('*', '*');
    }
    const base = names.length === 1 ? names[0] : '*';
    const roots = starts.length > 0 ? starts : [{ values: [[{ text: '.', quoted: true }]], raw: '.' }];
    const values = roots
        .flatMap((w) => w.values)
        .map((v) => [...v, { text: '/', quoted: true }, null, { text: '/', quoted: true }, { text: base, quoted: false }]);
    return { values, raw: '{}' };
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
const displayPath_js_1 = __webpack_require__(2062);
const gatePaths_js_1 = __webpack_require__(3794);
const realPath_js_1 = __webpack_require__(1344);
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
        this.inside = new pathIndex_js_1.PathIndex(repo.rules.filter((r) => GUARDED.has(r.kind)));
        this.allowInside = new pathIndex_js_1.PathIndex(repo.rules.filter((r) => r.kind === 'allow'));
        this.outside = new pathIndex_js_1.PathIndex(outside.rules.filter((r) => GUARDED.has(r.kind)));
        this.allowOutside = new pathIndex_js_1.PathIndex(outside.rules.filter((r) => r.kind === 'allow'));
        this.guardedRules = [...repo.rules, ...outside.rules].filter((r) => GUARDED.has(r.kind));
        this.gates = new gatePaths_js_1.GatePaths(ctx.place);
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
    /** Findings for one file path. */
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
                return [
                    { kind: (0, realPath_js_1.isWithin)(dir, hooks) || (0, realPath_js_1.isWithin)(hooks, dir) ? 'git-hooks' : 'git', path: (0, displayPath_js_1.displayPath)(dir, place) },
                ];
            if ((0, realPath_js_1.isWithin)(place.gitDir, dir)) {
                if (base === null)
                    found.push({ kind: 'git', path: (0, displayPath_js_1.displayPath)(place.gitDir, place) });
                else if ([...HOOK_NAMES, 'config'].some((h) => matches(h)))
                    found.push({ kind: 'git-hooks', path: (0, displayPath_js_1.displayPath)(hooks, place) });
            }
        }
        for (const file of [rules.repoFile, ...rules.userFiles]) {
            if ((0, realPath_js_1.isWithin)(file, dir) && matches(node_path_1.posix.basename(file)))
                found.push({ kind: 'manifest', path: (0, displayPath_js_1.displayPath)(file, place) });
        }
        const gate = this.gates.at(dir);
        if (gate !== undefined)
            found.push({ kind: 'gate-file', path: (0, displayPath_js_1.displayPath)(gate, place) });
        for (const f of this.gates.under(dir))
            if (matches(node_path_1.posix.basename(f)))
                found.push({ kind: 'gate-file', path: (0, displayPath_js_1.displayPath)(f, place) });
        const inRepo = (0, realPath_js_1.isWithin)(dir, place.root);
        const rel = inRepo ? node_path_1.posix.relative(place.root, dir) : dir.replace(/^\/+/, '');
        const reachable = this.guardedRules.filter((r) => (inRepo ? !r.pattern.startsWith('/') && rules.repo.rules.includes(r) : rules.outside.rules.includes(r)) &&
            patternReaches(r.pattern, rel));
        if (reachable.length === 0)
            return found;
        const listed = listFiles(dir, LIST_LIMIT);
        if (listed === undefined) {
            for (const rule of reachable)
                found.push({ kind: 'rule', rule, path: rule.pattern });
            return found;
        }
        // The installed CLI and the code cache inside a folder removed or rewritten whole are not
        // refused for (removing node_modules is everyday work; the tripwire still puts back a write).
        for (const f of listed)
            if (matches(node_path_1.posix.basename(f)))
                found.push(...this.file(f).filter((x) => x.kind !== 'gate-file' || !this.gates.removable(f)));
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
        next: () => 'Do not run it, and do not reach the same result another way (another spelling, a script, an alias, another tool). Show the command you intended and why in your reply; if a person decides to run it, they run it themselves (a release phrase does not lift a command-deny).',
    },
    catastrophic: {
        message: (form, text) => `The command contains ${form} (${quoteCommand(text)}), one of the five forms diffgate always refuses.`,
        reason: () => "It destroys the whole file system, the home directory or the machine's processes; no rule and no release lifts this.",
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
        usage: () => "explain --command takes one command line and no PATH (quote it: diffgate explain --command 'git status && npm test')",
        header: (command) => `command: ${command}`,
        none: () => '  (no commands: nothing for the policy to judge)',
        segment: (n, text) => `  ${n}. ${text}`,
        prefix: (prefix, how) => `     prefix:  ${prefix}  (${how})`,
        arityKnown: (entry, arity, reason) => `arity table: ${entry} ${arity}, ${reason}`,
        arityUnknown: () => "not in the arity table: the program's name alone",
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
            none: () => "not every segment is allowed, so Claude Code's own permissions decide",
        },
        noOpinion: () => 'no opinion',
    },
    allowBlocked: {
        parseFailed: () => 'the shell parser could not read it',
        privilege: (wrapper) => `it runs through ${wrapper}, as another user`,
        environment: () => 'the command line changes its environment (VAR=value, env, export), and variables can change what a program runs',
        overrides: (found) => found.map((f) => `${f.option}: ${f.reason}`).join('; '),
        doubt: (options, unknownWord) => [
            unknownWord ? 'a word of its prefix is not known before it runs' : '',
            options.length > 0
                ? `the table does not know whether ${options.join(', ')} take${options.length === 1 ? 's' : ''} a value`
                : '',
        ]
            .filter(Boolean)
            .join('; '),
    },
};


/***/ }),

/***/ 4993:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commandSegments = commandSegments;
const parser_js_1 = __webpack_require__(2935);
const state_js_1 = __webpack_require__(6255);
const walk_js_1 = __webpack_require__(7133);
const segmentCollector_js_1 = __webpack_require__(9592);
async function commandSegments(command, place) {
    const parser = await (0, parser_js_1.loadShellParser)();
    const collector = new segmentCollector_js_1.SegmentCollector();
    new walk_js_1.Walker(parser, { home: place.home, projectDir: place.projectDir }, collector).script(command, (0, state_js_1.initialState)(place.cwd));
    return collector.segments;
}


/***/ }),

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
const gateSwitch_js_1 = __webpack_require__(3411);
const indexFlags_js_1 = __webpack_require__(975);
const segmentCollector_js_1 = __webpack_require__(9592);
async function decideBash(command, ctx) {
    const manifests = [ctx.rules.repo, ...(ctx.rules.user ? [ctx.rules.user] : [])];
    if (manifests.some((m) => m.rules.some((r) => r.kind.startsWith('command-')))) {
        return (await __webpack_require__.e(/* import() */ "15-23-477-979").then(__webpack_require__.bind(__webpack_require__, 11))).judgeBash(command, ctx);
    }
    const collector = new segmentCollector_js_1.SegmentCollector();
    const protection = new protection_js_1.Protection(ctx);
    const written = await (0, decideShell_js_1.decideShell)(command, ctx, protection, {
        visitor: collector,
        parse: (0, gateSwitch_js_1.mentionsSwitchVariable)(command),
    });
    const catastrophes = (0, catastrophic_js_1.catastrophesIn)({ text: command, segments: collector.segments, home: ctx.place.home });
    return {
        denials: [...catastropheDenials(catastrophes), ...(0, indexFlags_js_1.indexFlagDenials)(command, ctx.place.cwd, protection), ...written],
    };
}
/** One denial per catastrophic form found (never releasable). */
function catastropheDenials(catastrophes) {
    const denials = [];
    const forms = new Set();
    for (const found of catastrophes) {
        if (forms.has(found.form))
            continue;
        forms.add(found.form);
        denials.push({
            rule: 'catastrophic',
            message: command_js_1.commandText.catastrophic.message(found.form, found.text),
            reason: command_js_1.commandText.catastrophic.reason(),
            next: command_js_1.commandText.catastrophic.next(),
            releasable: false,
        });
    }
    return denials;
}


/***/ }),

/***/ 975:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.indexFlagSwitches = indexFlagSwitches;
exports.indexFlagDenials = indexFlagDenials;
/**
 * `git update-index --chmod=+x`, `--assume-unchanged`, `--skip-worktree` (and `--cacheinfo`,
 * `git add --chmod`) on a protected path: a mode change git's hooks would see only if nobody
 * hides it, or a change hidden from `git status` and `git diff` (and from the tripwire, which
 * asks git). Refused as a gate switch when a path it names is protected, or cannot be known
 * before it runs (`--stdin`, a variable, a glob). Read from the raw text (rawCommands), so no
 * parse result hides it; `--no-skip-worktree` and `--no-assume-unchanged` undo and pass.
 */
const node_path_1 = __webpack_require__(6760);
const argWord_js_1 = __webpack_require__(3681);
const longOptions_js_1 = __webpack_require__(6677);
const rawCommands_js_1 = __webpack_require__(8069);
const claude_js_1 = __webpack_require__(209);
const HIDING = {
    'update-index': ['--chmod', '--assume-unchanged', '--skip-worktree', '--cacheinfo', '--index-info'],
    add: ['--chmod'],
};
const GIT_VALUED = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--super-prefix']);
function indexFlagSwitches(command, cwd, protection) {
    if (!/update-index|--ch|chmod/.test(command))
        return [];
    const found = [];
    for (const words of (0, rawCommands_js_1.rawCommands)(command).commands) {
        if ((0, argWord_js_1.programName)(words[0] ?? '') !== 'git')
            continue;
        let dir = cwd;
        let i = 1;
        for (; i < words.length && words[i].startsWith('-'); i++) {
            const w = words[i];
            if (w === '-C')
                dir = node_path_1.posix.resolve(dir, words[++i] ?? '.');
            else if (GIT_VALUED.has(w))
                i++;
        }
        const sub = words[i];
        const flags = sub === undefined ? undefined : HIDING[sub];
        if (!flags)
            continue;
        const options = (0, longOptions_js_1.longOptionsOf)(`git ${sub}`);
        const args = words.slice(i + 1);
        const hides = args.some((a) => flags.some((f) => (0, longOptions_js_1.standsFor)(a.split('=')[0], f, options)));
        if (!hides)
            continue;
        const text = words.join(' ');
        const paths = operands(args);
        const unknown = args.some((a) => a === '--stdin' || a === '--index-info' || a.startsWith('--cacheinfo')) ||
            paths.some((p) => /[$`*?[\]{}~]/.test(p));
        if (unknown || paths.some((p) => protection.exact(node_path_1.posix.resolve(dir, p), false).length > 0))
            found.push({ kind: 'index-flags', text });
    }
    return found;
}
/** The operands after the options (an option's value given with `=` stays in its word). */
function operands(args) {
    const out = [];
    let options = true;
    for (const a of args) {
        if (options && a === '--')
            options = false;
        else if (!options || !a.startsWith('-'))
            out.push(a);
    }
    return out;
}
/** The findings as block messages (never releasable: a gate is switched off only by a person). */
function indexFlagDenials(command, cwd, protection) {
    return indexFlagSwitches(command, cwd, protection).map((g) => ({
        rule: 'gate-switch',
        message: claude_js_1.claudeText.gate.switch(g.kind, g.text),
        reason: claude_js_1.claudeText.gate.reason(),
        next: claude_js_1.claudeText.gate.next(),
        releasable: false,
    }));
}


/***/ }),

/***/ 11:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.judgeBash = judgeBash;
exports.loadCommandRules = loadCommandRules;
/**
 * The Bash tool under a manifest with command rules: the command policy and the write-target check
 * on one command line, in one walk.
 * The policy's rules come from the repository's and the user's manifests. The line is parsed when
 * the write-target pre-scan cannot clear it, or when it names a program a command rule names; a
 * plain line naming none is judged on its raw text alone (the catastrophic forms). Deny (a rule, a
 * catastrophic form, a protected write target) blocks; otherwise ask asks the person; allow is
 * answered only when every segment is explicitly allowed and nothing was denied.
 */
const commandRules_js_1 = __webpack_require__(3749);
const describeVerdict_js_1 = __webpack_require__(4035);
const judgeCommand_js_1 = __webpack_require__(3597);
const claude_js_1 = __webpack_require__(209);
const command_js_1 = __webpack_require__(5078);
const parseManifest_js_1 = __webpack_require__(5684);
const failure_js_1 = __webpack_require__(6117);
const protection_js_1 = __webpack_require__(1272);
const decideShell_js_1 = __webpack_require__(5744);
const gateSwitch_js_1 = __webpack_require__(3411);
const prescan_js_1 = __webpack_require__(7202);
const indexFlags_js_1 = __webpack_require__(975);
const plainSegments_js_1 = __webpack_require__(6452);
const segmentCollector_js_1 = __webpack_require__(9592);
const decideBash_js_1 = __webpack_require__(9422);
async function judgeBash(command, ctx) {
    const rules = loadCommandRules(ctx);
    const names = (0, commandRules_js_1.namedPrograms)(rules);
    const named = rules.length > 0 && mayName(command, names);
    // A plain line the pre-scan clears is split without the parser; any other line a rule may
    // concern is parsed, once, for both the policy and the write targets.
    const plain = named ? (0, plainSegments_js_1.plainSegments)(command) : undefined;
    const collector = new segmentCollector_js_1.SegmentCollector();
    const protection = new protection_js_1.Protection(ctx);
    const written = await (0, decideShell_js_1.decideShell)(command, ctx, protection, {
        visitor: collector,
        parse: (named && plain === undefined) || (0, gateSwitch_js_1.mentionsSwitchVariable)(command),
    });
    const segments = plain ?? collector.segments;
    const verdict = (0, judgeCommand_js_1.judgeCommand)({ text: command, segments, home: ctx.place.home }, rules);
    const denials = [...policyDenials(verdict), ...(0, indexFlags_js_1.indexFlagDenials)(command, ctx.place.cwd, protection), ...written];
    const outcome = { denials };
    const ask = (0, describeVerdict_js_1.askReason)(verdict);
    if (ask !== undefined)
        outcome.ask = ask;
    if (verdict.decision === 'allow' && denials.length === 0)
        outcome.allow = (0, describeVerdict_js_1.allowReason)(verdict);
    return outcome;
}
/**
 * Whether the line may run a program a rule names: it is written in it, also with quotes or
 * backslashes inside the name (`gi''t`, `g\\it`) or after an `=` (`alias g=git`), or a word of it
 * is only known when it runs or is made by the shell (`$x`, `$(...)`, a glob, a brace list).
 */
function mayName(command, names) {
    if (names === 'any' || /[$`*?[{]/.test(command))
        return true;
    return (0, prescan_js_1.namesAny)(command.replace(/['"\\]/g, '').replace(/=/g, ' '), names);
}
/** The command rules of the repository's and the user's manifests; a pattern that cannot match blocks (fail closed). */
function loadCommandRules(ctx) {
    const all = [ctx.rules.repo, ...(ctx.rules.user ? [ctx.rules.user] : [])];
    const out = [];
    for (const manifest of all) {
        const { rules, errors } = (0, commandRules_js_1.commandRules)(manifest.rules);
        if (errors.length > 0)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestErrors(manifest.file, errors.map(parseManifest_js_1.formatManifestError)));
        out.push(...rules);
    }
    return out;
}
function policyDenials(verdict) {
    const denials = (0, decideBash_js_1.catastropheDenials)(verdict.catastrophes);
    for (const s of verdict.segments) {
        if (s.decision !== 'deny' || !s.rule)
            continue;
        const { rule, pattern } = s.rule;
        denials.push({
            rule: 'command-deny',
            message: command_js_1.commandText.deny.message(s.segment.text, (0, describeVerdict_js_1.prefixOf)(s), pattern.text),
            reason: rule.reason,
            source: `${rule.file}:${rule.line}`,
            next: command_js_1.commandText.deny.next(),
            // What it does cannot be put back (a force-push, a deleted branch), so no release phrase
            // lifts it: a person who wants it runs the command themselves.
            releasable: false,
        });
    }
    return denials;
}


/***/ }),

/***/ 6452:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.plainSegments = plainSegments;
const prescan_js_1 = __webpack_require__(7202);
function plainSegments(command) {
    if (!(0, prescan_js_1.surelyHarmless)(command))
        return undefined;
    const segments = [];
    for (const part of command.split(prescan_js_1.SEPARATORS)) {
        const words = part
            .trim()
            .split(/[ \t]+/)
            .filter(Boolean);
        if (words.length === 0 || words[0] === 'cd')
            continue;
        if (words.includes('builtin'))
            return undefined;
        segments.push({ argv: words, text: words.join(' ') });
    }
    return segments;
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
    /** Aliases defined earlier in the line, by name: their words. */
    aliases = new Map();
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
        if (nameOf(args[0]) === 'alias')
            this.define(args.slice(1));
        const expanded = this.expand(args);
        const argv = expanded ?? args.flatMap(argWords);
        const segment = { argv, text: cmd.text, via, dirs: cmd.dirs };
        if (this.environmentChanged || cmd.assigns.length > 0)
            segment.hasOverrides = true;
        if (runsOnlyItsBody(cmd, args))
            segment.wrapper = true;
        this.segments.push(segment);
    }
    redirect() { }
    define(args) {
        for (const word of args) {
            const text = (0, words_js_1.literal)(word);
            const eq = text?.indexOf('=') ?? -1;
            if (text !== undefined && eq > 0)
                this.aliases.set(text.slice(0, eq), text.slice(eq + 1));
        }
    }
    /**
     * The words of a command whose name is an alias, expanded (an alias of an alias too, and the next
     * word when the value ends in a blank); undefined when it is none. A value with shell syntax in
     * it is read by the raw reader, and its first command takes the arguments.
     */
    expand(args) {
        if (this.aliases.size === 0)
            return undefined;
        const name = (0, words_js_1.literal)(args[0]);
        if (name === undefined || !this.aliases.has(name))
            return undefined;
        let head = [];
        let rest = args;
        const seen = new Set();
        for (;;) {
            const word = (0, words_js_1.literal)(rest[0]);
            if (word === undefined || seen.has(word) || !this.aliases.has(word))
                break;
            seen.add(word);
            const value = this.aliases.get(word);
            const parts = (0, rawCommands_js_1.rawCommands)(value).commands;
            head = [...head, ...(parts[parts.length - 1] ?? [])];
            for (const other of parts.slice(0, -1))
                this.segments.push({ argv: other, text: other.join(' '), parseFailed: true });
            rest = rest.slice(1);
            if (rest.length === 0 || !/\s$/.test(value))
                break;
        }
        return [...head, ...rest.flatMap(argWords)];
    }
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
        return rest[at + 1] !== undefined && rest.slice(0, at).every((w) => w?.startsWith('-'));
    const operands = rest.filter((w) => w === undefined || !w.startsWith('-'));
    return operands.length === 0 && cmd.stdin.some((s) => s.kind === 'text' && s.exact);
}


/***/ }),

/***/ 2035:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HookTimeout = exports.MAX_TIMEOUT_S = exports.MIN_TIMEOUT_S = exports.DEFAULT_TIMEOUT_S = void 0;
exports.hookTimeout = hookTimeout;
exports.startDeadline = startDeadline;
exports.remainingMs = remainingMs;
exports.checkDeadline = checkDeadline;
/**
 * The hook's deadline. Claude Code runs a tool call whose hook does not answer in time, so the
 * hook answers exit 2 by then whatever it is doing: a timer (hookCommand.ts) ends the process
 * while it waits, and synchronous work that can grow with its input (the shell walker, glob
 * listings) calls checkDeadline, since a timer cannot fire while that work holds the thread.
 * Everything else is bounded by construction: reads (readRegular.ts), line length (decideShell.ts).
 */
const claude_js_1 = __webpack_require__(209);
const failure_js_1 = __webpack_require__(6117);
/** Seconds the hook takes at most, unless DIFFGATE_HOOK_TIMEOUT says otherwise. */
exports.DEFAULT_TIMEOUT_S = 10;
/** The range DIFFGATE_HOOK_TIMEOUT may set (Claude Code's own default timeout is 60 s). */
exports.MIN_TIMEOUT_S = 0.1;
exports.MAX_TIMEOUT_S = 600;
let at = Number.POSITIVE_INFINITY;
let seconds = exports.DEFAULT_TIMEOUT_S;
/**
 * The hook's time limit in seconds: DIFFGATE_HOOK_TIMEOUT (a number of seconds, decimals allowed,
 * within MIN..MAX), else the default. Any other value is a configuration error (`problem`): the
 * hook blocks with it, as on a bad manifest line.
 */
function hookTimeout(env) {
    const raw = env.DIFFGATE_HOOK_TIMEOUT;
    if (raw === undefined || raw === '')
        return { seconds: exports.DEFAULT_TIMEOUT_S };
    const n = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw.trim()) || !(n >= exports.MIN_TIMEOUT_S && n <= exports.MAX_TIMEOUT_S))
        return { seconds: exports.DEFAULT_TIMEOUT_S, problem: claude_js_1.claudeText.timeoutSetting(raw, exports.MIN_TIMEOUT_S, exports.MAX_TIMEOUT_S) };
    return { seconds: n };
}
/** Starts the clock: from now, the hook has `s` seconds. */
function startDeadline(s, now = Date.now()) {
    seconds = s;
    at = now + s * 1000;
}
/** Milliseconds left (Infinity when no deadline was set: library use, tests in-process). */
function remainingMs(now = Date.now()) {
    return at - now;
}
/** Throws the hook's timeout failure once the deadline has passed. */
function checkDeadline() {
    if (Date.now() > at)
        throw new HookTimeout(seconds);
}
/** The hook ran out of time; rendered like any failure (exit 2, fail closed). */
class HookTimeout extends failure_js_1.HookFailure {
    constructor(s) {
        super(claude_js_1.claudeText.timeout(s));
    }
}
exports.HookTimeout = HookTimeout;


/***/ }),

/***/ 5744:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MAX_LINE = void 0;
exports.decideShell = decideShell;
exports.throughProc = throughProc;
/**
 * The Bash tool: what a command would write, decided before it runs. Plain harmless command lines
 * are cleared without the parser; everything else is parsed with unbash (loaded only then), walked,
 * and each write target resolved against the directories it may be relative to. A target that
 * cannot be resolved is checked for whether it *could* be a protected path, and blocked if so.
 */
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const exists_js_1 = __webpack_require__(5767);
const denial_js_1 = __webpack_require__(644);
const deadline_js_1 = __webpack_require__(2035);
const namedPaths_js_1 = __webpack_require__(4652);
const readRegular_js_1 = __webpack_require__(7111);
const expandGlob_js_1 = __webpack_require__(3722);
const gateSwitch_js_1 = __webpack_require__(3411);
const parser_js_1 = __webpack_require__(2935);
const readOnlyProgram_js_1 = __webpack_require__(1552);
const prescan_js_1 = __webpack_require__(7202);
const state_js_1 = __webpack_require__(6255);
const walk_js_1 = __webpack_require__(7133);
const writeTargets_js_1 = __webpack_require__(6839);
const words_js_1 = __webpack_require__(3967);
/**
 * How long resolving a line's write targets may take. Claude Code's hook timeout is 60 s unless
 * configured lower; plain lines take milliseconds, so this is reached only by lines built to
 * name thousands of paths.
 */
const RESOLVE_MS = 5000;
/**
 * The longest command line the hook reads (characters). Parsing is linear but cannot be
 * interrupted: 1 MB took 1.8 s on a loaded machine, so past this the line is refused up front
 * rather than risk the hook's deadline. Agents' lines, heredocs included, are far shorter.
 */
exports.MAX_LINE = 512 * 1024;
/**
 * `policy` is the command policy's own visitor, walked in the same pass; with `parse` set the line
 * is parsed even when the pre-scan would clear its write targets (a command rule may apply to it).
 */
async function decideShell(command, ctx, protection, policy) {
    if (command.length > exports.MAX_LINE) {
        return [
            {
                rule: 'shell-too-long',
                message: claude_js_1.claudeText.tooLong(command.length, exports.MAX_LINE),
                reason: claude_js_1.claudeText.shell.unresolvedReason(),
                next: claude_js_1.claudeText.shell.tooManyNext(),
                releasable: false,
            },
        ];
    }
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
            if (a.name === 'GLOBIGNORE')
                found.globIgnore = true;
            const gate = (0, gateSwitch_js_1.assignmentGateSwitch)(a);
            if (gate)
                found.gates.push(gate);
        },
        opaque(text, why) {
            found.opaque.push({ text, why });
        },
    };
    const { place } = ctx;
    const walker = new walk_js_1.Walker(parser, { home: place.home, projectDir: place.workspace, tmpDir: place.tempDirs?.[0], cdPath: place.cdPath }, policy ? both(visitor, policy.visitor) : visitor);
    walker.script(command, (0, state_js_1.initialState)(place.cwd));
    const denials = [];
    for (const g of found.gates)
        denials.push(gateDenial(g));
    for (const o of found.opaque) {
        denials.push(o.why === 'syntax'
            ? {
                rule: 'shell-syntax',
                message: claude_js_1.claudeText.shell.syntax(),
                reason: claude_js_1.claudeText.shell.unresolvedReason(),
                next: claude_js_1.claudeText.shell.syntaxNext(),
                releasable: false,
            }
            : {
                rule: 'shell-unresolved',
                message: claude_js_1.claudeText.shell.opaqueProgram(o.text),
                reason: claude_js_1.claudeText.shell.unresolvedReason(),
                next: claude_js_1.claudeText.shell.unresolvedNext(),
                releasable: true,
            });
    }
    // under dotglob, nocaseglob, GLOBIGNORE...: a glob may match any name in its folder
    const listings = new expandGlob_js_1.Listings(walker.globsChanged || found.globIgnore);
    const deadline = Date.now() + RESOLVE_MS;
    for (const target of found.targets) {
        // A hook that runs past the agent's timeout lets the call through: past the budget, deny.
        (0, deadline_js_1.checkDeadline)();
        if (Date.now() > deadline) {
            denials.push({
                rule: 'shell-unresolved',
                message: claude_js_1.claudeText.shell.tooMany(),
                reason: claude_js_1.claudeText.shell.unresolvedReason(),
                next: claude_js_1.claudeText.shell.tooManyNext(),
                releasable: true,
            });
            break;
        }
        denials.push(...(await targetDenials(target, ctx, protection, listings)));
    }
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
    return {
        rule: 'gate-switch',
        message: claude_js_1.claudeText.gate.switch(g.kind, g.text),
        reason: claude_js_1.claudeText.gate.reason(),
        next: claude_js_1.claudeText.gate.next(),
        releasable: false,
    };
}
async function targetDenials(target, ctx, protection, listings) {
    if (target.gitRestore) {
        const found = await restoreFindings(target, target.gitRestore, protection);
        if (found)
            return found.map((f) => (0, denial_js_1.fromFinding)(f, target.how, false));
        const all = protection.partial(null, null, true);
        if (all.length === 0)
            return [];
        return [
            {
                rule: 'shell-unresolved',
                message: claude_js_1.claudeText.shell.unresolved(target.how, target.word.raw, all.map((f) => f.path)),
                reason: claude_js_1.claudeText.shell.unresolvedReason(),
                next: claude_js_1.claudeText.shell.unresolvedNext(),
                releasable: true,
            },
        ];
    }
    const findings = [];
    let unresolved = false;
    for (const value of target.word.values) {
        for (const dir of target.dirs) {
            const r = await resolveValue(value, dir, target, ctx, protection, listings);
            findings.push(...r.findings);
            unresolved ||= r.unresolved && r.findings.length > 0;
        }
    }
    if (findings.length === 0)
        return [];
    if (unresolved) {
        return [
            {
                rule: 'shell-unresolved',
                message: claude_js_1.claudeText.shell.unresolved(target.how, target.word.raw, findings.map((f) => f.path)),
                reason: claude_js_1.claudeText.shell.unresolvedReason(),
                next: claude_js_1.claudeText.shell.unresolvedNext(),
                releasable: true,
            },
        ];
    }
    return findings.map((f) => (0, denial_js_1.fromFinding)(f, target.how, false));
}
/**
 * The protected files among those git would put back, in every directory the command may run
 * in; a restore that cannot be told (unknown directory, git failing) may write any of them.
 */
async function restoreFindings(target, restore, protection) {
    // loaded only here: node:child_process is a cost every other line would pay
    const { gitChangedPaths } = await __webpack_require__.e(/* import() */ 2).then(__webpack_require__.bind(__webpack_require__, 9002));
    const found = [];
    for (const dir of target.dirs) {
        const paths = dir === null ? undefined : gitChangedPaths(dir, restore);
        if (paths === undefined)
            return undefined;
        for (const p of paths)
            found.push(...protection.exact(p, false));
    }
    return found;
}
async function resolveValue(value, dir, target, ctx, protection, listings) {
    const text = (0, words_js_1.textOf)(value);
    if (text === undefined) {
        const { dir: d, base } = partialShape(value, dir);
        return { findings: protection.partial(d, base, target.tree === true), unresolved: true };
    }
    if ((0, words_js_1.hasGlob)(value)) {
        const base = (0, state_js_1.resolveIn)(dir, '.');
        const pattern = (0, words_js_1.globOf)(value);
        const matches = base === null && !pattern.startsWith('/') ? undefined : listings.expand(pattern, base ?? '/');
        if (matches === undefined) {
            const { dir: d, base: b } = globShape(pattern, dir);
            return { findings: protection.partial(d, listings.unknown ? null : b, target.tree === true), unresolved: true };
        }
        const paths = (matches.length > 0 ? matches : [(0, state_js_1.resolveIn)(dir, text)]).map((p) => throughProc(p, dir));
        const findings = [];
        for (const p of paths)
            findings.push(...(await pathFindings(p, text, target, ctx, protection)));
        return { findings, unresolved: false };
    }
    const abs = throughProc((0, state_js_1.resolveIn)(dir, text), dir);
    return { findings: await pathFindings(abs, text, target, ctx, protection), unresolved: abs === null };
}
/**
 * `/proc/self/cwd/x` is `./x` of the process that opens it, the shell running the command, and
 * `/proc/self/root/x` is `/x`; another process's (`/proc/123/cwd`) is not known (null).
 */
function throughProc(abs, dir) {
    const m = abs === null ? null : /^\/proc\/(self|thread-self|\d+)\/(cwd|root)(\/.*)?$/.exec(abs);
    if (!m)
        return abs;
    if (m[1] !== 'self' && m[1] !== 'thread-self')
        return null;
    const rest = m[3] ?? '';
    if (m[2] === 'root')
        return rest === '' ? '/' : rest;
    return dir === null ? null : node_path_1.posix.join(dir, rest);
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
        text = (0, readRegular_js_1.readRegularText)(abs);
    }
    catch {
        return protection.partial(null, null, false);
    }
    const { parsePatch } = await __webpack_require__.e(/* import() */ 726).then(__webpack_require__.bind(__webpack_require__, 5726));
    let files;
    try {
        files = parsePatch(text)
            .flatMap((p) => [p.oldFileName, p.newFileName])
            .filter((n) => !!n && n !== '/dev/null');
    }
    catch {
        return protection.partial(null, null, false);
    }
    const found = [];
    if (target.patchDir === null)
        return protection.partial(null, null, false);
    const dirs = [...new Set([ctx.place.root, ...target.dirs.filter((d) => d !== null)])];
    const bases = target.patchDir === undefined ? dirs : dirs.map((d) => node_path_1.posix.resolve(d, target.patchDir));
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
    const prefix = value
        .slice(0, first)
        .map((p) => p.text)
        .join('');
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
    const staticHead = head
        .split('/')
        .filter((_s, i, all) => !/[*?[]/.test(all.slice(0, i + 1).join('/')))
        .join('/');
    return { dir: (0, state_js_1.resolveIn)(dir, staticHead === '' ? '.' : staticHead), base };
}
function programDenials(program, dirs, protection) {
    if (program.text === undefined) {
        return [
            {
                rule: 'shell-unresolved',
                message: claude_js_1.claudeText.shell.opaqueProgram(program.interpreter),
                reason: claude_js_1.claudeText.shell.unresolvedReason(),
                next: claude_js_1.claudeText.shell.programNext(),
                releasable: true,
            },
        ];
    }
    const denials = (0, gateSwitch_js_1.programGateSwitches)(program.text).map(gateDenial);
    // A program that can only read reads the protected files it names (a read is not a change);
    // secrets are not read at all.
    const readOnly = (0, readOnlyProgram_js_1.readOnlyProgram)(program.interpreter, program.text);
    for (const f of (0, namedPaths_js_1.namedIn)(program.text, dirs, protection))
        if (!readOnly || f.kind === 'secret')
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
exports.Listings = void 0;
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
const deadline_js_1 = __webpack_require__(2035);
/** Paths one pattern may expand to. */
const LIMIT = 2000;
/** File system calls (directory listings, existence checks) one command line may make for its patterns. */
const MAX_CALLS = 4000;
/** Paths all of one command line's patterns may expand to together (each is then checked). */
const MAX_PATHS = 10000;
/**
 * What one command line's patterns have asked of the file system: a pattern repeated over many
 * operands, or over many possible working directories, is expanded once, and all of them
 * together make at most MAX_CALLS calls. (Before, 200 operands `/usr/share/*\/*\/x` took 25 s,
 * past the agent's hook timeout, which lets the call through.)
 */
class Listings {
    unknown;
    expanded = new Map();
    entries = new Map();
    calls = 0;
    paths = 0;
    /** `unknown`: a shell option changed what globs match, so none is expanded (each may match any name). */
    constructor(unknown = false) {
        this.unknown = unknown;
    }
    /** The pattern's paths, or undefined past a limit (one pattern's, or the line's). */
    expand(pattern, cwd) {
        if (this.unknown)
            return undefined;
        const key = `${cwd}\0${pattern}`;
        if (!this.expanded.has(key))
            this.expanded.set(key, expandGlob(pattern, cwd, this));
        const found = this.expanded.get(key);
        this.paths += found?.length ?? 0;
        return this.paths > MAX_PATHS ? undefined : found;
    }
    /** The directory's entries ([] when it cannot be listed), or undefined past MAX_CALLS. */
    list(dir) {
        let entries = this.entries.get(dir);
        if (entries)
            return entries;
        if (!this.spend())
            return undefined;
        try {
            entries = (0, node_fs_1.readdirSync)(dir);
        }
        catch {
            entries = [];
        }
        this.entries.set(dir, entries);
        return entries;
    }
    /** Whether the path exists (a symlink counts, as for bash), or undefined past MAX_CALLS. */
    exists(path) {
        if (!this.spend())
            return undefined;
        try {
            (0, node_fs_1.lstatSync)(path);
            return true;
        }
        catch {
            return false;
        }
    }
    spend() {
        (0, deadline_js_1.checkDeadline)();
        this.calls += 1;
        return this.calls <= MAX_CALLS;
    }
}
exports.Listings = Listings;
function expandGlob(pattern, cwd, listings = new Listings()) {
    const absolute = pattern.startsWith('/');
    const segments = pattern.split('/').filter((s) => s !== '');
    let current = [absolute ? '/' : cwd];
    let globbed = false;
    for (const segment of segments) {
        let next = [];
        if (!picomatch_1.default.scan(segment).isGlob) {
            const name = segment.replace(/\\(.)/g, '$1');
            for (const dir of current)
                next.push(node_path_1.posix.join(dir, name));
            // After a glob, only the paths that exist are what the shell hands the command.
            if (globbed) {
                const kept = [];
                for (const p of next) {
                    const there = listings.exists(p);
                    if (there === undefined)
                        return undefined;
                    if (there)
                        kept.push(p);
                }
                next = kept;
            }
        }
        else {
            globbed = true;
            const isMatch = (0, picomatch_1.default)(segment, { dot: false, windows: false });
            for (const dir of current) {
                const entries = listings.list(dir);
                if (entries === undefined)
                    return undefined;
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
const walk_js_1 = __webpack_require__(7133);
const writeTargets_js_1 = __webpack_require__(6839);
/** Interpreters: harmless when they run a script file, checked by the parser when given options (`-c`, `-e`, `-i`). */
const INTERPRETER = /^(python[0-9.]*|node|nodejs|bun|deno|perl|ruby|php)$/;
/** Words that send a line to the parser wherever they stand (a wrapper's argument runs too). */
const CAREFUL = new Set([
    ...writeTargets_js_1.WRITING_COMMANDS.filter((n) => !INTERPRETER.test(n)),
    ...walk_js_1.SHELLS,
    'busybox',
    'eval',
    'exec',
    'source',
    'xargs',
    'find',
    'sudo',
    'doas',
    'env',
    'command',
    'nohup',
    'nice',
    'stdbuf',
    'timeout',
    'time',
    'ionice',
    'chrt',
    'flock',
    'watch',
    'parallel',
    'pushd',
    'popd',
    'diffgate',
    // after these a later word no longer says which command runs
    'alias',
    'hash',
    'enable',
]);
/** git subcommands that only read. */
const GIT_READ_ONLY = new Set([
    'status',
    'diff',
    'log',
    'show',
    'rev-parse',
    'ls-files',
    'blame',
    'describe',
    'shortlog',
    'ls-tree',
    'cat-file',
    'grep',
]);
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
        const words = part
            .trim()
            .split(/[ \t]+/)
            .filter(Boolean);
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

/***/ 1552:
/***/ ((__unused_webpack_module, exports) => {


/**
 * Whether an inline program surely only reads files (`python3 -c 'print(open("guard.sh").read())'`,
 * `node -e 'console.log(require("fs").readFileSync("guard.sh", "utf8"))'`): then the protected
 * paths it names are read, not written, and it passes. Recognised by what it may call, not by
 * what it means: the program holds no name of anything that writes, runs or reaches names
 * indirectly (`getattr`, `eval`, `globals()`, computed members, string escapes that could spell a
 * name), imports only modules that cannot write, and opens files only with a literal read mode.
 * Everything else is judged as before: a program that names a protected path may write it.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readOnlyProgram = readOnlyProgram;
/** Python modules that cannot write files or run programs. */
const PY_SAFE_MODULES = new Set([
    'json',
    'sys',
    're',
    'csv',
    'tomllib',
    'yaml',
    'pprint',
    'collections',
    'itertools',
    'functools',
    'textwrap',
    'math',
    'hashlib',
    'base64',
    'string',
    'difflib',
    'statistics',
]);
/** A call of open with a literal path and no mode or a literal read mode (what the program opens is named as a string). */
const PY_READ_OPEN = /\bopen\(\s*(?:'[^'\\]*'|"[^"\\]*")\s*(?:,\s*(?:mode\s*=\s*)?(?:'r[bt]?'|"r[bt]?"))?\s*(?:,\s*encoding\s*=\s*(?:'[\w-]+'|"[\w-]+"))?\s*\)/g;
/** Names that write, run, or reach other names indirectly. */
const PY_UNSAFE = /\b(?:open|exec|eval|compile|getattr|setattr|delattr|globals|locals|vars|breakpoint|input|__\w+__|write|writelines|truncate|os|shutil|subprocess|pathlib|Path|io|ctypes|importlib|pty|socket|tempfile|fileinput|signal|system|popen|unlink|remove|rename|replace|rmtree|mkdir|chmod|chown|symlink|link)\b|\\/;
/** Node: the fs functions that only read, the only members of fs it may use. */
const NODE_FS_READ = /\b(?:readFileSync|existsSync|statSync|lstatSync|readdirSync|readlinkSync|realpathSync)\b/g;
const NODE_UNSAFE = /\b(?:write\w*|append\w*|unlink\w*|rm\w*|rename\w*|copy\w*|cp\w*|mkdir\w*|mkdtemp\w*|chmod\w*|chown\w*|truncate\w*|symlink\w*|link\w*|utimes\w*|open\w*|create\w*|child_process|exec\w*|spawn\w*|fork|eval|Function|import|process|globalThis|global|Reflect|Proxy|constructor|prototype|__proto__|Buffer|fetch|require\s*\.\s*\w+|module|promises|fd\w*)\b|\[|\\|`/;
function readOnlyProgram(interpreter, text) {
    if (/^python[\d.]*$/.test(interpreter))
        return readOnlyPython(text);
    if (interpreter === 'node' || interpreter === 'nodejs')
        return readOnlyNode(text);
    return false;
}
function readOnlyPython(text) {
    for (const m of text.matchAll(/^\s*(?:from\s+([\w.]+)\s+import\b[^\n;]*|import\s+([^\n;]+))/gm)) {
        const names = m[1] !== undefined ? [m[1]] : m[2].split(',').map((s) => s.trim().split(/\s+as\s+/)[0]);
        if (!names.every((n) => PY_SAFE_MODULES.has(n)))
            return false;
    }
    // `import` anywhere else (inside a line, after `;`): not read here
    const rest = text.replace(/^\s*(?:from\s+[\w.]+\s+)?import\b[^\n;]*/gm, '').replace(PY_READ_OPEN, 'READ');
    if (/\bimport\b/.test(rest))
        return false;
    return !PY_UNSAFE.test(rest);
}
function readOnlyNode(text) {
    const rest = text.replace(/\brequire\(\s*(['"])(?:node:)?(?:fs|path)\1\s*\)/g, 'LIB').replace(NODE_FS_READ, 'READ');
    return !NODE_UNSAFE.test(rest);
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
const state_js_1 = __webpack_require__(6255);
const words_js_1 = __webpack_require__(3967);
const t = (cmd, how, word, extra = {}) => ({
    word,
    dirs: cmd.dirs,
    how,
    ...extra,
});
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
            if ((0, options_js_1.has)(o, '--parents'))
                for (const s of sources)
                    targets.push(t(cmd, how, joined(dest, s), { tree: opts.tree }));
            else
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
/**
 * perl and ruby: `-e PROGRAM` is inline code; `-i` edits the named files in place. Options are
 * clustered (`-lpi`, `-ne`): a valued letter takes the rest of its word, a digit letter only the
 * digits after it (perl's `-l`, `-0777`; ruby's `-W2`), and the cluster goes on after them.
 */
function scripting(interpreter, programLetters, valuedLetters, digitLetters) {
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
                if (digitLetters.includes(c)) {
                    while (k + 1 < a.length && /[0-9a-fA-Fx]/.test(a[k + 1]) && !programLetters.includes(a[k + 1]))
                        k++;
                    continue;
                }
                if (programLetters.includes(c) || valuedLetters.includes(c)) {
                    const value = a.slice(k + 1) !== ''
                        ? { values: [[{ text: a.slice(k + 1), quoted: true }]], raw: a.slice(k + 1) }
                        : args[++i];
                    if (programLetters.includes(c))
                        programs.push({ interpreter, text: text(value) });
                    break;
                }
            }
        }
        const rest = args.slice(i);
        const files = programs.length > 0 ? rest : rest.slice(1);
        if (programs.length === 0)
            programs.push(...(rest.length === 0 ? stdinPrograms(interpreter, cmd) : scriptOperandPrograms(interpreter, rest[0], cmd)));
        return { programs, targets: inPlace ? files.map((w) => t(cmd, `${interpreter} -i`, w)) : [] };
    };
}
/**
 * The program an interpreter reads from its input: a heredoc or here-string is read (an
 * unexpanded heredoc body is still checked as written: the paths it names are in its text); a
 * pipe or a process substitution cannot be read before it runs. A file is run, not read.
 */
function stdinPrograms(interpreter, cmd) {
    return cmd.stdin.flatMap((s) => {
        if (s.kind === 'text')
            return [{ interpreter, text: s.text }];
        if (s.kind === 'pipe' || (0, walk_js_1.isProcessSubstitution)(s.word))
            return [{ interpreter, text: undefined }];
        return [];
    });
}
/** The program of a script operand that is the interpreter's input or another command's output. */
function scriptOperandPrograms(interpreter, operand, cmd) {
    const path = (0, walk_js_1.scriptPath)(operand);
    if (path === 'stdin')
        return stdinPrograms(interpreter, cmd);
    return path === 'unreadable' ? [{ interpreter, text: undefined }] : [];
}
/** python's `-c`/`-m`, after any short options it takes without a value (`-Ic`, `-uBc`, `-Im`). */
const PYTHON_CLUSTER = /^-[bBdEhiIOPqRsSuvVx]*([cm])(.*)$/s;
/** python -c PROGRAM, node -e PROGRAM, or a program read from a heredoc. */
function interpreter(name, programOptions, valued) {
    return (args, cmd) => {
        const programs = [];
        const python = name.startsWith('python');
        let i = 0;
        for (; i < args.length; i++) {
            const a = (0, words_js_1.literal)(args[i]);
            if (a === '-')
                break;
            // a script operand: a file, `<(...)`, `/dev/stdin`, or one named by a variable
            if (a === undefined || !a.startsWith('-'))
                return { programs: scriptOperandPrograms(name, args[i], cmd) };
            const eq = a.indexOf('=');
            const flag = eq === -1 ? a : a.slice(0, eq);
            // node's `-pe` / `-ep`: print and eval, the program is the next word
            if (!python && (a === '-pe' || a === '-ep')) {
                programs.push({ interpreter: name, text: text(args[++i]) });
                break;
            }
            const cluster = python ? PYTHON_CLUSTER.exec(a) : null;
            if (cluster) {
                if (cluster[1] === 'm')
                    return {}; // a module is run, not read
                programs.push({ interpreter: name, text: cluster[2] !== '' ? cluster[2] : text(args[++i]) });
                break;
            }
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
        }
        if (programs.length === 0)
            programs.push(...stdinPrograms(name, cmd));
        return { programs };
    };
}
function awk(args, cmd) {
    const o = (0, options_js_1.readOptions)(args, { short: 'fvFiW', long: ['--file', '--assign', '--field-separator', '--include'] });
    const inPlace = o.seen.some((s) => (s.name === '-i' || s.name === '--include') && text(s.value) === 'inplace');
    const fromFile = (0, options_js_1.has)(o, '-f', '--file');
    // `-v f=guard.sh '{print > f}'`: a path may come in through a variable, so known values count as program text
    const assigned = [
        ...o.seen.filter((x) => x.name === '-v' || x.name === '--assign').map((x) => x.value),
        ...o.operands.slice(1).filter((w) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(text(w) ?? '')),
    ];
    const program = text(o.operands[0]);
    const values = assigned.map((w) => (w ? text(w) : undefined));
    const programs = fromFile
        ? []
        : [
            {
                interpreter: 'awk',
                text: program === undefined ? undefined : [program, ...values.filter((v) => v !== undefined)].join('\n'),
            },
        ];
    const files = fromFile ? o.operands : o.operands.slice(1);
    return { programs, targets: inPlace ? files.map((w) => t(cmd, 'awk -i inplace', w)) : [] };
}
/** `dd of=FILE`, however the word is quoted (`"of=f"`, `o\\f=f`): by its expanded text, not as written. */
function dd(args, cmd) {
    const targets = [];
    for (const w of args) {
        const values = w.values.map((v) => (0, words_js_1.withoutPrefix)(v, 'of='));
        if (values.every((v) => v === undefined))
            continue;
        targets.push(t(cmd, 'dd of=', { values: values.map((v) => v ?? words_js_1.UNKNOWN_VALUE), raw: w.raw.replace(/^["']?of=/, '') }));
    }
    return { targets };
}
function tar(args, cmd) {
    let first = (0, words_js_1.literal)(args[0] ?? unknownWord(''));
    const rest = args.slice(first !== undefined && !first.startsWith('-') ? 1 : 0);
    if (first === undefined || first.startsWith('-'))
        first = '';
    const o = (0, options_js_1.readOptions)(rest, {
        short: 'fCbHKLNTgVX',
        long: ['--file', '--directory', '--exclude', '--files-from', '--transform'],
    });
    const letters = first + o.seen.map((s) => (s.name.length === 2 ? s.name[1] : '')).join('');
    const extract = letters.includes('x') || (0, options_js_1.has)(o, '--extract', '--get');
    const create = letters.includes('c') ||
        letters.includes('r') ||
        letters.includes('u') ||
        (0, options_js_1.has)(o, '--create', '--append', '--update');
    const targets = [];
    let archive = (0, options_js_1.valueOf)(o, '-f', '--file');
    let directory = (0, options_js_1.valueOf)(o, '-C', '--directory');
    // old style (`tar xfC a.tar DIR`): each valued letter takes the next operand, in order
    for (const letter of first.replace(/[^fCbHKLNTgVX]/g, '')) {
        const operand = o.operands.shift();
        if (letter === 'f' && !archive)
            archive = operand;
        if (letter === 'C' && !directory)
            directory = operand;
    }
    const absolute = letters.includes('P') || (0, options_js_1.has)(o, '--absolute-names');
    if (extract && absolute)
        targets.push(t(cmd, 'tar -xP', unknownWord('(the paths the archive names)'), { tree: true }));
    else if (extract)
        targets.push(t(cmd, 'tar -x', directory ?? { values: [[{ text: '.', quoted: true }]], raw: '.' }, { tree: true }));
    if (create && archive)
        targets.push(t(cmd, 'tar -c', archive));
    return { targets };
}
function unzip(args, cmd) {
    const o = (0, options_js_1.readOptions)(args, { short: 'dx' });
    if ((0, options_js_1.has)(o, '-l', '-t', '-v', '-Z', '-p', '-c', '-z'))
        return {};
    return {
        targets: [
            t(cmd, 'unzip', (0, options_js_1.valueOf)(o, '-d') ?? { values: [[{ text: '.', quoted: true }]], raw: '.' }, { tree: true }),
        ],
    };
}
/**
 * gzip and kin: the input is replaced by its (de)compressed twin. Decompressing `f.gz` writes `f`
 * (the name without its suffix), so both names are targets.
 */
function compressor(how, decompresses) {
    return (args, cmd) => {
        const o = (0, options_js_1.readOptions)(args, { short: 'S', long: ['--suffix'] });
        if ((0, options_js_1.has)(o, '-c', '--stdout', '--to-stdout', '-l', '--list', '-t', '--test'))
            return {};
        const undo = decompresses || (0, options_js_1.has)(o, '-d', '--decompress', '--uncompress');
        const keep = (0, options_js_1.has)(o, '-k', '--keep');
        const targets = [];
        for (const w of o.operands) {
            if (!keep)
                targets.push(t(cmd, how, w));
            if (undo) {
                const name = text(w);
                const out = name === undefined
                    ? undefined
                    : name.replace(/\.(gz|z|bz2|xz|lzma|zst|lz4)$/i, '').replace(/\.(tgz|tbz2?|txz)$/i, '.tar');
                targets.push(t(cmd, how, out === undefined || out === name
                    ? unknownWord(w.raw)
                    : { values: [[{ text: out, quoted: true }]], raw: out }));
            }
        }
        return { targets };
    };
}
function curl(args, cmd) {
    const o = (0, options_js_1.readOptions)(args, {
        short: 'oDcKTuXHdAeEFrwxyYzU',
        long: [
            '--output',
            '--dump-header',
            '--cookie-jar',
            '--output-dir',
            '--trace',
            '--trace-ascii',
            '--stderr',
            '--config',
            '--data',
            '--header',
            '--request',
            '--user',
        ],
    });
    const targets = [];
    const outputDir = text((0, options_js_1.valueOf)(o, '--output-dir'));
    for (const s of o.seen) {
        if (['-o', '--output', '-D', '--dump-header', '-c', '--cookie-jar', '--trace', '--trace-ascii', '--stderr'].includes(s.name) &&
            s.value) {
            targets.push(t(cmd, `curl ${s.name}`, outputDir && (s.name === '-o' || s.name === '--output') ? prefixed(outputDir, s.value) : s.value));
        }
    }
    if ((0, options_js_1.has)(o, '-O', '--remote-name', '--remote-name-all', '-J', '--remote-header-name')) {
        targets.push(t(cmd, 'curl -O', {
            values: [[{ text: `${outputDir ?? '.'}/`, quoted: true }, null]],
            raw: '(name from the URL)',
        }));
    }
    return { targets };
}
function prefixed(dir, w) {
    return { values: w.values.map((v) => [{ text: `${dir}/`, quoted: true }, ...v]), raw: `${dir}/${w.raw}` };
}
function wget(args, cmd) {
    const o = (0, options_js_1.readOptions)(args, {
        short: 'OoaPeiUtTwQlAIXDBh',
        long: ['--output-document', '--output-file', '--append-output', '--directory-prefix'],
    });
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
        const base = u === undefined
            ? undefined
            : u
                .replace(/[?#].*$/, '')
                .replace(/\/+$/, '')
                .split('/')
                .pop();
        targets.push(t(cmd, 'wget', {
            values: [[{ text: `${prefix}/`, quoted: true }, base ? { text: base, quoted: true } : null]],
            raw: u ?? url.raw,
        }, { tree: (0, options_js_1.has)(o, '-r', '--recursive', '-m', '--mirror') }));
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
            dirs = dirs.map((base) => (d === undefined ? null : (0, state_js_1.resolveIn)(base, d)));
        }
        else if (a === '--work-tree' || a.startsWith('--work-tree=')) {
            // from outside the work tree, git takes pathspecs relative to its top
            const tree = a === '--work-tree' ? (0, words_js_1.literal)(args[++i] ?? unknownWord('')) : a.slice('--work-tree='.length);
            dirs = [...dirs, tree === undefined ? null : tree];
        }
        else if (a === '-c' || a === '--git-dir' || a === '--namespace' || a === '--config-env')
            i++;
    }
    const sub = (0, words_js_1.literal)(args[i] ?? unknownWord(''));
    const rest = args.slice(i + 1);
    const c = { ...cmd, dirs };
    const targets = [];
    // Options that write a file whatever the subcommand (`git diff --output=F`, `git log --output F`).
    for (let k = 0; k < rest.length; k++) {
        const a = (0, words_js_1.literal)(rest[k]);
        if (a === '--output' && rest[k + 1])
            targets.push(t(c, `git ${sub ?? ''} --output`, rest[k + 1]));
        else if (a?.startsWith('--output='))
            targets.push(t(c, `git ${sub ?? ''} --output`, (0, words_js_1.suffixOf)(rest[k], '--output=')));
        else if (a === '--pathspec-from-file' || a?.startsWith('--pathspec-from-file=')) {
            // the paths are in a file read when it runs: any of them may be restored
            if (sub === 'checkout' || sub === 'restore' || sub === 'rm')
                targets.push(t(c, `git ${sub} --pathspec-from-file`, unknownWord(a), { tree: true }));
        }
    }
    switch (sub) {
        case 'archive': {
            const o = (0, options_js_1.readOptions)(rest, {
                short: 'o',
                long: ['--format', '--prefix', '--remote', '--exec', '--add-file', '--add-virtual-file'],
            });
            const out = (0, options_js_1.valueOf)(o, '-o');
            if (out)
                targets.push(t(c, 'git archive -o', out));
            break;
        }
        case 'checkout-index': {
            const o = (0, options_js_1.readOptions)(rest, { long: ['--prefix', '--stage'] });
            if ((0, options_js_1.has)(o, '-a', '--all') || (0, options_js_1.has)(o, '--stdin'))
                targets.push(t(c, 'git checkout-index', unknownWord('(every file in the index)'), { tree: true }));
            for (const w of o.operands)
                targets.push(t(c, 'git checkout-index', w));
            break;
        }
        case 'bundle':
            if ((0, words_js_1.literal)(rest[0] ?? unknownWord('')) === 'create' && rest[1])
                targets.push(t(c, 'git bundle create', rest[1]));
            break;
        case 'format-patch': {
            const o = (0, options_js_1.readOptions)(rest, { short: 'ov', long: ['--output-directory'] });
            const out = (0, options_js_1.valueOf)(o, '-o', '--output-directory');
            if (out)
                targets.push(t(c, 'git format-patch -o', out, { tree: true }));
            break;
        }
        case 'checkout': {
            const dash = rest.findIndex((w) => (0, words_js_1.literal)(w) === '--');
            const o = (0, options_js_1.readOptions)(dash === -1 ? rest : rest.slice(0, dash), {
                short: 'bB',
                long: ['--orphan', '--conflict', '--pathspec-from-file'],
            });
            if (dash !== -1) {
                // `git checkout [REV] -- PATHS`: from REV, else from the index
                const from = o.operands.length === 1 ? text(o.operands[0]) : o.operands.length === 0 ? 'index' : undefined;
                const paths = rest.slice(dash + 1);
                targets.push(...restoreTargets(c, 'git checkout --', paths, from === undefined ? undefined : { from }));
            }
            else if (!(0, options_js_1.has)(o, '-b', '-B', '--orphan') && o.operands.length > 0)
                targets.push(...restoreTargets(c, 'git checkout', o.operands, { from: 'index', firstMayBeRevision: true }, true));
            break;
        }
        case 'restore': {
            const o = (0, options_js_1.readOptions)(rest, { short: 's', long: ['--source', '--pathspec-from-file', '--conflict'] });
            const staged = (0, options_js_1.has)(o, '-S', '--staged');
            const worktree = (0, options_js_1.has)(o, '-W', '--worktree');
            const source = (0, options_js_1.valueOf)(o, '-s', '--source');
            const from = source ? text(source) : staged ? 'HEAD' : 'index';
            if (!staged || worktree)
                targets.push(...restoreTargets(c, 'git restore', o.operands, from === undefined ? undefined : { from }));
            break;
        }
        case 'stash':
            targets.push(...stashTargets(rest, c));
            break;
        case 'rm': {
            const o = (0, options_js_1.readOptions)(rest, { long: ['--pathspec-from-file'] });
            if (!(0, options_js_1.has)(o, '--cached'))
                for (const w of o.operands)
                    targets.push(t(c, 'git rm', gitPathspec(w), { tree: true }));
            break;
        }
        case 'mv':
            return { targets: copyLike('git mv', {}, { tree: true, removesSources: true })(rest, c).targets ?? [] };
        case 'apply':
        case 'am': {
            const o = (0, options_js_1.readOptions)(rest, {
                short: 'pC',
                long: ['--directory', '--exclude', '--include', '--whitespace', '--build-fake-ancestor'],
            });
            if ((0, options_js_1.has)(o, '--stat', '--numstat', '--summary', '--check') && !(0, options_js_1.has)(o, '--apply'))
                break;
            const strip = Number(text((0, options_js_1.valueOf)(o, '-p')) ?? 1);
            const patches = o.operands.length > 0 ? o.operands : [stdinPatch(cmd)];
            // `--directory=DIR` puts DIR before every path in the patch
            const directory = (0, options_js_1.valueOf)(o, '--directory');
            const patchDir = directory ? (text(directory) ?? null) : undefined;
            for (const w of patches)
                targets.push(t(c, `git ${sub}`, w, { patch: Number.isFinite(strip) ? strip : 1, patchDir }));
            break;
        }
        default:
            break;
    }
    return { targets };
}
/**
 * Targets for a git command that puts the given pathspecs back: one target judged by `git diff`
 * when the pathspecs and the source are known, else each pathspec as a tree it may rewrite
 * (as before: fail closed). `ifExists`: without `--` a word may name a branch instead.
 */
function restoreTargets(cmd, how, paths, restore, ifExists = false) {
    const specs = paths.map((w) => (w.values.length === 1 ? (0, words_js_1.textOf)(w.values[0]) : undefined));
    if (restore && paths.length > 0 && specs.every((s) => s !== undefined))
        return [t(cmd, how, paths[0], { tree: true, gitRestore: { ...restore, pathspecs: specs } })];
    return paths.map((w) => t(cmd, how, gitPathspec(w), { tree: true, ifExists }));
}
/**
 * git reads pathspec magic (`:(glob)`, `:!x`, `:/`) and globs itself, also those quoted away from
 * the shell (`'*.sh'`): such a word may name anything.
 */
function gitPathspec(w) {
    const gits = (v) => ((0, words_js_1.textOf)(v) ?? '').startsWith(':') || v.some((p) => p?.quoted === true && /[*?[]/.test(p.text));
    return w.values.some(gits) ? unknownWord(w.raw) : w;
}
/** `git stash` (push, save): tracked changes are reset to HEAD; `pop`/`apply`: the stash's changes are applied. */
function stashTargets(rest, cmd) {
    const verb = (0, words_js_1.literal)(rest[0] ?? unknownWord('')) ?? (rest.length === 0 ? 'push' : undefined);
    if (verb === undefined)
        return [t(cmd, 'git stash', unknownWord(rest[0].raw), { tree: true })];
    if (['list', 'show', 'drop', 'clear', 'create', 'store', 'branch'].includes(verb))
        return [];
    const explicit = ['push', 'save', 'pop', 'apply'].includes(verb);
    const args = explicit ? rest.slice(1) : rest;
    const o = (0, options_js_1.readOptions)(args, { short: 'm', long: ['--message', '--pathspec-from-file'] });
    const how = `git stash${explicit ? ` ${verb}` : ''}`;
    if (verb === 'pop' || verb === 'apply') {
        const ref = o.operands[0] ? text(o.operands[0]) : 'stash@{0}';
        if (ref === undefined)
            return [t(cmd, how, unknownWord(o.operands[0].raw), { tree: true })];
        return [t(cmd, how, unknownWord('.'), { tree: true, gitRestore: { from: ref, pathspecs: ['.'], stash: true } })];
    }
    const untracked = (0, options_js_1.has)(o, '-u', '--include-untracked', '-a', '--all');
    // `git stash save MESSAGE`: the operands are the message
    const paths = verb === 'save' ? [] : o.operands.filter((w) => (0, words_js_1.literal)(w) !== '--');
    const specs = paths.length > 0 ? paths : [{ values: [[{ text: ':/', quoted: true }]], raw: '.' }];
    return restoreTargets(cmd, how, specs, { from: 'HEAD', untracked });
}
/** `dest/source` as one word (cp --parents keeps the source's path under the destination). */
function joined(dest, source) {
    const values = dest.values.flatMap((d) => source.values.map((v) => [...d, { text: '/', quoted: true }, ...v]));
    return { values, raw: `${dest.raw}/${source.raw}` };
}
/** The patch a command reads from its input: a redirected file, else unknown. */
function stdinPatch(cmd) {
    const file = cmd.stdin.find((s) => s.kind === 'file');
    return file && file.kind === 'file' ? file.word : unknownWord('(patch read from input)');
}
function patch(args, cmd) {
    const o = (0, options_js_1.readOptions)(args, {
        short: 'pidoBrDFVYzg',
        long: ['--strip', '--input', '--directory', '--output', '--reject-file', '--prefix', '--suffix'],
    });
    const targets = [];
    const stripText = text((0, options_js_1.valueOf)(o, '-p', '--strip'));
    const strip = stripText === undefined ? -1 : Number(stripText);
    const out = (0, options_js_1.valueOf)(o, '-o', '--output');
    if (out)
        targets.push(t(cmd, 'patch -o', out));
    // `-d DIR`: patch runs in DIR, and the paths in the patch are relative to it
    const dir = (0, options_js_1.valueOf)(o, '-d', '--directory');
    const dirText = dir ? text(dir) : undefined;
    const inDir = dir
        ? { ...cmd, dirs: cmd.dirs.map((d) => (dirText === undefined ? null : (0, state_js_1.resolveIn)(d, dirText))) }
        : cmd;
    if (o.operands[0])
        targets.push(t(inDir, 'patch', o.operands[0]));
    else
        targets.push(t(cmd, 'patch', (0, options_js_1.valueOf)(o, '-i', '--input') ?? o.operands[1] ?? stdinPatch(cmd), {
            patch: strip,
            patchDir: dir ? (dirText ?? null) : undefined,
        }));
    return { targets };
}
const HANDLERS = {
    cp: copyLike('cp', { short: 'tS', long: ['--target-directory', '--suffix'] }, { tree: true, removesSources: false }),
    mv: copyLike('mv', { short: 'tS', long: ['--target-directory', '--suffix'] }, { tree: true, removesSources: true }),
    install: (args, cmd) => {
        const o = (0, options_js_1.readOptions)(args, {
            short: 'mogtS',
            long: ['--mode', '--owner', '--group', '--target-directory', '--suffix'],
        });
        if ((0, options_js_1.has)(o, '-d', '--directory'))
            return {};
        return copyLike('install', { short: 'mogtS', long: ['--mode', '--owner', '--group', '--target-directory', '--suffix'] }, { tree: false, removesSources: false })(args, cmd);
    },
    ln: copyLike('ln', { short: 'tS', long: ['--target-directory', '--suffix'] }, { tree: false, removesSources: false, singleOperandIntoCwd: true }),
    rsync: (args, cmd) => {
        const o = (0, options_js_1.readOptions)(args, {
            short: 'eTfBM',
            long: [
                '--rsh',
                '--temp-dir',
                '--filter',
                '--exclude',
                '--include',
                '--exclude-from',
                '--include-from',
                '--files-from',
                '--backup-dir',
                '--suffix',
                '--chmod',
                '--rsync-path',
                '--partial-dir',
                '--compare-dest',
                '--copy-dest',
                '--link-dest',
                '--log-file',
            ],
        });
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
    // a FIFO or device in a file's place makes every later read of it block or never end
    mkfifo: operands('mkfifo', { short: 'm', long: ['--mode', '--context'] }),
    mknod: (args, cmd) => {
        const o = (0, options_js_1.readOptions)(args, { short: 'm', long: ['--mode', '--context'] });
        return { targets: o.operands[0] ? [t(cmd, 'mknod', o.operands[0])] : [] };
    },
    truncate: operands('truncate', { short: 'sr', long: ['--size', '--reference'] }),
    fallocate: operands('fallocate', { short: 'lon', long: ['--length', '--offset'] }),
    tee: operands('tee'),
    sponge: operands('sponge'),
    chmod,
    chown: operands('chown', { long: ['--reference', '--from'] }, recursive, true),
    chgrp: operands('chgrp', { long: ['--reference'] }, recursive, true),
    chattr: operands('chattr', {}, recursive, true),
    sed,
    perl: scripting('perl', 'eE', 'IMmFxdC', 'l0'),
    ruby: scripting('ruby', 'e', 'IrCFEKTx', '0W'),
    awk,
    gawk: awk,
    dd,
    sort: (args, cmd) => {
        const o = (0, options_js_1.readOptions)(args, {
            short: 'oktSTy',
            long: ['--output', '--key', '--field-separator', '--buffer-size', '--temporary-directory'],
        });
        const out = (0, options_js_1.valueOf)(o, '-o', '--output');
        return { targets: out ? [t(cmd, 'sort -o', out)] : [] };
    },
    uniq: (args, cmd) => {
        const o = (0, options_js_1.readOptions)(args, { short: 'fsw', long: ['--skip-fields', '--skip-chars', '--check-chars'] });
        return { targets: o.operands[1] ? [t(cmd, 'uniq', o.operands[1])] : [] };
    },
    tar,
    unzip,
    gzip: compressor('gzip', false),
    gunzip: compressor('gunzip', true),
    bzip2: compressor('bzip2', false),
    bunzip2: compressor('bunzip2', true),
    xz: compressor('xz', false),
    unxz: compressor('unxz', true),
    zstd: compressor('zstd', false),
    unzstd: compressor('unzstd', true),
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
    deno: (args) => (0, words_js_1.literal)(args[0] ?? unknownWord('')) === 'eval'
        ? { programs: [{ interpreter: 'deno', text: text(args[args.length - 1]) }] }
        : {},
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
        const how = `${first.raw} (a command not known before it runs)`;
        out.targets = cmd.args.slice(first.values.length > 1 ? 0 : 1).map((w) => t(cmd, how, w));
        // `$X`, `"$@"`, `"${a[@]}"` may split into a command and its operands, which are then not in
        // the line at all (`X=$(echo rm f); $X`): whatever it writes cannot be known.
        if (mayHideOperands(first))
            out.targets.push(t(cmd, how, unknownWord(first.raw)));
        return out;
    }
    const handler = HANDLERS[name] ?? (/^python[0-9.]*$/.test(name) ? HANDLERS.python : undefined);
    if (!handler)
        return out;
    const found = handler(cmd.args.slice(1), cmd);
    out.targets = found.targets ?? [];
    out.programs = found.programs ?? [];
    // `sed $OPT s/a/b/ f`: a word not known before it runs may be the option that makes the command
    // write its operands (`-i`), so each operand it names counts as written.
    if (OPTION_WRITERS.has(name) && cmd.args.slice(1).some((w) => w.values.some((v) => v[0] === null))) {
        const how = `${name} (with an option not known before it runs)`;
        for (const w of cmd.args.slice(1)) {
            const a = (0, words_js_1.literal)(w);
            if (a !== undefined && !a.startsWith('-'))
                out.targets.push(t(cmd, how, w));
        }
    }
    return out;
}
/** Commands that write their operands only under an option (`sed -i`, `sort -o F`, `gzip` unless `-c`). */
const OPTION_WRITERS = new Set([
    'sed',
    'gsed',
    'perl',
    'ruby',
    'awk',
    'gawk',
    'sort',
    'uniq',
    'gzip',
    'gunzip',
    'bzip2',
    'bunzip2',
    'xz',
    'unxz',
    'zstd',
]);
/** Whether an unknown command word may expand to several words: anything but one quoted `"$NAME"`. */
function mayHideOperands(word) {
    return (word.values.some((v) => v.includes(null)) &&
        !/^"\$(\{[A-Za-z_][A-Za-z0-9_]*\}|[A-Za-z_][A-Za-z0-9_]*)"$/.test(word.raw));
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

/***/ 5164:
/***/ ((__unused_webpack_module, exports) => {


/**
 * The arity table: for each known command line tool, how many positional words name what it does
 * (its canonical prefix). `git status -s` and `git status --porcelain` are both `git status`;
 * `git push origin main` is `git push`. Flags never belong to the prefix; the `valued` options
 * of an entry take the next word as their value, so that word is skipped too (`git -C dir status`).
 * A longer entry (`docker compose`) refines a shorter one (`docker`) and inherits its options.
 * A program not in the table has arity 1: its name alone. Data only; read by canonicalPrefix.ts.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WRAPPERS = exports.ARITY = void 0;
exports.arityEntry = arityEntry;
exports.isRefined = isRefined;
const e = (prefix, arity, reason, extra = {}) => ({
    prefix,
    arity,
    reason,
    ...extra,
});
const OPERANDS = 'its operands are files or text, not subcommands';
const WRAP = 'a wrapper: the command it runs is judged as a segment of its own';
const GIT_VALUED = [
    '-C',
    '-c',
    '--git-dir',
    '--work-tree',
    '--namespace',
    '--config-env',
    '--super-prefix',
    '--list-cmds',
];
const GIT_FLAGS = [
    '-p',
    '--paginate',
    '-P',
    '--no-pager',
    '--bare',
    '--no-replace-objects',
    '--literal-pathspecs',
    '--glob-pathspecs',
    '--noglob-pathspecs',
    '--icase-pathspecs',
    '--no-optional-locks',
    '--no-advice',
    '--exec-path',
    '--version',
    '--help',
    '-h',
    '--html-path',
    '--man-path',
    '--info-path',
    '--no-lazy-fetch',
];
const COMPOSE_VALUED = [
    '-f',
    '--file',
    '-p',
    '--project-name',
    '--profile',
    '--env-file',
    '--project-directory',
    '--ansi',
    '--progress',
    '--parallel',
];
const COMPOSE_FLAGS = ['--compatibility', '--dry-run', '--all-resources', '--verbose'];
const KUBE_VALUED = [
    '-n',
    '--namespace',
    '--context',
    '--cluster',
    '--user',
    '--kubeconfig',
    '-s',
    '--server',
    '--token',
    '--as',
    '--as-group',
    '--as-uid',
    '--request-timeout',
    '-v',
    '--v',
    '--certificate-authority',
    '--client-certificate',
    '--client-key',
    '--tls-server-name',
    '--cache-dir',
    '--profile',
    '--profile-output',
    '--password',
    '--username',
    '--log-file',
    '--vmodule',
];
const KUBE_FLAGS = [
    '--insecure-skip-tls-verify',
    '--warnings-as-errors',
    '--match-server-version',
    '--disable-compression',
    '--logtostderr',
];
const NPM_VALUED = [
    '-w',
    '--workspace',
    '--prefix',
    '-C',
    '--userconfig',
    '--globalconfig',
    '--cache',
    '--registry',
    '--loglevel',
    '--script-shell',
];
const NPM_FLAGS = [
    '-g',
    '--global',
    '-s',
    '--silent',
    '-q',
    '--quiet',
    '-d',
    '--verbose',
    '-ws',
    '--workspaces',
    '--include-workspace-root',
    '-y',
    '--yes',
    '--no',
    '--json',
    '--dry-run',
    '--offline',
    '--prefer-offline',
    '--ignore-scripts',
    '--legacy-peer-deps',
    '-f',
    '--force',
    '--if-present',
    '--foreground-scripts',
];
const PNPM_VALUED = [
    '-C',
    '--dir',
    '--filter',
    '-F',
    '--reporter',
    '--loglevel',
    '--store-dir',
    '--config-dir',
    '--workspace-concurrency',
];
const PNPM_FLAGS = [
    '-w',
    '--workspace-root',
    '-r',
    '--recursive',
    '-s',
    '--silent',
    '--stream',
    '--parallel',
    '--aggregate-output',
    '--frozen-lockfile',
    '--prod',
    '-P',
    '-D',
    '--dev',
    '--offline',
    '--prefer-offline',
    '--ignore-scripts',
    '--if-present',
    '-g',
    '--global',
];
const YARN_VALUED = ['--cwd', '--mutex', '--cache-folder', '--modules-folder', '--network-timeout', '--registry'];
const YARN_FLAGS = [
    '-s',
    '--silent',
    '--frozen-lockfile',
    '--immutable',
    '--offline',
    '--prefer-offline',
    '--ignore-scripts',
    '--production',
    '-W',
    '--ignore-workspace-root-check',
    '-D',
    '--dev',
    '--verbose',
    '--non-interactive',
];
const CARGO_VALUED = [
    '--config',
    '-Z',
    '--color',
    '-C',
    '--manifest-path',
    '-p',
    '--package',
    '-j',
    '--jobs',
    '--target',
    '--target-dir',
    '--features',
    '-F',
    '--profile',
];
const CARGO_FLAGS = [
    '-v',
    '-vv',
    '--verbose',
    '-q',
    '--quiet',
    '--frozen',
    '--locked',
    '--offline',
    '--list',
    '-V',
    '--version',
    '--release',
    '-r',
    '--all-features',
    '--no-default-features',
    '--workspace',
    '--all',
];
const MAKE_VALUED = [
    '-C',
    '--directory',
    '-f',
    '--file',
    '--makefile',
    '-I',
    '--include-dir',
    '-o',
    '--old-file',
    '-W',
    '--what-if',
    '--assume-new',
    '--new-file',
    '-j',
    '--jobs',
    '-l',
    '--load-average',
    '--eval',
    '-E',
];
const MAKE_FLAGS = [
    '-B',
    '--always-make',
    '-d',
    '-e',
    '--environment-overrides',
    '-i',
    '--ignore-errors',
    '-k',
    '--keep-going',
    '-n',
    '--just-print',
    '--dry-run',
    '-q',
    '--question',
    '-r',
    '--no-builtin-rules',
    '-R',
    '-s',
    '--silent',
    '--quiet',
    '-S',
    '-t',
    '--touch',
    '-w',
    '--print-directory',
    '--no-print-directory',
    '--trace',
    '-O',
    '--output-sync',
];
const APT_VALUED = ['-o', '--option', '-c', '--config-file', '-t', '--target-release'];
const APT_FLAGS = [
    '-y',
    '--yes',
    '--assume-yes',
    '-q',
    '-qq',
    '--quiet',
    '-s',
    '--simulate',
    '--dry-run',
    '--no-install-recommends',
    '-f',
    '--fix-broken',
    '-V',
    '--purge',
    '--reinstall',
    '--allow-downgrades',
    '-d',
    '--download-only',
];
const SYSTEMCTL_VALUED = [
    '-H',
    '--host',
    '-M',
    '--machine',
    '-t',
    '--type',
    '-p',
    '--property',
    '-s',
    '--signal',
    '--state',
    '-n',
    '--lines',
    '-o',
    '--output',
    '--root',
    '--job-mode',
    '--kill-whom',
];
const SYSTEMCTL_FLAGS = [
    '--user',
    '--system',
    '--global',
    '-q',
    '--quiet',
    '--now',
    '--no-block',
    '--no-pager',
    '--no-legend',
    '-a',
    '--all',
    '-l',
    '--full',
    '-f',
    '--force',
    '--runtime',
    '--no-reload',
    '--no-ask-password',
    '-i',
    '--ignore-inhibitors',
    '--dry-run',
    '--failed',
    '-r',
    '--recursive',
];
exports.ARITY = [
    // version control
    e('git', 2, 'the subcommand names the action: git status reads, git push publishes', {
        valued: GIT_VALUED,
        flags: GIT_FLAGS,
    }),
    e('git config', 3, 'the key names what is read or set (git config user.email)', {
        valued: ['-f', '--file', '--blob', '--type', '--default', '--comment'],
        flags: [
            '--global',
            '--system',
            '--local',
            '--worktree',
            '--get',
            '--get-all',
            '--get-regexp',
            '--unset',
            '--unset-all',
            '-l',
            '--list',
            '--add',
            '--replace-all',
            '--bool',
            '--int',
            '--path',
            '--show-origin',
            '--show-scope',
            '--name-only',
            '-z',
            '--null',
            '-e',
            '--edit',
        ],
    }),
    e('git remote', 3, 'the remote subcommand names the action (git remote add, git remote remove)', {
        flags: ['-v', '--verbose'],
    }),
    e('git stash', 3, 'the stash subcommand names the action (git stash list reads, git stash drop deletes)', {
        valued: ['-m', '--message'],
        flags: [
            '-u',
            '--include-untracked',
            '-k',
            '--keep-index',
            '--no-keep-index',
            '-a',
            '--all',
            '-q',
            '--quiet',
            '-p',
            '--patch',
            '-S',
            '--staged',
        ],
    }),
    e('git worktree', 3, 'the worktree subcommand names the action (git worktree add, git worktree remove)'),
    e('git submodule', 3, 'the submodule subcommand names the action (git submodule update, git submodule foreach)'),
    e('git bisect', 3, 'the bisect subcommand names the action (git bisect start, git bisect run)'),
    e('git notes', 3, 'the notes subcommand names the action (git notes add, git notes remove)'),
    e('git lfs', 3, 'git lfs is a tool of its own; its subcommand names the action (git lfs push)'),
    e('git sparse-checkout', 3, 'the sparse-checkout subcommand names the action (git sparse-checkout set)'),
    e('git reflog', 3, 'the reflog subcommand names the action (git reflog expire deletes history)'),
    e('git maintenance', 3, 'the maintenance subcommand names the action (git maintenance start)'),
    e('git credential', 3, 'the credential subcommand names the action (git credential fill prints a secret)'),
    e('hg', 2, 'the subcommand names the action (hg push, hg strip)'),
    e('svn', 2, 'the subcommand names the action (svn commit, svn delete)'),
    e('jj', 2, 'the subcommand names the action (jj abandon, jj squash)'),
    e('jj git', 3, 'jj git is a group; its subcommand names the action (jj git push)'),
    e('fossil', 2, 'the subcommand names the action (fossil commit)'),
    e('git-lfs', 2, 'the subcommand names the action (git-lfs push)'),
    // hosting
    e('gh', 3, 'a command group and its action (gh pr merge, gh repo delete)', {
        valued: ['-R', '--repo', '--hostname'],
    }),
    e('gh api', 2, 'the endpoint is an argument; the method is a flag (-X)'),
    e('gh browse', 2, 'its operands are what to open, not subcommands'),
    e('gh status', 2, 'gh status takes no subcommand'),
    e('glab', 3, 'a command group and its action (glab mr merge)', { valued: ['-R', '--repo'] }),
    // JavaScript
    e('npm', 2, 'the subcommand names the action (npm test, npm publish)', { valued: NPM_VALUED, flags: NPM_FLAGS }),
    e('npm run', 3, 'the script named is what runs (npm run build)'),
    e('npm run-script', 3, 'the script named is what runs (npm run-script build)'),
    e('npm exec', 3, 'the package named is what runs (npm exec prettier)'),
    e('npm config', 3, 'the config subcommand names the action (npm config set)'),
    e('npm cache', 3, 'the cache subcommand names the action (npm cache clean)'),
    e('npm pkg', 3, 'the pkg subcommand names the action (npm pkg set)'),
    e('npm dist-tag', 3, 'the dist-tag subcommand names the action (npm dist-tag add)'),
    e('npm access', 3, 'the access subcommand names the action (npm access set)'),
    e('npm owner', 3, 'the owner subcommand names the action (npm owner rm)'),
    e('npm token', 3, 'the token subcommand names the action (npm token create)'),
    e('npm audit', 3, 'npm audit fix changes the lockfile; npm audit alone reads'),
    e('npx', 2, 'the package named is what runs (npx prettier)', {
        valued: ['-p', '--package', '-c', '--call'],
        flags: ['-y', '--yes', '--no', '-q', '--quiet'],
    }),
    e('pnpm', 2, 'the subcommand names the action, or the script it runs (pnpm build)', {
        valued: PNPM_VALUED,
        flags: PNPM_FLAGS,
    }),
    e('pnpm run', 3, 'the script named is what runs (pnpm run build)'),
    e('pnpm exec', 3, 'the program named is what runs (pnpm exec tsc)'),
    e('pnpm dlx', 3, 'the package named is what runs (pnpm dlx create-vite)'),
    e('pnpx', 2, 'the package named is what runs (pnpx prettier)'),
    e('yarn', 2, 'the subcommand names the action, or the script it runs (yarn build)', {
        valued: YARN_VALUED,
        flags: YARN_FLAGS,
    }),
    e('yarn run', 3, 'the script named is what runs (yarn run build)'),
    e('yarn workspace', 4, 'the workspace named and the script run in it (yarn workspace web build)'),
    e('yarn dlx', 3, 'the package named is what runs (yarn dlx create-vite)'),
    e('bun', 2, 'the subcommand names the action, or the script it runs (bun install, bun build)', {
        valued: ['--cwd', '-c', '--config', '--filter', '-F', '--env-file'],
        flags: ['--bun', '--silent', '--watch', '--hot', '--smol', '-b'],
    }),
    e('bun run', 3, 'the script or file named is what runs (bun run dev)'),
    e('bun x', 3, 'the package named is what runs (bun x prettier)'),
    e('bunx', 2, 'the package named is what runs (bunx prettier)'),
    e('deno', 2, 'the subcommand names the action (deno run, deno compile)'),
    e('deno task', 3, 'the task named is what runs (deno task dev)'),
    e('node', 1, 'its operand is the script to run'),
    e('tsc', 1, 'a compiler: its operands are files'),
    e('tsx', 1, 'its operand is the script to run'),
    e('eslint', 1, 'a linter: its operands are files'),
    e('prettier', 1, 'a formatter: its operands are files'),
    e('jest', 1, 'a test runner: its operands are test paths'),
    e('vitest', 2, 'the mode names the action (vitest run, vitest watch)'),
    e('mocha', 1, 'a test runner: its operands are test paths'),
    e('playwright', 2, 'the subcommand names the action (playwright test, playwright install)'),
    e('vite', 2, 'the subcommand names the action (vite build, vite preview)'),
    e('webpack', 2, 'the subcommand names the action (webpack serve)'),
    e('next', 2, 'the subcommand names the action (next build, next start)'),
    e('nuxt', 2, 'the subcommand names the action (nuxt build, nuxt generate)'),
    e('ng', 2, 'the subcommand names the action (ng build, ng deploy)'),
    e('nx', 2, 'the subcommand names the action (nx run, nx affected)'),
    e('turbo', 2, 'the subcommand names the action (turbo run)'),
    e('lerna', 2, 'the subcommand names the action (lerna publish)'),
    e('expo', 2, 'the subcommand names the action (expo start, expo publish)'),
    e('vercel', 2, 'the subcommand names the action (vercel deploy, vercel env)'),
    e('netlify', 2, 'the subcommand names the action (netlify deploy)'),
    e('wrangler', 2, 'the subcommand names the action (wrangler deploy)'),
    e('firebase', 2, 'the subcommand names the action (firebase deploy)'),
    e('prisma', 2, 'the subcommand names the action (prisma generate, prisma studio)'),
    e('prisma migrate', 3, 'the migrate subcommand names the action (prisma migrate reset drops the database)'),
    e('prisma db', 3, 'the db subcommand names the action (prisma db push)'),
    // Python
    e('python', 1, 'its operand is the script to run'),
    e('python3', 1, 'its operand is the script to run'),
    e('pip', 2, 'the subcommand names the action (pip install, pip uninstall)', {
        valued: [
            '--log',
            '--proxy',
            '--retries',
            '--timeout',
            '--exists-action',
            '--trusted-host',
            '--cert',
            '--client-cert',
            '--cache-dir',
            '--python',
        ],
        flags: [
            '-v',
            '--verbose',
            '-q',
            '--quiet',
            '--isolated',
            '--no-input',
            '--no-cache-dir',
            '--disable-pip-version-check',
            '--no-color',
            '--require-virtualenv',
            '-V',
            '--version',
        ],
    }),
    e('pip3', 2, 'the subcommand names the action (pip3 install)'),
    e('pipx', 2, 'the subcommand names the action (pipx install, pipx run)'),
    e('pipx run', 3, 'the package named is what runs (pipx run black)'),
    e('poetry', 2, 'the subcommand names the action (poetry add, poetry publish)'),
    e('poetry run', 3, 'the program named is what runs (poetry run pytest)'),
    e('uv', 2, 'the subcommand names the action (uv sync, uv add)'),
    e('uv pip', 3, 'uv pip mirrors pip: its subcommand names the action (uv pip install)'),
    e('uv run', 3, 'the program named is what runs (uv run pytest)'),
    e('uvx', 2, 'the package named is what runs (uvx ruff)'),
    e('pdm', 2, 'the subcommand names the action (pdm add, pdm publish)'),
    e('hatch', 2, 'the subcommand names the action (hatch build, hatch publish)'),
    e('conda', 2, 'the subcommand names the action (conda install, conda remove)'),
    e('conda env', 3, 'the env subcommand names the action (conda env remove)'),
    e('mamba', 2, 'the subcommand names the action (mamba install, mamba remove)'),
    e('pytest', 1, 'a test runner: its operands are test paths'),
    e('ruff', 2, 'the subcommand names the action (ruff check, ruff format)'),
    e('black', 1, 'a formatter: its operands are files'),
    e('mypy', 1, 'a type checker: its operands are files'),
    e('flake8', 1, 'a linter: its operands are files'),
    e('pylint', 1, 'a linter: its operands are files'),
    e('django-admin', 2, 'the management command names the action (django-admin migrate)'),
    // Ruby, PHP
    e('ruby', 1, 'its operand is the script to run'),
    e('gem', 2, 'the subcommand names the action (gem install, gem push)'),
    e('bundle', 2, 'the subcommand names the action (bundle install)'),
    e('bundle exec', 3, 'the program named is what runs (bundle exec rspec)'),
    e('rails', 2, 'the subcommand names the action (rails server, rails db:drop)'),
    e('rake', 2, 'each task named runs (rake db:migrate test)', { targets: true }),
    e('rubocop', 1, 'a linter: its operands are files'),
    e('php', 1, 'its operand is the script to run'),
    e('php artisan', 3, 'the artisan command names the action (php artisan migrate:fresh)'),
    e('composer', 2, 'the subcommand names the action (composer require)'),
    // JVM, .NET, native toolchains
    e('java', 1, 'its operand is the class or jar to run'),
    e('mvn', 2, 'each phase or goal named runs (mvn clean deploy)', {
        targets: true,
        valued: [
            '-f',
            '--file',
            '-s',
            '--settings',
            '-gs',
            '--global-settings',
            '-P',
            '--activate-profiles',
            '-pl',
            '--projects',
            '-rf',
            '--resume-from',
            '-T',
            '--threads',
            '-t',
            '--toolchains',
            '-l',
            '--log-file',
            '-D',
            '--define',
        ],
        flags: [
            '-B',
            '--batch-mode',
            '-q',
            '--quiet',
            '-X',
            '--debug',
            '-e',
            '--errors',
            '-o',
            '--offline',
            '-U',
            '--update-snapshots',
            '-N',
            '--non-recursive',
            '-am',
            '--also-make',
            '-amd',
            '--also-make-dependents',
            '-ntp',
            '--no-transfer-progress',
            '-V',
            '--show-version',
            '-v',
            '--version',
        ],
    }),
    e('gradle', 2, 'each task named runs (gradle clean publish)', {
        targets: true,
        valued: [
            '-p',
            '--project-dir',
            '-b',
            '--build-file',
            '-c',
            '--settings-file',
            '-g',
            '--gradle-user-home',
            '-x',
            '--exclude-task',
            '-I',
            '--init-script',
            '--max-workers',
            '--console',
            '--warning-mode',
            '--priority',
            '-D',
            '-P',
        ],
        flags: [
            '-q',
            '--quiet',
            '-i',
            '--info',
            '-d',
            '--debug',
            '-s',
            '--stacktrace',
            '-S',
            '--full-stacktrace',
            '--offline',
            '--daemon',
            '--no-daemon',
            '--parallel',
            '--no-parallel',
            '--build-cache',
            '--no-build-cache',
            '--continue',
            '--dry-run',
            '-m',
            '--refresh-dependencies',
            '--scan',
            '--configuration-cache',
        ],
    }),
    e('gradlew', 2, 'each task named runs (./gradlew clean publish)', {
        targets: true,
        valued: [
            '-p',
            '--project-dir',
            '-b',
            '--build-file',
            '-c',
            '--settings-file',
            '-x',
            '--exclude-task',
            '-I',
            '--init-script',
            '--max-workers',
            '--console',
            '--warning-mode',
            '-D',
            '-P',
        ],
        flags: [
            '-q',
            '--quiet',
            '-i',
            '--info',
            '-d',
            '--debug',
            '-s',
            '--stacktrace',
            '--offline',
            '--daemon',
            '--no-daemon',
            '--parallel',
            '--build-cache',
            '--continue',
            '--dry-run',
            '-m',
            '--refresh-dependencies',
            '--scan',
        ],
    }),
    e('sbt', 2, 'each command named runs (sbt clean publish)', { targets: true }),
    e('lein', 2, 'the subcommand names the action (lein test, lein deploy)'),
    e('dotnet', 2, 'the subcommand names the action (dotnet build, dotnet publish)'),
    e('dotnet tool', 3, 'the tool subcommand names the action (dotnet tool install)'),
    e('dotnet nuget', 3, 'the nuget subcommand names the action (dotnet nuget push)'),
    e('dotnet ef', 3, 'the ef command group names the action (dotnet ef database)'),
    e('cargo', 2, 'the subcommand names the action (cargo build, cargo publish)', {
        valued: CARGO_VALUED,
        flags: CARGO_FLAGS,
        plus: true,
    }),
    e('rustup', 2, 'the subcommand names the action (rustup update)', { plus: true }),
    e('rustup toolchain', 3, 'the toolchain subcommand names the action (rustup toolchain uninstall)'),
    e('rustup component', 3, 'the component subcommand names the action (rustup component add)'),
    e('rustup target', 3, 'the target subcommand names the action (rustup target add)'),
    e('go', 2, 'the subcommand names the action (go build, go test)', { valued: ['-C'], flags: [] }),
    e('go mod', 3, 'the mod subcommand names the action (go mod tidy)'),
    e('go work', 3, 'the work subcommand names the action (go work use)'),
    e('go tool', 3, 'the tool named is what runs (go tool pprof)'),
    e('golangci-lint', 2, 'the subcommand names the action (golangci-lint run)'),
    e('gofmt', 1, 'a formatter: its operands are files'),
    e('swift', 2, 'the subcommand names the action (swift build, swift test)'),
    e('xcodebuild', 1, 'its actions are options and trailing words; the program names the tool'),
    e('pod', 2, 'the subcommand names the action (pod install)'),
    e('fastlane', 2, 'the lane named is what runs (fastlane release)'),
    e('flutter', 2, 'the subcommand names the action (flutter build)'),
    e('dart', 2, 'the subcommand names the action (dart pub)'),
    e('zig', 2, 'the subcommand names the action (zig build)'),
    e('cmake', 1, 'its operands are source or build directories'),
    e('meson', 2, 'the subcommand names the action (meson setup)'),
    e('bazel', 2, 'the command names the action (bazel build, bazel run)'),
    e('gcc', 1, 'a compiler: its operands are files'),
    e('clang', 1, 'a compiler: its operands are files'),
    e('stack', 2, 'the subcommand names the action (stack build, stack upload)'),
    e('cabal', 2, 'the subcommand names the action (cabal build, cabal upload)'),
    e('mix', 2, 'the task named is what runs (mix ecto.drop)'),
    // build runners with several targets
    e('make', 2, 'each target named runs (make build deploy): judged as make build and make deploy', {
        targets: true,
        valued: MAKE_VALUED,
        flags: MAKE_FLAGS,
    }),
    e('just', 2, 'each recipe named runs (just build deploy)', {
        targets: true,
        valued: ['-f', '--justfile', '-d', '--working-directory', '--set', '--shell'],
        flags: ['-n', '--dry-run', '-q', '--quiet', '-v', '--verbose', '--yes', '-l', '--list'],
    }),
    e('ninja', 2, 'each target named is built (ninja app tests)', {
        targets: true,
        valued: ['-C', '-f', '-j', '-k', '-l', '-d', '-t', '-w'],
        flags: ['-n', '-v', '--verbose', '--quiet'],
    }),
    e('task', 2, 'each task named runs (task build deploy)', { targets: true }),
    // containers and clusters
    e('docker', 2, 'the subcommand names the action (docker run, docker rm, docker push)', {
        valued: [
            '-H',
            '--host',
            '-c',
            '--context',
            '--config',
            '-l',
            '--log-level',
            '--tlscacert',
            '--tlscert',
            '--tlskey',
        ],
        flags: ['-D', '--debug', '--tls', '--tlsverify', '-v', '--version'],
    }),
    e('docker compose', 3, 'the compose subcommand names the action (docker compose up, docker compose down)', {
        valued: COMPOSE_VALUED,
        flags: COMPOSE_FLAGS,
    }),
    e('docker container', 3, 'the container subcommand names the action (docker container prune)'),
    e('docker image', 3, 'the image subcommand names the action (docker image rm)'),
    e('docker volume', 3, 'the volume subcommand names the action (docker volume rm)'),
    e('docker network', 3, 'the network subcommand names the action (docker network create)'),
    e('docker system', 3, 'the system subcommand names the action (docker system prune)'),
    e('docker buildx', 3, 'the buildx subcommand names the action (docker buildx build)'),
    e('docker context', 3, 'the context subcommand names the action (docker context use)'),
    e('docker-compose', 2, 'the subcommand names the action (docker-compose down)', {
        valued: COMPOSE_VALUED,
        flags: COMPOSE_FLAGS,
    }),
    e('podman', 2, 'the subcommand names the action (podman run)', {
        valued: ['-c', '--connection', '--url', '--root', '--runroot', '--log-level', '--identity'],
        flags: ['--remote', '-r'],
    }),
    e('podman machine', 3, 'the machine subcommand names the action (podman machine rm)'),
    e('nerdctl', 2, 'the subcommand names the action (nerdctl run, nerdctl rm)'),
    e('buildah', 2, 'the subcommand names the action (buildah bud, buildah push)'),
    e('skopeo', 2, 'the subcommand names the action (skopeo inspect, skopeo delete)'),
    e('crictl', 2, 'the subcommand names the action (crictl ps, crictl rmi)'),
    e('kubectl', 2, 'the verb names the action (kubectl get reads, kubectl delete deletes)', {
        valued: KUBE_VALUED,
        flags: KUBE_FLAGS,
    }),
    e('kubectl config', 3, 'the config subcommand names the action (kubectl config use-context)'),
    e('kubectl rollout', 3, 'the rollout subcommand names the action (kubectl rollout undo)'),
    e('kubectl auth', 3, 'the auth subcommand names the action (kubectl auth can-i)'),
    e('kubectl create', 3, 'the kind of object created (kubectl create secret)'),
    e('kubectl certificate', 3, 'the certificate subcommand names the action (kubectl certificate approve)'),
    e('oc', 2, 'the verb names the action (oc delete)', { valued: KUBE_VALUED, flags: KUBE_FLAGS }),
    e('helm', 2, 'the subcommand names the action (helm install, helm uninstall)', {
        valued: [
            '-n',
            '--namespace',
            '--kube-context',
            '--kubeconfig',
            '--kube-apiserver',
            '--kube-token',
            '--registry-config',
            '--repository-cache',
            '--repository-config',
            '--burst-limit',
            '--qps',
        ],
        flags: ['--debug'],
    }),
    e('helm repo', 3, 'the repo subcommand names the action (helm repo add)'),
    e('helm plugin', 3, 'the plugin subcommand names the action (helm plugin install)'),
    e('kustomize', 2, 'the subcommand names the action (kustomize build, kustomize edit)'),
    e('skaffold', 2, 'the subcommand names the action (skaffold run, skaffold delete)'),
    e('tilt', 2, 'the subcommand names the action (tilt up, tilt down)'),
    e('minikube', 2, 'the subcommand names the action (minikube delete)'),
    e('kind', 3, 'a verb and what it acts on (kind delete cluster)'),
    e('k3d', 3, 'a command group and its action (k3d cluster delete)'),
    e('argocd', 3, 'a command group and its action (argocd app sync)'),
    e('istioctl', 2, 'the subcommand names the action (istioctl install, istioctl uninstall)'),
    // infrastructure and clouds
    e('terraform', 2, 'the subcommand names the action (terraform plan reads, terraform apply changes)'),
    e('terraform state', 3, 'the state subcommand names the action (terraform state rm)'),
    e('terraform workspace', 3, 'the workspace subcommand names the action (terraform workspace delete)'),
    e('tofu', 2, 'the subcommand names the action (tofu apply)'),
    e('pulumi', 2, 'the subcommand names the action (pulumi up, pulumi destroy)', {
        valued: ['-C', '--cwd', '-s', '--stack', '--color', '-v', '--verbose'],
        flags: ['--non-interactive', '--emoji', '--logtostderr', '-y', '--yes'],
    }),
    e('pulumi stack', 3, 'the stack subcommand names the action (pulumi stack rm)'),
    e('pulumi config', 3, 'the config subcommand names the action (pulumi config set)'),
    e('packer', 2, 'the subcommand names the action (packer build, packer validate)'),
    e('vagrant', 2, 'the subcommand names the action (vagrant destroy)'),
    e('ansible', 1, 'its operand is the host pattern; the module is an option'),
    e('ansible-playbook', 1, 'its operands are playbooks'),
    e('aws', 3, 'a service and its operation (aws s3 rm, aws ec2 terminate-instances)', {
        valued: [
            '--profile',
            '--region',
            '--output',
            '--endpoint-url',
            '--query',
            '--cli-read-timeout',
            '--cli-connect-timeout',
            '--ca-bundle',
            '--color',
        ],
        flags: ['--debug', '--no-verify-ssl', '--no-paginate', '--no-sign-request', '--no-cli-pager', '--cli-auto-prompt'],
    }),
    e('gcloud', 3, 'a command group and its action (gcloud run deploy)', {
        valued: [
            '--project',
            '--account',
            '--configuration',
            '--verbosity',
            '--format',
            '--flags-file',
            '--impersonate-service-account',
            '--billing-project',
        ],
        flags: ['-q', '--quiet', '--log-http', '--no-user-output-enabled', '--user-output-enabled'],
    }),
    e('gcloud compute', 4, 'a resource and its action (gcloud compute instances delete)'),
    e('gcloud container', 4, 'a resource and its action (gcloud container clusters delete)'),
    e('gcloud sql', 4, 'a resource and its action (gcloud sql instances delete)'),
    e('gcloud iam', 4, 'a resource and its action (gcloud iam service-accounts create)'),
    e('az', 3, 'a command group and its action (az vm delete)', {
        valued: ['--subscription', '-o', '--output', '--query'],
        flags: ['--debug', '--verbose', '--only-show-errors', '-y', '--yes'],
    }),
    e('doctl', 3, 'a command group and its action (doctl apps create)'),
    e('eksctl', 3, 'a verb and what it acts on (eksctl delete cluster)'),
    e('heroku', 2, 'the command names the action (heroku apps:destroy)'),
    e('fly', 2, 'the subcommand names the action (fly deploy)'),
    e('flyctl', 2, 'the subcommand names the action (flyctl deploy)'),
    e('supabase', 2, 'the subcommand names the action (supabase start, supabase link)'),
    e('supabase db', 3, 'the db subcommand names the action (supabase db reset)'),
    e('vault', 2, 'the subcommand names the action (vault login, vault read)'),
    e('vault kv', 3, 'the kv subcommand names the action (vault kv delete)'),
    e('vault secrets', 3, 'the secrets subcommand names the action (vault secrets disable)'),
    e('vault token', 3, 'the token subcommand names the action (vault token revoke)'),
    e('consul', 2, 'the subcommand names the action (consul kv, consul leave)'),
    e('nomad', 2, 'the subcommand names the action (nomad job, nomad node)'),
    e('stripe', 2, 'the subcommand names the action (stripe listen, stripe trigger)'),
    // system services and packages
    e('systemctl', 2, 'the verb names the action (systemctl status reads, systemctl stop stops)', {
        valued: SYSTEMCTL_VALUED,
        flags: SYSTEMCTL_FLAGS,
    }),
    e('service', 3, 'the service and the action (service nginx restart)'),
    e('launchctl', 2, 'the subcommand names the action (launchctl load, launchctl unload)'),
    e('journalctl', 1, 'its actions are options; the program names the tool'),
    e('apt', 2, 'the subcommand names the action (apt install, apt remove)', { valued: APT_VALUED, flags: APT_FLAGS }),
    e('apt-get', 2, 'the subcommand names the action (apt-get purge)', { valued: APT_VALUED, flags: APT_FLAGS }),
    e('dnf', 2, 'the subcommand names the action (dnf install, dnf remove)'),
    e('yum', 2, 'the subcommand names the action (yum install, yum erase)'),
    e('zypper', 2, 'the subcommand names the action (zypper install, zypper remove)'),
    e('apk', 2, 'the subcommand names the action (apk add, apk del)'),
    e('pacman', 1, 'its actions are options (-S, -R); operands are packages'),
    e('brew', 2, 'the subcommand names the action (brew install, brew uninstall)', {
        flags: ['-v', '--verbose', '-d', '--debug', '-q', '--quiet', '-f', '--force'],
    }),
    e('brew services', 3, 'the services subcommand names the action (brew services stop)'),
    e('snap', 2, 'the subcommand names the action (snap install, snap remove)'),
    e('flatpak', 2, 'the subcommand names the action (flatpak install, flatpak uninstall)'),
    e('nix', 2, 'the subcommand names the action (nix build, nix develop)'),
    e('winget', 2, 'the subcommand names the action (winget install, winget uninstall)'),
    e('choco', 2, 'the subcommand names the action (choco install, choco uninstall)'),
    e('scoop', 2, 'the subcommand names the action (scoop install, scoop uninstall)'),
    e('asdf', 2, 'the subcommand names the action (asdf install, asdf uninstall)'),
    e('mise', 2, 'the subcommand names the action (mise install, mise use)'),
    e('nvm', 2, 'the subcommand names the action (nvm install, nvm use)'),
    e('volta', 2, 'the subcommand names the action (volta install, volta pin)'),
    e('tmux', 2, 'the tmux command names the action (tmux kill-server)'),
    e('openssl', 2, 'the subcommand names the action (openssl req)'),
    e('certbot', 2, 'the subcommand names the action (certbot renew, certbot revoke)'),
    e('ufw', 2, 'the subcommand names the action (ufw allow, ufw disable)'),
    e('ip', 3, 'an object and the action on it (ip link set)'),
    e('nmcli', 3, 'an object and the action on it (nmcli connection delete)'),
    e('hostnamectl', 2, 'the subcommand names the action (hostnamectl status, hostnamectl set-hostname)'),
    e('timedatectl', 2, 'the subcommand names the action (timedatectl status, timedatectl set-time)'),
    e('crontab', 1, 'its actions are options (-l reads, -r removes)'),
    e('pre-commit', 2, 'the subcommand names the action (pre-commit run, pre-commit uninstall)'),
    e('lefthook', 2, 'the subcommand names the action (lefthook install, lefthook uninstall)'),
    e('husky', 2, 'the subcommand names the action (husky install, husky uninstall)'),
    e('diffgate', 2, 'the subcommand names the action (diffgate check, diffgate uninstall)'),
    e('claude', 2, 'the subcommand names the action (claude update, claude doctor)'),
    e('claude mcp', 3, 'the mcp subcommand names the action (claude mcp add)'),
    e('ollama', 2, 'the subcommand names the action (ollama run, ollama rm)'),
    // databases
    e('psql', 1, 'its actions are options (-c runs SQL); operands are connection words'),
    e('mysql', 1, 'its actions are options (-e runs SQL); operands are connection words'),
    e('sqlite3', 1, 'its operands are the database file and SQL'),
    e('mongosh', 1, 'its operand is the connection string'),
    e('redis-cli', 2, 'the Redis command is what runs (redis-cli flushall)', {
        valued: ['-h', '-p', '-a', '-n', '-u', '--user', '--pass', '-s', '-r', '-i'],
        flags: ['--tls', '--no-auth-warning', '--raw', '--no-raw', '-c', '-e', '--verbose'],
    }),
    e('dropdb', 1, 'its operand is the database to drop'),
    e('pg_dump', 1, 'its operand is the database to dump'),
    // files and text
    e('rm', 1, OPERANDS),
    e('cp', 1, OPERANDS),
    e('mv', 1, OPERANDS),
    e('ln', 1, OPERANDS),
    e('mkdir', 1, OPERANDS),
    e('rmdir', 1, OPERANDS),
    e('touch', 1, OPERANDS),
    e('chmod', 1, 'its operands are a mode and files'),
    e('chown', 1, 'its operands are an owner and files'),
    e('cat', 1, OPERANDS),
    e('ls', 1, OPERANDS),
    e('echo', 1, 'its operands are text to print'),
    e('printf', 1, 'its operands are a format and text'),
    e('grep', 1, 'its operands are a pattern and files'),
    e('rg', 1, 'its operands are a pattern and files'),
    e('sed', 1, 'its operands are a script and files'),
    e('awk', 1, 'its operands are a program and files'),
    e('head', 1, OPERANDS),
    e('tail', 1, OPERANDS),
    e('wc', 1, OPERANDS),
    e('sort', 1, OPERANDS),
    e('uniq', 1, OPERANDS),
    e('cut', 1, OPERANDS),
    e('tr', 1, 'its operands are character sets'),
    e('diff', 1, OPERANDS),
    e('find', 1, 'its operands are starting points and an expression'),
    e('fd', 1, 'its operands are a pattern and paths'),
    e('tree', 1, OPERANDS),
    e('du', 1, OPERANDS),
    e('df', 1, OPERANDS),
    e('stat', 1, OPERANDS),
    e('file', 1, OPERANDS),
    e('tar', 1, 'its mode is an option (-c, -x); operands are files'),
    e('zip', 1, 'its operands are the archive and files'),
    e('unzip', 1, 'its operands are the archive and files'),
    e('gzip', 1, OPERANDS),
    e('jq', 1, 'its operands are a filter and files'),
    e('yq', 1, 'its operands are an expression and files'),
    e('tee', 1, OPERANDS),
    e('dd', 1, 'its operands are key=value settings'),
    e('truncate', 1, OPERANDS),
    e('shred', 1, OPERANDS),
    e('pwd', 1, 'it takes no operands'),
    e('which', 1, 'its operands are program names'),
    e('whoami', 1, 'it takes no operands'),
    e('date', 1, 'its operand is a format'),
    e('true', 1, 'it takes no operands'),
    e('false', 1, 'it takes no operands'),
    e('test', 1, 'its operands are an expression'),
    e('[', 1, 'its operands are an expression'),
    e('sleep', 1, 'its operand is a duration'),
    e('source', 1, 'its operand is the script to read'),
    e('.', 1, 'its operand is the script to read'),
    // network and remote
    e('curl', 1, 'its operands are URLs'),
    e('wget', 1, 'its operands are URLs'),
    e('ssh', 1, 'its operands are the host and a remote command, which runs elsewhere'),
    e('scp', 1, 'its operands are sources and a destination'),
    e('rsync', 1, 'its operands are sources and a destination'),
    // processes and machines
    e('kill', 1, 'its operands are process ids'),
    e('pkill', 1, 'its operand is a pattern'),
    e('killall', 1, 'its operands are process names'),
    e('ps', 1, 'its actions are options'),
    e('shutdown', 1, 'its operands are a time and a message'),
    e('reboot', 1, 'it takes no operands'),
    e('mount', 1, 'its operands are a device and a directory'),
    e('umount', 1, 'its operands are directories'),
    e('mkfs', 1, 'its operand is a device'),
    // wrappers: unwrapped by the shell parser, named in rules by themselves
    e('sudo', 1, WRAP, { wrapper: true }),
    e('doas', 1, WRAP, { wrapper: true }),
    e('env', 1, WRAP, { wrapper: true }),
    e('command', 1, WRAP, { wrapper: true }),
    e('builtin', 1, WRAP, { wrapper: true }),
    e('nohup', 1, WRAP, { wrapper: true }),
    e('nice', 1, WRAP, { wrapper: true }),
    e('time', 1, WRAP, { wrapper: true }),
    e('timeout', 1, WRAP, { wrapper: true }),
    e('xargs', 1, WRAP, { wrapper: true }),
    e('exec', 1, WRAP, { wrapper: true }),
    e('stdbuf', 1, WRAP, { wrapper: true }),
    e('ionice', 1, WRAP, { wrapper: true }),
    e('chrt', 1, WRAP, { wrapper: true }),
    e('flock', 1, WRAP, { wrapper: true }),
];
const BY_PREFIX = new Map(exports.ARITY.map((entry) => [entry.prefix, entry]));
/** Every proper prefix of a longer entry (`php` for `php artisan`). */
const REFINED = new Set(exports.ARITY.flatMap((entry) => {
    const words = entry.prefix.split(' ');
    return words.slice(1).map((_, i) => words.slice(0, i + 1).join(' '));
}));
/** The entry for exactly this prefix (`git`, `docker compose`), if the table has one. */
function arityEntry(prefix) {
    return BY_PREFIX.get(prefix);
}
/** Whether a longer entry refines this prefix (`php` -> `php artisan`), so the next word may belong to it. */
function isRefined(prefix) {
    return REFINED.has(prefix);
}
/** Names the parser peels off as wrappers (a rule may name one alone). */
exports.WRAPPERS = new Set(exports.ARITY.filter((x) => x.wrapper).map((x) => x.prefix));


/***/ }),

/***/ 2063:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.canonicalPrefix = canonicalPrefix;
exports.prefixText = prefixText;
/**
 * The canonical prefix of a simple command: the program's name and the positional words that
 * name what it does, as many as the arity table says (`git -C dir -c k=v status -s` is
 * `git status`). Options and the values of the options the table lists are skipped. An option
 * the table does not know might take the next word as its value; then the prefix is read both
 * ways, and the second reading is kept as an alternate (a deny rule that matches only it still
 * asks the person). Build runners with several targets (`make build deploy`) have a prefix per
 * target.
 */
const argWord_js_1 = __webpack_require__(3681);
const arity_js_1 = __webpack_require__(5164);
const MAX_ARITY = Math.max(...arity_js_1.ARITY.map((e) => e.arity));
function canonicalPrefix(argv) {
    const primary = read(argv, false);
    let alternates = [];
    if (primary.unknownOptions.length > 0) {
        const other = read(argv, true);
        if (key(other.prefixes) !== key(primary.prefixes))
            alternates = other.prefixes;
    }
    return {
        prefixes: primary.prefixes,
        alternates,
        entry: primary.entry,
        unknownOptions: primary.unknownOptions,
        unknownWord: primary.unknownWord,
    };
}
/** The prefix as text (`git status`), unknown words as `?`. */
function prefixText(words) {
    return words
        .map((w) => (typeof w === 'string' ? w : w === null ? '?' : 'glob' in w ? w.glob : `{${w.oneOf.join(',')}}`))
        .join(' ');
}
function key(prefixes) {
    return JSON.stringify(prefixes);
}
function read(argv, assumeValued) {
    const first = argv[0];
    const programText = (0, argWord_js_1.known)(first);
    if (first === undefined)
        return { prefixes: [[]], entry: undefined, unknownOptions: [], unknownWord: true };
    if (programText === undefined) {
        // An unknown program may have any arity: its next words (up to the table's longest prefix) may all be part of it.
        const rest = argv
            .slice(1)
            .filter((w) => !(0, argWord_js_1.known)(w)?.startsWith('-'))
            .slice(0, MAX_ARITY - 1);
        return { prefixes: [[first, ...rest]], entry: undefined, unknownOptions: [], unknownWord: true };
    }
    const words = [(0, argWord_js_1.programName)(programText)];
    let entry = (0, arity_js_1.arityEntry)(words[0]);
    const lists = emptyLists();
    if (entry)
        addLists(lists, entry);
    const targets = [];
    const unknownOptions = [];
    let unknownWord = false;
    let endOfOptions = false;
    for (let i = 1; i < argv.length; i++) {
        // Complete, unless a longer entry may follow (`php artisan migrate`): then only a word that makes one is taken.
        const complete = !entry?.targets && words.length >= (entry?.arity ?? 1);
        if (complete && !(words.every((x) => typeof x === 'string') && (0, arity_js_1.isRefined)(words.join(' '))))
            break;
        const w = argv[i];
        const text = (0, argWord_js_1.known)(w);
        if (!endOfOptions && text === '--') {
            endOfOptions = true;
            continue;
        }
        if (!endOfOptions && text !== undefined && text.startsWith('-') && text.length > 1) {
            const kind = optionKind(text, lists);
            if (kind === 'valued')
                i++;
            else if (kind === 'unknown' && !complete) {
                unknownOptions.push(text);
                if (assumeValued)
                    i++;
            }
            continue;
        }
        if (!endOfOptions && lists.plus && text?.startsWith('+'))
            continue;
        if (complete) {
            const longer = text === undefined ? undefined : (0, arity_js_1.arityEntry)([...words, text].join(' '));
            if (!longer)
                break;
            words.push(text);
            entry = longer;
            addLists(lists, longer);
            continue;
        }
        if (entry?.targets) {
            if (text !== undefined && /^[A-Za-z_][A-Za-z0-9_]*=/.test(text))
                continue; // a variable (make CC=gcc), not a target
            targets.push(w);
            continue;
        }
        const head = words.map((x) => (0, argWord_js_1.known)(x));
        words.push(w);
        // Several possible words (a loop variable) leave the prefix certain when they all lead to the same entry.
        const texts = (0, argWord_js_1.candidates)(w);
        if (texts === undefined || head.some((x) => x === undefined)) {
            unknownWord = true;
            continue;
        }
        const found = new Set(texts.map((t) => (0, arity_js_1.arityEntry)([...head, t].join(' '))));
        if (found.size > 1) {
            unknownWord = true;
            continue;
        }
        const longer = [...found][0];
        if (longer) {
            entry = longer;
            addLists(lists, longer);
        }
    }
    if (entry?.targets) {
        if (targets.some((t) => (0, argWord_js_1.known)(t) === undefined))
            unknownWord = true;
        const prefixes = targets.length === 0 ? [words] : targets.map((t) => [...words, t]);
        return { prefixes, entry, unknownOptions, unknownWord };
    }
    return { prefixes: [words], entry, unknownOptions, unknownWord };
}
function emptyLists() {
    return { valued: new Set(), flags: new Set(), plus: false };
}
function addLists(lists, entry) {
    for (const v of entry.valued ?? [])
        lists.valued.add(v);
    for (const f of entry.flags ?? [])
        lists.flags.add(f);
    if (entry.plus)
        lists.plus = true;
}
/** How an option word relates to the next word: it takes it as its value, or not, or the table cannot say. */
function optionKind(text, lists) {
    if (text.includes('='))
        return 'self'; // --file=x, -chdir=x
    if (lists.valued.has(text))
        return 'valued';
    if (lists.flags.has(text))
        return 'self';
    if (!text.startsWith('--') && text.length > 2) {
        // A group of short options (-pC): a valued letter takes the rest of the word, or the next word when last.
        for (let j = 1; j < text.length; j++) {
            const letter = `-${text[j]}`;
            if (lists.valued.has(letter))
                return j === text.length - 1 ? 'valued' : 'self';
            if (!lists.flags.has(letter))
                return 'unknown';
        }
        return 'self';
    }
    return 'unknown';
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
const forkBomb_js_1 = __webpack_require__(2045);
const rawCommands_js_1 = __webpack_require__(8069);
exports.CATASTROPHIC_FORMS = [
    'rm -rf /',
    'rm -rf /*',
    'rm -rf ~',
    'rm -rf $HOME',
    ':(){ :|:& };:',
];
/** Where a parsed segment runs, for its relative operands and the home forms as written. */
function whereOf(segment, home) {
    return {
        ...(home !== undefined ? { home } : {}),
        ...(segment.dirs ? { dirs: segment.dirs } : {}),
        written: segment.text,
    };
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
    for (const code of scan.code) {
        const bomb = (0, forkBomb_js_1.forkBombIn)(code);
        if (bomb !== undefined)
            found.push({ form: ':(){ :|:& };:', text: bomb });
    }
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
    if (program === 'find')
        return findForm(words.slice(1), where);
    if (program !== 'rm')
        return undefined;
    let recursive = false;
    const operands = [];
    let options = true;
    for (const w of words.slice(1)) {
        const text = (0, argWord_js_1.known)(w);
        if (options && text === '--') {
            options = false;
            continue;
        }
        if (options && text?.startsWith('-') && text.length > 1) {
            if (text.startsWith('--')) {
                if (text.length >= 3 && '--recursive'.startsWith(text))
                    recursive = true;
            }
            else if (/[rR]/.test(text))
                recursive = true;
            continue;
        }
        operands.push(w);
    }
    // Without -f, rm still deletes everything it may when no terminal answers its questions.
    if (!recursive)
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
    const texts = typeof op === 'object' && op !== null && 'glob' in op ? [op.glob] : ((0, argWord_js_1.candidates)(op) ?? []);
    for (const text of texts) {
        const form = textForm(text, where);
        if (form)
            return form;
    }
    return undefined;
}
const HOME_WORD = /^(~[A-Za-z0-9._-]*|\$HOME|\$\{HOME(?:[^}]*)\})(\/.*)?$/;
/** A stand-in home, two levels deep, for forms written relative to a home whose path is not known. */
const SOME_HOME = '/home/\0';
function textForm(text, where) {
    const symbolic = HOME_WORD.exec(text);
    if (symbolic) {
        // `~`, `~user`, `$HOME`, `${HOME}` and every `${HOME...}` expansion (`${HOME:?}`, `${HOME%/}`:
        // the home or what contains it); then whatever follows, read against a stand-in home
        if (holdsHome(normalise(`${SOME_HOME}/${symbolic[2] ?? ''}`), SOME_HOME))
            return symbolic[1].startsWith('~') ? 'rm -rf ~' : 'rm -rf $HOME';
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
        if (everything(p) && posix(p) === '/')
            return 'rm -rf /*';
        const homes = [...(where.home !== undefined ? [normalise(where.home)] : []), ...someHomes(p)];
        if (homes.some((home) => home !== '/' && holdsHome(p, home)))
            return /~/.test(where.written ?? '') && !/\$\{?HOME/.test(where.written ?? '') ? 'rm -rf ~' : 'rm -rf $HOME';
    }
    return undefined;
}
/** Whether deleting `p` deletes the home: it is the home, holds it, or is every entry of either. */
function holdsHome(p, home) {
    const dir = everything(p) ? posix(p) : p;
    return dir === '/' || dir === home || home.startsWith(`${dir}/`);
}
/** Whether the last segment is a glob for every entry of its directory (`*`, `.*`, `.[!.]*`, `**`). */
function everything(p) {
    const last = p.slice(p.lastIndexOf('/') + 1);
    return last.includes('*') && /^[*?.[\]!^]+$/.test(last);
}
/** The directory part of an absolute path. */
function posix(p) {
    const at = p.lastIndexOf('/');
    return at <= 0 ? '/' : p.slice(0, at);
}
/** The homes a path may name whoever runs it: `/root`, and `/home/NAME` or `/Users/NAME`. */
function someHomes(p) {
    const m = /^\/(home|Users)\/([^/]+)/.exec(p);
    return ['/root', ...(m ? [`/${m[1]}/${m[2]}`] : ['/home/\0', '/Users/\0'])];
}
/** Expression words of `find` that select nothing: with only these, it deletes every entry. */
const FIND_UNSELECTIVE = new Set([
    '-delete',
    '-depth',
    '-d',
    '-mindepth',
    '-maxdepth',
    '-xdev',
    '-mount',
    '-print',
    '-print0',
    '-ignore_readdir_race',
    '-noleaf',
    '-exec',
    '-execdir',
    '-ok',
    '-okdir',
]);
/**
 * `find START... -delete` (or `-exec rm ...`) with no test that selects: deleting everything the
 * start points hold, like `rm -rf`. `find ~ -name '*.pyc' -delete` selects, and is not.
 */
function findForm(args, where) {
    const texts = args.map((w) => (0, argWord_js_1.known)(w));
    const exec = texts.findIndex((t) => t === '-exec' || t === '-execdir' || t === '-ok' || t === '-okdir');
    const deletes = texts.includes('-delete') || (exec !== -1 && /(^|\/)(rm|shred)$/.test(texts[exec + 1] ?? ''));
    if (!deletes)
        return undefined;
    const expression = exec === -1 ? texts : texts.slice(0, exec + 1);
    if (expression.some((t) => t === undefined || (t.startsWith('-') && !FIND_UNSELECTIVE.has(t) && !/^-[HLPO]/.test(t))))
        return undefined;
    const starts = [];
    for (let k = 0; k < args.length; k++) {
        const t = texts[k];
        if (t !== undefined && /^-[HLP]$|^-O\d*$|^-D$/.test(t)) {
            if (t === '-D')
                k++;
            continue;
        }
        if (t !== undefined && (t.startsWith('-') || t === '(' || t === '!'))
            break;
        starts.push(args[k]);
    }
    for (const op of starts) {
        const form = operandForm(op, where);
        if (form)
            return form;
        const text = (0, argWord_js_1.known)(op);
        if (text !== undefined) {
            const inner = operandForm(`${text.replace(/\/+$/, '')}/*`, where);
            if (inner)
                return inner;
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
/** A function that starts two copies of itself at once, whatever its name (forkBomb.ts). */
function isForkBomb(code) {
    return (0, forkBomb_js_1.forkBombIn)(code) !== undefined;
}


/***/ }),

/***/ 9312:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.compileCommandPattern = compileCommandPattern;
exports.matchPattern = matchPattern;
/**
 * The pattern of a command rule: positional tokens that must begin the canonical prefix (`a|b`
 * alternatives, `*` any one word) and flag tokens (starting with `-`) that must be present
 * anywhere in the command (`-f|--force`; `-rf` means both `-r` and `-f`), in any spelling the
 * program accepts: bundled (`-fd`), with a value (`--opt=v`, `--opt v`), abbreviated (`--har`),
 * or by its other name (`-f` for `--force`, from longOptions.ts). Compiling checks that
 * the pattern can match at all: a pattern naming more positional words than the prefix of its
 * program has could never match, so it is an error rather than a rule that silently never fires.
 */
const command_js_1 = __webpack_require__(5078);
const argWord_js_1 = __webpack_require__(3681);
const arity_js_1 = __webpack_require__(5164);
const longOptions_js_1 = __webpack_require__(6677);
/** The compiled pattern, or a sentence saying what is wrong and what was expected. */
function compileCommandPattern(text) {
    const tokens = text.split(/\s+/).filter((x) => x !== '');
    const positional = [];
    const flags = [];
    if (tokens.length === 0)
        return { error: command_js_1.commandText.pattern.empty() };
    if (tokens[0].startsWith('-'))
        return { error: command_js_1.commandText.pattern.startsWithFlag(tokens[0]) };
    for (const token of tokens) {
        const alternatives = token.split('|');
        if (alternatives.some((a) => a === ''))
            return { error: command_js_1.commandText.pattern.emptyAlternative(token) };
        if (token.startsWith('-')) {
            if (!alternatives.every((a) => a.startsWith('-') && a.length > 1))
                return { error: command_js_1.commandText.pattern.mixedFlag(token) };
            if (alternatives.some((a) => a.includes('=')))
                return { error: command_js_1.commandText.pattern.flagValue(token) };
            flags.push(alternatives.map((a) => ({
                exact: a,
                letters: !a.startsWith('--') && a.length > 2 ? [...a.slice(1)].map((l) => `-${l}`) : [],
            })));
            continue;
        }
        if (token === '*') {
            positional.push(null);
            continue;
        }
        if (alternatives.some((a) => a.startsWith('-')))
            return { error: command_js_1.commandText.pattern.mixedFlag(token) };
        if (alternatives.some((a) => a.includes('*')))
            return { error: command_js_1.commandText.pattern.partialStar(token) };
        if (positional.length === 0 && alternatives.some((a) => a.includes('/')))
            return { error: command_js_1.commandText.pattern.programPath(token) };
        positional.push(alternatives);
    }
    const programs = positional[0] ?? [];
    const wrapper = programs.some((p) => arity_js_1.WRAPPERS.has(p));
    if (wrapper && (positional.length > 1 || flags.length > 0 || !programs.every((p) => arity_js_1.WRAPPERS.has(p)))) {
        return { error: command_js_1.commandText.pattern.wrapper(programs.filter((p) => arity_js_1.WRAPPERS.has(p)).join(', ')) };
    }
    const fit = fitsPrefix(positional);
    if (!fit.ok)
        return { error: command_js_1.commandText.pattern.tooManyWords(text, positional.length, fit.prefix, fit.arity) };
    return { text, positional, flags, wrapper };
}
/**
 * Whether a command can have these positional tokens in its canonical prefix: the arity table is
 * followed along the tokens (for `*`, every word the table knows there, and a word it does not).
 * On failure, the widest prefix reached, for the message.
 */
function fitsPrefix(tokens) {
    let widest = { prefix: '', arity: 0 };
    const walk = (words, arity) => {
        const k = words.length;
        if (k > 0 && arity >= widest.arity)
            widest = { prefix: words.join(' ').replace(/\0/g, '*'), arity };
        if (k === tokens.length)
            return true;
        const complete = k > 0 && k >= arity;
        if (complete && !(0, arity_js_1.isRefined)(words.join(' ')))
            return false;
        const token = tokens[k];
        const choices = token === null ? [...nextWords(words), ...(complete ? [] : ['\0'])] : token;
        return choices.some((word) => {
            const next = [...words, word];
            const entry = word === '\0' ? undefined : (0, arity_js_1.arityEntry)(next.join(' '));
            if (complete && !entry)
                return false;
            return walk(next, entry ? entry.arity : k === 0 ? 1 : arity);
        });
    };
    const ok = walk([], 1);
    return { ok, ...widest };
}
/** The words the table knows after these (`git` -> config, remote, ...; none -> every program). */
function nextWords(words) {
    const head = words.join(' ');
    const out = new Set();
    for (const entry of arity_js_1.ARITY) {
        const parts = entry.prefix.split(' ');
        if (parts.length === words.length + 1 && (words.length === 0 || entry.prefix.startsWith(`${head} `)))
            out.add(parts[words.length]);
    }
    return [...out];
}
function matchPattern(pattern, facts) {
    if (pattern.wrapper) {
        const names = pattern.positional[0];
        const own = facts.canonical.prefixes[0]?.[0];
        return facts.via.some((v) => names.includes(v)) || (typeof own === 'string' && names.includes(own)) ? 'yes' : 'no';
    }
    let words = best(facts.canonical.prefixes.map((p) => matchWords(pattern.positional, p)));
    if (words !== 'yes' && facts.canonical.alternates.length > 0) {
        const other = best(facts.canonical.alternates.map((p) => matchWords(pattern.positional, p)));
        if (other !== 'no')
            words = 'maybe';
    }
    if (words === 'no')
        return 'no';
    let result = words;
    const options = optionsTable(facts.canonical);
    const present = facts.flags.present;
    for (const token of pattern.flags) {
        const has = token.some((alt) => present.has(alt.exact) ||
            (alt.letters.length === 0 && (0, longOptions_js_1.hasFlag)(present, alt.exact, options)) ||
            (alt.letters.length > 0 && alt.letters.every((l) => (0, longOptions_js_1.hasFlag)(present, l, options))));
        if (has)
            continue;
        if (!facts.flags.uncertain)
            return 'no';
        result = 'maybe';
    }
    return result;
}
/** The long options of the command the prefix names (`git push`), for reading abbreviations. */
function optionsTable(canonical) {
    const words = canonical.prefixes[0] ?? [];
    const head = words.slice(0, 2);
    if (head.length < 2 || !head.every((w) => typeof w === 'string'))
        return undefined;
    return (0, longOptions_js_1.optionsOf)(head.join(' '));
}
function best(matches) {
    if (matches.includes('yes'))
        return 'yes';
    if (matches.includes('maybe'))
        return 'maybe';
    return 'no';
}
function matchWords(tokens, words) {
    let result = 'yes';
    for (let k = 0; k < tokens.length; k++) {
        if (k >= words.length)
            return 'no';
        const token = tokens[k];
        if (token === null)
            continue;
        const texts = (0, argWord_js_1.candidates)(words[k]);
        if (texts === undefined) {
            result = 'maybe';
            continue;
        }
        const hits = texts.filter((x) => token.includes(x)).length;
        if (hits === 0)
            return 'no';
        if (hits < texts.length)
            result = 'maybe';
    }
    return result;
}


/***/ }),

/***/ 3749:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commandRules = commandRules;
exports.commandPatternError = commandPatternError;
exports.namedPrograms = namedPrograms;
const commandPattern_js_1 = __webpack_require__(9312);
const DECISIONS = {
    'command-allow': 'allow',
    'command-ask': 'ask',
    'command-deny': 'deny',
};
function commandRules(rules) {
    const out = [];
    const errors = [];
    for (const rule of rules) {
        const decision = DECISIONS[rule.kind];
        if (!decision)
            continue;
        const pattern = (0, commandPattern_js_1.compileCommandPattern)(rule.pattern);
        if ('error' in pattern)
            errors.push({ file: rule.file, line: rule.line, column: rule.kind.length + 2, message: pattern.error });
        else
            out.push({ decision, pattern, rule });
    }
    return { rules: out, errors };
}
/** What is wrong with a command rule's pattern, if anything (for a manifest parser to report). */
function commandPatternError(pattern) {
    const compiled = (0, commandPattern_js_1.compileCommandPattern)(pattern);
    return 'error' in compiled ? compiled.error : undefined;
}
/**
 * The program names the rules mention (wrappers included), or 'any' when a rule starts with `*`.
 * A command line naming none of them cannot match a rule, so it need not be parsed for the policy.
 */
function namedPrograms(rules) {
    const names = new Set();
    for (const r of rules) {
        const first = r.pattern.positional[0];
        if (first === null || first === undefined)
            return 'any';
        for (const name of first)
            names.add(name);
    }
    return names;
}


/***/ }),

/***/ 4035:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.prefixOf = prefixOf;
exports.askReason = askReason;
exports.allowReason = allowReason;
exports.allowBlockText = allowBlockText;
exports.explainVerdict = explainVerdict;
/**
 * The command policy's verdict in words: the reason Claude Code shows with an ask or allow
 * decision, and `diffgate explain --command`'s segment-by-segment account. Data in, text out.
 */
const command_js_1 = __webpack_require__(5078);
const canonicalPrefix_js_1 = __webpack_require__(2063);
const source = (s) => (s.rule ? `${s.rule.rule.file}:${s.rule.rule.line}` : '');
function prefixOf(s) {
    return s.canonical.prefixes.map(canonicalPrefix_js_1.prefixText).join(', ');
}
/** Why a person is asked: every segment that asks, with its rule and reason. */
function askReason(verdict) {
    const parts = verdict.segments
        .filter((s) => s.decision === 'ask' && s.rule)
        .map((s) => command_js_1.commandText.ask.segment(s.segment.text, prefixOf(s), s.rule.rule.kind, s.rule.pattern.text, s.rule.rule.reason, source(s), s.maybe));
    return parts.length === 0 ? undefined : command_js_1.commandText.ask.reason([...new Set(parts)]);
}
/** Why the line is allowed: each segment's allow rule. */
function allowReason(verdict) {
    const parts = verdict.segments
        .filter((s) => s.decision === 'allow' && s.rule)
        .map((s) => command_js_1.commandText.allow.segment(prefixOf(s), s.rule.pattern.text, source(s)));
    return command_js_1.commandText.allow.reason([...new Set(parts)]);
}
function allowBlockText(b) {
    switch (b.kind) {
        case 'parse-failed':
            return command_js_1.commandText.allowBlocked.parseFailed();
        case 'privilege':
            return command_js_1.commandText.allowBlocked.privilege(b.wrapper);
        case 'environment':
            return command_js_1.commandText.allowBlocked.environment();
        case 'overrides':
            return command_js_1.commandText.allowBlocked.overrides(b.found);
        case 'doubt':
            return command_js_1.commandText.allowBlocked.doubt(b.options, b.unknownWord);
    }
}
const decisionText = (d) => d ?? command_js_1.commandText.explain.noOpinion();
/** `diffgate explain --command`: each segment, its canonical prefix, the rule that matched, the verdict. */
function explainVerdict(command, verdict) {
    const out = [command_js_1.commandText.explain.header(command)];
    if (verdict.segments.length === 0)
        out.push(command_js_1.commandText.explain.none());
    verdict.segments.forEach((s, i) => {
        out.push(command_js_1.commandText.explain.segment(i + 1, s.segment.text));
        const entry = s.canonical.entry;
        const how = entry
            ? `${command_js_1.commandText.explain.arityKnown(entry.prefix, entry.arity, entry.reason)}${entry.targets ? `; ${command_js_1.commandText.explain.targets()}` : ''}`
            : command_js_1.commandText.explain.arityUnknown();
        out.push(command_js_1.commandText.explain.prefix(prefixOf(s), how));
        if (s.canonical.alternates.length > 0)
            out.push(command_js_1.commandText.explain.alternate(s.canonical.alternates.map(canonicalPrefix_js_1.prefixText).join(', '), s.canonical.unknownOptions));
        if (s.segment.via && s.segment.via.length > 0)
            out.push(command_js_1.commandText.explain.via(s.segment.via));
        if (s.segment.parseFailed)
            out.push(command_js_1.commandText.explain.parseFailed());
        if (s.catastrophic)
            out.push(command_js_1.commandText.explain.catastrophic(s.catastrophic));
        else if (s.rule)
            out.push(command_js_1.commandText.explain.rule(s.rule.rule.kind, s.rule.pattern.text, s.rule.rule.reason, source(s)));
        else
            out.push(command_js_1.commandText.explain.noRule());
        if (s.maybe)
            out.push(command_js_1.commandText.explain.maybe());
        if (s.allowBlocked)
            out.push(command_js_1.commandText.explain.allowBlocked(allowBlockText(s.allowBlocked)));
        out.push(command_js_1.commandText.explain.verdict(decisionText(s.decision)));
    });
    const fromText = verdict.catastrophes.filter((c) => !verdict.segments.some((s) => s.catastrophic === c.form && s.segment.text === c.text));
    for (const c of fromText)
        out.push(command_js_1.commandText.explain.lineCatastrophic(c.form, c.text));
    const why = verdict.decision === 'deny'
        ? command_js_1.commandText.explain.why.deny()
        : verdict.decision === 'ask'
            ? command_js_1.commandText.explain.why.ask()
            : verdict.decision === 'allow'
                ? command_js_1.commandText.explain.why.allow()
                : verdict.segments.length > 0
                    ? command_js_1.commandText.explain.why.none()
                    : '';
    out.push(command_js_1.commandText.explain.total(decisionText(verdict.decision), why));
    return `${out.join('\n')}\n`;
}


/***/ }),

/***/ 6888:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.flagFacts = flagFacts;
exports.flagsOf = flagsOf;
/**
 * Which flags a simple command has, anywhere after the program and before `--`: each option word
 * as written, `--flag` for `--flag=value`, and each letter of a group of short options
 * (`-rf` has `-r` and `-f`). A word whose text is not known before the command runs could be a
 * flag too, so the answer for an absent flag is then "maybe".
 */
const argWord_js_1 = __webpack_require__(3681);
function flagFacts(argv) {
    const present = new Set();
    let uncertain = false;
    for (const w of argv.slice(1)) {
        const text = (0, argWord_js_1.known)(w);
        if (text === '--')
            break;
        const texts = (0, argWord_js_1.candidates)(w);
        if (texts === undefined) {
            if (w === null || (typeof w === 'object' && w !== null && 'glob' in w && w.glob.startsWith('-')))
                uncertain = true;
            continue;
        }
        if (text === undefined) {
            if (texts.some((t) => t.startsWith('-')))
                uncertain = true;
            continue;
        }
        for (const f of flagsOf(text))
            present.add(f);
    }
    return { present, uncertain };
}
/** The flags one word stands for (none when it is not an option). */
function flagsOf(text) {
    if (!text.startsWith('-') || text === '-')
        return [];
    if (text.startsWith('--')) {
        const eq = text.indexOf('=');
        return eq === -1 ? [text] : [text, text.slice(0, eq)];
    }
    const eq = text.indexOf('=');
    const head = eq === -1 ? text : text.slice(0, eq);
    const out = [text];
    if (eq !== -1)
        out.push(head);
    if (head.length > 2)
        for (const letter of head.slice(1))
            out.push(`-${letter}`);
    return out;
}


/***/ }),

/***/ 2045:
/***/ ((__unused_webpack_module, exports) => {


/**
 * Fork bombs recognised by what they do, whatever the function is called: a function that calls
 * itself (directly, through other functions of the line, or as `$FUNCNAME`) at least twice, with
 * at least one of the calls in a pipeline or in the background, doubles its processes at every
 * step: `:(){ :|:& };:`, `f(){ f|f; };f`, `f(){ f & f; };f`, `bomb(){ bomb | bomb & }; bomb`.
 * Whether a condition guards the recursion is not read (`if true; then f|f; fi` is as bad), so a
 * recursive function that starts two copies of itself at once is refused even when it would stop.
 * A single recursive call (`walk "$d" | sort`) is not a fork bomb. Reads code whose quoted text
 * is blanked (rawCommands' `code`), so a quoted string that looks like one is data.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.forkBombIn = forkBombIn;
const NAME = String.raw `[^\s;&|(){}<>'"\`$=]+`;
const DEFINITION = new RegExp(String.raw `(?:^|[\s;&|(){}])(?:function\s+(${NAME})\s*(?:\(\s*\))?|(${NAME})\s*\(\s*\))\s*([{(])`, 'g');
const SELF = /^\$\{?FUNCNAME(?:\[0\])?\}?$/;
const STARTS = /[\s;&|(){}`]/;
/** The first fork bomb's definition in the code, or undefined. */
function forkBombIn(code) {
    const bodies = new Map();
    for (const m of code.matchAll(DEFINITION)) {
        const name = m[1] ?? m[2];
        const open = m.index + m[0].length - 1;
        const close = closing(code, open);
        bodies.set(name, { body: code.slice(open + 1, close), text: code.slice(m.index, close + 1).trim() });
    }
    if (bodies.size === 0)
        return undefined;
    const calls = new Map();
    for (const [name, { body }] of bodies)
        calls.set(name, callsIn(body, name, bodies));
    for (const [name, { text }] of bodies) {
        const recursive = calls.get(name).filter((c) => reaches(c.name, name, calls));
        if (recursive.length >= 2 && recursive.some((c) => c.concurrent))
            return text;
    }
    return undefined;
}
/** Whether calling `from` may call `to` again (through the functions of the line). */
function reaches(from, to, calls) {
    const seen = new Set();
    const queue = [from];
    while (queue.length > 0) {
        const f = queue.pop();
        if (f === to)
            return true;
        if (seen.has(f))
            continue;
        seen.add(f);
        for (const c of calls.get(f) ?? [])
            queue.push(c.name);
    }
    return false;
}
/** The calls of the line's functions in a body: each word in command position naming one. */
function callsIn(body, self, bodies) {
    const out = [];
    const words = [...body.matchAll(/[^\s;&|(){}`]+/g)];
    for (const w of words) {
        const word = SELF.test(w[0]) ? self : w[0];
        if (!bodies.has(word))
            continue;
        const before = body.slice(0, w.index).replace(/\s+$/, '');
        const prev = before.replace(/^.*\s/s, '');
        const commandStart = before === '' || STARTS.test(before[before.length - 1]) || /^(then|do|else|elif|!|time|exec)$/.test(prev);
        if (!commandStart)
            continue;
        const after = body.slice(w.index + w[0].length);
        const end = /[;&|)}\n`]|$/.exec(after);
        const next = after.slice(end.index, end.index + 2);
        const concurrent = (/\|$/.test(before) && !/\|\|$/.test(before)) ||
            (next.startsWith('|') && next !== '||') ||
            (next.startsWith('&') && next !== '&&');
        out.push({ name: word, concurrent });
    }
    return out;
}
/** The index of the bracket closing the one at `open`, or the end of the code. */
function closing(code, open) {
    const left = code[open];
    const right = left === '{' ? '}' : ')';
    let depth = 0;
    for (let j = open; j < code.length; j++) {
        if (code[j] === left)
            depth++;
        else if (code[j] === right && --depth === 0)
            return j;
    }
    return code.length;
}


/***/ }),

/***/ 1945:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GIT_COMMANDS = void 0;
exports.expandGitAliases = expandGitAliases;
/**
 * A git command as git will run it when the line itself defines an alias: `git -c alias.p=push p
 * --force` runs `git push --force`, so the rules see the latter. Aliases given for one run by
 * `-c alias.NAME=VALUE` are expanded (repeatedly, as git does for an alias of an alias);
 * `--config-env alias.NAME=VAR` takes its value from the environment, so the subcommand is not
 * known before it runs. An alias whose value starts with `!` is shell code, walked as such by the
 * adapter. With `-c help.autocorrect=...` git may run a command other than the one written, so a
 * subcommand it does not know is not known either. Aliases stored in git's config files are not
 * read here: writing them is a gate switch the adapter denies.
 */
const argWord_js_1 = __webpack_require__(3681);
const GLOBAL_VALUED = new Set([
    '-C',
    '-c',
    '--git-dir',
    '--work-tree',
    '--namespace',
    '--config-env',
    '--super-prefix',
]);
const MAX_EXPANSIONS = 16;
function expandGitAliases(argv, knownCommands) {
    const program = (0, argWord_js_1.known)(argv[0]);
    if (program === undefined || (0, argWord_js_1.programName)(program) !== 'git')
        return argv;
    const aliases = new Map();
    let autocorrect = false;
    let i = 1;
    for (; i < argv.length; i++) {
        const text = (0, argWord_js_1.known)(argv[i]);
        if (text === undefined || !text.startsWith('-'))
            break;
        if (text === '--')
            return argv;
        const eq = text.indexOf('=');
        const name = eq === -1 ? text : text.slice(0, eq);
        if (!GLOBAL_VALUED.has(name))
            continue;
        const value = eq === -1 ? argv[++i] : text.slice(eq + 1);
        if (name !== '-c' && name !== '--config-env')
            continue;
        const setting = (0, argWord_js_1.known)(value);
        if (setting === undefined) {
            autocorrect = true; // an unknown setting may be any alias or help.autocorrect
            continue;
        }
        const at = setting.indexOf('=');
        const key = (at === -1 ? setting : setting.slice(0, at)).toLowerCase();
        if (key.startsWith('alias.'))
            aliases.set(key.slice(6), name === '-c' && at !== -1 ? setting.slice(at + 1) : null);
        if (key === 'help.autocorrect')
            autocorrect = !/^(0|false|no|off|never|show)$/i.test(setting.slice(at + 1));
    }
    if (i >= argv.length)
        return argv;
    let rest = argv.slice(i);
    for (let n = 0; n < MAX_EXPANSIONS; n++) {
        const sub = (0, argWord_js_1.known)(rest[0]);
        if (sub === undefined)
            return argv;
        const key = sub.toLowerCase();
        if (!aliases.has(key))
            break;
        const value = aliases.get(key);
        if (value === null || value.trimStart().startsWith('!'))
            return [...argv.slice(0, i), null, ...rest.slice(1)];
        aliases.delete(key); // git refuses an alias that expands to itself
        rest = [...value.trim().split(/\s+/), ...rest.slice(1)];
    }
    const sub = (0, argWord_js_1.known)(rest[0]);
    if (autocorrect && sub !== undefined && !knownCommands.has(sub))
        rest = [null, ...rest.slice(1)];
    return [...argv.slice(0, i), ...rest];
}
/** git's own commands (`git help -a`, git 2.39.5): with autocorrect on, any other word may run one of them. */
exports.GIT_COMMANDS = new Set('add am archive bisect branch bundle checkout cherry-pick citool clean clone commit describe diff fetch format-patch gc gitk grep gui init log maintenance merge mv notes pull push range-diff rebase reset restore revert rm scalar shortlog show sparse-checkout stash status submodule switch tag worktree config fast-export fast-import filter-branch mergetool pack-refs prune reflog remote repack replace annotate blame bugreport count-objects diagnose difftool fsck gitweb help instaweb merge-tree rerere show-branch verify-commit verify-tag version whatchanged archimport cvsexportcommit cvsimport cvsserver imap-send p4 quiltimport request-pull send-email svn apply checkout-index commit-graph commit-tree hash-object index-pack merge-file merge-index mktag mktree multi-pack-index pack-objects prune-packed read-tree symbolic-ref unpack-objects update-index update-ref write-tree cat-file cherry diff-files diff-index diff-tree for-each-ref for-each-repo get-tar-commit-id ls-files ls-remote ls-tree merge-base name-rev pack-redundant rev-list rev-parse show-index show-ref unpack-file var verify-pack daemon fetch-pack http-backend send-pack update-server-info check-attr check-ignore check-mailmap check-ref-format column credential credential-cache credential-store fmt-merge-msg hook interpret-trailers mailinfo mailsplit merge-one-file patch-id sh-i18n sh-setup stripspace'.split(' '));


/***/ }),

/***/ 3734:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.impliedFlags = impliedFlags;
/**
 * Flags a command has by what it does, though not written as such: `git push origin +main` and
 * `git push --mirror` force-update the remote like `git push --force`, so a rule on `--force`
 * (or `-f`) matches them too.
 */
const argWord_js_1 = __webpack_require__(3681);
const longOptions_js_1 = __webpack_require__(6677);
function impliedFlags(flags, canonical, argv) {
    const prefix = canonical.prefixes[0] ?? [];
    if (prefix[0] !== 'git' || prefix[1] !== 'push')
        return flags;
    const options = (0, longOptions_js_1.optionsOf)('git push');
    const after = argv.slice(argv.findIndex((w) => (0, argWord_js_1.known)(w) === 'push') + 1);
    const end = after.findIndex((w) => (0, argWord_js_1.known)(w) === '--');
    const operands = (end === -1 ? after : after.slice(end + 1)).map(argWord_js_1.known);
    const forced = (0, longOptions_js_1.hasFlag)(flags.present, '--mirror', options) ||
        operands.some((t) => t !== undefined && t.length > 1 && t.startsWith('+'));
    if (!forced)
        return flags;
    return { ...flags, present: new Set([...flags.present, '--force', '-f']) };
}


/***/ }),

/***/ 3597:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.judgeCommand = judgeCommand;
exports.judgeSegment = judgeSegment;
exports.segmentOf = segmentOf;
/**
 * The command policy's verdict on a command line, from its segments (every simple command in it,
 * found by the adapter's shell parser) and its raw text. Per segment the strictest matching rule
 * wins: deny, then ask, then allow; a deny rule that only may match (a word could not be read
 * before the command runs) asks. The line: any segment denied -> deny; else any asked -> ask; else
 * every segment explicitly allowed -> allow; else no opinion. An allow never applies to a segment
 * whose parse failed, that runs with changed environment or privileges, that uses options making
 * it run other code, or whose prefix is in doubt. The catastrophic forms are denied apart from all
 * that, on the raw text and on every segment, and nothing overrides them.
 */
const argWord_js_1 = __webpack_require__(3681);
const canonicalPrefix_js_1 = __webpack_require__(2063);
const catastrophic_js_1 = __webpack_require__(6014);
const commandPattern_js_1 = __webpack_require__(9312);
const flagFacts_js_1 = __webpack_require__(6888);
const gitAliases_js_1 = __webpack_require__(1945);
const impliedFlags_js_1 = __webpack_require__(3734);
const overrides_js_1 = __webpack_require__(8744);
const PRIVILEGE = new Set(['sudo', 'doas']);
function judgeCommand(input, rules) {
    const segments = input.segments.map((s) => judgeSegment(s, rules, input.home));
    const catastrophes = (0, catastrophic_js_1.catastrophicText)(input.text);
    for (const s of segments)
        if (s.catastrophic)
            catastrophes.push({ form: s.catastrophic, text: s.segment.text });
    const unique = catastrophes.filter((c, i) => catastrophes.findIndex((d) => d.form === c.form && d.text === c.text) === i);
    return { decision: combine(segments, unique.length > 0), segments, catastrophes: unique };
}
function combine(segments, catastrophic) {
    if (catastrophic || segments.some((s) => s.decision === 'deny'))
        return 'deny';
    if (segments.some((s) => s.decision === 'ask'))
        return 'ask';
    const needed = segments.filter((s) => !s.segment.wrapper);
    if (needed.length > 0 && needed.every((s) => s.decision === 'allow'))
        return 'allow';
    return null;
}
function judgeSegment(segment, rules, home) {
    // what runs: `git -c alias.p=push p --force` is `git push --force`
    const argv = (0, gitAliases_js_1.expandGitAliases)(segment.argv, gitAliases_js_1.GIT_COMMANDS);
    const canonical = (0, canonicalPrefix_js_1.canonicalPrefix)(argv);
    const flags = (0, impliedFlags_js_1.impliedFlags)((0, flagFacts_js_1.flagFacts)(argv), canonical, argv);
    const via = (segment.via ?? []).map(argWord_js_1.programName);
    const catastrophic = (0, catastrophic_js_1.catastrophicArgv)(segment.argv, (0, catastrophic_js_1.whereOf)(segment, home));
    if (catastrophic)
        return { segment, canonical, decision: 'deny', maybe: false, catastrophic };
    const facts = { canonical, flags, via };
    const matches = rules
        .map((rule) => ({ rule, match: (0, commandPattern_js_1.matchPattern)(rule.pattern, facts) }))
        .filter((m) => m.match !== 'no');
    const first = (decision, match) => matches.find((m) => m.rule.decision === decision && m.match === match)?.rule;
    const denied = first('deny', 'yes');
    if (denied)
        return { segment, canonical, decision: 'deny', rule: denied, maybe: false };
    const maybeDenied = first('deny', 'maybe');
    if (maybeDenied)
        return { segment, canonical, decision: 'ask', rule: maybeDenied, maybe: true };
    const asked = first('ask', 'yes') ?? first('ask', 'maybe');
    if (asked)
        return { segment, canonical, decision: 'ask', rule: asked, maybe: first('ask', 'yes') === undefined };
    const allowed = first('allow', 'yes');
    if (!allowed)
        return { segment, canonical, decision: null, maybe: false };
    const blocked = allowBlock(segment, canonical, flags, via);
    if (blocked)
        return { segment, canonical, decision: null, rule: allowed, maybe: false, allowBlocked: blocked };
    return { segment, canonical, decision: 'allow', rule: allowed, maybe: false };
}
function allowBlock(segment, canonical, flags, via) {
    if (segment.parseFailed)
        return { kind: 'parse-failed' };
    const privileged = via.find((v) => PRIVILEGE.has(v));
    if (privileged)
        return { kind: 'privilege', wrapper: privileged };
    if (segment.hasOverrides)
        return { kind: 'environment' };
    const found = (0, overrides_js_1.overridesIn)((0, gitAliases_js_1.expandGitAliases)(segment.argv, gitAliases_js_1.GIT_COMMANDS), canonical, flags);
    if (found.length > 0)
        return { kind: 'overrides', found };
    if (canonical.unknownWord || canonical.alternates.length > 0)
        return { kind: 'doubt', options: canonical.unknownOptions, unknownWord: canonical.unknownWord };
    return undefined;
}
/** A segment from plain words (tests, and text a parser could not read). */
function segmentOf(argv, extra = {}) {
    return { argv, text: argv.map((w) => (0, argWord_js_1.known)(w) ?? '?').join(' '), ...extra };
}


/***/ }),

/***/ 6677:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.optionsOf = optionsOf;
exports.longOptionsOf = longOptionsOf;
exports.hasFlag = hasFlag;
exports.standsFor = standsFor;
/**
 * The long options of the git commands that command rules name, so that a rule's `--hard` also
 * matches `--har` and `--ha`: git (parse-options) accepts any unambiguous prefix of a long option,
 * and an exact name always wins (`--force` is `--force`, never a prefix of `--force-with-lease`).
 * Each entry is `long/s`: the long option and its one-letter name, which a rule's `-f` and
 * `--force` both stand for. Taken from `git <command> -h` of git 2.39.5 and checked against
 * git-scm.com's reference pages (`git stash push` from its synopsis). Read by commandPattern.ts.
 *
 * A program without a table here is read the way GNU getopt_long, Python's argparse and npm's
 * nopt read options: any prefix of a rule's long option may stand for it (fail closed).
 */
const TABLE = {
    'git push': 'all atomic delete/d dry-run/n exec follow-tags force-if-includes force-with-lease force/f ipv4/4 ipv6/6 mirror no-verify porcelain progress prune push-option/o quiet/q receive-pack recurse-submodules repo set-upstream/u signed tags thin verbose/v',
    'git reset': 'hard intent-to-add/N keep merge mixed no-refresh patch/p pathspec-file-nul pathspec-from-file quiet/q recurse-submodules soft',
    'git clean': 'dry-run/n exclude/e force/f interactive/i quiet/q',
    'git commit': 'ahead-behind all/a amend author branch cleanup date dry-run edit/e file/F fixup gpg-sign/S include/i interactive long message/m no-post-rewrite no-verify/n null/z only/o patch/p pathspec-file-nul pathspec-from-file porcelain quiet/q reedit-message/c reset-author reuse-message/C short signoff/s squash status template/t trailer untracked-files/u verbose/v',
    'git checkout': 'conflict detach/d force/f guess ignore-other-worktrees ignore-skip-worktree-bits merge/m orphan ours/2 overlay overwrite-ignore patch/p pathspec-file-nul pathspec-from-file progress quiet/q recurse-submodules theirs/3 track/t',
    'git restore': 'conflict ignore-skip-worktree-bits ignore-unmerged merge/m ours/2 overlay patch/p pathspec-file-nul pathspec-from-file progress quiet/q recurse-submodules source/s staged/S theirs/3 worktree/W',
    'git switch': 'conflict create/c detach/d discard-changes force-create/C force/f guess ignore-other-worktrees merge/m orphan overwrite-ignore progress quiet/q recurse-submodules track/t',
    'git rebase': 'abort apply autosquash autostash committer-date-is-author-date continue edit-todo empty exec/x force-rebase/f fork-point gpg-sign/S ignore-whitespace interactive/i keep-base merge/m no-ff no-stat/n no-verify onto quiet/q quit reapply-cherry-picks rebase-merges/r rerere-autoupdate reschedule-failed-exec reset-author-date root show-current-patch signoff skip strategy-option/X strategy/s update-refs verbose/v whitespace',
    'git branch': 'abbrev all/a color column contains copy/c create-reflog delete/d edit-description force/f format ignore-case/i list/l merged move/m no-contains no-merged points-at quiet/q recurse-submodules remotes/r set-upstream-to/u show-current sort track/t unset-upstream verbose/v',
    'git tag': 'annotate/a cleanup color column contains create-reflog delete/d edit/e file/F force/f format ignore-case/i list/l local-user/u merged message/m no-contains no-merged points-at sign/s sort verify/v',
    'git merge': 'abort allow-unrelated-histories autostash cleanup commit continue edit/e ff ff-only file/F gpg-sign/S into-name log message/m no-verify overwrite-ignore progress quiet/q quit rerere-autoupdate signoff squash stat strategy-option/X strategy/s summary verbose/v verify-signatures',
    'git pull': 'all allow-unrelated-histories append/a autostash cleanup commit deepen depth dry-run edit ff ff-only force/f gpg-sign/S ipv4/4 ipv6/6 jobs/j keep/k log negotiation-tip progress prune/p quiet/q rebase/r recurse-submodules refmap server-option/o set-upstream shallow-exclude shallow-since show-forced-updates signoff squash stat strategy-option/X strategy/s tags/t unshallow update-shallow upload-pack verbose/v verify verify-signatures',
    'git fetch': 'all append/a atomic auto-gc auto-maintenance deepen depth dry-run filter force/f ipv4/4 ipv6/6 jobs/j keep/k multiple/m negotiate-only negotiation-tip prefetch progress prune-tags/P prune/p quiet/q recurse-submodules refetch refmap server-option/o set-upstream shallow-exclude shallow-since show-forced-updates stdin tags/t unshallow update-head-ok/u update-shallow upload-pack verbose/v write-commit-graph write-fetch-head',
    'git rm': 'cached dry-run/n force/f ignore-unmatch pathspec-file-nul pathspec-from-file quiet/q sparse',
    'git update-index': 'add again/g assume-unchanged cacheinfo chmod clear-resolve-undo force-remove force-untracked-cache force-write-index fsmonitor fsmonitor-valid ignore-missing ignore-skip-worktree-entries ignore-submodules index-info index-version info-only no-assume-unchanged no-fsmonitor-valid no-skip-worktree really-refresh refresh remove replace skip-worktree split-index stdin test-untracked-cache unmerged unresolve untracked-cache verbose',
    'git update-ref': 'create-reflog no-deref stdin',
    'git gc': 'aggressive auto cruft force keep-largest-pack prune quiet/q',
    'git cherry-pick': 'abort allow-empty allow-empty-message cleanup continue edit/e ff gpg-sign/S keep-redundant-commits mainline/m no-commit/n quit rerere-autoupdate signoff/s skip strategy strategy-option/X',
    'git revert': 'abort cleanup continue edit/e gpg-sign/S mainline/m no-commit/n quit reference rerere-autoupdate signoff/s skip strategy strategy-option/X',
    'git am': '3way/3 abort allow-empty committer-date-is-author-date continue directory empty exclude gpg-sign/S ignore-date ignore-space-change ignore-whitespace include interactive/i keep-cr keep-non-patch keep/k message-id/m no-keep-cr patch-format quiet/q quit quoted-cr reject rerere-autoupdate resolved/r resolvemsg scissors/c show-current-patch signoff/s skip utf8/u whitespace',
    'git apply': '3way/3 allow-empty allow-overlap apply build-fake-ancestor cached check directory exclude ignore-space-change ignore-whitespace inaccurate-eof include index intent-to-add/N no-add numstat quiet/q recount reject reverse/R stat summary unidiff-zero unsafe-paths verbose/v whitespace',
    'git add': 'all/A chmod dry-run/n edit/e force/f ignore-errors ignore-missing ignore-removal intent-to-add/N interactive/i patch/p pathspec-file-nul pathspec-from-file refresh renormalize sparse update/u verbose/v',
    'git mv': 'dry-run/n force/f sparse verbose/v',
    'git config': 'add blob bool bool-or-int bool-or-str default edit/e expiry-date file/f fixed-value get get-all get-color get-colorbool get-regexp get-urlmatch global includes int list/l local name-only null/z path remove-section rename-section replace-all show-origin show-scope system type/t unset unset-all worktree',
    'git clone': 'also-filter-submodules bare branch/b bundle-uri config/c depth dissociate filter ipv4/4 ipv6/6 jobs/j local/l mirror no-checkout/n no-hardlinks no-tags origin/o progress quiet/q recurse-submodules recursive reference reference-if-able reject-shallow remote-submodules separate-git-dir server-option shallow-exclude shallow-since shallow-submodules shared/s single-branch sparse template upload-pack/u verbose/v',
    'git replace': 'convert-graft-file delete/d edit/e force/f format graft/g list/l raw',
    'git symbolic-ref': 'delete/d quiet/q recurse short',
    'git stash': 'all/a include-untracked/u index keep-index/k message/m no-keep-index only-untracked patch/p pathspec-file-nul pathspec-from-file quiet/q staged/S',
};
const BY_PREFIX = new Map(Object.entries(TABLE).map(([prefix, names]) => {
    const long = new Set();
    const short = new Map();
    for (const entry of names.split(' ')) {
        const [name, letter] = entry.split('/');
        long.add(`--${name}`);
        if (letter) {
            short.set(`--${name}`, `-${letter}`);
            short.set(`-${letter}`, `--${name}`);
        }
    }
    return [prefix, { long, short }];
}));
/** The options of a command (`git push`), when the table has it. */
function optionsOf(prefix) {
    return BY_PREFIX.get(prefix);
}
/** The long options (`--force`, ...) of a command (`git push`), when the table has it. */
function longOptionsOf(prefix) {
    return BY_PREFIX.get(prefix)?.long;
}
/**
 * Whether a command with these option words (`present`: each as written, `--x` for `--x=v`, the
 * letters of a short group) has the flag of a rule (`-f` or `--force`), in any spelling: the
 * flag itself, an abbreviation of a long flag, and the other name of the same option.
 */
function hasFlag(present, flag, options) {
    const written = [...present].filter((f) => f.startsWith('--'));
    const long = (name) => written.some((w) => standsFor(w, name, options?.long));
    if (flag.startsWith('--')) {
        const letter = options?.short.get(flag);
        return long(flag) || (letter !== undefined && present.has(letter));
    }
    if (present.has(flag))
        return true;
    const name = options?.short.get(flag);
    return name !== undefined && long(name);
}
/**
 * Whether an option word as written (`--har`, `--force-with-lea=x` read as `--force-with-lea`)
 * stands for the long option `flag` (`--hard`): it is the flag, or a prefix of it at least one
 * letter long that is not itself an option of the command. An abbreviation that could stand for
 * several options counts for each of them (git refuses it anyway, and the table may lag git).
 */
function standsFor(word, flag, options) {
    if (word === flag)
        return true;
    if (!word.startsWith('--') || !flag.startsWith('--') || word.length < 3)
        return false;
    if (!flag.startsWith(word))
        return false;
    return !(options?.has(word) ?? false);
}


/***/ }),

/***/ 8744:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.OVERRIDES = void 0;
exports.overridesIn = overridesIn;
/**
 * Options that make a command run code other than its own: git's `-c` (core.pager, alias.*,
 * core.sshCommand), `--exec-path`, `--git-dir` (another repository's hooks and config), ssh's
 * ProxyCommand, tar's `--to-command`, make's variables. An `allow` rule never applies to a
 * command using one: the allowed command is no longer the command that runs. Directory switches
 * (`git -C dir`, `make -C dir`) are the same command elsewhere and are not overrides.
 */
const argWord_js_1 = __webpack_require__(3681);
const o = (prefix, options, reason, extra = {}) => ({
    prefix,
    options,
    reason,
    ...extra,
});
exports.OVERRIDES = [
    o('git', ['-c', '--config-env', '--exec-path', '--git-dir', '--work-tree'], "configuration and exec-path overrides can make git run other programs (core.pager, core.sshCommand, alias.*, another repository's hooks)"),
    o('git clone', ['-c', '--config', '-u', '--upload-pack', '--template'], 'clone can set configuration and run another upload-pack'),
    o('git fetch', ['--upload-pack'], 'runs the given program as upload-pack'),
    o('git pull', ['--upload-pack'], 'runs the given program as upload-pack'),
    o('git ls-remote', ['--upload-pack'], 'runs the given program as upload-pack'),
    o('git push', ['--receive-pack', '--exec'], 'runs the given program as receive-pack'),
    o('git archive', ['--exec', '--remote'], 'runs the given program as upload-archive'),
    o('git rebase', ['-x', '--exec'], 'runs the given shell command after each commit'),
    o('git difftool', ['-x', '--extcmd', '-t', '--tool'], 'runs the given program as the diff tool'),
    o('git mergetool', ['-t', '--tool'], 'runs the given program as the merge tool'),
    o('git submodule foreach', [], 'runs the given shell command in every submodule', { always: true }),
    o('git bisect run', [], 'runs the given command at every step', { always: true }),
    o('git filter-branch', [], 'runs the given filters as shell code', { always: true }),
    o('cargo', ['--config'], '--config can set build.rustc-wrapper and other programs cargo runs'),
    o('npm', ['--script-shell', '--userconfig', '--globalconfig', '--node-options'], 'these choose the shell, configuration or Node options scripts run with'),
    o('pnpm', ['--script-shell', '--config-dir'], 'these choose the shell or configuration scripts run with'),
    o('kubectl', ['--kubeconfig'], 'a kubeconfig can name credential plugins that kubectl runs'),
    o('helm', ['--kubeconfig', '--post-renderer'], 'a kubeconfig can name credential plugins; a post-renderer is a program helm runs'),
    o('docker', ['--config'], 'a docker config can name credential helpers that docker runs'),
    o('make', ['--eval', '-E', '-f', '--file', '--makefile'], 'these add or replace the recipes make runs', {
        variables: true,
    }),
    o('ssh', ['-o', '-F'], 'options and config files can set ProxyCommand or LocalCommand'),
    o('scp', ['-o', '-F', '-S'], 'options can set ProxyCommand or the program used as ssh'),
    o('rsync', ['-e', '--rsh', '--rsync-path'], 'these choose the programs rsync runs'),
    o('tar', [
        '--to-command',
        '--use-compress-program',
        '-I',
        '--checkpoint-action',
        '--info-script',
        '-F',
        '--new-volume-script',
    ], 'these make tar run other programs'),
    o('zip', ['-TT', '--unzip-command'], 'runs the given program to test the archive'),
    o('curl', ['-K', '--config'], 'a config file can add any option, including output files'),
    o('vim', ['-c', '--cmd', '-S'], 'runs editor commands, which can run shell commands'),
];
/** The override options a command uses (as written in the table), with the entry's reason. */
function overridesIn(argv, canonical, flags) {
    const prefixes = [...canonical.prefixes, ...canonical.alternates].map((p) => p.map((w) => (0, argWord_js_1.known)(w)));
    const found = [];
    for (const entry of exports.OVERRIDES) {
        const words = entry.prefix.split(' ');
        if (!prefixes.some((p) => words.every((w, i) => p[i] === w)))
            continue;
        if (entry.always)
            found.push({ option: entry.prefix, reason: entry.reason });
        for (const option of entry.options)
            if (flags.present.has(option))
                found.push({ option, reason: entry.reason });
        if (entry.variables) {
            for (const w of argv.slice(1)) {
                const text = (0, argWord_js_1.known)(w);
                if (text !== undefined && /^[A-Za-z_][A-Za-z0-9_]*=/.test(text))
                    found.push({ option: text, reason: entry.reason });
            }
        }
    }
    return found;
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
    sudo: {
        valued: [
            '-u',
            '-g',
            '-C',
            '-D',
            '-h',
            '-p',
            '-U',
            '-r',
            '-t',
            '-T',
            '--user',
            '--group',
            '--chdir',
            '--host',
            '--prompt',
            '--other-user',
            '--role',
            '--type',
            '--command-timeout',
            '--close-from',
        ],
    },
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
    xargs: {
        valued: [
            '-I',
            '-L',
            '-n',
            '-P',
            '-s',
            '-d',
            '-E',
            '-a',
            '--arg-file',
            '--delimiter',
            '--max-args',
            '--max-procs',
            '--max-chars',
            '--max-lines',
            '--replace',
            '--eof',
        ],
    },
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
            this.heredocs.push({
                delimiter,
                stripTabs,
                code: program !== undefined && (exports.SHELL_NAMES.has((0, argWord_js_1.programName)(program)) || (0, argWord_js_1.programName)(program) === 'eval'),
            });
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

/***/ 2062:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.displayPath = displayPath;
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

/***/ 5767:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.statOrUndefined = statOrUndefined;
exports.existsOrUnknown = existsOrUnknown;
exports.isMissing = isMissing;
/**
 * What the hook asks the file system about a path. Synchronous: the hook makes one decision per
 * process, and node:fs/promises alone costs it 0.07x of node's start-up.
 */
const node_fs_1 = __webpack_require__(3024);
const statOf = (path, follow) => follow === 'follow' ? (0, node_fs_1.statSync)(path) : (0, node_fs_1.lstatSync)(path);
/** A path's status, or undefined when it cannot be had for any reason (for questions that fail safe either way). */
function statOrUndefined(path, follow) {
    try {
        return statOf(path, follow);
    }
    catch {
        return undefined;
    }
}
/**
 * Whether a path exists, for decisions that differ between existing and missing files. Only a
 * path that is surely missing (ENOENT, ENOTDIR) counts as missing; one that cannot be inspected
 * counts as existing, so the rules for existing files still apply (fail closed).
 */
function existsOrUnknown(path, follow) {
    try {
        statOf(path, follow);
        return true;
    }
    catch (e) {
        return !isMissing(e);
    }
}
/** ENOENT or ENOTDIR: the path is not there (anything else means it could not be inspected). */
function isMissing(e) {
    const code = e?.code;
    return code === 'ENOENT' || code === 'ENOTDIR';
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

/***/ 3794:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GatePaths = void 0;
exports.gateSet = gateSet;
exports.commonDir = commonDir;
exports.ownPackageDir = ownPackageDir;
/**
 * Gate files: the files and folders that decide whether diffgate's checks run, and with what
 * code and rules. Writing one switches a gate off instead of passing it, so like git's hooks
 * only a person changes them. The pre-check denies writing them (file tools and shell write
 * targets) and the tripwire puts them back; both read the one list `gateSet` gives:
 *
 * - the manifests (the repository's, the user's folder);
 * - git's own gate files: `.git/hooks/`, `.git/config` (and a worktree's common config),
 *   `.git/diffgate/` (release records, prompts, audit), the user's git config files;
 * - the hook managers' configurations (`.husky/`, lefthook's files, `.pre-commit-config.yaml`);
 * - each agent's settings and hook files (Claude Code, Codex, Gemini CLI, Cursor, Copilot CLI),
 *   in the project, the user's home and the machine-wide places;
 * - the installed CLI wherever it is: `node_modules/.bin/diffgate`, `node_modules/diffgate/`,
 *   pnpm's `node_modules/.pnpm/diffgate@*`, the global npm prefix, `~/.local`, pnpm's home, and
 *   the running CLI's own package directory by real path (an `npm link` target included);
 * - diffgate's code cache and state folders.
 *
 * Deleting a whole `node_modules` (or reinstalling it) is not writing a gate file: the hook
 * command then fails, and a failing hook blocks. So the installed CLI's paths are gate files
 * for writes into them, but a command that removes a folder holding them (`rm -rf node_modules`)
 * is not refused for them (`under` leaves them out); nor is deleting the code cache (`rm -rf
 * ~/.cache`), which only costs the next call its compile time.
 *
 * Every path is absolute, listed as named and by real path. Nothing here spawns a process: it
 * runs on every hook call.
 */
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const realPath_js_1 = __webpack_require__(1344);
const LEFTHOOK_EXTENSIONS = ['yml', 'yaml', 'json', 'jsonc', 'toml'];
const LEFTHOOK_FILES = ['lefthook', '.lefthook', 'lefthook-local', '.lefthook-local'].flatMap((name) => LEFTHOOK_EXTENSIONS.map((ext) => `${name}.${ext}`));
/** Files of a project folder (the workspace, the repository root). */
const PROJECT_FILES = [
    ...LEFTHOOK_FILES,
    ...LEFTHOOK_FILES.filter((f) => !f.startsWith('.')).map((f) => `.config/${f}`),
    '.pre-commit-config.yaml',
    '.pre-commit-config.yml',
    '.claude/settings.json',
    '.claude/settings.local.json',
    '.codex/config.toml',
    '.codex/hooks.json',
    '.gemini/settings.json',
    '.cursor/hooks.json',
    '.opencode/plugins/diffgate.js',
];
/** Folders of a project folder. */
const PROJECT_FOLDERS = ['.husky', '.lefthook', '.lefthook-local', '.github/hooks'];
/** The user's files, relative to the home. */
const HOME_FILES = [
    '.gitconfig',
    '.config/git/config',
    '.claude/settings.json',
    '.claude/settings.local.json',
    '.codex/config.toml',
    '.codex/hooks.json',
    '.gemini/settings.json',
    '.cursor/hooks.json',
    '.copilot/config.json',
    '.copilot/settings.json',
    '.local/bin/diffgate',
    '.config/opencode/plugins/diffgate.js',
];
const HOME_FOLDERS = ['.local/state/diffgate', '.copilot/hooks', '.local/lib/node_modules/diffgate'];
/** Machine-wide settings an agent or git reads (written only as root, listed for completeness). */
const SYSTEM_FILES = [
    '/etc/gitconfig',
    '/etc/claude-code/managed-settings.json',
    '/etc/codex/config.toml',
    '/etc/codex/requirements.toml',
    '/etc/gemini-cli/settings.json',
    '/etc/cursor/hooks.json',
];
const memo = new Map();
function gateSet(place, env, selfDir = ownPackageDir()) {
    const { files, folders } = gateSetWithInstalled(place, env, selfDir);
    return { files, folders };
}
function gateSetWithInstalled(place, env, selfDir) {
    const key = JSON.stringify([place, selfDir, envKey(env)]);
    const known = memo.get(key);
    if (known)
        return known;
    const named = namedGates(place, env, selfDir);
    const real = realPaths();
    const both = (list) => [...new Set(list.flatMap((p) => [p, real(p)]))];
    const installedFiles = both(named.installedFiles);
    const installedFolders = both(named.installedFolders);
    const manifests = both(named.manifests);
    const set = {
        files: [...new Set([...manifests, ...both(named.files), ...installedFiles])],
        folders: [...new Set([...both(named.folders), ...installedFolders])],
        installed: new Set([...installedFiles, ...installedFolders]),
        manifests: new Set(manifests),
    };
    memo.set(key, set);
    return set;
}
const ENV_KEYS = [
    'XDG_CONFIG_HOME',
    'XDG_CACHE_HOME',
    'XDG_STATE_HOME',
    'GIT_CONFIG_GLOBAL',
    'GIT_CONFIG_SYSTEM',
    'CLAUDE_CONFIG_DIR',
    'CODEX_HOME',
    'GEMINI_CLI_SYSTEM_SETTINGS_PATH',
    'COPILOT_HOME',
    'npm_config_prefix',
    'NPM_CONFIG_PREFIX',
    'PREFIX',
    'PNPM_HOME',
];
const envKey = (env) => ENV_KEYS.map((k) => env[k] ?? '');
function namedGates(place, env, selfDir) {
    const files = [...SYSTEM_FILES];
    const manifests = [];
    const folders = [];
    const installedFiles = [];
    const installedFolders = [];
    const projects = [...new Set([place.workspace, place.root])];
    for (const dir of projects) {
        files.push(...PROJECT_FILES.map((f) => node_path_1.posix.join(dir, f)));
        manifests.push(node_path_1.posix.join(dir, '.diffgate.tsv'));
        folders.push(...PROJECT_FOLDERS.map((f) => node_path_1.posix.join(dir, f)));
        const modules = node_path_1.posix.join(dir, 'node_modules');
        installedFiles.push(node_path_1.posix.join(modules, '.bin', 'diffgate'));
        installedFolders.push(node_path_1.posix.join(modules, 'diffgate'), ...pnpmCopies(modules));
    }
    for (const home of new Set([place.home, place.realHome])) {
        files.push(...HOME_FILES.map((f) => node_path_1.posix.join(home, f)));
        folders.push(...HOME_FOLDERS.map((f) => node_path_1.posix.join(home, f)));
        manifests.push(node_path_1.posix.join(home, '.config', 'diffgate', 'manifest.tsv'));
    }
    // a path from the environment; a device (GIT_CONFIG_GLOBAL=/dev/null) holds no settings to write
    const absolute = (name) => {
        const value = env[name];
        return value && node_path_1.posix.isAbsolute(value) && !value.startsWith('/dev/') ? value : undefined;
    };
    const xdgConfig = absolute('XDG_CONFIG_HOME');
    if (xdgConfig) {
        files.push(node_path_1.posix.join(xdgConfig, 'git', 'config'));
        manifests.push(node_path_1.posix.join(xdgConfig, 'diffgate', 'manifest.tsv'));
    }
    const xdgCache = absolute('XDG_CACHE_HOME');
    const xdgState = absolute('XDG_STATE_HOME');
    if (xdgState)
        folders.push(node_path_1.posix.join(xdgState, 'diffgate'));
    for (const name of ['GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM', 'GEMINI_CLI_SYSTEM_SETTINGS_PATH']) {
        const file = absolute(name);
        if (file)
            files.push(file);
    }
    const claude = absolute('CLAUDE_CONFIG_DIR');
    if (claude)
        files.push(node_path_1.posix.join(claude, 'settings.json'), node_path_1.posix.join(claude, 'settings.local.json'));
    const codex = absolute('CODEX_HOME');
    if (codex)
        files.push(node_path_1.posix.join(codex, 'config.toml'), node_path_1.posix.join(codex, 'hooks.json'));
    const copilot = absolute('COPILOT_HOME');
    if (copilot) {
        files.push(node_path_1.posix.join(copilot, 'config.json'), node_path_1.posix.join(copilot, 'settings.json'));
        folders.push(node_path_1.posix.join(copilot, 'hooks'));
    }
    if (place.gitDir) {
        for (const gitDir of new Set([place.gitDir, commonDir(place.gitDir)])) {
            files.push(node_path_1.posix.join(gitDir, 'config'), node_path_1.posix.join(gitDir, 'config.worktree'));
            folders.push(node_path_1.posix.join(gitDir, 'hooks'), node_path_1.posix.join(gitDir, 'diffgate'));
        }
    }
    // the code cache: writing into it is a gate switch, deleting it only costs the next call time
    installedFolders.push(...[...new Set([place.home, place.realHome])].map((h) => node_path_1.posix.join(h, '.cache', 'diffgate')), ...(xdgCache ? [node_path_1.posix.join(xdgCache, 'diffgate')] : []));
    // the global npm prefix, as npm would choose it, without asking npm (too slow for every call)
    const prefixes = new Set();
    for (const name of ['npm_config_prefix', 'NPM_CONFIG_PREFIX', 'PREFIX']) {
        const p = absolute(name);
        if (p)
            prefixes.add(p);
    }
    prefixes.add(node_path_1.posix.dirname(node_path_1.posix.dirname(process.execPath)));
    for (const prefix of prefixes) {
        installedFiles.push(node_path_1.posix.join(prefix, 'bin', 'diffgate'));
        installedFolders.push(node_path_1.posix.join(prefix, 'lib', 'node_modules', 'diffgate'));
    }
    const pnpmHome = absolute('PNPM_HOME');
    if (pnpmHome)
        installedFiles.push(node_path_1.posix.join(pnpmHome, 'diffgate'));
    if (selfDir !== undefined) {
        // Installed under a node_modules, the package is all the CLI's; a checkout (an `npm link`
        // target) is also source being worked on, so there only what runs is a gate.
        if (selfDir.split('/').includes('node_modules'))
            installedFolders.push(selfDir);
        else
            installedFolders.push(node_path_1.posix.join(selfDir, 'dist'), node_path_1.posix.join(selfDir, 'githooks'));
    }
    return { files, folders, manifests, installedFiles, installedFolders };
}
/** pnpm's copies of the package: `node_modules/.pnpm/diffgate@<version>...` (one directory read). */
function pnpmCopies(modules) {
    try {
        return (0, node_fs_1.readdirSync)(node_path_1.posix.join(modules, '.pnpm'))
            .filter((name) => name.startsWith('diffgate@'))
            .map((name) => node_path_1.posix.join(modules, '.pnpm', name));
    }
    catch {
        return []; // no pnpm store here
    }
}
/** A linked worktree's common git directory (`.git/worktrees/x` -> `.git`), where its config, hooks and refs are. */
function commonDir(gitDir) {
    try {
        return node_path_1.posix.resolve(gitDir, (0, node_fs_1.readFileSync)(node_path_1.posix.join(gitDir, 'commondir'), 'utf8').trim());
    }
    catch {
        return gitDir; // not a linked worktree
    }
}
/**
 * Real paths, with the parents' shared: most gate files are missing, and share a few parents. One
 * lstat per path and no exception for a missing one (a thrown ENOENT costs more than the stat).
 */
function realPaths() {
    // by path: its real path, and whether it exists (a missing folder's entries are not asked about)
    const known = new Map([['/', { real: '/', exists: true }]]);
    const look = (p) => {
        const seen = known.get(p);
        if (seen !== undefined)
            return seen;
        const parent = look(node_path_1.posix.dirname(p));
        let real = node_path_1.posix.join(parent.real, node_path_1.posix.basename(p));
        let exists = false;
        if (parent.exists) {
            let stat;
            try {
                stat = (0, node_fs_1.lstatSync)(p, { throwIfNoEntry: false });
            }
            catch {
                stat = undefined; // ENOTDIR, EACCES: nothing to follow
            }
            exists = stat !== undefined;
            if (stat?.isSymbolicLink())
                real = (0, realPath_js_1.realPathOf)(real); // a link, dangling or not, leads elsewhere
        }
        const out = { real, exists };
        known.set(p, out);
        return out;
    };
    return (p) => look(p).real;
}
/** The running CLI's package directory, by real path: two levels above `dist/cli/index.js`. */
function ownPackageDir(script = process.argv[1]) {
    if (script !== process.argv[1])
        return readOwnPackageDir(script);
    ownDir ??= { dir: readOwnPackageDir(script) };
    return ownDir.dir;
}
/** The running CLI's, found once a process. */
let ownDir;
function readOwnPackageDir(script) {
    if (script === undefined || !/[/\\]dist[/\\]cli[/\\][^/\\]+\.js$/.test(script))
        return undefined;
    try {
        return node_path_1.posix.dirname(node_path_1.posix.dirname(node_path_1.posix.dirname(node_fs_1.realpathSync.native(script))));
    }
    catch {
        return undefined;
    }
}
/**
 * The gate files and folders of a place, worked out once, when first asked (a shell line asks for
 * every target; a line with no write target never asks, and pays nothing).
 */
class GatePaths {
    place;
    env;
    selfDir;
    known;
    constructor(place, env = process.env, selfDir) {
        this.place = place;
        this.env = env;
        this.selfDir = selfDir;
    }
    get set() {
        this.known ??= gateSetWithInstalled(this.place, this.env, this.selfDir ?? ownPackageDir());
        return this.known;
    }
    /** The gate file or folder the path is, or lies in; undefined when it is none. */
    at(path) {
        return (this.set.files.find((f) => f === path && !this.set.manifests.has(f)) ??
            this.set.folders.find((d) => (0, realPath_js_1.isWithin)(path, d)));
    }
    /** Whether the path is the installed CLI or the code cache, or lies in them (see `under`). */
    removable(path) {
        for (const p of this.set.installed)
            if ((0, realPath_js_1.isWithin)(path, p))
                return true;
        return false;
    }
    /**
     * The gate files and folders under a directory a command removes or rewrites whole (`rm -rf
     * .claude`). Not the installed CLI: removing `node_modules` does not switch the gate off (the
     * hook command then fails, which blocks), and `rm -rf node_modules` is an everyday command.
     */
    under(dir) {
        return [...this.set.files, ...this.set.folders].filter((f) => f !== dir && (0, realPath_js_1.isWithin)(f, dir) && !this.set.installed.has(f) && !this.set.manifests.has(f));
    }
}
exports.GatePaths = GatePaths;


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

/***/ 209:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.claudeText = void 0;
/** The Claude Code hook's sentences: what the model is told when a tool call is blocked, and why. */
const CLAUDE_NO_WORKAROUND = 'Do not work around the block by changing another file instead, or by making the same change another way (another tool, a script, a shell command).';
const CLAUDE_WAIT = 'Show the change you intended and why in your reply, and wait for a person to decide.';
const ruleNoun = (kind) => kind === 'freeze'
    ? 'a frozen file'
    : kind === 'invariant'
        ? 'a file with invariant spans'
        : kind === 'append'
            ? 'an append-only file'
            : kind === 'budget'
                ? 'a file under a size budget'
                : kind === 'deny'
                    ? 'a path the manifest denies'
                    : kind === 'manifest'
                        ? 'the diffgate manifest'
                        : `a file protected by a ${kind} rule`;
exports.claudeText = {
    header: (tool, what) => `diffgate blocked this ${tool} call${what ? ` (${what})` : ''}.`,
    why: 'why:',
    next: 'next:',
    workaround: () => CLAUDE_NO_WORKAROUND,
    release: (phrases) => `Only a person lifts this block: if they agree, they include ${phrases.map((p) => JSON.stringify(p)).join(' or ')} in their next message, and it holds for that one turn.`,
    failure: (detail) => `diffgate hook: ${detail}\nThe hook cannot decide, so the call is blocked (fail closed). Tell the person what this says; do not try to get around it.`,
    internal: (detail) => `internal error: ${detail}`,
    timeout: (seconds) => `the hook did not finish within its time limit of ${seconds} s (DIFFGATE_HOOK_TIMEOUT); the input is too large or too complex to check in time. Split the work into smaller, simpler tool calls`,
    timeoutSetting: (raw, min, max) => `DIFFGATE_HOOK_TIMEOUT=${JSON.stringify(raw)} is not a time limit: expected a number of seconds from ${min} to ${max} (the default is 10)`,
    tooLong: (length, limit) => `the command is ${length} characters long, more than the ${limit} the hook reads; split it into shorter commands, or write a long text with the Write tool`,
    noDirectory: (dir, why) => `the working directory ${dir} cannot be resolved: ${why}`,
    manifestUnreadable: (label, why) => `the manifest ${label} exists but cannot be read: ${why}`,
    manifestSymlink: (label) => `the manifest ${label} is a symbolic link; git stores a link as its target's name, so the rules must be in ${label} itself (replace the link with the file)`,
    manifestErrors: (label, lines) => `the manifest ${label} has ${lines.length === 1 ? 'an error' : `${lines.length} errors`}, so nothing can be checked:\n${lines.map((l) => `  ${l}`).join('\n')}`,
    userManifestRelative: (pattern) => `expected a pattern starting with ~/ or / (the user manifest names files outside repositories), found ${JSON.stringify(pattern)}`,
    usage: () => "usage: diffgate hook claude   (reads Claude Code's hook JSON on standard input)",
    input: {
        badJson: (detail) => `the input on stdin is not JSON (${detail}); expected the JSON object Claude Code sends a command hook`,
        notObject: () => 'the input on stdin is not a JSON object; expected the object Claude Code sends a command hook',
        field: (name, expected) => `the input's "${name}" is missing or not ${expected}`,
        toolField: (tool, name, expected) => `the ${tool} tool input's "${name}" is missing or not ${expected}`,
        unknownEvent: (event) => `unknown hook event ${JSON.stringify(event)}: expected PreToolUse, PostToolUse, PostToolUseFailure, Stop, SubagentStop or UserPromptSubmit (install the hook with "diffgate install --claude")`,
        unknownTool: (tool) => `unknown tool ${JSON.stringify(tool)}: expected Write, Edit, MultiEdit, NotebookEdit, Read, Grep, Glob, LS, Bash or PowerShell (the hook's matcher names only these)`,
    },
    workspace: {
        unreachable: (path, code) => `${path} cannot be reached: ${code === 'ELOOP' ? 'its symlinks form a loop' : code === 'ENOTDIR' ? 'a part of it that would have to be a folder is a file' : 'the path is too long'}, so the tool cannot write or read it as given.`,
        unreachableNext: () => 'Check the path: list the folder it should be in (LS) and use a path that exists there.',
        reason: () => 'File tools stay inside the workspace (the repository, or CLAUDE_PROJECT_DIR), judged by real path.',
        next: () => 'Work on files inside the workspace. If you need a file outside it, ask the person to provide it.',
        empty: () => 'The path is empty.',
        nul: () => 'The path contains a NUL character.',
        drive: (p) => `${JSON.stringify(p)} is a Windows drive path; paths are resolved inside the workspace only.`,
        unc: (p) => `${JSON.stringify(p)} is a UNC (network) path; paths are resolved inside the workspace only.`,
        symlink: (p, real) => `${JSON.stringify(p)} is a symlink (or lies under one) that leads outside the workspace, to ${real}.`,
        dotdot: (p) => `${JSON.stringify(p)} uses ".." to leave the workspace.`,
        outside: (p, workspace) => `${JSON.stringify(p)} is outside the workspace ${workspace}.`,
        secret: (p, segment) => `${p} is on the built-in secret list (${JSON.stringify(segment)}); it is not read or written by tools.`,
        gitDir: (p) => `${p} is inside git's own directory; it is not read or written by tools.`,
        secretReason: () => "Secrets, keys, production credentials and git's own files stay out of the agent's reach.",
        secretNext: () => `Do not read or write it. If the task needs a value from it, ask the person. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
    },
    edit: {
        noMatch: (tool, path, detail) => `The ${tool} of ${path}, a protected file, cannot be applied to the file as it is now: ${detail}`,
        notFound: (n) => `old_string${n > 0 ? ` of edit ${n + 1}` : ''} does not occur in the file.`,
        exists: () => 'old_string is empty but the file already has content.',
        noCell: (id) => `the notebook has no cell ${JSON.stringify(id)}.`,
        noCellType: () => 'inserting a cell needs cell_type (code or markdown).',
        badNotebook: (detail) => `the file is not a notebook the tool can edit (${detail}).`,
        noMatchReason: () => 'A protected file is checked on the exact content the edit would leave.',
        noMatchNext: () => `Read the file again and make the edit against its current text.`,
        unread: (tool, path, why) => `The ${tool} of ${path}, a protected file, cannot be checked: the file ${why}.`,
        unreadReason: () => 'The hook reads only regular files, and only up to a bound, so that it always answers.',
        unreadNext: () => 'Ask the person to make this change; a protected file this large is not edited by tools.',
    },
    saveGate: {
        message: (path) => `Writing to ${path}, which may be written only in the turn right after the person asks to save.`,
        next: (words) => `Do not save it now. Propose what you would save in your reply; the person asks for it with a message containing ${(words.length > 0 ? words : ['save', 'remember']).map((w) => JSON.stringify(w)).join(' or ')}.`,
    },
    shell: {
        writes: (how, path, kind) => `The command writes ${path} (${how}), ${ruleNoun(kind)}.`,
        programNames: (how, path, kind) => `The ${how} program names ${path}, ${ruleNoun(kind)}.`,
        secret: (how, path, segment) => `The command writes ${path} (${how}), which is on the built-in secret list (${JSON.stringify(segment)}).`,
        useEdit: () => `Use the Edit tool, whose proposed change can be checked against the rule; a shell command's effect cannot be.`,
        programNext: () => `Use the Edit tool for protected files, whose proposed change can be checked; an inline program's effect cannot be.`,
        denyNext: () => `Do not create it. If it must exist, a person adds an "allow" line for it to the manifest.`,
        unresolved: (how, raw, could) => `The command writes ${JSON.stringify(raw)} (${how}), which cannot be resolved before it runs, and it could be a protected path (${[...new Set(could)].slice(0, 5).join(', ')}).`,
        opaqueProgram: (what) => `The command runs code that cannot be read before it runs (${what.length > 120 ? `${what.slice(0, 117)}...` : what}).`,
        unresolvedReason: () => 'Writes a shell command makes are checked before it runs; what cannot be known then is treated as protected (fail closed).',
        unresolvedNext: () => `Write the target as a literal path (no variables or command substitutions), or use the Edit tool for files the manifest protects.`,
        tooMany: () => 'The command names more paths (through globs, variables and possible working directories) than can be checked in time before it runs.',
        tooManyNext: () => 'Split it into smaller commands that name their files more plainly, or use the Edit tool for files the manifest protects.',
        syntax: () => 'The command could not be parsed as a shell command line.',
        syntaxNext: () => 'Rewrite it as a plain command line (check its quoting).',
    },
    gate: {
        reason: () => 'The gate (git hooks, the manifest, diffgate itself) is switched off only by a person.',
        switch: (kind, text) => (kind === 'no-verify'
            ? "The command skips git's hooks (--no-verify)"
            : kind === 'hooks-path'
                ? 'The command reads or changes core.hooksPath, where git finds its hooks'
                : kind === 'git-config-code'
                    ? 'The command sets a git setting that runs a command or brings in other settings, a way round the hooks'
                    : kind === 'release-variable'
                        ? 'The command sets a DIFFGATE_ variable; DIFFGATE_RELEASE is set only by a person'
                        : kind === 'hook-manager-off'
                            ? 'The command sets a variable that switches a hook manager off (HUSKY, LEFTHOOK, SKIP, PRE_COMMIT_)'
                            : kind === 'git-config-env'
                                ? 'The command gives git settings through the environment (GIT_CONFIG_*, --config-env, another HOME or XDG_CONFIG_HOME), which can point git past its hooks'
                                : kind === 'index-flags'
                                    ? "The command changes a protected file's mode or hides its changes in git's index (update-index --chmod, --assume-unchanged, --skip-worktree)"
                                    : "The command runs diffgate's own hook or uninstaller") +
            `: ${text.length > 120 ? `${text.slice(0, 117)}...` : text}`,
        gitHooks: (how, path) => `The command writes git's hooks (${path}, ${how}).`,
        gateFile: (how, path) => `The command writes ${path} (${how}), a gate file: it decides whether diffgate's checks run, and with what code and rules.`,
        gateFileEdit: (tool, path) => `${tool} would change ${path}, a gate file: it decides whether diffgate's checks run, and with what code and rules.`,
        next: () => `Do not switch the gate off. ${CLAUDE_WAIT}`,
        gitDirReason: () => "git's own files are changed by git commands only.",
        gitDir: (how, path) => `The command writes inside git's directory (${path}, ${how}).`,
        gitDirNext: () => `Use git commands instead of writing git's files.`,
    },
    install: {
        installed: (file) => `diffgate: added the Claude Code hooks to ${file} (PreToolUse and UserPromptSubmit).`,
        already: (file) => `diffgate: the Claude Code hooks are already in ${file}; nothing changed.`,
        removed: (file) => `diffgate: removed the Claude Code hooks from ${file}.`,
        absent: (file) => `diffgate: ${file} has no diffgate hooks; nothing changed.`,
        badSettings: (file, detail) => `diffgate: ${file} is not a JSON object (${detail}); fix it by hand, then run the install again.`,
        badHooks: (file, event) => `diffgate: ${file} has a "hooks.${event}" that is not a list; fix it by hand, then run the install again.`,
    },
};


/***/ }),

/***/ 1359:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NOT_SECRET = exports.SECRET_SEGMENTS = void 0;
exports.secretSegment = secretSegment;
/**
 * The built-in secret list: path segments that are never added unless an `allow` rule exempts
 * them (and that the agent hooks neither read nor write). Two kinds of name on the list are not
 * secrets by the common conventions, and NOT_SECRET takes them off: an environment file's
 * template (`.env.example`, `.env.sample`, `.env.template`, also after a variant such as
 * `.env.local.example`), which is committed precisely because it holds none; and a program's
 * source file named `secrets` (`secrets.ts`, `secrets.test.ts`, `secrets.py`), whose name says
 * what it handles, not what it holds. `secrets.yml`, `.json`, `.env`, `.toml`, `.txt`, `.sh`
 * (any other extension) stay secrets.
 */
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
/** Segments the list matches that are not secrets (see above). */
exports.NOT_SECRET = /^(?:\.env(?:\.[^.]+)*\.(?:example|sample|template)|secrets(?:\.[^.]+)*\.(?:[cm]?[jt]sx?|py|rb|go|rs|java|kt|kts|scala|swift|c|h|cc|cpp|hpp|cs|php|dart|ex|exs|lua|vue|svelte))$/;
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
        return isSecretSegment(segment) && !exports.NOT_SECRET.test(segment);
    });
}


/***/ })

};
