// diffgate-cache-key: 4c8398f51ce06d00eba6e3169be395b5d29024f5d6e7bd0c2eaf188b81028f57
"use strict";
exports.id = 749;
exports.ids = [749,130];
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


/***/ }),

/***/ 5078:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commandText = void 0;
/** The command policy's sentences: its verdicts, `explain --command`, and why an allow was withheld. */
const quoteCommand = (text) => JSON.stringify(text.length > 120 ? `${text.slice(0, 117)}...` : text);
/** The command policy (command-allow / command-ask / command-deny, the catastrophic forms, explain --command). */
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
        next: () => 'Do not run it, and do not reach the same result another way (another spelling, a script, an alias, another tool). Show the command you intended and why in your reply, and wait for a person to decide.',
    },
    catastrophic: {
        message: (form, text) => `The command contains ${form} (${quoteCommand(text)}), one of the five forms diffgate always refuses.`,
        reason: () => 'It destroys the whole file system, the home directory or the machine\'s processes; no rule and no release lifts this.',
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
        usage: () => 'explain --command takes one command line and no PATH (quote it: diffgate explain --command \'git status && npm test\')',
        header: (command) => `command: ${command}`,
        none: () => '  (no commands: nothing for the policy to judge)',
        segment: (n, text) => `  ${n}. ${text}`,
        prefix: (prefix, how) => `     prefix:  ${prefix}  (${how})`,
        arityKnown: (entry, arity, reason) => `arity table: ${entry} ${arity}, ${reason}`,
        arityUnknown: () => 'not in the arity table: the program\'s name alone',
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
            none: () => 'not every segment is allowed, so Claude Code\'s own permissions decide',
        },
        noOpinion: () => 'no opinion',
    },
    allowBlocked: {
        parseFailed: () => 'the shell parser could not read it',
        privilege: (wrapper) => `it runs through ${wrapper}, as another user`,
        environment: () => 'the command line changes its environment (VAR=value, env, export), and variables can change what a program runs',
        overrides: (found) => found.map((f) => `${f.option}: ${f.reason}`).join('; '),
        doubt: (options, unknownWord) => [unknownWord ? 'a word of its prefix is not known before it runs' : '', options.length > 0 ? `the table does not know whether ${options.join(', ')} take${options.length === 1 ? 's' : ''} a value` : '']
            .filter(Boolean).join('; '),
    },
};


/***/ })

};
;