/**
 * Fork bombs recognised by what they do, whatever the function is called: a function that calls
 * itself (directly, through other functions of the line, or as `$FUNCNAME`) at least twice, with
 * at least one of the calls in a pipeline, in the background, in a coprocess or in a process
 * substitution, doubles its processes at every step: `:(){ :|:& };:`, `f(){ f|f; };f`,
 * `f(){ f & f; };f`, `bomb(){ bomb | bomb & }; bomb`, `f(){ f <(f) <(f); }`. A call in a loop of
 * the body whose runs overlap counts as two (`f(){ while :; do f & done; }`; the walker decides:
 * a loop that is only part of a pipeline runs one run after another). Whether a condition guards the
 * recursion is not read (`if true; then f|f; fi` is as bad), so a recursive function that starts
 * two copies of itself at once is refused even when it would stop. A single recursive call
 * (`walk "$d" | sort`) is not a fork bomb, nor a function calling another one twice
 * (`f(){ echo; }; f | f`).
 *
 * Two readings share that test. `forkBombOfCalls` reads the calls the shell walker found in the
 * parsed line (src/agent/shell/walk.ts): names with their quotes and escapes removed, variables
 * the line assigned (`x=f; $x`) and `$FUNCNAME` expanded, aliases of the line followed, prefixes
 * (`a=1`, `2>/dev/null`, `eval`) peeled, substitutions (`$(f)`, backticks, `<(f)`) walked. A name
 * with an unknown part (`f${z}`) calls every function it may spell; a name wholly unknown before
 * the line runs (`"$@"`, `$cmd` from the environment) is not counted: it names no function of the
 * line. `forkBombIn` reads the raw text, for a line the parser cannot read (it blanks quoted text,
 * so a quoted string that looks like one is data).
 *
 * The work is linear in the code's length (the hook must answer in time whatever the line): one
 * pass cuts the code into tokens, one pass pairs the brackets, one backward pass finds each token's
 * next separator, and the call graph's cycles come from one strongly-connected-components pass.
 */

