/** Where the system's package managers install bubblewrap. */
export declare const BWRAP_PLACES: string[];
export type Availability = {
    ok: true;
    bwrap: string;
} | {
    ok: false;
    reason: 'missing';
} | {
    ok: false;
    reason: 'namespaces';
    output: string;
};
/** The first of the places that holds an executable bwrap only root can change, by real path. */
export declare function systemBwrap(places?: string[]): string | undefined;
export declare function bwrapAvailability(env: NodeJS.ProcessEnv, trialArgs: string[]): Availability;
