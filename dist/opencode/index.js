import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 3920:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ hasCommandRules),
/* harmony export */   x: () => (/* binding */ clearedBash)
/* harmony export */ });
/* harmony import */ var _shell_prescan_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7667);

/** Whether the repository's or the user's manifest has a command rule (then every line goes to the policy). */
function hasCommandRules(ctx) {
    const manifests = [ctx.rules.repo, ...(ctx.rules.user ? [ctx.rules.user] : [])];
    return manifests.some((m) => m.rules.some((r) => r.kind.startsWith('command-')));
}
/** True when the line surely gets no denial, no ask and no allow from decideBash. */
function clearedBash(command, ctx) {
    return (command.length <= _shell_prescan_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LINE */ .MV && !hasCommandRules(ctx) && !(0,_shell_prescan_js__WEBPACK_IMPORTED_MODULE_0__/* .mentionsSwitchVariable */ .S9)(command) && (0,_shell_prescan_js__WEBPACK_IMPORTED_MODULE_0__/* .surelyHarmless */ .gx)(command));
}


/***/ }),

/***/ 9252:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A7: () => (/* binding */ loadRules),
/* harmony export */   Vm: () => (/* binding */ contextOf)
/* harmony export */ });
/* unused harmony exports MANIFEST_LIMIT, MANIFEST_NAME, userManifestFile */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var _place_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3860);
/* harmony import */ var _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5026);
/* harmony import */ var _core_commandRuleErrors_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(2953);
/* harmony import */ var _core_parseManifest_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6887);
/* harmony import */ var _core_rule_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9307);
/* harmony import */ var _exists_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(3531);
/* harmony import */ var _realPath_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2412);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(2897);
/* harmony import */ var _displayPath_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(6482);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(1186);
/**
 * Where the hook stands: the workspace (CLAUDE_PROJECT_DIR, else the repository around the
 * working directory), the repository root and git directory (found on disk, without running
 * git), and the rules in force: the repository's manifest as it is on disk and the user manifest
 * for paths outside any repository.
 */











/** No manifest is larger than this: a longer one is refused, not read (see readRegular). */
const MANIFEST_LIMIT = 4 * 1024 * 1024;
const MANIFEST_NAME = '.diffgate.tsv';
/**
 * The context for a file in another repository inside the workspace (a folder that holds
 * repositories, or one nested in another): that repository's rules apply to it, as its own
 * pre-commit hook would apply them. The same context when the file is in the workspace's own.
 */
async function contextOf(real, ctx, rulesFor) {
    const repo = (0,_place_js__WEBPACK_IMPORTED_MODULE_1__/* .findRepository */ .W1)(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(real));
    if (!repo || repo.root === ctx.place.root || !(0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .isWithin */ .U)(repo.root, ctx.place.workspace))
        return ctx;
    const place = { ...ctx.place, root: repo.root, gitDir: repo.gitDir };
    return { place, rules: await rulesFor(place), ...(ctx.tools ? { tools: ctx.tools } : {}) };
}
function userManifestFile(env, home) {
    const config = env.XDG_CONFIG_HOME && node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(home, '.config');
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(config, 'diffgate', 'manifest.tsv');
}
/** Reads a manifest; null when it does not exist; any other failure to read blocks. */
async function readManifest(file, label, known, texts) {
    let text;
    try {
        const given = texts?.get(file);
        if (given === null)
            return null;
        text = given ?? (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_8__/* .readRegularText */ .Aj)(file, MANIFEST_LIMIT);
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return null;
        throw new _failure_js__WEBPACK_IMPORTED_MODULE_7__/* .HookFailure */ .Q(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.manifestUnreadable(label, e.message));
    }
    // Command rules that can never match are errors for every tool, as for the git hooks and the Action.
    const manifest = await (0,_core_commandRuleErrors_js__WEBPACK_IMPORTED_MODULE_9__/* .withCommandRuleErrors */ .V)((0,_core_parseManifest_js__WEBPACK_IMPORTED_MODULE_3__/* .parseManifest */ .N)(text, label), known);
    if (manifest.errors.length > 0)
        throw new _failure_js__WEBPACK_IMPORTED_MODULE_7__/* .HookFailure */ .Q(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.manifestErrors(label, manifest.errors.map(_core_parseManifest_js__WEBPACK_IMPORTED_MODULE_3__/* .formatManifestError */ .P)));
    return manifest;
}
/**
 * `texts`: manifests' texts by path, read instead of the files (null: the file did not exist), so
 * that the tripwire judges a call under the manifests as they were before it.
 */
async function loadRules(place, env, known, texts) {
    const repoFile = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(place.root, MANIFEST_NAME);
    // git keeps a symlink as the link's text, so the git hooks would read no rules from one: refused alike
    if (!texts?.has(repoFile) && (0,_exists_js__WEBPACK_IMPORTED_MODULE_5__/* .statOrUndefined */ .md)(repoFile, 'nofollow')?.isSymbolicLink())
        throw new _failure_js__WEBPACK_IMPORTED_MODULE_7__/* .HookFailure */ .Q(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.manifestSymlink(MANIFEST_NAME));
    const userFile = userManifestFile(env, place.home);
    const userLabel = (0,_displayPath_js__WEBPACK_IMPORTED_MODULE_10__/* .displayPath */ .G)(userFile, place);
    const [repo, user] = await Promise.all([
        readManifest(repoFile, MANIFEST_NAME, known, texts),
        readManifest(userFile, userLabel, known, texts),
    ]);
    if (user) {
        const inside = user.rules.filter((r) => (0,_core_rule_js__WEBPACK_IMPORTED_MODULE_4__/* .isPathKind */ .U3)(r.kind) && !(0,_core_rule_js__WEBPACK_IMPORTED_MODULE_4__/* .isOutsidePattern */ .qR)(r.pattern));
        if (inside.length > 0) {
            throw new _failure_js__WEBPACK_IMPORTED_MODULE_7__/* .HookFailure */ .Q(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.manifestErrors(userLabel, inside.map((r) => `${r.file}:${r.line}:1: ${_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.userManifestRelative(r.pattern)}`)));
        }
    }
    const repoManifest = repo ?? { file: MANIFEST_NAME, rules: [], errors: [] };
    const all = [...repoManifest.rules, ...(user?.rules ?? [])];
    const homes = [...new Set([place.home, place.realHome])];
    const outside = [];
    for (const rule of all) {
        if (!(0,_core_rule_js__WEBPACK_IMPORTED_MODULE_4__/* .isPathKind */ .U3)(rule.kind) || !(0,_core_rule_js__WEBPACK_IMPORTED_MODULE_4__/* .isOutsidePattern */ .qR)(rule.pattern))
            continue;
        const absolute = rule.pattern.startsWith('~/')
            ? homes.map((h) => node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(h, rule.pattern.slice(2)))
            : [rule.pattern];
        for (const a of absolute)
            outside.push({ ...rule, pattern: a.replace(/^\/+/, '') });
    }
    return {
        repo: repoManifest,
        repoFile,
        repoRel: MANIFEST_NAME,
        user,
        // resolved only when it exists (most users have none; resolving a missing path throws, 0.1 ms)
        userFiles: user ? [...new Set([userFile, (0,_place_js__WEBPACK_IMPORTED_MODULE_1__/* .realOr */ .yA)(userFile)])] : [userFile],
        outside: { file: userLabel, rules: outside, errors: [] },
        releasePhrases: (0,_core_rule_js__WEBPACK_IMPORTED_MODULE_4__/* .releasePhrases */ .yG)(all),
    };
}


/***/ }),

/***/ 6482:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ displayPath)
/* harmony export */ });
/** How a path is named in messages: repository-relative inside it, `~/...` under home, else absolute. */
function displayPath(abs, place) {
    if (abs === place.root)
        return '.';
    if (abs.startsWith(`${place.root}/`))
        return abs.slice(place.root.length + 1);
    if (abs.startsWith(`${place.home}/`))
        return `~/${abs.slice(place.home.length + 1)}`;
    return abs;
}


/***/ }),

/***/ 3531:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b2: () => (/* binding */ isMissing),
/* harmony export */   i7: () => (/* binding */ existsOrUnknown),
/* harmony export */   md: () => (/* binding */ statOrUndefined)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/**
 * What the hook asks the file system about a path. Synchronous: the hook makes one decision per
 * process, and node:fs/promises alone costs it 0.07x of node's start-up.
 */

const statOf = (path, follow) => follow === 'follow' ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path) : (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
/** A path's status, or undefined when it cannot be had for any reason (for questions that fail safe either way). */
function statOrUndefined(path, follow) {
    try {
        return statOf(path, follow);
    }
    catch {
        return undefined;
    }
}
/**
 * Whether a path exists, for decisions that differ between existing and missing files. Only a
 * path that is surely missing (ENOENT, ENOTDIR) counts as missing; one that cannot be inspected
 * counts as existing, so the rules for existing files still apply (fail closed).
 */
function existsOrUnknown(path, follow) {
    try {
        statOf(path, follow);
        return true;
    }
    catch (e) {
        return !isMissing(e);
    }
}
/**
 * ENOENT, ENOTDIR or ENAMETOOLONG: the path is not there (anything else means it could not be
 * inspected). A name longer than the file system allows (or a path past PATH_MAX) can neither
 * exist nor be created, so it is missing: a long word in a command is not a path (issue 32).
 */
function isMissing(e) {
    const code = e?.code;
    return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG';
}


/***/ }),

/***/ 2897:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ HookFailure),
/* harmony export */   k: () => (/* binding */ failureText)
/* harmony export */ });
/* harmony import */ var _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5026);

/** A failure the hook reports and blocks on (exit 2): bad input, an unreadable or invalid manifest. */
class HookFailure extends Error {
}
/** The message of any failure: a HookFailure's own text, anything else as an internal error with its stack. */
function failureText(e) {
    const detail = e instanceof HookFailure ? e.message : _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.internal(e instanceof Error ? (e.stack ?? e.message) : String(e));
    return `${_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.failure(detail)}\n`;
}


/***/ }),

/***/ 5918:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   V4: () => (/* binding */ identityFile),
/* harmony export */   Vb: () => (/* binding */ nameOf),
/* harmony export */   qU: () => (/* binding */ checkGitDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5026);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2897);
/* harmony import */ var _stateHome_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(469);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1186);
/**
 * Which git folder a workspace had when diffgate last looked (issue 32). Everything the tripwire
 * keeps (its record, the calls in progress, the person's prompts) lives in the git folder, and so
 * do the git hooks and config that judge the person's later commits. A call that moves `.git` away
 * (or removes it) and puts a gitfile naming a fresh repository in its place took all of that with
 * it: the next hook found no record, took a fresh first record in the swapped place as if nothing
 * had happened, and the new git folder's config and hooks were the agent's.
 *
 * So the git folder's identity (its real path, device, inode and birth time) is kept outside it, in
 * the user's state folder, one small file a workspace. A git folder with another device, inode or
 * birth time than the one kept is not the repository's own (ext4 gives the inode `rm -rf .git`
 * freed to the folder `git init` makes next; the birth time tells them apart): every hook event blocks, saying what happened and how to put it
 * back, and nothing is recorded in its place. The same folder found under another path (the
 * repository moved, `git submodule absorbgitdirs`) keeps its inode and is followed.
 *
 * The file is in the agent's reach like every file of its user: a call that removes it as well is
 * not caught here (docs/tripwire.md, limits).
 */






/**
 * A file name for a workspace: a 53-bit string hash (cyrb53) of its path. node:crypto is not
 * loaded for it: it costs a fifth of node's start-up, on every hook. A collision only makes two
 * workspaces take turns in one file (each rewrites it when the path it holds is not its own).
 */
function nameOf(text) {
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < text.length; i++) {
        const ch = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ ch, 2654435761);
        h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}
/** Where a workspace's git folder identity is kept. */
function identityFile(place, env) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join((0,_stateHome_js__WEBPACK_IMPORTED_MODULE_4__/* .stateHome */ .Z)(env, place.home), 'diffgate', 'git-dirs', nameOf(place.workspace));
}
function read(file) {
    try {
        const v = JSON.parse((0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegularText */ .Aj)(file, 64 * 1024));
        if (typeof v.workspace === 'string' &&
            typeof v.gitDir === 'string' &&
            typeof v.dev === 'number' &&
            typeof v.ino === 'number' &&
            (v.birth === undefined || typeof v.birth === 'number'))
            return v;
    }
    catch {
        // none, or not one diffgate wrote: taken afresh
    }
    return undefined;
}
function write(file, id) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, `${JSON.stringify(id)}\n`, { mode: 0o600 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, file);
}
const statOr = (path, follow) => {
    try {
        return follow ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path) : (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    }
    catch {
        return undefined;
    }
};
/** A folder's birth time, where the file system keeps one (node reads 0 otherwise). */
const born = (st) => (st.birthtimeMs > 0 ? st.birthtimeMs : undefined);
/** Whether a folder is the one kept: its device and inode, and its birth time when both have one. */
function same(st, kept) {
    const birth = born(st);
    return (st.dev === kept.dev &&
        st.ino === kept.ino &&
        (kept.birth === undefined || birth === undefined || birth === kept.birth));
}
/**
 * Throws (every hook blocks) when the workspace's git folder is not the one kept for it; keeps it
 * when there is none kept yet, or follows it when it moved. A workspace with no git folder and
 * none kept has nothing to check.
 */
function checkGitDir(place, env) {
    const file = identityFile(place, env);
    const kept = read(file);
    const now = place.gitDir === null ? undefined : statOr(place.gitDir, true);
    const known = kept !== undefined && kept.workspace === place.workspace;
    if (known && (now === undefined || !same(now, kept))) {
        const dotGit = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(place.root, '.git');
        const original = statOr(kept.gitDir, false);
        const stillThere = original?.isDirectory() === true && same(original, kept);
        throw new _failure_js__WEBPACK_IMPORTED_MODULE_3__/* .HookFailure */ .Q(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.gitDirSwapped({
            workspace: place.workspace,
            kept: kept.gitDir,
            found: place.gitDir,
            dotGit,
            stillThere,
            ownDotGit: kept.gitDir === dotGit,
            file,
        }));
    }
    if (now === undefined || place.gitDir === null)
        return;
    if (known && kept.gitDir === place.gitDir && (kept.birth !== undefined || born(now) === undefined))
        return;
    try {
        const birth = born(now);
        write(file, {
            workspace: place.workspace,
            gitDir: place.gitDir,
            dev: now.dev,
            ino: now.ino,
            ...(birth === undefined ? {} : { birth }),
        });
    }
    catch {
        // a state folder that cannot be written: nothing kept, nothing checked (as before)
    }
}


/***/ }),

/***/ 342:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ Ledger)
/* harmony export */ });
/* unused harmony export wordsPrint */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var _gitDirIdentity_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5918);
/* harmony import */ var _stateHome_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(469);
/* harmony import */ var _tripwire_statKey_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9067);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1186);
/**
 * The ledger: what diffgate itself wrote, kept outside the repository (issue 32, review 1 R1-F3,
 * R1-F3b, R1-F4). Every other record diffgate keeps is in the repository's `.git/diffgate/`, and a
 * call that removes that folder, or puts back a copy taken in an earlier turn, took with it what
 * the judgement rested on: the HEAD the person saw, the person's words, the commits refused, the
 * releases a person made. So one small file per git folder, next to the git folder identities in
 * the user's state folder (`~/.local/state/diffgate/git-dirs/<hash>.ledger`), holds:
 *  - for each session, the person's latest turn: a fresh nonce (the prompt store's record carries
 *    the same), a fingerprint of their words (the release phrase and save words are read from
 *    them), and where each branch and HEAD pointed;
 *  - the release records pre-commit wrote (`<tree>-<parent>`), which pre-push and the tripwire
 *    trust only when listed here;
 *  - the commits the tripwire refused, which pre-push refuses even when `refused/` was emptied.
 *
 * No refused commit is dropped silently (review 2 O1: 2,100 refused commits pushed the first off a
 * list that kept the last 2,000). The list keeps up to MAX_REFUSED ids, the oldest first; past
 * that, or when the file would outgrow the bound it is read with, the commits not listed are
 * counted in `over`, and pre-push refuses every push while `over` is set (fail closed) until the
 * person releases one with DIFFGATE_RELEASE, which clears the mark. A ledger that cannot be read
 * (larger than the bound, not JSON, not a regular file) is `broken`: pre-push fails closed on it
 * too, and the next write moves it aside and starts a ledger whose `over` says commits may be
 * missing.
 *
 * Written whole by a rename; read with the bounded reader (one small read, no node:crypto). It is
 * in the agent's reach like every file of its user: a call that forges it *and* the store is caught
 * only by the kernel layer (docs/tripwire.md, "The ledger"). Its real path is taken when it is
 * first read or written, not when it is made: every hook event makes one, few read it.
 */






