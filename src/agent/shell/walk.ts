/**
 * Walks a parsed shell command line and reports every simple command (wrappers such as `sudo`,
 * `env`, `xargs` unwrapped; `bash -c`, `sh -c`, `eval` and shell heredocs parsed and walked in
 * turn), every file a redirection writes, and every variable assignment, each with the working
 * directories it may run in. What the parts mean (which arguments a command writes) is decided
 * by the visitor: the write-target check here, the command policy later.
 */
import type {
  AndOr,
  Assignment as ShellAssignment,
  Command,
  CommandNode,
  CompoundCommand,
  CompoundList,
  Elif,
  Function as FunctionNode,
  ParsedScript,
  PipelineNode,
  Redirection,
  Statement,
  SyntaxNode,
  Word as ShellWord,
} from 'unbash';
import { npmCommand, npmCommandAt } from '../../core/commands/npmCommands.js';
import { COMMAND_OPTION_SPECS, commandOptionValues, watchLine } from './commandOptions.js';
import { splitWords } from './fieldSplit.js';
import { runsCommand, splitSetting } from './gitSettings.js';
import { findExecs, findFound, unwrap } from './wrappers.js';
import { copyState, resolveIn, unionStates, uniqueDirs, type ShellEnv, type ShellState } from './state.js';
import { WordExpander, homeIn, isSubstitution } from './expandWord.js';
import type { ShellParser } from './parser.js';
import { checkDeadline } from '../deadline.js';
import { MAX_VALUES, UNKNOWN_VALUE, concat, literal, textOf, type Value, type Word } from './words.js';
import { SHELLS } from './shells.js';
import type { Assignment, CallContext, ShellVisitor, SimpleCommand, Stdin } from './simpleCommand.js';

/** Redirections that open a file for writing (`>&` is decided by its operand). */
const WRITE_REDIRECTS: ReadonlySet<string> = new Set(['>', '>>', '<>', '>|', '&>', '&>>']);
/** Builtins whose operands are assignments or names (bash's declaration commands). */
const DECLARATIONS = new Set(['declare', 'typeset', 'local', 'export', 'readonly', 'nameref']);
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const MAX_DEPTH = 8;
/** Function calls one line's walk follows. */
const MAX_CALLS = 256;

/** Shell options under which a glob matches other names than by default. */
const GLOB_OPTIONS: ReadonlySet<string> = new Set(['dotglob', 'nocaseglob', 'globstar', 'extglob', 'globasciiranges']);

export class Walker {
  private depth = 0;

  constructor(
    private readonly parser: ShellParser,
    private readonly env: ShellEnv,
    private readonly visitor: ShellVisitor,
  ) {}

  /** Parses and walks a command line; a syntax error anywhere in it is reported as opaque. */
  script(src: string, state: ShellState, via: string[] = []): ShellState {
    if (this.depth >= MAX_DEPTH) {
      this.visitor.opaque(src, 'unknown-program');
      return state;
    }
    const file = this.parser.parse(src);
    if (!file) {
      this.visitor.opaque(src, 'syntax');
      return state;
    }
    this.depth++;
    try {
      const after = new Scope(this, src, via).stmts(file.commands, state);
      if (this.missed(file)) this.visitor.opaque(src, 'unknown-program');
      return after;
    } finally {
      this.depth--;
    }
  }

  /**
   * Whether a substitution in the tree was never walked: a form the walker does not take apart
   * still runs what is inside it, so the line is then treated as code that cannot be read.
   */
  private missed(node: SyntaxNode): boolean {
    return this.parser.some(node, (n) => isSubstitution(n) && n.script !== undefined && !this.walked.has(n.script));
  }

  /** The substitutions' scripts walked so far. */
  readonly walked = new Set<object>();

  /** Functions the line defines, by name: a call runs the body in the caller's shell. */
  readonly functions = new Map<string, { scope: Scope; body: FunctionBody; text: string }>();
  /** The function body being walked now, and how deep in concurrent or repeated code of it. */
  private frame:
    | {
        fn: string;
        definition: string;
        id: number;
        concurrent: number;
        detached: number;
        repeated: number;
        called: boolean;
      }
    | undefined;
  private frames = 0;

  /**
   * Walks a function's body as one frame, with `$FUNCNAME` its name there; for a call (`args`
   * given), with `$1`...`$9` the call's arguments. An `eval`'s text is a frame too (`evaluated`),
   * one that keeps `$FUNCNAME` and the positional parameters: `b='eval "$b"|eval "$b"&'; eval "$b"`
   * calls itself as a function would.
   */
  inFunction(
    fn: string,
    definition: string,
    state: ShellState,
    walk: (state: ShellState) => ShellState,
    how: { args?: readonly Word[]; evaluated?: boolean } = {},
  ): ShellState {
    const saved = this.frame;
    const called = how.args !== undefined || (how.evaluated === true && saved?.called === true);
    this.frame = { fn, definition, id: this.frames++, concurrent: 0, detached: 0, repeated: 0, called };
    const inner = copyState(state);
    const own = how.evaluated ? [] : ['FUNCNAME', ...POSITIONALS];
    if (!how.evaluated) {
      inner.vars.set('FUNCNAME', [[{ text: fn, quoted: true }]]);
      // walked at its definition, the body's arguments are not known
      bindPositionals(inner, how.args ?? [UNKNOWN_WORDS]);
    }
    try {
      const after = walk(inner);
      const out = copyState(after);
      for (const name of own) {
        if (state.vars.has(name)) out.vars.set(name, state.vars.get(name)!);
        else out.vars.delete(name);
      }
      return after.ifSucceeded ? { ...out, ifSucceeded: after.ifSucceeded } : out;
    } finally {
      this.frame = saved;
    }
  }

