/**
 * Whether commit `a` is reachable from `b` (`git merge-base --is-ancestor`). A commit git does not
 * have, on either side, is not: the caller decides what that means.
 */
import type { Git } from './runGit.js';
export declare function isAncestor(git: Git, a: string, b: string): Promise<boolean>;