const MAX_TURNS = 50;
const MAX_IDS = 2000;
/** Refused commits listed at most (about 430 KB of SHA-1 ids, 670 KB of SHA-256: under READ_BOUND with the rest). */
const MAX_REFUSED = 10_000;
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const READ_BOUND = 1024 * 1024;
/** A fingerprint of the person's words: which prompt the turn was (not a secret: the ledger is readable). */
const wordsPrint = (words) => (0,_gitDirIdentity_js__WEBPACK_IMPORTED_MODULE_2__/* .nameOf */ .Vb)(words);
const realOr = (p) => {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(p);
    }
    catch {
        return p;
    }
};
class Ledger {
    given;
    fileOf;
    real;
    /**
     * `gitDir`: the git folder whose records it vouches for; `fileOf` names the ledger for its real
     * path, which is taken when first needed (Ledger.of: a `realpath` at each hook event otherwise).
     */
    constructor(given, fileOf) {
        this.given = given;
        this.fileOf = fileOf;
    }
    static of(gitDir, env, home) {
        const dir = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join((0,_stateHome_js__WEBPACK_IMPORTED_MODULE_3__/* .stateHome */ .Z)(env, home), 'diffgate', 'git-dirs');
        return new Ledger(gitDir, (real) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, `${(0,_gitDirIdentity_js__WEBPACK_IMPORTED_MODULE_2__/* .nameOf */ .Vb)(real)}.ledger`));
    }
    /** The ledger's file (in the user's state folder). */
    get file() {
        return this.resolved().file;
    }
    /** The real path of the git folder it is for. */
    get gitDir() {
        return this.resolved().gitDir;
    }
    resolved() {
        if (this.real === undefined) {
            const gitDir = realOr(this.given);
            this.real = { file: this.fileOf(gitDir), gitDir };
        }
        return this.real;
    }
    /** The ledger as it stands; undefined when there is none (or not one for this git folder), or it cannot be read. */
    read() {
        return this.load().data;
    }
    /** Why the ledger cannot be read (larger than the bound, not JSON, not a ledger); undefined when it can, or there is none. */
    problem() {
        return this.load().broken;
    }
    load() {
        let v;
        try {
            v = JSON.parse((0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegularText */ .Aj)(this.file, READ_BOUND));
        }
        catch (e) {
            const code = e.code;
            return code === 'ENOENT' || code === 'ENOTDIR' ? {} : { broken: e.message };
        }
        if (typeof v !== 'object' || v === null || v.v !== 1)
            return { broken: 'not a ledger diffgate wrote' };
        if (v.git !== this.gitDir)
            return {}; // another git folder's (a hash collision: they take turns)
        if (typeof v.turns !== 'object' || v.turns === null || !Array.isArray(v.rel) || !Array.isArray(v.ref))
            return { broken: 'not a ledger diffgate wrote' };
        return { data: v };
    }
    /** How many refused commits the ledger could not list (0: every one is listed); a broken ledger counts as one. */
    unlisted() {
        const { data, broken } = this.load();
        if (broken !== undefined)
            return 1;
        const n = data?.over;
        return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
    }
    /** The person released a push while refused commits were unlisted: every one left is listed again. */
    clearUnlisted() {
        if (this.unlisted() === 0)
            return;
        this.update((d) => {
            delete d.over;
        });
    }
    /** Whether the agent hooks ever kept a turn here (the tripwire is in use for this git folder). */
    hasTurns() {
        const t = this.read()?.turns;
        return t !== undefined && Object.keys(t).length > 0;
    }
    /** Whether a ledger for this git folder exists at all (none: the first run, or the state folder wiped). */
    exists() {
        return this.read() !== undefined;
    }
    /** The session's latest turn, as the prompt hook wrote it. */
    turn(session) {
        const t = this.read()?.turns[session];
        return t !== undefined && typeof t.n === 'string' && typeof t.w === 'string' ? t : undefined;
    }
    /** A new turn of the session: returns its nonce, for the prompt store's record. */
    beginTurn(session, words, heads, now, client, remotes) {
        const n = `${now.toString(36)}.${process.pid.toString(36)}.${Math.random().toString(36).slice(2, 12)}`;
        this.update((d) => {
            d.turns[session] = {
                n,
                w: wordsPrint(words),
                ...(heads ? { h: heads } : {}),
                ...(remotes ? { r: remotes } : {}),
                t: now,
                ...(client ? { c: client } : {}),
            };
            const kept = Object.entries(d.turns)
                .filter(([, t]) => typeof t?.t === 'number' && t.t > now - MAX_AGE_MS)
                .sort((a, b) => b[1].t - a[1].t)
                .slice(0, MAX_TURNS);
            d.turns = Object.fromEntries(kept);
        });
        return n;
    }
    vouches(session, nonce, words) {
        const t = this.turn(session);
        return t !== undefined && nonce !== undefined && t.n === nonce && t.w === wordsPrint(words);
    }
    /** The process that sent the session's latest prompt, as the prompt hook found it. */
    client(session) {
        const c = this.turn(session)?.c;
        return typeof c === 'object' && c !== null && Number.isInteger(c.p) && typeof c.s === 'string' ? c : undefined;
    }
    headsAt(session) {
        const h = this.turn(session)?.h;
        return typeof h === 'object' && h !== null && Object.values(h).every((s) => typeof s === 'string') ? h : undefined;
    }
    remotesAt(session) {
        const r = this.turn(session)?.r;
        return typeof r === 'object' &&
            r !== null &&
            Object.values(r).every((u) => Array.isArray(u) && u.every((x) => typeof x === 'string'))
            ? r
            : undefined;
    }
    hasRelease(id) {
        return this.read()?.rel.includes(id) === true;
    }
    addRelease(id) {
        this.update((d) => {
            d.rel = [...d.rel.filter((r) => r !== id), id].slice(-MAX_IDS);
        });
    }
    refused() {
        return (this.read()?.ref ?? []).filter((s) => typeof s === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(s));
    }
    /**
     * Lists refused commits after those listed; past MAX_REFUSED the newest are counted in `over`
     * instead (the oldest stay: the first an attack made is the one it means to push).
     */
    addRefused(shas) {
        if (shas.length === 0)
            return;
        this.update((d) => {
            const listed = new Set(d.ref);
            const added = [...new Set(shas)].filter((s) => !listed.has(s));
            const room = Math.max(0, MAX_REFUSED - d.ref.length);
            d.ref = [...d.ref, ...added.slice(0, room)];
            if (added.length > room)
                d.over = (d.over ?? 0) + added.length - room;
        });
    }
    /** A refused commit a person released at push time is refused no more. */
    dropRefused(shas) {
        if (shas.length === 0)
            return;
        const drop = new Set(shas);
        this.update((d) => {
            d.ref = d.ref.filter((r) => !drop.has(r));
        });
    }
    /** Read, change, written whole by a rename (a reader sees the old ledger or the new one, never part). */
    update(change) {
        const { data, broken } = this.load();
        // a ledger that cannot be read may have listed refused commits: the new one says some are missing
        const d = data ?? {
            v: 1,
            git: this.gitDir,
            turns: {},
            rel: [],
            ref: [],
            ...(broken ? { over: 1 } : {}),
        };
        change(d);
        const text = bounded(d);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(this.file), { recursive: true, mode: 0o700 });
        // a folder, FIFO or link put at its place, or a file that cannot be read, is moved aside (a
        // rename onto a folder fails, and a ledger that can never be written would leave every turn unvouched)
        const st = (0,_tripwire_statKey_js__WEBPACK_IMPORTED_MODULE_4__/* .lstatOrUndefined */ .YB)(this.file);
        if (st !== undefined && (!st.isFile() || broken !== undefined))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(this.file, `${this.file}.aside-${Date.now()}`);
        const tmp = `${this.file}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, text, { mode: 0o600 });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, this.file);
    }
}
/**
 * The ledger's text, within READ_BOUND (a ledger written larger could not be read back): the
 * oldest turns go first (a turn not vouched for gives no release), then the oldest releases (a
 * push asks for them again), and only then refused commits, the newest, counted in `over`.
 */
function bounded(d) {
    for (;;) {
        const text = `${JSON.stringify(d)}\n`;
        if (Buffer.byteLength(text) <= READ_BOUND)
            return text;
        const turns = Object.entries(d.turns).sort((a, b) => (b[1]?.t ?? 0) - (a[1]?.t ?? 0));
        if (turns.length > 1)
            d.turns = Object.fromEntries(turns.slice(0, Math.ceil(turns.length / 2)));
        else if (d.rel.length > 0)
            d.rel = d.rel.slice(Math.ceil(d.rel.length / 2));
        else if (d.ref.length > 0) {
            const keep = Math.floor(d.ref.length * 0.9);
            d.over = (d.over ?? 0) + d.ref.length - keep;
            d.ref = d.ref.slice(0, keep);
        }
        else
            d.turns = {};
    }
}


/***/ }),

/***/ 6946:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ ownStatePaths),
/* harmony export */   r: () => (/* binding */ STORE_OWN)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var _gitDirIdentity_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5918);
/**
 * The hook's own state: what diffgate's hooks write for themselves, on every event, inside folders
 * that are otherwise gate folders (`.git/diffgate`, the user's state folder). One list, so that every
 * writer names its file from here and the tripwire never takes the hook's own write for an agent's
 * change to a gate folder (the git folder's identity files were put back by their own hook at every
 * event until they were added by hand: issue 29). The pre-check still refuses a shell write there:
 * being the hook's own does not make a path the agent's.
 */


/** In the store folder: the tripwire's record and calls, what it kept aside, the audit log, the scheduled prompts. */
const STORE_OWN = {
    tripwire: 'tripwire',
    quarantine: 'quarantine',
    audit: 'audit.jsonl',
    /** The prompts the model scheduled (CronCreate, ScheduleWakeup): agent/scheduledPrompt.ts. */
    scheduled: 'scheduled-prompts.jsonl',
};
/** Every path (file or folder) the hook keeps for itself for this place. */
function ownStatePaths(storeDir, place, env) {
    return [
        ...Object.values(STORE_OWN).map((n) => node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(storeDir, n)),
        // one identity file a workspace, written at the first event in a moved or copied repository
        node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname((0,_gitDirIdentity_js__WEBPACK_IMPORTED_MODULE_1__/* .identityFile */ .V4)(place, env)),
    ];
}


/***/ }),

/***/ 3857:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ applyPersonGates)
/* harmony export */ });
async function applyPersonGates(denials, input, store, now) {
    if (denials.length === 0)
        return denials;
    if (!denials.some((d) => d.releasable || d.saveWords))
        return denials;
    const prompt = (await store.latest(input.session))?.toLowerCase();
    if (prompt === undefined)
        return denials;
    const open = denials.filter((d) => !d.saveWords?.some((w) => prompt.includes(w.toLowerCase())));
    const phrase = input.releasePhrases.find((p) => prompt.includes(p.toLowerCase()));
    if (phrase === undefined || open.length === 0)
        return open;
    const kept = open.filter((d) => !d.releasable);
    if (kept.length > 0)
        return kept;
    const time = now().toISOString();
    const entries = open.map((d) => ({
        time,
        session: input.session,
        tool: input.tool,
        ...(input.toolUseId ? { tool_use_id: input.toolUseId } : {}),
        rule: d.rule,
        ...(d.path !== undefined ? { path: d.path } : {}),
        ...(d.source ? { source: d.source } : {}),
        phrase,
    }));
    await store.audit(entries);
    return [];
}


/***/ }),

/***/ 3860:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W1: () => (/* binding */ findRepository),
/* harmony export */   x5: () => (/* binding */ locate),
/* harmony export */   yA: () => (/* binding */ realOr)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5026);
/* harmony import */ var _exists_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3531);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(2897);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1186);
/* harmony import */ var _realPath_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2412);
/**
 * Where a tool call stands: the workspace (CLAUDE_PROJECT_DIR, else the repository around the
 * working directory), the repository root and git directory, found on disk without running git.
 * Kept apart from the rules (context.ts), so that a call that only needs to know where it is (the
 * tripwire's quiet pass after a call) loads no manifest parser.
 */







function locate(cwd, env, home) {
    const project = env.CLAUDE_PROJECT_DIR;
    const start = realDir(project && project !== '' ? project : cwd);
    const repo = findRepository(start);
    const workspace = project && project !== '' ? start : (repo?.root ?? start);
    return {
        cwd,
        workspace,
        root: repo?.root ?? workspace,
        gitDir: repo?.gitDir ?? null,
        home,
        realHome: realHomeOf(home),
        tempDirs: env.TMPDIR ? [env.TMPDIR] : [],
        cdPath: env.CDPATH,
    };
}
function realHomeOf(home) {
    try {
        return (0,_realPath_js__WEBPACK_IMPORTED_MODULE_6__/* .realPathOf */ .d)(home);
    }
    catch {
        return home;
    }
}
function realDir(dir) {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(dir);
    }
    catch (e) {
        throw new _failure_js__WEBPACK_IMPORTED_MODULE_4__/* .HookFailure */ .Q(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .claudeText */ .E.noDirectory(dir, e.message));
    }
}
/** Walks up from `dir` to the first `.git` (a directory, or a file naming one: worktrees, submodules). */
function findRepository(dir) {
    for (let d = dir;; d = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(d)) {
        const dotGit = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(d, '.git');
        const stat = (0,_exists_js__WEBPACK_IMPORTED_MODULE_3__/* .statOrUndefined */ .md)(dotGit, 'nofollow');
        if (stat?.isDirectory())
            return { root: d, gitDir: node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(dotGit) };
        if (stat?.isFile()) {
            const m = /^gitdir:\s*(.+?)\s*$/m.exec((0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegularText */ .Aj)(dotGit, 64 * 1024));
            if (m)
                return { root: d, gitDir: realOr(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.resolve(d, m[1])) };
        }
        if (node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(d) === d)
            return undefined;
    }
}
/** A path's real path, or the path itself when it cannot be resolved. */
function realOr(path) {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(path);
    }
    catch {
        return path;
    }
}


/***/ }),

/***/ 3112:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   NE: () => (/* binding */ sessionFile),
/* harmony export */   cV: () => (/* binding */ PromptStore),
/* harmony export */   rT: () => (/* binding */ storeDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var _stateHome_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(469);
/* harmony import */ var _ownState_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6946);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1186);
/* harmony import */ var _tripwire_statKey_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(9067);
/**
 * The person's own words, as the UserPromptSubmit hook receives them: the latest prompt of each
 * session, kept under the git directory (`.git/diffgate/sessions/`), where the agent's file tools
 * and shell writes cannot reach. Only this hook event writes here, so nothing the model writes
 * (tool input, file content) can pass for the person's prompt. Sessions untouched for a week are
 * pruned, and at most 200 are kept. Releases are appended to `.git/diffgate/audit.jsonl`.
 * Outside a repository the same files live under $XDG_STATE_HOME/diffgate/<workspace hash>/.
 */






const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_SESSIONS = 200;
async function storeDir(place, env) {
    if (place.gitDir)
        return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(place.gitDir, 'diffgate');
    return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join((0,_stateHome_js__WEBPACK_IMPORTED_MODULE_2__/* .stateHome */ .Z)(env, place.home), 'diffgate', (await sha256(place.workspace)).slice(0, 16));
}
/**
 * node:crypto is loaded only when a name must be hashed (outside a repository, or an unusual
 * session id): loading it pulls in node's stream modules, a fifth of node's start-up, on every
 * tool call otherwise.
 */
async function sha256(text) {
    const { createHash } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 7598, 19));
    return createHash('sha256').update(text).digest('hex');
}
/** A file name for a session id: the id itself when it is plain, else a hash of it. */
async function sessionFile(id) {
    return /^[A-Za-z0-9_-]{1,128}$/.test(id) ? `${id}.json` : `h-${(await sha256(id)).slice(0, 40)}.json`;
}
/** A map of remote names to their URLs, as the prompt hook saves it (anything else is none at all). */
function isRemotes(v) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    return Object.values(v).every((urls) => Array.isArray(urls) && urls.every((u) => typeof u === 'string'));
}
/** The prints a prompt record keeps of what git read (tripwire/promptGit.ts); anything else is none. */
function isPrints(v) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    const { r, c, ...rest } = v;
    return (Object.keys(rest).length === 0 &&
        [r, c].every((x) => x === undefined || (typeof x === 'string' && /^[0-9a-f]{64}$/.test(x))));
}
/** A map of ref names to commit ids, as the prompt hook saves it (anything else is no heads at all). */
function isHeads(v) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    return Object.values(v).every((sha) => typeof sha === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(sha));
}
class PromptStore {
    dir;
    now;
    witness;
    /** `witness`: when given, the person's words count only when it vouches for the record (latest). */
    constructor(dir, now = () => new Date(), witness) {
        this.dir = dir;
        this.now = now;
        this.witness = witness;
    }
    get sessions() {
        return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(this.dir, 'sessions');
    }
    /**
     * `tripwire`: the format of the tripwire record the hook keeps beside (tripwire/watchState.ts),
     * when it keeps one. `heads`: the commit each branch and HEAD pointed at when the person wrote;
     * `remotes`: the URLs of each remote then (the remotes whose fetches count as the person's).
     */
    async save(sessionId, prompt, tripwire, heads, remotes, 
    /** The turn's nonce, which the ledger holds too (ledger.ts). */
    nonce, 
    /** The prints of what git read for `heads` and `remotes` (tripwire/promptGit.ts). */
    git) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(this.sessions, { recursive: true });
        const file = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(this.sessions, await sessionFile(sessionId));
        const tmp = `${file}.${process.pid}.tmp`;
        const record = {
            session_id: sessionId,
            time: this.now().toISOString(),
            prompt,
            ...(tripwire ? { tripwire } : {}),
            ...(heads ? { heads } : {}),
            ...(remotes ? { remotes } : {}),
            ...(nonce ? { nonce } : {}),
            ...(git && (git.r || git.c) ? { git } : {}),
        };
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, `${JSON.stringify(record)}\n`, { mode: 0o600 });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, file);
        this.prune(file);
    }
    /**
     * The latest prompt of the session, or undefined when none was recorded, or when the store has a
     * witness that does not vouch for it: a record put back from an earlier turn, or one the ledger
     * never saw (no ledger: the first prompt after an upgrade, or the state folder wiped), gives no
     * words, so no release and no save word, until the person writes again.
     */
    async latest(sessionId) {
        const record = await this.latestRecord(sessionId);
        if (record === undefined)
            return undefined;
        if (this.witness !== undefined && !this.witness.vouches(sessionId, record.nonce, record.prompt))
            return undefined;
        return record.prompt;
    }
    /** The tripwire record format the hook kept when the person last wrote in the session (see save). */
    async tripwireFormat(sessionId) {
        return (await this.latestRecord(sessionId))?.tripwire;
    }
    /** Where each branch and HEAD pointed when the person last wrote in the session (see save). */
    async headsAtPrompt(sessionId) {
        // the ledger's, outside the agent's reach of `.git/diffgate/` (a removed store took its own with it)
        return this.witness?.headsAt(sessionId) ?? (await this.latestRecord(sessionId))?.heads;
    }
    /**
     * What git said at the session's latest prompt, with the prints of what it read then
     * (tripwire/promptGit.ts): only from a record the witness vouches for, whose heads are the
     * witness's; otherwise undefined, and the prompt hook asks git.
     */
    async previousGit(sessionId) {
        const record = await this.latestRecord(sessionId);
        if (record?.git === undefined || this.witness === undefined)
            return undefined;
        if (!this.witness.vouches(sessionId, record.nonce, record.prompt))
            return undefined;
        if (JSON.stringify(this.witness.headsAt(sessionId)) !== JSON.stringify(record.heads))
            return undefined;
        // and its remotes (review 5 P1: a record rewritten to name other remotes kept them for every later prompt)
        if (JSON.stringify(this.witness.remotesAt(sessionId)) !== JSON.stringify(record.remotes))
            return undefined;
        return {
            git: record.git,
            ...(record.heads ? { heads: record.heads } : {}),
            ...(record.remotes ? { remotes: record.remotes } : {}),
        };
    }
    /**
     * The remotes and their URLs when the person last wrote in the session (see save): the ledger's,
     * outside the agent's reach, where there is one (review 5 P1: the store's record alone can be
     * rewritten by a call to name the agent's remote, whose fetches would then count as on the remote).
     */
    async remotesAtPrompt(sessionId) {
        if (this.witness !== undefined)
            return this.witness.remotesAt(sessionId);
        return (await this.latestRecord(sessionId))?.remotes;
    }
    /**
     * When the person last wrote in the session (ms since the epoch), or undefined: the time the
     * record holds, but never later than the record file's change time, which no process sets ahead
     * (a record rewritten to say 2099 would otherwise open the person's turn for every later call,
     * review-15a F08).
     */
    async latestTime(sessionId) {
        const time = (await this.latestRecord(sessionId))?.time;
        if (time === undefined)
            return undefined;
        const changed = (0,_tripwire_statKey_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrUndefined */ .YB)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(this.sessions, await sessionFile(sessionId)))?.ctimeMs;
        const said = Date.parse(time);
        return changed === undefined || Number.isNaN(said) ? said : Math.min(said, changed);
    }
    async latestRecord(sessionId) {
        let text;
        try {
            text = (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularText */ .Aj)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(this.sessions, await sessionFile(sessionId)));
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return undefined;
            throw e;
        }
        let record;
        try {
            record = JSON.parse(text);
        }
        catch {
            return undefined; // not a record the hook wrote: no prompt (the tripwire judges the store's change)
        }
        if (typeof record !== 'object' || record === null)
            return undefined;
        if (record.session_id !== sessionId || typeof record.prompt !== 'string')
            return undefined;
        return {
            prompt: record.prompt,
            time: typeof record.time === 'string' ? record.time : '',
            ...(typeof record.tripwire === 'number' ? { tripwire: record.tripwire } : {}),
            ...(isHeads(record.heads) ? { heads: record.heads } : {}),
            ...(isRemotes(record.remotes) ? { remotes: record.remotes } : {}),
            ...(typeof record.nonce === 'string' ? { nonce: record.nonce } : {}),
            ...(isPrints(record.git) ? { git: record.git } : {}),
        };
    }
    /**
     * Appends release and put-back lines. A release that the PreToolUse of a call already recorded is
     * not written again by its PostToolUse's tripwire (one line per released call and path: Claude Code
     * 2.1.328 showed two identical lines for one call).
     */
    async audit(entries) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(this.dir, { recursive: true });
        const file = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(this.dir, _ownState_js__WEBPACK_IMPORTED_MODULE_3__/* .STORE_OWN */ .r.audit);
        const seen = entries.some((e) => e.phrase !== undefined && e.tool_use_id) ? recentReleases(file) : new Set();
        const fresh = entries.filter((e) => e.phrase === undefined || !e.tool_use_id || !seen.has(releaseKey(e)));
        if (fresh.length > 0)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, fresh.map((e) => `${JSON.stringify(e)}\n`).join(''));
    }
    prune(keep) {
        const names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(this.sessions).filter((n) => n.endsWith('.json'));
        const files = names.map((n) => {
            const p = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(this.sessions, n);
            let mtime = 0;
            try {
                mtime = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).mtimeMs;
            }
            catch {
                // Gone or unreadable: first to be pruned.
            }
            return { p, mtime };
        });
        files.sort((a, b) => b.mtime - a.mtime);
        const cutoff = this.now().getTime() - MAX_AGE_MS;
        const old = files.filter((f, i) => f.p !== keep && (f.mtime < cutoff || i >= MAX_SESSIONS));
        for (const f of old) {
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(f.p);
            }
            catch {
                // Already gone (another hook pruned it).
            }
        }
    }
}
/** What makes two release lines the same release: the call (its id and tool), the rule and the path. */
function releaseKey(e) {
    return JSON.stringify([e.session, e.tool_use_id, e.tool ?? null, e.rule, e.path ?? null]);
}
/** How much of the audit log's end is read for the releases already recorded (a call's two hooks are moments apart). */
const AUDIT_TAIL = 64 * 1024;
/** The releases among the audit log's last lines (bounded: the log grows for ever). */
function recentReleases(file) {
    const keys = new Set();
    let text;
    try {
        const fd = (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_4__/* .openRegular */ .lf)(file);
        try {
            const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size;
            const start = Math.max(0, size - AUDIT_TAIL);
            const buf = Buffer.alloc(size - start);
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, buf.length, start);
            text = buf.subarray(0, n).toString('utf8');
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    catch {
        return keys; // no log yet, or not a regular file: every line is written (a second line is only noise)
    }
    for (const line of text.split('\n')) {
        if (!line.startsWith('{'))
            continue;
        try {
            const e = JSON.parse(line);
            if (e.phrase !== undefined && e.tool_use_id)
                keys.add(releaseKey(e));
        }
        catch {
            // the first line of the tail may be cut
        }
    }
    return keys;
}


/***/ }),

/***/ 2412:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isWithin),
/* harmony export */   d: () => (/* binding */ realPathOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var _exists_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3531);
/* harmony import */ var _tooLongForPath_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5687);
/**
 * The real path of a path that may not exist yet: symlinks resolved, and for a missing path the
 * real path of its nearest existing parent with the rest appended. A dangling symlink is followed
 * to where it points, since writing through it creates its target there. A symlink loop (`a -> b`,
 * `b -> a`) leads nowhere: nothing can be written through it and removing it removes the link, so
 * its path is the link itself, under its folder's real path. A path too long for the kernel
 * (tooLongForPath) reaches nothing: it is not asked about, its nearest parent short enough is.
 */




const MAX_LINKS = 40;
function realPathOf(abs) {
    try {
        return follow(abs, 0);
    }
    catch (e) {
        if (!(e instanceof LinkLoop))
            throw e;
    }
    const parent = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(abs);
    if (parent === abs)
        return abs;
    return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(realPathOf(parent), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(abs));
}
/** A path whose resolution goes round in symlinks (ELOOP, or more links than the system follows). */
class LinkLoop extends Error {
}
function follow(abs, depth) {
    if ((0,_tooLongForPath_js__WEBPACK_IMPORTED_MODULE_3__/* .tooLongForPath */ .xU)(abs)) {
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(abs);
        return parent === abs ? abs : node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(follow(parent, depth), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(abs));
    }
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(abs);
    }
    catch (e) {
        if (e?.code === 'ELOOP')
            throw new LinkLoop(abs);
        if (!(0,_exists_js__WEBPACK_IMPORTED_MODULE_2__/* .isMissing */ .b2)(e))
            throw e;
    }
    if (depth > MAX_LINKS)
        throw new LinkLoop(abs);
    const link = (0,_exists_js__WEBPACK_IMPORTED_MODULE_2__/* .statOrUndefined */ .md)(abs, 'nofollow')?.isSymbolicLink() ?? false;
    if (link) {
        const target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(abs);
        return follow(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.resolve(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(abs), target), depth + 1);
    }
    const parent = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(abs);
    if (parent === abs)
        return abs;
    return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(follow(parent, depth + 1), node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(abs));
}
/** Whether `path` is `dir` or lies under it (both absolute and normalised). */
function isWithin(path, dir) {
    return path === dir || path.startsWith(dir.endsWith('/') ? dir : `${dir}/`);
}


/***/ }),

/***/ 7667:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  MV: () => (/* binding */ MAX_LINE),
  fl: () => (/* binding */ SEPARATORS),
  S9: () => (/* binding */ mentionsSwitchVariable),
  X6: () => (/* binding */ namesAny),
  gx: () => (/* binding */ surelyHarmless)
});

// UNUSED EXPORTS: PLAIN

// EXTERNAL MODULE: ./.build/js/src/agent/shell/shells.js
var shells = __nccwpck_require__(2659);
;// CONCATENATED MODULE: ./.build/js/src/agent/shell/writingCommands.js
/**
 * The command names the write-target table (writeTargets.ts) knows to write: what the pre-scan
 * (prescan.ts) sends to the parser. A list of its own so that clearing a plain line loads neither
 * the table nor the parser; test/agent/shell/writingCommands.test.ts keeps it equal to the table.
 */
const WRITING_COMMANDS = [
    'cp',
    'mv',
    'install',
    'ln',
    'rsync',
    'rm',
    'unlink',
    'rmdir',
    'shred',
    'touch',
    'mkfifo',
    'mknod',
    'truncate',
    'fallocate',
    'tee',
    'sponge',
    'chmod',
    'chown',
    'chgrp',
    'chattr',
    'sed',
    'perl',
    'ruby',
    'awk',
    'gawk',
    'dd',
    'sort',
    'uniq',
    'tar',
    'unzip',
    'gzip',
    'gunzip',
    'bzip2',
    'bunzip2',
    'xz',
    'unxz',
    'zstd',
    'unzstd',
    'curl',
    'wget',
    'git',
    'patch',
    'ed',
    'ex',
    'vi',
    'vim',
    'nvim',
    'nano',
    'emacs',
    'sudoedit',
    'python',
    'node',
    'nodejs',
    'bun',
    'deno',
    'php',
    'shuf',
    'xxd',
    'iconv',
    'zip',
    'cmake',
    'objcopy',
    'openssl',
    'split',
];

;// CONCATENATED MODULE: ./.build/js/src/agent/shell/prescan.js
/**
 * A cheap check that clears the commonest harmless commands without loading the shell parser.
 * It applies only to a command line of plain words: no quotes, expansions, globs, redirections,
 * braces, subshells, comments or assignments, so every word means itself and the parser would see
 * exactly these words. Such a line is cleared when no word names a command that writes files,
 * runs another command or inline code, or switches the gate off; the parser's verdict on it would
 * be "no opinion" too. Anything else goes to the parser.
 * (It clears write targets only. The command policy parses a line anyway when it names a program
 * a command rule names: see namesAny.)
 */


/** Interpreters: harmless when they run a script file, checked by the parser when given options (`-c`, `-e`, `-i`). */
const INTERPRETER = /^(python[0-9.]*|node|nodejs|bun|deno|perl|ruby|php)$/;
/** Words that send a line to the parser wherever they stand (a wrapper's argument runs too). */
const CAREFUL = new Set([
    ...WRITING_COMMANDS.filter((n) => !INTERPRETER.test(n)),
    ...shells/* SHELLS */.O,
    'busybox',
    'eval',
    'exec',
    'source',
    'xargs',
    'find',
    'sudo',
    'doas',
    'env',
    'command',
    'nohup',
    'nice',
    'stdbuf',
    'timeout',
    'time',
    'ionice',
    'chrt',
    'flock',
    'watch',
    'parallel',
    // run their `-c`/`--command` value through a shell
    'su',
    'runuser',
    'script',
    'pushd',
    'popd',
    'diffgate',
    // after these a later word no longer says which command runs
    'alias',
    'hash',
    'enable',
]);
/** git subcommands that only read. */
const GIT_READ_ONLY = new Set([
    'status',
    'diff',
    'log',
    'show',
    'rev-parse',
    'ls-files',
    'blame',
    'describe',
    'shortlog',
    'ls-tree',
    'cat-file',
    'grep',
]);
/** Characters that mean themselves to the shell (no quotes, expansions, globs, redirections). */
const PLAIN = /^[A-Za-z0-9_ \t.,:=@%+/-]*$/;
/** The list and pipeline operators of a plain line. */
const SEPARATORS = /\|\||&&|[|;\n&]/;
/** True when the command surely writes nothing protected; false means "look closer", not "writes". */
function surelyHarmless(command) {
    const parts = command.split(SEPARATORS);
    if (!parts.every((part) => PLAIN.test(part)))
        return false;
    if (/diffgate|hookspath|--no-veri/i.test(command))
        return false;
    for (const part of parts) {
        const words = part
            .trim()
            .split(/[ \t]+/)
            .filter(Boolean);
        if (words.length === 0)
            continue;
        if (words[0].includes('='))
            return false; // an assignment
        const names = words.map((w) => w.slice(w.lastIndexOf('/') + 1));
        const name = names[0];
        if (name === 'git') {
            const sub = words[1];
            if (sub === undefined || !GIT_READ_ONLY.has(sub))
                return false;
            if (words.some((w) => w.startsWith('--output') ||
                w.startsWith('--ext-diff') ||
                /^-[A-Za-z0-9]*O/.test(w) || // `-O CMD` and bundles (`-iOrm`): git grep runs CMD on what matches
                w.startsWith('--op') || // --open-files-in-pager and its prefixes (`--o` is ambiguous to git)
                w === '--no-index'))
                return false;
            continue;
        }
        if (names.some((n) => CAREFUL.has(n)))
            return false;
        if (names.some((n) => INTERPRETER.test(n)) && words.some((w) => w.startsWith('-')))
            return false;
        if (words.some((w) => w.startsWith('--pre') || w.startsWith('-exec')))
            return false;
    }
    return true;
}
/**
 * Whether a command line names any of these programs in any word (by its name without directory).
 * A line that names none cannot match a command rule, so the policy need not parse it; any other
 * line is parsed (the pre-scan's clearing covers write targets only).
 */
function namesAny(command, names) {
    return command.split(/[\s;&|()<>`'"{}$]+/).some((w) => w !== '' && names.has(w.slice(w.lastIndexOf('/') + 1)));
}
/**
 * The longest command line the hook reads (characters). Parsing is linear but cannot be
 * interrupted: 1 MB took 1.8 s on a loaded machine, so past this the line is refused up front
 * rather than risk the hook's deadline. Agents' lines, heredocs included, are far shorter.
 */
