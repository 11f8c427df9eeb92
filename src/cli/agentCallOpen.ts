/**
 * Whether an agent's tool call may be at work in this repository, for the git hooks that honour
 * DIFFGATE_RELEASE: a release is the person's, and a command the agent runs can set the variable
 * as easily as the person can (review 2 O2: pre-commit honoured one set inside the agent's call,
 * and listed it in the ledger). The tripwire's record of calls says (agent/tripwire/calls.ts):
 * each PreToolUse lists its call, its PostToolUse or the end of the turn removes it. Its calls
 * folder is in the agent's reach: one removed (the store removed by the call) where the ledger
 * shows the agent hooks keep turns for this git folder counts as a call at work (fail closed).
 * An environment variable could say the same, but the agent's command could unset it.
 */
import { join } from 'node:path';
import type { Ledger } from '../agent/ledger.js';
import { STORE_OWN } from '../agent/ownState.js';
import { callOpenNow } from '../agent/tripwire/calls.js';
import type { RecordDirs } from '../git/diffgateRecords.js';

export function agentCallOpen(dirs: RecordDirs, ledgers: readonly Ledger[], now = Date.now()): boolean {
  const found = [...new Set([dirs.worktree, dirs.common])].map((d) => callOpenNow(join(d, STORE_OWN.tripwire), now));
  if (found.includes(true)) return true;
  return found.every((f) => f === undefined) && ledgers.some((l) => l.hasTurns());
}
