// diffgate-cache-key: e72265f174807812679b595e0946f6723548f602d9796e028735b761f4bac0fc
"use strict";
exports.id = 78;
exports.ids = [78];
exports.modules = {

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

/***/ 8078:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.decidePowerShell = decidePowerShell;
const denial_js_1 = __webpack_require__(644);
const gateSwitch_js_1 = __webpack_require__(3411);
const claude_js_1 = __webpack_require__(209);
const namedPaths_js_1 = __webpack_require__(4652);
function decidePowerShell(command, ctx, protection) {
    const denials = (0, gateSwitch_js_1.programGateSwitches)(command).map((g) => ({
        rule: 'gate-switch', message: claude_js_1.claudeText.gate.switch(g.kind, g.text), reason: claude_js_1.claudeText.gate.reason(), next: claude_js_1.claudeText.gate.next(), releasable: false,
    }));
    for (const f of (0, namedPaths_js_1.namedIn)(command, [ctx.place.cwd], protection))
        denials.push((0, denial_js_1.fromFinding)(f, 'PowerShell', true));
    return denials;
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


/***/ })

};
;