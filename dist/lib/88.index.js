export const id = 88;
export const ids = [88];
export const modules = {

/***/ 3624:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ fromFinding),
/* harmony export */   _: () => (/* binding */ fromViolation)
/* harmony export */ });
/* harmony import */ var _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5026);
/* harmony import */ var _core_messages_violation_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7489);
/**
 * What the Claude adapter blocks on, as data: the checker's violations, plus the adapter's own
 * refusals (workspace, secrets, shell write targets, gate switches). Rendered in render.ts.
 */


/**
 * A checker violation as the hook reports it. The git hook's next step for an added path names
 * the staged file (`git rm --cached`); for an edit only proposed, nothing exists yet to remove.
 */
function fromViolation(v) {
    if (v.rule === 'deny')
        return { ...v, next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.denyNext(), releasable: true };
    if (v.rule === 'secret')
        return { ...v, next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.workspace.secretNext(), releasable: false };
    return { ...v, releasable: true };
}
/** A shell command (or inline program) that would write a protected path; `edit` names the agent's checked edit tool. */
function fromFinding(f, how, program, edit) {
    const next = (kindNext) => (program ? _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.programNext(edit) : kindNext);
    switch (f.kind) {
        case 'rule': {
            const { rule } = f;
            const source = `${rule.file}:${rule.line}`;
            const base = { path: f.path, reason: rule.reason, source, releasable: true };
            if (rule.kind === 'save-gate') {
                return {
                    ...base,
                    rule: 'save-gate',
                    message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.saveGate.message(f.path),
                    next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.saveGate.next(rule.options.words ?? []),
                    saveWords: rule.options.words ?? ['save', 'remember'],
                };
            }
            const message = program ? _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.programNames(how, f.path, rule.kind) : _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.writes(how, f.path, rule.kind);
            if (rule.kind === 'freeze')
                return { ...base, rule: 'freeze', message, next: next(_core_messages_violation_js__WEBPACK_IMPORTED_MODULE_1__/* .violationText */ .j.freeze.next()) };
            if (rule.kind === 'deny')
                return { ...base, rule: 'deny', message, next: next(_core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.denyNext()) };
            return { ...base, rule: rule.kind, message, next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.useEdit(edit) };
        }
        case 'manifest':
            return {
                rule: 'manifest',
                path: f.path,
                reason: _core_messages_violation_js__WEBPACK_IMPORTED_MODULE_1__/* .violationText */ .j.manifest.reason(),
                message: program ? _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.programNames(how, f.path, 'manifest') : _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.writes(how, f.path, 'manifest'),
                next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.useEdit(edit),
                releasable: true,
            };
        case 'git-hooks':
            return {
                rule: 'gate-switch',
                path: f.path,
                reason: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.reason(),
                message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.gitHooks(how, f.path),
                next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.next(),
                releasable: false,
            };
        case 'gate-file':
            return {
                rule: 'gate-switch',
                path: f.path,
                reason: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.reason(),
                message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.gateFile(how, f.path),
                next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.next(),
                releasable: false,
            };
        case 'git':
            return {
                rule: 'git-dir',
                path: f.path,
                reason: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.gitDirReason(),
                message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.gitDir(how, f.path),
                next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.gate.gitDirNext(),
                releasable: false,
            };
        case 'secret':
            return {
                rule: 'secret',
                path: f.path,
                reason: _core_messages_violation_js__WEBPACK_IMPORTED_MODULE_1__/* .violationText */ .j.secret.reason(),
                message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.shell.secret(how, f.path, f.segment),
                next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeText */ .E.workspace.secretNext(),
                releasable: false,
            };
    }
}


/***/ }),