  /** The `eval` texts being walked now, by text: their frames' names. */
  readonly evaluating = new Map<string, string>();

  /**
   * Walks code of the current function's body that runs alongside it (`concurrent`: a part of a
   * pipeline, which the body waits for; `detached`: in the background, a coprocess or a process
   * substitution, which it does not), or in a loop.
   */
  within<T>(kind: 'concurrent' | 'detached' | 'repeated', walk: () => T): T {
    const frame = this.frame;
    if (!frame) return walk();
    const counters = kind === 'detached' ? (['concurrent', 'detached'] as const) : ([kind] as const);
    for (const c of counters) frame[c]++;
    try {
      return walk();
    } finally {
      for (const c of counters) frame[c]--;
    }
  }

  /** Where a command walked now runs, when it is in a function's body. */
  callContext(): CallContext | undefined {
    const f = this.frame;
    if (!f) return undefined;
    return {
      fn: f.fn,
      definition: f.definition,
      frame: f.id,
      concurrent: f.concurrent > 0,
      repeated: f.repeated > 0 && f.detached > 0,
      called: f.called,
    };
  }
  /** Functions being walked for a call now (a recursive call is not followed again). */
  readonly calling = new Set<string>();
  /** Function calls walked so far. */
  calls = 0;
  /** `shopt -s cdable_vars` somewhere in the line: `cd NAME` may go to `$NAME`. */
  cdableVars = false;
  /** A shell option or GLOBIGNORE that changes what a glob matches (dotglob, nocaseglob, ...) is set somewhere in the line. */
  globsChanged = false;

  /** Notes shell options that change how `cd` or globs resolve (`shopt -s dotglob`, `bash -O nocaseglob`). */
  noteOptions(words: (string | undefined)[]): void {
    for (const w of words) {
      if (w === undefined) continue;
      if (w === 'cdable_vars') this.cdableVars = true;
      if (GLOB_OPTIONS.has(w)) this.globsChanged = true;
    }
  }

  get shellParser(): ShellParser {
    return this.parser;
  }

  get shellEnv(): ShellEnv {
    return this.env;
  }

  get visit(): ShellVisitor {
    return this.visitor;
  }
}

type FunctionBody = FunctionNode['body'];

/** One parsed source text (node positions are offsets into it). */
class Scope {
  private readonly words: WordExpander;

  constructor(
    private readonly w: Walker,
    private readonly src: string,
    private readonly via: string[],
  ) {
    const subst = (script: ParsedScript | undefined, state: ShellState, source?: string, concurrent?: boolean) => {
      if (!script) {
        w.visit.opaque(src, 'syntax');
        return;
      }
      w.walked.add(script);
      // A backquoted script with escapes owns its decoded text; its positions index that.
      const walk = () => new Scope(w, script.source ?? source ?? src, via).stmts(script.commands, state);
      // a process substitution runs alongside the command it is in
      if (concurrent) w.within('detached', walk);
      else walk();
    };
    this.words = new WordExpander(w.shellEnv, w.shellParser, w.walked, subst, () =>
      w.visit.opaque(src, 'unknown-program'),
    );
  }

  text(node: { pos: number; end: number }): string {
    return this.src.slice(node.pos, node.end);
  }

  stmts(list: readonly Statement[], state: ShellState, stdin: Stdin[] = []): ShellState {
    let s = state;
    for (const stmt of list) {
      checkDeadline(); // a timer cannot end this loop: the line's size is the walk's
      if (stmt.background) this.w.within('detached', () => this.node(stmt.command, s, stdin));
      else s = settled(this.node(stmt.command, s, stdin));
    }
    return s;
  }

  private list(list: CompoundList, state: ShellState, stdin: Stdin[] = []): ShellState {
    return this.stmts(list.commands, state, stdin);
  }

  private node(node: PipelineNode | AndOr, state: ShellState, stdin: Stdin[]): ShellState {
    switch (node.type) {
      case 'AndOr':
        return this.andOr(node, state, stdin);
      case 'Pipeline':
        // `! cmd` and `time cmd` run in this shell; every part of a real pipeline in its own subshell.
        if (node.commands.length === 1) return this.command(node.commands[0]!, state, stdin);
        this.w.within('concurrent', () =>
          node.commands.forEach((cmd, i) => this.command(cmd, copyState(state), i === 0 ? stdin : [{ kind: 'pipe' }])),
        );
        return state;
      default:
        return this.command(node, state, stdin);
    }
  }

  /** `a && b || c`: each part after `&&` runs after the last, after `||` it may run instead. */
  private andOr(node: AndOr, state: ShellState, stdin: Stdin[]): ShellState {
    const first = this.node(node.commands[0]!, state, stdin);
    // `all`: every state the chain may leave; `ok`: the states when the chain so far succeeded.
    let all = settled(first);
    let ok = first.ifSucceeded ?? first;
    node.operators.forEach((op, i) => {
      const next = this.node(node.commands[i + 1]!, op === '&&' ? settled(ok) : unionStates(state, all), []);
      const nextOk = next.ifSucceeded ?? next;
      ok = op === '&&' ? nextOk : unionStates(ok, nextOk);
      all = unionStates(all, next);
    });
    return all;
  }

