import type { Stats } from 'node:fs';
import type { DoctorContext } from './finding.js';
/** Who wrote the hooks git runs: diffgate's own githooks/ folder (core.hooksPath), a hook manager, something else, or nothing. */
export type Manager = 'diffgate' | 'husky' | 'lefthook' | 'pre-commit' | 'other' | 'none';
export interface HookSetup {
    top: string;
    /** This worktree's git directory (absolute). */
    gitDir: string;
    /** The folder git runs hooks from (absolute). */
    hooksDir: string;
    hooksDirExists: boolean;
    /** core.hooksPath as configured, if it is. */
    hooksPath: string | undefined;
    manager: Manager;
    /** The environment git gives hooks: the caller's, with git's exec-path first on PATH. */
    env: NodeJS.ProcessEnv;
    /** No commit yet: the index's manifest is in force and there is nothing to push. */
    unborn: boolean;
}
export declare function hookSetup(ctx: DoctorContext): Promise<HookSetup>;
/** The text of a file, or undefined when there is none. */
export declare function readIfPresent(file: string): Promise<string | undefined>;
/** A path's stat, or undefined when nothing is there (other errors are thrown). */
export declare function statIfPresent(path: string): Promise<Stats | undefined>;
export declare function isExecutable(file: string): Promise<boolean>;
