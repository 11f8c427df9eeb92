import type { Place } from './place.js';
/** Every gate file and folder of a place: absolute paths, both as named and by real path, deduplicated. */
export interface GateSet {
    files: string[];
    folders: string[];
}
/**
 * Where a path lies against a user base's steps: `site` (a site or a folder leading to one), `start`
 * (a start file in a site), `other` (anything else in the base's root: the person's packages).
 */
type Shape = 'site' | 'start' | 'other';
export declare function gateSet(place: Place, env: NodeJS.ProcessEnv, selfDir?: string | undefined): GateSet;
/**
 * The set without the installed CLI's paths and the code cache: what the kernel layer
 * (`diffgate run`) makes read-only. A bind mount cannot be removed, so binding them would stop
 * `npm ci` and every reinstall of node_modules; the pre-check and the tripwire guard them.
 */
export declare function gateSetWithoutInstalled(place: Place, env: NodeJS.ProcessEnv, selfDir?: string | undefined): GateSet;
/**
 * The installed CLI's paths and the memo folder: gate files to write into, but removing them (with
 * their parent, or a reinstall) switches nothing off, since every hook then fails and a failing hook
 * blocks. The tripwire accepts their removal.
 */
export declare function installedPaths(place: Place, env: NodeJS.ProcessEnv, selfDir?: string | undefined): string[];
/**
 * The node running the hook, and the programs in PATH folders outside the home that this user can
 * write, as named and by real path: a gate file to write (a `node` rewritten
 * in place runs for every later hook), but its bytes are not kept by the tripwire (node is some
 * 100 MB, and would be copied into every repository's store): a changed node is refused and moved
 * to the quarantine, and with nothing put back every later hook fails closed, naming the missing
 * node and the install command to run again. Removing it is accepted like removing the installed
 * CLI: the hooks then fail closed the same way.
 */
export declare function programPaths(place: Place, env: NodeJS.ProcessEnv, selfDir?: string | undefined): ReadonlySet<string>;
/**
 * The shell snapshot folders (Claude Code's): a file in one is a gate file whether or not it was
 * listed when the set was made. The tripwire's PostToolUse lists them after the call, so a
 * snapshot the call removed is judged by this, not dropped as no longer watched (review of issue 32, F2).
 */
export declare function snapshotFolders(place: Place, env: NodeJS.ProcessEnv, selfDir?: string | undefined): ReadonlySet<string>;
/**
 * The folders watched by their stat key alone, never walked (Python's user base's `lib/`, its
 * version folders and sites), and how to tell what is made in them: a start file of a site is a
 * gate file (`start`); a folder that leads to a site (`site`) is looked into when it is new; the
 * rest in them (`other`: the person's packages) is neither.
 */
export declare function keyFolders(place: Place, env: NodeJS.ProcessEnv, selfDir?: string | undefined): {
    folders: readonly string[];
    shape: (path: string) => Shape | undefined;
};
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
export {};
