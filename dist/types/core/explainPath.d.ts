/**
 * `diffgate explain PATH`: which rules cover a path, as data, and what a commit that changes it
 * gets from the checker. Every path rule is listed (save-gate too, which only the agent hook
 * enforces), with the same matcher the checker and the hooks use; the manifest's own implicit
 * strengthen-only rule is named when the path is the manifest.
 */
import type { Manifest } from './parseManifest.js';
import { type Rule } from './rule.js';
export interface PathExplanation {
    path: string;
    /** Every path rule but allow that matches, in manifest order. */
    rules: readonly Rule[];
    allowedBy: readonly Rule[];
    /** The built-in secret list segment the path matches, if any (whether or not an allow exempts it). */
    secret: string | undefined;
    /** The path is the manifest in force: a change to it may only add or strengthen rules. */
    isManifest: boolean;
    /** What a commit (or pull request) that changes the path gets from the checker. */
    commit: {
        verdict: 'blocked' | 'judged' | 'free';
        rules: string[];
    };
}
/**
 * `exists`: whether the path exists now. A commit that modifies an existing file meets freeze,
 * invariant, append and budget; one that adds a missing path meets deny, the secret list and budget.
 */
export declare function explainPath(manifest: Manifest, manifestPath: string | null, path: string, exists: boolean): PathExplanation;
