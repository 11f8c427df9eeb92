export const id = 454;
export const ids = [454,500,450];
export const modules = {

/***/ 454:
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
    // what the diff read, checked against the objects' names (review 8 T4): on a mismatch each commit
    // is read on its own (readChanges.ts), which names the object and refuses the commit
    if ((0,readChanges/* verifiedDiffs */.FJ)(opts, edges) !== undefined)
        throw new changeSet/* GitUsageError */.a('a rewritten object');
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
    const own = commits.filter((c) => c.otherParents.length === 0);
    let diffs;
    try {
        diffs = commitDiffs(own, opts);
    }
    catch (e) {
        if (e instanceof changeSet/* GitUsageError */.a)
            return new Map(); // each commit read on its own: its error is then reported against it
        throw e;
    }
    return decideEntries(own.flatMap((c) => {
        const entries = diffs.get(c.sha);
        return entries === undefined ? [] : [{ c, entries }];
    }), opts, onDecided);
}
/**
 * Decides each commit on the entries given (its changes against the parent it is judged against),
 * under its manifest: every content from one shared `git cat-file --batch`, each distinct manifest
 * read, parsed and compiled once.
 */
async function decideEntries(queue, opts, onDecided) {
    const out = new Map();
    if (queue.length === 0)
        return out;
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

// EXTERNAL MODULE: ./.build/js/src/git/diffgateRecords.js
var diffgateRecords = __webpack_require__(2500);
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
    const judged = judgedCommits(all, opts).filter((c) => c.manifest !== null);
    return { all, judged };
}
/**
 * Each listed commit with the parent it is judged against and the manifest in force (null: not
 * judged, no parent has one; a root commit under its own). A commit is judged against its first
 * parent; a merge against the parent whose history stands highest (Standing), the first of those on
 * a tie: so a merge into the guarded branch of a history that was never judged (a new root made
 * its FIRST parent, review 6 M1) is judged against the branch, under its manifest, and its
 * differences from it are not taken as explained by the unjudged side. A merge with no parent under
 * rules stays as before: judged against the first parent with a manifest (review-16 A04), none
 * when no parent has one (adopting diffgate). `commits`: parents listed anywhere among them, the
 * others taken as outside (one `git cat-file --batch-check` for every side's manifest).
 */
