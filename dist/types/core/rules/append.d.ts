import { type RuleCheck } from './ruleCheck.js';
export declare const append: RuleCheck;
/** `after` begins with every line of `before` unchanged (the common case: text added at the end). */
export declare function keepsPrefix(before: Uint8Array, after: Uint8Array): boolean;
/**
 * The first old line that does not occur, in order, among the new lines; with the new line where it
 * was expected. Undefined when the old lines are a subsequence of the new.
 */
export declare function firstMissingLine(before: Uint8Array, after: Uint8Array): {
    oldLine: number;
    newLine: number;
} | undefined;
