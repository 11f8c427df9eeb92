import type { Mode } from '../git/readChanges.js';
import { type Io } from './io.js';
export declare function checkCommand(args: string[], io: Io): Promise<number>;
/** `A..B` or `A...B` (both mean the merge base of A and B to B); an empty side means HEAD, as in git. */
export declare function rangeOf(range: string): Mode;
