/** How messages name a path. */
import type { Place } from './place.js';
/** How a path is named in messages: repository-relative inside it, `~/...` under home, else absolute. */
export declare function displayPath(abs: string, place: Pick<Place, 'root' | 'home'>): string;
