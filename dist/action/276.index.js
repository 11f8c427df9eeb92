export const id = 276;
export const ids = [276];
export const modules = {

/***/ 3276:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  githubApi: () => (/* binding */ githubApi)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 20 modules
var github = __webpack_require__(2270);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./.build/js/src/core/messages/action.js
var action = __webpack_require__(9866);
;// CONCATENATED MODULE: ./.build/js/src/action/describeApiError.js
/**
 * What happened to a request, for people: the server's status and message; a network error by its
 * name (ECONNREFUSED, ENOTFOUND, ...) rather than the "HTTP 500" @octokit/request reports it as; a
 * deadline that passed as such.
 */

/**
 * The reason a call is aborted with. Named AbortError so that @octokit/request passes it through
 * unchanged (it turns any other fetch failure into a retryable HTTP 500).
 */
class TimedOut extends Error {
    ms;
    name = 'AbortError';
    /** `answered`: the answers before the deadline, when no request was open then (a retry or a page was still to come). */
    constructor(ms, answered = null) {
        super(answered === null ? action/* actionText */.K.timedOut(ms) : action/* actionText */.K.timedOutAfter(ms, answered.count, answered.last));
        this.ms = ms;
    }
}
function describeApiError(e) {
    if (e instanceof TimedOut)
        return e.message;
    const { status, response, message } = e;
    const text = typeof message === 'string' ? message : String(e);
    if (typeof status === 'number' && response !== undefined)
        return `HTTP ${status}: ${text}`;
    const code = networkCode(e);
    if (code !== null)
        return action/* actionText */.K.networkError(code, text);
    return text;
}
/** The system or undici error code somewhere down the cause chain, or null. */
function networkCode(e) {
    for (let at = e, depth = 0; at !== null && typeof at === 'object' && depth < 6; depth++) {
        const { code, cause } = at;
        if (typeof code === 'string' && code !== '')
            return code;
        at = cause;
    }
    return null;
}

// EXTERNAL MODULE: ./.build/js/src/action/releaseApi.js
var releaseApi = __webpack_require__(8521);
;// CONCATENATED MODULE: ./.build/js/src/action/githubApi.js
/**
 * The release lookup's port, implemented with @actions/github's octokit (GITHUB_API_URL as the
 * base URL, so GitHub Enterprise Server works), with @octokit/plugin-retry (5xx and network errors,
 * with growing waits) and @octokit/plugin-throttling (403 and 429 rate limits, waiting as
 * `retry-after` or `x-ratelimit-reset` says). Each call (its pages, retries and waits included) has
 * a deadline: a wait that would pass it is not taken, and a request still open then is aborted.
 * Loaded only when a change is blocked, so a clean run never pays for the HTTP client.
 */






/** A `Co-authored-by: Name <email>` trailer line (GitHub's co-author syntax). */
const CO_AUTHOR = /^[ \t]*co-authored-by:[ \t]*(.*?)[ \t]*<([^<>\n]*)>[ \t]*$/gim;
/** The most pages one list call reads: 10,000 items at 100 a page. A server whose `next` link never ends stops here. */
const MAX_PAGES = 100;
/** Statuses the retry plugin leaves alone: client errors, and the rate limits the throttling plugin handles. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];
function githubApi(o) {
    if (o.token === '')
        return unavailable(action/* actionText */.K.noToken());
    const [owner, repo] = (o.repository ?? '').split('/');
    if (!owner || !repo)
        return unavailable(action/* actionText */.K.noRepository());
    const call = (description, fn) => withDeadline(o, description, fn);
    const at = `/repos/${owner}/${repo}`;
    return {
        pullRequest: (pr) => call(`GET ${at}/pulls/${pr}`, async (k) => {
            const { data } = await k.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
                owner,
                repo,
                pull_number: pr,
            });
            return info(data);
        }),
        timeline: (pr) => call(`GET ${at}/issues/${pr}/timeline`, async (k) => {
            const found = [];
            const pages = k.paginate.iterator('GET /repos/{owner}/{repo}/issues/{issue_number}/timeline', {
                owner,
                repo,
                issue_number: pr,
                per_page: 100,
            });
            for await (const items of listPages(pages, 'timeline events'))
                for (const e of items)
                    found.push(...timelineEvent(e));
            return found;
        }),
        commitPeople: (pr) => call(`GET ${at}/pulls/${pr}/commits`, async (k) => {
            const logins = new Set();
            let listed = 0;
            const unlinked = [];
            const coAuthors = [];
            const pages = k.paginate.iterator('GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', {
                owner,
                repo,
                pull_number: pr,
                per_page: 100,
            });
            for await (const items of listPages(pages, 'commits')) {
                for (const c of items) {
                    listed++;
                    for (const who of [c.author, c.committer])
                        if (who?.login)
                            logins.add(who.login);
                    const sha = typeof c.sha === 'string' ? c.sha : '?';
                    const author = !c.author?.login;
                    const committer = !c.committer?.login;
                    if (author || committer)
                        unlinked.push({
                            sha,
                            role: author && committer ? 'author and committer' : author ? 'author' : 'committer',
                            who: gitPerson(author ? c.commit?.author : c.commit?.committer),
                        });
                    for (const m of (c.commit?.message ?? '').matchAll(CO_AUTHOR))
                        coAuthors.push({ sha, name: m[1], email: m[2].trim() });
                }
            }
            return { logins: [...logins], listed, unlinked, coAuthors };
        }),
        user: (login) => call(`GET /users/${login}`, async (k) => {
            const { data } = await k.request('GET /users/{username}', { username: login });
            const { id, email } = data;
            if (typeof id !== 'number')
                throw new Error(action/* actionText */.K.notAUser());
            return { id, email: typeof email === 'string' && email !== '' ? email : null };
        }),
        permission: (user) => call(`GET ${at}/collaborators/${user}/permission`, async (k) => {
            const { data } = await k.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
                owner,
                repo,
                username: user,
            });
            return { permission: data.permission, roleName: data.role_name ?? null };
        }),
        pushes: (repository, ref) => call(`GET /repos/${repository}/activity`, async (k) => {
            const [o, r] = repository.split('/');
            const found = [];
            // Newest first; every kind of change (a branch's first push is a branch_creation, not a push).
            const pages = k.paginate.iterator('GET /repos/{owner}/{repo}/activity', {
                owner: o,
                repo: r,
                ref: `refs/heads/${ref}`,
                direction: 'desc',
                per_page: 100,
            });
            // Only the head branch's items: a server that ignored `ref` would mix in other branches' pushes.
            const wanted = `refs/heads/${ref}`;
            for await (const items of listPages(pages, 'repository activities'))
                for (const a of items) {
                    const item = push(a);
                    if (a.ref === wanted)
                        found.push(item);
                }
            return found;
        }),
        pushesBy: (repository, actor) => call(`GET /repos/${repository}/activity (actor ${actor})`, async (k) => {
            const [o, r] = repository.split('/');
            const found = [];
            const pages = k.paginate.iterator('GET /repos/{owner}/{repo}/activity', {
                owner: o,
                repo: r,
                actor,
                direction: 'desc',
                per_page: 100,
            });
            // Only the actor's items, whatever the server did with the filter.
            for await (const items of listPages(pages, 'repository activities'))
                for (const a of items) {
                    const item = push(a);
                    if (item.actor.toLowerCase() === actor.toLowerCase())
                        found.push(item);
                }
            return found;
        }),
        removeLabel: (pr, label) => call(`DELETE ${at}/issues/${pr}/labels/${encodeURIComponent(label)}`, async (k) => {
            await k.request('DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', {
                owner,
                repo,
                issue_number: pr,
                name: label,
            });
        }),
        mergedPullRequest: (sha) => call(`GET ${at}/commits/${sha}/pulls`, async (k) => {
            const { data } = await k.request('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
                owner,
                repo,
                commit_sha: sha,
            });
            const merged = data.find((p) => p.merged_at && p.merge_commit_sha === sha);
            if (!merged)
                return null;
            if (typeof merged.base?.ref !== 'string')
                throw new Error(action/* actionText */.K.notAPullRequest());
            return { number: merged.number, baseRef: merged.base.ref };
        }),
    };
}
/**
 * Runs one call with its own client, whose every request (pages and retries included) carries the
 * call's abort signal, and whose rate-limit waits are taken only while they end before the deadline.
 */
