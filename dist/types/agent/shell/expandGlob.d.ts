/**
 * What one command line's patterns have asked of the file system: a pattern repeated over many
 * operands, or over many possible working directories, is expanded once, and all of them
 * together make at most MAX_CALLS calls. (Before, 200 operands `/usr/share/*\/*\/x` took 25 s,
 * past the agent's hook timeout, which lets the call through.)
 */
export declare class Listings {
    readonly unknown: boolean;
    private readonly expanded;
    private readonly entries;
    private calls;
    private paths;
    /** `unknown`: a shell option changed what globs match, so none is expanded (each may match any name). */
    constructor(unknown?: boolean);
    /** The pattern's paths, or undefined past a limit (one pattern's, or the line's). */
    expand(pattern: string, cwd: string): string[] | undefined;
    /** The directory's entries ([] when it cannot be listed), or undefined past MAX_CALLS. */
    list(dir: string): string[] | undefined;
    /** Whether the path exists (a symlink counts, as for bash), or undefined past MAX_CALLS. */
    exists(path: string): boolean | undefined;
    private spend;
}
export declare function expandGlob(pattern: string, cwd: string, listings?: Listings): string[] | undefined;
