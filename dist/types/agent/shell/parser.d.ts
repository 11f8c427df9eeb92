/**
 * Loads the shell parser (unbash) on first use only, so the Bash path pays for it only when the
 * cheap pre-scan cannot clear a command. The dynamic import keeps it in its own bundle chunk; the
 * walker gets the tree walk from here too, so nothing imports unbash's code statically.
 *
 * unbash replaced mvdan-sh (mvdan.cc/sh compiled by GopherJS): with the code cache, mvdan-sh cost
 * about 65 ms per parsed command line to load and initialise the Go runtime, unbash about 4 ms.
 */
import type { ParsedScript, SyntaxNode, forEachChild } from 'unbash';
export interface ShellParser {
    /**
     * The parsed script, or undefined when there is an error anywhere in it. unbash is tolerant: it
     * recovers and returns a partial tree, and each substitution's script carries its own errors.
     * A tree it recovered is never trusted, so a line that does not parse is never read as the part
     * that did.
     */
    parse(src: string): ParsedScript | undefined;
    forEachChild: typeof forEachChild;
    /** Whether any node of the tree under `node` (itself included) passes `test`. */
    some(node: SyntaxNode, test: (node: SyntaxNode) => boolean): boolean;
}
export declare function loadShellParser(): Promise<ShellParser>;
