import type { CommitClass } from './pushHistory.js';
/** The environment for the Action's local git calls: a missing object is missing, never fetched. */
export declare function localGitEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** stdout of a local git call (no lazy fetch, ended after `timeoutMs`); throws naming the command. */
export declare function localGit(cwd: string, timeoutMs: number, args: string[], input?: string): string;
export declare function commitClasses(cwd: string, timeoutMs: number, base: string, head: string, shas: Iterable<string>): (sha: string) => CommitClass;
