import type { Context } from '../context.js';
import { type Denial } from '../denial.js';
import type { Difference } from './survey.js';
import type { WatchStore } from './watchState.js';
/** A denial and the watched path it is about (absolute), so that it can be put back. */
export interface Judged {
    denial: Denial;
    path: string;
}
export declare function judge(differences: Difference[], ctx: Context, store: WatchStore): Promise<Judged[]>;
