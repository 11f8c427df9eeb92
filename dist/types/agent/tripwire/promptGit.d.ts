import type { Place } from '../place.js';
/** The prints saved with a prompt record: `r` of the refs, `c` of the config (either absent: none could be taken). */
export interface GitPrints {
    r?: string;
    c?: string;
}
/** Where the remote URLs the agent's calls configured are listed, one per line (in the tripwire's folder). */
export declare function agentUrlsFile(tripwireDir: string): string;
/** The prints of the refs and the config as they are now, taken before git is asked (a change meanwhile makes the next differ). */
export declare function gitPrints(place: Place, env: NodeJS.ProcessEnv, storeDir: string): GitPrints;
