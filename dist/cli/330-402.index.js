"use strict";
exports.id = "330-402";
exports.ids = ["330-402",330,402];
exports.modules = {

/***/ 9066:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.initCommand = initCommand;
const promises_1 = __webpack_require__(1455);
const node_path_1 = __webpack_require__(6760);
const node_util_1 = __webpack_require__(7975);
const changelogRule_js_1 = __webpack_require__(4418);
const cli_js_1 = __webpack_require__(1065);
const starterManifest_js_1 = __webpack_require__(4221);
const readChanges_js_1 = __webpack_require__(402);
const io_js_1 = __webpack_require__(9845);
const repoRoot_js_1 = __webpack_require__(7581);
const usageError_js_1 = __webpack_require__(3962);
async function initCommand(args, io) {
    const { values } = (0, node_util_1.parseArgs)({ args, options: { force: { type: 'boolean' } }, strict: true });
    const top = await (0, repoRoot_js_1.repoRoot)(io.cwd);
    if (top === undefined)
        throw new usageError_js_1.UsageError(cli_js_1.cliText.notARepo(io.cwd));
    const file = (0, node_path_1.resolve)(top, readChanges_js_1.DEFAULT_MANIFEST);
    const label = (0, node_path_1.relative)(io.cwd, file) || file;
    const offer = (0, changelogRule_js_1.changelogRule)(await readText((0, node_path_1.resolve)(top, changelogRule_js_1.CHANGELOG_FILE)));
    try {
        await (0, promises_1.writeFile)(file, `${starterManifest_js_1.STARTER_MANIFEST}${offer ?? ''}`, { flag: values.force ? 'w' : 'wx' });
    }
    catch (e) {
        if (e.code === 'EEXIST') {
            io.stderr(`${cli_js_1.cliText.initExists(label)}\n`);
            return io_js_1.EXIT.config;
        }
        throw e;
    }
    io.stdout(`${cli_js_1.cliText.initWrote(label)}\n`);
    if (offer !== undefined)
        io.stdout(`${cli_js_1.cliText.initChangelog(changelogRule_js_1.CHANGELOG_FILE)}\n`);
    return io_js_1.EXIT.ok;
}
async function readText(path) {
    try {
        return await (0, promises_1.readFile)(path, 'utf8');
    }
    catch {
        return '';
    }
}


/***/ }),

/***/ 7581:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.repoRoot = repoRoot;
const cli_js_1 = __webpack_require__(1065);
const runGit_js_1 = __webpack_require__(3836);
const usageError_js_1 = __webpack_require__(3962);
async function repoRoot(cwd) {
    try {
        return (await (0, runGit_js_1.runGit)(cwd).raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch (e) {
        if (e instanceof runGit_js_1.GitCommandError && /not a git repository/i.test(e.stderr))
            return undefined;
        throw new usageError_js_1.UsageError(cli_js_1.cliText.gitFailed(e instanceof Error ? e.message : String(e)), { cause: e });
    }
}


/***/ }),

/***/ 4418:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CHANGELOG_FILE = void 0;
exports.changelogRule = changelogRule;
const starterManifest_js_1 = __webpack_require__(4221);
exports.CHANGELOG_FILE = 'CHANGELOG.md';
const KEEP_A_CHANGELOG = /^## \[(?:unreleased|v?\d+\.\d+\.\d+)\]/im;
function changelogRule(text) {
    return KEEP_A_CHANGELOG.test(text) ? (0, starterManifest_js_1.changelogOffer)(exports.CHANGELOG_FILE, starterManifest_js_1.CHANGELOG_HEAD) : undefined;
}


/***/ }),

