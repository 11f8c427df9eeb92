import { CatFile } from './catFile.js';
import { type ChangeSet } from './changeSet.js';
import { type Git } from './runGit.js';
export type Mode = 
/**
 * `restoring`: a staged entry that puts the paths HEAD changed back to HEAD's parent is marked
 * as a restoration (acceptedState.ts): how a commit made with --no-verify is repaired by amending.
 * While a merge is in progress (MERGE_HEAD) the change is judged as a merge commit is; `mergeHook`
 * (git's pre-merge-commit, which runs before git writes MERGE_HEAD) reads the merged commits from
 * what git tells the hook instead (mergeHeads).
 */
{
    kind: 'staged';
    restoring?: boolean;
    mergeHook?: boolean;
} | {
    kind: 'range';
    base: string;
    head: string;
} | {
    kind: 'worktree';
}
/**
 * One commit against its first parent. `parent` (null: a root commit) and `otherParents` (a
 * merge's second and later parents) when the caller already knows them, saving a git process per
 * commit; without `parent` they are read. A merge is judged only where it is its own (mergeOwn).
 */
 | {
    kind: 'commit';
    commit: string;
    parent?: string | null;
    otherParents?: readonly string[];
};
export interface ReadOptions {
    cwd: string;
    env: NodeJS.ProcessEnv;
    /** --manifest as given (relative to cwd); default `.diffgate.tsv` at the repository root. */
    manifest?: string;
}
export declare const DEFAULT_MANIFEST = ".diffgate.tsv";
export declare const DIFF_FLAGS: string[];
export declare function readChanges(mode: Mode, opts: ReadOptions): Promise<ChangeSet>;
export declare const blobReader: (cat: CatFile) => {
    blob: (sha: string) => Promise<Uint8Array<ArrayBufferLike>>;
};
/**
 * The first object `git diff-tree` reads for these commits that does not hash to its name
 * (objectName.ts unverifiedInDiffs), undefined when all do; names are resolved first.
 */
export declare function verifiedDiffs(opts: {
    cwd: string;
    env: NodeJS.ProcessEnv;
}, edges: readonly {
    sha: string;
    parent: string | null;
}[]): string | undefined;
export declare function emptyTree(git: Git): Promise<string>;
