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
}
/**
 * The commits the agent tripwire refused, by full commit id. A record that does not parse still
 * refuses its commit (fail closed), with no details.
 */
export declare function refusedCommits(dirs: RecordDirs): Map<string, RefusedRecord>;
export declare function appendAudit(dirs: RecordDirs, entries: Record<string, unknown>[]): string;
