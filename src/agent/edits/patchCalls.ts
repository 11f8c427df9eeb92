/**
 * A patch is an edit: each file it would leave becomes one Write with the file's full proposed
 * content, so the checker judges exactly what the file would be. A deletion (and the old path of
 * a move) becomes a Delete of the file, judged as the checker judges a deleted file.
 */
import { readRegularText } from '../../git/readRegular.js';
import { resolve } from 'node:path';
import { HookFailure } from '../failure.js';
import type { BeforeCall } from '../agentEvent.js';
import { agentsText as t } from '../../core/messages/agents.js';
import { applyChunks, parsePatch } from './parsePatch.js';

/** What every call of the patch shares: the session, the folder its paths are relative to, the project. */
export type PatchBase = Omit<BeforeCall, 'tool' | 'args'>;

export function patchCalls(patch: string, base: PatchBase): BeforeCall[] {
  const calls: BeforeCall[] = [];
  // the content is the text Codex writes, its line endings included (parsePatch.ts)
  const write = (path: string, content: string) =>
    calls.push({ ...base, tool: 'Write', args: { file_path: path, content }, asWritten: true });
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
      if (op.moveTo !== undefined) {
        write(resolve(base.cwd, op.moveTo), applied);
        remove(path);
      } else write(path, applied);
    }
  }
  return calls;
}
