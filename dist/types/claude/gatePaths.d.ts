import type { Place } from './context.js';
/** Every gate file and folder of a place: absolute paths, both as named and by real path, deduplicated. */
export interface GateSet {
    files: string[];
    folders: string[];
}
export declare function gateSet(place: Place, env: NodeJS.ProcessEnv, selfDir?: string | undefined): GateSet;
/** A linked worktree's common git directory (`.git/worktrees/x` -> `.git`), where its config, hooks and refs are. */
export declare function commonDir(gitDir: string): string;
/** The running CLI's package directory, by real path: two levels above `dist/cli/index.js`. */
export declare function ownPackageDir(script?: string | undefined): string | undefined;
/**
 * The gate files and folders of a place, worked out once, when first asked (a shell line asks for
 * every target; a line with no write target never asks, and pays nothing).
 */
export declare class GatePaths {
    private readonly place;
    private readonly env;
    private readonly selfDir?;
    private known;
    constructor(place: Place, env?: NodeJS.ProcessEnv, selfDir?: string | undefined);
    private get set();
    /** The gate file or folder the path is, or lies in; undefined when it is none. */
    at(path: string): string | undefined;
    /** Whether the path is the installed CLI or the code cache, or lies in them (see `under`). */
    removable(path: string): boolean;
    /**
     * The gate files and folders under a directory a command removes or rewrites whole (`rm -rf
     * .claude`). Not the installed CLI: removing `node_modules` does not switch the gate off (the
     * hook command then fails, which blocks), and `rm -rf node_modules` is an everyday command.
     */
    under(dir: string): string[];
}
