/**
 * The reason a call is aborted with. Named AbortError so that @octokit/request passes it through
 * unchanged (it turns any other fetch failure into a retryable HTTP 500).
 */
export declare class TimedOut extends Error {
    readonly ms: number;
    name: string;
    constructor(ms: number);
}
export declare function describeApiError(e: unknown): string;
