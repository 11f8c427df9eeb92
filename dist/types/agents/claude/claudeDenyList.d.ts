import type { Place } from '../../agent/place.js';
export declare const localSettingsFile: (place: Place) => string;
export declare function claudeDenyList(place: Place, env: NodeJS.ProcessEnv): Promise<string[]>;
