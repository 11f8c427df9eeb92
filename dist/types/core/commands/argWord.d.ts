/**
 * A word of a simple command as the command policy sees it: the text the shell will pass when it
 * is known before the command runs, an unquoted glob (expanded only when it runs), several
 * possible texts (brace lists, loop variables), or unknown (`$(cmd)`, a variable from elsewhere).
 */
export type ArgWord = string | null | {
    readonly glob: string;
} | {
    readonly oneOf: readonly string[];
};
/** The word's text when it is one known string. */
export declare function known(word: ArgWord | undefined): string | undefined;
/** The word's text, a glob as written (bash passes it so when nothing matches, as for `+refs/heads/*`). */
export declare function written(word: ArgWord | undefined): string | undefined;
/** Every text the word may stand for, or undefined when that cannot be listed (unknown, glob). */
export declare function candidates(word: ArgWord | undefined): readonly string[] | undefined;
/** The word as written for messages: globs as written, unknown words as `?`. */
export declare function show(word: ArgWord): string;
/** A program word reduced to its name (`/usr/bin/git` -> `git`). */
export declare function programName(text: string): string;
