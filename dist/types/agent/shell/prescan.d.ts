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
/**
 * The longest command line the hook reads (characters). Parsing is linear but cannot be
 * interrupted: 1 MB took 1.8 s on a loaded machine, so past this the line is refused up front
 * rather than risk the hook's deadline. Agents' lines, heredocs included, are far shorter.
 */
export declare const MAX_LINE: number;
/**
 * Whether a line names a switch variable anywhere: then it is walked, even when the pre-scan
 * would clear it (`export GIT_CONFIG_GLOBAL=/tmp/x` is plain words to the pre-scan).
 */
export declare function mentionsSwitchVariable(command: string): boolean;
