"use strict";
exports.id = 6354;
exports.ids = [6354];
exports.modules = {

/***/ 6354:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.everydayGateEdit = everydayGateEdit;
exports.agentUrlsFile = agentUrlsFile;
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const gateEdits_js_1 = __webpack_require__(474);
const parseConfigList_js_1 = __webpack_require__(3374);
const readRegular_js_1 = __webpack_require__(3442);
const gatePaths_js_1 = __webpack_require__(5879);
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
                return false;
            const before = configEntries(store.blobPath(was.b));
            const after = configEntries(d.path);
            if (!(0, gateEdits_js_1.everydayConfigEdit)(before, after))
                return false;
            const added = (0, gateEdits_js_1.remoteUrlsAdded)(before, after);
            if (added.length > 0)
                (0, node_fs_1.appendFileSync)(agentUrlsFile(store.dir), added.map((u) => `${u}\n`).join(''));
            return true;
        }
        if (node_path_1.posix.basename(d.path) === 'settings.local.json' && node_path_1.posix.basename(node_path_1.posix.dirname(d.path)) === '.claude') {
            const old = was.b === undefined ? null : JSON.parse(new TextDecoder().decode(store.readBlob(was.b)));
            return (0, gateEdits_js_1.allowRulesAdded)(old, JSON.parse((0, readRegular_js_1.readRegularText)(d.path)));
        }
    }
    catch {
    }
    return false;
}
function isGitConfig(path, gitDir) {
    return path === node_path_1.posix.join(gitDir, 'config') || path === node_path_1.posix.join((0, gatePaths_js_1.commonDir)(gitDir), 'config');
}
function configEntries(file) {
    const out = (0, node_child_process_1.execFileSync)('git', ['config', '--file', file, '--list', '-z'], {
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', GIT_CONFIG_NOSYSTEM: '1' },
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 1 << 26,
    }).toString('utf8');
    return (0, parseConfigList_js_1.parseConfigList)(out);
}
function agentUrlsFile(tripwireDir) {
    return node_path_1.posix.join(tripwireDir, 'agent-urls');
}


/***/ }),

/***/ 474:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.everydayConfigEdit = everydayConfigEdit;
exports.allowRulesAdded = allowRulesAdded;
exports.remoteUrlsAdded = remoteUrlsAdded;
const onAnotherMachine_js_1 = __webpack_require__(1261);
const EVERYDAY_KEYS = {
    branch: ['remote', 'merge', 'rebase', 'pushremote', 'description'],
    remote: ['url', 'pushurl', 'fetch', 'tagopt', 'prune', 'mirror'],
    submodule: ['url', 'active'],
};
const USER_KEYS = new Set(['user.name', 'user.email']);
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
        if (/\.(url|pushurl)$/.test(key) && !b.every((v) => (0, onAnotherMachine_js_1.onAnotherMachine)(v)))
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
    if (!is.every((r) => was.includes(r) || NARROW_RULE.test(r)))
        return false;
    const kept = new Set(is);
    if (!was.every((r) => kept.has(r)))
        return false;
    return same(withoutAllow(old), withoutAllow(after));
}
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
function remoteUrlsAdded(before, after) {
    const had = new Set(before.map(([k, v]) => `${k}\0${v}`));
    return after.filter(([k, v]) => /^remote\..+\.(url|pushurl)$/.test(k) && !had.has(`${k}\0${v}`)).map(([, v]) => v);
}


/***/ }),

/***/ 1261:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.onAnotherMachine = onAnotherMachine;
const NETWORK_URL = /^(?:(?:https?|ssh|git|git\+ssh|ssh\+git):\/\/[A-Za-z0-9[_~.]|(?:[A-Za-z0-9._~-]+@)?[A-Za-z0-9][A-Za-z0-9.-]*:(?!:|\/\/))\S*$/;
function onAnotherMachine(url) {
    return NETWORK_URL.test(url);
}


/***/ }),

/***/ 3374:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseConfigList = parseConfigList;
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
;