"use strict";
exports.id = "2849-4006-8466";
exports.ids = ["2849-4006-8466",2849,4006,8466];
exports.modules = {

/***/ 1475:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.fromViolation = fromViolation;
exports.fromFinding = fromFinding;
const claude_js_1 = __webpack_require__(209);
const violation_js_1 = __webpack_require__(5356);
function fromViolation(v) {
    if (v.rule === 'deny')
        return { ...v, next: claude_js_1.claudeText.shell.denyNext(), releasable: true };
    if (v.rule === 'secret')
        return { ...v, next: claude_js_1.claudeText.workspace.secretNext(), releasable: false };
    return { ...v, releasable: true };
}
function fromFinding(f, how, program, edit) {
    const next = (kindNext) => (program ? claude_js_1.claudeText.shell.programNext(edit) : kindNext);
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
            return { ...base, rule: rule.kind, message, next: claude_js_1.claudeText.shell.useEdit(edit) };
        }
        case 'manifest':
            return {
                rule: 'manifest',
                path: f.path,
                reason: violation_js_1.violationText.manifest.reason(),
                message: program ? claude_js_1.claudeText.shell.programNames(how, f.path, 'manifest') : claude_js_1.claudeText.shell.writes(how, f.path, 'manifest'),
                next: claude_js_1.claudeText.shell.useEdit(edit),
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

/***/ 9831:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.namedIn = namedIn;
const TOKEN = /[A-Za-z0-9_.~/\\+@%-]+/g;
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

/***/ 6062:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.decidePowerShell = decidePowerShell;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const picomatch_1 = __importDefault(__webpack_require__(4006));
const toolNames_js_1 = __webpack_require__(3508);
const denial_js_1 = __webpack_require__(1475);
const gateSwitch_js_1 = __webpack_require__(964);
const claude_js_1 = __webpack_require__(209);
const namedPaths_js_1 = __webpack_require__(9831);
function wildcardFindings(token, cwd, recurse, protection) {
    const slash = token.lastIndexOf('/');
    const folder = slash === -1 ? '.' : token.slice(0, slash) || '/';
    const base = token.slice(slash + 1);
    if (/[*?]/.test(folder) || base === '')
        return protection.partial(null, null, false);
    const dir = node_path_1.posix.resolve(cwd, folder);
    if (recurse)
        return protection.partial(dir, null, false);
    let names;
    try {
        names = (0, node_fs_1.readdirSync)(dir);
    }
    catch {
        return [];
    }
    const isMatch = (0, picomatch_1.default)(base, { dot: true, nocase: true, windows: false });
    return names.filter((n) => isMatch(n)).flatMap((n) => protection.exact(node_path_1.posix.join(dir, n), false));
}
function decidePowerShell(command, ctx, protection) {
    const denials = (0, gateSwitch_js_1.programGateSwitches)(command).map((g) => ({
        rule: 'gate-switch',
        message: claude_js_1.claudeText.gate.switch(g.kind, g.text),
        reason: claude_js_1.claudeText.gate.reason(),
        next: claude_js_1.claudeText.gate.next(),
        releasable: false,
    }));
    for (const f of (0, namedPaths_js_1.namedIn)(command, [ctx.place.cwd], protection))
        denials.push((0, denial_js_1.fromFinding)(f, 'PowerShell', true, (0, toolNames_js_1.toolsOf)(ctx).edit));
    const unseen = [];
    if (/`[^\r\n]/.test(command))
        unseen.push(...protection.partial(null, null, false));
    const recurse = /\s-r(ecurse)?\b/i.test(command);
    for (const m of command.matchAll(/[^\s'"`,;|()]*[*?][^\s'"`,;|()]*/g))
        unseen.push(...wildcardFindings(m[0].replace(/\\/g, '/'), ctx.place.cwd, recurse, protection));
    if (unseen.length > 0)
        denials.push({
            rule: 'shell-unresolved',
            message: claude_js_1.claudeText.shell.unresolved('PowerShell', command.length > 60 ? `${command.slice(0, 57)}...` : command, [
                ...new Set(unseen.map((f) => f.path)),
            ]),
            reason: claude_js_1.claudeText.shell.unresolvedReason(),
            next: claude_js_1.claudeText.shell.unresolvedNext((0, toolNames_js_1.toolsOf)(ctx).edit),
            releasable: true,
        });
    return denials;
}


/***/ }),

/***/ 964:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commandGateSwitches = commandGateSwitches;
exports.assignmentGateSwitch = assignmentGateSwitch;
exports.programGateSwitches = programGateSwitches;
const walk_js_1 = __webpack_require__(8466);
const gitSettings_js_1 = __webpack_require__(5926);
const words_js_1 = __webpack_require__(5818);
const textOfWord = (w) => (w.values.length === 1 ? (0, words_js_1.textOf)(w.values[0]) : undefined) ?? w.raw;
function isNoVerify(word) {
    return word.length >= '--no-veri'.length && '--no-verify'.startsWith(word);
}
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
        const setsCode = words.some((w, i) => (words[i - 1] === '-c' || words[i - 1] === '--config-env') && (0, gitSettings_js_1.bringsSettings)((0, gitSettings_js_1.splitSetting)(w).key)) ||
            (sub?.name === 'config' && words.slice(sub.index + 1).some((w) => (0, gitSettings_js_1.runsCommand)(w) || (0, gitSettings_js_1.bringsSettings)(w)));
        if (setsCode)
            found.push({ kind: 'git-config-code', text: cmd.text });
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
const SWITCH_VARIABLE = /^(HUSKY|HUSKY_\w+|LEFTHOOK|LEFTHOOK_\w+|SKIP|PRE_COMMIT_\w+|GIT_CONFIG|GIT_CONFIG_\w+|DIFFGATE_\w+)$/;
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
function programGateSwitches(text) {
    const found = [];
    if (/--no-verify\b/.test(text))
        found.push({ kind: 'no-verify', text: '--no-verify' });
    if (/hookspath/i.test(text))
        found.push({ kind: 'hooks-path', text: 'core.hooksPath' });
    const variable = /(?:environ|\$env:|\bENV\b|putenv|setenv|Env)\W{0,4}(HUSKY\w*|LEFTHOOK\w*|SKIP|GIT_CONFIG\w*|PRE_COMMIT_\w+)\b/.exec(text);
    if (variable)
        found.push({ kind: variable[1].startsWith('GIT') ? 'git-config-env' : 'hook-manager-off', text: variable[1] });
    if (/DIFFGATE_[A-Z_]+/.test(text))
        found.push({ kind: 'release-variable', text: /DIFFGATE_[A-Z_]+/.exec(text)[0] });
    return found;
}


/***/ }),

/***/ 3681:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.known = known;
exports.written = written;
exports.candidates = candidates;
exports.show = show;
exports.programName = programName;
function known(word) {
    return typeof word === 'string' ? word : undefined;
}
function written(word) {
    if (typeof word === 'string')
        return word;
    if (word && typeof word === 'object' && 'glob' in word)
        return word.glob;
    return undefined;
}
function candidates(word) {
    if (typeof word === 'string')
        return [word];
    if (word && typeof word === 'object' && 'oneOf' in word)
        return word.oneOf;
    return undefined;
}
function show(word) {
    if (typeof word === 'string')
        return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : JSON.stringify(word);
    if (word === null)
        return '?';
    if ('glob' in word)
        return word.glob;
    return `{${word.oneOf.join(',')}}`;
}
function programName(text) {
    return text.slice(text.lastIndexOf('/') + 1);
}


/***/ }),

/***/ 6166:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.plural = exports.WAIT = exports.NO_WORKAROUND = void 0;
exports.NO_WORKAROUND = 'Do not work around the block by changing another file instead.';
exports.WAIT = 'Show the change you intended and why, and wait for a person to release it.';
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
exports.plural = plural;


/***/ }),

