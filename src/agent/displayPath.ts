/** How messages name a path. */
import type { Place } from './place.js';

/** How a path is named in messages: repository-relative inside it, `~/...` under home, else absolute. */
export function displayPath(abs: string, place: Pick<Place, 'root' | 'home'>): string {
  if (abs === place.root) return '.';
  if (abs.startsWith(`${place.root}/`)) return abs.slice(place.root.length + 1);
  if (abs.startsWith(`${place.home}/`)) return `~/${abs.slice(place.home.length + 1)}`;
  return abs;
}
