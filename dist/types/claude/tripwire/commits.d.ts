import type { Violation } from '../../core/verdict.js';
import { type Git } from '../../git/runGit.js';
export interface RefusedCommit {
    commit: string;
    subject: string;
    violations: Violation[];
    record: string;
}
/**
 * Checks the commits reachable from `after` but not from `before` nor from a remote-tracking ref. Returns the violating ones,
 * each recorded as `refused/<sha>.json` under the store folder.
 */
export declare function checkNewCommits(root: string, env: NodeJS.ProcessEnv, before: Record<string, string>, after: Record<string, string>, storeDir: string, session: string, now: Date): Promise<{
    refused: RefusedCommit[];
    errors: string[];
}>;
/**
 * What the rules find wrong with one commit against its first parent, under the parent's manifest
 * (as pre-push judges it; a merge only on the paths that differ from every parent, `otherParents`
 * its second and later parents): none for a commit whose parent had no manifest; a string when
 * the checker could not judge it.
 */
export declare function commitViolations(root: string, env: NodeJS.ProcessEnv, commit: string, parent: string | null, otherParents?: readonly string[]): Promise<Violation[] | string>;
/**
 * `--remotes` (leave out what is on a remote-tracking ref), unless HEAD itself is attached to one:
 * `git symbolic-ref HEAD refs/remotes/origin/main` and a commit would put the agent's own commit
 * there (review-15a F09).
 */
export declare function onRemotes(git: Git): Promise<string[]>;
