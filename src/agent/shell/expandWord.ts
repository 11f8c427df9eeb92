/**
 * Word expansion, as far as it can be known before the command runs: quotes and escapes removed,
 * `~`, `$HOME`, `$PWD`, `$CLAUDE_PROJECT_DIR`, `$TMPDIR` (when the hook's environment sets it) and variables assigned earlier in the command line
 * expanded, brace lists multiplied out. Command substitutions are handed back to the walker (they
 * run, so what they write counts) and stand for an unknown piece.
 */
import type {
  ArithmeticCommandExpansion,
  CommandExpansionPart,
  ParameterExpansionPart,
  ParsedScript,
  ProcessSubstitutionPart,
  SyntaxNode,
  Word as ShellWord,
  WordPart,
} from 'unbash';
import { splitFields, type Piece } from './fieldSplit.js';
import { mktempValue } from './mktempPath.js';
import type { ShellParser } from './parser.js';
import { copyState, type ShellEnv, type ShellState } from './state.js';
import {
  MAX_VALUES,
  UNKNOWN_VALUE,
  concat,
  textOf,
  unescapeDouble,
  unescapeUnquoted,
  unquotedFields,
  type Value,
  type Word,
} from './words.js';

/**
 * Walks a substitution's script (undefined when it did not parse) in the given state; `source` is
 * the text its positions index when that is not the command line's.
 */
export type Subst = (
  script: ParsedScript | undefined,
  state: ShellState,
  source?: string,
  /** A process substitution: it runs alongside the command. */
  concurrent?: boolean,
) => void;

