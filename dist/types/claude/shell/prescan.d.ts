/** Characters that mean themselves to the shell (no quotes, expansions, globs, redirections). */
export declare const PLAIN: RegExp;
/** The list and pipeline operators of a plain line. */
export declare const SEPARATORS: RegExp;
/** True when the command surely writes nothing protected; false means "look closer", not "writes". */
export declare function surelyHarmless(command: string): boolean;
/**
 * Whether a command line names any of these programs in any word (by its name without directory).
 * A line that names none cannot match a command rule, so the policy need not parse it; any other
 * line is parsed (the pre-scan's clearing covers write targets only).
 */
export declare function namesAny(command: string, names: ReadonlySet<string>): boolean;
