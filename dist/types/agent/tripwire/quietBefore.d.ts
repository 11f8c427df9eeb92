import type { TripwireCall } from './tripwire.js';
/** Whether the record was found up to date (and the call listed as begun); false: the full pass must run. */
export declare function quietBefore(call: TripwireCall, at: number, env: NodeJS.ProcessEnv): Promise<boolean>;
