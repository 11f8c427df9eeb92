export const id = 690;
export const ids = [690,450];
export const modules = {

/***/ 4690:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkNewCommits: () => (/* binding */ checkNewCommits),
  commitViolations: () => (/* binding */ commitViolations)
});

// UNUSED EXPORTS: parseListed

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.build/js/src/core/decideChange.js
var decideChange = __webpack_require__(3965);
// EXTERNAL MODULE: ./.build/js/src/git/catFile.js
var catFile = __webpack_require__(8624);
// EXTERNAL MODULE: ./.build/js/src/git/changeSet.js
var changeSet = __webpack_require__(9502);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./.build/js/src/git/gitDeadline.js
var gitDeadline = __webpack_require__(8978);
// EXTERNAL MODULE: ./.build/js/src/git/parseRawDiff.js
var parseRawDiff = __webpack_require__(892);
// EXTERNAL MODULE: ./.build/js/src/git/readChanges.js + 2 modules
var readChanges = __webpack_require__(7962);
;// CONCATENATED MODULE: ./.build/js/src/git/commitDiffs.js
/**
 * The changes of many commits, each against one given parent (none: a root commit, against the
 * empty tree), from one `git diff-tree --stdin`: what pre-push reads for a push of thousands of
 * commits, where a git process per commit cost more than the checks (issue 31). The flags are the
 * ones a single commit is read with (readChanges.ts DIFF_FLAGS), so the entries are the same.
 */





/** Each commit's raw entries, by its id. Throws GitUsageError when git fails or leaves one out. */
function commitDiffs(edges, opts) {
    if (edges.length === 0)
        return new Map();
    // `<commit> <parent>` compares the commit with that parent only; `--always` prints the id of a
    // commit that changes nothing, so every commit asked for is answered.
    const input = edges.map((e) => (e.parent === null ? e.sha : `${e.sha} ${e.parent}`)).join('\n');
    const r = (0,external_node_child_process_.spawnSync)('git', ['diff-tree', '--stdin', '-r', '--root', '--always', ...readChanges/* DIFF_FLAGS */.uT], {
        cwd: opts.cwd,
        env: opts.env,
        input: `${input}\n`,
        encoding: 'utf8',
        maxBuffer: 1 << 30,
        ...(0,gitDeadline/* gitTimeout */.yN)(),
    });
    if (r.error)
        throw new changeSet/* GitUsageError */.a(`cannot run git diff-tree: ${r.error.message}`);
    if (r.status !== 0)
        throw new changeSet/* GitUsageError */.a(r.stderr.trim() || `git diff-tree --stdin failed (${r.status})`);
    const byCommit = (0,parseRawDiff/* rawEntriesByCommit */.dh)(r.stdout);
    const missing = edges.find((e) => !byCommit.has(e.sha));
    if (missing)
        throw new changeSet/* GitUsageError */.a(`git diff-tree --stdin did not answer for ${missing.sha}`);
    return byCommit;
}

// EXTERNAL MODULE: ./.build/js/src/git/toFileChanges.js
var toFileChanges = __webpack_require__(5290);
;// CONCATENATED MODULE: ./.build/js/src/git/commitDecisions.js






/** The manifest in force for a commit, as git names it: its parent's, a root commit's own. */
const manifestInForce = (c) => `${c.parent ?? c.sha}:${readChanges/* DEFAULT_MANIFEST */.mj}`;
/** Commits decided at once: their reads go to git together. */
const IN_FLIGHT = 8;
async function commitDecisions(commits, opts, 
/** Called as each commit is decided (progress on a terminal). */
onDecided) {
    const out = new Map();
    const own = commits.filter((c) => c.otherParents.length === 0);
    let diffs;
    try {
        diffs = commitDiffs(own, opts);
    }
    catch (e) {
        if (e instanceof changeSet/* GitUsageError */.a)
            return out; // each commit read on its own: its error is then reported against it
        throw e;
    }
    const cat = new catFile/* CatFile */.t(opts.cwd, opts.env, { long: true });
    const shared = new Map();
    const decider = async (blob, label) => {
        const bytes = blob === null ? null : await cat.read(blob);
        return (0,decideChange/* changeDecider */.$)({ text: bytes ? new TextDecoder().decode(bytes) : null, label, path: readChanges/* DEFAULT_MANIFEST */.mj }, { manifestRequired: false, knownPatterns: opts.knownPatterns });
    };
    const one = async (c, entries) => {
        const label = manifestInForce(c);
        // a change to the manifest is judged by messages that quote the rules in force: its own parse
        const touchesManifest = entries.some((e) => e.oldPath === readChanges/* DEFAULT_MANIFEST */.mj || e.newPath === readChanges/* DEFAULT_MANIFEST */.mj);
        try {
            let decide;
            if (touchesManifest)
                decide = await decider(c.manifest, label);
            else {
                if (!shared.has(c.manifest))
                    shared.set(c.manifest, decider(c.manifest, label));
                decide = await shared.get(c.manifest);
            }
            return { decision: await decide((0,toFileChanges/* toFileChanges */.tx)(entries, (0,readChanges/* blobReader */.Js)(cat)), label) };
        }
        catch (e) {
            return { failure: e };
        }
    };
    const queue = own.flatMap((c) => {
        const entries = diffs.get(c.sha);
        return entries === undefined ? [] : [{ c, entries }];
    });
    let next = 0;
    const worker = async () => {
        while (next < queue.length) {
            const { c, entries } = queue[next++];
            out.set(c.sha, await one(c, entries));
            onDecided?.();
        }
    };
    try {
        await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, queue.length) }, worker));
    }
    finally {
        cat.close();
    }
    return out;
}

