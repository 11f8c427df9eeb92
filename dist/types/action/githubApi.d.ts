import { type ReleaseApi } from './releaseApi.js';
export interface ApiOptions {
    token: string;
    repository: string | undefined;
    baseUrl: string | undefined;
    /** How long one call may take, its pages, retries and waits included. */
    timeoutMs: number;
    /** How many times a failed request is tried again. */
    retries: number;
}
export declare function githubApi(o: ApiOptions): ReleaseApi;
