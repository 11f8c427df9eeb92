/**
 * The manifest's `command-allow`, `command-ask` and `command-deny` lines, compiled. A pattern that
 * cannot match (a flag where the program belongs, more positional words than its prefix has) is a
 * configuration error naming the file, line and column, like any malformed manifest line.
 */
import type { ManifestError } from '../parseManifest.js';
import type { Rule } from '../rule.js';
import { type CommandPattern } from './commandPattern.js';
export type Decision = 'allow' | 'ask' | 'deny';
export interface CommandRule {
    decision: Decision;
    pattern: CommandPattern;
    /** The manifest line. */
    rule: Rule;
}
export declare function commandRules(rules: readonly Rule[]): {
    rules: CommandRule[];
    errors: ManifestError[];
};
/** What is wrong with a command rule's pattern, if anything (for a manifest parser to report). */
export declare function commandPatternError(pattern: string): string | undefined;
/**
 * The program names the rules mention (wrappers included), or 'any' when a rule starts with `*`.
 * A command line naming none of them cannot match a rule, so it need not be parsed for the policy.
 */
export declare function namedPrograms(rules: readonly CommandRule[]): ReadonlySet<string> | 'any';
