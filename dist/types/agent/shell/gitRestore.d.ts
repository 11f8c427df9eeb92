import type { GitRestore } from './writeTarget.js';
export declare function gitChangedPaths(dir: string, restore: GitRestore): string[] | undefined;