/***/ 5088:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  judge: () => (/* binding */ judge)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.build/js/src/core/check.js + 12 modules
var check = __webpack_require__(3273);
// EXTERNAL MODULE: ./.build/js/src/core/manifestGuard.js
var manifestGuard = __webpack_require__(1807);
// EXTERNAL MODULE: ./.build/js/src/core/messages/claude.js
var claude = __webpack_require__(5026);
// EXTERNAL MODULE: ./.build/js/src/core/messages/tripwire.js
var tripwire = __webpack_require__(6778);
// EXTERNAL MODULE: ./.build/js/src/agent/toolNames.js
var toolNames = __webpack_require__(8125);
// EXTERNAL MODULE: ./.build/js/src/agent/denial.js
var denial = __webpack_require__(3624);
// EXTERNAL MODULE: ./.build/js/src/git/readRegular.js
var readRegular = __webpack_require__(1186);
// EXTERNAL MODULE: ./.build/js/src/agent/displayPath.js
var displayPath = __webpack_require__(6482);
// EXTERNAL MODULE: ./.build/js/src/agent/realPath.js
var realPath = __webpack_require__(2412);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./.build/js/src/core/onAnotherMachine.js
var onAnotherMachine = __webpack_require__(9888);
;// CONCATENATED MODULE: ./.build/js/src/core/gateEdits.js
/**
 * Edits to a gate file that switch nothing off: what git and Claude Code write there themselves for
 * everyday work. Every other change to a gate file is refused, as before (review-15b2 F02, F03).
 *
 * - A repository's git config: the keys `git push -u`, `git switch --track`, `git remote add`,
 *   `git submodule init` and `git config user.*` write, a URL only on another machine. None runs a
 *   program here; every other key (aliases, hooksPath, filters, includes, `submodule.*.update`,
 *   which can name a command) and any other URL is refused.
 * - Claude Code's local project settings (`.claude/settings.local.json`): entries added to
 *   `permissions.allow`, which Claude Code saves when the person answers "Yes, and don't ask
 *   again". Hooks run before permissions and a hook's deny wins, so an allow rule switches no
 *   diffgate check off. Anything else there (hooks, `disableAllHooks`, `env`, a permission mode,
 *   removals) is refused.
 */

/** Keys by section and key name (git lowercases both; the subsection in between is kept as written). */
const EVERYDAY_KEYS = {
    branch: ['remote', 'merge', 'rebase', 'pushremote', 'description'],
    remote: ['url', 'pushurl', 'fetch', 'tagopt', 'prune', 'mirror'],
    submodule: ['url', 'active'],
};
const USER_KEYS = new Set(['user.name', 'user.email']);
/** Whether every key that differs between two git configs is one everyday git writes, and runs nothing. */
function everydayConfigEdit(before, after) {
    const values = (entries) => {
        const by = new Map();
        for (const [k, v] of entries)
            by.set(k, [...(by.get(k) ?? []), v]);
        return by;
    };
    const old = values(before);
    const now = values(after);
    for (const key of new Set([...old.keys(), ...now.keys()])) {
        const a = old.get(key) ?? [];
        const b = now.get(key) ?? [];
        if (a.length === b.length && a.every((v, i) => v === b[i]))
            continue;
        if (!everydayKey(key))
            return false;
        if (/\.(url|pushurl)$/.test(key) && !b.every((v) => (0,onAnotherMachine/* onAnotherMachine */.w)(v)))
            return false;
    }
    return true;
}
function everydayKey(key) {
    if (USER_KEYS.has(key))
        return true;
    const first = key.indexOf('.');
    const last = key.lastIndexOf('.');
    if (first < 0 || last === first)
        return false;
    return EVERYDAY_KEYS[key.slice(0, first)]?.includes(key.slice(last + 1)) === true;
}
/** Whether new settings differ from the old only by entries added to `permissions.allow` (old: null when absent). */
function allowRulesAdded(before, after) {
    const old = before ?? {};
    if (!isObject(old) || !isObject(after))
        return false;
    const allowOf = (s) => {
        const p = s.permissions;
        if (p === undefined)
            return [];
        if (!isObject(p))
            return undefined;
        return p.allow === undefined ? [] : Array.isArray(p.allow) ? p.allow : undefined;
    };
    const was = allowOf(old);
    const is = allowOf(after);
    if (was === undefined || is === undefined || !is.every((r) => typeof r === 'string'))
        return false;
    // added rules are the narrow ones Claude Code saves for one command or tool, not a whole tool (review-15c F14)
    if (!is.every((r) => was.includes(r) || NARROW_RULE.test(r)))
        return false;
    const kept = new Set(is);
    if (!was.every((r) => kept.has(r)))
        return false;
    return same(withoutAllow(old), withoutAllow(after));
}
/**
 * What "Yes, and don't ask again" saves: a tool with a specifier that is not a bare wildcard
 * (`Bash(npm test:*)`, `WebFetch(domain:example.com)`), or one MCP server's tool named whole.
 */
