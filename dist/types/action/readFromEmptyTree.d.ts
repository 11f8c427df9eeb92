import type { ChangeSet } from '../git/changeSet.js';
export declare function readFromEmptyTree(head: string, opts: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    manifestPath: string | null;
    label: string;
}): Promise<ChangeSet>;
