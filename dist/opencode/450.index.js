export const id = 450;
export const ids = [450];
export const modules = {

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


/***/ }),

/***/ 5450:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D2: () => (/* binding */ remoteMoves),
/* harmony export */   readRemotes: () => (/* binding */ readRemotes)
/* harmony export */ });
/* unused harmony exports remoteOfRef, fetchHeadUrl, parseFetchHead, readRemoteRefs, pushTrusted */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_onAnotherMachine_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9888);
/* harmony import */ var _parseConfigList_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9495);
/* harmony import */ var _readRegular_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1186);
/**
 * Which remote-tracking refs say "this commit is on a remote already", so that pre-push and the
 * tripwire leave it out (someone else's push was judged where it landed, and the Action guards the
 * remote). A remote-tracking ref is a local file: `git fetch <path> main:refs/remotes/origin/x`,
 * `git update-ref` or a remote added for a scratch clone put any commit there (review-15c F13). So:
 *
 * - pre-push trusts the default branch of the remote it pushes to, and of remotes on another
 *   machine (another branch is anyone's to push to, from a clone without these hooks);
 * - the tripwire trusts what the refs held before the call, and a commit git's fetch brought in the
 *   call from a remote on another machine that the person had when they last wrote (FETCH_HEAD names
 *   the commit and the URL). Any other move is the agent's: the commits it brings are judged like a
 *   branch's.
 */





const REMOTES = 'refs/remotes/';
/**
 * The remotes in the config (one `git config --list`; one `git remote get-url --all` per remote on
 * another machine only where a `url.*.insteadOf` rewrites URLs).
 */
async function readRemotes(git) {
    const entries = (0,_parseConfigList_js__WEBPACK_IMPORTED_MODULE_3__/* .parseConfigList */ .Y)(await git.raw(['config', '-z', '--list']).catch(() => ''));
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
        if (effective.length > 0 && effective.every(_core_onAnotherMachine_js__WEBPACK_IMPORTED_MODULE_4__/* .onAnotherMachine */ .w))
            network.set(name, new Set(effective.map(fetchHeadUrl)));
    }
    return { names: [...urls.keys()], configured: urls, effective: used, network };
}
/** The remote a remote-tracking ref belongs to: the longest configured name it lies under. */
function remoteOfRef(ref, names) {
    let best;
    for (const n of names)
        if (ref.startsWith(`${REMOTES}${n}/`) && (best === undefined || n.length > best.length))
            best = n;
    return best;
}
/**
 * A URL as git's fetch writes it into FETCH_HEAD: without the user and password, trailing slashes
 * and a `.git` suffix (git's fetch.c, `store_updated_refs`). scp-like URLs lose their user too, so
 * both sides compare the same way.
 */
function fetchHeadUrl(url) {
    let u = url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1').replace(/^[^/@:]+@(?=[^/]*:)/, '');
    u = u.replace(/\/+$/, '');
    return u.endsWith('.git') && u.length > 4 ? u.slice(0, -4) : u;
}
/**
 * FETCH_HEAD's lines: each fetched commit with the URL it came from. git writes
 * `<sha>\t[not-for-merge]\t<what> '<name>' of <url>` (`<what>`: branch, tag, remote-tracking
 * branch) or, for a fetched HEAD, the URL alone. The name ends at the first `' of `, and the URL is
 * the whole rest: a path or a name that holds " of <another URL>" is compared whole, never cut at
 * its last " of " (review-16b B01). A line of another ref (`'refs/pull/1/head' of <url>`) cannot be
 * told from a URL that starts with a quote, so it counts as from that whole text: not trusted.
 */
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
/** Remote-tracking refs and their commits (`refs/remotes/...` → sha), in one `git for-each-ref`. */
async function readRemoteRefs(git) {
    const out = {};
    for (const line of (await git.raw(['for-each-ref', '--format=%(objectname) %(refname)', REMOTES])).split('\n')) {
        const sp = line.indexOf(' ');
        if (sp > 0)
            out[line.slice(sp + 1)] = line.slice(0, sp);
    }
    return out;
}
/**
 * For pre-push: the commits of the remote-tracking refs that count as on a remote: the default
 * branch (`<remote>/HEAD`, else `main` or `master`) of the destination (`dest`, pre-push's first
 * argument, when it names a configured remote) and of every remote on another machine. Another
 * branch of a remote is anyone's to push to, from a clone without these hooks (review-16b B03), and
 * a remote on this machine says nothing about what the destination holds. None of a remote whose
 * refs git reads through a symbolic link (a ref file, its folder, `refs`, or packed-refs that is
 * one; git never writes such a link, and one to a file outside the repository moves with whatever
 * writes there, no ref update at all: review 6 S2), nor a `<remote>/HEAD` that names a ref of
 * another remote or a branch.
 */
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
        const head = symbolicTarget(join(common, `${base}HEAD`));
        const headSha = head === undefined || head.startsWith(base) ? refs[`${base}HEAD`] : undefined;
        const sha = headSha ?? refs[`${base}main`] ?? refs[`${base}master`];
        if (sha !== undefined && remoteOfRef(`${base}HEAD`, remotes.names) === r)
            out.add(sha);
    }
    return [...out];
}
/** Whether `path` (relative to `dir`, `/`-separated) is a symbolic link or lies under one below `dir`. */
function linked(dir, path) {
    let p = dir;
    for (const part of path.split('/')) {
        p = join(p, part);
        const st = lstatSync(p, { throwIfNoEntry: false });
        if (st === undefined)
            return false;
        if (st.isSymbolicLink())
            return true;
    }
    return false;
}
/** Whether a remote's ref folder, or anything in it, is a symbolic link (or lies under one). */
function linkedRefs(common, folder) {
    if (linked(common, folder))
        return true;
    const walk = (dir) => {
        let entries;
        try {
            entries = readdirSync(dir, { withFileTypes: true });
        }
        catch {
            return false;
        }
        return entries.some((e) => e.isSymbolicLink() || (e.isDirectory() && walk(join(dir, e.name))));
    };
    return walk(join(common, folder));
}
/** The ref a loose symbolic ref file names (`ref: <name>`), or undefined (absent, packed, or a commit id). */
function symbolicTarget(file) {
    try {
        const m = /^ref: (\S+)/.exec(readRegularText(file, 4096));
        return m ? m[1] : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * For the tripwire: `before` and `after` are the remote-tracking refs before and after a call,
 * `fetchHead` the text of FETCH_HEAD (every worktree's). Trusted: what a remote-tracking ref held
 * before the call (judged when it came, or the person's), and a commit FETCH_HEAD says git fetched
 * from the URL of a remote the person had when they last wrote, on another machine (`git fetch`,
 * `git pull origin <branch>`; a renamed remote's refs keep their commits). A ref that moved anywhere
 * else is the agent's.
 */
function remoteMoves(before, after, remotes, fetchHead, 
/** The remotes' URLs (as git uses them) at the person's prompt: one added since is not theirs (review-16 A01). */
personRemotes) {
    // the URLs of the person's remotes, whatever they are named now (`git remote rename`)
    const urls = new Set(personRemotes === undefined
        ? [...remotes.network.values()].flatMap((u) => [...u])
        : Object.values(personRemotes).flat().filter(_core_onAnotherMachine_js__WEBPACK_IMPORTED_MODULE_4__/* .onAnotherMachine */ .w).map(fetchHeadUrl));
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
