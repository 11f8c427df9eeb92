/** Turns git's raw diff entries into the core's change list, with contents read on demand. */
import type { ChangeStatus, FileChange, FileSide } from '../core/change.js';
import { gitReadText } from '../core/messages.js';
import type { RawEntry } from './parseRawDiff.js';

const STATUS: Partial<Record<RawEntry['status'], ChangeStatus>> = {
  A: 'added', C: 'copied', D: 'deleted', M: 'modified', R: 'renamed', T: 'type-changed',
};

export const NULL_SHA = /^0+$/;

/** How to read a side: by object id, or (for a work-tree side git has not hashed) by path. */
export interface SideReader {
  blob(sha: string, mode: string): Promise<Uint8Array>;
  worktree?(path: string, mode: string): Promise<Uint8Array>;
}

export class UnmergedError extends Error {
  constructor(readonly path: string) {
    super(gitReadText.unmerged(path));
  }
}

export function toFileChanges(entries: readonly RawEntry[], reader: SideReader): FileChange[] {
  return entries.map((e) => {
    const status = STATUS[e.status];
    if (!status) throw new UnmergedError(e.oldPath);
    const side = (path: string, mode: string, sha: string): FileSide => ({
      path,
      mode,
      read: () => {
        if (mode === '160000') return Promise.resolve(new TextEncoder().encode(sha)); // a gitlink is its commit id
        if (NULL_SHA.test(sha) && reader.worktree) return reader.worktree(path, mode);
        return reader.blob(sha, mode);
      },
    });
    return {
      status,
      old: status === 'added' ? null : side(e.oldPath, e.oldMode, e.oldSha),
      new: status === 'deleted' ? null : side(e.newPath, e.newMode, e.newSha),
    };
  });
}