const NARROW_RULE = /^(?:[A-Za-z][A-Za-z0-9_]*\((?!\s*:?\*?\s*\))[^()]+\)|mcp__[A-Za-z0-9_-]+__[A-Za-z0-9_-]+)$/;
function withoutAllow(s) {
    if (!isObject(s.permissions))
        return s;
    const { allow: _allow, ...rest } = s.permissions;
    const out = { ...s };
    if (Object.keys(rest).length === 0)
        delete out.permissions;
    else
        out.permissions = rest;
    return out;
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** JSON values equal whatever the order of object keys. */
function same(a, b) {
    if (Array.isArray(a))
        return Array.isArray(b) && a.length === b.length && a.every((v, i) => same(v, b[i]));
    if (isObject(a)) {
        if (!isObject(b))
            return false;
        const keys = Object.keys(a);
        return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && same(a[k], b[k]));
    }
    return a === b;
}
/**
 * The remote URLs an edit adds or changes (`remote.<name>.url` and `.pushurl` values the key did not
 * hold before): a remote the agent configured, whose fetches never count as the person's.
 */
function remoteUrlsAdded(before, after) {
    const had = new Set(before.map(([k, v]) => `${k}\0${v}`));
    return after.filter(([k, v]) => /^remote\..+\.(url|pushurl)$/.test(k) && !had.has(`${k}\0${v}`)).map(([, v]) => v);
}

// EXTERNAL MODULE: ./.build/js/src/git/parseConfigList.js
var parseConfigList = __webpack_require__(9495);
// EXTERNAL MODULE: ./.build/js/src/agent/gatePaths.js + 1 modules
var gatePaths = __webpack_require__(3629);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/promptGit.js
var promptGit = __webpack_require__(8504);
;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/gateEdit.js
/**
 * A gate file's difference that git or Claude Code wrote for everyday work (core/gateEdits.ts):
 * a repository's git config gaining the keys `git push -u` or `git remote add` write, and Claude
 * Code's local settings gaining a "don't ask again" allow rule. Read here, judged in the core.
 */








/** Whether the difference to a gate file is one everyday git or Claude Code writes, and switches nothing off. */
function everydayGateEdit(d, place, store) {
    const st = d.now;
    const was = d.before;
    if (st === undefined || !st.isFile() || (was.t !== '-' && (was.t !== 'f' || was.b === undefined)))
        return false;
    if (was.t === 'f' && was.m !== (st.mode & 0o7777))
        return false;
    try {
        if (place.gitDir !== null && isGitConfig(d.path, place.gitDir)) {
            if (was.b === undefined)
                return false; // a config made where there was none
            const before = configEntries(store.blobPath(was.b));
            const after = configEntries(d.path);
            if (!everydayConfigEdit(before, after))
                return false;
            // a remote the agent added or re-pointed stands, but is never the person's (review-16b B04)
            const added = remoteUrlsAdded(before, after);
            if (added.length > 0)
                (0,external_node_fs_.appendFileSync)((0,promptGit.agentUrlsFile)(store.dir), added.map((u) => `${u}\n`).join(''));
            return true;
        }
        if (external_node_path_.posix.basename(d.path) === 'settings.local.json' && external_node_path_.posix.basename(external_node_path_.posix.dirname(d.path)) === '.claude') {
            const old = was.b === undefined ? null : JSON.parse(new TextDecoder().decode(store.readBlob(was.b)));
            return allowRulesAdded(old, JSON.parse((0,readRegular/* readRegularText */.Aj)(d.path)));
        }
    }
    catch {
        // unreadable, not JSON, not a config git reads: refused as any change to a gate file
    }
    return false;
}
function isGitConfig(path, gitDir) {
    return path === external_node_path_.posix.join(gitDir, 'config') || path === external_node_path_.posix.join((0,gatePaths/* commonDir */.LQ)(gitDir), 'config');
}
/** The file's entries as git reads them (`git config --file F --list -z`: no includes followed). */
function configEntries(file) {
    const out = (0,external_node_child_process_.execFileSync)('git', ['config', '--file', file, '--list', '-z'], {
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', GIT_CONFIG_NOSYSTEM: '1' },
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 1 << 26,
    }).toString('utf8');
    return (0,parseConfigList/* parseConfigList */.Y)(out);
}