/** `{a,b,c}` of plain text; nested lists, quotes and expansions inside make the word unknown. */
const PLAIN_BRACES = /^\{([^{}\\'"$`]*)\}$/;
const PATTERN_END = 'DIFFGATE_PATTERN_END';

export class WordExpander {
  constructor(
    private readonly env: ShellEnv,
    private readonly parser: ShellParser,
    /** The substitutions' scripts walked so far (the walker checks that none was missed). */
    private readonly walked: Set<object>,
    /** Walks statements that run in a subshell (command and process substitutions). */
    private readonly subst: Subst,
    /** Reports code in the word that will run but cannot be read before it does. */
    private readonly unreadable: () => void,
  ) {}

  /** Walks command substitutions found anywhere under a node (each in its own subshell). */
  nested(node: SyntaxNode, state: ShellState, source?: string): void {
    const visit = (n: SyntaxNode): void => {
      if (isSubstitution(n)) {
        this.subst(n.script, copyState(state), source, n.type === 'ProcessSubstitution');
        return;
      }
      this.parser.forEachChild(n, visit);
    };
    visit(node);
  }

  /** Counts the substitutions under a node as walked: they are walked another way (read again). */
  private superseded(node: SyntaxNode): void {
    const visit = (n: SyntaxNode): void => {
      if (isSubstitution(n) && n.script) this.walked.add(n.script);
      this.parser.forEachChild(n, visit);
    };
    visit(node);
  }

  /** Expands a word as far as it can be known. */
  word(word: ShellWord, state: ShellState): Word {
    // A word without parts is plain text: letters, backslash escapes and a leading `~`.
    if (!word.parts) return { values: [this.literal(word.text, false, true, state)], raw: word.text };
    let values: Value[] = [[]];
    const pieces: Piece[] = [];
    word.parts.forEach((part, i) => {
      const own = this.part(part, state, false, i === 0);
      values = concat(values, own);
      pieces.push(this.piece(part, own, state));
    });
    const out: Word = { values, raw: word.text };
    const fields = splitFields(pieces);
    if (fields !== undefined) out.fields = fields;
    return out;
  }

  /** How bash splits an unquoted part of a word into words (fieldSplit.ts). */
  private piece(part: WordPart, own: Value[], state: ShellState): Piece {
    switch (part.type) {
      case 'SimpleExpansion':
      case 'ParameterExpansion': {
        const plainName = part.type === 'SimpleExpansion' || plainOrChecked(part);
        const name = part.type === 'SimpleExpansion' ? part.text.slice(1) : part.parameter;
        // `${X:?}` with X known empty: the command does not run (own is unknown)
        if (part.type === 'ParameterExpansion' && part.operation && own.some((v) => textOf(v) === undefined))
          return { kind: 'unknown' };
        if (plainName && state.vars.has(name) && !state.vars.has('IFS')) {
          const values = state.vars.get(name);
          return values ? { kind: 'split', values } : { kind: 'unknown' };
        }
        // $HOME, $PWD, $CLAUDE_PROJECT_DIR: paths the hook knows, one word each
        if (plainName && own.every((v) => textOf(v) !== undefined)) return { kind: 'text', values: own };
        return { kind: 'unknown' };
      }
      case 'CommandExpansion':
        return { kind: 'unknown' };
      case 'DoubleQuoted':
        // "$@" and "${a[@]}" make a word per element
        return part.parts.some(
          (p) =>
            (p.type === 'SimpleExpansion' && p.text === '$@') ||
            (p.type === 'ParameterExpansion' && (p.parameter === '@' || p.index?.text === '@')),
        )
          ? { kind: 'unknown' }
          : { kind: 'text', values: own };
      default:
        return { kind: 'text', values: own };
    }
  }

  private parts(parts: readonly WordPart[], state: ShellState, quoted: boolean, atStart: boolean): Value[] {
    let values: Value[] = [[]];
    parts.forEach((part, i) => {
      values = concat(values, this.part(part, state, quoted, atStart && i === 0));
    });
    return values;
  }

  private part(part: WordPart, state: ShellState, quoted: boolean, first: boolean): Value[] {
    switch (part.type) {
      case 'Literal':
        return [this.literal(part.text, quoted, first, state)];
      case 'SingleQuoted':
      case 'AnsiCQuoted':
        return [[{ text: part.value, quoted: true }]];
      case 'DoubleQuoted':
      case 'LocaleString':
        return this.parts(part.parts, state, true, false);
      case 'SimpleExpansion':
        return this.variable(part.text.slice(1), state, quoted);
      case 'ParameterExpansion':
        if (part.operation?.type === 'Replace') {
          this.replaceOperands(part, part.operation.operatorEnd, state);
          if (part.index) this.nested(part.index, state);
          return [UNKNOWN_VALUE];
        }
        if (!plainOrChecked(part)) break;
        if (part.operation) return this.checked(part, state, quoted);
        return this.variable(part.parameter, state, quoted);
      case 'Glob':
        // A bracket with quotes or expansions inside is unknown; what it runs still runs.
        if (part.kind === 'bracket' && !plain(part.parts)) break;
        return [[{ text: part.text, quoted: false }]];
      case 'BraceExpansion':
        if (!plain(part.parts)) break;
        return braces(part.text);
      case 'CommandExpansion':
        this.subst(part.script, copyState(state));
        return [mktempValue(part.script, state, this.env) ?? UNKNOWN_VALUE];
      case 'ProcessSubstitution':
        this.subst(part.script, copyState(state), undefined, true);
        return [UNKNOWN_VALUE];
      default:
        break;
    }
    // Arithmetic, extended globs and parameter operations: unknown, but what they run still runs.
    this.nested(part, state);
    return [UNKNOWN_VALUE];
  }

  /**
   * `${X/pattern/replacement}`: unbash 6.0.4 splits pattern from replacement at the first `/` even
   * inside `$(...)`, so `${X/$(rm a/b)/}` would read as running `rm a`. The text after the operator
   * is read again as the body of an unquoted heredoc, where only substitutions mean anything (so
   * `|` or `;` in a pattern are no syntax errors), and every substitution in it is walked, whole.
   */
  private replaceOperands(part: ParameterExpansionPart, operatorEnd: number, state: ShellState): void {
    const text = part.text.slice(operatorEnd - part.pos, -1);
    this.superseded(part);
    // A heredoc body has no `<(...)`; bash runs one in a pattern all the same.
    if (/[<>]\(/.test(text)) {
      this.unreadable();
      return;
    }
    const source = `: <<${PATTERN_END}\n${text}\n${PATTERN_END}\n`;
    const script = this.parser.parse(source);
    if (!script) this.subst(undefined, state);
    else this.nested(script, state, source);
  }

  /** Literal text as written: escapes removed, and a leading `~` expanded when unquoted (to `$HOME` as the line may have set it). */
  private literal(text: string, quoted: boolean, first: boolean, state: ShellState): Value {
    if (quoted) return [{ text: unescapeDouble(text), quoted: true }];
    if (!first || !text.startsWith('~')) return unescapeUnquoted(text);
    const m = /^~([^/]*)(.*)$/s.exec(text)!;
    const home = homeIn(state, this.env.home);
    if (m[1] !== '' || home === undefined) return [null, ...unescapeUnquoted(m[2]!)];
    return [{ text: home, quoted: true }, ...unescapeUnquoted(m[2]!)];
  }

  /**
   * `${X:?msg}`, `${X?msg}`: X's value, since the command does not run when X is unset (or, for
   * `:?`, empty); shellcheck asks for this guard before `rm -rf "$X/..."` (review-15c F10). A value
   * known to be empty stops the command: unknown. The message's substitutions are walked (they
   * run when X is unset).
   */
  private checked(part: ParameterExpansionPart, state: ShellState, quoted: boolean): Value[] {
    if (part.operation) this.nested(part.operation, state);
    const values = this.variable(part.parameter, state, quoted);
    const colon = part.operation?.type === 'Default' && part.operation.operator === ':?';
    return colon ? values.map((v) => (textOf(v) === '' ? UNKNOWN_VALUE : v)) : values;
  }

  private variable(name: string, state: ShellState, quoted: boolean): Value[] {
    if (state.vars.has(name)) {
      const values = state.vars.get(name)!;
      if (values === null) return [UNKNOWN_VALUE];
      // With IFS set in the line, an unquoted value splits at other characters than blanks.
      if (!quoted && state.vars.has('IFS')) return [UNKNOWN_VALUE];
      // Quoted, a value keeps the quoting it was written with, so a loop over `hooks/*.sh` still names those files in "$f".
      return quoted ? values : unquotedFields(values);
    }
    const env = this.env;
    if (name === 'HOME') return [[{ text: env.home, quoted: true }]];
    if (name === 'CLAUDE_PROJECT_DIR') return [[{ text: env.projectDir, quoted: true }]];
    // the hook runs with the agent's environment: a TMPDIR set there is the command's too
    if (name === 'TMPDIR' && env.tmpDir !== undefined) return [[{ text: env.tmpDir, quoted: true }]];
    if (name === 'PWD') return state.dirs.map((d) => (d === null ? UNKNOWN_VALUE : [{ text: d, quoted: true }]));
    return [UNKNOWN_VALUE];
  }
}

type Substitution = CommandExpansionPart | ProcessSubstitutionPart | ArithmeticCommandExpansion;

export function isSubstitution(n: SyntaxNode): n is Substitution {
  return n.type === 'CommandExpansion' || n.type === 'ProcessSubstitution' || n.type === 'ArithmeticCommandExpansion';
}

/**
 * `${X[0]}`: the first element, which of a variable that is no array (every one the walker knows
 * a value of: an array assignment makes it unknown) is its value (`"${FUNCNAME[0]}"` is `$FUNCNAME`).
 */
function firstElement(part: ParameterExpansionPart): boolean {
  return part.index !== undefined && part.index.parts === undefined && /^\s*0+\s*$/.test(part.index.text);
}

/** `${X}`, `${X[0]}`, or `${X:?msg}`/`${X?msg}`, which stand for X wherever the command runs at all. */
function plainOrChecked(part: ParameterExpansionPart): boolean {
  if (part.prefix || (part.index && !firstElement(part))) return false;
  const op = part.operation;
  return op === undefined || (op.type === 'Default' && (op.operator === ':?' || op.operator === '?'));
}

/** Parts of plain text only (or none: the text is all there is). */
function plain(parts: readonly WordPart[] | undefined): boolean {
  return parts === undefined || parts.every((p) => p.type === 'Literal');
}

/** A brace expansion: a plain comma list multiplied out; sequences and anything richer are unknown. */
function braces(text: string): Value[] {
  const m = PLAIN_BRACES.exec(text);
  if (!m || !m[1]!.includes(',')) return [UNKNOWN_VALUE];
  const elems = m[1]!.split(',');
  return elems.length <= MAX_VALUES ? elems.map((e) => unescapeUnquoted(e)) : [UNKNOWN_VALUE];
}

/** `$HOME` as the line left it: assigned in it, else the real one; undefined when unknown. */
export function homeIn(state: ShellState, home: string): string | undefined {
  if (!state.vars.has('HOME')) return home;
  const values = state.vars.get('HOME');
  return values && values.length === 1 ? textOf(values[0]!) : undefined;
}
