/**
 * The tripwire's side of the person's prompt when it has nothing to judge: most prompts (issue 29,
 * the cost per turn). The prompt hook loaded tripwire.ts for it, and with it the judging, the
 * record's walk, the rules' matcher and the gate list (a 206 KB chunk), to learn that no call was
 * left open, no mark of processes left running stands, none is alive, and the store needed no
 * repair. Those checks are here, loaded alone; where any finds work, the caller runs
 * tripwire.ts `tripwireOpenCalls`, which makes the same checks again and judges.
 */
import type { PromptStore } from '../prompts.js';
import { RECORD_FORMAT } from './watchState.js';
export { RECORD_FORMAT };
/**
 * Whether a process the last turn started (after its prompt, before the agent last acted) is still
 * alive at the person's next prompt although no mark stands: the mark is in the agent's reach, and a
 * straggler that removed it is found here all the same.
 */
export declare function leftRunning(dir: string, session: string, prompts: PromptStore, env: NodeJS.ProcessEnv): Promise<boolean>;
/**
 * Whether `tripwireOpenCalls` would find nothing to judge and nothing to say: the store needed no
 * repair (done here, once a process: watchState.ts `repair`), no call of the session is open, no
 * mark stands and no process the last turn left is alive.
 */
export declare function nothingOpen(storeDir: string, session: string, prompts: PromptStore, env: NodeJS.ProcessEnv, now: Date): Promise<boolean>;
/** Whether this build recorded in this store before: a call began since (the calls folder), or a prompt was saved with it. */
export declare function recordedBefore(storeDir: string, prompts: PromptStore, session: string): Promise<boolean>;
/** Whether the store holds a record: with one, or having recorded before, tripwire.ts `tripwirePrompt` has nothing to do. */
export declare function hasRecord(storeDir: string): boolean;
