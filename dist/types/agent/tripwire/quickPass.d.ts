import type { State } from './watchState.js';
/** What the quick pass found: paths whose key moved, and folders whose key moved. */
export interface Moved {
    files: string[];
    dirs: string[];
}
export declare function moved(state: State): Moved;
export declare const nothingMoved: (m: Moved) => boolean;
/** Whether any recorded ref file moved (or a new one appeared under a recorded folder). */
export declare function refsMoved(state: State): boolean;