/***/ 5356:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.violationText = exports.fileKind = void 0;
const common_js_1 = __webpack_require__(6166);
const fileKind = (t) => t === 'file' ? 'a regular file' : t === 'symlink' ? 'a symlink' : 'a submodule';
exports.fileKind = fileKind;
exports.violationText = {
    freeze: {
        modified: () => 'Changed the content of a frozen file.',
        deleted: () => 'Deleted a frozen file.',
        renamed: (to) => `Renamed a frozen file away (to ${to}); that deletes its path.`,
        mode: (from, to) => `Changed the mode of a frozen file (${from} -> ${to}).`,
        type: (from, to) => `Changed a frozen path from ${(0, exports.fileKind)(from)} to ${(0, exports.fileKind)(to)}.`,
        next: () => `This file is frozen. ${common_js_1.NO_WORKAROUND} ${common_js_1.WAIT}`,
    },
    invariant: {
        changed: (a, b) => `Changed the invariant span that was at lines ${a}-${b}.`,
        deleted: (n) => `Deleted or renamed away a file with ${(0, common_js_1.plural)(n, 'invariant span')}.`,
        binary: () => 'Changed a binary file that has invariant spans; a binary change counts as a change to all of it.',
        nested: (line) => `An INVARIANT-START at line ${line} opens a span inside another span.`,
        unopened: (line) => `An INVARIANT-END at line ${line} closes no span.`,
        unclosed: (line) => `The span opened at line ${line} is never closed; it runs to the end of the file.`,
        next: () => `The lines between INVARIANT-START and INVARIANT-END (markers included) must stay exactly as they were. Edit outside the span. If the span itself must change, do not work around the block by changing another file instead: ${common_js_1.WAIT.charAt(0).toLowerCase()}${common_js_1.WAIT.slice(1)}`,
        markersNext: () => 'Keep every INVARIANT-START paired with its own INVARIANT-END, without nesting; restore the marker you moved or removed.',
    },
    append: {
        changed: (oldLine) => `Removed or changed existing line ${oldLine} of an append-only file.`,
        moved: (oldLine, newLine) => `Moved existing line ${oldLine} of an append-only file (its text is now at line ${newLine}); existing lines keep their place and order.`,
        notAtEnd: (oldLine) => `Inserted or changed content before the end of an append-only file (at its line ${oldLine}); new lines go at the end.`,
        deleted: () => 'Deleted or renamed away an append-only file.',
        binary: () => 'Changed a binary append-only file; a binary change counts as a change to all of it.',
        headNext: (line) => `This file is append-only from its first released line down: the lines above it may change, the released lines may not. Restore ${JSON.stringify(line)} and the released lines around it exactly; add new entries above the released part. ${common_js_1.NO_WORKAROUND}`,
        next: (atEnd) => `This file is append-only. Restore the existing lines exactly and add your text as new lines${atEnd ? ' after the existing content' : ''}. ${common_js_1.NO_WORKAROUND}`,
    },
    budget: {
        lines: (after, before, limit) => `Grew a file that is over its budget: ${after} lines after the change (was ${before}), budget ${limit}.`,
        bytes: (after, before, limit) => `Grew a file that is over its budget: ${after} bytes after the change (was ${before}), budget ${limit}.`,
        next: (measure, limit) => `This file is over its budget of ${limit} ${measure}. Make room first: merge, shorten or remove existing ${measure === 'lines' ? 'lines' : 'text'} so the change does not grow it (one in, one out). ${common_js_1.NO_WORKAROUND}`,
    },
    deny: {
        added: () => 'Added a path the manifest denies.',
        next: (path) => `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and keep it out of the repository. If it must be committed, a person adds an "allow" line for it to the manifest.`,
        nextUntracked: (path) => `Do not add it (it is not staged): move it out of the repository or add ${JSON.stringify(path)} to .gitignore. If it must be committed, a person adds an "allow" line for it to the manifest.`,
    },
    secret: {
        added: (segment) => `Added a path that looks like a secret (${JSON.stringify(segment)} is on the built-in secret list).`,
        reason: () => 'Secrets, keys and production credentials must not enter the repository.',
        next: (path) => `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and add it to .gitignore. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
        nextUntracked: (path) => `Do not add it (it is not staged): add ${JSON.stringify(path)} to .gitignore, or move it out of the repository. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
    },
    manifest: {
        weakened: (kind, pattern, source) => `Removed or weakened the rule "${kind} ${pattern}" (${source}).`,
        loosened: (kind, pattern) => `Added a loosening rule "${kind} ${pattern}".`,
        release: (phrases) => `Changed the release phrase (now ${phrases.map((p) => JSON.stringify(p)).join(', ')}).`,
        invalid: (detail) => `The changed manifest does not parse: ${detail}`,
        reason: () => 'The manifest protects itself: a change may add or strengthen rules, never remove or weaken one.',
        next: () => `Keep the old rule as it was; you may add a stricter or broader rule beside it. ${common_js_1.NO_WORKAROUND} ${common_js_1.WAIT}`,
        invalidNext: () => 'Fix the manifest line named above; the manifest must parse before anything else is checked.',
        adopted: (n) => `Adopting a first manifest (${n === 1 ? '1 rule' : `${n} rules`}; none was in force): it may hold any rule.`,
        adoptedAllows: (kind, pattern, line) => `  it allows: ${kind === 'allow' ? `adding ${JSON.stringify(pattern)} despite deny rules and the built-in secret list` : kind === 'command-allow' ? `the command ${JSON.stringify(pattern)} without asking` : `a person to release a block by typing ${JSON.stringify(pattern)}`} (line ${line})`,
        adoptedFromNow: () => 'From the next change on, the manifest protects itself: rules may be added or strengthened, never removed or weakened.',
    },
};


/***/ }),

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const pico = __webpack_require__(8016);
const utils = __webpack_require__(4059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const constants = __webpack_require__(5595);
const utils = __webpack_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const scan = __webpack_require__(1781);
const parse = __webpack_require__(8265);
const utils = __webpack_require__(4059);
const constants = __webpack_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const utils = __webpack_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __webpack_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __webpack_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 5620:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HookTimeout = exports.walkUntil = exports.limitSeconds = exports.processStart = exports.MAX_TIMEOUT_S = exports.MIN_TIMEOUT_S = exports.DEFAULT_TIMEOUT_S = void 0;
exports.hookTimeout = hookTimeout;
exports.startDeadline = startDeadline;
exports.remainingMs = remainingMs;
exports.checkDeadline = checkDeadline;
const claude_js_1 = __webpack_require__(209);
const failure_js_1 = __webpack_require__(6640);
exports.DEFAULT_TIMEOUT_S = 10;
exports.MIN_TIMEOUT_S = 0.1;
exports.MAX_TIMEOUT_S = 600;
let at = Number.POSITIVE_INFINITY;
let seconds = exports.DEFAULT_TIMEOUT_S;
function hookTimeout(env) {
    const raw = env.DIFFGATE_HOOK_TIMEOUT;
    if (raw === undefined || raw === '')
        return { seconds: exports.DEFAULT_TIMEOUT_S };
    const n = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw.trim()) || !(n >= exports.MIN_TIMEOUT_S && n <= exports.MAX_TIMEOUT_S))
        return { seconds: exports.DEFAULT_TIMEOUT_S, problem: claude_js_1.claudeText.timeoutSetting(raw, exports.MIN_TIMEOUT_S, exports.MAX_TIMEOUT_S) };
    return { seconds: n };
}
const processStart = () => Date.now() - process.uptime() * 1000;
exports.processStart = processStart;
function startDeadline(s, start = (0, exports.processStart)()) {
    seconds = s;
    at = start + s * 1000;
}
const limitSeconds = () => seconds;
exports.limitSeconds = limitSeconds;
const walkUntil = (marginMs = 500) => Date.now() + remainingMs() - marginMs;
exports.walkUntil = walkUntil;
function remainingMs(now = Date.now()) {
    return at - now;
}
function checkDeadline() {
    if (Date.now() > at)
        throw new HookTimeout(seconds);
}
class HookTimeout extends failure_js_1.HookFailure {
    constructor(s) {
        super(claude_js_1.claudeText.timeout(s));
    }
}
exports.HookTimeout = HookTimeout;


/***/ }),

