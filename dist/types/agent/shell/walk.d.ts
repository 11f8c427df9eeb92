/**
 * Walks a parsed shell command line and reports every simple command (wrappers such as `sudo`,
 * `env`, `xargs` unwrapped; `bash -c`, `sh -c`, `eval` and shell heredocs parsed and walked in
 * turn), every file a redirection writes, and every variable assignment, each with the working
 * directories it may run in. What the parts mean (which arguments a command writes) is decided
 * by the visitor: the write-target check here, the command policy later.
 */
import type { Function as FunctionNode, Statement, Word as ShellWord } from 'unbash';
import { type ShellEnv, type ShellState } from './state.js';
import type { ShellParser } from './parser.js';
import { type Word } from './words.js';
import type { Assignment, CallContext, ShellVisitor, SimpleCommand, Stdin } from './simpleCommand.js';
export declare class Walker {
    private readonly parser;
    private readonly env;
    private readonly visitor;
    private depth;
    constructor(parser: ShellParser, env: ShellEnv, visitor: ShellVisitor);
    /** Parses and walks a command line; a syntax error anywhere in it is reported as opaque. */
    script(src: string, state: ShellState, via?: string[]): ShellState;
    /**
     * Whether a substitution in the tree was never walked: a form the walker does not take apart
     * still runs what is inside it, so the line is then treated as code that cannot be read.
     */
    private missed;
    /** The substitutions' scripts walked so far. */
    readonly walked: Set<object>;
    /** Functions the line defines, by name: a call runs the body in the caller's shell. */
    readonly functions: Map<string, {
        scope: Scope;
        body: FunctionBody;
        text: string;
    }>;
    /** The function body being walked now, and how deep in concurrent or repeated code of it. */
    private frame;
    private frames;
    /**
     * Walks a function's body as one frame, with `$FUNCNAME` its name there; for a call (`args`
     * given), with `$1`...`$9` the call's arguments. An `eval`'s text is a frame too (`evaluated`),
     * one that keeps `$FUNCNAME` and the positional parameters: `b='eval "$b"|eval "$b"&'; eval "$b"`
     * calls itself as a function would.
     */
    inFunction(fn: string, definition: string, state: ShellState, walk: (state: ShellState) => ShellState, how?: {
        args?: readonly Word[];
        evaluated?: boolean;
    }): ShellState;
    /** The `eval` texts being walked now, by text: their frames' names. */
    readonly evaluating: Map<string, string>;
    /**
     * Walks code of the current function's body that runs alongside it (`concurrent`: a part of a
     * pipeline, which the body waits for; `detached`: in the background, a coprocess or a process
     * substitution, which it does not), or in a loop.
     */
    within<T>(kind: 'concurrent' | 'detached' | 'repeated', walk: () => T): T;
    /** Where a command walked now runs, when it is in a function's body. */
    callContext(): CallContext | undefined;
    /** Functions being walked for a call now (a recursive call is not followed again). */
    readonly calling: Set<string>;
    /** Function calls walked so far. */
    calls: number;
    /** `shopt -s cdable_vars` somewhere in the line: `cd NAME` may go to `$NAME`. */
    cdableVars: boolean;
    /** A shell option or GLOBIGNORE that changes what a glob matches (dotglob, nocaseglob, ...) is set somewhere in the line. */
    globsChanged: boolean;
    /** Notes shell options that change how `cd` or globs resolve (`shopt -s dotglob`, `bash -O nocaseglob`). */
    noteOptions(words: (string | undefined)[]): void;
    get shellParser(): ShellParser;
    get shellEnv(): ShellEnv;
    get visit(): ShellVisitor;
}
type FunctionBody = FunctionNode['body'];
/** One parsed source text (node positions are offsets into it). */
declare class Scope {
    private readonly w;
    private readonly src;
    private readonly via;
    private readonly words;
    constructor(w: Walker, src: string, via: string[]);
    text(node: {
        pos: number;
        end: number;
    }): string;
    stmts(list: readonly Statement[], state: ShellState, stdin?: Stdin[]): ShellState;
    private list;
    private node;
    /** `a && b || c`: each part after `&&` runs after the last, after `||` it may run instead. */
    private andOr;
    private command;
    private compound;
    private ifClause;
    /** A function's body, walked in the given state. */
    body(body: FunctionBody, state: ShellState): ShellState;
    private redirect;
    private simple;
    /** `declare`, `local`, `export`, ...: assignments and names, not a command that writes files. */
    private declaration;
    private assignment;
    /**
     * `GIT_EDITOR='git reset --hard #' git commit`, `export GIT_PAGER=...`: git (or the pager) runs the
     * variable's value as a command line, so it is walked as one; a value not known before it runs
     * may be any command.
     */
    commandLineIn(a: Assignment, state: ShellState): void;
    /** An assignment-shaped argument of an ordinary command, as the word it is (`NAME=value`). */
    private assignmentWord;
    /** A simple command after expansion: wrappers peeled, shells and eval walked, `cd` tracked. */
    private run;
    /** `bash -c BODY`, or a shell reading its program from a heredoc or here-string. */
    private shell;
    /** `su -c CMD`, `flock FILE -c CMD`, `script --command=CMD`: the command line is run by a shell. */
    private commandOption;
    /**
     * A shell or `source` running a script file: running a file is not writing one, unless the
     * "file" is the command's own input (`/dev/stdin`) or another command's output (`<(...)`).
     */
    private scriptFile;
    /** A shell reading its program from its input: a heredoc or here-string is read, a pipe cannot be. */
    private programFromStdin;
    /** `git -c alias.x='!CMD'`, `-c core.pager=CMD`: settings given for this run whose value is a command. */
    private gitCommands;
    /**
     * `git grep -O'CMD'`, `--open-files-in-pager=CMD` (any prefix from `--op`, or `-O` in a bundle:
     * `-iOCMD`): git runs CMD through the shell with the matching files, so it is walked as a
     * command line, as `GIT_PAGER` is. The value is optional and only ever attached (`-O x` is the
     * default pager and a pattern).
     */
    private gitGrepPager;
    /** `npx -c 'CMD'`, `npm exec --call 'CMD'` (also `npm x`, `npm exe`): npm runs CMD in a shell. */
    private npmCall;
    /** `mapfile -C CODE`: the callback runs for every few lines read. */
    private callback;
    /** `trap 'CODE' SIGNAL...`: the code runs later in this shell. */
    private trap;
    /**
     * A `cd` may fail and leave the shell where it was (`cd /missing; rm x` removes ./x): after it,
     * both directories are possible, except on the `&&` branch, which runs only when it succeeded.
     */
    private cd;
    private cdTo;
    /** Walks command substitutions found anywhere under a node (each in its own subshell). */
    private nested;
    /** Expands a word as far as it can be known. */
    word(word: ShellWord, state: ShellState): Word;
}
/**
 * Whether a variable holds a command line a program runs: one of COMMAND_LINE_VARIABLES, or npm's
 * `npm exec --call` body given by environment (npm reads every option from `npm_config_*`, the
 * name in any case: `NPM_CONFIG_CALL='...' npx` runs it as `npx -c` would).
 */
export declare function runsCommandLine(name: string): boolean;
/**
 * What a script operand names: the command's own input (`/dev/stdin`, `-`), another command's
 * output or a descriptor set up elsewhere (`<(...)`, `/dev/fd/3`), which cannot be read before
 * it runs, or a file (running a file is not writing one).
 */
export declare function scriptPath(file: Word): 'stdin' | 'unreadable' | 'file';
export declare function isProcessSubstitution(word: Word): boolean;
/** The command's name without its directory (`/usr/bin/rm` -> `rm`), when known. */
export declare function commandName(cmd: SimpleCommand): string | undefined;
export {};
