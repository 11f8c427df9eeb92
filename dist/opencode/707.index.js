export const id = 707;
export const ids = [707];
export const modules = {

/***/ 7088:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GateWitness: () => (/* binding */ GateWitness)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6778);
/* harmony import */ var _git_readRegular_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1186);
/* harmony import */ var _ledger_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(342);
/* harmony import */ var _contentHash_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6519);
/* harmony import */ var _statKey_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9067);
/**
 * The gate files' witness, outside the repository (review 6 G1, G2). When a call removes or forges
 * the tripwire's record (`.git/diffgate/tripwire/`), the files git's HEAD holds are judged against
 * HEAD (headBaseline.ts); the gate files HEAD does not hold (`~/.gitconfig`, `.git/config`,
 * `.git/hooks/`, the shells' start-up files, the clients' settings in the home and the project's
 * `.claude/settings.local.json`) have no other witness, and what the same call did to them stood.
 *
 * So the record's entries for gate files, and a copy of each one's kept bytes, are kept next to the
 * ledger (`~/.local/state/diffgate/git-dirs/<hash>.gates/`: `index.json` and `blobs/<sha-256>`), and
 * a record taken from HEAD takes every gate entry HEAD did not give it from here: the same key, so
 * a file nothing touched is not even read, and a changed one is judged against its kept copy and
 * put back (the agent's version quarantined) as with the record in place. A copy whose bytes no
 * longer hash to its name is kept under that name all the same: the put-back then fails, and every
 * later hook says so and blocks (fail closed).
 *
 * A witness that is there but cannot be taken as written (unreadable, over its read bound, not JSON,
 * another git folder's, or missing entries of the gate paths it lists: review 8 W1-W3) is broken,
 * never none: what it does give is taken, and every gate file HEAD did not give that it cannot
 * vouch for and that is there now is recorded as *unknown* (`u`): judged as changed, not put back
 * (there is nothing to put back), its bytes copied into the quarantine, and every later pass says
 * so and blocks (tripwire.ts). Only a witness that is not there at all is none (the open L3 case).
 *
 * Cost: written whole when the record is taken whole (the first record, a manifest changed, a
 * record from HEAD), else only when a pass recorded a gate file anew (a person's edit taken in, or a
 * put-back), one read and one rename of a small file; the copies are named by their hash, so a copy
 * already there is not written again. The quiet passes never touch it. It is in the agent's reach
 * like the ledger: removing both with the store is the open L3 case (docs/tripwire.md).
 */