const MAX_LINE = 512 * 1024;
/**
 * Whether a line names a switch variable anywhere: then it is walked, even when the pre-scan
 * would clear it (`export GIT_CONFIG_GLOBAL=/tmp/x` is plain words to the pre-scan).
 */
function mentionsSwitchVariable(command) {
    return /(HUSKY|LEFTHOOK|SKIP|PRE_COMMIT_|GIT_CONFIG|DIFFGATE_)/.test(command);
}


/***/ }),

/***/ 2659:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ SHELLS)
/* harmony export */ });
/**
 * Shells whose `-c` body, script operand or input is walked as a command line. In a module of its own, so the
 * pre-scan (prescan.ts) loads no walker.
 */
const SHELLS = new Set([
    'sh',
    'bash',
    'dash',
    'zsh',
    'ksh',
    'mksh',
    'ash',
    'fish',
    'csh',
    'tcsh',
]);


/***/ }),

/***/ 469:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ stateHome)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);

/** The user's state folder: $XDG_STATE_HOME when absolute, else ~/.local/state. */
function stateHome(env, home) {
    return env.XDG_STATE_HOME && node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute(env.XDG_STATE_HOME)
        ? env.XDG_STATE_HOME
        : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(home, '.local', 'state');
}


/***/ }),

/***/ 5687:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   xU: () => (/* binding */ tooLongForPath)
/* harmony export */ });
/* unused harmony exports NAME_MAX, PATH_MAX */
/**
 * Whether a path is longer than any file system call accepts: a component over NAME_MAX (255
 * bytes, the limit of ext4, xfs, btrfs, tmpfs and APFS) or the whole over PATH_MAX (4096 bytes on
 * Linux). No file can be reached through such a path (the kernel answers ENAMETOOLONG before it
 * looks), so a word that long is not a path to anything: a long string literal in a program, a
 * blob of base64.
 */
const NAME_MAX = 255;
const PATH_MAX = 4096;
function tooLongForPath(path) {
    if (Buffer.byteLength(path) >= PATH_MAX)
        return true;
    return path.split('/').some((part) => Buffer.byteLength(part) > NAME_MAX);
}


/***/ }),

/***/ 8125:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ toolsOf),
/* harmony export */   nk: () => (/* binding */ calledName)
/* harmony export */ });
/* unused harmony export CLAUDE_TOOL_NAMES */
const CLAUDE_TOOL_NAMES = { edit: 'Edit', write: 'Write', shell: 'Bash' };
/** The tool names the messages of a context (context.ts) use. */
const toolsOf = (ctx) => ctx.tools ?? CLAUDE_TOOL_NAMES;
/** The name the model knows the call by: the adapter's `called`, else the decision layer's own. */
const calledName = (names, tool) => names?.called ?? tool;


/***/ }),

/***/ 9067:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   TN: () => (/* binding */ keyOf),
/* harmony export */   YB: () => (/* binding */ lstatOrUndefined),
/* harmony export */   el: () => (/* binding */ sameKey),
/* harmony export */   sj: () => (/* binding */ ABSENT)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/**
 * The stat key of a watched path: anything a write changes, change time included. A process can
 * set a file's size and modification time back (`touch -d`), but not its change time, which the
 * kernel sets to now on every write, chmod or rename; a replaced file has another inode. Kept as
 * numbers and compared as numbers: the quick pass compares one key per watched path on both sides
 * of every tool call, and building a string of six numbers (two of them fractions) for each cost
 * more than the lstat's own work in node.
 */

const ABSENT = 0;
function keyOf(st) {
    if (st === undefined)
        return ABSENT;
    return [st.mode, st.dev, st.ino, st.size, st.ctimeMs, st.mtimeMs];
}
/** Whether a path's stat (undefined: absent) is the one a key recorded. */
function sameKey(st, k) {
    if (st === undefined || k === ABSENT)
        return st === undefined && k === ABSENT;
    return (st.ctimeMs === k[4] &&
        st.ino === k[2] &&
        st.mtimeMs === k[5] &&
        st.size === k[3] &&
        st.mode === k[0] &&
        st.dev === k[1]);
}
function lstatOrUndefined(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false }); // an absent path, the common miss, costs no exception
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw e;
    }
}


/***/ }),

/***/ 2953:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ withCommandRuleErrors)
/* harmony export */ });
async function withCommandRuleErrors(manifest, known) {
    const patterns = manifest.rules.filter((r) => r.kind.startsWith('command-')).map((r) => r.pattern);
    if (patterns.length === 0 || (known && patterns.every((p) => known.has(p))))
        return manifest;
    const { commandRules } = await Promise.all(/* import() | policy */[__nccwpck_require__.e(6), __nccwpck_require__.e(900), __nccwpck_require__.e(779), __nccwpck_require__.e(477)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7358));
    const { rules, errors } = commandRules(manifest.rules);
    known?.add(rules.map((r) => r.rule.pattern).filter((p) => !known.has(p)));
    if (errors.length === 0)
        return manifest;
    return {
        ...manifest,
        errors: [...manifest.errors, ...errors].sort((a, b) => a.line - b.line || a.column - b.column),
    };
}


/***/ }),

/***/ 5026:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ claudeText)
/* harmony export */ });
/** The Claude Code hook's sentences: what the model is told when a tool call is blocked, and why. */
const CLAUDE_NO_WORKAROUND = 'Do not work around the block by changing another file instead, or by making the same change another way (another tool, a script, a shell command).';
const CLAUDE_WAIT = 'Show the change you intended and why in your reply, and wait for a person to decide.';
const ruleNoun = (kind) => kind === 'freeze'
    ? 'a frozen file'
    : kind === 'invariant'
        ? 'a file with invariant spans'
        : kind === 'append'
            ? 'an append-only file'
            : kind === 'budget'
                ? 'a file under a size budget'
                : kind === 'deny'
                    ? 'a path the manifest denies'
                    : kind === 'manifest'
                        ? 'the diffgate manifest'
                        : `a file protected by a ${kind} rule`;
