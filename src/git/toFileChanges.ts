/** Turns git's raw diff entries into the core's change list, with contents read on demand. */
import type { ChangeStatus, FileChange, FileSide } from '../core/change.js';
import { gitReadText } from '../core/messages/gitRead.js';
import type { RawEntry } from './parseRawDiff.js';

const STATUS: Partial<Record<RawEntry['status'], ChangeStatus>> = {
  A: 'added',
  C: 'copied',
  D: 'deleted',
  M: 'modified',
  R: 'renamed',
  T: 'type-changed',
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

/** One side of a change as git recorded it; read on demand (one object per side, no closures). */
class GitSide implements FileSide {
  constructor(
    readonly path: string,
    readonly mode: string,
    private readonly sha: string,
    private readonly reader: SideReader,
  ) {}

  read(): Promise<Uint8Array> {
    if (this.mode === '160000') return Promise.resolve(new TextEncoder().encode(this.sha)); // a gitlink is its commit id
    if (this.reader.worktree && NULL_SHA.test(this.sha)) return this.reader.worktree(this.path, this.mode);
    return this.reader.blob(this.sha, this.mode);
  }
}

/**
 * The changes, made as they are walked: a caller that walks a large change once keeps only what it
 * keeps (see Checker.check). An unmerged entry throws when it is reached.
 */
export function* toFileChanges(
  entries: Iterable<RawEntry>,
  reader: SideReader,
  restores?: (e: RawEntry) => boolean,
): Generator<FileChange> {
  for (const e of entries) {
    const status = STATUS[e.status];
    if (!status) throw new UnmergedError(e.oldPath);
    const change: FileChange = {
      status,
      old: status === 'added' ? null : new GitSide(e.oldPath, e.oldMode, e.oldSha, reader),
      new: status === 'deleted' ? null : new GitSide(e.newPath, e.newMode, e.newSha, reader),
    };
    if (restores?.(e)) change.restores = true;
    yield change;
  }
}