async function withDeadline(o, description, fn) {
    const controller = new AbortController();
    const deadline = Date.now() + o.timeoutMs;
    // What the deadline cut short: a request still open, or a wait for the next try after an answer.
    let open = 0;
    let answered = null;
    const timer = setTimeout(() => controller.abort(new TimedOut(o.timeoutMs, open > 0 ? null : answered)), o.timeoutMs);
    const counted = async (input, init) => {
        open++;
        try {
            const response = await fetch(input, init);
            const last = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
            answered = { count: (answered?.count ?? 0) + 1, last };
            return response;
        }
        finally {
            open--;
        }
    };
    const wait = (retryAfter, _options, _octokit, retryCount) => retryCount < o.retries && Date.now() + retryAfter * 1000 < deadline;
    const octokit = (0,github/* getOctokit */.Q)(o.token, {
        ...(o.baseUrl ? { baseUrl: o.baseUrl } : {}),
        request: { fetch: counted },
        retry: { retries: o.retries, doNotRetry: DO_NOT_RETRY },
        throttle: { onRateLimit: wait, onSecondaryRateLimit: wait },
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
    // @octokit/plugin-paginate-rest drops a call's own `request` options on later pages: set the
    // signal on every request instead.
    // A `next` link elsewhere than the API's own origin is not followed: the token goes only there.
    const origin = new URL(o.baseUrl || 'https://api.github.com').origin;
    octokit.hook.before('request', (options) => {
        if (/^https?:\/\//i.test(options.url) && new URL(options.url).origin !== origin) {
            const u = new URL(options.url);
            throw new Error(action/* actionText */.K.foreignLink(`${u.origin}${u.pathname}`, origin));
        }
        options.request = { ...options.request, signal: controller.signal };
    });
    // An answer that is not JSON (empty, cut off) must not reach plugin-paginate-rest, which reads an
    // empty body as an empty page and so would drop the rest of a list: every GET answers JSON.
    octokit.hook.wrap('request', async (request, options) => {
        const response = await request(options);
        const { data } = response;
        if (options.method === 'GET' && (typeof data !== 'object' || data === null || data instanceof ArrayBuffer))
            throw new Error(action/* actionText */.K.notJson(requestOf(response.url), response.status, bodyShape(data)));
        return response;
    });
    // A retry's wait is not aborted by the signal: the deadline ends the call even then.
    const expired = new Promise((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }));
    try {
        return await Promise.race([fn(octokit), expired]);
    }
    catch (e) {
        throw new releaseApi/* ApiError */.h(description, describeApiError(e), statusOf(e));
    }
    finally {
        clearTimeout(timer);
    }
}
/**
 * The items of each page of a list call, which must be a JSON array (anything else fails the call,
 * naming the page), for at most MAX_PAGES pages.
 */
async function* listPages(pages, what) {
    let n = 0;
    for await (const page of pages) {
        n++;
        if (!Array.isArray(page.data))
            throw new Error(action/* actionText */.K.notAList(what, n, requestOf(page.url)));
        yield page.data;
        if (n >= MAX_PAGES)
            throw new Error(action/* actionText */.K.tooManyPages(what, MAX_PAGES));
    }
}
/** `GET /path?query` of a request's address, for messages. */
function requestOf(url) {
    try {
        const u = new URL(url);
        return `GET ${u.pathname}${u.search}`;
    }
    catch {
        return `GET ${url}`;
    }
}
function bodyShape(data) {
    if (data === undefined || data === '')
        return action/* actionText */.K.emptyBody();
    if (typeof data === 'string')
        return action/* actionText */.K.malformedBody(data.length > 60 ? `${data.slice(0, 60)}…` : data);
    return action/* actionText */.K.malformedBody(String(data));
}
function gitPerson(p) {
    return `${p?.name ?? '?'} <${p?.email ?? '?'}>`;
}
function statusOf(e) {
    const { status, response } = e;
    return typeof status === 'number' && response !== undefined ? status : undefined;
}
function info(pr) {
    if (typeof pr?.head?.sha !== 'string' || typeof pr.head.ref !== 'string' || !Array.isArray(pr.labels))
        throw new Error(action/* actionText */.K.notAPullRequest());
    return {
        headRef: pr.head.ref,
        headRepo: typeof pr.head.repo?.full_name === 'string' ? pr.head.repo.full_name : null,
        number: pr.number,
        author: pr.user?.login ?? 'ghost',
        labels: pr.labels.flatMap((l) => (l.name ? [l.name] : [])),
        headSha: pr.head.sha,
        commits: typeof pr.commits === 'number' ? pr.commits : 0,
    };
}
function timelineEvent(raw) {
    const e = raw;
    const actor = e.actor?.login ?? 'ghost';
    switch (e.event) {
        case 'labeled':
        case 'unlabeled':
            if (!e.label?.name || typeof e.created_at !== 'string')
                throw new Error(action/* actionText */.K.badTimelineItem(e.event, 'label.name and created_at'));
            return [{ kind: e.event, label: e.label.name, actor, at: e.created_at, bot: e.actor?.type === 'Bot' }];
        case 'committed':
            return [{ kind: 'committed', sha: e.sha ?? '?', at: e.committer?.date ?? null }];
        case 'head_ref_force_pushed':
            if (typeof e.created_at !== 'string')
                throw new Error(action/* actionText */.K.badTimelineItem(e.event, 'created_at'));
            return [{ kind: 'force-pushed', actor, at: e.created_at, sha: e.commit_id ?? null }];
        case 'base_ref_changed':
        case 'base_ref_force_pushed':
            if (typeof e.created_at !== 'string')
                throw new Error(action/* actionText */.K.badTimelineItem(e.event, 'created_at'));
            return [
                {
                    kind: 'base-changed',
                    how: e.event === 'base_ref_changed' ? 'changed' : 'force-pushed',
                    actor,
                    at: e.created_at,
                },
            ];
        default:
            return [];
    }
}
function push(raw) {
    const a = raw;
    const { before, after, timestamp, ref } = a ?? {};
    if (typeof ref !== 'string' ||
        typeof before !== 'string' ||
        typeof after !== 'string' ||
        typeof timestamp !== 'string' ||
        Number.isNaN(Date.parse(timestamp)))
        throw new Error(action/* actionText */.K.badActivityItem('before, after, ref or a timestamp'));
    const actor = typeof a.actor?.login === 'string' ? a.actor.login : 'ghost';
    const kind = typeof a.activity_type === 'string' ? a.activity_type : '?';
    return { kind, before, after, at: timestamp, actor, ref };
}
function unavailable(why) {
    const fail = () => Promise.reject(new releaseApi/* ApiUnavailable */.n(why));
    return {
        pullRequest: fail,
        timeline: fail,
        commitPeople: fail,
        user: fail,
        permission: fail,
        pushes: fail,
        pushesBy: fail,
        removeLabel: fail,
        mergedPullRequest: fail,
    };
}


/***/ })

};
