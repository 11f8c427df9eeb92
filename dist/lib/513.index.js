export const id = 513;
export const ids = [513];
export const modules = {

/***/ 4513:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkNewCommits: () => (/* binding */ checkNewCommits),
/* harmony export */   commitViolations: () => (/* binding */ commitViolations),
/* harmony export */   onRemotes: () => (/* binding */ onRemotes)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_decideChange_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3965);
/* harmony import */ var _git_readChanges_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5800);
/* harmony import */ var _git_runGit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(483);
/**
 * Commits made during a tool call: git's ref files are watched by key like the protected set (no
 * git process while nothing moved); when one moved, the commits now reachable from a branch or
 * HEAD that were not before are checked one by one, as pre-push checks them (each under its
 * parent's manifest). A violating commit is not rewritten: it is recorded under
 * `.git/diffgate/refused/`, which pre-push honours whatever the commit's message says.
 */





/**
 * Checks the commits reachable from `after` but not from `before` nor from a remote-tracking ref. Returns the violating ones,
 * each recorded as `refused/<sha>.json` under the store folder.
 */
async function checkNewCommits(root, env, before, after, storeDir, session, now) {
    const tips = [...new Set(Object.values(after))].filter((sha) => !Object.values(before).includes(sha));
    if (tips.length === 0)
        return { refused: [], errors: [] };
    const git = (0,_git_runGit_js__WEBPACK_IMPORTED_MODULE_4__.runGit)(root, env);
    const old = [...new Set(Object.values(before))];
    // a commit on a remote-tracking ref is not the agent's (a pull brings it): pre-push leaves it out too
    const listed = (await git.raw(['rev-list', '--reverse', '--parents', ...tips, '--not', ...old, ...(await onRemotes(git)), '--']))
        .split('\n')
        .filter((l) => l !== '');
    const refused = [];
    const errors = [];
    for (const line of listed) {
        const [commit, parent = null, ...otherParents] = line.split(' ');
        const violations = await commitViolations(root, env, commit, parent, otherParents);
        if (typeof violations === 'string') {
            errors.push(`${commit.slice(0, 12)}: ${violations}`);
            continue;
        }
        if (violations.length === 0)
            continue;
        const subject = (await git.raw(['log', '-1', '--format=%s', commit])).trim();
        const dir = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(storeDir, 'refused');
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
        const record = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, `${commit}.json`);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(record, `${JSON.stringify({
            commit,
            session,
            at: now.toISOString(),
            violations: violations.map((v) => ({ rule: v.rule, path: v.path, reason: v.reason })),
        })}\n`);
        refused.push({ commit, subject, violations, record });
    }
    return { refused, errors };
}
/**
 * What the rules find wrong with one commit against its first parent, under the parent's manifest
 * (as pre-push judges it; a merge only on the paths that differ from every parent, `otherParents`
 * its second and later parents): none for a commit whose parent had no manifest; a string when
 * the checker could not judge it.
 */
async function commitViolations(root, env, commit, parent, otherParents = []) {
    const set = await (0,_git_readChanges_js__WEBPACK_IMPORTED_MODULE_3__/* .readChanges */ .St)({ kind: 'commit', commit, parent, otherParents }, { cwd: root, env });
    try {
        const decision = await (0,_core_decideChange_js__WEBPACK_IMPORTED_MODULE_2__/* .decideChange */ .h)(set.manifest, set.changes, { manifestRequired: false });
        if (decision.kind === 'verdict')
            return decision.verdict.violations;
        return decision.kind === 'manifest-missing' ? [] : decision.kind;
    }
    finally {
        set.close();
    }
}
/**
 * `--remotes` (leave out what is on a remote-tracking ref), unless HEAD itself is attached to one:
 * `git symbolic-ref HEAD refs/remotes/origin/main` and a commit would put the agent's own commit
 * there (review-15a F09).
 */
async function onRemotes(git) {
    const head = await git.raw(['symbolic-ref', '-q', 'HEAD']).then((r) => r.trim(), () => '');
    return head.startsWith('refs/heads/') || head === '' ? ['--remotes'] : [];
}


/***/ })

};
