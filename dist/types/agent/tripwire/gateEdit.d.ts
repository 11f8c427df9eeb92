import type { Place } from '../place.js';
import type { Difference } from './survey.js';
import type { WatchStore } from './watchState.js';
/** Whether the difference to a gate file is one everyday git or Claude Code writes, and switches nothing off. */
export declare function everydayGateEdit(d: Difference, place: Place, store: WatchStore): boolean;
