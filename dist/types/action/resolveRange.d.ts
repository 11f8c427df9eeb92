import { type Git } from '../git/runGit.js';
import type { BaseSpec } from './eventTarget.js';
/** Commit ids: base null means the empty tree (nothing to compare with). */
export interface Range {
    base: string | null;
    head: string;
}
export interface HeadOrigin {
    /** The fork's full name for a pull request from a fork, else null. */
    fork: string | null;
    /** The checkout's folder, for messages. */
    cwd?: string;
    /** The event's name: a push's missing base is its `before`, not a pull request's base. */
    event?: string;
    /** git for the calls to origin (fetch, ls-remote), ended after `timeoutMs`; else `git` itself. */
    network?: {
        git: Git;
        timeoutMs: number;
    };
}
export declare function resolveRange(git: Git, base: BaseSpec, head: string, log: (line: string) => void, origin?: HeadOrigin): Promise<Range>;