/***/ 4202:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.COMMAND_OPTION_SPECS = void 0;
exports.commandOptionValues = commandOptionValues;
exports.watchLine = watchLine;
exports.COMMAND_OPTION_SPECS = {
    su: {
        short: 'c',
        long: 'command',
        valued: 'gGsw',
        valuedLong: ['session-command', 'group', 'supp-group', 'shell', 'whitelist-environment'],
        otherLong: ['fast', 'login', 'preserve-environment', 'pty', 'help', 'version'],
    },
    runuser: {
        short: 'c',
        long: 'command',
        valued: 'gGswu',
        valuedLong: ['session-command', 'group', 'supp-group', 'shell', 'whitelist-environment', 'user'],
        otherLong: ['fast', 'login', 'preserve-environment', 'pty', 'help', 'version'],
    },
    script: {
        short: 'c',
        long: 'command',
        valued: 'EIOBTmo',
        valuedLong: ['echo', 'log-in', 'log-out', 'log-io', 'log-timing', 'logging-format', 'output-limit', 'timing'],
        otherLong: ['append', 'return', 'flush', 'force', 'quiet', 'help', 'version'],
    },
    flock: {
        short: 'c',
        long: 'command',
        valued: 'wE',
        valuedLong: ['timeout', 'wait', 'conflict-exit-code'],
        otherLong: ['shared', 'exclusive', 'unlock', 'nonblock', 'nb', 'close', 'no-fork', 'verbose', 'help', 'version'],
    },
};
function commandOptionValues(words, spec) {
    const lines = [];
    let unknown = false;
    const longs = [spec.long, ...spec.valuedLong, ...spec.otherLong];
    for (let i = 0; i < words.length; i++) {
        const word = words[i];
        if (word === undefined) {
            unknown = true;
            continue;
        }
        if (word === '--')
            break;
        if (word.startsWith('--')) {
            const eq = word.indexOf('=');
            const name = word.slice(2, eq === -1 ? undefined : eq);
            const matches = longs.filter((l) => l === name || (name.length > 0 && l.startsWith(name)));
            const exact = longs.includes(name) ? name : undefined;
            const isCommand = exact === spec.long || (exact === undefined && matches.includes(spec.long));
            if (isCommand) {
                const value = eq === -1 ? words[++i] : word.slice(eq + 1);
                if (value === undefined)
                    unknown = true;
                else
                    lines.push(value);
            }
            else if (eq === -1 && matches.length === 1 && spec.valuedLong.includes(matches[0]))
                i++;
            continue;
        }
        if (!word.startsWith('-') || word === '-')
            continue;
        for (let j = 1; j < word.length; j++) {
            const letter = word[j];
            if (letter === spec.short) {
                const value = j + 1 < word.length ? word.slice(j + 1) : words[++i];
                if (value === undefined)
                    unknown = true;
                else
                    lines.push(value);
                break;
            }
            if (spec.valued.includes(letter)) {
                if (j + 1 === word.length)
                    i++;
                break;
            }
        }
    }
    return { lines, unknown };
}
const WATCH_VALUED_SHORT = 'nq';
const WATCH_LONG = {
    beep: 'flag',
    color: 'flag',
    'no-color': 'flag',
    differences: 'optional',
    errexit: 'flag',
    chgexit: 'flag',
    equexit: 'valued',
    interval: 'valued',
    precise: 'flag',
    'no-rerun': 'flag',
    'no-title': 'flag',
    'no-wrap': 'flag',
    exec: 'exec',
    help: 'flag',
    version: 'flag',
};
function watchLine(words) {
    let exec = false;
    let i = 0;
    for (; i < words.length; i++) {
        const word = words[i];
        if (word === undefined)
            return { unknown: true };
        if (word === '--') {
            i++;
            break;
        }
        if (!word.startsWith('-') || word === '-')
            break;
        if (word.startsWith('--')) {
            const eq = word.indexOf('=');
            const name = word.slice(2, eq === -1 ? undefined : eq);
            const matches = Object.keys(WATCH_LONG).filter((l) => l === name || l.startsWith(name));
            const kind = WATCH_LONG[name] ?? (matches.length === 1 ? WATCH_LONG[matches[0]] : undefined);
            if (kind === undefined)
                return { unknown: true };
            if (kind === 'exec')
                exec = true;
            if (kind === 'valued' && eq === -1)
                i++;
            continue;
        }
        for (let j = 1; j < word.length; j++) {
            const letter = word[j];
            if (letter === 'x')
                exec = true;
            if (letter === 'd')
                break;
            if (WATCH_VALUED_SHORT.includes(letter)) {
                if (j + 1 === word.length)
                    i++;
                break;
            }
        }
    }
    const operands = words.slice(i);
    if (operands.length === 0)
        return { unknown: false };
    if (operands.some((w) => w === undefined))
        return { unknown: true };
    const texts = operands;
    return { line: exec ? texts.map(quoted).join(' ') : texts.join(' '), unknown: false };
}
const quoted = (text) => `'${text.replaceAll("'", "'\\''")}'`;


/***/ }),

/***/ 4423:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.envSplitString = envSplitString;
const words_js_1 = __webpack_require__(5818);
const BLANK = /[ \t\n\v\f\r]/;
const ESCAPES = {
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    '#': '#',
    $: '$',
    '\\': '\\',
    '"': '"',
    "'": "'",
};
function envSplitString(text, lookup) {
    const out = [];
    let values = null;
    let raw = '';
    let quote = '';
    const add = (more) => {
        values = (0, words_js_1.concat)(values ?? [[]], more);
    };
    const addText = (t) => add([[{ text: t, quoted: true }]]);
    const finish = () => {
        if (values !== null)
            out.push({ values: values.length <= words_js_1.MAX_VALUES ? values : [words_js_1.UNKNOWN_VALUE], raw });
        values = null;
        raw = '';
    };
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (quote === "'") {
            raw += c;
            if (c === "'")
                quote = '';
            else if (c === '\\' && (text[i + 1] === '\\' || text[i + 1] === "'")) {
                raw += text[++i];
                addText(text[i]);
            }
            else
                addText(c);
            continue;
        }
        if (c === '\\') {
            const next = text[i + 1];
            if (next === undefined)
                return undefined;
            i++;
            if (next === 'c') {
                if (quote === '"')
                    return undefined;
                break;
            }
            if (next === '_') {
                if (quote === '"') {
                    raw += '\\_';
                    addText(' ');
                }
                else
                    finish();
                continue;
            }
            const escaped = ESCAPES[next];
            if (escaped === undefined)
                return undefined;
            raw += `\\${next}`;
            addText(escaped);
            continue;
        }
        if (c === '$') {
            const end = text.indexOf('}', i);
            const name = text[i + 1] === '{' && end !== -1 ? text.slice(i + 2, end) : undefined;
            if (name === undefined || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
                return undefined;
            raw += text.slice(i, end + 1);
            add(lookup(name) ?? [words_js_1.UNKNOWN_VALUE]);
            i = end;
            continue;
        }
        if (quote === '"') {
            raw += c;
            if (c === '"')
                quote = '';
            else
                addText(c);
            continue;
        }
        if (BLANK.test(c)) {
            finish();
            continue;
        }
        if (c === '#' && values === null)
            break;
        raw += c;
        if (c === "'" || c === '"') {
            quote = c;
            add([[]]);
            continue;
        }
        addText(c);
    }
    if (quote !== '')
        return undefined;
    finish();
    return out;
}


/***/ }),

