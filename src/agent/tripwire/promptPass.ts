/**
 * The tripwire's side of the person's prompt when it has nothing to judge: most prompts (issue 29,
 * the cost per turn). The prompt hook loaded tripwire.ts for it, and with it the judging, the
 * record's walk, the rules' matcher and the gate list (a 206 KB chunk), to learn that no call was
 * left open, no mark of processes left running stands, none is alive, and the store needed no
 * repair. Those checks are here, loaded alone; where any finds work, the caller runs
 * tripwire.ts `tripwireOpenCalls`, which makes the same checks again and judges.
 */
import type { PromptStore } from '../prompts.js';
import { lastActed, openCalls } from './calls.js';
import { lstatOrUndefined } from './statKey.js';
import { lateSince, stragglers } from './stragglers.js';
import { RECORD_FORMAT, WatchStore } from './watchState.js';

export { RECORD_FORMAT };

/**
 * Whether a process the last turn started (after its prompt, before the agent last acted) is still
 * alive at the person's next prompt although no mark stands: the mark is in the agent's reach, and a
 * straggler that removed it is found here all the same.
 */
export async function leftRunning(
  dir: string,
  session: string,
  prompts: PromptStore,
  env: NodeJS.ProcessEnv,
): Promise<boolean> {
  const prompt = await prompts.latestTime(session);
  if (prompt === undefined) return false;
  const scan = stragglers(prompt, { env });
  const acted = lastActed(dir);
  return scan.unknown || scan.found.some((p) => acted === undefined || p.start <= acted);
}

/**
 * Whether `tripwireOpenCalls` would find nothing to judge and nothing to say: the store needed no
 * repair (done here, once a process: watchState.ts `repair`), no call of the session is open, no
 * mark stands and no process the last turn left is alive.
 */
export async function nothingOpen(
  storeDir: string,
  session: string,
  prompts: PromptStore,
  env: NodeJS.ProcessEnv,
  now: Date,
): Promise<boolean> {
  const ws = new WatchStore(storeDir);
  return (
    ws.repair(now).found.length === 0 &&
    !openCalls(ws.dir, session) &&
    lateSince(ws.dir) === undefined &&
    !(await leftRunning(ws.dir, session, prompts, env))
  );
}

/** Whether this build recorded in this store before: a call began since (the calls folder), or a prompt was saved with it. */
export async function recordedBefore(storeDir: string, prompts: PromptStore, session: string): Promise<boolean> {
  return (
    lastActed(new WatchStore(storeDir).dir) !== undefined || (await prompts.tripwireFormat(session)) === RECORD_FORMAT
  );
}

/** Whether the store holds a record: with one, or having recorded before, tripwire.ts `tripwirePrompt` has nothing to do. */
export function hasRecord(storeDir: string): boolean {
  return lstatOrUndefined(new WatchStore(storeDir).recordPath) !== undefined;
}