function judgedCommits(commits, opts) {
    const path = opts.manifestPath ?? readChanges/* DEFAULT_MANIFEST */.mj;
    const sides = commits.map((c) => (c.parent === null ? [c.sha] : [c.parent, ...c.otherParents]));
    const blobs = manifestBlobs(sides.flat().map((rev) => `${rev}:${path}`), opts);
    const manifestOf = new Map();
    let k = 0;
    for (const revs of sides)
        for (const rev of revs)
            manifestOf.set(rev, blobs[k++]);
    const at = new Map(commits.map((c, i) => [c.sha, i]));
    const standing = new Map();
    const out = new Array(commits.length);
    const standOf = (rev) => (at.has(rev) ? standing.get(rev) : manifestOf.get(rev) ? 2 : 0);
    const decide = (i) => {
        const c = commits[i];
        if (c.parent === null) {
            const own = manifestOf.get(c.sha) ?? null;
            standing.set(c.sha, own === null ? 0 : 1);
            out[i] = { ...c, manifest: own };
            return;
        }
        const parents = [c.parent, ...c.otherParents];
        let best = -1;
        for (const [j, p] of parents.entries())
            if (manifestOf.get(p) && (best < 0 || standOf(p) > standOf(parents[best])))
                best = j;
        if (best < 0) {
            standing.set(c.sha, 0);
            out[i] = { ...c, manifest: null };
            return;
        }
        standing.set(c.sha, standOf(parents[best]));
        out[i] = { ...underRules(c, best), manifest: manifestOf.get(parents[best]) };
    };
    // parents before children, whatever order the list is in (commit dates are the committer's to
    // set); a walk on a stack, as a history can be tens of thousands of commits deep
    for (const [start] of commits.entries()) {
        const todo = [start];
        while (todo.length > 0) {
            const i = todo[todo.length - 1];
            const c = commits[i];
            if (standing.has(c.sha)) {
                todo.pop();
                continue;
            }
            const waiting = (c.parent === null ? [] : [c.parent, ...c.otherParents]).flatMap((p) => {
                const j = at.get(p);
                return j !== undefined && !standing.has(p) ? [j] : [];
            });
            if (waiting.length > 0)
                todo.push(...waiting);
            else {
                todo.pop();
                decide(i);
            }
        }
    }
    return out;
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

;// CONCATENATED MODULE: ./.build/js/src/git/mergeDecisions.js
/**
 * Many merges decided at once (issue 32: a flood of merges, each read with a few git processes of
 * its own). A merge is judged against its first parent, only on the paths it made its own
 * (readChanges.ts `mergeOwn`: a path whose result equals a side's came from that side, when the
 * side grew under the rules). Here:
 *  1. every merge's change against its first parent comes from one `git diff-tree --stdin`, and
 *     the merges are decided together (commitDecisions.ts `decideEntries`); one whose whole change
 *     breaks no rule passes, since leaving paths out of a change never adds a violation;
 *  2. only the merges with a violation read their other parents: one `git diff-tree --stdin` per
 *     parent position, and a `git merge-base` only for a side whose version of a changed path the
 *     merge took (whether that side grew under the rules decides whether the path is left out);
 *     their bases' manifests are looked up in one `git cat-file --batch-check`.
 * So the cost grows with the changed paths, and with the merges that take a side's version of a
 * path while breaking a rule, not with processes per merge. Left out of the answer, for the
 * caller to read on its own (as `check` reads a commit): a merge whose first parent has no
 * manifest (it is judged against a later parent that has one), one the checker could not decide,
 * and every merge a failed pass leaves undecided.
 */







async function mergeDecisions(merges, opts) {
    const out = new Map();
    const judged = merges.filter((m) => m.parent !== null && m.otherParents.length > 0 && m.manifest !== null);
    if (judged.length === 0)
        return out;
    let first;
    try {
        first = commitDiffs(judged, opts);
    }
    catch (e) {
        if (e instanceof changeSet/* GitUsageError */.a)
            return out;
        throw e;
    }
    const whole = await decideEntries(judged.map((c) => ({ c, entries: first.get(c.sha) })), opts);
    const flagged = [];
    for (const c of judged) {
        const d = whole.get(c.sha);
        if (d === undefined || !('decision' in d) || d.decision.kind !== 'verdict')
            continue; // read on its own
        if (d.decision.verdict.violations.length === 0)
            out.set(c.sha, d);
        else
            flagged.push(c);
    }
    if (flagged.length === 0)
        return out;
    let sides;
    try {
        sides = sidePaths(flagged, first, opts);
    }
    catch (e) {
        if (e instanceof changeSet/* GitUsageError */.a)
            return out;
        throw e;
    }
    const own = await decideEntries(flagged.map((c) => {
        const per = sides.get(c.sha);
        const entries = first
            .get(c.sha)
            .filter((e) => [e.oldPath, e.newPath].some((path) => per.every((s) => s === undefined || s.has(path))));
        return { c, entries };
    }), opts);
    for (const [sha, d] of own)
        if ('decision' in d && d.decision.kind === 'verdict')
            out.set(sha, d);
    return out;
}
/**
 * For each merge, for each of its other parents: the paths where the merge differs from that
 * parent, or undefined for a side that did not grow under the rules (its merge base with the
 * first parent has no manifest, or there is none), which takes no path off the judgment.
 */
function sidePaths(merges, first, opts) {
    const width = Math.max(...merges.map((c) => c.otherParents.length));
    const differs = new Map(merges.map((c) => [c.sha, []]));
    for (let j = 0; j < width; j++) {
        const edges = merges
            .filter((c) => c.otherParents.length > j)
            .map((c) => ({ sha: c.sha, parent: c.otherParents[j] }));
        // raw entries with renames name the same paths as --no-renames --name-only: a rename is its two paths
        for (const [sha, entries] of commitDiffs(edges, opts))
            differs.get(sha)[j] = new Set(entries.flatMap((e) => [e.oldPath, e.newPath]));
    }
    // a side's merge base matters only where the merge took that side's version of a changed path
    const pairs = new Map();
    for (const c of merges)
        c.otherParents.forEach((other, j) => {
            const set = differs.get(c.sha)[j];
            if (first.get(c.sha).some((e) => !set.has(e.oldPath) || !set.has(e.newPath)))
                pairs.set(`${c.parent} ${other}`, { parent: c.parent, other });
        });
    const grew = mergeDecisions_underRules([...pairs.values()], opts);
    return new Map(merges.map((c) => [
        c.sha,
        c.otherParents.map((other, j) => grew.get(`${c.parent} ${other}`) === false ? undefined : differs.get(c.sha)[j]),
    ]));
}
/**
 * Whether each side shares with its first parent a merge base that holds the manifest (readChanges.ts
 * `underRules`): a `git merge-base` a pair, then the bases' manifests in one `git cat-file --batch-check`.
 */
function mergeDecisions_underRules(pairs, opts) {
    const out = new Map();
    const bases = new Map();
    for (const { parent, other } of pairs) {
        const r = (0,external_node_child_process_.spawnSync)('git', ['merge-base', parent, other], {
            cwd: opts.cwd,
            env: opts.env,
            encoding: 'utf8',
            ...(0,gitDeadline/* gitTimeout */.yN)(),
        });
        if (r.error)
            throw new changeSet/* GitUsageError */.a(`cannot run git merge-base: ${r.error.message}`);
        const key = `${parent} ${other}`;
        if (r.status === 0)
            bases.set(key, r.stdout.trim());
        else if (r.status === 1 && r.stderr.trim() === '')
            out.set(key, false); // no common history
        else
            throw new changeSet/* GitUsageError */.a(r.stderr.trim() || `git merge-base failed (${r.status})`);
    }
    if (bases.size === 0)
        return out;
    // one cat-file for every base (a manifest listed in a base's tree whose object is missing throws)
    const keys = [...bases.keys()];
    const blobs = manifestBlobs([...bases.values()].map((base) => `${base}:${readChanges/* DEFAULT_MANIFEST */.mj}`), opts);
    keys.forEach((key, k) => out.set(key, blobs[k] !== null));
    return out;
}

// EXTERNAL MODULE: ./.build/js/src/git/remoteTrust.js
var remoteTrust = __webpack_require__(5450);
// EXTERNAL MODULE: ./.build/js/src/git/readRegular.js
var readRegular = __webpack_require__(1186);
;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/commits.js
/**
 * Commits made during a tool call: git's ref files are watched by key like the protected set (no
 * git process while nothing moved); when one moved, the commits now reachable from a branch or
 * HEAD that were not before are checked in one pass, as pre-push checks them (each under its
 * parent's manifest). A violating commit is not rewritten: it is recorded under
 * `.git/diffgate/refused/`, which pre-push honours whatever the commit's message says: every
 * commit one check refused in one batch file (diffgateRecords.ts `writeRefusedBatch`).
 */











/**
 * Checks the commits a call brought onto a branch or HEAD (reachable from `after` and not from
 * `before`), and onto a remote-tracking ref that no fetch from its remote explains; left out: what
 * a trusted remote-tracking ref has (remoteTrust.ts). Returns the violating ones, all recorded in
 * one `refused/batch-<id>.json` under the store folder, and the trusted commits (a HEAD move's check leaves
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
    // each against the parent it is judged against: a merge into what was there before the call of a
    // history no one judged (a new root), against what was there (review 6 M1), as pre-push judges it
    const under = judgedCommits(commits, { cwd: root, env });
    const decided = await commitDecisions(under, { cwd: root, env });
    // the merges too, in one pass (a flood of them took a few git processes each: issue 32)
    for (const [sha, d] of await mergeDecisions(under.filter((c) => c.otherParents.length > 0), { cwd: root, env }))
        decided.set(sha, d);
    // which new commits each moved ref reaches, walked here over the parents listed (no git process a commit)
    const graph = new Map(commits.map((c) => [c.sha, [...(c.parent ? [c.parent] : []), ...c.otherParents]]));
    const reach = new Map();
    const reaches = (tip, commit) => {
        let set = reach.get(tip);
        if (set === undefined)
            reach.set(tip, (set = reachable(graph, tip)));
        return set.has(commit);
    };
    for (const [k, { sha: commit, subject }] of commits.entries()) {
        const { parent, otherParents } = under[k];
        const d = decided.get(commit);
        const violations = d === undefined
            ? await commitViolations(root, env, commit, parent, otherParents) // a merge left out, or the one diff failed
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
        const via = Object.entries(moves.unexplained).flatMap(([ref, tip]) => (reaches(tip, commit) ? [ref] : []));
        const head = is.heads.HEAD;
        const headBefore = via.length > 0 && head !== undefined && was.heads.HEAD !== head && reaches(head, commit)
            ? was.heads.HEAD
            : undefined;
        refused.push({ commit, subject, violations, record: '', via, ...(headBefore ? { headBefore } : {}) });
    }
    if (refused.length > 0) {
        // one file for the whole check, written once (a file per commit took most of the hook's time
        // for 20,000 of them: issue 32)
        const record = (0,diffgateRecords/* writeRefusedBatch */.k$)(external_node_path_.posix.join(storeDir, 'refused'), {
            session,
            at: now.toISOString(),
            commits: refused.map((r) => ({
                commit: r.commit,
                violations: r.violations.map((v) => ({ rule: v.rule, path: v.path, reason: v.reason })),
            })),
        });
        for (const r of refused)
            r.record = record;
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
    // a merge is under rules when any parent is: judged against the first parent with a manifest
    // (review-16 A04), as pre-push picks it (pushedCommits.ts); not against a first parent without
    // one, to which the merge adds the manifest (that read as a first manifest passed any change)
    let from = 0;
    if (parents.length > 1) {
        const blobs = manifestBlobs(parents.map((p) => `${p}:${readChanges/* DEFAULT_MANIFEST */.mj}`), { cwd: root, env });
        from = blobs.findIndex((b) => b !== null);
        if (from < 0)
            return [];
    }
    for (let k = from; k < Math.max(1, parents.length); k++) {
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

/***/ 2500:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findReleaseRecord: () => (/* binding */ findReleaseRecord),
/* harmony export */   k$: () => (/* binding */ writeRefusedBatch),
/* harmony export */   refusedRecords: () => (/* binding */ refusedRecords),
/* harmony export */   releaseId: () => (/* binding */ releaseId)
/* harmony export */ });
/* unused harmony exports recordDirs, releaseFile, writeReleaseRecord, releaseFromBatch, appendAudit */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _readRegular_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1186);
/**
 * What the git hooks keep under the repository's `.git/diffgate/` (the common git directory, so
 * every linked worktree sees the same records):
 *  - `releases/<tree>-<parent>.json`: written by pre-commit when a person set DIFFGATE_RELEASE;
 *    pre-push honours a commit's Diffgate-Release trailer only when the record for that commit's
 *    tree and first parent exists, so a trailer typed, copied (`git commit -C`) or cherry-picked
 *    releases nothing.
 *  - `refused/batch-<id>.json`: written by the agent tripwire once per judgement, listing every
 *    violating commit an agent made during the call (one file for 20,000 commits, where a file per
 *    commit cost most of PostToolUse's time: issue 32); pre-push refuses such a commit whatever its
 *    trailer says. `refused/<commit>.json`, one commit a file, is what earlier versions wrote: it
 *    is honoured the same (an upgrade forgets no refusal).
 *  - `audit.jsonl`: one line for each release a person made at push time.
 * Agents cannot write here: `.git/diffgate/` is a gate file for every agent layer. Yet a process
 * that gets past the pre-check can, so a release record counts only when the ledger outside the
 * repository lists it too (agent/ledger.ts; pre-push and the tripwire's HEAD move check).
 */



