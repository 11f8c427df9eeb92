/**
 * The canonical prefix of a simple command: the program's name and the positional words that
 * name what it does, as many as the arity table says (`git -C dir -c k=v status -s` is
 * `git status`). Options and the values of the options the table lists are skipped. An option
 * the table does not know might take the next word as its value; then the prefix is read both
 * ways, and the second reading is kept as an alternate (a deny rule that matches only it still
 * asks the person). Build runners with several targets (`make build deploy`) have a prefix per
 * target.
 */
import { type ArgWord } from './argWord.js';
import { type ArityEntry } from './arity.js';
export interface Canonical {
    /** One prefix, or one per target for build runners (`make build deploy`). */
    prefixes: ArgWord[][];
    /** The prefixes read as if every option the table does not know took a value, when that differs. */
    alternates: ArgWord[][];
    /** The longest table entry that applied (undefined: the program is not in the table, arity 1). */
    entry: ArityEntry | undefined;
    /** Options before the prefix was complete that the table does not know. */
    unknownOptions: string[];
    /** Whether a word of the prefix (the program included) is not known before the command runs. */
    unknownWord: boolean;
}
export declare function canonicalPrefix(argv: readonly ArgWord[]): Canonical;
/** The prefix as text (`git status`), unknown words as `?`. */
export declare function prefixText(words: readonly ArgWord[]): string;
