/**
 * Shell words after the expansions that can be known before the command runs: quotes removed,
 * `~`, `$HOME`, `$PWD`, `$CLAUDE_PROJECT_DIR` and variables assigned literally earlier in the same
 * command line expanded, brace lists multiplied out. Whatever depends on running something
 * (`$(cmd)`, `$X` from elsewhere, arithmetic) is an unknown piece, never a guess.
 */

/** A run of known text; `quoted` text has no glob meaning. */
export interface Known {
  text: string;
  quoted: boolean;
}

/** One possible value of a word: known runs and unknown pieces (null). */
export type Value = (Known | null)[];

export interface Word {
  /** Every value the word may take (several for `{a,b}` or a loop variable). */
  values: Value[];
  /** The word as written, for messages. */
  raw: string;
  /**
   * The words bash makes of it by field splitting (fieldSplit.ts), for each possible value, when
   * an unquoted expansion may make it other than one word; 'unknown' when that cannot be told.
   */
  fields?: Value[][] | 'unknown';
}

/** A cap on brace and loop multiplication; past it the word counts as unknown. */
export const MAX_VALUES = 64;

export const UNKNOWN_VALUE: Value = [null];

/** The value's text when every piece is known, else undefined. */
export function textOf(value: Value): string | undefined {
  let out = '';
  for (const piece of value) {
    if (piece === null) return undefined;
    out += piece.text;
  }
  return out;
}

/** The word's only value as plain text: known, without unquoted glob characters. */
export function literal(word: Word): string | undefined {
  if (word.values.length !== 1) return undefined;
  const value = word.values[0]!;
  if (hasGlob(value)) return undefined;
  return textOf(value);
}

/** `*`, `?`, or a bracket expression: a `[` with no `]` after it is literal (`[ -f x ]` is the test command). */
const GLOB_CHARS = /[*?]|\[.+\]/;

/** Whether unquoted text of the value holds glob characters the shell would expand. */
export function hasGlob(value: Value): boolean {
  return value.some((p) => p !== null && !p.quoted && GLOB_CHARS.test(p.text));
}

/**
 * The value as a picomatch pattern: quoted runs escaped, unquoted runs as written, except bash's
 * negated bracket `[!x]`, which picomatch reads as the class of `!` and `x`: it becomes `[^x]`.
 */
export function globOf(value: Value): string | undefined {
  let out = '';
  for (const piece of value) {
    if (piece === null) return undefined;
    out += piece.quoted
      ? piece.text.replace(/[\\*?[\]{}()!+@|^$.]/g, (c) => `\\${c}`)
      : piece.text.replaceAll('[!', '[^');
  }
  return out;
}

/** Concatenation of two sets of values (the cartesian product), capped. */
export function concat(a: Value[], b: Value[]): Value[] {
  if (a.length * b.length > MAX_VALUES) return [UNKNOWN_VALUE];
  const out: Value[] = [];
  for (const x of a)
    for (const y of b) out.push(textLength(x) + textLength(y) > MAX_TEXT ? UNKNOWN_VALUE : merge([...x, ...y]));
  return out;
}

/**
 * The longest known text a value may grow to by joining. Past it the value is unknown: only
 * repetition makes a value longer than a line (`a="$a $a"` doubles it each time), and every later
 * step (splitting it into words, judging each) would grow with it, past the hook's deadline.
 */
export const MAX_TEXT = 64 * 1024;

const textLength = (v: Value): number => v.reduce((n, piece) => n + (piece?.text.length ?? 0), 0);

/** Joins adjacent known runs of the same quoting, so `textOf` and prefix tests stay simple. */
function merge(value: Value): Value {
  const out: Value = [];
  for (const piece of value) {
    const last = out[out.length - 1];
    if (piece && last && last.quoted === piece.quoted)
      out[out.length - 1] = { text: last.text + piece.text, quoted: last.quoted };
    else if (piece === null && last === null) continue;
    else out.push(piece);
  }
  return out;
}

/**
 * A value expanded without quotes (`rm $F`): bash splits it into fields at blanks and globs each
 * one, however it was quoted when assigned. Every field is kept as one possible value of the word,
 * so each is checked as a write target (the words they really become are not told apart).
 */
export function unquotedFields(values: Value[]): Value[] {
  const out: Value[] = [];
  for (const value of values) {
    let field: Value = [];
    let split = false;
    for (const piece of value) {
      if (piece === null) {
        field.push(null);
        continue;
      }
      piece.text.split(/[ \t\n]+/).forEach((text, i) => {
        if (i > 0) {
          if (field.length > 0) out.push(field);
          field = [];
          split = true;
        }
        if (text !== '') field.push({ text, quoted: false });
      });
    }
    if (field.length > 0 || !split) out.push(field);
  }
  return out.length <= MAX_VALUES ? out : [UNKNOWN_VALUE];
}

/** Bash's unquoted backslash: the next character stands for itself. */
export function unescapeUnquoted(text: string): Known[] {
  const out: Known[] = [];
  let plain = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) {
      if (plain) out.push({ text: plain, quoted: false });
      plain = '';
      const next = text[++i]!;
      if (next !== '\n') out.push({ text: next, quoted: true });
    } else {
      plain += c;
    }
  }
  if (plain) out.push({ text: plain, quoted: false });
  return out;
}

/** Inside double quotes a backslash escapes only `$`, `` ` ``, `"`, `\` and a newline. */
export function unescapeDouble(text: string): string {
  return text.replace(/\\([$`"\\\n])/g, (_, c: string) => (c === '\n' ? '' : c));
}

/** The value without a leading known text (across quoted runs), or undefined when it does not start with it. */
export function withoutPrefix(value: Value, prefix: string): Value | undefined {
  let rest = prefix;
  for (let k = 0; k < value.length; k++) {
    const piece = value[k];
    if (piece === null || piece === undefined) return undefined;
    if (piece.text.length >= rest.length) {
      if (!piece.text.startsWith(rest)) return undefined;
      const left = piece.text.slice(rest.length);
      return [...(left === '' ? [] : [{ ...piece, text: left }]), ...value.slice(k + 1)];
    }
    if (!rest.startsWith(piece.text)) return undefined;
    rest = rest.slice(piece.text.length);
  }
  return undefined;
}

/** A `--name=VALUE` word's value part. */
export function suffixOf(w: Word, prefix: string): Word {
  return { values: w.values.map((v) => withoutPrefix(v, prefix) ?? UNKNOWN_VALUE), raw: w.raw.slice(prefix.length) };
}
