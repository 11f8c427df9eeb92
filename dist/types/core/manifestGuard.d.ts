import { type Manifest } from './parseManifest.js';
import type { Violation } from './verdict.js';
/**
 * Violations of the strengthen-only rule, from the rules in force and the manifest's new text.
 * With `adopt` (a person's commit or pull request; never an agent's edit), adopting a manifest is
 * not loosening one: while the rules in force are none (no manifest yet, or one of comments only,
 * as `diffgate init` writes it), the new manifest may hold any rule (adoptionNotes says what it
 * allows). Strengthen-only applies from the first rule on.
 */
export declare function checkManifestChange(before: Manifest, path: string, newText: string | null, opts?: {
    adopt?: boolean;
}): Violation[];
export { releasePhrases } from './rule.js';
/** Whether a change to the manifest adopts it: no rule is in force yet. */
export declare function adopting(before: Manifest): boolean;
/**
 * What committing a first manifest means, for the person adopting it: the rules that let things
 * through (allow, command-allow, a release phrase), and that strengthen-only applies from now on.
 * Empty when the change adopts nothing (rules were in force, or the new text holds none or does
 * not parse).
 */
export declare function adoptionNotes(before: Manifest, newText: string | null): string[];
