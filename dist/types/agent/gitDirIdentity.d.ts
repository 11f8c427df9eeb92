import type { Place } from './place.js';
/**
 * A file name for a workspace: a 53-bit string hash (cyrb53) of its path. node:crypto is not
 * loaded for it: it costs a fifth of node's start-up, on every hook. A collision only makes two
 * workspaces take turns in one file (each rewrites it when the path it holds is not its own).
 */
export declare function nameOf(text: string): string;
/** Where a workspace's git folder identity is kept. */
export declare function identityFile(place: Pick<Place, 'workspace' | 'home'>, env: NodeJS.ProcessEnv): string;
/**
 * Throws (every hook blocks) when the workspace's git folder is not the one kept for it; keeps it
 * when there is none kept yet, or follows it when it moved. A workspace with no git folder and
 * none kept has nothing to check.
 */
export declare function checkGitDir(place: Place, env: NodeJS.ProcessEnv): void;
