export const id = 779;
export const ids = [779];
export const modules = {

/***/ 2631:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ walkUntil),
/* harmony export */   Ft: () => (/* binding */ checkDeadline),
/* harmony export */   Hh: () => (/* binding */ limitSeconds),
/* harmony export */   dR: () => (/* binding */ MAX_TIMEOUT_S),
/* harmony export */   remainingMs: () => (/* binding */ remainingMs)
/* harmony export */ });
/* unused harmony exports DEFAULT_TIMEOUT_S, MIN_TIMEOUT_S, hookTimeout, processStart, startDeadline, HookTimeout */
/* harmony import */ var _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5026);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2897);
/**
 * The hook's deadline. Claude Code runs a tool call whose hook does not answer in time, so the
 * hook answers exit 2 by then whatever it is doing: a timer (hookCommand.ts) ends the process
 * while it waits, and synchronous work that can grow with its input (the shell walker, glob
 * listings) calls checkDeadline, since a timer cannot fire while that work holds the thread.
 * Everything else is bounded by construction: reads (readRegular.ts), line length (decideShell.ts).
 */


/** Seconds the hook takes at most, unless DIFFGATE_HOOK_TIMEOUT says otherwise. */
const DEFAULT_TIMEOUT_S = 10;
/** The range DIFFGATE_HOOK_TIMEOUT may set (Claude Code's own default timeout is 60 s). */
const MIN_TIMEOUT_S = 0.1;
const MAX_TIMEOUT_S = 600;
let at = Number.POSITIVE_INFINITY;
let seconds = DEFAULT_TIMEOUT_S;
/**
 * The hook's time limit in seconds: DIFFGATE_HOOK_TIMEOUT (a number of seconds, decimals allowed,
 * within MIN..MAX), else the default. Any other value is a configuration error (`problem`): the
 * hook blocks with it, as on a bad manifest line.
 */
function hookTimeout(env) {
    const raw = env.DIFFGATE_HOOK_TIMEOUT;
    if (raw === undefined || raw === '')
        return { seconds: DEFAULT_TIMEOUT_S };
    const n = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw.trim()) || !(n >= MIN_TIMEOUT_S && n <= MAX_TIMEOUT_S))
        return { seconds: DEFAULT_TIMEOUT_S, problem: c.timeoutSetting(raw, MIN_TIMEOUT_S, MAX_TIMEOUT_S) };
    return { seconds: n };
}
/**
 * When this process started (ms since the epoch). The hook's time is counted from here, not from
 * when the full hook begins: the quiet pass before it (quietHook.ts) spends from the same budget.
 */
const processStart = () => Date.now() - process.uptime() * 1000;
/** Starts the clock: the hook has `s` seconds from `start` (this process's start). */
function startDeadline(s, start = processStart()) {
    seconds = s;
    at = start + s * 1000;
}
/** The hook's time limit in seconds, as started. */
const limitSeconds = () => seconds;
/**
 * When a walk must stop (ms since the epoch) to leave the hook `marginMs` to answer before its
 * deadline (Infinity when none was set).
 */
const walkUntil = (marginMs = 500) => Date.now() + remainingMs() - marginMs;
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
class HookTimeout extends _failure_js__WEBPACK_IMPORTED_MODULE_1__/* .HookFailure */ .Q {
    constructor(s) {
        super(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.timeout(s));
    }
}


/***/ }),

/***/ 3624:
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
/** A shell command (or inline program) that would write a protected path; `edit` names the agent's checked edit tool. */
function fromFinding(f, how, program, edit) {
    const next = (kindNext) => (program ? _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.programNext(edit) : kindNext);
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
            return { ...base, rule: rule.kind, message, next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.useEdit(edit) };
        }
        case 'manifest':
            return {
                rule: 'manifest',
                path: f.path,
                reason: _core_messages_violation_js__WEBPACK_IMPORTED_MODULE_1__/* .violationText */ .j.manifest.reason(),
                message: program ? _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.programNames(how, f.path, 'manifest') : _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.writes(how, f.path, 'manifest'),
                next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.useEdit(edit),
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

/***/ 3768:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ namedIn)
/* harmony export */ });
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

/***/ 79:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PY: () => (/* binding */ assignmentGateSwitch),
/* harmony export */   X9: () => (/* binding */ commandGateSwitches),
/* harmony export */   m8: () => (/* binding */ programGateSwitches)
/* harmony export */ });
/* harmony import */ var _walk_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1159);
/* harmony import */ var _gitSettings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4619);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1683);



const textOfWord = (w) => (w.values.length === 1 ? (0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .textOf */ .b6)(w.values[0]) : undefined) ?? w.raw;
/** Whether a word is `--no-verify` or an abbreviation git would accept for it. */
function isNoVerify(word) {
    return word.length >= '--no-veri'.length && '--no-verify'.startsWith(word);
}
/** git commit's short options that take a value: a `-n` after one of them is that value, not --no-verify. */
const COMMIT_VALUED = 'mFCctS';
function commandGateSwitches(cmd) {
    const found = [];
    const name = (0,_walk_js__WEBPACK_IMPORTED_MODULE_0__/* .commandName */ .p6)(cmd);
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
        const setsCode = words.some((w, i) => (words[i - 1] === '-c' || words[i - 1] === '--config-env') && (0,_gitSettings_js__WEBPACK_IMPORTED_MODULE_2__/* .bringsSettings */ .Vy)((0,_gitSettings_js__WEBPACK_IMPORTED_MODULE_2__/* .splitSetting */ .n1)(w).key)) ||
            (sub?.name === 'config' && words.slice(sub.index + 1).some((w) => (0,_gitSettings_js__WEBPACK_IMPORTED_MODULE_2__/* .runsCommand */ ._w)(w) || (0,_gitSettings_js__WEBPACK_IMPORTED_MODULE_2__/* .bringsSettings */ .Vy)(w)));
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
        const a = (0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .eu)(args[i]);
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
        const a = (0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .eu)(args[i]);
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

/***/ 4619:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vy: () => (/* binding */ bringsSettings),
/* harmony export */   _w: () => (/* binding */ runsCommand),
/* harmony export */   n1: () => (/* binding */ splitSetting)
/* harmony export */ });
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

/***/ 9331:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ol: () => (/* binding */ unionStates),
/* harmony export */   Oz: () => (/* binding */ uniqueDirs),
/* harmony export */   QH: () => (/* binding */ resolveIn),
/* harmony export */   hw: () => (/* binding */ copyState),
/* harmony export */   ue: () => (/* binding */ initialState)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1683);
/**
 * What the walker knows at a point of a command line: the possible working directories (null when
 * a `cd` went somewhere unknown) and the variables assigned so far. Branches (`||`, `if`, loops)
 * union their outcomes, so a later path is resolved against every directory it may be relative to.
 */


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
    return seen.size <= _words_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_VALUES */ .Ex ? [...seen.values()] : null;
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
        return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.resolve(path);
    if (dir === null)
        return null;
    // A plain name under a normalised directory (every directory here is one): posix.resolve is
    // a third of a long line of `cd`s, and this is the common case.
    if (PLAIN_NAME.test(path) && path !== '.' && path !== '..' && NORMAL_DIR.test(dir))
        return dir === '/' ? `/${path}` : `${dir}/${path}`;
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.resolve(dir, path);
}
const PLAIN_NAME = /^[^/]+$/;
/** Absolute, no `.`/`..` segments, no doubled or trailing slash. */
const NORMAL_DIR = /^\/(?:(?!\.\.?(?:\/|$))[^/]+(?:\/(?!\.\.?(?:\/|$))[^/]+)*)?$/;


/***/ }),

/***/ 1159:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J7: () => (/* binding */ Walker),
  p6: () => (/* binding */ commandName),
  T8: () => (/* binding */ isProcessSubstitution),
  VA: () => (/* binding */ scriptPath)
});

// UNUSED EXPORTS: runsCommandLine

// EXTERNAL MODULE: ./.build/js/src/core/commands/npmCommands.js
var npmCommands = __webpack_require__(7231);
;// CONCATENATED MODULE: ./.build/js/src/agent/shell/commandOptions.js
/**
 * Programs that hand a command line to a shell, read as their own option parsers (getopt_long)
 * read them: `su -c CMD`, `script --command=CMD`, `flock FILE -c CMD`, and `watch`, which joins
 * its operands into one line for `sh -c`. Every spelling counts: bundled short options (`-lc`),
 * a value attached (`-cCMD`, `--command=CMD`), and an unambiguous long-option prefix (`--comm`).
 * Words are given as their literal text, undefined when not known before the line runs.
 */
