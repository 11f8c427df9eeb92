export const id = 917;
export const ids = [917];
export const modules = {

/***/ 3917:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   githubApi: () => (/* binding */ githubApi)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2413);
/* harmony import */ var _core_messages_action_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9866);
/* harmony import */ var _decideRelease_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(321);
/**
 * The release lookup's port, implemented with @actions/github's octokit (GITHUB_API_URL as the
 * base URL, so GitHub Enterprise Server works). Loaded only when a change is blocked, so a clean
 * run never pays for the HTTP client. Every failure becomes an ApiError naming its request.
 */



/** How long the whole lookup may take before it counts as a failure. */
const TIMEOUT_MS = 30_000;
function githubApi(token, repository, baseUrl) {
    if (token === '')
        return unavailable(_core_messages_action_js__WEBPACK_IMPORTED_MODULE_1__/* .actionText */ .K.noToken());
    const [owner, repo] = (repository ?? '').split('/');
    if (!owner || !repo)
        return unavailable(_core_messages_action_js__WEBPACK_IMPORTED_MODULE_1__/* .actionText */ .K.noRepository());
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, baseUrl ? { baseUrl } : {});
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    const request = { signal };
    const call = async (description, fn) => {
        try {
            return await fn();
        }
        catch (e) {
            const status = e.status;
            const message = e instanceof Error ? e.message : String(e);
            throw new _decideRelease_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD(description, typeof status === 'number' ? `HTTP ${status}: ${message}` : message);
        }
    };
    const info = (pr) => ({
        number: pr.number,
        author: pr.user?.login ?? 'ghost',
        labels: pr.labels.flatMap((l) => (l.name ? [l.name] : [])),
    });
    return {
        labelEvents: (pr) => call(`GET /repos/${owner}/${repo}/issues/${pr}/events`, async () => {
            const found = [];
            for await (const page of octokit.paginate.iterator(octokit.rest.issues.listEvents, {
                owner,
                repo,
                issue_number: pr,
                per_page: 100,
                request,
            })) {
                if (!Array.isArray(page.data))
                    throw new Error(_core_messages_action_js__WEBPACK_IMPORTED_MODULE_1__/* .actionText */ .K.notAList());
                for (const e of page.data) {
                    const label = e.label?.name;
                    if ((e.event !== 'labeled' && e.event !== 'unlabeled') || !label)
                        continue;
                    if (typeof e.created_at !== 'string')
                        throw new Error(_core_messages_action_js__WEBPACK_IMPORTED_MODULE_1__/* .actionText */ .K.notAList());
                    found.push({ event: e.event, label, actor: e.actor?.login ?? 'ghost', createdAt: e.created_at });
                }
            }
            return found;
        }),
        permission: (user) => call(`GET /repos/${owner}/${repo}/collaborators/${user}/permission`, async () => {
            const { data } = await octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
                owner,
                repo,
                username: user,
                request,
            });
            return { permission: data.permission, roleName: data.role_name ?? null };
        }),
        pullRequest: (pr) => call(`GET /repos/${owner}/${repo}/pulls/${pr}`, async () => {
            const { data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
                owner,
                repo,
                pull_number: pr,
                request,
            });
            return info(data);
        }),
        mergedPullRequest: (sha) => call(`GET /repos/${owner}/${repo}/commits/${sha}/pulls`, async () => {
            const { data } = await octokit.request('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
                owner,
                repo,
                commit_sha: sha,
                request,
            });
            const merged = data.find((p) => p.merged_at && p.merge_commit_sha === sha);
            return merged ? info(merged) : null;
        }),
    };
}
function unavailable(why) {
    const fail = () => Promise.reject(new _decideRelease_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiUnavailable */ .nc(why));
    return { labelEvents: fail, permission: fail, pullRequest: fail, mergedPullRequest: fail };
}


/***/ })

};
