/**
 * The tripwire's pass after a call, when nothing it watches moved: most calls. Then there is
 * nothing to judge and nothing to say, and the answer needs only the record and one lstat per
 * recorded path: no rules, no checker, no manifest parser, so none of them is loaded. Whenever in
 * doubt (input it cannot read, no record yet, any error) it says no, and the full pass decides.
 */
import { locate } from '../place.js';
import { PromptStore, storeDir } from '../prompts.js';
import { callKey, endCall, endTurn } from './calls.js';
import { quietRecord } from './quietRecord.js';
import { endsTurnPass, stragglers, turnBegan } from './stragglers.js';
import { WatchStore } from './watchState.js';

const AFTER = new Set(['PostToolUse', 'PostToolUseFailure', 'Stop', 'SubagentStop']);

/** Whether this hook input is an after-call event that finds every watched path, and git's refs, as recorded. */
export async function quietAfter(stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<boolean> {
  let input: unknown;
  try {
    input = JSON.parse(stdin);
  } catch {
    return false;
  }
  if (typeof input !== 'object' || input === null) return false;
  const { hook_event_name: event, cwd, session_id: session, tool_use_id: id } = input as Record<string, unknown>;
  if (typeof event !== 'string' || !AFTER.has(event) || typeof cwd !== 'string' || typeof session !== 'string')
    return false;
  try {
    const place = locate(cwd, env, home);
    const ws = new WatchStore(await storeDir(place, env));
    if (!(await quietRecord(ws, place.root, place.gitDir !== null, env))) return false;
    if (endsTurnPass(event)) {
      // processes the turn left running: the full pass marks them (stragglers.ts)
      const began = turnBegan(await new PromptStore(ws.storeDir).latestTime(session), Date.now());
      const left = stragglers(began, { env });
      if (left.unknown || left.found.length > 0) return false;
    }
    // the call ended (calls.ts); at the end of a turn, so did every call of the session
    if (event === 'Stop') endTurn(ws.dir, session);
    else endCall(ws.dir, callKey(session, typeof id === 'string' && id !== '' ? id : undefined, Date.now()));
    return true;
  } catch {
    return false;
  }
}
