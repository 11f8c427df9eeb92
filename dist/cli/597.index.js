// diffgate-cache-key: cd8a64d426b9294bdc4a08373bf7e7036618dde0694188d4a2afb9c90f8f4121
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
    const catastrophic = (0, catastrophic_js_1.catastrophicArgv)(segment.argv, (0, catastrophic_js_1.whereOf)(segment, home));
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


/***/ })

};
;