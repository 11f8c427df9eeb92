import { type Value } from './words.js';
export interface ShellEnv {
    /** The home directory, for `~` and `$HOME`. */
    home: string;
    /** `$CLAUDE_PROJECT_DIR`: the workspace. */
    projectDir: string;
    /** `$TMPDIR` as the hook's environment has it (unset: /tmp), where `mktemp` makes its files. */
    tmpDir?: string;
    /** `$CDPATH` as the hook's environment has it: `cd NAME` may then go elsewhere. */
    cdPath?: string;
}
export interface ShellState {
    /** Possible working directories; null stands for one that cannot be known. */
    dirs: (string | null)[];
    /** Variables assigned earlier in the command line; null when the value is unknown. */
    vars: Map<string, Value[] | null>;
    /** After a `cd`: the state when it succeeded, for the `&&` branch that runs only then. */
    ifSucceeded?: ShellState;
}
export declare function initialState(cwd: string): ShellState;
export declare function copyState(s: ShellState): ShellState;
/** The state after one of several branches ran: every directory and value any branch may leave. */
export declare function unionStates(...states: ShellState[]): ShellState;
/** Each directory once; past MAX_DIRS, the first ones and an unknown one (a path relative to the rest is then unresolved, never unchecked). */
export declare function uniqueDirs(dirs: (string | null)[]): (string | null)[];
/** Resolves a path against a directory (posix), or null when either is unknown. */
export declare function resolveIn(dir: string | null, path: string): string | null;
