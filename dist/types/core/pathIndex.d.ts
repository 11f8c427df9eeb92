import { type Rule } from './rule.js';
/** dot files included, `/` separators everywhere, and `s` so that a path with a line break in it still matches `**`. */
export declare const GLOB_OPTIONS: {
    readonly dot: true;
    readonly windows: false;
    readonly flags: "s";
};
export declare class PathIndex {
    private readonly literal;
    /**
     * Globs by their base; every directory above a base is a key too (with no entries of its own),
     * so a path's walk down its directories stops at the first one that leads to no base.
     */
    private readonly byBase;
    constructor(rules: readonly Rule[]);
    /** Rules whose pattern matches `path`, in manifest order. */
    match(path: string): readonly Rule[];
}
/** `pattern` compiled with GLOB_OPTIONS, once per pattern. */
export declare function globMatcher(pattern: string): (path: string) => boolean;
/**
 * The directories before a pattern's first glob segment (`src/m1` for a pattern under it), or the
 * whole pattern when it has no glob characters (a literal path). Conservative: any character
 * that could be glob syntax ends the static part, so a glob is never filed under a wrong base.
 */
export declare function staticBase(pattern: string): string;
/** Whether one pattern matches everything another does (sound, not complete). */
export declare function patternCovers(wider: string, narrower: string): boolean;
