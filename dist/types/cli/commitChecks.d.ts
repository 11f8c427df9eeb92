import type { JudgedCommit } from '../git/pushedCommits.js';
import { type CheckOutcome } from './runCheck.js';
export declare function commitChecks(commits: readonly JudgedCommit[], opts: {
    cwd: string;
    env: NodeJS.ProcessEnv;
}, 
/** Called as each commit is decided (progress on a terminal). */
onChecked?: () => void): Promise<Map<string, CheckOutcome>>;
