/**
 * Walks a parsed shell command line and reports every simple command (wrappers such as `sudo`,
 * `env`, `xargs` unwrapped; `bash -c`, `sh -c`, `eval` and shell heredocs parsed and walked in
 * turn), every file a redirection writes, and every variable assignment, each with the working
 * directories it may run in. What the parts mean (which arguments a command writes) is decided
 * by the visitor: the write-target check here, the command policy later.
 */
import type { Node, Syntax } from 'mvdan-sh';
import { findExecs, findFound, unwrap } from './wrappers.js';
import { copyState, resolveIn, unionStates, uniqueDirs, type ShellEnv, type ShellState } from './state.js';
import { WordExpander } from './expandWord.js';
import { MAX_VALUES, UNKNOWN_VALUE, literal, textOf, type Word } from './words.js';

export type Stdin =
  | { kind: 'text'; text: string; exact: boolean }
  | { kind: 'file'; word: Word }
  | { kind: 'pipe' };

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

export type Parse = (src: string) => Node;

/** Bash's operator numbers in mvdan.cc/sh v3 (syntax/tokens.go), as this pinned version emits them. */
export const OP = {
  andAnd: 10, orOr: 11, pipe: 12, pipeAll: 13,
  rdrOut: 54, appOut: 55, rdrIn: 56, rdrInOut: 57, dplIn: 58, dplOut: 59, clbOut: 60,
  hdoc: 61, dashHdoc: 62, wordHdoc: 63, rdrAll: 64, appAll: 65,
} as const;

const WRITE_REDIRECTS: ReadonlySet<number> = new Set([OP.rdrOut, OP.appOut, OP.rdrInOut, OP.clbOut, OP.rdrAll, OP.appAll]);
const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'busybox']);
const MAX_DEPTH = 8;

export class Walker {
  private depth = 0;

  constructor(
    private readonly syntax: Syntax,
    private readonly parse: Parse,
    private readonly env: ShellEnv,
    private readonly visitor: ShellVisitor,
  ) {}

  /** Parses and walks a command line; a syntax error is reported as opaque. */
  script(src: string, state: ShellState, via: string[] = []): ShellState {
    if (this.depth >= MAX_DEPTH) {
      this.visitor.opaque(src, 'unknown-program');
      return state;
    }
    let file: Node;
    try {
      file = this.parse(src);
    } catch {
      this.visitor.opaque(src, 'syntax');
      return state;
    }
    this.depth++;
    try {
      return new Scope(this, Buffer.from(src, 'utf8'), via).stmts(file.Stmts as Node[], state);
    } finally {
      this.depth--;
    }
  }

  get sx(): Syntax {
    return this.syntax;
  }

  get shellEnv(): ShellEnv {
    return this.env;
  }

  get visit(): ShellVisitor {
    return this.visitor;
  }
}

/** One parsed source text (positions are byte offsets into it). */
class Scope {
  private readonly words: WordExpander;

  constructor(private readonly w: Walker, private readonly src: Buffer, private readonly via: string[]) {
    this.words = new WordExpander(w.sx, w.shellEnv, (n) => this.text(n), (stmts, state) => {
      this.stmts(stmts, state);
    });
  }

  text(node: Node): string {
    return this.src.subarray(node.Pos().Offset(), node.End().Offset()).toString('utf8');
  }

  type(node: Node): string {
    return this.w.sx.NodeType(node);
  }

  stmts(list: Node[], state: ShellState): ShellState {
    let s = state;
    for (const stmt of list) s = this.stmt(stmt, s, []);
    return s;
  }

  private stmt(stmt: Node, state: ShellState, extraStdin: Stdin[]): ShellState {
    const stdin: Stdin[] = [...extraStdin];
    for (const r of (stmt.Redirs as Node[]) ?? []) this.redirect(r, state, stdin);
    const cmd = stmt.Cmd as Node | null;
    if (!cmd) return state;
    const after = this.command(cmd, state, stdin);
    return stmt.Background ? state : after;
  }