const claudeText = {
    header: (tool, what) => `diffgate blocked this ${tool} call${what ? ` (${what})` : ''}.`,
    why: 'why:',
    next: 'next:',
    workaround: () => CLAUDE_NO_WORKAROUND,
    release: (phrases) => `Only a person lifts this block: if they agree, they include ${phrases.map((p) => JSON.stringify(p)).join(' or ')} in their next message, and it holds for that one turn.`,
    failure: (detail) => `diffgate hook: ${detail}\nThe hook cannot decide, so the call is blocked (fail closed). Tell the person what this says; do not try to get around it.`,
    internal: (detail) => `internal error: ${detail}`,
    timeout: (seconds) => `the hook did not finish within its time limit of ${seconds} s (DIFFGATE_HOOK_TIMEOUT); the input is too large or too complex to check in time. Split the work into smaller, simpler tool calls`,
    timeoutSetting: (raw, min, max) => `DIFFGATE_HOOK_TIMEOUT=${JSON.stringify(raw)} is not a time limit: expected a number of seconds from ${min} to ${max} (the default is 10)`,
    tooLong: (length, limit, write) => `the command is ${length} characters long, more than the ${limit} the hook reads; split it into shorter commands, or write a long text with the ${write} tool`,
    noDirectory: (dir, why) => `the working directory ${dir} cannot be resolved: ${why}. If a call moved, renamed or removed the repository, nothing it changed has been checked yet, and no call is let through until it is: move it back to ${dir} (the person does, if need be); the next hook there judges what the call changed, and puts back what the rules forbid`,
    gitDirSwapped: (g) => `the git folder of ${g.workspace} is not the one diffgate recorded: it was ${g.kept}, and ${g.found === null ? 'there is none now' : `${g.dotGit} now leads to ${g.found}, another folder`}. A process within the agent's reach moved or removed the repository's own git folder: diffgate's record of the protected files, the calls in progress and the git hooks that judge commits were in it, so nothing a call changed can be judged here, and every call is blocked. ${g.stillThere
        ? g.ownDotGit
            ? `Next: the person puts it back (mv ${g.dotGit} ${g.dotGit}.swapped && mv ${g.kept} ${g.dotGit}), and looks at what the swapped one holds (its config and hooks are not theirs).`
            : `Next: the person puts it back (printf 'gitdir: ${g.kept}\n' > ${g.dotGit}).`
        : `The original is no longer at ${g.kept}. Next: the person finds it (a folder holding HEAD, objects/ and diffgate/, where the call moved it) and moves it back to ${g.dotGit}, after moving aside what stands there now (its config and hooks are not theirs).`} The next hook then judges what the call changed. If the person replaced the git folder themselves (a fresh clone), they remove ${g.file}: diffgate then keeps the new one, and what changed before cannot be judged`,
    manifestUnreadable: (label, why) => `the manifest ${label} exists but cannot be read: ${why}`,
    tooManySnapshots: (folder, n, max) => `${folder} holds ${n} files, more than the ${max} shell snapshots diffgate watches (Claude Code keeps one a session, each sourced before that session's Bash calls), so every call is blocked. Next: a person removes the files there that are not Claude Code's own snapshots`,
    tooManyPythonVersions: (folder, max) => `${folder} holds more than ${max} entries, more than diffgate reads to find Python's user sites (every python3 the person starts runs the start files there), so every call is blocked. Next: a person removes the entries there that are not python3.N folders`,
    tooManyGitIncludes: (config, max) => `the git config files include more than ${max} files (the last found through ${config}), more than diffgate reads to find where git runs its hooks from, so every call is blocked. Next: a person removes the [include] and [includeIf] entries that are not needed`,
    tooManyWorktrees: (folder, max) => `${folder} holds more than ${max} entries, more than diffgate reads to watch each worktree's common folder (a worktree's commondir names where git reads its hooks and config from), so every call is blocked. Next: a person runs git worktree prune, and removes the worktrees not needed (git worktree remove)`,
    tooManySourcedFiles: (file, max) => `the shell start-up files source more than ${max} files (the last found through ${file}), more than diffgate reads to watch what the person's shells run at start, so every call is blocked. Next: a person merges the sourced files into fewer`,
    startFileNotRegular: (file, why) => `${file} ${why}, so diffgate cannot read which files the person's shells run at start (a FIFO would hold the hook until the client let the call through), and every call is blocked. Next: a person puts it back as the regular file it was, or removes it`,
    gitFileNotRegular: (file, why) => `${file} ${why}, so diffgate cannot read where git runs its hooks from (a FIFO would hold the hook until the client let the call through), and every call is blocked. Next: a person puts it back as the regular file it was (a repository's config: remove it, run git init to write a default one, then set its remotes and settings again)`,
    manifestSymlink: (label) => `the manifest ${label} is a symbolic link; git stores a link as its target's name, so the rules must be in ${label} itself (replace the link with the file)`,
    manifestErrors: (label, lines) => `the manifest ${label} has ${lines.length === 1 ? 'an error' : `${lines.length} errors`}, so nothing can be checked:\n${lines.map((l) => `  ${l}`).join('\n')}`,
    userManifestRelative: (pattern) => `expected a pattern starting with ~/ or / (the user manifest names files outside repositories), found ${JSON.stringify(pattern)}`,
    usage: () => "usage: diffgate hook claude   (reads Claude Code's hook JSON on standard input)",
    input: {
        badJson: (detail) => `the input on stdin is not JSON (${detail}); expected the JSON object Claude Code sends a command hook`,
        notObject: () => 'the input on stdin is not a JSON object; expected the object Claude Code sends a command hook',
        field: (name, expected) => `the input's "${name}" is missing or not ${expected}`,
        toolField: (tool, name, expected) => `the ${tool} tool input's "${name}" is missing or not ${expected}`,
        unknownEvent: (event) => `unknown hook event ${JSON.stringify(event)}: expected PreToolUse, PostToolUse, PostToolUseFailure, Stop, SubagentStop or UserPromptSubmit (install the hook with "diffgate install --claude")`,
        unknownTool: (tool) => `unknown tool ${JSON.stringify(tool)}: expected Write, Edit, MultiEdit, NotebookEdit, Read, Grep, Glob, LS, Bash, PowerShell, Monitor, CronCreate, ScheduleWakeup or an MCP tool, mcp__<server>__<tool> (the hook's matchers name only these)`,
    },
    /** CronCreate / ScheduleWakeup: a prompt the model schedules (src/agent/scheduledPrompt.ts). */
    scheduled: {
        message: (tool, phrase) => `The prompt this ${tool} call would schedule contains the release phrase ${JSON.stringify(phrase)}.`,
        reason: () => "Only the person's own typed prompt releases a block. A scheduled prompt is the model's words, sent later by the client: it releases nothing, and scheduling the phrase is refused.",
        next: () => 'Schedule the prompt without the release phrase. If the task needs a protected file changed, tell the person what and why, and let them release it in their own message.',
    },
    workspace: {
        unreachable: (path, code) => `${path} cannot be reached: ${code === 'ELOOP' ? 'its symlinks form a loop' : code === 'ENOTDIR' ? 'a part of it that would have to be a folder is a file' : 'the path is too long for the file system (a name over 255 bytes, or the whole over 4096)'}, so the tool cannot write or read it as given.`,
        unreachableNext: () => 'Check the path: list the folder it should be in and use a path that exists there.',
        reason: () => 'File tools stay inside the workspace (the repository, or CLAUDE_PROJECT_DIR), judged by real path.',
        next: () => 'Work on files inside the workspace. If you need a file outside it, ask the person to provide it.',
        empty: () => 'The path is empty.',
        nul: () => 'The path contains a NUL character.',
        drive: (p) => `${JSON.stringify(p)} is a Windows drive path; paths are resolved inside the workspace only.`,
        unc: (p) => `${JSON.stringify(p)} is a UNC (network) path; paths are resolved inside the workspace only.`,
        symlink: (p, real) => `${JSON.stringify(p)} is a symlink (or lies under one) that leads outside the workspace, to ${real}.`,
        dotdot: (p) => `${JSON.stringify(p)} uses ".." to leave the workspace.`,
        outside: (p, workspace) => `${JSON.stringify(p)} is outside the workspace ${workspace}.`,
        secret: (p, segment) => `${p} is on the built-in secret list (${JSON.stringify(segment)}); it is not read or written by tools.`,
        secretBraces: (p, segment, max) => `${p} holds brace lists of more than ${max} names (${JSON.stringify(segment)}): so broad a list is not checked name by name and may reach secret files. List fewer names, or use a plain glob.`,
        gitDir: (p) => `${p} is inside git's own directory; it is not read or written by tools.`,
        secretReason: () => "Secrets, keys, production credentials and git's own files stay out of the agent's reach.",
        secretNext: () => `Do not read or write it. If the task needs a value from it, ask the person. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
    },
    edit: {
        noMatch: (tool, path, detail) => `The ${tool} of ${path}, a protected file, cannot be applied to the file as it is now: ${detail}`,
        notFound: (n) => `old_string${n > 0 ? ` of edit ${n + 1}` : ''} does not occur in the file.`,
        exists: () => 'old_string is empty but the file already has content.',
        noCell: (id) => `the notebook has no cell ${JSON.stringify(id)}.`,
        noCellType: () => 'inserting a cell needs cell_type (code or markdown).',
        badNotebook: (detail) => `the file is not a notebook the tool can edit (${detail}).`,
        noMatchReason: () => 'A protected file is checked on the exact content the edit would leave.',
        noMatchNext: () => `Read the file again and make the edit against its current text.`,
        unread: (tool, path, why) => `The ${tool} of ${path}, a protected file, cannot be checked: the file ${why}.`,
        unreadReason: () => 'The hook reads only regular files, and only up to a bound, so that it always answers.',
        unreadNext: () => 'Ask the person to make this change; a protected file this large is not edited by tools.',
    },
    saveGate: {
        message: (path) => `Writing to ${path}, which may be written only in the turn right after the person asks to save.`,
        next: (words) => `Do not save it now. Propose what you would save in your reply; the person asks for it with a message containing ${(words.length > 0 ? words : ['save', 'remember']).map((w) => JSON.stringify(w)).join(' or ')}.`,
    },
    shell: {
        writes: (how, path, kind) => `The command writes ${path} (${how}), ${ruleNoun(kind)}.`,
        programNames: (how, path, kind) => `The ${how} program names ${path}, ${ruleNoun(kind)}.`,
        secret: (how, path, segment) => `The command writes ${path} (${how}), which is on the built-in secret list (${JSON.stringify(segment)}).`,
        useEdit: (edit) => `Use the ${edit} tool, whose proposed change can be checked against the rule; a shell command's effect cannot be.`,
        programNext: (edit) => `Use the ${edit} tool for protected files, whose proposed change can be checked; an inline program's effect cannot be.`,
        denyNext: () => `Do not create it. If it must exist, a person adds an "allow" line for it to the manifest.`,
        unresolved: (how, raw, could) => `The command writes ${JSON.stringify(raw)} (${how}), which cannot be resolved before it runs, and it could be a protected path (${[...new Set(could)].slice(0, 5).join(', ')}).`,
        opaqueProgram: (what) => `The command runs code that cannot be read before it runs (${what.length > 120 ? `${what.slice(0, 117)}...` : what}).`,
        unresolvedReason: () => 'Writes a shell command makes are checked before it runs; what cannot be known then is treated as protected (fail closed).',
        unresolvedRootReason: () => 'It removes a whole tree whose path cannot be known before it runs and could be / or the home folder, which nothing puts back: a release phrase does not lift this.',
        unresolvedNext: (edit) => `Write the target as a literal path (no variables or command substitutions), or use the ${edit} tool for files the manifest protects.`,
        tooMany: () => 'The command names more paths (through globs, variables and possible working directories) than can be checked in time before it runs.',
        tooManyNext: (edit) => `Split it into smaller commands that name their files more plainly, or use the ${edit} tool for files the manifest protects.`,
        syntax: () => 'The command could not be parsed as a shell command line.',
        syntaxNext: () => 'Rewrite it as a plain command line (check its quoting).',
    },
    gate: {
        reason: () => 'The gate (git hooks, the manifest, diffgate itself) is switched off only by a person.',
        switch: (kind, text) => (kind === 'no-verify'
            ? "The command skips git's hooks (--no-verify)"
            : kind === 'hooks-path'
                ? 'The command reads or changes core.hooksPath, where git finds its hooks'
                : kind === 'git-config-code'
                    ? 'The command sets a git setting that runs a command or brings in other settings, a way round the hooks'
                    : kind === 'release-variable'
                        ? 'The command sets a DIFFGATE_ variable; DIFFGATE_RELEASE is set only by a person'
                        : kind === 'hook-manager-off'
                            ? 'The command sets a variable that switches a hook manager off (HUSKY, LEFTHOOK, SKIP, PRE_COMMIT_)'
                            : kind === 'git-config-env'
                                ? 'The command gives git settings through the environment (GIT_CONFIG_*, --config-env, another HOME or XDG_CONFIG_HOME), which can point git past its hooks'
                                : kind === 'index-flags'
                                    ? "The command changes a protected file's mode or hides its changes in git's index (update-index --chmod, --assume-unchanged, --skip-worktree)"
                                    : "The command runs diffgate's own hook or uninstaller") +
            `: ${text.length > 120 ? `${text.slice(0, 117)}...` : text}`,
        gitHooks: (how, path) => `The command writes git's hooks (${path}, ${how}).`,
        gateFile: (how, path) => `The command writes ${path} (${how}), a gate file: it decides whether diffgate's checks run, and with what code and rules.`,
        gateFileEdit: (tool, path) => `${tool} would change ${path}, a gate file: it decides whether diffgate's checks run, and with what code and rules.`,
        next: () => `Do not switch the gate off. ${CLAUDE_WAIT}`,
        gitDirReason: () => "git's own files are changed by git commands only.",
        gitDir: (how, path) => `The command writes inside git's directory (${path}, ${how}).`,
        gitDirNext: () => `Use git commands instead of writing git's files.`,
    },
    install: {
        // the CLI prints these after "diffgate: "
        installed: (file, events) => `added the Claude Code hooks to ${file} (${list(events)}). Claude Code runs a project's hooks in a folder it trusts: an interactive \`claude\` asks once, \`claude -p\` does not ask (2.1.328). \`disableAllHooks\` in a settings file, \`--bare\` and CLAUDE_CODE_SIMPLE=1 switch them off; run \`diffgate doctor\` to see them live.`,
        already: (file) => `the Claude Code hooks are already in ${file}; nothing changed.`,
        removed: (file) => `removed the Claude Code hooks from ${file}.`,
        absent: (file) => `${file} has no diffgate hooks; nothing changed.`,
        badSettings: (file, detail) => `${file} is not a JSON object (${detail}); fix it by hand, then run the install again.`,
        badHooks: (file, event) => `${file} has a "hooks.${event}" that is not a list; fix it by hand, then run the install again.`,
    },
};
/** "A, B and C". */
function list(items) {
    return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}


/***/ }),

/***/ 6778:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ tripwireText)
/* harmony export */ });
/**
 * The tripwire's sentences: what the model is told after a tool call changed a protected file and
 * diffgate put it back, or made a commit that breaks a rule.
 */
const kindNoun = {
    freeze: 'a frozen file',
    invariant: 'a file with invariant spans',
    append: 'an append-only file',
    budget: 'a file under a size budget',
    deny: 'a path the manifest denies',
    secret: 'a path on the built-in secret list',
    manifest: 'the diffgate manifest',
    'gate-switch': 'a gate file (it could switch a check off)',
    'save-gate': 'a save-gated file',
};
/** How the end-of-turn block begins; clientNotice recognises it when a client sends it back as a prompt. */
const endOfTurnLead = (count) => `diffgate found ${count === 1 ? 'a protected file' : `${count} protected files`} changed at the end of the turn`;
/**
 * The last line of every end-of-turn block, whatever it begins with (a refused commit quoting the
 * model's subject, a notice that the record was forged, a failure): a client that sends the block
 * back as a prompt (Gemini CLI 0.61.0's retry turn) sends this line with it, and clientNotice takes
 * any prompt that holds it for the client's. It tells the model the same.
 */
