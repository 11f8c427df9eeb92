/** The shape every rule module exports, and the helper that fills a violation from its rule. */
import type { LoadedChange } from '../change.js';
import type { Rule } from '../rule.js';
import type { Violation, ViolationRule } from '../verdict.js';
export interface RuleCheck {
    /**
     * Which path selects the rule: the one that existed and is changed or removed (old), the one
     * that exists after the change (new), or the new one only where the change brings it into
     * existence (added). Rules are only matched against the paths their side names.
     */
    side: 'old' | 'new' | 'added';
    /** Which sides' bytes the rule reads. */
    reads: {
        old: boolean;
        new: boolean;
    };
    /**
     * For a rule that reads both sides: whether the old bytes can change its verdict, given the new
     * ones. When set, the checker reads the new side first and the old side only where this says so.
     */
    oldMatters?(rule: Rule, after: Uint8Array): boolean;
    /** Pure: the rule and a change (sides read as declared) to violations. */
    check(rule: Rule, change: LoadedChange): Violation[];
}
export declare function violation(rule: Rule, kind: ViolationRule, path: string, parts: {
    message: string;
    next: string;
    line?: number;
    endLine?: number;
}): Violation;
/** Whether the change removes or alters what existed at the old path. */
export declare function touchesOldPath(change: LoadedChange): boolean;
