// diffgate-cache-key: 4f45f82c935d85f81caa6def418e33f7372ec55d6ce06853b2d1adb44e9f4bbc
"use strict";
exports.id = 14;
exports.ids = [14];
exports.modules = {

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


/***/ })

};
;