const endOfTurnMark = "(diffgate held the end of the turn with this message: it is not the person's prompt, and no release phrase in it releases anything.)";
const tripwireText = {
    endOfTurnLead,
    endOfTurnMark,
    header: (tool, count) => tool === 'Stop' || tool === 'SubagentStop'
        ? `${endOfTurnLead(count)} (by a process still running, or left from an earlier call) and put ${count === 1 ? 'it' : 'them'} back.`
        : `diffgate checked what this ${tool} call really changed: it changed ${count === 1 ? 'a protected file' : `${count} protected files`}, so diffgate put ${count === 1 ? 'it' : 'them'} back as ${count === 1 ? 'it was' : 'they were'} before the call.`,
    headerBefore: (tool, count) => `Before this ${tool} call ran, diffgate found ${count === 1 ? 'a protected file' : `${count} protected files`} changed since it last looked, while the agent was at work (no message from the person since its last call, or another session's call in progress): a call running beside this one, or a process an earlier call left running (in the background), changed ${count === 1 ? 'it' : 'them'}. diffgate put ${count === 1 ? 'it' : 'them'} back as ${count === 1 ? 'it was' : 'they were'}.`,
    beforeNext: () => 'This call did not run. Stop whatever you left running that writes protected files (or let the other call finish), then make this call again. If the person changed the file themselves while you worked, tell them where their version is kept.',
    recordPendingLead: 'diffgate is still taking its record',
    recordPending: (tool, recorded, folders) => `This ${tool} call did not run: diffgate is still taking its record of the protected files (${recorded} recorded so far; not yet walked: ${folders.slice(0, 3).join(', ')}${folders.length > 3 ? ` and ${folders.length - 3} more folders` : ''}). The hook's time ran out before the walk did, as it does with tens of thousands of protected files, and a protected file not yet recorded could be changed with nothing to put back, so no call runs until every one is.\nnext: make this same call again: each call goes on with the record (about half the hook's time each) and runs once the record is whole. If this repeats more than a few times, tell the person: a longer DIFFGATE_HOOK_TIMEOUT in the agent's hook environment lets one call record more.`,
    walkCut: (checked, total, seconds, after) => `diffgate could not look at every protected file within the hook's time limit of ${seconds} s: without the watch it looks at each of the ${total} recorded paths on every call, and had looked at ${checked} when the time ran out. A protected file it did not look at cannot be vouched for, so ${after ? 'this is not taken for a call that changed nothing: what this call changed is not judged yet. The record still holds the protected files as they were before it, and the first call whose look finishes judges the change and puts back what the rules refuse; until then every call is blocked' : 'this call did not run'}.\nnext: tell the person, and make no more calls until they have. The lasting fix is the watch, which looks only at what changed: run \`watchman watch-project .\` once in the repository and set DIFFGATE_WATCHMAN=1 in the agent's hook environment (docs/tripwire.md, "The watch"). Or give the hook more time: DIFFGATE_HOOK_TIMEOUT (seconds, up to 600) in that environment, within the agent's own hook timeout. \`diffgate doctor\` says how many protected files the watch covers.`,
    recordWhole: (tool) => `This ${tool} call did not run: diffgate is still taking its record of the protected files. This call made the record whole, and the hook's time ran out before it could look at every file in it once more.\nnext: make this same call again: it runs once diffgate has looked at the whole record within one call's time.`,
    recordGone: () => 'it was removed',
    partForged: (part, entries, missing) => `its part ${part}, which held what diffgate recorded of ${entries} protected ${entries === 1 ? 'path' : 'paths'}, ${missing ? 'was removed' : 'was rewritten or replaced after diffgate wrote it (the record names each part by its change time and the hash of its bytes)'}, so none of the paths it held could be vouched for`,
    keptCopiesGone: (count) => `the kept ${count === 1 ? 'copy' : 'copies'} of ${count === 1 ? 'a protected file' : `${count} protected files`} in its blobs folder ${count === 1 ? 'was' : 'were'} removed, replaced or altered (a kept copy's bytes must hash to its name)`,
    recordForged: (record, problem, kept, git) => `diffgate's record of the protected files (${record}) was not as diffgate left it: ${problem}. Only a process within the agent's reach changes it.${kept ? ` The record found there is kept at ${kept}.` : ''} ${git ? "Every protected file git's HEAD holds was compared with HEAD instead (HEAD as it was at the person's latest prompt, where the prompt noted it; the commits made since are checked), and judged as if the call had made the difference." : 'A new record was taken; what changed before it cannot be judged.'} Do not touch diffgate's folders (.git/diffgate/, the state folder): they are how the person's rules are kept.`,
    /** What a protected file holds in place of HEAD's version when git's object for it was rewritten (headBaseline.ts). */
    rewrittenPlaceholder: (path, oid) => `diffgate: this file (${path}) could not be put back: git's object ${oid}, HEAD's version of it, was rewritten (its bytes do not hash to its name). The version that was here is kept in .git/diffgate/quarantine/. Restore this file from a copy you trust; \`git fsck\` names the rewritten objects.\n`,
    /** What a protected file holds in place of HEAD's version when HEAD names no commit and nothing names one (headBaseline.ts). */
    unwitnessedPlaceholder: (path) => `diffgate: this file (${path}) could not be put back: diffgate's record was gone and git's HEAD named no commit git has (its branch's ref removed or rewritten, and HEAD's reflog naming none), so nothing said what the file held. The version that was here is kept in .git/diffgate/quarantine/. Put HEAD back on its commit (\`git reflog\`, \`git update-ref\`), then \`git checkout HEAD -- ${path}\`, or restore the file from a copy you trust.\n`,
    headLost: (paths) => `git's HEAD named no commit git has (its branch's ref removed or pointed at an object git does not have, and HEAD's reflog naming none), so nothing said what ${paths.length === 1 ? 'a protected file' : `${paths.length} protected files`} (${paths
        .slice(0, 5)
        .join(', ')}${paths.length > 5 ? ` and ${paths.length - 5} more` : ''}) held: each was judged as changed, now holds a notice where a rule forbids the change, and the version that was there is kept in the quarantine.\nnext: tell the person. They put HEAD back on the commit it named (\`git log --all -n5\` and a clone or remote name it; \`git update-ref refs/heads/<branch> <commit>\`), then \`git checkout HEAD -- <file>\` for each file named.`,
    objectRewritten: (found) => `git's object store was rewritten: ${found.some((f) => f.tree) ? "HEAD's tree of protected files" : `HEAD's version of ${found.length === 1 ? 'a protected file' : `${found.length} protected files`}`} (${found
        .slice(0, 5)
        .map((f) => f.tree
        ? `the folder ${f.path === '.' ? 'at the top' : f.path}: tree object ${f.oid}`
        : `${f.path}: object ${f.oid}`)
        .join(', ')}${found.length > 5 ? ` and ${found.length - 5} more` : ''}) no longer holds the bytes its name is the hash of, so git's HEAD cannot say what ${found.length === 1 && found[0]?.tree !== true ? 'that file' : 'those files'} held.${found.some((f) => f.tree) ? " The protected files in a folder whose tree object was rewritten were compared with git's index instead (as it was before the call, unless the call staged its change)." : ''} Each such file now holds a notice where a rule forbids the change, and the version that was there is kept in the quarantine. Only a process within the agent's reach rewrites git's objects.\nnext: tell the person. They run \`git fsck\`, which names each rewritten object (a "hash mismatch"), delete those object files, take the objects back from a clone or remote they trust (\`git cat-file blob <object>\` there, \`git hash-object -w --stdin\` here), then \`git checkout HEAD -- <file>\`. Until then \`git checkout\` and \`git restore\` write the rewritten bytes.`,
    headerCommits: (tool) => `diffgate checked the commits this ${tool} call made.`,
    changed: (path, what) => (what === '' ? `${path} was changed.` : `${path} was changed: ${what}`),
    noun: (kind) => kindNoun[kind] ?? `a file protected by a ${kind} rule`,
    restored: (kept, existed) => `${existed ? 'It is back to its content, mode and type from before the call' : 'It did not exist before the call and was moved away'}${kept ? `; the call's version is kept at ${kept}` : ''}.`,
    putBack: 'put back:',
    why: 'why:',
    next: 'next:',
    nextEdit: (edit) => `If the change is needed, make it with the ${edit} tool, whose proposed change diffgate can check before it happens; if the rule forbids it, show the person the change you intended and why, and wait for them to decide.`,
    nextGate: () => 'Do not try to switch diffgate, git hooks or their settings off. Tell the person what you needed, and let them change the setup.',
    nextSecret: () => 'Do not create secret files. If the task needs one, ask the person to create it, or to add an "allow" line for a fixture that is not a secret.',
    workaround: () => 'Do not work around this by changing another file instead, or by making the same change another way (another tool, a script, a background process).',
    stragglers: (found, unknown) => unknown
        ? "diffgate could not list the processes running on this machine (no /proc, no ps), so it cannot tell whether the last turn left one running: what changed after that turn ended is judged as the agent's, as above."
        : `Processes started during the last turn were still running: ${found
            .slice(0, 8)
            .map((p) => `${p.pid} (${p.name})`)
            .join(', ')}${found.length > 8 ? ` and ${found.length - 8} more` : ''}. While any runs, what changes after the turn ended is judged as the agent's, not the person's. next: if you started them (a background job, a process left behind), stop them (kill ${found
            .slice(0, 8)
            .map((p) => p.pid)
            .join(' ')}) and do not leave processes that write files after your turn. If the person made the change themselves, tell them where their version is kept: they keep it by making it again with the release phrase in their message.`,
    promptNotClient: (why, sender, client) => `diffgate: this prompt was sent by ${sender === undefined ? 'a process diffgate could not identify' : `process ${sender}`}, ${why === 'namespaces'
        ? `in other namespaces (user, pid, mount) than this session's client (process ${client}) runs its hooks in`
        : why === 'client'
            ? `not by process ${client}, which sent this session's previous prompt and is still running`
            : "a process started during this session's last turn (by the agent's calls, not by the person)"}: a command run by the agent can send a prompt event, so this one is not taken as the person's. It starts no turn, its release phrases release nothing, and what changed since the last check is judged as the agent's. next: if you are the person and typed it, ${why === 'client'
        ? `run the session in one client only (end process ${client} if it is an old client of this session)`
        : why === 'namespaces'
            ? 'run the client as you ran it before (not inside another sandbox or container), or start a new session'
            : 'end the processes the last turn left running (they are named when they are found)'}, then write your message again.`,
    release: (phrases) => `A person can let such a change stand: they include ${phrases.map((p) => JSON.stringify(p)).join(' or ')} in their next message, and the change is then kept for that turn (recorded in the audit log).`,
    commit: (sha, subject) => `Commit ${sha.slice(0, 12)} (${JSON.stringify(subject)}) breaks a rule:`,
    commitRecorded: (record) => `The commit was left as it is, and recorded in ${record}: pre-push refuses it whatever its message says, until a person pushes it with DIFFGATE_RELEASE set.`,
    commitNext: () => 'Undo the commit (git reset --soft HEAD~1), put the protected file back (git checkout HEAD~1 -- <path> before the reset, or git restore --source=HEAD --staged --worktree <path> after it), and commit again; or show the person the commit and why, and wait for them to decide.',
    commitVia: (refs) => `It came in through ${refs.join(', ')}, which no fetch from that remote moved there: a remote-tracking ref is a file in this repository, not the remote, and a commit put there from a path, another repository or git update-ref is judged like your own.`,
    commitViaNext: () => 'Take it out as below (the commit stays in git, so nothing is lost), and do not bring it in another way; show the person the commit and why, and wait for them to decide.',
    commitViaRun: (refs, headBefore) => [
        ...(headBefore ? [`git reset -q ${headBefore}`] : []),
        ...refs.map((r) => `git update-ref -d ${r}`),
    ],
    run: 'run:',
    commitsMore: (n, folder) => `And ${n === 1 ? '1 more commit' : `${n} more commits`} that break a rule, each recorded in ${folder} like those above (pre-push refuses them): so many commits made in one call are not the person's work; show the person, and wait for them to decide.`,
    commitErrorsMore: (n) => `And ${n} more commits that could not be checked.`,
    /** HEAD named `from` before the call and names no commit after it (tripwire.ts, review 8 H1, H2). */
    headLostInCall: (from) => `HEAD named commit ${from} before the call and names no commit now: its branch's ref was removed or made to name an object git does not have, or HEAD was pointed at a branch that does not exist. The next commit would have nothing to be judged against (pre-commit then judges it against the commit HEAD's reflog last named, and refuses it when none is named).\nnext: tell the person. Put HEAD back on its commit (\`git update-ref refs/heads/<branch> ${from}\`, or \`git checkout <branch>\`); do not remove or rewrite git's refs by hand.`,
    commitError: (detail) => `The commits made during the call could not be checked: ${detail}`,
    unreadable: (path, why) => `${path} changed but cannot be read back to judge it (${why}).`,
    unreadableReason: () => 'A change that cannot be judged is not let through (fail closed).',
    tooLarge: (bytes, mib) => `${bytes} bytes, over the ${mib} MiB the tripwire reads to judge a file within the hook's time limit`,
    lockHeld: (lock, pid, seconds) => pid === undefined
        ? `the tripwire's lock ${lock} could not be taken within the hook's time limit (${seconds} s): something keeps putting a file in its place, so this call could not be checked. The person stops the process that writes there and removes ${lock}`
        : `the tripwire's lock ${lock} is held by process ${pid}, another diffgate hook still at work; this hook waited ${seconds} s for it and could not check this call within its time limit. Retry the call once; if this comes again and no diffgate hook is running (ps -p ${pid} shows none), the person removes the folder ${lock}`,
    storeMode: (path, was, now) => `diffgate's folder ${path} had its permissions set to ${was}, which kept every diffgate hook from reading it: a process within the agent's reach did that. diffgate set them back to ${now}, and judged what changed.`,
    storeNotFolder: (path, stood, aside) => `diffgate's folder ${path} was ${stood}, not the folder diffgate keeps there: a process within the agent's reach replaced it, and every diffgate hook failed on it. What stood there is kept at ${aside}; diffgate made the folder anew.`,
    storeReplaced: () => 'the folder that held it was replaced',
    lockStopped: (pid) => `diffgate's hook process ${pid} held the tripwire's lock but was stopped (SIGSTOP: state T in /proc/${pid}/stat), so it could not finish judging a call, and while a hook does not answer the client lets calls through. This hook took the lock over and judged what changed.`,
    storeNext: () => "next: stop whatever you left running that changes diffgate's folders (.git/diffgate/) or stops its processes, and do not touch them again; tell the person what happened, then make this call again.",
    witnessTooLarge: (mib) => `it is over the ${mib} MiB diffgate reads of it`,
    witnessUnreadable: (detail) => `it cannot be read (${detail})`,
    witnessNotJson: () => 'it is not the JSON diffgate writes',
    witnessOtherGit: (git) => `it names another git folder (${git}) than this repository's`,
    witnessNoList: () => 'the list of the gate paths it holds is missing',
    witnessEntriesMissing: (n) => `${n === 1 ? 'the entry of 1 gate path it lists is' : `the entries of ${n} gate paths it lists are`} missing or not listed`,
    witnessBroken: (file, why, unknown) => `diffgate's witness of the gate files git's HEAD does not hold (${file}) was not as diffgate left it: ${why}. Only a process within the agent's reach changes it. So what those files held before cannot be known, and none of them is taken as unchanged: ${unknown.length === 0
        ? 'none of them is there now.'
        : `${unknown.length === 1 ? 'this one, which is there now, is judged as changed by the call and left as it is (there is nothing to put it back to)' : `these ${unknown.length}, which are there now, are judged as changed by the call and left as they are (there is nothing to put them back to)`}: ${unknown
            .slice(0, 10)
            .join(', ')}${unknown.length > 10 ? ` and ${unknown.length - 10} more` : ''}.`} A gate file removed cannot be seen this way.\nnext: tell the person at once, and make no more changes to them. The person looks at each of these files for a setting that switches a check off (core.hooksPath, a hook, an alias, a shell function named git) and puts back what they did not write, runs \`diffgate doctor\` (it says whether the git hooks and the agent's hooks are in place), then sends their next message: until then every call is blocked and says which files, and their next message takes the files as they are then.`,
    unknownStill: (paths, quarantine) => `diffgate cannot vouch for ${paths.length === 1 ? 'this gate file' : `these ${paths.length} gate files`}, whose witness was broken (what ${paths.length === 1 ? 'it' : 'they'} held before is not known, so nothing was put back; a copy of each file whose bytes diffgate keeps is in ${quarantine} or the quarantine of the call that found it): ${paths
        .slice(0, 10)
        .join(', ')}${paths.length > 10 ? ` and ${paths.length - 10} more` : ''}. Every call is blocked with this until the person's next message.\nnext: tell the person at once; they check ${paths.length === 1 ? 'it' : 'them'} for a setting that switches a check off, run \`diffgate doctor\`, then send their next message.`,
    restoreFailed: (path, why) => `${path} could not be put back (${why}); tell the person at once, it needs a person's hand.`,
};


/***/ }),

/***/ 6887:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  P: () => (/* binding */ formatManifestError),
  N: () => (/* binding */ parseManifest)
});

// EXTERNAL MODULE: ./.build/js/src/core/rule.js
var rule = __nccwpck_require__(9307);
;// CONCATENATED MODULE: ./.build/js/src/core/messages/manifest.js
/** The manifest parser's errors: each names what was expected. */
const manifestText = {
    unknownKind: (kind) => `unknown rule kind ${JSON.stringify(kind)}: expected one of freeze (A), invariant (B), append (C), budget, deny, allow, save-gate, release, command-allow, command-ask, command-deny`,
    missingColumns: (n) => `expected 3 or 4 TAB-separated columns (rule, pattern, reason [, options]) but found ${n}: separate columns with a TAB, not spaces`,
    extraColumns: (n) => `expected at most 4 TAB-separated columns (rule, pattern, reason, options) but found ${n}: options are separated by spaces, not TABs`,
    emptyReason: () => 'expected a reason: one sentence saying why the rule exists',
    emptyPattern: (kind) => kind === 'release'
        ? 'expected the release phrase a person types, e.g. "guard release"'
        : kind.startsWith('command-')
            ? 'expected a command prefix, e.g. "git push --force"'
            : 'expected a glob pattern, e.g. "config/**"',
    patternSpaces: () => 'expected a pattern without leading or trailing spaces',
    patternTooLong: (n, max) => `expected a pattern of at most ${max.toLocaleString('en-US')} characters, not ${n.toLocaleString('en-US')}`,
    patternBackslash: (p) => `expected "/" as the path separator in ${JSON.stringify(p)}, not "\\"`,
    patternTrailingSlash: (p) => `expected a pattern without a trailing "/", which matches no file: ${JSON.stringify(`${p}**`)} for everything under the folder`,
    patternDotSlash: (p) => `expected a repository-relative pattern without a leading "./": ${JSON.stringify(p.slice(2))}`,
    patternDotDot: (p) => `expected a pattern without ".." segments: ${JSON.stringify(p)}`,
    patternUnbalanced: (p, c) => `expected balanced brackets in glob ${JSON.stringify(p)}: "${c}" has no partner`,
    patternInvalid: (p, why) => `expected a valid glob, ${JSON.stringify(p)} is not: ${why}`,
    unknownOption: (kind, key, known) => known.length === 0
        ? `unknown option ${JSON.stringify(key)}: ${kind} takes no options`
        : `unknown option ${JSON.stringify(key)} for ${kind}: expected ${known.map((k) => `${k}=...`).join(' or ')}`,
    optionNeedsValue: (key) => `expected key=value, found ${JSON.stringify(key)} without a value`,
    duplicateOption: (key) => `option ${JSON.stringify(key)} is given twice`,
    badNumber: (key, value) => `expected ${key}=N with N a positive whole number, found ${JSON.stringify(value)}`,
    badValue: (key, value, expected) => `expected ${key}=${expected}, found ${JSON.stringify(value)}`,
    badRegex: (key, value, why) => `expected ${key}=REGEX with REGEX a JavaScript regular expression (the rest of the column), found ${JSON.stringify(value)}: ${why}`,
    headWithAtEnd: () => 'expected head=REGEX or at=end, not both: with head= new sections go above the released part',
    budgetNeedsLimit: () => 'expected a limit for budget: lines=N, bytes=N or both',
};

;// CONCATENATED MODULE: ./.build/js/src/core/parseManifest.js
/**
 * The TSV manifest parser. Collects every malformed line, each with file, line, column and what
 * was expected, so a user fixes them all in one pass. Pure: takes the text, returns data.
 */


function formatManifestError(e) {
    return `${e.file}:${e.line}:${e.column}: ${e.message}`;
}
const positiveInt = (key) => (value) => /^[1-9][0-9]*$/.test(value) && Number.isSafeInteger(Number(value))
    ? { [key]: Number(value) }
    : manifestText.badNumber(key, value);
const OPTIONS = {
    append: { at: (v) => (v === 'end' ? { atEnd: true } : manifestText.badValue('at', v, 'end')), head: headOption },
    budget: { lines: positiveInt('lines'), bytes: positiveInt('bytes') },
    'save-gate': {
        words: (v) => {
            const words = v.split(',').map((w) => w.trim().toLowerCase());
            return words.some((w) => w === '')
                ? manifestText.badValue('words', v, 'a comma-separated list of words')
                : { words };
        },
    },
};
/** Options whose value is the rest of the column (a regular expression may hold spaces). */
const REST_OF_COLUMN = new Set(['head']);
function headOption(value) {
    if (value === '')
        return manifestText.badRegex('head', value, 'it is empty');
    const problem = regexProblem(value);
    return problem === undefined ? { head: value } : manifestText.badRegex('head', value, problem);
}
/** Why `source` does not compile as a regular expression, or undefined when it does. */
function regexProblem(source) {
    try {
        new RegExp(source);
        return undefined;
    }
    catch (e) {
        return e.message;
    }
}
function parseManifest(text, file) {
    const rules = [];
    const errors = [];
    // A UTF-8 byte order mark (some Windows editors write one) is not part of the first rule kind.
    const lines = (text.startsWith('\uFEFF') ? text.slice(1) : text).split('\n');
    lines.forEach((raw, index) => {
        const lineNo = index + 1;
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line.trim() === '' || line.trimStart().startsWith('#'))
            return;
        const lineErrors = [];
        const err = (column, message) => lineErrors.push({ file, line: lineNo, column, message });
        const cols = line.split('\t');
        const starts = [];
        let at = 1;
        for (const c of cols) {
            starts.push(at);
            at += c.length + 1;
        }
        const [kindText = '', pattern = '', reason = '', optionsText = ''] = cols;
        const kind = rule/* RULE_KINDS */.rI.includes(kindText)
            ? kindText
            : rule/* KIND_ALIASES */.U9[kindText];
        if (!kind)
            err(1, manifestText.unknownKind(kindText));
        if (cols.length < 3) {
            err(line.length + 1, manifestText.missingColumns(cols.length));
        }
        else if (cols.length > 4) {
            err(starts[4], manifestText.extraColumns(cols.length));
        }
        if (cols.length >= 2) {
            const problem = kind ? checkPattern(kind, pattern) : undefined;
            if (problem)
                err(starts[1], problem);
        }
        if (cols.length >= 3 && reason.trim() === '')
            err(starts[2], manifestText.emptyReason());
        const options = {};
        const written = kind && cols.length === 4 ? parseOptions(kind, optionsText, starts[3], options, err) : new Set();
        // a limit written with a bad value has its own error; only a limit not written at all is missing
        if (kind === 'append' && options.head !== undefined && options.atEnd)
            err(starts[3], manifestText.headWithAtEnd());
        if (kind === 'budget' && cols.length >= 3 && !written.has('lines') && !written.has('bytes')) {
            err(cols.length === 4 ? starts[3] : line.length + 1, manifestText.budgetNeedsLimit());
        }
        if (lineErrors.length > 0 || !kind) {
            errors.push(...lineErrors);
            return;
        }
        rules.push({
            kind,
            pattern,
            reason,
            options,
            file,
            line: lineNo,
            optionsText: cols.length === 4 ? optionsText : '',
        });
    });
    return { file, rules, errors };
}
/** Parses the options column into `into`; returns the known keys it mentions, valid or not. */
function parseOptions(kind, text, column, into, err) {
    const spec = OPTIONS[kind] ?? {};
    const seen = new Set();
    const mentioned = new Set();
    let offset = 0;
    for (let word of text.split(' ')) {
        const start = offset;
        const col = column + offset;
        offset += word.length + 1;
        if (word === '')
            continue;
        const eq = word.indexOf('=');
        const key = eq === -1 ? word : word.slice(0, eq);
        const rest = eq !== -1 && REST_OF_COLUMN.has(key) && spec[key] !== undefined;
        if (rest)
            word = text.slice(start);
        const parse = spec[key];
        if (!parse) {
            err(col, manifestText.unknownOption(kind, key, Object.keys(spec)));
            continue;
        }
        mentioned.add(key);
        if (eq === -1) {
            err(col, manifestText.optionNeedsValue(key));
            continue;
        }
        if (seen.has(key)) {
            err(col, manifestText.duplicateOption(key));
            continue;
        }
        seen.add(key);
        const result = parse(word.slice(eq + 1));
        if (typeof result === 'string')
            err(col, result);
        else
            Object.assign(into, result);
        if (rest)
            break;
    }
    return mentioned;
}
function checkPattern(kind, pattern) {
    if (pattern.trim() === '')
        return manifestText.emptyPattern(kind);
    if (pattern !== pattern.trim())
        return manifestText.patternSpaces();
    if (!(0,rule/* isPathKind */.U3)(kind))
        return undefined;
    if (pattern.length > MAX_PATTERN)
        return manifestText.patternTooLong(pattern.length, MAX_PATTERN);
    if (pattern.includes('\\'))
        return manifestText.patternBackslash(pattern);
    if (pattern.startsWith('./'))
        return manifestText.patternDotSlash(pattern);
    // a glob ending in `/` matches no file, so `freeze config/` would protect nothing
    if (pattern.endsWith('/'))
        return manifestText.patternTrailingSlash(pattern);
    if (DOT_DOT.test(pattern))
        return manifestText.patternDotDot(pattern);
    const unbalanced = unbalancedBracket(pattern);
    if (unbalanced)
        return manifestText.patternUnbalanced(pattern, unbalanced);
    // Globs are compiled when first matched, not here: a 1,000-line manifest must not cost 1,000
    // regex compilations per commit. Unbalanced brackets are what picomatch's strict mode rejects.
    return undefined;
}
/**
 * picomatch refuses to compile a glob over 65,536 characters; refused here, with room for `~/`
 * becoming the home folder, so that such a line is an error where it is, not when a path first
 * meets it (or never, when the hook's pre-checks do not need that rule).
 */
