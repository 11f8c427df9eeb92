import { type Key } from './statKey.js';
export declare function refKeys(gitDir: string): Record<string, Key>;
/** Whether a record's ref keys cover the remote-tracking refs (records before review-15c F13 watched branches only). */
export declare function watchesRemotes(keys: Record<string, Key>, gitDir: string): boolean;
/**
 * The commit each branch, remote-tracking ref and HEAD points at, read with git (only after a ref
 * moved, or the first time). git's runner is loaded here: node:child_process costs a call that runs
 * no git 7 ms to load.
 */
export declare function readHeads(root: string, env: NodeJS.ProcessEnv): Promise<Record<string, string>>;