  private redirect(r: Node, state: ShellState, stdin: Stdin[]): void {
    const op = r.Op as number;
    const word = r.Word as Node | null;
    if (op === OP.hdoc || op === OP.dashHdoc) {
      const body = r.Hdoc as Node | null;
      if (body) {
        const parts = body.Parts as Node[];
        const text = parts.map((p) => (this.type(p) === 'Lit' ? (p.Value as string) : this.text(p))).join('');
        const quoted = quotedDelimiter(word, this);
        if (!quoted) this.nested(body, state); // `$(...)` in an unquoted heredoc runs
        stdin.push({ kind: 'text', text, exact: parts.every((p) => this.type(p) === 'Lit') || quoted });
      }
      return;
    }
    if (!word) return;
    const resolved = this.word(word, state);
    if (op === OP.wordHdoc) {
      const value = resolved.values.length === 1 ? textOf(resolved.values[0]!) : undefined;
      stdin.push({ kind: 'text', text: value ?? this.text(word), exact: value !== undefined });
      return;
    }
    if (op === OP.rdrIn) {
      stdin.push({ kind: 'file', word: resolved });
      return;
    }
    // `>&word` and `<&word` duplicate a descriptor; bash reads `>& file` (not a number or `-`) as `&>`.
    if (op === OP.dplOut) {
      const lit = literal(resolved);
      if (lit !== undefined && /^(\d+|-)$/.test(lit)) return;
      if (r.N) return; // `2>&$fd`: a descriptor, not a file
    } else if (!WRITE_REDIRECTS.has(op)) {
      return;
    }
    this.w.visit.redirect({ word: resolved, dirs: state.dirs, text: this.text(r) });
  }

  private command(cmd: Node, state: ShellState, stdin: Stdin[]): ShellState {
    switch (this.type(cmd)) {
      case 'CallExpr':
        return this.call(cmd, state, stdin);
      case 'BinaryCmd':
        return this.binary(cmd, state, stdin);
      case 'Subshell':
        this.stmts(cmd.Stmts as Node[], copyState(state));
        return state;
      case 'Block':
        return this.stmts(cmd.Stmts as Node[], state);
      case 'IfClause':
        return this.ifClause(cmd, state);
      case 'WhileClause': {
        const afterCond = this.stmts(cmd.Cond as Node[], state);
        const afterBody = this.stmts(cmd.Do as Node[], afterCond);
        return unionStates(state, afterCond, afterBody);
      }
      case 'ForClause':
        return this.forClause(cmd, state);
      case 'CaseClause': {
        this.word(cmd.Word as Node, state);
        const outs = (cmd.Items as Node[]).map((item) => this.stmts(item.Stmts as Node[], state));
        return unionStates(state, ...outs);
      }
      case 'FuncDecl':
        // The body runs when the function is called; walk it once as if called here.
        this.stmt(cmd.Body as Node, copyState(state), []);
        return state;
      case 'TimeClause':
      case 'CoprocClause':
        return cmd.Stmt ? this.stmt(cmd.Stmt as Node, state, stdin) : state;
      case 'DeclClause':
        return this.declClause(cmd, state);
      default:
        // TestClause, ArithmCmd, LetClause, TestDecl: no files written, but command substitutions run.
        this.nested(cmd, state);
        return state;
    }
  }

  private binary(cmd: Node, state: ShellState, stdin: Stdin[]): ShellState {
    const op = cmd.Op as number;
    if (op === OP.pipe || op === OP.pipeAll) {
      // Every part of a pipeline runs in its own subshell.
      this.stmt(cmd.X as Node, copyState(state), stdin);
      this.stmt(cmd.Y as Node, copyState(state), [{ kind: 'pipe' }]);
      return state;
    }
    const afterX = this.stmt(cmd.X as Node, state, stdin);
    if (op === OP.andAnd) {
      const afterY = this.stmt(cmd.Y as Node, afterX, []);
      return unionStates(afterX, afterY);
    }
    const afterY = this.stmt(cmd.Y as Node, unionStates(state, afterX), []);
    return unionStates(afterX, afterY);
  }