const MAX_PATTERN = 32_768;
/** A `..` segment. */
const DOT_DOT = /(^|\/)\.\.(\/|$)/;
const BRACKETS = /[[\]{}()]/;
const PAIRS = { ']': '[', '}': '{', ')': '(' };
/** The first bracket of `[]`, `{}` or `()` left open or closed without an opening, if any. */
function unbalancedBracket(pattern) {
    if (!BRACKETS.test(pattern))
        return undefined; // most patterns: no bracket to balance
    const stack = [];
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            i++;
            continue;
        }
        if (c === '[' || c === '{' || c === '(')
            stack.push(c);
        else if (c in PAIRS) {
            if (stack.pop() !== PAIRS[c])
                return c;
        }
    }
    return stack.pop();
}


/***/ }),

/***/ 9307:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O_: () => (/* binding */ DEFAULT_SAVE_WORDS),
/* harmony export */   U3: () => (/* binding */ isPathKind),
/* harmony export */   U9: () => (/* binding */ KIND_ALIASES),
/* harmony export */   qR: () => (/* binding */ isOutsidePattern),
/* harmony export */   rI: () => (/* binding */ RULE_KINDS),
/* harmony export */   yG: () => (/* binding */ releasePhrases)
/* harmony export */ });
/* unused harmony export DEFAULT_RELEASE_PHRASE */
/** Letters from the seed's manifest: A freeze, B invariant, C append. */
const KIND_ALIASES = { A: 'freeze', B: 'invariant', C: 'append' };
const RULE_KINDS = [
    'freeze',
    'invariant',
    'append',
    'budget',
    'deny',
    'allow',
    'save-gate',
    'release',
    'command-allow',
    'command-ask',
    'command-deny',
];
function isPathKind(kind) {
    return kind !== 'release' && !kind.startsWith('command-');
}
/** A path rule's pattern that names files outside the repository (Claude adapter only). */
function isOutsidePattern(pattern) {
    return pattern.startsWith('~/') || pattern.startsWith('/');
}
const DEFAULT_RELEASE_PHRASE = 'guard release';
/** The phrases that release a block: the manifest's `release` rules, else the default. */
function releasePhrases(rules) {
    const phrases = rules.filter((r) => r.kind === 'release').map((r) => r.pattern);
    return phrases.length > 0 ? phrases : [DEFAULT_RELEASE_PHRASE];
}
const DEFAULT_SAVE_WORDS = ['save', 'remember'];


/***/ }),

/***/ 9792:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ location)
/* harmony export */ });
/* unused harmony exports isBlocked, violationRecord */
function isBlocked(verdict) {
    return verdict.violations.length > 0;
}
/** A violation as a JSON record: the same keys whatever the rule (null where one does not apply). */
function violationRecord(v) {
    return {
        rule: v.rule,
        path: v.path,
        line: v.line ?? null,
        endLine: v.endLine ?? null,
        reason: v.reason,
        message: v.message,
        next: v.next,
        source: v.source ?? null,
    };
}
/** Where a finding is, for people: `path`, `path:line` or `path:line-endLine`. */
function location(v) {
    if (v.line === undefined)
        return v.path;
    return v.endLine !== undefined ? `${v.path}:${v.line}-${v.endLine}` : `${v.path}:${v.line}`;
}


/***/ }),

/***/ 1186:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ readRegularText),
/* harmony export */   SX: () => (/* binding */ NotReadable),
/* harmony export */   VX: () => (/* binding */ readRegular),
/* harmony export */   lf: () => (/* binding */ openRegular)
/* harmony export */ });
/* unused harmony export READ_LIMIT */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/**
 * Every file the hook reads goes through here: only a regular file, and only up to a bound.
 * A FIFO would block the read forever, a device (`/dev/zero`, `/dev/urandom`) never ends and a
 * socket cannot be opened at all; any of them would keep the hook from answering, and Claude Code
 * runs the call when its hook does not answer. So the path is checked before it is opened, opened
 * without blocking (a FIFO opens at once, with or without a writer) and checked again on the open
 * descriptor (the path may have been swapped between the two), and never more than `limit` bytes
 * are read.
 */

/** The default bound: manifests, patches and files under edit larger than this are not read. */
const READ_LIMIT = 32 * 1024 * 1024;
/** Why a file was not read: it is not a regular file, or it is larger than the bound. */
class NotReadable extends Error {
    path;
    why;
    constructor(path, why, detail) {
        super(`${path} ${detail}`);
        this.path = path;
        this.why = why;
    }
}
const kindOf = (s) => s.isFIFO()
    ? 'a FIFO (named pipe)'
    : s.isSocket()
        ? 'a socket'
        : s.isCharacterDevice() || s.isBlockDevice()
            ? 'a device'
            : s.isDirectory()
                ? 'a directory'
                : 'not a regular file';
/**
 * The bytes of a regular file (symlinks followed). Throws the fs error as it is (ENOENT, EACCES,
 * ...) and NotReadable for anything but a regular file or one larger than `limit`.
 */
function readRegular(path, limit = READ_LIMIT) {
    const fd = openRegular(path, limit);
    try {
        const s = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        // One byte more than the size: a file that grew since fstat is read on, up to the bound.
        let buf = Buffer.allocUnsafe(Math.min(limit + 1, s.size + 1));
        let n = 0;
        for (;;) {
            const r = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, n, buf.length - n, null);
            if (r === 0)
                return buf.subarray(0, n);
            n += r;
            if (n > limit)
                throw tooLarge(path, limit);
            if (n === buf.length) {
                const bigger = Buffer.allocUnsafe(Math.min(limit + 1, buf.length * 2));
                buf.copy(bigger, 0, 0, n);
                buf = bigger;
            }
        }
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * A descriptor of a regular file, for reading: checked before it is opened, opened without
 * blocking, and checked again on the descriptor. The caller closes it.
 */
function openRegular(path, limit = Number.MAX_SAFE_INTEGER) {
    checkRegular(path, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path), limit);
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    try {
        checkRegular(path, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd), limit);
    }
    catch (e) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw e;
    }
    return fd;
}
function checkRegular(path, s, limit) {
    if (!s.isFile())
        throw new NotReadable(path, 'not-regular', `is ${kindOf(s)}, not a regular file`);
    if (s.size > limit)
        throw tooLarge(path, limit);
}
/** The text of a regular file (UTF-8), as readRegular. */
function readRegularText(path, limit = READ_LIMIT) {
    return readRegular(path, limit).toString('utf8');
}
function tooLarge(label, limit) {
    return new NotReadable(label, 'too-large', `is larger than ${limit} bytes, more than the hook reads`);
}


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Qw: () => (/* binding */ DiffgatePlugin),
  tm: () => (/* binding */ blockMessage),
  Ay: () => (/* binding */ opencode_plugin),
  Xp: () => (/* binding */ opencodeCalls)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./.build/js/src/core/messages/agents.js
/** What other agents' hooks say (Codex, Gemini CLI, Cursor, Copilot CLI, OpenCode) beyond the Claude hook's text. */
/** Why each client may skip the hooks diffgate installed (as the pinned versions do), said by install. */
const trustNeed = {
    codex: 'Codex runs project hooks only in a trusted folder whose hooks were reviewed, and says nothing when it skips them (Codex 0.169.0)',
    gemini: 'Gemini CLI runs hooks only in a trusted folder, and headless it exits 55 in an untrusted one; hooksConfig.enabled false or the command in hooksConfig.disabled switch the hooks off (Gemini CLI 0.61.0)',
    copilot: 'Copilot CLI loads project hooks only in a trusted folder, and copilot -p in an untrusted one runs none and says nothing (Copilot CLI 1.0.102)',
};
/** What makes the client load them here: the next step of install's note and of doctor's finding. */
const trustFix = {
    codex: (root) => `run \`codex exec --trust\` once in ${root} (or add [projects."${root}"] trust_level = "trusted" to ~/.codex/config.toml), then review the hooks in Codex's /hooks; or run: diffgate install --codex --user`,
    gemini: (root) => `trust the folder when Gemini asks, or add {"${root}": "TRUST_FOLDER"} to ~/.gemini/trustedFolders.json (headless: GEMINI_CLI_TRUST_WORKSPACE=true or --skip-trust)`,
    copilot: (root) => `trust the folder when Copilot asks, or add "${root}" to "trustedFolders" in ~/.copilot/config.json; or run: diffgate install --copilot --user`,
};
const agentsText = {
    usage: (agents) => `usage: diffgate hook ${agents.join('|')}   (reads the agent's hook JSON on standard input)`,
    /** An agent whose protocol cannot ask a person: a call the command policy would ask about is blocked. */
    askBlocked: (agent, reason) => `diffgate: this call needs a person's approval (${reason}). ${agent} hooks cannot ask the person, so the call is blocked. Tell the person what you wanted to run and why; they run it themselves, or release it with the release phrase.`,
    input: {
        badJson: (agent, detail) => `the input on stdin is not JSON (${detail}); expected the JSON object ${agent} sends a command hook`,
        notObject: (agent) => `the input on stdin is not a JSON object; expected the object ${agent} sends a command hook`,
        field: (agent, name, expected) => `the ${agent} input's "${name}" is missing or not ${expected}`,
        unknownEvent: (agent, event, expected) => `unknown ${agent} hook event ${JSON.stringify(event)}: expected ${expected.join(', ')} (install the hook with "diffgate install --${agent.toLowerCase().split(' ')[0]}")`,
        unknownTool: (agent, tool, expected) => `unknown ${agent} tool ${JSON.stringify(tool)}: expected ${expected.join(', ')} (the installed hook's matcher names only these)`,
    },
    install: {
        installed: (agent, file, events) => `added the ${agent} hooks to ${file} (${events.join(', ')}).`,
        already: (agent, file) => `the ${agent} hooks are already in ${file}; nothing changed.`,
        removed: (agent, file) => `removed the ${agent} hooks from ${file}.`,
        absent: (file) => `${file} has no diffgate hooks; nothing changed.`,
        badSettings: (file, detail) => `${file} is not a JSON object (${detail}); fix it by hand, then run the install again.`,
        badHooks: (file, event) => `${file} has a "hooks.${event}" that is not a list; fix it by hand, then run the install again.`,
        notOurs: (file) => `${file} exists and was not written by diffgate; move it away, then run the install again.`,
        /** What each client needs before it runs the project hooks just installed (seen on the pinned versions). */
        trust: {
            codex: (root) => `${trustNeed.codex}: ${trustFix.codex(root)}.`,
            gemini: (root) => `${trustNeed.gemini}: ${trustFix.gemini(root)}.`,
            copilot: (root) => `${trustNeed.copilot}: ${trustFix.copilot(root)}.`,
        },
        noPostEvent: (agent) => `${agent} has no event after a tool runs that diffgate can use, so its tripwire does not run there; the git hooks and the Action still judge every commit.`,
    },
    doctor: {
        group: () => 'agent hooks (Codex, Gemini CLI, Cursor, Copilot CLI, OpenCode)',
        settingsCheck: (agent) => `${agent} hooks`,
        probeCheck: (agent) => `${agent} hook denies`,
        notInstalled: () => "no agent hooks but Claude Code's installed (diffgate install --codex, --gemini, --cursor, --copilot or --opencode)",
        installed: (file, events, post) => `${file}: ${events.join(', ')} run diffgate; after each tool call: ${post}`,
        missing: (file, events) => `${file} has no diffgate hook for ${events.join(', ')}`,
        reinstall: (agent, user) => `run: diffgate install --${agent}${user ? ' --user' : ''}`,
        loadsCheck: (agent) => `${agent} hooks load`,
        loads: (why) => `the client will load the installed hooks here: ${why}`,
        untrusted: (agent, root, where) => `${agent} does not trust ${root} (${where}), so it loads none of the project hooks there and says nothing about it: every call goes through unjudged`,
        reviewedCheck: (agent) => `${agent} hooks reviewed`,
        reviewed: (n, config) => `${config} records each of diffgate's ${n} Codex hooks as reviewed with its current hash: Codex runs them`,
        unreviewed: (keys, n, config) => `Codex runs a hook only once ${config} records its current hash as reviewed ([hooks.state."<key>"] trusted_hash, written by /hooks) and does not disable it; ${keys.length} of diffgate's ${n} hooks are not (never reviewed, disabled, or changed since: an install after diffgate or node changed writes a new command), so Codex skips them and codex exec says nothing: ${keys.join(', ')}`,
        reviewFix: (root) => `open Codex in ${root}, run /hooks and trust diffgate's hooks (again after each diffgate install)`,
        switchedOff: (file, how) => `${file} switches the Gemini CLI hooks off (${how}): they never run`,
        trustFix,
        hooksOnFix: (file) => `remove hooksConfig.enabled false and diffgate's command from hooksConfig.disabled in ${file}`,
        probeDenied: (path) => `the installed command denied a synthetic edit of ${path}`,
        probeNotDenied: (path, status, output) => `the installed command did not deny a synthetic edit of ${path} (exit ${status}): ${output.trim().slice(0, 300)}`,
    },
    readMany: {
        tooWide: (limit) => `the read_many_files call reaches more than ${limit} files and folders, too many to judge one by one; read the files you need by name or with a narrower include`,
    },
    patch: {
        syntax: (line, detail) => `the apply_patch input is not a patch diffgate can read (line ${line}: ${detail})`,
        noMatch: (path, detail) => `the patch cannot be applied to ${path} as it is now: ${detail}`,
        unreadable: (path, detail) => `the patch updates ${path}, which cannot be read: ${detail}`,
    },
};

;// CONCATENATED MODULE: ./.build/js/src/agent/decision.js
/** The decision layer's answer to one event: data, which each adapter renders in its agent's protocol. */
const NONE = { verdict: 'none', message: '' };

// EXTERNAL MODULE: ./.build/js/src/agent/failure.js
var failure = __nccwpck_require__(2897);
// EXTERNAL MODULE: ./.build/js/src/agent/ownState.js
var ownState = __nccwpck_require__(6946);
// EXTERNAL MODULE: ./.build/js/src/core/messages/claude.js
var claude = __nccwpck_require__(5026);
// EXTERNAL MODULE: ./.build/js/src/core/messages/tripwire.js
var tripwire = __nccwpck_require__(6778);
;// CONCATENATED MODULE: ./.build/js/src/agent/clientNotice.js

/**
 * Text a client sends through its prompt event that no person typed. Claude Code 2.1.328 sends a
 * background task's completion (a `run_in_background` Bash, a background `Agent`) as a
 * UserPromptSubmit whose prompt is `<task-notification>...</task-notification>`, with nothing else in
 * the payload to tell it from the person's prompt (conformance/claude/FINDINGS.md). It carries text
 * the model wrote (the task's `description` in `<summary>`, a subagent's last words in `<result>`),
 * so it must release nothing, and it does not start the person's turn: what the task changed is the
 * agent's, and is judged.
 */
const NOTICE = /^\s*<task-notification>/;
/**
 * diffgate's own end-of-turn block (tripwireText.header for Stop) sent back as a prompt: Gemini CLI
 * 0.61.0 starts a retry turn after AfterAgent's exit 2 whose BeforeAgent `prompt` is the hook's
 * stderr, shaped like a person's prompt. The text names the release phrase (and paths the model
 * chose), so it must release nothing; the retry goes on with the turn it continues.
 */
function isEndOfTurnBlock(prompt) {
    const text = prompt.trimStart();
    const count = /^diffgate found (\d+) /.exec(text)?.[1];
    return text.startsWith(tripwire/* tripwireText */.w.endOfTurnLead(count === undefined ? 1 : Number(count)));
}
/**
 * Any end-of-turn block of diffgate's, by the line runHook puts at its end (tripwireText.endOfTurnMark):
 * a block can begin otherwise (refused commits, which quote the subject the model chose; the notice
 * of a forged record before the lead; a failure), so the lead alone let the model's words pass for
 * the person's (review 4 G1, G2). Spaces are compared loosely, should a client reflow the text; the
 * mark is not secret: a prompt that forges it only loses its release.
 */
const squeeze = (text) => text.replace(/\s+/g, ' ');
const MARK = squeeze(tripwire/* tripwireText */.w.endOfTurnMark);
const carriesMark = (prompt) => squeeze(prompt).includes(MARK);
function isClientNotice(prompt) {
    return NOTICE.test(prompt) || isEndOfTurnBlock(prompt) || carriesMark(prompt);
}
/** An end-of-turn block's text as the hook gives it: marked at its end, so that it never comes back as the person's. */
function markEndOfTurn(message) {
    return carriesMark(message) ? message : `${message.replace(/\n+$/, '')}\n\n${tripwire/* tripwireText */.w.endOfTurnMark}\n`;
}

// EXTERNAL MODULE: ./.build/js/src/agent/commands/clearedBash.js
var clearedBash = __nccwpck_require__(3920);
// EXTERNAL MODULE: ./.build/js/src/agent/context.js
var context = __nccwpck_require__(9252);
// EXTERNAL MODULE: ./.build/js/src/agent/gitDirIdentity.js
var gitDirIdentity = __nccwpck_require__(5918);
// EXTERNAL MODULE: ./.build/js/src/agent/ledger.js
var agent_ledger = __nccwpck_require__(342);
// EXTERNAL MODULE: ./.build/js/src/agent/place.js
var agent_place = __nccwpck_require__(3860);
;// CONCATENATED MODULE: ./.build/js/src/agent/toolInput.js
/**
 * A tool call's arguments (agentEvent.ts `BeforeCall.args`), read field by field by the tool's
 * decision when it needs each: a missing or mistyped field fails with the tool and field named.
 */


