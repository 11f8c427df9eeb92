"use strict";
exports.id = "3597-5164-8436";
exports.ids = ["3597-5164-8436",3597,5164,8436];
exports.modules = {

/***/ 2063:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.canonicalPrefix = canonicalPrefix;
exports.prefixText = prefixText;
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
    return {
        prefixes: primary.prefixes,
        alternates,
        entry: primary.entry,
        unknownOptions: primary.unknownOptions,
        unknownWord: primary.unknownWord,
    };
}
function prefixText(words) {
    return words
        .map((w) => (typeof w === 'string' ? w : w === null ? '?' : 'glob' in w ? w.glob : `{${w.oneOf.join(',')}}`))
        .join(' ');
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
        const rest = argv
            .slice(1)
            .filter((w) => !(0, argWord_js_1.known)(w)?.startsWith('-'))
            .slice(0, MAX_ARITY - 1);
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
                continue;
            targets.push(w);
            continue;
        }
        const head = words.map((x) => (0, argWord_js_1.known)(x));
        words.push(w);
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
function optionKind(text, lists) {
    if (text.includes('='))
        return 'self';
    if (lists.valued.has(text))
        return 'valued';
    if (lists.flags.has(text))
        return 'self';
    if (!text.startsWith('--') && text.length > 2) {
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
const command_js_1 = __webpack_require__(5078);
const argWord_js_1 = __webpack_require__(3681);
const arity_js_1 = __webpack_require__(5164);
const longOptions_js_1 = __webpack_require__(6677);
const npmCommands_js_1 = __webpack_require__(4026);
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
            flags.push(alternatives.map((a) => ({
                exact: a,
                letters: !a.startsWith('--') && a.length > 2 ? [...a.slice(1)].map((l) => `-${l}`) : [],
            })));
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
    if (positional.length > 1 && positional[0]?.length === 1 && positional[0][0] === 'npm' && positional[1])
        positional[1] = positional[1].map((w) => (0, npmCommands_js_1.npmCommand)(w) ?? w);
    const programs = positional[0] ?? [];
    const wrapper = programs.some((p) => arity_js_1.WRAPPERS.has(p));
    if (wrapper && (positional.length > 1 || flags.length > 0 || !programs.every((p) => arity_js_1.WRAPPERS.has(p)))) {
        return { error: command_js_1.commandText.pattern.wrapper(programs.filter((p) => arity_js_1.WRAPPERS.has(p)).join(', ')) };
    }
    const fit = fitsPrefix(positional);
    if (!fit.ok)
        return { error: command_js_1.commandText.pattern.tooManyWords(text, positional.length, fit.prefix, fit.arity) };
    return { text, positional, flags, wrapper };
}
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
    const options = optionsTable(facts.canonical);
    const present = facts.flags.present;
    for (const token of pattern.flags) {
        const has = token.some((alt) => present.has(alt.exact) ||
            (alt.letters.length === 0 && (0, longOptions_js_1.hasFlag)(present, alt.exact, options)) ||
            (alt.letters.length > 0 && alt.letters.every((l) => (0, longOptions_js_1.hasFlag)(present, l, options))));
        if (has)
            continue;
        if (!facts.flags.uncertain)
            return 'no';
        result = 'maybe';
    }
    return result;
}
function optionsTable(canonical) {
    const words = canonical.prefixes[0] ?? [];
    const head = words.slice(0, 2);
    if (head.length < 2 || !head.every((w) => typeof w === 'string'))
        return undefined;
    return (0, longOptions_js_1.optionsOf)(head.join(' '));
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

/***/ 1945:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GIT_COMMANDS = void 0;
exports.gitSubcommandIndex = gitSubcommandIndex;
exports.expandGitAliases = expandGitAliases;
exports.gitDashedForm = gitDashedForm;
const argWord_js_1 = __webpack_require__(3681);
const GLOBAL_VALUED = new Set([
    '-C',
    '-c',
    '--git-dir',
    '--work-tree',
    '--namespace',
    '--config-env',
    '--super-prefix',
]);
const MAX_EXPANSIONS = 16;
function gitSubcommandIndex(argv) {
    let i = 1;
    for (; i < argv.length; i++) {
        const text = (0, argWord_js_1.known)(argv[i]);
        if (text === undefined || !text.startsWith('-'))
            break;
        if (GLOBAL_VALUED.has(text))
            i++;
    }
    return Math.min(i, argv.length);
}
function expandGitAliases(argv, knownCommands) {
    const program = (0, argWord_js_1.known)(argv[0]);
    if (program === undefined || (0, argWord_js_1.programName)(program) !== 'git')
        return argv;
    const aliases = new Map();
    let autocorrect = false;
    let i = 1;
    for (; i < argv.length; i++) {
        const text = (0, argWord_js_1.known)(argv[i]);
        if (text === undefined || !text.startsWith('-'))
            break;
        if (text === '--')
            return argv;
        const eq = text.indexOf('=');
        const name = eq === -1 ? text : text.slice(0, eq);
        if (!GLOBAL_VALUED.has(name))
            continue;
        const value = eq === -1 ? argv[++i] : text.slice(eq + 1);
        if (name !== '-c' && name !== '--config-env')
            continue;
        const setting = (0, argWord_js_1.known)(value);
        if (setting === undefined) {
            autocorrect = true;
            continue;
        }
        const at = setting.indexOf('=');
        const key = (at === -1 ? setting : setting.slice(0, at)).toLowerCase();
        if (key.startsWith('alias.'))
            aliases.set(key.slice(6), name === '-c' && at !== -1 ? setting.slice(at + 1) : null);
        if (key === 'help.autocorrect')
            autocorrect = !/^(0|false|no|off|never|show)$/i.test(setting.slice(at + 1));
    }
    if (i >= argv.length)
        return argv;
    let rest = argv.slice(i);
    for (let n = 0; n < MAX_EXPANSIONS; n++) {
        const sub = (0, argWord_js_1.known)(rest[0]);
        if (sub === undefined)
            return argv;
        const key = sub.toLowerCase();
        if (!aliases.has(key))
            break;
        const value = aliases.get(key);
        if (value === null || value.trimStart().startsWith('!'))
            return [...argv.slice(0, i), null, ...rest.slice(1)];
        aliases.delete(key);
        rest = [...value.trim().split(/\s+/), ...rest.slice(1)];
    }
    const sub = (0, argWord_js_1.known)(rest[0]);
    if (autocorrect && sub !== undefined && !knownCommands.has(sub))
        rest = [null, ...rest.slice(1)];
    return [...argv.slice(0, i), ...rest];
}
function gitDashedForm(argv) {
    const program = (0, argWord_js_1.known)(argv[0]);
    if (program === undefined)
        return argv;
    const name = (0, argWord_js_1.programName)(program);
    if (!name.startsWith('git-'))
        return argv;
    const sub = name.slice(4);
    if (!exports.GIT_COMMANDS.has(sub))
        return argv;
    return ['git', sub, ...argv.slice(1)];
}
exports.GIT_COMMANDS = new Set('add am archive bisect branch bundle checkout cherry-pick citool clean clone commit describe diff fetch format-patch gc gitk grep gui init log maintenance merge mv notes pull push range-diff rebase reset restore revert rm scalar shortlog show sparse-checkout stash status submodule switch tag worktree config fast-export fast-import filter-branch mergetool pack-refs prune reflog remote repack replace annotate blame bugreport count-objects diagnose difftool fsck gitweb help instaweb merge-tree rerere show-branch verify-commit verify-tag version whatchanged archimport cvsexportcommit cvsimport cvsserver imap-send p4 quiltimport request-pull send-email svn apply checkout-index commit-graph commit-tree hash-object index-pack merge-file merge-index mktag mktree multi-pack-index pack-objects prune-packed read-tree symbolic-ref unpack-objects update-index update-ref write-tree cat-file cherry diff-files diff-index diff-tree for-each-ref for-each-repo get-tar-commit-id ls-files ls-remote ls-tree merge-base name-rev pack-redundant rev-list rev-parse show-index show-ref unpack-file var verify-pack daemon fetch-pack http-backend send-pack update-server-info check-attr check-ignore check-mailmap check-ref-format column credential credential-cache credential-store fmt-merge-msg hook interpret-trailers mailinfo mailsplit merge-one-file patch-id sh-i18n sh-setup stripspace'.split(' '));


/***/ }),

