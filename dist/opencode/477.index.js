export const id = 477;
export const ids = [477,548];
export const modules = {

/***/ 282:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ catastropheDenials)
/* harmony export */ });
/* harmony import */ var _core_messages_command_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4791);

/** One denial per catastrophic form found (never releasable). */
function catastropheDenials(catastrophes) {
    const denials = [];
    const forms = new Set();
    for (const found of catastrophes) {
        if (forms.has(found.form))
            continue;
        forms.add(found.form);
        denials.push({
            rule: 'catastrophic',
            message: _core_messages_command_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .j.catastrophic.message(found.form, found.text),
            reason: _core_messages_command_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .j.catastrophic.reason(),
            next: _core_messages_command_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .j.catastrophic.next(),
            releasable: false,
        });
    }
    return denials;
}


/***/ }),

/***/ 8730:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   decideBash: () => (/* binding */ decideBash)
/* harmony export */ });
/* harmony import */ var _core_commands_catastrophic_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6981);
/* harmony import */ var _protection_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1548);
/* harmony import */ var _shell_decideShell_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6707);
/* harmony import */ var _shell_prescan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7667);
/* harmony import */ var _catastropheDenials_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(282);
/* harmony import */ var _clearedBash_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3920);
/* harmony import */ var _indexFlags_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3787);
/* harmony import */ var _segmentCollector_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(657);
/**
 * The Bash tool. Under a manifest with command rules the policy and the write-target check run
 * together (judgeBash.ts, loaded only then: the arity table and the policy's modules are not needed
 * otherwise). Without command rules only the write targets and the five catastrophic forms,
 * which no manifest can switch off, are checked. The line is parsed only when the write-target
 * pre-scan cannot clear it.
 */








async function decideBash(command, ctx) {
    if ((0,_clearedBash_js__WEBPACK_IMPORTED_MODULE_5__/* .hasCommandRules */ .L)(ctx)) {
        return (await Promise.all(/* import() | policy */[__webpack_require__.e(6), __webpack_require__.e(900), __webpack_require__.e(779), __webpack_require__.e(477)]).then(__webpack_require__.bind(__webpack_require__, 3477))).judgeBash(command, ctx);
    }
    const collector = new _segmentCollector_js__WEBPACK_IMPORTED_MODULE_7__/* .SegmentCollector */ .P5();
    const protection = new _protection_js__WEBPACK_IMPORTED_MODULE_1__.Protection(ctx);
    const written = await (0,_shell_decideShell_js__WEBPACK_IMPORTED_MODULE_2__/* .decideShell */ .P)(command, ctx, protection, {
        visitor: collector,
        parse: (0,_shell_prescan_js__WEBPACK_IMPORTED_MODULE_3__/* .mentionsSwitchVariable */ .S9)(command),
    });
    const catastrophes = (0,_core_commands_catastrophic_js__WEBPACK_IMPORTED_MODULE_0__/* .catastrophesIn */ .ZG)({
        text: command,
        segments: collector.segments,
        home: ctx.place.home,
        calls: collector.calls,
    });
    return {
        denials: [...(0,_catastropheDenials_js__WEBPACK_IMPORTED_MODULE_4__/* .catastropheDenials */ .T)(catastrophes), ...(0,_indexFlags_js__WEBPACK_IMPORTED_MODULE_6__/* .indexFlagDenials */ .z)(command, ctx.place.cwd, protection), ...written],
    };
}


/***/ }),

/***/ 3787:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ indexFlagDenials)
/* harmony export */ });
/* unused harmony export indexFlagSwitches */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _core_commands_argWord_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2320);
/* harmony import */ var _core_commands_longOptions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4340);
/* harmony import */ var _core_commands_rawCommands_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6871);
/* harmony import */ var _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5026);
/**
 * `git update-index --chmod=+x`, `--assume-unchanged`, `--skip-worktree` (and `--cacheinfo`,
 * `git add --chmod`) on a protected path: a mode change git's hooks would see only if nobody
 * hides it, or a change hidden from `git status` and `git diff` (and from the tripwire, which
 * asks git). Refused as a gate switch when a path it names is protected, or cannot be known
 * before it runs (`--stdin`, a variable, a glob). Read from the raw text (rawCommands), so no
 * parse result hides it; `--no-skip-worktree` and `--no-assume-unchanged` undo and pass.
 */