const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Typed access to a call's arguments, failing with the tool and field named. */
class ToolInput {
    tool;
    data;
    constructor(tool, data) {
        this.tool = tool;
        this.data = data;
    }
    string(name) {
        const v = this.data[name];
        if (typeof v !== 'string')
            throw new failure/* HookFailure */.Q(claude/* claudeText */.E.input.toolField(this.tool, name, 'a string'));
        return v;
    }
    optionalString(name) {
        return this.data[name] === undefined || this.data[name] === null ? undefined : this.string(name);
    }
    optionalBoolean(name) {
        const v = this.data[name];
        if (v === undefined || v === null)
            return false;
        if (typeof v !== 'boolean')
            throw new failure/* HookFailure */.Q(claude/* claudeText */.E.input.toolField(this.tool, name, 'true or false'));
        return v;
    }
    list(name) {
        const v = this.data[name];
        if (!Array.isArray(v) || !v.every(isObject))
            throw new failure/* HookFailure */.Q(claude/* claudeText */.E.input.toolField(this.tool, name, 'a list of objects'));
        return v.map((item, i) => new ToolInput(`${this.tool} ${name}[${i}]`, item));
    }
}

// EXTERNAL MODULE: ./.build/js/src/agent/personGate.js
var personGate = __nccwpck_require__(3857);
// EXTERNAL MODULE: ./.build/js/src/agent/prompts.js
var prompts = __nccwpck_require__(3112);
// EXTERNAL MODULE: ./.build/js/src/core/verdict.js
var verdict = __nccwpck_require__(9792);
;// CONCATENATED MODULE: ./.build/js/src/agent/render.js
/** The text the model reads on stderr when a call is blocked: what, why, next, in that order. */


function renderDenials(tool, subject, denials, releasePhrases) {
    const out = [claude/* claudeText */.E.header(tool, subject), ''];
    for (const d of denials) {
        const where = d.path === undefined || d.path === '' ? '' : `${(0,verdict/* location */.C5)({ ...d, path: d.path })} `;
        out.push(`${where}[${d.rule}] ${d.message}`);
        out.push(`  ${claude/* claudeText */.E.why} ${d.reason}${d.source ? ` (${d.source})` : ''}`);
        out.push(`  ${claude/* claudeText */.E.next} ${d.next}`);
        out.push('');
    }
    if (denials.some((d) => d.releasable))
        out.push(claude/* claudeText */.E.release([...releasePhrases]));
    out.push(claude/* claudeText */.E.workaround());
    return `${out.join('\n')}\n`;
}

// EXTERNAL MODULE: ./.build/js/src/agent/toolNames.js
var toolNames = __nccwpck_require__(8125);
;// CONCATENATED MODULE: ./.build/js/src/agent/runHook.js
/**
 * One event of an agent's session in (agentEvent.ts, in no agent's words), one Decision out
 * (decision.ts), which the agent's adapter renders in its protocol. Every failure (an unknown
 * tool, an unreadable manifest, an exception, a module that fails to load) is a deny whose message
 * names it: never a throw, because an agent lets the call through when its hook fails.
 * Each tool's decision lives in its own module, loaded only for that tool. For Bash, the command
 * policy may also answer ask or allow, but only when nothing is denied.
 */

















/** Tools that can change files: the tripwire records the protected set before each. */
const CHANGING = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit', 'Delete', 'Bash', 'PowerShell']);
/**
 * An MCP tool (`mcp__<server>__<tool>`, a plugin's `mcp__plugin_...` too): what it does is the
 * server's, so the pre-check cannot read it. Its PreToolUse only begins the call for the tripwire,
 * which judges what it changed at its PostToolUse (docs/tripwire.md).
 */
const isMcp = (tool) => tool.startsWith('mcp__');
const deny = (message) => ({ verdict: 'deny', message });
async function runHook(event, given) {
    // the project's rules, repository and store, as CLAUDE_PROJECT_DIR gives them for Claude Code
    const ports = event.project === undefined ? given : { ...given, env: { ...given.env, CLAUDE_PROJECT_DIR: event.project } };
    const now = ports.now ?? (() => new Date());
    const tools = event.tools;
    try {
        // every adapter's event: a session to keep it under, an absolute folder (checked as Claude Code's payload is)
        if (event.session === '')
            throw new failure/* HookFailure */.Q(claude/* claudeText */.E.input.field('session_id', 'a non-empty string'));
        if (!event.cwd.startsWith('/'))
            throw new failure/* HookFailure */.Q(claude/* claudeText */.E.input.field('cwd', 'an absolute path'));
        const place = (0,agent_place/* locate */.x5)(event.cwd, ports.env, ports.home);
        // a git folder moved away or swapped for another (the record and the hooks went with it) blocks every event
        (0,gitDirIdentity/* checkGitDir */.qU)(place, ports.env);
        const dir = await (0,prompts/* storeDir */.rT)(place, ports.env);
        // the ledger outside the repository vouches for the prompt store's records (ledger.ts)
        const ledger = place.gitDir === null ? undefined : agent_ledger/* Ledger */.O.of(place.gitDir, ports.env, place.home);
        const store = new prompts/* PromptStore */.cV(dir, now, ledger);
        const names = tools ? { names: tools } : {};
        const tripwirePorts = { env: ports.env, now, knownPatterns: ports.knownPatterns, selfDir: ports.selfDir };
        const session = event.session;
        // a prompt the model scheduled (CronCreate, ScheduleWakeup) fires as a plain prompt event: noted when scheduled
        const notice = event.kind === 'prompt' &&
            (isClientNotice(event.prompt) ||
                event.fromModel === true ||
                (await __nccwpck_require__.e(/* import() */ 534).then(__nccwpck_require__.bind(__nccwpck_require__, 7534))).isScheduledPrompt(dir, event.prompt));
        // who sent a prompt: the client, or a command of the agent's running the prompt hook itself (review 2)
        const from = event.kind === 'prompt' && !notice && ledger !== undefined
            ? await senderOf(ledger, session, store, dir, ports.env, now)
            : undefined;
        if (event.kind === 'prompt' && (notice || from?.foreign !== undefined)) {
            // the client's or a model's words (a task notification, a subagent's prompt), not the person's: no release, no person's turn; what the background task
            // changed since the last judgement is judged as the agent's, and the model is told (not blocked: that would drop the notification)
            const { tripwireAfter } = await Promise.all(/* import() | tripwire */[__nccwpck_require__.e(6), __nccwpck_require__.e(900), __nccwpck_require__.e(233), __nccwpck_require__.e(653)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7870));
            const call = { place, storeDir: dir, session, tool: 'TaskNotification', ...names };
            const { message } = await tripwireAfter(call, store, tripwirePorts);
            if (from?.foreign !== undefined) {
                // not the person's prompt: not saved, no turn; the model is told, and so is the person (a client of theirs)
                const said = tripwire/* tripwireText */.w.promptNotClient(from.foreign, from.sender?.p, ledger?.client(session)?.p ?? 0);
                return { verdict: 'none', message: message === '' ? said : `${said}\n\n${message}`, toPerson: true };
            }
            return { verdict: 'none', message };
        }
        if (event.kind === 'prompt') {
            // the checks that find nothing to judge at most prompts are loaded alone; the tripwire's
            // judging, its record's walk and the gate list only where there is work (promptPass.ts)
            const { RECORD_FORMAT, hasRecord, nothingOpen, recordedBefore } = await Promise.all(/* import() | promptPass */[__nccwpck_require__.e(233), __nccwpck_require__.e(618)]).then(__nccwpck_require__.bind(__nccwpck_require__, 103));
            const tripwire = () => Promise.all(/* import() | tripwire */[__nccwpck_require__.e(6), __nccwpck_require__.e(900), __nccwpck_require__.e(233), __nccwpck_require__.e(653)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7870));
            const promptCall = { place, storeDir: dir, session, tool: 'Stop', ...names };
            // a call whose judgement never finished, or what changed while processes the last turn left running
            // were alive (tripwire/stragglers.ts), is judged first: it never becomes the person's
            const judged = !(await nothingOpen(dir, session, store, ports.env, now()));
            const open = judged
                ? await (await tripwire()).tripwireOpenCalls(promptCall, store, tripwirePorts)
                : { message: '' };
            const recorded = await recordedBefore(dir, store, session);
            // the first record is taken before the prompt is saved: the prompt then comes after it, on the person's turn
            if (!recorded && !hasRecord(dir))
                await (await tripwire()).tripwirePrompt(place, dir, recorded, tripwirePorts);
            // the commits the person saw: what a removed record is judged against (tripwire.ts `fromHead`);
            // the remotes they had: whose fetches count as on the remote (remoteTrust.ts). Each is what the
            // session's previous prompt kept when nothing git reads for it changed since (promptGit.ts).
            const { gitPrints } = await Promise.all(/* import() | tripwire */[__nccwpck_require__.e(6), __nccwpck_require__.e(900), __nccwpck_require__.e(233), __nccwpck_require__.e(653)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8504));
            const prints = gitPrints(place, ports.env, dir);
            const kept = await store.previousGit(session);
            const [heads, remotes] = await Promise.all([
                prints.r !== undefined && kept?.git.r === prints.r && kept.heads !== undefined
                    ? kept.heads
                    : (await tripwire()).headsNow(place, ports.env),
                prints.c !== undefined && kept?.git.c === prints.c && kept.remotes !== undefined
                    ? kept.remotes
                    : (await tripwire()).remotesNow(place, ports.env, dir),
            ]);
            // a fresh nonce for the turn, in the ledger and in the prompt store's record: a record put back
            // from another turn is not this one's (review 1 R1-F4); a ledger that cannot be written leaves
            // the record unvouched: no release, no save word (fail closed), the rest goes on
            let nonce;
            try {
                nonce = ledger?.beginTurn(session, event.prompt, heads, now().getTime(), from?.sender, remotes);
            }
            catch {
                nonce = undefined;
            }
            const save = () => store.save(session, event.prompt, RECORD_FORMAT, heads, remotes, nonce, prints);
            // a pass just judged open calls: the prompt must read as after its last act, in a later tick of the kernel's clock
            if (judged) {
                const { saveAfterLastAct } = await Promise.all(/* import() | tripwire */[__nccwpck_require__.e(6), __nccwpck_require__.e(900), __nccwpck_require__.e(233), __nccwpck_require__.e(653)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2379));
                await saveAfterLastAct(external_node_path_.posix.join(dir, ownState/* STORE_OWN */.r.tripwire), save, () => store.latestTime(session));
            }
            else
                await save();
            // told, not blocked (that would drop the person's prompt); the person is told too: their own
            // edit since the turn ended may be among what was put back
            return open.message === '' ? NONE : { verdict: 'none', message: open.message, toPerson: true };
        }
        if (event.kind === 'after' || event.kind === 'end') {
            const tool = event.kind === 'after' ? event.tool : event.subagent ? 'SubagentStop' : 'Stop';
            const call = {
                place,
                storeDir: dir,
                session,
                tool,
                ...names,
                ...(event.kind === 'after' && event.callId ? { toolUseId: event.callId } : {}),
            };
            const { tripwireAfter } = await Promise.all(/* import() | tripwire */[__nccwpck_require__.e(6), __nccwpck_require__.e(900), __nccwpck_require__.e(233), __nccwpck_require__.e(653)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7870));
            const { message } = await tripwireAfter(call, store, tripwirePorts);
            // an end of turn already continued by a block is not blocked again (no endless turn); the put-back stands
            if (message === '' || (event.kind === 'end' && event.continued))
                return { verdict: 'none', message };
            return deny(event.kind === 'end' ? markEndOfTurn(message) : message);
        }
        const rulesFor = (p) => (0,context/* loadRules */.A7)(p, ports.env, ports.knownPatterns);
        const ctx = { place, rules: await rulesFor(place), ...(tools ? { tools } : {}) };
        ctx.ownContext = (real) => (0,context/* contextOf */.Vm)(real, ctx, rulesFor);
        const mcp = isMcp(event.tool);
        if (CHANGING.has(event.tool) || mcp) {
            const call = {
                place,
                storeDir: dir,
                session,
                tool: event.tool,
                ...names,
                ...(event.callId ? { toolUseId: event.callId } : {}),
            };
            // most calls find nothing moved: the full pass (and its code) only when something did
            const { quietBefore } = await Promise.all(/* import() | before */[__nccwpck_require__.e(233), __nccwpck_require__.e(50)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5622));
            if (!(await quietBefore(call, now().getTime(), ports.env))) {
                const { tripwireBefore } = await Promise.all(/* import() | tripwire */[__nccwpck_require__.e(6), __nccwpck_require__.e(900), __nccwpck_require__.e(233), __nccwpck_require__.e(653)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7870));
                // a change found before the call that the person did not make is judged; one put back blocks the call
                const { message } = await tripwireBefore(call, ctx, store, tripwirePorts);
                if (message !== '')
                    return deny(message);
            }
        }
        if (mcp)
            return NONE;
        if (event.tool === 'CronCreate' || event.tool === 'ScheduleWakeup')
            (await __nccwpck_require__.e(/* import() */ 534).then(__nccwpck_require__.bind(__nccwpck_require__, 7534))).noteScheduledPrompt(dir, event.args);
        const found = await decideTool(event, ctx);
        const denials = await (0,personGate/* applyPersonGates */.q)(found.denials, { session, tool: event.tool, toolUseId: event.callId, releasePhrases: ctx.rules.releasePhrases }, store, now);
        if (denials.length > 0) {
            // the call does not run, and gets no after-call event: it is not in progress (tripwire/calls.ts)
            if (CHANGING.has(event.tool)) {
                const { callKey, endCall } = await Promise.all(/* import() | before */[__nccwpck_require__.e(233), __nccwpck_require__.e(50)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2379));
                endCall(external_node_path_.posix.join(dir, ownState/* STORE_OWN */.r.tripwire), callKey(session, event.callId, now().getTime()));
            }
            return deny(renderDenials((0,toolNames/* calledName */.nk)(tools, event.tool), subject(event), denials, ctx.rules.releasePhrases));
        }
        if (found.ask !== undefined)
            return { verdict: 'ask', message: found.ask };
        if (found.allow !== undefined && found.denials.length === 0)
            return { verdict: 'allow', message: found.allow };
        return NONE;
    }
    catch (e) {
        // a failure at the end of the turn blocks it too, and its text may name what the model chose
        return deny(event.kind === 'end' ? markEndOfTurn((0,failure/* failureText */.k)(e)) : (0,failure/* failureText */.k)(e));
    }
}
/**
 * Who sent a prompt, judged against the session's client and its last turn (from its previous
 * prompt to the agent's last act: tripwire/promptSender.ts). A store that cannot be read gives no
 * last turn; the client's rule still stands.
 */
async function senderOf(ledger, session, store, dir, env, now) {
    const [{ promptFrom }, { lastActed }] = await Promise.all([
        Promise.all(/* import() | tripwire */[__nccwpck_require__.e(6), __nccwpck_require__.e(900), __nccwpck_require__.e(233), __nccwpck_require__.e(653)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6363)),
        Promise.all(/* import() | before */[__nccwpck_require__.e(233), __nccwpck_require__.e(50)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2379)),
    ]);
    let lastTurn;
    try {
        const from = await store.latestTime(session);
        if (from !== undefined)
            lastTurn = { from, to: lastActed(external_node_path_.posix.join(dir, ownState/* STORE_OWN */.r.tripwire)) ?? now().getTime() };
    }
    catch {
        lastTurn = undefined;
    }
    return promptFrom(ledger.client(session), { env }, lastTurn);
}
async function decideTool(call, ctx) {
    const tool = call.tool;
    const args = new ToolInput(tool, call.args);
    switch (tool) {
        case 'Write':
        case 'Edit':
        case 'MultiEdit':
        case 'NotebookEdit':
        // Delete: other agents' file deletion (Codex's *** Delete File, Cursor's Delete), judged as the checker judges a deletion
        case 'Delete': {
            // loaded here, not with the hook: the gate list they read is not needed on a Bash or Read call's path
            const [{ isDenial, resolveToolPath }, { clearsEdit }, { editPathField }] = await Promise.all([
                Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(302)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4302)),
                Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(900), __nccwpck_require__.e(539)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8539)),
                __nccwpck_require__.e(/* import() */ 215).then(__nccwpck_require__.bind(__nccwpck_require__, 9215)),
            ]);
            const path = resolveToolPath(args.string(editPathField(tool)), ctx);
            if (!isDenial(path) && tool !== 'NotebookEdit' && tool !== 'Delete' && (await clearsEdit(tool, args, ctx, path)))
                return { denials: [] };
            return {
                denials: await (await Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(291), __nccwpck_require__.e(900), __nccwpck_require__.e(766), __nccwpck_require__.e(170)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8170))).decideEdit(tool, args, ctx, path, call.asWritten),
            };
        }
        case 'Read':
        case 'Grep':
        case 'Glob':
        case 'LS':
            return { denials: await (await Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(84)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2084))).decideRead(tool, args, ctx) };
        case 'Bash': {
            const command = args.string('command');
            // A plain harmless line under no command rules loads nothing more (most calls).
            if ((0,clearedBash/* clearedBash */.x)(command, ctx))
                return { denials: [] };
            // In the command policy's chunk: a Bash line under command rules then loads one file, not two.
            return (await Promise.all(/* import() | policy */[__nccwpck_require__.e(6), __nccwpck_require__.e(900), __nccwpck_require__.e(779), __nccwpck_require__.e(477)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8730))).decideBash(command, ctx);
        }
        case 'PowerShell': {
            const command = args.string('command');
            const [{ decidePowerShell }, { Protection }] = await Promise.all([
                Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(779), __nccwpck_require__.e(474)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3474)),
                Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(900), __nccwpck_require__.e(548)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1548)),
            ]);
            return { denials: decidePowerShell(command, ctx, new Protection(ctx)) };
        }
        case 'CronCreate':
        case 'ScheduleWakeup': {
            const { decideScheduledPrompt } = await __nccwpck_require__.e(/* import() */ 534).then(__nccwpck_require__.bind(__nccwpck_require__, 7534));
            return { denials: decideScheduledPrompt(tool, args, ctx.rules.releasePhrases) };
        }
        default:
            throw new failure/* HookFailure */.Q(claude/* claudeText */.E.input.unknownTool(tool));
    }
}
/** What the call was about, for the first line of the message. */
function subject(call) {
    const v = call.args.file_path ?? call.args.notebook_path ?? call.args.path ?? call.args.command;
    if (typeof v !== 'string')
        return undefined;
    return v.length > 100 ? `${v.slice(0, 97)}...` : v;
}

;// CONCATENATED MODULE: ./.build/js/src/agent/decide.js




/** Decides one event. Never throws: every failure is a deny whose message names it (fail closed). */
async function decide(event, ports) {
    try {
        return await runHook(event, ports);
    }
    catch (e) {
        return { verdict: 'deny', message: (0,failure/* failureText */.k)(e) };
    }
}
/**
 * Decides one event in this process (the library API and in-process plugins): never throws, a
 * failure is a deny naming it. Ports default to this process's environment and home.
 */
async function decideHere(event, ports = {}) {
    try {
        const env = ports.env ?? process.env;
        const home = ports.home ?? (env.HOME || (await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 8161, 19))).homedir());
        return await decide(event, { ...ports, env, home });
    }
    catch (e) {
        return { verdict: 'deny', message: (0,failure/* failureText */.k)(e) };
    }
}
/**
 * Several events that stand for one tool call (a patch that touches several files): any deny
 * denies (every message kept), else any ask asks, else allow only when every part is allowed.
 */
