import type { State } from './watchState.js';
/** What the quick pass found: paths whose key moved, and folders whose key moved. */
export interface Moved {
    files: string[];
    dirs: string[];
}
/**
 * The walk ran out of the hook's time (`moved`'s `until`): how many recorded paths it had looked at.
 * Never taken for "nothing moved": the hook fails closed with it (tripwire.ts `walkCutFailure`).
 */
export declare class WalkCut extends Error {
    readonly checked: number;
    /** How many paths the record holds. */
    readonly total: number;
    name: string;
    constructor(checked: number, 
    /** How many paths the record holds. */
    total: number);
}
/**
 * Every recorded path and folder not as recorded (the walk). `until` (ms since the epoch): the walk
 * throws `WalkCut` once it is past, so that a protected set too large to walk in the hook's time
 * fails closed with its own reason, never by the client's timeout letting the call through.
 */
export declare function moved(state: State, until?: number): Moved;
/** Whether any recorded folder moved (where git's index answered for the files: gitIndex.ts). */
export declare function dirsMoved(state: State): boolean;
/**
 * As `moved`, for the given paths only (those the watch reports may have moved: watchman.ts
 * `watchedCandidates`), so that the cost grows with the change; paths the record does not hold are
 * left out.
 */
export declare function movedAmong(state: State, paths: Iterable<string>): Moved;
export declare const nothingMoved: (m: Moved) => boolean;
/** Whether any recorded ref file moved (or a new one appeared under a recorded folder). */
export declare function refsMoved(state: State): boolean;
