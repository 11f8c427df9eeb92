export const id = 483;
export const ids = [483];
export const modules = {

/***/ 8978:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   yN: () => (/* binding */ gitTimeout)
/* harmony export */ });
/* unused harmony exports boundGit, gitTimeLeft */
/**
 * When every git this process runs must have ended (ms since the epoch), or none. A hook sets it
 * to its own deadline: git waits forever on a FIFO put in place of a ref file or HEAD, and a
 * synchronous child process holds the thread, so the hook's timer could not end the wait and the
 * client would let the call through (review of issue 32, F1). No imports: the hook loads this on
 * every call, and node:child_process costs 7 ms to load.
 */
let at;
function boundGit(deadline) {
    at = deadline;
}
/** Milliseconds a git started now may run, or undefined when nothing bounds it. */
function gitTimeLeft(now = Date.now()) {
    return at === undefined || !Number.isFinite(at) ? undefined : Math.max(1, Math.ceil(at - now)); // spawnSync takes whole milliseconds
}
/** spawnSync's options for that bound: killed with SIGKILL when it runs out (error code ETIMEDOUT). */
function gitTimeout() {
    const left = gitTimeLeft();
    return left === undefined ? {} : { timeout: left, killSignal: 'SIGKILL' };
}


/***/ }),

/***/ 483:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitCommandError: () => (/* binding */ GitCommandError),
/* harmony export */   U: () => (/* binding */ gitMessage),
/* harmony export */   runGit: () => (/* binding */ runGit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var _gitDeadline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8978);
/**
 * Runs git plumbing commands. The git hook path runs on every commit, so this is a direct
 * child process rather than simple-git: loading simple-git costs more than the git commands the
 * check runs (measured ~0.17x of `node -e 0` per call), and simple-git strips the GIT_*
 * variables a hook inherits unless each is named, GIT_INDEX_FILE among them, which a partial
 * commit (`git commit file`) needs. The environment is inherited as it is, so inside a hook
 * git sees the repository and index being committed. git runs synchronously: each command's
 * output is needed whole before anything else can happen, and node's first asynchronous child
 * process costs about 8 ms more (it loads node's stream and socket modules).
 */


class GitCommandError extends Error {
    args;
    stderr;
    code;
    constructor(args, stderr, code) {
        super(stderr.trim() || `git ${args.join(' ')} failed (${code})`);
        this.args = args;
        this.stderr = stderr;
        this.code = code;
    }
}
/**
 * git in `cwd`; `env` replaces the inherited environment (for a throw-away object directory, say).
 * `timeoutMs` ends a command that runs longer (a network call to a remote that does not answer):
 * it then fails with the code ETIMEDOUT.
 */
function runGit(cwd, env, timeoutMs) {
    return {
        raw: async (args) => {
            const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', args, {
                cwd,
                env,
                encoding: 'utf8',
                maxBuffer: 1 << 30,
                ...(timeoutMs ? { timeout: timeoutMs, killSignal: 'SIGKILL' } : (0,_gitDeadline_js__WEBPACK_IMPORTED_MODULE_1__/* .gitTimeout */ .yN)()),
            });
            if (r.error)
                throw new GitCommandError(args, r.stderr ?? '', r.error.code ?? null);
            if (r.status !== 0)
                throw new GitCommandError(args, r.stderr, r.status ?? r.signal);
            return r.stdout;
        },
    };
}
/** git's own words from a failed command. */
function gitMessage(e) {
    return (e instanceof Error ? e.message : String(e)).trim();
}


/***/ })

};