async function decideAll(events, ports) {
    const each = [];
    for (const event of events)
        each.push(await decide(event, ports));
    return combine(each);
}
function combine(each) {
    const denied = each.filter((d) => d.verdict === 'deny');
    if (denied.length > 0)
        return { verdict: 'deny', message: denied.map((d) => d.message).join('\n') };
    const asked = each.find((d) => d.verdict === 'ask');
    if (asked)
        return asked;
    if (each.length > 0 && each.every((d) => d.verdict === 'allow'))
        return { verdict: 'allow', message: each.map((d) => d.message).join('; ') };
    return NONE;
}

// EXTERNAL MODULE: ./.build/js/src/git/readRegular.js
var readRegular = __nccwpck_require__(1186);
;// CONCATENATED MODULE: ./.build/js/src/agent/edits/parsePatch.js
/**
 * Codex's apply_patch format, parsed into file operations (pure; tested with literal strings).
 * The grammar is the one Codex documents for the tool (codex-rs/apply-patch, apply_patch_tool_instructions.md):
 *
 *   *** Begin Patch
 *   *** Add File: PATH        then lines starting with "+"
 *   *** Delete File: PATH
 *   *** Update File: PATH     optionally "*** Move to: PATH", then chunks: "@@ [context]" and
 *                             lines starting with " " (kept), "-" (removed), "+" (added);
 *                             "*** End of File" anchors the chunk at the end of the file
 *   *** End Patch
 *
 * No registry package parses this format, so it is parsed here; anything else is an error
 * naming the line (the hook then blocks).
 */


const header = (line, prefix) => line.startsWith(prefix) ? line.slice(prefix.length).trim() : undefined;
function parsePatch(text) {
    // Codex 0.169.0 drops every CR before a line's end (a model's "+line\r" writes "line"; seen in the
    // real client, conformance/codex); one in the middle of a line stays.
    const lines = text.split('\n').map((l) => l.replace(/\r+$/, ''));
    while (lines.length > 0 && lines[lines.length - 1].trim() === '')
        lines.pop();
    let i = 0;
    while (i < lines.length && lines[i].trim() === '')
        i++;
    const fail = (detail) => {
        throw new failure/* HookFailure */.Q(agentsText.patch.syntax(i + 1, detail));
    };
    if (lines[i]?.trim() !== '*** Begin Patch')
        fail('expected "*** Begin Patch"');
    i++;
    const ops = [];
    for (;;) {
        const line = lines[i];
        if (line === undefined)
            fail('expected "*** End Patch"');
        if (line.trim() === '*** End Patch') {
            i++;
            break;
        }
        let path;
        if ((path = header(line, '*** Add File: ')) !== undefined) {
            i++;
            const body = [];
            while (i < lines.length && lines[i].startsWith('+'))
                body.push(lines[i++].slice(1));
            ops.push({ kind: 'add', path, content: body.length === 0 ? '' : `${body.join('\n')}\n` });
        }
        else if ((path = header(line, '*** Delete File: ')) !== undefined) {
            i++;
            ops.push({ kind: 'delete', path });
        }
        else if ((path = header(line, '*** Update File: ')) !== undefined) {
            i++;
            const op = { kind: 'update', path, chunks: [] };
            const moveTo = lines[i] === undefined ? undefined : header(lines[i], '*** Move to: ');
            if (moveTo !== undefined) {
                op.moveTo = moveTo;
                i++;
            }
            let chunk;
            for (; i < lines.length; i++) {
                const l = lines[i];
                if (l.startsWith('*** ') && l.trim() !== '*** End of File')
                    break;
                if (l.trim() === '*** End of File') {
                    if (!chunk)
                        fail('"*** End of File" before any change');
                    chunk.endOfFile = true;
                    continue;
                }
                if (l.startsWith('@@')) {
                    const context = l.slice(2).trim();
                    chunk = { oldLines: [], newLines: [], endOfFile: false, marks: '', ...(context ? { context } : {}) };
                    op.chunks.push(chunk);
                    continue;
                }
                if (!chunk) {
                    // Codex accepts a first chunk without an "@@" line.
                    chunk = { oldLines: [], newLines: [], endOfFile: false, marks: '' };
                    op.chunks.push(chunk);
                }
                const mark = l[0];
                const body = l.slice(1);
                if (mark === ' ' || l === '') {
                    chunk.oldLines.push(body);
                    chunk.newLines.push(body);
                    chunk.marks += ' ';
                }
                else if (mark === '-') {
                    chunk.oldLines.push(body);
                    chunk.marks += '-';
                }
                else if (mark === '+') {
                    chunk.newLines.push(body);
                    chunk.marks += '+';
                }
                else
                    fail(`expected a line starting with " ", "-", "+" or "@@", found ${JSON.stringify(l.slice(0, 40))}`);
            }
            if (op.chunks.length === 0 && op.moveTo === undefined)
                fail(`the update of ${path} has no changes`);
            ops.push(op);
        }
        else
            fail(`expected "*** Add File:", "*** Delete File:", "*** Update File:" or "*** End Patch", found ${JSON.stringify(line.slice(0, 40))}`);
    }
    if (ops.length === 0)
        fail('the patch changes no file');
    return ops;
}
/**
 * The content an update leaves, computed as Codex 0.169.0 writes it (codex-rs apply-patch's
 * compute_replacements and seek_sequence; the line endings as the real client was seen to write
 * them, conformance/codex "line endings"). The file is read as lines, each with its own ending
 * (LF, CRLF, or none for an unterminated last line). For each chunk its context line is sought
 * from where the last chunk ended, then its old lines (exactly, then ignoring trailing, then
 * surrounding whitespace, then with Unicode punctuation read as ASCII; once more without a
 * trailing empty line standing for the final newline). A chunk with only added lines goes at the
 * very end of the file, after a final empty line too, whatever its context says. In the matched
 * lines a context line stays as it is in the file, a removed one goes, and an added one is written
 * with the ending of the file's first line (LF when the file has none); an unterminated last line
 * gets that ending too. Returns an error text when a chunk does not match.
 */
function applyChunks(content, chunks) {
    const file = sourceLines(content);
    const lines = file.map((l) => l.text);
    const preferred = file.find((l) => l.end !== '')?.end ?? '\n';
    const replacements = [];
    let at = 0;
    for (const [n, chunk] of chunks.entries()) {
        if (chunk.context !== undefined) {
            const c = seek(lines, [chunk.context], at, false);
            if (c < 0)
                return { error: `the context line ${JSON.stringify(chunk.context)} of chunk ${n + 1} is not in the file` };
            at = c + 1;
        }
        let marks = markedLines(chunk);
        if (chunk.oldLines.length === 0) {
            replacements.push([lines.length, 0, marks]);
            continue;
        }
        let old = chunk.oldLines;
        let found = seek(lines, old, at, chunk.endOfFile);
        if (found < 0 && old[old.length - 1] === '') {
            old = old.slice(0, -1);
            marks = withoutFinalEmpty(marks, chunk.newLines[chunk.newLines.length - 1] === '');
            found = seek(lines, old, at, chunk.endOfFile);
        }
        if (found < 0)
            return {
                error: `chunk ${n + 1}'s lines are not in the file (${JSON.stringify(chunk.oldLines.slice(0, 2).join('\n'))}...)`,
            };
        replacements.push([found, old.length, marks]);
        at = found + old.length;
    }
    replacements.sort((a, b) => a[0] - b[0]);
    const out = [...file];
    for (const [start, length, marks] of replacements.reverse()) {
        const kept = out.slice(start, start + length);
        const written = [];
        let i = 0;
        for (const m of marks) {
            if (m.mark === '+')
                written.push({ text: m.text, end: preferred });
            else if (m.mark === ' ')
                written.push(kept[i++]);
            else
                i++;
        }
        out.splice(start, length, ...written);
    }
    return out.map((l) => `${l.text}${l.end || preferred}`).join('');
}
/** The file's lines, each with its own ending (one CR before the LF makes it CRLF). */
function sourceLines(content) {
    const parts = content.split('\n');
    const last = parts.pop();
    const lines = parts.map((p) => p.endsWith('\r') ? { text: p.slice(0, -1), end: '\r\n' } : { text: p, end: '\n' });
    if (last !== '')
        lines.push({ text: last, end: '' });
    return lines;
}
/** The chunk's lines in order, each with its mark. */
function markedLines(chunk) {
    let o = 0;
    let n = 0;
    return [...chunk.marks].map((mark) => {
        if (mark === '+')
            return { mark, text: chunk.newLines[n++] };
        if (mark !== '-')
            n++; // a context line is in both
        return { mark: mark === '-' ? '-' : ' ', text: chunk.oldLines[o++] };
    });
}
/**
 * The chunk without the empty line that stood for the final newline: the last old line, and the
 * last new line when it is empty too (compute_replacements' retry). A context line that stays only
 * among the new lines is written as an added one.
 */
function withoutFinalEmpty(marks, newEndsEmpty) {
    const out = [...marks];
    const last = (not) => marks.map((m) => m.mark !== not).lastIndexOf(true);
    const lastOld = last('+');
    const lastNew = last('-');
    if (newEndsEmpty)
        out[lastNew] = null;
    if (lastOld !== lastNew || !newEndsEmpty)
        out[lastOld] = marks[lastOld].mark === ' ' ? { mark: '+', text: '' } : null;
    return out.filter((m) => m !== null);
}
const PUNCTUATION = {
    '\u2010': '-',
    '\u2011': '-',
    '\u2012': '-',
    '\u2013': '-',
    '\u2014': '-',
    '\u2015': '-',
    '\u2212': '-',
    '\u2018': "'",
    '\u2019': "'",
    '\u201A': "'",
    '\u201B': "'",
    '\u201C': '"',
    '\u201D': '"',
    '\u201E': '"',
    '\u201F': '"',
    '\u00A0': ' ',
    '\u2002': ' ',
    '\u2003': ' ',
    '\u2004': ' ',
    '\u2005': ' ',
    '\u2006': ' ',
    '\u2007': ' ',
    '\u2008': ' ',
    '\u2009': ' ',
    '\u200A': ' ',
    '\u202F': ' ',
    '\u205F': ' ',
    '\u3000': ' ',
};
const ascii = (s) => s
    .trim()
    .replace(/[\u2010-\u2015\u2212\u2018-\u201F\u00A0\u2002-\u200A\u202F\u205F\u3000]/g, (c) => PUNCTUATION[c] ?? c);
/** codex-rs seek_sequence: the first index at or after `from` (at the end for an end-of-file chunk), -1 if none. */
function seek(lines, want, from, endOfFile) {
    if (want.length === 0)
        return from;
    if (want.length > lines.length)
        return -1;
    const start = endOfFile ? lines.length - want.length : from;
    const norms = [(s) => s, (s) => s.trimEnd(), (s) => s.trim(), ascii];
    for (const norm of norms) {
        for (let i = start; i + want.length <= lines.length; i++) {
            if (want.every((w, k) => norm(lines[i + k]) === norm(w)))
                return i;
        }
    }
    return -1;
}

;// CONCATENATED MODULE: ./.build/js/src/agent/edits/patchCalls.js
/**
 * A patch is an edit: each file it would leave becomes one Write with the file's full proposed
 * content, so the checker judges exactly what the file would be. A deletion (and the old path of
 * a move) becomes a Delete of the file, judged as the checker judges a deleted file.
 */





function patchCalls(patch, base) {
    const calls = [];
    // the content is the text Codex writes, its line endings included (parsePatch.ts)
    const write = (path, content) => calls.push({ ...base, tool: 'Write', args: { file_path: path, content }, asWritten: true });
    // a deletion is judged as the checker judges a deleted file (as `check --staged` would)
    const remove = (path) => calls.push({ ...base, tool: 'Delete', args: { file_path: path } });
    for (const op of parsePatch(patch)) {
        const path = (0,external_node_path_.resolve)(base.cwd, op.path);
        if (op.kind === 'add')
            write(path, op.content);
        else if (op.kind === 'delete')
            remove(path);
        else {
            let current;
            try {
                current = (0,readRegular/* readRegularText */.Aj)(path); // bounded: a FIFO there would hold the hook
            }
            catch (e) {
                throw new failure/* HookFailure */.Q(agentsText.patch.unreadable(op.path, e.message));
            }
            const applied = applyChunks(current, op.chunks);
            if (typeof applied !== 'string')
                throw new failure/* HookFailure */.Q(agentsText.patch.noMatch(op.path, applied.error));
            if (op.moveTo !== undefined) {
                write((0,external_node_path_.resolve)(base.cwd, op.moveTo), applied);
                remove(path);
            }
            else
                write(path, applied);
        }
    }
    return calls;
}

;// CONCATENATED MODULE: ./.build/js/src/agent/answer.js

const SILENT = { exit: 0, stdout: '', stderr: '' };
const json = (body) => `${JSON.stringify(body)}\n`;

;// CONCATENATED MODULE: ./.build/js/src/agents/opencode/opencodeToolNames.js
/** The names for a call of the plugin's `tool` (none for a prompt or session.idle). */
function opencodeToolNames(tool) {
    const called = tool ? { called: tool } : {};
    if (tool === 'apply_patch' || tool === 'patch')
        return { edit: 'apply_patch', write: 'apply_patch', shell: 'bash', ...called };
    if (tool === 'edit' || tool === 'write' || tool === 'multiedit')
        return { edit: 'edit', write: 'write', shell: 'bash', ...called };
    return { edit: 'edit (or apply_patch)', write: 'write (or apply_patch)', shell: 'bash', ...called };
}

;// CONCATENATED MODULE: ./.build/js/src/agents/opencode/plugin.js






const AGENT = 'OpenCode';
const str = (v) => (typeof v === 'string' ? v : undefined);
/** OpenCode's tool call as the decision layer's calls; [] for tools it has no opinion on. */
function opencodeCalls(tool, args, sessionID, cwd) {
    // cwd is OpenCode's project directory: its rules apply to every call; a bash workdir only starts the shell
    // the messages name the tool the model called (write, apply_patch), not the decision layer's
    const base = { session: sessionID, cwd, project: cwd, kind: 'before', tools: opencodeToolNames(tool) };
    const pre = (name, callArgs) => [{ ...base, tool: name, args: callArgs }];
    const path = (v) => (typeof v === 'string' ? (0,external_node_path_.resolve)(cwd, v) : v);
    switch (tool) {
        case 'write':
            return pre('Write', { file_path: path(args.filePath), content: args.content });
        case 'edit':
            return pre('Edit', {
                file_path: path(args.filePath),
                old_string: args.oldString,
                new_string: args.newString,
                replace_all: args.replaceAll === true,
            });
        case 'multiedit':
            return pre('MultiEdit', {
                file_path: path(args.filePath),
                edits: Array.isArray(args.edits)
                    ? args.edits.map((e) => ({
                        old_string: e?.oldString,
                        new_string: e?.newString,
                        replace_all: e?.replaceAll === true,
                    }))
                    : args.edits,
            });
        case 'apply_patch':
        case 'patch':
            return patchCalls(String(args.patchText ?? ''), base);
        case 'bash':
            return [
                {
                    ...base,
                    cwd: str(args.workdir) ? (0,external_node_path_.resolve)(cwd, str(args.workdir)) : cwd,
                    tool: 'Bash',
                    args: { command: args.command },
                },
            ];
        case 'read':
            return pre('Read', { file_path: path(args.filePath) });
        case 'glob':
            return pre('Glob', { pattern: args.pattern, ...(args.path ? { path: path(args.path) } : {}) });
        case 'grep':
            return pre('Grep', {
                pattern: args.pattern,
                ...(args.path ? { path: path(args.path) } : {}),
                ...(args.include ? { glob: args.include } : {}),
            });
        case 'list':
            return pre('LS', { path: path(args.path ?? '.') });
        case 'batch': {
            // batch runs its tools without plugin hooks (anomalyco/opencode#5894): each is judged here
            const inner = Array.isArray(args.tool_calls) ? args.tool_calls : [];
            return inner.flatMap((c) => {
                const call = (typeof c === 'object' && c !== null ? c : {});
                const params = (typeof call.parameters === 'object' && call.parameters !== null ? call.parameters : {});
                return typeof call.tool === 'string' && call.tool !== 'batch'
                    ? opencodeCalls(call.tool, params, sessionID, cwd)
                    : [];
            });
        }
        default:
            return [];
    }
}
/** What blocks the call: the message OpenCode shows the model, or undefined to let it run. */
function blockMessage(d) {
    if (d.verdict === 'deny')
        return d.message;
    if (d.verdict === 'ask')
        return agentsText.askBlocked(AGENT, d.message);
    return undefined;
}
const DiffgatePlugin = async ({ directory, worktree }) => {
    const cwd = directory || worktree;
    /**
     * The prompts the agent wrote for its `task` tool: OpenCode sends each to the child session as a
     * user message (chat.message), which is the agent's text, not the person's: it starts the
     * child's turn but releases nothing.
     */
    const taskPrompts = [];
    const hooks = {
        'tool.execute.before': async (input, output) => {
            let message;
            const args = (output.args ?? {});
            if (input.tool === 'task' && typeof args.prompt === 'string') {
                taskPrompts.push(args.prompt.trim());
                if (taskPrompts.length > 100)
                    taskPrompts.shift(); // a child session that never started
            }
            try {
                const calls = opencodeCalls(input.tool, args, input.sessionID, cwd);
                const each = [];
                for (const call of calls)
                    each.push(await decideHere(call));
                message = blockMessage(combine(each));
            }
            catch (e) {
                message = (0,failure/* failureText */.k)(e);
            }
            if (message !== undefined)
                throw new Error(message);
        },
        'tool.execute.after': async (input) => {
            const d = await decideHere({
                session: input.sessionID,
                cwd,
                project: cwd,
                kind: 'after',
                tool: input.tool,
                tools: opencodeToolNames(input.tool),
            });
            const message = blockMessage(d);
            if (message !== undefined)
                throw new Error(message);
        },
        'chat.message': async (input, output) => {
            let prompt = output.parts.flatMap((p) => (p.type === 'text' && !p.synthetic ? [p.text] : [])).join('\n');
            const said = prompt.trim();
            const task = taskPrompts.findIndex((p) => p !== '' && (said.includes(p) || p.includes(said)));
            if (task >= 0) {
                taskPrompts.splice(task, 1);
                prompt = '';
            }
            await decideHere({ session: input.sessionID, cwd, project: cwd, kind: 'prompt', prompt });
        },
        event: async ({ event }) => {
            if (event.type !== 'session.idle')
                return;
            await decideHere({ session: event.properties.sessionID, cwd, project: cwd, kind: 'end', tools: opencodeToolNames() });
        },
    };
    return hooks;
};
/* harmony default export */ const opencode_plugin = ({ id: 'diffgate', server: DiffgatePlugin });

var __webpack_exports__DiffgatePlugin = __webpack_exports__.Qw;
var __webpack_exports__blockMessage = __webpack_exports__.tm;
var __webpack_exports__default = __webpack_exports__.Ay;
var __webpack_exports__opencodeCalls = __webpack_exports__.Xp;
export { __webpack_exports__DiffgatePlugin as DiffgatePlugin, __webpack_exports__blockMessage as blockMessage, __webpack_exports__default as default, __webpack_exports__opencodeCalls as opencodeCalls };
