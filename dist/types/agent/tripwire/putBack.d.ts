import type { Entry, WatchStore } from './watchState.js';
export interface PutBack {
    /** Where the agent's version is kept now; null when nothing was at the path. */
    kept: string | null;
    /** Whether the path existed before the call (it is back), or not (it was moved away). */
    existed: boolean;
}
/**
 * `name`: the path's name inside the quarantine folder (repository-relative, or absolute without
 * its leading slash); `base`: the folder above which no symlink is looked for (the repository
 * root or the home).
 */
export declare function putBack(path: string, before: Entry, store: WatchStore, quarantine: string, name: string, base: string): PutBack;
