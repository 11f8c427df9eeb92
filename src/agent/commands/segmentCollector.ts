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
import { BASH_BUILTINS, type FunctionCall, NOT_FOUND_HANDLER } from '../../core/commands/forkBomb.js';
import type { SegmentInput } from '../../core/commands/judgeCommand.js';
import { rawCommands } from '../../core/commands/rawCommands.js';
import type { Assignment, CallContext, ShellVisitor, SimpleCommand } from '../shell/simpleCommand.js';
import { hasGlob, literal, textOf, type Value, type Word } from '../shell/words.js';
import { onPath } from './onPath.js';

const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash']);
/**
 * arity.ts's wrappers, and setsid and taskset (not imported: the arity table is loaded only under
 * command rules); test/agent/commands/segmentCollector.test.ts checks it names each of the table's.
 */
export const WRAPPERS: ReadonlySet<string> = new Set(
  'sudo doas env command builtin nohup nice time timeout xargs exec stdbuf ionice chrt flock setsid taskset'.split(' '),
);

export class SegmentCollector implements ShellVisitor {
  readonly segments: SegmentInput[] = [];
  /** The commands found in the line's function bodies, for the fork-bomb check (forkBomb.ts). */
  readonly calls: FunctionCall[] = [];
  /** Assignments seen since the last command: the next command's own prefix, or standalone ones. */
  private pending: Assignment[] = [];
  /** A standalone assignment or `export` ran: every later command's environment may differ. */
  private environmentChanged = false;
  /** Aliases defined earlier in the line, by name: their words. */
  private readonly aliases = new Map<string, string>();

  command(cmd: SimpleCommand): void {
    if (this.pending.some((a) => !cmd.assigns.includes(a))) this.environmentChanged = true;
    this.pending = [];
    let args = cmd.args;
    const via = cmd.via.map((v) => v.split(' ')[0]!);
    while (args.length > 1 && nameOf(args[0]!) === 'builtin') {
      args = args.slice(1);
      via.push('builtin');
    }
    if (nameOf(args[0]!) === 'alias') this.define(args.slice(1));
    const expanded = this.expand(args);
    const argv = expanded ?? args.flatMap(argWords);
    if (cmd.caller) this.call(cmd, cmd.caller, expanded);
    const segment: SegmentInput = { argv, text: cmd.text, via, dirs: cmd.dirs };
    if (this.environmentChanged || cmd.assigns.length > 0) segment.hasOverrides = true;
    if (runsOnlyItsBody(cmd, args)) segment.wrapper = true;
    this.segments.push(segment);
    // An unquoted expansion not known before it runs as the command word (`$X`, `$(cmd)`,
    // `"${a[@]}"`, also after a wrapper the walker could not peel: `sudo $X`) may make any words:
    // any command, or none (then the next word is the command).
    const name = nameOf(args[0]!);
    const at = args.findIndex(
      (w, i) => w.fields === 'unknown' && (i === 0 || (name !== undefined && WRAPPERS.has(name))),
    );
    if (!expanded && at !== -1) {
      const rest = args.slice(at + 1).flatMap(argWords);
      this.segments.push({ ...segment, argv: [null, null, null, ...rest], wrapper: false });
      if (rest.length > 0) this.segments.push({ ...segment, argv: rest, wrapper: false });
    }
  }

  redirect(): void {}

  /** A command in a function's body: the names it may run (an alias of the line followed). */
  private call(cmd: SimpleCommand, caller: CallContext, expanded: ArgWord[] | undefined): void {
    const head = expanded?.[0];
    // A name wholly unknown in a called body (`$1` of `f(){ $1|$1& }; f "$x"`) may be any function
    // of the line, itself too; at the body's definition it names what a later call passes.
    const callee =
      typeof head === 'string' && cmd.callee === undefined
        ? [[head]]
        : (cmd.callee ?? cmd.args[0]!.values)
            .filter(
              (v) => v.some((p) => p !== null) || ((caller.called || caller.fn === NOT_FOUND_HANDLER) && v.length > 0),
            )
            .map((v) => v.map((p) => (p === null ? null : p.text)));
    if (callee.length === 0) return;
    const { fn, definition, frame, concurrent, repeated } = caller;
    const call: FunctionCall = { caller: fn, definition, frame, callee, concurrent, repeated };
    if (fn === NOT_FOUND_HANDLER) call.missing = callee.some((v) => v.includes(null) || !commandFound(v.join('')));
    this.calls.push(call);
  }

