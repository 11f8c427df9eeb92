export interface Binds {
    files: string[];
    folders: string[];
}
export declare function bwrapArgs(binds: Binds, opts: {
    root: boolean;
}): string[];
/** Every folder above the paths, `/` aside (it cannot be renamed), outermost first. */
export declare function anchors(paths: string[]): string[];
/** The options as bubblewrap's `--args FD` reads them: each one ended by a NUL (no length limit, unlike argv). */
export declare function nulSeparated(args: string[]): Buffer;
