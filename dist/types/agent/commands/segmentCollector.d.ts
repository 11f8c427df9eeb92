/**
 * Turns the shell walker's simple commands into the command policy's segments: every simple
 * command anywhere in the line (after `&&`, `||`, `;`, `|`, `&`, newlines, in subshells, `$(...)`,
 * backticks, `if`/`for`/`while` bodies, `bash -c` and `eval` bodies), with the wrappers the walker
 * peeled (`sudo`, `env`, `VAR=value`, `command`, `nohup`, `nice`, `time`, `timeout N`, `xargs`,
 * `exec`) named in `via`, and `builtin` peeled here. Text the parser cannot read becomes segments
 * read from the raw text, marked as failed parses (an allow never applies to them). An alias the
 * line defines (`alias g=git; g push --force`) is expanded in the commands after it, as a shell
 * with `expand_aliases` would (Claude Code's shell snapshot turns it on), so the rules see `git`.
 */
import type { ArgWord } from '../../core/commands/argWord.js';
import { type FunctionCall } from '../../core/commands/forkBomb.js';
import type { SegmentInput } from '../../core/commands/judgeCommand.js';
import type { Assignment, ShellVisitor, SimpleCommand } from '../shell/simpleCommand.js';
import { type Word } from '../shell/words.js';
/**
 * arity.ts's wrappers, and setsid and taskset (not imported: the arity table is loaded only under
 * command rules); test/agent/commands/segmentCollector.test.ts checks it names each of the table's.
 */
export declare const WRAPPERS: ReadonlySet<string>;
export declare class SegmentCollector implements ShellVisitor {
    readonly segments: SegmentInput[];
    /** The commands found in the line's function bodies, for the fork-bomb check (forkBomb.ts). */
    readonly calls: FunctionCall[];
    /** Assignments seen since the last command: the next command's own prefix, or standalone ones. */
    private pending;
    /** A standalone assignment or `export` ran: every later command's environment may differ. */
    private environmentChanged;
    /** Aliases defined earlier in the line, by name: their words. */
    private readonly aliases;
    command(cmd: SimpleCommand): void;
    redirect(): void;
    /** A command in a function's body: the names it may run (an alias of the line followed). */
    private call;
    private define;
    /**
     * The words of a command whose name is an alias, expanded (an alias of an alias too, and the next
     * word when the value ends in a blank); undefined when it is none. A value with shell syntax in
     * it is read by the raw reader, and its first command takes the arguments.
     */
    private expand;
    assignment(a: Assignment): void;
    opaque(text: string, why: 'unknown-program' | 'syntax'): void;
}
/** A walker word as policy words: a brace list is several words; a loop variable one of several. */
export declare function argWords(word: Word): ArgWord[];