/***/ 1425:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.plumbingEquivalents = plumbingEquivalents;
const argWord_js_1 = __webpack_require__(3681);
const gitAliases_js_1 = __webpack_require__(1945);
const BRANCHES = 'refs/heads/';
const UPDATE_REF_VALUED = new Set(['-m']);
function plumbingEquivalents(argv) {
    const program = (0, argWord_js_1.known)(argv[0]);
    if (program === undefined || (0, argWord_js_1.programName)(program) !== 'git')
        return [];
    const i = (0, gitAliases_js_1.gitSubcommandIndex)(argv);
    const head = argv.slice(0, i);
    const sub = (0, argWord_js_1.known)(argv[i]);
    const rest = argv.slice(i + 1);
    if (sub === 'send-pack')
        return [[...head, 'push', ...rest]];
    if (sub !== 'update-ref')
        return [];
    let remove = false;
    const operands = [];
    for (let k = 0; k < rest.length; k++) {
        const text = (0, argWord_js_1.known)(rest[k]);
        if (text === '-d')
            remove = true;
        else if (text !== undefined && UPDATE_REF_VALUED.has(text))
            k++;
        else if (text === '--stdin')
            return [[...head, 'branch', '-D', null]];
        else if (text === undefined || !text.startsWith('-'))
            operands.push(rest[k]);
    }
    const ref = operands[0];
    const name = (0, argWord_js_1.known)(ref);
    if (ref === undefined || (name !== undefined && !name.startsWith(BRANCHES)))
        return [];
    const branch = name === undefined ? null : name.slice(BRANCHES.length);
    return remove
        ? [[...head, 'branch', '-D', branch]]
        : [[...head, 'branch', '--force', branch, ...operands.slice(1, 2)]];
}


/***/ }),

/***/ 3734:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.impliedFlags = impliedFlags;
exports.gitSettings = gitSettings;
exports.forcesPush = forcesPush;
exports.gitBool = gitBool;
const argWord_js_1 = __webpack_require__(3681);
const longOptions_js_1 = __webpack_require__(6677);
const GLOBAL_VALUED = new Set(['-C', '--git-dir', '--work-tree', '--namespace', '--super-prefix']);
function impliedFlags(flags, canonical, argv) {
    const prefix = canonical.prefixes[0] ?? [];
    if (prefix[0] !== 'git' || typeof prefix[1] !== 'string')
        return flags;
    const sub = prefix[1];
    const { settings, unknown } = gitSettings(argv);
    const add = [];
    let uncertain = false;
    if (sub === 'push') {
        const options = (0, longOptions_js_1.optionsOf)('git push');
        const after = argv.slice(argv.findIndex((w) => (0, argWord_js_1.known)(w) === 'push') + 1);
        const end = after.findIndex((w) => (0, argWord_js_1.known)(w) === '--');
        const operands = (end === -1 ? after : after.slice(end + 1)).map(argWord_js_1.known);
        const forced = (0, longOptions_js_1.hasFlag)(flags.present, '--mirror', options) ||
            operands.some((t) => t !== undefined && t.length > 1 && t.startsWith('+')) ||
            settings.some((s) => s.value !== null && forcesPush(s.key, s.value));
        if (forced)
            add.push('--force', '-f');
        else if (unknown || settings.some((s) => s.value === null && /^remote\./i.test(s.key)))
            uncertain = true;
    }
    if (sub === 'clean') {
        const unforced = settings.some((s) => s.value !== null && /^clean\.requireforce$/i.test(s.key) && !gitBool(s.value));
        if (unforced)
            add.push('--force', '-f');
        else if (unknown || settings.some((s) => s.value === null && /^clean\./i.test(s.key)))
            uncertain = true;
    }
    if (sub === 'branch') {
        const options = (0, longOptions_js_1.optionsOf)('git branch');
        const has = (flag) => (0, longOptions_js_1.hasFlag)(flags.present, flag, options);
        const forced = has('--force');
        for (const [both, action] of [
            ['-D', '--delete'],
            ['-M', '--move'],
            ['-C', '--copy'],
        ]) {
            const letter = options?.short.get(action);
            if (has(action) && forced)
                add.push(both);
            if (flags.present.has(both))
                add.push(action, '--force', '-f', ...(letter ? [letter] : []));
        }
    }
    if (add.length === 0 && !uncertain)
        return flags;
    return { present: new Set([...flags.present, ...add]), uncertain: flags.uncertain || uncertain };
}
function gitSettings(argv) {
    const settings = [];
    let unknown = false;
    for (let i = 1; i < argv.length; i++) {
        const text = (0, argWord_js_1.known)(argv[i]);
        if (text === undefined || !text.startsWith('-') || text === '--')
            break;
        const eq = text.indexOf('=');
        const name = eq === -1 ? text : text.slice(0, eq);
        if (GLOBAL_VALUED.has(name)) {
            if (eq === -1)
                i++;
            continue;
        }
        if (name !== '-c' && name !== '--config-env')
            continue;
        const word = eq === -1 ? argv[++i] : text.slice(eq + 1);
        const setting = (0, argWord_js_1.written)(word);
        if (setting === undefined) {
            unknown = true;
            continue;
        }
        const at = setting.indexOf('=');
        const key = at === -1 ? setting : setting.slice(0, at);
        const value = name === '--config-env' ? null : at === -1 ? 'true' : setting.slice(at + 1);
        settings.push({ key, value });
    }
    return { settings, unknown };
}
function forcesPush(key, value) {
    if (/^remote\..+\.push$/i.test(key))
        return value.trim().startsWith('+');
    if (/^remote\..+\.mirror$/i.test(key))
        return gitBool(value);
    return false;
}
function gitBool(value) {
    return !/^(false|no|off|0*)$/i.test(value.trim());
}


/***/ }),

/***/ 3597:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.judgeCommand = judgeCommand;
exports.judgeSegment = judgeSegment;
exports.segmentOf = segmentOf;
const argWord_js_1 = __webpack_require__(3681);
const canonicalPrefix_js_1 = __webpack_require__(2063);
const catastrophic_js_1 = __webpack_require__(6014);
const commandPattern_js_1 = __webpack_require__(9312);
const flagFacts_js_1 = __webpack_require__(6888);
const gitAliases_js_1 = __webpack_require__(1945);
const gitPlumbing_js_1 = __webpack_require__(1425);
const impliedFlags_js_1 = __webpack_require__(3734);
const npmCommands_js_1 = __webpack_require__(4026);
const overrides_js_1 = __webpack_require__(8744);
const storedSettings_js_1 = __webpack_require__(4119);
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
    const verdict = judgeOne(segment, rules, home);
    if (verdict.decision === 'deny')
        return verdict;
    const runs = whatRuns(segment.argv);
    for (const armed of [...(0, storedSettings_js_1.armedCommands)(runs), ...(0, gitPlumbing_js_1.plumbingEquivalents)(runs)]) {
        const other = judgeOne({ ...segment, argv: armed }, rules, home);
        if (strictness(other.decision) > strictness(verdict.decision))
            return { ...other, segment };
    }
    return verdict;
}
function whatRuns(argv) {
    return (0, gitAliases_js_1.expandGitAliases)((0, npmCommands_js_1.npmExpanded)((0, gitAliases_js_1.gitDashedForm)(argv)), gitAliases_js_1.GIT_COMMANDS);
}
function strictness(d) {
    return d === 'deny' ? 3 : d === 'ask' ? 2 : d === 'allow' ? 1 : 0;
}
function judgeOne(segment, rules, home) {
    const argv = whatRuns(segment.argv);
    const canonical = (0, canonicalPrefix_js_1.canonicalPrefix)(argv);
    const flags = (0, impliedFlags_js_1.impliedFlags)((0, flagFacts_js_1.flagFacts)(argv), canonical, argv);
    const via = (segment.via ?? []).map(argWord_js_1.programName);
    const catastrophic = (0, catastrophic_js_1.catastrophicArgv)(segment.argv, (0, catastrophic_js_1.whereOf)(segment, home));
    if (catastrophic)
        return { segment, canonical, decision: 'deny', maybe: false, catastrophic };
    const facts = { canonical, flags, via };
    const matches = rules
        .map((rule) => ({ rule, match: (0, commandPattern_js_1.matchPattern)(rule.pattern, facts) }))
        .filter((m) => m.match !== 'no');
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
    const found = (0, overrides_js_1.overridesIn)(whatRuns(segment.argv), canonical, flags);
    if (found.length > 0)
        return { kind: 'overrides', found };
    if (canonical.unknownWord || canonical.alternates.length > 0)
        return { kind: 'doubt', options: canonical.unknownOptions, unknownWord: canonical.unknownWord };
    return undefined;
}
function segmentOf(argv, extra = {}) {
    return { argv, text: argv.map((w) => (0, argWord_js_1.known)(w) ?? '?').join(' '), ...extra };
}


/***/ }),

