/**
 * Which flags a simple command has, anywhere after the program and before `--`: each option word
 * as written, `--flag` for `--flag=value`, and each letter of a group of short options
 * (`-rf` has `-r` and `-f`). A word whose text is not known before the command runs could be a
 * flag too, so the answer for an absent flag is then "maybe".
 */
import { type ArgWord } from './argWord.js';
export interface FlagFacts {
    present: ReadonlySet<string>;
    /** Some word could not be read and might be a flag. */
    uncertain: boolean;
}
export declare function flagFacts(argv: readonly ArgWord[]): FlagFacts;
/** The flags one word stands for (none when it is not an option). */
export declare function flagsOf(text: string): string[];