// EXTERNAL MODULE: ./.build/js/src/git/runGit.js
var runGit = __webpack_require__(483);
;// CONCATENATED MODULE: ./.build/js/src/git/pushedCommits.js
/**
 * The commits a push would add, and which of them the rules judge. Not judged: a commit already on
 * a remote-tracking ref that counts as the remote's (`trusted`, remoteTrust.ts: someone else's push
 * has been judged, or came before), and a commit whose
 * parent has no manifest (there were no rules yet; a root commit is judged under its own manifest
 * when it has one, as its pre-commit was). So the first push after adopting diffgate on a long
 * history checks only the commits made under a manifest: listing the history is one `rev-list` and
 * one `cat-file --batch-check`; the checks, the costly part, grow with the commits under rules.
 */





async function pushedCommits(git, 
/** `trusted`: the commits of the remote-tracking refs that count as on the remote (remoteTrust.ts `pushTrusted`). */
opts, pushes) {
    const all = [];
    const seen = new Set();
    for (const { localSha, remoteSha } of pushes) {
        if (NULL_SHA.test(localSha))
            continue; // deleting a remote branch adds nothing
        const known = !NULL_SHA.test(remoteSha) &&
            (await git.raw(['cat-file', '-t', remoteSha]).then(() => true, () => false));
        let listed;
        try {
            listed = await git.raw([
                'rev-list',
                '--reverse',
                '--parents',
                localSha,
                '--not',
                ...opts.trusted,
                ...(known ? [remoteSha] : []),
                '--',
            ]);
        }
        catch (e) {
            throw new GitUsageError(gitMessage(e));
        }
        for (const line of listed.split('\n')) {
            if (line === '')
                continue;
            const [sha, parent = null, ...otherParents] = line.split(' ');
            if (seen.has(sha))
                continue;
            seen.add(sha);
            all.push({ sha, parent, otherParents });
        }
    }
    if (all.length === 0)
        return { all, judged: [] };
    // a merge is under rules when any parent is: one whose first parent has no manifest (a new root
    // merged in first) is judged against a parent that has one (review-16 A04)
    const sides = all.map((c) => (c.parent === null ? [c.sha] : [c.parent, ...c.otherParents]));
    const blobs = manifestBlobs(sides.flat().map((rev) => `${rev}:${opts.manifestPath}`), opts);
    const judged = [];
    let k = 0;
    for (const [i, c] of all.entries()) {
        const present = sides[i].map(() => blobs[k++]);
        const first = present.findIndex((b) => b !== null);
        if (first < 0)
            continue;
        judged.push({ ...underRules(c, first), manifest: present[first] });
    }
    return { all, judged };
}
/** A merge judged against its `k`th parent (0: the first; one with a manifest), the others its other parents. */
function underRules(c, k) {
    if (k === 0 || c.parent === null)
        return c;
    const parents = [c.parent, ...c.otherParents];
    const [parent] = parents.splice(k, 1);
    return { sha: c.sha, parent: parent, otherParents: parents };
}
/** The blob each `<rev>:<path>` names, or null, in one `git cat-file --batch-check`. */
function manifestBlobs(names, opts) {
    const r = (0,external_node_child_process_.spawnSync)('git', ['cat-file', '--batch-check=%(objecttype) %(objectname)'], {
        cwd: opts.cwd,
        env: opts.env,
        input: `${names.join('\n')}\n`,
        encoding: 'utf8',
        maxBuffer: 1 << 30,
        ...(0,gitDeadline/* gitTimeout */.yN)(),
    });
    if (r.error)
        throw new changeSet/* GitUsageError */.a(r.error.message);
    if (r.status !== 0)
        throw new changeSet/* GitUsageError */.a(r.stderr.trim() || `git cat-file --batch-check failed (${r.status})`);
    const lines = r.stdout.split('\n');
    // `<name> missing` for a path the tree lacks; the object's type and id otherwise.
    const blobs = names.map((_, k) => (lines[k]?.startsWith('blob ') ? lines[k].slice(5) : null));
    listedButMissing(names.filter((_, k) => blobs[k] === null), opts);
    return blobs;
}
/**
 * Throws when a `<rev>:<path>` that cat-file called missing is listed in its commit's tree: its
 * object is what is missing (a damaged store), and the commit is under a manifest no one can
 * read, not one made before the manifest existed (review of issue 31, finding 2: it passed
 * unjudged). One `git cat-file --batch` of the root trees; a path in a folder is not looked up.
 */
