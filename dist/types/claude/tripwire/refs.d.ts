import { type Key } from './statKey.js';
export declare function refKeys(gitDir: string): Record<string, Key>;
/**
 * The commit each branch (and HEAD) points at, read with git (only after a ref moved, or the first
 * time). git's runner is loaded here: node:child_process costs a call that runs no git 7 ms to load.
 */
export declare function readHeads(root: string, env: NodeJS.ProcessEnv): Promise<Record<string, string>>;
