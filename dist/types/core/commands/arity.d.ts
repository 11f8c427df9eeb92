/**
 * The arity table: for each known command line tool, how many positional words name what it does
 * (its canonical prefix). `git status -s` and `git status --porcelain` are both `git status`;
 * `git push origin main` is `git push`. Flags never belong to the prefix; the `valued` options
 * of an entry take the next word as their value, so that word is skipped too (`git -C dir status`).
 * A longer entry (`docker compose`) refines a shorter one (`docker`) and inherits its options.
 * A program not in the table has arity 1: its name alone. Data only; read by canonicalPrefix.ts.
 */
export interface ArityEntry {
    /** The program, or the program and its first positional words (`docker compose`). */
    readonly prefix: string;
    /** How many positional words (the program included) make the canonical prefix. */
    readonly arity: number;
    /** Why: what the positional words name. */
    readonly reason: string;
    /** Options at this level that take the next word as their value. */
    readonly valued?: readonly string[];
    /** Options at this level known to take no value. With `valued`, any other option may take one. */
    readonly flags?: readonly string[];
    /** Each positional word after the program is a target of its own (`make build deploy`). */
    readonly targets?: true;
    /** Words starting with `+` select a toolchain and are not positional (`cargo +nightly build`). */
    readonly plus?: true;
    /** It runs another command, which the shell parser judges as a segment of its own. */
    readonly wrapper?: true;
}
export declare const ARITY: readonly ArityEntry[];
/** The entry for exactly this prefix (`git`, `docker compose`), if the table has one. */
export declare function arityEntry(prefix: string): ArityEntry | undefined;
/** Whether a longer entry refines this prefix (`php` -> `php artisan`), so the next word may belong to it. */
export declare function isRefined(prefix: string): boolean;
/** Names the parser peels off as wrappers (a rule may name one alone). */
export declare const WRAPPERS: ReadonlySet<string>;