async function recordDirs(git, cwd) {
    const [gitDir = '', common = ''] = (await git.raw(['rev-parse', '--absolute-git-dir', '--git-common-dir']))
        .trim()
        .split('\n');
    return { common: join(resolve(cwd, common), 'diffgate'), worktree: join(gitDir, 'diffgate') };
}
/** A release record's id (its file name without `.json`), as the ledger lists it (agent/ledger.ts). */
const releaseId = (tree, parent) => `${tree}-${parent ?? 'root'}`;
const releaseFile = (dirs, tree, parent) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dirs.common, 'releases', `${releaseId(tree, parent)}.json`);
function writeReleaseRecord(dirs, record) {
    const file = releaseFile(dirs, record.tree, record.parent);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, `${JSON.stringify(record)}\n`);
    return file;
}
/** The release a person made with DIFFGATE_RELEASE for a commit of this tree on this parent, if any. */
function findReleaseRecord(dirs, tree, parent) {
    const file = releaseFile(dirs, tree, parent);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return undefined;
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
    }
    catch {
        // A record that does not parse is still a person's release (only a person's pre-commit writes
        // there), but its reason is lost: say so rather than refuse the push.
        return { tree, parent, reason: '(unreadable release record)', items: [], at: '' };
    }
}
const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** A record of earlier versions: one refused commit a file. */
const SINGLE = /^([0-9a-f]{40}|[0-9a-f]{64})\.json$/;
/** A batch (`batch-<id>.released.json`, a batch a person released whole, is none: the id holds no dot). */
const BATCH = /^batch-[0-9a-z-]+\.json$/;
/** A batch is read up to this size (20,000 refused commits take about 4 MB). */
const BATCH_BOUND = 256 * 1024 * 1024;
/**
 * Writes one judgement's refused commits as one batch, whole or not at all: to a temporary name,
 * flushed to the disk, then renamed into place and the folder flushed (a reader sees every commit
 * of it or none; a crash leaves a temporary name no reader takes). One JSON document rather than
 * a line a commit: a batch cut short or edited is then malformed as a whole, never read as a
 * shorter list, and every reader fails closed on it. Returns its path.
 */