/***/ 7983:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WordExpander = void 0;
exports.isSubstitution = isSubstitution;
exports.homeIn = homeIn;
const fieldSplit_js_1 = __webpack_require__(2899);
const mktempPath_js_1 = __webpack_require__(8810);
const state_js_1 = __webpack_require__(6654);
const words_js_1 = __webpack_require__(5818);
const PLAIN_BRACES = /^\{([^{}\\'"$`]*)\}$/;
const PATTERN_END = 'DIFFGATE_PATTERN_END';
class WordExpander {
    env;
    parser;
    walked;
    subst;
    unreadable;
    constructor(env, parser, walked, subst, unreadable) {
        this.env = env;
        this.parser = parser;
        this.walked = walked;
        this.subst = subst;
        this.unreadable = unreadable;
    }
    nested(node, state, source) {
        const visit = (n) => {
            if (isSubstitution(n)) {
                this.subst(n.script, (0, state_js_1.copyState)(state), source, n.type === 'ProcessSubstitution');
                return;
            }
            this.parser.forEachChild(n, visit);
        };
        visit(node);
    }
    superseded(node) {
        const visit = (n) => {
            if (isSubstitution(n) && n.script)
                this.walked.add(n.script);
            this.parser.forEachChild(n, visit);
        };
        visit(node);
    }
    word(word, state) {
        if (!word.parts)
            return { values: [this.literal(word.text, false, true, state)], raw: word.text };
        let values = [[]];
        const pieces = [];
        word.parts.forEach((part, i) => {
            const own = this.part(part, state, false, i === 0);
            values = (0, words_js_1.concat)(values, own);
            pieces.push(this.piece(part, own, state));
        });
        const out = { values, raw: word.text };
        const fields = (0, fieldSplit_js_1.splitFields)(pieces);
        if (fields !== undefined)
            out.fields = fields;
        return out;
    }
    piece(part, own, state) {
        switch (part.type) {
            case 'SimpleExpansion':
            case 'ParameterExpansion': {
                const plainName = part.type === 'SimpleExpansion' || plainOrChecked(part);
                const name = part.type === 'SimpleExpansion' ? part.text.slice(1) : part.parameter;
                if (part.type === 'ParameterExpansion' && part.operation && own.some((v) => (0, words_js_1.textOf)(v) === undefined))
                    return { kind: 'unknown' };
                if (plainName && state.vars.has(name) && !state.vars.has('IFS')) {
                    const values = state.vars.get(name);
                    return values ? { kind: 'split', values } : { kind: 'unknown' };
                }
                if (plainName && own.every((v) => (0, words_js_1.textOf)(v) !== undefined))
                    return { kind: 'text', values: own };
                return { kind: 'unknown' };
            }
            case 'CommandExpansion':
                return { kind: 'unknown' };
            case 'DoubleQuoted':
                return part.parts.some((p) => (p.type === 'SimpleExpansion' && p.text === '$@') ||
                    (p.type === 'ParameterExpansion' && (p.parameter === '@' || p.index?.text === '@')))
                    ? { kind: 'unknown' }
                    : { kind: 'text', values: own };
            default:
                return { kind: 'text', values: own };
        }
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
                if (!plainOrChecked(part))
                    break;
                if (part.operation)
                    return this.checked(part, state, quoted);
                return this.variable(part.parameter, state, quoted);
            case 'Glob':
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
                this.subst(part.script, (0, state_js_1.copyState)(state), undefined, true);
                return [words_js_1.UNKNOWN_VALUE];
            default:
                break;
        }
        this.nested(part, state);
        return [words_js_1.UNKNOWN_VALUE];
    }
    replaceOperands(part, operatorEnd, state) {
        const text = part.text.slice(operatorEnd - part.pos, -1);
        this.superseded(part);
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
    checked(part, state, quoted) {
        if (part.operation)
            this.nested(part.operation, state);
        const values = this.variable(part.parameter, state, quoted);
        const colon = part.operation?.type === 'Default' && part.operation.operator === ':?';
        return colon ? values.map((v) => ((0, words_js_1.textOf)(v) === '' ? words_js_1.UNKNOWN_VALUE : v)) : values;
    }
    variable(name, state, quoted) {
        if (state.vars.has(name)) {
            const values = state.vars.get(name);
            if (values === null)
                return [words_js_1.UNKNOWN_VALUE];
            if (!quoted && state.vars.has('IFS'))
                return [words_js_1.UNKNOWN_VALUE];
            return quoted ? values : (0, words_js_1.unquotedFields)(values);
        }
        const env = this.env;
        if (name === 'HOME')
            return [[{ text: env.home, quoted: true }]];
        if (name === 'CLAUDE_PROJECT_DIR')
            return [[{ text: env.projectDir, quoted: true }]];
        if (name === 'TMPDIR' && env.tmpDir !== undefined)
            return [[{ text: env.tmpDir, quoted: true }]];
        if (name === 'PWD')
            return state.dirs.map((d) => (d === null ? words_js_1.UNKNOWN_VALUE : [{ text: d, quoted: true }]));
        return [words_js_1.UNKNOWN_VALUE];
    }
}
exports.WordExpander = WordExpander;
function isSubstitution(n) {
    return n.type === 'CommandExpansion' || n.type === 'ProcessSubstitution' || n.type === 'ArithmeticCommandExpansion';
}
function firstElement(part) {
    return part.index !== undefined && part.index.parts === undefined && /^\s*0+\s*$/.test(part.index.text);
}
function plainOrChecked(part) {
    if (part.prefix || (part.index && !firstElement(part)))
        return false;
    const op = part.operation;
    return op === undefined || (op.type === 'Default' && (op.operator === ':?' || op.operator === '?'));
}
function plain(parts) {
    return parts === undefined || parts.every((p) => p.type === 'Literal');
}
function braces(text) {
    const m = PLAIN_BRACES.exec(text);
    if (!m || !m[1].includes(','))
        return [words_js_1.UNKNOWN_VALUE];
    const elems = m[1].split(',');
    return elems.length <= words_js_1.MAX_VALUES ? elems.map((e) => (0, words_js_1.unescapeUnquoted)(e)) : [words_js_1.UNKNOWN_VALUE];
}
function homeIn(state, home) {
    if (!state.vars.has('HOME'))
        return home;
    const values = state.vars.get('HOME');
    return values && values.length === 1 ? (0, words_js_1.textOf)(values[0]) : undefined;
}


/***/ }),

/***/ 2899:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MAX_FIELDS = void 0;
exports.splitFields = splitFields;
exports.splitWords = splitWords;
const words_js_1 = __webpack_require__(5818);
exports.MAX_FIELDS = 1024;
function splitFields(pieces) {
    if (!pieces.some((p) => p.kind !== 'text'))
        return undefined;
    if (pieces.some((p) => p.kind === 'unknown'))
        return 'unknown';
    let partials = [{ done: [], cur: null }];
    for (const piece of pieces) {
        if (piece.kind === 'unknown')
            return 'unknown';
        const next = [];
        for (const p of partials) {
            for (const value of piece.values) {
                const q = piece.kind === 'text' ? joined(p, value) : split(p, value);
                if (q === undefined)
                    return 'unknown';
                next.push(q);
            }
        }
        if (next.length > words_js_1.MAX_VALUES)
            return 'unknown';
        partials = next;
    }
    const out = partials.map((p) => (p.cur === null ? p.done : [...p.done, p.cur]));
    return out.every((fields) => fields.length === 1) ? undefined : out;
}
function joined(p, value) {
    return { done: p.done, cur: [...(p.cur ?? []), ...value] };
}
function split(p, value) {
    const done = [...p.done];
    let cur = p.cur === null ? null : [...p.cur];
    for (const piece of value) {
        if (piece === null)
            return undefined;
        const chunks = piece.text.split(/[ \t\n]+/);
        if (done.length + chunks.length > exports.MAX_FIELDS)
            return undefined;
        chunks.forEach((text, i) => {
            if (i > 0 && cur !== null) {
                done.push(cur);
                cur = null;
            }
            if (text !== '')
                cur = [...(cur ?? []), { text, quoted: false }];
        });
    }
    return { done, cur };
}
function splitWords(words) {
    const out = [];
    for (const w of words) {
        if (w.fields === undefined || w.fields === 'unknown' || w.fields.length !== 1)
            out.push(w);
        else
            for (const field of w.fields[0])
                out.push({ values: [field], raw: w.raw });
    }
    return out;
}


/***/ }),

/***/ 5926:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runsCommand = runsCommand;
exports.bringsSettings = bringsSettings;
exports.splitSetting = splitSetting;
const COMMAND_KEY = /^(alias\.[^=]+|core\.(fsmonitor|pager|editor|sshcommand|askpass|gitproxy)|sequence\.editor|diff\.external|diff\.[^.=]+\.(textconv|command)|merge\.[^.=]+\.driver|filter\.[^.=]+\.(clean|smudge|process)|credential\.helper|gpg\.program|pager\.[^=]+)$/i;
const INCLUDE_KEY = /^include(if\.[^=]*)?\.path$/i;
function runsCommand(key) {
    return COMMAND_KEY.test(key);
}
function bringsSettings(key) {
    return INCLUDE_KEY.test(key);
}
function splitSetting(word) {
    const eq = word.indexOf('=');
    return eq === -1 ? { key: word, value: undefined } : { key: word.slice(0, eq), value: word.slice(eq + 1) };
}


/***/ }),

/***/ 8810:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.mktempValue = mktempValue;
const words_js_1 = __webpack_require__(5818);
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
            return undefined;
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
    const value = [];
    if (folder + m[1] !== '')
        value.push({ text: folder + m[1], quoted: true });
    value.push({ text: '*', quoted: false });
    if (m[3] + suffix !== '')
        value.push({ text: m[3] + suffix, quoted: true });
    return value;
}
function temporaryFolder(state, env) {
    if (state.vars.has('TMPDIR')) {
        const values = state.vars.get('TMPDIR');
        const text = values?.length === 1 ? (0, words_js_1.textOf)(values[0]) : undefined;
        return text === undefined || text === '' ? undefined : text;
    }
    return env.tmpDir || '/tmp';
}


/***/ }),

/***/ 6654:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.initialState = initialState;
exports.copyState = copyState;
exports.unionStates = unionStates;
exports.uniqueDirs = uniqueDirs;
exports.resolveIn = resolveIn;
const node_path_1 = __webpack_require__(6760);
const words_js_1 = __webpack_require__(5818);
function initialState(cwd) {
    return { dirs: [cwd], vars: new Map() };
}
function copyState(s) {
    return { dirs: [...s.dirs], vars: new Map(s.vars) };
}
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
function uniqueValues(values) {
    const seen = new Map();
    for (const v of values)
        seen.set(JSON.stringify(v), v);
    return seen.size <= words_js_1.MAX_VALUES ? [...seen.values()] : null;
}
function uniqueDirs(dirs) {
    const out = [];
    for (const d of dirs)
        if (!out.includes(d))
            out.push(d);
    return out.length > MAX_DIRS ? [null, ...out.filter((d) => d !== null).slice(0, MAX_DIRS - 1)] : out;
}
const MAX_DIRS = 16;
function resolveIn(dir, path) {
    if (path.startsWith('/'))
        return node_path_1.posix.resolve(path);
    if (dir === null)
        return null;
    if (PLAIN_NAME.test(path) && path !== '.' && path !== '..' && NORMAL_DIR.test(dir))
        return dir === '/' ? `/${path}` : `${dir}/${path}`;
    return node_path_1.posix.resolve(dir, path);
}
const PLAIN_NAME = /^[^/]+$/;
const NORMAL_DIR = /^\/(?:(?!\.\.?(?:\/|$))[^/]+(?:\/(?!\.\.?(?:\/|$))[^/]+)*)?$/;


/***/ }),