  private ifClause(cmd: Node, state: ShellState): ShellState {
    const afterCond = this.stmts(cmd.Cond as Node[], state);
    const afterThen = this.stmts(cmd.Then as Node[], afterCond);
    const rest = cmd.Else as Node | null;
    if (!rest) return unionStates(afterCond, afterThen);
    if ((rest.Cond as Node[]).length === 0) return unionStates(afterThen, this.stmts(rest.Then as Node[], afterCond));
    return unionStates(afterThen, this.ifClause(rest, afterCond));
  }

  private forClause(cmd: Node, state: ShellState): ShellState {
    const loop = cmd.Loop as Node;
    const inner = copyState(state);
    if (this.type(loop) === 'WordIter') {
      // Without `in`, the loop runs over "$@": unknown.
      const hasIn = (loop.InPos as { Line(): number }).Line() > 0;
      const values = hasIn ? (loop.Items as Node[]).flatMap((w) => this.word(w, state).values) : [UNKNOWN_VALUE];
      inner.vars.set(loop.Name.Value as string, values.length > 0 && values.length <= MAX_VALUES ? values : null);
    } else {
      this.nested(loop, state);
    }
    const after = this.stmts(cmd.Do as Node[], inner);
    return unionStates(state, after);
  }

  private declClause(cmd: Node, state: ShellState): ShellState {
    const variant = (cmd.Variant?.Value as string) ?? 'declare';
    const out = copyState(state);
    for (const a of cmd.Args as Node[]) {
      if (!a.Name) {
        if (a.Value) this.word(a.Value as Node, state);
        continue;
      }
      const assignment = this.assignment(a, state);
      this.w.visit.assignment(assignment);
      if (variant !== 'unset' && variant !== 'export' && variant !== 'readonly') out.vars.set(assignment.name, assignment.value?.values ?? null);
      else if (assignment.value) out.vars.set(assignment.name, assignment.value.values);
    }
    return out;
  }

  private assignment(a: Node, state: ShellState): Assignment {
    const name = a.Name.Value as string;
    let value: Word | null = null;
    if (a.Value) value = this.word(a.Value as Node, state);
    else if (a.Array || a.Index) {
      this.nested(a, state);
      value = { values: [UNKNOWN_VALUE], raw: this.text(a) };
    } else if (!a.Naked) value = { values: [[{ text: '', quoted: true }]], raw: '' };
    if (a.Append && value) value = { values: [UNKNOWN_VALUE], raw: value.raw };
    return { name, value, text: this.text(a) };
  }

  private call(cmd: Node, state: ShellState, stdin: Stdin[]): ShellState {
    const assigns = (cmd.Assigns as Node[]).map((a) => this.assignment(a, state));
    for (const a of assigns) this.w.visit.assignment(a);
    const args = (cmd.Args as Node[]).map((a) => this.word(a, state));
    if (args.length === 0) {
      const out = copyState(state);
      for (const a of assigns) out.vars.set(a.name, a.value?.values ?? null);
      return out;
    }
    const simple: SimpleCommand = { args, assigns, dirs: state.dirs, stdin, text: this.text(cmd), via: this.via };
    return this.run(simple, state);
  }

  /** A simple command after expansion: wrappers peeled, shells and eval walked, `cd` tracked. */
  private run(cmd: SimpleCommand, state: ShellState): ShellState {
    const visitor = this.w.visit;
    const command = unwrap(cmd, visitor);
    if (!command) return state;
    const name = commandName(command);
    if (name === 'cd' || name === 'pushd' || name === 'popd') return this.cd(command, state);
    if (name === 'eval') {
      const body = command.args.slice(1).map(literalText);
      if (body.some((b) => b === undefined)) visitor.opaque(command.text, 'unknown-program');
      else this.w.script(body.join(' '), copyState(state), [...command.via, 'eval']);
      visitor.command(command);
      return state;
    }
    if (name !== undefined && SHELLS.has(name)) {
      visitor.command(command);
      this.shell(command, state);
      return state;
    }
    if (name === 'find') {
      visitor.command(command);
      const found = findFound(command);
      for (const exec of findExecs(command, found)) this.run(exec, state);
      return state;
    }
    visitor.command(command);
    return state;
  }

