export interface Git {
    /** stdout of `git ARGS`; rejects with git's own message when it fails. */
    raw(args: string[]): Promise<string>;
}
export declare class GitCommandError extends Error {
    readonly args: string[];
    readonly stderr: string;
    readonly code: number | string | null;
    constructor(args: string[], stderr: string, code: number | string | null);
}
/**
 * git in `cwd`; `env` replaces the inherited environment (for a throw-away object directory, say).
 * `timeoutMs` ends a command that runs longer (a network call to a remote that does not answer):
 * it then fails with the code ETIMEDOUT.
 */
export declare function runGit(cwd: string, env?: NodeJS.ProcessEnv, timeoutMs?: number): Git;
/** git's own words from a failed command. */
export declare function gitMessage(e: unknown): string;