function writeRefusedBatch(dir, batch) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    const name = `batch-${Date.now().toString(36)}-${process.pid.toString(36)}-${Math.random().toString(36).slice(2, 10)}.json`;
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
    writeWhole(file, `${JSON.stringify({ v: 1, ...batch })}\n`);
    return file;
}
/** Writes `text` at `file` by a flushed temporary file and a rename, then flushes the folder. */
function writeWhole(file, text) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(file, '..');
    const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, `.${Math.random().toString(36).slice(2, 10)}.tmp`);
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(tmp, 'wx', 0o644);
    try {
        const bytes = Buffer.from(text);
        for (let at = 0; at < bytes.length;)
            at += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, bytes, at);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(fd);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, file);
    const dfd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(dir, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(dfd);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(dfd);
    }
}
/**
 * Takes the commits a person released at push time off their batch: the batch is written again
 * without them, or, when none is left, renamed `<batch>.released.json` (no longer a refusal).
 */
function releaseFromBatch(file, released) {
    const batch = readBatch(file);
    const left = batch.commits.filter((c) => !released.has(c.commit));
    if (left.length === batch.commits.length)
        return;
    if (left.length === 0)
        renameSync(file, file.replace(/\.json$/, '.released.json'));
    else
        writeWhole(file, `${JSON.stringify({ v: 1, session: batch.session, at: batch.at, commits: left })}\n`);
}
/**
 * A batch as written: a regular file (opened without blocking: a FIFO put there cannot stall the
 * reader), within BATCH_BOUND, one JSON document of the shape above. Throws with the reason otherwise.
 */