/** Bigger than any index of a few hundred gate files; read with the bounded reader. */
const READ_BOUND = 8 * 1024 * 1024;
class GateWitness {
    dir;
    gitDir;
    constructor(dir, gitDir) {
        this.dir = dir;
        this.gitDir = gitDir;
    }
    /** The witness of a git folder's gate files, beside its ledger. */
    static of(gitDir, env, home) {
        const ledger = _ledger_js__WEBPACK_IMPORTED_MODULE_4__/* .Ledger */ .O.of(gitDir, env, home);
        return new GateWitness(ledger.file.replace(/\.ledger$/, '.gates'), () => ledger.gitDir);
    }
    get index() {
        return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(this.dir, 'index.json');
    }
    blob(name) {
        return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(this.dir, 'blobs', name);
    }
    /** The witness as it stands (review 8 W1-W3: one there that cannot be taken as written is broken, not none). */
    read() {
        let text;
        try {
            text = (0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularText */ .Aj)(this.index, READ_BOUND);
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return { kind: 'none' };
            const why = e instanceof _git_readRegular_js__WEBPACK_IMPORTED_MODULE_3__/* .NotReadable */ .SX && e.why === 'too-large'
                ? _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_2__/* .tripwireText */ .w.witnessTooLarge(READ_BOUND >> 20)
                : _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_2__/* .tripwireText */ .w.witnessUnreadable(e.message);
            return { kind: 'broken', why };
        }
        let v;
        try {
            v = JSON.parse(text);
        }
        catch {
            return { kind: 'broken', why: _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_2__/* .tripwireText */ .w.witnessNotJson() };
        }
        if (v?.v !== 1 || typeof v.files !== 'object' || v.files === null || Array.isArray(v.files))
            return { kind: 'broken', why: _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_2__/* .tripwireText */ .w.witnessNotJson() };
        if (v.git !== this.gitDir())
            return { kind: 'broken', why: _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_2__/* .tripwireText */ .w.witnessOtherGit(String(v.git)) };
        const data = {
            v: 1,
            git: v.git,
            files: v.files,
            folders: Array.isArray(v.folders) ? v.folders : [],
            paths: Array.isArray(v.paths) ? v.paths.filter((p) => typeof p === 'string') : [],
        };
        if (!Array.isArray(v.paths))
            return { kind: 'broken', why: _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_2__/* .tripwireText */ .w.witnessNoList(), data };
        const missing = data.paths.filter((p) => data.files[p] === undefined).length;
        const listed = new Set(data.paths);
        const unlisted = Object.keys(data.files).filter((p) => !listed.has(p)).length;
        if (missing > 0 || unlisted > 0)
            return { kind: 'broken', why: _core_messages_tripwire_js__WEBPACK_IMPORTED_MODULE_2__/* .tripwireText */ .w.witnessEntriesMissing(missing + unlisted), data };
        return { kind: 'whole', data };
    }
    /**
     * Keeps the gate entries of a record just saved: `changed` the paths the pass recorded anew
     * (undefined: the record was taken whole, or there is no witness yet, so every gate entry).
     */
    keep(state, list, ws, changed) {
        const gate = (p) => list.guard(p)?.gate === true && !list.isOwn(p);
        const gates = changed === undefined ? undefined : [...changed].filter(gate);
        if (gates?.length === 0)
            return; // most passes: no gate file recorded anew, nothing read or written
        const found = gates === undefined ? undefined : this.read();
        // a broken witness is not added to: it is written whole, from this record (which judged it)
        const known = found?.kind === 'whole' ? found.data : undefined;
        const data = known ?? { v: 1, git: this.gitDir(), files: {}, folders: list.gateFolders, paths: [] };
        // with no witness yet (this build's first pass here, or the state folder wiped), every gate entry
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
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(this.dir, { recursive: true, mode: 0o700 });
        const tmp = `${this.index}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, JSON.stringify(data), { mode: 0o600 });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, this.index);
    }
    /** A kept copy, from the store into the witness, unless one is there under its name. */
    copy(name, ws) {
        if (!(0,_contentHash_js__WEBPACK_IMPORTED_MODULE_5__/* .isContentName */ .Df)(name))
            return;
        const to = this.blob(name);
        if ((0,_statKey_js__WEBPACK_IMPORTED_MODULE_6__/* .lstatOrUndefined */ .YB)(to)?.isFile() === true)
            return;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(to), { recursive: true, mode: 0o700 });
        const tmp = `${to}.${process.pid}.tmp`;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(ws.blobPath(name), tmp);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, to);
    }
    /**
     * Gives a record taken from HEAD the witness's entry of every gate file HEAD did not give it
     * (`fromHead`), its kept copy put back into the store; a file in a witnessed gate folder that the
     * witness does not list was made since, and is recorded absent. A broken witness gives what it
     * can (the entries of a readable one of this git folder), and every other gate file HEAD did not
     * give that is a file or a symlink now is recorded unknown (`u`): judged as changed, never put back.
     */
    restore(state, list, ws, fromHead, 
    /** Which of these paths git's HEAD holds (asked only for a broken witness): HEAD is their witness. */
    heldByHead = () => new Set()) {
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
        // the manifest is judged by its own rule, against HEAD's; a file HEAD holds has HEAD as its witness
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
        // the files whose bytes are kept (settings, start-up files) first, where the message shows them
        const kept = (p) => (list.guard(p)?.keep === true ? 0 : 1);
        unknown.sort((a, b) => kept(a) - kept(b));
        return { n, broken: { why: found.why, unknown } };
    }
    /** A witnessed copy, into the store (under the hash of the bytes it holds); undefined when it is not intact. */
    intoStore(name, ws) {
        const from = this.blob(name);
        try {
            if ((0,_statKey_js__WEBPACK_IMPORTED_MODULE_6__/* .lstatOrUndefined */ .YB)(from)?.isFile() !== true || (0,_contentHash_js__WEBPACK_IMPORTED_MODULE_5__/* .hashFile */ .DC)(from) !== name)
                return undefined;
            return ws.keepBytes((0,_git_readRegular_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegular */ .VX)(from, Number.MAX_SAFE_INTEGER));
        }
        catch {
            return undefined; // swapped or unreadable: as a copy that is gone
        }
    }
}


/***/ })

};