/***/ 1065:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.cliText = exports.noteText = void 0;
exports.noteText = {
    noManifest: (file) => `diffgate: no manifest at ${file}; only the built-in secret list was checked.`,
};
const gitRead_js_1 = __webpack_require__(8927);
const advised = (detail) => {
    const advice = (0, gitRead_js_1.missingObjectAdvice)(detail);
    return advice ? `\n${advice}` : '';
};
exports.cliText = {
    usage: () => `usage:
  diffgate check [--staged | --worktree | --range BASE..HEAD] [--manifest FILE] [--format text|json|github]
  diffgate explain PATH...            every rule, gate and list entry that covers a path, and the hooks' verdict
  diffgate explain --command 'CMD'    the verdict the Claude Code hook gives a shell command, and why
  diffgate init [--force]             write a starter .diffgate.tsv at the repository root
  diffgate install --hooks-path [--force] | --husky | --lefthook
  diffgate install --claude [--sandbox] | --codex | --gemini | --cursor | --copilot | --opencode [--user]
  diffgate uninstall ...              reverses install
  diffgate doctor                     prove the installed gates are live
  diffgate run [--allow-unsandboxed] -- COMMAND...   run a command with frozen and gate files read-only (bubblewrap)
  diffgate hook AGENT                 an agent's hook (claude, codex, gemini, cursor, copilot; JSON on stdin)
  diffgate githook NAME [ARGS]        what the git hooks run (pre-commit, pre-merge-commit, prepare-commit-msg, pre-push)
  diffgate --version                  the installed version

"diffgate COMMAND --help" describes a command. Reference: docs/cli.md.

exit status: 0 nothing blocked, 1 blocked, 2 configuration or usage error (also blocks)`,
    help: {
        check: `usage: diffgate check [--staged | --worktree | --range BASE..HEAD] [--manifest FILE] [--format text|json|github]

Checks a change against the manifest and reports every violation.

  (no flag), --staged   the staged change: the index against HEAD (what "git commit" would record),
                        under HEAD's manifest (the index's before the first commit)
  --worktree            the work tree against HEAD, untracked files included, under HEAD's manifest
  --range BASE..HEAD    the commits from the merge base of BASE and HEAD to HEAD, under BASE's manifest;
                        "A.." means A..HEAD, "..B" means HEAD..B (e.g. --range HEAD~2..)
  --manifest FILE       use FILE instead of .diffgate.tsv at the repository root (then it must exist)
  --format text         human text on stderr (default)
  --format json         one JSON document on stdout: blocked, checked, manifest, violations
  --format github       one ::error workflow command per violation on stdout

exit status: 0 nothing blocked, 1 blocked, 2 configuration or usage error (also blocks)`,
        explain: `usage: diffgate explain [--manifest FILE] PATH...
       diffgate explain [--manifest FILE] --command 'CMD'

For each PATH: every manifest rule that covers it (repository manifest, and the user manifest for
paths outside the repository), allow exemptions, the built-in secret list, save gates, gate files,
git's own directory, and the manifest's implicit strengthen-only rule; then the verdict the agent
hook gives a shell write to it and an edit of it, and what a commit that changes it gets.

With --command: the command policy segment by segment (canonical prefix, matching rule), the files
the line would write and what protects them, and the verdict "diffgate hook claude" gives the line.

exit status: 0 explained, 2 configuration or usage error`,
        init: `usage: diffgate init [--force]

Writes a starter .diffgate.tsv at the root of the repository around the working directory (an error
outside a repository). --force replaces an existing manifest.`,
        install: `usage: diffgate install --hooks-path [--force] | --husky | --lefthook | --claude [--user]

  --hooks-path   point core.hooksPath at diffgate's hook scripts (--force replaces another hooks path)
  --husky        add diffgate to the husky hooks in .husky/
  --lefthook     add diffgate to lefthook.yml
  --claude       add the Claude Code hook to .claude/settings.json (--user: ~/.claude/settings.json)

"diffgate uninstall" with the same flag takes it out again.`,
        uninstall: `usage: diffgate uninstall --hooks-path | --husky | --lefthook | --claude [--user]

Reverses "diffgate install" with the same flag.`,
        doctor: `usage: diffgate doctor

Proves the installed gates are live: checks the git hooks' and the Claude Code hook's installation,
then runs the installed hooks on a synthetic blocked change. exit status: 0 all ok, 1 a problem,
2 outside a repository.`,
        hook: `usage: diffgate hook claude

The Claude Code hook: reads one hook event (JSON) on stdin and answers in Claude Code's protocol
(exit 2 with the reason on stderr to deny; a permissionDecision JSON to ask or allow; nothing for no
opinion). Installed by "diffgate install --claude".`,
        githook: `usage: diffgate githook pre-commit | pre-merge-commit | prepare-commit-msg FILE | pre-push

What the git hook scripts (and the husky, lefthook and pre-commit framework entries) run.
DIFFGATE_RELEASE="why" lets a person release a blocked commit or push.`,
    },
    version: (v) => `diffgate ${v}`,
    usageError: (detail) => `diffgate: ${detail}\n\nRun "diffgate --help" for usage.`,
    unknownCommand: (name) => `unknown command ${JSON.stringify(name)}`,
    badRange: (range) => `--range expects BASE..HEAD (or BASE.. or ..HEAD, an empty side meaning HEAD), got ${JSON.stringify(range)}`,
    oneMode: () => 'choose one of --staged, --range and --worktree',
    badFormat: (f) => `--format expects text, json or github, got ${JSON.stringify(f)}`,
    manifestErrors: (label, n) => `diffgate: the manifest ${label} has ${n === 1 ? 'an error' : `${n} errors`}; nothing can be checked until ${n === 1 ? 'it is' : 'they are'} fixed, so everything is blocked:`,
    manifestMissing: (label) => `diffgate: the manifest ${label} does not exist.`,
    gitError: (detail) => `diffgate: git failed: ${detail}${advised(detail)}`,
    gitFailed: (detail) => `git failed: ${detail}`,
    readError: (detail) => `diffgate: ${detail}; the change cannot be checked, so it is blocked.${advised(detail)}`,
    internalError: (detail) => `diffgate: internal error, so the change is blocked: ${detail}`,
    ok: (n, label, scope) => `diffgate: ${scope ? `${scope}: ` : ''}${n === 1 ? '1 changed file' : `${n} changed files`} checked against ${label}; nothing blocked.`,
    blockedHeader: (v, n, scope) => `diffgate: blocked. ${v === 1 ? '1 violation' : `${v} violations`} in ${n === 1 ? '1 changed file' : `${n} changed files`}${scope ? ` of ${scope}` : ''}:`,
    scope: {
        staged: () => 'the staged change (index vs HEAD)',
        worktree: () => 'the work tree (files on disk vs HEAD, untracked included)',
        range: (base, head) => `the range ${base}..${head}`,
    },
    unstagedHint: () => 'diffgate: nothing is staged, but the work tree has changes. Stage them (git add) to check them as a commit, or run "diffgate check --worktree".',
    notARepo: (cwd) => `not a git repository: ${cwd} (or any parent); run it inside the repository to protect, or "git init" first`,
    why: 'why: ',
    next: 'next:',
    rule: 'rule:',
    explainNone: () => 'no rule covers this path',
    explain: {
        saveGate: (words) => `an agent may write it only in the turn after the person's prompt asks to save (${words.join(', ')})`,
        manifest: () => 'the manifest itself: a change may add or strengthen rules, never remove or weaken one (implicit rule)',
        userManifest: () => 'the user manifest: only a person changes it (implicit rule)',
        gateFile: (gate) => `gate file ${gate}: it can switch the gate off, so only a person changes it (agent hook)`,
        gitDir: () => "git's own directory (hooks, config, diffgate's records): agents may not write it",
        gitHooks: () => "git's hooks: agents may not write them",
        outsideRule: (file) => `outside the repository, from ${file}:`,
        refused: (why) => `agent hook refuses the path: ${why}`,
        verdicts: 'verdicts:',
        shell: (v) => `  agent shell write (> FILE, sed -i, cp, rm ...): ${v}`,
        edit: (v) => `  agent edit (Write, Edit): ${v}`,
        commit: (v) => `  commit or pull request changing it: ${v}`,
        denied: (rules) => `deny (${rules.join(', ')})`,
        judged: (rules) => `judged on the change by ${rules.join(', ')}`,
        saveGated: () => 'deny unless the latest prompt asks to save',
        noOpinion: () => 'no opinion (allowed)',
        commitBlocked: (rules) => `blocked (${rules.join(', ')})`,
        commitJudged: (rules) => `judged on the change by ${rules.join(', ')}`,
        commitFree: () => 'nothing to check',
        policyTotal: () => 'command rules: ',
        commandHeader: (verdict) => `hook claude verdict: ${verdict}`,
        commandDenials: () => 'blocked by:',
        commandWrites: () => 'files it writes: none protected',
        releasable: (phrases) => `(a person's prompt with ${phrases.map((p) => JSON.stringify(p)).join(' or ')} releases the releasable blocks for one turn)`,
    },
    explainSecret: (segment) => `built-in secret list: ${JSON.stringify(segment)} may not be added`,
    explainAllowed: (source) => `exempt from deny and the secret list by allow (${source})`,
    initExists: (file) => `diffgate: ${file} already exists; not overwritten (use --force to replace it).`,
    initChangelog: (file) => `diffgate: ${file} looks like a Keep-a-Changelog file; the manifest offers an append rule with head= for it (commented out: uncomment it to use it).`,
    initWrote: (file) => `diffgate: wrote ${file}. Edit it, then commit it: from then on it protects itself.`,
};


/***/ }),

/***/ 4221:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.changelogOffer = exports.CHANGELOG_HEAD = exports.STARTER_MANIFEST = void 0;
exports.STARTER_MANIFEST = `# diffgate manifest: one rule a line, columns separated by TABs:
#   rule <TAB> pattern <TAB> reason [<TAB> options]
# Rules: freeze (A), invariant (B), append (C), budget, deny, allow, save-gate, release,
#        command-allow, command-ask, command-deny.
# Patterns are globs (picomatch, dot files included) against the repository-relative path.
# This file protects itself: a change may add or strengthen rules, never remove or weaken one.
#
# Examples (remove the leading "# " to use one; a freeze keeps existing files as they are, a deny
# keeps new ones out, so the workflow folder takes both):
# freeze	.github/workflows/**	CI definitions change only through a reviewed pull request
# deny	.github/workflows/**	CI definitions change only through a reviewed pull request
# invariant	docs/style.md	The marked principles are decided; edit around them
# append	logs/decisions.md	The decision log is a record: add entries, never rewrite them	at=end
# budget	INDEX.md	INDEX.md is read at every session start; keep it short	lines=150 bytes=25600
# deny	**/*.sqlite	Databases are not committed
# allow	test/fixtures/fake.pem	A fake key used by the tests
# command-deny	git push -f|--force|--force-with-lease	History on shared branches is rewritten only by a person
# command-deny	git reset --hard	Discarding work is a person's decision
# command-ask	git clean -f|--force	Deleting untracked files is a person's decision
# command-ask	npm publish	Publishing is a person's decision
`;
exports.CHANGELOG_HEAD = '^## \\[?v?\\d';
const changelogOffer = (file, head) => `#
# Found ${file} in the Keep-a-Changelog style: released sections are a record, the top (Unreleased)
# section a draft that may be reworded, and at a release its heading becomes the version. head=
# takes the rest of the column, a regular expression for the first released heading.
# append	${file}	Released changelog entries are a record; only the Unreleased section is rewritten	head=${head}
`;
exports.changelogOffer = changelogOffer;


