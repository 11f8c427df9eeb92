export const id = 517;
export const ids = [517];
export const modules = {

/***/ 2517:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  agentUrlsFile: () => (/* binding */ agentUrlsFile),
  P: () => (/* binding */ everydayGateEdit)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
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
// EXTERNAL MODULE: ./.build/js/src/agent/readRegular.js
var readRegular = __webpack_require__(6307);
// EXTERNAL MODULE: ./.build/js/src/agent/gatePaths.js
var gatePaths = __webpack_require__(6606);
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
                (0,external_node_fs_.appendFileSync)(agentUrlsFile(store.dir), added.map((u) => `${u}\n`).join(''));
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
/** Where the remote URLs the agent's calls configured are listed, one per line (in the tripwire's folder). */
function agentUrlsFile(tripwireDir) {
    return external_node_path_.posix.join(tripwireDir, 'agent-urls');
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
