// diffgate-cache-key: c5b119fae87e39cc77744dc6680db746d2c02f48d25c14bdbed6ce9e79866e33
"use strict";
exports.id = 35;
exports.ids = [35];
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
    const parts = verdict.segments.filter((s) => s.decision === 'allow' && s.rule).map((s) => command_js_1.commandText.allow.segment(prefixOf(s), s.rule.pattern.text, source(s)));
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
    const why = verdict.decision === 'deny' ? command_js_1.commandText.explain.why.deny()
        : verdict.decision === 'ask' ? command_js_1.commandText.explain.why.ask()
            : verdict.decision === 'allow' ? command_js_1.commandText.explain.why.allow()
                : verdict.segments.length > 0 ? command_js_1.commandText.explain.why.none() : '';
    out.push(command_js_1.commandText.explain.total(decisionText(verdict.decision), why));
    return `${out.join('\n')}\n`;
}


/***/ })

};
;