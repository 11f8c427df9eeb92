import type { Place } from './place.js';
/** In the store folder: the tripwire's record and calls, what it kept aside, the audit log, the scheduled prompts. */
export declare const STORE_OWN: {
    readonly tripwire: "tripwire";
    readonly quarantine: "quarantine";
    readonly audit: "audit.jsonl";
    /** The prompts the model scheduled (CronCreate, ScheduleWakeup): agent/scheduledPrompt.ts. */
    readonly scheduled: "scheduled-prompts.jsonl";
};
/** Every path (file or folder) the hook keeps for itself for this place. */
export declare function ownStatePaths(storeDir: string, place: Pick<Place, 'workspace' | 'home'>, env: NodeJS.ProcessEnv): string[];
