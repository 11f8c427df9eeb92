"use strict";
exports.id = 3943;
exports.ids = [3943];
exports.modules = {

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


/***/ }),

/***/ 3943:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readRemotes = readRemotes;
exports.remoteOfRef = remoteOfRef;
exports.fetchHeadUrl = fetchHeadUrl;
exports.parseFetchHead = parseFetchHead;
exports.readRemoteRefs = readRemoteRefs;
exports.pushTrusted = pushTrusted;
exports.remoteMoves = remoteMoves;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const onAnotherMachine_js_1 = __webpack_require__(1261);
const parseConfigList_js_1 = __webpack_require__(3374);
const readRegular_js_1 = __webpack_require__(6355);
const REMOTES = 'refs/remotes/';
async function readRemotes(git) {
    const entries = (0, parseConfigList_js_1.parseConfigList)(await git.raw(['config', '-z', '--list']).catch(() => ''));
    const urls = new Map();
    let rewrites = false;
    for (const [key, value] of entries) {
        const m = /^remote\.(.+)\.url$/.exec(key);
        if (m)
            urls.set(m[1], [...(urls.get(m[1]) ?? []), value]);
        else if (/^url\..+\.insteadof$/.test(key))
            rewrites = true;
    }
    const network = new Map();
    const used = new Map();
    for (const [name, configured] of urls) {
        const effective = rewrites
            ? (await git.raw(['remote', 'get-url', '--all', '--', name]).catch(() => '')).split('\n').filter(Boolean)
            : configured;
        used.set(name, effective);
        if (effective.length > 0 && effective.every(onAnotherMachine_js_1.onAnotherMachine))
            network.set(name, new Set(effective.map(fetchHeadUrl)));
    }
    return { names: [...urls.keys()], configured: urls, effective: used, network };
}
function remoteOfRef(ref, names) {
    let best;
    for (const n of names)
        if (ref.startsWith(`${REMOTES}${n}/`) && (best === undefined || n.length > best.length))
            best = n;
    return best;
}
function fetchHeadUrl(url) {
    let u = url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1').replace(/^[^/@:]+@(?=[^/]*:)/, '');
    u = u.replace(/\/+$/, '');
    return u.endsWith('.git') && u.length > 4 ? u.slice(0, -4) : u;
}
function parseFetchHead(text) {
    const out = new Map();
    for (const line of text.split('\n')) {
        const m = /^([0-9a-f]{40}|[0-9a-f]{64})\t(?:not-for-merge)?\t(.+)$/.exec(line);
        if (!m)
            continue;
        const what = m[2];
        const quoted = /^(?:branch|tag|remote-tracking branch) '/.exec(what);
        let url = what;
        if (quoted) {
            const end = what.indexOf("' of ", quoted[0].length);
            if (end < 0)
                continue;
            url = what.slice(end + "' of ".length);
        }
        const set = out.get(m[1]) ?? new Set();
        set.add(fetchHeadUrl(url));
        out.set(m[1], set);
    }
    return out;
}
async function readRemoteRefs(git) {
    const out = {};
    for (const line of (await git.raw(['for-each-ref', '--format=%(objectname) %(refname)', REMOTES])).split('\n')) {
        const sp = line.indexOf(' ');
        if (sp > 0)
            out[line.slice(sp + 1)] = line.slice(0, sp);
    }
    return out;
}
async function pushTrusted(git, dest) {
    const [remotes, refs, common] = await Promise.all([
        readRemotes(git),
        readRemoteRefs(git),
        git.raw(['rev-parse', '--path-format=absolute', '--git-common-dir']).then((s) => s.trim()),
    ]);
    const out = new Set();
    if (linked(common, 'packed-refs'))
        return [];
    for (const r of remotes.names) {
        if (r !== dest && !remotes.network.has(r))
            continue;
        const base = `${REMOTES}${r}/`;
        if (linkedRefs(common, `${REMOTES}${r}`))
            continue;
        const head = symbolicTarget((0, node_path_1.join)(common, `${base}HEAD`));
        const headSha = head === undefined || head.startsWith(base) ? refs[`${base}HEAD`] : undefined;
        const sha = headSha ?? refs[`${base}main`] ?? refs[`${base}master`];
        if (sha !== undefined && remoteOfRef(`${base}HEAD`, remotes.names) === r)
            out.add(sha);
    }
    return [...out];
}
function linked(dir, path) {
    let p = dir;
    for (const part of path.split('/')) {
        p = (0, node_path_1.join)(p, part);
        const st = (0, node_fs_1.lstatSync)(p, { throwIfNoEntry: false });
        if (st === undefined)
            return false;
        if (st.isSymbolicLink())
            return true;
    }
    return false;
}
function linkedRefs(common, folder) {
    if (linked(common, folder))
        return true;
    const walk = (dir) => {
        let entries;
        try {
            entries = (0, node_fs_1.readdirSync)(dir, { withFileTypes: true });
        }
        catch {
            return false;
        }
        return entries.some((e) => e.isSymbolicLink() || (e.isDirectory() && walk((0, node_path_1.join)(dir, e.name))));
    };
    return walk((0, node_path_1.join)(common, folder));
}
function symbolicTarget(file) {
    try {
        const m = /^ref: (\S+)/.exec((0, readRegular_js_1.readRegularText)(file, 4096));
        return m ? m[1] : undefined;
    }
    catch {
        return undefined;
    }
}
function remoteMoves(before, after, remotes, fetchHead, personRemotes) {
    const urls = new Set(personRemotes === undefined
        ? [...remotes.network.values()].flatMap((u) => [...u])
        : Object.values(personRemotes).flat().filter(onAnotherMachine_js_1.onAnotherMachine).map(fetchHeadUrl));
    const trusted = new Set(Object.values(before));
    for (const [sha, from] of parseFetchHead(fetchHead))
        if ([...from].some((u) => urls.has(u)))
            trusted.add(sha);
    const unexplained = {};
    for (const [ref, sha] of Object.entries(after))
        if (before[ref] !== sha && !trusted.has(sha))
            unexplained[ref] = sha;
    return { trusted: [...trusted], unexplained };
}


/***/ })

};
;