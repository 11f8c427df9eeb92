/**
 * The words `env -S STRING` (`--split-string`) makes of its string, as GNU env splits it: blanks
 * separate words; single quotes keep everything but `\\` and `\'`; double quotes keep blanks and
 * expand `${NAME}`; backslash escapes (`\n`, `\t`, `\$`, `\#`, `\_` a blank that separates outside
 * quotes and is a space inside them, `\c` ends the string); `#` at the start of a word begins a
 * comment; `${NAME}` is the variable's value (`$NAME` without braces makes env refuse). The words
 * then go through env's option parsing again, so `-i`, `-u X` and `NAME=value` inside count.
 */
import { type Value, type Word } from './words.js';
/** A variable's possible values as env would see it, or null when not known. */
export type Lookup = (name: string) => Value[] | null;
/** The words, or undefined when env would refuse the string (an unclosed quote, a bad escape). */
export declare function envSplitString(text: string, lookup: Lookup): Word[] | undefined;
