// diffgate-cache-key: 90b4e5376398ec1f3092e46f9a3fc78fe31d0964099581dcd6712bd80ca8cc2a
"use strict";
exports.id = 130;
exports.ids = [130];
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
const command_js_1 = __webpack_require__(5078);
const argWord_js_1 = __webpack_require__(3681);
const arity_js_1 = __webpack_require__(5164);
/** The compiled pattern, or a sentence saying what is wrong and what was expected. */
function compileCommandPattern(text) {
    const tokens = text.split(/\s+/).filter((x) => x !== '');
    const positional = [];
    const flags = [];
    if (tokens.length === 0)
        return { error: command_js_1.commandText.pattern.empty() };
    if (tokens[0].startsWith('-'))
        return { error: command_js_1.commandText.pattern.startsWithFlag(tokens[0]) };
    for (const token of tokens) {
        const alternatives = token.split('|');
        if (alternatives.some((a) => a === ''))
            return { error: command_js_1.commandText.pattern.emptyAlternative(token) };
        if (token.startsWith('-')) {
            if (!alternatives.every((a) => a.startsWith('-') && a.length > 1))
                return { error: command_js_1.commandText.pattern.mixedFlag(token) };
            if (alternatives.some((a) => a.includes('=')))
                return { error: command_js_1.commandText.pattern.flagValue(token) };
            flags.push(alternatives.map((a) => ({ exact: a, letters: !a.startsWith('--') && a.length > 2 ? [...a.slice(1)].map((l) => `-${l}`) : [] })));
            continue;
        }
        if (token === '*') {
            positional.push(null);
            continue;
        }
        if (alternatives.some((a) => a.startsWith('-')))
            return { error: command_js_1.commandText.pattern.mixedFlag(token) };
        if (alternatives.some((a) => a.includes('*')))
            return { error: command_js_1.commandText.pattern.partialStar(token) };
        if (positional.length === 0 && alternatives.some((a) => a.includes('/')))
            return { error: command_js_1.commandText.pattern.programPath(token) };
        positional.push(alternatives);
    }
    const programs = positional[0];
    const wrapper = programs !== null && programs !== undefined && programs.some((p) => arity_js_1.WRAPPERS.has(p));
    if (wrapper && (positional.length > 1 || flags.length > 0 || !programs.every((p) => arity_js_1.WRAPPERS.has(p)))) {
        return { error: command_js_1.commandText.pattern.wrapper(programs.filter((p) => arity_js_1.WRAPPERS.has(p)).join(', ')) };
    }
    const fit = fitsPrefix(positional);
    if (!fit.ok)
        return { error: command_js_1.commandText.pattern.tooManyWords(text, positional.length, fit.prefix, fit.arity) };
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

/***/ 3749:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commandRules = commandRules;
exports.commandPatternError = commandPatternError;
exports.namedPrograms = namedPrograms;
const commandPattern_js_1 = __webpack_require__(9312);
const DECISIONS = { 'command-allow': 'allow', 'command-ask': 'ask', 'command-deny': 'deny' };
function commandRules(rules) {
    const out = [];
    const errors = [];
    for (const rule of rules) {
        const decision = DECISIONS[rule.kind];
        if (!decision)
            continue;
        const pattern = (0, commandPattern_js_1.compileCommandPattern)(rule.pattern);
        if ('error' in pattern)
            errors.push({ file: rule.file, line: rule.line, column: rule.kind.length + 2, message: pattern.error });
        else
            out.push({ decision, pattern, rule });
    }
    return { rules: out, errors };
}
/** What is wrong with a command rule's pattern, if anything (for a manifest parser to report). */
function commandPatternError(pattern) {
    const compiled = (0, commandPattern_js_1.compileCommandPattern)(pattern);
    return 'error' in compiled ? compiled.error : undefined;
}
/**
 * The program names the rules mention (wrappers included), or 'any' when a rule starts with `*`.
 * A command line naming none of them cannot match a rule, so it need not be parsed for the policy.
 */
function namedPrograms(rules) {
    const names = new Set();
    for (const r of rules) {
        const first = r.pattern.positional[0];
        if (first === null || first === undefined)
            return 'any';
        for (const name of first)
            names.add(name);
    }
    return names;
}


/***/ })

};
;