"use strict";
exports.id = "737-2483-4006-5879-6014-7494-8466";
exports.ids = ["737-2483-4006-5879-6014-7494-8466",737,2483,4006,5879,6014,7494,8466];
exports.modules = {

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

/***/ 2045:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.BASH_BUILTINS = exports.NOT_FOUND_HANDLER = void 0;
exports.forkBombIn = forkBombIn;
exports.forkBombOfCalls = forkBombOfCalls;
const NAME = /^[^\s;&|(){}<>'"`$=]+$/;
const SELF = /^\$\{?FUNCNAME(?:\[0\])?\}?$/;
const LEADERS = new Set([
    'then',
    'do',
    'else',
    'elif',
    '!',
    'time',
    'exec',
    'eval',
    'command',
    'builtin',
    'nohup',
    'coproc',
]);
const OPENERS = new Set(['if', 'case', 'for', 'while', 'until', 'select']);
const CLOSERS = new Set(['fi', 'esac', 'done']);
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const REDIRECTION = /^\d*[<>]/;
const OPERATOR = /^\d*[<>]+&?$/;
const STARTS = new Set([';', '&', '|', '(', ')', '{', '}', '`', '\n']);
const ENDS = new Set([';', '&', '|', ')', '}', '\n', '`']);
function forkBombIn(code) {
    const tokens = tokenize(code);
    const pair = pairs(tokens);
    const bodies = new Map();
    for (let k = 0; k < tokens.length; k++) {
        const def = definitionAt(tokens, k);
        if (def === undefined)
            continue;
        const close = pair[def.open] ?? tokens.length;
        const end = close < tokens.length ? tokens[close].end : code.length;
        bodies.set(def.name, { open: def.open, close, text: code.slice(tokens[k].start, end).trim() });
    }
    if (bodies.size === 0)
        return undefined;
    const next = nextEnds(tokens);
    const calls = new Map();
    for (const [name, { open, close }] of bodies)
        calls.set(name, callsIn(tokens, open, close, next, pair, name, bodies));
    return firstBomb([...bodies].map(([name, { text }]) => ({ fn: name, text, calls: calls.get(name) })), calls);
}
exports.NOT_FOUND_HANDLER = 'command_not_found_handle';
exports.BASH_BUILTINS = new Set('! . : [ [[ ]] alias bg bind break builtin caller case cd command compgen complete compopt continue coproc declare dirs disown do done echo elif else enable esac eval exec exit export false fc fg fi for function getopts hash help history if in jobs kill let local logout mapfile popd printf pushd pwd read readarray readonly return select set shift shopt source suspend test then time times trap true type typeset ulimit umask unalias unset until wait while { }'.split(' '));
const MATCH_BUDGET = 1 << 20;
function forkBombOfCalls(found) {
    const functions = new Set(found.map((c) => c.caller));
    const partial = found.filter((c) => c.callee.some((v) => v.includes(null))).length;
    const budget = partial * functions.size <= MATCH_BUDGET;
    const calls = new Map();
    const frames = new Map();
    for (const c of found) {
        const names = new Set();
        for (const value of c.callee) {
            if (!value.includes(null)) {
                const name = value.join('');
                if (functions.has(name))
                    names.add(name);
            }
            else if (budget) {
                for (const fn of functions)
                    if (spells(value, fn))
                        names.add(fn);
            }
            else if (spells(value, c.caller))
                names.add(c.caller);
        }
        if (c.missing && functions.has(exports.NOT_FOUND_HANDLER))
            names.add(exports.NOT_FOUND_HANDLER);
        if (!frames.has(c.frame))
            frames.set(c.frame, { fn: c.caller, text: c.definition, calls: [] });
        if (!calls.has(c.caller))
            calls.set(c.caller, []);
        for (const name of names) {
            const call = { name, concurrent: c.concurrent, weight: c.repeated ? 2 : 1, site: c };
            frames.get(c.frame).calls.push(call);
            calls.get(c.caller).push(call);
        }
    }
    return firstBomb([...frames.values()], calls);
}
function firstBomb(bodies, calls) {
    const component = components(calls);
    const concurrent = new Set();
    const branching = [];
    for (const { fn, text, calls: own } of bodies) {
        const mine = component.get(fn);
        const sites = new Set();
        let count = 0;
        for (const c of own) {
            if (component.get(c.name) !== mine)
                continue;
            if (c.concurrent)
                concurrent.add(mine);
            const site = c.site ?? c;
            if (sites.has(site))
                continue;
            sites.add(site);
            count += c.weight ?? 1;
        }
        if (count >= 2)
            branching.push({ text, component: mine });
    }
    return branching.find((b) => concurrent.has(b.component))?.text;
}
function spells(value, name) {
    const segments = [''];
    for (const piece of value) {
        if (piece === null)
            segments.push('');
        else
            segments[segments.length - 1] += piece;
    }
    const first = segments[0];
    const last = segments[segments.length - 1];
    if (segments.length === 1)
        return first === name;
    const end = name.length - last.length;
    if (!name.startsWith(first) || !name.endsWith(last) || end < first.length)
        return false;
    let at = first.length;
    for (const middle of segments.slice(1, -1)) {
        const found = name.indexOf(middle, at);
        if (found === -1 || found + middle.length > end)
            return false;
        at = found + middle.length;
    }
    return true;
}
function tokenize(code) {
    const out = [];
    let start = -1;
    for (let j = 0; j <= code.length; j++) {
        const c = code[j];
        if (c === '$' && code[j + 1] === '{') {
            if (start === -1)
                start = j;
            const end = code.indexOf('}', j);
            j = end === -1 ? code.length - 1 : end;
            continue;
        }
        const operator = c === undefined || c === ' ' || c === '\t' || c === '\r' || STARTS.has(c);
        if (!operator) {
            if (start === -1)
                start = j;
            continue;
        }
        if (start !== -1)
            out.push({ text: code.slice(start, j), word: true, start, end: j });
        start = -1;
        if (c !== undefined && STARTS.has(c))
            out.push({ text: c, word: false, start: j, end: j + 1 });
    }
    return out;
}
function pairs(tokens) {
    const out = new Array(tokens.length);
    const braces = [];
    const parens = [];
    const compounds = [];
    tokens.forEach((t, k) => {
        if (t.word) {
            if (OPENERS.has(t.text))
                compounds.push(k);
            else if (CLOSERS.has(t.text) && compounds.length > 0)
                out[compounds.pop()] = k;
            return;
        }
        if (t.text === '{')
            braces.push(k);
        else if (t.text === '(')
            parens.push(k);
        else if (t.text === '}' && braces.length > 0)
            out[braces.pop()] = k;
        else if (t.text === ')' && parens.length > 0)
            out[parens.pop()] = k;
    });
    return out;
}
function definitionAt(tokens, k) {
    const t = tokens[k];
    if (!t.word)
        return undefined;
    const op = (j, text) => tokens[j] !== undefined && !tokens[j].word && tokens[j].text === text;
    const body = (j) => op(j, '{') || op(j, '(') || (tokens[j]?.word === true && OPENERS.has(tokens[j].text));
    if (t.text === 'function' && tokens[k + 1]?.word && NAME.test(tokens[k + 1].text)) {
        if (op(k + 2, '(') && op(k + 3, ')') && body(k + 4))
            return { name: tokens[k + 1].text, open: k + 4 };
        if (body(k + 2))
            return { name: tokens[k + 1].text, open: k + 2 };
        return undefined;
    }
    if (NAME.test(t.text) && op(k + 1, '(') && op(k + 2, ')') && body(k + 3))
        return { name: t.text, open: k + 3 };
    return undefined;
}
function nextEnds(tokens) {
    const out = new Array(tokens.length);
    let at = tokens.length;
    for (let k = tokens.length - 1; k >= 0; k--) {
        const t = tokens[k];
        if (!t.word && ENDS.has(t.text))
            at = k;
        out[k] = at;
    }
    return out;
}
function callsIn(tokens, open, close, next, pair, self, bodies) {
    const out = [];
    const pipe = (j) => {
        const t = tokens[j];
        return t !== undefined && !t.word && t.text === '|';
    };
    const adjacentPipes = (a, b) => pipe(a) && pipe(b) && tokens[a].end === tokens[b].start;
    for (let k = open + 1; k < close; k++) {
        const t = tokens[k];
        if (!t.word)
            continue;
        const name = SELF.test(t.text) ? self : t.text.replace(/\\/g, '');
        if (!bodies.has(name))
            continue;
        let first = k;
        for (;;) {
            const p = first - 1 > open ? tokens[first - 1] : undefined;
            if (!p?.word)
                break;
            if (LEADERS.has(p.text) || ASSIGNMENT.test(p.text) || (REDIRECTION.test(p.text) && !OPERATOR.test(p.text))) {
                first--;
                continue;
            }
            const q = first - 2 > open ? tokens[first - 2] : undefined;
            if (q?.word && OPERATOR.test(q.text)) {
                first -= 2;
                continue;
            }
            break;
        }
        const prev = first - 1 > open ? tokens[first - 1] : undefined;
        const commandStart = first < k || prev === undefined || (!prev.word && STARTS.has(prev.text));
        if (!commandStart)
            continue;
        const after = next[k + 1] ?? tokens.length;
        const piped = prev !== undefined && pipe(first - 1) && !adjacentPipes(first - 2, first - 1);
        let concurrent = piped || tokens.slice(first, k).some((w) => w.text === 'coproc');
        if (prev !== undefined && !prev.word && (prev.text === '{' || prev.text === '(')) {
            const close = pair[first - 1];
            const before = first - 2;
            if (pipe(before) && !adjacentPipes(before - 1, before))
                concurrent = true;
            if (close !== undefined) {
                const end = tokens[close + 1];
                const doubled = tokens[close + 2] !== undefined && end !== undefined && tokens[close + 2].start === end.end;
                if (end &&
                    !end.word &&
                    (end.text === '|' || end.text === '&') &&
                    !(doubled && tokens[close + 2].text === end.text))
                    concurrent = true;
            }
        }
        if (after < close) {
            const end = tokens[after];
            const doubled = tokens[after + 1] !== undefined && tokens[after + 1].start === end.end;
            if (end.text === '|' && !(doubled && tokens[after + 1].text === '|'))
                concurrent = true;
            if (end.text === '&' && !(doubled && tokens[after + 1].text === '&'))
                concurrent = true;
        }
        out.push({ name, concurrent });
    }
    return out;
}
function components(calls) {
    const index = new Map();
    const low = new Map();
    const onStack = new Set();
    const stack = [];
    const out = new Map();
    let counter = 0;
    let component = 0;
    for (const root of calls.keys()) {
        if (index.has(root))
            continue;
        const frames = [{ name: root, edge: 0 }];
        index.set(root, counter);
        low.set(root, counter++);
        stack.push(root);
        onStack.add(root);
        while (frames.length > 0) {
            const frame = frames[frames.length - 1];
            const edges = calls.get(frame.name) ?? [];
            if (frame.edge < edges.length) {
                const to = edges[frame.edge++].name;
                if (!calls.has(to))
                    continue;
                if (!index.has(to)) {
                    index.set(to, counter);
                    low.set(to, counter++);
                    stack.push(to);
                    onStack.add(to);
                    frames.push({ name: to, edge: 0 });
                }
                else if (onStack.has(to))
                    low.set(frame.name, Math.min(low.get(frame.name), index.get(to)));
                continue;
            }
            frames.pop();
            const parent = frames[frames.length - 1];
            if (parent)
                low.set(parent.name, Math.min(low.get(parent.name), low.get(frame.name)));
            if (low.get(frame.name) === index.get(frame.name)) {
                let member;
                do {
                    member = stack.pop();
                    onStack.delete(member);
                    out.set(member, component);
                } while (member !== frame.name);
                component++;
            }
        }
    }
    return out;
}


/***/ }),

/***/ 8069:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SHELL_NAMES = void 0;
exports.rawCommands = rawCommands;
exports.peelWrappers = peelWrappers;
const argWord_js_1 = __webpack_require__(3681);
const MAX_DEPTH = 8;
exports.SHELL_NAMES = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'fish']);
const KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'while', 'until', '!', '{', '}', 'esac']);
const HEADERS = new Set(['for', 'case', 'select', 'function', 'in']);
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

/***/ 9931:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.catastropheDenials = catastropheDenials;
const command_js_1 = __webpack_require__(5078);
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

/***/ 2483:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.decideBash = decideBash;
const catastrophic_js_1 = __webpack_require__(6014);
const protection_js_1 = __webpack_require__(7976);
const decideShell_js_1 = __webpack_require__(45);
const prescan_js_1 = __webpack_require__(7355);
const catastropheDenials_js_1 = __webpack_require__(9931);
const clearedBash_js_1 = __webpack_require__(575);
const indexFlags_js_1 = __webpack_require__(3234);
const segmentCollector_js_1 = __webpack_require__(2233);
async function decideBash(command, ctx) {
    if ((0, clearedBash_js_1.hasCommandRules)(ctx)) {
        return (await __webpack_require__.e(/* import() */ "3597-5164-8436").then(__webpack_require__.bind(__webpack_require__, 8436))).judgeBash(command, ctx);
    }
    const collector = new segmentCollector_js_1.SegmentCollector();
    const protection = new protection_js_1.Protection(ctx);
    const written = await (0, decideShell_js_1.decideShell)(command, ctx, protection, {
        visitor: collector,
        parse: (0, prescan_js_1.mentionsSwitchVariable)(command),
    });
    const catastrophes = (0, catastrophic_js_1.catastrophesIn)({
        text: command,
        segments: collector.segments,
        home: ctx.place.home,
        calls: collector.calls,
    });
    return {
        denials: [...(0, catastropheDenials_js_1.catastropheDenials)(catastrophes), ...(0, indexFlags_js_1.indexFlagDenials)(command, ctx.place.cwd, protection), ...written],
    };
}


/***/ }),

/***/ 3234:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.indexFlagSwitches = indexFlagSwitches;
exports.indexFlagDenials = indexFlagDenials;
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