function readBatch(file) {
    const text = readRegularFile(file, BATCH_BOUND);
    let v;
    try {
        v = JSON.parse(text);
    }
    catch (e) {
        throw new Error(`not JSON (${e.message})`);
    }
    const shaped = typeof v === 'object' &&
        v !== null &&
        v.v === 1 &&
        Array.isArray(v.commits) &&
        v.commits.every((c) => typeof c === 'object' &&
            c !== null &&
            typeof c.commit === 'string' &&
            COMMIT_ID.test(c.commit) &&
            Array.isArray(c.violations) &&
            c.violations.every((x) => typeof x === 'object' &&
                x !== null &&
                typeof x.rule === 'string' &&
                typeof x.path === 'string' &&
                typeof x.reason === 'string'));
    if (!shaped)
        throw new Error('not a batch of refused commits diffgate wrote');
    return {
        session: typeof v.session === 'string' ? v.session : '',
        at: typeof v.at === 'string' ? v.at : '',
        commits: v.commits,
    };
}
/**
 * A record's text through the shared bounded reader (readRegular.ts: opened without blocking, a
 * FIFO put in its place cannot stall the hook; checked on the descriptor), its refusals worded as
 * the readers of refused/ report them. Throws with the reason otherwise.
 */
function readRegularFile(file, bound) {
    try {
        return (0,_readRegular_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegular */ .VX)(file, bound).toString('utf8');
    }
    catch (e) {
        if (!(e instanceof _readRegular_js__WEBPACK_IMPORTED_MODULE_2__/* .NotReadable */ .SX))
            throw e;
        throw new Error(e.why === 'not-regular' ? 'not a regular file' : `larger than ${bound} bytes`);
    }
}
/**
 * The commits the agent tripwire refused, by full commit id: every batch's, and every record a
 * commit of earlier versions. A single record that does not parse still refuses its commit (its
 * name says which), with no details; a batch that cannot be read is listed in `unreadable`, for
 * the caller to fail closed on (the commits it held are not known).
 */
