import type { Violation } from '../../core/verdict.js';
export interface RefusedCommit {
    commit: string;
    subject: string;
    violations: Violation[];
    record: string;
}
/**
 * Checks the commits reachable from `after` but not from `before`. Returns the violating ones,
 * each recorded as `refused/<sha>.json` under the store folder.
 */
export declare function checkNewCommits(root: string, env: NodeJS.ProcessEnv, before: Record<string, string>, after: Record<string, string>, storeDir: string, session: string, now: Date): Promise<{
    refused: RefusedCommit[];
    errors: string[];
}>;
