/**
 * From the manifest's text and a change list to a decision: the steps every entry point that
 * reads a change takes the same way (manifest missing where one was required, malformed lines,
 * command rules that can never match, an unreadable file, else the verdict). The git hooks and the
 * Action only render the result, so they cannot drift apart.
 */
import type { FileChange } from './change.js';
import { ReadError } from './check.js';
import { type KnownPatterns } from './commandRuleErrors.js';
import { type ManifestError } from './parseManifest.js';
import type { Verdict } from './verdict.js';
export interface ManifestText {
    /** The manifest in force, or null where there is none. */
    text: string | null;
    /** How to name it in messages. */
    label: string;
    /** Its repository-relative path, for its self-protection; null outside the repository. */
    path: string | null;
}
export type ChangeDecision = {
    kind: 'verdict';
    verdict: Verdict;
    manifest: ManifestText;
} | {
    kind: 'manifest-missing';
    manifest: ManifestText;
} | {
    kind: 'manifest-errors';
    manifest: ManifestText;
    errors: ManifestError[];
} | {
    kind: 'read-error';
    error: ReadError;
};
export declare function decideChange(manifest: ManifestText, changes: Iterable<FileChange>, opts: {
    manifestRequired: boolean;
    knownPatterns?: KnownPatterns;
}): Promise<ChangeDecision>;
/**
 * The manifest parsed and compiled once, for deciding many changes under it (the commits of a
 * push); `label` names the manifest in one decision (`<commit>:<path>`): its errors and its rules'
 * sources. A change to the manifest itself is judged by messages that quote the rules in force, so
 * such a change gets a decider of its own, made with its label.
 */
export declare function changeDecider(manifest: ManifestText, opts: {
    manifestRequired: boolean;
    knownPatterns?: KnownPatterns;
}): Promise<(changes: Iterable<FileChange>, label?: string) => Promise<ChangeDecision>>;
