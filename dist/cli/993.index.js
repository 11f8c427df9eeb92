// diffgate-cache-key: 8eebf2249d0df43d3a84ac6d02c410b9da20049c7ddcf80b72079553c7c454a7
"use strict";
exports.id = 993;
exports.ids = [993];
exports.modules = {

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