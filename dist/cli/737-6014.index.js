"use strict";
exports.id = "737-6014";
exports.ids = ["737-6014",737,6014];
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


/***/ })

};
