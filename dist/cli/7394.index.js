"use strict";
exports.id = 7394;
exports.ids = [7394];
exports.modules = {

/***/ 2152:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.putBack = putBack;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const watchState_js_1 = __webpack_require__(4828);
function putBack(path, before, store, quarantine, name, base) {
    const aside = (from, as) => {
        const dest = node_path_1.posix.join(quarantine, as);
        (0, node_fs_1.mkdirSync)(node_path_1.posix.dirname(dest), { recursive: true });
        try {
            (0, node_fs_1.renameSync)(from, dest);
        }
        catch (e) {
            if (e.code !== 'EXDEV')
                throw e;
            (0, node_fs_1.cpSync)(from, dest, { recursive: true, verbatimSymlinks: true });
            (0, node_fs_1.rmSync)(from, { recursive: true, force: true });
        }
        return dest;
    };
    moveLinkedFolders(path, base, (dir) => aside(dir, `${node_path_1.posix.relative(base, dir) || '.'}.link`));
    const kept = (0, watchState_js_1.lstatOrUndefined)(path) === undefined ? null : aside(path, name);
    const existed = before.t === 'f' || before.t === 'l';
    if (before.t === 'f' && before.b !== undefined) {
        (0, node_fs_1.mkdirSync)(node_path_1.posix.dirname(path), { recursive: true });
        const tmp = `${path}.diffgate-${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`;
        (0, node_fs_1.copyFileSync)(store.blobPath(before.b), tmp, node_fs_1.constants.COPYFILE_EXCL);
        (0, node_fs_1.chmodSync)(tmp, before.m ?? 0o644);
        (0, node_fs_1.renameSync)(tmp, path);
    }
    else if (before.t === 'l' && before.l !== undefined) {
        (0, node_fs_1.mkdirSync)(node_path_1.posix.dirname(path), { recursive: true });
        (0, node_fs_1.symlinkSync)(before.l, path);
    }
    return { kept, existed };
}
function moveLinkedFolders(path, base, away) {
    if (!path.startsWith(`${base}/`))
        return;
    const parts = node_path_1.posix
        .relative(base, node_path_1.posix.dirname(path))
        .split('/')
        .filter((p) => p !== '');
    let dir = base;
    for (const part of parts) {
        dir = node_path_1.posix.join(dir, part);
        let st;
        try {
            st = (0, node_fs_1.lstatSync)(dir);
        }
        catch {
            return;
        }
        if (st.isSymbolicLink()) {
            away(dir);
            return;
        }
    }
}


/***/ }),

/***/ 8558:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.refKeys = refKeys;
exports.refsMoved = refsMoved;
exports.readHeads = readHeads;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const gatePaths_js_1 = __webpack_require__(3794);
const watchState_js_1 = __webpack_require__(4828);
function refFiles(gitDir) {
    const common = (0, gatePaths_js_1.commonDir)(gitDir);
    const out = [node_path_1.posix.join(gitDir, 'HEAD'), node_path_1.posix.join(common, 'packed-refs')];
    const walk = (dir) => {
        out.push(dir);
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(dir);
        }
        catch {
            return;
        }
        for (const n of names) {
            const p = node_path_1.posix.join(dir, n);
            if ((0, watchState_js_1.lstatOrUndefined)(p)?.isDirectory())
                walk(p);
            else
                out.push(p);
        }
    };
    walk(node_path_1.posix.join(common, 'refs', 'heads'));
    return out;
}
function refKeys(gitDir) {
    const keys = {};
    for (const f of refFiles(gitDir))
        keys[f] = (0, watchState_js_1.keyOf)((0, watchState_js_1.lstatOrUndefined)(f));
    return keys;
}
function refsMoved(state) {
    for (const [f, k] of Object.entries(state.refKeys))
        if ((0, watchState_js_1.keyOf)((0, watchState_js_1.lstatOrUndefined)(f)) !== k)
            return true;
    return false;
}
async function readHeads(root, env) {
    const { runGit } = await __webpack_require__.e(/* import() */ 3836).then(__webpack_require__.bind(__webpack_require__, 3836));
    const git = runGit(root, env);
    const heads = {};
    const text = await git.raw(['for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads']);
    for (const line of text.split('\n')) {
        const [sha, ref] = line.split(' ');
        if (sha && ref)
            heads[ref] = sha;
    }
    const head = await git.raw(['rev-parse', '--verify', '-q', 'HEAD']).then((v) => v.trim(), () => '');
    if (head !== '')
        heads.HEAD = head;
    return heads;
}


/***/ }),

