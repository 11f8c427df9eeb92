/** This build of the CLI: scripts/build.js puts the sha256 of all its chunks in place of `dev`. */
export declare const BUILD_ID: string;
export declare const FROM_SOURCE = "diffgate-build:dev";
/** The file of command patterns a build found valid (src/cli/patternMemo.ts), in the cache folder. */
/** The memo's folder under diffgate's cache folder (src/agent/gatePaths.ts lists it as a gate folder). */
export declare const PATTERN_MEMO_FOLDER = "command-patterns";
export declare const patternMemoName: (build: string) => string;
/**
 * The folder for the memo of valid command patterns, or undefined when there is no home to put it
 * in, or when it exists but is not the user's own and private (XDG_CACHE_HOME pointing into a
 * shared /tmp, say). A folder of its own, which the tripwire watches as a gate folder; files an
 * older build left beside it in `diffgate/` (V8's code) are never read and not watched.
 */
export declare function patternMemoDir(env: NodeJS.ProcessEnv): string | undefined;
