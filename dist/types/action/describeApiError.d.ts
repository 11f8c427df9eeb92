/**
 * The reason a call is aborted with. Named AbortError so that @octokit/request passes it through
 * unchanged (it turns any other fetch failure into a retryable HTTP 500).
 */
export declare class TimedOut extends Error {
    readonly ms: number;
    name: string;
    /** `answered`: the answers before the deadline, when no request was open then (a retry or a page was still to come). */
    constructor(ms: number, answered?: {
        count: number;
        last: string;
    } | null);
}
export declare function describeApiError(e: unknown): string;
