export interface Options {
    /** The long options, `--force`. */
    long: ReadonlySet<string>;
    /** The short option of a long one and back: `--force` <-> `-f`. */
    short: ReadonlyMap<string, string>;
}
/** The options of a command (`git push`), when the table has it. */
export declare function optionsOf(prefix: string): Options | undefined;
/** The long options (`--force`, ...) of a command (`git push`), when the table has it. */
export declare function longOptionsOf(prefix: string): ReadonlySet<string> | undefined;
/**
 * Whether a command with these option words (`present`: each as written, `--x` for `--x=v`, the
 * letters of a short group) has the flag of a rule (`-f` or `--force`), in any spelling: the
 * flag itself, an abbreviation of a long flag, and the other name of the same option.
 */
export declare function hasFlag(present: ReadonlySet<string>, flag: string, options: Options | undefined): boolean;
/**
 * Whether an option word as written (`--har`, `--force-with-lea=x` read as `--force-with-lea`)
 * stands for the long option `flag` (`--hard`): it is the flag, or a prefix of it at least one
 * letter long that is not itself an option of the command. An abbreviation that could stand for
 * several options counts for each of them (git refuses it anyway, and the table may lag git).
 */
export declare function standsFor(word: string, flag: string, options: ReadonlySet<string> | undefined): boolean;
