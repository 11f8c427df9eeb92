// diffgate-cache-key: 89a84175fe913f485ec03342aca647248e9de0d3843368ff12fabd4b7adb0bab
"use strict";
exports.id = 11;
exports.ids = [11];
exports.modules = {

/***/ 11:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.judgeBash = judgeBash;
exports.loadCommandRules = loadCommandRules;
/**
 * The Bash tool under a manifest with command rules: the command policy and the write-target check
 * on one command line, in one walk.
 * The policy's rules come from the repository's and the user's manifests. The line is parsed when
 * the write-target pre-scan cannot clear it, or when it names a program a command rule names; a
 * plain line naming none is judged on its raw text alone (the catastrophic forms). Deny (a rule, a
 * catastrophic form, a protected write target) blocks; otherwise ask asks the person; allow is
 * answered only when every segment is explicitly allowed and nothing was denied.
 */
const commandRules_js_1 = __webpack_require__(3749);
const describeVerdict_js_1 = __webpack_require__(4035);
const judgeCommand_js_1 = __webpack_require__(3597);
const claude_js_1 = __webpack_require__(209);
const command_js_1 = __webpack_require__(5078);
const parseManifest_js_1 = __webpack_require__(5684);
const failure_js_1 = __webpack_require__(6117);
const protection_js_1 = __webpack_require__(1272);
const decideShell_js_1 = __webpack_require__(5744);
const prescan_js_1 = __webpack_require__(7202);
const plainSegments_js_1 = __webpack_require__(6452);
const segmentCollector_js_1 = __webpack_require__(9592);
const decideBash_js_1 = __webpack_require__(9422);
async function judgeBash(command, ctx) {
    const rules = loadCommandRules(ctx);
    const names = (0, commandRules_js_1.namedPrograms)(rules);
    const named = rules.length > 0 && (names === 'any' || (0, prescan_js_1.namesAny)(command, names));
    // A plain line the pre-scan clears is split without the parser; any other line a rule may
    // concern is parsed, once, for both the policy and the write targets.
    const plain = named ? (0, plainSegments_js_1.plainSegments)(command) : undefined;
    const collector = new segmentCollector_js_1.SegmentCollector();
    const written = await (0, decideShell_js_1.decideShell)(command, ctx, new protection_js_1.Protection(ctx), { visitor: collector, parse: named && plain === undefined });
    const segments = plain ?? collector.segments;
    const verdict = (0, judgeCommand_js_1.judgeCommand)({ text: command, segments, home: ctx.place.home }, rules);
    const denials = [...policyDenials(verdict), ...written];
    const outcome = { denials };
    const ask = (0, describeVerdict_js_1.askReason)(verdict);
    if (ask !== undefined)
        outcome.ask = ask;
    if (verdict.decision === 'allow' && denials.length === 0)
        outcome.allow = (0, describeVerdict_js_1.allowReason)(verdict);
    return outcome;
}
/** The command rules of the repository's and the user's manifests; a pattern that cannot match blocks (fail closed). */
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
    const denials = (0, decideBash_js_1.catastropheDenials)(verdict.catastrophes);
    for (const s of verdict.segments) {
        if (s.decision !== 'deny' || !s.rule)
            continue;
        const { rule, pattern } = s.rule;
        denials.push({
            rule: 'command-deny', message: command_js_1.commandText.deny.message(s.segment.text, (0, describeVerdict_js_1.prefixOf)(s), pattern.text), reason: rule.reason,
            source: `${rule.file}:${rule.line}`, next: command_js_1.commandText.deny.next(), releasable: true,
        });
    }
    return denials;
}


/***/ }),

/***/ 6452:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.plainSegments = plainSegments;
const prescan_js_1 = __webpack_require__(7202);
function plainSegments(command) {
    if (!(0, prescan_js_1.surelyHarmless)(command))
        return undefined;
    const segments = [];
    for (const part of command.split(prescan_js_1.SEPARATORS)) {
        const words = part.trim().split(/[ \t]+/).filter(Boolean);
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