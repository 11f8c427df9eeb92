"use strict";
exports.id = 7995;
exports.ids = [7995];
exports.modules = {

/***/ 7995:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.GateWitness = void 0;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const tripwire_js_1 = __webpack_require__(6941);
const readRegular_js_1 = __webpack_require__(6355);
const ledger_js_1 = __webpack_require__(6621);
const contentHash_js_1 = __webpack_require__(2280);
const statKey_js_1 = __webpack_require__(4452);
const READ_BOUND = 8 * 1024 * 1024;
class GateWitness {
    dir;
    gitDir;
    constructor(dir, gitDir) {
        this.dir = dir;
        this.gitDir = gitDir;
    }
    static of(gitDir, env, home) {
        const ledger = ledger_js_1.Ledger.of(gitDir, env, home);
        return new GateWitness(ledger.file.replace(/\.ledger$/, '.gates'), () => ledger.gitDir);
    }
    get index() {
        return node_path_1.posix.join(this.dir, 'index.json');
    }
    blob(name) {
        return node_path_1.posix.join(this.dir, 'blobs', name);
    }
    read() {
        let text;
        try {
            text = (0, readRegular_js_1.readRegularText)(this.index, READ_BOUND);
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return { kind: 'none' };
            const why = e instanceof readRegular_js_1.NotReadable && e.why === 'too-large'
                ? tripwire_js_1.tripwireText.witnessTooLarge(READ_BOUND >> 20)
                : tripwire_js_1.tripwireText.witnessUnreadable(e.message);
            return { kind: 'broken', why };
        }
        let v;
        try {
            v = JSON.parse(text);
        }
        catch {
            return { kind: 'broken', why: tripwire_js_1.tripwireText.witnessNotJson() };
        }
        if (v?.v !== 1 || typeof v.files !== 'object' || v.files === null || Array.isArray(v.files))
            return { kind: 'broken', why: tripwire_js_1.tripwireText.witnessNotJson() };
        if (v.git !== this.gitDir())
            return { kind: 'broken', why: tripwire_js_1.tripwireText.witnessOtherGit(String(v.git)) };
        const data = {
            v: 1,
            git: v.git,
            files: v.files,
            folders: Array.isArray(v.folders) ? v.folders : [],
            paths: Array.isArray(v.paths) ? v.paths.filter((p) => typeof p === 'string') : [],
        };
        if (!Array.isArray(v.paths))
            return { kind: 'broken', why: tripwire_js_1.tripwireText.witnessNoList(), data };
        const missing = data.paths.filter((p) => data.files[p] === undefined).length;
        const listed = new Set(data.paths);
        const unlisted = Object.keys(data.files).filter((p) => !listed.has(p)).length;
        if (missing > 0 || unlisted > 0)
            return { kind: 'broken', why: tripwire_js_1.tripwireText.witnessEntriesMissing(missing + unlisted), data };
        return { kind: 'whole', data };
    }
    keep(state, list, ws, changed) {
        const gate = (p) => list.guard(p)?.gate === true && !list.isOwn(p);
        const gates = changed === undefined ? undefined : [...changed].filter(gate);
        if (gates?.length === 0)
            return;
        const found = gates === undefined ? undefined : this.read();
        const known = found?.kind === 'whole' ? found.data : undefined;
        const data = known ?? { v: 1, git: this.gitDir(), files: {}, folders: list.gateFolders, paths: [] };
        for (const p of known === undefined ? Object.keys(state.files).filter(gate) : gates) {
            const e = state.files[p];
            if (e === undefined)
                delete data.files[p];
            else {
                if (e.b !== undefined)
                    this.copy(e.b, ws);
                data.files[p] = e;
            }
        }
        data.paths = Object.keys(data.files);
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true, mode: 0o700 });
        const tmp = `${this.index}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
        (0, node_fs_1.writeFileSync)(tmp, JSON.stringify(data), { mode: 0o600 });
        (0, node_fs_1.renameSync)(tmp, this.index);
    }
    copy(name, ws) {
        if (!(0, contentHash_js_1.isContentName)(name))
            return;
        const to = this.blob(name);
        if ((0, statKey_js_1.lstatOrUndefined)(to)?.isFile() === true)
            return;
        (0, node_fs_1.mkdirSync)(node_path_1.posix.dirname(to), { recursive: true, mode: 0o700 });
        const tmp = `${to}.${process.pid}.tmp`;
        (0, node_fs_1.copyFileSync)(ws.blobPath(name), tmp);
        (0, node_fs_1.renameSync)(tmp, to);
    }
    restore(state, list, ws, fromHead, heldByHead = () => new Set()) {
        const found = this.read();
        if (found.kind === 'none')
            return { n: 0 };
        const data = found.data;
        const own = (p) => fromHead.has(p) || list.guard(p)?.gate !== true || list.isOwn(p);
        let n = 0;
        const given = new Set();
        if (data !== undefined) {
            const listed = new Set(data.paths);
            for (const [p, e] of Object.entries(data.files)) {
                if (own(p) || (found.kind === 'broken' && !listed.has(p)))
                    continue;
                const b = e.b === undefined ? undefined : this.intoStore(e.b, ws);
                state.files[p] = b === undefined ? e : { ...e, b };
                given.add(p);
                n++;
            }
            const folders = data.folders.filter((f) => list.inGateFolder(f));
            for (const p of Object.keys(state.files)) {
                if (data.files[p] !== undefined || own(p))
                    continue;
                if (!folders.some((f) => p !== f && p.startsWith(`${f}/`)))
                    continue;
                state.files[p] = { k: 0, t: '-' };
                given.add(p);
                n++;
            }
        }
        if (found.kind === 'whole')
            return { n };
        const candidates = Object.entries(state.files)
            .filter(([p, e]) => !given.has(p) && !own(p) && (e.t === 'f' || e.t === 'l') && list.guard(p)?.manifest !== true)
            .map(([p]) => p);
        const held = heldByHead(candidates);
        const unknown = [];
        for (const p of candidates) {
            if (held.has(p))
                continue;
            state.files[p] = { k: 0, t: state.files[p].t, r: 1, u: 1 };
            unknown.push(p);
            n++;
        }
        const kept = (p) => (list.guard(p)?.keep === true ? 0 : 1);
        unknown.sort((a, b) => kept(a) - kept(b));
        return { n, broken: { why: found.why, unknown } };
    }
    intoStore(name, ws) {
        const from = this.blob(name);
        try {
            if ((0, statKey_js_1.lstatOrUndefined)(from)?.isFile() !== true || (0, contentHash_js_1.hashFile)(from) !== name)
                return undefined;
            return ws.keepBytes((0, readRegular_js_1.readRegular)(from, Number.MAX_SAFE_INTEGER));
        }
        catch {
            return undefined;
        }
    }
}
exports.GateWitness = GateWitness;


/***/ })

};
;