/** The walker's output: simple commands, redirections and assignments, and the visitor that receives them (walk.ts). */
import type { Value, Word } from './words.js';
export type Stdin = {
    kind: 'text';
    text: string;
    exact: boolean;
} | {
    kind: 'file';
    word: Word;
} | {
    kind: 'pipe';
};
export interface Assignment {
    name: string;
    /** The assigned value; null for `export X` or `unset X` style declarations without one. */
    value: Word | null;
    text: string;
}
export interface SimpleCommand {
    /** Expanded words, the command name first. */
    args: Word[];
    /** `NAME=value` words before the command (its environment). */
    assigns: Assignment[];
    /** Possible working directories (null: unknown). */
    dirs: (string | null)[];
    stdin: Stdin[];
    /** The command as written. */
    text: string;
    /** The wrappers it was found inside, outermost first (`sudo`, `bash -c`, `xargs`, ...). */
    via: string[];
    /** The function of the line whose body it is in, and how it runs there (for the fork-bomb check). */
    caller?: CallContext;
    /**
     * The function (or evaluated text) this command runs when the command word alone does not say:
     * an `eval` of a text (its frame's name, evalFrame), `"$@"` as the first positional parameter.
     */
    callee?: Value[];
}
/** Where a command runs in a function's body: each walk of a body is one frame. */
export interface CallContext {
    fn: string;
    /** The function's definition as written. */
    definition: string;
    frame: number;
    /** In a pipeline, in the background, in a coprocess or a process substitution of the body. */
    concurrent: boolean;
    /**
     * In a loop of the body whose runs may overlap: a loop inside or under code that runs in the
     * background, in a coprocess or a process substitution (`while :; do f & done`, `for ...; do f;
     * done &`). A loop that is only part of a pipeline runs its body one run after another, and the
     * pipeline is waited for (`ls | while read d; do walk "$d"; done` is a tree walk, not a bomb).
     */
    repeated: boolean;
    /**
     * The body is walked for a call of the line (its positional parameters are the call's), not
     * once at its definition: a command name still unknown there may be anything the call passed.
     */
    called: boolean;
}
export interface RedirectWrite {
    word: Word;
    dirs: (string | null)[];
    text: string;
}
export interface ShellVisitor {
    command(cmd: SimpleCommand): void;
    redirect(r: RedirectWrite): void;
    assignment(a: Assignment): void;
    /** Code that will run but cannot be read before it does (`bash -c "$X"`, `eval "$(cmd)"`), or does not parse. */
    opaque(text: string, why: 'unknown-program' | 'syntax'): void;
}
