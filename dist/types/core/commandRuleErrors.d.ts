/**
 * Command rules that can never match (a flag where the program belongs, more words than the
 * command's prefix has) are configuration errors like any malformed line, wherever the manifest is
 * read. The command-policy modules (its arity table among them) are loaded only for a manifest
 * that has command rules, and not even then when every pattern is one the caller already knows
 * to be valid (`known`, a port: the CLI remembers the patterns it has checked, since loading the
 * policy modules costs a file tool call of the Claude hook about a tenth of node's start-up).
 */
import type { Manifest } from './parseManifest.js';
/** Command patterns already checked and found valid (by this same version of the checker). */
export interface KnownPatterns {
    has(pattern: string): boolean;
    /** Patterns just checked and found valid. */
    add(patterns: string[]): void;
}
export declare function withCommandRuleErrors(manifest: Manifest, known?: KnownPatterns): Promise<Manifest>;
