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
}
export declare function resolveRange(git: Git, base: BaseSpec, head: string, log: (line: string) => void, origin?: HeadOrigin): Promise<Range>;