function listedButMissing(names, opts) {
    const asked = names.flatMap((name) => {
        const colon = name.indexOf(':');
        const path = name.slice(colon + 1);
        return colon > 0 && !path.includes('/') ? [{ rev: name.slice(0, colon), path }] : [];
    });
    if (asked.length === 0)
        return;
    const r = (0,external_node_child_process_.spawnSync)('git', ['cat-file', '--batch'], {
        cwd: opts.cwd,
        env: opts.env,
        input: `${asked.map((a) => `${a.rev}^{tree}`).join('\n')}\n`,
        maxBuffer: 1 << 30,
        ...(0,gitDeadline/* gitTimeout */.yN)(),
    });
    if (r.error)
        throw new changeSet/* GitUsageError */.a(r.error.message);
    if (r.status !== 0)
        throw new changeSet/* GitUsageError */.a(r.stderr.toString().trim() || `git cat-file --batch failed (${r.status})`);
    const out = r.stdout;
    let at = 0;
    for (const { rev, path } of asked) {
        const nl = out.indexOf(10, at);
        if (nl < 0)
            throw new changeSet/* GitUsageError */.a(`git cat-file --batch did not answer for ${rev}^{tree}`);
        const header = out.toString('utf8', at, nl);
        at = nl + 1;
        const m = /^([0-9a-f]+) tree (\d+)$/.exec(header);
        if (!m)
            throw new changeSet/* GitUsageError */.a(`git has no tree for commit ${rev} (cat-file answered: ${header})`);
        const end = at + Number(m[2]);
        const oidBytes = m[1].length / 2;
        // entries: `<mode> <name>\0<raw id>`
        for (let k = at; k < end;) {
            const space = out.indexOf(32, k);
            const nul = out.indexOf(0, space);
            const entry = out.toString('utf8', space + 1, nul);
            const id = out.subarray(nul + 1, nul + 1 + oidBytes).toString('hex');
            if (entry === path)
                throw new changeSet/* GitUsageError */.a(`the manifest ${rev}:${path} is in its tree, but git has no object ${id}`);
            k = nul + 1 + oidBytes;
        }
        at = end + 1; // the LF after the content
    }
}

// EXTERNAL MODULE: ./.build/js/src/git/remoteTrust.js
var remoteTrust = __webpack_require__(5450);
// EXTERNAL MODULE: ./.build/js/src/agent/readRegular.js
var readRegular = __webpack_require__(6307);
;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/commits.js
/**
 * Commits made during a tool call: git's ref files are watched by key like the protected set (no
 * git process while nothing moved); when one moved, the commits now reachable from a branch or
 * HEAD that were not before are checked in one pass, as pre-push checks them (each under its
 * parent's manifest). A violating commit is not rewritten: it is recorded under
 * `.git/diffgate/refused/`, which pre-push honours whatever the commit's message says.
 */









/**
 * Checks the commits a call brought onto a branch or HEAD (reachable from `after` and not from
 * `before`), and onto a remote-tracking ref that no fetch from its remote explains; left out: what
 * a trusted remote-tracking ref has (remoteTrust.ts). Returns the violating ones, each recorded as
 * `refused/<sha>.json` under the store folder, and the trusted commits (a HEAD move's check leaves
 * them out too). `remotes`: whether `before` holds the remote-tracking refs (a record taken before
 * they were watched does not: then none is taken for moved).
 */
