/**
 * Fork bombs recognised by what they do, whatever the function is called: a function that calls
 * itself (directly, through other functions of the line, or as `$FUNCNAME`) at least twice, with
 * at least one of the calls in a pipeline or in the background, doubles its processes at every
 * step: `:(){ :|:& };:`, `f(){ f|f; };f`, `f(){ f & f; };f`, `bomb(){ bomb | bomb & }; bomb`.
 * Whether a condition guards the recursion is not read (`if true; then f|f; fi` is as bad), so a
 * recursive function that starts two copies of itself at once is refused even when it would stop.
 * A single recursive call (`walk "$d" | sort`) is not a fork bomb. Reads code whose quoted text
 * is blanked (rawCommands' `code`), so a quoted string that looks like one is data.
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
  const component = components(calls);
  for (const [name, { text }] of bodies) {
    const recursive = calls.get(name)!.filter((c) => component.get(c.name) === component.get(name));
    if (recursive.length >= 2 && recursive.some((c) => c.concurrent)) return text;
  }
  return undefined;
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
    let first = k; // the first word of the simple command: assignments and leaders before the call
    while (
      first - 1 > open &&
      tokens[first - 1]!.word &&
      (LEADERS.has(tokens[first - 1]!.text) || ASSIGNMENT.test(tokens[first - 1]!.text))
    )
      first--;
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
