"use strict";
exports.id = "737-8466-9473";
exports.ids = ["737-8466-9473",737,8466,9473];
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


/***/ }),

/***/ 438:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commandSegments = commandSegments;
exports.commandWalk = commandWalk;
const parser_js_1 = __webpack_require__(2836);
const state_js_1 = __webpack_require__(6654);
const walk_js_1 = __webpack_require__(8466);
const segmentCollector_js_1 = __webpack_require__(2233);
async function commandSegments(command, place) {
    return (await commandWalk(command, place)).segments;
}
async function commandWalk(command, place) {
    const parser = await (0, parser_js_1.loadShellParser)();
    const collector = new segmentCollector_js_1.SegmentCollector();
    new walk_js_1.Walker(parser, { home: place.home, projectDir: place.projectDir }, collector).script(command, (0, state_js_1.initialState)(place.cwd));
    return { segments: collector.segments, calls: collector.calls };
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

/***/ 8968:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SHELLS = void 0;
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


/***/ })

};
