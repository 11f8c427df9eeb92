/**
 * Whether a `find` expression may delete an entry no selecting test chose: find's expression
 * evaluated for a file that fails every test that selects (`-name x`, `-newer F`, `-empty`) and
 * passes every test that does not (`-type f`, `-name '?*'`, `-regex '.*'`, `-links +0`,
 * `-perm -0`, `-readable`), with operators as find reads them (`!` before `-a` before `-o` before
 * `,`; an action before a test runs first). `find ~ -name x -delete` selects; `find ~ -delete
 * -name x` (the action first), `find ~ -name x -o -delete` (the other branch) and `find ~ ! -name
 * x -delete` (everything but x) do not. What cannot be read (an unknown word, an unknown primary,
 * a missing operand) may delete, when a deleting action is in the expression: fail closed.
 */
import { candidates, known, programName, written, type ArgWord } from './argWord.js';
import { SHELL_NAMES, peelWrappers } from './rawCommands.js';

/** What evaluating a part of the expression may give for such a file, and whether it may delete. */
interface Outcome {
  t: boolean;
  f: boolean;
  del: boolean;
}

const PASS: Outcome = { t: true, f: false, del: false };
const FAIL: Outcome = { t: false, f: true, del: false };
const EITHER: Outcome = { t: true, f: true, del: false };

/** Primaries without an operand that every entry passes: options, printing actions, `-true`. */
const PASS_BARE = new Set([
  '-depth',
  '-d',
  '-ignore_readdir_race',
  '-noignore_readdir_race',
  '-mount',
  '-xdev',
  '-noleaf',
  '-daystart',
  '-follow',
  '-warn',
  '-nowarn',
  '-true',
  '-print',
  '-print0',
  '-ls',
  '-prune',
  '-quit',
  '-readable',
  '-writable',
  '-help',
  '--help',
  '-version',
  '--version',
]);
/** Primaries without an operand that leave entries out. */
const SELECT_BARE = new Set(['-empty', '-executable', '-nogroup', '-nouser', '-false']);
/** Primaries with one operand that every entry passes (options, actions writing elsewhere), or that hold in a home for every entry. */
const PASS_VALUED = new Set([
  '-maxdepth',
  '-mindepth',
  '-regextype',
  '-files0-from',
  '-fls',
  '-fprint',
  '-fprint0',
  '-printf',
  '-type',
  '-xtype',
  '-user',
  '-group',
  '-uid',
  '-gid',
  '-fstype',
  '-context',
]);
/** Primaries with one operand that leave entries out whatever it is. */
const SELECT_VALUED = new Set(['-newer', '-anewer', '-cnewer', '-samefile', '-lname', '-ilname']);
const EXEC = new Set(['-exec', '-execdir', '-ok', '-okdir']);
const DAYS = new Set(['-mtime', '-atime', '-ctime', '-used']);
const MINUTES = new Set(['-mmin', '-amin', '-cmin']);
const MAX_DEPTH = 200;
/** Patterns longer than this are not read (they may match anything). */
const MAX_PATTERN = 1024;

/** Names and paths below a start point, to see whether a pattern passes (nearly) every one. */
const PROBES = [
  '.ssh/id_rsa',
  'work/src/main.c',
  '.bashrc',
  'Documents/report.pdf',
  'a',
  'work/README.md',
  'notes.txt',
  'work/x.pyc',
  'work/node_modules/lib/index.js',
  'Makefile',
  'Pictures/photo-2024.jpg',
  '.config/app/settings.json',
];

class Unreadable extends Error {}

/**
 * Whether `find STARTS EXPRESSION` may delete an entry that no selecting test chose. `starts`
 * are the start points as known (for `-path` patterns, which match the whole path); `home` the
 * home they may be relative to.
 */
export function findDeletesUnselected(
  expression: readonly ArgWord[],
  starts: readonly string[],
  home?: string,
): boolean {
  if (!mayDelete(expression)) return false;
  const reader = new Reader(expression, starts, home);
  try {
    const out = reader.comma(0);
    if (reader.at < expression.length) throw new Unreadable();
    return out.del;
  } catch (e) {
    if (!(e instanceof Unreadable)) throw e;
    return mayDelete(expression);
  }
}

