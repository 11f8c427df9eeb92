"use strict";
exports.id = 7100;
exports.ids = [7100];
exports.modules = {

/***/ 4719:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.agentUrlsFile = agentUrlsFile;
exports.gitPrints = gitPrints;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const gatePaths_js_1 = __webpack_require__(5879);
const ownState_js_1 = __webpack_require__(5201);
const readRegular_js_1 = __webpack_require__(6355);
const contentHash_js_1 = __webpack_require__(2280);
const refs_js_1 = __webpack_require__(3703);
const statKey_js_1 = __webpack_require__(4452);
function agentUrlsFile(tripwireDir) {
    return node_path_1.posix.join(tripwireDir, 'agent-urls');
}
const print = (value) => (0, contentHash_js_1.hashBytes)(new TextEncoder().encode(JSON.stringify(value)));
function refsPrint(gitDir) {
    if ((0, node_fs_1.existsSync)(node_path_1.posix.join((0, gatePaths_js_1.commonDir)(gitDir), 'reftable')))
        return undefined;
    let head;
    try {
        head = (0, readRegular_js_1.readRegularText)(node_path_1.posix.join(gitDir, 'HEAD'), 4096);
    }
    catch {
        return undefined;
    }
    if (!/^(?:ref: refs\/heads\/\S+|[0-9a-f]{40}|[0-9a-f]{64})\n?$/.test(head))
        return undefined;
    const keys = (0, refs_js_1.refKeys)(gitDir);
    if ((0, refs_js_1.refsLinked)(keys))
        return undefined;
    for (const [file, key] of Object.entries(keys)) {
        if (key === 0 || (key[0] & 0o170000) !== 0o100000 || !/\/refs\/(?:heads|remotes)\//.test(file))
            continue;
        let text;
        try {
            text = (0, readRegular_js_1.readRegularText)(file, 4096);
        }
        catch {
            return undefined;
        }
        if (text.startsWith('ref:'))
            return undefined;
    }
    return print(keys);
}
function configFiles(gitDir, env, home) {
    const xdg = env.XDG_CONFIG_HOME || node_path_1.posix.join(home, '.config');
    const global = env.GIT_CONFIG_GLOBAL !== undefined
        ? [env.GIT_CONFIG_GLOBAL]
        : [node_path_1.posix.join(home, '.gitconfig'), node_path_1.posix.join(xdg, 'git', 'config')];
    const system = env.GIT_CONFIG_SYSTEM !== undefined ? [env.GIT_CONFIG_SYSTEM] : ['/etc/gitconfig', '/usr/local/etc/gitconfig'];
    return [...system, ...global, node_path_1.posix.join((0, gatePaths_js_1.commonDir)(gitDir), 'config'), node_path_1.posix.join(gitDir, 'config.worktree')].filter((p) => p !== '' && p !== '/dev/null');
}
function configPrint(gitDir, env, home, storeDir) {
    const keys = [];
    for (const file of configFiles(gitDir, env, home)) {
        let st;
        try {
            st = (0, node_fs_1.statSync)(file, { throwIfNoEntry: false });
        }
        catch {
            return undefined;
        }
        keys.push([file, (0, statKey_js_1.keyOf)(st)]);
        if (st === undefined)
            continue;
        try {
            if (/include/i.test((0, readRegular_js_1.readRegularText)(file, 1 << 20)))
                return undefined;
        }
        catch {
            return undefined;
        }
    }
    const urls = agentUrlsFile(node_path_1.posix.join(storeDir, ownState_js_1.STORE_OWN.tripwire));
    keys.push([urls, (0, statKey_js_1.keyOf)((0, node_fs_1.statSync)(urls, { throwIfNoEntry: false }))]);
    const vars = Object.entries(env)
        .filter(([k]) => k.startsWith('GIT_') || k === 'HOME' || k === 'XDG_CONFIG_HOME')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return print([keys, vars]);
}
function gitPrints(place, env, storeDir) {
    if (place.gitDir === null)
        return {};
    try {
        const r = refsPrint(place.gitDir);
        const c = configPrint(place.gitDir, env, env.HOME || place.home, storeDir);
        return { ...(r === undefined ? {} : { r }), ...(c === undefined ? {} : { c }) };
    }
    catch {
        return {};
    }
}


/***/ })

};
;