import type { Git } from './runGit.js';
export interface RecordDirs {
    /** `<common git dir>/diffgate`: releases, refused commits, the audit log. */
    common: string;
    /** `<this worktree's git dir>/diffgate` (the same folder outside a linked worktree). */
    worktree: string;
}
export declare function recordDirs(git: Git, cwd: string): Promise<RecordDirs>;
export interface ReleaseRecord {
    tree: string;
    /** The commit's first parent; null for a root commit. */
    parent: string | null;
    reason: string;
    /** What the release lifted (`rule path`), as in the trailer. */
    items: string[];
    at: string;
}
/** A release record's id (its file name without `.json`), as the ledger lists it (agent/ledger.ts). */
export declare const releaseId: (tree: string, parent: string | null) => string;
export declare const releaseFile: (dirs: RecordDirs, tree: string, parent: string | null) => string;
export declare function writeReleaseRecord(dirs: RecordDirs, record: ReleaseRecord): string;
/** The release a person made with DIFFGATE_RELEASE for a commit of this tree on this parent, if any. */
export declare function findReleaseRecord(dirs: RecordDirs, tree: string, parent: string | null): ReleaseRecord | undefined;
export interface RefusedViolation {
    rule: string;
    path: string;
    reason: string;
}
export interface RefusedRecord {
    commit: string;
    session?: string;
    at?: string;
    violations: RefusedViolation[];
    /** Where the record is, for the message. */
    file: string;
    /** Whether `file` is a batch (refused/batch-<id>.json) rather than this commit's own record. */
    batch?: true;
}
/** One judgement's refused commits, as `refused/batch-<id>.json` holds them. */
export interface RefusedBatch {
    session: string;
    at: string;
    commits: {
        commit: string;
        violations: RefusedViolation[];
    }[];
}
/** A batch of refused commits that cannot be read: what it is, and why. */
export interface UnreadableBatch {
    file: string;
    problem: string;
}
/**
 * Writes one judgement's refused commits as one batch, whole or not at all: to a temporary name,
 * flushed to the disk, then renamed into place and the folder flushed (a reader sees every commit
 * of it or none; a crash leaves a temporary name no reader takes). One JSON document rather than
 * a line a commit: a batch cut short or edited is then malformed as a whole, never read as a
 * shorter list, and every reader fails closed on it. Returns its path.
 */
export declare function writeRefusedBatch(dir: string, batch: RefusedBatch): string;
/**
 * Takes the commits a person released at push time off their batch: the batch is written again
 * without them, or, when none is left, renamed `<batch>.released.json` (no longer a refusal).
 */
export declare function releaseFromBatch(file: string, released: ReadonlySet<string>): void;
/**
 * The commits the agent tripwire refused, by full commit id: every batch's, and every record a
 * commit of earlier versions. A single record that does not parse still refuses its commit (its
 * name says which), with no details; a batch that cannot be read is listed in `unreadable`, for
 * the caller to fail closed on (the commits it held are not known).
 */
export declare function refusedRecords(dirs: RecordDirs): {
    refused: Map<string, RefusedRecord>;
    unreadable: UnreadableBatch[];
};
export declare function appendAudit(dirs: RecordDirs, entries: Record<string, unknown>[]): string;
