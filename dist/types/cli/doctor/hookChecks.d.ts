import { GIT_HOOKS } from '../install/installTarget.js';
import { type Finding } from './finding.js';
import { type HookSetup } from './hookSetup.js';
export type GitHook = (typeof GIT_HOOKS)[number];
/** The hook ids of .pre-commit-hooks.yaml that run each git hook. */
export declare const PRE_COMMIT_IDS: Record<GitHook, string>;
export declare function checkHooksDir(setup: HookSetup): Finding;
export declare function checkHookFiles(setup: HookSetup): Promise<Finding[]>;
/** Variables that switch the gate off for every commit made from this environment. */
export declare function checkSwitches(setup: HookSetup): Finding[];