/***/ 8744:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.OVERRIDES = void 0;
exports.overridesIn = overridesIn;
const argWord_js_1 = __webpack_require__(3681);
const o = (prefix, options, reason, extra = {}) => ({
    prefix,
    options,
    reason,
    ...extra,
});
exports.OVERRIDES = [
    o('git', ['-c', '--config-env', '--exec-path', '--git-dir', '--work-tree'], "configuration and exec-path overrides can make git run other programs (core.pager, core.sshCommand, alias.*, another repository's hooks)"),
    o('git clone', ['-c', '--config', '-u', '--upload-pack', '--template'], 'clone can set configuration and run another upload-pack'),
    o('git grep', ['-O', '--open-files-in-pager'], 'runs the given command line through the shell on the files that match'),
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
    o('make', ['--eval', '-E', '-f', '--file', '--makefile'], 'these add or replace the recipes make runs', {
        variables: true,
    }),
    o('ssh', ['-o', '-F'], 'options and config files can set ProxyCommand or LocalCommand'),
    o('scp', ['-o', '-F', '-S'], 'options can set ProxyCommand or the program used as ssh'),
    o('rsync', ['-e', '--rsh', '--rsync-path'], 'these choose the programs rsync runs'),
    o('tar', [
        '--to-command',
        '--use-compress-program',
        '-I',
        '--checkpoint-action',
        '--info-script',
        '-F',
        '--new-volume-script',
    ], 'these make tar run other programs'),
    o('zip', ['-TT', '--unzip-command'], 'runs the given program to test the archive'),
    o('curl', ['-K', '--config'], 'a config file can add any option, including output files'),
    o('vim', ['-c', '--cmd', '-S'], 'runs editor commands, which can run shell commands'),
];
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
            if (flags.present.has(option) || abbreviated(option, flags))
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
function abbreviated(option, flags) {
    if (!option.startsWith('--'))
        return false;
    for (const word of flags.present)
        if (word.length >= 4 && !word.includes('=') && option.startsWith(word))
            return true;
    return false;
}


/***/ }),

/***/ 4119:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.armedCommands = armedCommands;
const argWord_js_1 = __webpack_require__(3681);
const gitAliases_js_1 = __webpack_require__(1945);
const impliedFlags_js_1 = __webpack_require__(3734);
const CONFIG_VALUED = new Set(['-f', '--file', '--blob', '--type', '--default', '--comment', '--value']);
const NOT_SETTING = /^(--get|--get-all|--get-regexp|--get-urlmatch|--get-color|--get-colorbool|--unset|--unset-all|-l|--list|--remove-section|--rename-section|-e|--edit)$/;
const VERBS_NOT_SETTING = new Set(['get', 'list', 'unset', 'remove-section', 'rename-section', 'edit']);
const PUSH_FORCE = ['git', 'push', '--force'];
const CLEAN_FORCE = ['git', 'clean', '--force'];
function armedCommands(argv) {
    const program = (0, argWord_js_1.known)(argv[0]);
    if (program === undefined || (0, argWord_js_1.programName)(program) !== 'git')
        return [];
    const i = (0, gitAliases_js_1.gitSubcommandIndex)(argv);
    const sub = (0, argWord_js_1.known)(argv[i]);
    const rest = argv.slice(i + 1);
    if (sub === 'config')
        return configArmed(rest);
    if (sub === 'remote' && (0, argWord_js_1.known)(rest[0]) === 'add') {
        const mirror = rest.some((w) => {
            const t = (0, argWord_js_1.known)(w);
            return t === '--mirror' || t === '--mirror=push';
        });
        return mirror ? [PUSH_FORCE] : [];
    }
    return [];
}
function configArmed(rest) {
    const operands = [];
    let verb = true;
    for (let k = 0; k < rest.length; k++) {
        const w = rest[k];
        const text = (0, argWord_js_1.known)(w);
        if (text?.startsWith('-') && text !== '-') {
            if (NOT_SETTING.test(text.split('=')[0]))
                return [];
            if (CONFIG_VALUED.has(text))
                k++;
            continue;
        }
        if (verb && operands.length === 0 && text !== undefined && !text.includes('.')) {
            verb = false;
            if (VERBS_NOT_SETTING.has(text))
                return [];
            if (text === 'set')
                continue;
        }
        operands.push(w ?? null);
    }
    if (operands.length < 2)
        return [];
    const key = (0, argWord_js_1.written)(operands[0]);
    const value = (0, argWord_js_1.written)(operands[1]);
    if (key === undefined)
        return [maybe(PUSH_FORCE), maybe(CLEAN_FORCE)];
    const armed = [];
    if (/^remote\..+\.(push|mirror)$/i.test(key)) {
        if (value === undefined)
            armed.push(maybe(PUSH_FORCE));
        else if ((0, impliedFlags_js_1.forcesPush)(key, value))
            armed.push(PUSH_FORCE);
    }
    if (/^clean\.requireforce$/i.test(key)) {
        if (value === undefined)
            armed.push(maybe(CLEAN_FORCE));
        else if (!(0, impliedFlags_js_1.gitBool)(value))
            armed.push(CLEAN_FORCE);
    }
    return armed;
}
function maybe(argv) {
    return [...argv.slice(0, -1), null];
}


/***/ }),

