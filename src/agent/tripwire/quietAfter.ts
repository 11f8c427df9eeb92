/**
 * The tripwire's pass after a call, when nothing it watches moved: most calls. Then there is
 * nothing to judge and nothing to say, and the answer needs only the record and one lstat per
 * recorded path: no rules, no checker, no manifest parser, so none of them is loaded. Whenever in
 * doubt (no record yet, any error) it says no, and the full pass decides.
 */
import type { AfterCall, EndOfTurn } from '../agentEvent.js';
import { locate } from '../place.js';
import { PromptStore, storeDir } from '../prompts.js';
import { callKey, endCall, endTurn } from './calls.js';
import { WalkCut } from './quickPass.js';
import { quietRecord } from './quietRecord.js';
import { stragglers, turnBegan } from './stragglers.js';
import { WatchStore } from './watchState.js';

/**
 * The quiet pass's time: deadline.ts's DEFAULT_TIMEOUT_S from the process's start (the quiet pass
 * runs only without DIFFGATE_HOOK_TIMEOUT: src/cli/quietHook.ts), less time to answer.
 */
const QUIET_UNTIL_MS = 10_000 - 500;

/**
 * Whether this after-call or end-of-turn event (parsed by its agent's adapter, src/agents/<agent>/)
 * finds every watched path, and git's refs, as recorded; if so the call is ended (or, at the end
 * of a turn, every call of the session) as the full pass would end it.
 */
export async function quietAfter(
  event: AfterCall | EndOfTurn,
  env: NodeJS.ProcessEnv,
  home: string,
  /** When the walk must stop (ms since the epoch): it then throws quickPass.ts `WalkCut`, for the caller to fail closed with. */
  until = Date.now() - process.uptime() * 1000 + QUIET_UNTIL_MS,
): Promise<boolean> {
  // the project's rules, repository and store, as the full pass takes them (runHook.ts)
  const ports = event.project === undefined ? env : { ...env, CLAUDE_PROJECT_DIR: event.project };
  try {
    const place = locate(event.cwd, ports, home);
    const ws = new WatchStore(await storeDir(place, ports));
    if (!(await quietRecord(ws, place.root, place.gitDir !== null, ports, until))) return false;
    if (event.kind === 'end') {
      // processes the turn left running: the full pass marks them (stragglers.ts)
      const began = turnBegan(await new PromptStore(ws.storeDir).latestTime(event.session), Date.now());
      const left = stragglers(began, { env: ports });
      if (left.unknown || left.found.length > 0) return false;
    }
    // the call ended (calls.ts); at the end of a turn, so did every call of the session
    if (event.kind === 'end' && !event.subagent) endTurn(ws.dir, event.session);
    else
      endCall(
        ws.dir,
        callKey(event.session, event.kind === 'after' ? event.callId || undefined : undefined, Date.now()),
      );
    return true;
  } catch (e) {
    if (e instanceof WalkCut) throw e; // the full hook, with less time, would be cut too
    return false;
  }
}
