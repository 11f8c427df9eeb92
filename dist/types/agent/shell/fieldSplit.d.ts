/**
 * Bash's field splitting: an unquoted expansion is split into words at blanks, so with
 * `c='git push --force'` the line `$c` runs `git` with two arguments, and with `e=` the line
 * `$e git push` runs `git push`. A word's pieces are read in order; a piece from an unquoted
 * variable whose value the line assigned is split where bash splits it, the rest joins the word
 * it stands in. An unquoted expansion whose value is not known (`$X` from outside the line,
 * `$(cmd)`, `"${a[@]}"`, `"$@"`, or any with `IFS` set in the line) may make any number of words.
 */
import { type Value, type Word } from './words.js';
/** The most words one split may make; past it the split is unknown (any number of words). */
export declare const MAX_FIELDS = 1024;
/** One part of a word, by how bash splits it. */
export type Piece = 
/** Joins the word it stands in (literal text, quotes, globs, known paths). */
{
    kind: 'text';
    values: Value[];
}
/** An unquoted variable with known values, unsplit: split at blanks. */
 | {
    kind: 'split';
    values: Value[];
}
/** May make any number of words. */
 | {
    kind: 'unknown';
};
/**
 * The words a word becomes, for each of its possible values; 'unknown' when the split cannot be
 * told; undefined when it is always exactly one word.
 */
export declare function splitFields(pieces: readonly Piece[]): Value[][] | 'unknown' | undefined;
/** The words of a simple command after splitting: a word that splits one way only becomes its words. */
export declare function splitWords(words: readonly Word[]): Word[];