  /** `bash -c BODY`, or a shell reading its program from a heredoc or here-string. */
  private shell(cmd: SimpleCommand, state: ShellState): void {
    const args = cmd.args.slice(commandName(cmd) === 'busybox' ? 2 : 1);
    const name = literal(cmd.args[0]!) ?? 'sh';
    let i = 0;
    let program: Word | undefined;
    let fromStdin = false;
    for (; i < args.length; i++) {
      const a = literal(args[i]!);
      if (a === undefined) break;
      if (a === '--') {
        i++;
        break;
      }
      if (!a.startsWith('-') && !a.startsWith('+')) break;
      if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(a)) {
        program = args[i + 1];
        if (!program) return;
        break;
      }
      if (/^-[a-zA-Z]*s/.test(a)) fromStdin = true;
      if (a === '-o' || a === '+o' || a === '-O' || a === '+O' || a === '--rcfile' || a === '--init-file') i++;
    }
    if (program) {
      const body = program.values.length === 1 ? textOf(program.values[0]!) : undefined;
      if (body === undefined) this.w.visit.opaque(cmd.text, 'unknown-program');
      else this.w.script(body, copyState(state), [...cmd.via, `${name} -c`]);
      return;
    }
    if (i < args.length && !fromStdin) return; // runs a script file: running is not writing
    for (const input of cmd.stdin) {
      if (input.kind === 'text') {
        if (input.exact) this.w.script(input.text, copyState(state), [...cmd.via, name]);
        else this.w.visit.opaque(cmd.text, 'unknown-program');
      }
    }
  }

  private cd(cmd: SimpleCommand, state: ShellState): ShellState {
    const name = commandName(cmd);
    const operands = cmd.args.slice(1).filter((w) => !/^-[LPe@]+$/.test(literal(w) ?? ''));
    const out = copyState(state);
    if (name === 'popd' || operands.length > 1) {
      out.dirs = [null];
      return out;
    }
    if (operands.length === 0) {
      out.dirs = name === 'cd' ? [this.w.shellEnv.home] : [null];
      return out;
    }
    const target = literal(operands[0]!);
    if (target === undefined || target === '-' || /^[+-]\d+$/.test(target)) {
      out.dirs = [null];
      return out;
    }
    out.dirs = uniqueDirs(state.dirs.map((d) => resolveIn(d, target)));
    return out;
  }

  /** Walks command substitutions found anywhere under a node (each in its own subshell). */
  private nested(node: Node, state: ShellState): void {
    this.words.nested(node, state);
  }

  /** Expands a word as far as it can be known. */
  word(word: Node, state: ShellState): Word {
    return this.words.word(word, state);
  }
}

/** `<<'EOF'` or `<<"EOF"`: the body is taken as written, without expansions. */
function quotedDelimiter(word: Node | null, scope: Scope): boolean {
  if (!word) return false;
  return (word.Parts as Node[]).some((p) => ['SglQuoted', 'DblQuoted'].includes(scope.type(p)));
}

function literalText(word: Word): string | undefined {
  return word.values.length === 1 ? textOf(word.values[0]!) : undefined;
}

/** The command's name without its directory (`/usr/bin/rm` -> `rm`), when known. */
export function commandName(cmd: SimpleCommand): string | undefined {
  const first = cmd.args[0];
  if (!first) return undefined;
  const name = literal(first);
  return name === undefined ? undefined : name.slice(name.lastIndexOf('/') + 1);
}