/***/ 5164:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WRAPPERS = exports.ARITY = void 0;
exports.arityEntry = arityEntry;
exports.isRefined = isRefined;
const e = (prefix, arity, reason, extra = {}) => ({
    prefix,
    arity,
    reason,
    ...extra,
});
const OPERANDS = 'its operands are files or text, not subcommands';
const WRAP = 'a wrapper: the command it runs is judged as a segment of its own';
const GIT_VALUED = [
    '-C',
    '-c',
    '--git-dir',
    '--work-tree',
    '--namespace',
    '--config-env',
    '--super-prefix',
    '--list-cmds',
];
const GIT_FLAGS = [
    '-p',
    '--paginate',
    '-P',
    '--no-pager',
    '--bare',
    '--no-replace-objects',
    '--literal-pathspecs',
    '--glob-pathspecs',
    '--noglob-pathspecs',
    '--icase-pathspecs',
    '--no-optional-locks',
    '--no-advice',
    '--exec-path',
    '--version',
    '--help',
    '-h',
    '--html-path',
    '--man-path',
    '--info-path',
    '--no-lazy-fetch',
];
const COMPOSE_VALUED = [
    '-f',
    '--file',
    '-p',
    '--project-name',
    '--profile',
    '--env-file',
    '--project-directory',
    '--ansi',
    '--progress',
    '--parallel',
];
const COMPOSE_FLAGS = ['--compatibility', '--dry-run', '--all-resources', '--verbose'];
const KUBE_VALUED = [
    '-n',
    '--namespace',
    '--context',
    '--cluster',
    '--user',
    '--kubeconfig',
    '-s',
    '--server',
    '--token',
    '--as',
    '--as-group',
    '--as-uid',
    '--request-timeout',
    '-v',
    '--v',
    '--certificate-authority',
    '--client-certificate',
    '--client-key',
    '--tls-server-name',
    '--cache-dir',
    '--profile',
    '--profile-output',
    '--password',
    '--username',
    '--log-file',
    '--vmodule',
];
const KUBE_FLAGS = [
    '--insecure-skip-tls-verify',
    '--warnings-as-errors',
    '--match-server-version',
    '--disable-compression',
    '--logtostderr',
];
const NPM_VALUED = [
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
];
const NPM_FLAGS = [
    '-g',
    '--global',
    '-s',
    '--silent',
    '-q',
    '--quiet',
    '-d',
    '--verbose',
    '-ws',
    '--workspaces',
    '--include-workspace-root',
    '-y',
    '--yes',
    '--no',
    '--json',
    '--dry-run',
    '--offline',
    '--prefer-offline',
    '--ignore-scripts',
    '--legacy-peer-deps',
    '-f',
    '--force',
    '--if-present',
    '--foreground-scripts',
];
const PNPM_VALUED = [
    '-C',
    '--dir',
    '--filter',
    '-F',
    '--reporter',
    '--loglevel',
    '--store-dir',
    '--config-dir',
    '--workspace-concurrency',
];
const PNPM_FLAGS = [
    '-w',
    '--workspace-root',
    '-r',
    '--recursive',
    '-s',
    '--silent',
    '--stream',
    '--parallel',
    '--aggregate-output',
    '--frozen-lockfile',
    '--prod',
    '-P',
    '-D',
    '--dev',
    '--offline',
    '--prefer-offline',
    '--ignore-scripts',
    '--if-present',
    '-g',
    '--global',
];
const YARN_VALUED = ['--cwd', '--mutex', '--cache-folder', '--modules-folder', '--network-timeout', '--registry'];
const YARN_FLAGS = [
    '-s',
    '--silent',
    '--frozen-lockfile',
    '--immutable',
    '--offline',
    '--prefer-offline',
    '--ignore-scripts',
    '--production',
    '-W',
    '--ignore-workspace-root-check',
    '-D',
    '--dev',
    '--verbose',
    '--non-interactive',
];
const CARGO_VALUED = [
    '--config',
    '-Z',
    '--color',
    '-C',
    '--manifest-path',
    '-p',
    '--package',
    '-j',
    '--jobs',
    '--target',
    '--target-dir',
    '--features',
    '-F',
    '--profile',
];
const CARGO_FLAGS = [
    '-v',
    '-vv',
    '--verbose',
    '-q',
    '--quiet',
    '--frozen',
    '--locked',
    '--offline',
    '--list',
    '-V',
    '--version',
    '--release',
    '-r',
    '--all-features',
    '--no-default-features',
    '--workspace',
    '--all',
];
const MAKE_VALUED = [
    '-C',
    '--directory',
    '-f',
    '--file',
    '--makefile',
    '-I',
    '--include-dir',
    '-o',
    '--old-file',
    '-W',
    '--what-if',
    '--assume-new',
    '--new-file',
    '-j',
    '--jobs',
    '-l',
    '--load-average',
    '--eval',
    '-E',
];
const MAKE_FLAGS = [
    '-B',
    '--always-make',
    '-d',
    '-e',
    '--environment-overrides',
    '-i',
    '--ignore-errors',
    '-k',
    '--keep-going',
    '-n',
    '--just-print',
    '--dry-run',
    '-q',
    '--question',
    '-r',
    '--no-builtin-rules',
    '-R',
    '-s',
    '--silent',
    '--quiet',
    '-S',
    '-t',
    '--touch',
    '-w',
    '--print-directory',
    '--no-print-directory',
    '--trace',
    '-O',
    '--output-sync',
];
const APT_VALUED = ['-o', '--option', '-c', '--config-file', '-t', '--target-release'];
const APT_FLAGS = [
    '-y',
    '--yes',
    '--assume-yes',
    '-q',
    '-qq',
    '--quiet',
    '-s',
    '--simulate',
    '--dry-run',
    '--no-install-recommends',
    '-f',
    '--fix-broken',
    '-V',
    '--purge',
    '--reinstall',
    '--allow-downgrades',
    '-d',
    '--download-only',
];
const SYSTEMCTL_VALUED = [
    '-H',
    '--host',
    '-M',
    '--machine',
    '-t',
    '--type',
    '-p',
    '--property',
    '-s',
    '--signal',
    '--state',
    '-n',
    '--lines',
    '-o',
    '--output',
    '--root',
    '--job-mode',
    '--kill-whom',
];
const SYSTEMCTL_FLAGS = [
    '--user',
    '--system',
    '--global',
    '-q',
    '--quiet',
    '--now',
    '--no-block',
    '--no-pager',
    '--no-legend',
    '-a',
    '--all',
    '-l',
    '--full',
    '-f',
    '--force',
    '--runtime',
    '--no-reload',
    '--no-ask-password',
    '-i',
    '--ignore-inhibitors',
    '--dry-run',
    '--failed',
    '-r',
    '--recursive',
];
exports.ARITY = [
    e('git', 2, 'the subcommand names the action: git status reads, git push publishes', {
        valued: GIT_VALUED,
        flags: GIT_FLAGS,
    }),
    e('git config', 3, 'the key names what is read or set (git config user.email)', {
        valued: ['-f', '--file', '--blob', '--type', '--default', '--comment'],
        flags: [
            '--global',
            '--system',
            '--local',
            '--worktree',
            '--get',
            '--get-all',
            '--get-regexp',
            '--unset',
            '--unset-all',
            '-l',
            '--list',
            '--add',
            '--replace-all',
            '--bool',
            '--int',
            '--path',
            '--show-origin',
            '--show-scope',
            '--name-only',
            '-z',
            '--null',
            '-e',
            '--edit',
        ],
    }),
    e('git remote', 3, 'the remote subcommand names the action (git remote add, git remote remove)', {
        flags: ['-v', '--verbose'],
    }),
    e('git stash', 3, 'the stash subcommand names the action (git stash list reads, git stash drop deletes)', {
        valued: ['-m', '--message'],
        flags: [
            '-u',
            '--include-untracked',
            '-k',
            '--keep-index',
            '--no-keep-index',
            '-a',
            '--all',
            '-q',
            '--quiet',
            '-p',
            '--patch',
            '-S',
            '--staged',
        ],
    }),
    e('git worktree', 3, 'the worktree subcommand names the action (git worktree add, git worktree remove)'),
    e('git submodule', 3, 'the submodule subcommand names the action (git submodule update, git submodule foreach)'),
    e('git bisect', 3, 'the bisect subcommand names the action (git bisect start, git bisect run)'),
    e('git notes', 3, 'the notes subcommand names the action (git notes add, git notes remove)'),
    e('git lfs', 3, 'git lfs is a tool of its own; its subcommand names the action (git lfs push)'),
    e('git sparse-checkout', 3, 'the sparse-checkout subcommand names the action (git sparse-checkout set)'),
    e('git reflog', 3, 'the reflog subcommand names the action (git reflog expire deletes history)'),
    e('git maintenance', 3, 'the maintenance subcommand names the action (git maintenance start)'),
    e('git credential', 3, 'the credential subcommand names the action (git credential fill prints a secret)'),
    e('hg', 2, 'the subcommand names the action (hg push, hg strip)'),
    e('svn', 2, 'the subcommand names the action (svn commit, svn delete)'),
    e('jj', 2, 'the subcommand names the action (jj abandon, jj squash)'),
    e('jj git', 3, 'jj git is a group; its subcommand names the action (jj git push)'),
    e('fossil', 2, 'the subcommand names the action (fossil commit)'),
    e('git-lfs', 2, 'the subcommand names the action (git-lfs push)'),
    e('gh', 3, 'a command group and its action (gh pr merge, gh repo delete)', {
        valued: ['-R', '--repo', '--hostname'],
    }),
    e('gh api', 2, 'the endpoint is an argument; the method is a flag (-X)'),
    e('gh browse', 2, 'its operands are what to open, not subcommands'),
    e('gh status', 2, 'gh status takes no subcommand'),
    e('glab', 3, 'a command group and its action (glab mr merge)', { valued: ['-R', '--repo'] }),
    e('npm', 2, 'the subcommand names the action (npm test, npm publish)', { valued: NPM_VALUED, flags: NPM_FLAGS }),
    e('npm run', 3, 'the script named is what runs (npm run build)'),
    e('npm run-script', 3, 'the script named is what runs (npm run-script build)'),
    e('npm exec', 3, 'the package named is what runs (npm exec prettier)'),
    e('npm config', 3, 'the config subcommand names the action (npm config set)'),
    e('npm cache', 3, 'the cache subcommand names the action (npm cache clean)'),
    e('npm pkg', 3, 'the pkg subcommand names the action (npm pkg set)'),
    e('npm dist-tag', 3, 'the dist-tag subcommand names the action (npm dist-tag add)'),
    e('npm access', 3, 'the access subcommand names the action (npm access set)'),
    e('npm owner', 3, 'the owner subcommand names the action (npm owner rm)'),
    e('npm token', 3, 'the token subcommand names the action (npm token create)'),
    e('npm audit', 3, 'npm audit fix changes the lockfile; npm audit alone reads'),
    e('npx', 2, 'the package named is what runs (npx prettier)', {
        valued: ['-p', '--package', '-c', '--call'],
        flags: ['-y', '--yes', '--no', '-q', '--quiet'],
    }),
    e('pnpm', 2, 'the subcommand names the action, or the script it runs (pnpm build)', {
        valued: PNPM_VALUED,
        flags: PNPM_FLAGS,
    }),
    e('pnpm run', 3, 'the script named is what runs (pnpm run build)'),
    e('pnpm exec', 3, 'the program named is what runs (pnpm exec tsc)'),
    e('pnpm dlx', 3, 'the package named is what runs (pnpm dlx create-vite)'),
    e('pnpx', 2, 'the package named is what runs (pnpx prettier)'),
    e('yarn', 2, 'the subcommand names the action, or the script it runs (yarn build)', {
        valued: YARN_VALUED,
        flags: YARN_FLAGS,
    }),
    e('yarn run', 3, 'the script named is what runs (yarn run build)'),
    e('yarn workspace', 4, 'the workspace named and the script run in it (yarn workspace web build)'),
    e('yarn dlx', 3, 'the package named is what runs (yarn dlx create-vite)'),
    e('bun', 2, 'the subcommand names the action, or the script it runs (bun install, bun build)', {
        valued: ['--cwd', '-c', '--config', '--filter', '-F', '--env-file'],
        flags: ['--bun', '--silent', '--watch', '--hot', '--smol', '-b'],
    }),
    e('bun run', 3, 'the script or file named is what runs (bun run dev)'),
    e('bun x', 3, 'the package named is what runs (bun x prettier)'),
    e('bunx', 2, 'the package named is what runs (bunx prettier)'),
    e('deno', 2, 'the subcommand names the action (deno run, deno compile)'),
    e('deno task', 3, 'the task named is what runs (deno task dev)'),
    e('node', 1, 'its operand is the script to run'),
    e('tsc', 1, 'a compiler: its operands are files'),
    e('tsx', 1, 'its operand is the script to run'),
    e('eslint', 1, 'a linter: its operands are files'),
    e('prettier', 1, 'a formatter: its operands are files'),
    e('jest', 1, 'a test runner: its operands are test paths'),
    e('vitest', 2, 'the mode names the action (vitest run, vitest watch)'),
    e('mocha', 1, 'a test runner: its operands are test paths'),
    e('playwright', 2, 'the subcommand names the action (playwright test, playwright install)'),
    e('vite', 2, 'the subcommand names the action (vite build, vite preview)'),
    e('webpack', 2, 'the subcommand names the action (webpack serve)'),
    e('next', 2, 'the subcommand names the action (next build, next start)'),
    e('nuxt', 2, 'the subcommand names the action (nuxt build, nuxt generate)'),
    e('ng', 2, 'the subcommand names the action (ng build, ng deploy)'),
    e('nx', 2, 'the subcommand names the action (nx run, nx affected)'),
    e('turbo', 2, 'the subcommand names the action (turbo run)'),
    e('lerna', 2, 'the subcommand names the action (lerna publish)'),
    e('expo', 2, 'the subcommand names the action (expo start, expo publish)'),
    e('vercel', 2, 'the subcommand names the action (vercel deploy, vercel env)'),
    e('netlify', 2, 'the subcommand names the action (netlify deploy)'),
    e('wrangler', 2, 'the subcommand names the action (wrangler deploy)'),
    e('firebase', 2, 'the subcommand names the action (firebase deploy)'),
    e('prisma', 2, 'the subcommand names the action (prisma generate, prisma studio)'),
    e('prisma migrate', 3, 'the migrate subcommand names the action (prisma migrate reset drops the database)'),
    e('prisma db', 3, 'the db subcommand names the action (prisma db push)'),
    e('python', 1, 'its operand is the script to run'),
    e('python3', 1, 'its operand is the script to run'),
    e('pip', 2, 'the subcommand names the action (pip install, pip uninstall)', {
        valued: [
            '--log',
            '--proxy',
            '--retries',
            '--timeout',
            '--exists-action',
            '--trusted-host',
            '--cert',
            '--client-cert',
            '--cache-dir',
            '--python',
        ],
        flags: [
            '-v',
            '--verbose',
            '-q',
            '--quiet',
            '--isolated',
            '--no-input',
            '--no-cache-dir',
            '--disable-pip-version-check',
            '--no-color',
            '--require-virtualenv',
            '-V',
            '--version',
        ],
    }),
    e('pip3', 2, 'the subcommand names the action (pip3 install)'),
    e('pipx', 2, 'the subcommand names the action (pipx install, pipx run)'),
    e('pipx run', 3, 'the package named is what runs (pipx run black)'),
    e('poetry', 2, 'the subcommand names the action (poetry add, poetry publish)'),
    e('poetry run', 3, 'the program named is what runs (poetry run pytest)'),
    e('uv', 2, 'the subcommand names the action (uv sync, uv add)'),
    e('uv pip', 3, 'uv pip mirrors pip: its subcommand names the action (uv pip install)'),
    e('uv run', 3, 'the program named is what runs (uv run pytest)'),
    e('uvx', 2, 'the package named is what runs (uvx ruff)'),
    e('pdm', 2, 'the subcommand names the action (pdm add, pdm publish)'),
    e('hatch', 2, 'the subcommand names the action (hatch build, hatch publish)'),
    e('conda', 2, 'the subcommand names the action (conda install, conda remove)'),
    e('conda env', 3, 'the env subcommand names the action (conda env remove)'),
    e('mamba', 2, 'the subcommand names the action (mamba install, mamba remove)'),
    e('pytest', 1, 'a test runner: its operands are test paths'),
    e('ruff', 2, 'the subcommand names the action (ruff check, ruff format)'),
    e('black', 1, 'a formatter: its operands are files'),
    e('mypy', 1, 'a type checker: its operands are files'),
    e('flake8', 1, 'a linter: its operands are files'),
    e('pylint', 1, 'a linter: its operands are files'),
    e('django-admin', 2, 'the management command names the action (django-admin migrate)'),
    e('ruby', 1, 'its operand is the script to run'),
    e('gem', 2, 'the subcommand names the action (gem install, gem push)'),
    e('bundle', 2, 'the subcommand names the action (bundle install)'),
    e('bundle exec', 3, 'the program named is what runs (bundle exec rspec)'),
    e('rails', 2, 'the subcommand names the action (rails server, rails db:drop)'),
    e('rake', 2, 'each task named runs (rake db:migrate test)', { targets: true }),
    e('rubocop', 1, 'a linter: its operands are files'),
    e('php', 1, 'its operand is the script to run'),
    e('php artisan', 3, 'the artisan command names the action (php artisan migrate:fresh)'),
    e('composer', 2, 'the subcommand names the action (composer require)'),
    e('java', 1, 'its operand is the class or jar to run'),
    e('mvn', 2, 'each phase or goal named runs (mvn clean deploy)', {
        targets: true,
        valued: [
            '-f',
            '--file',
            '-s',
            '--settings',
            '-gs',
            '--global-settings',
            '-P',
            '--activate-profiles',
            '-pl',
            '--projects',
            '-rf',
            '--resume-from',
            '-T',
            '--threads',
            '-t',
            '--toolchains',
            '-l',
            '--log-file',
            '-D',
            '--define',
        ],
        flags: [
            '-B',
            '--batch-mode',
            '-q',
            '--quiet',
            '-X',
            '--debug',
            '-e',
            '--errors',
            '-o',
            '--offline',
            '-U',
            '--update-snapshots',
            '-N',
            '--non-recursive',
            '-am',
            '--also-make',
            '-amd',
            '--also-make-dependents',
            '-ntp',
            '--no-transfer-progress',
            '-V',
            '--show-version',
            '-v',
            '--version',
        ],
    }),
    e('gradle', 2, 'each task named runs (gradle clean publish)', {
        targets: true,
        valued: [
            '-p',
            '--project-dir',
            '-b',
            '--build-file',
            '-c',
            '--settings-file',
            '-g',
            '--gradle-user-home',
            '-x',
            '--exclude-task',
            '-I',
            '--init-script',
            '--max-workers',
            '--console',
            '--warning-mode',
            '--priority',
            '-D',
            '-P',
        ],
        flags: [
            '-q',
            '--quiet',
            '-i',
            '--info',
            '-d',
            '--debug',
            '-s',
            '--stacktrace',
            '-S',
            '--full-stacktrace',
            '--offline',
            '--daemon',
            '--no-daemon',
            '--parallel',
            '--no-parallel',
            '--build-cache',
            '--no-build-cache',
            '--continue',
            '--dry-run',
            '-m',
            '--refresh-dependencies',
            '--scan',
            '--configuration-cache',
        ],
    }),
    e('gradlew', 2, 'each task named runs (./gradlew clean publish)', {
        targets: true,
        valued: [
            '-p',
            '--project-dir',
            '-b',
            '--build-file',
            '-c',
            '--settings-file',
            '-x',
            '--exclude-task',
            '-I',
            '--init-script',
            '--max-workers',
            '--console',
            '--warning-mode',
            '-D',
            '-P',
        ],
        flags: [
            '-q',
            '--quiet',
            '-i',
            '--info',
            '-d',
            '--debug',
            '-s',
            '--stacktrace',
            '--offline',
            '--daemon',
            '--no-daemon',
            '--parallel',
            '--build-cache',
            '--continue',
            '--dry-run',
            '-m',
            '--refresh-dependencies',
            '--scan',
        ],
    }),
    e('sbt', 2, 'each command named runs (sbt clean publish)', { targets: true }),
    e('lein', 2, 'the subcommand names the action (lein test, lein deploy)'),
    e('dotnet', 2, 'the subcommand names the action (dotnet build, dotnet publish)'),
    e('dotnet tool', 3, 'the tool subcommand names the action (dotnet tool install)'),
    e('dotnet nuget', 3, 'the nuget subcommand names the action (dotnet nuget push)'),
    e('dotnet ef', 3, 'the ef command group names the action (dotnet ef database)'),
    e('cargo', 2, 'the subcommand names the action (cargo build, cargo publish)', {
        valued: CARGO_VALUED,
        flags: CARGO_FLAGS,
        plus: true,
    }),
    e('rustup', 2, 'the subcommand names the action (rustup update)', { plus: true }),
    e('rustup toolchain', 3, 'the toolchain subcommand names the action (rustup toolchain uninstall)'),
    e('rustup component', 3, 'the component subcommand names the action (rustup component add)'),
    e('rustup target', 3, 'the target subcommand names the action (rustup target add)'),
    e('go', 2, 'the subcommand names the action (go build, go test)', { valued: ['-C'], flags: [] }),
    e('go mod', 3, 'the mod subcommand names the action (go mod tidy)'),
    e('go work', 3, 'the work subcommand names the action (go work use)'),
    e('go tool', 3, 'the tool named is what runs (go tool pprof)'),
    e('golangci-lint', 2, 'the subcommand names the action (golangci-lint run)'),
    e('gofmt', 1, 'a formatter: its operands are files'),
    e('swift', 2, 'the subcommand names the action (swift build, swift test)'),
    e('xcodebuild', 1, 'its actions are options and trailing words; the program names the tool'),
    e('pod', 2, 'the subcommand names the action (pod install)'),
    e('fastlane', 2, 'the lane named is what runs (fastlane release)'),
    e('flutter', 2, 'the subcommand names the action (flutter build)'),
    e('dart', 2, 'the subcommand names the action (dart pub)'),
    e('zig', 2, 'the subcommand names the action (zig build)'),
    e('cmake', 1, 'its operands are source or build directories'),
    e('meson', 2, 'the subcommand names the action (meson setup)'),
    e('bazel', 2, 'the command names the action (bazel build, bazel run)'),
    e('gcc', 1, 'a compiler: its operands are files'),
    e('clang', 1, 'a compiler: its operands are files'),
    e('stack', 2, 'the subcommand names the action (stack build, stack upload)'),
    e('cabal', 2, 'the subcommand names the action (cabal build, cabal upload)'),
    e('mix', 2, 'the task named is what runs (mix ecto.drop)'),
    e('make', 2, 'each target named runs (make build deploy): judged as make build and make deploy', {
        targets: true,
        valued: MAKE_VALUED,
        flags: MAKE_FLAGS,
    }),
    e('just', 2, 'each recipe named runs (just build deploy)', {
        targets: true,
        valued: ['-f', '--justfile', '-d', '--working-directory', '--set', '--shell'],
        flags: ['-n', '--dry-run', '-q', '--quiet', '-v', '--verbose', '--yes', '-l', '--list'],
    }),
    e('ninja', 2, 'each target named is built (ninja app tests)', {
        targets: true,
        valued: ['-C', '-f', '-j', '-k', '-l', '-d', '-t', '-w'],
        flags: ['-n', '-v', '--verbose', '--quiet'],
    }),
    e('task', 2, 'each task named runs (task build deploy)', { targets: true }),
    e('docker', 2, 'the subcommand names the action (docker run, docker rm, docker push)', {
        valued: [
            '-H',
            '--host',
            '-c',
            '--context',
            '--config',
            '-l',
            '--log-level',
            '--tlscacert',
            '--tlscert',
            '--tlskey',
        ],
        flags: ['-D', '--debug', '--tls', '--tlsverify', '-v', '--version'],
    }),
    e('docker compose', 3, 'the compose subcommand names the action (docker compose up, docker compose down)', {
        valued: COMPOSE_VALUED,
        flags: COMPOSE_FLAGS,
    }),
    e('docker container', 3, 'the container subcommand names the action (docker container prune)'),
    e('docker image', 3, 'the image subcommand names the action (docker image rm)'),
    e('docker volume', 3, 'the volume subcommand names the action (docker volume rm)'),
    e('docker network', 3, 'the network subcommand names the action (docker network create)'),
    e('docker system', 3, 'the system subcommand names the action (docker system prune)'),
    e('docker buildx', 3, 'the buildx subcommand names the action (docker buildx build)'),
    e('docker context', 3, 'the context subcommand names the action (docker context use)'),
    e('docker-compose', 2, 'the subcommand names the action (docker-compose down)', {
        valued: COMPOSE_VALUED,
        flags: COMPOSE_FLAGS,
    }),
    e('podman', 2, 'the subcommand names the action (podman run)', {
        valued: ['-c', '--connection', '--url', '--root', '--runroot', '--log-level', '--identity'],
        flags: ['--remote', '-r'],
    }),
    e('podman machine', 3, 'the machine subcommand names the action (podman machine rm)'),
    e('nerdctl', 2, 'the subcommand names the action (nerdctl run, nerdctl rm)'),
    e('buildah', 2, 'the subcommand names the action (buildah bud, buildah push)'),
    e('skopeo', 2, 'the subcommand names the action (skopeo inspect, skopeo delete)'),
    e('crictl', 2, 'the subcommand names the action (crictl ps, crictl rmi)'),
    e('kubectl', 2, 'the verb names the action (kubectl get reads, kubectl delete deletes)', {
        valued: KUBE_VALUED,
        flags: KUBE_FLAGS,
    }),
    e('kubectl config', 3, 'the config subcommand names the action (kubectl config use-context)'),
    e('kubectl rollout', 3, 'the rollout subcommand names the action (kubectl rollout undo)'),
    e('kubectl auth', 3, 'the auth subcommand names the action (kubectl auth can-i)'),
    e('kubectl create', 3, 'the kind of object created (kubectl create secret)'),
    e('kubectl certificate', 3, 'the certificate subcommand names the action (kubectl certificate approve)'),
    e('oc', 2, 'the verb names the action (oc delete)', { valued: KUBE_VALUED, flags: KUBE_FLAGS }),
    e('helm', 2, 'the subcommand names the action (helm install, helm uninstall)', {
        valued: [
            '-n',
            '--namespace',
            '--kube-context',
            '--kubeconfig',
            '--kube-apiserver',
            '--kube-token',
            '--registry-config',
            '--repository-cache',
            '--repository-config',
            '--burst-limit',
            '--qps',
        ],
        flags: ['--debug'],
    }),
    e('helm repo', 3, 'the repo subcommand names the action (helm repo add)'),
    e('helm plugin', 3, 'the plugin subcommand names the action (helm plugin install)'),
    e('kustomize', 2, 'the subcommand names the action (kustomize build, kustomize edit)'),
    e('skaffold', 2, 'the subcommand names the action (skaffold run, skaffold delete)'),
    e('tilt', 2, 'the subcommand names the action (tilt up, tilt down)'),
    e('minikube', 2, 'the subcommand names the action (minikube delete)'),
    e('kind', 3, 'a verb and what it acts on (kind delete cluster)'),
    e('k3d', 3, 'a command group and its action (k3d cluster delete)'),
    e('argocd', 3, 'a command group and its action (argocd app sync)'),
    e('istioctl', 2, 'the subcommand names the action (istioctl install, istioctl uninstall)'),
    e('terraform', 2, 'the subcommand names the action (terraform plan reads, terraform apply changes)'),
    e('terraform state', 3, 'the state subcommand names the action (terraform state rm)'),
    e('terraform workspace', 3, 'the workspace subcommand names the action (terraform workspace delete)'),
    e('tofu', 2, 'the subcommand names the action (tofu apply)'),
    e('pulumi', 2, 'the subcommand names the action (pulumi up, pulumi destroy)', {
        valued: ['-C', '--cwd', '-s', '--stack', '--color', '-v', '--verbose'],
        flags: ['--non-interactive', '--emoji', '--logtostderr', '-y', '--yes'],
    }),
    e('pulumi stack', 3, 'the stack subcommand names the action (pulumi stack rm)'),
    e('pulumi config', 3, 'the config subcommand names the action (pulumi config set)'),
    e('packer', 2, 'the subcommand names the action (packer build, packer validate)'),
    e('vagrant', 2, 'the subcommand names the action (vagrant destroy)'),
    e('ansible', 1, 'its operand is the host pattern; the module is an option'),
    e('ansible-playbook', 1, 'its operands are playbooks'),
    e('aws', 3, 'a service and its operation (aws s3 rm, aws ec2 terminate-instances)', {
        valued: [
            '--profile',
            '--region',
            '--output',
            '--endpoint-url',
            '--query',
            '--cli-read-timeout',
            '--cli-connect-timeout',
            '--ca-bundle',
            '--color',
        ],
        flags: ['--debug', '--no-verify-ssl', '--no-paginate', '--no-sign-request', '--no-cli-pager', '--cli-auto-prompt'],
    }),
    e('gcloud', 3, 'a command group and its action (gcloud run deploy)', {
        valued: [
            '--project',
            '--account',
            '--configuration',
            '--verbosity',
            '--format',
            '--flags-file',
            '--impersonate-service-account',
            '--billing-project',
        ],
        flags: ['-q', '--quiet', '--log-http', '--no-user-output-enabled', '--user-output-enabled'],
    }),
    e('gcloud compute', 4, 'a resource and its action (gcloud compute instances delete)'),
    e('gcloud container', 4, 'a resource and its action (gcloud container clusters delete)'),
    e('gcloud sql', 4, 'a resource and its action (gcloud sql instances delete)'),
    e('gcloud iam', 4, 'a resource and its action (gcloud iam service-accounts create)'),
    e('az', 3, 'a command group and its action (az vm delete)', {
        valued: ['--subscription', '-o', '--output', '--query'],
        flags: ['--debug', '--verbose', '--only-show-errors', '-y', '--yes'],
    }),
    e('doctl', 3, 'a command group and its action (doctl apps create)'),
    e('eksctl', 3, 'a verb and what it acts on (eksctl delete cluster)'),
    e('heroku', 2, 'the command names the action (heroku apps:destroy)'),
    e('fly', 2, 'the subcommand names the action (fly deploy)'),
    e('flyctl', 2, 'the subcommand names the action (flyctl deploy)'),
    e('supabase', 2, 'the subcommand names the action (supabase start, supabase link)'),
    e('supabase db', 3, 'the db subcommand names the action (supabase db reset)'),
    e('vault', 2, 'the subcommand names the action (vault login, vault read)'),
    e('vault kv', 3, 'the kv subcommand names the action (vault kv delete)'),
    e('vault secrets', 3, 'the secrets subcommand names the action (vault secrets disable)'),
    e('vault token', 3, 'the token subcommand names the action (vault token revoke)'),
    e('consul', 2, 'the subcommand names the action (consul kv, consul leave)'),
    e('nomad', 2, 'the subcommand names the action (nomad job, nomad node)'),
    e('stripe', 2, 'the subcommand names the action (stripe listen, stripe trigger)'),
    e('systemctl', 2, 'the verb names the action (systemctl status reads, systemctl stop stops)', {
        valued: SYSTEMCTL_VALUED,
        flags: SYSTEMCTL_FLAGS,
    }),
    e('service', 3, 'the service and the action (service nginx restart)'),
    e('launchctl', 2, 'the subcommand names the action (launchctl load, launchctl unload)'),
    e('journalctl', 1, 'its actions are options; the program names the tool'),
    e('apt', 2, 'the subcommand names the action (apt install, apt remove)', { valued: APT_VALUED, flags: APT_FLAGS }),
    e('apt-get', 2, 'the subcommand names the action (apt-get purge)', { valued: APT_VALUED, flags: APT_FLAGS }),
    e('dnf', 2, 'the subcommand names the action (dnf install, dnf remove)'),
    e('yum', 2, 'the subcommand names the action (yum install, yum erase)'),
    e('zypper', 2, 'the subcommand names the action (zypper install, zypper remove)'),
    e('apk', 2, 'the subcommand names the action (apk add, apk del)'),
    e('pacman', 1, 'its actions are options (-S, -R); operands are packages'),
    e('brew', 2, 'the subcommand names the action (brew install, brew uninstall)', {
        flags: ['-v', '--verbose', '-d', '--debug', '-q', '--quiet', '-f', '--force'],
    }),
    e('brew services', 3, 'the services subcommand names the action (brew services stop)'),
    e('snap', 2, 'the subcommand names the action (snap install, snap remove)'),
    e('flatpak', 2, 'the subcommand names the action (flatpak install, flatpak uninstall)'),
    e('nix', 2, 'the subcommand names the action (nix build, nix develop)'),
    e('winget', 2, 'the subcommand names the action (winget install, winget uninstall)'),
    e('choco', 2, 'the subcommand names the action (choco install, choco uninstall)'),
    e('scoop', 2, 'the subcommand names the action (scoop install, scoop uninstall)'),
    e('asdf', 2, 'the subcommand names the action (asdf install, asdf uninstall)'),
    e('mise', 2, 'the subcommand names the action (mise install, mise use)'),
    e('nvm', 2, 'the subcommand names the action (nvm install, nvm use)'),
    e('volta', 2, 'the subcommand names the action (volta install, volta pin)'),
    e('tmux', 2, 'the tmux command names the action (tmux kill-server)'),
    e('openssl', 2, 'the subcommand names the action (openssl req)'),
    e('certbot', 2, 'the subcommand names the action (certbot renew, certbot revoke)'),
    e('ufw', 2, 'the subcommand names the action (ufw allow, ufw disable)'),
    e('ip', 3, 'an object and the action on it (ip link set)'),
    e('nmcli', 3, 'an object and the action on it (nmcli connection delete)'),
    e('hostnamectl', 2, 'the subcommand names the action (hostnamectl status, hostnamectl set-hostname)'),
    e('timedatectl', 2, 'the subcommand names the action (timedatectl status, timedatectl set-time)'),
    e('crontab', 1, 'its actions are options (-l reads, -r removes)'),
    e('pre-commit', 2, 'the subcommand names the action (pre-commit run, pre-commit uninstall)'),
    e('lefthook', 2, 'the subcommand names the action (lefthook install, lefthook uninstall)'),
    e('husky', 2, 'the subcommand names the action (husky install, husky uninstall)'),
    e('diffgate', 2, 'the subcommand names the action (diffgate check, diffgate uninstall)'),
    e('claude', 2, 'the subcommand names the action (claude update, claude doctor)'),
    e('claude mcp', 3, 'the mcp subcommand names the action (claude mcp add)'),
    e('ollama', 2, 'the subcommand names the action (ollama run, ollama rm)'),
    e('psql', 1, 'its actions are options (-c runs SQL); operands are connection words'),
    e('mysql', 1, 'its actions are options (-e runs SQL); operands are connection words'),
    e('sqlite3', 1, 'its operands are the database file and SQL'),
    e('mongosh', 1, 'its operand is the connection string'),
    e('redis-cli', 2, 'the Redis command is what runs (redis-cli flushall)', {
        valued: ['-h', '-p', '-a', '-n', '-u', '--user', '--pass', '-s', '-r', '-i'],
        flags: ['--tls', '--no-auth-warning', '--raw', '--no-raw', '-c', '-e', '--verbose'],
    }),
    e('dropdb', 1, 'its operand is the database to drop'),
    e('pg_dump', 1, 'its operand is the database to dump'),
    e('rm', 1, OPERANDS),
    e('cp', 1, OPERANDS),
    e('mv', 1, OPERANDS),
    e('ln', 1, OPERANDS),
    e('mkdir', 1, OPERANDS),
    e('rmdir', 1, OPERANDS),
    e('touch', 1, OPERANDS),
    e('chmod', 1, 'its operands are a mode and files'),
    e('chown', 1, 'its operands are an owner and files'),
    e('cat', 1, OPERANDS),
    e('ls', 1, OPERANDS),
    e('echo', 1, 'its operands are text to print'),
    e('printf', 1, 'its operands are a format and text'),
    e('grep', 1, 'its operands are a pattern and files'),
    e('rg', 1, 'its operands are a pattern and files'),
    e('sed', 1, 'its operands are a script and files'),
    e('awk', 1, 'its operands are a program and files'),
    e('head', 1, OPERANDS),
    e('tail', 1, OPERANDS),
    e('wc', 1, OPERANDS),
    e('sort', 1, OPERANDS),
    e('uniq', 1, OPERANDS),
    e('cut', 1, OPERANDS),
    e('tr', 1, 'its operands are character sets'),
    e('diff', 1, OPERANDS),
    e('find', 1, 'its operands are starting points and an expression'),
    e('fd', 1, 'its operands are a pattern and paths'),
    e('tree', 1, OPERANDS),
    e('du', 1, OPERANDS),
    e('df', 1, OPERANDS),
    e('stat', 1, OPERANDS),
    e('file', 1, OPERANDS),
    e('tar', 1, 'its mode is an option (-c, -x); operands are files'),
    e('zip', 1, 'its operands are the archive and files'),
    e('unzip', 1, 'its operands are the archive and files'),
    e('gzip', 1, OPERANDS),
    e('jq', 1, 'its operands are a filter and files'),
    e('yq', 1, 'its operands are an expression and files'),
    e('tee', 1, OPERANDS),
    e('dd', 1, 'its operands are key=value settings'),
    e('truncate', 1, OPERANDS),
    e('shred', 1, OPERANDS),
    e('pwd', 1, 'it takes no operands'),
    e('which', 1, 'its operands are program names'),
    e('whoami', 1, 'it takes no operands'),
    e('date', 1, 'its operand is a format'),
    e('true', 1, 'it takes no operands'),
    e('false', 1, 'it takes no operands'),
    e('test', 1, 'its operands are an expression'),
    e('[', 1, 'its operands are an expression'),
    e('sleep', 1, 'its operand is a duration'),
    e('source', 1, 'its operand is the script to read'),
    e('.', 1, 'its operand is the script to read'),
    e('curl', 1, 'its operands are URLs'),
    e('wget', 1, 'its operands are URLs'),
    e('ssh', 1, 'its operands are the host and a remote command, which runs elsewhere'),
    e('scp', 1, 'its operands are sources and a destination'),
    e('rsync', 1, 'its operands are sources and a destination'),
    e('kill', 1, 'its operands are process ids'),
    e('pkill', 1, 'its operand is a pattern'),
    e('killall', 1, 'its operands are process names'),
    e('ps', 1, 'its actions are options'),
    e('shutdown', 1, 'its operands are a time and a message'),
    e('reboot', 1, 'it takes no operands'),
    e('mount', 1, 'its operands are a device and a directory'),
    e('umount', 1, 'its operands are directories'),
    e('mkfs', 1, 'its operand is a device'),
    e('sudo', 1, WRAP, { wrapper: true }),
    e('doas', 1, WRAP, { wrapper: true }),
    e('env', 1, WRAP, { wrapper: true }),
    e('command', 1, WRAP, { wrapper: true }),
    e('builtin', 1, WRAP, { wrapper: true }),
    e('nohup', 1, WRAP, { wrapper: true }),
    e('nice', 1, WRAP, { wrapper: true }),
    e('time', 1, WRAP, { wrapper: true }),
    e('timeout', 1, WRAP, { wrapper: true }),
    e('xargs', 1, WRAP, { wrapper: true }),
    e('exec', 1, WRAP, { wrapper: true }),
    e('stdbuf', 1, WRAP, { wrapper: true }),
    e('ionice', 1, WRAP, { wrapper: true }),
    e('chrt', 1, WRAP, { wrapper: true }),
    e('flock', 1, WRAP, { wrapper: true }),
];
const BY_PREFIX = new Map(exports.ARITY.map((entry) => [entry.prefix, entry]));
const REFINED = new Set(exports.ARITY.flatMap((entry) => {
    const words = entry.prefix.split(' ');
    return words.slice(1).map((_, i) => words.slice(0, i + 1).join(' '));
}));
function arityEntry(prefix) {
    return BY_PREFIX.get(prefix);
}
function isRefined(prefix) {
    return REFINED.has(prefix);
}
exports.WRAPPERS = new Set(exports.ARITY.filter((x) => x.wrapper).map((x) => x.prefix));


