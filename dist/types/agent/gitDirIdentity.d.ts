import type { Place } from './place.js';
/** Where a workspace's git folder identity is kept. */
export declare function identityFile(place: Pick<Place, 'workspace' | 'home'>, env: NodeJS.ProcessEnv): string;
/**
 * Throws (every hook blocks) when the workspace's git folder is not the one kept for it; keeps it
 * when there is none kept yet, or follows it when it moved. A workspace with no git folder and
 * none kept has nothing to check.
 */
export declare function checkGitDir(place: Place, env: NodeJS.ProcessEnv): void;