;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/judge.js
/**
 * The differences a tool call made to the protected set, judged by the same checker the git hooks
 * use (old = as recorded before the call, new = as it is now), under the manifests as they were
 * before the call. Gate files have no content rule: any difference to one is refused, but for what
 * git and Claude Code write there for everyday work (gateEdit.ts).
 */












async function judge(differences, ctx, store) {
    const { place, rules } = ctx;
    const { edit } = (0,toolNames/* toolsOf */.Fu)(ctx);
    const out = [];
    const inRepo = [];
    const outside = [];
    for (const d of differences) {
        const shown = (0,displayPath/* displayPath */.G)(d.path, place);
        // Removing the installed CLI (`rm -rf node_modules`, a reinstall) switches nothing off: every
        // hook then fails, and a failing hook blocks. Writing into it is a gate switch.
        if (d.guard.installed && d.now === undefined)
            continue;
        if (d.guard.gate && !d.guard.manifest) {
            if (everydayGateEdit(d, place, store))
                continue; // `git push -u`, a "don't ask again" rule
            out.push({
                path: d.path,
                denial: {
                    rule: 'gate-switch',
                    path: shown,
                    message: tripwire/* tripwireText */.w.changed(shown, tripwire/* tripwireText */.w.noun('gate-switch')),
                    reason: claude/* claudeText */.E.gate.reason(),
                    next: tripwire/* tripwireText */.w.nextGate(),
                    releasable: false,
                },
            });
            continue;
        }
        if (d.guard.manifest && rules.userFiles.includes(d.path)) {
            const newText = d.now === undefined ? null : (0,readRegular/* readRegularText */.Aj)(d.path);
            const before = rules.user ?? { file: shown, rules: [], errors: [] };
            for (const v of (0,manifestGuard/* checkManifestChange */.iV)(before, shown, newText))
                out.push({ path: d.path, denial: { ...(0,denial/* fromViolation */._)(v), next: tripwire/* tripwireText */.w.nextEdit(edit) } });
            continue;
        }
        const within = (0,realPath/* isWithin */.U)(d.path, place.root);
        const rel = within ? external_node_path_.posix.relative(place.root, d.path) : d.path.replace(/^\/+/, '');
        const change = changeOf(d, rel, store);
        // a FIFO, socket or folder where nothing was: not a file the rules speak of (it is not committed)
        if (change.old === null && change.new === null)
            continue;
        (within ? inRepo : outside).push({ change, path: d.path });
        for (const rule of d.guard.rules.filter((r) => r.kind === 'save-gate')) {
            out.push({
                path: d.path,
                denial: {
                    rule: 'save-gate',
                    path: shown,
                    message: claude/* claudeText */.E.saveGate.message(shown),
                    reason: rule.reason,
                    next: claude/* claudeText */.E.saveGate.next(rule.options.words ?? []),
                    source: `${rule.file}:${rule.line}`,
                    releasable: true,
                    saveWords: rule.options.words ?? ['save', 'remember'],
                },
            });
        }
    }
    const byRel = (list) => new Map(list.map((x) => [(x.change.new ?? x.change.old).path, x.path]));
    for (const [list, checker] of [
        [inRepo, () => new check/* Checker */.A$(rules.repo, rules.repoRel)],
        [outside, () => new check/* Checker */.A$(rules.outside, null)],
    ]) {
        if (list.length === 0)
            continue;
        const paths = byRel(list);
        let violations;
        try {
            violations = (await checker().check(list.map((x) => x.change))).violations;
        }
        catch (e) {
            // a side that cannot be read (too large, unreadable) cannot be judged: put back (fail closed)
            if (!(e instanceof check/* ReadError */.F_))
                throw e;
            for (const x of list)
                out.push({ path: x.path, denial: unreadable((0,displayPath/* displayPath */.G)(x.path, place), e.message, edit) });
            continue;
        }
        for (const v of violations) {
            const path = paths.get(v.path);
            out.push({ path, denial: denialOf({ ...(0,denial/* fromViolation */._)(v), path: (0,displayPath/* displayPath */.G)(path, place) }, edit) });
        }
    }
    return out;
}
function unreadable(shown, why, edit) {
    return {
        rule: 'unreadable',
        path: shown,
        message: tripwire/* tripwireText */.w.unreadable(shown, why),
        reason: tripwire/* tripwireText */.w.unreadableReason(),
        next: tripwire/* tripwireText */.w.nextEdit(edit),
        releasable: false,
    };
}
/**
 * Files larger than this are not read to be judged: the change is refused and put back (fail
 * closed). Judging a 60 MB file's content takes seconds, and the hook must answer within its
 * time limit, which no timer can enforce while the checker runs (review-15 F09).
 */
