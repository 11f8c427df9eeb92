export interface Inputs {
    /** The manifest path as given; undefined for the default `.diffgate.tsv` (read from the base commit). */
    manifest: string | undefined;
    token: string;
    releaseLabel: string;
    base: string | undefined;
    head: string | undefined;
    /** The checkout's folder, relative to GITHUB_WORKSPACE (or absolute); '' for the workspace itself. */
    workingDirectory: string;
    /** How long one API call may take, its pages, retries and waits included. */
    apiTimeoutMs: number;
    /** How many times a failed API request is tried again. */
    apiRetries: number;
    /** How long one git call to origin (fetch, ls-remote) may take. */
    gitTimeoutMs: number;
}
export declare const DEFAULT_RELEASE_LABEL = "diffgate-release";
export declare function readInputs(get: (name: string) => string): Inputs;
