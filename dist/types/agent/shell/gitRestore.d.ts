import type { GitRestore } from './writeTargets.js';
export declare function gitChangedPaths(dir: string, restore: GitRestore): string[] | undefined;