/** Whether any word of the expression is, or may be, a deleting action (read without the grammar). */
function mayDelete(expression: readonly ArgWord[]): boolean {
  for (let k = 0; k < expression.length; k++) {
    const t = known(expression[k]);
    if (t === '-delete') return true;
    if (t !== undefined && EXEC.has(t) && execDeletes(expression, k + 1).deletes) return true;
  }
  return false;
}

/** The command of `-exec CMD ... ;`: whether it deletes (or may), and where the primary ends. */
function execDeletes(words: readonly ArgWord[], from: number): { deletes: boolean; end: number } {
  const command: (string | undefined)[] = [];
  let k = from;
  for (; k < words.length; k++) {
    const t = known(words[k]);
    if (t === ';' || (t === '+' && k > from && known(words[k - 1]) === '{}')) break;
    command.push(t);
  }
  if (k >= words.length) return { deletes: true, end: k }; // no end: find refuses it, but read as deleting
  const head: string[] = [];
  for (const t of command) {
    if (t === undefined) break;
    head.push(t);
  }
  const peeled = peelWrappers(head);
  if (peeled.length === 0) return { deletes: head.length < command.length || command.length === 0, end: k + 1 };
  const name = programName(peeled[0]!);
  if (name === 'busybox') return { deletes: deleter(programName(peeled[1] ?? '')), end: k + 1 };
  if (deleter(name)) return { deletes: true, end: k + 1 };
  if (SHELL_NAMES.has(name)) {
    const at = peeled.findIndex((w, i) => i > 0 && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w));
    const body = at === -1 ? undefined : peeled[at + 1];
    const unknownBody = at !== -1 && body === undefined && head.length < command.length;
    return {
      deletes: unknownBody || (body !== undefined && /(^|[\s;&|(`])(\S*\/)?(rm|shred|unlink)(\s|$)/.test(body)),
      end: k + 1,
    };
  }
  return { deletes: false, end: k + 1 };
}

const deleter = (name: string) => name === 'rm' || name === 'shred' || name === 'unlink';

class Reader {
  at = 0;
  constructor(
    private readonly words: readonly ArgWord[],
    private readonly starts: readonly string[],
    private readonly home: string | undefined,
  ) {}

  private peek(): string | undefined | null {
    if (this.at >= this.words.length) return null;
    return known(this.words[this.at]);
  }

  comma(depth: number): Outcome {
    let out = this.or(depth);
    while (this.peek() === ',') {
      this.at++;
      const right = this.or(depth);
      out = { t: right.t, f: right.f, del: out.del || right.del };
    }
    return out;
  }

  private or(depth: number): Outcome {
    let out = this.and(depth);
    for (let p = this.peek(); p === '-o' || p === '-or'; p = this.peek()) {
      this.at++;
      const right = this.and(depth);
      out = { t: out.t || (out.f && right.t), f: out.f && right.f, del: out.del || (out.f && right.del) };
    }
    return out;
  }

  private and(depth: number): Outcome {
    let out = this.not(depth);
    for (let p = this.peek(); p !== null && p !== ')' && p !== '-o' && p !== '-or' && p !== ','; p = this.peek()) {
      if (p === '-a' || p === '-and') this.at++;
      const right = this.not(depth);
      out = { t: out.t && right.t, f: out.f || (out.t && right.f), del: out.del || (out.t && right.del) };
    }
    return out;
  }

  private not(depth: number): Outcome {
    if (depth > MAX_DEPTH) throw new Unreadable();
    const p = this.peek();
    if (p === '!' || p === '-not') {
      this.at++;
      const inner = this.not(depth + 1);
      return { t: inner.f, f: inner.t, del: inner.del };
    }
    if (p === '(') {
      this.at++;
      const inner = this.comma(depth + 1);
      if (this.peek() !== ')') throw new Unreadable();
      this.at++;
      return inner;
    }
    return this.primary();
  }

  private primary(): Outcome {
    const word = this.peek();
    if (word === null || word === undefined || !word.startsWith('-')) throw new Unreadable();
    this.at++;
    if (word === '-delete') return { ...EITHER, del: true };
    if (EXEC.has(word)) {
      const { deletes, end } = execDeletes(this.words, this.at);
      if (end > this.words.length) throw new Unreadable();
      this.at = end;
      return { ...EITHER, del: deletes };
    }
    if (PASS_BARE.has(word)) return PASS;
    if (SELECT_BARE.has(word)) return FAIL;
    if (word === '-fprintf') {
      if (this.at + 2 > this.words.length) throw new Unreadable();
      this.at += 2;
      return PASS;
    }
    if (this.at >= this.words.length) throw new Unreadable();
    const operand = this.words[this.at++]!;
    if (PASS_VALUED.has(word)) return PASS;
    if (SELECT_VALUED.has(word) || /^-newer[amcBt][amcBt]$/.test(word)) return FAIL;
    const texts = candidates(operand) ?? (written(operand) !== undefined ? [written(operand)!] : undefined);
    // an operand not known before it runs may be one that every entry passes
    if (texts === undefined) return EITHER;
    const passes = texts.map((text) => this.test(word, text));
    if (passes.every((p) => p === 'select')) return FAIL;
    return passes.every((p) => p === 'pass') ? PASS : EITHER;
  }

  /** Whether a test with this operand selects, or (nearly) every entry passes it. */
  private test(name: string, operand: string): 'pass' | 'select' {
    const verdict = (every: boolean) => (every ? 'pass' : 'select');
    if (/^-i?name$/.test(name)) return verdict(mostMatch(fnmatch(operand, name[1] === 'i'), names()));
    if (/^-i?(path|wholename)$/.test(name)) return verdict(mostMatch(fnmatch(operand, name[1] === 'i'), this.paths()));
    if (/^-i?regex$/.test(name)) {
      const res = regexes(operand, name[1] === 'i');
      // a pattern too costly to try on the probes may match anything
      return verdict(res === undefined || res.some((re) => mostMatch(re, this.paths())));
    }
    if (name === '-perm') return verdict(everyPerm(operand));
    if (name === '-size' || name === '-links' || name === '-inum' || DAYS.has(name) || MINUTES.has(name))
      return verdict(everyNumber(name, operand));
    throw new Unreadable();
  }

  private paths(): string[] {
    const bases = [...this.starts, ...(this.home !== undefined ? [this.home] : [])].map((s) => s.replace(/\/+$/, ''));
    return (bases.length > 0 ? bases : ['/home/u']).flatMap((b) => PROBES.map((p) => `${b}/${p}`));
  }
}

const names = () => PROBES.map((p) => p.slice(p.lastIndexOf('/') + 1));

function mostMatch(re: RegExp, probes: readonly string[]): boolean {
  return probes.filter((p) => re.test(p)).length * 2 > probes.length;
}

/** A shell pattern as find reads it (fnmatch: `*` and `?` match `/` and a leading dot too). */
export function fnmatch(pattern: string, ignoreCase: boolean): RegExp {
  if (pattern.length > MAX_PATTERN) return /[\s\S]*/; // too long to read cheaply: may match anything
  let out = '';
  for (let k = 0; k < pattern.length; k++) {
    const c = pattern[k]!;
    if (c === '*') out += '[\\s\\S]*';
    else if (c === '?') out += '[\\s\\S]';
    else if (c === '\\' && k + 1 < pattern.length) out += escape(pattern[++k]!);
    else if (c === '[') {
      let end = k + 1;
      if (pattern[end] === '!' || pattern[end] === '^') end++;
      if (pattern[end] === ']') end++;
      while (end < pattern.length && pattern[end] !== ']') {
        // `[:alpha:]`, `[=a=]`, `[.x.]` inside a bracket end at their own `:]`
        const kind = pattern[end] === '[' ? pattern[end + 1] : undefined;
        const close = kind === ':' || kind === '=' || kind === '.' ? pattern.indexOf(`${kind}]`, end + 2) : -1;
        end = close === -1 ? end + 1 : close + 2;
      }
      if (end >= pattern.length) {
        out += '\\[';
        continue;
      }
      const body = pattern.slice(k + 1, end);
      // a character class (`[[:alpha:]]`) is read as any character: more matches, never fewer
      if (body.includes('[:') || body.includes('[=') || body.includes('[.')) out += '[\\s\\S]';
      else {
        const negated = body.startsWith('!') || body.startsWith('^');
        const chars = (negated ? body.slice(1) : body).replace(/[\\\]^]/g, '\\$&');
        out += `[${negated ? '^' : ''}${chars}]`;
      }
      k = end;
    } else out += escape(c);
  }
  try {
    return new RegExp(`^${out}$`, ignoreCase ? 'i' : '');
  } catch {
    return /[\s\S]*/; // a range out of order: read as matching anything (fail closed)
  }
}

const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * find's `-regex` (the whole path) in the two readings it may have: emacs (find's default, where
 * `\(`, `\|` group) and extended (`-regextype posix-extended`). Undefined when either is too costly
 * to try (a quantified group, many repeats): then it may match anything.
 */
function regexes(pattern: string, ignoreCase: boolean): RegExp[] | undefined {
  if (pattern.length > MAX_PATTERN) return undefined;
  const emacs = pattern.replace(/\\([()|{}])|([()|{}])/g, (_m, escaped: string, plain: string) =>
    escaped !== undefined ? escaped : `\\${plain}`,
  );
  const out: RegExp[] = [];
  for (const source of [emacs, pattern]) {
    if (/\)[*+?{]/.test(source) || (source.match(/[*+]|\{\d*,\}/g) ?? []).length > 3) return undefined;
    try {
      out.push(new RegExp(`^(?:${source})$`, ignoreCase ? 'i' : ''));
    } catch {
      // not a pattern in this reading
    }
  }
  return out.length === 0 ? undefined : out;
}

/** `-perm -MODE` / `/MODE` that the owner's read and write bits (every file in a home) satisfy. */
function everyPerm(operand: string): boolean {
  const m = /^([-/+]?)(.*)$/.exec(operand)!;
  if (m[1] === '') return false;
  const bits = modeBits(m[2]!);
  if (bits === undefined) return true;
  if (m[1] === '-') return (bits & ~0o600) === 0;
  return bits === 0 || (bits & 0o600) !== 0;
}

function modeBits(mode: string): number | undefined {
  if (/^[0-7]+$/.test(mode)) return Number.parseInt(mode, 8);
  let bits = 0;
  for (const clause of mode.split(',')) {
    const c = /^([ugoa]*)([-+=])([rwxXst]*)$/.exec(clause);
    if (!c) return undefined;
    if (c[2] === '-') continue;
    const who = c[1] === '' || c[1]!.includes('a') ? 'ugo' : c[1]!;
    for (const w of who) {
      const shift = w === 'u' ? 6 : w === 'g' ? 3 : 0;
      for (const p of c[3]!) {
        if (p === 'r') bits |= 4 << shift;
        if (p === 'w') bits |= 2 << shift;
        if (p === 'x' || p === 'X') bits |= 1 << shift;
      }
    }
    if (/[st]/.test(c[3]!)) bits |= 0o7000;
  }
  return bits;
}

const UNITS: Record<string, number> = { b: 512, c: 1, w: 2, k: 1024, M: 1024 ** 2, G: 1024 ** 3 };

/**
 * A numeric test every entry passes: more than 0 (`-links +0`, `-size +0`: every non-empty file),
 * less than a bound no entry reaches (`-size -1000000000k`, `-mtime -99999`), one link
 * (`-links 1`, `-links -2`: every file not hard-linked), an inode number compared.
 */
function everyNumber(name: string, operand: string): boolean {
  const m = /^([+-]?)(\d+)([bcwkMG]?)$/.exec(operand);
  if (!m) return true;
  const [, sign, digits, unit] = m;
  const n = Number(digits);
  if (name === '-inum') return sign !== '';
  if (name === '-links') return (sign === '+' && n === 0) || (sign === '-' && n >= 2) || (sign === '' && n === 1);
  if (sign === '+') return n === 0 && name === '-size';
  if (sign !== '-') return false;
  if (name === '-size') return (n - 1) * UNITS[unit || 'b']! >= 1024 ** 3;
  if (DAYS.has(name)) return n >= 3650;
  return n >= 3650 * 1440;
}