/***/ }),

/***/ 7495:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ObjectRewritten = void 0;
exports.isBlobNamed = isBlobNamed;
exports.isNamed = isNamed;
exports.verifiedBlob = verifiedBlob;
exports.verifiedCheckout = verifiedCheckout;
exports.verifiedCheckouts = verifiedCheckouts;
exports.verifiedTree = verifiedTree;
exports.unverifiedInDiffs = unverifiedInDiffs;
const node_crypto_1 = __webpack_require__(7598);
function isBlobNamed(oid, bytes) {
    return isNamed('blob', oid, bytes);
}
function isNamed(type, oid, bytes) {
    const algorithm = oid.length === 40 ? 'sha1' : oid.length === 64 ? 'sha256' : undefined;
    if (algorithm === undefined)
        return false;
    return (0, node_crypto_1.createHash)(algorithm).update(`${type} ${bytes.length}\0`).update(bytes).digest('hex') === oid.toLowerCase();
}
class ObjectRewritten extends Error {
    oid;
    constructor(oid) {
        super(`git's object ${oid} does not hold the bytes its name is the hash of`);
        this.oid = oid;
        this.name = 'ObjectRewritten';
    }
}
exports.ObjectRewritten = ObjectRewritten;
function verifiedBlob(git, oid) {
    const bytes = git(['cat-file', 'blob', oid]);
    if (!isBlobNamed(oid, bytes))
        throw new ObjectRewritten(oid);
    return bytes;
}
function verifiedCheckout(git, rev, path, entry) {
    const stored = verifiedBlob(git, entry.oid);
    if (entry.mode === '120000')
        return stored;
    return git(['cat-file', '--filters', `${rev}:${path}`]);
}
function verifiedCheckouts(git, run, rev, entries) {
    if (entries.length === 0)
        return [];
    const stored = batch(run(['cat-file', '--batch'], `${entries.map((e) => e.oid).join('\n')}\n`), entries.length);
    const out = entries.map((e, k) => isBlobNamed(e.oid, stored[k]) ? stored[k] : new ObjectRewritten(e.oid));
    const filtered = entries.flatMap((e, k) => (e.mode !== '120000' && !(out[k] instanceof ObjectRewritten) ? [k] : []));
    for (const k of filtered)
        out[k] = git(['cat-file', '--filters', `${rev}:${entries[k].path}`]);
    return out;
}
function batch(out, count) {
    return objects(out, count).map((o) => {
        if (o?.type !== 'blob')
            throw new Error(`git cat-file --batch: ${o === undefined ? 'missing' : o.type}`);
        return o.bytes;
    });
}
function objects(out, count) {
    const read = [];
    let at = 0;
    for (let k = 0; k < count; k++) {
        const nl = out.indexOf(10, at);
        if (nl < 0)
            throw new Error('git cat-file --batch answered short');
        const header = out.toString('utf8', at, nl);
        const m = /^[0-9a-f]+ ([a-z]+) (\d+)$/.exec(header);
        if (!m) {
            if (!/ (missing|ambiguous)$/.test(header))
                throw new Error(`git cat-file --batch: ${header}`);
            read.push(undefined);
            at = nl + 1;
            continue;
        }
        const end = nl + 1 + Number(m[2]);
        read.push({ type: m[1], bytes: out.subarray(nl + 1, end) });
        at = end + 1;
    }
    return read;
}
function verifiedTree(run, commit, descend = () => true) {
    const out = { entries: new Map(), rewritten: [] };
    const [c] = objects(run(['cat-file', '--batch'], `${commit}\n`), 1);
    if (c === undefined || c.type !== 'commit' || !isNamed('commit', commit, c.bytes)) {
        out.rewritten.push({ path: '', oid: commit });
        return out;
    }
    const m = /^tree ([0-9a-f]{40}|[0-9a-f]{64})\n/.exec(c.bytes.toString('latin1', 0, 80));
    if (!m) {
        out.rewritten.push({ path: '', oid: commit });
        return out;
    }
    const width = commit.length / 2;
    let level = [{ path: '', oid: m[1] }];
    while (level.length > 0) {
        const read = objects(run(['cat-file', '--batch'], `${level.map((t) => t.oid).join('\n')}\n`), level.length);
        const next = [];
        for (const [k, t] of level.entries()) {
            const o = read[k];
            if (o === undefined || o.type !== 'tree' || !isNamed('tree', t.oid, o.bytes)) {
                out.rewritten.push(t);
                continue;
            }
            for (const e of treeEntries(o.bytes, width)) {
                const path = t.path === '' ? e.name : `${t.path}/${e.name}`;
                if (e.mode === '40000') {
                    if (descend(path))
                        next.push({ path, oid: e.oid });
                }
                else if (e.mode === '160000' || e.mode === '120000')
                    out.entries.set(path, { mode: e.mode, oid: e.oid, type: e.mode === '160000' ? 'commit' : 'blob' });
                else
                    out.entries.set(path, {
                        mode: (Number.parseInt(e.mode, 8) & 0o100) !== 0 ? '100755' : '100644',
                        type: 'blob',
                        oid: e.oid,
                    });
            }
        }
        level = next;
    }
    return out;
}
function subtrees(bytes, width) {
    const out = new Map();
    let at = 0;
    while (at < bytes.length) {
        const nul = bytes.indexOf(0, at);
        if (nul < 0 || nul + 1 + width > bytes.length)
            throw new Error('a tree object that does not parse');
        const name = bytes[at] === 0x34 && bytes[at + 5] === 0x20
            ? at + 6
            : bytes.toString('latin1', at, at + 7) === '040000 '
                ? at + 7
                : -1;
        if (name > 0)
            out.set(bytes.toString('utf8', name, nul), bytes.toString('hex', nul + 1, nul + 1 + width));
        at = nul + 1 + width;
    }
    return out;
}
function treeEntries(bytes, width) {
    const out = [];
    let at = 0;
    while (at < bytes.length) {
        const space = bytes.indexOf(32, at);
        const nul = bytes.indexOf(0, space + 1);
        if (space < 0 || nul < 0 || nul + 1 + width > bytes.length)
            throw new Error('a tree object that does not parse');
        out.push({
            mode: bytes.toString('latin1', at, space),
            name: bytes.toString('utf8', space + 1, nul),
            oid: bytes.toString('hex', nul + 1, nul + 1 + width),
        });
        at = nul + 1 + width;
    }
    return out;
}
function unverifiedInDiffs(run, edges) {
    const width = (oid) => oid.length / 2;
    const read = (oids, type) => {
        const got = new Map();
        const want = [...new Set(oids)];
        if (want.length === 0)
            return got;
        const answers = objects(run(['cat-file', '--batch'], `${want.join('\n')}\n`), want.length);
        for (const [k, oid] of want.entries()) {
            const o = answers[k];
            got.set(oid, o !== undefined && o.type === type && isNamed(type, oid, o.bytes) ? o.bytes : undefined);
        }
        return got;
    };
    const commits = read(edges.flatMap((e) => (e.parent === null ? [e.sha] : [e.sha, e.parent])), 'commit');
    const treeOf = new Map();
    for (const [oid, bytes] of commits) {
        const m = bytes && /^tree ([0-9a-f]{40}|[0-9a-f]{64})\n/.exec(bytes.toString('latin1', 0, 80));
        if (!m)
            return oid;
        treeOf.set(oid, m[1]);
    }
    let level = edges.map((e) => [e.parent === null ? null : treeOf.get(e.parent), treeOf.get(e.sha)]);
    const parsed = new Map();
    while (level.length > 0) {
        const unread = level.flatMap((p) => p.filter((o) => o !== null && !parsed.has(o)));
        for (const [oid, bytes] of read(unread, 'tree')) {
            if (bytes === undefined)
                return oid;
            try {
                parsed.set(oid, subtrees(bytes, width(oid)));
            }
            catch {
                return oid;
            }
        }
        const next = [];
        const seen = new Set();
        for (const [a, b] of level) {
            if (a === b)
                continue;
            const left = a === null ? new Map() : parsed.get(a);
            const right = b === null ? new Map() : parsed.get(b);
            for (const name of new Set([...left.keys(), ...right.keys()])) {
                const lt = left.get(name) ?? null;
                const rt = right.get(name) ?? null;
                if (lt === rt)
                    continue;
                const key = `${lt} ${rt}`;
                if (seen.has(key))
                    continue;
                seen.add(key);
                next.push([lt, rt]);
            }
        }
        level = next;
    }
    return undefined;
}


