/** This build of the CLI: scripts/build.js puts the sha256 of all its chunks in place of `dev`. */
export declare const BUILD_ID: string;
export declare const FROM_SOURCE = "diffgate-build:dev";
/** The file of command patterns a build found valid (src/cli/patternMemo.ts), in the cache folder. */
export declare const patternMemoName: (build: string) => string;
/**
 * The folder for diffgate's caches, or undefined when there is no home to put it in, or when it
 * exists but is not the user's own and private (XDG_CACHE_HOME pointing into a shared /tmp, say).
 * Its name still carries the node version, as when it held V8's code.
 */
export declare function compileCacheDir(env: NodeJS.ProcessEnv): string | undefined;
