"use strict";
exports.id = 597;
exports.ids = [597];
exports.modules = {

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
    return { prefixes: primary.prefixes, alternates, entry: primary.entry, unknownOptions: primary.unknownOptions, unknownWord: primary.unknownWord };
}
/** The prefix as text (`git status`), unknown words as `?`. */
function prefixText(words) {
    return words.map((w) => (typeof w === 'string' ? w : w === null ? '?' : 'glob' in w ? w.glob : `{${w.oneOf.join(',')}}`)).join(' ');
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
        const rest = argv.slice(1).filter((w) => !(0, argWord_js_1.known)(w)?.startsWith('-')).slice(0, MAX_ARITY - 1);
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

/***/ 9312:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.compileCommandPattern = compileCommandPattern;
exports.matchPattern = matchPattern;
/**
 * The pattern of a command rule: positional tokens that must begin the canonical prefix (`a|b`
 * alternatives, `*` any one word) and flag tokens (starting with `-`) that must be present
 * anywhere in the command (`-f|--force`; `-rf` means both `-r` and `-f`). Compiling checks that
 * the pattern can match at all: a pattern naming more positional words than the prefix of its
 * program has could never match, so it is an error rather than a rule that silently never fires.
 */
const messages_js_1 = __webpack_require__(9392);
const argWord_js_1 = __webpack_require__(3681);
const arity_js_1 = __webpack_require__(5164);
/** The compiled pattern, or a sentence saying what is wrong and what was expected. */
function compileCommandPattern(text) {
    const tokens = text.split(/\s+/).filter((x) => x !== '');
    const positional = [];
    const flags = [];
    if (tokens.length === 0)
        return { error: messages_js_1.commandText.pattern.empty() };
    if (tokens[0].startsWith('-'))
        return { error: messages_js_1.commandText.pattern.startsWithFlag(tokens[0]) };
    for (const token of tokens) {
        const alternatives = token.split('|');
        if (alternatives.some((a) => a === ''))
            return { error: messages_js_1.commandText.pattern.emptyAlternative(token) };
        if (token.startsWith('-')) {
            if (!alternatives.every((a) => a.startsWith('-') && a.length > 1))
                return { error: messages_js_1.commandText.pattern.mixedFlag(token) };
            if (alternatives.some((a) => a.includes('=')))
                return { error: messages_js_1.commandText.pattern.flagValue(token) };
            flags.push(alternatives.map((a) => ({ exact: a, letters: !a.startsWith('--') && a.length > 2 ? [...a.slice(1)].map((l) => `-${l}`) : [] })));
            continue;
        }
        if (token === '*') {
            positional.push(null);
            continue;
        }
        if (alternatives.some((a) => a.startsWith('-')))
            return { error: messages_js_1.commandText.pattern.mixedFlag(token) };
        if (alternatives.some((a) => a.includes('*')))
            return { error: messages_js_1.commandText.pattern.partialStar(token) };
        if (positional.length === 0 && alternatives.some((a) => a.includes('/')))
            return { error: messages_js_1.commandText.pattern.programPath(token) };
        positional.push(alternatives);
    }
    const programs = positional[0];
    const wrapper = programs !== null && programs !== undefined && programs.some((p) => arity_js_1.WRAPPERS.has(p));
    if (wrapper && (positional.length > 1 || flags.length > 0 || !programs.every((p) => arity_js_1.WRAPPERS.has(p)))) {
        return { error: messages_js_1.commandText.pattern.wrapper(programs.filter((p) => arity_js_1.WRAPPERS.has(p)).join(', ')) };
    }
    const fit = fitsPrefix(positional);
    if (!fit.ok)
        return { error: messages_js_1.commandText.pattern.tooManyWords(text, positional.length, fit.prefix, fit.arity) };
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
    for (const token of pattern.flags) {
        const has = token.some((alt) => facts.flags.present.has(alt.exact) || (alt.letters.length > 0 && alt.letters.every((l) => facts.flags.present.has(l))));
        if (has)
            continue;
        if (!facts.flags.uncertain)
            return 'no';
        result = 'maybe';
    }
    return result;
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
    const canonical = (0, canonicalPrefix_js_1.canonicalPrefix)(segment.argv);
    const flags = (0, flagFacts_js_1.flagFacts)(segment.argv);
    const via = (segment.via ?? []).map(argWord_js_1.programName);
    const where = { ...(home !== undefined ? { home } : {}), ...(segment.dirs ? { dirs: segment.dirs } : {}), written: segment.text };
    const catastrophic = (0, catastrophic_js_1.catastrophicArgv)(segment.argv, where);
    if (catastrophic)
        return { segment, canonical, decision: 'deny', maybe: false, catastrophic };
    const facts = { canonical, flags, via };
    const matches = rules.map((rule) => ({ rule, match: (0, commandPattern_js_1.matchPattern)(rule.pattern, facts) })).filter((m) => m.match !== 'no');
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
    const found = (0, overrides_js_1.overridesIn)(segment.argv, canonical, flags);
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
const o = (prefix, options, reason, extra = {}) => ({ prefix, options, reason, ...extra });
exports.OVERRIDES = [
    o('git', ['-c', '--config-env', '--exec-path', '--git-dir', '--work-tree'], 'configuration and exec-path overrides can make git run other programs (core.pager, core.sshCommand, alias.*, another repository\'s hooks)'),
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
    o('make', ['--eval', '-E', '-f', '--file', '--makefile'], 'these add or replace the recipes make runs', { variables: true }),
    o('ssh', ['-o', '-F'], 'options and config files can set ProxyCommand or LocalCommand'),
    o('scp', ['-o', '-F', '-S'], 'options can set ProxyCommand or the program used as ssh'),
    o('rsync', ['-e', '--rsh', '--rsync-path'], 'these choose the programs rsync runs'),
    o('tar', ['--to-command', '--use-compress-program', '-I', '--checkpoint-action', '--info-script', '-F', '--new-volume-script'], 'these make tar run other programs'),
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