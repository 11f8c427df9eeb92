import type { WatchList } from './watchList.js';
import type { State, WatchStore } from './watchState.js';
/**
 * Sets the commit's version (HEAD's unless `rev` names another) as the record of every watched path
 * it holds that differs from it; returns how many, or undefined when `rev` is no commit git has.
 */
export declare function headBaseline(state: State, root: string, env: NodeJS.ProcessEnv, list: WatchList, ws: WatchStore, rev?: string, 
/** Commits the tripwire refused: the baseline is the first commit on `rev`'s first-parent line that is none of them. */
refused?: ReadonlySet<string>, 
/** Filled with the paths (repository-relative) whose blob at `rev` was rewritten, and its name (a folder's tree: `tree`). */
rewritten?: {
    path: string;
    oid: string;
    tree?: boolean;
}[], 
/** Filled with the paths it gave the commit's version. */
set?: Set<string>, 
/** Filled with the paths given a notice because nothing names a commit to compare with (HEAD lost). */
unwitnessed?: string[]): number | undefined;