/***/ }),

/***/ 8927:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.gitReadText = void 0;
exports.missingObjectAdvice = missingObjectAdvice;
exports.gitReadText = {
    unmerged: (path) => `${JSON.stringify(path)} has unresolved merge conflicts (resolve them: edit, then git add)`,
    noMergeBase: (base, head) => `${base} and ${head} have no common ancestor, so there is no change between them to check; give a BASE that ${head} grew from.`,
    headLost: () => "HEAD names no commit, yet this repository has commits (its refs or HEAD's reflog say so), and HEAD's reflog names none git has, so diffgate cannot tell what this change does to the files that were committed and refuses it rather than judge it as a first commit. Its branch's ref was removed, or HEAD pointed at a branch that does not exist.\nnext: put HEAD back on the commit it named: `git branch -a` and `git log --all -n5` show the commits there are; `git update-ref refs/heads/<branch> <commit>` (or `git symbolic-ref HEAD refs/heads/<branch>`) puts it back. To start a new history on purpose, use `git checkout --orphan <branch>` from a HEAD that names a commit.",
    objectRewritten: (oid, commit) => `git's object ${oid}, read to compare commit ${commit} with its parent, is missing or does not hold the bytes its name is the hash of: git's object store was rewritten, so what the commit changes cannot be told, and it is refused rather than judged on what the rewritten object says.\nnext: run \`git fsck\`, which names each rewritten object (a "hash mismatch"); delete those object files and take the objects back from a clone or remote you trust, then try again.`,
    untrackedUnreadable: (path, why) => `cannot inspect the untracked path ${JSON.stringify(path)}: ${why}`,
};
function missingObjectAdvice(detail) {
    const promised = /could not fetch ([0-9a-f]{7,64}) from promisor remote/.exec(detail);
    if (promised)
        return `The object ${promised[1]} is not in this repository: it is a partial clone (made with --filter), and git could not fetch the object from its promisor remote. diffgate needs the contents to judge the change, so it blocks. Next: make that remote reachable (git fetch checks it) and run the same command again; git fetches what it needs as it reads. To keep every object locally, clone again without --filter.`;
    const missing = /(?:unable to read(?: tree)?|missing (?:blob|tree|commit) object|bad object|git has no object|git has no tree for commit|could not get object info for) '?([0-9a-f]{7,64})/.exec(detail);
    if (missing)
        return `The object ${missing[1]} is missing from this repository's object store, so the change cannot be judged and is blocked. Next: git fsck names every missing object; copy them from another clone that has them (or clone again), then run the same command again.`;
    return undefined;
}


/***/ }),

/***/ 7673:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.acceptedBeforeHead = acceptedBeforeHead;
exports.restoresAccepted = restoresAccepted;
const parseRawDiff_js_1 = __webpack_require__(9591);
async function acceptedBeforeHead(git) {
    const accepted = new Map();
    const parent = await git.raw(['rev-parse', '--verify', '-q', 'HEAD^1']).then((s) => s.trim(), () => '');
    if (parent === '')
        return accepted;
    const pushed = (await git.raw(['for-each-ref', '--count=1', '--contains', 'HEAD', '--format=%(refname)', 'refs/remotes']))
        .trim()
        .split('\n')
        .filter((l) => l !== '');
    if (pushed.length > 0)
        return accepted;
    const raw = await git.raw([
        'diff-tree',
        '-r',
        '--raw',
        '-z',
        '--no-renames',
        '--no-ext-diff',
        '--ignore-submodules=none',
        parent,
        'HEAD',
    ]);
    for (const e of (0, parseRawDiff_js_1.rawEntries)(raw))
        accepted.set(e.oldPath, e.status === 'A' ? null : `${e.oldMode} ${e.oldSha}`);
    return accepted;
}
function restoresAccepted(e, accepted) {
    if (accepted.size === 0)
        return false;
    const after = [];
    switch (e.status) {
        case 'D':
            after.push([e.oldPath, null]);
            break;
        case 'R':
            after.push([e.oldPath, null], [e.newPath, `${e.newMode} ${e.newSha}`]);
            break;
        case 'A':
        case 'M':
        case 'T':
        case 'C':
            after.push([e.newPath, `${e.newMode} ${e.newSha}`]);
            break;
        default:
            return false;
    }
    return after.every(([path, state]) => accepted.has(path) && accepted.get(path) === state);
}


/***/ }),