/***/ 8098:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MAX_WALKED_FOLDERS = exports.nothingMoved = void 0;
exports.moved = moved;
exports.differences = differences;
exports.firstRecord = firstRecord;
exports.recordNewlyWatched = recordNewlyWatched;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const deadline_js_1 = __webpack_require__(2035);
const watchState_js_1 = __webpack_require__(4828);
function moved(state) {
    const files = [];
    for (const [path, e] of Object.entries(state.files)) {
        if (e.r === 1 || (0, watchState_js_1.keyOf)((0, watchState_js_1.lstatOrUndefined)(path)) !== e.k)
            files.push(path);
    }
    const dirs = [];
    for (const [dir, k] of Object.entries(state.dirs))
        if ((0, watchState_js_1.keyOf)((0, watchState_js_1.lstatOrUndefined)(dir)) !== k)
            dirs.push(dir);
    return { files, dirs };
}
const nothingMoved = (m) => m.files.length === 0 && m.dirs.length === 0;
exports.nothingMoved = nothingMoved;
function differences(state, m, list, store, now) {
    const found = [];
    const absent = { k: watchState_js_1.ABSENT, t: '-' };
    const linked = m.dirs.filter((d) => (0, watchState_js_1.lstatOrUndefined)(d)?.isSymbolicLink());
    const underLink = (p) => linked.some((d) => p.startsWith(`${d}/`));
    const files = [...new Set([...m.files, ...Object.keys(state.files).filter(underLink)])];
    for (const path of files) {
        const before = state.files[path];
        const st = underLink(path) ? undefined : (0, watchState_js_1.lstatOrUndefined)(path);
        const guard = list.guard(path);
        if (guard === undefined) {
            delete state.files[path];
            continue;
        }
        if (guard.keep && before.t === 'f' && before.b === undefined) {
            state.files[path] = store.entry(path, st, true, now);
            continue;
        }
        if (sameAs(path, before, st, guard, store)) {
            state.files[path] = store.entry(path, st, guard.keep && before.b === undefined, now);
            if (before.b !== undefined && state.files[path].t === 'f')
                state.files[path].b = before.b;
            continue;
        }
        found.push({ path, before, now: st, guard });
    }
    const seen = new Set(found.map((d) => d.path));
    for (const dir of m.dirs) {
        const st = (0, watchState_js_1.lstatOrUndefined)(dir);
        if (st === undefined || !st.isDirectory()) {
            for (const d of Object.keys(state.dirs))
                if (d === dir || d.startsWith(`${dir}/`))
                    delete state.dirs[d];
            continue;
        }
        state.dirs[dir] = (0, watchState_js_1.keyOf)(st);
        for (const path of listNew(dir, state, list)) {
            if (seen.has(path))
                continue;
            const guard = list.guard(path);
            if (guard === undefined)
                continue;
            seen.add(path);
            found.push({ path, before: absent, now: (0, watchState_js_1.lstatOrUndefined)(path), guard });
        }
    }
    return found;
}
function listNew(dir, state, list) {
    const out = [];
    let names;
    try {
        names = (0, node_fs_1.readdirSync)(dir);
    }
    catch {
        return out;
    }
    for (const name of names) {
        const path = node_path_1.posix.join(dir, name);
        if (state.files[path] !== undefined || state.dirs[path] !== undefined)
            continue;
        const st = (0, watchState_js_1.lstatOrUndefined)(path);
        if (st?.isDirectory()) {
            if (list.skips(path) && !list.inGateFolder(path))
                continue;
            state.dirs[path] = (0, watchState_js_1.keyOf)(st);
            out.push(...listNew(path, state, list));
        }
        else if (st !== undefined)
            out.push(path);
    }
    return out;
}
function sameAs(path, before, st, guard, store) {
    const t = (0, watchState_js_1.typeOf)(st);
    if (t !== before.t)
        return false;
    if (t === '-' || t === 'd' || t === 'o')
        return true;
    if (t === 'l')
        return (0, node_fs_1.readlinkSync)(path) === before.l;
    if (!guard.keep)
        return true;
    if ((st.mode & 0o7777) !== before.m)
        return false;
    if (before.b === undefined)
        return false;
    return sameBytes(path, store.blobPath(before.b));
}
function sameBytes(a, b) {
    const sa = (0, node_fs_1.statSync)(a);
    const sb = (0, node_fs_1.statSync)(b);
    if (sa.size !== sb.size)
        return false;
    const fa = (0, node_fs_1.openSync)(a, 'r');
    const fb = (0, node_fs_1.openSync)(b, 'r');
    try {
        const ba = Buffer.alloc(1 << 20);
        const bb = Buffer.alloc(1 << 20);
        for (let at = 0; at < sa.size;) {
            const n = (0, node_fs_1.readSync)(fa, ba, 0, ba.length, at);
            const m = (0, node_fs_1.readSync)(fb, bb, 0, n, at);
            if (n === 0 || m !== n || !ba.subarray(0, n).equals(bb.subarray(0, n)))
                return n === 0 && m === 0;
            at += n;
        }
        return true;
    }
    finally {
        (0, node_fs_1.closeSync)(fa);
        (0, node_fs_1.closeSync)(fb);
    }
}
exports.MAX_WALKED_FOLDERS = 20_000;
function firstRecord(state, list, store, now, roots = list) {
    const stopAt = Date.now() + Math.min((0, deadline_js_1.remainingMs)() / 2, 60_000);
    let folders = 0;
    let stopped = false;
    for (const path of roots.files) {
        const st = (0, watchState_js_1.lstatOrUndefined)(path);
        const guard = list.guard(path);
        state.files[path] = store.entry(path, st, guard?.keep ?? true, now);
    }
    const walk = (dir, gateFolder) => {
        if (!gateFolder && (stopped || ++folders > exports.MAX_WALKED_FOLDERS || Date.now() > stopAt)) {
            stopped = true;
            return;
        }
        const st = (0, watchState_js_1.lstatOrUndefined)(dir);
        if (!st?.isDirectory() || state.dirs[dir] !== undefined)
            return;
        state.dirs[dir] = (0, watchState_js_1.keyOf)(st);
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(dir);
        }
        catch {
            return;
        }
        for (const name of names) {
            const path = node_path_1.posix.join(dir, name);
            const child = (0, watchState_js_1.lstatOrUndefined)(path);
            if (child?.isDirectory()) {
                if (list.isOwn(path))
                    continue;
                if (gateFolder || !list.skips(path))
                    walk(path, gateFolder);
                continue;
            }
            if (state.files[path] !== undefined)
                continue;
            const guard = list.guard(path);
            if (guard !== undefined)
                state.files[path] = store.entry(path, child, guard.keep, now);
        }
    };
    for (const folder of roots.gateFolders)
        if (!list.isOwn(folder))
            walk(folder, true);
    for (const tree of roots.trees)
        walk(tree, false);
    if (stopped)
        state.partial = 1;
}
function recordNewlyWatched(state, list, store, now) {
    const files = list.files.filter((p) => state.files[p] === undefined);
    const gateFolders = list.gateFolders.filter((f) => state.dirs[f] === undefined);
    if (files.length > 0 || gateFolders.length > 0)
        firstRecord(state, list, store, now, { files, gateFolders, trees: [] });
}


