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
/**
 * Each listed commit with the parent it is judged against and the manifest in force (null: not
 * judged, no parent has one; a root commit under its own). A commit is judged against its first
 * parent; a merge against the parent whose history stands highest (Standing), the first of those on
 * a tie: so a merge into the guarded branch of a history that was never judged (a new root made
 * its FIRST parent, review 6 M1) is judged against the branch, under its manifest, and its
 * differences from it are not taken as explained by the unjudged side. A merge with no parent under
 * rules stays as before: judged against the first parent with a manifest (review-16 A04), none
 * when no parent has one (adopting diffgate). `commits`: parents listed anywhere among them, the
 * others taken as outside (one `git cat-file --batch-check` for every side's manifest).
 */
export declare function judgedCommits(commits: readonly PushedCommit[], opts: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    manifestPath?: string;
}): CommitWithManifest[];
/** A listed commit, its parents in the order it is judged (underRules), and the manifest in force, or null. */
export interface CommitWithManifest extends PushedCommit {
    manifest: string | null;
}
/** A merge judged against its `k`th parent (0: the first; one with a manifest), the others its other parents. */
export declare function underRules(c: PushedCommit, k: number): PushedCommit;
/** The blob each `<rev>:<path>` names, or null, in one `git cat-file --batch-check`. */
export declare function manifestBlobs(names: string[], opts: {
    cwd: string;
    env: NodeJS.ProcessEnv;
}): (string | null)[];