/***/ 7105:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CatFile = void 0;
const node_child_process_1 = __webpack_require__(1421);
const changeSet_js_1 = __webpack_require__(1171);
const gitDeadline_js_1 = __webpack_require__(6039);
const SYNC_CALLS = 8;
const SYNC_NAMES = 2048;
const SYNC_LIMIT = 8 * 1024 * 1024;
class CatFile {
    cwd;
    env;
    proc;
    pending = [];
    header = '';
    body;
    filled = 0;
    stderr = '';
    failure;
    syncCalls = 0;
    constructor(cwd, env, opts = {}) {
        this.cwd = cwd;
        this.env = env;
        if (opts.long)
            this.syncCalls = SYNC_CALLS;
    }
    read(name) {
        if (this.failure)
            return Promise.reject(this.failure);
        if (/[\n\r]/.test(name))
            return Promise.reject(new Error(`cannot ask git for an object named with a line break: ${JSON.stringify(name)}`));
        return new Promise((resolve, reject) => {
            this.pending.push({ name, resolve, reject });
            if (this.queued === '')
                void Promise.resolve().then(() => this.flush());
            this.queued += `${name}\n`;
            this.queuedNames += 1;
        });
    }
    queued = '';
    queuedNames = 0;
    flush() {
        const text = this.queued;
        const names = this.queuedNames;
        this.queued = '';
        this.queuedNames = 0;
        if (this.failure)
            return;
        if (!this.proc && this.syncCalls < SYNC_CALLS && names <= SYNC_NAMES && this.readSync(text))
            return;
        this.start().stdin.write(text);
    }
    readSync(text) {
        this.syncCalls += 1;
        const r = (0, node_child_process_1.spawnSync)('git', ['cat-file', '--batch', '--buffer'], {
            cwd: this.cwd,
            env: this.env,
            input: text,
            maxBuffer: SYNC_LIMIT,
            ...(0, gitDeadline_js_1.gitTimeout)(),
        });
        if (r.error?.code === 'ENOBUFS')
            return false;
        if (r.error)
            this.fail(new changeSet_js_1.GitUsageError(`cannot run git cat-file: ${r.error.message}`));
        else if (r.status !== 0)
            this.fail(new changeSet_js_1.GitUsageError(`git cat-file --batch exited (${r.status ?? r.signal}) before answering: ${r.stderr.toString().trim()}`));
        else {
            this.onData(r.stdout);
            if (this.pending.length > 0)
                this.fail(new changeSet_js_1.GitUsageError(`git cat-file --batch did not answer every request: ${r.stderr.toString().trim()}`));
        }
        return true;
    }
    close() {
        this.proc?.stdin.end();
    }
    start() {
        if (this.proc)
            return this.proc;
        const proc = (0, node_child_process_1.spawn)('git', ['cat-file', '--batch'], { cwd: this.cwd, env: this.env });
        proc.stdout.on('data', (chunk) => this.onData(chunk));
        proc.stderr.on('data', (chunk) => (this.stderr += chunk.toString()));
        proc.on('error', (e) => this.fail(new changeSet_js_1.GitUsageError(`cannot run git cat-file: ${e.message}`)));
        proc.on('close', (code) => {
            if (this.pending.length > 0)
                this.fail(new changeSet_js_1.GitUsageError(`git cat-file --batch exited (${code}) before answering: ${this.stderr.trim()}`));
        });
        proc.stdin.on('error', () => undefined);
        this.proc = proc;
        return proc;
    }
    fail(e) {
        this.failure = e;
        for (const p of this.pending.splice(0))
            p.reject(e);
    }
    onData(chunk) {
        let at = 0;
        while (at < chunk.length) {
            if (this.body) {
                const take = Math.min(this.body.length - this.filled, chunk.length - at);
                chunk.copy(this.body, this.filled, at, at + take);
                this.filled += take;
                at += take;
                if (this.filled === this.body.length) {
                    const body = this.body.subarray(0, this.body.length - 1);
                    this.body = undefined;
                    this.pending.shift()?.resolve(body);
                }
                continue;
            }
            const nl = chunk.indexOf(10, at);
            if (nl === -1) {
                this.header += chunk.toString('utf8', at);
                return;
            }
            const line = this.header + chunk.toString('utf8', at, nl);
            this.header = '';
            at = nl + 1;
            this.onHeader(line);
        }
    }
    onHeader(line) {
        const m = / (\S+) (\d+)$/.exec(line);
        if (m) {
            this.body = Buffer.allocUnsafe(Number(m[2]) + 1);
            this.filled = 0;
            return;
        }
        const p = this.pending.shift();
        if (!p)
            return;
        if (line.endsWith(' missing') || line.endsWith(' ambiguous'))
            p.resolve(null);
        else
            p.reject(new Error(`unexpected answer from git cat-file for ${p.name}: ${line}`));
    }
}
exports.CatFile = CatFile;


/***/ }),

/***/ 1171:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GitUsageError = void 0;
class GitUsageError extends Error {
}
exports.GitUsageError = GitUsageError;


/***/ }),

/***/ 6039:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.boundGit = boundGit;
exports.gitTimeLeft = gitTimeLeft;
exports.gitTimeout = gitTimeout;
let at;
function boundGit(deadline) {
    at = deadline;
}
function gitTimeLeft(now = Date.now()) {
    return at === undefined || !Number.isFinite(at) ? undefined : Math.max(1, Math.ceil(at - now));
}
function gitTimeout() {
    const left = gitTimeLeft();
    return left === undefined ? {} : { timeout: left, killSignal: 'SIGKILL' };
}


/***/ }),

/***/ 1694:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.loggedCommits = loggedCommits;
exports.headWitness = headWitness;
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
function loggedCommits(text) {
    const out = [];
    for (const line of text.split('\n').reverse()) {
        const m = /^[0-9a-f]{40,64} ([0-9a-f]{40,64}) /.exec(line);
        if (m && !/^0+$/.test(m[1]))
            out.push(m[1]);
    }
    return out;
}
const TRIED = 20;
function headWitness(cwd, env) {
    const git = (args) => (0, node_child_process_1.spawnSync)('git', args, { cwd, env, encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'pipe'] });
    const head = git(['rev-parse', '--verify', '-q', 'HEAD^{commit}']);
    if (head.status === 0)
        return { kind: 'commit', sha: head.stdout.trim() };
    const logs = git(['rev-parse', '--git-path', 'logs/HEAD']);
    if (logs.status !== 0)
        throw new Error(logs.stderr.trim() || 'git rev-parse --git-path failed');
    let text = '';
    try {
        text = (0, node_fs_1.readFileSync)((0, node_path_1.resolve)(cwd, logs.stdout.trim()), 'utf8');
    }
    catch {
    }
    const logged = loggedCommits(text);
    for (const sha of logged.slice(0, TRIED)) {
        try {
            (0, node_child_process_1.execFileSync)('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd, env, stdio: 'ignore' });
            return { kind: 'logged', sha };
        }
        catch {
        }
    }
    const branch = git(['symbolic-ref', '-q', 'HEAD']);
    const refs = git(['for-each-ref', '--count=1', '--format=%(refname)']);
    const unborn = branch.status === 0 && logged.length === 0 && refs.status === 0 && `${refs.stdout}${refs.stderr}`.trim() === '';
    if (!unborn)
        return { kind: 'none' };
    const types = git(['cat-file', '--batch-all-objects', '--unordered', '--batch-check=%(objecttype)']);
    if (types.status !== 0 || /^commit$/m.test(types.stdout))
        return { kind: 'none' };
    return { kind: 'unborn' };
}


/***/ }),