/***/ }),

/***/ 7394:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.tripwireBefore = tripwireBefore;
exports.tripwireAfter = tripwireAfter;
const node_path_1 = __webpack_require__(6760);
const tripwire_js_1 = __webpack_require__(6941);
const verdict_js_1 = __webpack_require__(6227);
const context_js_1 = __webpack_require__(6928);
const displayPath_js_1 = __webpack_require__(2062);
const personGate_js_1 = __webpack_require__(4205);
const realPath_js_1 = __webpack_require__(1344);
const refs_js_1 = __webpack_require__(8558);
const putBack_js_1 = __webpack_require__(2152);
const survey_js_1 = __webpack_require__(8098);
const watchList_js_1 = __webpack_require__(9793);
const watchState_js_1 = __webpack_require__(4828);
function gitEnv(env) {
    const out = { ...env };
    for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR'])
        delete out[k];
    out.GIT_NO_REPLACE_OBJECTS = '1';
    return out;
}
async function recordAll(ctx, ws, ports, at) {
    const state = (0, watchState_js_1.emptyState)(at, ctx.place.root);
    (0, survey_js_1.firstRecord)(state, new watchList_js_1.WatchList(ctx, ports.env, ws.storeDir, ports.selfDir), ws, at);
    const { gitDir, root } = ctx.place;
    if (gitDir) {
        state.refKeys = (0, refs_js_1.refKeys)(gitDir);
        state.heads = await (0, refs_js_1.readHeads)(root, gitEnv(ports.env));
    }
    return state;
}
async function tripwireBefore(call, ctx, ports) {
    const ws = new watchState_js_1.WatchStore(call.storeDir);
    await ws.locked(async () => {
        const at = ports.now().getTime();
        const state = ws.load();
        const callId = call.toolUseId ?? `${call.session}:${at}`;
        if (state !== undefined)
            (0, watchState_js_1.rebase)(state, ctx.place.root);
        if (state === undefined) {
            ws.save(await recordAll(ctx, ws, ports, at));
            ws.markCall(callId);
            return;
        }
        const m = (0, survey_js_1.moved)(state);
        const refs = ctx.place.gitDir !== null && (0, refs_js_1.refsMoved)(state);
        if ((0, survey_js_1.nothingMoved)(m) && !refs) {
            if (ws.lastCall() !== callId)
                ws.markCall(callId);
            return;
        }
        const list = new watchList_js_1.WatchList(ctx, ports.env, ws.storeDir, ports.selfDir);
        const found = (0, survey_js_1.differences)(state, m, list, ws, at);
        if (found.some((d) => d.guard.manifest)) {
            ws.save(await recordAll(ctx, ws, ports, at));
            ws.markCall(callId);
            return;
        }
        for (const d of found)
            state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
        (0, survey_js_1.recordNewlyWatched)(state, list, ws, at);
        if (refs) {
            state.refKeys = (0, refs_js_1.refKeys)(ctx.place.gitDir);
            state.heads = await (0, refs_js_1.readHeads)(ctx.place.root, gitEnv(ports.env));
        }
        state.at = at;
        ws.save(state);
        ws.markCall(callId);
    });
}
async function recordIsThisTurns(state, ws, call, prompts) {
    if (call.toolUseId !== undefined && ws.lastCall() === call.toolUseId)
        return true;
    const since = await prompts.latestTime(call.session);
    return since !== undefined && state.at >= since;
}
async function tripwireAfter(call, prompts, ports) {
    const ws = new watchState_js_1.WatchStore(call.storeDir);
    return ws.locked(async () => {
        const now = ports.now();
        const at = now.getTime();
        const { place } = call;
        const state = ws.load();
        if (state !== undefined)
            (0, watchState_js_1.rebase)(state, place.root);
        if (state === undefined) {
            const rules = await (0, context_js_1.loadRules)(place, ports.env, ports.knownPatterns);
            ws.save(await recordAll({ place, rules }, ws, ports, at));
            ws.markCall(undefined);
            return { message: '' };
        }
        const m = (0, survey_js_1.moved)(state);
        const refs = place.gitDir !== null && (0, refs_js_1.refsMoved)(state);
        if ((0, survey_js_1.nothingMoved)(m) && !refs)
            return { message: '' };
        if (!(await recordIsThisTurns(state, ws, call, prompts))) {
            const rules = await (0, context_js_1.loadRules)(place, ports.env, ports.knownPatterns);
            ws.save(await recordAll({ place, rules }, ws, ports, at));
            ws.markCall(undefined);
            return { message: '' };
        }
        const texts = new Map();
        for (const path of m.files) {
            const e = state.files[path];
            if (node_path_1.posix.basename(path) === '.diffgate.tsv' || path.endsWith('/diffgate/manifest.tsv'))
                texts.set(path, e.t === 'f' && e.b !== undefined ? new TextDecoder().decode(ws.readBlob(e.b)) : null);
        }
        const rules = await (0, context_js_1.loadRules)(place, ports.env, ports.knownPatterns, texts);
        const ctx = { place, rules };
        const list = new watchList_js_1.WatchList(ctx, ports.env, ws.storeDir, ports.selfDir);
        const found = (0, survey_js_1.differences)(state, m, list, ws, at);
        const judged = found.length === 0 ? [] : await (await __webpack_require__.e(/* import() */ "2021-8233-9350").then(__webpack_require__.bind(__webpack_require__, 8233))).judge(found, ctx, ws);
        const forged = found.some((d) => (0, realPath_js_1.isWithin)(d.path, node_path_1.posix.join(call.storeDir, 'sessions')));
        const liftable = forged
            ? []
            : judged.filter((j) => j.denial.releasable || j.denial.saveWords !== undefined).map((j) => j.denial);
        const open = new Set([
            ...judged.filter((j) => !liftable.includes(j.denial)).map((j) => j.denial),
            ...(await (0, personGate_js_1.applyPersonGates)(liftable, { session: call.session, tool: call.tool, toolUseId: call.toolUseId, releasePhrases: rules.releasePhrases }, prompts, ports.now)),
        ]);
        const refused = new Map();
        for (const j of judged)
            if (open.has(j.denial))
                refused.set(j.path, [...(refused.get(j.path) ?? []), j.denial]);
        const quarantine = node_path_1.posix.join(call.storeDir, 'quarantine', `${now.toISOString().replace(/[:.]/g, '-')}-${(call.toolUseId ?? call.tool).replace(/[^A-Za-z0-9_-]/g, '_')}`);
        const report = [];
        const audit = [];
        const failed = new Set();
        let manifestAccepted = false;
        for (const d of found) {
            const denials = refused.get(d.path);
            if (denials === undefined) {
                if (d.guard.manifest)
                    manifestAccepted = true;
                state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
                continue;
            }
            const inside = (0, realPath_js_1.isWithin)(d.path, place.root);
            const name = inside ? node_path_1.posix.relative(place.root, d.path) : d.path.replace(/^\/+/, '');
            try {
                const done = (0, putBack_js_1.putBack)(d.path, d.before, ws, quarantine, name, inside ? place.root : place.home);
                report.push({ denials, path: d.path, ...done });
                audit.push(...denials.map((den) => auditOf(call, now, den, done.kept, place)));
                state.files[d.path] = ws.entry(d.path, (0, watchState_js_1.lstatOrUndefined)(d.path), d.guard.keep, at);
            }
            catch (e) {
                failed.add(d.path);
                report.push({ denials, path: d.path, kept: null, existed: false, failed: e.message });
            }
        }
        let commits = { refused: [], errors: [] };
        if (refs) {
            const heads = await (0, refs_js_1.readHeads)(place.root, gitEnv(ports.env));
            const { checkNewCommits } = await __webpack_require__.e(/* import() */ "402-2021-8856-9350").then(__webpack_require__.bind(__webpack_require__, 8856));
            commits = await checkNewCommits(place.root, gitEnv(ports.env), state.heads, heads, call.storeDir, call.session, now);
            for (const r of commits.refused)
                audit.push({
                    time: now.toISOString(),
                    session: call.session,
                    tool: call.tool,
                    rule: 'commit',
                    action: 'commit-refused',
                    commit: r.commit,
                });
            state.heads = heads;
            state.refKeys = (0, refs_js_1.refKeys)(place.gitDir);
        }
        if (audit.length > 0)
            await prompts.audit(audit);
        for (const d of (0, survey_js_1.differences)(state, (0, survey_js_1.moved)(state), list, ws, at))
            if (!failed.has(d.path))
                state.files[d.path] = ws.entry(d.path, d.now, d.guard.keep, at);
        if (manifestAccepted) {
            const fresh = await (0, context_js_1.loadRules)(place, ports.env, ports.knownPatterns);
            ws.save(await recordAll({ place, rules: fresh }, ws, ports, at));
            ws.markCall(undefined);
        }
        else {
            (0, survey_js_1.recordNewlyWatched)(state, list, ws, at);
            state.at = at;
            ws.save(state);
        }
        return { message: render(call.tool, report, commits, place, rules.releasePhrases) };
    });
}
function auditOf(call, now, d, kept, place) {
    return {
        time: now.toISOString(),
        session: call.session,
        tool: call.tool,
        ...(call.toolUseId ? { tool_use_id: call.toolUseId } : {}),
        rule: d.rule,
        ...(d.path !== undefined ? { path: d.path } : {}),
        ...(d.source ? { source: d.source } : {}),
        action: 'put-back',
        ...(kept ? { kept: (0, displayPath_js_1.displayPath)(kept, place) } : {}),
    };
}
function render(tool, report, commits, place, phrases) {
    if (report.length === 0 && commits.refused.length === 0 && commits.errors.length === 0)
        return '';
    const out = [];
    if (report.length > 0)
        out.push(tripwire_js_1.tripwireText.header(tool, report.length), '');
    let releasable = false;
    for (const r of report) {
        for (const d of r.denials) {
            const where = d.path === undefined || d.path === '' ? '' : `${(0, verdict_js_1.location)({ ...d, path: d.path })} `;
            out.push(`${where}[${d.rule}] ${d.message}`);
            out.push(`  ${tripwire_js_1.tripwireText.why} ${d.reason}${d.source ? ` (${d.source})` : ''}`);
            releasable ||= d.releasable;
        }
        const shown = (0, displayPath_js_1.displayPath)(r.path, place);
        out.push(`  ${tripwire_js_1.tripwireText.putBack} ${r.failed !== undefined ? tripwire_js_1.tripwireText.restoreFailed(shown, r.failed) : tripwire_js_1.tripwireText.restored(r.kept && (0, displayPath_js_1.displayPath)(r.kept, place), r.existed)}`);
        out.push(`  ${tripwire_js_1.tripwireText.next} ${r.denials[0].next}`, '');
    }
    if (commits.refused.length > 0 || commits.errors.length > 0)
        out.push(tripwire_js_1.tripwireText.headerCommits(tool), '');
    for (const c of commits.refused) {
        out.push(tripwire_js_1.tripwireText.commit(c.commit, c.subject));
        for (const v of c.violations)
            out.push(`  ${(0, verdict_js_1.location)(v)} [${v.rule}] ${v.message}`, `    ${tripwire_js_1.tripwireText.why} ${v.reason}`);
        out.push(`  ${tripwire_js_1.tripwireText.commitRecorded((0, displayPath_js_1.displayPath)(c.record, place))}`, `  ${tripwire_js_1.tripwireText.next} ${tripwire_js_1.tripwireText.commitNext()}`, '');
    }
    for (const e of commits.errors)
        out.push(tripwire_js_1.tripwireText.commitError(e), '');
    if (releasable)
        out.push(tripwire_js_1.tripwireText.release(phrases));
    out.push(tripwire_js_1.tripwireText.workaround());
    return `${out.join('\n')}\n`;
}


