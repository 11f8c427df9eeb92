import { type RuleCheck } from './ruleCheck.js';
export declare const append: RuleCheck;
/** The first line matching `head` (the first released one): its byte offset and line number. */
export declare function releasedStart(bytes: Uint8Array, head: string): {
    offset: number;
    line: number;
} | undefined;
/**
 * The released part without the link definitions of labels the head links to (Keep-a-Changelog's
 * `[unreleased]: .../compare/v1.1.0...HEAD`, rewritten at every release): those belong to the head.
 * With the old line number of each line kept.
 */
export declare function withoutHeadLinks(before: Uint8Array, from: {
    offset: number;
    line: number;
}): {
    bytes: Uint8Array;
    lines: number[];
};
/**
 * Where old line `n` went when it was only moved: the new file holds its text at least as many
 * times as the old one did (so none was removed or changed), the first such new line. Undefined
 * when the line was removed or changed.
 */
export declare function movedTo(before: Uint8Array, n: number, after: Uint8Array): number | undefined;
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
