/**
 * What the loader and the maker wrap each file in before compiling it: one text, so that a cache
 * is made for exactly the source the loader compiles (node's own wrapper may change between
 * versions while V8's does not, and V8 would take a cache for a wrapper of the same length).
 */
export declare const WRAP_HEAD = "(function (exports, require, module, __filename, __dirname) { ";
export declare const WRAP_TAIL = "\n});";
/** The first line's `#!` becomes a comment (V8 takes a hashbang only at the start of a script). */
export declare const WRAP_JS: string;
/** The pinned cache: its folder and the sha256 of its SHA256SUMS. */
export interface CodeCache {
    dir: string;
    hash: string;
}
/** Whether the pinned cache is there as the install made it (doctor): its sums match the pin and every file its sums. */
export declare function cacheIntact(cache: CodeCache): boolean;
/**
 * The code cache for the CLI in `cliDir` (whose SHA256SUMS hashes to `cliHash`, checked by the
 * caller) under `node`, made in diffgate's cache folder of `env`, or kept from an earlier install.
 * Undefined where there is no home for it or it could not be made: the hooks then compile as before.
 */
export declare function codeCache(cliDir: string, cliHash: string, node: string, env: NodeJS.ProcessEnv): CodeCache | undefined;