/***/ }),

/***/ 9793:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WatchList = void 0;
const node_path_1 = __webpack_require__(6760);
const picomatch_1 = __importDefault(__webpack_require__(4006));
const pathIndex_js_1 = __webpack_require__(1079);
const secrets_js_1 = __webpack_require__(1359);
const gatePaths_js_1 = __webpack_require__(3794);
const realPath_js_1 = __webpack_require__(1344);
const WATCHED = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate', 'deny']);
const KEEPS = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate']);
const SKIPPED = new Set(['.git', 'node_modules']);
const OWN = ['tripwire', 'quarantine', 'audit.jsonl'];
class WatchList {
    ctx;
    files;
    gateFolders;
    trees;
    inside;
    outside;
    allowInside;
    allowOutside;
    gateFiles;
    manifests;
    installed;
    own;
    constructor(ctx, env, storeDir, selfDir) {
        this.ctx = ctx;
        this.own = OWN.map((n) => node_path_1.posix.join(storeDir, n));
        const { place, rules } = ctx;
        this.inside = new pathIndex_js_1.PathIndex(rules.repo.rules.filter((r) => WATCHED.has(r.kind)));
        this.outside = new pathIndex_js_1.PathIndex(rules.outside.rules.filter((r) => WATCHED.has(r.kind)));
        this.allowInside = new pathIndex_js_1.PathIndex(rules.repo.rules.filter((r) => r.kind === 'allow'));
        this.allowOutside = new pathIndex_js_1.PathIndex(rules.outside.rules.filter((r) => r.kind === 'allow'));
        const gates = (0, gatePaths_js_1.gateSet)(place, env, selfDir);
        this.installed = (0, gatePaths_js_1.installedPaths)(place, env, selfDir);
        this.manifests = new Set([rules.repoFile, ...rules.userFiles]);
        const git = place.gitDir;
        const gitFiles = git ? [node_path_1.posix.join(git, 'config'), node_path_1.posix.join(git, 'config.worktree')] : [];
        const gitFolders = git
            ? [node_path_1.posix.join(git, 'hooks'), node_path_1.posix.join(git, 'diffgate', 'releases'), node_path_1.posix.join(git, 'diffgate', 'refused')]
            : [];
        const outsideFiles = rules.outside.rules
            .filter((r) => WATCHED.has(r.kind) && !picomatch_1.default.scan(r.pattern).isGlob)
            .map((r) => node_path_1.posix.join('/', r.pattern));
        this.gateFiles = new Set([...gates.files, ...gitFiles]);
        this.files = [...new Set([...this.manifests, ...this.gateFiles, ...outsideFiles])];
        this.gateFolders = [...new Set([...gates.folders, ...gitFolders])];
        const outsideBases = rules.outside.rules
            .filter((r) => WATCHED.has(r.kind))
            .map((r) => node_path_1.posix.join('/', picomatch_1.default.scan(r.pattern).base));
        this.trees = [...new Set([...(place.gitDir !== null ? [place.workspace, place.root] : []), ...outsideBases])];
    }
    isOwn(path) {
        return this.own.some((o) => (0, realPath_js_1.isWithin)(path, o));
    }
    skips(dir) {
        if (this.isOwn(dir))
            return true;
        const name = node_path_1.posix.basename(dir);
        if (SKIPPED.has(name))
            return true;
        const git = this.ctx.place.gitDir;
        return git !== null && (dir === git || (0, realPath_js_1.isWithin)(dir, git));
    }
    guard(abs) {
        const { place } = this.ctx;
        const manifest = this.manifests.has(abs);
        const gate = manifest || this.gateFiles.has(abs) || this.inGateFolder(abs);
        const inRepo = (0, realPath_js_1.isWithin)(abs, place.root);
        const rel = inRepo ? node_path_1.posix.relative(place.root, abs) : abs.replace(/^\/+/, '');
        if (inRepo && rel.split('/').includes('.git') && !gate)
            return undefined;
        const allowed = (inRepo ? this.allowInside : this.allowOutside).match(rel).length > 0;
        const rules = rel === '' ? [] : (inRepo ? this.inside : this.outside).match(rel);
        const kept = rules.filter((r) => r.kind !== 'deny' || !allowed);
        const secret = inRepo && !allowed && (0, secrets_js_1.secretSegment)(rel) !== undefined;
        if (!gate && kept.length === 0 && !secret)
            return undefined;
        const installed = gate && this.installed.some((p) => abs === p || (0, realPath_js_1.isWithin)(abs, p));
        return { keep: gate || kept.some((r) => KEEPS.has(r.kind)), gate, manifest, rules: kept, secret, installed };
    }
    inGateFolder(abs) {
        if (this.isOwn(abs))
            return false;
        return this.gateFolders.some((f) => abs === f || (0, realPath_js_1.isWithin)(abs, f));
    }
}
exports.WatchList = WatchList;


