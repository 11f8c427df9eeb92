import type { ManifestText } from '../core/decideChange.js';
import { type ManifestError } from '../core/parseManifest.js';
import type { Git } from '../git/runGit.js';
import { ActionError } from './actionError.js';
import type { Range } from './resolveRange.js';
/** The head's manifest when the change touches nothing but the manifest at `path`; else null. */
export declare function repairingManifest(git: Git, range: Range, path: string | null): Promise<ManifestText | null>;
export declare function manifestAt(git: Git, rev: string, path: string): Promise<string | null>;
/**
 * The failure for a manifest in force (at `rev`) that does not parse. `headText` is the head's
 * version of that file: where it is the same, the annotations sit on its lines; where the head
 * changed it, on the base's blob (`blobUrl`), since the head's lines are not the ones in error.
 */
export declare function manifestFailure(manifest: ManifestText, errors: readonly ManifestError[], headText: string | null, blobUrl: ((line: number) => string) | null, extra?: readonly string[]): ActionError;
