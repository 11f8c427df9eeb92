/**
 * A patch is an edit: each file it would leave becomes one Write with the file's full proposed
 * content, so the checker judges exactly what the file would be. A deletion (and the old path of
 * a move) becomes a Delete of the file, judged as the checker judges a deleted file.
 */
import { readRegularText } from '../readRegular.js';
import { resolve } from 'node:path';
import { HookFailure } from '../failure.js';
import type { BeforeCall } from '../agentEvent.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { formatOf } from './toolFormat.js';
import { applyChunks, parsePatch } from './parsePatch.js';

/** What every call of the patch shares: the session, the folder its paths are relative to, the project. */
export type PatchBase = Omit<BeforeCall, 'tool' | 'args'>;

export function patchCalls(patch: string, base: PatchBase): BeforeCall[] {
  const calls: BeforeCall[] = [];
  const write = (path: string, content: string) =>
    calls.push({ ...base, tool: 'Write', args: { file_path: path, content } });
  // a deletion is judged as the checker judges a deleted file (as `check --staged` would)
  const remove = (path: string) => calls.push({ ...base, tool: 'Delete', args: { file_path: path } });
  for (const op of parsePatch(patch)) {
    const path = resolve(base.cwd, op.path);
    if (op.kind === 'add') write(path, op.content);
    else if (op.kind === 'delete') remove(path);
    else {
      let current: string;
      try {
        current = readRegularText(path); // bounded: a FIFO there would hold the hook
      } catch (e) {
        throw new HookFailure(t.patch.unreadable(op.path, (e as Error).message));
      }
      const applied = applyChunks(current, op.chunks);
      if (typeof applied !== 'string') throw new HookFailure(t.patch.noMatch(op.path, applied.error));
      // The decision judges a Write as Claude Code writes it: every LF as CRLF in a file whose CRLFs
      // outnumber its LFs (src/agent/edits/toolFormat.ts). Codex keeps such a file CRLF too
      // (codex-rs eol.rs), so its content goes in with LF and is judged as the CRLF bytes Codex writes.
      const next = formatOf(Buffer.from(current)).crlf ? applied.replace(/\r\n/g, '\n') : applied;
      if (op.moveTo !== undefined) {
        write(resolve(base.cwd, op.moveTo), next);
        remove(path);
      } else write(path, next);
    }
  }
  return calls;
}
