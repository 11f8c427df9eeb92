/**
 * Fork bombs recognised by what they do, whatever the function is called: a function that calls
 * itself (directly, through other functions of the line, or as `$FUNCNAME`) at least twice, with
 * at least one of the calls in a pipeline or in the background, doubles its processes at every
 * step: `:(){ :|:& };:`, `f(){ f|f; };f`, `f(){ f & f; };f`, `bomb(){ bomb | bomb & }; bomb`.
 * Whether a condition guards the recursion is not read (`if true; then f|f; fi` is as bad), so a
 * recursive function that starts two copies of itself at once is refused even when it would stop.
 * A single recursive call (`walk "$d" | sort`) is not a fork bomb. Reads code whose quoted text
 * is blanked (rawCommands' `code`), so a quoted string that looks like one is data.
 *
 * The work is linear in the code's length (the hook must answer in time whatever the line): one
 * pass cuts the code into tokens, one pass pairs the brackets, one backward pass finds each token's
 * next separator, and the call graph's cycles come from one strongly-connected-components pass.
 */
/** The first fork bomb's definition in the code, or undefined. */
export declare function forkBombIn(code: string): string | undefined;