  private define(args: Word[]): void {
    for (const word of args) {
      const text = literal(word);
      const eq = text?.indexOf('=') ?? -1;
      if (text !== undefined && eq > 0) this.aliases.set(text.slice(0, eq), text.slice(eq + 1));
    }
  }

  /**
   * The words of a command whose name is an alias, expanded (an alias of an alias too, and the next
   * word when the value ends in a blank); undefined when it is none. A value with shell syntax in
   * it is read by the raw reader, and its first command takes the arguments.
   */
  private expand(args: Word[]): ArgWord[] | undefined {
    if (this.aliases.size === 0) return undefined;
    const name = literal(args[0]!);
    if (name === undefined || !this.aliases.has(name)) return undefined;
    let head: ArgWord[] = [];
    let rest = args;
    const seen = new Set<string>();
    for (;;) {
      const word = literal(rest[0]!);
      if (word === undefined || seen.has(word) || !this.aliases.has(word)) break;
      seen.add(word);
      const value = this.aliases.get(word)!;
      const parts = rawCommands(value).commands;
      head = [...head, ...(parts[parts.length - 1] ?? [])];
      for (const other of parts.slice(0, -1))
        this.segments.push({ argv: other, text: other.join(' '), parseFailed: true });
      rest = rest.slice(1);
      if (rest.length === 0 || !/\s$/.test(value)) break;
    }
    return [...head, ...rest.flatMap(argWords)];
  }

  assignment(a: Assignment): void {
    this.pending.push(a);
  }

  opaque(text: string, why: 'unknown-program' | 'syntax'): void {
    if (why === 'syntax') {
      const commands = rawCommands(text).commands;
      for (const words of commands) this.segments.push({ argv: words, text: words.join(' '), parseFailed: true });
      if (commands.length > 0) return;
    }
    // Code that cannot be read before it runs: any program, any arguments.
    this.segments.push({ argv: [null, null], text, parseFailed: true });
  }
}

/** A walker word as policy words: a brace list is several words; a loop variable one of several. */
export function argWords(word: Word): ArgWord[] {
  if (word.values.length === 1) {
    const value = word.values[0]!;
    const text = textOf(value);
    if (text === undefined) return [null];
    return [expands(value) ? { glob: text } : text];
  }
  const texts = word.values.map((v) => (expands(v) ? undefined : textOf(v)));
  if (texts.some((x) => x === undefined) || texts.length === 0) return [null];
  if (/^[^$`'"]*\{[^}]*[,.][^}]*\}/.test(word.raw)) return texts as string[];
  return [{ oneOf: texts as string[] }];
}

/** Whether the shell would expand the value as a glob: `*`, `?` or a closed `[...]` unquoted (a lone `[` is a word). */
function expands(value: Value): boolean {
  if (!hasGlob(value)) return false;
  const pattern = value.map((p) => (p === null ? '' : p.quoted ? p.text.replace(/[*?[\]]/g, '_') : p.text)).join('');
  return /[*?]|\[[^\]]+\]/.test(pattern);
}

function nameOf(word: Word): string | undefined {
  const text = literal(word);
  return text === undefined ? undefined : text.slice(text.lastIndexOf('/') + 1);
}

/** `bash -c BODY` with a known body, `eval` of known words, a shell reading an exact heredoc. */
function runsOnlyItsBody(cmd: SimpleCommand, args: Word[]): boolean {
  const name = nameOf(args[0]!);
  if (name === 'eval') return args.slice(1).every((w) => literal(w) !== undefined);
  if (name === undefined || !SHELLS.has(name)) return false;
  const rest = args.slice(1).map((w) => literal(w));
  const at = rest.findIndex((w) => w !== undefined && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w));
  if (at !== -1) return rest[at + 1] !== undefined && rest.slice(0, at).every((w) => w?.startsWith('-'));
  const operands = rest.filter((w) => w === undefined || !w.startsWith('-'));
  return operands.length === 0 && cmd.stdin.some((s) => s.kind === 'text' && s.exact);
}

/** Whether bash finds a command by this name without its not-found handler: a builtin, or a program. */
function commandFound(name: string): boolean {
  return BASH_BUILTINS.has(name) || onPath(name);
}