async function checkNewCommits(root, env, before, after, storeDir, session, now, remotes = true, 
/** The remotes and URLs at the person's latest prompt (remoteTrust.ts `remoteMoves`). */
personRemotes) {
    const git = (0,runGit.runGit)(root, env);
    const was = splitRefs(before);
    const is = splitRefs(after);
    const moves = await remotesAfter(git, remotes ? was.remotes : is.remotes, is.remotes, personRemotes);
    const old = new Set(Object.values(was.heads));
    const tips = [...new Set([...Object.values(is.heads), ...Object.values(moves.unexplained)])].filter((sha) => !old.has(sha));
    if (tips.length === 0)
        return { refused: [], errors: [], trusted: moves.trusted };
    // every commit in one process with its subject (a git process per refused commit ran 2,100 of
    // them past the hook's deadline: review 2 T1)
    const commits = parseListed(await git.raw([
        'rev-list',
        '--reverse',
        '--parents',
        '--format=>%s',
        ...tips,
        '--not',
        ...Object.values(was.heads),
        ...moves.trusted,
        '--',
    ]));
    const refused = [];
    const errors = [];
    // every commit in one pass (20,000 fast-imported commits took 24 ms each one by one: issue 32)
    const blobs = manifestBlobs(commits.map(manifestInForce), { cwd: root, env });
    const decided = await commitDecisions(commits.map((c, k) => ({ ...c, manifest: blobs[k] })), { cwd: root, env });
    // which new commits each moved ref reaches, walked here over the parents listed (no git process a commit)
    const graph = new Map(commits.map((c) => [c.sha, [...(c.parent ? [c.parent] : []), ...c.otherParents]]));
    const reach = new Map();
    const reaches = (tip, commit) => {
        let set = reach.get(tip);
        if (set === undefined)
            reach.set(tip, (set = reachable(graph, tip)));
        return set.has(commit);
    };
    for (const { sha: commit, parent, otherParents, subject } of commits) {
        const d = decided.get(commit);
        const violations = d === undefined
            ? await commitViolations(root, env, commit, parent, otherParents) // a merge, or the one diff failed
            : 'failure' in d
                ? d.failure instanceof Error
                    ? d.failure.message
                    : String(d.failure)
                : d.decision.kind === 'verdict'
                    ? d.decision.verdict.violations
                    : d.decision.kind;
        if (typeof violations === 'string') {
            errors.push(`${commit.slice(0, 12)}: ${violations}`);
            continue;
        }
        if (violations.length === 0)
            continue;
        const dir = external_node_path_.posix.join(storeDir, 'refused');
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
        const record = external_node_path_.posix.join(dir, `${commit}.json`);
        (0,external_node_fs_.writeFileSync)(record, `${JSON.stringify({
            commit,
            session,
            at: now.toISOString(),
            violations: violations.map((v) => ({ rule: v.rule, path: v.path, reason: v.reason })),
        })}\n`);
        const via = Object.entries(moves.unexplained).flatMap(([ref, tip]) => (reaches(tip, commit) ? [ref] : []));
        const head = is.heads.HEAD;
        const headBefore = via.length > 0 && head !== undefined && was.heads.HEAD !== head && reaches(head, commit)
            ? was.heads.HEAD
            : undefined;
        refused.push({ commit, subject, violations, record, via, ...(headBefore ? { headBefore } : {}) });
    }
    return { refused, errors, trusted: moves.trusted };
}
/**
 * `git rev-list --parents --format=>%s` output: for each commit a `commit <sha> <parents>` line, then
 * its subject after a `>` (one line: git joins a subject's lines; the `>` because git prints no line
 * for an empty format).
 */
function parseListed(text) {
    const lines = text.split('\n');
    const out = [];
    for (let k = 0; k < lines.length; k++) {
        const m = /^commit ([0-9a-f]+)((?: [0-9a-f]+)*)$/.exec(lines[k]);
        if (m === null)
            continue;
        const [parent = null, ...otherParents] = m[2].split(' ').filter((p) => p !== '');
        const next = lines[k + 1];
        const subject = next?.startsWith('>') ? next.slice(1) : undefined;
        out.push({ sha: m[1], parent, otherParents, subject: subject ?? '' });
        if (subject !== undefined)
            k++;
    }
    return out;
}
/**
 * The commits of `graph` (each listed commit's parents) reachable from `tip`: every new commit a
 * ref reaches is listed (a path to one through an old commit would make it old), so the walk
 * never leaves the list.
 */