/***/ 9591:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseRawDiff = parseRawDiff;
exports.rawEntries = rawEntries;
exports.rawEntriesByCommit = rawEntriesByCommit;
const HEADER = /:[0-7]{6} [0-7]{6} [0-9a-f]+ [0-9a-f]+ [ACDMRTUX]\d*\0/y;
function parseRawDiff(output) {
    return [...rawEntries(output)];
}
function rawEntries(output) {
    return walk(output, false);
}
function rawEntriesByCommit(output) {
    const out = new Map();
    let current;
    for (const record of walk(output, true)) {
        if (typeof record === 'string')
            out.set(record, (current = []));
        else if (current)
            current.push(record);
        else
            throw new Error("git's raw diff output has an entry before any commit id");
    }
    return out;
}
const COMMIT_ID = /[0-9a-f]{40,64}\0/y;
function* walk(output, ids) {
    const bad = (at) => new Error(`unexpected line in git's raw diff output: ${JSON.stringify(output.slice(at, output.indexOf('\0', at) === -1 ? at + 200 : Math.min(output.indexOf('\0', at), at + 200)))}`);
    const truncated = (what, header, headerEnd) => new Error(`git's raw diff output ends before the ${what} of ${JSON.stringify(output.slice(header, headerEnd))}`);
    let at = 0;
    while (at < output.length) {
        if (output.charCodeAt(at) === 10)
            at++;
        if (at >= output.length)
            break;
        if (ids && output.charCodeAt(at) !== 58) {
            COMMIT_ID.lastIndex = at;
            if (!COMMIT_ID.test(output))
                throw bad(at);
            yield output.slice(at, COMMIT_ID.lastIndex - 1);
            at = COMMIT_ID.lastIndex;
            continue;
        }
        HEADER.lastIndex = at;
        if (!HEADER.test(output))
            throw bad(at);
        const end = HEADER.lastIndex - 1;
        const s3 = output.indexOf(' ', at + 15);
        const s4 = output.indexOf(' ', s3 + 1);
        const status = output.charAt(s4 + 1);
        const pathEnd = output.indexOf('\0', end + 1);
        if (end + 1 >= output.length)
            throw truncated('path', at, end);
        const oldPath = pathEnd === -1 ? output.slice(end + 1) : output.slice(end + 1, pathEnd);
        let newPath = oldPath;
        let next = pathEnd === -1 ? output.length : pathEnd + 1;
        if (status === 'R' || status === 'C') {
            if (next >= output.length)
                throw truncated('new path', at, end);
            const newEnd = output.indexOf('\0', next);
            newPath = newEnd === -1 ? output.slice(next) : output.slice(next, newEnd);
            next = newEnd === -1 ? output.length : newEnd + 1;
        }
        const entry = {
            status,
            oldMode: output.slice(at + 1, at + 7),
            newMode: output.slice(at + 8, at + 14),
            oldSha: output.slice(at + 15, s3),
            newSha: output.slice(s3 + 1, s4),
            oldPath,
            newPath,
        };
        if (end > s4 + 2)
            entry.score = Number(output.slice(s4 + 2, end));
        at = next;
        yield entry;
    }
}


/***/ }),

