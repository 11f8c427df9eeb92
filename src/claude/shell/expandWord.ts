/**
 * Word expansion, as far as it can be known before the command runs: quotes and escapes removed,
 * `~`, `$HOME`, `$PWD`, `$CLAUDE_PROJECT_DIR` and variables assigned earlier in the command line
 * expanded, brace lists multiplied out. Command substitutions are handed back to the walker (they
 * run, so what they write counts) and stand for an unknown piece.
 */
import type { Node, Syntax } from 'mvdan-sh';
import { copyState, type ShellEnv, type ShellState } from './state.js';
import {
  MAX_VALUES, UNKNOWN_VALUE, concat, unescapeAnsiC, unescapeDouble, unescapeUnquoted, type Value, type Word,
} from './words.js';

export class WordExpander {
  constructor(
    private readonly sx: Syntax,
    private readonly env: ShellEnv,
    private readonly text: (node: Node) => string,
    /** Walks statements that run in a subshell (command and process substitutions). */
    private readonly subst: (stmts: Node[], state: ShellState) => void,
  ) {}

  /** Walks command substitutions found anywhere under a node (each in its own subshell). */
  nested(node: Node, state: ShellState): void {
    this.sx.Walk(node, (n) => {
      if (!n) return true;
      const t = this.sx.NodeType(n);
      if (t === 'CmdSubst' || t === 'ProcSubst') {
        this.subst(n.Stmts as Node[], copyState(state));
        return false;
      }
      return true;
    });
  }

  /** Expands a word as far as it can be known. */
  word(word: Node, state: ShellState): Word {
    const raw = this.text(word);
    const braces = (word.Parts as Node[]).some((p) => this.sx.NodeType(p) === 'Lit' && (p.Value as string).includes('{'));
    const split = braces ? this.sx.SplitBraces(word) : word;
    return { values: this.parts(split.Parts as Node[], state, false, true), raw };
  }

  private parts(parts: Node[], state: ShellState, quoted: boolean, atStart: boolean): Value[] {
    let values: Value[] = [[]];
    parts.forEach((part, i) => {
      values = concat(values, this.part(part, state, quoted, atStart && i === 0));
    });
    return values;
  }

  private part(part: Node, state: ShellState, quoted: boolean, first: boolean): Value[] {
    switch (this.sx.NodeType(part)) {
      case 'Lit': {
        const value = part.Value as string;
        if (quoted) return [[{ text: unescapeDouble(value), quoted: true }]];
        if (first && value.startsWith('~')) return [this.tilde(value)];
        return [unescapeUnquoted(value)];
      }
      case 'SglQuoted': {
        if (!part.Dollar) return [[{ text: part.Value as string, quoted: true }]];
        const text = unescapeAnsiC(part.Value as string);
        return text === undefined ? [UNKNOWN_VALUE] : [[{ text, quoted: true }]];
      }
      case 'DblQuoted':
        return this.parts(part.Parts as Node[], state, true, false);
      case 'ParamExp':
        return this.param(part, state, quoted);
      case 'BraceExp': {
        if (part.Sequence) return [UNKNOWN_VALUE];
        const elems = (part.Elems as Node[]).flatMap((e) => this.parts(e.Parts as Node[], state, quoted, false));
        return elems.length <= MAX_VALUES ? elems : [UNKNOWN_VALUE];
      }
      case 'CmdSubst':
      case 'ProcSubst':
        this.subst(part.Stmts as Node[], copyState(state));
        return [UNKNOWN_VALUE];
      default:
        this.nested(part, state);
        return [UNKNOWN_VALUE];
    }
  }

  private tilde(value: string): Value {
    const m = /^~([^/]*)(.*)$/s.exec(value)!;
    if (m[1] !== '') return [null, ...unescapeUnquoted(m[2]!)];
    return [{ text: this.env.home, quoted: true }, ...unescapeUnquoted(m[2]!)];
  }

  private param(part: Node, state: ShellState, quoted: boolean): Value[] {
    const simple = !part.Excl && !part.Length && !part.Width && !part.Index && !part.Slice && !part.Repl && !part.Exp && !part.Names;
    if (!simple) {
      this.nested(part, state);
      return [UNKNOWN_VALUE];
    }
    const name = part.Param.Value as string;
    if (state.vars.has(name)) {
      const values = state.vars.get(name)!;
      if (values === null) return [UNKNOWN_VALUE];
      // A value keeps the quoting it was written with, so a loop over `hooks/*.sh` still names those files in "$f".
      return values;
    }
    const env = this.env;
    if (name === 'HOME') return [[{ text: env.home, quoted: true }]];
    if (name === 'CLAUDE_PROJECT_DIR') return [[{ text: env.projectDir, quoted: true }]];
    if (name === 'PWD') return state.dirs.map((d) => (d === null ? UNKNOWN_VALUE : [{ text: d, quoted: true }]));
    return [UNKNOWN_VALUE];
  }
}