/** From util-linux 2.39 (su, runuser, script, flock): their `getopt_long` tables. */
const COMMAND_OPTION_SPECS = {
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
/**
 * The command lines a program's options hand to a shell: each value of its command option, in
 * every spelling; `unknown` when one is not known before the line runs (a word that might be the
 * option, or its value).
 */
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
            // an ambiguous prefix of the command option is refused by the program: read as it anyway (fail closed)
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
/** procps-ng watch 4's options: `+bced::ghq:n:prtwvx`, and its long names. */
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
/**
 * The line `watch` runs: its operands joined by spaces for `sh -c`, or with `-x` run as they
 * are (each quoted). Undefined when watch runs nothing; `unknown` when an option or operand is
 * not known before the line runs, or an option is not watch's.
 */
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
            break; // `+` in its getopt string: options end at the first operand
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
                break; // `-d[permanent]`: an optional value, only ever attached
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

// EXTERNAL MODULE: ./.build/js/src/agent/shell/words.js
var shell_words = __webpack_require__(1683);
;// CONCATENATED MODULE: ./.build/js/src/agent/shell/fieldSplit.js
/**
 * Bash's field splitting: an unquoted expansion is split into words at blanks, so with
 * `c='git push --force'` the line `$c` runs `git` with two arguments, and with `e=` the line
 * `$e git push` runs `git push`. A word's pieces are read in order; a piece from an unquoted
 * variable whose value the line assigned is split where bash splits it, the rest joins the word
 * it stands in. An unquoted expansion whose value is not known (`$X` from outside the line,
 * `$(cmd)`, `"${a[@]}"`, `"$@"`, or any with `IFS` set in the line) may make any number of words.
 */

/** The most words one split may make; past it the split is unknown (any number of words). */
const MAX_FIELDS = 1024;
/**
 * The words a word becomes, for each of its possible values; 'unknown' when the split cannot be
 * told; undefined when it is always exactly one word.
 */
function splitFields(pieces) {
    if (!pieces.some((p) => p.kind !== 'text'))
        return undefined;
    if (pieces.some((p) => p.kind === 'unknown'))
        return 'unknown';
    let partials = [{ done: [], cur: null }];
    for (const piece of pieces) {
        if (piece.kind === 'unknown')
            return 'unknown'; // narrows the type; ruled out above
        const next = [];
        for (const p of partials) {
            for (const value of piece.values) {
                const q = piece.kind === 'text' ? joined(p, value) : split(p, value);
                if (q === undefined)
                    return 'unknown';
                next.push(q);
            }
        }
        if (next.length > shell_words/* MAX_VALUES */.Ex)
            return 'unknown';
        partials = next;
    }
    const out = partials.map((p) => (p.cur === null ? p.done : [...p.done, p.cur]));
    return out.every((fields) => fields.length === 1) ? undefined : out;
}
function joined(p, value) {
    return { done: p.done, cur: [...(p.cur ?? []), ...value] };
}
/** The value split at blanks onto the partial word; undefined when a piece of it is not known. */
function split(p, value) {
    const done = [...p.done];
    let cur = p.cur === null ? null : [...p.cur];
    for (const piece of value) {
        if (piece === null)
            return undefined;
        const chunks = piece.text.split(/[ \t\n]+/);
        if (done.length + chunks.length > MAX_FIELDS)
            return undefined; // judged as any number of words
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
/** The words of a simple command after splitting: a word that splits one way only becomes its words. */
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

// EXTERNAL MODULE: ./.build/js/src/agent/shell/gitSettings.js
var gitSettings = __webpack_require__(4619);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./.build/js/src/agent/shell/envSplitString.js
/**
 * The words `env -S STRING` (`--split-string`) makes of its string, as GNU env splits it: blanks
 * separate words; single quotes keep everything but `\\` and `\'`; double quotes keep blanks and
 * expand `${NAME}`; backslash escapes (`\n`, `\t`, `\$`, `\#`, `\_` a blank that separates outside
 * quotes and is a space inside them, `\c` ends the string); `#` at the start of a word begins a
 * comment; `${NAME}` is the variable's value (`$NAME` without braces makes env refuse). The words
 * then go through env's option parsing again, so `-i`, `-u X` and `NAME=value` inside count.
 */

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
/** The words, or undefined when env would refuse the string (an unclosed quote, a bad escape). */
function envSplitString(text, lookup) {
    const out = [];
    let values = null; // the word being built; null between words
    let raw = '';
    let quote = '';
    const add = (more) => {
        values = (0,shell_words/* concat */.xW)(values ?? [[]], more);
    };
    const addText = (t) => add([[{ text: t, quoted: true }]]);
    const finish = () => {
        if (values !== null)
            out.push({ values: values.length <= shell_words/* MAX_VALUES */.Ex ? values : [shell_words/* UNKNOWN_VALUE */.PC], raw });
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
            add(lookup(name) ?? [shell_words/* UNKNOWN_VALUE */.PC]);
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
            break; // a comment to the end
        raw += c;
        if (c === "'" || c === '"') {
            quote = c;
            add([[]]); // `''` is an empty word
            continue;
        }
        addText(c);
    }
    if (quote !== '')
        return undefined;
    finish();
    return out;
}

;// CONCATENATED MODULE: ./.build/js/src/agent/shell/wrappers.js
/**
 * Commands that run another command (`sudo`, `env`, `nohup`, `timeout`, `time`, `strace`,
 * `xargs`, ...: SPECS and the functions below) are peeled off so the command they run is what
 * gets checked. `find -exec` commands are found here too. Options that
 * take a value are skipped with their value; an option a wrapper does not know stops the peeling
 * there (the rest is checked as the wrapper's own arguments, so nothing is dropped).
 */




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
        else if (name === 'sudo' && current.args.slice(1).some((w) => ['-e', '--edit'].includes((0,shell_words/* literal */.eu)(w) ?? ''))) {
            return {
                ...current,
                args: [
                    { values: [[{ text: 'sudoedit', quoted: true }]], raw: 'sudoedit' },
                    ...operandsAfterOptions(current.args.slice(1), SPECS.sudo.valued),
                ],
            };
        }
        else if ((name === 'flock' || name === 'runuser') && handsLineToShell(current, name)) {
            return current; // `flock FILE -c CMD`, `runuser -c CMD` (any spelling) hand CMD to a shell: the walker reads it
        }
        else if (name === 'watch') {
            return current; // watch joins its operands into a line for `sh -c`: the walker reads it
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
/**
 * Whether `flock` or `runuser` hands a command line to a shell (`-c CMD`, `--comm=CMD`, `-lc CMD`:
 * their option read as getopt_long reads it, commandOptions.ts), or may: a word not known before the
 * line runs (a glob included) might be that option.
 */
function handsLineToShell(cmd, name) {
    let words = cmd.args.slice(1).map((w) => (0,shell_words/* literal */.eu)(w));
    const spec = COMMAND_OPTION_SPECS[name];
    if (name === 'flock') {
        // util-linux flock reads its options up to the lock file ("+" getopt); its -c is only the word
        // right after the file: `flock /tmp/l git -c x push -f` runs git (its -c is git's own)
        const file = firstOperand(words, spec);
        if (file === undefined)
            return true;
        const next = words[file + 1];
        if (file + 1 >= words.length || (next !== undefined && !next.startsWith('-')))
            return false;
        words = words.slice(file + 1, file + 3);
    }
    const { lines, unknown } = commandOptionValues(words, spec);
    return unknown || lines.length > 0;
}
/** Where a "+" getopt_long parser stops: the first word that is not an option; undefined when a word is not known. */
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
    const name = (0,shell_words/* literal */.eu)(word);
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
        const a = (0,shell_words/* literal */.eu)(args[i]);
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
                visitor.redirect({ word: (0,shell_words/* suffixOf */.jT)(args[i], `${eq}=`), dirs: cmd.dirs, text: `${name} ${eq}` });
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
        const a = (0,shell_words/* literal */.eu)(args[i]);
        if (a?.startsWith('-')) {
            if (valued.includes(a))
                i++;
            continue;
        }
        out.push(args[i]);
    }
    return out;
}
/** env's long options (GNU coreutils 9), for their unambiguous prefixes; `=` marks one with a value. */
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
/** env's short options with a value (`-u NAME`, `-C DIR`, `-S STRING`, `-a NAME`). */
const ENV_VALUED = new Set(['u', 'C', 'S', 'a']);
/** How many times one env may split a string (`-S` inside `-S`): past it, unreadable. */
const MAX_SPLITS = 16;
/** The long option a word names (`--sp` is `--split-string`), or undefined when none or several. */
function envLong(name) {
    const exact = ENV_LONG.find((o) => o.replace('=', '') === name);
    if (exact)
        return exact;
    const found = ENV_LONG.filter((o) => o.startsWith(name));
    return found.length === 1 ? found[0] : undefined;
}
/**
 * `env [OPTION]... [NAME=VALUE]... [COMMAND [ARG]...]`, with options read as getopt reads them:
 * bundled (`-vS STR`, `-iS'STR'`, `-uX`), long ones by any unambiguous prefix (`--sp=STR`,
 * `--split STR`). `-S`'s string is split (envSplitString.ts) and its words read again as env's
 * own arguments, so options and `NAME=value` in it count (`env -S 'X=1 git push -f'`).
 */
function unwrapEnv(cmd, visitor, lookup) {
    let args = cmd.args.slice(1);
    let dirs = cmd.dirs;
    const assigns = [];
    let splits = 0;
    let via = 'env';
    const chdir = (dir) => {
        dirs = dirs.map((d) => dir === undefined ? null : dir.startsWith('/') ? external_node_path_.posix.resolve(dir) : d === null ? null : external_node_path_.posix.resolve(d, dir));
    };
    /** Splits `-S`'s string into the words after it; false when it cannot be read. */
    const split = (word, i) => {
        const text = word === undefined ? undefined : (0,shell_words/* literal */.eu)(word);
        const words = text === undefined || ++splits > MAX_SPLITS ? undefined : envSplitString(text, lookup);
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
        const a = (0,shell_words/* literal */.eu)(args[i]);
        const value = args[i].values.length === 1 ? (0,shell_words/* textOf */.b6)(args[i].values[0]) : undefined;
        if (options && a === '--') {
            options = false; // `NAME=value` words may still follow
            continue;
        }
        if (options && a?.startsWith('--')) {
            const eq = a.indexOf('=');
            const option = envLong(eq === -1 ? a.slice(2) : a.slice(2, eq));
            // an unknown or ambiguous option: env refuses to run anything, but read on (fail closed)
            if (option === undefined || !option.endsWith('='))
                continue;
            const inline = eq === -1 ? undefined : (0,shell_words/* suffixOf */.jT)(args[i], a.slice(0, eq + 1));
            const operand = inline ?? args[i + 1];
            if (option === 'split-string=') {
                if (!split(operand, inline === undefined ? i + 1 : i))
                    return undefined;
                i = -1; // read the split words from the start
                continue;
            }
            if (option === 'chdir=')
                chdir(operand === undefined ? undefined : (0,shell_words/* literal */.eu)(operand));
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
                continue; // flags only (`-i`, `-v0`)
            const letter = a[k];
            const attached = a.slice(k + 1);
            const operand = attached !== '' ? (0,shell_words/* suffixOf */.jT)(args[i], a.slice(0, k + 1)) : args[i + 1];
            if (letter === 'S') {
                if (!split(operand, attached !== '' ? i : i + 1))
                    return undefined;
                i = -1;
                continue;
            }
            if (letter === 'C')
                chdir(operand === undefined ? undefined : (0,shell_words/* literal */.eu)(operand));
            if (attached === '')
                i++;
            continue;
        }
        if (a === '-')
            continue; // `env -` is `env -i`
        const eq = value?.indexOf('=') ?? -1;
        if (value !== undefined && eq > 0 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(value.slice(0, eq))) {
            const assignment = {
                name: value.slice(0, eq),
                value: (0,shell_words/* suffixOf */.jT)(args[i], value.slice(0, eq + 1)),
                text: args[i].raw,
            };
            assigns.push(assignment);
            visitor.assignment(assignment);
            options = false; // getopt stops at the first word that is no option
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
/** `xargs CMD ARGS`: CMD runs with more arguments read from its input, which are unknown here. */
function unwrapXargs(cmd) {
    const args = cmd.args.slice(1);
    let replace;
    let i = 0;
    for (; i < args.length; i++) {
        const a = (0,shell_words/* literal */.eu)(args[i]);
        if (a === undefined)
            return undefined;
        if (a === '--') {
            i++;
            break;
        }
        if (!a.startsWith('-'))
            break;
        if (a === '-I' || a === '--replace')
            replace = (0,shell_words/* literal */.eu)(args[++i] ?? { values: [shell_words/* UNKNOWN_VALUE */.PC], raw: '' }) ?? '{}';
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
    const unknown = { values: [shell_words/* UNKNOWN_VALUE */.PC], raw: '(input of xargs)' };
    if (rest.length === 0)
        return inner(cmd, [{ values: [[{ text: 'echo', quoted: true }]], raw: 'echo' }, unknown], 'xargs');
    if (replace !== undefined) {
        const r = replace;
        return inner(cmd, rest.map((w) => (w.raw.includes(r) ? { values: [shell_words/* UNKNOWN_VALUE */.PC], raw: w.raw } : w)), 'xargs');
    }
    return inner(cmd, [...rest, unknown], 'xargs');
}
/** The commands `find -exec`/`-execdir`/`-ok`/`-okdir` runs, with `{}` standing for the found path. */
function findExecs(cmd, found) {
    const out = [];
    const args = cmd.args;
    for (let i = 1; i < args.length; i++) {
        const a = (0,shell_words/* literal */.eu)(args[i]);
        if (a !== '-exec' && a !== '-execdir' && a !== '-ok' && a !== '-okdir')
            continue;
        // -execdir runs in the directory of each file found, somewhere not known before; its `{}`
        // still names the file found, so that is made absolute first.
        const inFileDir = a === '-execdir' || a === '-okdir';
        const file = inFileDir ? absolute(found, cmd.dirs) : found;
        const words = [];
        for (i++; i < args.length; i++) {
            const w = (0,shell_words/* literal */.eu)(args[i]);
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
        const a = (0,shell_words/* literal */.eu)(cmd.args[i]);
        if (a !== undefined && (a.startsWith('-') || a === '(' || a === '!'))
            break;
        starts.push(cmd.args[i]);
    }
    const names = [];
    for (; i < cmd.args.length; i++) {
        const a = (0,shell_words/* literal */.eu)(cmd.args[i]);
        if (a === '-name' || a === '-iname') {
            const n = (0,shell_words/* literal */.eu)(cmd.args[i + 1] ?? { values: [shell_words/* UNKNOWN_VALUE */.PC], raw: '' });
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

// EXTERNAL MODULE: ./.build/js/src/agent/shell/state.js
var shell_state = __webpack_require__(9331);
;// CONCATENATED MODULE: ./.build/js/src/agent/shell/mktempPath.js

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
        const text = values?.length === 1 ? (0,shell_words/* textOf */.b6)(values[0]) : undefined;
        return text === undefined || text === '' ? undefined : text;
    }
    return env.tmpDir || '/tmp';
}

;// CONCATENATED MODULE: ./.build/js/src/agent/shell/expandWord.js




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
                this.subst(n.script, (0,shell_state/* copyState */.hw)(state), source, n.type === 'ProcessSubstitution');
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
        let values = [[]];
        const pieces = [];
        word.parts.forEach((part, i) => {
            const own = this.part(part, state, false, i === 0);
            values = (0,shell_words/* concat */.xW)(values, own);
            pieces.push(this.piece(part, own, state));
        });
        const out = { values, raw: word.text };
        const fields = splitFields(pieces);
        if (fields !== undefined)
            out.fields = fields;
        return out;
    }
    /** How bash splits an unquoted part of a word into words (fieldSplit.ts). */
    piece(part, own, state) {
        switch (part.type) {
            case 'SimpleExpansion':
            case 'ParameterExpansion': {
                const plainName = part.type === 'SimpleExpansion' || plainOrChecked(part);
                const name = part.type === 'SimpleExpansion' ? part.text.slice(1) : part.parameter;
                // `${X:?}` with X known empty: the command does not run (own is unknown)
                if (part.type === 'ParameterExpansion' && part.operation && own.some((v) => (0,shell_words/* textOf */.b6)(v) === undefined))
                    return { kind: 'unknown' };
                if (plainName && state.vars.has(name) && !state.vars.has('IFS')) {
                    const values = state.vars.get(name);
                    return values ? { kind: 'split', values } : { kind: 'unknown' };
                }
                // $HOME, $PWD, $CLAUDE_PROJECT_DIR: paths the hook knows, one word each
                if (plainName && own.every((v) => (0,shell_words/* textOf */.b6)(v) !== undefined))
                    return { kind: 'text', values: own };
                return { kind: 'unknown' };
            }
            case 'CommandExpansion':
                return { kind: 'unknown' };
            case 'DoubleQuoted':
                // "$@" and "${a[@]}" make a word per element
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
            values = (0,shell_words/* concat */.xW)(values, this.part(part, state, quoted, atStart && i === 0));
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
                    return [shell_words/* UNKNOWN_VALUE */.PC];
                }
                if (!plainOrChecked(part))
                    break;
                if (part.operation)
                    return this.checked(part, state, quoted);
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
                this.subst(part.script, (0,shell_state/* copyState */.hw)(state));
                return [mktempValue(part.script, state, this.env) ?? shell_words/* UNKNOWN_VALUE */.PC];
            case 'ProcessSubstitution':
                this.subst(part.script, (0,shell_state/* copyState */.hw)(state), undefined, true);
                return [shell_words/* UNKNOWN_VALUE */.PC];
            default:
                break;
        }
        // Arithmetic, extended globs and parameter operations: unknown, but what they run still runs.
        this.nested(part, state);
        return [shell_words/* UNKNOWN_VALUE */.PC];
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
            return [{ text: (0,shell_words/* unescapeDouble */.Oe)(text), quoted: true }];
        if (!first || !text.startsWith('~'))
            return (0,shell_words/* unescapeUnquoted */.a$)(text);
        const m = /^~([^/]*)(.*)$/s.exec(text);
        const home = homeIn(state, this.env.home);
        if (m[1] !== '' || home === undefined)
            return [null, ...(0,shell_words/* unescapeUnquoted */.a$)(m[2])];
        return [{ text: home, quoted: true }, ...(0,shell_words/* unescapeUnquoted */.a$)(m[2])];
    }
    /**
     * `${X:?msg}`, `${X?msg}`: X's value, since the command does not run when X is unset (or, for
     * `:?`, empty); shellcheck asks for this guard before `rm -rf "$X/..."` (review-15c F10). A value
     * known to be empty stops the command: unknown. The message's substitutions are walked (they
     * run when X is unset).
     */
    checked(part, state, quoted) {
        if (part.operation)
            this.nested(part.operation, state);
        const values = this.variable(part.parameter, state, quoted);
        const colon = part.operation?.type === 'Default' && part.operation.operator === ':?';
        return colon ? values.map((v) => ((0,shell_words/* textOf */.b6)(v) === '' ? shell_words/* UNKNOWN_VALUE */.PC : v)) : values;
    }
    variable(name, state, quoted) {
        if (state.vars.has(name)) {
            const values = state.vars.get(name);
            if (values === null)
                return [shell_words/* UNKNOWN_VALUE */.PC];
            // With IFS set in the line, an unquoted value splits at other characters than blanks.
            if (!quoted && state.vars.has('IFS'))
                return [shell_words/* UNKNOWN_VALUE */.PC];
            // Quoted, a value keeps the quoting it was written with, so a loop over `hooks/*.sh` still names those files in "$f".
            return quoted ? values : (0,shell_words/* unquotedFields */.xJ)(values);
        }
        const env = this.env;
        if (name === 'HOME')
            return [[{ text: env.home, quoted: true }]];
        if (name === 'CLAUDE_PROJECT_DIR')
            return [[{ text: env.projectDir, quoted: true }]];
        // the hook runs with the agent's environment: a TMPDIR set there is the command's too
        if (name === 'TMPDIR' && env.tmpDir !== undefined)
            return [[{ text: env.tmpDir, quoted: true }]];
        if (name === 'PWD')
            return state.dirs.map((d) => (d === null ? shell_words/* UNKNOWN_VALUE */.PC : [{ text: d, quoted: true }]));
        return [shell_words/* UNKNOWN_VALUE */.PC];
    }
}
function isSubstitution(n) {
    return n.type === 'CommandExpansion' || n.type === 'ProcessSubstitution' || n.type === 'ArithmeticCommandExpansion';
}
/**
 * `${X[0]}`: the first element, which of a variable that is no array (every one the walker knows
 * a value of: an array assignment makes it unknown) is its value (`"${FUNCNAME[0]}"` is `$FUNCNAME`).
 */
function firstElement(part) {
    return part.index !== undefined && part.index.parts === undefined && /^\s*0+\s*$/.test(part.index.text);
}
/** `${X}`, `${X[0]}`, or `${X:?msg}`/`${X?msg}`, which stand for X wherever the command runs at all. */
function plainOrChecked(part) {
    if (part.prefix || (part.index && !firstElement(part)))
        return false;
    const op = part.operation;
    return op === undefined || (op.type === 'Default' && (op.operator === ':?' || op.operator === '?'));
}
/** Parts of plain text only (or none: the text is all there is). */
function plain(parts) {
    return parts === undefined || parts.every((p) => p.type === 'Literal');
}
/** A brace expansion: a plain comma list multiplied out; sequences and anything richer are unknown. */
function braces(text) {
    const m = PLAIN_BRACES.exec(text);
    if (!m || !m[1].includes(','))
        return [shell_words/* UNKNOWN_VALUE */.PC];
    const elems = m[1].split(',');
    return elems.length <= shell_words/* MAX_VALUES */.Ex ? elems.map((e) => (0,shell_words/* unescapeUnquoted */.a$)(e)) : [shell_words/* UNKNOWN_VALUE */.PC];
}
/** `$HOME` as the line left it: assigned in it, else the real one; undefined when unknown. */
function homeIn(state, home) {
    if (!state.vars.has('HOME'))
        return home;
    const values = state.vars.get('HOME');
    return values && values.length === 1 ? (0,shell_words/* textOf */.b6)(values[0]) : undefined;
}

// EXTERNAL MODULE: ./.build/js/src/agent/deadline.js
var deadline = __webpack_require__(2631);
// EXTERNAL MODULE: ./.build/js/src/agent/shell/shells.js
var shells = __webpack_require__(2659);
;// CONCATENATED MODULE: ./.build/js/src/agent/shell/walk.js










/** Redirections that open a file for writing (`>&` is decided by its operand). */
const WRITE_REDIRECTS = new Set(['>', '>>', '<>', '>|', '&>', '&>>']);
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
        return this.parser.some(node, (n) => isSubstitution(n) && n.script !== undefined && !this.walked.has(n.script));
    }
    /** The substitutions' scripts walked so far. */
    walked = new Set();
    /** Functions the line defines, by name: a call runs the body in the caller's shell. */
    functions = new Map();
    /** The function body being walked now, and how deep in concurrent or repeated code of it. */
    frame;
    frames = 0;
    /**
     * Walks a function's body as one frame, with `$FUNCNAME` its name there; for a call (`args`
     * given), with `$1`...`$9` the call's arguments. An `eval`'s text is a frame too (`evaluated`),
     * one that keeps `$FUNCNAME` and the positional parameters: `b='eval "$b"|eval "$b"&'; eval "$b"`
     * calls itself as a function would.
     */
    inFunction(fn, definition, state, walk, how = {}) {
        const saved = this.frame;
        const called = how.args !== undefined || (how.evaluated === true && saved?.called === true);
        this.frame = { fn, definition, id: this.frames++, concurrent: 0, detached: 0, repeated: 0, called };
        const inner = (0,shell_state/* copyState */.hw)(state);
        const own = how.evaluated ? [] : ['FUNCNAME', ...POSITIONALS];
        if (!how.evaluated) {
            inner.vars.set('FUNCNAME', [[{ text: fn, quoted: true }]]);
            // walked at its definition, the body's arguments are not known
            bindPositionals(inner, how.args ?? [UNKNOWN_WORDS]);
        }
        try {
            const after = walk(inner);
            const out = (0,shell_state/* copyState */.hw)(after);
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
    /** The `eval` texts being walked now, by text: their frames' names. */
    evaluating = new Map();
    /**
     * Walks code of the current function's body that runs alongside it (`concurrent`: a part of a
     * pipeline, which the body waits for; `detached`: in the background, a coprocess or a process
     * substitution, which it does not), or in a loop.
     */
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
    /** Where a command walked now runs, when it is in a function's body. */
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
        const subst = (script, state, source, concurrent) => {
            if (!script) {
                w.visit.opaque(src, 'syntax');
                return;
            }
            w.walked.add(script);
            // A backquoted script with escapes owns its decoded text; its positions index that.
            const walk = () => new Scope(w, script.source ?? source ?? src, via).stmts(script.commands, state);
            // a process substitution runs alongside the command it is in
            if (concurrent)
                w.within('detached', walk);
            else
                walk();
        };
        this.words = new WordExpander(w.shellEnv, w.shellParser, w.walked, subst, () => w.visit.opaque(src, 'unknown-program'));
    }
    text(node) {
        return this.src.slice(node.pos, node.end);
    }
    stmts(list, state, stdin = []) {
        let s = state;
        for (const stmt of list) {
            (0,deadline/* checkDeadline */.Ft)(); // a timer cannot end this loop: the line's size is the walk's
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
                // `! cmd` and `time cmd` run in this shell; every part of a real pipeline in its own subshell.
                if (node.commands.length === 1)
                    return this.command(node.commands[0], state, stdin);
                this.w.within('concurrent', () => node.commands.forEach((cmd, i) => this.command(cmd, (0,shell_state/* copyState */.hw)(state), i === 0 ? stdin : [{ kind: 'pipe' }])));
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
            const next = this.node(node.commands[i + 1], op === '&&' ? settled(ok) : (0,shell_state/* unionStates */.Ol)(state, all), []);
            const nextOk = next.ifSucceeded ?? next;
            ok = op === '&&' ? nextOk : (0,shell_state/* unionStates */.Ol)(ok, nextOk);
            all = (0,shell_state/* unionStates */.Ol)(all, next);
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
                this.w.functions.set(cmd.name.text, { scope: this, body: cmd.body, text: this.text(cmd) });
                this.w.inFunction(cmd.name.text, this.text(cmd), state, (inner) => this.body(cmd.body, inner));
                return state;
            case 'Coproc':
                this.w.within('detached', () => {
                    if (cmd.body.type === 'CompoundList')
                        this.list(cmd.body, (0,shell_state/* copyState */.hw)(state));
                    else
                        this.command(cmd.body, (0,shell_state/* copyState */.hw)(state), stdin);
                });
                return state;
            default:
                return this.compound(cmd, state, stdin);
        }
    }
    compound(cmd, state, stdin) {
        switch (cmd.type) {
            case 'Subshell':
                this.list(cmd.body, (0,shell_state/* copyState */.hw)(state), stdin);
                return state;
            case 'BraceGroup':
                return this.list(cmd.body, state, stdin);
            case 'If':
                return this.ifClause(cmd.clause, cmd.then, cmd.elif, cmd.else, state);
            case 'While':
                return this.w.within('repeated', () => {
                    const afterCond = this.list(cmd.clause, state);
                    const afterBody = this.list(cmd.body, afterCond);
                    return (0,shell_state/* unionStates */.Ol)(state, afterCond, afterBody);
                });
            case 'For':
            case 'Select': {
                // Without `in`, the loop runs over "$@": unknown.
                const inner = (0,shell_state/* copyState */.hw)(state);
                const values = cmd.wordlist ? cmd.wordlist.flatMap((w) => this.word(w, state).values) : [shell_words/* UNKNOWN_VALUE */.PC];
                inner.vars.set(cmd.name.text, values.length > 0 && values.length <= shell_words/* MAX_VALUES */.Ex ? values : null);
                const body = () => this.list(cmd.body, inner);
                return (0,shell_state/* unionStates */.Ol)(state, values.length === 1 ? body() : this.w.within('repeated', body));
            }
            case 'ArithmeticFor':
                for (const e of [cmd.initialize, cmd.test, cmd.update])
                    if (e)
                        this.nested(e, state);
                return (0,shell_state/* unionStates */.Ol)(state, this.w.within('repeated', () => this.list(cmd.body, (0,shell_state/* copyState */.hw)(state))));
            case 'Case': {
                this.word(cmd.word, state);
                for (const item of cmd.items)
                    for (const p of item.pattern)
                        this.nested(p, state);
                return (0,shell_state/* unionStates */.Ol)(state, ...cmd.items.map((item) => this.list(item.body, state)));
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
            return (0,shell_state/* unionStates */.Ol)(afterThen, this.ifClause(elif.clause, elif.then, rest, otherwise, afterCond));
        if (!otherwise)
            return (0,shell_state/* unionStates */.Ol)(afterCond, afterThen);
        return (0,shell_state/* unionStates */.Ol)(afterThen, this.list(otherwise, afterCond));
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
            const lit = (0,shell_words/* literal */.eu)(resolved);
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
            this.commandLineIn(a, state);
        for (const a of assigns)
            this.w.visit.assignment(a);
        if (!cmd.name) {
            const out = (0,shell_state/* copyState */.hw)(state);
            for (const a of assigns)
                out.vars.set(a.name, a.value?.values ?? null);
            return out;
        }
        if (!cmd.name.parts && DECLARATIONS.has(cmd.name.text))
            return this.declaration(cmd.name.text, cmd, state);
        const words = [cmd.name, ...cmd.args].map((a) => a.type === 'Word' ? this.word(a, state) : this.assignmentWord(a, state));
        const text = this.text(cmd);
        // `c='git push -f'; $c` runs git: the words as bash splits them; a command word that splits
        // several ways (a loop over command lines) runs each way
        const ways = commandWays(words);
        const caller = this.w.callContext();
        // `"$@"` as the command word of a called function runs its first argument
        const callee = caller?.called && ALL_ARGUMENTS.test(cmd.name.text) ? (state.vars.get('1') ?? [shell_words/* UNKNOWN_VALUE */.PC]) : undefined;
        let after = state;
        for (const args of ways) {
            if (args.length === 0)
                continue; // `$e` with e empty: no command runs
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
            after = ways.length === 1 ? ran : (0,shell_state/* unionStates */.Ol)(after, ran);
        }
        // `${X:=v}` and `${X=v}` assign X as the word is expanded
        const defaulted = [...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):?=/g)].map((m) => m[1]);
        return defaulted.length > 0 ? withUnknown(after, defaulted) : after;
    }
    /** `declare`, `local`, `export`, ...: assignments and names, not a command that writes files. */
    declaration(variant, cmd, state) {
        const out = (0,shell_state/* copyState */.hw)(state);
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
            value = { values: [shell_words/* UNKNOWN_VALUE */.PC], raw: this.text(a) };
        }
        else {
            value = this.word(a.value, state);
        }
        if (a.append)
            value = { values: [shell_words/* UNKNOWN_VALUE */.PC], raw: value.raw };
        if (a.value.type !== 'ArrayValue' && !a.index && runsAsCode(a.name, value))
            this.w.visit.opaque(a.text, 'unknown-program');
        return { name: a.name, value, text: a.text };
    }
    /**
     * `GIT_EDITOR='git reset --hard #' git commit`, `export GIT_PAGER=...`: git (or the pager) runs the
     * variable's value as a command line, so it is walked as one; a value not known before it runs
     * may be any command.
     */
    commandLineIn(a, state) {
        if (!runsCommandLine(a.name) || a.value === null)
            return;
        const body = literalText(a.value);
        if (body === undefined)
            this.w.visit.opaque(a.text, 'unknown-program');
        else if (body.trim() !== '')
            this.w.script(body, (0,shell_state/* copyState */.hw)(state), [...this.via, a.name]);
    }
    /** An assignment-shaped argument of an ordinary command, as the word it is (`NAME=value`). */
    assignmentWord(a, state) {
        const { value } = this.assignment(a, state);
        const head = a.text.slice(0, a.text.indexOf('=') + 1);
        return { values: (0,shell_words/* concat */.xW)([[{ text: head, quoted: false }]], value.values), raw: a.text };
    }
    /** A simple command after expansion: wrappers peeled, shells and eval walked, `cd` tracked. */
    run(cmd, state) {
        const visitor = this.w.visit;
        const command = unwrap(cmd, visitor, (name) => envValue(name, cmd, state, this.w.shellEnv));
        if (!command)
            return state;
        // `env GIT_PAGER=... git log`: the wrapper's assignments (the command's own were walked already)
        for (const a of command.assigns)
            if (!cmd.assigns.includes(a))
                this.commandLineIn(a, state);
        const name = commandName(command);
        if (name === 'cd' || name === 'pushd' || name === 'popd')
            return this.cd(command, state);
        // `shopt -s dotglob`, `set -o ...`: options are noted whatever their words (unknown ones too)
        if (name === 'shopt' || name === 'set') {
            const words = command.args.slice(1).map((w) => (0,shell_words/* literal */.eu)(w));
            this.w.noteOptions(words);
            if (name === 'shopt' && words.some((w) => w === undefined))
                this.w.noteOptions(['cdable_vars', 'dotglob']);
        }
        // `shift` and `set -- a b` change `$1`...: from here on they are not known
        if ((name === 'shift' || (name === 'set' && command.args.length > 1)) && !this.w.functions.has(name)) {
            visitor.command(command);
            return withUnknown(state, POSITIONALS);
        }
        // `busybox APPLET ARGS` is the applet: `busybox rm x` removes x, `busybox sh -c` is a shell.
        if (name === 'busybox' && command.args.length > 1)
            return this.run({ ...command, args: command.args.slice(1), via: [...command.via, 'busybox'] }, state);
        if (name === 'trap') {
            this.trap(command, state);
            visitor.command(command);
            return state;
        }
        // (a function of the line named `eval` runs instead of the builtin: followed below)
        if (name === 'eval' && !this.w.functions.has('eval')) {
            const words = command.args.slice((0,shell_words/* literal */.eu)(command.args[1] ?? { values: [], raw: '' }) === '--' ? 2 : 1);
            const body = words.map(literalText);
            if (body.some((b) => b === undefined)) {
                visitor.opaque(command.text, 'unknown-program');
                // text not known before it runs: it may call any function of the line
                visitor.command({ ...command, callee: [shell_words/* UNKNOWN_VALUE */.PC] });
                return state;
            }
            // eval runs in this shell: what it assigns, and where it `cd`s, holds after it. Its text is
            // walked as a frame of its own; a text that evaluates itself again calls that frame.
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
            // a name given as `x[$(cmd)]` runs cmd when the builtin assigns it
            if (command.args
                .slice(1)
                .some((w) => SUBSCRIPT_CODE.test(w.values.length === 1 ? ((0,shell_words/* textOf */.b6)(w.values[0]) ?? w.raw) : w.raw)))
                visitor.opaque(command.text, 'unknown-program');
            if (name === 'mapfile' || name === 'readarray')
                this.callback(command, state);
            return withUnknown(state, assignedNames(name, command));
        }
        // After `alias x=...`, `hash -p FILE x` or `enable`, a command name no longer says what runs.
        if ((name === 'alias' && command.args.slice(1).some((w) => ((0,shell_words/* literal */.eu)(w) ?? '=').includes('='))) ||
            (name === 'hash' && command.args.some((w) => (0,shell_words/* literal */.eu)(w) === '-p')) ||
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
            const { scope, body, text } = this.w.functions.get(name);
            this.w.calling.add(name);
            try {
                return settled(this.w.inFunction(name, text, state, (inner) => scope.body(body, inner), { args: command.args.slice(1) }));
            }
            finally {
                this.w.calling.delete(name);
            }
        }
        if (name !== undefined && shells/* SHELLS */.O.has(name)) {
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
        if (name === 'git' || name === 'git-grep')
            this.gitGrepPager(command, state, name === 'git' ? gitSubcommandAt(command.args) : 0);
        if (name === 'npx' || name === 'npm')
            this.npmCall(command, state);
        if (name === 'find') {
            visitor.command(command);
            const found = findFound(command);
            for (const exec of findExecs(command, found))
                this.run(exec, state);
            return state;
        }
        if (name !== undefined && Object.hasOwn(COMMAND_OPTION_SPECS, name)) {
            visitor.command(command);
            this.commandOption(command, name, state);
            return state;
        }
        if (name === 'watch') {
            visitor.command(command);
            const { line, unknown } = watchLine(command.args.slice(1).map(literalText));
            if (unknown)
                visitor.opaque(command.text, 'unknown-program');
            if (line !== undefined)
                this.w.script(line, childState(state, command), [...command.via, 'watch']);
            return state;
        }
        visitor.command(command);
        return state;
    }
    /** `bash -c BODY`, or a shell reading its program from a heredoc or here-string. */
    shell(cmd, state) {
        const args = cmd.args.slice(1);
        const name = (0,shell_words/* literal */.eu)(cmd.args[0]) ?? 'sh';
        let i = 0;
        let fromArgument = false; // -c: the first operand after the options is the program
        let fromStdin = false;
        for (; i < args.length; i++) {
            const a = (0,shell_words/* literal */.eu)(args[i]);
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
                this.w.noteOptions([(0,shell_words/* literal */.eu)(args[i + 1] ?? { values: [], raw: '' }) ?? 'dotglob']);
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
    /** `su -c CMD`, `flock FILE -c CMD`, `script --command=CMD`: the command line is run by a shell. */
    commandOption(cmd, name, state) {
        const { lines, unknown } = commandOptionValues(cmd.args.slice(1).map(literalText), COMMAND_OPTION_SPECS[name]);
        if (unknown)
            this.w.visit.opaque(cmd.text, 'unknown-program');
        for (const body of lines)
            this.w.script(body, childState(state, cmd), [...cmd.via, `${commandName(cmd)} -c`]);
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
            if ((0,shell_words/* literal */.eu)(cmd.args[i]) !== '-c')
                continue;
            const setting = literalText(cmd.args[i + 1]);
            if (setting === undefined) {
                this.w.visit.opaque(cmd.text, 'unknown-program');
                continue;
            }
            const { key, value } = (0,gitSettings/* splitSetting */.n1)(setting);
            if (value === undefined || !(0,gitSettings/* runsCommand */._w)(key))
                continue;
            const body = value.startsWith('!') ? value.slice(1) : key.toLowerCase().startsWith('alias.') ? '' : value;
            if (body.trim() !== '')
                this.w.script(body, (0,shell_state/* copyState */.hw)(state), [...cmd.via, 'git -c']);
        }
    }
    /**
     * `git grep -O'CMD'`, `--open-files-in-pager=CMD` (any prefix from `--op`, or `-O` in a bundle:
     * `-iOCMD`): git runs CMD through the shell with the matching files, so it is walked as a
     * command line, as `GIT_PAGER` is. The value is optional and only ever attached (`-O x` is the
     * default pager and a pattern).
     */
    gitGrepPager(cmd, state, at) {
        if (at === -1 || (at > 0 && (0,shell_words/* literal */.eu)(cmd.args[at]) !== 'grep'))
            return;
        for (let i = at + 1; i < cmd.args.length; i++) {
            const word = cmd.args[i];
            const text = literalText(word);
            if (text === undefined) {
                // an option whose value is not known before it runs
                if (/^['"]?-(-op|[A-Za-z0-9]*O)/.test(word.raw))
                    this.w.visit.opaque(cmd.text, 'unknown-program');
                continue;
            }
            if (text === '--')
                return;
            const body = grepPager(text);
            if (body === 'value')
                i++; // `-e PATTERN`, `-A 3`: the next word is no option
            else if (body !== undefined && body.trim() !== '')
                this.w.script(body, childState(state, cmd), [...cmd.via, 'git grep -O']);
        }
    }
    /** `npx -c 'CMD'`, `npm exec --call 'CMD'` (also `npm x`, `npm exe`): npm runs CMD in a shell. */
    npmCall(cmd, state) {
        const words = cmd.args.map((w) => (0,shell_words/* literal */.eu)(w));
        let i = 1;
        if (commandName(cmd) === 'npm') {
            const at = (0,npmCommands/* npmCommandAt */.it)(words);
            if (at === -1 || (0,npmCommands/* npmCommand */.fQ)(words[at]) !== 'exec')
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
    /** `mapfile -C CODE`: the callback runs for every few lines read. */
    callback(cmd, state) {
        const at = cmd.args.findIndex((w) => (0,shell_words/* literal */.eu)(w) === '-C');
        if (at === -1)
            return;
        const body = cmd.args[at + 1] ? literalText(cmd.args[at + 1]) : undefined;
        if (body === undefined)
            this.w.visit.opaque(cmd.text, 'unknown-program');
        else
            this.w.script(body, (0,shell_state/* copyState */.hw)(state), [...cmd.via, 'mapfile -C']);
    }
    /** `trap 'CODE' SIGNAL...`: the code runs later in this shell. */
    trap(cmd, state) {
        let args = cmd.args.slice(1);
        if ((0,shell_words/* literal */.eu)(args[0] ?? { values: [], raw: '' }) === '--')
            args = args.slice(1);
        const first = args[0];
        if (!first || args.length < 2)
            return; // `trap`, `trap -p`, `trap -l`: lists, runs nothing
        const body = literalText(first);
        if (body === undefined)
            this.w.visit.opaque(cmd.text, 'unknown-program');
        else if (body !== '-' && body !== '')
            this.w.script(body, (0,shell_state/* copyState */.hw)(state), [...cmd.via, 'trap']);
    }
    /**
     * A `cd` may fail and leave the shell where it was (`cd /missing; rm x` removes ./x): after it,
     * both directories are possible, except on the `&&` branch, which runs only when it succeeded.
     */
    cd(cmd, state) {
        const moved = this.cdTo(cmd, state);
        return { dirs: (0,shell_state/* uniqueDirs */.Oz)([...moved.dirs, ...state.dirs]), vars: moved.vars, ifSucceeded: moved };
    }
    cdTo(cmd, state) {
        const name = commandName(cmd);
        const operands = cmd.args.slice(1).filter((w) => !/^-[LPe@]+$/.test((0,shell_words/* literal */.eu)(w) ?? ''));
        const out = (0,shell_state/* copyState */.hw)(state);
        if (name === 'popd' || operands.length > 1) {
            out.dirs = [null];
            return out;
        }
        if (operands.length === 0) {
            out.dirs = [name === 'cd' ? (homeIn(state, this.w.shellEnv.home) ?? null) : null];
            return out;
        }
        const target = (0,shell_words/* literal */.eu)(operands[0]);
        if (target === undefined || target === '-' || /^[+-]\d+$/.test(target)) {
            out.dirs = [null];
            return out;
        }
        out.dirs = (0,shell_state/* uniqueDirs */.Oz)(state.dirs.map((d) => (0,shell_state/* resolveIn */.QH)(d, target)));
        // With CDPATH (set in the line or in the environment) or cdable_vars, a relative name may
        // lead elsewhere: `cd hooks` to `$CDPATH/hooks`, `cd X` to `$X`.
        const searched = state.vars.has('CDPATH') || (this.w.shellEnv.cdPath ?? '') !== '' || this.w.cdableVars;
        if (searched && !target.startsWith('/') && !/^\.\.?(\/|$)/.test(target))
            out.dirs = (0,shell_state/* uniqueDirs */.Oz)([...out.dirs, null]);
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
/** A command's words after field splitting: one list, or one per way its command word splits (a few at most). */
function commandWays(words) {
    const first = words[0]?.fields;
    if (first === undefined || first === 'unknown' || first.length === 1 || first.length > MAX_WAYS)
        return [splitWords(words)];
    const rest = splitWords(words.slice(1));
    return first.map((fields) => [...fields.map((f) => ({ values: [f], raw: words[0].raw })), ...rest]);
}
const MAX_WAYS = 8;
/**
 * Variables whose value git, ssh or a pager runs as a command line (git's `sh -c "$GIT_EDITOR \"$@\""`;
 * less runs LESSOPEN): an editor, a pager, ssh, an external diff, a password prompt; and
 * PROMPT_COMMAND, which an interactive bash (`bash -i`) runs before each prompt. (npm's
 * `npm_config_call`, in any case, is one too: see runsCommandLine.)
 */
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
/**
 * Whether a variable holds a command line a program runs: one of COMMAND_LINE_VARIABLES, or npm's
 * `npm exec --call` body given by environment (npm reads every option from `npm_config_*`, the
 * name in any case: `NPM_CONFIG_CALL='...' npx` runs it as `npx -c` would).
 */
function runsCommandLine(name) {
    return COMMAND_LINE_VARIABLES.has(name) || /^npm_config_call$/i.test(name);
}
/** The positional parameters a call of a function sets (`$1`...`$9`). */
const POSITIONALS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
/** Any number of unknown words (the arguments of a body walked at its definition). */
const UNKNOWN_WORDS = { values: [shell_words/* UNKNOWN_VALUE */.PC], raw: '"$@"', fields: 'unknown' };
/** `"$@"`, `$*`, `${@}` as written: all the positional parameters. */
const ALL_ARGUMENTS = /^"?\$(\{[@*]\}|[@*])"?$/;
/**
 * `$1`...`$9` as a call's arguments set them: each argument that is one word is known; from the
 * first that may be several words or none (`$x` unquoted, `"$@"`), they are unknown.
 */
function bindPositionals(state, args) {
    let known = true;
    POSITIONALS.forEach((name, i) => {
        const arg = args[i];
        if (arg?.fields !== undefined)
            known = false;
        state.vars.set(name, !known ? null : arg === undefined ? [[]] : arg.values);
    });
}
/** git grep's short options that take a value (`-e PAT`, `-A 3`, `-m 1`, `-f FILE`). */
const GREP_VALUED = new Set(['e', 'f', 'A', 'B', 'C', 'm']);
/**
 * What one git grep argument means for its pager option: the command line given to `-O` or
 * `--open-files-in-pager=` (any prefix from `--op`), 'value' when the next word is an option's
 * value, or undefined.
 */
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
/** Where git's subcommand is (after `-C DIR`, `-c K=V` and other global options), or -1. */
function gitSubcommandAt(args) {
    for (let i = 1; i < args.length; i++) {
        const a = (0,shell_words/* literal */.eu)(args[i]);
        if (a === undefined)
            return -1;
        if (!a.startsWith('-'))
            return i;
        if (['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--super-prefix'].includes(a))
            i++;
    }
    return -1;
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
    const text = value.values.length === 1 ? ((0,shell_words/* textOf */.b6)(value.values[0]) ?? value.raw) : value.raw;
    if (/^PS[0-4]$/.test(name))
        return /\$\(|`/.test(text);
    return SUBSCRIPT_CODE.test(text);
}
/** Builtins that assign the variables they name (`read F`, `printf -v F`, `mapfile A`, `unset F`). */
const ASSIGNING = new Set(['read', 'readarray', 'mapfile', 'getopts', 'unset', 'printf', 'let']);
/** The names such a builtin may assign: every word that could be a name (sound, not exact). */
function assignedNames(name, cmd) {
    const words = cmd.args.slice(1).map((w) => (0,shell_words/* literal */.eu)(w));
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
    const out = (0,shell_state/* copyState */.hw)(state);
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
    const out = (0,shell_state/* copyState */.hw)(state);
    for (const a of cmd.assigns)
        out.vars.set(a.name, a.value?.values ?? null);
    return out;
}
/**
 * A variable as a program the command starts sees it (`env -S '... ${HOME}'`): given on the
 * command, or HOME as the line left it; anything else is not known.
 */
function envValue(name, cmd, state, env) {
    const own = [...cmd.assigns].reverse().find((a) => a.name === name);
    if (own)
        return own.value?.values ?? null;
    if (name !== 'HOME')
        return null;
    const home = homeIn(state, env.home);
    return home === undefined ? null : [[{ text: home, quoted: true }]];
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
    const path = (0,shell_words/* literal */.eu)(file);
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
    return word.values.length === 1 ? (0,shell_words/* textOf */.b6)(word.values[0]) : undefined;
}
/** The command's name without its directory (`/usr/bin/rm` -> `rm`), when known. */
function commandName(cmd) {
    const first = cmd.args[0];
    if (!first)
        return undefined;
    const name = (0,shell_words/* literal */.eu)(first);
    return name === undefined ? undefined : name.slice(name.lastIndexOf('/') + 1);
}


/***/ }),

/***/ 1683:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ex: () => (/* binding */ MAX_VALUES),
/* harmony export */   Oe: () => (/* binding */ unescapeDouble),
/* harmony export */   PC: () => (/* binding */ UNKNOWN_VALUE),
/* harmony export */   Z7: () => (/* binding */ withoutPrefix),
/* harmony export */   a$: () => (/* binding */ unescapeUnquoted),
/* harmony export */   b6: () => (/* binding */ textOf),
/* harmony export */   bz: () => (/* binding */ hasGlob),
/* harmony export */   eu: () => (/* binding */ literal),
/* harmony export */   jT: () => (/* binding */ suffixOf),
/* harmony export */   k8: () => (/* binding */ globOf),
/* harmony export */   xJ: () => (/* binding */ unquotedFields),
/* harmony export */   xW: () => (/* binding */ concat)
/* harmony export */ });
/* unused harmony export MAX_TEXT */
/**
 * Shell words after the expansions that can be known before the command runs: quotes removed,
 * `~`, `$HOME`, `$PWD`, `$CLAUDE_PROJECT_DIR` and variables assigned literally earlier in the same
 * command line expanded, brace lists multiplied out. Whatever depends on running something
 * (`$(cmd)`, `$X` from elsewhere, arithmetic) is an unknown piece, never a guess.
 */
/** A cap on brace and loop multiplication; past it the word counts as unknown. */
const MAX_VALUES = 64;
const UNKNOWN_VALUE = [null];
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
    if (a.length * b.length > MAX_VALUES)
        return [UNKNOWN_VALUE];
    const out = [];
    for (const x of a)
        for (const y of b)
            out.push(textLength(x) + textLength(y) > MAX_TEXT ? UNKNOWN_VALUE : merge([...x, ...y]));
    return out;
}
/**
 * The longest known text a value may grow to by joining. Past it the value is unknown: only
 * repetition makes a value longer than a line (`a="$a $a"` doubles it each time), and every later
 * step (splitting it into words, judging each) would grow with it, past the hook's deadline.
 */
const MAX_TEXT = 64 * 1024;
const textLength = (v) => v.reduce((n, piece) => n + (piece?.text.length ?? 0), 0);
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
    return out.length <= MAX_VALUES ? out : [UNKNOWN_VALUE];
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
    return { values: w.values.map((v) => withoutPrefix(v, prefix) ?? UNKNOWN_VALUE), raw: w.raw.slice(prefix.length) };
}


/***/ }),

/***/ 2320:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mp: () => (/* binding */ written),
/* harmony export */   Xi: () => (/* binding */ candidates),
/* harmony export */   eO: () => (/* binding */ known),
/* harmony export */   kX: () => (/* binding */ programName)
/* harmony export */ });
/* unused harmony export show */
/** The word's text when it is one known string. */
function known(word) {
    return typeof word === 'string' ? word : undefined;
}
/** The word's text, a glob as written (bash passes it so when nothing matches, as for `+refs/heads/*`). */
function written(word) {
    if (typeof word === 'string')
        return word;
    if (word && typeof word === 'object' && 'glob' in word)
        return word.glob;
    return undefined;
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

/***/ 7231:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fQ: () => (/* binding */ npmCommand),
/* harmony export */   hj: () => (/* binding */ npmExpanded),
/* harmony export */   it: () => (/* binding */ npmCommandAt)
/* harmony export */ });
/* harmony import */ var _argWord_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2320);
/**
 * npm's command words as npm reads them: `npm publ` runs `npm publish`, `npm i` runs `npm install`,
 * `npm unPublish` is `npm un-publish`. npm (lib/utils/cmd-list.js, `deref`) turns camelCase into
 * dashes, takes a command or an alias as written, else any unambiguous prefix of a command or an
 * alias (the `abbrev` package), and follows aliases to the command. The lists are npm 11.19.1's;
 * a word npm does not know stays as written (npm refuses it). `npm p` is ambiguous (pack, ping,
 * pkg, prefix, profile, prune, publish) and npm refuses it; `npm pu` is publish.
 */

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
/** The command npm runs for this word, or undefined when npm does not know it. */
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
/** npm's options before the command that take the next word as their value (arity.ts's list). */
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
/** Where npm's command word is in `npm [options] COMMAND ...` (-1: none, or a word before it is not known). */
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
/** `npm publ --dry-run` as npm runs it: `npm publish --dry-run`; any other command line as it is. */
function npmExpanded(argv) {
    const program = (0,_argWord_js__WEBPACK_IMPORTED_MODULE_0__/* .known */ .eO)(argv[0]);
    if (program === undefined || (0,_argWord_js__WEBPACK_IMPORTED_MODULE_0__/* .programName */ .kX)(program) !== 'npm')
        return argv;
    const i = npmCommandAt(argv.map(_argWord_js__WEBPACK_IMPORTED_MODULE_0__/* .known */ .eO));
    if (i === -1)
        return argv;
    const command = npmCommand((0,_argWord_js__WEBPACK_IMPORTED_MODULE_0__/* .known */ .eO)(argv[i]));
    if (command === undefined || command === (0,_argWord_js__WEBPACK_IMPORTED_MODULE_0__/* .known */ .eO)(argv[i]))
        return argv;
    return [...argv.slice(0, i), command, ...argv.slice(i + 1)];
}


/***/ }),

/***/ 7489:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ violationText)
});

// UNUSED EXPORTS: fileKind

;// CONCATENATED MODULE: ./.build/js/src/core/messages/common.js
/**
 * Every user-facing sentence of diffgate lives in this folder (src/core/messages/), one module per
 * entry point or part, so each entry point loads only its own. A block message is an instruction:
 * what was blocked, why (the manifest's reason), and the next action.
 */
const NO_WORKAROUND = 'Do not work around the block by changing another file instead.';
const WAIT = 'Show the change you intended and why, and wait for a person to release it.';
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

;// CONCATENATED MODULE: ./.build/js/src/core/messages/violation.js
/** What each rule says when it blocks a change: what, why (the manifest's reason), and the next action. */

const fileKind = (t) => t === 'file' ? 'a regular file' : t === 'symlink' ? 'a symlink' : 'a submodule';
const violationText = {
    freeze: {
        modified: () => 'Changed the content of a frozen file.',
        deleted: () => 'Deleted a frozen file.',
        renamed: (to) => `Renamed a frozen file away (to ${to}); that deletes its path.`,
        mode: (from, to) => `Changed the mode of a frozen file (${from} -> ${to}).`,
        type: (from, to) => `Changed a frozen path from ${fileKind(from)} to ${fileKind(to)}.`,
        next: () => `This file is frozen. ${NO_WORKAROUND} ${WAIT}`,
    },
    invariant: {
        changed: (a, b) => `Changed the invariant span that was at lines ${a}-${b}.`,
        deleted: (n) => `Deleted or renamed away a file with ${plural(n, 'invariant span')}.`,
        binary: () => 'Changed a binary file that has invariant spans; a binary change counts as a change to all of it.',
        nested: (line) => `An INVARIANT-START at line ${line} opens a span inside another span.`,
        unopened: (line) => `An INVARIANT-END at line ${line} closes no span.`,
        unclosed: (line) => `The span opened at line ${line} is never closed; it runs to the end of the file.`,
        next: () => `The lines between INVARIANT-START and INVARIANT-END (markers included) must stay exactly as they were. Edit outside the span. If the span itself must change, do not work around the block by changing another file instead: ${WAIT.charAt(0).toLowerCase()}${WAIT.slice(1)}`,
        markersNext: () => 'Keep every INVARIANT-START paired with its own INVARIANT-END, without nesting; restore the marker you moved or removed.',
    },
    append: {
        changed: (oldLine) => `Removed or changed existing line ${oldLine} of an append-only file.`,
        moved: (oldLine, newLine) => `Moved existing line ${oldLine} of an append-only file (its text is now at line ${newLine}); existing lines keep their place and order.`,
        notAtEnd: (oldLine) => `Inserted or changed content before the end of an append-only file (at its line ${oldLine}); new lines go at the end.`,
        deleted: () => 'Deleted or renamed away an append-only file.',
        binary: () => 'Changed a binary append-only file; a binary change counts as a change to all of it.',
        headNext: (line) => `This file is append-only from its first released line down: the lines above it may change, the released lines may not. Restore ${JSON.stringify(line)} and the released lines around it exactly; add new entries above the released part. ${NO_WORKAROUND}`,
        next: (atEnd) => `This file is append-only. Restore the existing lines exactly and add your text as new lines${atEnd ? ' after the existing content' : ''}. ${NO_WORKAROUND}`,
    },
    budget: {
        lines: (after, before, limit) => `Grew a file that is over its budget: ${after} lines after the change (was ${before}), budget ${limit}.`,
        bytes: (after, before, limit) => `Grew a file that is over its budget: ${after} bytes after the change (was ${before}), budget ${limit}.`,
        next: (measure, limit) => `This file is over its budget of ${limit} ${measure}. Make room first: merge, shorten or remove existing ${measure === 'lines' ? 'lines' : 'text'} so the change does not grow it (one in, one out). ${NO_WORKAROUND}`,
    },
    deny: {
        added: () => 'Added a path the manifest denies.',
        next: (path) => `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and keep it out of the repository. If it must be committed, a person adds an "allow" line for it to the manifest.`,
        /** For a file git does not track yet (check --worktree): nothing to unstage. */
        nextUntracked: (path) => `Do not add it (it is not staged): move it out of the repository or add ${JSON.stringify(path)} to .gitignore. If it must be committed, a person adds an "allow" line for it to the manifest.`,
    },
    secret: {
        added: (segment) => `Added a path that looks like a secret (${JSON.stringify(segment)} is on the built-in secret list).`,
        reason: () => 'Secrets, keys and production credentials must not enter the repository.',
        next: (path) => `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and add it to .gitignore. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
        /** For a file git does not track yet (check --worktree): nothing to unstage. */
        nextUntracked: (path) => `Do not add it (it is not staged): add ${JSON.stringify(path)} to .gitignore, or move it out of the repository. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
    },
    manifest: {
        weakened: (kind, pattern, source) => `Removed or weakened the rule "${kind} ${pattern}" (${source}).`,
        loosened: (kind, pattern) => `Added a loosening rule "${kind} ${pattern}".`,
        release: (phrases) => `Changed the release phrase (now ${phrases.map((p) => JSON.stringify(p)).join(', ')}).`,
        invalid: (detail) => `The changed manifest does not parse: ${detail}`,
        reason: () => 'The manifest protects itself: a change may add or strengthen rules, never remove or weaken one.',
        next: () => `Keep the old rule as it was; you may add a stricter or broader rule beside it. ${NO_WORKAROUND} ${WAIT}`,
        invalidNext: () => 'Fix the manifest line named above; the manifest must parse before anything else is checked.',
        adopted: (n) => `Adopting a first manifest (${n === 1 ? '1 rule' : `${n} rules`}; none was in force): it may hold any rule.`,
        adoptedAllows: (kind, pattern, line) => `  it allows: ${kind === 'allow' ? `adding ${JSON.stringify(pattern)} despite deny rules and the built-in secret list` : kind === 'command-allow' ? `the command ${JSON.stringify(pattern)} without asking` : `a person to release a block by typing ${JSON.stringify(pattern)}`} (line ${line})`,
        adoptedFromNow: () => 'From the next change on, the manifest protects itself: rules may be added or strengthened, never removed or weakened.',
    },
};


/***/ })

};
