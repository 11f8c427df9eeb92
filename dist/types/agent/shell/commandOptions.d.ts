/**
 * Programs that hand a command line to a shell, read as their own option parsers (getopt_long)
 * read them: `su -c CMD`, `script --command=CMD`, `flock FILE -c CMD`, and `watch`, which joins
 * its operands into one line for `sh -c`. Every spelling counts: bundled short options (`-lc`),
 * a value attached (`-cCMD`, `--command=CMD`), and an unambiguous long-option prefix (`--comm`).
 * Words are given as their literal text, undefined when not known before the line runs.
 */
/** What each program's parser takes: the short letter and long name of the command option, the other valued options. */
interface CommandOptionSpec {
    short: string;
    long: string;
    /** Short options that take a value (the rest of a bundle, or the next word). */
    valued: string;
    /** Long options that take a value (`--opt V` or `--opt=V`). */
    valuedLong: string[];
    /** Its other long options, to tell an abbreviation apart (`flock --c` is ambiguous, and refused by flock). */
    otherLong: string[];
}
/** From util-linux 2.39 (su, runuser, script, flock): their `getopt_long` tables. */
export declare const COMMAND_OPTION_SPECS: Record<string, CommandOptionSpec>;
/**
 * The command lines a program's options hand to a shell: each value of its command option, in
 * every spelling; `unknown` when one is not known before the line runs (a word that might be the
 * option, or its value).
 */
export declare function commandOptionValues(words: readonly (string | undefined)[], spec: CommandOptionSpec): {
    lines: string[];
    unknown: boolean;
};
/**
 * The line `watch` runs: its operands joined by spaces for `sh -c`, or with `-x` run as they
 * are (each quoted). Undefined when watch runs nothing; `unknown` when an option or operand is
 * not known before the line runs, or an option is not watch's.
 */
export declare function watchLine(words: readonly (string | undefined)[]): {
    line?: string;
    unknown: boolean;
};
export {};
