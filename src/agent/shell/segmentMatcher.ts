/**
 * One glob segment (`*.log`, `build-?`, `[a-c]*`) matched against directory entries as bash
 * matches it by default (no extglob, no dotglob), in time linear in the pattern times the name:
 * each `*` is tried once more only after a later mismatch (the classic wildcard algorithm), never
 * by nested backtracking. A regex for `*a*a*a*a*a*a*a*a*b` backtracks n^k on a name of 60 `a`s,
 * synchronously, so the hook's watchdog could not fire (review-15c F03).
 */

/** A `*`, or a test of one character (a literal, `?`, a bracket class). */
type Token = { star: true } | { star: false; literal?: string; test: (ch: string) => boolean };

/** The POSIX classes bash knows inside brackets. */
const CLASSES: Record<string, RegExp> = {
  alnum: /[\p{L}\p{N}]/u,
  alpha: /\p{L}/u,
  ascii: /[\x00-\x7f]/,
  blank: /[ \t]/,
  cntrl: /\p{Cc}/u,
  digit: /[0-9]/,
  graph: /[^\p{Z}\p{C}]/u,
  lower: /\p{Ll}/u,
  print: /[^\p{C}]/u,
  punct: /[!-/:-@[-`{-~]/,
  space: /\s/,
  upper: /\p{Lu}/u,
  word: /[\p{L}\p{N}_]/u,
  xdigit: /[0-9A-Fa-f]/,
};

/**
 * The segment's test of a name, or undefined for a segment this matcher does not read (extglob
 * `@(…)`, a brace list, an unknown `[:class:]`): the caller matches those another way.
 */
export function segmentMatcher(segment: string): ((name: string) => boolean) | undefined {
  const tokens = tokenize(segment);
  if (tokens === undefined) return undefined;
  const first = tokens[0];
  const dotFirst = first !== undefined && !first.star && first.literal === '.';
  return (name) => (name.startsWith('.') && !dotFirst ? false : matches(tokens, Array.from(name)));
}

function matches(tokens: readonly Token[], name: readonly string[]): boolean {
  let p = 0;
  let i = 0;
  let starP = -1;
  let starI = 0;
  while (i < name.length) {
    const t = tokens[p];
    if (t?.star) {
      starP = p++;
      starI = i;
    } else if (t?.test(name[i] as string)) {
      p++;
      i++;
    } else if (starP >= 0) {
      // the last `*` takes one more character; earlier ones never need to (single-character tokens)
      p = starP + 1;
      i = ++starI;
    } else return false;
  }
  while (tokens[p]?.star) p++;
  return p === tokens.length;
}

function tokenize(segment: string): Token[] | undefined {
  const chars = Array.from(segment);
  const tokens: Token[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    if (ch === '*') {
      if (!tokens.at(-1)?.star) tokens.push({ star: true });
    } else if (ch === '?') tokens.push({ star: false, test: () => true });
    else if (ch === '[') {
      const bracket = readBracket(chars, i);
      if (bracket === null) return undefined;
      if (bracket === undefined) tokens.push(literal('['));
      else {
        tokens.push({ star: false, test: bracket.test });
        i = bracket.end;
      }
    } else if ('({|'.includes(ch)) return undefined;
    else if (ch === '\\' && i + 1 < chars.length) tokens.push(literal(chars[++i] as string));
    else tokens.push(literal(ch));
  }
  return tokens;
}

const literal = (c: string): Token => ({ star: false, literal: c, test: (ch) => ch === c });

/**
 * The bracket class starting at `start`: its test and where it ends; undefined when it does not
 * close (then `[` is a plain character); null for a class name bash would not know.
 */
function readBracket(
  chars: readonly string[],
  start: number,
): { test: (ch: string) => boolean; end: number } | undefined | null {
  let i = start + 1;
  const negated = chars[i] === '!' || chars[i] === '^';
  if (negated) i++;
  const tests: ((ch: string) => boolean)[] = [];
  let first = true;
  for (; i < chars.length; i++) {
    let ch = chars[i] as string;
    if (ch === ']' && !first) {
      return { test: (c) => tests.some((t) => t(c)) !== negated, end: i };
    }
    first = false;
    if (ch === '[' && chars[i + 1] === ':') {
      const close = chars.indexOf(':', i + 2);
      if (close > 0 && chars[close + 1] === ']') {
        const re = CLASSES[chars.slice(i + 2, close).join('')];
        if (re === undefined) return null;
        tests.push((c) => re.test(c));
        i = close + 1;
        continue;
      }
    }
    if (ch === '\\' && i + 1 < chars.length) ch = chars[++i] as string;
    if (chars[i + 1] === '-' && chars[i + 2] !== undefined && chars[i + 2] !== ']') {
      let to = chars[i + 2] as string;
      i += 2;
      if (to === '\\' && i + 1 < chars.length) to = chars[++i] as string;
      const lo = ch.codePointAt(0) as number;
      const hi = to.codePointAt(0) as number;
      tests.push((c) => {
        const code = c.codePointAt(0) as number;
        return code >= lo && code <= hi;
      });
    } else {
      const one = ch;
      tests.push((c) => c === one);
    }
  }
  return undefined;
}