/***/ }),

/***/ 8436:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.judgeBash = judgeBash;
exports.loadCommandRules = loadCommandRules;
const catastrophic_js_1 = __webpack_require__(6014);
const commandRules_js_1 = __webpack_require__(3749);
const describeVerdict_js_1 = __webpack_require__(4035);
const judgeCommand_js_1 = __webpack_require__(3597);
const claude_js_1 = __webpack_require__(209);
const command_js_1 = __webpack_require__(5078);
const parseManifest_js_1 = __webpack_require__(5684);
const failure_js_1 = __webpack_require__(6640);
const protection_js_1 = __webpack_require__(7976);
const decideShell_js_1 = __webpack_require__(45);
const prescan_js_1 = __webpack_require__(7355);
const indexFlags_js_1 = __webpack_require__(3234);
const plainSegments_js_1 = __webpack_require__(4715);
const segmentCollector_js_1 = __webpack_require__(2233);
const catastropheDenials_js_1 = __webpack_require__(9931);
async function judgeBash(command, ctx) {
    const rules = loadCommandRules(ctx);
    const names = (0, commandRules_js_1.namedPrograms)(rules);
    const named = rules.length > 0 && mayName(command, names);
    const plain = named ? (0, plainSegments_js_1.plainSegments)(command) : undefined;
    const collector = new segmentCollector_js_1.SegmentCollector();
    const protection = new protection_js_1.Protection(ctx);
    const written = await (0, decideShell_js_1.decideShell)(command, ctx, protection, {
        visitor: collector,
        parse: (named && plain === undefined) || (0, prescan_js_1.mentionsSwitchVariable)(command),
    });
    const segments = plain ?? collector.segments;
    const verdict = (0, catastrophic_js_1.withForkBombs)((0, judgeCommand_js_1.judgeCommand)({ text: command, segments, home: ctx.place.home }, rules), collector.calls);
    const denials = [...policyDenials(verdict), ...(0, indexFlags_js_1.indexFlagDenials)(command, ctx.place.cwd, protection), ...written];
    const outcome = { denials };
    const ask = (0, describeVerdict_js_1.askReason)(verdict);
    if (ask !== undefined)
        outcome.ask = ask;
    if (verdict.decision === 'allow' && denials.length === 0)
        outcome.allow = (0, describeVerdict_js_1.allowReason)(verdict);
    return outcome;
}
function mayName(command, names) {
    if (names === 'any' || /[$`*?[{]/.test(command))
        return true;
    const text = command.replace(/['"\\]/g, '').replace(/=/g, ' ');
    return (0, prescan_js_1.namesAny)(text, names) || (names.has('git') && /(?:^|[\s/;&|(])git-[a-z]/.test(text));
}
function loadCommandRules(ctx) {
    const all = [ctx.rules.repo, ...(ctx.rules.user ? [ctx.rules.user] : [])];
    const out = [];
    for (const manifest of all) {
        const { rules, errors } = (0, commandRules_js_1.commandRules)(manifest.rules);
        if (errors.length > 0)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestErrors(manifest.file, errors.map(parseManifest_js_1.formatManifestError)));
        out.push(...rules);
    }
    return out;
}
function policyDenials(verdict) {
    const denials = (0, catastropheDenials_js_1.catastropheDenials)(verdict.catastrophes);
    for (const s of verdict.segments) {
        if (s.decision !== 'deny' || !s.rule)
            continue;
        const { rule, pattern } = s.rule;
        denials.push({
            rule: 'command-deny',
            message: command_js_1.commandText.deny.message(s.segment.text, (0, describeVerdict_js_1.prefixOf)(s), pattern.text),
            reason: rule.reason,
            source: `${rule.file}:${rule.line}`,
            next: command_js_1.commandText.deny.next(),
            releasable: false,
        });
    }
    return denials;
}


/***/ }),

/***/ 4715:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.plainSegments = plainSegments;
const prescan_js_1 = __webpack_require__(7355);
function plainSegments(command) {
    if (!(0, prescan_js_1.surelyHarmless)(command))
        return undefined;
    const segments = [];
    for (const part of command.split(prescan_js_1.SEPARATORS)) {
        const words = part
            .trim()
            .split(/[ \t]+/)
            .filter(Boolean);
        if (words.length === 0 || words[0] === 'cd')
            continue;
        if (words.includes('builtin'))
            return undefined;
        segments.push({ argv: words, text: words.join(' ') });
    }
    return segments;
}


/***/ }),

/***/ 3749:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commandRules = commandRules;
exports.commandPatternError = commandPatternError;
exports.namedPrograms = namedPrograms;
const commandPattern_js_1 = __webpack_require__(9312);
const DECISIONS = {
    'command-allow': 'allow',
    'command-ask': 'ask',
    'command-deny': 'deny',
};
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
function commandPatternError(pattern) {
    const compiled = (0, commandPattern_js_1.compileCommandPattern)(pattern);
    return 'error' in compiled ? compiled.error : undefined;
}
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

/***/ 4035:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.prefixOf = prefixOf;
exports.askReason = askReason;
exports.allowReason = allowReason;
exports.allowBlockText = allowBlockText;
exports.explainVerdict = explainVerdict;
const command_js_1 = __webpack_require__(5078);
const canonicalPrefix_js_1 = __webpack_require__(2063);
const source = (s) => (s.rule ? `${s.rule.rule.file}:${s.rule.rule.line}` : '');
function prefixOf(s) {
    return s.canonical.prefixes.map(canonicalPrefix_js_1.prefixText).join(', ');
}
function askReason(verdict) {
    const parts = verdict.segments
        .filter((s) => s.decision === 'ask' && s.rule)
        .map((s) => command_js_1.commandText.ask.segment(s.segment.text, prefixOf(s), s.rule.rule.kind, s.rule.pattern.text, s.rule.rule.reason, source(s), s.maybe));
    return parts.length === 0 ? undefined : command_js_1.commandText.ask.reason([...new Set(parts)]);
}
function allowReason(verdict) {
    const parts = verdict.segments
        .filter((s) => s.decision === 'allow' && s.rule)
        .map((s) => command_js_1.commandText.allow.segment(prefixOf(s), s.rule.pattern.text, source(s)));
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
    const why = verdict.decision === 'deny'
        ? command_js_1.commandText.explain.why.deny()
        : verdict.decision === 'ask'
            ? command_js_1.commandText.explain.why.ask()
            : verdict.decision === 'allow'
                ? command_js_1.commandText.explain.why.allow()
                : verdict.segments.length > 0
                    ? command_js_1.commandText.explain.why.none()
                    : '';
    out.push(command_js_1.commandText.explain.total(decisionText(verdict.decision), why));
    return `${out.join('\n')}\n`;
}


/***/ })

};
