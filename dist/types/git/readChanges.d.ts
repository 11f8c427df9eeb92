import { CatFile } from './catFile.js';
import { type ChangeSet } from './changeSet.js';
import { type Git } from './runGit.js';
export type Mode = 
/**
 * `restoring`: a staged entry that puts the paths HEAD changed back to HEAD's parent is marked
 * as a restoration (acceptedState.ts): how a commit made with --no-verify is repaired by amending.
 */
{
    kind: 'staged';
    restoring?: boolean;
} | {
    kind: 'range';
    base: string;
    head: string;
} | {
    kind: 'worktree';
}
/**
 * One commit against its first parent (a merge against the branch it was merged into). `parent`
 * when the caller already knows it (null: a root commit), saving a git process per commit.
 */
 | {
    kind: 'commit';
    commit: string;
    parent?: string | null;
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
export declare function emptyTree(git: Git): Promise<string>;
