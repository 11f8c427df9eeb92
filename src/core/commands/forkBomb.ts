/**
 * Fork bombs recognised by what they do, whatever the function is called: a function that calls
 * itself (directly, through other functions of the line, or as `$FUNCNAME`) at least twice, with
 * at least one of the calls in a pipeline or in the background, doubles its processes at every
 * step: `:(){ :|:& };:`, `f(){ f|f; };f`, `f(){ f & f; };f`, `bomb(){ bomb | bomb & }; bomb`.
 * Whether a condition guards the recursion is not read (`if true; then f|f; fi` is as bad), so a
 * recursive function that starts two copies of itself at once is refused even when it would stop.
 * A single recursive call (`walk "$d" | sort`) is not a fork bomb. Reads code whose quoted text
 * is blanked (rawCommands' `code`), so a quoted string that looks like one is data.
 */

const NAME = String.raw`[^\s;&|(){}<>'"\`$=]+`;
const DEFINITION = new RegExp(
  String.raw`(?:^|[\s;&|(){}])(?:function\s+(${NAME})\s*(?:\(\s*\))?|(${NAME})\s*\(\s*\))\s*([{(])`,
  'g',
);
const SELF = /^\$\{?FUNCNAME(?:\[0\])?\}?$/;
const STARTS = /[\s;&|(){}`]/;

interface Call {
  name: string;
  concurrent: boolean;
}

/** The first fork bomb's definition in the code, or undefined. */
export function forkBombIn(code: string): string | undefined {
  const bodies = new Map<string, { body: string; text: string }>();
  for (const m of code.matchAll(DEFINITION)) {
    const name = m[1] ?? m[2]!;
    const open = m.index + m[0].length - 1;
    const close = closing(code, open);
    bodies.set(name, { body: code.slice(open + 1, close), text: code.slice(m.index, close + 1).trim() });
  }
  if (bodies.size === 0) return undefined;
  const calls = new Map<string, Call[]>();
  for (const [name, { body }] of bodies) calls.set(name, callsIn(body, name, bodies));
  for (const [name, { text }] of bodies) {
    const recursive = calls.get(name)!.filter((c) => reaches(c.name, name, calls));
    if (recursive.length >= 2 && recursive.some((c) => c.concurrent)) return text;
  }
  return undefined;
}

/** Whether calling `from` may call `to` again (through the functions of the line). */
function reaches(from: string, to: string, calls: ReadonlyMap<string, Call[]>): boolean {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const f = queue.pop()!;
    if (f === to) return true;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const c of calls.get(f) ?? []) queue.push(c.name);
  }
  return false;
}

/** The calls of the line's functions in a body: each word in command position naming one. */
function callsIn(body: string, self: string, bodies: ReadonlyMap<string, unknown>): Call[] {
  const out: Call[] = [];
  const words = [...body.matchAll(/[^\s;&|(){}`]+/g)];
  for (const w of words) {
    const word = SELF.test(w[0]) ? self : w[0];
    if (!bodies.has(word)) continue;
    const before = body.slice(0, w.index).replace(/\s+$/, '');
    const prev = before.replace(/^.*\s/s, '');
    const commandStart =
      before === '' || STARTS.test(before[before.length - 1]!) || /^(then|do|else|elif|!|time|exec)$/.test(prev);
    if (!commandStart) continue;
    const after = body.slice(w.index + w[0].length);
    const end = /[;&|)}\n`]|$/.exec(after)!;
    const next = after.slice(end.index, end.index + 2);
    const concurrent =
      (/\|$/.test(before) && !/\|\|$/.test(before)) ||
      (next.startsWith('|') && next !== '||') ||
      (next.startsWith('&') && next !== '&&');
    out.push({ name: word, concurrent });
  }
  return out;
}

/** The index of the bracket closing the one at `open`, or the end of the code. */
function closing(code: string, open: number): number {
  const left = code[open]!;
  const right = left === '{' ? '}' : ')';
  let depth = 0;
  for (let j = open; j < code.length; j++) {
    if (code[j] === left) depth++;
    else if (code[j] === right && --depth === 0) return j;
  }
  return code.length;
}
