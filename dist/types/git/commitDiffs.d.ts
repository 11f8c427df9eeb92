import { type RawEntry } from './parseRawDiff.js';
export interface CommitEdge {
    sha: string;
    /** The parent it is judged against; null for a root commit. */
    parent: string | null;
}
/** Each commit's raw entries, by its id. Throws GitUsageError when git fails or leaves one out. */
export declare function commitDiffs(edges: readonly CommitEdge[], opts: {
    cwd: string;
    env: NodeJS.ProcessEnv;
}): Map<string, RawEntry[]>;