/***/ 1539:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.onPath = onPath;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
function onPath(name, path = process.env.PATH ?? '') {
    if (name === '')
        return false;
    if (name.includes('/'))
        return executable(name);
    return path.split(':').some((dir) => executable(node_path_1.posix.join(dir === '' ? '.' : dir, name)));
}
function executable(file) {
    try {
        if (!(0, node_fs_1.statSync)(file).isFile())
            return false;
        (0, node_fs_1.accessSync)(file, node_fs_1.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 2233:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SegmentCollector = exports.WRAPPERS = void 0;
exports.argWords = argWords;
const forkBomb_js_1 = __webpack_require__(2045);
const rawCommands_js_1 = __webpack_require__(8069);
const words_js_1 = __webpack_require__(5818);
const onPath_js_1 = __webpack_require__(1539);
const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash']);
exports.WRAPPERS = new Set('sudo doas env command builtin nohup nice time timeout xargs exec stdbuf ionice chrt flock setsid taskset'.split(' '));
class SegmentCollector {
    segments = [];
    calls = [];
    pending = [];
    environmentChanged = false;
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
        if (cmd.caller)
            this.call(cmd, cmd.caller, expanded);
        const segment = { argv, text: cmd.text, via, dirs: cmd.dirs };
        if (this.environmentChanged || cmd.assigns.length > 0)
            segment.hasOverrides = true;
        if (runsOnlyItsBody(cmd, args))
            segment.wrapper = true;
        this.segments.push(segment);
        const name = nameOf(args[0]);
        const at = args.findIndex((w, i) => w.fields === 'unknown' && (i === 0 || (name !== undefined && exports.WRAPPERS.has(name))));
        if (!expanded && at !== -1) {
            const rest = args.slice(at + 1).flatMap(argWords);
            this.segments.push({ ...segment, argv: [null, null, null, ...rest], wrapper: false });
            if (rest.length > 0)
                this.segments.push({ ...segment, argv: rest, wrapper: false });
        }
    }
    redirect() { }
    call(cmd, caller, expanded) {
        const head = expanded?.[0];
        const callee = typeof head === 'string' && cmd.callee === undefined
            ? [[head]]
            : (cmd.callee ?? cmd.args[0].values)
                .filter((v) => v.some((p) => p !== null) || ((caller.called || caller.fn === forkBomb_js_1.NOT_FOUND_HANDLER) && v.length > 0))
                .map((v) => v.map((p) => (p === null ? null : p.text)));
        if (callee.length === 0)
            return;
        const { fn, definition, frame, concurrent, repeated } = caller;
        const call = { caller: fn, definition, frame, callee, concurrent, repeated };
        if (fn === forkBomb_js_1.NOT_FOUND_HANDLER)
            call.missing = callee.some((v) => v.includes(null) || !commandFound(v.join('')));
        this.calls.push(call);
    }
    define(args) {
        for (const word of args) {
            const text = (0, words_js_1.literal)(word);
            const eq = text?.indexOf('=') ?? -1;
            if (text !== undefined && eq > 0)
                this.aliases.set(text.slice(0, eq), text.slice(eq + 1));
        }
    }
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
        this.segments.push({ argv: [null, null], text, parseFailed: true });
    }
}
exports.SegmentCollector = SegmentCollector;
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
function commandFound(name) {
    return forkBomb_js_1.BASH_BUILTINS.has(name) || (0, onPath_js_1.onPath)(name);
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

/***/ 45:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.decideShell = decideShell;
exports.throughProc = throughProc;
const node_path_1 = __webpack_require__(6760);
const procPath_js_1 = __webpack_require__(5406);
const claude_js_1 = __webpack_require__(209);
const toolNames_js_1 = __webpack_require__(3508);
const exists_js_1 = __webpack_require__(7880);
const denial_js_1 = __webpack_require__(1475);
const deadline_js_1 = __webpack_require__(5620);
const namedPaths_js_1 = __webpack_require__(9831);
const readRegular_js_1 = __webpack_require__(6355);
const expandGlob_js_1 = __webpack_require__(2253);
const gateSwitch_js_1 = __webpack_require__(964);
const parser_js_1 = __webpack_require__(2836);
const readOnlyProgram_js_1 = __webpack_require__(4217);
const prescan_js_1 = __webpack_require__(7355);
const state_js_1 = __webpack_require__(6654);
const walk_js_1 = __webpack_require__(8466);
const writeTargets_js_1 = __webpack_require__(2216);
const words_js_1 = __webpack_require__(5818);
const RESOLVE_MS = 5000;
async function decideShell(command, ctx, protection, policy) {
    const { edit, write } = (0, toolNames_js_1.toolsOf)(ctx);
    if (command.length > prescan_js_1.MAX_LINE) {
        return [
            {
                rule: 'shell-too-long',
                message: claude_js_1.claudeText.tooLong(command.length, prescan_js_1.MAX_LINE, write),
                reason: claude_js_1.claudeText.shell.unresolvedReason(),
                next: claude_js_1.claudeText.shell.tooManyNext(edit),
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
                next: claude_js_1.claudeText.shell.unresolvedNext((0, toolNames_js_1.toolsOf)(ctx).edit),
                releasable: true,
            });
    }
    const listings = new expandGlob_js_1.Listings(walker.globsChanged || found.globIgnore);
    const deadline = Date.now() + RESOLVE_MS;
    for (const target of pairStashes(found.targets)) {
        (0, deadline_js_1.checkDeadline)();
        if (Date.now() > deadline) {
            denials.push({
                rule: 'shell-unresolved',
                message: claude_js_1.claudeText.shell.tooMany(),
                reason: claude_js_1.claudeText.shell.unresolvedReason(),
                next: claude_js_1.claudeText.shell.tooManyNext(edit),
                releasable: true,
            });
            break;
        }
        denials.push(...(await targetDenials(target, ctx, protection, listings)));
    }
    for (const { program, dirs } of found.programs)
        denials.push(...programDenials(program, dirs, protection, edit));
    return dedupe(denials);
}
function pairStashes(targets) {
    const pushes = new Map();
    return targets.map((target) => {
        const r = target.gitRestore;
        if (!r)
            return target;
        const key = JSON.stringify(target.dirs);
        if (r.push && r.pathspecs !== undefined) {
            pushes.set(key, { pathspecs: r.pathspecs, untracked: r.untracked, ignored: r.ignored });
            return target;
        }
        const pushed = r.stash && r.newest ? pushes.get(key) : undefined;
        if (!pushed)
            return target;
        pushes.delete(key);
        return { ...target, gitRestore: { ...r, pushed } };
    });
}
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
            return found.map((f) => (0, denial_js_1.fromFinding)(f, target.how, false, (0, toolNames_js_1.toolsOf)(ctx).edit));
        const all = protection.partial(null, null, true);
        if (all.length === 0)
            return [];
        return [
            {
                rule: 'shell-unresolved',
                message: claude_js_1.claudeText.shell.unresolved(target.how, target.word.raw, all.map((f) => f.path)),
                reason: claude_js_1.claudeText.shell.unresolvedReason(),
                next: claude_js_1.claudeText.shell.unresolvedNext((0, toolNames_js_1.toolsOf)(ctx).edit),
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
        const root = target.tree === true &&
            target.removes === true &&
            target.word.values.some((v) => target.dirs.some((d) => mayBeRootOrHome(v, d, ctx.place.home)));
        return [
            {
                rule: 'shell-unresolved',
                message: claude_js_1.claudeText.shell.unresolved(target.how, target.word.raw, findings.map((f) => f.path)),
                reason: root ? claude_js_1.claudeText.shell.unresolvedRootReason() : claude_js_1.claudeText.shell.unresolvedReason(),
                next: claude_js_1.claudeText.shell.unresolvedNext((0, toolNames_js_1.toolsOf)(ctx).edit),
                releasable: !root,
            },
        ];
    }
    return findings.map((f) => (0, denial_js_1.fromFinding)(f, target.how, false, (0, toolNames_js_1.toolsOf)(ctx).edit));
}
async function restoreFindings(target, restore, protection) {
    const { gitChangedPaths } = await __webpack_require__.e(/* import() */ 8141).then(__webpack_require__.bind(__webpack_require__, 8141));
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
        const route = (0, procPath_js_1.procRoute)((0, words_js_1.globOf)(value));
        if (route?.via === 'other')
            return { findings: protection.partial(null, null, target.tree === true), unresolved: true };
        const pattern = route === undefined ? (0, words_js_1.globOf)(value) : route.via === 'root' ? `/${route.rest}` : route.rest || '.';
        const matches = base === null && !pattern.startsWith('/') ? undefined : listings.expand(pattern, base ?? '/');
        if (matches === undefined) {
            const { dir: d, base: b } = globShape(pattern, dir);
            return { findings: protection.partial(d, listings.unknown ? null : b, target.tree === true), unresolved: true };
        }
        const paths = (matches.length > 0 ? matches : [throughProc(text, dir)]).map((p) => p === null ? null : throughProc(p, dir));
        const findings = [];
        for (const p of paths)
            findings.push(...(await pathFindings(p, text, target, ctx, protection, dir, listings)));
        return { findings, unresolved: false };
    }
    const abs = throughProc(text, dir);
    return {
        findings: await pathFindings(abs, text, target, ctx, protection, dir, listings),
        unresolved: abs === null,
    };
}
function throughProc(text, dir) {
    const route = (0, procPath_js_1.procRoute)(text);
    if (route === undefined)
        return (0, state_js_1.resolveIn)(dir, text);
    if (route.via === 'other')
        return null;
    return route.via === 'root' ? (0, state_js_1.resolveIn)('/', route.rest || '.') : (0, state_js_1.resolveIn)(dir, route.rest || '.');
}
async function pathFindings(abs, text, target, ctx, protection, dir, listings) {
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
                    const pattern = name !== undefined && (0, words_js_1.hasGlob)(v) ? (0, words_js_1.globOf)(v) : undefined;
                    const matches = pattern === undefined || (dir === null && !pattern.startsWith('/'))
                        ? undefined
                        : listings.expand(pattern, dir ?? '/');
                    if (matches !== undefined && matches.length > 0) {
                        for (const m of matches)
                            found.push(...protection.exact(node_path_1.posix.join(abs, node_path_1.posix.basename(m)), tree));
                    }
                    else if (name === undefined || (0, words_js_1.hasGlob)(v)) {
                        const base = name === undefined ? partialShape(v, dir).base : (0, words_js_1.globOf)(v).split('/').pop();
                        found.push(...(tree ? protection.partial(abs, base, tree) : protection.children(abs, base)));
                    }
                    else
                        found.push(...protection.exact(node_path_1.posix.join(abs, name), tree));
                }
            }
            return found;
        }
    }
    return protection.exact(abs, tree, target.removes === true && !/\/\.?$/.test(text));
}
async function patchFindings(abs, strip, target, ctx, protection) {
    let text;
    try {
        text = (0, readRegular_js_1.readRegularText)(abs);
    }
    catch {
        return protection.partial(null, null, false);
    }
    const { parsePatch } = await __webpack_require__.e(/* import() */ 5726).then(__webpack_require__.bind(__webpack_require__, 5726));
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
function mayBeRootOrHome(value, dir, home) {
    const first = value.indexOf(null);
    const known = first === -1
        ? (0, words_js_1.textOf)(value)
        : value
            .slice(0, first)
            .map((p) => p.text)
            .join('');
    if (known === undefined)
        return true;
    const rest = first === -1
        ? ''
        : value
            .slice(first + 1)
            .map((p) => (p === null ? '' : p.text))
            .join('');
    if (/(^|\/)\.\.(\/|$)/.test(rest))
        return true;
    const tail = value
        .slice(value.lastIndexOf(null) + 1)
        .map((p) => p.text)
        .join('');
    const name = first !== -1 && tail.includes('/') ? tail.slice(tail.lastIndexOf('/') + 1) : '';
    if (name !== '' && name !== '.' && name !== '..' && !/[*?[]/.test(name) && name !== node_path_1.posix.basename(home))
        return false;
    if (first !== -1 && known === '')
        return true;
    const head = first === -1 ? known : known.slice(0, known.lastIndexOf('/') + 1) || '.';
    const abs = head.startsWith('/') ? node_path_1.posix.resolve(head) : dir === null ? null : node_path_1.posix.resolve(dir, head);
    if (abs === null)
        return head.split('/').some((s) => s === '.' || s === '..');
    return abs === '/' || abs === home || home.startsWith(`${abs}/`);
}
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
function programDenials(program, dirs, protection, edit) {
    if (program.text === undefined) {
        return [
            {
                rule: 'shell-unresolved',
                message: claude_js_1.claudeText.shell.opaqueProgram(program.interpreter),
                reason: claude_js_1.claudeText.shell.unresolvedReason(),
                next: claude_js_1.claudeText.shell.programNext(edit),
                releasable: true,
            },
        ];
    }
    const denials = (0, gateSwitch_js_1.programGateSwitches)(program.text).map(gateDenial);
    const readOnly = (0, readOnlyProgram_js_1.readOnlyProgram)(program.interpreter, program.text);
    for (const f of (0, namedPaths_js_1.namedIn)(program.text, dirs, protection))
        if (!readOnly || f.kind === 'secret')
            denials.push((0, denial_js_1.fromFinding)(f, program.interpreter, true, edit));
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

/***/ 2253:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Listings = void 0;
exports.expandGlob = expandGlob;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const picomatch_1 = __importDefault(__webpack_require__(4006));
const deadline_js_1 = __webpack_require__(5620);
const segmentMatcher_js_1 = __webpack_require__(9166);
const LIMIT = 2000;
const MAX_CALLS = 4000;
const MAX_REGEX_STARS = 3;
const MAX_PATHS = 10000;
class Listings {
    unknown;
    expanded = new Map();
    entries = new Map();
    calls = 0;
    paths = 0;
    constructor(unknown = false) {
        this.unknown = unknown;
    }
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
            const isMatch = (0, segmentMatcher_js_1.segmentMatcher)(segment) ?? boundedRegex(segment);
            if (isMatch === undefined)
                return undefined;
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
function boundedRegex(segment) {
    if ((segment.match(/\*/g)?.length ?? 0) > MAX_REGEX_STARS)
        return undefined;
    return (0, picomatch_1.default)(segment, { dot: false, windows: false });
}


/***/ }),

/***/ 1322:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.split = exports.openssl = exports.objcopy = exports.zip = exports.xxd = exports.iconv = exports.shuf = void 0;
exports.longPrefixes = longPrefixes;
exports.cmake = cmake;
const options_js_1 = __webpack_require__(2921);
const words_js_1 = __webpack_require__(5818);
const target = (cmd, how, word, extra = {}) => ({
    word,
    dirs: cmd.dirs,
    how,
    ...extra,
});
const unknownWord = (raw) => ({ values: [words_js_1.UNKNOWN_VALUE], raw });
const wordOf = (text) => ({ values: [[{ text, quoted: true }]], raw: text });
const mayBeOption = (w) => w.values.some((v) => v[0] === null || (v[0]?.text.startsWith('-') ?? false));
function longPrefixes(args, longs) {
    const out = [];
    let ended = false;
    for (const w of args) {
        const a = (0, words_js_1.literal)(w);
        if (a === '--')
            ended = true;
        if (ended || a === undefined || !a.startsWith('--') || a.length < 3) {
            out.push(w);
            continue;
        }
        const eq = a.indexOf('=');
        const name = eq === -1 ? a : a.slice(0, eq);
        const matches = longs.filter((l) => l.startsWith(name));
        out.push(longs.includes(name) || matches.length !== 1 ? w : wordOf(matches[0] + (eq === -1 ? '' : a.slice(eq))));
    }
    return out;
}
function unknownValued(args, cmd, how, names) {
    const out = [];
    for (const w of args) {
        if ((0, words_js_1.literal)(w) !== undefined)
            continue;
        for (const n of names) {
            if (w.values.every((v) => (0, words_js_1.withoutPrefix)(v, `${n}=`) !== undefined))
                out.push(target(cmd, how, (0, words_js_1.suffixOf)(w, `${n}=`)));
        }
    }
    return out;
}
function outputOption(how, short, longs, outputs) {
    return (args, cmd) => {
        const o = (0, options_js_1.readOptions)(longPrefixes(args, longs), { short, long: [...longs] });
        const targets = o.seen.filter((s) => outputs.includes(s.name) && s.value).map((s) => target(cmd, how, s.value));
        return {
            targets: [
                ...targets,
                ...unknownValued(args, cmd, how, outputs.filter((n) => n.startsWith('--'))),
            ],
        };
    };
}
exports.shuf = outputOption('shuf -o', 'ino', ['--input-range', '--head-count', '--output', '--random-source', '--echo', '--repeat', '--zero-terminated'], ['-o', '--output']);
exports.iconv = outputOption('iconv -o', 'fto', ['--from-code', '--to-code', '--output', '--list', '--silent', '--verbose'], ['-o', '--output']);
const XXD_VALUED = {
    c: 'cols',
    g: 'groupsize',
    l: 'len',
    n: 'name',
    o: 'offset',
    s: 'seek',
    R: '',
};
const xxd = (args, cmd) => {
    const operands = [];
    for (let i = 0; i < args.length; i++) {
        const a = (0, words_js_1.literal)(args[i]);
        if (a === '--') {
            operands.push(...args.slice(i + 1));
            break;
        }
        if (a === undefined || !a.startsWith('-') || a === '-') {
            operands.push(args[i]);
            continue;
        }
        const long = XXD_VALUED[a[1]];
        if (long !== undefined && (a.length === 2 || (long !== '' && a.slice(2) === long.slice(1))))
            i++;
    }
    const out = operands[1];
    return { targets: out && (0, words_js_1.literal)(out) !== '-' ? [target(cmd, 'xxd', out)] : [] };
};
exports.xxd = xxd;
const ZIP_VALUED = new Set([
    '-b',
    '-t',
    '-tt',
    '-n',
    '-O',
    '-Z',
    '-TT',
    '-lf',
    '-ds',
    '-s',
    '-sp',
    '-P',
    '--out',
    '--output-file',
    '--temp-path',
    '--suffixes',
    '--logfile-path',
    '--password',
    '--split-size',
    '--unzip-command',
    '--compression-method',
]);
const zip = (args, cmd) => {
    const operands = [];
    const outs = [];
    let move = false;
    let recurse = false;
    let fromInput = false;
    let patterns = false;
    for (let i = 0; i < args.length; i++) {
        const w = args[i];
        const a = (0, words_js_1.literal)(w);
        if (a === undefined || !a.startsWith('-') || a === '-') {
            if (a === undefined && mayBeOption(w))
                move = true;
            if (!patterns)
                operands.push(w);
            continue;
        }
        patterns = false;
        if (a === '--') {
            operands.push(...args.slice(i + 1));
            break;
        }
        if (a === '-x' || a === '-i' || a === '--exclude' || a === '--include') {
            patterns = true;
            continue;
        }
        const eq = a.indexOf('=');
        const name = eq === -1 ? a : a.slice(0, eq);
        if (ZIP_VALUED.has(name)) {
            const value = eq === -1 ? args[++i] : wordOf(a.slice(eq + 1));
            if (value &&
                (name === '-O' || name === '--out' || name === '--output-file' || name === '-lf' || name === '--logfile-path'))
                outs.push(value);
            continue;
        }
        if (a.startsWith('--')) {
            if (a === '--move')
                move = true;
            if (a === '--recurse-paths' || a === '--recurse-patterns')
                recurse = true;
            if (a === '--names-stdin')
                fromInput = true;
            continue;
        }
        if (/^-(FF|FS|MM|ll|so|sf|su|sc|sd|sb|sv|ws|nw|ic|db|dc|dd|dg|du|dv|la|li)$/.test(a))
            continue;
        const letters = a.slice(1);
        if (letters.includes('m'))
            move = true;
        if (/[rR]/.test(letters))
            recurse = true;
        if (letters.includes('@'))
            fromInput = true;
    }
    const targets = outs.map((w) => target(cmd, 'zip', w));
    const archive = operands[0];
    if (archive) {
        targets.push(target(cmd, 'zip', archive));
        const name = (0, words_js_1.textOf)(archive.values[0] ?? words_js_1.UNKNOWN_VALUE);
        if (name !== undefined && !/\.[^/]*$/.test(name.slice(name.lastIndexOf('/') + 1)))
            targets.push(target(cmd, 'zip', wordOf(`${name}.zip`)));
    }
    if (move) {
        for (const f of operands.slice(1))
            targets.push(target(cmd, 'zip -m', f, { tree: recurse, removes: true }));
        if (fromInput)
            targets.push(target(cmd, 'zip -m -@', unknownWord('(names read from input)'), { tree: true, removes: true }));
    }
    return { targets };
};
exports.zip = zip;
const OBJCOPY_LONG = [
    '--input-target',
    '--output-target',
    '--binary-architecture',
    '--target',
    '--only-section',
    '--remove-section',
    '--remove-relocations',
    '--strip-symbol',
    '--strip-unneeded-symbol',
    '--keep-section',
    '--keep-symbol',
    '--localize-symbol',
    '--globalize-symbol',
    '--keep-global-symbol',
    '--weaken-symbol',
    '--interleave-width',
    '--byte',
    '--gap-fill',
    '--pad-to',
    '--set-start',
    '--change-start',
    '--adjust-start',
    '--change-addresses',
    '--adjust-vma',
    '--change-section-address',
    '--adjust-section-vma',
    '--change-section-lma',
    '--change-section-vma',
    '--set-section-flags',
    '--set-section-alignment',
    '--add-section',
    '--update-section',
    '--dump-section',
    '--rename-section',
    '--long-section-names',
    '--redefine-sym',
    '--redefine-syms',
    '--srec-len',
    '--strip-symbols',
    '--strip-unneeded-symbols',
    '--keep-symbols',
    '--localize-symbols',
    '--globalize-symbols',
    '--keep-global-symbols',
    '--weaken-symbols',
    '--add-symbol',
    '--alt-machine-code',
    '--prefix-symbols',
    '--prefix-sections',
    '--prefix-alloc-sections',
    '--file-alignment',
    '--heap',
    '--image-base',
    '--section-alignment',
    '--stack',
    '--subsystem',
    '--verilog-data-width',
];
const objcopy = (args, cmd) => {
    const o = (0, options_js_1.readOptions)(longPrefixes(args, OBJCOPY_LONG), { short: 'IOBFjRNKLGWb', long: OBJCOPY_LONG });
    const targets = [];
    for (const s of o.seen) {
        const v = s.name === '--dump-section' && s.value ? (0, words_js_1.literal)(s.value) : undefined;
        if (s.name === '--dump-section')
            targets.push(target(cmd, 'objcopy --dump-section', v?.includes('=') ? wordOf(v.slice(v.indexOf('=') + 1)) : unknownWord(v ?? '?')));
    }
    const ops = o.operands;
    if (ops.length > 2)
        for (const w of ops)
            targets.push(target(cmd, 'objcopy', w));
    else if (ops.length > 0)
        targets.push(target(cmd, 'objcopy', ops[ops.length - 1]));
    return { targets };
};
exports.objcopy = objcopy;
const OPENSSL_OUT = new Set([
    'out',
    'keyout',
    'certout',
    'certsout',
    'outdir',
    'writerand',
    'respout',
    'reqout',
    'sess_out',
    'keylogfile',
    'CAserial',
    'signer_out',
    'rspout',
]);
const openssl = (args, cmd) => {
    const targets = [];
    for (let i = 0; i < args.length; i++) {
        const w = args[i];
        const a = (0, words_js_1.literal)(w);
        if (a === undefined) {
            for (const n of OPENSSL_OUT)
                for (const dash of ['-', '--'])
                    if (w.values.every((v) => (0, words_js_1.withoutPrefix)(v, `${dash}${n}=`) !== undefined))
                        targets.push(target(cmd, `openssl -${n}`, (0, words_js_1.suffixOf)(w, `${dash}${n}=`)));
            continue;
        }
        const m = /^--?([A-Za-z_0-9]+)(=(.*))?$/s.exec(a);
        if (!m || !OPENSSL_OUT.has(m[1]))
            continue;
        const value = m[2] !== undefined ? wordOf(m[3]) : args[++i];
        if (value)
            targets.push(target(cmd, `openssl -${m[1]}`, value, m[1] === 'outdir' ? { tree: true } : {}));
    }
    return { targets };
};
exports.openssl = openssl;
const SPLIT_LONG = [
    '--suffix-length',
    '--additional-suffix',
    '--bytes',
    '--line-bytes',
    '--lines',
    '--number',
    '--separator',
    '--filter',
];
const split = (args, cmd) => {
    const o = (0, options_js_1.readOptions)(longPrefixes(args, [...SPLIT_LONG, '--numeric-suffixes', '--hex-suffixes']), {
        short: 'abClnt',
        long: SPLIT_LONG,
    });
    const chunks = (0, words_js_1.literal)((0, options_js_1.valueOf)(o, '-n', '--number') ?? wordOf(''));
    if (chunks !== undefined && /^([lr]\/)?\d+\/\d+$/.test(chunks))
        return {};
    const targets = [];
    if ((0, options_js_1.has)(o, '--filter') || o.seen.some((s) => s.name.startsWith('--filter=')))
        targets.push(target(cmd, 'split --filter', unknownWord('(what the filter command writes)'), { tree: true }));
    const prefix = o.operands[1] ?? wordOf('x');
    const extra = (0, words_js_1.literal)((0, options_js_1.valueOf)(o, '--additional-suffix') ?? wordOf('')) ?? '';
    targets.push(target(cmd, 'split', {
        values: prefix.values.map((v) => [
            ...v,
            { text: '?*', quoted: false },
            ...(extra ? [{ text: extra, quoted: true }] : []),
        ]),
        raw: `${prefix.raw}?*${extra}`,
    }));
    return { targets };
};
exports.split = split;
const CMAKE_OPERANDS = {
    remove: { removes: true },
    remove_directory: { removes: true, tree: true },
    touch: {},
    touch_nocreate: {},
    make_directory: {},
};
function cmake(tar) {
    return (args, cmd) => {
        if ((0, words_js_1.literal)(args[0] ?? wordOf('')) !== '-E')
            return {};
        const sub = (0, words_js_1.literal)(args[1] ?? wordOf(''));
        const rest = args.slice(2);
        const how = `cmake -E ${sub ?? args[1]?.raw ?? ''}`;
        if (sub === undefined)
            return { targets: [target(cmd, how, unknownWord(args[1]?.raw ?? ''), { tree: true })] };
        if (sub === 'rm') {
            const o = (0, options_js_1.readOptions)(rest);
            const tree = (0, options_js_1.has)(o, '-r', '-R');
            return { targets: o.operands.map((w) => target(cmd, how, w, { removes: true, tree })) };
        }
        const kind = CMAKE_OPERANDS[sub];
        if (kind)
            return { targets: rest.filter((w) => (0, words_js_1.literal)(w) !== '-f').map((w) => target(cmd, how, w, kind)) };
        if (sub.startsWith('copy')) {
            const directory = sub.startsWith('copy_directory');
            const t = (0, words_js_1.literal)(rest[0] ?? wordOf('')) === '-t';
            const dest = t ? rest[1] : rest[rest.length - 1];
            const sources = t ? rest.slice(2) : rest.slice(0, -1);
            if (!dest)
                return {};
            return { targets: [target(cmd, how, dest, directory ? { tree: true } : { into: sources })] };
        }
        if (sub === 'rename')
            return {
                targets: [
                    ...(rest[0] ? [target(cmd, how, rest[0], { removes: true, tree: true })] : []),
                    ...(rest[1] ? [target(cmd, how, rest[1], { tree: true })] : []),
                ],
            };
        if (sub === 'create_symlink' || sub === 'create_hardlink')
            return { targets: rest[1] ? [target(cmd, how, rest[1])] : [] };
        if (sub === 'tar')
            return tar(rest, cmd);
        return {};
    };
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

/***/ 2921:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.has = has;
exports.valueOf = valueOf;
exports.readOptions = readOptions;
const words_js_1 = __webpack_require__(5818);
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

/***/ 2836:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.loadShellParser = loadShellParser;
let loaded;
async function loadShellParser() {
    if (!loaded) {
        const { parse, forEachChild } = await __webpack_require__.e(/* import() */ 8989).then(__webpack_require__.bind(__webpack_require__, 8989));
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

/***/ 4217:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readOnlyProgram = readOnlyProgram;
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
const PY_READ_OPEN = /\bopen\(\s*(?:'[^'\\]*'|"[^"\\]*")\s*(?:,\s*(?:mode\s*=\s*)?(?:'r[bt]?'|"r[bt]?"))?\s*(?:,\s*encoding\s*=\s*(?:'[\w-]+'|"[\w-]+"))?\s*\)/g;
const PY_UNSAFE = /\b(?:open|exec|eval|compile|getattr|setattr|delattr|globals|locals|vars|breakpoint|input|__\w+__|write|writelines|truncate|os|shutil|subprocess|pathlib|Path|io|ctypes|importlib|pty|socket|tempfile|fileinput|signal|system|popen|unlink|remove|rename|replace|rmtree|mkdir|chmod|chown|symlink|link)\b|\\/;
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

/***/ 9166:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.segmentMatcher = segmentMatcher;
const CLASSES = {
    alnum: /[\p{L}\p{N}]/u,
    alpha: /\p{L}/u,
    ascii: /[\x00-\x7f]/,
    blank: /[ \t]/,
    cntrl: /\p{Cc}/u,
    digit: /[0-9]/,
    graph: /[^\p{Z}\p{C}]/u,
    lower: /\p{Ll}/u,
    print: /[^\p{C}]/u,
    punct: /[!-/:-@[-`{-~]/,
    space: /\s/,
    upper: /\p{Lu}/u,
    word: /[\p{L}\p{N}_]/u,
    xdigit: /[0-9A-Fa-f]/,
};
function segmentMatcher(segment) {
    const tokens = tokenize(segment);
    if (tokens === undefined)
        return undefined;
    const first = tokens[0];
    const dotFirst = first !== undefined && !first.star && first.literal === '.';
    return (name) => (name.startsWith('.') && !dotFirst ? false : matches(tokens, Array.from(name)));
}
function matches(tokens, name) {
    let p = 0;
    let i = 0;
    let starP = -1;
    let starI = 0;
    while (i < name.length) {
        const t = tokens[p];
        if (t?.star) {
            starP = p++;
            starI = i;
        }
        else if (t?.test(name[i])) {
            p++;
            i++;
        }
        else if (starP >= 0) {
            p = starP + 1;
            i = ++starI;
        }
        else
            return false;
    }
    while (tokens[p]?.star)
        p++;
    return p === tokens.length;
}
function tokenize(segment) {
    const chars = Array.from(segment);
    const tokens = [];
    for (let i = 0; i < chars.length; i++) {
        const ch = chars[i];
        if (ch === '*') {
            if (!tokens.at(-1)?.star)
                tokens.push({ star: true });
        }
        else if (ch === '?')
            tokens.push({ star: false, test: () => true });
        else if (ch === '[') {
            const bracket = readBracket(chars, i);
            if (bracket === null)
                return undefined;
            if (bracket === undefined)
                tokens.push(literal('['));
            else {
                tokens.push({ star: false, test: bracket.test });
                i = bracket.end;
            }
        }
        else if ('({|'.includes(ch))
            return undefined;
        else if (ch === '\\' && i + 1 < chars.length)
            tokens.push(literal(chars[++i]));
        else
            tokens.push(literal(ch));
    }
    return tokens;
}
const literal = (c) => ({ star: false, literal: c, test: (ch) => ch === c });
function readBracket(chars, start) {
    let i = start + 1;
    const negated = chars[i] === '!' || chars[i] === '^';
    if (negated)
        i++;
    const tests = [];
    let first = true;
    for (; i < chars.length; i++) {
        let ch = chars[i];
        if (ch === ']' && !first) {
            return { test: (c) => tests.some((t) => t(c)) !== negated, end: i };
        }
        first = false;
        if (ch === '[' && chars[i + 1] === ':') {
            const close = chars.indexOf(':', i + 2);
            if (close > 0 && chars[close + 1] === ']') {
                const re = CLASSES[chars.slice(i + 2, close).join('')];
                if (re === undefined)
                    return null;
                tests.push((c) => re.test(c));
                i = close + 1;
                continue;
            }
        }
        if (ch === '\\' && i + 1 < chars.length)
            ch = chars[++i];
        if (chars[i + 1] === '-' && chars[i + 2] !== undefined && chars[i + 2] !== ']') {
            let to = chars[i + 2];
            i += 2;
            if (to === '\\' && i + 1 < chars.length)
                to = chars[++i];
            const lo = ch.codePointAt(0);
            const hi = to.codePointAt(0);
            tests.push((c) => {
                const code = c.codePointAt(0);
                return code >= lo && code <= hi;
            });
        }
        else {
            const one = ch;
            tests.push((c) => c === one);
        }
    }
    return undefined;
}


/***/ }),

/***/ 2216:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HANDLED_COMMANDS = void 0;
exports.commandWrites = commandWrites;
const walk_js_1 = __webpack_require__(8466);
const longOptions_js_1 = __webpack_require__(6677);
const removeFiles_js_1 = __webpack_require__(7890);
const options_js_1 = __webpack_require__(2921);
const fileTools_js_1 = __webpack_require__(1322);
const state_js_1 = __webpack_require__(6654);
const words_js_1 = __webpack_require__(5818);
const t = (cmd, how, word, extra = {}) => ({
    word,
    dirs: cmd.dirs,
    how,
    ...extra,
});
const text = (w) => (w && w.values.length === 1 ? (0, words_js_1.textOf)(w.values[0]) : undefined);
const unknownWord = (raw) => ({ values: [words_js_1.UNKNOWN_VALUE], raw });
function copyLike(how, spec, options) {
    return (args, cmd) => {
        const o = (0, options_js_1.readOptions)(args, spec);
        const opts = { ...options, tree: typeof options.tree === 'boolean' ? options.tree : options.tree(o) };
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
                targets.push(t(cmd, how, s, { tree: true, removes: true }));
        return { targets };
    };
}
function operands(how, spec = {}, tree = () => false, skipFirst = false, removes = false) {
    return (args, cmd) => {
        const o = (0, options_js_1.readOptions)(args, spec);
        const list = skipFirst && !(0, options_js_1.has)(o, '--reference') ? o.operands.slice(1) : o.operands;
        return { targets: list.map((w) => t(cmd, how, w, { tree: tree(o), ...(removes ? { removes } : {}) })) };
    };
}
const recursive = (o) => (0, options_js_1.has)(o, '-r', '-R', '--recursive');
function copiesTrees(o) {
    const mayBeOption = (w) => (0, words_js_1.literal)(w) === undefined &&
        !w.values.every((v) => v[0] !== null && v[0] !== undefined && !v[0].text.startsWith('-'));
    const needed = (0, options_js_1.valueOf)(o, '-t', '--target-directory') ? 1 : 2;
    if (o.operands.some(mayBeOption) && o.operands.length - 1 >= needed)
        return true;
    return o.seen.some(({ name }) => ['-r', '-R', '-a'].includes(name) ||
        (name.length >= 5 && '--recursive'.startsWith(name)) ||
        (name.length >= 4 && '--archive'.startsWith(name)));
}
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
                break;
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
function stdinPrograms(interpreter, cmd) {
    return cmd.stdin.flatMap((s) => {
        if (s.kind === 'text')
            return [{ interpreter, text: s.text }];
        if (s.kind === 'pipe' || (0, walk_js_1.isProcessSubstitution)(s.word))
            return [{ interpreter, text: undefined }];
        return [];
    });
}
function scriptOperandPrograms(interpreter, operand, cmd) {
    const path = (0, walk_js_1.scriptPath)(operand);
    if (path === 'stdin')
        return stdinPrograms(interpreter, cmd);
    return path === 'unreadable' ? [{ interpreter, text: undefined }] : [];
}
const PYTHON_CLUSTER = /^-[bBdEhiIOPqRsSuvVx]*([cm])(.*)$/s;
function interpreter(name, programOptions, valued) {
    return (args, cmd) => {
        const programs = [];
        const python = name.startsWith('python');
        let i = 0;
        for (; i < args.length; i++) {
            const a = (0, words_js_1.literal)(args[i]);
            if (a === '-')
                break;
            if (a === undefined || !a.startsWith('-'))
                return { programs: scriptOperandPrograms(name, args[i], cmd) };
            const eq = a.indexOf('=');
            const flag = eq === -1 ? a : a.slice(0, eq);
            if (!python && (a === '-pe' || a === '-ep')) {
                programs.push({ interpreter: name, text: text(args[++i]) });
                break;
            }
            const cluster = python ? PYTHON_CLUSTER.exec(a) : null;
            if (cluster) {
                if (cluster[1] === 'm')
                    return {};
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
    const removes = rest.some((w) => (0, removeFiles_js_1.isRemoveFilesOption)((0, words_js_1.literal)(w)));
    if (removes && create) {
        if (directory)
            targets.push(t(cmd, 'tar --remove-files', unknownWord('(paths under -C)'), { tree: true, removes: true }));
        else
            for (const f of o.operands)
                targets.push(t(cmd, 'tar --remove-files', f, { tree: true, removes: true }));
    }
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
    for (let k = 0; k < rest.length; k++) {
        const a = (0, words_js_1.literal)(rest[k]);
        if (a === '--output' && rest[k + 1])
            targets.push(t(c, `git ${sub ?? ''} --output`, rest[k + 1]));
        else if (a?.startsWith('--output='))
            targets.push(t(c, `git ${sub ?? ''} --output`, (0, words_js_1.suffixOf)(rest[k], '--output=')));
        else if (a === '--pathspec-from-file' || a?.startsWith('--pathspec-from-file=')) {
            if (sub === 'checkout' || sub === 'restore' || sub === 'rm')
                targets.push(t(c, `git ${sub} --pathspec-from-file`, unknownWord(a), { tree: true }));
        }
    }
    if (sub === 'grep') {
        const pager = rest.find((w) => {
            const a = (0, words_js_1.literal)(w);
            return a !== undefined && (/^-[A-Za-z0-9]*O/.test(a) || a.startsWith('--op'));
        });
        if (pager)
            targets.push(t(c, 'git grep --open-files-in-pager', unknownWord((0, words_js_1.literal)(pager)), { tree: true }));
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
                const from = o.operands.length === 1 ? text(o.operands[0]) : o.operands.length === 0 ? 'index' : undefined;
                const paths = rest.slice(dash + 1);
                targets.push(...restoreTargets(c, 'git checkout --', paths, from === undefined ? undefined : { from }));
            }
            else if (!(0, options_js_1.has)(o, '-b', '-B', '--orphan') && o.operands.length > 0) {
                const forced = forces(o, 'checkout', ['--force']) ? { forced: true } : {};
                targets.push(...restoreTargets(c, 'git checkout', o.operands, { from: 'index', firstMayBeRevision: true, ...forced }, true));
            }
            else if (forces(o, 'checkout', ['--force'])) {
                targets.push(...discardAll(c, 'git checkout -f', 'HEAD'));
            }
            break;
        }
        case 'switch': {
            const o = (0, options_js_1.readOptions)(rest, { short: 'cC', long: ['--orphan', '--conflict'] });
            if (forces(o, 'switch', ['--force', '--discard-changes']))
                targets.push(...discardAll(c, 'git switch --discard-changes', 'HEAD'));
            break;
        }
        case 'reset': {
            const o = (0, options_js_1.readOptions)(rest, { long: ['--pathspec-from-file'] });
            const rev = o.operands.length === 0 ? 'HEAD' : text(o.operands[0]);
            if (forces(o, 'reset', ['--hard']))
                targets.push(...discardAll(c, 'git reset --hard', rev));
            else if (forces(o, 'reset', ['--merge']))
                targets.push(...discardAll(c, 'git reset --merge', rev, 'cached'));
            else if (forces(o, 'reset', ['--keep']))
                targets.push(...discardAll(c, 'git reset --keep', rev, 'head'));
            break;
        }
        case 'read-tree': {
            const o = (0, options_js_1.readOptions)(rest, { long: ['--prefix', '--index-output', '--exclude-per-directory'] });
            const named = (flag, shortest) => o.seen.some((s) => s.name.length >= shortest && flag.startsWith(s.name.split('=')[0]));
            if (!(0, options_js_1.has)(o, '-u'))
                break;
            const trees = o.operands;
            if (named('--prefix', 4))
                targets.push(...discardAll(c, 'git read-tree -u --prefix', undefined));
            else if (named('--reset', 5))
                targets.push(...discardAll(c, 'git read-tree -u --reset', trees.length === 1 ? text(trees[0]) : undefined));
            else if ((0, options_js_1.has)(o, '-m')) {
                const tree = trees.length === 1 || trees.length === 2 ? text(trees[trees.length - 1]) : undefined;
                targets.push(...discardAll(c, 'git read-tree -m -u', tree, 'cached'));
            }
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
function restoreTargets(cmd, how, paths, restore, ifExists = false) {
    const specs = paths.map((w) => (w.values.length === 1 ? (0, words_js_1.textOf)(w.values[0]) : undefined));
    if (restore && paths.length > 0 && specs.every((s) => s !== undefined))
        return [t(cmd, how, paths[0], { tree: true, gitRestore: { ...restore, pathspecs: specs } })];
    return paths.map((w) => t(cmd, how, gitPathspec(w), { tree: true, ifExists }));
}
function forces(o, sub, names) {
    const options = (0, longOptions_js_1.optionsOf)(`git ${sub}`);
    return o.seen.some((s) => names.some((n) => (0, longOptions_js_1.standsFor)(s.name, n, options?.long) || (options?.short.get(n) ?? n) === s.name));
}
function discardAll(cmd, how, from, compare) {
    const top = { values: [[{ text: ':/', quoted: true }]], raw: '.' };
    return restoreTargets(cmd, how, [top], from === undefined ? undefined : { from, ...(compare ? { compare } : {}) });
}
function gitPathspec(w) {
    const gits = (v) => ((0, words_js_1.textOf)(v) ?? '').startsWith(':') || v.some((p) => p?.quoted === true && /[*?[]/.test(p.text));
    return w.values.some(gits) ? unknownWord(w.raw) : w;
}
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
        const newest = o.operands.length === 0 ? { newest: true } : {};
        return [
            t(cmd, how, unknownWord('.'), {
                tree: true,
                gitRestore: { from: ref, pathspecs: ['.'], stash: true, ...newest },
            }),
        ];
    }
    const ignored = (0, options_js_1.has)(o, '-a', '--all');
    const untracked = ignored || (0, options_js_1.has)(o, '-u', '--include-untracked');
    const paths = verb === 'save' ? [] : o.operands.filter((w) => (0, words_js_1.literal)(w) !== '--');
    const specs = paths.length > 0 ? paths : [{ values: [[{ text: ':/', quoted: true }]], raw: '.' }];
    return restoreTargets(cmd, how, specs, { from: 'HEAD', untracked, ...(ignored ? { ignored } : {}), push: true });
}
function joined(dest, source) {
    const values = dest.values.flatMap((d) => source.values.map((v) => [...d, { text: '/', quoted: true }, ...v]));
    return { values, raw: `${dest.raw}/${source.raw}` };
}
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
    cp: copyLike('cp', { short: 'tS', long: ['--target-directory', '--suffix'] }, { tree: copiesTrees, removesSources: false }),
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
    rm: operands('rm', {}, recursive, false, true),
    unlink: operands('unlink', {}, () => false, false, true),
    rmdir: operands('rmdir', {}, () => false, false, true),
    shred: operands('shred', { short: 'ns', long: ['--iterations', '--size', '--random-source', '--remove'] }),
    touch: operands('touch', { short: 'rdt', long: ['--reference', '--date', '--time'] }),
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
    shuf: fileTools_js_1.shuf,
    xxd: fileTools_js_1.xxd,
    iconv: fileTools_js_1.iconv,
    zip: fileTools_js_1.zip,
    cmake: (0, fileTools_js_1.cmake)(tar),
    objcopy: fileTools_js_1.objcopy,
    openssl: fileTools_js_1.openssl,
    split: fileTools_js_1.split,
};
function commandWrites(cmd) {
    const out = { targets: [], programs: [], unknownCommand: false };
    const name = (0, walk_js_1.commandName)(cmd);
    if (name === undefined) {
        out.unknownCommand = true;
        const first = cmd.args[0];
        const how = `${first.raw} (a command not known before it runs)`;
        out.targets = cmd.args.slice(first.values.length > 1 ? 0 : 1).map((w) => t(cmd, how, w));
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
    'shuf',
    'iconv',
    'openssl',
]);
function mayHideOperands(word) {
    return (word.values.some((v) => v.includes(null)) &&
        !/^"\$(\{[A-Za-z_][A-Za-z0-9_]*\}|[A-Za-z_][A-Za-z0-9_]*)"$/.test(word.raw));
}
exports.HANDLED_COMMANDS = Object.keys(HANDLERS);


/***/ }),

/***/ 6677:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.optionsOf = optionsOf;
exports.longOptionsOf = longOptionsOf;
exports.hasFlag = hasFlag;
exports.standsFor = standsFor;
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
function optionsOf(prefix) {
    return BY_PREFIX.get(prefix);
}
function longOptionsOf(prefix) {
    return BY_PREFIX.get(prefix)?.long;
}
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

/***/ 5879:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GatePaths = void 0;
exports.gateSet = gateSet;
exports.gateSetWithoutInstalled = gateSetWithoutInstalled;
exports.installedPaths = installedPaths;
exports.programPaths = programPaths;
exports.snapshotFolders = snapshotFolders;
exports.keyFolders = keyFolders;
exports.commonDir = commonDir;
exports.ownPackageDir = ownPackageDir;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const failure_js_1 = __webpack_require__(6640);
const readRegular_js_1 = __webpack_require__(6355);
const realPath_js_1 = __webpack_require__(5727);
const joinPath_js_1 = __webpack_require__(7987);
const LEFTHOOK_EXTENSIONS = ['yml', 'yaml', 'json', 'jsonc', 'toml'];
const LEFTHOOK_FILES = ['lefthook', '.lefthook', 'lefthook-local', '.lefthook-local'].flatMap((name) => LEFTHOOK_EXTENSIONS.map((ext) => `${name}.${ext}`));
const OPENCODE_CONFIGS = ['opencode.json', 'opencode.jsonc'];
const PROMPT_TEMPLATE_FOLDERS = ['.claude/commands', '.gemini/commands', '.opencode/command', '.opencode/commands'];
const PROJECT_FILES = [
    ...LEFTHOOK_FILES,
    ...LEFTHOOK_FILES.filter((f) => !f.startsWith('.')).map((f) => `.config/${f}`),
    '.pre-commit-config.yaml',
    '.pre-commit-config.yml',
    '.claude/settings.json',
    '.claude/settings.local.json',
    '.claude/scheduled_tasks.json',
    '.codex/config.toml',
    '.codex/hooks.json',
    '.gemini/settings.json',
    '.cursor/hooks.json',
    ...OPENCODE_CONFIGS,
    ...OPENCODE_CONFIGS.map((f) => `.opencode/${f}`),
];
const PROJECT_FOLDERS = [
    '.husky',
    '.lefthook',
    '.lefthook-local',
    '.github/hooks',
    '.opencode/plugins',
    '.opencode/plugin',
    '.opencode/tools',
    '.opencode/tool',
    ...PROMPT_TEMPLATE_FOLDERS,
];
const HOME_GIT_CONFIGS = ['.gitconfig', '.config/git/config'];
const HUSKY_9_START_FOLDER = 'husky';
const HUSKY_8_START = '.huskyrc';
const SHELL_START_FILES = [
    '.bashrc',
    '.bash_aliases',
    '.bash_profile',
    '.bash_login',
    '.bash_logout',
    '.profile',
    '.zshenv',
    '.zshrc',
    '.zprofile',
    '.zlogin',
    '.zlogout',
    ...['.zshenv', '.zshrc', '.zprofile', '.zlogin', '.zlogout'].map((f) => `${f}.zwc`),
    '.config/fish/config.fish',
];
const SOURCED_FOLDERS = [
    '.bashrc.d',
    '.bash_completion.d',
    '.local/share/bash-completion/completions',
    '.oh-my-zsh/custom',
    '.zshrc.d',
];
const SOURCED_FILES = ['.bash_completion'];
const SHELL_START_FOLDERS = ['.config/fish/conf.d', '.config/fish/functions'];
const SHADOWED_PROGRAMS = ['git', 'node', 'npm', 'npx', 'sh', 'bash', 'env', 'watchman'];
const USER_BIN_FOLDERS = ['.local/bin', 'bin'];
const SHELL_SNAPSHOTS = 'shell-snapshots';
const HOME_FILES = [
    ...HOME_GIT_CONFIGS,
    ...SHELL_START_FILES,
    ...SOURCED_FILES,
    ...USER_BIN_FOLDERS.flatMap((bin) => SHADOWED_PROGRAMS.map((program) => `${bin}/${program}`)),
    '.claude/settings.json',
    '.claude/settings.local.json',
    '.claude/scheduled_tasks.json',
    '.codex/config.toml',
    '.codex/hooks.json',
    '.gemini/settings.json',
    '.cursor/hooks.json',
    '.copilot/config.json',
    '.copilot/settings.json',
    '.local/bin/diffgate',
    'bin/diffgate',
    HUSKY_8_START,
    ...OPENCODE_CONFIGS.map((f) => `.config/opencode/${f}`),
];
const MACOS = process.platform === 'darwin';
const PYTHON_START_FILES = new Set(['usercustomize.py', 'sitecustomize.py']);
const MAX_PYTHON_ENTRIES = 4096;
const pythonBase = (base) => ({
    root: (0, joinPath_js_1.joinPath)(base, 'lib'),
    prefix: `${(0, joinPath_js_1.joinPath)(base, 'lib')}/`,
    steps: [/^python3\.\d+t?$/, 'site-packages'],
});
const macosBase = (library) => ({
    root: library,
    prefix: `${library}/`,
    steps: [/^3\.\d+$/, 'lib', 'python', 'site-packages'],
});
function pythonSites(base) {
    const keyFolders = [base.root];
    const files = [];
    const [version, ...fixed] = base.steps;
    for (const name of boundedNames(base.root, MAX_PYTHON_ENTRIES).filter((n) => version.test(n))) {
        let dir = (0, joinPath_js_1.joinPath)(base.root, name);
        keyFolders.push(dir);
        for (const step of fixed)
            keyFolders.push((dir = (0, joinPath_js_1.joinPath)(dir, step)));
        files.push(...[...PYTHON_START_FILES].map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(dir);
        }
        catch {
            continue;
        }
        files.push(...names.filter((n) => n.endsWith('.pth')).map((n) => (0, joinPath_js_1.joinPath)(dir, n)));
    }
    return { keyFolders, files };
}
const MAX_WORKTREES = 1024;
function boundedNames(dir, max, tooMany = claude_js_1.claudeText.tooManyPythonVersions) {
    let handle;
    if ((0, node_fs_1.lstatSync)(dir, { throwIfNoEntry: false })?.isDirectory() !== true)
        return [];
    try {
        handle = (0, node_fs_1.opendirSync)(dir);
    }
    catch {
        return [];
    }
    const names = [];
    try {
        let entry;
        try {
            entry = handle.readSync();
        }
        catch (e) {
            if (e.code === 'ENOENT' || e.code === 'ENOTDIR')
                return [];
            throw e;
        }
        for (; entry !== null; entry = handle.readSync()) {
            if (names.length >= max)
                throw new failure_js_1.HookFailure(tooMany(dir, max));
            names.push(entry.name);
        }
    }
    finally {
        handle.closeSync();
    }
    return names;
}
function pythonShape(path, base) {
    if (!path.startsWith(base.prefix))
        return path === base.root ? 'site' : undefined;
    const parts = path.slice(base.root.length + 1).split('/');
    const fits = (i) => {
        const step = base.steps[i];
        return typeof step === 'string' ? parts[i] === step : step.test(parts[i]);
    };
    for (let i = 0; i < Math.min(parts.length, base.steps.length); i++)
        if (!fits(i))
            return 'other';
    if (parts.length <= base.steps.length)
        return 'site';
    const name = parts[base.steps.length];
    return parts.length === base.steps.length + 1 && (PYTHON_START_FILES.has(name) || name.endsWith('.pth'))
        ? 'start'
        : 'other';
}
const DEFERRED_WORK_FOLDERS = ['.config/systemd/user'];
const HOME_FOLDERS = [
    ...SHELL_START_FOLDERS,
    ...SOURCED_FOLDERS,
    ...PROMPT_TEMPLATE_FOLDERS.filter((f) => !f.startsWith('.opencode/')),
    '.config/opencode/command',
    '.config/opencode/commands',
    '.codex/prompts',
    ...DEFERRED_WORK_FOLDERS,
    '.local/state/diffgate',
    `.config/${HUSKY_9_START_FOLDER}`,
    '.copilot/hooks',
    '.config/opencode/plugins',
    '.config/opencode/plugin',
    '.config/opencode/tools',
    '.config/opencode/tool',
];
const PACKAGE_FOLDERS = ['dist/cli', 'dist/lib', 'dist/opencode', 'githooks'];
const PACKAGE_FILES = ['package.json', 'dist/package.json'];
const MEMO_FOLDER = 'command-patterns';
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
function gateSetWithoutInstalled(place, env, selfDir = ownPackageDir()) {
    const { files, folders, installed } = gateSetWithInstalled(place, env, selfDir);
    return { files: files.filter((p) => !installed.has(p)), folders: folders.filter((p) => !installed.has(p)) };
}
function gateSetWithInstalled(place, env, selfDir) {
    const key = JSON.stringify([place, selfDir, envKey(env)]);
    const known = memo.get(key);
    if (known)
        return known;
    const named = namedGates(place, env, selfDir);
    const { real, links } = realPaths();
    const both = (list) => [...new Set(list.flatMap((p) => [p, real(p)]))];
    const installedFiles = both(named.installedFiles);
    const installedFolders = both(named.installedFolders);
    const manifests = both(named.manifests);
    const programs = both(named.programs);
    const bases = new Map();
    for (const b of named.pythonBases)
        for (const root of [b.root, real(b.root)])
            bases.set(root, { ...b, root, prefix: `${root}/` });
    const sites = [...bases.values()].map(pythonSites);
    const installedHops = [...links];
    const files = both(named.files);
    const folders = both(named.folders);
    const snapshotFolders = new Set(both(named.snapshotFolders));
    const mine = [place.home, place.realHome, place.workspace, place.root];
    const hops = [...links].filter((l) => mine.some((d) => (0, realPath_js_1.isWithin)(l, d)));
    const installedLinks = installedHops.filter((l) => hops.includes(l));
    const set = {
        files: [
            ...new Set([...manifests, ...files, ...sites.flatMap((s) => s.files), ...installedFiles, ...programs, ...hops]),
        ],
        folders: [...new Set([...folders, ...installedFolders])],
        installed: new Set([...installedFiles, ...installedFolders, ...programs, ...installedLinks]),
        manifests: new Set(manifests),
        snapshotFolders,
        programs: new Set(programs),
        pythonBases: [...bases.values()],
        keyFolders: [...new Set(sites.flatMap((s) => s.keyFolders))],
        worktreeRoots: both(named.worktreeRoots),
        worktreeDirs: new Set(both(named.worktreeDirs)),
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
    'BASH_ENV',
    'ENV',
    'ZDOTDIR',
    'PYTHONUSERBASE',
    'PATH',
    'ZSH_CUSTOM',
    'XDG_DATA_HOME',
];
const envKey = (env) => ENV_KEYS.map((k) => env[k] ?? '');
function namedGates(place, env, selfDir) {
    const files = [...SYSTEM_FILES];
    const manifests = [];
    const folders = [];
    const installedFiles = [];
    const installedFolders = [];
    const packages = [];
    const pythonBases = [];
    const worktreeRoots = [];
    const worktreeDirs = [];
    const projects = [...new Set([place.workspace, place.root])];
    for (const dir of projects) {
        files.push(...PROJECT_FILES.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        manifests.push((0, joinPath_js_1.joinPath)(dir, '.diffgate.tsv'));
        folders.push(...PROJECT_FOLDERS.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        const modules = (0, joinPath_js_1.joinPath)(dir, 'node_modules');
        installedFiles.push((0, joinPath_js_1.joinPath)(modules, '.bin', 'diffgate'));
        packages.push((0, joinPath_js_1.joinPath)(modules, 'diffgate'), ...pnpmCopies(modules));
    }
    for (const home of new Set([place.home, place.realHome])) {
        files.push(...HOME_FILES.map((f) => (0, joinPath_js_1.joinPath)(home, f)));
        pythonBases.push(pythonBase((0, joinPath_js_1.joinPath)(home, '.local')));
        if (MACOS)
            pythonBases.push(macosBase((0, joinPath_js_1.joinPath)(home, 'Library', 'Python')));
        folders.push(...HOME_FOLDERS.map((f) => (0, joinPath_js_1.joinPath)(home, f)));
        packages.push((0, joinPath_js_1.joinPath)(home, '.local', 'lib', 'node_modules', 'diffgate'));
        manifests.push((0, joinPath_js_1.joinPath)(home, '.config', 'diffgate', 'manifest.tsv'));
    }
    const absolute = (name) => {
        const value = env[name];
        return value && node_path_1.posix.isAbsolute(value) && (!value.startsWith('/dev/') || value.startsWith('/dev/shm/'))
            ? value
            : undefined;
    };
    const xdgConfig = absolute('XDG_CONFIG_HOME');
    if (xdgConfig) {
        files.push(...OPENCODE_CONFIGS.map((f) => (0, joinPath_js_1.joinPath)(xdgConfig, 'opencode', f)));
        folders.push((0, joinPath_js_1.joinPath)(xdgConfig, 'opencode', 'plugins'), (0, joinPath_js_1.joinPath)(xdgConfig, 'opencode', 'plugin'));
        folders.push((0, joinPath_js_1.joinPath)(xdgConfig, HUSKY_9_START_FOLDER));
        files.push((0, joinPath_js_1.joinPath)(xdgConfig, 'git', 'config'));
        manifests.push((0, joinPath_js_1.joinPath)(xdgConfig, 'diffgate', 'manifest.tsv'));
    }
    const xdgCache = absolute('XDG_CACHE_HOME');
    const xdgState = absolute('XDG_STATE_HOME');
    if (xdgState)
        folders.push((0, joinPath_js_1.joinPath)(xdgState, 'diffgate'));
    for (const name of ['GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM', 'GEMINI_CLI_SYSTEM_SETTINGS_PATH']) {
        const file = absolute(name);
        if (file)
            files.push(file);
    }
    const claude = absolute('CLAUDE_CONFIG_DIR');
    if (claude)
        files.push((0, joinPath_js_1.joinPath)(claude, 'settings.json'), (0, joinPath_js_1.joinPath)(claude, 'settings.local.json'));
    for (const name of ['BASH_ENV', 'ENV']) {
        const file = absolute(name);
        if (file)
            files.push(file);
    }
    const shadowing = [];
    const homes = [place.home, place.realHome];
    for (const entry of (env.PATH ?? '').split(':')) {
        const bin = pathFolder(entry, place.home);
        if (bin === undefined)
            continue;
        const programs = SHADOWED_PROGRAMS.map((program) => (0, joinPath_js_1.joinPath)(bin, program));
        if (homes.some((h) => (0, realPath_js_1.isWithin)(bin, h)))
            files.push(...programs);
        else if (writable(existingAncestor(bin)))
            shadowing.push(...programs);
    }
    const userBase = absolute('PYTHONUSERBASE');
    if (userBase)
        pythonBases.push(pythonBase(userBase));
    const zdotdir = absolute('ZDOTDIR');
    if (zdotdir)
        files.push(...['.zshenv', '.zshrc', '.zprofile', '.zlogin'].map((f) => (0, joinPath_js_1.joinPath)(zdotdir, f)));
    const zshCustom = absolute('ZSH_CUSTOM');
    if (zshCustom)
        folders.push(zshCustom);
    const xdgData = absolute('XDG_DATA_HOME');
    if (xdgData)
        folders.push((0, joinPath_js_1.joinPath)(xdgData, 'bash-completion', 'completions'));
    const startFiles = [
        ...[...new Set([place.home, place.realHome])].flatMap((h) => SHELL_START_FILES.filter((f) => !f.endsWith('.zwc')).map((f) => (0, joinPath_js_1.joinPath)(h, f))),
        ...['BASH_ENV', 'ENV'].map(absolute).filter((f) => f !== undefined),
        ...(zdotdir ? ['.zshenv', '.zshrc', '.zprofile', '.zlogin'].map((f) => (0, joinPath_js_1.joinPath)(zdotdir, f)) : []),
    ];
    const sourced = sourcedFiles(startFiles, place.home, [place.home, place.realHome, ...projects]);
    files.push(...sourced.files);
    folders.push(...sourced.folders);
    const snapshotFolders = [...new Set([...[place.home, place.realHome].map((h) => (0, joinPath_js_1.joinPath)(h, '.claude')), claude])]
        .filter((dir) => dir !== undefined)
        .map((dir) => (0, joinPath_js_1.joinPath)(dir, SHELL_SNAPSHOTS));
    for (const folder of snapshotFolders)
        files.push(...snapshotFiles(folder));
    const codex = absolute('CODEX_HOME');
    if (codex)
        files.push((0, joinPath_js_1.joinPath)(codex, 'config.toml'), (0, joinPath_js_1.joinPath)(codex, 'hooks.json'));
    const copilot = absolute('COPILOT_HOME');
    if (copilot) {
        files.push((0, joinPath_js_1.joinPath)(copilot, 'config.json'), (0, joinPath_js_1.joinPath)(copilot, 'settings.json'));
        folders.push((0, joinPath_js_1.joinPath)(copilot, 'hooks'));
    }
    const configs = HOME_GIT_CONFIGS.map((f) => (0, joinPath_js_1.joinPath)(place.home, f));
    if (xdgConfig)
        configs.push((0, joinPath_js_1.joinPath)(xdgConfig, 'git', 'config'));
    const globalConfig = absolute('GIT_CONFIG_GLOBAL');
    if (globalConfig)
        configs.push(globalConfig);
    if (place.gitDir) {
        for (const gitDir of new Set([place.gitDir, commonDir(place.gitDir)])) {
            files.push((0, joinPath_js_1.joinPath)(gitDir, 'config'), (0, joinPath_js_1.joinPath)(gitDir, 'config.worktree'), (0, joinPath_js_1.joinPath)(gitDir, 'commondir'));
            files.push((0, joinPath_js_1.joinPath)(gitDir, 'info', 'grafts'), (0, joinPath_js_1.joinPath)(gitDir, 'shallow'));
            folders.push((0, joinPath_js_1.joinPath)(gitDir, 'hooks'), (0, joinPath_js_1.joinPath)(gitDir, 'diffgate'));
            configs.push((0, joinPath_js_1.joinPath)(gitDir, 'config'), (0, joinPath_js_1.joinPath)(gitDir, 'config.worktree'));
        }
        const worktrees = (0, joinPath_js_1.joinPath)(commonDir(place.gitDir), 'worktrees');
        worktreeRoots.push(worktrees);
        for (const name of boundedNames(worktrees, MAX_WORKTREES, claude_js_1.claudeText.tooManyWorktrees)) {
            const dir = (0, joinPath_js_1.joinPath)(worktrees, name);
            worktreeDirs.push(dir);
            files.push((0, joinPath_js_1.joinPath)(dir, 'commondir'), (0, joinPath_js_1.joinPath)(dir, 'gitdir'), (0, joinPath_js_1.joinPath)(dir, 'config.worktree'));
            configs.push((0, joinPath_js_1.joinPath)(dir, 'config.worktree'));
            const dotGit = worktreeDotGit((0, joinPath_js_1.joinPath)(dir, 'gitdir'));
            if (dotGit !== undefined && !(0, realPath_js_1.isWithin)(dotGit, place.root))
                files.push(dotGit);
        }
    }
    const read = readGitConfigs(configs, place.root, place.home);
    files.push(...read.included);
    folders.push(...read.hooksPaths);
    installedFolders.push(...[...new Set([place.home, place.realHome])].map((h) => (0, joinPath_js_1.joinPath)(h, '.cache', 'diffgate', MEMO_FOLDER)), ...(xdgCache ? [(0, joinPath_js_1.joinPath)(xdgCache, 'diffgate', MEMO_FOLDER)] : []));
    const prefixes = new Set();
    for (const name of ['npm_config_prefix', 'NPM_CONFIG_PREFIX', 'PREFIX']) {
        const p = absolute(name);
        if (p)
            prefixes.add(p);
    }
    prefixes.add(node_path_1.posix.dirname(node_path_1.posix.dirname(process.execPath)));
    for (const prefix of prefixes) {
        installedFiles.push((0, joinPath_js_1.joinPath)(prefix, 'bin', 'diffgate'));
        packages.push((0, joinPath_js_1.joinPath)(prefix, 'lib', 'node_modules', 'diffgate'));
    }
    const pnpmHome = absolute('PNPM_HOME');
    if (pnpmHome)
        installedFiles.push((0, joinPath_js_1.joinPath)(pnpmHome, 'diffgate'));
    if (selfDir !== undefined)
        packages.push(selfDir);
    for (const dir of packages) {
        installedFolders.push(...PACKAGE_FOLDERS.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        installedFiles.push(...PACKAGE_FILES.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
    }
    const programs = [process.execPath, ...shadowing];
    return {
        files,
        folders,
        manifests,
        installedFiles,
        installedFolders,
        snapshotFolders,
        programs,
        pythonBases,
        worktreeRoots,
        worktreeDirs,
    };
}
function installedPaths(place, env, selfDir = ownPackageDir()) {
    return [...gateSetWithInstalled(place, env, selfDir).installed];
}
function programPaths(place, env, selfDir = ownPackageDir()) {
    return gateSetWithInstalled(place, env, selfDir).programs;
}
function snapshotFolders(place, env, selfDir = ownPackageDir()) {
    return gateSetWithInstalled(place, env, selfDir).snapshotFolders;
}
function keyFolders(place, env, selfDir = ownPackageDir()) {
    const set = gateSetWithInstalled(place, env, selfDir);
    return { folders: set.keyFolders, shape: (path) => shapeIn(set, path) };
}
function shapeIn(set, path) {
    if (set.worktreeRoots.some((root) => worktreeShape(path, root)) && !set.worktreeDirs.has(node_path_1.posix.dirname(path)))
        return 'start';
    let found;
    for (const base of set.pythonBases) {
        const shape = pythonShape(path, base);
        if (shape === 'start' || shape === 'site')
            return shape;
        found ??= shape;
    }
    return found;
}
function pathFolder(entry, home) {
    if (entry.startsWith('/'))
        return node_path_1.posix.normalize(entry);
    if (entry === '~' || entry.startsWith('~/'))
        return (0, joinPath_js_1.joinPath)(home, entry.slice(1));
    return undefined;
}
function existingAncestor(dir) {
    let at = dir;
    for (; at !== '/'; at = node_path_1.posix.dirname(at)) {
        try {
            if ((0, node_fs_1.lstatSync)(at, { throwIfNoEntry: false }) !== undefined)
                break;
        }
        catch {
        }
    }
    return at;
}
function writable(dir) {
    try {
        (0, node_fs_1.accessSync)(dir, node_fs_1.constants.W_OK);
        return true;
    }
    catch {
        return false;
    }
}
const CONFIG_LIMIT = 4 * 1024 * 1024;
function snapshotFiles(folder) {
    let names;
    try {
        names = (0, node_fs_1.readdirSync)(folder);
    }
    catch {
        return [];
    }
    if (names.length > MAX_SNAPSHOTS)
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.tooManySnapshots(folder, names.length, MAX_SNAPSHOTS));
    return names.map((name) => (0, joinPath_js_1.joinPath)(folder, name));
}
const MAX_SNAPSHOTS = 2000;
function pnpmCopies(modules) {
    try {
        return (0, node_fs_1.readdirSync)((0, joinPath_js_1.joinPath)(modules, '.pnpm'))
            .filter((name) => name.startsWith('diffgate@'))
            .map((name) => (0, joinPath_js_1.joinPath)(modules, '.pnpm', name, 'node_modules', 'diffgate'));
    }
    catch {
        return [];
    }
}
const START_FILE_LIMIT = 1024 * 1024;
const MAX_SOURCE_DEPTH = 4;
const MAX_SOURCED = 100;
function sourcedFiles(starts, home, mine) {
    const files = [];
    const folders = [];
    const seen = new Set();
    const ours = (p) => mine.some((d) => (0, realPath_js_1.isWithin)(p, d)) || writable(existingAncestor(node_path_1.posix.dirname(p)));
    const visit = (file, depth) => {
        if (seen.has(file))
            return;
        seen.add(file);
        if (seen.size > MAX_SOURCED + starts.length)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.tooManySourcedFiles(file, MAX_SOURCED));
        let text;
        try {
            text = readIfThere(file, START_FILE_LIMIT);
        }
        catch (e) {
            if (e instanceof readRegular_js_1.NotReadable)
                throw new failure_js_1.HookFailure(claude_js_1.claudeText.startFileNotRegular(file, e.message.slice(file.length + 1)));
            return;
        }
        if (text === undefined)
            return;
        for (const name of sourcedNames(text)) {
            const path = expandHome(name, home);
            if (path === undefined || !ours(path))
                continue;
            const wild = path.search(/[*?[]/);
            if (wild < 0) {
                if ((0, node_fs_1.statSync)(path, { throwIfNoEntry: false })?.isDirectory() === true)
                    continue;
                files.push(path);
                if (depth < MAX_SOURCE_DEPTH)
                    visit(path, depth + 1);
                continue;
            }
            const folder = node_path_1.posix.dirname(path.slice(0, wild + 1));
            if (!mine.some((d) => (0, realPath_js_1.isWithin)(d, folder))) {
                folders.push(folder);
                continue;
            }
            if (node_path_1.posix.dirname(path) !== folder)
                continue;
            const match = globPart(node_path_1.posix.basename(path));
            let names;
            try {
                names = (0, node_fs_1.readdirSync)(folder);
            }
            catch {
                continue;
            }
            for (const n of names.filter((n) => match.test(n))) {
                files.push((0, joinPath_js_1.joinPath)(folder, n));
                if (depth < MAX_SOURCE_DEPTH)
                    visit((0, joinPath_js_1.joinPath)(folder, n), depth + 1);
            }
        }
    };
    for (const start of starts)
        visit(start, 0);
    return { files, folders };
}
function sourcedNames(text) {
    const names = [];
    const word = `((?:"[^"]*"|'[^']*'|[^\\s;&|)"'])+)`;
    const sourcing = `(?:(?:builtin|command)\\s+)?(?:\\\\?\\.|source)`;
    const source = new RegExp(`(?:^|[;&|({!]|\\bthen|\\bdo|\\belse)\\s*${sourcing}\\s+${word}`, 'g');
    const lines = text.split('\n').map((raw) => raw.replace(/(^|\s)#.*$/, ''));
    for (const line of lines)
        for (const m of line.matchAll(source))
            names.push(m[1]);
    const body = lines.join('\n');
    const loop = /\bfor\s+(\w+)\s+in\s+([^;\n]*)[;\n]([\s\S]*?)\bdone\b/g;
    for (const m of body.matchAll(loop)) {
        const sourcesIt = new RegExp(`${sourcing}\\s+"?\\$\\{?${m[1]}\\}?"?(?:[\\s;&|)]|$)`, 'm');
        if (sourcesIt.test(m[3]))
            names.push(...(m[2].match(/(?:"[^"]*"|'[^']*'|[^\s"'])+/g) ?? []));
    }
    return names.map((n) => n.replace(/"([^"]*)"|'([^']*)'/g, '$1$2')).flatMap(braces);
}
function braces(name) {
    const m = /^(.*?)(?<!\$)\{([^{}]*,[^{}]*)\}(.*)$/.exec(name);
    return m ? m[2].split(',').map((alt) => `${m[1]}${alt}${m[3]}`) : [name];
}
function expandHome(name, home) {
    const m = /^(?:~|\$HOME|\$\{HOME\})(\/.*)?$/.exec(name);
    const path = m ? (0, joinPath_js_1.joinPath)(home, m[1] ?? '') : name;
    if (!path.startsWith('/') || /[$`]/.test(path))
        return undefined;
    return node_path_1.posix.normalize(path);
}
function globPart(glob) {
    let out = '';
    for (let i = 0; i < glob.length; i++) {
        const ch = glob[i];
        if (ch === '*')
            out += '[^/]*';
        else if (ch === '?')
            out += '[^/]';
        else if (ch === '[') {
            const end = glob.indexOf(']', i + 2);
            if (end < 0)
                out += '\\[';
            else {
                out += `[${glob
                    .slice(i + 1, end)
                    .replace(/^!/, '^')
                    .replace(/\\/g, '\\\\')}]`;
                i = end;
            }
        }
        else
            out += ch.replace(/[.+^${}()|\\]/g, '\\$&');
    }
    return new RegExp(glob.startsWith('.') ? `^${out}$` : `^(?!\\.)${out}$`);
}
const MAX_INCLUDE_DEPTH = 10;
const MAX_INCLUDED_CONFIGS = 100;
function readGitConfigs(configs, root, home) {
    const hooksPaths = [];
    const included = [];
    const seen = new Set();
    const visit = (config, depth) => {
        if (seen.has(config))
            return;
        seen.add(config);
        const read = readGitConfig(config);
        if (read === undefined)
            return;
        for (const value of read.hooksPaths) {
            hooksPaths.push(value.startsWith('~/') ? (0, joinPath_js_1.joinPath)(home, value.slice(2)) : node_path_1.posix.resolve(root, value));
        }
        for (const value of read.includes) {
            if (value.startsWith('~') && !value.startsWith('~/'))
                continue;
            if (value.startsWith('%(prefix)/'))
                continue;
            const path = value.startsWith('~/')
                ? (0, joinPath_js_1.joinPath)(home, value.slice(2))
                : node_path_1.posix.resolve(node_path_1.posix.dirname(config), value);
            if (!included.includes(path))
                included.push(path);
            if (included.length > MAX_INCLUDED_CONFIGS)
                throw new failure_js_1.HookFailure(claude_js_1.claudeText.tooManyGitIncludes(config, MAX_INCLUDED_CONFIGS));
            if (depth < MAX_INCLUDE_DEPTH)
                visit(path, depth + 1);
        }
    };
    for (const config of configs)
        visit(config, 0);
    return { hooksPaths, included };
}
function readGitConfig(config) {
    let text;
    try {
        text = readIfThere(config, CONFIG_LIMIT);
    }
    catch (e) {
        if (e instanceof readRegular_js_1.NotReadable)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.gitFileNotRegular(config, e.message.slice(config.length + 1)));
        return undefined;
    }
    if (text === undefined)
        return undefined;
    let section = '';
    const hooksPaths = [];
    const includes = [];
    for (const raw of text.split('\n')) {
        let line = raw.trim();
        const header = /^\[\s*([^\]\s"]+)[^\]]*\]/.exec(line);
        if (header) {
            section = header[1].toLowerCase();
            line = line.slice(header[0].length).trim();
        }
        const m = /^([A-Za-z][\w-]*)\s*=\s*(?:"([^"]*)"|([^#;]*?))\s*(?:[#;].*)?$/.exec(line);
        if (!m)
            continue;
        const key = m[1].toLowerCase();
        const value = (m[2] ?? m[3] ?? '').trim();
        if (!value)
            continue;
        if (section === 'core' && key === 'hookspath')
            hooksPaths.push(value);
        else if ((section === 'include' || section === 'includeif') && key === 'path')
            includes.push(value);
    }
    return { hooksPaths, includes };
}
function worktreeShape(path, root) {
    return (path.startsWith(`${root}/`) && /^[^/]+\/(?:commondir|gitdir|config\.worktree)$/.test(path.slice(root.length + 1)));
}
function worktreeDotGit(gitdirFile) {
    let text;
    try {
        text = readIfThere(gitdirFile, CONFIG_LIMIT);
    }
    catch (e) {
        if (e instanceof readRegular_js_1.NotReadable)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.gitFileNotRegular(gitdirFile, e.message.slice(gitdirFile.length + 1)));
        return undefined;
    }
    const named = text?.trim();
    return named === undefined || named === '' ? undefined : node_path_1.posix.resolve(node_path_1.posix.dirname(gitdirFile), named);
}
function readIfThere(path, limit) {
    let there = true;
    try {
        there = (0, node_fs_1.statSync)(path, { throwIfNoEntry: false }) !== undefined;
    }
    catch {
    }
    return there ? (0, readRegular_js_1.readRegularText)(path, limit) : undefined;
}
function commonDir(gitDir) {
    try {
        return node_path_1.posix.resolve(gitDir, (0, readRegular_js_1.readRegularText)((0, joinPath_js_1.joinPath)(gitDir, 'commondir'), CONFIG_LIMIT).trim());
    }
    catch (e) {
        if (e instanceof readRegular_js_1.NotReadable)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.gitFileNotRegular((0, joinPath_js_1.joinPath)(gitDir, 'commondir'), e.message.slice(e.path.length + 1)));
        return gitDir;
    }
}
function realPaths() {
    const known = new Map([['/', { real: '/', exists: true }]]);
    const links = new Set();
    let followed = 0;
    const look = (p) => {
        const seen = known.get(p);
        if (seen !== undefined)
            return seen;
        const [dir, name] = (0, joinPath_js_1.parentAndName)(p);
        const parent = look(dir);
        let real = (0, joinPath_js_1.joinPath)(parent.real, name);
        let exists = false;
        if (parent.exists) {
            let stat;
            try {
                stat = (0, node_fs_1.lstatSync)(p, { throwIfNoEntry: false });
            }
            catch {
                stat = undefined;
            }
            exists = stat !== undefined;
            if (stat?.isSymbolicLink()) {
                real = (0, realPath_js_1.realPathOf)(real);
                links.add(p);
                if (followed++ < 40) {
                    known.set(p, { real, exists });
                    try {
                        look(node_path_1.posix.resolve(parent.real, (0, node_fs_1.readlinkSync)(p)));
                    }
                    catch {
                    }
                }
            }
        }
        const out = { real, exists };
        known.set(p, out);
        return out;
    };
    return { real: (p) => look(p).real, links };
}
function ownPackageDir(script = process.argv[1]) {
    if (script !== process.argv[1])
        return readOwnPackageDir(script);
    ownDir ??= { dir: readOwnPackageDir(script) };
    return ownDir.dir;
}
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
    at(path) {
        return (this.set.files.find((f) => f === path && !this.set.manifests.has(f)) ??
            this.set.folders.find((d) => (0, realPath_js_1.isWithin)(path, d)) ??
            (shapeIn(this.set, path) === 'start' ? path : undefined));
    }
    removable(path) {
        for (const p of this.set.installed)
            if ((0, realPath_js_1.isWithin)(path, p))
                return true;
        return false;
    }
    under(dir) {
        return [...this.set.files, ...this.set.folders].filter((f) => f !== dir && (0, realPath_js_1.isWithin)(f, dir) && !this.set.installed.has(f) && !this.set.manifests.has(f));
    }
}
exports.GatePaths = GatePaths;


/***/ }),

/***/ 7987:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.joinPath = joinPath;
exports.parentAndName = parentAndName;
const node_path_1 = __webpack_require__(6760);
const NOT_NORMAL = /\/\/|(?:^|\/)\.\.?(?:\/|$)/;
function joinPath(...parts) {
    let joined = '';
    for (const part of parts)
        if (part.length > 0)
            joined = joined === '' ? part : `${joined}/${part}`;
    return joined === '' || NOT_NORMAL.test(joined) ? node_path_1.posix.join(...parts) : joined;
}
function parentAndName(path) {
    const cut = path.lastIndexOf('/');
    if (cut === -1 || path[0] !== '/' || cut === path.length - 1 || NOT_NORMAL.test(path))
        return [node_path_1.posix.dirname(path), node_path_1.posix.basename(path)];
    return [cut === 0 ? '/' : path.slice(0, cut), path.slice(cut + 1)];
}


/***/ }),

/***/ 6014:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CATASTROPHIC_FORMS = void 0;
exports.whereOf = whereOf;
exports.catastrophesIn = catastrophesIn;
exports.forkBombsOf = forkBombsOf;
exports.withForkBombs = withForkBombs;
exports.catastrophicText = catastrophicText;
exports.catastrophicArgv = catastrophicArgv;
exports.braceList = braceList;
exports.normalise = normalise;
exports.isForkBomb = isForkBomb;
const picomatch_1 = __importDefault(__webpack_require__(4006));
const argWord_js_1 = __webpack_require__(3681);
const findDeletes_js_1 = __webpack_require__(7624);
const forkBomb_js_1 = __webpack_require__(2045);
const procPath_js_1 = __webpack_require__(5406);
const removeFiles_js_1 = __webpack_require__(7890);
const rawCommands_js_1 = __webpack_require__(8069);
exports.CATASTROPHIC_FORMS = [
    'rm -rf /',
    'rm -rf /*',
    'rm -rf ~',
    'rm -rf $HOME',
    ':(){ :|:& };:',
];
function whereOf(segment, home) {
    return {
        ...(home !== undefined ? { home } : {}),
        ...(segment.dirs ? { dirs: segment.dirs } : {}),
        written: segment.text,
    };
}
function catastrophesIn(input) {
    const found = [...catastrophicText(input.text), ...forkBombsOf(input.calls ?? [])];
    for (const s of input.segments) {
        const form = catastrophicArgv(s.argv, whereOf(s, input.home));
        if (form)
            found.push({ form, text: s.text });
    }
    return found.filter((c, i) => found.findIndex((d) => d.form === c.form && d.text === c.text) === i);
}
function forkBombsOf(calls) {
    const bomb = calls.length === 0 ? undefined : (0, forkBomb_js_1.forkBombOfCalls)(calls);
    return bomb === undefined ? [] : [{ form: ':(){ :|:& };:', text: bomb }];
}
function withForkBombs(verdict, calls) {
    const bombs = forkBombsOf(calls).filter((b) => !verdict.catastrophes.some((c) => c.form === b.form));
    if (bombs.length === 0)
        return verdict;
    return { ...verdict, decision: 'deny', catastrophes: [...verdict.catastrophes, ...bombs] };
}
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
    if (program === 'cmake')
        return cmakeForm(words.slice(1), where);
    if (program === 'tar' || program === 'zip')
        return archiverForm(program, words.slice(1), where);
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
    if (!recursive)
        return undefined;
    for (const op of operands) {
        const form = operandForm(op, where);
        if (form)
            return form;
    }
    return undefined;
}
function archiverForm(program, args, where) {
    const texts = args.map((w) => (0, argWord_js_1.known)(w));
    const removes = program === 'tar'
        ? texts.some(removeFiles_js_1.isRemoveFilesOption)
        : texts.some((t) => t !== undefined && (/^-[a-zA-Z]*m/.test(t) || (t.length >= 4 && '--move'.startsWith(t)))) &&
            texts.some((t) => t !== undefined && (/^-[a-zA-Z]*[rR]/.test(t) || (t.length >= 5 && '--recurse-paths'.startsWith(t))));
    if (!removes)
        return undefined;
    for (const [k, op] of args.entries()) {
        if (texts[k]?.startsWith('-'))
            continue;
        const form = operandForm(op, where);
        if (form)
            return form;
    }
    return undefined;
}
function cmakeForm(args, where) {
    if ((0, argWord_js_1.known)(args[0]) !== '-E')
        return undefined;
    const sub = (0, argWord_js_1.known)(args[1]);
    const rest = args.slice(2);
    if (sub === 'rm' || sub === 'remove_directory') {
        let recursive = sub === 'remove_directory';
        let options = sub === 'rm';
        const operands = [];
        for (const w of rest) {
            const text = (0, argWord_js_1.known)(w);
            if (options && text === '--')
                options = false;
            else if (options && text?.startsWith('-') && text.length > 1)
                recursive ||= /[rR]/.test(text);
            else
                operands.push(w);
        }
        if (!recursive)
            return undefined;
        for (const op of operands) {
            const form = operandForm(op, where);
            if (form)
                return form;
        }
        return undefined;
    }
    if (sub === 'time')
        return catastrophicArgv(rest, where);
    if (sub === 'chdir') {
        const dir = (0, argWord_js_1.known)(rest[0]);
        return catastrophicArgv(rest.slice(1), { ...where, dirs: dir?.startsWith('/') ? [dir] : [null] });
    }
    if (sub === 'env') {
        let k = 0;
        while (k < rest.length && /^([A-Za-z_][A-Za-z0-9_]*=|--unset=|--modify=|-)/.test((0, argWord_js_1.known)(rest[k]) ?? ''))
            k++;
        return catastrophicArgv(rest.slice(k), where);
    }
    return undefined;
}
function peelRaw(argv) {
    const texts = argv.map((w) => (0, argWord_js_1.known)(w));
    if (texts.some((t) => t === undefined))
        return argv;
    const peeled = (0, rawCommands_js_1.peelWrappers)(texts);
    return argv.slice(argv.length - peeled.length);
}
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
function operandForm(op, where) {
    const texts = typeof op === 'object' && op !== null && 'glob' in op ? [op.glob] : ((0, argWord_js_1.candidates)(op) ?? []);
    for (const text of texts.flatMap((t) => braceList(t))) {
        const form = textForm(text, where);
        if (form)
            return form;
    }
    return undefined;
}
const MAX_BRACE_WORDS = 64;
function braceList(text) {
    const out = [];
    const work = [text];
    while (work.length > 0) {
        const t = work.pop();
        const group = firstList(t);
        if (!group) {
            out.push(t);
            continue;
        }
        const [open, close] = group;
        const alternatives = t.slice(open + 1, close).split(',');
        if (out.length + work.length + alternatives.length > MAX_BRACE_WORDS) {
            for (const rest of [t, ...work])
                out.push(rest.replace(/\{[^{}]*\}/g, '*'));
            break;
        }
        for (const alternative of alternatives)
            work.push(t.slice(0, open) + alternative + t.slice(close + 1));
    }
    return out;
}
function firstList(text) {
    let open = -1;
    let comma = false;
    for (let k = 0; k < text.length; k++) {
        const c = text[k];
        if (c === '{') {
            open = k;
            comma = false;
        }
        else if (c === ',' && open !== -1)
            comma = true;
        else if (c === '}' && open !== -1) {
            if (comma)
                return [open, k];
            open = -1;
        }
    }
    return undefined;
}
const HOME_WORD = /^(~[A-Za-z0-9._-]*|\$HOME|\$\{HOME(?:[^}]*)\})(\/.*)?$/;
const SOME_HOME = '/home/\0';
function textForm(written, where) {
    const text = (0, procPath_js_1.procOperand)(written, where.dirs);
    if (text === 'unknown')
        return 'rm -rf /';
    const symbolic = HOME_WORD.exec(text);
    if (symbolic) {
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
        if (globHoldsHome(p, where.home))
            return 'rm -rf $HOME';
        const homes = [...(where.home !== undefined ? [normalise(where.home)] : []), ...someHomes(p)];
        if (homes.some((home) => home !== '/' && holdsHome(p, home)))
            return /~/.test(where.written ?? '') && !/\$\{?HOME/.test(where.written ?? '') ? 'rm -rf ~' : 'rm -rf $HOME';
    }
    return undefined;
}
function holdsHome(p, home) {
    const dir = everything(p) ? posix(p) : p;
    return dir === '/' || dir === home || home.startsWith(`${dir}/`);
}
function everything(p) {
    const last = p.slice(p.lastIndexOf('/') + 1);
    return last.includes('*') && /^[*?.]+$/.test(last.replace(/\[[^\]]*\]/g, ''));
}
const HOME_FOLDERS = ['/home', '/root', '/Users'];
function globHoldsHome(p, home) {
    if (!/[*?[]/.test(p))
        return false;
    const candidates = [...HOME_FOLDERS, ...(home !== undefined ? [home] : [])];
    const ancestors = candidates.flatMap((c) => c.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/')));
    const matches = (0, picomatch_1.default)(p, { dot: true });
    return [...candidates, ...ancestors].some((c) => c !== '' && c !== '/' && matches(c));
}
function posix(p) {
    const at = p.lastIndexOf('/');
    return at <= 0 ? '/' : p.slice(0, at);
}
function someHomes(p) {
    const m = /^\/(home|Users)\/([^/]+)/.exec(p);
    return ['/root', ...(m ? [`/${m[1]}/${m[2]}`] : ['/home/\0', '/Users/\0'])];
}
function findForm(args, where) {
    const texts = args.map((w) => (0, argWord_js_1.known)(w));
    const starts = [];
    let k = 0;
    for (; k < args.length; k++) {
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
    let form;
    for (const op of starts) {
        const text = (0, argWord_js_1.known)(op);
        form =
            operandForm(op, where) ?? (text === undefined ? undefined : operandForm(`${text.replace(/\/+$/, '')}/*`, where));
        if (form)
            break;
    }
    if (form === undefined)
        return undefined;
    const startTexts = starts.map((s) => (0, argWord_js_1.known)(s)).filter((s) => s !== undefined);
    return (0, findDeletes_js_1.findDeletesUnselected)(args.slice(k), startTexts.slice(0, 4), where.home) ? form : undefined;
}
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
function isForkBomb(code) {
    return (0, forkBomb_js_1.forkBombIn)(code) !== undefined;
}


/***/ }),

/***/ 7624:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.findDeletesUnselected = findDeletesUnselected;
exports.fnmatch = fnmatch;
const argWord_js_1 = __webpack_require__(3681);
const rawCommands_js_1 = __webpack_require__(8069);
const PASS = { t: true, f: false, del: false };
const FAIL = { t: false, f: true, del: false };
const EITHER = { t: true, f: true, del: false };
const PASS_BARE = new Set([
    '-depth',
    '-d',
    '-ignore_readdir_race',
    '-noignore_readdir_race',
    '-mount',
    '-xdev',
    '-noleaf',
    '-daystart',
    '-follow',
    '-warn',
    '-nowarn',
    '-true',
    '-print',
    '-print0',
    '-ls',
    '-prune',
    '-quit',
    '-readable',
    '-writable',
    '-help',
    '--help',
    '-version',
    '--version',
]);
const SELECT_BARE = new Set(['-empty', '-executable', '-nogroup', '-nouser', '-false']);
const PASS_VALUED = new Set([
    '-maxdepth',
    '-mindepth',
    '-regextype',
    '-files0-from',
    '-fls',
    '-fprint',
    '-fprint0',
    '-printf',
    '-type',
    '-xtype',
    '-user',
    '-group',
    '-uid',
    '-gid',
    '-fstype',
    '-context',
]);
const SELECT_VALUED = new Set(['-newer', '-anewer', '-cnewer', '-samefile', '-lname', '-ilname']);
const EXEC = new Set(['-exec', '-execdir', '-ok', '-okdir']);
const DAYS = new Set(['-mtime', '-atime', '-ctime', '-used']);
const MINUTES = new Set(['-mmin', '-amin', '-cmin']);
const MAX_DEPTH = 200;
const MAX_PATTERN = 1024;
const PROBES = [
    '.ssh/id_rsa',
    'work/src/main.c',
    '.bashrc',
    'Documents/report.pdf',
    'a',
    'work/README.md',
    'notes.txt',
    'work/x.pyc',
    'work/node_modules/lib/index.js',
    'Makefile',
    'Pictures/photo-2024.jpg',
    '.config/app/settings.json',
];
class Unreadable extends Error {
}
function findDeletesUnselected(expression, starts, home) {
    if (!mayDelete(expression))
        return false;
    const reader = new Reader(expression, starts, home);
    try {
        const out = reader.comma(0);
        if (reader.at < expression.length)
            throw new Unreadable();
        return out.del;
    }
    catch (e) {
        if (!(e instanceof Unreadable))
            throw e;
        return mayDelete(expression);
    }
}
function mayDelete(expression) {
    for (let k = 0; k < expression.length; k++) {
        const t = (0, argWord_js_1.known)(expression[k]);
        if (t === '-delete')
            return true;
        if (t !== undefined && EXEC.has(t) && execDeletes(expression, k + 1).deletes)
            return true;
    }
    return false;
}
function execDeletes(words, from) {
    const command = [];
    let k = from;
    for (; k < words.length; k++) {
        const t = (0, argWord_js_1.known)(words[k]);
        if (t === ';' || (t === '+' && k > from && (0, argWord_js_1.known)(words[k - 1]) === '{}'))
            break;
        command.push(t);
    }
    if (k >= words.length)
        return { deletes: true, end: k };
    const head = [];
    for (const t of command) {
        if (t === undefined)
            break;
        head.push(t);
    }
    const peeled = (0, rawCommands_js_1.peelWrappers)(head);
    if (peeled.length === 0)
        return { deletes: head.length < command.length || command.length === 0, end: k + 1 };
    const name = (0, argWord_js_1.programName)(peeled[0]);
    if (name === 'busybox')
        return { deletes: deleter((0, argWord_js_1.programName)(peeled[1] ?? '')), end: k + 1 };
    if (deleter(name))
        return { deletes: true, end: k + 1 };
    if (rawCommands_js_1.SHELL_NAMES.has(name)) {
        const at = peeled.findIndex((w, i) => i > 0 && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w));
        const body = at === -1 ? undefined : peeled[at + 1];
        const unknownBody = at !== -1 && body === undefined && head.length < command.length;
        return {
            deletes: unknownBody || (body !== undefined && /(^|[\s;&|(`])(\S*\/)?(rm|shred|unlink)(\s|$)/.test(body)),
            end: k + 1,
        };
    }
    return { deletes: false, end: k + 1 };
}
const deleter = (name) => name === 'rm' || name === 'shred' || name === 'unlink';
class Reader {
    words;
    starts;
    home;
    at = 0;
    constructor(words, starts, home) {
        this.words = words;
        this.starts = starts;
        this.home = home;
    }
    peek() {
        if (this.at >= this.words.length)
            return null;
        return (0, argWord_js_1.known)(this.words[this.at]);
    }
    comma(depth) {
        let out = this.or(depth);
        while (this.peek() === ',') {
            this.at++;
            const right = this.or(depth);
            out = { t: right.t, f: right.f, del: out.del || right.del };
        }
        return out;
    }
    or(depth) {
        let out = this.and(depth);
        for (let p = this.peek(); p === '-o' || p === '-or'; p = this.peek()) {
            this.at++;
            const right = this.and(depth);
            out = { t: out.t || (out.f && right.t), f: out.f && right.f, del: out.del || (out.f && right.del) };
        }
        return out;
    }
    and(depth) {
        let out = this.not(depth);
        for (let p = this.peek(); p !== null && p !== ')' && p !== '-o' && p !== '-or' && p !== ','; p = this.peek()) {
            if (p === '-a' || p === '-and')
                this.at++;
            const right = this.not(depth);
            out = { t: out.t && right.t, f: out.f || (out.t && right.f), del: out.del || (out.t && right.del) };
        }
        return out;
    }
    not(depth) {
        if (depth > MAX_DEPTH)
            throw new Unreadable();
        const p = this.peek();
        if (p === '!' || p === '-not') {
            this.at++;
            const inner = this.not(depth + 1);
            return { t: inner.f, f: inner.t, del: inner.del };
        }
        if (p === '(') {
            this.at++;
            const inner = this.comma(depth + 1);
            if (this.peek() !== ')')
                throw new Unreadable();
            this.at++;
            return inner;
        }
        return this.primary();
    }
    primary() {
        const word = this.peek();
        if (word === null || word === undefined || !word.startsWith('-'))
            throw new Unreadable();
        this.at++;
        if (word === '-delete')
            return { ...EITHER, del: true };
        if (EXEC.has(word)) {
            const { deletes, end } = execDeletes(this.words, this.at);
            if (end > this.words.length)
                throw new Unreadable();
            this.at = end;
            return { ...EITHER, del: deletes };
        }
        if (PASS_BARE.has(word))
            return PASS;
        if (SELECT_BARE.has(word))
            return FAIL;
        if (word === '-fprintf') {
            if (this.at + 2 > this.words.length)
                throw new Unreadable();
            this.at += 2;
            return PASS;
        }
        if (this.at >= this.words.length)
            throw new Unreadable();
        const operand = this.words[this.at++];
        if (PASS_VALUED.has(word))
            return PASS;
        if (SELECT_VALUED.has(word) || /^-newer[amcBt][amcBt]$/.test(word))
            return FAIL;
        const texts = (0, argWord_js_1.candidates)(operand) ?? ((0, argWord_js_1.written)(operand) !== undefined ? [(0, argWord_js_1.written)(operand)] : undefined);
        if (texts === undefined)
            return EITHER;
        const passes = texts.map((text) => this.test(word, text));
        if (passes.every((p) => p === 'select'))
            return FAIL;
        return passes.every((p) => p === 'pass') ? PASS : EITHER;
    }
    test(name, operand) {
        const verdict = (every) => (every ? 'pass' : 'select');
        if (/^-i?name$/.test(name))
            return verdict(mostMatch(fnmatch(operand, name[1] === 'i'), names()));
        if (/^-i?(path|wholename)$/.test(name))
            return verdict(mostMatch(fnmatch(operand, name[1] === 'i'), this.paths()));
        if (/^-i?regex$/.test(name)) {
            const res = regexes(operand, name[1] === 'i');
            return verdict(res === undefined || res.some((re) => mostMatch(re, this.paths())));
        }
        if (name === '-perm')
            return verdict(everyPerm(operand));
        if (name === '-size' || name === '-links' || name === '-inum' || DAYS.has(name) || MINUTES.has(name))
            return verdict(everyNumber(name, operand));
        throw new Unreadable();
    }
    paths() {
        const bases = [...this.starts, ...(this.home !== undefined ? [this.home] : [])].map((s) => s.replace(/\/+$/, ''));
        return (bases.length > 0 ? bases : ['/home/u']).flatMap((b) => PROBES.map((p) => `${b}/${p}`));
    }
}
const names = () => PROBES.map((p) => p.slice(p.lastIndexOf('/') + 1));
function mostMatch(re, probes) {
    return probes.filter((p) => re.test(p)).length * 2 > probes.length;
}
function fnmatch(pattern, ignoreCase) {
    if (pattern.length > MAX_PATTERN)
        return /[\s\S]*/;
    let out = '';
    for (let k = 0; k < pattern.length; k++) {
        const c = pattern[k];
        if (c === '*')
            out += '[\\s\\S]*';
        else if (c === '?')
            out += '[\\s\\S]';
        else if (c === '\\' && k + 1 < pattern.length)
            out += escape(pattern[++k]);
        else if (c === '[') {
            let end = k + 1;
            if (pattern[end] === '!' || pattern[end] === '^')
                end++;
            if (pattern[end] === ']')
                end++;
            while (end < pattern.length && pattern[end] !== ']') {
                const kind = pattern[end] === '[' ? pattern[end + 1] : undefined;
                const close = kind === ':' || kind === '=' || kind === '.' ? pattern.indexOf(`${kind}]`, end + 2) : -1;
                end = close === -1 ? end + 1 : close + 2;
            }
            if (end >= pattern.length) {
                out += '\\[';
                continue;
            }
            const body = pattern.slice(k + 1, end);
            if (body.includes('[:') || body.includes('[=') || body.includes('[.'))
                out += '[\\s\\S]';
            else {
                const negated = body.startsWith('!') || body.startsWith('^');
                const chars = (negated ? body.slice(1) : body).replace(/[\\\]^]/g, '\\$&');
                out += `[${negated ? '^' : ''}${chars}]`;
            }
            k = end;
        }
        else
            out += escape(c);
    }
    try {
        return new RegExp(`^${out}$`, ignoreCase ? 'i' : '');
    }
    catch {
        return /[\s\S]*/;
    }
}
const escape = (c) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
function regexes(pattern, ignoreCase) {
    if (pattern.length > MAX_PATTERN)
        return undefined;
    const emacs = pattern.replace(/\\([()|{}])|([()|{}])/g, (_m, escaped, plain) => escaped !== undefined ? escaped : `\\${plain}`);
    const out = [];
    for (const source of [emacs, pattern]) {
        if (/\)[*+?{]/.test(source) || (source.match(/[*+]|\{\d*,\}/g) ?? []).length > 3)
            return undefined;
        try {
            out.push(new RegExp(`^(?:${source})$`, ignoreCase ? 'i' : ''));
        }
        catch {
        }
    }
    return out.length === 0 ? undefined : out;
}
function everyPerm(operand) {
    const m = /^([-/+]?)(.*)$/.exec(operand);
    if (m[1] === '')
        return false;
    const bits = modeBits(m[2]);
    if (bits === undefined)
        return true;
    if (m[1] === '-')
        return (bits & ~0o600) === 0;
    return bits === 0 || (bits & 0o600) !== 0;
}
function modeBits(mode) {
    if (/^[0-7]+$/.test(mode))
        return Number.parseInt(mode, 8);
    let bits = 0;
    for (const clause of mode.split(',')) {
        const c = /^([ugoa]*)([-+=])([rwxXst]*)$/.exec(clause);
        if (!c)
            return undefined;
        if (c[2] === '-')
            continue;
        const who = c[1] === '' || c[1].includes('a') ? 'ugo' : c[1];
        for (const w of who) {
            const shift = w === 'u' ? 6 : w === 'g' ? 3 : 0;
            for (const p of c[3]) {
                if (p === 'r')
                    bits |= 4 << shift;
                if (p === 'w')
                    bits |= 2 << shift;
                if (p === 'x' || p === 'X')
                    bits |= 1 << shift;
            }
        }
        if (/[st]/.test(c[3]))
            bits |= 0o7000;
    }
    return bits;
}
const UNITS = { b: 512, c: 1, w: 2, k: 1024, M: 1024 ** 2, G: 1024 ** 3 };
function everyNumber(name, operand) {
    const m = /^([+-]?)(\d+)([bcwkMG]?)$/.exec(operand);
    if (!m)
        return true;
    const [, sign, digits, unit] = m;
    const n = Number(digits);
    if (name === '-inum')
        return sign !== '';
    if (name === '-links')
        return (sign === '+' && n === 0) || (sign === '-' && n >= 2) || (sign === '' && n === 1);
    if (sign === '+')
        return n === 0 && name === '-size';
    if (sign !== '-')
        return false;
    if (name === '-size')
        return (n - 1) * UNITS[unit || 'b'] >= 1024 ** 3;
    if (DAYS.has(name))
        return n >= 3650;
    return n >= 3650 * 1440;
}


/***/ }),

/***/ 5406:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.procRoute = procRoute;
exports.procOperand = procOperand;
const picomatch_1 = __importDefault(__webpack_require__(4006));
const SELF = /^(self|thread-self|\$\$|\$\{\$\}|\$BASHPID|\$\{BASHPID\})$/;
function procRoute(path) {
    if (!path.startsWith('/'))
        return undefined;
    const segments = path.split('/');
    const out = [];
    for (let i = 0; i < segments.length; i++) {
        const s = segments[i];
        if (s === '' || s === '.')
            continue;
        if (s === '..') {
            if (out.length === 2 && may(out[0], 'dev') && may(out[1], 'fd')) {
                if (out.some(isGlob))
                    return { via: 'other' };
                out.splice(0, 2, 'proc', 'self');
            }
            else
                out.pop();
            continue;
        }
        out.push(out.length === 1 && out[0] === 'proc' && SELF.test(s) ? 'self' : s);
        const last = out.at(-1);
        if (!may(out[0], 'proc') || !(may(last, 'cwd') || may(last, 'root')))
            continue;
        if (out.length === 5 && may(out[2], 'task'))
            return { via: 'other' };
        if (out.length !== 3)
            continue;
        if (out[1] !== 'self' || out.some(isGlob))
            return { via: 'other' };
        return { via: last, rest: segments.slice(i + 1).join('/') };
    }
    return undefined;
}
const isGlob = (s) => /[*?[]/.test(s);
function may(segment, name) {
    if (segment === undefined)
        return false;
    if (segment === name)
        return true;
    return isGlob(segment) && (0, picomatch_1.default)(segment, { dot: true })(name);
}
function procOperand(text, dirs) {
    const route = procRoute(text);
    if (route === undefined)
        return text;
    if (route.via === 'other')
        return 'unknown';
    if (route.via === 'root')
        return `/${route.rest}`;
    const rest = route.rest === '' ? '.' : route.rest;
    if ((dirs ?? []).some((d) => d !== null))
        return rest;
    const parts = rest.split('/').filter((p) => p !== '' && p !== '.');
    const climbs = parts.includes('..');
    const all = parts.length === 0 || /^[*?.]*\*[*?.]*$/.test(parts.at(-1).replace(/\[[^\]]*\]/g, ''));
    return climbs || all ? 'unknown' : rest;
}


/***/ }),

/***/ 7890:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isRemoveFilesOption = isRemoveFilesOption;
function isRemoveFilesOption(word) {
    return word !== undefined && word.length >= 5 && '--remove-files'.startsWith(word);
}


/***/ }),

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

/***/ 7976:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Protection = void 0;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const picomatch_1 = __importDefault(__webpack_require__(4006));
const pathIndex_js_1 = __webpack_require__(1079);
const secrets_js_1 = __webpack_require__(1359);
const exists_js_1 = __webpack_require__(7880);
const displayPath_js_1 = __webpack_require__(1563);
const gatePaths_js_1 = __webpack_require__(5879);
const realPath_js_1 = __webpack_require__(5727);
const GUARDED = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate', 'deny']);
const EXISTING_ONLY = new Set(['freeze', 'invariant', 'append']);
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
    exact(abs, tree, removes = false) {
        const found = [];
        if (removes && (0, exists_js_1.statOrUndefined)(abs, 'nofollow')?.isSymbolicLink()) {
            const link = node_path_1.posix.join(realPathOrMissing(node_path_1.posix.dirname(abs)), node_path_1.posix.basename(abs));
            for (const p of link === abs ? [abs] : [abs, link])
                found.push(...this.file(p));
            return dedupe(found);
        }
        const real = realPathOrMissing(abs);
        for (const p of real === abs ? [abs] : [abs, real]) {
            found.push(...this.file(p));
            if (tree)
                found.push(...this.under(p, null, false, removes));
        }
        return dedupe(found);
    }
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
    children(dir, base) {
        const real = realPathOrMissing(dir);
        const found = [];
        for (const p of real === dir ? [dir] : [dir, real])
            found.push(...this.under(p, base, true, false, true));
        return dedupe(found);
    }
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
    under(dir, base, includeCreations = false, removes = false, childrenOnly = false) {
        const { place, rules } = this.ctx;
        const matches = base === null ? () => true : (0, picomatch_1.default)(base, { ...pathIndex_js_1.GLOB_OPTIONS, dot: true });
        const reached = (p) => !childrenOnly || node_path_1.posix.dirname(p) === dir;
        const found = [];
        if (place.gitDir) {
            const hooks = node_path_1.posix.join(place.gitDir, 'hooks');
            if ((0, realPath_js_1.isWithin)(dir, place.gitDir))
                return [
                    { kind: (0, realPath_js_1.isWithin)(dir, hooks) || (0, realPath_js_1.isWithin)(hooks, dir) ? 'git-hooks' : 'git', path: (0, displayPath_js_1.displayPath)(dir, place) },
                ];
            if ((0, realPath_js_1.isWithin)(place.gitDir, dir) && reached(place.gitDir)) {
                if (base === null)
                    found.push({ kind: 'git', path: (0, displayPath_js_1.displayPath)(place.gitDir, place) });
                else if ([...HOOK_NAMES, 'config'].some((h) => matches(h)))
                    found.push({ kind: 'git-hooks', path: (0, displayPath_js_1.displayPath)(hooks, place) });
            }
        }
        for (const file of [rules.repoFile, ...rules.userFiles]) {
            if ((0, realPath_js_1.isWithin)(file, dir) && reached(file) && matches(node_path_1.posix.basename(file)))
                found.push({ kind: 'manifest', path: (0, displayPath_js_1.displayPath)(file, place) });
        }
        const gate = this.gates.at(dir);
        if (gate !== undefined)
            found.push({ kind: 'gate-file', path: (0, displayPath_js_1.displayPath)(gate, place) });
        for (const f of this.gates.under(dir))
            if (reached(f) && matches(node_path_1.posix.basename(f)))
                found.push({ kind: 'gate-file', path: (0, displayPath_js_1.displayPath)(f, place) });
        const inRepo = (0, realPath_js_1.isWithin)(dir, place.root);
        const rel = inRepo ? node_path_1.posix.relative(place.root, dir) : dir.replace(/^\/+/, '');
        const reachable = this.guardedRules.filter((r) => (inRepo ? !r.pattern.startsWith('/') && rules.repo.rules.includes(r) : rules.outside.rules.includes(r)) &&
            patternReaches(r.pattern, rel));
        if (reachable.length === 0)
            return found;
        const listed = listFiles(dir, LIST_LIMIT, childrenOnly);
        if (listed === undefined) {
            for (const rule of reachable)
                if (!(removes && rule.kind === 'deny'))
                    found.push({ kind: 'rule', rule, path: rule.pattern });
            return found;
        }
        for (const f of listed)
            if (matches(node_path_1.posix.basename(f)))
                found.push(...this.file(f).filter((x) => x.kind !== 'gate-file' || !this.gates.removable(f)));
        if (includeCreations) {
            for (const rule of reachable) {
                if (EXISTING_ONLY.has(rule.kind))
                    continue;
                if (childrenOnly &&
                    !picomatch_1.default.scan(rule.pattern).isGlob &&
                    node_path_1.posix.dirname(rule.pattern.replace(/^\/+/, '')) !== (rel || '.'))
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
function patternReaches(pattern, rel) {
    if (rel === '')
        return true;
    const scan = picomatch_1.default.scan(pattern);
    if (!scan.isGlob)
        return pattern.startsWith(`${rel}/`) || pattern === rel;
    const base = scan.base;
    return base === '' || base === rel || base.startsWith(`${rel}/`) || rel.startsWith(`${base}/`);
}
function lastSegmentMayMatch(last, base, matchesBase) {
    if (last === '**' || last === '*')
        return true;
    if (!picomatch_1.default.scan(last).isGlob)
        return matchesBase(last);
    if (!picomatch_1.default.scan(base).isGlob)
        return (0, picomatch_1.default)(last, { ...pathIndex_js_1.GLOB_OPTIONS, dot: true })(base);
    const a = starSuffix(last);
    const b = starSuffix(base);
    if (a !== undefined && b !== undefined)
        return a.endsWith(b) || b.endsWith(a);
    return true;
}
function starSuffix(glob) {
    const m = /^\*((?:\\.|[^*?[\]{}()!+@\\])*)$/.exec(glob);
    return m ? m[1].replace(/\\(.)/g, '$1') : undefined;
}
function listFiles(dir, limit, childrenOnly = false) {
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
                continue;
            return undefined;
        }
        for (const e of entries) {
            if (++seen > limit)
                return undefined;
            const p = node_path_1.posix.join(d, e.name);
            if (e.name === '.git')
                continue;
            if (e.isDirectory()) {
                if (!childrenOnly)
                    queue.push(p);
            }
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
const quoteCommand = (text) => JSON.stringify(text.length > 120 ? `${text.slice(0, 117)}...` : text);
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

/***/ 1079:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PathIndex = exports.GLOB_OPTIONS = void 0;
exports.globMatcher = globMatcher;
exports.staticBase = staticBase;
exports.patternCovers = patternCovers;
const picomatch_1 = __importDefault(__webpack_require__(4006));
const rule_js_1 = __webpack_require__(4918);
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
            else {
                push(this.byBase, base, { rule });
                for (let slash = base.indexOf('/'); slash !== -1; slash = base.indexOf('/', slash + 1)) {
                    if (!this.byBase.has(base.slice(0, slash)))
                        this.byBase.set(base.slice(0, slash), []);
                }
                if (!this.byBase.has(''))
                    this.byBase.set('', []);
            }
        }
    }
    match(path) {
        let found;
        const literal = this.literal.get(path);
        if (literal)
            found = [...literal];
        if (this.byBase.size > 0) {
            let end = -1;
            for (;;) {
                const entries = this.byBase.get(end === -1 ? '' : path.slice(0, end));
                if (!entries)
                    break;
                for (const entry of entries) {
                    entry.test ??= compile(entry.rule);
                    if (entry.test(path))
                        (found ??= []).push(entry.rule);
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
const matchers = new Map();
function globMatcher(pattern) {
    let test = matchers.get(pattern);
    if (!test)
        matchers.set(pattern, (test = (0, picomatch_1.default)(pattern, exports.GLOB_OPTIONS)));
    return test;
}
function compile(rule) {
    try {
        return globMatcher(rule.pattern);
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
function staticBase(pattern) {
    if (!GLOB_CHARS.test(pattern))
        return pattern;
    const segments = pattern.split('/');
    const first = segments.findIndex((s) => GLOB_CHARS.test(s));
    return segments.slice(0, first).join('/');
}
function patternCovers(wider, narrower) {
    if (wider === narrower)
        return true;
    if ((0, rule_js_1.isOutsidePattern)(wider) !== (0, rule_js_1.isOutsidePattern)(narrower))
        return false;
    if (staticBase(narrower) !== narrower)
        return wider === '**';
    return globMatcher(wider)(narrower);
}


/***/ }),

/***/ 1359:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NOT_SECRET = exports.SECRET_SEGMENTS = void 0;
exports.secretSegment = secretSegment;
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
exports.NOT_SECRET = /^(?:\.env(?:\.[^.]+)*\.(?:example|sample|template)|secrets(?:\.[^.]+)*\.(?:[cm]?[jt]sx?|py|rb|go|rs|java|kt|kts|scala|swift|c|h|cc|cpp|hpp|cs|php|dart|ex|exs|lua|vue|svelte))$/;
let isSecretSegment;
const NEEDLES = exports.SECRET_SEGMENTS.map((p) => /[?[\]{}()!+@\\]/.test(p) ? '' : p.split('*').reduce((a, b) => (b.length > a.length ? b : a), ''));
function secretSegment(path) {
    return path.split('/').find((segment) => {
        if (!NEEDLES.some((needle) => segment.includes(needle)))
            return false;
        isSecretSegment ??= (0, picomatch_1.default)([...exports.SECRET_SEGMENTS], pathIndex_js_1.GLOB_OPTIONS);
        return isSecretSegment(segment) && !exports.NOT_SECRET.test(segment);
    });
}


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
