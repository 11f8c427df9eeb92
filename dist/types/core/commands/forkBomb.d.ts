/**
 * Fork bombs recognised by what they do, whatever the function is called: a function that calls
 * itself (directly, through other functions of the line, or as `$FUNCNAME`) at least twice, with
 * at least one of the calls in a pipeline, in the background, in a coprocess or in a process
 * substitution, doubles its processes at every step: `:(){ :|:& };:`, `f(){ f|f; };f`,
 * `f(){ f & f; };f`, `bomb(){ bomb | bomb & }; bomb`, `f(){ f <(f) <(f); }`. A call in a loop of
 * the body whose runs overlap counts as two (`f(){ while :; do f & done; }`; the walker decides:
 * a loop that is only part of a pipeline runs one run after another). Whether a condition guards the
 * recursion is not read (`if true; then f|f; fi` is as bad), so a recursive function that starts
 * two copies of itself at once is refused even when it would stop. A single recursive call
 * (`walk "$d" | sort`) is not a fork bomb, nor a function calling another one twice
 * (`f(){ echo; }; f | f`).
 *
 * Two readings share that test. `forkBombOfCalls` reads the calls the shell walker found in the
 * parsed line (src/agent/shell/walk.ts): names with their quotes and escapes removed, variables
 * the line assigned (`x=f; $x`) and `$FUNCNAME` expanded, aliases of the line followed, prefixes
 * (`a=1`, `2>/dev/null`, `eval`) peeled, substitutions (`$(f)`, backticks, `<(f)`) walked. A name
 * with an unknown part (`f${z}`) calls every function it may spell; a name wholly unknown before
 * the line runs (`"$@"`, `$cmd` from the environment) is not counted: it names no function of the
 * line. `forkBombIn` reads the raw text, for a line the parser cannot read (it blanks quoted text,
 * so a quoted string that looks like one is data).
 *
 * The work is linear in the code's length (the hook must answer in time whatever the line): one
 * pass cuts the code into tokens, one pass pairs the brackets, one backward pass finds each token's
 * next separator, and the call graph's cycles come from one strongly-connected-components pass.
 */
/** The first fork bomb's definition in the code, or undefined. */
export declare function forkBombIn(code: string): string | undefined;
/** A command of a function's body as the shell walker found it (the parsed line). */
export interface FunctionCall {
    /** The function whose body it is in, and its definition as written. */
    caller: string;
    definition: string;
    /** One walk of that body (a body walked several times gives each call once per walk). */
    frame: number;
    /** The possible command names: known text, null for an unknown piece (`f${z}`: `['f', null]`). */
    callee: readonly (readonly (string | null)[])[];
    concurrent: boolean;
    repeated: boolean;
    /**
     * In `command_not_found_handle`'s body: the name may be a command not found (not known before the
     * line runs, or neither a builtin nor a program on PATH), which bash hands to the handler again.
     */
    missing?: boolean;
}
/**
 * bash runs this function for every command it cannot find, in the handler's own body too: its
 * `$1` is such a command, so `command_not_found_handle(){ x|x& }; x` doubles as `f(){ f|f& }` does.
 */
export declare const NOT_FOUND_HANDLER = "command_not_found_handle";
/** bash 5.2's builtins and reserved words (`compgen -b; compgen -k`): found whatever PATH holds. */
export declare const BASH_BUILTINS: ReadonlySet<string>;
/** The definition of the first fork bomb among the parsed line's function calls, or undefined. */
export declare function forkBombOfCalls(found: readonly FunctionCall[]): string | undefined;
