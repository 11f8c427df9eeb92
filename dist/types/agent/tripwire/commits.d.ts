import type { Violation } from '../../core/verdict.js';
export interface RefusedCommit {
    commit: string;
    subject: string;
    violations: Violation[];
    record: string;
    /** Remote-tracking refs that brought it, moved by no fetch from their remote (review-15c F13). */
    via: string[];
    /** Where HEAD was before the call, when the call brought the commit onto HEAD through such a ref. */
    headBefore?: string;
}
/**
 * Checks the commits a call brought onto a branch or HEAD (reachable from `after` and not from
 * `before`), and onto a remote-tracking ref that no fetch from its remote explains; left out: what
 * a trusted remote-tracking ref has (remoteTrust.ts). Returns the violating ones, all recorded in
 * one `refused/batch-<id>.json` under the store folder, and the trusted commits (a HEAD move's check leaves
 * them out too). `remotes`: whether `before` holds the remote-tracking refs (a record taken before
 * they were watched does not: then none is taken for moved).
 */
export declare function checkNewCommits(root: string, env: NodeJS.ProcessEnv, before: Record<string, string>, after: Record<string, string>, storeDir: string, session: string, now: Date, remotes?: boolean, 
/** The remotes and URLs at the person's latest prompt (remoteTrust.ts `remoteMoves`). */
personRemotes?: Record<string, string[]>): Promise<{
    refused: RefusedCommit[];
    errors: string[];
    trusted: string[];
}>;
/**
 * `git rev-list --parents --format=>%s` output: for each commit a `commit <sha> <parents>` line, then
 * its subject after a `>` (one line: git joins a subject's lines; the `>` because git prints no line
 * for an empty format).
 */
export declare function parseListed(text: string): {
    sha: string;
    parent: string | null;
    otherParents: string[];
    subject: string;
}[];
/**
 * What the rules find wrong with one commit against its first parent, under the parent's manifest
 * (as pre-push judges it; a merge only on the paths that differ from every parent, `otherParents`
 * its second and later parents; a merge whose first parent had no manifest against the first that
 * has one): none for a commit no parent of which had a manifest; a string when the checker could
 * not judge it.
 */
export declare function commitViolations(root: string, env: NodeJS.ProcessEnv, commit: string, parent: string | null, otherParents?: readonly string[]): Promise<Violation[] | string>;
