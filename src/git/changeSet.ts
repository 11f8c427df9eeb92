/** What the git adapter hands the CLI: the changes, the manifest in force, and a way to finish. */
import type { FileChange } from '../core/change.js';

export interface ManifestSource {
  /** The manifest's text in force, or null where there is none. */
  text: string | null;
  /** How to name it in messages (`HEAD:.diffgate.tsv`, a file path). */
  label: string;
  /** Repository-relative path, for the manifest's self-protection; null when outside the repository. */
  path: string | null;
}

export interface ChangeSet {
  changes: FileChange[];
  manifest: ManifestSource;
  close(): void;
}

/** A git failure that is the user's to fix (not a repository, unknown revision): exit 2. */
export class GitUsageError extends Error {}
