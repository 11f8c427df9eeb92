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
export declare function findOnPath(name: string, env: NodeJS.ProcessEnv): string | undefined;
export declare function bwrapAvailability(env: NodeJS.ProcessEnv, trialArgs: string[]): Availability;
