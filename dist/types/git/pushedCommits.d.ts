import { type Git } from './runGit.js';
export interface PushedCommit {
    sha: string;
    /** First parent; null for a root commit. */
    parent: string | null;
    /** A merge's other parents (empty for any other commit). */
    otherParents: string[];
}
/** A commit the rules judge, with the manifest in force: its parent's (a root commit's own). */
export interface JudgedCommit extends PushedCommit {
    /** The manifest's blob id, so that commits under one manifest share its parse. */
    manifest: string;
}
export interface PushPlan {
    /** Every commit the push adds that no trusted remote-tracking ref has, oldest first. */
    all: PushedCommit[];
    /** Those the rules judge (their parent, or a root commit itself, has a manifest). */
    judged: JudgedCommit[];
}
export interface PushLine {
    localSha: string;
    remoteSha: string;
}
export declare function pushedCommits(git: Git, 
/** `trusted`: the commits of the remote-tracking refs that count as on the remote (remoteTrust.ts `pushTrusted`). */
opts: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    manifestPath: string;
    trusted: readonly string[];
}, pushes: readonly PushLine[]): Promise<PushPlan>;
/** A merge judged against its `k`th parent (0: the first; one with a manifest), the others its other parents. */
export declare function underRules(c: PushedCommit, k: number): PushedCommit;
/** The blob each `<rev>:<path>` names, or null, in one `git cat-file --batch-check`. */
export declare function manifestBlobs(names: string[], opts: {
    cwd: string;
    env: NodeJS.ProcessEnv;
}): (string | null)[];