  private command(cmd: CommandNode, state: ShellState, stdin: Stdin[]): ShellState {
    switch (cmd.type) {
      case 'Command':
        return this.simple(cmd, state, stdin);
      case 'Redirected': {
        const own = [...stdin];
        for (const r of cmd.redirects) this.redirect(r, state, own);
        return this.compound(cmd.command, state, own);
      }
      case 'Function':
        // The body runs when the function is called; walk it once as if called here, and again
        // at each call, in the caller's shell (what it assigns or where it `cd`s then holds).
        this.w.functions.set(cmd.name.text, { scope: this, body: cmd.body, text: this.text(cmd) });
        this.w.inFunction(cmd.name.text, this.text(cmd), state, (inner) => this.body(cmd.body, inner));
        return state;
      case 'Coproc':
        this.w.within('detached', () => {
          if (cmd.body.type === 'CompoundList') this.list(cmd.body, copyState(state));
          else this.command(cmd.body, copyState(state), stdin);
        });
        return state;
      default:
        return this.compound(cmd, state, stdin);
    }
  }

  private compound(cmd: CompoundCommand, state: ShellState, stdin: Stdin[]): ShellState {
    switch (cmd.type) {
      case 'Subshell':
        this.list(cmd.body, copyState(state), stdin);
        return state;
      case 'BraceGroup':
        return this.list(cmd.body, state, stdin);
      case 'If':
        return this.ifClause(cmd.clause, cmd.then, cmd.elif, cmd.else, state);
      case 'While':
        return this.w.within('repeated', () => {
          const afterCond = this.list(cmd.clause, state);
          const afterBody = this.list(cmd.body, afterCond);
          return unionStates(state, afterCond, afterBody);
        });
      case 'For':
      case 'Select': {
        // Without `in`, the loop runs over "$@": unknown.
        const inner = copyState(state);
        const values = cmd.wordlist ? cmd.wordlist.flatMap((w) => this.word(w, state).values) : [UNKNOWN_VALUE];
        inner.vars.set(cmd.name.text, values.length > 0 && values.length <= MAX_VALUES ? values : null);
        const body = () => this.list(cmd.body, inner);
        return unionStates(state, values.length === 1 ? body() : this.w.within('repeated', body));
      }
      case 'ArithmeticFor':
        for (const e of [cmd.initialize, cmd.test, cmd.update]) if (e) this.nested(e, state);
        return unionStates(
          state,
          this.w.within('repeated', () => this.list(cmd.body, copyState(state))),
        );
      case 'Case': {
        this.word(cmd.word, state);
        for (const item of cmd.items) for (const p of item.pattern) this.nested(p, state);
        return unionStates(state, ...cmd.items.map((item) => this.list(item.body, state)));
      }
      default:
        // `[[ ]]` and `(( ))`: no files written, but command substitutions run.
        this.nested(cmd, state);
        return state;
    }
  }

  private ifClause(
    clause: CompoundList,
    then: CompoundList,
    elifs: readonly Elif[],
    otherwise: CompoundList | undefined,
    state: ShellState,
  ): ShellState {
    const afterCond = this.list(clause, state);
    const afterThen = this.list(then, afterCond);
    const [elif, ...rest] = elifs;
    if (elif) return unionStates(afterThen, this.ifClause(elif.clause, elif.then, rest, otherwise, afterCond));
    if (!otherwise) return unionStates(afterCond, afterThen);
    return unionStates(afterThen, this.list(otherwise, afterCond));
  }

  /** A function's body, walked in the given state. */
  body(body: FunctionBody, state: ShellState): ShellState {
    return body.type === 'CompoundList' ? this.list(body, state) : this.command(body, state, []);
  }