const READ_LIMIT = 32 * 1024 * 1024;
/** The next action after the tripwire: the checked way (the agent's edit tool), or the person; secrets are never the agent's. */
function denialOf(d, edit) {
    if (d.rule === 'secret')
        return { ...d, next: tripwire/* tripwireText */.w.nextSecret() };
    return { ...d, next: tripwire/* tripwireText */.w.nextEdit(edit) };
}
function changeOf(d, rel, store) {
    const old = d.before.t === '-' ? null : recordedSide(d.before, rel, store);
    const now = diskSide(d, rel);
    let status = 'modified';
    if (old === null)
        status = 'added';
    else if (now === null)
        status = 'deleted';
    else if (old.mode !== now.mode && (old.mode === '120000' || now.mode === '120000'))
        status = 'type-changed';
    return { status, old, new: now };
}
function modeOf(t, perm) {
    if (t === 'l')
        return '120000';
    return perm !== undefined && (perm & 0o111) !== 0 ? '100755' : '100644';
}
function recordedSide(e, rel, store) {
    const mode = modeOf(e.t, e.m);
    return {
        path: rel,
        mode,
        read: async () => {
            if (e.t === 'l')
                return new TextEncoder().encode(e.l ?? '');
            if (e.b === undefined)
                return new Uint8Array(); // a path kept for its existence only
            return store.readBlob(e.b);
        },
    };
}
/** The side as it is now: a file or a symlink (a folder or device where a file was counts as its deletion). */
function diskSide(d, rel) {
    const st = d.now;
    if (st?.isSymbolicLink()) {
        const target = (0,external_node_fs_.readlinkSync)(d.path);
        return { path: rel, mode: '120000', read: async () => new TextEncoder().encode(target) };
    }
    if (!st?.isFile())
        return null;
    const size = st.size;
    return {
        path: rel,
        mode: modeOf('f', st.mode & 0o7777),
        read: async () => {
            if (size > READ_LIMIT)
                throw new Error(tripwire/* tripwireText */.w.tooLarge(size, READ_LIMIT / 1024 / 1024));
            return (0,readRegular/* readRegular */.VX)(d.path);
        },
    };
}


/***/ }),

/***/ 9888:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ onAnotherMachine)
/* harmony export */ });
/**
 * A URL on another machine: `https://`, `http://`, `ssh://`, `git://`, or scp-like `[user@]host:path`.
 * Not a local path or `file://` (that repository's hooks run when the person pushes: review-15c
 * F11), not a remote helper (`ext::` runs a command), not a host that reads as an option (`-o...`).
 */
const NETWORK_URL = /^(?:(?:https?|ssh|git|git\+ssh|ssh\+git):\/\/[A-Za-z0-9[_~.]|(?:[A-Za-z0-9._~-]+@)?[A-Za-z0-9][A-Za-z0-9.-]*:(?!:|\/\/))\S*$/;
/**
 * Whether a remote's URL names a repository on another machine, by its form. A server the agent
 * starts on this machine (`git daemon`, then `git://localhost/...`) passes: see docs/tripwire.md, Limits.
 */
function onAnotherMachine(url) {
    return NETWORK_URL.test(url);
}


/***/ }),

/***/ 9495:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ parseConfigList)
/* harmony export */ });
function parseConfigList(text) {
    return text
        .split('\0')
        .filter((e) => e !== '')
        .map((e) => {
        const nl = e.indexOf('\n');
        return nl < 0 ? [e, ''] : [e.slice(0, nl), e.slice(nl + 1)];
    });
}


/***/ })

};
