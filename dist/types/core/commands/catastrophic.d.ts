import { type ArgWord } from './argWord.js';
import { type FunctionCall } from './forkBomb.js';
export type CatastrophicForm = 'rm -rf /' | 'rm -rf /*' | 'rm -rf ~' | 'rm -rf $HOME' | ':(){ :|:& };:';
export declare const CATASTROPHIC_FORMS: readonly CatastrophicForm[];
export interface Catastrophe {
    form: CatastrophicForm;
    /** The command that has it, as found. */
    text: string;
}
export interface Where {
    /** The home directory the parser expanded `~` and `$HOME` to. */
    home?: string;
    /** The directories a relative operand may be relative to (null: unknown). */
    dirs?: readonly (string | null)[];
    /** The command as written, to name the home form as it was spelled (`~` or `$HOME`). */
    written?: string;
}
/** Where a parsed segment runs, for its relative operands and the home forms as written. */
export declare function whereOf(segment: {
    text: string;
    dirs?: readonly (string | null)[];
}, home?: string): Where;
/**
 * Every catastrophic form in a command line: in its raw text and in each parsed segment, each
 * (form, text) once. What the command policy checks whatever the rules say, on its own, so a
 * manifest without command rules need not load the rest of the policy.
 */
export declare function catastrophesIn(input: {
    text: string;
    segments: readonly {
        argv: readonly ArgWord[];
        text: string;
        dirs?: readonly (string | null)[];
    }[];
    home?: string;
    /** The commands of the parsed line's function bodies (the fork-bomb check). */
    calls?: readonly FunctionCall[];
}): Catastrophe[];
/** The fork bomb among the parsed line's function calls, if there is one (forkBomb.ts). */
export declare function forkBombsOf(calls: readonly FunctionCall[]): Catastrophe[];
/**
 * A command verdict with the parsed line's fork bombs added: denied whatever the rules say (the
 * policy itself reads the line's text and segments; the calls come from the shell walker).
 */
export declare function withForkBombs<V extends {
    decision: string | null;
    catastrophes: Catastrophe[];
}>(verdict: V, calls: readonly FunctionCall[]): V;
/** The catastrophic forms in a command line's raw text (its shell bodies included). */
export declare function catastrophicText(text: string): Catastrophe[];
/** The catastrophic form of one parsed command (wrappers already peeled), if it has one. */
export declare function catastrophicArgv(argv: readonly ArgWord[], where: Where): CatastrophicForm | undefined;
/**
 * The words bash makes of a word with brace lists (`~/{.,}*` -> `~/.*`, `~/*`), as the raw reader
 * keeps it: one linear scan per list. Past MAX_BRACE_WORDS words, each list left stands for any
 * name (`*`), which may be more than bash makes, never less.
 */
export declare function braceList(text: string): string[];
/** An absolute path with `//`, `.` and `..` resolved, and `**` read as `*` (bash without globstar). */
export declare function normalise(path: string): string;
/** A function that starts two copies of itself at once, whatever its name (forkBomb.ts). */
export declare function isForkBomb(code: string): boolean;