/***/ }),

/***/ 4828:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WatchStore = exports.ABSENT = void 0;
exports.keyOf = keyOf;
exports.lstatOrUndefined = lstatOrUndefined;
exports.typeOf = typeOf;
exports.emptyState = emptyState;
exports.rebase = rebase;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const VERSION = 1;
const RACY_MS = 100;
exports.ABSENT = '-';
function keyOf(st) {
    if (st === undefined)
        return exports.ABSENT;
    return `${st.mode.toString(8)}:${st.dev}:${st.ino}:${st.size}:${st.ctimeMs}:${st.mtimeMs}`;
}
function lstatOrUndefined(path) {
    try {
        return (0, node_fs_1.lstatSync)(path, { throwIfNoEntry: false });
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw e;
    }
}
function typeOf(st) {
    if (st === undefined)
        return '-';
    if (st.isFile())
        return 'f';
    if (st.isSymbolicLink())
        return 'l';
    if (st.isDirectory())
        return 'd';
    return 'o';
}
class WatchStore {
    storeDir;
    dir;
    blobs;
    constructor(storeDir) {
        this.storeDir = storeDir;
        this.dir = node_path_1.posix.join(storeDir, 'tripwire');
        this.blobs = node_path_1.posix.join(this.dir, 'blobs');
    }
    load() {
        let text;
        try {
            text = (0, node_fs_1.readFileSync)(node_path_1.posix.join(this.dir, 'state.json'), 'utf8');
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return undefined;
            throw e;
        }
        const state = JSON.parse(text);
        return state.v === VERSION ? state : undefined;
    }
    save(state) {
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const file = node_path_1.posix.join(this.dir, 'state.json');
        const tmp = `${file}.${process.pid}.tmp`;
        (0, node_fs_1.writeFileSync)(tmp, JSON.stringify(state), { mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, file);
        this.prune(state);
    }
    entry(path, st, keep, now) {
        const t = typeOf(st);
        const e = { k: keyOf(st), t };
        if (st === undefined)
            return e;
        if (now - st.ctimeMs < RACY_MS)
            e.r = 1;
        if (t === 'l')
            e.l = (0, node_fs_1.readlinkSync)(path);
        if (t === 'f') {
            e.m = st.mode & 0o7777;
            if (keep) {
                (0, node_fs_1.mkdirSync)(this.blobs, { recursive: true });
                const name = `${st.ino}-${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
                (0, node_fs_1.copyFileSync)(path, node_path_1.posix.join(this.blobs, name));
                e.b = name;
                if (keyOf(lstatOrUndefined(path)) !== e.k)
                    e.r = 1;
            }
        }
        return e;
    }
    lastCall() {
        try {
            return (0, node_fs_1.readFileSync)(node_path_1.posix.join(this.dir, 'call'), 'utf8');
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return undefined;
            throw e;
        }
    }
    markCall(id) {
        const file = node_path_1.posix.join(this.dir, 'call');
        if (id === undefined) {
            (0, node_fs_1.rmSync)(file, { force: true });
            return;
        }
        const tmp = `${file}.${process.pid}.tmp`;
        (0, node_fs_1.writeFileSync)(tmp, id, { mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, file);
    }
    blobPath(name) {
        return node_path_1.posix.join(this.blobs, name);
    }
    readBlob(name) {
        return (0, node_fs_1.readFileSync)(node_path_1.posix.join(this.blobs, name));
    }
    async locked(work) {
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        const lock = node_path_1.posix.join(this.dir, 'lock');
        const start = Date.now();
        for (;;) {
            try {
                (0, node_fs_1.mkdirSync)(lock);
                break;
            }
            catch (e) {
                if (e.code !== 'EEXIST')
                    throw e;
                const age = Date.now() - (lstatOrUndefined(lock)?.mtimeMs ?? Date.now());
                if (age > 30_000 || Date.now() - start > 8_000) {
                    (0, node_fs_1.rmSync)(lock, { recursive: true, force: true });
                    continue;
                }
                await new Promise((r) => setTimeout(r, 10));
            }
        }
        try {
            return await work();
        }
        finally {
            try {
                (0, node_fs_1.rmdirSync)(lock);
            }
            catch {
            }
        }
    }
    prune(state) {
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(this.blobs);
        }
        catch {
            return;
        }
        const used = new Set(Object.values(state.files).flatMap((e) => (e.b ? [e.b] : [])));
        if (names.length <= used.size * 2 + 16)
            return;
        const cutoff = Date.now() - 10 * 60_000;
        for (const n of names) {
            if (used.has(n))
                continue;
            const p = node_path_1.posix.join(this.blobs, n);
            try {
                if ((0, node_fs_1.statSync)(p).mtimeMs < cutoff)
                    (0, node_fs_1.unlinkSync)(p);
            }
            catch {
            }
        }
    }
}
exports.WatchStore = WatchStore;
function emptyState(now, root) {
    return { v: VERSION, at: now, files: {}, dirs: {}, refKeys: {}, heads: {}, ...(root ? { root } : {}) };
}
function rebase(state, root) {
    const old = state.root;
    if (old === undefined || old === root)
        return;
    let real;
    try {
        real = node_fs_1.realpathSync.native(old);
    }
    catch {
        return;
    }
    if (real !== root)
        return;
    const move = (map) => Object.fromEntries(Object.entries(map).map(([p, v]) => [p === old || p.startsWith(`${old}/`) ? root + p.slice(old.length) : p, v]));
    state.files = move(state.files);
    state.dirs = move(state.dirs);
    state.refKeys = move(state.refKeys);
    state.root = root;
}


/***/ }),

/***/ 6941:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.tripwireText = void 0;
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
exports.tripwireText = {
    header: (tool, count) => tool === 'Stop' || tool === 'SubagentStop'
        ? `diffgate found ${count === 1 ? 'a protected file' : `${count} protected files`} changed at the end of the turn (by a process still running, or left from an earlier call) and put ${count === 1 ? 'it' : 'them'} back.`
        : `diffgate checked what this ${tool} call really changed: it changed ${count === 1 ? 'a protected file' : `${count} protected files`}, so diffgate put ${count === 1 ? 'it' : 'them'} back as ${count === 1 ? 'it was' : 'they were'} before the call.`,
    headerCommits: (tool) => `diffgate checked the commits this ${tool} call made.`,
    changed: (path, what) => (what === '' ? `${path} was changed.` : `${path} was changed: ${what}`),
    noun: (kind) => kindNoun[kind] ?? `a file protected by a ${kind} rule`,
    restored: (kept, existed) => `${existed ? 'It is back to its content, mode and type from before the call' : 'It did not exist before the call and was moved away'}${kept ? `; the call's version is kept at ${kept}` : ''}.`,
    putBack: 'put back:',
    why: 'why:',
    next: 'next:',
    nextEdit: () => 'If the change is needed, make it with the Edit tool, whose proposed change diffgate can check before it happens; if the rule forbids it, show the person the change you intended and why, and wait for them to decide.',
    nextGate: () => 'Do not try to switch diffgate, git hooks or their settings off. Tell the person what you needed, and let them change the setup.',
    nextSecret: () => 'Do not create secret files. If the task needs one, ask the person to create it, or to add an "allow" line for a fixture that is not a secret.',
    workaround: () => 'Do not work around this by changing another file instead, or by making the same change another way (another tool, a script, a background process).',
    release: (phrases) => `A person can let such a change stand: they include ${phrases.map((p) => JSON.stringify(p)).join(' or ')} in their next message, and the change is then kept for that turn (recorded in the audit log).`,
    commit: (sha, subject) => `Commit ${sha.slice(0, 12)} (${JSON.stringify(subject)}) breaks a rule:`,
    commitRecorded: (record) => `The commit was left as it is, and recorded in ${record}: pre-push refuses it whatever its message says, until a person pushes it with DIFFGATE_RELEASE set.`,
    commitNext: () => 'Undo the commit (git reset --soft HEAD~1), put the protected file back (git checkout HEAD~1 -- <path> before the reset, or git restore --source=HEAD --staged --worktree <path> after it), and commit again; or show the person the commit and why, and wait for them to decide.',
    commitError: (detail) => `The commits made during the call could not be checked: ${detail}`,
    unreadable: (path, why) => `${path} changed but cannot be read back to judge it (${why}).`,
    unreadableReason: () => 'A change that cannot be judged is not let through (fail closed).',
    tooLarge: (bytes, mib) => `${bytes} bytes, over the ${mib} MiB the tripwire reads to judge a file within the hook's time limit`,
    restoreFailed: (path, why) => `${path} could not be put back (${why}); tell the person at once, it needs a person's hand.`,
};


/***/ })

};
;