const HIDING = {
    'update-index': ['--chmod', '--assume-unchanged', '--skip-worktree', '--cacheinfo', '--index-info'],
    add: ['--chmod'],
};
const GIT_VALUED = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--super-prefix']);
function indexFlagSwitches(command, cwd, protection) {
    if (!/update-index|--ch|chmod/.test(command))
        return [];
    const found = [];
    for (const words of (0,_core_commands_rawCommands_js__WEBPACK_IMPORTED_MODULE_2__/* .rawCommands */ .VH)(command).commands) {
        if ((0,_core_commands_argWord_js__WEBPACK_IMPORTED_MODULE_4__/* .programName */ .kX)(words[0] ?? '') !== 'git')
            continue;
        let dir = cwd;
        let i = 1;
        for (; i < words.length && words[i].startsWith('-'); i++) {
            const w = words[i];
            if (w === '-C')
                dir = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.resolve(dir, words[++i] ?? '.');
            else if (GIT_VALUED.has(w))
                i++;
        }
        const sub = words[i];
        const flags = sub === undefined ? undefined : HIDING[sub];
        if (!flags)
            continue;
        const options = (0,_core_commands_longOptions_js__WEBPACK_IMPORTED_MODULE_1__/* .longOptionsOf */ .Ag)(`git ${sub}`);
        const args = words.slice(i + 1);
        const hides = args.some((a) => flags.some((f) => (0,_core_commands_longOptions_js__WEBPACK_IMPORTED_MODULE_1__/* .standsFor */ .jE)(a.split('=')[0], f, options)));
        if (!hides)
            continue;
        const text = words.join(' ');
        const paths = operands(args);
        const unknown = args.some((a) => a === '--stdin' || a === '--index-info' || a.startsWith('--cacheinfo')) ||
            paths.some((p) => /[$`*?[\]{}~]/.test(p));
        if (unknown || paths.some((p) => protection.exact(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.resolve(dir, p), false).length > 0))
            found.push({ kind: 'index-flags', text });
    }
    return found;
}
/** The operands after the options (an option's value given with `=` stays in its word). */
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
/** The findings as block messages (never releasable: a gate is switched off only by a person). */
function indexFlagDenials(command, cwd, protection) {
    return indexFlagSwitches(command, cwd, protection).map((g) => ({
        rule: 'gate-switch',
        message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_3__/* .claudeText */ .E.gate.switch(g.kind, g.text),
        reason: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_3__/* .claudeText */ .E.gate.reason(),
        next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_3__/* .claudeText */ .E.gate.next(),
        releasable: false,
    }));
}


/***/ }),

/***/ 3477:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  judgeBash: () => (/* binding */ judgeBash),
  loadCommandRules: () => (/* binding */ loadCommandRules)
});

// EXTERNAL MODULE: ./.build/js/src/core/commands/catastrophic.js + 1 modules
var commands_catastrophic = __webpack_require__(6981);
// EXTERNAL MODULE: ./.build/js/src/core/commands/commandRules.js
var commandRules = __webpack_require__(7358);
// EXTERNAL MODULE: ./.build/js/src/core/messages/command.js
var command = __webpack_require__(4791);
// EXTERNAL MODULE: ./.build/js/src/core/commands/argWord.js
var argWord = __webpack_require__(2320);
// EXTERNAL MODULE: ./.build/js/src/core/commands/arity.js
var arity = __webpack_require__(2373);
;// CONCATENATED MODULE: ./.build/js/src/core/commands/canonicalPrefix.js
/**
 * The canonical prefix of a simple command: the program's name and the positional words that
 * name what it does, as many as the arity table says (`git -C dir -c k=v status -s` is
 * `git status`). Options and the values of the options the table lists are skipped. An option
 * the table does not know might take the next word as its value; then the prefix is read both
 * ways, and the second reading is kept as an alternate (a deny rule that matches only it still
 * asks the person). Build runners with several targets (`make build deploy`) have a prefix per
 * target.
 */


const MAX_ARITY = Math.max(...arity/* ARITY */.GT.map((e) => e.arity));
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
/** The prefix as text (`git status`), unknown words as `?`. */
function canonicalPrefix_prefixText(words) {
    return words
        .map((w) => (typeof w === 'string' ? w : w === null ? '?' : 'glob' in w ? w.glob : `{${w.oneOf.join(',')}}`))
        .join(' ');
}
function key(prefixes) {
    return JSON.stringify(prefixes);
}
function read(argv, assumeValued) {
    const first = argv[0];
    const programText = (0,argWord/* known */.eO)(first);
    if (first === undefined)
        return { prefixes: [[]], entry: undefined, unknownOptions: [], unknownWord: true };
    if (programText === undefined) {
        // An unknown program may have any arity: its next words (up to the table's longest prefix) may all be part of it.
        const rest = argv
            .slice(1)
            .filter((w) => !(0,argWord/* known */.eO)(w)?.startsWith('-'))
            .slice(0, MAX_ARITY - 1);
        return { prefixes: [[first, ...rest]], entry: undefined, unknownOptions: [], unknownWord: true };
    }
    const words = [(0,argWord/* programName */.kX)(programText)];
    let entry = (0,arity/* arityEntry */.Cp)(words[0]);
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
        if (complete && !(words.every((x) => typeof x === 'string') && (0,arity/* isRefined */.CG)(words.join(' '))))
            break;
        const w = argv[i];
        const text = (0,argWord/* known */.eO)(w);
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
            const longer = text === undefined ? undefined : (0,arity/* arityEntry */.Cp)([...words, text].join(' '));
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
        const head = words.map((x) => (0,argWord/* known */.eO)(x));
        words.push(w);
        // Several possible words (a loop variable) leave the prefix certain when they all lead to the same entry.
        const texts = (0,argWord/* candidates */.Xi)(w);
        if (texts === undefined || head.some((x) => x === undefined)) {
            unknownWord = true;
            continue;
        }
        const found = new Set(texts.map((t) => (0,arity/* arityEntry */.Cp)([...head, t].join(' '))));
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
        if (targets.some((t) => (0,argWord/* known */.eO)(t) === undefined))
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

;// CONCATENATED MODULE: ./.build/js/src/core/commands/describeVerdict.js
/**
 * The command policy's verdict in words: the reason Claude Code shows with an ask or allow
 * decision, and `diffgate explain --command`'s segment-by-segment account. Data in, text out.
 */


const source = (s) => (s.rule ? `${s.rule.rule.file}:${s.rule.rule.line}` : '');
function prefixOf(s) {
    return s.canonical.prefixes.map(canonicalPrefix_prefixText).join(', ');
}
/** Why a person is asked: every segment that asks, with its rule and reason. */
function askReason(verdict) {
    const parts = verdict.segments
        .filter((s) => s.decision === 'ask' && s.rule)
        .map((s) => command/* commandText */.j.ask.segment(s.segment.text, prefixOf(s), s.rule.rule.kind, s.rule.pattern.text, s.rule.rule.reason, source(s), s.maybe));
    return parts.length === 0 ? undefined : command/* commandText */.j.ask.reason([...new Set(parts)]);
}
/** Why the line is allowed: each segment's allow rule. */
function allowReason(verdict) {
    const parts = verdict.segments
        .filter((s) => s.decision === 'allow' && s.rule)
        .map((s) => command/* commandText */.j.allow.segment(prefixOf(s), s.rule.pattern.text, source(s)));
    return command/* commandText */.j.allow.reason([...new Set(parts)]);
}
function allowBlockText(b) {
    switch (b.kind) {
        case 'parse-failed':
            return t.allowBlocked.parseFailed();
        case 'privilege':
            return t.allowBlocked.privilege(b.wrapper);
        case 'environment':
            return t.allowBlocked.environment();
        case 'overrides':
            return t.allowBlocked.overrides(b.found);
        case 'doubt':
            return t.allowBlocked.doubt(b.options, b.unknownWord);
    }
}
const decisionText = (d) => d ?? t.explain.noOpinion();
/** `diffgate explain --command`: each segment, its canonical prefix, the rule that matched, the verdict. */
function explainVerdict(command, verdict) {
    const out = [t.explain.header(command)];
    if (verdict.segments.length === 0)
        out.push(t.explain.none());
    verdict.segments.forEach((s, i) => {
        out.push(t.explain.segment(i + 1, s.segment.text));
        const entry = s.canonical.entry;
        const how = entry
            ? `${t.explain.arityKnown(entry.prefix, entry.arity, entry.reason)}${entry.targets ? `; ${t.explain.targets()}` : ''}`
            : t.explain.arityUnknown();
        out.push(t.explain.prefix(prefixOf(s), how));
        if (s.canonical.alternates.length > 0)
            out.push(t.explain.alternate(s.canonical.alternates.map(prefixText).join(', '), s.canonical.unknownOptions));
        if (s.segment.via && s.segment.via.length > 0)
            out.push(t.explain.via(s.segment.via));
        if (s.segment.parseFailed)
            out.push(t.explain.parseFailed());
        if (s.catastrophic)
            out.push(t.explain.catastrophic(s.catastrophic));
        else if (s.rule)
            out.push(t.explain.rule(s.rule.rule.kind, s.rule.pattern.text, s.rule.rule.reason, source(s)));
        else
            out.push(t.explain.noRule());
        if (s.maybe)
            out.push(t.explain.maybe());
        if (s.allowBlocked)
            out.push(t.explain.allowBlocked(allowBlockText(s.allowBlocked)));
        out.push(t.explain.verdict(decisionText(s.decision)));
    });
    const fromText = verdict.catastrophes.filter((c) => !verdict.segments.some((s) => s.catastrophic === c.form && s.segment.text === c.text));
    for (const c of fromText)
        out.push(t.explain.lineCatastrophic(c.form, c.text));
    const why = verdict.decision === 'deny'
        ? t.explain.why.deny()
        : verdict.decision === 'ask'
            ? t.explain.why.ask()
            : verdict.decision === 'allow'
                ? t.explain.why.allow()
                : verdict.segments.length > 0
                    ? t.explain.why.none()
                    : '';
    out.push(t.explain.total(decisionText(verdict.decision), why));
    return `${out.join('\n')}\n`;
}

// EXTERNAL MODULE: ./.build/js/src/core/commands/commandPattern.js
var commandPattern = __webpack_require__(9223);
;// CONCATENATED MODULE: ./.build/js/src/core/commands/flagFacts.js
/**
 * Which flags a simple command has, anywhere after the program and before `--`: each option word
 * as written, `--flag` for `--flag=value`, and each letter of a group of short options
 * (`-rf` has `-r` and `-f`). A word whose text is not known before the command runs could be a
 * flag too, so the answer for an absent flag is then "maybe".
 */

function flagFacts(argv) {
    const present = new Set();
    let uncertain = false;
    for (const w of argv.slice(1)) {
        const text = (0,argWord/* known */.eO)(w);
        if (text === '--')
            break;
        const texts = (0,argWord/* candidates */.Xi)(w);
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

;// CONCATENATED MODULE: ./.build/js/src/core/commands/gitAliases.js
/**
 * A git command as git will run it when the line itself defines an alias: `git -c alias.p=push p
 * --force` runs `git push --force`, so the rules see the latter. Aliases given for one run by
 * `-c alias.NAME=VALUE` are expanded (repeatedly, as git does for an alias of an alias);
 * `--config-env alias.NAME=VAR` takes its value from the environment, so the subcommand is not
 * known before it runs. An alias whose value starts with `!` is shell code, walked as such by the
 * adapter. With `-c help.autocorrect=...` git may run a command other than the one written, so a
 * subcommand it does not know is not known either. Aliases stored in git's config files are not
 * read here: writing them is a gate switch the adapter denies.
 */

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
/**
 * Where git's subcommand is in `git [global options] SUBCOMMAND ...`: past the options, and the
 * values of those that take one (`-C dir`, `-c k=v`). The length of argv when there is none.
 */
function gitSubcommandIndex(argv) {
    let i = 1;
    for (; i < argv.length; i++) {
        const text = (0,argWord/* known */.eO)(argv[i]);
        if (text === undefined || !text.startsWith('-'))
            break;
        if (GLOBAL_VALUED.has(text))
            i++;
    }
    return Math.min(i, argv.length);
}
function expandGitAliases(argv, knownCommands) {
    const program = (0,argWord/* known */.eO)(argv[0]);
    if (program === undefined || (0,argWord/* programName */.kX)(program) !== 'git')
        return argv;
    const aliases = new Map();
    let autocorrect = false;
    let i = 1;
    for (; i < argv.length; i++) {
        const text = (0,argWord/* known */.eO)(argv[i]);
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
        const setting = (0,argWord/* known */.eO)(value);
        if (setting === undefined) {
            autocorrect = true; // an unknown setting may be any alias or help.autocorrect
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
        const sub = (0,argWord/* known */.eO)(rest[0]);
        if (sub === undefined)
            return argv;
        const key = sub.toLowerCase();
        if (!aliases.has(key))
            break;
        const value = aliases.get(key);
        if (value === null || value.trimStart().startsWith('!'))
            return [...argv.slice(0, i), null, ...rest.slice(1)];
        aliases.delete(key); // git refuses an alias that expands to itself
        rest = [...value.trim().split(/\s+/), ...rest.slice(1)];
    }
    const sub = (0,argWord/* known */.eO)(rest[0]);
    if (autocorrect && sub !== undefined && !knownCommands.has(sub))
        rest = [null, ...rest.slice(1)];
    return [...argv.slice(0, i), ...rest];
}
/**
 * git's dashed form: `git-reset --hard` (by path from `git --exec-path`, or with that directory
 * in PATH) is the builtin `git reset --hard`, so the rules see the latter. Only git's own
 * commands are rewritten: `git-lfs` and other tools named `git-*` stay programs of their own.
 */
function gitDashedForm(argv) {
    const program = (0,argWord/* known */.eO)(argv[0]);
    if (program === undefined)
        return argv;
    const name = (0,argWord/* programName */.kX)(program);
    if (!name.startsWith('git-'))
        return argv;
    const sub = name.slice(4);
    if (!GIT_COMMANDS.has(sub))
        return argv;
    return ['git', sub, ...argv.slice(1)];
}
/** git's own commands (`git help -a`, git 2.39.5): with autocorrect on, any other word may run one of them. */
const GIT_COMMANDS = new Set('add am archive bisect branch bundle checkout cherry-pick citool clean clone commit describe diff fetch format-patch gc gitk grep gui init log maintenance merge mv notes pull push range-diff rebase reset restore revert rm scalar shortlog show sparse-checkout stash status submodule switch tag worktree config fast-export fast-import filter-branch mergetool pack-refs prune reflog remote repack replace annotate blame bugreport count-objects diagnose difftool fsck gitweb help instaweb merge-tree rerere show-branch verify-commit verify-tag version whatchanged archimport cvsexportcommit cvsimport cvsserver imap-send p4 quiltimport request-pull send-email svn apply checkout-index commit-graph commit-tree hash-object index-pack merge-file merge-index mktag mktree multi-pack-index pack-objects prune-packed read-tree symbolic-ref unpack-objects update-index update-ref write-tree cat-file cherry diff-files diff-index diff-tree for-each-ref for-each-repo get-tar-commit-id ls-files ls-remote ls-tree merge-base name-rev pack-redundant rev-list rev-parse show-index show-ref unpack-file var verify-pack daemon fetch-pack http-backend send-pack update-server-info check-attr check-ignore check-mailmap check-ref-format column credential credential-cache credential-store fmt-merge-msg hook interpret-trailers mailinfo mailsplit merge-one-file patch-id sh-i18n sh-setup stripspace'.split(' '));

;// CONCATENATED MODULE: ./.build/js/src/core/commands/gitPlumbing.js
/**
 * git's plumbing that does what a porcelain command does, judged also as that command, so a rule
 * refusing the porcelain refuses the plumbing too: `git send-pack` is what `git push` runs to send
 * (same `--force`, `-f`, `+REF`), `git update-ref -d refs/heads/X` deletes a branch as `git branch
 * -D X` does, and `git update-ref refs/heads/X REV` moves it as `git branch --force X REV` does.
 */


const BRANCHES = 'refs/heads/';
/** `git update-ref` options that take the next word. */
const UPDATE_REF_VALUED = new Set(['-m']);
/** The porcelain commands a git plumbing command line does the work of, as argv (none for others). */
function plumbingEquivalents(argv) {
    const program = (0,argWord/* known */.eO)(argv[0]);
    if (program === undefined || (0,argWord/* programName */.kX)(program) !== 'git')
        return [];
    const i = gitSubcommandIndex(argv);
    const head = argv.slice(0, i);
    const sub = (0,argWord/* known */.eO)(argv[i]);
    const rest = argv.slice(i + 1);
    if (sub === 'send-pack')
        return [[...head, 'push', ...rest]];
    if (sub !== 'update-ref')
        return [];
    let remove = false;
    const operands = [];
    for (let k = 0; k < rest.length; k++) {
        const text = (0,argWord/* known */.eO)(rest[k]);
        if (text === '-d')
            remove = true;
        else if (text !== undefined && UPDATE_REF_VALUED.has(text))
            k++;
        else if (text === '--stdin')
            return [[...head, 'branch', '-D', null]]; // refs named on its input
        else if (text === undefined || !text.startsWith('-'))
            operands.push(rest[k]);
    }
    const ref = operands[0];
    const name = (0,argWord/* known */.eO)(ref);
    if (ref === undefined || (name !== undefined && !name.startsWith(BRANCHES)))
        return [];
    const branch = name === undefined ? null : name.slice(BRANCHES.length);
    return remove
        ? [[...head, 'branch', '-D', branch]]
        : [[...head, 'branch', '--force', branch, ...operands.slice(1, 2)]];
}

// EXTERNAL MODULE: ./.build/js/src/core/commands/longOptions.js
var longOptions = __webpack_require__(4340);
;// CONCATENATED MODULE: ./.build/js/src/core/commands/impliedFlags.js
/**
 * Flags a command has by what it does, though not written as such, so a rule on the flag matches:
 * - `git push origin +main`, `git push --mirror`, and a push under `-c remote.NAME.push=+...` or
 *   `-c remote.NAME.mirror=true` force-update the remote like `git push --force` (`-f`);
 * - `git clean` under `-c clean.requireForce=false` deletes without `-f`, like `git clean -f`;
 * - `git branch -d -f` (`-df`, `--delete --force`) is `git branch -D`, and `-D` is a forced
 *   `--delete`; likewise `-M` (`--move --force`) and `-C` (`--copy --force`).
 * A setting whose value is not known before the command runs (`--config-env`, `-c "$X"`) may be
 * any of these: the flags become uncertain, so a deny rule on them asks.
 */


const impliedFlags_GLOBAL_VALUED = new Set(['-C', '--git-dir', '--work-tree', '--namespace', '--super-prefix']);
function impliedFlags(flags, canonical, argv) {
    const prefix = canonical.prefixes[0] ?? [];
    if (prefix[0] !== 'git' || typeof prefix[1] !== 'string')
        return flags;
    const sub = prefix[1];
    const { settings, unknown } = gitSettings(argv);
    const add = [];
    let uncertain = false;
    if (sub === 'push') {
        const options = (0,longOptions/* optionsOf */.cz)('git push');
        const after = argv.slice(argv.findIndex((w) => (0,argWord/* known */.eO)(w) === 'push') + 1);
        const end = after.findIndex((w) => (0,argWord/* known */.eO)(w) === '--');
        const operands = (end === -1 ? after : after.slice(end + 1)).map(argWord/* known */.eO);
        const forced = (0,longOptions/* hasFlag */.Lt)(flags.present, '--mirror', options) ||
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
        const options = (0,longOptions/* optionsOf */.cz)('git branch');
        const has = (flag) => (0,longOptions/* hasFlag */.Lt)(flags.present, flag, options);
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
/**
 * The settings given before git's subcommand (`-c K=V`, `--config-env K=ENV`); `unknown` when a
 * `-c` word itself is not known before the command runs.
 */
function gitSettings(argv) {
    const settings = [];
    let unknown = false;
    for (let i = 1; i < argv.length; i++) {
        const text = (0,argWord/* known */.eO)(argv[i]);
        if (text === undefined || !text.startsWith('-') || text === '--')
            break;
        const eq = text.indexOf('=');
        const name = eq === -1 ? text : text.slice(0, eq);
        if (impliedFlags_GLOBAL_VALUED.has(name)) {
            if (eq === -1)
                i++;
            continue;
        }
        if (name !== '-c' && name !== '--config-env')
            continue;
        const word = eq === -1 ? argv[++i] : text.slice(eq + 1);
        const setting = (0,argWord/* written */.Mp)(word);
        if (setting === undefined) {
            unknown = true;
            continue;
        }
        const at = setting.indexOf('=');
        const key = at === -1 ? setting : setting.slice(0, at);
        // `-c K` alone is true; `--config-env K=VAR` takes the value from the environment
        const value = name === '--config-env' ? null : at === -1 ? 'true' : setting.slice(at + 1);
        settings.push({ key, value });
    }
    return { settings, unknown };
}
/** Whether a setting makes `git push` force-update: a `+` refspec in remote.NAME.push, or remote.NAME.mirror on. */
function forcesPush(key, value) {
    if (/^remote\..+\.push$/i.test(key))
        return value.trim().startsWith('+');
    if (/^remote\..+\.mirror$/i.test(key))
        return gitBool(value);
    return false;
}
/** git's reading of a boolean setting: false, no, off, 0 and the empty value are false. */
function gitBool(value) {
    return !/^(false|no|off|0*)$/i.test(value.trim());
}

// EXTERNAL MODULE: ./.build/js/src/core/commands/npmCommands.js
var npmCommands = __webpack_require__(7231);
;// CONCATENATED MODULE: ./.build/js/src/core/commands/overrides.js
/**
 * Options that make a command run code other than its own: git's `-c` (core.pager, alias.*,
 * core.sshCommand), `--exec-path`, `--git-dir` (another repository's hooks and config), ssh's
 * ProxyCommand, tar's `--to-command`, make's variables. An `allow` rule never applies to a
 * command using one: the allowed command is no longer the command that runs. Directory switches
 * (`git -C dir`, `make -C dir`) are the same command elsewhere and are not overrides.
 */

const o = (prefix, options, reason, extra = {}) => ({
    prefix,
    options,
    reason,
    ...extra,
});
const OVERRIDES = [
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
/** The override options a command uses (as written in the table), with the entry's reason. */
function overridesIn(argv, canonical, flags) {
    const prefixes = [...canonical.prefixes, ...canonical.alternates].map((p) => p.map((w) => (0,argWord/* known */.eO)(w)));
    const found = [];
    for (const entry of OVERRIDES) {
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
                const text = (0,argWord/* known */.eO)(w);
                if (text !== undefined && /^[A-Za-z_][A-Za-z0-9_]*=/.test(text))
                    found.push({ option: text, reason: entry.reason });
            }
        }
    }
    return found;
}
/**
 * Whether a long option is given by an abbreviation (`--op=...` for `--open-files-in-pager`):
 * git's parse-options and getopt_long take any unambiguous prefix. From two letters on; a prefix
 * that is another option's too only keeps an allow from applying, which fails closed.
 */
function abbreviated(option, flags) {
    if (!option.startsWith('--'))
        return false;
    for (const word of flags.present)
        if (word.length >= 4 && !word.includes('=') && option.startsWith(word))
            return true;
    return false;
}

;// CONCATENATED MODULE: ./.build/js/src/core/commands/storedSettings.js
/**
 * git settings stored for later commands that make an everyday command do what a rule refuses:
 * `git config remote.origin.push +HEAD:main` (or `remote.origin.mirror true`, or
 * `git remote add --mirror=push`) makes every later `git push` a forced push, and
 * `git config clean.requireForce false` makes every `git clean` delete like `git clean -f`. Such a
 * command is judged also as the command it arms (`git push --force`, `git clean --force`), so a
 * rule refusing that refuses the setting too. A key or value not known before the command runs
 * may be any of these: the armed command is then judged with an unknown word (a deny asks).
 */



const CONFIG_VALUED = new Set(['-f', '--file', '--blob', '--type', '--default', '--comment', '--value']);
/** Options of `git config` that read or remove rather than set. */
const NOT_SETTING = /^(--get|--get-all|--get-regexp|--get-urlmatch|--get-color|--get-colorbool|--unset|--unset-all|-l|--list|--remove-section|--rename-section|-e|--edit)$/;
const VERBS_NOT_SETTING = new Set(['get', 'list', 'unset', 'remove-section', 'rename-section', 'edit']);
const PUSH_FORCE = ['git', 'push', '--force'];
const CLEAN_FORCE = ['git', 'clean', '--force'];
/** The commands a `git config` / `git remote add` command line arms for later, as argv. */
function armedCommands(argv) {
    const program = (0,argWord/* known */.eO)(argv[0]);
    if (program === undefined || (0,argWord/* programName */.kX)(program) !== 'git')
        return [];
    const i = gitSubcommandIndex(argv);
    const sub = (0,argWord/* known */.eO)(argv[i]);
    const rest = argv.slice(i + 1);
    if (sub === 'config')
        return configArmed(rest);
    if (sub === 'remote' && (0,argWord/* known */.eO)(rest[0]) === 'add') {
        const mirror = rest.some((w) => {
            const t = (0,argWord/* known */.eO)(w);
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
        const text = (0,argWord/* known */.eO)(w);
        if (text?.startsWith('-') && text !== '-') {
            if (NOT_SETTING.test(text.split('=')[0]))
                return [];
            if (CONFIG_VALUED.has(text))
                k++;
            continue;
        }
        // `git config set KEY VALUE` (git 2.46): the verb first
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
    const key = (0,argWord/* written */.Mp)(operands[0]);
    const value = (0,argWord/* written */.Mp)(operands[1]);
    if (key === undefined)
        return [maybe(PUSH_FORCE), maybe(CLEAN_FORCE)];
    const armed = [];
    if (/^remote\..+\.(push|mirror)$/i.test(key)) {
        if (value === undefined)
            armed.push(maybe(PUSH_FORCE));
        else if (forcesPush(key, value))
            armed.push(PUSH_FORCE);
    }
    if (/^clean\.requireforce$/i.test(key)) {
        if (value === undefined)
            armed.push(maybe(CLEAN_FORCE));
        else if (!gitBool(value))
            armed.push(CLEAN_FORCE);
    }
    return armed;
}
/** The command with its flag unknown: a rule on the flag may match. */
function maybe(argv) {
    return [...argv.slice(0, -1), null];
}

;// CONCATENATED MODULE: ./.build/js/src/core/commands/judgeCommand.js
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











const PRIVILEGE = new Set(['sudo', 'doas']);
function judgeCommand(input, rules) {
    const segments = input.segments.map((s) => judgeSegment(s, rules, input.home));
    const catastrophes = (0,commands_catastrophic/* catastrophicText */.Dj)(input.text);
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
    // `git config remote.origin.push +main` makes every later `git push` forced, `git send-pack` is a
    // push: judged as that too
    const runs = whatRuns(segment.argv);
    for (const armed of [...armedCommands(runs), ...plumbingEquivalents(runs)]) {
        const other = judgeOne({ ...segment, argv: armed }, rules, home);
        if (strictness(other.decision) > strictness(verdict.decision))
            return { ...other, segment };
    }
    return verdict;
}
/**
 * What runs: `git-reset` is `git reset`, `npm publ` is `npm publish`, `git -c alias.p=push p
 * --force` is `git push --force`.
 */
function whatRuns(argv) {
    return expandGitAliases((0,npmCommands/* npmExpanded */.hj)(gitDashedForm(argv)), GIT_COMMANDS);
}
function strictness(d) {
    return d === 'deny' ? 3 : d === 'ask' ? 2 : d === 'allow' ? 1 : 0;
}
function judgeOne(segment, rules, home) {
    const argv = whatRuns(segment.argv);
    const canonical = canonicalPrefix(argv);
    const flags = impliedFlags(flagFacts(argv), canonical, argv);
    const via = (segment.via ?? []).map(argWord/* programName */.kX);
    const catastrophic = (0,commands_catastrophic/* catastrophicArgv */.o1)(segment.argv, (0,commands_catastrophic/* whereOf */.de)(segment, home));
    if (catastrophic)
        return { segment, canonical, decision: 'deny', maybe: false, catastrophic };
    const facts = { canonical, flags, via };
    const matches = rules
        .map((rule) => ({ rule, match: (0,commandPattern/* matchPattern */.g)(rule.pattern, facts) }))
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
    const found = overridesIn(whatRuns(segment.argv), canonical, flags);
    if (found.length > 0)
        return { kind: 'overrides', found };
    if (canonical.unknownWord || canonical.alternates.length > 0)
        return { kind: 'doubt', options: canonical.unknownOptions, unknownWord: canonical.unknownWord };
    return undefined;
}
/** A segment from plain words (tests, and text a parser could not read). */
function segmentOf(argv, extra = {}) {
    return { argv, text: argv.map((w) => known(w) ?? '?').join(' '), ...extra };
}

// EXTERNAL MODULE: ./.build/js/src/core/messages/claude.js
var claude = __webpack_require__(5026);
// EXTERNAL MODULE: ./.build/js/src/core/parseManifest.js + 1 modules
var parseManifest = __webpack_require__(6887);
// EXTERNAL MODULE: ./.build/js/src/agent/failure.js
var failure = __webpack_require__(2897);
// EXTERNAL MODULE: ./.build/js/src/agent/protection.js
var agent_protection = __webpack_require__(1548);
// EXTERNAL MODULE: ./.build/js/src/agent/shell/decideShell.js + 7 modules
var decideShell = __webpack_require__(6707);
// EXTERNAL MODULE: ./.build/js/src/agent/shell/prescan.js + 1 modules
var prescan = __webpack_require__(7667);
// EXTERNAL MODULE: ./.build/js/src/agent/commands/indexFlags.js
var indexFlags = __webpack_require__(3787);
;// CONCATENATED MODULE: ./.build/js/src/agent/commands/plainSegments.js

function plainSegments(command) {
    if (!(0,prescan/* surelyHarmless */.gx)(command))
        return undefined;
    const segments = [];
    for (const part of command.split(prescan/* SEPARATORS */.fl)) {
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

// EXTERNAL MODULE: ./.build/js/src/agent/commands/segmentCollector.js + 1 modules
var segmentCollector = __webpack_require__(657);
// EXTERNAL MODULE: ./.build/js/src/agent/commands/catastropheDenials.js
var catastropheDenials = __webpack_require__(282);
;// CONCATENATED MODULE: ./.build/js/src/agent/commands/judgeBash.js
/**
 * The Bash tool under a manifest with command rules: the command policy and the write-target check
 * on one command line, in one walk.
 * The policy's rules come from the repository's and the user's manifests. The line is parsed when
 * the write-target pre-scan cannot clear it, or when it names a program a command rule names; a
 * plain line naming none is judged on its raw text alone (the catastrophic forms). Deny (a rule, a
 * catastrophic form, a protected write target) blocks; otherwise ask asks the person; allow is
 * answered only when every segment is explicitly allowed and nothing was denied.
 */















async function judgeBash(command, ctx) {
    const rules = loadCommandRules(ctx);
    const names = (0,commandRules/* namedPrograms */.H)(rules);
    const named = rules.length > 0 && mayName(command, names);
    // A plain line the pre-scan clears is split without the parser; any other line a rule may
    // concern is parsed, once, for both the policy and the write targets.
    const plain = named ? plainSegments(command) : undefined;
    const collector = new segmentCollector/* SegmentCollector */.P5();
    const protection = new agent_protection.Protection(ctx);
    const written = await (0,decideShell/* decideShell */.P)(command, ctx, protection, {
        visitor: collector,
        parse: (named && plain === undefined) || (0,prescan/* mentionsSwitchVariable */.S9)(command),
    });
    const segments = plain ?? collector.segments;
    const verdict = (0,commands_catastrophic/* withForkBombs */.IG)(judgeCommand({ text: command, segments, home: ctx.place.home }, rules), collector.calls);
    const denials = [...policyDenials(verdict), ...(0,indexFlags/* indexFlagDenials */.z)(command, ctx.place.cwd, protection), ...written];
    const outcome = { denials };
    const ask = askReason(verdict);
    if (ask !== undefined)
        outcome.ask = ask;
    if (verdict.decision === 'allow' && denials.length === 0)
        outcome.allow = allowReason(verdict);
    return outcome;
}
/**
 * Whether the line may run a program a rule names: it is written in it, also with quotes or
 * backslashes inside the name (`gi''t`, `g\\it`) or after an `=` (`alias g=git`), in git's dashed
 * form (`git-reset`), or a word of it
 * is only known when it runs or is made by the shell (`$x`, `$(...)`, a glob, a brace list).
 */
function mayName(command, names) {
    if (names === 'any' || /[$`*?[{]/.test(command))
        return true;
    const text = command.replace(/['"\\]/g, '').replace(/=/g, ' ');
    // git's dashed form (`/usr/lib/git-core/git-reset`) is git
    return (0,prescan/* namesAny */.X6)(text, names) || (names.has('git') && /(?:^|[\s/;&|(])git-[a-z]/.test(text));
}
/** The command rules of the repository's and the user's manifests; a pattern that cannot match blocks (fail closed). */
function loadCommandRules(ctx) {
    const all = [ctx.rules.repo, ...(ctx.rules.user ? [ctx.rules.user] : [])];
    const out = [];
    for (const manifest of all) {
        const { rules, errors } = (0,commandRules.commandRules)(manifest.rules);
        if (errors.length > 0)
            throw new failure/* HookFailure */.Q(claude/* claudeText */.E.manifestErrors(manifest.file, errors.map(parseManifest/* formatManifestError */.P)));
        out.push(...rules);
    }
    return out;
}
function policyDenials(verdict) {
    const denials = (0,catastropheDenials/* catastropheDenials */.T)(verdict.catastrophes);
    for (const s of verdict.segments) {
        if (s.decision !== 'deny' || !s.rule)
            continue;
        const { rule, pattern } = s.rule;
        denials.push({
            rule: 'command-deny',
            message: command/* commandText */.j.deny.message(s.segment.text, prefixOf(s), pattern.text),
            reason: rule.reason,
            source: `${rule.file}:${rule.line}`,
            next: command/* commandText */.j.deny.next(),
            // What it does cannot be put back (a force-push, a deleted branch), so no release phrase
            // lifts it: a person who wants it runs the command themselves.
            releasable: false,
        });
    }
    return denials;
}


/***/ }),

/***/ 657:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  P5: () => (/* binding */ SegmentCollector)
});

// UNUSED EXPORTS: WRAPPERS, argWords

// EXTERNAL MODULE: ./.build/js/src/core/commands/forkBomb.js
var forkBomb = __webpack_require__(2230);
// EXTERNAL MODULE: ./.build/js/src/core/commands/rawCommands.js
var rawCommands = __webpack_require__(6871);
// EXTERNAL MODULE: ./.build/js/src/agent/shell/words.js
var words = __webpack_require__(1683);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./.build/js/src/agent/commands/onPath.js
/**
 * Whether a program of this name runs: a path to an executable file, or a name found in a PATH
 * folder, as bash looks it up (the hook's own PATH stands for the agent's shell's). Asked only for
 * the commands of a `command_not_found_handle` body, so it costs nothing on everyday lines.
 */


function onPath(name, path = process.env.PATH ?? '') {
    if (name === '')
        return false;
    if (name.includes('/'))
        return executable(name);
    return path.split(':').some((dir) => executable(external_node_path_.posix.join(dir === '' ? '.' : dir, name)));
}
function executable(file) {
    try {
        if (!(0,external_node_fs_.statSync)(file).isFile())
            return false;
        (0,external_node_fs_.accessSync)(file, external_node_fs_.constants.X_OK);
        return true;
    }
    catch {
        return false; // missing, or not ours to run
    }
}

;// CONCATENATED MODULE: ./.build/js/src/agent/commands/segmentCollector.js




const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash']);
/**
 * arity.ts's wrappers, and setsid and taskset (not imported: the arity table is loaded only under
 * command rules); test/agent/commands/segmentCollector.test.ts checks it names each of the table's.
 */
const WRAPPERS = new Set('sudo doas env command builtin nohup nice time timeout xargs exec stdbuf ionice chrt flock setsid taskset'.split(' '));
class SegmentCollector {
    segments = [];
    /** The commands found in the line's function bodies, for the fork-bomb check (forkBomb.ts). */
    calls = [];
    /** Assignments seen since the last command: the next command's own prefix, or standalone ones. */
    pending = [];
    /** A standalone assignment or `export` ran: every later command's environment may differ. */
    environmentChanged = false;
    /** Aliases defined earlier in the line, by name: their words. */
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
        // An unquoted expansion not known before it runs as the command word (`$X`, `$(cmd)`,
        // `"${a[@]}"`, also after a wrapper the walker could not peel: `sudo $X`) may make any words:
        // any command, or none (then the next word is the command).
        const name = nameOf(args[0]);
        const at = args.findIndex((w, i) => w.fields === 'unknown' && (i === 0 || (name !== undefined && WRAPPERS.has(name))));
        if (!expanded && at !== -1) {
            const rest = args.slice(at + 1).flatMap(argWords);
            this.segments.push({ ...segment, argv: [null, null, null, ...rest], wrapper: false });
            if (rest.length > 0)
                this.segments.push({ ...segment, argv: rest, wrapper: false });
        }
    }
    redirect() { }
    /** A command in a function's body: the names it may run (an alias of the line followed). */
    call(cmd, caller, expanded) {
        const head = expanded?.[0];
        // A name wholly unknown in a called body (`$1` of `f(){ $1|$1& }; f "$x"`) may be any function
        // of the line, itself too; at the body's definition it names what a later call passes.
        const callee = typeof head === 'string' && cmd.callee === undefined
            ? [[head]]
            : (cmd.callee ?? cmd.args[0].values)
                .filter((v) => v.some((p) => p !== null) || ((caller.called || caller.fn === forkBomb/* NOT_FOUND_HANDLER */.SN) && v.length > 0))
                .map((v) => v.map((p) => (p === null ? null : p.text)));
        if (callee.length === 0)
            return;
        const { fn, definition, frame, concurrent, repeated } = caller;
        const call = { caller: fn, definition, frame, callee, concurrent, repeated };
        if (fn === forkBomb/* NOT_FOUND_HANDLER */.SN)
            call.missing = callee.some((v) => v.includes(null) || !commandFound(v.join('')));
        this.calls.push(call);
    }
    define(args) {
        for (const word of args) {
            const text = (0,words/* literal */.eu)(word);
            const eq = text?.indexOf('=') ?? -1;
            if (text !== undefined && eq > 0)
                this.aliases.set(text.slice(0, eq), text.slice(eq + 1));
        }
    }
    /**
     * The words of a command whose name is an alias, expanded (an alias of an alias too, and the next
     * word when the value ends in a blank); undefined when it is none. A value with shell syntax in
     * it is read by the raw reader, and its first command takes the arguments.
     */
    expand(args) {
        if (this.aliases.size === 0)
            return undefined;
        const name = (0,words/* literal */.eu)(args[0]);
        if (name === undefined || !this.aliases.has(name))
            return undefined;
        let head = [];
        let rest = args;
        const seen = new Set();
        for (;;) {
            const word = (0,words/* literal */.eu)(rest[0]);
            if (word === undefined || seen.has(word) || !this.aliases.has(word))
                break;
            seen.add(word);
            const value = this.aliases.get(word);
            const parts = (0,rawCommands/* rawCommands */.VH)(value).commands;
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
            const commands = (0,rawCommands/* rawCommands */.VH)(text).commands;
            for (const words of commands)
                this.segments.push({ argv: words, text: words.join(' '), parseFailed: true });
            if (commands.length > 0)
                return;
        }
        // Code that cannot be read before it runs: any program, any arguments.
        this.segments.push({ argv: [null, null], text, parseFailed: true });
    }
}
/** A walker word as policy words: a brace list is several words; a loop variable one of several. */
function argWords(word) {
    if (word.values.length === 1) {
        const value = word.values[0];
        const text = (0,words/* textOf */.b6)(value);
        if (text === undefined)
            return [null];
        return [expands(value) ? { glob: text } : text];
    }
    const texts = word.values.map((v) => (expands(v) ? undefined : (0,words/* textOf */.b6)(v)));
    if (texts.some((x) => x === undefined) || texts.length === 0)
        return [null];
    if (/^[^$`'"]*\{[^}]*[,.][^}]*\}/.test(word.raw))
        return texts;
    return [{ oneOf: texts }];
}
/** Whether the shell would expand the value as a glob: `*`, `?` or a closed `[...]` unquoted (a lone `[` is a word). */
function expands(value) {
    if (!(0,words/* hasGlob */.bz)(value))
        return false;
    const pattern = value.map((p) => (p === null ? '' : p.quoted ? p.text.replace(/[*?[\]]/g, '_') : p.text)).join('');
    return /[*?]|\[[^\]]+\]/.test(pattern);
}
function nameOf(word) {
    const text = (0,words/* literal */.eu)(word);
    return text === undefined ? undefined : text.slice(text.lastIndexOf('/') + 1);
}
/** `bash -c BODY` with a known body, `eval` of known words, a shell reading an exact heredoc. */
function runsOnlyItsBody(cmd, args) {
    const name = nameOf(args[0]);
    if (name === 'eval')
        return args.slice(1).every((w) => (0,words/* literal */.eu)(w) !== undefined);
    if (name === undefined || !SHELLS.has(name))
        return false;
    const rest = args.slice(1).map((w) => (0,words/* literal */.eu)(w));
    const at = rest.findIndex((w) => w !== undefined && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w));
    if (at !== -1)
        return rest[at + 1] !== undefined && rest.slice(0, at).every((w) => w?.startsWith('-'));
    const operands = rest.filter((w) => w === undefined || !w.startsWith('-'));
    return operands.length === 0 && cmd.stdin.some((s) => s.kind === 'text' && s.exact);
}
/** Whether bash finds a command by this name without its not-found handler: a builtin, or a program. */
function commandFound(name) {
    return forkBomb/* BASH_BUILTINS */.Qt.has(name) || onPath(name);
}


/***/ }),

/***/ 1548:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Protection: () => (/* binding */ Protection)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4006);
/* harmony import */ var _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4612);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3360);
/* harmony import */ var _exists_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3531);
/* harmony import */ var _displayPath_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6482);
/* harmony import */ var _gatePaths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3629);
/* harmony import */ var _realPath_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2412);
/**
 * Whether a file a shell command (or an inline program) would write is protected, and by what:
 * a manifest rule (freeze, invariant, append, budget, save-gate, deny), the manifest itself,
 * git's own directory (its hooks above all), or the built-in secret list. Works on absolute paths
 * from the shell walker; for a target only partly known it answers whether it *could* be one.
 */









/** Rules whose files a shell command may not write. */
const GUARDED = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate', 'deny']);
/** Of those, the ones that protect a file only once it exists (creating it is allowed). */
const EXISTING_ONLY = new Set(['freeze', 'invariant', 'append']);
/** git's hook names, for a target whose directory is unknown but whose name is one of them. */
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
        this.inside = new _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .PathIndex */ .EG(repo.rules.filter((r) => GUARDED.has(r.kind)));
        this.allowInside = new _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .PathIndex */ .EG(repo.rules.filter((r) => r.kind === 'allow'));
        this.outside = new _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .PathIndex */ .EG(outside.rules.filter((r) => GUARDED.has(r.kind)));
        this.allowOutside = new _core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .PathIndex */ .EG(outside.rules.filter((r) => r.kind === 'allow'));
        this.guardedRules = [...repo.rules, ...outside.rules].filter((r) => GUARDED.has(r.kind));
        this.gates = new _gatePaths_js__WEBPACK_IMPORTED_MODULE_5__/* .GatePaths */ .mX(ctx.place);
    }
    /**
     * Findings for a known absolute path (as written and as resolved through symlinks). `removes`:
     * the path itself is removed or moved away, so a deny rule (no adding) does not apply under it,
     * and a symlink there is judged as the link (its folder resolved), not as what it points to.
     */
    exact(abs, tree, removes = false) {
        const found = [];
        if (removes && (0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .statOrUndefined */ .md)(abs, 'nofollow')?.isSymbolicLink()) {
            const link = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(realPathOrMissing(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(abs)), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(abs));
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
    /**
     * Findings for a path only partly known: somewhere under `dir` (null: anywhere), with a last
     * segment matching the glob `base` (null: any name).
     */
    partial(dir, base, tree) {
        if (dir !== null) {
            const real = realPathOrMissing(dir);
            const found = [];
            for (const p of real === dir ? [dir] : [dir, real])
                found.push(...this.under(p, base, true));
            return dedupe(found);
        }
        const matches = base === null || tree ? () => true : picomatch__WEBPACK_IMPORTED_MODULE_7__(base, { ..._core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .GLOB_OPTIONS */ .gu, dot: true });
        const found = [];
        const { place, rules } = this.ctx;
        for (const rule of this.guardedRules) {
            const last = rule.pattern.slice(rule.pattern.lastIndexOf('/') + 1);
            if (base === null || tree || lastSegmentMayMatch(last, base, matches))
                found.push({ kind: 'rule', rule, path: rule.pattern });
        }
        for (const file of [rules.repoFile, ...rules.userFiles]) {
            if (matches(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(file)))
                found.push({ kind: 'manifest', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(file, place) });
        }
        if (place.gitDir && (base === null || tree || [...HOOK_NAMES].some((h) => matches(h))))
            found.push({ kind: 'git-hooks', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(place.gitDir, 'hooks'), place) });
        if (base !== null && !tree) {
            const segment = (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .secretSegment */ .Oj)(base);
            if (segment !== undefined)
                found.push({ kind: 'secret', path: base, segment });
        }
        return dedupe(found);
    }
    /**
     * Findings for a file put straight into a directory under a name matching the glob `base` (null:
     * any name), as `cp FILE DIR/` does without `-r`: the directory's own entries, not deeper ones.
     */
    children(dir, base) {
        const real = realPathOrMissing(dir);
        const found = [];
        for (const p of real === dir ? [dir] : [dir, real])
            found.push(...this.under(p, base, true, false, true));
        return dedupe(found);
    }
    /** Findings for a path named in an inline program's text, relative to each possible directory. */
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
                ? node_path__WEBPACK_IMPORTED_MODULE_1__.posix.resolve(path)
                : node_path__WEBPACK_IMPORTED_MODULE_1__.posix.resolve(base, path.startsWith('~/') ? path.slice(2) : path);
            found.push(...this.exact(abs, false));
        }
        if (!path.includes('/')) {
            for (const rule of this.guardedRules) {
                if (!picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(rule.pattern).isGlob && node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(rule.pattern) === path)
                    found.push({ kind: 'rule', rule, path: rule.pattern });
            }
        }
        return dedupe(found);
    }
    /** Findings for one file path. */
    file(p) {
        const { place, rules } = this.ctx;
        const shown = (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(p, place);
        if (place.gitDir && (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(p, place.gitDir)) {
            return [{ kind: (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(p, node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(place.gitDir, 'hooks')) ? 'git-hooks' : 'git', path: shown }];
        }
        if (p === rules.repoFile || rules.userFiles.includes(p))
            return [{ kind: 'manifest', path: shown }];
        const gate = this.gates.at(p);
        if (gate !== undefined)
            return [{ kind: 'gate-file', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(gate, place) }];
        const inRepo = (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(p, place.root);
        const rel = inRepo ? node_path__WEBPACK_IMPORTED_MODULE_1__.posix.relative(place.root, p) : p.replace(/^\/+/, '');
        if (inRepo && rel.split('/').includes('.git'))
            return [{ kind: 'git', path: shown }];
        const index = inRepo ? this.inside : this.outside;
        const allowed = (inRepo ? this.allowInside : this.allowOutside).match(rel).length > 0;
        const matched = rel === '' ? [] : index.match(rel);
        const found = [];
        // Only a path that is surely missing counts as missing; one that cannot be inspected is
        // treated as existing, so freeze, invariant and append still apply (fail closed).
        const exists = matched.length > 0 && (0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .existsOrUnknown */ .i7)(p, 'nofollow');
        for (const rule of matched) {
            if (EXISTING_ONLY.has(rule.kind) && !exists)
                continue;
            if (rule.kind === 'deny' && (allowed || exists))
                continue;
            found.push({ kind: 'rule', rule, path: shown });
        }
        if (inRepo && !allowed) {
            const segment = (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .secretSegment */ .Oj)(rel);
            if (segment !== undefined)
                found.push({ kind: 'secret', path: shown, segment });
        }
        return found;
    }
    /**
     * Findings for what lies under a directory: its existing files (listed, up to a limit) whose
     * name matches `base`, and, past the limit or for files yet to be created, every rule whose
     * pattern could reach under it.
     */
    under(dir, base, includeCreations = false, removes = false, 
    /** Only the directory's own entries (`children`). */
    childrenOnly = false) {
        const { place, rules } = this.ctx;
        const matches = base === null ? () => true : picomatch__WEBPACK_IMPORTED_MODULE_7__(base, { ..._core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .GLOB_OPTIONS */ .gu, dot: true });
        /** Whether a path lies where a name under the directory may land. */
        const reached = (p) => !childrenOnly || node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(p) === dir;
        const found = [];
        if (place.gitDir) {
            const hooks = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(place.gitDir, 'hooks');
            if ((0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(dir, place.gitDir))
                return [
                    { kind: (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(dir, hooks) || (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(hooks, dir) ? 'git-hooks' : 'git', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(dir, place) },
                ];
            if ((0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(place.gitDir, dir) && reached(place.gitDir)) {
                if (base === null)
                    found.push({ kind: 'git', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(place.gitDir, place) });
                else if ([...HOOK_NAMES, 'config'].some((h) => matches(h)))
                    found.push({ kind: 'git-hooks', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(hooks, place) });
            }
        }
        for (const file of [rules.repoFile, ...rules.userFiles]) {
            if ((0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(file, dir) && reached(file) && matches(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(file)))
                found.push({ kind: 'manifest', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(file, place) });
        }
        const gate = this.gates.at(dir);
        if (gate !== undefined)
            found.push({ kind: 'gate-file', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(gate, place) });
        for (const f of this.gates.under(dir))
            if (reached(f) && matches(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(f)))
                found.push({ kind: 'gate-file', path: (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(f, place) });
        const inRepo = (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(dir, place.root);
        const rel = inRepo ? node_path__WEBPACK_IMPORTED_MODULE_1__.posix.relative(place.root, dir) : dir.replace(/^\/+/, '');
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
        // The installed CLI and the code cache inside a folder removed or rewritten whole are not
        // refused for (removing node_modules is everyday work; the tripwire still puts back a write).
        for (const f of listed)
            if (matches(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(f)))
                found.push(...this.file(f).filter((x) => x.kind !== 'gate-file' || !this.gates.removable(f)));
        if (includeCreations) {
            for (const rule of reachable) {
                if (EXISTING_ONLY.has(rule.kind))
                    continue;
                // a plain path lands in the directory only when it is one of its entries
                if (childrenOnly &&
                    !picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(rule.pattern).isGlob &&
                    node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(rule.pattern.replace(/^\/+/, '')) !== (rel || '.'))
                    continue;
                const last = rule.pattern.slice(rule.pattern.lastIndexOf('/') + 1);
                if (base === null || lastSegmentMayMatch(last, base, matches))
                    found.push({ kind: 'rule', rule, path: rule.pattern });
            }
        }
        return found;
    }
}
/** Whether a pattern could match a path under the directory `rel` ('' for the root). */
function patternReaches(pattern, rel) {
    if (rel === '')
        return true;
    const scan = picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(pattern);
    if (!scan.isGlob)
        return pattern.startsWith(`${rel}/`) || pattern === rel;
    const base = scan.base;
    return base === '' || base === rel || base.startsWith(`${rel}/`) || rel.startsWith(`${base}/`);
}
/** Whether a pattern's last segment and a name glob could both match some name (sound, not exact). */
function lastSegmentMayMatch(last, base, matchesBase) {
    if (last === '**' || last === '*')
        return true;
    if (!picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(last).isGlob)
        return matchesBase(last);
    if (!picomatch__WEBPACK_IMPORTED_MODULE_7__.scan(base).isGlob)
        return picomatch__WEBPACK_IMPORTED_MODULE_7__(last, { ..._core_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .GLOB_OPTIONS */ .gu, dot: true })(base);
    // Two globs: `*.sqlite` and `*.log` share no name (a name ending in both ends in the longer).
    const a = starSuffix(last);
    const b = starSuffix(base);
    if (a !== undefined && b !== undefined)
        return a.endsWith(b) || b.endsWith(a);
    return true;
}
/** The literal text after a glob's one leading `*` (`*.log` -> `.log`); undefined for any other shape. */
function starSuffix(glob) {
    const m = /^\*((?:\\.|[^*?[\]{}()!+@\\])*)$/.exec(glob);
    return m ? m[1].replace(/\\(.)/g, '$1') : undefined;
}
/**
 * Files (not directories) under `dir`, following no symlinks; undefined past `limit` entries or
 * when any part cannot be read (the caller then assumes every rule that reaches the folder: fail
 * closed). Only a folder that does not exist is empty.
 */
function listFiles(dir, limit, childrenOnly = false) {
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dir);
    }
    catch (e) {
        return (0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .isMissing */ .b2)(e) ? [] : undefined;
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
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(d, { withFileTypes: true });
        }
        catch (e) {
            if ((0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .isMissing */ .b2)(e))
                continue; // removed while listing
            return undefined;
        }
        for (const e of entries) {
            if (++seen > limit)
                return undefined;
            const p = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(d, e.name);
            if (e.name === '.git')
                continue; // git's own directory is judged as a whole, above
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
/** The real path, or the path as written when it does not exist; any other failure propagates (exit 2). */
function realPathOrMissing(p) {
    try {
        return (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .realPathOf */ .d)(p);
    }
    catch (e) {
        if ((0,_exists_js__WEBPACK_IMPORTED_MODULE_4__/* .isMissing */ .b2)(e))
            return p;
        throw e;
    }
}


/***/ }),

/***/ 6707:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  P: () => (/* binding */ decideShell)
});

// UNUSED EXPORTS: throughProc

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.build/js/src/core/commands/procPath.js
var procPath = __webpack_require__(4162);
// EXTERNAL MODULE: ./.build/js/src/core/messages/claude.js
var claude = __webpack_require__(5026);
// EXTERNAL MODULE: ./.build/js/src/agent/toolNames.js
var toolNames = __webpack_require__(8125);
// EXTERNAL MODULE: ./.build/js/src/agent/exists.js
var exists = __webpack_require__(3531);
// EXTERNAL MODULE: ./.build/js/src/agent/denial.js
var denial = __webpack_require__(3624);
// EXTERNAL MODULE: ./.build/js/src/agent/deadline.js
var agent_deadline = __webpack_require__(2631);
// EXTERNAL MODULE: ./.build/js/src/agent/namedPaths.js
var namedPaths = __webpack_require__(3768);
// EXTERNAL MODULE: ./.build/js/src/git/readRegular.js
var readRegular = __webpack_require__(1186);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
;// CONCATENATED MODULE: ./.build/js/src/agent/shell/segmentMatcher.js
/**
 * One glob segment (`*.log`, `build-?`, `[a-c]*`) matched against directory entries as bash
 * matches it by default (no extglob, no dotglob), in time linear in the pattern times the name:
 * each `*` is tried once more only after a later mismatch (the classic wildcard algorithm), never
 * by nested backtracking. A regex for `*a*a*a*a*a*a*a*a*b` backtracks n^k on a name of 60 `a`s,
 * synchronously, so the hook's watchdog could not fire (review-15c F03).
 */
/** The POSIX classes bash knows inside brackets. */
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
/**
 * The segment's test of a name, or undefined for a segment this matcher does not read (extglob
 * `@(…)`, a brace list, an unknown `[:class:]`): the caller matches those another way.
 */
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
            // the last `*` takes one more character; earlier ones never need to (single-character tokens)
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
/**
 * The bracket class starting at `start`: its test and where it ends; undefined when it does not
 * close (then `[` is a plain character); null for a class name bash would not know.
 */
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

;// CONCATENATED MODULE: ./.build/js/src/agent/shell/expandGlob.js
/**
 * Pathname expansion as bash does it by default (no dotglob, no globstar): each segment with
 * glob characters is matched against the directory's entries. Only existing paths can match,
 * which is what the shell would hand the command. Undefined past a limit (then the caller
 * treats the pattern as unresolved).
 */





/** Paths one pattern may expand to. */
const LIMIT = 2000;
/** File system calls (directory listings, existence checks) one command line may make for its patterns. */
const MAX_CALLS = 4000;
/** `*`s a segment that only a regex matches may hold (each nests the regex's backtracking). */
const MAX_REGEX_STARS = 3;
/** Paths all of one command line's patterns may expand to together (each is then checked). */
const MAX_PATHS = 10000;
/**
 * What one command line's patterns have asked of the file system: a pattern repeated over many
 * operands, or over many possible working directories, is expanded once, and all of them
 * together make at most MAX_CALLS calls. (Before, 200 operands `/usr/share/*\/*\/x` took 25 s,
 * past the agent's hook timeout, which lets the call through.)
 */
class Listings {
    unknown;
    expanded = new Map();
    entries = new Map();
    calls = 0;
    paths = 0;
    /** `unknown`: a shell option changed what globs match, so none is expanded (each may match any name). */
    constructor(unknown = false) {
        this.unknown = unknown;
    }
    /** The pattern's paths, or undefined past a limit (one pattern's, or the line's). */
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
    /** The directory's entries ([] when it cannot be listed), or undefined past MAX_CALLS. */
    list(dir) {
        let entries = this.entries.get(dir);
        if (entries)
            return entries;
        if (!this.spend())
            return undefined;
        try {
            entries = (0,external_node_fs_.readdirSync)(dir);
        }
        catch {
            entries = [];
        }
        this.entries.set(dir, entries);
        return entries;
    }
    /** Whether the path exists (a symlink counts, as for bash), or undefined past MAX_CALLS. */
    exists(path) {
        if (!this.spend())
            return undefined;
        try {
            (0,external_node_fs_.lstatSync)(path);
            return true;
        }
        catch {
            return false;
        }
    }
    spend() {
        (0,agent_deadline/* checkDeadline */.Ft)();
        this.calls += 1;
        return this.calls <= MAX_CALLS;
    }
}
function expandGlob(pattern, cwd, listings = new Listings()) {
    const absolute = pattern.startsWith('/');
    const segments = pattern.split('/').filter((s) => s !== '');
    let current = [absolute ? '/' : cwd];
    let globbed = false;
    for (const segment of segments) {
        let next = [];
        if (!picomatch.scan(segment).isGlob) {
            const name = segment.replace(/\\(.)/g, '$1');
            for (const dir of current)
                next.push(external_node_path_.posix.join(dir, name));
            // After a glob, only the paths that exist are what the shell hands the command.
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
            const isMatch = segmentMatcher(segment) ?? boundedRegex(segment);
            if (isMatch === undefined)
                return undefined;
            for (const dir of current) {
                const entries = listings.list(dir);
                if (entries === undefined)
                    return undefined;
                for (const e of entries)
                    if (isMatch(e))
                        next.push(external_node_path_.posix.join(dir, e));
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
/**
 * picomatch's regex for what segmentMatcher does not read (`@(a|b)*`, `{a,b}*`), with few `*`
 * only: past MAX_REGEX_STARS it is not matched at all (unresolved, which the caller refuses).
 */
function boundedRegex(segment) {
    if ((segment.match(/\*/g)?.length ?? 0) > MAX_REGEX_STARS)
        return undefined;
    return picomatch(segment, { dot: false, windows: false });
}

// EXTERNAL MODULE: ./.build/js/src/agent/shell/gateSwitch.js
var gateSwitch = __webpack_require__(79);
;// CONCATENATED MODULE: ./.build/js/src/agent/shell/parser.js
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

;// CONCATENATED MODULE: ./.build/js/src/agent/shell/readOnlyProgram.js
/**
 * Whether an inline program surely only reads files (`python3 -c 'print(open("guard.sh").read())'`,
 * `node -e 'console.log(require("fs").readFileSync("guard.sh", "utf8"))'`): then the protected
 * paths it names are read, not written, and it passes. Recognised by what it may call, not by
 * what it means: the program holds no name of anything that writes, runs or reaches names
 * indirectly (`getattr`, `eval`, `globals()`, computed members, string escapes that could spell a
 * name), imports only modules that cannot write, and opens files only with a literal read mode.
 * Everything else is judged as before: a program that names a protected path may write it.
 */
/** Python modules that cannot write files or run programs. */
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
/** A call of open with a literal path and no mode or a literal read mode (what the program opens is named as a string). */
const PY_READ_OPEN = /\bopen\(\s*(?:'[^'\\]*'|"[^"\\]*")\s*(?:,\s*(?:mode\s*=\s*)?(?:'r[bt]?'|"r[bt]?"))?\s*(?:,\s*encoding\s*=\s*(?:'[\w-]+'|"[\w-]+"))?\s*\)/g;
/** Names that write, run, or reach other names indirectly. */
const PY_UNSAFE = /\b(?:open|exec|eval|compile|getattr|setattr|delattr|globals|locals|vars|breakpoint|input|__\w+__|write|writelines|truncate|os|shutil|subprocess|pathlib|Path|io|ctypes|importlib|pty|socket|tempfile|fileinput|signal|system|popen|unlink|remove|rename|replace|rmtree|mkdir|chmod|chown|symlink|link)\b|\\/;
/** Node: the fs functions that only read, the only members of fs it may use. */
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
    // `import` anywhere else (inside a line, after `;`): not read here
    const rest = text.replace(/^\s*(?:from\s+[\w.]+\s+)?import\b[^\n;]*/gm, '').replace(PY_READ_OPEN, 'READ');
    if (/\bimport\b/.test(rest))
        return false;
    return !PY_UNSAFE.test(rest);
}
function readOnlyNode(text) {
    const rest = text.replace(/\brequire\(\s*(['"])(?:node:)?(?:fs|path)\1\s*\)/g, 'LIB').replace(NODE_FS_READ, 'READ');
    return !NODE_UNSAFE.test(rest);
}

// EXTERNAL MODULE: ./.build/js/src/agent/shell/prescan.js + 1 modules
var prescan = __webpack_require__(7667);
// EXTERNAL MODULE: ./.build/js/src/agent/shell/state.js
var state = __webpack_require__(9331);
// EXTERNAL MODULE: ./.build/js/src/agent/shell/walk.js + 6 modules
var walk = __webpack_require__(1159);
// EXTERNAL MODULE: ./.build/js/src/core/commands/longOptions.js
var longOptions = __webpack_require__(4340);
// EXTERNAL MODULE: ./.build/js/src/core/commands/removeFiles.js
var removeFiles = __webpack_require__(4295);
// EXTERNAL MODULE: ./.build/js/src/agent/shell/words.js
var words = __webpack_require__(1683);
;// CONCATENATED MODULE: ./.build/js/src/agent/shell/options.js
/** Reads a command's options the way getopt_long does, from expanded words. */

function has(opts, ...names) {
    return opts.seen.some((o) => names.includes(o.name));
}
function options_valueOf(opts, ...names) {
    return [...opts.seen].reverse().find((o) => names.includes(o.name) && o.value)?.value;
}
const word = (text) => ({ values: [[{ text, quoted: true }]], raw: text });
function readOptions(args, spec = {}) {
    const seen = [];
    const operands = [];
    let ended = false;
    for (let i = 0; i < args.length; i++) {
        const w = args[i];
        const a = (0,words/* literal */.eu)(w);
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

;// CONCATENATED MODULE: ./.build/js/src/agent/shell/fileTools.js
/**
 * Write targets of everyday tools that write the files they are given (review-15b F08): `shuf -o`,
 * `xxd IN OUT`, `iconv -o`, `zip` (the archive; `-m` deletes what it adds), `cmake -E` (rm,
 * remove_directory, copy, rename, touch, make_directory, ...), `objcopy IN [OUT]` (in place
 * without OUT), `openssl ... -out`, `split FILE PREFIX`. Argument forms from each program's
 * manual and `--help`: GNU getopt_long's `--opt=value`, `--opt value` and unambiguous prefixes
 * (`--outp`); openssl's `-out FILE`, `--out FILE`, `-out=FILE`; xxd's `-c8`/`-cols 8`.
 */


const target = (cmd, how, word, extra = {}) => ({
    word,
    dirs: cmd.dirs,
    how,
    ...extra,
});
const unknownWord = (raw) => ({ values: [words/* UNKNOWN_VALUE */.PC], raw });
const wordOf = (text) => ({ values: [[{ text, quoted: true }]], raw: text });
const mayBeOption = (w) => w.values.some((v) => v[0] === null || (v[0]?.text.startsWith('-') ?? false));
/**
 * GNU getopt_long: a prefix of one long option stands for it (`--outp FILE` is `--output FILE`).
 * Words after `--` are operands and stay as written.
 */
function longPrefixes(args, longs) {
    const out = [];
    let ended = false;
    for (const w of args) {
        const a = (0,words/* literal */.eu)(w);
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
/** `--output="$X"`: a word not known as a whole whose every value starts with `NAME=`. */
function unknownValued(args, cmd, how, names) {
    const out = [];
    for (const w of args) {
        if ((0,words/* literal */.eu)(w) !== undefined)
            continue;
        for (const n of names) {
            if (w.values.every((v) => (0,words/* withoutPrefix */.Z7)(v, `${n}=`) !== undefined))
                out.push(target(cmd, how, (0,words/* suffixOf */.jT)(w, `${n}=`)));
        }
    }
    return out;
}
/** A GNU tool whose output file is an option's value (`shuf -o F`, `iconv --output=F`). */
function outputOption(how, short, longs, outputs) {
    return (args, cmd) => {
        const o = readOptions(longPrefixes(args, longs), { short, long: [...longs] });
        const targets = o.seen.filter((s) => outputs.includes(s.name) && s.value).map((s) => target(cmd, how, s.value));
        return {
            targets: [
                ...targets,
                ...unknownValued(args, cmd, how, outputs.filter((n) => n.startsWith('--'))),
            ],
        };
    };
}
const shuf = outputOption('shuf -o', 'ino', ['--input-range', '--head-count', '--output', '--random-source', '--echo', '--repeat', '--zero-terminated'], ['-o', '--output']);
const iconv = outputOption('iconv -o', 'fto', ['--from-code', '--to-code', '--output', '--list', '--silent', '--verbose'], ['-o', '--output']);
/** xxd's options take a value after the letter or as the next word (`-c8`, `-c 8`, `-cols 8`). */
const XXD_VALUED = {
    c: 'cols',
    g: 'groupsize',
    l: 'len',
    n: 'name',
    o: 'offset',
    s: 'seek',
    R: '',
};
/** `xxd [options] [infile [outfile]]`: the second operand is written (also with `-r`). */
const xxd = (args, cmd) => {
    const operands = [];
    for (let i = 0; i < args.length; i++) {
        const a = (0,words/* literal */.eu)(args[i]);
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
    return { targets: out && (0,words/* literal */.eu)(out) !== '-' ? [target(cmd, 'xxd', out)] : [] };
};
/** zip's options that take the next word (two-letter ones included: `-tt DATE`, `-lf LOG`). */
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
/**
 * `zip [options] ARCHIVE FILES... [-x|-i PATTERNS...]`: the archive is written (`ARCHIVE.zip` when
 * its name has no suffix), `-O`/`--out` too; with `-m`/`--move` the files added are deleted (and
 * folders with `-r`). Names read from input (`-@`) with `-m`: any file may be deleted.
 */
const zip = (args, cmd) => {
    const operands = [];
    const outs = [];
    let move = false;
    let recurse = false;
    let fromInput = false;
    let patterns = false;
    for (let i = 0; i < args.length; i++) {
        const w = args[i];
        const a = (0,words/* literal */.eu)(w);
        if (a === undefined || !a.startsWith('-') || a === '-') {
            if (a === undefined && mayBeOption(w))
                move = true; // an option not known before it runs may be -m
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
        const name = (0,words/* textOf */.b6)(archive.values[0] ?? words/* UNKNOWN_VALUE */.PC);
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
/** The long options of objcopy that take a value (from `objcopy --help`, binutils 2.40). */
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
/**
 * `objcopy [options] IN [OUT]`: OUT is written, or IN in place without it; `--dump-section
 * NAME=FILE` writes FILE. More operands than two means the options were not read as objcopy
 * reads them: each is written (fail closed).
 */
const objcopy = (args, cmd) => {
    const o = readOptions(longPrefixes(args, OBJCOPY_LONG), { short: 'IOBFjRNKLGWb', long: OBJCOPY_LONG });
    const targets = [];
    for (const s of o.seen) {
        const v = s.name === '--dump-section' && s.value ? (0,words/* literal */.eu)(s.value) : undefined;
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
/** openssl's options that name a file it writes (`-outdir` a folder). */
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
/** `openssl CMD [options]`: `-out FILE`, `--out FILE` and `-out=FILE`, and kin. */
const openssl = (args, cmd) => {
    const targets = [];
    for (let i = 0; i < args.length; i++) {
        const w = args[i];
        const a = (0,words/* literal */.eu)(w);
        if (a === undefined) {
            for (const n of OPENSSL_OUT)
                for (const dash of ['-', '--'])
                    if (w.values.every((v) => (0,words/* withoutPrefix */.Z7)(v, `${dash}${n}=`) !== undefined))
                        targets.push(target(cmd, `openssl -${n}`, (0,words/* suffixOf */.jT)(w, `${dash}${n}=`)));
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
/**
 * `split [options] [FILE [PREFIX]]`: writes PREFIXaa, PREFIXab, ... (`x` by default), a name that
 * starts with PREFIX; `-n K/N` writes to the output instead; `--filter=CMD` hands each piece to a
 * shell command, which may write anything.
 */
const split = (args, cmd) => {
    const o = readOptions(longPrefixes(args, [...SPLIT_LONG, '--numeric-suffixes', '--hex-suffixes']), {
        short: 'abClnt',
        long: SPLIT_LONG,
    });
    const chunks = (0,words/* literal */.eu)(options_valueOf(o, '-n', '--number') ?? wordOf(''));
    if (chunks !== undefined && /^([lr]\/)?\d+\/\d+$/.test(chunks))
        return {};
    const targets = [];
    if (has(o, '--filter') || o.seen.some((s) => s.name.startsWith('--filter=')))
        targets.push(target(cmd, 'split --filter', unknownWord('(what the filter command writes)'), { tree: true }));
    // the names made are PREFIX, a suffix (`aa`, `00`, ...) and --additional-suffix: a glob in PREFIX's folder
    // that never matches PREFIX itself
    const prefix = o.operands[1] ?? wordOf('x');
    const extra = (0,words/* literal */.eu)(options_valueOf(o, '--additional-suffix') ?? wordOf('')) ?? '';
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
/** `cmake -E` commands that write their operands, and how. */
const CMAKE_OPERANDS = {
    remove: { removes: true },
    remove_directory: { removes: true, tree: true },
    touch: {},
    touch_nocreate: {},
    make_directory: {},
};
/**
 * `cmake -E COMMAND ...` (cmake's command-line tool mode): `rm [-rRf] [--] PATHS`,
 * `remove [-f] FILES`, `remove_directory DIRS`, `copy`, `copy_if_different`, `copy_if_newer`
 * (`FILES... DEST`, or `-t DEST FILES...`), `copy_directory*` (the folders' contents into DEST),
 * `rename OLD NEW`, `create_symlink`/`create_hardlink OLD NEW`, `touch`, `touch_nocreate`,
 * `make_directory`, `tar` (as tar). `chdir DIR CMD`, `env ... CMD`, `time CMD` run another
 * command: not read here (docs/claude.md, programs that run their arguments); the catastrophic
 * check reads them.
 */
function cmake(tar) {
    return (args, cmd) => {
        if ((0,words/* literal */.eu)(args[0] ?? wordOf('')) !== '-E')
            return {};
        const sub = (0,words/* literal */.eu)(args[1] ?? wordOf(''));
        const rest = args.slice(2);
        const how = `cmake -E ${sub ?? args[1]?.raw ?? ''}`;
        if (sub === undefined)
            return { targets: [target(cmd, how, unknownWord(args[1]?.raw ?? ''), { tree: true })] };
        if (sub === 'rm') {
            const o = readOptions(rest);
            const tree = has(o, '-r', '-R');
            return { targets: o.operands.map((w) => target(cmd, how, w, { removes: true, tree })) };
        }
        const kind = CMAKE_OPERANDS[sub];
        if (kind)
            return { targets: rest.filter((w) => (0,words/* literal */.eu)(w) !== '-f').map((w) => target(cmd, how, w, kind)) };
        if (sub.startsWith('copy')) {
            const directory = sub.startsWith('copy_directory');
            const t = (0,words/* literal */.eu)(rest[0] ?? wordOf('')) === '-t';
            const dest = t ? rest[1] : rest[rest.length - 1];
            const sources = t ? rest.slice(2) : rest.slice(0, -1);
            if (!dest)
                return {};
            // copy_directory writes the folders' contents into DEST; copy writes FILE or DEST/FILE
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
        // chdir, env and time run another command: left, like other programs that run their arguments
        return {};
    };
}

;// CONCATENATED MODULE: ./.build/js/src/agent/shell/writeTargets.js
/**
 * Which words of a simple command are written: redirections are found by the walker, this table
 * knows the commands that write the files they are given (DESIGN.md's list and their close kin).
 * A command not listed here runs, reads or writes elsewhere: `python3 lint.py draft.md` writes
 * neither file. Inline programs handed to interpreters are returned for a separate check.
 */







const t = (cmd, how, word, extra = {}) => ({
    word,
    dirs: cmd.dirs,
    how,
    ...extra,
});
const writeTargets_text = (w) => (w && w.values.length === 1 ? (0,words/* textOf */.b6)(w.values[0]) : undefined);
const writeTargets_unknownWord = (raw) => ({ values: [words/* UNKNOWN_VALUE */.PC], raw });
/** `cp`, `mv`, `install`, `ln`: destination last, or `-t DIR`. */
function copyLike(how, spec, options) {
    return (args, cmd) => {
        const o = readOptions(args, spec);
        const opts = { ...options, tree: typeof options.tree === 'boolean' ? options.tree : options.tree(o) };
        const targets = [];
        const dir = options_valueOf(o, '-t', '--target-directory');
        let sources = o.operands;
        if (dir)
            targets.push(t(cmd, how, dir, { into: sources, tree: opts.tree }));
        else if (sources.length === 1 && opts.singleOperandIntoCwd) {
            targets.push(t(cmd, how, { values: [[{ text: '.', quoted: true }]], raw: '.' }, { into: sources }));
        }
        else if (sources.length >= 2) {
            const dest = sources[sources.length - 1];
            sources = sources.slice(0, -1);
            const noTarget = has(o, '-T', '--no-target-directory');
            if (has(o, '--parents'))
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
/** Every operand is written (`rm`, `touch`, `tee`, ...). */
function operands(how, spec = {}, tree = () => false, skipFirst = false, removes = false) {
    return (args, cmd) => {
        const o = readOptions(args, spec);
        const list = skipFirst && !has(o, '--reference') ? o.operands.slice(1) : o.operands;
        return { targets: list.map((w) => t(cmd, how, w, { tree: tree(o), ...(removes ? { removes } : {}) })) };
    };
}
const recursive = (o) => has(o, '-r', '-R', '--recursive');
/**
 * Whether `cp` may copy folders (`-r`, `-R`, `-a`, `--recursive`, `--archive` or a prefix of
 * them): without, it writes only the files it names. A word not known before it runs may be such
 * an option, unless the copy would then lack a destination (`xargs -I{} cp {} /tmp/`).
 */
function copiesTrees(o) {
    const mayBeOption = (w) => (0,words/* literal */.eu)(w) === undefined &&
        !w.values.every((v) => v[0] !== null && v[0] !== undefined && !v[0].text.startsWith('-'));
    const needed = options_valueOf(o, '-t', '--target-directory') ? 1 : 2;
    if (o.operands.some(mayBeOption) && o.operands.length - 1 >= needed)
        return true;
    return o.seen.some(({ name }) => ['-r', '-R', '-a'].includes(name) ||
        (name.length >= 5 && '--recursive'.startsWith(name)) ||
        (name.length >= 4 && '--archive'.startsWith(name)));
}
/** `chmod -x file`: a mode that looks like an option is the mode operand. */
function chmod(args, cmd) {
    const modeLike = /^[-+=][rwxXstugoa0-7,+=-]*$/;
    const rest = [];
    let mode = false;
    for (const w of args) {
        const a = (0,words/* literal */.eu)(w);
        if (!mode && a !== undefined && modeLike.test(a) && !/^-[Rcfv]+$/.test(a) && !a.startsWith('--')) {
            mode = true;
            continue;
        }
        rest.push(w);
    }
    const o = readOptions(rest, { long: ['--reference'] });
    const files = mode || has(o, '--reference') ? o.operands : o.operands.slice(1);
    return { targets: files.map((w) => t(cmd, 'chmod', w, { tree: recursive(o) })) };
}
function sed(args, cmd) {
    let inPlace = false;
    let script = false;
    const files = [];
    for (let i = 0; i < args.length; i++) {
        const a = (0,words/* literal */.eu)(args[i]);
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
                break; // the rest of the cluster is the backup suffix
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
/**
 * perl and ruby: `-e PROGRAM` is inline code; `-i` edits the named files in place. Options are
 * clustered (`-lpi`, `-ne`): a valued letter takes the rest of its word, a digit letter only the
 * digits after it (perl's `-l`, `-0777`; ruby's `-W2`), and the cluster goes on after them.
 */
function scripting(interpreter, programLetters, valuedLetters, digitLetters) {
    return (args, cmd) => {
        const programs = [];
        let inPlace = false;
        let i = 0;
        for (; i < args.length; i++) {
            const a = (0,words/* literal */.eu)(args[i]);
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
                        programs.push({ interpreter, text: writeTargets_text(value) });
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
/**
 * The program an interpreter reads from its input: a heredoc or here-string is read (an
 * unexpanded heredoc body is still checked as written: the paths it names are in its text); a
 * pipe or a process substitution cannot be read before it runs. A file is run, not read.
 */
function stdinPrograms(interpreter, cmd) {
    return cmd.stdin.flatMap((s) => {
        if (s.kind === 'text')
            return [{ interpreter, text: s.text }];
        if (s.kind === 'pipe' || (0,walk/* isProcessSubstitution */.T8)(s.word))
            return [{ interpreter, text: undefined }];
        return [];
    });
}
/** The program of a script operand that is the interpreter's input or another command's output. */
function scriptOperandPrograms(interpreter, operand, cmd) {
    const path = (0,walk/* scriptPath */.VA)(operand);
    if (path === 'stdin')
        return stdinPrograms(interpreter, cmd);
    return path === 'unreadable' ? [{ interpreter, text: undefined }] : [];
}
/** python's `-c`/`-m`, after any short options it takes without a value (`-Ic`, `-uBc`, `-Im`). */
const PYTHON_CLUSTER = /^-[bBdEhiIOPqRsSuvVx]*([cm])(.*)$/s;
/** python -c PROGRAM, node -e PROGRAM, or a program read from a heredoc. */
function interpreter(name, programOptions, valued) {
    return (args, cmd) => {
        const programs = [];
        const python = name.startsWith('python');
        let i = 0;
        for (; i < args.length; i++) {
            const a = (0,words/* literal */.eu)(args[i]);
            if (a === '-')
                break;
            // a script operand: a file, `<(...)`, `/dev/stdin`, or one named by a variable
            if (a === undefined || !a.startsWith('-'))
                return { programs: scriptOperandPrograms(name, args[i], cmd) };
            const eq = a.indexOf('=');
            const flag = eq === -1 ? a : a.slice(0, eq);
            // node's `-pe` / `-ep`: print and eval, the program is the next word
            if (!python && (a === '-pe' || a === '-ep')) {
                programs.push({ interpreter: name, text: writeTargets_text(args[++i]) });
                break;
            }
            const cluster = python ? PYTHON_CLUSTER.exec(a) : null;
            if (cluster) {
                if (cluster[1] === 'm')
                    return {}; // a module is run, not read
                programs.push({ interpreter: name, text: cluster[2] !== '' ? cluster[2] : writeTargets_text(args[++i]) });
                break;
            }
            const attached = programOptions.find((p) => p.length === 2 && a.startsWith(p) && a.length > 2 && !a.startsWith('--'));
            if (programOptions.includes(flag)) {
                programs.push({ interpreter: name, text: eq === -1 ? writeTargets_text(args[++i]) : a.slice(eq + 1) });
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
    const o = readOptions(args, { short: 'fvFiW', long: ['--file', '--assign', '--field-separator', '--include'] });
    const inPlace = o.seen.some((s) => (s.name === '-i' || s.name === '--include') && writeTargets_text(s.value) === 'inplace');
    const fromFile = has(o, '-f', '--file');
    // `-v f=guard.sh '{print > f}'`: a path may come in through a variable, so known values count as program text
    const assigned = [
        ...o.seen.filter((x) => x.name === '-v' || x.name === '--assign').map((x) => x.value),
        ...o.operands.slice(1).filter((w) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(writeTargets_text(w) ?? '')),
    ];
    const program = writeTargets_text(o.operands[0]);
    const values = assigned.map((w) => (w ? writeTargets_text(w) : undefined));
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
/** `dd of=FILE`, however the word is quoted (`"of=f"`, `o\\f=f`): by its expanded text, not as written. */
function dd(args, cmd) {
    const targets = [];
    for (const w of args) {
        const values = w.values.map((v) => (0,words/* withoutPrefix */.Z7)(v, 'of='));
        if (values.every((v) => v === undefined))
            continue;
        targets.push(t(cmd, 'dd of=', { values: values.map((v) => v ?? words/* UNKNOWN_VALUE */.PC), raw: w.raw.replace(/^["']?of=/, '') }));
    }
    return { targets };
}
function tar(args, cmd) {
    let first = (0,words/* literal */.eu)(args[0] ?? writeTargets_unknownWord(''));
    const rest = args.slice(first !== undefined && !first.startsWith('-') ? 1 : 0);
    if (first === undefined || first.startsWith('-'))
        first = '';
    const o = readOptions(rest, {
        short: 'fCbHKLNTgVX',
        long: ['--file', '--directory', '--exclude', '--files-from', '--transform'],
    });
    const letters = first + o.seen.map((s) => (s.name.length === 2 ? s.name[1] : '')).join('');
    const extract = letters.includes('x') || has(o, '--extract', '--get');
    const create = letters.includes('c') ||
        letters.includes('r') ||
        letters.includes('u') ||
        has(o, '--create', '--append', '--update');
    const targets = [];
    let archive = options_valueOf(o, '-f', '--file');
    let directory = options_valueOf(o, '-C', '--directory');
    // old style (`tar xfC a.tar DIR`): each valued letter takes the next operand, in order
    for (const letter of first.replace(/[^fCbHKLNTgVX]/g, '')) {
        const operand = o.operands.shift();
        if (letter === 'f' && !archive)
            archive = operand;
        if (letter === 'C' && !directory)
            directory = operand;
    }
    const absolute = letters.includes('P') || has(o, '--absolute-names');
    if (extract && absolute)
        targets.push(t(cmd, 'tar -xP', writeTargets_unknownWord('(the paths the archive names)'), { tree: true }));
    else if (extract)
        targets.push(t(cmd, 'tar -x', directory ?? { values: [[{ text: '.', quoted: true }]], raw: '.' }, { tree: true }));
    if (create && archive)
        targets.push(t(cmd, 'tar -c', archive));
    // `--remove-files` (any prefix from `--rem`): what it adds is deleted; under `-C DIR` by names not known here
    const removes = rest.some((w) => (0,removeFiles/* isRemoveFilesOption */.J)((0,words/* literal */.eu)(w)));
    if (removes && create) {
        if (directory)
            targets.push(t(cmd, 'tar --remove-files', writeTargets_unknownWord('(paths under -C)'), { tree: true, removes: true }));
        else
            for (const f of o.operands)
                targets.push(t(cmd, 'tar --remove-files', f, { tree: true, removes: true }));
    }
    return { targets };
}
function unzip(args, cmd) {
    const o = readOptions(args, { short: 'dx' });
    if (has(o, '-l', '-t', '-v', '-Z', '-p', '-c', '-z'))
        return {};
    return {
        targets: [
            t(cmd, 'unzip', options_valueOf(o, '-d') ?? { values: [[{ text: '.', quoted: true }]], raw: '.' }, { tree: true }),
        ],
    };
}
/**
 * gzip and kin: the input is replaced by its (de)compressed twin. Decompressing `f.gz` writes `f`
 * (the name without its suffix), so both names are targets.
 */
function compressor(how, decompresses) {
    return (args, cmd) => {
        const o = readOptions(args, { short: 'S', long: ['--suffix'] });
        if (has(o, '-c', '--stdout', '--to-stdout', '-l', '--list', '-t', '--test'))
            return {};
        const undo = decompresses || has(o, '-d', '--decompress', '--uncompress');
        const keep = has(o, '-k', '--keep');
        const targets = [];
        for (const w of o.operands) {
            if (!keep)
                targets.push(t(cmd, how, w));
            if (undo) {
                const name = writeTargets_text(w);
                const out = name === undefined
                    ? undefined
                    : name.replace(/\.(gz|z|bz2|xz|lzma|zst|lz4)$/i, '').replace(/\.(tgz|tbz2?|txz)$/i, '.tar');
                targets.push(t(cmd, how, out === undefined || out === name
                    ? writeTargets_unknownWord(w.raw)
                    : { values: [[{ text: out, quoted: true }]], raw: out }));
            }
        }
        return { targets };
    };
}
function curl(args, cmd) {
    const o = readOptions(args, {
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
    const outputDir = writeTargets_text(options_valueOf(o, '--output-dir'));
    for (const s of o.seen) {
        if (['-o', '--output', '-D', '--dump-header', '-c', '--cookie-jar', '--trace', '--trace-ascii', '--stderr'].includes(s.name) &&
            s.value) {
            targets.push(t(cmd, `curl ${s.name}`, outputDir && (s.name === '-o' || s.name === '--output') ? prefixed(outputDir, s.value) : s.value));
        }
    }
    if (has(o, '-O', '--remote-name', '--remote-name-all', '-J', '--remote-header-name')) {
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
    const o = readOptions(args, {
        short: 'OoaPeiUtTwQlAIXDBh',
        long: ['--output-document', '--output-file', '--append-output', '--directory-prefix'],
    });
    const targets = [];
    const doc = options_valueOf(o, '-O', '--output-document');
    for (const s of o.seen)
        if (['-o', '--output-file', '-a', '--append-output'].includes(s.name) && s.value)
            targets.push(t(cmd, `wget ${s.name}`, s.value));
    if (doc) {
        if ((0,words/* literal */.eu)(doc) !== '-')
            targets.push(t(cmd, 'wget -O', doc));
        return { targets };
    }
    const prefix = writeTargets_text(options_valueOf(o, '-P', '--directory-prefix')) ?? '.';
    for (const url of o.operands) {
        const u = writeTargets_text(url);
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
        }, { tree: has(o, '-r', '--recursive', '-m', '--mirror') }));
    }
    return { targets };
}
function git(args, cmd) {
    // Global options before the subcommand; `-C DIR` moves where paths are relative to.
    let i = 0;
    let dirs = cmd.dirs;
    for (; i < args.length; i++) {
        const a = (0,words/* literal */.eu)(args[i]);
        if (a === undefined || !a.startsWith('-'))
            break;
        if (a === '-C') {
            const d = (0,words/* literal */.eu)(args[++i] ?? writeTargets_unknownWord(''));
            dirs = dirs.map((base) => (d === undefined ? null : (0,state/* resolveIn */.QH)(base, d)));
        }
        else if (a === '--work-tree' || a.startsWith('--work-tree=')) {
            // from outside the work tree, git takes pathspecs relative to its top
            const tree = a === '--work-tree' ? (0,words/* literal */.eu)(args[++i] ?? writeTargets_unknownWord('')) : a.slice('--work-tree='.length);
            dirs = [...dirs, tree === undefined ? null : tree];
        }
        else if (a === '-c' || a === '--git-dir' || a === '--namespace' || a === '--config-env')
            i++;
    }
    const sub = (0,words/* literal */.eu)(args[i] ?? writeTargets_unknownWord(''));
    const rest = args.slice(i + 1);
    const c = { ...cmd, dirs };
    const targets = [];
    // Options that write a file whatever the subcommand (`git diff --output=F`, `git log --output F`).
    for (let k = 0; k < rest.length; k++) {
        const a = (0,words/* literal */.eu)(rest[k]);
        if (a === '--output' && rest[k + 1])
            targets.push(t(c, `git ${sub ?? ''} --output`, rest[k + 1]));
        else if (a?.startsWith('--output='))
            targets.push(t(c, `git ${sub ?? ''} --output`, (0,words/* suffixOf */.jT)(rest[k], '--output=')));
        else if (a === '--pathspec-from-file' || a?.startsWith('--pathspec-from-file=')) {
            // the paths are in a file read when it runs: any of them may be restored
            if (sub === 'checkout' || sub === 'restore' || sub === 'rm')
                targets.push(t(c, `git ${sub} --pathspec-from-file`, writeTargets_unknownWord(a), { tree: true }));
        }
    }
    // `git grep -O CMD` runs CMD on every file that matches: any file under where it runs
    if (sub === 'grep') {
        const pager = rest.find((w) => {
            const a = (0,words/* literal */.eu)(w);
            return a !== undefined && (/^-[A-Za-z0-9]*O/.test(a) || a.startsWith('--op'));
        });
        if (pager)
            targets.push(t(c, 'git grep --open-files-in-pager', writeTargets_unknownWord((0,words/* literal */.eu)(pager)), { tree: true }));
    }
    switch (sub) {
        case 'archive': {
            const o = readOptions(rest, {
                short: 'o',
                long: ['--format', '--prefix', '--remote', '--exec', '--add-file', '--add-virtual-file'],
            });
            const out = options_valueOf(o, '-o');
            if (out)
                targets.push(t(c, 'git archive -o', out));
            break;
        }
        case 'checkout-index': {
            const o = readOptions(rest, { long: ['--prefix', '--stage'] });
            if (has(o, '-a', '--all') || has(o, '--stdin'))
                targets.push(t(c, 'git checkout-index', writeTargets_unknownWord('(every file in the index)'), { tree: true }));
            for (const w of o.operands)
                targets.push(t(c, 'git checkout-index', w));
            break;
        }
        case 'bundle':
            if ((0,words/* literal */.eu)(rest[0] ?? writeTargets_unknownWord('')) === 'create' && rest[1])
                targets.push(t(c, 'git bundle create', rest[1]));
            break;
        case 'format-patch': {
            const o = readOptions(rest, { short: 'ov', long: ['--output-directory'] });
            const out = options_valueOf(o, '-o', '--output-directory');
            if (out)
                targets.push(t(c, 'git format-patch -o', out, { tree: true }));
            break;
        }
        case 'checkout': {
            const dash = rest.findIndex((w) => (0,words/* literal */.eu)(w) === '--');
            const o = readOptions(dash === -1 ? rest : rest.slice(0, dash), {
                short: 'bB',
                long: ['--orphan', '--conflict', '--pathspec-from-file'],
            });
            if (dash !== -1) {
                // `git checkout [REV] -- PATHS`: from REV, else from the index
                const from = o.operands.length === 1 ? writeTargets_text(o.operands[0]) : o.operands.length === 0 ? 'index' : undefined;
                const paths = rest.slice(dash + 1);
                targets.push(...restoreTargets(c, 'git checkout --', paths, from === undefined ? undefined : { from }));
            }
            else if (!has(o, '-b', '-B', '--orphan') && o.operands.length > 0) {
                const forced = forces(o, 'checkout', ['--force']) ? { forced: true } : {};
                targets.push(...restoreTargets(c, 'git checkout', o.operands, { from: 'index', firstMayBeRevision: true, ...forced }, true));
            }
            else if (forces(o, 'checkout', ['--force'])) {
                // `git checkout -f`, `git checkout -f -b new`: every local change is discarded
                targets.push(...discardAll(c, 'git checkout -f', 'HEAD'));
            }
            break;
        }
        case 'switch': {
            const o = readOptions(rest, { short: 'cC', long: ['--orphan', '--conflict'] });
            if (forces(o, 'switch', ['--force', '--discard-changes']))
                targets.push(...discardAll(c, 'git switch --discard-changes', 'HEAD'));
            break;
        }
        case 'reset': {
            const o = readOptions(rest, { long: ['--pathspec-from-file'] });
            const rev = o.operands.length === 0 ? 'HEAD' : writeTargets_text(o.operands[0]);
            if (forces(o, 'reset', ['--hard']))
                targets.push(...discardAll(c, 'git reset --hard', rev));
            // a staged change whose file equals the index is reset with it (review-15b F05)
            else if (forces(o, 'reset', ['--merge']))
                targets.push(...discardAll(c, 'git reset --merge', rev, 'cached'));
            // local changes are kept; the files that differ between HEAD and REV are written
            else if (forces(o, 'reset', ['--keep']))
                targets.push(...discardAll(c, 'git reset --keep', rev, 'head'));
            break;
        }
        case 'read-tree': {
            const o = readOptions(rest, { long: ['--prefix', '--index-output', '--exclude-per-directory'] });
            // git takes any unambiguous prefix of a long option (`--res`; `--re` is ambiguous)
            const named = (flag, shortest) => o.seen.some((s) => s.name.length >= shortest && flag.startsWith(s.name.split('=')[0]));
            if (!has(o, '-u'))
                break;
            const trees = o.operands;
            if (named('--prefix', 4))
                targets.push(...discardAll(c, 'git read-tree -u --prefix', undefined));
            else if (named('--reset', 5))
                targets.push(...discardAll(c, 'git read-tree -u --reset', trees.length === 1 ? writeTargets_text(trees[0]) : undefined));
            else if (has(o, '-m')) {
                // one tree, or a switch between two (the index ends as the last where they differ); a
                // three-way merge's result cannot be told before it runs
                const tree = trees.length === 1 || trees.length === 2 ? writeTargets_text(trees[trees.length - 1]) : undefined;
                targets.push(...discardAll(c, 'git read-tree -m -u', tree, 'cached'));
            }
            break;
        }
        case 'restore': {
            const o = readOptions(rest, { short: 's', long: ['--source', '--pathspec-from-file', '--conflict'] });
            const staged = has(o, '-S', '--staged');
            const worktree = has(o, '-W', '--worktree');
            const source = options_valueOf(o, '-s', '--source');
            const from = source ? writeTargets_text(source) : staged ? 'HEAD' : 'index';
            if (!staged || worktree)
                targets.push(...restoreTargets(c, 'git restore', o.operands, from === undefined ? undefined : { from }));
            break;
        }
        case 'stash':
            targets.push(...stashTargets(rest, c));
            break;
        case 'rm': {
            const o = readOptions(rest, { long: ['--pathspec-from-file'] });
            if (!has(o, '--cached'))
                for (const w of o.operands)
                    targets.push(t(c, 'git rm', gitPathspec(w), { tree: true }));
            break;
        }
        case 'mv':
            return { targets: copyLike('git mv', {}, { tree: true, removesSources: true })(rest, c).targets ?? [] };
        case 'apply':
        case 'am': {
            const o = readOptions(rest, {
                short: 'pC',
                long: ['--directory', '--exclude', '--include', '--whitespace', '--build-fake-ancestor'],
            });
            if (has(o, '--stat', '--numstat', '--summary', '--check') && !has(o, '--apply'))
                break;
            const strip = Number(writeTargets_text(options_valueOf(o, '-p')) ?? 1);
            const patches = o.operands.length > 0 ? o.operands : [stdinPatch(cmd)];
            // `--directory=DIR` puts DIR before every path in the patch
            const directory = options_valueOf(o, '--directory');
            const patchDir = directory ? (writeTargets_text(directory) ?? null) : undefined;
            for (const w of patches)
                targets.push(t(c, `git ${sub}`, w, { patch: Number.isFinite(strip) ? strip : 1, patchDir }));
            break;
        }
        default:
            break;
    }
    return { targets };
}
/**
 * Targets for a git command that puts the given pathspecs back: one target judged by `git diff`
 * when the pathspecs and the source are known, else each pathspec as a tree it may rewrite
 * (as before: fail closed). `ifExists`: without `--` a word may name a branch instead.
 */
function restoreTargets(cmd, how, paths, restore, ifExists = false) {
    const specs = paths.map((w) => (w.values.length === 1 ? (0,words/* textOf */.b6)(w.values[0]) : undefined));
    if (restore && paths.length > 0 && specs.every((s) => s !== undefined))
        return [t(cmd, how, paths[0], { tree: true, gitRestore: { ...restore, pathspecs: specs } })];
    return paths.map((w) => t(cmd, how, gitPathspec(w), { tree: true, ifExists }));
}
/** Whether git's options include one of these long options, by its short name or abbreviated (`-f`, `--forc`). */
function forces(o, sub, names) {
    const options = (0,longOptions/* optionsOf */.cz)(`git ${sub}`);
    return o.seen.some((s) => names.some((n) => (0,longOptions/* standsFor */.jE)(s.name, n, options?.long) || (options?.short.get(n) ?? n) === s.name));
}
/** Every local change put back from a revision (`git reset --hard REV`); an unknown revision may change any file. */
function discardAll(cmd, how, from, compare) {
    const top = { values: [[{ text: ':/', quoted: true }]], raw: '.' };
    return restoreTargets(cmd, how, [top], from === undefined ? undefined : { from, ...(compare ? { compare } : {}) });
}
/**
 * git reads pathspec magic (`:(glob)`, `:!x`, `:/`) and globs itself, also those quoted away from
 * the shell (`'*.sh'`): such a word may name anything.
 */
function gitPathspec(w) {
    const gits = (v) => ((0,words/* textOf */.b6)(v) ?? '').startsWith(':') || v.some((p) => p?.quoted === true && /[*?[]/.test(p.text));
    return w.values.some(gits) ? writeTargets_unknownWord(w.raw) : w;
}
/** `git stash` (push, save): tracked changes are reset to HEAD; `pop`/`apply`: the stash's changes are applied. */
function stashTargets(rest, cmd) {
    const verb = (0,words/* literal */.eu)(rest[0] ?? writeTargets_unknownWord('')) ?? (rest.length === 0 ? 'push' : undefined);
    if (verb === undefined)
        return [t(cmd, 'git stash', writeTargets_unknownWord(rest[0].raw), { tree: true })];
    if (['list', 'show', 'drop', 'clear', 'create', 'store', 'branch'].includes(verb))
        return [];
    const explicit = ['push', 'save', 'pop', 'apply'].includes(verb);
    const args = explicit ? rest.slice(1) : rest;
    const o = readOptions(args, { short: 'm', long: ['--message', '--pathspec-from-file'] });
    const how = `git stash${explicit ? ` ${verb}` : ''}`;
    if (verb === 'pop' || verb === 'apply') {
        const ref = o.operands[0] ? writeTargets_text(o.operands[0]) : 'stash@{0}';
        if (ref === undefined)
            return [t(cmd, how, writeTargets_unknownWord(o.operands[0].raw), { tree: true })];
        const newest = o.operands.length === 0 ? { newest: true } : {};
        return [
            t(cmd, how, writeTargets_unknownWord('.'), {
                tree: true,
                gitRestore: { from: ref, pathspecs: ['.'], stash: true, ...newest },
            }),
        ];
    }
    const ignored = has(o, '-a', '--all');
    const untracked = ignored || has(o, '-u', '--include-untracked');
    // `git stash save MESSAGE`: the operands are the message
    const paths = verb === 'save' ? [] : o.operands.filter((w) => (0,words/* literal */.eu)(w) !== '--');
    const specs = paths.length > 0 ? paths : [{ values: [[{ text: ':/', quoted: true }]], raw: '.' }];
    return restoreTargets(cmd, how, specs, { from: 'HEAD', untracked, ...(ignored ? { ignored } : {}), push: true });
}
/** `dest/source` as one word (cp --parents keeps the source's path under the destination). */
function joined(dest, source) {
    const values = dest.values.flatMap((d) => source.values.map((v) => [...d, { text: '/', quoted: true }, ...v]));
    return { values, raw: `${dest.raw}/${source.raw}` };
}
/** The patch a command reads from its input: a redirected file, else unknown. */
function stdinPatch(cmd) {
    const file = cmd.stdin.find((s) => s.kind === 'file');
    return file && file.kind === 'file' ? file.word : writeTargets_unknownWord('(patch read from input)');
}
function patch(args, cmd) {
    const o = readOptions(args, {
        short: 'pidoBrDFVYzg',
        long: ['--strip', '--input', '--directory', '--output', '--reject-file', '--prefix', '--suffix'],
    });
    const targets = [];
    const stripText = writeTargets_text(options_valueOf(o, '-p', '--strip'));
    const strip = stripText === undefined ? -1 : Number(stripText);
    const out = options_valueOf(o, '-o', '--output');
    if (out)
        targets.push(t(cmd, 'patch -o', out));
    // `-d DIR`: patch runs in DIR, and the paths in the patch are relative to it
    const dir = options_valueOf(o, '-d', '--directory');
    const dirText = dir ? writeTargets_text(dir) : undefined;
    const inDir = dir
        ? { ...cmd, dirs: cmd.dirs.map((d) => (dirText === undefined ? null : (0,state/* resolveIn */.QH)(d, dirText))) }
        : cmd;
    if (o.operands[0])
        targets.push(t(inDir, 'patch', o.operands[0]));
    else
        targets.push(t(cmd, 'patch', options_valueOf(o, '-i', '--input') ?? o.operands[1] ?? stdinPatch(cmd), {
            patch: strip,
            patchDir: dir ? (dirText ?? null) : undefined,
        }));
    return { targets };
}
const HANDLERS = {
    cp: copyLike('cp', { short: 'tS', long: ['--target-directory', '--suffix'] }, { tree: copiesTrees, removesSources: false }),
    mv: copyLike('mv', { short: 'tS', long: ['--target-directory', '--suffix'] }, { tree: true, removesSources: true }),
    install: (args, cmd) => {
        const o = readOptions(args, {
            short: 'mogtS',
            long: ['--mode', '--owner', '--group', '--target-directory', '--suffix'],
        });
        if (has(o, '-d', '--directory'))
            return {};
        return copyLike('install', { short: 'mogtS', long: ['--mode', '--owner', '--group', '--target-directory', '--suffix'] }, { tree: false, removesSources: false })(args, cmd);
    },
    ln: copyLike('ln', { short: 'tS', long: ['--target-directory', '--suffix'] }, { tree: false, removesSources: false, singleOperandIntoCwd: true }),
    rsync: (args, cmd) => {
        const o = readOptions(args, {
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
        const local = (w) => !/^[^/]*:/.test(writeTargets_text(w) ?? '');
        const dest = o.operands[o.operands.length - 1];
        if (o.operands.length >= 2 && dest && local(dest))
            targets.push(t(cmd, 'rsync', dest, { tree: true }));
        if (has(o, '--remove-source-files', '--remove-sent-files'))
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
    // a FIFO or device in a file's place makes every later read of it block or never end
    mkfifo: operands('mkfifo', { short: 'm', long: ['--mode', '--context'] }),
    mknod: (args, cmd) => {
        const o = readOptions(args, { short: 'm', long: ['--mode', '--context'] });
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
        const o = readOptions(args, {
            short: 'oktSTy',
            long: ['--output', '--key', '--field-separator', '--buffer-size', '--temporary-directory'],
        });
        const out = options_valueOf(o, '-o', '--output');
        return { targets: out ? [t(cmd, 'sort -o', out)] : [] };
    },
    uniq: (args, cmd) => {
        const o = readOptions(args, { short: 'fsw', long: ['--skip-fields', '--skip-chars', '--check-chars'] });
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
    deno: (args) => (0,words/* literal */.eu)(args[0] ?? writeTargets_unknownWord('')) === 'eval'
        ? { programs: [{ interpreter: 'deno', text: writeTargets_text(args[args.length - 1]) }] }
        : {},
    php: interpreter('php', ['-r'], ['-d', '-c']),
    shuf: shuf,
    xxd: xxd,
    iconv: iconv,
    zip: zip,
    cmake: cmake(tar),
    objcopy: objcopy,
    openssl: openssl,
    split: split,
};
/** What a simple command writes, and the programs it hands to interpreters. */
function commandWrites(cmd) {
    const out = { targets: [], programs: [], unknownCommand: false };
    const name = (0,walk/* commandName */.p6)(cmd);
    if (name === undefined) {
        out.unknownCommand = true;
        // A name with several possible values (`{rm,x}`, `$F` that splits) may be an operand itself.
        const first = cmd.args[0];
        const how = `${first.raw} (a command not known before it runs)`;
        out.targets = cmd.args.slice(first.values.length > 1 ? 0 : 1).map((w) => t(cmd, how, w));
        // `$X`, `"$@"`, `"${a[@]}"` may split into a command and its operands, which are then not in
        // the line at all (`X=$(echo rm f); $X`): whatever it writes cannot be known.
        if (mayHideOperands(first))
            out.targets.push(t(cmd, how, writeTargets_unknownWord(first.raw)));
        return out;
    }
    const handler = HANDLERS[name] ?? (/^python[0-9.]*$/.test(name) ? HANDLERS.python : undefined);
    if (!handler)
        return out;
    const found = handler(cmd.args.slice(1), cmd);
    out.targets = found.targets ?? [];
    out.programs = found.programs ?? [];
    // `sed $OPT s/a/b/ f`: a word not known before it runs may be the option that makes the command
    // write its operands (`-i`), so each operand it names counts as written.
    if (OPTION_WRITERS.has(name) && cmd.args.slice(1).some((w) => w.values.some((v) => v[0] === null))) {
        const how = `${name} (with an option not known before it runs)`;
        for (const w of cmd.args.slice(1)) {
            const a = (0,words/* literal */.eu)(w);
            if (a !== undefined && !a.startsWith('-'))
                out.targets.push(t(cmd, how, w));
        }
    }
    return out;
}
/** Commands that write their operands only under an option (`sed -i`, `sort -o F`, `gzip` unless `-c`). */
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
/** Whether an unknown command word may expand to several words: anything but one quoted `"$NAME"`. */
function mayHideOperands(word) {
    return (word.values.some((v) => v.includes(null)) &&
        !/^"\$(\{[A-Za-z_][A-Za-z0-9_]*\}|[A-Za-z_][A-Za-z0-9_]*)"$/.test(word.raw));
}
/** Command names this table knows to write: the pre-scan's list (writingCommands.ts) must name each. */
const HANDLED_COMMANDS = Object.keys(HANDLERS);

;// CONCATENATED MODULE: ./.build/js/src/agent/shell/decideShell.js
/**
 * The Bash tool: what a command would write, decided before it runs. Plain harmless command lines
 * are cleared without the parser; everything else is parsed with unbash (loaded only then), walked,
 * and each write target resolved against the directories it may be relative to. A target that
 * cannot be resolved is checked for whether it *could* be a protected path, and blocked if so.
 */


















/**
 * How long resolving a line's write targets may take. Claude Code's hook timeout is 60 s unless
 * configured lower; plain lines take milliseconds, so this is reached only by lines built to
 * name thousands of paths.
 */
const RESOLVE_MS = 5000;
/**
 * `policy` is the command policy's own visitor, walked in the same pass; with `parse` set the line
 * is parsed even when the pre-scan would clear its write targets (a command rule may apply to it).
 */
async function decideShell(command, ctx, protection, policy) {
    const { edit, write } = (0,toolNames/* toolsOf */.Fu)(ctx);
    if (command.length > prescan/* MAX_LINE */.MV) {
        return [
            {
                rule: 'shell-too-long',
                message: claude/* claudeText */.E.tooLong(command.length, prescan/* MAX_LINE */.MV, write),
                reason: claude/* claudeText */.E.shell.unresolvedReason(),
                next: claude/* claudeText */.E.shell.tooManyNext(edit),
                releasable: false,
            },
        ];
    }
    if (!policy?.parse && (0,prescan/* surelyHarmless */.gx)(command))
        return [];
    const parser = await loadShellParser();
    const found = { targets: [], programs: [], gates: [], opaque: [] };
    const visitor = {
        command(cmd) {
            const writes = commandWrites(cmd);
            found.targets.push(...writes.targets);
            for (const program of writes.programs)
                found.programs.push({ program, dirs: cmd.dirs });
            found.gates.push(...(0,gateSwitch/* commandGateSwitches */.X9)(cmd));
        },
        redirect(r) {
            found.targets.push({ word: r.word, dirs: r.dirs, how: r.text });
        },
        assignment(a) {
            if (a.name === 'GLOBIGNORE')
                found.globIgnore = true;
            const gate = (0,gateSwitch/* assignmentGateSwitch */.PY)(a);
            if (gate)
                found.gates.push(gate);
        },
        opaque(text, why) {
            found.opaque.push({ text, why });
        },
    };
    const { place } = ctx;
    const walker = new walk/* Walker */.J7(parser, { home: place.home, projectDir: place.workspace, tmpDir: place.tempDirs?.[0], cdPath: place.cdPath }, policy ? both(visitor, policy.visitor) : visitor);
    walker.script(command, (0,state/* initialState */.ue)(place.cwd));
    const denials = [];
    for (const g of found.gates)
        denials.push(gateDenial(g));
    for (const o of found.opaque) {
        denials.push(o.why === 'syntax'
            ? {
                rule: 'shell-syntax',
                message: claude/* claudeText */.E.shell.syntax(),
                reason: claude/* claudeText */.E.shell.unresolvedReason(),
                next: claude/* claudeText */.E.shell.syntaxNext(),
                releasable: false,
            }
            : {
                rule: 'shell-unresolved',
                message: claude/* claudeText */.E.shell.opaqueProgram(o.text),
                reason: claude/* claudeText */.E.shell.unresolvedReason(),
                next: claude/* claudeText */.E.shell.unresolvedNext((0,toolNames/* toolsOf */.Fu)(ctx).edit),
                releasable: true,
            });
    }
    // under dotglob, nocaseglob, GLOBIGNORE...: a glob may match any name in its folder
    const listings = new Listings(walker.globsChanged || found.globIgnore);
    const deadline = Date.now() + RESOLVE_MS;
    for (const target of pairStashes(found.targets)) {
        // A hook that runs past the agent's timeout lets the call through: past the budget, deny.
        (0,agent_deadline/* checkDeadline */.Ft)();
        if (Date.now() > deadline) {
            denials.push({
                rule: 'shell-unresolved',
                message: claude/* claudeText */.E.shell.tooMany(),
                reason: claude/* claudeText */.E.shell.unresolvedReason(),
                next: claude/* claudeText */.E.shell.tooManyNext(edit),
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
/**
 * `git stash && git pull && git stash pop`: the stash the pop applies is made by the line itself,
 * so it does not exist yet when the line is checked. A pop (or apply) naming no stash after a
 * `git stash [push]` in the same directory is judged by what that push saves (the push itself
 * was judged by the same files), and by the newest stash there is now, which it applies when
 * the push saves nothing (review-15b F10).
 */
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
/** One walk feeding two visitors. */
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
        message: claude/* claudeText */.E.gate.switch(g.kind, g.text),
        reason: claude/* claudeText */.E.gate.reason(),
        next: claude/* claudeText */.E.gate.next(),
        releasable: false,
    };
}
async function targetDenials(target, ctx, protection, listings) {
    if (target.gitRestore) {
        const found = await restoreFindings(target, target.gitRestore, protection);
        if (found)
            return found.map((f) => (0,denial/* fromFinding */.M)(f, target.how, false, (0,toolNames/* toolsOf */.Fu)(ctx).edit));
        const all = protection.partial(null, null, true);
        if (all.length === 0)
            return [];
        return [
            {
                rule: 'shell-unresolved',
                message: claude/* claudeText */.E.shell.unresolved(target.how, target.word.raw, all.map((f) => f.path)),
                reason: claude/* claudeText */.E.shell.unresolvedReason(),
                next: claude/* claudeText */.E.shell.unresolvedNext((0,toolNames/* toolsOf */.Fu)(ctx).edit),
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
        // `rm -rf "${X:-/}"`, `xargs rm -rf`, `cd "$(mktemp -d)" && rm -rf ../..`: a tree removed whose
        // path could be / or the home is never lifted by a release phrase (review-15 F03)
        const root = target.tree === true &&
            target.removes === true &&
            target.word.values.some((v) => target.dirs.some((d) => mayBeRootOrHome(v, d, ctx.place.home)));
        return [
            {
                rule: 'shell-unresolved',
                message: claude/* claudeText */.E.shell.unresolved(target.how, target.word.raw, findings.map((f) => f.path)),
                reason: root ? claude/* claudeText */.E.shell.unresolvedRootReason() : claude/* claudeText */.E.shell.unresolvedReason(),
                next: claude/* claudeText */.E.shell.unresolvedNext((0,toolNames/* toolsOf */.Fu)(ctx).edit),
                releasable: !root,
            },
        ];
    }
    return findings.map((f) => (0,denial/* fromFinding */.M)(f, target.how, false, (0,toolNames/* toolsOf */.Fu)(ctx).edit));
}
/**
 * The protected files among those git would put back, in every directory the command may run
 * in; a restore that cannot be told (unknown directory, git failing) may write any of them.
 */
async function restoreFindings(target, restore, protection) {
    // loaded only here: node:child_process is a cost every other line would pay
    const { gitChangedPaths } = await __webpack_require__.e(/* import() */ 574).then(__webpack_require__.bind(__webpack_require__, 4574));
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
    const text = (0,words/* textOf */.b6)(value);
    if (text === undefined) {
        const { dir: d, base } = partialShape(value, dir);
        return { findings: protection.partial(d, base, target.tree === true), unresolved: true };
    }
    if ((0,words/* hasGlob */.bz)(value)) {
        const base = (0,state/* resolveIn */.QH)(dir, '.');
        // through /proc's links first: `/proc/self/cwd/*` lists the command's folder, not the hook's
        const route = (0,procPath/* procRoute */.c)((0,words/* globOf */.k8)(value));
        if (route?.via === 'other')
            return { findings: protection.partial(null, null, target.tree === true), unresolved: true };
        const pattern = route === undefined ? (0,words/* globOf */.k8)(value) : route.via === 'root' ? `/${route.rest}` : route.rest || '.';
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
/**
 * The absolute path a target names, read through /proc's links (`/proc/self/cwd/x` is `./x` of
 * the shell running the command, `/dev/fd/../root/x` is `/x`); null where it is not known
 * (relative to an unknown folder, another process's folders).
 */
function throughProc(text, dir) {
    const route = (0,procPath/* procRoute */.c)(text);
    if (route === undefined)
        return (0,state/* resolveIn */.QH)(dir, text);
    if (route.via === 'other')
        return null;
    return route.via === 'root' ? (0,state/* resolveIn */.QH)('/', route.rest || '.') : (0,state/* resolveIn */.QH)(dir, route.rest || '.');
}
/** Findings for one path the target names (null: relative to an unknown directory). */
async function pathFindings(abs, text, target, ctx, protection, dir, listings) {
    const tree = target.tree === true;
    if (abs === null) {
        return protection.partial(null, text.slice(text.lastIndexOf('/') + 1) || null, tree);
    }
    if (target.patch !== undefined)
        return patchFindings(abs, target.patch, target, ctx, protection);
    if (target.ifExists && !(0,exists/* existsOrUnknown */.i7)(abs, 'follow'))
        return [];
    if (target.into) {
        const isDir = text.endsWith('/') || ((0,exists/* statOrUndefined */.md)(abs, 'follow')?.isDirectory() ?? false);
        if (isDir) {
            const found = [];
            for (const source of target.into) {
                for (const v of source.values) {
                    const s = (0,words/* textOf */.b6)(v);
                    const name = s === undefined ? undefined : external_node_path_.posix.basename(s);
                    // a glob source is what the disk resolves it to (`cp dist/* public/`): its names land there
                    const pattern = name !== undefined && (0,words/* hasGlob */.bz)(v) ? (0,words/* globOf */.k8)(v) : undefined;
                    const matches = pattern === undefined || (dir === null && !pattern.startsWith('/'))
                        ? undefined
                        : listings.expand(pattern, dir ?? '/');
                    if (matches !== undefined && matches.length > 0) {
                        for (const m of matches)
                            found.push(...protection.exact(external_node_path_.posix.join(abs, external_node_path_.posix.basename(m)), tree));
                    }
                    else if (name === undefined || (0,words/* hasGlob */.bz)(v)) {
                        const base = name === undefined ? partialShape(v, dir).base : (0,words/* globOf */.k8)(v).split('/').pop();
                        // without `-r` only the named files land, straight in the folder (`find -exec cp {} /tmp/`)
                        found.push(...(tree ? protection.partial(abs, base, tree) : protection.children(abs, base)));
                    }
                    else
                        found.push(...protection.exact(external_node_path_.posix.join(abs, name), tree));
                }
            }
            return found;
        }
    }
    // `rm -rf link/` follows the link; `rm -rf link` removes the link itself
    return protection.exact(abs, tree, target.removes === true && !/\/\.?$/.test(text));
}
/** The files a patch changes; an unreadable or unknown patch could change anything. */
async function patchFindings(abs, strip, target, ctx, protection) {
    let text;
    try {
        text = (0,readRegular/* readRegularText */.Aj)(abs);
    }
    catch {
        return protection.partial(null, null, false);
    }
    const { parsePatch } = await __webpack_require__.e(/* import() */ 726).then(__webpack_require__.bind(__webpack_require__, 5726));
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
    const bases = target.patchDir === undefined ? dirs : dirs.map((d) => external_node_path_.posix.resolve(d, target.patchDir));
    for (const name of new Set(files)) {
        const segments = name.split('/');
        const variants = strip >= 0 ? [segments.slice(strip).join('/')] : segments.map((_, i) => segments.slice(i).join('/'));
        for (const v of variants)
            for (const b of bases)
                if (v !== '')
                    found.push(...protection.exact(external_node_path_.posix.resolve(b, v), false));
    }
    return found;
}
/** For a value with unknown pieces: the known directory it lies under (null: anywhere) and its name's glob. */
function partialShape(value, dir) {
    const first = value.indexOf(null);
    const last = value.lastIndexOf(null);
    const prefix = value
        .slice(0, first)
        .map((p) => p.text)
        .join('');
    const suffixPieces = value.slice(last + 1);
    const suffixGlob = (0,words/* globOf */.k8)(suffixPieces) ?? '';
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
        d = (0,state/* resolveIn */.QH)(dir, prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '.');
    return { dir: d, base };
}
/**
 * Whether a value only partly known (or relative to an unknown directory) could be `/`, the home
 * or a folder holding it: its known head is empty, is such a folder, or is followed by `..`.
 */
function mayBeRootOrHome(value, dir, home) {
    const first = value.indexOf(null);
    const known = first === -1
        ? (0,words/* textOf */.b6)(value)
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
    // `"$BUILD/out"` ends in a name of its own: it is / or the home only if the home has that name
    const tail = value
        .slice(value.lastIndexOf(null) + 1)
        .map((p) => p.text)
        .join('');
    const name = first !== -1 && tail.includes('/') ? tail.slice(tail.lastIndexOf('/') + 1) : '';
    if (name !== '' && name !== '.' && name !== '..' && !/[*?[]/.test(name) && name !== external_node_path_.posix.basename(home))
        return false;
    if (first !== -1 && known === '')
        return true;
    const head = first === -1 ? known : known.slice(0, known.lastIndexOf('/') + 1) || '.';
    const abs = head.startsWith('/') ? external_node_path_.posix.resolve(head) : dir === null ? null : external_node_path_.posix.resolve(dir, head);
    if (abs === null)
        return head.split('/').some((s) => s === '.' || s === '..');
    return abs === '/' || abs === home || home.startsWith(`${abs}/`);
}
/** For a glob that could not be expanded: its static directory and last segment. */
function globShape(pattern, dir) {
    const slash = pattern.lastIndexOf('/');
    const base = pattern.slice(slash + 1) || null;
    const head = slash === -1 ? '.' : pattern.slice(0, slash) || '/';
    const staticHead = head
        .split('/')
        .filter((_s, i, all) => !/[*?[]/.test(all.slice(0, i + 1).join('/')))
        .join('/');
    return { dir: (0,state/* resolveIn */.QH)(dir, staticHead === '' ? '.' : staticHead), base };
}
function programDenials(program, dirs, protection, edit) {
    if (program.text === undefined) {
        return [
            {
                rule: 'shell-unresolved',
                message: claude/* claudeText */.E.shell.opaqueProgram(program.interpreter),
                reason: claude/* claudeText */.E.shell.unresolvedReason(),
                next: claude/* claudeText */.E.shell.programNext(edit),
                releasable: true,
            },
        ];
    }
    const denials = (0,gateSwitch/* programGateSwitches */.m8)(program.text).map(gateDenial);
    // A program that can only read reads the protected files it names (a read is not a change);
    // secrets are not read at all.
    const readOnly = readOnlyProgram(program.interpreter, program.text);
    for (const f of (0,namedPaths/* namedIn */.$)(program.text, dirs, protection))
        if (!readOnly || f.kind === 'secret')
            denials.push((0,denial/* fromFinding */.M)(f, program.interpreter, true, edit));
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

/***/ 2373:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CG: () => (/* binding */ isRefined),
/* harmony export */   Cp: () => (/* binding */ arityEntry),
/* harmony export */   GT: () => (/* binding */ ARITY),
/* harmony export */   V4: () => (/* binding */ WRAPPERS)
/* harmony export */ });
/**
 * The arity table: for each known command line tool, how many positional words name what it does
 * (its canonical prefix). `git status -s` and `git status --porcelain` are both `git status`;
 * `git push origin main` is `git push`. Flags never belong to the prefix; the `valued` options
 * of an entry take the next word as their value, so that word is skipped too (`git -C dir status`).
 * A longer entry (`docker compose`) refines a shorter one (`docker`) and inherits its options.
 * A program not in the table has arity 1: its name alone. Data only; read by canonicalPrefix.ts.
 */
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
const ARITY = [
    // version control
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
    // hosting
    e('gh', 3, 'a command group and its action (gh pr merge, gh repo delete)', {
        valued: ['-R', '--repo', '--hostname'],
    }),
    e('gh api', 2, 'the endpoint is an argument; the method is a flag (-X)'),
    e('gh browse', 2, 'its operands are what to open, not subcommands'),
    e('gh status', 2, 'gh status takes no subcommand'),
    e('glab', 3, 'a command group and its action (glab mr merge)', { valued: ['-R', '--repo'] }),
    // JavaScript
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
    // Python
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
    // Ruby, PHP
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
    // JVM, .NET, native toolchains
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
    // build runners with several targets
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
    // containers and clusters
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
    // infrastructure and clouds
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
    // system services and packages
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
    // databases
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
    // files and text
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
    // network and remote
    e('curl', 1, 'its operands are URLs'),
    e('wget', 1, 'its operands are URLs'),
    e('ssh', 1, 'its operands are the host and a remote command, which runs elsewhere'),
    e('scp', 1, 'its operands are sources and a destination'),
    e('rsync', 1, 'its operands are sources and a destination'),
    // processes and machines
    e('kill', 1, 'its operands are process ids'),
    e('pkill', 1, 'its operand is a pattern'),
    e('killall', 1, 'its operands are process names'),
    e('ps', 1, 'its actions are options'),
    e('shutdown', 1, 'its operands are a time and a message'),
    e('reboot', 1, 'it takes no operands'),
    e('mount', 1, 'its operands are a device and a directory'),
    e('umount', 1, 'its operands are directories'),
    e('mkfs', 1, 'its operand is a device'),
    // wrappers: unwrapped by the shell parser, named in rules by themselves
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
const BY_PREFIX = new Map(ARITY.map((entry) => [entry.prefix, entry]));
/** Every proper prefix of a longer entry (`php` for `php artisan`). */
const REFINED = new Set(ARITY.flatMap((entry) => {
    const words = entry.prefix.split(' ');
    return words.slice(1).map((_, i) => words.slice(0, i + 1).join(' '));
}));
/** The entry for exactly this prefix (`git`, `docker compose`), if the table has one. */
function arityEntry(prefix) {
    return BY_PREFIX.get(prefix);
}
/** Whether a longer entry refines this prefix (`php` -> `php artisan`), so the next word may belong to it. */
function isRefined(prefix) {
    return REFINED.has(prefix);
}
/** Names the parser peels off as wrappers (a rule may name one alone). */
const WRAPPERS = new Set(ARITY.filter((x) => x.wrapper).map((x) => x.prefix));


/***/ }),

/***/ 6981:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ZG: () => (/* binding */ catastrophesIn),
  o1: () => (/* binding */ catastrophicArgv),
  Dj: () => (/* binding */ catastrophicText),
  de: () => (/* binding */ whereOf),
  IG: () => (/* binding */ withForkBombs)
});

// UNUSED EXPORTS: CATASTROPHIC_FORMS, braceList, forkBombsOf, isForkBomb, normalise

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
// EXTERNAL MODULE: ./.build/js/src/core/commands/argWord.js
var argWord = __webpack_require__(2320);
// EXTERNAL MODULE: ./.build/js/src/core/commands/rawCommands.js
var rawCommands = __webpack_require__(6871);
;// CONCATENATED MODULE: ./.build/js/src/core/commands/findDeletes.js
/**
 * Whether a `find` expression may delete an entry no selecting test chose: find's expression
 * evaluated for a file that fails every test that selects (`-name x`, `-newer F`, `-empty`) and
 * passes every test that does not (`-type f`, `-name '?*'`, `-regex '.*'`, `-links +0`,
 * `-perm -0`, `-readable`), with operators as find reads them (`!` before `-a` before `-o` before
 * `,`; an action before a test runs first). `find ~ -name x -delete` selects; `find ~ -delete
 * -name x` (the action first), `find ~ -name x -o -delete` (the other branch) and `find ~ ! -name
 * x -delete` (everything but x) do not. What cannot be read (an unknown word, an unknown primary,
 * a missing operand) may delete, when a deleting action is in the expression: fail closed.
 */


const PASS = { t: true, f: false, del: false };
const FAIL = { t: false, f: true, del: false };
const EITHER = { t: true, f: true, del: false };
/** Primaries without an operand that every entry passes: options, printing actions, `-true`. */
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
/** Primaries without an operand that leave entries out. */
const SELECT_BARE = new Set(['-empty', '-executable', '-nogroup', '-nouser', '-false']);
/** Primaries with one operand that every entry passes (options, actions writing elsewhere), or that hold in a home for every entry. */
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
/** Primaries with one operand that leave entries out whatever it is. */
const SELECT_VALUED = new Set(['-newer', '-anewer', '-cnewer', '-samefile', '-lname', '-ilname']);
const EXEC = new Set(['-exec', '-execdir', '-ok', '-okdir']);
const DAYS = new Set(['-mtime', '-atime', '-ctime', '-used']);
const MINUTES = new Set(['-mmin', '-amin', '-cmin']);
const MAX_DEPTH = 200;
/** Patterns longer than this are not read (they may match anything). */
const MAX_PATTERN = 1024;
/** Names and paths below a start point, to see whether a pattern passes (nearly) every one. */
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
/**
 * Whether `find STARTS EXPRESSION` may delete an entry that no selecting test chose. `starts`
 * are the start points as known (for `-path` patterns, which match the whole path); `home` the
 * home they may be relative to.
 */
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
/** Whether any word of the expression is, or may be, a deleting action (read without the grammar). */
function mayDelete(expression) {
    for (let k = 0; k < expression.length; k++) {
        const t = (0,argWord/* known */.eO)(expression[k]);
        if (t === '-delete')
            return true;
        if (t !== undefined && EXEC.has(t) && execDeletes(expression, k + 1).deletes)
            return true;
    }
    return false;
}
/** The command of `-exec CMD ... ;`: whether it deletes (or may), and where the primary ends. */
function execDeletes(words, from) {
    const command = [];
    let k = from;
    for (; k < words.length; k++) {
        const t = (0,argWord/* known */.eO)(words[k]);
        if (t === ';' || (t === '+' && k > from && (0,argWord/* known */.eO)(words[k - 1]) === '{}'))
            break;
        command.push(t);
    }
    if (k >= words.length)
        return { deletes: true, end: k }; // no end: find refuses it, but read as deleting
    const head = [];
    for (const t of command) {
        if (t === undefined)
            break;
        head.push(t);
    }
    const peeled = (0,rawCommands/* peelWrappers */.z6)(head);
    if (peeled.length === 0)
        return { deletes: head.length < command.length || command.length === 0, end: k + 1 };
    const name = (0,argWord/* programName */.kX)(peeled[0]);
    if (name === 'busybox')
        return { deletes: deleter((0,argWord/* programName */.kX)(peeled[1] ?? '')), end: k + 1 };
    if (deleter(name))
        return { deletes: true, end: k + 1 };
    if (rawCommands/* SHELL_NAMES */.YG.has(name)) {
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
        return (0,argWord/* known */.eO)(this.words[this.at]);
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
        const texts = (0,argWord/* candidates */.Xi)(operand) ?? ((0,argWord/* written */.Mp)(operand) !== undefined ? [(0,argWord/* written */.Mp)(operand)] : undefined);
        // an operand not known before it runs may be one that every entry passes
        if (texts === undefined)
            return EITHER;
        const passes = texts.map((text) => this.test(word, text));
        if (passes.every((p) => p === 'select'))
            return FAIL;
        return passes.every((p) => p === 'pass') ? PASS : EITHER;
    }
    /** Whether a test with this operand selects, or (nearly) every entry passes it. */
    test(name, operand) {
        const verdict = (every) => (every ? 'pass' : 'select');
        if (/^-i?name$/.test(name))
            return verdict(mostMatch(fnmatch(operand, name[1] === 'i'), names()));
        if (/^-i?(path|wholename)$/.test(name))
            return verdict(mostMatch(fnmatch(operand, name[1] === 'i'), this.paths()));
        if (/^-i?regex$/.test(name)) {
            const res = regexes(operand, name[1] === 'i');
            // a pattern too costly to try on the probes may match anything
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
/** A shell pattern as find reads it (fnmatch: `*` and `?` match `/` and a leading dot too). */
function fnmatch(pattern, ignoreCase) {
    if (pattern.length > MAX_PATTERN)
        return /[\s\S]*/; // too long to read cheaply: may match anything
    let out = '';
    for (let k = 0; k < pattern.length; k++) {
        const c = pattern[k];
        if (c === '*')
            out += '[\\s\\S]*';
        else if (c === '?')
            out += '[\\s\\S]';
        else if (c === '\\' && k + 1 < pattern.length)
            out += findDeletes_escape(pattern[++k]);
        else if (c === '[') {
            let end = k + 1;
            if (pattern[end] === '!' || pattern[end] === '^')
                end++;
            if (pattern[end] === ']')
                end++;
            while (end < pattern.length && pattern[end] !== ']') {
                // `[:alpha:]`, `[=a=]`, `[.x.]` inside a bracket end at their own `:]`
                const kind = pattern[end] === '[' ? pattern[end + 1] : undefined;
                const close = kind === ':' || kind === '=' || kind === '.' ? pattern.indexOf(`${kind}]`, end + 2) : -1;
                end = close === -1 ? end + 1 : close + 2;
            }
            if (end >= pattern.length) {
                out += '\\[';
                continue;
            }
            const body = pattern.slice(k + 1, end);
            // a character class (`[[:alpha:]]`) is read as any character: more matches, never fewer
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
            out += findDeletes_escape(c);
    }
    try {
        return new RegExp(`^${out}$`, ignoreCase ? 'i' : '');
    }
    catch {
        return /[\s\S]*/; // a range out of order: read as matching anything (fail closed)
    }
}
const findDeletes_escape = (c) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/**
 * find's `-regex` (the whole path) in the two readings it may have: emacs (find's default, where
 * `\(`, `\|` group) and extended (`-regextype posix-extended`). Undefined when either is too costly
 * to try (a quantified group, many repeats): then it may match anything.
 */
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
            // not a pattern in this reading
        }
    }
    return out.length === 0 ? undefined : out;
}
/** `-perm -MODE` / `/MODE` that the owner's read and write bits (every file in a home) satisfy. */
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
/**
 * A numeric test every entry passes: more than 0 (`-links +0`, `-size +0`: every non-empty file),
 * less than a bound no entry reaches (`-size -1000000000k`, `-mtime -99999`), one link
 * (`-links 1`, `-links -2`: every file not hard-linked), an inode number compared.
 */
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

// EXTERNAL MODULE: ./.build/js/src/core/commands/forkBomb.js
var forkBomb = __webpack_require__(2230);
// EXTERNAL MODULE: ./.build/js/src/core/commands/procPath.js
var procPath = __webpack_require__(4162);
// EXTERNAL MODULE: ./.build/js/src/core/commands/removeFiles.js
var removeFiles = __webpack_require__(4295);
;// CONCATENATED MODULE: ./.build/js/src/core/commands/catastrophic.js
/**
 * The five catastrophic forms, refused whatever the manifest says: `rm -rf /`, `rm -rf /*`,
 * `rm -rf ~`, `rm -rf $HOME` and the fork bomb `:(){ :|:& };:`. The list is kept this short on
 * purpose (a long built-in list breeds approval fatigue; everything else is the manifest's to
 * decide), but each form is recognised in every spelling: `-fr`, `-r -f`, `--recursive --force`,
 * `/bin/rm`, through `sudo` and other wrappers, `"$HOME"`, `${HOME}`, `~/`, `//`, `/.`, and inside
 * `bash -c`, `eval` and `$(...)`. Two independent checks use it: one on the raw text (rawCommands.ts,
 * no parser needed, so no parse failure can hide a form) and one on every parsed segment.
 */







const CATASTROPHIC_FORMS = (/* unused pure expression or super */ null && ([
    'rm -rf /',
    'rm -rf /*',
    'rm -rf ~',
    'rm -rf $HOME',
    ':(){ :|:& };:',
]));
/** Where a parsed segment runs, for its relative operands and the home forms as written. */
function whereOf(segment, home) {
    return {
        ...(home !== undefined ? { home } : {}),
        ...(segment.dirs ? { dirs: segment.dirs } : {}),
        written: segment.text,
    };
}
/**
 * Every catastrophic form in a command line: in its raw text and in each parsed segment, each
 * (form, text) once. What the command policy checks whatever the rules say, on its own, so a
 * manifest without command rules need not load the rest of the policy.
 */
function catastrophesIn(input) {
    const found = [...catastrophicText(input.text), ...forkBombsOf(input.calls ?? [])];
    for (const s of input.segments) {
        const form = catastrophicArgv(s.argv, whereOf(s, input.home));
        if (form)
            found.push({ form, text: s.text });
    }
    return found.filter((c, i) => found.findIndex((d) => d.form === c.form && d.text === c.text) === i);
}
/** The fork bomb among the parsed line's function calls, if there is one (forkBomb.ts). */
function forkBombsOf(calls) {
    const bomb = calls.length === 0 ? undefined : (0,forkBomb/* forkBombOfCalls */.j7)(calls);
    return bomb === undefined ? [] : [{ form: ':(){ :|:& };:', text: bomb }];
}
/**
 * A command verdict with the parsed line's fork bombs added: denied whatever the rules say (the
 * policy itself reads the line's text and segments; the calls come from the shell walker).
 */
function withForkBombs(verdict, calls) {
    const bombs = forkBombsOf(calls).filter((b) => !verdict.catastrophes.some((c) => c.form === b.form));
    if (bombs.length === 0)
        return verdict;
    return { ...verdict, decision: 'deny', catastrophes: [...verdict.catastrophes, ...bombs] };
}
/** The catastrophic forms in a command line's raw text (its shell bodies included). */
function catastrophicText(text) {
    const scan = (0,rawCommands/* rawCommands */.VH)(text);
    const found = [];
    for (const words of scan.commands) {
        const form = catastrophicArgv(words, {});
        if (form)
            found.push({ form, text: words.join(' ') });
    }
    for (const code of scan.code) {
        const bomb = (0,forkBomb/* forkBombIn */.O3)(code);
        if (bomb !== undefined)
            found.push({ form: ':(){ :|:& };:', text: bomb });
    }
    return found;
}
/** The catastrophic form of one parsed command (wrappers already peeled), if it has one. */
function catastrophicArgv(argv, where) {
    const words = peelRaw(argv);
    const name = (0,argWord/* known */.eO)(words[0]);
    if (name === undefined)
        return undefined;
    const program = (0,argWord/* programName */.kX)(name);
    if (program === 'busybox')
        return catastrophicArgv(words.slice(1), where);
    if (rawCommands/* SHELL_NAMES */.YG.has(program) || program === 'eval')
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
        const text = (0,argWord/* known */.eO)(w);
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
    // Without -f, rm still deletes everything it may when no terminal answers its questions.
    if (!recursive)
        return undefined;
    for (const op of operands) {
        const form = operandForm(op, where);
        if (form)
            return form;
    }
    return undefined;
}
/**
 * Archivers that delete what they add: `tar --remove-files` (any prefix from `--rem`) and `zip -m
 * -r` (`--move`, `--recurse-paths`) delete a tree given to them like `rm -rf`. Every word is read
 * as an operand (an option's value `tar -C / x` too: fail closed).
 */
function archiverForm(program, args, where) {
    const texts = args.map((w) => (0,argWord/* known */.eO)(w));
    const removes = program === 'tar'
        ? texts.some(removeFiles/* isRemoveFilesOption */.J)
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
/**
 * `cmake -E rm -r PATHS` and `cmake -E remove_directory DIRS` delete trees like `rm -rf`;
 * `cmake -E chdir DIR CMD`, `env [NAME=VALUE...] CMD` and `time CMD` run CMD.
 */
function cmakeForm(args, where) {
    if ((0,argWord/* known */.eO)(args[0]) !== '-E')
        return undefined;
    const sub = (0,argWord/* known */.eO)(args[1]);
    const rest = args.slice(2);
    if (sub === 'rm' || sub === 'remove_directory') {
        let recursive = sub === 'remove_directory';
        let options = sub === 'rm';
        const operands = [];
        for (const w of rest) {
            const text = (0,argWord/* known */.eO)(w);
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
        const dir = (0,argWord/* known */.eO)(rest[0]);
        return catastrophicArgv(rest.slice(1), { ...where, dirs: dir?.startsWith('/') ? [dir] : [null] });
    }
    if (sub === 'env') {
        let k = 0;
        while (k < rest.length && /^([A-Za-z_][A-Za-z0-9_]*=|--unset=|--modify=|-)/.test((0,argWord/* known */.eO)(rest[k]) ?? ''))
            k++;
        return catastrophicArgv(rest.slice(k), where);
    }
    return undefined;
}
/** Wrappers the parser does not peel (the raw words of a failed parse, `busybox`). */
function peelRaw(argv) {
    const texts = argv.map((w) => (0,argWord/* known */.eO)(w));
    if (texts.some((t) => t === undefined))
        return argv;
    const peeled = (0,rawCommands/* peelWrappers */.z6)(texts);
    return argv.slice(argv.length - peeled.length);
}
/** `bash -c BODY` and `eval WORDS`: the body is a command line of its own. */
function shellBody(words, program) {
    let body;
    if (program === 'eval') {
        const parts = words.slice(1).map((w) => (0,argWord/* known */.eO)(w));
        body = parts.every((p) => p !== undefined) ? parts.join(' ') : undefined;
    }
    else {
        const at = words.findIndex((w, k) => k > 0 && /^-[a-zA-Z]*c[a-zA-Z]*$/.test((0,argWord/* known */.eO)(w) ?? ''));
        body = at === -1 ? undefined : (0,argWord/* known */.eO)(words[at + 1]);
    }
    if (body === undefined)
        return undefined;
    return catastrophicText(body)[0]?.form;
}
/** Which form an operand of `rm -rf` makes, if any. */
function operandForm(op, where) {
    const texts = typeof op === 'object' && op !== null && 'glob' in op ? [op.glob] : ((0,argWord/* candidates */.Xi)(op) ?? []);
    for (const text of texts.flatMap((t) => braceList(t))) {
        const form = textForm(text, where);
        if (form)
            return form;
    }
    return undefined;
}
/** A cap on the words one brace list makes (past it, the words made so far are read). */
const MAX_BRACE_WORDS = 64;
/**
 * The words bash makes of a word with brace lists (`~/{.,}*` -> `~/.*`, `~/*`), as the raw reader
 * keeps it: one linear scan per list. Past MAX_BRACE_WORDS words, each list left stands for any
 * name (`*`), which may be more than bash makes, never less.
 */
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
/** The first `{...,...}` with no brace inside: the offsets of its braces. */
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
/** A stand-in home, two levels deep, for forms written relative to a home whose path is not known. */
const SOME_HOME = '/home/\0';
function textForm(written, where) {
    // `/proc/self/cwd/*`, `/dev/fd/../root/*`: read where they lead; another process's folders may be any
    const text = (0,procPath/* procOperand */.y)(written, where.dirs);
    if (text === 'unknown')
        return 'rm -rf /';
    const symbolic = HOME_WORD.exec(text);
    if (symbolic) {
        // `~`, `~user`, `$HOME`, `${HOME}` and every `${HOME...}` expansion (`${HOME:?}`, `${HOME%/}`:
        // the home or what contains it); then whatever follows, read against a stand-in home
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
/** Whether deleting `p` deletes the home: it is the home, holds it, or is every entry of either. */
function holdsHome(p, home) {
    const dir = everything(p) ? posix(p) : p;
    return dir === '/' || dir === home || home.startsWith(`${dir}/`);
}
/**
 * Whether the last segment is a glob for (nearly) every entry of its directory: wildcards and
 * bracket classes only (`*`, `.*`, `.[!.]*`, `**`, `[a-z]*`, `[a-zA-Z0-9_]*`), no literal name part.
 */
function everything(p) {
    const last = p.slice(p.lastIndexOf('/') + 1);
    return last.includes('*') && /^[*?.]+$/.test(last.replace(/\[[^\]]*\]/g, ''));
}
/** Folders that hold homes or are one, which a glob of an absolute path may match (`/ho*`, `/r*`). */
const HOME_FOLDERS = ['/home', '/root', '/Users'];
/** Whether an absolute glob may match a home or a folder holding homes (`/ho*`, `/hom[e]`, `/r*`). */
function globHoldsHome(p, home) {
    if (!/[*?[]/.test(p))
        return false;
    const candidates = [...HOME_FOLDERS, ...(home !== undefined ? [home] : [])];
    const ancestors = candidates.flatMap((c) => c.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/')));
    const matches = picomatch(p, { dot: true });
    return [...candidates, ...ancestors].some((c) => c !== '' && c !== '/' && matches(c));
}
/** The directory part of an absolute path. */
function posix(p) {
    const at = p.lastIndexOf('/');
    return at <= 0 ? '/' : p.slice(0, at);
}
/** The homes a path may name whoever runs it: `/root`, and `/home/NAME` or `/Users/NAME`. */
function someHomes(p) {
    const m = /^\/(home|Users)\/([^/]+)/.exec(p);
    return ['/root', ...(m ? [`/${m[1]}/${m[2]}`] : ['/home/\0', '/Users/\0'])];
}
/**
 * `find START... -delete` (or `-exec rm ...`) that may delete an entry no selecting test chose
 * (findDeletes.ts): deleting everything the start points hold, like `rm -rf`. `find ~ -name
 * '*.pyc' -delete` selects, and is not; `find ~ -delete -name x` and `find ~ -name x -o -delete` are.
 */
function findForm(args, where) {
    const texts = args.map((w) => (0,argWord/* known */.eO)(w));
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
        const text = (0,argWord/* known */.eO)(op);
        form =
            operandForm(op, where) ?? (text === undefined ? undefined : operandForm(`${text.replace(/\/+$/, '')}/*`, where));
        if (form)
            break;
    }
    if (form === undefined)
        return undefined;
    const startTexts = starts.map((s) => (0,argWord/* known */.eO)(s)).filter((s) => s !== undefined);
    return findDeletesUnselected(args.slice(k), startTexts.slice(0, 4), where.home) ? form : undefined;
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
/** A function that starts two copies of itself at once, whatever its name (forkBomb.ts). */
function isForkBomb(code) {
    return forkBombIn(code) !== undefined;
}


/***/ }),

/***/ 9223:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ compileCommandPattern),
/* harmony export */   g: () => (/* binding */ matchPattern)
/* harmony export */ });
/* harmony import */ var _messages_command_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4791);
/* harmony import */ var _argWord_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2320);
/* harmony import */ var _arity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2373);
/* harmony import */ var _longOptions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4340);
/* harmony import */ var _npmCommands_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7231);
/**
 * The pattern of a command rule: positional tokens that must begin the canonical prefix (`a|b`
 * alternatives, `*` any one word) and flag tokens (starting with `-`) that must be present
 * anywhere in the command (`-f|--force`; `-rf` means both `-r` and `-f`), in any spelling the
 * program accepts: bundled (`-fd`), with a value (`--opt=v`, `--opt v`), abbreviated (`--har`),
 * or by its other name (`-f` for `--force`, from longOptions.ts). Compiling checks that
 * the pattern can match at all: a pattern naming more positional words than the prefix of its
 * program has could never match, so it is an error rather than a rule that silently never fires.
 */





/** The compiled pattern, or a sentence saying what is wrong and what was expected. */
function compileCommandPattern(text) {
    const tokens = text.split(/\s+/).filter((x) => x !== '');
    const positional = [];
    const flags = [];
    if (tokens.length === 0)
        return { error: _messages_command_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .j.pattern.empty() };
    if (tokens[0].startsWith('-'))
        return { error: _messages_command_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .j.pattern.startsWithFlag(tokens[0]) };
    for (const token of tokens) {
        const alternatives = token.split('|');
        if (alternatives.some((a) => a === ''))
            return { error: _messages_command_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .j.pattern.emptyAlternative(token) };
        if (token.startsWith('-')) {
            if (!alternatives.every((a) => a.startsWith('-') && a.length > 1))
                return { error: _messages_command_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .j.pattern.mixedFlag(token) };
            if (alternatives.some((a) => a.includes('=')))
                return { error: _messages_command_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .j.pattern.flagValue(token) };
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
            return { error: _messages_command_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .j.pattern.mixedFlag(token) };
        if (alternatives.some((a) => a.includes('*')))
            return { error: _messages_command_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .j.pattern.partialStar(token) };
        if (positional.length === 0 && alternatives.some((a) => a.includes('/')))
            return { error: _messages_command_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .j.pattern.programPath(token) };
        positional.push(alternatives);
    }
    // a rule naming npm's alias or abbreviation (`npm i`) names the command npm runs (`npm install`)
    if (positional.length > 1 && positional[0]?.length === 1 && positional[0][0] === 'npm' && positional[1])
        positional[1] = positional[1].map((w) => (0,_npmCommands_js__WEBPACK_IMPORTED_MODULE_3__/* .npmCommand */ .fQ)(w) ?? w);
    const programs = positional[0] ?? [];
    const wrapper = programs.some((p) => _arity_js__WEBPACK_IMPORTED_MODULE_1__/* .WRAPPERS */ .V4.has(p));
    if (wrapper && (positional.length > 1 || flags.length > 0 || !programs.every((p) => _arity_js__WEBPACK_IMPORTED_MODULE_1__/* .WRAPPERS */ .V4.has(p)))) {
        return { error: _messages_command_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .j.pattern.wrapper(programs.filter((p) => _arity_js__WEBPACK_IMPORTED_MODULE_1__/* .WRAPPERS */ .V4.has(p)).join(', ')) };
    }
    const fit = fitsPrefix(positional);
    if (!fit.ok)
        return { error: _messages_command_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .j.pattern.tooManyWords(text, positional.length, fit.prefix, fit.arity) };
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
        if (complete && !(0,_arity_js__WEBPACK_IMPORTED_MODULE_1__/* .isRefined */ .CG)(words.join(' ')))
            return false;
        const token = tokens[k];
        const choices = token === null ? [...nextWords(words), ...(complete ? [] : ['\0'])] : token;
        return choices.some((word) => {
            const next = [...words, word];
            const entry = word === '\0' ? undefined : (0,_arity_js__WEBPACK_IMPORTED_MODULE_1__/* .arityEntry */ .Cp)(next.join(' '));
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
    for (const entry of _arity_js__WEBPACK_IMPORTED_MODULE_1__/* .ARITY */ .GT) {
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
            (alt.letters.length === 0 && (0,_longOptions_js__WEBPACK_IMPORTED_MODULE_2__/* .hasFlag */ .Lt)(present, alt.exact, options)) ||
            (alt.letters.length > 0 && alt.letters.every((l) => (0,_longOptions_js__WEBPACK_IMPORTED_MODULE_2__/* .hasFlag */ .Lt)(present, l, options))));
        if (has)
            continue;
        if (!facts.flags.uncertain)
            return 'no';
        result = 'maybe';
    }
    return result;
}
/** The long options of the command the prefix names (`git push`), for reading abbreviations. */
function optionsTable(canonical) {
    const words = canonical.prefixes[0] ?? [];
    const head = words.slice(0, 2);
    if (head.length < 2 || !head.every((w) => typeof w === 'string'))
        return undefined;
    return (0,_longOptions_js__WEBPACK_IMPORTED_MODULE_2__/* .optionsOf */ .cz)(head.join(' '));
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
        const texts = (0,_argWord_js__WEBPACK_IMPORTED_MODULE_4__/* .candidates */ .Xi)(words[k]);
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

/***/ 7358:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ namedPrograms),
/* harmony export */   commandRules: () => (/* binding */ commandRules)
/* harmony export */ });
/* unused harmony export commandPatternError */
/* harmony import */ var _commandPattern_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9223);

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
        const pattern = (0,_commandPattern_js__WEBPACK_IMPORTED_MODULE_0__/* .compileCommandPattern */ .f)(rule.pattern);
        if ('error' in pattern)
            errors.push({ file: rule.file, line: rule.line, column: rule.kind.length + 2, message: pattern.error });
        else
            out.push({ decision, pattern, rule });
    }
    return { rules: out, errors };
}
/** What is wrong with a command rule's pattern, if anything (for a manifest parser to report). */
function commandPatternError(pattern) {
    const compiled = compileCommandPattern(pattern);
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

/***/ 2230:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O3: () => (/* binding */ forkBombIn),
/* harmony export */   Qt: () => (/* binding */ BASH_BUILTINS),
/* harmony export */   SN: () => (/* binding */ NOT_FOUND_HANDLER),
/* harmony export */   j7: () => (/* binding */ forkBombOfCalls)
/* harmony export */ });
/**
 * Fork bombs recognised by what they do, whatever the function is called: a function that calls
 * itself (directly, through other functions of the line, or as `$FUNCNAME`) at least twice, with
 * at least one of the calls in a pipeline, in the background, in a coprocess or in a process
 * substitution, doubles its processes at every step: `:(){ :|:& };:`, `f(){ f|f; };f`,
 * `f(){ f & f; };f`, `bomb(){ bomb | bomb & }; bomb`, `f(){ f <(f) <(f); }`. A call in a loop of
 * the body whose runs overlap counts as two (`f(){ while :; do f & done; }`; the walker decides:
 * a loop that is only part of a pipeline runs one run after another). Whether a condition guards the
 * recursion is not read (`if true; then f|f; fi` is as bad), so a recursive function that starts
 * two copies of itself at once is refused even when it would stop. A single recursive call
 * (`walk "$d" | sort`) is not a fork bomb, nor a function calling another one twice
 * (`f(){ echo; }; f | f`).
 *
 * Two readings share that test. `forkBombOfCalls` reads the calls the shell walker found in the
 * parsed line (src/agent/shell/walk.ts): names with their quotes and escapes removed, variables
 * the line assigned (`x=f; $x`) and `$FUNCNAME` expanded, aliases of the line followed, prefixes
 * (`a=1`, `2>/dev/null`, `eval`) peeled, substitutions (`$(f)`, backticks, `<(f)`) walked. A name
 * with an unknown part (`f${z}`) calls every function it may spell; a name wholly unknown before
 * the line runs (`"$@"`, `$cmd` from the environment) is not counted: it names no function of the
 * line. `forkBombIn` reads the raw text, for a line the parser cannot read (it blanks quoted text,
 * so a quoted string that looks like one is data).
 *
 * The work is linear in the code's length (the hook must answer in time whatever the line): one
 * pass cuts the code into tokens, one pass pairs the brackets, one backward pass finds each token's
 * next separator, and the call graph's cycles come from one strongly-connected-components pass.
 */
const NAME = /^[^\s;&|(){}<>'"`$=]+$/;
const SELF = /^\$\{?FUNCNAME(?:\[0\])?\}?$/;
/** Words after which the next word is in command position. */
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
/** Compound commands a function's body may be, and the words that close them. */
const OPENERS = new Set(['if', 'case', 'for', 'while', 'until', 'select']);
const CLOSERS = new Set(['fi', 'esac', 'done']);
/** A variable assignment before the command (`a=1 f`). */
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
/** A redirection with its target in one word (`2>/dev/null`, `<in`), and one without (`>`, `2>>`). */
const REDIRECTION = /^\d*[<>]/;
const OPERATOR = /^\d*[<>]+&?$/;
/** Operators a command may start after. */
const STARTS = new Set([';', '&', '|', '(', ')', '{', '}', '`', '\n']);
/** Operators that end a simple command. */
const ENDS = new Set([';', '&', '|', ')', '}', '\n', '`']);
/** The first fork bomb's definition in the code, or undefined. */
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
/**
 * bash runs this function for every command it cannot find, in the handler's own body too: its
 * `$1` is such a command, so `command_not_found_handle(){ x|x& }; x` doubles as `f(){ f|f& }` does.
 */
const NOT_FOUND_HANDLER = 'command_not_found_handle';
/** bash 5.2's builtins and reserved words (`compgen -b; compgen -k`): found whatever PATH holds. */
const BASH_BUILTINS = new Set('! . : [ [[ ]] alias bg bind break builtin caller case cd command compgen complete compopt continue coproc declare dirs disown do done echo elif else enable esac eval exec exit export false fc fg fi for function getopts hash help history if in jobs kill let local logout mapfile popd printf pushd pwd read readarray readonly return select set shift shopt source suspend test then time times trap true type typeset ulimit umask unalias unset until wait while { }'.split(' '));
/** A name with unknown pieces is matched against each function only up to this much work. */
const MATCH_BUDGET = 1 << 20;
/** The definition of the first fork bomb among the parsed line's function calls, or undefined. */
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
        if (c.missing && functions.has(NOT_FOUND_HANDLER))
            names.add(NOT_FOUND_HANDLER);
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
/**
 * The first body (of a function, as `text`) that calls functions of its own cycle at least twice,
 * in a cycle where some call runs at once (`f(){ g & }; g(){ f; f; }` doubles as `f(){ f & f; }`
 * does): a call site counts once however many of the cycle's functions it may name.
 */
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
/** Whether a name with unknown pieces may spell `name` (each unknown piece any text, `*` in a glob). */
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
/** Words (runs of anything but blanks and operators) and the operators `;&|(){}` backtick, newline. */
function tokenize(code) {
    const out = [];
    let start = -1;
    for (let j = 0; j <= code.length; j++) {
        const c = code[j];
        if (c === '$' && code[j + 1] === '{') {
            // `${FUNCNAME}` and other expansions are one word
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
/** For each opening `{` or `(` token, the index of the token closing it (one stack per kind). */
function pairs(tokens) {
    const out = new Array(tokens.length);
    const braces = [];
    const parens = [];
    const compounds = [];
    tokens.forEach((t, k) => {
        if (t.word) {
            // a compound command as a function's body (`f() if ...; fi`, `f() while ...; done`)
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
/** `NAME ( ) {`, `NAME ( ) (`, `function NAME {`, `function NAME ( ) {` starting at token k. */
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
/** For each token, the index of the first token at or after it that ends a simple command. */
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
/** The calls of the line's functions in a body: each word in command position naming one. */
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
        let first = k; // the first word of the simple command: assignments, leaders, redirections before the call
        for (;;) {
            const p = first - 1 > open ? tokens[first - 1] : undefined;
            if (!p?.word)
                break;
            if (LEADERS.has(p.text) || ASSIGNMENT.test(p.text) || (REDIRECTION.test(p.text) && !OPERATOR.test(p.text))) {
                first--;
                continue;
            }
            // `> /dev/null f`: an operator, then its target
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
        // the only command of a group or substitution (`{ f; }|`, `(f)&`, `$(f) &`): the group's place counts
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
/** The strongly connected component of each function in the call graph (iterative Tarjan). */
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

/***/ 4340:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ag: () => (/* binding */ longOptionsOf),
/* harmony export */   Lt: () => (/* binding */ hasFlag),
/* harmony export */   cz: () => (/* binding */ optionsOf),
/* harmony export */   jE: () => (/* binding */ standsFor)
/* harmony export */ });
/**
 * The long options of the git commands that command rules name, so that a rule's `--hard` also
 * matches `--har` and `--ha`: git (parse-options) accepts any unambiguous prefix of a long option,
 * and an exact name always wins (`--force` is `--force`, never a prefix of `--force-with-lease`).
 * Each entry is `long/s`: the long option and its one-letter name, which a rule's `-f` and
 * `--force` both stand for. Taken from `git <command> -h` of git 2.39.5 and checked against
 * git-scm.com's reference pages (`git stash push` from its synopsis). Read by commandPattern.ts.
 *
 * A program without a table here is read the way GNU getopt_long, Python's argparse and npm's
 * nopt read options: any prefix of a rule's long option may stand for it (fail closed).
 */
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
/** The options of a command (`git push`), when the table has it. */
function optionsOf(prefix) {
    return BY_PREFIX.get(prefix);
}
/** The long options (`--force`, ...) of a command (`git push`), when the table has it. */
function longOptionsOf(prefix) {
    return BY_PREFIX.get(prefix)?.long;
}
/**
 * Whether a command with these option words (`present`: each as written, `--x` for `--x=v`, the
 * letters of a short group) has the flag of a rule (`-f` or `--force`), in any spelling: the
 * flag itself, an abbreviation of a long flag, and the other name of the same option.
 */
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
/**
 * Whether an option word as written (`--har`, `--force-with-lea=x` read as `--force-with-lea`)
 * stands for the long option `flag` (`--hard`): it is the flag, or a prefix of it at least one
 * letter long that is not itself an option of the command. An abbreviation that could stand for
 * several options counts for each of them (git refuses it anyway, and the table may lag git).
 */
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

/***/ 4162:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ procRoute),
/* harmony export */   y: () => (/* binding */ procOperand)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4006);
/**
 * Paths through Linux's links to a process's folders: `/proc/self/cwd` is the folder of the
 * process that opens it (the shell running the command), `/proc/self/root` is `/`, and `/dev/fd`
 * is a link to `/proc/self/fd`, so `/dev/fd/..` is `/proc/self` (review-15c F01: `cd ~ && rm -rf
 * /proc/self/cwd/*` and `rm -rf /dev/fd/../root/*` passed). `$$` and `$BASHPID` are the shell
 * itself; another process's folders (`/proc/1/cwd`, `/proc/*\/root`) are not known.
 */

/** The names of the shell's own entry under /proc, as written (`$$` is not expanded by then). */
const SELF = /^(self|thread-self|\$\$|\$\{\$\}|\$BASHPID|\$\{BASHPID\})$/;
/** The route of an absolute path through /proc's links, or undefined when it takes none. */
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
            // `..` of a link is taken in the folder the link points to (`/de?/fd/..`: which one is not known)
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
        // a thread's folders (`/proc/self/task/*/cwd`), a glob that may name the links: not known
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
/** Whether a segment is the name or a glob that may match it (`pro?`, `r*`). */
function may(segment, name) {
    if (segment === undefined)
        return false;
    if (segment === name)
        return true;
    return isGlob(segment) && picomatch__WEBPACK_IMPORTED_MODULE_0__(segment, { dot: true })(name);
}
/**
 * An operand as the catastrophic check reads it: through /proc's links to `/` (absolute) or to the
 * shell's folder (relative, read against the segment's folders); 'unknown' for another process's
 * folders, and for everything in, or above, the shell's folder where that folder is not known.
 */
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

/***/ 6871:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VH: () => (/* binding */ rawCommands),
/* harmony export */   YG: () => (/* binding */ SHELL_NAMES),
/* harmony export */   z6: () => (/* binding */ peelWrappers)
/* harmony export */ });
/* harmony import */ var _argWord_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2320);
/**
 * The commands of a command line read straight from its text, without the shell parser: quotes
 * and escapes removed, split at `;`, `&`, `|`, newlines, parentheses, backticks, `$(` and braces,
 * heredoc bodies skipped (read as code when a shell reads them), redirection targets dropped,
 * and the bodies of `bash -c '...'` and `eval '...'` read in turn. It is deliberately forgiving:
 * it never fails, whatever the text (an unclosed quote runs to the end), so the catastrophic
 * check built on it holds even where the parser gives up. Quoted text given to a program that
 * does not run it (`echo 'rm -rf /'`) stays a word, not a command.
 */

const MAX_DEPTH = 8;
const SHELL_NAMES = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'fish']);
const KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'while', 'until', '!', '{', '}', 'esac']);
const HEADERS = new Set(['for', 'case', 'select', 'function', 'in']);
/** Wrappers and the options of theirs that take a value, to find the command they run. */
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
/** The command a chain of wrappers runs (`sudo -u root env A=1 timeout 5 rm x` -> `rm x`). */
function peelWrappers(words) {
    let rest = [...words];
    for (let guard = 0; guard < 16; guard++) {
        while (rest.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(rest[0]))
            rest = rest.slice(1);
        const name = rest[0] === undefined ? undefined : (0,_argWord_js__WEBPACK_IMPORTED_MODULE_0__/* .programName */ .kX)(rest[0]);
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
        const name = (0,_argWord_js__WEBPACK_IMPORTED_MODULE_0__/* .programName */ .kX)(command[0]);
        if (SHELL_NAMES.has(name)) {
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
            this.heredocs.push({
                delimiter,
                stripTabs,
                code: program !== undefined && (SHELL_NAMES.has((0,_argWord_js__WEBPACK_IMPORTED_MODULE_0__/* .programName */ .kX)(program)) || (0,_argWord_js__WEBPACK_IMPORTED_MODULE_0__/* .programName */ .kX)(program) === 'eval'),
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


/***/ }),

/***/ 4295:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ isRemoveFilesOption)
/* harmony export */ });
/**
 * tar's `--remove-files` as GNU tar's getopt_long reads it: the option, or any unambiguous
 * prefix of it (`--remove-f`, `--rem`). `--re` is not one (`--recursion`, `--record-size`, ...).
 * Read by catastrophic.ts (the command as it stands) and the shell walker's tar handler.
 */
function isRemoveFilesOption(word) {
    return word !== undefined && word.length >= 5 && '--remove-files'.startsWith(word);
}


/***/ }),

/***/ 4791:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ commandText)
/* harmony export */ });
/** The command policy's sentences: its verdicts, `explain --command`, and why an allow was withheld. */
const quoteCommand = (text) => JSON.stringify(text.length > 120 ? `${text.slice(0, 117)}...` : text);
/** The command policy (command-allow / command-ask / command-deny, the catastrophic forms, explain --command). */
const commandText = {
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


/***/ })

};
