import { type Finding } from '../finding.js';
import { type LiveClient } from './liveClients.js';
export declare const PROBE_FILE = "diffgate-live-probe.txt";
export interface LiveOptions {
    /** An executable per agent, given on the command line; else the client's name is looked up on PATH. */
    bins: Partial<Record<LiveClient['agent'], string>>;
    timeoutMs: number;
    /** The diffgate CLI the temporary repository installs (this one). */
    cli: string;
}
/** The client's executable: the one given, else the first on PATH. */
export declare function findClient(name: string, path: string | undefined): string | undefined;
export declare function liveChecks(env: NodeJS.ProcessEnv, o: LiveOptions): Promise<Finding[]>;