/***/ 402:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.blobReader = exports.DIFF_FLAGS = exports.DEFAULT_MANIFEST = void 0;
exports.readChanges = readChanges;
exports.verifiedDiffs = verifiedDiffs;
exports.emptyTree = emptyTree;
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const acceptedState_js_1 = __webpack_require__(7673);
const catFile_js_1 = __webpack_require__(7105);
const changeSet_js_1 = __webpack_require__(1171);
const parseRawDiff_js_1 = __webpack_require__(9591);
const gitRead_js_1 = __webpack_require__(8927);
const headWitness_js_1 = __webpack_require__(1694);
const objectName_js_1 = __webpack_require__(7495);
const runGit_js_1 = __webpack_require__(3836);
const toFileChanges_js_1 = __webpack_require__(2259);
const worktreeBlobs_js_1 = __webpack_require__(6276);
exports.DEFAULT_MANIFEST = '.diffgate.tsv';
exports.DIFF_FLAGS = [
    '-M',
    '--raw',
    '-z',
    '--no-relative',
    '--no-ext-diff',
    '--no-textconv',
    '--ignore-submodules=none',
];
async function readChanges(mode, opts) {
    const git = (0, runGit_js_1.runGit)(opts.cwd, opts.env);
    const cat = new catFile_js_1.CatFile(opts.cwd, opts.env);
    try {
        const top = opts.manifest !== undefined || mode.kind === 'worktree' ? await topLevel(git) : undefined;
        const manifestAt = manifestLocation(opts, top);
        const result = mode.kind === 'staged'
            ? await staged(git, cat, manifestAt, mode.restoring === true, mode.mergeHook === true, opts)
            : mode.kind === 'range'
                ? await range(git, cat, manifestAt, mode.base, mode.head)
                : mode.kind === 'commit'
                    ? await commit(git, cat, manifestAt, mode.commit, opts, mode.parent, mode.otherParents)
                    : await worktree(git, cat, manifestAt, top, opts.env);
        const closeMode = result.close;
        return {
            changes: result.changes,
            manifest: result.manifest,
            close: () => {
                cat.close();
                closeMode?.();
            },
        };
    }
    catch (e) {
        cat.close();
        throw e;
    }
}
function manifestLocation(opts, top) {
    if (opts.manifest === undefined)
        return { inRepo: exports.DEFAULT_MANIFEST };
    const absolute = (0, node_path_1.resolve)(opts.cwd, opts.manifest);
    const rel = (0, node_path_1.relative)(top, absolute);
    if (rel === '' || rel.startsWith('..') || (0, node_path_1.isAbsolute)(rel))
        return { onDisk: absolute };
    return { inRepo: rel.split('\\').join('/') };
}
async function topLevel(git) {
    try {
        return (await git.raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch (e) {
        throw new changeSet_js_1.GitUsageError((0, runGit_js_1.gitMessage)(e));
    }
}
async function manifestFrom(cat, at, rev) {
    if ('onDisk' in at) {
        try {
            return { text: (0, node_fs_1.readFileSync)(at.onDisk, 'utf8'), label: at.onDisk, path: null };
        }
        catch (e) {
            throw new changeSet_js_1.GitUsageError(`cannot read the manifest ${at.onDisk}: ${e.message}`);
        }
    }
    const bytes = await cat.read(`${rev}:${at.inRepo}`);
    return { text: bytes ? new TextDecoder().decode(bytes) : null, label: `${rev}:${at.inRepo}`, path: at.inRepo };
}
const blobReader = (cat) => ({
    blob: async (sha) => {
        const bytes = await cat.read(sha);
        if (!bytes)
            throw new Error(`git has no object ${sha}`);
        return bytes;
    },
});
exports.blobReader = blobReader;
async function staged(git, cat, at, restoring, mergeHook, opts) {
    const manifest = manifestFrom(cat, at, 'HEAD');
    manifest.catch(() => undefined);
    let accepted = new Map();
    let raw;
    let source;
    let own;
    try {
        let merging;
        [raw, merging] = await Promise.all([
            git.raw(['diff-index', '--cached', ...exports.DIFF_FLAGS, 'HEAD']),
            mergeHeads(git, opts, mergeHook),
        ]);
        source = await manifest;
        if (restoring)
            accepted = await (0, acceptedState_js_1.acceptedBeforeHead)(git);
        if (merging.length > 0)
            own = await mergeOwn(git, at, 'HEAD', merging, (other) => ['diff-index', '--cached', other]);
    }
    catch (e) {
        const head = await unbornHead(git, opts);
        if (head === undefined)
            throw new changeSet_js_1.GitUsageError((0, runGit_js_1.gitMessage)(e));
        try {
            raw = await git.raw(['diff-index', '--cached', ...exports.DIFF_FLAGS, head.tree]);
        }
        catch (e2) {
            throw new changeSet_js_1.GitUsageError((0, runGit_js_1.gitMessage)(e2));
        }
        source = await manifestFrom(cat, at, head.manifestRev);
        if (head.manifestRev !== '')
            own = (e) => e.status !== 'D';
    }
    const restores = accepted.size > 0 ? (e) => (0, acceptedState_js_1.restoresAccepted)(e, accepted) : undefined;
    const entries = own ? (0, parseRawDiff_js_1.parseRawDiff)(raw).filter(own) : (0, parseRawDiff_js_1.rawEntries)(raw);
    return { changes: (0, toFileChanges_js_1.toFileChanges)(entries, (0, exports.blobReader)(cat), restores), manifest: source };
}
async function mergeHeads(git, opts, mergeHook) {
    const read = async (name) => {
        const file = (0, node_path_1.resolve)(opts.cwd, (await git.raw(['rev-parse', '--git-path', name])).trim());
        try {
            return (0, node_fs_1.readFileSync)(file, 'utf8').split('\n');
        }
        catch {
            return [];
        }
    };
    const ids = (lines) => lines.flatMap((l) => (/^[0-9a-f]{40,64}$/.test(l) ? [l] : []));
    const merging = ids((await read('MERGE_HEAD')).map((l) => l.trim()));
    if (merging.length > 0 || !mergeHook)
        return merging;
    const action = opts.env.GIT_REFLOG_ACTION ?? '';
    if (/^pull(\s|$)/.test(action))
        return ids((await read('FETCH_HEAD')).filter((l) => !l.includes('\tnot-for-merge\t')).map((l) => l.split('\t')[0]));
    if (!/^merge\s/.test(action))
        return [];
    const named = action
        .split(/\s+/)
        .slice(1)
        .filter((w) => w !== '' && !w.startsWith('-'));
    const resolved = await Promise.all(named.map((w) => git.raw(['rev-parse', '--verify', '-q', '--end-of-options', `${w}^{commit}`]).then((r) => r.trim(), () => '')));
    return ids(resolved);
}
async function unbornHead(git, opts) {
    try {
        await git.raw(['rev-parse', '--git-dir']);
    }
    catch {
        return undefined;
    }
    let head;
    try {
        head = (0, headWitness_js_1.headWitness)(opts.cwd, opts.env);
    }
    catch (e) {
        throw new changeSet_js_1.GitUsageError(e.message);
    }
    if (head.kind === 'commit')
        return undefined;
    if (head.kind === 'unborn')
        return { tree: await emptyTree(git), manifestRev: '' };
    if (head.kind === 'logged')
        return { tree: head.sha, manifestRev: head.sha };
    throw new changeSet_js_1.GitUsageError(gitRead_js_1.gitReadText.headLost());
}
function verifiedDiffs(opts, edges) {
    const run = (args, input) => (0, node_child_process_1.execFileSync)('git', args, {
        cwd: opts.cwd,
        env: opts.env,
        input,
        maxBuffer: 1 << 30,
        stdio: ['pipe', 'pipe', 'ignore'],
    });
    const full = (rev) => /^([0-9a-f]{40}|[0-9a-f]{64})$/.test(rev)
        ? rev
        : run(['rev-parse', '--verify', '-q', `${rev}^{commit}`], '')
            .toString('utf8')
            .trim();
    return (0, objectName_js_1.unverifiedInDiffs)(run, edges.map((e) => ({ sha: full(e.sha), parent: e.parent === null ? null : full(e.parent) })));
}
async function emptyTree(git) {
    return (await git.raw(['hash-object', '-t', 'tree', '/dev/null'])).trim();
}
async function range(git, cat, at, base, head) {
    const manifest = manifestFrom(cat, at, base);
    manifest.catch(() => undefined);
    let raw;
    try {
        let mergeBase;
        try {
            mergeBase = (await git.raw(['merge-base', base, head])).trim();
        }
        catch (e) {
            if (e instanceof runGit_js_1.GitCommandError && e.stderr.trim() === '')
                throw new changeSet_js_1.GitUsageError(gitRead_js_1.gitReadText.noMergeBase(base, head));
            throw e;
        }
        raw = await git.raw(['diff-tree', '-r', ...exports.DIFF_FLAGS, mergeBase, head]);
    }
    catch (e) {
        if (e instanceof changeSet_js_1.GitUsageError)
            throw e;
        throw new changeSet_js_1.GitUsageError((0, runGit_js_1.gitMessage)(e));
    }
    return { changes: (0, toFileChanges_js_1.toFileChanges)((0, parseRawDiff_js_1.rawEntries)(raw), (0, exports.blobReader)(cat)), manifest: await manifest };
}
async function worktree(git, cat, at, top, env) {
    const base = (await unbornHead(git, { cwd: top, env })) ?? { tree: 'HEAD', manifestRev: 'HEAD' };
    const manifest = manifestFrom(cat, at, base.manifestRev);
    manifest.catch(() => undefined);
    let raw;
    let untracked;
    try {
        [raw, untracked] = await Promise.all([
            git.raw(['diff', '--no-color', ...exports.DIFF_FLAGS, '--ignore-submodules=dirty', base.tree]),
            git.raw(['ls-files', '--others', '--exclude-standard', '-z', '--full-name', ':/']),
        ]);
    }
    catch (e) {
        throw new changeSet_js_1.GitUsageError((0, runGit_js_1.gitMessage)(e));
    }
    const entries = (0, parseRawDiff_js_1.parseRawDiff)(raw);
    const paths = untracked.split('\0').filter((p) => p !== '');
    entries.push(...(await Promise.all(paths.map((p) => untrackedEntry(top, p)))));
    const blobs = new worktreeBlobs_js_1.WorktreeBlobs(top, env);
    const reader = {
        ...(0, exports.blobReader)(cat),
        worktree: async (path, mode) => mode === '120000' ? new TextEncoder().encode((0, node_fs_1.readlinkSync)((0, node_path_1.join)(top, path))) : blobs.read(path),
    };
    return { changes: (0, toFileChanges_js_1.toFileChanges)(entries, reader), manifest: await manifest, close: () => blobs.close() };
}
async function commit(git, cat, at, rev, opts, knownParent, knownOthers = []) {
    let raw;
    let sha = rev;
    let parent = knownParent ?? undefined;
    let others = knownOthers;
    let own;
    try {
        if (knownParent === undefined) {
            const [line = ''] = (await git.raw(['rev-list', '--parents', '-n', '1', rev])).trim().split('\n');
            const [resolved, first, ...rest] = line.split(' ');
            sha = resolved;
            parent = first;
            others = rest;
        }
        raw = parent
            ? await git.raw(['diff-tree', '-r', ...exports.DIFF_FLAGS, parent, sha])
            : await git.raw(['diff-tree', '-r', '--root', '--no-commit-id', ...exports.DIFF_FLAGS, sha]);
        if (parent && others.length > 0)
            own = await mergeOwn(git, at, parent, others, (other) => ['diff-tree', other, sha]);
    }
    catch (e) {
        throw new changeSet_js_1.GitUsageError((0, runGit_js_1.gitMessage)(e));
    }
    const bad = verifiedDiffs(opts, [{ sha, parent: parent ?? null }]);
    if (bad !== undefined)
        throw new changeSet_js_1.GitUsageError(gitRead_js_1.gitReadText.objectRewritten(bad, sha));
    const entries = own ? (0, parseRawDiff_js_1.parseRawDiff)(raw).filter(own) : (0, parseRawDiff_js_1.rawEntries)(raw);
    return {
        changes: (0, toFileChanges_js_1.toFileChanges)(entries, (0, exports.blobReader)(cat)),
        manifest: await manifestFrom(cat, at, parent ?? rev),
    };
}
async function mergeOwn(git, at, parent, others, against) {
    const sides = await Promise.all(others.map(async (other) => {
        if (!(await underRules(git, at, parent, other)))
            return undefined;
        const [command, ...revs] = against(other);
        const names = await git.raw([
            command,
            '-r',
            '--name-only',
            '-z',
            '--no-renames',
            '--no-relative',
            '--ignore-submodules=none',
            ...revs,
        ]);
        return new Set(names.split('\0').filter((p) => p !== ''));
    }));
    return (e) => [e.oldPath, e.newPath].some((path) => sides.every((differs) => differs === undefined || differs.has(path)));
}
async function underRules(git, at, parent, other) {
    let base;
    try {
        base = (await git.raw(['merge-base', parent, other])).trim();
    }
    catch (e) {
        if (e instanceof runGit_js_1.GitCommandError && e.stderr.trim() === '')
            return false;
        throw e;
    }
    if ('onDisk' in at)
        return true;
    return git.raw(['cat-file', '-e', `${base}:${at.inRepo}`]).then(() => true, () => false);
}
async function untrackedEntry(top, listed) {
    const path = listed.endsWith('/') ? listed.slice(0, -1) : listed;
    let mode;
    try {
        const st = (0, node_fs_1.lstatSync)((0, node_path_1.join)(top, path));
        mode = st.isSymbolicLink() ? '120000' : st.isDirectory() ? '160000' : (st.mode & 0o100) !== 0 ? '100755' : '100644';
    }
    catch (e) {
        throw new changeSet_js_1.GitUsageError(gitRead_js_1.gitReadText.untrackedUnreadable(path, e.message));
    }
    return { status: 'A', oldMode: '000000', newMode: mode, oldSha: '0', newSha: '0', oldPath: path, newPath: path };
}


/***/ }),