const NAME = /^[^\s;&|(){}<>'"`$=]+$/;
const SELF = /^\$\{?FUNCNAME(?:\[0\])?\}?$/;
/** Words after which the next word is in command position. */
const LEADERS = new Set([
  'then',
  'do',
  'else',
  'elif',
  '!',
  'time',
  'exec',
  'eval',
  'command',
  'builtin',
  'nohup',
  'coproc',
]);
/** Compound commands a function's body may be, and the words that close them. */
const OPENERS = new Set(['if', 'case', 'for', 'while', 'until', 'select']);
const CLOSERS = new Set(['fi', 'esac', 'done']);
/** A variable assignment before the command (`a=1 f`). */
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
/** A redirection with its target in one word (`2>/dev/null`, `<in`), and one without (`>`, `2>>`). */
const REDIRECTION = /^\d*[<>]/;
const OPERATOR = /^\d*[<>]+&?$/;
/** Operators a command may start after. */
const STARTS = new Set([';', '&', '|', '(', ')', '{', '}', '`', '\n']);
/** Operators that end a simple command. */
const ENDS = new Set([';', '&', '|', ')', '}', '\n', '`']);

interface Token {
  /** The word, or the operator character. */
  text: string;
  word: boolean;
  /** Offset in the code of the first character and one past the last. */
  start: number;
  end: number;
}

interface Call {
  name: string;
  concurrent: boolean;
  /** 2 for a call in a loop. */
  weight?: number;
  /** The call site, counted once. */
  site?: object;
}

/** The first fork bomb's definition in the code, or undefined. */
export function forkBombIn(code: string): string | undefined {
  const tokens = tokenize(code);
  const pair = pairs(tokens);
  const bodies = new Map<string, { open: number; close: number; text: string }>();
  for (let k = 0; k < tokens.length; k++) {
    const def = definitionAt(tokens, k);
    if (def === undefined) continue;
    const close = pair[def.open] ?? tokens.length;
    const end = close < tokens.length ? tokens[close]!.end : code.length;
    bodies.set(def.name, { open: def.open, close, text: code.slice(tokens[k]!.start, end).trim() });
  }
  if (bodies.size === 0) return undefined;
  const next = nextEnds(tokens);
  const calls = new Map<string, Call[]>();
  for (const [name, { open, close }] of bodies) calls.set(name, callsIn(tokens, open, close, next, pair, name, bodies));
  return firstBomb(
    [...bodies].map(([name, { text }]) => ({ fn: name, text, calls: calls.get(name)! })),
    calls,
  );
}

/** A command of a function's body as the shell walker found it (the parsed line). */
export interface FunctionCall {
  /** The function whose body it is in, and its definition as written. */
  caller: string;
  definition: string;
  /** One walk of that body (a body walked several times gives each call once per walk). */
  frame: number;
  /** The possible command names: known text, null for an unknown piece (`f${z}`: `['f', null]`). */
  callee: readonly (readonly (string | null)[])[];
  concurrent: boolean;
  repeated: boolean;
  /**
   * In `command_not_found_handle`'s body: the name may be a command not found (not known before the
   * line runs, or neither a builtin nor a program on PATH), which bash hands to the handler again.
   */
  missing?: boolean;
}

/**
 * bash runs this function for every command it cannot find, in the handler's own body too: its
 * `$1` is such a command, so `command_not_found_handle(){ x|x& }; x` doubles as `f(){ f|f& }` does.
 */
export const NOT_FOUND_HANDLER = 'command_not_found_handle';

/** bash 5.2's builtins and reserved words (`compgen -b; compgen -k`): found whatever PATH holds. */
export const BASH_BUILTINS: ReadonlySet<string> = new Set(
  '! . : [ [[ ]] alias bg bind break builtin caller case cd command compgen complete compopt continue coproc declare dirs disown do done echo elif else enable esac eval exec exit export false fc fg fi for function getopts hash help history if in jobs kill let local logout mapfile popd printf pushd pwd read readarray readonly return select set shift shopt source suspend test then time times trap true type typeset ulimit umask unalias unset until wait while { }'.split(
    ' ',
  ),
);

/** A name with unknown pieces is matched against each function only up to this much work. */
const MATCH_BUDGET = 1 << 20;

/** The definition of the first fork bomb among the parsed line's function calls, or undefined. */
export function forkBombOfCalls(found: readonly FunctionCall[]): string | undefined {
  const functions = new Set(found.map((c) => c.caller));
  const partial = found.filter((c) => c.callee.some((v) => v.includes(null))).length;
  const budget = partial * functions.size <= MATCH_BUDGET;
  const calls = new Map<string, Call[]>();
  const frames = new Map<number, { fn: string; text: string; calls: Call[] }>();
  for (const c of found) {
    const names = new Set<string>();
    for (const value of c.callee) {
      if (!value.includes(null)) {
        const name = value.join('');
        if (functions.has(name)) names.add(name);
      } else if (budget) {
        for (const fn of functions) if (spells(value, fn)) names.add(fn);
      } else if (spells(value, c.caller)) names.add(c.caller);
    }
    if (c.missing && functions.has(NOT_FOUND_HANDLER)) names.add(NOT_FOUND_HANDLER);
    if (!frames.has(c.frame)) frames.set(c.frame, { fn: c.caller, text: c.definition, calls: [] });
    if (!calls.has(c.caller)) calls.set(c.caller, []);
    for (const name of names) {
      const call = { name, concurrent: c.concurrent, weight: c.repeated ? 2 : 1, site: c };
      frames.get(c.frame)!.calls.push(call);
      calls.get(c.caller)!.push(call);
    }
  }
  return firstBomb([...frames.values()], calls);
}

/**
 * The first body (of a function, as `text`) that calls functions of its own cycle at least twice,
 * in a cycle where some call runs at once (`f(){ g & }; g(){ f; f; }` doubles as `f(){ f & f; }`
 * does): a call site counts once however many of the cycle's functions it may name.
 */
function firstBomb(
  bodies: readonly { fn: string; text: string; calls: readonly Call[] }[],
  calls: ReadonlyMap<string, Call[]>,
): string | undefined {
  const component = components(calls);
  const concurrent = new Set<number>();
  const branching: { text: string; component: number }[] = [];
  for (const { fn, text, calls: own } of bodies) {
    const mine = component.get(fn)!;
    const sites = new Set<object>();
    let count = 0;
    for (const c of own) {
      if (component.get(c.name) !== mine) continue;
      if (c.concurrent) concurrent.add(mine);
      const site = c.site ?? c;
      if (sites.has(site)) continue;
      sites.add(site);
      count += c.weight ?? 1;
    }
    if (count >= 2) branching.push({ text, component: mine });
  }
  return branching.find((b) => concurrent.has(b.component))?.text;
}

/** Whether a name with unknown pieces may spell `name` (each unknown piece any text, `*` in a glob). */
function spells(value: readonly (string | null)[], name: string): boolean {
  const segments: string[] = [''];
  for (const piece of value) {
    if (piece === null) segments.push('');
    else segments[segments.length - 1] += piece;
  }
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  if (segments.length === 1) return first === name;
  const end = name.length - last.length;
  if (!name.startsWith(first) || !name.endsWith(last) || end < first.length) return false;
  let at = first.length;
  for (const middle of segments.slice(1, -1)) {
    const found = name.indexOf(middle, at);
    if (found === -1 || found + middle.length > end) return false;
    at = found + middle.length;
  }
  return true;
}

/** Words (runs of anything but blanks and operators) and the operators `;&|(){}` backtick, newline. */
function tokenize(code: string): Token[] {
  const out: Token[] = [];
  let start = -1;
  for (let j = 0; j <= code.length; j++) {
    const c = code[j];
    if (c === '$' && code[j + 1] === '{') {
      // `${FUNCNAME}` and other expansions are one word
      if (start === -1) start = j;
      const end = code.indexOf('}', j);
      j = end === -1 ? code.length - 1 : end;
      continue;
    }
    const operator = c === undefined || c === ' ' || c === '\t' || c === '\r' || STARTS.has(c);
    if (!operator) {
      if (start === -1) start = j;
      continue;
    }
    if (start !== -1) out.push({ text: code.slice(start, j), word: true, start, end: j });
    start = -1;
    if (c !== undefined && STARTS.has(c)) out.push({ text: c, word: false, start: j, end: j + 1 });
  }
  return out;
}

/** For each opening `{` or `(` token, the index of the token closing it (one stack per kind). */
function pairs(tokens: readonly Token[]): (number | undefined)[] {
  const out: (number | undefined)[] = new Array(tokens.length);
  const braces: number[] = [];
  const parens: number[] = [];
  const compounds: number[] = [];
  tokens.forEach((t, k) => {
    if (t.word) {
      // a compound command as a function's body (`f() if ...; fi`, `f() while ...; done`)
      if (OPENERS.has(t.text)) compounds.push(k);
      else if (CLOSERS.has(t.text) && compounds.length > 0) out[compounds.pop()!] = k;
      return;
    }
    if (t.text === '{') braces.push(k);
    else if (t.text === '(') parens.push(k);
    else if (t.text === '}' && braces.length > 0) out[braces.pop()!] = k;
    else if (t.text === ')' && parens.length > 0) out[parens.pop()!] = k;
  });
  return out;
}

/** `NAME ( ) {`, `NAME ( ) (`, `function NAME {`, `function NAME ( ) {` starting at token k. */
function definitionAt(tokens: readonly Token[], k: number): { name: string; open: number } | undefined {
  const t = tokens[k]!;
  if (!t.word) return undefined;
  const op = (j: number, text: string) => tokens[j] !== undefined && !tokens[j]!.word && tokens[j]!.text === text;
  const body = (j: number) => op(j, '{') || op(j, '(') || (tokens[j]?.word === true && OPENERS.has(tokens[j]!.text));
  if (t.text === 'function' && tokens[k + 1]?.word && NAME.test(tokens[k + 1]!.text)) {
    if (op(k + 2, '(') && op(k + 3, ')') && body(k + 4)) return { name: tokens[k + 1]!.text, open: k + 4 };
    if (body(k + 2)) return { name: tokens[k + 1]!.text, open: k + 2 };
    return undefined;
  }
  if (NAME.test(t.text) && op(k + 1, '(') && op(k + 2, ')') && body(k + 3)) return { name: t.text, open: k + 3 };
  return undefined;
}

/** For each token, the index of the first token at or after it that ends a simple command. */
function nextEnds(tokens: readonly Token[]): number[] {
  const out = new Array<number>(tokens.length);
  let at = tokens.length;
  for (let k = tokens.length - 1; k >= 0; k--) {
    const t = tokens[k]!;
    if (!t.word && ENDS.has(t.text)) at = k;
    out[k] = at;
  }
  return out;
}

/** The calls of the line's functions in a body: each word in command position naming one. */
function callsIn(
  tokens: readonly Token[],
  open: number,
  close: number,
  next: readonly number[],
  pair: readonly (number | undefined)[],
  self: string,
  bodies: ReadonlyMap<string, unknown>,
): Call[] {
  const out: Call[] = [];
  const pipe = (j: number) => {
    const t = tokens[j];
    return t !== undefined && !t.word && t.text === '|';
  };
  const adjacentPipes = (a: number, b: number) => pipe(a) && pipe(b) && tokens[a]!.end === tokens[b]!.start;
  for (let k = open + 1; k < close; k++) {
    const t = tokens[k]!;
    if (!t.word) continue;
    const name = SELF.test(t.text) ? self : t.text.replace(/\\/g, '');
    if (!bodies.has(name)) continue;
    let first = k; // the first word of the simple command: assignments, leaders, redirections before the call
    for (;;) {
      const p = first - 1 > open ? tokens[first - 1] : undefined;
      if (!p?.word) break;
      if (LEADERS.has(p.text) || ASSIGNMENT.test(p.text) || (REDIRECTION.test(p.text) && !OPERATOR.test(p.text))) {
        first--;
        continue;
      }
      // `> /dev/null f`: an operator, then its target
      const q = first - 2 > open ? tokens[first - 2] : undefined;
      if (q?.word && OPERATOR.test(q.text)) {
        first -= 2;
        continue;
      }
      break;
    }
    const prev = first - 1 > open ? tokens[first - 1] : undefined;
    const commandStart = first < k || prev === undefined || (!prev.word && STARTS.has(prev.text));
    if (!commandStart) continue;
    const after = next[k + 1] ?? tokens.length;
    const piped = prev !== undefined && pipe(first - 1) && !adjacentPipes(first - 2, first - 1);
    let concurrent = piped || tokens.slice(first, k).some((w) => w.text === 'coproc');
    // the only command of a group or substitution (`{ f; }|`, `(f)&`, `$(f) &`): the group's place counts
    if (prev !== undefined && !prev.word && (prev.text === '{' || prev.text === '(')) {
      const close = pair[first - 1];
      const before = first - 2;
      if (pipe(before) && !adjacentPipes(before - 1, before)) concurrent = true;
      if (close !== undefined) {
        const end = tokens[close + 1];
        const doubled = tokens[close + 2] !== undefined && end !== undefined && tokens[close + 2]!.start === end.end;
        if (
          end &&
          !end.word &&
          (end.text === '|' || end.text === '&') &&
          !(doubled && tokens[close + 2]!.text === end.text)
        )
          concurrent = true;
      }
    }
    if (after < close) {
      const end = tokens[after]!;
      const doubled = tokens[after + 1] !== undefined && tokens[after + 1]!.start === end.end;
      if (end.text === '|' && !(doubled && tokens[after + 1]!.text === '|')) concurrent = true;
      if (end.text === '&' && !(doubled && tokens[after + 1]!.text === '&')) concurrent = true;
    }
    out.push({ name, concurrent });
  }
  return out;
}

/** The strongly connected component of each function in the call graph (iterative Tarjan). */
function components(calls: ReadonlyMap<string, Call[]>): Map<string, number> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out = new Map<string, number>();
  let counter = 0;
  let component = 0;
  for (const root of calls.keys()) {
    if (index.has(root)) continue;
    const frames: { name: string; edge: number }[] = [{ name: root, edge: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const edges = calls.get(frame.name) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!.name;
        if (!calls.has(to)) continue;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          frames.push({ name: to, edge: 0 });
        } else if (onStack.has(to)) low.set(frame.name, Math.min(low.get(frame.name)!, index.get(to)!));
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.name, Math.min(low.get(parent.name)!, low.get(frame.name)!));
      if (low.get(frame.name) === index.get(frame.name)) {
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          out.set(member, component);
        } while (member !== frame.name);
        component++;
      }
    }
  }
  return out;
}