function refusedRecords(dirs) {
    const found = new Map();
    const unreadable = [];
    for (const base of new Set([dirs.common, dirs.worktree])) {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(base, 'refused');
        let names;
        try {
            names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir);
        }
        catch (e) {
            if (e.code === 'ENOENT')
                continue;
            throw e;
        }
        for (const name of names) {
            const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
            if (BATCH.test(name)) {
                let batch;
                try {
                    batch = readBatch(file);
                }
                catch (e) {
                    unreadable.push({ file, problem: e.message });
                    continue;
                }
                for (const c of batch.commits)
                    found.set(c.commit, {
                        commit: c.commit,
                        ...(batch.session !== '' ? { session: batch.session } : {}),
                        ...(batch.at !== '' ? { at: batch.at } : {}),
                        violations: c.violations,
                        file,
                        batch: true,
                    });
                continue;
            }
            const m = SINGLE.exec(name);
            if (!m)
                continue;
            let data = {};
            try {
                data = JSON.parse(readRegularFile(file, 1 << 20));
            }
            catch {
                // unreadable: refused all the same
            }
            found.set(m[1], {
                commit: m[1],
                ...(typeof data.session === 'string' ? { session: data.session } : {}),
                ...(typeof data.at === 'string' ? { at: data.at } : {}),
                violations: Array.isArray(data.violations) ? data.violations : [],
                file,
            });
        }
    }
    return { refused: found, unreadable };
}
function appendAudit(dirs, entries) {
    mkdirSync(dirs.common, { recursive: true });
    const file = join(dirs.common, 'audit.jsonl');
    appendFileSync(file, entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
    return file;
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
