/** Turns git's raw diff entries into the core's change list, with contents read on demand. */
import type { FileChange } from '../core/change.js';
import type { RawEntry } from './parseRawDiff.js';
export declare const NULL_SHA: RegExp;
/** How to read a side: by object id, or (for a work-tree side git has not hashed) by path. */
export interface SideReader {
    blob(sha: string, mode: string): Promise<Uint8Array>;
    worktree?(path: string, mode: string): Promise<Uint8Array>;
}
export declare class UnmergedError extends Error {
    readonly path: string;
    constructor(path: string);
}
/**
 * The changes, made as they are walked: a caller that walks a large change once keeps only what it
 * keeps (see Checker.check). An unmerged entry throws when it is reached.
 */
export declare function toFileChanges(entries: Iterable<RawEntry>, reader: SideReader, restores?: (e: RawEntry) => boolean): Generator<FileChange>;
