/**
 * Word expansion, as far as it can be known before the command runs: quotes and escapes removed,
 * `~`, `$HOME`, `$PWD`, `$CLAUDE_PROJECT_DIR`, `$TMPDIR` (when the hook's environment sets it) and variables assigned earlier in the command line
 * expanded, brace lists multiplied out. Command substitutions are handed back to the walker (they
 * run, so what they write counts) and stand for an unknown piece.
 */
import type { ArithmeticCommandExpansion, CommandExpansionPart, ParsedScript, ProcessSubstitutionPart, SyntaxNode, Word as ShellWord } from 'unbash';
import type { ShellParser } from './parser.js';
import { type ShellEnv, type ShellState } from './state.js';
import { type Word } from './words.js';
/**
 * Walks a substitution's script (undefined when it did not parse) in the given state; `source` is
 * the text its positions index when that is not the command line's.
 */
export type Subst = (script: ParsedScript | undefined, state: ShellState, source?: string, 
/** A process substitution: it runs alongside the command. */
concurrent?: boolean) => void;
export declare class WordExpander {
    private readonly env;
    private readonly parser;
    /** The substitutions' scripts walked so far (the walker checks that none was missed). */
    private readonly walked;
    /** Walks statements that run in a subshell (command and process substitutions). */
    private readonly subst;
    /** Reports code in the word that will run but cannot be read before it does. */
    private readonly unreadable;
    constructor(env: ShellEnv, parser: ShellParser, 
    /** The substitutions' scripts walked so far (the walker checks that none was missed). */
    walked: Set<object>, 
    /** Walks statements that run in a subshell (command and process substitutions). */
    subst: Subst, 
    /** Reports code in the word that will run but cannot be read before it does. */
    unreadable: () => void);
    /** Walks command substitutions found anywhere under a node (each in its own subshell). */
    nested(node: SyntaxNode, state: ShellState, source?: string): void;
    /** Counts the substitutions under a node as walked: they are walked another way (read again). */
    private superseded;
    /** Expands a word as far as it can be known. */
    word(word: ShellWord, state: ShellState): Word;
    /** How bash splits an unquoted part of a word into words (fieldSplit.ts). */
    private piece;
    private parts;
    private part;
    /**
     * `${X/pattern/replacement}`: unbash 6.0.4 splits pattern from replacement at the first `/` even
     * inside `$(...)`, so `${X/$(rm a/b)/}` would read as running `rm a`. The text after the operator
     * is read again as the body of an unquoted heredoc, where only substitutions mean anything (so
     * `|` or `;` in a pattern are no syntax errors), and every substitution in it is walked, whole.
     */
    private replaceOperands;
    /** Literal text as written: escapes removed, and a leading `~` expanded when unquoted (to `$HOME` as the line may have set it). */
    private literal;
    /**
     * `${X:?msg}`, `${X?msg}`: X's value, since the command does not run when X is unset (or, for
     * `:?`, empty); shellcheck asks for this guard before `rm -rf "$X/..."` (review-15c F10). A value
     * known to be empty stops the command: unknown. The message's substitutions are walked (they
     * run when X is unset).
     */
    private checked;
    private variable;
}
type Substitution = CommandExpansionPart | ProcessSubstitutionPart | ArithmeticCommandExpansion;
export declare function isSubstitution(n: SyntaxNode): n is Substitution;
/** `$HOME` as the line left it: assigned in it, else the real one; undefined when unknown. */
export declare function homeIn(state: ShellState, home: string): string | undefined;
export {};