function reachable(graph, tip) {
    const seen = new Set();
    const todo = [tip];
    for (let sha = todo.pop(); sha !== undefined; sha = todo.pop()) {
        if (seen.has(sha) || !graph.has(sha))
            continue;
        seen.add(sha);
        todo.push(...graph.get(sha));
    }
    return seen;
}
/** A map of refs split into branches and HEAD, and remote-tracking refs. */
function splitRefs(refs) {
    const heads = {};
    const remotes = {};
    for (const [ref, sha] of Object.entries(refs))
        (ref.startsWith('refs/remotes/') ? remotes : heads)[ref] = sha;
    return { heads, remotes };
}
/**
 * The remote-tracking refs after a call, trusted or not (remoteTrust.ts): one `git config`, and
 * FETCH_HEAD even when no remote-tracking ref moved (`git pull origin <branch>` moves none).
 */
async function remotesAfter(git, before, after, personRemotes) {
    const [remotes, fetchHead] = await Promise.all([(0,remoteTrust.readRemotes)(git), readFetchHeads(git)]);
    return (0,remoteTrust/* remoteMoves */.D2)(before, after, remotes, fetchHead, personRemotes);
}
/** The FETCH_HEAD of the repository and of each linked worktree (git writes one per worktree), as one text. */
async function readFetchHeads(git) {
    let common;
    try {
        common = (await git.raw(['rev-parse', '--path-format=absolute', '--git-common-dir'])).trim();
    }
    catch {
        return '';
    }
    let worktrees = [];
    try {
        worktrees = (0,external_node_fs_.readdirSync)(external_node_path_.posix.join(common, 'worktrees'));
    }
    catch {
        // none
    }
    const texts = [
        external_node_path_.posix.join(common, 'FETCH_HEAD'),
        ...worktrees.map((w) => external_node_path_.posix.join(common, 'worktrees', w, 'FETCH_HEAD')),
    ].map((path) => {
        try {
            return (0,readRegular/* readRegularText */.Aj)(path, 1 << 26);
        }
        catch {
            return '';
        }
    });
    return texts.join('\n');
}
/**
 * What the rules find wrong with one commit against its first parent, under the parent's manifest
 * (as pre-push judges it; a merge only on the paths that differ from every parent, `otherParents`
 * its second and later parents; a merge whose first parent had no manifest against the first that
 * has one): none for a commit no parent of which had a manifest; a string when the checker could
 * not judge it.
 */
async function commitViolations(root, env, commit, parent, otherParents = []) {
    const parents = parent === null ? [] : [parent, ...otherParents];
    // a merge is under rules when any parent is: judged against the first parent with a manifest (review-16 A04)
    for (let k = 0; k < Math.max(1, parents.length); k++) {
        const c = underRules({ sha: commit, parent, otherParents: [...otherParents] }, k);
        const set = await (0,readChanges/* readChanges */.St)({ kind: 'commit', commit, parent: c.parent, otherParents: c.otherParents }, { cwd: root, env });
        try {
            const decision = await (0,decideChange/* decideChange */.h)(set.manifest, set.changes, { manifestRequired: false });
            if (decision.kind === 'verdict')
                return decision.verdict.violations;
            if (decision.kind !== 'manifest-missing')
                return decision.kind;
        }
        finally {
            set.close();
        }
    }
    return [];
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


/***/ }),

/***/ 5450:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D2: () => (/* binding */ remoteMoves),
/* harmony export */   readRemotes: () => (/* binding */ readRemotes)
/* harmony export */ });
/* unused harmony exports remoteOfRef, fetchHeadUrl, parseFetchHead, readRemoteRefs, pushTrusted */
/* harmony import */ var _core_onAnotherMachine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9888);
/* harmony import */ var _parseConfigList_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9495);
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
    const entries = (0,_parseConfigList_js__WEBPACK_IMPORTED_MODULE_0__/* .parseConfigList */ .Y)(await git.raw(['config', '-z', '--list']).catch(() => ''));
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
        if (effective.length > 0 && effective.every(_core_onAnotherMachine_js__WEBPACK_IMPORTED_MODULE_1__/* .onAnotherMachine */ .w))
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
 * a remote on this machine says nothing about what the destination holds.
 */
async function pushTrusted(git, dest) {
    const [remotes, refs] = await Promise.all([readRemotes(git), readRemoteRefs(git)]);
    const out = new Set();
    for (const r of remotes.names) {
        if (r !== dest && !remotes.network.has(r))
            continue;
        const base = `${REMOTES}${r}/`;
        const sha = refs[`${base}HEAD`] ?? refs[`${base}main`] ?? refs[`${base}master`];
        if (sha !== undefined && remoteOfRef(`${base}HEAD`, remotes.names) === r)
            out.add(sha);
    }
    return [...out];
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
        : Object.values(personRemotes).flat().filter(_core_onAnotherMachine_js__WEBPACK_IMPORTED_MODULE_1__/* .onAnotherMachine */ .w).map(fetchHeadUrl));
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
