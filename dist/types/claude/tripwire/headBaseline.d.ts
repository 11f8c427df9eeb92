import type { WatchList } from './watchList.js';
import type { State, WatchStore } from './watchState.js';
/** Sets HEAD's version as the record of every watched path HEAD holds that differs from it; returns how many. */
export declare function headBaseline(state: State, root: string, env: NodeJS.ProcessEnv, list: WatchList, ws: WatchStore, now: number): number;
