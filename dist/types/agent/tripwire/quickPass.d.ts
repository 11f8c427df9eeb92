import type { State } from './watchState.js';
/** What the quick pass found: paths whose key moved, and folders whose key moved. */
export interface Moved {
    files: string[];
    dirs: string[];
}
export declare function moved(state: State): Moved;
/**
 * As `moved`, for the given paths only (those the watch reports may have moved: watchman.ts
 * `watchedCandidates`), so that the cost grows with the change; paths the record does not hold are
 * left out.
 */
export declare function movedAmong(state: State, paths: Iterable<string>): Moved;
export declare const nothingMoved: (m: Moved) => boolean;
/** Whether any recorded ref file moved (or a new one appeared under a recorded folder). */
export declare function refsMoved(state: State): boolean;