/***/ 8466:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Walker = void 0;
exports.runsCommandLine = runsCommandLine;
exports.scriptPath = scriptPath;
exports.isProcessSubstitution = isProcessSubstitution;
exports.commandName = commandName;
const npmCommands_js_1 = __webpack_require__(4026);
const commandOptions_js_1 = __webpack_require__(4202);
const fieldSplit_js_1 = __webpack_require__(2899);
const gitSettings_js_1 = __webpack_require__(5926);
const wrappers_js_1 = __webpack_require__(2255);
const state_js_1 = __webpack_require__(6654);
const expandWord_js_1 = __webpack_require__(7983);
const deadline_js_1 = __webpack_require__(5620);
const words_js_1 = __webpack_require__(5818);
const shells_js_1 = __webpack_require__(8968);
const WRITE_REDIRECTS = new Set(['>', '>>', '<>', '>|', '&>', '&>>']);
const DECLARATIONS = new Set(['declare', 'typeset', 'local', 'export', 'readonly', 'nameref']);
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const MAX_DEPTH = 8;
const MAX_CALLS = 256;
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
    missed(node) {
        return this.parser.some(node, (n) => (0, expandWord_js_1.isSubstitution)(n) && n.script !== undefined && !this.walked.has(n.script));
    }
    walked = new Set();
    functions = new Map();
    frame;
    frames = 0;
    inFunction(fn, definition, state, walk, how = {}) {
        const saved = this.frame;
        const called = how.args !== undefined || (how.evaluated === true && saved?.called === true);
        this.frame = { fn, definition, id: this.frames++, concurrent: 0, detached: 0, repeated: 0, called };
        const inner = (0, state_js_1.copyState)(state);
        const own = how.evaluated ? [] : ['FUNCNAME', ...POSITIONALS];
        if (!how.evaluated) {
            inner.vars.set('FUNCNAME', [[{ text: fn, quoted: true }]]);
            bindPositionals(inner, how.args ?? [UNKNOWN_WORDS]);
        }
        try {
            const after = walk(inner);
            const out = (0, state_js_1.copyState)(after);
            for (const name of own) {
                if (state.vars.has(name))
                    out.vars.set(name, state.vars.get(name));
                else
                    out.vars.delete(name);
            }
            return after.ifSucceeded ? { ...out, ifSucceeded: after.ifSucceeded } : out;
        }
        finally {
            this.frame = saved;
        }
    }
    evaluating = new Map();
    within(kind, walk) {
        const frame = this.frame;
        if (!frame)
            return walk();
        const counters = kind === 'detached' ? ['concurrent', 'detached'] : [kind];
        for (const c of counters)
            frame[c]++;
        try {
            return walk();
        }
        finally {
            for (const c of counters)
                frame[c]--;
        }
    }
    callContext() {
        const f = this.frame;
        if (!f)
            return undefined;
        return {
            fn: f.fn,
            definition: f.definition,
            frame: f.id,
            concurrent: f.concurrent > 0,
            repeated: f.repeated > 0 && f.detached > 0,
            called: f.called,
        };
    }
    calling = new Set();
    calls = 0;
    cdableVars = false;
    globsChanged = false;
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
class Scope {
    w;
    src;
    via;
    words;
    constructor(w, src, via) {
        this.w = w;
        this.src = src;
        this.via = via;
        const subst = (script, state, source, concurrent) => {
            if (!script) {
                w.visit.opaque(src, 'syntax');
                return;
            }
            w.walked.add(script);
            const walk = () => new Scope(w, script.source ?? source ?? src, via).stmts(script.commands, state);
            if (concurrent)
                w.within('detached', walk);
            else
                walk();
        };
        this.words = new expandWord_js_1.WordExpander(w.shellEnv, w.shellParser, w.walked, subst, () => w.visit.opaque(src, 'unknown-program'));
    }
    text(node) {
        return this.src.slice(node.pos, node.end);
    }
    stmts(list, state, stdin = []) {
        let s = state;
        for (const stmt of list) {
            (0, deadline_js_1.checkDeadline)();
            if (stmt.background)
                this.w.within('detached', () => this.node(stmt.command, s, stdin));
            else
                s = settled(this.node(stmt.command, s, stdin));
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
                if (node.commands.length === 1)
                    return this.command(node.commands[0], state, stdin);
                this.w.within('concurrent', () => node.commands.forEach((cmd, i) => this.command(cmd, (0, state_js_1.copyState)(state), i === 0 ? stdin : [{ kind: 'pipe' }])));
                return state;
            default:
                return this.command(node, state, stdin);
        }
    }
    andOr(node, state, stdin) {
        const first = this.node(node.commands[0], state, stdin);
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
                this.w.functions.set(cmd.name.text, { scope: this, body: cmd.body, text: this.text(cmd) });
                this.w.inFunction(cmd.name.text, this.text(cmd), state, (inner) => this.body(cmd.body, inner));
                return state;
            case 'Coproc':
                this.w.within('detached', () => {
                    if (cmd.body.type === 'CompoundList')
                        this.list(cmd.body, (0, state_js_1.copyState)(state));
                    else
                        this.command(cmd.body, (0, state_js_1.copyState)(state), stdin);
                });
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
            case 'While':
                return this.w.within('repeated', () => {
                    const afterCond = this.list(cmd.clause, state);
                    const afterBody = this.list(cmd.body, afterCond);
                    return (0, state_js_1.unionStates)(state, afterCond, afterBody);
                });
            case 'For':
            case 'Select': {
                const inner = (0, state_js_1.copyState)(state);
                const values = cmd.wordlist ? cmd.wordlist.flatMap((w) => this.word(w, state).values) : [words_js_1.UNKNOWN_VALUE];
                inner.vars.set(cmd.name.text, values.length > 0 && values.length <= words_js_1.MAX_VALUES ? values : null);
                const body = () => this.list(cmd.body, inner);
                return (0, state_js_1.unionStates)(state, values.length === 1 ? body() : this.w.within('repeated', body));
            }
            case 'ArithmeticFor':
                for (const e of [cmd.initialize, cmd.test, cmd.update])
                    if (e)
                        this.nested(e, state);
                return (0, state_js_1.unionStates)(state, this.w.within('repeated', () => this.list(cmd.body, (0, state_js_1.copyState)(state))));
            case 'Case': {
                this.word(cmd.word, state);
                for (const item of cmd.items)
                    for (const p of item.pattern)
                        this.nested(p, state);
                return (0, state_js_1.unionStates)(state, ...cmd.items.map((item) => this.list(item.body, state)));
            }
            default:
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
    body(body, state) {
        return body.type === 'CompoundList' ? this.list(body, state) : this.command(body, state, []);
    }
    redirect(r, state, stdin) {
        if (r.type === 'HereDoc') {
            const { body } = r;
            const quoted = r.delimiter?.quoted ?? false;
            const parts = quoted ? undefined : body.parts;
            if (!parts) {
                stdin.push({
                    kind: 'text',
                    text: quoted ? body.text : body.text.replace(/\\([$`\\\n])/g, (_, c) => (c === '\n' ? '' : c)),
                    exact: true,
                });
                return;
            }
            this.nested(body, state);
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
        if (r.operator === '>&') {
            const lit = (0, words_js_1.literal)(resolved);
            if (lit !== undefined && /^(\d+|-)$/.test(lit))
                return;
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
            this.commandLineIn(a, state);
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
        const words = [cmd.name, ...cmd.args].map((a) => a.type === 'Word' ? this.word(a, state) : this.assignmentWord(a, state));
        const text = this.text(cmd);
        const ways = commandWays(words);
        const caller = this.w.callContext();
        const callee = caller?.called && ALL_ARGUMENTS.test(cmd.name.text) ? (state.vars.get('1') ?? [words_js_1.UNKNOWN_VALUE]) : undefined;
        let after = state;
        for (const args of ways) {
            if (args.length === 0)
                continue;
            const ran = this.run({
                args,
                assigns,
                dirs: state.dirs,
                stdin: own,
                text,
                via: this.via,
                ...(caller ? { caller } : {}),
                ...(callee ? { callee } : {}),
            }, state);
            after = ways.length === 1 ? ran : (0, state_js_1.unionStates)(after, ran);
        }
        const defaulted = [...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):?=/g)].map((m) => m[1]);
        return defaulted.length > 0 ? withUnknown(after, defaulted) : after;
    }
    declaration(variant, cmd, state) {
        const out = (0, state_js_1.copyState)(state);
        const reference = variant === 'nameref' || cmd.args.some((a) => a.type === 'Word' && /^-[a-zA-Z]*n/.test(a.text));
        for (const a of cmd.args) {
            let assignment;
            if (a.type === 'Assignment')
                assignment = this.assignment(a, state);
            else if (!a.parts && NAME.test(a.text))
                assignment = { name: a.text, value: null, text: a.text };
            else {
                this.word(a, state);
                continue;
            }
            this.commandLineIn(assignment, state);
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
    commandLineIn(a, state) {
        if (!runsCommandLine(a.name) || a.value === null)
            return;
        const body = literalText(a.value);
        if (body === undefined)
            this.w.visit.opaque(a.text, 'unknown-program');
        else if (body.trim() !== '')
            this.w.script(body, (0, state_js_1.copyState)(state), [...this.via, a.name]);
    }
    assignmentWord(a, state) {
        const { value } = this.assignment(a, state);
        const head = a.text.slice(0, a.text.indexOf('=') + 1);
        return { values: (0, words_js_1.concat)([[{ text: head, quoted: false }]], value.values), raw: a.text };
    }
    run(cmd, state) {
        const visitor = this.w.visit;
        const command = (0, wrappers_js_1.unwrap)(cmd, visitor, (name) => envValue(name, cmd, state, this.w.shellEnv));
        if (!command)
            return state;
        for (const a of command.assigns)
            if (!cmd.assigns.includes(a))
                this.commandLineIn(a, state);
        const name = commandName(command);
        if (name === 'cd' || name === 'pushd' || name === 'popd')
            return this.cd(command, state);
        if (name === 'shopt' || name === 'set') {
            const words = command.args.slice(1).map((w) => (0, words_js_1.literal)(w));
            this.w.noteOptions(words);
            if (name === 'shopt' && words.some((w) => w === undefined))
                this.w.noteOptions(['cdable_vars', 'dotglob']);
        }
        if ((name === 'shift' || (name === 'set' && command.args.length > 1)) && !this.w.functions.has(name)) {
            visitor.command(command);
            return withUnknown(state, POSITIONALS);
        }
        if (name === 'busybox' && command.args.length > 1)
            return this.run({ ...command, args: command.args.slice(1), via: [...command.via, 'busybox'] }, state);
        if (name === 'trap') {
            this.trap(command, state);
            visitor.command(command);
            return state;
        }
        if (name === 'eval' && !this.w.functions.has('eval')) {
            const words = command.args.slice((0, words_js_1.literal)(command.args[1] ?? { values: [], raw: '' }) === '--' ? 2 : 1);
            const body = words.map(literalText);
            if (body.some((b) => b === undefined)) {
                visitor.opaque(command.text, 'unknown-program');
                visitor.command({ ...command, callee: [words_js_1.UNKNOWN_VALUE] });
                return state;
            }
            const text = body.join(' ');
            if (text.trim() === '') {
                visitor.command(command);
                return state;
            }
            const running = this.w.evaluating.get(text);
            if (running !== undefined) {
                visitor.command({ ...command, callee: [[{ text: running, quoted: true }]] });
                return state;
            }
            const frame = `eval ${text}`;
            this.w.evaluating.set(text, frame);
            let after;
            try {
                after = this.w.inFunction(frame, text, state, (inner) => this.w.script(text, inner, [...command.via, 'eval']), {
                    evaluated: true,
                });
            }
            finally {
                this.w.evaluating.delete(text);
            }
            visitor.command({ ...command, callee: [[{ text: frame, quoted: true }]] });
            return settled(after);
        }
        if (name !== undefined && ASSIGNING.has(name)) {
            visitor.command(command);
            if (command.args
                .slice(1)
                .some((w) => SUBSCRIPT_CODE.test(w.values.length === 1 ? ((0, words_js_1.textOf)(w.values[0]) ?? w.raw) : w.raw)))
                visitor.opaque(command.text, 'unknown-program');
            if (name === 'mapfile' || name === 'readarray')
                this.callback(command, state);
            return withUnknown(state, assignedNames(name, command));
        }
        if ((name === 'alias' && command.args.slice(1).some((w) => ((0, words_js_1.literal)(w) ?? '=').includes('='))) ||
            (name === 'hash' && command.args.some((w) => (0, words_js_1.literal)(w) === '-p')) ||
            name === 'enable') {
            visitor.opaque(command.text, 'unknown-program');
            visitor.command(command);
            return state;
        }
        if (name !== undefined && this.w.functions.has(name) && !this.w.calling.has(name)) {
            visitor.command(command);
            if (++this.w.calls > MAX_CALLS) {
                visitor.opaque(command.text, 'unknown-program');
                return state;
            }
            const { scope, body, text } = this.w.functions.get(name);
            this.w.calling.add(name);
            try {
                return settled(this.w.inFunction(name, text, state, (inner) => scope.body(body, inner), { args: command.args.slice(1) }));
            }
            finally {
                this.w.calling.delete(name);
            }
        }
        if (name !== undefined && shells_js_1.SHELLS.has(name)) {
            visitor.command(command);
            this.shell(command, state);
            return state;
        }
        if ((name === 'source' || name === '.') && command.args[1]) {
            visitor.command(command);
            this.scriptFile(command, command.args[1], state, name);
            return withUnknown(state, [...state.vars.keys()]);
        }
        if (name === 'git')
            this.gitCommands(command, state);
        if (name === 'git' || name === 'git-grep')
            this.gitGrepPager(command, state, name === 'git' ? gitSubcommandAt(command.args) : 0);
        if (name === 'npx' || name === 'npm')
            this.npmCall(command, state);
        if (name === 'find') {
            visitor.command(command);
            const found = (0, wrappers_js_1.findFound)(command);
            for (const exec of (0, wrappers_js_1.findExecs)(command, found))
                this.run(exec, state);
            return state;
        }
        if (name !== undefined && Object.hasOwn(commandOptions_js_1.COMMAND_OPTION_SPECS, name)) {
            visitor.command(command);
            this.commandOption(command, name, state);
            return state;
        }
        if (name === 'watch') {
            visitor.command(command);
            const { line, unknown } = (0, commandOptions_js_1.watchLine)(command.args.slice(1).map(literalText));
            if (unknown)
                visitor.opaque(command.text, 'unknown-program');
            if (line !== undefined)
                this.w.script(line, childState(state, command), [...command.via, 'watch']);
            return state;
        }
        visitor.command(command);
        return state;
    }
    shell(cmd, state) {
        const args = cmd.args.slice(1);
        const name = (0, words_js_1.literal)(cmd.args[0]) ?? 'sh';
        let i = 0;
        let fromArgument = false;
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
    commandOption(cmd, name, state) {
        const { lines, unknown } = (0, commandOptions_js_1.commandOptionValues)(cmd.args.slice(1).map(literalText), commandOptions_js_1.COMMAND_OPTION_SPECS[name]);
        if (unknown)
            this.w.visit.opaque(cmd.text, 'unknown-program');
        for (const body of lines)
            this.w.script(body, childState(state, cmd), [...cmd.via, `${commandName(cmd)} -c`]);
    }
    scriptFile(cmd, file, state, name) {
        const path = scriptPath(file);
        if (path === 'stdin')
            this.programFromStdin(cmd, state, name);
        else if (path === 'unreadable')
            this.w.visit.opaque(cmd.text, 'unknown-program');
    }
    programFromStdin(cmd, state, name) {
        for (const input of cmd.stdin) {
            if (input.kind === 'text' && input.exact)
                this.w.script(input.text, childState(state, cmd), [...cmd.via, name]);
            else if (input.kind !== 'file' || isProcessSubstitution(input.word))
                this.w.visit.opaque(cmd.text, 'unknown-program');
        }
    }
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
    gitGrepPager(cmd, state, at) {
        if (at === -1 || (at > 0 && (0, words_js_1.literal)(cmd.args[at]) !== 'grep'))
            return;
        for (let i = at + 1; i < cmd.args.length; i++) {
            const word = cmd.args[i];
            const text = literalText(word);
            if (text === undefined) {
                if (/^['"]?-(-op|[A-Za-z0-9]*O)/.test(word.raw))
                    this.w.visit.opaque(cmd.text, 'unknown-program');
                continue;
            }
            if (text === '--')
                return;
            const body = grepPager(text);
            if (body === 'value')
                i++;
            else if (body !== undefined && body.trim() !== '')
                this.w.script(body, childState(state, cmd), [...cmd.via, 'git grep -O']);
        }
    }
    npmCall(cmd, state) {
        const words = cmd.args.map((w) => (0, words_js_1.literal)(w));
        let i = 1;
        if (commandName(cmd) === 'npm') {
            const at = (0, npmCommands_js_1.npmCommandAt)(words);
            if (at === -1 || (0, npmCommands_js_1.npmCommand)(words[at]) !== 'exec')
                return;
            i = at + 1;
        }
        for (; i < words.length; i++) {
            const w = words[i];
            if (w === '--')
                return;
            const inline = w?.startsWith('--call=') ? w.slice(7) : undefined;
            if (w !== '-c' && w !== '--call' && inline === undefined)
                continue;
            const body = inline ?? (cmd.args[i + 1] ? literalText(cmd.args[i + 1]) : undefined);
            if (body === undefined)
                this.w.visit.opaque(cmd.text, 'unknown-program');
            else
                this.w.script(body, childState(state, cmd), [...cmd.via, 'npm exec -c']);
            return;
        }
    }
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
    trap(cmd, state) {
        let args = cmd.args.slice(1);
        if ((0, words_js_1.literal)(args[0] ?? { values: [], raw: '' }) === '--')
            args = args.slice(1);
        const first = args[0];
        if (!first || args.length < 2)
            return;
        const body = literalText(first);
        if (body === undefined)
            this.w.visit.opaque(cmd.text, 'unknown-program');
        else if (body !== '-' && body !== '')
            this.w.script(body, (0, state_js_1.copyState)(state), [...cmd.via, 'trap']);
    }
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
        const searched = state.vars.has('CDPATH') || (this.w.shellEnv.cdPath ?? '') !== '' || this.w.cdableVars;
        if (searched && !target.startsWith('/') && !/^\.\.?(\/|$)/.test(target))
            out.dirs = (0, state_js_1.uniqueDirs)([...out.dirs, null]);
        return out;
    }
    nested(node, state) {
        this.words.nested(node, state);
    }
    word(word, state) {
        return this.words.word(word, state);
    }
}
function commandWays(words) {
    const first = words[0]?.fields;
    if (first === undefined || first === 'unknown' || first.length === 1 || first.length > MAX_WAYS)
        return [(0, fieldSplit_js_1.splitWords)(words)];
    const rest = (0, fieldSplit_js_1.splitWords)(words.slice(1));
    return first.map((fields) => [...fields.map((f) => ({ values: [f], raw: words[0].raw })), ...rest]);
}
const MAX_WAYS = 8;
const COMMAND_LINE_VARIABLES = new Set([
    'GIT_EDITOR',
    'GIT_SEQUENCE_EDITOR',
    'EDITOR',
    'VISUAL',
    'GIT_PAGER',
    'PAGER',
    'MANPAGER',
    'GIT_SSH_COMMAND',
    'GIT_SSH',
    'GIT_EXTERNAL_DIFF',
    'GIT_ASKPASS',
    'SSH_ASKPASS',
    'GIT_PROXY_COMMAND',
    'LESSOPEN',
    'LESSCLOSE',
    'PROMPT_COMMAND',
]);
function runsCommandLine(name) {
    return COMMAND_LINE_VARIABLES.has(name) || /^npm_config_call$/i.test(name);
}
const POSITIONALS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const UNKNOWN_WORDS = { values: [words_js_1.UNKNOWN_VALUE], raw: '"$@"', fields: 'unknown' };
const ALL_ARGUMENTS = /^"?\$(\{[@*]\}|[@*])"?$/;
function bindPositionals(state, args) {
    let known = true;
    POSITIONALS.forEach((name, i) => {
        const arg = args[i];
        if (arg?.fields !== undefined)
            known = false;
        state.vars.set(name, !known ? null : arg === undefined ? [[]] : arg.values);
    });
}
const GREP_VALUED = new Set(['e', 'f', 'A', 'B', 'C', 'm']);
function grepPager(text) {
    if (text.startsWith('--')) {
        const eq = text.indexOf('=');
        const name = eq === -1 ? text : text.slice(0, eq);
        if (name.length >= 4 && '--open-files-in-pager'.startsWith(name))
            return eq === -1 ? undefined : text.slice(eq + 1);
        return undefined;
    }
    if (!text.startsWith('-') || text === '-')
        return undefined;
    for (let k = 1; k < text.length; k++) {
        const letter = text[k];
        if (letter === 'O')
            return text.slice(k + 1);
        if (GREP_VALUED.has(letter))
            return k === text.length - 1 ? 'value' : undefined;
    }
    return undefined;
}
function gitSubcommandAt(args) {
    for (let i = 1; i < args.length; i++) {
        const a = (0, words_js_1.literal)(args[i]);
        if (a === undefined)
            return -1;
        if (!a.startsWith('-'))
            return i;
        if (['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--super-prefix'].includes(a))
            i++;
    }
    return -1;
}
const SUBSCRIPT_CODE = /\[[^\]]*(\$\(|`)/;
function runsAsCode(name, value) {
    if (name === 'BASH_ENV' || name === 'ENV')
        return true;
    const text = value.values.length === 1 ? ((0, words_js_1.textOf)(value.values[0]) ?? value.raw) : value.raw;
    if (/^PS[0-4]$/.test(name))
        return /\$\(|`/.test(text);
    return SUBSCRIPT_CODE.test(text);
}
const ASSIGNING = new Set(['read', 'readarray', 'mapfile', 'getopts', 'unset', 'printf', 'let']);
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
function namePart(word) {
    return /^[A-Za-z_][A-Za-z0-9_]*/.exec(word ?? '')?.[0] ?? '';
}
function withUnknown(state, names) {
    const out = (0, state_js_1.copyState)(state);
    for (const n of names)
        if (n !== '')
            out.vars.set(n, null);
    return out;
}
function childState(state, cmd) {
    const out = (0, state_js_1.copyState)(state);
    for (const a of cmd.assigns)
        out.vars.set(a.name, a.value?.values ?? null);
    return out;
}
function envValue(name, cmd, state, env) {
    const own = [...cmd.assigns].reverse().find((a) => a.name === name);
    if (own)
        return own.value?.values ?? null;
    if (name !== 'HOME')
        return null;
    const home = (0, expandWord_js_1.homeIn)(state, env.home);
    return home === undefined ? null : [[{ text: home, quoted: true }]];
}
function settled(s) {
    return s.ifSucceeded ? { dirs: s.dirs, vars: s.vars } : s;
}
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
function literalText(word) {
    return word.values.length === 1 ? (0, words_js_1.textOf)(word.values[0]) : undefined;
}
function commandName(cmd) {
    const first = cmd.args[0];
    if (!first)
        return undefined;
    const name = (0, words_js_1.literal)(first);
    return name === undefined ? undefined : name.slice(name.lastIndexOf('/') + 1);
}


/***/ }),

/***/ 5818:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MAX_TEXT = exports.UNKNOWN_VALUE = exports.MAX_VALUES = void 0;
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
exports.MAX_VALUES = 64;
exports.UNKNOWN_VALUE = [null];
function textOf(value) {
    let out = '';
    for (const piece of value) {
        if (piece === null)
            return undefined;
        out += piece.text;
    }
    return out;
}
function literal(word) {
    if (word.values.length !== 1)
        return undefined;
    const value = word.values[0];
    if (hasGlob(value))
        return undefined;
    return textOf(value);
}
const GLOB_CHARS = /[*?]|\[.+\]/;
function hasGlob(value) {
    return value.some((p) => p !== null && !p.quoted && GLOB_CHARS.test(p.text));
}
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
function concat(a, b) {
    if (a.length * b.length > exports.MAX_VALUES)
        return [exports.UNKNOWN_VALUE];
    const out = [];
    for (const x of a)
        for (const y of b)
            out.push(textLength(x) + textLength(y) > exports.MAX_TEXT ? exports.UNKNOWN_VALUE : merge([...x, ...y]));
    return out;
}
exports.MAX_TEXT = 64 * 1024;
const textLength = (v) => v.reduce((n, piece) => n + (piece?.text.length ?? 0), 0);
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
function unescapeDouble(text) {
    return text.replace(/\\([$`"\\\n])/g, (_, c) => (c === '\n' ? '' : c));
}
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
function suffixOf(w, prefix) {
    return { values: w.values.map((v) => withoutPrefix(v, prefix) ?? exports.UNKNOWN_VALUE), raw: w.raw.slice(prefix.length) };
}


/***/ }),

/***/ 2255:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.unwrap = unwrap;
exports.findExecs = findExecs;
exports.findFound = findFound;
const node_path_1 = __webpack_require__(6760);
const commandOptions_js_1 = __webpack_require__(4202);
const envSplitString_js_1 = __webpack_require__(4423);
const words_js_1 = __webpack_require__(5818);
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
function unwrap(cmd, visitor, lookup = () => null) {
    let current = cmd;
    for (let guard = 0; guard < 16; guard++) {
        const name = nameOf(current.args[0]);
        if (name === undefined)
            return current;
        let next;
        if (name === 'env')
            next = unwrapEnv(current, visitor, lookup);
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
        else if ((name === 'flock' || name === 'runuser') && handsLineToShell(current, name)) {
            return current;
        }
        else if (name === 'watch') {
            return current;
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
function handsLineToShell(cmd, name) {
    let words = cmd.args.slice(1).map((w) => (0, words_js_1.literal)(w));
    const spec = commandOptions_js_1.COMMAND_OPTION_SPECS[name];
    if (name === 'flock') {
        const file = firstOperand(words, spec);
        if (file === undefined)
            return true;
        const next = words[file + 1];
        if (file + 1 >= words.length || (next !== undefined && !next.startsWith('-')))
            return false;
        words = words.slice(file + 1, file + 3);
    }
    const { lines, unknown } = (0, commandOptions_js_1.commandOptionValues)(words, spec);
    return unknown || lines.length > 0;
}
function firstOperand(words, spec) {
    for (let i = 0; i < words.length; i++) {
        const word = words[i];
        if (word === undefined)
            return undefined;
        if (word === '--')
            return i + 1;
        if (!word.startsWith('-') || word === '-')
            return i;
        if (word.startsWith('--')) {
            if (word.includes('='))
                continue;
            const name = word.slice(2);
            const matches = [...spec.valuedLong, ...spec.otherLong].filter((l) => l.startsWith(name));
            if (matches.length > 0 && matches.every((l) => spec.valuedLong.includes(l)))
                i++;
            continue;
        }
        for (let j = 1; j < word.length; j++)
            if (spec.valued.includes(word[j])) {
                if (j + 1 === word.length)
                    i++;
                break;
            }
    }
    return words.length;
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
const ENV_LONG = [
    'ignore-environment',
    'null',
    'unset=',
    'chdir=',
    'split-string=',
    'debug',
    'help',
    'version',
    'block-signal',
    'default-signal',
    'ignore-signal',
    'list-signal-handling',
    'argv0=',
];
const ENV_VALUED = new Set(['u', 'C', 'S', 'a']);
const MAX_SPLITS = 16;
function envLong(name) {
    const exact = ENV_LONG.find((o) => o.replace('=', '') === name);
    if (exact)
        return exact;
    const found = ENV_LONG.filter((o) => o.startsWith(name));
    return found.length === 1 ? found[0] : undefined;
}
function unwrapEnv(cmd, visitor, lookup) {
    let args = cmd.args.slice(1);
    let dirs = cmd.dirs;
    const assigns = [];
    let splits = 0;
    let via = 'env';
    const chdir = (dir) => {
        dirs = dirs.map((d) => dir === undefined ? null : dir.startsWith('/') ? node_path_1.posix.resolve(dir) : d === null ? null : node_path_1.posix.resolve(d, dir));
    };
    const split = (word, i) => {
        const text = word === undefined ? undefined : (0, words_js_1.literal)(word);
        const words = text === undefined || ++splits > MAX_SPLITS ? undefined : (0, envSplitString_js_1.envSplitString)(text, lookup);
        if (words === undefined) {
            visitor.opaque(cmd.text, 'unknown-program');
            return false;
        }
        args = [...words, ...args.slice(i + 1)];
        via = 'env -S';
        return true;
    };
    let i = 0;
    let options = true;
    for (; i < args.length; i++) {
        const a = (0, words_js_1.literal)(args[i]);
        const value = args[i].values.length === 1 ? (0, words_js_1.textOf)(args[i].values[0]) : undefined;
        if (options && a === '--') {
            options = false;
            continue;
        }
        if (options && a?.startsWith('--')) {
            const eq = a.indexOf('=');
            const option = envLong(eq === -1 ? a.slice(2) : a.slice(2, eq));
            if (option === undefined || !option.endsWith('='))
                continue;
            const inline = eq === -1 ? undefined : (0, words_js_1.suffixOf)(args[i], a.slice(0, eq + 1));
            const operand = inline ?? args[i + 1];
            if (option === 'split-string=') {
                if (!split(operand, inline === undefined ? i + 1 : i))
                    return undefined;
                i = -1;
                continue;
            }
            if (option === 'chdir=')
                chdir(operand === undefined ? undefined : (0, words_js_1.literal)(operand));
            if (inline === undefined)
                i++;
            continue;
        }
        if (options && a?.startsWith('-') && a.length > 1) {
            let k = 1;
            for (; k < a.length; k++)
                if (ENV_VALUED.has(a[k]))
                    break;
            if (k >= a.length)
                continue;
            const letter = a[k];
            const attached = a.slice(k + 1);
            const operand = attached !== '' ? (0, words_js_1.suffixOf)(args[i], a.slice(0, k + 1)) : args[i + 1];
            if (letter === 'S') {
                if (!split(operand, attached !== '' ? i : i + 1))
                    return undefined;
                i = -1;
                continue;
            }
            if (letter === 'C')
                chdir(operand === undefined ? undefined : (0, words_js_1.literal)(operand));
            if (attached === '')
                i++;
            continue;
        }
        if (a === '-')
            continue;
        const eq = value?.indexOf('=') ?? -1;
        if (value !== undefined && eq > 0 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(value.slice(0, eq))) {
            const assignment = {
                name: value.slice(0, eq),
                value: (0, words_js_1.suffixOf)(args[i], value.slice(0, eq + 1)),
                text: args[i].raw,
            };
            assigns.push(assignment);
            visitor.assignment(assignment);
            options = false;
            continue;
        }
        if (value === undefined && /^[A-Za-z_][A-Za-z0-9_]*=/.test(args[i].raw)) {
            const assignment = { name: args[i].raw.slice(0, args[i].raw.indexOf('=')), value: null, text: args[i].raw };
            visitor.assignment(assignment);
            options = false;
            continue;
        }
        break;
    }
    return inner(cmd, args.slice(i), via, { dirs, assigns: [...cmd.assigns, ...assigns] });
}
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
function findExecs(cmd, found) {
    const out = [];
    const args = cmd.args;
    for (let i = 1; i < args.length; i++) {
        const a = (0, words_js_1.literal)(args[i]);
        if (a !== '-exec' && a !== '-execdir' && a !== '-ok' && a !== '-okdir')
            continue;
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
function absolute(word, dirs) {
    const values = word.values.flatMap((v) => {
        const first = v[0];
        if (first?.text.startsWith('/'))
            return [v];
        return dirs.map((d) => (d === null ? v : [{ text: `${d}/`, quoted: true }, ...v]));
    });
    return { values, raw: word.raw };
}
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

/***/ 4026:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.npmCommand = npmCommand;
exports.npmCommandAt = npmCommandAt;
exports.npmExpanded = npmExpanded;
const argWord_js_1 = __webpack_require__(3681);
const COMMANDS = 'access adduser approve-scripts audit bugs cache ci completion config dedupe deny-scripts deprecate diff dist-tag docs doctor edit exec explain explore find-dupes fund get help help-search init install install-ci-test install-scripts install-test link ll login logout ls org outdated owner pack ping pkg prefix profile prune publish query rebuild repo restart root run sbom search set shrinkwrap stage star stars start stop team test token trust undeprecate uninstall unpublish unstar update version view whoami'.split(' ');
const ALIASES = {
    author: 'owner',
    home: 'docs',
    issues: 'bugs',
    info: 'view',
    show: 'view',
    find: 'search',
    add: 'install',
    unlink: 'uninstall',
    remove: 'uninstall',
    rm: 'uninstall',
    r: 'uninstall',
    un: 'uninstall',
    rb: 'rebuild',
    list: 'ls',
    ln: 'link',
    create: 'init',
    i: 'install',
    it: 'install-test',
    cit: 'install-ci-test',
    u: 'update',
    up: 'update',
    c: 'config',
    s: 'search',
    se: 'search',
    tst: 'test',
    t: 'test',
    ddp: 'dedupe',
    v: 'view',
    'run-script': 'run',
    'clean-install': 'ci',
    'clean-install-test': 'install-ci-test',
    x: 'exec',
    why: 'explain',
    la: 'll',
    verison: 'version',
    ic: 'ci',
    innit: 'init',
    in: 'install',
    ins: 'install',
    inst: 'install',
    insta: 'install',
    instal: 'install',
    isnt: 'install',
    isnta: 'install',
    isntal: 'install',
    isntall: 'install',
    'install-clean': 'ci',
    'isntall-clean': 'ci',
    hlep: 'help',
    'dist-tags': 'dist-tag',
    upgrade: 'update',
    udpate: 'update',
    rum: 'run',
    sit: 'install-ci-test',
    urn: 'run',
    ogr: 'org',
    'add-user': 'adduser',
};
const NAMES = [...COMMANDS, ...Object.keys(ALIASES)];
function npmCommand(word) {
    const c = /[A-Z]/.test(word) ? word.replace(/([A-Z])/g, (m) => `-${m.toLowerCase()}`) : word;
    if (COMMANDS.includes(c))
        return c;
    if (Object.hasOwn(ALIASES, c))
        return ALIASES[c];
    if (c === '')
        return undefined;
    const full = NAMES.filter((n) => n.startsWith(c));
    let a = full.length === 1 ? full[0] : undefined;
    while (a !== undefined && Object.hasOwn(ALIASES, a))
        a = ALIASES[a];
    return a;
}
const VALUED = new Set([
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
]);
function npmCommandAt(texts) {
    for (let i = 1; i < texts.length; i++) {
        const text = texts[i];
        if (text === undefined || text === '--')
            return -1;
        if (!text.startsWith('-'))
            return i;
        if (VALUED.has(text))
            i++;
    }
    return -1;
}
function npmExpanded(argv) {
    const program = (0, argWord_js_1.known)(argv[0]);
    if (program === undefined || (0, argWord_js_1.programName)(program) !== 'npm')
        return argv;
    const i = npmCommandAt(argv.map(argWord_js_1.known));
    if (i === -1)
        return argv;
    const command = npmCommand((0, argWord_js_1.known)(argv[i]));
    if (command === undefined || command === (0, argWord_js_1.known)(argv[i]))
        return argv;
    return [...argv.slice(0, i), command, ...argv.slice(i + 1)];
}


/***/ })

};
