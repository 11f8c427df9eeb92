/**
 * Whether a `find` expression may delete an entry no selecting test chose: find's expression
 * evaluated for a file that fails every test that selects (`-name x`, `-newer F`, `-empty`) and
 * passes every test that does not (`-type f`, `-name '?*'`, `-regex '.*'`, `-links +0`,
 * `-perm -0`, `-readable`), with operators as find reads them (`!` before `-a` before `-o` before
 * `,`; an action before a test runs first). `find ~ -name x -delete` selects; `find ~ -delete
 * -name x` (the action first), `find ~ -name x -o -delete` (the other branch) and `find ~ ! -name
 * x -delete` (everything but x) do not. What cannot be read (an unknown word, an unknown primary,
 * a missing operand) may delete, when a deleting action is in the expression: fail closed.
 */
import { type ArgWord } from './argWord.js';
/**
 * Whether `find STARTS EXPRESSION` may delete an entry that no selecting test chose. `starts`
 * are the start points as known (for `-path` patterns, which match the whole path); `home` the
 * home they may be relative to.
 */
export declare function findDeletesUnselected(expression: readonly ArgWord[], starts: readonly string[], home?: string): boolean;
/** A shell pattern as find reads it (fnmatch: `*` and `?` match `/` and a leading dot too). */
export declare function fnmatch(pattern: string, ignoreCase: boolean): RegExp;
