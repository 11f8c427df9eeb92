export interface Place {
    /** The working directory of the tool call (absolute). */
    cwd: string;
    /** The workspace's real path. */
    workspace: string;
    /** The repository root's real path; the workspace when there is no repository. */
    root: string;
    /** The git directory's real path, when there is a repository. */
    gitDir: string | null;
    home: string;
    /** The home's real path (the home itself when it cannot be resolved): settings and `~/` rules are reached by it too. */
    realHome: string;
    /** `$TMPDIR`, when set: a temporary folder besides /tmp and /var/tmp (reading tools may reach them). */
    tempDirs?: string[];
    /** `$CDPATH`, when set: `cd NAME` in a shell line may lead through it. */
    cdPath?: string;
}
export declare function locate(cwd: string, env: NodeJS.ProcessEnv, home: string): Place;
/** Walks up from `dir` to the first `.git` (a directory, or a file naming one: worktrees, submodules). */
export declare function findRepository(dir: string): {
    root: string;
    gitDir: string;
} | undefined;
/** A path's real path, or the path itself when it cannot be resolved. */
export declare function realOr(path: string): string;
