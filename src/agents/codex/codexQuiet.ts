/**
 * Codex CLI's side of the quiet pass (src/cli/quietHook.ts loads this module as a chunk of its
 * own): a PostToolUse or Stop read as the full hook reads it (codexEvent.ts), judged in the
 * session's folder as the full hook judges it (the project its latest prompt recorded,
 * sessionProject.ts), and answered by the tripwire's quiet pass when nothing it watches moved.
 * Any other event, and any input the full hook refuses, is left to the full hook, which says why.
 */
import type { AfterCall, EndOfTurn } from '../../agent/agentEvent.js';
import { HookFailure } from '../../agent/failure.js';
import { recallProject } from '../../agent/sessionProject.js';
import { quietAfter } from '../../agent/tripwire/quietAfter.js';
import { readCodex } from './codexEvent.js';

/** The input's after-call or end-of-turn event with its project; undefined for anything else. */
export async function codexAfterEvent(
  stdin: string,
  env: NodeJS.ProcessEnv,
  home: string,
): Promise<AfterCall | EndOfTurn | undefined> {
  let read: ReturnType<typeof readCodex>;
  try {
    read = readCodex(stdin);
  } catch (e) {
    if (e instanceof HookFailure) return undefined;
    throw e;
  }
  const [event] = 'args' in read ? [] : read.calls;
  if (event?.kind !== 'after' && event?.kind !== 'end') return undefined;
  return { ...event, project: (await recallProject('codex', read.session, env, home)) ?? read.cwd };
}

/** Whether the input is an after-call event that found nothing moved (the call then ended; Codex's answer: exit 0, nothing written). */
export async function codexQuiet(stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<boolean> {
  const event = await codexAfterEvent(stdin, env, home);
  return event !== undefined && (await quietAfter(event, env, home));
}