/***/ 3836:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GitCommandError = void 0;
exports.runGit = runGit;
exports.gitMessage = gitMessage;
const node_child_process_1 = __webpack_require__(1421);
const gitDeadline_js_1 = __webpack_require__(6039);
class GitCommandError extends Error {
    args;
    stderr;
    code;
    constructor(args, stderr, code) {
        super(stderr.trim() || `git ${args.join(' ')} failed (${code})`);
        this.args = args;
        this.stderr = stderr;
        this.code = code;
    }
}
exports.GitCommandError = GitCommandError;
function runGit(cwd, env, timeoutMs) {
    return {
        raw: async (args) => {
            const r = (0, node_child_process_1.spawnSync)('git', args, {
                cwd,
                env,
                encoding: 'utf8',
                maxBuffer: 1 << 30,
                ...(timeoutMs ? { timeout: timeoutMs, killSignal: 'SIGKILL' } : (0, gitDeadline_js_1.gitTimeout)()),
            });
            if (r.error)
                throw new GitCommandError(args, r.stderr ?? '', r.error.code ?? null);
            if (r.status !== 0)
                throw new GitCommandError(args, r.stderr, r.status ?? r.signal);
            return r.stdout;
        },
    };
}
function gitMessage(e) {
    return (e instanceof Error ? e.message : String(e)).trim();
}


/***/ }),

/***/ 2259:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.UnmergedError = exports.NULL_SHA = void 0;
exports.toFileChanges = toFileChanges;
const gitRead_js_1 = __webpack_require__(8927);
const STATUS = {
    A: 'added',
    C: 'copied',
    D: 'deleted',
    M: 'modified',
    R: 'renamed',
    T: 'type-changed',
};
exports.NULL_SHA = /^0+$/;
class UnmergedError extends Error {
    path;
    constructor(path) {
        super(gitRead_js_1.gitReadText.unmerged(path));
        this.path = path;
    }
}
exports.UnmergedError = UnmergedError;
class GitSide {
    path;
    mode;
    sha;
    reader;
    constructor(path, mode, sha, reader) {
        this.path = path;
        this.mode = mode;
        this.sha = sha;
        this.reader = reader;
    }
    read() {
        if (this.mode === '160000')
            return Promise.resolve(new TextEncoder().encode(this.sha));
        if (this.reader.worktree && exports.NULL_SHA.test(this.sha))
            return this.reader.worktree(this.path, this.mode);
        return this.reader.blob(this.sha, this.mode);
    }
}
function* toFileChanges(entries, reader, restores) {
    for (const e of entries) {
        const status = STATUS[e.status];
        if (!status)
            throw new UnmergedError(e.oldPath);
        const change = {
            status,
            old: status === 'added' ? null : new GitSide(e.oldPath, e.oldMode, e.oldSha, reader),
            new: status === 'deleted' ? null : new GitSide(e.newPath, e.newMode, e.newSha, reader),
        };
        if (restores?.(e))
            change.restores = true;
        yield change;
    }
}


/***/ }),

/***/ 6276:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WorktreeBlobs = void 0;
const node_fs_1 = __webpack_require__(3024);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const catFile_js_1 = __webpack_require__(7105);
const runGit_js_1 = __webpack_require__(3836);
class WorktreeBlobs {
    top;
    env;
    setup;
    dir;
    cat;
    queue = [];
    constructor(top, env) {
        this.top = top;
        this.env = env;
    }
    read(path) {
        return new Promise((resolve, reject) => {
            if (this.queue.length === 0)
                queueMicrotask(() => void this.flush());
            this.queue.push({ path, resolve, reject });
        });
    }
    close() {
        this.cat?.close();
        if (this.dir)
            (0, node_fs_1.rmSync)(this.dir, { recursive: true, force: true });
    }
    async flush() {
        const batch = this.queue;
        this.queue = [];
        try {
            const { env, cat } = await (this.setup ??= this.start());
            const out = await (0, runGit_js_1.runGit)(this.top, env).raw(['hash-object', '-w', '--', ...batch.map((r) => r.path)]);
            const shas = out.split('\n').filter((l) => l !== '');
            if (shas.length !== batch.length)
                throw new Error(`git hash-object returned ${shas.length} ids for ${batch.length} files`);
            await Promise.all(batch.map(async (r, i) => {
                const bytes = await cat.read(shas[i]);
                if (!bytes)
                    throw new Error(`git hash-object wrote ${shas[i]} for ${r.path}, but it cannot be read back`);
                r.resolve(bytes);
            }));
        }
        catch (e) {
            for (const r of batch)
                r.reject(e instanceof Error ? e : new Error(String(e)));
        }
    }
    async start() {
        const objects = (0, node_path_1.resolve)(this.top, (await (0, runGit_js_1.runGit)(this.top, this.env).raw(['rev-parse', '--git-path', 'objects'])).trim());
        this.dir = (0, node_fs_1.mkdtempSync)((0, node_path_1.join)((0, node_os_1.tmpdir)(), 'diffgate-objects-'));
        const alternates = [objects, this.env.GIT_ALTERNATE_OBJECT_DIRECTORIES]
            .filter((d) => !!d)
            .join(node_path_1.delimiter);
        const env = { ...this.env, GIT_OBJECT_DIRECTORY: this.dir, GIT_ALTERNATE_OBJECT_DIRECTORIES: alternates };
        this.cat = new catFile_js_1.CatFile(this.top, env);
        return { env, cat: this.cat };
    }
}
exports.WorktreeBlobs = WorktreeBlobs;


/***/ })

};
