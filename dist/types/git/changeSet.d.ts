/** What the git adapter hands the CLI: the changes, the manifest in force, and a way to finish. */
import type { FileChange } from '../core/change.js';
import type { ManifestText } from '../core/decideChange.js';
/** The manifest's text in force, as the core takes it. */
export type ManifestSource = ManifestText;
export interface ChangeSet {
    /** Read as they are walked (once): a malformed or unmerged entry throws then. */
    changes: Iterable<FileChange>;
    manifest: ManifestSource;
    close(): void;
}
/** A git failure that is the user's to fix (not a repository, unknown revision): exit 2. */
export declare class GitUsageError extends Error {
}
