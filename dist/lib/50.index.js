export const id = 50;
export const ids = [50];
export const modules = {

/***/ 5622:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  quietBefore: () => (/* binding */ quietBefore)
});

// EXTERNAL MODULE: ./.build/js/src/agent/deadline.js
var deadline = __webpack_require__(2631);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/calls.js
var calls = __webpack_require__(2379);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/quickPass.js
var quickPass = __webpack_require__(2608);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/statKey.js
var statKey = __webpack_require__(9067);
// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/watchman.js
var watchman = __webpack_require__(7701);
;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/quietRecord.js
/**
 * Whether nothing the record watches moved, for the quiet passes before and after a call: asked of
 * the watch where it can vouch for the record (watchman.ts: the cost grows with what changed, not
 * with the protected set), else found by the lstat walk (quickPass.ts), which then gives the record
 * a head so that the next call can ask the watch. Whenever in doubt it says no, and the full pass,
 * which takes the lock, looks again.
 */



/** How long the quiet pass may wait on the watch before it walks instead. */
const QUIET_MARK_MS = 1000;
async function quietRecord(ws, root, gitDir, env, 
/** When the walk must stop (ms since the epoch): past it, the walk throws quickPass.ts `WalkCut`. */
until) {
    const says = await (0,watchman/* watchSays */.Qf)(ws.dir, ws.recordPath, root, env);
    if (says !== undefined)
        return says === 'quiet';
    // taken before the walk's lstats: a change made during the walk is reported to the next call
    // the record's first line is read for the server only when the watch is on (an extra read otherwise)
    const mark = (0,watchman/* watchOn */.LL)(env) ? await (0,watchman/* markWatch */.P0)(root, env, (0,watchman/* knownServer */.DO)(ws.recordPath), QUIET_MARK_MS) : undefined;
    const key = (0,statKey/* keyOf */.TN)((0,statKey/* lstatOrUndefined */.YB)(ws.recordPath));
    const state = ws.load();
    if (state === undefined || (state.root !== undefined && state.root !== root))
        return false;
    if (state.pending !== undefined)
        return false; // the record is not whole yet: the full pass goes on with it
    if (!(0,quickPass/* nothingMoved */.FY)((0,quickPass/* moved */.aW)(state, until)) || (gitDir && (0,quickPass/* refsMoved */.cY)(state)))
        return false;
    if (mark !== undefined && state.root === root) {
        // the walk found the record up to date since the mark: saved again tied to it (under the lock,
        // and only if no other pass replaced it meanwhile), so that the next call asks the watch
        try {
            await ws.locked(async () => {
                if ((0,statKey/* sameKey */.el)((0,statKey/* lstatOrUndefined */.YB)(ws.recordPath), key))
                    ws.save(state, mark);
            });
        }
        catch {
            // the lock is busy: a later call ties it
        }
    }
    return true;
}

// EXTERNAL MODULE: ./.build/js/src/agent/tripwire/watchState.js + 1 modules
var watchState = __webpack_require__(3963);
;// CONCATENATED MODULE: ./.build/js/src/agent/tripwire/quietBefore.js
/**
 * The tripwire's pass before a call, when nothing it watches moved since the record: most calls.
 * The record then already shows the state just before this call, and all there is to do is to list
 * the call as begun (calls.ts); any error sends the call to the full pass. It needs no rules and no lock: the record is
 * replaced whole by a rename, so it is read whole or not at all, and anything that moved (a
 * person's edit, a parallel call's change or put-back) sends the call to the full pass, which takes
 * the lock and looks again. Loaded without the full pass's code (judging, putting back).
 */





/** Whether the record was found up to date (and the call listed as begun); false: the full pass must run. */
async function quietBefore(call, at, env) {
    const ws = new watchState/* WatchStore */.nL(call.storeDir);
    try {
        if (!(await quietRecord(ws, call.place.root, call.place.gitDir !== null, env, (0,deadline/* walkUntil */.CI)())))
            return false;
        (0,calls.beginCall)(ws.dir, (0,calls.callKey)(call.session, call.toolUseId, at), call.session);
        return true;
    }
    catch (e) {
        // the walk ran out of time: the full pass, with less, would too
        if (e instanceof quickPass/* WalkCut */.mg)
            throw (await __webpack_require__.e(/* import() | walkCut */ 752).then(__webpack_require__.bind(__webpack_require__, 3741))).walkCutFailure(e, false);
        return false; // a store it cannot read or write (made unreadable by a call): the full pass sets it right
    }
}


/***/ })

};