  private redirect(r: Redirection, state: ShellState, stdin: Stdin[]): void {
    if (r.type === 'HereDoc') {
      const { body } = r;
      const quoted = r.delimiter?.quoted ?? false;
      const parts = quoted ? undefined : body.parts;
      if (!parts) {
        // A body with no expansions in it: only an unquoted one has backslash escapes to remove.
        stdin.push({
          kind: 'text',
          text: quoted ? body.text : body.text.replace(/\\([$`\\\n])/g, (_, c: string) => (c === '\n' ? '' : c)),
          exact: true,
        });
        return;
      }
      this.nested(body, state); // `$(...)` in an unquoted heredoc runs
      const text = parts.map((p) => (p.type === 'Literal' ? p.value : p.text)).join('');
      stdin.push({ kind: 'text', text, exact: parts.every((p) => p.type === 'Literal') });
      return;
    }
    if (!r.target) return;
    const resolved = this.word(r.target, state);
    if (r.type === 'HereString') {
      const value = literalText(resolved);
      stdin.push({ kind: 'text', text: value ?? r.target.text, exact: value !== undefined });
      return;
    }
    if (r.operator === '<') {
      stdin.push({ kind: 'file', word: resolved });
      return;
    }
    // `>&word` duplicates a descriptor; bash reads `>& file` (not a number or `-`) as `&>`.
    if (r.operator === '>&') {
      const lit = literal(resolved);
      if (lit !== undefined && /^(\d+|-)$/.test(lit)) return;
      // `2>&$fd`: a descriptor, or bash's "ambiguous redirect"; `1>&file` is `>&file`.
      if (r.descriptor && !(r.descriptor.type === 'FileDescriptor' && r.descriptor.value === 1)) return;
    } else if (!WRITE_REDIRECTS.has(r.operator)) {
      return;
    }
    this.w.visit.redirect({ word: resolved, dirs: state.dirs, text: this.text(r) });
  }

  private simple(cmd: Command, state: ShellState, stdin: Stdin[]): ShellState {
    const own = [...stdin];
    for (const r of cmd.redirects) this.redirect(r, state, own);
    const assigns = cmd.prefix
      .filter((p): p is ShellAssignment => p.type === 'Assignment')
      .map((a) => this.assignment(a, state));
    for (const a of assigns) this.commandLineIn(a, state);
    for (const a of assigns) this.w.visit.assignment(a);
    if (!cmd.name) {
      const out = copyState(state);
      for (const a of assigns) out.vars.set(a.name, a.value?.values ?? null);
      return out;
    }
    if (!cmd.name.parts && DECLARATIONS.has(cmd.name.text)) return this.declaration(cmd.name.text, cmd, state);
    const words = [cmd.name, ...cmd.args].map((a) =>
      a.type === 'Word' ? this.word(a, state) : this.assignmentWord(a, state),
    );
    const text = this.text(cmd);
    // `c='git push -f'; $c` runs git: the words as bash splits them; a command word that splits
    // several ways (a loop over command lines) runs each way
    const ways = commandWays(words);
    const caller = this.w.callContext();
    // `"$@"` as the command word of a called function runs its first argument
    const callee =
      caller?.called && ALL_ARGUMENTS.test(cmd.name.text) ? (state.vars.get('1') ?? [UNKNOWN_VALUE]) : undefined;
    let after = state;
    for (const args of ways) {
      if (args.length === 0) continue; // `$e` with e empty: no command runs
      const ran = this.run(
        {
          args,
          assigns,
          dirs: state.dirs,
          stdin: own,
          text,
          via: this.via,
          ...(caller ? { caller } : {}),
          ...(callee ? { callee } : {}),
        },
        state,
      );
      after = ways.length === 1 ? ran : unionStates(after, ran);
    }
    // `${X:=v}` and `${X=v}` assign X as the word is expanded
    const defaulted = [...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):?=/g)].map((m) => m[1]!);
    return defaulted.length > 0 ? withUnknown(after, defaulted) : after;
  }

  /** `declare`, `local`, `export`, ...: assignments and names, not a command that writes files. */
  private declaration(variant: string, cmd: Command, state: ShellState): ShellState {
    const out = copyState(state);
    // `declare -n R=F`: R names another variable, whose value is not followed here.
    const reference = variant === 'nameref' || cmd.args.some((a) => a.type === 'Word' && /^-[a-zA-Z]*n/.test(a.text));
    for (const a of cmd.args) {
      let assignment: Assignment;
      if (a.type === 'Assignment') assignment = this.assignment(a, state);
      else if (!a.parts && NAME.test(a.text)) assignment = { name: a.text, value: null, text: a.text };
      else {
        this.word(a, state); // an option, or a word whose substitutions still run
        continue;
      }
      this.commandLineIn(assignment, state);
      this.w.visit.assignment(assignment);
      if (reference) out.vars.set(assignment.name, null);
      else if (variant !== 'export' && variant !== 'readonly')
        out.vars.set(assignment.name, assignment.value?.values ?? null);
      else if (assignment.value) out.vars.set(assignment.name, assignment.value.values);
    }
    return out;
  }

  private assignment(a: ShellAssignment, state: ShellState): Assignment {
    let value: Word;
    if (a.value.type === 'ArrayValue' || a.index) {
      this.nested(a, state);
      value = { values: [UNKNOWN_VALUE], raw: this.text(a) };
    } else {
      value = this.word(a.value, state);
    }
    if (a.append) value = { values: [UNKNOWN_VALUE], raw: value.raw };
    if (a.value.type !== 'ArrayValue' && !a.index && runsAsCode(a.name, value))
      this.w.visit.opaque(a.text, 'unknown-program');
    return { name: a.name, value, text: a.text };
  }

  /**
   * `GIT_EDITOR='git reset --hard #' git commit`, `export GIT_PAGER=...`: git (or the pager) runs the
   * variable's value as a command line, so it is walked as one; a value not known before it runs
   * may be any command.
   */
  commandLineIn(a: Assignment, state: ShellState): void {
    if (!runsCommandLine(a.name) || a.value === null) return;
    const body = literalText(a.value);
    if (body === undefined) this.w.visit.opaque(a.text, 'unknown-program');
    else if (body.trim() !== '') this.w.script(body, copyState(state), [...this.via, a.name]);
  }

  /** An assignment-shaped argument of an ordinary command, as the word it is (`NAME=value`). */
  private assignmentWord(a: ShellAssignment, state: ShellState): Word {
    const { value } = this.assignment(a, state);
    const head = a.text.slice(0, a.text.indexOf('=') + 1);
    return { values: concat([[{ text: head, quoted: false }]], value!.values), raw: a.text };
  }

  /** A simple command after expansion: wrappers peeled, shells and eval walked, `cd` tracked. */
  private run(cmd: SimpleCommand, state: ShellState): ShellState {
    const visitor = this.w.visit;
    const command = unwrap(cmd, visitor, (name) => envValue(name, cmd, state, this.w.shellEnv));
    if (!command) return state;
    // `env GIT_PAGER=... git log`: the wrapper's assignments (the command's own were walked already)
    for (const a of command.assigns) if (!cmd.assigns.includes(a)) this.commandLineIn(a, state);
    const name = commandName(command);
    if (name === 'cd' || name === 'pushd' || name === 'popd') return this.cd(command, state);
    // `shopt -s dotglob`, `set -o ...`: options are noted whatever their words (unknown ones too)
    if (name === 'shopt' || name === 'set') {
      const words = command.args.slice(1).map((w) => literal(w));
      this.w.noteOptions(words);
      if (name === 'shopt' && words.some((w) => w === undefined)) this.w.noteOptions(['cdable_vars', 'dotglob']);
    }
    // `shift` and `set -- a b` change `$1`...: from here on they are not known
    if ((name === 'shift' || (name === 'set' && command.args.length > 1)) && !this.w.functions.has(name)) {
      visitor.command(command);
      return withUnknown(state, POSITIONALS);
    }
    // `busybox APPLET ARGS` is the applet: `busybox rm x` removes x, `busybox sh -c` is a shell.
    if (name === 'busybox' && command.args.length > 1)
      return this.run({ ...command, args: command.args.slice(1), via: [...command.via, 'busybox'] }, state);
    if (name === 'trap') {
      this.trap(command, state);
      visitor.command(command);
      return state;
    }
    // (a function of the line named `eval` runs instead of the builtin: followed below)
    if (name === 'eval' && !this.w.functions.has('eval')) {
      const words = command.args.slice(literal(command.args[1] ?? { values: [], raw: '' }) === '--' ? 2 : 1);
      const body = words.map(literalText);
      if (body.some((b) => b === undefined)) {
        visitor.opaque(command.text, 'unknown-program');
        // text not known before it runs: it may call any function of the line
        visitor.command({ ...command, callee: [UNKNOWN_VALUE] });
        return state;
      }
      // eval runs in this shell: what it assigns, and where it `cd`s, holds after it. Its text is
      // walked as a frame of its own; a text that evaluates itself again calls that frame.
      const text = body.join(' ');
      if (text.trim() === '') {
        visitor.command(command);
        return state;
      }
      const running = this.w.evaluating.get(text);
      if (running !== undefined) {
        visitor.command({ ...command, callee: [[{ text: running, quoted: true }]] });
        return state;
      }
      const frame = `eval ${text}`;
      this.w.evaluating.set(text, frame);
      let after: ShellState;
      try {
        after = this.w.inFunction(frame, text, state, (inner) => this.w.script(text, inner, [...command.via, 'eval']), {
          evaluated: true,
        });
      } finally {
        this.w.evaluating.delete(text);
      }
      visitor.command({ ...command, callee: [[{ text: frame, quoted: true }]] });
      return settled(after);
    }
    if (name !== undefined && ASSIGNING.has(name)) {
      visitor.command(command);
      // a name given as `x[$(cmd)]` runs cmd when the builtin assigns it
      if (
        command.args
          .slice(1)
          .some((w) => SUBSCRIPT_CODE.test(w.values.length === 1 ? (textOf(w.values[0]!) ?? w.raw) : w.raw))
      )
        visitor.opaque(command.text, 'unknown-program');
      if (name === 'mapfile' || name === 'readarray') this.callback(command, state);
      return withUnknown(state, assignedNames(name, command));
    }
    // After `alias x=...`, `hash -p FILE x` or `enable`, a command name no longer says what runs.
    if (
      (name === 'alias' && command.args.slice(1).some((w) => (literal(w) ?? '=').includes('='))) ||
      (name === 'hash' && command.args.some((w) => literal(w) === '-p')) ||
      name === 'enable'
    ) {
      visitor.opaque(command.text, 'unknown-program');
      visitor.command(command);
      return state;
    }
    if (name !== undefined && this.w.functions.has(name) && !this.w.calling.has(name)) {
      visitor.command(command);
      // Functions calling functions twice each would take 2^n walks: past a budget, unknown code.
      if (++this.w.calls > MAX_CALLS) {
        visitor.opaque(command.text, 'unknown-program');
        return state;
      }
      const { scope, body, text } = this.w.functions.get(name)!;
      this.w.calling.add(name);
      try {
        return settled(
          this.w.inFunction(name, text, state, (inner) => scope.body(body, inner), { args: command.args.slice(1) }),
        );
      } finally {
        this.w.calling.delete(name);
      }
    }
    if (name !== undefined && SHELLS.has(name)) {
      visitor.command(command);
      this.shell(command, state);
      return state;
    }
    if ((name === 'source' || name === '.') && command.args[1]) {
      visitor.command(command);
      this.scriptFile(command, command.args[1], state, name);
      // A sourced file may assign any variable (where it may `cd` is not followed: see README).
      return withUnknown(state, [...state.vars.keys()]);
    }
    if (name === 'git') this.gitCommands(command, state);
    if (name === 'git' || name === 'git-grep')
      this.gitGrepPager(command, state, name === 'git' ? gitSubcommandAt(command.args) : 0);
    if (name === 'npx' || name === 'npm') this.npmCall(command, state);
    if (name === 'find') {
      visitor.command(command);
      const found = findFound(command);
      for (const exec of findExecs(command, found)) this.run(exec, state);
      return state;
    }
    if (name !== undefined && Object.hasOwn(COMMAND_OPTION_SPECS, name)) {
      visitor.command(command);
      this.commandOption(command, name, state);
      return state;
    }
    if (name === 'watch') {
      visitor.command(command);
      const { line, unknown } = watchLine(command.args.slice(1).map(literalText));
      if (unknown) visitor.opaque(command.text, 'unknown-program');
      if (line !== undefined) this.w.script(line, childState(state, command), [...command.via, 'watch']);
      return state;
    }
    visitor.command(command);
    return state;
  }

  /** `bash -c BODY`, or a shell reading its program from a heredoc or here-string. */
  private shell(cmd: SimpleCommand, state: ShellState): void {
    const args = cmd.args.slice(1);
    const name = literal(cmd.args[0]!) ?? 'sh';
    let i = 0;
    let fromArgument = false; // -c: the first operand after the options is the program
    let fromStdin = false;
    for (; i < args.length; i++) {
      const a = literal(args[i]!);
      if (a === undefined) break;
      if (a === '--') {
        i++;
        break;
      }
      if (!a.startsWith('-') && !a.startsWith('+')) break;
      if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(a)) fromArgument = true;
      else if (/^-[a-zA-Z]*s/.test(a)) fromStdin = true;
      if (a === '-O') this.w.noteOptions([literal(args[i + 1] ?? { values: [], raw: '' }) ?? 'dotglob']);
      if (a === '-o' || a === '+o' || a === '-O' || a === '+O' || a === '--rcfile' || a === '--init-file') i++;
    }
    if (fromArgument) {
      const program = args[i];
      if (!program) return;
      const body = literalText(program);
      if (body === undefined) this.w.visit.opaque(cmd.text, 'unknown-program');
      else this.w.script(body, childState(state, cmd), [...cmd.via, `${name} -c`]);
      return;
    }
    if (i < args.length && !fromStdin) this.scriptFile(cmd, args[i]!, state, name);
    else this.programFromStdin(cmd, state, name);
  }

  /** `su -c CMD`, `flock FILE -c CMD`, `script --command=CMD`: the command line is run by a shell. */
  private commandOption(cmd: SimpleCommand, name: string, state: ShellState): void {
    const { lines, unknown } = commandOptionValues(cmd.args.slice(1).map(literalText), COMMAND_OPTION_SPECS[name]!);
    if (unknown) this.w.visit.opaque(cmd.text, 'unknown-program');
    for (const body of lines) this.w.script(body, childState(state, cmd), [...cmd.via, `${commandName(cmd)} -c`]);
  }

  /**
   * A shell or `source` running a script file: running a file is not writing one, unless the
   * "file" is the command's own input (`/dev/stdin`) or another command's output (`<(...)`).
   */
  private scriptFile(cmd: SimpleCommand, file: Word, state: ShellState, name: string): void {
    const path = scriptPath(file);
    if (path === 'stdin') this.programFromStdin(cmd, state, name);
    else if (path === 'unreadable') this.w.visit.opaque(cmd.text, 'unknown-program');
  }

  /** A shell reading its program from its input: a heredoc or here-string is read, a pipe cannot be. */
  private programFromStdin(cmd: SimpleCommand, state: ShellState, name: string): void {
    for (const input of cmd.stdin) {
      if (input.kind === 'text' && input.exact) this.w.script(input.text, childState(state, cmd), [...cmd.via, name]);
      else if (input.kind !== 'file' || isProcessSubstitution(input.word))
        this.w.visit.opaque(cmd.text, 'unknown-program');
    }
  }

  /** `git -c alias.x='!CMD'`, `-c core.pager=CMD`: settings given for this run whose value is a command. */
  private gitCommands(cmd: SimpleCommand, state: ShellState): void {
    for (let i = 1; i + 1 < cmd.args.length; i++) {
      if (literal(cmd.args[i]!) !== '-c') continue;
      const setting = literalText(cmd.args[i + 1]!);
      if (setting === undefined) {
        this.w.visit.opaque(cmd.text, 'unknown-program');
        continue;
      }
      const { key, value } = splitSetting(setting);
      if (value === undefined || !runsCommand(key)) continue;
      const body = value.startsWith('!') ? value.slice(1) : key.toLowerCase().startsWith('alias.') ? '' : value;
      if (body.trim() !== '') this.w.script(body, copyState(state), [...cmd.via, 'git -c']);
    }
  }

  /**
   * `git grep -O'CMD'`, `--open-files-in-pager=CMD` (any prefix from `--op`, or `-O` in a bundle:
   * `-iOCMD`): git runs CMD through the shell with the matching files, so it is walked as a
   * command line, as `GIT_PAGER` is. The value is optional and only ever attached (`-O x` is the
   * default pager and a pattern).
   */
  private gitGrepPager(cmd: SimpleCommand, state: ShellState, at: number): void {
    if (at === -1 || (at > 0 && literal(cmd.args[at]!) !== 'grep')) return;
    for (let i = at + 1; i < cmd.args.length; i++) {
      const word = cmd.args[i]!;
      const text = literalText(word);
      if (text === undefined) {
        // an option whose value is not known before it runs
        if (/^['"]?-(-op|[A-Za-z0-9]*O)/.test(word.raw)) this.w.visit.opaque(cmd.text, 'unknown-program');
        continue;
      }
      if (text === '--') return;
      const body = grepPager(text);
      if (body === 'value')
        i++; // `-e PATTERN`, `-A 3`: the next word is no option
      else if (body !== undefined && body.trim() !== '')
        this.w.script(body, childState(state, cmd), [...cmd.via, 'git grep -O']);
    }
  }

  /** `npx -c 'CMD'`, `npm exec --call 'CMD'` (also `npm x`, `npm exe`): npm runs CMD in a shell. */
  private npmCall(cmd: SimpleCommand, state: ShellState): void {
    const words = cmd.args.map((w) => literal(w));
    let i = 1;
    if (commandName(cmd) === 'npm') {
      const at = npmCommandAt(words);
      if (at === -1 || npmCommand(words[at]!) !== 'exec') return;
      i = at + 1;
    }
    for (; i < words.length; i++) {
      const w = words[i];
      if (w === '--') return;
      const inline = w?.startsWith('--call=') ? w.slice(7) : undefined;
      if (w !== '-c' && w !== '--call' && inline === undefined) continue;
      const body = inline ?? (cmd.args[i + 1] ? literalText(cmd.args[i + 1]!) : undefined);
      if (body === undefined) this.w.visit.opaque(cmd.text, 'unknown-program');
      else this.w.script(body, childState(state, cmd), [...cmd.via, 'npm exec -c']);
      return;
    }
  }

  /** `mapfile -C CODE`: the callback runs for every few lines read. */
  private callback(cmd: SimpleCommand, state: ShellState): void {
    const at = cmd.args.findIndex((w) => literal(w) === '-C');
    if (at === -1) return;
    const body = cmd.args[at + 1] ? literalText(cmd.args[at + 1]!) : undefined;
    if (body === undefined) this.w.visit.opaque(cmd.text, 'unknown-program');
    else this.w.script(body, copyState(state), [...cmd.via, 'mapfile -C']);
  }

  /** `trap 'CODE' SIGNAL...`: the code runs later in this shell. */
  private trap(cmd: SimpleCommand, state: ShellState): void {
    let args = cmd.args.slice(1);
    if (literal(args[0] ?? { values: [], raw: '' }) === '--') args = args.slice(1);
    const first = args[0];
    if (!first || args.length < 2) return; // `trap`, `trap -p`, `trap -l`: lists, runs nothing
    const body = literalText(first);
    if (body === undefined) this.w.visit.opaque(cmd.text, 'unknown-program');
    else if (body !== '-' && body !== '') this.w.script(body, copyState(state), [...cmd.via, 'trap']);
  }

  /**
   * A `cd` may fail and leave the shell where it was (`cd /missing; rm x` removes ./x): after it,
   * both directories are possible, except on the `&&` branch, which runs only when it succeeded.
   */
  private cd(cmd: SimpleCommand, state: ShellState): ShellState {
    const moved = this.cdTo(cmd, state);
    return { dirs: uniqueDirs([...moved.dirs, ...state.dirs]), vars: moved.vars, ifSucceeded: moved };
  }

  private cdTo(cmd: SimpleCommand, state: ShellState): ShellState {
    const name = commandName(cmd);
    const operands = cmd.args.slice(1).filter((w) => !/^-[LPe@]+$/.test(literal(w) ?? ''));
    const out = copyState(state);
    if (name === 'popd' || operands.length > 1) {
      out.dirs = [null];
      return out;
    }
    if (operands.length === 0) {
      out.dirs = [name === 'cd' ? (homeIn(state, this.w.shellEnv.home) ?? null) : null];
      return out;
    }
    const target = literal(operands[0]!);
    if (target === undefined || target === '-' || /^[+-]\d+$/.test(target)) {
      out.dirs = [null];
      return out;
    }
    out.dirs = uniqueDirs(state.dirs.map((d) => resolveIn(d, target)));
    // With CDPATH (set in the line or in the environment) or cdable_vars, a relative name may
    // lead elsewhere: `cd hooks` to `$CDPATH/hooks`, `cd X` to `$X`.
    const searched = state.vars.has('CDPATH') || (this.w.shellEnv.cdPath ?? '') !== '' || this.w.cdableVars;
    if (searched && !target.startsWith('/') && !/^\.\.?(\/|$)/.test(target)) out.dirs = uniqueDirs([...out.dirs, null]);
    return out;
  }

  /** Walks command substitutions found anywhere under a node (each in its own subshell). */
  private nested(node: SyntaxNode, state: ShellState): void {
    this.words.nested(node, state);
  }

  /** Expands a word as far as it can be known. */
  word(word: ShellWord, state: ShellState): Word {
    return this.words.word(word, state);
  }
}

/** A command's words after field splitting: one list, or one per way its command word splits (a few at most). */
function commandWays(words: readonly Word[]): Word[][] {
  const first = words[0]?.fields;
  if (first === undefined || first === 'unknown' || first.length === 1 || first.length > MAX_WAYS)
    return [splitWords(words)];
  const rest = splitWords(words.slice(1));
  return first.map((fields) => [...fields.map((f) => ({ values: [f], raw: words[0]!.raw })), ...rest]);
}

const MAX_WAYS = 8;

/**
 * Variables whose value git, ssh or a pager runs as a command line (git's `sh -c "$GIT_EDITOR \"$@\""`;
 * less runs LESSOPEN): an editor, a pager, ssh, an external diff, a password prompt; and
 * PROMPT_COMMAND, which an interactive bash (`bash -i`) runs before each prompt. (npm's
 * `npm_config_call`, in any case, is one too: see runsCommandLine.)
 */
const COMMAND_LINE_VARIABLES: ReadonlySet<string> = new Set([
  'GIT_EDITOR',
  'GIT_SEQUENCE_EDITOR',
  'EDITOR',
  'VISUAL',
  'GIT_PAGER',
  'PAGER',
  'MANPAGER',
  'GIT_SSH_COMMAND',
  'GIT_SSH',
  'GIT_EXTERNAL_DIFF',
  'GIT_ASKPASS',
  'SSH_ASKPASS',
  'GIT_PROXY_COMMAND',
  'LESSOPEN',
  'LESSCLOSE',
  'PROMPT_COMMAND',
]);

/**
 * Whether a variable holds a command line a program runs: one of COMMAND_LINE_VARIABLES, or npm's
 * `npm exec --call` body given by environment (npm reads every option from `npm_config_*`, the
 * name in any case: `NPM_CONFIG_CALL='...' npx` runs it as `npx -c` would).
 */
export function runsCommandLine(name: string): boolean {
  return COMMAND_LINE_VARIABLES.has(name) || /^npm_config_call$/i.test(name);
}

/** The positional parameters a call of a function sets (`$1`...`$9`). */
const POSITIONALS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
/** Any number of unknown words (the arguments of a body walked at its definition). */
const UNKNOWN_WORDS: Word = { values: [UNKNOWN_VALUE], raw: '"$@"', fields: 'unknown' };
/** `"$@"`, `$*`, `${@}` as written: all the positional parameters. */
const ALL_ARGUMENTS = /^"?\$(\{[@*]\}|[@*])"?$/;

/**
 * `$1`...`$9` as a call's arguments set them: each argument that is one word is known; from the
 * first that may be several words or none (`$x` unquoted, `"$@"`), they are unknown.
 */
function bindPositionals(state: ShellState, args: readonly Word[]): void {
  let known = true;
  POSITIONALS.forEach((name, i) => {
    const arg = args[i];
    if (arg?.fields !== undefined) known = false;
    state.vars.set(name, !known ? null : arg === undefined ? [[]] : arg.values);
  });
}

/** git grep's short options that take a value (`-e PAT`, `-A 3`, `-m 1`, `-f FILE`). */
const GREP_VALUED = new Set(['e', 'f', 'A', 'B', 'C', 'm']);

/**
 * What one git grep argument means for its pager option: the command line given to `-O` or
 * `--open-files-in-pager=` (any prefix from `--op`), 'value' when the next word is an option's
 * value, or undefined.
 */
function grepPager(text: string): string | undefined | 'value' {
  if (text.startsWith('--')) {
    const eq = text.indexOf('=');
    const name = eq === -1 ? text : text.slice(0, eq);
    if (name.length >= 4 && '--open-files-in-pager'.startsWith(name)) return eq === -1 ? undefined : text.slice(eq + 1);
    return undefined;
  }
  if (!text.startsWith('-') || text === '-') return undefined;
  for (let k = 1; k < text.length; k++) {
    const letter = text[k]!;
    if (letter === 'O') return text.slice(k + 1);
    if (GREP_VALUED.has(letter)) return k === text.length - 1 ? 'value' : undefined;
  }
  return undefined;
}

/** Where git's subcommand is (after `-C DIR`, `-c K=V` and other global options), or -1. */
function gitSubcommandAt(args: readonly Word[]): number {
  for (let i = 1; i < args.length; i++) {
    const a = literal(args[i]!);
    if (a === undefined) return -1;
    if (!a.startsWith('-')) return i;
    if (['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--super-prefix'].includes(a)) i++;
  }
  return -1;
}

/** A subscript with a command substitution in it: `x[$(rm f)]` runs `rm f` where the shell evaluates it. */
const SUBSCRIPT_CODE = /\[[^\]]*(\$\(|`)/;

/**
 * Whether an assignment stores code the shell will run: a prompt or hook variable holding a
 * substitution (`PS4='$(rm f)'` runs it under `set -x`), a file a new shell sources first
 * (`BASH_ENV`, `ENV`), or a value that evaluates a subscript with a substitution in arithmetic
 * (`a='x[$(rm f)]'; echo $((a))`).
 */
function runsAsCode(name: string, value: Word): boolean {
  if (name === 'BASH_ENV' || name === 'ENV') return true;
  const text = value.values.length === 1 ? (textOf(value.values[0]!) ?? value.raw) : value.raw;
  if (/^PS[0-4]$/.test(name)) return /\$\(|`/.test(text);
  return SUBSCRIPT_CODE.test(text);
}

/** Builtins that assign the variables they name (`read F`, `printf -v F`, `mapfile A`, `unset F`). */
const ASSIGNING = new Set(['read', 'readarray', 'mapfile', 'getopts', 'unset', 'printf', 'let']);

/** The names such a builtin may assign: every word that could be a name (sound, not exact). */
function assignedNames(name: string, cmd: SimpleCommand): string[] {
  const words = cmd.args.slice(1).map((w) => literal(w));
  if (name === 'printf') {
    const at = words.indexOf('-v');
    return at === -1 ? [] : [namePart(words[at + 1])];
  }
  const names = words.map(namePart);
  return name === 'read'
    ? [...names, 'REPLY']
    : name === 'mapfile' || name === 'readarray'
      ? [...names, 'MAPFILE']
      : names;
}

/** `F`, `F[1]`, `F=1` -> `F`; an option or unknown word names nothing. */
function namePart(word: string | undefined): string {
  return /^[A-Za-z_][A-Za-z0-9_]*/.exec(word ?? '')?.[0] ?? '';
}

/** The state with these variables' values unknown. */
function withUnknown(state: ShellState, names: string[]): ShellState {
  const out = copyState(state);
  for (const n of names) if (n !== '') out.vars.set(n, null);
  return out;
}

/**
 * The state a program started by this command begins in: the environment given on the command
 * (`HOME=/x bash -c 'echo > ~/f'`, `f=guard.sh sh -c 'rm "$f"'`, or through `env`) holds there.
 */
function childState(state: ShellState, cmd: SimpleCommand): ShellState {
  const out = copyState(state);
  for (const a of cmd.assigns) out.vars.set(a.name, a.value?.values ?? null);
  return out;
}

/**
 * A variable as a program the command starts sees it (`env -S '... ${HOME}'`): given on the
 * command, or HOME as the line left it; anything else is not known.
 */
function envValue(name: string, cmd: SimpleCommand, state: ShellState, env: ShellEnv): Value[] | null {
  const own = [...cmd.assigns].reverse().find((a) => a.name === name);
  if (own) return own.value?.values ?? null;
  if (name !== 'HOME') return null;
  const home = homeIn(state, env.home);
  return home === undefined ? null : [[{ text: home, quoted: true }]];
}

/** The state without what only an `&&` right after a `cd` may use. */
function settled(s: ShellState): ShellState {
  return s.ifSucceeded ? { dirs: s.dirs, vars: s.vars } : s;
}

/**
 * What a script operand names: the command's own input (`/dev/stdin`, `-`), another command's
 * output or a descriptor set up elsewhere (`<(...)`, `/dev/fd/3`), which cannot be read before
 * it runs, or a file (running a file is not writing one).
 */
export function scriptPath(file: Word): 'stdin' | 'unreadable' | 'file' {
  if (isProcessSubstitution(file)) return 'unreadable';
  const path = literal(file);
  if (path === undefined) return 'file';
  if (path === '-' || /^\/(dev\/stdin|dev\/fd\/0|proc\/self\/fd\/0)$/.test(path)) return 'stdin';
  if (/^\/(dev\/fd|proc\/(self|\d+)\/fd)\/\d+$/.test(path)) return 'unreadable';
  return 'file';
}

export function isProcessSubstitution(word: Word): boolean {
  return /^[<>]\(/.test(word.raw);
}

/** The word's one value as text, globs and all (a program's text or a here-string is not globbed). */
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
