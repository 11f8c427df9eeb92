/**
 * How many strings a brace pattern stands for, counted on the `braces` package's parse tree
 * without making them: `src/{1..1000}{1..1000}{1..1000}.ts` is 10^9 strings, which
 * `braces.expand` would build synchronously (review-15c F04, a hook that never answers).
 * Lists add up their alternatives, consecutive lists and ranges multiply. Where the tree has a
 * shape this count does not know, it counts high, never low: a count is only used as a cap.
 */
/** A node of `braces.parse`'s tree (the package's types do not declare `parse`). */
export interface BraceNode {
    type: string;
    value?: string;
    nodes?: BraceNode[];
    commas?: number;
    ranges?: number;
    close?: boolean;
}
export declare function braceAlternatives(root: BraceNode): number;
