// diffgate-cache-key: ac698dd354d8c82ca41792e0fe3e3611bedb59a41a1b0bc06ba4d315d819fd0f
"use strict";
exports.id = 713;
exports.ids = [713];
exports.modules = {

/***/ 713:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.explainCommand = explainCommand;
/**
 * `diffgate explain PATH...`: which rules of the manifest on disk cover each path.
 * `diffgate explain --command 'CMD'`: the command policy's verdict on a shell command line, segment
 * by segment (canonical prefix, matching rule, verdict), under the repository's manifest and the
 * user manifest, as the Claude Code hook would judge it. It loads the shell parser.
 */
const promises_1 = __webpack_require__(1455);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const node_util_1 = __webpack_require__(7975);
const check_js_1 = __webpack_require__(9350);
const explainPath_js_1 = __webpack_require__(5098);
const cli_js_1 = __webpack_require__(1065);
const command_js_1 = __webpack_require__(5078);
const parseManifest_js_1 = __webpack_require__(5684);
const readChanges_js_1 = __webpack_require__(402);
const io_js_1 = __webpack_require__(9845);
const repoRoot_js_1 = __webpack_require__(7581);
const usageError_js_1 = __webpack_require__(3962);
async function explainCommand(args, io) {
    const { values, positionals } = (0, node_util_1.parseArgs)({ args, options: { manifest: { type: 'string' }, command: { type: 'string' } }, allowPositionals: true, strict: true });
    if (values.command !== undefined && positionals.length > 0)
        throw new usageError_js_1.UsageError(command_js_1.commandText.explain.usage());
    if (values.command === undefined && positionals.length === 0)
        throw new usageError_js_1.UsageError(command_js_1.commandText.explain.needsPath());
    const top = (await (0, repoRoot_js_1.repoRoot)(io.cwd)) ?? io.cwd;
    const file = values.manifest !== undefined ? (0, node_path_1.resolve)(io.cwd, values.manifest) : (0, node_path_1.resolve)(top, readChanges_js_1.DEFAULT_MANIFEST);
    const manifest = await readManifest(file, values.manifest !== undefined, io);
    if (manifest === undefined)
        return io_js_1.EXIT.config;
    if (values.command !== undefined)
        return explainShellCommand(values.command, manifest, top, io);
    const checker = new check_js_1.Checker(manifest, null);
    const out = [];
    for (const p of positionals) {
        const rel = (0, node_path_1.relative)(top, (0, node_path_1.resolve)(io.cwd, p)).split('\\').join('/');
        const path = rel.startsWith('..') || (0, node_path_1.isAbsolute)(rel) ? p : rel;
        const e = (0, explainPath_js_1.explainPath)(checker, path);
        out.push(path);
        for (const r of e.rules)
            out.push(`  ${r.kind}\t${r.pattern}\t${r.reason}${r.optionsText ? `\t${r.optionsText}` : ''}  (${r.file}:${r.line})`);
        for (const r of e.allowedBy)
            out.push(`  ${cli_js_1.cliText.explainAllowed(`${r.file}:${r.line}`)}`);
        if (e.secret !== undefined && e.allowedBy.length === 0)
            out.push(`  ${cli_js_1.cliText.explainSecret(e.secret)}`);
        if (e.rules.length === 0 && e.allowedBy.length === 0 && e.secret === undefined)
            out.push(`  ${cli_js_1.cliText.explainNone()}`);
    }
    io.stdout(`${out.join('\n')}\n`);
    return io_js_1.EXIT.ok;
}
/** The manifest at `file` (empty when the default one does not exist); undefined after reporting an error. */
async function readManifest(file, required, io) {
    let text = '';
    try {
        text = await (0, promises_1.readFile)(file, 'utf8');
    }
    catch (e) {
        if (e.code !== 'ENOENT' || required) {
            io.stderr(`${cli_js_1.cliText.manifestMissing(file)}\n`);
            return undefined;
        }
    }
    const label = (0, node_path_1.relative)(io.cwd, file) || file;
    const manifest = (0, parseManifest_js_1.parseManifest)(text, label);
    if (manifest.errors.length > 0) {
        reportErrors(label, manifest.errors.map(parseManifest_js_1.formatManifestError), io);
        return undefined;
    }
    return manifest;
}
function reportErrors(label, lines, io) {
    io.stderr(`${cli_js_1.cliText.manifestErrors(label, lines.length)}\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
}
async function explainShellCommand(command, manifest, top, io) {
    const [{ commandRules }, { judgeCommand }, { explainVerdict }, { commandSegments }, { userManifestFile }] = await Promise.all([
        Promise.all(/* import() | policy */[__webpack_require__.e(544), __webpack_require__.e(422), __webpack_require__.e(477)]).then(__webpack_require__.bind(__webpack_require__, 3749)), Promise.all(/* import() | policy */[__webpack_require__.e(544), __webpack_require__.e(422), __webpack_require__.e(477)]).then(__webpack_require__.bind(__webpack_require__, 3597)),
        Promise.all(/* import() | policy */[__webpack_require__.e(544), __webpack_require__.e(422), __webpack_require__.e(477)]).then(__webpack_require__.bind(__webpack_require__, 4035)), Promise.all(/* import() | policy */[__webpack_require__.e(544), __webpack_require__.e(422), __webpack_require__.e(477)]).then(__webpack_require__.bind(__webpack_require__, 4993)),
        __webpack_require__.e(/* import() */ 928).then(__webpack_require__.bind(__webpack_require__, 6928)),
    ]);
    const home = io.env.HOME || (0, node_os_1.homedir)();
    const manifests = [manifest];
    const userFile = userManifestFile(io.env, home);
    const user = await (0, promises_1.readFile)(userFile, 'utf8').then((text) => (0, parseManifest_js_1.parseManifest)(text, userFile), (e) => {
        if (e.code === 'ENOENT')
            return undefined;
        throw e;
    });
    if (user !== undefined) {
        if (user.errors.length > 0) {
            reportErrors(userFile, user.errors.map(parseManifest_js_1.formatManifestError), io);
            return io_js_1.EXIT.config;
        }
        manifests.push(user);
    }
    const rules = [];
    for (const m of manifests) {
        const compiled = commandRules(m.rules);
        if (compiled.errors.length > 0) {
            reportErrors(m.file, compiled.errors.map(parseManifest_js_1.formatManifestError), io);
            return io_js_1.EXIT.config;
        }
        rules.push(...compiled.rules);
    }
    const projectDir = io.env.CLAUDE_PROJECT_DIR || top;
    const segments = await commandSegments(command, { cwd: io.cwd, home, projectDir });
    io.stdout(explainVerdict(command, judgeCommand({ text: command, segments, home }, rules)));
    return io_js_1.EXIT.ok;
}


/***/ }),

/***/ 7581:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.repoRoot = repoRoot;
/** The repository's top-level directory, or the working directory outside a repository. */
const runGit_js_1 = __webpack_require__(3836);
async function repoRoot(cwd) {
    try {
        return (await (0, runGit_js_1.runGit)(cwd).raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch {
        return undefined; // not a repository: callers fall back to the working directory
    }
}


/***/ }),

/***/ 5098:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.explainPath = explainPath;
function explainPath(checker, path) {
    return { path, ...checker.rulesFor(path) };
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