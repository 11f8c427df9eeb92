/**
 * Shell words after the expansions that can be known before the command runs: quotes removed,
 * `~`, `$HOME`, `$PWD`, `$CLAUDE_PROJECT_DIR` and variables assigned literally earlier in the same
 * command line expanded, brace lists multiplied out. Whatever depends on running something
 * (`$(cmd)`, `$X` from elsewhere, arithmetic) is an unknown piece, never a guess.
 */
/** A run of known text; `quoted` text has no glob meaning. */
export interface Known {
    text: string;
    quoted: boolean;
}
/** One possible value of a word: known runs and unknown pieces (null). */
export type Value = (Known | null)[];
export interface Word {
    /** Every value the word may take (several for `{a,b}` or a loop variable). */
    values: Value[];
    /** The word as written, for messages. */
    raw: string;
    /**
     * The words bash makes of it by field splitting (fieldSplit.ts), for each possible value, when
     * an unquoted expansion may make it other than one word; 'unknown' when that cannot be told.
     */
    fields?: Value[][] | 'unknown';
}
/** A cap on brace and loop multiplication; past it the word counts as unknown. */
export declare const MAX_VALUES = 64;
export declare const UNKNOWN_VALUE: Value;
/** The value's text when every piece is known, else undefined. */
export declare function textOf(value: Value): string | undefined;
/** The word's only value as plain text: known, without unquoted glob characters. */
export declare function literal(word: Word): string | undefined;
/** Whether unquoted text of the value holds glob characters the shell would expand. */
export declare function hasGlob(value: Value): boolean;
/**
 * The value as a picomatch pattern: quoted runs escaped, unquoted runs as written, except bash's
 * negated bracket `[!x]`, which picomatch reads as the class of `!` and `x`: it becomes `[^x]`.
 */
export declare function globOf(value: Value): string | undefined;
/** Concatenation of two sets of values (the cartesian product), capped. */
export declare function concat(a: Value[], b: Value[]): Value[];
/**
 * The longest known text a value may grow to by joining. Past it the value is unknown: only
 * repetition makes a value longer than a line (`a="$a $a"` doubles it each time), and every later
 * step (splitting it into words, judging each) would grow with it, past the hook's deadline.
 */
export declare const MAX_TEXT: number;
/**
 * A value expanded without quotes (`rm $F`): bash splits it into fields at blanks and globs each
 * one, however it was quoted when assigned. Every field is kept as one possible value of the word,
 * so each is checked as a write target (the words they really become are not told apart).
 */
export declare function unquotedFields(values: Value[]): Value[];
/** Bash's unquoted backslash: the next character stands for itself. */
export declare function unescapeUnquoted(text: string): Known[];
/** Inside double quotes a backslash escapes only `$`, `` ` ``, `"`, `\` and a newline. */
export declare function unescapeDouble(text: string): string;
/** The value without a leading known text (across quoted runs), or undefined when it does not start with it. */
export declare function withoutPrefix(value: Value, prefix: string): Value | undefined;
/** A `--name=VALUE` word's value part. */
export declare function suffixOf(w: Word, prefix: string): Word;
