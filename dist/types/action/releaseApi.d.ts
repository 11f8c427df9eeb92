/**
 * The port through which the release is decided: what the Action asks GitHub at run time (never
 * the event payload, which a re-run reuses unchanged). Each call names its request in the error
 * it throws.
 */
export interface PullRequestInfo {
    number: number;
    author: string;
    /** The labels it carries now. */
    labels: string[];
    /** The head commit it has now. */
    headSha: string;
    /** How many commits it has (the commit list the API gives stops at 250). */
    commits: number;
    /** The branch its head is on (`head.ref`), and the repository that holds it (`head.repo.full_name`: a fork's, for a pull request from a fork; null when that fork was deleted). */
    headRef: string;
    headRepo: string | null;
}
/**
 * One change of a branch as GitHub's server recorded it (`GET /repos/{o}/{r}/activity`): who
 * pushed, when, and from which commit to which. Neither can be set by a commit's author.
 */
export interface Push {
    /** push, force_push, branch_creation, branch_deletion, pr_merge, merge_queue_merge. */
    kind: string;
    before: string;
    after: string;
    /** When GitHub received it (the item's `timestamp`). */
    at: string;
    /** The login of who pushed ('ghost' when the account is gone). */
    actor: string;
    /** The branch it changed (`refs/heads/…`), when the answer names it. */
    ref?: string;
}
/** The timeline items a release is judged by, in the timeline's (chronological) order. */
export type TimelineEvent = 
/** `bot`: the actor's account type is Bot (an app), or it acted through an app. */
{
    kind: 'labeled' | 'unlabeled';
    label: string;
    actor: string;
    at: string;
    bot?: boolean;
}
/** A commit on the pull request; `at` is its committer date (which its author can set). */
 | {
    kind: 'committed';
    sha: string;
    at: string | null;
}
/** `sha`: the head it force-pushed to (the item's commit_id), when given. */
 | {
    kind: 'force-pushed';
    actor: string;
    at: string;
    sha: string | null;
}
/** The base branch changed (`base_ref_changed`) or was force-pushed (`base_ref_force_pushed`): a new diff. */
 | {
    kind: 'base-changed';
    how: 'changed' | 'force-pushed';
    actor: string;
    at: string;
};
export interface Permission {
    /** The legacy field: admin, write, read or none (maintain shows as write, triage as read). */
    permission: string;
    /** The role: admin, maintain, write, triage, read or a custom role's name. */
    roleName: string | null;
}
export interface CommitPeople {
    /** The logins of every author and committer GitHub links to an account. */
    logins: string[];
    /** How many commits the list gave. */
    listed: number;
    /** Commits whose author or committer GitHub links to no account (`author: null` in the list). */
    unlinked: {
        sha: string;
        role: 'author' | 'committer' | 'author and committer';
        who: string;
    }[];
    /** The `Co-authored-by:` trailers of the commits' messages. */
    coAuthors: {
        sha: string;
        name: string;
        email: string;
    }[];
}
export interface ReleaseApi {
    pullRequest(pr: number): Promise<PullRequestInfo>;
    timeline(pr: number): Promise<TimelineEvent[]>;
    /** Who wrote the pull request's commits, as far as GitHub can tell. */
    commitPeople(pr: number): Promise<CommitPeople>;
    /** A user's id and public email (null when not public): `GET /users/{login}`. */
    user(login: string): Promise<{
        id: number;
        email: string | null;
    }>;
    permission(user: string): Promise<Permission>;
    /** The pushes to branch `ref` of `repo` (owner/name), newest first, as the repository's activity records them. */
    pushes(repo: string, ref: string): Promise<Push[]>;
    /** The pushes by `actor` to any branch of `repo` (owner/name), newest first (the activity's `actor` filter). */
    pushesBy(repo: string, actor: string): Promise<Push[]>;
    /** Removes the label from the pull request (needs issues: write). */
    removeLabel(pr: number, label: string): Promise<void>;
    /** The merged pull request whose merge commit `sha` is (its number and base branch), or null. */
    mergedPullRequest(sha: string): Promise<{
        number: number;
        baseRef: string;
    } | null>;
}
/** A request that failed: the method and path, and what happened. */
export declare class ApiError extends Error {
    readonly request: string;
    readonly detail: string;
    /** The HTTP status, when the server answered. */
    readonly status?: number | undefined;
    constructor(request: string, detail: string, 
    /** The HTTP status, when the server answered. */
    status?: number | undefined);
}
/** The API cannot be asked at all (no token, no repository): the message says why. */
export declare class ApiUnavailable extends Error {
}
